// Division of word vectors: a single-word fast path and Knuth's Algorithm D
// (TAOCP vol. 2, 3rd ed., 4.3.1). Variable time: public values only.

#include "limb/base/check.h"
#include "limb/bignum/arith.h"
#include "limb/bignum/nat.h"
#include "limb/bignum/nat_internal.h"

namespace limb {

DivStats& ThreadDivStats() noexcept {
  static thread_local DivStats stats;
  return stats;
}

// See nat.h.
Word DivWordWords(Word* q, const Word* x, size_t n, Word d) noexcept {
  LIMB_CHECK(d != 0);
  Word r = 0;
  // Invariant r < d, so DivWW's quotient fits a word.
  if (q != nullptr) {
    for (size_t i = n; i-- > 0;) q[i] = DivWW(r, x[i], d, &r);
  } else {
    for (size_t i = n; i-- > 0;) (void)DivWW(r, x[i], d, &r);
  }
  return r;
}

// See nat.h.
void DivModWords(Word* q, Word* r, const Word* u, size_t un, const Word* v,
                 size_t vn) noexcept {
  LIMB_CHECK(vn >= 1 && un >= vn && v[vn - 1] != 0);
  if (vn == 1) {
    Word rem = DivWordWords(q, u, un, v[0]);
    if (r != nullptr) r[0] = rem;
    return;
  }
  const ArithKernels& k = ActiveArithKernels();
  DivStats& stats = ThreadDivStats();

  // D1: normalise so that the divisor's top bit is set; u gets one more word.
  // The normalised copies live on the stack up to 4 KiB (un + 1 + vn <= 512
  // words): allocating, zeroing and freeing a heap buffer took ~1.6% of
  // DivMod/4096's time under perf, and more of the short divisions that
  // Sqrt, Root and Int's operators make.
  const unsigned s = Nlz(v[vn - 1]);
  WordBuffer<512> buf(un + 1 + vn);
  Word* nu = buf.data();      // un + 1 words
  Word* nv = nu + un + 1;     // vn words
  k.shlVU(nv, v, vn, s);
  nu[un] = k.shlVU(nu, u, un, s);

  const Word v1 = nv[vn - 1];  // top bit set
  const Word v2 = nv[vn - 2];
  // D2..D7: one quotient word per step, from the top.
  for (size_t j = un - vn + 1; j-- > 0;) {
    const Word u0 = nu[j + vn];      // u0 <= v1 (the running remainder < v)
    const Word u1 = nu[j + vn - 1];
    const Word u2 = nu[j + vn - 2];
    // D3: q-hat from the top two words, then the 3-by-2 test, which leaves
    // q-hat at most one too large.
    Word qhat, rhat;
    bool rhat_fits;  // rhat < B
    if (u0 >= v1) {
      // (u0 B + u1) / v1 >= B: q-hat = B - 1, rhat = u0 B + u1 - (B-1) v1
      // = u1 + v1 (as u0 == v1).
      qhat = kWordMax;
      rhat = u1 + v1;
      rhat_fits = rhat >= u1;
    } else {
      qhat = DivWW(u0, u1, v1, &rhat);
      rhat_fits = true;
    }
    while (rhat_fits) {
      Word ph, pl;
      MulWW(qhat, v2, &ph, &pl);
      if (ph < rhat || (ph == rhat && pl <= u2)) break;  // qhat v2 <= rhat B + u2
      --qhat;
      ++stats.qhat_corrections;
      const Word prev = rhat;
      rhat += v1;
      rhat_fits = rhat >= prev;
    }
    // D4: u[j, j+vn] -= qhat * v.
    const Word borrow = k.subMulVVW(nu + j, nv, vn, qhat);
    const Word top = nu[j + vn];
    nu[j + vn] = top - borrow;
    // D5/D6: if that went negative, q-hat was one too large: add v back.
    if (top < borrow) {
      --qhat;
      ++stats.add_backs;
      const Word c = k.addVV(nu + j, nu + j, nv, vn);
      nu[j + vn] += c;  // wraps back to 0
    }
    if (q != nullptr) q[j] = qhat;
  }
  // D8: the remainder is nu[0, vn) >> s.
  if (r != nullptr) k.shrVU(r, nu, vn, s);
}

}  // namespace limb
