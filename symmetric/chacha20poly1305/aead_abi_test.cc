// Every stitched ChaCha20-Poly1305 table keeps its architecture's calling
// convention (SysV AMD64, AAPCS64, ELFv2: the callee-saved registers, the
// stack pointer), checked through the shared trampoline
// (asm/abi_trampoline.h) on seal and open, and still equals the twins when
// called through it.
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "limb/asm/abi_trampoline.h"
#include "limb/base/testing/seed.h"
#include "limb/symmetric/chacha20poly1305/chacha20poly1305_internal.h"
#include "limb/symmetric/poly1305/poly1305_internal.h"

#if defined(LIMB_HAVE_ABI_TRAMPOLINE)

namespace limb {
namespace {

TEST(AeadStitchAbi, CalleeSavedRegistersPreserved) {
  const uint64_t seed = test::TestSeed(0x5eedaead);
  SCOPED_TRACE(test::SeedTrace(seed));
  test::Rng rng(seed ^ 0xab1);
  const std::vector<uint8_t> key_bytes = rng.Bytes(32), in = rng.Bytes(64 * 21);
  uint32_t key[8], cn[4];
  for (uint32_t& w : key) w = static_cast<uint32_t>(rng.Next());
  for (uint32_t& w : cn) w = static_cast<uint32_t>(rng.Next() >> 40);
  for (const AeadStitchKernels* k : AllAeadStitchKernels()) {
    for (int open = 0; open < 2; ++open) {
      const auto fn = open ? k->open : k->seal;
      const auto twin = open ? aead_open_blocks_g : aead_seal_blocks_g;
      // Lone blocks, one and more groups of four, and tails.
      for (size_t nb : {0, 1, 3, 4, 5, 8, 16, 21}) {
        SCOPED_TRACE(std::string(k->name) + (open ? " open" : " seal") + " nblocks " +
                     std::to_string(nb));
        Poly1305State want, got;
        Poly1305Init(&want, std::span<const uint8_t, 32>(key_bytes.data(), 32));
        got = want;
        std::vector<uint8_t> out_want(64 * nb), out_got(64 * nb);
        twin(out_want.data(), in.data(), nb, key, cn, &want);
        const test::AbiCallResult r = test::CallCheckingAbi(
            reinterpret_cast<const void*>(fn),
            {reinterpret_cast<uint64_t>(out_got.data()), reinterpret_cast<uint64_t>(in.data()), nb,
             reinterpret_cast<uint64_t>(key), reinterpret_cast<uint64_t>(cn),
             reinterpret_cast<uint64_t>(&got)});
        EXPECT_EQ(r.violations, "");
        EXPECT_EQ(out_got, out_want);
        EXPECT_EQ(std::memcmp(got.h, want.h, sizeof(got.h)), 0);
      }
    }
  }
}

}  // namespace
}  // namespace limb
#else
TEST(AeadStitchAbi, NoAssemblyInThisBuild) { SUCCEED(); }
#endif
