// mulAddVWW_x86_64, addMulVVW_x86_64, subMulVVW_x86_64: baseline x86-64 (MUL, no BMI2/ADX).
// Twin: mulAddVWW_g, addMulVVW_g, subMulVVW_g (bignum/arith_generic.cc); tests require identical z and return value.
// Prototypes (C linkage, declared in bignum/arith_asm.h):
//   Word limb_mulAddVWW_x86_64(Word* z, const Word* x, size_t n, Word y, Word r);  // z = x*y + r, returns high word
//   Word limb_addMulVVW_x86_64(Word* z, const Word* x, size_t n, Word y);          // z += x*y, returns carry word
//   Word limb_subMulVVW_x86_64(Word* z, const Word* x, size_t n, Word y);          // z -= x*y, returns borrow word
// Contract: see bignum/arith.h (z == x allowed; n may be 0).
// Selected by arith_dispatch.cc: all three in "x86_64", subMulVVW also in "x86_64_adx".
// ABI: SysV AMD64. In:  rdi=z  rsi=x  rdx=n  rcx=y  (r8=r for mulAddVWW).  Out: rax=carry word.
// Register map: rcx=y, r9=carry word c, r10=n/4 (block counter), r11=n%4 (tail counter), r8=z[i] (subMul),
//               rdx:rax = MUL's implicit product.
// Clobbers: rax rcx rdx rsi rdi r8-r11, flags. Callee-saved registers untouched. No stack use.
// Strategy: per word (hi:lo) = x[i]*y, then
//   mulAdd: (hi:lo) += c;              z[i] = lo
//   addMul: (hi:lo) += z[i]; += c;     z[i] = lo
//   subMul: z[i] - lo, borrow into hi; - c, borrow into hi
// and c = hi. z[i] is combined before c so that only two instructions
// (ADD/SUB c, ADC $0) sit on the word-to-word carry path.
// Bounds: x*y + z + c <= 2^128 - 1, so no (hi:lo) addition wraps; for subMul
// z - x*y - c > -2^128, so the borrow word fits and hi + borrows never wraps.
// MUL rewrites the flags, so no chain lives across words: the carry word
// lives in r9. The n%4 low words go one at a time, then 4 per iteration.
// Time depends on n only.
// Measured: arith_bench limb/AddMulVVW/1000 and limb/MulAddVWW/1000 against gmp/ (tools/speed.sh
//   --cpu x86_64 --filter '^(AddMulVVW|MulAddVWW)/'); subMulVVW has no row of its own and runs in
//   nat_bench limb/DivMod/4096; figures in benchmarks/RESULTS.md, "mul_vvw.S".
#include "limb/asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_ENTRY(limb_mulAddVWW_x86_64)
  movq %r8, %r9                // c = r
  movq %rdx, %r10
  movq %rdx, %r11
  shrq $2, %r10                // r10 = n / 4
  andl $3, %r11d               // r11 = n % 4
  jz .LmulAdd_blocks
.LmulAdd_tail:
  movq (%rsi), %rax
  mulq %rcx                    // rdx:rax = x[i] * y
  addq %r9, %rax               // (hi:lo) += c
  adcq $0, %rdx
  movq %rax, (%rdi)        // z[i] = lo
  movq %rdx, %r9               // c = hi
  leaq 8(%rsi), %rsi
  leaq 8(%rdi), %rdi
  decq %r11
  jnz .LmulAdd_tail
.LmulAdd_blocks:
  testq %r10, %r10
  jz .LmulAdd_done
.LmulAdd_loop:
  movq (%rsi), %rax
  mulq %rcx                    // rdx:rax = x[i] * y
  addq %r9, %rax               // (hi:lo) += c
  adcq $0, %rdx
  movq %rax, (%rdi)        // z[i] = lo
  movq %rdx, %r9               // c = hi
  movq 8(%rsi), %rax
  mulq %rcx                    // rdx:rax = x[i] * y
  addq %r9, %rax               // (hi:lo) += c
  adcq $0, %rdx
  movq %rax, 8(%rdi)        // z[i] = lo
  movq %rdx, %r9               // c = hi
  movq 16(%rsi), %rax
  mulq %rcx                    // rdx:rax = x[i] * y
  addq %r9, %rax               // (hi:lo) += c
  adcq $0, %rdx
  movq %rax, 16(%rdi)        // z[i] = lo
  movq %rdx, %r9               // c = hi
  movq 24(%rsi), %rax
  mulq %rcx                    // rdx:rax = x[i] * y
  addq %r9, %rax               // (hi:lo) += c
  adcq $0, %rdx
  movq %rax, 24(%rdi)        // z[i] = lo
  movq %rdx, %r9               // c = hi
  leaq 32(%rsi), %rsi
  leaq 32(%rdi), %rdi
  decq %r10
  jnz .LmulAdd_loop
.LmulAdd_done:
  movq %r9, %rax
  ret
LIMB_END(limb_mulAddVWW_x86_64)

LIMB_ENTRY(limb_addMulVVW_x86_64)
  xorl %r9d, %r9d              // c = 0
  movq %rdx, %r10
  movq %rdx, %r11
  shrq $2, %r10                // r10 = n / 4
  andl $3, %r11d               // r11 = n % 4
  jz .LaddMul_blocks
.LaddMul_tail:
  movq (%rsi), %rax
  mulq %rcx                    // rdx:rax = x[i] * y
  addq (%rdi), %rax          // (hi:lo) += z[i]: off the carry path
  adcq $0, %rdx
  addq %r9, %rax               // (hi:lo) += c
  adcq $0, %rdx
  movq %rax, (%rdi)          // z[i] = lo
  movq %rdx, %r9               // c = hi
  leaq 8(%rsi), %rsi
  leaq 8(%rdi), %rdi
  decq %r11
  jnz .LaddMul_tail
.LaddMul_blocks:
  testq %r10, %r10
  jz .LaddMul_done
.LaddMul_loop:
  movq (%rsi), %rax
  mulq %rcx                    // rdx:rax = x[i] * y
  addq (%rdi), %rax          // (hi:lo) += z[i]: off the carry path
  adcq $0, %rdx
  addq %r9, %rax               // (hi:lo) += c
  adcq $0, %rdx
  movq %rax, (%rdi)          // z[i] = lo
  movq %rdx, %r9               // c = hi
  movq 8(%rsi), %rax
  mulq %rcx                    // rdx:rax = x[i] * y
  addq 8(%rdi), %rax          // (hi:lo) += z[i]: off the carry path
  adcq $0, %rdx
  addq %r9, %rax               // (hi:lo) += c
  adcq $0, %rdx
  movq %rax, 8(%rdi)          // z[i] = lo
  movq %rdx, %r9               // c = hi
  movq 16(%rsi), %rax
  mulq %rcx                    // rdx:rax = x[i] * y
  addq 16(%rdi), %rax          // (hi:lo) += z[i]: off the carry path
  adcq $0, %rdx
  addq %r9, %rax               // (hi:lo) += c
  adcq $0, %rdx
  movq %rax, 16(%rdi)          // z[i] = lo
  movq %rdx, %r9               // c = hi
  movq 24(%rsi), %rax
  mulq %rcx                    // rdx:rax = x[i] * y
  addq 24(%rdi), %rax          // (hi:lo) += z[i]: off the carry path
  adcq $0, %rdx
  addq %r9, %rax               // (hi:lo) += c
  adcq $0, %rdx
  movq %rax, 24(%rdi)          // z[i] = lo
  movq %rdx, %r9               // c = hi
  leaq 32(%rsi), %rsi
  leaq 32(%rdi), %rdi
  decq %r10
  jnz .LaddMul_loop
.LaddMul_done:
  movq %r9, %rax
  ret
LIMB_END(limb_addMulVVW_x86_64)

LIMB_ENTRY(limb_subMulVVW_x86_64)
  xorl %r9d, %r9d              // c = 0
  movq %rdx, %r10
  movq %rdx, %r11
  shrq $2, %r10                // r10 = n / 4
  andl $3, %r11d               // r11 = n % 4
  jz .LsubMul_blocks
.LsubMul_tail:
  movq (%rsi), %rax
  mulq %rcx                    // rdx:rax = x[i] * y
  movq (%rdi), %r8
  subq %rax, %r8               // z[i] - lo: off the carry path; borrow into hi
  adcq $0, %rdx
  subq %r9, %r8                // - c; borrow into hi
  adcq $0, %rdx
  movq %r8, (%rdi)
  movq %rdx, %r9               // c = hi
  leaq 8(%rsi), %rsi
  leaq 8(%rdi), %rdi
  decq %r11
  jnz .LsubMul_tail
.LsubMul_blocks:
  testq %r10, %r10
  jz .LsubMul_done
.LsubMul_loop:
  movq (%rsi), %rax
  mulq %rcx                    // rdx:rax = x[i] * y
  movq (%rdi), %r8
  subq %rax, %r8               // z[i] - lo: off the carry path; borrow into hi
  adcq $0, %rdx
  subq %r9, %r8                // - c; borrow into hi
  adcq $0, %rdx
  movq %r8, (%rdi)
  movq %rdx, %r9               // c = hi
  movq 8(%rsi), %rax
  mulq %rcx                    // rdx:rax = x[i] * y
  movq 8(%rdi), %r8
  subq %rax, %r8               // z[i] - lo: off the carry path; borrow into hi
  adcq $0, %rdx
  subq %r9, %r8                // - c; borrow into hi
  adcq $0, %rdx
  movq %r8, 8(%rdi)
  movq %rdx, %r9               // c = hi
  movq 16(%rsi), %rax
  mulq %rcx                    // rdx:rax = x[i] * y
  movq 16(%rdi), %r8
  subq %rax, %r8               // z[i] - lo: off the carry path; borrow into hi
  adcq $0, %rdx
  subq %r9, %r8                // - c; borrow into hi
  adcq $0, %rdx
  movq %r8, 16(%rdi)
  movq %rdx, %r9               // c = hi
  movq 24(%rsi), %rax
  mulq %rcx                    // rdx:rax = x[i] * y
  movq 24(%rdi), %r8
  subq %rax, %r8               // z[i] - lo: off the carry path; borrow into hi
  adcq $0, %rdx
  subq %r9, %r8                // - c; borrow into hi
  adcq $0, %rdx
  movq %r8, 24(%rdi)
  movq %rdx, %r9               // c = hi
  leaq 32(%rsi), %rsi
  leaq 32(%rdi), %rdi
  decq %r10
  jnz .LsubMul_loop
.LsubMul_done:
  movq %r9, %rax
  ret
LIMB_END(limb_subMulVVW_x86_64)

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
