// limb_chacha20_blocks_avx2: ChaCha20, x86-64 AVX2 (8 blocks in parallel, 256-bit registers).
// Twin: chacha20_blocks_g (symmetric/chacha20/chacha20_generic.cc); tests require
// identical output for every nblocks (symmetric/chacha20/chacha20_test.cc).
// Contract: see ChaCha20Kernels::blocks in symmetric/chacha20/chacha20_internal.h, except
// that in MUST NOT be null (the dispatcher turns a null in into zeros, in place).
// Selected by chacha20_dispatch.cc when cpu.avx2 (and no AVX-512); a final lone block goes
// to limb_chacha20_block1_x86_64 (chacha20_ssse3.S) instead.
// C:   void limb_chacha20_blocks_avx2(uint8_t* out, const uint8_t* in, size_t nblocks,
//                 const uint32_t key[8], const uint32_t counter_nonce[4]);
// ABI: SysV AMD64. In: rdi=out rsi=in rdx=nblocks rcx=key r8=counter_nonce. Out: none.
// Register map: ymm0-7 = state words x0..x7, ymm12-15 = x12..x15 (one register
//   per word, lane j = block j of the group of 8); x8..x11 live two at a time in
//   ymm8/ymm9, the other two in stack slots (16 registers are not enough for
//   16 words plus temporaries); ymm10/ymm11 = rotation temporaries;
//   eax = double-round counter; rdx = blocks left (the last group may be partial).
// Stack (rbp frame, 32-byte aligned): INIT[16] input words (x12 = per-lane
//   counters), CS[4] spilled x8..x11, KS[512] the input and output of a
//   partial last group. The frame is wiped before returning.
// Clobbers: rax rcx rdx rsi rdi r9, ymm0-ymm15 (zeroed on exit), flags.
//   Callee-saved registers untouched (rbp saved and restored).
// Strategy: two quarter rounds interleaved; rotations by 16 and 8 are byte
//   shuffles (pshufb), by 12 and 7 shift/shift/or. The pair order (columns:
//   (0,1) then (2,3); diagonals: (0,1) then (2,3)) makes each round need one
//   swap of the x8..x11 pair. Output in registers: words 0..7 are fed
//   forward, transposed (4x4 dwords per 128-bit lane, two temporaries) and
//   joined by vperm2i128 into bytes 0..31 of each block, XORed with in and
//   stored; then words 8..15 the same for bytes 32..63 (the first half's
//   registers are free by then). A partial last group (1..7 blocks) copies
//   its input into KS, runs the same path on KS and copies the blocks that
//   exist to out (nblocks is public).
// CAUTION: rep movsb copies upwards only with DF clear, which the SysV ABI
//   guarantees on entry; rcx (key) is dead after the INIT set-up it feeds.
// Measured: chacha_bench limb/ChaCha20/65536 against openssl/ and sodium/ (tools/speed.sh
//   --cpu avx2 --filter '^ChaCha20/'); figures in benchmarks/RESULTS.md, "chacha20_avx2.S".
#include "limb/asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

	.section .rodata
	.p2align 5
.Lc8x_rot16:	// pshufb mask: rotate each dword left by 16
	.byte 2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13
	.byte 2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13
.Lc8x_rot8:	// pshufb mask: rotate each dword left by 8
	.byte 3, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10, 15, 12, 13, 14
	.byte 3, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10, 15, 12, 13, 14
.Lc8x_iota:
	.long 0, 1, 2, 3, 4, 5, 6, 7
.Lc8x_nb:
	.long 8, 8, 8, 8, 8, 8, 8, 8
.Lc8x_sigma:
	.long 0x61707865, 0x3320646e, 0x79622d32, 0x6b206574  // "expand 32-byte k"
.Lrows2_lanes:	// limb_chacha20_rows_avx2: + j on the counter word of lane j
	.long 0, 0, 0, 0, 1, 0, 0, 0
.Lrows2_two:
	.long 2, 0, 0, 0, 2, 0, 0, 0

LIMB_ENTRY(limb_chacha20_blocks_avx2)
	testq	%rdx, %rdx
	jz	.Lc8x_ret
	LIMB_PUSH(rbp)
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
	subq	$1152, %rsp
	andq	$-32, %rsp

	// INIT[i] = input word i in every lane; INIT[12] = counter_nonce[0] + lane.
	vpbroadcastd	.Lc8x_sigma+0(%rip), %ymm0
	vmovdqa	%ymm0, 0(%rsp)
	vpbroadcastd	.Lc8x_sigma+4(%rip), %ymm0
	vmovdqa	%ymm0, 32(%rsp)
	vpbroadcastd	.Lc8x_sigma+8(%rip), %ymm0
	vmovdqa	%ymm0, 64(%rsp)
	vpbroadcastd	.Lc8x_sigma+12(%rip), %ymm0
	vmovdqa	%ymm0, 96(%rsp)
	vpbroadcastd	0(%rcx), %ymm0
	vmovdqa	%ymm0, 128(%rsp)
	vpbroadcastd	4(%rcx), %ymm0
	vmovdqa	%ymm0, 160(%rsp)
	vpbroadcastd	8(%rcx), %ymm0
	vmovdqa	%ymm0, 192(%rsp)
	vpbroadcastd	12(%rcx), %ymm0
	vmovdqa	%ymm0, 224(%rsp)
	vpbroadcastd	16(%rcx), %ymm0
	vmovdqa	%ymm0, 256(%rsp)
	vpbroadcastd	20(%rcx), %ymm0
	vmovdqa	%ymm0, 288(%rsp)
	vpbroadcastd	24(%rcx), %ymm0
	vmovdqa	%ymm0, 320(%rsp)
	vpbroadcastd	28(%rcx), %ymm0
	vmovdqa	%ymm0, 352(%rsp)
	vpbroadcastd	(%r8), %ymm0
	vpaddd	.Lc8x_iota(%rip), %ymm0, %ymm0
	vmovdqa	%ymm0, 384(%rsp)
	vpbroadcastd	4(%r8), %ymm0
	vmovdqa	%ymm0, 416(%rsp)
	vpbroadcastd	8(%r8), %ymm0
	vmovdqa	%ymm0, 448(%rsp)
	vpbroadcastd	12(%r8), %ymm0
	vmovdqa	%ymm0, 480(%rsp)

.Lc8x_group:
	// Load the state; x8, x9 in registers, x10, x11 in CS.
	vmovdqa	0(%rsp), %ymm0
	vmovdqa	32(%rsp), %ymm1
	vmovdqa	64(%rsp), %ymm2
	vmovdqa	96(%rsp), %ymm3
	vmovdqa	128(%rsp), %ymm4
	vmovdqa	160(%rsp), %ymm5
	vmovdqa	192(%rsp), %ymm6
	vmovdqa	224(%rsp), %ymm7
	vmovdqa	384(%rsp), %ymm12
	vmovdqa	416(%rsp), %ymm13
	vmovdqa	448(%rsp), %ymm14
	vmovdqa	480(%rsp), %ymm15
	vmovdqa	256(%rsp), %ymm8
	vmovdqa	288(%rsp), %ymm9
	vmovdqa	320(%rsp), %ymm10
	vmovdqa	%ymm10, 576(%rsp)
	vmovdqa	352(%rsp), %ymm11
	vmovdqa	%ymm11, 608(%rsp)
	movl	$10, %eax
	.p2align 4
.Lc8x_double_round:
	// Column round.
	// QR pair: words (0,4,8,12) and (1,5,9,13)
	vpaddd	%ymm4, %ymm0, %ymm0
	vpaddd	%ymm5, %ymm1, %ymm1
	vpxor	%ymm0, %ymm12, %ymm12
	vpxor	%ymm1, %ymm13, %ymm13
	vpshufb	.Lc8x_rot16(%rip), %ymm12, %ymm12
	vpshufb	.Lc8x_rot16(%rip), %ymm13, %ymm13
	vpaddd	%ymm12, %ymm8, %ymm8
	vpaddd	%ymm13, %ymm9, %ymm9
	vpxor	%ymm8, %ymm4, %ymm4
	vpxor	%ymm9, %ymm5, %ymm5
	vpslld	$12, %ymm4, %ymm10
	vpsrld	$20, %ymm4, %ymm4
	vpor	%ymm10, %ymm4, %ymm4
	vpslld	$12, %ymm5, %ymm11
	vpsrld	$20, %ymm5, %ymm5
	vpor	%ymm11, %ymm5, %ymm5
	vpaddd	%ymm4, %ymm0, %ymm0
	vpaddd	%ymm5, %ymm1, %ymm1
	vpxor	%ymm0, %ymm12, %ymm12
	vpxor	%ymm1, %ymm13, %ymm13
	vpshufb	.Lc8x_rot8(%rip), %ymm12, %ymm12
	vpshufb	.Lc8x_rot8(%rip), %ymm13, %ymm13
	vpaddd	%ymm12, %ymm8, %ymm8
	vpaddd	%ymm13, %ymm9, %ymm9
	vpxor	%ymm8, %ymm4, %ymm4
	vpxor	%ymm9, %ymm5, %ymm5
	vpslld	$7, %ymm4, %ymm10
	vpsrld	$25, %ymm4, %ymm4
	vpor	%ymm10, %ymm4, %ymm4
	vpslld	$7, %ymm5, %ymm11
	vpsrld	$25, %ymm5, %ymm5
	vpor	%ymm11, %ymm5, %ymm5
	// Swap the x8..x11 pair: x8, x9 out; x10, x11 in.
	vmovdqa	%ymm8, 512(%rsp)
	vmovdqa	%ymm9, 544(%rsp)
	vmovdqa	576(%rsp), %ymm8
	vmovdqa	608(%rsp), %ymm9
	// QR pair: words (2,6,10,14) and (3,7,11,15)
	vpaddd	%ymm6, %ymm2, %ymm2
	vpaddd	%ymm7, %ymm3, %ymm3
	vpxor	%ymm2, %ymm14, %ymm14
	vpxor	%ymm3, %ymm15, %ymm15
	vpshufb	.Lc8x_rot16(%rip), %ymm14, %ymm14
	vpshufb	.Lc8x_rot16(%rip), %ymm15, %ymm15
	vpaddd	%ymm14, %ymm8, %ymm8
	vpaddd	%ymm15, %ymm9, %ymm9
	vpxor	%ymm8, %ymm6, %ymm6
	vpxor	%ymm9, %ymm7, %ymm7
	vpslld	$12, %ymm6, %ymm10
	vpsrld	$20, %ymm6, %ymm6
	vpor	%ymm10, %ymm6, %ymm6
	vpslld	$12, %ymm7, %ymm11
	vpsrld	$20, %ymm7, %ymm7
	vpor	%ymm11, %ymm7, %ymm7
	vpaddd	%ymm6, %ymm2, %ymm2
	vpaddd	%ymm7, %ymm3, %ymm3
	vpxor	%ymm2, %ymm14, %ymm14
	vpxor	%ymm3, %ymm15, %ymm15
	vpshufb	.Lc8x_rot8(%rip), %ymm14, %ymm14
	vpshufb	.Lc8x_rot8(%rip), %ymm15, %ymm15
	vpaddd	%ymm14, %ymm8, %ymm8
	vpaddd	%ymm15, %ymm9, %ymm9
	vpxor	%ymm8, %ymm6, %ymm6
	vpxor	%ymm9, %ymm7, %ymm7
	vpslld	$7, %ymm6, %ymm10
	vpsrld	$25, %ymm6, %ymm6
	vpor	%ymm10, %ymm6, %ymm6
	vpslld	$7, %ymm7, %ymm11
	vpsrld	$25, %ymm7, %ymm7
	vpor	%ymm11, %ymm7, %ymm7
	// Diagonal round (x10, x11 are still in registers 8, 9).
	// QR pair: words (0,5,10,15) and (1,6,11,12)
	vpaddd	%ymm5, %ymm0, %ymm0
	vpaddd	%ymm6, %ymm1, %ymm1
	vpxor	%ymm0, %ymm15, %ymm15
	vpxor	%ymm1, %ymm12, %ymm12
	vpshufb	.Lc8x_rot16(%rip), %ymm15, %ymm15
	vpshufb	.Lc8x_rot16(%rip), %ymm12, %ymm12
	vpaddd	%ymm15, %ymm8, %ymm8
	vpaddd	%ymm12, %ymm9, %ymm9
	vpxor	%ymm8, %ymm5, %ymm5
	vpxor	%ymm9, %ymm6, %ymm6
	vpslld	$12, %ymm5, %ymm10
	vpsrld	$20, %ymm5, %ymm5
	vpor	%ymm10, %ymm5, %ymm5
	vpslld	$12, %ymm6, %ymm11
	vpsrld	$20, %ymm6, %ymm6
	vpor	%ymm11, %ymm6, %ymm6
	vpaddd	%ymm5, %ymm0, %ymm0
	vpaddd	%ymm6, %ymm1, %ymm1
	vpxor	%ymm0, %ymm15, %ymm15
	vpxor	%ymm1, %ymm12, %ymm12
	vpshufb	.Lc8x_rot8(%rip), %ymm15, %ymm15
	vpshufb	.Lc8x_rot8(%rip), %ymm12, %ymm12
	vpaddd	%ymm15, %ymm8, %ymm8
	vpaddd	%ymm12, %ymm9, %ymm9
	vpxor	%ymm8, %ymm5, %ymm5
	vpxor	%ymm9, %ymm6, %ymm6
	vpslld	$7, %ymm5, %ymm10
	vpsrld	$25, %ymm5, %ymm5
	vpor	%ymm10, %ymm5, %ymm5
	vpslld	$7, %ymm6, %ymm11
	vpsrld	$25, %ymm6, %ymm6
	vpor	%ymm11, %ymm6, %ymm6
	// Swap back: x10, x11 out; x8, x9 in.
	vmovdqa	%ymm8, 576(%rsp)
	vmovdqa	%ymm9, 608(%rsp)
	vmovdqa	512(%rsp), %ymm8
	vmovdqa	544(%rsp), %ymm9
	// QR pair: words (2,7,8,13) and (3,4,9,14)
	vpaddd	%ymm7, %ymm2, %ymm2
	vpaddd	%ymm4, %ymm3, %ymm3
	vpxor	%ymm2, %ymm13, %ymm13
	vpxor	%ymm3, %ymm14, %ymm14
	vpshufb	.Lc8x_rot16(%rip), %ymm13, %ymm13
	vpshufb	.Lc8x_rot16(%rip), %ymm14, %ymm14
	vpaddd	%ymm13, %ymm8, %ymm8
	vpaddd	%ymm14, %ymm9, %ymm9
	vpxor	%ymm8, %ymm7, %ymm7
	vpxor	%ymm9, %ymm4, %ymm4
	vpslld	$12, %ymm7, %ymm10
	vpsrld	$20, %ymm7, %ymm7
	vpor	%ymm10, %ymm7, %ymm7
	vpslld	$12, %ymm4, %ymm11
	vpsrld	$20, %ymm4, %ymm4
	vpor	%ymm11, %ymm4, %ymm4
	vpaddd	%ymm7, %ymm2, %ymm2
	vpaddd	%ymm4, %ymm3, %ymm3
	vpxor	%ymm2, %ymm13, %ymm13
	vpxor	%ymm3, %ymm14, %ymm14
	vpshufb	.Lc8x_rot8(%rip), %ymm13, %ymm13
	vpshufb	.Lc8x_rot8(%rip), %ymm14, %ymm14
	vpaddd	%ymm13, %ymm8, %ymm8
	vpaddd	%ymm14, %ymm9, %ymm9
	vpxor	%ymm8, %ymm7, %ymm7
	vpxor	%ymm9, %ymm4, %ymm4
	vpslld	$7, %ymm7, %ymm10
	vpsrld	$25, %ymm7, %ymm7
	vpor	%ymm10, %ymm7, %ymm7
	vpslld	$7, %ymm4, %ymm11
	vpsrld	$25, %ymm4, %ymm4
	vpor	%ymm11, %ymm4, %ymm4
	decl	%eax
	jnz	.Lc8x_double_round

	// Partial group (1..7 blocks, only the last): its input goes through KS so
	// that the full-group output path below may read and write 512 bytes;
	// r9 = the real out, rdx*64 bytes copied each way (nblocks is public).
	cmpq	$8, %rdx
	jae	.Lc8x_full
	movq	%rdi, %r9
	leaq	640(%rsp), %rdi
	movq	%rdx, %rcx
	shlq	$6, %rcx
	rep movsb	// KS[0, 64*rdx) = in
	leaq	640(%rsp), %rsi
	leaq	640(%rsp), %rdi
.Lc8x_full:
	// Feed-forward of x0..x7, then two 4x4 dword transposes per 128-bit lane
	// (ymm10/ymm11 as temporaries); afterwards, lane L of
	//   ymm2, ymm3, ymm0, ymm1 = words 0..3 of blocks 4L+0, 4L+1, 4L+2, 4L+3,
	//   ymm6, ymm7, ymm4, ymm5 = words 4..7 of the same blocks.
	vpaddd	0(%rsp), %ymm0, %ymm0
	vpaddd	32(%rsp), %ymm1, %ymm1
	vpaddd	64(%rsp), %ymm2, %ymm2
	vpaddd	96(%rsp), %ymm3, %ymm3
	vpaddd	128(%rsp), %ymm4, %ymm4
	vpaddd	160(%rsp), %ymm5, %ymm5
	vpaddd	192(%rsp), %ymm6, %ymm6
	vpaddd	224(%rsp), %ymm7, %ymm7
	vpunpckldq	%ymm1, %ymm0, %ymm10	// x0[j] x1[j] for j = 0, 1
	vpunpckhdq	%ymm1, %ymm0, %ymm11	// j = 2, 3
	vpunpckldq	%ymm3, %ymm2, %ymm0	// x2[j] x3[j] for j = 0, 1
	vpunpckhdq	%ymm3, %ymm2, %ymm1	// j = 2, 3
	vpunpcklqdq	%ymm0, %ymm10, %ymm2	// x0..x3 of block 0 (lane 1: block 4)
	vpunpckhqdq	%ymm0, %ymm10, %ymm3	// block 1 (5)
	vpunpcklqdq	%ymm1, %ymm11, %ymm0	// block 2 (6)
	vpunpckhqdq	%ymm1, %ymm11, %ymm1	// block 3 (7)
	vpunpckldq	%ymm5, %ymm4, %ymm10
	vpunpckhdq	%ymm5, %ymm4, %ymm11
	vpunpckldq	%ymm7, %ymm6, %ymm4
	vpunpckhdq	%ymm7, %ymm6, %ymm5
	vpunpcklqdq	%ymm4, %ymm10, %ymm6	// x4..x7 of block 0 (4)
	vpunpckhqdq	%ymm4, %ymm10, %ymm7	// block 1 (5)
	vpunpcklqdq	%ymm5, %ymm11, %ymm4	// block 2 (6)
	vpunpckhqdq	%ymm5, %ymm11, %ymm5	// block 3 (7)
	// Bytes 0..31 of block k (low lanes) and of block 4+k (high lanes):
	// out = in ^ keystream, in read before out is written (out == in allowed).
	vperm2i128	$0x20, %ymm6, %ymm2, %ymm10
	vperm2i128	$0x31, %ymm6, %ymm2, %ymm11
	vpxor	0(%rsi), %ymm10, %ymm10
	vpxor	256(%rsi), %ymm11, %ymm11
	vmovdqu	%ymm10, 0(%rdi)
	vmovdqu	%ymm11, 256(%rdi)
	vperm2i128	$0x20, %ymm7, %ymm3, %ymm10
	vperm2i128	$0x31, %ymm7, %ymm3, %ymm11
	vpxor	64(%rsi), %ymm10, %ymm10
	vpxor	320(%rsi), %ymm11, %ymm11
	vmovdqu	%ymm10, 64(%rdi)
	vmovdqu	%ymm11, 320(%rdi)
	vperm2i128	$0x20, %ymm4, %ymm0, %ymm10
	vperm2i128	$0x31, %ymm4, %ymm0, %ymm11
	vpxor	128(%rsi), %ymm10, %ymm10
	vpxor	384(%rsi), %ymm11, %ymm11
	vmovdqu	%ymm10, 128(%rdi)
	vmovdqu	%ymm11, 384(%rdi)
	vperm2i128	$0x20, %ymm5, %ymm1, %ymm10
	vperm2i128	$0x31, %ymm5, %ymm1, %ymm11
	vpxor	192(%rsi), %ymm10, %ymm10
	vpxor	448(%rsi), %ymm11, %ymm11
	vmovdqu	%ymm10, 192(%rdi)
	vmovdqu	%ymm11, 448(%rdi)
	// Feed-forward of x8..x15 (x10, x11 from their slots), the same
	// transposes (ymm0-ymm3 as temporaries); afterwards, lane L of
	//   ymm10, ymm11, ymm8, ymm9 = words 8..11 of blocks 4L+0..4L+3,
	//   ymm14, ymm15, ymm12, ymm13 = words 12..15.
	vpaddd	256(%rsp), %ymm8, %ymm8
	vpaddd	288(%rsp), %ymm9, %ymm9
	vmovdqa	576(%rsp), %ymm10
	vpaddd	320(%rsp), %ymm10, %ymm10
	vmovdqa	608(%rsp), %ymm11
	vpaddd	352(%rsp), %ymm11, %ymm11
	vpaddd	384(%rsp), %ymm12, %ymm12
	vpaddd	416(%rsp), %ymm13, %ymm13
	vpaddd	448(%rsp), %ymm14, %ymm14
	vpaddd	480(%rsp), %ymm15, %ymm15
	vpunpckldq	%ymm9, %ymm8, %ymm0
	vpunpckhdq	%ymm9, %ymm8, %ymm1
	vpunpckldq	%ymm11, %ymm10, %ymm8
	vpunpckhdq	%ymm11, %ymm10, %ymm9
	vpunpcklqdq	%ymm8, %ymm0, %ymm10	// x8..x11 of block 0 (4)
	vpunpckhqdq	%ymm8, %ymm0, %ymm11	// block 1 (5)
	vpunpcklqdq	%ymm9, %ymm1, %ymm8	// block 2 (6)
	vpunpckhqdq	%ymm9, %ymm1, %ymm9	// block 3 (7)
	vpunpckldq	%ymm13, %ymm12, %ymm2
	vpunpckhdq	%ymm13, %ymm12, %ymm3
	vpunpckldq	%ymm15, %ymm14, %ymm12
	vpunpckhdq	%ymm15, %ymm14, %ymm13
	vpunpcklqdq	%ymm12, %ymm2, %ymm14	// x12..x15 of block 0 (4)
	vpunpckhqdq	%ymm12, %ymm2, %ymm15	// block 1 (5)
	vpunpcklqdq	%ymm13, %ymm3, %ymm12	// block 2 (6)
	vpunpckhqdq	%ymm13, %ymm3, %ymm13	// block 3 (7)
	// Bytes 32..63 of block k and of block 4+k.
	vperm2i128	$0x20, %ymm14, %ymm10, %ymm0
	vperm2i128	$0x31, %ymm14, %ymm10, %ymm1
	vpxor	32(%rsi), %ymm0, %ymm0
	vpxor	288(%rsi), %ymm1, %ymm1
	vmovdqu	%ymm0, 32(%rdi)
	vmovdqu	%ymm1, 288(%rdi)
	vperm2i128	$0x20, %ymm15, %ymm11, %ymm0
	vperm2i128	$0x31, %ymm15, %ymm11, %ymm1
	vpxor	96(%rsi), %ymm0, %ymm0
	vpxor	352(%rsi), %ymm1, %ymm1
	vmovdqu	%ymm0, 96(%rdi)
	vmovdqu	%ymm1, 352(%rdi)
	vperm2i128	$0x20, %ymm12, %ymm8, %ymm0
	vperm2i128	$0x31, %ymm12, %ymm8, %ymm1
	vpxor	160(%rsi), %ymm0, %ymm0
	vpxor	416(%rsi), %ymm1, %ymm1
	vmovdqu	%ymm0, 160(%rdi)
	vmovdqu	%ymm1, 416(%rdi)
	vperm2i128	$0x20, %ymm13, %ymm9, %ymm0
	vperm2i128	$0x31, %ymm13, %ymm9, %ymm1
	vpxor	224(%rsi), %ymm0, %ymm0
	vpxor	480(%rsi), %ymm1, %ymm1
	vmovdqu	%ymm0, 224(%rdi)
	vmovdqu	%ymm1, 480(%rdi)
	cmpq	$8, %rdx
	jb	.Lc8x_partial_out
	// Next group: lane counters += 8.
	vmovdqa	384(%rsp), %ymm0
	vpaddd	.Lc8x_nb(%rip), %ymm0, %ymm0
	vmovdqa	%ymm0, 384(%rsp)
	addq	$512, %rsi
	addq	$512, %rdi
	subq	$8, %rdx
	ja	.Lc8x_group	// CAUTION: ja reads CF and ZF of the subq (unsigned rdx > 8)
	jmp	.Lc8x_wipe
.Lc8x_partial_out:
	// out = KS[0, 64*rdx), then KS wiped (it holds plaintext and output).
	leaq	640(%rsp), %rsi
	movq	%r9, %rdi
	movq	%rdx, %rcx
	shlq	$6, %rcx
	rep movsb
	vpxor	%ymm0, %ymm0, %ymm0
	vmovdqa	%ymm0, 640(%rsp)
	vmovdqa	%ymm0, 672(%rsp)
	vmovdqa	%ymm0, 704(%rsp)
	vmovdqa	%ymm0, 736(%rsp)
	vmovdqa	%ymm0, 768(%rsp)
	vmovdqa	%ymm0, 800(%rsp)
	vmovdqa	%ymm0, 832(%rsp)
	vmovdqa	%ymm0, 864(%rsp)
	vmovdqa	%ymm0, 896(%rsp)
	vmovdqa	%ymm0, 928(%rsp)
	vmovdqa	%ymm0, 960(%rsp)
	vmovdqa	%ymm0, 992(%rsp)
	vmovdqa	%ymm0, 1024(%rsp)
	vmovdqa	%ymm0, 1056(%rsp)
	vmovdqa	%ymm0, 1088(%rsp)
	vmovdqa	%ymm0, 1120(%rsp)

.Lc8x_wipe:
	// Wipe the frame's input words and state slots, and the registers.
	vpxor	%ymm0, %ymm0, %ymm0
	vmovdqa	%ymm0, 0(%rsp)
	vmovdqa	%ymm0, 32(%rsp)
	vmovdqa	%ymm0, 64(%rsp)
	vmovdqa	%ymm0, 96(%rsp)
	vmovdqa	%ymm0, 128(%rsp)
	vmovdqa	%ymm0, 160(%rsp)
	vmovdqa	%ymm0, 192(%rsp)
	vmovdqa	%ymm0, 224(%rsp)
	vmovdqa	%ymm0, 256(%rsp)
	vmovdqa	%ymm0, 288(%rsp)
	vmovdqa	%ymm0, 320(%rsp)
	vmovdqa	%ymm0, 352(%rsp)
	vmovdqa	%ymm0, 384(%rsp)
	vmovdqa	%ymm0, 416(%rsp)
	vmovdqa	%ymm0, 448(%rsp)
	vmovdqa	%ymm0, 480(%rsp)
	vmovdqa	%ymm0, 512(%rsp)
	vmovdqa	%ymm0, 544(%rsp)
	vmovdqa	%ymm0, 576(%rsp)
	vmovdqa	%ymm0, 608(%rsp)
	vzeroall
	leave
	.cfi_def_cfa %rsp, 8
.Lc8x_ret:
	ret
LIMB_END(limb_chacha20_blocks_avx2)


// limb_chacha20_rows_avx2: ChaCha20, 1 to 4 blocks, one 128-bit lane per
// block ("row" layout), x86-64 AVX2. The AVX2 form of limb_chacha20_rows_avx512
// (chacha20_avx512.S): rotations by 16 and 8 are VPSHUFB, by 12 and 7
// shift/shift/or; two blocks per ymm, a second set of rows for blocks 2..3.
// Twin: chacha20_blocks_g; tests require identical output (chacha20_test's
// EveryTableMatchesTwin through the x86_64_avx2 table, and ChaCha20Abi
// calling this symbol directly for nblocks 0..4).
// Contract: as limb_chacha20_blocks_avx2, and nblocks <= 4.
// C:   void limb_chacha20_rows_avx2(uint8_t* out, const uint8_t* in, size_t nblocks,
//                                   const uint32_t key[8], const uint32_t counter_nonce[4]);
// ABI: SysV AMD64. In: rdi=out rsi=in rdx=nblocks rcx=key r8=counter_nonce. Out: none.
// Register map: ymm0-3 = rows a, b, c, d of blocks 0..1 (lane j = block j);
//   ymm4-7 = the same for blocks 2..3 (nblocks > 2 only); ymm8-10 = the input
//   rows a, b, c; ymm11/ymm12 = input row d of blocks 0..1 / 2..3;
//   ymm13/ymm14 = rotation temporaries; ymm15 = output; eax = double-round counter.
// Clobbers: rax, ymm0-ymm15 (zeroed on exit), flags. Callee-saved registers
//   untouched; no stack.
// Strategy: for up to 4 blocks this is faster than limb_chacha20_blocks_avx2, which
//   runs all 8 lanes whatever nblocks is. Used by the x86_64_avx2 table for
//   2..4 blocks and by x86_64_avx512_256 for 1..2 (chacha20_dispatch.cc).
// Measured: chacha_bench limb/ChaCha20/256 (4 blocks) against openssl/ and sodium/
//   (tools/speed.sh --cpu avx2 --filter '^ChaCha20/256$'); figures in
//   benchmarks/RESULTS.md, "chacha20_avx2.S".
LIMB_ENTRY(limb_chacha20_rows_avx2)
	testq	%rdx, %rdx
	jz	.Lrows2_ret
	vbroadcasti128	.Lc8x_sigma(%rip), %ymm8	// row a: "expand 32-byte k"
	vbroadcasti128	0(%rcx), %ymm9	// row b: key[0..4)
	vbroadcasti128	16(%rcx), %ymm10	// row c: key[4..8)
	vbroadcasti128	0(%r8), %ymm11	// row d: counter, nonce
	vpaddd	.Lrows2_lanes(%rip), %ymm11, %ymm11	// lane j: counter + j (no wrap: the caller's guarantee)
	vmovdqa	%ymm8, %ymm0
	vmovdqa	%ymm9, %ymm1
	vmovdqa	%ymm10, %ymm2
	vmovdqa	%ymm11, %ymm3
	cmpq	$2, %rdx
	ja	.Lrows2_two_sets
	movl	$10, %eax
	.p2align 5
.Lrows2_double_round:
	vpaddd	%ymm1, %ymm0, %ymm0	// a += b
	vpxor	%ymm0, %ymm3, %ymm3	// d ^= a
	vpshufb	.Lc8x_rot16(%rip), %ymm3, %ymm3	// d <<<= 16
	vpaddd	%ymm3, %ymm2, %ymm2	// c += d
	vpxor	%ymm2, %ymm1, %ymm1	// b ^= c
	vpslld	$12, %ymm1, %ymm13	// b <<<= 12
	vpsrld	$20, %ymm1, %ymm1
	vpor	%ymm13, %ymm1, %ymm1
	vpaddd	%ymm1, %ymm0, %ymm0	// a += b
	vpxor	%ymm0, %ymm3, %ymm3	// d ^= a
	vpshufb	.Lc8x_rot8(%rip), %ymm3, %ymm3	// d <<<= 8
	vpaddd	%ymm3, %ymm2, %ymm2	// c += d
	vpxor	%ymm2, %ymm1, %ymm1	// b ^= c
	vpslld	$7, %ymm1, %ymm13	// b <<<= 7
	vpsrld	$25, %ymm1, %ymm1
	vpor	%ymm13, %ymm1, %ymm1
	vpshufd	$0x39, %ymm1, %ymm1	// diagonals: rows b, c, d rotated left by 1, 2, 3 words
	vpshufd	$0x4e, %ymm2, %ymm2
	vpshufd	$0x93, %ymm3, %ymm3
	vpaddd	%ymm1, %ymm0, %ymm0	// a += b
	vpxor	%ymm0, %ymm3, %ymm3	// d ^= a
	vpshufb	.Lc8x_rot16(%rip), %ymm3, %ymm3	// d <<<= 16
	vpaddd	%ymm3, %ymm2, %ymm2	// c += d
	vpxor	%ymm2, %ymm1, %ymm1	// b ^= c
	vpslld	$12, %ymm1, %ymm13	// b <<<= 12
	vpsrld	$20, %ymm1, %ymm1
	vpor	%ymm13, %ymm1, %ymm1
	vpaddd	%ymm1, %ymm0, %ymm0	// a += b
	vpxor	%ymm0, %ymm3, %ymm3	// d ^= a
	vpshufb	.Lc8x_rot8(%rip), %ymm3, %ymm3	// d <<<= 8
	vpaddd	%ymm3, %ymm2, %ymm2	// c += d
	vpxor	%ymm2, %ymm1, %ymm1	// b ^= c
	vpslld	$7, %ymm1, %ymm13	// b <<<= 7
	vpsrld	$25, %ymm1, %ymm1
	vpor	%ymm13, %ymm1, %ymm1
	vpshufd	$0x93, %ymm1, %ymm1	// back to columns
	vpshufd	$0x4e, %ymm2, %ymm2
	vpshufd	$0x39, %ymm3, %ymm3
	decl	%eax
	jnz	.Lrows2_double_round
	vpaddd	%ymm8, %ymm0, %ymm0	// feed-forward
	vpaddd	%ymm9, %ymm1, %ymm1
	vpaddd	%ymm10, %ymm2, %ymm2
	vpaddd	%ymm11, %ymm3, %ymm3
	vperm2i128	$0x20, %ymm1, %ymm0, %ymm15	// block 0, bytes 0..31: a.L0 b.L0
	vpxor	0(%rsi), %ymm15, %ymm15
	vmovdqu	%ymm15, 0(%rdi)
	vperm2i128	$0x20, %ymm3, %ymm2, %ymm15	// bytes 32..63: c.L0 d.L0
	vpxor	32(%rsi), %ymm15, %ymm15
	vmovdqu	%ymm15, 32(%rdi)
	cmpq	$1, %rdx	// block 1 exists?
	jbe	.Lrows2_clean
	vperm2i128	$0x31, %ymm1, %ymm0, %ymm15	// block 1, bytes 0..31: a.L1 b.L1
	vpxor	64(%rsi), %ymm15, %ymm15
	vmovdqu	%ymm15, 64(%rdi)
	vperm2i128	$0x31, %ymm3, %ymm2, %ymm15	// bytes 32..63: c.L1 d.L1
	vpxor	96(%rsi), %ymm15, %ymm15
	vmovdqu	%ymm15, 96(%rdi)
	jmp	.Lrows2_clean
.Lrows2_two_sets:
	vpaddd	.Lrows2_two(%rip), %ymm11, %ymm12	// row d of blocks 2..3: counter + 2 + j
	vmovdqa	%ymm8, %ymm4
	vmovdqa	%ymm9, %ymm5
	vmovdqa	%ymm10, %ymm6
	vmovdqa	%ymm12, %ymm7
	movl	$10, %eax
	.p2align 5
.Lrows2b_double_round:
	vpaddd	%ymm1, %ymm0, %ymm0	// a += b
	vpaddd	%ymm5, %ymm4, %ymm4
	vpxor	%ymm0, %ymm3, %ymm3	// d ^= a
	vpxor	%ymm4, %ymm7, %ymm7
	vpshufb	.Lc8x_rot16(%rip), %ymm3, %ymm3	// d <<<= 16
	vpshufb	.Lc8x_rot16(%rip), %ymm7, %ymm7
	vpaddd	%ymm3, %ymm2, %ymm2	// c += d
	vpaddd	%ymm7, %ymm6, %ymm6
	vpxor	%ymm2, %ymm1, %ymm1	// b ^= c
	vpxor	%ymm6, %ymm5, %ymm5
	vpslld	$12, %ymm1, %ymm13	// b <<<= 12
	vpslld	$12, %ymm5, %ymm14
	vpsrld	$20, %ymm1, %ymm1
	vpsrld	$20, %ymm5, %ymm5
	vpor	%ymm13, %ymm1, %ymm1
	vpor	%ymm14, %ymm5, %ymm5
	vpaddd	%ymm1, %ymm0, %ymm0	// a += b
	vpaddd	%ymm5, %ymm4, %ymm4
	vpxor	%ymm0, %ymm3, %ymm3	// d ^= a
	vpxor	%ymm4, %ymm7, %ymm7
	vpshufb	.Lc8x_rot8(%rip), %ymm3, %ymm3	// d <<<= 8
	vpshufb	.Lc8x_rot8(%rip), %ymm7, %ymm7
	vpaddd	%ymm3, %ymm2, %ymm2	// c += d
	vpaddd	%ymm7, %ymm6, %ymm6
	vpxor	%ymm2, %ymm1, %ymm1	// b ^= c
	vpxor	%ymm6, %ymm5, %ymm5
	vpslld	$7, %ymm1, %ymm13	// b <<<= 7
	vpslld	$7, %ymm5, %ymm14
	vpsrld	$25, %ymm1, %ymm1
	vpsrld	$25, %ymm5, %ymm5
	vpor	%ymm13, %ymm1, %ymm1
	vpor	%ymm14, %ymm5, %ymm5
	vpshufd	$0x39, %ymm1, %ymm1	// diagonals: rows b, c, d rotated left by 1, 2, 3 words
	vpshufd	$0x39, %ymm5, %ymm5
	vpshufd	$0x4e, %ymm2, %ymm2
	vpshufd	$0x93, %ymm3, %ymm3
	vpshufd	$0x4e, %ymm6, %ymm6
	vpshufd	$0x93, %ymm7, %ymm7
	vpaddd	%ymm1, %ymm0, %ymm0	// a += b
	vpaddd	%ymm5, %ymm4, %ymm4
	vpxor	%ymm0, %ymm3, %ymm3	// d ^= a
	vpxor	%ymm4, %ymm7, %ymm7
	vpshufb	.Lc8x_rot16(%rip), %ymm3, %ymm3	// d <<<= 16
	vpshufb	.Lc8x_rot16(%rip), %ymm7, %ymm7
	vpaddd	%ymm3, %ymm2, %ymm2	// c += d
	vpaddd	%ymm7, %ymm6, %ymm6
	vpxor	%ymm2, %ymm1, %ymm1	// b ^= c
	vpxor	%ymm6, %ymm5, %ymm5
	vpslld	$12, %ymm1, %ymm13	// b <<<= 12
	vpslld	$12, %ymm5, %ymm14
	vpsrld	$20, %ymm1, %ymm1
	vpsrld	$20, %ymm5, %ymm5
	vpor	%ymm13, %ymm1, %ymm1
	vpor	%ymm14, %ymm5, %ymm5
	vpaddd	%ymm1, %ymm0, %ymm0	// a += b
	vpaddd	%ymm5, %ymm4, %ymm4
	vpxor	%ymm0, %ymm3, %ymm3	// d ^= a
	vpxor	%ymm4, %ymm7, %ymm7
	vpshufb	.Lc8x_rot8(%rip), %ymm3, %ymm3	// d <<<= 8
	vpshufb	.Lc8x_rot8(%rip), %ymm7, %ymm7
	vpaddd	%ymm3, %ymm2, %ymm2	// c += d
	vpaddd	%ymm7, %ymm6, %ymm6
	vpxor	%ymm2, %ymm1, %ymm1	// b ^= c
	vpxor	%ymm6, %ymm5, %ymm5
	vpslld	$7, %ymm1, %ymm13	// b <<<= 7
	vpslld	$7, %ymm5, %ymm14
	vpsrld	$25, %ymm1, %ymm1
	vpsrld	$25, %ymm5, %ymm5
	vpor	%ymm13, %ymm1, %ymm1
	vpor	%ymm14, %ymm5, %ymm5
	vpshufd	$0x93, %ymm1, %ymm1	// back to columns
	vpshufd	$0x93, %ymm5, %ymm5
	vpshufd	$0x4e, %ymm2, %ymm2
	vpshufd	$0x39, %ymm3, %ymm3
	vpshufd	$0x4e, %ymm6, %ymm6
	vpshufd	$0x39, %ymm7, %ymm7
	decl	%eax
	jnz	.Lrows2b_double_round
	vpaddd	%ymm8, %ymm0, %ymm0	// feed-forward
	vpaddd	%ymm9, %ymm1, %ymm1
	vpaddd	%ymm10, %ymm2, %ymm2
	vpaddd	%ymm11, %ymm3, %ymm3
	vpaddd	%ymm8, %ymm4, %ymm4
	vpaddd	%ymm9, %ymm5, %ymm5
	vpaddd	%ymm10, %ymm6, %ymm6
	vpaddd	%ymm12, %ymm7, %ymm7
	vperm2i128	$0x20, %ymm1, %ymm0, %ymm15	// block 0, bytes 0..31: a.L0 b.L0
	vpxor	0(%rsi), %ymm15, %ymm15
	vmovdqu	%ymm15, 0(%rdi)
	vperm2i128	$0x20, %ymm3, %ymm2, %ymm15	// bytes 32..63: c.L0 d.L0
	vpxor	32(%rsi), %ymm15, %ymm15
	vmovdqu	%ymm15, 32(%rdi)
	cmpq	$1, %rdx	// block 1 exists?
	jbe	.Lrows2_clean
	vperm2i128	$0x31, %ymm1, %ymm0, %ymm15	// block 1, bytes 0..31: a.L1 b.L1
	vpxor	64(%rsi), %ymm15, %ymm15
	vmovdqu	%ymm15, 64(%rdi)
	vperm2i128	$0x31, %ymm3, %ymm2, %ymm15	// bytes 32..63: c.L1 d.L1
	vpxor	96(%rsi), %ymm15, %ymm15
	vmovdqu	%ymm15, 96(%rdi)
	cmpq	$2, %rdx	// block 2 exists?
	jbe	.Lrows2_clean
	vperm2i128	$0x20, %ymm5, %ymm4, %ymm15	// block 2, bytes 0..31: a.L0 b.L0
	vpxor	128(%rsi), %ymm15, %ymm15
	vmovdqu	%ymm15, 128(%rdi)
	vperm2i128	$0x20, %ymm7, %ymm6, %ymm15	// bytes 32..63: c.L0 d.L0
	vpxor	160(%rsi), %ymm15, %ymm15
	vmovdqu	%ymm15, 160(%rdi)
	cmpq	$3, %rdx	// block 3 exists?
	jbe	.Lrows2_clean
	vperm2i128	$0x31, %ymm5, %ymm4, %ymm15	// block 3, bytes 0..31: a.L1 b.L1
	vpxor	192(%rsi), %ymm15, %ymm15
	vmovdqu	%ymm15, 192(%rdi)
	vperm2i128	$0x31, %ymm7, %ymm6, %ymm15	// bytes 32..63: c.L1 d.L1
	vpxor	224(%rsi), %ymm15, %ymm15
	vmovdqu	%ymm15, 224(%rdi)
.Lrows2_clean:
	vzeroall	// leave no keystream in vector registers
.Lrows2_ret:
	ret
LIMB_END(limb_chacha20_rows_avx2)

#endif  // __x86_64__ && !LIMB_NO_ASM

LIMB_GNU_STACK
