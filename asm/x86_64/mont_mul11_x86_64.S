// mul11: the 11 x 11-word product t = x*y (22 words), x86-64 with BMI2+ADX
// (MULX/ADCX/ADOX), fully unrolled, for montMul at n = 11 (the 683-bit
// primes of 3-prime RSA-2048).
// Twin: mulBasecase_g (bignum/arith.h) at xn = yn = 11; tests require
//   identical t (bignum/mont_redc_test.cc).
// Used by bignum/mont_x86_64.cc (table "x86_64_adx", which needs cpu.adx &&
//   cpu.bmi2): montMul at n = 11 is this product followed by
//   limb_montRedc11_adx (mont_redc11_x86_64.S).
// ABI: SysV AMD64. void limb_mul11_adx(Word* t, const Word* x,
//   const Word* y).
//   In: rdi=t rsi=x rdx=y. Out: none.
// Contract: t[0, 22) = x[0, 11) * y[0, 11); t must not overlap x or y.
// Register map: rdx = MULX source x[i], rax/rcx = product lo/hi, rsi = y,
//   rdi = t, r8-r15 rbx rbp = ten words of the running sum c (the position
//   -> register map is written per row below: a register is reused once its
//   word is stored). Stack (rsp-relative): 0 x.
// Clobbers: rax rcx rdx rsi r8-r11, flags. Callee-saved registers are saved
//   and restored.
// Strategy: rows of x_i * y, 121 MULX. Row 0 is x0 * y on one CF chain.
//   Row i >= 1 adds x_i * y at position i: lo words on the OF chain (ADOX
//   into c[i+j]), hi words on the CF chain (ADCX into c[i+j+1]); the last
//   hi goes into a fresh register, the row's new top c[i+11], which then
//   takes OF and CF. Bound: after row i, c < X_(<=i) * y < B^(i+1) B^11 (B
//   = 2^64, X_(<=i) = x[0, i+1)), so c fits positions up to i+11 and both
//   chains close inside the row. Only ten words of c stay in registers:
//   c[i+1] is stored to t once row i has added its two terms there, and
//   row i+1 takes it back as ADOX's memory operand (c[i+1] + lo0, final).
// Timing: straight-line code; no branch and no address depends on data.
// Measured: mont_bench limb/MontMul/704 against openssl/ (limb speed
//   --filter '^MontMul/704$'); figures in benchmarks/RESULTS.md,
//   "mont_redc11_x86_64.S, mont_sqr11_x86_64.S, mont_mul11_x86_64.S".
#include "limb/asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

#define XP 0
#define RFRAME 8                    /* x; keeps rsp 16-aligned after 6 pushes */

LIMB_ENTRY(limb_mul11_adx)
  LIMB_PUSH_CALLEE
  sub $RFRAME, %rsp
  .cfi_adjust_cfa_offset RFRAME
  mov %rsi, XP(%rsp)
  mov %rsi, %rax
  mov %rdx, %rsi                    // rsi = y
  mov 0(%rax), %rdx                 // x0
  // Row 0: c[0, 12) = x0 * y (one CF chain); c[0] final, c[1] to t[1].
  mulx 0(%rsi), %rax, %rcx
  mov %rax, 0(%rdi)                 // t[0] = c[0] (final)
  mulx 8(%rsi), %rax, %r8
  add %rcx, %rax
  mov %rax, 8(%rdi)                 // t[1] = c[1]
  mulx 16(%rsi), %rax, %r9
  adc %rax, %r8
  mulx 24(%rsi), %rax, %r10
  adc %rax, %r9
  mulx 32(%rsi), %rax, %r11
  adc %rax, %r10
  mulx 40(%rsi), %rax, %r12
  adc %rax, %r11
  mulx 48(%rsi), %rax, %r13
  adc %rax, %r12
  mulx 56(%rsi), %rax, %r14
  adc %rax, %r13
  mulx 64(%rsi), %rax, %r15
  adc %rax, %r14
  mulx 72(%rsi), %rax, %rbx
  adc %rax, %r15
  mulx 80(%rsi), %rax, %rbp
  adc %rax, %rbx
  adc $0, %rbp                  // c[11] = hi + CF (fits: c < B^12)

  // Row 1: c[1, 13) += x1 * y (lo on OF, hi on CF); c[1] (from t) final, c[2] to t[2].
  mov XP(%rsp), %rdx
  mov 8(%rdx), %rdx               // x1
  xor %eax, %eax                    // CAUTION: clears CF and OF (row start)
  mulx 0(%rsi), %rax, %rcx
  adox 8(%rdi), %rax
  mov %rax, 8(%rdi)               // t[1] = c[1] (final)
  adcx %rcx, %r8
  mulx 8(%rsi), %rax, %rcx
  adox %rax, %r8
  adcx %rcx, %r9
  mov %r8, 16(%rdi)           // t[2] = c[2] (this row is done with it)
  mulx 16(%rsi), %rax, %rcx
  adox %rax, %r9
  adcx %rcx, %r10
  mulx 24(%rsi), %rax, %rcx
  adox %rax, %r10
  adcx %rcx, %r11
  mulx 32(%rsi), %rax, %rcx
  adox %rax, %r11
  adcx %rcx, %r12
  mulx 40(%rsi), %rax, %rcx
  adox %rax, %r12
  adcx %rcx, %r13
  mulx 48(%rsi), %rax, %rcx
  adox %rax, %r13
  adcx %rcx, %r14
  mulx 56(%rsi), %rax, %rcx
  adox %rax, %r14
  adcx %rcx, %r15
  mulx 64(%rsi), %rax, %rcx
  adox %rax, %r15
  adcx %rcx, %rbx
  mulx 72(%rsi), %rax, %rcx
  adox %rax, %rbx
  adcx %rcx, %rbp
  mulx 80(%rsi), %rax, %r8
  adox %rax, %rbp
  mov $0, %eax                      // CAUTION: mov, not xor: keeps CF and OF
  adox %rax, %r8                // c[12] = hi + OF + CF (fits, see header)
  adcx %rax, %r8

  // Row 2: c[2, 14) += x2 * y (lo on OF, hi on CF); c[2] (from t) final, c[3] to t[3].
  mov XP(%rsp), %rdx
  mov 16(%rdx), %rdx               // x2
  xor %eax, %eax                    // CAUTION: clears CF and OF (row start)
  mulx 0(%rsi), %rax, %rcx
  adox 16(%rdi), %rax
  mov %rax, 16(%rdi)               // t[2] = c[2] (final)
  adcx %rcx, %r9
  mulx 8(%rsi), %rax, %rcx
  adox %rax, %r9
  adcx %rcx, %r10
  mov %r9, 24(%rdi)           // t[3] = c[3] (this row is done with it)
  mulx 16(%rsi), %rax, %rcx
  adox %rax, %r10
  adcx %rcx, %r11
  mulx 24(%rsi), %rax, %rcx
  adox %rax, %r11
  adcx %rcx, %r12
  mulx 32(%rsi), %rax, %rcx
  adox %rax, %r12
  adcx %rcx, %r13
  mulx 40(%rsi), %rax, %rcx
  adox %rax, %r13
  adcx %rcx, %r14
  mulx 48(%rsi), %rax, %rcx
  adox %rax, %r14
  adcx %rcx, %r15
  mulx 56(%rsi), %rax, %rcx
  adox %rax, %r15
  adcx %rcx, %rbx
  mulx 64(%rsi), %rax, %rcx
  adox %rax, %rbx
  adcx %rcx, %rbp
  mulx 72(%rsi), %rax, %rcx
  adox %rax, %rbp
  adcx %rcx, %r8
  mulx 80(%rsi), %rax, %r9
  adox %rax, %r8
  mov $0, %eax                      // CAUTION: mov, not xor: keeps CF and OF
  adox %rax, %r9                // c[13] = hi + OF + CF (fits, see header)
  adcx %rax, %r9

  // Row 3: c[3, 15) += x3 * y (lo on OF, hi on CF); c[3] (from t) final, c[4] to t[4].
  mov XP(%rsp), %rdx
  mov 24(%rdx), %rdx               // x3
  xor %eax, %eax                    // CAUTION: clears CF and OF (row start)
  mulx 0(%rsi), %rax, %rcx
  adox 24(%rdi), %rax
  mov %rax, 24(%rdi)               // t[3] = c[3] (final)
  adcx %rcx, %r10
  mulx 8(%rsi), %rax, %rcx
  adox %rax, %r10
  adcx %rcx, %r11
  mov %r10, 32(%rdi)           // t[4] = c[4] (this row is done with it)
  mulx 16(%rsi), %rax, %rcx
  adox %rax, %r11
  adcx %rcx, %r12
  mulx 24(%rsi), %rax, %rcx
  adox %rax, %r12
  adcx %rcx, %r13
  mulx 32(%rsi), %rax, %rcx
  adox %rax, %r13
  adcx %rcx, %r14
  mulx 40(%rsi), %rax, %rcx
  adox %rax, %r14
  adcx %rcx, %r15
  mulx 48(%rsi), %rax, %rcx
  adox %rax, %r15
  adcx %rcx, %rbx
  mulx 56(%rsi), %rax, %rcx
  adox %rax, %rbx
  adcx %rcx, %rbp
  mulx 64(%rsi), %rax, %rcx
  adox %rax, %rbp
  adcx %rcx, %r8
  mulx 72(%rsi), %rax, %rcx
  adox %rax, %r8
  adcx %rcx, %r9
  mulx 80(%rsi), %rax, %r10
  adox %rax, %r9
  mov $0, %eax                      // CAUTION: mov, not xor: keeps CF and OF
  adox %rax, %r10                // c[14] = hi + OF + CF (fits, see header)
  adcx %rax, %r10

  // Row 4: c[4, 16) += x4 * y (lo on OF, hi on CF); c[4] (from t) final, c[5] to t[5].
  mov XP(%rsp), %rdx
  mov 32(%rdx), %rdx               // x4
  xor %eax, %eax                    // CAUTION: clears CF and OF (row start)
  mulx 0(%rsi), %rax, %rcx
  adox 32(%rdi), %rax
  mov %rax, 32(%rdi)               // t[4] = c[4] (final)
  adcx %rcx, %r11
  mulx 8(%rsi), %rax, %rcx
  adox %rax, %r11
  adcx %rcx, %r12
  mov %r11, 40(%rdi)           // t[5] = c[5] (this row is done with it)
  mulx 16(%rsi), %rax, %rcx
  adox %rax, %r12
  adcx %rcx, %r13
  mulx 24(%rsi), %rax, %rcx
  adox %rax, %r13
  adcx %rcx, %r14
  mulx 32(%rsi), %rax, %rcx
  adox %rax, %r14
  adcx %rcx, %r15
  mulx 40(%rsi), %rax, %rcx
  adox %rax, %r15
  adcx %rcx, %rbx
  mulx 48(%rsi), %rax, %rcx
  adox %rax, %rbx
  adcx %rcx, %rbp
  mulx 56(%rsi), %rax, %rcx
  adox %rax, %rbp
  adcx %rcx, %r8
  mulx 64(%rsi), %rax, %rcx
  adox %rax, %r8
  adcx %rcx, %r9
  mulx 72(%rsi), %rax, %rcx
  adox %rax, %r9
  adcx %rcx, %r10
  mulx 80(%rsi), %rax, %r11
  adox %rax, %r10
  mov $0, %eax                      // CAUTION: mov, not xor: keeps CF and OF
  adox %rax, %r11                // c[15] = hi + OF + CF (fits, see header)
  adcx %rax, %r11

  // Row 5: c[5, 17) += x5 * y (lo on OF, hi on CF); c[5] (from t) final, c[6] to t[6].
  mov XP(%rsp), %rdx
  mov 40(%rdx), %rdx               // x5
  xor %eax, %eax                    // CAUTION: clears CF and OF (row start)
  mulx 0(%rsi), %rax, %rcx
  adox 40(%rdi), %rax
  mov %rax, 40(%rdi)               // t[5] = c[5] (final)
  adcx %rcx, %r12
  mulx 8(%rsi), %rax, %rcx
  adox %rax, %r12
  adcx %rcx, %r13
  mov %r12, 48(%rdi)           // t[6] = c[6] (this row is done with it)
  mulx 16(%rsi), %rax, %rcx
  adox %rax, %r13
  adcx %rcx, %r14
  mulx 24(%rsi), %rax, %rcx
  adox %rax, %r14
  adcx %rcx, %r15
  mulx 32(%rsi), %rax, %rcx
  adox %rax, %r15
  adcx %rcx, %rbx
  mulx 40(%rsi), %rax, %rcx
  adox %rax, %rbx
  adcx %rcx, %rbp
  mulx 48(%rsi), %rax, %rcx
  adox %rax, %rbp
  adcx %rcx, %r8
  mulx 56(%rsi), %rax, %rcx
  adox %rax, %r8
  adcx %rcx, %r9
  mulx 64(%rsi), %rax, %rcx
  adox %rax, %r9
  adcx %rcx, %r10
  mulx 72(%rsi), %rax, %rcx
  adox %rax, %r10
  adcx %rcx, %r11
  mulx 80(%rsi), %rax, %r12
  adox %rax, %r11
  mov $0, %eax                      // CAUTION: mov, not xor: keeps CF and OF
  adox %rax, %r12                // c[16] = hi + OF + CF (fits, see header)
  adcx %rax, %r12

  // Row 6: c[6, 18) += x6 * y (lo on OF, hi on CF); c[6] (from t) final, c[7] to t[7].
  mov XP(%rsp), %rdx
  mov 48(%rdx), %rdx               // x6
  xor %eax, %eax                    // CAUTION: clears CF and OF (row start)
  mulx 0(%rsi), %rax, %rcx
  adox 48(%rdi), %rax
  mov %rax, 48(%rdi)               // t[6] = c[6] (final)
  adcx %rcx, %r13
  mulx 8(%rsi), %rax, %rcx
  adox %rax, %r13
  adcx %rcx, %r14
  mov %r13, 56(%rdi)           // t[7] = c[7] (this row is done with it)
  mulx 16(%rsi), %rax, %rcx
  adox %rax, %r14
  adcx %rcx, %r15
  mulx 24(%rsi), %rax, %rcx
  adox %rax, %r15
  adcx %rcx, %rbx
  mulx 32(%rsi), %rax, %rcx
  adox %rax, %rbx
  adcx %rcx, %rbp
  mulx 40(%rsi), %rax, %rcx
  adox %rax, %rbp
  adcx %rcx, %r8
  mulx 48(%rsi), %rax, %rcx
  adox %rax, %r8
  adcx %rcx, %r9
  mulx 56(%rsi), %rax, %rcx
  adox %rax, %r9
  adcx %rcx, %r10
  mulx 64(%rsi), %rax, %rcx
  adox %rax, %r10
  adcx %rcx, %r11
  mulx 72(%rsi), %rax, %rcx
  adox %rax, %r11
  adcx %rcx, %r12
  mulx 80(%rsi), %rax, %r13
  adox %rax, %r12
  mov $0, %eax                      // CAUTION: mov, not xor: keeps CF and OF
  adox %rax, %r13                // c[17] = hi + OF + CF (fits, see header)
  adcx %rax, %r13

  // Row 7: c[7, 19) += x7 * y (lo on OF, hi on CF); c[7] (from t) final, c[8] to t[8].
  mov XP(%rsp), %rdx
  mov 56(%rdx), %rdx               // x7
  xor %eax, %eax                    // CAUTION: clears CF and OF (row start)
  mulx 0(%rsi), %rax, %rcx
  adox 56(%rdi), %rax
  mov %rax, 56(%rdi)               // t[7] = c[7] (final)
  adcx %rcx, %r14
  mulx 8(%rsi), %rax, %rcx
  adox %rax, %r14
  adcx %rcx, %r15
  mov %r14, 64(%rdi)           // t[8] = c[8] (this row is done with it)
  mulx 16(%rsi), %rax, %rcx
  adox %rax, %r15
  adcx %rcx, %rbx
  mulx 24(%rsi), %rax, %rcx
  adox %rax, %rbx
  adcx %rcx, %rbp
  mulx 32(%rsi), %rax, %rcx
  adox %rax, %rbp
  adcx %rcx, %r8
  mulx 40(%rsi), %rax, %rcx
  adox %rax, %r8
  adcx %rcx, %r9
  mulx 48(%rsi), %rax, %rcx
  adox %rax, %r9
  adcx %rcx, %r10
  mulx 56(%rsi), %rax, %rcx
  adox %rax, %r10
  adcx %rcx, %r11
  mulx 64(%rsi), %rax, %rcx
  adox %rax, %r11
  adcx %rcx, %r12
  mulx 72(%rsi), %rax, %rcx
  adox %rax, %r12
  adcx %rcx, %r13
  mulx 80(%rsi), %rax, %r14
  adox %rax, %r13
  mov $0, %eax                      // CAUTION: mov, not xor: keeps CF and OF
  adox %rax, %r14                // c[18] = hi + OF + CF (fits, see header)
  adcx %rax, %r14

  // Row 8: c[8, 20) += x8 * y (lo on OF, hi on CF); c[8] (from t) final, c[9] to t[9].
  mov XP(%rsp), %rdx
  mov 64(%rdx), %rdx               // x8
  xor %eax, %eax                    // CAUTION: clears CF and OF (row start)
  mulx 0(%rsi), %rax, %rcx
  adox 64(%rdi), %rax
  mov %rax, 64(%rdi)               // t[8] = c[8] (final)
  adcx %rcx, %r15
  mulx 8(%rsi), %rax, %rcx
  adox %rax, %r15
  adcx %rcx, %rbx
  mov %r15, 72(%rdi)           // t[9] = c[9] (this row is done with it)
  mulx 16(%rsi), %rax, %rcx
  adox %rax, %rbx
  adcx %rcx, %rbp
  mulx 24(%rsi), %rax, %rcx
  adox %rax, %rbp
  adcx %rcx, %r8
  mulx 32(%rsi), %rax, %rcx
  adox %rax, %r8
  adcx %rcx, %r9
  mulx 40(%rsi), %rax, %rcx
  adox %rax, %r9
  adcx %rcx, %r10
  mulx 48(%rsi), %rax, %rcx
  adox %rax, %r10
  adcx %rcx, %r11
  mulx 56(%rsi), %rax, %rcx
  adox %rax, %r11
  adcx %rcx, %r12
  mulx 64(%rsi), %rax, %rcx
  adox %rax, %r12
  adcx %rcx, %r13
  mulx 72(%rsi), %rax, %rcx
  adox %rax, %r13
  adcx %rcx, %r14
  mulx 80(%rsi), %rax, %r15
  adox %rax, %r14
  mov $0, %eax                      // CAUTION: mov, not xor: keeps CF and OF
  adox %rax, %r15                // c[19] = hi + OF + CF (fits, see header)
  adcx %rax, %r15

  // Row 9: c[9, 21) += x9 * y (lo on OF, hi on CF); c[9] (from t) final, c[10] to t[10].
  mov XP(%rsp), %rdx
  mov 72(%rdx), %rdx               // x9
  xor %eax, %eax                    // CAUTION: clears CF and OF (row start)
  mulx 0(%rsi), %rax, %rcx
  adox 72(%rdi), %rax
  mov %rax, 72(%rdi)               // t[9] = c[9] (final)
  adcx %rcx, %rbx
  mulx 8(%rsi), %rax, %rcx
  adox %rax, %rbx
  adcx %rcx, %rbp
  mov %rbx, 80(%rdi)           // t[10] = c[10] (this row is done with it)
  mulx 16(%rsi), %rax, %rcx
  adox %rax, %rbp
  adcx %rcx, %r8
  mulx 24(%rsi), %rax, %rcx
  adox %rax, %r8
  adcx %rcx, %r9
  mulx 32(%rsi), %rax, %rcx
  adox %rax, %r9
  adcx %rcx, %r10
  mulx 40(%rsi), %rax, %rcx
  adox %rax, %r10
  adcx %rcx, %r11
  mulx 48(%rsi), %rax, %rcx
  adox %rax, %r11
  adcx %rcx, %r12
  mulx 56(%rsi), %rax, %rcx
  adox %rax, %r12
  adcx %rcx, %r13
  mulx 64(%rsi), %rax, %rcx
  adox %rax, %r13
  adcx %rcx, %r14
  mulx 72(%rsi), %rax, %rcx
  adox %rax, %r14
  adcx %rcx, %r15
  mulx 80(%rsi), %rax, %rbx
  adox %rax, %r15
  mov $0, %eax                      // CAUTION: mov, not xor: keeps CF and OF
  adox %rax, %rbx                // c[20] = hi + OF + CF (fits, see header)
  adcx %rax, %rbx

  // Row 10: c[10, 22) += x10 * y (lo on OF, hi on CF); c[10] (from t) final, c[11] to t[11].
  mov XP(%rsp), %rdx
  mov 80(%rdx), %rdx               // x10
  xor %eax, %eax                    // CAUTION: clears CF and OF (row start)
  mulx 0(%rsi), %rax, %rcx
  adox 80(%rdi), %rax
  mov %rax, 80(%rdi)               // t[10] = c[10] (final)
  adcx %rcx, %rbp
  mulx 8(%rsi), %rax, %rcx
  adox %rax, %rbp
  adcx %rcx, %r8
  mov %rbp, 88(%rdi)           // t[11] = c[11] (this row is done with it)
  mulx 16(%rsi), %rax, %rcx
  adox %rax, %r8
  adcx %rcx, %r9
  mulx 24(%rsi), %rax, %rcx
  adox %rax, %r9
  adcx %rcx, %r10
  mulx 32(%rsi), %rax, %rcx
  adox %rax, %r10
  adcx %rcx, %r11
  mulx 40(%rsi), %rax, %rcx
  adox %rax, %r11
  adcx %rcx, %r12
  mulx 48(%rsi), %rax, %rcx
  adox %rax, %r12
  adcx %rcx, %r13
  mulx 56(%rsi), %rax, %rcx
  adox %rax, %r13
  adcx %rcx, %r14
  mulx 64(%rsi), %rax, %rcx
  adox %rax, %r14
  adcx %rcx, %r15
  mulx 72(%rsi), %rax, %rcx
  adox %rax, %r15
  adcx %rcx, %rbx
  mulx 80(%rsi), %rax, %rbp
  adox %rax, %rbx
  mov $0, %eax                      // CAUTION: mov, not xor: keeps CF and OF
  adox %rax, %rbp                // c[21] = hi + OF + CF (fits, see header)
  adcx %rax, %rbp

  // c[12, 22) from registers.
  mov %r8, 96(%rdi)
  mov %r9, 104(%rdi)
  mov %r10, 112(%rdi)
  mov %r11, 120(%rdi)
  mov %r12, 128(%rdi)
  mov %r13, 136(%rdi)
  mov %r14, 144(%rdi)
  mov %r15, 152(%rdi)
  mov %rbx, 160(%rdi)
  mov %rbp, 168(%rdi)

  add $RFRAME, %rsp
  .cfi_adjust_cfa_offset -RFRAME
  LIMB_POP_CALLEE
  ret
LIMB_END(limb_mul11_adx)

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
