// Vector register state after every AVX/AVX-512 kernel.
//
// Two properties, checked for every entry of every kernel table this CPU can
// run (AllChaCha20Kernels, AllSha256Kernels, AllSha1Kernels, AllSha512Kernels, AllPoly1305Kernels,
// AllIfmaKernels at every size 8..32 words, mont_internal::AllSelects, and addVV/subVV/addMulVVW of
// AllArithKernels, whose x86_64_avx512 entries use zmm16 and up), each called
// right after the
// test has made the vector state "dirty":
//
//  1. No residue in zmm16-31. VZEROUPPER and VZEROALL do not touch zmm16-31,
//     so a kernel that uses them must zero them itself (they held keystream,
//     key powers, secret limbs). Before the call the test fills zmm16-31 with
//     a canary; afterwards each of them must hold either the canary (the
//     kernel did not touch it) or zero.
//  2. Clean upper state. Legacy-SSE code (all of limb's C++ is compiled
//     without -mavx) runs slower while the upper halves of ymm0-15/zmm0-15
//     are dirty (SHA-NI: 1.75x, see sha256_test.cc). The test dirties them
//     (ymm15, zmm14) and requires XINUSE (XGETBV with ECX=1) bits 2 (YMM_Hi128)
//     and 6 (ZMM_Hi256) to be clear after each AVX/AVX-512 kernel: those end
//     with VZEROUPPER/VZEROALL. XINUSE bit 7 (Hi16_ZMM) is not asserted: on
//     this machine it is already set when main() starts (glibc's EVEX string
//     functions use ymm16-31) and neither VPXORD nor VZEROALL clears it; the
//     register contents are what property 1 checks. The same property is
//     also checked on the registers themselves: after the call the upper
//     halves of ymm0-15 (and, with AVX-512, bits 256-511 of zmm0-15) must
//     be zero. Where XINUSE cannot be read (CPUs before XGETBV ECX=1, such
//     as Haswell) or does not track the state (qemu's TCG reports YMM_Hi128
//     in use even right after VZEROUPPER; SetUp probes for both and says
//     so), the register check is the one that runs.
//
// Each call's output is also compared with the generic twin's (the dirty
// state must not change any result). Seeds: fixed, LIMB_TEST_SEED overrides.
//
// On aarch64 (NEON kernels, no upper state to track) the property is the
// first one, over all of v0-v31: each ChaCha20 NEON symbol, the NEON
// Poly1305 symbol and each stitched ChaCha20-Poly1305 NEON symbol (whose
// output and Poly1305 limbs are compared with the AEAD twins) is called from one
// asm statement that fills v0-v31 with a canary, calls it (BLR) and stores
// v0-v31; afterwards every register must hold the canary or zero (no key or
// keystream left behind), and d8-d15 the canary (AAPCS64); likewise the
// ARMv8.2 SHA-512 symbol (compared with the twin). The symbols are
// called directly, not through the table entry, whose C++ may leave public
// values (the counter) in vector registers.
//
// On ppc64le the same check runs over all of vs0-vs63 (vs32-vs63 are v0-v31)
// for both POWER8 ChaCha20 symbols, the SHA-256, SHA-512 and the stitched
// ChaCha20-Poly1305 symbols and, on POWER9 and later, the POWER9 Poly1305
// symbol, with the ELFv2 callee-saved f14-f31 (vs14-vs31) and v20-v31
// required to keep the canary.
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <random>
#include <span>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "limb/asm/cpu.h"
#include "limb/base/testing/seed.h"
#include "limb/bignum/arith.h"
#include "limb/bignum/mont_ifma_internal.h"
#include "limb/bignum/mont_internal.h"
#include "limb/symmetric/chacha20/chacha20.h"
#include "limb/symmetric/chacha20/chacha20_asm.h"
#include "limb/symmetric/chacha20/chacha20_internal.h"
#include "limb/symmetric/chacha20poly1305/chacha20poly1305_asm.h"
#include "limb/symmetric/chacha20poly1305/chacha20poly1305_internal.h"
#include "limb/symmetric/poly1305/poly1305.h"
#include "limb/symmetric/poly1305/poly1305_asm.h"
#include "limb/symmetric/poly1305/poly1305_internal.h"
#include "limb/symmetric/sha1/sha1.h"
#include "limb/symmetric/sha1/sha1_internal.h"
#include "limb/symmetric/sha256/sha256.h"
#include "limb/symmetric/sha256/sha256_asm.h"
#include "limb/symmetric/sha256/sha256_internal.h"
#include "limb/symmetric/sha512/sha512.h"
#include "limb/symmetric/sha512/sha512_asm.h"
#include "limb/symmetric/sha512/sha512_internal.h"

namespace limb {
namespace {

#if defined(__x86_64__)

uint64_t Seed() { return test::TestSeed(0x5eed3c4a5ull); }

// XGETBV with ECX=1 exists when CPUID.(EAX=0DH,ECX=1):EAX bit 2 is set.
bool HasXgetbv1() {
  uint32_t a = 0xd, b, c = 1, d;
  __asm__ volatile("cpuid" : "+a"(a), "=b"(b), "+c"(c), "=d"(d));
  return (a >> 2) & 1;
}

constexpr uint64_t kYmmHi128 = 1u << 2;
constexpr uint64_t kZmmHi256 = 1u << 6;
constexpr uint64_t kCanary = 0xa5c3f00d5a3c0ff1ull;

// What the test does around one kernel call.
struct Probe {
  bool avx = false;     // dirty ymm15's upper half
  bool avx512 = false;  // also zmm14's upper half and the zmm16-31 canary
};

// Registers zmm16-31 right after the call (16 x 8 words).
alignas(64) uint64_t g_hi16[16 * 8];
alignas(64) uint64_t g_canary[8];
uint64_t g_xinuse;
alignas(64) uint64_t g_ymm_hi[16 * 2];  // bits 128-255 of ymm0-15
alignas(64) uint64_t g_zmm_hi[16 * 4];  // bits 256-511 of zmm0-15

// Dirty: ymm15 upper (AVX), zmm14 upper and zmm16-31 = canary (AVX-512).
// Capture: XINUSE, then zmm16-31 into g_hi16. Both are one asm statement
// each, with nothing but the call in between (no libc call: glibc's EVEX
// string functions use ymm16-31 and end with VZEROUPPER).
inline void Dirty(const Probe& p) {
  if (p.avx512) {
    __asm__ volatile(
        "vmovdqa64 (%0), %%zmm16\n\t"
        "vmovdqa64 %%zmm16, %%zmm17\n\tvmovdqa64 %%zmm16, %%zmm18\n\t"
        "vmovdqa64 %%zmm16, %%zmm19\n\tvmovdqa64 %%zmm16, %%zmm20\n\t"
        "vmovdqa64 %%zmm16, %%zmm21\n\tvmovdqa64 %%zmm16, %%zmm22\n\t"
        "vmovdqa64 %%zmm16, %%zmm23\n\tvmovdqa64 %%zmm16, %%zmm24\n\t"
        "vmovdqa64 %%zmm16, %%zmm25\n\tvmovdqa64 %%zmm16, %%zmm26\n\t"
        "vmovdqa64 %%zmm16, %%zmm27\n\tvmovdqa64 %%zmm16, %%zmm28\n\t"
        "vmovdqa64 %%zmm16, %%zmm29\n\tvmovdqa64 %%zmm16, %%zmm30\n\t"
        "vmovdqa64 %%zmm16, %%zmm31\n\t"
        "vpternlogd $0xff, %%zmm14, %%zmm14, %%zmm14"
        :
        : "r"(g_canary)
        : "xmm14", "memory");
  }
  if (p.avx) __asm__ volatile("vpcmpeqd %%ymm15, %%ymm15, %%ymm15" ::: "xmm15");
}

// Whether XGETBV with ECX=1 exists here (Haswell and older: #GP) and
// reflects VZEROUPPER (not under qemu's TCG): set once by
// VectorStateTest::SetUp.
bool g_has_xgetbv1 = false;
bool g_xinuse_tracked = false;

inline void Capture(const Probe& p) {
  if (g_has_xgetbv1) {
    uint32_t lo, hi;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(1));
    g_xinuse = (uint64_t{hi} << 32) | lo;
  }
  __asm__ volatile(
      "vextracti128 $1, %%ymm0, 0(%0)\n\tvextracti128 $1, %%ymm1, 16(%0)\n\t"
      "vextracti128 $1, %%ymm2, 32(%0)\n\tvextracti128 $1, %%ymm3, 48(%0)\n\t"
      "vextracti128 $1, %%ymm4, 64(%0)\n\tvextracti128 $1, %%ymm5, 80(%0)\n\t"
      "vextracti128 $1, %%ymm6, 96(%0)\n\tvextracti128 $1, %%ymm7, 112(%0)\n\t"
      "vextracti128 $1, %%ymm8, 128(%0)\n\tvextracti128 $1, %%ymm9, 144(%0)\n\t"
      "vextracti128 $1, %%ymm10, 160(%0)\n\tvextracti128 $1, %%ymm11, 176(%0)\n\t"
      "vextracti128 $1, %%ymm12, 192(%0)\n\tvextracti128 $1, %%ymm13, 208(%0)\n\t"
      "vextracti128 $1, %%ymm14, 224(%0)\n\tvextracti128 $1, %%ymm15, 240(%0)\n\t"
      :
      : "r"(g_ymm_hi)
      : "memory");
  if (p.avx512) {
    __asm__ volatile(
        "vextracti64x4 $1, %%zmm0, 0(%0)\n\tvextracti64x4 $1, %%zmm1, 32(%0)\n\t"
        "vextracti64x4 $1, %%zmm2, 64(%0)\n\tvextracti64x4 $1, %%zmm3, 96(%0)\n\t"
        "vextracti64x4 $1, %%zmm4, 128(%0)\n\tvextracti64x4 $1, %%zmm5, 160(%0)\n\t"
        "vextracti64x4 $1, %%zmm6, 192(%0)\n\tvextracti64x4 $1, %%zmm7, 224(%0)\n\t"
        "vextracti64x4 $1, %%zmm8, 256(%0)\n\tvextracti64x4 $1, %%zmm9, 288(%0)\n\t"
        "vextracti64x4 $1, %%zmm10, 320(%0)\n\tvextracti64x4 $1, %%zmm11, 352(%0)\n\t"
        "vextracti64x4 $1, %%zmm12, 384(%0)\n\tvextracti64x4 $1, %%zmm13, 416(%0)\n\t"
        "vextracti64x4 $1, %%zmm14, 448(%0)\n\tvextracti64x4 $1, %%zmm15, 480(%0)\n\t"
        :
        : "r"(g_zmm_hi)
        : "memory");
  }
  if (p.avx512) {
    __asm__ volatile(
        "vmovdqu64 %%zmm16, 0(%0)\n\tvmovdqu64 %%zmm17, 64(%0)\n\t"
        "vmovdqu64 %%zmm18, 128(%0)\n\tvmovdqu64 %%zmm19, 192(%0)\n\t"
        "vmovdqu64 %%zmm20, 256(%0)\n\tvmovdqu64 %%zmm21, 320(%0)\n\t"
        "vmovdqu64 %%zmm22, 384(%0)\n\tvmovdqu64 %%zmm23, 448(%0)\n\t"
        "vmovdqu64 %%zmm24, 512(%0)\n\tvmovdqu64 %%zmm25, 576(%0)\n\t"
        "vmovdqu64 %%zmm26, 640(%0)\n\tvmovdqu64 %%zmm27, 704(%0)\n\t"
        "vmovdqu64 %%zmm28, 768(%0)\n\tvmovdqu64 %%zmm29, 832(%0)\n\t"
        "vmovdqu64 %%zmm30, 896(%0)\n\tvmovdqu64 %%zmm31, 960(%0)\n\t"
        :
        : "r"(g_hi16)
        : "memory");
  }
}

// How a kernel is entered: kClean (upper state clean, zmm16-31 = canary):
// every kernel must return with the upper state still clean (it never leaves
// it dirty). kDirty (also ymm15/zmm14 upper halves set): for the tables that
// promise to return clean whatever the caller left (their kernels end with
// VZEROUPPER/VZEROALL, or enter through it because they run legacy SSE).
enum class Entry { kClean, kDirty };

// Runs f() between the entry set-up and Capture, then checks the upper
// state (always) and zmm16-31 (hi16: for assembly tables; the generic twins
// call glibc, whose EVEX string functions leave their data in ymm16-31).
template <typename F>
void CheckCall(const Probe& p, uint64_t xcr0, Entry entry, bool hi16, const std::string& what,
               F f) {
  SCOPED_TRACE(what + (entry == Entry::kDirty ? " (dirty entry)" : " (clean entry)"));
  Dirty(p);
  if (entry == Entry::kClean) __asm__ volatile("vzeroupper" ::: "memory");
  f();
  Capture(p);
  if (p.avx512 && hi16) {
    for (int r = 0; r < 16; ++r) {
      bool zero = true, canary = true;
      for (int w = 0; w < 8; ++w) {
        zero &= g_hi16[8 * r + w] == 0;
        canary &= g_hi16[8 * r + w] == kCanary;
      }
      EXPECT_TRUE(zero || canary) << "zmm" << 16 + r << " left holding kernel data (word 0 = 0x"
                                  << std::hex << g_hi16[8 * r] << ")";
    }
  }
  for (int r = 0; r < 16; ++r) {
    EXPECT_TRUE(g_ymm_hi[2 * r] == 0 && g_ymm_hi[2 * r + 1] == 0)
        << "upper half of ymm" << r << " left non-zero (word 0x" << std::hex << g_ymm_hi[2 * r]
        << ")";
    if (p.avx512) {
      bool zero = true;
      for (int w = 0; w < 4; ++w) zero &= g_zmm_hi[4 * r + w] == 0;
      EXPECT_TRUE(zero) << "bits 256-511 of zmm" << r << " left non-zero";
    }
  }
  if (g_xinuse_tracked) {
    const uint64_t bits = (kYmmHi128 | kZmmHi256) & xcr0;
    EXPECT_EQ(g_xinuse & bits, 0u) << "upper vector state left dirty (XINUSE 0x" << std::hex
                                   << g_xinuse << ")";
  }
}

// Both entries for tables that promise a clean return, the clean one only
// for the others.
template <typename F>
void CheckCalls(const Probe& p, uint64_t xcr0, bool robust, bool hi16, const std::string& what,
                F f) {
  CheckCall(p, xcr0, Entry::kClean, hi16, what, f);
  if (robust) CheckCall(p, xcr0, Entry::kDirty, hi16, what, f);
}

class VectorStateTest : public ::testing::Test {
 protected:
  void SetUp() override {
    f_ = DetectedCpu();
    if (!f_.asm_allowed || !f_.avx2) GTEST_SKIP() << "no AVX kernels in this build/CPU";
    uint32_t lo, hi;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    xcr0_ = (uint64_t{hi} << 32) | lo;
    g_has_xgetbv1 = HasXgetbv1();
    g_xinuse_tracked = false;
    if (g_has_xgetbv1) {
      // Does XINUSE see VZEROUPPER? Dirty ymm15, clean it, read bit 2.
      __asm__ volatile("vpcmpeqd %%ymm15, %%ymm15, %%ymm15\n\tvzeroupper" ::: "xmm15");
      __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(1));
      g_xinuse_tracked = (lo & kYmmHi128) == 0;
    }
    static bool noted = false;
    if (!g_xinuse_tracked && !noted) {
      noted = true;
      std::printf(
          "NOTE: %s: the clean-state property is checked on the registers (upper halves of "
          "ymm0-15 zero), not on XINUSE\n",
          g_has_xgetbv1 ? "XINUSE reports YMM_Hi128 in use right after VZEROUPPER (an emulator "
                          "such as qemu's TCG does not track it)"
                        : "this CPU has no XGETBV with ECX=1 (CPUID.(EAX=0DH,ECX=1):EAX[2] = 0)");
    }
    probe_.avx = true;
    probe_.avx512 = f_.avx512f;
    for (uint64_t& w : g_canary) w = kCanary;
    rng_.seed(Seed());
    std::printf("%s\n", test::SeedTrace(Seed()).c_str());
  }
  std::vector<uint8_t> Bytes(size_t n) { return test::RandomBytes(rng_, n); }
  CpuFeatures f_;
  uint64_t xcr0_ = 0;
  Probe probe_;
  std::mt19937_64 rng_;
};

bool IsVectorTable(const char* name, std::initializer_list<const char*> vector_names) {
  for (const char* v : vector_names) {
    if (std::strcmp(name, v) == 0) return true;
  }
  return false;
}

TEST_F(VectorStateTest, ChaCha20) {
  bool avx512_seen = false, avx512_256_seen = false;
  for (const ChaCha20Kernels* k : AllChaCha20Kernels()) {
    // AVX2/AVX-512 tables return clean from any entry state; all asm tables
    // leave nothing in zmm16-31.
    const bool vec = IsVectorTable(k->name, {"x86_64_avx2", "x86_64_avx512", "x86_64_avx512_256"});
    const bool is_asm = std::strcmp(k->name, "generic") != 0;
    avx512_seen |= std::strcmp(k->name, "x86_64_avx512") == 0;
    avx512_256_seen |= std::strcmp(k->name, "x86_64_avx512_256") == 0;
    // 1 (the one-block kernel), groups, partial groups, 32-block runs; the
    // row kernels take 2..4 (x86_64_avx2) and 1..8, 17 (16 + 1), 33..40
    // (x86_64_avx512_256).
    for (size_t nblocks : {1, 2, 4, 5, 8, 9, 16, 17, 32, 33, 36, 40, 49}) {
      const std::vector<uint8_t> in = Bytes(nblocks * 64), kb = Bytes(32), nb = Bytes(16);
      uint32_t key[8], cn[4];
      std::memcpy(key, kb.data(), 32);
      std::memcpy(cn, nb.data(), 16);
      cn[0] = 0;
      std::vector<uint8_t> got(in.size()), want(in.size());
      chacha20_blocks_g(want.data(), in.data(), nblocks, key, cn);
      CheckCalls(probe_, xcr0_, vec, is_asm,
                 std::string(k->name) + " nblocks=" + std::to_string(nblocks),
                 [&] { k->blocks(got.data(), in.data(), nblocks, key, cn); });
      EXPECT_EQ(got, want) << k->name << " nblocks=" << nblocks;
    }
  }
  if (f_.avx512f && f_.avx512bw && f_.avx512vl) {
    EXPECT_TRUE(avx512_seen);
    EXPECT_TRUE(avx512_256_seen);
  }
}

TEST_F(VectorStateTest, Sha256) {
  for (const Sha256Kernels* k : AllSha256Kernels()) {
    const bool vec = IsVectorTable(k->name, {"x86_64_avx2", "x86_64_shani"});
    const bool is_asm = std::strcmp(k->name, "generic") != 0;
    for (size_t nblocks : {1, 2, 5}) {
      const std::vector<uint8_t> in = Bytes(nblocks * 64);
      uint32_t init[8], want[8], got[8];
      for (uint32_t& w : init) w = static_cast<uint32_t>(rng_());
      std::memcpy(want, init, sizeof want);
      sha256Compress_g(want, in.data(), nblocks);
      CheckCalls(probe_, xcr0_, vec, is_asm,
                 std::string(k->name) + " nblocks=" + std::to_string(nblocks), [&] {
                   for (int i = 0; i < 8; ++i) got[i] = init[i];  // no libc call here
                   k->compress(got, in.data(), nblocks);
                 });
      EXPECT_EQ(0, std::memcmp(got, want, sizeof got)) << k->name;
    }
  }
}

// SHA-1: x86_64_shani enters through VZEROUPPER and x86_64_avx2 ends with
// VZEROALL, so both return clean from a dirty entry; x86_64_shani_noavx
// (legacy SSE only) from a clean one.
TEST_F(VectorStateTest, Sha1) {
  bool shani_seen = false, avx2_seen = false;
  for (const Sha1Kernels* k : AllSha1Kernels()) {
    const bool vec = IsVectorTable(k->name, {"x86_64_shani", "x86_64_avx2"});
    const bool is_asm = std::strcmp(k->name, "generic") != 0;
    shani_seen |= std::strcmp(k->name, "x86_64_shani") == 0;
    avx2_seen |= std::strcmp(k->name, "x86_64_avx2") == 0;
    for (size_t nblocks : {1, 2, 5}) {
      const std::vector<uint8_t> in = Bytes(nblocks * 64);
      uint32_t init[5], want[5], got[5];
      for (uint32_t& w : init) w = static_cast<uint32_t>(rng_());
      std::memcpy(want, init, sizeof want);
      sha1Compress_g(want, in.data(), nblocks);
      CheckCalls(probe_, xcr0_, vec, is_asm,
                 std::string(k->name) + " nblocks=" + std::to_string(nblocks), [&] {
                   for (int i = 0; i < 5; ++i) got[i] = init[i];  // no libc call here
                   k->compress(got, in.data(), nblocks);
                 });
      EXPECT_EQ(0, std::memcmp(got, want, sizeof got)) << k->name;
    }
  }
  if (f_.sha && f_.ssse3) {
    EXPECT_TRUE(shani_seen);  // SetUp skips CPUs without AVX2
  }
  if (f_.bmi2) {
    EXPECT_TRUE(avx2_seen);
  }
}

TEST_F(VectorStateTest, Sha512) {
  for (const Sha512Kernels* k : AllSha512Kernels()) {
    const bool vec = IsVectorTable(k->name, {"x86_64_avx2"});
    const bool is_asm = std::strcmp(k->name, "generic") != 0;
    for (size_t nblocks : {1, 2, 5}) {
      const std::vector<uint8_t> in = Bytes(nblocks * 128);
      uint64_t init[8], want[8], got[8];
      for (uint64_t& w : init) w = rng_();
      std::memcpy(want, init, sizeof want);
      sha512Compress_g(want, in.data(), nblocks);
      CheckCalls(probe_, xcr0_, vec, is_asm,
                 std::string(k->name) + " nblocks=" + std::to_string(nblocks), [&] {
                   for (int i = 0; i < 8; ++i) got[i] = init[i];  // no libc call here
                   k->compress(got, in.data(), nblocks);
                 });
      EXPECT_EQ(0, std::memcmp(got, want, sizeof got)) << k->name;
    }
  }
}

TEST_F(VectorStateTest, Poly1305) {
  bool ifma_seen = false, avx2_seen = false;
  for (const Poly1305Kernels* k : AllPoly1305Kernels()) {
    // The vector tables hand short messages to the scalar MULX kernel, so
    // they do not clean a caller's dirty state: clean entry only.
    const bool is_asm = std::strcmp(k->name, "generic") != 0;
    ifma_seen |= std::strcmp(k->name, "x86_64_avx512ifma") == 0;
    avx2_seen |= std::strcmp(k->name, "x86_64_avx2") == 0;
    // Short and long messages (the vector kernel's table setup and its
    // bulk loop).
    for (size_t nblocks : {1, 4, 16, 64, 129}) {
      const std::vector<uint8_t> in = Bytes(nblocks * 16), key = Bytes(16);
      Poly1305State st{};
      uint64_t r0, r1;
      std::memcpy(&r0, key.data(), 8);
      std::memcpy(&r1, key.data() + 8, 8);
      st.r[0] = r0 & 0x0ffffffc0fffffffull;  // RFC 8439 2.5 clamp
      st.r[1] = r1 & 0x0ffffffc0ffffffcull;
      CheckCalls(probe_, xcr0_, false, is_asm,
                 std::string(k->name) + " nblocks=" + std::to_string(nblocks),
                 [&] { k->blocks(&st, in.data(), nblocks, 1); });
      // (Results against the twin are poly1305_test's job: the vector kernel
      // reduces differently, so limbs are compared mod p there.)
    }
  }
  if (f_.avx512f && f_.avx512ifma) {
    EXPECT_TRUE(ifma_seen);
  }
  if (f_.bmi2) {
    EXPECT_TRUE(avx2_seen);  // SetUp skips CPUs without AVX2
  }
}

// The stitched ChaCha20-Poly1305 tables: x86_64_avx2 ends with VZEROALL, so
// it returns clean from a dirty entry too; out and h equal the twins'. Group
// sizes around its 8-block groups (partial groups, stitched and unstitched).
TEST_F(VectorStateTest, AeadStitch) {
  bool avx2_seen = false;
  for (const AeadStitchKernels* k : AllAeadStitchKernels()) {
    const bool vec = std::strcmp(k->name, "x86_64_avx2") == 0;
    const bool is_asm = std::strcmp(k->name, "generic") != 0;
    avx2_seen |= vec;
    const AeadStitchKernels& twin = GenericAeadStitchKernels();
    for (size_t nblocks : {1, 5, 8, 9, 16, 17, 23, 33}) {
      for (int open = 0; open < 2; ++open) {
        const std::vector<uint8_t> in = Bytes(nblocks * 64), kb = Bytes(32), nb = Bytes(16),
                                   rb = Bytes(16);
        uint32_t key[8], cn[4];
        std::memcpy(key, kb.data(), 32);
        std::memcpy(cn, nb.data(), 16);
        cn[0] = 0;
        Poly1305State init{};
        std::memcpy(init.r, rb.data(), 16);
        init.r[0] &= 0x0ffffffc0fffffffull;  // RFC 8439 2.5 clamp
        init.r[1] &= 0x0ffffffc0ffffffcull;
        init.h[0] = rng_();
        init.h[1] = rng_();
        init.h[2] = rng_() % 5;
        Poly1305State want_st = init, got_st = init;
        std::vector<uint8_t> got(in.size()), want(in.size());
        (open ? twin.open : twin.seal)(want.data(), in.data(), nblocks, key, cn, &want_st);
        const auto f = open ? k->open : k->seal;
        CheckCalls(probe_, xcr0_, vec, is_asm,
                   std::string(k->name) + (open ? " open" : " seal") +
                       " nblocks=" + std::to_string(nblocks),
                   [&] {
                     for (int i = 0; i < 3; ++i) got_st.h[i] = init.h[i];  // no libc call here
                     f(got.data(), in.data(), nblocks, key, cn, &got_st);
                   });
        EXPECT_EQ(got, want) << k->name;
        EXPECT_EQ(0, std::memcmp(got_st.h, want_st.h, sizeof got_st.h)) << k->name;
      }
    }
  }
  if (f_.bmi2) {
    EXPECT_TRUE(avx2_seen);  // SetUp skips CPUs without AVX2
  }
}

// 52-bit limbs of a random value below 2^(64 n) (odd when `odd`), S words.
std::vector<Word> RandomLimbs(std::mt19937_64& rng, size_t n, bool odd) {
  std::vector<Word> words(n);
  for (Word& w : words) w = rng();
  if (odd) words[0] |= 1;
  const size_t s = IfmaStride(n);
  std::vector<Word> limbs(s, 0);
  for (size_t i = 0; i < IfmaUsedLimbs(n); ++i) {
    const size_t bit = 52 * i, w = bit / 64, sh = bit % 64;
    Word v = w < n ? words[w] >> sh : 0;
    if (sh > 12 && w + 1 < n) v |= words[w + 1] << (64 - sh);
    limbs[i] = v & ((Word{1} << 52) - 1);
  }
  return limbs;
}

// -m^-1 mod 2^52 for odd m (Newton: each step doubles the correct bits).
Word K0(Word m0) {
  Word inv = m0;  // correct to 3 bits for odd m0
  for (int i = 0; i < 5; ++i) inv *= 2 - m0 * inv;
  return (0 - inv) & ((Word{1} << 52) - 1);
}

TEST_F(VectorStateTest, MontIfma) {
  bool asm_seen = false;
  for (const IfmaKernels* t : AllIfmaKernels()) {
    const bool vec = std::strcmp(t->name, "generic") != 0;
    asm_seen |= vec;
    const IfmaKernels& g = GenericIfmaKernels();
    for (size_t n = kIfmaMinWords; n <= kIfmaMaxWords; ++n) {
      const size_t s = IfmaStride(n);
      const std::string what = std::string(t->name) + " n=" + std::to_string(n);
      // Pairs: lane A then lane B.
      std::vector<Word> m, a, b;
      for (int lane = 0; lane < 2; ++lane) {
        const std::vector<Word> ml = RandomLimbs(rng_, n, true);
        std::vector<Word> al = RandomLimbs(rng_, n, false), bl = RandomLimbs(rng_, n, false);
        m.insert(m.end(), ml.begin(), ml.end());
        a.insert(a.end(), al.begin(), al.end());
        b.insert(b.end(), bl.begin(), bl.end());
      }
      const Word k0[2] = {K0(m[0]), K0(m[s])};
      const IfmaSizeKernels& k = t->For(n);
      const IfmaSizeKernels& gk = g.For(n);
      std::vector<Word> got(2 * s), want(2 * s);
      gk.amm_x2(want.data(), a.data(), b.data(), m.data(), k0);
      CheckCalls(probe_, xcr0_, vec, vec, what + " amm_x2",
                [&] { k.amm_x2(got.data(), a.data(), b.data(), m.data(), k0); });
      EXPECT_EQ(got, want) << what << " amm_x2";
      gk.sqr_x2(want.data(), a.data(), m.data(), k0);
      CheckCalls(probe_, xcr0_, vec, vec, what + " sqr_x2",
                [&] { k.sqr_x2(got.data(), a.data(), m.data(), k0); });
      EXPECT_EQ(got, want) << what << " sqr_x2";
      gk.amm_x1(want.data(), a.data(), b.data(), m.data(), k0);
      CheckCalls(probe_, xcr0_, vec, vec, what + " amm_x1",
                [&] { k.amm_x1(got.data(), a.data(), b.data(), m.data(), k0); });
      EXPECT_TRUE(std::equal(got.begin(), got.begin() + s, want.begin())) << what << " amm_x1";
      gk.sqr_x1(want.data(), a.data(), m.data(), k0);
      CheckCalls(probe_, xcr0_, vec, vec, what + " sqr_x1",
                [&] { k.sqr_x1(got.data(), a.data(), m.data(), k0); });
      EXPECT_TRUE(std::equal(got.begin(), got.begin() + s, want.begin())) << what << " sqr_x1";
      // Select from a table of kIfmaTableSize random pairs.
      std::vector<Word> table(kIfmaTableSize * 2 * s);
      for (Word& w : table) w = rng_() & ((Word{1} << 52) - 1);
      const Word ia = rng_() % kIfmaTableSize, ib = rng_() % kIfmaTableSize;
      gk.select_x2(want.data(), table.data(), ia, ib);
      CheckCalls(probe_, xcr0_, vec, vec, what + " select_x2",
                [&] { k.select_x2(got.data(), table.data(), ia, ib); });
      EXPECT_EQ(got, want) << what << " select_x2";
      std::vector<Word> table1(kIfmaTableSize * s);
      for (Word& w : table1) w = rng_() & ((Word{1} << 52) - 1);
      gk.select_x1(want.data(), table1.data(), ia);
      CheckCalls(probe_, xcr0_, vec, vec, what + " select_x1",
                [&] { k.select_x1(got.data(), table1.data(), ia); });
      EXPECT_TRUE(std::equal(got.begin(), got.begin() + s, want.begin())) << what << " select_x1";
    }
  }
  if (f_.avx512f && f_.avx512bw && f_.avx512vl && f_.avx512ifma) {
    EXPECT_TRUE(asm_seen);
  }
}

// The exponentiation's table lookup (mont_internal::AllSelects): the "avx2"
// kernel ends with VZEROALL (its ymm registers held table words and the
// mask). Entry counts of every window width, n with and without a 16-word
// block and a 1..3-word tail.
TEST_F(VectorStateTest, MontSelect) {
  bool asm_seen = false;
  for (const mont_internal::SelectKernel* t : mont_internal::AllSelects()) {
    const bool vec = std::strcmp(t->name, "generic") != 0;
    asm_seen |= vec;
    for (size_t entries : {4, 8, 16, 32}) {
      for (size_t n : {3, 11, 16, 32}) {
        const std::string what =
            std::string(t->name) + " entries=" + std::to_string(entries) + " n=" + std::to_string(n);
        std::vector<Word> table(entries * n);
        for (Word& w : table) w = rng_();
        const Word idx = rng_() % entries;
        std::vector<Word> got(n), want(n);
        mont_internal::montSelect_g(want.data(), table.data(), entries, n, idx);
        CheckCalls(probe_, xcr0_, vec, vec, what,
                   [&] { t->select(got.data(), table.data(), entries, n, idx); });
        EXPECT_EQ(got, want) << what;
      }
    }
  }
  EXPECT_TRUE(asm_seen);  // SetUp skipped CPUs without AVX2
}

// addVV/subVV of every arith table: the x86_64_avx512 ones run their 8-word
// blocks in zmm16-18 (no ymm0-15, so no VZEROUPPER: the clean entry only),
// x86_64_avx2 runs n >= 32 in ymm0-15 and ends that path with VZEROALL
// (shorter n go to the scalar loop: the clean entry only), the others are
// scalar. Lengths with no block, one block plus sections, the AVX2 kernel's
// first vector lengths, and many blocks; operands all-ones and 1 so the
// carries cross blocks.
TEST_F(VectorStateTest, ArithAddSubVV) {
  bool avx512_seen = false, avx2_seen = false;
  for (const ArithKernels* t : AllArithKernels()) {
    const bool is_asm = std::strcmp(t->name, "generic") != 0;
    avx512_seen |= std::strcmp(t->name, "x86_64_avx512") == 0;
    avx2_seen |= std::strcmp(t->name, "x86_64_avx2") == 0;
    for (size_t n : {7, 8, 17, 31, 32, 33, 100}) {
      for (int sub = 0; sub < 2; ++sub) {
        std::vector<Word> x(n), y(n), got(n), want(n);
        for (size_t i = 0; i < n; ++i) {
          x[i] = i % 5 == 4 ? rng_() : ~Word{0};
          y[i] = i == 0 ? 1 : (i % 5 == 4 ? rng_() : 0);
        }
        const auto f = sub ? t->subVV : t->addVV;
        const Word want_c = (sub ? subVV_g : addVV_g)(want.data(), x.data(), y.data(), n);
        Word got_c = 0;
        CheckCalls(probe_, xcr0_, false, is_asm,
                   std::string(t->name) + (sub ? " subVV n=" : " addVV n=") + std::to_string(n),
                   [&] { got_c = f(got.data(), x.data(), y.data(), n); });
        EXPECT_EQ(got, want) << t->name;
        EXPECT_EQ(got_c, want_c) << t->name;
      }
    }
  }
  if (f_.avx512f && f_.avx512dq && f_.bmi2 && f_.adx) {
    EXPECT_TRUE(avx512_seen);
  }
  if (f_.avx2 && f_.bmi2 && f_.adx) {
    EXPECT_TRUE(avx2_seen);
  }
}

// addMulVVW of every arith table: the x86_64_avx512 one runs n >= 33 in
// zmm16-31 (clean entry only, as addVV) and hands shorter n to the scalar
// kernel. Lengths on both sides of that, with and without scalar sections;
// x, z and y all-ones so every column carries.
TEST_F(VectorStateTest, ArithAddMulVVW) {
  bool avx512_seen = false;
  for (const ArithKernels* t : AllArithKernels()) {
    const bool is_asm = std::strcmp(t->name, "generic") != 0;
    avx512_seen |= std::strcmp(t->name, "x86_64_avx512") == 0;
    for (size_t n : {7, 32, 33, 39, 100}) {
      std::vector<Word> x(n), got(n), want(n);
      for (size_t i = 0; i < n; ++i) {
        x[i] = i % 3 == 2 ? rng_() : ~Word{0};
        want[i] = got[i] = i % 3 == 1 ? rng_() : ~Word{0};
      }
      const Word y = ~Word{0};
      const Word want_c = addMulVVW_g(want.data(), x.data(), n, y);
      Word got_c = 0;
      CheckCalls(probe_, xcr0_, false, is_asm, std::string(t->name) + " addMulVVW n=" + std::to_string(n),
                 [&] { got_c = t->addMulVVW(got.data(), x.data(), n, y); });
      EXPECT_EQ(got, want) << t->name;
      EXPECT_EQ(got_c, want_c) << t->name;
    }
  }
  if (f_.avx512f && f_.avx512dq && f_.bmi2 && f_.adx) {
    EXPECT_TRUE(avx512_seen);
  }
}

// shlVU/shrVU: legacy SSE2 in the asm tables; the x86_64_avx512 table enters
// them through VZEROUPPER, so it returns clean from a dirty entry too.
TEST_F(VectorStateTest, ArithShifts) {
  for (const ArithKernels* t : AllArithKernels()) {
    const bool is_asm = std::strcmp(t->name, "generic") != 0;
    const bool robust = std::strncmp(t->name, "x86_64_avx512", 13) == 0;
    for (size_t n : {1, 5, 100}) {
      for (int right = 0; right < 2; ++right) {
        std::vector<Word> x(n), got(n), want(n);
        for (Word& w : x) w = rng_();
        const unsigned sh = static_cast<unsigned>(n % 64);
        const auto f = right ? t->shrVU : t->shlVU;
        const Word want_c = (right ? shrVU_g : shlVU_g)(want.data(), x.data(), n, sh);
        Word got_c = 0;
        CheckCalls(probe_, xcr0_, robust, is_asm,
                   std::string(t->name) + (right ? " shrVU n=" : " shlVU n=") + std::to_string(n),
                   [&] { got_c = f(got.data(), x.data(), n, sh); });
        EXPECT_EQ(got, want) << t->name;
        EXPECT_EQ(got_c, want_c) << t->name;
      }
    }
  }
}

#elif defined(LIMB_CHACHA20_AARCH64)

uint64_t Seed() { return test::TestSeed(0x5eed3c4a5ull); }

constexpr uint64_t kCanary = 0xa5c3f00d5a3c0ff1ull;

// v0-v31 right after the call, two words each.
alignas(16) uint64_t g_v[32 * 2];

using BlocksFn = void (*)(uint8_t*, const uint8_t*, size_t, const uint32_t*,
                          const uint32_t*) noexcept;

// Calls fn(a[0], ..., a[5]) (x0-x5) with v0-v31 = kCanary in both halves
// and stores v0-v31 into g_v, all in one asm statement (nothing the compiler
// emits runs between the call and the stores).
void CallCapturingVectors6(const void* fn, const uint64_t a[6]) {
  register uint64_t x0 __asm__("x0") = a[0];
  register uint64_t x1 __asm__("x1") = a[1];
  register uint64_t x2 __asm__("x2") = a[2];
  register uint64_t x3 __asm__("x3") = a[3];
  register uint64_t x4 __asm__("x4") = a[4];
  register uint64_t x5 __asm__("x5") = a[5];
  register uint64_t x8 __asm__("x8") = reinterpret_cast<uint64_t>(fn);
  // Callee-saved, so still valid after the call.
  register uint64_t* x19 __asm__("x19") = g_v;
  register uint64_t x20 __asm__("x20") = kCanary;
  __asm__ volatile(
      "dup v0.2d, %[c]\n\t"
      "mov v1.16b, v0.16b\n\tmov v2.16b, v0.16b\n\tmov v3.16b, v0.16b\n\t"
      "mov v4.16b, v0.16b\n\tmov v5.16b, v0.16b\n\tmov v6.16b, v0.16b\n\t"
      "mov v7.16b, v0.16b\n\tmov v8.16b, v0.16b\n\tmov v9.16b, v0.16b\n\t"
      "mov v10.16b, v0.16b\n\tmov v11.16b, v0.16b\n\tmov v12.16b, v0.16b\n\t"
      "mov v13.16b, v0.16b\n\tmov v14.16b, v0.16b\n\tmov v15.16b, v0.16b\n\t"
      "mov v16.16b, v0.16b\n\tmov v17.16b, v0.16b\n\tmov v18.16b, v0.16b\n\t"
      "mov v19.16b, v0.16b\n\tmov v20.16b, v0.16b\n\tmov v21.16b, v0.16b\n\t"
      "mov v22.16b, v0.16b\n\tmov v23.16b, v0.16b\n\tmov v24.16b, v0.16b\n\t"
      "mov v25.16b, v0.16b\n\tmov v26.16b, v0.16b\n\tmov v27.16b, v0.16b\n\t"
      "mov v28.16b, v0.16b\n\tmov v29.16b, v0.16b\n\tmov v30.16b, v0.16b\n\t"
      "mov v31.16b, v0.16b\n\t"
      "blr %[fn]\n\t"
      "st1 {v0.2d, v1.2d, v2.2d, v3.2d}, [%[d]], #64\n\t"
      "st1 {v4.2d, v5.2d, v6.2d, v7.2d}, [%[d]], #64\n\t"
      "st1 {v8.2d, v9.2d, v10.2d, v11.2d}, [%[d]], #64\n\t"
      "st1 {v12.2d, v13.2d, v14.2d, v15.2d}, [%[d]], #64\n\t"
      "st1 {v16.2d, v17.2d, v18.2d, v19.2d}, [%[d]], #64\n\t"
      "st1 {v20.2d, v21.2d, v22.2d, v23.2d}, [%[d]], #64\n\t"
      "st1 {v24.2d, v25.2d, v26.2d, v27.2d}, [%[d]], #64\n\t"
      "st1 {v28.2d, v29.2d, v30.2d, v31.2d}, [%[d]], #64"
      : "+r"(x0), "+r"(x1), "+r"(x2), "+r"(x3), "+r"(x4), "+r"(x5), [fn] "+r"(x8), [d] "+r"(x19)
      : [c] "r"(x20)
      : "x6", "x7", "x9", "x10", "x11", "x12", "x13", "x14", "x15", "x16", "x17", "x30", "v0",
        "v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8", "v9", "v10", "v11", "v12", "v13", "v14",
        "v15", "v16", "v17", "v18", "v19", "v20", "v21", "v22", "v23", "v24", "v25", "v26", "v27",
        "v28", "v29", "v30", "v31", "cc", "memory");
}

// CallCapturingVectors6 for a ChaCha20 block symbol: fn(out, in, nblocks, key, cn).
void CallCapturingVectors(BlocksFn fn, uint8_t* out, const uint8_t* in, size_t nblocks,
                          const uint32_t* key, const uint32_t* cn) {
  const uint64_t a[6] = {reinterpret_cast<uint64_t>(out), reinterpret_cast<uint64_t>(in), nblocks,
                         reinterpret_cast<uint64_t>(key), reinterpret_cast<uint64_t>(cn), 0};
  CallCapturingVectors6(reinterpret_cast<const void*>(fn), a);
}

// Every v register holds the canary or zero; d8-d15 the canary (AAPCS64).
void ExpectNoVectorResidue() {
  for (int r = 0; r < 32; ++r) {
    const uint64_t lo = g_v[2 * r], hi = g_v[2 * r + 1];
    const bool zero = lo == 0 && hi == 0, canary = lo == kCanary && hi == kCanary;
    EXPECT_TRUE(zero || canary) << "v" << r << " left holding kernel data (0x" << std::hex << hi
                                << "_" << lo << ")";
    if (r >= 8 && r < 16) {
      EXPECT_EQ(lo, kCanary) << "d" << r << " not preserved";
    }
  }
}

TEST(VectorStateTest, ChaCha20Neon) {
  if (!DetectedCpu().neon) GTEST_SKIP() << "no NEON";
  std::mt19937_64 rng(Seed());
  std::printf("%s\n", test::SeedTrace(Seed()).c_str());
  const struct {
    const char* name;
    BlocksFn fn;
  } syms[] = {{"blocks_neon", limb_chacha20_blocks_neon},
              {"block1_neon", limb_chacha20_block1_neon}};
  for (const auto& s : syms) {
    // Whole groups, every partial group, and a lone block.
    for (size_t nblocks : {1, 2, 3, 4, 5, 8, 11}) {
      SCOPED_TRACE(std::string(s.name) + " nblocks=" + std::to_string(nblocks));
      const std::vector<uint8_t> in = test::RandomBytes(rng, nblocks * 64);
      const std::vector<uint8_t> kb = test::RandomBytes(rng, 32), nb = test::RandomBytes(rng, 16);
      uint32_t key[8], cn[4];
      std::memcpy(key, kb.data(), 32);
      std::memcpy(cn, nb.data(), 16);
      cn[0] = 0;
      std::vector<uint8_t> got(in.size()), want(in.size());
      chacha20_blocks_g(want.data(), in.data(), nblocks, key, cn);
      CallCapturingVectors(s.fn, got.data(), in.data(), nblocks, key, cn);
      EXPECT_EQ(got, want);
      ExpectNoVectorResidue();
    }
  }
}

#if defined(LIMB_AEAD_AARCH64)
// The stitched ChaCha20-Poly1305 symbols (seal, open): v0-v31 as above, the
// output and the Poly1305 limbs against the twins.
TEST(VectorStateTest, ChaCha20Poly1305Neon) {
  if (!DetectedCpu().neon) GTEST_SKIP() << "no NEON";
  std::mt19937_64 rng(Seed() ^ 0xaead);
  std::printf("%s\n", test::SeedTrace(Seed()).c_str());
  using AeadFn = void (*)(uint8_t*, const uint8_t*, size_t, const uint32_t*, const uint32_t*,
                          Poly1305State*) noexcept;
  const struct {
    const char* name;
    const void* fn;
    AeadFn twin;
  } syms[] = {
      {"seal_neon", reinterpret_cast<const void*>(limb_chacha20poly1305_seal_neon),
       aead_seal_blocks_g},
      {"open_neon", reinterpret_cast<const void*>(limb_chacha20poly1305_open_neon),
       aead_open_blocks_g},
  };
  for (const auto& s : syms) {
    // A lone block, partial groups, whole groups, groups and a tail.
    for (size_t nblocks : {1, 2, 3, 4, 5, 8, 11}) {
      SCOPED_TRACE(std::string(s.name) + " nblocks=" + std::to_string(nblocks));
      const std::vector<uint8_t> in = test::RandomBytes(rng, nblocks * 64);
      const std::vector<uint8_t> kb = test::RandomBytes(rng, 32), nb = test::RandomBytes(rng, 16);
      uint32_t key[8], cn[4];
      std::memcpy(key, kb.data(), 32);
      std::memcpy(cn, nb.data(), 16);
      cn[0] = 0;
      Poly1305State want, got;
      Poly1305Init(&want, std::span<const uint8_t, 32>(kb.data(), 32));
      want.h[0] = rng();
      want.h[1] = rng();
      want.h[2] = rng() % 5;  // h2 <= 4 (the contract)
      got = want;
      std::vector<uint8_t> out_got(in.size()), out_want(in.size());
      s.twin(out_want.data(), in.data(), nblocks, key, cn, &want);
      const uint64_t a[6] = {reinterpret_cast<uint64_t>(out_got.data()),
                             reinterpret_cast<uint64_t>(in.data()),
                             nblocks,
                             reinterpret_cast<uint64_t>(key),
                             reinterpret_cast<uint64_t>(cn),
                             reinterpret_cast<uint64_t>(&got)};
      CallCapturingVectors6(s.fn, a);
      EXPECT_EQ(out_got, out_want);
      EXPECT_EQ(std::memcmp(got.h, want.h, sizeof(got.h)), 0);
      ExpectNoVectorResidue();
    }
  }
}
#endif  // LIMB_AEAD_AARCH64

// The NEON Poly1305 kernel (powers of r, limbs and message words in v0-v7 and
// v16-v29), called directly with the powers and radix-2^26 accumulator its
// table entry prepares from a state that entry has run on; the result must
// equal the table entry's (itself compared with the twin in poly1305_test).
TEST(VectorStateTest, Poly1305Neon) {
  if (!DetectedCpu().neon) GTEST_SKIP() << "no NEON";
  std::mt19937_64 rng(Seed() ^ 0x1305);
  std::printf("%s\n", test::SeedTrace(Seed() ^ 0x1305).c_str());
  // One group (only the last-group path), two, and several.
  for (size_t nblocks : {4, 8, 12, 40}) {
    SCOPED_TRACE("blocks_neon nblocks=" + std::to_string(nblocks));
    const std::vector<uint8_t> key = test::RandomBytes(rng, 32);
    const std::vector<uint8_t> in = test::RandomBytes(rng, 16 * 256);
    Poly1305State st;
    Poly1305Init(&st, std::span<const uint8_t, 32>(key.data(), 32));
    // Let the table entry fill st.pow (256 blocks: above its vector threshold).
    ASSERT_STREQ(Poly1305KernelsFor(DetectedCpu()).name, "aarch64_neon");
    Poly1305KernelsFor(DetectedCpu()).blocks(&st, in.data(), 256, 1);
    ASSERT_EQ(st.pow_ready, kPoly1305PowNeon);
    // The radix-2^26 limbs of h (acc[0..3] < 2^26, acc[4] < 5*2^24).
    constexpr uint64_t m = (uint64_t{1} << 26) - 1;
    uint64_t want[5] = {st.h[0] & m, (st.h[0] >> 26) & m,
                        ((st.h[0] >> 52) | (st.h[1] << 12)) & m, (st.h[1] >> 14) & m,
                        (st.h[1] >> 40) | (st.h[2] << 24)};
    uint64_t got[5];
    std::memcpy(got, want, sizeof(got));
    limb_poly1305_blocks_neon(want, in.data(), nblocks, st.pow, 1);
    const uint64_t args[6] = {reinterpret_cast<uint64_t>(got),
                              reinterpret_cast<uint64_t>(in.data()), nblocks,
                              reinterpret_cast<uint64_t>(st.pow), 1, 0};
    CallCapturingVectors6(reinterpret_cast<const void*>(&limb_poly1305_blocks_neon), args);
    for (int i = 0; i < 5; ++i) EXPECT_EQ(got[i], want[i]) << "acc[" << i << "]";
    ExpectNoVectorResidue();
  }
}

#if defined(LIMB_SHA256_AARCH64_ASM) || defined(LIMB_SHA512_AARCH64_ASM)
// A SHA-2 compression symbol (state, blocks, nblocks) against its twin: no
// state, message word or W+K left in v0-v31, d8-d15 kept, the same state.
template <typename W, size_t kBlockBytes>
void ExpectShaCompressClean(const void* fn, void (*twin)(W*, const uint8_t*, size_t) noexcept,
                            uint64_t salt) {
  std::mt19937_64 rng(Seed() ^ salt);
  std::printf("%s\n", test::SeedTrace(Seed() ^ salt).c_str());
  for (size_t nblocks : {1, 2, 5}) {
    SCOPED_TRACE("nblocks=" + std::to_string(nblocks));
    const std::vector<uint8_t> in = test::RandomBytes(rng, nblocks * kBlockBytes);
    W want[8], got[8];
    for (int i = 0; i < 8; ++i) want[i] = got[i] = static_cast<W>(rng());
    twin(want, in.data(), nblocks);
    const uint64_t args[6] = {reinterpret_cast<uint64_t>(got),
                              reinterpret_cast<uint64_t>(in.data()), nblocks, 0, 0, 0};
    CallCapturingVectors6(fn, args);
    EXPECT_EQ(0, std::memcmp(want, got, sizeof(want)));
    ExpectNoVectorResidue();
  }
}
#endif

#if defined(LIMB_SHA256_AARCH64_ASM)
// The ARMv8 SHA-2 symbol (sha256_armv8.S).
TEST(VectorStateTest, Sha256Armv8) {
  if (!DetectedCpu().aarch64_sha2) GTEST_SKIP() << "no SHA-2 instructions";
  ExpectShaCompressClean<uint32_t, 64>(
      reinterpret_cast<const void*>(&limb_sha256_compress_armv8), sha256Compress_g, 0x256);
}
#endif  // LIMB_SHA256_AARCH64_ASM

#if defined(LIMB_SHA512_AARCH64_ASM)
// The ARMv8.2 SHA-512 symbol (sha512_armv8.S).
TEST(VectorStateTest, Sha512Armv8) {
  if (!DetectedCpu().aarch64_sha512) GTEST_SKIP() << "no SHA-512 instructions";
  ExpectShaCompressClean<uint64_t, 128>(
      reinterpret_cast<const void*>(&limb_sha512_compress_armv8), sha512Compress_g, 0x512);
}
#endif  // LIMB_SHA512_AARCH64_ASM

#elif defined(LIMB_CHACHA20_PPC64LE)

uint64_t Seed() { return test::TestSeed(0x5eed3c4a5ull); }

constexpr uint64_t kCanary = 0xa5c3f00d5a3c0ff1ull;

// vs0-vs63 right after the call, two doublewords each (vs32-vs63 are v0-v31).
alignas(16) uint64_t g_vs[64 * 2];

// Calls fn(a0, a1, a2, a3, a4, a5) (r3-r8) with vs0-vs63 = kCanary in both
// doublewords and stores vs0-vs63 into g_vs, all in one asm statement
// (nothing the compiler emits runs between the call and the stores). fn is
// entered through CTR with its address in r12, as ELFv2 requires. A kernel
// of fewer arguments ignores the rest.
void CallCapturingVectors(const void* fn, uint64_t a0, uint64_t a1, uint64_t a2, uint64_t a3,
                          uint64_t a4, uint64_t a5 = 0) {
  register uint64_t r3 __asm__("r3") = a0;
  register uint64_t r4 __asm__("r4") = a1;
  register uint64_t r5 __asm__("r5") = a2;
  register uint64_t r6 __asm__("r6") = a3;
  register uint64_t r7 __asm__("r7") = a4;
  register uint64_t r8 __asm__("r8") = a5;
  register uint64_t r12 __asm__("r12") = reinterpret_cast<uint64_t>(fn);
  // Callee-saved, so still valid after the call.
  register uint64_t* r14 __asm__("r14") = g_vs;
  register uint64_t r15 __asm__("r15") = kCanary;
  __asm__ volatile(
      "mtvsrd 0, %[c]\n\t"
      "xxpermdi 0, 0, 0, 0\n\t"
      "xxlor 1, 0, 0\n\txxlor 2, 0, 0\n\txxlor 3, 0, 0\n\txxlor 4, 0, 0\n\t"
      "xxlor 5, 0, 0\n\txxlor 6, 0, 0\n\txxlor 7, 0, 0\n\txxlor 8, 0, 0\n\t"
      "xxlor 9, 0, 0\n\txxlor 10, 0, 0\n\txxlor 11, 0, 0\n\txxlor 12, 0, 0\n\t"
      "xxlor 13, 0, 0\n\txxlor 14, 0, 0\n\txxlor 15, 0, 0\n\txxlor 16, 0, 0\n\t"
      "xxlor 17, 0, 0\n\txxlor 18, 0, 0\n\txxlor 19, 0, 0\n\txxlor 20, 0, 0\n\t"
      "xxlor 21, 0, 0\n\txxlor 22, 0, 0\n\txxlor 23, 0, 0\n\txxlor 24, 0, 0\n\t"
      "xxlor 25, 0, 0\n\txxlor 26, 0, 0\n\txxlor 27, 0, 0\n\txxlor 28, 0, 0\n\t"
      "xxlor 29, 0, 0\n\txxlor 30, 0, 0\n\txxlor 31, 0, 0\n\txxlor 32, 0, 0\n\t"
      "xxlor 33, 0, 0\n\txxlor 34, 0, 0\n\txxlor 35, 0, 0\n\txxlor 36, 0, 0\n\t"
      "xxlor 37, 0, 0\n\txxlor 38, 0, 0\n\txxlor 39, 0, 0\n\txxlor 40, 0, 0\n\t"
      "xxlor 41, 0, 0\n\txxlor 42, 0, 0\n\txxlor 43, 0, 0\n\txxlor 44, 0, 0\n\t"
      "xxlor 45, 0, 0\n\txxlor 46, 0, 0\n\txxlor 47, 0, 0\n\txxlor 48, 0, 0\n\t"
      "xxlor 49, 0, 0\n\txxlor 50, 0, 0\n\txxlor 51, 0, 0\n\txxlor 52, 0, 0\n\t"
      "xxlor 53, 0, 0\n\txxlor 54, 0, 0\n\txxlor 55, 0, 0\n\txxlor 56, 0, 0\n\t"
      "xxlor 57, 0, 0\n\txxlor 58, 0, 0\n\txxlor 59, 0, 0\n\txxlor 60, 0, 0\n\t"
      "xxlor 61, 0, 0\n\txxlor 62, 0, 0\n\txxlor 63, 0, 0\n\t"
      "mtctr %[fn]\n\t"
      "bctrl\n\t"
      "stxvd2x 0, 0, %[d]\n\taddi %[d], %[d], 16\n\tstxvd2x 1, 0, %[d]\n\taddi %[d], %[d], 16\n\t"
      "stxvd2x 2, 0, %[d]\n\taddi %[d], %[d], 16\n\tstxvd2x 3, 0, %[d]\n\taddi %[d], %[d], 16\n\t"
      "stxvd2x 4, 0, %[d]\n\taddi %[d], %[d], 16\n\tstxvd2x 5, 0, %[d]\n\taddi %[d], %[d], 16\n\t"
      "stxvd2x 6, 0, %[d]\n\taddi %[d], %[d], 16\n\tstxvd2x 7, 0, %[d]\n\taddi %[d], %[d], 16\n\t"
      "stxvd2x 8, 0, %[d]\n\taddi %[d], %[d], 16\n\tstxvd2x 9, 0, %[d]\n\taddi %[d], %[d], 16\n\t"
      "stxvd2x 10, 0, %[d]\n\taddi %[d], %[d], 16\n\tstxvd2x 11, 0, %[d]\n\taddi %[d], %[d], 16\n\t"
      "stxvd2x 12, 0, %[d]\n\taddi %[d], %[d], 16\n\tstxvd2x 13, 0, %[d]\n\taddi %[d], %[d], 16\n\t"
      "stxvd2x 14, 0, %[d]\n\taddi %[d], %[d], 16\n\tstxvd2x 15, 0, %[d]\n\taddi %[d], %[d], 16\n\t"
      "stxvd2x 16, 0, %[d]\n\taddi %[d], %[d], 16\n\tstxvd2x 17, 0, %[d]\n\taddi %[d], %[d], 16\n\t"
      "stxvd2x 18, 0, %[d]\n\taddi %[d], %[d], 16\n\tstxvd2x 19, 0, %[d]\n\taddi %[d], %[d], 16\n\t"
      "stxvd2x 20, 0, %[d]\n\taddi %[d], %[d], 16\n\tstxvd2x 21, 0, %[d]\n\taddi %[d], %[d], 16\n\t"
      "stxvd2x 22, 0, %[d]\n\taddi %[d], %[d], 16\n\tstxvd2x 23, 0, %[d]\n\taddi %[d], %[d], 16\n\t"
      "stxvd2x 24, 0, %[d]\n\taddi %[d], %[d], 16\n\tstxvd2x 25, 0, %[d]\n\taddi %[d], %[d], 16\n\t"
      "stxvd2x 26, 0, %[d]\n\taddi %[d], %[d], 16\n\tstxvd2x 27, 0, %[d]\n\taddi %[d], %[d], 16\n\t"
      "stxvd2x 28, 0, %[d]\n\taddi %[d], %[d], 16\n\tstxvd2x 29, 0, %[d]\n\taddi %[d], %[d], 16\n\t"
      "stxvd2x 30, 0, %[d]\n\taddi %[d], %[d], 16\n\tstxvd2x 31, 0, %[d]\n\taddi %[d], %[d], 16\n\t"
      "stxvd2x 32, 0, %[d]\n\taddi %[d], %[d], 16\n\tstxvd2x 33, 0, %[d]\n\taddi %[d], %[d], 16\n\t"
      "stxvd2x 34, 0, %[d]\n\taddi %[d], %[d], 16\n\tstxvd2x 35, 0, %[d]\n\taddi %[d], %[d], 16\n\t"
      "stxvd2x 36, 0, %[d]\n\taddi %[d], %[d], 16\n\tstxvd2x 37, 0, %[d]\n\taddi %[d], %[d], 16\n\t"
      "stxvd2x 38, 0, %[d]\n\taddi %[d], %[d], 16\n\tstxvd2x 39, 0, %[d]\n\taddi %[d], %[d], 16\n\t"
      "stxvd2x 40, 0, %[d]\n\taddi %[d], %[d], 16\n\tstxvd2x 41, 0, %[d]\n\taddi %[d], %[d], 16\n\t"
      "stxvd2x 42, 0, %[d]\n\taddi %[d], %[d], 16\n\tstxvd2x 43, 0, %[d]\n\taddi %[d], %[d], 16\n\t"
      "stxvd2x 44, 0, %[d]\n\taddi %[d], %[d], 16\n\tstxvd2x 45, 0, %[d]\n\taddi %[d], %[d], 16\n\t"
      "stxvd2x 46, 0, %[d]\n\taddi %[d], %[d], 16\n\tstxvd2x 47, 0, %[d]\n\taddi %[d], %[d], 16\n\t"
      "stxvd2x 48, 0, %[d]\n\taddi %[d], %[d], 16\n\tstxvd2x 49, 0, %[d]\n\taddi %[d], %[d], 16\n\t"
      "stxvd2x 50, 0, %[d]\n\taddi %[d], %[d], 16\n\tstxvd2x 51, 0, %[d]\n\taddi %[d], %[d], 16\n\t"
      "stxvd2x 52, 0, %[d]\n\taddi %[d], %[d], 16\n\tstxvd2x 53, 0, %[d]\n\taddi %[d], %[d], 16\n\t"
      "stxvd2x 54, 0, %[d]\n\taddi %[d], %[d], 16\n\tstxvd2x 55, 0, %[d]\n\taddi %[d], %[d], 16\n\t"
      "stxvd2x 56, 0, %[d]\n\taddi %[d], %[d], 16\n\tstxvd2x 57, 0, %[d]\n\taddi %[d], %[d], 16\n\t"
      "stxvd2x 58, 0, %[d]\n\taddi %[d], %[d], 16\n\tstxvd2x 59, 0, %[d]\n\taddi %[d], %[d], 16\n\t"
      "stxvd2x 60, 0, %[d]\n\taddi %[d], %[d], 16\n\tstxvd2x 61, 0, %[d]\n\taddi %[d], %[d], 16\n\t"
      "stxvd2x 62, 0, %[d]\n\taddi %[d], %[d], 16\n\tstxvd2x 63, 0, %[d]\n\taddi %[d], %[d], 16"
      : "+r"(r3), "+r"(r4), "+r"(r5), "+r"(r6), "+r"(r7), "+r"(r8), [fn] "+r"(r12),
        [d] "+b"(r14)
      : [c] "r"(r15)
      : "r0", "r9", "r10", "r11", "lr", "ctr", "cr0", "cr1", "cr5", "cr6", "cr7", "xer",
        "vs0", "vs1", "vs2", "vs3", "vs4", "vs5", "vs6", "vs7", "vs8", "vs9", "vs10", "vs11",
        "vs12", "vs13", "vs14", "vs15", "vs16", "vs17", "vs18", "vs19", "vs20", "vs21", "vs22",
        "vs23", "vs24", "vs25", "vs26", "vs27", "vs28", "vs29", "vs30", "vs31", "vs32", "vs33",
        "vs34", "vs35", "vs36", "vs37", "vs38", "vs39", "vs40", "vs41", "vs42", "vs43", "vs44",
        "vs45", "vs46", "vs47", "vs48", "vs49", "vs50", "vs51", "vs52", "vs53", "vs54", "vs55",
        "vs56", "vs57", "vs58", "vs59", "vs60", "vs61", "vs62", "vs63", "memory");
}

// After a CallCapturingVectors: every register holds the canary or zero (no
// kernel data left behind), the ELFv2 callee-saved ones the canary.
void ExpectVectorsClean() {
  for (int r = 0; r < 64; ++r) {
    const uint64_t lo = g_vs[2 * r], hi = g_vs[2 * r + 1];
    const bool zero = lo == 0 && hi == 0, canary = lo == kCanary && hi == kCanary;
    EXPECT_TRUE(zero || canary) << "vs" << r << " left holding kernel data (0x" << std::hex << hi
                                << "_" << lo << ")";
    // ELFv2 callee-saved: f14-f31 (vs14-vs31) and v20-v31 (vs52-vs63).
    if ((r >= 14 && r < 32) || r >= 52) {
      EXPECT_TRUE(canary) << "vs" << r << " not preserved";
    }
  }
}

TEST(VectorStateTest, ChaCha20Power8) {
  if (!DetectedCpu().power8) GTEST_SKIP() << "no POWER8 vector unit";
  std::mt19937_64 rng(Seed());
  std::printf("%s\n", test::SeedTrace(Seed()).c_str());
  struct Sym {
    const char* name;
    const void* fn;
    std::vector<size_t> nblocks;
  };
  // blocks_power8: whole groups, every partial group, and a lone block;
  // rows_power8: every count it takes (1, 2, 3).
  const Sym syms[] = {
      {"blocks_power8", reinterpret_cast<const void*>(&limb_chacha20_blocks_power8),
       {1, 2, 3, 4, 5, 8, 11}},
      {"rows_power8", reinterpret_cast<const void*>(&limb_chacha20_rows_power8), {1, 2, 3}}};
  for (const Sym& s : syms) {
    for (size_t nblocks : s.nblocks) {
      SCOPED_TRACE(std::string(s.name) + " nblocks=" + std::to_string(nblocks));
      const std::vector<uint8_t> in = test::RandomBytes(rng, nblocks * 64);
      const std::vector<uint8_t> kb = test::RandomBytes(rng, 32), nb = test::RandomBytes(rng, 16);
      uint32_t key[8], cn[4];
      std::memcpy(key, kb.data(), 32);
      std::memcpy(cn, nb.data(), 16);
      cn[0] = 0;
      std::vector<uint8_t> got(in.size()), want(in.size());
      chacha20_blocks_g(want.data(), in.data(), nblocks, key, cn);
      CallCapturingVectors(s.fn, reinterpret_cast<uint64_t>(got.data()),
                           reinterpret_cast<uint64_t>(in.data()), nblocks,
                           reinterpret_cast<uint64_t>(key), reinterpret_cast<uint64_t>(cn));
      EXPECT_EQ(got, want);
      ExpectVectorsClean();
    }
  }
}

#if defined(LIMB_SHA256_PPC64LE_ASM)
// The POWER8 SHA-256 symbol: message words and chaining values must not stay
// in any vector register, and the ELFv2 callee-saved ones keep the canary.
TEST(VectorStateTest, Sha256Power8) {
  if (!DetectedCpu().power8) GTEST_SKIP() << "no POWER8 vector unit";
  std::mt19937_64 rng(Seed() ^ 0x256);
  std::printf("%s\n", test::SeedTrace(Seed()).c_str());
  for (size_t nblocks : {1, 2, 5}) {
    SCOPED_TRACE("compress_power8 nblocks=" + std::to_string(nblocks));
    const std::vector<uint8_t> in = test::RandomBytes(rng, nblocks * 64);
    uint32_t want[8], got[8];
    for (int i = 0; i < 8; ++i) want[i] = got[i] = static_cast<uint32_t>(rng());
    sha256Compress_g(want, in.data(), nblocks);
    CallCapturingVectors(reinterpret_cast<const void*>(limb_sha256_compress_power8),
                         reinterpret_cast<uint64_t>(got), reinterpret_cast<uint64_t>(in.data()),
                         nblocks, 0, 0);
    EXPECT_EQ(0, std::memcmp(want, got, sizeof(want)));
    ExpectVectorsClean();
  }
}
#endif  // LIMB_SHA256_PPC64LE_ASM

#if defined(LIMB_SHA512_PPC64LE_ASM)
// The POWER8 SHA-512 symbol: message words and chaining values must not stay
// in any vector register, and the ELFv2 callee-saved ones keep the canary.
TEST(VectorStateTest, Sha512Power8) {
  if (!DetectedCpu().power8) GTEST_SKIP() << "no POWER8 vector unit";
  std::mt19937_64 rng(Seed() ^ 0x512);
  std::printf("%s\n", test::SeedTrace(Seed()).c_str());
  for (size_t nblocks : {1, 2, 5}) {
    SCOPED_TRACE("compress_power8 nblocks=" + std::to_string(nblocks));
    const std::vector<uint8_t> in = test::RandomBytes(rng, nblocks * 128);
    uint64_t want[8], got[8];
    for (int i = 0; i < 8; ++i) want[i] = got[i] = rng();
    sha512Compress_g(want, in.data(), nblocks);
    CallCapturingVectors(reinterpret_cast<const void*>(limb_sha512_compress_power8),
                         reinterpret_cast<uint64_t>(got), reinterpret_cast<uint64_t>(in.data()),
                         nblocks, 0, 0);
    EXPECT_EQ(0, std::memcmp(want, got, sizeof(want)));
    ExpectVectorsClean();
  }
}
#endif  // LIMB_SHA512_PPC64LE_ASM

#ifdef LIMB_POLY1305_PPC64LE
// The POWER9 Poly1305 symbol (poly1305_power9.S) on its own contract: one
// group of four blocks and several, the powers from the table entry. Its
// result is poly1305_abi_test's and poly1305_test's job; here: no h, message
// limb or power left in vs0-vs63, and f14-f31, v20-v31 (v20-v29 pass through
// the red zone) kept.
TEST(VectorStateTest, Poly1305Power9) {
  const Poly1305Kernels* p9 = nullptr;
  for (const Poly1305Kernels* k : AllPoly1305Kernels()) {
    if (std::strcmp(k->name, "ppc64le_power9") == 0) p9 = k;
  }
  ASSERT_EQ(p9 != nullptr, DetectedCpu().power9);  // present exactly on POWER9 and later
  if (p9 == nullptr) GTEST_SKIP() << "no POWER9 (ISA 3.0): vmsumudm would trap";
  std::mt19937_64 rng(Seed());
  std::printf("%s\n", test::SeedTrace(Seed()).c_str());
  for (size_t nblocks : {4, 8, 20, 64}) {
    SCOPED_TRACE("blocks_power9 nblocks=" + std::to_string(nblocks));
    const std::vector<uint8_t> in = test::RandomBytes(rng, nblocks * 16);
    const std::vector<uint8_t> key = test::RandomBytes(rng, 32);
    Poly1305State st;
    Poly1305Init(&st, std::span<const uint8_t, 32>(key.data(), 32));
    std::vector<uint8_t> warm = test::RandomBytes(rng, 64 * 16);
    p9->blocks(&st, warm.data(), 64, 1);  // the vector path: fills st.pow
    ASSERT_EQ(st.pow_ready, kPoly1305PowPower9);
    uint64_t acc[3] = {st.h[0] & ((uint64_t{1} << 44) - 1), 0, 0};
    CallCapturingVectors(reinterpret_cast<const void*>(&limb_poly1305_blocks_power9),
                         reinterpret_cast<uint64_t>(acc), reinterpret_cast<uint64_t>(in.data()),
                         nblocks, reinterpret_cast<uint64_t>(st.pow), 1);
    ExpectVectorsClean();
  }
}
#endif  // LIMB_POLY1305_PPC64LE

#if defined(LIMB_AEAD_PPC64LE)
// The stitched ChaCha20-Poly1305 symbols: vs0-vs63 as for ChaCha20 above,
// output and Poly1305 limbs equal to the twins.
TEST(VectorStateTest, AeadStitchPower8) {
  if (!DetectedCpu().power8) GTEST_SKIP() << "no POWER8 vector unit";
  std::mt19937_64 rng(Seed() ^ 0xaead);
  std::printf("%s\n", test::SeedTrace(Seed()).c_str());
  // Lone blocks, partial and whole groups, stitched and unstitched paths.
  for (size_t nblocks : {1, 2, 3, 4, 5, 8, 11, 17}) {
    for (int open = 0; open < 2; ++open) {
      SCOPED_TRACE(std::string(open ? "open" : "seal") + "_blocks_power8 nblocks=" +
                   std::to_string(nblocks));
      const std::vector<uint8_t> in = test::RandomBytes(rng, nblocks * 64);
      const std::vector<uint8_t> kb = test::RandomBytes(rng, 32), nb = test::RandomBytes(rng, 16);
      const std::vector<uint8_t> mk = test::RandomBytes(rng, 32);
      uint32_t key[8], cn[4];
      std::memcpy(key, kb.data(), 32);
      std::memcpy(cn, nb.data(), 16);
      cn[0] = 0;
      Poly1305State want_st, got_st;
      Poly1305Init(&want_st, std::span<const uint8_t, 32>(mk.data(), 32));
      got_st = want_st;
      std::vector<uint8_t> got(in.size()), want(in.size());
      (open ? aead_open_blocks_g : aead_seal_blocks_g)(want.data(), in.data(), nblocks, key, cn,
                                                       &want_st);
      const void* fn = open ? reinterpret_cast<const void*>(limb_chacha20poly1305_open_power8)
                            : reinterpret_cast<const void*>(limb_chacha20poly1305_seal_power8);
      CallCapturingVectors(fn, reinterpret_cast<uint64_t>(got.data()),
                           reinterpret_cast<uint64_t>(in.data()), nblocks,
                           reinterpret_cast<uint64_t>(key), reinterpret_cast<uint64_t>(cn),
                           reinterpret_cast<uint64_t>(&got_st));
      EXPECT_EQ(got, want);
      EXPECT_EQ(std::memcmp(got_st.h, want_st.h, sizeof(got_st.h)), 0);
      ExpectVectorsClean();
    }
  }
}
#endif  // LIMB_AEAD_PPC64LE

#else

TEST(VectorStateTest, NotX86) {
  GTEST_SKIP() << "x86-64, aarch64 and ppc64le only";
}

#endif  // __x86_64__, LIMB_CHACHA20_AARCH64, LIMB_CHACHA20_PPC64LE

}  // namespace
}  // namespace limb
