// Differential tests of Nat and the word-vector routines against GMP (mpz_*,
// mpn_*). Operands: random and structured patterns from 0 to ~300 words,
// lengths at and around the Karatsuba thresholds, Toom-3, Toom-4 and Toom-6 (forced at small
// sizes, and at the sizes its cost model picks), unbalanced products,
// Knuth D divisors whose top word is 1 or all-ones, q-hat corrections and
// add-backs (counted by ThreadDivStats, which the tests require to be hit).
//
// Seeds are fixed (override with LIMB_TEST_SEED) and printed on failure.
// The suite runs with whatever table ActiveArithKernels() picks (CI also runs it with
// LIMB_CPU=generic; BUILD adds per-level targets).
#include <gmp.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "limb/base/testing/seed.h"
#include "limb/bignum/arith.h"
#include "limb/bignum/nat.h"
#include "limb/bignum/nat_internal.h"
#include "limb/bignum/testing/oracle.h"

namespace limb {
namespace {

using test::GmpStr;
using test::Hex;
using test::Mpz;
using test::ToMpz;

uint64_t Seed() { return test::TestSeed(0x6e61745f74657374ull); }  // "nat_test"

// Expects that x (normalised) equals the mpz value.
::testing::AssertionResult SameAs(const Nat& x, mpz_srcptr want) {
  if (!x.IsZero() && x.words().back() == 0) {
    return ::testing::AssertionFailure() << "not normalised";
  }
  std::vector<Word> w = test::WordsFromMpz(want);
  if (w.size() == x.num_words() && std::equal(w.begin(), w.end(), x.words().begin())) {
    return ::testing::AssertionSuccess();
  }
  Mpz got;
  ToMpz(got, x);
  return ::testing::AssertionFailure() << "got 0x" << Hex(got) << "\nwant 0x" << Hex(want);
}

// Structured and random word vectors of exactly n words (the top word may be
// zero for some patterns; Nat::FromWords normalises).
std::vector<Word> RandWords(std::mt19937_64& rng, size_t n) {
  std::vector<Word> w(n);
  const int pattern = static_cast<int>(rng() % 10);
  for (size_t i = 0; i < n; ++i) {
    switch (pattern) {
      case 0:  // all ones: 2^(64n) - 1
        w[i] = kWordMax;
        break;
      case 1:  // sparse bits
        w[i] = (rng() % 4 == 0) ? (Word{1} << (rng() % 64)) : 0;
        break;
      case 2:  // long runs of ones and zeros (carry ripples)
        w[i] = (rng() % 2) ? kWordMax : 0;
        break;
      case 3:  // words near the edges
        w[i] = std::array<Word, 6>{0, 1, kWordMax, kWordMax - 1, Word{1} << 63,
                                   (Word{1} << 63) - 1}[rng() % 6];
        break;
      default:
        w[i] = rng();
    }
  }
  if (n > 0 && rng() % 4 == 0) {
    // Top word 1 or all-ones: the extreme normalisation shifts in Knuth D.
    w[n - 1] = (rng() % 2) ? 1 : kWordMax;
  }
  if (n > 0 && rng() % 8 == 0) {
    // A power of two.
    std::fill(w.begin(), w.end(), 0);
    w[n - 1] = Word{1} << (rng() % 64);
  }
  return w;
}

// A length from 0 to max with a bias toward small lengths.
size_t RandLen(std::mt19937_64& rng, size_t max) {
  switch (rng() % 3) {
    case 0:
      return rng() % std::min<size_t>(max + 1, 9);
    case 1:
      return rng() % std::min<size_t>(max + 1, 70);
    default:
      return rng() % (max + 1);
  }
}

Nat RandNat(std::mt19937_64& rng, size_t max_words) {
  return Nat::FromWords(RandWords(rng, RandLen(rng, max_words)));
}

class NatOracle : public ::testing::Test {
 protected:
  void SetUp() override {
    seed_ = Seed();
    rng_.seed(seed_);
  }
  std::string Trace() const {
    return test::SeedTrace(seed_) + " kernels=" + ActiveArithKernels().name;
  }
  uint64_t seed_ = 0;
  std::mt19937_64 rng_;
};

// Names the kernel table this run exercises (in the test log), and checks
// that LIMB_CPU=generic really selects the twins.
TEST(NatOracleKernels, TableInUse) {
  std::printf("kernels in use: %s (LIMB_CPU=%s)\n", ActiveArithKernels().name,
              std::getenv("LIMB_CPU") ? std::getenv("LIMB_CPU") : "");
  const char* cpu = std::getenv("LIMB_CPU");
  if (cpu != nullptr && std::string(cpu) == "generic") {
    EXPECT_STREQ(ActiveArithKernels().name, "generic");
  }
}

TEST_F(NatOracle, AddSubCompare) {
  SCOPED_TRACE(Trace());
  Mpz ma, mb, mz;
  for (int it = 0; it < 3000; ++it) {
    Nat a = RandNat(rng_, 300), b = RandNat(rng_, 300);
    if (it % 7 == 0) b = a;  // equal operands
    ToMpz(ma, a);
    ToMpz(mb, b);
    mpz_add(mz, ma, mb);
    ASSERT_TRUE(SameAs(Nat::Add(a, b), mz)) << "it=" << it;
    const int c = mpz_cmp(ma, mb);
    ASSERT_EQ(Nat::Compare(a, b), (c > 0) - (c < 0));
    ASSERT_EQ(a == b, c == 0);
    ASSERT_EQ(a < b, c < 0);
    const Nat& big = c >= 0 ? a : b;
    const Nat& small = c >= 0 ? b : a;
    mpz_sub(mz, c >= 0 ? ma : mb, c >= 0 ? mb : ma);
    ASSERT_TRUE(SameAs(Nat::Sub(big, small), mz)) << "it=" << it;
    const Word w = RandWords(rng_, 1)[0];
    mpz_add_ui(mz, ma, w);
    ASSERT_TRUE(SameAs(Nat::AddWord(a, w), mz));
    mpz_mul_ui(mz, ma, w);
    ASSERT_TRUE(SameAs(Nat::MulWord(a, w), mz));
    if (mpz_cmp_ui(ma.v, w) >= 0) {
      mpz_sub_ui(mz, ma, w);
      ASSERT_TRUE(SameAs(Nat::SubWord(a, w), mz));
    }
  }
}

// Products of every length pair up to 24 words, then random lengths up to
// 300, lengths around each Karatsuba threshold and unbalanced shapes.
TEST_F(NatOracle, MulSqr) {
  SCOPED_TRACE(Trace());
  Mpz ma, mb, mz;
  auto check = [&](size_t xn, size_t yn) {
    Nat a = Nat::FromWords(RandWords(rng_, xn));
    Nat b = Nat::FromWords(RandWords(rng_, yn));
    ToMpz(ma, a);
    ToMpz(mb, b);
    mpz_mul(mz, ma, mb);
    ASSERT_TRUE(SameAs(Nat::Mul(a, b), mz)) << xn << "x" << yn;
    mpz_mul(mz, ma, ma);
    ASSERT_TRUE(SameAs(Nat::Sqr(a), mz)) << xn;
    ASSERT_TRUE(SameAs(Nat::Mul(a, a), mz)) << xn;  // aliasing: a * a
    Nat c = a;
    ASSERT_TRUE(SameAs(Nat::Mul(a, c), mz)) << xn;  // equal, not aliased
  };
  for (size_t xn = 0; xn <= 24; ++xn) {
    for (size_t yn = 0; yn <= 24; ++yn) check(xn, yn);
  }
  for (size_t t : {kKaratsubaMulThreshold, kKaratsubaSqrThreshold, 2 * kKaratsubaMulThreshold,
                   2 * kKaratsubaSqrThreshold, 4 * kKaratsubaMulThreshold}) {
    for (size_t d = 0; d < 5; ++d) {
      for (size_t n : {t - d, t + d}) {
        check(n, n);
        check(n, n - 1);
        check(n + 1, n);
        check(n, 1);
        check(n, 3 * n + 7);   // unbalanced: chunked
        check(2 * n + 1, n);
      }
    }
  }
  for (int it = 0; it < 300; ++it) check(RandLen(rng_, 300), RandLen(rng_, 300));
  for (size_t n : {500, 1024}) check(n, n);
}

// FillPart: w[from, to) = 0, 1, all-ones, all-ones in the top word only,
// B^len - 2, or random (kind 0..5): the parts Karatsuba and Toom-3 split
// operands into, at the values that make their sums carry or borrow furthest.
void FillPart(std::vector<Word>& w, size_t from, size_t to, int kind, std::mt19937_64& rng) {
  for (size_t i = from; i < to; ++i) {
    switch (kind) {
      case 0: w[i] = 0; break;
      case 1: w[i] = (i == from) ? 1 : 0; break;
      case 2: w[i] = kWordMax; break;
      case 3: w[i] = (i + 1 == to) ? kWordMax : 0; break;
      case 4: w[i] = (i == from) ? kWordMax - 1 : kWordMax; break;
      default: w[i] = rng();
    }
  }
}

// For n-word operands in `shapes`: every square (SqrWords) and the products
// a * b (MulWords) for b = first(a), first(a) + stride, ..., each against
// mpz_mul, with a canary word on each side of the product.
template <typename First>
void CheckShapeProducts(const std::vector<std::vector<Word>>& shapes, size_t n, First first,
                        size_t stride) {
  constexpr Word kCanary = 0x5a5a5a5a5a5a5a5aull;
  Mpz ma, mb, mz;
  std::vector<Word> z(2 * n + 2);
  for (size_t a = 0; a < shapes.size(); ++a) {
    ToMpz(ma, shapes[a]);
    z.assign(2 * n + 2, kCanary);
    SqrWords(z.data() + 1, shapes[a].data(), n);
    mpz_mul(mz, ma, ma);
    ASSERT_TRUE(SameAs(Nat::FromWords({z.data() + 1, 2 * n}), mz)) << "sqr n=" << n << " a=" << a;
    ASSERT_EQ(z[0], kCanary);
    ASSERT_EQ(z[2 * n + 1], kCanary);
    for (size_t b = first(a); b < shapes.size(); b += stride) {
      ToMpz(mb, shapes[b]);
      MulWords(z.data() + 1, shapes[a].data(), n, shapes[b].data(), n);
      mpz_mul(mz, ma, mb);
      ASSERT_TRUE(SameAs(Nat::FromWords({z.data() + 1, 2 * n}), mz))
          << "mul n=" << n << " a=" << a << " b=" << b;
      ASSERT_EQ(z[0], kCanary);
      ASSERT_EQ(z[2 * n + 1], kCanary);
    }
  }
}

// Karatsuba's middle term z0 + z2 -+ |t| with the carries and borrows at their
// extremes: operands built from halves that are 0, 1, all-ones or random,
// so x1 - x0 is zero, +-1, +-(B^h - 1) or random and the partial sums at
// B^(2h) and B^(3h) carry or borrow as far as they can. Every length from
// 1 to 4 * the larger threshold + 1 (each recursion level, even and odd),
// each pair of shapes, against mpz_mul.
TEST_F(NatOracle, KaratsubaEdgeOperands) {
  SCOPED_TRACE(Trace());
  const size_t max_n = 4 * std::max(kKaratsubaMulThreshold, kKaratsubaSqrThreshold) + 1;
  for (size_t n = 1; n <= max_n; ++n) {
    const size_t m = n / 2;
    std::vector<std::vector<Word>> shapes;
    for (int lo = 0; lo < 6; ++lo) {
      for (int hi = 0; hi < 6; ++hi) {
        std::vector<Word> w(n);
        FillPart(w, 0, m, lo, rng_);
        FillPart(w, m, n, hi, rng_);
        shapes.push_back(std::move(w));
      }
    }
    CheckShapeProducts(shapes, n, [](size_t) { return size_t{0}; }, n > 40 ? 5 : 1);
    if (HasFatalFailure()) return;
  }
}

// DivExact3Words against mpz_divexact_ui: q random, or built from the words
// 0x5555...5, 0xaaaa...b and 0 (where 3q's high words make the next word's
// subtraction borrow), 0 .. 40 words.
TEST_F(NatOracle, DivExact3Words) {
  SCOPED_TRACE(Trace());
  Mpz mq, ma, mw;
  const Word pieces[] = {0x5555555555555555ull, 0xaaaaaaaaaaaaaaabull, 0, kWordMax, 1, 2};
  for (int it = 0; it < 3000; ++it) {
    const size_t n = RandLen(rng_, 40);
    std::vector<Word> q(n);
    for (Word& w : q) w = it % 2 == 0 ? rng_() : pieces[rng_() % 6];
    ToMpz(mq, q);
    mpz_mul_ui(ma, mq, 3);
    std::vector<Word> a = test::WordsFromMpz(ma.get(), n + 1);
    DivExact3Words(a.data(), a.size());
    ASSERT_TRUE(SameAs(Nat::FromWords(a), mq)) << "q=" << Hex(mq);
  }
}

// Random x (xn words) and y (yn words): x * y, and for xn == yn also x^2
// by SqrWords and by MulWords(x, x), against mpz_mul.
void CheckRandomMulSqr(std::mt19937_64& rng, size_t xn, size_t yn) {
  Mpz ma, mb, mz;
  std::vector<Word> x = RandWords(rng, xn), y = RandWords(rng, yn);
  std::vector<Word> z(xn + yn);
  ToMpz(ma, x);
  ToMpz(mb, y);
  MulWords(z.data(), x.data(), xn, y.data(), yn);
  mpz_mul(mz, ma, mb);
  ASSERT_TRUE(SameAs(Nat::FromWords(z), mz)) << xn << "x" << yn;
  if (xn == yn) {
    SqrWords(z.data(), x.data(), xn);
    mpz_mul(mz, ma, ma);
    ASSERT_TRUE(SameAs(Nat::FromWords(z), mz)) << xn;
    MulWords(z.data(), x.data(), xn, x.data(), xn);  // x == y
    ASSERT_TRUE(SameAs(Nat::FromWords(z), mz)) << xn << " x == y";
  }
}

// Toom-3 (ForceToom3ForTesting: at every level from 5 words up, so small
// operands reach every path) with operands built from thirds that are 0, 1,
// all-ones, all-ones in the top word only, B^k - 2 or random: the
// evaluations' top words at their extremes (x0 + 2 x1 + 4 x2 up to 7 B^k),
// x0 - x1 + x2 of either sign and zero, and the interpolation's exact
// divisions on extreme values. Every n = 5 .. 64 and around 96 (each of
// n mod 3, r = n - 2k from 1 to k), squares and products, against mpz_mul;
// then random operands up to 400 words, forced, and the sizes where the
// cost model itself picks Toom-3.
struct ForceToom3 {
  explicit ForceToom3(size_t n) { ForceToom3ForTesting(n); }
  ~ForceToom3() { ForceToom3ForTesting(0); }
};

TEST_F(NatOracle, Toom3EdgeOperands) {
  SCOPED_TRACE(Trace());
  Mpz ma, mb, mz;
  ForceToom3 force(5);
  std::vector<size_t> sizes;
  for (size_t n = 5; n <= 64; ++n) sizes.push_back(n);
  for (size_t n : {94, 95, 96, 97, 98}) sizes.push_back(n);
  for (size_t n : sizes) {
    const size_t k = (n + 2) / 3;
    std::vector<std::vector<Word>> shapes;
    for (int a = 0; a < 6; ++a) {
      for (int b = 0; b < 6; ++b) {
        for (int c = 0; c < 6; ++c) {
          std::vector<Word> w(n);
          FillPart(w, 0, k, a, rng_);
          FillPart(w, k, 2 * k, b, rng_);
          FillPart(w, 2 * k, n, c, rng_);
          shapes.push_back(std::move(w));
        }
      }
    }
    CheckShapeProducts(shapes, n, [](size_t a) { return a % 13; }, 13);
    if (HasFatalFailure()) return;
  }
  auto check = [&](size_t xn, size_t yn) { CheckRandomMulSqr(rng_, xn, yn); };
  for (int it = 0; it < 150; ++it) {
    const size_t n = 5 + RandLen(rng_, 400);
    check(n, n);
    check(n + RandLen(rng_, 3 * n), n);  // unbalanced: balanced Toom blocks
  }
  ForceToom3ForTesting(0);  // the cost model's own choices
  for (size_t n : {1100, 1500, 2500, 3000}) {
    check(n, n);
    std::vector<Word> ones(n, kWordMax);
    std::vector<Word> z(2 * n);
    ToMpz(ma, ones);
    SqrWords(z.data(), ones.data(), n);
    mpz_mul(mz, ma, ma);
    ASSERT_TRUE(SameAs(Nat::FromWords(z), mz)) << "all-ones n=" << n;
  }
}

// Toom-4 (ForceToom4ForTesting: at every level from 10 words up) with
// operands built from quarters that are 0, all-ones, B^k - 2 or random: the
// evaluations' top words at their extremes (up to 15 B^k), x(-1) and x(-2)
// of either sign and zero, and the interpolation's shifts and exact
// divisions on extreme values. Every n = 16 .. 48 (Toom-4 from the
// Karatsuba thresholds up: 16 words for products, 24 for squares) and
// around 160 (each n mod 4, r = n - 3k from 1 to k), squares and products,
// against mpz_mul;
// then random operands, forced (alone and over forced Toom-3), products of
// equal operands (x == y), and the cost model's own choices around the
// Toom-4 thresholds and at the benchmark sizes.
struct ForceToom4 {
  explicit ForceToom4(size_t n) { ForceToom4ForTesting(n); }
  ~ForceToom4() {
    ForceToom4ForTesting(0);
    ForceToom3ForTesting(0);
  }
};

TEST_F(NatOracle, Toom4EdgeOperands) {
  SCOPED_TRACE(Trace());
  Mpz ma, mb, mz;
  ForceToom4 force(10);
  std::vector<size_t> sizes;
  for (size_t n = 16; n <= 48; ++n) sizes.push_back(n);
  for (size_t n : {157, 158, 159, 160, 161, 162}) sizes.push_back(n);
  constexpr int kKinds[] = {0, 2, 4, 5};
  for (size_t n : sizes) {
    const size_t k = (n + 3) / 4;
    std::vector<std::vector<Word>> shapes;
    for (int a : kKinds) {
      for (int b : kKinds) {
        for (int c : kKinds) {
          for (int d : kKinds) {
            std::vector<Word> w(n);
            FillPart(w, 0, k, a, rng_);
            FillPart(w, k, 2 * k, b, rng_);
            FillPart(w, 2 * k, 3 * k, c, rng_);
            FillPart(w, 3 * k, n, d, rng_);
            shapes.push_back(std::move(w));
          }
        }
      }
    }
    CheckShapeProducts(shapes, n, [](size_t a) { return a % 17; }, 17);
    if (HasFatalFailure()) return;
  }
  auto check = [&](size_t xn, size_t yn) { CheckRandomMulSqr(rng_, xn, yn); };
  for (int it = 0; it < 100; ++it) {
    const size_t n = 10 + RandLen(rng_, 500);
    check(n, n);
    check(n + RandLen(rng_, 3 * n), n);  // unbalanced: balanced Toom blocks
    if (HasFatalFailure()) return;
  }
  ForceToom3ForTesting(5);  // Toom-4 from 40 words, Toom-3 below it
  ForceToom4ForTesting(40);
  for (int it = 0; it < 60; ++it) {
    const size_t n = 10 + RandLen(rng_, 600);
    check(n, n);
    if (HasFatalFailure()) return;
  }
  ForceToom4ForTesting(0);  // the cost model's own choices
  ForceToom3ForTesting(0);
  std::vector<size_t> model_sizes;
  for (size_t t : {kToom4MulThreshold, kToom4SqrThreshold}) {
    for (size_t d = 0; d < 3; ++d) model_sizes.push_back(t - 1 + d);
  }
  for (size_t n : {1024, 1025, 2047, 3000, 3001, 4099, 10000, 10001}) model_sizes.push_back(n);
  for (size_t n : model_sizes) {
    check(n, n);
    if (HasFatalFailure()) return;
    for (int kind : {2, 3}) {  // all ones; one word set, zero high words
      std::vector<Word> x(n);
      FillPart(x, 0, n / 2 + 1, kind, rng_);
      FillPart(x, n / 2 + 1, n, kind == 2 ? 2 : 0, rng_);
      std::vector<Word> z(2 * n);
      ToMpz(ma, x);
      mpz_mul(mz, ma, ma);
      SqrWords(z.data(), x.data(), n);
      ASSERT_TRUE(SameAs(Nat::FromWords(z), mz)) << "edge sqr n=" << n << " kind=" << kind;
      MulWords(z.data(), x.data(), n, x.data(), n);
      ASSERT_TRUE(SameAs(Nat::FromWords(z), mz)) << "edge mul n=" << n << " kind=" << kind;
    }
  }
}

// Toom-6 (ForceToom6ForTesting: at every level from 36 words up) with
// operands built from sixths that are 0, all-ones, all-ones in the top word
// only, B^k - 2 or random: the evaluations' top words at their extremes (up
// to 1365 B^k), E - O of either sign and zero (so W(-a) of either sign in
// products), and the interpolation's wrapped sums and exact divisions on
// extreme values. Every n = 36 .. 72 and 299 .. 305 (each n mod 6, r =
// n - 5k from 2 to k): the squares of every shape with all sixths of one
// kind or one sixth of another kind, and of random kind mixes, and the
// products of every 7th pair of them, with canary words; then random
// operands (squares, products, x == y, unbalanced), forced alone and over
// forced Toom-4/Toom-3 below it; then the cost model's own Toom-6 sizes for
// products and squares (the smallest, the one with the smallest top piece,
// the benchmark sizes) with random, all-ones and zero-piece operands.
struct ForceToom6 {
  explicit ForceToom6(size_t n) { ForceToom6ForTesting(n); }
  ~ForceToom6() {
    ForceToom6ForTesting(0);
    ForceToom4ForTesting(0);
    ForceToom3ForTesting(0);
  }
};

TEST_F(NatOracle, Toom6EdgeOperands) {
  SCOPED_TRACE(Trace());
  Mpz ma, mb, mz;
  ForceToom6 force(36);
  std::vector<size_t> sizes;
  for (size_t n = 36; n <= 72; ++n) sizes.push_back(n);
  for (size_t n = 299; n <= 305; ++n) sizes.push_back(n);
  constexpr int kKinds[] = {0, 2, 3, 4, 5};
  for (size_t n : sizes) {
    const size_t k = (n + 5) / 6;
    std::vector<std::vector<Word>> shapes;
    auto add = [&](const int (&kinds)[6]) {
      std::vector<Word> w(n);
      for (size_t p = 0; p < 6; ++p) FillPart(w, p * k, p == 5 ? n : (p + 1) * k, kinds[p], rng_);
      shapes.push_back(std::move(w));
    };
    for (int a : kKinds) {
      for (int b : kKinds) {
        for (size_t p = 0; p < 6; ++p) {
          int kinds[6] = {b, b, b, b, b, b};
          kinds[p] = a;
          add(kinds);
        }
      }
    }
    for (int it = 0; it < 60; ++it) {
      int kinds[6];
      for (int& kind : kinds) kind = kKinds[rng_() % 5];
      add(kinds);
    }
    CheckShapeProducts(shapes, n, [](size_t a) { return a % 7; }, 7);
    if (HasFatalFailure()) return;
  }
  auto check = [&](size_t xn, size_t yn) { CheckRandomMulSqr(rng_, xn, yn); };
  for (int it = 0; it < 100; ++it) {
    const size_t n = 36 + RandLen(rng_, 700);
    check(n, n);
    check(n + RandLen(rng_, 3 * n), n);  // unbalanced: balanced Toom blocks
    if (HasFatalFailure()) return;
  }
  ForceToom3ForTesting(5);  // Toom-6 from 100 words, Toom-4 from 40, Toom-3 below
  ForceToom4ForTesting(40);
  ForceToom6ForTesting(100);
  for (int it = 0; it < 60; ++it) {
    const size_t n = 10 + RandLen(rng_, 1200);
    check(n, n);
    if (HasFatalFailure()) return;
  }
  ForceToom6ForTesting(0);  // the cost model's own choices
  ForceToom4ForTesting(0);
  ForceToom3ForTesting(0);
  for (bool sqr : {true, false}) {
    std::vector<size_t> model_sizes;
    size_t first = 0, min_r = 0, min_r_n = 0;
    for (size_t n = sqr ? kToom6SqrThreshold : kToom6MulThreshold; n <= 33000; ++n) {
      unsigned ways = 0;
      const size_t kw = ToomPieceWordsForTesting(n, sqr, &ways);
      if (ways != 6) continue;
      ASSERT_GE(kw, (n + 5) / 6) << n;
      ASSERT_LT(5 * kw, n) << n;  // the top piece has a word or more
      if (first == 0) first = n;
      if (min_r == 0 || n - 5 * kw < min_r) {
        min_r = n - 5 * kw;
        min_r_n = n;
      }
    }
    ASSERT_NE(first, 0u) << "the cost model never takes Toom-6, sqr=" << sqr;
    for (size_t n : {first - 1, first, first + 1, min_r_n, min_r_n + 1, size_t{3000},
                     size_t{10000}, size_t{30000}}) {
      model_sizes.push_back(n);
    }
    for (size_t n : model_sizes) {
      unsigned ways = 0;
      const size_t kw = ToomPieceWordsForTesting(n, sqr, &ways);
      SCOPED_TRACE(testing::Message() << "sqr=" << sqr << " n=" << n << " ways=" << ways
                                      << " k=" << kw);
      check(n, n);
      if (HasFatalFailure()) return;
      for (int kind : {2, 3}) {  // all ones; one word set per piece, the rest zero
        std::vector<Word> x(n);
        if (kind == 2 || kw == 0) {
          FillPart(x, 0, n, kind, rng_);
        } else {
          for (size_t p = 0; p < ways; ++p) {
            FillPart(x, p * kw, p + 1 == ways ? n : (p + 1) * kw, p % 2 == 0 ? 3 : 0, rng_);
          }
        }
        std::vector<Word> z(2 * n);
        ToMpz(ma, x);
        mpz_mul(mz, ma, ma);
        if (sqr) {
          SqrWords(z.data(), x.data(), n);
        } else {
          MulWords(z.data(), x.data(), n, x.data(), n);
        }
        ASSERT_TRUE(SameAs(Nat::FromWords(z), mz)) << "edge kind=" << kind;
      }
    }
  }
}

// The cost model's own Toom steps with a piece size k above ceil(n / ways)
// (rounded up so the pieces meet the even Karatsuba sizes) and their
// (k+1)-word inner products with a small top word (MulTopN, SqrTopN):
// operands built from parts of the plan's k words that are 0, 1, all-ones,
// all-ones in the top word only, B^k - 2 or random, so the evaluations'
// top words reach their extremes. The sizes: for squares and products and
// each of Toom-3 and Toom-4, the first three sizes up to 1100 words where the
// plan rounds k up, and the largest one there; against mpz_mul.
TEST_F(NatOracle, ToomPlanRoundedPieces) {
  SCOPED_TRACE(Trace());
  struct Size {
    size_t n;
    bool sqr;
  };
  std::vector<Size> sizes;
  for (bool sqr : {true, false}) {
    for (unsigned want : {3u, 4u}) {
      std::vector<size_t> found;
      for (size_t n = 16; n <= 1100; ++n) {
        unsigned ways = 0;
        const size_t kw = ToomPieceWordsForTesting(n, sqr, &ways);
        if (ways != want || kw == (n + ways - 1) / ways) continue;
        ASSERT_GT(kw, (n + ways - 1) / ways) << n;
        ASSERT_LT((ways - 1) * kw, n) << n;  // the top part has a word or more
        found.push_back(n);
      }
      ASSERT_FALSE(found.empty()) << "no rounded Toom-" << want << (sqr ? " square" : " product");
      for (size_t i = 0; i < found.size() && i < 3; ++i) sizes.push_back({found[i], sqr});
      sizes.push_back({found.back(), sqr});
    }
  }
  constexpr int kKinds3[] = {0, 1, 2, 3, 4, 5};
  constexpr int kKinds4[] = {0, 2, 4, 5};
  for (const Size& sz : sizes) {
    const size_t n = sz.n;
    unsigned ways = 0;
    const size_t kw = ToomPieceWordsForTesting(n, sz.sqr, &ways);
    std::vector<std::vector<Word>> shapes;
    auto add = [&](const int* kinds) {
      std::vector<Word> w(n);
      for (unsigned p = 0; p < ways; ++p) {
        FillPart(w, p * kw, p + 1 == ways ? n : (p + 1) * kw, kinds[p], rng_);
      }
      shapes.push_back(std::move(w));
    };
    if (ways == 3) {
      for (int a : kKinds3) {
        for (int b : kKinds3) {
          for (int c : kKinds3) {
            const int kinds[] = {a, b, c};
            add(kinds);
          }
        }
      }
    } else {
      for (int a : kKinds4) {
        for (int b : kKinds4) {
          for (int c : kKinds4) {
            for (int d : kKinds4) {
              const int kinds[] = {a, b, c, d};
              add(kinds);
            }
          }
        }
      }
    }
    SCOPED_TRACE(testing::Message() << "n=" << n << " ways=" << ways << " k=" << kw
                                    << (sz.sqr ? " (square's plan)" : " (product's plan)"));
    CheckShapeProducts(shapes, n, [](size_t a) { return a % 29; }, 29);
    if (HasFatalFailure()) return;
  }
}

// The low-level routines with non-normalised operands and canaries.
TEST_F(NatOracle, MulWordsSqrWordsRaw) {
  SCOPED_TRACE(Trace());
  constexpr Word kCanary = 0xc0ffee00c0ffee00ull;
  Mpz ma, mb, mz;
  for (int it = 0; it < 400; ++it) {
    const size_t xn = RandLen(rng_, 200), yn = RandLen(rng_, 200);
    std::vector<Word> x = RandWords(rng_, xn), y = RandWords(rng_, yn);
    if (xn > 0 && it % 3 == 0) x[xn - 1] = 0;  // leading zero words
    std::vector<Word> z(xn + yn + 2, kCanary);
    MulWords(z.data() + 1, x.data(), xn, y.data(), yn);
    ASSERT_EQ(z.front(), kCanary);
    ASSERT_EQ(z.back(), kCanary);
    ToMpz(ma, x);
    ToMpz(mb, y);
    mpz_mul(mz, ma, mb);
    ASSERT_TRUE(SameAs(Nat::FromWords({z.data() + 1, xn + yn}), mz)) << xn << "x" << yn;
    std::vector<Word> s(2 * xn + 2, kCanary);
    SqrWords(s.data() + 1, x.data(), xn);
    ASSERT_EQ(s.front(), kCanary);
    ASSERT_EQ(s.back(), kCanary);
    mpz_mul(mz, ma, ma);
    ASSERT_TRUE(SameAs(Nat::FromWords({s.data() + 1, 2 * xn}), mz)) << xn;
  }
}

TEST_F(NatOracle, DivMod) {
  SCOPED_TRACE(Trace());
  Mpz ma, mb, mq, mr;
  const DivStats before = ThreadDivStats();
  auto check = [&](const Nat& a, const Nat& b) {
    ToMpz(ma, a);
    ToMpz(mb, b);
    Nat q, r;
    if (b.IsZero()) {
      Nat q0(7), r0(9);
      ASSERT_EQ(Nat::DivMod(a, b, &q0, &r0), Status::kDivisionByZero);
      ASSERT_EQ(q0, Nat(7));  // untouched
      ASSERT_EQ(r0, Nat(9));
      return;
    }
    ASSERT_EQ(Nat::DivMod(a, b, &q, &r), Status::kOk);
    mpz_tdiv_qr(mq, mr, ma, mb);
    ASSERT_TRUE(SameAs(q, mq)) << "a=0x" << Hex(ma) << " b=0x" << Hex(mb);
    ASSERT_TRUE(SameAs(r, mr)) << "a=0x" << Hex(ma) << " b=0x" << Hex(mb);
    // Only one output wanted.
    Nat q2, r2;
    ASSERT_EQ(Nat::DivMod(a, b, &q2, nullptr), Status::kOk);
    ASSERT_EQ(Nat::DivMod(a, b, nullptr, &r2), Status::kOk);
    ASSERT_EQ(q2, q);
    ASSERT_EQ(r2, r);
    // Aliasing: outputs onto the inputs.
    Nat a3 = a, b3 = b;
    ASSERT_EQ(Nat::DivMod(a3, b3, &a3, &b3), Status::kOk);
    ASSERT_EQ(a3, q);
    ASSERT_EQ(b3, r);
  };
  // Random shapes, including a < b.
  for (int it = 0; it < 3000; ++it) check(RandNat(rng_, 300), RandNat(rng_, 150));
  // Divisors whose top word is 1 or all-ones, dividends near multiples.
  for (int it = 0; it < 2000; ++it) {
    const size_t vn = 1 + RandLen(rng_, 40);
    std::vector<Word> v = RandWords(rng_, vn);
    v[vn - 1] = (it % 2) ? 1 : kWordMax;
    Nat b = Nat::FromWords(v);
    Nat q = RandNat(rng_, 40);
    // a = q*b + small, q*b - small, q*b + b - 1.
    Nat qb = Nat::Mul(q, b);
    check(qb, b);
    check(Nat::Add(qb, Nat(rng_() % 5)), b);
    check(Nat::Add(qb, Nat::Sub(b, Nat(1))), b);
    if (qb.num_words() > 0 && Nat::Compare(qb, Nat(5)) >= 0) check(Nat::Sub(qb, Nat(rng_() % 5)), b);
  }
  // Words from the edge set in both operands: this is where q-hat is too
  // big (Knuth D3 corrections) and where the D6 add-back happens.
  const Word edge[] = {0, 1, 2, kWordMax, kWordMax - 1, Word{1} << 63, (Word{1} << 63) - 1,
                       (Word{1} << 63) + 1};
  for (int it = 0; it < 40000; ++it) {
    const size_t vn = 2 + rng_() % 4, un = vn + rng_() % 4;
    std::vector<Word> u(un), v(vn);
    for (auto& w : u) w = edge[rng_() % 8];
    for (auto& w : v) w = edge[rng_() % 8];
    if (v[vn - 1] == 0) v[vn - 1] = 1;
    check(Nat::FromWords(u), Nat::FromWords(v));
  }
  // The classic add-back case of Hacker's Delight (divmnu test data) with
  // 64-bit digits: u = (0x7fff.., 0x8000.., 0, 0), v = (0x8000.., 0, 1).
  check(Nat::FromWords(std::vector<Word>{0, 0, Word{1} << 63, (Word{1} << 63) - 1}),
        Nat::FromWords(std::vector<Word>{1, 0, Word{1} << 63}));
  // Burnikel-Ziegler (DivModRecursive: divisor and quotient of
  // kRecursiveDivWords words or more): sizes around the threshold and its
  // doublings, near multiples, all-ones divisors (quotient digits of all
  // ones) and the edge patterns of RandWords.
  const size_t t = kRecursiveDivWords;
  for (size_t vn : {t - 1, t, t + 1, t + 4, 2 * t - 1, 2 * t, 2 * t + 1, 4 * t - 1, 4 * t + 1,
                    8 * t + 3}) {
    for (size_t qn : {t - 1, t, t + 1, 2 * t - 1, 5 * t, 17 * t + 5}) {
      SCOPED_TRACE(std::to_string(vn) + " " + std::to_string(qn));
      std::vector<Word> v = RandWords(rng_, vn);
      if (v[vn - 1] == 0) v[vn - 1] = 1;
      const Nat b = Nat::FromWords(v);
      const Nat q = Nat::FromWords(RandWords(rng_, qn));
      const Nat qb = Nat::Mul(q, b);
      check(Nat::Add(qb, Nat::FromWords(RandWords(rng_, vn - 1))), b);
      check(Nat::Add(qb, Nat::Sub(b, Nat(1))), b);
      check(qb, b);
      // All-ones divisor and a quotient of all ones.
      const Nat ones_b = Nat::FromWords(std::vector<Word>(vn, kWordMax));
      const Nat ones_q = Nat::FromWords(std::vector<Word>(qn, kWordMax));
      check(Nat::Add(Nat::Mul(ones_q, ones_b), Nat::Sub(ones_b, Nat(1))), ones_b);
      check(Nat::Add(Nat::Mul(ones_q, b), Nat::Sub(b, Nat(1))), b);
    }
  }
  const DivStats after = ThreadDivStats();
  EXPECT_GT(after.qhat_corrections, before.qhat_corrections) << "D3 corrections never hit";
  EXPECT_GT(after.add_backs, before.add_backs) << "D6 add-back never hit";
  EXPECT_GT(after.recursive_top, before.recursive_top) << "all-ones quotient digit never hit";
  EXPECT_GT(after.recursive_fixes, before.recursive_fixes) << "quotient correction never hit";
  // Division by zero.
  check(RandNat(rng_, 10), Nat());
  check(Nat(), Nat());
}

TEST_F(NatOracle, DivModWordModWord) {
  SCOPED_TRACE(Trace());
  Mpz ma, mq;
  for (int it = 0; it < 3000; ++it) {
    Nat a = RandNat(rng_, 300);
    Word d = RandWords(rng_, 1)[0];
    ToMpz(ma, a);
    Nat q;
    Word r = 0;
    if (d == 0) {
      ASSERT_EQ(Nat::DivModWord(a, d, &q, &r), Status::kDivisionByZero);
      ASSERT_EQ(a.ModWord(d).status(), Status::kDivisionByZero);
      continue;
    }
    ASSERT_EQ(Nat::DivModWord(a, d, &q, &r), Status::kOk);
    const Word want_r = mpz_tdiv_q_ui(mq, ma, d);
    ASSERT_TRUE(SameAs(q, mq));
    ASSERT_EQ(r, want_r);
    ASSERT_EQ(a.ModWord(d).value(), want_r);
    Word r2 = 0;
    ASSERT_EQ(Nat::DivModWord(a, d, nullptr, &r2), Status::kOk);
    ASSERT_EQ(r2, want_r);
    Nat a2 = a;
    ASSERT_EQ(Nat::DivModWord(a2, d, &a2, nullptr), Status::kOk);  // q aliases a
    ASSERT_EQ(a2, q);
  }
}

// DivWordWords below and above its reciprocal threshold, with the divisors
// whose normalising shift is 0, 1, 63 and in between, against mpz_tdiv_q_ui,
// on all-ones, random and single-top-bit dividends of every length 1..20.
TEST_F(NatOracle, DivModWordEdges) {
  SCOPED_TRACE(Trace());
  const Word divisors[] = {1,
                           2,
                           3,
                           7,
                           10,
                           (Word{1} << 32) - 1,
                           Word{1} << 32,
                           (Word{1} << 32) + 1,
                           10000000000000000000ull,  // 10^19, ToString's big base
                           1000000000000000000ull,   // 10^18
                           (Word{1} << 62) + 1,
                           (Word{1} << 63) - 1,
                           Word{1} << 63,
                           (Word{1} << 63) + 1,
                           kWordMax - 1,
                           kWordMax,
                           RandWords(rng_, 1)[0] | 1,
                           (RandWords(rng_, 1)[0] >> (rng_() % 64)) | 1};
  Mpz ma, mq;
  for (const Word d : divisors) {
    for (size_t n = 1; n <= 20; ++n) {
      for (int kind = 0; kind < 3; ++kind) {
        std::vector<Word> w(n, kWordMax);
        if (kind == 1) w = RandWords(rng_, n);
        if (kind == 2) {
          w.assign(n, 0);
          w[n - 1] = Word{1} << 63;
        }
        const Nat a = Nat::FromWords(w);
        ToMpz(ma, a);
        Nat q;
        Word r = 0;
        ASSERT_EQ(Nat::DivModWord(a, d, &q, &r), Status::kOk);
        const Word want_r = mpz_tdiv_q_ui(mq, ma, d);
        ASSERT_TRUE(SameAs(q, mq)) << "d=" << d << " n=" << n << " kind=" << kind;
        ASSERT_EQ(r, want_r) << "d=" << d << " n=" << n << " kind=" << kind;
      }
    }
  }
}

TEST_F(NatOracle, ShiftsAndBits) {
  SCOPED_TRACE(Trace());
  Mpz ma, mb, mz;
  for (int it = 0; it < 3000; ++it) {
    Nat a = RandNat(rng_, 300), b = RandNat(rng_, 300);
    ToMpz(ma, a);
    ToMpz(mb, b);
    const size_t s = rng_() % (it % 2 ? 130 : 20000);
    mpz_mul_2exp(mz, ma, s);
    ASSERT_TRUE(SameAs(Nat::Shl(a, s), mz)) << s;
    mpz_fdiv_q_2exp(mz, ma, s);
    ASSERT_TRUE(SameAs(Nat::Shr(a, s), mz)) << s;
    mpz_and(mz, ma, mb);
    ASSERT_TRUE(SameAs(Nat::And(a, b), mz));
    mpz_ior(mz, ma, mb);
    ASSERT_TRUE(SameAs(Nat::Or(a, b), mz));
    mpz_xor(mz, ma, mb);
    ASSERT_TRUE(SameAs(Nat::Xor(a, b), mz));
    mpz_com(mz, mb);
    mpz_and(mz, ma, mz);
    ASSERT_TRUE(SameAs(Nat::AndNot(a, b), mz));
    ASSERT_EQ(a.BitLen(), mpz_sgn(ma.v) == 0 ? 0 : mpz_sizeinbase(ma, 2));
    ASSERT_EQ(a.PopCount(), mpz_popcount(ma));
    ASSERT_EQ(a.TrailingZeros(), mpz_sgn(ma.v) == 0 ? 0 : mpz_scan1(ma, 0));
    ASSERT_EQ(a.IsOdd(), mpz_odd_p(ma.v) != 0);
    const size_t bit = rng_() % (a.BitLen() + 130);
    ASSERT_EQ(a.TestBit(bit), mpz_tstbit(ma, bit) != 0) << bit;
    Nat c = a;
    c.SetBit(bit);
    mpz_set(mz, ma);
    mpz_setbit(mz, bit);
    ASSERT_TRUE(SameAs(c, mz)) << bit;
    c = a;
    c.ClearBit(bit);
    mpz_set(mz, ma);
    mpz_clrbit(mz, bit);
    ASSERT_TRUE(SameAs(c, mz)) << bit;
    if (a.BitLen() > 0) {  // clearing the top bit renormalises
      c = a;
      c.ClearBit(a.BitLen() - 1);
      mpz_set(mz, ma);
      mpz_clrbit(mz, a.BitLen() - 1);
      ASSERT_TRUE(SameAs(c, mz));
    }
  }
}

TEST_F(NatOracle, Strings) {
  SCOPED_TRACE(Trace());
  Mpz ma, mz;
  for (int base = 2; base <= 36; ++base) {
    SCOPED_TRACE("base=" + std::to_string(base));
    for (int it = 0; it < 120; ++it) {
      Nat a = RandNat(rng_, it < 100 ? 20 : 150);
      ToMpz(ma, a);
      const std::string want = GmpStr(ma, base);
      const std::string got = a.ToString(base);
      ASSERT_EQ(got, want);
      // Parse GMP's string, in mixed case, with leading zeros.
      std::string in = want;
      for (char& ch : in) {
        if (rng_() % 2) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
      }
      if (it % 5 == 0) in.insert(0, rng_() % 40, '0');
      Result<Nat> r = Nat::FromString(in, base);
      ASSERT_TRUE(r.ok()) << in;
      ASSERT_EQ(mpz_set_str(mz, in.c_str(), base), 0);
      ASSERT_TRUE(SameAs(*r, mz)) << in;
    }
    // Random digit strings of every length 1..80 (chunk boundaries).
    for (size_t len = 1; len <= 80; ++len) {
      std::string in;
      for (size_t i = 0; i < len; ++i) {
        in.push_back("0123456789abcdefghijklmnopqrstuvwxyz"[rng_() % base]);
      }
      Result<Nat> r = Nat::FromString(in, base);
      ASSERT_TRUE(r.ok()) << in;
      ASSERT_EQ(mpz_set_str(mz, in.c_str(), base), 0);
      ASSERT_TRUE(SameAs(*r, mz)) << in;
      ASSERT_EQ(r->ToString(base), GmpStr(mz, base));
    }
  }
}

// The divide-and-conquer conversions (nat_conv.cc: strings above 1200
// digits, numbers above 60 words): lengths around both thresholds and the
// powers they split at, padding zeros (runs of zero digits, powers of the
// base, base^k - 1), leading zeros, and long inputs.
TEST_F(NatOracle, LongStrings) {
  SCOPED_TRACE(Trace());
  Mpz ma, mz;
  for (int base : {3, 7, 10, 36}) {
    SCOPED_TRACE("base=" + std::to_string(base));
    std::vector<size_t> lens = {1199, 1200, 1201, 2399, 2400, 2401, 4863, 4864, 4865, 30011};
    if (base == 10) lens.push_back(200000);
    for (size_t len : lens) {
      for (int kind = 0; kind < 4; ++kind) {
        std::string in(len, '0');
        for (size_t i = 0; i < len; ++i) {
          const char* digits = "0123456789abcdefghijklmnopqrstuvwxyz";
          switch (kind) {
            case 0: in[i] = digits[rng_() % base]; break;                // random
            case 1: in[i] = i == 0 ? '1' : '0'; break;                   // base^(len-1)
            case 2: in[i] = digits[base - 1]; break;                     // base^len - 1
            default: in[i] = (i / 97) % 3 == 0 ? digits[rng_() % base] : '0';  // zero runs
          }
        }
        if (kind == 0 && len % 2 == 1) std::fill(in.begin(), in.begin() + len / 2, '0');
        SCOPED_TRACE("len=" + std::to_string(len) + " kind=" + std::to_string(kind));
        Result<Nat> r = Nat::FromString(in, base);
        ASSERT_TRUE(r.ok());
        ASSERT_EQ(mpz_set_str(mz, in.c_str(), base), 0);
        ASSERT_TRUE(SameAs(*r, mz));
        ASSERT_EQ(r->ToString(base), GmpStr(mz, base));
      }
    }
    for (size_t words : {59u, 60u, 61u, 62u, 120u, 121u, 122u, 250u, 1000u, 4097u}) {
      Nat a = Nat::FromWords(RandWords(rng_, words));
      ToMpz(ma, a);
      ASSERT_EQ(a.ToString(base), GmpStr(ma, base)) << words << " words";
    }
  }
}

TEST_F(NatOracle, MalformedStrings) {
  using namespace std::literals;
  struct Case {
    std::string_view s;
    int base;
    size_t pos;
  };
  const Case cases[] = {
      {""sv, 10, 0},     {"12a"sv, 10, 2},  {"2"sv, 2, 0},      {"1012"sv, 2, 3},
      {"-1"sv, 10, 0},   {"+1"sv, 10, 0},   {"0x10"sv, 16, 1},  {" 1"sv, 10, 0},
      {"1 "sv, 10, 1},   {"z"sv, 35, 0},    {"Z"sv, 35, 0},     {"1_000"sv, 10, 1},
      {"9"sv, 9, 0},     {"g"sv, 16, 0},    {"\xff"sv, 36, 0},  {"12\0003"sv, 10, 2},
      {"1"sv, 1, 0},     {"1"sv, 37, 0},    {"1"sv, 0, 0},      {"1"sv, -5, 0},
  };
  for (const Case& c : cases) {
    Result<Nat> r = Nat::FromString(c.s, c.base);
    EXPECT_EQ(r.status(), Status::kInvalidArgument) << '"' << c.s << "\" base " << c.base;
    EXPECT_EQ(r.error_position(), c.pos) << '"' << c.s << "\" base " << c.base;
  }
  EXPECT_EQ(Nat(5).ToString(1), "");
  EXPECT_EQ(Nat(5).ToString(37), "");
  EXPECT_EQ(Nat().ToString(10), "0");
  EXPECT_EQ(Nat().ToString(2), "0");
}

TEST_F(NatOracle, Bytes) {
  SCOPED_TRACE(Trace());
  Mpz ma, mz;
  for (int it = 0; it < 2000; ++it) {
    Nat a = RandNat(rng_, 40);
    ToMpz(ma, a);
    // GMP's minimal big-endian encoding.
    std::vector<uint8_t> want((mpz_sizeinbase(ma, 2) + 7) / 8 + 1);
    size_t count = 0;
    mpz_export(want.data(), &count, 1, 1, 0, 0, ma);
    want.resize(count);
    ASSERT_EQ(a.ToBytesBE(), want);
    std::vector<uint8_t> le(want.rbegin(), want.rend());
    ASSERT_EQ(a.ToBytesLE(), le);
    // Parsing, with extra leading zero bytes.
    std::vector<uint8_t> padded(rng_() % 9, 0);
    padded.insert(padded.end(), want.begin(), want.end());
    mpz_import(mz, padded.size(), 1, 1, 0, 0, padded.data());
    ASSERT_TRUE(SameAs(Nat::FromBytesBE(padded), mz));
    std::vector<uint8_t> padded_le(padded.rbegin(), padded.rend());
    ASSERT_TRUE(SameAs(Nat::FromBytesLE(padded_le), mz));
    // Fixed width: exact, wider (zero-padded), and one byte short.
    for (size_t width : {count, count + 1, count + 13}) {
      std::vector<uint8_t> out(width, 0xAA);
      ASSERT_EQ(a.ToBytesBEFixed(out), Status::kOk);
      std::vector<uint8_t> exp(width - count, 0);
      exp.insert(exp.end(), want.begin(), want.end());
      ASSERT_EQ(out, exp);
      std::vector<uint8_t> out_le(width, 0xAA);
      ASSERT_EQ(a.ToBytesLEFixed(out_le), Status::kOk);
      ASSERT_EQ(out_le, std::vector<uint8_t>(exp.rbegin(), exp.rend()));
    }
    if (count > 0) {
      std::vector<uint8_t> out(count - 1);
      ASSERT_EQ(a.ToBytesBEFixed(out), Status::kBufferTooSmall);
      ASSERT_EQ(a.ToBytesLEFixed(out), Status::kBufferTooSmall);
    }
  }
  std::vector<uint8_t> none;
  EXPECT_TRUE(Nat::FromBytesBE(none).IsZero());
  EXPECT_EQ(Nat().ToBytesBEFixed(none), Status::kOk);
}

}  // namespace
}  // namespace limb
