// limb_poly1305_blocks_neon: aarch64 Advanced SIMD, Poly1305 in four lanes of radix 2^26
//   (UMULL/UMLAL and UMULL2/UMLAL2: 32x32 -> 64-bit products, two lanes each).
// Twin: poly1305_blocks_g (symmetric/poly1305/poly1305_generic.cc); tests require the
//   same h mod 2^130-5 and the same tags as the twin and OpenSSL for every length.
// Contract: the vector core of Poly1305Kernels::blocks (symmetric/poly1305/poly1305_internal.h),
//   called by Poly1305NeonBlocks in poly1305_aarch64.cc, which converts h between base
//   2^64 and radix 2^26, computes the powers of r, and sends short inputs and the
//   remainder (< 4 blocks) to the scalar kernel (poly1305_aarch64.S). Selected when
//   cpu.neon (table "aarch64_neon").
// C prototype:
//   void limb_poly1305_blocks_neon(uint64_t acc[5], const uint8_t* in, size_t nblocks,
//                                  const uint64_t* powers, uint64_t hibit);
// ABI: AAPCS64 leaf (x30 never stored, no stack). In: x0=acc (h in radix 2^26:
//   acc[0..3] < 2^26, acc[4] < 5*2^24, as Poly1305NeonBlocks splits h) x1=in (any alignment)
//   x2=nblocks (a multiple of 4, >= 4) x3=powers x4=hibit (0 or 1).
//   powers, read as 32-bit words (the layout ComputePowersNeon writes):
//     words [0, 12)   r^4: r0 r1 r2 r3 r4 s1 s2 s3 s4 0 0 0 (s = 5*r; for MUL by element)
//     words [12, 48)  nine vectors r0 r1 r2 r3 r4 s1 s2 s3 s4, lane k = r^(4-k)'s limb
//   Every r limb is < 2^26 (r4 < 5*2^24) and every s < 5*2^26.
//   Out: acc[j] = the sum over the lanes of limb j (< 2^28.1; the caller normalises).
// Register map: v0-v4 = h0-h4 (lane k: the blocks 4i+k), v16-v25 = d0-d4 (d_j: v(16+2j)
//   for lanes 0-1, v(17+2j) for lanes 2-3; 64-bit), which first hold the message words
//   (v16-v19, LD4: v(16+w) lane k = word w of block k) and v20 the split temporary;
//   v5-v7 = r^4 (words [0, 12)), v26 = 2^26-1, v27 = hibit << 24, v28 = 5 (32-bit lanes),
//   v29 = carry / power temporary. x2 = groups left, x3 = powers.
// Clobbers: x1 x2, v0-v7 and v16-v29 (all zero on return: no power of r, limb or
//   message word stays in a register), NZCV. x18, x19-x30, sp, v8-v15 and v30-v31 are
//   untouched.
// Strategy: Horner with stride 4 per lane: for every group of four blocks but the last,
//   h = (h + m) * r^4 in each lane (the powers by element from v5-v7); the last group
//   gets h = (h + m) * r^(4-k) in lane k (the nine power vectors, loaded one by one into
//   v29), and the lanes are summed (UADDLV). acc enters lane 0; lanes 1-3 start at 0.
//   Product (2^130 = 5 mod p, so a limb product that lands at 2^(26*(5+j)) folds into
//   limb j times 5):
//     d0 = h0 r0 + h1 s4 + h2 s3 + h3 s2 + h4 s1     d3 = h0 r3 + h1 r2 + h2 r1 + h3 r0 + h4 s4
//     d1 = h0 r1 + h1 r0 + h2 s4 + h3 s3 + h4 s2     d4 = h0 r4 + h1 r3 + h2 r2 + h3 r1 + h4 r0
//     d2 = h0 r2 + h1 r1 + h2 r0 + h3 s4 + h4 s3
//   Reduction in two rounds, both on 32-bit lanes (four blocks an instruction):
//   round A narrows: h_j = (d_j mod 2^26) + (d_(j-1) >> 26), h_0 = (d_0 mod 2^26) +
//   5*(d_4 >> 26) (UZP1 takes the low words, SHRN/SHRN2 the carries); round B carries
//   h0 -> h1 -> h2 -> h3 -> h4 -> h0 (*5) once (USRA, then MLA by 5).
//   Bounds: entering a product h0 < 2^27 + 2^8, h1-h3 < 2^27, h4 < 1.5*2^26 (limbs after
//   round B plus a message limb; acc is smaller), so d0 < 2^57.4, d1-d3 < 2^57.1,
//   d4 < 2^55.4: every carry d >> 26 fits 32 bits, 5*(d4 >> 26) < 2^31.7, and after
//   round A every limb is < 2^31.7, so round B's sums stay below 2^32; it leaves
//   h0 < 2^26 + 2^7, h1-h4 < 2^26. Constant time: only nblocks decides the branches.
// CAUTION: UMULL/UMLAL by element read lanes 0-1 of h, UMULL2/UMLAL2 lanes 2-3; each
//   pair must name the same element. SHRN2 writes the upper half and keeps the lower
//   one, so every SHRN2 follows the SHRN of the same destination.
// Measured: instruction counts only (no aarch64 hardware); see benchmarks/RESULTS.md,
//   "poly1305_neon.S".
#include "limb/asm/asm_common.h"

#if defined(__aarch64__) && !defined(LIMB_NO_ASM)

// h += the four blocks at [x1] (x1 advances by 64), split into 26-bit limbs:
//   m0 = w0 & M, m1 = (w0 >> 26 | w1 << 6) & M, m2 = (w1 >> 20 | w2 << 12) & M,
//   m3 = (w2 >> 14 | w3 << 18) & M, m4 = w3 >> 8 | hibit << 24.
.macro PN_ADD_BLOCKS
	ld4	{v16.4s, v17.4s, v18.4s, v19.4s}, [x1], #64
	and	v20.16b, v16.16b, v26.16b
	add	v0.4s, v0.4s, v20.4s
	ushr	v16.4s, v16.4s, #26
	sli	v16.4s, v17.4s, #6
	and	v16.16b, v16.16b, v26.16b
	add	v1.4s, v1.4s, v16.4s
	ushr	v17.4s, v17.4s, #20
	sli	v17.4s, v18.4s, #12
	and	v17.16b, v17.16b, v26.16b
	add	v2.4s, v2.4s, v17.4s
	ushr	v18.4s, v18.4s, #14
	sli	v18.4s, v19.4s, #18
	and	v18.16b, v18.16b, v26.16b
	add	v3.4s, v3.4s, v18.4s
	usra	v4.4s, v19.4s, #8
	add	v4.4s, v4.4s, v27.4s
.endm

// The products by the r^4 limbs held in v5 (r0 r1 r2 r3), v6 (r4 s1 s2 s3), v7 (s4).
// d_j lives in v(16+2j) (lanes 0-1) and v(17+2j) (lanes 2-3).
.macro PN_MUL_R4
	umull	v16.2d, v0.2s, v5.s[0]		// d0 = h0 r0
	umull2	v17.2d, v0.4s, v5.s[0]
	umull	v18.2d, v0.2s, v5.s[1]		// d1 = h0 r1
	umull2	v19.2d, v0.4s, v5.s[1]
	umull	v20.2d, v0.2s, v5.s[2]		// d2 = h0 r2
	umull2	v21.2d, v0.4s, v5.s[2]
	umull	v22.2d, v0.2s, v5.s[3]		// d3 = h0 r3
	umull2	v23.2d, v0.4s, v5.s[3]
	umull	v24.2d, v0.2s, v6.s[0]		// d4 = h0 r4
	umull2	v25.2d, v0.4s, v6.s[0]

	umlal	v16.2d, v1.2s, v7.s[0]		// d0 += h1 s4
	umlal2	v17.2d, v1.4s, v7.s[0]
	umlal	v18.2d, v1.2s, v5.s[0]		// d1 += h1 r0
	umlal2	v19.2d, v1.4s, v5.s[0]
	umlal	v20.2d, v1.2s, v5.s[1]		// d2 += h1 r1
	umlal2	v21.2d, v1.4s, v5.s[1]
	umlal	v22.2d, v1.2s, v5.s[2]		// d3 += h1 r2
	umlal2	v23.2d, v1.4s, v5.s[2]
	umlal	v24.2d, v1.2s, v5.s[3]		// d4 += h1 r3
	umlal2	v25.2d, v1.4s, v5.s[3]

	umlal	v16.2d, v2.2s, v6.s[3]		// d0 += h2 s3
	umlal2	v17.2d, v2.4s, v6.s[3]
	umlal	v18.2d, v2.2s, v7.s[0]		// d1 += h2 s4
	umlal2	v19.2d, v2.4s, v7.s[0]
	umlal	v20.2d, v2.2s, v5.s[0]		// d2 += h2 r0
	umlal2	v21.2d, v2.4s, v5.s[0]
	umlal	v22.2d, v2.2s, v5.s[1]		// d3 += h2 r1
	umlal2	v23.2d, v2.4s, v5.s[1]
	umlal	v24.2d, v2.2s, v5.s[2]		// d4 += h2 r2
	umlal2	v25.2d, v2.4s, v5.s[2]

	umlal	v16.2d, v3.2s, v6.s[2]		// d0 += h3 s2
	umlal2	v17.2d, v3.4s, v6.s[2]
	umlal	v18.2d, v3.2s, v6.s[3]		// d1 += h3 s3
	umlal2	v19.2d, v3.4s, v6.s[3]
	umlal	v20.2d, v3.2s, v7.s[0]		// d2 += h3 s4
	umlal2	v21.2d, v3.4s, v7.s[0]
	umlal	v22.2d, v3.2s, v5.s[0]		// d3 += h3 r0
	umlal2	v23.2d, v3.4s, v5.s[0]
	umlal	v24.2d, v3.2s, v5.s[1]		// d4 += h3 r1
	umlal2	v25.2d, v3.4s, v5.s[1]

	umlal	v16.2d, v4.2s, v6.s[1]		// d0 += h4 s1
	umlal2	v17.2d, v4.4s, v6.s[1]
	umlal	v18.2d, v4.2s, v6.s[2]		// d1 += h4 s2
	umlal2	v19.2d, v4.4s, v6.s[2]
	umlal	v20.2d, v4.2s, v6.s[3]		// d2 += h4 s3
	umlal2	v21.2d, v4.4s, v6.s[3]
	umlal	v22.2d, v4.2s, v7.s[0]		// d3 += h4 s4
	umlal2	v23.2d, v4.4s, v7.s[0]
	umlal	v24.2d, v4.2s, v5.s[0]		// d4 += h4 r0
	umlal2	v25.2d, v4.4s, v5.s[0]
.endm

// The last group's products: lane k by r^(4-k). x3 points at the nine power vectors;
// each is loaded into v29 once and used by every product it enters.
.macro PN_MUL_LANES
	ldr	q29, [x3, #48 + 16*0]		// r0
	umull	v16.2d, v0.2s, v29.2s		// d0 = h0 r0
	umull2	v17.2d, v0.4s, v29.4s
	umull	v18.2d, v1.2s, v29.2s		// d1 = h1 r0
	umull2	v19.2d, v1.4s, v29.4s
	umull	v20.2d, v2.2s, v29.2s		// d2 = h2 r0
	umull2	v21.2d, v2.4s, v29.4s
	umull	v22.2d, v3.2s, v29.2s		// d3 = h3 r0
	umull2	v23.2d, v3.4s, v29.4s
	umull	v24.2d, v4.2s, v29.2s		// d4 = h4 r0
	umull2	v25.2d, v4.4s, v29.4s
	ldr	q29, [x3, #48 + 16*1]		// r1
	umlal	v18.2d, v0.2s, v29.2s		// d1 += h0 r1
	umlal2	v19.2d, v0.4s, v29.4s
	umlal	v20.2d, v1.2s, v29.2s		// d2 += h1 r1
	umlal2	v21.2d, v1.4s, v29.4s
	umlal	v22.2d, v2.2s, v29.2s		// d3 += h2 r1
	umlal2	v23.2d, v2.4s, v29.4s
	umlal	v24.2d, v3.2s, v29.2s		// d4 += h3 r1
	umlal2	v25.2d, v3.4s, v29.4s
	ldr	q29, [x3, #48 + 16*2]		// r2
	umlal	v20.2d, v0.2s, v29.2s		// d2 += h0 r2
	umlal2	v21.2d, v0.4s, v29.4s
	umlal	v22.2d, v1.2s, v29.2s		// d3 += h1 r2
	umlal2	v23.2d, v1.4s, v29.4s
	umlal	v24.2d, v2.2s, v29.2s		// d4 += h2 r2
	umlal2	v25.2d, v2.4s, v29.4s
	ldr	q29, [x3, #48 + 16*3]		// r3
	umlal	v22.2d, v0.2s, v29.2s		// d3 += h0 r3
	umlal2	v23.2d, v0.4s, v29.4s
	umlal	v24.2d, v1.2s, v29.2s		// d4 += h1 r3
	umlal2	v25.2d, v1.4s, v29.4s
	ldr	q29, [x3, #48 + 16*4]		// r4
	umlal	v24.2d, v0.2s, v29.2s		// d4 += h0 r4
	umlal2	v25.2d, v0.4s, v29.4s
	ldr	q29, [x3, #48 + 16*5]		// s1
	umlal	v16.2d, v4.2s, v29.2s		// d0 += h4 s1
	umlal2	v17.2d, v4.4s, v29.4s
	ldr	q29, [x3, #48 + 16*6]		// s2
	umlal	v16.2d, v3.2s, v29.2s		// d0 += h3 s2
	umlal2	v17.2d, v3.4s, v29.4s
	umlal	v18.2d, v4.2s, v29.2s		// d1 += h4 s2
	umlal2	v19.2d, v4.4s, v29.4s
	ldr	q29, [x3, #48 + 16*7]		// s3
	umlal	v16.2d, v2.2s, v29.2s		// d0 += h2 s3
	umlal2	v17.2d, v2.4s, v29.4s
	umlal	v18.2d, v3.2s, v29.2s		// d1 += h3 s3
	umlal2	v19.2d, v3.4s, v29.4s
	umlal	v20.2d, v4.2s, v29.2s		// d2 += h4 s3
	umlal2	v21.2d, v4.4s, v29.4s
	ldr	q29, [x3, #48 + 16*8]		// s4
	umlal	v16.2d, v1.2s, v29.2s		// d0 += h1 s4
	umlal2	v17.2d, v1.4s, v29.4s
	umlal	v18.2d, v2.2s, v29.2s		// d1 += h2 s4
	umlal2	v19.2d, v2.4s, v29.4s
	umlal	v20.2d, v3.2s, v29.2s		// d2 += h3 s4
	umlal2	v21.2d, v3.4s, v29.4s
	umlal	v22.2d, v4.2s, v29.2s		// d3 += h4 s4
	umlal2	v23.2d, v4.4s, v29.4s
.endm

// d0-d4 (64-bit, two registers each) -> h0-h4 (32-bit lanes), rounds A and B (see the
// header): h_j = lo26(d_j) + (d_(j-1) >> 26), h0 += 5*(d4 >> 26); then one carry pass.
.macro PN_REDUCE
	// Round A. Low words of each d_j, lanes 0-3 in order, masked to 26 bits.
	uzp1	v0.4s, v16.4s, v17.4s
	uzp1	v1.4s, v18.4s, v19.4s
	uzp1	v2.4s, v20.4s, v21.4s
	uzp1	v3.4s, v22.4s, v23.4s
	uzp1	v4.4s, v24.4s, v25.4s
	and	v0.16b, v0.16b, v26.16b
	and	v1.16b, v1.16b, v26.16b
	and	v2.16b, v2.16b, v26.16b
	and	v3.16b, v3.16b, v26.16b
	and	v4.16b, v4.16b, v26.16b
	// The carries d_j >> 26 (< 2^32, see the bounds), added one limb up.
	shrn	v29.2s, v16.2d, #26
	shrn2	v29.4s, v17.2d, #26
	add	v1.4s, v1.4s, v29.4s
	shrn	v29.2s, v18.2d, #26
	shrn2	v29.4s, v19.2d, #26
	add	v2.4s, v2.4s, v29.4s
	shrn	v29.2s, v20.2d, #26
	shrn2	v29.4s, v21.2d, #26
	add	v3.4s, v3.4s, v29.4s
	shrn	v29.2s, v22.2d, #26
	shrn2	v29.4s, v23.2d, #26
	add	v4.4s, v4.4s, v29.4s
	shrn	v29.2s, v24.2d, #26
	shrn2	v29.4s, v25.2d, #26
	mla	v0.4s, v29.4s, v28.4s		// h0 += 5 * (d4 >> 26)
	// Round B: h0 -> h1 -> h2 -> h3 -> h4 -> h0 (*5).
	usra	v1.4s, v0.4s, #26
	and	v0.16b, v0.16b, v26.16b
	usra	v2.4s, v1.4s, #26
	and	v1.16b, v1.16b, v26.16b
	usra	v3.4s, v2.4s, #26
	and	v2.16b, v2.16b, v26.16b
	usra	v4.4s, v3.4s, #26
	and	v3.16b, v3.16b, v26.16b
	ushr	v29.4s, v4.4s, #26
	and	v4.16b, v4.16b, v26.16b
	mla	v0.4s, v29.4s, v28.4s
.endm

LIMB_ENTRY(limb_poly1305_blocks_neon)
	ldp	d0, d1, [x0]			// h0, h1 into lane 0 (lane 1: their zero high words)
	ldp	d2, d3, [x0, #16]
	ldr	d4, [x0, #32]			// lanes 2-3 of v0-v4: zero (a D load clears them)
	ld1	{v5.4s, v6.4s, v7.4s}, [x3]	// r^4 by element
	movi	v26.2d, #0xffffffffffffffff
	ushr	v26.4s, v26.4s, #6		// 2^26 - 1
	dup	v27.4s, w4
	shl	v27.4s, v27.4s, #24		// hibit << 24
	movi	v28.4s, #5
	lsr	x2, x2, #2			// groups (>= 1)
	subs	x2, x2, #1
	b.eq	.Lpn_last

	.p2align 4
.Lpn_loop:					// every group but the last: h = (h + m) r^4
	PN_ADD_BLOCKS
	PN_MUL_R4
	PN_REDUCE
	subs	x2, x2, #1
	b.ne	.Lpn_loop

.Lpn_last:					// lane k: h = (h + m) r^(4-k), then sum
	PN_ADD_BLOCKS
	PN_MUL_LANES
	PN_REDUCE
	uaddlv	d0, v0.4s
	uaddlv	d1, v1.4s
	uaddlv	d2, v2.4s
	uaddlv	d3, v3.4s
	uaddlv	d4, v4.4s
	stp	d0, d1, [x0]
	stp	d2, d3, [x0, #16]
	str	d4, [x0, #32]

	// No power of r, limb or message word stays behind.
	.irp r, 0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29
	movi	v\r\().16b, #0
	.endr
	ret
LIMB_END(limb_poly1305_blocks_neon)

#endif  // defined(__aarch64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
