// The "ppc64le" Montgomery squaring: a per-size choice (n is public) among
// the assembly kernels of //asm:mont_ppc64le; and the "ppc64le_p9" one. Contracts: MontKernels
// (mont_internal.h).
#include "limb/bignum/mont_asm.h"  // defines LIMB_MONT_PPC64LE where the asm is built

#ifdef LIMB_MONT_PPC64LE
#include "limb/bignum/arith.h"

namespace limb {

// kSqrMinWords: from this size on, the plain square (n(n-1)/2 + n
// products) followed by the looped reduction (n^2) executes fewer
// instructions than the CIOS multiplication with y = x (2n^2 products),
// whatever n % 4 is (29: 8 more, 30: 147 fewer, 32: 322 fewer, 64: 3994
// fewer). The counts are in benchmarks/RESULTS.md, "mont_ppc64le.S".
constexpr size_t kSqrMinWords = 30;

// The square goes to a scratch t first, so z may alias x. n = 16 (RSA-2048's
// CRT halves) has its own reduction with the window in registers, which
// makes the square pay there too.
void montSqr_ppc64le(Word* z, const Word* x, const Word* m, size_t n, Word m0inv) noexcept {
  if (n == 16) {
    Word t[32];
    limb_sqr_ppc64le(t, x, 16);  // t = x^2 < m^2 < R*m
    limb_montRedc16_ppc64le(z, t, m, m0inv);
    return;
  }
  if (n >= kSqrMinWords) {
    Word t[2 * kMontMaxWords];
    limb_sqr_ppc64le(t, x, n);  // t = x^2 < m^2 < R*m
    limb_montRedc_ppc64le(z, t, m, n, m0inv);
    return;
  }
  limb_montMul_ppc64le(z, x, x, m, n, m0inv);
}

// The "ppc64le_p9" table's squaring (power9 only): the maddld CIOS kernel
// with y = x at every n. It executes fewer instructions than the ISA 2.07
// square + reduction at every n counted but 16, where the two tie within
// 0.4% (benchmarks/RESULTS.md, "mont_p9.S"), so there is no size switch.
void montSqr_p9(Word* z, const Word* x, const Word* m, size_t n, Word m0inv) noexcept {
  limb_montMul_p9(z, x, x, m, n, m0inv);
}

}  // namespace limb

#endif  // LIMB_MONT_PPC64LE
