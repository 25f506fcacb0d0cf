// MulRange, Factorial and Binomial. Variable time: public values only.
// Factorial uses Luschny's swinging factorial, Binomial Kummer's theorem.
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

// Binomial sieves the primes up to n only when k >= n / kKummerMaxRatio:
// the sieve costs O(n) whatever k is, while the k numerators cost O(k)
// multiplications, so C(2^32, 16) takes sixteen products, not a sieve of
// 2^32. Measured: nt_bench Binomial/20000 (n / k = 2) and
// NtOracle.MulRangeFactorialBinomial's cases on both sides of the ratio.
constexpr uint64_t kKummerMaxRatio = 64;

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
  if (n.FitsUint64() && n.Uint64() <= kSieveMax && k >= 16 && n.Uint64() / k <= kKummerMaxRatio) {
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

}  // namespace limb
