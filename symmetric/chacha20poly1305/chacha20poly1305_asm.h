// The stitched ChaCha20-Poly1305 kernels in assembly, C linkage: one list of
// prototypes for the dispatch (chacha20poly1305_dispatch.cc), the tests, the
// ABI checker and the vector-state check. Each computes
// AeadStitchKernels::seal / open (chacha20poly1305_internal.h), the full
// contract, and needs the features named in its suffix. Declared only where
// they are built: their architecture without LIMB_NO_ASM.
#ifndef LIMB_SYMMETRIC_CHACHA20POLY1305_CHACHA20POLY1305_ASM_H_
#define LIMB_SYMMETRIC_CHACHA20POLY1305_CHACHA20POLY1305_ASM_H_

#include <cstddef>
#include <cstdint>

#include "limb/symmetric/poly1305/poly1305.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
#define LIMB_AEAD_X86_64 1
extern "C" {
// asm/x86_64/chacha20poly1305_avx2.S: need AVX2 and BMI2 (MULX); any nblocks
// (eight ChaCha20 blocks per AVX2 pass, scalar MULX Poly1305 interleaved).
// The table "x86_64_avx2" uses them as they are.
void limb_chacha20poly1305_seal_avx2(uint8_t* out, const uint8_t* in, size_t nblocks,
                                     const uint32_t key[8], const uint32_t counter_nonce[4],
                                     limb::Poly1305State* st) noexcept;
void limb_chacha20poly1305_open_avx2(uint8_t* out, const uint8_t* in, size_t nblocks,
                                     const uint32_t key[8], const uint32_t counter_nonce[4],
                                     limb::Poly1305State* st) noexcept;
}  // extern "C"
#elif defined(__powerpc64__) && defined(__LITTLE_ENDIAN__) && !defined(LIMB_NO_ASM)
#define LIMB_AEAD_PPC64LE 1
extern "C" {
// Need POWER8 (ISA 2.07 VSX, vpermxor); any nblocks, four ChaCha20 blocks and
// sixteen Poly1305 blocks at a time.
void limb_chacha20poly1305_seal_power8(uint8_t* out, const uint8_t* in, size_t nblocks,
                                  const uint32_t key[8], const uint32_t counter_nonce[4],
                                  limb::Poly1305State* st) noexcept;
void limb_chacha20poly1305_open_power8(uint8_t* out, const uint8_t* in, size_t nblocks,
                                  const uint32_t key[8], const uint32_t counter_nonce[4],
                                  limb::Poly1305State* st) noexcept;
}  // extern "C"
#elif defined(__aarch64__) && !defined(LIMB_NO_ASM)
#define LIMB_AEAD_AARCH64 1
extern "C" {
// asm/aarch64/chacha20poly1305_neon.S: need NEON (Advanced SIMD); any
// nblocks (four ChaCha20 blocks per NEON pass, scalar MUL/UMULH Poly1305
// interleaved). The table "aarch64_neon" uses them as they are.
void limb_chacha20poly1305_seal_neon(uint8_t* out, const uint8_t* in, size_t nblocks,
                                     const uint32_t key[8], const uint32_t counter_nonce[4],
                                     limb::Poly1305State* st) noexcept;
void limb_chacha20poly1305_open_neon(uint8_t* out, const uint8_t* in, size_t nblocks,
                                     const uint32_t key[8], const uint32_t counter_nonce[4],
                                     limb::Poly1305State* st) noexcept;
}  // extern "C"
#endif

#endif  // LIMB_SYMMETRIC_CHACHA20POLY1305_CHACHA20POLY1305_ASM_H_
