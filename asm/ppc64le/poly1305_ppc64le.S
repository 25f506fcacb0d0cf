// limb_poly1305_blocks_ppc64le: ppc64le scalar Poly1305, base 2^64 (mulld/mulhdu).
// Twin: poly1305_blocks_g (symmetric/poly1305/poly1305_generic.cc); tests require
//   identical h limbs and identical tags for every length and chunking.
// Contract: see symmetric/poly1305/poly1305_internal.h (Poly1305Kernels::blocks):
//   h2 <= 4 on entry and on return (the twin's range, so the state may move between
//   tables). Selected by poly1305_dispatch.cc (table "ppc64le") on every ppc64le CPU:
//   only ISA 2.07 scalar integer instructions (.machine power8 marks the build floor).
//   The entry is Poly1305Ppc64leBlocks in poly1305_ppc64le.cc.
// C prototype:
//   void limb_poly1305_blocks_ppc64le(Poly1305State* st, const uint8_t* in,
//                                     size_t nblocks, uint64_t hibit);
// ABI: ELFv2 leaf, never touches r2 (the TOC; LIMB_ENTRY's .localentry 1 says so; no
//   constants are needed). In: r3=st r4=in (any alignment) r5=nblocks r6=hibit (0 or 1).
//   Out: none. State offsets: h0 0, h1 8, h2 16, r0 24, r1 32.
// Register map: r10/r11/r12 = h0/h1/h2, r7 = r0, r8 = r1, r9 = s1 = r1 + r1/4,
//   r6 = hibit, r4 = in (advanced 16 a block), CTR = blocks left; temporaries
//   r0:r5 = d0 (lo:hi) and message words, r28:r29 = d1 (lo:hi), r30/r31 = partial products.
// Clobbers: r0 r4 r5 r7-r12, CTR, XER (CA), cr0. r28-r31 are saved in the red zone
//   below r1 (ELFv2 allows 288 bytes to a leaf) and restored; no other callee-saved
//   register, no vector or floating-point register is touched. Like the x86-64 MULX
//   kernel, the volatile registers are not wiped on return.
// Strategy: the generic twin's arithmetic, step for step, so the limbs match: per block
//   h += m + hibit*2^128 (addc/adde/adde); d0 = h0*r0 + h1*s1, d1 = h0*r1 + h1*r0 + h2*s1,
//   d2 = h2*r0 (mulld for low words, mulhdu for high words; h2*s1 and h2*r0 are < 2^63);
//   carry d0 -> d1 -> d2; fold c = d2 & ~3 back as c + c/4 (= 5*(d2>>2), since
//   2^130 = 5 mod p). The twin adds c and c/4 in two carry chains; here their sum is
//   formed first (d2 < 2^63, as the twin shows, so c + c/4 < 2^64) and added in one:
//   the same integer, hence the same limbs. Constant time: the only branches are on
//   nblocks (public): the zero test and the CTR loop (bdnz).
// Measured: instruction counts only (no POWER hardware); see benchmarks/RESULTS.md,
//   "poly1305_ppc64le.S".
#include "limb/asm/asm_common.h"

#if defined(__powerpc64__) && defined(__LITTLE_ENDIAN__) && !defined(LIMB_NO_ASM)

	.machine power8
	.abiversion 2

LIMB_ENTRY(limb_poly1305_blocks_ppc64le)
	cmpdi	%r5, 0
	beqlr					// nblocks == 0: nothing to do (public length)
	std	%r28, -32(%r1)
	std	%r29, -24(%r1)
	std	%r30, -16(%r1)
	std	%r31, -8(%r1)
	mtctr	%r5				// blocks left

	ld	%r10, 0(%r3)			// h0
	ld	%r11, 8(%r3)			// h1
	ld	%r12, 16(%r3)			// h2
	ld	%r7, 24(%r3)			// r0
	ld	%r8, 32(%r3)			// r1
	srdi	%r9, %r8, 2
	add	%r9, %r9, %r8			// s1 = r1 + r1/4 (< 2^61: no carry)

	.p2align 5
.Lp_loop:
	// h += m + hibit*2^128  (ld takes any alignment in little-endian mode)
	ld	%r0, 0(%r4)
	ld	%r5, 8(%r4)
	addi	%r4, %r4, 16
	addc	%r10, %r10, %r0
	adde	%r11, %r11, %r5
	adde	%r12, %r12, %r6			// h2 += CA + hibit  (h2 <= 6)

	// d0 = h0*r0 + h1*s1  (< 2^126: no carry out)
	mulld	%r0, %r10, %r7
	mulhdu	%r5, %r10, %r7
	mulld	%r30, %r11, %r9
	mulhdu	%r31, %r11, %r9
	addc	%r0, %r0, %r30
	adde	%r5, %r5, %r31
	// d1 = h0*r1 + h1*r0 + h2*s1  (< 2^125 + 2^63)
	mulld	%r28, %r10, %r8
	mulhdu	%r29, %r10, %r8
	mulld	%r30, %r11, %r7
	mulhdu	%r31, %r11, %r7
	addc	%r28, %r28, %r30
	adde	%r29, %r29, %r31
	mulld	%r30, %r12, %r9			// h2*s1 < 2^63: one word
	addc	%r28, %r28, %r30
	addze	%r29, %r29
	// d2 = h2*r0 (< 2^63)
	mulld	%r12, %r12, %r7
	// carry d0 -> d1 -> d2
	addc	%r28, %r28, %r5
	addze	%r29, %r29
	add	%r12, %r12, %r29			// d2 < 2^64 (see the twin)
	// fold: c = d2 & ~3; h2 = d2 & 3; h = lo(d0) + lo(d1)*2^64 + h2*2^128 + (c + c/4)
	rldicr	%r30, %r12, 0, 61			// c = d2 & ~3
	rldicl	%r12, %r12, 0, 62			// h2 = d2 & 3
	srdi	%r31, %r30, 2
	add	%r30, %r30, %r31			// c + c/4 = 5*(d2>>2) < 1.25*2^63: one word
	addc	%r10, %r0, %r30
	addze	%r11, %r28
	addze	%r12, %r12			// h2 <= 4

	bdnz	.Lp_loop

	std	%r10, 0(%r3)
	std	%r11, 8(%r3)
	std	%r12, 16(%r3)
	ld	%r28, -32(%r1)
	ld	%r29, -24(%r1)
	ld	%r30, -16(%r1)
	ld	%r31, -8(%r1)
	blr
LIMB_END(limb_poly1305_blocks_ppc64le)

#endif  // defined(__powerpc64__) && defined(__LITTLE_ENDIAN__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
