// Differential tests of Int against two independent oracles: GMP's mpz and
// Boost.Multiprecision's cpp_int (so an oracle bug shows up as a
// disagreement). All sign combinations, random and structured operands from
// 0 to ~300 words, every base 2..36, prefixes, malformed strings.
//
// Seeds are fixed (override with LIMB_TEST_SEED) and printed on failure.
#include <gmp.h>

#include <boost/multiprecision/cpp_int.hpp>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iterator>
#include <random>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "limb/base/testing/seed.h"
#include "limb/bignum/arith.h"
#include "limb/bignum/int.h"
#include "limb/bignum/testing/boost_oracle.h"
#include "limb/bignum/testing/oracle.h"

namespace limb {
namespace {

using boost::multiprecision::cpp_int;
using test::GmpStr;
using test::Mpz;
using test::ToBoost;
using test::ToMpz;

uint64_t Seed() { return test::TestSeed(0x696e745f74657374ull); }  // "int_test"

// x equals the mpz value (and is in canonical form: normalised, no -0).
::testing::AssertionResult SameAs(const Int& x, mpz_srcptr want) {
  if (!x.IsZero() && x.words().back() == 0) return ::testing::AssertionFailure() << "not normalised";
  if (x.IsZero() && x.IsNegative()) return ::testing::AssertionFailure() << "negative zero";
  Mpz got;
  ToMpz(got, x);
  if (mpz_cmp(got, want) == 0) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "got " << GmpStr(got, 16) << "\nwant " << GmpStr(want, 16);
}

::testing::AssertionResult SameAs(const Int& x, const cpp_int& want) {
  const cpp_int got = ToBoost(x);
  if (got == want) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "got " << got << "\nwant (boost) " << want;
}

std::vector<Word> RandWords(std::mt19937_64& rng, size_t n) {
  std::vector<Word> w(n);
  const int pattern = static_cast<int>(rng() % 8);
  for (size_t i = 0; i < n; ++i) {
    switch (pattern) {
      case 0:
        w[i] = kWordMax;
        break;
      case 1:
        w[i] = (rng() % 4 == 0) ? (Word{1} << (rng() % 64)) : 0;
        break;
      case 2:
        w[i] = (rng() % 2) ? kWordMax : 0;
        break;
      default:
        w[i] = rng();
    }
  }
  if (n > 0 && rng() % 4 == 0) w[n - 1] = (rng() % 2) ? 1 : kWordMax;
  if (n > 0 && rng() % 8 == 0) {
    std::fill(w.begin(), w.end(), 0);
    w[n - 1] = Word{1} << (rng() % 64);
  }
  return w;
}

size_t RandLen(std::mt19937_64& rng, size_t max) {
  switch (rng() % 3) {
    case 0:
      return rng() % std::min<size_t>(max + 1, 5);
    case 1:
      return rng() % std::min<size_t>(max + 1, 50);
    default:
      return rng() % (max + 1);
  }
}

Int RandInt(std::mt19937_64& rng, size_t max_words) {
  return Int::FromWords(RandWords(rng, RandLen(rng, max_words)), rng() % 2 == 0);
}

class IntOracle : public ::testing::Test {
 protected:
  void SetUp() override { rng_.seed(seed_); }
  std::string Trace() const {
    return test::SeedTrace(seed_) + " kernels=" + ActiveArithKernels().name;
  }
  uint64_t seed_ = Seed();
  std::mt19937_64 rng_;
};

// Names the kernel table this run exercises (in the test log), and checks
// that LIMB_CPU=generic really selects the twins.
TEST(IntOracleKernels, TableInUse) {
  std::printf("kernels in use: %s (LIMB_CPU=%s)\n", ActiveArithKernels().name,
              std::getenv("LIMB_CPU") ? std::getenv("LIMB_CPU") : "");
  const char* cpu = std::getenv("LIMB_CPU");
  if (cpu != nullptr && std::string(cpu) == "generic") {
    EXPECT_STREQ(ActiveArithKernels().name, "generic");
  }
}

TEST_F(IntOracle, SmallConstructionAndAccessors) {
  SCOPED_TRACE(Trace());
  Mpz m;
  const int64_t vals[] = {0, 1, -1, 2, -2, INT64_MAX, INT64_MIN, INT64_MIN + 1, INT64_MAX - 1, 1000, -1000};
  for (int64_t v : vals) {
    Int x(v);
    mpz_set_si(m, v);
    ASSERT_TRUE(SameAs(x, m)) << v;
    ASSERT_TRUE(SameAs(x, cpp_int(v))) << v;
    ASSERT_TRUE(x.FitsInt64());
    ASSERT_EQ(x.Int64(), v);
    ASSERT_EQ(x.sign(), (v > 0) - (v < 0));
    ASSERT_EQ(x.IsNegative(), v < 0);
    ASSERT_EQ(x.IsZero(), v == 0);
    ASSERT_EQ(x.IsOdd(), (v & 1) != 0);
    ASSERT_EQ(x.FitsUint64(), v >= 0);
  }
  const uint64_t uvals[] = {0, 1, UINT64_MAX, uint64_t{1} << 63, (uint64_t{1} << 63) - 1};
  for (uint64_t v : uvals) {
    Int x(v);
    mpz_set_ui(m, v);
    ASSERT_TRUE(SameAs(x, m)) << v;
    ASSERT_TRUE(x.FitsUint64());
    ASSERT_EQ(x.Uint64(), v);
    ASSERT_EQ(x.FitsInt64(), v <= uint64_t{INT64_MAX});
  }
  // Just outside int64.
  EXPECT_FALSE((Int(INT64_MIN) - Int(1)).FitsInt64());
  EXPECT_FALSE((Int(INT64_MAX) + Int(1)).FitsInt64());
  EXPECT_TRUE((Int(INT64_MAX) + Int(1)).FitsUint64());
  EXPECT_FALSE((Int(UINT64_MAX) + Int(1)).FitsUint64());
  EXPECT_FALSE(Int(-1).FitsUint64());
  // int, unsigned, char, short convert exactly.
  EXPECT_EQ(Int(-7), Int(int64_t{-7}));
  EXPECT_EQ(Int(7u), Int(uint64_t{7}));
  EXPECT_EQ(Int(static_cast<short>(-3)), Int(int64_t{-3}));
  // Zero magnitudes are never negative.
  EXPECT_FALSE(Int(Nat(), true).IsNegative());
  EXPECT_FALSE((-Int(0)).IsNegative());
  EXPECT_FALSE((Int(5) - Int(5)).IsNegative());
}

TEST_F(IntOracle, AddSubMulCompare) {
  SCOPED_TRACE(Trace());
  Mpz ma, mb, mz;
  for (int it = 0; it < 4000; ++it) {
    Int a = RandInt(rng_, 300), b = RandInt(rng_, 300);
    if (it % 9 == 0) b = -a;
    if (it % 11 == 0) b = a;
    ToMpz(ma, a);
    ToMpz(mb, b);
    const cpp_int ba = ToBoost(a), bb = ToBoost(b);
    mpz_add(mz, ma, mb);
    ASSERT_TRUE(SameAs(a + b, mz)) << it;
    ASSERT_TRUE(SameAs(a + b, ba + bb)) << it;
    mpz_sub(mz, ma, mb);
    ASSERT_TRUE(SameAs(a - b, mz)) << it;
    ASSERT_TRUE(SameAs(a - b, ba - bb)) << it;
    if (it % 4 == 0) {  // products are the slow part
      mpz_mul(mz, ma, mb);
      ASSERT_TRUE(SameAs(a * b, mz)) << it;
      ASSERT_TRUE(SameAs(a * b, cpp_int(ba * bb))) << it;
      mpz_mul(mz, ma, ma);
      ASSERT_TRUE(SameAs(Int::Square(a), mz)) << it;
      ASSERT_TRUE(SameAs(a * a, mz)) << it;
    }
    Int c = a;
    c += b;
    ASSERT_EQ(c, a + b);
    c = a;
    c -= b;
    ASSERT_EQ(c, a - b);
    c = a;
    c *= b;
    ASSERT_EQ(c, a * b);
    c = a;
    c += c;  // aliasing
    ASSERT_EQ(c, a * Int(2));
    mpz_neg(mz, ma);
    ASSERT_TRUE(SameAs(-a, mz));
    mpz_abs(mz, ma);
    ASSERT_TRUE(SameAs(a.Abs(), mz));
    const int cmp = mpz_cmp(ma, mb);
    ASSERT_EQ(Int::Compare(a, b), (cmp > 0) - (cmp < 0));
    ASSERT_EQ(a < b, ba < bb);
    ASSERT_EQ(a == b, ba == bb);
    ASSERT_EQ(a >= b, ba >= bb);
    const int cabs = mpz_cmpabs(ma, mb);
    ASSERT_EQ(Int::CompareAbs(a, b), (cabs > 0) - (cabs < 0));
    ASSERT_EQ(a.sign(), mpz_sgn(ma.v));
  }
}

TEST_F(IntOracle, Division) {
  SCOPED_TRACE(Trace());
  Mpz ma, mb, mq, mr, mt;
  for (int it = 0; it < 4000; ++it) {
    Int a = RandInt(rng_, 300), b = RandInt(rng_, 150);
    if (it % 13 == 0) a = b * RandInt(rng_, 20);  // exact
    if (b.IsZero()) {
      Int q(7), r(9);
      ASSERT_EQ(Int::DivModTrunc(a, b, &q, &r), Status::kDivisionByZero);
      ASSERT_EQ(Int::DivModFloor(a, b, &q, &r), Status::kDivisionByZero);
      ASSERT_EQ(Int::DivModEuclid(a, b, &q, &r), Status::kDivisionByZero);
      ASSERT_EQ(q, Int(7));
      ASSERT_EQ(r, Int(9));
      ASSERT_EQ(a.ModWord(0).status(), Status::kDivisionByZero);
      continue;
    }
    ToMpz(ma, a);
    ToMpz(mb, b);
    const cpp_int ba = ToBoost(a), bb = ToBoost(b);
    Int q, r;
    // Truncated: GMP tdiv and Boost's / and % (both truncate).
    ASSERT_EQ(Int::DivModTrunc(a, b, &q, &r), Status::kOk);
    mpz_tdiv_qr(mq, mr, ma, mb);
    ASSERT_TRUE(SameAs(q, mq)) << it;
    ASSERT_TRUE(SameAs(r, mr)) << it;
    ASSERT_TRUE(SameAs(q, cpp_int(ba / bb))) << it;
    ASSERT_TRUE(SameAs(r, cpp_int(ba % bb))) << it;
    ASSERT_EQ(a / b, q);
    ASSERT_EQ(a % b, r);
    // Floored: GMP fdiv; Boost checks a = q b + r with r's sign that of b.
    ASSERT_EQ(Int::DivModFloor(a, b, &q, &r), Status::kOk);
    mpz_fdiv_qr(mq, mr, ma, mb);
    ASSERT_TRUE(SameAs(q, mq)) << it;
    ASSERT_TRUE(SameAs(r, mr)) << it;
    {
      const cpp_int bq = ToBoost(q), br = ToBoost(r);
      ASSERT_TRUE(cpp_int(bq * bb + br) == ba);
      ASSERT_TRUE(br == 0 || (br < 0) == (bb < 0));
      ASSERT_TRUE(cpp_int(abs(br)) < cpp_int(abs(bb)));
    }
    // Euclidean: r = a mod |b| in [0, |b|) (mpz_mod), q = (a - r) / b exactly.
    ASSERT_EQ(Int::DivModEuclid(a, b, &q, &r), Status::kOk);
    mpz_mod(mr, ma, mb);
    mpz_sub(mt, ma, mr);
    mpz_divexact(mq, mt, mb);
    ASSERT_TRUE(SameAs(q, mq)) << it;
    ASSERT_TRUE(SameAs(r, mr)) << it;
    {
      const cpp_int bq = ToBoost(q), br = ToBoost(r);
      ASSERT_TRUE(cpp_int(bq * bb + br) == ba);
      ASSERT_GE(br, 0);
      ASSERT_TRUE(br < cpp_int(abs(bb)));
    }
    // One output only, and outputs aliasing inputs.
    Int q1, r1;
    ASSERT_EQ(Int::DivModFloor(a, b, &q1, nullptr), Status::kOk);
    ASSERT_EQ(Int::DivModFloor(a, b, nullptr, &r1), Status::kOk);
    mpz_fdiv_qr(mq, mr, ma, mb);
    ASSERT_TRUE(SameAs(q1, mq));
    ASSERT_TRUE(SameAs(r1, mr));
    Int a2 = a, b2 = b;
    ASSERT_EQ(Int::DivModEuclid(a2, b2, &b2, &a2), Status::kOk);  // q -> b, r -> a
    ASSERT_EQ(Int::DivModEuclid(a, b, &q, &r), Status::kOk);
    ASSERT_EQ(b2, q);
    ASSERT_EQ(a2, r);
    a2 = a;
    b2 = b;
    ASSERT_EQ(Int::DivModTrunc(a2, b2, &a2, &b2), Status::kOk);
    mpz_tdiv_qr(mq, mr, ma, mb);
    ASSERT_TRUE(SameAs(a2, mq));
    ASSERT_TRUE(SameAs(b2, mr));
    Int a3 = a;
    a3 /= b;
    ASSERT_TRUE(SameAs(a3, mq));
    a3 = a;
    a3 %= b;
    ASSERT_TRUE(SameAs(a3, mr));
    // ModWord: the Euclidean remainder by a word.
    Word d = RandWords(rng_, 1)[0];
    if (d != 0) {
      Result<Word> m = a.ModWord(d);
      ASSERT_TRUE(m.ok());
      ASSERT_EQ(*m, mpz_fdiv_ui(ma, d)) << d;
    }
  }
}

TEST_F(IntOracle, ShiftsAndBitwise) {
  SCOPED_TRACE(Trace());
  Mpz ma, mb, mz;
  for (int it = 0; it < 4000; ++it) {
    Int a = RandInt(rng_, 200), b = RandInt(rng_, 200);
    ToMpz(ma, a);
    ToMpz(mb, b);
    const cpp_int ba = ToBoost(a), bb = ToBoost(b);
    const size_t s = rng_() % (it % 2 ? 200 : 14000);
    mpz_mul_2exp(mz, ma, s);
    ASSERT_TRUE(SameAs(a << s, mz)) << s;
    ASSERT_TRUE(SameAs(a << s, cpp_int(ba << s))) << s;
    mpz_fdiv_q_2exp(mz, ma, s);
    ASSERT_TRUE(SameAs(a >> s, mz)) << s;
    ASSERT_TRUE(SameAs(a >> s, cpp_int(ba >> s))) << s;  // Boost floors too
    Int c = a;
    c <<= s;
    c >>= s;
    ASSERT_EQ(c, a);
    mpz_and(mz, ma, mb);
    ASSERT_TRUE(SameAs(a & b, mz));
    ASSERT_TRUE(SameAs(a & b, cpp_int(ba & bb)));
    mpz_ior(mz, ma, mb);
    ASSERT_TRUE(SameAs(a | b, mz));
    ASSERT_TRUE(SameAs(a | b, cpp_int(ba | bb)));
    mpz_xor(mz, ma, mb);
    ASSERT_TRUE(SameAs(a ^ b, mz));
    ASSERT_TRUE(SameAs(a ^ b, cpp_int(ba ^ bb)));
    mpz_com(mz, ma);
    ASSERT_TRUE(SameAs(~a, mz));
    ASSERT_TRUE(SameAs(~a, cpp_int(~ba)));
    c = a;
    c &= b;
    ASSERT_EQ(c, a & b);
    c = a;
    c |= b;
    ASSERT_EQ(c, a | b);
    c = a;
    c ^= b;
    ASSERT_EQ(c, a ^ b);
    // Bits: two's complement on negatives (GMP's mpz_tstbit/setbit/clrbit).
    const size_t bit = rng_() % (a.BitLen() + 130);
    ASSERT_EQ(a.TestBit(bit), mpz_tstbit(ma, bit) != 0) << bit;
    c = a;
    c.SetBit(bit);
    mpz_set(mz, ma);
    mpz_setbit(mz, bit);
    ASSERT_TRUE(SameAs(c, mz)) << bit;
    c = a;
    c.ClearBit(bit);
    mpz_set(mz, ma);
    mpz_clrbit(mz, bit);
    ASSERT_TRUE(SameAs(c, mz)) << bit;
    // Counts are of |x| (documented); TrailingZeros is sign-independent.
    mpz_abs(mz, ma);
    ASSERT_EQ(a.BitLen(), mpz_sgn(mz.v) == 0 ? 0 : mpz_sizeinbase(mz, 2));
    ASSERT_EQ(a.PopCount(), mpz_popcount(mz));
    ASSERT_EQ(a.TrailingZeros(), mpz_sgn(ma.v) == 0 ? 0 : mpz_scan1(ma, 0));
    ASSERT_EQ(a.IsOdd(), mpz_odd_p(ma.v) != 0);
  }
  // -1 >> s == -1; bits of -1 are all set; ClearBit(-1, 0) == -2.
  EXPECT_EQ(Int(-1) >> 1000, Int(-1));
  EXPECT_TRUE(Int(-1).TestBit(5000));
  Int m1(-1);
  m1.ClearBit(0);
  EXPECT_EQ(m1, Int(-2));
}

TEST_F(IntOracle, Strings) {
  SCOPED_TRACE(Trace());
  Mpz ma, mz;
  for (int base = 2; base <= 36; ++base) {
    SCOPED_TRACE("base=" + std::to_string(base));
    for (int it = 0; it < 100; ++it) {
      Int a = RandInt(rng_, it < 80 ? 12 : 100);
      ToMpz(ma, a);
      const std::string want = GmpStr(ma, base);
      ASSERT_EQ(a.ToString(base), want);
      // Round trip, with an explicit '+' sometimes and mixed case.
      std::string in = want;
      for (char& ch : in) {
        if (rng_() % 2) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
      }
      if (!a.IsNegative() && it % 3 == 0) in.insert(0, "+");
      Result<Int> r = Int::FromString(in, base);
      ASSERT_TRUE(r.ok()) << in;
      ASSERT_EQ(*r, a) << in;
      if (in[0] != '+') {
        ASSERT_EQ(mpz_set_str(mz, in.c_str(), base), 0);
        ASSERT_TRUE(SameAs(*r, mz)) << in;
      }
    }
  }
  // Boost as a second oracle for base 10.
  for (int it = 0; it < 200; ++it) {
    Int a = RandInt(rng_, 60);
    ASSERT_EQ(a.ToString(10), ToBoost(a).str()) << it;
  }
  // Prefixes: base 0 picks by prefix, a matching base accepts it.
  struct Case {
    const char* s;
    int base;
    const char* gmp;  // the same value for mpz_set_str(, 0)
  };
  const Case cases[] = {
      {"0x1f", 0, "0x1f"},   {"-0X1F", 0, "-0x1f"},  {"0b101", 0, "0b101"}, {"-0B11", 0, "-0b11"},
      {"0o17", 0, "017"},    {"0O17", 0, "017"},     {"0x1f", 16, "0x1f"},  {"0b101", 2, "0b101"},
      {"0o17", 8, "017"},    {"+0x10", 0, "0x10"},   {"017", 0, "17"},      {"0", 0, "0"},
      {"-0", 10, "0"},       {"0b1", 16, "0xb1"},    {"00", 0, "0"},        {"0x0", 0, "0"},
  };
  for (const Case& c : cases) {
    Result<Int> r = Int::FromString(c.s, c.base);
    ASSERT_TRUE(r.ok()) << c.s << " base " << c.base;
    ASSERT_EQ(mpz_set_str(mz, c.gmp, 0), 0) << c.gmp;
    ASSERT_TRUE(SameAs(*r, mz)) << c.s << " base " << c.base;
  }
}

TEST_F(IntOracle, MalformedStrings) {
  struct Case {
    const char* s;
    int base;
    size_t pos;
  };
  const Case cases[] = {
      {"", 10, 0},       {"-", 10, 1},      {"+", 0, 1},       {"0x", 0, 2},      {"-0x", 16, 3},
      {"0b", 2, 2},      {"0x", 10, 1},     {"0xg", 16, 2},    {"0b102", 0, 4},   {"--1", 10, 1},
      {"+-1", 10, 1},    {"12 ", 10, 2},    {" 12", 10, 0},    {"0x1f", 8, 1},    {"1.5", 10, 1},
      {"-12a", 10, 3},   {"0o8", 0, 2},     {"1", 1, 0},       {"1", 37, 0},      {"1", -1, 0},
      {"0x10", 2, 1},    {"ff", 15, 0},     {"-", 0, 1},       {"0o", 8, 2},
  };
  for (const Case& c : cases) {
    Result<Int> r = Int::FromString(c.s, c.base);
    EXPECT_EQ(r.status(), Status::kInvalidArgument) << '"' << c.s << "\" base " << c.base;
    EXPECT_EQ(r.error_position(), c.pos) << '"' << c.s << "\" base " << c.base;
  }
  EXPECT_EQ(Int(-5).ToString(1), "");
  EXPECT_EQ(Int(-5).ToString(37), "");
}

TEST_F(IntOracle, Bytes) {
  SCOPED_TRACE(Trace());
  for (int it = 0; it < 500; ++it) {
    Int a = RandInt(rng_, 20);
    const Int mag = a.Abs();
    std::vector<uint8_t> be = a.ToBytesBE();
    ASSERT_EQ(Int::FromBytesBE(be), mag);
    ASSERT_EQ(Int::FromBytesLE(a.ToBytesLE()), mag);
    // Boost's export of the magnitude as the independent encoding.
    std::vector<uint8_t> want;
    if (!a.IsZero()) export_bits(ToBoost(mag), std::back_inserter(want), 8, true);
    ASSERT_EQ(be, want);
    std::vector<uint8_t> out(be.size() + 3);
    if (a.IsNegative()) {
      ASSERT_EQ(a.ToBytesBEFixed(out), Status::kInvalidArgument);
      ASSERT_EQ(a.ToBytesLEFixed(out), Status::kInvalidArgument);
    } else {
      ASSERT_EQ(a.ToBytesBEFixed(out), Status::kOk);
      ASSERT_EQ(Int::FromBytesBE(out), a);
      ASSERT_EQ(a.ToBytesLEFixed(out), Status::kOk);
      ASSERT_EQ(Int::FromBytesLE(out), a);
      if (!be.empty()) {
        std::vector<uint8_t> small(be.size() - 1);
        ASSERT_EQ(a.ToBytesBEFixed(small), Status::kBufferTooSmall);
      }
    }
  }
}

}  // namespace
}  // namespace limb
