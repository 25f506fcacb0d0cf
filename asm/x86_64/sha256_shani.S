// limb_sha256_compress_shani: x86-64 with SHA-NI (SHA256RNDS2/MSG1/MSG2) and SSSE3 (PSHUFB).
// Twin: sha256Compress_g (symmetric/sha256/sha256_generic.cc); tests require identical state.
// Prototype (C linkage, declared in symmetric/sha256/sha256_asm.h):
//   void limb_sha256_compress_shani(uint32_t state[8], const uint8_t* blocks, size_t nblocks);
// Contract: see symmetric/sha256/sha256.h (state += Rounds(state, M) for each
// 64-byte block M; nblocks may be 0; no alignment needed).
// Selected by sha256_dispatch.cc ("x86_64_shani") when cpu.sha && cpu.ssse3.
// ABI: SysV AMD64. In: rdi=state  rsi=blocks  rdx=nblocks.  Out: none.
// Register map: xmm1=ABEF  xmm2=CDGH (the layout SHA256RNDS2 wants: A in the
//   top dword), xmm0=W+K for the next 4 rounds (SHA256RNDS2's implicit operand),
//   xmm3..xmm6=message schedule W[t..t+15] as 4 rotating quads, xmm7=byte-swap
//   mask, xmm8/xmm9=ABEF/CDGH at block start, xmm10=scratch, rcx=&K[0],
//   r8=&K[t] in the schedule loop, eax=loop counter.
// Clobbers: rax rcx rdx rsi r8 xmm0-xmm10, flags. Callee-saved registers untouched. No stack use.
// Strategy: per block, 16 quads of 4 rounds; quads 0-3 use the loaded message,
// quads 4-15 extend the schedule with MSG1/PALIGNR/PADDD/MSG2 in a loop of 3
// iterations of 4 quads (one per rotating register). Message registers are
// cleared before returning (they held message bytes, possibly an HMAC key).
// Time depends on nblocks only.
// Bound: the serial SHA256RNDS2 chain, 32 per block (each needs the previous one's new
//   ABEF), plus the feed-forward PADDD. The kernel runs within a few percent of that
//   bare chain: MSG1/MSG2 issue on the SHA unit beside it, so the schedule's placement
//   does not matter, and AVX-512 rotates for it would compete for the same unit.
//   OpenSSL's and libgcrypt's SHA-NI code is bound by the same chain, so long messages
//   tie with them; limb's gains are in the call path.
// Measured: sha_bench limb/SHA256/16384 and limb/SHA256/64 against openssl/ and the
//   other peers (tools/speed.sh --filter '^SHA256/'; --cpu generic for the twin);
//   figures in benchmarks/RESULTS.md, "sha256_shani.S".
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
.Lbswap32:  // PSHUFB mask: reverse the bytes of each dword (big-endian load)
  .byte 3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12

// limb_sha256_compress_shani_avx: the same kernel for CPUs that also have AVX
// (selected as "x86_64_shani" when cpu.avx2): VZEROUPPER first, then the
// body below. SHA256RNDS2/MSG1/MSG2 exist only in the legacy SSE encoding,
// and when a caller left the upper halves of ymm0-15 dirty (AVX/AVX-512 code
// without VZEROUPPER anywhere earlier in the thread), every legacy SSE
// instruction on AMD Zen 4 class CPUs merges into the upper half, and a
// 64-byte Update+Final runs markedly slower (figures in benchmarks/RESULTS.md,
// "sha256_shani.S"). The upper halves are caller-saved in the SysV ABI, so
// clearing them is free to do; this kernel writes only xmm registers, so it
// leaves the state clean.
LIMB_ENTRY(limb_sha256_compress_shani_avx)
  vzeroupper
  jmp .Lshani_body
LIMB_END(limb_sha256_compress_shani_avx)

// limb_sha256_compress_shani: SHA-NI CPUs without AVX (no VZEROUPPER there).
LIMB_ENTRY(limb_sha256_compress_shani)
.Lshani_body:
  testq %rdx, %rdx
  jz .Lret                      // nblocks == 0: state untouched

  // Native order -> SHA-NI order. state = {a,b,c,d}{e,f,g,h} (dword 0 first).
  movdqu (%rdi), %xmm1          // xmm1 = {a, b, c, d}
  movdqu 16(%rdi), %xmm2        // xmm2 = {e, f, g, h}
  movaps %xmm2, %xmm10
  shufps $0x11, %xmm1, %xmm10   // xmm10 = {f, e, b, a}  (ABEF: A in dword 3)
  shufps $0xbb, %xmm1, %xmm2    // xmm2  = {h, g, d, c}  (CDGH)
  movaps %xmm10, %xmm1          // xmm1 = ABEF
  movdqa .Lbswap32(%rip), %xmm7
  leaq .Lk256(%rip), %rcx

.Lblock:
  movdqa %xmm1, %xmm8           // keep the chaining value for the final add
  movdqa %xmm2, %xmm9

  // Quad 0: W[0..3] = bswap(M[0..15]); 4 rounds.
  movdqu 0(%rsi), %xmm3
  pshufb %xmm7, %xmm3
  movdqa %xmm3, %xmm0
  paddd 0(%rcx), %xmm0          // xmm0 = W + K for rounds 0..3
  sha256rnds2 %xmm0, %xmm1, %xmm2   // rounds 0,1: xmm2 = new ABEF, xmm1 = new CDGH
  pshufd $0x0e, %xmm0, %xmm0        // W+K of rounds 2,3 into the low half
  sha256rnds2 %xmm0, %xmm2, %xmm1   // rounds 2,3: xmm1 = ABEF, xmm2 = CDGH again

  // Quad 1: W[4..7].
  movdqu 16(%rsi), %xmm4
  pshufb %xmm7, %xmm4
  movdqa %xmm4, %xmm0
  paddd 16(%rcx), %xmm0
  sha256rnds2 %xmm0, %xmm1, %xmm2
  pshufd $0x0e, %xmm0, %xmm0
  sha256rnds2 %xmm0, %xmm2, %xmm1

  // Quad 2: W[8..11].
  movdqu 32(%rsi), %xmm5
  pshufb %xmm7, %xmm5
  movdqa %xmm5, %xmm0
  paddd 32(%rcx), %xmm0
  sha256rnds2 %xmm0, %xmm1, %xmm2
  pshufd $0x0e, %xmm0, %xmm0
  sha256rnds2 %xmm0, %xmm2, %xmm1

  // Quad 3: W[12..15].
  movdqu 48(%rsi), %xmm6
  pshufb %xmm7, %xmm6
  movdqa %xmm6, %xmm0
  paddd 48(%rcx), %xmm0
  sha256rnds2 %xmm0, %xmm1, %xmm2
  pshufd $0x0e, %xmm0, %xmm0
  sha256rnds2 %xmm0, %xmm2, %xmm1

  // Quads 4..15. On loop entry xmm3..xmm6 = W[t-16..t-1] (xmm3 oldest).
  // Each quad: Wnew[0..3] = MSG2(MSG1(W[t-16..t-13], W[t-12..t-9])
  //                              + W[t-7..t-4], W[t-4..t-1]),
  // where W[t-7..t-4] = PALIGNR(W[t-4..t-1] : W[t-8..t-5], 4 bytes).
  leaq 64(%rcx), %r8
  movl $3, %eax
.Lschedule:
  // Quad into xmm3 (oldest xmm3, then xmm4, xmm5, newest xmm6).
  sha256msg1 %xmm4, %xmm3       // xmm3 = W[t-16..] + sigma0(W[t-15..])
  movdqa %xmm6, %xmm10
  palignr $4, %xmm5, %xmm10     // xmm10 = W[t-7..t-4]
  paddd %xmm10, %xmm3
  sha256msg2 %xmm6, %xmm3       // xmm3 = W[t..t+3]
  movdqa %xmm3, %xmm0
  paddd 0(%r8), %xmm0
  sha256rnds2 %xmm0, %xmm1, %xmm2
  pshufd $0x0e, %xmm0, %xmm0
  sha256rnds2 %xmm0, %xmm2, %xmm1

  // Quad into xmm4 (oldest xmm4, xmm5, xmm6, newest xmm3).
  sha256msg1 %xmm5, %xmm4
  movdqa %xmm3, %xmm10
  palignr $4, %xmm6, %xmm10
  paddd %xmm10, %xmm4
  sha256msg2 %xmm3, %xmm4
  movdqa %xmm4, %xmm0
  paddd 16(%r8), %xmm0
  sha256rnds2 %xmm0, %xmm1, %xmm2
  pshufd $0x0e, %xmm0, %xmm0
  sha256rnds2 %xmm0, %xmm2, %xmm1

  // Quad into xmm5 (oldest xmm5, xmm6, xmm3, newest xmm4).
  sha256msg1 %xmm6, %xmm5
  movdqa %xmm4, %xmm10
  palignr $4, %xmm3, %xmm10
  paddd %xmm10, %xmm5
  sha256msg2 %xmm4, %xmm5
  movdqa %xmm5, %xmm0
  paddd 32(%r8), %xmm0
  sha256rnds2 %xmm0, %xmm1, %xmm2
  pshufd $0x0e, %xmm0, %xmm0
  sha256rnds2 %xmm0, %xmm2, %xmm1

  // Quad into xmm6 (oldest xmm6, xmm3, xmm4, newest xmm5).
  sha256msg1 %xmm3, %xmm6
  movdqa %xmm5, %xmm10
  palignr $4, %xmm4, %xmm10
  paddd %xmm10, %xmm6
  sha256msg2 %xmm5, %xmm6
  movdqa %xmm6, %xmm0
  paddd 48(%r8), %xmm0
  sha256rnds2 %xmm0, %xmm1, %xmm2
  pshufd $0x0e, %xmm0, %xmm0
  sha256rnds2 %xmm0, %xmm2, %xmm1

  addq $64, %r8
  decl %eax
  jnz .Lschedule

  // state += rounds(state, M), still in ABEF/CDGH order (lane-wise add).
  paddd %xmm8, %xmm1
  paddd %xmm9, %xmm2
  addq $64, %rsi
  decq %rdx
  jnz .Lblock

  // SHA-NI order -> native order.
  movaps %xmm1, %xmm10
  shufps $0xbb, %xmm2, %xmm10   // xmm10 = {a, b, c, d}
  shufps $0x11, %xmm2, %xmm1    // xmm1  = {e, f, g, h}
  movdqu %xmm10, (%rdi)
  movdqu %xmm1, 16(%rdi)

  // Clear registers that held message words.
  pxor %xmm0, %xmm0
  pxor %xmm3, %xmm3
  pxor %xmm4, %xmm4
  pxor %xmm5, %xmm5
  pxor %xmm6, %xmm6
  pxor %xmm10, %xmm10
.Lret:
  ret
LIMB_END(limb_sha256_compress_shani)

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
