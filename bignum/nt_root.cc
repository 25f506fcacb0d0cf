// Pow, Sqrt, IsPerfectSquare, Root and RootRem. Variable time: public
// values only. Root is Newton's iteration from above (Cohen, "A Course in
// Computational Algebraic Number Theory", Alg. 1.7.1, generalised to k-th
// roots) from a start computed recursively on the top half of the bits;
// square roots (Sqrt, and Root and RootRem with k = 2) are Zimmermann's
// Karatsuba square root on word vectors instead (P. Zimmermann, "Karatsuba
// Square Root", INRIA RR-3805, 1999; the method GMP's mpn_sqrtrem
// implements).
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

}  // namespace limb
