// limb_chacha20_blocks_ssse3: ChaCha20, x86-64 SSSE3 (4 blocks in parallel, 128-bit registers).
// Twin: chacha20_blocks_g (symmetric/chacha20/chacha20_generic.cc); tests require
// identical output for every nblocks (symmetric/chacha20/chacha20_test.cc).
// Contract: see ChaCha20Kernels::blocks in symmetric/chacha20/chacha20_internal.h, except
// that in MUST NOT be null (the dispatcher turns a null in into zeros, in place).
// Selected by chacha20_dispatch.cc when cpu.ssse3 (and no AVX2); a final lone block goes
// to limb_chacha20_block1_x86_64 (chacha20_ssse3.S) instead.
// C:   void limb_chacha20_blocks_ssse3(uint8_t* out, const uint8_t* in, size_t nblocks,
//                 const uint32_t key[8], const uint32_t counter_nonce[4]);
// ABI: SysV AMD64. In: rdi=out rsi=in rdx=nblocks rcx=key r8=counter_nonce. Out: none.
// Register map: xmm0-7 = state words x0..x7, xmm12-15 = x12..x15 (one register
//   per word, lane j = block j of the group of 4); x8..x11 live two at a time in
//   xmm8/xmm9, the other two in stack slots (16 registers are not enough for
//   16 words plus temporaries); xmm10/xmm11 = rotation temporaries;
//   eax = double-round counter; rdx = blocks left (the last group may be partial).
// Stack (rbp frame, 16-byte aligned): INIT[16] input words (x12 = per-lane
//   counters), CS[4] spilled x8..x11, A[16] rows after the feed-forward,
//   KS[256] keystream of the group. The frame is wiped before returning.
// Clobbers: rax rdx rsi rdi, xmm0-xmm11 (zeroed on exit), xmm12-xmm15, flags.
//   Callee-saved registers untouched (rbp saved and restored).
// Strategy: two quarter rounds interleaved; rotations by 16 and 8 are byte
//   shuffles (pshufb), by 12 and 7 shift/shift/or. The pair order (columns:
//   (0,1) then (2,3); diagonals: (0,1) then (2,3)) makes each round need one
//   swap of the x8..x11 pair. Output: 4x4 dword transposes; each block is XORed
//   and stored only if it exists (nblocks is public).
// Measured: chacha_bench limb/ChaCha20/65536 against openssl/ and sodium/ (tools/speed.sh
//   --cpu ssse3 --filter '^ChaCha20/'); figures in benchmarks/RESULTS.md, "chacha20_ssse3.S".
#include "limb/asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

	.section .rodata
	.p2align 5
.Lc4x_rot16:	// pshufb mask: rotate each dword left by 16
	.byte 2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13
	.byte 2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13
.Lc4x_rot8:	// pshufb mask: rotate each dword left by 8
	.byte 3, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10, 15, 12, 13, 14
	.byte 3, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10, 15, 12, 13, 14
.Lc4x_iota:
	.long 0, 1, 2, 3, 4, 5, 6, 7
.Lc4x_nb:
	.long 4, 4, 4, 4, 4, 4, 4, 4
.Lc4x_sigma:
	.long 0x61707865, 0x3320646e, 0x79622d32, 0x6b206574  // "expand 32-byte k"

LIMB_ENTRY(limb_chacha20_blocks_ssse3)
	testq	%rdx, %rdx
	jz	.Lc4x_ret
	LIMB_PUSH(rbp)
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
	subq	$832, %rsp
	andq	$-16, %rsp

	// INIT[i] = input word i in every lane; INIT[12] = counter_nonce[0] + lane.
	movdqu	.Lc4x_sigma(%rip), %xmm4	// sigma
	pshufd	$0x00, %xmm4, %xmm0
	movdqa	%xmm0, 0(%rsp)
	pshufd	$0x55, %xmm4, %xmm0
	movdqa	%xmm0, 16(%rsp)
	pshufd	$0xaa, %xmm4, %xmm0
	movdqa	%xmm0, 32(%rsp)
	pshufd	$0xff, %xmm4, %xmm0
	movdqa	%xmm0, 48(%rsp)
	movdqu	(%rcx), %xmm4	// key lo
	pshufd	$0x00, %xmm4, %xmm0
	movdqa	%xmm0, 64(%rsp)
	pshufd	$0x55, %xmm4, %xmm0
	movdqa	%xmm0, 80(%rsp)
	pshufd	$0xaa, %xmm4, %xmm0
	movdqa	%xmm0, 96(%rsp)
	pshufd	$0xff, %xmm4, %xmm0
	movdqa	%xmm0, 112(%rsp)
	movdqu	16(%rcx), %xmm4	// key hi
	pshufd	$0x00, %xmm4, %xmm0
	movdqa	%xmm0, 128(%rsp)
	pshufd	$0x55, %xmm4, %xmm0
	movdqa	%xmm0, 144(%rsp)
	pshufd	$0xaa, %xmm4, %xmm0
	movdqa	%xmm0, 160(%rsp)
	pshufd	$0xff, %xmm4, %xmm0
	movdqa	%xmm0, 176(%rsp)
	movdqu	(%r8), %xmm4	// ctr/nonce
	pshufd	$0x00, %xmm4, %xmm0
	paddd	.Lc4x_iota(%rip), %xmm0
	movdqa	%xmm0, 192(%rsp)
	pshufd	$0x55, %xmm4, %xmm0
	movdqa	%xmm0, 208(%rsp)
	pshufd	$0xaa, %xmm4, %xmm0
	movdqa	%xmm0, 224(%rsp)
	pshufd	$0xff, %xmm4, %xmm0
	movdqa	%xmm0, 240(%rsp)

.Lc4x_group:
	// Load the state; x8, x9 in registers, x10, x11 in CS.
	movdqa	0(%rsp), %xmm0
	movdqa	16(%rsp), %xmm1
	movdqa	32(%rsp), %xmm2
	movdqa	48(%rsp), %xmm3
	movdqa	64(%rsp), %xmm4
	movdqa	80(%rsp), %xmm5
	movdqa	96(%rsp), %xmm6
	movdqa	112(%rsp), %xmm7
	movdqa	192(%rsp), %xmm12
	movdqa	208(%rsp), %xmm13
	movdqa	224(%rsp), %xmm14
	movdqa	240(%rsp), %xmm15
	movdqa	128(%rsp), %xmm8
	movdqa	144(%rsp), %xmm9
	movdqa	160(%rsp), %xmm10
	movdqa	%xmm10, 288(%rsp)
	movdqa	176(%rsp), %xmm11
	movdqa	%xmm11, 304(%rsp)
	movl	$10, %eax
	.p2align 4
.Lc4x_double_round:
	// Column round.
	// QR pair: words (0,4,8,12) and (1,5,9,13)
	paddd	%xmm4, %xmm0
	paddd	%xmm5, %xmm1
	pxor	%xmm0, %xmm12
	pxor	%xmm1, %xmm13
	pshufb	.Lc4x_rot16(%rip), %xmm12
	pshufb	.Lc4x_rot16(%rip), %xmm13
	paddd	%xmm12, %xmm8
	paddd	%xmm13, %xmm9
	pxor	%xmm8, %xmm4
	pxor	%xmm9, %xmm5
	movdqa	%xmm4, %xmm10
	pslld	$12, %xmm10
	psrld	$20, %xmm4
	por	%xmm10, %xmm4
	movdqa	%xmm5, %xmm11
	pslld	$12, %xmm11
	psrld	$20, %xmm5
	por	%xmm11, %xmm5
	paddd	%xmm4, %xmm0
	paddd	%xmm5, %xmm1
	pxor	%xmm0, %xmm12
	pxor	%xmm1, %xmm13
	pshufb	.Lc4x_rot8(%rip), %xmm12
	pshufb	.Lc4x_rot8(%rip), %xmm13
	paddd	%xmm12, %xmm8
	paddd	%xmm13, %xmm9
	pxor	%xmm8, %xmm4
	pxor	%xmm9, %xmm5
	movdqa	%xmm4, %xmm10
	pslld	$7, %xmm10
	psrld	$25, %xmm4
	por	%xmm10, %xmm4
	movdqa	%xmm5, %xmm11
	pslld	$7, %xmm11
	psrld	$25, %xmm5
	por	%xmm11, %xmm5
	// Swap the x8..x11 pair: x8, x9 out; x10, x11 in.
	movdqa	%xmm8, 256(%rsp)
	movdqa	%xmm9, 272(%rsp)
	movdqa	288(%rsp), %xmm8
	movdqa	304(%rsp), %xmm9
	// QR pair: words (2,6,10,14) and (3,7,11,15)
	paddd	%xmm6, %xmm2
	paddd	%xmm7, %xmm3
	pxor	%xmm2, %xmm14
	pxor	%xmm3, %xmm15
	pshufb	.Lc4x_rot16(%rip), %xmm14
	pshufb	.Lc4x_rot16(%rip), %xmm15
	paddd	%xmm14, %xmm8
	paddd	%xmm15, %xmm9
	pxor	%xmm8, %xmm6
	pxor	%xmm9, %xmm7
	movdqa	%xmm6, %xmm10
	pslld	$12, %xmm10
	psrld	$20, %xmm6
	por	%xmm10, %xmm6
	movdqa	%xmm7, %xmm11
	pslld	$12, %xmm11
	psrld	$20, %xmm7
	por	%xmm11, %xmm7
	paddd	%xmm6, %xmm2
	paddd	%xmm7, %xmm3
	pxor	%xmm2, %xmm14
	pxor	%xmm3, %xmm15
	pshufb	.Lc4x_rot8(%rip), %xmm14
	pshufb	.Lc4x_rot8(%rip), %xmm15
	paddd	%xmm14, %xmm8
	paddd	%xmm15, %xmm9
	pxor	%xmm8, %xmm6
	pxor	%xmm9, %xmm7
	movdqa	%xmm6, %xmm10
	pslld	$7, %xmm10
	psrld	$25, %xmm6
	por	%xmm10, %xmm6
	movdqa	%xmm7, %xmm11
	pslld	$7, %xmm11
	psrld	$25, %xmm7
	por	%xmm11, %xmm7
	// Diagonal round (x10, x11 are still in registers 8, 9).
	// QR pair: words (0,5,10,15) and (1,6,11,12)
	paddd	%xmm5, %xmm0
	paddd	%xmm6, %xmm1
	pxor	%xmm0, %xmm15
	pxor	%xmm1, %xmm12
	pshufb	.Lc4x_rot16(%rip), %xmm15
	pshufb	.Lc4x_rot16(%rip), %xmm12
	paddd	%xmm15, %xmm8
	paddd	%xmm12, %xmm9
	pxor	%xmm8, %xmm5
	pxor	%xmm9, %xmm6
	movdqa	%xmm5, %xmm10
	pslld	$12, %xmm10
	psrld	$20, %xmm5
	por	%xmm10, %xmm5
	movdqa	%xmm6, %xmm11
	pslld	$12, %xmm11
	psrld	$20, %xmm6
	por	%xmm11, %xmm6
	paddd	%xmm5, %xmm0
	paddd	%xmm6, %xmm1
	pxor	%xmm0, %xmm15
	pxor	%xmm1, %xmm12
	pshufb	.Lc4x_rot8(%rip), %xmm15
	pshufb	.Lc4x_rot8(%rip), %xmm12
	paddd	%xmm15, %xmm8
	paddd	%xmm12, %xmm9
	pxor	%xmm8, %xmm5
	pxor	%xmm9, %xmm6
	movdqa	%xmm5, %xmm10
	pslld	$7, %xmm10
	psrld	$25, %xmm5
	por	%xmm10, %xmm5
	movdqa	%xmm6, %xmm11
	pslld	$7, %xmm11
	psrld	$25, %xmm6
	por	%xmm11, %xmm6
	// Swap back: x10, x11 out; x8, x9 in.
	movdqa	%xmm8, 288(%rsp)
	movdqa	%xmm9, 304(%rsp)
	movdqa	256(%rsp), %xmm8
	movdqa	272(%rsp), %xmm9
	// QR pair: words (2,7,8,13) and (3,4,9,14)
	paddd	%xmm7, %xmm2
	paddd	%xmm4, %xmm3
	pxor	%xmm2, %xmm13
	pxor	%xmm3, %xmm14
	pshufb	.Lc4x_rot16(%rip), %xmm13
	pshufb	.Lc4x_rot16(%rip), %xmm14
	paddd	%xmm13, %xmm8
	paddd	%xmm14, %xmm9
	pxor	%xmm8, %xmm7
	pxor	%xmm9, %xmm4
	movdqa	%xmm7, %xmm10
	pslld	$12, %xmm10
	psrld	$20, %xmm7
	por	%xmm10, %xmm7
	movdqa	%xmm4, %xmm11
	pslld	$12, %xmm11
	psrld	$20, %xmm4
	por	%xmm11, %xmm4
	paddd	%xmm7, %xmm2
	paddd	%xmm4, %xmm3
	pxor	%xmm2, %xmm13
	pxor	%xmm3, %xmm14
	pshufb	.Lc4x_rot8(%rip), %xmm13
	pshufb	.Lc4x_rot8(%rip), %xmm14
	paddd	%xmm13, %xmm8
	paddd	%xmm14, %xmm9
	pxor	%xmm8, %xmm7
	pxor	%xmm9, %xmm4
	movdqa	%xmm7, %xmm10
	pslld	$7, %xmm10
	psrld	$25, %xmm7
	por	%xmm10, %xmm7
	movdqa	%xmm4, %xmm11
	pslld	$7, %xmm11
	psrld	$25, %xmm4
	por	%xmm11, %xmm4
	decl	%eax
	jnz	.Lc4x_double_round

	// Feed-forward; afterwards register i holds x[i] for every i.
	paddd	0(%rsp), %xmm0
	paddd	16(%rsp), %xmm1
	paddd	32(%rsp), %xmm2
	paddd	48(%rsp), %xmm3
	paddd	64(%rsp), %xmm4
	paddd	80(%rsp), %xmm5
	paddd	96(%rsp), %xmm6
	paddd	112(%rsp), %xmm7
	paddd	128(%rsp), %xmm8
	paddd	144(%rsp), %xmm9
	paddd	192(%rsp), %xmm12
	paddd	208(%rsp), %xmm13
	paddd	224(%rsp), %xmm14
	paddd	240(%rsp), %xmm15
	movdqa	288(%rsp), %xmm10
	paddd	160(%rsp), %xmm10
	movdqa	304(%rsp), %xmm11
	paddd	176(%rsp), %xmm11
	movdqa	%xmm0, 320(%rsp)
	movdqa	%xmm1, 336(%rsp)
	movdqa	%xmm2, 352(%rsp)
	movdqa	%xmm3, 368(%rsp)
	movdqa	%xmm4, 384(%rsp)
	movdqa	%xmm5, 400(%rsp)
	movdqa	%xmm6, 416(%rsp)
	movdqa	%xmm7, 432(%rsp)
	movdqa	%xmm8, 448(%rsp)
	movdqa	%xmm9, 464(%rsp)
	movdqa	%xmm10, 480(%rsp)
	movdqa	%xmm11, 496(%rsp)
	movdqa	%xmm12, 512(%rsp)
	movdqa	%xmm13, 528(%rsp)
	movdqa	%xmm14, 544(%rsp)
	movdqa	%xmm15, 560(%rsp)

	// Transpose 4x4 dwords (per 128-bit lane) for each group of four words.
	movdqa	320(%rsp), %xmm0
	movdqa	336(%rsp), %xmm1
	movdqa	352(%rsp), %xmm2
	movdqa	368(%rsp), %xmm3
	movdqa	%xmm0, %xmm4
	punpckldq	%xmm1, %xmm4
	movdqa	%xmm0, %xmm5
	punpckhdq	%xmm1, %xmm5
	movdqa	%xmm2, %xmm6
	punpckldq	%xmm3, %xmm6
	movdqa	%xmm2, %xmm7
	punpckhdq	%xmm3, %xmm7
	movdqa	%xmm4, %xmm0
	punpcklqdq	%xmm6, %xmm0
	movdqa	%xmm4, %xmm1
	punpckhqdq	%xmm6, %xmm1
	movdqa	%xmm5, %xmm2
	punpcklqdq	%xmm7, %xmm2
	movdqa	%xmm5, %xmm3
	punpckhqdq	%xmm7, %xmm3
	// xmm k = words 0..3 of block k
	movdqa	%xmm0, 576(%rsp)
	movdqa	%xmm1, 640(%rsp)
	movdqa	%xmm2, 704(%rsp)
	movdqa	%xmm3, 768(%rsp)
	movdqa	384(%rsp), %xmm0
	movdqa	400(%rsp), %xmm1
	movdqa	416(%rsp), %xmm2
	movdqa	432(%rsp), %xmm3
	movdqa	%xmm0, %xmm4
	punpckldq	%xmm1, %xmm4
	movdqa	%xmm0, %xmm5
	punpckhdq	%xmm1, %xmm5
	movdqa	%xmm2, %xmm6
	punpckldq	%xmm3, %xmm6
	movdqa	%xmm2, %xmm7
	punpckhdq	%xmm3, %xmm7
	movdqa	%xmm4, %xmm0
	punpcklqdq	%xmm6, %xmm0
	movdqa	%xmm4, %xmm1
	punpckhqdq	%xmm6, %xmm1
	movdqa	%xmm5, %xmm2
	punpcklqdq	%xmm7, %xmm2
	movdqa	%xmm5, %xmm3
	punpckhqdq	%xmm7, %xmm3
	// xmm k = words 4..7 of block k
	movdqa	%xmm0, 592(%rsp)
	movdqa	%xmm1, 656(%rsp)
	movdqa	%xmm2, 720(%rsp)
	movdqa	%xmm3, 784(%rsp)
	movdqa	448(%rsp), %xmm0
	movdqa	464(%rsp), %xmm1
	movdqa	480(%rsp), %xmm2
	movdqa	496(%rsp), %xmm3
	movdqa	%xmm0, %xmm4
	punpckldq	%xmm1, %xmm4
	movdqa	%xmm0, %xmm5
	punpckhdq	%xmm1, %xmm5
	movdqa	%xmm2, %xmm6
	punpckldq	%xmm3, %xmm6
	movdqa	%xmm2, %xmm7
	punpckhdq	%xmm3, %xmm7
	movdqa	%xmm4, %xmm0
	punpcklqdq	%xmm6, %xmm0
	movdqa	%xmm4, %xmm1
	punpckhqdq	%xmm6, %xmm1
	movdqa	%xmm5, %xmm2
	punpcklqdq	%xmm7, %xmm2
	movdqa	%xmm5, %xmm3
	punpckhqdq	%xmm7, %xmm3
	// xmm k = words 8..11 of block k
	movdqa	%xmm0, 608(%rsp)
	movdqa	%xmm1, 672(%rsp)
	movdqa	%xmm2, 736(%rsp)
	movdqa	%xmm3, 800(%rsp)
	movdqa	512(%rsp), %xmm0
	movdqa	528(%rsp), %xmm1
	movdqa	544(%rsp), %xmm2
	movdqa	560(%rsp), %xmm3
	movdqa	%xmm0, %xmm4
	punpckldq	%xmm1, %xmm4
	movdqa	%xmm0, %xmm5
	punpckhdq	%xmm1, %xmm5
	movdqa	%xmm2, %xmm6
	punpckldq	%xmm3, %xmm6
	movdqa	%xmm2, %xmm7
	punpckhdq	%xmm3, %xmm7
	movdqa	%xmm4, %xmm0
	punpcklqdq	%xmm6, %xmm0
	movdqa	%xmm4, %xmm1
	punpckhqdq	%xmm6, %xmm1
	movdqa	%xmm5, %xmm2
	punpcklqdq	%xmm7, %xmm2
	movdqa	%xmm5, %xmm3
	punpckhqdq	%xmm7, %xmm3
	// xmm k = words 12..15 of block k
	movdqa	%xmm0, 624(%rsp)
	movdqa	%xmm1, 688(%rsp)
	movdqa	%xmm2, 752(%rsp)
	movdqa	%xmm3, 816(%rsp)

	// out = in ^ keystream for each block that exists (block b iff b < rdx).
	cmpq	$0, %rdx
	jbe	.Lc4x_stored
	movdqu	0(%rsi), %xmm0
	pxor	576(%rsp), %xmm0
	movdqu	%xmm0, 0(%rdi)
	movdqu	16(%rsi), %xmm0
	pxor	592(%rsp), %xmm0
	movdqu	%xmm0, 16(%rdi)
	movdqu	32(%rsi), %xmm0
	pxor	608(%rsp), %xmm0
	movdqu	%xmm0, 32(%rdi)
	movdqu	48(%rsi), %xmm0
	pxor	624(%rsp), %xmm0
	movdqu	%xmm0, 48(%rdi)
	cmpq	$1, %rdx
	jbe	.Lc4x_stored
	movdqu	64(%rsi), %xmm0
	pxor	640(%rsp), %xmm0
	movdqu	%xmm0, 64(%rdi)
	movdqu	80(%rsi), %xmm0
	pxor	656(%rsp), %xmm0
	movdqu	%xmm0, 80(%rdi)
	movdqu	96(%rsi), %xmm0
	pxor	672(%rsp), %xmm0
	movdqu	%xmm0, 96(%rdi)
	movdqu	112(%rsi), %xmm0
	pxor	688(%rsp), %xmm0
	movdqu	%xmm0, 112(%rdi)
	cmpq	$2, %rdx
	jbe	.Lc4x_stored
	movdqu	128(%rsi), %xmm0
	pxor	704(%rsp), %xmm0
	movdqu	%xmm0, 128(%rdi)
	movdqu	144(%rsi), %xmm0
	pxor	720(%rsp), %xmm0
	movdqu	%xmm0, 144(%rdi)
	movdqu	160(%rsi), %xmm0
	pxor	736(%rsp), %xmm0
	movdqu	%xmm0, 160(%rdi)
	movdqu	176(%rsi), %xmm0
	pxor	752(%rsp), %xmm0
	movdqu	%xmm0, 176(%rdi)
	cmpq	$3, %rdx
	jbe	.Lc4x_stored
	movdqu	192(%rsi), %xmm0
	pxor	768(%rsp), %xmm0
	movdqu	%xmm0, 192(%rdi)
	movdqu	208(%rsi), %xmm0
	pxor	784(%rsp), %xmm0
	movdqu	%xmm0, 208(%rdi)
	movdqu	224(%rsi), %xmm0
	pxor	800(%rsp), %xmm0
	movdqu	%xmm0, 224(%rdi)
	movdqu	240(%rsi), %xmm0
	pxor	816(%rsp), %xmm0
	movdqu	%xmm0, 240(%rdi)
.Lc4x_stored:
	// Next group: lane counters += 4.
	movdqa	192(%rsp), %xmm0
	paddd	.Lc4x_nb(%rip), %xmm0
	movdqa	%xmm0, 192(%rsp)
	addq	$256, %rsi
	addq	$256, %rdi
	subq	$4, %rdx
	ja	.Lc4x_group	// CAUTION: ja reads CF and ZF of the subq (unsigned rdx > 4)

	// Wipe the frame (input words, state, keystream) and the registers.
	pxor	%xmm0, %xmm0
	movdqa	%xmm0, 0(%rsp)
	movdqa	%xmm0, 16(%rsp)
	movdqa	%xmm0, 32(%rsp)
	movdqa	%xmm0, 48(%rsp)
	movdqa	%xmm0, 64(%rsp)
	movdqa	%xmm0, 80(%rsp)
	movdqa	%xmm0, 96(%rsp)
	movdqa	%xmm0, 112(%rsp)
	movdqa	%xmm0, 128(%rsp)
	movdqa	%xmm0, 144(%rsp)
	movdqa	%xmm0, 160(%rsp)
	movdqa	%xmm0, 176(%rsp)
	movdqa	%xmm0, 192(%rsp)
	movdqa	%xmm0, 208(%rsp)
	movdqa	%xmm0, 224(%rsp)
	movdqa	%xmm0, 240(%rsp)
	movdqa	%xmm0, 256(%rsp)
	movdqa	%xmm0, 272(%rsp)
	movdqa	%xmm0, 288(%rsp)
	movdqa	%xmm0, 304(%rsp)
	movdqa	%xmm0, 320(%rsp)
	movdqa	%xmm0, 336(%rsp)
	movdqa	%xmm0, 352(%rsp)
	movdqa	%xmm0, 368(%rsp)
	movdqa	%xmm0, 384(%rsp)
	movdqa	%xmm0, 400(%rsp)
	movdqa	%xmm0, 416(%rsp)
	movdqa	%xmm0, 432(%rsp)
	movdqa	%xmm0, 448(%rsp)
	movdqa	%xmm0, 464(%rsp)
	movdqa	%xmm0, 480(%rsp)
	movdqa	%xmm0, 496(%rsp)
	movdqa	%xmm0, 512(%rsp)
	movdqa	%xmm0, 528(%rsp)
	movdqa	%xmm0, 544(%rsp)
	movdqa	%xmm0, 560(%rsp)
	movdqa	%xmm0, 576(%rsp)
	movdqa	%xmm0, 592(%rsp)
	movdqa	%xmm0, 608(%rsp)
	movdqa	%xmm0, 624(%rsp)
	movdqa	%xmm0, 640(%rsp)
	movdqa	%xmm0, 656(%rsp)
	movdqa	%xmm0, 672(%rsp)
	movdqa	%xmm0, 688(%rsp)
	movdqa	%xmm0, 704(%rsp)
	movdqa	%xmm0, 720(%rsp)
	movdqa	%xmm0, 736(%rsp)
	movdqa	%xmm0, 752(%rsp)
	movdqa	%xmm0, 768(%rsp)
	movdqa	%xmm0, 784(%rsp)
	movdqa	%xmm0, 800(%rsp)
	movdqa	%xmm0, 816(%rsp)
	pxor	%xmm1, %xmm1
	pxor	%xmm2, %xmm2
	pxor	%xmm3, %xmm3
	pxor	%xmm4, %xmm4
	pxor	%xmm5, %xmm5
	pxor	%xmm6, %xmm6
	pxor	%xmm7, %xmm7
	pxor	%xmm8, %xmm8
	pxor	%xmm9, %xmm9
	pxor	%xmm10, %xmm10
	pxor	%xmm11, %xmm11
	leave
	.cfi_def_cfa %rsp, 8
.Lc4x_ret:
	ret
LIMB_END(limb_chacha20_blocks_ssse3)

// limb_chacha20_block1_x86_64: ChaCha20, one block at a time, in general-purpose
// registers (x86-64 baseline). Twin: chacha20_blocks_g; tests require identical
// output for every nblocks. Contract: as limb_chacha20_blocks_ssse3 (in MUST NOT
// be null). Used by every x86-64 table for a lone block, where latency is all
// that counts: the four quarter rounds of a round are independent chains of 12
// one-cycle ALU operations (add, xor, rol), and general-purpose registers have
// no lane shuffles between the column and the diagonal round. A row-vector
// kernel has the same 12-step chain per round, but SIMD add/xor/rotate take 2
// cycles each on Zen 5 (add/rol 1).
// Measured: chacha_bench limb/ChaCha20/64 (one block) against openssl/ and sodium/
// (tools/speed.sh --filter '^ChaCha20/64$'); figures in benchmarks/RESULTS.md, "Lone
// ChaCha20 blocks" and "chacha20_ssse3.S".
// C:   void limb_chacha20_block1_x86_64(uint8_t* out, const uint8_t* in, size_t nblocks,
//                                       const uint32_t key[8], const uint32_t counter_nonce[4]);
// ABI: SysV AMD64. In: rdi=out rsi=in rdx=nblocks rcx=key r8=counter_nonce. Out: none.
// Register map (state word xi): x0..x3 = eax ebx ecx edx, x4..x7 = esi edi ebp r8d,
//   x12..x15 = r9d r10d r11d r12d; of x8..x11 two live in r13d/r14d and two in
//   the frame (swapped between the two halves of each round: x8/x9 in registers
//   for the column round's first half and the diagonal round's second half);
//   r15d = double-round counter.
// Frame (after the six pushes): 0 out, 8 in, 16 blocks left, 24 key, 32
//   counter_nonce, 40 block counter (word 12), 48..63 x8..x11 (wiped on exit).
// Clobbers: rax rcx rdx rsi rdi r8-r11 (state registers zeroed on exit), flags.
//   rbx rbp r12-r15 saved and restored.
//
// limb_chacha20_block1_x86_64_avx: the same kernel entered through VZEROUPPER, for
// the AVX2 and AVX-512 tables, so that they return with the upper vector state
// clean even when a caller left it dirty: limb's C++ around the kernels is
// legacy SSE, which runs slower in that state (see sha256_shani.S). The
// upper halves are caller-saved in the SysV ABI, so clearing them is free;
// asm/vector_state/vector_state_test.cc checks the clean return.
LIMB_ENTRY(limb_chacha20_block1_x86_64_avx)
	vzeroupper
	jmp	.Lc1s_body
LIMB_END(limb_chacha20_block1_x86_64_avx)

LIMB_ENTRY(limb_chacha20_block1_x86_64)
.Lc1s_body:
	testq	%rdx, %rdx
	jz	.Lc1s_ret
	LIMB_PUSH_CALLEE
	subq	$64, %rsp
	.cfi_adjust_cfa_offset 64
	movq	%rdi, 0(%rsp)
	movq	%rsi, 8(%rsp)
	movq	%rdx, 16(%rsp)
	movq	%rcx, 24(%rsp)
	movq	%r8, 32(%rsp)
	movl	(%r8), %eax
	movl	%eax, 40(%rsp)
.Lc1s_block:
	// Load the state: key words x4..x11 (x10, x11 to the frame), counter and
	// nonce x12..x15, then the constants x0..x3.
	movq	24(%rsp), %r15
	movl	0(%r15), %esi
	movl	4(%r15), %edi
	movl	8(%r15), %ebp
	movl	12(%r15), %r8d
	movl	16(%r15), %r13d
	movl	20(%r15), %r14d
	movl	24(%r15), %eax
	movl	%eax, 56(%rsp)
	movl	28(%r15), %eax
	movl	%eax, 60(%rsp)
	movq	32(%rsp), %r15
	movl	40(%rsp), %r9d
	movl	4(%r15), %r10d
	movl	8(%r15), %r11d
	movl	12(%r15), %r12d
	movl	$0x61707865, %eax	// "expand 32-byte k"
	movl	$0x3320646e, %ebx
	movl	$0x79622d32, %ecx
	movl	$0x6b206574, %edx
	movl	$10, %r15d
	.p2align 4
.Lc1s_double_round:
	// Column round, x0..x3 += x4..x7 etc.: QR(0,4,8,12) and QR(1,5,9,13) with
	// x8 = r13d, x9 = r14d.
	addl	%esi, %eax
	addl	%edi, %ebx
	xorl	%eax, %r9d
	xorl	%ebx, %r10d
	roll	$16, %r9d
	roll	$16, %r10d
	addl	%r9d, %r13d
	addl	%r10d, %r14d
	xorl	%r13d, %esi
	xorl	%r14d, %edi
	roll	$12, %esi
	roll	$12, %edi
	addl	%esi, %eax
	addl	%edi, %ebx
	xorl	%eax, %r9d
	xorl	%ebx, %r10d
	roll	$8, %r9d
	roll	$8, %r10d
	addl	%r9d, %r13d
	addl	%r10d, %r14d
	xorl	%r13d, %esi
	xorl	%r14d, %edi
	roll	$7, %esi
	roll	$7, %edi
	// Swap the c words: x8, x9 out; x10, x11 in.
	movl	%r13d, 48(%rsp)
	movl	%r14d, 52(%rsp)
	movl	56(%rsp), %r13d
	movl	60(%rsp), %r14d
	// QR(2,6,10,14) and QR(3,7,11,15) with x10 = r13d, x11 = r14d.
	addl	%ebp, %ecx
	addl	%r8d, %edx
	xorl	%ecx, %r11d
	xorl	%edx, %r12d
	roll	$16, %r11d
	roll	$16, %r12d
	addl	%r11d, %r13d
	addl	%r12d, %r14d
	xorl	%r13d, %ebp
	xorl	%r14d, %r8d
	roll	$12, %ebp
	roll	$12, %r8d
	addl	%ebp, %ecx
	addl	%r8d, %edx
	xorl	%ecx, %r11d
	xorl	%edx, %r12d
	roll	$8, %r11d
	roll	$8, %r12d
	addl	%r11d, %r13d
	addl	%r12d, %r14d
	xorl	%r13d, %ebp
	xorl	%r14d, %r8d
	roll	$7, %ebp
	roll	$7, %r8d
	// Diagonal round: QR(0,5,10,15) and QR(1,6,11,12), x10/x11 still in r13d/r14d.
	addl	%edi, %eax
	addl	%ebp, %ebx
	xorl	%eax, %r12d
	xorl	%ebx, %r9d
	roll	$16, %r12d
	roll	$16, %r9d
	addl	%r12d, %r13d
	addl	%r9d, %r14d
	xorl	%r13d, %edi
	xorl	%r14d, %ebp
	roll	$12, %edi
	roll	$12, %ebp
	addl	%edi, %eax
	addl	%ebp, %ebx
	xorl	%eax, %r12d
	xorl	%ebx, %r9d
	roll	$8, %r12d
	roll	$8, %r9d
	addl	%r12d, %r13d
	addl	%r9d, %r14d
	xorl	%r13d, %edi
	xorl	%r14d, %ebp
	roll	$7, %edi
	roll	$7, %ebp
	// Swap back: x10, x11 out; x8, x9 in.
	movl	%r13d, 56(%rsp)
	movl	%r14d, 60(%rsp)
	movl	48(%rsp), %r13d
	movl	52(%rsp), %r14d
	// QR(2,7,8,13) and QR(3,4,9,14) with x8 = r13d, x9 = r14d.
	addl	%r8d, %ecx
	addl	%esi, %edx
	xorl	%ecx, %r10d
	xorl	%edx, %r11d
	roll	$16, %r10d
	roll	$16, %r11d
	addl	%r10d, %r13d
	addl	%r11d, %r14d
	xorl	%r13d, %r8d
	xorl	%r14d, %esi
	roll	$12, %r8d
	roll	$12, %esi
	addl	%r8d, %ecx
	addl	%esi, %edx
	xorl	%ecx, %r10d
	xorl	%edx, %r11d
	roll	$8, %r10d
	roll	$8, %r11d
	addl	%r10d, %r13d
	addl	%r11d, %r14d
	xorl	%r13d, %r8d
	xorl	%r14d, %esi
	roll	$7, %r8d
	roll	$7, %esi
	decl	%r15d
	jnz	.Lc1s_double_round

	// Feed-forward and out = in ^ block. Row a first (frees eax..edx).
	addl	$0x61707865, %eax
	addl	$0x3320646e, %ebx
	addl	$0x79622d32, %ecx
	addl	$0x6b206574, %edx
	movq	8(%rsp), %r15		// in
	xorl	0(%r15), %eax
	xorl	4(%r15), %ebx
	xorl	8(%r15), %ecx
	xorl	12(%r15), %edx
	movq	0(%rsp), %r15		// out
	movl	%eax, 0(%r15)
	movl	%ebx, 4(%r15)
	movl	%ecx, 8(%r15)
	movl	%edx, 12(%r15)
	// Rows b, c, d: x4..x9 in registers, x10/x11 from the frame into ecx/edx.
	movq	24(%rsp), %rax		// key
	addl	0(%rax), %esi
	addl	4(%rax), %edi
	addl	8(%rax), %ebp
	addl	12(%rax), %r8d
	addl	16(%rax), %r13d
	addl	20(%rax), %r14d
	movl	56(%rsp), %ecx
	addl	24(%rax), %ecx
	movl	60(%rsp), %edx
	addl	28(%rax), %edx
	movq	32(%rsp), %rax		// counter_nonce
	addl	40(%rsp), %r9d
	addl	4(%rax), %r10d
	addl	8(%rax), %r11d
	addl	12(%rax), %r12d
	movq	8(%rsp), %rax		// in
	movq	0(%rsp), %rbx		// out
	xorl	16(%rax), %esi
	xorl	20(%rax), %edi
	xorl	24(%rax), %ebp
	xorl	28(%rax), %r8d
	xorl	32(%rax), %r13d
	xorl	36(%rax), %r14d
	xorl	40(%rax), %ecx
	xorl	44(%rax), %edx
	xorl	48(%rax), %r9d
	xorl	52(%rax), %r10d
	xorl	56(%rax), %r11d
	xorl	60(%rax), %r12d
	movl	%esi, 16(%rbx)
	movl	%edi, 20(%rbx)
	movl	%ebp, 24(%rbx)
	movl	%r8d, 28(%rbx)
	movl	%r13d, 32(%rbx)
	movl	%r14d, 36(%rbx)
	movl	%ecx, 40(%rbx)
	movl	%edx, 44(%rbx)
	movl	%r9d, 48(%rbx)
	movl	%r10d, 52(%rbx)
	movl	%r11d, 56(%rbx)
	movl	%r12d, 60(%rbx)
	// Next block: in, out += 64; counter += 1 (the caller guarantees no wrap).
	addq	$64, 8(%rsp)
	addq	$64, 0(%rsp)
	incl	40(%rsp)
	decq	16(%rsp)
	jnz	.Lc1s_block

	// Leave no keystream behind: the frame's x8..x11 and the caller-saved
	// state registers (the callee-saved ones get the caller's values back).
	xorl	%eax, %eax
	movq	%rax, 48(%rsp)
	movq	%rax, 56(%rsp)
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	xorl	%edi, %edi
	xorl	%r8d, %r8d
	xorl	%r9d, %r9d
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	addq	$64, %rsp
	.cfi_adjust_cfa_offset -64
	LIMB_POP_CALLEE
.Lc1s_ret:
	ret
LIMB_END(limb_chacha20_block1_x86_64)

#endif  // __x86_64__ && !LIMB_NO_ASM

LIMB_GNU_STACK
