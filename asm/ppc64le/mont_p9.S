// limb_montMul_p9: Montgomery multiplication in scalar Power ISA 3.0 (the
//   "ppc64le_p9" table's montMul and, with y = x, its montSqr), any n >= 1.
//   A file of its own so that its ".machine power9" cannot let ISA 3.0
//   instructions into the power8 kernels of mont_ppc64le.S, which every
//   ppc64le CPU must run.
// Prototype (C linkage, bignum/mont_asm.h):
//   void limb_montMul_p9(Word* z, const Word* x, const Word* y,
//                        const Word* m, size_t n, Word m0inv);
// Twin: montMul_g (bignum/arith_generic.cc); tests require identical z.
// Contract: see bignum/mont_internal.h (MontKernels::montMul): z = x*y/R
//   mod m, fully reduced, y < m, x < R, m odd, m0inv = -m[0]^(-1) mod 2^64,
//   1 <= n <= kMontMaxWords = 256; z may alias x and/or y, not m.
// Selected by bignum/mont_dispatch.cc (table "ppc64le_p9", CpuFeatures::
//   power9: POWER9 and later, unless LIMB_CPU caps below power9). maddld and
//   maddhdu are ISA 3.0: they trap on POWER8 (and under qemu -cpu power8),
//   so nothing may call this kernel without that check.
// ABI: ELFv2. In: r3=z r4=x r5=y r6=m r7=n r8=m0inv. Out: none (z[0,n)).
//   No TOC access (LIMB_ENTRY's .localentry 1); r2 and r13 untouched.
// Register map:
//   r3 = z, r4 = x, r5 = y cursor, r6 = m, r7 = n, r8 = m0inv,
//   r9 = b = y[i], r10 = u, r11 = cx (carry word of the x*b row),
//   r12 = cm (carry word of the m*u row), r14/r15/r16 = the x, m and t
//   cursors, one word below the next word to load (ldu moves them),
//   r17 = outer count, r18 = n / 4,
//   r19 = the CTR count after the pass's opening (n % 4 - 1 single words,
//   or n / 4 - 1 blocks when n % 4 == 0), r20-r23 = the block's x words
//   then the high words of x*b + t, then its m words and the high words of
//   m*u + P, r24-r27 = the low words of x*b + t (then P, the block's sums),
//   r28-r31 = the block's t words, then the low words of m*u + P and Q;
//   r0 = scratch. cr1: n % 4 == 0; cr6: r19 == 0; cr7: n / 4 == 0.
//   Frame (r1-relative, 2240 bytes): 0 back chain, 32 t[-1] (takes word
//   0's zero), 40.. t[0..n], 2096..2239 r14-r31 (stored in the red zone
//   before the stdu, so they sit at -144..-8 from the caller's r1).
// Clobbers: r0, r5 (the y cursor), r9-r12, CTR, XER[CA], cr0, cr1, cr6,
//   cr7; r3, r4 and r6-r8 are only read. r14-r31 are saved and restored;
//   cr2-cr4, LR, the floating-point and vector registers and VRSAVE are
//   untouched.
// Strategy: the CIOS pass of limb_montMul_ppc64le (mont_ppc64le.S),
//     t <- (t + x*b + m*u) / 2^64,  b = y[i],  u = (t[0] + x[0]*b)*m0inv,
//   with the additions of t and of the x*b row moved into the multiplier:
//   maddld/maddhdu give (hi:lo) = a*c + d, which is at most
//   (2^64-1)^2 + 2^64-1 = 2^128 - 2^64 and so never wraps. A block of four
//   words: (hi_k:lo_k) = x_k*b + t_k, then ONE addc/adde/addze chain
//   lo_k + hi_(k-1) (+ cx at the bottom) gives P = x_blk*b + t_blk + cx
//   <= 2^320 - 1, whose fifth word is the next cx; then
//   (hi_k:lo_k) = m_k*u + P_k and one chain with cm gives Q = m_blk*u + P
//   + cm <= 2^320 - 1 likewise. Two chains per block instead of four: the
//   t words no longer ride through XER[CA]. A single word: (h:l) = x_j*b +
//   t_j, l + cx folds into h (addc/addze); (h':l') = m_j*u + l, l' + cm
//   folds into h'. Word 0: cx = hi(x_0*b + t_0), and m_0*u + lo = 0 mod
//   2^64, so cm = hi(m_0*u + lo) exactly. The rest (the n % 4 split, the
//   tail, the invariant t < R + m, the masked final subtraction, z
//   written only after the last read of x and y) is as in mont_ppc64le.S.
// Timing: every branch depends on n only (the CTR loops, the n % 4 and
//   n / 4 tests, the outer count); maddld/maddhdu/mulld/adde take no
//   data-dependent time on the POWER cores limb targets; no address
//   depends on data.
// CAUTION (CA): the carry chains live in XER[CA]; maddld/maddhdu, mulld,
//   ld/ldu/std, addi, li, mr, and/xor, cmpdi, mtctr and bdnz leave CA
//   alone, so they may sit inside a chain; addic, sradi and the subtracting
//   forms may not. The final subtraction uses CA as the inverted borrow
//   (subfc/subfe/addme: CA = 1 means no borrow).
// CAUTION (r0): as addi's source and as a load/store base, r0 reads as 0;
//   here r0 is only ever a data operand or a destination.
// CAUTION (ISA): .machine power9 below; this file must hold nothing that
//   runs where CpuFeatures::power9 is false.
// Measured: instruction counts only (no POWER hardware); see
//   benchmarks/RESULTS.md, "mont_p9.S".
#include "limb/asm/asm_common.h"

#if defined(__powerpc64__) && defined(__LITTLE_ENDIAN__) && !defined(LIMB_NO_ASM)

	.machine power9
	.abiversion 2

#define FRAME 2240
#define T0 40

// Saves r14-r31 at -144..-8 from r1 (the red zone; the frame pushed next
// covers it), with the unwinder told where.
.macro SAVE_R14_R31
	.irp r, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31
	std	%r\r, (8 * (\r - 32))(%r1)
	.cfi_offset \r, (8 * (\r - 32))
	.endr
.endm

// Restores them; r1 is the caller's again.
.macro RESTORE_R14_R31
	.irp r, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31
	ld	%r\r, (8 * (\r - 32))(%r1)
	.cfi_restore \r
	.endr
.endm

// One word j >= 1 of a pass: r14/r15/r16 at x_(j-1), m_(j-1), t_(j-1)
// (ldu moves them to x_j, m_j, t_j); stores t[j-1].
// (h:l) = x_j*b + t_j <= 2^128 - 2^64 cannot wrap; + cx folds into h.
// (h:l') = m_j*u + l cannot wrap either; + cm folds into h.
.macro MONT_WORD
	ldu	%r20, 8(%r14)
	ldu	%r28, 8(%r16)
	ldu	%r21, 8(%r15)
	maddld	%r24, %r20, %r9, %r28   // lo(x_j b + t_j)
	maddhdu	%r20, %r20, %r9, %r28   // hi(x_j b + t_j)
	addc	%r24, %r24, %r11        // + cx
	addze	%r11, %r20              // cx
	maddld	%r25, %r21, %r10, %r24  // lo(m_j u + that)
	maddhdu	%r21, %r21, %r10, %r24  // hi
	addc	%r25, %r25, %r12        // + cm
	addze	%r12, %r21              // cm
	std	%r25, -8(%r16)
.endm

// Four words j..j+3 of a pass (r14/r15/r16 at x_(j-1), m_(j-1), t_(j-1);
// the last ldu of each moves it to word j+3); stores t[j-1..j+2].
// first = 1: j = 0, u comes from the block's low word.
// (hi_k:lo_k) = x_(j+k)*b + t_(j+k) (maddld/maddhdu, no carry out), then
// one chain lo_k + hi_(k-1) (+ cx at the bottom) whose fifth word is the
// next cx; the same for m*u with the x*b block as the addends and cm.
.macro MONT_BLOCK first
	ld	%r20, 8(%r14)
	ld	%r21, 16(%r14)
	ld	%r22, 24(%r14)
	ldu	%r23, 32(%r14)
	ld	%r28, 8(%r16)
	ld	%r29, 16(%r16)
	ld	%r30, 24(%r16)
	ldu	%r31, 32(%r16)
	// x*b + t: lo in r24-r27, hi in r20-r23
	maddld	%r24, %r20, %r9, %r28
	maddhdu	%r20, %r20, %r9, %r28
	maddld	%r25, %r21, %r9, %r29
	maddhdu	%r21, %r21, %r9, %r29
	maddld	%r26, %r22, %r9, %r30
	maddhdu	%r22, %r22, %r9, %r30
	maddld	%r27, %r23, %r9, %r31
	maddhdu	%r23, %r23, %r9, %r31
	addc	%r24, %r24, %r11      // P = x_blk*b + t_blk + cx
	adde	%r25, %r25, %r20
	adde	%r26, %r26, %r21
	adde	%r27, %r27, %r22
	addze	%r11, %r23            // cx
	.if \first
	mulld	%r10, %r24, %r8       // u (word 0 is this block's first)
	.endif
	// m*u + P: lo in r28-r31, hi in r20-r23
	ld	%r20, 8(%r15)
	ld	%r21, 16(%r15)
	ld	%r22, 24(%r15)
	ldu	%r23, 32(%r15)
	maddld	%r28, %r20, %r10, %r24
	maddhdu	%r20, %r20, %r10, %r24
	maddld	%r29, %r21, %r10, %r25
	maddhdu	%r21, %r21, %r10, %r25
	maddld	%r30, %r22, %r10, %r26
	maddhdu	%r22, %r22, %r10, %r26
	maddld	%r31, %r23, %r10, %r27
	maddhdu	%r23, %r23, %r10, %r27
	addc	%r28, %r28, %r12      // Q = m_blk*u + P + cm
	adde	%r29, %r29, %r20
	adde	%r30, %r30, %r21
	adde	%r31, %r31, %r22
	addze	%r12, %r23            // cm
	std	%r28, -32(%r16)       // t[j-1] .. t[j+2]
	std	%r29, -24(%r16)
	std	%r30, -16(%r16)
	std	%r31, -8(%r16)
.endm

LIMB_ENTRY(limb_montMul_p9)
	SAVE_R14_R31
	stdu	%r1, -FRAME(%r1)
	.cfi_adjust_cfa_offset FRAME
	andi.	%r19, %r7, 3          // n % 4
	srdi	%r18, %r7, 2          // n / 4
	cmpdi	%cr1, %r19, 0
	cmpdi	%cr7, %r18, 0
	addi	%r19, %r19, -1        // single words after word 0
	bne	%cr1, 1f
	addi	%r19, %r18, -1        // n % 4 == 0: blocks after the first
1:
	cmpdi	%cr6, %r19, 0
	mr	%r17, %r7             // outer count

	// t[0..n] = 0
	addi	%r16, %r1, T0
	addi	%r0, %r7, 1
	mtctr	%r0
	li	%r0, 0
2:
	std	%r0, 0(%r16)
	addi	%r16, %r16, 8
	bdnz	2b

.Louter:
	ld	%r9, 0(%r5)           // b = y[i]
	addi	%r5, %r5, 8
	addi	%r14, %r4, -8         // the cursors sit one word below
	addi	%r15, %r6, -8
	addi	%r16, %r1, T0 - 8
	beq	%cr1, .Lfirst_block   // n % 4 == 0: word 0 opens a block
	// Word 0 alone: yields u; its low word (zero) is not stored.
	ldu	%r20, 8(%r14)
	ldu	%r28, 8(%r16)
	ldu	%r21, 8(%r15)
	maddld	%r24, %r20, %r9, %r28 // lo(x_0 b + t_0)
	maddhdu	%r11, %r20, %r9, %r28 // cx
	mulld	%r10, %r24, %r8       // u
	maddhdu	%r12, %r21, %r10, %r24 // cm (the low word m_0 u + lo is 0)
	beq	%cr6, .Lblocks
	mtctr	%r19
	.p2align 5
.Lsingle:
	MONT_WORD
	bdnz	.Lsingle
.Lblocks:
	beq	%cr7, .Ltail
	mtctr	%r18
	.p2align 5
.Lblock:
	MONT_BLOCK 0
	bdnz	.Lblock
	b	.Ltail

.Lfirst_block:
	li	%r11, 0               // cx
	li	%r12, 0               // cm
	MONT_BLOCK 1
	beq	%cr6, .Ltail
	mtctr	%r19
	b	.Lblock

.Ltail:
	// r16 = t + n - 1: t[n-1] = t[n] + cx + cm, t[n] = the carry.
	ld	%r28, 8(%r16)
	li	%r0, 0
	addc	%r11, %r11, %r12
	addze	%r0, %r0
	addc	%r11, %r11, %r28
	addze	%r0, %r0
	std	%r11, 0(%r16)
	std	%r0, 8(%r16)
	addi	%r17, %r17, -1
	cmpdi	%r17, 0
	bne	.Louter

	// z = t - m (CA = 1: no borrow in) ...
	addi	%r16, %r1, T0
	mr	%r15, %r6
	mr	%r14, %r3
	mtctr	%r7
	subfc	%r0, %r0, %r0
	.p2align 5
3:
	ld	%r20, 0(%r16)
	ld	%r21, 0(%r15)
	subfe	%r20, %r21, %r20
	std	%r20, 0(%r14)
	addi	%r16, %r16, 8
	addi	%r15, %r15, 8
	addi	%r14, %r14, 8
	bdnz	3b
	ld	%r20, 0(%r16)         // t[n] - borrow: CA = 0 iff t < m
	addme	%r20, %r20
	subfe	%r0, %r0, %r0         // mask = CA - 1: all ones iff t < m
	// ... then keep t where that borrowed.
	addi	%r16, %r1, T0
	mr	%r14, %r3
	mtctr	%r7
	.p2align 5
4:
	ld	%r20, 0(%r16)
	ld	%r21, 0(%r14)
	xor	%r20, %r20, %r21
	and	%r20, %r20, %r0
	xor	%r21, %r21, %r20      // d ^ (mask & (d ^ t))
	std	%r21, 0(%r14)
	addi	%r16, %r16, 8
	addi	%r14, %r14, 8
	bdnz	4b

	addi	%r1, %r1, FRAME
	.cfi_adjust_cfa_offset -FRAME
	RESTORE_R14_R31
	blr
LIMB_END(limb_montMul_p9)

#endif  // defined(__powerpc64__) && defined(__LITTLE_ENDIAN__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
