// limb_sha1_compress_avx2: x86-64 with AVX2 and BMI2 (VEX-128 schedule; RORX, ANDN rounds).
// Twin: sha1Compress_g (symmetric/sha1/sha1_generic.cc); tests require identical state.
// Prototype (C linkage, declared in symmetric/sha1/sha1_asm.h):
//   void limb_sha1_compress_avx2(uint32_t state[5], const uint8_t* blocks, size_t nblocks);
// Contract: see symmetric/sha1/sha1_internal.h (state += Rounds(state, M) for
// each 64-byte block M; nblocks may be 0; no alignment needed).
// Selected by sha1_dispatch.cc ("x86_64_avx2") when cpu.avx2 && cpu.bmi2 and
// the CPU has no SHA-NI (the SHA-NI tables come first). Only VEX-128 AVX
// instructions are used; cpu.avx2 stands for "AVX with OS-enabled ymm
// state", and CPUs with BMI2 (RORX) all have BMI1 (ANDN).
// ABI: SysV AMD64. In: rdi=state  rsi=blocks  rdx=nblocks.  Out: none.
// Register map: eax, ebx, ecx, r8d, r9d = the five working variables, which
//   rotate by renaming (round t's a is round t-1's T, written into the
//   register of round t-1's e); r10d/r11d = f and rol5 scratch;
//   xmm0..xmm3 = message schedule W[t-16..t-1] as 4 rotating quads (W[t] in
//   lane 0), xmm4..xmm6 scratch, xmm7 = byte-swap mask;
//   rsp[0..320) = W[t] + K_t for t = 0..79 of the current block.
// Clobbers: rax rcx rdx rsi r8-r11 xmm0-xmm15 (all ymm zeroed), flags. rbx
//   saved on the stack; the 320-byte frame is zeroed before returning.
// Strategy: per block, the schedule four words per step (FIPS 180-4 §6.1.2
//   step 1): X = W[t-16..] ^ W[t-14..] ^ W[t-8..] ^ (W[t-3], W[t-2],
//   W[t-1], 0), W[t..t+3] = ROTL1(X) with lane 3 then corrected by
//   ROTL1(W[t]) (its W[t-3] term is this step's lane 0), plus K_t, stored to
//   the frame. W[0..15] first; the step for W[4j+16..4j+19] is spread over
//   rounds 4j..4j+3, so the vector chain runs beside the scalar one and each
//   W + K is stored at least four rounds before it is read. The 80 rounds
//   are written out, one f_t each (Ch with ANDN, Parity with two XORs, Maj
//   as (b & c) + ((b ^ c) & d), whose terms never share a set bit),
//   ROTL5/ROTL30 by RORX. No address depends on data; time depends on
//   nblocks only.
// Measured: tools/speed.sh --filter '^SHA1/' --cpu avx2 (limb/SHA1/N beside
//   the peers capped to the same level); figures and instruction counts in
//   benchmarks/RESULTS.md, "sha1_avx2.S".
// CAUTION: VZEROALL (AVX) at the end clears every ymm register, which held
//   message words, and leaves the upper state clean for legacy-SSE callers.
// CAUTION: Maj uses ADD for the OR of (b & c) and ((b ^ c) & d): they are
//   disjoint (a bit set in b ^ c is clear in b & c), so no carry occurs.
#include "limb/asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

  .section .rodata
  .p2align 4
.Lsha1_avx2_bswap:  // VPSHUFB mask: reverse the bytes of each dword (big-endian load)
  .byte 3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12
.Lsha1_avx2_k:  // FIPS 180-4 §4.2.1, each broadcast to four lanes
  .long 0x5a827999, 0x5a827999, 0x5a827999, 0x5a827999
  .long 0x6ed9eba1, 0x6ed9eba1, 0x6ed9eba1, 0x6ed9eba1
  .long 0x8f1bbcdc, 0x8f1bbcdc, 0x8f1bbcdc, 0x8f1bbcdc
  .long 0xca62c1d6, 0xca62c1d6, 0xca62c1d6, 0xca62c1d6

LIMB_ENTRY(limb_sha1_compress_avx2)
  testq %rdx, %rdx
  jz .Lsha1_avx2_ret            // nblocks == 0: state untouched
  LIMB_PUSH(rbx)
  subq $320, %rsp               // W + K for 80 rounds (rsp 16-aligned here)
  .cfi_adjust_cfa_offset 320
  vmovdqa .Lsha1_avx2_bswap(%rip), %xmm7
  movl 0(%rdi), %eax            // a
  movl 4(%rdi), %ebx            // b
  movl 8(%rdi), %ecx            // c
  movl 12(%rdi), %r8d           // d
  movl 16(%rdi), %r9d           // e

.Lsha1_avx2_block:
  // Schedule, W[0..15]: byte-swapped message words; rsp[4t] = W[t] + K.
  vmovdqu 0(%rsi), %xmm0
  vpshufb %xmm7, %xmm0, %xmm0        // W[0..3]
  vpaddd .Lsha1_avx2_k+0(%rip), %xmm0, %xmm4
  vmovdqa %xmm4, 0(%rsp)
  vmovdqu 16(%rsi), %xmm1
  vpshufb %xmm7, %xmm1, %xmm1        // W[4..7]
  vpaddd .Lsha1_avx2_k+0(%rip), %xmm1, %xmm4
  vmovdqa %xmm4, 16(%rsp)
  vmovdqu 32(%rsi), %xmm2
  vpshufb %xmm7, %xmm2, %xmm2        // W[8..11]
  vpaddd .Lsha1_avx2_k+0(%rip), %xmm2, %xmm4
  vmovdqa %xmm4, 32(%rsp)
  vmovdqu 48(%rsi), %xmm3
  vpshufb %xmm7, %xmm3, %xmm3        // W[12..15]
  vpaddd .Lsha1_avx2_k+0(%rip), %xmm3, %xmm4
  vmovdqa %xmm4, 48(%rsp)


  vpalignr $8, %xmm0, %xmm1, %xmm4       // W[16..19]: W[t-14..t-11]
  vpsrldq $4, %xmm3, %xmm5              // W[t-3], W[t-2], W[t-1], 0
  vpxor %xmm2, %xmm0, %xmm0             // W[t-16..] ^ W[t-8..]
  vpxor %xmm4, %xmm0, %xmm0
  // Rounds 0..19: f = Ch. Per round: e += ROTL5(a) + f(b, c, d) + W[t] + K;
  // b = ROTL30(b); then (a, b, c, d, e) = (e, a, b, c, d) by renaming.
  andnl %r8d, %ebx, %r10d              // t0: ~b & d
  movl %ecx, %r11d
  andl %ebx, %r11d                     // b & c
  addl 0(%rsp), %r9d
  addl %r10d, %r9d
  addl %r11d, %r9d
  rorxl $27, %eax, %r10d               // ROTL5(a)
  addl %r10d, %r9d
  rorxl $2, %ebx, %ebx                 // ROTL30(b)
  vpxor %xmm5, %xmm0, %xmm0
  vpsrld $31, %xmm0, %xmm4
  vpslld $1, %xmm0, %xmm0
  vpor %xmm4, %xmm0, %xmm0              // ROTL1: lanes 0-2 final
  andnl %ecx, %eax, %r10d              // t1: ~b & d
  movl %ebx, %r11d
  andl %eax, %r11d                     // b & c
  addl 4(%rsp), %r8d
  addl %r10d, %r8d
  addl %r11d, %r8d
  rorxl $27, %r9d, %r10d               // ROTL5(a)
  addl %r10d, %r8d
  rorxl $2, %eax, %eax                 // ROTL30(b)
  vpslldq $12, %xmm0, %xmm5             // W[t] into lane 3
  vpsrld $31, %xmm5, %xmm4
  vpslld $1, %xmm5, %xmm5
  vpor %xmm4, %xmm5, %xmm5
  andnl %ebx, %r9d, %r10d              // t2: ~b & d
  movl %eax, %r11d
  andl %r9d, %r11d                     // b & c
  addl 8(%rsp), %ecx
  addl %r10d, %ecx
  addl %r11d, %ecx
  rorxl $27, %r8d, %r10d               // ROTL5(a)
  addl %r10d, %ecx
  rorxl $2, %r9d, %r9d                 // ROTL30(b)
  vpxor %xmm5, %xmm0, %xmm0             // lane 3 ^= ROTL1(W[t])
  vpaddd .Lsha1_avx2_k+0(%rip), %xmm0, %xmm4
  vmovdqa %xmm4, 64(%rsp)             // W[16..19] + K
  andnl %eax, %r8d, %r10d              // t3: ~b & d
  movl %r9d, %r11d
  andl %r8d, %r11d                     // b & c
  addl 12(%rsp), %ebx
  addl %r10d, %ebx
  addl %r11d, %ebx
  rorxl $27, %ecx, %r10d               // ROTL5(a)
  addl %r10d, %ebx
  rorxl $2, %r8d, %r8d                 // ROTL30(b)
  vpalignr $8, %xmm1, %xmm2, %xmm4       // W[20..23]: W[t-14..t-11]
  vpsrldq $4, %xmm0, %xmm5              // W[t-3], W[t-2], W[t-1], 0
  vpxor %xmm3, %xmm1, %xmm1             // W[t-16..] ^ W[t-8..]
  vpxor %xmm4, %xmm1, %xmm1
  andnl %r9d, %ecx, %r10d              // t4: ~b & d
  movl %r8d, %r11d
  andl %ecx, %r11d                     // b & c
  addl 16(%rsp), %eax
  addl %r10d, %eax
  addl %r11d, %eax
  rorxl $27, %ebx, %r10d               // ROTL5(a)
  addl %r10d, %eax
  rorxl $2, %ecx, %ecx                 // ROTL30(b)
  vpxor %xmm5, %xmm1, %xmm1
  vpsrld $31, %xmm1, %xmm4
  vpslld $1, %xmm1, %xmm1
  vpor %xmm4, %xmm1, %xmm1              // ROTL1: lanes 0-2 final
  andnl %r8d, %ebx, %r10d              // t5: ~b & d
  movl %ecx, %r11d
  andl %ebx, %r11d                     // b & c
  addl 20(%rsp), %r9d
  addl %r10d, %r9d
  addl %r11d, %r9d
  rorxl $27, %eax, %r10d               // ROTL5(a)
  addl %r10d, %r9d
  rorxl $2, %ebx, %ebx                 // ROTL30(b)
  vpslldq $12, %xmm1, %xmm5             // W[t] into lane 3
  vpsrld $31, %xmm5, %xmm4
  vpslld $1, %xmm5, %xmm5
  vpor %xmm4, %xmm5, %xmm5
  andnl %ecx, %eax, %r10d              // t6: ~b & d
  movl %ebx, %r11d
  andl %eax, %r11d                     // b & c
  addl 24(%rsp), %r8d
  addl %r10d, %r8d
  addl %r11d, %r8d
  rorxl $27, %r9d, %r10d               // ROTL5(a)
  addl %r10d, %r8d
  rorxl $2, %eax, %eax                 // ROTL30(b)
  vpxor %xmm5, %xmm1, %xmm1             // lane 3 ^= ROTL1(W[t])
  vpaddd .Lsha1_avx2_k+16(%rip), %xmm1, %xmm4
  vmovdqa %xmm4, 80(%rsp)             // W[20..23] + K
  andnl %ebx, %r9d, %r10d              // t7: ~b & d
  movl %eax, %r11d
  andl %r9d, %r11d                     // b & c
  addl 28(%rsp), %ecx
  addl %r10d, %ecx
  addl %r11d, %ecx
  rorxl $27, %r8d, %r10d               // ROTL5(a)
  addl %r10d, %ecx
  rorxl $2, %r9d, %r9d                 // ROTL30(b)
  vpalignr $8, %xmm2, %xmm3, %xmm4       // W[24..27]: W[t-14..t-11]
  vpsrldq $4, %xmm1, %xmm5              // W[t-3], W[t-2], W[t-1], 0
  vpxor %xmm0, %xmm2, %xmm2             // W[t-16..] ^ W[t-8..]
  vpxor %xmm4, %xmm2, %xmm2
  andnl %eax, %r8d, %r10d              // t8: ~b & d
  movl %r9d, %r11d
  andl %r8d, %r11d                     // b & c
  addl 32(%rsp), %ebx
  addl %r10d, %ebx
  addl %r11d, %ebx
  rorxl $27, %ecx, %r10d               // ROTL5(a)
  addl %r10d, %ebx
  rorxl $2, %r8d, %r8d                 // ROTL30(b)
  vpxor %xmm5, %xmm2, %xmm2
  vpsrld $31, %xmm2, %xmm4
  vpslld $1, %xmm2, %xmm2
  vpor %xmm4, %xmm2, %xmm2              // ROTL1: lanes 0-2 final
  andnl %r9d, %ecx, %r10d              // t9: ~b & d
  movl %r8d, %r11d
  andl %ecx, %r11d                     // b & c
  addl 36(%rsp), %eax
  addl %r10d, %eax
  addl %r11d, %eax
  rorxl $27, %ebx, %r10d               // ROTL5(a)
  addl %r10d, %eax
  rorxl $2, %ecx, %ecx                 // ROTL30(b)
  vpslldq $12, %xmm2, %xmm5             // W[t] into lane 3
  vpsrld $31, %xmm5, %xmm4
  vpslld $1, %xmm5, %xmm5
  vpor %xmm4, %xmm5, %xmm5
  andnl %r8d, %ebx, %r10d              // t10: ~b & d
  movl %ecx, %r11d
  andl %ebx, %r11d                     // b & c
  addl 40(%rsp), %r9d
  addl %r10d, %r9d
  addl %r11d, %r9d
  rorxl $27, %eax, %r10d               // ROTL5(a)
  addl %r10d, %r9d
  rorxl $2, %ebx, %ebx                 // ROTL30(b)
  vpxor %xmm5, %xmm2, %xmm2             // lane 3 ^= ROTL1(W[t])
  vpaddd .Lsha1_avx2_k+16(%rip), %xmm2, %xmm4
  vmovdqa %xmm4, 96(%rsp)             // W[24..27] + K
  andnl %ecx, %eax, %r10d              // t11: ~b & d
  movl %ebx, %r11d
  andl %eax, %r11d                     // b & c
  addl 44(%rsp), %r8d
  addl %r10d, %r8d
  addl %r11d, %r8d
  rorxl $27, %r9d, %r10d               // ROTL5(a)
  addl %r10d, %r8d
  rorxl $2, %eax, %eax                 // ROTL30(b)
  vpalignr $8, %xmm3, %xmm0, %xmm4       // W[28..31]: W[t-14..t-11]
  vpsrldq $4, %xmm2, %xmm5              // W[t-3], W[t-2], W[t-1], 0
  vpxor %xmm1, %xmm3, %xmm3             // W[t-16..] ^ W[t-8..]
  vpxor %xmm4, %xmm3, %xmm3
  andnl %ebx, %r9d, %r10d              // t12: ~b & d
  movl %eax, %r11d
  andl %r9d, %r11d                     // b & c
  addl 48(%rsp), %ecx
  addl %r10d, %ecx
  addl %r11d, %ecx
  rorxl $27, %r8d, %r10d               // ROTL5(a)
  addl %r10d, %ecx
  rorxl $2, %r9d, %r9d                 // ROTL30(b)
  vpxor %xmm5, %xmm3, %xmm3
  vpsrld $31, %xmm3, %xmm4
  vpslld $1, %xmm3, %xmm3
  vpor %xmm4, %xmm3, %xmm3              // ROTL1: lanes 0-2 final
  andnl %eax, %r8d, %r10d              // t13: ~b & d
  movl %r9d, %r11d
  andl %r8d, %r11d                     // b & c
  addl 52(%rsp), %ebx
  addl %r10d, %ebx
  addl %r11d, %ebx
  rorxl $27, %ecx, %r10d               // ROTL5(a)
  addl %r10d, %ebx
  rorxl $2, %r8d, %r8d                 // ROTL30(b)
  vpslldq $12, %xmm3, %xmm5             // W[t] into lane 3
  vpsrld $31, %xmm5, %xmm4
  vpslld $1, %xmm5, %xmm5
  vpor %xmm4, %xmm5, %xmm5
  andnl %r9d, %ecx, %r10d              // t14: ~b & d
  movl %r8d, %r11d
  andl %ecx, %r11d                     // b & c
  addl 56(%rsp), %eax
  addl %r10d, %eax
  addl %r11d, %eax
  rorxl $27, %ebx, %r10d               // ROTL5(a)
  addl %r10d, %eax
  rorxl $2, %ecx, %ecx                 // ROTL30(b)
  vpxor %xmm5, %xmm3, %xmm3             // lane 3 ^= ROTL1(W[t])
  vpaddd .Lsha1_avx2_k+16(%rip), %xmm3, %xmm4
  vmovdqa %xmm4, 112(%rsp)             // W[28..31] + K
  andnl %r8d, %ebx, %r10d              // t15: ~b & d
  movl %ecx, %r11d
  andl %ebx, %r11d                     // b & c
  addl 60(%rsp), %r9d
  addl %r10d, %r9d
  addl %r11d, %r9d
  rorxl $27, %eax, %r10d               // ROTL5(a)
  addl %r10d, %r9d
  rorxl $2, %ebx, %ebx                 // ROTL30(b)
  vpalignr $8, %xmm0, %xmm1, %xmm4       // W[32..35]: W[t-14..t-11]
  vpsrldq $4, %xmm3, %xmm5              // W[t-3], W[t-2], W[t-1], 0
  vpxor %xmm2, %xmm0, %xmm0             // W[t-16..] ^ W[t-8..]
  vpxor %xmm4, %xmm0, %xmm0
  andnl %ecx, %eax, %r10d              // t16: ~b & d
  movl %ebx, %r11d
  andl %eax, %r11d                     // b & c
  addl 64(%rsp), %r8d
  addl %r10d, %r8d
  addl %r11d, %r8d
  rorxl $27, %r9d, %r10d               // ROTL5(a)
  addl %r10d, %r8d
  rorxl $2, %eax, %eax                 // ROTL30(b)
  vpxor %xmm5, %xmm0, %xmm0
  vpsrld $31, %xmm0, %xmm4
  vpslld $1, %xmm0, %xmm0
  vpor %xmm4, %xmm0, %xmm0              // ROTL1: lanes 0-2 final
  andnl %ebx, %r9d, %r10d              // t17: ~b & d
  movl %eax, %r11d
  andl %r9d, %r11d                     // b & c
  addl 68(%rsp), %ecx
  addl %r10d, %ecx
  addl %r11d, %ecx
  rorxl $27, %r8d, %r10d               // ROTL5(a)
  addl %r10d, %ecx
  rorxl $2, %r9d, %r9d                 // ROTL30(b)
  vpslldq $12, %xmm0, %xmm5             // W[t] into lane 3
  vpsrld $31, %xmm5, %xmm4
  vpslld $1, %xmm5, %xmm5
  vpor %xmm4, %xmm5, %xmm5
  andnl %eax, %r8d, %r10d              // t18: ~b & d
  movl %r9d, %r11d
  andl %r8d, %r11d                     // b & c
  addl 72(%rsp), %ebx
  addl %r10d, %ebx
  addl %r11d, %ebx
  rorxl $27, %ecx, %r10d               // ROTL5(a)
  addl %r10d, %ebx
  rorxl $2, %r8d, %r8d                 // ROTL30(b)
  vpxor %xmm5, %xmm0, %xmm0             // lane 3 ^= ROTL1(W[t])
  vpaddd .Lsha1_avx2_k+16(%rip), %xmm0, %xmm4
  vmovdqa %xmm4, 128(%rsp)             // W[32..35] + K
  andnl %r9d, %ecx, %r10d              // t19: ~b & d
  movl %r8d, %r11d
  andl %ecx, %r11d                     // b & c
  addl 76(%rsp), %eax
  addl %r10d, %eax
  addl %r11d, %eax
  rorxl $27, %ebx, %r10d               // ROTL5(a)
  addl %r10d, %eax
  rorxl $2, %ecx, %ecx                 // ROTL30(b)
  vpalignr $8, %xmm1, %xmm2, %xmm4       // W[36..39]: W[t-14..t-11]
  vpsrldq $4, %xmm0, %xmm5              // W[t-3], W[t-2], W[t-1], 0
  vpxor %xmm3, %xmm1, %xmm1             // W[t-16..] ^ W[t-8..]
  vpxor %xmm4, %xmm1, %xmm1
  // Rounds 20..39: f = Parity. Per round: e += ROTL5(a) + f(b, c, d) + W[t] + K;
  // b = ROTL30(b); then (a, b, c, d, e) = (e, a, b, c, d) by renaming.
  movl %ebx, %r10d                     // t20: b ^ c ^ d
  xorl %ecx, %r10d
  xorl %r8d, %r10d
  addl 80(%rsp), %r9d
  addl %r10d, %r9d
  rorxl $27, %eax, %r10d               // ROTL5(a)
  addl %r10d, %r9d
  rorxl $2, %ebx, %ebx                 // ROTL30(b)
  vpxor %xmm5, %xmm1, %xmm1
  vpsrld $31, %xmm1, %xmm4
  vpslld $1, %xmm1, %xmm1
  vpor %xmm4, %xmm1, %xmm1              // ROTL1: lanes 0-2 final
  movl %eax, %r10d                     // t21: b ^ c ^ d
  xorl %ebx, %r10d
  xorl %ecx, %r10d
  addl 84(%rsp), %r8d
  addl %r10d, %r8d
  rorxl $27, %r9d, %r10d               // ROTL5(a)
  addl %r10d, %r8d
  rorxl $2, %eax, %eax                 // ROTL30(b)
  vpslldq $12, %xmm1, %xmm5             // W[t] into lane 3
  vpsrld $31, %xmm5, %xmm4
  vpslld $1, %xmm5, %xmm5
  vpor %xmm4, %xmm5, %xmm5
  movl %r9d, %r10d                     // t22: b ^ c ^ d
  xorl %eax, %r10d
  xorl %ebx, %r10d
  addl 88(%rsp), %ecx
  addl %r10d, %ecx
  rorxl $27, %r8d, %r10d               // ROTL5(a)
  addl %r10d, %ecx
  rorxl $2, %r9d, %r9d                 // ROTL30(b)
  vpxor %xmm5, %xmm1, %xmm1             // lane 3 ^= ROTL1(W[t])
  vpaddd .Lsha1_avx2_k+16(%rip), %xmm1, %xmm4
  vmovdqa %xmm4, 144(%rsp)             // W[36..39] + K
  movl %r8d, %r10d                     // t23: b ^ c ^ d
  xorl %r9d, %r10d
  xorl %eax, %r10d
  addl 92(%rsp), %ebx
  addl %r10d, %ebx
  rorxl $27, %ecx, %r10d               // ROTL5(a)
  addl %r10d, %ebx
  rorxl $2, %r8d, %r8d                 // ROTL30(b)
  vpalignr $8, %xmm2, %xmm3, %xmm4       // W[40..43]: W[t-14..t-11]
  vpsrldq $4, %xmm1, %xmm5              // W[t-3], W[t-2], W[t-1], 0
  vpxor %xmm0, %xmm2, %xmm2             // W[t-16..] ^ W[t-8..]
  vpxor %xmm4, %xmm2, %xmm2
  movl %ecx, %r10d                     // t24: b ^ c ^ d
  xorl %r8d, %r10d
  xorl %r9d, %r10d
  addl 96(%rsp), %eax
  addl %r10d, %eax
  rorxl $27, %ebx, %r10d               // ROTL5(a)
  addl %r10d, %eax
  rorxl $2, %ecx, %ecx                 // ROTL30(b)
  vpxor %xmm5, %xmm2, %xmm2
  vpsrld $31, %xmm2, %xmm4
  vpslld $1, %xmm2, %xmm2
  vpor %xmm4, %xmm2, %xmm2              // ROTL1: lanes 0-2 final
  movl %ebx, %r10d                     // t25: b ^ c ^ d
  xorl %ecx, %r10d
  xorl %r8d, %r10d
  addl 100(%rsp), %r9d
  addl %r10d, %r9d
  rorxl $27, %eax, %r10d               // ROTL5(a)
  addl %r10d, %r9d
  rorxl $2, %ebx, %ebx                 // ROTL30(b)
  vpslldq $12, %xmm2, %xmm5             // W[t] into lane 3
  vpsrld $31, %xmm5, %xmm4
  vpslld $1, %xmm5, %xmm5
  vpor %xmm4, %xmm5, %xmm5
  movl %eax, %r10d                     // t26: b ^ c ^ d
  xorl %ebx, %r10d
  xorl %ecx, %r10d
  addl 104(%rsp), %r8d
  addl %r10d, %r8d
  rorxl $27, %r9d, %r10d               // ROTL5(a)
  addl %r10d, %r8d
  rorxl $2, %eax, %eax                 // ROTL30(b)
  vpxor %xmm5, %xmm2, %xmm2             // lane 3 ^= ROTL1(W[t])
  vpaddd .Lsha1_avx2_k+32(%rip), %xmm2, %xmm4
  vmovdqa %xmm4, 160(%rsp)             // W[40..43] + K
  movl %r9d, %r10d                     // t27: b ^ c ^ d
  xorl %eax, %r10d
  xorl %ebx, %r10d
  addl 108(%rsp), %ecx
  addl %r10d, %ecx
  rorxl $27, %r8d, %r10d               // ROTL5(a)
  addl %r10d, %ecx
  rorxl $2, %r9d, %r9d                 // ROTL30(b)
  vpalignr $8, %xmm3, %xmm0, %xmm4       // W[44..47]: W[t-14..t-11]
  vpsrldq $4, %xmm2, %xmm5              // W[t-3], W[t-2], W[t-1], 0
  vpxor %xmm1, %xmm3, %xmm3             // W[t-16..] ^ W[t-8..]
  vpxor %xmm4, %xmm3, %xmm3
  movl %r8d, %r10d                     // t28: b ^ c ^ d
  xorl %r9d, %r10d
  xorl %eax, %r10d
  addl 112(%rsp), %ebx
  addl %r10d, %ebx
  rorxl $27, %ecx, %r10d               // ROTL5(a)
  addl %r10d, %ebx
  rorxl $2, %r8d, %r8d                 // ROTL30(b)
  vpxor %xmm5, %xmm3, %xmm3
  vpsrld $31, %xmm3, %xmm4
  vpslld $1, %xmm3, %xmm3
  vpor %xmm4, %xmm3, %xmm3              // ROTL1: lanes 0-2 final
  movl %ecx, %r10d                     // t29: b ^ c ^ d
  xorl %r8d, %r10d
  xorl %r9d, %r10d
  addl 116(%rsp), %eax
  addl %r10d, %eax
  rorxl $27, %ebx, %r10d               // ROTL5(a)
  addl %r10d, %eax
  rorxl $2, %ecx, %ecx                 // ROTL30(b)
  vpslldq $12, %xmm3, %xmm5             // W[t] into lane 3
  vpsrld $31, %xmm5, %xmm4
  vpslld $1, %xmm5, %xmm5
  vpor %xmm4, %xmm5, %xmm5
  movl %ebx, %r10d                     // t30: b ^ c ^ d
  xorl %ecx, %r10d
  xorl %r8d, %r10d
  addl 120(%rsp), %r9d
  addl %r10d, %r9d
  rorxl $27, %eax, %r10d               // ROTL5(a)
  addl %r10d, %r9d
  rorxl $2, %ebx, %ebx                 // ROTL30(b)
  vpxor %xmm5, %xmm3, %xmm3             // lane 3 ^= ROTL1(W[t])
  vpaddd .Lsha1_avx2_k+32(%rip), %xmm3, %xmm4
  vmovdqa %xmm4, 176(%rsp)             // W[44..47] + K
  movl %eax, %r10d                     // t31: b ^ c ^ d
  xorl %ebx, %r10d
  xorl %ecx, %r10d
  addl 124(%rsp), %r8d
  addl %r10d, %r8d
  rorxl $27, %r9d, %r10d               // ROTL5(a)
  addl %r10d, %r8d
  rorxl $2, %eax, %eax                 // ROTL30(b)
  vpalignr $8, %xmm0, %xmm1, %xmm4       // W[48..51]: W[t-14..t-11]
  vpsrldq $4, %xmm3, %xmm5              // W[t-3], W[t-2], W[t-1], 0
  vpxor %xmm2, %xmm0, %xmm0             // W[t-16..] ^ W[t-8..]
  vpxor %xmm4, %xmm0, %xmm0
  movl %r9d, %r10d                     // t32: b ^ c ^ d
  xorl %eax, %r10d
  xorl %ebx, %r10d
  addl 128(%rsp), %ecx
  addl %r10d, %ecx
  rorxl $27, %r8d, %r10d               // ROTL5(a)
  addl %r10d, %ecx
  rorxl $2, %r9d, %r9d                 // ROTL30(b)
  vpxor %xmm5, %xmm0, %xmm0
  vpsrld $31, %xmm0, %xmm4
  vpslld $1, %xmm0, %xmm0
  vpor %xmm4, %xmm0, %xmm0              // ROTL1: lanes 0-2 final
  movl %r8d, %r10d                     // t33: b ^ c ^ d
  xorl %r9d, %r10d
  xorl %eax, %r10d
  addl 132(%rsp), %ebx
  addl %r10d, %ebx
  rorxl $27, %ecx, %r10d               // ROTL5(a)
  addl %r10d, %ebx
  rorxl $2, %r8d, %r8d                 // ROTL30(b)
  vpslldq $12, %xmm0, %xmm5             // W[t] into lane 3
  vpsrld $31, %xmm5, %xmm4
  vpslld $1, %xmm5, %xmm5
  vpor %xmm4, %xmm5, %xmm5
  movl %ecx, %r10d                     // t34: b ^ c ^ d
  xorl %r8d, %r10d
  xorl %r9d, %r10d
  addl 136(%rsp), %eax
  addl %r10d, %eax
  rorxl $27, %ebx, %r10d               // ROTL5(a)
  addl %r10d, %eax
  rorxl $2, %ecx, %ecx                 // ROTL30(b)
  vpxor %xmm5, %xmm0, %xmm0             // lane 3 ^= ROTL1(W[t])
  vpaddd .Lsha1_avx2_k+32(%rip), %xmm0, %xmm4
  vmovdqa %xmm4, 192(%rsp)             // W[48..51] + K
  movl %ebx, %r10d                     // t35: b ^ c ^ d
  xorl %ecx, %r10d
  xorl %r8d, %r10d
  addl 140(%rsp), %r9d
  addl %r10d, %r9d
  rorxl $27, %eax, %r10d               // ROTL5(a)
  addl %r10d, %r9d
  rorxl $2, %ebx, %ebx                 // ROTL30(b)
  vpalignr $8, %xmm1, %xmm2, %xmm4       // W[52..55]: W[t-14..t-11]
  vpsrldq $4, %xmm0, %xmm5              // W[t-3], W[t-2], W[t-1], 0
  vpxor %xmm3, %xmm1, %xmm1             // W[t-16..] ^ W[t-8..]
  vpxor %xmm4, %xmm1, %xmm1
  movl %eax, %r10d                     // t36: b ^ c ^ d
  xorl %ebx, %r10d
  xorl %ecx, %r10d
  addl 144(%rsp), %r8d
  addl %r10d, %r8d
  rorxl $27, %r9d, %r10d               // ROTL5(a)
  addl %r10d, %r8d
  rorxl $2, %eax, %eax                 // ROTL30(b)
  vpxor %xmm5, %xmm1, %xmm1
  vpsrld $31, %xmm1, %xmm4
  vpslld $1, %xmm1, %xmm1
  vpor %xmm4, %xmm1, %xmm1              // ROTL1: lanes 0-2 final
  movl %r9d, %r10d                     // t37: b ^ c ^ d
  xorl %eax, %r10d
  xorl %ebx, %r10d
  addl 148(%rsp), %ecx
  addl %r10d, %ecx
  rorxl $27, %r8d, %r10d               // ROTL5(a)
  addl %r10d, %ecx
  rorxl $2, %r9d, %r9d                 // ROTL30(b)
  vpslldq $12, %xmm1, %xmm5             // W[t] into lane 3
  vpsrld $31, %xmm5, %xmm4
  vpslld $1, %xmm5, %xmm5
  vpor %xmm4, %xmm5, %xmm5
  movl %r8d, %r10d                     // t38: b ^ c ^ d
  xorl %r9d, %r10d
  xorl %eax, %r10d
  addl 152(%rsp), %ebx
  addl %r10d, %ebx
  rorxl $27, %ecx, %r10d               // ROTL5(a)
  addl %r10d, %ebx
  rorxl $2, %r8d, %r8d                 // ROTL30(b)
  vpxor %xmm5, %xmm1, %xmm1             // lane 3 ^= ROTL1(W[t])
  vpaddd .Lsha1_avx2_k+32(%rip), %xmm1, %xmm4
  vmovdqa %xmm4, 208(%rsp)             // W[52..55] + K
  movl %ecx, %r10d                     // t39: b ^ c ^ d
  xorl %r8d, %r10d
  xorl %r9d, %r10d
  addl 156(%rsp), %eax
  addl %r10d, %eax
  rorxl $27, %ebx, %r10d               // ROTL5(a)
  addl %r10d, %eax
  rorxl $2, %ecx, %ecx                 // ROTL30(b)
  vpalignr $8, %xmm2, %xmm3, %xmm4       // W[56..59]: W[t-14..t-11]
  vpsrldq $4, %xmm1, %xmm5              // W[t-3], W[t-2], W[t-1], 0
  vpxor %xmm0, %xmm2, %xmm2             // W[t-16..] ^ W[t-8..]
  vpxor %xmm4, %xmm2, %xmm2
  // Rounds 40..59: f = Maj. Per round: e += ROTL5(a) + f(b, c, d) + W[t] + K;
  // b = ROTL30(b); then (a, b, c, d, e) = (e, a, b, c, d) by renaming.
  movl %ebx, %r10d                     // t40: (b & c) + ((b ^ c) & d)
  movl %ebx, %r11d
  andl %ecx, %r10d
  xorl %ecx, %r11d
  andl %r8d, %r11d
  addl 160(%rsp), %r9d
  addl %r10d, %r9d
  addl %r11d, %r9d
  rorxl $27, %eax, %r10d               // ROTL5(a)
  addl %r10d, %r9d
  rorxl $2, %ebx, %ebx                 // ROTL30(b)
  vpxor %xmm5, %xmm2, %xmm2
  vpsrld $31, %xmm2, %xmm4
  vpslld $1, %xmm2, %xmm2
  vpor %xmm4, %xmm2, %xmm2              // ROTL1: lanes 0-2 final
  movl %eax, %r10d                     // t41: (b & c) + ((b ^ c) & d)
  movl %eax, %r11d
  andl %ebx, %r10d
  xorl %ebx, %r11d
  andl %ecx, %r11d
  addl 164(%rsp), %r8d
  addl %r10d, %r8d
  addl %r11d, %r8d
  rorxl $27, %r9d, %r10d               // ROTL5(a)
  addl %r10d, %r8d
  rorxl $2, %eax, %eax                 // ROTL30(b)
  vpslldq $12, %xmm2, %xmm5             // W[t] into lane 3
  vpsrld $31, %xmm5, %xmm4
  vpslld $1, %xmm5, %xmm5
  vpor %xmm4, %xmm5, %xmm5
  movl %r9d, %r10d                     // t42: (b & c) + ((b ^ c) & d)
  movl %r9d, %r11d
  andl %eax, %r10d
  xorl %eax, %r11d
  andl %ebx, %r11d
  addl 168(%rsp), %ecx
  addl %r10d, %ecx
  addl %r11d, %ecx
  rorxl $27, %r8d, %r10d               // ROTL5(a)
  addl %r10d, %ecx
  rorxl $2, %r9d, %r9d                 // ROTL30(b)
  vpxor %xmm5, %xmm2, %xmm2             // lane 3 ^= ROTL1(W[t])
  vpaddd .Lsha1_avx2_k+32(%rip), %xmm2, %xmm4
  vmovdqa %xmm4, 224(%rsp)             // W[56..59] + K
  movl %r8d, %r10d                     // t43: (b & c) + ((b ^ c) & d)
  movl %r8d, %r11d
  andl %r9d, %r10d
  xorl %r9d, %r11d
  andl %eax, %r11d
  addl 172(%rsp), %ebx
  addl %r10d, %ebx
  addl %r11d, %ebx
  rorxl $27, %ecx, %r10d               // ROTL5(a)
  addl %r10d, %ebx
  rorxl $2, %r8d, %r8d                 // ROTL30(b)
  vpalignr $8, %xmm3, %xmm0, %xmm4       // W[60..63]: W[t-14..t-11]
  vpsrldq $4, %xmm2, %xmm5              // W[t-3], W[t-2], W[t-1], 0
  vpxor %xmm1, %xmm3, %xmm3             // W[t-16..] ^ W[t-8..]
  vpxor %xmm4, %xmm3, %xmm3
  movl %ecx, %r10d                     // t44: (b & c) + ((b ^ c) & d)
  movl %ecx, %r11d
  andl %r8d, %r10d
  xorl %r8d, %r11d
  andl %r9d, %r11d
  addl 176(%rsp), %eax
  addl %r10d, %eax
  addl %r11d, %eax
  rorxl $27, %ebx, %r10d               // ROTL5(a)
  addl %r10d, %eax
  rorxl $2, %ecx, %ecx                 // ROTL30(b)
  vpxor %xmm5, %xmm3, %xmm3
  vpsrld $31, %xmm3, %xmm4
  vpslld $1, %xmm3, %xmm3
  vpor %xmm4, %xmm3, %xmm3              // ROTL1: lanes 0-2 final
  movl %ebx, %r10d                     // t45: (b & c) + ((b ^ c) & d)
  movl %ebx, %r11d
  andl %ecx, %r10d
  xorl %ecx, %r11d
  andl %r8d, %r11d
  addl 180(%rsp), %r9d
  addl %r10d, %r9d
  addl %r11d, %r9d
  rorxl $27, %eax, %r10d               // ROTL5(a)
  addl %r10d, %r9d
  rorxl $2, %ebx, %ebx                 // ROTL30(b)
  vpslldq $12, %xmm3, %xmm5             // W[t] into lane 3
  vpsrld $31, %xmm5, %xmm4
  vpslld $1, %xmm5, %xmm5
  vpor %xmm4, %xmm5, %xmm5
  movl %eax, %r10d                     // t46: (b & c) + ((b ^ c) & d)
  movl %eax, %r11d
  andl %ebx, %r10d
  xorl %ebx, %r11d
  andl %ecx, %r11d
  addl 184(%rsp), %r8d
  addl %r10d, %r8d
  addl %r11d, %r8d
  rorxl $27, %r9d, %r10d               // ROTL5(a)
  addl %r10d, %r8d
  rorxl $2, %eax, %eax                 // ROTL30(b)
  vpxor %xmm5, %xmm3, %xmm3             // lane 3 ^= ROTL1(W[t])
  vpaddd .Lsha1_avx2_k+48(%rip), %xmm3, %xmm4
  vmovdqa %xmm4, 240(%rsp)             // W[60..63] + K
  movl %r9d, %r10d                     // t47: (b & c) + ((b ^ c) & d)
  movl %r9d, %r11d
  andl %eax, %r10d
  xorl %eax, %r11d
  andl %ebx, %r11d
  addl 188(%rsp), %ecx
  addl %r10d, %ecx
  addl %r11d, %ecx
  rorxl $27, %r8d, %r10d               // ROTL5(a)
  addl %r10d, %ecx
  rorxl $2, %r9d, %r9d                 // ROTL30(b)
  vpalignr $8, %xmm0, %xmm1, %xmm4       // W[64..67]: W[t-14..t-11]
  vpsrldq $4, %xmm3, %xmm5              // W[t-3], W[t-2], W[t-1], 0
  vpxor %xmm2, %xmm0, %xmm0             // W[t-16..] ^ W[t-8..]
  vpxor %xmm4, %xmm0, %xmm0
  movl %r8d, %r10d                     // t48: (b & c) + ((b ^ c) & d)
  movl %r8d, %r11d
  andl %r9d, %r10d
  xorl %r9d, %r11d
  andl %eax, %r11d
  addl 192(%rsp), %ebx
  addl %r10d, %ebx
  addl %r11d, %ebx
  rorxl $27, %ecx, %r10d               // ROTL5(a)
  addl %r10d, %ebx
  rorxl $2, %r8d, %r8d                 // ROTL30(b)
  vpxor %xmm5, %xmm0, %xmm0
  vpsrld $31, %xmm0, %xmm4
  vpslld $1, %xmm0, %xmm0
  vpor %xmm4, %xmm0, %xmm0              // ROTL1: lanes 0-2 final
  movl %ecx, %r10d                     // t49: (b & c) + ((b ^ c) & d)
  movl %ecx, %r11d
  andl %r8d, %r10d
  xorl %r8d, %r11d
  andl %r9d, %r11d
  addl 196(%rsp), %eax
  addl %r10d, %eax
  addl %r11d, %eax
  rorxl $27, %ebx, %r10d               // ROTL5(a)
  addl %r10d, %eax
  rorxl $2, %ecx, %ecx                 // ROTL30(b)
  vpslldq $12, %xmm0, %xmm5             // W[t] into lane 3
  vpsrld $31, %xmm5, %xmm4
  vpslld $1, %xmm5, %xmm5
  vpor %xmm4, %xmm5, %xmm5
  movl %ebx, %r10d                     // t50: (b & c) + ((b ^ c) & d)
  movl %ebx, %r11d
  andl %ecx, %r10d
  xorl %ecx, %r11d
  andl %r8d, %r11d
  addl 200(%rsp), %r9d
  addl %r10d, %r9d
  addl %r11d, %r9d
  rorxl $27, %eax, %r10d               // ROTL5(a)
  addl %r10d, %r9d
  rorxl $2, %ebx, %ebx                 // ROTL30(b)
  vpxor %xmm5, %xmm0, %xmm0             // lane 3 ^= ROTL1(W[t])
  vpaddd .Lsha1_avx2_k+48(%rip), %xmm0, %xmm4
  vmovdqa %xmm4, 256(%rsp)             // W[64..67] + K
  movl %eax, %r10d                     // t51: (b & c) + ((b ^ c) & d)
  movl %eax, %r11d
  andl %ebx, %r10d
  xorl %ebx, %r11d
  andl %ecx, %r11d
  addl 204(%rsp), %r8d
  addl %r10d, %r8d
  addl %r11d, %r8d
  rorxl $27, %r9d, %r10d               // ROTL5(a)
  addl %r10d, %r8d
  rorxl $2, %eax, %eax                 // ROTL30(b)
  vpalignr $8, %xmm1, %xmm2, %xmm4       // W[68..71]: W[t-14..t-11]
  vpsrldq $4, %xmm0, %xmm5              // W[t-3], W[t-2], W[t-1], 0
  vpxor %xmm3, %xmm1, %xmm1             // W[t-16..] ^ W[t-8..]
  vpxor %xmm4, %xmm1, %xmm1
  movl %r9d, %r10d                     // t52: (b & c) + ((b ^ c) & d)
  movl %r9d, %r11d
  andl %eax, %r10d
  xorl %eax, %r11d
  andl %ebx, %r11d
  addl 208(%rsp), %ecx
  addl %r10d, %ecx
  addl %r11d, %ecx
  rorxl $27, %r8d, %r10d               // ROTL5(a)
  addl %r10d, %ecx
  rorxl $2, %r9d, %r9d                 // ROTL30(b)
  vpxor %xmm5, %xmm1, %xmm1
  vpsrld $31, %xmm1, %xmm4
  vpslld $1, %xmm1, %xmm1
  vpor %xmm4, %xmm1, %xmm1              // ROTL1: lanes 0-2 final
  movl %r8d, %r10d                     // t53: (b & c) + ((b ^ c) & d)
  movl %r8d, %r11d
  andl %r9d, %r10d
  xorl %r9d, %r11d
  andl %eax, %r11d
  addl 212(%rsp), %ebx
  addl %r10d, %ebx
  addl %r11d, %ebx
  rorxl $27, %ecx, %r10d               // ROTL5(a)
  addl %r10d, %ebx
  rorxl $2, %r8d, %r8d                 // ROTL30(b)
  vpslldq $12, %xmm1, %xmm5             // W[t] into lane 3
  vpsrld $31, %xmm5, %xmm4
  vpslld $1, %xmm5, %xmm5
  vpor %xmm4, %xmm5, %xmm5
  movl %ecx, %r10d                     // t54: (b & c) + ((b ^ c) & d)
  movl %ecx, %r11d
  andl %r8d, %r10d
  xorl %r8d, %r11d
  andl %r9d, %r11d
  addl 216(%rsp), %eax
  addl %r10d, %eax
  addl %r11d, %eax
  rorxl $27, %ebx, %r10d               // ROTL5(a)
  addl %r10d, %eax
  rorxl $2, %ecx, %ecx                 // ROTL30(b)
  vpxor %xmm5, %xmm1, %xmm1             // lane 3 ^= ROTL1(W[t])
  vpaddd .Lsha1_avx2_k+48(%rip), %xmm1, %xmm4
  vmovdqa %xmm4, 272(%rsp)             // W[68..71] + K
  movl %ebx, %r10d                     // t55: (b & c) + ((b ^ c) & d)
  movl %ebx, %r11d
  andl %ecx, %r10d
  xorl %ecx, %r11d
  andl %r8d, %r11d
  addl 220(%rsp), %r9d
  addl %r10d, %r9d
  addl %r11d, %r9d
  rorxl $27, %eax, %r10d               // ROTL5(a)
  addl %r10d, %r9d
  rorxl $2, %ebx, %ebx                 // ROTL30(b)
  vpalignr $8, %xmm2, %xmm3, %xmm4       // W[72..75]: W[t-14..t-11]
  vpsrldq $4, %xmm1, %xmm5              // W[t-3], W[t-2], W[t-1], 0
  vpxor %xmm0, %xmm2, %xmm2             // W[t-16..] ^ W[t-8..]
  vpxor %xmm4, %xmm2, %xmm2
  movl %eax, %r10d                     // t56: (b & c) + ((b ^ c) & d)
  movl %eax, %r11d
  andl %ebx, %r10d
  xorl %ebx, %r11d
  andl %ecx, %r11d
  addl 224(%rsp), %r8d
  addl %r10d, %r8d
  addl %r11d, %r8d
  rorxl $27, %r9d, %r10d               // ROTL5(a)
  addl %r10d, %r8d
  rorxl $2, %eax, %eax                 // ROTL30(b)
  vpxor %xmm5, %xmm2, %xmm2
  vpsrld $31, %xmm2, %xmm4
  vpslld $1, %xmm2, %xmm2
  vpor %xmm4, %xmm2, %xmm2              // ROTL1: lanes 0-2 final
  movl %r9d, %r10d                     // t57: (b & c) + ((b ^ c) & d)
  movl %r9d, %r11d
  andl %eax, %r10d
  xorl %eax, %r11d
  andl %ebx, %r11d
  addl 228(%rsp), %ecx
  addl %r10d, %ecx
  addl %r11d, %ecx
  rorxl $27, %r8d, %r10d               // ROTL5(a)
  addl %r10d, %ecx
  rorxl $2, %r9d, %r9d                 // ROTL30(b)
  vpslldq $12, %xmm2, %xmm5             // W[t] into lane 3
  vpsrld $31, %xmm5, %xmm4
  vpslld $1, %xmm5, %xmm5
  vpor %xmm4, %xmm5, %xmm5
  movl %r8d, %r10d                     // t58: (b & c) + ((b ^ c) & d)
  movl %r8d, %r11d
  andl %r9d, %r10d
  xorl %r9d, %r11d
  andl %eax, %r11d
  addl 232(%rsp), %ebx
  addl %r10d, %ebx
  addl %r11d, %ebx
  rorxl $27, %ecx, %r10d               // ROTL5(a)
  addl %r10d, %ebx
  rorxl $2, %r8d, %r8d                 // ROTL30(b)
  vpxor %xmm5, %xmm2, %xmm2             // lane 3 ^= ROTL1(W[t])
  vpaddd .Lsha1_avx2_k+48(%rip), %xmm2, %xmm4
  vmovdqa %xmm4, 288(%rsp)             // W[72..75] + K
  movl %ecx, %r10d                     // t59: (b & c) + ((b ^ c) & d)
  movl %ecx, %r11d
  andl %r8d, %r10d
  xorl %r8d, %r11d
  andl %r9d, %r11d
  addl 236(%rsp), %eax
  addl %r10d, %eax
  addl %r11d, %eax
  rorxl $27, %ebx, %r10d               // ROTL5(a)
  addl %r10d, %eax
  rorxl $2, %ecx, %ecx                 // ROTL30(b)
  vpalignr $8, %xmm3, %xmm0, %xmm4       // W[76..79]: W[t-14..t-11]
  vpsrldq $4, %xmm2, %xmm5              // W[t-3], W[t-2], W[t-1], 0
  vpxor %xmm1, %xmm3, %xmm3             // W[t-16..] ^ W[t-8..]
  vpxor %xmm4, %xmm3, %xmm3
  // Rounds 60..79: f = Parity. Per round: e += ROTL5(a) + f(b, c, d) + W[t] + K;
  // b = ROTL30(b); then (a, b, c, d, e) = (e, a, b, c, d) by renaming.
  movl %ebx, %r10d                     // t60: b ^ c ^ d
  xorl %ecx, %r10d
  xorl %r8d, %r10d
  addl 240(%rsp), %r9d
  addl %r10d, %r9d
  rorxl $27, %eax, %r10d               // ROTL5(a)
  addl %r10d, %r9d
  rorxl $2, %ebx, %ebx                 // ROTL30(b)
  vpxor %xmm5, %xmm3, %xmm3
  vpsrld $31, %xmm3, %xmm4
  vpslld $1, %xmm3, %xmm3
  vpor %xmm4, %xmm3, %xmm3              // ROTL1: lanes 0-2 final
  movl %eax, %r10d                     // t61: b ^ c ^ d
  xorl %ebx, %r10d
  xorl %ecx, %r10d
  addl 244(%rsp), %r8d
  addl %r10d, %r8d
  rorxl $27, %r9d, %r10d               // ROTL5(a)
  addl %r10d, %r8d
  rorxl $2, %eax, %eax                 // ROTL30(b)
  vpslldq $12, %xmm3, %xmm5             // W[t] into lane 3
  vpsrld $31, %xmm5, %xmm4
  vpslld $1, %xmm5, %xmm5
  vpor %xmm4, %xmm5, %xmm5
  movl %r9d, %r10d                     // t62: b ^ c ^ d
  xorl %eax, %r10d
  xorl %ebx, %r10d
  addl 248(%rsp), %ecx
  addl %r10d, %ecx
  rorxl $27, %r8d, %r10d               // ROTL5(a)
  addl %r10d, %ecx
  rorxl $2, %r9d, %r9d                 // ROTL30(b)
  vpxor %xmm5, %xmm3, %xmm3             // lane 3 ^= ROTL1(W[t])
  vpaddd .Lsha1_avx2_k+48(%rip), %xmm3, %xmm4
  vmovdqa %xmm4, 304(%rsp)             // W[76..79] + K
  movl %r8d, %r10d                     // t63: b ^ c ^ d
  xorl %r9d, %r10d
  xorl %eax, %r10d
  addl 252(%rsp), %ebx
  addl %r10d, %ebx
  rorxl $27, %ecx, %r10d               // ROTL5(a)
  addl %r10d, %ebx
  rorxl $2, %r8d, %r8d                 // ROTL30(b)
  movl %ecx, %r10d                     // t64: b ^ c ^ d
  xorl %r8d, %r10d
  xorl %r9d, %r10d
  addl 256(%rsp), %eax
  addl %r10d, %eax
  rorxl $27, %ebx, %r10d               // ROTL5(a)
  addl %r10d, %eax
  rorxl $2, %ecx, %ecx                 // ROTL30(b)
  movl %ebx, %r10d                     // t65: b ^ c ^ d
  xorl %ecx, %r10d
  xorl %r8d, %r10d
  addl 260(%rsp), %r9d
  addl %r10d, %r9d
  rorxl $27, %eax, %r10d               // ROTL5(a)
  addl %r10d, %r9d
  rorxl $2, %ebx, %ebx                 // ROTL30(b)
  movl %eax, %r10d                     // t66: b ^ c ^ d
  xorl %ebx, %r10d
  xorl %ecx, %r10d
  addl 264(%rsp), %r8d
  addl %r10d, %r8d
  rorxl $27, %r9d, %r10d               // ROTL5(a)
  addl %r10d, %r8d
  rorxl $2, %eax, %eax                 // ROTL30(b)
  movl %r9d, %r10d                     // t67: b ^ c ^ d
  xorl %eax, %r10d
  xorl %ebx, %r10d
  addl 268(%rsp), %ecx
  addl %r10d, %ecx
  rorxl $27, %r8d, %r10d               // ROTL5(a)
  addl %r10d, %ecx
  rorxl $2, %r9d, %r9d                 // ROTL30(b)
  movl %r8d, %r10d                     // t68: b ^ c ^ d
  xorl %r9d, %r10d
  xorl %eax, %r10d
  addl 272(%rsp), %ebx
  addl %r10d, %ebx
  rorxl $27, %ecx, %r10d               // ROTL5(a)
  addl %r10d, %ebx
  rorxl $2, %r8d, %r8d                 // ROTL30(b)
  movl %ecx, %r10d                     // t69: b ^ c ^ d
  xorl %r8d, %r10d
  xorl %r9d, %r10d
  addl 276(%rsp), %eax
  addl %r10d, %eax
  rorxl $27, %ebx, %r10d               // ROTL5(a)
  addl %r10d, %eax
  rorxl $2, %ecx, %ecx                 // ROTL30(b)
  movl %ebx, %r10d                     // t70: b ^ c ^ d
  xorl %ecx, %r10d
  xorl %r8d, %r10d
  addl 280(%rsp), %r9d
  addl %r10d, %r9d
  rorxl $27, %eax, %r10d               // ROTL5(a)
  addl %r10d, %r9d
  rorxl $2, %ebx, %ebx                 // ROTL30(b)
  movl %eax, %r10d                     // t71: b ^ c ^ d
  xorl %ebx, %r10d
  xorl %ecx, %r10d
  addl 284(%rsp), %r8d
  addl %r10d, %r8d
  rorxl $27, %r9d, %r10d               // ROTL5(a)
  addl %r10d, %r8d
  rorxl $2, %eax, %eax                 // ROTL30(b)
  movl %r9d, %r10d                     // t72: b ^ c ^ d
  xorl %eax, %r10d
  xorl %ebx, %r10d
  addl 288(%rsp), %ecx
  addl %r10d, %ecx
  rorxl $27, %r8d, %r10d               // ROTL5(a)
  addl %r10d, %ecx
  rorxl $2, %r9d, %r9d                 // ROTL30(b)
  movl %r8d, %r10d                     // t73: b ^ c ^ d
  xorl %r9d, %r10d
  xorl %eax, %r10d
  addl 292(%rsp), %ebx
  addl %r10d, %ebx
  rorxl $27, %ecx, %r10d               // ROTL5(a)
  addl %r10d, %ebx
  rorxl $2, %r8d, %r8d                 // ROTL30(b)
  movl %ecx, %r10d                     // t74: b ^ c ^ d
  xorl %r8d, %r10d
  xorl %r9d, %r10d
  addl 296(%rsp), %eax
  addl %r10d, %eax
  rorxl $27, %ebx, %r10d               // ROTL5(a)
  addl %r10d, %eax
  rorxl $2, %ecx, %ecx                 // ROTL30(b)
  movl %ebx, %r10d                     // t75: b ^ c ^ d
  xorl %ecx, %r10d
  xorl %r8d, %r10d
  addl 300(%rsp), %r9d
  addl %r10d, %r9d
  rorxl $27, %eax, %r10d               // ROTL5(a)
  addl %r10d, %r9d
  rorxl $2, %ebx, %ebx                 // ROTL30(b)
  movl %eax, %r10d                     // t76: b ^ c ^ d
  xorl %ebx, %r10d
  xorl %ecx, %r10d
  addl 304(%rsp), %r8d
  addl %r10d, %r8d
  rorxl $27, %r9d, %r10d               // ROTL5(a)
  addl %r10d, %r8d
  rorxl $2, %eax, %eax                 // ROTL30(b)
  movl %r9d, %r10d                     // t77: b ^ c ^ d
  xorl %eax, %r10d
  xorl %ebx, %r10d
  addl 308(%rsp), %ecx
  addl %r10d, %ecx
  rorxl $27, %r8d, %r10d               // ROTL5(a)
  addl %r10d, %ecx
  rorxl $2, %r9d, %r9d                 // ROTL30(b)
  movl %r8d, %r10d                     // t78: b ^ c ^ d
  xorl %r9d, %r10d
  xorl %eax, %r10d
  addl 312(%rsp), %ebx
  addl %r10d, %ebx
  rorxl $27, %ecx, %r10d               // ROTL5(a)
  addl %r10d, %ebx
  rorxl $2, %r8d, %r8d                 // ROTL30(b)
  movl %ecx, %r10d                     // t79: b ^ c ^ d
  xorl %r8d, %r10d
  xorl %r9d, %r10d
  addl 316(%rsp), %eax
  addl %r10d, %eax
  rorxl $27, %ebx, %r10d               // ROTL5(a)
  addl %r10d, %eax
  rorxl $2, %ecx, %ecx                 // ROTL30(b)

  // state += (a, b, c, d, e); the working variables continue as the next
  // block's (after 80 rounds each is back in its starting register).
  addl 0(%rdi), %eax
  addl 4(%rdi), %ebx
  addl 8(%rdi), %ecx
  addl 12(%rdi), %r8d
  addl 16(%rdi), %r9d
  movl %eax, 0(%rdi)
  movl %ebx, 4(%rdi)
  movl %ecx, 8(%rdi)
  movl %r8d, 12(%rdi)
  movl %r9d, 16(%rdi)
  addq $64, %rsi
  decq %rdx
  jnz .Lsha1_avx2_block

  // Wipe the frame (W + K) and every vector register.
  vpxor %xmm4, %xmm4, %xmm4
  vmovdqa %xmm4, 0(%rsp)
  vmovdqa %xmm4, 16(%rsp)
  vmovdqa %xmm4, 32(%rsp)
  vmovdqa %xmm4, 48(%rsp)
  vmovdqa %xmm4, 64(%rsp)
  vmovdqa %xmm4, 80(%rsp)
  vmovdqa %xmm4, 96(%rsp)
  vmovdqa %xmm4, 112(%rsp)
  vmovdqa %xmm4, 128(%rsp)
  vmovdqa %xmm4, 144(%rsp)
  vmovdqa %xmm4, 160(%rsp)
  vmovdqa %xmm4, 176(%rsp)
  vmovdqa %xmm4, 192(%rsp)
  vmovdqa %xmm4, 208(%rsp)
  vmovdqa %xmm4, 224(%rsp)
  vmovdqa %xmm4, 240(%rsp)
  vmovdqa %xmm4, 256(%rsp)
  vmovdqa %xmm4, 272(%rsp)
  vmovdqa %xmm4, 288(%rsp)
  vmovdqa %xmm4, 304(%rsp)
  vzeroall
  addq $320, %rsp
  .cfi_adjust_cfa_offset -320
  LIMB_POP(rbx)
.Lsha1_avx2_ret:
  ret
LIMB_END(limb_sha1_compress_avx2)

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
