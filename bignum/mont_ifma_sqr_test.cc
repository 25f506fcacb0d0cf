// The 1024-bit AVX-512 IFMA kernels of asm/x86_64/mont_ifma.S, called by
// their symbols, against two oracles: the portable twin (GenericIfmaKernels(),
// bit for bit) and GMP (the AMM identity r = (a b + q m) / 2^1040 with
// q = -a b m^-1 mod 2^1040, and the normalised-limb output form).
// Squarings (a == b, r aliasing both, as the exponentiation calls them: 5 of
// every 6 products) get the most cases; general products and the select
// kernel are covered too. There is no dedicated squaring kernel yet: the
// exponentiation squares through amm_x2, so this is what it runs.
// The asm is skipped only when the CPU lacks AVX-512 IFMA, which the test
// reads from CPUID by itself and cross-checks with DetectedCpu();
// under --config=noasm only the twin-vs-GMP cases run.
// Seed: fixed, overridable with LIMB_TEST_SEED; printed on failure.
#include <gmp.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "limb/asm/abi_trampoline.h"
#include "limb/asm/cpu.h"
#include "limb/asm/testing/cpuid_reading.h"
#include "limb/base/testing/seed.h"
#include "limb/bignum/mont_ifma_asm.h"
#include "limb/bignum/mont_ifma_internal.h"
#include "limb/bignum/testing/oracle.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
#define LIMB_TEST_IFMA_ASM 1
#endif

namespace limb {
namespace {

using Word = limb::Word;
constexpr size_t kLimbs = 24;  // per lane; 20 used
constexpr size_t kUsed = 20;
constexpr size_t kPair = 2 * kLimbs;
constexpr size_t kEntries = 32;
constexpr Word kMask52 = (Word{1} << 52) - 1;

uint64_t Seed() { return test::TestSeed(0x69666d61323073ull); }

#define SEED_TRACE() SCOPED_TRACE(test::SeedTrace(Seed()))

using AmmFn = void (*)(Word*, const Word*, const Word*, const Word*, const Word*) noexcept;
using SelectFn = void (*)(Word*, const Word*, Word, Word) noexcept;
// The portable twins of the 16-word (1024-bit) size, which the asm kernels
// by symbol must match bit for bit.
AmmFn TwinAmm() { return limb::GenericIfmaKernels().For(16).amm_x2; }
SelectFn TwinSelect() { return limb::GenericIfmaKernels().For(16).select_x2; }

using test::Mpz;
using test::Pow2;

// Limbs <-> mpz through GMP arithmetic (independent of the library's
// conversions), kLimbs limbs per lane.
Mpz FromLimbs(const Word* l) { return test::MpzFromLimbs52(l, kLimbs); }

void ToLimbs(Word* l, const Mpz& v) {
  const std::vector<Word> w = test::Limbs52FromMpz(v, kLimbs);
  std::copy(w.begin(), w.end(), l);
}

// One lane's problem: m odd < 2^1024, k0 = -m^-1 mod 2^52.
struct Lane {
  Mpz m;
  Word k0 = 0;
};

Lane MakeLane(const Mpz& m) {
  Lane l;
  l.m = m;
  Mpz inv;
  const Mpz r52 = Pow2(52);
  EXPECT_NE(mpz_invert(inv.get(), m.get(), r52.get()), 0);
  mpz_sub(inv.get(), r52.get(), inv.get());  // -m^-1 mod 2^52
  mpz_mod(inv.get(), inv.get(), r52.get());
  l.k0 = mpz_get_ui(inv.get());
  return l;
}

// GMP oracle: (a b + q m) / 2^1040, q = -a b m^-1 mod 2^1040.
Mpz AmmOracle(const Mpz& a, const Mpz& b, const Mpz& m) {
  const Mpz r = Pow2(1040);
  Mpz p, inv, q;
  mpz_mul(p.get(), a.get(), b.get());
  EXPECT_NE(mpz_invert(inv.get(), m.get(), r.get()), 0);
  mpz_mul(q.get(), p.get(), inv.get());
  mpz_neg(q.get(), q.get());
  mpz_mod(q.get(), q.get(), r.get());
  mpz_addmul(p.get(), q.get(), m.get());
  Mpz rem;
  mpz_fdiv_qr(p.get(), rem.get(), p.get(), r.get());
  EXPECT_EQ(mpz_sgn(rem.get()), 0);
  return p;
}

class Rng {
 public:
  explicit Rng(uint64_t seed) : gen_(seed) { gmp_randinit_mt(st_); gmp_randseed_ui(st_, seed); }
  ~Rng() { gmp_randclear(st_); }
  Rng(const Rng&) = delete;
  Rng& operator=(const Rng&) = delete;
  uint64_t Next() { return gen_(); }
  Mpz Below(const Mpz& n) {
    Mpz z;
    mpz_urandomm(z.get(), st_, n.get());
    return z;
  }
  Mpz Bits(unsigned bits) {
    Mpz z;
    mpz_urandomb(z.get(), st_, bits);
    return z;
  }

 private:
  std::mt19937_64 gen_;
  gmp_randstate_t st_;
};

// Moduli: random 1024-bit, random shorter, near 2^1024, 2^1023 + 1, and
// sparse/dense patterns.
Mpz PickModulus(Rng& rng, int kind) {
  Mpz m;
  switch (kind % 6) {
    case 0:
      m = rng.Bits(1024);
      mpz_setbit(m.get(), 1023);
      break;
    case 1:  // 2^1024 - small odd
      m = Pow2(1024);
      mpz_sub_ui(m.get(), m.get(), 1 + 2 * (rng.Next() % 1000));
      break;
    case 2:  // 2^1023 + 1
      m = Pow2(1023);
      mpz_add_ui(m.get(), m.get(), 1);
      break;
    case 3:  // shorter moduli (down to ~900 bits)
      m = rng.Bits(900 + static_cast<unsigned>(rng.Next() % 124));
      break;
    case 4:  // 2^1024 - 2^k - 1: long runs of ones
      m = Pow2(1024);
      mpz_sub(m.get(), m.get(), Pow2(static_cast<unsigned>(1 + rng.Next() % 1000)).get());
      mpz_sub_ui(m.get(), m.get(), 1);
      break;
    default:  // limbs of m[0] = 1 with k0 = 2^52 - 1
      m = rng.Bits(1024);
      mpz_setbit(m.get(), 1023);
      mpz_fdiv_q_2exp(m.get(), m.get(), 52);
      mpz_mul_2exp(m.get(), m.get(), 52);
      mpz_add_ui(m.get(), m.get(), 1);
      break;
  }
  mpz_setbit(m.get(), 0);
  return m;
}

// Operands below the kernel bound: edge values and random ones < 2m (what
// the exponentiation feeds) or < 2^1025 (the contract's limit).
Mpz PickOperand(Rng& rng, int kind, const Mpz& m) {
  Mpz two_m, v;
  mpz_mul_2exp(two_m.get(), m.get(), 1);
  switch (kind % 8) {
    case 0:  // 2m - 1
      mpz_sub_ui(v.get(), two_m.get(), 1);
      return v;
    case 1:  // 0
      return v;
    case 2:  // 2^1025 - 1: every limb 2^52 - 1 up to the bound
      v = Pow2(1025);
      mpz_sub_ui(v.get(), v.get(), 1);
      return v;
    case 3:  // 1
      mpz_set_ui(v.get(), 1);
      return v;
    case 4:  // m
      return m;
    case 5:  // random < 2^1025
      return rng.Below(Pow2(1025));
    default:  // random < 2m
      return rng.Below(two_m);
  }
}

struct Problem {
  alignas(64) Word a[kPair];
  alignas(64) Word b[kPair];
  alignas(64) Word m[kPair];
  Word k0[2];
  Mpz ma[2], mb[2], mm[2];
};

void Fill(Problem& p, Rng& rng, int round, bool square) {
  for (int l = 0; l < 2; ++l) {
    const int kind = round + 3 * l;
    const Lane lane = MakeLane(PickModulus(rng, kind));
    p.mm[l] = lane.m;
    p.k0[l] = lane.k0;
    p.ma[l] = PickOperand(rng, static_cast<int>(rng.Next() % 8), lane.m);
    p.mb[l] = square ? p.ma[l] : PickOperand(rng, static_cast<int>(rng.Next() % 8), lane.m);
    ToLimbs(p.a + l * kLimbs, p.ma[l]);
    ToLimbs(p.b + l * kLimbs, p.mb[l]);
    ToLimbs(p.m + l * kLimbs, p.mm[l]);
  }
}

// Checks r against GMP: normalised (limbs < 2^52, limbs 20..23 zero), equal to
// the AMM value, < 2^1025, and < 2m when both inputs were < 2m.
void CheckAgainstGmp(const Word* r, const Problem& p, const char* what) {
  for (int l = 0; l < 2; ++l) {
    const Word* rl = r + l * kLimbs;
    for (size_t j = 0; j < kLimbs; ++j) {
      ASSERT_LE(rl[j], kMask52) << what << " lane " << l << " limb " << j;
      if (j >= kUsed) {
        ASSERT_EQ(rl[j], 0u) << what << " lane " << l << " limb " << j;
      }
    }
    const Mpz want = AmmOracle(p.ma[l], p.mb[l], p.mm[l]);
    const Mpz got = FromLimbs(rl);
    ASSERT_EQ(mpz_cmp(got.get(), want.get()), 0)
        << what << " lane " << l << "\n m=" << p.mm[l].Hex() << "\n a=" << p.ma[l].Hex()
        << "\n b=" << p.mb[l].Hex() << "\n got=" << got.Hex() << "\n want=" << want.Hex();
    ASSERT_LT(mpz_cmp(got.get(), Pow2(1025).get()), 0) << what;
    Mpz two_m;
    mpz_mul_2exp(two_m.get(), p.mm[l].get(), 1);
    if (mpz_cmp(p.ma[l].get(), two_m.get()) < 0 && mpz_cmp(p.mb[l].get(), two_m.get()) < 0) {
      ASSERT_LT(mpz_cmp(got.get(), two_m.get()), 0) << what;
    }
  }
}

// Whether the asm can run here; fails (not skips) if the test's own CPUID
// reading (asm/testing/cpuid_reading.h) and DetectedCpu() disagree on
// AVX-512F/VL/BW + IFMA (the kernel uses BW mask ops).
bool AsmRunnable() {
#ifdef LIMB_TEST_IFMA_ASM
  const CpuFeatures& f = DetectedCpu();
  const CpuFeatures r = test::CpuidSecondReading(f);
  const bool detected = f.avx512f && f.avx512vl && f.avx512bw && f.avx512ifma;
  EXPECT_EQ(detected, r.avx512f && r.avx512vl && r.avx512bw && r.avx512ifma)
      << "DetectedCpu() disagrees with CPUID";
  return detected;
#else
  return false;
#endif
}

#define REQUIRE_ASM()                                                         \
  do {                                                                        \
    if (!AsmRunnable()) GTEST_SKIP() << "no AVX-512 IFMA here (or --config=noasm)"; \
  } while (0)

void AsmAmm(Word* r, const Word* a, const Word* b, const Word* m, const Word* k0) {
#ifdef LIMB_TEST_IFMA_ASM
  limb_amm52x20_x2_ifma(r, a, b, m, k0);
#else
  (void)r, (void)a, (void)b, (void)m, (void)k0;
  ADD_FAILURE() << "asm called without asm";
#endif
}

// The twin itself against GMP (runs everywhere, noasm included).
TEST(MontIfmaSqr, TwinMatchesGmp) {
  SEED_TRACE();
  Rng rng(Seed());
  const AmmFn twin = TwinAmm();
  for (int round = 0; round < 96; ++round) {
    Problem p;
    Fill(p, rng, round, round % 3 != 0);
    alignas(64) Word r[kPair];
    twin(r, p.a, p.b, p.m, p.k0);
    ASSERT_NO_FATAL_FAILURE(CheckAgainstGmp(r, p, "twin"));
  }
}

// Squarings: asm(r, a, a) == twin(r, a, a) == GMP, out of place and with
// r == a (the exponentiation's call).
TEST(MontIfmaSqr, AsmSquareMatchesTwinAndGmp) {
  REQUIRE_ASM();
  SEED_TRACE();
  Rng rng(Seed() ^ 1);
  const AmmFn twin = TwinAmm();
  for (int round = 0; round < 600; ++round) {
    Problem p;
    Fill(p, rng, round, /*square=*/true);
    alignas(64) Word want[kPair], got[kPair], inplace[kPair];
    twin(want, p.a, p.a, p.m, p.k0);
    std::memset(got, 0xa5, sizeof(got));
    AsmAmm(got, p.a, p.a, p.m, p.k0);
    ASSERT_EQ(0, std::memcmp(got, want, sizeof(want))) << "round " << round;
    std::memcpy(inplace, p.a, sizeof(inplace));
    AsmAmm(inplace, inplace, inplace, p.m, p.k0);
    ASSERT_EQ(0, std::memcmp(inplace, want, sizeof(want))) << "in place, round " << round;
    ASSERT_NO_FATAL_FAILURE(CheckAgainstGmp(got, p, "asm square"));
  }
}

// General products, r aliasing a or b or neither.
TEST(MontIfmaSqr, AsmProductMatchesTwinAndGmp) {
  REQUIRE_ASM();
  SEED_TRACE();
  Rng rng(Seed() ^ 2);
  const AmmFn twin = TwinAmm();
  for (int round = 0; round < 600; ++round) {
    Problem p;
    Fill(p, rng, round, /*square=*/false);
    alignas(64) Word want[kPair], got[kPair], ra[kPair], rb[kPair];
    twin(want, p.a, p.b, p.m, p.k0);
    AsmAmm(got, p.a, p.b, p.m, p.k0);
    ASSERT_EQ(0, std::memcmp(got, want, sizeof(want))) << "round " << round;
    std::memcpy(ra, p.a, sizeof(ra));
    AsmAmm(ra, ra, p.b, p.m, p.k0);
    ASSERT_EQ(0, std::memcmp(ra, want, sizeof(want))) << "r == a, round " << round;
    std::memcpy(rb, p.b, sizeof(rb));
    AsmAmm(rb, p.a, rb, p.m, p.k0);
    ASSERT_EQ(0, std::memcmp(rb, want, sizeof(want))) << "r == b, round " << round;
    ASSERT_NO_FATAL_FAILURE(CheckAgainstGmp(got, p, "asm product"));
  }
}

// A chain of squarings and products as in the exponentiation (values stay
// < 2m), asm and twin in lockstep, GMP checked at every step.
TEST(MontIfmaSqr, AsmChainMatchesTwin) {
  REQUIRE_ASM();
  SEED_TRACE();
  Rng rng(Seed() ^ 3);
  const AmmFn twin = TwinAmm();
  for (int chain = 0; chain < 8; ++chain) {
    Problem p;
    Fill(p, rng, chain, /*square=*/false);
    alignas(64) Word x[kPair], y[kPair];
    std::memcpy(x, p.a, sizeof(x));
    std::memcpy(y, p.a, sizeof(y));
    for (int step = 0; step < 60; ++step) {
      const bool square = step % 6 != 5;
      Problem q = p;
      std::memcpy(q.a, x, sizeof(x));
      if (square) std::memcpy(q.b, x, sizeof(x));
      for (int l = 0; l < 2; ++l) {
        q.ma[l] = FromLimbs(q.a + l * kLimbs);
        q.mb[l] = FromLimbs(q.b + l * kLimbs);
      }
      AsmAmm(x, x, square ? x : p.b, p.m, p.k0);
      twin(y, y, square ? y : p.b, p.m, p.k0);
      ASSERT_EQ(0, std::memcmp(x, y, sizeof(x))) << "chain " << chain << " step " << step;
      ASSERT_NO_FATAL_FAILURE(CheckAgainstGmp(x, q, "chain"));
    }
  }
}

// Outputs with long runs of all-ones limbs and with top bits set: b = 2^1040
// mod m makes AMM(x, b) = x or x + m for x < m, so x = 2^k - 1, m - 1 - small
// and random values with all-ones limb runs become the outputs. (Whether the
// normaliser's carry-lookahead sees "propagate" limbs depends on the
// redundant limbs before it, which no input controls; the edge operands of
// the tests above do reach that case: replacing its add by an or fails them.)
TEST(MontIfmaSqr, AsmAllOnesOutputs) {
  REQUIRE_ASM();
  SEED_TRACE();
  Rng rng(Seed() ^ 6);
  const AmmFn twin = TwinAmm();
  for (int round = 0; round < 400; ++round) {
    Problem p;
    for (int l = 0; l < 2; ++l) {
      const Lane lane = MakeLane(PickModulus(rng, round + l));
      p.mm[l] = lane.m;
      p.k0[l] = lane.k0;
      Mpz x;
      switch ((round + 3 * l) % 4) {
        case 0:  // 2^k - 1 < m
          x = Pow2(static_cast<unsigned>(1 + rng.Next() % (mpz_sizeinbase(lane.m.get(), 2) - 1)));
          mpz_sub_ui(x.get(), x.get(), 1);
          break;
        case 1:  // m - 1 - small
          mpz_sub_ui(x.get(), lane.m.get(), 1 + rng.Next() % 4);
          break;
        default: {  // random x < m with runs of all-ones limbs
          x = rng.Below(lane.m);
          for (int run = 0; run < 3; ++run) {
            const unsigned lo = static_cast<unsigned>(rng.Next() % 19);
            const unsigned len = 1 + static_cast<unsigned>(rng.Next() % (19 - lo));
            for (unsigned bit = 52 * lo; bit < 52 * (lo + len); ++bit) mpz_setbit(x.get(), bit);
          }
          mpz_mod(x.get(), x.get(), lane.m.get());
          break;
        }
      }
      Mpz b;
      mpz_mod(b.get(), Pow2(1040).get(), lane.m.get());
      p.ma[l] = x;
      p.mb[l] = b;
      ToLimbs(p.a + l * kLimbs, x);
      ToLimbs(p.b + l * kLimbs, b);
      ToLimbs(p.m + l * kLimbs, lane.m);
    }
    alignas(64) Word want[kPair], got[kPair];
    twin(want, p.a, p.b, p.m, p.k0);
    AsmAmm(got, p.a, p.b, p.m, p.k0);
    ASSERT_EQ(0, std::memcmp(got, want, sizeof(want))) << "round " << round;
    ASSERT_NO_FATAL_FAILURE(CheckAgainstGmp(got, p, "all-ones outputs"));
  }
}

// select: every (idx_a, idx_b) pair against the twin; whole entries read.
TEST(MontIfmaSqr, AsmSelectMatchesTwin) {
  REQUIRE_ASM();
  SEED_TRACE();
  Rng rng(Seed() ^ 4);
  const SelectFn twin = TwinSelect();
  std::vector<Word> table(kEntries * kPair);
  for (auto& w : table) w = rng.Next() & kMask52;
  for (Word ia = 0; ia < kEntries; ++ia) {
    for (Word ib = 0; ib < kEntries; ++ib) {
      alignas(64) Word want[kPair], got[kPair];
      twin(want, table.data(), ia, ib);
      std::memset(got, 0x5a, sizeof(got));
#ifdef LIMB_TEST_IFMA_ASM
      limb_select52x20_x2_avx512(got, table.data(), ia, ib);
#endif
      ASSERT_EQ(0, std::memcmp(got, want, sizeof(want))) << ia << " " << ib;
      ASSERT_EQ(0, std::memcmp(got, table.data() + ia * kPair, kLimbs * sizeof(Word)));
      ASSERT_EQ(0, std::memcmp(got + kLimbs, table.data() + ib * kPair + kLimbs,
                               kLimbs * sizeof(Word)));
    }
  }
}

// ABI: both kernels called through the trampoline keep rbx rbp r12-r15 and
// rsp (the AMM sets up its own 64-byte aligned frame), return with DF clear,
// and compute what the direct call computes.
TEST(MontIfmaSqr, AsmAbi) {
  REQUIRE_ASM();
#ifdef LIMB_TEST_IFMA_ASM
  SEED_TRACE();
  Rng rng(Seed() ^ 5);
  for (int round = 0; round < 8; ++round) {
    Problem p;
    Fill(p, rng, round, round % 2 == 0);
    alignas(64) Word want[kPair], got[kPair];
    limb_amm52x20_x2_ifma(want, p.a, p.b, p.m, p.k0);
    // Callee-saved registers kept, rsp unchanged, DF clear (asm/abi_trampoline.h).
    EXPECT_EQ(test::CallCheckingAbi(reinterpret_cast<const void*>(&limb_amm52x20_x2_ifma),
                                           {reinterpret_cast<uint64_t>(got), reinterpret_cast<uint64_t>(p.a),
                                            reinterpret_cast<uint64_t>(p.b), reinterpret_cast<uint64_t>(p.m),
                                            reinterpret_cast<uint64_t>(p.k0)})
                  .violations,
              "")
        << "limb_amm52x20_x2_ifma";
    EXPECT_EQ(0, std::memcmp(got, want, sizeof(want)));
  }
  std::vector<Word> table(kEntries * kPair);
  for (auto& w : table) w = rng.Next() & kMask52;
  alignas(64) Word want[kPair], got[kPair];
  limb_select52x20_x2_avx512(want, table.data(), 3, 29);
  EXPECT_EQ(test::CallCheckingAbi(reinterpret_cast<const void*>(&limb_select52x20_x2_avx512),
                                         {reinterpret_cast<uint64_t>(got),
                                          reinterpret_cast<uint64_t>(table.data()), 3, 29})
                .violations,
            "")
      << "limb_select52x20_x2_avx512";
  EXPECT_EQ(0, std::memcmp(got, want, sizeof(want)));
#endif
}

}  // namespace
}  // namespace limb
