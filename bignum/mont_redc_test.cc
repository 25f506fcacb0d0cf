// The Montgomery reduction kernels: the twin montRedc_g against GMP, and the
// asm kernels limb_montRedc8_adx (asm/x86_64/mont_redc8_x86_64.S, n % 8 == 0)
// and limb_montRedc11_adx (mont_redc11_x86_64.S, n = 11) against the twin
// and GMP, the 11-word square limb_sqr11_adx (mont_sqr11_x86_64.S) and
// product limb_mul11_adx (mont_mul11_x86_64.S) against sqrBasecase_g,
// mulBasecase_g and GMP, the n % 8 == 0 product limb_mul8_adx
// (mont_mul8_adx.S) against mulBasecase_g and GMP (and that file's
// limb_sqrRect8_adx and limb_addDouble8_adx), called directly and
// through the ABI trampoline (callee-saved registers, rsp, DF, hostile entry
// flags); the 16-word
// kernels limb_montSqr16_adx and limb_montMul16_adx (mont_n16_adx.S) the same
// way, against montMul_g and GMP. The tables that
// use it (montMul/montSqr of "x86_64_adx") are compared with montMul_g in
// mont_test.cc. Oracle: GMP (mpz_*).
// Seed: fixed, overridable with LIMB_TEST_SEED; printed on failure.
#include <gmp.h>

#include <cstdint>
#include <cstdlib>
#include <initializer_list>
#include <random>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "limb/asm/abi_trampoline.h"
#include "limb/asm/cpu.h"
#include "limb/base/testing/seed.h"
#include "limb/bignum/arith.h"
#include "limb/bignum/mont.h"
#include "limb/bignum/mont_asm.h"
#include "limb/bignum/mont_internal.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
#define LIMB_REDC_ASM 1
#endif

namespace limb {
namespace {

uint64_t Seed() { return test::TestSeed(0x72656463ull); }

#define SEED_TRACE() SCOPED_TRACE(test::SeedTrace(Seed()))

struct Z {
  mpz_t v;
  Z() { mpz_init(v); }
  ~Z() { mpz_clear(v); }
  Z(const Z&) = delete;
  Z& operator=(const Z&) = delete;
};

void Import(mpz_t z, const std::vector<Word>& w) {
  mpz_import(z, w.size(), -1, sizeof(Word), 0, 0, w.data());
}

std::vector<Word> Export(const mpz_t z, size_t n) {
  std::vector<Word> w(n, 0);
  size_t count = 0;
  EXPECT_LE((mpz_sizeinbase(z, 2) + 63) / 64, n);
  mpz_export(w.data(), &count, -1, sizeof(Word), 0, 0, z);
  return w;
}

// -m0^(-1) mod 2^64 via GMP.
Word NegInv(Word m0) {
  Z a, mod, r;
  mpz_import(a.v, 1, -1, sizeof(Word), 0, 0, &m0);
  mpz_setbit(mod.v, 64);
  EXPECT_NE(mpz_invert(r.v, a.v, mod.v), 0);
  mpz_sub(r.v, mod.v, r.v);
  Word out = 0;
  size_t count = 0;
  mpz_export(&out, &count, -1, sizeof(Word), 0, 0, r.v);
  return out;
}

// Moduli: random with the top bit set, top word 1, all ones, R - small,
// B^(n-1) + 1.
std::vector<Word> MakeModulus(std::mt19937_64& rng, size_t n, int shape) {
  std::vector<Word> m(n);
  for (auto& w : m) w = rng();
  switch (shape) {
    case 0:
      m[n - 1] |= Word{1} << 63;
      break;
    case 1:
      m[n - 1] = 1;
      break;
    case 2:
      for (auto& w : m) w = ~Word{0};
      break;
    case 3:
      for (auto& w : m) w = ~Word{0};
      m[0] = ~Word{0} - 2 * (rng() % 1000);
      break;
    default:
      for (auto& w : m) w = 0;
      m[n - 1] = n == 1 ? Word{1} << 63 : 1;
      break;
  }
  m[0] |= 1;
  if (n == 1 && m[0] == 1) m[0] = 3;
  return m;
}
constexpr int kShapes = 5;

// t < R*m in 2n words: 0, R*m - 1 (the largest), (R-1)(m-1) (the largest
// x*y of montMul's inputs), (m-1)^2, a random square, a random value < R*m.
std::vector<Word> MakeT(std::mt19937_64& rng, const std::vector<Word>& m, int kind) {
  const size_t n = m.size();
  Z mm, r, t, x;
  Import(mm.v, m);
  mpz_setbit(r.v, 64 * n);
  switch (kind) {
    case 0:
      break;
    case 1:
      mpz_mul(t.v, r.v, mm.v);
      mpz_sub_ui(t.v, t.v, 1);
      break;
    case 2:
      mpz_sub_ui(t.v, r.v, 1);
      mpz_sub_ui(x.v, mm.v, 1);
      mpz_mul(t.v, t.v, x.v);
      break;
    case 3:
      mpz_sub_ui(x.v, mm.v, 1);
      mpz_mul(t.v, x.v, x.v);
      break;
    case 4: {
      std::vector<Word> w(n);
      for (auto& v : w) v = rng();
      Import(x.v, w);
      mpz_mod(x.v, x.v, mm.v);
      mpz_mul(t.v, x.v, x.v);
      break;
    }
    default: {
      std::vector<Word> w(2 * n);
      for (auto& v : w) v = rng();
      Import(t.v, w);
      mpz_mul(x.v, r.v, mm.v);
      mpz_mod(t.v, t.v, x.v);
    }
  }
  return Export(t.v, 2 * n);
}
constexpr int kTKinds = 8;  // kinds >= 5 are random

// t * R^(-1) mod m by GMP.
std::vector<Word> Expected(const std::vector<Word>& t, const std::vector<Word>& m) {
  const size_t n = m.size();
  Z tt, mm, r, rinv;
  Import(tt.v, t);
  Import(mm.v, m);
  mpz_setbit(r.v, 64 * n);
  EXPECT_NE(mpz_invert(rinv.v, r.v, mm.v), 0);
  mpz_mul(tt.v, tt.v, rinv.v);
  mpz_mod(tt.v, tt.v, mm.v);
  return Export(tt.v, n);
}

std::vector<size_t> TwinSizes() {
  std::vector<size_t> v;
  for (size_t n = 1; n <= 64; ++n) v.push_back(n);
  for (size_t n : {127, 128, 255, 256}) v.push_back(n);
  return v;
}

TEST(MontRedc, TwinMatchesGmp) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed());
  for (size_t n : TwinSizes()) {
    SCOPED_TRACE("n=" + std::to_string(n));
    for (int s = 0; s < kShapes; ++s) {
      std::vector<Word> m = MakeModulus(rng, n, s);
      const Word m0inv = NegInv(m[0]);
      for (int kind = 0; kind < kTKinds; ++kind) {
        std::vector<Word> t = MakeT(rng, m, kind);
        std::vector<Word> want = Expected(t, m);
        std::vector<Word> z(n + 1, 0xC0FFEEull), scratch = t;
        montRedc_g(z.data(), scratch.data(), m.data(), n, m0inv);
        ASSERT_EQ(z[n], 0xC0FFEEull);
        z.resize(n);
        ASSERT_EQ(z, want) << "shape " << s << " kind " << kind;
      }
    }
  }
}

#ifdef LIMB_REDC_ASM
bool HaveAdx() {
  const CpuFeatures& f = DetectedCpu();
  return f.adx && f.bmi2;
}

std::vector<size_t> AsmSizes() {
  std::vector<size_t> v;
  for (size_t n = 8; n <= kMontMaxWords; n += 8) v.push_back(n);
  return v;
}

TEST(MontRedc, AsmMatchesTwinAndGmp) {
  if (!HaveAdx()) GTEST_SKIP() << "no BMI2+ADX on this CPU";
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 1);
  for (size_t n : AsmSizes()) {
    SCOPED_TRACE("n=" + std::to_string(n));
    const int kinds = n <= 64 ? kTKinds + 8 : kTKinds;
    for (int s = 0; s < kShapes; ++s) {
      std::vector<Word> m = MakeModulus(rng, n, s);
      const Word m0inv = NegInv(m[0]);
      for (int kind = 0; kind < kinds; ++kind) {
        std::vector<Word> t = MakeT(rng, m, kind);
        std::vector<Word> want = Expected(t, m);
        std::vector<Word> tw(n), scratch = t;
        montRedc_g(tw.data(), scratch.data(), m.data(), n, m0inv);
        // z with canaries on both sides; t followed by canaries too.
        std::vector<Word> z(n + 2, 0xC0FFEEull);
        std::vector<Word> ta = t;
        ta.push_back(0xFEEDull);
        limb_montRedc8_adx(z.data() + 1, ta.data(), m.data(), n, m0inv);
        ASSERT_EQ(z[0], 0xC0FFEEull);
        ASSERT_EQ(z[n + 1], 0xC0FFEEull);
        ASSERT_EQ(ta[2 * n], 0xFEEDull);
        ASSERT_EQ(std::vector<Word>(z.begin() + 1, z.begin() + 1 + n), tw)
            << "twin, shape " << s << " kind " << kind;
        ASSERT_EQ(tw, want) << "gmp, shape " << s << " kind " << kind;
      }
    }
  }
}

// limb_montRedc11_adx (asm/x86_64/mont_redc11_x86_64.S, n = 11 only, t only
// read) against the twin and GMP: every modulus shape and t kind, extra
// random kinds, canaries around z and after t, t unchanged, and z == t.
TEST(MontRedc, Asm11MatchesTwinAndGmp) {
  if (!HaveAdx()) GTEST_SKIP() << "no BMI2+ADX on this CPU";
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 3);
  constexpr size_t n = 11;
  for (int round = 0; round < 8; ++round) {
    for (int s = 0; s < kShapes; ++s) {
      std::vector<Word> m = MakeModulus(rng, n, s);
      const Word m0inv = NegInv(m[0]);
      for (int kind = 0; kind < kTKinds + 8; ++kind) {
        std::vector<Word> t = MakeT(rng, m, kind);
        std::vector<Word> want = Expected(t, m);
        std::vector<Word> tw(n), scratch = t;
        montRedc_g(tw.data(), scratch.data(), m.data(), n, m0inv);
        std::vector<Word> z(n + 2, 0xC0FFEEull);
        std::vector<Word> ta = t;
        ta.push_back(0xFEEDull);
        limb_montRedc11_adx(z.data() + 1, ta.data(), m.data(), m0inv);
        ASSERT_EQ(z[0], 0xC0FFEEull);
        ASSERT_EQ(z[n + 1], 0xC0FFEEull);
        ASSERT_EQ(ta[2 * n], 0xFEEDull);
        ta.pop_back();
        ASSERT_EQ(ta, t) << "t changed, shape " << s << " kind " << kind;
        ASSERT_EQ(std::vector<Word>(z.begin() + 1, z.begin() + 1 + n), tw)
            << "twin, shape " << s << " kind " << kind;
        ASSERT_EQ(tw, want) << "gmp, shape " << s << " kind " << kind;
        // z == t (the low words of t receive the result).
        limb_montRedc11_adx(ta.data(), ta.data(), m.data(), m0inv);
        ASSERT_EQ(std::vector<Word>(ta.begin(), ta.begin() + n), tw)
            << "z == t, shape " << s << " kind " << kind;
      }
    }
  }
}

// limb_sqr11_adx (asm/x86_64/mont_sqr11_x86_64.S) against sqrBasecase_g and
// GMP: x of 0, all ones, 0x5555..., B^11 - 2^k, random, and words mixed
// from those; canaries on both sides of t.
TEST(MontRedc, Sqr11MatchesTwinAndGmp) {
  if (!HaveAdx()) GTEST_SKIP() << "no BMI2+ADX on this CPU";
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 4);
  constexpr size_t n = 11;
  const Word kWords[] = {0, ~Word{0}, 0x5555555555555555ull, 0xAAAAAAAAAAAAAAAAull,
                         Word{1}, Word{1} << 63};
  for (int it = 0; it < 4000; ++it) {
    std::vector<Word> x(n);
    const int kind = it % 8;
    for (size_t i = 0; i < n; ++i) {
      switch (kind) {
        case 0: x[i] = 0; break;
        case 1: x[i] = ~Word{0}; break;
        case 2: x[i] = 0x5555555555555555ull; break;
        case 3: x[i] = i == 0 ? ~Word{0} << (rng() % 64) : ~Word{0}; break;
        case 4: x[i] = kWords[rng() % 6]; break;
        case 5: x[i] = rng() % 3 == 0 ? kWords[rng() % 6] : rng(); break;
        default: x[i] = rng();
      }
    }
    std::vector<Word> want(2 * n);
    sqrBasecase_g(want.data(), x.data(), n);
    std::vector<Word> t(2 * n + 2, 0xC0FFEEull);
    limb_sqr11_adx(t.data() + 1, x.data());
    ASSERT_EQ(t[0], 0xC0FFEEull);
    ASSERT_EQ(t[2 * n + 1], 0xC0FFEEull);
    ASSERT_EQ(std::vector<Word>(t.begin() + 1, t.begin() + 1 + 2 * n), want)
        << "twin, kind " << kind;
    if (it < 200) {
      Z xx, sq;
      Import(xx.v, x);
      mpz_mul(sq.v, xx.v, xx.v);
      ASSERT_EQ(want, Export(sq.v, 2 * n)) << "gmp, kind " << kind;
    }
  }
}

// limb_mul11_adx (asm/x86_64/mont_mul11_x86_64.S) against mulBasecase_g
// and GMP: x and y each of 0, all ones, 0x5555..., B^11 - 2^k, random, and
// words mixed from those; canaries on both sides of t.
TEST(MontRedc, Mul11MatchesTwinAndGmp) {
  if (!HaveAdx()) GTEST_SKIP() << "no BMI2+ADX on this CPU";
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 5);
  constexpr size_t n = 11;
  const Word kWords[] = {0, ~Word{0}, 0x5555555555555555ull, 0xAAAAAAAAAAAAAAAAull,
                         Word{1}, Word{1} << 63};
  auto make = [&](int kind) {
    std::vector<Word> v(n);
    for (size_t i = 0; i < n; ++i) {
      switch (kind) {
        case 0: v[i] = 0; break;
        case 1: v[i] = ~Word{0}; break;
        case 2: v[i] = 0x5555555555555555ull; break;
        case 3: v[i] = i == 0 ? ~Word{0} << (rng() % 64) : ~Word{0}; break;
        case 4: v[i] = kWords[rng() % 6]; break;
        case 5: v[i] = rng() % 3 == 0 ? kWords[rng() % 6] : rng(); break;
        default: v[i] = rng();
      }
    }
    return v;
  };
  for (int it = 0; it < 4000; ++it) {
    const int kx = it % 8, ky = (it / 8) % 8;
    std::vector<Word> x = make(kx), y = make(ky);
    std::vector<Word> want(2 * n);
    mulBasecase_g(want.data(), x.data(), n, y.data(), n);
    std::vector<Word> t(2 * n + 2, 0xC0FFEEull);
    limb_mul11_adx(t.data() + 1, x.data(), y.data());
    ASSERT_EQ(t[0], 0xC0FFEEull);
    ASSERT_EQ(t[2 * n + 1], 0xC0FFEEull);
    ASSERT_EQ(std::vector<Word>(t.begin() + 1, t.begin() + 1 + 2 * n), want)
        << "twin, kinds " << kx << " " << ky;
    if (it < 200) {
      Z xx, yy, p;
      Import(xx.v, x);
      Import(yy.v, y);
      mpz_mul(p.v, xx.v, yy.v);
      ASSERT_EQ(want, Export(p.v, 2 * n)) << "gmp, kinds " << kx << " " << ky;
    }
  }
}

// limb_mul8_adx (asm/x86_64/mont_mul8_adx.S, n % 8 == 0) against
// mulBasecase_g at every n % 8 == 0 up to kMontMaxWords and GMP: x and y
// each of 0, all ones, 0x5555..., B^n - 2^k, 1, words mixed from those, random;
// canaries on both sides of t, which starts filled with garbage.
TEST(MontRedc, Mul8MatchesTwinAndGmp) {
  if (!HaveAdx()) GTEST_SKIP() << "no BMI2+ADX on this CPU";
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 6);
  const Word kWords[] = {0, ~Word{0}, 0x5555555555555555ull, 0xAAAAAAAAAAAAAAAAull,
                         Word{1}, Word{1} << 63};
  for (size_t n : AsmSizes()) {
    SCOPED_TRACE("n=" + std::to_string(n));
    auto make = [&](int kind) {
      std::vector<Word> v(n);
      for (size_t i = 0; i < n; ++i) {
        switch (kind) {
          case 0: v[i] = 0; break;
          case 1: v[i] = ~Word{0}; break;
          case 2: v[i] = 0x5555555555555555ull; break;
          case 3: v[i] = i == 0 ? ~Word{0} << (rng() % 64) : ~Word{0}; break;
          case 4: v[i] = i == 0 ? 1 : 0; break;
          case 5: v[i] = kWords[rng() % 6]; break;
          case 6: v[i] = rng() % 3 == 0 ? kWords[rng() % 6] : rng(); break;
          default: v[i] = rng();
        }
      }
      return v;
    };
    const int iters = n <= 64 ? 400 : 70;
    for (int it = 0; it < iters; ++it) {
      const int kx = it % 8, ky = (it / 8) % 8;
      std::vector<Word> x = make(kx), y = make(ky);
      std::vector<Word> want(2 * n);
      mulBasecase_g(want.data(), x.data(), n, y.data(), n);
      std::vector<Word> t(2 * n + 2);
      for (Word& w : t) w = rng();
      t[0] = 0xC0FFEEull;
      t[2 * n + 1] = 0xC0FFEEull;
      limb_mul8_adx(t.data() + 1, x.data(), y.data(), n);
      ASSERT_EQ(t[0], 0xC0FFEEull);
      ASSERT_EQ(t[2 * n + 1], 0xC0FFEEull);
      ASSERT_EQ(std::vector<Word>(t.begin() + 1, t.begin() + 1 + 2 * n), want)
          << "twin, kinds " << kx << " " << ky;
      if (it < 64) {
        Z xx, yy, p;
        Import(xx.v, x);
        Import(yy.v, y);
        mpz_mul(p.v, xx.v, yy.v);
        ASSERT_EQ(want, Export(p.v, 2 * n)) << "gmp, kinds " << kx << " " << ky;
      }
    }
  }
}

// limb_sqrRect8_adx (mont_mul8_adx.S) at every n % 8 == 0 from 16 to
// kMontMaxWords: the diagonal blocks X_c^2 (sqrBasecase_g of 8 words) plus
// twice its output must be sqrBasecase_g of x; the words it must not write
// (p[0, 8), p[2n-8, 2n)) and canaries around p are left as they were.
TEST(MontRedc, SqrRect8MatchesTwin) {
  if (!HaveAdx()) GTEST_SKIP() << "no BMI2+ADX on this CPU";
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 7);
  const Word kWords[] = {0, ~Word{0}, 0x5555555555555555ull, Word{1}, Word{1} << 63};
  for (size_t n : AsmSizes()) {
    if (n < 16) continue;
    SCOPED_TRACE("n=" + std::to_string(n));
    const int iters = n <= 64 ? 60 : 10;
    for (int it = 0; it < iters; ++it) {
      const int kind = it % 6;
      std::vector<Word> x(n);
      for (size_t i = 0; i < n; ++i) {
        switch (kind) {
          case 0: x[i] = ~Word{0}; break;
          case 1: x[i] = 0; break;
          case 2: x[i] = i == 0 ? ~Word{0} << (rng() % 64) : ~Word{0}; break;
          case 3: x[i] = kWords[rng() % 5]; break;
          default: x[i] = rng();
        }
      }
      std::vector<Word> want(2 * n);
      sqrBasecase_g(want.data(), x.data(), n);
      std::vector<Word> p(2 * n + 2);
      for (Word& w : p) w = rng();
      const std::vector<Word> before = p;
      limb_sqrRect8_adx(p.data() + 1, x.data(), n);
      for (size_t i = 0; i < 9; ++i) ASSERT_EQ(p[i], before[i]) << "word " << i;
      for (size_t i = 2 * n - 7; i < 2 * n + 2; ++i) ASSERT_EQ(p[i], before[i]) << "word " << i;
      std::vector<Word> got(2 * n, 0), d(16), rect(p.begin() + 1, p.begin() + 1 + 2 * n);
      for (size_t i = 0; i < 8; ++i) rect[i] = rect[2 * n - 8 + i] = 0;
      for (size_t c = 0; c < n; c += 8) {
        sqrBasecase_g(d.data(), x.data() + c, 8);
        for (size_t i = 0; i < 16; ++i) got[2 * c + i] = d[i];
      }
      ASSERT_EQ(addVV_g(got.data(), got.data(), rect.data(), 2 * n), 0u);
      ASSERT_EQ(addVV_g(got.data(), got.data(), rect.data(), 2 * n), 0u);
      ASSERT_EQ(got, want) << "kind " << kind;
    }
  }
}

// limb_addDouble8_adx (mont_mul8_adx.S): t += 2p mod 2^(64 n2) against
// addVV_g twice, at n2 = 8 .. 2 kMontMaxWords (n2 % 8 == 0), all-ones and
// random words (carries through every step), canaries around t.
TEST(MontRedc, AddDouble8MatchesTwin) {
  if (!HaveAdx()) GTEST_SKIP() << "no BMI2+ADX on this CPU";
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 8);
  for (size_t n2 = 8; n2 <= 2 * kMontMaxWords; n2 += 8) {
    SCOPED_TRACE("n2=" + std::to_string(n2));
    for (int kind = 0; kind < 4; ++kind) {
      std::vector<Word> t(n2 + 2), p(n2);
      for (Word& w : t) w = kind == 0 ? ~Word{0} : rng();
      for (Word& w : p) w = kind <= 1 ? ~Word{0} : kind == 2 ? (rng() | (Word{1} << 63)) : rng();
      t[0] = t[n2 + 1] = 0xC0FFEEull;
      std::vector<Word> want(t.begin() + 1, t.begin() + 1 + n2);
      addVV_g(want.data(), want.data(), p.data(), n2);
      addVV_g(want.data(), want.data(), p.data(), n2);
      limb_addDouble8_adx(t.data() + 1, p.data(), n2);
      ASSERT_EQ(t[0], 0xC0FFEEull);
      ASSERT_EQ(t[n2 + 1], 0xC0FFEEull);
      ASSERT_EQ(std::vector<Word>(t.begin() + 1, t.begin() + 1 + n2), want) << "kind " << kind;
    }
  }
}

// Through the trampoline: callee-saved registers, rsp and DF kept, entered
// with CF/OF/ZF set, and the same z as a direct call. The older scalar
// kernels of the table too.
TEST(MontRedc, AsmKernelsKeepTheAbi) {
  if (!HaveAdx()) GTEST_SKIP() << "no BMI2+ADX on this CPU";
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 2);
  auto u = [](const void* p) { return reinterpret_cast<uint64_t>(p); };
  // asm/abi_trampoline.h: callee-saved registers, rsp, DF; .violations is "" when kept.
  auto call = [](const void* fn, std::initializer_list<uint64_t> a) {
    return test::CallCheckingAbi(fn, a);
  };
  for (size_t n : {8, 16, 24, 32, 64, 256}) {
    SCOPED_TRACE("n=" + std::to_string(n));
    std::vector<Word> m = MakeModulus(rng, n, 0);
    const Word m0inv = NegInv(m[0]);
    std::vector<Word> t = MakeT(rng, m, 6);
    std::vector<Word> want(n), got(n, 0xa5a5a5a5a5a5a5a5ull), scratch = t;
    limb_montRedc8_adx(want.data(), scratch.data(), m.data(), n, m0inv);
    scratch = t;
    auto r = call(reinterpret_cast<const void*>(&limb_montRedc8_adx),
                                          {u(got.data()), u(scratch.data()), u(m.data()), n, m0inv});
    EXPECT_EQ(r.violations, "") << "limb_montRedc8_adx";
    EXPECT_EQ(got, want) << "limb_montRedc8_adx";

    std::vector<Word> x(t.begin(), t.begin() + n), y(t.begin() + n, t.begin() + 2 * n);
    x[n - 1] = 0;  // x, y < m for the shape-0 modulus (top bit set)
    y[n - 1] = 0;
    limb_montMul_cios4(want.data(), x.data(), y.data(), m.data(), n, m0inv);
    r = call(reinterpret_cast<const void*>(&limb_montMul_cios4),
                                     {u(got.data()), u(x.data()), u(y.data()), u(m.data()), n, m0inv});
    EXPECT_EQ(r.violations, "") << "limb_montMul_cios4";
    EXPECT_EQ(got, want) << "limb_montMul_cios4";
    limb_montSqr_sos4(want.data(), x.data(), m.data(), n, m0inv);
    r = call(reinterpret_cast<const void*>(&limb_montSqr_sos4),
                                     {u(got.data()), u(x.data()), u(m.data()), n, m0inv});
    EXPECT_EQ(r.violations, "") << "limb_montSqr_sos4";
    EXPECT_EQ(got, want) << "limb_montSqr_sos4";
    std::vector<Word> pr(2 * n), pr_got(2 * n, 0xa5a5ull);
    mulBasecase_g(pr.data(), x.data(), n, y.data(), n);
    r = call(reinterpret_cast<const void*>(&limb_mul8_adx),
             {u(pr_got.data()), u(x.data()), u(y.data()), n});
    EXPECT_EQ(r.violations, "") << "limb_mul8_adx";
    EXPECT_EQ(pr_got, pr) << "limb_mul8_adx";
    if (n >= 16) {
      std::vector<Word> rc(2 * n, 0x5a5aull), rc_got(2 * n, 0x5a5aull);
      limb_sqrRect8_adx(rc.data(), x.data(), n);
      r = call(reinterpret_cast<const void*>(&limb_sqrRect8_adx),
               {u(rc_got.data()), u(x.data()), n});
      EXPECT_EQ(r.violations, "") << "limb_sqrRect8_adx";
      EXPECT_EQ(rc_got, rc) << "limb_sqrRect8_adx";
      std::vector<Word> ad = rc, ad_got = rc;
      limb_addDouble8_adx(ad.data(), pr.data(), 2 * n);
      r = call(reinterpret_cast<const void*>(&limb_addDouble8_adx),
               {u(ad_got.data()), u(pr.data()), 2 * n});
      EXPECT_EQ(r.violations, "") << "limb_addDouble8_adx";
      EXPECT_EQ(ad_got, ad) << "limb_addDouble8_adx";
    }
  }
  {
    constexpr size_t n = 11;
    SCOPED_TRACE("n=11");
    std::vector<Word> m = MakeModulus(rng, n, 0);
    const Word m0inv = NegInv(m[0]);
    std::vector<Word> t = MakeT(rng, m, 6);
    std::vector<Word> want(n), got(n, 0xa5a5a5a5a5a5a5a5ull);
    montRedc_g(want.data(), std::vector<Word>(t).data(), m.data(), n, m0inv);
    auto r = call(reinterpret_cast<const void*>(&limb_montRedc11_adx),
                  {u(got.data()), u(t.data()), u(m.data()), m0inv});
    EXPECT_EQ(r.violations, "") << "limb_montRedc11_adx";
    EXPECT_EQ(got, want) << "limb_montRedc11_adx";
    std::vector<Word> x(t.begin(), t.begin() + n), sq(2 * n), sq_got(2 * n, 0xa5a5ull);
    sqrBasecase_g(sq.data(), x.data(), n);
    r = call(reinterpret_cast<const void*>(&limb_sqr11_adx), {u(sq_got.data()), u(x.data())});
    EXPECT_EQ(r.violations, "") << "limb_sqr11_adx";
    EXPECT_EQ(sq_got, sq) << "limb_sqr11_adx";
    std::vector<Word> y(t.begin() + n, t.begin() + 2 * n), pr(2 * n), pr_got(2 * n, 0xa5a5ull);
    mulBasecase_g(pr.data(), x.data(), n, y.data(), n);
    r = call(reinterpret_cast<const void*>(&limb_mul11_adx),
             {u(pr_got.data()), u(x.data()), u(y.data())});
    EXPECT_EQ(r.violations, "") << "limb_mul11_adx";
    EXPECT_EQ(pr_got, pr) << "limb_mul11_adx";
  }
}
// The 16-word straight-line kernels (mont_n16_adx.S), called directly:
// against montMul_g and GMP for every modulus shape above plus m[0] = 1
// and m[0] = 2^64 - 1 (the ends of m0inv), operands 0, 1, m-1, m-2, the
// all-ones words reduced mod m and random ones (and x = R - 1 and random x
// >= m for the product), z with canaries on both sides, z aliasing x, y or
// both; then both through the ABI trampoline (entered with CF/OF/ZF set).
std::vector<Word> Below16(std::mt19937_64& rng, const std::vector<Word>& m, int kind) {
  Z mm, v;
  Import(mm.v, m);
  std::vector<Word> w(16);
  for (auto& x : w) x = rng();
  if (kind == 3) for (auto& x : w) x = ~Word{0};
  Import(v.v, w);
  mpz_mod(v.v, v.v, mm.v);
  if (kind == 0) mpz_set_ui(v.v, 0);
  if (kind == 1) mpz_set_ui(v.v, 1);
  if (kind == 2) mpz_sub_ui(v.v, mm.v, 1);
  if (kind == 4) mpz_sub_ui(v.v, mm.v, 2);
  return Export(v.v, 16);
}

std::vector<Word> MontMulGmp(const std::vector<Word>& x, const std::vector<Word>& y,
                             const std::vector<Word>& m) {
  Z xx, yy, t;
  Import(xx.v, x);
  Import(yy.v, y);
  mpz_mul(t.v, xx.v, yy.v);
  return Expected(Export(t.v, 32), m);
}

TEST(MontN16, AsmMatchesTwinAndGmp) {
  if (!HaveAdx()) GTEST_SKIP() << "no BMI2+ADX on this CPU";
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 3);
  constexpr size_t n = 16;
  for (int s = 0; s < kShapes + 2; ++s) {
    for (int it = 0; it < 40; ++it) {
      std::vector<Word> m = MakeModulus(rng, n, s < kShapes ? s : 0);
      if (s == kShapes) m[0] = 1;
      if (s == kShapes + 1) m[0] = ~Word{0};
      m[n - 1] |= s >= kShapes ? Word{1} << 63 : 0;
      const Word m0inv = NegInv(m[0]);
      SCOPED_TRACE("shape " + std::to_string(s) + " it " + std::to_string(it));
      std::vector<Word> x = Below16(rng, m, it % 7), y = Below16(rng, m, (it / 7) % 7);
      std::vector<Word> want(n), got(n + 2, 0xC0FFEEull);
      montMul_g(want.data(), x.data(), x.data(), m.data(), n, m0inv);
      ASSERT_EQ(want, MontMulGmp(x, x, m)) << "gmp, square";
      limb_montSqr16_adx(got.data() + 1, x.data(), m.data(), m0inv);
      ASSERT_EQ(got[0], 0xC0FFEEull);
      ASSERT_EQ(got[n + 1], 0xC0FFEEull);
      ASSERT_EQ(std::vector<Word>(got.begin() + 1, got.begin() + 1 + n), want) << "square";
      std::vector<Word> a = x;
      limb_montSqr16_adx(a.data(), a.data(), m.data(), m0inv);
      ASSERT_EQ(a, want) << "square, z == x";

      montMul_g(want.data(), x.data(), y.data(), m.data(), n, m0inv);
      ASSERT_EQ(want, MontMulGmp(x, y, m)) << "gmp, product";
      limb_montMul16_adx(got.data() + 1, x.data(), y.data(), m.data(), m0inv);
      ASSERT_EQ(got[0], 0xC0FFEEull);
      ASSERT_EQ(got[n + 1], 0xC0FFEEull);
      ASSERT_EQ(std::vector<Word>(got.begin() + 1, got.begin() + 1 + n), want) << "product";
      a = x;
      limb_montMul16_adx(a.data(), a.data(), y.data(), m.data(), m0inv);
      ASSERT_EQ(a, want) << "product, z == x";
      a = y;
      limb_montMul16_adx(a.data(), x.data(), a.data(), m.data(), m0inv);
      ASSERT_EQ(a, want) << "product, z == y";
      a = x;
      limb_montMul16_adx(a.data(), a.data(), a.data(), m.data(), m0inv);
      montMul_g(want.data(), x.data(), x.data(), m.data(), n, m0inv);
      ASSERT_EQ(a, want) << "product, z == x == y";
      // x < R (not reduced): R - 1 and random words.
      std::vector<Word> big(n);
      for (auto& w : big) w = it % 2 == 0 ? ~Word{0} : rng();
      montMul_g(want.data(), big.data(), y.data(), m.data(), n, m0inv);
      ASSERT_EQ(want, MontMulGmp(big, y, m)) << "gmp, x >= m";
      limb_montMul16_adx(got.data() + 1, big.data(), y.data(), m.data(), m0inv);
      ASSERT_EQ(std::vector<Word>(got.begin() + 1, got.begin() + 1 + n), want) << "x >= m";
    }
  }
}

TEST(MontN16, AsmKernelsKeepTheAbi) {
  if (!HaveAdx()) GTEST_SKIP() << "no BMI2+ADX on this CPU";
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 4);
  auto u = [](const void* p) { return reinterpret_cast<uint64_t>(p); };
  constexpr size_t n = 16;
  for (int s = 0; s < kShapes; ++s) {
    std::vector<Word> m = MakeModulus(rng, n, s);
    const Word m0inv = NegInv(m[0]);
    std::vector<Word> x = Below16(rng, m, 5), y = Below16(rng, m, 6);
    std::vector<Word> want(n), got(n, 0xa5a5a5a5a5a5a5a5ull);
    montMul_g(want.data(), x.data(), x.data(), m.data(), n, m0inv);
    auto r = test::CallCheckingAbi(reinterpret_cast<const void*>(&limb_montSqr16_adx),
                                   {u(got.data()), u(x.data()), u(m.data()), m0inv});
    EXPECT_EQ(r.violations, "") << "limb_montSqr16_adx";
    EXPECT_EQ(got, want) << "limb_montSqr16_adx";
    montMul_g(want.data(), x.data(), y.data(), m.data(), n, m0inv);
    r = test::CallCheckingAbi(reinterpret_cast<const void*>(&limb_montMul16_adx),
                              {u(got.data()), u(x.data()), u(y.data()), u(m.data()), m0inv});
    EXPECT_EQ(r.violations, "") << "limb_montMul16_adx";
    EXPECT_EQ(got, want) << "limb_montMul16_adx";
  }
}
#endif  // LIMB_REDC_ASM

}  // namespace
}  // namespace limb
