// The SHA-512 compression kernels (asm/x86_64/sha512_avx2.S and
// asm/aarch64/sha512_armv8.S, asm/ppc64le/sha512_power8.S), C linkage: one
// list of prototypes for the dispatch (sha512_dispatch.cc) and the tests.
// Each computes sha512Compress_g (sha512_internal.h): avx2 needs AVX2 and
// BMI2, armv8 the ARMv8.2 SHA-512 instructions, power8 the POWER8 (ISA 2.07)
// vector crypto. Declared only where they are built: their architecture
// without LIMB_NO_ASM.
#ifndef LIMB_SYMMETRIC_SHA512_SHA512_ASM_H_
#define LIMB_SYMMETRIC_SHA512_SHA512_ASM_H_

#include <cstddef>
#include <cstdint>

#include "limb/symmetric/sha512/sha512_internal.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
#define LIMB_SHA512_X86_64_ASM 1
extern "C" {
void limb_sha512_compress_avx2(uint64_t state[8], const uint8_t* blocks, size_t nblocks) noexcept;
}  // extern "C"
#endif

#if defined(__aarch64__) && !defined(LIMB_NO_ASM)
#define LIMB_SHA512_AARCH64_ASM 1
extern "C" {
void limb_sha512_compress_armv8(uint64_t state[8], const uint8_t* blocks, size_t nblocks) noexcept;
}  // extern "C"
#endif

#if defined(__powerpc64__) && defined(__LITTLE_ENDIAN__) && !defined(LIMB_NO_ASM)
#define LIMB_SHA512_PPC64LE_ASM 1
extern "C" {
void limb_sha512_compress_power8(uint64_t state[8], const uint8_t* blocks, size_t nblocks) noexcept;
}  // extern "C"
#endif

#endif  // LIMB_SYMMETRIC_SHA512_SHA512_ASM_H_
