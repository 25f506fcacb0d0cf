// limb_sha256_compress_power8: SHA-256 block compression, POWER8 VMX/VSX vector crypto.
// Twin: sha256Compress_g (symmetric/sha256/sha256_generic.cc); tests require an identical
// state for every nblocks, alignment and state (symmetric/sha256/sha256_test.cc).
// Contract: see sha256Compress_g in symmetric/sha256/sha256_internal.h: state = state +
//   Rounds(state, M) for each of nblocks consecutive 64-byte big-endian blocks M; nblocks
//   may be 0 (nothing is read or written); blocks may have any alignment; only
//   state[0..8) is written. Needs ISA 2.07 (vshasigmaw, VSX loads and stores).
// Selected by sha256_dispatch.cc (table "ppc64le_power8") when cpu.power8; the table
//   calls this symbol directly (the contract needs no C++ entry).
// C:   void limb_sha256_compress_power8(uint32_t state[8], const uint8_t* blocks,
//                                       size_t nblocks);
// ABI: ELFv2 leaf, no stack, never touches r2 (the TOC; LIMB_ENTRY's .localentry 1 says
//   so): the constants are addressed PC-relative (bcl 20,31 then mflr, LR kept in r0 and
//   put back). In: r3=state r4=blocks r5=nblocks. Out: none.
// Register map: one working variable per vector register, its value in word element 0
//   (the ISA's big-endian element numbering, as lxvw4x loads memory word j into element
//   j; the other three elements carry values nobody reads): v0-v7 = a..h, renamed by the
//   macros instead of moved. v8-v11 = the message schedule window W[t..t+15], four words
//   per register, W[t+4k+j] in element j of v(8+k), renamed as it slides. v12 = K[t]+W[t]
//   of the current four rounds, shifted one element left per round; v13 = K words and
//   schedule temporary; v14/v15 = round temporaries; v16 = the byte-swap vperm control;
//   v17 = zero. vs0-vs7 = a..h at the start of the block (the feed-forward). r6 = &K[0],
//   r7 = &K[t] (advanced 16 bytes per four rounds), r8/r9/r10 = 16/32/48 (index
//   registers), r11 = count of 16-round schedule passes (moved to CTR), r12 = &constants,
//   r0 = caller's LR while r12 is computed, r4 advanced 64 per block, r5 counted down.
// Clobbers: r0, r4-r12, CTR, cr0, v0-v17 and vs0-vs7 (every one zeroed before returning:
//   no message word or chaining value stays in a register). Callee-saved v20-v31,
//   vs14-vs31 (f14-f31), cr2-cr4 untouched; VRSAVE untouched, as in chacha20_power8.S
//   (ELFv2 programs do not depend on it and only v0-v17, all volatile, are used).
// Strategy: the rounds are scalar code run in vector registers: each round is
//   vshasigmaw (ST=1) for Sigma1(e) and Sigma0(a), vsel for Ch (e selects f over g) and
//   Maj (a^b selects c over b), five vadduwm and one vxor; K[t]+W[t] is added four words
//   at a time and brought into element 0 by vsldoi. The schedule computes four words at
//   once: sigma0 (vshasigmaw ST=0, SIX=0) of W[t+1..t+4] and W[t+9..t+12] are added to
//   W[t..t+3]; sigma1 (SIX=0xf) is then added in two halves, first of W[t+14..t+15] (its
//   upper two elements shifted in from zero) for the new words 0 and 1, then of those two
//   new words for words 2 and 3. Message words are loaded with lxvw4x (any alignment)
//   and byte-swapped within each word by vperm. Rounds 0-15 are unrolled; rounds 16-63
//   are one 16-round body run three times (nblocks and the count are public).
// CAUTION: vsel takes its mask last: vsel vD,vA,vB,vC = (vA & ~vC) | (vB & vC).
// CAUTION: vshasigmaw's SIX picks sigma0/Sigma0 (bit 0) or sigma1/Sigma1 (bit 1) per word;
//   0 and 0xf are used so that the bit order does not matter.
// Measured: instruction counts only (no POWER hardware); see benchmarks/RESULTS.md,
//   "sha256_power8.S".
#include "limb/asm/asm_common.h"

#if defined(__powerpc64__) && defined(__LITTLE_ENDIAN__) && !defined(LIMB_NO_ASM)

	.machine power8
	.abiversion 2

	.section .rodata
	.p2align 4
.Lsha_consts:
	// vperm control reversing the bytes of each word: result byte 4k+j takes byte
	// 4k+3-j (big-endian byte numbers; lxvw4x puts word k's high byte in byte 4k).
	.long 0x03020100, 0x07060504, 0x0b0a0908, 0x0f0e0d0c
	// FIPS 180-4 §4.2.2: K[0..63].
	.long 0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5
	.long 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5
	.long 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3
	.long 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174
	.long 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc
	.long 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da
	.long 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7
	.long 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967
	.long 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13
	.long 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85
	.long 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3
	.long 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070
	.long 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5
	.long 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3
	.long 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208
	.long 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2

// One round (FIPS 180-4 §6.2.2 step 3) on the working variables in element 0 of VMX
// registers a..h, with K[t]+W[t] in element 0 of v12. Afterwards h holds the new a and d
// the new e; the caller renames (a..h) to (h, a, b, c, d, e, f, g). v14/v15 temporaries.
.macro ROUND a, b, c, d, e, f, g, h
	vadduwm	\h, \h, 12		// h + K[t] + W[t]
	vshasigmaw 14, \e, 1, 0xf	// Sigma1(e)
	vsel	15, \g, \f, \e		// Ch(e, f, g): f where e is 1, g where e is 0
	vadduwm	\h, \h, 14
	vshasigmaw 14, \a, 1, 0		// Sigma0(a)
	vadduwm	\h, \h, 15		// h = T1
	vxor	15, \a, \b
	vsel	15, \b, \c, 15		// Maj(a, b, c): c where a != b, else b (= a)
	vadduwm	\d, \d, \h		// e' = d + T1
	vadduwm	14, 14, 15		// T2
	vadduwm	\h, \h, 14		// a' = T1 + T2
.endm

// Four rounds t..t+3 with W[t..t+3] in VMX register w; r7 = &K[t] (advanced by 16).
// Afterwards the caller renames (a..h) to (e, f, g, h, a, b, c, d).
.macro QUAD a, b, c, d, e, f, g, h, w
	lxvw4x	32+13, 0, 7		// K[t..t+3]
	addi	7, 7, 16
	vadduwm	12, \w, 13		// K[t+j] + W[t+j] in element j
	ROUND	\a, \b, \c, \d, \e, \f, \g, \h
	vsldoi	12, 12, 12, 4
	ROUND	\h, \a, \b, \c, \d, \e, \f, \g
	vsldoi	12, 12, 12, 4
	ROUND	\g, \h, \a, \b, \c, \d, \e, \f
	vsldoi	12, 12, 12, 4
	ROUND	\f, \g, \h, \a, \b, \c, \d, \e
.endm

// Message schedule (§6.2.2 step 1), four words: with W[t..t+15] in x0..x3, x0 becomes
// W[t+16..t+19], W[t+16+j] = sigma1(W[t+14+j]) + W[t+9+j] + sigma0(W[t+1+j]) + W[t+j].
// v13 temporary, v17 zero.
.macro SCHED x0, x1, x2, x3
	vsldoi	13, \x0, \x1, 4		// W[t+1..t+4]
	vshasigmaw 13, 13, 0, 0		// sigma0
	vadduwm	\x0, \x0, 13
	vsldoi	13, \x2, \x3, 4		// W[t+9..t+12]
	vadduwm	\x0, \x0, 13
	vsldoi	13, \x3, 17, 8		// W[t+14], W[t+15], 0, 0
	vshasigmaw 13, 13, 0, 0xf	// sigma1 (of 0 is 0)
	vadduwm	\x0, \x0, 13		// elements 0, 1 final: W[t+16], W[t+17]
	vsldoi	13, 17, \x0, 8		// 0, 0, W[t+16], W[t+17]
	vshasigmaw 13, 13, 0, 0xf
	vadduwm	\x0, \x0, 13		// elements 2, 3 final
.endm

LIMB_ENTRY(limb_sha256_compress_power8)
	cmpldi	5, 0
	beqlr
	mflr	0
	bcl	20, 31, 1f
1:	mflr	12
	mtlr	0
	addis	12, 12, (.Lsha_consts - 1b)@ha
	addi	12, 12, (.Lsha_consts - 1b)@l
	addi	6, 12, 16		// &K[0]
	li	8, 16
	li	9, 32
	li	10, 48
	lxvw4x	32+16, 0, 12		// byte-swap control
	vspltisw 17, 0
	lxvw4x	32+0, 0, 3		// state[0..3]
	lxvw4x	32+4, 8, 3		// state[4..7]
	// a..d and e..h: element 0 of each register.
	vsldoi	1, 0, 0, 4
	vsldoi	2, 0, 0, 8
	vsldoi	3, 0, 0, 12
	vsldoi	5, 4, 4, 4
	vsldoi	6, 4, 4, 8
	vsldoi	7, 4, 4, 12

.Lsha_block:
	// W[0..15], big-endian words.
	lxvw4x	32+8, 0, 4
	lxvw4x	32+9, 8, 4
	lxvw4x	32+10, 9, 4
	lxvw4x	32+11, 10, 4
	vperm	8, 8, 8, 16
	vperm	9, 9, 9, 16
	vperm	10, 10, 10, 16
	vperm	11, 11, 11, 16
	addi	4, 4, 64
	// The chaining value, for the feed-forward.
	.irp r, 0, 1, 2, 3, 4, 5, 6, 7
	xxlor	\r, 32+\r, 32+\r
	.endr
	mr	7, 6
	// Rounds 0-15.
	QUAD	0, 1, 2, 3, 4, 5, 6, 7, 8
	QUAD	4, 5, 6, 7, 0, 1, 2, 3, 9
	QUAD	0, 1, 2, 3, 4, 5, 6, 7, 10
	QUAD	4, 5, 6, 7, 0, 1, 2, 3, 11
	// Rounds 16-63: the names of a..h and of the window are back where they started
	// after every 16 rounds.
	li	11, 3
	mtctr	11
.Lsha_rounds:
	SCHED	8, 9, 10, 11
	QUAD	0, 1, 2, 3, 4, 5, 6, 7, 8
	SCHED	9, 10, 11, 8
	QUAD	4, 5, 6, 7, 0, 1, 2, 3, 9
	SCHED	10, 11, 8, 9
	QUAD	0, 1, 2, 3, 4, 5, 6, 7, 10
	SCHED	11, 8, 9, 10
	QUAD	4, 5, 6, 7, 0, 1, 2, 3, 11
	bdnz	.Lsha_rounds

	// Feed-forward (step 4): a..h += the block's chaining value.
	.irp r, 0, 1, 2, 3, 4, 5, 6, 7
	xxlor	32+13, \r, \r
	vadduwm	\r, \r, 13
	.endr
	addi	5, 5, -1
	cmpldi	5, 0
	bne	.Lsha_block

	// state[0..3] = element 0 of a, b, c, d; state[4..7] of e, f, g, h.
	vmrghw	14, 0, 1		// a, b, a, b (elements 0, 1 of each)
	vmrghw	15, 2, 3
	xxpermdi 32+14, 32+14, 32+15, 0	// a, b, c, d
	stxvw4x	32+14, 0, 3
	vmrghw	14, 4, 5
	vmrghw	15, 6, 7
	xxpermdi 32+14, 32+14, 32+15, 0
	stxvw4x	32+14, 8, 3

	// Every vector register written above, zeroed.
	.irp r, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17
	vxor	\r, \r, \r
	.endr
	.irp r, 0, 1, 2, 3, 4, 5, 6, 7
	xxlxor	\r, \r, \r
	.endr
	blr
LIMB_END(limb_sha256_compress_power8)

#endif  // defined(__powerpc64__) && defined(__LITTLE_ENDIAN__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
