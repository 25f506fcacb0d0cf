// The SHA-256 compression kernels (asm/x86_64/sha256_*.S,
// asm/aarch64/sha256_armv8.S and asm/ppc64le/sha256_power8.S), C linkage:
// one list of prototypes for the dispatch (sha256_dispatch.cc) and the
// tests. Each computes sha256Compress_g (sha256_internal.h): avx2 needs AVX2
// and BMI2, shani SHA-NI and SSSE3, shani_avx also AVX (it enters through
// VZEROUPPER), armv8 the ARMv8 SHA-2 instructions, power8 the POWER8 (ISA
// 2.07) vector crypto. Declared only where they are built: their
// architecture without LIMB_NO_ASM.
#ifndef LIMB_SYMMETRIC_SHA256_SHA256_ASM_H_
#define LIMB_SYMMETRIC_SHA256_SHA256_ASM_H_

#include <cstddef>
#include <cstdint>

#include "limb/symmetric/sha256/sha256_internal.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
#define LIMB_SHA256_X86_64_ASM 1
extern "C" {
void limb_sha256_compress_avx2(uint32_t state[8], const uint8_t* blocks, size_t nblocks) noexcept;
void limb_sha256_compress_shani(uint32_t state[8], const uint8_t* blocks, size_t nblocks) noexcept;
void limb_sha256_compress_shani_avx(uint32_t state[8], const uint8_t* blocks,
                                    size_t nblocks) noexcept;
}  // extern "C"
#endif

#if defined(__aarch64__) && !defined(LIMB_NO_ASM)
#define LIMB_SHA256_AARCH64_ASM 1
extern "C" {
void limb_sha256_compress_armv8(uint32_t state[8], const uint8_t* blocks, size_t nblocks) noexcept;
}  // extern "C"
#endif

#if defined(__powerpc64__) && defined(__LITTLE_ENDIAN__) && !defined(LIMB_NO_ASM)
#define LIMB_SHA256_PPC64LE_ASM 1
extern "C" {
void limb_sha256_compress_power8(uint32_t state[8], const uint8_t* blocks, size_t nblocks) noexcept;
}  // extern "C"
#endif

#endif  // LIMB_SYMMETRIC_SHA256_SHA256_ASM_H_
