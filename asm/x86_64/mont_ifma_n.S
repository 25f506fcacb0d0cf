// limb_ammv52x<L>_x2_ifma, limb_ammv52x<L>_x1_ifma (L = 10..40, the values
//   IfmaUsedLimbs(n) takes for n = 8..32),
// limb_select52v<V>_x2_avx512, limb_select52v<V>_x1_avx512 (V = 2..5):
//   x86-64 AVX-512F/VL + AVX512_IFMA (VPMADD52LUQ/HUQ) almost-Montgomery
//   products in radix 2^52 for every modulus size from 8 to 32 words, dual
//   (two independent lanes interleaved) and single (one lane).
// Twins: AmmLane_g / SelectLanes_g (bignum/mont_ifma.cc); mont_ifma_test
//   requires bit-identical outputs on random and edge inputs for every size,
//   and GMP agreement of the exponentiations built on them.
// Contract: see IfmaSizeKernels in bignum/mont_ifma_internal.h. Selected by
//   IfmaKernelsForCpu() when Cpu() has asm_allowed && avx512f && avx512vl &&
//   avx512bw && avx512ifma (BW for mont_ifma.S in the same table; these
//   kernels need only F, VL and IFMA); never under LIMB_CPU<=shani, generic, --config=noasm, nor
//   under valgrind (its CPUID shows no AVX-512).
//
// Layout: a number is S = 8V little-endian 52-bit limbs (V zmm vectors), of
//   which the low L are used (L <= S, the others zero). The Montgomery radix is
//   R' = 2^(52 L). A pair is lane A (S limbs) then lane B (S limbs).
//   V = ceil(L / 8). One body per V (and per lane count); each L gets a
//   two-instruction entry stub that loads the trip count L and jumps in.
//
// C prototypes (Word = uint64_t):
//   void limb_ammv52x<L>_x2_ifma(Word r[2S], const Word a[2S], const Word b[2S],
//                               const Word m[2S], const Word k0[2]);
//   void limb_ammv52x<L>_x1_ifma(Word r[S], const Word a[S], const Word b[S],
//                               const Word m[S], const Word k0[1]);
//     Per lane: r = (a b + q m) / 2^(52 L), q in [0, 2^(52 L)) making the
//     division exact. MUST: m odd, 4m < 2^(52 L), k0 = -m^-1 mod 2^52, every
//     limb < 2^52, limbs L..S-1 zero, a, b < 2^(52 L - 1). Then r is
//     normalised (limbs < 2^52, limbs L..S-1 zero), r < a b / 2^(52 L) + m,
//     and r < 2m whenever a, b < 2m. r may alias a and/or b.
//   void limb_select52v<V>_x2_avx512(Word out[2S], const Word table[32 * 2S],
//                                    Word idx_a, Word idx_b);
//   void limb_select52v<V>_x1_avx512(Word out[S], const Word table[32 * S],
//                                    Word idx);
//     out lane X = lane X of table entry idx_X; reads all 32 entries whole.
//
// ABI: SysV AMD64. amm: rdi=r rsi=a rdx=b rcx=m r8=k0. select: rdi=out
//   rsi=table rdx=idx_a rcx=idx_b.
// Register map (amm body, V vectors per lane; X = A or B):
//   zmm0..zmm(V-1)    P_A: accumulator of the a * b[i] products, lane A
//   zmm5..zmm(4+V)    P_B
//   zmm20..zmm(19+V)  Q_A: accumulator of the m * y products, lane A
//   zmm25..zmm(24+V)  Q_B
//     (two accumulators per vector halve each dependency chain: per
//     iteration a chain is lo IFMA -> valignq -> hi IFMA; the value is P + Q)
//   zmm10..zmm(9+V)   a lane A, zmm15..zmm(14+V) a lane B
//     (after the loop the a registers hold the normaliser's high parts)
//   zmm30/31 = broadcast y_A / y_B (after the loop: 2^52-1 / all ones);
//   b[i] comes as an embedded broadcast ({1to8}) memory operand, m as a
//   64-byte memory operand: at V = 5 two lanes of P, Q and a take 30 of the
//   32 registers.
//   k3 = 0x7f, k4 = 0xfe: zeroing masks for the one-limb shifts' end lanes.
//   r12/r13 = t_A/t_B (exact limb 0), r9/r10 = V_A/V_B (limb 1 of P + Q at
//   the top of the iteration), r14 = 2^52-1, r15 = &b[L] (r11 = i - L counts
//   up to 0), rdi = &b[i+1] (or a zeroed stack area on the last iteration, so
//   b is never read past its L used limbs), rsi = a, rcx = m, r8 = k0; rax
//   rbx rbp rdx scratch. The output pointer waits on the stack.
// Clobbers: rax rcx rdx rsi rdi r8-r11 zmm0-31 k1-k4, flags. rbx rbp r12-r15
//   saved and restored.
//
// Strategy: exactly that of limb_amm52x20_x2_ifma (asm/x86_64/mont_ifma.S; the
//   word-serial AMM of Gueron and Krasnov, reimplemented), parameterised by V
//   (.macro arguments, .if on V) and by the trip count L, with the products
//   split over two accumulators and c computed without waiting for y:
//     acc += lo52(a b[i]) + lo52(m y); acc >>= one limb; acc += hi52(a b[i])
//     + hi52(m y), with y = t k0 mod 2^52 and t the exact limb 0 tracked by
//     the scalar unit (off the vector dependency chain):
//     t' = V + lo52(a[1] b[i]) + hi52(a[0] b[i]) + lo52(m[1] y) + hi52(m[0] y)
//          + ceil(t / 2^52) + lo52(a[0] b[i+1])   (b[L] read as 0);
//     ceil(t / 2^52) = (t + lo52(m[0] y)) >> 52 because t + lo52(m[0] y) is
//     the multiple of 2^52 at or just above t (y = -t m^-1 mod 2^52).
//   Bound: each iteration adds at most 4 (2^52 - 1) to a limb, so after at most
//   40 iterations every limb (and t) is < 2^60. Normalisation: one parallel
//   step (each limb then < 2^52 + 2^9) and one carry-lookahead step on bit masks
//   in a 64-bit register (G = limb > 2^52-1, P = limb == 2^52-1, carry-in =
//   ((G << 1) + P) ^ P), as in mont_ifma.S; nothing leaves limb S-1 because
//   r < 2^(52 L).
// CONSTANT TIME (valgrind cannot run AVX-512; by construction and review): the
//   branches are loop counters over public counts (L iterations, 32 entries)
//   and the stub's jump; the one cmov picks between two public addresses on a
//   public counter; every address is an argument pointer plus a public offset;
//   secret-dependent masks only steer masked register moves and increments.
//   The selects load every entry with unmasked full loads.
// Bound: the duals run near the IFMA throughput; the singles are bound by the
//   per-iteration latency chain (IFMA -> valignq -> IFMA, and t -> y -> m[0] y -> t'),
//   which the two accumulators P and Q halve. At 16 words (L = 20) the table keeps the
//   hand-written limb_amm52x20_x2_ifma (mont_ifma.S) for the dual product: it is
//   faster than the generated one.
// Measured: ifma_kernel_bench limb/AmmX2/<bits> and limb/AmmX1/<bits> (bits 704,
//   1024, 1536, 2048) and limb/AmmX2Generated/1024 (bazel run --config=opt
//   //benchmarks:ifma_kernel_bench); the exponentiations: mont_ifma_bench
//   limb/ModExp/<bits> and limb/ModExpDual/<bits> (tools/speed.sh --filter
//   '^ModExp(Dual)?/'); figures in benchmarks/RESULTS.md, "mont_ifma_n.S" and
//   "mont_ifma.h".
#include "limb/asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

// ---------------------------------------------------------------------------
// Helpers on one lane's V registers, named explicitly (r0..r4).

// acc >>= one limb: r_k = [r_k[1..7], r_{k+1}[0]]; the top one takes a zero
// (k3 = 0x7f: lane 7 zeroed).
.macro SHR_LIMB V, r0, r1, r2, r3, r4
.if \V == 2
	valignq	$1, \r0, \r1, \r0
	valignq	$1, \r1, \r1, \r1{%k3}{z}
.elseif \V == 3
	valignq	$1, \r0, \r1, \r0
	valignq	$1, \r1, \r2, \r1
	valignq	$1, \r2, \r2, \r2{%k3}{z}
.elseif \V == 4
	valignq	$1, \r0, \r1, \r0
	valignq	$1, \r1, \r2, \r1
	valignq	$1, \r2, \r3, \r2
	valignq	$1, \r3, \r3, \r3{%k3}{z}
.else
	valignq	$1, \r0, \r1, \r0
	valignq	$1, \r1, \r2, \r1
	valignq	$1, \r2, \r3, \r2
	valignq	$1, \r3, \r4, \r3
	valignq	$1, \r4, \r4, \r4{%k3}{z}
.endif
.endm

// h <<= one limb (highest to lowest, each from the old lower neighbour):
// h_k = [h_{k-1}[7], h_k[0..6]], h_0 = [0, h_0[0..6]] (k4 = 0xfe).
.macro SHL_LIMB V, h0, h1, h2, h3, h4
.if \V >= 5
	valignq	$7, \h3, \h4, \h4
.endif
.if \V >= 4
	valignq	$7, \h2, \h3, \h3
.endif
.if \V >= 3
	valignq	$7, \h1, \h2, \h2
.endif
	valignq	$7, \h0, \h1, \h1
	valignq	$7, \h0, \h0, \h0{%k4}{z}
.endm

// VOP3 V, op, x0..x4, y0..y4: y_k = op(x_k, y_k) for k < V.
.macro VOP3 V, op, x0, x1, x2, x3, x4, y0, y1, y2, y3, y4
	\op	\x0, \y0, \y0
	\op	\x1, \y1, \y1
	.if \V >= 3
	\op	\x2, \y2, \y2
	.endif
	.if \V >= 4
	\op	\x3, \y3, \y3
	.endif
	.if \V >= 5
	\op	\x4, \y4, \y4
	.endif
.endm

// NORM_LANE: normalise one lane (registers c0.., high-part scratch h0..).
// Uses rax rbx rdx, k1 k2 k4, zmm30 (2^52-1), zmm31 (all ones).
.macro NORM_LANE V, c0, c1, c2, c3, c4, h0, h1, h2, h3, h4
	// Step 1: c = lo52(c) + (c of the limb below >> 52); each c < 2^52 + 2^9.
	vpsrlq	$52, \c0, \h0
	vpsrlq	$52, \c1, \h1
	.if \V >= 3
	vpsrlq	$52, \c2, \h2
	.endif
	.if \V >= 4
	vpsrlq	$52, \c3, \h3
	.endif
	.if \V >= 5
	vpsrlq	$52, \c4, \h4
	.endif
	VOP3	\V, vpandq, %zmm30, %zmm30, %zmm30, %zmm30, %zmm30, \c0, \c1, \c2, \c3, \c4
	SHL_LIMB \V, \h0, \h1, \h2, \h3, \h4
	VOP3	\V, vpaddq, \h0, \h1, \h2, \h3, \h4, \c0, \c1, \c2, \c3, \c4
	// Step 2: carry-lookahead. rbx = G, rdx = P (bit 8k+j: limb j of vector k).
	xor	%ebx, %ebx
	xor	%edx, %edx
	CMP_VEC	0, \c0
	CMP_VEC	8, \c1
	.if \V >= 3
	CMP_VEC	16, \c2
	.endif
	.if \V >= 4
	CMP_VEC	24, \c3
	.endif
	.if \V >= 5
	CMP_VEC	32, \c4
	.endif
	add	%rbx, %rbx			// G << 1: the carry out of each G limb
	add	%rdx, %rbx			// + P: a carry ripples through P limbs
	xor	%rdx, %rbx			// carry-in mask (G and P are disjoint)
	INC_VEC	\c0
	INC_VEC	\c1
	.if \V >= 3
	INC_VEC	\c2
	.endif
	.if \V >= 4
	INC_VEC	\c3
	.endif
	.if \V >= 5
	INC_VEC	\c4
	.endif
.endm

// CMP_VEC sh, c: G |= (c > 2^52-1) << sh; P |= (c == 2^52-1) << sh.
.macro CMP_VEC sh, c
	vpcmpuq	$6, %zmm30, \c, %k1
	vpcmpuq	$0, %zmm30, \c, %k2
	kmovw	%k1, %eax
	.if \sh
	shl	$\sh, %rax
	.endif
	or	%rax, %rbx
	kmovw	%k2, %eax
	.if \sh
	shl	$\sh, %rax
	.endif
	or	%rax, %rdx
.endm

// INC_VEC c: c += 1 on the lanes of the low 8 bits of rbx, mask 52; rbx >>= 8.
.macro INC_VEC c
	kmovw	%ebx, %k1
	vpsubq	%zmm31, \c, \c{%k1}
	vpandq	%zmm30, \c, \c
	shr	$8, %rbx
.endm

// SCALAR_LANE off, koff, t, v: t = the exact limb 0 of the next iteration
// for the lane at byte offset off (k0 at koff(%r8)); v = limb 1 of the
// accumulator at the top of this iteration. Formula in the file header;
// c = (t + lo52(m[0] y)) >> 52 = ceil(t / 2^52), since t + lo52(m[0] y) is
// the multiple of 2^52 at or just above t, so c does not wait for y.
.macro SCALAR_LANE off, koff, t, v
	lea	(%r14,\t), %rbx
	shr	$52, %rbx			// c
	add	\v, %rbx			// + V
	mov	\off(%r15,%r11,8), %rdx		// b[i]
	mulx	\off(%rsi), %rbp, %rax		// rax:rbp = a[0] b[i]
	shr	$52, %rbp			// hi52(a[0] b[i]) = (rax << 12) + (rbp >> 52)
	shl	$12, %rax
	add	%rbp, %rbx
	add	%rax, %rbx
	imul	\off+8(%rsi), %rdx
	and	%r14, %rdx			// lo52(a[1] b[i])
	add	%rdx, %rbx
	mov	\off(%rdi), %rdx		// b[i+1] (0 after the last limb)
	imul	\off(%rsi), %rdx
	and	%r14, %rdx			// lo52(a[0] b[i+1])
	add	%rdx, %rbx
	// The y-dependent terms last.
	mov	\t, %rax
	imul	\koff(%r8), %rax
	and	%r14, %rax			// y = t k0 mod 2^52
	mov	%rax, %rdx
	imul	\off+8(%rcx), %rax
	and	%r14, %rax			// lo52(m[1] y)
	add	%rax, %rbx
	mulx	\off(%rcx), %rbp, %rdx		// rdx:rbp = m[0] y (< 2^104)
	shr	$52, %rbp			// hi52(m[0] y) = (rdx << 12) + (rbp >> 52)
	shl	$12, %rdx
	add	%rbp, %rbx
	lea	(%rbx,%rdx), \t			// t for i+1 (< 2^61)
.endm

// MADD_LANE: p_k (op)= a_k * b[i] (b broadcast from memory at boff), and
// q_k (op)= m_k * y (m from memory at mo, y in a register): two accumulators
// per vector, so each dependency chain holds half the IFMAs.
.macro MADD_LANE V, op, boff, mo, y, p0, p1, p2, p3, p4, q0, q1, q2, q3, q4, a0, a1, a2, a3, a4
	\op	\boff(%r15,%r11,8){1to8}, \a0, \p0
	\op	\mo(%rcx), \y, \q0
	\op	\boff(%r15,%r11,8){1to8}, \a1, \p1
	\op	\mo+64(%rcx), \y, \q1
	.if \V >= 3
	\op	\boff(%r15,%r11,8){1to8}, \a2, \p2
	\op	\mo+128(%rcx), \y, \q2
	.endif
	.if \V >= 4
	\op	\boff(%r15,%r11,8){1to8}, \a3, \p3
	\op	\mo+192(%rcx), \y, \q3
	.endif
	.if \V >= 5
	\op	\boff(%r15,%r11,8){1to8}, \a4, \p4
	\op	\mo+256(%rcx), \y, \q4
	.endif
.endm

// Loads / stores / zeroing of one lane's V vectors at byte offset o of base.
.macro VLOAD V, o, base, r0, r1, r2, r3, r4
	vmovdqu64	\o(\base), \r0
	vmovdqu64	\o+64(\base), \r1
	.if \V >= 3
	vmovdqu64	\o+128(\base), \r2
	.endif
	.if \V >= 4
	vmovdqu64	\o+192(\base), \r3
	.endif
	.if \V >= 5
	vmovdqu64	\o+256(\base), \r4
	.endif
.endm
.macro VSTORE V, o, base, r0, r1, r2, r3, r4
	vmovdqu64	\r0, \o(\base)
	vmovdqu64	\r1, \o+64(\base)
	.if \V >= 3
	vmovdqu64	\r2, \o+128(\base)
	.endif
	.if \V >= 4
	vmovdqu64	\r3, \o+192(\base)
	.endif
	.if \V >= 5
	vmovdqu64	\r4, \o+256(\base)
	.endif
.endm
.macro VZERO r0, r1, r2, r3, r4
	vpxorq	\r0, \r0, \r0
	vpxorq	\r1, \r1, \r1
	vpxorq	\r2, \r2, \r2
	vpxorq	\r3, \r3, \r3
	vpxorq	\r4, \r4, \r4
.endm

#define P_A %zmm0, %zmm1, %zmm2, %zmm3, %zmm4
#define P_B %zmm5, %zmm6, %zmm7, %zmm8, %zmm9
#define A_A %zmm10, %zmm11, %zmm12, %zmm13, %zmm14
#define A_B %zmm15, %zmm16, %zmm17, %zmm18, %zmm19
#define Q_A %zmm20, %zmm21, %zmm22, %zmm23, %zmm24
#define Q_B %zmm25, %zmm26, %zmm27, %zmm28, %zmm29

// ---------------------------------------------------------------------------
// AMM_BODY V, LANES: the kernel body; entered by jmp with eax = L.
.macro AMM_BODY V, LANES
	.p2align 5
.Lamm_v\V\()_x\LANES:
	.cfi_startproc
	LIMB_PUSH_CALLEE
	push	%rdi				// r, back at the end
	.cfi_adjust_cfa_offset 8
	sub	$384, %rsp			// zero area: "b[L]" of both lanes
	.cfi_adjust_cfa_offset 384
	vpxorq	%zmm0, %zmm0, %zmm0
	.irp	q, 0,64,128,192,256,320
	vmovdqu64	%zmm0, \q(%rsp)
	.endr
	mov	$0x7f, %ebx
	kmovw	%ebx, %k3			// lanes 0-6 (top-lane zeroing)
	mov	$0xfe, %ebx
	kmovw	%ebx, %k4			// lanes 1-7 (bottom-lane zeroing)

	// a into registers (so r may alias a); m and b stay in memory.
	VLOAD	\V, 0, %rsi, A_A
	.if \LANES == 2
	VLOAD	\V, 64*\V, %rsi, A_B
	.endif
	movabs	$0xfffffffffffff, %r14		// 2^52 - 1
	VZERO	P_A
	VZERO	Q_A
	.if \LANES == 2
	VZERO	P_B
	VZERO	Q_B
	.endif
	// t_0 = lo52(a[0] b[0]) per lane.
	mov	0(%rdx), %r12
	imul	0(%rsi), %r12
	and	%r14, %r12
	.if \LANES == 2
	mov	64*\V(%rdx), %r13
	imul	64*\V(%rsi), %r13
	and	%r14, %r13
	.endif
	// r15 = &b[L], r11 = -L: b[i] = (r15, r11, 8).
	mov	%eax, %r11d
	lea	(%rdx,%r11,8), %r15
	neg	%r11

1:	// Loop top. rdi = &b[i+1], or the zero area on the last iteration.
	lea	8(%r15,%r11,8), %rdi
	mov	%rsp, %rax
	cmp	$-1, %r11			// public: the last iteration
	cmove	%rax, %rdi
	vpextrq	$1, %xmm0, %r9			// V_A = P_A[1] + Q_A[1]
	vpextrq	$1, %xmm20, %rax
	add	%rax, %r9
	mov	%r12, %rax
	imul	0(%r8), %rax
	and	%r14, %rax
	vpbroadcastq	%rax, %zmm30		// y_A
	.if \LANES == 2
	vpextrq	$1, %xmm5, %r10			// V_B
	vpextrq	$1, %xmm25, %rax
	add	%rax, %r10
	mov	%r13, %rbx
	imul	8(%r8), %rbx
	and	%r14, %rbx
	vpbroadcastq	%rbx, %zmm31		// y_B
	.endif

	// acc += lo52(a b[i]) + lo52(m y).
	MADD_LANE	\V, vpmadd52luq, 0, 0, %zmm30, P_A, Q_A, A_A
	.if \LANES == 2
	MADD_LANE	\V, vpmadd52luq, 64*\V, 64*\V, %zmm31, P_B, Q_B, A_B
	.endif

	SCALAR_LANE	0, 0, %r12, %r9

	// acc >>= one limb (the scalar t carries limb 0).
	SHR_LIMB	\V, P_A
	SHR_LIMB	\V, Q_A
	.if \LANES == 2
	SHR_LIMB	\V, P_B
	SHR_LIMB	\V, Q_B
	SCALAR_LANE	64*\V, 8, %r13, %r10
	.endif

	// acc += hi52(a b[i]) + hi52(m y).
	MADD_LANE	\V, vpmadd52huq, 0, 0, %zmm30, P_A, Q_A, A_A
	.if \LANES == 2
	MADD_LANE	\V, vpmadd52huq, 64*\V, 64*\V, %zmm31, P_B, Q_B, A_B
	.endif

	inc	%r11				// public trip count
	jnz	1b

	// acc = P + Q, and limb 0 is exactly t.
	VOP3	\V, vpaddq, Q_A, P_A
	mov	$1, %eax
	kmovw	%eax, %k1
	vpbroadcastq	%r12, %zmm0{%k1}
	.if \LANES == 2
	VOP3	\V, vpaddq, Q_B, P_B
	vpbroadcastq	%r13, %zmm5{%k1}
	.endif
	vpbroadcastq	%r14, %zmm30		// 2^52 - 1
	vpternlogq	$0xff, %zmm31, %zmm31, %zmm31	// all ones (= -1)
	NORM_LANE	\V, P_A, A_A
	.if \LANES == 2
	NORM_LANE	\V, P_B, A_B
	.endif

	add	$384, %rsp
	.cfi_adjust_cfa_offset -384
	pop	%rdi
	.cfi_adjust_cfa_offset -8
	VSTORE	\V, 0, %rdi, P_A
	.if \LANES == 2
	VSTORE	\V, 64*\V, %rdi, P_B
	.endif
	// Leave zmm16-31 zero (VZEROUPPER does not touch them): no secret limbs
	// stay in registers after the call.
	LIMB_ZERO_ZMM16_TO 31
	vzeroupper
	LIMB_POP_CALLEE
	ret
	.cfi_endproc
.endm

// SELECT_BODY V, LANES: out = the selected lanes of 32 entries of LANES * 8V
// limbs. Register map: zmm0-4 out lane A, zmm5-9 out lane B, zmm10-19 the
// entry just loaded, zmm20/21 = idx_a/idx_b, zmm22 = i, zmm23 = 1,
// k1/k2 = (i == idx_a)/(i == idx_b) in every lane. eax = entries left.
.macro SELECT_BODY V, LANES
	vpbroadcastq	%rdx, %zmm20
	.if \LANES == 2
	vpbroadcastq	%rcx, %zmm21
	.endif
	vpxorq	%zmm22, %zmm22, %zmm22		// i = 0
	mov	$1, %eax
	vpbroadcastq	%rax, %zmm23
	VZERO	P_A
	VZERO	P_B
	mov	$32, %eax			// public entry count
1:
	vpcmpeqq	%zmm20, %zmm22, %k1
	.if \LANES == 2
	vpcmpeqq	%zmm21, %zmm22, %k2
	.endif
	VLOAD	\V, 0, %rsi, A_A		// whole entry, unmasked loads
	.if \LANES == 2
	VLOAD	\V, 64*\V, %rsi, A_B
	.endif
	vmovdqa64	%zmm10, %zmm0{%k1}
	vmovdqa64	%zmm11, %zmm1{%k1}
	.if \V >= 3
	vmovdqa64	%zmm12, %zmm2{%k1}
	.endif
	.if \V >= 4
	vmovdqa64	%zmm13, %zmm3{%k1}
	.endif
	.if \V >= 5
	vmovdqa64	%zmm14, %zmm4{%k1}
	.endif
	.if \LANES == 2
	vmovdqa64	%zmm15, %zmm5{%k2}
	vmovdqa64	%zmm16, %zmm6{%k2}
	.if \V >= 3
	vmovdqa64	%zmm17, %zmm7{%k2}
	.endif
	.if \V >= 4
	vmovdqa64	%zmm18, %zmm8{%k2}
	.endif
	.if \V >= 5
	vmovdqa64	%zmm19, %zmm9{%k2}
	.endif
	.endif
	vpaddq	%zmm23, %zmm22, %zmm22		// i++
	add	$64*\V*\LANES, %rsi
	dec	%eax
	jnz	1b
	VSTORE	\V, 0, %rdi, P_A
	.if \LANES == 2
	VSTORE	\V, 64*\V, %rdi, P_B
	.endif
	// Leave zmm16-23 zero (VZEROUPPER does not touch them): no table entry
	// or index stays in registers after the call.
	LIMB_ZERO_ZMM16_TO 23
	vzeroupper
	ret
.endm

// ---------------------------------------------------------------------------
// The bodies (local, reached only from the stubs below).
	.text
	AMM_BODY	2, 2
	AMM_BODY	3, 2
	AMM_BODY	4, 2
	AMM_BODY	5, 2
	AMM_BODY	2, 1
	AMM_BODY	3, 1
	AMM_BODY	4, 1
	AMM_BODY	5, 1

// Entry stubs: eax = L, then the body of V = ceil(L / 8).
.macro AMM_STUB L, V
LIMB_ENTRY(limb_ammv52x\L\()_x2_ifma)
	mov	$\L, %eax
	jmp	.Lamm_v\V\()_x2
LIMB_END(limb_ammv52x\L\()_x2_ifma)
LIMB_ENTRY(limb_ammv52x\L\()_x1_ifma)
	mov	$\L, %eax
	jmp	.Lamm_v\V\()_x1
LIMB_END(limb_ammv52x\L\()_x1_ifma)
.endm

	// L = IfmaUsedLimbs(n) for n = 8..32 (bignum/mont_ifma_internal.h).
	.irp	L, 10,12,13,14,15
	AMM_STUB	\L, 2
	.endr
	.irp	L, 17,18,19,20,21,23,24
	AMM_STUB	\L, 3
	.endr
	.irp	L, 25,26,28,29,30,31
	AMM_STUB	\L, 4
	.endr
	.irp	L, 33,34,35,36,37,39,40
	AMM_STUB	\L, 5
	.endr

.macro SELECT_FN V
LIMB_ENTRY(limb_select52v\V\()_x2_avx512)
	SELECT_BODY	\V, 2
LIMB_END(limb_select52v\V\()_x2_avx512)
LIMB_ENTRY(limb_select52v\V\()_x1_avx512)
	SELECT_BODY	\V, 1
LIMB_END(limb_select52v\V\()_x1_avx512)
.endm
	SELECT_FN	2
	SELECT_FN	3
	SELECT_FN	4
	SELECT_FN	5

#endif  // __x86_64__ && !LIMB_NO_ASM

LIMB_GNU_STACK
