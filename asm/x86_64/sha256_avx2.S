// limb_sha256_compress_avx2: x86-64 with AVX2 and BMI2, for CPUs without SHA-NI.
// Twin: sha256Compress_g (symmetric/sha256/sha256_generic.cc); tests require identical state.
// Prototype (C linkage, declared in symmetric/sha256/sha256_dispatch.cc):
//   void limb_sha256_compress_avx2(uint32_t state[8], const uint8_t* blocks, size_t nblocks);
// Contract: see symmetric/sha256/sha256.h (state += Rounds(state, M) for each
// 64-byte block M; nblocks may be 0; no alignment needed).
// Selected by sha256_dispatch.cc ("x86_64_avx2") when cpu.avx2 && cpu.bmi2 and
// SHA-NI is absent or capped away (LIMB_CPU=avx2). Uses VEX-128 AVX for the
// schedule and BMI2 RORX/ANDN for the rounds.
// ABI: SysV AMD64. In: rdi=state  rsi=blocks  rdx=nblocks.  Out: none.
// Register map: r8d..r15d = a..h (names rotate through the 8 unrolled rounds),
//   eax/ebx/ecx = round temporaries, rbp = round offset (-256..0) into the
//   W+K array at 0(%rsp)..255(%rsp); in the schedule: xmm0..xmm3 = W[t-16..t-1]
//   (xmm0 oldest), xmm4..xmm7 scratch, xmm15 = byte-swap mask, rcx = &K[t],
//   rbp = &WK[t], eax = counter.
// Stack: 6 callee-saved pushes + 264 bytes (W+K, wiped before returning).
// Clobbers: rax rcx rdx rsi r8-r11 xmm0-xmm15 (all zeroed by VZEROALL), flags.
//   rbx rbp r12-r15 are saved and restored.
// Strategy: per block, first the whole schedule W[0..63] + K[0..63] with
// 4-lane vector code (sigma1 in two halves, since W[t+2] needs W[t]), stored
// on the stack; then 64 scalar rounds, 8 unrolled per loop iteration so the
// register names come back to a..h. Time depends on nblocks only.
// Measured: SHA256/16384 ~9 TSC cycles/byte vs ~11 for sha256Compress_g (AMD EPYC Zen 4 class, 2026-11-30).
#include "asm/asm_common.h"

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
  pushq %rbx
  .cfi_adjust_cfa_offset 8
  .cfi_offset %rbx, -16
  pushq %rbp
  .cfi_adjust_cfa_offset 8
  .cfi_offset %rbp, -24
  pushq %r12
  .cfi_adjust_cfa_offset 8
  .cfi_offset %r12, -32
  pushq %r13
  .cfi_adjust_cfa_offset 8
  .cfi_offset %r13, -40
  pushq %r14
  .cfi_adjust_cfa_offset 8
  .cfi_offset %r14, -48
  pushq %r15
  .cfi_adjust_cfa_offset 8
  .cfi_offset %r15, -56
  subq $264, %rsp               // WK[64] at 0(%rsp); 8 more keep rsp 16-aligned
  .cfi_adjust_cfa_offset 264

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
.Lrounds:
  // Round i+0: a..h = %r8d %r9d %r10d %r11d %r12d %r13d %r14d %r15d
  addl 256(%rsp,%rbp), %r15d        // h += W[i] + K[i]
  rorxl $6, %r12d, %eax             
  rorxl $11, %r12d, %ebx            
  xorl %ebx, %eax                   
  rorxl $25, %r12d, %ebx            
  xorl %ebx, %eax                   // eax = Sigma1(e)
  andnl %r14d, %r12d, %ebx          // ebx = ~e & g
  movl %r12d, %ecx                  
  andl %r13d, %ecx                  // ecx = e & f (disjoint from ebx: Ch = ebx + ecx)
  addl %eax, %r15d                  
  addl %ebx, %r15d                  
  addl %ecx, %r15d                  // h = T1
  addl %r15d, %r11d                 // d += T1: the next e
  rorxl $2, %r8d, %eax              
  rorxl $13, %r8d, %ebx             
  xorl %ebx, %eax                   
  rorxl $22, %r8d, %ebx             
  xorl %ebx, %eax                   // eax = Sigma0(a)
  addl %eax, %r15d                  
  movl %r8d, %ebx                   
  xorl %r9d, %ebx                   // ebx = a ^ b
  movl %r9d, %ecx                   
  xorl %r10d, %ecx                  // ecx = b ^ c
  andl %ecx, %ebx                   
  xorl %r9d, %ebx                   // ebx = Maj(a,b,c) = b ^ ((a^b) & (b^c))
  addl %ebx, %r15d                  // h = T1 + T2: the next a

  // Round i+1: a..h = %r15d %r8d %r9d %r10d %r11d %r12d %r13d %r14d
  addl 260(%rsp,%rbp), %r14d        // h += W[i] + K[i]
  rorxl $6, %r11d, %eax             
  rorxl $11, %r11d, %ebx            
  xorl %ebx, %eax                   
  rorxl $25, %r11d, %ebx            
  xorl %ebx, %eax                   // eax = Sigma1(e)
  andnl %r13d, %r11d, %ebx          // ebx = ~e & g
  movl %r11d, %ecx                  
  andl %r12d, %ecx                  // ecx = e & f (disjoint from ebx: Ch = ebx + ecx)
  addl %eax, %r14d                  
  addl %ebx, %r14d                  
  addl %ecx, %r14d                  // h = T1
  addl %r14d, %r10d                 // d += T1: the next e
  rorxl $2, %r15d, %eax             
  rorxl $13, %r15d, %ebx            
  xorl %ebx, %eax                   
  rorxl $22, %r15d, %ebx            
  xorl %ebx, %eax                   // eax = Sigma0(a)
  addl %eax, %r14d                  
  movl %r15d, %ebx                  
  xorl %r8d, %ebx                   // ebx = a ^ b
  movl %r8d, %ecx                   
  xorl %r9d, %ecx                   // ecx = b ^ c
  andl %ecx, %ebx                   
  xorl %r8d, %ebx                   // ebx = Maj(a,b,c) = b ^ ((a^b) & (b^c))
  addl %ebx, %r14d                  // h = T1 + T2: the next a

  // Round i+2: a..h = %r14d %r15d %r8d %r9d %r10d %r11d %r12d %r13d
  addl 264(%rsp,%rbp), %r13d        // h += W[i] + K[i]
  rorxl $6, %r10d, %eax             
  rorxl $11, %r10d, %ebx            
  xorl %ebx, %eax                   
  rorxl $25, %r10d, %ebx            
  xorl %ebx, %eax                   // eax = Sigma1(e)
  andnl %r12d, %r10d, %ebx          // ebx = ~e & g
  movl %r10d, %ecx                  
  andl %r11d, %ecx                  // ecx = e & f (disjoint from ebx: Ch = ebx + ecx)
  addl %eax, %r13d                  
  addl %ebx, %r13d                  
  addl %ecx, %r13d                  // h = T1
  addl %r13d, %r9d                  // d += T1: the next e
  rorxl $2, %r14d, %eax             
  rorxl $13, %r14d, %ebx            
  xorl %ebx, %eax                   
  rorxl $22, %r14d, %ebx            
  xorl %ebx, %eax                   // eax = Sigma0(a)
  addl %eax, %r13d                  
  movl %r14d, %ebx                  
  xorl %r15d, %ebx                  // ebx = a ^ b
  movl %r15d, %ecx                  
  xorl %r8d, %ecx                   // ecx = b ^ c
  andl %ecx, %ebx                   
  xorl %r15d, %ebx                  // ebx = Maj(a,b,c) = b ^ ((a^b) & (b^c))
  addl %ebx, %r13d                  // h = T1 + T2: the next a

  // Round i+3: a..h = %r13d %r14d %r15d %r8d %r9d %r10d %r11d %r12d
  addl 268(%rsp,%rbp), %r12d        // h += W[i] + K[i]
  rorxl $6, %r9d, %eax              
  rorxl $11, %r9d, %ebx             
  xorl %ebx, %eax                   
  rorxl $25, %r9d, %ebx             
  xorl %ebx, %eax                   // eax = Sigma1(e)
  andnl %r11d, %r9d, %ebx           // ebx = ~e & g
  movl %r9d, %ecx                   
  andl %r10d, %ecx                  // ecx = e & f (disjoint from ebx: Ch = ebx + ecx)
  addl %eax, %r12d                  
  addl %ebx, %r12d                  
  addl %ecx, %r12d                  // h = T1
  addl %r12d, %r8d                  // d += T1: the next e
  rorxl $2, %r13d, %eax             
  rorxl $13, %r13d, %ebx            
  xorl %ebx, %eax                   
  rorxl $22, %r13d, %ebx            
  xorl %ebx, %eax                   // eax = Sigma0(a)
  addl %eax, %r12d                  
  movl %r13d, %ebx                  
  xorl %r14d, %ebx                  // ebx = a ^ b
  movl %r14d, %ecx                  
  xorl %r15d, %ecx                  // ecx = b ^ c
  andl %ecx, %ebx                   
  xorl %r14d, %ebx                  // ebx = Maj(a,b,c) = b ^ ((a^b) & (b^c))
  addl %ebx, %r12d                  // h = T1 + T2: the next a

  // Round i+4: a..h = %r12d %r13d %r14d %r15d %r8d %r9d %r10d %r11d
  addl 272(%rsp,%rbp), %r11d        // h += W[i] + K[i]
  rorxl $6, %r8d, %eax              
  rorxl $11, %r8d, %ebx             
  xorl %ebx, %eax                   
  rorxl $25, %r8d, %ebx             
  xorl %ebx, %eax                   // eax = Sigma1(e)
  andnl %r10d, %r8d, %ebx           // ebx = ~e & g
  movl %r8d, %ecx                   
  andl %r9d, %ecx                   // ecx = e & f (disjoint from ebx: Ch = ebx + ecx)
  addl %eax, %r11d                  
  addl %ebx, %r11d                  
  addl %ecx, %r11d                  // h = T1
  addl %r11d, %r15d                 // d += T1: the next e
  rorxl $2, %r12d, %eax             
  rorxl $13, %r12d, %ebx            
  xorl %ebx, %eax                   
  rorxl $22, %r12d, %ebx            
  xorl %ebx, %eax                   // eax = Sigma0(a)
  addl %eax, %r11d                  
  movl %r12d, %ebx                  
  xorl %r13d, %ebx                  // ebx = a ^ b
  movl %r13d, %ecx                  
  xorl %r14d, %ecx                  // ecx = b ^ c
  andl %ecx, %ebx                   
  xorl %r13d, %ebx                  // ebx = Maj(a,b,c) = b ^ ((a^b) & (b^c))
  addl %ebx, %r11d                  // h = T1 + T2: the next a

  // Round i+5: a..h = %r11d %r12d %r13d %r14d %r15d %r8d %r9d %r10d
  addl 276(%rsp,%rbp), %r10d        // h += W[i] + K[i]
  rorxl $6, %r15d, %eax             
  rorxl $11, %r15d, %ebx            
  xorl %ebx, %eax                   
  rorxl $25, %r15d, %ebx            
  xorl %ebx, %eax                   // eax = Sigma1(e)
  andnl %r9d, %r15d, %ebx           // ebx = ~e & g
  movl %r15d, %ecx                  
  andl %r8d, %ecx                   // ecx = e & f (disjoint from ebx: Ch = ebx + ecx)
  addl %eax, %r10d                  
  addl %ebx, %r10d                  
  addl %ecx, %r10d                  // h = T1
  addl %r10d, %r14d                 // d += T1: the next e
  rorxl $2, %r11d, %eax             
  rorxl $13, %r11d, %ebx            
  xorl %ebx, %eax                   
  rorxl $22, %r11d, %ebx            
  xorl %ebx, %eax                   // eax = Sigma0(a)
  addl %eax, %r10d                  
  movl %r11d, %ebx                  
  xorl %r12d, %ebx                  // ebx = a ^ b
  movl %r12d, %ecx                  
  xorl %r13d, %ecx                  // ecx = b ^ c
  andl %ecx, %ebx                   
  xorl %r12d, %ebx                  // ebx = Maj(a,b,c) = b ^ ((a^b) & (b^c))
  addl %ebx, %r10d                  // h = T1 + T2: the next a

  // Round i+6: a..h = %r10d %r11d %r12d %r13d %r14d %r15d %r8d %r9d
  addl 280(%rsp,%rbp), %r9d         // h += W[i] + K[i]
  rorxl $6, %r14d, %eax             
  rorxl $11, %r14d, %ebx            
  xorl %ebx, %eax                   
  rorxl $25, %r14d, %ebx            
  xorl %ebx, %eax                   // eax = Sigma1(e)
  andnl %r8d, %r14d, %ebx           // ebx = ~e & g
  movl %r14d, %ecx                  
  andl %r15d, %ecx                  // ecx = e & f (disjoint from ebx: Ch = ebx + ecx)
  addl %eax, %r9d                   
  addl %ebx, %r9d                   
  addl %ecx, %r9d                   // h = T1
  addl %r9d, %r13d                  // d += T1: the next e
  rorxl $2, %r10d, %eax             
  rorxl $13, %r10d, %ebx            
  xorl %ebx, %eax                   
  rorxl $22, %r10d, %ebx            
  xorl %ebx, %eax                   // eax = Sigma0(a)
  addl %eax, %r9d                   
  movl %r10d, %ebx                  
  xorl %r11d, %ebx                  // ebx = a ^ b
  movl %r11d, %ecx                  
  xorl %r12d, %ecx                  // ecx = b ^ c
  andl %ecx, %ebx                   
  xorl %r11d, %ebx                  // ebx = Maj(a,b,c) = b ^ ((a^b) & (b^c))
  addl %ebx, %r9d                   // h = T1 + T2: the next a

  // Round i+7: a..h = %r9d %r10d %r11d %r12d %r13d %r14d %r15d %r8d
  addl 284(%rsp,%rbp), %r8d         // h += W[i] + K[i]
  rorxl $6, %r13d, %eax             
  rorxl $11, %r13d, %ebx            
  xorl %ebx, %eax                   
  rorxl $25, %r13d, %ebx            
  xorl %ebx, %eax                   // eax = Sigma1(e)
  andnl %r15d, %r13d, %ebx          // ebx = ~e & g
  movl %r13d, %ecx                  
  andl %r14d, %ecx                  // ecx = e & f (disjoint from ebx: Ch = ebx + ecx)
  addl %eax, %r8d                   
  addl %ebx, %r8d                   
  addl %ecx, %r8d                   // h = T1
  addl %r8d, %r12d                  // d += T1: the next e
  rorxl $2, %r9d, %eax              
  rorxl $13, %r9d, %ebx             
  xorl %ebx, %eax                   
  rorxl $22, %r9d, %ebx             
  xorl %ebx, %eax                   // eax = Sigma0(a)
  addl %eax, %r8d                   
  movl %r9d, %ebx                   
  xorl %r10d, %ebx                  // ebx = a ^ b
  movl %r10d, %ecx                  
  xorl %r11d, %ecx                  // ecx = b ^ c
  andl %ecx, %ebx                   
  xorl %r10d, %ebx                  // ebx = Maj(a,b,c) = b ^ ((a^b) & (b^c))
  addl %ebx, %r8d                   // h = T1 + T2: the next a

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
  decq %rdx
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
  popq %r15
  .cfi_adjust_cfa_offset -8
  .cfi_restore %r15
  popq %r14
  .cfi_adjust_cfa_offset -8
  .cfi_restore %r14
  popq %r13
  .cfi_adjust_cfa_offset -8
  .cfi_restore %r13
  popq %r12
  .cfi_adjust_cfa_offset -8
  .cfi_restore %r12
  popq %rbp
  .cfi_adjust_cfa_offset -8
  .cfi_restore %rbp
  popq %rbx
  .cfi_adjust_cfa_offset -8
  .cfi_restore %rbx
.Lret:
  ret
LIMB_END(limb_sha256_compress_avx2)

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
