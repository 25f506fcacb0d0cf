// limb_sha512_compress_avx2: x86-64 with AVX2 and BMI2.
// Twin: sha512Compress_g (symmetric/sha512/sha512_generic.cc); tests require identical state.
// Prototype (C linkage, declared in symmetric/sha512/sha512_asm.h):
//   void limb_sha512_compress_avx2(uint64_t state[8], const uint8_t* blocks, size_t nblocks);
// Contract: see symmetric/sha512/sha512_internal.h (state += Rounds(state, M)
// for each 128-byte block M; nblocks may be 0; no alignment needed).
// Selected by sha512_dispatch.cc ("x86_64_avx2") when cpu.avx2 && cpu.bmi2.
// Uses AVX2 (ymm, 4 x 64-bit lanes) for the message schedule and BMI2
// RORX/ANDN for the rounds.
// ABI: SysV AMD64. In: rdi=state  rsi=blocks  rdx=nblocks.  Out: none.
// Register map: r8..r15 = a..h (names rotate through the 8 unrolled rounds),
//   rax/rbx = round temporaries, rcx/rdx = b^c carried from the previous
//   round (a^b there) and a temporary, swapping roles every round; rbp = round
//   offset (-640..0) into the W+K array at 0(%rsp)..639(%rsp); rdi = &K[80]
//   during a block (the state pointer waits at 648(%rsp)); 640(%rsp) = blocks
//   left. Schedule: ymm0..ymm3 = W[j-16..j-1] (ymm0 oldest), ymm4..ymm9
//   scratch, ymm15 = byte-swap mask.
// Stack: 6 callee-saved pushes + 664 bytes (W+K, wiped before returning).
//   rsp is 16-byte aligned there, not 32: the 32-byte stores are VMOVDQU.
// Clobbers: rax rcx rdx rsi rdi r8-r11 ymm0-ymm15 (all zeroed by VZEROALL),
//   flags. rbx rbp r12-r15 are saved and restored.
// Strategy: W[0..15] + K is stored first; then rounds 0..63 run 8 per loop
// iteration, and each iteration also computes W[i+16..i+23] + K (two 4-lane
// ymm steps) and stores it for the iterations ahead, its vector instructions
// spread between the scalar ones. The schedule is a latency chain (two
// dependent sigma1 halves per 4 words, since W[j+2] needs W[j]); interleaved
// this way it runs under the rounds instead of before them. Rounds 64..79
// follow without schedule work. The lane-crossing windows W[j-15..j-12] and
// W[j-7..j-4] are VPERM2I128 + VPALIGNR (VPALIGNR shifts within each 128-bit
// lane only); each sigma is a depth-3 XOR tree over five shifts. The round
// puts Ch and W+K into h before Sigma1(e), so the e -> next e chain is 5
// single-cycle ops, and Maj reuses the previous round's a^b as b^c. Time
// depends on nblocks only.
// CAUTION: VZEROALL at the end clears ymm0-15 (message words) and leaves the
//   upper state clean; zmm16-31 are never touched.
// Measured: sha_bench limb/SHA512/16384 against openssl/ and the other peers
//   (tools/speed.sh --cpu avx2 --filter '^SHA512/'; --cpu generic for the twin);
//   figures in benchmarks/RESULTS.md, "sha512_avx2.S".
#include "limb/asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

  .section .rodata
  .p2align 6
.Lk512:  // FIPS 180-4 §4.2.3
  .quad 0x428a2f98d728ae22, 0x7137449123ef65cd
  .quad 0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc
  .quad 0x3956c25bf348b538, 0x59f111f1b605d019
  .quad 0x923f82a4af194f9b, 0xab1c5ed5da6d8118
  .quad 0xd807aa98a3030242, 0x12835b0145706fbe
  .quad 0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2
  .quad 0x72be5d74f27b896f, 0x80deb1fe3b1696b1
  .quad 0x9bdc06a725c71235, 0xc19bf174cf692694
  .quad 0xe49b69c19ef14ad2, 0xefbe4786384f25e3
  .quad 0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65
  .quad 0x2de92c6f592b0275, 0x4a7484aa6ea6e483
  .quad 0x5cb0a9dcbd41fbd4, 0x76f988da831153b5
  .quad 0x983e5152ee66dfab, 0xa831c66d2db43210
  .quad 0xb00327c898fb213f, 0xbf597fc7beef0ee4
  .quad 0xc6e00bf33da88fc2, 0xd5a79147930aa725
  .quad 0x06ca6351e003826f, 0x142929670a0e6e70
  .quad 0x27b70a8546d22ffc, 0x2e1b21385c26c926
  .quad 0x4d2c6dfc5ac42aed, 0x53380d139d95b3df
  .quad 0x650a73548baf63de, 0x766a0abb3c77b2a8
  .quad 0x81c2c92e47edaee6, 0x92722c851482353b
  .quad 0xa2bfe8a14cf10364, 0xa81a664bbc423001
  .quad 0xc24b8b70d0f89791, 0xc76c51a30654be30
  .quad 0xd192e819d6ef5218, 0xd69906245565a910
  .quad 0xf40e35855771202a, 0x106aa07032bbd1b8
  .quad 0x19a4c116b8d2d0c8, 0x1e376c085141ab53
  .quad 0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8
  .quad 0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb
  .quad 0x5b9cca4f7763e373, 0x682e6ff3d6b2b8a3
  .quad 0x748f82ee5defb2fc, 0x78a5636f43172f60
  .quad 0x84c87814a1f0ab72, 0x8cc702081a6439ec
  .quad 0x90befffa23631e28, 0xa4506cebde82bde9
  .quad 0xbef9a3f7b2c67915, 0xc67178f2e372532b
  .quad 0xca273eceea26619c, 0xd186b8c721c0c207
  .quad 0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178
  .quad 0x06f067aa72176fba, 0x0a637dc5a2c898a6
  .quad 0x113f9804bef90dae, 0x1b710b35131c471b
  .quad 0x28db77f523047d84, 0x32caab7b40c72493
  .quad 0x3c9ebe0a15c9bebc, 0x431d67c49c100d4c
  .quad 0x4cc5d4becb3e42b6, 0x597f299cfc657e2a
  .quad 0x5fcb6fab3ad6faec, 0x6c44198c4a475817
.Lbswap64:  // VPSHUFB mask: reverse the bytes of each qword (big-endian load), both 128-bit lanes
  .byte 7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8
  .byte 7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8

LIMB_ENTRY(limb_sha512_compress_avx2)
  testq %rdx, %rdx
  jz .Lret                      // nblocks == 0: state untouched
  LIMB_PUSH_CALLEE
  subq $664, %rsp               // WK[80] at 0(%rsp); blocks left at 640, state at 648
  .cfi_adjust_cfa_offset 664
  movq %rdx, 640(%rsp)
  movq %rdi, 648(%rsp)

  movq 0(%rdi), %r8             // a..h = state[0..7]
  movq 8(%rdi), %r9
  movq 16(%rdi), %r10
  movq 24(%rdi), %r11
  movq 32(%rdi), %r12
  movq 40(%rdi), %r13
  movq 48(%rdi), %r14
  movq 56(%rdi), %r15
  vmovdqu .Lbswap64(%rip), %ymm15

.Lblock:
  // ---- WK[0..15] = W[0..15] + K[0..15]; W[0..15] stay in ymm0..ymm3 ----
  leaq .Lk512+640(%rip), %rdi   // rdi + rbp + 128 = &K[i + 16] in the rounds
  vmovdqu 0(%rsi), %ymm0        // W[0..15] = big-endian words of the block
  vpshufb %ymm15, %ymm0, %ymm0
  vmovdqu 32(%rsi), %ymm1
  vpshufb %ymm15, %ymm1, %ymm1
  vmovdqu 64(%rsi), %ymm2
  vpshufb %ymm15, %ymm2, %ymm2
  vmovdqu 96(%rsi), %ymm3
  vpshufb %ymm15, %ymm3, %ymm3
  vpaddq -640(%rdi), %ymm0, %ymm4
  vmovdqu %ymm4, 0(%rsp)
  vpaddq -608(%rdi), %ymm1, %ymm4
  vmovdqu %ymm4, 32(%rsp)
  vpaddq -576(%rdi), %ymm2, %ymm4
  vmovdqu %ymm4, 64(%rsp)
  vpaddq -544(%rdi), %ymm3, %ymm4
  vmovdqu %ymm4, 96(%rsp)

  // ---- Rounds 0..63, 8 per iteration, each iteration also scheduling
  // WK[i+16..i+23] (the window W[i..i+15] is in ymm0..ymm3); rbp runs
  // -640, -576, ..., -192. WK[i + r] is at 640 + 8r(%rsp,%rbp). ----
  movq $-640, %rbp
  movq %r9, %rcx
  xorq %r10, %rcx               // rcx = b ^ c for the first round
.Lrounds:
  // Round i+0: a..h = %r8 %r9 %r10 %r11 %r12 %r13 %r14 %r15; %rcx = b ^ c
  addq 640(%rsp,%rbp), %r15         // h += W[i] + K[i]
  andnq %r14, %r12, %rbx            // rbx = ~e & g
  // schedule: W[j..j+3], j = i+16 (into WK[i+16..i+19])
  vperm2i128 $0x21, %ymm1, %ymm0, %ymm4 // ymm4 = W[j-14..j-11] (ymm0 high, ymm1 low)
  movq %r12, %rdx
  andq %r13, %rdx                   // %rdx = e & f (disjoint from rbx: Ch = rbx + %rdx)
  vpalignr $8, %ymm0, %ymm4, %ymm4  // ymm4 = W[j-15..j-12]
  rorxq $14, %r12, %rax
  addq %rbx, %r15
  vpsrlq $1, %ymm4, %ymm5           // %ymm5 = sigma0(%ymm4) = ror1 ^ ror8 ^ shr7
  rorxq $18, %r12, %rbx
  addq %rdx, %r15                   // h += Ch(e,f,g)
  vpsllq $63, %ymm4, %ymm7
  xorq %rbx, %rax
  rorxq $41, %r12, %rbx
  vpsrlq $8, %ymm4, %ymm8
  xorq %rbx, %rax                   // rax = Sigma1(e)
  addq %rax, %r15                   // h = T1
  vpsllq $56, %ymm4, %ymm9
  addq %r15, %r11                   // d += T1: the next e
  rorxq $28, %r8, %rax
  vpxor %ymm7, %ymm5, %ymm5
  rorxq $34, %r8, %rbx
  xorq %rbx, %rax
  vpsrlq $7, %ymm4, %ymm7
  rorxq $39, %r8, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  vpxor %ymm9, %ymm8, %ymm8
  movq %r8, %rdx
  xorq %r9, %rdx                    // %rdx = a ^ b: the next round's b ^ c
  vpxor %ymm7, %ymm5, %ymm5
  andq %rdx, %rcx                   // %rcx = (a ^ b) & (b ^ c)
  xorq %r9, %rcx                    // %rcx = Maj(a,b,c)
  addq %rax, %r15
  addq %rcx, %r15                   // h = T1 + T2: the next a

  // Round i+1: a..h = %r15 %r8 %r9 %r10 %r11 %r12 %r13 %r14; %rdx = b ^ c
  addq 648(%rsp,%rbp), %r14         // h += W[i] + K[i]
  andnq %r13, %r11, %rbx            // rbx = ~e & g
  vpxor %ymm8, %ymm5, %ymm5
  movq %r11, %rcx
  andq %r12, %rcx                   // %rcx = e & f (disjoint from rbx: Ch = rbx + %rcx)
  vpaddq %ymm5, %ymm0, %ymm4        // ymm4 = W[j-16..j-13] + sigma0(W[j-15..j-12])
  rorxq $14, %r11, %rax
  addq %rbx, %r14
  vperm2i128 $0x21, %ymm3, %ymm2, %ymm5
  rorxq $18, %r11, %rbx
  addq %rcx, %r14                   // h += Ch(e,f,g)
  vpalignr $8, %ymm2, %ymm5, %ymm5  // ymm5 = W[j-7..j-4]
  xorq %rbx, %rax
  rorxq $41, %r11, %rbx
  vpaddq %ymm5, %ymm4, %ymm4
  xorq %rbx, %rax                   // rax = Sigma1(e)
  addq %rax, %r14                   // h = T1
  vperm2i128 $0x81, %ymm3, %ymm3, %ymm5 // ymm5 = {W[j-2], W[j-1], 0, 0}
  addq %r14, %r10                   // d += T1: the next e
  rorxq $28, %r15, %rax
  vpsrlq $19, %ymm5, %ymm6          // %ymm6 = sigma1(%ymm5) = ror19 ^ ror61 ^ shr6
  rorxq $34, %r15, %rbx
  xorq %rbx, %rax
  vpsllq $45, %ymm5, %ymm7
  rorxq $39, %r15, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  vpsrlq $61, %ymm5, %ymm8
  movq %r15, %rcx
  xorq %r8, %rcx                    // %rcx = a ^ b: the next round's b ^ c
  vpsllq $3, %ymm5, %ymm9
  andq %rcx, %rdx                   // %rdx = (a ^ b) & (b ^ c)
  xorq %r8, %rdx                    // %rdx = Maj(a,b,c)
  vpxor %ymm7, %ymm6, %ymm6
  addq %rax, %r14
  addq %rdx, %r14                   // h = T1 + T2: the next a

  // Round i+2: a..h = %r14 %r15 %r8 %r9 %r10 %r11 %r12 %r13; %rcx = b ^ c
  addq 656(%rsp,%rbp), %r13         // h += W[i] + K[i]
  andnq %r12, %r10, %rbx            // rbx = ~e & g
  vpsrlq $6, %ymm5, %ymm7
  movq %r10, %rdx
  andq %r11, %rdx                   // %rdx = e & f (disjoint from rbx: Ch = rbx + %rdx)
  vpxor %ymm9, %ymm8, %ymm8
  rorxq $14, %r10, %rax
  addq %rbx, %r13
  vpxor %ymm7, %ymm6, %ymm6
  rorxq $18, %r10, %rbx
  addq %rdx, %r13                   // h += Ch(e,f,g)
  vpxor %ymm8, %ymm6, %ymm6
  xorq %rbx, %rax
  rorxq $41, %r10, %rbx
  vpaddq %ymm6, %ymm4, %ymm4        // lanes 0,1 = W[j], W[j+1] (final)
  xorq %rbx, %rax                   // rax = Sigma1(e)
  addq %rax, %r13                   // h = T1
  vperm2i128 $0x08, %ymm4, %ymm4, %ymm5 // ymm5 = {0, 0, W[j], W[j+1]}
  addq %r13, %r9                    // d += T1: the next e
  rorxq $28, %r14, %rax
  vpsrlq $19, %ymm5, %ymm6          // %ymm6 = sigma1(%ymm5) = ror19 ^ ror61 ^ shr6
  rorxq $34, %r14, %rbx
  xorq %rbx, %rax
  vpsllq $45, %ymm5, %ymm7
  rorxq $39, %r14, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  vpsrlq $61, %ymm5, %ymm8
  movq %r14, %rdx
  xorq %r15, %rdx                   // %rdx = a ^ b: the next round's b ^ c
  vpsllq $3, %ymm5, %ymm9
  andq %rdx, %rcx                   // %rcx = (a ^ b) & (b ^ c)
  xorq %r15, %rcx                   // %rcx = Maj(a,b,c)
  vpxor %ymm7, %ymm6, %ymm6
  addq %rax, %r13
  addq %rcx, %r13                   // h = T1 + T2: the next a

  // Round i+3: a..h = %r13 %r14 %r15 %r8 %r9 %r10 %r11 %r12; %rdx = b ^ c
  addq 664(%rsp,%rbp), %r12         // h += W[i] + K[i]
  andnq %r11, %r9, %rbx             // rbx = ~e & g
  vpsrlq $6, %ymm5, %ymm7
  movq %r9, %rcx
  andq %r10, %rcx                   // %rcx = e & f (disjoint from rbx: Ch = rbx + %rcx)
  vpxor %ymm9, %ymm8, %ymm8
  rorxq $14, %r9, %rax
  addq %rbx, %r12
  vpxor %ymm7, %ymm6, %ymm6
  rorxq $18, %r9, %rbx
  addq %rcx, %r12                   // h += Ch(e,f,g)
  vpxor %ymm8, %ymm6, %ymm6
  xorq %rbx, %rax
  rorxq $41, %r9, %rbx
  vpaddq %ymm6, %ymm4, %ymm4        // ymm4 = W[j..j+3]
  xorq %rbx, %rax                   // rax = Sigma1(e)
  addq %rax, %r12                   // h = T1
  vpaddq 128(%rdi,%rbp), %ymm4, %ymm5
  addq %r12, %r8                    // d += T1: the next e
  rorxq $28, %r13, %rax
  vmovdqu %ymm5, 768(%rsp,%rbp)     // WK[j..j+3]
  rorxq $34, %r13, %rbx
  xorq %rbx, %rax
  vmovdqa %ymm1, %ymm0              // slide the window by four words
  rorxq $39, %r13, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  vmovdqa %ymm2, %ymm1
  movq %r13, %rcx
  xorq %r14, %rcx                   // %rcx = a ^ b: the next round's b ^ c
  vmovdqa %ymm3, %ymm2
  andq %rcx, %rdx                   // %rdx = (a ^ b) & (b ^ c)
  xorq %r14, %rdx                   // %rdx = Maj(a,b,c)
  vmovdqa %ymm4, %ymm3
  addq %rax, %r12
  addq %rdx, %r12                   // h = T1 + T2: the next a

  // Round i+4: a..h = %r12 %r13 %r14 %r15 %r8 %r9 %r10 %r11; %rcx = b ^ c
  addq 672(%rsp,%rbp), %r11         // h += W[i] + K[i]
  andnq %r10, %r8, %rbx             // rbx = ~e & g
  // schedule: W[j..j+3], j = i+20
  vperm2i128 $0x21, %ymm1, %ymm0, %ymm4 // ymm4 = W[j-14..j-11] (ymm0 high, ymm1 low)
  movq %r8, %rdx
  andq %r9, %rdx                    // %rdx = e & f (disjoint from rbx: Ch = rbx + %rdx)
  vpalignr $8, %ymm0, %ymm4, %ymm4  // ymm4 = W[j-15..j-12]
  rorxq $14, %r8, %rax
  addq %rbx, %r11
  vpsrlq $1, %ymm4, %ymm5           // %ymm5 = sigma0(%ymm4) = ror1 ^ ror8 ^ shr7
  rorxq $18, %r8, %rbx
  addq %rdx, %r11                   // h += Ch(e,f,g)
  vpsllq $63, %ymm4, %ymm7
  xorq %rbx, %rax
  rorxq $41, %r8, %rbx
  vpsrlq $8, %ymm4, %ymm8
  xorq %rbx, %rax                   // rax = Sigma1(e)
  addq %rax, %r11                   // h = T1
  vpsllq $56, %ymm4, %ymm9
  addq %r11, %r15                   // d += T1: the next e
  rorxq $28, %r12, %rax
  vpxor %ymm7, %ymm5, %ymm5
  rorxq $34, %r12, %rbx
  xorq %rbx, %rax
  vpsrlq $7, %ymm4, %ymm7
  rorxq $39, %r12, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  vpxor %ymm9, %ymm8, %ymm8
  movq %r12, %rdx
  xorq %r13, %rdx                   // %rdx = a ^ b: the next round's b ^ c
  vpxor %ymm7, %ymm5, %ymm5
  andq %rdx, %rcx                   // %rcx = (a ^ b) & (b ^ c)
  xorq %r13, %rcx                   // %rcx = Maj(a,b,c)
  addq %rax, %r11
  addq %rcx, %r11                   // h = T1 + T2: the next a

  // Round i+5: a..h = %r11 %r12 %r13 %r14 %r15 %r8 %r9 %r10; %rdx = b ^ c
  addq 680(%rsp,%rbp), %r10         // h += W[i] + K[i]
  andnq %r9, %r15, %rbx             // rbx = ~e & g
  vpxor %ymm8, %ymm5, %ymm5
  movq %r15, %rcx
  andq %r8, %rcx                    // %rcx = e & f (disjoint from rbx: Ch = rbx + %rcx)
  vpaddq %ymm5, %ymm0, %ymm4        // ymm4 = W[j-16..j-13] + sigma0(W[j-15..j-12])
  rorxq $14, %r15, %rax
  addq %rbx, %r10
  vperm2i128 $0x21, %ymm3, %ymm2, %ymm5
  rorxq $18, %r15, %rbx
  addq %rcx, %r10                   // h += Ch(e,f,g)
  vpalignr $8, %ymm2, %ymm5, %ymm5  // ymm5 = W[j-7..j-4]
  xorq %rbx, %rax
  rorxq $41, %r15, %rbx
  vpaddq %ymm5, %ymm4, %ymm4
  xorq %rbx, %rax                   // rax = Sigma1(e)
  addq %rax, %r10                   // h = T1
  vperm2i128 $0x81, %ymm3, %ymm3, %ymm5 // ymm5 = {W[j-2], W[j-1], 0, 0}
  addq %r10, %r14                   // d += T1: the next e
  rorxq $28, %r11, %rax
  vpsrlq $19, %ymm5, %ymm6          // %ymm6 = sigma1(%ymm5) = ror19 ^ ror61 ^ shr6
  rorxq $34, %r11, %rbx
  xorq %rbx, %rax
  vpsllq $45, %ymm5, %ymm7
  rorxq $39, %r11, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  vpsrlq $61, %ymm5, %ymm8
  movq %r11, %rcx
  xorq %r12, %rcx                   // %rcx = a ^ b: the next round's b ^ c
  vpsllq $3, %ymm5, %ymm9
  andq %rcx, %rdx                   // %rdx = (a ^ b) & (b ^ c)
  xorq %r12, %rdx                   // %rdx = Maj(a,b,c)
  vpxor %ymm7, %ymm6, %ymm6
  addq %rax, %r10
  addq %rdx, %r10                   // h = T1 + T2: the next a

  // Round i+6: a..h = %r10 %r11 %r12 %r13 %r14 %r15 %r8 %r9; %rcx = b ^ c
  addq 688(%rsp,%rbp), %r9          // h += W[i] + K[i]
  andnq %r8, %r14, %rbx             // rbx = ~e & g
  vpsrlq $6, %ymm5, %ymm7
  movq %r14, %rdx
  andq %r15, %rdx                   // %rdx = e & f (disjoint from rbx: Ch = rbx + %rdx)
  vpxor %ymm9, %ymm8, %ymm8
  rorxq $14, %r14, %rax
  addq %rbx, %r9
  vpxor %ymm7, %ymm6, %ymm6
  rorxq $18, %r14, %rbx
  addq %rdx, %r9                    // h += Ch(e,f,g)
  vpxor %ymm8, %ymm6, %ymm6
  xorq %rbx, %rax
  rorxq $41, %r14, %rbx
  vpaddq %ymm6, %ymm4, %ymm4        // lanes 0,1 = W[j], W[j+1] (final)
  xorq %rbx, %rax                   // rax = Sigma1(e)
  addq %rax, %r9                    // h = T1
  vperm2i128 $0x08, %ymm4, %ymm4, %ymm5 // ymm5 = {0, 0, W[j], W[j+1]}
  addq %r9, %r13                    // d += T1: the next e
  rorxq $28, %r10, %rax
  vpsrlq $19, %ymm5, %ymm6          // %ymm6 = sigma1(%ymm5) = ror19 ^ ror61 ^ shr6
  rorxq $34, %r10, %rbx
  xorq %rbx, %rax
  vpsllq $45, %ymm5, %ymm7
  rorxq $39, %r10, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  vpsrlq $61, %ymm5, %ymm8
  movq %r10, %rdx
  xorq %r11, %rdx                   // %rdx = a ^ b: the next round's b ^ c
  vpsllq $3, %ymm5, %ymm9
  andq %rdx, %rcx                   // %rcx = (a ^ b) & (b ^ c)
  xorq %r11, %rcx                   // %rcx = Maj(a,b,c)
  vpxor %ymm7, %ymm6, %ymm6
  addq %rax, %r9
  addq %rcx, %r9                    // h = T1 + T2: the next a

  // Round i+7: a..h = %r9 %r10 %r11 %r12 %r13 %r14 %r15 %r8; %rdx = b ^ c
  addq 696(%rsp,%rbp), %r8          // h += W[i] + K[i]
  andnq %r15, %r13, %rbx            // rbx = ~e & g
  vpsrlq $6, %ymm5, %ymm7
  movq %r13, %rcx
  andq %r14, %rcx                   // %rcx = e & f (disjoint from rbx: Ch = rbx + %rcx)
  vpxor %ymm9, %ymm8, %ymm8
  rorxq $14, %r13, %rax
  addq %rbx, %r8
  vpxor %ymm7, %ymm6, %ymm6
  rorxq $18, %r13, %rbx
  addq %rcx, %r8                    // h += Ch(e,f,g)
  vpxor %ymm8, %ymm6, %ymm6
  xorq %rbx, %rax
  rorxq $41, %r13, %rbx
  vpaddq %ymm6, %ymm4, %ymm4        // ymm4 = W[j..j+3]
  xorq %rbx, %rax                   // rax = Sigma1(e)
  addq %rax, %r8                    // h = T1
  vpaddq 160(%rdi,%rbp), %ymm4, %ymm5
  addq %r8, %r12                    // d += T1: the next e
  rorxq $28, %r9, %rax
  vmovdqu %ymm5, 800(%rsp,%rbp)     // WK[j..j+3]
  rorxq $34, %r9, %rbx
  xorq %rbx, %rax
  vmovdqa %ymm1, %ymm0              // slide the window by four words
  rorxq $39, %r9, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  vmovdqa %ymm2, %ymm1
  movq %r9, %rcx
  xorq %r10, %rcx                   // %rcx = a ^ b: the next round's b ^ c
  vmovdqa %ymm3, %ymm2
  andq %rcx, %rdx                   // %rdx = (a ^ b) & (b ^ c)
  xorq %r10, %rdx                   // %rdx = Maj(a,b,c)
  vmovdqa %ymm4, %ymm3
  addq %rax, %r8
  addq %rdx, %r8                    // h = T1 + T2: the next a

  addq $64, %rbp
  cmpq $-128, %rbp                  // CAUTION: the JNE reads ZF from this CMP
  jne .Lrounds

  // ---- Rounds 64..79 (WK complete): rbp = -128, -64 ----
.Lrounds_tail:
  // Round i+0: a..h = %r8 %r9 %r10 %r11 %r12 %r13 %r14 %r15; %rcx = b ^ c
  addq 640(%rsp,%rbp), %r15         // h += W[i] + K[i]
  andnq %r14, %r12, %rbx            // rbx = ~e & g
  movq %r12, %rdx
  andq %r13, %rdx                   // %rdx = e & f (disjoint from rbx: Ch = rbx + %rdx)
  rorxq $14, %r12, %rax
  addq %rbx, %r15
  rorxq $18, %r12, %rbx
  addq %rdx, %r15                   // h += Ch(e,f,g)
  xorq %rbx, %rax
  rorxq $41, %r12, %rbx
  xorq %rbx, %rax                   // rax = Sigma1(e)
  addq %rax, %r15                   // h = T1
  addq %r15, %r11                   // d += T1: the next e
  rorxq $28, %r8, %rax
  rorxq $34, %r8, %rbx
  xorq %rbx, %rax
  rorxq $39, %r8, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  movq %r8, %rdx
  xorq %r9, %rdx                    // %rdx = a ^ b: the next round's b ^ c
  andq %rdx, %rcx                   // %rcx = (a ^ b) & (b ^ c)
  xorq %r9, %rcx                    // %rcx = Maj(a,b,c)
  addq %rax, %r15
  addq %rcx, %r15                   // h = T1 + T2: the next a

  // Round i+1: a..h = %r15 %r8 %r9 %r10 %r11 %r12 %r13 %r14; %rdx = b ^ c
  addq 648(%rsp,%rbp), %r14         // h += W[i] + K[i]
  andnq %r13, %r11, %rbx            // rbx = ~e & g
  movq %r11, %rcx
  andq %r12, %rcx                   // %rcx = e & f (disjoint from rbx: Ch = rbx + %rcx)
  rorxq $14, %r11, %rax
  addq %rbx, %r14
  rorxq $18, %r11, %rbx
  addq %rcx, %r14                   // h += Ch(e,f,g)
  xorq %rbx, %rax
  rorxq $41, %r11, %rbx
  xorq %rbx, %rax                   // rax = Sigma1(e)
  addq %rax, %r14                   // h = T1
  addq %r14, %r10                   // d += T1: the next e
  rorxq $28, %r15, %rax
  rorxq $34, %r15, %rbx
  xorq %rbx, %rax
  rorxq $39, %r15, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  movq %r15, %rcx
  xorq %r8, %rcx                    // %rcx = a ^ b: the next round's b ^ c
  andq %rcx, %rdx                   // %rdx = (a ^ b) & (b ^ c)
  xorq %r8, %rdx                    // %rdx = Maj(a,b,c)
  addq %rax, %r14
  addq %rdx, %r14                   // h = T1 + T2: the next a

  // Round i+2: a..h = %r14 %r15 %r8 %r9 %r10 %r11 %r12 %r13; %rcx = b ^ c
  addq 656(%rsp,%rbp), %r13         // h += W[i] + K[i]
  andnq %r12, %r10, %rbx            // rbx = ~e & g
  movq %r10, %rdx
  andq %r11, %rdx                   // %rdx = e & f (disjoint from rbx: Ch = rbx + %rdx)
  rorxq $14, %r10, %rax
  addq %rbx, %r13
  rorxq $18, %r10, %rbx
  addq %rdx, %r13                   // h += Ch(e,f,g)
  xorq %rbx, %rax
  rorxq $41, %r10, %rbx
  xorq %rbx, %rax                   // rax = Sigma1(e)
  addq %rax, %r13                   // h = T1
  addq %r13, %r9                    // d += T1: the next e
  rorxq $28, %r14, %rax
  rorxq $34, %r14, %rbx
  xorq %rbx, %rax
  rorxq $39, %r14, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  movq %r14, %rdx
  xorq %r15, %rdx                   // %rdx = a ^ b: the next round's b ^ c
  andq %rdx, %rcx                   // %rcx = (a ^ b) & (b ^ c)
  xorq %r15, %rcx                   // %rcx = Maj(a,b,c)
  addq %rax, %r13
  addq %rcx, %r13                   // h = T1 + T2: the next a

  // Round i+3: a..h = %r13 %r14 %r15 %r8 %r9 %r10 %r11 %r12; %rdx = b ^ c
  addq 664(%rsp,%rbp), %r12         // h += W[i] + K[i]
  andnq %r11, %r9, %rbx             // rbx = ~e & g
  movq %r9, %rcx
  andq %r10, %rcx                   // %rcx = e & f (disjoint from rbx: Ch = rbx + %rcx)
  rorxq $14, %r9, %rax
  addq %rbx, %r12
  rorxq $18, %r9, %rbx
  addq %rcx, %r12                   // h += Ch(e,f,g)
  xorq %rbx, %rax
  rorxq $41, %r9, %rbx
  xorq %rbx, %rax                   // rax = Sigma1(e)
  addq %rax, %r12                   // h = T1
  addq %r12, %r8                    // d += T1: the next e
  rorxq $28, %r13, %rax
  rorxq $34, %r13, %rbx
  xorq %rbx, %rax
  rorxq $39, %r13, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  movq %r13, %rcx
  xorq %r14, %rcx                   // %rcx = a ^ b: the next round's b ^ c
  andq %rcx, %rdx                   // %rdx = (a ^ b) & (b ^ c)
  xorq %r14, %rdx                   // %rdx = Maj(a,b,c)
  addq %rax, %r12
  addq %rdx, %r12                   // h = T1 + T2: the next a

  // Round i+4: a..h = %r12 %r13 %r14 %r15 %r8 %r9 %r10 %r11; %rcx = b ^ c
  addq 672(%rsp,%rbp), %r11         // h += W[i] + K[i]
  andnq %r10, %r8, %rbx             // rbx = ~e & g
  movq %r8, %rdx
  andq %r9, %rdx                    // %rdx = e & f (disjoint from rbx: Ch = rbx + %rdx)
  rorxq $14, %r8, %rax
  addq %rbx, %r11
  rorxq $18, %r8, %rbx
  addq %rdx, %r11                   // h += Ch(e,f,g)
  xorq %rbx, %rax
  rorxq $41, %r8, %rbx
  xorq %rbx, %rax                   // rax = Sigma1(e)
  addq %rax, %r11                   // h = T1
  addq %r11, %r15                   // d += T1: the next e
  rorxq $28, %r12, %rax
  rorxq $34, %r12, %rbx
  xorq %rbx, %rax
  rorxq $39, %r12, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  movq %r12, %rdx
  xorq %r13, %rdx                   // %rdx = a ^ b: the next round's b ^ c
  andq %rdx, %rcx                   // %rcx = (a ^ b) & (b ^ c)
  xorq %r13, %rcx                   // %rcx = Maj(a,b,c)
  addq %rax, %r11
  addq %rcx, %r11                   // h = T1 + T2: the next a

  // Round i+5: a..h = %r11 %r12 %r13 %r14 %r15 %r8 %r9 %r10; %rdx = b ^ c
  addq 680(%rsp,%rbp), %r10         // h += W[i] + K[i]
  andnq %r9, %r15, %rbx             // rbx = ~e & g
  movq %r15, %rcx
  andq %r8, %rcx                    // %rcx = e & f (disjoint from rbx: Ch = rbx + %rcx)
  rorxq $14, %r15, %rax
  addq %rbx, %r10
  rorxq $18, %r15, %rbx
  addq %rcx, %r10                   // h += Ch(e,f,g)
  xorq %rbx, %rax
  rorxq $41, %r15, %rbx
  xorq %rbx, %rax                   // rax = Sigma1(e)
  addq %rax, %r10                   // h = T1
  addq %r10, %r14                   // d += T1: the next e
  rorxq $28, %r11, %rax
  rorxq $34, %r11, %rbx
  xorq %rbx, %rax
  rorxq $39, %r11, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  movq %r11, %rcx
  xorq %r12, %rcx                   // %rcx = a ^ b: the next round's b ^ c
  andq %rcx, %rdx                   // %rdx = (a ^ b) & (b ^ c)
  xorq %r12, %rdx                   // %rdx = Maj(a,b,c)
  addq %rax, %r10
  addq %rdx, %r10                   // h = T1 + T2: the next a

  // Round i+6: a..h = %r10 %r11 %r12 %r13 %r14 %r15 %r8 %r9; %rcx = b ^ c
  addq 688(%rsp,%rbp), %r9          // h += W[i] + K[i]
  andnq %r8, %r14, %rbx             // rbx = ~e & g
  movq %r14, %rdx
  andq %r15, %rdx                   // %rdx = e & f (disjoint from rbx: Ch = rbx + %rdx)
  rorxq $14, %r14, %rax
  addq %rbx, %r9
  rorxq $18, %r14, %rbx
  addq %rdx, %r9                    // h += Ch(e,f,g)
  xorq %rbx, %rax
  rorxq $41, %r14, %rbx
  xorq %rbx, %rax                   // rax = Sigma1(e)
  addq %rax, %r9                    // h = T1
  addq %r9, %r13                    // d += T1: the next e
  rorxq $28, %r10, %rax
  rorxq $34, %r10, %rbx
  xorq %rbx, %rax
  rorxq $39, %r10, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  movq %r10, %rdx
  xorq %r11, %rdx                   // %rdx = a ^ b: the next round's b ^ c
  andq %rdx, %rcx                   // %rcx = (a ^ b) & (b ^ c)
  xorq %r11, %rcx                   // %rcx = Maj(a,b,c)
  addq %rax, %r9
  addq %rcx, %r9                    // h = T1 + T2: the next a

  // Round i+7: a..h = %r9 %r10 %r11 %r12 %r13 %r14 %r15 %r8; %rdx = b ^ c
  addq 696(%rsp,%rbp), %r8          // h += W[i] + K[i]
  andnq %r15, %r13, %rbx            // rbx = ~e & g
  movq %r13, %rcx
  andq %r14, %rcx                   // %rcx = e & f (disjoint from rbx: Ch = rbx + %rcx)
  rorxq $14, %r13, %rax
  addq %rbx, %r8
  rorxq $18, %r13, %rbx
  addq %rcx, %r8                    // h += Ch(e,f,g)
  xorq %rbx, %rax
  rorxq $41, %r13, %rbx
  xorq %rbx, %rax                   // rax = Sigma1(e)
  addq %rax, %r8                    // h = T1
  addq %r8, %r12                    // d += T1: the next e
  rorxq $28, %r9, %rax
  rorxq $34, %r9, %rbx
  xorq %rbx, %rax
  rorxq $39, %r9, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  movq %r9, %rcx
  xorq %r10, %rcx                   // %rcx = a ^ b: the next round's b ^ c
  andq %rcx, %rdx                   // %rdx = (a ^ b) & (b ^ c)
  xorq %r10, %rdx                   // %rdx = Maj(a,b,c)
  addq %rax, %r8
  addq %rdx, %r8                    // h = T1 + T2: the next a

  addq $64, %rbp                    // CAUTION: the JNZ reads ZF from this ADD
  jnz .Lrounds_tail

  // state += a..h, and a..h continue as the chaining value.
  movq 648(%rsp), %rdi
  addq 0(%rdi), %r8
  movq %r8, 0(%rdi)
  addq 8(%rdi), %r9
  movq %r9, 8(%rdi)
  addq 16(%rdi), %r10
  movq %r10, 16(%rdi)
  addq 24(%rdi), %r11
  movq %r11, 24(%rdi)
  addq 32(%rdi), %r12
  movq %r12, 32(%rdi)
  addq 40(%rdi), %r13
  movq %r13, 40(%rdi)
  addq 48(%rdi), %r14
  movq %r14, 48(%rdi)
  addq 56(%rdi), %r15
  movq %r15, 56(%rdi)
  addq $128, %rsi
  decq 640(%rsp)
  jnz .Lblock

  // Wipe: W+K on the stack and every vector register (message words).
  vzeroall
  movq $-640, %rbp
.Lwipe:
  vmovdqu %ymm0, 640(%rsp,%rbp)
  addq $32, %rbp
  jnz .Lwipe

  addq $664, %rsp
  .cfi_adjust_cfa_offset -664
  LIMB_POP_CALLEE
.Lret:
  ret
LIMB_END(limb_sha512_compress_avx2)

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
