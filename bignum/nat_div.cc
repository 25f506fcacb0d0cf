// Division of word vectors: a single-word fast path and Knuth's Algorithm D
// (TAOCP vol. 2, 3rd ed., 4.3.1); for long divisors the recursive division
// of Burnikel and Ziegler ("Fast Recursive Division", MPI-I-98-1-022, 1998)
// on top of them. Variable time: public values only.

#include <algorithm>
#include <span>
#include <tuple>
#include <utility>

#include "limb/base/check.h"
#include "limb/bignum/arith.h"
#include "limb/bignum/nat.h"
#include "limb/bignum/nat_internal.h"

namespace limb {

DivStats& ThreadDivStats() noexcept {
  static thread_local DivStats stats;
  return stats;
}

namespace {

// kPreinvMinWords: from this length on DivWordWords divides by a prepared
// reciprocal (one DivWW to make it, then two multiplications per word);
// below it, one DivWW per word. On x86-64 DivWW is one DIV instruction, as
// fast as a reciprocal step for one word and slower from about four; where
// it is a library call (__udivti3: aarch64, ppc64le) the reciprocal pays
// from two words.
// Measured: nat_bench limb/ToString/1000 (benchmarks/RESULTS.md, "DivWordWords").
#if defined(__x86_64__)
constexpr size_t kPreinvMinWords = 4;
#else
constexpr size_t kPreinvMinWords = 2;
#endif

}  // namespace

// See nat.h.
Word DivWordWords(Word* q, const Word* x, size_t n, Word d) noexcept {
  LIMB_CHECK(d != 0);
  Word r = 0;
  if (n < kPreinvMinWords) {
    // Invariant r < d, so DivWW's quotient fits a word.
    for (size_t i = n; i-- > 0;) {
      const Word qi = DivWW(r, x[i], d, &r);
      if (q != nullptr) q[i] = qi;
    }
    return r;
  }
  // x 2^s / (d 2^s) has x / d's quotient and remainder r 2^s: the words of
  // x 2^s stream from the top, the bits shifted out of x[n-1] starting r
  // (< 2^s <= dn). Writing q[i] after reading x[i] and x[i-1] allows q == x.
  const WordDivisor dv(d);
  const unsigned s = dv.shift;
  if (s == 0) {
    for (size_t i = n; i-- > 0;) {
      const Word qi = DivWWPreinv(r, x[i], dv, &r);
      if (q != nullptr) q[i] = qi;
    }
    return r;
  }
  r = x[n - 1] >> (kWordBits - s);
  for (size_t i = n; i-- > 0;) {
    const Word u0 = (x[i] << s) | (i > 0 ? x[i - 1] >> (kWordBits - s) : 0);
    const Word qi = DivWWPreinv(r, u0, dv, &r);
    if (q != nullptr) q[i] = qi;
  }
  return r >> s;
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
  if (vn >= kRecursiveDivWords && un - vn >= kRecursiveDivWords) {
    Nat qq, rr;
    DivModRecursive(Nat::FromWords(std::span<const Word>(u, un)),
                    Nat::FromWords(std::span<const Word>(v, vn)), q != nullptr ? &qq : nullptr,
                    r != nullptr ? &rr : nullptr);
    // q and r are zero-padded to un - vn + 1 and vn words.
    if (q != nullptr) {
      std::fill(q, q + (un - vn + 1), 0);
      std::copy(qq.words().begin(), qq.words().end(), q);
    }
    if (r != nullptr) {
      std::fill(r, r + vn, 0);
      std::copy(rr.words().begin(), rr.words().end(), r);
    }
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

namespace {

// Words [lo, hi) of x as a Nat (missing words are zero).
Nat Slice(const Nat& x, size_t lo, size_t hi) {
  const std::span<const Word> w = x.words();
  if (lo >= w.size()) return Nat();
  return Nat::FromWords(w.subspan(lo, std::min(hi, w.size()) - lo));
}

// x * 2^(64 k).
Nat ShlWords(const Nat& x, size_t k) { return Nat::Shl(x, k * kWordBits); }

// x + y * 2^(64 k).
Nat Join(const Nat& x, const Nat& y, size_t k) { return Nat::Add(x, ShlWords(y, k)); }

std::pair<Nat, Nat> Div2n1n(const Nat& a, const Nat& b, size_t n);

// Div3n2n: (q, r) with a = q b + r, 0 <= r < b, for b of exactly 2h words
// (top bit set) and a < b * 2^(64 h) (so q < 2^(64 h)).
std::pair<Nat, Nat> Div3n2n(const Nat& a, const Nat& b, size_t h) {
  const Nat b1 = Slice(b, h, 2 * h), b2 = Slice(b, 0, h);
  const Nat a12 = Slice(a, h, 4 * h);  // a1 * 2^(64 h) + a2
  const Nat a1 = Slice(a, 2 * h, 4 * h), a3 = Slice(a, 0, h);
  Nat q, r1;
  if (Nat::Compare(a1, b1) < 0) {
    std::tie(q, r1) = Div2n1n(a12, b1, h);
  } else {
    // q = 2^(64 h) - 1: r1 = a12 - q b1 = a12 - b1 * 2^(64 h) + b1.
    ++ThreadDivStats().recursive_top;
    WipedWords ones(h, kWordMax);
    q = Nat::FromWords(ones);
    r1 = Nat::Sub(Nat::Add(a12, b1), ShlWords(b1, h));
  }
  // r = r1 * 2^(64 h) + a3 - q b2; q is at most 2 too large (b normalised).
  Nat r = Join(a3, r1, h);
  const Nat d = Nat::Mul(q, b2);
  while (Nat::Compare(r, d) < 0) {
    ++ThreadDivStats().recursive_fixes;
    q = Nat::SubWord(q, 1);
    r = Nat::Add(r, b);
  }
  return {q, Nat::Sub(r, d)};
}

// Div2n1n: (q, r) with a = q b + r, 0 <= r < b, for b of exactly n words
// (top bit set) and a < b * 2^(64 n).
std::pair<Nat, Nat> Div2n1n(const Nat& a, const Nat& b, size_t n) {
  if (n % 2 == 1 || n < kRecursiveDivWords) {
    Nat q, r;
    (void)Nat::DivMod(a, b, &q, &r);  // Algorithm D, as n < kRecursiveDivWords here
    return {q, r};
  }
  const size_t h = n / 2;
  // a = [a1 a2 a3 a4] in h-word parts: the top three over b, then the rest.
  auto [q1, r] = Div3n2n(Slice(a, h, 4 * h), b, h);
  auto [q2, s] = Div3n2n(Join(Slice(a, 0, h), r, h), b, h);
  return {Join(q2, q1, h), s};
}

}  // namespace

// See nat_internal.h.
void DivModRecursive(const Nat& a, const Nat& b, Nat* q, Nat* r) noexcept {
  const size_t vn = b.num_words();
  // n = m 2^k >= vn with m < kRecursiveDivWords: every halving of Div2n1n
  // stays even down to m. b is shifted left by sigma bits to n words with
  // the top bit set; a by the same.
  size_t m = vn, k = 0;
  while (m >= kRecursiveDivWords) {
    m = (m + 1) / 2;
    ++k;
  }
  const size_t n = m << k;
  const size_t sigma = (n - vn) * kWordBits + Nlz(b.words()[vn - 1]);
  const Nat bs = Nat::Shl(b, sigma), as = Nat::Shl(a, sigma);
  // t chunks of n words with one spare word on top, so the top chunk is
  // below 2^(64 (n - 1)) <= bs.
  const size_t t = std::max<size_t>(2, (as.num_words() + 1 + n - 1) / n);
  Nat z = Slice(as, (t - 2) * n, t * n);
  WipedWords qw((t - 1) * n, 0);
  Nat rem;
  for (size_t i = t - 1; i-- > 0;) {
    auto [qi, ri] = Div2n1n(z, bs, n);
    std::copy(qi.words().begin(), qi.words().end(), qw.begin() + static_cast<ptrdiff_t>(i * n));
    if (i > 0) {
      z = Join(Slice(as, (i - 1) * n, i * n), ri, n);
    } else {
      rem = std::move(ri);
    }
  }
  if (q != nullptr) *q = Nat::FromWords(qw);
  if (r != nullptr) *r = Nat::Shr(rem, sigma);
}

}  // namespace limb
