// limb_poly1305_blocks_aarch64: aarch64 scalar Poly1305, base 2^64 (MUL/UMULH).
// Twin: poly1305_blocks_g (symmetric/poly1305/poly1305_generic.cc); tests require
//   identical h limbs and identical tags for every length and chunking.
// Contract: see symmetric/poly1305/poly1305_internal.h (Poly1305Kernels::blocks):
//   h2 <= 4 on entry and on return (the twin's range, so the state may move between
//   tables). Selected by poly1305_dispatch.cc (table "aarch64") on every aarch64 CPU:
//   base ARMv8-A integer instructions only. The NEON table ("aarch64_neon") also calls
//   it for short inputs and tails. The entry is Poly1305Aarch64Blocks in
//   poly1305_aarch64.cc.
// C prototype:
//   void limb_poly1305_blocks_aarch64(Poly1305State* st, const uint8_t* in,
//                                     size_t nblocks, uint64_t hibit);
// ABI: AAPCS64 leaf (x30 never stored, no stack). In: x0=st x1=in (any alignment)
//   x2=nblocks x3=hibit (0 or 1). Out: none. State offsets: h0 0, h1 8, h2 16,
//   r0 24, r1 32.
// Register map: x4/x5/x6 = h0/h1/h2, x7 = r0, x8 = r1, x9 = s1 = r1 + r1/4,
//   x1 = in (advanced 16 a block), x2 = blocks left; x10:x11 = d0 (lo:hi) and first
//   the message words, x12:x13 = d1 (lo:hi), x14/x15 = partial products.
// Clobbers: x1 x2 x4-x15, NZCV. x18 (platform register), x19-x30, sp and every
//   vector register are untouched. Like the x86-64 MULX and the ppc64le kernels,
//   the volatile registers are not wiped on return.
// Strategy: the generic twin's arithmetic, step for step, so the limbs match: per block
//   h += m + hibit*2^128 (ADDS/ADCS/ADC); d0 = h0*r0 + h1*s1, d1 = h0*r1 + h1*r0 + h2*s1,
//   d2 = h2*r0 (MUL for low words, UMULH for high words; h2*s1 and h2*r0 are < 2^63, so
//   MADD forms each in one word together with the carry word it is added to);
//   carry d0 -> d1 -> d2; fold c = d2 & ~3 back as c + c/4 (= 5*(d2>>2), since
//   2^130 = 5 mod p). Two sums the twin adds through 128-bit carry chains are formed
//   here in one word first, which gives the same integers, hence the same limbs:
//   hi(d0) + h2*s1 < 2^62 + 2^63 (d0 < 2^126; h2 <= 6, s1 < 1.25*2^60), and
//   c + c/4 <= 1.25*d2 < 1.25*2^63 (d2 = h2*r0 + hi(d1) < 6*2^60 + 2^61 = 2^63).
//   Constant time: the only branches are on nblocks (public): the zero test and the
//   loop (CBNZ).
// CAUTION (flags): MUL/UMULH/ADD/AND/SUB leave NZCV alone and CBZ/CBNZ read none,
//   so each carry chain (ADDS ... ADC) is unbroken by what sits between its
//   instructions; every chain starts with ADDS, never with a stale C.
// Measured: instruction counts only (no aarch64 hardware); see benchmarks/RESULTS.md,
//   "poly1305_aarch64.S".
#include "limb/asm/asm_common.h"

#if defined(__aarch64__) && !defined(LIMB_NO_ASM)

LIMB_ENTRY(limb_poly1305_blocks_aarch64)
	cbz	x2, .Lpa_ret			// nblocks == 0: nothing to do (public length)
	ldp	x4, x5, [x0]			// h0, h1
	ldr	x6, [x0, #16]			// h2
	ldp	x7, x8, [x0, #24]		// r0, r1
	add	x9, x8, x8, lsr #2		// s1 = r1 + r1/4 (< 2^61: no carry)

	.p2align 4
.Lpa_loop:
	// h += m + hibit*2^128  (LDP takes any alignment for normal memory)
	ldp	x10, x11, [x1], #16
	adds	x4, x4, x10
	adcs	x5, x5, x11
	adc	x6, x6, x3			// h2 += C + hibit  (h2 <= 6)

	// d0 = h0*r0 + h1*s1  (< 2^126: no carry out)
	mul	x10, x4, x7
	umulh	x11, x4, x7
	mul	x14, x5, x9
	umulh	x15, x5, x9
	adds	x10, x10, x14
	adc	x11, x11, x15
	// d1 = h0*r1 + h1*r0  (< 2^125)
	mul	x12, x4, x8
	umulh	x13, x4, x8
	mul	x14, x5, x7
	umulh	x15, x5, x7
	adds	x12, x12, x14
	adc	x13, x13, x15
	// d1 += h2*s1 + hi(d0): the two are < 2^63 and < 2^62, so their sum is one word
	madd	x11, x6, x9, x11		// hi(d0) + h2*s1
	adds	x12, x12, x11
	adc	x13, x13, xzr
	// d2 = h2*r0 + hi(d1)  (< 6*2^60 + 2^61 = 2^63)
	madd	x6, x6, x7, x13
	// fold: c = d2 & ~3; h2 = d2 & 3; h = lo(d0) + lo(d1)*2^64 + h2*2^128 + (c + c/4)
	and	x14, x6, #0xfffffffffffffffc	// c = d2 & ~3
	and	x6, x6, #3			// h2 = d2 & 3
	add	x14, x14, x14, lsr #2		// c + c/4 = 5*(d2>>2): one word (below)
	adds	x4, x10, x14
	adcs	x5, x12, xzr
	adc	x6, x6, xzr			// h2 <= 4

	sub	x2, x2, #1
	cbnz	x2, .Lpa_loop

	stp	x4, x5, [x0]
	str	x6, [x0, #16]
.Lpa_ret:
	ret
LIMB_END(limb_poly1305_blocks_aarch64)

#endif  // defined(__aarch64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
