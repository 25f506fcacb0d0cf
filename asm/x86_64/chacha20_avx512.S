// limb_chacha20_blocks_avx512: ChaCha20, 16 blocks in parallel, x86-64 AVX-512F.
// Twin: chacha20_blocks_g (symmetric/chacha20/chacha20_generic.cc); tests require
// identical output for every nblocks (symmetric/chacha20/chacha20_test.cc).
// Contract: see ChaCha20Kernels::blocks in symmetric/chacha20/chacha20_internal.h, except
// that in MUST NOT be null (the dispatcher turns a null in into zeros, in place).
// Selected by chacha20_dispatch.cc when cpu.avx512f && cpu.avx512bw && cpu.avx512vl,
// for what is left after runs of 32 blocks (limb_chacha20_blocks32_avx512, in
// this file), except a lone block (limb_chacha20_block1_x86_64_avx, chacha20_ssse3.S).
// C:   void limb_chacha20_blocks_avx512(uint8_t* out, const uint8_t* in, size_t nblocks,
//                                       const uint32_t key[8], const uint32_t counter_nonce[4]);
// ABI: SysV AMD64. In: rdi=out rsi=in rdx=nblocks rcx=key r8=counter_nonce. Out: none.
// Register map: zmm0..zmm15 = state words x0..x15, lane j = block (16*i + j) of the
//   current group (words laid out "transposed": one register per state word);
//   zmm31 = the 16 block counters of the group; zmm16..zmm23 = transpose temporaries;
//   eax = double-round counter; rdx = blocks left (the group may be partial).
// Clobbers: rax rdx rsi rdi, zmm0-zmm23 zmm31 (all zeroed on exit),
//   flags. Callee-saved registers untouched; no stack.
// Strategy: 20 rounds with four independent quarter rounds interleaved; rotations
//   by vprold (1 uop each). Feed-forward adds the input words straight from
//   memory with embedded broadcasts. Output: 4x4 dword transposes inside 128-bit
//   lanes (vpunpck*), then a 4x4 transpose of 128-bit lanes (vshufi32x4), giving
//   one zmm per 64-byte block; each block is XORed and stored only if it exists
//   (nblocks is public, so the branches leak nothing secret).
// Measured: chacha_bench limb/ChaCha20/256 (4 blocks: one call of this kernel in the
//   x86_64_avx512 table) against openssl/ and sodium/ (tools/speed.sh --filter
//   '^ChaCha20/'); figures in benchmarks/RESULTS.md, "chacha20_avx512.S".
#include "limb/asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

	.section .rodata
	.p2align 6
.Lc512_iota:
	.long 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
.Lc512_sigma:
	.long 0x61707865, 0x3320646e, 0x79622d32, 0x6b206574  // "expand 32-byte k"
.Lc512_sixteen:
	.long 16
.Lc32_thirtytwo:
	.long 32
	.p2align 6
.Lrows_lanes:	// limb_chacha20_rows_avx512: + j on the counter word of lane j
	.long 0, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0
.Lrows_four:
	.long 4, 0, 0, 0

LIMB_ENTRY(limb_chacha20_blocks_avx512)
	testq	%rdx, %rdx
	jz	.Lc512_done
	// zmm31 = counter_nonce[0] + (0, 1, ..., 15)
	vpbroadcastd	(%r8), %zmm31
	vpaddd	.Lc512_iota(%rip), %zmm31, %zmm31

.Lc512_group:
	// x0..x3 = sigma, x4..x11 = key, x12 = counters, x13..x15 = nonce (broadcast)
	vpbroadcastd	.Lc512_sigma+0(%rip), %zmm0
	vpbroadcastd	.Lc512_sigma+4(%rip), %zmm1
	vpbroadcastd	.Lc512_sigma+8(%rip), %zmm2
	vpbroadcastd	.Lc512_sigma+12(%rip), %zmm3
	vpbroadcastd	0(%rcx), %zmm4
	vpbroadcastd	4(%rcx), %zmm5
	vpbroadcastd	8(%rcx), %zmm6
	vpbroadcastd	12(%rcx), %zmm7
	vpbroadcastd	16(%rcx), %zmm8
	vpbroadcastd	20(%rcx), %zmm9
	vpbroadcastd	24(%rcx), %zmm10
	vpbroadcastd	28(%rcx), %zmm11
	vmovdqa64	%zmm31, %zmm12
	vpbroadcastd	4(%r8), %zmm13
	vpbroadcastd	8(%r8), %zmm14
	vpbroadcastd	12(%r8), %zmm15
	movl	$10, %eax
	.p2align 5
.Lc512_double_round:
	// column round: QR(0, 4, 8, 12) QR(1, 5, 9, 13) QR(2, 6, 10, 14) QR(3, 7, 11, 15), four quarter rounds interleaved step by step.
	// a += b
	vpaddd	%zmm4, %zmm0, %zmm0
	vpaddd	%zmm5, %zmm1, %zmm1
	vpaddd	%zmm6, %zmm2, %zmm2
	vpaddd	%zmm7, %zmm3, %zmm3
	// d ^= a; d <<<= 16
	vpxord	%zmm0, %zmm12, %zmm12
	vpxord	%zmm1, %zmm13, %zmm13
	vpxord	%zmm2, %zmm14, %zmm14
	vpxord	%zmm3, %zmm15, %zmm15
	vprold	$16, %zmm12, %zmm12
	vprold	$16, %zmm13, %zmm13
	vprold	$16, %zmm14, %zmm14
	vprold	$16, %zmm15, %zmm15
	// c += d
	vpaddd	%zmm12, %zmm8, %zmm8
	vpaddd	%zmm13, %zmm9, %zmm9
	vpaddd	%zmm14, %zmm10, %zmm10
	vpaddd	%zmm15, %zmm11, %zmm11
	// b ^= c; b <<<= 12
	vpxord	%zmm8, %zmm4, %zmm4
	vpxord	%zmm9, %zmm5, %zmm5
	vpxord	%zmm10, %zmm6, %zmm6
	vpxord	%zmm11, %zmm7, %zmm7
	vprold	$12, %zmm4, %zmm4
	vprold	$12, %zmm5, %zmm5
	vprold	$12, %zmm6, %zmm6
	vprold	$12, %zmm7, %zmm7
	// a += b
	vpaddd	%zmm4, %zmm0, %zmm0
	vpaddd	%zmm5, %zmm1, %zmm1
	vpaddd	%zmm6, %zmm2, %zmm2
	vpaddd	%zmm7, %zmm3, %zmm3
	// d ^= a; d <<<= 8
	vpxord	%zmm0, %zmm12, %zmm12
	vpxord	%zmm1, %zmm13, %zmm13
	vpxord	%zmm2, %zmm14, %zmm14
	vpxord	%zmm3, %zmm15, %zmm15
	vprold	$8, %zmm12, %zmm12
	vprold	$8, %zmm13, %zmm13
	vprold	$8, %zmm14, %zmm14
	vprold	$8, %zmm15, %zmm15
	// c += d
	vpaddd	%zmm12, %zmm8, %zmm8
	vpaddd	%zmm13, %zmm9, %zmm9
	vpaddd	%zmm14, %zmm10, %zmm10
	vpaddd	%zmm15, %zmm11, %zmm11
	// b ^= c; b <<<= 7
	vpxord	%zmm8, %zmm4, %zmm4
	vpxord	%zmm9, %zmm5, %zmm5
	vpxord	%zmm10, %zmm6, %zmm6
	vpxord	%zmm11, %zmm7, %zmm7
	vprold	$7, %zmm4, %zmm4
	vprold	$7, %zmm5, %zmm5
	vprold	$7, %zmm6, %zmm6
	vprold	$7, %zmm7, %zmm7
	// diagonal round: QR(0, 5, 10, 15) QR(1, 6, 11, 12) QR(2, 7, 8, 13) QR(3, 4, 9, 14), four quarter rounds interleaved step by step.
	// a += b
	vpaddd	%zmm5, %zmm0, %zmm0
	vpaddd	%zmm6, %zmm1, %zmm1
	vpaddd	%zmm7, %zmm2, %zmm2
	vpaddd	%zmm4, %zmm3, %zmm3
	// d ^= a; d <<<= 16
	vpxord	%zmm0, %zmm15, %zmm15
	vpxord	%zmm1, %zmm12, %zmm12
	vpxord	%zmm2, %zmm13, %zmm13
	vpxord	%zmm3, %zmm14, %zmm14
	vprold	$16, %zmm15, %zmm15
	vprold	$16, %zmm12, %zmm12
	vprold	$16, %zmm13, %zmm13
	vprold	$16, %zmm14, %zmm14
	// c += d
	vpaddd	%zmm15, %zmm10, %zmm10
	vpaddd	%zmm12, %zmm11, %zmm11
	vpaddd	%zmm13, %zmm8, %zmm8
	vpaddd	%zmm14, %zmm9, %zmm9
	// b ^= c; b <<<= 12
	vpxord	%zmm10, %zmm5, %zmm5
	vpxord	%zmm11, %zmm6, %zmm6
	vpxord	%zmm8, %zmm7, %zmm7
	vpxord	%zmm9, %zmm4, %zmm4
	vprold	$12, %zmm5, %zmm5
	vprold	$12, %zmm6, %zmm6
	vprold	$12, %zmm7, %zmm7
	vprold	$12, %zmm4, %zmm4
	// a += b
	vpaddd	%zmm5, %zmm0, %zmm0
	vpaddd	%zmm6, %zmm1, %zmm1
	vpaddd	%zmm7, %zmm2, %zmm2
	vpaddd	%zmm4, %zmm3, %zmm3
	// d ^= a; d <<<= 8
	vpxord	%zmm0, %zmm15, %zmm15
	vpxord	%zmm1, %zmm12, %zmm12
	vpxord	%zmm2, %zmm13, %zmm13
	vpxord	%zmm3, %zmm14, %zmm14
	vprold	$8, %zmm15, %zmm15
	vprold	$8, %zmm12, %zmm12
	vprold	$8, %zmm13, %zmm13
	vprold	$8, %zmm14, %zmm14
	// c += d
	vpaddd	%zmm15, %zmm10, %zmm10
	vpaddd	%zmm12, %zmm11, %zmm11
	vpaddd	%zmm13, %zmm8, %zmm8
	vpaddd	%zmm14, %zmm9, %zmm9
	// b ^= c; b <<<= 7
	vpxord	%zmm10, %zmm5, %zmm5
	vpxord	%zmm11, %zmm6, %zmm6
	vpxord	%zmm8, %zmm7, %zmm7
	vpxord	%zmm9, %zmm4, %zmm4
	vprold	$7, %zmm5, %zmm5
	vprold	$7, %zmm6, %zmm6
	vprold	$7, %zmm7, %zmm7
	vprold	$7, %zmm4, %zmm4
	decl	%eax
	jnz	.Lc512_double_round

	// Feed-forward: x[i] += input word i (the counters for x12).
	vpaddd	.Lc512_sigma+0(%rip){1to16}, %zmm0, %zmm0
	vpaddd	.Lc512_sigma+4(%rip){1to16}, %zmm1, %zmm1
	vpaddd	.Lc512_sigma+8(%rip){1to16}, %zmm2, %zmm2
	vpaddd	.Lc512_sigma+12(%rip){1to16}, %zmm3, %zmm3
	vpaddd	0(%rcx){1to16}, %zmm4, %zmm4
	vpaddd	4(%rcx){1to16}, %zmm5, %zmm5
	vpaddd	8(%rcx){1to16}, %zmm6, %zmm6
	vpaddd	12(%rcx){1to16}, %zmm7, %zmm7
	vpaddd	16(%rcx){1to16}, %zmm8, %zmm8
	vpaddd	20(%rcx){1to16}, %zmm9, %zmm9
	vpaddd	24(%rcx){1to16}, %zmm10, %zmm10
	vpaddd	28(%rcx){1to16}, %zmm11, %zmm11
	vpaddd	%zmm31, %zmm12, %zmm12
	vpaddd	4(%r8){1to16}, %zmm13, %zmm13
	vpaddd	8(%r8){1to16}, %zmm14, %zmm14
	vpaddd	12(%r8){1to16}, %zmm15, %zmm15

	// Step 1, per group g of four words (x[4g..4g+3]): 4x4 dword transpose inside
	// each 128-bit lane L. Afterwards zmm(4g+k), lane L = words 4g..4g+3 of block 4L+k.
	vpunpckldq	%zmm1, %zmm0, %zmm16	// a0 b0 a1 b1
	vpunpckhdq	%zmm1, %zmm0, %zmm17	// a2 b2 a3 b3
	vpunpckldq	%zmm3, %zmm2, %zmm18	// c0 d0 c1 d1
	vpunpckhdq	%zmm3, %zmm2, %zmm19	// c2 d2 c3 d3
	vpunpcklqdq	%zmm18, %zmm16, %zmm0	// a0 b0 c0 d0
	vpunpckhqdq	%zmm18, %zmm16, %zmm1	// a1 b1 c1 d1
	vpunpcklqdq	%zmm19, %zmm17, %zmm2	// a2 b2 c2 d2
	vpunpckhqdq	%zmm19, %zmm17, %zmm3	// a3 b3 c3 d3
	vpunpckldq	%zmm5, %zmm4, %zmm16	// a0 b0 a1 b1
	vpunpckhdq	%zmm5, %zmm4, %zmm17	// a2 b2 a3 b3
	vpunpckldq	%zmm7, %zmm6, %zmm18	// c0 d0 c1 d1
	vpunpckhdq	%zmm7, %zmm6, %zmm19	// c2 d2 c3 d3
	vpunpcklqdq	%zmm18, %zmm16, %zmm4	// a0 b0 c0 d0
	vpunpckhqdq	%zmm18, %zmm16, %zmm5	// a1 b1 c1 d1
	vpunpcklqdq	%zmm19, %zmm17, %zmm6	// a2 b2 c2 d2
	vpunpckhqdq	%zmm19, %zmm17, %zmm7	// a3 b3 c3 d3
	vpunpckldq	%zmm9, %zmm8, %zmm16	// a0 b0 a1 b1
	vpunpckhdq	%zmm9, %zmm8, %zmm17	// a2 b2 a3 b3
	vpunpckldq	%zmm11, %zmm10, %zmm18	// c0 d0 c1 d1
	vpunpckhdq	%zmm11, %zmm10, %zmm19	// c2 d2 c3 d3
	vpunpcklqdq	%zmm18, %zmm16, %zmm8	// a0 b0 c0 d0
	vpunpckhqdq	%zmm18, %zmm16, %zmm9	// a1 b1 c1 d1
	vpunpcklqdq	%zmm19, %zmm17, %zmm10	// a2 b2 c2 d2
	vpunpckhqdq	%zmm19, %zmm17, %zmm11	// a3 b3 c3 d3
	vpunpckldq	%zmm13, %zmm12, %zmm16	// a0 b0 a1 b1
	vpunpckhdq	%zmm13, %zmm12, %zmm17	// a2 b2 a3 b3
	vpunpckldq	%zmm15, %zmm14, %zmm18	// c0 d0 c1 d1
	vpunpckhdq	%zmm15, %zmm14, %zmm19	// c2 d2 c3 d3
	vpunpcklqdq	%zmm18, %zmm16, %zmm12	// a0 b0 c0 d0
	vpunpckhqdq	%zmm18, %zmm16, %zmm13	// a1 b1 c1 d1
	vpunpcklqdq	%zmm19, %zmm17, %zmm14	// a2 b2 c2 d2
	vpunpckhqdq	%zmm19, %zmm17, %zmm15	// a3 b3 c3 d3

	// Step 2, per k: transpose the 128-bit lanes of r0=zmm(k), r1=zmm(4+k),
	// r2=zmm(8+k), r3=zmm(12+k); output L is block 4L+k. XOR and store each
	// block that exists (block b exists iff b < rdx).
	vshufi32x4	$0x44, %zmm4, %zmm0, %zmm16	// r0.L0 r0.L1 r1.L0 r1.L1
	vshufi32x4	$0xee, %zmm4, %zmm0, %zmm17	// r0.L2 r0.L3 r1.L2 r1.L3
	vshufi32x4	$0x44, %zmm12, %zmm8, %zmm18	// r2.L0 r2.L1 r3.L0 r3.L1
	vshufi32x4	$0xee, %zmm12, %zmm8, %zmm19	// r2.L2 r2.L3 r3.L2 r3.L3
	vshufi32x4	$0x88, %zmm18, %zmm16, %zmm20	// block 0
	vshufi32x4	$0xdd, %zmm18, %zmm16, %zmm21	// block 4
	vshufi32x4	$0x88, %zmm19, %zmm17, %zmm22	// block 8
	vshufi32x4	$0xdd, %zmm19, %zmm17, %zmm23	// block 12
	cmpq	$0, %rdx	// block 0 exists?
	jbe	1f
	vpxord	0(%rsi), %zmm20, %zmm20
	vmovdqu64	%zmm20, 0(%rdi)
1:
	cmpq	$4, %rdx	// block 4 exists?
	jbe	1f
	vpxord	256(%rsi), %zmm21, %zmm21
	vmovdqu64	%zmm21, 256(%rdi)
1:
	cmpq	$8, %rdx	// block 8 exists?
	jbe	1f
	vpxord	512(%rsi), %zmm22, %zmm22
	vmovdqu64	%zmm22, 512(%rdi)
1:
	cmpq	$12, %rdx	// block 12 exists?
	jbe	1f
	vpxord	768(%rsi), %zmm23, %zmm23
	vmovdqu64	%zmm23, 768(%rdi)
1:
	vshufi32x4	$0x44, %zmm5, %zmm1, %zmm16	// r0.L0 r0.L1 r1.L0 r1.L1
	vshufi32x4	$0xee, %zmm5, %zmm1, %zmm17	// r0.L2 r0.L3 r1.L2 r1.L3
	vshufi32x4	$0x44, %zmm13, %zmm9, %zmm18	// r2.L0 r2.L1 r3.L0 r3.L1
	vshufi32x4	$0xee, %zmm13, %zmm9, %zmm19	// r2.L2 r2.L3 r3.L2 r3.L3
	vshufi32x4	$0x88, %zmm18, %zmm16, %zmm20	// block 1
	vshufi32x4	$0xdd, %zmm18, %zmm16, %zmm21	// block 5
	vshufi32x4	$0x88, %zmm19, %zmm17, %zmm22	// block 9
	vshufi32x4	$0xdd, %zmm19, %zmm17, %zmm23	// block 13
	cmpq	$1, %rdx	// block 1 exists?
	jbe	1f
	vpxord	64(%rsi), %zmm20, %zmm20
	vmovdqu64	%zmm20, 64(%rdi)
1:
	cmpq	$5, %rdx	// block 5 exists?
	jbe	1f
	vpxord	320(%rsi), %zmm21, %zmm21
	vmovdqu64	%zmm21, 320(%rdi)
1:
	cmpq	$9, %rdx	// block 9 exists?
	jbe	1f
	vpxord	576(%rsi), %zmm22, %zmm22
	vmovdqu64	%zmm22, 576(%rdi)
1:
	cmpq	$13, %rdx	// block 13 exists?
	jbe	1f
	vpxord	832(%rsi), %zmm23, %zmm23
	vmovdqu64	%zmm23, 832(%rdi)
1:
	vshufi32x4	$0x44, %zmm6, %zmm2, %zmm16	// r0.L0 r0.L1 r1.L0 r1.L1
	vshufi32x4	$0xee, %zmm6, %zmm2, %zmm17	// r0.L2 r0.L3 r1.L2 r1.L3
	vshufi32x4	$0x44, %zmm14, %zmm10, %zmm18	// r2.L0 r2.L1 r3.L0 r3.L1
	vshufi32x4	$0xee, %zmm14, %zmm10, %zmm19	// r2.L2 r2.L3 r3.L2 r3.L3
	vshufi32x4	$0x88, %zmm18, %zmm16, %zmm20	// block 2
	vshufi32x4	$0xdd, %zmm18, %zmm16, %zmm21	// block 6
	vshufi32x4	$0x88, %zmm19, %zmm17, %zmm22	// block 10
	vshufi32x4	$0xdd, %zmm19, %zmm17, %zmm23	// block 14
	cmpq	$2, %rdx	// block 2 exists?
	jbe	1f
	vpxord	128(%rsi), %zmm20, %zmm20
	vmovdqu64	%zmm20, 128(%rdi)
1:
	cmpq	$6, %rdx	// block 6 exists?
	jbe	1f
	vpxord	384(%rsi), %zmm21, %zmm21
	vmovdqu64	%zmm21, 384(%rdi)
1:
	cmpq	$10, %rdx	// block 10 exists?
	jbe	1f
	vpxord	640(%rsi), %zmm22, %zmm22
	vmovdqu64	%zmm22, 640(%rdi)
1:
	cmpq	$14, %rdx	// block 14 exists?
	jbe	1f
	vpxord	896(%rsi), %zmm23, %zmm23
	vmovdqu64	%zmm23, 896(%rdi)
1:
	vshufi32x4	$0x44, %zmm7, %zmm3, %zmm16	// r0.L0 r0.L1 r1.L0 r1.L1
	vshufi32x4	$0xee, %zmm7, %zmm3, %zmm17	// r0.L2 r0.L3 r1.L2 r1.L3
	vshufi32x4	$0x44, %zmm15, %zmm11, %zmm18	// r2.L0 r2.L1 r3.L0 r3.L1
	vshufi32x4	$0xee, %zmm15, %zmm11, %zmm19	// r2.L2 r2.L3 r3.L2 r3.L3
	vshufi32x4	$0x88, %zmm18, %zmm16, %zmm20	// block 3
	vshufi32x4	$0xdd, %zmm18, %zmm16, %zmm21	// block 7
	vshufi32x4	$0x88, %zmm19, %zmm17, %zmm22	// block 11
	vshufi32x4	$0xdd, %zmm19, %zmm17, %zmm23	// block 15
	cmpq	$3, %rdx	// block 3 exists?
	jbe	1f
	vpxord	192(%rsi), %zmm20, %zmm20
	vmovdqu64	%zmm20, 192(%rdi)
1:
	cmpq	$7, %rdx	// block 7 exists?
	jbe	1f
	vpxord	448(%rsi), %zmm21, %zmm21
	vmovdqu64	%zmm21, 448(%rdi)
1:
	cmpq	$11, %rdx	// block 11 exists?
	jbe	1f
	vpxord	704(%rsi), %zmm22, %zmm22
	vmovdqu64	%zmm22, 704(%rdi)
1:
	cmpq	$15, %rdx	// block 15 exists?
	jbe	1f
	vpxord	960(%rsi), %zmm23, %zmm23
	vmovdqu64	%zmm23, 960(%rdi)
1:

	// Next group: counters += 16; 16 blocks done (rdx > 16 means more remain).
	vpaddd	.Lc512_sixteen(%rip){1to16}, %zmm31, %zmm31
	addq	$1024, %rsi
	addq	$1024, %rdi
	subq	$16, %rdx
	ja	.Lc512_group	// CAUTION: ja reads CF and ZF of the subq (unsigned rdx > 16)

	// Leave no keystream in vector registers.
	LIMB_ZERO_ZMM16_TO 23
	vpxord	%zmm31, %zmm31, %zmm31	// the counters: not secret, but leave zmm16-31 zero
	vzeroall
.Lc512_done:
	ret
LIMB_END(limb_chacha20_blocks_avx512)


// limb_chacha20_blocks32_avx512: ChaCha20, 32 blocks per iteration as two
// interleaved 16-block groups (A in zmm0-15, B in zmm16-31), x86-64 AVX-512F.
// Twin: chacha20_blocks_g; tests require identical output (every nblocks the
// dispatcher can pass, via the table's wrapper).
// Contract: as limb_chacha20_blocks_avx512, and nblocks MUST be a multiple of 32
// (the dispatcher gives the rest to limb_chacha20_blocks_avx512).
// C:   void limb_chacha20_blocks32_avx512(uint8_t* out, const uint8_t* in, size_t nblocks,
//                                         const uint32_t key[8], const uint32_t counter_nonce[4]);
// ABI: SysV AMD64. In: rdi=out rsi=in rdx=nblocks rcx=key r8=counter_nonce. Out: none.
// Register map: zmm0-15 = group A words x0..x15 (blocks 0..15 of the iteration),
//   zmm16-31 = group B (blocks 16..31); eax = double-round counter.
// Stack (rbp frame, 64-byte aligned): CTR[2] the two groups' counter vectors,
//   SPILL[16] group B while group A is transposed. Wiped before returning.
// Clobbers: rax rdx rsi rdi, zmm0-zmm31 (zeroed on exit), flags.
// Strategy: eight independent quarter-round chains per step (four per group)
//   keep all of Zen 5's vector pipes busy, where the four chains of the 16-block
//   kernel leave it latency-bound; one spill of group B per 32 blocks frees
//   temporaries for the transposes.
// Measured: chacha_bench limb/ChaCha20/65536 against openssl/ and sodium/
//   (tools/speed.sh --filter '^ChaCha20/65536$'); figures in benchmarks/RESULTS.md,
//   "chacha20_avx512.S".
LIMB_ENTRY(limb_chacha20_blocks32_avx512)
	testq	%rdx, %rdx
	jz	.Lc32_ret
	LIMB_PUSH(rbp)
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
	subq	$1216, %rsp
	andq	$-64, %rsp
	// CTR[0] = counter_nonce[0] + (0..15), CTR[1] = CTR[0] + 16
	vpbroadcastd	(%r8), %zmm0
	vpaddd	.Lc512_iota(%rip), %zmm0, %zmm0
	vmovdqa64	%zmm0, 0(%rsp)
	vpaddd	.Lc512_sixteen(%rip){1to16}, %zmm0, %zmm0
	vmovdqa64	%zmm0, 64(%rsp)

.Lc32_iter:
	vpbroadcastd	.Lc512_sigma+0(%rip), %zmm0
	vpbroadcastd	.Lc512_sigma+4(%rip), %zmm1
	vpbroadcastd	.Lc512_sigma+8(%rip), %zmm2
	vpbroadcastd	.Lc512_sigma+12(%rip), %zmm3
	vpbroadcastd	0(%rcx), %zmm4
	vpbroadcastd	4(%rcx), %zmm5
	vpbroadcastd	8(%rcx), %zmm6
	vpbroadcastd	12(%rcx), %zmm7
	vpbroadcastd	16(%rcx), %zmm8
	vpbroadcastd	20(%rcx), %zmm9
	vpbroadcastd	24(%rcx), %zmm10
	vpbroadcastd	28(%rcx), %zmm11
	vmovdqa64	0(%rsp), %zmm12
	vpbroadcastd	4(%r8), %zmm13
	vpbroadcastd	8(%r8), %zmm14
	vpbroadcastd	12(%r8), %zmm15
	vpbroadcastd	.Lc512_sigma+0(%rip), %zmm16
	vpbroadcastd	.Lc512_sigma+4(%rip), %zmm17
	vpbroadcastd	.Lc512_sigma+8(%rip), %zmm18
	vpbroadcastd	.Lc512_sigma+12(%rip), %zmm19
	vpbroadcastd	0(%rcx), %zmm20
	vpbroadcastd	4(%rcx), %zmm21
	vpbroadcastd	8(%rcx), %zmm22
	vpbroadcastd	12(%rcx), %zmm23
	vpbroadcastd	16(%rcx), %zmm24
	vpbroadcastd	20(%rcx), %zmm25
	vpbroadcastd	24(%rcx), %zmm26
	vpbroadcastd	28(%rcx), %zmm27
	vmovdqa64	64(%rsp), %zmm28
	vpbroadcastd	4(%r8), %zmm29
	vpbroadcastd	8(%r8), %zmm30
	vpbroadcastd	12(%r8), %zmm31
	movl	$10, %eax
	.p2align 5
.Lc32_double_round:
	// Column round, groups A (zmm0-15) and B (zmm16-31) interleaved.
	// a += b
	vpaddd	%zmm4, %zmm0, %zmm0
	vpaddd	%zmm5, %zmm1, %zmm1
	vpaddd	%zmm6, %zmm2, %zmm2
	vpaddd	%zmm7, %zmm3, %zmm3
	vpaddd	%zmm20, %zmm16, %zmm16
	vpaddd	%zmm21, %zmm17, %zmm17
	vpaddd	%zmm22, %zmm18, %zmm18
	vpaddd	%zmm23, %zmm19, %zmm19
	// d ^= a; d <<<= 16
	vpxord	%zmm0, %zmm12, %zmm12
	vpxord	%zmm1, %zmm13, %zmm13
	vpxord	%zmm2, %zmm14, %zmm14
	vpxord	%zmm3, %zmm15, %zmm15
	vpxord	%zmm16, %zmm28, %zmm28
	vpxord	%zmm17, %zmm29, %zmm29
	vpxord	%zmm18, %zmm30, %zmm30
	vpxord	%zmm19, %zmm31, %zmm31
	vprold	$16, %zmm12, %zmm12
	vprold	$16, %zmm13, %zmm13
	vprold	$16, %zmm14, %zmm14
	vprold	$16, %zmm15, %zmm15
	vprold	$16, %zmm28, %zmm28
	vprold	$16, %zmm29, %zmm29
	vprold	$16, %zmm30, %zmm30
	vprold	$16, %zmm31, %zmm31
	// c += d
	vpaddd	%zmm12, %zmm8, %zmm8
	vpaddd	%zmm13, %zmm9, %zmm9
	vpaddd	%zmm14, %zmm10, %zmm10
	vpaddd	%zmm15, %zmm11, %zmm11
	vpaddd	%zmm28, %zmm24, %zmm24
	vpaddd	%zmm29, %zmm25, %zmm25
	vpaddd	%zmm30, %zmm26, %zmm26
	vpaddd	%zmm31, %zmm27, %zmm27
	// b ^= c; b <<<= 12
	vpxord	%zmm8, %zmm4, %zmm4
	vpxord	%zmm9, %zmm5, %zmm5
	vpxord	%zmm10, %zmm6, %zmm6
	vpxord	%zmm11, %zmm7, %zmm7
	vpxord	%zmm24, %zmm20, %zmm20
	vpxord	%zmm25, %zmm21, %zmm21
	vpxord	%zmm26, %zmm22, %zmm22
	vpxord	%zmm27, %zmm23, %zmm23
	vprold	$12, %zmm4, %zmm4
	vprold	$12, %zmm5, %zmm5
	vprold	$12, %zmm6, %zmm6
	vprold	$12, %zmm7, %zmm7
	vprold	$12, %zmm20, %zmm20
	vprold	$12, %zmm21, %zmm21
	vprold	$12, %zmm22, %zmm22
	vprold	$12, %zmm23, %zmm23
	// a += b
	vpaddd	%zmm4, %zmm0, %zmm0
	vpaddd	%zmm5, %zmm1, %zmm1
	vpaddd	%zmm6, %zmm2, %zmm2
	vpaddd	%zmm7, %zmm3, %zmm3
	vpaddd	%zmm20, %zmm16, %zmm16
	vpaddd	%zmm21, %zmm17, %zmm17
	vpaddd	%zmm22, %zmm18, %zmm18
	vpaddd	%zmm23, %zmm19, %zmm19
	// d ^= a; d <<<= 8
	vpxord	%zmm0, %zmm12, %zmm12
	vpxord	%zmm1, %zmm13, %zmm13
	vpxord	%zmm2, %zmm14, %zmm14
	vpxord	%zmm3, %zmm15, %zmm15
	vpxord	%zmm16, %zmm28, %zmm28
	vpxord	%zmm17, %zmm29, %zmm29
	vpxord	%zmm18, %zmm30, %zmm30
	vpxord	%zmm19, %zmm31, %zmm31
	vprold	$8, %zmm12, %zmm12
	vprold	$8, %zmm13, %zmm13
	vprold	$8, %zmm14, %zmm14
	vprold	$8, %zmm15, %zmm15
	vprold	$8, %zmm28, %zmm28
	vprold	$8, %zmm29, %zmm29
	vprold	$8, %zmm30, %zmm30
	vprold	$8, %zmm31, %zmm31
	// c += d
	vpaddd	%zmm12, %zmm8, %zmm8
	vpaddd	%zmm13, %zmm9, %zmm9
	vpaddd	%zmm14, %zmm10, %zmm10
	vpaddd	%zmm15, %zmm11, %zmm11
	vpaddd	%zmm28, %zmm24, %zmm24
	vpaddd	%zmm29, %zmm25, %zmm25
	vpaddd	%zmm30, %zmm26, %zmm26
	vpaddd	%zmm31, %zmm27, %zmm27
	// b ^= c; b <<<= 7
	vpxord	%zmm8, %zmm4, %zmm4
	vpxord	%zmm9, %zmm5, %zmm5
	vpxord	%zmm10, %zmm6, %zmm6
	vpxord	%zmm11, %zmm7, %zmm7
	vpxord	%zmm24, %zmm20, %zmm20
	vpxord	%zmm25, %zmm21, %zmm21
	vpxord	%zmm26, %zmm22, %zmm22
	vpxord	%zmm27, %zmm23, %zmm23
	vprold	$7, %zmm4, %zmm4
	vprold	$7, %zmm5, %zmm5
	vprold	$7, %zmm6, %zmm6
	vprold	$7, %zmm7, %zmm7
	vprold	$7, %zmm20, %zmm20
	vprold	$7, %zmm21, %zmm21
	vprold	$7, %zmm22, %zmm22
	vprold	$7, %zmm23, %zmm23
	// Diagonal round, groups A (zmm0-15) and B (zmm16-31) interleaved.
	// a += b
	vpaddd	%zmm5, %zmm0, %zmm0
	vpaddd	%zmm6, %zmm1, %zmm1
	vpaddd	%zmm7, %zmm2, %zmm2
	vpaddd	%zmm4, %zmm3, %zmm3
	vpaddd	%zmm21, %zmm16, %zmm16
	vpaddd	%zmm22, %zmm17, %zmm17
	vpaddd	%zmm23, %zmm18, %zmm18
	vpaddd	%zmm20, %zmm19, %zmm19
	// d ^= a; d <<<= 16
	vpxord	%zmm0, %zmm15, %zmm15
	vpxord	%zmm1, %zmm12, %zmm12
	vpxord	%zmm2, %zmm13, %zmm13
	vpxord	%zmm3, %zmm14, %zmm14
	vpxord	%zmm16, %zmm31, %zmm31
	vpxord	%zmm17, %zmm28, %zmm28
	vpxord	%zmm18, %zmm29, %zmm29
	vpxord	%zmm19, %zmm30, %zmm30
	vprold	$16, %zmm15, %zmm15
	vprold	$16, %zmm12, %zmm12
	vprold	$16, %zmm13, %zmm13
	vprold	$16, %zmm14, %zmm14
	vprold	$16, %zmm31, %zmm31
	vprold	$16, %zmm28, %zmm28
	vprold	$16, %zmm29, %zmm29
	vprold	$16, %zmm30, %zmm30
	// c += d
	vpaddd	%zmm15, %zmm10, %zmm10
	vpaddd	%zmm12, %zmm11, %zmm11
	vpaddd	%zmm13, %zmm8, %zmm8
	vpaddd	%zmm14, %zmm9, %zmm9
	vpaddd	%zmm31, %zmm26, %zmm26
	vpaddd	%zmm28, %zmm27, %zmm27
	vpaddd	%zmm29, %zmm24, %zmm24
	vpaddd	%zmm30, %zmm25, %zmm25
	// b ^= c; b <<<= 12
	vpxord	%zmm10, %zmm5, %zmm5
	vpxord	%zmm11, %zmm6, %zmm6
	vpxord	%zmm8, %zmm7, %zmm7
	vpxord	%zmm9, %zmm4, %zmm4
	vpxord	%zmm26, %zmm21, %zmm21
	vpxord	%zmm27, %zmm22, %zmm22
	vpxord	%zmm24, %zmm23, %zmm23
	vpxord	%zmm25, %zmm20, %zmm20
	vprold	$12, %zmm5, %zmm5
	vprold	$12, %zmm6, %zmm6
	vprold	$12, %zmm7, %zmm7
	vprold	$12, %zmm4, %zmm4
	vprold	$12, %zmm21, %zmm21
	vprold	$12, %zmm22, %zmm22
	vprold	$12, %zmm23, %zmm23
	vprold	$12, %zmm20, %zmm20
	// a += b
	vpaddd	%zmm5, %zmm0, %zmm0
	vpaddd	%zmm6, %zmm1, %zmm1
	vpaddd	%zmm7, %zmm2, %zmm2
	vpaddd	%zmm4, %zmm3, %zmm3
	vpaddd	%zmm21, %zmm16, %zmm16
	vpaddd	%zmm22, %zmm17, %zmm17
	vpaddd	%zmm23, %zmm18, %zmm18
	vpaddd	%zmm20, %zmm19, %zmm19
	// d ^= a; d <<<= 8
	vpxord	%zmm0, %zmm15, %zmm15
	vpxord	%zmm1, %zmm12, %zmm12
	vpxord	%zmm2, %zmm13, %zmm13
	vpxord	%zmm3, %zmm14, %zmm14
	vpxord	%zmm16, %zmm31, %zmm31
	vpxord	%zmm17, %zmm28, %zmm28
	vpxord	%zmm18, %zmm29, %zmm29
	vpxord	%zmm19, %zmm30, %zmm30
	vprold	$8, %zmm15, %zmm15
	vprold	$8, %zmm12, %zmm12
	vprold	$8, %zmm13, %zmm13
	vprold	$8, %zmm14, %zmm14
	vprold	$8, %zmm31, %zmm31
	vprold	$8, %zmm28, %zmm28
	vprold	$8, %zmm29, %zmm29
	vprold	$8, %zmm30, %zmm30
	// c += d
	vpaddd	%zmm15, %zmm10, %zmm10
	vpaddd	%zmm12, %zmm11, %zmm11
	vpaddd	%zmm13, %zmm8, %zmm8
	vpaddd	%zmm14, %zmm9, %zmm9
	vpaddd	%zmm31, %zmm26, %zmm26
	vpaddd	%zmm28, %zmm27, %zmm27
	vpaddd	%zmm29, %zmm24, %zmm24
	vpaddd	%zmm30, %zmm25, %zmm25
	// b ^= c; b <<<= 7
	vpxord	%zmm10, %zmm5, %zmm5
	vpxord	%zmm11, %zmm6, %zmm6
	vpxord	%zmm8, %zmm7, %zmm7
	vpxord	%zmm9, %zmm4, %zmm4
	vpxord	%zmm26, %zmm21, %zmm21
	vpxord	%zmm27, %zmm22, %zmm22
	vpxord	%zmm24, %zmm23, %zmm23
	vpxord	%zmm25, %zmm20, %zmm20
	vprold	$7, %zmm5, %zmm5
	vprold	$7, %zmm6, %zmm6
	vprold	$7, %zmm7, %zmm7
	vprold	$7, %zmm4, %zmm4
	vprold	$7, %zmm21, %zmm21
	vprold	$7, %zmm22, %zmm22
	vprold	$7, %zmm23, %zmm23
	vprold	$7, %zmm20, %zmm20
	decl	%eax
	jnz	.Lc32_double_round
	// Spill group B, finish group A (blocks 0..15).
	vmovdqa64	%zmm16, 128(%rsp)
	vmovdqa64	%zmm17, 192(%rsp)
	vmovdqa64	%zmm18, 256(%rsp)
	vmovdqa64	%zmm19, 320(%rsp)
	vmovdqa64	%zmm20, 384(%rsp)
	vmovdqa64	%zmm21, 448(%rsp)
	vmovdqa64	%zmm22, 512(%rsp)
	vmovdqa64	%zmm23, 576(%rsp)
	vmovdqa64	%zmm24, 640(%rsp)
	vmovdqa64	%zmm25, 704(%rsp)
	vmovdqa64	%zmm26, 768(%rsp)
	vmovdqa64	%zmm27, 832(%rsp)
	vmovdqa64	%zmm28, 896(%rsp)
	vmovdqa64	%zmm29, 960(%rsp)
	vmovdqa64	%zmm30, 1024(%rsp)
	vmovdqa64	%zmm31, 1088(%rsp)
	vpaddd	.Lc512_sigma+0(%rip){1to16}, %zmm0, %zmm0
	vpaddd	.Lc512_sigma+4(%rip){1to16}, %zmm1, %zmm1
	vpaddd	.Lc512_sigma+8(%rip){1to16}, %zmm2, %zmm2
	vpaddd	.Lc512_sigma+12(%rip){1to16}, %zmm3, %zmm3
	vpaddd	0(%rcx){1to16}, %zmm4, %zmm4
	vpaddd	4(%rcx){1to16}, %zmm5, %zmm5
	vpaddd	8(%rcx){1to16}, %zmm6, %zmm6
	vpaddd	12(%rcx){1to16}, %zmm7, %zmm7
	vpaddd	16(%rcx){1to16}, %zmm8, %zmm8
	vpaddd	20(%rcx){1to16}, %zmm9, %zmm9
	vpaddd	24(%rcx){1to16}, %zmm10, %zmm10
	vpaddd	28(%rcx){1to16}, %zmm11, %zmm11
	vpaddd	0(%rsp), %zmm12, %zmm12
	vpaddd	4(%r8){1to16}, %zmm13, %zmm13
	vpaddd	8(%r8){1to16}, %zmm14, %zmm14
	vpaddd	12(%r8){1to16}, %zmm15, %zmm15
	vpunpckldq	%zmm1, %zmm0, %zmm16
	vpunpckhdq	%zmm1, %zmm0, %zmm17
	vpunpckldq	%zmm3, %zmm2, %zmm18
	vpunpckhdq	%zmm3, %zmm2, %zmm19
	vpunpcklqdq	%zmm18, %zmm16, %zmm0
	vpunpckhqdq	%zmm18, %zmm16, %zmm1
	vpunpcklqdq	%zmm19, %zmm17, %zmm2
	vpunpckhqdq	%zmm19, %zmm17, %zmm3
	vpunpckldq	%zmm5, %zmm4, %zmm16
	vpunpckhdq	%zmm5, %zmm4, %zmm17
	vpunpckldq	%zmm7, %zmm6, %zmm18
	vpunpckhdq	%zmm7, %zmm6, %zmm19
	vpunpcklqdq	%zmm18, %zmm16, %zmm4
	vpunpckhqdq	%zmm18, %zmm16, %zmm5
	vpunpcklqdq	%zmm19, %zmm17, %zmm6
	vpunpckhqdq	%zmm19, %zmm17, %zmm7
	vpunpckldq	%zmm9, %zmm8, %zmm16
	vpunpckhdq	%zmm9, %zmm8, %zmm17
	vpunpckldq	%zmm11, %zmm10, %zmm18
	vpunpckhdq	%zmm11, %zmm10, %zmm19
	vpunpcklqdq	%zmm18, %zmm16, %zmm8
	vpunpckhqdq	%zmm18, %zmm16, %zmm9
	vpunpcklqdq	%zmm19, %zmm17, %zmm10
	vpunpckhqdq	%zmm19, %zmm17, %zmm11
	vpunpckldq	%zmm13, %zmm12, %zmm16
	vpunpckhdq	%zmm13, %zmm12, %zmm17
	vpunpckldq	%zmm15, %zmm14, %zmm18
	vpunpckhdq	%zmm15, %zmm14, %zmm19
	vpunpcklqdq	%zmm18, %zmm16, %zmm12
	vpunpckhqdq	%zmm18, %zmm16, %zmm13
	vpunpcklqdq	%zmm19, %zmm17, %zmm14
	vpunpckhqdq	%zmm19, %zmm17, %zmm15
	vshufi32x4	$0x44, %zmm4, %zmm0, %zmm16
	vshufi32x4	$0xee, %zmm4, %zmm0, %zmm17
	vshufi32x4	$0x44, %zmm12, %zmm8, %zmm18
	vshufi32x4	$0xee, %zmm12, %zmm8, %zmm19
	vshufi32x4	$0x88, %zmm18, %zmm16, %zmm20
	vshufi32x4	$0xdd, %zmm18, %zmm16, %zmm21
	vshufi32x4	$0x88, %zmm19, %zmm17, %zmm22
	vshufi32x4	$0xdd, %zmm19, %zmm17, %zmm23
	vpxord	0(%rsi), %zmm20, %zmm20	// block 0
	vmovdqu64	%zmm20, 0(%rdi)
	vpxord	256(%rsi), %zmm21, %zmm21	// block 4
	vmovdqu64	%zmm21, 256(%rdi)
	vpxord	512(%rsi), %zmm22, %zmm22	// block 8
	vmovdqu64	%zmm22, 512(%rdi)
	vpxord	768(%rsi), %zmm23, %zmm23	// block 12
	vmovdqu64	%zmm23, 768(%rdi)
	vshufi32x4	$0x44, %zmm5, %zmm1, %zmm16
	vshufi32x4	$0xee, %zmm5, %zmm1, %zmm17
	vshufi32x4	$0x44, %zmm13, %zmm9, %zmm18
	vshufi32x4	$0xee, %zmm13, %zmm9, %zmm19
	vshufi32x4	$0x88, %zmm18, %zmm16, %zmm20
	vshufi32x4	$0xdd, %zmm18, %zmm16, %zmm21
	vshufi32x4	$0x88, %zmm19, %zmm17, %zmm22
	vshufi32x4	$0xdd, %zmm19, %zmm17, %zmm23
	vpxord	64(%rsi), %zmm20, %zmm20	// block 1
	vmovdqu64	%zmm20, 64(%rdi)
	vpxord	320(%rsi), %zmm21, %zmm21	// block 5
	vmovdqu64	%zmm21, 320(%rdi)
	vpxord	576(%rsi), %zmm22, %zmm22	// block 9
	vmovdqu64	%zmm22, 576(%rdi)
	vpxord	832(%rsi), %zmm23, %zmm23	// block 13
	vmovdqu64	%zmm23, 832(%rdi)
	vshufi32x4	$0x44, %zmm6, %zmm2, %zmm16
	vshufi32x4	$0xee, %zmm6, %zmm2, %zmm17
	vshufi32x4	$0x44, %zmm14, %zmm10, %zmm18
	vshufi32x4	$0xee, %zmm14, %zmm10, %zmm19
	vshufi32x4	$0x88, %zmm18, %zmm16, %zmm20
	vshufi32x4	$0xdd, %zmm18, %zmm16, %zmm21
	vshufi32x4	$0x88, %zmm19, %zmm17, %zmm22
	vshufi32x4	$0xdd, %zmm19, %zmm17, %zmm23
	vpxord	128(%rsi), %zmm20, %zmm20	// block 2
	vmovdqu64	%zmm20, 128(%rdi)
	vpxord	384(%rsi), %zmm21, %zmm21	// block 6
	vmovdqu64	%zmm21, 384(%rdi)
	vpxord	640(%rsi), %zmm22, %zmm22	// block 10
	vmovdqu64	%zmm22, 640(%rdi)
	vpxord	896(%rsi), %zmm23, %zmm23	// block 14
	vmovdqu64	%zmm23, 896(%rdi)
	vshufi32x4	$0x44, %zmm7, %zmm3, %zmm16
	vshufi32x4	$0xee, %zmm7, %zmm3, %zmm17
	vshufi32x4	$0x44, %zmm15, %zmm11, %zmm18
	vshufi32x4	$0xee, %zmm15, %zmm11, %zmm19
	vshufi32x4	$0x88, %zmm18, %zmm16, %zmm20
	vshufi32x4	$0xdd, %zmm18, %zmm16, %zmm21
	vshufi32x4	$0x88, %zmm19, %zmm17, %zmm22
	vshufi32x4	$0xdd, %zmm19, %zmm17, %zmm23
	vpxord	192(%rsi), %zmm20, %zmm20	// block 3
	vmovdqu64	%zmm20, 192(%rdi)
	vpxord	448(%rsi), %zmm21, %zmm21	// block 7
	vmovdqu64	%zmm21, 448(%rdi)
	vpxord	704(%rsi), %zmm22, %zmm22	// block 11
	vmovdqu64	%zmm22, 704(%rdi)
	vpxord	960(%rsi), %zmm23, %zmm23	// block 15
	vmovdqu64	%zmm23, 960(%rdi)
	// Reload group B into zmm0-15, finish it (blocks 16..31).
	vmovdqa64	128(%rsp), %zmm0
	vmovdqa64	192(%rsp), %zmm1
	vmovdqa64	256(%rsp), %zmm2
	vmovdqa64	320(%rsp), %zmm3
	vmovdqa64	384(%rsp), %zmm4
	vmovdqa64	448(%rsp), %zmm5
	vmovdqa64	512(%rsp), %zmm6
	vmovdqa64	576(%rsp), %zmm7
	vmovdqa64	640(%rsp), %zmm8
	vmovdqa64	704(%rsp), %zmm9
	vmovdqa64	768(%rsp), %zmm10
	vmovdqa64	832(%rsp), %zmm11
	vmovdqa64	896(%rsp), %zmm12
	vmovdqa64	960(%rsp), %zmm13
	vmovdqa64	1024(%rsp), %zmm14
	vmovdqa64	1088(%rsp), %zmm15
	vpaddd	.Lc512_sigma+0(%rip){1to16}, %zmm0, %zmm0
	vpaddd	.Lc512_sigma+4(%rip){1to16}, %zmm1, %zmm1
	vpaddd	.Lc512_sigma+8(%rip){1to16}, %zmm2, %zmm2
	vpaddd	.Lc512_sigma+12(%rip){1to16}, %zmm3, %zmm3
	vpaddd	0(%rcx){1to16}, %zmm4, %zmm4
	vpaddd	4(%rcx){1to16}, %zmm5, %zmm5
	vpaddd	8(%rcx){1to16}, %zmm6, %zmm6
	vpaddd	12(%rcx){1to16}, %zmm7, %zmm7
	vpaddd	16(%rcx){1to16}, %zmm8, %zmm8
	vpaddd	20(%rcx){1to16}, %zmm9, %zmm9
	vpaddd	24(%rcx){1to16}, %zmm10, %zmm10
	vpaddd	28(%rcx){1to16}, %zmm11, %zmm11
	vpaddd	64(%rsp), %zmm12, %zmm12
	vpaddd	4(%r8){1to16}, %zmm13, %zmm13
	vpaddd	8(%r8){1to16}, %zmm14, %zmm14
	vpaddd	12(%r8){1to16}, %zmm15, %zmm15
	vpunpckldq	%zmm1, %zmm0, %zmm16
	vpunpckhdq	%zmm1, %zmm0, %zmm17
	vpunpckldq	%zmm3, %zmm2, %zmm18
	vpunpckhdq	%zmm3, %zmm2, %zmm19
	vpunpcklqdq	%zmm18, %zmm16, %zmm0
	vpunpckhqdq	%zmm18, %zmm16, %zmm1
	vpunpcklqdq	%zmm19, %zmm17, %zmm2
	vpunpckhqdq	%zmm19, %zmm17, %zmm3
	vpunpckldq	%zmm5, %zmm4, %zmm16
	vpunpckhdq	%zmm5, %zmm4, %zmm17
	vpunpckldq	%zmm7, %zmm6, %zmm18
	vpunpckhdq	%zmm7, %zmm6, %zmm19
	vpunpcklqdq	%zmm18, %zmm16, %zmm4
	vpunpckhqdq	%zmm18, %zmm16, %zmm5
	vpunpcklqdq	%zmm19, %zmm17, %zmm6
	vpunpckhqdq	%zmm19, %zmm17, %zmm7
	vpunpckldq	%zmm9, %zmm8, %zmm16
	vpunpckhdq	%zmm9, %zmm8, %zmm17
	vpunpckldq	%zmm11, %zmm10, %zmm18
	vpunpckhdq	%zmm11, %zmm10, %zmm19
	vpunpcklqdq	%zmm18, %zmm16, %zmm8
	vpunpckhqdq	%zmm18, %zmm16, %zmm9
	vpunpcklqdq	%zmm19, %zmm17, %zmm10
	vpunpckhqdq	%zmm19, %zmm17, %zmm11
	vpunpckldq	%zmm13, %zmm12, %zmm16
	vpunpckhdq	%zmm13, %zmm12, %zmm17
	vpunpckldq	%zmm15, %zmm14, %zmm18
	vpunpckhdq	%zmm15, %zmm14, %zmm19
	vpunpcklqdq	%zmm18, %zmm16, %zmm12
	vpunpckhqdq	%zmm18, %zmm16, %zmm13
	vpunpcklqdq	%zmm19, %zmm17, %zmm14
	vpunpckhqdq	%zmm19, %zmm17, %zmm15
	vshufi32x4	$0x44, %zmm4, %zmm0, %zmm16
	vshufi32x4	$0xee, %zmm4, %zmm0, %zmm17
	vshufi32x4	$0x44, %zmm12, %zmm8, %zmm18
	vshufi32x4	$0xee, %zmm12, %zmm8, %zmm19
	vshufi32x4	$0x88, %zmm18, %zmm16, %zmm20
	vshufi32x4	$0xdd, %zmm18, %zmm16, %zmm21
	vshufi32x4	$0x88, %zmm19, %zmm17, %zmm22
	vshufi32x4	$0xdd, %zmm19, %zmm17, %zmm23
	vpxord	1024(%rsi), %zmm20, %zmm20	// block 0
	vmovdqu64	%zmm20, 1024(%rdi)
	vpxord	1280(%rsi), %zmm21, %zmm21	// block 4
	vmovdqu64	%zmm21, 1280(%rdi)
	vpxord	1536(%rsi), %zmm22, %zmm22	// block 8
	vmovdqu64	%zmm22, 1536(%rdi)
	vpxord	1792(%rsi), %zmm23, %zmm23	// block 12
	vmovdqu64	%zmm23, 1792(%rdi)
	vshufi32x4	$0x44, %zmm5, %zmm1, %zmm16
	vshufi32x4	$0xee, %zmm5, %zmm1, %zmm17
	vshufi32x4	$0x44, %zmm13, %zmm9, %zmm18
	vshufi32x4	$0xee, %zmm13, %zmm9, %zmm19
	vshufi32x4	$0x88, %zmm18, %zmm16, %zmm20
	vshufi32x4	$0xdd, %zmm18, %zmm16, %zmm21
	vshufi32x4	$0x88, %zmm19, %zmm17, %zmm22
	vshufi32x4	$0xdd, %zmm19, %zmm17, %zmm23
	vpxord	1088(%rsi), %zmm20, %zmm20	// block 1
	vmovdqu64	%zmm20, 1088(%rdi)
	vpxord	1344(%rsi), %zmm21, %zmm21	// block 5
	vmovdqu64	%zmm21, 1344(%rdi)
	vpxord	1600(%rsi), %zmm22, %zmm22	// block 9
	vmovdqu64	%zmm22, 1600(%rdi)
	vpxord	1856(%rsi), %zmm23, %zmm23	// block 13
	vmovdqu64	%zmm23, 1856(%rdi)
	vshufi32x4	$0x44, %zmm6, %zmm2, %zmm16
	vshufi32x4	$0xee, %zmm6, %zmm2, %zmm17
	vshufi32x4	$0x44, %zmm14, %zmm10, %zmm18
	vshufi32x4	$0xee, %zmm14, %zmm10, %zmm19
	vshufi32x4	$0x88, %zmm18, %zmm16, %zmm20
	vshufi32x4	$0xdd, %zmm18, %zmm16, %zmm21
	vshufi32x4	$0x88, %zmm19, %zmm17, %zmm22
	vshufi32x4	$0xdd, %zmm19, %zmm17, %zmm23
	vpxord	1152(%rsi), %zmm20, %zmm20	// block 2
	vmovdqu64	%zmm20, 1152(%rdi)
	vpxord	1408(%rsi), %zmm21, %zmm21	// block 6
	vmovdqu64	%zmm21, 1408(%rdi)
	vpxord	1664(%rsi), %zmm22, %zmm22	// block 10
	vmovdqu64	%zmm22, 1664(%rdi)
	vpxord	1920(%rsi), %zmm23, %zmm23	// block 14
	vmovdqu64	%zmm23, 1920(%rdi)
	vshufi32x4	$0x44, %zmm7, %zmm3, %zmm16
	vshufi32x4	$0xee, %zmm7, %zmm3, %zmm17
	vshufi32x4	$0x44, %zmm15, %zmm11, %zmm18
	vshufi32x4	$0xee, %zmm15, %zmm11, %zmm19
	vshufi32x4	$0x88, %zmm18, %zmm16, %zmm20
	vshufi32x4	$0xdd, %zmm18, %zmm16, %zmm21
	vshufi32x4	$0x88, %zmm19, %zmm17, %zmm22
	vshufi32x4	$0xdd, %zmm19, %zmm17, %zmm23
	vpxord	1216(%rsi), %zmm20, %zmm20	// block 3
	vmovdqu64	%zmm20, 1216(%rdi)
	vpxord	1472(%rsi), %zmm21, %zmm21	// block 7
	vmovdqu64	%zmm21, 1472(%rdi)
	vpxord	1728(%rsi), %zmm22, %zmm22	// block 11
	vmovdqu64	%zmm22, 1728(%rdi)
	vpxord	1984(%rsi), %zmm23, %zmm23	// block 15
	vmovdqu64	%zmm23, 1984(%rdi)
	// Counters += 32 for both groups.
	vmovdqa64	0(%rsp), %zmm0
	vpaddd	.Lc32_thirtytwo(%rip){1to16}, %zmm0, %zmm0
	vmovdqa64	%zmm0, 0(%rsp)
	vmovdqa64	64(%rsp), %zmm0
	vpaddd	.Lc32_thirtytwo(%rip){1to16}, %zmm0, %zmm0
	vmovdqa64	%zmm0, 64(%rsp)
	addq	$2048, %rsi
	addq	$2048, %rdi
	subq	$32, %rdx
	jnz	.Lc32_iter	// nblocks is a multiple of 32

	// Wipe the spill area and every vector register.
	vpxord	%zmm0, %zmm0, %zmm0
	vmovdqa64	%zmm0, 0(%rsp)
	vmovdqa64	%zmm0, 64(%rsp)
	vmovdqa64	%zmm0, 128(%rsp)
	vmovdqa64	%zmm0, 192(%rsp)
	vmovdqa64	%zmm0, 256(%rsp)
	vmovdqa64	%zmm0, 320(%rsp)
	vmovdqa64	%zmm0, 384(%rsp)
	vmovdqa64	%zmm0, 448(%rsp)
	vmovdqa64	%zmm0, 512(%rsp)
	vmovdqa64	%zmm0, 576(%rsp)
	vmovdqa64	%zmm0, 640(%rsp)
	vmovdqa64	%zmm0, 704(%rsp)
	vmovdqa64	%zmm0, 768(%rsp)
	vmovdqa64	%zmm0, 832(%rsp)
	vmovdqa64	%zmm0, 896(%rsp)
	vmovdqa64	%zmm0, 960(%rsp)
	vmovdqa64	%zmm0, 1024(%rsp)
	vmovdqa64	%zmm0, 1088(%rsp)
	LIMB_ZERO_ZMM16_TO 31
	vzeroall
	leave
	.cfi_def_cfa %rsp, 8
.Lc32_ret:
	ret
LIMB_END(limb_chacha20_blocks32_avx512)


// limb_chacha20_rows_avx512: ChaCha20, 1 to 8 blocks, one 128-bit lane per
// block ("row" layout), x86-64 AVX-512F.
// Twin: chacha20_blocks_g; tests require identical output (chacha20_test's
// EveryTableMatchesTwin through the x86_64_avx512_256 table, and
// ChaCha20Abi calling this symbol directly for nblocks 0..8).
// Contract: as limb_chacha20_blocks_avx512, and nblocks <= 8.
// C:   void limb_chacha20_rows_avx512(uint8_t* out, const uint8_t* in, size_t nblocks,
//                                     const uint32_t key[8], const uint32_t counter_nonce[4]);
// ABI: SysV AMD64. In: rdi=out rsi=in rdx=nblocks rcx=key r8=counter_nonce. Out: none.
// Register map: zmm0-3 = rows a, b, c, d of blocks 0..3 (lane j = block j);
//   zmm4-7 = the same for blocks 4..7 (nblocks > 4 only); zmm16-18 = the
//   input rows a, b, c (the same in every lane); zmm19/zmm20 = input row d of
//   blocks 0..3 / 4..7; zmm8-12 = output transposes; eax = double-round counter.
// Clobbers: rax, zmm0-zmm12 and zmm16-zmm20 (all zeroed on exit), flags.
//   Callee-saved registers untouched; no stack.
// Strategy: the classic one-block vector form, four blocks wide: a round is
//   the 12-instruction quarter-round chain on whole rows, and VPSHUFD turns
//   columns into diagonals and back (within each lane, so all blocks at once).
//   More than 4 blocks run a second set of rows interleaved step by step with
//   the first. Output: a 4x4 transpose of 128-bit lanes (VSHUFI32X4) gives
//   one zmm per block; a block is XORed and stored only if it exists.
// Why: one block is a latency problem, and on Zen 4 (family 0x19, which
//   executes a zmm instruction as two 256-bit halves) the vector add and xor
//   take 1 cycle and the rotate 2, so a round's chain is ~17 cycles for up
//   to 4 blocks, where the 16-block kernel above runs all 16 lanes whatever
//   nblocks is.
//   Selected by chacha20_dispatch.cc (table x86_64_avx512_256) for 3..8
//   blocks when AVX-512 runs at half width (cpu.avx512_fullwidth false; 1-2
//   blocks go to limb_chacha20_rows_avx2 there). The x86_64_avx512 table
//   (Zen 5) does not use it; it was not measured there, where SIMD adds take
//   2 cycles and a one-block form of it lost to the GPR kernel.
// Measured: chacha_bench limb/ChaCha20/256 (4 blocks) against openssl/ and sodium/
//   on a half-width AVX-512 CPU (tools/speed.sh --filter '^ChaCha20/256$'); figures
//   in benchmarks/RESULTS.md, "chacha20_avx512.S".
LIMB_ENTRY(limb_chacha20_rows_avx512)
	testq	%rdx, %rdx
	jz	.Lrows_ret
	vbroadcasti32x4	.Lc512_sigma(%rip), %zmm16	// row a: "expand 32-byte k"
	vbroadcasti32x4	0(%rcx), %zmm17	// row b: key[0..4)
	vbroadcasti32x4	16(%rcx), %zmm18	// row c: key[4..8)
	vbroadcasti32x4	0(%r8), %zmm19	// row d: counter, nonce
	vpaddd	.Lrows_lanes(%rip), %zmm19, %zmm19	// lane j: counter + j (no wrap: the caller's guarantee)
	vmovdqa64	%zmm16, %zmm0
	vmovdqa64	%zmm17, %zmm1
	vmovdqa64	%zmm18, %zmm2
	vmovdqa64	%zmm19, %zmm3
	cmpq	$4, %rdx
	ja	.Lrows_two_sets
	movl	$10, %eax
	.p2align 5
.Lrows_double_round:
	vpaddd	%zmm1, %zmm0, %zmm0	// a += b
	vpxord	%zmm0, %zmm3, %zmm3	// d ^= a
	vprold	$16, %zmm3, %zmm3	// d <<<= 16
	vpaddd	%zmm3, %zmm2, %zmm2	// c += d
	vpxord	%zmm2, %zmm1, %zmm1	// b ^= c
	vprold	$12, %zmm1, %zmm1	// b <<<= 12
	vpaddd	%zmm1, %zmm0, %zmm0	// a += b
	vpxord	%zmm0, %zmm3, %zmm3	// d ^= a
	vprold	$8, %zmm3, %zmm3	// d <<<= 8
	vpaddd	%zmm3, %zmm2, %zmm2	// c += d
	vpxord	%zmm2, %zmm1, %zmm1	// b ^= c
	vprold	$7, %zmm1, %zmm1	// b <<<= 7
	vpshufd	$0x39, %zmm1, %zmm1	// diagonals: rows b, c, d rotated left by 1, 2, 3 words
	vpshufd	$0x4e, %zmm2, %zmm2
	vpshufd	$0x93, %zmm3, %zmm3
	vpaddd	%zmm1, %zmm0, %zmm0	// a += b
	vpxord	%zmm0, %zmm3, %zmm3	// d ^= a
	vprold	$16, %zmm3, %zmm3	// d <<<= 16
	vpaddd	%zmm3, %zmm2, %zmm2	// c += d
	vpxord	%zmm2, %zmm1, %zmm1	// b ^= c
	vprold	$12, %zmm1, %zmm1	// b <<<= 12
	vpaddd	%zmm1, %zmm0, %zmm0	// a += b
	vpxord	%zmm0, %zmm3, %zmm3	// d ^= a
	vprold	$8, %zmm3, %zmm3	// d <<<= 8
	vpaddd	%zmm3, %zmm2, %zmm2	// c += d
	vpxord	%zmm2, %zmm1, %zmm1	// b ^= c
	vprold	$7, %zmm1, %zmm1	// b <<<= 7
	vpshufd	$0x93, %zmm1, %zmm1	// back to columns
	vpshufd	$0x4e, %zmm2, %zmm2
	vpshufd	$0x39, %zmm3, %zmm3
	decl	%eax
	jnz	.Lrows_double_round
	vpaddd	%zmm16, %zmm0, %zmm0	// feed-forward
	vpaddd	%zmm17, %zmm1, %zmm1
	vpaddd	%zmm18, %zmm2, %zmm2
	vpaddd	%zmm19, %zmm3, %zmm3
	vshufi32x4	$0x44, %zmm1, %zmm0, %zmm8	// a.L0 a.L1 b.L0 b.L1
	vshufi32x4	$0x44, %zmm3, %zmm2, %zmm9	// c.L0 c.L1 d.L0 d.L1
	vshufi32x4	$0xee, %zmm1, %zmm0, %zmm10	// a.L2 a.L3 b.L2 b.L3
	vshufi32x4	$0xee, %zmm3, %zmm2, %zmm11	// c.L2 c.L3 d.L2 d.L3
	vshufi32x4	$0x88, %zmm9, %zmm8, %zmm12	// block 0: a.L0 b.L0 c.L0 d.L0
	vpxord	0(%rsi), %zmm12, %zmm12
	vmovdqu64	%zmm12, 0(%rdi)
	cmpq	$1, %rdx	// block 1 exists?
	jbe	.Lrows_clean
	vshufi32x4	$0xdd, %zmm9, %zmm8, %zmm12	// block 1: a.L1 b.L1 c.L1 d.L1
	vpxord	64(%rsi), %zmm12, %zmm12
	vmovdqu64	%zmm12, 64(%rdi)
	cmpq	$2, %rdx	// block 2 exists?
	jbe	.Lrows_clean
	vshufi32x4	$0x88, %zmm11, %zmm10, %zmm12	// block 2: a.L2 b.L2 c.L2 d.L2
	vpxord	128(%rsi), %zmm12, %zmm12
	vmovdqu64	%zmm12, 128(%rdi)
	cmpq	$3, %rdx	// block 3 exists?
	jbe	.Lrows_clean
	vshufi32x4	$0xdd, %zmm11, %zmm10, %zmm12	// block 3: a.L3 b.L3 c.L3 d.L3
	vpxord	192(%rsi), %zmm12, %zmm12
	vmovdqu64	%zmm12, 192(%rdi)
	jmp	.Lrows_clean
.Lrows_two_sets:
	vbroadcasti32x4	.Lrows_four(%rip), %zmm20
	vpaddd	%zmm20, %zmm19, %zmm20	// row d of blocks 4..7: counter + 4 + j
	vmovdqa64	%zmm16, %zmm4
	vmovdqa64	%zmm17, %zmm5
	vmovdqa64	%zmm18, %zmm6
	vmovdqa64	%zmm20, %zmm7
	movl	$10, %eax
	.p2align 5
.Lrows2_double_round:
	vpaddd	%zmm1, %zmm0, %zmm0	// a += b
	vpaddd	%zmm5, %zmm4, %zmm4
	vpxord	%zmm0, %zmm3, %zmm3	// d ^= a
	vpxord	%zmm4, %zmm7, %zmm7
	vprold	$16, %zmm3, %zmm3	// d <<<= 16
	vprold	$16, %zmm7, %zmm7
	vpaddd	%zmm3, %zmm2, %zmm2	// c += d
	vpaddd	%zmm7, %zmm6, %zmm6
	vpxord	%zmm2, %zmm1, %zmm1	// b ^= c
	vpxord	%zmm6, %zmm5, %zmm5
	vprold	$12, %zmm1, %zmm1	// b <<<= 12
	vprold	$12, %zmm5, %zmm5
	vpaddd	%zmm1, %zmm0, %zmm0	// a += b
	vpaddd	%zmm5, %zmm4, %zmm4
	vpxord	%zmm0, %zmm3, %zmm3	// d ^= a
	vpxord	%zmm4, %zmm7, %zmm7
	vprold	$8, %zmm3, %zmm3	// d <<<= 8
	vprold	$8, %zmm7, %zmm7
	vpaddd	%zmm3, %zmm2, %zmm2	// c += d
	vpaddd	%zmm7, %zmm6, %zmm6
	vpxord	%zmm2, %zmm1, %zmm1	// b ^= c
	vpxord	%zmm6, %zmm5, %zmm5
	vprold	$7, %zmm1, %zmm1	// b <<<= 7
	vprold	$7, %zmm5, %zmm5
	vpshufd	$0x39, %zmm1, %zmm1	// diagonals: rows b, c, d rotated left by 1, 2, 3 words
	vpshufd	$0x39, %zmm5, %zmm5
	vpshufd	$0x4e, %zmm2, %zmm2
	vpshufd	$0x93, %zmm3, %zmm3
	vpshufd	$0x4e, %zmm6, %zmm6
	vpshufd	$0x93, %zmm7, %zmm7
	vpaddd	%zmm1, %zmm0, %zmm0	// a += b
	vpaddd	%zmm5, %zmm4, %zmm4
	vpxord	%zmm0, %zmm3, %zmm3	// d ^= a
	vpxord	%zmm4, %zmm7, %zmm7
	vprold	$16, %zmm3, %zmm3	// d <<<= 16
	vprold	$16, %zmm7, %zmm7
	vpaddd	%zmm3, %zmm2, %zmm2	// c += d
	vpaddd	%zmm7, %zmm6, %zmm6
	vpxord	%zmm2, %zmm1, %zmm1	// b ^= c
	vpxord	%zmm6, %zmm5, %zmm5
	vprold	$12, %zmm1, %zmm1	// b <<<= 12
	vprold	$12, %zmm5, %zmm5
	vpaddd	%zmm1, %zmm0, %zmm0	// a += b
	vpaddd	%zmm5, %zmm4, %zmm4
	vpxord	%zmm0, %zmm3, %zmm3	// d ^= a
	vpxord	%zmm4, %zmm7, %zmm7
	vprold	$8, %zmm3, %zmm3	// d <<<= 8
	vprold	$8, %zmm7, %zmm7
	vpaddd	%zmm3, %zmm2, %zmm2	// c += d
	vpaddd	%zmm7, %zmm6, %zmm6
	vpxord	%zmm2, %zmm1, %zmm1	// b ^= c
	vpxord	%zmm6, %zmm5, %zmm5
	vprold	$7, %zmm1, %zmm1	// b <<<= 7
	vprold	$7, %zmm5, %zmm5
	vpshufd	$0x93, %zmm1, %zmm1	// back to columns
	vpshufd	$0x93, %zmm5, %zmm5
	vpshufd	$0x4e, %zmm2, %zmm2
	vpshufd	$0x39, %zmm3, %zmm3
	vpshufd	$0x4e, %zmm6, %zmm6
	vpshufd	$0x39, %zmm7, %zmm7
	decl	%eax
	jnz	.Lrows2_double_round
	vpaddd	%zmm16, %zmm0, %zmm0	// feed-forward
	vpaddd	%zmm17, %zmm1, %zmm1
	vpaddd	%zmm18, %zmm2, %zmm2
	vpaddd	%zmm19, %zmm3, %zmm3
	vpaddd	%zmm16, %zmm4, %zmm4
	vpaddd	%zmm17, %zmm5, %zmm5
	vpaddd	%zmm18, %zmm6, %zmm6
	vpaddd	%zmm20, %zmm7, %zmm7
	vshufi32x4	$0x44, %zmm1, %zmm0, %zmm8	// a.L0 a.L1 b.L0 b.L1
	vshufi32x4	$0x44, %zmm3, %zmm2, %zmm9	// c.L0 c.L1 d.L0 d.L1
	vshufi32x4	$0xee, %zmm1, %zmm0, %zmm10	// a.L2 a.L3 b.L2 b.L3
	vshufi32x4	$0xee, %zmm3, %zmm2, %zmm11	// c.L2 c.L3 d.L2 d.L3
	vshufi32x4	$0x88, %zmm9, %zmm8, %zmm12	// block 0: a.L0 b.L0 c.L0 d.L0
	vpxord	0(%rsi), %zmm12, %zmm12
	vmovdqu64	%zmm12, 0(%rdi)
	cmpq	$1, %rdx	// block 1 exists?
	jbe	.Lrows_clean
	vshufi32x4	$0xdd, %zmm9, %zmm8, %zmm12	// block 1: a.L1 b.L1 c.L1 d.L1
	vpxord	64(%rsi), %zmm12, %zmm12
	vmovdqu64	%zmm12, 64(%rdi)
	cmpq	$2, %rdx	// block 2 exists?
	jbe	.Lrows_clean
	vshufi32x4	$0x88, %zmm11, %zmm10, %zmm12	// block 2: a.L2 b.L2 c.L2 d.L2
	vpxord	128(%rsi), %zmm12, %zmm12
	vmovdqu64	%zmm12, 128(%rdi)
	cmpq	$3, %rdx	// block 3 exists?
	jbe	.Lrows_clean
	vshufi32x4	$0xdd, %zmm11, %zmm10, %zmm12	// block 3: a.L3 b.L3 c.L3 d.L3
	vpxord	192(%rsi), %zmm12, %zmm12
	vmovdqu64	%zmm12, 192(%rdi)
	vshufi32x4	$0x44, %zmm5, %zmm4, %zmm8	// a.L0 a.L1 b.L0 b.L1
	vshufi32x4	$0x44, %zmm7, %zmm6, %zmm9	// c.L0 c.L1 d.L0 d.L1
	vshufi32x4	$0xee, %zmm5, %zmm4, %zmm10	// a.L2 a.L3 b.L2 b.L3
	vshufi32x4	$0xee, %zmm7, %zmm6, %zmm11	// c.L2 c.L3 d.L2 d.L3
	cmpq	$4, %rdx	// block 4 exists?
	jbe	.Lrows_clean
	vshufi32x4	$0x88, %zmm9, %zmm8, %zmm12	// block 4: a.L0 b.L0 c.L0 d.L0
	vpxord	256(%rsi), %zmm12, %zmm12
	vmovdqu64	%zmm12, 256(%rdi)
	cmpq	$5, %rdx	// block 5 exists?
	jbe	.Lrows_clean
	vshufi32x4	$0xdd, %zmm9, %zmm8, %zmm12	// block 5: a.L1 b.L1 c.L1 d.L1
	vpxord	320(%rsi), %zmm12, %zmm12
	vmovdqu64	%zmm12, 320(%rdi)
	cmpq	$6, %rdx	// block 6 exists?
	jbe	.Lrows_clean
	vshufi32x4	$0x88, %zmm11, %zmm10, %zmm12	// block 6: a.L2 b.L2 c.L2 d.L2
	vpxord	384(%rsi), %zmm12, %zmm12
	vmovdqu64	%zmm12, 384(%rdi)
	cmpq	$7, %rdx	// block 7 exists?
	jbe	.Lrows_clean
	vshufi32x4	$0xdd, %zmm11, %zmm10, %zmm12	// block 7: a.L3 b.L3 c.L3 d.L3
	vpxord	448(%rsi), %zmm12, %zmm12
	vmovdqu64	%zmm12, 448(%rdi)
.Lrows_clean:
	// Leave no keystream in vector registers.
	LIMB_ZERO_ZMM16_TO 20
	vzeroall
.Lrows_ret:
	ret
LIMB_END(limb_chacha20_rows_avx512)

#endif  // __x86_64__ && !LIMB_NO_ASM

LIMB_GNU_STACK
