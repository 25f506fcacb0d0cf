// The aarch64 Poly1305 table entry: the scalar kernel
// (asm/aarch64/poly1305_aarch64.S) as it is; it takes the full contract of
// Poly1305Kernels::blocks (poly1305_internal.h), nblocks == 0 included.
#include "limb/symmetric/poly1305/poly1305_asm.h"  // defines LIMB_POLY1305_AARCH64 where built

#ifdef LIMB_POLY1305_AARCH64
#include "limb/symmetric/poly1305/poly1305.h"

namespace limb {

void Poly1305Aarch64Blocks(Poly1305State* st, const uint8_t* in, size_t nblocks, uint64_t hibit) {
  limb_poly1305_blocks_aarch64(st, in, nblocks, hibit);
}

}  // namespace limb

#endif  // LIMB_POLY1305_AARCH64
