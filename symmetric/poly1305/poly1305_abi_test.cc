// Every Poly1305 kernel table keeps the SysV ABI (callee-saved rbx rbp
// r12-r15 preserved, rsp unchanged, DF clear), on aarch64 AAPCS64 (x19-x29,
// d8-d15, sp) or on ppc64le the ELFv2 ABI (r14-r31, f14-f31, v20-v31, VRSAVE,
// cr2-cr4, r1, r2), checked by the shared trampoline (asm/abi_trampoline.h),
// on its scalar and vector paths, and still computes h mod 2^130-5 as the
// generic twin does when called through it. On aarch64 and ppc64le the scalar
// kernel symbol is also called directly.
#include <cstdint>
#include <cstring>
#include <random>
#include <span>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "limb/asm/abi_trampoline.h"
#include "limb/base/testing/seed.h"
#include "limb/symmetric/poly1305/poly1305.h"
#include "limb/symmetric/poly1305/poly1305_asm.h"
#include "limb/symmetric/poly1305/poly1305_internal.h"

#if defined(LIMB_HAVE_ABI_TRAMPOLINE) && \
    (defined(__x86_64__) || defined(LIMB_POLY1305_AARCH64) || defined(LIMB_POLY1305_PPC64LE))

namespace limb {
namespace {

// h mod p of a state, as 16 bytes (Poly1305Finish with s = 0).
std::vector<uint8_t> HModP(const Poly1305State& st) {
  const uint8_t zero[16] = {};
  std::vector<uint8_t> t(16);
  Poly1305Finish(st, zero, t.data());
  return t;
}

TEST(Poly1305Abi, CalleeSavedRegistersPreserved) {
  const uint64_t seed = test::TestSeed(0x5eed1305);
  SCOPED_TRACE(test::SeedTrace(seed));
  std::mt19937_64 rng(seed ^ 0xab1);
  std::vector<uint8_t> key(32), in(16 * 260);
  for (auto& b : key) b = static_cast<uint8_t>(rng());
  for (auto& b : in) b = static_cast<uint8_t>(rng());
  struct Fn {
    const char* name;
    const void* fn;
  };
  std::vector<Fn> fns;
  for (const Poly1305Kernels* k : AllPoly1305Kernels()) {
    fns.push_back({k->name, reinterpret_cast<const void*>(k->blocks)});
  }
#ifdef LIMB_POLY1305_AARCH64
  fns.push_back({"limb_poly1305_blocks_aarch64",
                 reinterpret_cast<const void*>(&limb_poly1305_blocks_aarch64)});
#endif
#ifdef LIMB_POLY1305_PPC64LE
  fns.push_back({"limb_poly1305_blocks_ppc64le",
                 reinterpret_cast<const void*>(&limb_poly1305_blocks_ppc64le)});
#endif
  for (const Fn& k : fns) {
    SCOPED_TRACE(k.name);
    // Scalar lengths, the vector thresholds (16, 32 blocks; 204 on a fresh
    // state for aarch64_neon) and tails.
    for (size_t n : {0, 1, 4, 15, 16, 17, 31, 32, 33, 64, 67, 203, 204, 205, 260}) {
      Poly1305State want, got;
      Poly1305Init(&want, std::span<const uint8_t, 32>(key.data(), 32));
      got = want;
      poly1305_blocks_g(&want, in.data(), n, 1);
      EXPECT_EQ(test::CallCheckingAbi(k.fn,
                                             {reinterpret_cast<uint64_t>(&got),
                                              reinterpret_cast<uint64_t>(in.data()), n, 1})
                    .violations,
                "")
          << "nblocks " << n;
      EXPECT_EQ(HModP(got), HModP(want)) << "nblocks " << n;
    }
  }
}

}  // namespace
}  // namespace limb
#else
TEST(Poly1305Abi, NoAssemblyInThisBuild) { SUCCEED(); }
#endif
