// limb_chacha20poly1305_seal_neon, limb_chacha20poly1305_open_neon: ChaCha20-Poly1305 bulk,
//   aarch64, ChaCha20 on four blocks in NEON registers stitched with scalar base 2^64
//   Poly1305 (MUL/UMULH) in one instruction stream.
// Twins: aead_seal_blocks_g / aead_open_blocks_g (symmetric/chacha20poly1305/
//   chacha20poly1305_generic.cc); tests require identical output bytes and h limbs
//   (chacha20poly1305_test.cc, AeadStitchKernelsTest.KernelsMatchTwins).
// Contract: AeadStitchKernels::seal/open in symmetric/chacha20poly1305/
//   chacha20poly1305_internal.h: whole 64-byte blocks, out == in allowed, any alignment,
//   nblocks MAY be 0, counter_nonce[0] + nblocks <= 2^32; the 4*nblocks 16-byte blocks of
//   the ciphertext (seal: out, open: in) are absorbed with hibit = 1; h2 <= 4 in and out;
//   st->pow and st->pow_ready are neither read nor written.
// Selected by chacha20poly1305_dispatch.cc (table "aarch64_neon") when cpu.neon; the
//   table's entries are these symbols themselves (chacha20poly1305_asm.h).
// C:   void limb_chacha20poly1305_seal_neon(uint8_t* out, const uint8_t* in, size_t nblocks,
//                 const uint32_t key[8], const uint32_t counter_nonce[4], Poly1305State* st);
//      void limb_chacha20poly1305_open_neon(same arguments);
// ABI: AAPCS64 leaf (x30 never stored). In: x0=out x1=in x2=nblocks x3=key
//   x4=counter_nonce x5=st. Out: none. Poly1305State offsets: h0 0, h1 8, h2 16, r0 24,
//   r1 32. A 64-byte frame holds x19-x26.
// Register map: v16-v31 = ChaCha20 state words x0..x15 of the group's four blocks (lane j
//   = block j), v0-v3 = rotation/transpose temporaries and input, v4 = TBL mask (rotate
//   by 8), v5 = the group's word-12 counters, v7 = 4 in every lane (as chacha20_neon.S);
//   x24 = &sigma, x25 = key + 16, w8 = double-round counter, x2 = blocks left;
//   Poly1305: x9/x10/x11 = h0/h1/h2, x12 = r0, x13 = r1, x14 = s1 = r1 + r1/4, x7 = 1
//   (hibit), x15 = the next 16-byte block to absorb, x19:x20 = d0 (lo:hi),
//   x21:x22 = d1 (lo:hi), x23 = d2, x16/x17 = message words and partial products,
//   x26 = blocks left in a scalar Poly1305 loop, x6 = 1 for open, 0 for seal.
// Clobbers: x0-x17 (x0/x1 advanced), v0-v5, v7 and v16-v31 (every one zeroed before
//   returning: no key, keystream or state stays in a vector register), flags. x19-x26
//   are saved and restored; v6 and v8-v15 are never touched. The general registers that held h
//   and r are not wiped (as the scalar Poly1305 kernels).
// Strategy: per group of four blocks, the ten double rounds of chacha20_neon.S, split
//   into eight steps each (a+=b, d^=a, d<<<16 | c+=d, b^=c, b<<<12 | ... <<<8 | ... <<<7,
//   on the four columns or the four diagonals at once), each step into runs of four
//   independent NEON instructions (28 runs per double round). A Poly1305 block step is
//   cut into fourteen chunks P1..P14 of two or three dependent scalar instructions, one
//   chunk after a run: two Poly1305 blocks per double round in the first six (a chunk
//   after every run), one in the last four (after every other run), 16 blocks (256
//   bytes, one group) in all. The arithmetic is the twin's (poly1305_blocks_g): h += m +
//   2^128; d0 = h0*r0 + h1*s1, d1 = h0*r1 + h1*r0 + h2*s1, d2 = h2*r0; carry
//   d0 -> d1 -> d2; fold c = d2 & ~3 back as c + c/4 (d2 < 2^63, so one word; the same
//   integer as the twin's two additions, hence the same limbs).
//   Which ciphertext is absorbed: open absorbs the group's own input during its rounds,
//   before the XOR stores over it (out == in), and a final partial group's 4*nblocks
//   blocks with a scalar loop before its rounds; seal absorbs the previous group's
//   output during a group's rounds (none in the first group) and what is left (the last
//   group's output) with the scalar loop after the last store. Every branch depends on
//   nblocks, on which entry was called, or on out (public), never on data.
// CAUTION: ADC/ADCS read the carry of the instruction before in the same chain, and a
//   chain may span two chunks (P1 ADDS, P2 ADCS/ADC; P13 ADDS, P14 ADCS/ADC) with NEON
//   instructions between them: those set no flags. Every Poly1305 block starts and
//   ends within one double round, so the loop's SUBS (w8, x2, x26) never falls inside a
//   chain.
// CAUTION: x18 is the platform register and is never used.
// Measured: instruction counts only (no aarch64 hardware); see benchmarks/RESULTS.md,
//   "chacha20poly1305_neon.S".
#include "limb/asm/asm_common.h"

#if defined(__aarch64__) && !defined(LIMB_NO_ASM)

	.section .rodata
	.p2align 4
.Lcp_sigma:	// "expand 32-byte k"
	.long 0x61707865, 0x3320646e, 0x79622d32, 0x6b206574
.Lcp_rot8:	// TBL indices: rotate each 32-bit lane left by 8
	.byte 3, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10, 15, 12, 13, 14
.Lcp_iota:	// lane j of a group: block j
	.long 0, 1, 2, 3

// ---- ChaCha20: one step of a quarter round on four lane groups (a_i, b_i, c_i, d_i).
// a += b; d ^= a; d <<<= 16
.macro S16 a0, b0, c0, d0, a1, b1, c1, d1, a2, b2, c2, d2, a3, b3, c3, d3, p1, p2, p3, p4
	add	\a0\().4s, \a0\().4s, \b0\().4s
	add	\a1\().4s, \a1\().4s, \b1\().4s
	add	\a2\().4s, \a2\().4s, \b2\().4s
	add	\a3\().4s, \a3\().4s, \b3\().4s
	\p1
	eor	\d0\().16b, \d0\().16b, \a0\().16b
	eor	\d1\().16b, \d1\().16b, \a1\().16b
	eor	\d2\().16b, \d2\().16b, \a2\().16b
	eor	\d3\().16b, \d3\().16b, \a3\().16b
	\p2
	rev32	\d0\().8h, \d0\().8h
	rev32	\d1\().8h, \d1\().8h
	rev32	\d2\().8h, \d2\().8h
	rev32	\d3\().8h, \d3\().8h
	\p3
	\p4
.endm
// c += d; b ^= c; b <<<= 12 (the XOR goes to v0-v3, then SHL + SRI into b)
.macro S12 a0, b0, c0, d0, a1, b1, c1, d1, a2, b2, c2, d2, a3, b3, c3, d3, p1, p2, p3, p4
	add	\c0\().4s, \c0\().4s, \d0\().4s
	add	\c1\().4s, \c1\().4s, \d1\().4s
	add	\c2\().4s, \c2\().4s, \d2\().4s
	add	\c3\().4s, \c3\().4s, \d3\().4s
	\p1
	eor	v0.16b, \b0\().16b, \c0\().16b
	eor	v1.16b, \b1\().16b, \c1\().16b
	eor	v2.16b, \b2\().16b, \c2\().16b
	eor	v3.16b, \b3\().16b, \c3\().16b
	\p2
	shl	\b0\().4s, v0.4s, #12
	shl	\b1\().4s, v1.4s, #12
	shl	\b2\().4s, v2.4s, #12
	shl	\b3\().4s, v3.4s, #12
	\p3
	sri	\b0\().4s, v0.4s, #20
	sri	\b1\().4s, v1.4s, #20
	sri	\b2\().4s, v2.4s, #20
	sri	\b3\().4s, v3.4s, #20
	\p4
.endm
// a += b; d ^= a; d <<<= 8 (TBL with the mask in v4)
.macro S8 a0, b0, c0, d0, a1, b1, c1, d1, a2, b2, c2, d2, a3, b3, c3, d3, p1, p2, p3, p4
	add	\a0\().4s, \a0\().4s, \b0\().4s
	add	\a1\().4s, \a1\().4s, \b1\().4s
	add	\a2\().4s, \a2\().4s, \b2\().4s
	add	\a3\().4s, \a3\().4s, \b3\().4s
	\p1
	eor	\d0\().16b, \d0\().16b, \a0\().16b
	eor	\d1\().16b, \d1\().16b, \a1\().16b
	eor	\d2\().16b, \d2\().16b, \a2\().16b
	eor	\d3\().16b, \d3\().16b, \a3\().16b
	\p2
	tbl	\d0\().16b, {\d0\().16b}, v4.16b
	tbl	\d1\().16b, {\d1\().16b}, v4.16b
	tbl	\d2\().16b, {\d2\().16b}, v4.16b
	tbl	\d3\().16b, {\d3\().16b}, v4.16b
	\p3
	\p4
.endm
// c += d; b ^= c; b <<<= 7
.macro S7 a0, b0, c0, d0, a1, b1, c1, d1, a2, b2, c2, d2, a3, b3, c3, d3, p1, p2, p3, p4
	add	\c0\().4s, \c0\().4s, \d0\().4s
	add	\c1\().4s, \c1\().4s, \d1\().4s
	add	\c2\().4s, \c2\().4s, \d2\().4s
	add	\c3\().4s, \c3\().4s, \d3\().4s
	\p1
	eor	v0.16b, \b0\().16b, \c0\().16b
	eor	v1.16b, \b1\().16b, \c1\().16b
	eor	v2.16b, \b2\().16b, \c2\().16b
	eor	v3.16b, \b3\().16b, \c3\().16b
	\p2
	shl	\b0\().4s, v0.4s, #7
	shl	\b1\().4s, v1.4s, #7
	shl	\b2\().4s, v2.4s, #7
	shl	\b3\().4s, v3.4s, #7
	\p3
	sri	\b0\().4s, v0.4s, #25
	sri	\b1\().4s, v1.4s, #25
	sri	\b2\().4s, v2.4s, #25
	sri	\b3\().4s, v3.4s, #25
	\p4
.endm
// Columns (0,4,8,12) (1,5,9,13) (2,6,10,14) (3,7,11,15).
.macro COL step, p1, p2, p3, p4
	\step	v16, v20, v24, v28, v17, v21, v25, v29, v18, v22, v26, v30, v19, v23, v27, v31, \p1, \p2, \p3, \p4
.endm
// Diagonals (0,5,10,15) (1,6,11,12) (2,7,8,13) (3,4,9,14).
.macro DIAG step, p1, p2, p3, p4
	\step	v16, v21, v26, v31, v17, v22, v27, v28, v18, v23, v24, v29, v19, v20, v25, v30, \p1, \p2, \p3, \p4
.endm

// ---- Poly1305: one block step (the twin's), in fourteen chunks P1..P14 of two or three
// scalar instructions, so that they can sit between groups of four NEON instructions.
// h += m + 2^128 (m = 16 bytes at x15, advanced; h2 <= 4 + 1 + 1 = 6)
.macro P1
	ldp	x16, x17, [x15], #16
	adds	x9, x9, x16
.endm
.macro P2
	adcs	x10, x10, x17
	adc	x11, x11, x7
.endm
// d0 = h0*r0 + h1*s1 (< 2^126: no carry out)
.macro P3
	mul	x19, x9, x12
	umulh	x20, x9, x12
.endm
.macro P4
	mul	x16, x10, x14
	umulh	x17, x10, x14
.endm
.macro P5
	adds	x19, x19, x16
	adc	x20, x20, x17
.endm
// d1 = h0*r1 + h1*r0 + h2*s1 (< 2^125 + 2^63: no carry out); d2 = h2*r0
// (h2*s1 and h2*r0 < 6*1.25*2^60 < 2^63: one word each)
.macro P6
	mul	x21, x9, x13
	umulh	x22, x9, x13
.endm
.macro P7
	mul	x16, x10, x12
	umulh	x17, x10, x12
.endm
.macro P8
	adds	x21, x21, x16
	adc	x22, x22, x17
.endm
.macro P9
	mul	x16, x11, x14
	mul	x23, x11, x12
.endm
.macro P10
	adds	x21, x21, x16
	adc	x22, x22, xzr
.endm
// carry d0 -> d1 -> d2 (d2 < 6*2^60 + 2^61 + 1 < 2^63)
.macro P11
	adds	x21, x21, x20
	adc	x22, x22, xzr
.endm
// fold c = d2 & ~3 as c + c/4 (< 2^64): h = d0 + d1*2^64 + (d2 & 3)*2^128 + c + c/4,
// so h2 <= 4
.macro P12
	add	x23, x23, x22
	and	x16, x23, #0xfffffffffffffffc
	and	x11, x23, #3
.endm
.macro P13
	add	x16, x16, x16, lsr #2
	adds	x9, x19, x16
.endm
.macro P14
	adcs	x10, x21, xzr
	adc	x11, x11, xzr
.endm
.macro POLY_BLOCK
	P1
	P2
	P3
	P4
	P5
	P6
	P7
	P8
	P9
	P10
	P11
	P12
	P13
	P14
.endm

// Poly1305 over \cnt (> 0) blocks at x15 with no ChaCha20 beside it; \cnt counts down.
.macro POLY_LOOP cnt
1:
	POLY_BLOCK
	subs	\cnt, \cnt, #1
	b.ne	1b
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

// 4x4 transpose of 32-bit lanes: afterwards r_k holds lane k of r0..r3 (in that order).
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

LIMB_ENTRY(limb_chacha20poly1305_seal_neon)
	mov	x6, #0
	b	.Lcp_body
LIMB_END(limb_chacha20poly1305_seal_neon)

LIMB_ENTRY(limb_chacha20poly1305_open_neon)
	mov	x6, #1
.Lcp_body:
	cbz	x2, .Lcp_ret			// nothing to do (public length)
	stp	x19, x20, [sp, #-64]!
	.cfi_adjust_cfa_offset 64
	.cfi_rel_offset x19, 0
	.cfi_rel_offset x20, 8
	stp	x21, x22, [sp, #16]
	.cfi_rel_offset x21, 16
	.cfi_rel_offset x22, 24
	stp	x23, x24, [sp, #32]
	.cfi_rel_offset x23, 32
	.cfi_rel_offset x24, 40
	stp	x25, x26, [sp, #48]
	.cfi_rel_offset x25, 48
	.cfi_rel_offset x26, 56

	// Poly1305 state and constants.
	ldp	x9, x10, [x5]			// h0, h1
	ldr	x11, [x5, #16]			// h2
	ldp	x12, x13, [x5, #24]		// r0, r1
	add	x14, x13, x13, lsr #2		// s1 = r1 + r1/4 (< 2^61: no carry)
	mov	x7, #1				// hibit
	// seal absorbs out (trailing one group), open absorbs in (the current group).
	cmp	x6, #0
	csel	x15, x0, x1, eq

	// ChaCha20 constants.
	adrp	x24, .Lcp_rot8
	ldr	q4, [x24, #:lo12:.Lcp_rot8]
	adrp	x24, .Lcp_iota
	ldr	q0, [x24, #:lo12:.Lcp_iota]
	adrp	x24, .Lcp_sigma
	add	x24, x24, #:lo12:.Lcp_sigma
	add	x25, x3, #16
	ld1r	{v5.4s}, [x4]
	add	v5.4s, v5.4s, v0.4s		// word 12 of blocks 0..3
	movi	v7.4s, #4

.Lcp_group:
	ld4r	{v16.4s, v17.4s, v18.4s, v19.4s}, [x24]
	ld4r	{v20.4s, v21.4s, v22.4s, v23.4s}, [x3]
	ld4r	{v24.4s, v25.4s, v26.4s, v27.4s}, [x25]
	ld4r	{v28.4s, v29.4s, v30.4s, v31.4s}, [x4]
	mov	v28.16b, v5.16b
	cbnz	x6, .Lcp_open_select
	// seal: the previous group's 256 output bytes wait at x15, unless this is the first.
	cmp	x15, x0
	b.ne	.Lcp_rounds_poly
	b	.Lcp_rounds_plain
.Lcp_open_select:
	// open: a whole group is absorbed during its rounds; a last partial one (1..3
	// blocks) before them, since its stores may overwrite the ciphertext (out == in).
	cmp	x2, #4
	b.hs	.Lcp_rounds_poly
	lsl	x26, x2, #2
	POLY_LOOP x26
	b	.Lcp_rounds_plain

	.p2align 5
.Lcp_rounds_poly:
	mov	w8, #6
.Lcp_dr_poly2:					// a double round beside two Poly1305 blocks
	COL	S16, P1, P2, P3
	COL	S12, P4, P5, P6, P7
	COL	S8, P8, P9, P10
	COL	S7, P11, P12, P13, P14
	DIAG	S16, P1, P2, P3
	DIAG	S12, P4, P5, P6, P7
	DIAG	S8, P8, P9, P10
	DIAG	S7, P11, P12, P13, P14
	subs	w8, w8, #1
	b.ne	.Lcp_dr_poly2
	mov	w8, #4
.Lcp_dr_poly1:					// a double round beside one Poly1305 block
	COL	S16, P1, , P2
	COL	S12, , P3, , P4
	COL	S8, P5, , P6
	COL	S7, , P7, , P8
	DIAG	S16, P9, , P10
	DIAG	S12, , P11, , P12
	DIAG	S8, P13, , P14
	DIAG	S7
	subs	w8, w8, #1
	b.ne	.Lcp_dr_poly1
	b	.Lcp_finish

	.p2align 5
.Lcp_rounds_plain:
	mov	w8, #10
.Lcp_dr_plain:
	COL	S16
	COL	S12
	COL	S8
	COL	S7
	DIAG	S16
	DIAG	S12
	DIAG	S8
	DIAG	S7
	subs	w8, w8, #1
	b.ne	.Lcp_dr_plain

.Lcp_finish:
	// Feed-forward: add the input words back.
	ld4r	{v0.4s, v1.4s, v2.4s, v3.4s}, [x24]
	add	v16.4s, v16.4s, v0.4s
	add	v17.4s, v17.4s, v1.4s
	add	v18.4s, v18.4s, v2.4s
	add	v19.4s, v19.4s, v3.4s
	ld4r	{v0.4s, v1.4s, v2.4s, v3.4s}, [x3]
	add	v20.4s, v20.4s, v0.4s
	add	v21.4s, v21.4s, v1.4s
	add	v22.4s, v22.4s, v2.4s
	add	v23.4s, v23.4s, v3.4s
	ld4r	{v0.4s, v1.4s, v2.4s, v3.4s}, [x25]
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

	// Store the blocks that exist (nblocks is public).
	XOR_BLOCK v16, v20, v24, v28
	subs	x2, x2, #1
	b.eq	.Lcp_groups_done
	XOR_BLOCK v17, v21, v25, v29
	subs	x2, x2, #1
	b.eq	.Lcp_groups_done
	XOR_BLOCK v18, v22, v26, v30
	subs	x2, x2, #1
	b.eq	.Lcp_groups_done
	XOR_BLOCK v19, v23, v27, v31
	subs	x2, x2, #1
	b.ne	.Lcp_group

.Lcp_groups_done:
	// seal: absorb the output not yet absorbed (the last group's, 1..4 blocks of 64
	// bytes); open has absorbed everything (x15 == x1 here).
	cbnz	x6, .Lcp_store_h
	sub	x26, x0, x15
	lsr	x26, x26, #4			// 16-byte blocks, 4..16
	POLY_LOOP x26

.Lcp_store_h:
	stp	x9, x10, [x5]
	str	x11, [x5, #16]

	// No key, keystream or state left in a vector register.
	movi	v0.16b, #0
	movi	v1.16b, #0
	movi	v2.16b, #0
	movi	v3.16b, #0
	movi	v4.16b, #0
	movi	v5.16b, #0
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

	ldp	x25, x26, [sp, #48]
	ldp	x23, x24, [sp, #32]
	ldp	x21, x22, [sp, #16]
	ldp	x19, x20, [sp], #64
	.cfi_restore x19
	.cfi_restore x20
	.cfi_restore x21
	.cfi_restore x22
	.cfi_restore x23
	.cfi_restore x24
	.cfi_restore x25
	.cfi_restore x26
	.cfi_adjust_cfa_offset -64
.Lcp_ret:
	ret
LIMB_END(limb_chacha20poly1305_open_neon)

#endif  // defined(__aarch64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
