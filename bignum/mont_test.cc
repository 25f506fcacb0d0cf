// bignum/mont tests. Oracle: GMP (mpz_*). Every kernel table of
// AllMontKernels() is compared with the twin montMul_g and with GMP; the
// high-level API (Modulus, Residue, Exp, ExpVarTime) is run once per table.
// Seed: fixed, overridable with LIMB_TEST_SEED; printed on failure.
#include "limb/bignum/mont.h"

#include <gmp.h>

#include <cstdint>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "limb/base/testing/seed.h"
#include "limb/bignum/mont_internal.h"
#include "limb/bignum/testing/oracle.h"

namespace limb {
namespace {

using test::Mpz;
using test::MpzFromWords;
using test::WordsFromMpz;

uint64_t Seed() { return test::TestSeed(0x6d6f6e74ull); }

#define SEED_TRACE() SCOPED_TRACE(test::SeedTrace(Seed()))

std::vector<Word> RandomWords(std::mt19937_64& rng, size_t n) {
  std::vector<Word> w(n);
  for (auto& x : w) x = rng();
  return w;
}

// Modulus shapes, including the edges of the reduction (top word 1,
// all-ones, R - small).
enum class Shape { kRandom, kTopOne, kAllOnes, kRMinusSmall, kPowPlusOne, kCount };

std::vector<Word> MakeModulus(std::mt19937_64& rng, size_t n, Shape s) {
  std::vector<Word> m = RandomWords(rng, n);
  switch (s) {
    case Shape::kRandom:
      if (m[n - 1] == 0) m[n - 1] = 1;
      break;
    case Shape::kTopOne:
      m[n - 1] = 1;
      break;
    case Shape::kAllOnes:
      for (auto& x : m) x = ~Word{0};
      break;
    case Shape::kRMinusSmall:
      for (auto& x : m) x = ~Word{0};
      m[0] = ~Word{0} - 2 * (rng() % 1000);
      break;
    case Shape::kPowPlusOne:
      for (auto& x : m) x = 0;
      m[n - 1] = n == 1 ? (Word{1} << 63) : 1;
      m[0] |= 1;
      break;
    default:
      break;
  }
  m[0] |= 1;
  if (n == 1 && m[0] == 1) m[0] = 3;
  return m;
}

// A value < m: random, or one of 0, 1, m-1, m-2.
std::vector<Word> RandomBelow(std::mt19937_64& rng, const std::vector<Word>& m, int kind) {
  const size_t n = m.size();
  Mpz mm = MpzFromWords(m);
  Mpz v;
  switch (kind) {
    case 0:
      mpz_set_ui(v.get(), 0);
      break;
    case 1:
      mpz_set_ui(v.get(), 1);
      break;
    case 2:
      mpz_sub_ui(v.get(), mm.get(), 1);
      break;
    case 3:
      mpz_sub_ui(v.get(), mm.get(), 2);
      break;
    default: {
      std::vector<Word> r = RandomWords(rng, n);
      Mpz rz = MpzFromWords(r);
      mpz_mod(v.get(), rz.get(), mm.get());
    }
  }
  return WordsFromMpz(v, n);
}

// Expected x*y*R^-1 mod m.
Mpz ExpectedMontMul(const Mpz& x, const Mpz& y, const Mpz& m, size_t n) {
  Mpz r, rinv, t;
  mpz_setbit(r.get(), 64 * n);
  EXPECT_NE(mpz_invert(rinv.get(), r.get(), m.get()), 0);
  mpz_mul(t.get(), x.get(), y.get());
  mpz_mul(t.get(), t.get(), rinv.get());
  mpz_mod(t.get(), t.get(), m.get());
  return t;
}

Word NegInv(Word m0) {
  // -m0^-1 mod 2^64 via GMP (an independent oracle).
  Mpz a, mod, r;
  mpz_set_ui(a.get(), 0);
  mpz_import(a.get(), 1, -1, sizeof(Word), 0, 0, &m0);
  mpz_setbit(mod.get(), 64);
  EXPECT_NE(mpz_invert(r.get(), a.get(), mod.get()), 0);
  mpz_sub(r.get(), mod.get(), r.get());
  Word out = 0;
  size_t count = 0;
  mpz_export(&out, &count, -1, sizeof(Word), 0, 0, r.get());
  return out;
}

std::vector<size_t> KernelSizes() {
  std::vector<size_t> v;
  for (size_t n = 1; n <= 70; ++n) v.push_back(n);
  v.push_back(127);
  v.push_back(128);
  v.push_back(kMontMaxWords);
  return v;
}

TEST(MontKernels, GenericTableFirstAndExpectedSelected) {
  auto all = AllMontKernels();
  ASSERT_GE(all.size(), 1u);
  EXPECT_STREQ(all[0]->name, "generic");
  bool found = false;
  for (const MontKernels* k : all) found |= std::string(k->name) == ExpectedMontKernelsName();
  EXPECT_TRUE(found);
}

// ActiveMontKernels() follows LIMB_CPU: "generic" forces the twin.
TEST(MontKernels, SelectionFollowsLimbCpu) {
  const char* cap = std::getenv("LIMB_CPU");
  if (cap != nullptr && std::string(cap) == "generic") {
    EXPECT_STREQ(ActiveMontKernels().name, "generic");
  } else if (cap == nullptr || *cap == '\0' || std::string(cap) == "native") {
    EXPECT_STREQ(ActiveMontKernels().name, ExpectedMontKernelsName());
  }
  // A Modulus uses ActiveMontKernels() unless told otherwise.
  std::vector<Word> mw = {0xffffffffffffffc5ull, 1};
  Result<Modulus> m = Modulus::FromWords(mw);
  ASSERT_TRUE(m.ok());
  EXPECT_EQ(&mont_internal::Kernels(*m), &ActiveMontKernels());
}

TEST(MontKernels, MulMatchesTwinAndGmp) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed());
  for (const MontKernels* k : AllMontKernels()) {
    SCOPED_TRACE(std::string("table ") + k->name);
    for (size_t n : KernelSizes()) {
      SCOPED_TRACE("n=" + std::to_string(n));
      const int iters = n <= 40 ? 12 : 3;
      for (int s = 0; s < static_cast<int>(Shape::kCount); ++s) {
        std::vector<Word> m = MakeModulus(rng, n, static_cast<Shape>(s));
        const Word m0inv = NegInv(m[0]);
        Mpz mm = MpzFromWords(m);
        for (int it = 0; it < iters; ++it) {
          std::vector<Word> x = RandomBelow(rng, m, it % 6);
          std::vector<Word> y = RandomBelow(rng, m, (it / 2) % 6);
          Mpz want = ExpectedMontMul(MpzFromWords(x), MpzFromWords(y), mm, n);
          std::vector<Word> want_w = WordsFromMpz(want, n);
          // z with canaries after z[n].
          std::vector<Word> z(n + 2, 0xC0FFEEull);
          k->montMul(z.data(), x.data(), y.data(), m.data(), n, m0inv);
          std::vector<Word> tw(n);
          montMul_g(tw.data(), x.data(), y.data(), m.data(), n, m0inv);
          ASSERT_EQ(std::vector<Word>(z.begin(), z.begin() + n), tw) << "twin, shape " << s;
          ASSERT_EQ(tw, want_w) << "gmp, shape " << s;
          ASSERT_EQ(z[n], 0xC0FFEEull);
          ASSERT_EQ(z[n + 1], 0xC0FFEEull);
          // Aliasing z == x, z == y.
          std::vector<Word> a = x;
          k->montMul(a.data(), a.data(), y.data(), m.data(), n, m0inv);
          ASSERT_EQ(a, want_w) << "z == x";
          a = y;
          k->montMul(a.data(), x.data(), a.data(), m.data(), n, m0inv);
          ASSERT_EQ(a, want_w) << "z == y";
          // Squaring: montSqr == montMul(x, x) == GMP; also z == x == y.
          Mpz want_sq = ExpectedMontMul(MpzFromWords(x), MpzFromWords(x), mm, n);
          std::vector<Word> sq(n + 1, 0xC0FFEEull);
          k->montSqr(sq.data(), x.data(), m.data(), n, m0inv);
          ASSERT_EQ(sq[n], 0xC0FFEEull);
          sq.resize(n);
          ASSERT_EQ(sq, WordsFromMpz(want_sq, n)) << "montSqr";
          a = x;
          k->montMul(a.data(), a.data(), a.data(), m.data(), n, m0inv);
          ASSERT_EQ(a, sq) << "z == x == y";
          a = x;
          k->montSqr(a.data(), a.data(), m.data(), n, m0inv);
          ASSERT_EQ(a, sq) << "montSqr z == x";
          // x may be any n-word value (< R) when y < m.
          std::vector<Word> big = RandomWords(rng, n);
          if (it == 0) for (auto& w : big) w = ~Word{0};
          Mpz want_big = ExpectedMontMul(MpzFromWords(big), MpzFromWords(y), mm, n);
          k->montMul(z.data(), big.data(), y.data(), m.data(), n, m0inv);
          ASSERT_EQ(std::vector<Word>(z.begin(), z.begin() + n), WordsFromMpz(want_big, n))
              << "x >= m";
        }
      }
    }
  }
}

// All tables, through the high-level API.
class MontApi : public ::testing::TestWithParam<size_t> {
 protected:
  const MontKernels& table() const { return *AllMontKernels()[GetParam()]; }
};

std::string TableName(const ::testing::TestParamInfo<size_t>& info) {
  return AllMontKernels()[info.param]->name;
}

Modulus MakeMod(const std::vector<Word>& m, const MontKernels& k) {
  Result<Modulus> r = Modulus::FromWords(m);
  EXPECT_TRUE(r.ok());
  Modulus mod = std::move(r.value());
  mont_internal::SetKernels(mod, k);
  return mod;
}

Residue ResidueOf(const std::vector<Word>& w, const Modulus& m) {
  Residue r(m);
  for (size_t i = 0; i < w.size(); ++i) r.mutable_words()[i] = w[i];
  return r;
}

std::vector<Word> Vec(const Residue& r) { return {r.words().begin(), r.words().end()}; }

const size_t kApiSizes[] = {1, 2, 3, 4, 5, 7, 8, 9, 12, 15, 16, 17, 24, 31, 32, 33, 48, 64};

TEST_P(MontApi, ModulusConstants) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 1);
  for (size_t n : kApiSizes) {
    for (int s = 0; s < static_cast<int>(Shape::kCount); ++s) {
      std::vector<Word> mw = MakeModulus(rng, n, static_cast<Shape>(s));
      Modulus m = MakeMod(mw, table());
      ASSERT_EQ(m.num_words(), n);
      Mpz mm = MpzFromWords(mw);
      EXPECT_EQ(m.bit_length(), mpz_sizeinbase(mm.get(), 2));
      EXPECT_EQ(m.m0inv(), NegInv(mw[0]));
      EXPECT_EQ(m.m0inv() * mw[0], ~Word{0});  // m0inv * m0 == -1
      Mpz r, rr;
      mpz_setbit(r.get(), 64 * n);
      mpz_mod(r.get(), r.get(), mm.get());
      mpz_setbit(rr.get(), 128 * n);
      mpz_mod(rr.get(), rr.get(), mm.get());
      EXPECT_EQ(std::vector<Word>(m.one_mont().begin(), m.one_mont().end()), WordsFromMpz(r, n));
      EXPECT_EQ(std::vector<Word>(m.rr().begin(), m.rr().end()), WordsFromMpz(rr, n));
    }
  }
}

TEST(MontModulus, BadInput) {
  std::vector<Word> even = {4, 1};
  EXPECT_EQ(Modulus::FromWords(even).status(), Status::kEvenModulus);
  std::vector<Word> zero = {0, 0};
  EXPECT_EQ(Modulus::FromWords(zero).status(), Status::kEvenModulus);
  EXPECT_EQ(Modulus::FromWords({}).status(), Status::kEvenModulus);
  std::vector<Word> one = {1, 0, 0};
  EXPECT_EQ(Modulus::FromWords(one).status(), Status::kEvenModulus);
  std::vector<Word> huge(kMontMaxWords + 1, 1);
  EXPECT_EQ(Modulus::FromWords(huge).status(), Status::kInvalidArgument);
  // High zero words are fine, also beyond kMontMaxWords.
  std::vector<Word> padded(kMontMaxWords + 5, 0);
  padded[0] = 7;
  Result<Modulus> p = Modulus::FromWords(padded);
  ASSERT_TRUE(p.ok());
  EXPECT_EQ(p->num_words(), 1u);
  EXPECT_EQ(p->bit_length(), 3u);
  const uint8_t even_b[] = {0x01, 0x00};
  EXPECT_EQ(Modulus::FromBytesBE(even_b).status(), Status::kEvenModulus);
  const uint8_t one_b[] = {0x00, 0x00, 0x01};
  EXPECT_EQ(Modulus::FromBytesBE(one_b).status(), Status::kEvenModulus);
  EXPECT_EQ(Modulus::FromBytesBE({}).status(), Status::kEvenModulus);
  const uint8_t ok_b[] = {0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03};
  Result<Modulus> q = Modulus::FromBytesBE(ok_b);
  ASSERT_TRUE(q.ok());
  EXPECT_EQ(q->num_words(), 2u);
  EXPECT_EQ(q->words()[0], 3u);
  EXPECT_EQ(q->words()[1], 1u);
  EXPECT_EQ(q->byte_length(), 9u);
}

TEST_P(MontApi, ConversionsAgainstGmp) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 2);
  for (size_t n : kApiSizes) {
    SCOPED_TRACE("n=" + std::to_string(n));
    std::vector<Word> mw = MakeModulus(rng, n, static_cast<Shape>(n % 5));
    Modulus m = MakeMod(mw, table());
    Mpz mm = MpzFromWords(mw);
    // FromWords / FromBytesBE reduce inputs of any length.
    for (size_t len = 0; len <= 3 * n + 2; ++len) {
      std::vector<Word> in = RandomWords(rng, len);
      if (len % 3 == 1) for (auto& w : in) w = ~Word{0};
      Mpz want;
      mpz_mod(want.get(), MpzFromWords(in).get(), mm.get());
      Residue r = Residue::FromWords(in, m);
      ASSERT_EQ(Vec(r), WordsFromMpz(want, n)) << "FromWords len " << len;
      // The same value as bytes, with one extra leading zero byte.
      std::vector<uint8_t> bytes(8 * len + 1, 0);
      for (size_t i = 0; i < 8 * len; ++i) {
        bytes[bytes.size() - 1 - i] = static_cast<uint8_t>(in[i / 8] >> (8 * (i % 8)));
      }
      Residue rb = Residue::FromBytesBE(bytes, m);
      ASSERT_EQ(Vec(rb), WordsFromMpz(want, n)) << "FromBytesBE len " << len;
      // Odd byte lengths.
      std::vector<uint8_t> odd(bytes.begin() + (bytes.size() > 3 ? 3 : 0), bytes.end());
      Mpz want_odd;
      mpz_import(want_odd.get(), odd.size(), 1, 1, 0, 0, odd.data());
      mpz_mod(want_odd.get(), want_odd.get(), mm.get());
      ASSERT_EQ(Vec(Residue::FromBytesBE(odd, m)), WordsFromMpz(want_odd, n));
    }
    // ToBytesBE: fixed width, zero padded; too small a buffer is an error.
    Residue x = ResidueOf(RandomBelow(rng, mw, 9), m);
    std::vector<uint8_t> out(m.byte_length() + 5, 0xAA);
    ASSERT_EQ(x.ToBytesBE(out, m), Status::kOk);
    Mpz back;
    mpz_import(back.get(), out.size(), 1, 1, 0, 0, out.data());
    EXPECT_EQ(mpz_cmp(back.get(), MpzFromWords(x.words()).get()), 0);
    std::vector<uint8_t> small(m.byte_length() - 1, 0x55);
    EXPECT_EQ(x.ToBytesBE(small, m), Status::kBufferTooSmall);
    for (uint8_t b : small) EXPECT_EQ(b, 0x55);
    std::vector<uint8_t> exact(m.byte_length());
    ASSERT_EQ(x.ToBytesBE(exact, m), Status::kOk);
    // FromCanonicalBytesBE round trip, and rejection of m, m+1 and longer.
    Result<Residue> rt = Residue::FromCanonicalBytesBE(exact, m);
    ASSERT_TRUE(rt.ok());
    EXPECT_EQ(Vec(*rt), Vec(x));
    ASSERT_TRUE(Residue::FromCanonicalBytesBE(out, m).ok());  // leading zeros
    std::vector<uint8_t> mb(m.byte_length());
    size_t cnt = 0;
    mpz_export(mb.data() + mb.size() - (mpz_sizeinbase(mm.get(), 256)), &cnt, 1, 1, 0, 0,
               mm.get());
    EXPECT_EQ(Residue::FromCanonicalBytesBE(mb, m).status(), Status::kInvalidArgument);
    Mpz m1;
    mpz_add_ui(m1.get(), mm.get(), 1);
    std::vector<uint8_t> m1b(m.byte_length() + 1, 0);
    mpz_export(m1b.data() + m1b.size() - mpz_sizeinbase(m1.get(), 256), &cnt, 1, 1, 0, 0,
               m1.get());
    EXPECT_EQ(Residue::FromCanonicalBytesBE(m1b, m).status(), Status::kInvalidArgument);
    std::vector<uint8_t> longer(8 * n + 9, 0);
    longer[0] = 1;
    EXPECT_EQ(Residue::FromCanonicalBytesBE(longer, m).status(), Status::kInvalidArgument);
    // FromWord.
    Mpz w7;
    mpz_set_ui(w7.get(), 65537);
    mpz_mod(w7.get(), w7.get(), mm.get());
    EXPECT_EQ(Vec(Residue::FromWord(65537, m)), WordsFromMpz(w7, n));
  }
}

TEST_P(MontApi, ArithmeticAgainstGmp) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 3);
  for (size_t n : kApiSizes) {
    SCOPED_TRACE("n=" + std::to_string(n));
    for (int s = 0; s < static_cast<int>(Shape::kCount); ++s) {
      std::vector<Word> mw = MakeModulus(rng, n, static_cast<Shape>(s));
      Modulus m = MakeMod(mw, table());
      Mpz mm = MpzFromWords(mw);
      for (int it = 0; it < 12; ++it) {
        Residue a = ResidueOf(RandomBelow(rng, mw, it % 6), m);
        Residue b = ResidueOf(RandomBelow(rng, mw, (it / 3) % 6), m);
        Mpz az = MpzFromWords(a.words()), bz = MpzFromWords(b.words()), want;
        Residue out(m);
        ModAdd(out, a, b, m);
        mpz_add(want.get(), az.get(), bz.get());
        mpz_mod(want.get(), want.get(), mm.get());
        ASSERT_EQ(Vec(out), WordsFromMpz(want, n)) << "ModAdd";
        ModSub(out, a, b, m);
        mpz_sub(want.get(), az.get(), bz.get());
        mpz_mod(want.get(), want.get(), mm.get());
        ASSERT_EQ(Vec(out), WordsFromMpz(want, n)) << "ModSub";
        ModMul(out, a, b, m);
        mpz_mul(want.get(), az.get(), bz.get());
        mpz_mod(want.get(), want.get(), mm.get());
        ASSERT_EQ(Vec(out), WordsFromMpz(want, n)) << "ModMul";
        // Aliased ModMul, ModAdd.
        Residue c = a;
        ModMul(c, c, b, m);
        ASSERT_EQ(Vec(c), Vec(out));
        // Properties: FromMont(ToMont(a)) == a; MontMul(ToMont(a), 1) == a;
        // MontMul(ToMont(a), ToMont(b)) == ToMont(a*b).
        Residue am(m), bm(m), back(m);
        ToMont(am, a, m);
        FromMont(back, am, m);
        ASSERT_EQ(Vec(back), Vec(a));
        MontMul(back, am, Residue::FromWord(1, m), m);
        ASSERT_EQ(Vec(back), Vec(a));
        ToMont(bm, b, m);
        MontMul(c, am, bm, m);
        FromMont(c, c, m);
        ASSERT_EQ(Vec(c), Vec(out));
        MontSqr(c, am, m);
        MontMul(back, am, am, m);
        ASSERT_EQ(Vec(c), Vec(back));
        EXPECT_EQ(Equal(a, a).Declassify(), true);
        EXPECT_EQ(Equal(a, b).Declassify(), mpz_cmp(az.get(), bz.get()) == 0);
        EXPECT_EQ(IsZero(a).Declassify(), mpz_sgn(az.get()) == 0);
        Select(c, Choice::True(), a, b);
        ASSERT_EQ(Vec(c), Vec(a));
        Select(c, Choice::False(), a, b);
        ASSERT_EQ(Vec(c), Vec(b));
      }
    }
  }
}

// Full-reduction regression: with m = a*b (odd), a*b mod m must be 0 (not
// m), and every result of the largest operands stays < m.
TEST_P(MontApi, FullReduction) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 4);
  for (size_t n : kApiSizes) {
    if (n < 2) continue;
    SCOPED_TRACE("n=" + std::to_string(n));
    std::vector<Word> aw = RandomWords(rng, n / 2), bw = RandomWords(rng, n - n / 2);
    aw[0] |= 1;
    bw[0] |= 1;
    aw.back() |= Word{1} << 63;
    bw.back() |= Word{1} << 63;
    Mpz az = MpzFromWords(aw), bz = MpzFromWords(bw), mz;
    mpz_mul(mz.get(), az.get(), bz.get());
    Modulus m = MakeMod(WordsFromMpz(mz, n), table());
    Residue a = ResidueOf(WordsFromMpz(az, n), m), b = ResidueOf(WordsFromMpz(bz, n), m), out(m);
    ModMul(out, a, b, m);
    EXPECT_TRUE(IsZero(out).Declassify());
    // m close to R: (m-1)^2 and friends.
    for (int s : {static_cast<int>(Shape::kAllOnes), static_cast<int>(Shape::kRMinusSmall)}) {
      std::vector<Word> mw = MakeModulus(rng, n, static_cast<Shape>(s));
      Modulus mm = MakeMod(mw, table());
      Mpz mmz = MpzFromWords(mw);
      Residue x = ResidueOf(RandomBelow(rng, mw, 2), mm), y(mm);
      for (int i = 0; i < 4; ++i) {
        MontMul(y, x, x, mm);
        EXPECT_LT(mpz_cmp(MpzFromWords(y.words()).get(), mmz.get()), 0);
        ModMul(y, x, x, mm);
        EXPECT_LT(mpz_cmp(MpzFromWords(y.words()).get(), mmz.get()), 0);
        ModAdd(y, x, x, mm);
        EXPECT_LT(mpz_cmp(MpzFromWords(y.words()).get(), mmz.get()), 0);
        x = ResidueOf(RandomBelow(rng, mw, 3), mm);
      }
    }
  }
}

std::vector<uint8_t> MpzBytes(const Mpz& z, size_t len) {
  std::vector<uint8_t> b(len, 0);
  size_t need = mpz_sgn(z.get()) == 0 ? 0 : mpz_sizeinbase(z.get(), 256);
  EXPECT_LE(need, len);
  size_t cnt = 0;
  if (need > 0) mpz_export(b.data() + len - need, &cnt, 1, 1, 0, 0, z.get());
  return b;
}

TEST_P(MontApi, ExpAgainstGmp) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 5);
  const size_t sizes[] = {1, 2, 3, 5, 8, 12, 16, 17, 24, 32};
  for (size_t n : sizes) {
    SCOPED_TRACE("n=" + std::to_string(n));
    std::vector<Word> mw = MakeModulus(rng, n, static_cast<Shape>(n % 5));
    Modulus m = MakeMod(mw, table());
    Mpz mm = MpzFromWords(mw);
    const int iters = n <= 8 ? 6 : 2;  // bases: 0, 1, m-1, m-2, random
    for (int it = 0; it < iters; ++it) {
      Residue base = ResidueOf(RandomBelow(rng, mw, n <= 8 ? it : 2 + 2 * it), m);
      Mpz bz = MpzFromWords(base.words());
      // Exponents: 0, 1, all-ones, random; bit lengths around window edges;
      // exponent_bits 0 and stray high bits are rejected.
      for (size_t bits : {size_t{0}, size_t{1}, size_t{2}, size_t{5}, size_t{64}, size_t{65},
                          64 * n - 1, 64 * n, 64 * n + 3}) {
        for (int ek = 0; ek < 4; ++ek) {
          const size_t len = (bits + 7) / 8 + (ek == 3 ? 2 : 0);
          std::vector<uint8_t> e(len);
          for (auto& x : e) x = static_cast<uint8_t>(rng());
          if (ek == 0) std::fill(e.begin(), e.end(), 0);
          if (ek == 1 && len > 0) {
            std::fill(e.begin(), e.end(), 0);
            e.back() = 1;
          }
          if (ek == 2) std::fill(e.begin(), e.end(), 0xFF);
          auto words_of = [](const std::vector<uint8_t>& be) {
            std::vector<Word> w((be.size() + 7) / 8 + 1, 0);
            for (size_t i = 0; i < be.size(); ++i) {
              w[i / 8] |= Word{be[be.size() - 1 - i]} << (8 * (i % 8));
            }
            return w;
          };
          // A bit at or above `bits` (or bits == 0) breaks the contract.
          bool stray = false;
          for (size_t i = bits; i < 8 * e.size(); ++i) {
            stray |= ((e[e.size() - 1 - i / 8] >> (i % 8)) & 1) != 0;
          }
          if (bits == 0 || stray) {
            Residue bad(m);
            EXPECT_EQ(Exp(bad, base, e, bits, m), Status::kInvalidArgument) << "bits=" << bits;
            EXPECT_EQ(ExpWords(bad, base, words_of(e), bits, m), Status::kInvalidArgument)
                << "bits=" << bits;
            if (bits == 0) continue;
            for (size_t i = bits; i < 8 * e.size(); ++i) {
              e[e.size() - 1 - i / 8] &= static_cast<uint8_t>(~(1u << (i % 8)));
            }
          }
          Mpz ez, want;
          mpz_import(ez.get(), e.size(), 1, 1, 0, 0, e.data());
          mpz_powm(want.get(), bz.get(), ez.get(), mm.get());
          Residue out(m);
          ASSERT_EQ(Exp(out, base, e, bits, m), Status::kOk);
          ASSERT_EQ(Vec(out), WordsFromMpz(want, n)) << "Exp bits=" << bits << " ek=" << ek;
          // The words variant.
          const std::vector<Word> ew = words_of(e);
          Residue out2(m);
          ASSERT_EQ(ExpWords(out2, base, ew, bits, m), Status::kOk);
          ASSERT_EQ(Vec(out2), Vec(out));
          // Aliased out == base.
          Residue alias = base;
          ASSERT_EQ(Exp(alias, alias, e, bits, m), Status::kOk);
          ASSERT_EQ(Vec(alias), Vec(out));
        }
      }
    }
    // Too many announced bits.
    std::vector<uint8_t> e2 = {1, 2};
    Residue out(m);
    EXPECT_EQ(Exp(out, out, e2, 17, m), Status::kInvalidArgument);
    std::vector<Word> ew2 = {1};
    EXPECT_EQ(ExpWords(out, out, ew2, 65, m), Status::kInvalidArgument);
  }
}

TEST_P(MontApi, ExpVarTimeAgainstGmp) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 6);
  const size_t sizes[] = {1, 2, 3, 8, 16, 17, 32};
  for (size_t n : sizes) {
    SCOPED_TRACE("n=" + std::to_string(n));
    std::vector<Word> mw = MakeModulus(rng, n, static_cast<Shape>(n % 5));
    Modulus m = MakeMod(mw, table());
    Mpz mm = MpzFromWords(mw);
    for (int it = 0; it < 6; ++it) {
      Residue base = ResidueOf(RandomBelow(rng, mw, it), m);
      Mpz bz = MpzFromWords(base.words());
      std::vector<std::vector<Word>> exps = {
          {}, {0}, {1}, {2}, {3}, {65537}, {~Word{0}}, RandomWords(rng, 1), RandomWords(rng, n),
          RandomWords(rng, 2 * n + 1), std::vector<Word>(n, ~Word{0}), {0, 0, 0, 5, 0}};
      for (const auto& e : exps) {
        Mpz ez = MpzFromWords(e), want;
        mpz_powm(want.get(), bz.get(), ez.get(), mm.get());
        Residue out(m);
        ExpWordsVarTime(out, base, e, m);
        ASSERT_EQ(Vec(out), WordsFromMpz(want, n)) << "words, e=" << ez.Hex();
        size_t blen = (mpz_sizeinbase(ez.get(), 256)) + 1;
        std::vector<uint8_t> eb = MpzBytes(ez, blen);
        Residue out2 = base;
        ExpVarTime(out2, out2, eb, m);
        ASSERT_EQ(Vec(out2), Vec(out)) << "bytes, e=" << ez.Hex();
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(AllTables, MontApi,
                         ::testing::Range(size_t{0}, AllMontKernels().size()), TableName);

}  // namespace
}  // namespace limb
