// The portable Montgomery twins beyond montMul_g (arith_generic.cc): the
// specification every x86-64 entry is tested against.
#include "limb/base/check.h"
#include "limb/bignum/arith.h"
#include "limb/bignum/mont_internal.h"

namespace limb {

// The squarings without a dedicated kernel are the multiplication
// (bit-identical by construction). See mont.h.
void montSqr_g(Word* z, const Word* x, const Word* m, size_t n, Word m0inv) noexcept {
  montMul_g(z, x, x, m, n, m0inv);
}

// See mont.h. Row i adds m*u at t + i (u = t[i]*m0inv makes t[i] zero);
// the row's carry word and the pending carry bit go into t[i+n], whose own
// carry-out (at most 1: everything below position i+n+1 is < 2^(64(i+n+1))
// + m*2^(64(i+1)) < 2 * 2^(64(i+n+1))) moves up with the next row. At the end
// r = t[n, 2n) + top*R = (t + m*U)/R < 2m; z = r - m unless that borrows.
void montRedc_g(Word* z, Word* t, const Word* m, size_t n, Word m0inv) noexcept {
  LIMB_DCHECK(n >= 1 && n <= kMontMaxWords);
  Word top = 0;
  for (size_t i = 0; i < n; ++i) {
    const Word u = t[i] * m0inv;
    const Word c = addMulVVW_g(t + i, m, n, u);
    Word c1 = 0, c2 = 0;
    const Word s = AddWW(t[i + n], c, 0, &c1);
    t[i + n] = AddWW(s, top, 0, &c2);
    top = c1 + c2;
  }
  Word diff[kMontMaxWords];
  const Word borrow = subVV_g(diff, t + n, m, n);
  Word b = 0;
  SubWW(top, 0, borrow, &b);      // b == 1 iff r < m
  const Word keep = Word{0} - b;  // all ones: keep r
  for (size_t i = 0; i < n; ++i) z[i] = diff[i] ^ (keep & (diff[i] ^ t[n + i]));
}

}  // namespace limb
