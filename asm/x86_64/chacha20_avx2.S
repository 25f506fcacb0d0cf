// limb_chacha20_blocks_avx2: ChaCha20, x86-64 AVX2 (8 blocks in parallel, 256-bit registers).
// Twin: chacha20_blocks_g (symmetric/chacha20/chacha20_generic.cc); tests require
// identical output for every nblocks (symmetric/chacha20/chacha20_test.cc).
// Contract: see ChaCha20Kernels::blocks in symmetric/chacha20/chacha20.h, except
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
//   counters), CS[4] spilled x8..x11, A[16] rows after the feed-forward,
//   KS[512] keystream of the group. The frame is wiped before returning.
// Clobbers: rax rdx rsi rdi, ymm0-ymm11 (zeroed on exit), ymm12-ymm15, flags.
//   Callee-saved registers untouched (rbp saved and restored).
// Strategy: two quarter rounds interleaved; rotations by 16 and 8 are byte
//   shuffles (pshufb), by 12 and 7 shift/shift/or. The pair order (columns:
//   (0,1) then (2,3); diagonals: (0,1) then (2,3)) makes each round need one
//   swap of the x8..x11 pair. Output: 4x4 dword transposes, then vperm2i128 to join the 128-bit halves; each block is XORed
//   and stored only if it exists (nblocks is public).
// Measured (AMD EPYC Zen 5, 2026-11-30, ChaCha20/65536, LIMB_CPU=avx2): 2.39 GB/s vs
//   0.64 GB/s for the twin (LIMB_CPU=generic).
#include "asm/asm_common.h"

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

// Two ChaCha quarter rounds QR(a0, b0, c, d0) and QR(a1, b1, c', d1)
// (RFC 8439 §2.1) interleaved step by step, one block per 32-bit lane.
// Arguments are ymm numbers; c and c' are always ymm8 and ymm9 (the x8..x11
// pair that is in registers). Rotations by 16 and 8 are byte shuffles, by 12
// and 7 shift/shift/or through ymm10/ymm11.
.macro C8X_QR2 a0, a1, b0, b1, d0, d1
	vpaddd	%ymm\b0, %ymm\a0, %ymm\a0
	vpaddd	%ymm\b1, %ymm\a1, %ymm\a1
	vpxor	%ymm\a0, %ymm\d0, %ymm\d0
	vpxor	%ymm\a1, %ymm\d1, %ymm\d1
	vpshufb	.Lc8x_rot16(%rip), %ymm\d0, %ymm\d0
	vpshufb	.Lc8x_rot16(%rip), %ymm\d1, %ymm\d1
	vpaddd	%ymm\d0, %ymm8, %ymm8
	vpaddd	%ymm\d1, %ymm9, %ymm9
	vpxor	%ymm8, %ymm\b0, %ymm\b0
	vpxor	%ymm9, %ymm\b1, %ymm\b1
	vpslld	$12, %ymm\b0, %ymm10
	vpsrld	$20, %ymm\b0, %ymm\b0
	vpor	%ymm10, %ymm\b0, %ymm\b0
	vpslld	$12, %ymm\b1, %ymm11
	vpsrld	$20, %ymm\b1, %ymm\b1
	vpor	%ymm11, %ymm\b1, %ymm\b1
	vpaddd	%ymm\b0, %ymm\a0, %ymm\a0
	vpaddd	%ymm\b1, %ymm\a1, %ymm\a1
	vpxor	%ymm\a0, %ymm\d0, %ymm\d0
	vpxor	%ymm\a1, %ymm\d1, %ymm\d1
	vpshufb	.Lc8x_rot8(%rip), %ymm\d0, %ymm\d0
	vpshufb	.Lc8x_rot8(%rip), %ymm\d1, %ymm\d1
	vpaddd	%ymm\d0, %ymm8, %ymm8
	vpaddd	%ymm\d1, %ymm9, %ymm9
	vpxor	%ymm8, %ymm\b0, %ymm\b0
	vpxor	%ymm9, %ymm\b1, %ymm\b1
	vpslld	$7, %ymm\b0, %ymm10
	vpsrld	$25, %ymm\b0, %ymm\b0
	vpor	%ymm10, %ymm\b0, %ymm\b0
	vpslld	$7, %ymm\b1, %ymm11
	vpsrld	$25, %ymm\b1, %ymm\b1
	vpor	%ymm11, %ymm\b1, %ymm\b1
.endm

// Output, step 1: 4x4 dword transpose (per 128-bit lane) of the four
// words at off, off+32, off+64, off+96 (rsp), in place. Afterwards ymm k's
// slot, lane L, holds those four words of block 4L+k. Uses ymm0-ymm7.
.macro C8X_TRANSPOSE4 off
	vmovdqa	\off(%rsp), %ymm0
	vmovdqa	\off+32(%rsp), %ymm1
	vmovdqa	\off+64(%rsp), %ymm2
	vmovdqa	\off+96(%rsp), %ymm3
	vpunpckldq	%ymm1, %ymm0, %ymm4
	vpunpckhdq	%ymm1, %ymm0, %ymm5
	vpunpckldq	%ymm3, %ymm2, %ymm6
	vpunpckhdq	%ymm3, %ymm2, %ymm7
	vpunpcklqdq	%ymm6, %ymm4, %ymm0
	vpunpckhqdq	%ymm6, %ymm4, %ymm1
	vpunpcklqdq	%ymm7, %ymm5, %ymm2
	vpunpckhqdq	%ymm7, %ymm5, %ymm3
	vmovdqa	%ymm0, \off(%rsp)
	vmovdqa	%ymm1, \off+32(%rsp)
	vmovdqa	%ymm2, \off+64(%rsp)
	vmovdqa	%ymm3, \off+96(%rsp)
.endm
// Output, step 2 for one k: join the 128-bit halves of the transposed
// slots A[k], A[4+k], A[8+k], A[12+k] at src, src+128, src+256, src+384
// into block k (lane 0 of each, 64 bytes at dst) and block 4+k (lane 1,
// at dst+256). Uses ymm0-ymm7.
.macro C8X_JOIN src, dst
	vmovdqa	\src(%rsp), %ymm0
	vmovdqa	\src+128(%rsp), %ymm1
	vmovdqa	\src+256(%rsp), %ymm2
	vmovdqa	\src+384(%rsp), %ymm3
	vperm2i128	$0x20, %ymm1, %ymm0, %ymm4
	vperm2i128	$0x20, %ymm3, %ymm2, %ymm5
	vperm2i128	$0x31, %ymm1, %ymm0, %ymm6
	vperm2i128	$0x31, %ymm3, %ymm2, %ymm7
	vmovdqa	%ymm4, \dst(%rsp)
	vmovdqa	%ymm5, \dst+32(%rsp)
	vmovdqa	%ymm6, \dst+256(%rsp)
	vmovdqa	%ymm7, \dst+288(%rsp)
.endm

// out = in ^ keystream for block b (64 bytes; keystream at 1152+64b(rsp)),
// unless block b does not exist (b >= rdx): then skip to .Lc8x_stored (the
// later blocks do not exist either; nblocks is public). Uses ymm0.
.macro C8X_XORSTORE_IF b
	cmpq	$\b, %rdx
	jbe	.Lc8x_stored
	vmovdqu	64*\b(%rsi), %ymm0
	vpxor	1152+64*\b(%rsp), %ymm0, %ymm0
	vmovdqu	%ymm0, 64*\b(%rdi)
	vmovdqu	64*\b+32(%rsi), %ymm0
	vpxor	1152+64*\b+32(%rsp), %ymm0, %ymm0
	vmovdqu	%ymm0, 64*\b+32(%rdi)
.endm

LIMB_ENTRY(limb_chacha20_blocks_avx2)
	testq	%rdx, %rdx
	jz	.Lc8x_ret
	LIMB_PUSH(rbp)
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
	subq	$1664, %rsp
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
	C8X_QR2	0, 1,  4, 5,  12, 13
	// Swap the x8..x11 pair: x8, x9 out; x10, x11 in.
	vmovdqa	%ymm8, 512(%rsp)
	vmovdqa	%ymm9, 544(%rsp)
	vmovdqa	576(%rsp), %ymm8
	vmovdqa	608(%rsp), %ymm9
	// QR pair: words (2,6,10,14) and (3,7,11,15)
	C8X_QR2	2, 3,  6, 7,  14, 15
	// Diagonal round (x10, x11 are still in registers 8, 9).
	// QR pair: words (0,5,10,15) and (1,6,11,12)
	C8X_QR2	0, 1,  5, 6,  15, 12
	// Swap back: x10, x11 out; x8, x9 in.
	vmovdqa	%ymm8, 576(%rsp)
	vmovdqa	%ymm9, 608(%rsp)
	vmovdqa	512(%rsp), %ymm8
	vmovdqa	544(%rsp), %ymm9
	// QR pair: words (2,7,8,13) and (3,4,9,14)
	C8X_QR2	2, 3,  7, 4,  13, 14
	decl	%eax
	jnz	.Lc8x_double_round

	// Feed-forward; afterwards register i holds x[i] for every i.
	vpaddd	0(%rsp), %ymm0, %ymm0
	vpaddd	32(%rsp), %ymm1, %ymm1
	vpaddd	64(%rsp), %ymm2, %ymm2
	vpaddd	96(%rsp), %ymm3, %ymm3
	vpaddd	128(%rsp), %ymm4, %ymm4
	vpaddd	160(%rsp), %ymm5, %ymm5
	vpaddd	192(%rsp), %ymm6, %ymm6
	vpaddd	224(%rsp), %ymm7, %ymm7
	vpaddd	256(%rsp), %ymm8, %ymm8
	vpaddd	288(%rsp), %ymm9, %ymm9
	vpaddd	384(%rsp), %ymm12, %ymm12
	vpaddd	416(%rsp), %ymm13, %ymm13
	vpaddd	448(%rsp), %ymm14, %ymm14
	vpaddd	480(%rsp), %ymm15, %ymm15
	vmovdqa	576(%rsp), %ymm10
	vpaddd	320(%rsp), %ymm10, %ymm10
	vmovdqa	608(%rsp), %ymm11
	vpaddd	352(%rsp), %ymm11, %ymm11
	vmovdqa	%ymm0, 640(%rsp)
	vmovdqa	%ymm1, 672(%rsp)
	vmovdqa	%ymm2, 704(%rsp)
	vmovdqa	%ymm3, 736(%rsp)
	vmovdqa	%ymm4, 768(%rsp)
	vmovdqa	%ymm5, 800(%rsp)
	vmovdqa	%ymm6, 832(%rsp)
	vmovdqa	%ymm7, 864(%rsp)
	vmovdqa	%ymm8, 896(%rsp)
	vmovdqa	%ymm9, 928(%rsp)
	vmovdqa	%ymm10, 960(%rsp)
	vmovdqa	%ymm11, 992(%rsp)
	vmovdqa	%ymm12, 1024(%rsp)
	vmovdqa	%ymm13, 1056(%rsp)
	vmovdqa	%ymm14, 1088(%rsp)
	vmovdqa	%ymm15, 1120(%rsp)

	// Transpose 4x4 dwords (per 128-bit lane) for each group of four words.
	C8X_TRANSPOSE4	640	// words 0..3
	C8X_TRANSPOSE4	768	// words 4..7
	C8X_TRANSPOSE4	896	// words 8..11
	C8X_TRANSPOSE4	1024	// words 12..15
	// Join 128-bit halves: block k = A[k].L0 A[4+k].L0 A[8+k].L0 A[12+k].L0,
	// block 4+k the same with L1.
	C8X_JOIN	640, 1152
	C8X_JOIN	672, 1216
	C8X_JOIN	704, 1280
	C8X_JOIN	736, 1344

	// out = in ^ keystream for each block that exists (block b iff b < rdx).
	C8X_XORSTORE_IF	0
	C8X_XORSTORE_IF	1
	C8X_XORSTORE_IF	2
	C8X_XORSTORE_IF	3
	C8X_XORSTORE_IF	4
	C8X_XORSTORE_IF	5
	C8X_XORSTORE_IF	6
	C8X_XORSTORE_IF	7
.Lc8x_stored:
	// Next group: lane counters += 8.
	vmovdqa	384(%rsp), %ymm0
	vpaddd	.Lc8x_nb(%rip), %ymm0, %ymm0
	vmovdqa	%ymm0, 384(%rsp)
	addq	$512, %rsi
	addq	$512, %rdi
	subq	$8, %rdx
	ja	.Lc8x_group	// CAUTION: ja reads CF and ZF of the subq (unsigned rdx > 8)

	// Wipe the frame (input words, state, keystream) and the registers.
	vpxor	%ymm0, %ymm0, %ymm0
	.irp	q, 0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, \
		384, 416, 448, 480, 512, 544, 576, 608, 640, 672, 704, 736, \
		768, 800, 832, 864, 896, 928, 960, 992, 1024, 1056, 1088, \
		1120, 1152, 1184, 1216, 1248, 1280, 1312, 1344, 1376, 1408, \
		1440, 1472, 1504, 1536, 1568, 1600, 1632
	vmovdqa	%ymm0, \q(%rsp)
	.endr
	vzeroall
	leave
	.cfi_def_cfa %rsp, 8
.Lc8x_ret:
	ret
LIMB_END(limb_chacha20_blocks_avx2)

#endif  // __x86_64__ && !LIMB_NO_ASM

LIMB_GNU_STACK
