// limb_chacha20_blocks_neon: ChaCha20, aarch64 Advanced SIMD (4 blocks in parallel).
// limb_chacha20_block1_neon: ChaCha20, aarch64 Advanced SIMD (one block at a time).
// Twin: chacha20_blocks_g (symmetric/chacha20/chacha20_generic.cc); tests require
// identical output for every nblocks (symmetric/chacha20/chacha20_test.cc).
// Contract: see ChaCha20Kernels::blocks in symmetric/chacha20/chacha20_internal.h, except
// that in MUST NOT be null (the dispatcher turns a null in into zeros, in place). Both
// take any nblocks (0 writes nothing); counter_nonce[0] + nblocks <= 2^32 (no wrap).
// Selected by chacha20_dispatch.cc (table "aarch64_neon") when cpu.neon; the split
// between the two is in chacha20_aarch64.cc.
// C:   void limb_chacha20_blocks_neon(uint8_t* out, const uint8_t* in, size_t nblocks,
//                 const uint32_t key[8], const uint32_t counter_nonce[4]);
//      void limb_chacha20_block1_neon(same arguments);
// ABI: AAPCS64 leaf (x30 never stored, no stack). In: x0=out x1=in x2=nblocks x3=key
//   x4=counter_nonce. Out: none.
// Register map, blocks_neon: v16-v31 = state words x0..x15 (one register per word, lane j
//   = block j of the group of 4: the vertical layout); v0-v3 = rotation and transpose
//   temporaries, then the feed-forward words and the input; v4 = TBL mask (rotate by 8);
//   v5 = the group's word-12 counters; v7 = 4 in every lane; x9 = &sigma, x10 = key + 16,
//   w8 = double-round counter, x2 = blocks left.
// Register map, block1_neon: v16-v19 = state rows (x0..3, x4..7, x8..11, x12..15: the
//   horizontal layout); v0-v3 = input rows (sigma, key, key, counter||nonce, word 12
//   advancing by one per block); v4 = TBL mask; v5 = {1, 0, 0, 0}; v6 = rotation
//   temporary; v20-v23 = input block; w8 = double-round counter, x2 = blocks left.
// Clobbers: x0-x2 (advanced past the output, the input and the blocks), x8-x10, v0-v7 and
//   v16-v31 (every one zeroed before returning: no key or keystream stays in a register),
//   flags. x19-x29 and v8-v15 untouched.
// Strategy: rotations by 16 are REV32 on halfwords, by 8 a TBL byte permutation, by 12
//   and 7 SHL into the destination then SRI (the XOR result goes to a temporary, so the
//   rotate needs no extra move). blocks_neon runs the four quarter rounds of a round in
//   parallel, adds the input back as broadcasts (LD4R, word 12 from v5), transposes each
//   4x4 quarter of the state with ZIP1/ZIP2 so that v(16+4k+j) holds block j's row k
//   (words 4k..4k+3), then XORs and stores each block only if it exists (nblocks is public).
//   block1_neon diagonalises with EXT (lanes rotated by 1, 2, 3) between half rounds.
// Measured: instruction counts only (no aarch64 hardware); see benchmarks/RESULTS.md,
//   "chacha20_neon.S".
#include "limb/asm/asm_common.h"

#if defined(__aarch64__) && !defined(LIMB_NO_ASM)

	.section .rodata
	.p2align 4
.Lcn_sigma:	// "expand 32-byte k"
	.long 0x61707865, 0x3320646e, 0x79622d32, 0x6b206574
.Lcn_rot8:	// TBL indices: rotate each 32-bit lane left by 8
	.byte 3, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10, 15, 12, 13, 14
.Lcn_iota:	// lane j of a group: block j
	.long 0, 1, 2, 3
.Lcn_one:	// block1: the next block's word 12
	.long 1, 0, 0, 0

// Four quarter rounds in parallel, one per lane group (a_i, b_i, c_i, d_i), i = 0..3;
// v0-v3 are the temporaries, v4 the rotate-by-8 mask.
.macro QR4 a0, b0, c0, d0, a1, b1, c1, d1, a2, b2, c2, d2, a3, b3, c3, d3
	add	\a0\().4s, \a0\().4s, \b0\().4s
	add	\a1\().4s, \a1\().4s, \b1\().4s
	add	\a2\().4s, \a2\().4s, \b2\().4s
	add	\a3\().4s, \a3\().4s, \b3\().4s
	eor	\d0\().16b, \d0\().16b, \a0\().16b
	eor	\d1\().16b, \d1\().16b, \a1\().16b
	eor	\d2\().16b, \d2\().16b, \a2\().16b
	eor	\d3\().16b, \d3\().16b, \a3\().16b
	rev32	\d0\().8h, \d0\().8h
	rev32	\d1\().8h, \d1\().8h
	rev32	\d2\().8h, \d2\().8h
	rev32	\d3\().8h, \d3\().8h
	add	\c0\().4s, \c0\().4s, \d0\().4s
	add	\c1\().4s, \c1\().4s, \d1\().4s
	add	\c2\().4s, \c2\().4s, \d2\().4s
	add	\c3\().4s, \c3\().4s, \d3\().4s
	eor	v0.16b, \b0\().16b, \c0\().16b
	eor	v1.16b, \b1\().16b, \c1\().16b
	eor	v2.16b, \b2\().16b, \c2\().16b
	eor	v3.16b, \b3\().16b, \c3\().16b
	shl	\b0\().4s, v0.4s, #12
	shl	\b1\().4s, v1.4s, #12
	shl	\b2\().4s, v2.4s, #12
	shl	\b3\().4s, v3.4s, #12
	sri	\b0\().4s, v0.4s, #20
	sri	\b1\().4s, v1.4s, #20
	sri	\b2\().4s, v2.4s, #20
	sri	\b3\().4s, v3.4s, #20
	add	\a0\().4s, \a0\().4s, \b0\().4s
	add	\a1\().4s, \a1\().4s, \b1\().4s
	add	\a2\().4s, \a2\().4s, \b2\().4s
	add	\a3\().4s, \a3\().4s, \b3\().4s
	eor	\d0\().16b, \d0\().16b, \a0\().16b
	eor	\d1\().16b, \d1\().16b, \a1\().16b
	eor	\d2\().16b, \d2\().16b, \a2\().16b
	eor	\d3\().16b, \d3\().16b, \a3\().16b
	tbl	\d0\().16b, {\d0\().16b}, v4.16b
	tbl	\d1\().16b, {\d1\().16b}, v4.16b
	tbl	\d2\().16b, {\d2\().16b}, v4.16b
	tbl	\d3\().16b, {\d3\().16b}, v4.16b
	add	\c0\().4s, \c0\().4s, \d0\().4s
	add	\c1\().4s, \c1\().4s, \d1\().4s
	add	\c2\().4s, \c2\().4s, \d2\().4s
	add	\c3\().4s, \c3\().4s, \d3\().4s
	eor	v0.16b, \b0\().16b, \c0\().16b
	eor	v1.16b, \b1\().16b, \c1\().16b
	eor	v2.16b, \b2\().16b, \c2\().16b
	eor	v3.16b, \b3\().16b, \c3\().16b
	shl	\b0\().4s, v0.4s, #7
	shl	\b1\().4s, v1.4s, #7
	shl	\b2\().4s, v2.4s, #7
	shl	\b3\().4s, v3.4s, #7
	sri	\b0\().4s, v0.4s, #25
	sri	\b1\().4s, v1.4s, #25
	sri	\b2\().4s, v2.4s, #25
	sri	\b3\().4s, v3.4s, #25
.endm

// 4x4 transpose of 32-bit lanes: afterwards r_k holds lane k of r0..r3 (in that order).
// Temporaries v0-v3.
.macro TRANSPOSE4 r0, r1, r2, r3
	zip1	v0.4s, \r0\().4s, \r1\().4s
	zip2	v1.4s, \r0\().4s, \r1\().4s
	zip1	v2.4s, \r2\().4s, \r3\().4s
	zip2	v3.4s, \r2\().4s, \r3\().4s
	zip1	\r0\().2d, v0.2d, v2.2d
	zip2	\r1\().2d, v0.2d, v2.2d
	zip1	\r2\().2d, v1.2d, v3.2d
	zip2	\r3\().2d, v1.2d, v3.2d
.endm

// Block j of the group: rows in r0..r3 (after the transposes); XOR with 64 input bytes
// at x1 and store at x0, both advanced.
.macro XOR_BLOCK r0, r1, r2, r3
	ld1	{v0.16b, v1.16b, v2.16b, v3.16b}, [x1], #64
	eor	v0.16b, v0.16b, \r0\().16b
	eor	v1.16b, v1.16b, \r1\().16b
	eor	v2.16b, v2.16b, \r2\().16b
	eor	v3.16b, v3.16b, \r3\().16b
	st1	{v0.16b, v1.16b, v2.16b, v3.16b}, [x0], #64
.endm

// Every vector register a kernel here writes, zeroed.
.macro ZERO_VECTORS
	movi	v0.16b, #0
	movi	v1.16b, #0
	movi	v2.16b, #0
	movi	v3.16b, #0
	movi	v4.16b, #0
	movi	v5.16b, #0
	movi	v6.16b, #0
	movi	v7.16b, #0
	movi	v16.16b, #0
	movi	v17.16b, #0
	movi	v18.16b, #0
	movi	v19.16b, #0
	movi	v20.16b, #0
	movi	v21.16b, #0
	movi	v22.16b, #0
	movi	v23.16b, #0
	movi	v24.16b, #0
	movi	v25.16b, #0
	movi	v26.16b, #0
	movi	v27.16b, #0
	movi	v28.16b, #0
	movi	v29.16b, #0
	movi	v30.16b, #0
	movi	v31.16b, #0
.endm

LIMB_ENTRY(limb_chacha20_blocks_neon)
	cbz	x2, .Lc4n_ret
	adrp	x9, .Lcn_rot8
	ldr	q4, [x9, #:lo12:.Lcn_rot8]
	adrp	x9, .Lcn_iota
	ldr	q0, [x9, #:lo12:.Lcn_iota]
	adrp	x9, .Lcn_sigma
	add	x9, x9, #:lo12:.Lcn_sigma
	add	x10, x3, #16
	ld1r	{v5.4s}, [x4]
	add	v5.4s, v5.4s, v0.4s		// word 12 of blocks 0..3
	movi	v7.4s, #4

.Lc4n_group:
	ld4r	{v16.4s, v17.4s, v18.4s, v19.4s}, [x9]
	ld4r	{v20.4s, v21.4s, v22.4s, v23.4s}, [x3]
	ld4r	{v24.4s, v25.4s, v26.4s, v27.4s}, [x10]
	ld4r	{v28.4s, v29.4s, v30.4s, v31.4s}, [x4]
	mov	v28.16b, v5.16b
	mov	w8, #10
.Lc4n_double_round:
	// Columns (0,4,8,12) (1,5,9,13) (2,6,10,14) (3,7,11,15).
	QR4	v16, v20, v24, v28, v17, v21, v25, v29, v18, v22, v26, v30, v19, v23, v27, v31
	// Diagonals (0,5,10,15) (1,6,11,12) (2,7,8,13) (3,4,9,14).
	QR4	v16, v21, v26, v31, v17, v22, v27, v28, v18, v23, v24, v29, v19, v20, v25, v30
	subs	w8, w8, #1
	b.ne	.Lc4n_double_round

	// Feed-forward: add the input words back.
	ld4r	{v0.4s, v1.4s, v2.4s, v3.4s}, [x9]
	add	v16.4s, v16.4s, v0.4s
	add	v17.4s, v17.4s, v1.4s
	add	v18.4s, v18.4s, v2.4s
	add	v19.4s, v19.4s, v3.4s
	ld4r	{v0.4s, v1.4s, v2.4s, v3.4s}, [x3]
	add	v20.4s, v20.4s, v0.4s
	add	v21.4s, v21.4s, v1.4s
	add	v22.4s, v22.4s, v2.4s
	add	v23.4s, v23.4s, v3.4s
	ld4r	{v0.4s, v1.4s, v2.4s, v3.4s}, [x10]
	add	v24.4s, v24.4s, v0.4s
	add	v25.4s, v25.4s, v1.4s
	add	v26.4s, v26.4s, v2.4s
	add	v27.4s, v27.4s, v3.4s
	ld4r	{v0.4s, v1.4s, v2.4s, v3.4s}, [x4]
	add	v28.4s, v28.4s, v5.4s
	add	v29.4s, v29.4s, v1.4s
	add	v30.4s, v30.4s, v2.4s
	add	v31.4s, v31.4s, v3.4s
	add	v5.4s, v5.4s, v7.4s		// the next group's counters

	// v(16+4k+j) = block j's row k, for each row k.
	TRANSPOSE4 v16, v17, v18, v19
	TRANSPOSE4 v20, v21, v22, v23
	TRANSPOSE4 v24, v25, v26, v27
	TRANSPOSE4 v28, v29, v30, v31

	XOR_BLOCK v16, v20, v24, v28
	subs	x2, x2, #1
	b.eq	.Lc4n_done
	XOR_BLOCK v17, v21, v25, v29
	subs	x2, x2, #1
	b.eq	.Lc4n_done
	XOR_BLOCK v18, v22, v26, v30
	subs	x2, x2, #1
	b.eq	.Lc4n_done
	XOR_BLOCK v19, v23, v27, v31
	subs	x2, x2, #1
	b.ne	.Lc4n_group
.Lc4n_done:
	ZERO_VECTORS
.Lc4n_ret:
	ret
LIMB_END(limb_chacha20_blocks_neon)

// One quarter round on the four lanes of rows a, b, c, d; v6 temporary, v4 the mask.
.macro QR1 a, b, c, d
	add	\a\().4s, \a\().4s, \b\().4s
	eor	\d\().16b, \d\().16b, \a\().16b
	rev32	\d\().8h, \d\().8h
	add	\c\().4s, \c\().4s, \d\().4s
	eor	v6.16b, \b\().16b, \c\().16b
	shl	\b\().4s, v6.4s, #12
	sri	\b\().4s, v6.4s, #20
	add	\a\().4s, \a\().4s, \b\().4s
	eor	\d\().16b, \d\().16b, \a\().16b
	tbl	\d\().16b, {\d\().16b}, v4.16b
	add	\c\().4s, \c\().4s, \d\().4s
	eor	v6.16b, \b\().16b, \c\().16b
	shl	\b\().4s, v6.4s, #7
	sri	\b\().4s, v6.4s, #25
.endm

LIMB_ENTRY(limb_chacha20_block1_neon)
	cbz	x2, .Lc1n_ret
	adrp	x9, .Lcn_rot8
	ldr	q4, [x9, #:lo12:.Lcn_rot8]
	adrp	x9, .Lcn_one
	ldr	q5, [x9, #:lo12:.Lcn_one]
	adrp	x9, .Lcn_sigma
	ldr	q0, [x9, #:lo12:.Lcn_sigma]
	ld1	{v1.4s, v2.4s}, [x3]
	ld1	{v3.4s}, [x4]
.Lc1n_block:
	mov	v16.16b, v0.16b
	mov	v17.16b, v1.16b
	mov	v18.16b, v2.16b
	mov	v19.16b, v3.16b
	mov	w8, #10
.Lc1n_double_round:
	QR1	v16, v17, v18, v19
	// Diagonals to columns: row 1 rotated by one lane, row 2 by two, row 3 by three.
	ext	v17.16b, v17.16b, v17.16b, #4
	ext	v18.16b, v18.16b, v18.16b, #8
	ext	v19.16b, v19.16b, v19.16b, #12
	QR1	v16, v17, v18, v19
	ext	v17.16b, v17.16b, v17.16b, #12
	ext	v18.16b, v18.16b, v18.16b, #8
	ext	v19.16b, v19.16b, v19.16b, #4
	subs	w8, w8, #1
	b.ne	.Lc1n_double_round

	add	v16.4s, v16.4s, v0.4s
	add	v17.4s, v17.4s, v1.4s
	add	v18.4s, v18.4s, v2.4s
	add	v19.4s, v19.4s, v3.4s
	add	v3.4s, v3.4s, v5.4s		// the next block's counter
	ld1	{v20.16b, v21.16b, v22.16b, v23.16b}, [x1], #64
	eor	v20.16b, v20.16b, v16.16b
	eor	v21.16b, v21.16b, v17.16b
	eor	v22.16b, v22.16b, v18.16b
	eor	v23.16b, v23.16b, v19.16b
	st1	{v20.16b, v21.16b, v22.16b, v23.16b}, [x0], #64
	subs	x2, x2, #1
	b.ne	.Lc1n_block
	ZERO_VECTORS
.Lc1n_ret:
	ret
LIMB_END(limb_chacha20_block1_neon)

#endif  // defined(__aarch64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
