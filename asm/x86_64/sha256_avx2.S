// limb_sha256_compress_avx2: x86-64 with AVX2 and BMI2, for CPUs without SHA-NI.
// Twin: sha256Compress_g (symmetric/sha256/sha256_generic.cc); tests require identical state.
// Prototype (C linkage, declared in symmetric/sha256/sha256_asm.h):
//   void limb_sha256_compress_avx2(uint32_t state[8], const uint8_t* blocks, size_t nblocks);
// Contract: see symmetric/sha256/sha256.h (state += Rounds(state, M) for each
// 64-byte block M; nblocks may be 0; no alignment needed).
// Selected by sha256_dispatch.cc ("x86_64_avx2") when cpu.avx2 && cpu.bmi2 and
// SHA-NI is absent or capped away (LIMB_CPU=avx2). Uses AVX2 (ymm, two blocks
// side by side) for the schedule and BMI2 RORX/ANDN for the rounds.
// ABI: SysV AMD64. In: rdi=state  rsi=blocks  rdx=nblocks.  Out: none.
// Register map: r8d..r15d = a..h (names rotate through the 8 unrolled rounds),
//   eax/ebx = round temporaries, ecx/edx = b^c carried from the previous
//   round (a^b there) and a temporary, swapping roles every round; rbp = round
//   offset into the W+K array; rdi = &K (doubled table) during the first block
//   of a pair, the state pointer otherwise (kept at 520(%rsp)); 512(%rsp) =
//   blocks left. Schedule: ymm0..ymm3 = W[t-16..t-1] (the low 128-bit lane
//   holds the first block's words, the high lane the second's), ymm4..ymm9
//   scratch, ymm13/ymm14 = sigma1 compaction masks, ymm15 = byte-swap mask.
// Stack: 6 callee-saved pushes + 536 bytes: WK at 0(%rsp)..511(%rsp), 32 bytes
//   per 4 rounds (16 bytes of the first block's W+K, then 16 of the second's),
//   wiped before returning. rsp is 16-byte aligned there, not 32: the 32-byte
//   stores are VMOVDQU.
// Clobbers: rax rcx rdx rsi rdi r8-r11 ymm0-ymm15 (all zeroed by VZEROALL),
//   flags. rbx rbp r12-r15 are saved and restored.
// Strategy: blocks go in pairs. The schedule of both blocks of a pair runs at
// once in ymm (each 128-bit lane is one block, so VPALIGNR's in-lane windows
// are exactly W[t-15..t-12] and W[t-7..t-4]); its W+K go to the stack.
// The first block's rounds 0..47 run 16 per loop iteration, and each
// iteration also computes W[i+16..i+31] + K of both blocks, its vector
// instructions spread between the scalar ones, so the schedule's latency
// chain runs under the rounds. Rounds 48..63 follow without vector work, and
// the second block's 64 rounds only read the high lanes of WK. An odd last
// block runs the same first-block path with its own words in both lanes (the
// second lane's W+K are computed and never read). sigma1 of two words at
// a time duplicates each word into a qword (VPSHUFD), so a 64-bit VPSRLQ
// yields the 32-bit rotation in the low dword. The round puts Ch and W+K into
// h before Sigma1(e), so the e -> next e chain is 5 single-cycle ops, and Maj
// reuses the previous round's a^b as b^c. Time depends on nblocks only.
// CAUTION: VZEROALL at the end clears ymm0-15 (message words) and leaves the
//   upper state clean; zmm16-31 are never touched.
// Measured: sha_bench limb/SHA256/16384 against openssl/ and the other peers
//   (limb speed --cpu avx2 --filter '^(SHA256|HMACSHA256)/'; --cpu generic for
//   the twin); figures in benchmarks/RESULTS.md, "sha256_avx2.S".
#include "limb/asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

  .section .rodata
  .p2align 6
.Lk256x2:  // FIPS 180-4 §4.2.2, each group of 4 constants twice (one per ymm lane)
  .long 0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5
  .long 0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5
  .long 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5
  .long 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5
  .long 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3
  .long 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3
  .long 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174
  .long 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174
  .long 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc
  .long 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc
  .long 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da
  .long 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da
  .long 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7
  .long 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7
  .long 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967
  .long 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967
  .long 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13
  .long 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13
  .long 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85
  .long 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85
  .long 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3
  .long 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3
  .long 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070
  .long 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070
  .long 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5
  .long 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5
  .long 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3
  .long 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3
  .long 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208
  .long 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208
  .long 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
  .long 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
.Lbswap32x2:  // VPSHUFB mask: reverse the bytes of each dword (big-endian load), both lanes
  .byte 3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12
  .byte 3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12
.Lsig1lo:  // VPSHUFB mask: dwords {0, 2} -> {0, 1}, zero dwords 2 and 3, both lanes
  .byte 0, 1, 2, 3, 8, 9, 10, 11, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80
  .byte 0, 1, 2, 3, 8, 9, 10, 11, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80
.Lsig1hi:  // VPSHUFB mask: dwords {0, 2} -> {2, 3}, zero dwords 0 and 1, both lanes
  .byte 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0, 1, 2, 3, 8, 9, 10, 11
  .byte 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0, 1, 2, 3, 8, 9, 10, 11

LIMB_ENTRY(limb_sha256_compress_avx2)
  testq %rdx, %rdx
  jz .Lret                      // nblocks == 0: state untouched
  LIMB_PUSH_CALLEE
  subq $536, %rsp               // WK at 0(%rsp); blocks left at 512, state at 520
  .cfi_adjust_cfa_offset 536
  movq %rdx, 512(%rsp)
  movq %rdi, 520(%rsp)

  movl 0(%rdi), %r8d            // a..h = state[0..7]
  movl 4(%rdi), %r9d
  movl 8(%rdi), %r10d
  movl 12(%rdi), %r11d
  movl 16(%rdi), %r12d
  movl 20(%rdi), %r13d
  movl 24(%rdi), %r14d
  movl 28(%rdi), %r15d
  vmovdqu .Lbswap32x2(%rip), %ymm15
  vmovdqu .Lsig1lo(%rip), %ymm13
  vmovdqu .Lsig1hi(%rip), %ymm14

.Lblock:
  // ---- W[0..15] of the pair in ymm0..ymm3; WK[0..15] = W + K ----
  // The high lanes take the next block when at least two are left, else this
  // block again (never read past the last block; the count is public).
  leaq 64(%rsi), %rax
  cmpq $1, 512(%rsp)
  cmoveq %rsi, %rax             // rax = the second block of the pair
  leaq .Lk256x2+384(%rip), %rdi // rdi + rbp + 128 = &K of group i/4 + 4 in the loop
  vmovdqu 0(%rsi), %xmm0
  vinserti128 $1, 0(%rax), %ymm0, %ymm0
  vpshufb %ymm15, %ymm0, %ymm0
  vmovdqu 16(%rsi), %xmm1
  vinserti128 $1, 16(%rax), %ymm1, %ymm1
  vpshufb %ymm15, %ymm1, %ymm1
  vmovdqu 32(%rsi), %xmm2
  vinserti128 $1, 32(%rax), %ymm2, %ymm2
  vpshufb %ymm15, %ymm2, %ymm2
  vmovdqu 48(%rsi), %xmm3
  vinserti128 $1, 48(%rax), %ymm3, %ymm3
  vpshufb %ymm15, %ymm3, %ymm3
  vpaddd -384(%rdi), %ymm0, %ymm4
  vmovdqu %ymm4, 0(%rsp)
  vpaddd -352(%rdi), %ymm1, %ymm4
  vmovdqu %ymm4, 32(%rsp)
  vpaddd -320(%rdi), %ymm2, %ymm4
  vmovdqu %ymm4, 64(%rsp)
  vpaddd -288(%rdi), %ymm3, %ymm4
  vmovdqu %ymm4, 96(%rsp)

  // ---- First block, rounds i..i+15 for i = 0, 16, 32 (rbp = -384, -256,
  // -128), each iteration scheduling WK[i+16..i+31] of both blocks. The WK of
  // round i + r (r < 16) is at 384 + 32(r/4) + 4(r%4)(%rsp,%rbp). ----
  movq $-384, %rbp
  movl %r9d, %ecx
  xorl %r10d, %ecx              // ecx = b ^ c for the first round
.Lrounds1:
  // schedule W[t..t+3] into ymm0 (t = i + 16), spread over rounds i+0..i+3

  // Round i+0: a..h = %r8d %r9d %r10d %r11d %r12d %r13d %r14d %r15d; %ecx = b ^ c
  addl 384(%rsp,%rbp), %r15d        // h += W + K of this round
  andnl %r14d, %r12d, %ebx          // ebx = ~e & g
  movl %r12d, %edx
  vpalignr $4, %ymm0, %ymm1, %ymm4  // ymm4 = W[t-15..t-12] (each lane its block)
  andl %r13d, %edx                  // %edx = e & f (disjoint from ebx: Ch = ebx + %edx)
  rorxl $6, %r12d, %eax
  addl %ebx, %r15d
  vpsrld $3, %ymm4, %ymm5           // ymm5 = sigma0(ymm4) = shr3 ^ ror7 ^ ror18
  rorxl $11, %r12d, %ebx
  addl %edx, %r15d                  // h += Ch(e,f,g)
  xorl %ebx, %eax
  vpsrld $7, %ymm4, %ymm6
  rorxl $25, %r12d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r15d                  // h = T1
  vpslld $25, %ymm4, %ymm7
  addl %r15d, %r11d                 // d += T1: the next e
  rorxl $2, %r8d, %eax
  rorxl $13, %r8d, %ebx
  vpxor %ymm6, %ymm5, %ymm5
  xorl %ebx, %eax
  rorxl $22, %r8d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  vpsrld $18, %ymm4, %ymm6
  movl %r8d, %edx
  xorl %r9d, %edx                   // a ^ b: the next round's b ^ c
  andl %edx, %ecx                   // %ecx = (a ^ b) & (b ^ c)
  vpxor %ymm7, %ymm5, %ymm5
  xorl %r9d, %ecx                   // %ecx = Maj(a,b,c)
  addl %eax, %r15d
  addl %ecx, %r15d                  // h = T1 + T2: the next a
  vpslld $14, %ymm4, %ymm7

  // Round i+1: a..h = %r15d %r8d %r9d %r10d %r11d %r12d %r13d %r14d; %edx = b ^ c
  addl 388(%rsp,%rbp), %r14d        // h += W + K of this round
  andnl %r13d, %r11d, %ebx          // ebx = ~e & g
  movl %r11d, %ecx
  vpxor %ymm6, %ymm5, %ymm5
  andl %r12d, %ecx                  // %ecx = e & f (disjoint from ebx: Ch = ebx + %ecx)
  rorxl $6, %r11d, %eax
  addl %ebx, %r14d
  vpxor %ymm7, %ymm5, %ymm5
  rorxl $11, %r11d, %ebx
  addl %ecx, %r14d                  // h += Ch(e,f,g)
  xorl %ebx, %eax
  vpalignr $4, %ymm2, %ymm3, %ymm6  // ymm6 = W[t-7..t-4]
  rorxl $25, %r11d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r14d                  // h = T1
  vpaddd %ymm5, %ymm0, %ymm0        // %ymm0 = W[t-16..t-13] + sigma0(W[t-15..t-12])
  addl %r14d, %r10d                 // d += T1: the next e
  rorxl $2, %r15d, %eax
  rorxl $13, %r15d, %ebx
  vpaddd %ymm6, %ymm0, %ymm0
  xorl %ebx, %eax
  rorxl $22, %r15d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  vpshufd $0xfa, %ymm3, %ymm7       // ymm7 = {W[t-2], W[t-2], W[t-1], W[t-1]}
  movl %r15d, %ecx
  xorl %r8d, %ecx                   // a ^ b: the next round's b ^ c
  andl %ecx, %edx                   // %edx = (a ^ b) & (b ^ c)
  vpsrld $10, %ymm7, %ymm8          // ymm8 dwords 0, 2 = sigma1(W[t-2]), sigma1(W[t-1])
  xorl %r8d, %edx                   // %edx = Maj(a,b,c)
  addl %eax, %r14d
  addl %edx, %r14d                  // h = T1 + T2: the next a
  vpsrlq $17, %ymm7, %ymm9          // (a qword {w, w} shifted right by n holds ror(w, n) low)

  // Round i+2: a..h = %r14d %r15d %r8d %r9d %r10d %r11d %r12d %r13d; %ecx = b ^ c
  addl 392(%rsp,%rbp), %r13d        // h += W + K of this round
  andnl %r12d, %r10d, %ebx          // ebx = ~e & g
  movl %r10d, %edx
  vpsrlq $19, %ymm7, %ymm7
  andl %r11d, %edx                  // %edx = e & f (disjoint from ebx: Ch = ebx + %edx)
  rorxl $6, %r10d, %eax
  addl %ebx, %r13d
  vpxor %ymm9, %ymm8, %ymm8
  rorxl $11, %r10d, %ebx
  addl %edx, %r13d                  // h += Ch(e,f,g)
  xorl %ebx, %eax
  vpxor %ymm7, %ymm8, %ymm8
  rorxl $25, %r10d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r13d                  // h = T1
  vpshufb %ymm13, %ymm8, %ymm8      // ymm8 = {sigma1(W[t-2]), sigma1(W[t-1]), 0, 0}
  addl %r13d, %r9d                  // d += T1: the next e
  rorxl $2, %r14d, %eax
  rorxl $13, %r14d, %ebx
  vpaddd %ymm8, %ymm0, %ymm0        // dwords 0, 1 = W[t], W[t+1] (final)
  xorl %ebx, %eax
  rorxl $22, %r14d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  vpshufd $0x50, %ymm0, %ymm7       // ymm7 = {W[t], W[t], W[t+1], W[t+1]}
  movl %r14d, %edx
  xorl %r15d, %edx                  // a ^ b: the next round's b ^ c
  andl %edx, %ecx                   // %ecx = (a ^ b) & (b ^ c)
  vpsrld $10, %ymm7, %ymm8
  xorl %r15d, %ecx                  // %ecx = Maj(a,b,c)
  addl %eax, %r13d
  addl %ecx, %r13d                  // h = T1 + T2: the next a
  vpsrlq $17, %ymm7, %ymm9

  // Round i+3: a..h = %r13d %r14d %r15d %r8d %r9d %r10d %r11d %r12d; %edx = b ^ c
  addl 396(%rsp,%rbp), %r12d        // h += W + K of this round
  andnl %r11d, %r9d, %ebx           // ebx = ~e & g
  movl %r9d, %ecx
  vpsrlq $19, %ymm7, %ymm7
  andl %r10d, %ecx                  // %ecx = e & f (disjoint from ebx: Ch = ebx + %ecx)
  rorxl $6, %r9d, %eax
  addl %ebx, %r12d
  vpxor %ymm9, %ymm8, %ymm8
  rorxl $11, %r9d, %ebx
  addl %ecx, %r12d                  // h += Ch(e,f,g)
  xorl %ebx, %eax
  vpxor %ymm7, %ymm8, %ymm8
  rorxl $25, %r9d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r12d                  // h = T1
  vpshufb %ymm14, %ymm8, %ymm8      // ymm8 = {0, 0, sigma1(W[t]), sigma1(W[t+1])}
  addl %r12d, %r8d                  // d += T1: the next e
  rorxl $2, %r13d, %eax
  rorxl $13, %r13d, %ebx
  vpaddd %ymm8, %ymm0, %ymm0        // %ymm0 = W[t..t+3]
  xorl %ebx, %eax
  rorxl $22, %r13d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  vpaddd 128(%rdi,%rbp), %ymm0, %ymm9
  movl %r13d, %ecx
  xorl %r14d, %ecx                  // a ^ b: the next round's b ^ c
  andl %ecx, %edx                   // %edx = (a ^ b) & (b ^ c)
  vmovdqu %ymm9, 512(%rsp,%rbp)     // WK[t..t+3] of both blocks
  xorl %r14d, %edx                  // %edx = Maj(a,b,c)
  addl %eax, %r12d
  addl %edx, %r12d                  // h = T1 + T2: the next a
  // schedule W[t..t+3] into ymm1 (t = i + 20), spread over rounds i+4..i+7

  // Round i+4: a..h = %r12d %r13d %r14d %r15d %r8d %r9d %r10d %r11d; %ecx = b ^ c
  addl 416(%rsp,%rbp), %r11d        // h += W + K of this round
  andnl %r10d, %r8d, %ebx           // ebx = ~e & g
  movl %r8d, %edx
  vpalignr $4, %ymm1, %ymm2, %ymm4  // ymm4 = W[t-15..t-12] (each lane its block)
  andl %r9d, %edx                   // %edx = e & f (disjoint from ebx: Ch = ebx + %edx)
  rorxl $6, %r8d, %eax
  addl %ebx, %r11d
  vpsrld $3, %ymm4, %ymm5           // ymm5 = sigma0(ymm4) = shr3 ^ ror7 ^ ror18
  rorxl $11, %r8d, %ebx
  addl %edx, %r11d                  // h += Ch(e,f,g)
  xorl %ebx, %eax
  vpsrld $7, %ymm4, %ymm6
  rorxl $25, %r8d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r11d                  // h = T1
  vpslld $25, %ymm4, %ymm7
  addl %r11d, %r15d                 // d += T1: the next e
  rorxl $2, %r12d, %eax
  rorxl $13, %r12d, %ebx
  vpxor %ymm6, %ymm5, %ymm5
  xorl %ebx, %eax
  rorxl $22, %r12d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  vpsrld $18, %ymm4, %ymm6
  movl %r12d, %edx
  xorl %r13d, %edx                  // a ^ b: the next round's b ^ c
  andl %edx, %ecx                   // %ecx = (a ^ b) & (b ^ c)
  vpxor %ymm7, %ymm5, %ymm5
  xorl %r13d, %ecx                  // %ecx = Maj(a,b,c)
  addl %eax, %r11d
  addl %ecx, %r11d                  // h = T1 + T2: the next a
  vpslld $14, %ymm4, %ymm7

  // Round i+5: a..h = %r11d %r12d %r13d %r14d %r15d %r8d %r9d %r10d; %edx = b ^ c
  addl 420(%rsp,%rbp), %r10d        // h += W + K of this round
  andnl %r9d, %r15d, %ebx           // ebx = ~e & g
  movl %r15d, %ecx
  vpxor %ymm6, %ymm5, %ymm5
  andl %r8d, %ecx                   // %ecx = e & f (disjoint from ebx: Ch = ebx + %ecx)
  rorxl $6, %r15d, %eax
  addl %ebx, %r10d
  vpxor %ymm7, %ymm5, %ymm5
  rorxl $11, %r15d, %ebx
  addl %ecx, %r10d                  // h += Ch(e,f,g)
  xorl %ebx, %eax
  vpalignr $4, %ymm3, %ymm0, %ymm6  // ymm6 = W[t-7..t-4]
  rorxl $25, %r15d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r10d                  // h = T1
  vpaddd %ymm5, %ymm1, %ymm1        // %ymm1 = W[t-16..t-13] + sigma0(W[t-15..t-12])
  addl %r10d, %r14d                 // d += T1: the next e
  rorxl $2, %r11d, %eax
  rorxl $13, %r11d, %ebx
  vpaddd %ymm6, %ymm1, %ymm1
  xorl %ebx, %eax
  rorxl $22, %r11d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  vpshufd $0xfa, %ymm0, %ymm7       // ymm7 = {W[t-2], W[t-2], W[t-1], W[t-1]}
  movl %r11d, %ecx
  xorl %r12d, %ecx                  // a ^ b: the next round's b ^ c
  andl %ecx, %edx                   // %edx = (a ^ b) & (b ^ c)
  vpsrld $10, %ymm7, %ymm8          // ymm8 dwords 0, 2 = sigma1(W[t-2]), sigma1(W[t-1])
  xorl %r12d, %edx                  // %edx = Maj(a,b,c)
  addl %eax, %r10d
  addl %edx, %r10d                  // h = T1 + T2: the next a
  vpsrlq $17, %ymm7, %ymm9          // (a qword {w, w} shifted right by n holds ror(w, n) low)

  // Round i+6: a..h = %r10d %r11d %r12d %r13d %r14d %r15d %r8d %r9d; %ecx = b ^ c
  addl 424(%rsp,%rbp), %r9d         // h += W + K of this round
  andnl %r8d, %r14d, %ebx           // ebx = ~e & g
  movl %r14d, %edx
  vpsrlq $19, %ymm7, %ymm7
  andl %r15d, %edx                  // %edx = e & f (disjoint from ebx: Ch = ebx + %edx)
  rorxl $6, %r14d, %eax
  addl %ebx, %r9d
  vpxor %ymm9, %ymm8, %ymm8
  rorxl $11, %r14d, %ebx
  addl %edx, %r9d                   // h += Ch(e,f,g)
  xorl %ebx, %eax
  vpxor %ymm7, %ymm8, %ymm8
  rorxl $25, %r14d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r9d                   // h = T1
  vpshufb %ymm13, %ymm8, %ymm8      // ymm8 = {sigma1(W[t-2]), sigma1(W[t-1]), 0, 0}
  addl %r9d, %r13d                  // d += T1: the next e
  rorxl $2, %r10d, %eax
  rorxl $13, %r10d, %ebx
  vpaddd %ymm8, %ymm1, %ymm1        // dwords 0, 1 = W[t], W[t+1] (final)
  xorl %ebx, %eax
  rorxl $22, %r10d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  vpshufd $0x50, %ymm1, %ymm7       // ymm7 = {W[t], W[t], W[t+1], W[t+1]}
  movl %r10d, %edx
  xorl %r11d, %edx                  // a ^ b: the next round's b ^ c
  andl %edx, %ecx                   // %ecx = (a ^ b) & (b ^ c)
  vpsrld $10, %ymm7, %ymm8
  xorl %r11d, %ecx                  // %ecx = Maj(a,b,c)
  addl %eax, %r9d
  addl %ecx, %r9d                   // h = T1 + T2: the next a
  vpsrlq $17, %ymm7, %ymm9

  // Round i+7: a..h = %r9d %r10d %r11d %r12d %r13d %r14d %r15d %r8d; %edx = b ^ c
  addl 428(%rsp,%rbp), %r8d         // h += W + K of this round
  andnl %r15d, %r13d, %ebx          // ebx = ~e & g
  movl %r13d, %ecx
  vpsrlq $19, %ymm7, %ymm7
  andl %r14d, %ecx                  // %ecx = e & f (disjoint from ebx: Ch = ebx + %ecx)
  rorxl $6, %r13d, %eax
  addl %ebx, %r8d
  vpxor %ymm9, %ymm8, %ymm8
  rorxl $11, %r13d, %ebx
  addl %ecx, %r8d                   // h += Ch(e,f,g)
  xorl %ebx, %eax
  vpxor %ymm7, %ymm8, %ymm8
  rorxl $25, %r13d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r8d                   // h = T1
  vpshufb %ymm14, %ymm8, %ymm8      // ymm8 = {0, 0, sigma1(W[t]), sigma1(W[t+1])}
  addl %r8d, %r12d                  // d += T1: the next e
  rorxl $2, %r9d, %eax
  rorxl $13, %r9d, %ebx
  vpaddd %ymm8, %ymm1, %ymm1        // %ymm1 = W[t..t+3]
  xorl %ebx, %eax
  rorxl $22, %r9d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  vpaddd 160(%rdi,%rbp), %ymm1, %ymm9
  movl %r9d, %ecx
  xorl %r10d, %ecx                  // a ^ b: the next round's b ^ c
  andl %ecx, %edx                   // %edx = (a ^ b) & (b ^ c)
  vmovdqu %ymm9, 544(%rsp,%rbp)     // WK[t..t+3] of both blocks
  xorl %r10d, %edx                  // %edx = Maj(a,b,c)
  addl %eax, %r8d
  addl %edx, %r8d                   // h = T1 + T2: the next a
  // schedule W[t..t+3] into ymm2 (t = i + 24), spread over rounds i+8..i+11

  // Round i+8: a..h = %r8d %r9d %r10d %r11d %r12d %r13d %r14d %r15d; %ecx = b ^ c
  addl 448(%rsp,%rbp), %r15d        // h += W + K of this round
  andnl %r14d, %r12d, %ebx          // ebx = ~e & g
  movl %r12d, %edx
  vpalignr $4, %ymm2, %ymm3, %ymm4  // ymm4 = W[t-15..t-12] (each lane its block)
  andl %r13d, %edx                  // %edx = e & f (disjoint from ebx: Ch = ebx + %edx)
  rorxl $6, %r12d, %eax
  addl %ebx, %r15d
  vpsrld $3, %ymm4, %ymm5           // ymm5 = sigma0(ymm4) = shr3 ^ ror7 ^ ror18
  rorxl $11, %r12d, %ebx
  addl %edx, %r15d                  // h += Ch(e,f,g)
  xorl %ebx, %eax
  vpsrld $7, %ymm4, %ymm6
  rorxl $25, %r12d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r15d                  // h = T1
  vpslld $25, %ymm4, %ymm7
  addl %r15d, %r11d                 // d += T1: the next e
  rorxl $2, %r8d, %eax
  rorxl $13, %r8d, %ebx
  vpxor %ymm6, %ymm5, %ymm5
  xorl %ebx, %eax
  rorxl $22, %r8d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  vpsrld $18, %ymm4, %ymm6
  movl %r8d, %edx
  xorl %r9d, %edx                   // a ^ b: the next round's b ^ c
  andl %edx, %ecx                   // %ecx = (a ^ b) & (b ^ c)
  vpxor %ymm7, %ymm5, %ymm5
  xorl %r9d, %ecx                   // %ecx = Maj(a,b,c)
  addl %eax, %r15d
  addl %ecx, %r15d                  // h = T1 + T2: the next a
  vpslld $14, %ymm4, %ymm7

  // Round i+9: a..h = %r15d %r8d %r9d %r10d %r11d %r12d %r13d %r14d; %edx = b ^ c
  addl 452(%rsp,%rbp), %r14d        // h += W + K of this round
  andnl %r13d, %r11d, %ebx          // ebx = ~e & g
  movl %r11d, %ecx
  vpxor %ymm6, %ymm5, %ymm5
  andl %r12d, %ecx                  // %ecx = e & f (disjoint from ebx: Ch = ebx + %ecx)
  rorxl $6, %r11d, %eax
  addl %ebx, %r14d
  vpxor %ymm7, %ymm5, %ymm5
  rorxl $11, %r11d, %ebx
  addl %ecx, %r14d                  // h += Ch(e,f,g)
  xorl %ebx, %eax
  vpalignr $4, %ymm0, %ymm1, %ymm6  // ymm6 = W[t-7..t-4]
  rorxl $25, %r11d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r14d                  // h = T1
  vpaddd %ymm5, %ymm2, %ymm2        // %ymm2 = W[t-16..t-13] + sigma0(W[t-15..t-12])
  addl %r14d, %r10d                 // d += T1: the next e
  rorxl $2, %r15d, %eax
  rorxl $13, %r15d, %ebx
  vpaddd %ymm6, %ymm2, %ymm2
  xorl %ebx, %eax
  rorxl $22, %r15d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  vpshufd $0xfa, %ymm1, %ymm7       // ymm7 = {W[t-2], W[t-2], W[t-1], W[t-1]}
  movl %r15d, %ecx
  xorl %r8d, %ecx                   // a ^ b: the next round's b ^ c
  andl %ecx, %edx                   // %edx = (a ^ b) & (b ^ c)
  vpsrld $10, %ymm7, %ymm8          // ymm8 dwords 0, 2 = sigma1(W[t-2]), sigma1(W[t-1])
  xorl %r8d, %edx                   // %edx = Maj(a,b,c)
  addl %eax, %r14d
  addl %edx, %r14d                  // h = T1 + T2: the next a
  vpsrlq $17, %ymm7, %ymm9          // (a qword {w, w} shifted right by n holds ror(w, n) low)

  // Round i+10: a..h = %r14d %r15d %r8d %r9d %r10d %r11d %r12d %r13d; %ecx = b ^ c
  addl 456(%rsp,%rbp), %r13d        // h += W + K of this round
  andnl %r12d, %r10d, %ebx          // ebx = ~e & g
  movl %r10d, %edx
  vpsrlq $19, %ymm7, %ymm7
  andl %r11d, %edx                  // %edx = e & f (disjoint from ebx: Ch = ebx + %edx)
  rorxl $6, %r10d, %eax
  addl %ebx, %r13d
  vpxor %ymm9, %ymm8, %ymm8
  rorxl $11, %r10d, %ebx
  addl %edx, %r13d                  // h += Ch(e,f,g)
  xorl %ebx, %eax
  vpxor %ymm7, %ymm8, %ymm8
  rorxl $25, %r10d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r13d                  // h = T1
  vpshufb %ymm13, %ymm8, %ymm8      // ymm8 = {sigma1(W[t-2]), sigma1(W[t-1]), 0, 0}
  addl %r13d, %r9d                  // d += T1: the next e
  rorxl $2, %r14d, %eax
  rorxl $13, %r14d, %ebx
  vpaddd %ymm8, %ymm2, %ymm2        // dwords 0, 1 = W[t], W[t+1] (final)
  xorl %ebx, %eax
  rorxl $22, %r14d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  vpshufd $0x50, %ymm2, %ymm7       // ymm7 = {W[t], W[t], W[t+1], W[t+1]}
  movl %r14d, %edx
  xorl %r15d, %edx                  // a ^ b: the next round's b ^ c
  andl %edx, %ecx                   // %ecx = (a ^ b) & (b ^ c)
  vpsrld $10, %ymm7, %ymm8
  xorl %r15d, %ecx                  // %ecx = Maj(a,b,c)
  addl %eax, %r13d
  addl %ecx, %r13d                  // h = T1 + T2: the next a
  vpsrlq $17, %ymm7, %ymm9

  // Round i+11: a..h = %r13d %r14d %r15d %r8d %r9d %r10d %r11d %r12d; %edx = b ^ c
  addl 460(%rsp,%rbp), %r12d        // h += W + K of this round
  andnl %r11d, %r9d, %ebx           // ebx = ~e & g
  movl %r9d, %ecx
  vpsrlq $19, %ymm7, %ymm7
  andl %r10d, %ecx                  // %ecx = e & f (disjoint from ebx: Ch = ebx + %ecx)
  rorxl $6, %r9d, %eax
  addl %ebx, %r12d
  vpxor %ymm9, %ymm8, %ymm8
  rorxl $11, %r9d, %ebx
  addl %ecx, %r12d                  // h += Ch(e,f,g)
  xorl %ebx, %eax
  vpxor %ymm7, %ymm8, %ymm8
  rorxl $25, %r9d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r12d                  // h = T1
  vpshufb %ymm14, %ymm8, %ymm8      // ymm8 = {0, 0, sigma1(W[t]), sigma1(W[t+1])}
  addl %r12d, %r8d                  // d += T1: the next e
  rorxl $2, %r13d, %eax
  rorxl $13, %r13d, %ebx
  vpaddd %ymm8, %ymm2, %ymm2        // %ymm2 = W[t..t+3]
  xorl %ebx, %eax
  rorxl $22, %r13d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  vpaddd 192(%rdi,%rbp), %ymm2, %ymm9
  movl %r13d, %ecx
  xorl %r14d, %ecx                  // a ^ b: the next round's b ^ c
  andl %ecx, %edx                   // %edx = (a ^ b) & (b ^ c)
  vmovdqu %ymm9, 576(%rsp,%rbp)     // WK[t..t+3] of both blocks
  xorl %r14d, %edx                  // %edx = Maj(a,b,c)
  addl %eax, %r12d
  addl %edx, %r12d                  // h = T1 + T2: the next a
  // schedule W[t..t+3] into ymm3 (t = i + 28), spread over rounds i+12..i+15

  // Round i+12: a..h = %r12d %r13d %r14d %r15d %r8d %r9d %r10d %r11d; %ecx = b ^ c
  addl 480(%rsp,%rbp), %r11d        // h += W + K of this round
  andnl %r10d, %r8d, %ebx           // ebx = ~e & g
  movl %r8d, %edx
  vpalignr $4, %ymm3, %ymm0, %ymm4  // ymm4 = W[t-15..t-12] (each lane its block)
  andl %r9d, %edx                   // %edx = e & f (disjoint from ebx: Ch = ebx + %edx)
  rorxl $6, %r8d, %eax
  addl %ebx, %r11d
  vpsrld $3, %ymm4, %ymm5           // ymm5 = sigma0(ymm4) = shr3 ^ ror7 ^ ror18
  rorxl $11, %r8d, %ebx
  addl %edx, %r11d                  // h += Ch(e,f,g)
  xorl %ebx, %eax
  vpsrld $7, %ymm4, %ymm6
  rorxl $25, %r8d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r11d                  // h = T1
  vpslld $25, %ymm4, %ymm7
  addl %r11d, %r15d                 // d += T1: the next e
  rorxl $2, %r12d, %eax
  rorxl $13, %r12d, %ebx
  vpxor %ymm6, %ymm5, %ymm5
  xorl %ebx, %eax
  rorxl $22, %r12d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  vpsrld $18, %ymm4, %ymm6
  movl %r12d, %edx
  xorl %r13d, %edx                  // a ^ b: the next round's b ^ c
  andl %edx, %ecx                   // %ecx = (a ^ b) & (b ^ c)
  vpxor %ymm7, %ymm5, %ymm5
  xorl %r13d, %ecx                  // %ecx = Maj(a,b,c)
  addl %eax, %r11d
  addl %ecx, %r11d                  // h = T1 + T2: the next a
  vpslld $14, %ymm4, %ymm7

  // Round i+13: a..h = %r11d %r12d %r13d %r14d %r15d %r8d %r9d %r10d; %edx = b ^ c
  addl 484(%rsp,%rbp), %r10d        // h += W + K of this round
  andnl %r9d, %r15d, %ebx           // ebx = ~e & g
  movl %r15d, %ecx
  vpxor %ymm6, %ymm5, %ymm5
  andl %r8d, %ecx                   // %ecx = e & f (disjoint from ebx: Ch = ebx + %ecx)
  rorxl $6, %r15d, %eax
  addl %ebx, %r10d
  vpxor %ymm7, %ymm5, %ymm5
  rorxl $11, %r15d, %ebx
  addl %ecx, %r10d                  // h += Ch(e,f,g)
  xorl %ebx, %eax
  vpalignr $4, %ymm1, %ymm2, %ymm6  // ymm6 = W[t-7..t-4]
  rorxl $25, %r15d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r10d                  // h = T1
  vpaddd %ymm5, %ymm3, %ymm3        // %ymm3 = W[t-16..t-13] + sigma0(W[t-15..t-12])
  addl %r10d, %r14d                 // d += T1: the next e
  rorxl $2, %r11d, %eax
  rorxl $13, %r11d, %ebx
  vpaddd %ymm6, %ymm3, %ymm3
  xorl %ebx, %eax
  rorxl $22, %r11d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  vpshufd $0xfa, %ymm2, %ymm7       // ymm7 = {W[t-2], W[t-2], W[t-1], W[t-1]}
  movl %r11d, %ecx
  xorl %r12d, %ecx                  // a ^ b: the next round's b ^ c
  andl %ecx, %edx                   // %edx = (a ^ b) & (b ^ c)
  vpsrld $10, %ymm7, %ymm8          // ymm8 dwords 0, 2 = sigma1(W[t-2]), sigma1(W[t-1])
  xorl %r12d, %edx                  // %edx = Maj(a,b,c)
  addl %eax, %r10d
  addl %edx, %r10d                  // h = T1 + T2: the next a
  vpsrlq $17, %ymm7, %ymm9          // (a qword {w, w} shifted right by n holds ror(w, n) low)

  // Round i+14: a..h = %r10d %r11d %r12d %r13d %r14d %r15d %r8d %r9d; %ecx = b ^ c
  addl 488(%rsp,%rbp), %r9d         // h += W + K of this round
  andnl %r8d, %r14d, %ebx           // ebx = ~e & g
  movl %r14d, %edx
  vpsrlq $19, %ymm7, %ymm7
  andl %r15d, %edx                  // %edx = e & f (disjoint from ebx: Ch = ebx + %edx)
  rorxl $6, %r14d, %eax
  addl %ebx, %r9d
  vpxor %ymm9, %ymm8, %ymm8
  rorxl $11, %r14d, %ebx
  addl %edx, %r9d                   // h += Ch(e,f,g)
  xorl %ebx, %eax
  vpxor %ymm7, %ymm8, %ymm8
  rorxl $25, %r14d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r9d                   // h = T1
  vpshufb %ymm13, %ymm8, %ymm8      // ymm8 = {sigma1(W[t-2]), sigma1(W[t-1]), 0, 0}
  addl %r9d, %r13d                  // d += T1: the next e
  rorxl $2, %r10d, %eax
  rorxl $13, %r10d, %ebx
  vpaddd %ymm8, %ymm3, %ymm3        // dwords 0, 1 = W[t], W[t+1] (final)
  xorl %ebx, %eax
  rorxl $22, %r10d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  vpshufd $0x50, %ymm3, %ymm7       // ymm7 = {W[t], W[t], W[t+1], W[t+1]}
  movl %r10d, %edx
  xorl %r11d, %edx                  // a ^ b: the next round's b ^ c
  andl %edx, %ecx                   // %ecx = (a ^ b) & (b ^ c)
  vpsrld $10, %ymm7, %ymm8
  xorl %r11d, %ecx                  // %ecx = Maj(a,b,c)
  addl %eax, %r9d
  addl %ecx, %r9d                   // h = T1 + T2: the next a
  vpsrlq $17, %ymm7, %ymm9

  // Round i+15: a..h = %r9d %r10d %r11d %r12d %r13d %r14d %r15d %r8d; %edx = b ^ c
  addl 492(%rsp,%rbp), %r8d         // h += W + K of this round
  andnl %r15d, %r13d, %ebx          // ebx = ~e & g
  movl %r13d, %ecx
  vpsrlq $19, %ymm7, %ymm7
  andl %r14d, %ecx                  // %ecx = e & f (disjoint from ebx: Ch = ebx + %ecx)
  rorxl $6, %r13d, %eax
  addl %ebx, %r8d
  vpxor %ymm9, %ymm8, %ymm8
  rorxl $11, %r13d, %ebx
  addl %ecx, %r8d                   // h += Ch(e,f,g)
  xorl %ebx, %eax
  vpxor %ymm7, %ymm8, %ymm8
  rorxl $25, %r13d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r8d                   // h = T1
  vpshufb %ymm14, %ymm8, %ymm8      // ymm8 = {0, 0, sigma1(W[t]), sigma1(W[t+1])}
  addl %r8d, %r12d                  // d += T1: the next e
  rorxl $2, %r9d, %eax
  rorxl $13, %r9d, %ebx
  vpaddd %ymm8, %ymm3, %ymm3        // %ymm3 = W[t..t+3]
  xorl %ebx, %eax
  rorxl $22, %r9d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  vpaddd 224(%rdi,%rbp), %ymm3, %ymm9
  movl %r9d, %ecx
  xorl %r10d, %ecx                  // a ^ b: the next round's b ^ c
  andl %ecx, %edx                   // %edx = (a ^ b) & (b ^ c)
  vmovdqu %ymm9, 608(%rsp,%rbp)     // WK[t..t+3] of both blocks
  xorl %r10d, %edx                  // %edx = Maj(a,b,c)
  addl %eax, %r8d
  addl %edx, %r8d                   // h = T1 + T2: the next a

  addq $128, %rbp                   // CAUTION: the JNZ reads ZF from this ADD
  jnz .Lrounds1

  // ---- First block, rounds 48..63 (rbp = 0), no schedule work ----

  // Round i+0: a..h = %r8d %r9d %r10d %r11d %r12d %r13d %r14d %r15d; %ecx = b ^ c
  addl 384(%rsp,%rbp), %r15d        // h += W + K of this round
  andnl %r14d, %r12d, %ebx          // ebx = ~e & g
  movl %r12d, %edx
  andl %r13d, %edx                  // %edx = e & f (disjoint from ebx: Ch = ebx + %edx)
  rorxl $6, %r12d, %eax
  addl %ebx, %r15d
  rorxl $11, %r12d, %ebx
  addl %edx, %r15d                  // h += Ch(e,f,g)
  xorl %ebx, %eax
  rorxl $25, %r12d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r15d                  // h = T1
  addl %r15d, %r11d                 // d += T1: the next e
  rorxl $2, %r8d, %eax
  rorxl $13, %r8d, %ebx
  xorl %ebx, %eax
  rorxl $22, %r8d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  movl %r8d, %edx
  xorl %r9d, %edx                   // a ^ b: the next round's b ^ c
  andl %edx, %ecx                   // %ecx = (a ^ b) & (b ^ c)
  xorl %r9d, %ecx                   // %ecx = Maj(a,b,c)
  addl %eax, %r15d
  addl %ecx, %r15d                  // h = T1 + T2: the next a

  // Round i+1: a..h = %r15d %r8d %r9d %r10d %r11d %r12d %r13d %r14d; %edx = b ^ c
  addl 388(%rsp,%rbp), %r14d        // h += W + K of this round
  andnl %r13d, %r11d, %ebx          // ebx = ~e & g
  movl %r11d, %ecx
  andl %r12d, %ecx                  // %ecx = e & f (disjoint from ebx: Ch = ebx + %ecx)
  rorxl $6, %r11d, %eax
  addl %ebx, %r14d
  rorxl $11, %r11d, %ebx
  addl %ecx, %r14d                  // h += Ch(e,f,g)
  xorl %ebx, %eax
  rorxl $25, %r11d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r14d                  // h = T1
  addl %r14d, %r10d                 // d += T1: the next e
  rorxl $2, %r15d, %eax
  rorxl $13, %r15d, %ebx
  xorl %ebx, %eax
  rorxl $22, %r15d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  movl %r15d, %ecx
  xorl %r8d, %ecx                   // a ^ b: the next round's b ^ c
  andl %ecx, %edx                   // %edx = (a ^ b) & (b ^ c)
  xorl %r8d, %edx                   // %edx = Maj(a,b,c)
  addl %eax, %r14d
  addl %edx, %r14d                  // h = T1 + T2: the next a

  // Round i+2: a..h = %r14d %r15d %r8d %r9d %r10d %r11d %r12d %r13d; %ecx = b ^ c
  addl 392(%rsp,%rbp), %r13d        // h += W + K of this round
  andnl %r12d, %r10d, %ebx          // ebx = ~e & g
  movl %r10d, %edx
  andl %r11d, %edx                  // %edx = e & f (disjoint from ebx: Ch = ebx + %edx)
  rorxl $6, %r10d, %eax
  addl %ebx, %r13d
  rorxl $11, %r10d, %ebx
  addl %edx, %r13d                  // h += Ch(e,f,g)
  xorl %ebx, %eax
  rorxl $25, %r10d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r13d                  // h = T1
  addl %r13d, %r9d                  // d += T1: the next e
  rorxl $2, %r14d, %eax
  rorxl $13, %r14d, %ebx
  xorl %ebx, %eax
  rorxl $22, %r14d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  movl %r14d, %edx
  xorl %r15d, %edx                  // a ^ b: the next round's b ^ c
  andl %edx, %ecx                   // %ecx = (a ^ b) & (b ^ c)
  xorl %r15d, %ecx                  // %ecx = Maj(a,b,c)
  addl %eax, %r13d
  addl %ecx, %r13d                  // h = T1 + T2: the next a

  // Round i+3: a..h = %r13d %r14d %r15d %r8d %r9d %r10d %r11d %r12d; %edx = b ^ c
  addl 396(%rsp,%rbp), %r12d        // h += W + K of this round
  andnl %r11d, %r9d, %ebx           // ebx = ~e & g
  movl %r9d, %ecx
  andl %r10d, %ecx                  // %ecx = e & f (disjoint from ebx: Ch = ebx + %ecx)
  rorxl $6, %r9d, %eax
  addl %ebx, %r12d
  rorxl $11, %r9d, %ebx
  addl %ecx, %r12d                  // h += Ch(e,f,g)
  xorl %ebx, %eax
  rorxl $25, %r9d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r12d                  // h = T1
  addl %r12d, %r8d                  // d += T1: the next e
  rorxl $2, %r13d, %eax
  rorxl $13, %r13d, %ebx
  xorl %ebx, %eax
  rorxl $22, %r13d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  movl %r13d, %ecx
  xorl %r14d, %ecx                  // a ^ b: the next round's b ^ c
  andl %ecx, %edx                   // %edx = (a ^ b) & (b ^ c)
  xorl %r14d, %edx                  // %edx = Maj(a,b,c)
  addl %eax, %r12d
  addl %edx, %r12d                  // h = T1 + T2: the next a

  // Round i+4: a..h = %r12d %r13d %r14d %r15d %r8d %r9d %r10d %r11d; %ecx = b ^ c
  addl 416(%rsp,%rbp), %r11d        // h += W + K of this round
  andnl %r10d, %r8d, %ebx           // ebx = ~e & g
  movl %r8d, %edx
  andl %r9d, %edx                   // %edx = e & f (disjoint from ebx: Ch = ebx + %edx)
  rorxl $6, %r8d, %eax
  addl %ebx, %r11d
  rorxl $11, %r8d, %ebx
  addl %edx, %r11d                  // h += Ch(e,f,g)
  xorl %ebx, %eax
  rorxl $25, %r8d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r11d                  // h = T1
  addl %r11d, %r15d                 // d += T1: the next e
  rorxl $2, %r12d, %eax
  rorxl $13, %r12d, %ebx
  xorl %ebx, %eax
  rorxl $22, %r12d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  movl %r12d, %edx
  xorl %r13d, %edx                  // a ^ b: the next round's b ^ c
  andl %edx, %ecx                   // %ecx = (a ^ b) & (b ^ c)
  xorl %r13d, %ecx                  // %ecx = Maj(a,b,c)
  addl %eax, %r11d
  addl %ecx, %r11d                  // h = T1 + T2: the next a

  // Round i+5: a..h = %r11d %r12d %r13d %r14d %r15d %r8d %r9d %r10d; %edx = b ^ c
  addl 420(%rsp,%rbp), %r10d        // h += W + K of this round
  andnl %r9d, %r15d, %ebx           // ebx = ~e & g
  movl %r15d, %ecx
  andl %r8d, %ecx                   // %ecx = e & f (disjoint from ebx: Ch = ebx + %ecx)
  rorxl $6, %r15d, %eax
  addl %ebx, %r10d
  rorxl $11, %r15d, %ebx
  addl %ecx, %r10d                  // h += Ch(e,f,g)
  xorl %ebx, %eax
  rorxl $25, %r15d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r10d                  // h = T1
  addl %r10d, %r14d                 // d += T1: the next e
  rorxl $2, %r11d, %eax
  rorxl $13, %r11d, %ebx
  xorl %ebx, %eax
  rorxl $22, %r11d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  movl %r11d, %ecx
  xorl %r12d, %ecx                  // a ^ b: the next round's b ^ c
  andl %ecx, %edx                   // %edx = (a ^ b) & (b ^ c)
  xorl %r12d, %edx                  // %edx = Maj(a,b,c)
  addl %eax, %r10d
  addl %edx, %r10d                  // h = T1 + T2: the next a

  // Round i+6: a..h = %r10d %r11d %r12d %r13d %r14d %r15d %r8d %r9d; %ecx = b ^ c
  addl 424(%rsp,%rbp), %r9d         // h += W + K of this round
  andnl %r8d, %r14d, %ebx           // ebx = ~e & g
  movl %r14d, %edx
  andl %r15d, %edx                  // %edx = e & f (disjoint from ebx: Ch = ebx + %edx)
  rorxl $6, %r14d, %eax
  addl %ebx, %r9d
  rorxl $11, %r14d, %ebx
  addl %edx, %r9d                   // h += Ch(e,f,g)
  xorl %ebx, %eax
  rorxl $25, %r14d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r9d                   // h = T1
  addl %r9d, %r13d                  // d += T1: the next e
  rorxl $2, %r10d, %eax
  rorxl $13, %r10d, %ebx
  xorl %ebx, %eax
  rorxl $22, %r10d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  movl %r10d, %edx
  xorl %r11d, %edx                  // a ^ b: the next round's b ^ c
  andl %edx, %ecx                   // %ecx = (a ^ b) & (b ^ c)
  xorl %r11d, %ecx                  // %ecx = Maj(a,b,c)
  addl %eax, %r9d
  addl %ecx, %r9d                   // h = T1 + T2: the next a

  // Round i+7: a..h = %r9d %r10d %r11d %r12d %r13d %r14d %r15d %r8d; %edx = b ^ c
  addl 428(%rsp,%rbp), %r8d         // h += W + K of this round
  andnl %r15d, %r13d, %ebx          // ebx = ~e & g
  movl %r13d, %ecx
  andl %r14d, %ecx                  // %ecx = e & f (disjoint from ebx: Ch = ebx + %ecx)
  rorxl $6, %r13d, %eax
  addl %ebx, %r8d
  rorxl $11, %r13d, %ebx
  addl %ecx, %r8d                   // h += Ch(e,f,g)
  xorl %ebx, %eax
  rorxl $25, %r13d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r8d                   // h = T1
  addl %r8d, %r12d                  // d += T1: the next e
  rorxl $2, %r9d, %eax
  rorxl $13, %r9d, %ebx
  xorl %ebx, %eax
  rorxl $22, %r9d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  movl %r9d, %ecx
  xorl %r10d, %ecx                  // a ^ b: the next round's b ^ c
  andl %ecx, %edx                   // %edx = (a ^ b) & (b ^ c)
  xorl %r10d, %edx                  // %edx = Maj(a,b,c)
  addl %eax, %r8d
  addl %edx, %r8d                   // h = T1 + T2: the next a

  // Round i+8: a..h = %r8d %r9d %r10d %r11d %r12d %r13d %r14d %r15d; %ecx = b ^ c
  addl 448(%rsp,%rbp), %r15d        // h += W + K of this round
  andnl %r14d, %r12d, %ebx          // ebx = ~e & g
  movl %r12d, %edx
  andl %r13d, %edx                  // %edx = e & f (disjoint from ebx: Ch = ebx + %edx)
  rorxl $6, %r12d, %eax
  addl %ebx, %r15d
  rorxl $11, %r12d, %ebx
  addl %edx, %r15d                  // h += Ch(e,f,g)
  xorl %ebx, %eax
  rorxl $25, %r12d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r15d                  // h = T1
  addl %r15d, %r11d                 // d += T1: the next e
  rorxl $2, %r8d, %eax
  rorxl $13, %r8d, %ebx
  xorl %ebx, %eax
  rorxl $22, %r8d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  movl %r8d, %edx
  xorl %r9d, %edx                   // a ^ b: the next round's b ^ c
  andl %edx, %ecx                   // %ecx = (a ^ b) & (b ^ c)
  xorl %r9d, %ecx                   // %ecx = Maj(a,b,c)
  addl %eax, %r15d
  addl %ecx, %r15d                  // h = T1 + T2: the next a

  // Round i+9: a..h = %r15d %r8d %r9d %r10d %r11d %r12d %r13d %r14d; %edx = b ^ c
  addl 452(%rsp,%rbp), %r14d        // h += W + K of this round
  andnl %r13d, %r11d, %ebx          // ebx = ~e & g
  movl %r11d, %ecx
  andl %r12d, %ecx                  // %ecx = e & f (disjoint from ebx: Ch = ebx + %ecx)
  rorxl $6, %r11d, %eax
  addl %ebx, %r14d
  rorxl $11, %r11d, %ebx
  addl %ecx, %r14d                  // h += Ch(e,f,g)
  xorl %ebx, %eax
  rorxl $25, %r11d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r14d                  // h = T1
  addl %r14d, %r10d                 // d += T1: the next e
  rorxl $2, %r15d, %eax
  rorxl $13, %r15d, %ebx
  xorl %ebx, %eax
  rorxl $22, %r15d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  movl %r15d, %ecx
  xorl %r8d, %ecx                   // a ^ b: the next round's b ^ c
  andl %ecx, %edx                   // %edx = (a ^ b) & (b ^ c)
  xorl %r8d, %edx                   // %edx = Maj(a,b,c)
  addl %eax, %r14d
  addl %edx, %r14d                  // h = T1 + T2: the next a

  // Round i+10: a..h = %r14d %r15d %r8d %r9d %r10d %r11d %r12d %r13d; %ecx = b ^ c
  addl 456(%rsp,%rbp), %r13d        // h += W + K of this round
  andnl %r12d, %r10d, %ebx          // ebx = ~e & g
  movl %r10d, %edx
  andl %r11d, %edx                  // %edx = e & f (disjoint from ebx: Ch = ebx + %edx)
  rorxl $6, %r10d, %eax
  addl %ebx, %r13d
  rorxl $11, %r10d, %ebx
  addl %edx, %r13d                  // h += Ch(e,f,g)
  xorl %ebx, %eax
  rorxl $25, %r10d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r13d                  // h = T1
  addl %r13d, %r9d                  // d += T1: the next e
  rorxl $2, %r14d, %eax
  rorxl $13, %r14d, %ebx
  xorl %ebx, %eax
  rorxl $22, %r14d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  movl %r14d, %edx
  xorl %r15d, %edx                  // a ^ b: the next round's b ^ c
  andl %edx, %ecx                   // %ecx = (a ^ b) & (b ^ c)
  xorl %r15d, %ecx                  // %ecx = Maj(a,b,c)
  addl %eax, %r13d
  addl %ecx, %r13d                  // h = T1 + T2: the next a

  // Round i+11: a..h = %r13d %r14d %r15d %r8d %r9d %r10d %r11d %r12d; %edx = b ^ c
  addl 460(%rsp,%rbp), %r12d        // h += W + K of this round
  andnl %r11d, %r9d, %ebx           // ebx = ~e & g
  movl %r9d, %ecx
  andl %r10d, %ecx                  // %ecx = e & f (disjoint from ebx: Ch = ebx + %ecx)
  rorxl $6, %r9d, %eax
  addl %ebx, %r12d
  rorxl $11, %r9d, %ebx
  addl %ecx, %r12d                  // h += Ch(e,f,g)
  xorl %ebx, %eax
  rorxl $25, %r9d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r12d                  // h = T1
  addl %r12d, %r8d                  // d += T1: the next e
  rorxl $2, %r13d, %eax
  rorxl $13, %r13d, %ebx
  xorl %ebx, %eax
  rorxl $22, %r13d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  movl %r13d, %ecx
  xorl %r14d, %ecx                  // a ^ b: the next round's b ^ c
  andl %ecx, %edx                   // %edx = (a ^ b) & (b ^ c)
  xorl %r14d, %edx                  // %edx = Maj(a,b,c)
  addl %eax, %r12d
  addl %edx, %r12d                  // h = T1 + T2: the next a

  // Round i+12: a..h = %r12d %r13d %r14d %r15d %r8d %r9d %r10d %r11d; %ecx = b ^ c
  addl 480(%rsp,%rbp), %r11d        // h += W + K of this round
  andnl %r10d, %r8d, %ebx           // ebx = ~e & g
  movl %r8d, %edx
  andl %r9d, %edx                   // %edx = e & f (disjoint from ebx: Ch = ebx + %edx)
  rorxl $6, %r8d, %eax
  addl %ebx, %r11d
  rorxl $11, %r8d, %ebx
  addl %edx, %r11d                  // h += Ch(e,f,g)
  xorl %ebx, %eax
  rorxl $25, %r8d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r11d                  // h = T1
  addl %r11d, %r15d                 // d += T1: the next e
  rorxl $2, %r12d, %eax
  rorxl $13, %r12d, %ebx
  xorl %ebx, %eax
  rorxl $22, %r12d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  movl %r12d, %edx
  xorl %r13d, %edx                  // a ^ b: the next round's b ^ c
  andl %edx, %ecx                   // %ecx = (a ^ b) & (b ^ c)
  xorl %r13d, %ecx                  // %ecx = Maj(a,b,c)
  addl %eax, %r11d
  addl %ecx, %r11d                  // h = T1 + T2: the next a

  // Round i+13: a..h = %r11d %r12d %r13d %r14d %r15d %r8d %r9d %r10d; %edx = b ^ c
  addl 484(%rsp,%rbp), %r10d        // h += W + K of this round
  andnl %r9d, %r15d, %ebx           // ebx = ~e & g
  movl %r15d, %ecx
  andl %r8d, %ecx                   // %ecx = e & f (disjoint from ebx: Ch = ebx + %ecx)
  rorxl $6, %r15d, %eax
  addl %ebx, %r10d
  rorxl $11, %r15d, %ebx
  addl %ecx, %r10d                  // h += Ch(e,f,g)
  xorl %ebx, %eax
  rorxl $25, %r15d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r10d                  // h = T1
  addl %r10d, %r14d                 // d += T1: the next e
  rorxl $2, %r11d, %eax
  rorxl $13, %r11d, %ebx
  xorl %ebx, %eax
  rorxl $22, %r11d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  movl %r11d, %ecx
  xorl %r12d, %ecx                  // a ^ b: the next round's b ^ c
  andl %ecx, %edx                   // %edx = (a ^ b) & (b ^ c)
  xorl %r12d, %edx                  // %edx = Maj(a,b,c)
  addl %eax, %r10d
  addl %edx, %r10d                  // h = T1 + T2: the next a

  // Round i+14: a..h = %r10d %r11d %r12d %r13d %r14d %r15d %r8d %r9d; %ecx = b ^ c
  addl 488(%rsp,%rbp), %r9d         // h += W + K of this round
  andnl %r8d, %r14d, %ebx           // ebx = ~e & g
  movl %r14d, %edx
  andl %r15d, %edx                  // %edx = e & f (disjoint from ebx: Ch = ebx + %edx)
  rorxl $6, %r14d, %eax
  addl %ebx, %r9d
  rorxl $11, %r14d, %ebx
  addl %edx, %r9d                   // h += Ch(e,f,g)
  xorl %ebx, %eax
  rorxl $25, %r14d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r9d                   // h = T1
  addl %r9d, %r13d                  // d += T1: the next e
  rorxl $2, %r10d, %eax
  rorxl $13, %r10d, %ebx
  xorl %ebx, %eax
  rorxl $22, %r10d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  movl %r10d, %edx
  xorl %r11d, %edx                  // a ^ b: the next round's b ^ c
  andl %edx, %ecx                   // %ecx = (a ^ b) & (b ^ c)
  xorl %r11d, %ecx                  // %ecx = Maj(a,b,c)
  addl %eax, %r9d
  addl %ecx, %r9d                   // h = T1 + T2: the next a

  // Round i+15: a..h = %r9d %r10d %r11d %r12d %r13d %r14d %r15d %r8d; %edx = b ^ c
  addl 492(%rsp,%rbp), %r8d         // h += W + K of this round
  andnl %r15d, %r13d, %ebx          // ebx = ~e & g
  movl %r13d, %ecx
  andl %r14d, %ecx                  // %ecx = e & f (disjoint from ebx: Ch = ebx + %ecx)
  rorxl $6, %r13d, %eax
  addl %ebx, %r8d
  rorxl $11, %r13d, %ebx
  addl %ecx, %r8d                   // h += Ch(e,f,g)
  xorl %ebx, %eax
  rorxl $25, %r13d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r8d                   // h = T1
  addl %r8d, %r12d                  // d += T1: the next e
  rorxl $2, %r9d, %eax
  rorxl $13, %r9d, %ebx
  xorl %ebx, %eax
  rorxl $22, %r9d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  movl %r9d, %ecx
  xorl %r10d, %ecx                  // a ^ b: the next round's b ^ c
  andl %ecx, %edx                   // %edx = (a ^ b) & (b ^ c)
  xorl %r10d, %edx                  // %edx = Maj(a,b,c)
  addl %eax, %r8d
  addl %edx, %r8d                   // h = T1 + T2: the next a

  // state += a..h, and a..h continue as the chaining value.
  movq 520(%rsp), %rdi
  addl 0(%rdi), %r8d
  movl %r8d, 0(%rdi)
  addl 4(%rdi), %r9d
  movl %r9d, 4(%rdi)
  addl 8(%rdi), %r10d
  movl %r10d, 8(%rdi)
  addl 12(%rdi), %r11d
  movl %r11d, 12(%rdi)
  addl 16(%rdi), %r12d
  movl %r12d, 16(%rdi)
  addl 20(%rdi), %r13d
  movl %r13d, 20(%rdi)
  addl 24(%rdi), %r14d
  movl %r14d, 24(%rdi)
  addl 28(%rdi), %r15d
  movl %r15d, 28(%rdi)
  decq 512(%rsp)
  jz .Ldone                         // an odd last block: its pair had no second

  // ---- Second block: 64 rounds, 16 per iteration, from the high lanes of
  // WK (rbp = -512, -384, -256, -128): round i + r at
  // 528 + 32(r/4) + 4(r%4)(%rsp,%rbp). ----
  movq $-512, %rbp
  movl %r9d, %ecx
  xorl %r10d, %ecx                  // ecx = b ^ c for the first round
.Lrounds2:

  // Round i+0: a..h = %r8d %r9d %r10d %r11d %r12d %r13d %r14d %r15d; %ecx = b ^ c
  addl 528(%rsp,%rbp), %r15d        // h += W + K of this round
  andnl %r14d, %r12d, %ebx          // ebx = ~e & g
  movl %r12d, %edx
  andl %r13d, %edx                  // %edx = e & f (disjoint from ebx: Ch = ebx + %edx)
  rorxl $6, %r12d, %eax
  addl %ebx, %r15d
  rorxl $11, %r12d, %ebx
  addl %edx, %r15d                  // h += Ch(e,f,g)
  xorl %ebx, %eax
  rorxl $25, %r12d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r15d                  // h = T1
  addl %r15d, %r11d                 // d += T1: the next e
  rorxl $2, %r8d, %eax
  rorxl $13, %r8d, %ebx
  xorl %ebx, %eax
  rorxl $22, %r8d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  movl %r8d, %edx
  xorl %r9d, %edx                   // a ^ b: the next round's b ^ c
  andl %edx, %ecx                   // %ecx = (a ^ b) & (b ^ c)
  xorl %r9d, %ecx                   // %ecx = Maj(a,b,c)
  addl %eax, %r15d
  addl %ecx, %r15d                  // h = T1 + T2: the next a

  // Round i+1: a..h = %r15d %r8d %r9d %r10d %r11d %r12d %r13d %r14d; %edx = b ^ c
  addl 532(%rsp,%rbp), %r14d        // h += W + K of this round
  andnl %r13d, %r11d, %ebx          // ebx = ~e & g
  movl %r11d, %ecx
  andl %r12d, %ecx                  // %ecx = e & f (disjoint from ebx: Ch = ebx + %ecx)
  rorxl $6, %r11d, %eax
  addl %ebx, %r14d
  rorxl $11, %r11d, %ebx
  addl %ecx, %r14d                  // h += Ch(e,f,g)
  xorl %ebx, %eax
  rorxl $25, %r11d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r14d                  // h = T1
  addl %r14d, %r10d                 // d += T1: the next e
  rorxl $2, %r15d, %eax
  rorxl $13, %r15d, %ebx
  xorl %ebx, %eax
  rorxl $22, %r15d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  movl %r15d, %ecx
  xorl %r8d, %ecx                   // a ^ b: the next round's b ^ c
  andl %ecx, %edx                   // %edx = (a ^ b) & (b ^ c)
  xorl %r8d, %edx                   // %edx = Maj(a,b,c)
  addl %eax, %r14d
  addl %edx, %r14d                  // h = T1 + T2: the next a

  // Round i+2: a..h = %r14d %r15d %r8d %r9d %r10d %r11d %r12d %r13d; %ecx = b ^ c
  addl 536(%rsp,%rbp), %r13d        // h += W + K of this round
  andnl %r12d, %r10d, %ebx          // ebx = ~e & g
  movl %r10d, %edx
  andl %r11d, %edx                  // %edx = e & f (disjoint from ebx: Ch = ebx + %edx)
  rorxl $6, %r10d, %eax
  addl %ebx, %r13d
  rorxl $11, %r10d, %ebx
  addl %edx, %r13d                  // h += Ch(e,f,g)
  xorl %ebx, %eax
  rorxl $25, %r10d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r13d                  // h = T1
  addl %r13d, %r9d                  // d += T1: the next e
  rorxl $2, %r14d, %eax
  rorxl $13, %r14d, %ebx
  xorl %ebx, %eax
  rorxl $22, %r14d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  movl %r14d, %edx
  xorl %r15d, %edx                  // a ^ b: the next round's b ^ c
  andl %edx, %ecx                   // %ecx = (a ^ b) & (b ^ c)
  xorl %r15d, %ecx                  // %ecx = Maj(a,b,c)
  addl %eax, %r13d
  addl %ecx, %r13d                  // h = T1 + T2: the next a

  // Round i+3: a..h = %r13d %r14d %r15d %r8d %r9d %r10d %r11d %r12d; %edx = b ^ c
  addl 540(%rsp,%rbp), %r12d        // h += W + K of this round
  andnl %r11d, %r9d, %ebx           // ebx = ~e & g
  movl %r9d, %ecx
  andl %r10d, %ecx                  // %ecx = e & f (disjoint from ebx: Ch = ebx + %ecx)
  rorxl $6, %r9d, %eax
  addl %ebx, %r12d
  rorxl $11, %r9d, %ebx
  addl %ecx, %r12d                  // h += Ch(e,f,g)
  xorl %ebx, %eax
  rorxl $25, %r9d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r12d                  // h = T1
  addl %r12d, %r8d                  // d += T1: the next e
  rorxl $2, %r13d, %eax
  rorxl $13, %r13d, %ebx
  xorl %ebx, %eax
  rorxl $22, %r13d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  movl %r13d, %ecx
  xorl %r14d, %ecx                  // a ^ b: the next round's b ^ c
  andl %ecx, %edx                   // %edx = (a ^ b) & (b ^ c)
  xorl %r14d, %edx                  // %edx = Maj(a,b,c)
  addl %eax, %r12d
  addl %edx, %r12d                  // h = T1 + T2: the next a

  // Round i+4: a..h = %r12d %r13d %r14d %r15d %r8d %r9d %r10d %r11d; %ecx = b ^ c
  addl 560(%rsp,%rbp), %r11d        // h += W + K of this round
  andnl %r10d, %r8d, %ebx           // ebx = ~e & g
  movl %r8d, %edx
  andl %r9d, %edx                   // %edx = e & f (disjoint from ebx: Ch = ebx + %edx)
  rorxl $6, %r8d, %eax
  addl %ebx, %r11d
  rorxl $11, %r8d, %ebx
  addl %edx, %r11d                  // h += Ch(e,f,g)
  xorl %ebx, %eax
  rorxl $25, %r8d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r11d                  // h = T1
  addl %r11d, %r15d                 // d += T1: the next e
  rorxl $2, %r12d, %eax
  rorxl $13, %r12d, %ebx
  xorl %ebx, %eax
  rorxl $22, %r12d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  movl %r12d, %edx
  xorl %r13d, %edx                  // a ^ b: the next round's b ^ c
  andl %edx, %ecx                   // %ecx = (a ^ b) & (b ^ c)
  xorl %r13d, %ecx                  // %ecx = Maj(a,b,c)
  addl %eax, %r11d
  addl %ecx, %r11d                  // h = T1 + T2: the next a

  // Round i+5: a..h = %r11d %r12d %r13d %r14d %r15d %r8d %r9d %r10d; %edx = b ^ c
  addl 564(%rsp,%rbp), %r10d        // h += W + K of this round
  andnl %r9d, %r15d, %ebx           // ebx = ~e & g
  movl %r15d, %ecx
  andl %r8d, %ecx                   // %ecx = e & f (disjoint from ebx: Ch = ebx + %ecx)
  rorxl $6, %r15d, %eax
  addl %ebx, %r10d
  rorxl $11, %r15d, %ebx
  addl %ecx, %r10d                  // h += Ch(e,f,g)
  xorl %ebx, %eax
  rorxl $25, %r15d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r10d                  // h = T1
  addl %r10d, %r14d                 // d += T1: the next e
  rorxl $2, %r11d, %eax
  rorxl $13, %r11d, %ebx
  xorl %ebx, %eax
  rorxl $22, %r11d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  movl %r11d, %ecx
  xorl %r12d, %ecx                  // a ^ b: the next round's b ^ c
  andl %ecx, %edx                   // %edx = (a ^ b) & (b ^ c)
  xorl %r12d, %edx                  // %edx = Maj(a,b,c)
  addl %eax, %r10d
  addl %edx, %r10d                  // h = T1 + T2: the next a

  // Round i+6: a..h = %r10d %r11d %r12d %r13d %r14d %r15d %r8d %r9d; %ecx = b ^ c
  addl 568(%rsp,%rbp), %r9d         // h += W + K of this round
  andnl %r8d, %r14d, %ebx           // ebx = ~e & g
  movl %r14d, %edx
  andl %r15d, %edx                  // %edx = e & f (disjoint from ebx: Ch = ebx + %edx)
  rorxl $6, %r14d, %eax
  addl %ebx, %r9d
  rorxl $11, %r14d, %ebx
  addl %edx, %r9d                   // h += Ch(e,f,g)
  xorl %ebx, %eax
  rorxl $25, %r14d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r9d                   // h = T1
  addl %r9d, %r13d                  // d += T1: the next e
  rorxl $2, %r10d, %eax
  rorxl $13, %r10d, %ebx
  xorl %ebx, %eax
  rorxl $22, %r10d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  movl %r10d, %edx
  xorl %r11d, %edx                  // a ^ b: the next round's b ^ c
  andl %edx, %ecx                   // %ecx = (a ^ b) & (b ^ c)
  xorl %r11d, %ecx                  // %ecx = Maj(a,b,c)
  addl %eax, %r9d
  addl %ecx, %r9d                   // h = T1 + T2: the next a

  // Round i+7: a..h = %r9d %r10d %r11d %r12d %r13d %r14d %r15d %r8d; %edx = b ^ c
  addl 572(%rsp,%rbp), %r8d         // h += W + K of this round
  andnl %r15d, %r13d, %ebx          // ebx = ~e & g
  movl %r13d, %ecx
  andl %r14d, %ecx                  // %ecx = e & f (disjoint from ebx: Ch = ebx + %ecx)
  rorxl $6, %r13d, %eax
  addl %ebx, %r8d
  rorxl $11, %r13d, %ebx
  addl %ecx, %r8d                   // h += Ch(e,f,g)
  xorl %ebx, %eax
  rorxl $25, %r13d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r8d                   // h = T1
  addl %r8d, %r12d                  // d += T1: the next e
  rorxl $2, %r9d, %eax
  rorxl $13, %r9d, %ebx
  xorl %ebx, %eax
  rorxl $22, %r9d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  movl %r9d, %ecx
  xorl %r10d, %ecx                  // a ^ b: the next round's b ^ c
  andl %ecx, %edx                   // %edx = (a ^ b) & (b ^ c)
  xorl %r10d, %edx                  // %edx = Maj(a,b,c)
  addl %eax, %r8d
  addl %edx, %r8d                   // h = T1 + T2: the next a

  // Round i+8: a..h = %r8d %r9d %r10d %r11d %r12d %r13d %r14d %r15d; %ecx = b ^ c
  addl 592(%rsp,%rbp), %r15d        // h += W + K of this round
  andnl %r14d, %r12d, %ebx          // ebx = ~e & g
  movl %r12d, %edx
  andl %r13d, %edx                  // %edx = e & f (disjoint from ebx: Ch = ebx + %edx)
  rorxl $6, %r12d, %eax
  addl %ebx, %r15d
  rorxl $11, %r12d, %ebx
  addl %edx, %r15d                  // h += Ch(e,f,g)
  xorl %ebx, %eax
  rorxl $25, %r12d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r15d                  // h = T1
  addl %r15d, %r11d                 // d += T1: the next e
  rorxl $2, %r8d, %eax
  rorxl $13, %r8d, %ebx
  xorl %ebx, %eax
  rorxl $22, %r8d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  movl %r8d, %edx
  xorl %r9d, %edx                   // a ^ b: the next round's b ^ c
  andl %edx, %ecx                   // %ecx = (a ^ b) & (b ^ c)
  xorl %r9d, %ecx                   // %ecx = Maj(a,b,c)
  addl %eax, %r15d
  addl %ecx, %r15d                  // h = T1 + T2: the next a

  // Round i+9: a..h = %r15d %r8d %r9d %r10d %r11d %r12d %r13d %r14d; %edx = b ^ c
  addl 596(%rsp,%rbp), %r14d        // h += W + K of this round
  andnl %r13d, %r11d, %ebx          // ebx = ~e & g
  movl %r11d, %ecx
  andl %r12d, %ecx                  // %ecx = e & f (disjoint from ebx: Ch = ebx + %ecx)
  rorxl $6, %r11d, %eax
  addl %ebx, %r14d
  rorxl $11, %r11d, %ebx
  addl %ecx, %r14d                  // h += Ch(e,f,g)
  xorl %ebx, %eax
  rorxl $25, %r11d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r14d                  // h = T1
  addl %r14d, %r10d                 // d += T1: the next e
  rorxl $2, %r15d, %eax
  rorxl $13, %r15d, %ebx
  xorl %ebx, %eax
  rorxl $22, %r15d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  movl %r15d, %ecx
  xorl %r8d, %ecx                   // a ^ b: the next round's b ^ c
  andl %ecx, %edx                   // %edx = (a ^ b) & (b ^ c)
  xorl %r8d, %edx                   // %edx = Maj(a,b,c)
  addl %eax, %r14d
  addl %edx, %r14d                  // h = T1 + T2: the next a

  // Round i+10: a..h = %r14d %r15d %r8d %r9d %r10d %r11d %r12d %r13d; %ecx = b ^ c
  addl 600(%rsp,%rbp), %r13d        // h += W + K of this round
  andnl %r12d, %r10d, %ebx          // ebx = ~e & g
  movl %r10d, %edx
  andl %r11d, %edx                  // %edx = e & f (disjoint from ebx: Ch = ebx + %edx)
  rorxl $6, %r10d, %eax
  addl %ebx, %r13d
  rorxl $11, %r10d, %ebx
  addl %edx, %r13d                  // h += Ch(e,f,g)
  xorl %ebx, %eax
  rorxl $25, %r10d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r13d                  // h = T1
  addl %r13d, %r9d                  // d += T1: the next e
  rorxl $2, %r14d, %eax
  rorxl $13, %r14d, %ebx
  xorl %ebx, %eax
  rorxl $22, %r14d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  movl %r14d, %edx
  xorl %r15d, %edx                  // a ^ b: the next round's b ^ c
  andl %edx, %ecx                   // %ecx = (a ^ b) & (b ^ c)
  xorl %r15d, %ecx                  // %ecx = Maj(a,b,c)
  addl %eax, %r13d
  addl %ecx, %r13d                  // h = T1 + T2: the next a

  // Round i+11: a..h = %r13d %r14d %r15d %r8d %r9d %r10d %r11d %r12d; %edx = b ^ c
  addl 604(%rsp,%rbp), %r12d        // h += W + K of this round
  andnl %r11d, %r9d, %ebx           // ebx = ~e & g
  movl %r9d, %ecx
  andl %r10d, %ecx                  // %ecx = e & f (disjoint from ebx: Ch = ebx + %ecx)
  rorxl $6, %r9d, %eax
  addl %ebx, %r12d
  rorxl $11, %r9d, %ebx
  addl %ecx, %r12d                  // h += Ch(e,f,g)
  xorl %ebx, %eax
  rorxl $25, %r9d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r12d                  // h = T1
  addl %r12d, %r8d                  // d += T1: the next e
  rorxl $2, %r13d, %eax
  rorxl $13, %r13d, %ebx
  xorl %ebx, %eax
  rorxl $22, %r13d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  movl %r13d, %ecx
  xorl %r14d, %ecx                  // a ^ b: the next round's b ^ c
  andl %ecx, %edx                   // %edx = (a ^ b) & (b ^ c)
  xorl %r14d, %edx                  // %edx = Maj(a,b,c)
  addl %eax, %r12d
  addl %edx, %r12d                  // h = T1 + T2: the next a

  // Round i+12: a..h = %r12d %r13d %r14d %r15d %r8d %r9d %r10d %r11d; %ecx = b ^ c
  addl 624(%rsp,%rbp), %r11d        // h += W + K of this round
  andnl %r10d, %r8d, %ebx           // ebx = ~e & g
  movl %r8d, %edx
  andl %r9d, %edx                   // %edx = e & f (disjoint from ebx: Ch = ebx + %edx)
  rorxl $6, %r8d, %eax
  addl %ebx, %r11d
  rorxl $11, %r8d, %ebx
  addl %edx, %r11d                  // h += Ch(e,f,g)
  xorl %ebx, %eax
  rorxl $25, %r8d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r11d                  // h = T1
  addl %r11d, %r15d                 // d += T1: the next e
  rorxl $2, %r12d, %eax
  rorxl $13, %r12d, %ebx
  xorl %ebx, %eax
  rorxl $22, %r12d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  movl %r12d, %edx
  xorl %r13d, %edx                  // a ^ b: the next round's b ^ c
  andl %edx, %ecx                   // %ecx = (a ^ b) & (b ^ c)
  xorl %r13d, %ecx                  // %ecx = Maj(a,b,c)
  addl %eax, %r11d
  addl %ecx, %r11d                  // h = T1 + T2: the next a

  // Round i+13: a..h = %r11d %r12d %r13d %r14d %r15d %r8d %r9d %r10d; %edx = b ^ c
  addl 628(%rsp,%rbp), %r10d        // h += W + K of this round
  andnl %r9d, %r15d, %ebx           // ebx = ~e & g
  movl %r15d, %ecx
  andl %r8d, %ecx                   // %ecx = e & f (disjoint from ebx: Ch = ebx + %ecx)
  rorxl $6, %r15d, %eax
  addl %ebx, %r10d
  rorxl $11, %r15d, %ebx
  addl %ecx, %r10d                  // h += Ch(e,f,g)
  xorl %ebx, %eax
  rorxl $25, %r15d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r10d                  // h = T1
  addl %r10d, %r14d                 // d += T1: the next e
  rorxl $2, %r11d, %eax
  rorxl $13, %r11d, %ebx
  xorl %ebx, %eax
  rorxl $22, %r11d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  movl %r11d, %ecx
  xorl %r12d, %ecx                  // a ^ b: the next round's b ^ c
  andl %ecx, %edx                   // %edx = (a ^ b) & (b ^ c)
  xorl %r12d, %edx                  // %edx = Maj(a,b,c)
  addl %eax, %r10d
  addl %edx, %r10d                  // h = T1 + T2: the next a

  // Round i+14: a..h = %r10d %r11d %r12d %r13d %r14d %r15d %r8d %r9d; %ecx = b ^ c
  addl 632(%rsp,%rbp), %r9d         // h += W + K of this round
  andnl %r8d, %r14d, %ebx           // ebx = ~e & g
  movl %r14d, %edx
  andl %r15d, %edx                  // %edx = e & f (disjoint from ebx: Ch = ebx + %edx)
  rorxl $6, %r14d, %eax
  addl %ebx, %r9d
  rorxl $11, %r14d, %ebx
  addl %edx, %r9d                   // h += Ch(e,f,g)
  xorl %ebx, %eax
  rorxl $25, %r14d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r9d                   // h = T1
  addl %r9d, %r13d                  // d += T1: the next e
  rorxl $2, %r10d, %eax
  rorxl $13, %r10d, %ebx
  xorl %ebx, %eax
  rorxl $22, %r10d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  movl %r10d, %edx
  xorl %r11d, %edx                  // a ^ b: the next round's b ^ c
  andl %edx, %ecx                   // %ecx = (a ^ b) & (b ^ c)
  xorl %r11d, %ecx                  // %ecx = Maj(a,b,c)
  addl %eax, %r9d
  addl %ecx, %r9d                   // h = T1 + T2: the next a

  // Round i+15: a..h = %r9d %r10d %r11d %r12d %r13d %r14d %r15d %r8d; %edx = b ^ c
  addl 636(%rsp,%rbp), %r8d         // h += W + K of this round
  andnl %r15d, %r13d, %ebx          // ebx = ~e & g
  movl %r13d, %ecx
  andl %r14d, %ecx                  // %ecx = e & f (disjoint from ebx: Ch = ebx + %ecx)
  rorxl $6, %r13d, %eax
  addl %ebx, %r8d
  rorxl $11, %r13d, %ebx
  addl %ecx, %r8d                   // h += Ch(e,f,g)
  xorl %ebx, %eax
  rorxl $25, %r13d, %ebx
  xorl %ebx, %eax                   // eax = Sigma1(e)
  addl %eax, %r8d                   // h = T1
  addl %r8d, %r12d                  // d += T1: the next e
  rorxl $2, %r9d, %eax
  rorxl $13, %r9d, %ebx
  xorl %ebx, %eax
  rorxl $22, %r9d, %ebx
  xorl %ebx, %eax                   // eax = Sigma0(a)
  movl %r9d, %ecx
  xorl %r10d, %ecx                  // a ^ b: the next round's b ^ c
  andl %ecx, %edx                   // %edx = (a ^ b) & (b ^ c)
  xorl %r10d, %edx                  // %edx = Maj(a,b,c)
  addl %eax, %r8d
  addl %edx, %r8d                   // h = T1 + T2: the next a

  addq $128, %rbp                   // CAUTION: the JNZ reads ZF from this ADD
  jnz .Lrounds2

  // state += a..h (rdi = state here).
  addl 0(%rdi), %r8d
  movl %r8d, 0(%rdi)
  addl 4(%rdi), %r9d
  movl %r9d, 4(%rdi)
  addl 8(%rdi), %r10d
  movl %r10d, 8(%rdi)
  addl 12(%rdi), %r11d
  movl %r11d, 12(%rdi)
  addl 16(%rdi), %r12d
  movl %r12d, 16(%rdi)
  addl 20(%rdi), %r13d
  movl %r13d, 20(%rdi)
  addl 24(%rdi), %r14d
  movl %r14d, 24(%rdi)
  addl 28(%rdi), %r15d
  movl %r15d, 28(%rdi)
  addq $128, %rsi
  decq 512(%rsp)
  jnz .Lblock

.Ldone:
  // Wipe: W+K on the stack and every vector register (message words).
  vzeroall
  movq $-512, %rbp
.Lwipe:
  vmovdqu %ymm0, 512(%rsp,%rbp)
  addq $32, %rbp
  jnz .Lwipe

  addq $536, %rsp
  .cfi_adjust_cfa_offset -536
  LIMB_POP_CALLEE
.Lret:
  ret
LIMB_END(limb_sha256_compress_avx2)

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
