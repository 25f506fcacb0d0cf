// Jacobi, Kronecker, ModSqrt and ModExpVarTime. Variable time: public
// values only. Jacobi is the binary algorithm (Cohen Alg. 1.4.10);
// Kronecker extends it. ModSqrt is Tonelli-Shanks (Cohen Alg. 1.5.1) with
// the shortcuts for p = 3 (mod 4) and 5 (mod 8).
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

using nt_internal::BitLen;
using nt_internal::ModPos;

namespace {

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

int Kronecker(const Int& a, const Int& n) noexcept {
  if (n.IsZero()) return a.Abs().IsOne() ? 1 : 0;
  int result = 1;
  Int m = n.Abs();
  if (n.IsNegative() && a.IsNegative()) result = -1;  // (a/-1)
  if (m.IsEven()) {
    if (a.IsEven()) return 0;
    const size_t tz = m.TrailingZeros();
    m >>= tz;
    const Word a8 = ModPos(a, Int(8)).Uint64();
    if ((tz & 1) && (a8 == 3 || a8 == 5)) result = -result;  // (a/2)^tz
  }
  const Result<int> j = Jacobi(a, m);  // m odd and > 0 now
  return result * j.value();
}

Result<Int> ModSqrt(const Int& a, const Int& p) noexcept {
  if (p < 2) return Status::kInvalidArgument;
  const Int x = ModPos(a, p);
  if (p == 2) return x;
  if (p.IsEven()) return Status::kInvalidArgument;
  if (x.IsZero()) return Int(0);
  const Result<int> j = Jacobi(x, p);
  if (j.value() == 0) return Status::kInvalidArgument;  // gcd(x, p) > 1 with x != 0: p composite
  if (j.value() == -1) return Status::kNotASquare;
  auto exp = [&p](const Int& b, const Int& e) { return ModExpVarTime(b, e, p).value(); };
  Int r;
  const Word low = p.words()[0];
  if ((low & 3) == 3) {
    r = exp(x, (p + 1) >> 2);  // x^((p+1)/4)
  } else if ((low & 7) == 5) {
    // Atkin: b = (2x)^((p-5)/8), i = 2x b^2 (a square root of -1), r = x b (i - 1).
    const Int x2 = (x << 1) % p;
    const Int b = exp(x2, (p - 5) >> 3);
    const Int i = (x2 * b % p) * b % p;
    r = ModPos(x * b % p * (i - 1), p);
  } else {
    // Tonelli-Shanks (Cohen, Alg. 1.5.1): p - 1 = q 2^s with q odd, s >= 3.
    const Int pm1 = p - 1;
    const size_t s = pm1.TrailingZeros();
    const Int q = pm1 >> s;
    // The Jacobi symbol (. / p) is a non-trivial character unless p is a
    // perfect square, so for any other p a non-residue turns up within a
    // few tries; a square p would make the search below run to its cap.
    if (IsPerfectSquare(p)) return Status::kInvalidArgument;
    Int z(2);
    for (int tries = 0;; ++tries, z += 1) {
      if (tries == (1 << 16)) return Status::kInvalidArgument;  // no non-residue: p composite
      const int jz = Jacobi(z, p).value();
      if (jz == -1) break;
      if (jz == 0) return Status::kInvalidArgument;  // z shares a factor with p
    }
    Int c = exp(z, q);                  // a generator of the 2-Sylow subgroup
    const Int w = exp(x, q >> 1);       // x^((q-1)/2): one exponentiation for both below
    r = x * w % p;                      // x^((q+1)/2)
    Int t = r * w % p;                  // x^q: order divides 2^(s-1); r^2 = x t
    size_t m = s;
    while (!t.IsOne()) {
      // The least i in (0, m) with t^(2^i) == 1.
      size_t i = 0;
      Int t2 = t;
      while (!t2.IsOne()) {
        if (++i == m) return Status::kInvalidArgument;  // impossible for prime p
        t2 = t2 * t2 % p;
      }
      Int b = c;
      for (size_t e = 0; e + i + 1 < m; ++e) b = b * b % p;  // c^(2^(m-i-1))
      m = i;
      c = b * b % p;
      t = t * c % p;
      r = r * b % p;
    }
  }
  if (r * r % p != x) return Status::kInvalidArgument;  // p composite
  const Int other = p - r;
  return other < r ? other : r;
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
