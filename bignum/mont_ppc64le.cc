// The "ppc64le" Montgomery squaring: a per-size choice (n is public) among
// the assembly kernels of //asm:mont_ppc64le. Contracts: MontKernels
// (mont_internal.h).
#include "limb/bignum/mont_asm.h"  // defines LIMB_MONT_PPC64LE where the asm is built

#ifdef LIMB_MONT_PPC64LE

namespace limb {

void montSqr_ppc64le(Word* z, const Word* x, const Word* m, size_t n, Word m0inv) noexcept {
  limb_montMul_ppc64le(z, x, x, m, n, m0inv);
}

}  // namespace limb

#endif  // LIMB_MONT_PPC64LE
