// limb_sha1_compress_shani: x86-64 with SHA-NI (SHA1RNDS4/NEXTE/MSG1/MSG2) and SSSE3 (PSHUFB).
// Twin: sha1Compress_g (symmetric/sha1/sha1_generic.cc); tests require identical state.
// Prototype (C linkage, declared in symmetric/sha1/sha1_asm.h):
//   void limb_sha1_compress_shani(uint32_t state[5], const uint8_t* blocks, size_t nblocks);
// Contract: see symmetric/sha1/sha1_internal.h (state += Rounds(state, M) for
// each 64-byte block M; nblocks may be 0; no alignment needed).
// Selected by sha1_dispatch.cc: "x86_64_shani" (the _avx entry below) when
// cpu.sha && cpu.ssse3 && cpu.avx2, "x86_64_shani_noavx" (this entry) when
// cpu.sha && cpu.ssse3 without AVX. Nothing beyond SSSE3 and SHA-NI is used
// (E moves in and out with MOVD and shifts/shuffles, not SSE4.1 PINSRD/PEXTRD).
// ABI: SysV AMD64. In: rdi=state  rsi=blocks  rdx=nblocks.  Out: none.
// Register map: xmm0=ABCD (A in dword 3, the order SHA1RNDS4 wants),
//   xmm1/xmm2=E0/E1: alternately the next quad's W+E (SHA1RNDS4's source)
//   and the ABCD saved before a quad (from which SHA1NEXTE derives the next
//   E = ROL30(A)), xmm3..xmm6=message schedule W[t..t+15] as 4 rotating
//   quads (W[t] in dword 3), xmm7=byte-reversal mask, xmm8=ABCD and
//   xmm9={0,0,0,E} at block start.
// Clobbers: rdx rsi xmm0-xmm9, flags. Callee-saved registers untouched. No stack use.
// Strategy: per block, 20 quads of 4 rounds, written out (SHA1RNDS4's
// function selector is an immediate that changes every 5 quads); quads 4-19
// extend the schedule with SHA1MSG1/PXOR/SHA1MSG2 into the register of the
// quad 16 words back. E is never held separately: quad 0 adds it to W[0..3]
// (PADDD), each later quad's SHA1NEXTE adds ROL30(A of the ABCD saved four
// rounds earlier), and after quad 19 SHA1NEXTE of the block-start E gives
// E + E' (FIPS 180-4 §6.1.2 step 4) in dword 3. Registers that held message
// words or state are cleared before returning (HMAC keys, plaintexts).
// Time depends on nblocks only.
// Bound: the serial SHA1RNDS4 chain, 20 per block (each needs the previous
//   one's ABCD), with SHA1NEXTE on it between consecutive quads; the schedule
//   runs beside it.
// Measured: sha_bench limb/SHA1/N against openssl/, gcrypt/ and nettle/
//   (tools/speed.sh --filter '^SHA1/'; --cpu generic for the twin); figures
//   and instruction counts in benchmarks/RESULTS.md, "sha1_shani.S".
// CAUTION: E0 and E1 alternate. In quad q, SHA1NEXTE turns the one holding
//   the ABCD saved before quad q-1 into quad q's W+E; the other (quad q-1's
//   W+E, already consumed by its SHA1RNDS4) then receives the ABCD before
//   quad q. Swapping the two registers or the two steps breaks the E chain.
// CAUTION: the block-start E lives in dword 3 of xmm9 with dwords 0-2 zero;
//   the final SHA1NEXTE copies those zeros into E0, which keeps E0 ready for
//   the next block's PADDD.
#include "limb/asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

  .section .rodata
  .p2align 4
.Lbyterev:  // PSHUFB mask: reverse all 16 bytes (big-endian W[t] into dword 3)
  .byte 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0

// limb_sha1_compress_shani_avx: the same kernel for CPUs that also have AVX
// (selected as "x86_64_shani" when cpu.avx2): VZEROUPPER first, then the
// body below. SHA1RNDS4 and its siblings exist only in the legacy SSE
// encoding, which runs slower while a caller's upper ymm/zmm halves are
// dirty (see asm/x86_64/sha256_shani.S); the upper halves are caller-saved
// in the SysV ABI, so clearing them costs the caller nothing, and this
// kernel writes only xmm registers, so it leaves the state clean.
LIMB_ENTRY(limb_sha1_compress_shani_avx)
  vzeroupper
  jmp .Lsha1_shani_body
LIMB_END(limb_sha1_compress_shani_avx)

// limb_sha1_compress_shani: SHA-NI CPUs without AVX (no VZEROUPPER there).
LIMB_ENTRY(limb_sha1_compress_shani)
.Lsha1_shani_body:
  testq %rdx, %rdx
  jz .Lsha1_ret                 // nblocks == 0: state untouched

  // Native order -> SHA-NI order.
  movdqu (%rdi), %xmm0          // xmm0 = {a, b, c, d} (dword 0 first)
  pshufd $0x1b, %xmm0, %xmm0    // xmm0 = {d, c, b, a}: ABCD, A in dword 3
  movd 16(%rdi), %xmm1          // xmm1 = {e, 0, 0, 0}
  pslldq $12, %xmm1             // xmm1 = {0, 0, 0, e}: E0
  movdqa .Lbyterev(%rip), %xmm7

.Lsha1_block:
  movdqa %xmm0, %xmm8           // keep the chaining value for the final add
  movdqa %xmm1, %xmm9

  // Quad 0: rounds 0..3 (f = Ch, K0).
  movdqu 0(%rsi), %xmm3
  pshufb %xmm7, %xmm3            // xmm3 = W[0..3]
  paddd %xmm3, %xmm1             // E0 = W[0..3] + {0, 0, 0, e}
  movdqa %xmm0, %xmm2            // ABCD before quad 0
  sha1rnds4 $0, %xmm1, %xmm0

  // Quad 1: rounds 4..7 (f = Ch, K0).
  movdqu 16(%rsi), %xmm4
  pshufb %xmm7, %xmm4            // xmm4 = W[4..7]
  sha1nexte %xmm4, %xmm2        // xmm2 = W[4..7] + {0, 0, 0, ROL30(A before quad 0)}
  movdqa %xmm0, %xmm1            // ABCD before quad 1
  sha1rnds4 $0, %xmm2, %xmm0

  // Quad 2: rounds 8..11 (f = Ch, K0).
  movdqu 32(%rsi), %xmm5
  pshufb %xmm7, %xmm5            // xmm5 = W[8..11]
  sha1nexte %xmm5, %xmm1        // xmm1 = W[8..11] + {0, 0, 0, ROL30(A before quad 1)}
  movdqa %xmm0, %xmm2            // ABCD before quad 2
  sha1rnds4 $0, %xmm1, %xmm0

  // Quad 3: rounds 12..15 (f = Ch, K0).
  movdqu 48(%rsi), %xmm6
  pshufb %xmm7, %xmm6            // xmm6 = W[12..15]
  sha1nexte %xmm6, %xmm2        // xmm2 = W[12..15] + {0, 0, 0, ROL30(A before quad 2)}
  movdqa %xmm0, %xmm1            // ABCD before quad 3
  sha1rnds4 $0, %xmm2, %xmm0

  // Quad 4: rounds 16..19 (f = Ch, K0).
  sha1msg1 %xmm4, %xmm3         // xmm3 = W[t-16..] ^ W[t-14..]
  pxor %xmm5, %xmm3             //      ^ W[t-8..]
  sha1msg2 %xmm6, %xmm3         // xmm3 = W[16..19] = ROL1(.. ^ W[t-3..])
  sha1nexte %xmm3, %xmm1        // xmm1 = W[16..19] + {0, 0, 0, ROL30(A before quad 3)}
  movdqa %xmm0, %xmm2            // ABCD before quad 4
  sha1rnds4 $0, %xmm1, %xmm0

  // Quad 5: rounds 20..23 (f = Parity, K1).
  sha1msg1 %xmm5, %xmm4         // xmm4 = W[t-16..] ^ W[t-14..]
  pxor %xmm6, %xmm4             //      ^ W[t-8..]
  sha1msg2 %xmm3, %xmm4         // xmm4 = W[20..23] = ROL1(.. ^ W[t-3..])
  sha1nexte %xmm4, %xmm2        // xmm2 = W[20..23] + {0, 0, 0, ROL30(A before quad 4)}
  movdqa %xmm0, %xmm1            // ABCD before quad 5
  sha1rnds4 $1, %xmm2, %xmm0

  // Quad 6: rounds 24..27 (f = Parity, K1).
  sha1msg1 %xmm6, %xmm5         // xmm5 = W[t-16..] ^ W[t-14..]
  pxor %xmm3, %xmm5             //      ^ W[t-8..]
  sha1msg2 %xmm4, %xmm5         // xmm5 = W[24..27] = ROL1(.. ^ W[t-3..])
  sha1nexte %xmm5, %xmm1        // xmm1 = W[24..27] + {0, 0, 0, ROL30(A before quad 5)}
  movdqa %xmm0, %xmm2            // ABCD before quad 6
  sha1rnds4 $1, %xmm1, %xmm0

  // Quad 7: rounds 28..31 (f = Parity, K1).
  sha1msg1 %xmm3, %xmm6         // xmm6 = W[t-16..] ^ W[t-14..]
  pxor %xmm4, %xmm6             //      ^ W[t-8..]
  sha1msg2 %xmm5, %xmm6         // xmm6 = W[28..31] = ROL1(.. ^ W[t-3..])
  sha1nexte %xmm6, %xmm2        // xmm2 = W[28..31] + {0, 0, 0, ROL30(A before quad 6)}
  movdqa %xmm0, %xmm1            // ABCD before quad 7
  sha1rnds4 $1, %xmm2, %xmm0

  // Quad 8: rounds 32..35 (f = Parity, K1).
  sha1msg1 %xmm4, %xmm3         // xmm3 = W[t-16..] ^ W[t-14..]
  pxor %xmm5, %xmm3             //      ^ W[t-8..]
  sha1msg2 %xmm6, %xmm3         // xmm3 = W[32..35] = ROL1(.. ^ W[t-3..])
  sha1nexte %xmm3, %xmm1        // xmm1 = W[32..35] + {0, 0, 0, ROL30(A before quad 7)}
  movdqa %xmm0, %xmm2            // ABCD before quad 8
  sha1rnds4 $1, %xmm1, %xmm0

  // Quad 9: rounds 36..39 (f = Parity, K1).
  sha1msg1 %xmm5, %xmm4         // xmm4 = W[t-16..] ^ W[t-14..]
  pxor %xmm6, %xmm4             //      ^ W[t-8..]
  sha1msg2 %xmm3, %xmm4         // xmm4 = W[36..39] = ROL1(.. ^ W[t-3..])
  sha1nexte %xmm4, %xmm2        // xmm2 = W[36..39] + {0, 0, 0, ROL30(A before quad 8)}
  movdqa %xmm0, %xmm1            // ABCD before quad 9
  sha1rnds4 $1, %xmm2, %xmm0

  // Quad 10: rounds 40..43 (f = Maj, K2).
  sha1msg1 %xmm6, %xmm5         // xmm5 = W[t-16..] ^ W[t-14..]
  pxor %xmm3, %xmm5             //      ^ W[t-8..]
  sha1msg2 %xmm4, %xmm5         // xmm5 = W[40..43] = ROL1(.. ^ W[t-3..])
  sha1nexte %xmm5, %xmm1        // xmm1 = W[40..43] + {0, 0, 0, ROL30(A before quad 9)}
  movdqa %xmm0, %xmm2            // ABCD before quad 10
  sha1rnds4 $2, %xmm1, %xmm0

  // Quad 11: rounds 44..47 (f = Maj, K2).
  sha1msg1 %xmm3, %xmm6         // xmm6 = W[t-16..] ^ W[t-14..]
  pxor %xmm4, %xmm6             //      ^ W[t-8..]
  sha1msg2 %xmm5, %xmm6         // xmm6 = W[44..47] = ROL1(.. ^ W[t-3..])
  sha1nexte %xmm6, %xmm2        // xmm2 = W[44..47] + {0, 0, 0, ROL30(A before quad 10)}
  movdqa %xmm0, %xmm1            // ABCD before quad 11
  sha1rnds4 $2, %xmm2, %xmm0

  // Quad 12: rounds 48..51 (f = Maj, K2).
  sha1msg1 %xmm4, %xmm3         // xmm3 = W[t-16..] ^ W[t-14..]
  pxor %xmm5, %xmm3             //      ^ W[t-8..]
  sha1msg2 %xmm6, %xmm3         // xmm3 = W[48..51] = ROL1(.. ^ W[t-3..])
  sha1nexte %xmm3, %xmm1        // xmm1 = W[48..51] + {0, 0, 0, ROL30(A before quad 11)}
  movdqa %xmm0, %xmm2            // ABCD before quad 12
  sha1rnds4 $2, %xmm1, %xmm0

  // Quad 13: rounds 52..55 (f = Maj, K2).
  sha1msg1 %xmm5, %xmm4         // xmm4 = W[t-16..] ^ W[t-14..]
  pxor %xmm6, %xmm4             //      ^ W[t-8..]
  sha1msg2 %xmm3, %xmm4         // xmm4 = W[52..55] = ROL1(.. ^ W[t-3..])
  sha1nexte %xmm4, %xmm2        // xmm2 = W[52..55] + {0, 0, 0, ROL30(A before quad 12)}
  movdqa %xmm0, %xmm1            // ABCD before quad 13
  sha1rnds4 $2, %xmm2, %xmm0

  // Quad 14: rounds 56..59 (f = Maj, K2).
  sha1msg1 %xmm6, %xmm5         // xmm5 = W[t-16..] ^ W[t-14..]
  pxor %xmm3, %xmm5             //      ^ W[t-8..]
  sha1msg2 %xmm4, %xmm5         // xmm5 = W[56..59] = ROL1(.. ^ W[t-3..])
  sha1nexte %xmm5, %xmm1        // xmm1 = W[56..59] + {0, 0, 0, ROL30(A before quad 13)}
  movdqa %xmm0, %xmm2            // ABCD before quad 14
  sha1rnds4 $2, %xmm1, %xmm0

  // Quad 15: rounds 60..63 (f = Parity, K3).
  sha1msg1 %xmm3, %xmm6         // xmm6 = W[t-16..] ^ W[t-14..]
  pxor %xmm4, %xmm6             //      ^ W[t-8..]
  sha1msg2 %xmm5, %xmm6         // xmm6 = W[60..63] = ROL1(.. ^ W[t-3..])
  sha1nexte %xmm6, %xmm2        // xmm2 = W[60..63] + {0, 0, 0, ROL30(A before quad 14)}
  movdqa %xmm0, %xmm1            // ABCD before quad 15
  sha1rnds4 $3, %xmm2, %xmm0

  // Quad 16: rounds 64..67 (f = Parity, K3).
  sha1msg1 %xmm4, %xmm3         // xmm3 = W[t-16..] ^ W[t-14..]
  pxor %xmm5, %xmm3             //      ^ W[t-8..]
  sha1msg2 %xmm6, %xmm3         // xmm3 = W[64..67] = ROL1(.. ^ W[t-3..])
  sha1nexte %xmm3, %xmm1        // xmm1 = W[64..67] + {0, 0, 0, ROL30(A before quad 15)}
  movdqa %xmm0, %xmm2            // ABCD before quad 16
  sha1rnds4 $3, %xmm1, %xmm0

  // Quad 17: rounds 68..71 (f = Parity, K3).
  sha1msg1 %xmm5, %xmm4         // xmm4 = W[t-16..] ^ W[t-14..]
  pxor %xmm6, %xmm4             //      ^ W[t-8..]
  sha1msg2 %xmm3, %xmm4         // xmm4 = W[68..71] = ROL1(.. ^ W[t-3..])
  sha1nexte %xmm4, %xmm2        // xmm2 = W[68..71] + {0, 0, 0, ROL30(A before quad 16)}
  movdqa %xmm0, %xmm1            // ABCD before quad 17
  sha1rnds4 $3, %xmm2, %xmm0

  // Quad 18: rounds 72..75 (f = Parity, K3).
  sha1msg1 %xmm6, %xmm5         // xmm5 = W[t-16..] ^ W[t-14..]
  pxor %xmm3, %xmm5             //      ^ W[t-8..]
  sha1msg2 %xmm4, %xmm5         // xmm5 = W[72..75] = ROL1(.. ^ W[t-3..])
  sha1nexte %xmm5, %xmm1        // xmm1 = W[72..75] + {0, 0, 0, ROL30(A before quad 17)}
  movdqa %xmm0, %xmm2            // ABCD before quad 18
  sha1rnds4 $3, %xmm1, %xmm0

  // Quad 19: rounds 76..79 (f = Parity, K3).
  sha1msg1 %xmm3, %xmm6         // xmm6 = W[t-16..] ^ W[t-14..]
  pxor %xmm4, %xmm6             //      ^ W[t-8..]
  sha1msg2 %xmm5, %xmm6         // xmm6 = W[76..79] = ROL1(.. ^ W[t-3..])
  sha1nexte %xmm6, %xmm2        // xmm2 = W[76..79] + {0, 0, 0, ROL30(A before quad 18)}
  movdqa %xmm0, %xmm1            // ABCD before quad 19
  sha1rnds4 $3, %xmm2, %xmm0

  // E' = E + ROL30(A before quad 19); ABCD' = ABCD + rounds (lane-wise).
  sha1nexte %xmm9, %xmm1        // xmm1 = {0, 0, 0, e + e_rounds}
  paddd %xmm8, %xmm0
  addq $64, %rsi
  decq %rdx
  jnz .Lsha1_block

  // SHA-NI order -> native order.
  pshufd $0x1b, %xmm0, %xmm0    // {a, b, c, d}
  movdqu %xmm0, (%rdi)
  pshufd $0xff, %xmm1, %xmm1    // e into dword 0
  movd %xmm1, 16(%rdi)

  // Clear registers that held message words or state.
  pxor %xmm0, %xmm0
  pxor %xmm1, %xmm1
  pxor %xmm2, %xmm2
  pxor %xmm3, %xmm3
  pxor %xmm4, %xmm4
  pxor %xmm5, %xmm5
  pxor %xmm6, %xmm6
  pxor %xmm8, %xmm8
  pxor %xmm9, %xmm9
.Lsha1_ret:
  ret
LIMB_END(limb_sha1_compress_shani)

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
