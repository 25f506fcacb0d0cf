// limb_poly1305_blocks_avx2: x86-64 AVX2, Poly1305 in four lanes of radix 2^26
//   (VPMULUDQ: 32x32 -> 64-bit products), eight blocks per carry round.
// Twin: poly1305_blocks_g (symmetric/poly1305/poly1305_generic.cc); tests require the
//   same h mod 2^130-5 and the same tags as the twin and OpenSSL for every length.
// Contract: the vector core of Poly1305Kernels::blocks (symmetric/poly1305/poly1305_internal.h),
//   called by Poly1305Avx2Blocks in poly1305_x86_64.cc, which converts h between base
//   2^64 and radix 2^26, computes the powers of r, and sends short inputs and the
//   remainder (< 4 blocks) to the scalar MULX kernel. Selected when cpu.avx2 && cpu.bmi2
//   and the AVX-512 IFMA table is not ("x86_64_avx2").
// C prototype:
//   void limb_poly1305_blocks_avx2(uint64_t acc[5], const uint8_t* in, size_t nblocks,
//                                  const uint64_t* powers, uint64_t hibit);
// ABI: SysV AMD64. In: rdi=acc (h in radix 2^26: acc[i] < 2^27)  rsi=in
//   rdx=nblocks (a multiple of 4, >= 4)  rcx=powers  r8=hibit (0 or 1).
//   powers (qwords, each value < 2^30 in the low half):
//           [0..9)   r^8 limbs r0..r4, then s1..s4 = 5*r1..5*r4 (broadcast);
//           [9..45)  the same nine values of r^4, r^2, r^3, r^1 as four-lane vectors:
//                    lane k holds r^(4-perm[k]), perm = 0 2 1 3 (the lane order the
//                    unpack below gives four blocks). Lane 0 (r^4) is also broadcast.
//   Out: acc = the sum over lanes of each limb (< 2^29 each; the caller normalises).
// Register map: ymm0-4 = h0-h4 (4 lanes), ymm5-9 = d0-d4, ymm10 = the power being
//   multiplied in, ymm11/14/15 = temporaries, ymm12 = 2^26-1, ymm13 = hibit << 24.
//   rdx = groups left.
// Clobbers: rax rdx rsi r8 ymm0-15 (all zero on return), flags. No callee-saved
//   register is used.
// Strategy: Horner with stride 4 per lane over groups of four blocks. While three or
//   more groups are left, two at a time: h = (h + a) r^8 + b r^4 (one carry round for
//   eight blocks); then h = (h + m) r^4 if two are left; the last group gets
//   h = (h + m) r^(4-perm[k]); then sum the lanes.
//   Product (2^130 = 5 mod p, so a limb product that lands at 2^(26*(5+j)) folds into
//   limb j times 5):
//     d0 = h0 r0 + h1 s4 + h2 s3 + h3 s2 + h4 s1     d3 = h0 r3 + h1 r2 + h2 r1 + h3 r0 + h4 s4
//     d1 = h0 r1 + h1 r0 + h2 s4 + h3 s3 + h4 s2     d4 = h0 r4 + h1 r3 + h2 r2 + h3 r1 + h4 r0
//     d2 = h0 r2 + h1 r1 + h2 r0 + h3 s4 + h4 s3
//   Bounds: h + m < 2^28 (acc < 2^27 on entry, m < 2^26) and r < 2^27, s < 5*2^27, so
//   each product is < 2^57.4 and each d < 2^60.1 (ten products, five of them with
//   b < 2^26, in the two-group step). The carry round below (d3 -> d4 and
//   d0 -> d1, d4 -> d0 as *5 and d1 -> d2, d2 -> d3 and d0 -> d1, d3 -> d4) leaves
//   h0, h2, h3 < 2^26, h1 < 2^26 + 2^11, h4 < 2^26 + 2^9: h + m stays below 2^28, and
//   VPMULUDQ's 32-bit inputs hold every limb.
// Measured: aead_bench limb/Poly1305/16384 and limb/Poly1305/1024 against openssl/
//   (tools/speed.sh --cpu avx2 --filter '^Poly1305/'); figures in benchmarks/RESULTS.md,
//   "poly1305_avx2.S".
#include "limb/asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

// The four blocks at off(%rsi), split into 26-bit limbs and added to h (add = 1) or
// written to ymm0-4 (add = 0):
//   m0 = lo & M, m1 = lo >> 26 & M, m2 = (lo >> 52 | hi << 12) & M, m3 = hi >> 14 & M,
//   m4 = hi >> 40 | hibit << 24.
.macro POLY_BLOCKS off, add
	vmovdqu	\off(%rsi), %ymm14		// blocks 0, 1: lo0 hi0 lo1 hi1
	vmovdqu	\off+32(%rsi), %ymm15		// blocks 2, 3
	vpunpcklqdq %ymm15, %ymm14, %ymm10	// lo of blocks 0 2 1 3
	vpunpckhqdq %ymm15, %ymm14, %ymm11	// hi of blocks 0 2 1 3
	vpand	%ymm12, %ymm10, %ymm14
	POLY_PUT \add, 0
	vpsrlq	$26, %ymm10, %ymm14
	vpand	%ymm12, %ymm14, %ymm14
	POLY_PUT \add, 1
	vpsrlq	$52, %ymm10, %ymm14
	vpsllq	$12, %ymm11, %ymm15
	vpor	%ymm15, %ymm14, %ymm14
	vpand	%ymm12, %ymm14, %ymm14
	POLY_PUT \add, 2
	vpsrlq	$14, %ymm11, %ymm14
	vpand	%ymm12, %ymm14, %ymm14
	POLY_PUT \add, 3
	vpsrlq	$40, %ymm11, %ymm14
	vpor	%ymm13, %ymm14, %ymm14
	POLY_PUT \add, 4
.endm

// ymm<i> += ymm14 (add = 1) or ymm<i> = ymm14 (add = 0).
.macro POLY_PUT add, i
.if \add
	vpaddq	%ymm14, %ymm\i, %ymm\i
.else
	vmovdqa	%ymm14, %ymm\i
.endif
.endm

// d += h * T for the listed (h, d) register pairs, T in ymm10.
.macro POLY_MAC h, d
	vpmuludq %ymm10, %ymm\h, %ymm11
	vpaddq	%ymm11, %ymm\d, %ymm\d
.endm

// d = h * (the power at powers + base, stride bytes between its nine values)
// (acc = 0), or d += that product (acc = 1); the power is loaded into ymm10 with ld
// (vpbroadcastq: one qword each; vmovdqu: one vector each).
.macro POLY_MUL ld, base, stride, acc
	\ld	\base+\stride*0(%rcx), %ymm10	// r0
.if \acc
	POLY_MAC 0, 5
	POLY_MAC 1, 6
	POLY_MAC 2, 7
	POLY_MAC 3, 8
	POLY_MAC 4, 9
.else
	vpmuludq %ymm10, %ymm0, %ymm5
	vpmuludq %ymm10, %ymm1, %ymm6
	vpmuludq %ymm10, %ymm2, %ymm7
	vpmuludq %ymm10, %ymm3, %ymm8
	vpmuludq %ymm10, %ymm4, %ymm9
.endif
	\ld	\base+\stride*1(%rcx), %ymm10	// r1
	POLY_MAC 0, 6
	POLY_MAC 1, 7
	POLY_MAC 2, 8
	POLY_MAC 3, 9
	\ld	\base+\stride*5(%rcx), %ymm10	// s1
	POLY_MAC 4, 5
	\ld	\base+\stride*2(%rcx), %ymm10	// r2
	POLY_MAC 0, 7
	POLY_MAC 1, 8
	POLY_MAC 2, 9
	\ld	\base+\stride*6(%rcx), %ymm10	// s2
	POLY_MAC 3, 5
	POLY_MAC 4, 6
	\ld	\base+\stride*3(%rcx), %ymm10	// r3
	POLY_MAC 0, 8
	POLY_MAC 1, 9
	\ld	\base+\stride*7(%rcx), %ymm10	// s3
	POLY_MAC 2, 5
	POLY_MAC 3, 6
	POLY_MAC 4, 7
	\ld	\base+\stride*4(%rcx), %ymm10	// r4
	POLY_MAC 0, 9
	\ld	\base+\stride*8(%rcx), %ymm10	// s4
	POLY_MAC 1, 5
	POLY_MAC 2, 6
	POLY_MAC 3, 7
	POLY_MAC 4, 8
.endm

// h = d after one carry round (bounds in the header). Two independent chains
// interleaved: d3 -> d4 -> d0 -> d1 and d0 -> d1 -> d2 -> d3 -> d4.
.macro POLY_REDUCE
	vpsrlq	$26, %ymm8, %ymm11
	vpand	%ymm12, %ymm8, %ymm3
	vpaddq	%ymm11, %ymm9, %ymm9		// d4 += d3 >> 26
	vpsrlq	$26, %ymm5, %ymm14
	vpand	%ymm12, %ymm5, %ymm0
	vpaddq	%ymm14, %ymm6, %ymm6		// d1 += d0 >> 26
	vpsrlq	$26, %ymm9, %ymm11
	vpand	%ymm12, %ymm9, %ymm4
	vpsllq	$2, %ymm11, %ymm15
	vpaddq	%ymm15, %ymm11, %ymm11
	vpaddq	%ymm11, %ymm0, %ymm0		// h0 += 5 * (d4 >> 26)
	vpsrlq	$26, %ymm6, %ymm14
	vpand	%ymm12, %ymm6, %ymm1
	vpaddq	%ymm14, %ymm7, %ymm7		// d2 += d1 >> 26
	vpsrlq	$26, %ymm7, %ymm11
	vpand	%ymm12, %ymm7, %ymm2
	vpaddq	%ymm11, %ymm3, %ymm3		// h3 += d2 >> 26
	vpsrlq	$26, %ymm0, %ymm14
	vpand	%ymm12, %ymm0, %ymm0
	vpaddq	%ymm14, %ymm1, %ymm1		// h1 += h0 >> 26
	vpsrlq	$26, %ymm3, %ymm11
	vpand	%ymm12, %ymm3, %ymm3
	vpaddq	%ymm11, %ymm4, %ymm4		// h4 += h3 >> 26
.endm

// acc[i] = the sum of the four lanes of ymm<i>.
.macro POLY_SUM_LANES i
	vextracti128 $1, %ymm\i, %xmm11
	vpaddq	%xmm11, %xmm\i, %xmm\i
	vpshufd	$0x4e, %xmm\i, %xmm11		// swap the two qwords
	vpaddq	%xmm11, %xmm\i, %xmm\i
	vmovq	%xmm\i, 8*\i(%rdi)
.endm

LIMB_ENTRY(limb_poly1305_blocks_avx2)
	vmovq	0(%rdi), %xmm0			// h in lane 0, other lanes 0
	vmovq	8(%rdi), %xmm1
	vmovq	16(%rdi), %xmm2
	vmovq	24(%rdi), %xmm3
	vmovq	32(%rdi), %xmm4
	mov	$0x3ffffff, %eax		// 2^26 - 1
	vmovq	%rax, %xmm12
	vpbroadcastq %xmm12, %ymm12
	shl	$24, %r8			// hibit * 2^128 = hibit * 2^24 in limb 4
	vmovq	%r8, %xmm13
	vpbroadcastq %xmm13, %ymm13
	shr	$2, %rdx			// groups of 4 blocks (public length)
	cmp	$3, %rdx
	jb	.Lavx2_tail

	// Eight blocks while at least three groups are left: h = (h + a) r^8 + b r^4,
	// a and b the two groups, one carry round.
	.p2align 4
.Lavx2_loop8:
	POLY_BLOCKS 0, 1
	POLY_MUL vpbroadcastq, 0, 8, 0
	POLY_BLOCKS 64, 0
	POLY_MUL vpbroadcastq, 72, 32, 1	// r^4: lane 0 of the last group's vectors
	POLY_REDUCE
	add	$128, %rsi
	sub	$2, %rdx
	cmp	$3, %rdx
	jae	.Lavx2_loop8

.Lavx2_tail:
	cmp	$1, %rdx
	je	.Lavx2_last
	POLY_BLOCKS 0, 1			// two groups left: h = (h + m) r^4
	POLY_MUL vpbroadcastq, 72, 32, 0
	POLY_REDUCE
	add	$64, %rsi

.Lavx2_last:
	POLY_BLOCKS 0, 1
	POLY_MUL vmovdqu, 72, 32, 0
	POLY_REDUCE
	POLY_SUM_LANES 0
	POLY_SUM_LANES 1
	POLY_SUM_LANES 2
	POLY_SUM_LANES 3
	POLY_SUM_LANES 4
	vzeroall				// no key power or accumulator limb stays in a register
	ret
LIMB_END(limb_poly1305_blocks_avx2)

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
