// limb_poly1305_blocks_mulx: x86-64 with BMI2 (MULX), base 2^64 scalar Poly1305.
// Twin: poly1305_blocks_g (symmetric/poly1305/poly1305_generic.cc); tests require
//   identical h limbs and identical tags for every length and chunking.
// Contract: see symmetric/poly1305/poly1305_internal.h (Poly1305Kernels::blocks).
//   Selected by poly1305_dispatch.cc when cpu.bmi2 ("x86_64_mulx"; no ADX needed:
//   the sums are plain ADD/ADC chains, so valgrind, which hides ADX, runs it too).
//   The IFMA table ("x86_64_avx512ifma") uses it too, for inputs under 16 blocks and
//   for the tails.
// C prototype:
//   void limb_poly1305_blocks_mulx(Poly1305State* st, const uint8_t* in,
//                                  size_t nblocks, uint64_t hibit);
// ABI: SysV AMD64. In: rdi=st  rsi=in  rdx=nblocks  rcx=hibit (0 or 1). Out: none.
//   State offsets: h0 0, h1 8, h2 16, r0 24, r1 32.
// Register map: r8/r9/r10 = h0/h1/h2, r11 = r0, r12 = r1, r13 = s1 = r1 + r1/4,
//   r14 = hibit, r15 = blocks left, rbx:rcx = d0, rax:rbp = d1 (lo:hi),
//   rdx = MULX's implicit source and a temporary.
// Clobbers: rax rcx rdx rsi r8-r11, flags. rbx rbp r12-r15 saved and restored.
// Strategy: the generic twin's arithmetic, instruction for instruction, so the
//   limbs match: per block h += m + hibit*2^128; d0 = h0*r0 + h1*s1,
//   d1 = h0*r1 + h1*r0 + h2*s1, d2 = h2*r0; carry d0 -> d1 -> d2; fold
//   c = d2 & ~3 back as c + c/4 (= 5*(d2>>2), since 2^130 = 5 mod p).
//   The loop is one long dependency chain through h (latency-bound).
// Measured: aead_bench limb/Poly1305/16384 and limb/Poly1305/64 (tools/speed.sh --cpu avx2
//   --filter '^Poly1305/'; --cpu generic for the twin); figures in benchmarks/RESULTS.md,
//   "poly1305_mulx.S".
#include "limb/asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_ENTRY(limb_poly1305_blocks_mulx)
	test	%rdx, %rdx
	jz	.Lmulx_nothing			// nblocks == 0: nothing to do (public length)
	LIMB_PUSH_CALLEE

	mov	%rdx, %r15			// blocks left
	mov	%rcx, %r14			// hibit
	mov	0(%rdi), %r8			// h0
	mov	8(%rdi), %r9			// h1
	mov	16(%rdi), %r10			// h2
	mov	24(%rdi), %r11			// r0
	mov	32(%rdi), %r12			// r1
	mov	%r12, %r13
	shr	$2, %r13
	add	%r12, %r13			// s1 = r1 + r1/4 (< 2^61: no carry)

	.p2align 4
.Lmulx_loop:
	// h += m + hibit*2^128
	add	0(%rsi), %r8
	adc	8(%rsi), %r9
	adc	%r14, %r10			// h2 += CF + hibit  (h2 <= 6)
	lea	16(%rsi), %rsi			// CAUTION: lea keeps flags (none live here)

	// d0 = h0*r0, d1 = h0*r1
	mov	%r8, %rdx
	mulx	%r11, %rbx, %rcx		// rcx:rbx = h0*r0
	mulx	%r12, %rax, %rbp		// rbp:rax = h0*r1
	// d0 += h1*s1, d1 += h1*r0  (h0's register is free now, so r8:r9 hold products)
	mov	%r9, %rdx
	mulx	%r13, %r8, %r9			// r9:r8 = h1*s1
	add	%r8, %rbx
	adc	%r9, %rcx			// d0 < 2^126: no carry out
	mulx	%r11, %r8, %r9			// r9:r8 = h1*r0
	add	%r8, %rax
	adc	%r9, %rbp
	// d1 += h2*s1 (< 2^63, one word); d2 = h2*r0 (< 2^63)
	mov	%r10, %rdx
	imul	%r13, %rdx
	add	%rdx, %rax
	adc	$0, %rbp
	imul	%r11, %r10			// r10 = d2
	// carry d0 -> d1 -> d2
	add	%rcx, %rax
	adc	$0, %rbp
	add	%rbp, %r10			// d2 < 2^64 (see the twin)
	mov	%rbx, %r8			// h0 = lo(d0)
	mov	%rax, %r9			// h1 = lo(d1)
	// fold: c = d2 & ~3; h2 = d2 & 3; h += c + c/4
	mov	%r10, %rcx
	and	$-4, %rcx
	and	$3, %r10
	add	%rcx, %r8
	adc	$0, %r9
	adc	$0, %r10
	shr	$2, %rcx
	add	%rcx, %r8
	adc	$0, %r9
	adc	$0, %r10			// h2 <= 4

	dec	%r15				// CAUTION: dec keeps CF (no carry is live here)
	jnz	.Lmulx_loop

	mov	%r8, 0(%rdi)
	mov	%r9, 8(%rdi)
	mov	%r10, 16(%rdi)

	LIMB_POP_CALLEE
.Lmulx_nothing:
	ret
LIMB_END(limb_poly1305_blocks_mulx)

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
