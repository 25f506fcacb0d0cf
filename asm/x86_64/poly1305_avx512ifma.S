// limb_poly1305_blocks_ifma: x86-64 AVX-512F + AVX512_IFMA (VPMADD52LUQ/HUQ),
//   eight Poly1305 blocks at a time in radix 2^44.
// Twin: poly1305_blocks_g (symmetric/poly1305/poly1305_generic.cc); tests require the
//   same h mod 2^130-5 and the same tags as the twin and OpenSSL for every length.
// Contract: the vector core of Poly1305Kernels::blocks (symmetric/poly1305/poly1305_internal.h),
//   called by BlocksIfma in poly1305_dispatch.cc, which converts h between base 2^64
//   and radix 2^44, computes the powers of r, and sends short inputs and the
//   remainder (< 8 blocks) to the scalar MULX kernel. Selected when cpu.avx512f &&
//   cpu.avx512vl && cpuid(7).ebx[21] (IFMA) && BMI2 ("x86_64_avx512ifma").
// C prototype:
//   void limb_poly1305_blocks_ifma(uint64_t acc[3], const uint8_t* in, size_t nblocks,
//                                  const uint64_t* powers, uint64_t hibit);
// ABI: SysV AMD64. In: rdi=acc (h in radix 2^44: acc[i] < 2^52)  rsi=in
//   rdx=nblocks (a multiple of 8, >= 8)  rcx=powers  r8=hibit (0 or 1).
//   powers: [0..5)   r^8 limbs r0 r1 r2 and s1 = 20*r1, s2 = 20*r2 (broadcast);
//           [5..45)  the same five limb vectors for the last group, lane k holding
//                    r^(8-perm[k]), perm = 0 4 1 5 2 6 3 7 (the lane order the
//                    unpack below gives the eight blocks).
//   Out: acc = the sum over lanes of each limb (< 2^48 each; the caller normalises).
// Register map: zmm0-2 = h0 h1 h2 (8 lanes), zmm3-7 = r0 r1 r2 s1 s2, zmm8 = 2^44-1,
//   zmm9 = 2^42-1, zmm10 = hibit << 40, zmm11-13 = m0 m1 m2, zmm14-19 = d0lo d0hi
//   d1lo d1hi d2lo d2hi, zmm20-25 temporaries. rdx = groups left, rax scratch.
// Clobbers: rax rdx rsi r8 zmm0-25, flags. No callee-saved register is used.
// Strategy: Horner with r^8 per lane: h = (h + m) * r^8 for every group but the
//   last, h = (h + m) * r^(8-j) in the last, then sum the lanes.
//   Product (2^132 = 20 mod p):
//     d0 = h0 r0 + h1 s2 + h2 s1,  d1 = h0 r1 + h1 r0 + h2 s2,  d2 = h0 r2 + h1 r1 + h2 r0
//   each split in lo52/hi52 halves; hi52 of d0, d1 weigh 2^52 = 2^44 * 2^8 in the next
//   limb (<< 8), hi52 of d2 weighs 2^140 = 5 * 2^10 (mod p), so * 5120 into limb 0.
//   One parallel carry round per group keeps h0, h1 < 2^44 + 2^15, h2 < 2^42 + 2^11
//   (bounds in poly1305_dispatch.cc), so every IFMA input stays below 2^52.
// Measured: aead_bench limb/Poly1305/16384 and limb/Poly1305/1024 against openssl/ and the
//   other peers (tools/speed.sh --filter '^Poly1305/'; --cpu avx2 for the MULX kernel);
//   figures in benchmarks/RESULTS.md, "poly1305_avx512ifma.S".
#include "limb/asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_ENTRY(limb_poly1305_blocks_ifma)
	vmovq	0(%rdi), %xmm0			// h0 in lane 0, other lanes 0
	vmovq	8(%rdi), %xmm1
	vmovq	16(%rdi), %xmm2
	movabs	$0xfffffffffff, %rax		// 2^44 - 1
	vpbroadcastq %rax, %zmm8
	movabs	$0x3ffffffffff, %rax		// 2^42 - 1
	vpbroadcastq %rax, %zmm9
	shl	$40, %r8			// hibit * 2^128 = hibit * 2^40 in limb 2
	vpbroadcastq %r8, %zmm10
	vpbroadcastq 0(%rcx), %zmm3		// r^8 limbs
	vpbroadcastq 8(%rcx), %zmm4
	vpbroadcastq 16(%rcx), %zmm5
	vpbroadcastq 24(%rcx), %zmm6
	vpbroadcastq 32(%rcx), %zmm7
	shr	$3, %rdx			// groups of 8 blocks (public length)

	.p2align 4
.Lifma_loop:
	cmp	$1, %rdx
	jne	.Lifma_body
	// Last group: per-lane powers r^(8-perm[k]).
	vmovdqu64 40(%rcx), %zmm3
	vmovdqu64 104(%rcx), %zmm4
	vmovdqu64 168(%rcx), %zmm5
	vmovdqu64 232(%rcx), %zmm6
	vmovdqu64 296(%rcx), %zmm7
.Lifma_body:
	// Load 8 blocks; lo/hi qwords in lane order perm = 0 4 1 5 2 6 3 7.
	vmovdqu64 0(%rsi), %zmm20		// blocks 0..3
	vmovdqu64 64(%rsi), %zmm21		// blocks 4..7
	vpunpcklqdq %zmm21, %zmm20, %zmm22	// lo = bits 0..63 of each block
	vpunpckhqdq %zmm21, %zmm20, %zmm23	// hi = bits 64..127
	// m0 = lo & (2^44-1); m1 = (lo >> 44 | hi << 20) & (2^44-1); m2 = hi >> 24 | hibit << 40
	vpandq	%zmm8, %zmm22, %zmm11
	vpsrlq	$44, %zmm22, %zmm24
	vpsllq	$20, %zmm23, %zmm25
	vporq	%zmm25, %zmm24, %zmm12
	vpandq	%zmm8, %zmm12, %zmm12
	vpsrlq	$24, %zmm23, %zmm13
	vporq	%zmm10, %zmm13, %zmm13
	// h += m
	vpaddq	%zmm11, %zmm0, %zmm0
	vpaddq	%zmm12, %zmm1, %zmm1
	vpaddq	%zmm13, %zmm2, %zmm2
	// d = h * r (lo52 and hi52 halves accumulate separately)
	vpxorq	%zmm14, %zmm14, %zmm14
	vpxorq	%zmm15, %zmm15, %zmm15
	vpxorq	%zmm16, %zmm16, %zmm16
	vpxorq	%zmm17, %zmm17, %zmm17
	vpxorq	%zmm18, %zmm18, %zmm18
	vpxorq	%zmm19, %zmm19, %zmm19
	vpmadd52luq %zmm3, %zmm0, %zmm14	// d0 += h0 r0
	vpmadd52huq %zmm3, %zmm0, %zmm15
	vpmadd52luq %zmm4, %zmm0, %zmm16	// d1 += h0 r1
	vpmadd52huq %zmm4, %zmm0, %zmm17
	vpmadd52luq %zmm5, %zmm0, %zmm18	// d2 += h0 r2
	vpmadd52huq %zmm5, %zmm0, %zmm19
	vpmadd52luq %zmm7, %zmm1, %zmm14	// d0 += h1 s2
	vpmadd52huq %zmm7, %zmm1, %zmm15
	vpmadd52luq %zmm3, %zmm1, %zmm16	// d1 += h1 r0
	vpmadd52huq %zmm3, %zmm1, %zmm17
	vpmadd52luq %zmm4, %zmm1, %zmm18	// d2 += h1 r1
	vpmadd52huq %zmm4, %zmm1, %zmm19
	vpmadd52luq %zmm6, %zmm2, %zmm14	// d0 += h2 s1
	vpmadd52huq %zmm6, %zmm2, %zmm15
	vpmadd52luq %zmm7, %zmm2, %zmm16	// d1 += h2 s2
	vpmadd52huq %zmm7, %zmm2, %zmm17
	vpmadd52luq %zmm3, %zmm2, %zmm18	// d2 += h2 r0
	vpmadd52huq %zmm3, %zmm2, %zmm19
	// t1 = d1lo + d0hi << 8; t2 = d2lo + d1hi << 8; t0 = d0lo + 5120 * d2hi
	vpsllq	$8, %zmm15, %zmm15
	vpaddq	%zmm15, %zmm16, %zmm16
	vpsllq	$8, %zmm17, %zmm17
	vpaddq	%zmm17, %zmm18, %zmm18
	vpsllq	$10, %zmm19, %zmm20
	vpsllq	$12, %zmm19, %zmm21
	vpaddq	%zmm20, %zmm14, %zmm14
	vpaddq	%zmm21, %zmm14, %zmm14
	// One parallel carry round: h0 = t0 mod 2^44 + 5 (t2 >> 42), h1 = t1 mod 2^44 + t0 >> 44,
	// h2 = t2 mod 2^42 + t1 >> 44.
	vpsrlq	$44, %zmm14, %zmm20
	vpsrlq	$44, %zmm16, %zmm21
	vpsrlq	$42, %zmm18, %zmm22
	vpandq	%zmm8, %zmm14, %zmm0
	vpandq	%zmm8, %zmm16, %zmm1
	vpandq	%zmm9, %zmm18, %zmm2
	vpaddq	%zmm20, %zmm1, %zmm1
	vpaddq	%zmm21, %zmm2, %zmm2
	vpaddq	%zmm22, %zmm0, %zmm0
	vpsllq	$2, %zmm22, %zmm22
	vpaddq	%zmm22, %zmm0, %zmm0

	add	$128, %rsi
	dec	%rdx
	jnz	.Lifma_loop

	// Sum the 8 lanes of each limb (each < 2^45, so the sums stay < 2^48).
	vextracti64x4 $1, %zmm0, %ymm11
	vextracti64x4 $1, %zmm1, %ymm12
	vextracti64x4 $1, %zmm2, %ymm13
	vpaddq	%ymm11, %ymm0, %ymm0
	vpaddq	%ymm12, %ymm1, %ymm1
	vpaddq	%ymm13, %ymm2, %ymm2
	vextracti128 $1, %ymm0, %xmm11
	vextracti128 $1, %ymm1, %xmm12
	vextracti128 $1, %ymm2, %xmm13
	vpaddq	%xmm11, %xmm0, %xmm0
	vpaddq	%xmm12, %xmm1, %xmm1
	vpaddq	%xmm13, %xmm2, %xmm2
	vpshufd	$0x4e, %xmm0, %xmm11		// swap the two qwords
	vpshufd	$0x4e, %xmm1, %xmm12
	vpshufd	$0x4e, %xmm2, %xmm13
	vpaddq	%xmm11, %xmm0, %xmm0
	vpaddq	%xmm12, %xmm1, %xmm1
	vpaddq	%xmm13, %xmm2, %xmm2
	vmovq	%xmm0, 0(%rdi)
	vmovq	%xmm1, 8(%rdi)
	vmovq	%xmm2, 16(%rdi)
	// Leave zmm16-25 zero (VZEROUPPER does not touch them): no key powers or
	// accumulator limbs stay in registers after the call.
	LIMB_ZERO_ZMM16_TO 25
	vzeroupper
	ret
LIMB_END(limb_poly1305_blocks_ifma)

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
