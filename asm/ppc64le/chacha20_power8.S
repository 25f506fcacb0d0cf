// ChaCha20, POWER8 VMX/VSX: limb_chacha20_blocks_power8 (4 blocks in parallel, the
// vertical layout) and, below it, limb_chacha20_rows_power8 (1-3 blocks, the horizontal
// layout). chacha20_ppc64le.cc splits each call between them by nblocks.
//
// limb_chacha20_blocks_power8: 4 blocks in parallel.
// Twin: chacha20_blocks_g (symmetric/chacha20/chacha20_generic.cc); tests require
// identical output for every nblocks (symmetric/chacha20/chacha20_test.cc).
// Contract: see ChaCha20Kernels::blocks in symmetric/chacha20/chacha20_internal.h, except
// that in MUST NOT be null (the dispatcher turns a null in into zeros, in place). Takes any
// nblocks (0 writes nothing); counter_nonce[0] + nblocks <= 2^32 (no wrap). in and out
// may have any alignment. Needs ISA 2.07 (vpermxor, VSX).
// Selected by chacha20_dispatch.cc (table "ppc64le_power8") when cpu.power8; the entry is
// in chacha20_ppc64le.cc.
// C:   void limb_chacha20_blocks_power8(uint8_t* out, const uint8_t* in, size_t nblocks,
//                 const uint32_t key[8], const uint32_t counter_nonce[4]);
// ABI: ELFv2 leaf, no stack, never touches r2 (the TOC; LIMB_ENTRY's .localentry 1 says
//   so): the constants are addressed PC-relative (bcl 20,31 then mflr, LR kept in r0 and
//   put back). In: r3=out r4=in r5=nblocks r6=key r7=counter_nonce. Out: none.
// Register map: v0-v15 = state words x0..x15 (one register per word, word element j =
//   block j of the group of 4: the vertical layout; element numbers are the ISA's
//   big-endian ones, as lxvw4x loads memory word j into element j); during the rounds
//   v16 = 12 and v17 = 7 in every word (vrlw counts), v18 = vpermxor control for rotl 16,
//   v19 = for rotl 8; outside them v16-v19 are the feed-forward, transpose and
//   input temporaries. vs0 = sigma, vs1 = key[0..3], vs2 = key[4..7], vs3 =
//   counter_nonce (the input rows the state is splatted from and added back from),
//   vs4 = the group's word-12 counters, vs5/vs6 = the two vpermxor controls (copied to
//   v18/v19 each group). r8/r9/r10 = 16/32/48 (index registers), r11 = double-round
//   count (moved to CTR), r12 = &constants, r0 = caller's LR while r12 is computed,
//   r5 = blocks left.
// Clobbers: r0, r3-r5 (out and in advanced past what was written and read, nblocks
//   counted down), r8-r12, CTR, cr0, v0-v19 and vs0-vs6 (every one zeroed before
//   returning: no key or keystream stays in a register). Callee-saved v20-v31, vs14-vs31
//   (f14-f31), cr2-cr4, VRSAVE untouched.
// Strategy: quarter-round rotations by 16 and 8 are one vpermxor each: it XORs two
//   vectors and permutes bytes of the result, so with the same source byte index in both
//   nibbles of each control byte it computes rotl(d ^ a, n) in one instruction. The
//   indices are big-endian byte numbers of the register (byte 4k is the high byte of word
//   k), so rotl 16 takes bytes (2,3,0,1) of each word and rotl 8 bytes (1,2,3,0); the
//   control words below are those bytes, high first, read in by lxvw4x as words. 12 and
//   7 are vrlw by a splatted count (vspltisw). The four quarter rounds of a round run in
//   parallel; the feed-forward adds the input words back as splats (xxspltw from
//   vs0-vs3, word 12 from vs4); then each 4x4 quarter of the state is transposed
//   (vmrghw/vmrglw, xxpermdi) so that v(4k+j) holds block j's row k, and each block is
//   XORed and stored only if it exists (nblocks is public).
// Measured: instruction counts only (no POWER hardware); see benchmarks/RESULTS.md,
//   "chacha20_power8.S".
#include "limb/asm/asm_common.h"

#if defined(__powerpc64__) && defined(__LITTLE_ENDIAN__) && !defined(LIMB_NO_ASM)

	.machine power8
	.abiversion 2

	.section .rodata
	.p2align 4
.Lcp_consts:
	// "expand 32-byte k"
	.long 0x61707865, 0x3320646e, 0x79622d32, 0x6b206574
	// vpermxor control, rotl 16: word k's result bytes come from bytes 4k+2, 4k+3, 4k, 4k+1.
	.long 0x22330011, 0x66774455, 0xaabb8899, 0xeeffccdd
	// vpermxor control, rotl 8: from bytes 4k+1, 4k+2, 4k+3, 4k.
	.long 0x11223300, 0x55667744, 0x99aabb88, 0xddeeffcc
	// word element j of a group: block j
	.long 0, 1, 2, 3
	// the rows kernel's counter step: 1 in word 0 (counter_nonce[0]) only
	.long 1, 0, 0, 0

// Four quarter rounds in parallel on state words (a_i, b_i, c_i, d_i), i = 0..3 (VMX
// register numbers); v16/v17 the rotate counts, v18/v19 the vpermxor controls.
.macro QR4 a0, b0, c0, d0, a1, b1, c1, d1, a2, b2, c2, d2, a3, b3, c3, d3
	vadduwm	\a0, \a0, \b0
	vadduwm	\a1, \a1, \b1
	vadduwm	\a2, \a2, \b2
	vadduwm	\a3, \a3, \b3
	vpermxor \d0, \d0, \a0, 18
	vpermxor \d1, \d1, \a1, 18
	vpermxor \d2, \d2, \a2, 18
	vpermxor \d3, \d3, \a3, 18
	vadduwm	\c0, \c0, \d0
	vadduwm	\c1, \c1, \d1
	vadduwm	\c2, \c2, \d2
	vadduwm	\c3, \c3, \d3
	vxor	\b0, \b0, \c0
	vxor	\b1, \b1, \c1
	vxor	\b2, \b2, \c2
	vxor	\b3, \b3, \c3
	vrlw	\b0, \b0, 16
	vrlw	\b1, \b1, 16
	vrlw	\b2, \b2, 16
	vrlw	\b3, \b3, 16
	vadduwm	\a0, \a0, \b0
	vadduwm	\a1, \a1, \b1
	vadduwm	\a2, \a2, \b2
	vadduwm	\a3, \a3, \b3
	vpermxor \d0, \d0, \a0, 19
	vpermxor \d1, \d1, \a1, 19
	vpermxor \d2, \d2, \a2, 19
	vpermxor \d3, \d3, \a3, 19
	vadduwm	\c0, \c0, \d0
	vadduwm	\c1, \c1, \d1
	vadduwm	\c2, \c2, \d2
	vadduwm	\c3, \c3, \d3
	vxor	\b0, \b0, \c0
	vxor	\b1, \b1, \c1
	vxor	\b2, \b2, \c2
	vxor	\b3, \b3, \c3
	vrlw	\b0, \b0, 17
	vrlw	\b1, \b1, 17
	vrlw	\b2, \b2, 17
	vrlw	\b3, \b3, 17
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
	vmrghw	16, \r, \r+1		// r0 r1 of elements 0, 1
	vmrghw	17, \r+2, \r+3
	vmrglw	18, \r, \r+1		// elements 2, 3
	vmrglw	19, \r+2, \r+3
	xxpermdi 32+\r, 48, 49, 0
	xxpermdi 32+\r+1, 48, 49, 3
	xxpermdi 32+\r+2, 50, 51, 0
	xxpermdi 32+\r+3, 50, 51, 3
.endm

// Block j of the group: rows in v(j), v(4+j), v(8+j), v(12+j) (after the transposes);
// XOR with 64 input bytes at r4 and store at r3, both advanced.
.macro XOR_BLOCK j
	lxvw4x	48, 0, 4
	lxvw4x	49, 8, 4
	lxvw4x	50, 9, 4
	lxvw4x	51, 10, 4
	vxor	16, 16, \j
	vxor	17, 17, 4+\j
	vxor	18, 18, 8+\j
	vxor	19, 19, 12+\j
	stxvw4x	48, 0, 3
	stxvw4x	49, 8, 3
	stxvw4x	50, 9, 3
	stxvw4x	51, 10, 3
	addi	4, 4, 64
	addi	3, 3, 64
.endm

LIMB_ENTRY(limb_chacha20_blocks_power8)
	cmpldi	5, 0
	beqlr
	mflr	0
	bcl	20, 31, 1f
1:	mflr	12
	mtlr	0
	addis	12, 12, (.Lcp_consts - 1b)@ha
	addi	12, 12, (.Lcp_consts - 1b)@l
	li	8, 16
	li	9, 32
	li	10, 48
	lxvw4x	0, 0, 12		// sigma
	lxvw4x	5, 8, 12		// rotl 16 control
	lxvw4x	6, 9, 12		// rotl 8 control
	lxvw4x	48, 10, 12		// v16 = 0, 1, 2, 3
	lxvw4x	1, 0, 6			// key[0..3]
	lxvw4x	2, 8, 6			// key[4..7]
	lxvw4x	3, 0, 7			// counter, nonce
	xxspltw	49, 3, 0
	vadduwm	16, 16, 17		// word 12 of blocks 0..3
	xxlor	4, 48, 48

.Lcp_group:
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
	li	11, 10
	mtctr	11
.Lcp_double_round:
	// Columns (0,4,8,12) (1,5,9,13) (2,6,10,14) (3,7,11,15).
	QR4	0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15
	// Diagonals (0,5,10,15) (1,6,11,12) (2,7,8,13) (3,4,9,14).
	QR4	0, 5, 10, 15, 1, 6, 11, 12, 2, 7, 8, 13, 3, 4, 9, 14
	bdnz	.Lcp_double_round

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
	addi	5, 5, -1
	cmpldi	5, 0
	beq	.Lcp_done
	XOR_BLOCK 1
	addi	5, 5, -1
	cmpldi	5, 0
	beq	.Lcp_done
	XOR_BLOCK 2
	addi	5, 5, -1
	cmpldi	5, 0
	beq	.Lcp_done
	XOR_BLOCK 3
	addi	5, 5, -1
	cmpldi	5, 0
	bne	.Lcp_group
.Lcp_done:
	// Every vector register written above, zeroed.
	.irp r, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19
	vxor	\r, \r, \r
	.endr
	.irp r, 0, 1, 2, 3, 4, 5, 6
	xxlxor	\r, \r, \r
	.endr
	blr
LIMB_END(limb_chacha20_blocks_power8)


// ---------------------------------------------------------------------------
// limb_chacha20_rows_power8: 1 to 3 blocks, each in the horizontal layout.
// Twin: chacha20_blocks_g; tests require identical output for nblocks 0..3.
// Contract: as limb_chacha20_blocks_power8 above (in non-null, any alignment, out == in
// allowed, no counter wrap), but nblocks MUST be at most 3 (0 writes nothing; more than 3
// writes only 3 blocks). Selected by chacha20_ppc64le.cc (table "ppc64le_power8", when
// cpu.power8) for calls of 1-3 blocks and for a tail of 1 or 2 blocks after whole groups.
// C:   void limb_chacha20_rows_power8(uint8_t* out, const uint8_t* in, size_t nblocks,
//                 const uint32_t key[8], const uint32_t counter_nonce[4]);
// ABI: ELFv2 leaf, no stack, never touches r2 (constants PC-relative as above).
//   In: r3=out r4=in r5=nblocks r6=key r7=counter_nonce. Out: none.
// Register map: block k (k < nblocks) is v(4k)..v(4k+3) = its rows a (words 0-3), b (4-7),
//   c (8-11), d (12-15), word element j = column j (the horizontal layout; big-endian
//   element numbers as lxvw4x loads them). v12 = sigma, v13 = key[0..3], v14 = key[4..7],
//   v15 = counter_nonce (block 0's row d; block k's is v15 + k in word 0). In the rounds
//   v16 = 12 and v17 = 7 in every word (vrlw counts), v18/v19 = the vpermxor controls for
//   rotl 16 / rotl 8; before them v16 = the counter step (1 in word 0), after them v16-v19
//   are the counter step and the input temporaries. r8/r9/r10 = 16/32/48, r11 = the
//   double-round count (to CTR) and constant offsets, r12 = &constants, r0 = caller's LR.
// Clobbers: r0, r3-r4 (advanced to the last block written and read), r8-r12, CTR, cr0,
//   v0-v19 (the blocks' rows and v12-v19 zeroed before returning; v(4 nblocks)..v11 are
//   not written). No VSR below 32 is written, so f14-f31 are untouched; callee-saved
//   v20-v31, cr2-cr4, VRSAVE untouched.
// Strategy: one quarter round on whole rows does the 4 column quarter rounds of a block
//   (10 instructions: 4 vadduwm, 2 vxor, 2 vpermxor for rotl 16 and 8, 2 vrlw for 12
//   and 7); vsldoi rotates row b left by 1 word, c by 2 and d by 3 so the same quarter
//   round does the diagonals, and by 3, 2, 1 back: 26 instructions a double round per block,
//   where a 4-block group costs 80 for 4, but nothing is spent on blocks that do not
//   exist and there is no transpose (benchmarks/RESULTS.md, section "chacha20_power8.S:
//   instruction counts", ppc64le). With 2 or 3 blocks their instructions
//   interleave step by step (2-3 independent chains instead of one). The paths for 1, 2
//   and 3 blocks are separate expansions of the same macros, chosen by nblocks (public).
// CAUTION: vpermxor and vrlw take VRs only (v0-v31 = vs32-vs63); every operand here is one.

// For each block k < n: v(4k+x) = op(v(4k+x), v(4k+y)).
.macro ROWS_OP n, op, x, y
	\op	\x, \x, \y
	.if \n > 1
	\op	4+\x, 4+\x, 4+\y
	.endif
	.if \n > 2
	\op	8+\x, 8+\x, 8+\y
	.endif
.endm

// For each block k < n: v(4k+x) = op(v(4k+x), v(4k+y), v(ctl)) (vpermxor d, d, a, ctl).
.macro ROWS_PX n, x, y, ctl
	vpermxor \x, \x, \y, \ctl
	.if \n > 1
	vpermxor 4+\x, 4+\x, 4+\y, \ctl
	.endif
	.if \n > 2
	vpermxor 8+\x, 8+\x, 8+\y, \ctl
	.endif
.endm

// For each block k < n: row b = vrlw(b, v(cnt)).
.macro ROWS_RL n, cnt
	vrlw	1, 1, \cnt
	.if \n > 1
	vrlw	5, 5, \cnt
	.endif
	.if \n > 2
	vrlw	9, 9, \cnt
	.endif
.endm

// For each block k < n: row v(4k+x) rotated left by sh bytes (sh/4 words).
.macro ROWS_SLD n, x, sh
	vsldoi	\x, \x, \x, \sh
	.if \n > 1
	vsldoi	4+\x, 4+\x, 4+\x, \sh
	.endif
	.if \n > 2
	vsldoi	8+\x, 8+\x, 8+\x, \sh
	.endif
.endm

// The quarter round on rows (a, b, c, d) = (0, 1, 2, 3) of each block k < n.
.macro ROWS_QR n
	ROWS_OP	\n, vadduwm, 0, 1	// a += b
	ROWS_PX	\n, 3, 0, 18		// d = rotl(d ^ a, 16)
	ROWS_OP	\n, vadduwm, 2, 3	// c += d
	ROWS_OP	\n, vxor, 1, 2		// b ^= c
	ROWS_RL	\n, 16			// b = rotl(b, 12)
	ROWS_OP	\n, vadduwm, 0, 1	// a += b
	ROWS_PX	\n, 3, 0, 19		// d = rotl(d ^ a, 8)
	ROWS_OP	\n, vadduwm, 2, 3	// c += d
	ROWS_OP	\n, vxor, 1, 2		// b ^= c
	ROWS_RL	\n, 17			// b = rotl(b, 7)
.endm

// n blocks: state, 20 rounds, feed-forward, XOR with in, store to out, zero the rows.
// Expects v12-v15 = the input rows, v16 = the counter step, r8-r10 = 16/32/48.
.macro ROWS_PATH n
	.irp k, 0, 4, 8
	.if \k < 4*\n
	vor	\k, 12, 12
	vor	\k+1, 13, 13
	vor	\k+2, 14, 14
	.endif
	.endr
	vor	3, 15, 15		// block 0: counter_nonce
	.if \n > 1
	vadduwm	7, 15, 16		// block 1: counter + 1
	.endif
	.if \n > 2
	vadduwm	11, 7, 16		// block 2: counter + 2
	.endif
	vspltisw 16, 12
	vspltisw 17, 7
	li	11, 10
	mtctr	11
1:
	ROWS_QR	\n			// columns
	ROWS_SLD \n, 1, 4		// b: words 1 2 3 0
	ROWS_SLD \n, 2, 8		// c: words 2 3 0 1
	ROWS_SLD \n, 3, 12		// d: words 3 0 1 2
	ROWS_QR	\n			// diagonals
	ROWS_SLD \n, 1, 12		// back to words 0 1 2 3
	ROWS_SLD \n, 2, 8
	ROWS_SLD \n, 3, 4
	bdnz	1b

	// Feed-forward: rows a, b, c += sigma, key; row d += counter_nonce + k.
	li	11, 64
	lxvw4x	48, 11, 12		// v16 = counter step
	.irp k, 0, 4, 8
	.if \k < 4*\n
	vadduwm	\k, \k, 12
	vadduwm	\k+1, \k+1, 13
	vadduwm	\k+2, \k+2, 14
	vadduwm	\k+3, \k+3, 15
	.if \k + 4 < 4*\n
	vadduwm	15, 15, 16		// the next block's counter
	.endif
	.endif
	.endr

	// out[64k, 64k+64) = in[64k, 64k+64) ^ block k.
	.irp k, 0, 4, 8
	.if \k < 4*\n
	lxvw4x	48, 0, 4
	lxvw4x	49, 8, 4
	lxvw4x	50, 9, 4
	lxvw4x	51, 10, 4
	vxor	16, 16, \k
	vxor	17, 17, \k+1
	vxor	18, 18, \k+2
	vxor	19, 19, \k+3
	stxvw4x	48, 0, 3
	stxvw4x	49, 8, 3
	stxvw4x	50, 9, 3
	stxvw4x	51, 10, 3
	.if \k + 4 < 4*\n
	addi	4, 4, 64
	addi	3, 3, 64
	.endif
	.endif
	.endr

	// The rows written above, zeroed (v12-v19 at .Lcr_done).
	.irp r, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
	.if \r < 4*\n
	vxor	\r, \r, \r
	.endif
	.endr
.endm

LIMB_ENTRY(limb_chacha20_rows_power8)
	cmpldi	5, 0
	beqlr
	mflr	0
	bcl	20, 31, 1f
1:	mflr	12
	mtlr	0
	addis	12, 12, (.Lcp_consts - 1b)@ha
	addi	12, 12, (.Lcp_consts - 1b)@l
	li	8, 16
	li	9, 32
	li	10, 48
	li	11, 64
	lxvw4x	44, 0, 12		// v12 = sigma
	lxvw4x	50, 8, 12		// v18 = rotl 16 control
	lxvw4x	51, 9, 12		// v19 = rotl 8 control
	lxvw4x	48, 11, 12		// v16 = counter step
	lxvw4x	45, 0, 6		// v13 = key[0..3]
	lxvw4x	46, 8, 6		// v14 = key[4..7]
	lxvw4x	47, 0, 7		// v15 = counter, nonce
	cmpldi	5, 2
	blt	.Lcr_one
	beq	.Lcr_two
	ROWS_PATH 3
	b	.Lcr_done
.Lcr_two:
	ROWS_PATH 2
	b	.Lcr_done
.Lcr_one:
	ROWS_PATH 1
.Lcr_done:
	.irp r, 12, 13, 14, 15, 16, 17, 18, 19
	vxor	\r, \r, \r
	.endr
	blr
LIMB_END(limb_chacha20_rows_power8)

#endif  // defined(__powerpc64__) && defined(__LITTLE_ENDIAN__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
