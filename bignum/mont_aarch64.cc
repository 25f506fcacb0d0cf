// The "aarch64" Montgomery squaring: a per-size choice (n is public) among
// the assembly kernels of //asm:mont_aarch64. Contracts: MontKernels
// (mont_internal.h).
#include "limb/bignum/mont_asm.h"  // defines LIMB_MONT_AARCH64 where the asm is built

#ifdef LIMB_MONT_AARCH64
#include "limb/bignum/arith.h"

namespace limb {

// kSqrMinWords: for n % 4 == 0 from this size on, the plain square
// (n(n-1)/2 + n products) followed by the looped reduction (n^2) executes
// fewer instructions than the CIOS multiplication with y = x (2n^2 products).
// Other n leave single words in every reduction row and lose; the counts
// are in benchmarks/RESULTS.md, "mont_aarch64.S".
constexpr size_t kSqrMinWords = 24;

// The square goes to a scratch t first, so z may alias x. n = 16 (RSA-2048's
// CRT halves) has its own reduction with the window in registers, which
// makes the square pay there too.
void montSqr_a64(Word* z, const Word* x, const Word* m, size_t n, Word m0inv) noexcept {
  if (n == 16) {
    Word t[32];
    limb_sqr_a64(t, x, 16);  // t = x^2 < m^2 < R*m
    limb_montRedc16_a64(z, t, m, m0inv);
    return;
  }
  if (n % 4 == 0 && n >= kSqrMinWords) {
    Word t[2 * kMontMaxWords];
    limb_sqr_a64(t, x, n);  // t = x^2 < m^2 < R*m
    limb_montRedc_a64(z, t, m, n, m0inv);
    return;
  }
  limb_montMul_a64(z, x, x, m, n, m0inv);
}

}  // namespace limb

#endif  // LIMB_MONT_AARCH64
