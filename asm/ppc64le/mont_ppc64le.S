// The ppc64le Montgomery kernels: limb_montMul_ppc64le, limb_sqr_ppc64le,
// limb_montRedc_ppc64le and limb_montRedc16_ppc64le (the "ppc64le" table's
// montSqr is the square followed by a reduction, for the sizes where that
// pays; bignum/mont_ppc64le.cc).
//
// limb_montMul_ppc64le: Montgomery multiplication in scalar Power ISA 2.07,
//   any n >= 1.
// Prototype (C linkage, bignum/mont_asm.h):
//   void limb_montMul_ppc64le(Word* z, const Word* x, const Word* y,
//                             const Word* m, size_t n, Word m0inv);
// Twin: montMul_g (bignum/arith_generic.cc); tests require identical z.
// Contract: see bignum/mont_internal.h (MontKernels::montMul): z = x*y/R
//   mod m, fully reduced, y < m, x < R, m odd, m0inv = -m[0]^(-1) mod 2^64,
//   1 <= n <= kMontMaxWords = 256; z may alias x and/or y, not m.
// Selected by bignum/mont_dispatch.cc (table "ppc64le", every ppc64le CPU
//   unless LIMB_CPU=generic): mulld/mulhdu, addc/adde/addze, ld/std only
//   (.machine power8 marks the build floor; nothing of ISA 3.0).
// ABI: ELFv2. In: r3=z r4=x r5=y r6=m r7=n r8=m0inv. Out: none (z[0,n)).
//   No TOC access (LIMB_ENTRY's .localentry 1); r2 and r13 untouched.
// Register map (limb_montMul_ppc64le):
//   r3 = z, r4 = x, r5 = y cursor, r6 = m, r7 = n, r8 = m0inv,
//   r9 = b = y[i], r10 = u, r11 = cx (carry word of the x*b row),
//   r12 = cm (carry word of the m*u row), r14/r15/r16 = the x, m and t
//   cursors, one word below the next word to load (ldu moves them),
//   r17 = outer count, r18 = n / 4,
//   r19 = the CTR count after the pass's opening (n % 4 - 1 single words,
//   or n / 4 - 1 blocks when n % 4 == 0), r20-r23 = the block's x words
//   then their high halves, then its m words and their high halves,
//   r24-r27 = the x*b low words (then the block's sums with t),
//   r28-r31 = the block's t words, then the m*u low words and sums;
//   r0 = scratch. cr1: n % 4 == 0; cr6: r19 == 0; cr7: n / 4 == 0.
//   Frame (r1-relative, 2240 bytes): 0 back chain, 32 t[-1] (takes word
//   0's zero), 40.. t[0..n], 2096..2239 r14-r31 (stored in the red zone
//   before the stdu, so they sit at -144..-8 from the caller's r1).
// Clobbers (limb_montMul_ppc64le): r0, r5 (the y cursor), r9-r12, CTR,
//   XER[CA], cr0, cr1, cr6, cr7; r3, r4 and r6-r8 are only read. r14-r31
//   are saved and restored;
//   cr2-cr4, LR, the floating-point and vector registers and VRSAVE are
//   untouched.
// Strategy (limb_montMul_ppc64le): CIOS (Koc, Acar, Kaliski 1996), both
//   products of an outer iteration fused into one pass over t:
//     t <- (t + x*b + m*u) / 2^64,  b = y[i],  u = (t[0] + x[0]*b)*m0inv.
//   Word 0 (which yields u) alone, then n % 4 - 1 single words, then the
//   blocks of four; when n % 4 == 0 word 0 opens the first block instead.
//   A single word: t_j + lo(x_j b) + cx < 2^128 folds into hi (addc/addze
//   twice), the same for m_j*u with cm. A block: the four products x_j*b
//   form one addc/adde/addze chain lo_j + hi_(j-1) (+ cx at the bottom), a
//   second chain adds t[j..j+3]; the block's value t_blk + x_blk*b + cx <=
//   (2^256-1) + (2^256-1)(2^64-1) + (2^64-1) = 2^320 - 1, so its fifth word
//   (the next cx) is hi_3 plus the two carries and never wraps: both chains
//   close inside the block. Then the same for m*u with cm. The block's four
//   words go to t[j-1..j+2] (the division by 2^64 fused into the stores).
//   The last load of each block from x, m and t is an ldu, which also
//   steps its cursor: no addi in the block and word loops.
//   After the pass: t[n-1] = t[n] + cx + cm, t[n] = the carry.
//   Invariant (x < R, y < m): t < R + m after every outer iteration, so
//   t[n] is 0 or 1; at the end t < 2m (t*R = x*y + U*m < 2 R*m). The final
//   subtraction writes d = t - m to z, then a mask (all ones where t - m
//   borrowed) keeps t: z = d ^ (mask & (d ^ t)). z is written only after
//   the last read of x and y.
//
// limb_sqr_ppc64le: t[0,2n) = x[0,n)^2, any n >= 1 (the arith table's
//   sqrBasecase; the Montgomery square uses n <= kMontMaxWords).
//   void limb_sqr_ppc64le(Word* t, const Word* x, size_t n);
//   In: r3=t r4=x r5=n. t must not overlap x.
// Twin: sqrBasecase_g (bignum/arith_generic.cc); tests require identical t.
// Register map: r15 = x + i (then x + i + 1), r18 = t + 2i + 1, r19 = row
//   length n-1-i (= rows left), r9 = the row's multiplier x[i]; ADDMUL_ROW's
//   registers below. Diagonal pass: r14 = x cursor, r16 = t cursor, r23 =
//   the previous t word (its top bit moves up), CTR = count.
// Strategy: zero t; row i adds x[i+1,n) * x[i] at t + 2i + 1 (ADDMUL_ROW),
//   its carry word to t[n+i], which no earlier row wrote; then one pass
//   t = 2t + sum x[i]^2 B^(2i) on one adde chain (srdi + rldimi shift the
//   words left by one bit; the loop's control, bdnz and addi, leaves CA
//   alone). n(n-1)/2 + n products instead of n^2; the total is
//   x^2 < B^(2n), so the chain's final carry is 0.
//
// limb_montRedc_ppc64le: z[0,n) = t * R^(-1) mod m, fully reduced, for
//   t[0,2n) < R*m; m odd, m0inv = -m[0]^(-1) mod 2^64,
//   1 <= n <= kMontMaxWords. t is scratch (overwritten); z must not
//   overlap t or m.
//   void limb_montRedc_ppc64le(Word* z, Word* t, const Word* m, size_t n,
//                              Word m0inv);
//   In: r3=z r4=t r5=m r6=n r7=m0inv.
// Twin: montRedc_g (bignum/mont_generic.cc); tests require identical z.
// Register map: r8 = t + i, r17 = rows left, r19 = n (the row length),
//   r9 = u = t[i]*m0inv, r12 = top (the carry bit above t[i+n], 0 or 1);
//   ADDMUL_ROW's registers below; r30 = the final mask.
// Strategy: row i adds m*u at t + i (ADDMUL_ROW), which zeroes t[i]; its
//   carry word and top go into t[i+n], whose carry-out is the next top.
//   Then r = t[n,2n) + top*R < 2m: one pass finds the borrow of r - m
//   (nothing stored), a mask is all ones where it borrowed, and a second
//   pass writes z = r - (m & ~mask).
//
// limb_montRedc16_ppc64le: the reduction for n = 16 (1024-bit moduli, the
//   CRT halves of RSA-2048) with the 16-word window in registers.
//   z[0,16) = t * R^(-1) mod m, fully reduced, for t[0,32) < R*m; m odd,
//   m0inv = -m[0]^(-1) mod 2^64. t is only read; z must not overlap m.
//   void limb_montRedc16_ppc64le(Word* z, const Word* t, const Word* m,
//                                Word m0inv);
//   In: r3=z r4=t r5=m r6=m0inv.
// Twin: montRedc_g(z, t, m, 16, m0inv); tests require identical z.
// Register map: r14-r29 = the window t[i, i+16) (rotating: row i's zeroed
//   low word takes the new top word), r30 = u (then the final mask),
//   r31 = c (carry word of the row), r12 = top (the carry bit above the
//   window, 0 or 1), r8-r11 = a pair's m words, products and high words,
//   r7 = the new top word, r0 = scratch.
// Strategy: the 16 rows of limb_montRedc_ppc64le fully unrolled; t is read
//   once, in order, and never written: per row 32 mulld/mulhdu, 16 ld of m,
//   two addc/adde/addze chains per pair of words, and no loads or stores of
//   the window. The final subtraction as in limb_montRedc_ppc64le, with
//   the window in registers. Straight-line code: no branch at all.
//
// ADDMUL_ROW: t[0,len) += s[0,len) * w (see the macro).
// Clobbers (limb_sqr_ppc64le, limb_montRedc_ppc64le,
//   limb_montRedc16_ppc64le): r0, r7-r12 (the ones that are not
//   arguments), CTR, XER[CA], cr0; the argument registers are only read.
//   r14-r31 are saved in the red zone (-144..-8 from r1) and restored; no
//   frame, r1 never moves; cr2-cr4, LR, the floating-point and vector
//   registers and VRSAVE are untouched.
// Timing (all four kernels): every branch depends on n only (the CTR
//   loops, the n % 4 and n / 4 tests, the row counts), and
//   limb_montRedc16_ppc64le has none; mulld/mulhdu/adde take no
//   data-dependent time on the POWER cores limb targets; no address
//   depends on data.
// CAUTION (CA): one carry chain lives in XER[CA]; mulld/mulhdu, ld/ldu/std,
//   addi, li, mr, and/andc/xor, srdi/rldimi, cmpdi, mtctr and bdnz leave CA
//   alone, so they may sit inside a chain; addic, sradi and the subtracting
//   forms may not. The final subtractions use CA as the inverted borrow
//   (subfc/subfe/addme: CA = 1 means no borrow).
// CAUTION (r0): as addi's source and as a load/store base, r0 reads as 0;
//   here r0 is only ever a data operand or a destination.
// Measured: instruction counts only (no POWER hardware); see
//   benchmarks/RESULTS.md, "mont_ppc64le.S".
#include "limb/asm/asm_common.h"

#if defined(__powerpc64__) && defined(__LITTLE_ENDIAN__) && !defined(LIMB_NO_ASM)

	.machine power8
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
.macro MONT_WORD
	ldu	%r20, 8(%r14)
	ldu	%r28, 8(%r16)
	ldu	%r21, 8(%r15)
	mulld	%r24, %r20, %r9
	mulhdu	%r20, %r20, %r9
	mulld	%r25, %r21, %r10
	mulhdu	%r21, %r21, %r10
	addc	%r24, %r24, %r28      // t_j + lo(x_j b)
	addze	%r20, %r20
	addc	%r24, %r24, %r11      // + cx
	addze	%r11, %r20            // cx
	addc	%r24, %r24, %r25      // + lo(m_j u)
	addze	%r21, %r21
	addc	%r24, %r24, %r12      // + cm
	addze	%r12, %r21            // cm
	std	%r24, -8(%r16)
.endm

// Four words j..j+3 of a pass (r14/r15/r16 at x_(j-1), m_(j-1), t_(j-1);
// the last ldu of each moves it to word j+3); stores t[j-1..j+2].
// first = 1: j = 0, u comes from the block's low word.
.macro MONT_BLOCK first
	ld	%r20, 8(%r14)
	ld	%r21, 16(%r14)
	ld	%r22, 24(%r14)
	ldu	%r23, 32(%r14)
	// x*b: lo in r24-r27, hi in r20-r23
	mulld	%r24, %r20, %r9
	mulhdu	%r20, %r20, %r9
	mulld	%r25, %r21, %r9
	mulhdu	%r21, %r21, %r9
	ld	%r28, 8(%r16)
	ld	%r29, 16(%r16)
	mulld	%r26, %r22, %r9
	mulhdu	%r22, %r22, %r9
	ld	%r30, 24(%r16)
	ldu	%r31, 32(%r16)
	mulld	%r27, %r23, %r9
	mulhdu	%r23, %r23, %r9
	addc	%r24, %r24, %r11      // P = x_blk*b + cx
	adde	%r25, %r25, %r20
	adde	%r26, %r26, %r21
	adde	%r27, %r27, %r22
	addze	%r11, %r23
	addc	%r24, %r24, %r28      // + t[j..j+3]
	adde	%r25, %r25, %r29
	adde	%r26, %r26, %r30
	adde	%r27, %r27, %r31
	addze	%r11, %r11            // cx
	.if \first
	mulld	%r10, %r24, %r8       // u (word 0 is this block's first)
	.endif
	// m*u: lo in r28-r31, hi in r20-r23
	ld	%r20, 8(%r15)
	ld	%r21, 16(%r15)
	ld	%r22, 24(%r15)
	ldu	%r23, 32(%r15)
	mulld	%r28, %r20, %r10
	mulhdu	%r20, %r20, %r10
	mulld	%r29, %r21, %r10
	mulhdu	%r21, %r21, %r10
	mulld	%r30, %r22, %r10
	mulhdu	%r22, %r22, %r10
	mulld	%r31, %r23, %r10
	mulhdu	%r23, %r23, %r10
	addc	%r28, %r28, %r12      // Q = m_blk*u + cm
	adde	%r29, %r29, %r20
	adde	%r30, %r30, %r21
	adde	%r31, %r31, %r22
	addze	%r12, %r23
	addc	%r28, %r28, %r24      // + the x*b block
	adde	%r29, %r29, %r25
	adde	%r30, %r30, %r26
	adde	%r31, %r31, %r27
	addze	%r12, %r12            // cm
	std	%r28, -32(%r16)       // t[j-1] .. t[j+2]
	std	%r29, -24(%r16)
	std	%r30, -16(%r16)
	std	%r31, -8(%r16)
.endm

LIMB_ENTRY(limb_montMul_ppc64le)
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
	mulld	%r24, %r20, %r9
	mulhdu	%r20, %r20, %r9
	addc	%r24, %r24, %r28
	addze	%r11, %r20            // cx
	mulld	%r10, %r24, %r8       // u
	mulld	%r25, %r21, %r10
	mulhdu	%r21, %r21, %r10
	addc	%r24, %r24, %r25      // 0, CA = carry
	addze	%r12, %r21            // cm
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
LIMB_END(limb_montMul_ppc64le)

// ADDMUL_ROW: t[0,len) += s[0,len) * w, carry word out. In: r14 = s - 1,
// r16 = t - 1 (one word below: ldu moves them), r9 = w, r19 = len (>= 1).
// Out: r11 = carry word, r14 and r16 advanced by len words (r16 at
// t[len-1]). Scratch: r0, r10, r20-r31, CTR, CA, cr0.
// len mod 4 single words (t_j + lo + c < 2^128 folds into hi), then blocks
// of four: lo_j + hi_(j-1) (+ c) on one addc/adde/addze chain, t on a
// second; the block's value is < 2^320 (as in the CIOS block above), so its
// fifth word never wraps and both chains close in the block.
.macro ADDMUL_ROW
	li	%r11, 0
	andi.	%r0, %r19, 3
	srdi	%r10, %r19, 2
	beq	2f
	mtctr	%r0
1:	                              // t_j + x_j*w + c -> t_j, c
	ldu	%r20, 8(%r14)
	ldu	%r28, 8(%r16)
	mulld	%r24, %r20, %r9
	mulhdu	%r20, %r20, %r9
	addc	%r24, %r24, %r28
	addze	%r20, %r20
	addc	%r24, %r24, %r11
	addze	%r11, %r20
	std	%r24, 0(%r16)
	bdnz	1b
2:
	cmpdi	%r10, 0
	beq	4f
	mtctr	%r10
	.p2align 5
3:	                              // P = s_blk*w + c; t_blk + P -> t_blk, c
	ld	%r20, 8(%r14)
	ld	%r21, 16(%r14)
	ld	%r22, 24(%r14)
	ldu	%r23, 32(%r14)
	mulld	%r24, %r20, %r9
	mulhdu	%r20, %r20, %r9
	mulld	%r25, %r21, %r9
	mulhdu	%r21, %r21, %r9
	ld	%r28, 8(%r16)
	ld	%r29, 16(%r16)
	mulld	%r26, %r22, %r9
	mulhdu	%r22, %r22, %r9
	ld	%r30, 24(%r16)
	ldu	%r31, 32(%r16)
	mulld	%r27, %r23, %r9
	mulhdu	%r23, %r23, %r9
	addc	%r24, %r24, %r11
	adde	%r25, %r25, %r20
	adde	%r26, %r26, %r21
	adde	%r27, %r27, %r22
	addze	%r11, %r23
	addc	%r24, %r24, %r28
	adde	%r25, %r25, %r29
	adde	%r26, %r26, %r30
	adde	%r27, %r27, %r31
	addze	%r11, %r11
	std	%r24, -24(%r16)
	std	%r25, -16(%r16)
	std	%r26, -8(%r16)
	std	%r27, 0(%r16)
	bdnz	3b
4:
.endm

LIMB_ENTRY(limb_sqr_ppc64le)
	SAVE_R14_R31
	// t[0,2n) = 0
	sldi	%r0, %r5, 1
	mtctr	%r0
	li	%r0, 0
	mr	%r16, %r3
1:
	std	%r0, 0(%r16)
	addi	%r16, %r16, 8
	bdnz	1b
	// Cross products: row i = x[i+1,n) * x[i] at t + 2i + 1, its carry
	// word to t[n+i] (no earlier row wrote it).
	addi	%r19, %r5, -1         // len of row 0; rows left
	mr	%r15, %r4
	addi	%r18, %r3, 8
	cmpdi	%r19, 0
	beq	.Lsqr_diag
.Lsqr_row:
	ld	%r9, 0(%r15)          // w = x[i]
	addi	%r15, %r15, 8         // x + i + 1
	addi	%r14, %r15, -8
	addi	%r16, %r18, -8
	ADDMUL_ROW
	std	%r11, 8(%r16)         // t[n+i]
	addi	%r18, %r18, 16
	addi	%r19, %r19, -1
	cmpdi	%r19, 0
	bne	.Lsqr_row
.Lsqr_diag:
	// t = 2t + sum x[i]^2 B^(2i) on one adde chain: srdi + rldimi shift
	// each word left by one with the top bit of the word below.
	mtctr	%r5
	mr	%r14, %r4
	mr	%r16, %r3
	li	%r23, 0               // the word below t[0]
	addic	%r0, %r23, 0          // CA = 0
	.p2align 5
2:
	ld	%r20, 0(%r14)
	ld	%r21, 0(%r16)
	ld	%r22, 8(%r16)
	mulld	%r26, %r20, %r20
	mulhdu	%r27, %r20, %r20
	srdi	%r24, %r23, 63
	rldimi	%r24, %r21, 1, 0      // (t0 << 1) | (previous >> 63)
	srdi	%r25, %r21, 63
	rldimi	%r25, %r22, 1, 0      // (t1 << 1) | (t0 >> 63)
	mr	%r23, %r22
	adde	%r24, %r24, %r26
	adde	%r25, %r25, %r27
	std	%r24, 0(%r16)
	std	%r25, 8(%r16)
	addi	%r14, %r14, 8
	addi	%r16, %r16, 16
	bdnz	2b
	RESTORE_R14_R31
	blr
LIMB_END(limb_sqr_ppc64le)

LIMB_ENTRY(limb_montRedc_ppc64le)
	SAVE_R14_R31
	mr	%r8, %r4              // t + i
	mr	%r17, %r6             // rows left
	mr	%r19, %r6             // row length
	li	%r12, 0               // top
.Lredc_row:
	ld	%r9, 0(%r8)
	mulld	%r9, %r9, %r7         // u = t[i] * m0inv
	addi	%r14, %r5, -8
	addi	%r16, %r8, -8
	ADDMUL_ROW
	ld	%r28, 8(%r16)         // t[i+n] += carry word + top
	li	%r0, 0
	addc	%r28, %r28, %r11
	addze	%r0, %r0
	addc	%r28, %r28, %r12
	addze	%r12, %r0
	std	%r28, 8(%r16)
	addi	%r8, %r8, 8
	addi	%r17, %r17, -1
	cmpdi	%r17, 0
	bne	.Lredc_row

	// r8 = t + n, r = t[n,2n) + top*R < 2m. First only the borrow of r - m ...
	mr	%r16, %r8
	mr	%r14, %r5
	mtctr	%r6
	subfc	%r0, %r0, %r0         // CA = 1: no borrow in
	.p2align 5
3:
	ld	%r20, 0(%r16)
	ld	%r21, 0(%r14)
	subfe	%r20, %r21, %r20
	addi	%r16, %r16, 8
	addi	%r14, %r14, 8
	bdnz	3b
	addme	%r12, %r12            // top - borrow: CA = 0 iff r < m
	subfe	%r30, %r30, %r30      // mask = CA - 1: all ones iff r < m
	// ... then z = r - (m & ~mask).
	mr	%r16, %r8
	mr	%r14, %r5
	mr	%r15, %r3
	mtctr	%r6
	subfc	%r0, %r0, %r0
	.p2align 5
4:
	ld	%r20, 0(%r16)
	ld	%r21, 0(%r14)
	andc	%r21, %r21, %r30
	subfe	%r20, %r21, %r20
	std	%r20, 0(%r15)
	addi	%r16, %r16, 8
	addi	%r14, %r14, 8
	addi	%r15, %r15, 8
	bdnz	4b
	RESTORE_R14_R31
	blr
LIMB_END(limb_montRedc_ppc64le)

// limb_montRedc16_ppc64le, a pair of words (m_j, m_j+1), j >= 2, of a row:
// lo_j + c, lo_(j+1) + hi_j, hi_(j+1) on one chain, then the window words on
// a second; the pair's value w + m_pair*u + c < 2^192, so its third word (the
// next c) never wraps. r30 = u, r31 = c; r8-r11 scratch.
.macro REDC16_PAIR off, wa, wb
	ld	%r8, \off(%r5)
	ld	%r9, (\off + 8)(%r5)
	mulld	%r10, %r8, %r30
	mulhdu	%r8, %r8, %r30
	mulld	%r11, %r9, %r30
	mulhdu	%r9, %r9, %r30
	addc	%r10, %r10, %r31
	adde	%r11, %r11, %r8
	addze	%r31, %r9
	addc	%r\wa, %r\wa, %r10
	adde	%r\wb, %r\wb, %r11
	addze	%r31, %r31
.endm

// Row i of limb_montRedc16_ppc64le: the window w0..w15 = t[i, i+16) (with
// the carries of earlier rows) gets m*u added, u = w0*m0inv; w0 becomes zero
// and its register takes the window's new top word t[i+16] + c + top.
.macro REDC16_ROW i, w0, w1, w2, w3, w4, w5, w6, w7, w8, w9, w10, w11, w12, w13, w14, w15
	mulld	%r30, %r\w0, %r6      // u
	ld	%r8, 0(%r5)
	ld	%r9, 8(%r5)
	mulld	%r10, %r8, %r30
	mulhdu	%r8, %r8, %r30
	mulld	%r11, %r9, %r30
	mulhdu	%r9, %r9, %r30
	addc	%r11, %r11, %r8
	addze	%r31, %r9
	addc	%r\w0, %r\w0, %r10    // 0
	adde	%r\w1, %r\w1, %r11
	addze	%r31, %r31
	REDC16_PAIR 16, \w2, \w3
	REDC16_PAIR 32, \w4, \w5
	REDC16_PAIR 48, \w6, \w7
	REDC16_PAIR 64, \w8, \w9
	REDC16_PAIR 80, \w10, \w11
	REDC16_PAIR 96, \w12, \w13
	REDC16_PAIR 112, \w14, \w15
	ld	%r7, (8 * (\i + 16))(%r4)  // new top word: t[i+16] + c + top
	li	%r0, 0
	addc	%r\w0, %r7, %r31
	addze	%r0, %r0
	addc	%r\w0, %r\w0, %r12
	addze	%r12, %r0
.endm

LIMB_ENTRY(limb_montRedc16_ppc64le)
	SAVE_R14_R31
	.irp r, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29
	ld	%r\r, (8 * (\r - 14))(%r4)
	.endr
	li	%r12, 0               // top
	REDC16_ROW 0, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29
	REDC16_ROW 1, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 14
	REDC16_ROW 2, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 14, 15
	REDC16_ROW 3, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 14, 15, 16
	REDC16_ROW 4, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 14, 15, 16, 17
	REDC16_ROW 5, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 14, 15, 16, 17, 18
	REDC16_ROW 6, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 14, 15, 16, 17, 18, 19
	REDC16_ROW 7, 21, 22, 23, 24, 25, 26, 27, 28, 29, 14, 15, 16, 17, 18, 19, 20
	REDC16_ROW 8, 22, 23, 24, 25, 26, 27, 28, 29, 14, 15, 16, 17, 18, 19, 20, 21
	REDC16_ROW 9, 23, 24, 25, 26, 27, 28, 29, 14, 15, 16, 17, 18, 19, 20, 21, 22
	REDC16_ROW 10, 24, 25, 26, 27, 28, 29, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23
	REDC16_ROW 11, 25, 26, 27, 28, 29, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24
	REDC16_ROW 12, 26, 27, 28, 29, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25
	REDC16_ROW 13, 27, 28, 29, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26
	REDC16_ROW 14, 28, 29, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27
	REDC16_ROW 15, 29, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28
	// The window is back in r14..r29 in order: r = w + top*R < 2m. First
	// only the borrow of r - m ...
	subfc	%r0, %r0, %r0         // CA = 1: no borrow in
	.irp r, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29
	ld	%r8, (8 * (\r - 14))(%r5)
	subfe	%r0, %r8, %r\r
	.endr
	addme	%r12, %r12            // top - borrow: CA = 0 iff r < m
	subfe	%r30, %r30, %r30      // mask = CA - 1: all ones iff r < m
	// ... then z = r - (m & ~mask).
	subfc	%r0, %r0, %r0
	.irp r, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29
	ld	%r8, (8 * (\r - 14))(%r5)
	andc	%r8, %r8, %r30
	subfe	%r8, %r8, %r\r
	std	%r8, (8 * (\r - 14))(%r3)
	.endr
	RESTORE_R14_R31
	blr
LIMB_END(limb_montRedc16_ppc64le)

#endif  // defined(__powerpc64__) && defined(__LITTLE_ENDIAN__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
