// The aarch64 Montgomery kernels: limb_montMul_a64, limb_sqr_a64,
// limb_montRedc_a64 and limb_montRedc16_a64 (the "aarch64" table's montSqr
// is the square followed by a reduction, for the sizes where that pays).
//
// limb_montMul_a64: Montgomery multiplication for aarch64, any n >= 1.
// Twin: montMul_g (bignum/arith_generic.cc); tests require identical z.
// Contract: see bignum/mont_internal.h (MontKernels::montMul): z = x*y/R
//   mod m, fully reduced, y < m, x < R, m odd, m0inv = -m[0]^(-1) mod 2^64,
//   1 <= n <= kMontMaxWords = 256; z may alias x and/or y, not m.
// Selected by bignum/mont_dispatch.cc (table "aarch64", every aarch64 CPU
// unless LIMB_CPU=generic).
// ABI: AAPCS64. void limb_montMul_a64(Word* z, const Word* x,
//   const Word* y, const Word* m, size_t n, Word m0inv).
//   In: x0=z x1=x x2=y x3=m x4=n x5=m0inv. Out: none (z[0,n) written).
// Register map:
//   x1 = x, x2 = y cursor, x3 = m, x4 = n, x5 = m0inv, x6 = outer count,
//   x7 = x cursor, x8 = m cursor, x9 = t cursor, x10 = b = y[i], x11 = u,
//   x12 = cx (carry word of the x*b row), x13 = cm (of the m*u row),
//   x14 = inner count, x15 = n mod 4, x16 = n / 4,
//   x17 x19 x20 x21 = the block's x words, then its x*b high words, then
//   its m*u low words; x22-x25 = the block's t words, then its m words,
//   then their m*u high words; x26-x28 x0 = the block's x*b low words.
//   Frame (sp-relative, 2160 bytes): 0..79 x19-x28, 80 z, 88 t[-1]
//   (scratch), 96.. t[0..n].
// Clobbers: x0-x17, flags. x19-x28 are saved and restored; x18, x29, x30
//   and the vector registers are not touched.
// Strategy: CIOS (Koc, Acar, Kaliski 1996), both products of an outer
//   iteration fused into one pass over t:
//     t <- (t + x*b + m*u) / 2^64,  b = y[i],  u = (t[0] + x[0]*b)*m0inv.
//   n mod 4 single words, then blocks of four words; word 0 (which yields
//   u) is the first single word, or the first block's when n % 4 == 0.
//   A single word: t_j + lo(x_j b) + cx < 2^128 folds into hi (ADDS/ADC
//   twice), the same for m_j*u with cm. A block: the four
//   products x_j*b are one ADDS/ADCS chain lo_j + hi_(j-1) (+ cx at the
//   bottom), then a second chain adds t[j..j+3]; the block's value
//   t_blk + x_blk*b + cx <= (2^256-1) + (2^256-1)(2^64-1) + (2^64-1) =
//   2^320 - 1, so its fifth word (the next cx) is hi_3 plus the two carries
//   and never overflows: both chains close inside the block. Then the same
//   for m*u with cm. The block's four words go to t[j-1..j+2] (the division
//   by 2^64 fused into the stores; t[-1] takes word 0's zero).
//   After the pass: t[n-1] = t[n] + cx + cm, t[n] = the carry.
//   Invariant (x < R, y < m): t < R + m after every outer iteration, so t[n]
//   is 0 or 1; at the end t < 2m (t*R = x*y + U*m < 2 R*m). The final
//   subtraction writes d = t - m to z, then one CSEL per word keeps t where
//   t - m borrowed (the flags of one CMP, kept across a loop whose control,
//   SUB and CBNZ, sets none). z is written only after the last read of x, y.
// Timing: every branch depends on n only; MUL/UMULH/ADCS/CSEL take no
//   data-dependent time; addresses depend on n and the pointers only.
//
// limb_sqr_a64: t[0,2n) = x[0,n)^2, 1 <= n <= kMontMaxWords.
// Twin: sqrBasecase_g (bignum/arith_generic.cc); tests require identical t.
// ABI: AAPCS64. void limb_sqr_a64(Word* t, const Word* x, size_t n).
//   In: x0=t x1=x x2=n. t must not overlap x.
// Register map: x6 = x cursor (x + i + 1), x8 = t + 2i + 1, x11 = row
//   length n-1-i, x10 = the row's multiplier x[i]; ADDMUL_ROW's registers
//   below. Diagonal pass: x7 = x cursor, x9 = t cursor, x15 = the previous
//   t word (its top bit moves up), x14 = count.
// Strategy: zero t; row i adds x[i+1,n) * x[i] at t + 2i + 1 (ADDMUL_ROW),
//   its carry word to t[n+i], which no earlier row wrote; then one pass
//   t = 2t + sum x[i]^2 B^(2i) on one ADCS chain (EXTR shifts the words
//   left by one bit; flags survive the loop, whose control sets none).
//   n(n-1)/2 + n products instead of n^2; the total is x^2 < B^(2n), so
//   the chain's final carry is 0.
//
// limb_montRedc_a64: z[0,n) = t * R^(-1) mod m, fully reduced, for
//   t[0,2n) < R*m; m odd, m0inv = -m[0]^(-1) mod 2^64,
//   1 <= n <= kMontMaxWords. t is scratch (overwritten); z must not
//   overlap t or m.
// Twin: montRedc_g (bignum/mont_generic.cc); tests require identical z.
// ABI: AAPCS64. void limb_montRedc_a64(Word* z, Word* t, const Word* m,
//   size_t n, Word m0inv). In: x0=z x1=t x2=m x3=n x4=m0inv.
// Register map: x6 = t + i, x11 = rows left, x10 = u = t[i]*m0inv, x5 =
//   top (the carry bit above t[i+n], 0 or 1); ADDMUL_ROW's registers below.
// Strategy: row i adds m*u at t + i (ADDMUL_ROW), which zeroes t[i]; its
//   carry word and top go into t[i+n], whose carry-out is the next top.
//   Then r = t[n,2n) + top*R < 2m and z = r - m unless that borrows: the
//   subtraction writes z, one CSEL per word keeps r where it borrowed.
//
// limb_montRedc16_a64: the reduction for n = 16 (1024-bit moduli, the CRT
//   halves of RSA-2048) with the 16-word window in registers.
//   z[0,16) = t * R^(-1) mod m, fully reduced, for t[0,32) < R*m; m odd,
//   m0inv = -m[0]^(-1) mod 2^64. t is only read; z must not overlap m.
// Twin: montRedc_g(z, t, m, 16, m0inv); tests require identical z.
// ABI: AAPCS64. void limb_montRedc16_a64(Word* z, const Word* t,
//   const Word* m, Word m0inv). In: x0=z x1=t x2=m x3=m0inv.
// Register map: x5-x17 x19-x21 = the window t[i, i+16) (rotating: row i's
//   zeroed low word takes the new top word), x26 = u, x27 = c (carry word
//   of the row), x28 = top (the carry bit above the window, 0 or 1),
//   x22-x25 = a pair's products (m words loaded into x24/x25 become the
//   high words). Clobbers: x5-x17, flags; x0-x3 are only read; x19-x28
//   saved in an 80-byte frame; x18, x29, x30, vector registers untouched.
// Strategy: the 16 rows of limb_montRedc_a64 fully unrolled; t is read
//   once, in order, and never written: per row 32 MUL/UMULH, 8 LDP of m,
//   two ADDS/ADCS chains per pair of words, and no loads or stores of the
//   window. The final subtraction stores w - m to z, then CSEL keeps w
//   where it borrowed. Straight-line code: no branch at all.
//
// ADDMUL_ROW: t[0,len) += s[0,len) * w, carry word out. In: x7 = s,
//   x9 = t, x10 = w, x14 = len (>= 0). Out: x12 = carry word, x7 and x9
//   advanced by len words. Scratch: x13 x15 x16 x17 x19-x28, flags.
//   len mod 4 single words (t_j + lo + c < 2^128 folds into hi), then
//   blocks of four: lo_j + hi_(j-1) (+ c) on one ADDS/ADCS chain, t on a
//   second; the block's value is < 2^320 (as in the CIOS block above), so
//   its fifth word never overflows and both chains close in the block.
// Clobbers (limb_sqr_a64, limb_montRedc_a64): x5-x17, flags; x0-x4 are
//   only read. x19-x28 are saved and restored in an 80-byte frame; x18,
//   x29, x30, vector registers untouched.
// Timing (all four kernels): every branch depends on n only, and
//   limb_montRedc16_a64 has none; no address depends on data.
// Measured: instruction counts only (no aarch64 hardware); see
//   benchmarks/RESULTS.md, "mont_aarch64.S".
#include "limb/asm/asm_common.h"

#if defined(__aarch64__) && !defined(LIMB_NO_ASM)

#define FRAME 2160
#define T0 96

// One word j >= 1 of a pass: x7/x8/x9 at x_j, m_j, t_j; stores t[j-1].
.macro MONT_WORD
  ldr x17, [x7], #8
  ldr x22, [x9], #8
  ldr x23, [x8], #8
  mul x26, x17, x10
  umulh x17, x17, x10
  adds x26, x26, x22
  adc x17, x17, xzr
  adds x26, x26, x12
  adc x12, x17, xzr
  mul x24, x23, x11
  umulh x23, x23, x11
  adds x26, x26, x24
  adc x23, x23, xzr
  adds x26, x26, x13
  adc x13, x23, xzr
  stur x26, [x9, #-16]
.endm

// Four words j..j+3 of a pass (x7/x8/x9 at x_j, m_j, t_j); stores
// t[j-1..j+2]. first = 1: j = 0, u comes from the block's low word.
.macro MONT_BLOCK first
  ldp x17, x19, [x7], #16
  ldp x20, x21, [x7], #16
  ldp x22, x23, [x9], #16
  ldp x24, x25, [x9], #16
  // x*b: lo in x26 x27 x28 x0, hi in x17 x19 x20 x21
  mul x26, x17, x10
  umulh x17, x17, x10
  mul x27, x19, x10
  umulh x19, x19, x10
  mul x28, x20, x10
  umulh x20, x20, x10
  mul x0, x21, x10
  umulh x21, x21, x10
  adds x26, x26, x12
  adcs x27, x27, x17
  adcs x28, x28, x19
  adcs x0, x0, x20
  adc x12, x21, xzr
  adds x26, x26, x22
  adcs x27, x27, x23
  adcs x28, x28, x24
  adcs x0, x0, x25
  adc x12, x12, xzr                 // cx
  .if \first
  mul x11, x26, x5                  // u (word 0 is this block's first)
  .endif
  // m*u: lo in x17 x19 x20 x21, hi in x22-x25
  ldp x22, x23, [x8], #16
  ldp x24, x25, [x8], #16
  mul x17, x22, x11
  umulh x22, x22, x11
  mul x19, x23, x11
  umulh x23, x23, x11
  mul x20, x24, x11
  umulh x24, x24, x11
  mul x21, x25, x11
  umulh x25, x25, x11
  adds x17, x17, x13
  adcs x19, x19, x22
  adcs x20, x20, x23
  adcs x21, x21, x24
  adc x13, x25, xzr
  adds x17, x17, x26
  adcs x19, x19, x27
  adcs x20, x20, x28
  adcs x21, x21, x0
  adc x13, x13, xzr                 // cm
  stp x17, x19, [x9, #-40]          // t[j-1], t[j]
  stp x20, x21, [x9, #-24]          // t[j+1], t[j+2]
.endm

LIMB_ENTRY(limb_montMul_a64)
  sub sp, sp, #FRAME
  .cfi_adjust_cfa_offset FRAME
  stp x19, x20, [sp, #0]
  stp x21, x22, [sp, #16]
  stp x23, x24, [sp, #32]
  stp x25, x26, [sp, #48]
  stp x27, x28, [sp, #64]
  .cfi_rel_offset x19, 0
  .cfi_rel_offset x20, 8
  .cfi_rel_offset x21, 16
  .cfi_rel_offset x22, 24
  .cfi_rel_offset x23, 32
  .cfi_rel_offset x24, 40
  .cfi_rel_offset x25, 48
  .cfi_rel_offset x26, 56
  .cfi_rel_offset x27, 64
  .cfi_rel_offset x28, 72
  str x0, [sp, #80]                 // z
  and x15, x4, #3                   // single words per pass
  lsr x16, x4, #2                   // blocks per pass

  // t[0..n] = 0
  add x9, sp, #T0
  add x14, x4, #1
.Lzero:
  str xzr, [x9], #8
  sub x14, x14, #1
  cbnz x14, .Lzero

  mov x6, x4                        // outer count
.Louter:
  ldr x10, [x2], #8                 // b = y[i]
  mov x7, x1
  mov x8, x3
  add x9, sp, #T0
  cbz x15, .Lfirst_block            // n % 4 == 0: word 0 opens a block
  // Word 0 alone: yields u; its zero low word goes to t[-1].
  ldr x17, [x7], #8
  ldr x22, [x9], #8
  ldr x23, [x8], #8
  mul x26, x17, x10
  umulh x17, x17, x10
  adds x26, x26, x22
  adc x12, x17, xzr                 // cx
  mul x11, x26, x5                  // u
  mul x24, x23, x11
  umulh x23, x23, x11
  adds x26, x26, x24
  adc x13, x23, xzr                 // cm
  stur x26, [x9, #-16]

  sub x14, x15, #1
  cbz x14, .Lblocks
.Lsingle:
  MONT_WORD
  sub x14, x14, #1
  cbnz x14, .Lsingle

.Lblocks:
  mov x14, x16
  cbz x14, .Ltail
.Lblock:
  MONT_BLOCK 0
  sub x14, x14, #1
  cbnz x14, .Lblock
  b .Ltail

.Lfirst_block:
  mov x12, #0                       // cx
  mov x13, #0                       // cm
  MONT_BLOCK 1
  sub x14, x16, #1
  cbnz x14, .Lblock

.Ltail:
  // x9 = t + n: t[n-1] = t[n] + cx + cm, t[n] = carry.
  ldr x22, [x9]
  adds x12, x12, x13
  adc x23, xzr, xzr
  adds x12, x12, x22
  adc x23, x23, xzr
  stp x12, x23, [x9, #-8]
  sub x6, x6, #1
  cbnz x6, .Louter

  // z = t - m, then keep t where that borrows.
  ldr x0, [sp, #80]
  add x9, sp, #T0
  mov x8, x3
  mov x7, x0
  mov x14, x4
  cmp xzr, xzr                      // C = 1: no borrow in
.Lsub:
  ldr x22, [x9], #8
  ldr x23, [x8], #8
  sbcs x22, x22, x23
  str x22, [x7], #8
  sub x14, x14, #1
  cbnz x14, .Lsub
  ldr x22, [x9]                     // t[n]
  sbcs xzr, x22, xzr                // C = 0 iff t < m
  add x9, sp, #T0
  mov x7, x0
  mov x14, x4
.Lselect:
  ldr x22, [x9], #8
  ldr x23, [x7]
  csel x22, x22, x23, lo            // lo: t < m, keep t
  str x22, [x7], #8
  sub x14, x14, #1
  cbnz x14, .Lselect

  ldp x19, x20, [sp, #0]
  ldp x21, x22, [sp, #16]
  ldp x23, x24, [sp, #32]
  ldp x25, x26, [sp, #48]
  ldp x27, x28, [sp, #64]
  add sp, sp, #FRAME
  .cfi_adjust_cfa_offset -FRAME
  ret
LIMB_END(limb_montMul_a64)

// See the header: t[0,len) += s[0,len) * w.
.macro ADDMUL_ROW
  mov x12, #0
  and x15, x14, #3
  lsr x16, x14, #2
  cbz x15, 2f
1:
  ldr x17, [x7], #8
  ldr x22, [x9]
  mul x26, x17, x10
  umulh x17, x17, x10
  adds x26, x26, x22
  adc x17, x17, xzr
  adds x26, x26, x12
  adc x12, x17, xzr
  str x26, [x9], #8
  sub x15, x15, #1
  cbnz x15, 1b
2:
  cbz x16, 4f
3:
  ldp x17, x19, [x7], #16
  ldp x20, x21, [x7], #16
  ldp x22, x23, [x9]
  ldp x24, x25, [x9, #16]
  mul x26, x17, x10
  umulh x17, x17, x10
  mul x27, x19, x10
  umulh x19, x19, x10
  mul x28, x20, x10
  umulh x20, x20, x10
  mul x13, x21, x10
  umulh x21, x21, x10
  adds x26, x26, x12
  adcs x27, x27, x17
  adcs x28, x28, x19
  adcs x13, x13, x20
  adc x12, x21, xzr
  adds x26, x26, x22
  adcs x27, x27, x23
  adcs x28, x28, x24
  adcs x13, x13, x25
  adc x12, x12, xzr
  stp x26, x27, [x9], #16
  stp x28, x13, [x9], #16
  sub x16, x16, #1
  cbnz x16, 3b
4:
.endm

.macro SAVE_X19_X28
  sub sp, sp, #80
  .cfi_adjust_cfa_offset 80
  stp x19, x20, [sp, #0]
  stp x21, x22, [sp, #16]
  stp x23, x24, [sp, #32]
  stp x25, x26, [sp, #48]
  stp x27, x28, [sp, #64]
  .cfi_rel_offset x19, 0
  .cfi_rel_offset x20, 8
  .cfi_rel_offset x21, 16
  .cfi_rel_offset x22, 24
  .cfi_rel_offset x23, 32
  .cfi_rel_offset x24, 40
  .cfi_rel_offset x25, 48
  .cfi_rel_offset x26, 56
  .cfi_rel_offset x27, 64
  .cfi_rel_offset x28, 72
.endm

.macro RESTORE_X19_X28
  ldp x19, x20, [sp, #0]
  ldp x21, x22, [sp, #16]
  ldp x23, x24, [sp, #32]
  ldp x25, x26, [sp, #48]
  ldp x27, x28, [sp, #64]
  add sp, sp, #80
  .cfi_adjust_cfa_offset -80
.endm

LIMB_ENTRY(limb_sqr_a64)
  SAVE_X19_X28
  // t[0,2n) = 0
  mov x9, x0
  lsl x14, x2, #1
.Lsqr_zero:
  str xzr, [x9], #8
  sub x14, x14, #1
  cbnz x14, .Lsqr_zero
  // Cross products: row i = x[i+1,n) * x[i] at t + 2i + 1.
  mov x6, x1
  add x8, x0, #8
  sub x11, x2, #1
  cbz x11, .Lsqr_diag
.Lsqr_row:
  ldr x10, [x6], #8                 // x[i]; x6 = x + i + 1
  mov x7, x6
  mov x9, x8
  mov x14, x11
  ADDMUL_ROW
  str x12, [x9]                     // t[n+i] = the row's carry word
  add x8, x8, #16
  sub x11, x11, #1
  cbnz x11, .Lsqr_row
.Lsqr_diag:
  // t = 2t + sum x[i]^2 B^(2i), one ADCS chain.
  mov x9, x0
  mov x7, x1
  mov x14, x2
  mov x15, xzr
  cmn xzr, xzr                      // C = 0
.Lsqr_dl:
  ldr x17, [x7], #8
  ldp x22, x23, [x9]
  mul x26, x17, x17
  umulh x17, x17, x17
  extr x24, x22, x15, #63           // (t0 << 1) | (previous >> 63)
  extr x25, x23, x22, #63
  mov x15, x23
  adcs x24, x24, x26
  adcs x25, x25, x17
  stp x24, x25, [x9], #16
  sub x14, x14, #1
  cbnz x14, .Lsqr_dl
  RESTORE_X19_X28
  ret
LIMB_END(limb_sqr_a64)

LIMB_ENTRY(limb_montRedc_a64)
  SAVE_X19_X28
  mov x6, x1
  mov x11, x3
  mov x5, #0                        // top
.Lredc_row:
  ldr x10, [x6]
  mul x10, x10, x4                  // u = t[i] * m0inv
  mov x7, x2
  mov x9, x6
  mov x14, x3
  ADDMUL_ROW
  ldr x22, [x9]                     // t[i+n] += carry word + top
  adds x22, x22, x12
  adc x23, xzr, xzr
  adds x22, x22, x5
  adc x5, x23, xzr
  str x22, [x9]
  add x6, x6, #8
  sub x11, x11, #1
  cbnz x11, .Lredc_row

  // x6 = t + n. z = r - m, then keep r where that borrows.
  mov x9, x6
  mov x7, x2
  mov x8, x0
  mov x14, x3
  cmp xzr, xzr                      // C = 1: no borrow in
.Lredc_sub:
  ldr x22, [x9], #8
  ldr x23, [x7], #8
  sbcs x22, x22, x23
  str x22, [x8], #8
  sub x14, x14, #1
  cbnz x14, .Lredc_sub
  sbcs xzr, x5, xzr                 // C = 0 iff r < m
  mov x9, x6
  mov x8, x0
  mov x14, x3
.Lredc_select:
  ldr x22, [x9], #8
  ldr x23, [x8]
  csel x22, x22, x23, lo            // lo: r < m, keep r
  str x22, [x8], #8
  sub x14, x14, #1
  cbnz x14, .Lredc_select
  RESTORE_X19_X28
  ret
LIMB_END(limb_montRedc_a64)

// limb_montRedc16_a64, row i: the window w0..w15 = t[i, i+16) (with the
// carries of earlier rows) gets m*u added, u = w0*m0inv; w0 becomes zero and
// its register takes the window's new top word t[i+16] + carry + top.
// Pairs of words (m_j, m_j+1): lo_j + hi_(j-1) + c on one chain, then the
// window on a second; the pair's value w + m_pair*u + c < 2^192, so its
// third word (the next c) never overflows. Pair 0 has no c in.
.macro REDC16_PAIR off, wa, wb
  ldp x24, x25, [x2, #\off]
  mul x22, x24, x26
  umulh x24, x24, x26
  mul x23, x25, x26
  umulh x25, x25, x26
  adds x22, x22, x27
  adcs x23, x23, x24
  adc x27, x25, xzr
  adds \wa, \wa, x22
  adcs \wb, \wb, x23
  adc x27, x27, xzr
.endm

.macro REDC16_ROW i, w0, w1, w2, w3, w4, w5, w6, w7, w8, w9, w10, w11, w12, w13, w14, w15
  mul x26, \w0, x3                  // u
  ldp x24, x25, [x2]
  mul x22, x24, x26
  umulh x24, x24, x26
  mul x23, x25, x26
  umulh x25, x25, x26
  adds x23, x23, x24
  adc x27, x25, xzr
  adds \w0, \w0, x22                // 0
  adcs \w1, \w1, x23
  adc x27, x27, xzr
  REDC16_PAIR 16, \w2, \w3
  REDC16_PAIR 32, \w4, \w5
  REDC16_PAIR 48, \w6, \w7
  REDC16_PAIR 64, \w8, \w9
  REDC16_PAIR 80, \w10, \w11
  REDC16_PAIR 96, \w12, \w13
  REDC16_PAIR 112, \w14, \w15
  ldr x24, [x1, #(8 * (\i + 16))]   // new top word: t[i+16] + c + top
  adds \w0, x24, x27
  adc x22, xzr, xzr
  adds \w0, \w0, x28
  adc x28, x22, xzr
.endm

// The final subtraction's pair: z[j, j+2) = w - m with the borrow in C.
.macro REDC16_SUB off, wa, wb
  ldp x22, x23, [x2, #\off]
  sbcs x22, \wa, x22
  sbcs x23, \wb, x23
  stp x22, x23, [x0, #\off]
.endm

// z[j, j+2) = w where C = 0 (the subtraction borrowed), else kept.
.macro REDC16_SELECT off, wa, wb
  ldp x22, x23, [x0, #\off]
  csel x22, \wa, x22, lo
  csel x23, \wb, x23, lo
  stp x22, x23, [x0, #\off]
.endm

LIMB_ENTRY(limb_montRedc16_a64)
  SAVE_X19_X28
  ldp x5, x6, [x1, #0]
  ldp x7, x8, [x1, #16]
  ldp x9, x10, [x1, #32]
  ldp x11, x12, [x1, #48]
  ldp x13, x14, [x1, #64]
  ldp x15, x16, [x1, #80]
  ldp x17, x19, [x1, #96]
  ldp x20, x21, [x1, #112]
  mov x28, #0                       // top
  REDC16_ROW 0, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15, x16, x17, x19, x20, x21
  REDC16_ROW 1, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15, x16, x17, x19, x20, x21, x5
  REDC16_ROW 2, x7, x8, x9, x10, x11, x12, x13, x14, x15, x16, x17, x19, x20, x21, x5, x6
  REDC16_ROW 3, x8, x9, x10, x11, x12, x13, x14, x15, x16, x17, x19, x20, x21, x5, x6, x7
  REDC16_ROW 4, x9, x10, x11, x12, x13, x14, x15, x16, x17, x19, x20, x21, x5, x6, x7, x8
  REDC16_ROW 5, x10, x11, x12, x13, x14, x15, x16, x17, x19, x20, x21, x5, x6, x7, x8, x9
  REDC16_ROW 6, x11, x12, x13, x14, x15, x16, x17, x19, x20, x21, x5, x6, x7, x8, x9, x10
  REDC16_ROW 7, x12, x13, x14, x15, x16, x17, x19, x20, x21, x5, x6, x7, x8, x9, x10, x11
  REDC16_ROW 8, x13, x14, x15, x16, x17, x19, x20, x21, x5, x6, x7, x8, x9, x10, x11, x12
  REDC16_ROW 9, x14, x15, x16, x17, x19, x20, x21, x5, x6, x7, x8, x9, x10, x11, x12, x13
  REDC16_ROW 10, x15, x16, x17, x19, x20, x21, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14
  REDC16_ROW 11, x16, x17, x19, x20, x21, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15
  REDC16_ROW 12, x17, x19, x20, x21, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15, x16
  REDC16_ROW 13, x19, x20, x21, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15, x16, x17
  REDC16_ROW 14, x20, x21, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15, x16, x17, x19
  REDC16_ROW 15, x21, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15, x16, x17, x19, x20
  // The window is back in x5..x21 in order: r = w + top*R < 2m.
  cmp xzr, xzr                      // C = 1: no borrow in
  REDC16_SUB 0, x5, x6
  REDC16_SUB 16, x7, x8
  REDC16_SUB 32, x9, x10
  REDC16_SUB 48, x11, x12
  REDC16_SUB 64, x13, x14
  REDC16_SUB 80, x15, x16
  REDC16_SUB 96, x17, x19
  REDC16_SUB 112, x20, x21
  sbcs xzr, x28, xzr                // C = 0 iff r < m
  REDC16_SELECT 0, x5, x6
  REDC16_SELECT 16, x7, x8
  REDC16_SELECT 32, x9, x10
  REDC16_SELECT 48, x11, x12
  REDC16_SELECT 64, x13, x14
  REDC16_SELECT 80, x15, x16
  REDC16_SELECT 96, x17, x19
  REDC16_SELECT 112, x20, x21
  RESTORE_X19_X28
  ret
LIMB_END(limb_montRedc16_a64)

#endif

LIMB_GNU_STACK
