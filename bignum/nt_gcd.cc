// Gcd, ExtendedGcd, ModInverse, Lcm and the word-vector inverse (Lehmer's
// algorithm, InverseVarTime). Variable time: public values only. Gcd and
// ExtendedGcd are Euclid's algorithm on the magnitudes (Knuth 4.5.2
// Algorithm X for the cofactor), followed by a normalisation of the Bezout
// pair to GMP's canonical choice (see nt.h).
#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>
#include <span>
#include <utility>
#include <vector>

#include "limb/base/check.h"
#include "limb/bignum/arith.h"
#include "limb/bignum/mont.h"
#include "limb/bignum/nat.h"
#include "limb/bignum/nat_internal.h"
#include "limb/bignum/nt.h"
#include "limb/bignum/nt_internal.h"

namespace limb {

namespace nt_internal {

Int ModPos(const Int& a, const Int& b) noexcept {
  Int r;
  Status s = Int::DivModEuclid(a, b, nullptr, &r);
  (void)s;  // b != 0 by contract
  return r;
}

size_t BitLen(const Word* x, size_t w) noexcept {
  for (size_t i = w; i-- > 0;) {
    if (x[i] != 0) return 64 * i + 64 - Nlz(x[i]);
  }
  return 0;
}

// Bits [sh, sh + 64) of x (w words); bits past the end read as 0.

}  // namespace nt_internal

namespace {

using nt_internal::BitLen;
using nt_internal::ModPos;

// Helpers of InverseVarTime (two's complement word vectors).
uint64_t Bits64(const Word* x, size_t w, size_t sh) noexcept {
  const size_t wi = sh / 64;
  const unsigned s = sh % 64;
  uint64_t v = wi < w ? x[wi] >> s : 0;
  if (s != 0 && wi + 1 < w) v |= x[wi + 1] << (64 - s);
  return v;
}

// MulSigned: t = s * z mod 2^(64 w) (z two's complement).
void MulSigned(Word* t, int64_t s, const Word* z, size_t w) noexcept {
  const uint64_t m = s < 0 ? uint64_t{0} - static_cast<uint64_t>(s) : static_cast<uint64_t>(s);
  Word c = 0;
  for (size_t i = 0; i < w; ++i) {
    const unsigned __int128 p = static_cast<unsigned __int128>(m) * z[i] + c;
    t[i] = static_cast<Word>(p);
    c = static_cast<Word>(p >> 64);
  }
  if (s < 0) {  // t = -t = ~t + 1
    Word carry = 1;
    for (size_t i = 0; i < w; ++i) {
      const Word v = ~t[i] + carry;
      carry = carry & (v == 0 ? 1 : 0);
      t[i] = v;
    }
  }
}

// LinComb: out = s1 X + s2 Y mod 2^(64 w); t1, t2 scratch of w words; out may
// alias X or Y.
void LinComb(Word* out, int64_t s1, const Word* x, int64_t s2, const Word* y, size_t w,
             Word* t1, Word* t2) noexcept {
  MulSigned(t1, s1, x, w);
  MulSigned(t2, s2, y, w);
  Word c = 0;
  for (size_t i = 0; i < w; ++i) {
    const unsigned __int128 sum = static_cast<unsigned __int128>(t1[i]) + t2[i] + c;
    out[i] = static_cast<Word>(sum);
    c = static_cast<Word>(sum >> 64);
  }
}

}  // namespace

Int Gcd(const Int& a, const Int& b) noexcept {
  Nat x = a.magnitude();
  Nat y = b.magnitude();
  // Euclid while the numbers are long; a word-sized tail with binary gcd.
  while (!y.IsZero()) {
    if (x.FitsUint64() && y.FitsUint64()) {
      Word u = x.Low64(), v = y.Low64();
      if (u == 0) return Int(v);
      const unsigned shift = Ntz(u | v);
      u >>= Ntz(u);
      do {
        v >>= Ntz(v);
        if (u > v) std::swap(u, v);
        v -= u;
      } while (v != 0);
      return Int(u << shift);
    }
    Nat r;
    Status s = Nat::DivMod(x, y, nullptr, &r);
    (void)s;  // y != 0 here
    x = std::move(y);
    y = std::move(r);
  }
  return Int(std::move(x));
}

void ExtendedGcd(const Int& a, const Int& b, Int* g, Int* s, Int* t) noexcept {
  const Int A = a.Abs();
  const Int B = b.Abs();
  Int G, S, T;
  if (A == B) {  // includes a == b == 0
    G = A;
    S = 0;
    T = b.sign();
  } else if (B.IsZero()) {
    G = A;
    S = a.sign();
    T = 0;
  } else if (A.IsZero()) {
    G = B;
    S = 0;
    T = b.sign();
  } else {
    // Algorithm X on (A, B), tracking only the cofactor of A:
    // invariant r0 = A*s0 (mod B), r1 = A*s1 (mod B).
    Int r0 = A, r1 = B, s0 = 1, s1 = 0;
    while (!r1.IsZero()) {
      Int q, r;
      Status st = Int::DivModTrunc(r0, r1, &q, &r);
      (void)st;  // r1 != 0
      Int sn = s0 - q * s1;
      r0 = std::move(r1);
      r1 = std::move(r);
      s0 = std::move(s1);
      s1 = std::move(sn);
    }
    G = std::move(r0);  // > 0 since A, B > 0
    // Canonical s: the representative of s0 mod B/G in (-B/(2G), B/(2G)],
    // which is GMP's choice (|s| < B/(2G), or s = 1 when B == 2G).
    const Int bq = B / G;
    Int sp = ModPos(s0, bq);
    if ((sp << 1) > bq) sp -= bq;
    // t from the identity A*s + B*t = G (exact division).
    Int tp = (G - A * sp) / B;
    S = a.IsNegative() ? -sp : sp;
    T = b.IsNegative() ? -tp : tp;
  }
  if (g != nullptr) *g = std::move(G);
  if (s != nullptr) *s = std::move(S);
  if (t != nullptr) *t = std::move(T);
}

Result<Int> ModInverse(const Int& a, const Int& m) noexcept {
  if (m.IsZero()) return Status::kDivisionByZero;
  const Int mm = m.Abs();
  if (mm.IsOne()) return Int(0);
  const Int ar = ModPos(a, mm);
  Int g, s;
  ExtendedGcd(ar, mm, &g, &s, nullptr);
  if (!g.IsOne()) return Status::kNotInvertible;
  return ModPos(s, mm);
}

Int Lcm(const Int& a, const Int& b) noexcept {
  if (a.IsZero() || b.IsZero()) return Int(0);
  const Int g = Gcd(a, b);
  return (a.Abs() / g) * b.Abs();  // exact: g divides a
}

namespace nt_internal {

Lehmer LehmerInverse(Word* out, const Word* x, const Word* n, size_t nw) noexcept {
  // Knuth, TAOCP vol. 2, 4.5.2, Algorithm L; see nt.h.
  const size_t w = nw + 1;
  WipedWords buf(8 * w, 0);
  Word* u = &buf[0];
  Word* v = &buf[w];
  Word* U = &buf[2 * w];
  Word* V = &buf[3 * w];
  Word* t1 = &buf[4 * w];
  Word* t2 = &buf[5 * w];
  Word* nu = &buf[6 * w];
  Word* nv = &buf[7 * w];
  std::memcpy(u, n, nw * sizeof(Word));
  std::memcpy(v, x, nw * sizeof(Word));
  V[0] = 1;  // u = n = 0 x, v = x = 1 x (mod n)
  auto negative = [w](const Word* z) { return (z[w - 1] >> 63) != 0; };
  auto geq = [w](const Word* a, const Word* b) {
    for (size_t i = w; i-- > 0;) {
      if (a[i] != b[i]) return a[i] > b[i];
    }
    return true;
  };
  for (;;) {
    const size_t bv = BitLen(v, w);
    if (bv == 0) break;
    const size_t bu = BitLen(u, w);  // bu >= bv (u > v after every step)
    int64_t A = 1, B = 0, C = 0, D = 1;
    if (bu <= 62) {
      // Both fit in 62 bits: plain Euclid to the end on machine words.
      uint64_t uh = u[0], vh = v[0];
      while (vh != 0) {
        const uint64_t q = uh / vh;
        int64_t t = A - static_cast<int64_t>(q) * C;
        A = C;
        C = t;
        t = B - static_cast<int64_t>(q) * D;
        B = D;
        D = t;
        const uint64_t r = uh - q * vh;
        uh = vh;
        vh = r;
      }
    } else {
      const size_t sh = bu - 62;
      const uint64_t mask62 = (uint64_t{1} << 62) - 1;
      int64_t uh = static_cast<int64_t>(Bits64(u, w, sh) & mask62);
      int64_t vh = static_cast<int64_t>(Bits64(v, w, sh) & mask62);
      for (;;) {
        // |A|, |B|, |C|, |D| <= 2^62 and 0 <= uh, vh < 2^62 (Knuth's bounds
        // for Algorithm L), so these sums cannot overflow.
        const int64_t d1 = vh + C, d2 = vh + D, n1 = uh + A, n2 = uh + B;
        if (d1 <= 0 || d2 <= 0 || n1 < 0 || n2 < 0) break;
        const uint64_t q = static_cast<uint64_t>(n1) / static_cast<uint64_t>(d1);
        if (q != static_cast<uint64_t>(n2) / static_cast<uint64_t>(d2)) break;
        const int64_t qq = static_cast<int64_t>(q);
        int64_t t = A - qq * C;
        A = C;
        C = t;
        t = B - qq * D;
        B = D;
        D = t;
        t = uh - qq * vh;
        uh = vh;
        vh = t;
      }
      if (B == 0) {
        // Not even the first quotient was certain: one exact step with
        // q = floor(u / v), estimated from 128 / 64 leading bits (q_est -
        // 2 <= q <= q_est + 1) and corrected.
        if (bu - bv > 61) return Lehmer::kQuotientTooLarge;
        const size_t s = bv > 64 ? bv - 64 : 0;
        const unsigned __int128 un =
            (static_cast<unsigned __int128>(Bits64(u, w, s + 64)) << 64) | Bits64(u, w, s);
        const uint64_t vd = Bits64(v, w, s);  // >= 2^63 (or v itself if s = 0)
        int64_t q = static_cast<int64_t>(un / vd);
        LinComb(nv, 1, u, -q, v, w, t1, t2);  // u - q v
        while (negative(nv)) {
          LinComb(nv, 1, nv, 1, v, w, t1, t2);
          --q;
        }
        while (geq(nv, v)) {
          LinComb(nv, 1, nv, -1, v, w, t1, t2);
          ++q;
        }
        A = 0;
        B = 1;
        C = 1;
        D = -q;
      }
    }
    LinComb(nu, A, u, B, v, w, t1, t2);
    LinComb(nv, C, u, D, v, w, t1, t2);
    std::memcpy(u, nu, w * sizeof(Word));
    std::memcpy(v, nv, w * sizeof(Word));
    LinComb(nu, A, U, B, V, w, t1, t2);
    LinComb(nv, C, U, D, V, w, t1, t2);
    std::memcpy(U, nu, w * sizeof(Word));
    std::memcpy(V, nv, w * sizeof(Word));
  }
  if (BitLen(u, w) != 1) return Lehmer::kNotInvertible;  // gcd(x, n) = u != 1
  if (negative(U)) {                 // U + n: the representative in [0, n)
    Word c = 0;
    for (size_t i = 0; i < w; ++i) {
      const unsigned __int128 sum =
          static_cast<unsigned __int128>(U[i]) + (i < nw ? n[i] : 0) + c;
      U[i] = static_cast<Word>(sum);
      c = static_cast<Word>(sum >> 64);
    }
  }
  std::memcpy(out, U, nw * sizeof(Word));
  return Lehmer::kInverted;
}

}  // namespace nt_internal

Status InverseVarTime(Word* out, const Word* x, const Word* n, size_t nw) noexcept {
  // The contract's conditions, all on public values.
  if (nw == 0 || (n[0] & 1) == 0 || BitLen(n, nw) < 2) return Status::kInvalidArgument;
  size_t top = nw;  // x < n: the highest word where they differ decides
  while (top > 0 && x[top - 1] == n[top - 1]) --top;
  if (top == 0 || x[top - 1] > n[top - 1]) return Status::kInvalidArgument;
  switch (nt_internal::LehmerInverse(out, x, n, nw)) {
    case nt_internal::Lehmer::kInverted:
      return Status::kOk;
    case nt_internal::Lehmer::kNotInvertible:
      return Status::kNotInvertible;
    case nt_internal::Lehmer::kQuotientTooLarge:
      break;
  }
  Result<Int> r = ModInverse(Int::FromWords({x, nw}), Int::FromWords({n, nw}));
  if (!r.ok()) return r.status();
  std::memset(out, 0, nw * sizeof(Word));
  const std::span<const Word> inv = r->words();
  std::memcpy(out, inv.data(), inv.size() * sizeof(Word));
  return Status::kOk;
}

}  // namespace limb
