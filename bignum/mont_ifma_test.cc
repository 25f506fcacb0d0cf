// bignum/mont_ifma tests, for every supported size (8 to 32 words). Oracles:
// GMP (mpz_powm, and the AMM identity r = (a b + q m) / 2^(52 L) with q = -a b
// m^-1 mod 2^(52 L) computed by mpz), plus mont's ExpWords on the generic
// MontKernels. Every table of AllIfmaKernels() (the generic twin and, on an
// IFMA CPU, the AVX-512 asm) is run, and each asm output must equal the
// twin's bit for bit.
// Seed: fixed, overridable with LIMB_TEST_SEED; printed on failure.
#include <gmp.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <initializer_list>
#include <random>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "limb/asm/abi_trampoline.h"
#include "limb/asm/cpu.h"
#include "limb/base/testing/seed.h"
#include "limb/bignum/mont_ifma_asm.h"
#include "limb/bignum/mont_ifma_internal.h"
#include "limb/bignum/mont_internal.h"
#include "limb/bignum/testing/oracle.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
// The generated V = 3 dual kernel at L = 20 (mont_ifma_n.S): the table uses
// the hand-written mont_ifma.S kernel at 16 words (faster; see mont_ifma_internal.h),
// so this one is tested here directly.
#endif

namespace limb {
namespace {

uint64_t Seed() { return test::TestSeed(0x69666d61ull); }

#define SEED_TRACE() SCOPED_TRACE(test::SeedTrace(Seed()))

constexpr Word kMask52 = (Word{1} << 52) - 1;

// GMP oracle helpers (bignum/testing/oracle.h); the radix-2^52 conversions
// go through GMP arithmetic (independent of the library's bit-slicing code).
using test::Limbs52FromMpz;
using test::Mpz;
using test::MpzFromLimbs52;
using test::MpzFromWords;
using test::WordsFromMpz;

// Modulus shapes (n words): the top word decides the bit length and the top
// limb pattern (the reduction's edges); the low word decides k0.
enum class Shape {
  kRandomFull,   // top bit set
  kRandomShort,  // top bit clear
  kTopAllOnes,   // close to 2^(64n)
  kTopOne,       // the smallest n-word modulus
  kTop8000,      // 2^(64n-1) + small
  kLowAllOnes,   // m = -1 mod 2^64: k0 = 1
  kLowOne,       // m = 1 mod 2^52: k0 = 2^52 - 1
  kAllOnes,      // m = 2^(64n) - 1
  kCount
};

std::vector<Word> MakeModulus(std::mt19937_64& rng, size_t n, Shape s) {
  std::vector<Word> m(n);
  for (auto& x : m) x = rng();
  const size_t t = n - 1;
  switch (s) {
    case Shape::kRandomFull: m[t] |= Word{1} << 63; break;
    case Shape::kRandomShort: m[t] = (m[t] | (Word{1} << 62)) & ~(Word{1} << 63); break;
    case Shape::kTopAllOnes:
      for (size_t i = n / 2; i < n; ++i) m[i] = ~Word{0};
      break;
    case Shape::kTopOne: m[t] = 1; break;
    case Shape::kTop8000:
      for (size_t i = 1; i < n; ++i) m[i] = 0;
      m[t] = Word{1} << 63;
      break;
    case Shape::kLowAllOnes:
      m[0] = ~Word{0};
      m[t] |= Word{1} << 63;
      break;
    case Shape::kLowOne:
      m[0] = (m[0] << 52) | 1;
      m[t] |= Word{1} << 63;
      break;
    case Shape::kAllOnes:
      for (auto& x : m) x = ~Word{0};
      break;
    case Shape::kCount: break;
  }
  m[0] |= 1;
  return m;
}

Mpz RandomBelow(std::mt19937_64& rng, const Mpz& bound) {
  std::vector<Word> w(kIfmaMaxWords + 4);
  for (auto& x : w) x = rng();
  Mpz z = MpzFromWords(w.data(), w.size());
  mpz_mod(z.get(), z.get(), bound.get());
  return z;
}

// AMM oracle: (a b + q m) / 2^(52 L), q = -a b m^-1 mod 2^(52 L).
Mpz AmmOracle(const Mpz& a, const Mpz& b, const Mpz& m, size_t L) {
  Mpz r, q, ab, R, inv;
  mpz_setbit(R.get(), 52 * L);
  mpz_mul(ab.get(), a.get(), b.get());
  EXPECT_NE(mpz_invert(inv.get(), m.get(), R.get()), 0);
  mpz_mul(q.get(), ab.get(), inv.get());
  mpz_neg(q.get(), q.get());
  mpz_mod(q.get(), q.get(), R.get());
  mpz_addmul(ab.get(), q.get(), m.get());
  EXPECT_TRUE(mpz_sgn(ab.get()) == 0 || mpz_scan1(ab.get(), 0) >= 52 * L);
  mpz_fdiv_q_2exp(r.get(), ab.get(), 52 * L);
  return r;
}

Word K0(const Mpz& m) {
  Mpz R, inv;
  mpz_setbit(R.get(), 52);
  EXPECT_NE(mpz_invert(inv.get(), m.get(), R.get()), 0);
  mpz_neg(inv.get(), inv.get());
  mpz_mod(inv.get(), inv.get(), R.get());
  return mpz_get_ui(inv.get());
}

// Operand kinds for AMM on n words: below 2m (the exponentiation's
// invariant), up to the contract's 2^(64n+1) bound, and edges.
Mpz Operand(std::mt19937_64& rng, const Mpz& m, size_t n, int kind) {
  Mpz v, two_m, top;
  mpz_mul_2exp(two_m.get(), m.get(), 1);
  mpz_setbit(top.get(), 64 * n + 1);
  switch (kind) {
    case 0: return RandomBelow(rng, m);
    case 1: {  // in [m, 2m)
      v = RandomBelow(rng, m);
      mpz_add(v.get(), v.get(), m.get());
      return v;
    }
    case 2: return RandomBelow(rng, top);  // any allowed value
    case 3: mpz_sub_ui(v.get(), two_m.get(), 1); return v;  // 2m - 1
    case 4: mpz_sub_ui(v.get(), top.get(), 1); return v;    // 2^(64n+1) - 1
    case 5: return v;                                       // 0
    case 6: mpz_set_ui(v.get(), 1); return v;
    case 7: mpz_sub_ui(v.get(), m.get(), 1); return v;      // m - 1
    default: {  // every limb 2^52 - 1, as many limbs as the bound allows
      mpz_setbit(v.get(), 52 * ((64 * n + 1) / 52));
      mpz_sub_ui(v.get(), v.get(), 1);
      return v;
    }
  }
}
constexpr int kOperandKinds = 9;

bool IsAsm(const IfmaKernels* k) { return std::string(k->name) != "generic"; }

TEST(MontIfma, Tables) {
  auto all = AllIfmaKernels();
  ASSERT_GE(all.size(), 1u);
  EXPECT_STREQ(all[0]->name, "generic");
  const CpuFeatures& d = DetectedCpu();
  const bool have = d.avx512f && d.avx512vl && d.avx512bw && d.avx512ifma;
#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
  // On a CPU with IFMA the asm table must be there (a missing table is a
  // failure, not a skip).
  EXPECT_EQ(all.size(), have ? 2u : 1u);
#else
  EXPECT_EQ(all.size(), 1u);
#endif
  // ActiveIfmaKernels follows Cpu() (LIMB_CPU caps): generic, avx2 -> the
  // generic table, not used for Exp.
  const CpuFeatures& c = Cpu();
  const bool sel = c.asm_allowed && c.avx512f && c.avx512vl && c.avx512bw && c.avx512ifma;
#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
  EXPECT_EQ(ActiveIfmaKernels().use_for_exp, sel);
  // With no cap, on this IFMA machine, the asm table is selected (and Exp
  // uses it): assert it rather than skip.
  const char* env = std::getenv("LIMB_CPU");
  if ((env == nullptr || *env == '\0' || std::string(env) == "native" ||
       std::string(env) == "avx512") && have) {
    ASSERT_TRUE(ActiveIfmaKernels().use_for_exp);
  }
#else
  (void)sel;
  (void)have;
  EXPECT_FALSE(ActiveIfmaKernels().use_for_exp);
#endif
  const char* cap = std::getenv("LIMB_CPU");
  if (cap != nullptr && (std::string(cap) == "generic" || std::string(cap) == "avx2" ||
                         std::string(cap) == "shani" || std::string(cap) == "x86_64" ||
                         std::string(cap) == "ssse3")) {
    EXPECT_FALSE(ActiveIfmaKernels().use_for_exp) << "LIMB_CPU=" << cap;
  }
  if (ActiveIfmaKernels().use_for_exp) {
    EXPECT_STREQ(ActiveIfmaKernels().name, "x86_64_avx512ifma");
  } else {
    EXPECT_EQ(&ActiveIfmaKernels(), &GenericIfmaKernels());
  }
  // Every table but the twins is used for Exp; the expected name follows
  // the detected CPU.
  for (const IfmaKernels* k : AllIfmaKernels()) EXPECT_EQ(k->use_for_exp, k != all[0]) << k->name;
  EXPECT_STREQ(ExpectedIfmaKernelsName(), IfmaKernelsFor(DetectedCpu()).name);
  EXPECT_STREQ(ExpectedIfmaKernelsName(), have && d.asm_allowed ? "x86_64_avx512ifma" : "generic");
}

// Shapes of the layout: L limbs used, S stored, R' > 4m for every n-word m.
TEST(MontIfma, Layout) {
  for (size_t n = kIfmaMinWords; n <= kIfmaMaxWords; ++n) {
    const size_t L = IfmaUsedLimbs(n), S = IfmaStride(n);
    EXPECT_GE(52 * L, 64 * n + 2) << n;
    EXPECT_LT(52 * (L - 1), 64 * n + 2) << n;
    EXPECT_EQ(S % 8, 0u);
    EXPECT_GE(S, L);
    EXPECT_LT(S - L, 8u);
    EXPECT_LE(S, kIfmaMaxStride);
  }
  EXPECT_EQ(IfmaUsedLimbs(16), 20u);
  EXPECT_EQ(IfmaStride(16), 24u);
}

// One AMM case on size n: m, a, b per lane in limbs, and the expected result
// per lane from GMP.
struct AmmCase {
  std::vector<Word> A, B, M, K;  // 2 S words (K: 2)
  Mpz a[2], b[2], m[2];
};

AmmCase MakeAmmCase(std::mt19937_64& rng, size_t n, int shape, int iter) {
  const size_t S = IfmaStride(n);
  AmmCase c;
  c.A.assign(2 * S, 0);
  c.B.assign(2 * S, 0);
  c.M.assign(2 * S, 0);
  c.K.assign(2, 0);
  for (int l = 0; l < 2; ++l) {
    // Lane B uses a different shape so the lanes differ in kind too.
    const Shape sh = static_cast<Shape>((shape + 3 * l) % static_cast<int>(Shape::kCount));
    std::vector<Word> mw = MakeModulus(rng, n, sh);
    c.m[l] = MpzFromWords(mw.data(), mw.size());
    c.a[l] = Operand(rng, c.m[l], n, (iter + l + shape) % kOperandKinds);
    c.b[l] = Operand(rng, c.m[l], n, (iter * 5 + 2 * l + shape) % kOperandKinds);
    auto al = Limbs52FromMpz(c.a[l], S), bl = Limbs52FromMpz(c.b[l], S), ml = Limbs52FromMpz(c.m[l], S);
    std::copy(al.begin(), al.end(), c.A.begin() + l * S);
    std::copy(bl.begin(), bl.end(), c.B.begin() + l * S);
    std::copy(ml.begin(), ml.end(), c.M.begin() + l * S);
    c.K[l] = K0(c.m[l]);
  }
  return c;
}

void CheckLane(const Word* r, const AmmCase& c, int l, size_t n, const std::string& what) {
  const size_t L = IfmaUsedLimbs(n), S = IfmaStride(n);
  for (size_t j = 0; j < S; ++j) {
    ASSERT_LE(r[j], kMask52) << what << ": limb " << j << " not normalised";
    if (j >= L) {
      ASSERT_EQ(r[j], 0u) << what << ": padding limb " << j;
    }
  }
  Mpz want = AmmOracle(c.a[l], c.b[l], c.m[l], L);
  Mpz got = MpzFromLimbs52(r, S);
  EXPECT_EQ(mpz_cmp(got.get(), want.get()), 0)
      << what << " lane " << l << "\n m=" << c.m[l].Hex() << "\n a=" << c.a[l].Hex()
      << "\n b=" << c.b[l].Hex() << "\n got=" << got.Hex() << "\n want=" << want.Hex();
  Mpz bound, two_m;
  mpz_setbit(bound.get(), 64 * n + 1);
  EXPECT_LT(mpz_cmp(got.get(), bound.get()), 0) << what;
  mpz_mul_2exp(two_m.get(), c.m[l].get(), 1);
  if (mpz_cmp(c.a[l].get(), two_m.get()) < 0 && mpz_cmp(c.b[l].get(), two_m.get()) < 0) {
    EXPECT_LT(mpz_cmp(got.get(), two_m.get()), 0) << what << ": result not < 2m";
  }
}

TEST(MontIfma, AmmEverySizeMatchesOracleAndTwin) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed());
  const IfmaKernels& g = GenericIfmaKernels();
  for (size_t n = kIfmaMinWords; n <= kIfmaMaxWords; ++n) {
    const size_t S = IfmaStride(n);
    for (const IfmaKernels* kt : AllIfmaKernels()) {
      const IfmaSizeKernels& k = kt->For(n);
      const IfmaSizeKernels& kg = g.For(n);
      for (int shape = 0; shape < static_cast<int>(Shape::kCount); ++shape) {
        for (int iter = 0; iter < 3; ++iter) {
          const std::string what = std::string(kt->name) + " n=" + std::to_string(n) +
                                   " shape=" + std::to_string(shape) +
                                   " iter=" + std::to_string(iter);
          SCOPED_TRACE(what);
          AmmCase c = MakeAmmCase(rng, n, shape, iter);
          const Word* A = c.A.data();
          const Word* B = c.B.data();
          const Word* M = c.M.data();
          const Word* K = c.K.data();
          // Dual.
          std::vector<Word> r(2 * S, 0xa5a5a5a5a5a5a5a5ull), rg(2 * S);
          k.amm_x2(r.data(), A, B, M, K);
          kg.amm_x2(rg.data(), A, B, M, K);
          EXPECT_EQ(r, rg) << "amm_x2 differs from the twin";
          for (int l = 0; l < 2; ++l) CheckLane(r.data() + l * S, c, l, n, what + " x2");
          // Single, on each lane's data.
          for (int l = 0; l < 2; ++l) {
            std::vector<Word> r1(S, 0x5a5a5a5a5a5a5a5aull), r1g(S);
            k.amm_x1(r1.data(), A + l * S, B + l * S, M + l * S, K + l);
            kg.amm_x1(r1g.data(), A + l * S, B + l * S, M + l * S, K + l);
            EXPECT_EQ(r1, r1g) << "amm_x1 differs from the twin";
            EXPECT_TRUE(std::equal(r1.begin(), r1.end(), r.begin() + l * S))
                << "amm_x1 differs from amm_x2, lane " << l;
          }
          // Aliasing r == a.
          std::vector<Word> ra = c.A;
          k.amm_x2(ra.data(), ra.data(), B, M, K);
          EXPECT_EQ(ra, r) << "x2 r == a";
          std::vector<Word> ra1(c.A.begin(), c.A.begin() + S);
          k.amm_x1(ra1.data(), ra1.data(), B, M, K);
          EXPECT_TRUE(std::equal(ra1.begin(), ra1.end(), r.begin())) << "x1 r == a";
          // Squaring (sqr entries and amm with r == a == b) against the twin.
          std::vector<Word> sq = c.A, sq2 = c.A, sqg(2 * S);
          k.sqr_x2(sq.data(), sq.data(), M, K);
          k.amm_x2(sq2.data(), sq2.data(), sq2.data(), M, K);
          kg.amm_x2(sqg.data(), A, A, M, K);
          EXPECT_EQ(sq, sqg) << "sqr_x2";
          EXPECT_EQ(sq2, sqg) << "amm_x2 r == a == b";
          std::vector<Word> s1(c.A.begin(), c.A.begin() + S);
          k.sqr_x1(s1.data(), s1.data(), M, K);
          EXPECT_TRUE(std::equal(s1.begin(), s1.end(), sqg.begin())) << "sqr_x1";
          AmmCase sc = c;  // GMP for the squares too
          sc.b[0] = sc.a[0];
          sc.b[1] = sc.a[1];
          for (int l = 0; l < 2; ++l) CheckLane(sq.data() + l * S, sc, l, n, what + " sqr");
        }
      }
    }
  }
}

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
TEST(MontIfma, GeneratedDual1024MatchesTwin) {
  const CpuFeatures& d = DetectedCpu();
  if (!(d.avx512f && d.avx512vl && d.avx512bw && d.avx512ifma)) GTEST_SKIP() << "no AVX-512 IFMA here";
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 7);
  const IfmaSizeKernels& kg = GenericIfmaKernels().For(16);
  for (int shape = 0; shape < static_cast<int>(Shape::kCount); ++shape) {
    for (int iter = 0; iter < 6; ++iter) {
      AmmCase c = MakeAmmCase(rng, 16, shape, iter);
      std::vector<Word> r(48, 0xa5a5a5a5a5a5a5a5ull), rg(48);
      limb_ammv52x20_x2_ifma(r.data(), c.A.data(), c.B.data(), c.M.data(), c.K.data());
      kg.amm_x2(rg.data(), c.A.data(), c.B.data(), c.M.data(), c.K.data());
      EXPECT_EQ(r, rg) << "shape " << shape << " iter " << iter;
      std::vector<Word> sq = c.A;
      limb_ammv52x20_x2_ifma(sq.data(), sq.data(), sq.data(), c.M.data(), c.K.data());
      kg.amm_x2(rg.data(), c.A.data(), c.A.data(), c.M.data(), c.K.data());
      EXPECT_EQ(sq, rg) << "r == a == b, shape " << shape << " iter " << iter;
    }
  }
}
#endif

#if defined(LIMB_HAVE_ABI_TRAMPOLINE) && defined(__x86_64__)
// SysV ABI of every entry of the asm table, every size: called through the
// trampoline, each must preserve rbx rbp r12-r15 and rsp, return with DF
// clear, and write what a direct call writes.
TEST(MontIfma, AsmTableEntriesKeepTheAbi) {
  auto all = AllIfmaKernels();
  if (all.size() < 2) GTEST_SKIP() << "no AVX-512 IFMA table on this CPU (Tables checks why)";
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 11);
  const IfmaKernels& k = *all[1];
  // Callee-saved registers kept, rsp unchanged, DF clear (asm/abi_trampoline.h).
  auto call = [](const void* fn, std::initializer_list<uint64_t> a, const std::string& what) {
    EXPECT_EQ(test::CallCheckingAbi(fn, a).violations, "") << what;
  };
  auto u = [](const void* p) { return reinterpret_cast<uint64_t>(p); };
  for (size_t n = kIfmaMinWords; n <= kIfmaMaxWords; ++n) {
    const size_t S = IfmaStride(n);
    const IfmaSizeKernels& e = k.For(n);
    const std::string sz = " n=" + std::to_string(n);
    AmmCase c = MakeAmmCase(rng, n, static_cast<int>(n % static_cast<int>(Shape::kCount)), 0);
    const Word *A = c.A.data(), *B = c.B.data(), *M = c.M.data(), *K = c.K.data();
    std::vector<Word> want(2 * S), got(2 * S, 0xa5a5a5a5a5a5a5a5ull);
    e.amm_x2(want.data(), A, B, M, K);
    call(reinterpret_cast<const void*>(e.amm_x2), {u(got.data()), u(A), u(B), u(M), u(K)},
         "amm_x2" + sz);
    EXPECT_EQ(got, want) << "amm_x2" << sz;
    std::vector<Word> w1(S), g1(S, 0xa5a5a5a5a5a5a5a5ull);
    e.amm_x1(w1.data(), A, B, M, K);
    call(reinterpret_cast<const void*>(e.amm_x1), {u(g1.data()), u(A), u(B), u(M), u(K)},
         "amm_x1" + sz);
    EXPECT_EQ(g1, w1) << "amm_x1" << sz;
    e.sqr_x2(want.data(), A, M, K);
    call(reinterpret_cast<const void*>(e.sqr_x2), {u(got.data()), u(A), u(M), u(K)},
         "sqr_x2" + sz);
    EXPECT_EQ(got, want) << "sqr_x2" << sz;
    e.sqr_x1(w1.data(), A, M, K);
    call(reinterpret_cast<const void*>(e.sqr_x1), {u(g1.data()), u(A), u(M), u(K)},
         "sqr_x1" + sz);
    EXPECT_EQ(g1, w1) << "sqr_x1" << sz;
    std::vector<Word> table(kIfmaTableSize * 2 * S);
    for (auto& w : table) w = rng();
    const Word ia = rng() % kIfmaTableSize, ib = rng() % kIfmaTableSize;
    e.select_x2(want.data(), table.data(), ia, ib);
    call(reinterpret_cast<const void*>(e.select_x2), {u(got.data()), u(table.data()), ia, ib},
         "select_x2" + sz);
    EXPECT_EQ(got, want) << "select_x2" << sz;
    e.select_x1(w1.data(), table.data(), ia);
    call(reinterpret_cast<const void*>(e.select_x1), {u(g1.data()), u(table.data()), ia},
         "select_x1" + sz);
    EXPECT_EQ(g1, w1) << "select_x1" << sz;
  }
}
#endif

TEST(MontIfma, SelectEverySize) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 1);
  for (size_t n = kIfmaMinWords; n <= kIfmaMaxWords; ++n) {
    const size_t S = IfmaStride(n);
    std::vector<Word> table(kIfmaTableSize * 2 * S), t1(kIfmaTableSize * S);
    for (auto& w : table) w = rng();
    for (auto& w : t1) w = rng();
    for (const IfmaKernels* kt : AllIfmaKernels()) {
      SCOPED_TRACE(std::string(kt->name) + " n=" + std::to_string(n));
      const IfmaSizeKernels& k = kt->For(n);
      for (Word ia = 0; ia < kIfmaTableSize; ++ia) {
        for (Word ib = 0; ib < kIfmaTableSize; ib += (ia % 4 == 0 ? 1 : 7)) {
          std::vector<Word> out(2 * S, 0x5a5a);
          k.select_x2(out.data(), table.data(), ia, ib);
          ASSERT_EQ(0, std::memcmp(out.data(), &table[ia * 2 * S], S * sizeof(Word)))
              << ia << "," << ib;
          ASSERT_EQ(0, std::memcmp(out.data() + S, &table[ib * 2 * S + S], S * sizeof(Word)))
              << ia << "," << ib;
        }
        std::vector<Word> o1(S, 0x5a5a);
        k.select_x1(o1.data(), t1.data(), ia);
        ASSERT_EQ(0, std::memcmp(o1.data(), &t1[ia * S], S * sizeof(Word))) << ia;
      }
    }
  }
}

struct ExpCase {
  std::vector<Word> m;
  std::vector<Word> base;  // < m, n words
  std::vector<Word> e;
  size_t bits;
};

// Exponent kinds: random full length, zero, one, all ones, top bit only,
// short, longer than the modulus, a partial top word, exponent_bits 1.
// Bases: random, 0, 1, m - 1. (Bits at or above exponent_bits are an error:
// RejectsBadArguments.)
constexpr int kExpKinds = 9;
ExpCase MakeCase(std::mt19937_64& rng, size_t n, int shape, int ek, int bk) {
  ExpCase c;
  c.m = MakeModulus(rng, n, static_cast<Shape>(shape % static_cast<int>(Shape::kCount)));
  Mpz m = MpzFromWords(c.m.data(), c.m.size());
  Mpz b;
  switch (bk % 4) {
    case 0: b = RandomBelow(rng, m); break;
    case 1: break;  // 0
    case 2: mpz_set_ui(b.get(), 1); break;
    default: mpz_sub_ui(b.get(), m.get(), 1); break;  // m - 1
  }
  c.base = WordsFromMpz(b, n);
  c.e.assign(n, 0);
  c.bits = 64 * n;
  switch (ek % kExpKinds) {
    case 0: for (auto& w : c.e) w = rng(); break;
    case 1: break;                                      // e = 0 (full length announced)
    case 2: c.e[0] = 1; break;                          // e = 1
    case 3: for (auto& w : c.e) w = ~Word{0}; break;    // all ones
    case 4: c.e[n - 1] = Word{1} << 63; break;          // top bit only
    case 5: c.e[0] = rng() & 0x7f; c.bits = 7; break;   // short
    case 6: c.e.assign(2 * n, 0); for (auto& w : c.e) w = rng(); c.bits = 128 * n; break;
    case 7: for (auto& w : c.e) w = rng(); c.e[n - 1] >>= 3; c.bits = 64 * n - 3; break;
    default: c.bits = 1; c.e[0] = rng() & 1; break;     // exponent_bits 1
  }
  return c;
}

// The reference value: mpz_powm of the low c.bits bits of e.
std::vector<Word> Reference(const ExpCase& c) {
  Mpz m = MpzFromWords(c.m.data(), c.m.size()), b = MpzFromWords(c.base.data(), c.base.size());
  Mpz e = MpzFromWords(c.e.data(), c.e.size()), r;
  mpz_fdiv_r_2exp(e.get(), e.get(), c.bits);
  mpz_powm(r.get(), b.get(), e.get(), m.get());
  return WordsFromMpz(r, c.m.size());
}

// Sizes the slow twin runs the exponentiation on (all sizes run on the asm).
bool TwinExpSize(size_t n) { return n == 8 || n == 11 || n == 16 || n == 24 || n == 32; }

TEST(MontIfma, ExpEverySizeMatchesGmp) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 2);
  for (size_t n = kIfmaMinWords; n <= kIfmaMaxWords; ++n) {
    for (const IfmaKernels* k : AllIfmaKernels()) {
      if (!IsAsm(k) && !TwinExpSize(n)) continue;
      const int cases = IsAsm(k) ? kExpKinds : 3;
      for (int i = 0; i < cases; ++i) {
        SCOPED_TRACE(std::string(k->name) + " n=" + std::to_string(n) + " case " +
                     std::to_string(i));
        ExpCase c = MakeCase(rng, n, i + static_cast<int>(n), IsAsm(k) ? i : 3 * i, i + 1);
        Modulus m = *Modulus::FromWords(c.m);
        ASSERT_EQ(m.num_words(), n);
        Residue base = Residue::FromWords(c.base, m);
        Residue out(m);
        ASSERT_EQ(ExpIfma(out, base, c.e, c.bits, m, *k), Status::kOk);
        std::vector<Word> got(out.words().begin(), out.words().end());
        EXPECT_EQ(got, Reference(c)) << "bits " << c.bits;
        // out may alias base.
        Residue in_place = base;
        ASSERT_EQ(ExpIfma(in_place, in_place, c.e, c.bits, m, *k), Status::kOk);
        EXPECT_TRUE(Equal(in_place, out).Declassify()) << "in place";
      }
    }
  }
}

TEST(MontIfma, DualEverySizeMatchesGmp) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 3);
  for (size_t n = kIfmaMinWords; n <= kIfmaMaxWords; ++n) {
    for (const IfmaKernels* k : AllIfmaKernels()) {
      if (!IsAsm(k) && !TwinExpSize(n)) continue;
      const int cases = IsAsm(k) ? kExpKinds : 2;
      for (int i = 0; i < cases; ++i) {
        // The halves differ in modulus shape, exponent kind and length; the
        // last asm case pairs n words with n - 1 (or n + 1) words.
        const size_t nb = (IsAsm(k) && i == cases - 1)
                              ? (n == kIfmaMinWords ? n + 1 : n - 1)
                              : n;
        SCOPED_TRACE(std::string(k->name) + " n=" + std::to_string(n) + "/" +
                     std::to_string(nb) + " case " + std::to_string(i));
        ExpCase ca = MakeCase(rng, n, i, i, i);
        ExpCase cb = MakeCase(rng, nb, i + 2, i * 7 + 3, i + 1);
        Modulus ma = *Modulus::FromWords(ca.m), mb = *Modulus::FromWords(cb.m);
        Residue ba = Residue::FromWords(ca.base, ma), bb = Residue::FromWords(cb.base, mb);
        Residue oa(ma), ob(mb);
        ASSERT_EQ(ExpIfmaDual(oa, ba, ca.e, ca.bits, ma, ob, bb, cb.e, cb.bits, mb, *k),
                  Status::kOk);
        std::vector<Word> ga(oa.words().begin(), oa.words().end());
        std::vector<Word> gb(ob.words().begin(), ob.words().end());
        EXPECT_EQ(ga, Reference(ca)) << "lane A, bits " << ca.bits << "/" << cb.bits;
        EXPECT_EQ(gb, Reference(cb)) << "lane B, bits " << ca.bits << "/" << cb.bits;
      }
    }
  }
}

// The public Exp/ExpWords (mont.h) on every size from 7 to 33 words: with
// the default table it takes the IFMA path where supported (on this CPU);
// it must equal ExpWords with a pinned scalar table (which never takes it),
// and GMP.
TEST(MontIfma, PublicExpEqualsPinnedScalar) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 6);
  for (size_t n = kIfmaMinWords - 1; n <= kIfmaMaxWords + 1; ++n) {
    for (int i = 0; i < 3; ++i) {
      SCOPED_TRACE("n=" + std::to_string(n) + " case " + std::to_string(i));
      ExpCase c = MakeCase(rng, n, i + static_cast<int>(n), i == 2 ? 5 : 0, i);
      Modulus m = *Modulus::FromWords(c.m);
      ASSERT_EQ(&mont_internal::Kernels(m), &ActiveMontKernels());
      Residue base = Residue::FromWords(c.base, m);
      Residue out(m);
      ASSERT_EQ(ExpWords(out, base, c.e, c.bits, m), Status::kOk);
      for (const MontKernels* mk : AllMontKernels()) {
        Modulus mp = m;
        mont_internal::SetKernels(mp, *mk);
        Residue ref(mp);
        ASSERT_EQ(ExpWords(ref, base, c.e, c.bits, mp), Status::kOk);
        EXPECT_TRUE(Equal(ref, out).Declassify()) << mk->name;
      }
      std::vector<Word> got(out.words().begin(), out.words().end());
      EXPECT_EQ(got, Reference(c));
      // The byte interface too.
      std::vector<uint8_t> be(8 * c.e.size());
      for (size_t j = 0; j < be.size(); ++j) {
        be[be.size() - 1 - j] = static_cast<uint8_t>(c.e[j / 8] >> (8 * (j % 8)));
      }
      Residue out2(m);
      ASSERT_EQ(Exp(out2, base, be, c.bits, m), Status::kOk);
      EXPECT_TRUE(Equal(out2, out).Declassify());
    }
  }
}

TEST(MontIfma, RejectsBadArguments) {
  std::mt19937_64 rng(Seed() + 4);
  for (size_t n : {size_t{7}, size_t{33}}) {
    std::vector<Word> mw = MakeModulus(rng, n, Shape::kRandomFull);
    Modulus bad = *Modulus::FromWords(mw);  // unsupported size
    EXPECT_FALSE(IfmaSupports(bad));
    Residue b(bad), o(bad);
    std::vector<Word> e(n, 1);
    for (const IfmaKernels* k : AllIfmaKernels()) {
      EXPECT_EQ(ExpIfma(o, b, e, 64, bad, *k), Status::kInvalidArgument);
    }
  }
  for (size_t n = kIfmaMinWords; n <= kIfmaMaxWords; ++n) {
    std::vector<Word> mw = MakeModulus(rng, n, Shape::kRandomFull);
    Modulus m = *Modulus::FromWords(mw);
    EXPECT_TRUE(IfmaSupports(m));
    Residue b2(m), o2(m), o3(m);
    std::vector<Word> e(n, 1);
    EXPECT_EQ(ExpIfma(o2, b2, e, 64 * n + 1, m, GenericIfmaKernels()),
              Status::kInvalidArgument);
    EXPECT_EQ(ExpIfmaDual(o2, b2, e, 64, m, o3, b2, e, 64 * n + 1, m, GenericIfmaKernels()),
              Status::kInvalidArgument);
    // exponent_bits 0, and a set bit at or above exponent_bits, on every
    // table and through the public entry (which may take the IFMA path).
    std::vector<Word> one(n, 0);
    one[0] = 1;
    for (const IfmaKernels* k : AllIfmaKernels()) {
      EXPECT_EQ(ExpIfma(o2, b2, one, 0, m, *k), Status::kInvalidArgument) << k->name;
      EXPECT_EQ(ExpIfma(o2, b2, e, 64 * (n - 1), m, *k), Status::kInvalidArgument) << k->name;
      EXPECT_EQ(ExpIfma(o2, b2, e, 1, m, *k), Status::kInvalidArgument) << k->name;
      EXPECT_EQ(ExpIfmaDual(o2, b2, one, 1, m, o3, b2, e, 64 * (n - 1), m, *k),
                Status::kInvalidArgument)
          << k->name;
      EXPECT_EQ(ExpIfmaDual(o2, b2, e, 64 * (n - 1), m, o3, b2, one, 1, m, *k),
                Status::kInvalidArgument)
          << k->name;
      EXPECT_EQ(ExpIfma(o2, b2, one, 1, m, *k), Status::kOk) << k->name;
    }
    EXPECT_EQ(ExpWords(o2, b2, one, 0, m), Status::kInvalidArgument);
    EXPECT_EQ(ExpWords(o2, b2, e, 64 * (n - 1), m), Status::kInvalidArgument);
    EXPECT_EQ(ExpWords(o2, b2, e, 64 * (n - 1) + 1, m), Status::kOk);
  }
}

}  // namespace
}  // namespace limb
