// bignum/nt against GMP: Gcd (mpz_gcd), ExtendedGcd (mpz_gcdext, exact
// coefficients), ModInverse (mpz_invert), Pow (mpz_pow_ui), Sqrt (mpz_sqrt),
// IsPerfectSquare (mpz_perfect_square_p), Jacobi (mpz_jacobi) and
// ModExpVarTime (mpz_powm), on random operands up to ~100 words, every sign
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

#include "bignum/int.h"
#include "bignum/nt.h"
#include "bignum/testing/oracle.h"
#include "gtest/gtest.h"

namespace limb {
namespace {

uint64_t Seed() { return oracle::TestSeed(0x6e74'0001ULL); }

#define SEED_TRACE() SCOPED_TRACE("LIMB_TEST_SEED=" + std::to_string(Seed()))

// RAII mpz; conversion through the raw words (not through limb's string code).
using Z = oracle::Mpz;
using oracle::Hex;
using oracle::ToMpz;

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
// the fallback answer (-1) is accepted only where Euclid's quotient
// sequence really holds one >= 2^60. Every other answer must be exact.
TEST(InverseVarTime, MatchesGmp) {
  using oracle::Mpz;
  using oracle::MpzFromWords;
  using oracle::WordsFromMpz;
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 5);
  int fast = 0;
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
    const int got = InverseVarTime(out.data(), xr.data(), n.data(), nw);
    const bool inv = mpz_invert(R.get(), X.get(), N.get()) != 0;
    SCOPED_TRACE("it " + std::to_string(it) + " nw " + std::to_string(nw) + " mode " +
                 std::to_string(mode) + " n=" + N.Hex() + " x=" + X.Hex());
    if (got == -1) {
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
      EXPECT_GT(max_bits, 60u) << "fallback without a huge quotient";
      continue;
    }
    ++fast;
    if (!inv || mpz_sgn(X.get()) == 0) {
      EXPECT_EQ(got, 0);
      continue;
    }
    ASSERT_EQ(got, 1);
    Mpz G = MpzFromWords(out.data(), nw);
    EXPECT_EQ(mpz_cmp(G.get(), R.get()), 0) << "got " << G.Hex() << " want " << R.Hex();
  }
  EXPECT_GT(fast, 1500);
}

}  // namespace
}  // namespace limb
