// The exponentiation's table lookup (mont_internal::SelectFn): every
// implementation this CPU runs (AllSelects: the twin montSelect_g, and on
// x86-64 with AVX2 limb_montSelect_avx2) against the table entry itself,
// for every entry count up to 32 and n from 0 to 40 (no 16-word block, one
// and two blocks, every 4-word block count and 1..3-word tail), every idx
// and idx beyond the table (all-zero output), with canaries on both sides
// of out; and (x86-64) the asm kernel through the ABI trampoline. Which one
// ExpWords uses is checked against the CPU.
// Seed: fixed, overridable with LIMB_TEST_SEED.
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "limb/asm/abi_trampoline.h"
#include "limb/asm/cpu.h"
#include "limb/base/testing/seed.h"
#include "limb/bignum/mont_asm.h"
#include "limb/bignum/mont_internal.h"

namespace limb {
namespace {

constexpr Word kCanary = 0xa5a5a5a5a5a5a5a5ull;

uint64_t Seed() { return test::TestSeed(0x73656c65637430ull); }

#define SEED_TRACE() SCOPED_TRACE(test::SeedTrace(Seed()))

TEST(MontSelect, EveryImplementationReturnsTheEntry) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed());
  for (const mont_internal::SelectKernel* s : mont_internal::AllSelects()) {
    SCOPED_TRACE(s->name);
    for (size_t entries = 1; entries <= 32; ++entries) {
      for (size_t n = 0; n <= 40; ++n) {
        std::vector<Word> table(entries * n);
        for (Word& w : table) w = rng() | (rng() & 1 ? ~Word{0} : 0);
        const std::vector<Word> before = table;
        for (Word idx : {Word{0}, Word{entries - 1}, Word{entries / 2}, Word{entries},
                         Word{entries + 1}, Word{1} << 63, ~Word{0}}) {
          std::vector<Word> out(n + 2, kCanary);
          s->select(out.data() + 1, table.data(), entries, n, idx);
          ASSERT_EQ(out[0], kCanary) << "entries=" << entries << " n=" << n;
          ASSERT_EQ(out[n + 1], kCanary) << "entries=" << entries << " n=" << n;
          for (size_t j = 0; j < n; ++j) {
            const Word want = idx < entries ? table[idx * n + j] : 0;
            ASSERT_EQ(out[1 + j], want)
                << "entries=" << entries << " n=" << n << " idx=" << idx << " j=" << j;
          }
        }
        ASSERT_EQ(table, before);  // read only
      }
    }
  }
}

TEST(MontSelect, ActiveFollowsTheCpu) {
  const CpuFeatures& f = Cpu();
#ifdef LIMB_MONT_X86_64
  const std::string want = f.asm_allowed && f.avx2 ? "avx2" : "generic";
#else
  (void)f;
  const std::string want = "generic";
#endif
  EXPECT_EQ(mont_internal::ActiveSelect().name, want);
  EXPECT_EQ(std::string(mont_internal::AllSelects()[0]->name), "generic");
}

#if defined(LIMB_MONT_X86_64) && defined(LIMB_HAVE_ABI_TRAMPOLINE)
TEST(MontSelect, Avx2KernelKeepsTheAbi) {
  if (!DetectedCpu().avx2) GTEST_SKIP() << "no AVX2 on this CPU";
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 1);
  auto u = [](const void* p) { return reinterpret_cast<uint64_t>(p); };
  for (size_t n : {1, 3, 4, 11, 16, 17, 32, 35}) {
    for (size_t entries : {1, 4, 16, 32}) {
      std::vector<Word> table(entries * n);
      for (Word& w : table) w = rng();
      const Word idx = rng() % entries;
      std::vector<Word> got(n, kCanary), want(n);
      mont_internal::montSelect_g(want.data(), table.data(), entries, n, idx);
      auto r = test::CallCheckingAbi(reinterpret_cast<const void*>(&limb_montSelect_avx2),
                                     {u(got.data()), u(table.data()), entries, n, idx});
      EXPECT_EQ(r.violations, "") << "n=" << n << " entries=" << entries;
      EXPECT_EQ(got, want) << "n=" << n << " entries=" << entries;
    }
  }
}
#endif

}  // namespace
}  // namespace limb
