// limb_sha512_compress_avx2: x86-64 with AVX2 and BMI2.
// Twin: sha512Compress_g (symmetric/sha512/sha512_generic.cc); tests require identical state.
// Prototype (C linkage, declared in symmetric/sha512/sha512_asm.h):
//   void limb_sha512_compress_avx2(uint64_t state[8], const uint8_t* blocks, size_t nblocks);
// Contract: see symmetric/sha512/sha512_internal.h (state += Rounds(state, M)
// for each 128-byte block M; nblocks may be 0; no alignment needed).
// Selected by sha512_dispatch.cc ("x86_64_avx2") when cpu.avx2 && cpu.bmi2.
// Uses AVX2 (ymm, 2 x 64-bit words per 128-bit lane) for the message
// schedule of two blocks at once and BMI2 RORX/ANDN for the rounds.
// ABI: SysV AMD64. In: rdi=state  rsi=blocks  rdx=nblocks.  Out: none.
// Register map: r8..r15 = a..h (names rotate through the unrolled rounds),
//   rax/rbx = round temporaries, rcx/rdx = b^c carried from the previous
//   round (a^b there) and a temporary, swapping roles every round; rbp = WK
//   byte offset into the stack; rdi = the K table (.Lk512x2 for pairs,
//   .Lk512 for one block) during the scheduled rounds (the state pointer
//   waits at 1288(%rsp)); rsi = the next block; 1280(%rsp) = blocks left.
//   Pair schedule: ymm0..ymm7 = W[j-16..j-1], two words per register (block
//   A in the low 128-bit lane, block B in the high one), ymm8..ymm10
//   scratch, ymm14 = ror8 mask, ymm15 = byte-swap mask. One-block schedule:
//   ymm0..ymm3 = W[j-16..j-1] four words per register, ymm4..ymm9 scratch.
// Stack: 6 callee-saved pushes + 1304 bytes: WK_A[80] at 0(%rsp) (the
//   one-block path's WK too), WK_B[80] at 640(%rsp) (W + K of each block,
//   wiped before returning). rsp is 16-byte aligned there, not 32: the
//   32-byte stores are VMOVDQU.
// Clobbers: rax rcx rdx rsi rdi r8-r11 ymm0-ymm15 (all zeroed by VZEROALL),
//   flags. rbx rbp r12-r15 are saved and restored.
// Strategy: while two blocks are left they go as a pair A, B. Each 128-bit
// lane of the pair schedule holds two consecutive words of one block, so
// one 24-instruction step yields W[j], W[j+1] of both blocks (sigma1 needs
// only W[j-2], W[j-1]; VPALIGNR forms W[j-15..j-14] and W[j-7..j-6] within
// each lane, no lane crossing; sigma0's ror8 is one VPSHUFB). Block A's
// rounds 0..63 carry the 32 steps, one per two rounds, so the schedule's
// latency chain runs under the rounds; block B's 80 rounds then read WK_B
// with no vector work: about half the schedule instructions per block of a
// one-block schedule. The pair rounds keep the e chain at 4 single-cycle
// ops: d accumulates d + h + W + K early, then ~e&g, e&f and Sigma1(e); the
// next a is then (next e) - d + Sigma0(a) + Maj(a,b,c), with h holding
// (b&c) - d + (a&(b^c)) (b&c = ANDN of the carried b^c; the two AND terms
// are disjoint, so + is |), 27 scalar instructions. A last odd block (and
// nblocks == 1, the short-message case) takes the one-block path: a 4-lane
// schedule of W[i+16..i+23] inside rounds i..i+7 and 24-instruction rounds
// (h collects W+K, Ch and Sigma1(e), then d += h; Maj reuses the previous
// round's a^b as b^c), which is cheaper than a pair step with an empty
// partner. Which path runs depends on nblocks only; time depends on
// nblocks only.
// CAUTION: VZEROALL at the end clears ymm0-15 (message words) and leaves the
//   upper state clean; zmm16-31 are never touched.
// Measured: limb speed --filter '^(SHA512|SHA384)/' (sha_bench rows
//   limb/SHA512/N against openssl/, gcrypt/, nettle/, sodium/; --cpu
//   generic for the twin); figures in benchmarks/RESULTS.md, "sha512_avx2.S".
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
.Lk512x2:  // FIPS 180-4 §4.2.3, each pair K[2p], K[2p+1] twice (one copy per 128-bit lane)
  .quad 0x428a2f98d728ae22, 0x7137449123ef65cd, 0x428a2f98d728ae22, 0x7137449123ef65cd
  .quad 0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc, 0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc
  .quad 0x3956c25bf348b538, 0x59f111f1b605d019, 0x3956c25bf348b538, 0x59f111f1b605d019
  .quad 0x923f82a4af194f9b, 0xab1c5ed5da6d8118, 0x923f82a4af194f9b, 0xab1c5ed5da6d8118
  .quad 0xd807aa98a3030242, 0x12835b0145706fbe, 0xd807aa98a3030242, 0x12835b0145706fbe
  .quad 0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2, 0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2
  .quad 0x72be5d74f27b896f, 0x80deb1fe3b1696b1, 0x72be5d74f27b896f, 0x80deb1fe3b1696b1
  .quad 0x9bdc06a725c71235, 0xc19bf174cf692694, 0x9bdc06a725c71235, 0xc19bf174cf692694
  .quad 0xe49b69c19ef14ad2, 0xefbe4786384f25e3, 0xe49b69c19ef14ad2, 0xefbe4786384f25e3
  .quad 0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65, 0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65
  .quad 0x2de92c6f592b0275, 0x4a7484aa6ea6e483, 0x2de92c6f592b0275, 0x4a7484aa6ea6e483
  .quad 0x5cb0a9dcbd41fbd4, 0x76f988da831153b5, 0x5cb0a9dcbd41fbd4, 0x76f988da831153b5
  .quad 0x983e5152ee66dfab, 0xa831c66d2db43210, 0x983e5152ee66dfab, 0xa831c66d2db43210
  .quad 0xb00327c898fb213f, 0xbf597fc7beef0ee4, 0xb00327c898fb213f, 0xbf597fc7beef0ee4
  .quad 0xc6e00bf33da88fc2, 0xd5a79147930aa725, 0xc6e00bf33da88fc2, 0xd5a79147930aa725
  .quad 0x06ca6351e003826f, 0x142929670a0e6e70, 0x06ca6351e003826f, 0x142929670a0e6e70
  .quad 0x27b70a8546d22ffc, 0x2e1b21385c26c926, 0x27b70a8546d22ffc, 0x2e1b21385c26c926
  .quad 0x4d2c6dfc5ac42aed, 0x53380d139d95b3df, 0x4d2c6dfc5ac42aed, 0x53380d139d95b3df
  .quad 0x650a73548baf63de, 0x766a0abb3c77b2a8, 0x650a73548baf63de, 0x766a0abb3c77b2a8
  .quad 0x81c2c92e47edaee6, 0x92722c851482353b, 0x81c2c92e47edaee6, 0x92722c851482353b
  .quad 0xa2bfe8a14cf10364, 0xa81a664bbc423001, 0xa2bfe8a14cf10364, 0xa81a664bbc423001
  .quad 0xc24b8b70d0f89791, 0xc76c51a30654be30, 0xc24b8b70d0f89791, 0xc76c51a30654be30
  .quad 0xd192e819d6ef5218, 0xd69906245565a910, 0xd192e819d6ef5218, 0xd69906245565a910
  .quad 0xf40e35855771202a, 0x106aa07032bbd1b8, 0xf40e35855771202a, 0x106aa07032bbd1b8
  .quad 0x19a4c116b8d2d0c8, 0x1e376c085141ab53, 0x19a4c116b8d2d0c8, 0x1e376c085141ab53
  .quad 0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8, 0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8
  .quad 0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb, 0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb
  .quad 0x5b9cca4f7763e373, 0x682e6ff3d6b2b8a3, 0x5b9cca4f7763e373, 0x682e6ff3d6b2b8a3
  .quad 0x748f82ee5defb2fc, 0x78a5636f43172f60, 0x748f82ee5defb2fc, 0x78a5636f43172f60
  .quad 0x84c87814a1f0ab72, 0x8cc702081a6439ec, 0x84c87814a1f0ab72, 0x8cc702081a6439ec
  .quad 0x90befffa23631e28, 0xa4506cebde82bde9, 0x90befffa23631e28, 0xa4506cebde82bde9
  .quad 0xbef9a3f7b2c67915, 0xc67178f2e372532b, 0xbef9a3f7b2c67915, 0xc67178f2e372532b
  .quad 0xca273eceea26619c, 0xd186b8c721c0c207, 0xca273eceea26619c, 0xd186b8c721c0c207
  .quad 0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178, 0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178
  .quad 0x06f067aa72176fba, 0x0a637dc5a2c898a6, 0x06f067aa72176fba, 0x0a637dc5a2c898a6
  .quad 0x113f9804bef90dae, 0x1b710b35131c471b, 0x113f9804bef90dae, 0x1b710b35131c471b
  .quad 0x28db77f523047d84, 0x32caab7b40c72493, 0x28db77f523047d84, 0x32caab7b40c72493
  .quad 0x3c9ebe0a15c9bebc, 0x431d67c49c100d4c, 0x3c9ebe0a15c9bebc, 0x431d67c49c100d4c
  .quad 0x4cc5d4becb3e42b6, 0x597f299cfc657e2a, 0x4cc5d4becb3e42b6, 0x597f299cfc657e2a
  .quad 0x5fcb6fab3ad6faec, 0x6c44198c4a475817, 0x5fcb6fab3ad6faec, 0x6c44198c4a475817
.Lbswap64:  // VPSHUFB mask: reverse the bytes of each qword (big-endian load), both 128-bit lanes
  .byte 7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8
  .byte 7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8
.Lror8:  // VPSHUFB mask: rotate each qword right by 8 bits, both 128-bit lanes
  .byte 1, 2, 3, 4, 5, 6, 7, 0, 9, 10, 11, 12, 13, 14, 15, 8
  .byte 1, 2, 3, 4, 5, 6, 7, 0, 9, 10, 11, 12, 13, 14, 15, 8

LIMB_ENTRY(limb_sha512_compress_avx2)
  testq %rdx, %rdx
  jz .Lret                      // nblocks == 0: state untouched
  LIMB_PUSH_CALLEE
  subq $1304, %rsp              // WK_A[80] at 0, WK_B[80] at 640; blocks left at 1280, state at 1288
  .cfi_adjust_cfa_offset 1304
  movq %rdx, 1280(%rsp)
  movq %rdi, 1288(%rsp)

  movq 0(%rdi), %r8             // a..h = state[0..7]
  movq 8(%rdi), %r9
  movq 16(%rdi), %r10
  movq 24(%rdi), %r11
  movq 32(%rdi), %r12
  movq 40(%rdi), %r13
  movq 48(%rdi), %r14
  movq 56(%rdi), %r15
  vmovdqu .Lbswap64(%rip), %ymm15
  cmpq $2, %rdx
  jb .Lone                      // nblocks == 1: the one-block path. CAUTION: the JB reads CF from this CMP
  vmovdqu .Lror8(%rip), %ymm14

.Lpair:
  // ---- Blocks A at rsi and B at rsi + 128 (at least two are left) ----
  leaq .Lk512x2(%rip), %rdi     // rdi + 2 * rbp + 256 + 32s = &K2[pair of W[i + 16 + 2s]]
  vmovdqu 0(%rsi), %xmm0          // ymm0 = {A W[0..1] | B W[0..1]}
  vinserti128 $1, 128(%rsi), %ymm0, %ymm0
  vpshufb %ymm15, %ymm0, %ymm0
  vmovdqu 16(%rsi), %xmm1          // ymm1 = {A W[2..3] | B W[2..3]}
  vinserti128 $1, 144(%rsi), %ymm1, %ymm1
  vpshufb %ymm15, %ymm1, %ymm1
  vmovdqu 32(%rsi), %xmm2          // ymm2 = {A W[4..5] | B W[4..5]}
  vinserti128 $1, 160(%rsi), %ymm2, %ymm2
  vpshufb %ymm15, %ymm2, %ymm2
  vmovdqu 48(%rsi), %xmm3          // ymm3 = {A W[6..7] | B W[6..7]}
  vinserti128 $1, 176(%rsi), %ymm3, %ymm3
  vpshufb %ymm15, %ymm3, %ymm3
  vmovdqu 64(%rsi), %xmm4          // ymm4 = {A W[8..9] | B W[8..9]}
  vinserti128 $1, 192(%rsi), %ymm4, %ymm4
  vpshufb %ymm15, %ymm4, %ymm4
  vmovdqu 80(%rsi), %xmm5          // ymm5 = {A W[10..11] | B W[10..11]}
  vinserti128 $1, 208(%rsi), %ymm5, %ymm5
  vpshufb %ymm15, %ymm5, %ymm5
  vmovdqu 96(%rsi), %xmm6          // ymm6 = {A W[12..13] | B W[12..13]}
  vinserti128 $1, 224(%rsi), %ymm6, %ymm6
  vpshufb %ymm15, %ymm6, %ymm6
  vmovdqu 112(%rsi), %xmm7          // ymm7 = {A W[14..15] | B W[14..15]}
  vinserti128 $1, 240(%rsi), %ymm7, %ymm7
  vpshufb %ymm15, %ymm7, %ymm7
  vpaddq 0(%rdi), %ymm0, %ymm8
  vmovdqu %xmm8, 0(%rsp)           // WK_A[0..1]
  vextracti128 $1, %ymm8, 640(%rsp)  // WK_B[0..1]
  vpaddq 32(%rdi), %ymm1, %ymm8
  vmovdqu %xmm8, 16(%rsp)
  vextracti128 $1, %ymm8, 656(%rsp)
  vpaddq 64(%rdi), %ymm2, %ymm8
  vmovdqu %xmm8, 32(%rsp)
  vextracti128 $1, %ymm8, 672(%rsp)
  vpaddq 96(%rdi), %ymm3, %ymm8
  vmovdqu %xmm8, 48(%rsp)
  vextracti128 $1, %ymm8, 688(%rsp)
  vpaddq 128(%rdi), %ymm4, %ymm8
  vmovdqu %xmm8, 64(%rsp)
  vextracti128 $1, %ymm8, 704(%rsp)
  vpaddq 160(%rdi), %ymm5, %ymm8
  vmovdqu %xmm8, 80(%rsp)
  vextracti128 $1, %ymm8, 720(%rsp)
  vpaddq 192(%rdi), %ymm6, %ymm8
  vmovdqu %xmm8, 96(%rsp)
  vextracti128 $1, %ymm8, 736(%rsp)
  vpaddq 224(%rdi), %ymm7, %ymm8
  vmovdqu %xmm8, 112(%rsp)
  vextracti128 $1, %ymm8, 752(%rsp)

  // ---- Block A, rounds 0..63, 16 per iteration, each iteration also
  // scheduling W[i+16..i+31] of both blocks (8 two-word steps, one per two
  // rounds); the window W[i..i+15] is in ymm0..ymm7, two words per register,
  // A in the low lanes and B in the high lanes. rbp = 8i: 0, 128, 256, 384. ----
  xorl %ebp, %ebp
  movq %r9, %rcx
  xorq %r10, %rcx               // rcx = b ^ c for the first round
.Lrounds_a:
  // Round i+0: a..h = %r8 %r9 %r10 %r11 %r12 %r13 %r14 %r15; %rcx = b ^ c
  // schedule: W[j..j+1], j = i+16
  addq 0(%rsp,%rbp), %r15           // h += W[i] + K[i]
  andnq %r14, %r12, %rbx            // rbx = ~e & g
  vpalignr $8, %ymm0, %ymm1, %ymm8  // %ymm8 = W[j-15], W[j-14] (each lane)
  addq %r15, %r11                   // d += h + W[i] + K[i]
  movq %r12, %rdx
  vpsrlq $1, %ymm8, %ymm9           // %ymm9 = sigma0(%ymm8) = ror1 ^ ror8 ^ shr7
  andq %r13, %rdx                   // %rdx = e & f (disjoint from rbx: Ch = rbx + %rdx)
  subq %r11, %r15                   // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  vpsllq $63, %ymm8, %ymm10
  addq %rbx, %r11
  rorxq $14, %r12, %rax
  vpxor %ymm10, %ymm9, %ymm9
  rorxq $18, %r12, %rbx
  addq %rdx, %r11                   // d += Ch(e,f,g)
  vpshufb %ymm14, %ymm8, %ymm10     // ror8: a byte rotation
  xorq %rbx, %rax
  rorxq $41, %r12, %rbx
  vpxor %ymm10, %ymm9, %ymm9
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r9, %rcx, %rbx             // rbx = b & ~(b ^ c) = b & c
  vpsrlq $7, %ymm8, %ymm10
  andq %r8, %rcx                    // %rcx = a & (b ^ c)
  addq %rax, %r11                   // d += Sigma1(e): d + T1, the next e
  vpxor %ymm10, %ymm9, %ymm9
  addq %rbx, %r15
  movq %r8, %rdx
  vpaddq %ymm9, %ymm0, %ymm0        // %ymm0 = W[j-16..j-15] + sigma0(W[j-15..j-14])
  xorq %r9, %rdx                    // %rdx = a ^ b: the next round's b ^ c
  addq %rcx, %r15                   // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  vpalignr $8, %ymm4, %ymm5, %ymm8  // %ymm8 = W[j-7], W[j-6]
  rorxq $28, %r8, %rax
  rorxq $34, %r8, %rbx
  vpaddq %ymm8, %ymm0, %ymm0
  xorq %rbx, %rax
  rorxq $39, %r8, %rbx
  vpsrlq $19, %ymm7, %ymm9          // %ymm9 = sigma1(W[j-2..j-1]) = ror19 ^ ror61 ^ shr6
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r11, %r15                   // h += d + T1
  addq %rax, %r15                   // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  // Round i+1: a..h = %r15 %r8 %r9 %r10 %r11 %r12 %r13 %r14; %rdx = b ^ c
  addq 8(%rsp,%rbp), %r14           // h += W[i] + K[i]
  andnq %r13, %r11, %rbx            // rbx = ~e & g
  vpsllq $45, %ymm7, %ymm10
  addq %r14, %r10                   // d += h + W[i] + K[i]
  movq %r11, %rcx
  vpxor %ymm10, %ymm9, %ymm9
  andq %r12, %rcx                   // %rcx = e & f (disjoint from rbx: Ch = rbx + %rcx)
  subq %r10, %r14                   // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  vpsrlq $61, %ymm7, %ymm10
  addq %rbx, %r10
  rorxq $14, %r11, %rax
  vpxor %ymm10, %ymm9, %ymm9
  rorxq $18, %r11, %rbx
  addq %rcx, %r10                   // d += Ch(e,f,g)
  vpsllq $3, %ymm7, %ymm10
  xorq %rbx, %rax
  rorxq $41, %r11, %rbx
  vpxor %ymm10, %ymm9, %ymm9
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r8, %rdx, %rbx             // rbx = b & ~(b ^ c) = b & c
  vpsrlq $6, %ymm7, %ymm10
  andq %r15, %rdx                   // %rdx = a & (b ^ c)
  addq %rax, %r10                   // d += Sigma1(e): d + T1, the next e
  vpxor %ymm10, %ymm9, %ymm9
  addq %rbx, %r14
  movq %r15, %rcx
  vpaddq %ymm9, %ymm0, %ymm0        // %ymm0 = W[j..j+1]: the window slides by two words
  xorq %r8, %rcx                    // %rcx = a ^ b: the next round's b ^ c
  addq %rdx, %r14                   // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  vpaddq 256(%rdi,%rbp,2), %ymm0, %ymm8// + K[j..j+1] (K2: each pair twice)
  rorxq $28, %r15, %rax
  rorxq $34, %r15, %rbx
  vmovdqu %xmm8, 128(%rsp,%rbp)     // WK_A[j..j+1]
  xorq %rbx, %rax
  rorxq $39, %r15, %rbx
  vextracti128 $1, %ymm8, 768(%rsp,%rbp)// WK_B[j..j+1]
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r10, %r14                   // h += d + T1
  addq %rax, %r14                   // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  // Round i+2: a..h = %r14 %r15 %r8 %r9 %r10 %r11 %r12 %r13; %rcx = b ^ c
  // schedule: W[j..j+1], j = i+18
  addq 16(%rsp,%rbp), %r13          // h += W[i] + K[i]
  andnq %r12, %r10, %rbx            // rbx = ~e & g
  vpalignr $8, %ymm1, %ymm2, %ymm8  // %ymm8 = W[j-15], W[j-14] (each lane)
  addq %r13, %r9                    // d += h + W[i] + K[i]
  movq %r10, %rdx
  vpsrlq $1, %ymm8, %ymm9           // %ymm9 = sigma0(%ymm8) = ror1 ^ ror8 ^ shr7
  andq %r11, %rdx                   // %rdx = e & f (disjoint from rbx: Ch = rbx + %rdx)
  subq %r9, %r13                    // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  vpsllq $63, %ymm8, %ymm10
  addq %rbx, %r9
  rorxq $14, %r10, %rax
  vpxor %ymm10, %ymm9, %ymm9
  rorxq $18, %r10, %rbx
  addq %rdx, %r9                    // d += Ch(e,f,g)
  vpshufb %ymm14, %ymm8, %ymm10     // ror8: a byte rotation
  xorq %rbx, %rax
  rorxq $41, %r10, %rbx
  vpxor %ymm10, %ymm9, %ymm9
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r15, %rcx, %rbx            // rbx = b & ~(b ^ c) = b & c
  vpsrlq $7, %ymm8, %ymm10
  andq %r14, %rcx                   // %rcx = a & (b ^ c)
  addq %rax, %r9                    // d += Sigma1(e): d + T1, the next e
  vpxor %ymm10, %ymm9, %ymm9
  addq %rbx, %r13
  movq %r14, %rdx
  vpaddq %ymm9, %ymm1, %ymm1        // %ymm1 = W[j-16..j-15] + sigma0(W[j-15..j-14])
  xorq %r15, %rdx                   // %rdx = a ^ b: the next round's b ^ c
  addq %rcx, %r13                   // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  vpalignr $8, %ymm5, %ymm6, %ymm8  // %ymm8 = W[j-7], W[j-6]
  rorxq $28, %r14, %rax
  rorxq $34, %r14, %rbx
  vpaddq %ymm8, %ymm1, %ymm1
  xorq %rbx, %rax
  rorxq $39, %r14, %rbx
  vpsrlq $19, %ymm0, %ymm9          // %ymm9 = sigma1(W[j-2..j-1]) = ror19 ^ ror61 ^ shr6
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r9, %r13                    // h += d + T1
  addq %rax, %r13                   // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  // Round i+3: a..h = %r13 %r14 %r15 %r8 %r9 %r10 %r11 %r12; %rdx = b ^ c
  addq 24(%rsp,%rbp), %r12          // h += W[i] + K[i]
  andnq %r11, %r9, %rbx             // rbx = ~e & g
  vpsllq $45, %ymm0, %ymm10
  addq %r12, %r8                    // d += h + W[i] + K[i]
  movq %r9, %rcx
  vpxor %ymm10, %ymm9, %ymm9
  andq %r10, %rcx                   // %rcx = e & f (disjoint from rbx: Ch = rbx + %rcx)
  subq %r8, %r12                    // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  vpsrlq $61, %ymm0, %ymm10
  addq %rbx, %r8
  rorxq $14, %r9, %rax
  vpxor %ymm10, %ymm9, %ymm9
  rorxq $18, %r9, %rbx
  addq %rcx, %r8                    // d += Ch(e,f,g)
  vpsllq $3, %ymm0, %ymm10
  xorq %rbx, %rax
  rorxq $41, %r9, %rbx
  vpxor %ymm10, %ymm9, %ymm9
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r14, %rdx, %rbx            // rbx = b & ~(b ^ c) = b & c
  vpsrlq $6, %ymm0, %ymm10
  andq %r13, %rdx                   // %rdx = a & (b ^ c)
  addq %rax, %r8                    // d += Sigma1(e): d + T1, the next e
  vpxor %ymm10, %ymm9, %ymm9
  addq %rbx, %r12
  movq %r13, %rcx
  vpaddq %ymm9, %ymm1, %ymm1        // %ymm1 = W[j..j+1]: the window slides by two words
  xorq %r14, %rcx                   // %rcx = a ^ b: the next round's b ^ c
  addq %rdx, %r12                   // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  vpaddq 288(%rdi,%rbp,2), %ymm1, %ymm8// + K[j..j+1] (K2: each pair twice)
  rorxq $28, %r13, %rax
  rorxq $34, %r13, %rbx
  vmovdqu %xmm8, 144(%rsp,%rbp)     // WK_A[j..j+1]
  xorq %rbx, %rax
  rorxq $39, %r13, %rbx
  vextracti128 $1, %ymm8, 784(%rsp,%rbp)// WK_B[j..j+1]
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r8, %r12                    // h += d + T1
  addq %rax, %r12                   // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  // Round i+4: a..h = %r12 %r13 %r14 %r15 %r8 %r9 %r10 %r11; %rcx = b ^ c
  // schedule: W[j..j+1], j = i+20
  addq 32(%rsp,%rbp), %r11          // h += W[i] + K[i]
  andnq %r10, %r8, %rbx             // rbx = ~e & g
  vpalignr $8, %ymm2, %ymm3, %ymm8  // %ymm8 = W[j-15], W[j-14] (each lane)
  addq %r11, %r15                   // d += h + W[i] + K[i]
  movq %r8, %rdx
  vpsrlq $1, %ymm8, %ymm9           // %ymm9 = sigma0(%ymm8) = ror1 ^ ror8 ^ shr7
  andq %r9, %rdx                    // %rdx = e & f (disjoint from rbx: Ch = rbx + %rdx)
  subq %r15, %r11                   // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  vpsllq $63, %ymm8, %ymm10
  addq %rbx, %r15
  rorxq $14, %r8, %rax
  vpxor %ymm10, %ymm9, %ymm9
  rorxq $18, %r8, %rbx
  addq %rdx, %r15                   // d += Ch(e,f,g)
  vpshufb %ymm14, %ymm8, %ymm10     // ror8: a byte rotation
  xorq %rbx, %rax
  rorxq $41, %r8, %rbx
  vpxor %ymm10, %ymm9, %ymm9
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r13, %rcx, %rbx            // rbx = b & ~(b ^ c) = b & c
  vpsrlq $7, %ymm8, %ymm10
  andq %r12, %rcx                   // %rcx = a & (b ^ c)
  addq %rax, %r15                   // d += Sigma1(e): d + T1, the next e
  vpxor %ymm10, %ymm9, %ymm9
  addq %rbx, %r11
  movq %r12, %rdx
  vpaddq %ymm9, %ymm2, %ymm2        // %ymm2 = W[j-16..j-15] + sigma0(W[j-15..j-14])
  xorq %r13, %rdx                   // %rdx = a ^ b: the next round's b ^ c
  addq %rcx, %r11                   // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  vpalignr $8, %ymm6, %ymm7, %ymm8  // %ymm8 = W[j-7], W[j-6]
  rorxq $28, %r12, %rax
  rorxq $34, %r12, %rbx
  vpaddq %ymm8, %ymm2, %ymm2
  xorq %rbx, %rax
  rorxq $39, %r12, %rbx
  vpsrlq $19, %ymm1, %ymm9          // %ymm9 = sigma1(W[j-2..j-1]) = ror19 ^ ror61 ^ shr6
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r15, %r11                   // h += d + T1
  addq %rax, %r11                   // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  // Round i+5: a..h = %r11 %r12 %r13 %r14 %r15 %r8 %r9 %r10; %rdx = b ^ c
  addq 40(%rsp,%rbp), %r10          // h += W[i] + K[i]
  andnq %r9, %r15, %rbx             // rbx = ~e & g
  vpsllq $45, %ymm1, %ymm10
  addq %r10, %r14                   // d += h + W[i] + K[i]
  movq %r15, %rcx
  vpxor %ymm10, %ymm9, %ymm9
  andq %r8, %rcx                    // %rcx = e & f (disjoint from rbx: Ch = rbx + %rcx)
  subq %r14, %r10                   // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  vpsrlq $61, %ymm1, %ymm10
  addq %rbx, %r14
  rorxq $14, %r15, %rax
  vpxor %ymm10, %ymm9, %ymm9
  rorxq $18, %r15, %rbx
  addq %rcx, %r14                   // d += Ch(e,f,g)
  vpsllq $3, %ymm1, %ymm10
  xorq %rbx, %rax
  rorxq $41, %r15, %rbx
  vpxor %ymm10, %ymm9, %ymm9
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r12, %rdx, %rbx            // rbx = b & ~(b ^ c) = b & c
  vpsrlq $6, %ymm1, %ymm10
  andq %r11, %rdx                   // %rdx = a & (b ^ c)
  addq %rax, %r14                   // d += Sigma1(e): d + T1, the next e
  vpxor %ymm10, %ymm9, %ymm9
  addq %rbx, %r10
  movq %r11, %rcx
  vpaddq %ymm9, %ymm2, %ymm2        // %ymm2 = W[j..j+1]: the window slides by two words
  xorq %r12, %rcx                   // %rcx = a ^ b: the next round's b ^ c
  addq %rdx, %r10                   // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  vpaddq 320(%rdi,%rbp,2), %ymm2, %ymm8// + K[j..j+1] (K2: each pair twice)
  rorxq $28, %r11, %rax
  rorxq $34, %r11, %rbx
  vmovdqu %xmm8, 160(%rsp,%rbp)     // WK_A[j..j+1]
  xorq %rbx, %rax
  rorxq $39, %r11, %rbx
  vextracti128 $1, %ymm8, 800(%rsp,%rbp)// WK_B[j..j+1]
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r14, %r10                   // h += d + T1
  addq %rax, %r10                   // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  // Round i+6: a..h = %r10 %r11 %r12 %r13 %r14 %r15 %r8 %r9; %rcx = b ^ c
  // schedule: W[j..j+1], j = i+22
  addq 48(%rsp,%rbp), %r9           // h += W[i] + K[i]
  andnq %r8, %r14, %rbx             // rbx = ~e & g
  vpalignr $8, %ymm3, %ymm4, %ymm8  // %ymm8 = W[j-15], W[j-14] (each lane)
  addq %r9, %r13                    // d += h + W[i] + K[i]
  movq %r14, %rdx
  vpsrlq $1, %ymm8, %ymm9           // %ymm9 = sigma0(%ymm8) = ror1 ^ ror8 ^ shr7
  andq %r15, %rdx                   // %rdx = e & f (disjoint from rbx: Ch = rbx + %rdx)
  subq %r13, %r9                    // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  vpsllq $63, %ymm8, %ymm10
  addq %rbx, %r13
  rorxq $14, %r14, %rax
  vpxor %ymm10, %ymm9, %ymm9
  rorxq $18, %r14, %rbx
  addq %rdx, %r13                   // d += Ch(e,f,g)
  vpshufb %ymm14, %ymm8, %ymm10     // ror8: a byte rotation
  xorq %rbx, %rax
  rorxq $41, %r14, %rbx
  vpxor %ymm10, %ymm9, %ymm9
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r11, %rcx, %rbx            // rbx = b & ~(b ^ c) = b & c
  vpsrlq $7, %ymm8, %ymm10
  andq %r10, %rcx                   // %rcx = a & (b ^ c)
  addq %rax, %r13                   // d += Sigma1(e): d + T1, the next e
  vpxor %ymm10, %ymm9, %ymm9
  addq %rbx, %r9
  movq %r10, %rdx
  vpaddq %ymm9, %ymm3, %ymm3        // %ymm3 = W[j-16..j-15] + sigma0(W[j-15..j-14])
  xorq %r11, %rdx                   // %rdx = a ^ b: the next round's b ^ c
  addq %rcx, %r9                    // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  vpalignr $8, %ymm7, %ymm0, %ymm8  // %ymm8 = W[j-7], W[j-6]
  rorxq $28, %r10, %rax
  rorxq $34, %r10, %rbx
  vpaddq %ymm8, %ymm3, %ymm3
  xorq %rbx, %rax
  rorxq $39, %r10, %rbx
  vpsrlq $19, %ymm2, %ymm9          // %ymm9 = sigma1(W[j-2..j-1]) = ror19 ^ ror61 ^ shr6
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r13, %r9                    // h += d + T1
  addq %rax, %r9                    // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  // Round i+7: a..h = %r9 %r10 %r11 %r12 %r13 %r14 %r15 %r8; %rdx = b ^ c
  addq 56(%rsp,%rbp), %r8           // h += W[i] + K[i]
  andnq %r15, %r13, %rbx            // rbx = ~e & g
  vpsllq $45, %ymm2, %ymm10
  addq %r8, %r12                    // d += h + W[i] + K[i]
  movq %r13, %rcx
  vpxor %ymm10, %ymm9, %ymm9
  andq %r14, %rcx                   // %rcx = e & f (disjoint from rbx: Ch = rbx + %rcx)
  subq %r12, %r8                    // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  vpsrlq $61, %ymm2, %ymm10
  addq %rbx, %r12
  rorxq $14, %r13, %rax
  vpxor %ymm10, %ymm9, %ymm9
  rorxq $18, %r13, %rbx
  addq %rcx, %r12                   // d += Ch(e,f,g)
  vpsllq $3, %ymm2, %ymm10
  xorq %rbx, %rax
  rorxq $41, %r13, %rbx
  vpxor %ymm10, %ymm9, %ymm9
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r10, %rdx, %rbx            // rbx = b & ~(b ^ c) = b & c
  vpsrlq $6, %ymm2, %ymm10
  andq %r9, %rdx                    // %rdx = a & (b ^ c)
  addq %rax, %r12                   // d += Sigma1(e): d + T1, the next e
  vpxor %ymm10, %ymm9, %ymm9
  addq %rbx, %r8
  movq %r9, %rcx
  vpaddq %ymm9, %ymm3, %ymm3        // %ymm3 = W[j..j+1]: the window slides by two words
  xorq %r10, %rcx                   // %rcx = a ^ b: the next round's b ^ c
  addq %rdx, %r8                    // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  vpaddq 352(%rdi,%rbp,2), %ymm3, %ymm8// + K[j..j+1] (K2: each pair twice)
  rorxq $28, %r9, %rax
  rorxq $34, %r9, %rbx
  vmovdqu %xmm8, 176(%rsp,%rbp)     // WK_A[j..j+1]
  xorq %rbx, %rax
  rorxq $39, %r9, %rbx
  vextracti128 $1, %ymm8, 816(%rsp,%rbp)// WK_B[j..j+1]
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r12, %r8                    // h += d + T1
  addq %rax, %r8                    // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  // Round i+8: a..h = %r8 %r9 %r10 %r11 %r12 %r13 %r14 %r15; %rcx = b ^ c
  // schedule: W[j..j+1], j = i+24
  addq 64(%rsp,%rbp), %r15          // h += W[i] + K[i]
  andnq %r14, %r12, %rbx            // rbx = ~e & g
  vpalignr $8, %ymm4, %ymm5, %ymm8  // %ymm8 = W[j-15], W[j-14] (each lane)
  addq %r15, %r11                   // d += h + W[i] + K[i]
  movq %r12, %rdx
  vpsrlq $1, %ymm8, %ymm9           // %ymm9 = sigma0(%ymm8) = ror1 ^ ror8 ^ shr7
  andq %r13, %rdx                   // %rdx = e & f (disjoint from rbx: Ch = rbx + %rdx)
  subq %r11, %r15                   // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  vpsllq $63, %ymm8, %ymm10
  addq %rbx, %r11
  rorxq $14, %r12, %rax
  vpxor %ymm10, %ymm9, %ymm9
  rorxq $18, %r12, %rbx
  addq %rdx, %r11                   // d += Ch(e,f,g)
  vpshufb %ymm14, %ymm8, %ymm10     // ror8: a byte rotation
  xorq %rbx, %rax
  rorxq $41, %r12, %rbx
  vpxor %ymm10, %ymm9, %ymm9
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r9, %rcx, %rbx             // rbx = b & ~(b ^ c) = b & c
  vpsrlq $7, %ymm8, %ymm10
  andq %r8, %rcx                    // %rcx = a & (b ^ c)
  addq %rax, %r11                   // d += Sigma1(e): d + T1, the next e
  vpxor %ymm10, %ymm9, %ymm9
  addq %rbx, %r15
  movq %r8, %rdx
  vpaddq %ymm9, %ymm4, %ymm4        // %ymm4 = W[j-16..j-15] + sigma0(W[j-15..j-14])
  xorq %r9, %rdx                    // %rdx = a ^ b: the next round's b ^ c
  addq %rcx, %r15                   // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  vpalignr $8, %ymm0, %ymm1, %ymm8  // %ymm8 = W[j-7], W[j-6]
  rorxq $28, %r8, %rax
  rorxq $34, %r8, %rbx
  vpaddq %ymm8, %ymm4, %ymm4
  xorq %rbx, %rax
  rorxq $39, %r8, %rbx
  vpsrlq $19, %ymm3, %ymm9          // %ymm9 = sigma1(W[j-2..j-1]) = ror19 ^ ror61 ^ shr6
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r11, %r15                   // h += d + T1
  addq %rax, %r15                   // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  // Round i+9: a..h = %r15 %r8 %r9 %r10 %r11 %r12 %r13 %r14; %rdx = b ^ c
  addq 72(%rsp,%rbp), %r14          // h += W[i] + K[i]
  andnq %r13, %r11, %rbx            // rbx = ~e & g
  vpsllq $45, %ymm3, %ymm10
  addq %r14, %r10                   // d += h + W[i] + K[i]
  movq %r11, %rcx
  vpxor %ymm10, %ymm9, %ymm9
  andq %r12, %rcx                   // %rcx = e & f (disjoint from rbx: Ch = rbx + %rcx)
  subq %r10, %r14                   // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  vpsrlq $61, %ymm3, %ymm10
  addq %rbx, %r10
  rorxq $14, %r11, %rax
  vpxor %ymm10, %ymm9, %ymm9
  rorxq $18, %r11, %rbx
  addq %rcx, %r10                   // d += Ch(e,f,g)
  vpsllq $3, %ymm3, %ymm10
  xorq %rbx, %rax
  rorxq $41, %r11, %rbx
  vpxor %ymm10, %ymm9, %ymm9
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r8, %rdx, %rbx             // rbx = b & ~(b ^ c) = b & c
  vpsrlq $6, %ymm3, %ymm10
  andq %r15, %rdx                   // %rdx = a & (b ^ c)
  addq %rax, %r10                   // d += Sigma1(e): d + T1, the next e
  vpxor %ymm10, %ymm9, %ymm9
  addq %rbx, %r14
  movq %r15, %rcx
  vpaddq %ymm9, %ymm4, %ymm4        // %ymm4 = W[j..j+1]: the window slides by two words
  xorq %r8, %rcx                    // %rcx = a ^ b: the next round's b ^ c
  addq %rdx, %r14                   // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  vpaddq 384(%rdi,%rbp,2), %ymm4, %ymm8// + K[j..j+1] (K2: each pair twice)
  rorxq $28, %r15, %rax
  rorxq $34, %r15, %rbx
  vmovdqu %xmm8, 192(%rsp,%rbp)     // WK_A[j..j+1]
  xorq %rbx, %rax
  rorxq $39, %r15, %rbx
  vextracti128 $1, %ymm8, 832(%rsp,%rbp)// WK_B[j..j+1]
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r10, %r14                   // h += d + T1
  addq %rax, %r14                   // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  // Round i+10: a..h = %r14 %r15 %r8 %r9 %r10 %r11 %r12 %r13; %rcx = b ^ c
  // schedule: W[j..j+1], j = i+26
  addq 80(%rsp,%rbp), %r13          // h += W[i] + K[i]
  andnq %r12, %r10, %rbx            // rbx = ~e & g
  vpalignr $8, %ymm5, %ymm6, %ymm8  // %ymm8 = W[j-15], W[j-14] (each lane)
  addq %r13, %r9                    // d += h + W[i] + K[i]
  movq %r10, %rdx
  vpsrlq $1, %ymm8, %ymm9           // %ymm9 = sigma0(%ymm8) = ror1 ^ ror8 ^ shr7
  andq %r11, %rdx                   // %rdx = e & f (disjoint from rbx: Ch = rbx + %rdx)
  subq %r9, %r13                    // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  vpsllq $63, %ymm8, %ymm10
  addq %rbx, %r9
  rorxq $14, %r10, %rax
  vpxor %ymm10, %ymm9, %ymm9
  rorxq $18, %r10, %rbx
  addq %rdx, %r9                    // d += Ch(e,f,g)
  vpshufb %ymm14, %ymm8, %ymm10     // ror8: a byte rotation
  xorq %rbx, %rax
  rorxq $41, %r10, %rbx
  vpxor %ymm10, %ymm9, %ymm9
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r15, %rcx, %rbx            // rbx = b & ~(b ^ c) = b & c
  vpsrlq $7, %ymm8, %ymm10
  andq %r14, %rcx                   // %rcx = a & (b ^ c)
  addq %rax, %r9                    // d += Sigma1(e): d + T1, the next e
  vpxor %ymm10, %ymm9, %ymm9
  addq %rbx, %r13
  movq %r14, %rdx
  vpaddq %ymm9, %ymm5, %ymm5        // %ymm5 = W[j-16..j-15] + sigma0(W[j-15..j-14])
  xorq %r15, %rdx                   // %rdx = a ^ b: the next round's b ^ c
  addq %rcx, %r13                   // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  vpalignr $8, %ymm1, %ymm2, %ymm8  // %ymm8 = W[j-7], W[j-6]
  rorxq $28, %r14, %rax
  rorxq $34, %r14, %rbx
  vpaddq %ymm8, %ymm5, %ymm5
  xorq %rbx, %rax
  rorxq $39, %r14, %rbx
  vpsrlq $19, %ymm4, %ymm9          // %ymm9 = sigma1(W[j-2..j-1]) = ror19 ^ ror61 ^ shr6
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r9, %r13                    // h += d + T1
  addq %rax, %r13                   // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  // Round i+11: a..h = %r13 %r14 %r15 %r8 %r9 %r10 %r11 %r12; %rdx = b ^ c
  addq 88(%rsp,%rbp), %r12          // h += W[i] + K[i]
  andnq %r11, %r9, %rbx             // rbx = ~e & g
  vpsllq $45, %ymm4, %ymm10
  addq %r12, %r8                    // d += h + W[i] + K[i]
  movq %r9, %rcx
  vpxor %ymm10, %ymm9, %ymm9
  andq %r10, %rcx                   // %rcx = e & f (disjoint from rbx: Ch = rbx + %rcx)
  subq %r8, %r12                    // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  vpsrlq $61, %ymm4, %ymm10
  addq %rbx, %r8
  rorxq $14, %r9, %rax
  vpxor %ymm10, %ymm9, %ymm9
  rorxq $18, %r9, %rbx
  addq %rcx, %r8                    // d += Ch(e,f,g)
  vpsllq $3, %ymm4, %ymm10
  xorq %rbx, %rax
  rorxq $41, %r9, %rbx
  vpxor %ymm10, %ymm9, %ymm9
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r14, %rdx, %rbx            // rbx = b & ~(b ^ c) = b & c
  vpsrlq $6, %ymm4, %ymm10
  andq %r13, %rdx                   // %rdx = a & (b ^ c)
  addq %rax, %r8                    // d += Sigma1(e): d + T1, the next e
  vpxor %ymm10, %ymm9, %ymm9
  addq %rbx, %r12
  movq %r13, %rcx
  vpaddq %ymm9, %ymm5, %ymm5        // %ymm5 = W[j..j+1]: the window slides by two words
  xorq %r14, %rcx                   // %rcx = a ^ b: the next round's b ^ c
  addq %rdx, %r12                   // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  vpaddq 416(%rdi,%rbp,2), %ymm5, %ymm8// + K[j..j+1] (K2: each pair twice)
  rorxq $28, %r13, %rax
  rorxq $34, %r13, %rbx
  vmovdqu %xmm8, 208(%rsp,%rbp)     // WK_A[j..j+1]
  xorq %rbx, %rax
  rorxq $39, %r13, %rbx
  vextracti128 $1, %ymm8, 848(%rsp,%rbp)// WK_B[j..j+1]
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r8, %r12                    // h += d + T1
  addq %rax, %r12                   // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  // Round i+12: a..h = %r12 %r13 %r14 %r15 %r8 %r9 %r10 %r11; %rcx = b ^ c
  // schedule: W[j..j+1], j = i+28
  addq 96(%rsp,%rbp), %r11          // h += W[i] + K[i]
  andnq %r10, %r8, %rbx             // rbx = ~e & g
  vpalignr $8, %ymm6, %ymm7, %ymm8  // %ymm8 = W[j-15], W[j-14] (each lane)
  addq %r11, %r15                   // d += h + W[i] + K[i]
  movq %r8, %rdx
  vpsrlq $1, %ymm8, %ymm9           // %ymm9 = sigma0(%ymm8) = ror1 ^ ror8 ^ shr7
  andq %r9, %rdx                    // %rdx = e & f (disjoint from rbx: Ch = rbx + %rdx)
  subq %r15, %r11                   // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  vpsllq $63, %ymm8, %ymm10
  addq %rbx, %r15
  rorxq $14, %r8, %rax
  vpxor %ymm10, %ymm9, %ymm9
  rorxq $18, %r8, %rbx
  addq %rdx, %r15                   // d += Ch(e,f,g)
  vpshufb %ymm14, %ymm8, %ymm10     // ror8: a byte rotation
  xorq %rbx, %rax
  rorxq $41, %r8, %rbx
  vpxor %ymm10, %ymm9, %ymm9
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r13, %rcx, %rbx            // rbx = b & ~(b ^ c) = b & c
  vpsrlq $7, %ymm8, %ymm10
  andq %r12, %rcx                   // %rcx = a & (b ^ c)
  addq %rax, %r15                   // d += Sigma1(e): d + T1, the next e
  vpxor %ymm10, %ymm9, %ymm9
  addq %rbx, %r11
  movq %r12, %rdx
  vpaddq %ymm9, %ymm6, %ymm6        // %ymm6 = W[j-16..j-15] + sigma0(W[j-15..j-14])
  xorq %r13, %rdx                   // %rdx = a ^ b: the next round's b ^ c
  addq %rcx, %r11                   // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  vpalignr $8, %ymm2, %ymm3, %ymm8  // %ymm8 = W[j-7], W[j-6]
  rorxq $28, %r12, %rax
  rorxq $34, %r12, %rbx
  vpaddq %ymm8, %ymm6, %ymm6
  xorq %rbx, %rax
  rorxq $39, %r12, %rbx
  vpsrlq $19, %ymm5, %ymm9          // %ymm9 = sigma1(W[j-2..j-1]) = ror19 ^ ror61 ^ shr6
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r15, %r11                   // h += d + T1
  addq %rax, %r11                   // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  // Round i+13: a..h = %r11 %r12 %r13 %r14 %r15 %r8 %r9 %r10; %rdx = b ^ c
  addq 104(%rsp,%rbp), %r10         // h += W[i] + K[i]
  andnq %r9, %r15, %rbx             // rbx = ~e & g
  vpsllq $45, %ymm5, %ymm10
  addq %r10, %r14                   // d += h + W[i] + K[i]
  movq %r15, %rcx
  vpxor %ymm10, %ymm9, %ymm9
  andq %r8, %rcx                    // %rcx = e & f (disjoint from rbx: Ch = rbx + %rcx)
  subq %r14, %r10                   // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  vpsrlq $61, %ymm5, %ymm10
  addq %rbx, %r14
  rorxq $14, %r15, %rax
  vpxor %ymm10, %ymm9, %ymm9
  rorxq $18, %r15, %rbx
  addq %rcx, %r14                   // d += Ch(e,f,g)
  vpsllq $3, %ymm5, %ymm10
  xorq %rbx, %rax
  rorxq $41, %r15, %rbx
  vpxor %ymm10, %ymm9, %ymm9
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r12, %rdx, %rbx            // rbx = b & ~(b ^ c) = b & c
  vpsrlq $6, %ymm5, %ymm10
  andq %r11, %rdx                   // %rdx = a & (b ^ c)
  addq %rax, %r14                   // d += Sigma1(e): d + T1, the next e
  vpxor %ymm10, %ymm9, %ymm9
  addq %rbx, %r10
  movq %r11, %rcx
  vpaddq %ymm9, %ymm6, %ymm6        // %ymm6 = W[j..j+1]: the window slides by two words
  xorq %r12, %rcx                   // %rcx = a ^ b: the next round's b ^ c
  addq %rdx, %r10                   // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  vpaddq 448(%rdi,%rbp,2), %ymm6, %ymm8// + K[j..j+1] (K2: each pair twice)
  rorxq $28, %r11, %rax
  rorxq $34, %r11, %rbx
  vmovdqu %xmm8, 224(%rsp,%rbp)     // WK_A[j..j+1]
  xorq %rbx, %rax
  rorxq $39, %r11, %rbx
  vextracti128 $1, %ymm8, 864(%rsp,%rbp)// WK_B[j..j+1]
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r14, %r10                   // h += d + T1
  addq %rax, %r10                   // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  // Round i+14: a..h = %r10 %r11 %r12 %r13 %r14 %r15 %r8 %r9; %rcx = b ^ c
  // schedule: W[j..j+1], j = i+30
  addq 112(%rsp,%rbp), %r9          // h += W[i] + K[i]
  andnq %r8, %r14, %rbx             // rbx = ~e & g
  vpalignr $8, %ymm7, %ymm0, %ymm8  // %ymm8 = W[j-15], W[j-14] (each lane)
  addq %r9, %r13                    // d += h + W[i] + K[i]
  movq %r14, %rdx
  vpsrlq $1, %ymm8, %ymm9           // %ymm9 = sigma0(%ymm8) = ror1 ^ ror8 ^ shr7
  andq %r15, %rdx                   // %rdx = e & f (disjoint from rbx: Ch = rbx + %rdx)
  subq %r13, %r9                    // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  vpsllq $63, %ymm8, %ymm10
  addq %rbx, %r13
  rorxq $14, %r14, %rax
  vpxor %ymm10, %ymm9, %ymm9
  rorxq $18, %r14, %rbx
  addq %rdx, %r13                   // d += Ch(e,f,g)
  vpshufb %ymm14, %ymm8, %ymm10     // ror8: a byte rotation
  xorq %rbx, %rax
  rorxq $41, %r14, %rbx
  vpxor %ymm10, %ymm9, %ymm9
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r11, %rcx, %rbx            // rbx = b & ~(b ^ c) = b & c
  vpsrlq $7, %ymm8, %ymm10
  andq %r10, %rcx                   // %rcx = a & (b ^ c)
  addq %rax, %r13                   // d += Sigma1(e): d + T1, the next e
  vpxor %ymm10, %ymm9, %ymm9
  addq %rbx, %r9
  movq %r10, %rdx
  vpaddq %ymm9, %ymm7, %ymm7        // %ymm7 = W[j-16..j-15] + sigma0(W[j-15..j-14])
  xorq %r11, %rdx                   // %rdx = a ^ b: the next round's b ^ c
  addq %rcx, %r9                    // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  vpalignr $8, %ymm3, %ymm4, %ymm8  // %ymm8 = W[j-7], W[j-6]
  rorxq $28, %r10, %rax
  rorxq $34, %r10, %rbx
  vpaddq %ymm8, %ymm7, %ymm7
  xorq %rbx, %rax
  rorxq $39, %r10, %rbx
  vpsrlq $19, %ymm6, %ymm9          // %ymm9 = sigma1(W[j-2..j-1]) = ror19 ^ ror61 ^ shr6
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r13, %r9                    // h += d + T1
  addq %rax, %r9                    // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  // Round i+15: a..h = %r9 %r10 %r11 %r12 %r13 %r14 %r15 %r8; %rdx = b ^ c
  addq 120(%rsp,%rbp), %r8          // h += W[i] + K[i]
  andnq %r15, %r13, %rbx            // rbx = ~e & g
  vpsllq $45, %ymm6, %ymm10
  addq %r8, %r12                    // d += h + W[i] + K[i]
  movq %r13, %rcx
  vpxor %ymm10, %ymm9, %ymm9
  andq %r14, %rcx                   // %rcx = e & f (disjoint from rbx: Ch = rbx + %rcx)
  subq %r12, %r8                    // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  vpsrlq $61, %ymm6, %ymm10
  addq %rbx, %r12
  rorxq $14, %r13, %rax
  vpxor %ymm10, %ymm9, %ymm9
  rorxq $18, %r13, %rbx
  addq %rcx, %r12                   // d += Ch(e,f,g)
  vpsllq $3, %ymm6, %ymm10
  xorq %rbx, %rax
  rorxq $41, %r13, %rbx
  vpxor %ymm10, %ymm9, %ymm9
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r10, %rdx, %rbx            // rbx = b & ~(b ^ c) = b & c
  vpsrlq $6, %ymm6, %ymm10
  andq %r9, %rdx                    // %rdx = a & (b ^ c)
  addq %rax, %r12                   // d += Sigma1(e): d + T1, the next e
  vpxor %ymm10, %ymm9, %ymm9
  addq %rbx, %r8
  movq %r9, %rcx
  vpaddq %ymm9, %ymm7, %ymm7        // %ymm7 = W[j..j+1]: the window slides by two words
  xorq %r10, %rcx                   // %rcx = a ^ b: the next round's b ^ c
  addq %rdx, %r8                    // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  vpaddq 480(%rdi,%rbp,2), %ymm7, %ymm8// + K[j..j+1] (K2: each pair twice)
  rorxq $28, %r9, %rax
  rorxq $34, %r9, %rbx
  vmovdqu %xmm8, 240(%rsp,%rbp)     // WK_A[j..j+1]
  xorq %rbx, %rax
  rorxq $39, %r9, %rbx
  vextracti128 $1, %ymm8, 880(%rsp,%rbp)// WK_B[j..j+1]
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r12, %r8                    // h += d + T1
  addq %rax, %r8                    // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  addq $128, %rbp
  cmpq $512, %rbp                   // CAUTION: the JNE reads ZF from this CMP
  jne .Lrounds_a

  // ---- Block A, rounds 64..79 (WK_A complete) ----
  // Round i+0: a..h = %r8 %r9 %r10 %r11 %r12 %r13 %r14 %r15; %rcx = b ^ c
  addq 512(%rsp), %r15              // h += W[i] + K[i]
  andnq %r14, %r12, %rbx            // rbx = ~e & g
  addq %r15, %r11                   // d += h + W[i] + K[i]
  movq %r12, %rdx
  andq %r13, %rdx                   // %rdx = e & f (disjoint from rbx: Ch = rbx + %rdx)
  subq %r11, %r15                   // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  addq %rbx, %r11
  rorxq $14, %r12, %rax
  rorxq $18, %r12, %rbx
  addq %rdx, %r11                   // d += Ch(e,f,g)
  xorq %rbx, %rax
  rorxq $41, %r12, %rbx
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r9, %rcx, %rbx             // rbx = b & ~(b ^ c) = b & c
  andq %r8, %rcx                    // %rcx = a & (b ^ c)
  addq %rax, %r11                   // d += Sigma1(e): d + T1, the next e
  addq %rbx, %r15
  movq %r8, %rdx
  xorq %r9, %rdx                    // %rdx = a ^ b: the next round's b ^ c
  addq %rcx, %r15                   // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  rorxq $28, %r8, %rax
  rorxq $34, %r8, %rbx
  xorq %rbx, %rax
  rorxq $39, %r8, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r11, %r15                   // h += d + T1
  addq %rax, %r15                   // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  // Round i+1: a..h = %r15 %r8 %r9 %r10 %r11 %r12 %r13 %r14; %rdx = b ^ c
  addq 520(%rsp), %r14              // h += W[i] + K[i]
  andnq %r13, %r11, %rbx            // rbx = ~e & g
  addq %r14, %r10                   // d += h + W[i] + K[i]
  movq %r11, %rcx
  andq %r12, %rcx                   // %rcx = e & f (disjoint from rbx: Ch = rbx + %rcx)
  subq %r10, %r14                   // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  addq %rbx, %r10
  rorxq $14, %r11, %rax
  rorxq $18, %r11, %rbx
  addq %rcx, %r10                   // d += Ch(e,f,g)
  xorq %rbx, %rax
  rorxq $41, %r11, %rbx
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r8, %rdx, %rbx             // rbx = b & ~(b ^ c) = b & c
  andq %r15, %rdx                   // %rdx = a & (b ^ c)
  addq %rax, %r10                   // d += Sigma1(e): d + T1, the next e
  addq %rbx, %r14
  movq %r15, %rcx
  xorq %r8, %rcx                    // %rcx = a ^ b: the next round's b ^ c
  addq %rdx, %r14                   // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  rorxq $28, %r15, %rax
  rorxq $34, %r15, %rbx
  xorq %rbx, %rax
  rorxq $39, %r15, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r10, %r14                   // h += d + T1
  addq %rax, %r14                   // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  // Round i+2: a..h = %r14 %r15 %r8 %r9 %r10 %r11 %r12 %r13; %rcx = b ^ c
  addq 528(%rsp), %r13              // h += W[i] + K[i]
  andnq %r12, %r10, %rbx            // rbx = ~e & g
  addq %r13, %r9                    // d += h + W[i] + K[i]
  movq %r10, %rdx
  andq %r11, %rdx                   // %rdx = e & f (disjoint from rbx: Ch = rbx + %rdx)
  subq %r9, %r13                    // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  addq %rbx, %r9
  rorxq $14, %r10, %rax
  rorxq $18, %r10, %rbx
  addq %rdx, %r9                    // d += Ch(e,f,g)
  xorq %rbx, %rax
  rorxq $41, %r10, %rbx
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r15, %rcx, %rbx            // rbx = b & ~(b ^ c) = b & c
  andq %r14, %rcx                   // %rcx = a & (b ^ c)
  addq %rax, %r9                    // d += Sigma1(e): d + T1, the next e
  addq %rbx, %r13
  movq %r14, %rdx
  xorq %r15, %rdx                   // %rdx = a ^ b: the next round's b ^ c
  addq %rcx, %r13                   // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  rorxq $28, %r14, %rax
  rorxq $34, %r14, %rbx
  xorq %rbx, %rax
  rorxq $39, %r14, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r9, %r13                    // h += d + T1
  addq %rax, %r13                   // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  // Round i+3: a..h = %r13 %r14 %r15 %r8 %r9 %r10 %r11 %r12; %rdx = b ^ c
  addq 536(%rsp), %r12              // h += W[i] + K[i]
  andnq %r11, %r9, %rbx             // rbx = ~e & g
  addq %r12, %r8                    // d += h + W[i] + K[i]
  movq %r9, %rcx
  andq %r10, %rcx                   // %rcx = e & f (disjoint from rbx: Ch = rbx + %rcx)
  subq %r8, %r12                    // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  addq %rbx, %r8
  rorxq $14, %r9, %rax
  rorxq $18, %r9, %rbx
  addq %rcx, %r8                    // d += Ch(e,f,g)
  xorq %rbx, %rax
  rorxq $41, %r9, %rbx
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r14, %rdx, %rbx            // rbx = b & ~(b ^ c) = b & c
  andq %r13, %rdx                   // %rdx = a & (b ^ c)
  addq %rax, %r8                    // d += Sigma1(e): d + T1, the next e
  addq %rbx, %r12
  movq %r13, %rcx
  xorq %r14, %rcx                   // %rcx = a ^ b: the next round's b ^ c
  addq %rdx, %r12                   // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  rorxq $28, %r13, %rax
  rorxq $34, %r13, %rbx
  xorq %rbx, %rax
  rorxq $39, %r13, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r8, %r12                    // h += d + T1
  addq %rax, %r12                   // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  // Round i+4: a..h = %r12 %r13 %r14 %r15 %r8 %r9 %r10 %r11; %rcx = b ^ c
  addq 544(%rsp), %r11              // h += W[i] + K[i]
  andnq %r10, %r8, %rbx             // rbx = ~e & g
  addq %r11, %r15                   // d += h + W[i] + K[i]
  movq %r8, %rdx
  andq %r9, %rdx                    // %rdx = e & f (disjoint from rbx: Ch = rbx + %rdx)
  subq %r15, %r11                   // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  addq %rbx, %r15
  rorxq $14, %r8, %rax
  rorxq $18, %r8, %rbx
  addq %rdx, %r15                   // d += Ch(e,f,g)
  xorq %rbx, %rax
  rorxq $41, %r8, %rbx
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r13, %rcx, %rbx            // rbx = b & ~(b ^ c) = b & c
  andq %r12, %rcx                   // %rcx = a & (b ^ c)
  addq %rax, %r15                   // d += Sigma1(e): d + T1, the next e
  addq %rbx, %r11
  movq %r12, %rdx
  xorq %r13, %rdx                   // %rdx = a ^ b: the next round's b ^ c
  addq %rcx, %r11                   // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  rorxq $28, %r12, %rax
  rorxq $34, %r12, %rbx
  xorq %rbx, %rax
  rorxq $39, %r12, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r15, %r11                   // h += d + T1
  addq %rax, %r11                   // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  // Round i+5: a..h = %r11 %r12 %r13 %r14 %r15 %r8 %r9 %r10; %rdx = b ^ c
  addq 552(%rsp), %r10              // h += W[i] + K[i]
  andnq %r9, %r15, %rbx             // rbx = ~e & g
  addq %r10, %r14                   // d += h + W[i] + K[i]
  movq %r15, %rcx
  andq %r8, %rcx                    // %rcx = e & f (disjoint from rbx: Ch = rbx + %rcx)
  subq %r14, %r10                   // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  addq %rbx, %r14
  rorxq $14, %r15, %rax
  rorxq $18, %r15, %rbx
  addq %rcx, %r14                   // d += Ch(e,f,g)
  xorq %rbx, %rax
  rorxq $41, %r15, %rbx
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r12, %rdx, %rbx            // rbx = b & ~(b ^ c) = b & c
  andq %r11, %rdx                   // %rdx = a & (b ^ c)
  addq %rax, %r14                   // d += Sigma1(e): d + T1, the next e
  addq %rbx, %r10
  movq %r11, %rcx
  xorq %r12, %rcx                   // %rcx = a ^ b: the next round's b ^ c
  addq %rdx, %r10                   // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  rorxq $28, %r11, %rax
  rorxq $34, %r11, %rbx
  xorq %rbx, %rax
  rorxq $39, %r11, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r14, %r10                   // h += d + T1
  addq %rax, %r10                   // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  // Round i+6: a..h = %r10 %r11 %r12 %r13 %r14 %r15 %r8 %r9; %rcx = b ^ c
  addq 560(%rsp), %r9               // h += W[i] + K[i]
  andnq %r8, %r14, %rbx             // rbx = ~e & g
  addq %r9, %r13                    // d += h + W[i] + K[i]
  movq %r14, %rdx
  andq %r15, %rdx                   // %rdx = e & f (disjoint from rbx: Ch = rbx + %rdx)
  subq %r13, %r9                    // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  addq %rbx, %r13
  rorxq $14, %r14, %rax
  rorxq $18, %r14, %rbx
  addq %rdx, %r13                   // d += Ch(e,f,g)
  xorq %rbx, %rax
  rorxq $41, %r14, %rbx
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r11, %rcx, %rbx            // rbx = b & ~(b ^ c) = b & c
  andq %r10, %rcx                   // %rcx = a & (b ^ c)
  addq %rax, %r13                   // d += Sigma1(e): d + T1, the next e
  addq %rbx, %r9
  movq %r10, %rdx
  xorq %r11, %rdx                   // %rdx = a ^ b: the next round's b ^ c
  addq %rcx, %r9                    // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  rorxq $28, %r10, %rax
  rorxq $34, %r10, %rbx
  xorq %rbx, %rax
  rorxq $39, %r10, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r13, %r9                    // h += d + T1
  addq %rax, %r9                    // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  // Round i+7: a..h = %r9 %r10 %r11 %r12 %r13 %r14 %r15 %r8; %rdx = b ^ c
  addq 568(%rsp), %r8               // h += W[i] + K[i]
  andnq %r15, %r13, %rbx            // rbx = ~e & g
  addq %r8, %r12                    // d += h + W[i] + K[i]
  movq %r13, %rcx
  andq %r14, %rcx                   // %rcx = e & f (disjoint from rbx: Ch = rbx + %rcx)
  subq %r12, %r8                    // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  addq %rbx, %r12
  rorxq $14, %r13, %rax
  rorxq $18, %r13, %rbx
  addq %rcx, %r12                   // d += Ch(e,f,g)
  xorq %rbx, %rax
  rorxq $41, %r13, %rbx
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r10, %rdx, %rbx            // rbx = b & ~(b ^ c) = b & c
  andq %r9, %rdx                    // %rdx = a & (b ^ c)
  addq %rax, %r12                   // d += Sigma1(e): d + T1, the next e
  addq %rbx, %r8
  movq %r9, %rcx
  xorq %r10, %rcx                   // %rcx = a ^ b: the next round's b ^ c
  addq %rdx, %r8                    // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  rorxq $28, %r9, %rax
  rorxq $34, %r9, %rbx
  xorq %rbx, %rax
  rorxq $39, %r9, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r12, %r8                    // h += d + T1
  addq %rax, %r8                    // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  // Round i+8: a..h = %r8 %r9 %r10 %r11 %r12 %r13 %r14 %r15; %rcx = b ^ c
  addq 576(%rsp), %r15              // h += W[i] + K[i]
  andnq %r14, %r12, %rbx            // rbx = ~e & g
  addq %r15, %r11                   // d += h + W[i] + K[i]
  movq %r12, %rdx
  andq %r13, %rdx                   // %rdx = e & f (disjoint from rbx: Ch = rbx + %rdx)
  subq %r11, %r15                   // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  addq %rbx, %r11
  rorxq $14, %r12, %rax
  rorxq $18, %r12, %rbx
  addq %rdx, %r11                   // d += Ch(e,f,g)
  xorq %rbx, %rax
  rorxq $41, %r12, %rbx
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r9, %rcx, %rbx             // rbx = b & ~(b ^ c) = b & c
  andq %r8, %rcx                    // %rcx = a & (b ^ c)
  addq %rax, %r11                   // d += Sigma1(e): d + T1, the next e
  addq %rbx, %r15
  movq %r8, %rdx
  xorq %r9, %rdx                    // %rdx = a ^ b: the next round's b ^ c
  addq %rcx, %r15                   // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  rorxq $28, %r8, %rax
  rorxq $34, %r8, %rbx
  xorq %rbx, %rax
  rorxq $39, %r8, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r11, %r15                   // h += d + T1
  addq %rax, %r15                   // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  // Round i+9: a..h = %r15 %r8 %r9 %r10 %r11 %r12 %r13 %r14; %rdx = b ^ c
  addq 584(%rsp), %r14              // h += W[i] + K[i]
  andnq %r13, %r11, %rbx            // rbx = ~e & g
  addq %r14, %r10                   // d += h + W[i] + K[i]
  movq %r11, %rcx
  andq %r12, %rcx                   // %rcx = e & f (disjoint from rbx: Ch = rbx + %rcx)
  subq %r10, %r14                   // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  addq %rbx, %r10
  rorxq $14, %r11, %rax
  rorxq $18, %r11, %rbx
  addq %rcx, %r10                   // d += Ch(e,f,g)
  xorq %rbx, %rax
  rorxq $41, %r11, %rbx
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r8, %rdx, %rbx             // rbx = b & ~(b ^ c) = b & c
  andq %r15, %rdx                   // %rdx = a & (b ^ c)
  addq %rax, %r10                   // d += Sigma1(e): d + T1, the next e
  addq %rbx, %r14
  movq %r15, %rcx
  xorq %r8, %rcx                    // %rcx = a ^ b: the next round's b ^ c
  addq %rdx, %r14                   // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  rorxq $28, %r15, %rax
  rorxq $34, %r15, %rbx
  xorq %rbx, %rax
  rorxq $39, %r15, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r10, %r14                   // h += d + T1
  addq %rax, %r14                   // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  // Round i+10: a..h = %r14 %r15 %r8 %r9 %r10 %r11 %r12 %r13; %rcx = b ^ c
  addq 592(%rsp), %r13              // h += W[i] + K[i]
  andnq %r12, %r10, %rbx            // rbx = ~e & g
  addq %r13, %r9                    // d += h + W[i] + K[i]
  movq %r10, %rdx
  andq %r11, %rdx                   // %rdx = e & f (disjoint from rbx: Ch = rbx + %rdx)
  subq %r9, %r13                    // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  addq %rbx, %r9
  rorxq $14, %r10, %rax
  rorxq $18, %r10, %rbx
  addq %rdx, %r9                    // d += Ch(e,f,g)
  xorq %rbx, %rax
  rorxq $41, %r10, %rbx
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r15, %rcx, %rbx            // rbx = b & ~(b ^ c) = b & c
  andq %r14, %rcx                   // %rcx = a & (b ^ c)
  addq %rax, %r9                    // d += Sigma1(e): d + T1, the next e
  addq %rbx, %r13
  movq %r14, %rdx
  xorq %r15, %rdx                   // %rdx = a ^ b: the next round's b ^ c
  addq %rcx, %r13                   // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  rorxq $28, %r14, %rax
  rorxq $34, %r14, %rbx
  xorq %rbx, %rax
  rorxq $39, %r14, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r9, %r13                    // h += d + T1
  addq %rax, %r13                   // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  // Round i+11: a..h = %r13 %r14 %r15 %r8 %r9 %r10 %r11 %r12; %rdx = b ^ c
  addq 600(%rsp), %r12              // h += W[i] + K[i]
  andnq %r11, %r9, %rbx             // rbx = ~e & g
  addq %r12, %r8                    // d += h + W[i] + K[i]
  movq %r9, %rcx
  andq %r10, %rcx                   // %rcx = e & f (disjoint from rbx: Ch = rbx + %rcx)
  subq %r8, %r12                    // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  addq %rbx, %r8
  rorxq $14, %r9, %rax
  rorxq $18, %r9, %rbx
  addq %rcx, %r8                    // d += Ch(e,f,g)
  xorq %rbx, %rax
  rorxq $41, %r9, %rbx
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r14, %rdx, %rbx            // rbx = b & ~(b ^ c) = b & c
  andq %r13, %rdx                   // %rdx = a & (b ^ c)
  addq %rax, %r8                    // d += Sigma1(e): d + T1, the next e
  addq %rbx, %r12
  movq %r13, %rcx
  xorq %r14, %rcx                   // %rcx = a ^ b: the next round's b ^ c
  addq %rdx, %r12                   // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  rorxq $28, %r13, %rax
  rorxq $34, %r13, %rbx
  xorq %rbx, %rax
  rorxq $39, %r13, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r8, %r12                    // h += d + T1
  addq %rax, %r12                   // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  // Round i+12: a..h = %r12 %r13 %r14 %r15 %r8 %r9 %r10 %r11; %rcx = b ^ c
  addq 608(%rsp), %r11              // h += W[i] + K[i]
  andnq %r10, %r8, %rbx             // rbx = ~e & g
  addq %r11, %r15                   // d += h + W[i] + K[i]
  movq %r8, %rdx
  andq %r9, %rdx                    // %rdx = e & f (disjoint from rbx: Ch = rbx + %rdx)
  subq %r15, %r11                   // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  addq %rbx, %r15
  rorxq $14, %r8, %rax
  rorxq $18, %r8, %rbx
  addq %rdx, %r15                   // d += Ch(e,f,g)
  xorq %rbx, %rax
  rorxq $41, %r8, %rbx
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r13, %rcx, %rbx            // rbx = b & ~(b ^ c) = b & c
  andq %r12, %rcx                   // %rcx = a & (b ^ c)
  addq %rax, %r15                   // d += Sigma1(e): d + T1, the next e
  addq %rbx, %r11
  movq %r12, %rdx
  xorq %r13, %rdx                   // %rdx = a ^ b: the next round's b ^ c
  addq %rcx, %r11                   // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  rorxq $28, %r12, %rax
  rorxq $34, %r12, %rbx
  xorq %rbx, %rax
  rorxq $39, %r12, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r15, %r11                   // h += d + T1
  addq %rax, %r11                   // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  // Round i+13: a..h = %r11 %r12 %r13 %r14 %r15 %r8 %r9 %r10; %rdx = b ^ c
  addq 616(%rsp), %r10              // h += W[i] + K[i]
  andnq %r9, %r15, %rbx             // rbx = ~e & g
  addq %r10, %r14                   // d += h + W[i] + K[i]
  movq %r15, %rcx
  andq %r8, %rcx                    // %rcx = e & f (disjoint from rbx: Ch = rbx + %rcx)
  subq %r14, %r10                   // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  addq %rbx, %r14
  rorxq $14, %r15, %rax
  rorxq $18, %r15, %rbx
  addq %rcx, %r14                   // d += Ch(e,f,g)
  xorq %rbx, %rax
  rorxq $41, %r15, %rbx
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r12, %rdx, %rbx            // rbx = b & ~(b ^ c) = b & c
  andq %r11, %rdx                   // %rdx = a & (b ^ c)
  addq %rax, %r14                   // d += Sigma1(e): d + T1, the next e
  addq %rbx, %r10
  movq %r11, %rcx
  xorq %r12, %rcx                   // %rcx = a ^ b: the next round's b ^ c
  addq %rdx, %r10                   // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  rorxq $28, %r11, %rax
  rorxq $34, %r11, %rbx
  xorq %rbx, %rax
  rorxq $39, %r11, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r14, %r10                   // h += d + T1
  addq %rax, %r10                   // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  // Round i+14: a..h = %r10 %r11 %r12 %r13 %r14 %r15 %r8 %r9; %rcx = b ^ c
  addq 624(%rsp), %r9               // h += W[i] + K[i]
  andnq %r8, %r14, %rbx             // rbx = ~e & g
  addq %r9, %r13                    // d += h + W[i] + K[i]
  movq %r14, %rdx
  andq %r15, %rdx                   // %rdx = e & f (disjoint from rbx: Ch = rbx + %rdx)
  subq %r13, %r9                    // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  addq %rbx, %r13
  rorxq $14, %r14, %rax
  rorxq $18, %r14, %rbx
  addq %rdx, %r13                   // d += Ch(e,f,g)
  xorq %rbx, %rax
  rorxq $41, %r14, %rbx
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r11, %rcx, %rbx            // rbx = b & ~(b ^ c) = b & c
  andq %r10, %rcx                   // %rcx = a & (b ^ c)
  addq %rax, %r13                   // d += Sigma1(e): d + T1, the next e
  addq %rbx, %r9
  movq %r10, %rdx
  xorq %r11, %rdx                   // %rdx = a ^ b: the next round's b ^ c
  addq %rcx, %r9                    // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  rorxq $28, %r10, %rax
  rorxq $34, %r10, %rbx
  xorq %rbx, %rax
  rorxq $39, %r10, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r13, %r9                    // h += d + T1
  addq %rax, %r9                    // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  // Round i+15: a..h = %r9 %r10 %r11 %r12 %r13 %r14 %r15 %r8; %rdx = b ^ c
  addq 632(%rsp), %r8               // h += W[i] + K[i]
  andnq %r15, %r13, %rbx            // rbx = ~e & g
  addq %r8, %r12                    // d += h + W[i] + K[i]
  movq %r13, %rcx
  andq %r14, %rcx                   // %rcx = e & f (disjoint from rbx: Ch = rbx + %rcx)
  subq %r12, %r8                    // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  addq %rbx, %r12
  rorxq $14, %r13, %rax
  rorxq $18, %r13, %rbx
  addq %rcx, %r12                   // d += Ch(e,f,g)
  xorq %rbx, %rax
  rorxq $41, %r13, %rbx
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r10, %rdx, %rbx            // rbx = b & ~(b ^ c) = b & c
  andq %r9, %rdx                    // %rdx = a & (b ^ c)
  addq %rax, %r12                   // d += Sigma1(e): d + T1, the next e
  addq %rbx, %r8
  movq %r9, %rcx
  xorq %r10, %rcx                   // %rcx = a ^ b: the next round's b ^ c
  addq %rdx, %r8                    // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  rorxq $28, %r9, %rax
  rorxq $34, %r9, %rbx
  xorq %rbx, %rax
  rorxq $39, %r9, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r12, %r8                    // h += d + T1
  addq %rax, %r8                    // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  // state += a..h, and a..h continue as the chaining value.
  movq 1288(%rsp), %rdi
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

  // ---- Block B, rounds 0..79 from WK_B (scheduled with A): rbp = 640 + 8i,
  // 8 rounds per iteration ----
  movq $640, %rbp
  movq %r9, %rcx
  xorq %r10, %rcx                   // rcx = b ^ c for the first round
.Lrounds_b:
  // Round i+0: a..h = %r8 %r9 %r10 %r11 %r12 %r13 %r14 %r15; %rcx = b ^ c
  addq 0(%rsp,%rbp), %r15           // h += W[i] + K[i]
  andnq %r14, %r12, %rbx            // rbx = ~e & g
  addq %r15, %r11                   // d += h + W[i] + K[i]
  movq %r12, %rdx
  andq %r13, %rdx                   // %rdx = e & f (disjoint from rbx: Ch = rbx + %rdx)
  subq %r11, %r15                   // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  addq %rbx, %r11
  rorxq $14, %r12, %rax
  rorxq $18, %r12, %rbx
  addq %rdx, %r11                   // d += Ch(e,f,g)
  xorq %rbx, %rax
  rorxq $41, %r12, %rbx
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r9, %rcx, %rbx             // rbx = b & ~(b ^ c) = b & c
  andq %r8, %rcx                    // %rcx = a & (b ^ c)
  addq %rax, %r11                   // d += Sigma1(e): d + T1, the next e
  addq %rbx, %r15
  movq %r8, %rdx
  xorq %r9, %rdx                    // %rdx = a ^ b: the next round's b ^ c
  addq %rcx, %r15                   // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  rorxq $28, %r8, %rax
  rorxq $34, %r8, %rbx
  xorq %rbx, %rax
  rorxq $39, %r8, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r11, %r15                   // h += d + T1
  addq %rax, %r15                   // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  // Round i+1: a..h = %r15 %r8 %r9 %r10 %r11 %r12 %r13 %r14; %rdx = b ^ c
  addq 8(%rsp,%rbp), %r14           // h += W[i] + K[i]
  andnq %r13, %r11, %rbx            // rbx = ~e & g
  addq %r14, %r10                   // d += h + W[i] + K[i]
  movq %r11, %rcx
  andq %r12, %rcx                   // %rcx = e & f (disjoint from rbx: Ch = rbx + %rcx)
  subq %r10, %r14                   // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  addq %rbx, %r10
  rorxq $14, %r11, %rax
  rorxq $18, %r11, %rbx
  addq %rcx, %r10                   // d += Ch(e,f,g)
  xorq %rbx, %rax
  rorxq $41, %r11, %rbx
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r8, %rdx, %rbx             // rbx = b & ~(b ^ c) = b & c
  andq %r15, %rdx                   // %rdx = a & (b ^ c)
  addq %rax, %r10                   // d += Sigma1(e): d + T1, the next e
  addq %rbx, %r14
  movq %r15, %rcx
  xorq %r8, %rcx                    // %rcx = a ^ b: the next round's b ^ c
  addq %rdx, %r14                   // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  rorxq $28, %r15, %rax
  rorxq $34, %r15, %rbx
  xorq %rbx, %rax
  rorxq $39, %r15, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r10, %r14                   // h += d + T1
  addq %rax, %r14                   // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  // Round i+2: a..h = %r14 %r15 %r8 %r9 %r10 %r11 %r12 %r13; %rcx = b ^ c
  addq 16(%rsp,%rbp), %r13          // h += W[i] + K[i]
  andnq %r12, %r10, %rbx            // rbx = ~e & g
  addq %r13, %r9                    // d += h + W[i] + K[i]
  movq %r10, %rdx
  andq %r11, %rdx                   // %rdx = e & f (disjoint from rbx: Ch = rbx + %rdx)
  subq %r9, %r13                    // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  addq %rbx, %r9
  rorxq $14, %r10, %rax
  rorxq $18, %r10, %rbx
  addq %rdx, %r9                    // d += Ch(e,f,g)
  xorq %rbx, %rax
  rorxq $41, %r10, %rbx
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r15, %rcx, %rbx            // rbx = b & ~(b ^ c) = b & c
  andq %r14, %rcx                   // %rcx = a & (b ^ c)
  addq %rax, %r9                    // d += Sigma1(e): d + T1, the next e
  addq %rbx, %r13
  movq %r14, %rdx
  xorq %r15, %rdx                   // %rdx = a ^ b: the next round's b ^ c
  addq %rcx, %r13                   // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  rorxq $28, %r14, %rax
  rorxq $34, %r14, %rbx
  xorq %rbx, %rax
  rorxq $39, %r14, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r9, %r13                    // h += d + T1
  addq %rax, %r13                   // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  // Round i+3: a..h = %r13 %r14 %r15 %r8 %r9 %r10 %r11 %r12; %rdx = b ^ c
  addq 24(%rsp,%rbp), %r12          // h += W[i] + K[i]
  andnq %r11, %r9, %rbx             // rbx = ~e & g
  addq %r12, %r8                    // d += h + W[i] + K[i]
  movq %r9, %rcx
  andq %r10, %rcx                   // %rcx = e & f (disjoint from rbx: Ch = rbx + %rcx)
  subq %r8, %r12                    // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  addq %rbx, %r8
  rorxq $14, %r9, %rax
  rorxq $18, %r9, %rbx
  addq %rcx, %r8                    // d += Ch(e,f,g)
  xorq %rbx, %rax
  rorxq $41, %r9, %rbx
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r14, %rdx, %rbx            // rbx = b & ~(b ^ c) = b & c
  andq %r13, %rdx                   // %rdx = a & (b ^ c)
  addq %rax, %r8                    // d += Sigma1(e): d + T1, the next e
  addq %rbx, %r12
  movq %r13, %rcx
  xorq %r14, %rcx                   // %rcx = a ^ b: the next round's b ^ c
  addq %rdx, %r12                   // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  rorxq $28, %r13, %rax
  rorxq $34, %r13, %rbx
  xorq %rbx, %rax
  rorxq $39, %r13, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r8, %r12                    // h += d + T1
  addq %rax, %r12                   // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  // Round i+4: a..h = %r12 %r13 %r14 %r15 %r8 %r9 %r10 %r11; %rcx = b ^ c
  addq 32(%rsp,%rbp), %r11          // h += W[i] + K[i]
  andnq %r10, %r8, %rbx             // rbx = ~e & g
  addq %r11, %r15                   // d += h + W[i] + K[i]
  movq %r8, %rdx
  andq %r9, %rdx                    // %rdx = e & f (disjoint from rbx: Ch = rbx + %rdx)
  subq %r15, %r11                   // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  addq %rbx, %r15
  rorxq $14, %r8, %rax
  rorxq $18, %r8, %rbx
  addq %rdx, %r15                   // d += Ch(e,f,g)
  xorq %rbx, %rax
  rorxq $41, %r8, %rbx
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r13, %rcx, %rbx            // rbx = b & ~(b ^ c) = b & c
  andq %r12, %rcx                   // %rcx = a & (b ^ c)
  addq %rax, %r15                   // d += Sigma1(e): d + T1, the next e
  addq %rbx, %r11
  movq %r12, %rdx
  xorq %r13, %rdx                   // %rdx = a ^ b: the next round's b ^ c
  addq %rcx, %r11                   // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  rorxq $28, %r12, %rax
  rorxq $34, %r12, %rbx
  xorq %rbx, %rax
  rorxq $39, %r12, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r15, %r11                   // h += d + T1
  addq %rax, %r11                   // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  // Round i+5: a..h = %r11 %r12 %r13 %r14 %r15 %r8 %r9 %r10; %rdx = b ^ c
  addq 40(%rsp,%rbp), %r10          // h += W[i] + K[i]
  andnq %r9, %r15, %rbx             // rbx = ~e & g
  addq %r10, %r14                   // d += h + W[i] + K[i]
  movq %r15, %rcx
  andq %r8, %rcx                    // %rcx = e & f (disjoint from rbx: Ch = rbx + %rcx)
  subq %r14, %r10                   // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  addq %rbx, %r14
  rorxq $14, %r15, %rax
  rorxq $18, %r15, %rbx
  addq %rcx, %r14                   // d += Ch(e,f,g)
  xorq %rbx, %rax
  rorxq $41, %r15, %rbx
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r12, %rdx, %rbx            // rbx = b & ~(b ^ c) = b & c
  andq %r11, %rdx                   // %rdx = a & (b ^ c)
  addq %rax, %r14                   // d += Sigma1(e): d + T1, the next e
  addq %rbx, %r10
  movq %r11, %rcx
  xorq %r12, %rcx                   // %rcx = a ^ b: the next round's b ^ c
  addq %rdx, %r10                   // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  rorxq $28, %r11, %rax
  rorxq $34, %r11, %rbx
  xorq %rbx, %rax
  rorxq $39, %r11, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r14, %r10                   // h += d + T1
  addq %rax, %r10                   // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  // Round i+6: a..h = %r10 %r11 %r12 %r13 %r14 %r15 %r8 %r9; %rcx = b ^ c
  addq 48(%rsp,%rbp), %r9           // h += W[i] + K[i]
  andnq %r8, %r14, %rbx             // rbx = ~e & g
  addq %r9, %r13                    // d += h + W[i] + K[i]
  movq %r14, %rdx
  andq %r15, %rdx                   // %rdx = e & f (disjoint from rbx: Ch = rbx + %rdx)
  subq %r13, %r9                    // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  addq %rbx, %r13
  rorxq $14, %r14, %rax
  rorxq $18, %r14, %rbx
  addq %rdx, %r13                   // d += Ch(e,f,g)
  xorq %rbx, %rax
  rorxq $41, %r14, %rbx
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r11, %rcx, %rbx            // rbx = b & ~(b ^ c) = b & c
  andq %r10, %rcx                   // %rcx = a & (b ^ c)
  addq %rax, %r13                   // d += Sigma1(e): d + T1, the next e
  addq %rbx, %r9
  movq %r10, %rdx
  xorq %r11, %rdx                   // %rdx = a ^ b: the next round's b ^ c
  addq %rcx, %r9                    // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  rorxq $28, %r10, %rax
  rorxq $34, %r10, %rbx
  xorq %rbx, %rax
  rorxq $39, %r10, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r13, %r9                    // h += d + T1
  addq %rax, %r9                    // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  // Round i+7: a..h = %r9 %r10 %r11 %r12 %r13 %r14 %r15 %r8; %rdx = b ^ c
  addq 56(%rsp,%rbp), %r8           // h += W[i] + K[i]
  andnq %r15, %r13, %rbx            // rbx = ~e & g
  addq %r8, %r12                    // d += h + W[i] + K[i]
  movq %r13, %rcx
  andq %r14, %rcx                   // %rcx = e & f (disjoint from rbx: Ch = rbx + %rcx)
  subq %r12, %r8                    // h = -d, d as the round found it: (h + WK) - (d + h + WK)
  addq %rbx, %r12
  rorxq $14, %r13, %rax
  rorxq $18, %r13, %rbx
  addq %rcx, %r12                   // d += Ch(e,f,g)
  xorq %rbx, %rax
  rorxq $41, %r13, %rbx
  xorq %rbx, %rax                   // rax = Sigma1(e)
  andnq %r10, %rdx, %rbx            // rbx = b & ~(b ^ c) = b & c
  andq %r9, %rdx                    // %rdx = a & (b ^ c)
  addq %rax, %r12                   // d += Sigma1(e): d + T1, the next e
  addq %rbx, %r8
  movq %r9, %rcx
  xorq %r10, %rcx                   // %rcx = a ^ b: the next round's b ^ c
  addq %rdx, %r8                    // h = Maj(a,b,c) - d (the two AND terms are disjoint)
  rorxq $28, %r9, %rax
  rorxq $34, %r9, %rbx
  xorq %rbx, %rax
  rorxq $39, %r9, %rbx
  xorq %rbx, %rax                   // rax = Sigma0(a)
  addq %r12, %r8                    // h += d + T1
  addq %rax, %r8                    // h = T1 + Sigma0(a) + Maj(a,b,c): the next a

  addq $64, %rbp
  cmpq $1280, %rbp                  // CAUTION: the JNE reads ZF from this CMP
  jne .Lrounds_b

  // state += a..h, and a..h continue as the chaining value.
  movq 1288(%rsp), %rdi
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
  addq $256, %rsi
  subq $2, 1280(%rsp)
  cmpq $2, 1280(%rsp)
  jae .Lpair                        // CAUTION: the JAE reads CF from this CMP

  // WK_B is wiped here; WK_A below, after the one-block path if a block is left.
  vpxor %xmm9, %xmm9, %xmm9
  movq $-640, %rbp
.Lwipe_b:
  vmovdqu %ymm9, 1280(%rsp,%rbp)
  addq $32, %rbp
  jnz .Lwipe_b
  cmpq $0, 1280(%rsp)
  je .Lwipe                         // CAUTION: the JE reads ZF from this CMP

  // ---- One block (nblocks odd: the last one): the 4-lane schedule of this
  // block alone, interleaved with its rounds; WK[80] at 0(%rsp), rbp runs
  // -640..0 with WK[i] at 640 + 8i(%rsp,%rbp). ----
.Lone:
  vmovdqu .Lbswap64(%rip), %ymm15
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
  movq 1288(%rsp), %rdi
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

  // Wipe: WK (the first 640 bytes) on the stack and every vector register (message words).
.Lwipe:
  vzeroall
  movq $-640, %rbp
.Lwipe_a:
  vmovdqu %ymm0, 640(%rsp,%rbp)
  addq $32, %rbp
  jnz .Lwipe_a

  addq $1304, %rsp
  .cfi_adjust_cfa_offset -1304
  LIMB_POP_CALLEE
.Lret:
  ret
LIMB_END(limb_sha512_compress_avx2)

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
