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
#include "limb/asm/cpu.h"
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
    // Scalar lengths, the vector thresholds (16, 24, 32 blocks; 204 on a
    // fresh state for aarch64_neon) and tails.
    for (size_t n : {0, 1, 4, 15, 16, 17, 23, 24, 25, 31, 32, 33, 64, 67, 203, 204, 205, 260}) {
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

#ifdef LIMB_POLY1305_PPC64LE
// The POWER9 vector symbol itself, called through the trampoline on its own
// contract (acc in radix 2^44, nblocks a multiple of 4, powers from the table
// entry), with canary words after acc[3] and after the power table: the
// trampoline checks the ELFv2 registers (v20-v29 are saved and restored in the
// red zone), the test that nothing beyond acc[3] is written and that acc
// holds (h + ...) as the twin computes it, mod p.
TEST(Poly1305Abi, Power9SymbolKeepsAbi) {
  const Poly1305Kernels* p9 = nullptr;
  for (const Poly1305Kernels* k : AllPoly1305Kernels()) {
    if (std::string(k->name) == "ppc64le_power9") p9 = k;
  }
  // poly1305_test's ExpectedTablesPresent fails when the table is missing on
  // a POWER9; on POWER8 the symbol would trap (SIGILL), so it is not called.
  ASSERT_EQ(p9 != nullptr, DetectedCpu().power9);
  if (p9 == nullptr) GTEST_SKIP() << "no POWER9 (ISA 3.0) here: vmsumudm would trap";
  const uint64_t seed = test::TestSeed(0x5eed1305);
  SCOPED_TRACE(test::SeedTrace(seed));
  std::mt19937_64 rng(seed ^ 0xab9);
  std::vector<uint8_t> key(32), in(16 * 68 + 1);
  for (auto& b : key) b = static_cast<uint8_t>(rng());
  for (auto& b : in) b = static_cast<uint8_t>(rng());
  constexpr uint64_t kCanary = 0xc0ffee5a5a5ac0ffull;
  constexpr uint64_t kM44 = (uint64_t{1} << 44) - 1;
  for (size_t n : {0, 4, 8, 16, 64, 68}) {
    for (size_t off : {0, 1}) {  // aligned and unaligned input
      SCOPED_TRACE("nblocks " + std::to_string(n) + " offset " + std::to_string(off));
      Poly1305State st, want;
      Poly1305Init(&st, std::span<const uint8_t, 32>(key.data(), 32));
      p9->blocks(&st, in.data(), 64, 1);  // the vector path: fills st.pow
      ASSERT_EQ(st.pow_ready, kPoly1305PowPower9);
      want = st;
      poly1305_blocks_g(&want, in.data() + off, n, 1);
      // h (h2 <= 4) in radix 2^44, then two canary words.
      uint64_t acc[5] = {st.h[0] & kM44, ((st.h[0] >> 44) | (st.h[1] << 20)) & kM44,
                         (st.h[1] >> 24) | (st.h[2] << 40), kCanary, kCanary};
      uint64_t pow[22];
      std::memcpy(pow, st.pow, 20 * sizeof(uint64_t));
      pow[20] = pow[21] = kCanary;
      const std::vector<uint8_t> in_copy = in;
      EXPECT_EQ(test::CallCheckingAbi(reinterpret_cast<const void*>(&limb_poly1305_blocks_power9),
                                      {reinterpret_cast<uint64_t>(acc),
                                       reinterpret_cast<uint64_t>(in.data() + off), n,
                                       reinterpret_cast<uint64_t>(pow), 1})
                    .violations,
                "");
      EXPECT_EQ(acc[3], kCanary);
      EXPECT_EQ(acc[4], kCanary);
      EXPECT_EQ(0, std::memcmp(pow, st.pow, 20 * sizeof(uint64_t)));
      EXPECT_EQ(pow[20], kCanary);
      EXPECT_EQ(in, in_copy);
      // The kernel's output bounds (poly1305_power9.S), then back to base 2^64
      // (h2 <= 4): carry, fold the bits at and above 2^130 as *5, carry.
      EXPECT_LT(acc[0], uint64_t{1} << 44);
      EXPECT_LT(acc[1], (uint64_t{1} << 44) + (uint64_t{1} << 11));
      EXPECT_LT(acc[2], uint64_t{1} << 43);
      uint64_t s0 = acc[0], s1 = acc[1], s2 = acc[2];
      s1 += s0 >> 44;
      s0 &= kM44;
      s2 += s1 >> 44;
      s1 &= kM44;
      s0 += 5 * (s2 >> 42);
      s2 &= (uint64_t{1} << 42) - 1;
      s1 += s0 >> 44;
      s0 &= kM44;
      s2 += s1 >> 44;
      s1 &= kM44;
      Poly1305State got = st;
      got.h[0] = s0 | (s1 << 44);
      got.h[1] = (s1 >> 20) | (s2 << 24);
      got.h[2] = s2 >> 40;
      EXPECT_EQ(HModP(got), HModP(want));
    }
  }
}
#endif  // LIMB_POLY1305_PPC64LE

}  // namespace
}  // namespace limb
#else
TEST(Poly1305Abi, NoAssemblyInThisBuild) { SUCCEED(); }
#endif
