// The SHA-1 compression kernels (asm/x86_64/sha1_shani.S, sha1_avx2.S), C
// linkage: one list of prototypes for the dispatch (sha1_dispatch.cc) and the
// tests. Each computes sha1Compress_g (sha1_internal.h): shani needs SHA-NI
// and SSSE3, shani_avx also AVX (it enters through VZEROUPPER), avx2 needs
// AVX2 and BMI2. Declared only where they are built: x86-64 without
// LIMB_NO_ASM.
#ifndef LIMB_SYMMETRIC_SHA1_SHA1_ASM_H_
#define LIMB_SYMMETRIC_SHA1_SHA1_ASM_H_

#include <cstddef>
#include <cstdint>

#include "limb/symmetric/sha1/sha1_internal.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
#define LIMB_SHA1_X86_64_ASM 1
extern "C" {
void limb_sha1_compress_avx2(uint32_t state[5], const uint8_t* blocks, size_t nblocks) noexcept;
void limb_sha1_compress_shani(uint32_t state[5], const uint8_t* blocks, size_t nblocks) noexcept;
void limb_sha1_compress_shani_avx(uint32_t state[5], const uint8_t* blocks,
                                  size_t nblocks) noexcept;
}  // extern "C"
#endif

#endif  // LIMB_SYMMETRIC_SHA1_SHA1_ASM_H_
