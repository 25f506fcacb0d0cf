// limb_sha512_compress_armv8: aarch64 with the ARMv8.2 SHA-512 instructions
// (SHA512H, SHA512H2, SHA512SU0, SHA512SU1; HWCAP_SHA512).
// Twin: sha512Compress_g (symmetric/sha512/sha512_generic.cc); tests require identical state.
// Prototype (C linkage, declared in symmetric/sha512/sha512_asm.h):
//   void limb_sha512_compress_armv8(uint64_t state[8], const uint8_t* blocks, size_t nblocks);
// Contract: see symmetric/sha512/sha512_internal.h (state += Rounds(state, M)
// for each 128-byte block M; nblocks may be 0; no alignment needed).
// Selected by sha512_dispatch.cc ("aarch64_sha512") when cpu.aarch64_sha512.
// ABI: AAPCS64. In: x0=state  x1=blocks  x2=nblocks.  Out: none.
// Register map: the state as four pairs, lane 0 first: ab=[a,b] cd=[c,d]
//   ef=[e,f] gh=[g,h], held in v0-v4 (five registers: each round pair
//   writes its results into the register the old gh and the free one held,
//   so the roles rotate; the comment before each pair names them; after 40
//   pairs they are back in v0-v3). v16-v23 = the message schedule
//   W[t..t+15] as 8 rotating pairs, v24 = W+K for the current pair (then
//   swapped), v25 = [d,e], v26 = [f,g], v27 = [W[t+9],W[t+10]] for SU1,
//   v28-v31 = the state at block start, x3 = &K[0], x4 = &K[t].
// Clobbers: x1-x4, v0-v4, v16-v31. v5-v15, x19-x29 and NZCV untouched
//   (d8-d15 therefore preserved); no stack.
// Strategy: per block, 40 pairs of rounds, fully unrolled. SHA512H takes
//   [g+W+K(t+1), h+W+K(t)], [f,g] and [d,e] and returns the two T1 values;
//   cd plus them is the new ef; SHA512H2 takes those T1, [c,.] and ab and
//   returns the new ab. Pairs 0-31 also extend the schedule in place
//   (SU0 with the next pair, SU1 with W[t+14..15] and W[t+9..10]). The round
//   constants are public and read from .rodata with ADRP/ADD. Time depends
//   on nblocks only. Every vector register that held message words or state
//   is zeroed before returning (the message may be an HMAC key).
// CAUTION: the assembler needs .arch armv8.2-a+sha3 for these mnemonics;
//   the file must only be reached through the dispatch row (SIGILL on cores
//   without FEAT_SHA512: cortex-a53, neoverse-n1 under qemu).
// Measured: instruction counts only (no aarch64 hardware); see
//   benchmarks/RESULTS.md, "sha512_armv8.S".
#include "limb/asm/asm_common.h"

#if defined(__aarch64__) && !defined(LIMB_NO_ASM)
  .arch armv8.2-a+sha3

  .section .rodata
  .p2align 6
.Lk512:  // FIPS 180-4 section 4.2.3
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

LIMB_ENTRY(limb_sha512_compress_armv8)
  cbz x2, 2f
  adrp x3, .Lk512
  add x3, x3, :lo12:.Lk512
  ld1 {v0.2d, v1.2d, v2.2d, v3.2d}, [x0]
1:
  ld1 {v16.16b, v17.16b, v18.16b, v19.16b}, [x1], #64
  ld1 {v20.16b, v21.16b, v22.16b, v23.16b}, [x1], #64
  mov v28.16b, v0.16b
  mov v29.16b, v1.16b
  mov v30.16b, v2.16b
  mov v31.16b, v3.16b
  rev64 v16.16b, v16.16b
  rev64 v17.16b, v17.16b
  rev64 v18.16b, v18.16b
  rev64 v19.16b, v19.16b
  rev64 v20.16b, v20.16b
  rev64 v21.16b, v21.16b
  rev64 v22.16b, v22.16b
  rev64 v23.16b, v23.16b
  mov x4, x3
  // rounds 0, 1: ab=v0 cd=v1 ef=v2 gh=v3
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v16.2d
  sha512su0 v16.2d, v17.2d
  ext v27.16b, v20.16b, v21.16b, #8
  sha512su1 v16.2d, v23.2d, v27.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v1.16b, v2.16b, #8
  ext v26.16b, v2.16b, v3.16b, #8
  add v3.2d, v3.2d, v24.2d
  sha512h q3, q26, v25.2d
  add v4.2d, v1.2d, v3.2d
  sha512h2 q3, q1, v0.2d
  // rounds 2, 3: ab=v3 cd=v0 ef=v4 gh=v2
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v17.2d
  sha512su0 v17.2d, v18.2d
  ext v27.16b, v21.16b, v22.16b, #8
  sha512su1 v17.2d, v16.2d, v27.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v0.16b, v4.16b, #8
  ext v26.16b, v4.16b, v2.16b, #8
  add v2.2d, v2.2d, v24.2d
  sha512h q2, q26, v25.2d
  add v1.2d, v0.2d, v2.2d
  sha512h2 q2, q0, v3.2d
  // rounds 4, 5: ab=v2 cd=v3 ef=v1 gh=v4
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v18.2d
  sha512su0 v18.2d, v19.2d
  ext v27.16b, v22.16b, v23.16b, #8
  sha512su1 v18.2d, v17.2d, v27.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v3.16b, v1.16b, #8
  ext v26.16b, v1.16b, v4.16b, #8
  add v4.2d, v4.2d, v24.2d
  sha512h q4, q26, v25.2d
  add v0.2d, v3.2d, v4.2d
  sha512h2 q4, q3, v2.2d
  // rounds 6, 7: ab=v4 cd=v2 ef=v0 gh=v1
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v19.2d
  sha512su0 v19.2d, v20.2d
  ext v27.16b, v23.16b, v16.16b, #8
  sha512su1 v19.2d, v18.2d, v27.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v2.16b, v0.16b, #8
  ext v26.16b, v0.16b, v1.16b, #8
  add v1.2d, v1.2d, v24.2d
  sha512h q1, q26, v25.2d
  add v3.2d, v2.2d, v1.2d
  sha512h2 q1, q2, v4.2d
  // rounds 8, 9: ab=v1 cd=v4 ef=v3 gh=v0
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v20.2d
  sha512su0 v20.2d, v21.2d
  ext v27.16b, v16.16b, v17.16b, #8
  sha512su1 v20.2d, v19.2d, v27.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v4.16b, v3.16b, #8
  ext v26.16b, v3.16b, v0.16b, #8
  add v0.2d, v0.2d, v24.2d
  sha512h q0, q26, v25.2d
  add v2.2d, v4.2d, v0.2d
  sha512h2 q0, q4, v1.2d
  // rounds 10, 11: ab=v0 cd=v1 ef=v2 gh=v3
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v21.2d
  sha512su0 v21.2d, v22.2d
  ext v27.16b, v17.16b, v18.16b, #8
  sha512su1 v21.2d, v20.2d, v27.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v1.16b, v2.16b, #8
  ext v26.16b, v2.16b, v3.16b, #8
  add v3.2d, v3.2d, v24.2d
  sha512h q3, q26, v25.2d
  add v4.2d, v1.2d, v3.2d
  sha512h2 q3, q1, v0.2d
  // rounds 12, 13: ab=v3 cd=v0 ef=v4 gh=v2
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v22.2d
  sha512su0 v22.2d, v23.2d
  ext v27.16b, v18.16b, v19.16b, #8
  sha512su1 v22.2d, v21.2d, v27.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v0.16b, v4.16b, #8
  ext v26.16b, v4.16b, v2.16b, #8
  add v2.2d, v2.2d, v24.2d
  sha512h q2, q26, v25.2d
  add v1.2d, v0.2d, v2.2d
  sha512h2 q2, q0, v3.2d
  // rounds 14, 15: ab=v2 cd=v3 ef=v1 gh=v4
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v23.2d
  sha512su0 v23.2d, v16.2d
  ext v27.16b, v19.16b, v20.16b, #8
  sha512su1 v23.2d, v22.2d, v27.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v3.16b, v1.16b, #8
  ext v26.16b, v1.16b, v4.16b, #8
  add v4.2d, v4.2d, v24.2d
  sha512h q4, q26, v25.2d
  add v0.2d, v3.2d, v4.2d
  sha512h2 q4, q3, v2.2d
  // rounds 16, 17: ab=v4 cd=v2 ef=v0 gh=v1
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v16.2d
  sha512su0 v16.2d, v17.2d
  ext v27.16b, v20.16b, v21.16b, #8
  sha512su1 v16.2d, v23.2d, v27.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v2.16b, v0.16b, #8
  ext v26.16b, v0.16b, v1.16b, #8
  add v1.2d, v1.2d, v24.2d
  sha512h q1, q26, v25.2d
  add v3.2d, v2.2d, v1.2d
  sha512h2 q1, q2, v4.2d
  // rounds 18, 19: ab=v1 cd=v4 ef=v3 gh=v0
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v17.2d
  sha512su0 v17.2d, v18.2d
  ext v27.16b, v21.16b, v22.16b, #8
  sha512su1 v17.2d, v16.2d, v27.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v4.16b, v3.16b, #8
  ext v26.16b, v3.16b, v0.16b, #8
  add v0.2d, v0.2d, v24.2d
  sha512h q0, q26, v25.2d
  add v2.2d, v4.2d, v0.2d
  sha512h2 q0, q4, v1.2d
  // rounds 20, 21: ab=v0 cd=v1 ef=v2 gh=v3
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v18.2d
  sha512su0 v18.2d, v19.2d
  ext v27.16b, v22.16b, v23.16b, #8
  sha512su1 v18.2d, v17.2d, v27.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v1.16b, v2.16b, #8
  ext v26.16b, v2.16b, v3.16b, #8
  add v3.2d, v3.2d, v24.2d
  sha512h q3, q26, v25.2d
  add v4.2d, v1.2d, v3.2d
  sha512h2 q3, q1, v0.2d
  // rounds 22, 23: ab=v3 cd=v0 ef=v4 gh=v2
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v19.2d
  sha512su0 v19.2d, v20.2d
  ext v27.16b, v23.16b, v16.16b, #8
  sha512su1 v19.2d, v18.2d, v27.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v0.16b, v4.16b, #8
  ext v26.16b, v4.16b, v2.16b, #8
  add v2.2d, v2.2d, v24.2d
  sha512h q2, q26, v25.2d
  add v1.2d, v0.2d, v2.2d
  sha512h2 q2, q0, v3.2d
  // rounds 24, 25: ab=v2 cd=v3 ef=v1 gh=v4
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v20.2d
  sha512su0 v20.2d, v21.2d
  ext v27.16b, v16.16b, v17.16b, #8
  sha512su1 v20.2d, v19.2d, v27.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v3.16b, v1.16b, #8
  ext v26.16b, v1.16b, v4.16b, #8
  add v4.2d, v4.2d, v24.2d
  sha512h q4, q26, v25.2d
  add v0.2d, v3.2d, v4.2d
  sha512h2 q4, q3, v2.2d
  // rounds 26, 27: ab=v4 cd=v2 ef=v0 gh=v1
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v21.2d
  sha512su0 v21.2d, v22.2d
  ext v27.16b, v17.16b, v18.16b, #8
  sha512su1 v21.2d, v20.2d, v27.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v2.16b, v0.16b, #8
  ext v26.16b, v0.16b, v1.16b, #8
  add v1.2d, v1.2d, v24.2d
  sha512h q1, q26, v25.2d
  add v3.2d, v2.2d, v1.2d
  sha512h2 q1, q2, v4.2d
  // rounds 28, 29: ab=v1 cd=v4 ef=v3 gh=v0
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v22.2d
  sha512su0 v22.2d, v23.2d
  ext v27.16b, v18.16b, v19.16b, #8
  sha512su1 v22.2d, v21.2d, v27.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v4.16b, v3.16b, #8
  ext v26.16b, v3.16b, v0.16b, #8
  add v0.2d, v0.2d, v24.2d
  sha512h q0, q26, v25.2d
  add v2.2d, v4.2d, v0.2d
  sha512h2 q0, q4, v1.2d
  // rounds 30, 31: ab=v0 cd=v1 ef=v2 gh=v3
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v23.2d
  sha512su0 v23.2d, v16.2d
  ext v27.16b, v19.16b, v20.16b, #8
  sha512su1 v23.2d, v22.2d, v27.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v1.16b, v2.16b, #8
  ext v26.16b, v2.16b, v3.16b, #8
  add v3.2d, v3.2d, v24.2d
  sha512h q3, q26, v25.2d
  add v4.2d, v1.2d, v3.2d
  sha512h2 q3, q1, v0.2d
  // rounds 32, 33: ab=v3 cd=v0 ef=v4 gh=v2
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v16.2d
  sha512su0 v16.2d, v17.2d
  ext v27.16b, v20.16b, v21.16b, #8
  sha512su1 v16.2d, v23.2d, v27.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v0.16b, v4.16b, #8
  ext v26.16b, v4.16b, v2.16b, #8
  add v2.2d, v2.2d, v24.2d
  sha512h q2, q26, v25.2d
  add v1.2d, v0.2d, v2.2d
  sha512h2 q2, q0, v3.2d
  // rounds 34, 35: ab=v2 cd=v3 ef=v1 gh=v4
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v17.2d
  sha512su0 v17.2d, v18.2d
  ext v27.16b, v21.16b, v22.16b, #8
  sha512su1 v17.2d, v16.2d, v27.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v3.16b, v1.16b, #8
  ext v26.16b, v1.16b, v4.16b, #8
  add v4.2d, v4.2d, v24.2d
  sha512h q4, q26, v25.2d
  add v0.2d, v3.2d, v4.2d
  sha512h2 q4, q3, v2.2d
  // rounds 36, 37: ab=v4 cd=v2 ef=v0 gh=v1
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v18.2d
  sha512su0 v18.2d, v19.2d
  ext v27.16b, v22.16b, v23.16b, #8
  sha512su1 v18.2d, v17.2d, v27.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v2.16b, v0.16b, #8
  ext v26.16b, v0.16b, v1.16b, #8
  add v1.2d, v1.2d, v24.2d
  sha512h q1, q26, v25.2d
  add v3.2d, v2.2d, v1.2d
  sha512h2 q1, q2, v4.2d
  // rounds 38, 39: ab=v1 cd=v4 ef=v3 gh=v0
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v19.2d
  sha512su0 v19.2d, v20.2d
  ext v27.16b, v23.16b, v16.16b, #8
  sha512su1 v19.2d, v18.2d, v27.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v4.16b, v3.16b, #8
  ext v26.16b, v3.16b, v0.16b, #8
  add v0.2d, v0.2d, v24.2d
  sha512h q0, q26, v25.2d
  add v2.2d, v4.2d, v0.2d
  sha512h2 q0, q4, v1.2d
  // rounds 40, 41: ab=v0 cd=v1 ef=v2 gh=v3
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v20.2d
  sha512su0 v20.2d, v21.2d
  ext v27.16b, v16.16b, v17.16b, #8
  sha512su1 v20.2d, v19.2d, v27.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v1.16b, v2.16b, #8
  ext v26.16b, v2.16b, v3.16b, #8
  add v3.2d, v3.2d, v24.2d
  sha512h q3, q26, v25.2d
  add v4.2d, v1.2d, v3.2d
  sha512h2 q3, q1, v0.2d
  // rounds 42, 43: ab=v3 cd=v0 ef=v4 gh=v2
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v21.2d
  sha512su0 v21.2d, v22.2d
  ext v27.16b, v17.16b, v18.16b, #8
  sha512su1 v21.2d, v20.2d, v27.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v0.16b, v4.16b, #8
  ext v26.16b, v4.16b, v2.16b, #8
  add v2.2d, v2.2d, v24.2d
  sha512h q2, q26, v25.2d
  add v1.2d, v0.2d, v2.2d
  sha512h2 q2, q0, v3.2d
  // rounds 44, 45: ab=v2 cd=v3 ef=v1 gh=v4
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v22.2d
  sha512su0 v22.2d, v23.2d
  ext v27.16b, v18.16b, v19.16b, #8
  sha512su1 v22.2d, v21.2d, v27.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v3.16b, v1.16b, #8
  ext v26.16b, v1.16b, v4.16b, #8
  add v4.2d, v4.2d, v24.2d
  sha512h q4, q26, v25.2d
  add v0.2d, v3.2d, v4.2d
  sha512h2 q4, q3, v2.2d
  // rounds 46, 47: ab=v4 cd=v2 ef=v0 gh=v1
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v23.2d
  sha512su0 v23.2d, v16.2d
  ext v27.16b, v19.16b, v20.16b, #8
  sha512su1 v23.2d, v22.2d, v27.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v2.16b, v0.16b, #8
  ext v26.16b, v0.16b, v1.16b, #8
  add v1.2d, v1.2d, v24.2d
  sha512h q1, q26, v25.2d
  add v3.2d, v2.2d, v1.2d
  sha512h2 q1, q2, v4.2d
  // rounds 48, 49: ab=v1 cd=v4 ef=v3 gh=v0
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v16.2d
  sha512su0 v16.2d, v17.2d
  ext v27.16b, v20.16b, v21.16b, #8
  sha512su1 v16.2d, v23.2d, v27.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v4.16b, v3.16b, #8
  ext v26.16b, v3.16b, v0.16b, #8
  add v0.2d, v0.2d, v24.2d
  sha512h q0, q26, v25.2d
  add v2.2d, v4.2d, v0.2d
  sha512h2 q0, q4, v1.2d
  // rounds 50, 51: ab=v0 cd=v1 ef=v2 gh=v3
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v17.2d
  sha512su0 v17.2d, v18.2d
  ext v27.16b, v21.16b, v22.16b, #8
  sha512su1 v17.2d, v16.2d, v27.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v1.16b, v2.16b, #8
  ext v26.16b, v2.16b, v3.16b, #8
  add v3.2d, v3.2d, v24.2d
  sha512h q3, q26, v25.2d
  add v4.2d, v1.2d, v3.2d
  sha512h2 q3, q1, v0.2d
  // rounds 52, 53: ab=v3 cd=v0 ef=v4 gh=v2
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v18.2d
  sha512su0 v18.2d, v19.2d
  ext v27.16b, v22.16b, v23.16b, #8
  sha512su1 v18.2d, v17.2d, v27.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v0.16b, v4.16b, #8
  ext v26.16b, v4.16b, v2.16b, #8
  add v2.2d, v2.2d, v24.2d
  sha512h q2, q26, v25.2d
  add v1.2d, v0.2d, v2.2d
  sha512h2 q2, q0, v3.2d
  // rounds 54, 55: ab=v2 cd=v3 ef=v1 gh=v4
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v19.2d
  sha512su0 v19.2d, v20.2d
  ext v27.16b, v23.16b, v16.16b, #8
  sha512su1 v19.2d, v18.2d, v27.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v3.16b, v1.16b, #8
  ext v26.16b, v1.16b, v4.16b, #8
  add v4.2d, v4.2d, v24.2d
  sha512h q4, q26, v25.2d
  add v0.2d, v3.2d, v4.2d
  sha512h2 q4, q3, v2.2d
  // rounds 56, 57: ab=v4 cd=v2 ef=v0 gh=v1
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v20.2d
  sha512su0 v20.2d, v21.2d
  ext v27.16b, v16.16b, v17.16b, #8
  sha512su1 v20.2d, v19.2d, v27.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v2.16b, v0.16b, #8
  ext v26.16b, v0.16b, v1.16b, #8
  add v1.2d, v1.2d, v24.2d
  sha512h q1, q26, v25.2d
  add v3.2d, v2.2d, v1.2d
  sha512h2 q1, q2, v4.2d
  // rounds 58, 59: ab=v1 cd=v4 ef=v3 gh=v0
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v21.2d
  sha512su0 v21.2d, v22.2d
  ext v27.16b, v17.16b, v18.16b, #8
  sha512su1 v21.2d, v20.2d, v27.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v4.16b, v3.16b, #8
  ext v26.16b, v3.16b, v0.16b, #8
  add v0.2d, v0.2d, v24.2d
  sha512h q0, q26, v25.2d
  add v2.2d, v4.2d, v0.2d
  sha512h2 q0, q4, v1.2d
  // rounds 60, 61: ab=v0 cd=v1 ef=v2 gh=v3
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v22.2d
  sha512su0 v22.2d, v23.2d
  ext v27.16b, v18.16b, v19.16b, #8
  sha512su1 v22.2d, v21.2d, v27.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v1.16b, v2.16b, #8
  ext v26.16b, v2.16b, v3.16b, #8
  add v3.2d, v3.2d, v24.2d
  sha512h q3, q26, v25.2d
  add v4.2d, v1.2d, v3.2d
  sha512h2 q3, q1, v0.2d
  // rounds 62, 63: ab=v3 cd=v0 ef=v4 gh=v2
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v23.2d
  sha512su0 v23.2d, v16.2d
  ext v27.16b, v19.16b, v20.16b, #8
  sha512su1 v23.2d, v22.2d, v27.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v0.16b, v4.16b, #8
  ext v26.16b, v4.16b, v2.16b, #8
  add v2.2d, v2.2d, v24.2d
  sha512h q2, q26, v25.2d
  add v1.2d, v0.2d, v2.2d
  sha512h2 q2, q0, v3.2d
  // rounds 64, 65: ab=v2 cd=v3 ef=v1 gh=v4
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v16.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v3.16b, v1.16b, #8
  ext v26.16b, v1.16b, v4.16b, #8
  add v4.2d, v4.2d, v24.2d
  sha512h q4, q26, v25.2d
  add v0.2d, v3.2d, v4.2d
  sha512h2 q4, q3, v2.2d
  // rounds 66, 67: ab=v4 cd=v2 ef=v0 gh=v1
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v17.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v2.16b, v0.16b, #8
  ext v26.16b, v0.16b, v1.16b, #8
  add v1.2d, v1.2d, v24.2d
  sha512h q1, q26, v25.2d
  add v3.2d, v2.2d, v1.2d
  sha512h2 q1, q2, v4.2d
  // rounds 68, 69: ab=v1 cd=v4 ef=v3 gh=v0
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v18.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v4.16b, v3.16b, #8
  ext v26.16b, v3.16b, v0.16b, #8
  add v0.2d, v0.2d, v24.2d
  sha512h q0, q26, v25.2d
  add v2.2d, v4.2d, v0.2d
  sha512h2 q0, q4, v1.2d
  // rounds 70, 71: ab=v0 cd=v1 ef=v2 gh=v3
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v19.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v1.16b, v2.16b, #8
  ext v26.16b, v2.16b, v3.16b, #8
  add v3.2d, v3.2d, v24.2d
  sha512h q3, q26, v25.2d
  add v4.2d, v1.2d, v3.2d
  sha512h2 q3, q1, v0.2d
  // rounds 72, 73: ab=v3 cd=v0 ef=v4 gh=v2
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v20.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v0.16b, v4.16b, #8
  ext v26.16b, v4.16b, v2.16b, #8
  add v2.2d, v2.2d, v24.2d
  sha512h q2, q26, v25.2d
  add v1.2d, v0.2d, v2.2d
  sha512h2 q2, q0, v3.2d
  // rounds 74, 75: ab=v2 cd=v3 ef=v1 gh=v4
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v21.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v3.16b, v1.16b, #8
  ext v26.16b, v1.16b, v4.16b, #8
  add v4.2d, v4.2d, v24.2d
  sha512h q4, q26, v25.2d
  add v0.2d, v3.2d, v4.2d
  sha512h2 q4, q3, v2.2d
  // rounds 76, 77: ab=v4 cd=v2 ef=v0 gh=v1
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v22.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v2.16b, v0.16b, #8
  ext v26.16b, v0.16b, v1.16b, #8
  add v1.2d, v1.2d, v24.2d
  sha512h q1, q26, v25.2d
  add v3.2d, v2.2d, v1.2d
  sha512h2 q1, q2, v4.2d
  // rounds 78, 79: ab=v1 cd=v4 ef=v3 gh=v0
  ld1 {v24.2d}, [x4], #16
  add v24.2d, v24.2d, v23.2d
  ext v24.16b, v24.16b, v24.16b, #8
  ext v25.16b, v4.16b, v3.16b, #8
  ext v26.16b, v3.16b, v0.16b, #8
  add v0.2d, v0.2d, v24.2d
  sha512h q0, q26, v25.2d
  add v2.2d, v4.2d, v0.2d
  sha512h2 q0, q4, v1.2d
  add v0.2d, v0.2d, v28.2d
  add v1.2d, v1.2d, v29.2d
  add v2.2d, v2.2d, v30.2d
  add v3.2d, v3.2d, v31.2d
  sub x2, x2, #1
  cbnz x2, 1b
  st1 {v0.2d, v1.2d, v2.2d, v3.2d}, [x0]
  movi v0.16b, #0
  movi v1.16b, #0
  movi v2.16b, #0
  movi v3.16b, #0
  movi v4.16b, #0
  movi v16.16b, #0
  movi v17.16b, #0
  movi v18.16b, #0
  movi v19.16b, #0
  movi v20.16b, #0
  movi v21.16b, #0
  movi v22.16b, #0
  movi v23.16b, #0
  movi v24.16b, #0
  movi v25.16b, #0
  movi v26.16b, #0
  movi v27.16b, #0
  movi v28.16b, #0
  movi v29.16b, #0
  movi v30.16b, #0
  movi v31.16b, #0
2:
  ret
LIMB_END(limb_sha512_compress_armv8)
#endif  // defined(__aarch64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
