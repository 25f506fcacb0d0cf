// Poly1305 tests: RFC 8439 vectors, every kernel table against the generic
// twin (identical limbs) and against OpenSSL's EVP_MAC "POLY1305" on random
// keys, lengths 0..300 and random lengths to 5000 in random chunkings, every
// split of shorter messages, accumulator edge cases, verify/tamper, statuses.
#include "limb/symmetric/poly1305/poly1305.h"

#include <openssl/evp.h>
#include <openssl/core_names.h>

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include "limb/asm/cpu.h"
#if defined(__x86_64__)
#include <cpuid.h>
#endif
#include "gtest/gtest.h"
#include "limb/base/testing/hex.h"
#include "limb/base/testing/kat.h"
#include "limb/base/testing/seed.h"
#include "limb/symmetric/poly1305/poly1305_asm.h"
#include "limb/symmetric/poly1305/poly1305_internal.h"

namespace limb {
namespace {

using test::ToHex;

// The seed of the randomised tests (LIMB_TEST_SEED overrides it).
uint64_t Seed() { return test::TestSeed(0x5eed1305); }

std::vector<uint8_t> OpenSslPoly1305(const std::vector<uint8_t>& key, const std::vector<uint8_t>& msg) {
  EVP_MAC* mac = EVP_MAC_fetch(nullptr, "POLY1305", nullptr);
  EXPECT_NE(mac, nullptr);
  EVP_MAC_CTX* ctx = EVP_MAC_CTX_new(mac);
  EXPECT_EQ(EVP_MAC_init(ctx, key.data(), key.size(), nullptr), 1);
  EXPECT_EQ(EVP_MAC_update(ctx, msg.data(), msg.size()), 1);
  std::vector<uint8_t> tag(16);
  size_t len = 0;
  EXPECT_EQ(EVP_MAC_final(ctx, tag.data(), &len, tag.size()), 1);
  EXPECT_EQ(len, 16u);
  EVP_MAC_CTX_free(ctx);
  EVP_MAC_free(mac);
  return tag;
}

std::vector<uint8_t> Limb(const Poly1305Kernels& k, const std::vector<uint8_t>& key,
                          const std::vector<uint8_t>& msg) {
  Poly1305Mac mac(std::span<const uint8_t, 32>(key.data(), 32), k);
  mac.Update(msg);
  std::vector<uint8_t> tag(16);
  mac.Final(std::span<uint8_t, 16>(tag.data(), 16));
  return tag;
}

// Feeds msg in random chunks (sizes 0..2*maxchunk, biased to small).
std::vector<uint8_t> LimbChunked(const Poly1305Kernels& k, const std::vector<uint8_t>& key,
                                 const std::vector<uint8_t>& msg, test::Rng& rng) {
  Poly1305Mac mac(std::span<const uint8_t, 32>(key.data(), 32), k);
  size_t pos = 0;
  while (pos < msg.size()) {
    size_t n = rng.Uniform(4) == 0 ? rng.Uniform(300) : rng.Uniform(20);
    if (n > msg.size() - pos) n = msg.size() - pos;
    mac.Update(std::span<const uint8_t>(msg.data() + pos, n));
    pos += n;
  }
  std::vector<uint8_t> tag(16);
  mac.Final(std::span<uint8_t, 16>(tag.data(), 16));
  return tag;
}

TEST(Poly1305Test, ExpectedTablesPresent) {
  std::vector<std::string> names;
  for (const Poly1305Kernels* k : AllPoly1305Kernels()) names.push_back(k->name);
  ASSERT_FALSE(names.empty());
  EXPECT_EQ(names[0], "generic");
  auto has = [&](const char* n) { return std::find(names.begin(), names.end(), n) != names.end(); };
#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
  // A CPU with BMI2 + ADX (this machine) must offer the MULX table: missing
  // is a failure, not a skip.
  const CpuFeatures& d = DetectedCpu();
  if (d.bmi2) {
    EXPECT_TRUE(has("x86_64_mulx")) << "this x86-64 CPU has BMI2";
  }
  unsigned a, b, c, e;
  __cpuid_count(7, 0, a, b, c, e);
  const bool ifma = (b >> 21) & 1;
  if (d.bmi2 && d.avx2) {
    EXPECT_TRUE(has("x86_64_avx2")) << "this x86-64 CPU has BMI2 and AVX2";
  }
  if (d.bmi2 && d.avx512f && d.avx512vl && ifma) {
    EXPECT_TRUE(has("x86_64_avx512ifma")) << "this x86-64 CPU has AVX-512 IFMA";
    EXPECT_STREQ(ExpectedPoly1305KernelsName(), "x86_64_avx512ifma");
  } else if (d.bmi2 && d.avx2) {
    EXPECT_STREQ(ExpectedPoly1305KernelsName(), "x86_64_avx2");
  } else if (d.bmi2) {
    EXPECT_STREQ(ExpectedPoly1305KernelsName(), "x86_64_mulx");
  }
#elif defined(LIMB_POLY1305_AARCH64)
  // The scalar kernel runs on every aarch64 CPU, the NEON one wherever NEON is
  // (every qemu model): missing is a failure.
  const CpuFeatures& d = DetectedCpu();
  EXPECT_TRUE(has("aarch64"));
  EXPECT_EQ(has("aarch64_neon"), d.neon);
  EXPECT_EQ(names.size(), d.neon ? 3u : 2u);
  EXPECT_STREQ(ExpectedPoly1305KernelsName(), d.neon ? "aarch64_neon" : "aarch64");
  // LIMB_CPU=aarch64 hides NEON; every higher level keeps it.
  const char* neon = d.neon ? "aarch64_neon" : "aarch64";
  const struct {
    const char* level;
    const char* table;
  } cases[] = {{"generic", "generic"}, {"aarch64", "aarch64"}, {"neon", neon},
               {"sha2", neon},         {"sha512", neon},       {"native", neon}};
  for (const auto& c : cases) {
    CpuFeatures f = DetectedCpu();
    ASSERT_TRUE(CapCpu(c.level, &f)) << c.level;
    EXPECT_STREQ(Poly1305KernelsFor(f).name, c.table) << "LIMB_CPU=" << c.level;
  }
#elif defined(LIMB_POLY1305_PPC64LE)
  // The scalar kernel runs on every ppc64le CPU, the vmsumudm one on POWER9 and
  // later (qemu -cpu power9, power10) and never on POWER8, where it would trap:
  // missing or extra is a failure.
  const bool p9 = DetectedCpu().power9;
  EXPECT_TRUE(has("ppc64le"));
  EXPECT_EQ(has("ppc64le_power9"), p9);
  EXPECT_EQ(names.size(), p9 ? 3u : 2u);
  EXPECT_STREQ(ExpectedPoly1305KernelsName(), p9 ? "ppc64le_power9" : "ppc64le");
  // Every LIMB_CPU level but generic keeps a ppc64le table; below power9 the
  // scalar one.
  for (const char* level : {"ppc64le", "power8", "power9", "power10", "native"}) {
    CpuFeatures f = DetectedCpu();
    ASSERT_TRUE(CapCpu(level, &f)) << level;
    const bool vec = p9 && std::string(level) != "ppc64le" && std::string(level) != "power8";
    EXPECT_STREQ(Poly1305KernelsFor(f).name, vec ? "ppc64le_power9" : "ppc64le")
        << "LIMB_CPU=" << level;
  }
  CpuFeatures g = DetectedCpu();
  ASSERT_TRUE(CapCpu("generic", &g));
  EXPECT_STREQ(Poly1305KernelsFor(g).name, "generic");
#else
  EXPECT_EQ(names.size(), 1u) << "no assembly was built, yet a non-generic table exists";
  EXPECT_FALSE(has("x86_64_mulx"));
#endif
  const char* env = std::getenv("LIMB_CPU");
  if (env == nullptr || *env == 0) {
    EXPECT_STREQ(ActivePoly1305Kernels().name, ExpectedPoly1305KernelsName());
  }
  if (env != nullptr && std::string(env) == "generic") {
    EXPECT_STREQ(ActivePoly1305Kernels().name, "generic");
  }
}

TEST(Poly1305Test, Rfc8439Vectors) {
  test::KatFile kat("testdata/poly1305/rfc8439.txt");
  ASSERT_EQ(kat.size(), 12u);  // 2.5.2 + A.3 #1..#11
  for (test::KatRecord& r : kat) {
    SCOPED_TRACE(r.Where() + " " + r.comment());
    auto key = r.TakeHex("Key"), msg = r.TakeHex("Msg"), tag = r.TakeHex("Tag");
    for (const Poly1305Kernels* k : AllPoly1305Kernels()) {
      SCOPED_TRACE(k->name);
      EXPECT_EQ(ToHex(Limb(*k, key, msg)), ToHex(tag));
      // Byte at a time.
      Poly1305Mac mac(std::span<const uint8_t, 32>(key.data(), 32), *k);
      for (uint8_t b : msg) mac.Update(std::span<const uint8_t>(&b, 1));
      std::vector<uint8_t> t(16);
      mac.Final(std::span<uint8_t, 16>(t.data(), 16));
      EXPECT_EQ(ToHex(t), ToHex(tag));
    }
    // The one-shot API with the default table.
    std::vector<uint8_t> t(16);
    ASSERT_EQ(Poly1305Authenticate(key, msg, t), Status::kOk);
    EXPECT_EQ(ToHex(t), ToHex(tag));
    EXPECT_EQ(Poly1305Verify(key, msg, tag), Status::kOk);
  }
}

// Canonical h mod p of a state (Poly1305Finish with s = 0).
std::string Canonical(const Poly1305State& st) {
  const uint8_t zero[16] = {};
  uint8_t t[16];
  Poly1305Finish(st, zero, t);
  return ToHex(t) + "/" + std::to_string(st.h[2] > 4 ? 99 : 0);
}

TEST(Poly1305Test, KernelsMatchTwin) {
  const uint64_t seed = Seed();
  SCOPED_TRACE(test::SeedTrace(seed));
  test::Rng rng(seed);
  for (int iter = 0; iter < 600; ++iter) {
    Poly1305State ref;
    std::vector<uint8_t> key = rng.Bytes(32);
    if (iter % 4 == 1) std::memset(key.data(), 0xff, 16);  // r at the clamp limit
    Poly1305Init(&ref, std::span<const uint8_t, 32>(key.data(), 32));
    // Start from edge accumulators too: h2 at its bound 4, all-ones limbs.
    switch (iter % 3) {
      case 0: ref.h[0] = rng.Next(); ref.h[1] = rng.Next(); ref.h[2] = rng.Uniform(5); break;
      case 1: ref.h[0] = ~uint64_t{0}; ref.h[1] = ~uint64_t{0}; ref.h[2] = 4; break;
      default: break;
    }
    // kLong[3] goes with hibit = 0 (iter % 7 == 3): 257 blocks take every
    // table's vector path (aarch64_neon's from 204 on a fresh state).
    static const size_t kLong[] = {64, 100, 127, 257, 129, 128, 1024};
    const size_t nblocks = iter < 500 ? 1 + iter % 48 : kLong[iter % 7];
    std::vector<uint8_t> in = (iter % 5 == 2) ? std::vector<uint8_t>(16 * nblocks + 1, 0xff)
                                              : rng.Bytes(16 * nblocks + 1);
    const uint8_t* p = in.data() + (iter & 1);  // unaligned input too
    const uint64_t hibit = (iter % 7 == 3) ? 0 : 1;
    const std::vector<uint8_t> in_copy = in;
    Poly1305State want = ref;
    poly1305_blocks_g(&want, p, nblocks, hibit);
    EXPECT_LE(want.h[2], 4u);
    for (const Poly1305Kernels* k : AllPoly1305Kernels()) {
      SCOPED_TRACE(std::string(k->name) + " iter " + std::to_string(iter) + " nblocks " +
                   std::to_string(nblocks));
      Poly1305State got = ref;
      k->blocks(&got, p, nblocks, hibit);
      EXPECT_LE(got.h[2], 4u);
      EXPECT_EQ(Canonical(got), Canonical(want));
      const std::string name = k->name;
      if (name != "x86_64_avx512ifma" && name != "x86_64_avx2" &&
          name != "ppc64le_power9" && name != "aarch64_neon") {  // scalar kernels: same limbs
        EXPECT_EQ(got.h[0], want.h[0]);
        EXPECT_EQ(got.h[1], want.h[1]);
        EXPECT_EQ(got.h[2], want.h[2]);
      }
      EXPECT_EQ(got.r[0], ref.r[0]);
      EXPECT_EQ(got.r[1], ref.r[1]);
      EXPECT_EQ(in, in_copy);
      const std::string before = Canonical(got);
      k->blocks(&got, p, 0, 1);  // nblocks == 0 is a no-op
      EXPECT_EQ(Canonical(got), before);
      // Continue on the same state (cached powers): still equal to the twin.
      Poly1305State want2 = want;
      poly1305_blocks_g(&want2, p, nblocks, 1);
      k->blocks(&got, p, nblocks, 1);
      EXPECT_EQ(Canonical(got), Canonical(want2));
    }
  }
}

// One state carried from one table to another (the vector tables keep
// different layouts of the powers of r in st.pow): still equal to the twin.
// 70 blocks take the vector path of the x86-64 tables; 260 then 101 that of
// the aarch64_neon table, first computing the powers, then reusing them.
TEST(Poly1305Test, StateMovesBetweenTables) {
  const uint64_t seed = Seed();
  SCOPED_TRACE(test::SeedTrace(seed));
  test::Rng rng(seed ^ 3);
  const std::vector<uint8_t> key = rng.Bytes(32), in = rng.Bytes(16 * 260);
  const size_t lengths[][2] = {{70, 70}, {260, 101}};
  for (const Poly1305Kernels* a : AllPoly1305Kernels()) {
    for (const Poly1305Kernels* b : AllPoly1305Kernels()) {
      for (const auto& n : lengths) {
        SCOPED_TRACE(std::string(a->name) + " then " + b->name + ", " + std::to_string(n[0]) +
                     " then " + std::to_string(n[1]) + " blocks");
        Poly1305State want, got;
        Poly1305Init(&want, std::span<const uint8_t, 32>(key.data(), 32));
        got = want;
        poly1305_blocks_g(&want, in.data(), n[0], 1);
        poly1305_blocks_g(&want, in.data(), n[1], 1);
        a->blocks(&got, in.data(), n[0], 1);
        b->blocks(&got, in.data(), n[1], 1);
        EXPECT_EQ(Canonical(got), Canonical(want));
      }
    }
  }
  // pow tagged with another vector table's layout (and holding garbage) is
  // never used: each table recomputes its powers under every tag but its own.
  static_assert(kPoly1305PowIfma != kPoly1305PowAvx2 && kPoly1305PowIfma != kPoly1305PowNeon &&
                kPoly1305PowAvx2 != kPoly1305PowNeon && kPoly1305PowNone != kPoly1305PowIfma &&
                kPoly1305PowNone != kPoly1305PowAvx2 && kPoly1305PowNone != kPoly1305PowNeon);
  const struct {
    const char* table;
    uint64_t tag;
  } own[] = {{"x86_64_avx512ifma", kPoly1305PowIfma},
             {"x86_64_avx2", kPoly1305PowAvx2},
             {"aarch64_neon", kPoly1305PowNeon}};
  for (const Poly1305Kernels* b : AllPoly1305Kernels()) {
    for (const auto& o : own) {
      if (std::string(o.table) == b->name) continue;
      SCOPED_TRACE(std::string(b->name) + " on a state tagged for " + o.table);
      Poly1305State want, got;
      Poly1305Init(&want, std::span<const uint8_t, 32>(key.data(), 32));
      got = want;
      got.pow_ready = o.tag;
      std::memset(got.pow, 0xa5, sizeof(got.pow));
      poly1305_blocks_g(&want, in.data(), 260, 1);
      b->blocks(&got, in.data(), 260, 1);
      EXPECT_EQ(Canonical(got), Canonical(want));
    }
  }
#ifdef LIMB_POLY1305_PPC64LE
  // A state whose st.pow holds another layout (garbage here) under a tag that
  // is not the POWER9 one (x86-64's 1 and 2, or any other value) must be
  // recomputed, and the POWER9 table leaves its own tag, distinct from those.
  for (const Poly1305Kernels* k : AllPoly1305Kernels()) {
    for (uint64_t tag : {uint64_t{1}, uint64_t{2}, kPoly1305PowPower9 + 1}) {
      SCOPED_TRACE(std::string(k->name) + " stale tag " + std::to_string(tag));
      Poly1305State want, got;
      Poly1305Init(&want, std::span<const uint8_t, 32>(key.data(), 32));
      got = want;
      got.pow_ready = tag;
      for (uint64_t& w : got.pow) w = rng.Next();
      poly1305_blocks_g(&want, in.data(), 70, 1);
      k->blocks(&got, in.data(), 70, 1);
      EXPECT_EQ(Canonical(got), Canonical(want));
      if (std::string(k->name) == "ppc64le_power9") {
        EXPECT_EQ(got.pow_ready, kPoly1305PowPower9);
      } else {
        EXPECT_EQ(got.pow_ready, tag);  // the scalar tables leave st.pow alone
      }
    }
  }
  static_assert(kPoly1305PowPower9 != 0 && kPoly1305PowPower9 != 1 && kPoly1305PowPower9 != 2);
#endif
}

TEST(Poly1305Test, MatchesOpenSslEveryLengthAndChunking) {
  const uint64_t seed = Seed();
  SCOPED_TRACE(test::SeedTrace(seed));
  test::Rng rng(seed ^ 1);
  std::vector<size_t> lens;
  for (size_t n = 0; n <= 300; ++n) lens.push_back(n);
  for (int i = 0; i < 60; ++i) lens.push_back(rng.Uniform(5001));
  for (size_t len : lens) {
    auto key = rng.Bytes(32);
    auto msg = rng.Bytes(len);
    auto want = OpenSslPoly1305(key, msg);
    for (const Poly1305Kernels* k : AllPoly1305Kernels()) {
      SCOPED_TRACE(std::string(k->name) + " len " + std::to_string(len));
      ASSERT_EQ(ToHex(Limb(*k, key, msg)), ToHex(want));
      ASSERT_EQ(ToHex(LimbChunked(*k, key, msg, rng)), ToHex(want));
    }
  }
}

TEST(Poly1305Test, EverySplitEqualsOneShot) {
  const uint64_t seed = Seed();
  SCOPED_TRACE(test::SeedTrace(seed));
  test::Rng rng(seed ^ 2);
  for (size_t len : {0, 1, 15, 16, 17, 31, 32, 33, 64, 100}) {
    auto key = rng.Bytes(32);
    auto msg = rng.Bytes(len);
    for (const Poly1305Kernels* k : AllPoly1305Kernels()) {
      SCOPED_TRACE(std::string(k->name) + " len " + std::to_string(len));
      const std::string want = ToHex(Limb(*k, key, msg));
      for (size_t i = 0; i <= len; ++i) {
        for (size_t j = i; j <= len; ++j) {
          Poly1305Mac mac(std::span<const uint8_t, 32>(key.data(), 32), *k);
          mac.Update(std::span<const uint8_t>(msg.data(), i));
          mac.Update(std::span<const uint8_t>(msg.data() + i, j - i));
          mac.Update(std::span<const uint8_t>(msg.data() + j, len - j));
          std::vector<uint8_t> t(16);
          mac.Final(std::span<uint8_t, 16>(t.data(), 16));
          ASSERT_EQ(ToHex(t), want) << "split " << i << "," << j;
        }
      }
    }
  }
}

TEST(Poly1305Test, AccumulatorEdgeCases) {
  // Messages of all 0xff drive h towards 2^130-5; r and s at their clamp and
  // range limits. Compared with OpenSSL for each table.
  const uint8_t r_patterns[][16] = {
      {0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff},
      {0xff, 0xff, 0xff, 0x0f, 0xfc, 0xff, 0xff, 0x0f, 0xfc, 0xff, 0xff, 0x0f, 0xfc, 0xff, 0xff, 0x0f},
      {0x01, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
      {0},
  };
  const uint8_t s_patterns[][16] = {
      {0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff},
      {0},
      {0xfb, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff},
  };
  for (const auto& r : r_patterns) {
    for (const auto& s : s_patterns) {
      std::vector<uint8_t> key(32);
      std::memcpy(key.data(), r, 16);
      std::memcpy(key.data() + 16, s, 16);
      for (size_t len : {0, 1, 15, 16, 17, 32, 48, 64, 255, 256, 1024, 4096}) {
        for (uint8_t fill : {uint8_t{0xff}, uint8_t{0xfe}, uint8_t{0x00}}) {
          std::vector<uint8_t> msg(len, fill);
          auto want = OpenSslPoly1305(key, msg);
          for (const Poly1305Kernels* k : AllPoly1305Kernels()) {
            SCOPED_TRACE(std::string(k->name) + " len " + std::to_string(len) + " key " + ToHex(key));
            ASSERT_EQ(ToHex(Limb(*k, key, msg)), ToHex(want));
          }
        }
      }
    }
  }
}

TEST(Poly1305Test, VerifyRejectsTamperingAndBadLengths) {
  test::Rng rng(Seed() ^ 3);
  auto key = rng.Bytes(32);
  auto msg = rng.Bytes(77);
  std::vector<uint8_t> tag(16);
  ASSERT_EQ(Poly1305Authenticate(key, msg, tag), Status::kOk);
  EXPECT_EQ(Poly1305Verify(key, msg, tag), Status::kOk);
  for (size_t bit = 0; bit < 128; ++bit) {
    auto bad = tag;
    bad[bit / 8] ^= static_cast<uint8_t>(1u << (bit % 8));
    EXPECT_EQ(Poly1305Verify(key, msg, bad), Status::kAuthenticationFailed) << bit;
  }
  for (size_t i = 0; i < msg.size(); ++i) {
    auto bad = msg;
    bad[i] ^= 0x80;
    EXPECT_EQ(Poly1305Verify(key, bad, tag), Status::kAuthenticationFailed) << i;
  }
  auto longer = msg;
  longer.push_back(0);
  EXPECT_EQ(Poly1305Verify(key, longer, tag), Status::kAuthenticationFailed);
  // Wrong lengths are clear statuses, and nothing is written.
  std::vector<uint8_t> short_tag(15, 0xaa);
  EXPECT_EQ(Poly1305Authenticate(key, msg, short_tag), Status::kBufferTooSmall);
  EXPECT_EQ(short_tag, std::vector<uint8_t>(15, 0xaa));
  const std::vector<uint8_t> tag_before = tag;
  EXPECT_EQ(Poly1305Authenticate(std::span<const uint8_t>(key.data(), 31), msg, tag),
            Status::kInvalidArgument);
  EXPECT_EQ(tag, tag_before);
  EXPECT_EQ(Poly1305Verify(std::span<const uint8_t>(key.data(), 31), msg, tag),
            Status::kInvalidArgument);
  EXPECT_EQ(Poly1305Verify(key, msg, std::span<const uint8_t>(tag.data(), 15)),
            Status::kInvalidArgument);
}

}  // namespace
}  // namespace limb
