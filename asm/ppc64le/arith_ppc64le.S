// addVV_ppc64le ... subMulVVW_ppc64le, mulBasecase_ppc64le: the word-vector
// kernels in scalar Power ISA 2.07 (addc/adde/addze, subfc/subfe/addme,
// mulld/mulhdu, ld/std; no vector unit).
// Twins: addVV_g, subVV_g, addVW_g, subVW_g, shlVU_g, shrVU_g, mulAddVWW_g,
// addMulVVW_g, subMulVVW_g, mulBasecase_g (bignum/arith_generic.cc); tests
// require identical z and return value.
// Prototypes (C linkage, declared in bignum/arith_asm.h):
//   Word limb_addVV_ppc64le(Word* z, const Word* x, const Word* y, size_t n);  // z = x + y, carry
//   Word limb_subVV_ppc64le(Word* z, const Word* x, const Word* y, size_t n);  // z = x - y, borrow
//   Word limb_addVW_ppc64le(Word* z, const Word* x, size_t n, Word y);         // z = x + y, carry
//   Word limb_subVW_ppc64le(Word* z, const Word* x, size_t n, Word y);         // z = x - y, borrow
//   Word limb_shlVU_ppc64le(Word* z, const Word* x, size_t n, unsigned s);     // z = x << s, bits out
//   Word limb_shrVU_ppc64le(Word* z, const Word* x, size_t n, unsigned s);     // z = x >> s, bits out
//   Word limb_mulAddVWW_ppc64le(Word* z, const Word* x, size_t n, Word y, Word r);  // z = x*y + r
//   Word limb_addMulVVW_ppc64le(Word* z, const Word* x, size_t n, Word y);     // z += x*y, carry word
//   Word limb_subMulVVW_ppc64le(Word* z, const Word* x, size_t n, Word y);     // z -= x*y, borrow word
//   void limb_mulBasecase_ppc64le(Word* z, const Word* x, size_t xn, const Word* y,
//                                 size_t yn);                                  // z = x*y, xn+yn words
// Contract: see bignum/arith.h (z == x, and z == y for addVV/subVV, allowed;
// z above x for shlVU and z below x for shrVU, in place, allowed; n may be 0;
// 0 <= s < 64; mulBasecase: xn, yn >= 1, z overlapping neither x nor y).
// Selected by arith_dispatch.cc in the "ppc64le" table.
// ABI: ELFv2 leaves: no stack frame, LR never written, never touch r2 (the
//   TOC; LIMB_ENTRY's .localentry 1 says so) nor r13. In: r3=z r4=x, then r5=y
//   r6=n (VV) or r5=n r6=y|s (r7=r for mulAddVWW), or r5=xn r6=y r7=yn
//   (mulBasecase). Out: r3. s is masked to its
//   low 6 bits before use (clrldi), so the upper bits of r6 do not matter.
// Register map (all kernels): r3=z pointer, r4=x pointer, r5=y pointer (VV);
//   CTR = the loop count (first the n%4 tail words, then the n/4 blocks, kept
//   meanwhile in r6 (add/sub VV), r5 (VW, shifts, mul kernels)); r0, r8-r12
//   (and r6/r5 once the block count is in CTR) words in flight; mul kernels:
//   r7 = carry word c. Each section below repeats its own map.
// Clobbers: r0, r3-r12 (a subset per kernel), CTR, XER[CA], cr0 (and cr1,
//   cr6 in mulBasecase). r1, r2, r13, r14-r31, f14-f31, v20-v31, cr2-cr4, LR
//   and VRSAVE are left as found: mulBasecase alone uses r14-r19, saved in
//   the red zone below r1 and restored; no other stack use; no indirect
//   branches.
// Strategy: the n%4 low words go one at a time, then 4 words per iteration
//   through ld/std with offsets and one addi per pointer. The add/sub kernels
//   keep one carry chain in XER[CA] across the whole vector: the loop control
//   is CTR (mtctr + bdnz) and the pointer steps are addi, which read and write
//   no CA; the zero-count tests are andi./cmpdi (cr0 only). The multiply
//   kernels keep the carry word in r7 and chain inside a block only: the four
//   (hi:lo) = x[i]*y of a block form, with c, one 5-word number
//   P = x[i..i+3]*y + c by one addc/adde chain (mulld/mulhdu do not touch CA,
//   so the products interleave with it), and z[i..i+3] +-= P by a second
//   chain. Every block loads all its x and z words before storing any, so the
//   allowed overlaps are safe. Time depends on n only: no branch on a value.
//   Loops are aligned to 32 bytes (.p2align 5, Go's PCALIGN $32: the padding
//   in front runs, or is branched over, once per call).
// CAUTION (CA): for subfc/subfe/addme, CA is the inverted borrow (CA = 1: no
//   borrow), so the subtract chains start with CA = 1 (subfc of a register
//   from itself) and end with borrow = 1 - CA; the add chains start with
//   CA = 0 (addic of 0). Never use sradi/srawi/addic inside a chain: they
//   write CA.
// Measured: instruction counts only (no POWER hardware); see benchmarks/RESULTS.md,
//   "arith_ppc64le.S".
#include "limb/asm/asm_common.h"

#if defined(__powerpc64__) && defined(__LITTLE_ENDIAN__) && !defined(LIMB_NO_ASM)

	.machine power8
	.abiversion 2

// ---------------------------------------------------------------------------
// addVV / subVV. In: r3=z r4=x r5=y r6=n. r10=n%4 (then CTR), r6=n/4;
// r0, r6-r12 words.

LIMB_ENTRY(limb_addVV_ppc64le)
	andi.	%r10, %r6, 3          // tail words (cr0 only)
	srdi	%r6, %r6, 2           // blocks (rldicl: no CA)
	addic	%r0, %r3, 0           // CA = 0: adding 0 never carries
	beq	2f
	mtctr	%r10
	.p2align 5
1:	                              // z[i] = x[i] + y[i] + CA
	ld	%r8, 0(%r4)
	ld	%r9, 0(%r5)
	adde	%r8, %r8, %r9
	std	%r8, 0(%r3)
	addi	%r4, %r4, 8
	addi	%r5, %r5, 8
	addi	%r3, %r3, 8
	bdnz	1b
2:
	cmpdi	%r6, 0
	beq	4f
	mtctr	%r6
	.p2align 5
3:	                              // z[i..i+3] = x[i..i+3] + y[i..i+3] + CA
	ld	%r0, 0(%r4)
	ld	%r6, 8(%r4)
	ld	%r7, 16(%r4)
	ld	%r8, 24(%r4)
	ld	%r9, 0(%r5)
	ld	%r10, 8(%r5)
	ld	%r11, 16(%r5)
	ld	%r12, 24(%r5)
	adde	%r0, %r0, %r9
	adde	%r6, %r6, %r10
	adde	%r7, %r7, %r11
	adde	%r8, %r8, %r12
	std	%r0, 0(%r3)
	std	%r6, 8(%r3)
	std	%r7, 16(%r3)
	std	%r8, 24(%r3)
	addi	%r4, %r4, 32
	addi	%r5, %r5, 32
	addi	%r3, %r3, 32
	bdnz	3b
4:
	li	%r3, 0
	addze	%r3, %r3              // carry out
	blr
LIMB_END(limb_addVV_ppc64le)

LIMB_ENTRY(limb_subVV_ppc64le)
	andi.	%r10, %r6, 3
	srdi	%r6, %r6, 2
	subfc	%r0, %r3, %r3         // CA = 1: no borrow in
	beq	2f
	mtctr	%r10
	.p2align 5
1:	                              // z[i] = x[i] - y[i] - !CA
	ld	%r8, 0(%r4)
	ld	%r9, 0(%r5)
	subfe	%r8, %r9, %r8
	std	%r8, 0(%r3)
	addi	%r4, %r4, 8
	addi	%r5, %r5, 8
	addi	%r3, %r3, 8
	bdnz	1b
2:
	cmpdi	%r6, 0
	beq	4f
	mtctr	%r6
	.p2align 5
3:	                              // z[i..i+3] = x[i..i+3] - y[i..i+3] - !CA
	ld	%r0, 0(%r4)
	ld	%r6, 8(%r4)
	ld	%r7, 16(%r4)
	ld	%r8, 24(%r4)
	ld	%r9, 0(%r5)
	ld	%r10, 8(%r5)
	ld	%r11, 16(%r5)
	ld	%r12, 24(%r5)
	subfe	%r0, %r9, %r0
	subfe	%r6, %r10, %r6
	subfe	%r7, %r11, %r7
	subfe	%r8, %r12, %r8
	std	%r0, 0(%r3)
	std	%r6, 8(%r3)
	std	%r7, 16(%r3)
	std	%r8, 24(%r3)
	addi	%r4, %r4, 32
	addi	%r5, %r5, 32
	addi	%r3, %r3, 32
	bdnz	3b
4:
	li	%r3, 0
	addze	%r3, %r3              // CA
	xori	%r3, %r3, 1           // borrow out = 1 - CA
	blr
LIMB_END(limb_subVV_ppc64le)

// ---------------------------------------------------------------------------
// addVW / subVW. In: r3=z r4=x r5=n r6=y. The first word takes y with
// addc/subfc; the others add/subtract only the carry/borrow (addze/addme),
// all n words always (no early exit: time depends on n only).
// r10=(n-1)%4 (then CTR), r5=(n-1)/4; r8-r11 words.

LIMB_ENTRY(limb_addVW_ppc64le)
	cmpdi	%r5, 0
	beq	5f
	ld	%r8, 0(%r4)
	addc	%r8, %r8, %r6         // z[0] = x[0] + y, CA = carry
	std	%r8, 0(%r3)
	addi	%r4, %r4, 8
	addi	%r3, %r3, 8
	addi	%r5, %r5, -1
	andi.	%r10, %r5, 3
	srdi	%r5, %r5, 2
	beq	2f
	mtctr	%r10
	.p2align 5
1:	                              // z[i] = x[i] + CA
	ld	%r8, 0(%r4)
	addze	%r8, %r8
	std	%r8, 0(%r3)
	addi	%r4, %r4, 8
	addi	%r3, %r3, 8
	bdnz	1b
2:
	cmpdi	%r5, 0
	beq	4f
	mtctr	%r5
	.p2align 5
3:	                              // z[i..i+3] = x[i..i+3] + CA
	ld	%r8, 0(%r4)
	ld	%r9, 8(%r4)
	ld	%r10, 16(%r4)
	ld	%r11, 24(%r4)
	addze	%r8, %r8
	addze	%r9, %r9
	addze	%r10, %r10
	addze	%r11, %r11
	std	%r8, 0(%r3)
	std	%r9, 8(%r3)
	std	%r10, 16(%r3)
	std	%r11, 24(%r3)
	addi	%r4, %r4, 32
	addi	%r3, %r3, 32
	bdnz	3b
4:
	li	%r3, 0
	addze	%r3, %r3
	blr
5:
	mr	%r3, %r6              // n == 0 returns y (arith.h)
	blr
LIMB_END(limb_addVW_ppc64le)

LIMB_ENTRY(limb_subVW_ppc64le)
	cmpdi	%r5, 0
	beq	5f
	ld	%r8, 0(%r4)
	subfc	%r8, %r6, %r8         // z[0] = x[0] - y, CA = !borrow
	std	%r8, 0(%r3)
	addi	%r4, %r4, 8
	addi	%r3, %r3, 8
	addi	%r5, %r5, -1
	andi.	%r10, %r5, 3
	srdi	%r5, %r5, 2
	beq	2f
	mtctr	%r10
	.p2align 5
1:	                              // z[i] = x[i] - !CA (addme: x + CA - 1)
	ld	%r8, 0(%r4)
	addme	%r8, %r8
	std	%r8, 0(%r3)
	addi	%r4, %r4, 8
	addi	%r3, %r3, 8
	bdnz	1b
2:
	cmpdi	%r5, 0
	beq	4f
	mtctr	%r5
	.p2align 5
3:	                              // z[i..i+3] = x[i..i+3] - !CA
	ld	%r8, 0(%r4)
	ld	%r9, 8(%r4)
	ld	%r10, 16(%r4)
	ld	%r11, 24(%r4)
	addme	%r8, %r8
	addme	%r9, %r9
	addme	%r10, %r10
	addme	%r11, %r11
	std	%r8, 0(%r3)
	std	%r9, 8(%r3)
	std	%r10, 16(%r3)
	std	%r11, 24(%r3)
	addi	%r4, %r4, 32
	addi	%r3, %r3, 32
	bdnz	3b
4:
	li	%r3, 0
	addze	%r3, %r3
	xori	%r3, %r3, 1           // borrow out = 1 - CA
	blr
5:
	mr	%r3, %r6              // n == 0 returns y (arith.h)
	blr
LIMB_END(limb_subVW_ppc64le)

// ---------------------------------------------------------------------------
// shlVU / shrVU. In: r3=z r4=x r5=n r6=s.
// sld/srd take the count from the low 7 bits of the register and give 0 for
// counts 64..127, so the word that supplies the incoming bits, w >> (64 - s)
// (shl) or w << (64 - s) (shr), is 0 for s == 0 as the twin's is, with no
// mask and no branch on s: r7 = 64 - s (subfic; 1..64).
// r8 = the word carried between steps (cur), r9-r11 loaded words,
// r12/r9-r11 results, r0 = the return value, r10 = (n-1)%4 (then CTR),
// r5 = (n-1)/4, then (blocks) a temporary.

// z[i] = (x[i] << s) | (x[i-1] >> (64-s)) for i = n-1 down to 1, then
// z[0] = x[0] << s; returns x[n-1] >> (64-s). Walks down, so z above x may
// overlap.
LIMB_ENTRY(limb_shlVU_ppc64le)
	cmpdi	%r5, 0
	beq	5f
	clrldi	%r6, %r6, 58          // s (0..63)
	subfic	%r7, %r6, 64          // 64 - s (1..64)
	sldi	%r9, %r5, 3
	add	%r4, %r4, %r9         // r4 = &x[n]
	add	%r3, %r3, %r9         // r3 = &z[n]
	ld	%r8, -8(%r4)          // cur = x[n-1]
	addi	%r4, %r4, -8          // r4 = &x[n-1]
	srd	%r0, %r8, %r7         // the return value, kept in r0 until the end
	addi	%r5, %r5, -1          // n-1 words have a lower neighbour
	andi.	%r10, %r5, 3
	srdi	%r5, %r5, 2
	beq	2f
	mtctr	%r10
	.p2align 5
1:	                              // z[i] = cur << s | x[i-1] >> (64-s); cur = x[i-1]
	ld	%r9, -8(%r4)
	sld	%r12, %r8, %r6
	srd	%r10, %r9, %r7
	or	%r12, %r12, %r10
	std	%r12, -8(%r3)
	mr	%r8, %r9
	addi	%r4, %r4, -8
	addi	%r3, %r3, -8
	bdnz	1b
2:
	cmpdi	%r5, 0
	beq	4f
	mtctr	%r5
	.p2align 5
3:	                              // four words: r4 = &x[i], r3 = &z[i+1], r8 = x[i]
	ld	%r9, -8(%r4)          // x[i-1]
	ld	%r10, -16(%r4)        // x[i-2]
	ld	%r11, -24(%r4)        // x[i-3]
	sld	%r12, %r8, %r6
	srd	%r5, %r9, %r7
	ld	%r8, -32(%r4)         // x[i-4], the next cur (loaded before any store)
	or	%r12, %r12, %r5       // z[i]
	sld	%r9, %r9, %r6
	srd	%r5, %r10, %r7
	or	%r9, %r9, %r5         // z[i-1]
	sld	%r10, %r10, %r6
	srd	%r5, %r11, %r7
	or	%r10, %r10, %r5       // z[i-2]
	sld	%r11, %r11, %r6
	srd	%r5, %r8, %r7
	or	%r11, %r11, %r5       // z[i-3]
	std	%r12, -8(%r3)
	std	%r9, -16(%r3)
	std	%r10, -24(%r3)
	std	%r11, -32(%r3)
	addi	%r4, %r4, -32
	addi	%r3, %r3, -32
	bdnz	3b
4:
	sld	%r12, %r8, %r6        // z[0] = x[0] << s
	std	%r12, -8(%r3)
	mr	%r3, %r0
	blr
5:
	li	%r3, 0                // n == 0 returns 0
	blr
LIMB_END(limb_shlVU_ppc64le)

// z[i] = (x[i] >> s) | (x[i+1] << (64-s)) for i = 0 up to n-2, then
// z[n-1] = x[n-1] >> s; returns x[0] << (64-s). Walks up, so z below x may
// overlap.
LIMB_ENTRY(limb_shrVU_ppc64le)
	cmpdi	%r5, 0
	beq	5f
	clrldi	%r6, %r6, 58          // s (0..63)
	subfic	%r7, %r6, 64          // 64 - s (1..64)
	ld	%r8, 0(%r4)           // cur = x[0]
	addi	%r4, %r4, 8           // r4 = &x[1]
	sld	%r0, %r8, %r7         // the return value
	addi	%r5, %r5, -1
	andi.	%r10, %r5, 3
	srdi	%r5, %r5, 2
	beq	2f
	mtctr	%r10
	.p2align 5
1:	                              // z[i] = cur >> s | x[i+1] << (64-s); cur = x[i+1]
	ld	%r9, 0(%r4)
	srd	%r12, %r8, %r6
	sld	%r10, %r9, %r7
	or	%r12, %r12, %r10
	std	%r12, 0(%r3)
	mr	%r8, %r9
	addi	%r4, %r4, 8
	addi	%r3, %r3, 8
	bdnz	1b
2:
	cmpdi	%r5, 0
	beq	4f
	mtctr	%r5
	.p2align 5
3:	                              // four words: r4 = &x[i+1], r3 = &z[i], r8 = x[i]
	ld	%r9, 0(%r4)           // x[i+1]
	ld	%r10, 8(%r4)          // x[i+2]
	ld	%r11, 16(%r4)         // x[i+3]
	srd	%r12, %r8, %r6
	sld	%r5, %r9, %r7
	ld	%r8, 24(%r4)          // x[i+4], the next cur (loaded before any store)
	or	%r12, %r12, %r5       // z[i]
	srd	%r9, %r9, %r6
	sld	%r5, %r10, %r7
	or	%r9, %r9, %r5         // z[i+1]
	srd	%r10, %r10, %r6
	sld	%r5, %r11, %r7
	or	%r10, %r10, %r5       // z[i+2]
	srd	%r11, %r11, %r6
	sld	%r5, %r8, %r7
	or	%r11, %r11, %r5       // z[i+3]
	std	%r12, 0(%r3)
	std	%r9, 8(%r3)
	std	%r10, 16(%r3)
	std	%r11, 24(%r3)
	addi	%r4, %r4, 32
	addi	%r3, %r3, 32
	bdnz	3b
4:
	srd	%r12, %r8, %r6        // z[n-1] = x[n-1] >> s
	std	%r12, 0(%r3)
	mr	%r3, %r0
	blr
5:
	li	%r3, 0                // n == 0 returns 0
	blr
LIMB_END(limb_shrVU_ppc64le)

// ---------------------------------------------------------------------------
// mulAddVWW / addMulVVW / subMulVVW. In: r3=z r4=x r5=n r6=y (r7=r).
// r7 = c (the carry word), r10 = n%4 (then CTR), r5 = n/4 (then a z word);
// in a block r8-r11 = x words, then their high halves, then P's words;
// r12/r7/r8/r9 = P's low words as the chain frees registers; r0/r5/r10/r12
// = z words.
// Bounds: a block's P = x[i..i+3]*y + c <= (2^256-1)(2^64-1) + 2^64-1
//   = 2^320 - 2^256, so its top word (hi3 + the chain's carry) never wraps;
//   z + P < 2^320 too (addMul), and for subMul, z - P = low - c' 2^256 with
//   c' = top + borrow <= 2^64-1 (top = 2^64-1 only with P's low words 0, and
//   then nothing borrows). Per word the same bounds as the twins.

// The 5-word P = x[i..i+3]*y + c of a block into r12, r7, r8, r9, r11
// (r4 = &x[i], r6 = y, r7 = c in; r10 free afterwards). The chain's CA starts
// at addc and ends at addze; the multiplies between them leave CA alone.
.macro BLOCK_P
	ld	%r8, 0(%r4)
	ld	%r9, 8(%r4)
	ld	%r10, 16(%r4)
	ld	%r11, 24(%r4)
	mulld	%r12, %r8, %r6        // lo0
	mulhdu	%r8, %r8, %r6         // hi0
	addc	%r12, %r12, %r7       // P0 = lo0 + c
	mulld	%r7, %r9, %r6         // lo1 (c is consumed)
	mulhdu	%r9, %r9, %r6         // hi1
	adde	%r7, %r7, %r8         // P1 = lo1 + hi0
	mulld	%r8, %r10, %r6        // lo2
	mulhdu	%r10, %r10, %r6       // hi2
	adde	%r8, %r8, %r9         // P2 = lo2 + hi1
	mulld	%r9, %r11, %r6        // lo3
	mulhdu	%r11, %r11, %r6       // hi3
	adde	%r9, %r9, %r10        // P3 = lo3 + hi2
	addze	%r11, %r11            // P4 = hi3 + carry (no wrap: see Bounds)
.endm

LIMB_ENTRY(limb_mulAddVWW_ppc64le)
	andi.	%r10, %r5, 3
	srdi	%r5, %r5, 2
	beq	2f
	mtctr	%r10
	.p2align 5
1:	                              // (hi:lo) = x[i]*y + c; z[i] = lo; c = hi
	ld	%r8, 0(%r4)
	mulld	%r9, %r8, %r6
	mulhdu	%r8, %r8, %r6
	addc	%r9, %r9, %r7
	addze	%r7, %r8
	std	%r9, 0(%r3)
	addi	%r4, %r4, 8
	addi	%r3, %r3, 8
	bdnz	1b
2:
	cmpdi	%r5, 0
	beq	4f
	mtctr	%r5
	.p2align 5
3:	                              // z[i..i+3] = P mod 2^256, c = P >> 256
	BLOCK_P
	std	%r12, 0(%r3)
	std	%r7, 8(%r3)
	std	%r8, 16(%r3)
	std	%r9, 24(%r3)
	mr	%r7, %r11             // c = P4
	addi	%r4, %r4, 32
	addi	%r3, %r3, 32
	bdnz	3b
4:
	mr	%r3, %r7
	blr
LIMB_END(limb_mulAddVWW_ppc64le)

LIMB_ENTRY(limb_addMulVVW_ppc64le)
	li	%r7, 0                // c = 0
	andi.	%r10, %r5, 3
	srdi	%r5, %r5, 2
	beq	2f
	mtctr	%r10
	.p2align 5
1:	                              // (hi:lo) = x[i]*y + z[i] + c; z[i] = lo; c = hi
	ld	%r8, 0(%r4)
	ld	%r10, 0(%r3)
	mulld	%r9, %r8, %r6
	mulhdu	%r8, %r8, %r6
	addc	%r9, %r9, %r7
	addze	%r8, %r8
	addc	%r10, %r10, %r9
	addze	%r7, %r8
	std	%r10, 0(%r3)
	addi	%r4, %r4, 8
	addi	%r3, %r3, 8
	bdnz	1b
2:
	cmpdi	%r5, 0
	beq	4f
	mtctr	%r5
	.p2align 5
3:	                              // P = x[i..i+3]*y + c; z[i..i+3] + P -> z, c
	BLOCK_P
	ld	%r10, 0(%r3)
	ld	%r5, 8(%r3)
	ld	%r0, 16(%r3)
	addc	%r10, %r10, %r12      // z[i..i+3] += P's low four words
	ld	%r12, 24(%r3)
	adde	%r5, %r5, %r7
	adde	%r0, %r0, %r8
	adde	%r12, %r12, %r9
	addze	%r7, %r11             // c = P's top word + carry (no wrap: see Bounds)
	std	%r10, 0(%r3)
	std	%r5, 8(%r3)
	std	%r0, 16(%r3)
	std	%r12, 24(%r3)
	addi	%r4, %r4, 32
	addi	%r3, %r3, 32
	bdnz	3b
4:
	mr	%r3, %r7
	blr
LIMB_END(limb_addMulVVW_ppc64le)

LIMB_ENTRY(limb_subMulVVW_ppc64le)
	li	%r7, 0                // c = 0
	andi.	%r10, %r5, 3
	srdi	%r5, %r5, 2
	beq	2f
	mtctr	%r10
	.p2align 5
1:	                              // (hi:lo) = x[i]*y + c; z[i] -= lo; c = hi + borrow
	ld	%r8, 0(%r4)
	ld	%r10, 0(%r3)
	mulld	%r9, %r8, %r6
	mulhdu	%r8, %r8, %r6
	addc	%r9, %r9, %r7
	addze	%r8, %r8
	subfc	%r10, %r9, %r10       // z[i] - lo, CA = !borrow
	subfe	%r9, %r9, %r9         // r9 = CA - 1 = -borrow
	subf	%r7, %r9, %r8         // c = hi + borrow
	std	%r10, 0(%r3)
	addi	%r4, %r4, 8
	addi	%r3, %r3, 8
	bdnz	1b
2:
	cmpdi	%r5, 0
	beq	4f
	mtctr	%r5
	.p2align 5
3:	                              // P = x[i..i+3]*y + c; z[i..i+3] - P -> z, c
	BLOCK_P
	ld	%r10, 0(%r3)
	ld	%r5, 8(%r3)
	ld	%r0, 16(%r3)
	subfc	%r10, %r12, %r10      // z[i..i+3] -= P's low four words
	ld	%r12, 24(%r3)
	subfe	%r5, %r7, %r5
	subfe	%r0, %r8, %r0
	subfe	%r12, %r9, %r12
	subfe	%r9, %r9, %r9         // r9 = CA - 1 = -borrow
	subf	%r7, %r9, %r11        // c = P's top word + borrow (no wrap: see Bounds)
	std	%r10, 0(%r3)
	std	%r5, 8(%r3)
	std	%r0, 16(%r3)
	std	%r12, 24(%r3)
	addi	%r4, %r4, 32
	addi	%r3, %r3, 32
	bdnz	3b
4:
	mr	%r3, %r7
	blr
LIMB_END(limb_subMulVVW_ppc64le)

// ---------------------------------------------------------------------------
// mulBasecase: z[0, xn+yn) = x[0, xn) * y[0, yn), xn >= 1, yn >= 1, z
// overlapping neither x nor y (arith.h). In: r3=z r4=x r5=xn r6=y r7=yn.
// Row 0 is the mulAddVWW pass z[0, xn] = x*y[0]; row j >= 1 is the addMulVVW
// pass z[j, j+xn) += x*y[j] with its carry word stored to z[j+xn], which no
// earlier row wrote (row j-1 ends at z[j-1+xn]). The rows run the blocks
// above inline (BLOCK_P, the same z chain), so a row costs no call, return or
// n%4/n/4 split: those are computed once.
// Register map: r14 = x, r15 = &z[j] (the row's base), r16 = &y[j],
//   r17 = rows left, r18 = xn%4 (tail words per row), r19 = xn/4 (blocks
//   per row); cr1 = (r18 == 0), cr6 = (r19 == 0), set once. Per row as in
//   the kernels above: r3 = z cursor, r4 = x cursor, r6 = y[j], r7 = c,
//   CTR = the loop count; r0, r5, r8-r12 words in flight.
// Frame: none; r14-r19 are saved in the red zone at -48..-8 from r1 (a
//   leaf may use the 288 bytes below r1) and restored.
// Timing: every branch and address depends on xn, yn and the pointers only.
// CAUTION (CA): CA is not live between rows (each row's chains start with
//   addc); the row control uses addi/cmpdi, which leave it alone anyway.
// CAUTION (cr): only cr0, cr1 and cr6 (volatile) are written; cr2-cr4 are
//   callee-saved.
// Measured: instruction counts only (against the row-kernel fallback and
//   Comba); see benchmarks/RESULTS.md, "Schoolbook basecases on aarch64 and
//   ppc64le".

LIMB_ENTRY(limb_mulBasecase_ppc64le)
	std	%r14, -48(%r1)
	.cfi_offset 14, -48
	std	%r15, -40(%r1)
	.cfi_offset 15, -40
	std	%r16, -32(%r1)
	.cfi_offset 16, -32
	std	%r17, -24(%r1)
	.cfi_offset 17, -24
	std	%r18, -16(%r1)
	.cfi_offset 18, -16
	std	%r19, -8(%r1)
	.cfi_offset 19, -8
	mr	%r14, %r4             // x
	addi	%r15, %r3, 8          // &z[1], row 1's base
	mr	%r16, %r6             // &y[0]
	addi	%r17, %r7, -1         // rows after row 0
	andi.	%r18, %r5, 3          // tail words per row
	srdi	%r19, %r5, 2          // blocks per row
	cmpdi	%cr1, %r18, 0
	cmpdi	%cr6, %r19, 0
	// Row 0: z[0, xn] = x*y[0] (the mulAddVWW pass with c = 0).
	ld	%r6, 0(%r16)
	li	%r7, 0
	beq	%cr1, 2f
	mtctr	%r18
1:	                              // (hi:lo) = x[i]*y[0] + c; z[i] = lo; c = hi
	ld	%r8, 0(%r4)
	mulld	%r9, %r8, %r6
	mulhdu	%r8, %r8, %r6
	addc	%r9, %r9, %r7
	addze	%r7, %r8
	std	%r9, 0(%r3)
	addi	%r4, %r4, 8
	addi	%r3, %r3, 8
	bdnz	1b
2:
	beq	%cr6, 4f
	mtctr	%r19
3:	                              // z[i..i+3] = P mod 2^256, c = P >> 256
	BLOCK_P
	std	%r12, 0(%r3)
	std	%r7, 8(%r3)
	std	%r8, 16(%r3)
	std	%r9, 24(%r3)
	mr	%r7, %r11             // c = P4
	addi	%r4, %r4, 32
	addi	%r3, %r3, 32
	bdnz	3b
4:
	std	%r7, 0(%r3)           // z[xn] = c
	cmpdi	%r17, 0
	beq	9f
5:	// Row j >= 1: z[j, j+xn) += x*y[j]; z[j+xn] = the carry word.
	mr	%r3, %r15
	mr	%r4, %r14
	ldu	%r6, 8(%r16)          // y[j]
	li	%r7, 0                // c = 0
	beq	%cr1, 7f
	mtctr	%r18
6:	                              // (hi:lo) = x[i]*y[j] + z[j+i] + c; z[j+i] = lo; c = hi
	ld	%r8, 0(%r4)
	ld	%r10, 0(%r3)
	mulld	%r9, %r8, %r6
	mulhdu	%r8, %r8, %r6
	addc	%r9, %r9, %r7
	addze	%r8, %r8
	addc	%r10, %r10, %r9
	addze	%r7, %r8
	std	%r10, 0(%r3)
	addi	%r4, %r4, 8
	addi	%r3, %r3, 8
	bdnz	6b
7:
	beq	%cr6, 8f
	mtctr	%r19
71:	                              // P = x[i..i+3]*y[j] + c; z[j+i..j+i+3] + P -> z, c
	BLOCK_P
	ld	%r10, 0(%r3)
	ld	%r5, 8(%r3)
	ld	%r0, 16(%r3)
	addc	%r10, %r10, %r12      // z[j+i..j+i+3] += P's low four words
	ld	%r12, 24(%r3)
	adde	%r5, %r5, %r7
	adde	%r0, %r0, %r8
	adde	%r12, %r12, %r9
	addze	%r7, %r11             // c = P's top word + carry (no wrap: see Bounds)
	std	%r10, 0(%r3)
	std	%r5, 8(%r3)
	std	%r0, 16(%r3)
	std	%r12, 24(%r3)
	addi	%r4, %r4, 32
	addi	%r3, %r3, 32
	bdnz	71b
8:
	std	%r7, 0(%r3)           // z[j+xn] = c
	addi	%r15, %r15, 8
	addi	%r17, %r17, -1
	cmpdi	%r17, 0
	bne	5b
9:
	ld	%r14, -48(%r1)
	.cfi_restore 14
	ld	%r15, -40(%r1)
	.cfi_restore 15
	ld	%r16, -32(%r1)
	.cfi_restore 16
	ld	%r17, -24(%r1)
	.cfi_restore 17
	ld	%r18, -16(%r1)
	.cfi_restore 18
	ld	%r19, -8(%r1)
	.cfi_restore 19
	blr
LIMB_END(limb_mulBasecase_ppc64le)

#endif  // defined(__powerpc64__) && defined(__LITTLE_ENDIAN__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
