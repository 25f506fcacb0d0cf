// limb_amm52x20_x2_ifma, limb_select52x20_x2_avx512: x86-64 AVX-512F/VL + AVX512_IFMA
//   (VPMADD52LUQ/HUQ) kernels for 1024-bit Montgomery exponentiation in radix 2^52.
// Twins: amm52x20_x2_g and select52x20_x2_g (bignum/mont_ifma.cc); mont_ifma_test
//   requires bit-identical outputs on random and edge inputs, and GMP agreement.
// Contract: see IfmaKernels in bignum/mont_ifma.h. Selected by IfmaKernelsForCpu()
//   (bignum/mont_ifma.cc) when Cpu() has asm_allowed && avx512f && avx512vl &&
//   avx512ifma (LIMB_CPU=avx512 or native); never under LIMB_CPU<=shani, generic,
//   --config=noasm, nor under valgrind (its CPUID shows no AVX-512).
//
// Layout: a number is 24 little-endian 52-bit limbs (20 used, limbs 20..23 zero),
//   192 bytes; a "pair" is two such numbers back to back (384 bytes): lane A at
//   offset 0, lane B at offset 192. The two lanes are independent problems
//   (the two CRT halves); running them in one instruction stream hides IFMA
//   latency.
//
// C prototypes:
//   void limb_amm52x20_x2_ifma(Word r[48], const Word a[48], const Word b[48],
//                              const Word m[48], const Word k0[2]);
//     For each lane L: r_L = (a_L * b_L + q_L * m_L) / 2^1040 with q_L the unique
//     value in [0, 2^1040) making the division exact (q_L = -a_L b_L m_L^-1 mod
//     2^1040), i.e. r_L = a_L b_L 2^-1040 mod m_L, "almost" reduced. Requires m_L
//     odd, m_L < 2^1024, k0_L = -m_L^-1 mod 2^52, every input limb < 2^52 and
//     a_L, b_L < 2^1025. Then r_L < 2^1025 in normalised limbs (< 2^52 each, limbs
//     20..23 zero) and r_L < 2m_L whenever a_L, b_L < 2m_L. Aliasing: r may equal
//     a and/or b. Time depends on nothing but the CPU.
//   void limb_select52x20_x2_avx512(Word out[48], const Word table[32 * 48],
//                                   Word idx_a, Word idx_b);
//     out lane A = lane A of table entry idx_a, out lane B = lane B of entry
//     idx_b (entries are pairs, 384 bytes each). Reads all 32 entries whole.
//
// ABI: SysV AMD64.
//   amm:    In: rdi=r rsi=a rdx=b rcx=m r8=k0.
//   select: In: rdi=out rsi=table rdx=idx_a rcx=idx_b.
// Register map (amm):
//   zmm0, zmm1, ymm2 = accumulator lane A (limbs 0-7, 8-15, 16-19)
//   zmm3, zmm4, ymm5 = accumulator lane B
//   zmm6-8 = a_A, zmm9-11 = a_B, zmm12-14 = m_A, zmm15-17 = m_B (third one ymm)
//   zmm18/19 = broadcast b_A[i] / b_B[i], zmm20/21 = broadcast y_A / y_B,
//   zmm22 = 0, zmm23 = 2^52-1 in every lane, zmm24-30 temporaries (normaliser).
//   r12/r13 = t_A/t_B (the exact limb 0), r9/r10 = V_A/V_B (limb 1 read from the
//   vector), r14 = 2^52-1, r15 = b, rsi = a, rcx = m, r8 = k0 (memory operands),
//   r11 = i, rax rbx rbp rdx = scratch (rdx = MULX source).
// Clobbers: rax rcx rdx rsi r8-r11 zmm0-30 k1-k6, flags. rbx rbp r12-r15
//   saved/restored.
//
// Strategy (per lane): 20 iterations of word-serial Montgomery in radix 2^52
//   ("AMM", as in Gueron and Krasnov's AVX-512 IFMA RSA code, reimplemented):
//     acc += lo52(a * b[i]) + lo52(m * y)       (limb-wise, 64-bit lanes)
//     acc >>= one limb                          (limb 0 is 0 mod 2^52)
//     acc += hi52(a * b[i]) + hi52(m * y)       (these weigh one limb more)
//   with y = t * k0 mod 2^52 and t the exact limb 0. The vector never supplies
//   t: the scalar unit tracks it, so y is off the vector dependency chain:
//     c  = (t + lo52(m[0] y)) >> 52             (limb 0's carry)
//     t' = V + lo52(a[1] b[i]) + hi52(a[0] b[i]) + lo52(m[1] y) + hi52(m[0] y)
//          + c + lo52(a[0] b[i+1])
//   where V is vector limb 1 at the top of the iteration (exact: only limb 0 of
//   the vector misses the carries) and b[20] is the zero padding limb. The
//   vector's own limb 0 is shifted out unused; after the loop t replaces it.
//   Lane bound: each iteration adds at most 4 * (2^52 - 1) to a limb, so every
//   limb (and t) stays < 2^61. Finally the redundant limbs are normalised: one
//   parallel step (lo52 + the hi part of the limb below, now < 2^52 + 2^12) and
//   a carry-lookahead step on bit masks (generate G = limb > 2^52-1, propagate
//   P = limb == 2^52-1; carry-in mask = ((G << 1) + P) ^ P, applied with masked
//   increments). The value is < 2^1025 < 2^1040, so nothing leaves limb 19.
// CONSTANT TIME (valgrind cannot run AVX-512, so this is by construction and by a
//   line-by-line review, 2026-11-30): the only branches are the loop counters
//   (public: 20 iterations, 32 table entries); every address is the argument
//   pointers plus public offsets; the secret-dependent masks of the normaliser
//   and of the select only steer masked register moves and increments, never a
//   load, store or branch. The select loads every table entry with unmasked
//   loads (a masked load may skip the memory access and leak through the cache).
// Measured (mont_ifma_bench, CPU-time medians of 3, AMD EPYC Zen 4/5 class VM,
//   2 vCPUs under load average ~15, 2026-11-30):
//   AmmX2/1024 (one dual AMM): 175 ns vs 1794 ns for the twin amm52x20_x2_g (10x);
//     the first version, with y computed from the vector's limb 0, took 255 ns.
//   ModExpDual/1024 (two 1024-bit CT exponentiations): limb 217 us vs OpenSSL 3.0
//     BN_mod_exp_mont_consttime_x2 245 us (0.89x); twins 3354 us.
//   The loop is near this formulation's IFMA throughput bound (Zen 4 splits zmm
//   ops: 40 IFMA uops per dual iteration on two pipes = 20 cycles; measured ~24).
#include "asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_ENTRY(limb_amm52x20_x2_ifma)
	push	%rbx
	.cfi_adjust_cfa_offset 8
	.cfi_offset %rbx, -16
	push	%rbp
	.cfi_adjust_cfa_offset 8
	.cfi_offset %rbp, -24
	push	%r12
	.cfi_adjust_cfa_offset 8
	.cfi_offset %r12, -32
	push	%r13
	.cfi_adjust_cfa_offset 8
	.cfi_offset %r13, -40
	push	%r14
	.cfi_adjust_cfa_offset 8
	.cfi_offset %r14, -48
	push	%r15
	.cfi_adjust_cfa_offset 8
	.cfi_offset %r15, -56

	// a, m into registers (so r may alias a); b is read per iteration.
	vmovdqu64	0(%rsi), %zmm6		// a_A limbs 0-7
	vmovdqu64	64(%rsi), %zmm7		// a_A limbs 8-15
	vmovdqu64	128(%rsi), %ymm8	// a_A limbs 16-19
	vmovdqu64	192(%rsi), %zmm9	// a_B
	vmovdqu64	256(%rsi), %zmm10
	vmovdqu64	320(%rsi), %ymm11
	vmovdqu64	0(%rcx), %zmm12		// m_A
	vmovdqu64	64(%rcx), %zmm13
	vmovdqu64	128(%rcx), %ymm14
	vmovdqu64	192(%rcx), %zmm15	// m_B
	vmovdqu64	256(%rcx), %zmm16
	vmovdqu64	320(%rcx), %ymm17
	mov	%rdx, %r15			// r15 = b (rdx is MULX's source)
	movabs	$0xfffffffffffff, %r14		// 2^52 - 1
	vpbroadcastq	%r14, %zmm23
	vpxorq	%zmm22, %zmm22, %zmm22		// 0
	vpxorq	%zmm0, %zmm0, %zmm0		// acc_A = 0
	vpxorq	%zmm1, %zmm1, %zmm1
	vpxorq	%zmm2, %zmm2, %zmm2
	vpxorq	%zmm3, %zmm3, %zmm3		// acc_B = 0
	vpxorq	%zmm4, %zmm4, %zmm4
	vpxorq	%zmm5, %zmm5, %zmm5
	// t_0 = lo52(a[0] * b[0]) per lane (the exact limb 0 of the accumulator).
	mov	0(%r15), %r12
	imul	0(%rsi), %r12
	and	%r14, %r12			// t_A
	mov	192(%r15), %r13
	imul	192(%rsi), %r13
	and	%r14, %r13			// t_B
	xor	%r11d, %r11d			// i = 0

.Lamm_loop:
	// V = acc[1] at the top of the iteration (exact; vector limb 0 is not).
	vpextrq	$1, %xmm0, %r9			// V_A
	vpextrq	$1, %xmm3, %r10			// V_B
	vpbroadcastq	0(%r15,%r11,8), %zmm18	// b_A[i]
	vpbroadcastq	192(%r15,%r11,8), %zmm19	// b_B[i]

	// y = t * k0 mod 2^52, per lane, from the scalar t (off the vector chain).
	mov	%r12, %rax
	imul	0(%r8), %rax
	and	%r14, %rax			// y_A
	vpbroadcastq	%rax, %zmm20
	mov	%r13, %rbx
	imul	8(%r8), %rbx
	and	%r14, %rbx			// y_B
	vpbroadcastq	%rbx, %zmm21

	// acc += lo52(a * b[i]) + lo52(m * y).
	vpmadd52luq	%zmm18, %zmm6, %zmm0
	vpmadd52luq	%zmm19, %zmm9, %zmm3
	vpmadd52luq	%zmm18, %zmm7, %zmm1
	vpmadd52luq	%zmm19, %zmm10, %zmm4
	vpmadd52luq	%ymm18, %ymm8, %ymm2
	vpmadd52luq	%ymm19, %ymm11, %ymm5
	vpmadd52luq	%zmm20, %zmm12, %zmm0
	vpmadd52luq	%zmm21, %zmm15, %zmm3
	vpmadd52luq	%zmm20, %zmm13, %zmm1
	vpmadd52luq	%zmm21, %zmm16, %zmm4
	vpmadd52luq	%ymm20, %ymm14, %ymm2
	vpmadd52luq	%ymm21, %ymm17, %ymm5

	// Lane A scalar: t' = V + lo52(a[1] b[i]) + hi52(a[0] b[i]) + lo52(m[1] y)
	//   + hi52(m[0] y) + c + lo52(a[0] b[i+1]), c = (t + lo52(m[0] y)) >> 52:
	//   the exact limb 0 of the next iteration (b[20] is a zero padding limb).
	mov	%rax, %rdx
	mulx	0(%rcx), %rbp, %rdx		// rdx:rbp = m[0] * y (< 2^104)
	mov	%rbp, %rbx
	and	%r14, %rbx
	add	%r12, %rbx			// t + lo52(m[0] y) == 0 mod 2^52, < 2^61
	shr	$52, %rbx			// c
	shrd	$52, %rdx, %rbp			// hi52(m[0] y)
	add	%rbp, %rbx
	imul	8(%rcx), %rax
	and	%r14, %rax			// lo52(m[1] y)
	add	%rax, %rbx
	add	%r9, %rbx			// + V
	mov	0(%r15,%r11,8), %rdx		// b[i]
	mulx	0(%rsi), %rbp, %rax		// rax:rbp = a[0] * b[i]
	shrd	$52, %rax, %rbp			// hi52(a[0] b[i])
	add	%rbp, %rbx
	imul	8(%rsi), %rdx
	and	%r14, %rdx			// lo52(a[1] b[i])
	add	%rdx, %rbx
	mov	8(%r15,%r11,8), %rdx		// b[i+1]
	imul	0(%rsi), %rdx
	and	%r14, %rdx			// lo52(a[0] b[i+1])
	lea	(%rbx,%rdx), %r12		// t_A for i+1 (< 2^61)

	// acc >>= one limb (limb 0 is dropped: the scalar t carries it). The upper
	// half of zmm2/zmm5 is zero (only ever written as ymm), so limb 16 moves to 15.
	valignq	$1, %zmm0, %zmm1, %zmm0		// acc[0..7] = acc[1..8]
	valignq	$1, %zmm3, %zmm4, %zmm3
	valignq	$1, %zmm1, %zmm2, %zmm1		// acc[8..15] = acc[9..16]
	valignq	$1, %zmm4, %zmm5, %zmm4
	valignq	$1, %ymm2, %ymm22, %ymm2	// acc[16..19] = acc[17..19], 0
	valignq	$1, %ymm5, %ymm22, %ymm5

	// Lane B scalar: the same with y_B (in zmm21's source, recomputed here).
	mov	%r13, %rax
	imul	8(%r8), %rax
	and	%r14, %rax			// y_B
	mov	%rax, %rdx
	mulx	192(%rcx), %rbp, %rdx
	mov	%rbp, %rbx
	and	%r14, %rbx
	add	%r13, %rbx
	shr	$52, %rbx
	shrd	$52, %rdx, %rbp
	add	%rbp, %rbx
	imul	200(%rcx), %rax
	and	%r14, %rax
	add	%rax, %rbx
	add	%r10, %rbx
	mov	192(%r15,%r11,8), %rdx
	mulx	192(%rsi), %rbp, %rax
	shrd	$52, %rax, %rbp
	add	%rbp, %rbx
	imul	200(%rsi), %rdx
	and	%r14, %rdx
	add	%rdx, %rbx
	mov	200(%r15,%r11,8), %rdx
	imul	192(%rsi), %rdx
	and	%r14, %rdx
	lea	(%rbx,%rdx), %r13		// t_B for i+1

	// acc += hi52(a * b[i]) + hi52(m * y).
	vpmadd52huq	%zmm18, %zmm6, %zmm0
	vpmadd52huq	%zmm19, %zmm9, %zmm3
	vpmadd52huq	%zmm18, %zmm7, %zmm1
	vpmadd52huq	%zmm19, %zmm10, %zmm4
	vpmadd52huq	%ymm18, %ymm8, %ymm2
	vpmadd52huq	%ymm19, %ymm11, %ymm5
	vpmadd52huq	%zmm20, %zmm12, %zmm0
	vpmadd52huq	%zmm21, %zmm15, %zmm3
	vpmadd52huq	%zmm20, %zmm13, %zmm1
	vpmadd52huq	%zmm21, %zmm16, %zmm4
	vpmadd52huq	%ymm20, %ymm14, %ymm2
	vpmadd52huq	%ymm21, %ymm17, %ymm5

	inc	%r11
	cmp	$20, %r11			// public trip count
	jne	.Lamm_loop

	// Limb 0 is exactly t (b[20] = 0 added nothing more).
	mov	$1, %eax
	kmovw	%eax, %k1
	vpbroadcastq	%r12, %zmm0{%k1}
	vpbroadcastq	%r13, %zmm3{%k1}

	// Normalise, step 1: limb = lo52(limb) + (limb below >> 52).
	vpsrlq	$52, %zmm0, %zmm24		// hi parts, lane A
	vpsrlq	$52, %zmm1, %zmm25
	vpsrlq	$52, %ymm2, %ymm26
	vpsrlq	$52, %zmm3, %zmm27		// hi parts, lane B
	vpsrlq	$52, %zmm4, %zmm28
	vpsrlq	$52, %ymm5, %ymm29
	vpandq	%zmm23, %zmm0, %zmm0
	vpandq	%zmm23, %zmm1, %zmm1
	vpandq	%ymm23, %ymm2, %ymm2
	vpandq	%zmm23, %zmm3, %zmm3
	vpandq	%zmm23, %zmm4, %zmm4
	vpandq	%ymm23, %ymm5, %ymm5
	// hi moved up one limb: (hi[j] weighs 2^52 times limb j, so it joins limb j+1).
	valignq	$7, %zmm25, %zmm26, %zmm26	// [hi1[7], hi2[0..6]]; only lanes 0-3 used
	valignq	$7, %zmm24, %zmm25, %zmm25	// [hi0[7], hi1[0..6]]
	valignq	$7, %zmm22, %zmm24, %zmm24	// [0, hi0[0..6]]
	valignq	$7, %zmm28, %zmm29, %zmm29
	valignq	$7, %zmm27, %zmm28, %zmm28
	valignq	$7, %zmm22, %zmm27, %zmm27
	vpaddq	%zmm24, %zmm0, %zmm0		// each limb now < 2^52 + 2^12
	vpaddq	%zmm25, %zmm1, %zmm1
	vpaddq	%ymm26, %ymm2, %ymm2
	vpaddq	%zmm27, %zmm3, %zmm3
	vpaddq	%zmm28, %zmm4, %zmm4
	vpaddq	%ymm29, %ymm5, %ymm5

	// Normalise, step 2 (lane A): carry-lookahead over the 20 limbs.
	vpternlogq	$0xff, %zmm30, %zmm30, %zmm30	// all ones (= -1)
	vpcmpuq	$6, %zmm23, %zmm0, %k1		// G: limb > 2^52 - 1
	vpcmpuq	$6, %zmm23, %zmm1, %k2
	vpcmpuq	$6, %ymm23, %ymm2, %k3
	vpcmpuq	$0, %zmm23, %zmm0, %k4		// P: limb == 2^52 - 1
	vpcmpuq	$0, %zmm23, %zmm1, %k5
	vpcmpuq	$0, %ymm23, %ymm2, %k6
	kmovw	%k1, %eax
	kmovw	%k2, %ebx
	kmovw	%k3, %ecx
	shl	$8, %ebx
	shl	$16, %ecx
	or	%ebx, %eax
	or	%ecx, %eax			// eax = G (bits 0-19)
	kmovw	%k4, %r8d
	kmovw	%k5, %ebx
	kmovw	%k6, %ecx
	shl	$8, %ebx
	shl	$16, %ecx
	or	%ebx, %r8d
	or	%ecx, %r8d			// r8d = P
	add	%eax, %eax			// G << 1 (carries out of each G limb)
	add	%r8d, %eax			// + P: a carry ripples through P limbs
	xor	%r8d, %eax			// carry-in mask (G and P are disjoint)
	kmovw	%eax, %k1			// limbs 0-7
	shr	$8, %eax
	kmovw	%eax, %k2			// limbs 8-15
	shr	$8, %eax
	kmovw	%eax, %k3			// limbs 16-19 (bit 20+ is 0: value < 2^1040)
	vpsubq	%zmm30, %zmm0, %zmm0{%k1}	// limb + 1 where a carry arrives
	vpsubq	%zmm30, %zmm1, %zmm1{%k2}
	vpsubq	%ymm30, %ymm2, %ymm2{%k3}
	vpandq	%zmm23, %zmm0, %zmm0
	vpandq	%zmm23, %zmm1, %zmm1
	vpandq	%ymm23, %ymm2, %ymm2

	// Normalise, step 2 (lane B).
	vpcmpuq	$6, %zmm23, %zmm3, %k1
	vpcmpuq	$6, %zmm23, %zmm4, %k2
	vpcmpuq	$6, %ymm23, %ymm5, %k3
	vpcmpuq	$0, %zmm23, %zmm3, %k4
	vpcmpuq	$0, %zmm23, %zmm4, %k5
	vpcmpuq	$0, %ymm23, %ymm5, %k6
	kmovw	%k1, %eax
	kmovw	%k2, %ebx
	kmovw	%k3, %ecx
	shl	$8, %ebx
	shl	$16, %ecx
	or	%ebx, %eax
	or	%ecx, %eax
	kmovw	%k4, %r8d
	kmovw	%k5, %ebx
	kmovw	%k6, %ecx
	shl	$8, %ebx
	shl	$16, %ecx
	or	%ebx, %r8d
	or	%ecx, %r8d
	add	%eax, %eax
	add	%r8d, %eax
	xor	%r8d, %eax
	kmovw	%eax, %k1
	shr	$8, %eax
	kmovw	%eax, %k2
	shr	$8, %eax
	kmovw	%eax, %k3
	vpsubq	%zmm30, %zmm3, %zmm3{%k1}
	vpsubq	%zmm30, %zmm4, %zmm4{%k2}
	vpsubq	%ymm30, %ymm5, %ymm5{%k3}
	vpandq	%zmm23, %zmm3, %zmm3
	vpandq	%zmm23, %zmm4, %zmm4
	vpandq	%ymm23, %ymm5, %ymm5

	// Store; limbs 20..23 written as 0.
	vmovdqu64	%zmm0, 0(%rdi)
	vmovdqu64	%zmm1, 64(%rdi)
	vmovdqu64	%ymm2, 128(%rdi)
	vmovdqu64	%ymm22, 160(%rdi)
	vmovdqu64	%zmm3, 192(%rdi)
	vmovdqu64	%zmm4, 256(%rdi)
	vmovdqu64	%ymm5, 320(%rdi)
	vmovdqu64	%ymm22, 352(%rdi)

	vzeroupper
	pop	%r15
	.cfi_adjust_cfa_offset -8
	.cfi_restore %r15
	pop	%r14
	.cfi_adjust_cfa_offset -8
	.cfi_restore %r14
	pop	%r13
	.cfi_adjust_cfa_offset -8
	.cfi_restore %r13
	pop	%r12
	.cfi_adjust_cfa_offset -8
	.cfi_restore %r12
	pop	%rbp
	.cfi_adjust_cfa_offset -8
	.cfi_restore %rbp
	pop	%rbx
	.cfi_adjust_cfa_offset -8
	.cfi_restore %rbx
	ret
LIMB_END(limb_amm52x20_x2_ifma)

// Register map (select): zmm0-2 = out lane A (24 words), zmm3-5 = out lane B,
//   zmm6 = idx_a, zmm7 = idx_b, zmm8 = i (entry counter), zmm9 = 1, zmm10-15 =
//   the entry just loaded; k1/k2 = (i == idx_a) / (i == idx_b), all lanes alike.
//   rsi = entry pointer, eax = entries left.
// Clobbers: rax rsi zmm0-15 k1 k2, flags.
LIMB_ENTRY(limb_select52x20_x2_avx512)
	vpbroadcastq	%rdx, %zmm6
	vpbroadcastq	%rcx, %zmm7
	vpxorq	%zmm8, %zmm8, %zmm8		// i = 0
	mov	$1, %eax
	vpbroadcastq	%rax, %zmm9
	vpxorq	%zmm0, %zmm0, %zmm0
	vpxorq	%zmm1, %zmm1, %zmm1
	vpxorq	%zmm2, %zmm2, %zmm2
	vpxorq	%zmm3, %zmm3, %zmm3
	vpxorq	%zmm4, %zmm4, %zmm4
	vpxorq	%zmm5, %zmm5, %zmm5
	mov	$32, %eax			// public entry count
.Lsel_loop:
	vpcmpeqq	%zmm6, %zmm8, %k1	// k1 = (i == idx_a) in every lane
	vpcmpeqq	%zmm7, %zmm8, %k2
	vmovdqu64	0(%rsi), %zmm10		// whole entry, unmasked loads
	vmovdqu64	64(%rsi), %zmm11
	vmovdqu64	128(%rsi), %zmm12
	vmovdqu64	192(%rsi), %zmm13
	vmovdqu64	256(%rsi), %zmm14
	vmovdqu64	320(%rsi), %zmm15
	vmovdqa64	%zmm10, %zmm0{%k1}	// register merges under the masks
	vmovdqa64	%zmm11, %zmm1{%k1}
	vmovdqa64	%zmm12, %zmm2{%k1}
	vmovdqa64	%zmm13, %zmm3{%k2}
	vmovdqa64	%zmm14, %zmm4{%k2}
	vmovdqa64	%zmm15, %zmm5{%k2}
	vpaddq	%zmm9, %zmm8, %zmm8		// i++
	add	$384, %rsi
	dec	%eax
	jnz	.Lsel_loop
	vmovdqu64	%zmm0, 0(%rdi)
	vmovdqu64	%zmm1, 64(%rdi)
	vmovdqu64	%zmm2, 128(%rdi)
	vmovdqu64	%zmm3, 192(%rdi)
	vmovdqu64	%zmm4, 256(%rdi)
	vmovdqu64	%zmm5, 320(%rdi)
	vzeroupper
	ret
LIMB_END(limb_select52x20_x2_avx512)

#endif  // __x86_64__ && !LIMB_NO_ASM

LIMB_GNU_STACK
