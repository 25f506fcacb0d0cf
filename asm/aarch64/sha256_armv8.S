// limb_sha256_compress_armv8: aarch64 with the ARMv8 SHA-2 instructions
// (SHA256H, SHA256H2, SHA256SU0, SHA256SU1; HWCAP_SHA2).
// Twin: sha256Compress_g (symmetric/sha256/sha256_generic.cc); tests require identical state.
// Prototype (C linkage, declared in symmetric/sha256/sha256_asm.h):
//   void limb_sha256_compress_armv8(uint32_t state[8], const uint8_t* blocks, size_t nblocks);
// Contract: see symmetric/sha256/sha256.h (state += Rounds(state, M) for each
// 64-byte block M; nblocks may be 0; no alignment needed).
// Selected by sha256_dispatch.cc ("aarch64_sha2") when cpu.aarch64_sha2.
// ABI: AAPCS64. In: x0=state  x1=blocks  x2=nblocks.  Out: none.
// Register map: v0=ABCD, v1=EFGH (state[0..3], state[4..7]: lane 0 is A and
//   E, the layout SHA256H/H2 take), v2/v3=ABCD/EFGH at block start, v4-v7=
//   the message schedule W[t..t+15] as 4 rotating quads, v16=W+K for the
//   current 4 rounds, v17=ABCD before SHA256H (SHA256H2 needs it), x3=&K[0],
//   x4=&K[t].
// Clobbers: x1-x4 (x1 is advanced past the blocks), v0-v7, v16, v17, flags.
//   v8-v15 and x19-x29 untouched; no stack.
// Strategy: per block, 16 quads of 4 rounds, fully unrolled; quads 0-11 also
// extend the schedule in place (SU0 then SU1 on the quad just consumed), the
// technique of the Arm architecture's own example sequence for these
// instructions. The round constants are public and read from .rodata with
// ADRP/ADD. Time depends on nblocks only. Every vector register that held
// message words or state is zeroed before returning (the message may be an
// HMAC key).
// Measured: instruction counts only (no aarch64 hardware); see
//   benchmarks/RESULTS.md, "sha256_armv8.S".
#include "limb/asm/asm_common.h"

#if defined(__aarch64__) && !defined(LIMB_NO_ASM)
  .arch armv8-a+crypto

  .section .rodata
  .p2align 6
.Lk256:  // FIPS 180-4 section 4.2.2
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

LIMB_ENTRY(limb_sha256_compress_armv8)
  cbz x2, 2f
  adrp x3, .Lk256
  add x3, x3, :lo12:.Lk256
  ld1 {v0.4s, v1.4s}, [x0]
1:
  ld1 {v4.16b, v5.16b, v6.16b, v7.16b}, [x1], #64
  mov v2.16b, v0.16b
  mov v3.16b, v1.16b
  rev32 v4.16b, v4.16b
  rev32 v5.16b, v5.16b
  rev32 v6.16b, v6.16b
  rev32 v7.16b, v7.16b
  mov x4, x3
  // rounds 0..3
  ld1 {v16.4s}, [x4], #16
  add v16.4s, v16.4s, v4.4s
  sha256su0 v4.4s, v5.4s
  mov v17.16b, v0.16b
  sha256h q0, q1, v16.4s
  sha256h2 q1, q17, v16.4s
  sha256su1 v4.4s, v6.4s, v7.4s
  // rounds 4..7
  ld1 {v16.4s}, [x4], #16
  add v16.4s, v16.4s, v5.4s
  sha256su0 v5.4s, v6.4s
  mov v17.16b, v0.16b
  sha256h q0, q1, v16.4s
  sha256h2 q1, q17, v16.4s
  sha256su1 v5.4s, v7.4s, v4.4s
  // rounds 8..11
  ld1 {v16.4s}, [x4], #16
  add v16.4s, v16.4s, v6.4s
  sha256su0 v6.4s, v7.4s
  mov v17.16b, v0.16b
  sha256h q0, q1, v16.4s
  sha256h2 q1, q17, v16.4s
  sha256su1 v6.4s, v4.4s, v5.4s
  // rounds 12..15
  ld1 {v16.4s}, [x4], #16
  add v16.4s, v16.4s, v7.4s
  sha256su0 v7.4s, v4.4s
  mov v17.16b, v0.16b
  sha256h q0, q1, v16.4s
  sha256h2 q1, q17, v16.4s
  sha256su1 v7.4s, v5.4s, v6.4s
  // rounds 16..19
  ld1 {v16.4s}, [x4], #16
  add v16.4s, v16.4s, v4.4s
  sha256su0 v4.4s, v5.4s
  mov v17.16b, v0.16b
  sha256h q0, q1, v16.4s
  sha256h2 q1, q17, v16.4s
  sha256su1 v4.4s, v6.4s, v7.4s
  // rounds 20..23
  ld1 {v16.4s}, [x4], #16
  add v16.4s, v16.4s, v5.4s
  sha256su0 v5.4s, v6.4s
  mov v17.16b, v0.16b
  sha256h q0, q1, v16.4s
  sha256h2 q1, q17, v16.4s
  sha256su1 v5.4s, v7.4s, v4.4s
  // rounds 24..27
  ld1 {v16.4s}, [x4], #16
  add v16.4s, v16.4s, v6.4s
  sha256su0 v6.4s, v7.4s
  mov v17.16b, v0.16b
  sha256h q0, q1, v16.4s
  sha256h2 q1, q17, v16.4s
  sha256su1 v6.4s, v4.4s, v5.4s
  // rounds 28..31
  ld1 {v16.4s}, [x4], #16
  add v16.4s, v16.4s, v7.4s
  sha256su0 v7.4s, v4.4s
  mov v17.16b, v0.16b
  sha256h q0, q1, v16.4s
  sha256h2 q1, q17, v16.4s
  sha256su1 v7.4s, v5.4s, v6.4s
  // rounds 32..35
  ld1 {v16.4s}, [x4], #16
  add v16.4s, v16.4s, v4.4s
  sha256su0 v4.4s, v5.4s
  mov v17.16b, v0.16b
  sha256h q0, q1, v16.4s
  sha256h2 q1, q17, v16.4s
  sha256su1 v4.4s, v6.4s, v7.4s
  // rounds 36..39
  ld1 {v16.4s}, [x4], #16
  add v16.4s, v16.4s, v5.4s
  sha256su0 v5.4s, v6.4s
  mov v17.16b, v0.16b
  sha256h q0, q1, v16.4s
  sha256h2 q1, q17, v16.4s
  sha256su1 v5.4s, v7.4s, v4.4s
  // rounds 40..43
  ld1 {v16.4s}, [x4], #16
  add v16.4s, v16.4s, v6.4s
  sha256su0 v6.4s, v7.4s
  mov v17.16b, v0.16b
  sha256h q0, q1, v16.4s
  sha256h2 q1, q17, v16.4s
  sha256su1 v6.4s, v4.4s, v5.4s
  // rounds 44..47
  ld1 {v16.4s}, [x4], #16
  add v16.4s, v16.4s, v7.4s
  sha256su0 v7.4s, v4.4s
  mov v17.16b, v0.16b
  sha256h q0, q1, v16.4s
  sha256h2 q1, q17, v16.4s
  sha256su1 v7.4s, v5.4s, v6.4s
  // rounds 48..51
  ld1 {v16.4s}, [x4], #16
  add v16.4s, v16.4s, v4.4s
  mov v17.16b, v0.16b
  sha256h q0, q1, v16.4s
  sha256h2 q1, q17, v16.4s
  // rounds 52..55
  ld1 {v16.4s}, [x4], #16
  add v16.4s, v16.4s, v5.4s
  mov v17.16b, v0.16b
  sha256h q0, q1, v16.4s
  sha256h2 q1, q17, v16.4s
  // rounds 56..59
  ld1 {v16.4s}, [x4], #16
  add v16.4s, v16.4s, v6.4s
  mov v17.16b, v0.16b
  sha256h q0, q1, v16.4s
  sha256h2 q1, q17, v16.4s
  // rounds 60..63
  ld1 {v16.4s}, [x4], #16
  add v16.4s, v16.4s, v7.4s
  mov v17.16b, v0.16b
  sha256h q0, q1, v16.4s
  sha256h2 q1, q17, v16.4s
  add v0.4s, v0.4s, v2.4s
  add v1.4s, v1.4s, v3.4s
  sub x2, x2, #1
  cbnz x2, 1b
  st1 {v0.4s, v1.4s}, [x0]
  movi v0.16b, #0
  movi v1.16b, #0
  movi v2.16b, #0
  movi v3.16b, #0
  movi v4.16b, #0
  movi v5.16b, #0
  movi v6.16b, #0
  movi v7.16b, #0
  movi v16.16b, #0
  movi v17.16b, #0
2:
  ret
LIMB_END(limb_sha256_compress_armv8)
#endif  // defined(__aarch64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
