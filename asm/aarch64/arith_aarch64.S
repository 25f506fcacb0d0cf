// addVV_aarch64 ... subMulVVW_aarch64: the word-vector kernels in base ARMv8-A
// (ADDS/ADCS/SBCS, MUL/UMULH, LDP/STP; no NEON, no extension).
// Twins: addVV_g, subVV_g, addVW_g, subVW_g, shlVU_g, shrVU_g, mulAddVWW_g,
// addMulVVW_g, subMulVVW_g (bignum/arith_generic.cc); tests require identical
// z and return value.
// Prototypes (C linkage, declared in bignum/arith_asm.h):
//   Word limb_addVV_aarch64(Word* z, const Word* x, const Word* y, size_t n);  // z = x + y, carry
//   Word limb_subVV_aarch64(Word* z, const Word* x, const Word* y, size_t n);  // z = x - y, borrow
//   Word limb_addVW_aarch64(Word* z, const Word* x, size_t n, Word y);         // z = x + y, carry
//   Word limb_subVW_aarch64(Word* z, const Word* x, size_t n, Word y);         // z = x - y, borrow
//   Word limb_shlVU_aarch64(Word* z, const Word* x, size_t n, unsigned s);     // z = x << s, bits out
//   Word limb_shrVU_aarch64(Word* z, const Word* x, size_t n, unsigned s);     // z = x >> s, bits out
//   Word limb_mulAddVWW_aarch64(Word* z, const Word* x, size_t n, Word y, Word r);  // z = x*y + r
//   Word limb_addMulVVW_aarch64(Word* z, const Word* x, size_t n, Word y);     // z += x*y, carry word
//   Word limb_subMulVVW_aarch64(Word* z, const Word* x, size_t n, Word y);     // z -= x*y, borrow word
// Contract: see bignum/arith.h (z == x, and z == y for addVV/subVV, allowed;
// z above x for shlVU and z below x for shrVU, in place, allowed; n may be 0;
// 0 <= s < 64). Selected by arith_dispatch.cc in the "aarch64" table.
// ABI: AAPCS64. In: x0=z x1=x, then x2=y x3=n (VV) or x2=n x3=y|s (x4=r for
//   mulAddVWW). Out: x0. s arrives in w3 (the upper half of x3 is undefined):
//   only the shift instructions read it, and they use its low 6 bits; the
//   s == 0 test reads w3.
// Register map (all kernels): x0=z pointer, x1=x pointer, x2=y pointer (VV);
//   a block counter (n/4, in the n register) and a tail counter (n%4: x4 in
//   the add/sub kernels, x14 in the shifts, x17 in the mul kernels); x5-x16
//   words in flight; mul kernels: x4=carry word c. Each section below
//   repeats its own map.
// Clobbers: x0-x17 (a subset per kernel), NZCV. x18 (platform register),
//   x19-x30, sp and v8-v15 are untouched; no stack use; leaves (x30 never
//   stored), no indirect branches.
// Strategy: the n%4 low words go one at a time, then 4 words per iteration
//   through LDP/STP. The add/sub kernels keep one carry chain in C across the
//   whole vector: the loop control is SUB (not SUBS) and CBZ/CBNZ, which read
//   and write no flags. The multiply kernels keep the carry word in x4 and
//   chain inside a block only (Go's arm64 addMulVVW technique): the four
//   (hi:lo) = x[i]*y of a block form, with c, one 5-word number
//   P = x[i..i+3]*y + c by one ADDS/ADCS chain, and z[i..i+3] +-= P by a
//   second chain. Every block loads all its words before storing any, so the
//   allowed overlaps are safe. Time depends on n only: no branch on a value.
// CAUTION (flags): on AArch64 C is the inverted borrow for SUBS/SBCS (C = 1:
//   no borrow), so the subtract chains start with C = 1 (CMP xzr, xzr) and
//   end with CSET cc; the add chains start with C = 0 (CMN xzr, xzr).
// Measured: instruction counts only (no aarch64 hardware); see benchmarks/RESULTS.md,
//   "arith_aarch64.S".
#include "limb/asm/asm_common.h"

#if defined(__aarch64__) && !defined(LIMB_NO_ASM)

// ---------------------------------------------------------------------------
// addVV / subVV. In: x0=z x1=x x2=y x3=n. x4=n%4, x3=n/4; x5-x12 words.

LIMB_ENTRY(limb_addVV_aarch64)
  and x4, x3, #3            // tail words (AND, not ANDS: no flags)
  lsr x3, x3, #2            // blocks
  cmn xzr, xzr              // C = 0: the carry chain starts at 0
  cbz x4, 2f
1:                          // z[i] = x[i] + y[i] + C
  ldr x5, [x1], #8
  ldr x6, [x2], #8
  adcs x5, x5, x6
  str x5, [x0], #8
  sub x4, x4, #1            // CAUTION: SUB, not SUBS: keeps C
  cbnz x4, 1b
2:
  cbz x3, 4f
3:                          // z[i..i+3] = x[i..i+3] + y[i..i+3] + C
  ldp x5, x6, [x1], #16
  ldp x9, x10, [x2], #16
  ldp x7, x8, [x1], #16
  ldp x11, x12, [x2], #16
  adcs x5, x5, x9
  adcs x6, x6, x10
  adcs x7, x7, x11
  adcs x8, x8, x12
  stp x5, x6, [x0], #16
  stp x7, x8, [x0], #16
  sub x3, x3, #1            // CAUTION: SUB, not SUBS: keeps C
  cbnz x3, 3b
4:
  cset x0, cs               // carry out
  ret
LIMB_END(limb_addVV_aarch64)

LIMB_ENTRY(limb_subVV_aarch64)
  and x4, x3, #3
  lsr x3, x3, #2
  cmp xzr, xzr              // C = 1: no borrow in
  cbz x4, 2f
1:                          // z[i] = x[i] - y[i] - !C
  ldr x5, [x1], #8
  ldr x6, [x2], #8
  sbcs x5, x5, x6
  str x5, [x0], #8
  sub x4, x4, #1            // CAUTION: SUB, not SUBS: keeps C
  cbnz x4, 1b
2:
  cbz x3, 4f
3:                          // z[i..i+3] = x[i..i+3] - y[i..i+3] - !C
  ldp x5, x6, [x1], #16
  ldp x9, x10, [x2], #16
  ldp x7, x8, [x1], #16
  ldp x11, x12, [x2], #16
  sbcs x5, x5, x9
  sbcs x6, x6, x10
  sbcs x7, x7, x11
  sbcs x8, x8, x12
  stp x5, x6, [x0], #16
  stp x7, x8, [x0], #16
  sub x3, x3, #1            // CAUTION: SUB, not SUBS: keeps C
  cbnz x3, 3b
4:
  cset x0, cc               // borrow out = !C
  ret
LIMB_END(limb_subVV_aarch64)

// ---------------------------------------------------------------------------
// addVW / subVW. In: x0=z x1=x x2=n x3=y. The first word takes y with
// ADDS/SUBS; the others add/subtract only the carry/borrow (xzr), all n words
// always (no early exit: time depends on n only). x4=(n-1)%4, x2=(n-1)/4.

LIMB_ENTRY(limb_addVW_aarch64)
  cbz x2, 5f
  ldr x5, [x1], #8
  adds x5, x5, x3           // z[0] = x[0] + y, C = carry
  str x5, [x0], #8
  sub x2, x2, #1
  and x4, x2, #3
  lsr x2, x2, #2
  cbz x4, 2f
1:                          // z[i] = x[i] + C
  ldr x5, [x1], #8
  adcs x5, x5, xzr
  str x5, [x0], #8
  sub x4, x4, #1            // CAUTION: SUB, not SUBS: keeps C
  cbnz x4, 1b
2:
  cbz x2, 4f
3:                          // z[i..i+3] = x[i..i+3] + C
  ldp x5, x6, [x1], #16
  ldp x7, x8, [x1], #16
  adcs x5, x5, xzr
  adcs x6, x6, xzr
  adcs x7, x7, xzr
  adcs x8, x8, xzr
  stp x5, x6, [x0], #16
  stp x7, x8, [x0], #16
  sub x2, x2, #1            // CAUTION: SUB, not SUBS: keeps C
  cbnz x2, 3b
4:
  cset x0, cs
  ret
5:
  mov x0, x3                // n == 0 returns y (arith.h)
  ret
LIMB_END(limb_addVW_aarch64)

LIMB_ENTRY(limb_subVW_aarch64)
  cbz x2, 5f
  ldr x5, [x1], #8
  subs x5, x5, x3           // z[0] = x[0] - y, C = !borrow
  str x5, [x0], #8
  sub x2, x2, #1
  and x4, x2, #3
  lsr x2, x2, #2
  cbz x4, 2f
1:                          // z[i] = x[i] - !C
  ldr x5, [x1], #8
  sbcs x5, x5, xzr
  str x5, [x0], #8
  sub x4, x4, #1            // CAUTION: SUB, not SUBS: keeps C
  cbnz x4, 1b
2:
  cbz x2, 4f
3:                          // z[i..i+3] = x[i..i+3] - !C
  ldp x5, x6, [x1], #16
  ldp x7, x8, [x1], #16
  sbcs x5, x5, xzr
  sbcs x6, x6, xzr
  sbcs x7, x7, xzr
  sbcs x8, x8, xzr
  stp x5, x6, [x0], #16
  stp x7, x8, [x0], #16
  sub x2, x2, #1            // CAUTION: SUB, not SUBS: keeps C
  cbnz x2, 3b
4:
  cset x0, cc
  ret
5:
  mov x0, x3                // n == 0 returns y (arith.h)
  ret
LIMB_END(limb_subVW_aarch64)

// ---------------------------------------------------------------------------
// shlVU / shrVU. In: x0=z x1=x x2=n w3=s.
// LSLV/LSRV shift by the count mod 64, so the word that supplies the
// incoming bits, w >> (64 - s) (shl) or w << (64 - s) (shr), is shifted by
// x4 = -s (mod 64: 64 - s) and then ANDed with x5 = (s == 0 ? 0 : ~0): for
// s == 0 it would be w itself, and the twin's value is 0. CSETM selects the
// mask without a branch. x6 = the word carried between steps (cur),
// x7-x9 loaded words, x10-x13 results, x14 = (n-1)%4, x2 = (n-1)/4,
// x15 = a temporary, x16 = the return value.

// z[i] = (x[i] << s) | ((x[i-1] >> (64-s)) & mask) for i = n-1 down to 1,
// then z[0] = x[0] << s; returns (x[n-1] >> (64-s)) & mask. Walks down, so
// z above x may overlap.
LIMB_ENTRY(limb_shlVU_aarch64)
  cbz x2, 5f
  neg x4, x3                // low 6 bits: 64 - s (mod 64)
  cmp w3, #0
  csetm x5, ne              // mask: ~0 if s != 0, else 0
  add x1, x1, x2, lsl #3    // x1 = &x[n]
  add x0, x0, x2, lsl #3    // x0 = &z[n]
  ldr x6, [x1, #-8]!        // cur = x[n-1]; x1 = &x[n-1]
  lsr x16, x6, x4
  and x16, x16, x5          // the return value, kept in x16 until the end
  sub x2, x2, #1            // n-1 words have a lower neighbour
  and x14, x2, #3
  lsr x2, x2, #2
  cbz x14, 2f
1:                          // z[i] = cur << s | (x[i-1] >> (64-s)) & mask; cur = x[i-1]
  ldr x7, [x1, #-8]!
  lsl x10, x6, x3
  lsr x11, x7, x4
  and x11, x11, x5
  orr x10, x10, x11
  str x10, [x0, #-8]!
  mov x6, x7
  sub x14, x14, #1
  cbnz x14, 1b
2:
  cbz x2, 4f
3:                          // four words: x1 = &x[i], x0 = &z[i+1], x6 = x[i]
  ldp x8, x9, [x1, #-16]!   // x8 = x[i-2], x9 = x[i-1]
  lsl x10, x6, x3
  lsr x11, x9, x4
  ldp x6, x7, [x1, #-16]!   // x6 = x[i-4] (the next cur), x7 = x[i-3]
  and x11, x11, x5
  orr x10, x10, x11         // z[i]
  lsl x11, x9, x3
  lsr x12, x8, x4
  and x12, x12, x5
  orr x11, x11, x12         // z[i-1]
  lsl x12, x8, x3
  lsr x13, x7, x4
  and x13, x13, x5
  orr x12, x12, x13         // z[i-2]
  lsl x13, x7, x3
  lsr x15, x6, x4
  and x15, x15, x5
  orr x13, x13, x15         // z[i-3]
  stp x11, x10, [x0, #-16]!
  stp x13, x12, [x0, #-16]!
  sub x2, x2, #1
  cbnz x2, 3b
4:
  lsl x10, x6, x3           // z[0] = x[0] << s
  str x10, [x0, #-8]
  mov x0, x16
  ret
5:
  mov x0, #0                // n == 0 returns 0
  ret
LIMB_END(limb_shlVU_aarch64)

// z[i] = (x[i] >> s) | ((x[i+1] << (64-s)) & mask) for i = 0 up to n-2,
// then z[n-1] = x[n-1] >> s; returns (x[0] << (64-s)) & mask. Walks up, so
// z below x may overlap.
LIMB_ENTRY(limb_shrVU_aarch64)
  cbz x2, 5f
  neg x4, x3                // low 6 bits: 64 - s (mod 64)
  cmp w3, #0
  csetm x5, ne              // mask: ~0 if s != 0, else 0
  ldr x6, [x1], #8          // cur = x[0]; x1 = &x[1]
  lsl x16, x6, x4
  and x16, x16, x5          // the return value
  sub x2, x2, #1
  and x14, x2, #3
  lsr x2, x2, #2
  cbz x14, 2f
1:                          // z[i] = cur >> s | (x[i+1] << (64-s)) & mask; cur = x[i+1]
  ldr x7, [x1], #8
  lsr x10, x6, x3
  lsl x11, x7, x4
  and x11, x11, x5
  orr x10, x10, x11
  str x10, [x0], #8
  mov x6, x7
  sub x14, x14, #1
  cbnz x14, 1b
2:
  cbz x2, 4f
3:                          // four words: x1 = &x[i+1], x0 = &z[i], x6 = x[i]
  ldp x7, x8, [x1], #16     // x7 = x[i+1], x8 = x[i+2]
  lsr x10, x6, x3
  lsl x11, x7, x4
  ldp x9, x6, [x1], #16     // x9 = x[i+3], x6 = x[i+4] (the next cur)
  and x11, x11, x5
  orr x10, x10, x11         // z[i]
  lsr x11, x7, x3
  lsl x12, x8, x4
  and x12, x12, x5
  orr x11, x11, x12         // z[i+1]
  lsr x12, x8, x3
  lsl x13, x9, x4
  and x13, x13, x5
  orr x12, x12, x13         // z[i+2]
  lsr x13, x9, x3
  lsl x15, x6, x4
  and x15, x15, x5
  orr x13, x13, x15         // z[i+3]
  stp x10, x11, [x0], #16
  stp x12, x13, [x0], #16
  sub x2, x2, #1
  cbnz x2, 3b
4:
  lsr x10, x6, x3           // z[n-1] = x[n-1] >> s
  str x10, [x0]
  mov x0, x16
  ret
5:
  mov x0, #0                // n == 0 returns 0
  ret
LIMB_END(limb_shrVU_aarch64)

// ---------------------------------------------------------------------------
// mulAddVWW / addMulVVW / subMulVVW. In: x0=z x1=x x2=n x3=y (x4=r).
// x4 = c (the carry word), x2 = n/4, x17 = n%4, x5-x8 = x words, then their
// high halves; x9-x12 = z words; x13-x16 = low halves.
// Bounds: a block's P = x[i..i+3]*y + c <= (2^256-1)(2^64-1) + 2^64-1
//   = 2^320 - 2^256, so its top word (hi3 + the chain's carry) never wraps;
//   z + P < 2^320 too (addMul), and for subMul, z - P = low - c' 2^256 with
//   c' = top + borrow <= 2^64-1 (top = 2^64-1 only with P's low words 0, and
//   then nothing borrows). Per word the same bounds as the twins.

LIMB_ENTRY(limb_mulAddVWW_aarch64)
  and x17, x2, #3
  lsr x2, x2, #2
  cbz x17, 2f
1:                          // (hi:lo) = x[i]*y + c; z[i] = lo; c = hi
  ldr x5, [x1], #8
  mul x13, x5, x3
  umulh x5, x5, x3
  adds x13, x13, x4
  adc x4, x5, xzr
  str x13, [x0], #8
  sub x17, x17, #1
  cbnz x17, 1b
2:
  cbz x2, 4f
3:                          // z[i..i+3] = P mod 2^256, c = P >> 256
  ldp x5, x6, [x1], #16
  ldp x7, x8, [x1], #16
  mul x13, x5, x3
  umulh x5, x5, x3
  mul x14, x6, x3
  umulh x6, x6, x3
  mul x15, x7, x3
  umulh x7, x7, x3
  mul x16, x8, x3
  umulh x8, x8, x3
  adds x13, x13, x4         // lo0 + c
  adcs x14, x14, x5         // lo1 + hi0
  adcs x15, x15, x6         // lo2 + hi1
  adcs x16, x16, x7         // lo3 + hi2
  adc x4, x8, xzr           // c = hi3 + carry (no wrap: see Bounds)
  stp x13, x14, [x0], #16
  stp x15, x16, [x0], #16
  sub x2, x2, #1
  cbnz x2, 3b
4:
  mov x0, x4
  ret
LIMB_END(limb_mulAddVWW_aarch64)

LIMB_ENTRY(limb_addMulVVW_aarch64)
  mov x4, #0                // c = 0
  and x17, x2, #3
  lsr x2, x2, #2
  cbz x17, 2f
1:                          // (hi:lo) = x[i]*y + z[i] + c; z[i] = lo; c = hi
  ldr x5, [x1], #8
  ldr x9, [x0]
  mul x13, x5, x3
  umulh x5, x5, x3
  adds x13, x13, x4
  adc x5, x5, xzr
  adds x9, x9, x13
  adc x4, x5, xzr
  str x9, [x0], #8
  sub x17, x17, #1
  cbnz x17, 1b
2:
  cbz x2, 4f
3:                          // P = x[i..i+3]*y + c; z[i..i+3] + P -> z, c
  ldp x5, x6, [x1], #16
  ldp x7, x8, [x1], #16
  ldp x9, x10, [x0]
  ldp x11, x12, [x0, #16]
  mul x13, x5, x3
  umulh x5, x5, x3
  mul x14, x6, x3
  umulh x6, x6, x3
  mul x15, x7, x3
  umulh x7, x7, x3
  mul x16, x8, x3
  umulh x8, x8, x3
  adds x13, x13, x4         // P's words: lo0 + c
  adcs x14, x14, x5         //            lo1 + hi0
  adcs x15, x15, x6         //            lo2 + hi1
  adcs x16, x16, x7         //            lo3 + hi2
  adc x8, x8, xzr           //            hi3 + carry (no wrap: see Bounds)
  adds x9, x9, x13          // z[i..i+3] += P's low four words
  adcs x10, x10, x14
  adcs x11, x11, x15
  adcs x12, x12, x16
  adc x4, x8, xzr           // c = P's top word + carry (no wrap: see Bounds)
  stp x9, x10, [x0], #16
  stp x11, x12, [x0], #16
  sub x2, x2, #1
  cbnz x2, 3b
4:
  mov x0, x4
  ret
LIMB_END(limb_addMulVVW_aarch64)

LIMB_ENTRY(limb_subMulVVW_aarch64)
  mov x4, #0                // c = 0
  and x17, x2, #3
  lsr x2, x2, #2
  cbz x17, 2f
1:                          // (hi:lo) = x[i]*y + c; z[i] -= lo; c = hi + borrow
  ldr x5, [x1], #8
  ldr x9, [x0]
  mul x13, x5, x3
  umulh x5, x5, x3
  adds x13, x13, x4
  adc x5, x5, xzr
  subs x9, x9, x13
  cinc x4, x5, cc           // CAUTION: C clear means a borrow
  str x9, [x0], #8
  sub x17, x17, #1
  cbnz x17, 1b
2:
  cbz x2, 4f
3:                          // P = x[i..i+3]*y + c; z[i..i+3] - P -> z, c
  ldp x5, x6, [x1], #16
  ldp x7, x8, [x1], #16
  ldp x9, x10, [x0]
  ldp x11, x12, [x0, #16]
  mul x13, x5, x3
  umulh x5, x5, x3
  mul x14, x6, x3
  umulh x6, x6, x3
  mul x15, x7, x3
  umulh x7, x7, x3
  mul x16, x8, x3
  umulh x8, x8, x3
  adds x13, x13, x4         // P's words: lo0 + c
  adcs x14, x14, x5         //            lo1 + hi0
  adcs x15, x15, x6         //            lo2 + hi1
  adcs x16, x16, x7         //            lo3 + hi2
  adc x8, x8, xzr           //            hi3 + carry (no wrap: see Bounds)
  subs x9, x9, x13          // z[i..i+3] -= P's low four words
  sbcs x10, x10, x14
  sbcs x11, x11, x15
  sbcs x12, x12, x16
  cinc x4, x8, cc           // c = P's top word + borrow (no wrap: see Bounds)
  stp x9, x10, [x0], #16
  stp x11, x12, [x0], #16
  sub x2, x2, #1
  cbnz x2, 3b
4:
  mov x0, x4
  ret
LIMB_END(limb_subMulVVW_aarch64)

#endif  // defined(__aarch64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
