// limb_chacha20poly1305_seal_power8, limb_chacha20poly1305_open_power8: stitched ChaCha20-Poly1305
//   over whole 64-byte blocks, POWER8 VMX/VSX ChaCha20 (4 blocks at a time) interleaved
//   with scalar base-2^64 Poly1305 (mulld/mulhdu) in one instruction stream.
// Twins: aead_seal_blocks_g / aead_open_blocks_g (symmetric/chacha20poly1305/
//   chacha20poly1305_generic.cc); tests require identical output bytes and identical
//   h limbs (h2 <= 4 in and out) for every nblocks (chacha20poly1305_test.cc,
//   AeadStitchKernelsTest.KernelsMatchTwins; aead_abi_test).
// Contract: see AeadStitchKernels in symmetric/chacha20poly1305/chacha20poly1305_internal.h:
//   out[64i, 64i+64) = in XOR ChaCha20 block i; seal absorbs the 4*nblocks 16-byte blocks
//   of out, open those of in, into st->h as full Poly1305 blocks (hibit = 1). nblocks MAY
//   be 0; counter_nonce[0] + nblocks <= 2^32; out == in allowed; any alignment.
//   st->pow and st->pow_ready are not touched. Needs ISA 2.07 (vpermxor, VSX).
// Selected by chacha20poly1305_dispatch.cc (table "ppc64le_power8") when cpu.power8
//   (POWER10 included; benchmarks/RESULTS.md, "chacha20poly1305_power8.S", says why).
//   The table's entries are these two symbols.
// C:   void limb_chacha20poly1305_seal_power8(uint8_t* out, const uint8_t* in, size_t nblocks,
//          const uint32_t key[8], const uint32_t counter_nonce[4], Poly1305State* st);
//      void limb_chacha20poly1305_open_power8(...same...);
// ABI: ELFv2 leaf, no stack frame, never touches r2 (LIMB_ENTRY's .localentry 1): the
//   constants are addressed PC-relative (bcl 20,31; LR kept in r0 and put back). r14-r31
//   are saved in the red zone (the 144 bytes below r1; ELFv2 gives a leaf 288) and
//   restored. In: r3=out r4=in r5=nblocks r6=key r7=counter_nonce r8=st. Out: none.
//   State offsets: h0 0, h1 8, h2 16, r0 24, r1 32.
// Register map, ChaCha20 (as asm/ppc64le/chacha20_power8.S): v0-v15 = state words
//   x0..x15, word element j = block j of the group (vertical layout; ISA big-endian
//   element numbers); during the rounds v16/v17 = 12/7 in every word (vrlw counts),
//   v18/v19 = the vpermxor controls for rotl 16/8, outside them feed-forward, transpose
//   and input temporaries. vs0 = sigma, vs1/vs2 = key, vs3 = counter_nonce, vs4 = the
//   group's word-12 counters, vs5/vs6 = the vpermxor controls.
// Register map, Poly1305: r14/r15/r16 = h0/h1/h2, r17 = r0, r18 = r1, r19 = s1 =
//   r1 + r1/4, r31 = 1 (hibit), r20 = P (next 16-byte block to absorb), r21 = avail (blocks
//   of 16 bytes that may be absorbed now), r22 = inc (16-byte blocks made available per
//   stored 64-byte block: 4 for seal, 0 for open), r23:r24 = d0 (lo:hi), r25:r26 = d1,
//   r27/r28 = partial products, r29/r30 = message words.
// Other GPRs: r3/r4 = out/in (advanced), r5 = blocks left, r9/r10/r11 = 16/32/48 (index
//   registers), r12 = the mode on entry, then &constants, then loop counts for CTR, r0.
// Clobbers: r0, r3-r5, r9-r12, CTR, XER (CA), cr0, v0-v19 and vs0-vs6 (every one zeroed
//   before returning: no key, keystream or state stays in a vector register; the
//   Poly1305 temporaries lived in r14-r31 and are overwritten by the restore).
//   Callee-saved v20-v31, vs14-vs31 (f14-f31), cr2-cr4, VRSAVE untouched.
// Strategy: the vector unit runs one 4-block ChaCha20 group (as chacha20_power8.S:
//   vpermxor for the rotations by 16 and 8, vrlw for 12 and 7, feed-forward by splats,
//   4x4 transposes, lxvw4x/stxvw4x for any alignment, partial groups store only the
//   blocks that exist) while the integer unit absorbs 16 Poly1305 blocks (256 bytes):
//   the ten double rounds run as 6 with two Poly1305 block steps (one in each half) and
//   4 with one (in the column half), each block step split into ten short pieces placed
//   between the ten 4-instruction groups of a quarter-round set, so each issue group has
//   vector and integer work. Order of absorption, for h to end as the twin's: seal
//   absorbs group k-1 of out (stored already) during group k, and after the last group
//   what remains; open absorbs group k of in during group k (before its store, so
//   in-place works), and a final partial group's blocks before that group's rounds.
//   In one rule: a group is stitched when avail >= 16 (P advances 256, avail -= 16);
//   otherwise the avail blocks are absorbed alone first and the group runs plain rounds;
//   each stored block adds inc to avail; what is still available at the end is absorbed
//   alone. The Poly1305 block step is poly1305_ppc64le.S's, instruction for instruction
//   (the same integer at every step, hence the twin's limbs; see that file for bounds).
//   Constant time: branches on nblocks, avail and the mode only (all public).
// CAUTION: the carry chains (addc/adde/addze) of a block step run inside one piece;
//   the vector instructions between pieces leave XER (CA) alone, and no compare or
//   branch in the pieces' reach writes CA.
// CAUTION: the seal entry branches into the open entry's body (.Las_body) with r12 = 4;
//   anything added before .Las_body in the open entry must keep r12.
// Measured: instruction counts only (no POWER hardware); see benchmarks/RESULTS.md,
//   "chacha20poly1305_power8.S".
#include "limb/asm/asm_common.h"

#if defined(__powerpc64__) && defined(__LITTLE_ENDIAN__) && !defined(LIMB_NO_ASM)

	.machine power8
	.abiversion 2

	.section .rodata
	.p2align 4
.Las_consts:
	// "expand 32-byte k"
	.long 0x61707865, 0x3320646e, 0x79622d32, 0x6b206574
	// vpermxor control, rotl 16: word k's result bytes come from bytes 4k+2, 4k+3, 4k, 4k+1.
	.long 0x22330011, 0x66774455, 0xaabb8899, 0xeeffccdd
	// vpermxor control, rotl 8: from bytes 4k+1, 4k+2, 4k+3, 4k.
	.long 0x11223300, 0x55667744, 0x99aabb88, 0xddeeffcc
	// word element j of a group: block j
	.long 0, 1, 2, 3

// The Poly1305 block step h = (h + m + 2^128) * r mod 2^130-5 (partially reduced),
// m = the 16 bytes at r20 (advanced), in ten pieces POLY0..POLY9.
.macro POLY0
	ld	29, 0(20)			// m (ld takes any alignment in little-endian mode)
	ld	30, 8(20)
	addi	20, 20, 16
.endm
.macro POLY1
	addc	14, 14, 29			// h += m + 2^128  (h2 <= 6)
	adde	15, 15, 30
	adde	16, 16, 31
.endm
.macro POLY2
	mulld	23, 14, 17			// d0 = h0*r0 ...
	mulhdu	24, 14, 17
	mulld	27, 15, 19			// ... + h1*s1
.endm
.macro POLY3
	mulhdu	28, 15, 19
	mulld	25, 14, 18			// d1 = h0*r1 ...
	mulhdu	26, 14, 18
.endm
.macro POLY4
	addc	23, 23, 27			// d0 < 2^126: no carry out
	adde	24, 24, 28
	mulld	27, 15, 17			// ... + h1*r0 ...
	mulhdu	28, 15, 17
.endm
.macro POLY5
	addc	25, 25, 27
	adde	26, 26, 28
	mulld	27, 16, 19			// ... + h2*s1 (< 2^63: one word)
	mulld	16, 16, 17			// d2 = h2*r0 (< 2^63)
.endm
.macro POLY6
	addc	25, 25, 27
	addze	26, 26
	addc	25, 25, 24			// carry d0 -> d1 -> d2
	addze	26, 26
.endm
.macro POLY7
	add	16, 16, 26			// d2 < 2^64 (see the twin)
	rldicr	27, 16, 0, 61			// c = d2 & ~3
	rldicl	16, 16, 0, 62			// h2 = d2 & 3
.endm
.macro POLY8
	srdi	28, 27, 2
	add	27, 27, 28			// c + c/4 = 5*(d2>>2): one word
.endm
.macro POLY9
	addc	14, 23, 27			// h = lo(d0) + lo(d1)*2^64 + h2*2^128 + c + c/4
	addze	15, 25
	addze	16, 16				// h2 <= 4
.endm
.macro POLY_BLOCK
	POLY0
	POLY1
	POLY2
	POLY3
	POLY4
	POLY5
	POLY6
	POLY7
	POLY8
	POLY9
.endm

// Piece n of a block step where p is 1; nothing where p is 0.
.macro PIECE p, n
	.if \p
	POLY\n
	.endif
.endm

// Four quarter rounds in parallel on state words (a_i, b_i, c_i, d_i), i = 0..3 (VMX
// register numbers); v16/v17 the rotate counts, v18/v19 the vpermxor controls. With
// p = 1, one Poly1305 block step rides along, a piece after each group of four.
.macro QR4 p, a0, b0, c0, d0, a1, b1, c1, d1, a2, b2, c2, d2, a3, b3, c3, d3
	vadduwm	\a0, \a0, \b0
	vadduwm	\a1, \a1, \b1
	vadduwm	\a2, \a2, \b2
	vadduwm	\a3, \a3, \b3
	PIECE	\p, 0
	vpermxor \d0, \d0, \a0, 18
	vpermxor \d1, \d1, \a1, 18
	vpermxor \d2, \d2, \a2, 18
	vpermxor \d3, \d3, \a3, 18
	PIECE	\p, 1
	vadduwm	\c0, \c0, \d0
	vadduwm	\c1, \c1, \d1
	vadduwm	\c2, \c2, \d2
	vadduwm	\c3, \c3, \d3
	PIECE	\p, 2
	vxor	\b0, \b0, \c0
	vxor	\b1, \b1, \c1
	vxor	\b2, \b2, \c2
	vxor	\b3, \b3, \c3
	PIECE	\p, 3
	vrlw	\b0, \b0, 16
	vrlw	\b1, \b1, 16
	vrlw	\b2, \b2, 16
	vrlw	\b3, \b3, 16
	PIECE	\p, 4
	vadduwm	\a0, \a0, \b0
	vadduwm	\a1, \a1, \b1
	vadduwm	\a2, \a2, \b2
	vadduwm	\a3, \a3, \b3
	PIECE	\p, 5
	vpermxor \d0, \d0, \a0, 19
	vpermxor \d1, \d1, \a1, 19
	vpermxor \d2, \d2, \a2, 19
	vpermxor \d3, \d3, \a3, 19
	PIECE	\p, 6
	vadduwm	\c0, \c0, \d0
	vadduwm	\c1, \c1, \d1
	vadduwm	\c2, \c2, \d2
	vadduwm	\c3, \c3, \d3
	PIECE	\p, 7
	vxor	\b0, \b0, \c0
	vxor	\b1, \b1, \c1
	vxor	\b2, \b2, \c2
	vxor	\b3, \b3, \c3
	PIECE	\p, 8
	vrlw	\b0, \b0, 17
	vrlw	\b1, \b1, 17
	vrlw	\b2, \b2, 17
	vrlw	\b3, \b3, 17
	PIECE	\p, 9
.endm

// A double round; pc and pd say whether the column and diagonal halves carry a
// Poly1305 block step.
.macro DOUBLE_ROUND pc, pd
	// Columns (0,4,8,12) (1,5,9,13) (2,6,10,14) (3,7,11,15).
	QR4	\pc, 0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15
	// Diagonals (0,5,10,15) (1,6,11,12) (2,7,8,13) (3,4,9,14).
	QR4	\pd, 0, 5, 10, 15, 1, 6, 11, 12, 2, 7, 8, 13, 3, 4, 9, 14
.endm

// State words w, w+1, w+2, w+3 += the words of input row vs\row, splatted (v16-v19
// temporaries).
.macro ADD_ROW w, row
	xxspltw	48, \row, 0
	xxspltw	49, \row, 1
	xxspltw	50, \row, 2
	xxspltw	51, \row, 3
	vadduwm	\w, \w, 16
	vadduwm	\w+1, \w+1, 17
	vadduwm	\w+2, \w+2, 18
	vadduwm	\w+3, \w+3, 19
.endm

// 4x4 transpose of words: afterwards register r+m holds element m of r..r+3 (in that
// order). Temporaries v16-v19.
.macro TRANSPOSE4 r
	vmrghw	16, \r, \r+1
	vmrghw	17, \r+2, \r+3
	vmrglw	18, \r, \r+1
	vmrglw	19, \r+2, \r+3
	xxpermdi 32+\r, 48, 49, 0
	xxpermdi 32+\r+1, 48, 49, 3
	xxpermdi 32+\r+2, 50, 51, 0
	xxpermdi 32+\r+3, 50, 51, 3
.endm

// Block j of the group: rows in v(j), v(4+j), v(8+j), v(12+j) (after the transposes);
// XOR with 64 input bytes at r4 and store at r3, both advanced; one block fewer left
// (r5, cr0 set from it), inc more 16-byte blocks available to Poly1305.
.macro XOR_BLOCK j
	lxvw4x	48, 0, 4
	lxvw4x	49, 9, 4
	lxvw4x	50, 10, 4
	lxvw4x	51, 11, 4
	vxor	16, 16, \j
	vxor	17, 17, 4+\j
	vxor	18, 18, 8+\j
	vxor	19, 19, 12+\j
	stxvw4x	48, 0, 3
	stxvw4x	49, 9, 3
	stxvw4x	50, 10, 3
	stxvw4x	51, 11, 3
	addi	4, 4, 64
	addi	3, 3, 64
	add	21, 21, 22
	addi	5, 5, -1
	cmpldi	5, 0
.endm

// Absorb avail (r21) blocks at P alone, then avail = 0. Uses CTR.
.macro POLY_ALONE
	cmpldi	21, 0
	beq	8f
	mtctr	21
7:	POLY_BLOCK
	bdnz	7b
	li	21, 0
8:
.endm

LIMB_ENTRY(limb_chacha20poly1305_seal_power8)
	li	12, 4			// seal: each stored block lets Poly1305 absorb 4 more
	b	.Las_body
LIMB_END(limb_chacha20poly1305_seal_power8)

LIMB_ENTRY(limb_chacha20poly1305_open_power8)
	li	12, 0			// open: everything is available from the start
.Las_body:
	cmpldi	5, 0
	beqlr				// nblocks == 0: nothing to do (public length)
	std	14, -144(1)
	std	15, -136(1)
	std	16, -128(1)
	std	17, -120(1)
	std	18, -112(1)
	std	19, -104(1)
	std	20, -96(1)
	std	21, -88(1)
	std	22, -80(1)
	std	23, -72(1)
	std	24, -64(1)
	std	25, -56(1)
	std	26, -48(1)
	std	27, -40(1)
	std	28, -32(1)
	std	29, -24(1)
	std	30, -16(1)
	std	31, -8(1)

	// Poly1305: seal reads out from its start, with nothing available yet; open reads
	// in, all 4*nblocks blocks available.
	mr	22, 12
	mr	20, 3
	li	21, 0
	cmpldi	22, 0
	bne	1f
	mr	20, 4
	sldi	21, 5, 2
1:	ld	14, 0(8)		// h0
	ld	15, 8(8)		// h1
	ld	16, 16(8)		// h2
	ld	17, 24(8)		// r0
	ld	18, 32(8)		// r1
	srdi	19, 18, 2
	add	19, 19, 18		// s1 = r1 + r1/4 (< 2^61: no carry)
	li	31, 1			// hibit

	// ChaCha20 input rows and constants.
	mflr	0
	bcl	20, 31, 2f
2:	mflr	12
	mtlr	0
	addis	12, 12, (.Las_consts - 2b)@ha
	addi	12, 12, (.Las_consts - 2b)@l
	li	9, 16
	li	10, 32
	li	11, 48
	lxvw4x	0, 0, 12		// sigma
	lxvw4x	5, 9, 12		// rotl 16 control
	lxvw4x	6, 10, 12		// rotl 8 control
	lxvw4x	48, 11, 12		// v16 = 0, 1, 2, 3
	lxvw4x	1, 0, 6			// key[0..3]
	lxvw4x	2, 9, 6			// key[4..7]
	lxvw4x	3, 0, 7			// counter, nonce
	xxspltw	49, 3, 0
	vadduwm	16, 16, 17		// word 12 of blocks 0..3
	xxlor	4, 48, 48

.Las_group:
	xxspltw	32, 0, 0
	xxspltw	33, 0, 1
	xxspltw	34, 0, 2
	xxspltw	35, 0, 3
	xxspltw	36, 1, 0
	xxspltw	37, 1, 1
	xxspltw	38, 1, 2
	xxspltw	39, 1, 3
	xxspltw	40, 2, 0
	xxspltw	41, 2, 1
	xxspltw	42, 2, 2
	xxspltw	43, 2, 3
	xxlor	44, 4, 4
	xxspltw	45, 3, 1
	xxspltw	46, 3, 2
	xxspltw	47, 3, 3
	vspltisw 16, 12
	vspltisw 17, 7
	xxlor	50, 5, 5
	xxlor	51, 6, 6
	cmpldi	21, 16
	blt	.Las_plain

	// Stitched: 16 Poly1305 blocks at P over the ten double rounds.
	li	12, 6
	mtctr	12
.Las_dr2:
	DOUBLE_ROUND 1, 1
	bdnz	.Las_dr2
	li	12, 4
	mtctr	12
.Las_dr1:
	DOUBLE_ROUND 1, 0
	bdnz	.Las_dr1
	addi	21, 21, -16
	b	.Las_feed

.Las_plain:
	// Fewer than 16 blocks available: seal's first group (none) or open's final
	// partial group (absorbed now, before its store may overwrite in).
	POLY_ALONE
	li	12, 10
	mtctr	12
.Las_dr0:
	DOUBLE_ROUND 0, 0
	bdnz	.Las_dr0

.Las_feed:
	// Feed-forward: add the input words back.
	ADD_ROW	0, 0
	ADD_ROW	4, 1
	ADD_ROW	8, 2
	xxlor	48, 4, 4
	xxspltw	49, 3, 1
	xxspltw	50, 3, 2
	xxspltw	51, 3, 3
	vadduwm	12, 12, 16
	vadduwm	13, 13, 17
	vadduwm	14, 14, 18
	vadduwm	15, 15, 19
	vspltisw 17, 4
	vadduwm	16, 16, 17
	xxlor	4, 48, 48		// the next group's counters

	// v(4k+j) = block j's row k, for each row k.
	TRANSPOSE4 0
	TRANSPOSE4 4
	TRANSPOSE4 8
	TRANSPOSE4 12

	XOR_BLOCK 0
	beq	.Las_done
	XOR_BLOCK 1
	beq	.Las_done
	XOR_BLOCK 2
	beq	.Las_done
	XOR_BLOCK 3
	bne	.Las_group

.Las_done:
	// Seal: the last group's blocks (open has none left).
	POLY_ALONE
	std	14, 0(8)
	std	15, 8(8)
	std	16, 16(8)

	// Every vector register written above, zeroed.
	.irp r, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19
	vxor	\r, \r, \r
	.endr
	.irp r, 0, 1, 2, 3, 4, 5, 6
	xxlxor	\r, \r, \r
	.endr

	ld	14, -144(1)
	ld	15, -136(1)
	ld	16, -128(1)
	ld	17, -120(1)
	ld	18, -112(1)
	ld	19, -104(1)
	ld	20, -96(1)
	ld	21, -88(1)
	ld	22, -80(1)
	ld	23, -72(1)
	ld	24, -64(1)
	ld	25, -56(1)
	ld	26, -48(1)
	ld	27, -40(1)
	ld	28, -32(1)
	ld	29, -24(1)
	ld	30, -16(1)
	ld	31, -8(1)
	blr
LIMB_END(limb_chacha20poly1305_open_power8)

#endif  // defined(__powerpc64__) && defined(__LITTLE_ENDIAN__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
