// addVW_x86_64, subVW_x86_64: baseline x86-64 (ADD/ADC, SUB/SBB).
// Twin: addVW_g, subVW_g (bignum/arith_generic.cc); tests require identical z and return value.
// Prototypes (C linkage, declared in bignum/arith_asm.h):
//   Word limb_addVW_x86_64(Word* z, const Word* x, size_t n, Word y);  // z = x + y, returns carry
//   Word limb_subVW_x86_64(Word* z, const Word* x, size_t n, Word y);  // z = x - y, returns borrow
// Contract: see bignum/arith.h (z == x allowed; n == 0 returns y).
// Selected by arith_dispatch.cc in the "x86_64" and "x86_64_adx" tables.
// ABI: SysV AMD64. In:  rdi=z  rsi=x  rdx=n  rcx=y.  Out: rax=carry/borrow.
// Register map: rax=y (then the result), r8=(n-1)%4, r9=(n-1)/4, rcx=loop counter, r10/r11/rdx/rax=words.
// Clobbers: rax rcx rdx rsi rdi r8-r11, flags. Callee-saved registers untouched. No stack use.
// Strategy: word 0 gets y with ADD (SUB); the carry (borrow) then ripples
// through ALL the remaining words with ADC $0 (SBB $0): no early exit, so the
// time depends on n only. Counts are split before the chain starts; the loops
// test them with JRCXZ and DEC, which keep CF.
// Measured: no benchmark row of its own; it carries through the upper words in nat_bench
//   limb/Mul/1024 and limb/Mul/3000 (Karatsuba and Toom-3 recombination; tools/speed.sh
//   --filter '^Mul/'); figures in benchmarks/RESULTS.md, "add_sub_vw.S".
#include "limb/asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_ENTRY(limb_addVW_x86_64)
  movq %rcx, %rax        // n == 0 returns y
  testq %rdx, %rdx
  jz .Laddvw_ret
  leaq -1(%rdx), %r8     // m = n - 1 words after z[0]
  movq %r8, %r9
  shrq $2, %r9           // r9 = m / 4
  andl $3, %r8d          // r8 = m % 4
  movq (%rsi), %r10
  addq %rax, %r10        // z[0] = x[0] + y; CF = carry. The chain starts here.
  movq %r10, (%rdi)
  leaq 8(%rsi), %rsi
  leaq 8(%rdi), %rdi
  movq %r8, %rcx         // MOV and JRCXZ keep CF
  jrcxz .Laddvw_blocks
.Laddvw_tail:            // z[i] = x[i] + CF
  movq (%rsi), %r10
  adcq $0, %r10
  movq %r10, (%rdi)
  leaq 8(%rsi), %rsi
  leaq 8(%rdi), %rdi
  decq %rcx              // CAUTION: DEC keeps CF
  jnz .Laddvw_tail
.Laddvw_blocks:
  movq %r9, %rcx
  jrcxz .Laddvw_done
.Laddvw_loop:            // z[i..i+3] = x[i..i+3] + CF
  movq (%rsi), %r10
  movq 8(%rsi), %r11
  movq 16(%rsi), %rdx
  movq 24(%rsi), %rax
  adcq $0, %r10
  adcq $0, %r11
  adcq $0, %rdx
  adcq $0, %rax
  movq %r10, (%rdi)
  movq %r11, 8(%rdi)
  movq %rdx, 16(%rdi)
  movq %rax, 24(%rdi)
  leaq 32(%rsi), %rsi
  leaq 32(%rdi), %rdi
  decq %rcx              // CAUTION: DEC keeps CF
  jnz .Laddvw_loop
.Laddvw_done:
  movl $0, %eax          // CAUTION: MOV, not XOR: XOR would clear CF
  adcl %eax, %eax        // rax = carry
.Laddvw_ret:
  ret
LIMB_END(limb_addVW_x86_64)

LIMB_ENTRY(limb_subVW_x86_64)
  movq %rcx, %rax        // n == 0 returns y
  testq %rdx, %rdx
  jz .Lsubvw_ret
  leaq -1(%rdx), %r8     // m = n - 1 words after z[0]
  movq %r8, %r9
  shrq $2, %r9           // r9 = m / 4
  andl $3, %r8d          // r8 = m % 4
  movq (%rsi), %r10
  subq %rax, %r10        // z[0] = x[0] - y; CF = borrow. The chain starts here.
  movq %r10, (%rdi)
  leaq 8(%rsi), %rsi
  leaq 8(%rdi), %rdi
  movq %r8, %rcx         // MOV and JRCXZ keep CF
  jrcxz .Lsubvw_blocks
.Lsubvw_tail:            // z[i] = x[i] - CF
  movq (%rsi), %r10
  sbbq $0, %r10
  movq %r10, (%rdi)
  leaq 8(%rsi), %rsi
  leaq 8(%rdi), %rdi
  decq %rcx              // CAUTION: DEC keeps CF
  jnz .Lsubvw_tail
.Lsubvw_blocks:
  movq %r9, %rcx
  jrcxz .Lsubvw_done
.Lsubvw_loop:            // z[i..i+3] = x[i..i+3] - CF
  movq (%rsi), %r10
  movq 8(%rsi), %r11
  movq 16(%rsi), %rdx
  movq 24(%rsi), %rax
  sbbq $0, %r10
  sbbq $0, %r11
  sbbq $0, %rdx
  sbbq $0, %rax
  movq %r10, (%rdi)
  movq %r11, 8(%rdi)
  movq %rdx, 16(%rdi)
  movq %rax, 24(%rdi)
  leaq 32(%rsi), %rsi
  leaq 32(%rdi), %rdi
  decq %rcx              // CAUTION: DEC keeps CF
  jnz .Lsubvw_loop
.Lsubvw_done:
  movl $0, %eax          // CAUTION: MOV, not XOR: XOR would clear CF
  adcl %eax, %eax        // rax = borrow
.Lsubvw_ret:
  ret
LIMB_END(limb_subVW_x86_64)

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
