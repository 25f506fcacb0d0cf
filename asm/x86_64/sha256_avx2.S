// limb_sha256_compress_avx2: x86-64 with AVX2 and BMI2, for CPUs without SHA-NI.
// Twin: sha256Compress_g (symmetric/sha256/sha256_generic.cc); tests require identical state.
// Prototype (C linkage, declared in symmetric/sha256/sha256_asm.h):
//   void limb_sha256_compress_avx2(uint32_t state[8], const uint8_t* blocks, size_t nblocks);
// Contract: see symmetric/sha256/sha256.h (state += Rounds(state, M) for each
// 64-byte block M; nblocks may be 0; no alignment needed).
// Selected by sha256_dispatch.cc ("x86_64_avx2") when cpu.avx2 && cpu.bmi2 and
// SHA-NI is absent or capped away (LIMB_CPU=avx2). Uses VEX-128 AVX for the
// schedule and BMI2 RORX/ANDN for the rounds.
// ABI: SysV AMD64. In: rdi=state  rsi=blocks  rdx=nblocks.  Out: none.
// Register map: r8d..r15d = a..h (names rotate through the 8 unrolled rounds),
//   eax/ebx = round temporaries, ecx/edx = b^c carried from the previous
//   round (a^b there) and a temporary, swapping roles every round; rbp = round
//   offset (-256..0) into the W+K array at 0(%rsp)..255(%rsp); 256(%rsp) =
//   blocks left. In the schedule: xmm0..xmm3 = W[t-16..t-1] (xmm0 oldest),
//   xmm4..xmm7 scratch, xmm15 = byte-swap mask, rcx = &K[t], rbp = &WK[t],
//   eax = counter.
// Stack: 6 callee-saved pushes + 264 bytes (W+K, wiped before returning).
// Clobbers: rax rcx rdx rsi r8-r11 xmm0-xmm15 (all zeroed by VZEROALL), flags.
//   rbx rbp r12-r15 are saved and restored.
// Strategy: per block, first the whole schedule W[0..63] + K[0..63] with
// 4-lane vector code (sigma1 in two halves, since W[t+2] needs W[t]), stored
// on the stack; then 64 scalar rounds, 8 unrolled per loop iteration so the
// register names come back to a..h. The round puts Ch and W+K into h before
// Sigma1(e), so the e -> next e chain is 5 single-cycle ops, and Maj reuses the
// previous round's a^b as b^c. Time depends on nblocks only.
// Bound: the rounds are ALU-throughput bound (22 ALU ops/round on 4 ALUs), so the
//   gain over the twin is modest; the table exists for CPUs without SHA-NI.
// Measured: sha_bench limb/SHA256/16384 against openssl/ and the other peers
//   (tools/speed.sh --cpu avx2 --filter '^SHA256/'; --cpu generic for the twin);
//   figures in benchmarks/RESULTS.md, "sha256_avx2.S".
#include "limb/asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

  .section .rodata
  .p2align 6
.Lk256:  // FIPS 180-4 §4.2.2
  .long 0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5
  .long 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5
  .long 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3
  .long 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174
  .long 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc
  .long 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da
  .long 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7
  .long 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967
  .long 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13
  .long 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85
  .long 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3
  .long 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070
  .long 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5
  .long 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3
  .long 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208
  .long 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
.Lbswap32:  // VPSHUFB mask: reverse the bytes of each dword (big-endian load)
  .byte 3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12

LIMB_ENTRY(limb_sha256_compress_avx2)
  testq %rdx, %rdx
  jz .Lret                      // nblocks == 0: state untouched
  LIMB_PUSH_CALLEE
  subq $264, %rsp               // WK[64] at 0(%rsp); blocks left at 256(%rsp)
  .cfi_adjust_cfa_offset 264
  movq %rdx, 256(%rsp)

  movl 0(%rdi), %r8d            // a..h = state[0..7]
  movl 4(%rdi), %r9d
  movl 8(%rdi), %r10d
  movl 12(%rdi), %r11d
  movl 16(%rdi), %r12d
  movl 20(%rdi), %r13d
  movl 24(%rdi), %r14d
  movl 28(%rdi), %r15d
  vmovdqa .Lbswap32(%rip), %xmm15

.Lblock:
  // ---- Schedule: WK[t] = W[t] + K[t] for t = 0..63 ----
  leaq .Lk256(%rip), %rcx
  vmovdqu 0(%rsi), %xmm0        // W[0..15] = big-endian words of the block
  vpshufb %xmm15, %xmm0, %xmm0
  vmovdqu 16(%rsi), %xmm1
  vpshufb %xmm15, %xmm1, %xmm1
  vmovdqu 32(%rsi), %xmm2
  vpshufb %xmm15, %xmm2, %xmm2
  vmovdqu 48(%rsi), %xmm3
  vpshufb %xmm15, %xmm3, %xmm3
  vpaddd 0(%rcx), %xmm0, %xmm4
  vmovdqa %xmm4, 0(%rsp)
  vpaddd 16(%rcx), %xmm1, %xmm4
  vmovdqa %xmm4, 16(%rsp)
  vpaddd 32(%rcx), %xmm2, %xmm4
  vmovdqa %xmm4, 32(%rsp)
  vpaddd 48(%rcx), %xmm3, %xmm4
  vmovdqa %xmm4, 48(%rsp)
  addq $64, %rcx
  leaq 64(%rsp), %rbp
  movl $12, %eax
.Lschedule:                     // W[t..t+3] from xmm0..xmm3 = W[t-16..t-1]
  vpalignr $4, %xmm0, %xmm1, %xmm4  // xmm4 = W[t-15..t-12]
  vpsrld $7, %xmm4, %xmm5           // xmm5 = sigma0(xmm4) = ror7 ^ ror18 ^ shr3
  vpslld $25, %xmm4, %xmm6
  vpxor %xmm6, %xmm5, %xmm5
  vpsrld $18, %xmm4, %xmm6
  vpxor %xmm6, %xmm5, %xmm5
  vpslld $14, %xmm4, %xmm6
  vpxor %xmm6, %xmm5, %xmm5
  vpsrld $3, %xmm4, %xmm6
  vpxor %xmm6, %xmm5, %xmm5
  vpaddd %xmm5, %xmm0, %xmm4        // xmm4 = W[t-16..t-13] + sigma0(W[t-15..t-12])
  vpalignr $4, %xmm2, %xmm3, %xmm5  // xmm5 = W[t-7..t-4]
  vpaddd %xmm5, %xmm4, %xmm4
  vpsrldq $8, %xmm3, %xmm5          // xmm5 = {W[t-2], W[t-1], 0, 0}
  vpsrld $17, %xmm5, %xmm6          // xmm6 = sigma1(xmm5) = ror17 ^ ror19 ^ shr10 (sigma1(0) = 0)
  vpslld $15, %xmm5, %xmm7
  vpxor %xmm7, %xmm6, %xmm6
  vpsrld $19, %xmm5, %xmm7
  vpxor %xmm7, %xmm6, %xmm6
  vpslld $13, %xmm5, %xmm7
  vpxor %xmm7, %xmm6, %xmm6
  vpsrld $10, %xmm5, %xmm7
  vpxor %xmm7, %xmm6, %xmm6
  vpaddd %xmm6, %xmm4, %xmm4        // lanes 0,1 = W[t], W[t+1] (final)
  vpslldq $8, %xmm4, %xmm5          // xmm5 = {0, 0, W[t], W[t+1]}
  vpsrld $17, %xmm5, %xmm6          // xmm6 = sigma1(xmm5)
  vpslld $15, %xmm5, %xmm7
  vpxor %xmm7, %xmm6, %xmm6
  vpsrld $19, %xmm5, %xmm7
  vpxor %xmm7, %xmm6, %xmm6
  vpslld $13, %xmm5, %xmm7
  vpxor %xmm7, %xmm6, %xmm6
  vpsrld $10, %xmm5, %xmm7
  vpxor %xmm7, %xmm6, %xmm6
  vpaddd %xmm6, %xmm4, %xmm4        // xmm4 = W[t..t+3]
  vpaddd (%rcx), %xmm4, %xmm5
  vmovdqa %xmm5, (%rbp)             // WK[t..t+3]
  vmovdqa %xmm1, %xmm0              // slide the window by one quad
  vmovdqa %xmm2, %xmm1
  vmovdqa %xmm3, %xmm2
  vmovdqa %xmm4, %xmm3
  addq $16, %rcx
  addq $16, %rbp
  decl %eax
  jnz .Lschedule

  // ---- 64 rounds, 8 per iteration; rbp runs -256, -224, ..., -32 ----
  // WK[i + r] is at 256 + 4r(%rsp,%rbp).
  movq $-256, %rbp
  movl %r9d, %ecx
  xorl %r10d, %ecx              // ecx = b ^ c for the first round
.Lrounds:
  // Round i+0: a..h = %r8d %r9d %r10d %r11d %r12d %r13d %r14d %r15d; %ecx = b ^ c
  addl 256(%rsp,%rbp), %r15d        // h += W[i] + K[i]
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
  xorl %r9d, %edx                   // %edx = a ^ b: the next round's b ^ c
  andl %edx, %ecx                   // %ecx = (a ^ b) & (b ^ c)
  xorl %r9d, %ecx                   // %ecx = Maj(a,b,c)
  addl %eax, %r15d
  addl %ecx, %r15d                  // h = T1 + T2: the next a

  // Round i+1: a..h = %r15d %r8d %r9d %r10d %r11d %r12d %r13d %r14d; %edx = b ^ c
  addl 260(%rsp,%rbp), %r14d        // h += W[i] + K[i]
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
  xorl %r8d, %ecx                   // %ecx = a ^ b: the next round's b ^ c
  andl %ecx, %edx                   // %edx = (a ^ b) & (b ^ c)
  xorl %r8d, %edx                   // %edx = Maj(a,b,c)
  addl %eax, %r14d
  addl %edx, %r14d                  // h = T1 + T2: the next a

  // Round i+2: a..h = %r14d %r15d %r8d %r9d %r10d %r11d %r12d %r13d; %ecx = b ^ c
  addl 264(%rsp,%rbp), %r13d        // h += W[i] + K[i]
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
  xorl %r15d, %edx                  // %edx = a ^ b: the next round's b ^ c
  andl %edx, %ecx                   // %ecx = (a ^ b) & (b ^ c)
  xorl %r15d, %ecx                  // %ecx = Maj(a,b,c)
  addl %eax, %r13d
  addl %ecx, %r13d                  // h = T1 + T2: the next a

  // Round i+3: a..h = %r13d %r14d %r15d %r8d %r9d %r10d %r11d %r12d; %edx = b ^ c
  addl 268(%rsp,%rbp), %r12d        // h += W[i] + K[i]
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
  xorl %r14d, %ecx                  // %ecx = a ^ b: the next round's b ^ c
  andl %ecx, %edx                   // %edx = (a ^ b) & (b ^ c)
  xorl %r14d, %edx                  // %edx = Maj(a,b,c)
  addl %eax, %r12d
  addl %edx, %r12d                  // h = T1 + T2: the next a

  // Round i+4: a..h = %r12d %r13d %r14d %r15d %r8d %r9d %r10d %r11d; %ecx = b ^ c
  addl 272(%rsp,%rbp), %r11d        // h += W[i] + K[i]
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
  xorl %r13d, %edx                  // %edx = a ^ b: the next round's b ^ c
  andl %edx, %ecx                   // %ecx = (a ^ b) & (b ^ c)
  xorl %r13d, %ecx                  // %ecx = Maj(a,b,c)
  addl %eax, %r11d
  addl %ecx, %r11d                  // h = T1 + T2: the next a

  // Round i+5: a..h = %r11d %r12d %r13d %r14d %r15d %r8d %r9d %r10d; %edx = b ^ c
  addl 276(%rsp,%rbp), %r10d        // h += W[i] + K[i]
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
  xorl %r12d, %ecx                  // %ecx = a ^ b: the next round's b ^ c
  andl %ecx, %edx                   // %edx = (a ^ b) & (b ^ c)
  xorl %r12d, %edx                  // %edx = Maj(a,b,c)
  addl %eax, %r10d
  addl %edx, %r10d                  // h = T1 + T2: the next a

  // Round i+6: a..h = %r10d %r11d %r12d %r13d %r14d %r15d %r8d %r9d; %ecx = b ^ c
  addl 280(%rsp,%rbp), %r9d         // h += W[i] + K[i]
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
  xorl %r11d, %edx                  // %edx = a ^ b: the next round's b ^ c
  andl %edx, %ecx                   // %ecx = (a ^ b) & (b ^ c)
  xorl %r11d, %ecx                  // %ecx = Maj(a,b,c)
  addl %eax, %r9d
  addl %ecx, %r9d                   // h = T1 + T2: the next a

  // Round i+7: a..h = %r9d %r10d %r11d %r12d %r13d %r14d %r15d %r8d; %edx = b ^ c
  addl 284(%rsp,%rbp), %r8d         // h += W[i] + K[i]
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
  xorl %r10d, %ecx                  // %ecx = a ^ b: the next round's b ^ c
  andl %ecx, %edx                   // %edx = (a ^ b) & (b ^ c)
  xorl %r10d, %edx                  // %edx = Maj(a,b,c)
  addl %eax, %r8d
  addl %edx, %r8d                   // h = T1 + T2: the next a

  addq $32, %rbp                    // CAUTION: the JNZ reads ZF from this ADD
  jnz .Lrounds

  // state += a..h, and a..h continue as the chaining value.
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
  addq $64, %rsi
  decq 256(%rsp)
  jnz .Lblock

  // Wipe: W+K on the stack and every vector register (message words).
  vzeroall
  movq $-256, %rbp
.Lwipe:
  vmovdqa %xmm0, 256(%rsp,%rbp)
  addq $16, %rbp
  jnz .Lwipe

  addq $264, %rsp
  .cfi_adjust_cfa_offset -264
  LIMB_POP_CALLEE
.Lret:
  ret
LIMB_END(limb_sha256_compress_avx2)

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
