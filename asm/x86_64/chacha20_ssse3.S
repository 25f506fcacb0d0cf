// limb_chacha20_blocks_ssse3: ChaCha20, x86-64 SSSE3 (4 blocks in parallel, 128-bit registers).
// Twin: chacha20_blocks_g (symmetric/chacha20/chacha20_generic.cc); tests require
// identical output for every nblocks (symmetric/chacha20/chacha20_test.cc).
// Contract: see ChaCha20Kernels::blocks in symmetric/chacha20/chacha20.h, except
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
// Measured (AMD EPYC Zen 5, 2026-11-30, ChaCha20/65536, LIMB_CPU=ssse3): 1.23 GB/s vs
//   0.64 GB/s for the twin (LIMB_CPU=generic).
#include "asm/asm_common.h"

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

// Two ChaCha quarter rounds QR(a0, b0, c, d0) and QR(a1, b1, c', d1)
// (RFC 8439 §2.1) interleaved step by step, one block per 32-bit lane.
// Arguments are xmm numbers; c and c' are always xmm8 and xmm9 (the x8..x11
// pair that is in registers). Rotations by 16 and 8 are byte shuffles, by 12
// and 7 copy/shift/shift/or through xmm10/xmm11.
.macro C4X_QR2 a0, a1, b0, b1, d0, d1
	paddd	%xmm\b0, %xmm\a0
	paddd	%xmm\b1, %xmm\a1
	pxor	%xmm\a0, %xmm\d0
	pxor	%xmm\a1, %xmm\d1
	pshufb	.Lc4x_rot16(%rip), %xmm\d0
	pshufb	.Lc4x_rot16(%rip), %xmm\d1
	paddd	%xmm\d0, %xmm8
	paddd	%xmm\d1, %xmm9
	pxor	%xmm8, %xmm\b0
	pxor	%xmm9, %xmm\b1
	movdqa	%xmm\b0, %xmm10
	pslld	$12, %xmm10
	psrld	$20, %xmm\b0
	por	%xmm10, %xmm\b0
	movdqa	%xmm\b1, %xmm11
	pslld	$12, %xmm11
	psrld	$20, %xmm\b1
	por	%xmm11, %xmm\b1
	paddd	%xmm\b0, %xmm\a0
	paddd	%xmm\b1, %xmm\a1
	pxor	%xmm\a0, %xmm\d0
	pxor	%xmm\a1, %xmm\d1
	pshufb	.Lc4x_rot8(%rip), %xmm\d0
	pshufb	.Lc4x_rot8(%rip), %xmm\d1
	paddd	%xmm\d0, %xmm8
	paddd	%xmm\d1, %xmm9
	pxor	%xmm8, %xmm\b0
	pxor	%xmm9, %xmm\b1
	movdqa	%xmm\b0, %xmm10
	pslld	$7, %xmm10
	psrld	$25, %xmm\b0
	por	%xmm10, %xmm\b0
	movdqa	%xmm\b1, %xmm11
	pslld	$7, %xmm11
	psrld	$25, %xmm\b1
	por	%xmm11, %xmm\b1
.endm

// Output: 4x4 dword transpose of the four words at src, src+16, src+32,
// src+48 (rsp); register k then holds those words of block k, stored at
// dst+64k (the block-ordered keystream). Uses xmm0-xmm7.
.macro C4X_TRANSPOSE4 src, dst
	movdqa	\src(%rsp), %xmm0
	movdqa	\src+16(%rsp), %xmm1
	movdqa	\src+32(%rsp), %xmm2
	movdqa	\src+48(%rsp), %xmm3
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
	movdqa	%xmm0, \dst(%rsp)
	movdqa	%xmm1, \dst+64(%rsp)
	movdqa	%xmm2, \dst+128(%rsp)
	movdqa	%xmm3, \dst+192(%rsp)
.endm
// out = in ^ keystream for block b (64 bytes; keystream at 576+64b(rsp)),
// unless block b does not exist (b >= rdx): then skip to .Lc4x_stored (the
// later blocks do not exist either; nblocks is public). Uses xmm0.
.macro C4X_XORSTORE_IF b
	cmpq	$\b, %rdx
	jbe	.Lc4x_stored
	movdqu	64*\b(%rsi), %xmm0
	pxor	576+64*\b(%rsp), %xmm0
	movdqu	%xmm0, 64*\b(%rdi)
	movdqu	64*\b+16(%rsi), %xmm0
	pxor	576+64*\b+16(%rsp), %xmm0
	movdqu	%xmm0, 64*\b+16(%rdi)
	movdqu	64*\b+32(%rsi), %xmm0
	pxor	576+64*\b+32(%rsp), %xmm0
	movdqu	%xmm0, 64*\b+32(%rdi)
	movdqu	64*\b+48(%rsi), %xmm0
	pxor	576+64*\b+48(%rsp), %xmm0
	movdqu	%xmm0, 64*\b+48(%rdi)
.endm

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
	C4X_QR2	0, 1,  4, 5,  12, 13
	// Swap the x8..x11 pair: x8, x9 out; x10, x11 in.
	movdqa	%xmm8, 256(%rsp)
	movdqa	%xmm9, 272(%rsp)
	movdqa	288(%rsp), %xmm8
	movdqa	304(%rsp), %xmm9
	// QR pair: words (2,6,10,14) and (3,7,11,15)
	C4X_QR2	2, 3,  6, 7,  14, 15
	// Diagonal round (x10, x11 are still in registers 8, 9).
	// QR pair: words (0,5,10,15) and (1,6,11,12)
	C4X_QR2	0, 1,  5, 6,  15, 12
	// Swap back: x10, x11 out; x8, x9 in.
	movdqa	%xmm8, 288(%rsp)
	movdqa	%xmm9, 304(%rsp)
	movdqa	256(%rsp), %xmm8
	movdqa	272(%rsp), %xmm9
	// QR pair: words (2,7,8,13) and (3,4,9,14)
	C4X_QR2	2, 3,  7, 4,  13, 14
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
	C4X_TRANSPOSE4	320, 576	// words 0..3
	C4X_TRANSPOSE4	384, 592	// words 4..7
	C4X_TRANSPOSE4	448, 608	// words 8..11
	C4X_TRANSPOSE4	512, 624	// words 12..15

	// out = in ^ keystream for each block that exists (block b iff b < rdx).
	C4X_XORSTORE_IF	0
	C4X_XORSTORE_IF	1
	C4X_XORSTORE_IF	2
	C4X_XORSTORE_IF	3
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
	.irp	q, 0, 16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, \
		208, 224, 240, 256, 272, 288, 304, 320, 336, 352, 368, 384, \
		400, 416, 432, 448, 464, 480, 496, 512, 528, 544, 560, 576, \
		592, 608, 624, 640, 656, 672, 688, 704, 720, 736, 752, 768, \
		784, 800, 816
	movdqa	%xmm0, \q(%rsp)
	.endr
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

// Two scalar ChaCha quarter rounds QR(a0, b0, c, d0) and QR(a1, b1, c', d1)
// (RFC 8439 §2.1) interleaved step by step; a*, b*, d* are 32-bit registers,
// c and c' are always r13d and r14d (the pair of x8..x11 in registers).
.macro C1S_QR2 a0, a1, b0, b1, d0, d1
	addl	\b0, \a0
	addl	\b1, \a1
	xorl	\a0, \d0
	xorl	\a1, \d1
	roll	$16, \d0
	roll	$16, \d1
	addl	\d0, %r13d
	addl	\d1, %r14d
	xorl	%r13d, \b0
	xorl	%r14d, \b1
	roll	$12, \b0
	roll	$12, \b1
	addl	\b0, \a0
	addl	\b1, \a1
	xorl	\a0, \d0
	xorl	\a1, \d1
	roll	$8, \d0
	roll	$8, \d1
	addl	\d0, %r13d
	addl	\d1, %r14d
	xorl	%r13d, \b0
	xorl	%r14d, \b1
	roll	$7, \b0
	roll	$7, \b1
.endm

// limb_chacha20_block1_x86_64: ChaCha20, one block at a time, in general-purpose
// registers (x86-64 baseline). Twin: chacha20_blocks_g; tests require identical
// output for every nblocks. Contract: as limb_chacha20_blocks_ssse3 (in MUST NOT
// be null). Used by every x86-64 table for a lone block, where latency is all
// that counts: the four quarter rounds of a round are independent chains of 12
// one-cycle ALU operations (add, xor, rol), and general-purpose registers have
// no lane shuffles between the column and the diagonal round. The row-vector
// kernels measured before it (SSSE3, and AVX-512VL with vprold; removed) have the same 12-step chain
// per round, but SIMD add/xor/rotate take 2 cycles each on Zen 5 (measured:
// chains of vpaddd/vpxor/vprold run at ~2 cycles per step, add/rol at ~1).
// Measured (Zen 5, 2026-11-30, CPU time, loaded machine): see chacha20_dispatch.cc.
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
// legacy SSE, which runs slower in that state (sha256_shani.S: 1.75x). The
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
	C1S_QR2	%eax, %ebx,  %esi, %edi,  %r9d, %r10d
	// Swap the c words: x8, x9 out; x10, x11 in.
	movl	%r13d, 48(%rsp)
	movl	%r14d, 52(%rsp)
	movl	56(%rsp), %r13d
	movl	60(%rsp), %r14d
	// QR(2,6,10,14) and QR(3,7,11,15) with x10 = r13d, x11 = r14d.
	C1S_QR2	%ecx, %edx,  %ebp, %r8d,  %r11d, %r12d
	// Diagonal round: QR(0,5,10,15) and QR(1,6,11,12), x10/x11 still in r13d/r14d.
	C1S_QR2	%eax, %ebx,  %edi, %ebp,  %r12d, %r9d
	// Swap back: x10, x11 out; x8, x9 in.
	movl	%r13d, 56(%rsp)
	movl	%r14d, 60(%rsp)
	movl	48(%rsp), %r13d
	movl	52(%rsp), %r14d
	// QR(2,7,8,13) and QR(3,4,9,14) with x8 = r13d, x9 = r14d.
	C1S_QR2	%ecx, %edx,  %r8d, %esi,  %r10d, %r11d
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
