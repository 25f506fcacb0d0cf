// The stitched ChaCha20-Poly1305 kernels (asm/ppc64le/chacha20poly1305_power8.S),
// C linkage: one list of prototypes for the dispatch (chacha20poly1305_dispatch.cc),
// the tests and the vector-state check. Each computes AeadStitchKernels::seal or
// ::open (chacha20poly1305_internal.h), the full contract, and needs the features
// named in its suffix. Declared only where they are built: their architecture
// without LIMB_NO_ASM.
#ifndef LIMB_SYMMETRIC_CHACHA20POLY1305_CHACHA20POLY1305_ASM_H_
#define LIMB_SYMMETRIC_CHACHA20POLY1305_CHACHA20POLY1305_ASM_H_

#include <cstddef>
#include <cstdint>

#include "limb/symmetric/poly1305/poly1305.h"

#if defined(__powerpc64__) && defined(__LITTLE_ENDIAN__) && !defined(LIMB_NO_ASM)
#define LIMB_AEAD_PPC64LE 1
extern "C" {
// Need POWER8 (ISA 2.07 VSX, vpermxor); any nblocks, four ChaCha20 blocks and
// sixteen Poly1305 blocks at a time.
void limb_aead_seal_blocks_power8(uint8_t* out, const uint8_t* in, size_t nblocks,
                                  const uint32_t key[8], const uint32_t counter_nonce[4],
                                  limb::Poly1305State* st) noexcept;
void limb_aead_open_blocks_power8(uint8_t* out, const uint8_t* in, size_t nblocks,
                                  const uint32_t key[8], const uint32_t counter_nonce[4],
                                  limb::Poly1305State* st) noexcept;
}  // extern "C"
#endif

#endif  // LIMB_SYMMETRIC_CHACHA20POLY1305_CHACHA20POLY1305_ASM_H_
