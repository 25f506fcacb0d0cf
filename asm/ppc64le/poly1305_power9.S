// limb_poly1305_blocks_power9: ppc64le POWER9 vector Poly1305, 4 blocks an iteration in
//   radix 2^44 with ISA 3.0 vmsumudm.
// Twin: poly1305_blocks_g (symmetric/poly1305/poly1305_generic.cc); tests require the
//   same h mod 2^130-5 (not the same limbs: the reduction differs) for every length,
//   chunking and starting accumulator, through the table entry Poly1305Power9Blocks
//   (symmetric/poly1305/poly1305_ppc64le.cc), which converts h between base 2^64 and
//   radix 2^44, fills the powers and gives inputs shorter than kPower9MinBlocks and
//   the last nblocks % 4 blocks to limb_poly1305_blocks_ppc64le.
// Contract: for each group of four 16-byte blocks m1..m4 of in[0, 16*nblocks):
//     h = (h + m1) * r^4 + m2 * r^3 + m3 * r^2 + m4 * r  (mod 2^130-5), each m_i + hibit*2^128
//   with h = acc[0] + acc[1]*2^44 + acc[2]*2^88. nblocks MUST be a multiple of 4 (0 allowed).
//   On entry acc[0], acc[1] < 2^44 and acc[2] < 2^43 (base 2^64 with h2 <= 4 split into
//   44-bit limbs gives acc[2] < 5*2^40); on return acc[0] < 2^44, acc[1] < 2^44 + 2^11,
//   acc[2] < 2^42 (the loop bounds below). powers: the 20 words poly1305_ppc64le.cc's
//   ComputePowersPower9 writes to Poly1305State::pow (layout below). hibit MUST be 0 or 1.
//   in MAY be unaligned. Time depends on nblocks only.
// Selected by poly1305_dispatch.cc (table "ppc64le_power9", before "ppc64le") when
//   cpu.power9: vmsumudm, lxv/stxv, mtvsrdd, mfvsrld and xxspltib are ISA 3.0 and trap on
//   POWER8 (qemu -cpu power8 enforces it).
// C prototype:
//   void limb_poly1305_blocks_power9(uint64_t acc[3], const uint8_t* in, size_t nblocks,
//                                    const uint64_t* powers, uint64_t hibit);
// ABI: ELFv2 leaf, no stack frame, never touches r2 (LIMB_ENTRY's .localentry 1): the
//   constants are built from immediates. In: r3=acc r4=in r5=nblocks r6=powers r7=hibit.
//   Out: none.
// Powers (powers[0..19], 10 vectors): vector k is powers[2k] in doubleword 1 (the low
//   half of the register as lxv loads it in little-endian mode: "lane A") and
//   powers[2k+1] in doubleword 0 ("lane B"). Vectors 0..4 are (r^4 | r^3) limbs
//   l0, l1, l2, 20*l1, 20*l2 (lane A | lane B); vectors 5..9 the same for (r^2 | r^1).
//   Each power v (< 5*2^128, partially reduced) gives l0, l1 < 2^44, l2 < 5*2^40 < 2^43,
//   so 20*l1 < 2^48.33 and 20*l2 < 2^47.33.
// Register map (VMX numbers; VSX instructions name vN as vs(32+N)):
//   v0-v2  H0-H2  h limbs, each a quadword < 2^64 (doubleword 0 is zero)
//   v3-v5  A0-A2  limbs of blocks m1 (lane A, plus h) and m2 (lane B)
//   v6-v8  B0-B2  limbs of blocks m3 (lane A) and m4 (lane B)
//   v9-v11 D0-D2  the three 128-bit column sums, then their carries
//   v12-v13 T0-T1 loads and carries
//   v14-v19 SH20, SH24, SH44, SH42 (shift counts as byte splats: vsld/vsrd read 6 bits of
//          each doubleword, vsro/vsr bits 121:124 (octets) and 125:127 (bits)), FIVE (5 in
//          doubleword 1), ZERO
//   v20-v29 the 10 power vectors (callee-saved: stored in the red zone and restored)
//   vs0 M44S (2^44-1 in both doublewords), vs1 M44Q (2^44-1 in doubleword 1 only),
//   vs2 M42Q (2^42-1 in doubleword 1 only), vs3 HIBIT (hibit << 40 in both);
//   r4 = in (advanced 64 a group), CTR = groups left, r8-r12 scratch.
// Clobbers: r4 r5 r7-r12, CTR, cr0, v0-v19 and vs0-vs3 (all zeroed before returning:
//   they held h, message limbs or powers). v20-v29 are saved 160 bytes below r1 (the
//   ELFv2 red zone is 288 bytes) and restored; v30-v31, vs4-vs31 (f4-f31), VRSAVE, cr2-cr4
//   and r14-r31 are untouched.
// Strategy: vmsumudm VRT,VRA,VRB,VRC computes VRA.dw0*VRB.dw0 + VRA.dw1*VRB.dw1 + VRC
//   (mod 2^128), so with block m1 (plus h) in lane A and m2 in lane B of the limb vectors,
//   and r^4 in lane A and r^3 in lane B of the power vectors, one instruction forms
//   (h+m1)_i*r^4_j + m2_i*r^3_j; the second pair (m3, m4) against (r^2, r^1) adds on the
//   same chain. Radix 2^44 (2^132 = 20 mod p):
//     d0 = x0*l0 + x1*20l2 + x2*20l1,  d1 = x0*l1 + x1*l0 + x2*20l2,  d2 = x0*l2 + x1*l1 + x2*l0
//   six vmsumudm per column, 18 per four blocks, and no per-lane reduction at the end: each
//   iteration is a complete Horner step. Four blocks rather than two: the h addition, the
//   carry round and the loop overhead (20 instructions) are paid once per four blocks, so
//   60 instructions per four blocks against 40 per two (see benchmarks/RESULTS.md,
//   "poly1305_power9.S"); eight would need 20 power vectors, more than the registers
//   left. Constant time: the only branches are on nblocks (public): the zero test and
//   the CTR loop (bdnz).
// CAUTION: vsr's shift count must be the same in every byte of VRB (else the result is
//   undefined): the counts are xxspltib byte splats.
// CAUTION: the v20-v29 save area is the red zone, valid only because this is a leaf (no
//   call between the stores and the reloads).
// CAUTION: lxv/stxv in little-endian mode map memory bytes 0..7 to doubleword 1; lxvd2x
//   would not (it swaps the doublewords): every lane above depends on lxv.
// Measured: instruction counts only (no POWER hardware); see benchmarks/RESULTS.md,
//   "poly1305_power9.S".
#include "limb/asm/asm_common.h"

#if defined(__powerpc64__) && defined(__LITTLE_ENDIAN__) && !defined(LIMB_NO_ASM)

	.machine power9
	.abiversion 2

// VMX register numbers; VS(x) is the same register for VSX instructions.
#define VS(x) (32 + (x))
#define H0 0
#define H1 1
#define H2 2
#define A0 3
#define A1 4
#define A2 5
#define B0 6
#define B1 7
#define B2 8
#define D0 9
#define D1 10
#define D2 11
#define T0 12
#define T1 13
#define SH20 14
#define SH24 15
#define SH44 16
#define SH42 17
#define FIVE 18
#define ZERO 19
#define P0 20
#define P1 21
#define P2 22
#define PS1 23
#define PS2 24
#define Q0 25
#define Q1 26
#define Q2 27
#define QS1 28
#define QS2 29
#define M44S 0
#define M44Q 1
#define M42Q 2
#define HIBIT 3

// Split two blocks (at off and off+16 from r4) into radix-2^44 limb vectors X0..X2:
// lane A (doubleword 1) from the first block, lane B (doubleword 0) from the second.
//   lo, hi = the block's 64-bit halves; x0 = lo & M44, x1 = (lo >> 44 | hi << 20) & M44,
//   x2 = hi >> 24 | hibit << 40  (x0, x1 < 2^44, x2 < 2^41)
.macro SPLIT2 off, X0, X1, X2
	lxv	VS(T0), \off(%r4)		// T0 = (hi | lo) of the first block
	lxv	VS(T1), \off+16(%r4)		// T1 = (hi | lo) of the second
	xxpermdi VS(\X0), VS(T1), VS(T0), 3	// X0 = (lo2 | lo1)
	xxpermdi VS(\X2), VS(T1), VS(T0), 0	// X2 = (hi2 | hi1)
	vsrd	\X1, \X0, SH44			// lo >> 44
	vsld	T0, \X2, SH20			// hi << 20
	vsrd	\X2, \X2, SH24			// hi >> 24
	vor	\X1, \X1, T0
	xxland	VS(\X0), VS(\X0), M44S
	xxland	VS(\X1), VS(\X1), M44S
	xxlor	VS(\X2), VS(\X2), HIBIT
.endm

LIMB_ENTRY(limb_poly1305_blocks_power9)
	srdi.	%r5, %r5, 2			// groups of four blocks (nblocks % 4 == 0)
	beqlr					// none: nothing to do (public length)
	mtctr	%r5

	// Save the callee-saved v20-v29 in the red zone (r1 is 16-byte aligned).
	stxv	VS(20), -16(%r1)
	stxv	VS(21), -32(%r1)
	stxv	VS(22), -48(%r1)
	stxv	VS(23), -64(%r1)
	stxv	VS(24), -80(%r1)
	stxv	VS(25), -96(%r1)
	stxv	VS(26), -112(%r1)
	stxv	VS(27), -128(%r1)
	stxv	VS(28), -144(%r1)
	stxv	VS(29), -160(%r1)

	// Powers.
	lxv	VS(P0), 0(%r6)
	lxv	VS(P1), 16(%r6)
	lxv	VS(P2), 32(%r6)
	lxv	VS(PS1), 48(%r6)
	lxv	VS(PS2), 64(%r6)
	lxv	VS(Q0), 80(%r6)
	lxv	VS(Q1), 96(%r6)
	lxv	VS(Q2), 112(%r6)
	lxv	VS(QS1), 128(%r6)
	lxv	VS(QS2), 144(%r6)

	// h limbs: each in doubleword 1 of a quadword (mtvsrdd with RA = 0 zeroes dw 0).
	ld	%r8, 0(%r3)
	ld	%r9, 8(%r3)
	ld	%r10, 16(%r3)
	mtvsrdd	VS(H0), 0, %r8
	mtvsrdd	VS(H1), 0, %r9
	mtvsrdd	VS(H2), 0, %r10

	// Constants.
	xxspltib VS(SH20), 20
	xxspltib VS(SH24), 24
	xxspltib VS(SH44), 44
	xxspltib VS(SH42), 42
	li	%r11, 5
	mtvsrdd	VS(FIVE), 0, %r11
	xxlxor	VS(ZERO), VS(ZERO), VS(ZERO)
	li	%r11, -1
	srdi	%r11, %r11, 20			// 2^44 - 1
	srdi	%r12, %r11, 2			// 2^42 - 1
	mtvsrdd	M44S, %r11, %r11
	mtvsrdd	M44Q, 0, %r11
	mtvsrdd	M42Q, 0, %r12
	sldi	%r7, %r7, 40			// hibit * 2^128 = hibit << 40 in limb 2
	mtvsrdd	HIBIT, %r7, %r7

	// Loop invariant (top): H0 < 2^44, H1 < 2^45, H2 < 2^43, each in doubleword 1.
	.p2align 5
.Lp9_loop:
	SPLIT2	0, A0, A1, A2			// m1 | m2
	SPLIT2	32, B0, B1, B2			// m3 | m4
	// Lane A of A0..A2 += h. Then every lane x0 < 2^45, x1 < 2^46, x2 < 2^44 (< 2^64:
	// vaddudm does not wrap).
	vaddudm	A0, A0, H0
	vaddudm	A1, A1, H1
	vaddudm	A2, A2, H2

	// Column sums over the four lanes. Per lane, with the power bounds above:
	//   x0*l0 + x1*20l2 + x2*20l1 < 2^89 + 2^93.33 + 2^92.33 < 2^94,  so d0 < 2^96
	//   x0*l1 + x1*l0 + x2*20l2   < 2^89 + 2^90 + 2^91.33 < 2^92,     so d1 < 2^94
	//   x0*l2 + x1*l1 + x2*l0     < 2^88 + 2^90 + 2^88 < 2^91,        so d2 < 2^93
	// All far below 2^128: vmsumudm never wraps.
	vmsumudm D0, B0, Q0, ZERO
	vmsumudm D1, B0, Q1, ZERO
	vmsumudm D2, B0, Q2, ZERO
	vmsumudm D0, B1, QS2, D0
	vmsumudm D1, B1, Q0, D1
	vmsumudm D2, B1, Q1, D2
	vmsumudm D0, B2, QS1, D0
	vmsumudm D1, B2, QS2, D1
	vmsumudm D2, B2, Q0, D2
	vmsumudm D0, A0, P0, D0
	vmsumudm D1, A0, P1, D1
	vmsumudm D2, A0, P2, D2
	vmsumudm D0, A1, PS2, D0
	vmsumudm D1, A1, P0, D1
	vmsumudm D2, A1, P1, D2
	vmsumudm D0, A2, PS1, D0
	vmsumudm D1, A2, PS2, D1
	vmsumudm D2, A2, P0, D2

	// Carry round (128-bit shifts: vsro by octets, then vsr by the remaining bits).
	//   c0 = d0 >> 44 < 2^52; h0 = d0 & M44; d1 += c0 (< 2^95)
	vsro	T0, D0, SH44
	vsr	T0, T0, SH44
	xxland	VS(H0), VS(D0), M44Q
	vadduqm	D1, D1, T0
	//   c1 = d1 >> 44 < 2^51; h1 = d1 & M44; d2 += c1 (< 2^94)
	vsro	T0, D1, SH44
	vsr	T0, T0, SH44
	xxland	VS(H1), VS(D1), M44Q
	vadduqm	D2, D2, T0
	//   c2 = d2 >> 42 < 2^52; h2 = d2 & M42 < 2^42; h0 += 5*c2 (2^130 = 5 mod p; < 2^55)
	vsro	T0, D2, SH42
	vsr	T0, T0, SH42
	xxland	VS(H2), VS(D2), M42Q
	vmsumudm H0, T0, FIVE, H0		// c2 in dw 1 times 5 in dw 1, plus h0
	//   c = h0 >> 44 < 2^11; h0 &= M44; h1 += c  (< 2^44 + 2^11): the invariant holds.
	vsrd	T0, H0, SH44			// dw 0 of H0 is zero: a doubleword shift will do
	xxland	VS(H0), VS(H0), M44Q
	vaddudm	H1, H1, T0

	addi	%r4, %r4, 64
	bdnz	.Lp9_loop

	mfvsrld	%r8, VS(H0)
	mfvsrld	%r9, VS(H1)
	mfvsrld	%r10, VS(H2)
	std	%r8, 0(%r3)
	std	%r9, 8(%r3)
	std	%r10, 16(%r3)

	// Restore v20-v29 (this also removes the powers) and zero everything else used.
	lxv	VS(20), -16(%r1)
	lxv	VS(21), -32(%r1)
	lxv	VS(22), -48(%r1)
	lxv	VS(23), -64(%r1)
	lxv	VS(24), -80(%r1)
	lxv	VS(25), -96(%r1)
	lxv	VS(26), -112(%r1)
	lxv	VS(27), -128(%r1)
	lxv	VS(28), -144(%r1)
	lxv	VS(29), -160(%r1)
	.irp r, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19
	xxlxor	VS(\r), VS(\r), VS(\r)
	.endr
	xxlxor	M44S, M44S, M44S
	xxlxor	M44Q, M44Q, M44Q
	xxlxor	M42Q, M42Q, M42Q
	xxlxor	HIBIT, HIBIT, HIBIT
	blr
LIMB_END(limb_poly1305_blocks_power9)

#endif  // defined(__powerpc64__) && defined(__LITTLE_ENDIAN__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
