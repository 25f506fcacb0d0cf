// addVV_avx512, subVV_avx512: x86-64 with AVX-512F (and the BMI2+ADX of the table they sit in).
// Twin: addVV_g, subVV_g (bignum/arith_generic.cc); tests require identical z and return value.
// Prototypes (C linkage, declared in bignum/arith_asm.h):
//   Word limb_addVV_avx512(Word* z, const Word* x, const Word* y, size_t n);  // z = x + y, returns carry
//   Word limb_subVV_avx512(Word* z, const Word* x, const Word* y, size_t n);  // z = x - y, returns borrow
// Contract: see bignum/arith.h (z == x and/or z == y allowed; n may be 0).
// Selected by arith_dispatch.cc (table "x86_64_avx512") when cpu.avx512f && cpu.bmi2 && cpu.adx.
// ABI: SysV AMD64. In:  rdi=z  rsi=x  rdx=y  rcx=n.  Out: rax=carry/borrow (0 or 1).
// Register map: rax=c (the carry between sections and blocks), rcx=n, then the block count,
//   r8-r11=words of the scalar sections, then r8/r9 = the masks as bits; zmm16=x block,
//   zmm17=sum/difference, zmm18=all-ones; k1=generate, k2=propagate, k3=carry-in lanes.
// Clobbers: rax rcx rdx rsi rdi r8-r11 zmm16-18 k1-k3, flags. Callee-saved registers
//   untouched. No stack use. Only zmm16 and up: the upper halves of ymm0-15 stay clean, so
//   no VZEROUPPER is needed and no SSE code after it pays a transition; zmm16-18 are
//   zeroed before returning (no operand words left behind; asm/vector_state checks it).
// Strategy: n == 1 straight-line. Otherwise the low n % 8 words in scalar sections of 1, 2
//   and 4 words (by the bits of n; the carry c moves between them through BT and ADC),
//   then 8 words per iteration in one ZMM register: the lane-wise sum, and from it two
//   masks, g (the lane overflows by itself) and p (the lane is all-ones, so a carry in
//   passes through). The carries into the lanes are one 9-bit scalar addition away:
//   (2g + p + c) ^ p has bit i set when a carry enters lane i, and bit 8 when one
//   leaves the block (g and p are disjoint, so 2g + p = g + (g | p): each lane adds its
//   own "out" bit to the carry arriving from below, and ^ p recovers that carry). A
//   masked subtraction of -1 adds the carries in. Subtraction is the same with borrows:
//   g = (d > x), p = (d == 0), and a masked addition of -1. The serial part per block is
//   LEA + ADD + XOR + SHR on c: ~4 cycles for 8 words, against 8 for an ADC chain.
//   Every block reads x and y before writing z at the same offsets (z == x, z == y safe).
// No masked load or store: a 64-byte load of a buffer that shares its cache line with a
//   just-written masked store cannot take its data from that store and waits for it to
//   commit, which costs more than the scalar tail it would replace; so tails are scalar.
// Branches depend on n only; time depends on n only.
// Measured: arith_bench limb/AddVV/N and limb/SubVV/N against gmp/ on an AVX-512 CPU
//   (tools/speed.sh --filter '^(AddVV|SubVV)/'); figures in benchmarks/RESULTS.md,
//   "add_sub_vv_avx512.S".
#include "limb/asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

  .text
LIMB_ENTRY(limb_addVV_avx512)
  cmpq $1, %rcx
  jne .Laddv_not1
  movq (%rsi), %r8             // n == 1: straight-line, the common short case
  addq (%rdx), %r8
  movq %r8, (%rdi)
  movl $0, %eax                // CAUTION: MOV, not XOR: XOR would clear CF
  adcl %eax, %eax
  ret
.Laddv_not1:
  xorl %eax, %eax              // c = 0
  testb $1, %cl
  jz .Laddv_s1
  movq (%rsi), %r8             // section of 1 word: the chain starts here
  addq (%rdx), %r8
  movq %r8, (%rdi)
  movl $0, %eax                // CAUTION: MOV, not XOR: XOR would clear CF
  adcl %eax, %eax              // c = CF
  leaq 8(%rsi), %rsi
  leaq 8(%rdx), %rdx
  leaq 8(%rdi), %rdi
.Laddv_s1:
  testb $2, %cl
  jz .Laddv_s2
  btl $0, %eax                // CF = c
  movq 0(%rsi), %r8
  movq 8(%rsi), %r9
  adcq 0(%rdx), %r8
  adcq 8(%rdx), %r9
  movq %r8, 0(%rdi)
  movq %r9, 8(%rdi)
  movl $0, %eax                // CAUTION: MOV, not XOR: XOR would clear CF
  adcl %eax, %eax              // c = CF
  leaq 16(%rsi), %rsi
  leaq 16(%rdx), %rdx
  leaq 16(%rdi), %rdi
.Laddv_s2:
  testb $4, %cl
  jz .Laddv_s4
  btl $0, %eax                // CF = c
  movq 0(%rsi), %r8
  movq 8(%rsi), %r9
  movq 16(%rsi), %r10
  movq 24(%rsi), %r11
  adcq 0(%rdx), %r8
  adcq 8(%rdx), %r9
  adcq 16(%rdx), %r10
  adcq 24(%rdx), %r11
  movq %r8, 0(%rdi)
  movq %r9, 8(%rdi)
  movq %r10, 16(%rdi)
  movq %r11, 24(%rdi)
  movl $0, %eax                // CAUTION: MOV, not XOR: XOR would clear CF
  adcl %eax, %eax              // c = CF
  leaq 32(%rsi), %rsi
  leaq 32(%rdx), %rdx
  leaq 32(%rdi), %rdi
.Laddv_s4:
  shrq $3, %rcx                // 8-word blocks
  jz .Laddv_done
  vpternlogq $0xff, %zmm18, %zmm18, %zmm18   // zmm18 = all-ones words (-1)
  .p2align 5
.Laddv_loop:
  vmovdqu64 (%rsi), %zmm16
  vpaddq (%rdx), %zmm16, %zmm17          // s = x + y, lane-wise
  vpcmpuq $1, %zmm16, %zmm17, %k1        // g: s < x (the lane carries out)
  vpcmpeqq %zmm18, %zmm17, %k2           // p: s == 2^64-1 (a carry in passes through)
  kmovw %k1, %r8d
  kmovw %k2, %r9d
  leaq (%rax,%r8,2), %r8       // 2g + c
  addq %r9, %r8                // 2g + p + c
  xorq %r9, %r8                // bit i: carry into lane i; bit 8: out of the block
  kmovw %r8d, %k3
  shrl $8, %r8d
  movl %r8d, %eax              // c for the next block
  vpsubq %zmm18, %zmm17, %zmm17{%k3}     // s + 1 in the lanes a carry enters
  vmovdqu64 %zmm17, (%rdi)
  addq $64, %rsi
  addq $64, %rdx
  addq $64, %rdi
  decq %rcx
  jnz .Laddv_loop
  LIMB_ZERO_ZMM16_TO 18
.Laddv_done:
  ret
LIMB_END(limb_addVV_avx512)

LIMB_ENTRY(limb_subVV_avx512)
  cmpq $1, %rcx
  jne .Lsubv_not1
  movq (%rsi), %r8             // n == 1: straight-line, the common short case
  subq (%rdx), %r8
  movq %r8, (%rdi)
  movl $0, %eax                // CAUTION: MOV, not XOR: XOR would clear CF
  adcl %eax, %eax
  ret
.Lsubv_not1:
  xorl %eax, %eax              // c = 0
  testb $1, %cl
  jz .Lsubv_s1
  movq (%rsi), %r8             // section of 1 word: the chain starts here
  subq (%rdx), %r8
  movq %r8, (%rdi)
  movl $0, %eax                // CAUTION: MOV, not XOR: XOR would clear CF
  adcl %eax, %eax              // c = CF
  leaq 8(%rsi), %rsi
  leaq 8(%rdx), %rdx
  leaq 8(%rdi), %rdi
.Lsubv_s1:
  testb $2, %cl
  jz .Lsubv_s2
  btl $0, %eax                // CF = c
  movq 0(%rsi), %r8
  movq 8(%rsi), %r9
  sbbq 0(%rdx), %r8
  sbbq 8(%rdx), %r9
  movq %r8, 0(%rdi)
  movq %r9, 8(%rdi)
  movl $0, %eax                // CAUTION: MOV, not XOR: XOR would clear CF
  adcl %eax, %eax              // c = CF
  leaq 16(%rsi), %rsi
  leaq 16(%rdx), %rdx
  leaq 16(%rdi), %rdi
.Lsubv_s2:
  testb $4, %cl
  jz .Lsubv_s4
  btl $0, %eax                // CF = c
  movq 0(%rsi), %r8
  movq 8(%rsi), %r9
  movq 16(%rsi), %r10
  movq 24(%rsi), %r11
  sbbq 0(%rdx), %r8
  sbbq 8(%rdx), %r9
  sbbq 16(%rdx), %r10
  sbbq 24(%rdx), %r11
  movq %r8, 0(%rdi)
  movq %r9, 8(%rdi)
  movq %r10, 16(%rdi)
  movq %r11, 24(%rdi)
  movl $0, %eax                // CAUTION: MOV, not XOR: XOR would clear CF
  adcl %eax, %eax              // c = CF
  leaq 32(%rsi), %rsi
  leaq 32(%rdx), %rdx
  leaq 32(%rdi), %rdi
.Lsubv_s4:
  shrq $3, %rcx                // 8-word blocks
  jz .Lsubv_done
  vpternlogq $0xff, %zmm18, %zmm18, %zmm18   // zmm18 = all-ones words (-1)
  .p2align 5
.Lsubv_loop:
  vmovdqu64 (%rsi), %zmm16
  vpsubq (%rdx), %zmm16, %zmm17          // d = x - y, lane-wise
  vpcmpuq $6, %zmm16, %zmm17, %k1        // g: d > x (the lane borrows out)
  vptestnmq %zmm17, %zmm17, %k2          // p: d == 0 (a borrow in passes through)
  kmovw %k1, %r8d
  kmovw %k2, %r9d
  leaq (%rax,%r8,2), %r8       // 2g + c
  addq %r9, %r8                // 2g + p + c
  xorq %r9, %r8                // bit i: carry into lane i; bit 8: out of the block
  kmovw %r8d, %k3
  shrl $8, %r8d
  movl %r8d, %eax              // c for the next block
  vpaddq %zmm18, %zmm17, %zmm17{%k3}     // d - 1 in the lanes a borrow enters
  vmovdqu64 %zmm17, (%rdi)
  addq $64, %rsi
  addq $64, %rdx
  addq $64, %rdi
  decq %rcx
  jnz .Lsubv_loop
  LIMB_ZERO_ZMM16_TO 18
.Lsubv_done:
  ret
LIMB_END(limb_subVV_avx512)

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
