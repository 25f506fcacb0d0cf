// addVV_avx2, subVV_avx2: x86-64 with AVX2 (in the table of the BMI2+ADX kernels).
// Twin: addVV_g, subVV_g (bignum/arith_generic.cc); tests require identical z and return value.
// Prototypes (C linkage, declared in bignum/arith_asm.h):
//   Word limb_addVV_avx2(Word* z, const Word* x, const Word* y, size_t n);  // z = x + y, returns carry
//   Word limb_subVV_avx2(Word* z, const Word* x, const Word* y, size_t n);  // z = x - y, returns borrow
// Contract: see bignum/arith.h (z == x and/or z == y allowed; n may be 0).
// Selected by arith_dispatch.cc (table "x86_64_avx2") when cpu.avx2 && cpu.bmi2 && cpu.adx
//   and no AVX-512 table is chosen.
// ABI: SysV AMD64. In:  rdi=z  rsi=x  rdx=y  rcx=n.  Out: rax=carry/borrow (0 or 1).
// Register map: rax=c (the carry between the head and the blocks and between blocks),
//   rcx=n, then the block count; r8=head counter, then the fields V; r9=the fields of
//   lanes 4-7, then the look-ahead sum N; ymm0/ymm1=x ^ 2^63, then the generate lanes;
//   ymm2/ymm3=the biased sum (or difference) of the block's two halves; ymm4/ymm5=the
//   propagate lanes, then the 2-bit fields; ymm6/ymm7=N broadcast, then the corrections;
//   constants: ymm15=2^63 in every lane, ymm14=the propagate pattern (2^63 - 1 for addVV,
//   2^63 for subVV), ymm13=2^63 + 1, ymm12/ymm11=the field offsets of lanes 0-3 / 4-7
//   (0,2,4,6 / 8..14).
// Clobbers: rax rcx rdx rsi rdi r8 r9, ymm0-ymm15 (zeroed on exit by VZEROALL when the
//   vector path ran), flags. Callee-saved registers untouched. No stack use.
// Strategy: n < 32: tail call to the ADC loop (limb_addVV_x86_64 / limb_subVV_x86_64,
//   add_sub_vv.S), which wins there. Otherwise the low n % 8 words by ADC (the carry c
//   leaves the chain through ADC into eax), then 8 words per iteration in two ymm
//   registers. Each lane is summed in a biased form, sb = (x ^ 2^63) + y = (x + y) ^ 2^63,
//   so that one signed compare gives the lanes that carry out by themselves
//   (g: x ^ 2^63 > sb) and one equality the lanes a carry passes through
//   (p: x + y == 2^64 - 1, sb == 2^63 - 1). VPBLENDD and VMOVMSKPS put them side by
//   side as one 2-bit field per lane, V = sum of (2g + p) 4^i (g and p are disjoint).
//   The carries are then one scalar addition: N = 2V + 0x5555 + c. In field i,
//   2(2g + p) + 1 + c_i is 5 + c_i (carries out), 3 + c_i (carries out iff c_i) or 1 +
//   c_i (never), so the integer carries between fields are exactly the lane carries;
//   the low bit of field i is then NOT c_i, and bit 16 of N is the carry out of the
//   block. The correction of lane i is (NOT (N >> 2i)) & (2^63 + 1) = c_i + 2^63 (bit
//   63 of N >> 2i is 0), which adds c_i and removes the bias in one VPADDQ.
//   Subtraction is the same with borrows: db = (x ^ 2^63) - y, g: db > x ^ 2^63,
//   p: x - y == 0 (db == 2^63), and db - (b_i + 2^63) = x - y - b_i. The serial part per
//   block is ADD + SHR on c (2 cycles for 8 words, against 8 for an ADC chain).
//   Every block reads x and y before writing z at the same offsets (z == x, z == y safe).
// Constant time: branches depend on n only; the carry bits reach the vector lanes by
//   VPSRLVQ of a broadcast, never through a table lookup.
// CAUTION: the short-n tail call (JB to the ADC kernel) relies on that kernel taking the
//   same arguments in the same registers; nothing is written before the JB.
// CAUTION: VZEROALL at the end of the vector path: ymm0-7 held operand words, and the
//   caller may run SSE code next (no AVX-SSE transition penalty).
// Measured: arith_bench limb/AddVV/N and limb/SubVV/N against gmp/ (tools/speed.sh --cpu avx2
//   --filter '^(AddVV|SubVV)/'); figures in benchmarks/RESULTS.md, "add_sub_vv_avx2.S".
#include "limb/asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

  .section .rodata
  .p2align 5
.Lfield_lo:                    // lane i (0-3) reads bit 2i of N
  .quad 0, 2, 4, 6
.Lfield_hi:                    // lane i (4-7) reads bit 2i of N
  .quad 8, 10, 12, 14

  .text
// Shared set-up of the constants that do not depend on the operation.
// VPCMPEQQ of a register with itself is all-ones whatever it held.
#define LIMB_AVX2_ADDSUB_CONSTS                                          \
  vpcmpeqq %ymm15, %ymm15, %ymm15;                                       \
  vpsrlq $63, %ymm15, %ymm13;  /* 1 */                                   \
  vpsllq $63, %ymm15, %ymm15;  /* 2^63 */                                \
  vpor %ymm15, %ymm13, %ymm13; /* 2^63 + 1 */                            \
  vmovdqa .Lfield_lo(%rip), %ymm12;                                      \
  vmovdqa .Lfield_hi(%rip), %ymm11

LIMB_ENTRY(limb_addVV_avx2)
  cmpq $32, %rcx
  jb limb_addVV_x86_64         // short: the ADC loop (tail call, same arguments)
  movq %rcx, %r8
  andl $7, %r8d                // head words; CAUTION: AND clears CF: the chain starts at 0
  jz .Laddv_head_done
.Laddv_head:                   // z[i] = x[i] + y[i] + CF
  movq (%rsi), %rax
  adcq (%rdx), %rax
  movq %rax, (%rdi)
  leaq 8(%rsi), %rsi
  leaq 8(%rdx), %rdx
  leaq 8(%rdi), %rdi
  decq %r8                     // CAUTION: DEC keeps CF (the carry chain)
  jnz .Laddv_head
.Laddv_head_done:
  movl $0, %eax                // CAUTION: MOV, not XOR: XOR would clear CF
  adcl %eax, %eax              // c = CF
  shrq $3, %rcx                // 8-word blocks, at least 4 (n >= 32)
  LIMB_AVX2_ADDSUB_CONSTS
  vpcmpeqq %ymm14, %ymm14, %ymm14
  vpsrlq $1, %ymm14, %ymm14    // 2^63 - 1: a sum lane of all-ones, biased
  .p2align 5
.Laddv_loop:
  vpxor (%rsi), %ymm15, %ymm0            // xb = x ^ 2^63
  vpxor 32(%rsi), %ymm15, %ymm1
  vpaddq (%rdx), %ymm0, %ymm2            // sb = xb + y = (x + y) ^ 2^63
  vpaddq 32(%rdx), %ymm1, %ymm3
  vpcmpeqq %ymm14, %ymm2, %ymm4          // p: x + y == 2^64 - 1
  vpcmpeqq %ymm14, %ymm3, %ymm5
  vpcmpgtq %ymm2, %ymm0, %ymm0           // g: xb > sb (signed), i.e. x + y < x
  vpcmpgtq %ymm3, %ymm1, %ymm1
  vpblendd $0x55, %ymm4, %ymm0, %ymm4    // dword 2i = p_i, dword 2i + 1 = g_i
  vpblendd $0x55, %ymm5, %ymm1, %ymm5
  vmovmskps %ymm4, %r8d                  // fields of lanes 0-3
  vmovmskps %ymm5, %r9d                  // fields of lanes 4-7
  shll $8, %r9d
  orl %r9d, %r8d                         // V
  leal 0x5555(,%r8,2), %r9d              // 2V + 0x5555
  addl %eax, %r9d                        // N = 2V + 0x5555 + c
  movl %r9d, %eax
  shrl $16, %eax                         // c for the next block
  vmovd %r9d, %xmm6
  vpbroadcastq %xmm6, %ymm6
  vpsrlvq %ymm11, %ymm6, %ymm7           // lanes 4-7: N >> 2i
  vpsrlvq %ymm12, %ymm6, %ymm6           // lanes 0-3: N >> 2i
  vpandn %ymm13, %ymm6, %ymm6            // c_i + 2^63
  vpandn %ymm13, %ymm7, %ymm7
  vpaddq %ymm6, %ymm2, %ymm2             // x + y + c_i
  vpaddq %ymm7, %ymm3, %ymm3
  vmovdqu %ymm2, (%rdi)
  vmovdqu %ymm3, 32(%rdi)
  addq $64, %rsi
  addq $64, %rdx
  addq $64, %rdi
  decq %rcx
  jnz .Laddv_loop
  vzeroall
  ret
LIMB_END(limb_addVV_avx2)

LIMB_ENTRY(limb_subVV_avx2)
  cmpq $32, %rcx
  jb limb_subVV_x86_64         // short: the SBB loop (tail call, same arguments)
  movq %rcx, %r8
  andl $7, %r8d                // head words; CAUTION: AND clears CF: the chain starts at 0
  jz .Lsubv_head_done
.Lsubv_head:                   // z[i] = x[i] - y[i] - CF
  movq (%rsi), %rax
  sbbq (%rdx), %rax
  movq %rax, (%rdi)
  leaq 8(%rsi), %rsi
  leaq 8(%rdx), %rdx
  leaq 8(%rdi), %rdi
  decq %r8                     // CAUTION: DEC keeps CF (the borrow chain)
  jnz .Lsubv_head
.Lsubv_head_done:
  movl $0, %eax                // CAUTION: MOV, not XOR: XOR would clear CF
  adcl %eax, %eax              // b = CF
  shrq $3, %rcx                // 8-word blocks, at least 4 (n >= 32)
  LIMB_AVX2_ADDSUB_CONSTS
  vmovdqa %ymm15, %ymm14       // 2^63: a difference lane of zero, biased
  .p2align 5
.Lsubv_loop:
  vpxor (%rsi), %ymm15, %ymm0            // xb = x ^ 2^63
  vpxor 32(%rsi), %ymm15, %ymm1
  vpsubq (%rdx), %ymm0, %ymm2            // db = xb - y = (x - y) ^ 2^63
  vpsubq 32(%rdx), %ymm1, %ymm3
  vpcmpeqq %ymm14, %ymm2, %ymm4          // p: x - y == 0
  vpcmpeqq %ymm14, %ymm3, %ymm5
  vpcmpgtq %ymm0, %ymm2, %ymm0           // g: db > xb (signed), i.e. x - y > x
  vpcmpgtq %ymm1, %ymm3, %ymm1
  vpblendd $0x55, %ymm4, %ymm0, %ymm4    // dword 2i = p_i, dword 2i + 1 = g_i
  vpblendd $0x55, %ymm5, %ymm1, %ymm5
  vmovmskps %ymm4, %r8d                  // fields of lanes 0-3
  vmovmskps %ymm5, %r9d                  // fields of lanes 4-7
  shll $8, %r9d
  orl %r9d, %r8d                         // V
  leal 0x5555(,%r8,2), %r9d              // 2V + 0x5555
  addl %eax, %r9d                        // N = 2V + 0x5555 + b
  movl %r9d, %eax
  shrl $16, %eax                         // b for the next block
  vmovd %r9d, %xmm6
  vpbroadcastq %xmm6, %ymm6
  vpsrlvq %ymm11, %ymm6, %ymm7           // lanes 4-7: N >> 2i
  vpsrlvq %ymm12, %ymm6, %ymm6           // lanes 0-3: N >> 2i
  vpandn %ymm13, %ymm6, %ymm6            // b_i + 2^63
  vpandn %ymm13, %ymm7, %ymm7
  vpsubq %ymm6, %ymm2, %ymm2             // x - y - b_i
  vpsubq %ymm7, %ymm3, %ymm3
  vmovdqu %ymm2, (%rdi)
  vmovdqu %ymm3, 32(%rdi)
  addq $64, %rsi
  addq $64, %rdx
  addq $64, %rdi
  decq %rcx
  jnz .Lsubv_loop
  vzeroall
  ret
LIMB_END(limb_subVV_avx2)

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
