// bignum/nt against GMP: Gcd (mpz_gcd), ExtendedGcd (mpz_gcdext, exact
// coefficients), ModInverse (mpz_invert), Pow (mpz_pow_ui), Sqrt (mpz_sqrt),
// IsPerfectSquare (mpz_perfect_square_p), Jacobi (mpz_jacobi),
// ModExpVarTime (mpz_powm), Lcm (mpz_lcm), Root/RootRem (mpz_root,
// mpz_rootrem), Kronecker (mpz_kronecker), Factorial (mpz_fac_ui), Binomial
// (mpz_bin_ui), MulRange (a product in GMP) and ModSqrt (checked by squaring
// in GMP, non-residues by mpz_legendre), on random operands up to ~100 words, every sign
// combination, and edge cases; plus the errors for bad input. The word-level
// InverseVarTime against mpz_invert.
//
// Seed: fixed, overridable with LIMB_TEST_SEED; printed with every failure.
#include <gmp.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "limb/base/testing/seed.h"
#include "limb/bignum/int.h"
#include "limb/bignum/nt.h"
#include "limb/bignum/nt_internal.h"
#include "limb/bignum/testing/oracle.h"

namespace limb {
namespace {

uint64_t Seed() { return test::TestSeed(0x6e74'0001ULL); }

#define SEED_TRACE() SCOPED_TRACE(test::SeedTrace(Seed()))

// RAII mpz; conversion through the raw words (not through limb's string code).
using Z = test::Mpz;
using test::Hex;
using test::ToMpz;

std::string Hex(const Int& x) {
  Z z;
  ToMpz(z, x);
  return Hex(z);
}

void ExpectEq(const Int& got, const mpz_t want, const std::string& what) {
  Z g;
  ToMpz(g, got);
  EXPECT_EQ(mpz_cmp(g, want), 0) << what << ": got " << Hex(g) << " want " << Hex(want);
}

class Gen {
 public:
  explicit Gen(uint64_t seed) : rng_(seed) {}
  uint64_t Word64() { return rng_(); }
  uint64_t Below(uint64_t n) { return rng_() % n; }
  // A random magnitude of exactly nw words (top word nonzero), with
  // patterns: random, all-ones, sparse, top-heavy.
  Int Magnitude(size_t nw) {
    if (nw == 0) return Int(0);
    std::vector<Word> w(nw);
    const int pattern = static_cast<int>(Below(8));
    for (auto& x : w) {
      switch (pattern) {
        case 0: x = ~Word{0}; break;
        case 1: x = Below(4) == 0 ? Word64() : 0; break;
        case 2: x = Word64() | (Word{1} << 63); break;
        default: x = Word64();
      }
    }
    if (w.back() == 0) w.back() = 1 + Below(1000);
    return Int::FromWords(w);
  }
  // Signed value with 0..max_words words, sometimes small.
  Int Value(size_t max_words, bool allow_negative = true) {
    Int x;
    switch (Below(6)) {
      case 0: x = Int(static_cast<int64_t>(Below(20))); break;
      case 1: x = Magnitude(1 + Below(2)); break;
      default: x = Magnitude(1 + Below(max_words)); break;
    }
    if (allow_negative && Below(2)) x = -x;
    return x;
  }

 private:
  std::mt19937_64 rng_;
};

std::vector<Int> EdgeValues() {
  std::vector<Int> v = {Int(0), Int(1), Int(-1), Int(2), Int(-2), Int(3), Int(4), Int(6),
                        Int(-6), Int(12), Int(65536), Int(-65537)};
  v.push_back(Int(UINT64_MAX));
  v.push_back(-Int(UINT64_MAX));
  v.push_back(Int(1) << 64);
  v.push_back((Int(1) << 64) + 1);
  v.push_back((Int(1) << 127) - 1);
  v.push_back(-((Int(1) << 128) + 2));
  return v;
}

// ---------------------------------------------------------------------------

void CheckGcd(const Int& a, const Int& b) {
  Z za, zb, g, s, t;
  ToMpz(za, a);
  ToMpz(zb, b);
  mpz_gcd(g, za, zb);
  const std::string what = "a=" + Hex(a) + " b=" + Hex(b);
  ExpectEq(Gcd(a, b), g, "Gcd " + what);

  mpz_gcdext(g, s, t, za, zb);
  Int gg, ss, tt;
  ExtendedGcd(a, b, &gg, &ss, &tt);
  ExpectEq(gg, g, "ExtendedGcd g " + what);
  ExpectEq(ss, s, "ExtendedGcd s " + what);
  ExpectEq(tt, t, "ExtendedGcd t " + what);
  // And the identity itself, independently of GMP's choice.
  EXPECT_EQ(a * ss + b * tt, gg) << what;
}

TEST(NtOracle, GcdAndExtendedGcdEdges) {
  SEED_TRACE();
  const auto edges = EdgeValues();
  for (const Int& a : edges)
    for (const Int& b : edges) CheckGcd(a, b);
  // The GMP exceptional cases: |b| == 2g, |a| == 2g, |a| == |b|.
  for (int64_t x : {1, 3, 5, 7, 9, 101}) {
    for (int sa : {1, -1})
      for (int sb : {1, -1}) {
        CheckGcd(Int(sa * x), Int(sb * 2));
        CheckGcd(Int(sa * 2), Int(sb * x));
        CheckGcd(Int(sa * 2 * x), Int(sb * 4 * x));
        CheckGcd(Int(sa * 4 * x), Int(sb * 2 * x));
        CheckGcd(Int(sa * x), Int(sb * x));
        CheckGcd(Int(sa * x * 3), Int(sb * x));
        CheckGcd(Int(sa * x), Int(sb * x * 3));
      }
  }
}

TEST(NtOracle, GcdAndExtendedGcdRandom) {
  SEED_TRACE();
  Gen gen(Seed());
  for (int i = 0; i < 400; ++i) {
    Int a = gen.Value(100);
    Int b = gen.Value(100);
    if (i % 3 == 0) {  // a common factor
      const Int g = gen.Value(20, false);
      a *= g;
      b *= g;
    }
    if (i % 7 == 0) b = a * gen.Value(3);  // b a multiple of a
    CheckGcd(a, b);
    CheckGcd(b, a);
    if (HasFailure()) return;
  }
}

TEST(NtOracle, ModInverse) {
  SEED_TRACE();
  Gen gen(Seed() + 1);
  auto check = [](const Int& a, const Int& m) {
    const std::string what = "a=" + Hex(a) + " m=" + Hex(m);
    Result<Int> r = ModInverse(a, m);
    if (m.IsZero()) {
      EXPECT_EQ(r.status(), Status::kDivisionByZero) << what;
      return;
    }
    Z za, zm, zr;
    ToMpz(za, a);
    ToMpz(zm, m);
    const int ok = mpz_invert(zr, za, zm);
    if (ok) {
      ASSERT_TRUE(r.ok()) << what;
      ExpectEq(r.value(), zr, "ModInverse " + what);
    } else {
      EXPECT_EQ(r.status(), Status::kNotInvertible) << what;
    }
  };
  const auto edges = EdgeValues();
  for (const Int& a : edges)
    for (const Int& m : edges) check(a, m);
  for (int i = 0; i < 800; ++i) {
    Int m = gen.Value(60);
    Int a = gen.Value(80);
    if (i % 4 == 0) a = a * m + gen.Value(1);
    check(a, m);
    if (HasFailure()) return;
  }
}

TEST(NtOracle, Pow) {
  SEED_TRACE();
  Gen gen(Seed() + 2);
  for (const Int& b : EdgeValues()) {
    for (uint64_t e : {0, 1, 2, 3, 7, 64, 65}) {
      Z zb, zr;
      ToMpz(zb, b);
      mpz_pow_ui(zr, zb, e);
      ExpectEq(Pow(b, e), zr, "Pow " + Hex(b) + "^" + std::to_string(e));
    }
  }
  for (int i = 0; i < 300; ++i) {
    const Int b = gen.Value(8);
    const uint64_t e = gen.Below(i % 10 == 0 ? 400 : 40);
    Z zb, zr;
    ToMpz(zb, b);
    mpz_pow_ui(zr, zb, e);
    ExpectEq(Pow(b, e), zr, "Pow " + Hex(b) + "^" + std::to_string(e));
    if (HasFailure()) return;
  }
}

void CheckSqrt(const Int& x) {
  Z zx, zr;
  ToMpz(zx, x);
  Result<Int> r = Sqrt(x);
  if (x.IsNegative()) {
    EXPECT_EQ(r.status(), Status::kInvalidArgument);
    EXPECT_FALSE(IsPerfectSquare(x));
    return;
  }
  ASSERT_TRUE(r.ok());
  mpz_sqrt(zr, zx);
  ExpectEq(r.value(), zr, "Sqrt " + Hex(x));
  EXPECT_EQ(IsPerfectSquare(x), mpz_perfect_square_p(zx) != 0) << Hex(x);
}

TEST(NtOracle, Sqrt) {
  SEED_TRACE();
  Gen gen(Seed() + 3);
  for (const Int& x : EdgeValues()) CheckSqrt(x);
  for (int64_t v = -3; v < 5000; ++v) CheckSqrt(Int(v));
  for (int i = 0; i < 400; ++i) {
    const Int k = gen.Value(50, false);
    const Int sq = Int::Square(k);
    CheckSqrt(sq);
    CheckSqrt(sq + 1);
    if (!sq.IsZero()) CheckSqrt(sq - 1);
    CheckSqrt(sq + (k << 1));      // (k+1)^2 - 1
    CheckSqrt(gen.Value(100));    // anything (incl. negatives)
    if (HasFailure()) return;
  }
}

// The Karatsuba square root's edges (nt_root.cc): every word count up to 40 (odd
// counts shift by a word, and the recursion splits n = l + h unevenly), top
// words that need the largest and no normalising shift, and roots whose high
// half is all ones (there s' B^l + q can reach B^n before the correction).
TEST(NtOracle, SqrtWordEdges) {
  SEED_TRACE();
  Gen gen(Seed() + 31);
  for (size_t words = 1; words <= 40; ++words) {
    const size_t bits = 64 * words;
    const Int b = Int(1) << bits;
    const Int low = Int(1) << (bits - 64);
    for (const Int& x : {b - 1, low, low + 1, low * 3, (Int(1) << (bits - 2)) - 1, Int(1) << (bits - 2),
                         Int(1) << (bits - 1), b - low, Int::Square((Int(1) << (bits / 2)) - 1),
                         Int::Square((Int(1) << (bits / 2)) - 1) - 1, Int::Square(Int(1) << (bits / 2)) - 1}) {
      CheckSqrt(x);
    }
    for (int i = 0; i < 20; ++i) {
      // A random root r with an all-ones high half: r^2, r^2 - 1, r^2 + 2r
      // (the largest value whose root is r) and r^2 + 2r + 1 = (r + 1)^2.
      const Int r = (((Int(1) << (bits / 4 + 1)) - 1) << (bits / 4)) + gen.Value(words / 4 + 1, false).Abs() %
                                                                         (Int(1) << (bits / 4));
      const Int sq = Int::Square(r);
      CheckSqrt(sq);
      CheckSqrt(sq - 1);
      CheckSqrt(sq + (r << 1));
      CheckSqrt(sq + (r << 1) + 1);
    }
    if (HasFailure()) return;
  }
}

TEST(NtOracle, Jacobi) {
  SEED_TRACE();
  Gen gen(Seed() + 4);
  auto check = [](const Int& a, const Int& n) {
    Result<int> r = Jacobi(a, n);
    const std::string what = "a=" + Hex(a) + " n=" + Hex(n);
    if (!n.IsPositive() || n.IsEven()) {
      EXPECT_EQ(r.status(), Status::kInvalidArgument) << what;
      return;
    }
    ASSERT_TRUE(r.ok()) << what;
    Z za, zn;
    ToMpz(za, a);
    ToMpz(zn, n);
    EXPECT_EQ(r.value(), mpz_jacobi(za, zn)) << what;
  };
  const auto edges = EdgeValues();
  for (const Int& a : edges)
    for (const Int& n : edges) check(a, n);
  for (int64_t a = -30; a <= 30; ++a)
    for (int64_t n = -3; n <= 99; ++n) check(Int(a), Int(n));
  for (int i = 0; i < 1000; ++i) {
    Int n = gen.Value(60, false);
    if (i % 5 != 0) n.SetBit(0);  // mostly odd; the rest tests the error
    Int a = gen.Value(80);
    if (i % 6 == 0 && !n.IsZero()) a = n * gen.Value(3);  // gcd > 1
    check(a, n);
    if (HasFailure()) return;
  }
}

TEST(NtOracle, Lcm) {
  SEED_TRACE();
  Gen gen(Seed() + 20);
  auto check = [](const Int& a, const Int& b) {
    Z za, zb, want;
    ToMpz(za, a);
    ToMpz(zb, b);
    mpz_lcm(want, za, zb);
    ExpectEq(Lcm(a, b), want, "lcm a=" + Hex(a) + " b=" + Hex(b));
  };
  const auto edges = EdgeValues();
  for (const Int& a : edges)
    for (const Int& b : edges) check(a, b);
  for (int i = 0; i < 300; ++i) {
    const Int g = gen.Value(4);
    check(g * gen.Value(30), g * gen.Value(30));  // a common factor
    check(gen.Value(40), gen.Value(40));
    if (HasFailure()) return;
  }
}

void CheckRoot(const Int& x, uint64_t k) {
  const std::string what = "x=" + Hex(x) + " k=" + std::to_string(k);
  Int rem;
  Result<Int> r = RootRem(x, k, &rem);
  Result<Int> r1 = Root(x, k);
  if (k == 0 || (x.IsNegative() && k % 2 == 0)) {
    EXPECT_EQ(r.status(), Status::kInvalidArgument) << what;
    EXPECT_EQ(r1.status(), Status::kInvalidArgument) << what;
    return;
  }
  ASSERT_TRUE(r.ok()) << what;
  ASSERT_TRUE(r1.ok()) << what;
  Z zx, root, zrem;
  ToMpz(zx, x);
  mpz_rootrem(root, zrem, zx, k);
  ExpectEq(*r, root, "root " + what);
  ExpectEq(*r1, root, "Root " + what);
  ExpectEq(rem, zrem, "rem " + what);
}

TEST(NtOracle, RootRem) {
  SEED_TRACE();
  Gen gen(Seed() + 21);
  const uint64_t ks[] = {0, 1, 2, 3, 4, 5, 7, 8, 13, 63, 64, 65, 127, 128, 129, 1000};
  for (const Int& x : EdgeValues())
    for (uint64_t k : ks) CheckRoot(x, k);
  for (int64_t x = -300; x <= 300; ++x)
    for (uint64_t k = 0; k <= 9; ++k) CheckRoot(Int(x), k);
  for (int i = 0; i < 300; ++i) {
    const Int x = gen.Value(30);
    const size_t bits = x.BitLen();
    for (uint64_t k : {uint64_t{2}, uint64_t{3}, uint64_t{5}, 2 + gen.Below(60), uint64_t{bits},
                       uint64_t{bits + 1}, bits > 1 ? uint64_t{bits - 1} : uint64_t{1}})
      CheckRoot(x, k);
    // Perfect powers and their neighbours: where Newton's stopping rule matters.
    const uint64_t k = 2 + gen.Below(9);
    const Int p = Pow(gen.Value(6, false), k);
    CheckRoot(p, k);
    CheckRoot(p - 1, k);
    CheckRoot(p + 1, k);
    if (k % 2 == 1) CheckRoot(-p, k);
    if (HasFailure()) return;
  }
  // Large x: five to eight levels of precision doubling, each below the top
  // returning an upper bound that is not checked; perfect powers and their
  // neighbours again.
  for (int i = 0; i < 12; ++i) {
    const Int x = gen.Value(200, false);
    for (uint64_t k : {uint64_t{2}, uint64_t{3}, uint64_t{4}, uint64_t{7}, 2 + gen.Below(40)}) CheckRoot(x, k);
    const uint64_t k = 2 + gen.Below(6);
    const Int p = Pow(gen.Value(60, false), k);
    CheckRoot(p, k);
    CheckRoot(p - 1, k);
    CheckRoot(p + 1, k);
    if (HasFailure()) return;
  }
}

TEST(NtOracle, Kronecker) {
  SEED_TRACE();
  Gen gen(Seed() + 22);
  auto check = [](const Int& a, const Int& n) {
    Z za, zn;
    ToMpz(za, a);
    ToMpz(zn, n);
    EXPECT_EQ(Kronecker(a, n), mpz_kronecker(za, zn)) << "a=" << Hex(a) << " n=" << Hex(n);
  };
  const auto edges = EdgeValues();
  for (const Int& a : edges)
    for (const Int& n : edges) check(a, n);
  for (int64_t a = -40; a <= 40; ++a)
    for (int64_t n = -70; n <= 70; ++n) check(Int(a), Int(n));
  for (int i = 0; i < 1000; ++i) {
    Int n = gen.Value(40);
    if (i % 3 == 0) n <<= gen.Below(130);  // even n, some with many factors of 2
    Int a = gen.Value(50);
    if (i % 7 == 0 && !n.IsZero()) a = n * gen.Value(3);  // gcd > 1
    check(a, n);
    if (HasFailure()) return;
  }
}

// A prime near a random value of nw words (mpz_nextprime), or one of the
// form m 2^s + 1 with a large s, which drives Tonelli-Shanks' inner loops.
Int RandomPrime(Gen& gen, size_t nw, size_t s) {
  Z z;
  if (s == 0) {
    ToMpz(z, gen.Magnitude(nw));
    mpz_nextprime(z, z);
  } else {
    Z m;
    ToMpz(m, gen.Magnitude(nw));
    mpz_setbit(m, 0);  // m odd, so p - 1 has exactly s factors of 2
    for (;;) {
      mpz_mul_2exp(z, m, s);
      mpz_add_ui(z, z, 1);
      if (mpz_probab_prime_p(z, 20)) break;
      mpz_add_ui(m, m, 2);
    }
  }
  return test::IntFromMpz(z);
}

// ModSqrt(a, m): for prime m, a root exactly when mpz_legendre says a is a
// residue, else kNotASquare; for any m, a returned r is the smaller root.
void CheckModSqrt(const Int& a, const Int& m, bool m_is_prime) {
  const std::string what = "a=" + Hex(a) + " p=" + Hex(m);
  Result<Int> r = ModSqrt(a, m);
  Z za, zm;
  ToMpz(za, a);
  ToMpz(zm, m);
  if (m_is_prime) {
    Z red;
    mpz_mod(red, za, zm);
    const int leg = mpz_cmp_ui(zm, 2) == 0 ? 1 : mpz_legendre(red, zm);
    if (leg == -1) {
      EXPECT_EQ(r.status(), Status::kNotASquare) << what;
      return;
    }
    ASSERT_TRUE(r.ok()) << what << " " << StatusName(r.status());
  } else if (!r.ok()) {
    EXPECT_TRUE(r.status() == Status::kInvalidArgument || r.status() == Status::kNotASquare) << what;
    return;
  }
  Z zr, sq, want, other;
  ToMpz(zr, *r);
  EXPECT_GE(mpz_sgn(zr), 0) << what;
  mpz_mul(sq, zr, zr);
  mpz_mod(sq, sq, zm);
  mpz_mod(want, za, zm);
  EXPECT_EQ(mpz_cmp(sq, want), 0) << what << " r=" << Hex(zr);
  mpz_sub(other, zm, zr);
  EXPECT_LE(mpz_cmp(zr, other), 0) << what << " r=" << Hex(zr) << " is the larger root";
}

TEST(NtOracle, ModSqrt) {
  SEED_TRACE();
  Gen gen(Seed() + 23);
  // p = 3 mod 4, 5 mod 8, 1 mod 8 (Tonelli-Shanks, up to 2^23 | p - 1).
  const int64_t small[] = {2, 3, 5, 7, 11, 13, 17, 29, 37, 41, 73, 97, 113, 193, 257, 65537, 7340033, 998244353};
  for (int64_t p : small) {
    for (int64_t a = -5; a < 300; ++a) CheckModSqrt(Int(a), Int(p), true);
  }
  for (int i = 0; i < 200; ++i) {
    // Tonelli-Shanks costs O(s^2) multiplications: s up to 96 here, and a
    // few primes below with s of several hundred.
    const size_t nw = 1 + gen.Below(8);
    const size_t s = i % 2 == 0 ? 0 : 1 + gen.Below(std::min<size_t>(64 * nw, 96));
    const Int p = RandomPrime(gen, nw, s);
    for (int j = 0; j < 6; ++j) {
      const Int a = gen.Value(nw + 1);
      CheckModSqrt(a, p, true);
      CheckModSqrt(a * a, p, true);  // always a residue
    }
    CheckModSqrt(Int(0), p, true);
    CheckModSqrt(p - 1, p, true);
    CheckModSqrt(p, p, true);
    if (HasFailure()) return;
  }
  for (size_t s : {200, 320, 450}) {
    const Int p = RandomPrime(gen, 8, s);
    const Int a = gen.Value(8);
    CheckModSqrt(a * a, p, true);
    CheckModSqrt(a, p, true);
  }
  // Bad moduli: errors, never a hang or a wrong root.
  for (int64_t m : {-7, -1, 0, 1, 4, 6, 100}) {
    EXPECT_EQ(ModSqrt(Int(4), Int(m)).status(), Status::kInvalidArgument) << m;
  }
  // Composites (Carmichael numbers, prime powers, products of two primes):
  // either an error or a verified root.
  const int64_t composites[] = {9, 15, 21, 25, 45, 49, 561, 1105, 1729, 2465, 2821, 6601, 65535, 1 << 20 | 1};
  for (int64_t m : composites) {
    for (int64_t a = 0; a < 200; ++a) CheckModSqrt(Int(a), Int(m), false);
  }
  for (int i = 0; i < 40; ++i) {
    const Int p = RandomPrime(gen, 1 + gen.Below(3), i % 2 == 0 ? 0 : 5 + gen.Below(40));
    const Int q = RandomPrime(gen, 1 + gen.Below(3), 0);
    for (const Int& m : {p * q, p * p, p * p * p}) {
      const Int a = gen.Value(6, false);
      CheckModSqrt(a * a, m, false);
      CheckModSqrt(a, m, false);
    }
    if (HasFailure()) return;
  }
}

TEST(NtOracle, MulRangeFactorialBinomial) {
  SEED_TRACE();
  Gen gen(Seed() + 24);
  // MulRange against a product taken in GMP one factor at a time.
  auto check_range = [](int64_t a, int64_t b) {
    Z want;
    mpz_set_ui(want, 1);
    if (a <= b) {
      for (int64_t v = a;; ++v) {
        Z f;
        mpz_set_si(f, v);
        mpz_mul(want, want, f);
        if (v == b) break;
      }
    }
    ExpectEq(MulRange(a, b), want, "MulRange(" + std::to_string(a) + ", " + std::to_string(b) + ")");
  };
  for (int64_t a = -25; a <= 25; ++a)
    for (int64_t b = -25; b <= 60; ++b) check_range(a, b);
  check_range(INT64_MAX - 40, INT64_MAX);
  check_range(INT64_MIN, INT64_MIN + 40);
  check_range(INT64_MIN, INT64_MIN);
  check_range(-(int64_t{1} << 40), -(int64_t{1} << 40) + 500);
  for (int i = 0; i < 50; ++i) {
    const int64_t a = static_cast<int64_t>(gen.Word64() >> (1 + gen.Below(62)));
    check_range(a, a + static_cast<int64_t>(gen.Below(300)));
    check_range(-a - static_cast<int64_t>(gen.Below(300)), -a);
  }
  EXPECT_TRUE(MulRange(INT64_MIN, INT64_MAX).IsZero());
  EXPECT_EQ(MulRange(5, 4), Int(1));

  for (uint64_t n = 0; n <= 300; ++n) {
    Z want;
    mpz_fac_ui(want, n);
    ExpectEq(Factorial(n), want, "Factorial(" + std::to_string(n) + ")");
  }
  for (uint64_t n : {1000u, 4097u, 20000u}) {
    Z want;
    mpz_fac_ui(want, n);
    ExpectEq(Factorial(n), want, "Factorial(" + std::to_string(n) + ")");
  }

  auto check_bin = [](const Int& n, uint64_t k) {
    Z zn, want;
    ToMpz(zn, n);
    mpz_bin_ui(want, zn, k);
    ExpectEq(Binomial(n, k), want, "Binomial(" + Hex(n) + ", " + std::to_string(k) + ")");
  };
  for (int64_t n = -30; n <= 70; ++n)
    for (uint64_t k = 0; k <= 80; ++k) check_bin(Int(n), k);
  // Both sides of the Kummer ratio (n / k = 64) and the sieve limit 2^32; a
  // sieve of 2^32 here would take minutes (the test's timeout catches it).
  for (uint64_t k : {16u, 1000u, 1024u, 1025u, 5000u}) check_bin(Int(uint64_t{1} << 16), k);
  for (uint64_t k : {16u, 17u, 100u, 1000u}) {
    check_bin(Int(uint64_t{1} << 32), k);
    check_bin(Int((uint64_t{1} << 32) + 1), k);
    check_bin(Int(uint64_t{1} << 40), k);
  }
  for (const Int& n : EdgeValues())
    for (uint64_t k : {0u, 1u, 2u, 3u, 17u, 64u, 65u}) check_bin(n, k);
  for (int i = 0; i < 200; ++i) {
    const Int n = gen.Value(4);
    check_bin(n, gen.Below(120));
    const int64_t small = static_cast<int64_t>(gen.Below(5000));
    check_bin(Int(small), gen.Below(static_cast<uint64_t>(small) + 3));
    if (HasFailure()) return;
  }
  check_bin(Int(100000), 50000);
  check_bin(Int(1) << 200, 3000);
}

void CheckModExp(const Int& b, const Int& e, const Int& m) {
  const std::string what = "b=" + Hex(b) + " e=" + Hex(e) + " m=" + Hex(m);
  Result<Int> r = ModExpVarTime(b, e, m);
  if (m.IsZero()) {
    EXPECT_EQ(r.status(), Status::kDivisionByZero) << what;
    return;
  }
  Z zb, ze, zm, zr, inv;
  ToMpz(zb, b);
  ToMpz(ze, e);
  ToMpz(zm, m);
  if (e.IsNegative() && !mpz_invert(inv, zb, zm)) {
    EXPECT_EQ(r.status(), Status::kNotInvertible) << what;
    return;
  }
  ASSERT_TRUE(r.ok()) << what;
  mpz_powm(zr, zb, ze, zm);
  ExpectEq(r.value(), zr, "ModExpVarTime " + what);
}

TEST(NtOracle, ModExpVarTimeEdges) {
  SEED_TRACE();
  const auto edges = EdgeValues();
  for (const Int& b : edges)
    for (const Int& e : edges)
      for (const Int& m : edges) CheckModExp(b, e, m);
}

TEST(NtOracle, ModExpVarTimeRandom) {
  SEED_TRACE();
  Gen gen(Seed() + 5);
  for (int i = 0; i < 400; ++i) {
    const size_t mw = 1 + gen.Below(i < 380 ? 24 : 100);
    Int m = gen.Magnitude(mw);
    if (i % 2 == 0) m.SetBit(0);                  // odd: Montgomery path
    else if (i % 4 == 1) m = m << (1 + gen.Below(70));  // even, with a power of two
    if (gen.Below(4) == 0) m = -m;
    const Int b = gen.Value(mw + 2);
    Int e = gen.Value(i < 380 ? mw : 4, false);
    if (i % 5 == 0) e = -e;
    CheckModExp(b, e, m);
    if (HasFailure()) return;
  }
}

// ---------------------------------------------------------------------------

// InverseVarTime against mpz_invert: sizes 1..40 words and 32 (RSA-2048),
// random and edge x (1, 2, n - 1, one word, shorter than n, gcd 3). Tiny x
// and x = n - 1 (quotient n - 1 at the second step) meet huge quotients;
// the Lehmer path's hand-off (kQuotientTooLarge) is accepted only where
// Euclid's quotient sequence really holds one >= 2^60. Every other Lehmer
// answer, and every answer of the public InverseVarTime, must be exact.
TEST(InverseVarTime, MatchesGmp) {
  using test::Mpz;
  using test::MpzFromWords;
  using test::WordsFromMpz;
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 5);
  int fast = 0, handed_off = 0;
  for (int it = 0; it < 3000; ++it) {
    const size_t nw = it % 3 == 0 ? 32 : 1 + it % 40;
    std::vector<Word> n(nw), x(nw, 0), out(nw, 0);
    for (auto& w : n) w = rng();
    n[0] |= 1;
    if (nw == 1 && n[0] == 1) n[0] = 3;
    const int mode = it % 9;
    for (auto& w : x) w = rng();
    if (mode == 1) std::fill(x.begin() + 1, x.end(), 0);  // one word
    if (mode == 2) { std::fill(x.begin(), x.end(), 0); x[0] = 1; }
    if (mode == 3) { x = n; x[0] -= 1; }                   // n - 1
    if (mode == 4) { std::fill(x.begin(), x.end(), 0); x[0] = 2; }
    if (mode == 5) x[nw - 1] >>= 20;                       // shorter than n
    if (mode == 6) {  // gcd(x, n) = 3: n = 3 k (k odd), x = 3 j
      Mpz K = MpzFromWords(n.data(), nw);
      mpz_fdiv_q_2exp(K.get(), K.get(), 2);
      mpz_setbit(K.get(), 0);
      mpz_mul_ui(K.get(), K.get(), 3);
      n = WordsFromMpz(K, nw);
      Mpz J = MpzFromWords(x.data(), nw);
      mpz_fdiv_q_2exp(J.get(), J.get(), 2);
      mpz_mul_ui(J.get(), J.get(), 3);
      x = WordsFromMpz(J, nw);
    }
    Mpz N = MpzFromWords(n.data(), nw), X = MpzFromWords(x.data(), nw), R;
    if (mpz_cmp_ui(N.get(), 1) <= 0) continue;
    mpz_mod(X.get(), X.get(), N.get());
    std::vector<Word> xr = WordsFromMpz(X, nw);
    const bool inv = mpz_invert(R.get(), X.get(), N.get()) != 0;
    SCOPED_TRACE("it " + std::to_string(it) + " nw " + std::to_string(nw) + " mode " +
                 std::to_string(mode) + " n=" + N.Hex() + " x=" + X.Hex());
    const bool invertible = inv && mpz_sgn(X.get()) != 0;
    const Status s = InverseVarTime(out.data(), xr.data(), n.data(), nw);
    if (!invertible) {
      EXPECT_EQ(s, Status::kNotInvertible);
    } else {
      ASSERT_EQ(s, Status::kOk);
      Mpz G = MpzFromWords(out.data(), nw);
      EXPECT_EQ(mpz_cmp(G.get(), R.get()), 0) << "got " << G.Hex() << " want " << R.Hex();
    }
    std::fill(out.begin(), out.end(), 0);
    const nt_internal::Lehmer got = nt_internal::LehmerInverse(out.data(), xr.data(), n.data(), nw);
    if (got == nt_internal::Lehmer::kQuotientTooLarge) {
      // Allowed only if Euclid's quotient sequence for (n, x) really holds a
      // quotient of about 2^62 or more (>= 2^60 with slack).
      Mpz a = N, b = X, q, r;
      size_t max_bits = 0;
      while (mpz_sgn(b.get()) != 0) {
        mpz_fdiv_qr(q.get(), r.get(), a.get(), b.get());
        max_bits = std::max(max_bits, mpz_sizeinbase(q.get(), 2));
        a = b;
        b = r;
      }
      EXPECT_GT(max_bits, 60u) << "hand-off without a huge quotient";
      ++handed_off;
      continue;
    }
    ++fast;
    if (!invertible) {
      EXPECT_EQ(got, nt_internal::Lehmer::kNotInvertible);
      continue;
    }
    ASSERT_EQ(got, nt_internal::Lehmer::kInverted);
    Mpz G = MpzFromWords(out.data(), nw);
    EXPECT_EQ(mpz_cmp(G.get(), R.get()), 0) << "got " << G.Hex() << " want " << R.Hex();
  }
  EXPECT_GT(fast, 1500);
  // The public function's fallback was exercised (tiny x meets it).
  EXPECT_GT(handed_off, 0);
}

// The contract's preconditions are errors, not undefined behaviour.
TEST(InverseVarTime, RejectsBadArguments) {
  std::vector<Word> out(2, 0);
  const std::vector<Word> n = {0x1234567890abcdefu | 1, 7};
  const std::vector<Word> x = {5, 0};
  EXPECT_EQ(InverseVarTime(out.data(), x.data(), n.data(), 0), Status::kInvalidArgument);
  const std::vector<Word> even = {n[0] - 1, 7};
  EXPECT_EQ(InverseVarTime(out.data(), x.data(), even.data(), 2), Status::kInvalidArgument);
  const std::vector<Word> one = {1, 0};
  EXPECT_EQ(InverseVarTime(out.data(), x.data(), one.data(), 2), Status::kInvalidArgument);
  EXPECT_EQ(InverseVarTime(out.data(), n.data(), n.data(), 2), Status::kInvalidArgument);  // x = n
  const std::vector<Word> big = {0, 8};  // x > n
  EXPECT_EQ(InverseVarTime(out.data(), big.data(), n.data(), 2), Status::kInvalidArgument);
  EXPECT_EQ(InverseVarTime(out.data(), x.data(), n.data(), 2), Status::kOk);
}

}  // namespace
}  // namespace limb
