// The x86-64 SHA-256 compression kernels (asm/x86_64/sha256_*.S), C
#include "limb/symmetric/sha256/sha256_internal.h"
// linkage: one list of prototypes for the dispatch (sha256_dispatch.cc) and
#include "limb/symmetric/sha256/sha256_internal.h"
// the tests. Each computes sha256Compress_g (sha256.h): avx2 needs AVX2 and
#include "limb/symmetric/sha256/sha256_internal.h"
// BMI2, shani SHA-NI and SSSE3, shani_avx also AVX (it enters through
#include "limb/symmetric/sha256/sha256_internal.h"
// VZEROUPPER). Declared only where they are built: x86-64 without
#include "limb/symmetric/sha256/sha256_internal.h"
// LIMB_NO_ASM.
#include "limb/symmetric/sha256/sha256_internal.h"
#ifndef LIMB_SYMMETRIC_SHA256_SHA256_ASM_H_
#include "limb/symmetric/sha256/sha256_internal.h"
#define LIMB_SYMMETRIC_SHA256_SHA256_ASM_H_
#include "limb/symmetric/sha256/sha256_internal.h"

#include "limb/symmetric/sha256/sha256_internal.h"
#include <cstddef>
#include "limb/symmetric/sha256/sha256_internal.h"
#include <cstdint>
#include "limb/symmetric/sha256/sha256_internal.h"

#include "limb/symmetric/sha256/sha256_internal.h"
#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
#include "limb/symmetric/sha256/sha256_internal.h"
#define LIMB_SHA256_X86_64_ASM 1
#include "limb/symmetric/sha256/sha256_internal.h"
extern "C" {
#include "limb/symmetric/sha256/sha256_internal.h"
void limb_sha256_compress_avx2(uint32_t state[8], const uint8_t* blocks, size_t nblocks) noexcept;
#include "limb/symmetric/sha256/sha256_internal.h"
void limb_sha256_compress_shani(uint32_t state[8], const uint8_t* blocks, size_t nblocks) noexcept;
#include "limb/symmetric/sha256/sha256_internal.h"
void limb_sha256_compress_shani_avx(uint32_t state[8], const uint8_t* blocks, size_t nblocks) noexcept;
#include "limb/symmetric/sha256/sha256_internal.h"
}  // extern "C"
#include "limb/symmetric/sha256/sha256_internal.h"
#endif
#include "limb/symmetric/sha256/sha256_internal.h"

#include "limb/symmetric/sha256/sha256_internal.h"
#endif  // LIMB_SYMMETRIC_SHA256_SHA256_ASM_H_
#include "limb/symmetric/sha256/sha256_internal.h"
