// limb_amm52x20_x2_ifma, limb_select52x20_x2_avx512: x86-64 AVX-512F/VL/BW +
//   AVX512_IFMA (VPMADD52LUQ/HUQ) kernels for 1024-bit Montgomery exponentiation
//   in radix 2^52 (the AMM's normaliser uses AVX512BW mask instructions: KADDQ,
//   KSHIFTLQ/RQ, KUNPCKWD/DQ; every CPU with AVX512_IFMA has AVX512BW).
// Twins: the 20-limb dual amm_x2/select_x2 of GenericIfmaKernels().For(16)
//   (bignum/mont_ifma.cc). mont_ifma_test and mont_ifma_sqr_test (the latter
//   calls these symbols directly, squarings first) require bit-identical
//   outputs on random and edge inputs, and GMP agreement.
// Contract: see IfmaSizeKernels in bignum/mont_ifma_internal.h (n = 16 words, L = 20,
//   S = 24). Selected by IfmaKernelsForCpu() (bignum/mont_ifma.cc) when Cpu()
//   has asm_allowed && avx512f && avx512vl && avx512ifma (LIMB_CPU=avx512 or
//   native); never under LIMB_CPU<=shani, generic, --config=noasm, nor under
//   valgrind (its CPUID shows no AVX-512).
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
// Register map (amm loop). Vectors use a PACKED layout: 40 limbs in five zmm,
//   [A 0-7], [A 8-15], [A 16-19 | B 16-19] ("shared"), [B 0-7], [B 8-15]:
//   zmm0-4 = accumulator (in that order), zmm6-10 = a, zmm12-16 = m,
//   zmm24-28 = Q (the iteration's terms, see below), zmm30/31/29 = y_A, y_B,
//   [y_A x4, y_B x4]; zmm20/21/17 = b_A[i+1], b_B[i+1], mixed; zmm11 = mixed
//   b[i]; zmm5, zmm23 = vpermt2q indices of the shift; zmm22 = 0; xmm18/19 =
//   limbs 2-3 of the accumulator (W). k2 = 0xf0 (lane B half of "shared").
//   r12/r13 = t_A/t_B (exact limb 0), r9/r10 = W_A/W_B, r8/rdi = R_A/R_B,
//   r14 = 2^52-1, r15 = b, rcx = m, r11 = i, rbp = frame pointer,
//   rax rbx rdx rsi = scratch (rdx = MULX source).
//   Stack (64-byte aligned): m_down (m shifted down one limb, packed), k0 << 12
//   per lane, the saved r, P[0..19] per lane.
//   After the loop the accumulator is unpacked to zmm0,zmm1,ymm2 (A) and
//   zmm3,zmm4,ymm5 (B) for the normaliser, zmm23 = 2^52-1, zmm24-30 temps.
// Clobbers: rax rcx rdx rsi rdi r8-r11 zmm0-31 k1-k7, flags. rbx rbp r12-r15
//   saved/restored.
//
// Strategy (per lane): 20 iterations of word-serial Montgomery in radix 2^52
//   ("AMM", as in Gueron and Krasnov's AVX-512 IFMA RSA code, reimplemented).
//   Frame i is the accumulator divided by 2^(52 i); row i adds
//     lo52(a b[i]) + lo52(m y_i)  at limbs j,  hi52(a b[i]) + hi52(m y_i) at j+1,
//   y_i = t_i k0 mod 2^52 with t_i the exact limb 0 of frame i, which makes
//   limb 0 vanish mod 2^52 so the frame moves up one limb. The loop is built
//   so that NOTHING on the accumulator's chain is a multiplication:
//     acc_{i+1} = shift(acc_i) + Q_i,  Q_i = lo52(a b[i+1]) + hi52(a b[i])
//               + lo52(m_down y_i) + hi52(m y_i)        (all in frame i+1)
//   with m_down[j] = m[j+1] (lo52(m y) seen from frame i+1; its limb 0 is the
//   one the shift drops). Q starts from zero each iteration, its a-terms are
//   ready early, so only two IFMAs wait for y, and the chain per iteration is
//   one permute and one add. (Accumulating the four IFMAs into acc, with the
//   shift in between, would put ~21 cycles of latency on every iteration.)
//   The scalar unit tracks t, so y never waits for a vector-to-GPR move of the
//   current frame: with W = acc_{i-1}[2] (extracted one iteration earlier),
//     t_{i+1} = W + R + P[i] + c + lo52(m[1] y_i) + hi52(m[0] y_i),
//     R = lo52(m[2] y_{i-1}) + hi52(m[1] y_{i-1}),  c = ceil(t_i / 2^52)
//     (= (t_i + lo52(m[0] y_i)) >> 52, as that sum is 0 mod 2^52),
//     P[i] = lo52(a[1] b[i]) + hi52(a[1] b[i-1]) + lo52(a[0] b[i+1])
//          + hi52(a[0] b[i])   (b[-1] = b[20] = 0; y-free, computed up front
//                               with IFMA into a stack array),
//   because acc_i[1] = acc_{i-1}[2] + Q_{i-1}[1] and W, R, P are 0 / exact for
//   i = 0 (acc_0 = lo52(a b[0])). k0 and the products with y use y << 12 =
//   t (k0 << 12) mod 2^64: MULX(m[j], y << 12) returns lo52(m[j] y) << 12 in
//   its low word and hi52(m[j] y) in its high word, no masking needed.
//   Packing: lanes A and B share the vector of limbs 16-19, so a product row
//   is 5 IFMAs instead of 6 (2 zmm + 1 ymm per lane, unpacked); the shared vector's
//   multiplier is a blend of the two lanes' broadcasts, and the shift is two
//   valignq plus two vpermt2q (lane B's limb 16 and the shared vector).
//   Lane bound: each iteration adds at most 4 (2^52 - 1) to a limb, so every
//   limb (and t) stays < 2^61. Finally the redundant limbs are normalised: one
//   parallel step (lo52 + the hi part of the limb below, now < 2^52 + 2^12) and
//   a carry-lookahead step on bit masks, both lanes in one 64-bit mask word
//   (lane A bits 0-19, lane B bits 32-51; generate G = limb > 2^52-1,
//   propagate P = limb == 2^52-1; carry-in mask = ((G << 1) + P) ^ P, applied
//   with masked increments: cheaper than a per-lane lookahead through GPRs).
//   The value is < 2^1025 < 2^1040, so nothing leaves limb 19.
// CONSTANT TIME (valgrind cannot run AVX-512, so this is by construction and by a
//   line-by-line review): the only branches are the loop counters
//   (public: 20 iterations, 32 table entries); every address is the argument
//   pointers, the stack frame and the .rodata permute indices plus public
//   offsets; the secret-dependent masks of the normaliser and of the select
//   only steer masked register moves and increments, never a load, store or
//   branch (no load or store is masked; k2 is a constant blend mask on
//   registers). The select loads every table entry with unmasked
//   loads (a masked load may skip the memory access and leak through the cache).
// Bound (full-width IFMA: 2 zmm IFMA per cycle, latency 4): a dual iteration
//   issues 20 zmm IFMAs, 10 cycles, and the scalar t chain (IMUL, MULX, two
//   adds) is about as long; the loop runs a little above both.
// Measured: ifma_kernel_bench limb/AmmX2/1024, limb/AmsX2/1024 and
//   limb/SelectX2/1024 (bazel run --config=opt //benchmarks:ifma_kernel_bench),
//   and mont_ifma_bench limb/ModExpDual/1024 against openssl/ModExpDual/1024
//   (tools/speed.sh --filter '^ModExpDual/'); figures in benchmarks/RESULTS.md,
//   "mont_ifma.S".
#include "limb/asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_ENTRY(limb_amm52x20_x2_ifma)
	LIMB_PUSH(rbp)
	mov	%rsp, %rbp
	.cfi_def_cfa_register %rbp
	push	%rbx
	.cfi_offset %rbx, -24
	push	%r12
	.cfi_offset %r12, -32
	push	%r13
	.cfi_offset %r13, -40
	push	%r14
	.cfi_offset %r14, -48
	push	%r15
	.cfi_offset %r15, -56
	and	$-64, %rsp
	sub	$704, %rsp
	// Stack (64-byte aligned): 0..319 m_down (m shifted down one limb, packed
	// layout), 320 k0s_A, 328 k0s_B, 336 r (rdi), 344..503 P_A[0..19],
	// 504..663 P_B[0..19].

	// a, m into registers (so r may alias a); b is read per iteration.
	// Packed layout: lane A limbs 0-7, 8-15 | shared [A 16-19, B 16-19] |
	// lane B limbs 0-7, 8-15: 40 limbs in five vectors, no padding lanes.
	vmovdqu64	0(%rsi), %zmm6		// a_A limbs 0-7
	vmovdqu64	64(%rsi), %zmm7		// a_A limbs 8-15
	vmovdqu64	128(%rsi), %ymm8	// a_A limbs 16-19
	vinserti64x4	$1, 320(%rsi), %zmm8, %zmm8	// a_B limbs 16-19 above them
	vmovdqu64	192(%rsi), %zmm9	// a_B limbs 0-7
	vmovdqu64	256(%rsi), %zmm10	// a_B limbs 8-15
	vmovdqu64	0(%rcx), %zmm12		// m, the same layout
	vmovdqu64	64(%rcx), %zmm13
	vmovdqu64	128(%rcx), %ymm14
	vinserti64x4	$1, 320(%rcx), %zmm14, %zmm14
	vmovdqu64	192(%rcx), %zmm15
	vmovdqu64	256(%rcx), %zmm16
	vpxorq	%zmm22, %zmm22, %zmm22		// 0
	mov	$0xf0, %eax
	kmovw	%eax, %k2			// upper four lanes: lane B in the shared vector
	mov	%rdi, 336(%rsp)
	// k0s = k0 << 12: t * k0s mod 2^64 = y << 12 with y = t k0 mod 2^52, so
	// MULX(m[j], y << 12) = lo52(m[j] y) << 12 (low word), hi52(m[j] y) (high).
	mov	0(%r8), %rax
	shl	$12, %rax
	mov	%rax, 320(%rsp)
	mov	8(%r8), %rax
	shl	$12, %rax
	mov	%rax, 328(%rsp)
	mov	%rdx, %r15			// r15 = b (rdx is MULX's source)
	movabs	$0xfffffffffffff, %r14		// 2^52 - 1

	// P[i] = lo52(a[1] b[i]) + hi52(a[1] b[i-1]) + lo52(a[0] b[i+1]) +
	//   hi52(a[0] b[i]) for i = 0..19 (b[-1] = 0, b[20] = 0): the terms of
	//   limbs 0 and 1 the scalar t needs, none of which depends on y.
	//   Vectors over i: b, b up one (b[i-1]) and b down one (b[i+1]).
	vpbroadcastq	0(%rsi), %zmm30		// a_A[0]
	vpbroadcastq	8(%rsi), %zmm31		// a_A[1]
	vmovdqu64	0(%r15), %zmm18		// b[0..7]
	vmovdqu64	64(%r15), %zmm19	// b[8..15]
	vmovdqu64	128(%r15), %ymm20	// b[16..19]
	valignq	$7, %zmm22, %zmm18, %zmm24	// b[-1..6]
	valignq	$7, %zmm18, %zmm19, %zmm25	// b[7..14]
	valignq	$7, %zmm19, %zmm20, %zmm26	// b[15..18] (low four)
	vmovdqu64	8(%r15), %zmm27		// b[1..8]
	vmovdqu64	72(%r15), %zmm28	// b[9..16]
	vmovdqu64	136(%r15), %ymm29	// b[17..20]
	vpxorq	%zmm0, %zmm0, %zmm0
	vpxorq	%zmm1, %zmm1, %zmm1
	vpxorq	%zmm2, %zmm2, %zmm2
	vpmadd52luq	%zmm31, %zmm18, %zmm0
	vpmadd52luq	%zmm31, %zmm19, %zmm1
	vpmadd52luq	%ymm31, %ymm20, %ymm2
	vpmadd52huq	%zmm31, %zmm24, %zmm0
	vpmadd52huq	%zmm31, %zmm25, %zmm1
	vpmadd52huq	%ymm31, %ymm26, %ymm2
	vpmadd52luq	%zmm30, %zmm27, %zmm0
	vpmadd52luq	%zmm30, %zmm28, %zmm1
	vpmadd52luq	%ymm30, %ymm29, %ymm2
	vpmadd52huq	%zmm30, %zmm18, %zmm0
	vpmadd52huq	%zmm30, %zmm19, %zmm1
	vpmadd52huq	%ymm30, %ymm20, %ymm2
	vmovdqu64	%zmm0, 344(%rsp)		// P_A
	vmovdqu64	%zmm1, 408(%rsp)
	vmovdqu64	%ymm2, 472(%rsp)
	vpbroadcastq	192(%rsi), %zmm30	// lane B: the same
	vpbroadcastq	200(%rsi), %zmm31
	vmovdqu64	192(%r15), %zmm18
	vmovdqu64	256(%r15), %zmm19
	vmovdqu64	320(%r15), %ymm20
	valignq	$7, %zmm22, %zmm18, %zmm24
	valignq	$7, %zmm18, %zmm19, %zmm25
	valignq	$7, %zmm19, %zmm20, %zmm26
	vmovdqu64	200(%r15), %zmm27
	vmovdqu64	264(%r15), %zmm28
	vmovdqu64	328(%r15), %ymm29
	vpxorq	%zmm3, %zmm3, %zmm3
	vpxorq	%zmm4, %zmm4, %zmm4
	vpxorq	%zmm5, %zmm5, %zmm5
	vpmadd52luq	%zmm31, %zmm18, %zmm3
	vpmadd52luq	%zmm31, %zmm19, %zmm4
	vpmadd52luq	%ymm31, %ymm20, %ymm5
	vpmadd52huq	%zmm31, %zmm24, %zmm3
	vpmadd52huq	%zmm31, %zmm25, %zmm4
	vpmadd52huq	%ymm31, %ymm26, %ymm5
	vpmadd52luq	%zmm30, %zmm27, %zmm3
	vpmadd52luq	%zmm30, %zmm28, %zmm4
	vpmadd52luq	%ymm30, %ymm29, %ymm5
	vpmadd52huq	%zmm30, %zmm18, %zmm3
	vpmadd52huq	%zmm30, %zmm19, %zmm4
	vpmadd52huq	%ymm30, %ymm20, %ymm5
	vmovdqu64	%zmm3, 504(%rsp)	// P_B
	vmovdqu64	%zmm4, 568(%rsp)
	vmovdqu64	%ymm5, 632(%rsp)

	vmovdqu64	.Lidx_b(%rip), %zmm5	// shift indices (see the loop)
	vmovdqu64	.Lidx_s(%rip), %zmm23
	// m_down = m shifted down one limb per lane (the same shift as the
	// accumulator's), so lo52(m y) joins Q in frame i+1 (its limb 0, which
	// the shift drops, is the scalar t's business).
	valignq	$1, %zmm12, %zmm13, %zmm24
	valignq	$1, %zmm13, %zmm14, %zmm25
	vmovdqa64	%zmm16, %zmm27
	vpermt2q	%zmm14, %zmm5, %zmm27
	vmovdqa64	%zmm14, %zmm26
	vpermt2q	%zmm22, %zmm23, %zmm26
	valignq	$1, %zmm15, %zmm16, %zmm28
	vmovdqa64	%zmm24, 0(%rsp)		// A limbs 1-8
	vmovdqa64	%zmm25, 64(%rsp)	// A limbs 9-16
	vmovdqa64	%zmm26, 128(%rsp)	// [A 17-19, 0, B 17-19, 0]
	vmovdqa64	%zmm28, 192(%rsp)	// B limbs 1-8
	vmovdqa64	%zmm27, 256(%rsp)	// B limbs 9-16
	// acc_0 = lo52(a b[0]) (frame 0); zmm17 = [b_A[0] x4, b_B[0] x4].
	vpbroadcastq	0(%r15), %zmm20
	vpbroadcastq	192(%r15), %zmm21
	vpblendmq	%zmm21, %zmm20, %zmm17{%k2}
	vpxorq	%zmm0, %zmm0, %zmm0
	vpxorq	%zmm1, %zmm1, %zmm1
	vpxorq	%zmm2, %zmm2, %zmm2
	vpxorq	%zmm3, %zmm3, %zmm3
	vpxorq	%zmm4, %zmm4, %zmm4
	vpmadd52luq	%zmm20, %zmm6, %zmm0
	vpmadd52luq	%zmm20, %zmm7, %zmm1
	vpmadd52luq	%zmm17, %zmm8, %zmm2
	vpmadd52luq	%zmm21, %zmm9, %zmm3
	vpmadd52luq	%zmm21, %zmm10, %zmm4
	// t_0 = lo52(a[0] b[0]) (the exact limb 0); W = R = 0 (see the loop).
	mov	0(%r15), %r12
	imul	0(%rsi), %r12
	and	%r14, %r12			// t_A
	mov	192(%r15), %r13
	imul	192(%rsi), %r13
	and	%r14, %r13			// t_B
	xor	%r9d, %r9d			// W_A
	xor	%r10d, %r10d			// W_B
	xor	%r8d, %r8d			// R_A
	xor	%edi, %edi			// R_B
	xor	%r11d, %r11d			// i = 0

.Lamm_loop:
	// Top of iteration i: acc (frame i) holds every term of the rows before i
	// and lo52(a b[i]), all but the carry out of limb 0; t = t_i is the exact
	// limb 0. The scalar side never waits for this iteration's vector:
	//   t_{i+1} = W + R + P[i] + c + lo52(m[1] y) + hi52(m[0] y),
	//   W = acc_{i-1}[2], R = lo52(m[2] y_{i-1}) + hi52(m[1] y_{i-1})
	//   (both 0 for i = 0, where acc_0[1] = lo52(a[1] b[0]) is in P[0]).
	vextracti32x4	$1, %zmm0, %xmm18	// acc_i[2..3], lane A (W for i+1)
	vextracti32x4	$1, %zmm3, %xmm19	// lane B
	vmovdqa64	%zmm17, %zmm11		// [b_A[i] x4, b_B[i] x4]
	vpbroadcastq	8(%r15,%r11,8), %zmm20	// b_A[i+1] (b[20] is a zero limb)
	vpbroadcastq	200(%r15,%r11,8), %zmm21	// b_B[i+1]
	vpblendmq	%zmm21, %zmm20, %zmm17{%k2}

	// Lane A scalar: ys = t k0s = y << 12, y = t k0 mod 2^52;
	//   c = (t + lo52(m[0] y)) >> 52 = ceil(t / 2^52) (that sum is 0 mod 2^52).
	//   Every term is < 2^59, t_{i+1} < 2^61.
	mov	%r12, %rdx
	imul	320(%rsp), %rdx			// rdx = y_A << 12
	mov	%rdx, %rax
	shr	$12, %rax			// y_A
	vpbroadcastq	%rax, %zmm30
	lea	(%r12,%r14), %r12
	shr	$52, %r12			// c
	add	%r9, %r12			// + W
	add	%r8, %r12			// + R
	add	344(%rsp,%r11,8), %r12		// + P[i]
	vmovq	%xmm18, %r9			// W for i+1 = acc_i[2]
	mulx	0(%rcx), %rax, %rbx		// rbx = hi52(m[0] y)
	mulx	8(%rcx), %rax, %rsi		// rsi = hi52(m[1] y), rax = lo52(m[1] y) << 12
	shr	$12, %rax
	imul	16(%rcx), %rdx
	shr	$12, %rdx			// lo52(m[2] y)
	lea	(%rdx,%rsi), %r8		// R for i+1
	add	%rbx, %r12
	add	%rax, %r12			// t_A for i+1

	// Lane B scalar: the same (R_B in rdi).
	mov	%r13, %rdx
	imul	328(%rsp), %rdx
	mov	%rdx, %rax
	shr	$12, %rax
	vpbroadcastq	%rax, %zmm31		// y_B
	lea	(%r13,%r14), %r13
	shr	$52, %r13
	add	%r10, %r13
	add	%rdi, %r13
	add	504(%rsp,%r11,8), %r13
	vmovq	%xmm19, %r10
	mulx	192(%rcx), %rax, %rbx
	mulx	200(%rcx), %rax, %rsi
	shr	$12, %rax
	imul	208(%rcx), %rdx
	shr	$12, %rdx
	lea	(%rdx,%rsi), %rdi
	add	%rbx, %r13
	add	%rax, %r13			// t_B for i+1
	vpblendmq	%zmm31, %zmm30, %zmm29{%k2}	// [y_A x4, y_B x4]

	// Q (frame i+1) = lo52(a b[i+1]) + hi52(a b[i]) + lo52(m_down y) +
	// hi52(m y): every term of the iteration, off the accumulator chain.
	vpxorq	%zmm24, %zmm24, %zmm24
	vpxorq	%zmm25, %zmm25, %zmm25
	vpxorq	%zmm26, %zmm26, %zmm26
	vpxorq	%zmm27, %zmm27, %zmm27
	vpxorq	%zmm28, %zmm28, %zmm28
	vpmadd52luq	%zmm20, %zmm6, %zmm24
	vpmadd52luq	%zmm20, %zmm7, %zmm25
	vpmadd52luq	%zmm17, %zmm8, %zmm26
	vpmadd52luq	%zmm21, %zmm9, %zmm27
	vpmadd52luq	%zmm21, %zmm10, %zmm28
	vpmadd52huq	0(%r15,%r11,8){1to8}, %zmm6, %zmm24
	vpmadd52huq	0(%r15,%r11,8){1to8}, %zmm7, %zmm25
	vpmadd52huq	%zmm11, %zmm8, %zmm26
	vpmadd52huq	192(%r15,%r11,8){1to8}, %zmm9, %zmm27
	vpmadd52huq	192(%r15,%r11,8){1to8}, %zmm10, %zmm28

	// Q += lo52(m_down y) (lo52(m y) in frame i+1; limb 0 of frame i dropped).
	vpmadd52luq	0(%rsp), %zmm30, %zmm24
	vpmadd52luq	64(%rsp), %zmm30, %zmm25
	vpmadd52luq	128(%rsp), %zmm29, %zmm26
	vpmadd52luq	192(%rsp), %zmm31, %zmm27
	vpmadd52luq	256(%rsp), %zmm31, %zmm28
	// Q += hi52(m y) (frame i+1: these weigh one limb more).
	vpmadd52huq	%zmm30, %zmm12, %zmm24
	vpmadd52huq	%zmm30, %zmm13, %zmm25
	vpmadd52huq	%zmm29, %zmm14, %zmm26
	vpmadd52huq	%zmm31, %zmm15, %zmm27
	vpmadd52huq	%zmm31, %zmm16, %zmm28

	// acc >>= one limb per lane (limb 0 dropped: the scalar t carries it),
	// then += Q. zmm5 = [1..7, 12], zmm23 = [1, 2, 3, 8, 5, 6, 7, 8].
	valignq	$1, %zmm0, %zmm1, %zmm0		// A[0..7] = A[1..8]
	valignq	$1, %zmm1, %zmm2, %zmm1		// A[8..15] = A[9..16] (A16 = shared[0])
	valignq	$1, %zmm3, %zmm4, %zmm3		// B[0..7] = B[1..8]
	vpermt2q	%zmm2, %zmm5, %zmm4	// B[8..15] = B[9..16] (B16 = shared[4])
	vpermt2q	%zmm22, %zmm23, %zmm2	// shared = [A17..A19, 0, B17..B19, 0]
	vpaddq	%zmm24, %zmm0, %zmm0
	vpaddq	%zmm25, %zmm1, %zmm1
	vpaddq	%zmm26, %zmm2, %zmm2
	vpaddq	%zmm27, %zmm3, %zmm3
	vpaddq	%zmm28, %zmm4, %zmm4

	inc	%r11
	cmp	$20, %r11			// public trip count
	jne	.Lamm_loop

	// Limb 0 is exactly t (b[20] = 0 added nothing more). Unpack: lane B
	// limbs 16-19 to ymm5; the normaliser reads only the low half of zmm2.
	mov	$1, %eax
	kmovw	%eax, %k1
	vpbroadcastq	%r12, %zmm0{%k1}
	vpbroadcastq	%r13, %zmm3{%k1}
	vextracti64x4	$1, %zmm2, %ymm5
	vpbroadcastq	%r14, %zmm23		// 2^52 - 1 in every lane
	mov	336(%rsp), %rdi

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

	// Normalise, step 2: carry-lookahead over the 20 limbs of both lanes at
	// once, in mask registers (AVX512BW mask ops: every IFMA CPU has BW).
	// One 64-bit mask word: lane A limbs 0-19 at bits 0-19, lane B at bits
	// 32-51; bits 20-31 and 52-63 are 0 (limbs 20-23 are 0, and no carry
	// leaves limb 19: the value is < 2^1025), so the lanes cannot interact.
	vpternlogq	$0xff, %zmm30, %zmm30, %zmm30	// all ones (= -1)
	vpcmpuq	$6, %zmm23, %zmm0, %k1		// G: limb > 2^52 - 1
	vpcmpuq	$6, %zmm23, %zmm1, %k2
	vpcmpuq	$6, %ymm23, %ymm2, %k3
	vpcmpuq	$6, %zmm23, %zmm3, %k4
	vpcmpuq	$6, %zmm23, %zmm4, %k5
	vpcmpuq	$6, %ymm23, %ymm5, %k6
	kunpckbw	%k1, %k2, %k1		// A limbs 0-15
	kunpckbw	%k4, %k5, %k4		// B limbs 0-15
	kunpckwd	%k1, %k3, %k1		// A limbs 0-19 (k3 bits 4-15 are 0)
	kunpckwd	%k4, %k6, %k4
	kunpckdq	%k1, %k4, %k1		// k1 = G (B above A)
	vpcmpuq	$0, %zmm23, %zmm0, %k2		// P: limb == 2^52 - 1
	vpcmpuq	$0, %zmm23, %zmm1, %k3
	vpcmpuq	$0, %ymm23, %ymm2, %k4
	vpcmpuq	$0, %zmm23, %zmm3, %k5
	vpcmpuq	$0, %zmm23, %zmm4, %k6
	vpcmpuq	$0, %ymm23, %ymm5, %k7
	kunpckbw	%k2, %k3, %k2
	kunpckbw	%k5, %k6, %k5
	kunpckwd	%k2, %k4, %k2
	kunpckwd	%k5, %k7, %k5
	kunpckdq	%k2, %k5, %k2		// k2 = P
	kshiftlq	$1, %k1, %k1		// G << 1 (carries out of each G limb)
	kaddq	%k2, %k1, %k1			// + P: a carry ripples through P limbs
	kxorq	%k2, %k1, %k1			// carry-in mask (G and P are disjoint)
	kshiftrq	$8, %k1, %k2		// A limbs 8-15
	kshiftrq	$16, %k1, %k3		// A limbs 16-19
	kshiftrq	$32, %k1, %k4		// B limbs 0-7
	kshiftrq	$40, %k1, %k5		// B limbs 8-15
	kshiftrq	$48, %k1, %k6		// B limbs 16-19
	vpsubq	%zmm30, %zmm0, %zmm0{%k1}	// limb + 1 where a carry arrives
	vpsubq	%zmm30, %zmm1, %zmm1{%k2}
	vpsubq	%ymm30, %ymm2, %ymm2{%k3}
	vpsubq	%zmm30, %zmm3, %zmm3{%k4}
	vpsubq	%zmm30, %zmm4, %zmm4{%k5}
	vpsubq	%ymm30, %ymm5, %ymm5{%k6}
	vpandq	%zmm23, %zmm0, %zmm0
	vpandq	%zmm23, %zmm1, %zmm1
	vpandq	%ymm23, %ymm2, %ymm2
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

	// Leave zmm16-31 zero (VZEROUPPER does not touch them): no secret limbs
	// stay in registers after the call.
	LIMB_ZERO_ZMM16_TO 31
	vzeroupper
	lea	-40(%rbp), %rsp
	pop	%r15
	.cfi_restore %r15
	pop	%r14
	.cfi_restore %r14
	pop	%r13
	.cfi_restore %r13
	pop	%r12
	.cfi_restore %r12
	pop	%rbx
	.cfi_restore %rbx
	pop	%rbp
	.cfi_restore %rbp
	.cfi_def_cfa %rsp, 8
	ret
LIMB_END(limb_amm52x20_x2_ifma)

	.section .rodata
	.p2align 6
.Lidx_b:	// vpermt2q indices: B[1..7] from the first source, shared[4] (8 + 4)
	.quad 1, 2, 3, 4, 5, 6, 7, 12
.Lidx_s:	// shared[1..3], 0 (index 8: the zero source), shared[5..7], 0
	.quad 1, 2, 3, 8, 5, 6, 7, 8
	.text

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
