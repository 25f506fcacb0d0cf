// The SHA-512 compression kernels, C linkage: one list of prototypes for the
// dispatch (sha512_dispatch.cc) and the tests. Each computes
// sha512Compress_g (sha512_internal.h). Declared only where they are built:
// their architecture without LIMB_NO_ASM.
#ifndef LIMB_SYMMETRIC_SHA512_SHA512_ASM_H_
#define LIMB_SYMMETRIC_SHA512_SHA512_ASM_H_

#include <cstddef>
#include <cstdint>

#include "limb/symmetric/sha512/sha512_internal.h"

#endif  // LIMB_SYMMETRIC_SHA512_SHA512_ASM_H_
