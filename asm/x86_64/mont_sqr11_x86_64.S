// sqr11: the 11-word square t = x^2 (22 words), x86-64 with BMI2+ADX
// (MULX/ADCX/ADOX), fully unrolled, for montSqr at n = 11 (the 683-bit
// primes of 3-prime RSA-2048).
// Twin: sqrBasecase_g (bignum/arith.h) at n = 11; tests require identical
//   t (bignum/mont_redc_test.cc).
// Used by bignum/mont_x86_64.cc (table "x86_64_adx", which needs cpu.adx &&
//   cpu.bmi2): montSqr at n = 11 is this square followed by
//   limb_montRedc11_adx (mont_redc11_x86_64.S).
// ABI: SysV AMD64. void limb_sqr11_adx(Word* t, const Word* x).
//   In: rdi=t rsi=x. Out: none.
// Contract: t[0, 22) = x[0, 11)^2; t must not overlap x.
// Register map: phase 1: rdx = MULX source x[i], rax/rcx = product lo/hi,
//   r8-r15 rbx rbp = the live words of the triangle c (the position -> register
//   map is written per row below: a word's register is reused once it is stored).
//   Phase 2: rdx = x[i], r8/r9 = x[i]^2 lo/hi, r10/r11 = c words.
// Clobbers: rax rcx rdx r8-r11, flags. Callee-saved registers are saved and
//   restored.
// Strategy: (1) the off-diagonal triangle c = sum_{i<j} x_i x_j B^(i+j)
//   (B = 2^64), 55 MULX: row 0 is x0 * x[1, 11) on one CF chain; row i >= 1
//   adds x_i * x[i+1, 11) at position 2i+1, lo words on the OF chain (ADOX
//   into c[i+j]), hi words on the CF chain (ADCX into c[i+j+1]); the last hi
//   goes into a fresh register, the row's new top c[i+11], which then takes
//   OF and CF. Bound: after row i, c < X_(<=i) * x < B^(i+1) B^11 (X_(<=i) =
//   x[0, i+1)), so c fits positions up to i+11 and both chains close inside
//   the row. Rows after i start at position 2i+3, so c[2i+1] and c[2i+2]
//   are final after row i and are stored. (2) t = 2c + sum x_i^2 B^(2i), 11
//   MULX: per i, (t[2i], t[2i+1]) = 2 (c[2i], c[2i+1]) + CF on the CF chain
//   (each word added to itself) and += x_i^2 on the OF chain (c[0] = c[21]
//   = 0). The total is x^2 < B^22, so both chains end at 0.
// Timing: straight-line code; no branch and no address depends on data.
// Measured: mont_bench limb/MontSqr/704 against openssl/ (limb speed
//   --filter '^MontSqr/704$'); figures in benchmarks/RESULTS.md,
//   "mont_redc11_x86_64.S, mont_sqr11_x86_64.S".
#include "limb/asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_ENTRY(limb_sqr11_adx)
  LIMB_PUSH_CALLEE
  // Row 0: c[1, 12) = x0 * x[1, 11) (one CF chain); c[1] is final.
  mov 0(%rsi), %rdx
  mulx 8(%rsi), %rax, %r8
  mov %rax, 8(%rdi)                 // t[1] = c[1]
  mulx 16(%rsi), %rax, %r9
  add %rax, %r8
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
  adc $0, %rbp                  // c[11] = hi + CF (fits: c < 2^(64*12))
  mov %r8, 16(%rdi)           // t[2] = c[2] (final)

  // Row 1: c[3, 13) += x1 * x[2, 11) (lo on OF, hi on CF); c[3], c[4] final.
  mov 8(%rsi), %rdx
  xor %eax, %eax                    // CAUTION: clears CF and OF (row start)
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
  mov %r9, 24(%rdi)           // t[3] = c[3] (final)
  mov %r10, 32(%rdi)           // t[4] = c[4] (final)

  // Row 2: c[5, 14) += x2 * x[3, 11) (lo on OF, hi on CF); c[5], c[6] final.
  mov 16(%rsi), %rdx
  xor %eax, %eax                    // CAUTION: clears CF and OF (row start)
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
  mov %r11, 40(%rdi)           // t[5] = c[5] (final)
  mov %r12, 48(%rdi)           // t[6] = c[6] (final)

  // Row 3: c[7, 15) += x3 * x[4, 11) (lo on OF, hi on CF); c[7], c[8] final.
  mov 24(%rsi), %rdx
  xor %eax, %eax                    // CAUTION: clears CF and OF (row start)
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
  mov %r13, 56(%rdi)           // t[7] = c[7] (final)
  mov %r14, 64(%rdi)           // t[8] = c[8] (final)

  // Row 4: c[9, 16) += x4 * x[5, 11) (lo on OF, hi on CF); c[9], c[10] final.
  mov 32(%rsi), %rdx
  xor %eax, %eax                    // CAUTION: clears CF and OF (row start)
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
  mov %r15, 72(%rdi)           // t[9] = c[9] (final)
  mov %rbx, 80(%rdi)           // t[10] = c[10] (final)

  // Row 5: c[11, 17) += x5 * x[6, 11) (lo on OF, hi on CF); c[11], c[12] final.
  mov 40(%rsi), %rdx
  xor %eax, %eax                    // CAUTION: clears CF and OF (row start)
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
  mov %rbp, 88(%rdi)           // t[11] = c[11] (final)
  mov %r8, 96(%rdi)           // t[12] = c[12] (final)

  // Row 6: c[13, 18) += x6 * x[7, 11) (lo on OF, hi on CF); c[13], c[14] final.
  mov 48(%rsi), %rdx
  xor %eax, %eax                    // CAUTION: clears CF and OF (row start)
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
  mov %r9, 104(%rdi)           // t[13] = c[13] (final)
  mov %r10, 112(%rdi)           // t[14] = c[14] (final)

  // Row 7: c[15, 19) += x7 * x[8, 11) (lo on OF, hi on CF); c[15], c[16] final.
  mov 56(%rsi), %rdx
  xor %eax, %eax                    // CAUTION: clears CF and OF (row start)
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
  mov %r11, 120(%rdi)           // t[15] = c[15] (final)
  mov %r12, 128(%rdi)           // t[16] = c[16] (final)

  // Row 8: c[17, 20) += x8 * x[9, 11) (lo on OF, hi on CF); c[17], c[18] final.
  mov 64(%rsi), %rdx
  xor %eax, %eax                    // CAUTION: clears CF and OF (row start)
  mulx 72(%rsi), %rax, %rcx
  adox %rax, %r13
  adcx %rcx, %r14
  mulx 80(%rsi), %rax, %r15
  adox %rax, %r14
  mov $0, %eax                      // CAUTION: mov, not xor: keeps CF and OF
  adox %rax, %r15                // c[19] = hi + OF + CF (fits, see header)
  adcx %rax, %r15
  mov %r13, 136(%rdi)           // t[17] = c[17] (final)
  mov %r14, 144(%rdi)           // t[18] = c[18] (final)

  // Row 9: c[19, 21) += x9 * x[10, 11) (lo on OF, hi on CF); c[19], c[20] final.
  mov 72(%rsi), %rdx
  xor %eax, %eax                    // CAUTION: clears CF and OF (row start)
  mulx 80(%rsi), %rax, %rbx
  adox %rax, %r15
  mov $0, %eax                      // CAUTION: mov, not xor: keeps CF and OF
  adox %rax, %rbx                // c[20] = hi + OF + CF (fits, see header)
  adcx %rax, %rbx
  mov %r15, 152(%rdi)           // t[19] = c[19] (final)
  mov %rbx, 160(%rdi)           // t[20] = c[20] (final)

  // t = 2c + sum x_i^2 B^(2i): doubling on the CF chain (adcx c, c), the
  // squares on the OF chain; c[0] = c[21] = 0. x^2 < B^22: both chains end
  // without a carry.
  xor %eax, %eax                    // CAUTION: clears CF and OF
  mov 0(%rsi), %rdx
  mulx %rdx, %r8, %r9               // x0^2
  mov %r8, 0(%rdi)                  // t[0] = lo(x0^2) (c[0] = 0)
  mov 8(%rdi), %r11
  adcx %r11, %r11
  adox %r9, %r11
  mov %r11, 8(%rdi)
  mov 8(%rsi), %rdx
  mulx %rdx, %r8, %r9               // x1^2
  mov 16(%rdi), %r10
  adcx %r10, %r10
  adox %r8, %r10
  mov %r10, 16(%rdi)
  mov 24(%rdi), %r11
  adcx %r11, %r11
  adox %r9, %r11
  mov %r11, 24(%rdi)
  mov 16(%rsi), %rdx
  mulx %rdx, %r8, %r9               // x2^2
  mov 32(%rdi), %r10
  adcx %r10, %r10
  adox %r8, %r10
  mov %r10, 32(%rdi)
  mov 40(%rdi), %r11
  adcx %r11, %r11
  adox %r9, %r11
  mov %r11, 40(%rdi)
  mov 24(%rsi), %rdx
  mulx %rdx, %r8, %r9               // x3^2
  mov 48(%rdi), %r10
  adcx %r10, %r10
  adox %r8, %r10
  mov %r10, 48(%rdi)
  mov 56(%rdi), %r11
  adcx %r11, %r11
  adox %r9, %r11
  mov %r11, 56(%rdi)
  mov 32(%rsi), %rdx
  mulx %rdx, %r8, %r9               // x4^2
  mov 64(%rdi), %r10
  adcx %r10, %r10
  adox %r8, %r10
  mov %r10, 64(%rdi)
  mov 72(%rdi), %r11
  adcx %r11, %r11
  adox %r9, %r11
  mov %r11, 72(%rdi)
  mov 40(%rsi), %rdx
  mulx %rdx, %r8, %r9               // x5^2
  mov 80(%rdi), %r10
  adcx %r10, %r10
  adox %r8, %r10
  mov %r10, 80(%rdi)
  mov 88(%rdi), %r11
  adcx %r11, %r11
  adox %r9, %r11
  mov %r11, 88(%rdi)
  mov 48(%rsi), %rdx
  mulx %rdx, %r8, %r9               // x6^2
  mov 96(%rdi), %r10
  adcx %r10, %r10
  adox %r8, %r10
  mov %r10, 96(%rdi)
  mov 104(%rdi), %r11
  adcx %r11, %r11
  adox %r9, %r11
  mov %r11, 104(%rdi)
  mov 56(%rsi), %rdx
  mulx %rdx, %r8, %r9               // x7^2
  mov 112(%rdi), %r10
  adcx %r10, %r10
  adox %r8, %r10
  mov %r10, 112(%rdi)
  mov 120(%rdi), %r11
  adcx %r11, %r11
  adox %r9, %r11
  mov %r11, 120(%rdi)
  mov 64(%rsi), %rdx
  mulx %rdx, %r8, %r9               // x8^2
  mov 128(%rdi), %r10
  adcx %r10, %r10
  adox %r8, %r10
  mov %r10, 128(%rdi)
  mov 136(%rdi), %r11
  adcx %r11, %r11
  adox %r9, %r11
  mov %r11, 136(%rdi)
  mov 72(%rsi), %rdx
  mulx %rdx, %r8, %r9               // x9^2
  mov 144(%rdi), %r10
  adcx %r10, %r10
  adox %r8, %r10
  mov %r10, 144(%rdi)
  mov 152(%rdi), %r11
  adcx %r11, %r11
  adox %r9, %r11
  mov %r11, 152(%rdi)
  mov 80(%rsi), %rdx
  mulx %rdx, %r8, %r9               // x10^2
  mov 160(%rdi), %r10
  adcx %r10, %r10
  adox %r8, %r10
  mov %r10, 160(%rdi)
  mov $0, %r11d                     // c[21] = 0; CAUTION: mov keeps the flags
  adcx %r11, %r11
  adox %r9, %r11
  mov %r11, 168(%rdi)

  LIMB_POP_CALLEE
  ret
LIMB_END(limb_sqr11_adx)

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
