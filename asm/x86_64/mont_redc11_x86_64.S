// montRedc11: Montgomery reduction of a 22-word value, n = 11 fixed (the
// 683-bit primes of 3-prime RSA-2048), x86-64 with BMI2+ADX
// (MULX/ADCX/ADOX), fully unrolled.
// Twin: montRedc_g (bignum/mont_internal.h) at n = 11; tests require
//   identical z (bignum/mont_redc_test.cc).
// Used by bignum/mont_x86_64.cc (table "x86_64_adx", which needs cpu.adx &&
//   cpu.bmi2): montMul and montSqr at n = 11 are a plain product or square
//   (limb_mulBasecase_adx / limb_sqrBasecase_adx) followed by this reduction.
// ABI: SysV AMD64. void limb_montRedc11_adx(Word* z, const Word* t,
//   const Word* m, Word m0inv).
//   In: rdi=z rsi=t rdx=m rcx=m0inv. Out: none.
// Contract: t[0, 22) < R*m (R = 2^704), m odd, m0inv = -m[0]^(-1) mod
//   2^64. Writes z[0, 11) = t * R^(-1) mod m, fully reduced (< m). t is only
//   read, and entirely before z is written, so z may alias t; z must not
//   overlap m.
// Register map: r8 r9 r10 r11 r12 r13 r14 r15 rbx rbp rcx = the window
//   a0..a10 (11 words; the names rotate by one per row and are back in this
//   order after the 11th row), rdx = MULX source (u), rax/rdi = product
//   lo/hi, rsi = m. Stack (rsp-relative): 0 zero word, 8 m0inv, 16 t, 24 z.
// Clobbers: rax rcx rdx rsi rdi r8-r11, flags. Callee-saved registers are
//   saved and restored.
// Strategy: REDC with the window starting as t[0, 11) and never reloaded:
//   row i takes u = a0*m0inv and adds m*u to the window, lo words on the OF
//   chain (ADOX lo_j into a_j), hi words on the CF chain (ADCX hi_j into
//   a_(j+1)); a0 becomes 0 and drops out, the row's twelfth word hi10 + OF
//   + CF takes its register. Bound: a + m*u <= (R-1) + (R-1)(2^64-1) =
//   2^64 (R-1), so the new window is < R (fits 11 words) and both chains
//   close inside the row. After 11 rows the window is W = (t[0, 11) +
//   U*m)/R exactly (U < R, the u's), and r = W + t[11, 22) = (t + U*m)/R
//   < (R*m + R*m)/R = 2m, carry c <= 1. z = r - m unless that borrows
//   (a mask select). t's high words are added only at the end, so no row
//   loads from t.
// Timing: no branch and no address depends on data (straight-line code).
// Measured: mont_bench limb/MontMul/704 and limb/MontSqr/704 against
//   openssl/ (limb speed --filter '^Mont(Mul|Sqr)/704$'); figures in
//   benchmarks/RESULTS.md, "mont_redc11_x86_64.S".
#include "limb/asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

#define ZERO 0
#define M0INV 8
#define TP 16
#define ZP 24
#define RFRAME 40                   /* 32 + 8 (keeps rsp 16-aligned after 6 pushes) */

LIMB_ENTRY(limb_montRedc11_adx)
  LIMB_PUSH_CALLEE
  sub $RFRAME, %rsp
  .cfi_adjust_cfa_offset RFRAME
  movq $0, ZERO(%rsp)
  mov %rcx, M0INV(%rsp)
  mov %rsi, TP(%rsp)
  mov %rdi, ZP(%rsp)
  mov %rsi, %rax
  mov %rdx, %rsi                    // rsi = m
  mov 0(%rax), %r8                  // window = t[0, 11)
  mov 8(%rax), %r9
  mov 16(%rax), %r10
  mov 24(%rax), %r11
  mov 32(%rax), %r12
  mov 40(%rax), %r13
  mov 48(%rax), %r14
  mov 56(%rax), %r15
  mov 64(%rax), %rbx
  mov 72(%rax), %rbp
  mov 80(%rax), %rcx

  // Row 0: window a0..a10 = r8 r9 r10 r11 r12 r13 r14 r15 rbx rbp rcx.
  mov %r8, %rdx
  imul M0INV(%rsp), %rdx            // u = a0 * m0inv mod 2^64
  xor %eax, %eax                    // CAUTION: clears CF and OF (imul sets them)
  mulx 0(%rsi), %rax, %rdi
  adox %rax, %r8  // a0 + lo0 == 0 mod 2^64 (OF out)
  adcx %rdi, %r9
  mulx 8(%rsi), %rax, %rdi
  adox %rax, %r9
  adcx %rdi, %r10
  mulx 16(%rsi), %rax, %rdi
  adox %rax, %r10
  adcx %rdi, %r11
  mulx 24(%rsi), %rax, %rdi
  adox %rax, %r11
  adcx %rdi, %r12
  mulx 32(%rsi), %rax, %rdi
  adox %rax, %r12
  adcx %rdi, %r13
  mulx 40(%rsi), %rax, %rdi
  adox %rax, %r13
  adcx %rdi, %r14
  mulx 48(%rsi), %rax, %rdi
  adox %rax, %r14
  adcx %rdi, %r15
  mulx 56(%rsi), %rax, %rdi
  adox %rax, %r15
  adcx %rdi, %rbx
  mulx 64(%rsi), %rax, %rdi
  adox %rax, %rbx
  adcx %rdi, %rbp
  mulx 72(%rsi), %rax, %rdi
  adox %rax, %rbp
  adcx %rdi, %rcx
  mulx 80(%rsi), %rax, %r8       // hi10 into the freed register
  adox %rax, %rcx
  adox ZERO(%rsp), %r8           // a11 = hi10 + OF + CF (fits, see header)
  adcx ZERO(%rsp), %r8

  // Row 1: window a0..a10 = r9 r10 r11 r12 r13 r14 r15 rbx rbp rcx r8.
  mov %r9, %rdx
  imul M0INV(%rsp), %rdx            // u = a0 * m0inv mod 2^64
  xor %eax, %eax                    // CAUTION: clears CF and OF (imul sets them)
  mulx 0(%rsi), %rax, %rdi
  adox %rax, %r9  // a0 + lo0 == 0 mod 2^64 (OF out)
  adcx %rdi, %r10
  mulx 8(%rsi), %rax, %rdi
  adox %rax, %r10
  adcx %rdi, %r11
  mulx 16(%rsi), %rax, %rdi
  adox %rax, %r11
  adcx %rdi, %r12
  mulx 24(%rsi), %rax, %rdi
  adox %rax, %r12
  adcx %rdi, %r13
  mulx 32(%rsi), %rax, %rdi
  adox %rax, %r13
  adcx %rdi, %r14
  mulx 40(%rsi), %rax, %rdi
  adox %rax, %r14
  adcx %rdi, %r15
  mulx 48(%rsi), %rax, %rdi
  adox %rax, %r15
  adcx %rdi, %rbx
  mulx 56(%rsi), %rax, %rdi
  adox %rax, %rbx
  adcx %rdi, %rbp
  mulx 64(%rsi), %rax, %rdi
  adox %rax, %rbp
  adcx %rdi, %rcx
  mulx 72(%rsi), %rax, %rdi
  adox %rax, %rcx
  adcx %rdi, %r8
  mulx 80(%rsi), %rax, %r9       // hi10 into the freed register
  adox %rax, %r8
  adox ZERO(%rsp), %r9           // a11 = hi10 + OF + CF (fits, see header)
  adcx ZERO(%rsp), %r9

  // Row 2: window a0..a10 = r10 r11 r12 r13 r14 r15 rbx rbp rcx r8 r9.
  mov %r10, %rdx
  imul M0INV(%rsp), %rdx            // u = a0 * m0inv mod 2^64
  xor %eax, %eax                    // CAUTION: clears CF and OF (imul sets them)
  mulx 0(%rsi), %rax, %rdi
  adox %rax, %r10  // a0 + lo0 == 0 mod 2^64 (OF out)
  adcx %rdi, %r11
  mulx 8(%rsi), %rax, %rdi
  adox %rax, %r11
  adcx %rdi, %r12
  mulx 16(%rsi), %rax, %rdi
  adox %rax, %r12
  adcx %rdi, %r13
  mulx 24(%rsi), %rax, %rdi
  adox %rax, %r13
  adcx %rdi, %r14
  mulx 32(%rsi), %rax, %rdi
  adox %rax, %r14
  adcx %rdi, %r15
  mulx 40(%rsi), %rax, %rdi
  adox %rax, %r15
  adcx %rdi, %rbx
  mulx 48(%rsi), %rax, %rdi
  adox %rax, %rbx
  adcx %rdi, %rbp
  mulx 56(%rsi), %rax, %rdi
  adox %rax, %rbp
  adcx %rdi, %rcx
  mulx 64(%rsi), %rax, %rdi
  adox %rax, %rcx
  adcx %rdi, %r8
  mulx 72(%rsi), %rax, %rdi
  adox %rax, %r8
  adcx %rdi, %r9
  mulx 80(%rsi), %rax, %r10       // hi10 into the freed register
  adox %rax, %r9
  adox ZERO(%rsp), %r10           // a11 = hi10 + OF + CF (fits, see header)
  adcx ZERO(%rsp), %r10

  // Row 3: window a0..a10 = r11 r12 r13 r14 r15 rbx rbp rcx r8 r9 r10.
  mov %r11, %rdx
  imul M0INV(%rsp), %rdx            // u = a0 * m0inv mod 2^64
  xor %eax, %eax                    // CAUTION: clears CF and OF (imul sets them)
  mulx 0(%rsi), %rax, %rdi
  adox %rax, %r11  // a0 + lo0 == 0 mod 2^64 (OF out)
  adcx %rdi, %r12
  mulx 8(%rsi), %rax, %rdi
  adox %rax, %r12
  adcx %rdi, %r13
  mulx 16(%rsi), %rax, %rdi
  adox %rax, %r13
  adcx %rdi, %r14
  mulx 24(%rsi), %rax, %rdi
  adox %rax, %r14
  adcx %rdi, %r15
  mulx 32(%rsi), %rax, %rdi
  adox %rax, %r15
  adcx %rdi, %rbx
  mulx 40(%rsi), %rax, %rdi
  adox %rax, %rbx
  adcx %rdi, %rbp
  mulx 48(%rsi), %rax, %rdi
  adox %rax, %rbp
  adcx %rdi, %rcx
  mulx 56(%rsi), %rax, %rdi
  adox %rax, %rcx
  adcx %rdi, %r8
  mulx 64(%rsi), %rax, %rdi
  adox %rax, %r8
  adcx %rdi, %r9
  mulx 72(%rsi), %rax, %rdi
  adox %rax, %r9
  adcx %rdi, %r10
  mulx 80(%rsi), %rax, %r11       // hi10 into the freed register
  adox %rax, %r10
  adox ZERO(%rsp), %r11           // a11 = hi10 + OF + CF (fits, see header)
  adcx ZERO(%rsp), %r11

  // Row 4: window a0..a10 = r12 r13 r14 r15 rbx rbp rcx r8 r9 r10 r11.
  mov %r12, %rdx
  imul M0INV(%rsp), %rdx            // u = a0 * m0inv mod 2^64
  xor %eax, %eax                    // CAUTION: clears CF and OF (imul sets them)
  mulx 0(%rsi), %rax, %rdi
  adox %rax, %r12  // a0 + lo0 == 0 mod 2^64 (OF out)
  adcx %rdi, %r13
  mulx 8(%rsi), %rax, %rdi
  adox %rax, %r13
  adcx %rdi, %r14
  mulx 16(%rsi), %rax, %rdi
  adox %rax, %r14
  adcx %rdi, %r15
  mulx 24(%rsi), %rax, %rdi
  adox %rax, %r15
  adcx %rdi, %rbx
  mulx 32(%rsi), %rax, %rdi
  adox %rax, %rbx
  adcx %rdi, %rbp
  mulx 40(%rsi), %rax, %rdi
  adox %rax, %rbp
  adcx %rdi, %rcx
  mulx 48(%rsi), %rax, %rdi
  adox %rax, %rcx
  adcx %rdi, %r8
  mulx 56(%rsi), %rax, %rdi
  adox %rax, %r8
  adcx %rdi, %r9
  mulx 64(%rsi), %rax, %rdi
  adox %rax, %r9
  adcx %rdi, %r10
  mulx 72(%rsi), %rax, %rdi
  adox %rax, %r10
  adcx %rdi, %r11
  mulx 80(%rsi), %rax, %r12       // hi10 into the freed register
  adox %rax, %r11
  adox ZERO(%rsp), %r12           // a11 = hi10 + OF + CF (fits, see header)
  adcx ZERO(%rsp), %r12

  // Row 5: window a0..a10 = r13 r14 r15 rbx rbp rcx r8 r9 r10 r11 r12.
  mov %r13, %rdx
  imul M0INV(%rsp), %rdx            // u = a0 * m0inv mod 2^64
  xor %eax, %eax                    // CAUTION: clears CF and OF (imul sets them)
  mulx 0(%rsi), %rax, %rdi
  adox %rax, %r13  // a0 + lo0 == 0 mod 2^64 (OF out)
  adcx %rdi, %r14
  mulx 8(%rsi), %rax, %rdi
  adox %rax, %r14
  adcx %rdi, %r15
  mulx 16(%rsi), %rax, %rdi
  adox %rax, %r15
  adcx %rdi, %rbx
  mulx 24(%rsi), %rax, %rdi
  adox %rax, %rbx
  adcx %rdi, %rbp
  mulx 32(%rsi), %rax, %rdi
  adox %rax, %rbp
  adcx %rdi, %rcx
  mulx 40(%rsi), %rax, %rdi
  adox %rax, %rcx
  adcx %rdi, %r8
  mulx 48(%rsi), %rax, %rdi
  adox %rax, %r8
  adcx %rdi, %r9
  mulx 56(%rsi), %rax, %rdi
  adox %rax, %r9
  adcx %rdi, %r10
  mulx 64(%rsi), %rax, %rdi
  adox %rax, %r10
  adcx %rdi, %r11
  mulx 72(%rsi), %rax, %rdi
  adox %rax, %r11
  adcx %rdi, %r12
  mulx 80(%rsi), %rax, %r13       // hi10 into the freed register
  adox %rax, %r12
  adox ZERO(%rsp), %r13           // a11 = hi10 + OF + CF (fits, see header)
  adcx ZERO(%rsp), %r13

  // Row 6: window a0..a10 = r14 r15 rbx rbp rcx r8 r9 r10 r11 r12 r13.
  mov %r14, %rdx
  imul M0INV(%rsp), %rdx            // u = a0 * m0inv mod 2^64
  xor %eax, %eax                    // CAUTION: clears CF and OF (imul sets them)
  mulx 0(%rsi), %rax, %rdi
  adox %rax, %r14  // a0 + lo0 == 0 mod 2^64 (OF out)
  adcx %rdi, %r15
  mulx 8(%rsi), %rax, %rdi
  adox %rax, %r15
  adcx %rdi, %rbx
  mulx 16(%rsi), %rax, %rdi
  adox %rax, %rbx
  adcx %rdi, %rbp
  mulx 24(%rsi), %rax, %rdi
  adox %rax, %rbp
  adcx %rdi, %rcx
  mulx 32(%rsi), %rax, %rdi
  adox %rax, %rcx
  adcx %rdi, %r8
  mulx 40(%rsi), %rax, %rdi
  adox %rax, %r8
  adcx %rdi, %r9
  mulx 48(%rsi), %rax, %rdi
  adox %rax, %r9
  adcx %rdi, %r10
  mulx 56(%rsi), %rax, %rdi
  adox %rax, %r10
  adcx %rdi, %r11
  mulx 64(%rsi), %rax, %rdi
  adox %rax, %r11
  adcx %rdi, %r12
  mulx 72(%rsi), %rax, %rdi
  adox %rax, %r12
  adcx %rdi, %r13
  mulx 80(%rsi), %rax, %r14       // hi10 into the freed register
  adox %rax, %r13
  adox ZERO(%rsp), %r14           // a11 = hi10 + OF + CF (fits, see header)
  adcx ZERO(%rsp), %r14

  // Row 7: window a0..a10 = r15 rbx rbp rcx r8 r9 r10 r11 r12 r13 r14.
  mov %r15, %rdx
  imul M0INV(%rsp), %rdx            // u = a0 * m0inv mod 2^64
  xor %eax, %eax                    // CAUTION: clears CF and OF (imul sets them)
  mulx 0(%rsi), %rax, %rdi
  adox %rax, %r15  // a0 + lo0 == 0 mod 2^64 (OF out)
  adcx %rdi, %rbx
  mulx 8(%rsi), %rax, %rdi
  adox %rax, %rbx
  adcx %rdi, %rbp
  mulx 16(%rsi), %rax, %rdi
  adox %rax, %rbp
  adcx %rdi, %rcx
  mulx 24(%rsi), %rax, %rdi
  adox %rax, %rcx
  adcx %rdi, %r8
  mulx 32(%rsi), %rax, %rdi
  adox %rax, %r8
  adcx %rdi, %r9
  mulx 40(%rsi), %rax, %rdi
  adox %rax, %r9
  adcx %rdi, %r10
  mulx 48(%rsi), %rax, %rdi
  adox %rax, %r10
  adcx %rdi, %r11
  mulx 56(%rsi), %rax, %rdi
  adox %rax, %r11
  adcx %rdi, %r12
  mulx 64(%rsi), %rax, %rdi
  adox %rax, %r12
  adcx %rdi, %r13
  mulx 72(%rsi), %rax, %rdi
  adox %rax, %r13
  adcx %rdi, %r14
  mulx 80(%rsi), %rax, %r15       // hi10 into the freed register
  adox %rax, %r14
  adox ZERO(%rsp), %r15           // a11 = hi10 + OF + CF (fits, see header)
  adcx ZERO(%rsp), %r15

  // Row 8: window a0..a10 = rbx rbp rcx r8 r9 r10 r11 r12 r13 r14 r15.
  mov %rbx, %rdx
  imul M0INV(%rsp), %rdx            // u = a0 * m0inv mod 2^64
  xor %eax, %eax                    // CAUTION: clears CF and OF (imul sets them)
  mulx 0(%rsi), %rax, %rdi
  adox %rax, %rbx  // a0 + lo0 == 0 mod 2^64 (OF out)
  adcx %rdi, %rbp
  mulx 8(%rsi), %rax, %rdi
  adox %rax, %rbp
  adcx %rdi, %rcx
  mulx 16(%rsi), %rax, %rdi
  adox %rax, %rcx
  adcx %rdi, %r8
  mulx 24(%rsi), %rax, %rdi
  adox %rax, %r8
  adcx %rdi, %r9
  mulx 32(%rsi), %rax, %rdi
  adox %rax, %r9
  adcx %rdi, %r10
  mulx 40(%rsi), %rax, %rdi
  adox %rax, %r10
  adcx %rdi, %r11
  mulx 48(%rsi), %rax, %rdi
  adox %rax, %r11
  adcx %rdi, %r12
  mulx 56(%rsi), %rax, %rdi
  adox %rax, %r12
  adcx %rdi, %r13
  mulx 64(%rsi), %rax, %rdi
  adox %rax, %r13
  adcx %rdi, %r14
  mulx 72(%rsi), %rax, %rdi
  adox %rax, %r14
  adcx %rdi, %r15
  mulx 80(%rsi), %rax, %rbx       // hi10 into the freed register
  adox %rax, %r15
  adox ZERO(%rsp), %rbx           // a11 = hi10 + OF + CF (fits, see header)
  adcx ZERO(%rsp), %rbx

  // Row 9: window a0..a10 = rbp rcx r8 r9 r10 r11 r12 r13 r14 r15 rbx.
  mov %rbp, %rdx
  imul M0INV(%rsp), %rdx            // u = a0 * m0inv mod 2^64
  xor %eax, %eax                    // CAUTION: clears CF and OF (imul sets them)
  mulx 0(%rsi), %rax, %rdi
  adox %rax, %rbp  // a0 + lo0 == 0 mod 2^64 (OF out)
  adcx %rdi, %rcx
  mulx 8(%rsi), %rax, %rdi
  adox %rax, %rcx
  adcx %rdi, %r8
  mulx 16(%rsi), %rax, %rdi
  adox %rax, %r8
  adcx %rdi, %r9
  mulx 24(%rsi), %rax, %rdi
  adox %rax, %r9
  adcx %rdi, %r10
  mulx 32(%rsi), %rax, %rdi
  adox %rax, %r10
  adcx %rdi, %r11
  mulx 40(%rsi), %rax, %rdi
  adox %rax, %r11
  adcx %rdi, %r12
  mulx 48(%rsi), %rax, %rdi
  adox %rax, %r12
  adcx %rdi, %r13
  mulx 56(%rsi), %rax, %rdi
  adox %rax, %r13
  adcx %rdi, %r14
  mulx 64(%rsi), %rax, %rdi
  adox %rax, %r14
  adcx %rdi, %r15
  mulx 72(%rsi), %rax, %rdi
  adox %rax, %r15
  adcx %rdi, %rbx
  mulx 80(%rsi), %rax, %rbp       // hi10 into the freed register
  adox %rax, %rbx
  adox ZERO(%rsp), %rbp           // a11 = hi10 + OF + CF (fits, see header)
  adcx ZERO(%rsp), %rbp

  // Row 10: window a0..a10 = rcx r8 r9 r10 r11 r12 r13 r14 r15 rbx rbp.
  mov %rcx, %rdx
  imul M0INV(%rsp), %rdx            // u = a0 * m0inv mod 2^64
  xor %eax, %eax                    // CAUTION: clears CF and OF (imul sets them)
  mulx 0(%rsi), %rax, %rdi
  adox %rax, %rcx  // a0 + lo0 == 0 mod 2^64 (OF out)
  adcx %rdi, %r8
  mulx 8(%rsi), %rax, %rdi
  adox %rax, %r8
  adcx %rdi, %r9
  mulx 16(%rsi), %rax, %rdi
  adox %rax, %r9
  adcx %rdi, %r10
  mulx 24(%rsi), %rax, %rdi
  adox %rax, %r10
  adcx %rdi, %r11
  mulx 32(%rsi), %rax, %rdi
  adox %rax, %r11
  adcx %rdi, %r12
  mulx 40(%rsi), %rax, %rdi
  adox %rax, %r12
  adcx %rdi, %r13
  mulx 48(%rsi), %rax, %rdi
  adox %rax, %r13
  adcx %rdi, %r14
  mulx 56(%rsi), %rax, %rdi
  adox %rax, %r14
  adcx %rdi, %r15
  mulx 64(%rsi), %rax, %rdi
  adox %rax, %r15
  adcx %rdi, %rbx
  mulx 72(%rsi), %rax, %rdi
  adox %rax, %rbx
  adcx %rdi, %rbp
  mulx 80(%rsi), %rax, %rcx       // hi10 into the freed register
  adox %rax, %rbp
  adox ZERO(%rsp), %rcx           // a11 = hi10 + OF + CF (fits, see header)
  adcx ZERO(%rsp), %rcx

  // ---- r = window + t[11, 22) (carry c), z = r - m unless that borrows ----
  mov TP(%rsp), %rdx
  add 88(%rdx), %r8
  adc 96(%rdx), %r9
  adc 104(%rdx), %r10
  adc 112(%rdx), %r11
  adc 120(%rdx), %r12
  adc 128(%rdx), %r13
  adc 136(%rdx), %r14
  adc 144(%rdx), %r15
  adc 152(%rdx), %rbx
  adc 160(%rdx), %rbp
  adc 168(%rdx), %rcx
  mov $0, %edi                      // CAUTION: mov, not xor: keeps CF
  adc $0, %rdi                      // rdi = c (r = window + c*R)
  mov ZP(%rsp), %rdx
  mov %r8, %rax
  sub 0(%rsi), %rax
  mov %rax, 0(%rdx)           // z[0] = (r - m)[0]
  mov %r9, %rax
  sbb 8(%rsi), %rax
  mov %rax, 8(%rdx)           // z[1] = (r - m)[1]
  mov %r10, %rax
  sbb 16(%rsi), %rax
  mov %rax, 16(%rdx)           // z[2] = (r - m)[2]
  mov %r11, %rax
  sbb 24(%rsi), %rax
  mov %rax, 24(%rdx)           // z[3] = (r - m)[3]
  mov %r12, %rax
  sbb 32(%rsi), %rax
  mov %rax, 32(%rdx)           // z[4] = (r - m)[4]
  mov %r13, %rax
  sbb 40(%rsi), %rax
  mov %rax, 40(%rdx)           // z[5] = (r - m)[5]
  mov %r14, %rax
  sbb 48(%rsi), %rax
  mov %rax, 48(%rdx)           // z[6] = (r - m)[6]
  mov %r15, %rax
  sbb 56(%rsi), %rax
  mov %rax, 56(%rdx)           // z[7] = (r - m)[7]
  mov %rbx, %rax
  sbb 64(%rsi), %rax
  mov %rax, 64(%rdx)           // z[8] = (r - m)[8]
  mov %rbp, %rax
  sbb 72(%rsi), %rax
  mov %rax, 72(%rdx)           // z[9] = (r - m)[9]
  mov %rcx, %rax
  sbb 80(%rsi), %rax
  mov %rax, 80(%rdx)           // z[10] = (r - m)[10]
  sbb $0, %rdi                      // CF = 1 iff r < m
  sbb %rax, %rax                    // rax = all ones iff r < m (keep r)
  mov 0(%rdx), %rdi
  xor %rdi, %r8
  and %rax, %r8
  xor %rdi, %r8
  mov %r8, 0(%rdx)           // z[0] = keep ? r[0] : (r - m)[0]
  mov 8(%rdx), %rdi
  xor %rdi, %r9
  and %rax, %r9
  xor %rdi, %r9
  mov %r9, 8(%rdx)           // z[1] = keep ? r[1] : (r - m)[1]
  mov 16(%rdx), %rdi
  xor %rdi, %r10
  and %rax, %r10
  xor %rdi, %r10
  mov %r10, 16(%rdx)           // z[2] = keep ? r[2] : (r - m)[2]
  mov 24(%rdx), %rdi
  xor %rdi, %r11
  and %rax, %r11
  xor %rdi, %r11
  mov %r11, 24(%rdx)           // z[3] = keep ? r[3] : (r - m)[3]
  mov 32(%rdx), %rdi
  xor %rdi, %r12
  and %rax, %r12
  xor %rdi, %r12
  mov %r12, 32(%rdx)           // z[4] = keep ? r[4] : (r - m)[4]
  mov 40(%rdx), %rdi
  xor %rdi, %r13
  and %rax, %r13
  xor %rdi, %r13
  mov %r13, 40(%rdx)           // z[5] = keep ? r[5] : (r - m)[5]
  mov 48(%rdx), %rdi
  xor %rdi, %r14
  and %rax, %r14
  xor %rdi, %r14
  mov %r14, 48(%rdx)           // z[6] = keep ? r[6] : (r - m)[6]
  mov 56(%rdx), %rdi
  xor %rdi, %r15
  and %rax, %r15
  xor %rdi, %r15
  mov %r15, 56(%rdx)           // z[7] = keep ? r[7] : (r - m)[7]
  mov 64(%rdx), %rdi
  xor %rdi, %rbx
  and %rax, %rbx
  xor %rdi, %rbx
  mov %rbx, 64(%rdx)           // z[8] = keep ? r[8] : (r - m)[8]
  mov 72(%rdx), %rdi
  xor %rdi, %rbp
  and %rax, %rbp
  xor %rdi, %rbp
  mov %rbp, 72(%rdx)           // z[9] = keep ? r[9] : (r - m)[9]
  mov 80(%rdx), %rdi
  xor %rdi, %rcx
  and %rax, %rcx
  xor %rdi, %rcx
  mov %rcx, 80(%rdx)           // z[10] = keep ? r[10] : (r - m)[10]

  add $RFRAME, %rsp
  .cfi_adjust_cfa_offset -RFRAME
  LIMB_POP_CALLEE
  ret
LIMB_END(limb_montRedc11_adx)

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
