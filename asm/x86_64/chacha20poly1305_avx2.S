// limb_chacha20poly1305_seal_avx2, limb_chacha20poly1305_open_avx2: the stitched
// ChaCha20-Poly1305 bulk, x86-64 AVX2 + BMI2 (eight ChaCha20 blocks in ymm
// registers beside scalar base 2^64 Poly1305 with MULX, one instruction stream).
// C:   void limb_chacha20poly1305_seal_avx2(uint8_t* out, const uint8_t* in, size_t nblocks,
//          const uint32_t key[8], const uint32_t counter_nonce[4], limb::Poly1305State* st);
//      void limb_chacha20poly1305_open_avx2(... the same ...);
// Contract: AeadStitchKernels::seal / open (symmetric/chacha20poly1305/
//   chacha20poly1305_internal.h), all of it: any nblocks (0 included), out == in
//   allowed, unaligned in/out, st->h limbs equal to poly1305_blocks_g's (h2 <= 4
//   in and out), st->pow and st->pow_ready untouched.
// Twins: aead_seal_blocks_g / aead_open_blocks_g (chacha20poly1305_generic.cc);
//   chacha20poly1305_test (KernelsMatchTwins, every AEAD test per table) and
//   aead_abi_test require identical out and h limbs.
// Selected by chacha20poly1305_dispatch.cc ("x86_64_avx2"): runs when cpu.avx2 &&
//   cpu.bmi2 (no ADX: the Poly1305 sums are ADD/ADC chains); chosen only without
//   AVX-512, where the separate AVX-512 ChaCha20 and IFMA Poly1305 passes are faster.
// ABI: SysV AMD64. In: rdi=out rsi=in rdx=nblocks rcx=key r8=counter_nonce r9=st.
//   Out: none. State offsets: h0 0, h1 8, h2 16, r0 24, r1 32.
// Register map: ymm0-7 = state words x0..x7, ymm12-15 = x12..x15 (one word per
//   register, lane j = block j of the group of 8); x8..x11 two at a time in
//   ymm8/ymm9, the other two in stack slots; ymm10/ymm11 = rotation temporaries.
//   r10/r11/r12 = h0/h1/h2, rbx:rcx = d0, r9:r8 = d1 (hi:lo), rdx = MULX's
//   source; r0, r1 and s1 = r1 + r1/4 are memory operands (R0, R1, S1);
//   r14 = next Poly1305 block, r15 = ChaCha20 blocks left, r13d = double-round
//   counter (Poly1305 blocks left in the unstitched loop), rax = st; rbp = frame.
// Stack (rbp frame, 32-byte aligned): INIT[16] input words (x12 = lane counters),
//   spill slots for x8..x11, A[16] state after the feed-forward, KS[512] keystream
//   of a partial group, R0/R1/S1. Wiped before returning.
// Clobbers: rax rcx rdx rsi rdi r8-r11, ymm0-ymm15 (zeroed on exit: vzeroall), flags.
//   rbx rbp r12-r15 saved and restored.
// Strategy: a group is 8 blocks (512 bytes, 32 Poly1305 blocks). In each of the
//   first 8 double rounds of a stitched group, four Poly1305 blocks (the
//   twin's arithmetic, as poly1305_mulx.S) are interleaved instruction by
//   instruction with the vector code; the last 2 double rounds are plain.
//   Seal absorbs the previous group's ciphertext while computing the next group
//   (group 0 runs plain), and the last group's ciphertext after it is stored.
//   Open absorbs each full group's ciphertext during its own rounds, before
//   that group's output is stored (so out == in is safe); a last group of 1..7
//   blocks is absorbed first and then computed with plain rounds. Lane counters
//   past the last block may wrap; those lanes are never stored.
//   Only nblocks decides branches and addresses (constant time).
// CAUTION: the vector instructions leave the flags alone, so the Poly1305 carry
//   chains (ADD/ADC) may be split by them; lea and dec keep CF where noted.
// Measured: speed --filter 'ChaCha20Poly1305(Seal|Open)/(1024|8192|16384)$' --cpu avx2;
//   figures in benchmarks/RESULTS.md, "chacha20poly1305_avx2.S".
#include "limb/asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

	.section .rodata
	.p2align 5
.Lcp8_rot16:	// pshufb mask: rotate each dword left by 16
	.byte 2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13
	.byte 2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13
.Lcp8_rot8:	// pshufb mask: rotate each dword left by 8
	.byte 3, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10, 15, 12, 13, 14
	.byte 3, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10, 15, 12, 13, 14
.Lcp8_iota:
	.long 0, 1, 2, 3, 4, 5, 6, 7
.Lcp8_eight:
	.long 8, 8, 8, 8, 8, 8, 8, 8
.Lcp8_sigma:
	.long 0x61707865, 0x3320646e, 0x79622d32, 0x6b206574  // "expand 32-byte k"

LIMB_ENTRY(limb_chacha20poly1305_seal_avx2)
	testq	%rdx, %rdx
	jz	.Lseal_ret	// nblocks == 0: h unchanged (public length)
	LIMB_PUSH_CALLEE
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
	subq	$1696, %rsp
	andq	$-32, %rsp
	movq	%rdx, %r15	// blocks left
	movq	%r9, %rax	// st (kept in a register: a reloaded pointer would look like a secret address)
	movq	0(%r9), %r10	// h0
	movq	8(%r9), %r11	// h1
	movq	16(%r9), %r12	// h2
	movq	24(%r9), %rdx
	movq	%rdx, 1664(%rsp)	// R0 = r0
	movq	32(%r9), %rdx
	movq	%rdx, 1672(%rsp)	// R1 = r1
	movq	%rdx, %rbx
	shrq	$2, %rbx
	addq	%rdx, %rbx	// s1 = r1 + r1/4 (< 2^61)
	movq	%rbx, 1680(%rsp)	// S1
	// INIT[i] = input word i in every lane; INIT[12] = counter_nonce[0] + lane.
	vpbroadcastd	.Lcp8_sigma+0(%rip), %ymm0
	vmovdqa	%ymm0, 0(%rsp)
	vpbroadcastd	.Lcp8_sigma+4(%rip), %ymm0
	vmovdqa	%ymm0, 32(%rsp)
	vpbroadcastd	.Lcp8_sigma+8(%rip), %ymm0
	vmovdqa	%ymm0, 64(%rsp)
	vpbroadcastd	.Lcp8_sigma+12(%rip), %ymm0
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
	vpaddd	.Lcp8_iota(%rip), %ymm0, %ymm0
	vmovdqa	%ymm0, 384(%rsp)
	vpbroadcastd	4(%r8), %ymm0
	vmovdqa	%ymm0, 416(%rsp)
	vpbroadcastd	8(%r8), %ymm0
	vmovdqa	%ymm0, 448(%rsp)
	vpbroadcastd	12(%r8), %ymm0
	vmovdqa	%ymm0, 480(%rsp)
	movq	%rdi, %r14	// Poly1305 trails the output by one group
	jmp	.Lseal_plain	// group 0: no ciphertext to absorb yet

.Lseal_stitched:
	// A full group follows a full group: absorb the previous group's 32 blocks
	// of ciphertext (r14) during the first 8 double rounds.
	// Load the state: x0..x7, x12..x15, x8, x9 in registers; x10, x11 in CS.
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
	movl	$8, %r13d
	.p2align 4
.Lseal_dr_stitched:
	// One double round with four Poly1305 blocks interleaved (flags belong to
	// the Poly1305 chain; the vector instructions never touch them).
	// columns (0,4,8,12) and (1,5,9,13)
	vpaddd	%ymm4, %ymm0, %ymm0	// a += b
	vpaddd	%ymm5, %ymm1, %ymm1
	addq	0(%r14), %r10	// Poly1305: h += m + 2^128
	vpxor	%ymm0, %ymm12, %ymm12	// d ^= a
	adcq	8(%r14), %r11
	vpxor	%ymm1, %ymm13, %ymm13
	adcq	$1, %r12	// h2 <= 6
	vpshufb	.Lcp8_rot16(%rip), %ymm12, %ymm12	// d <<<= 16
	leaq	16(%r14), %r14	// CAUTION: lea keeps flags (none live)
	vpshufb	.Lcp8_rot16(%rip), %ymm13, %ymm13
	movq	%r10, %rdx
	vpaddd	%ymm12, %ymm8, %ymm8	// c += d
	mulx	1664(%rsp), %rbx, %rcx	// rcx:rbx = d0 = h0*r0
	vpaddd	%ymm13, %ymm9, %ymm9
	mulx	1672(%rsp), %r8, %r9	// r9:r8 = d1 = h0*r1
	vpxor	%ymm8, %ymm4, %ymm4	// b ^= c
	movq	%r11, %rdx
	vpxor	%ymm9, %ymm5, %ymm5
	mulx	1680(%rsp), %r10, %r11	// h1*s1
	vpslld	$12, %ymm4, %ymm10	// b <<<= 12
	addq	%r10, %rbx	// d0 += h1*s1 (< 2^126: no carry out)
	vpsrld	$20, %ymm4, %ymm4
	adcq	%r11, %rcx
	vpor	%ymm10, %ymm4, %ymm4
	vpslld	$12, %ymm5, %ymm11
	mulx	1664(%rsp), %r10, %r11	// h1*r0
	vpsrld	$20, %ymm5, %ymm5
	addq	%r10, %r8	// d1 += h1*r0
	vpor	%ymm11, %ymm5, %ymm5
	adcq	%r11, %r9
	vpaddd	%ymm4, %ymm0, %ymm0	// a += b
	movq	%r12, %rdx
	vpaddd	%ymm5, %ymm1, %ymm1
	imulq	1680(%rsp), %rdx	// h2*s1 < 2^63
	vpxor	%ymm0, %ymm12, %ymm12	// d ^= a
	addq	%rdx, %r8	// d1 += h2*s1
	vpxor	%ymm1, %ymm13, %ymm13
	adcq	$0, %r9
	vpshufb	.Lcp8_rot8(%rip), %ymm12, %ymm12	// d <<<= 8
	imulq	1664(%rsp), %r12	// d2 = h2*r0
	vpshufb	.Lcp8_rot8(%rip), %ymm13, %ymm13
	addq	%rcx, %r8	// carry d0 -> d1
	vpaddd	%ymm12, %ymm8, %ymm8	// c += d
	adcq	$0, %r9
	vpaddd	%ymm13, %ymm9, %ymm9
	addq	%r9, %r12	// carry d1 -> d2 (d2 < 2^64)
	vpxor	%ymm8, %ymm4, %ymm4	// b ^= c
	vpxor	%ymm9, %ymm5, %ymm5
	movq	%rbx, %r10	// h0 = lo(d0)
	vpslld	$7, %ymm4, %ymm10	// b <<<= 7
	movq	%r8, %r11	// h1 = lo(d1)
	vpsrld	$25, %ymm4, %ymm4
	movq	%r12, %rcx	// c = d2 & ~3, h2 = d2 & 3, h += c + c/4
	vpor	%ymm10, %ymm4, %ymm4
	andq	$-4, %rcx
	vpslld	$7, %ymm5, %ymm11
	andq	$3, %r12
	vpsrld	$25, %ymm5, %ymm5
	addq	%rcx, %r10
	vpor	%ymm11, %ymm5, %ymm5
	adcq	$0, %r11
	// x8, x9 out; x10, x11 in
	adcq	$0, %r12
	vmovdqa	%ymm8, 512(%rsp)
	shrq	$2, %rcx
	vmovdqa	%ymm9, 544(%rsp)
	addq	%rcx, %r10
	vmovdqa	576(%rsp), %ymm8
	adcq	$0, %r11
	vmovdqa	608(%rsp), %ymm9
	adcq	$0, %r12	// h2 <= 4
	// columns (2,6,10,14) and (3,7,11,15)
	vpaddd	%ymm6, %ymm2, %ymm2	// a += b
	addq	0(%r14), %r10	// Poly1305: h += m + 2^128
	vpaddd	%ymm7, %ymm3, %ymm3
	adcq	8(%r14), %r11
	vpxor	%ymm2, %ymm14, %ymm14	// d ^= a
	adcq	$1, %r12	// h2 <= 6
	vpxor	%ymm3, %ymm15, %ymm15
	leaq	16(%r14), %r14	// CAUTION: lea keeps flags (none live)
	vpshufb	.Lcp8_rot16(%rip), %ymm14, %ymm14	// d <<<= 16
	movq	%r10, %rdx
	vpshufb	.Lcp8_rot16(%rip), %ymm15, %ymm15
	mulx	1664(%rsp), %rbx, %rcx	// rcx:rbx = d0 = h0*r0
	vpaddd	%ymm14, %ymm8, %ymm8	// c += d
	mulx	1672(%rsp), %r8, %r9	// r9:r8 = d1 = h0*r1
	vpaddd	%ymm15, %ymm9, %ymm9
	movq	%r11, %rdx
	vpxor	%ymm8, %ymm6, %ymm6	// b ^= c
	mulx	1680(%rsp), %r10, %r11	// h1*s1
	vpxor	%ymm9, %ymm7, %ymm7
	addq	%r10, %rbx	// d0 += h1*s1 (< 2^126: no carry out)
	vpslld	$12, %ymm6, %ymm10	// b <<<= 12
	adcq	%r11, %rcx
	vpsrld	$20, %ymm6, %ymm6
	mulx	1664(%rsp), %r10, %r11	// h1*r0
	vpor	%ymm10, %ymm6, %ymm6
	addq	%r10, %r8	// d1 += h1*r0
	vpslld	$12, %ymm7, %ymm11
	adcq	%r11, %r9
	vpsrld	$20, %ymm7, %ymm7
	movq	%r12, %rdx
	vpor	%ymm11, %ymm7, %ymm7
	imulq	1680(%rsp), %rdx	// h2*s1 < 2^63
	addq	%rdx, %r8	// d1 += h2*s1
	vpaddd	%ymm6, %ymm2, %ymm2	// a += b
	adcq	$0, %r9
	vpaddd	%ymm7, %ymm3, %ymm3
	imulq	1664(%rsp), %r12	// d2 = h2*r0
	vpxor	%ymm2, %ymm14, %ymm14	// d ^= a
	addq	%rcx, %r8	// carry d0 -> d1
	vpxor	%ymm3, %ymm15, %ymm15
	adcq	$0, %r9
	vpshufb	.Lcp8_rot8(%rip), %ymm14, %ymm14	// d <<<= 8
	addq	%r9, %r12	// carry d1 -> d2 (d2 < 2^64)
	vpshufb	.Lcp8_rot8(%rip), %ymm15, %ymm15
	movq	%rbx, %r10	// h0 = lo(d0)
	vpaddd	%ymm14, %ymm8, %ymm8	// c += d
	movq	%r8, %r11	// h1 = lo(d1)
	vpaddd	%ymm15, %ymm9, %ymm9
	movq	%r12, %rcx	// c = d2 & ~3, h2 = d2 & 3, h += c + c/4
	vpxor	%ymm8, %ymm6, %ymm6	// b ^= c
	andq	$-4, %rcx
	vpxor	%ymm9, %ymm7, %ymm7
	andq	$3, %r12
	vpslld	$7, %ymm6, %ymm10	// b <<<= 7
	addq	%rcx, %r10
	vpsrld	$25, %ymm6, %ymm6
	adcq	$0, %r11
	vpor	%ymm10, %ymm6, %ymm6
	adcq	$0, %r12
	vpslld	$7, %ymm7, %ymm11
	shrq	$2, %rcx
	vpsrld	$25, %ymm7, %ymm7
	addq	%rcx, %r10
	vpor	%ymm11, %ymm7, %ymm7
	adcq	$0, %r11
	adcq	$0, %r12	// h2 <= 4
	// diagonals (0,5,10,15) and (1,6,11,12)
	vpaddd	%ymm5, %ymm0, %ymm0	// a += b
	vpaddd	%ymm6, %ymm1, %ymm1
	addq	0(%r14), %r10	// Poly1305: h += m + 2^128
	vpxor	%ymm0, %ymm15, %ymm15	// d ^= a
	adcq	8(%r14), %r11
	vpxor	%ymm1, %ymm12, %ymm12
	adcq	$1, %r12	// h2 <= 6
	vpshufb	.Lcp8_rot16(%rip), %ymm15, %ymm15	// d <<<= 16
	leaq	16(%r14), %r14	// CAUTION: lea keeps flags (none live)
	vpshufb	.Lcp8_rot16(%rip), %ymm12, %ymm12
	movq	%r10, %rdx
	vpaddd	%ymm15, %ymm8, %ymm8	// c += d
	mulx	1664(%rsp), %rbx, %rcx	// rcx:rbx = d0 = h0*r0
	vpaddd	%ymm12, %ymm9, %ymm9
	mulx	1672(%rsp), %r8, %r9	// r9:r8 = d1 = h0*r1
	vpxor	%ymm8, %ymm5, %ymm5	// b ^= c
	movq	%r11, %rdx
	vpxor	%ymm9, %ymm6, %ymm6
	mulx	1680(%rsp), %r10, %r11	// h1*s1
	vpslld	$12, %ymm5, %ymm10	// b <<<= 12
	addq	%r10, %rbx	// d0 += h1*s1 (< 2^126: no carry out)
	vpsrld	$20, %ymm5, %ymm5
	adcq	%r11, %rcx
	vpor	%ymm10, %ymm5, %ymm5
	vpslld	$12, %ymm6, %ymm11
	mulx	1664(%rsp), %r10, %r11	// h1*r0
	vpsrld	$20, %ymm6, %ymm6
	addq	%r10, %r8	// d1 += h1*r0
	vpor	%ymm11, %ymm6, %ymm6
	adcq	%r11, %r9
	vpaddd	%ymm5, %ymm0, %ymm0	// a += b
	movq	%r12, %rdx
	vpaddd	%ymm6, %ymm1, %ymm1
	imulq	1680(%rsp), %rdx	// h2*s1 < 2^63
	vpxor	%ymm0, %ymm15, %ymm15	// d ^= a
	addq	%rdx, %r8	// d1 += h2*s1
	vpxor	%ymm1, %ymm12, %ymm12
	adcq	$0, %r9
	vpshufb	.Lcp8_rot8(%rip), %ymm15, %ymm15	// d <<<= 8
	imulq	1664(%rsp), %r12	// d2 = h2*r0
	vpshufb	.Lcp8_rot8(%rip), %ymm12, %ymm12
	addq	%rcx, %r8	// carry d0 -> d1
	vpaddd	%ymm15, %ymm8, %ymm8	// c += d
	adcq	$0, %r9
	vpaddd	%ymm12, %ymm9, %ymm9
	addq	%r9, %r12	// carry d1 -> d2 (d2 < 2^64)
	vpxor	%ymm8, %ymm5, %ymm5	// b ^= c
	vpxor	%ymm9, %ymm6, %ymm6
	movq	%rbx, %r10	// h0 = lo(d0)
	vpslld	$7, %ymm5, %ymm10	// b <<<= 7
	movq	%r8, %r11	// h1 = lo(d1)
	vpsrld	$25, %ymm5, %ymm5
	movq	%r12, %rcx	// c = d2 & ~3, h2 = d2 & 3, h += c + c/4
	vpor	%ymm10, %ymm5, %ymm5
	andq	$-4, %rcx
	vpslld	$7, %ymm6, %ymm11
	andq	$3, %r12
	vpsrld	$25, %ymm6, %ymm6
	addq	%rcx, %r10
	vpor	%ymm11, %ymm6, %ymm6
	adcq	$0, %r11
	// x10, x11 out; x8, x9 in
	adcq	$0, %r12
	vmovdqa	%ymm8, 576(%rsp)
	shrq	$2, %rcx
	vmovdqa	%ymm9, 608(%rsp)
	addq	%rcx, %r10
	vmovdqa	512(%rsp), %ymm8
	adcq	$0, %r11
	vmovdqa	544(%rsp), %ymm9
	adcq	$0, %r12	// h2 <= 4
	// diagonals (2,7,8,13) and (3,4,9,14)
	vpaddd	%ymm7, %ymm2, %ymm2	// a += b
	addq	0(%r14), %r10	// Poly1305: h += m + 2^128
	vpaddd	%ymm4, %ymm3, %ymm3
	adcq	8(%r14), %r11
	vpxor	%ymm2, %ymm13, %ymm13	// d ^= a
	adcq	$1, %r12	// h2 <= 6
	vpxor	%ymm3, %ymm14, %ymm14
	leaq	16(%r14), %r14	// CAUTION: lea keeps flags (none live)
	vpshufb	.Lcp8_rot16(%rip), %ymm13, %ymm13	// d <<<= 16
	movq	%r10, %rdx
	vpshufb	.Lcp8_rot16(%rip), %ymm14, %ymm14
	mulx	1664(%rsp), %rbx, %rcx	// rcx:rbx = d0 = h0*r0
	vpaddd	%ymm13, %ymm8, %ymm8	// c += d
	mulx	1672(%rsp), %r8, %r9	// r9:r8 = d1 = h0*r1
	vpaddd	%ymm14, %ymm9, %ymm9
	movq	%r11, %rdx
	vpxor	%ymm8, %ymm7, %ymm7	// b ^= c
	mulx	1680(%rsp), %r10, %r11	// h1*s1
	vpxor	%ymm9, %ymm4, %ymm4
	addq	%r10, %rbx	// d0 += h1*s1 (< 2^126: no carry out)
	vpslld	$12, %ymm7, %ymm10	// b <<<= 12
	adcq	%r11, %rcx
	vpsrld	$20, %ymm7, %ymm7
	mulx	1664(%rsp), %r10, %r11	// h1*r0
	vpor	%ymm10, %ymm7, %ymm7
	addq	%r10, %r8	// d1 += h1*r0
	vpslld	$12, %ymm4, %ymm11
	adcq	%r11, %r9
	vpsrld	$20, %ymm4, %ymm4
	movq	%r12, %rdx
	vpor	%ymm11, %ymm4, %ymm4
	imulq	1680(%rsp), %rdx	// h2*s1 < 2^63
	addq	%rdx, %r8	// d1 += h2*s1
	vpaddd	%ymm7, %ymm2, %ymm2	// a += b
	adcq	$0, %r9
	vpaddd	%ymm4, %ymm3, %ymm3
	imulq	1664(%rsp), %r12	// d2 = h2*r0
	vpxor	%ymm2, %ymm13, %ymm13	// d ^= a
	addq	%rcx, %r8	// carry d0 -> d1
	vpxor	%ymm3, %ymm14, %ymm14
	adcq	$0, %r9
	vpshufb	.Lcp8_rot8(%rip), %ymm13, %ymm13	// d <<<= 8
	addq	%r9, %r12	// carry d1 -> d2 (d2 < 2^64)
	vpshufb	.Lcp8_rot8(%rip), %ymm14, %ymm14
	movq	%rbx, %r10	// h0 = lo(d0)
	vpaddd	%ymm13, %ymm8, %ymm8	// c += d
	movq	%r8, %r11	// h1 = lo(d1)
	vpaddd	%ymm14, %ymm9, %ymm9
	movq	%r12, %rcx	// c = d2 & ~3, h2 = d2 & 3, h += c + c/4
	vpxor	%ymm8, %ymm7, %ymm7	// b ^= c
	andq	$-4, %rcx
	vpxor	%ymm9, %ymm4, %ymm4
	andq	$3, %r12
	vpslld	$7, %ymm7, %ymm10	// b <<<= 7
	addq	%rcx, %r10
	vpsrld	$25, %ymm7, %ymm7
	adcq	$0, %r11
	vpor	%ymm10, %ymm7, %ymm7
	adcq	$0, %r12
	vpslld	$7, %ymm4, %ymm11
	shrq	$2, %rcx
	vpsrld	$25, %ymm4, %ymm4
	addq	%rcx, %r10
	vpor	%ymm11, %ymm4, %ymm4
	adcq	$0, %r11
	adcq	$0, %r12	// h2 <= 4
	decl	%r13d	// CAUTION: dec keeps CF (no carry live)
	jnz	.Lseal_dr_stitched
	movl	$2, %r13d
	jmp	.Lseal_dr_plain

.Lseal_plain:
	// Load the state: x0..x7, x12..x15, x8, x9 in registers; x10, x11 in CS.
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
	movl	$10, %r13d
	.p2align 4
.Lseal_dr_plain:
	// columns (0,4,8,12) and (1,5,9,13)
	vpaddd	%ymm4, %ymm0, %ymm0	// a += b
	vpaddd	%ymm5, %ymm1, %ymm1
	vpxor	%ymm0, %ymm12, %ymm12	// d ^= a
	vpxor	%ymm1, %ymm13, %ymm13
	vpshufb	.Lcp8_rot16(%rip), %ymm12, %ymm12	// d <<<= 16
	vpshufb	.Lcp8_rot16(%rip), %ymm13, %ymm13
	vpaddd	%ymm12, %ymm8, %ymm8	// c += d
	vpaddd	%ymm13, %ymm9, %ymm9
	vpxor	%ymm8, %ymm4, %ymm4	// b ^= c
	vpxor	%ymm9, %ymm5, %ymm5
	vpslld	$12, %ymm4, %ymm10	// b <<<= 12
	vpsrld	$20, %ymm4, %ymm4
	vpor	%ymm10, %ymm4, %ymm4
	vpslld	$12, %ymm5, %ymm11
	vpsrld	$20, %ymm5, %ymm5
	vpor	%ymm11, %ymm5, %ymm5
	vpaddd	%ymm4, %ymm0, %ymm0	// a += b
	vpaddd	%ymm5, %ymm1, %ymm1
	vpxor	%ymm0, %ymm12, %ymm12	// d ^= a
	vpxor	%ymm1, %ymm13, %ymm13
	vpshufb	.Lcp8_rot8(%rip), %ymm12, %ymm12	// d <<<= 8
	vpshufb	.Lcp8_rot8(%rip), %ymm13, %ymm13
	vpaddd	%ymm12, %ymm8, %ymm8	// c += d
	vpaddd	%ymm13, %ymm9, %ymm9
	vpxor	%ymm8, %ymm4, %ymm4	// b ^= c
	vpxor	%ymm9, %ymm5, %ymm5
	vpslld	$7, %ymm4, %ymm10	// b <<<= 7
	vpsrld	$25, %ymm4, %ymm4
	vpor	%ymm10, %ymm4, %ymm4
	vpslld	$7, %ymm5, %ymm11
	vpsrld	$25, %ymm5, %ymm5
	vpor	%ymm11, %ymm5, %ymm5
// x8, x9 out; x10, x11 in
	vmovdqa	%ymm8, 512(%rsp)
	vmovdqa	%ymm9, 544(%rsp)
	vmovdqa	576(%rsp), %ymm8
	vmovdqa	608(%rsp), %ymm9
	// columns (2,6,10,14) and (3,7,11,15)
	vpaddd	%ymm6, %ymm2, %ymm2	// a += b
	vpaddd	%ymm7, %ymm3, %ymm3
	vpxor	%ymm2, %ymm14, %ymm14	// d ^= a
	vpxor	%ymm3, %ymm15, %ymm15
	vpshufb	.Lcp8_rot16(%rip), %ymm14, %ymm14	// d <<<= 16
	vpshufb	.Lcp8_rot16(%rip), %ymm15, %ymm15
	vpaddd	%ymm14, %ymm8, %ymm8	// c += d
	vpaddd	%ymm15, %ymm9, %ymm9
	vpxor	%ymm8, %ymm6, %ymm6	// b ^= c
	vpxor	%ymm9, %ymm7, %ymm7
	vpslld	$12, %ymm6, %ymm10	// b <<<= 12
	vpsrld	$20, %ymm6, %ymm6
	vpor	%ymm10, %ymm6, %ymm6
	vpslld	$12, %ymm7, %ymm11
	vpsrld	$20, %ymm7, %ymm7
	vpor	%ymm11, %ymm7, %ymm7
	vpaddd	%ymm6, %ymm2, %ymm2	// a += b
	vpaddd	%ymm7, %ymm3, %ymm3
	vpxor	%ymm2, %ymm14, %ymm14	// d ^= a
	vpxor	%ymm3, %ymm15, %ymm15
	vpshufb	.Lcp8_rot8(%rip), %ymm14, %ymm14	// d <<<= 8
	vpshufb	.Lcp8_rot8(%rip), %ymm15, %ymm15
	vpaddd	%ymm14, %ymm8, %ymm8	// c += d
	vpaddd	%ymm15, %ymm9, %ymm9
	vpxor	%ymm8, %ymm6, %ymm6	// b ^= c
	vpxor	%ymm9, %ymm7, %ymm7
	vpslld	$7, %ymm6, %ymm10	// b <<<= 7
	vpsrld	$25, %ymm6, %ymm6
	vpor	%ymm10, %ymm6, %ymm6
	vpslld	$7, %ymm7, %ymm11
	vpsrld	$25, %ymm7, %ymm7
	vpor	%ymm11, %ymm7, %ymm7
	// diagonals (0,5,10,15) and (1,6,11,12)
	vpaddd	%ymm5, %ymm0, %ymm0	// a += b
	vpaddd	%ymm6, %ymm1, %ymm1
	vpxor	%ymm0, %ymm15, %ymm15	// d ^= a
	vpxor	%ymm1, %ymm12, %ymm12
	vpshufb	.Lcp8_rot16(%rip), %ymm15, %ymm15	// d <<<= 16
	vpshufb	.Lcp8_rot16(%rip), %ymm12, %ymm12
	vpaddd	%ymm15, %ymm8, %ymm8	// c += d
	vpaddd	%ymm12, %ymm9, %ymm9
	vpxor	%ymm8, %ymm5, %ymm5	// b ^= c
	vpxor	%ymm9, %ymm6, %ymm6
	vpslld	$12, %ymm5, %ymm10	// b <<<= 12
	vpsrld	$20, %ymm5, %ymm5
	vpor	%ymm10, %ymm5, %ymm5
	vpslld	$12, %ymm6, %ymm11
	vpsrld	$20, %ymm6, %ymm6
	vpor	%ymm11, %ymm6, %ymm6
	vpaddd	%ymm5, %ymm0, %ymm0	// a += b
	vpaddd	%ymm6, %ymm1, %ymm1
	vpxor	%ymm0, %ymm15, %ymm15	// d ^= a
	vpxor	%ymm1, %ymm12, %ymm12
	vpshufb	.Lcp8_rot8(%rip), %ymm15, %ymm15	// d <<<= 8
	vpshufb	.Lcp8_rot8(%rip), %ymm12, %ymm12
	vpaddd	%ymm15, %ymm8, %ymm8	// c += d
	vpaddd	%ymm12, %ymm9, %ymm9
	vpxor	%ymm8, %ymm5, %ymm5	// b ^= c
	vpxor	%ymm9, %ymm6, %ymm6
	vpslld	$7, %ymm5, %ymm10	// b <<<= 7
	vpsrld	$25, %ymm5, %ymm5
	vpor	%ymm10, %ymm5, %ymm5
	vpslld	$7, %ymm6, %ymm11
	vpsrld	$25, %ymm6, %ymm6
	vpor	%ymm11, %ymm6, %ymm6
// x10, x11 out; x8, x9 in
	vmovdqa	%ymm8, 576(%rsp)
	vmovdqa	%ymm9, 608(%rsp)
	vmovdqa	512(%rsp), %ymm8
	vmovdqa	544(%rsp), %ymm9
	// diagonals (2,7,8,13) and (3,4,9,14)
	vpaddd	%ymm7, %ymm2, %ymm2	// a += b
	vpaddd	%ymm4, %ymm3, %ymm3
	vpxor	%ymm2, %ymm13, %ymm13	// d ^= a
	vpxor	%ymm3, %ymm14, %ymm14
	vpshufb	.Lcp8_rot16(%rip), %ymm13, %ymm13	// d <<<= 16
	vpshufb	.Lcp8_rot16(%rip), %ymm14, %ymm14
	vpaddd	%ymm13, %ymm8, %ymm8	// c += d
	vpaddd	%ymm14, %ymm9, %ymm9
	vpxor	%ymm8, %ymm7, %ymm7	// b ^= c
	vpxor	%ymm9, %ymm4, %ymm4
	vpslld	$12, %ymm7, %ymm10	// b <<<= 12
	vpsrld	$20, %ymm7, %ymm7
	vpor	%ymm10, %ymm7, %ymm7
	vpslld	$12, %ymm4, %ymm11
	vpsrld	$20, %ymm4, %ymm4
	vpor	%ymm11, %ymm4, %ymm4
	vpaddd	%ymm7, %ymm2, %ymm2	// a += b
	vpaddd	%ymm4, %ymm3, %ymm3
	vpxor	%ymm2, %ymm13, %ymm13	// d ^= a
	vpxor	%ymm3, %ymm14, %ymm14
	vpshufb	.Lcp8_rot8(%rip), %ymm13, %ymm13	// d <<<= 8
	vpshufb	.Lcp8_rot8(%rip), %ymm14, %ymm14
	vpaddd	%ymm13, %ymm8, %ymm8	// c += d
	vpaddd	%ymm14, %ymm9, %ymm9
	vpxor	%ymm8, %ymm7, %ymm7	// b ^= c
	vpxor	%ymm9, %ymm4, %ymm4
	vpslld	$7, %ymm7, %ymm10	// b <<<= 7
	vpsrld	$25, %ymm7, %ymm7
	vpor	%ymm10, %ymm7, %ymm7
	vpslld	$7, %ymm4, %ymm11
	vpsrld	$25, %ymm4, %ymm4
	vpor	%ymm11, %ymm4, %ymm4
	decl	%r13d
	jnz	.Lseal_dr_plain
	// Feed-forward: x[i] += input word i; A[i] = x[i] (lane j = block j).
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
	// Transpose words 0..3: ymm k, lane L = words 0..3 of block 4L+k.
	vpunpckldq	%ymm1, %ymm0, %ymm4
	vpunpckhdq	%ymm1, %ymm0, %ymm5
	vpunpckldq	%ymm3, %ymm2, %ymm6
	vpunpckhdq	%ymm3, %ymm2, %ymm7
	vpunpcklqdq	%ymm6, %ymm4, %ymm0
	vpunpckhqdq	%ymm6, %ymm4, %ymm1
	vpunpcklqdq	%ymm7, %ymm5, %ymm2
	vpunpckhqdq	%ymm7, %ymm5, %ymm3
	vmovdqa	%ymm0, 640(%rsp)
	vmovdqa	%ymm1, 672(%rsp)
	vmovdqa	%ymm2, 704(%rsp)
	vmovdqa	%ymm3, 736(%rsp)
	// Transpose words 4..7: ymm k, lane L = words 4..7 of block 4L+k.
	vmovdqa	768(%rsp), %ymm0
	vmovdqa	800(%rsp), %ymm1
	vmovdqa	832(%rsp), %ymm2
	vmovdqa	864(%rsp), %ymm3
	vpunpckldq	%ymm1, %ymm0, %ymm4
	vpunpckhdq	%ymm1, %ymm0, %ymm5
	vpunpckldq	%ymm3, %ymm2, %ymm6
	vpunpckhdq	%ymm3, %ymm2, %ymm7
	vpunpcklqdq	%ymm6, %ymm4, %ymm0
	vpunpckhqdq	%ymm6, %ymm4, %ymm1
	vpunpcklqdq	%ymm7, %ymm5, %ymm2
	vpunpckhqdq	%ymm7, %ymm5, %ymm3
	vmovdqa	%ymm0, 768(%rsp)
	vmovdqa	%ymm1, 800(%rsp)
	vmovdqa	%ymm2, 832(%rsp)
	vmovdqa	%ymm3, 864(%rsp)
	// Transpose words 8..11: ymm k, lane L = words 8..11 of block 4L+k.
	vmovdqa	896(%rsp), %ymm0
	vmovdqa	928(%rsp), %ymm1
	vmovdqa	960(%rsp), %ymm2
	vmovdqa	992(%rsp), %ymm3
	vpunpckldq	%ymm1, %ymm0, %ymm4
	vpunpckhdq	%ymm1, %ymm0, %ymm5
	vpunpckldq	%ymm3, %ymm2, %ymm6
	vpunpckhdq	%ymm3, %ymm2, %ymm7
	vpunpcklqdq	%ymm6, %ymm4, %ymm0
	vpunpckhqdq	%ymm6, %ymm4, %ymm1
	vpunpcklqdq	%ymm7, %ymm5, %ymm2
	vpunpckhqdq	%ymm7, %ymm5, %ymm3
	vmovdqa	%ymm0, 896(%rsp)
	vmovdqa	%ymm1, 928(%rsp)
	vmovdqa	%ymm2, 960(%rsp)
	vmovdqa	%ymm3, 992(%rsp)
	// Transpose words 12..15: ymm k, lane L = words 12..15 of block 4L+k.
	vmovdqa	1024(%rsp), %ymm0
	vmovdqa	1056(%rsp), %ymm1
	vmovdqa	1088(%rsp), %ymm2
	vmovdqa	1120(%rsp), %ymm3
	vpunpckldq	%ymm1, %ymm0, %ymm4
	vpunpckhdq	%ymm1, %ymm0, %ymm5
	vpunpckldq	%ymm3, %ymm2, %ymm6
	vpunpckhdq	%ymm3, %ymm2, %ymm7
	vpunpcklqdq	%ymm6, %ymm4, %ymm0
	vpunpckhqdq	%ymm6, %ymm4, %ymm1
	vpunpcklqdq	%ymm7, %ymm5, %ymm2
	vpunpckhqdq	%ymm7, %ymm5, %ymm3
	vmovdqa	%ymm0, %ymm12
	vmovdqa	%ymm1, %ymm13
	vmovdqa	%ymm2, %ymm14
	vmovdqa	%ymm3, %ymm15
	cmpq	$8, %r15	// a full group? (nblocks is public)
	jb	.Lseal_partial
	// Full group: block k = A[k].L0 A[4+k].L0 A[8+k].L0 A[12+k].L0, block 4+k
	// the same with L1; out = in ^ block.
	vmovdqa	640(%rsp), %ymm0
	vmovdqa	768(%rsp), %ymm1
	vmovdqa	896(%rsp), %ymm2
	vperm2i128	$0x20, %ymm1, %ymm0, %ymm4
	vperm2i128	$0x20, %ymm12, %ymm2, %ymm5
	vperm2i128	$0x31, %ymm1, %ymm0, %ymm6
	vperm2i128	$0x31, %ymm12, %ymm2, %ymm7
	vpxor	0(%rsi), %ymm4, %ymm4
	vpxor	32(%rsi), %ymm5, %ymm5
	vpxor	256(%rsi), %ymm6, %ymm6
	vpxor	288(%rsi), %ymm7, %ymm7
	vmovdqu	%ymm4, 0(%rdi)
	vmovdqu	%ymm5, 32(%rdi)
	vmovdqu	%ymm6, 256(%rdi)
	vmovdqu	%ymm7, 288(%rdi)
	vmovdqa	672(%rsp), %ymm0
	vmovdqa	800(%rsp), %ymm1
	vmovdqa	928(%rsp), %ymm2
	vperm2i128	$0x20, %ymm1, %ymm0, %ymm4
	vperm2i128	$0x20, %ymm13, %ymm2, %ymm5
	vperm2i128	$0x31, %ymm1, %ymm0, %ymm6
	vperm2i128	$0x31, %ymm13, %ymm2, %ymm7
	vpxor	64(%rsi), %ymm4, %ymm4
	vpxor	96(%rsi), %ymm5, %ymm5
	vpxor	320(%rsi), %ymm6, %ymm6
	vpxor	352(%rsi), %ymm7, %ymm7
	vmovdqu	%ymm4, 64(%rdi)
	vmovdqu	%ymm5, 96(%rdi)
	vmovdqu	%ymm6, 320(%rdi)
	vmovdqu	%ymm7, 352(%rdi)
	vmovdqa	704(%rsp), %ymm0
	vmovdqa	832(%rsp), %ymm1
	vmovdqa	960(%rsp), %ymm2
	vperm2i128	$0x20, %ymm1, %ymm0, %ymm4
	vperm2i128	$0x20, %ymm14, %ymm2, %ymm5
	vperm2i128	$0x31, %ymm1, %ymm0, %ymm6
	vperm2i128	$0x31, %ymm14, %ymm2, %ymm7
	vpxor	128(%rsi), %ymm4, %ymm4
	vpxor	160(%rsi), %ymm5, %ymm5
	vpxor	384(%rsi), %ymm6, %ymm6
	vpxor	416(%rsi), %ymm7, %ymm7
	vmovdqu	%ymm4, 128(%rdi)
	vmovdqu	%ymm5, 160(%rdi)
	vmovdqu	%ymm6, 384(%rdi)
	vmovdqu	%ymm7, 416(%rdi)
	vmovdqa	736(%rsp), %ymm0
	vmovdqa	864(%rsp), %ymm1
	vmovdqa	992(%rsp), %ymm2
	vperm2i128	$0x20, %ymm1, %ymm0, %ymm4
	vperm2i128	$0x20, %ymm15, %ymm2, %ymm5
	vperm2i128	$0x31, %ymm1, %ymm0, %ymm6
	vperm2i128	$0x31, %ymm15, %ymm2, %ymm7
	vpxor	192(%rsi), %ymm4, %ymm4
	vpxor	224(%rsi), %ymm5, %ymm5
	vpxor	448(%rsi), %ymm6, %ymm6
	vpxor	480(%rsi), %ymm7, %ymm7
	vmovdqu	%ymm4, 192(%rdi)
	vmovdqu	%ymm5, 224(%rdi)
	vmovdqu	%ymm6, 448(%rdi)
	vmovdqu	%ymm7, 480(%rdi)
	vmovdqa	384(%rsp), %ymm0	// lane counters += 8
	vpaddd	.Lcp8_eight(%rip), %ymm0, %ymm0
	vmovdqa	%ymm0, 384(%rsp)
	addq	$512, %rsi
	addq	$512, %rdi
	subq	$8, %r15
	ja	.Lseal_stitched	// CAUTION: ja reads CF and ZF of the subq (r15 > 8 before)
	// The last group was full: absorb its 32 blocks (r14 = its start).
	movl	$32, %r13d
	jmp	.Lseal_tail_poly
.Lseal_partial:
	// 1..7 blocks: the keystream of the group to KS, then out = in ^ KS for
	// each block b < r15.
	vmovdqa	640(%rsp), %ymm0
	vmovdqa	768(%rsp), %ymm1
	vmovdqa	896(%rsp), %ymm2
	vperm2i128	$0x20, %ymm1, %ymm0, %ymm4
	vperm2i128	$0x20, %ymm12, %ymm2, %ymm5
	vperm2i128	$0x31, %ymm1, %ymm0, %ymm6
	vperm2i128	$0x31, %ymm12, %ymm2, %ymm7
	vmovdqa	%ymm4, 1152(%rsp)
	vmovdqa	%ymm5, 1184(%rsp)
	vmovdqa	%ymm6, 1408(%rsp)
	vmovdqa	%ymm7, 1440(%rsp)
	vmovdqa	672(%rsp), %ymm0
	vmovdqa	800(%rsp), %ymm1
	vmovdqa	928(%rsp), %ymm2
	vperm2i128	$0x20, %ymm1, %ymm0, %ymm4
	vperm2i128	$0x20, %ymm13, %ymm2, %ymm5
	vperm2i128	$0x31, %ymm1, %ymm0, %ymm6
	vperm2i128	$0x31, %ymm13, %ymm2, %ymm7
	vmovdqa	%ymm4, 1216(%rsp)
	vmovdqa	%ymm5, 1248(%rsp)
	vmovdqa	%ymm6, 1472(%rsp)
	vmovdqa	%ymm7, 1504(%rsp)
	vmovdqa	704(%rsp), %ymm0
	vmovdqa	832(%rsp), %ymm1
	vmovdqa	960(%rsp), %ymm2
	vperm2i128	$0x20, %ymm1, %ymm0, %ymm4
	vperm2i128	$0x20, %ymm14, %ymm2, %ymm5
	vperm2i128	$0x31, %ymm1, %ymm0, %ymm6
	vperm2i128	$0x31, %ymm14, %ymm2, %ymm7
	vmovdqa	%ymm4, 1280(%rsp)
	vmovdqa	%ymm5, 1312(%rsp)
	vmovdqa	%ymm6, 1536(%rsp)
	vmovdqa	%ymm7, 1568(%rsp)
	vmovdqa	736(%rsp), %ymm0
	vmovdqa	864(%rsp), %ymm1
	vmovdqa	992(%rsp), %ymm2
	vperm2i128	$0x20, %ymm1, %ymm0, %ymm4
	vperm2i128	$0x20, %ymm15, %ymm2, %ymm5
	vperm2i128	$0x31, %ymm1, %ymm0, %ymm6
	vperm2i128	$0x31, %ymm15, %ymm2, %ymm7
	vmovdqa	%ymm4, 1344(%rsp)
	vmovdqa	%ymm5, 1376(%rsp)
	vmovdqa	%ymm6, 1600(%rsp)
	vmovdqa	%ymm7, 1632(%rsp)
	vmovdqu	0(%rsi), %ymm0
	vpxor	1152(%rsp), %ymm0, %ymm0
	vmovdqu	%ymm0, 0(%rdi)
	vmovdqu	32(%rsi), %ymm1
	vpxor	1184(%rsp), %ymm1, %ymm1
	vmovdqu	%ymm1, 32(%rdi)
	cmpq	$1, %r15
	jbe	.Lseal_partial_done
	vmovdqu	64(%rsi), %ymm0
	vpxor	1216(%rsp), %ymm0, %ymm0
	vmovdqu	%ymm0, 64(%rdi)
	vmovdqu	96(%rsi), %ymm1
	vpxor	1248(%rsp), %ymm1, %ymm1
	vmovdqu	%ymm1, 96(%rdi)
	cmpq	$2, %r15
	jbe	.Lseal_partial_done
	vmovdqu	128(%rsi), %ymm0
	vpxor	1280(%rsp), %ymm0, %ymm0
	vmovdqu	%ymm0, 128(%rdi)
	vmovdqu	160(%rsi), %ymm1
	vpxor	1312(%rsp), %ymm1, %ymm1
	vmovdqu	%ymm1, 160(%rdi)
	cmpq	$3, %r15
	jbe	.Lseal_partial_done
	vmovdqu	192(%rsi), %ymm0
	vpxor	1344(%rsp), %ymm0, %ymm0
	vmovdqu	%ymm0, 192(%rdi)
	vmovdqu	224(%rsi), %ymm1
	vpxor	1376(%rsp), %ymm1, %ymm1
	vmovdqu	%ymm1, 224(%rdi)
	cmpq	$4, %r15
	jbe	.Lseal_partial_done
	vmovdqu	256(%rsi), %ymm0
	vpxor	1408(%rsp), %ymm0, %ymm0
	vmovdqu	%ymm0, 256(%rdi)
	vmovdqu	288(%rsi), %ymm1
	vpxor	1440(%rsp), %ymm1, %ymm1
	vmovdqu	%ymm1, 288(%rdi)
	cmpq	$5, %r15
	jbe	.Lseal_partial_done
	vmovdqu	320(%rsi), %ymm0
	vpxor	1472(%rsp), %ymm0, %ymm0
	vmovdqu	%ymm0, 320(%rdi)
	vmovdqu	352(%rsi), %ymm1
	vpxor	1504(%rsp), %ymm1, %ymm1
	vmovdqu	%ymm1, 352(%rdi)
	cmpq	$6, %r15
	jbe	.Lseal_partial_done
	vmovdqu	384(%rsi), %ymm0
	vpxor	1536(%rsp), %ymm0, %ymm0
	vmovdqu	%ymm0, 384(%rdi)
	vmovdqu	416(%rsi), %ymm1
	vpxor	1568(%rsp), %ymm1, %ymm1
	vmovdqu	%ymm1, 416(%rdi)
.Lseal_partial_done:
	// Absorb the last group's 4*r15 blocks (r14 = its start).
	leal	0(,%r15,4), %r13d
.Lseal_tail_poly:
	.p2align 4
.Lseal_poly_loop:
	addq	0(%r14), %r10	// Poly1305: h += m + 2^128
	adcq	8(%r14), %r11
	adcq	$1, %r12	// h2 <= 6
	leaq	16(%r14), %r14	// CAUTION: lea keeps flags (none live)
	movq	%r10, %rdx
	mulx	1664(%rsp), %rbx, %rcx	// rcx:rbx = d0 = h0*r0
	mulx	1672(%rsp), %r8, %r9	// r9:r8 = d1 = h0*r1
	movq	%r11, %rdx
	mulx	1680(%rsp), %r10, %r11	// h1*s1
	addq	%r10, %rbx	// d0 += h1*s1 (< 2^126: no carry out)
	adcq	%r11, %rcx
	mulx	1664(%rsp), %r10, %r11	// h1*r0
	addq	%r10, %r8	// d1 += h1*r0
	adcq	%r11, %r9
	movq	%r12, %rdx
	imulq	1680(%rsp), %rdx	// h2*s1 < 2^63
	addq	%rdx, %r8	// d1 += h2*s1
	adcq	$0, %r9
	imulq	1664(%rsp), %r12	// d2 = h2*r0
	addq	%rcx, %r8	// carry d0 -> d1
	adcq	$0, %r9
	addq	%r9, %r12	// carry d1 -> d2 (d2 < 2^64)
	movq	%rbx, %r10	// h0 = lo(d0)
	movq	%r8, %r11	// h1 = lo(d1)
	movq	%r12, %rcx	// c = d2 & ~3, h2 = d2 & 3, h += c + c/4
	andq	$-4, %rcx
	andq	$3, %r12
	addq	%rcx, %r10
	adcq	$0, %r11
	adcq	$0, %r12
	shrq	$2, %rcx
	addq	%rcx, %r10
	adcq	$0, %r11
	adcq	$0, %r12	// h2 <= 4
	decl	%r13d	// CAUTION: dec keeps CF (no carry live)
	jnz	.Lseal_poly_loop
.Lseal_done:
	movq	%r10, 0(%rax)	// st->h = h
	movq	%r11, 8(%rax)
	movq	%r12, 16(%rax)
	// Wipe the frame (input words, state, keystream, r) and every ymm register.
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
	vmovdqa	%ymm0, 1152(%rsp)
	vmovdqa	%ymm0, 1184(%rsp)
	vmovdqa	%ymm0, 1216(%rsp)
	vmovdqa	%ymm0, 1248(%rsp)
	vmovdqa	%ymm0, 1280(%rsp)
	vmovdqa	%ymm0, 1312(%rsp)
	vmovdqa	%ymm0, 1344(%rsp)
	vmovdqa	%ymm0, 1376(%rsp)
	vmovdqa	%ymm0, 1408(%rsp)
	vmovdqa	%ymm0, 1440(%rsp)
	vmovdqa	%ymm0, 1472(%rsp)
	vmovdqa	%ymm0, 1504(%rsp)
	vmovdqa	%ymm0, 1536(%rsp)
	vmovdqa	%ymm0, 1568(%rsp)
	vmovdqa	%ymm0, 1600(%rsp)
	vmovdqa	%ymm0, 1632(%rsp)
	vmovdqa	%ymm0, 1664(%rsp)
	vzeroall
	movq	%rbp, %rsp
	.cfi_def_cfa_register %rsp
	LIMB_POP_CALLEE
.Lseal_ret:
	ret
LIMB_END(limb_chacha20poly1305_seal_avx2)


LIMB_ENTRY(limb_chacha20poly1305_open_avx2)
	testq	%rdx, %rdx
	jz	.Lopen_ret	// nblocks == 0: h unchanged (public length)
	LIMB_PUSH_CALLEE
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
	subq	$1696, %rsp
	andq	$-32, %rsp
	movq	%rdx, %r15	// blocks left
	movq	%r9, %rax	// st (kept in a register: a reloaded pointer would look like a secret address)
	movq	0(%r9), %r10	// h0
	movq	8(%r9), %r11	// h1
	movq	16(%r9), %r12	// h2
	movq	24(%r9), %rdx
	movq	%rdx, 1664(%rsp)	// R0 = r0
	movq	32(%r9), %rdx
	movq	%rdx, 1672(%rsp)	// R1 = r1
	movq	%rdx, %rbx
	shrq	$2, %rbx
	addq	%rdx, %rbx	// s1 = r1 + r1/4 (< 2^61)
	movq	%rbx, 1680(%rsp)	// S1
	// INIT[i] = input word i in every lane; INIT[12] = counter_nonce[0] + lane.
	vpbroadcastd	.Lcp8_sigma+0(%rip), %ymm0
	vmovdqa	%ymm0, 0(%rsp)
	vpbroadcastd	.Lcp8_sigma+4(%rip), %ymm0
	vmovdqa	%ymm0, 32(%rsp)
	vpbroadcastd	.Lcp8_sigma+8(%rip), %ymm0
	vmovdqa	%ymm0, 64(%rsp)
	vpbroadcastd	.Lcp8_sigma+12(%rip), %ymm0
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
	vpaddd	.Lcp8_iota(%rip), %ymm0, %ymm0
	vmovdqa	%ymm0, 384(%rsp)
	vpbroadcastd	4(%r8), %ymm0
	vmovdqa	%ymm0, 416(%rsp)
	vpbroadcastd	8(%r8), %ymm0
	vmovdqa	%ymm0, 448(%rsp)
	vpbroadcastd	12(%r8), %ymm0
	vmovdqa	%ymm0, 480(%rsp)
.Lopen_group:
	cmpq	$8, %r15	// a full group? (nblocks is public)
	jb	.Lopen_tail
	movq	%rsi, %r14	// absorb this group's ciphertext before any of it is overwritten
	// Load the state: x0..x7, x12..x15, x8, x9 in registers; x10, x11 in CS.
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
	movl	$8, %r13d
	.p2align 4
.Lopen_dr_stitched:
	// One double round with four Poly1305 blocks interleaved (flags belong to
	// the Poly1305 chain; the vector instructions never touch them).
	// columns (0,4,8,12) and (1,5,9,13)
	vpaddd	%ymm4, %ymm0, %ymm0	// a += b
	vpaddd	%ymm5, %ymm1, %ymm1
	addq	0(%r14), %r10	// Poly1305: h += m + 2^128
	vpxor	%ymm0, %ymm12, %ymm12	// d ^= a
	adcq	8(%r14), %r11
	vpxor	%ymm1, %ymm13, %ymm13
	adcq	$1, %r12	// h2 <= 6
	vpshufb	.Lcp8_rot16(%rip), %ymm12, %ymm12	// d <<<= 16
	leaq	16(%r14), %r14	// CAUTION: lea keeps flags (none live)
	vpshufb	.Lcp8_rot16(%rip), %ymm13, %ymm13
	movq	%r10, %rdx
	vpaddd	%ymm12, %ymm8, %ymm8	// c += d
	mulx	1664(%rsp), %rbx, %rcx	// rcx:rbx = d0 = h0*r0
	vpaddd	%ymm13, %ymm9, %ymm9
	mulx	1672(%rsp), %r8, %r9	// r9:r8 = d1 = h0*r1
	vpxor	%ymm8, %ymm4, %ymm4	// b ^= c
	movq	%r11, %rdx
	vpxor	%ymm9, %ymm5, %ymm5
	mulx	1680(%rsp), %r10, %r11	// h1*s1
	vpslld	$12, %ymm4, %ymm10	// b <<<= 12
	addq	%r10, %rbx	// d0 += h1*s1 (< 2^126: no carry out)
	vpsrld	$20, %ymm4, %ymm4
	adcq	%r11, %rcx
	vpor	%ymm10, %ymm4, %ymm4
	vpslld	$12, %ymm5, %ymm11
	mulx	1664(%rsp), %r10, %r11	// h1*r0
	vpsrld	$20, %ymm5, %ymm5
	addq	%r10, %r8	// d1 += h1*r0
	vpor	%ymm11, %ymm5, %ymm5
	adcq	%r11, %r9
	vpaddd	%ymm4, %ymm0, %ymm0	// a += b
	movq	%r12, %rdx
	vpaddd	%ymm5, %ymm1, %ymm1
	imulq	1680(%rsp), %rdx	// h2*s1 < 2^63
	vpxor	%ymm0, %ymm12, %ymm12	// d ^= a
	addq	%rdx, %r8	// d1 += h2*s1
	vpxor	%ymm1, %ymm13, %ymm13
	adcq	$0, %r9
	vpshufb	.Lcp8_rot8(%rip), %ymm12, %ymm12	// d <<<= 8
	imulq	1664(%rsp), %r12	// d2 = h2*r0
	vpshufb	.Lcp8_rot8(%rip), %ymm13, %ymm13
	addq	%rcx, %r8	// carry d0 -> d1
	vpaddd	%ymm12, %ymm8, %ymm8	// c += d
	adcq	$0, %r9
	vpaddd	%ymm13, %ymm9, %ymm9
	addq	%r9, %r12	// carry d1 -> d2 (d2 < 2^64)
	vpxor	%ymm8, %ymm4, %ymm4	// b ^= c
	vpxor	%ymm9, %ymm5, %ymm5
	movq	%rbx, %r10	// h0 = lo(d0)
	vpslld	$7, %ymm4, %ymm10	// b <<<= 7
	movq	%r8, %r11	// h1 = lo(d1)
	vpsrld	$25, %ymm4, %ymm4
	movq	%r12, %rcx	// c = d2 & ~3, h2 = d2 & 3, h += c + c/4
	vpor	%ymm10, %ymm4, %ymm4
	andq	$-4, %rcx
	vpslld	$7, %ymm5, %ymm11
	andq	$3, %r12
	vpsrld	$25, %ymm5, %ymm5
	addq	%rcx, %r10
	vpor	%ymm11, %ymm5, %ymm5
	adcq	$0, %r11
	// x8, x9 out; x10, x11 in
	adcq	$0, %r12
	vmovdqa	%ymm8, 512(%rsp)
	shrq	$2, %rcx
	vmovdqa	%ymm9, 544(%rsp)
	addq	%rcx, %r10
	vmovdqa	576(%rsp), %ymm8
	adcq	$0, %r11
	vmovdqa	608(%rsp), %ymm9
	adcq	$0, %r12	// h2 <= 4
	// columns (2,6,10,14) and (3,7,11,15)
	vpaddd	%ymm6, %ymm2, %ymm2	// a += b
	addq	0(%r14), %r10	// Poly1305: h += m + 2^128
	vpaddd	%ymm7, %ymm3, %ymm3
	adcq	8(%r14), %r11
	vpxor	%ymm2, %ymm14, %ymm14	// d ^= a
	adcq	$1, %r12	// h2 <= 6
	vpxor	%ymm3, %ymm15, %ymm15
	leaq	16(%r14), %r14	// CAUTION: lea keeps flags (none live)
	vpshufb	.Lcp8_rot16(%rip), %ymm14, %ymm14	// d <<<= 16
	movq	%r10, %rdx
	vpshufb	.Lcp8_rot16(%rip), %ymm15, %ymm15
	mulx	1664(%rsp), %rbx, %rcx	// rcx:rbx = d0 = h0*r0
	vpaddd	%ymm14, %ymm8, %ymm8	// c += d
	mulx	1672(%rsp), %r8, %r9	// r9:r8 = d1 = h0*r1
	vpaddd	%ymm15, %ymm9, %ymm9
	movq	%r11, %rdx
	vpxor	%ymm8, %ymm6, %ymm6	// b ^= c
	mulx	1680(%rsp), %r10, %r11	// h1*s1
	vpxor	%ymm9, %ymm7, %ymm7
	addq	%r10, %rbx	// d0 += h1*s1 (< 2^126: no carry out)
	vpslld	$12, %ymm6, %ymm10	// b <<<= 12
	adcq	%r11, %rcx
	vpsrld	$20, %ymm6, %ymm6
	mulx	1664(%rsp), %r10, %r11	// h1*r0
	vpor	%ymm10, %ymm6, %ymm6
	addq	%r10, %r8	// d1 += h1*r0
	vpslld	$12, %ymm7, %ymm11
	adcq	%r11, %r9
	vpsrld	$20, %ymm7, %ymm7
	movq	%r12, %rdx
	vpor	%ymm11, %ymm7, %ymm7
	imulq	1680(%rsp), %rdx	// h2*s1 < 2^63
	addq	%rdx, %r8	// d1 += h2*s1
	vpaddd	%ymm6, %ymm2, %ymm2	// a += b
	adcq	$0, %r9
	vpaddd	%ymm7, %ymm3, %ymm3
	imulq	1664(%rsp), %r12	// d2 = h2*r0
	vpxor	%ymm2, %ymm14, %ymm14	// d ^= a
	addq	%rcx, %r8	// carry d0 -> d1
	vpxor	%ymm3, %ymm15, %ymm15
	adcq	$0, %r9
	vpshufb	.Lcp8_rot8(%rip), %ymm14, %ymm14	// d <<<= 8
	addq	%r9, %r12	// carry d1 -> d2 (d2 < 2^64)
	vpshufb	.Lcp8_rot8(%rip), %ymm15, %ymm15
	movq	%rbx, %r10	// h0 = lo(d0)
	vpaddd	%ymm14, %ymm8, %ymm8	// c += d
	movq	%r8, %r11	// h1 = lo(d1)
	vpaddd	%ymm15, %ymm9, %ymm9
	movq	%r12, %rcx	// c = d2 & ~3, h2 = d2 & 3, h += c + c/4
	vpxor	%ymm8, %ymm6, %ymm6	// b ^= c
	andq	$-4, %rcx
	vpxor	%ymm9, %ymm7, %ymm7
	andq	$3, %r12
	vpslld	$7, %ymm6, %ymm10	// b <<<= 7
	addq	%rcx, %r10
	vpsrld	$25, %ymm6, %ymm6
	adcq	$0, %r11
	vpor	%ymm10, %ymm6, %ymm6
	adcq	$0, %r12
	vpslld	$7, %ymm7, %ymm11
	shrq	$2, %rcx
	vpsrld	$25, %ymm7, %ymm7
	addq	%rcx, %r10
	vpor	%ymm11, %ymm7, %ymm7
	adcq	$0, %r11
	adcq	$0, %r12	// h2 <= 4
	// diagonals (0,5,10,15) and (1,6,11,12)
	vpaddd	%ymm5, %ymm0, %ymm0	// a += b
	vpaddd	%ymm6, %ymm1, %ymm1
	addq	0(%r14), %r10	// Poly1305: h += m + 2^128
	vpxor	%ymm0, %ymm15, %ymm15	// d ^= a
	adcq	8(%r14), %r11
	vpxor	%ymm1, %ymm12, %ymm12
	adcq	$1, %r12	// h2 <= 6
	vpshufb	.Lcp8_rot16(%rip), %ymm15, %ymm15	// d <<<= 16
	leaq	16(%r14), %r14	// CAUTION: lea keeps flags (none live)
	vpshufb	.Lcp8_rot16(%rip), %ymm12, %ymm12
	movq	%r10, %rdx
	vpaddd	%ymm15, %ymm8, %ymm8	// c += d
	mulx	1664(%rsp), %rbx, %rcx	// rcx:rbx = d0 = h0*r0
	vpaddd	%ymm12, %ymm9, %ymm9
	mulx	1672(%rsp), %r8, %r9	// r9:r8 = d1 = h0*r1
	vpxor	%ymm8, %ymm5, %ymm5	// b ^= c
	movq	%r11, %rdx
	vpxor	%ymm9, %ymm6, %ymm6
	mulx	1680(%rsp), %r10, %r11	// h1*s1
	vpslld	$12, %ymm5, %ymm10	// b <<<= 12
	addq	%r10, %rbx	// d0 += h1*s1 (< 2^126: no carry out)
	vpsrld	$20, %ymm5, %ymm5
	adcq	%r11, %rcx
	vpor	%ymm10, %ymm5, %ymm5
	vpslld	$12, %ymm6, %ymm11
	mulx	1664(%rsp), %r10, %r11	// h1*r0
	vpsrld	$20, %ymm6, %ymm6
	addq	%r10, %r8	// d1 += h1*r0
	vpor	%ymm11, %ymm6, %ymm6
	adcq	%r11, %r9
	vpaddd	%ymm5, %ymm0, %ymm0	// a += b
	movq	%r12, %rdx
	vpaddd	%ymm6, %ymm1, %ymm1
	imulq	1680(%rsp), %rdx	// h2*s1 < 2^63
	vpxor	%ymm0, %ymm15, %ymm15	// d ^= a
	addq	%rdx, %r8	// d1 += h2*s1
	vpxor	%ymm1, %ymm12, %ymm12
	adcq	$0, %r9
	vpshufb	.Lcp8_rot8(%rip), %ymm15, %ymm15	// d <<<= 8
	imulq	1664(%rsp), %r12	// d2 = h2*r0
	vpshufb	.Lcp8_rot8(%rip), %ymm12, %ymm12
	addq	%rcx, %r8	// carry d0 -> d1
	vpaddd	%ymm15, %ymm8, %ymm8	// c += d
	adcq	$0, %r9
	vpaddd	%ymm12, %ymm9, %ymm9
	addq	%r9, %r12	// carry d1 -> d2 (d2 < 2^64)
	vpxor	%ymm8, %ymm5, %ymm5	// b ^= c
	vpxor	%ymm9, %ymm6, %ymm6
	movq	%rbx, %r10	// h0 = lo(d0)
	vpslld	$7, %ymm5, %ymm10	// b <<<= 7
	movq	%r8, %r11	// h1 = lo(d1)
	vpsrld	$25, %ymm5, %ymm5
	movq	%r12, %rcx	// c = d2 & ~3, h2 = d2 & 3, h += c + c/4
	vpor	%ymm10, %ymm5, %ymm5
	andq	$-4, %rcx
	vpslld	$7, %ymm6, %ymm11
	andq	$3, %r12
	vpsrld	$25, %ymm6, %ymm6
	addq	%rcx, %r10
	vpor	%ymm11, %ymm6, %ymm6
	adcq	$0, %r11
	// x10, x11 out; x8, x9 in
	adcq	$0, %r12
	vmovdqa	%ymm8, 576(%rsp)
	shrq	$2, %rcx
	vmovdqa	%ymm9, 608(%rsp)
	addq	%rcx, %r10
	vmovdqa	512(%rsp), %ymm8
	adcq	$0, %r11
	vmovdqa	544(%rsp), %ymm9
	adcq	$0, %r12	// h2 <= 4
	// diagonals (2,7,8,13) and (3,4,9,14)
	vpaddd	%ymm7, %ymm2, %ymm2	// a += b
	addq	0(%r14), %r10	// Poly1305: h += m + 2^128
	vpaddd	%ymm4, %ymm3, %ymm3
	adcq	8(%r14), %r11
	vpxor	%ymm2, %ymm13, %ymm13	// d ^= a
	adcq	$1, %r12	// h2 <= 6
	vpxor	%ymm3, %ymm14, %ymm14
	leaq	16(%r14), %r14	// CAUTION: lea keeps flags (none live)
	vpshufb	.Lcp8_rot16(%rip), %ymm13, %ymm13	// d <<<= 16
	movq	%r10, %rdx
	vpshufb	.Lcp8_rot16(%rip), %ymm14, %ymm14
	mulx	1664(%rsp), %rbx, %rcx	// rcx:rbx = d0 = h0*r0
	vpaddd	%ymm13, %ymm8, %ymm8	// c += d
	mulx	1672(%rsp), %r8, %r9	// r9:r8 = d1 = h0*r1
	vpaddd	%ymm14, %ymm9, %ymm9
	movq	%r11, %rdx
	vpxor	%ymm8, %ymm7, %ymm7	// b ^= c
	mulx	1680(%rsp), %r10, %r11	// h1*s1
	vpxor	%ymm9, %ymm4, %ymm4
	addq	%r10, %rbx	// d0 += h1*s1 (< 2^126: no carry out)
	vpslld	$12, %ymm7, %ymm10	// b <<<= 12
	adcq	%r11, %rcx
	vpsrld	$20, %ymm7, %ymm7
	mulx	1664(%rsp), %r10, %r11	// h1*r0
	vpor	%ymm10, %ymm7, %ymm7
	addq	%r10, %r8	// d1 += h1*r0
	vpslld	$12, %ymm4, %ymm11
	adcq	%r11, %r9
	vpsrld	$20, %ymm4, %ymm4
	movq	%r12, %rdx
	vpor	%ymm11, %ymm4, %ymm4
	imulq	1680(%rsp), %rdx	// h2*s1 < 2^63
	addq	%rdx, %r8	// d1 += h2*s1
	vpaddd	%ymm7, %ymm2, %ymm2	// a += b
	adcq	$0, %r9
	vpaddd	%ymm4, %ymm3, %ymm3
	imulq	1664(%rsp), %r12	// d2 = h2*r0
	vpxor	%ymm2, %ymm13, %ymm13	// d ^= a
	addq	%rcx, %r8	// carry d0 -> d1
	vpxor	%ymm3, %ymm14, %ymm14
	adcq	$0, %r9
	vpshufb	.Lcp8_rot8(%rip), %ymm13, %ymm13	// d <<<= 8
	addq	%r9, %r12	// carry d1 -> d2 (d2 < 2^64)
	vpshufb	.Lcp8_rot8(%rip), %ymm14, %ymm14
	movq	%rbx, %r10	// h0 = lo(d0)
	vpaddd	%ymm13, %ymm8, %ymm8	// c += d
	movq	%r8, %r11	// h1 = lo(d1)
	vpaddd	%ymm14, %ymm9, %ymm9
	movq	%r12, %rcx	// c = d2 & ~3, h2 = d2 & 3, h += c + c/4
	vpxor	%ymm8, %ymm7, %ymm7	// b ^= c
	andq	$-4, %rcx
	vpxor	%ymm9, %ymm4, %ymm4
	andq	$3, %r12
	vpslld	$7, %ymm7, %ymm10	// b <<<= 7
	addq	%rcx, %r10
	vpsrld	$25, %ymm7, %ymm7
	adcq	$0, %r11
	vpor	%ymm10, %ymm7, %ymm7
	adcq	$0, %r12
	vpslld	$7, %ymm4, %ymm11
	shrq	$2, %rcx
	vpsrld	$25, %ymm4, %ymm4
	addq	%rcx, %r10
	vpor	%ymm11, %ymm4, %ymm4
	adcq	$0, %r11
	adcq	$0, %r12	// h2 <= 4
	decl	%r13d	// CAUTION: dec keeps CF (no carry live)
	jnz	.Lopen_dr_stitched
	movl	$2, %r13d
.Lopen_rounds:
	.p2align 4
.Lopen_dr_plain:
	// columns (0,4,8,12) and (1,5,9,13)
	vpaddd	%ymm4, %ymm0, %ymm0	// a += b
	vpaddd	%ymm5, %ymm1, %ymm1
	vpxor	%ymm0, %ymm12, %ymm12	// d ^= a
	vpxor	%ymm1, %ymm13, %ymm13
	vpshufb	.Lcp8_rot16(%rip), %ymm12, %ymm12	// d <<<= 16
	vpshufb	.Lcp8_rot16(%rip), %ymm13, %ymm13
	vpaddd	%ymm12, %ymm8, %ymm8	// c += d
	vpaddd	%ymm13, %ymm9, %ymm9
	vpxor	%ymm8, %ymm4, %ymm4	// b ^= c
	vpxor	%ymm9, %ymm5, %ymm5
	vpslld	$12, %ymm4, %ymm10	// b <<<= 12
	vpsrld	$20, %ymm4, %ymm4
	vpor	%ymm10, %ymm4, %ymm4
	vpslld	$12, %ymm5, %ymm11
	vpsrld	$20, %ymm5, %ymm5
	vpor	%ymm11, %ymm5, %ymm5
	vpaddd	%ymm4, %ymm0, %ymm0	// a += b
	vpaddd	%ymm5, %ymm1, %ymm1
	vpxor	%ymm0, %ymm12, %ymm12	// d ^= a
	vpxor	%ymm1, %ymm13, %ymm13
	vpshufb	.Lcp8_rot8(%rip), %ymm12, %ymm12	// d <<<= 8
	vpshufb	.Lcp8_rot8(%rip), %ymm13, %ymm13
	vpaddd	%ymm12, %ymm8, %ymm8	// c += d
	vpaddd	%ymm13, %ymm9, %ymm9
	vpxor	%ymm8, %ymm4, %ymm4	// b ^= c
	vpxor	%ymm9, %ymm5, %ymm5
	vpslld	$7, %ymm4, %ymm10	// b <<<= 7
	vpsrld	$25, %ymm4, %ymm4
	vpor	%ymm10, %ymm4, %ymm4
	vpslld	$7, %ymm5, %ymm11
	vpsrld	$25, %ymm5, %ymm5
	vpor	%ymm11, %ymm5, %ymm5
// x8, x9 out; x10, x11 in
	vmovdqa	%ymm8, 512(%rsp)
	vmovdqa	%ymm9, 544(%rsp)
	vmovdqa	576(%rsp), %ymm8
	vmovdqa	608(%rsp), %ymm9
	// columns (2,6,10,14) and (3,7,11,15)
	vpaddd	%ymm6, %ymm2, %ymm2	// a += b
	vpaddd	%ymm7, %ymm3, %ymm3
	vpxor	%ymm2, %ymm14, %ymm14	// d ^= a
	vpxor	%ymm3, %ymm15, %ymm15
	vpshufb	.Lcp8_rot16(%rip), %ymm14, %ymm14	// d <<<= 16
	vpshufb	.Lcp8_rot16(%rip), %ymm15, %ymm15
	vpaddd	%ymm14, %ymm8, %ymm8	// c += d
	vpaddd	%ymm15, %ymm9, %ymm9
	vpxor	%ymm8, %ymm6, %ymm6	// b ^= c
	vpxor	%ymm9, %ymm7, %ymm7
	vpslld	$12, %ymm6, %ymm10	// b <<<= 12
	vpsrld	$20, %ymm6, %ymm6
	vpor	%ymm10, %ymm6, %ymm6
	vpslld	$12, %ymm7, %ymm11
	vpsrld	$20, %ymm7, %ymm7
	vpor	%ymm11, %ymm7, %ymm7
	vpaddd	%ymm6, %ymm2, %ymm2	// a += b
	vpaddd	%ymm7, %ymm3, %ymm3
	vpxor	%ymm2, %ymm14, %ymm14	// d ^= a
	vpxor	%ymm3, %ymm15, %ymm15
	vpshufb	.Lcp8_rot8(%rip), %ymm14, %ymm14	// d <<<= 8
	vpshufb	.Lcp8_rot8(%rip), %ymm15, %ymm15
	vpaddd	%ymm14, %ymm8, %ymm8	// c += d
	vpaddd	%ymm15, %ymm9, %ymm9
	vpxor	%ymm8, %ymm6, %ymm6	// b ^= c
	vpxor	%ymm9, %ymm7, %ymm7
	vpslld	$7, %ymm6, %ymm10	// b <<<= 7
	vpsrld	$25, %ymm6, %ymm6
	vpor	%ymm10, %ymm6, %ymm6
	vpslld	$7, %ymm7, %ymm11
	vpsrld	$25, %ymm7, %ymm7
	vpor	%ymm11, %ymm7, %ymm7
	// diagonals (0,5,10,15) and (1,6,11,12)
	vpaddd	%ymm5, %ymm0, %ymm0	// a += b
	vpaddd	%ymm6, %ymm1, %ymm1
	vpxor	%ymm0, %ymm15, %ymm15	// d ^= a
	vpxor	%ymm1, %ymm12, %ymm12
	vpshufb	.Lcp8_rot16(%rip), %ymm15, %ymm15	// d <<<= 16
	vpshufb	.Lcp8_rot16(%rip), %ymm12, %ymm12
	vpaddd	%ymm15, %ymm8, %ymm8	// c += d
	vpaddd	%ymm12, %ymm9, %ymm9
	vpxor	%ymm8, %ymm5, %ymm5	// b ^= c
	vpxor	%ymm9, %ymm6, %ymm6
	vpslld	$12, %ymm5, %ymm10	// b <<<= 12
	vpsrld	$20, %ymm5, %ymm5
	vpor	%ymm10, %ymm5, %ymm5
	vpslld	$12, %ymm6, %ymm11
	vpsrld	$20, %ymm6, %ymm6
	vpor	%ymm11, %ymm6, %ymm6
	vpaddd	%ymm5, %ymm0, %ymm0	// a += b
	vpaddd	%ymm6, %ymm1, %ymm1
	vpxor	%ymm0, %ymm15, %ymm15	// d ^= a
	vpxor	%ymm1, %ymm12, %ymm12
	vpshufb	.Lcp8_rot8(%rip), %ymm15, %ymm15	// d <<<= 8
	vpshufb	.Lcp8_rot8(%rip), %ymm12, %ymm12
	vpaddd	%ymm15, %ymm8, %ymm8	// c += d
	vpaddd	%ymm12, %ymm9, %ymm9
	vpxor	%ymm8, %ymm5, %ymm5	// b ^= c
	vpxor	%ymm9, %ymm6, %ymm6
	vpslld	$7, %ymm5, %ymm10	// b <<<= 7
	vpsrld	$25, %ymm5, %ymm5
	vpor	%ymm10, %ymm5, %ymm5
	vpslld	$7, %ymm6, %ymm11
	vpsrld	$25, %ymm6, %ymm6
	vpor	%ymm11, %ymm6, %ymm6
// x10, x11 out; x8, x9 in
	vmovdqa	%ymm8, 576(%rsp)
	vmovdqa	%ymm9, 608(%rsp)
	vmovdqa	512(%rsp), %ymm8
	vmovdqa	544(%rsp), %ymm9
	// diagonals (2,7,8,13) and (3,4,9,14)
	vpaddd	%ymm7, %ymm2, %ymm2	// a += b
	vpaddd	%ymm4, %ymm3, %ymm3
	vpxor	%ymm2, %ymm13, %ymm13	// d ^= a
	vpxor	%ymm3, %ymm14, %ymm14
	vpshufb	.Lcp8_rot16(%rip), %ymm13, %ymm13	// d <<<= 16
	vpshufb	.Lcp8_rot16(%rip), %ymm14, %ymm14
	vpaddd	%ymm13, %ymm8, %ymm8	// c += d
	vpaddd	%ymm14, %ymm9, %ymm9
	vpxor	%ymm8, %ymm7, %ymm7	// b ^= c
	vpxor	%ymm9, %ymm4, %ymm4
	vpslld	$12, %ymm7, %ymm10	// b <<<= 12
	vpsrld	$20, %ymm7, %ymm7
	vpor	%ymm10, %ymm7, %ymm7
	vpslld	$12, %ymm4, %ymm11
	vpsrld	$20, %ymm4, %ymm4
	vpor	%ymm11, %ymm4, %ymm4
	vpaddd	%ymm7, %ymm2, %ymm2	// a += b
	vpaddd	%ymm4, %ymm3, %ymm3
	vpxor	%ymm2, %ymm13, %ymm13	// d ^= a
	vpxor	%ymm3, %ymm14, %ymm14
	vpshufb	.Lcp8_rot8(%rip), %ymm13, %ymm13	// d <<<= 8
	vpshufb	.Lcp8_rot8(%rip), %ymm14, %ymm14
	vpaddd	%ymm13, %ymm8, %ymm8	// c += d
	vpaddd	%ymm14, %ymm9, %ymm9
	vpxor	%ymm8, %ymm7, %ymm7	// b ^= c
	vpxor	%ymm9, %ymm4, %ymm4
	vpslld	$7, %ymm7, %ymm10	// b <<<= 7
	vpsrld	$25, %ymm7, %ymm7
	vpor	%ymm10, %ymm7, %ymm7
	vpslld	$7, %ymm4, %ymm11
	vpsrld	$25, %ymm4, %ymm4
	vpor	%ymm11, %ymm4, %ymm4
	decl	%r13d
	jnz	.Lopen_dr_plain
	// Feed-forward: x[i] += input word i; A[i] = x[i] (lane j = block j).
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
	// Transpose words 0..3: ymm k, lane L = words 0..3 of block 4L+k.
	vpunpckldq	%ymm1, %ymm0, %ymm4
	vpunpckhdq	%ymm1, %ymm0, %ymm5
	vpunpckldq	%ymm3, %ymm2, %ymm6
	vpunpckhdq	%ymm3, %ymm2, %ymm7
	vpunpcklqdq	%ymm6, %ymm4, %ymm0
	vpunpckhqdq	%ymm6, %ymm4, %ymm1
	vpunpcklqdq	%ymm7, %ymm5, %ymm2
	vpunpckhqdq	%ymm7, %ymm5, %ymm3
	vmovdqa	%ymm0, 640(%rsp)
	vmovdqa	%ymm1, 672(%rsp)
	vmovdqa	%ymm2, 704(%rsp)
	vmovdqa	%ymm3, 736(%rsp)
	// Transpose words 4..7: ymm k, lane L = words 4..7 of block 4L+k.
	vmovdqa	768(%rsp), %ymm0
	vmovdqa	800(%rsp), %ymm1
	vmovdqa	832(%rsp), %ymm2
	vmovdqa	864(%rsp), %ymm3
	vpunpckldq	%ymm1, %ymm0, %ymm4
	vpunpckhdq	%ymm1, %ymm0, %ymm5
	vpunpckldq	%ymm3, %ymm2, %ymm6
	vpunpckhdq	%ymm3, %ymm2, %ymm7
	vpunpcklqdq	%ymm6, %ymm4, %ymm0
	vpunpckhqdq	%ymm6, %ymm4, %ymm1
	vpunpcklqdq	%ymm7, %ymm5, %ymm2
	vpunpckhqdq	%ymm7, %ymm5, %ymm3
	vmovdqa	%ymm0, 768(%rsp)
	vmovdqa	%ymm1, 800(%rsp)
	vmovdqa	%ymm2, 832(%rsp)
	vmovdqa	%ymm3, 864(%rsp)
	// Transpose words 8..11: ymm k, lane L = words 8..11 of block 4L+k.
	vmovdqa	896(%rsp), %ymm0
	vmovdqa	928(%rsp), %ymm1
	vmovdqa	960(%rsp), %ymm2
	vmovdqa	992(%rsp), %ymm3
	vpunpckldq	%ymm1, %ymm0, %ymm4
	vpunpckhdq	%ymm1, %ymm0, %ymm5
	vpunpckldq	%ymm3, %ymm2, %ymm6
	vpunpckhdq	%ymm3, %ymm2, %ymm7
	vpunpcklqdq	%ymm6, %ymm4, %ymm0
	vpunpckhqdq	%ymm6, %ymm4, %ymm1
	vpunpcklqdq	%ymm7, %ymm5, %ymm2
	vpunpckhqdq	%ymm7, %ymm5, %ymm3
	vmovdqa	%ymm0, 896(%rsp)
	vmovdqa	%ymm1, 928(%rsp)
	vmovdqa	%ymm2, 960(%rsp)
	vmovdqa	%ymm3, 992(%rsp)
	// Transpose words 12..15: ymm k, lane L = words 12..15 of block 4L+k.
	vmovdqa	1024(%rsp), %ymm0
	vmovdqa	1056(%rsp), %ymm1
	vmovdqa	1088(%rsp), %ymm2
	vmovdqa	1120(%rsp), %ymm3
	vpunpckldq	%ymm1, %ymm0, %ymm4
	vpunpckhdq	%ymm1, %ymm0, %ymm5
	vpunpckldq	%ymm3, %ymm2, %ymm6
	vpunpckhdq	%ymm3, %ymm2, %ymm7
	vpunpcklqdq	%ymm6, %ymm4, %ymm0
	vpunpckhqdq	%ymm6, %ymm4, %ymm1
	vpunpcklqdq	%ymm7, %ymm5, %ymm2
	vpunpckhqdq	%ymm7, %ymm5, %ymm3
	vmovdqa	%ymm0, %ymm12
	vmovdqa	%ymm1, %ymm13
	vmovdqa	%ymm2, %ymm14
	vmovdqa	%ymm3, %ymm15
	cmpq	$8, %r15	// a full group? (nblocks is public)
	jb	.Lopen_partial
	// Full group: block k = A[k].L0 A[4+k].L0 A[8+k].L0 A[12+k].L0, block 4+k
	// the same with L1; out = in ^ block.
	vmovdqa	640(%rsp), %ymm0
	vmovdqa	768(%rsp), %ymm1
	vmovdqa	896(%rsp), %ymm2
	vperm2i128	$0x20, %ymm1, %ymm0, %ymm4
	vperm2i128	$0x20, %ymm12, %ymm2, %ymm5
	vperm2i128	$0x31, %ymm1, %ymm0, %ymm6
	vperm2i128	$0x31, %ymm12, %ymm2, %ymm7
	vpxor	0(%rsi), %ymm4, %ymm4
	vpxor	32(%rsi), %ymm5, %ymm5
	vpxor	256(%rsi), %ymm6, %ymm6
	vpxor	288(%rsi), %ymm7, %ymm7
	vmovdqu	%ymm4, 0(%rdi)
	vmovdqu	%ymm5, 32(%rdi)
	vmovdqu	%ymm6, 256(%rdi)
	vmovdqu	%ymm7, 288(%rdi)
	vmovdqa	672(%rsp), %ymm0
	vmovdqa	800(%rsp), %ymm1
	vmovdqa	928(%rsp), %ymm2
	vperm2i128	$0x20, %ymm1, %ymm0, %ymm4
	vperm2i128	$0x20, %ymm13, %ymm2, %ymm5
	vperm2i128	$0x31, %ymm1, %ymm0, %ymm6
	vperm2i128	$0x31, %ymm13, %ymm2, %ymm7
	vpxor	64(%rsi), %ymm4, %ymm4
	vpxor	96(%rsi), %ymm5, %ymm5
	vpxor	320(%rsi), %ymm6, %ymm6
	vpxor	352(%rsi), %ymm7, %ymm7
	vmovdqu	%ymm4, 64(%rdi)
	vmovdqu	%ymm5, 96(%rdi)
	vmovdqu	%ymm6, 320(%rdi)
	vmovdqu	%ymm7, 352(%rdi)
	vmovdqa	704(%rsp), %ymm0
	vmovdqa	832(%rsp), %ymm1
	vmovdqa	960(%rsp), %ymm2
	vperm2i128	$0x20, %ymm1, %ymm0, %ymm4
	vperm2i128	$0x20, %ymm14, %ymm2, %ymm5
	vperm2i128	$0x31, %ymm1, %ymm0, %ymm6
	vperm2i128	$0x31, %ymm14, %ymm2, %ymm7
	vpxor	128(%rsi), %ymm4, %ymm4
	vpxor	160(%rsi), %ymm5, %ymm5
	vpxor	384(%rsi), %ymm6, %ymm6
	vpxor	416(%rsi), %ymm7, %ymm7
	vmovdqu	%ymm4, 128(%rdi)
	vmovdqu	%ymm5, 160(%rdi)
	vmovdqu	%ymm6, 384(%rdi)
	vmovdqu	%ymm7, 416(%rdi)
	vmovdqa	736(%rsp), %ymm0
	vmovdqa	864(%rsp), %ymm1
	vmovdqa	992(%rsp), %ymm2
	vperm2i128	$0x20, %ymm1, %ymm0, %ymm4
	vperm2i128	$0x20, %ymm15, %ymm2, %ymm5
	vperm2i128	$0x31, %ymm1, %ymm0, %ymm6
	vperm2i128	$0x31, %ymm15, %ymm2, %ymm7
	vpxor	192(%rsi), %ymm4, %ymm4
	vpxor	224(%rsi), %ymm5, %ymm5
	vpxor	448(%rsi), %ymm6, %ymm6
	vpxor	480(%rsi), %ymm7, %ymm7
	vmovdqu	%ymm4, 192(%rdi)
	vmovdqu	%ymm5, 224(%rdi)
	vmovdqu	%ymm6, 448(%rdi)
	vmovdqu	%ymm7, 480(%rdi)
	vmovdqa	384(%rsp), %ymm0	// lane counters += 8
	vpaddd	.Lcp8_eight(%rip), %ymm0, %ymm0
	vmovdqa	%ymm0, 384(%rsp)
	addq	$512, %rsi
	addq	$512, %rdi
	subq	$8, %r15
	ja	.Lopen_group	// CAUTION: ja reads CF and ZF of the subq (r15 > 8 before)
	jmp	.Lopen_done

.Lopen_tail:
	// 1..7 blocks: absorb their 4*r15 Poly1305 blocks first (in may be out),
	// then 10 plain double rounds.
	movq	%rsi, %r14
	leal	0(,%r15,4), %r13d
	.p2align 4
.Lopen_poly_loop:
	addq	0(%r14), %r10	// Poly1305: h += m + 2^128
	adcq	8(%r14), %r11
	adcq	$1, %r12	// h2 <= 6
	leaq	16(%r14), %r14	// CAUTION: lea keeps flags (none live)
	movq	%r10, %rdx
	mulx	1664(%rsp), %rbx, %rcx	// rcx:rbx = d0 = h0*r0
	mulx	1672(%rsp), %r8, %r9	// r9:r8 = d1 = h0*r1
	movq	%r11, %rdx
	mulx	1680(%rsp), %r10, %r11	// h1*s1
	addq	%r10, %rbx	// d0 += h1*s1 (< 2^126: no carry out)
	adcq	%r11, %rcx
	mulx	1664(%rsp), %r10, %r11	// h1*r0
	addq	%r10, %r8	// d1 += h1*r0
	adcq	%r11, %r9
	movq	%r12, %rdx
	imulq	1680(%rsp), %rdx	// h2*s1 < 2^63
	addq	%rdx, %r8	// d1 += h2*s1
	adcq	$0, %r9
	imulq	1664(%rsp), %r12	// d2 = h2*r0
	addq	%rcx, %r8	// carry d0 -> d1
	adcq	$0, %r9
	addq	%r9, %r12	// carry d1 -> d2 (d2 < 2^64)
	movq	%rbx, %r10	// h0 = lo(d0)
	movq	%r8, %r11	// h1 = lo(d1)
	movq	%r12, %rcx	// c = d2 & ~3, h2 = d2 & 3, h += c + c/4
	andq	$-4, %rcx
	andq	$3, %r12
	addq	%rcx, %r10
	adcq	$0, %r11
	adcq	$0, %r12
	shrq	$2, %rcx
	addq	%rcx, %r10
	adcq	$0, %r11
	adcq	$0, %r12	// h2 <= 4
	decl	%r13d	// CAUTION: dec keeps CF (no carry live)
	jnz	.Lopen_poly_loop
	// Load the state: x0..x7, x12..x15, x8, x9 in registers; x10, x11 in CS.
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
	movl	$10, %r13d
	jmp	.Lopen_rounds
.Lopen_partial:
	// 1..7 blocks: the keystream of the group to KS, then out = in ^ KS for
	// each block b < r15.
	vmovdqa	640(%rsp), %ymm0
	vmovdqa	768(%rsp), %ymm1
	vmovdqa	896(%rsp), %ymm2
	vperm2i128	$0x20, %ymm1, %ymm0, %ymm4
	vperm2i128	$0x20, %ymm12, %ymm2, %ymm5
	vperm2i128	$0x31, %ymm1, %ymm0, %ymm6
	vperm2i128	$0x31, %ymm12, %ymm2, %ymm7
	vmovdqa	%ymm4, 1152(%rsp)
	vmovdqa	%ymm5, 1184(%rsp)
	vmovdqa	%ymm6, 1408(%rsp)
	vmovdqa	%ymm7, 1440(%rsp)
	vmovdqa	672(%rsp), %ymm0
	vmovdqa	800(%rsp), %ymm1
	vmovdqa	928(%rsp), %ymm2
	vperm2i128	$0x20, %ymm1, %ymm0, %ymm4
	vperm2i128	$0x20, %ymm13, %ymm2, %ymm5
	vperm2i128	$0x31, %ymm1, %ymm0, %ymm6
	vperm2i128	$0x31, %ymm13, %ymm2, %ymm7
	vmovdqa	%ymm4, 1216(%rsp)
	vmovdqa	%ymm5, 1248(%rsp)
	vmovdqa	%ymm6, 1472(%rsp)
	vmovdqa	%ymm7, 1504(%rsp)
	vmovdqa	704(%rsp), %ymm0
	vmovdqa	832(%rsp), %ymm1
	vmovdqa	960(%rsp), %ymm2
	vperm2i128	$0x20, %ymm1, %ymm0, %ymm4
	vperm2i128	$0x20, %ymm14, %ymm2, %ymm5
	vperm2i128	$0x31, %ymm1, %ymm0, %ymm6
	vperm2i128	$0x31, %ymm14, %ymm2, %ymm7
	vmovdqa	%ymm4, 1280(%rsp)
	vmovdqa	%ymm5, 1312(%rsp)
	vmovdqa	%ymm6, 1536(%rsp)
	vmovdqa	%ymm7, 1568(%rsp)
	vmovdqa	736(%rsp), %ymm0
	vmovdqa	864(%rsp), %ymm1
	vmovdqa	992(%rsp), %ymm2
	vperm2i128	$0x20, %ymm1, %ymm0, %ymm4
	vperm2i128	$0x20, %ymm15, %ymm2, %ymm5
	vperm2i128	$0x31, %ymm1, %ymm0, %ymm6
	vperm2i128	$0x31, %ymm15, %ymm2, %ymm7
	vmovdqa	%ymm4, 1344(%rsp)
	vmovdqa	%ymm5, 1376(%rsp)
	vmovdqa	%ymm6, 1600(%rsp)
	vmovdqa	%ymm7, 1632(%rsp)
	vmovdqu	0(%rsi), %ymm0
	vpxor	1152(%rsp), %ymm0, %ymm0
	vmovdqu	%ymm0, 0(%rdi)
	vmovdqu	32(%rsi), %ymm1
	vpxor	1184(%rsp), %ymm1, %ymm1
	vmovdqu	%ymm1, 32(%rdi)
	cmpq	$1, %r15
	jbe	.Lopen_partial_done
	vmovdqu	64(%rsi), %ymm0
	vpxor	1216(%rsp), %ymm0, %ymm0
	vmovdqu	%ymm0, 64(%rdi)
	vmovdqu	96(%rsi), %ymm1
	vpxor	1248(%rsp), %ymm1, %ymm1
	vmovdqu	%ymm1, 96(%rdi)
	cmpq	$2, %r15
	jbe	.Lopen_partial_done
	vmovdqu	128(%rsi), %ymm0
	vpxor	1280(%rsp), %ymm0, %ymm0
	vmovdqu	%ymm0, 128(%rdi)
	vmovdqu	160(%rsi), %ymm1
	vpxor	1312(%rsp), %ymm1, %ymm1
	vmovdqu	%ymm1, 160(%rdi)
	cmpq	$3, %r15
	jbe	.Lopen_partial_done
	vmovdqu	192(%rsi), %ymm0
	vpxor	1344(%rsp), %ymm0, %ymm0
	vmovdqu	%ymm0, 192(%rdi)
	vmovdqu	224(%rsi), %ymm1
	vpxor	1376(%rsp), %ymm1, %ymm1
	vmovdqu	%ymm1, 224(%rdi)
	cmpq	$4, %r15
	jbe	.Lopen_partial_done
	vmovdqu	256(%rsi), %ymm0
	vpxor	1408(%rsp), %ymm0, %ymm0
	vmovdqu	%ymm0, 256(%rdi)
	vmovdqu	288(%rsi), %ymm1
	vpxor	1440(%rsp), %ymm1, %ymm1
	vmovdqu	%ymm1, 288(%rdi)
	cmpq	$5, %r15
	jbe	.Lopen_partial_done
	vmovdqu	320(%rsi), %ymm0
	vpxor	1472(%rsp), %ymm0, %ymm0
	vmovdqu	%ymm0, 320(%rdi)
	vmovdqu	352(%rsi), %ymm1
	vpxor	1504(%rsp), %ymm1, %ymm1
	vmovdqu	%ymm1, 352(%rdi)
	cmpq	$6, %r15
	jbe	.Lopen_partial_done
	vmovdqu	384(%rsi), %ymm0
	vpxor	1536(%rsp), %ymm0, %ymm0
	vmovdqu	%ymm0, 384(%rdi)
	vmovdqu	416(%rsi), %ymm1
	vpxor	1568(%rsp), %ymm1, %ymm1
	vmovdqu	%ymm1, 416(%rdi)
.Lopen_partial_done:
.Lopen_done:
	movq	%r10, 0(%rax)	// st->h = h
	movq	%r11, 8(%rax)
	movq	%r12, 16(%rax)
	// Wipe the frame (input words, state, keystream, r) and every ymm register.
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
	vmovdqa	%ymm0, 1152(%rsp)
	vmovdqa	%ymm0, 1184(%rsp)
	vmovdqa	%ymm0, 1216(%rsp)
	vmovdqa	%ymm0, 1248(%rsp)
	vmovdqa	%ymm0, 1280(%rsp)
	vmovdqa	%ymm0, 1312(%rsp)
	vmovdqa	%ymm0, 1344(%rsp)
	vmovdqa	%ymm0, 1376(%rsp)
	vmovdqa	%ymm0, 1408(%rsp)
	vmovdqa	%ymm0, 1440(%rsp)
	vmovdqa	%ymm0, 1472(%rsp)
	vmovdqa	%ymm0, 1504(%rsp)
	vmovdqa	%ymm0, 1536(%rsp)
	vmovdqa	%ymm0, 1568(%rsp)
	vmovdqa	%ymm0, 1600(%rsp)
	vmovdqa	%ymm0, 1632(%rsp)
	vmovdqa	%ymm0, 1664(%rsp)
	vzeroall
	movq	%rbp, %rsp
	.cfi_def_cfa_register %rsp
	LIMB_POP_CALLEE
.Lopen_ret:
	ret
LIMB_END(limb_chacha20poly1305_open_avx2)

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
