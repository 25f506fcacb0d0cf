// The aarch64 and ppc64le Montgomery kernels (asm/aarch64/mont_aarch64.S,
// asm/ppc64le/mont_ppc64le.S, and mont_p9.S where the CPU has ISA 3.0)
// called directly: each montMul kernel against the twin montMul_g and GMP
// on edge operands (0, 1, m-1, all-ones words, x >= m) and
// moduli (top word all ones, top word 1, R - small, B^(n-1) + 1, m[0] = 1 and
// m[0] = 2^64 - 1, the two ends of m0inv), with z aliasing x, y and both and
// canaries on both sides of z; the plain square against sqrBasecase_g and
// GMP; the reduction (and the 16-word one at n = 16) against montRedc_g and
// GMP on edge t (0, R*m - 1, (R-1)(m-1), (m-1)^2); the table's montSqr (every
// branch of its size switch) against montMul_g and GMP; all for every n up
// to 72 and around the larger sizes; and each kernel through the ABI
// trampoline (asm/abi_trampoline.h: AAPCS64 or ELFv2, entered with the
// flags set), its result against the twin's. The architecture's table as a
// whole runs in mont_test.cc. On other architectures (and under
// --config=noasm) there is nothing to test.
// Oracle: GMP (mpz_*). Seed: fixed, overridable with LIMB_TEST_SEED.
#include <gmp.h>

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <random>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "limb/asm/abi_trampoline.h"
#include "limb/asm/cpu.h"
#include "limb/base/testing/seed.h"
#include "limb/bignum/arith.h"
#include "limb/bignum/mont_asm.h"
#include "limb/bignum/mont_internal.h"
#include "limb/bignum/testing/oracle.h"

namespace limb {
namespace {

#if defined(LIMB_MONT_AARCH64) || defined(LIMB_MONT_PPC64LE)

using MulFn = void (*)(Word*, const Word*, const Word*, const Word*, size_t, Word) noexcept;
using SqrFn = void (*)(Word*, const Word*, size_t) noexcept;
using RedcFn = void (*)(Word*, Word*, const Word*, size_t, Word) noexcept;
using Redc16Fn = void (*)(Word*, const Word*, const Word*, Word) noexcept;
template <typename Fn>
struct Sym {
  const char* name;
  Fn fn;
};

// This architecture's kernels and the name of the table built on them.
#if defined(LIMB_MONT_AARCH64)
constexpr const char* kTable = "aarch64";
constexpr Sym<SqrFn> kSqr{"limb_sqr_a64", limb_sqr_a64};
constexpr Sym<RedcFn> kRedc{"limb_montRedc_a64", limb_montRedc_a64};
constexpr Sym<Redc16Fn> kRedc16{"limb_montRedc16_a64", limb_montRedc16_a64};
// The montMul kernels this CPU runs.
std::vector<Sym<MulFn>> MulKernels() { return {{"limb_montMul_a64", limb_montMul_a64}}; }
// The names of the tables built on these kernels that this CPU runs.
std::vector<std::string> TableNames() { return {kTable}; }
#else
constexpr const char* kTable = "ppc64le";
// The table on the ISA 3.0 kernel, present exactly from POWER9 on.
constexpr const char* kTableP9 = "ppc64le_p9";
constexpr Sym<SqrFn> kSqr{"limb_sqr_ppc64le", limb_sqr_ppc64le};
constexpr Sym<RedcFn> kRedc{"limb_montRedc_ppc64le", limb_montRedc_ppc64le};
constexpr Sym<Redc16Fn> kRedc16{"limb_montRedc16_ppc64le", limb_montRedc16_ppc64le};
// The ISA 3.0 kernel (mont_p9.S) from POWER9 on; never called on POWER8,
// where maddld traps.
std::vector<Sym<MulFn>> MulKernels() {
  std::vector<Sym<MulFn>> v = {{"limb_montMul_ppc64le", limb_montMul_ppc64le}};
  if (DetectedCpu().power9) v.push_back({"limb_montMul_p9", limb_montMul_p9});
  return v;
}
std::vector<std::string> TableNames() {
  std::vector<std::string> v = {kTable};
  if (DetectedCpu().power9) v.push_back(kTableP9);
  return v;
}
#endif

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

// Shapes: 0 random (top bit set), 1 top word 1, 2 all ones, 3 R - small,
// 4 B^(n-1) + 1, 5 top word all ones and the rest random, 6 m[0] = 1
// (m0inv = 2^64 - 1), 7 m[0] = 2^64 - 1 (m0inv = 1).
constexpr int kShapes = 8;
std::vector<Word> MakeModulus(std::mt19937_64& rng, size_t n, int shape) {
  std::vector<Word> m = RandomWords(rng, n);
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
    case 4:
      for (auto& w : m) w = 0;
      m[n - 1] = n == 1 ? Word{1} << 63 : 1;
      break;
    case 5:
      m[n - 1] = ~Word{0};
      break;
    case 6:
      m[n - 1] |= Word{1} << 63;
      m[0] = 1;
      break;
    default:
      m[n - 1] |= Word{1} << 63;
      m[0] = ~Word{0};
      break;
  }
  m[0] |= 1;
  if (n == 1 && m[0] == 1) m[0] = 3;
  return m;
}

// -m0^(-1) mod 2^64 via GMP.
Word NegInv(Word m0) {
  Mpz a, mod, r;
  mpz_import(a.v, 1, -1, sizeof(Word), 0, 0, &m0);
  mpz_setbit(mod.v, 64);
  EXPECT_NE(mpz_invert(r.v, a.v, mod.v), 0);
  mpz_sub(r.v, mod.v, r.v);
  Word out = 0;
  size_t count = 0;
  mpz_export(&out, &count, -1, sizeof(Word), 0, 0, r.v);
  return out;
}

// Operands below m: 0 zero, 1 one, 2 m-1, 3 all-ones words reduced mod m,
// 4 m with its top word cleared (mostly all-ones words for shapes 2, 3, 5),
// others random.
constexpr int kOperandKinds = 8;
std::vector<Word> Operand(std::mt19937_64& rng, const std::vector<Word>& m, int kind) {
  const size_t n = m.size();
  Mpz mm = MpzFromWords(m), v;
  switch (kind) {
    case 0:
      break;
    case 1:
      mpz_set_ui(v.v, 1);
      break;
    case 2:
      mpz_sub_ui(v.v, mm.v, 1);
      break;
    case 3: {
      std::vector<Word> ones(n, ~Word{0});
      mpz_mod(v.v, MpzFromWords(ones).v, mm.v);
      break;
    }
    case 4: {
      std::vector<Word> w = m;
      w[n - 1] = 0;
      mpz_mod(v.v, MpzFromWords(w).v, mm.v);
      break;
    }
    default:
      mpz_mod(v.v, MpzFromWords(RandomWords(rng, n)).v, mm.v);
  }
  return WordsFromMpz(v, n);
}

// x*y/R mod m by GMP.
std::vector<Word> Expected(const std::vector<Word>& x, const std::vector<Word>& y,
                           const std::vector<Word>& m) {
  const size_t n = m.size();
  Mpz mm = MpzFromWords(m), r, rinv, t;
  mpz_setbit(r.v, 64 * n);
  EXPECT_NE(mpz_invert(rinv.v, r.v, mm.v), 0);
  mpz_mul(t.v, MpzFromWords(x).v, MpzFromWords(y).v);
  mpz_mul(t.v, t.v, rinv.v);
  mpz_mod(t.v, t.v, mm.v);
  return WordsFromMpz(t, n);
}

std::vector<size_t> Sizes() {
  std::vector<size_t> v;
  for (size_t n = 1; n <= 72; ++n) v.push_back(n);
  for (size_t n : {95, 96, 97, 127, 128, 129, 255, 256}) v.push_back(n);
  return v;
}

// z through the kernel mul with canaries on both sides.
std::vector<Word> MulVia(MulFn mul, const std::vector<Word>& x, const std::vector<Word>& y,
                         const std::vector<Word>& m, Word m0inv) {
  const size_t n = m.size();
  std::vector<Word> z(n + 2, 0xC0FFEEull);
  mul(z.data() + 1, x.data(), y.data(), m.data(), n, m0inv);
  EXPECT_EQ(z[0], 0xC0FFEEull);
  EXPECT_EQ(z[n + 1], 0xC0FFEEull);
  return std::vector<Word>(z.begin() + 1, z.begin() + 1 + n);
}

TEST(MontAsm, MulMatchesTwinAndGmp) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed());
  for (const Sym<MulFn>& kernel : MulKernels()) {
  SCOPED_TRACE(kernel.name);
  const MulFn mul = kernel.fn;
  for (size_t n : Sizes()) {
    SCOPED_TRACE("n=" + std::to_string(n));
    const int kinds = n <= 72 ? kOperandKinds + 4 : kOperandKinds;
    for (int s = 0; s < kShapes; ++s) {
      std::vector<Word> m = MakeModulus(rng, n, s);
      const Word m0inv = NegInv(m[0]);
      for (int k = 0; k < kinds; ++k) {
        SCOPED_TRACE("shape " + std::to_string(s) + " kind " + std::to_string(k));
        std::vector<Word> x = Operand(rng, m, k);
        std::vector<Word> y = Operand(rng, m, (k * 5 + s) % kinds);
        std::vector<Word> want = Expected(x, y, m);
        std::vector<Word> twin(n);
        montMul_g(twin.data(), x.data(), y.data(), m.data(), n, m0inv);
        ASSERT_EQ(twin, want) << "twin vs gmp";
        ASSERT_EQ(MulVia(mul, x, y, m, m0inv), want) << "x*y";
        ASSERT_EQ(MulVia(mul, x, x, m, m0inv), Expected(x, x, m)) << "x*x";
        // x may be any n-word value when y < m: all-ones words, random.
        std::vector<Word> big = RandomWords(rng, n);
        if (k % 2 == 0)
          for (auto& w : big) w = ~Word{0};
        montMul_g(twin.data(), big.data(), y.data(), m.data(), n, m0inv);
        ASSERT_EQ(MulVia(mul, big, y, m, m0inv), twin) << "x >= m vs twin";
        ASSERT_EQ(twin, Expected(big, y, m)) << "x >= m vs gmp";
        // Aliasing: z == x, z == y, z == x == y.
        std::vector<Word> a = x;
        mul(a.data(), a.data(), y.data(), m.data(), n, m0inv);
        ASSERT_EQ(a, want) << "z == x";
        a = y;
        mul(a.data(), x.data(), a.data(), m.data(), n, m0inv);
        ASSERT_EQ(a, want) << "z == y";
        a = x;
        mul(a.data(), a.data(), a.data(), m.data(), n, m0inv);
        ASSERT_EQ(a, Expected(x, x, m)) << "z == x == y";
      }
    }
  }
  }
}

// Every table built on these kernels (and no other) is enumerated, and its
// montMul and montSqr (every branch of the size switch) equal the twin.
TEST(MontAsm, TableEntriesMatchTwin) {
  SEED_TRACE();
  std::vector<const MontKernels*> tables;
  for (const MontKernels* k : AllMontKernels()) {
    const std::string name = k->name;
    if (name != "generic") tables.push_back(k);
  }
  std::vector<std::string> names;
  for (const MontKernels* k : tables) names.push_back(k->name);
  ASSERT_EQ(names, TableNames()) << "the tables this CPU must run";
  for (const MontKernels* table : tables) {
    SCOPED_TRACE(table->name);
    std::mt19937_64 rng(Seed() + 1);
    for (size_t n : Sizes()) {
      SCOPED_TRACE("n=" + std::to_string(n));
      for (int s = 0; s < kShapes; ++s) {
        std::vector<Word> m = MakeModulus(rng, n, s);
        const Word m0inv = NegInv(m[0]);
        for (int k = 0; k < kOperandKinds; ++k) {
          std::vector<Word> x = Operand(rng, m, k);
          std::vector<Word> y = Operand(rng, m, (k + 3) % kOperandKinds);
          std::vector<Word> want(n), got(n + 1, 0xC0FFEEull);
          montMul_g(want.data(), x.data(), y.data(), m.data(), n, m0inv);
          table->montMul(got.data(), x.data(), y.data(), m.data(), n, m0inv);
          ASSERT_EQ(got[n], 0xC0FFEEull);
          ASSERT_EQ(std::vector<Word>(got.begin(), got.begin() + n), want)
              << "montMul, shape " << s << " kind " << k;
          montMul_g(want.data(), x.data(), x.data(), m.data(), n, m0inv);
          table->montSqr(got.data(), x.data(), m.data(), n, m0inv);
          ASSERT_EQ(got[n], 0xC0FFEEull);
          got.resize(n);
          ASSERT_EQ(got, want) << "montSqr, shape " << s << " kind " << k;
          ASSERT_EQ(got, Expected(x, x, m)) << "montSqr vs gmp";
          table->montSqr(x.data(), x.data(), m.data(), n, m0inv);
          ASSERT_EQ(x, want) << "montSqr z == x";
        }
      }
    }
  }
}

// x^2 by GMP, 2n words.
std::vector<Word> ExpectedSquare(const std::vector<Word>& x) {
  Mpz t;
  mpz_mul(t.v, MpzFromWords(x).v, MpzFromWords(x).v);
  return WordsFromMpz(t, 2 * x.size());
}

TEST(MontAsm, SqrMatchesTwinAndGmp) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 3);
  for (size_t n : Sizes()) {
    SCOPED_TRACE("n=" + std::to_string(n));
    for (int k = 0; k < 8; ++k) {
      // 0, 1, all ones, B^(n-1), top word all ones, random.
      std::vector<Word> x = RandomWords(rng, n);
      if (k == 0)
        for (auto& w : x) w = 0;
      if (k == 1) {
        for (auto& w : x) w = 0;
        x[0] = 1;
      }
      if (k == 2)
        for (auto& w : x) w = ~Word{0};
      if (k == 3) {
        for (auto& w : x) w = 0;
        x[n - 1] = 1;
      }
      if (k == 4) x[n - 1] = ~Word{0};
      std::vector<Word> twin(2 * n), t(2 * n + 2, 0xC0FFEEull);
      sqrBasecase_g(twin.data(), x.data(), n);
      kSqr.fn(t.data() + 1, x.data(), n);
      ASSERT_EQ(t[0], 0xC0FFEEull);
      ASSERT_EQ(t[2 * n + 1], 0xC0FFEEull);
      std::vector<Word> got(t.begin() + 1, t.begin() + 1 + 2 * n);
      ASSERT_EQ(got, twin) << "twin, kind " << k;
      ASSERT_EQ(twin, ExpectedSquare(x)) << "gmp, kind " << k;
    }
  }
}

// t < R*m in 2n words: 0, R*m - 1 (the largest), (R-1)(m-1) (the largest
// x*y of montMul's inputs), (m-1)^2, all-ones words below R*m, random < R*m.
std::vector<Word> MakeT(std::mt19937_64& rng, const std::vector<Word>& m, int kind) {
  const size_t n = m.size();
  Mpz mm = MpzFromWords(m), r, rm, t, x;
  mpz_setbit(r.v, 64 * n);
  mpz_mul(rm.v, r.v, mm.v);
  switch (kind) {
    case 0:
      break;
    case 1:
      mpz_sub_ui(t.v, rm.v, 1);
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
      std::vector<Word> ones(2 * n, ~Word{0});
      mpz_mod(t.v, MpzFromWords(ones).v, rm.v);
      break;
    }
    default:
      mpz_mod(t.v, MpzFromWords(RandomWords(rng, 2 * n)).v, rm.v);
  }
  return WordsFromMpz(t, 2 * n);
}

TEST(MontAsm, RedcMatchesTwinAndGmp) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 4);
  for (size_t n : Sizes()) {
    SCOPED_TRACE("n=" + std::to_string(n));
    for (int s = 0; s < kShapes; ++s) {
      std::vector<Word> m = MakeModulus(rng, n, s);
      const Word m0inv = NegInv(m[0]);
      Mpz mm = MpzFromWords(m), r, rinv;
      mpz_setbit(r.v, 64 * n);
      ASSERT_NE(mpz_invert(rinv.v, r.v, mm.v), 0);
      const int kinds = n == 16 ? 64 : 8;  // kinds >= 5 are random
      for (int k = 0; k < kinds; ++k) {
        std::vector<Word> t = MakeT(rng, m, k);
        Mpz want;
        mpz_mul(want.v, MpzFromWords(t).v, rinv.v);
        mpz_mod(want.v, want.v, mm.v);
        std::vector<Word> twin(n), scratch = t;
        montRedc_g(twin.data(), scratch.data(), m.data(), n, m0inv);
        ASSERT_EQ(twin, WordsFromMpz(want, n)) << "twin vs gmp, shape " << s << " kind " << k;
        std::vector<Word> z(n + 2, 0xC0FFEEull), ta = t;
        ta.push_back(0xFEEDull);
        kRedc.fn(z.data() + 1, ta.data(), m.data(), n, m0inv);
        ASSERT_EQ(z[0], 0xC0FFEEull);
        ASSERT_EQ(z[n + 1], 0xC0FFEEull);
        ASSERT_EQ(ta[2 * n], 0xFEEDull);
        ASSERT_EQ(std::vector<Word>(z.begin() + 1, z.begin() + 1 + n), twin)
            << "shape " << s << " kind " << k;
        if (n == 16) {
          std::vector<Word> z16(n + 2, 0xC0FFEEull), t16 = t;
          kRedc16.fn(z16.data() + 1, t16.data(), m.data(), m0inv);
          ASSERT_EQ(z16[0], 0xC0FFEEull);
          ASSERT_EQ(z16[n + 1], 0xC0FFEEull);
          ASSERT_EQ(t16, t) << "t is only read";
          ASSERT_EQ(std::vector<Word>(z16.begin() + 1, z16.begin() + 1 + n), twin)
              << "redc16, shape " << s << " kind " << k;
        }
      }
    }
  }
}

#if defined(LIMB_HAVE_ABI_TRAMPOLINE)
// Through the trampoline: the callee-saved registers (AAPCS64: x19-x29,
// d8-d15, sp; ELFv2: r14-r31, f14-f31, v20-v31, VRSAVE, cr2-cr4, r1, r2)
// kept, entered with the flags set, and the twin's z.
TEST(MontAsm, KernelsKeepTheAbi) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 2);
  auto u = [](const void* p) { return reinterpret_cast<uint64_t>(p); };
  auto f = [](auto fn) { return reinterpret_cast<const void*>(fn); };
  for (size_t n : {1, 2, 3, 4, 5, 6, 8, 9, 16, 17, 24, 32, 48, 64, 256}) {
    SCOPED_TRACE("n=" + std::to_string(n));
    std::vector<Word> m = MakeModulus(rng, n, 0);
    const Word m0inv = NegInv(m[0]);
    std::vector<Word> x = Operand(rng, m, 7), y = Operand(rng, m, 6);
    std::vector<Word> want(n), got(n, 0xa5a5a5a5a5a5a5a5ull);
    montMul_g(want.data(), x.data(), y.data(), m.data(), n, m0inv);  // the twin
    for (const Sym<MulFn>& mul : MulKernels()) {
      std::fill(got.begin(), got.end(), 0xa5a5a5a5a5a5a5a5ull);
      auto r = test::CallCheckingAbi(
          f(mul.fn), {u(got.data()), u(x.data()), u(y.data()), u(m.data()), n, m0inv});
      EXPECT_EQ(r.violations, "") << mul.name;
      EXPECT_EQ(got, want) << mul.name;
    }

    std::vector<Word> sq(2 * n), sq_got(2 * n, 0xa5a5a5a5a5a5a5a5ull);
    sqrBasecase_g(sq.data(), x.data(), n);  // the twin
    auto r = test::CallCheckingAbi(f(kSqr.fn), {u(sq_got.data()), u(x.data()), n});
    EXPECT_EQ(r.violations, "") << kSqr.name;
    EXPECT_EQ(sq_got, sq) << kSqr.name;

    std::vector<Word> scratch = sq;
    montRedc_g(want.data(), scratch.data(), m.data(), n, m0inv);  // the twin
    scratch = sq;
    r = test::CallCheckingAbi(f(kRedc.fn),
                              {u(got.data()), u(scratch.data()), u(m.data()), n, m0inv});
    EXPECT_EQ(r.violations, "") << kRedc.name;
    EXPECT_EQ(got, want) << kRedc.name;

    if (n == 16) {
      r = test::CallCheckingAbi(f(kRedc16.fn), {u(got.data()), u(sq.data()), u(m.data()), m0inv});
      EXPECT_EQ(r.violations, "") << kRedc16.name;
      EXPECT_EQ(got, want) << kRedc16.name;
    }
  }
}
#endif  // LIMB_HAVE_ABI_TRAMPOLINE

#else
// No aarch64 or ppc64le Montgomery assembly in this build: no table may
// claim it.
TEST(MontAsm, NoForeignTablesHere) {
  for (const MontKernels* k : AllMontKernels()) {
    EXPECT_NE(std::string(k->name), "aarch64");
    EXPECT_NE(std::string(k->name), "ppc64le");
  }
}
#endif  // LIMB_MONT_AARCH64 || LIMB_MONT_PPC64LE

}  // namespace
}  // namespace limb
