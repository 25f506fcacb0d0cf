// Number theory on Int. Variable time throughout: public values only.
//
// Gcd and ExtendedGcd are Euclid's algorithm on the magnitudes (Knuth 4.5.2
// Algorithm X for the cofactor), followed by a normalisation of the Bezout
// pair to GMP's canonical choice (see nt.h). Sqrt and Root are Newton's
// iteration from above (Cohen, "A Course in Computational Algebraic Number
// Theory", Alg. 1.7.1, generalised to k-th roots) from a start computed
// recursively on the top half of the bits; square roots (Sqrt, and Root and
// RootRem with k = 2) are Zimmermann's Karatsuba square root on word vectors
// instead (P. Zimmermann, "Karatsuba Square Root", INRIA RR-3805, 1999; the
// method GMP's mpn_sqrtrem implements). Jacobi is the binary algorithm
// (Cohen Alg. 1.4.10); Kronecker extends it. ModSqrt is Tonelli-Shanks
// (Cohen Alg. 1.5.1) with the shortcuts for p = 3 (mod 4) and 5 (mod 8).
// Factorial uses Luschny's swinging factorial, Binomial Kummer's theorem.
#include "limb/bignum/nt.h"

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
#include "limb/bignum/nt_internal.h"

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

// Helpers of InverseVarTime (two's complement word vectors).
size_t BitLen(const Word* x, size_t w) noexcept {
  for (size_t i = w; i-- > 0;) {
    if (x[i] != 0) return 64 * i + 64 - Nlz(x[i]);
  }
  return 0;
}

// Bits [sh, sh + 64) of x (w words); bits past the end read as 0.
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

namespace {

// SqrtTwoWords: s = floor(sqrt(v)) for v = hi * 2^64 + lo, and the remainder
// v - s^2 (at most 2s < 2^65) in *r_hi:*r_lo. The estimate comes from sqrtl:
// with a significand of at least 64 bits, v is rounded to within 2^-64 of
// itself and the root to within a unit or two of s, which the loops then
// make exact.
static_assert(std::numeric_limits<long double>::digits >= 64,
              "SqrtTwoWords needs a long double with a 64-bit significand");
Word SqrtTwoWords(Word hi, Word lo, Word* r_hi, Word* r_lo) noexcept {
  using U = unsigned __int128;
  const U v = (U{hi} << 64) | lo;
  const long double d =
      std::sqrt(static_cast<long double>(hi) * 18446744073709551616.0L + static_cast<long double>(lo));
  Word s = d >= 18446744073709551615.0L ? kWordMax : static_cast<Word>(d);
  while (U{s} * s > v) --s;
  while (s != kWordMax && U{s + 1} * (s + 1) <= v) ++s;
  const U r = v - U{s} * s;
  *r_hi = static_cast<Word>(r >> 64);
  *r_lo = static_cast<Word>(r);
  return s;
}

// SqrtRemWords: Zimmermann's recursive square root. In: a[0, 2n), n >= 1,
// normalised: a[2n-1] >= 2^62. Out: s[0, n) = floor(sqrt(a)) and the
// remainder a - s^2 <= 2s in a[0, n) plus the returned top bit (0 or 1);
// a[n, 2n) is clobbered. tmp: 2n + 1 words. s, a and tmp do not overlap.
// With l = floor(n/2) and h = n - l (B = 2^64):
//   (s', r') = SqrtRem(a[2l, 2n))          the top half, recursively
//   (q, u)   = divmod(r' B^l + a[l, 2l), 2s')
//   s = s' B^l + q,  r = u B^l + a[0, l) - q^2
//   if r < 0: r += 2s - 1, s -= 1          (once at most, by the paper's
//                                           theorem, given the normalisation)
// The division is by s' (its top bit is set) and then by 2: q' = that
// quotient, q = q' >> 1, u = remainder + (q' odd ? s' : 0). When r' >= B^h
// (the returned top bit) s' is first subtracted from r' and B^l added to q'.
// q' < 2 B^l + 2, so q <= B^l, and q == B^l only with its low l words 0.
Word SqrtRemWords(Word* s, Word* a, size_t n, Word* tmp) noexcept {
  if (n == 1) {
    Word r_hi, r_lo;
    s[0] = SqrtTwoWords(a[1], a[0], &r_hi, &r_lo);
    a[0] = r_lo;
    return r_hi;
  }
  const ArithKernels& k = ActiveArithKernels();
  const size_t l = n / 2;
  const size_t h = n - l;
  const Word top = SqrtRemWords(s + l, a + 2 * l, h, tmp);  // s' = s[l, n), r' = a[2l, 2l+h) + top B^h
  Word* q = tmp;              // l + 1 words
  Word* u = tmp + l + 1;      // h words
  Word* q2 = u + h;           // 2l words
  if (top != 0) {
    // r' - s' < B^h: the borrow out of the h words is the top bit.
    k.subVV(a + 2 * l, a + 2 * l, s + l, h);
  }
  // a[l, l+n) = r' B^l + a[l, 2l) (less s' B^l if top); quotient l + 1 words.
  DivModWords(q, u, a + l, n, s + l, h);
  q[l] += top;
  const Word odd = q[0] & 1;
  k.shrVU(q, q, l + 1, 1);
  const Word q_top = q[l];  // 1 only for q == B^l
  std::copy(u, u + h, a + l);
  Word carry = 0;
  if (odd != 0) carry = k.addVV(a + l, a + l, s + l, h);  // u += s', < 2s'
  // r = a[0, n) + carry B^n - q^2, where q^2 = q[0, l)^2 + q_top B^{2l}.
  SqrWords(q2, q, l);
  Word borrow = k.subVV(a, a, q2, 2 * l) + q_top;
  if (h > l) borrow = k.subVW(a + 2 * l, a + 2 * l, h - l, borrow);
  std::copy(q, q + l, s);
  // s = s' B^l + q, which is B^n itself when s' = B^h - 1 and q = B^l: then
  // r < 0 and the correction below brings s back under B^n.
  Word s_top = k.addVW(s + l, s + l, h, q_top);
  if (carry >= borrow) {
    LIMB_CHECK(s_top == 0);
    return carry - borrow;
  }
  // r < 0 (by one B^n at most): r += 2s - 1, s -= 1.
  Word c = k.addMulVVW(a, s, n, 2) + 2 * s_top;
  c -= k.subVW(a, a, n, 1);
  s_top -= k.subVW(s, s, n, 1);
  // The new r is in [0, 2s]: its top bit is the carry left after the old
  // deficit of one B^n.
  LIMB_CHECK(s_top == 0 && c >= 1 && c - 1 <= 1);
  return c - 1;
}

// SqrtFloor: floor(sqrt(x)) for x >= 0. x is shifted left by an even number
// of bits (and by one word when it has an odd number of words) so that the
// top word of the 2n words has one of its two top bits set; the root of that
// is the root of x shifted left by half as many bits.
Int SqrtFloor(const Int& x) noexcept {
  const std::span<const Word> w = x.magnitude().words();
  const size_t xn = w.size();
  if (xn == 0) return Int(0);
  if (xn <= 2) {
    Word r_hi, r_lo;
    const Word s0 = SqrtTwoWords(xn == 2 ? w[1] : 0, w[0], &r_hi, &r_lo);
    return Int(Nat::FromWords(std::span<const Word>(&s0, 1)));
  }
  const ArithKernels& k = ActiveArithKernels();
  const size_t n = (xn + 1) / 2;
  const size_t odd = xn & 1;
  const unsigned c = Nlz(w[xn - 1]) / 2;
  // a, s and tmp: 5n + 1 words, on the stack up to 2048-bit roots.
  WordBuffer<5 * 32 + 1> buf(5 * n + 1);
  Word* a = buf.data();     // 2n words
  Word* s = a + 2 * n;      // n words
  Word* tmp = s + n;        // 2n + 1 words
  a[0] = 0;                 // the low word when xn is odd
  k.shlVU(a + odd, w.data(), xn, 2 * c);  // no bits out: 2c <= Nlz(top)
  SqrtRemWords(s, a, n, tmp);
  k.shrVU(s, s, n, static_cast<unsigned>(32 * odd + c));
  return Int(Nat::FromWords(std::span<const Word>{s, n}));
}

}  // namespace

Result<Int> Sqrt(const Int& x) noexcept {
  if (x.IsNegative()) return Status::kInvalidArgument;
  return SqrtFloor(x);
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
  const Word r = *x.magnitude().ModWord(63 * 65 * 11);
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

// ---------------------------------------------------------------------------
// Lcm, roots, Kronecker, ModSqrt, MulRange, Factorial, Binomial.

Int Lcm(const Int& a, const Int& b) noexcept {
  if (a.IsZero() || b.IsZero()) return Int(0);
  const Int g = Gcd(a, b);
  return (a.Abs() / g) * b.Abs();  // exact: g divides a
}

namespace {

// RootFrom: for x > 0 and 2 <= k < x.BitLen(), floor(x^(1/k)) if exact,
// else some y >= floor(x^(1/k)) that exceeds it by a few units at most.
// RootRem calls it for k >= 3 only (square roots take SqrtFloor above).
// Precision doubling: x >> ks keeps a little over half the root's bits
// (s = floor(bits / (2k)) - g, with g guard bits), and any r' >=
// floor((x >> ks)^(1/k)) gives a start y = (r' + 1) 2^s > x^(1/k) (an
// integer above top^(1/k) has a k-th power >= top + 1). From above,
// Newton's step y' = floor(((k-1) y + floor(x / y^(k-1))) / k) never drops
// below floor(x^(1/k)) (AM-GM) and decreases strictly while y exceeds it.
// One step squares the start's relative error, about (r' - root' + 2)
// 2^-(bits of r'): with the guard bits, the overshoot (k-1)/2 (r' - root'
// + 2)^2 2^-2g stays below 1 plus the rounding, so the levels below the top
// take one step each and skip the check that would make them exact, and
// the top starts within a few units: one or two steps, each confirmed by
// z^k <= x. About two full-size divisions in all, where starting Newton
// from a power of two costs one per bit of the root's length's logarithm.
Int RootFrom(const Int& x, uint64_t k, bool exact) noexcept {
  const size_t bits = x.BitLen();
  const size_t half = bits / (2 * k);
  Int y;
  if (half < 32) {
    // bits < 64k: the root is below 2^64. Start from the floating-point root
    // of x's top 64 bits, raised by 2^-40 of itself plus 2 to be safely
    // above; 2^ceil(bits/k) if that does not fit a word (or x is beyond
    // long double's range, ~2^16384: then a is infinite). In double (53-bit
    // significand, pow within an ulp: relative error ~2^-52) while x fits
    // its range: powl was 8% of Root/4096's time (perf), and the switch
    // took that row from 4.85 to 4.1-4.3 us.
    const size_t sh = bits > 64 ? bits - 64 : 0;
    const uint64_t top64 = (x >> sh).Uint64();
    long double a;
    if (bits < 1000) {
      a = std::pow(std::ldexp(static_cast<double>(top64), static_cast<int>(sh)), 1.0 / static_cast<double>(k));
    } else {
      const long double top = std::ldexp(static_cast<long double>(top64), static_cast<int>(sh));
      a = std::pow(top, 1.0L / static_cast<long double>(k));
    }
    if (a < 1.8e19L) {
      const uint64_t ai = static_cast<uint64_t>(a);
      y = Int(ai) + Int(ai >> 40) + 2;
    } else {
      y = Int(1) << ((bits + k - 1) / k);  // 2^ceil(bits/k) > x^(1/k)
    }
  } else {
    const size_t g = 6 + static_cast<size_t>(std::bit_width(k));
    const size_t s = half > 2 * g ? half - g : half / 2;
    const Int top = x >> (k * s);  // at least bits / 2 >= 32k bits, so k < top.BitLen()
    y = (RootFrom(top, k, false) + 1) << s;
  }
  const Int km1(k - 1);
  const Int kk(k);
  if (!exact) return (km1 * y + x / Pow(y, k - 1)) / kk;
  for (;;) {
    Int z = (km1 * y + x / Pow(y, k - 1)) / kk;
    if (z >= y) return y;
    // z >= floor(x^(1/k)) (above), so z^k <= x proves z is the root:
    // cheaper than the Newton step that would otherwise confirm it.
    if (Pow(z, k) <= x) return z;
    y = std::move(z);
  }
}

}  // namespace

Result<Int> RootRem(const Int& x, uint64_t k, Int* rem) noexcept {
  if (k == 0 || (x.IsNegative() && k % 2 == 0)) return Status::kInvalidArgument;
  const Int ax = x.Abs();
  Int y;
  if (ax.IsZero()) {
    y = Int(0);
  } else if (k == 1) {
    y = ax;
  } else if (k >= ax.BitLen()) {
    y = Int(1);  // 1 <= |x| < 2^bits <= 2^k, so the root is in [1, 2)
  } else {
    y = k == 2 ? SqrtFloor(ax) : RootFrom(ax, k, true);
  }
  if (x.IsNegative()) y = -y;
  if (rem != nullptr) *rem = x - Pow(y, k);
  return y;
}

Result<Int> Root(const Int& x, uint64_t k) noexcept { return RootRem(x, k, nullptr); }

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

namespace {

// MulIntRange: lo * (lo + 1) * ... * (lo + count - 1) for count >= 1, by
// binary splitting (both halves have about the same size).
Int MulIntRange(const Int& lo, uint64_t count) noexcept {
  if (count <= 4) {
    Int r = lo;
    for (uint64_t i = 1; i < count; ++i) r *= lo + Int(i);
    return r;
  }
  const uint64_t half = count / 2;
  return MulIntRange(lo, half) * MulIntRange(lo + Int(half), count - half);
}

// MulWordRange: lo * ... * hi for 1 <= lo <= hi, words; leaves multiply
// words into a 64-bit product while it cannot overflow.
Int MulWordRange(uint64_t lo, uint64_t hi) noexcept {
  if (hi - lo < 16) {
    Int r(1);
    uint64_t acc = 1;
    for (uint64_t v = lo;; ++v) {
      if (acc > UINT64_MAX / v) {  // acc * v would not fit in a word
        r *= Int(acc);
        acc = 1;
      }
      acc *= v;
      if (v == hi) break;
    }
    r *= Int(acc);
    return r;
  }
  const uint64_t mid = lo + (hi - lo) / 2;
  return MulWordRange(lo, mid) * MulWordRange(mid + 1, hi);
}

// PrimesUpTo: 2 and the odd primes <= n (sieve of Eratosthenes over the
// odd numbers).
std::vector<uint64_t> PrimesUpTo(uint64_t n) noexcept {
  std::vector<uint64_t> primes;
  if (n < 2) return primes;
  primes.push_back(2);
  const uint64_t half = (n - 1) / 2;  // odd numbers 3, 5, ..., index i -> 2i + 3
  std::vector<bool> composite(half, false);
  for (uint64_t i = 0; i < half; ++i) {
    if (composite[i]) continue;
    const uint64_t p = 2 * i + 3;
    primes.push_back(p);
    for (uint64_t j = (p * p - 3) / 2; p <= n / p && j < half; j += p) composite[j] = true;
  }
  return primes;
}

// ProductOf: the product of the words f (each >= 1), packed several to a
// word while they fit, then multiplied by binary splitting.
Int ProductOf(std::vector<uint64_t> f) noexcept {
  std::vector<uint64_t> packed;
  uint64_t acc = 1;
  for (uint64_t v : f) {
    if (acc > UINT64_MAX / v) {
      packed.push_back(acc);
      acc = 1;
    }
    acc *= v;
  }
  packed.push_back(acc);
  // Bottom-up pairwise products: both halves of every product have about the
  // same size.
  std::vector<Int> level;
  level.reserve(packed.size());
  for (uint64_t v : packed) level.push_back(Int(v));
  while (level.size() > 1) {
    std::vector<Int> next;
    next.reserve((level.size() + 1) / 2);
    for (size_t i = 0; i + 1 < level.size(); i += 2) next.push_back(level[i] * level[i + 1]);
    if (level.size() % 2 == 1) next.push_back(std::move(level.back()));
    level = std::move(next);
  }
  return std::move(level[0]);
}

// SwingingFactorial: n! / (floor(n/2)!)^2 (Luschny): the product over the
// primes p <= n of p^e with e = sum over i >= 1 of (floor(n / p^i) mod 2),
// each p^e <= n. It has about n bits, against n log2(n) for n!.
Int SwingingFactorial(uint64_t n, const std::vector<uint64_t>& primes) noexcept {
  std::vector<uint64_t> f;
  for (uint64_t p : primes) {
    if (p > n) break;
    uint64_t pe = 1;
    for (uint64_t q = n / p; q > 0; q /= p) {
      if (q & 1) pe *= p;
    }
    if (pe > 1) f.push_back(pe);
  }
  return ProductOf(std::move(f));
}

// n! = (floor(n/2)!)^2 * swing(n): the big operations are squares.
Int FactorialSwing(uint64_t n, const std::vector<uint64_t>& primes) noexcept {
  if (n < 64) return n <= 1 ? Int(1) : MulWordRange(1, n);
  return Int::Square(FactorialSwing(n / 2, primes)) * SwingingFactorial(n, primes);
}

// The limit of the prime-based paths (a sieve of n / 2 bits).
constexpr uint64_t kSieveMax = uint64_t{1} << 32;

}  // namespace

Int MulRange(int64_t a, int64_t b) noexcept {
  if (a > b) return Int(1);
  if (a <= 0 && b >= 0) return Int(0);
  if (a > 0) return MulWordRange(static_cast<uint64_t>(a), static_cast<uint64_t>(b));
  // a <= b < 0: (-1)^count * |b| * ... * |a|. Magnitudes as uint64_t: -INT64_MIN fits.
  const uint64_t lo = 0 - static_cast<uint64_t>(b);
  const uint64_t hi = 0 - static_cast<uint64_t>(a);
  Int r = MulWordRange(lo, hi);
  if ((hi - lo) % 2 == 0) r = -r;  // hi - lo + 1 factors, an odd number of them
  return r;
}

Int Factorial(uint64_t n) noexcept {
  if (n <= 1) return Int(1);
  if (n < 64 || n > kSieveMax) return MulWordRange(1, n);
  return FactorialSwing(n, PrimesUpTo(n));
}

Int Binomial(const Int& n, uint64_t k) noexcept {
  if (k == 0) return Int(1);
  if (n.IsNegative()) {
    // C(n, k) = (-1)^k C(-n + k - 1, k) for n < 0.
    Int r = Binomial(-n + Int(k) - 1, k);
    return (k % 2 == 1) ? -r : r;
  }
  const Int kk(k);
  if (n < kk) return Int(0);
  const Int nk = n - kk;
  if (nk < kk) k = nk.Uint64();  // C(n, k) == C(n, n - k); n - k < k fits a word
  if (k == 0) return Int(1);
  if (n.FitsUint64() && n.Uint64() <= kSieveMax && k >= 16) {
    // Kummer/Legendre: the exponent of p in C(n, k) is the number of
    // borrows when subtracting k from n in base p, and p^e <= n.
    const uint64_t nn = n.Uint64();
    std::vector<uint64_t> f;
    for (uint64_t p : PrimesUpTo(nn)) {
      uint64_t pe = 1;
      uint64_t borrow = 0;
      for (uint64_t a = nn, b = k; a > 0; a /= p, b /= p) {
        borrow = a % p < b % p + borrow;  // this digit of n - k borrows
        if (borrow) pe *= p;
      }
      if (pe > 1) f.push_back(pe);
    }
    return ProductOf(std::move(f));
  }
  // n - k + 1, ..., n over k!; the quotient is exact.
  return MulIntRange(n - Int(k) + 1, k) / Factorial(k);
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

namespace nt_internal {

Lehmer LehmerInverse(Word* out, const Word* x, const Word* n, size_t nw) noexcept {
  // Knuth, TAOCP vol. 2, 4.5.2, Algorithm L; see nt.h.
  const size_t w = nw + 1;
  std::vector<Word> buf(8 * w, 0);
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
