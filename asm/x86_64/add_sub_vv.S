// addVV_x86_64, subVV_x86_64: baseline x86-64 (ADC/SBB only, no BMI2/ADX).
// Twin: addVV_g, subVV_g (bignum/arith_generic.cc); tests require identical z and return value.
// Prototypes (C linkage, declared in bignum/arith_asm.h):
//   Word limb_addVV_x86_64(Word* z, const Word* x, const Word* y, size_t n);  // z = x + y, returns carry
//   Word limb_subVV_x86_64(Word* z, const Word* x, const Word* y, size_t n);  // z = x - y, returns borrow
// Contract: see bignum/arith.h (z == x and/or z == y allowed; n may be 0).
// Selected by arith_dispatch.cc in the "x86_64" and "x86_64_adx" tables.
// ABI: SysV AMD64. In:  rdi=z  rsi=x  rdx=y  rcx=n.  Out: rax=carry/borrow (0 or 1).
// Register map: rcx=n/4 (block counter), r8=n%4 (tail counter), rax/r9/r10/r11=words in flight.
// Clobbers: rax rcx rdx rsi rdi r8-r11, flags. Callee-saved registers untouched. No stack use.
// Strategy: one carry chain in CF. The n%4 low words go one at a time, then
// 4 words per iteration. Pointers advance with LEA and the counters step with
// DEC; neither touches CF, so the chain survives the loop control. Every word
// is read before the same index is written, so z == x / z == y are safe.
// Time depends on n only.
// Measured: arith_bench limb/AddVV/1000 and limb/SubVV/1000 against gmp/ (tools/speed.sh --cpu avx2
//   --filter '^(AddVV|SubVV)/'; AVX-512 CPUs take add_sub_vv_avx512.S by default); figures in
//   benchmarks/RESULTS.md, "add_sub_vv.S".
#include "limb/asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_ENTRY(limb_addVV_x86_64)
  movq %rcx, %r8
  shrq $2, %rcx          // rcx = n / 4
  andl $3, %r8d          // r8 = n % 4; CAUTION: AND clears CF: this starts the chain at 0
  jz .Ladd_blocks
.Ladd_tail:               // z[i] = x[i] + y[i] + CF
  movq (%rsi), %rax
  adcq (%rdx), %rax
  movq %rax, (%rdi)
  leaq 8(%rsi), %rsi
  leaq 8(%rdx), %rdx
  leaq 8(%rdi), %rdi
  decq %r8               // CAUTION: DEC keeps CF (the carry chain), sets ZF
  jnz .Ladd_tail
.Ladd_blocks:
  jrcxz .Ladd_done       // JRCXZ reads no flags and writes none
.Ladd_loop:              // z[i..i+3] = x[i..i+3] + y[i..i+3] + CF
  movq (%rsi), %rax
  movq 8(%rsi), %r9
  movq 16(%rsi), %r10
  movq 24(%rsi), %r11
  adcq (%rdx), %rax
  adcq 8(%rdx), %r9
  adcq 16(%rdx), %r10
  adcq 24(%rdx), %r11
  movq %rax, (%rdi)
  movq %r9, 8(%rdi)
  movq %r10, 16(%rdi)
  movq %r11, 24(%rdi)
  leaq 32(%rsi), %rsi
  leaq 32(%rdx), %rdx
  leaq 32(%rdi), %rdi
  decq %rcx              // CAUTION: DEC keeps CF
  jnz .Ladd_loop
.Ladd_done:
  movl $0, %eax          // CAUTION: MOV, not XOR: XOR would clear CF
  adcl %eax, %eax        // rax = CF
  ret
LIMB_END(limb_addVV_x86_64)

LIMB_ENTRY(limb_subVV_x86_64)
  movq %rcx, %r8
  shrq $2, %rcx          // rcx = n / 4
  andl $3, %r8d          // r8 = n % 4; CAUTION: AND clears CF: the borrow chain starts at 0
  jz .Lsub_blocks
.Lsub_tail:               // z[i] = x[i] - y[i] - CF
  movq (%rsi), %rax
  sbbq (%rdx), %rax
  movq %rax, (%rdi)
  leaq 8(%rsi), %rsi
  leaq 8(%rdx), %rdx
  leaq 8(%rdi), %rdi
  decq %r8               // CAUTION: DEC keeps CF
  jnz .Lsub_tail
.Lsub_blocks:
  jrcxz .Lsub_done
.Lsub_loop:              // z[i..i+3] = x[i..i+3] - y[i..i+3] - CF
  movq (%rsi), %rax
  movq 8(%rsi), %r9
  movq 16(%rsi), %r10
  movq 24(%rsi), %r11
  sbbq (%rdx), %rax
  sbbq 8(%rdx), %r9
  sbbq 16(%rdx), %r10
  sbbq 24(%rdx), %r11
  movq %rax, (%rdi)
  movq %r9, 8(%rdi)
  movq %r10, 16(%rdi)
  movq %r11, 24(%rdi)
  leaq 32(%rsi), %rsi
  leaq 32(%rdx), %rdx
  leaq 32(%rdi), %rdi
  decq %rcx              // CAUTION: DEC keeps CF
  jnz .Lsub_loop
.Lsub_done:
  movl $0, %eax          // CAUTION: MOV, not XOR: XOR would clear CF
  adcl %eax, %eax        // rax = borrow
  ret
LIMB_END(limb_subVV_x86_64)

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
