// Every SHA-256 kernel table preserves the SysV callee-saved registers
// (rbx rbp r12-r15), for nblocks 0, 1 and several, and still computes the
// same state as the generic twin when called through the trampoline.
#include <cstring>
#include <random>
#include <vector>

#include "gtest/gtest.h"
#include "symmetric/sha256/sha256.h"
#include "symmetric/sha256/test_util.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
extern "C" uint64_t limb_sha256_abi_call(void (*fn)(uint32_t*, const uint8_t*, size_t) noexcept,
                                         uint32_t* state, const uint8_t* blocks, size_t nblocks);

namespace limb {
namespace {

TEST(Sha256Abi, CalleeSavedRegistersPreserved) {
  SCOPED_TRACE(test::SeedTrace());
  std::mt19937_64 rng(test::Seed() ^ 0xab1);
  std::vector<uint8_t> blocks(64 * 5);
  for (auto& b : blocks) b = static_cast<uint8_t>(rng());
  for (const Sha256Kernels* k : AllSha256Kernels()) {
    SCOPED_TRACE(k->name);
    for (size_t n : {0, 1, 5}) {
      uint32_t want[8], got[8];
      for (int i = 0; i < 8; ++i) want[i] = got[i] = static_cast<uint32_t>(rng());
      sha256Compress_g(want, blocks.data(), n);
      EXPECT_EQ(limb_sha256_abi_call(k->compress, got, blocks.data(), n), 0u)
          << "callee-saved register(s) clobbered, mask bits: 0 rbx 1 rbp 2 r12 3 r13 4 r14 5 r15; nblocks "
          << n;
      EXPECT_EQ(0, std::memcmp(want, got, sizeof(want))) << "nblocks " << n;
    }
  }
}

}  // namespace
}  // namespace limb
#else
TEST(Sha256Abi, NoAssemblyInThisBuild) { SUCCEED(); }
#endif
