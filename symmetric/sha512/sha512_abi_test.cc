// Every SHA-512 kernel table keeps its architecture's ABI (SysV: callee-saved
// rbx rbp r12-r15 preserved, rsp unchanged, DF clear; AAPCS64: x19-x29,
// d8-d15 and sp; ELFv2: r14-r31, f14-f31, v20-v31, VRSAVE, cr2-cr4, r1 and
// r2; checked by the shared trampoline, asm/abi_trampoline.h),
// for nblocks 0, 1 and several, and still
// computes the same state as the generic twin when called through it.
#include <cstdint>
#include <cstring>
#include <random>
#include <vector>

#include "gtest/gtest.h"
#include "limb/asm/abi_trampoline.h"
#include "limb/base/testing/seed.h"
#include "limb/symmetric/sha512/sha512.h"
#include "limb/symmetric/sha512/sha512_internal.h"

#if defined(LIMB_HAVE_ABI_TRAMPOLINE)

namespace limb {
namespace {

// The seed of the randomised tests (LIMB_TEST_SEED overrides it).
uint64_t Seed() { return test::TestSeed(0x5eed0512); }

TEST(Sha512Abi, CalleeSavedRegistersPreserved) {
  SCOPED_TRACE(test::SeedTrace(Seed()));
  std::mt19937_64 rng(Seed() ^ 0xab1);
  std::vector<uint8_t> blocks(128 * 5);
  for (auto& b : blocks) b = static_cast<uint8_t>(rng());
  for (const Sha512Kernels* k : AllSha512Kernels()) {
    SCOPED_TRACE(k->name);
    for (size_t n : {0, 1, 5}) {
      uint64_t want[8], got[8];
      for (int i = 0; i < 8; ++i) want[i] = got[i] = rng();
      sha512Compress_g(want, blocks.data(), n);
      EXPECT_EQ(test::CallCheckingAbi(
                    reinterpret_cast<const void*>(k->compress),
                    {reinterpret_cast<uint64_t>(got), reinterpret_cast<uint64_t>(blocks.data()), n})
                    .violations,
                "")
          << "nblocks " << n;
      EXPECT_EQ(0, std::memcmp(want, got, sizeof(want))) << "nblocks " << n;
    }
  }
}

}  // namespace
}  // namespace limb
#else
TEST(Sha512Abi, NoAssemblyInThisBuild) { SUCCEED(); }
#endif
