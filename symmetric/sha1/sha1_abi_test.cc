// Every SHA-1 kernel table keeps its architecture's ABI (SysV: callee-saved
// rbx rbp r12-r15 preserved, rsp unchanged, DF clear; checked by the shared
// trampoline, asm/abi_trampoline.h), for nblocks 0, 1 and several, and still
// computes the same state as the generic twin when called through it.
#include <cstdint>
#include <cstring>
#include <random>
#include <vector>

#include "gtest/gtest.h"
#include "limb/asm/abi_trampoline.h"
#include "limb/base/testing/seed.h"
#include "limb/symmetric/sha1/sha1.h"
#include "limb/symmetric/sha1/sha1_internal.h"

#if defined(LIMB_HAVE_ABI_TRAMPOLINE)

namespace limb {
namespace {

// The seed of the randomised tests (LIMB_TEST_SEED overrides it).
uint64_t Seed() { return test::TestSeed(0x5eed0001); }

TEST(Sha1Abi, CalleeSavedRegistersPreserved) {
  SCOPED_TRACE(test::SeedTrace(Seed()));
  std::mt19937_64 rng(Seed() ^ 0xab1);
  std::vector<uint8_t> blocks(64 * 5);
  for (auto& b : blocks) b = static_cast<uint8_t>(rng());
  size_t tables = 0;
  for (const Sha1Kernels* k : AllSha1Kernels()) {
    SCOPED_TRACE(k->name);
    ++tables;
    for (size_t n : {0, 1, 5}) {
      uint32_t want[5], got[5];
      for (int i = 0; i < 5; ++i) want[i] = got[i] = static_cast<uint32_t>(rng());
      sha1Compress_g(want, blocks.data(), n);
      EXPECT_EQ(test::CallCheckingAbi(
                    reinterpret_cast<const void*>(k->compress),
                    {reinterpret_cast<uint64_t>(got), reinterpret_cast<uint64_t>(blocks.data()), n})
                    .violations,
                "")
          << "nblocks " << n;
      EXPECT_EQ(0, std::memcmp(want, got, sizeof(want))) << "nblocks " << n;
    }
  }
  EXPECT_GE(tables, 1u);
}

}  // namespace
}  // namespace limb
#else
TEST(Sha1Abi, NoAssemblyInThisBuild) { SUCCEED(); }
#endif
