// limb_sha512_compress_power8: SHA-512 block compression, POWER8 VMX/VSX vector crypto.
// Twin: sha512Compress_g (symmetric/sha512/sha512_generic.cc); tests require an identical
// state for every nblocks, alignment and state (symmetric/sha512/sha512_test.cc).
// Contract: see sha512Compress_g in symmetric/sha512/sha512_internal.h: state = state +
//   Rounds(state, M) for each of nblocks consecutive 128-byte big-endian blocks M; nblocks
//   may be 0 (nothing is read or written); blocks may have any alignment; only
//   state[0..8) is written. Needs ISA 2.07 (vshasigmad, vaddudm, VSX loads and stores).
// Selected by sha512_dispatch.cc (table "ppc64le_power8") when cpu.power8; the table
//   calls this symbol directly (the contract needs no C++ entry).
// C:   void limb_sha512_compress_power8(uint64_t state[8], const uint8_t* blocks,
//                                       size_t nblocks);
// ABI: ELFv2 leaf, no stack, never touches r2 (the TOC; LIMB_ENTRY's .localentry 1 says
//   so): the constants are addressed PC-relative (bcl 20,31 then mflr, LR kept in r0 and
//   put back). In: r3=state r4=blocks r5=nblocks. Out: none.
// Register map: one working variable per vector register, its value in doubleword
//   element 0 (the ISA's big-endian element numbering, as lxvd2x loads memory doubleword
//   j into element j; element 1 carries a value nobody reads): v0-v7 = a..h, renamed by
//   the macros instead of moved. v8-v15 = the message schedule window W[t..t+15], two
//   words per register, W[t+2k+j] in element j of v(8+k), renamed as it slides. v16 =
//   K[t]+W[t] of the current two rounds (the second shifted into element 0 by vsldoi);
//   v17 = K words, schedule temporary and the byte-swap control while the block is
//   loaded; v18/v19 = round temporaries. vs0-vs7 = a..h at the start of the block (the
//   feed-forward); vs8 = the byte-swap vperm control. r6 = &K[0], r7 = &K[t] (advanced
//   16 bytes per two rounds), r8/r9/r10 = 16/32/48, r11 = 64/80/96/112 in turn for the
//   block loads, then the count of 16-round schedule passes (moved to CTR), r12 =
//   &constants, r0 = caller's LR while r12 is computed, r4 advanced 128 per block, r5
//   counted down.
// Clobbers: r0, r4-r12, CTR, cr0, v0-v19 and vs0-vs8 (every one zeroed before returning:
//   no message word or chaining value stays in a register). Callee-saved v20-v31,
//   vs14-vs31 (f14-f31), cr2-cr4 untouched; VRSAVE untouched, as in sha256_power8.S
//   (ELFv2 programs do not depend on it and only volatile registers are used).
// Strategy: the rounds are scalar code run in vector registers: each round is
//   vshasigmad (ST=1) for Sigma1(e) and Sigma0(a), vsel for Ch (e selects f over g) and
//   Maj (a^b selects c over b), five vaddudm and one vxor; K[t]+W[t] is added two words
//   at a time and the second brought into element 0 by vsldoi. The schedule computes two
//   words at once with no dependency between them (W[t+16..t+17] need sigma1 of
//   W[t+14..t+15] only): sigma0 (vshasigmad ST=0, SIX=0) of W[t+1..t+2], W[t+9..t+10]
//   and sigma1 (SIX=0xf) of W[t+14..t+15] are added to W[t..t+1]. Message words are
//   loaded with lxvd2x (any alignment) and byte-swapped within each doubleword by vperm.
//   Rounds 0-15 are unrolled; rounds 16-79 are one 16-round body run four times
//   (nblocks and the count are public).
// CAUTION: vsel takes its mask last: vsel vD,vA,vB,vC = (vA & ~vC) | (vB & vC).
// CAUTION: vshasigmad's SIX picks sigma0/Sigma0 or sigma1/Sigma1 per doubleword; 0 and
//   0xf are used so that the bit order does not matter.
// CAUTION: v20-v31 are callee-saved; this kernel needs exactly v0-v19, so the byte-swap
//   control lives in vs8 (f8, volatile) and is copied into v17 only while a block loads.
// Measured: instruction counts only (no POWER hardware); see benchmarks/RESULTS.md,
//   "sha512_power8.S".
#include "limb/asm/asm_common.h"

#if defined(__powerpc64__) && defined(__LITTLE_ENDIAN__) && !defined(LIMB_NO_ASM)

	.machine power8
	.abiversion 2

	.section .rodata
	.p2align 4
.Lsha512_consts:
	// vperm control reversing the bytes of each doubleword: result byte 8k+j takes byte
	// 8k+7-j (big-endian byte numbers; lxvd2x puts doubleword k's high byte in byte 8k).
	.quad 0x0706050403020100, 0x0f0e0d0c0b0a0908
	// FIPS 180-4 §4.2.3: K[0..79].
	.quad 0x428a2f98d728ae22, 0x7137449123ef65cd, 0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc
	.quad 0x3956c25bf348b538, 0x59f111f1b605d019, 0x923f82a4af194f9b, 0xab1c5ed5da6d8118
	.quad 0xd807aa98a3030242, 0x12835b0145706fbe, 0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2
	.quad 0x72be5d74f27b896f, 0x80deb1fe3b1696b1, 0x9bdc06a725c71235, 0xc19bf174cf692694
	.quad 0xe49b69c19ef14ad2, 0xefbe4786384f25e3, 0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65
	.quad 0x2de92c6f592b0275, 0x4a7484aa6ea6e483, 0x5cb0a9dcbd41fbd4, 0x76f988da831153b5
	.quad 0x983e5152ee66dfab, 0xa831c66d2db43210, 0xb00327c898fb213f, 0xbf597fc7beef0ee4
	.quad 0xc6e00bf33da88fc2, 0xd5a79147930aa725, 0x06ca6351e003826f, 0x142929670a0e6e70
	.quad 0x27b70a8546d22ffc, 0x2e1b21385c26c926, 0x4d2c6dfc5ac42aed, 0x53380d139d95b3df
	.quad 0x650a73548baf63de, 0x766a0abb3c77b2a8, 0x81c2c92e47edaee6, 0x92722c851482353b
	.quad 0xa2bfe8a14cf10364, 0xa81a664bbc423001, 0xc24b8b70d0f89791, 0xc76c51a30654be30
	.quad 0xd192e819d6ef5218, 0xd69906245565a910, 0xf40e35855771202a, 0x106aa07032bbd1b8
	.quad 0x19a4c116b8d2d0c8, 0x1e376c085141ab53, 0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8
	.quad 0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb, 0x5b9cca4f7763e373, 0x682e6ff3d6b2b8a3
	.quad 0x748f82ee5defb2fc, 0x78a5636f43172f60, 0x84c87814a1f0ab72, 0x8cc702081a6439ec
	.quad 0x90befffa23631e28, 0xa4506cebde82bde9, 0xbef9a3f7b2c67915, 0xc67178f2e372532b
	.quad 0xca273eceea26619c, 0xd186b8c721c0c207, 0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178
	.quad 0x06f067aa72176fba, 0x0a637dc5a2c898a6, 0x113f9804bef90dae, 0x1b710b35131c471b
	.quad 0x28db77f523047d84, 0x32caab7b40c72493, 0x3c9ebe0a15c9bebc, 0x431d67c49c100d4c
	.quad 0x4cc5d4becb3e42b6, 0x597f299cfc657e2a, 0x5fcb6fab3ad6faec, 0x6c44198c4a475817

// One round (FIPS 180-4 §6.4.2 step 3) on the working variables in element 0 of VMX
// registers a..h, with K[t]+W[t] in element 0 of v16. Afterwards h holds the new a and d
// the new e; the caller renames (a..h) to (h, a, b, c, d, e, f, g). v18/v19 temporaries.
.macro ROUND a, b, c, d, e, f, g, h
	vaddudm	\h, \h, 16		// h + K[t] + W[t]
	vshasigmad 18, \e, 1, 0xf	// Sigma1(e)
	vsel	19, \g, \f, \e		// Ch(e, f, g): f where e is 1, g where e is 0
	vaddudm	\h, \h, 18
	vshasigmad 18, \a, 1, 0		// Sigma0(a)
	vaddudm	\h, \h, 19		// h = T1
	vxor	19, \a, \b
	vsel	19, \b, \c, 19		// Maj(a, b, c): c where a != b, else b (= a)
	vaddudm	\d, \d, \h		// e' = d + T1
	vaddudm	18, 18, 19		// T2
	vaddudm	\h, \h, 18		// a' = T1 + T2
.endm

// Two rounds t, t+1 with W[t..t+1] in VMX register w; r7 = &K[t] (advanced by 16).
// Afterwards the caller renames (a..h) to (g, h, a, b, c, d, e, f).
.macro PAIR a, b, c, d, e, f, g, h, w
	lxvd2x	32+17, 0, 7		// K[t..t+1]
	addi	7, 7, 16
	vaddudm	16, \w, 17		// K[t+j] + W[t+j] in element j
	ROUND	\a, \b, \c, \d, \e, \f, \g, \h
	vsldoi	16, 16, 16, 8
	ROUND	\h, \a, \b, \c, \d, \e, \f, \g
.endm

// Sixteen rounds with W[t..t+15] in v8-v15 (v(8+k) = W[t+2k..t+2k+1]) and the names of
// a..h back where they started afterwards.
.macro ROUNDS16
	PAIR	0, 1, 2, 3, 4, 5, 6, 7, 8
	PAIR	6, 7, 0, 1, 2, 3, 4, 5, 9
	PAIR	4, 5, 6, 7, 0, 1, 2, 3, 10
	PAIR	2, 3, 4, 5, 6, 7, 0, 1, 11
	PAIR	0, 1, 2, 3, 4, 5, 6, 7, 12
	PAIR	6, 7, 0, 1, 2, 3, 4, 5, 13
	PAIR	4, 5, 6, 7, 0, 1, 2, 3, 14
	PAIR	2, 3, 4, 5, 6, 7, 0, 1, 15
.endm

// Message schedule (§6.4.2 step 1), two words: with W[t..t+1] in x0, W[t+2..t+3] in x1,
// W[t+8..t+11] in x4, x5 and W[t+14..t+15] in x7, x0 becomes W[t+16..t+17],
// W[t+16+j] = sigma1(W[t+14+j]) + W[t+9+j] + sigma0(W[t+1+j]) + W[t+j]. v17 temporary.
.macro SCHED x0, x1, x4, x5, x7
	vsldoi	17, \x0, \x1, 8		// W[t+1..t+2]
	vshasigmad 17, 17, 0, 0		// sigma0
	vaddudm	\x0, \x0, 17
	vsldoi	17, \x4, \x5, 8		// W[t+9..t+10]
	vaddudm	\x0, \x0, 17
	vshasigmad 17, \x7, 0, 0xf	// sigma1(W[t+14..t+15])
	vaddudm	\x0, \x0, 17
.endm

LIMB_ENTRY(limb_sha512_compress_power8)
	cmpldi	5, 0
	beqlr
	mflr	0
	bcl	20, 31, 1f
1:	mflr	12
	mtlr	0
	addis	12, 12, (.Lsha512_consts - 1b)@ha
	addi	12, 12, (.Lsha512_consts - 1b)@l
	addi	6, 12, 16		// &K[0]
	li	8, 16
	li	9, 32
	li	10, 48
	lxvd2x	8, 0, 12		// byte-swap control, in vs8
	lxvd2x	32+0, 0, 3		// state[0..1]
	lxvd2x	32+2, 8, 3		// state[2..3]
	lxvd2x	32+4, 9, 3		// state[4..5]
	lxvd2x	32+6, 10, 3		// state[6..7]
	// a..h: element 0 of each register.
	vsldoi	1, 0, 0, 8
	vsldoi	3, 2, 2, 8
	vsldoi	5, 4, 4, 8
	vsldoi	7, 6, 6, 8

.Lsha512_block:
	// W[0..15], big-endian doublewords.
	lxvd2x	32+8, 0, 4
	lxvd2x	32+9, 8, 4
	lxvd2x	32+10, 9, 4
	lxvd2x	32+11, 10, 4
	li	11, 64
	lxvd2x	32+12, 11, 4
	li	11, 80
	lxvd2x	32+13, 11, 4
	li	11, 96
	lxvd2x	32+14, 11, 4
	li	11, 112
	lxvd2x	32+15, 11, 4
	xxlor	32+17, 8, 8
	.irp r, 8, 9, 10, 11, 12, 13, 14, 15
	vperm	\r, \r, \r, 17
	.endr
	addi	4, 4, 128
	// The chaining value, for the feed-forward.
	.irp r, 0, 1, 2, 3, 4, 5, 6, 7
	xxlor	\r, 32+\r, 32+\r
	.endr
	mr	7, 6
	// Rounds 0-15.
	ROUNDS16
	// Rounds 16-79: the window slides by one register per SCHED, and by all eight (back
	// to the same names) per 16 rounds.
	li	11, 4
	mtctr	11
.Lsha512_rounds:
	SCHED	8, 9, 12, 13, 15
	PAIR	0, 1, 2, 3, 4, 5, 6, 7, 8
	SCHED	9, 10, 13, 14, 8
	PAIR	6, 7, 0, 1, 2, 3, 4, 5, 9
	SCHED	10, 11, 14, 15, 9
	PAIR	4, 5, 6, 7, 0, 1, 2, 3, 10
	SCHED	11, 12, 15, 8, 10
	PAIR	2, 3, 4, 5, 6, 7, 0, 1, 11
	SCHED	12, 13, 8, 9, 11
	PAIR	0, 1, 2, 3, 4, 5, 6, 7, 12
	SCHED	13, 14, 9, 10, 12
	PAIR	6, 7, 0, 1, 2, 3, 4, 5, 13
	SCHED	14, 15, 10, 11, 13
	PAIR	4, 5, 6, 7, 0, 1, 2, 3, 14
	SCHED	15, 8, 11, 12, 14
	PAIR	2, 3, 4, 5, 6, 7, 0, 1, 15
	bdnz	.Lsha512_rounds

	// Feed-forward (step 4): a..h += the block's chaining value.
	.irp r, 0, 1, 2, 3, 4, 5, 6, 7
	xxlor	32+17, \r, \r
	vaddudm	\r, \r, 17
	.endr
	addi	5, 5, -1
	cmpldi	5, 0
	bne	.Lsha512_block

	// state[2k..2k+1] = element 0 of the registers of a..h, pairwise.
	xxpermdi 32+18, 32+0, 32+1, 0
	stxvd2x	32+18, 0, 3
	xxpermdi 32+18, 32+2, 32+3, 0
	stxvd2x	32+18, 8, 3
	xxpermdi 32+18, 32+4, 32+5, 0
	stxvd2x	32+18, 9, 3
	xxpermdi 32+18, 32+6, 32+7, 0
	stxvd2x	32+18, 10, 3

	// Every vector register written above, zeroed.
	.irp r, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19
	vxor	\r, \r, \r
	.endr
	.irp r, 0, 1, 2, 3, 4, 5, 6, 7, 8
	xxlxor	\r, \r, \r
	.endr
	blr
LIMB_END(limb_sha512_compress_power8)

#endif  // defined(__powerpc64__) && defined(__LITTLE_ENDIAN__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
