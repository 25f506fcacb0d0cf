// Number theory on Int. Variable time throughout: public values only.
//
// Gcd and ExtendedGcd are Euclid's algorithm on the magnitudes (Knuth 4.5.2
// Algorithm X for the cofactor), followed by a normalisation of the Bezout
// pair to GMP's canonical choice (see nt.h). Sqrt is Newton's iteration
// from above (Cohen, "A Course in Computational Algebraic Number Theory",
// Alg. 1.7.1). Jacobi is the binary algorithm (Cohen Alg. 1.4.10).
#include "bignum/nt.h"

#include <span>
#include <utility>
#include <vector>

#include "bignum/mont.h"
#include "bignum/nat.h"

namespace limb {
namespace {

// Mod: a mod b for b > 0, in [0, b). b MUST be nonzero.
Int ModPos(const Int& a, const Int& b) noexcept {
  Int r;
  Status s = Int::DivModEuclid(a, b, nullptr, &r);
  (void)s;  // b != 0 by contract
  return r;
}

// JacobiWord: (a/n) for odd n > 0, words. Cohen Alg. 1.4.10.
int JacobiWord(Word a, Word n) noexcept {
  int result = 1;
  a %= n;
  while (a != 0) {
    const unsigned tz = Ntz(a);
    a >>= tz;
    // (2/n) = -1 iff n = 3, 5 (mod 8).
    if ((tz & 1) && ((n & 7) == 3 || (n & 7) == 5)) result = -result;
    // Quadratic reciprocity for odd a, n: flip iff both are 3 (mod 4).
    if ((a & 3) == 3 && (n & 3) == 3) result = -result;
    std::swap(a, n);
    a %= n;
  }
  return n == 1 ? result : 0;
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

Int Pow(const Int& base, uint64_t exp) noexcept {
  Int result = 1;
  if (exp == 0) return result;
  // Left to right: the top set bit first.
  const int top = 63 - __builtin_clzll(exp);
  result = base;
  for (int i = top - 1; i >= 0; --i) {
    result = Int::Square(result);
    if ((exp >> i) & 1) result *= base;
  }
  return result;
}

Result<Int> Sqrt(const Int& x) noexcept {
  if (x.IsNegative()) return Status::kInvalidArgument;
  if (x.IsZero()) return Int(0);
  // y0 = 2^ceil(bits/2) > sqrt(x). Newton from above: y_{k+1} =
  // floor((y_k + floor(x / y_k)) / 2) decreases strictly while y_k >
  // floor(sqrt(x)) and stops at floor(sqrt(x)) (Cohen Alg. 1.7.1).
  Int y = Int(1) << ((x.BitLen() + 1) / 2);
  for (;;) {
    Int z = (y + x / y) >> 1;
    if (z >= y) return y;
    y = std::move(z);
  }
}

bool IsPerfectSquare(const Int& x) noexcept {
  if (x.IsNegative()) return false;
  if (x.IsZero()) return true;
  // Quadratic residue filters: squares mod 64 and mod 63*65*11 (Cohen
  // Alg. 1.7.3) reject most non-squares without a square root.
  const Word low = x.words()[0] & 63;
  static constexpr uint64_t kSquaresMod64 = [] {
    uint64_t bits = 0;
    for (uint64_t i = 0; i < 64; ++i) bits |= uint64_t{1} << ((i * i) & 63);
    return bits;
  }();
  if (((kSquaresMod64 >> low) & 1) == 0) return false;
  const Word r = x.magnitude().ModWord(63 * 65 * 11);
  auto is_qr = [](Word v, Word m) {
    for (Word i = 0; i < m; ++i)
      if ((i * i) % m == v) return true;
    return false;
  };
  if (!is_qr(r % 63, 63) || !is_qr(r % 65, 65) || !is_qr(r % 11, 11)) return false;
  Result<Int> root = Sqrt(x);
  return Int::Square(root.value()) == x;
}

Result<int> Jacobi(const Int& a, const Int& n) noexcept {
  if (!n.IsPositive() || n.IsEven()) return Status::kInvalidArgument;
  int result = 1;
  Int x = ModPos(a, n);
  Int y = n;
  while (!x.IsZero()) {
    if (x.FitsUint64() && y.FitsUint64()) {
      return result * JacobiWord(x.Uint64(), y.Uint64());
    }
    const size_t tz = x.TrailingZeros();
    x >>= tz;
    const Word y8 = y.words()[0] & 7;
    if ((tz & 1) && (y8 == 3 || y8 == 5)) result = -result;
    if ((x.words()[0] & 3) == 3 && (y8 & 3) == 3) result = -result;
    std::swap(x, y);
    x = ModPos(x, y);
  }
  return y.IsOne() ? result : 0;
}

Result<Int> ModExpVarTime(const Int& base, const Int& exp, const Int& m) noexcept {
  if (m.IsZero()) return Status::kDivisionByZero;
  const Int mm = m.Abs();
  if (mm.IsOne()) return Int(0);
  Int b;
  if (exp.IsNegative()) {
    Result<Int> inv = ModInverse(base, mm);
    if (!inv.ok()) return inv.status();
    b = std::move(inv.value());
  } else {
    b = ModPos(base, mm);
  }
  const Int e = exp.Abs();

  if (mm.IsOdd() && mm.num_words() <= kMontMaxWords) {
    Result<Modulus> mod = Modulus::FromWords(mm.words());
    if (!mod.ok()) return mod.status();
    const Residue rb = Residue::FromWords(b.words(), *mod);
    Residue out(*mod);
    ExpWordsVarTime(out, rb, e.words(), *mod);
    return Int::FromWords(out.words());
  }

  // Even (or oversized) modulus: left-to-right square-and-multiply.
  Int r = 1;
  const size_t bits = e.BitLen();
  for (size_t i = bits; i-- > 0;) {
    r = Int::Square(r) % mm;
    if (e.TestBit(i)) r = (r * b) % mm;
  }
  return ModPos(r, mm);  // covers exp == 0 (1 mod m)
}

}  // namespace limb
