// SHA-256 / SHA-224: every kernel table against the generic twin, the FIPS
// 180 known answers, and OpenSSL's EVP as a differential oracle (every length
// 0..300, random lengths to 5000, every two-way split, random chunkings,
// copied prefix states, reuse after Final).
#include "limb/symmetric/sha256/sha256.h"

#include <openssl/evp.h>

#include <algorithm>
#include <cstring>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "limb/asm/cpu.h"
#include "limb/base/testing/hex.h"
#include "limb/base/testing/kat.h"
#include "limb/base/testing/seed.h"
#include "limb/symmetric/sha256/sha256_internal.h"

namespace limb {
namespace {

using test::RandomBytes;
using test::ToHex;

// The seed of the randomised tests (LIMB_TEST_SEED overrides it).
uint64_t Seed() { return test::TestSeed(0x5eed0256); }

std::vector<uint8_t> OsslDigest(const EVP_MD* md, const std::vector<uint8_t>& m) {
  uint8_t out[EVP_MAX_MD_SIZE];
  unsigned len = 0;
  EXPECT_EQ(EVP_Digest(m.data(), m.size(), out, &len, md, nullptr), 1);
  return std::vector<uint8_t>(out, out + len);
}

template <typename H>
std::vector<uint8_t> Digest(H& h) {
  auto d = h.Final();
  return std::vector<uint8_t>(d.begin(), d.end());
}

template <typename H>
std::vector<uint8_t> OneShot(const Sha256Kernels& k, const std::vector<uint8_t>& m) {
  H h(k);
  h.Update(m);
  return Digest(h);
}

// ---------------------------------------------------------------------------
// Dispatch: every table the CPU can run is present; the selection follows
// the LIMB_CPU levels.

TEST(ActiveSha256Kernels, ExpectedTablesPresent) {
  std::set<std::string> names;
  for (const Sha256Kernels* k : AllSha256Kernels()) names.insert(k->name);
  EXPECT_TRUE(names.count("generic"));
  std::set<std::string> expected = {"generic"};
#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
  const CpuFeatures& f = DetectedCpu();
  if (f.avx2 && f.bmi2) expected.insert("x86_64_avx2");
  if (f.sha && f.ssse3) expected.insert("x86_64_shani_noavx");
  if (f.sha && f.ssse3 && f.avx2) expected.insert("x86_64_shani");
    // DetectedCpu() itself is checked against CPUID by //asm:cpu_test (and
    // against each emulated model's exact features by tools/cpu_matrix.sh),
    // so a table missing here for a feature the CPU has is a failure.
#elif defined(__aarch64__) && !defined(LIMB_NO_ASM)
  if (DetectedCpu().aarch64_sha2) expected.insert("aarch64_sha2");
#elif defined(__powerpc64__) && defined(__LITTLE_ENDIAN__) && !defined(LIMB_NO_ASM)
  if (DetectedCpu().power8) expected.insert("ppc64le_power8");
#endif
  EXPECT_EQ(names, expected);
  EXPECT_EQ(std::string(ExpectedSha256KernelsName()),
            std::string(Sha256KernelsFor(DetectedCpu()).name));
}

// The selection rule, stated once more: SHA-NI (with SSSE3) first, with
// AVX the variant that enters through VZEROUPPER; else AVX2+BMI2; on
// aarch64 the SHA-2 instructions; on ppc64le the POWER8 vector crypto; else
// the twin.
const char* WantSha256Table(const CpuFeatures& f) {
#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
  if (f.asm_allowed && f.sha && f.ssse3) return f.avx2 ? "x86_64_shani" : "x86_64_shani_noavx";
  if (f.asm_allowed && f.avx2 && f.bmi2) return "x86_64_avx2";
#elif defined(__aarch64__) && !defined(LIMB_NO_ASM)
  if (f.asm_allowed && f.aarch64_sha2) return "aarch64_sha2";
#elif defined(__powerpc64__) && defined(__LITTLE_ENDIAN__) && !defined(LIMB_NO_ASM)
  if (f.asm_allowed && f.power8) return "ppc64le_power8";
#endif
  (void)f;
  return "generic";
}

TEST(ActiveSha256Kernels, SelectionFollowsCpuLevels) {
  struct Case {
    const char* level;
    const char* want;  // on a CPU with every feature
  };
#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
  const Case cases[] = {{"generic", "generic"},    {"x86_64", "generic"},
                        {"ssse3", "generic"},      {"avx2", "x86_64_avx2"},
                        {"shani", "x86_64_shani"}, {"avx512", "x86_64_shani"},
                        {"native", "x86_64_shani"}};
  const CpuFeatures& d = DetectedCpu();
  const bool every_feature = d.ssse3 && d.avx2 && d.bmi2 && d.sha;
#elif defined(__aarch64__) && !defined(LIMB_NO_ASM)
  const Case cases[] = {{"generic", "generic"},     {"aarch64", "generic"},
                        {"neon", "generic"},        {"sha2", "aarch64_sha2"},
                        {"sha512", "aarch64_sha2"}, {"native", "aarch64_sha2"}};
  const bool every_feature = DetectedCpu().aarch64_sha2;
#elif defined(__powerpc64__) && defined(__LITTLE_ENDIAN__) && !defined(LIMB_NO_ASM)
  const Case cases[] = {{"generic", "generic"},        {"ppc64le", "generic"},
                        {"power8", "ppc64le_power8"},  {"power9", "ppc64le_power8"},
                        {"power10", "ppc64le_power8"}, {"native", "ppc64le_power8"}};
  const bool every_feature = DetectedCpu().power8;
#else
  const Case cases[] = {{"generic", "generic"}, {"native", "generic"}};
  const bool every_feature = true;
#endif
  for (const Case& c : cases) {
    CpuFeatures f = DetectedCpu();
    ASSERT_TRUE(CapCpu(c.level, &f));
    EXPECT_STREQ(Sha256KernelsFor(f).name, WantSha256Table(f)) << "LIMB_CPU=" << c.level;
    if (every_feature) {
      EXPECT_STREQ(Sha256KernelsFor(f).name, c.want) << "LIMB_CPU=" << c.level;
    }
  }
#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
  {
    // A SHA-NI CPU without AVX (Goldmont/Tremont): the kernel without VZEROUPPER.
    // A synthetic feature set: the choice is made, nothing is run.
    CpuFeatures f;
    f.asm_allowed = true;
    f.ssse3 = f.sha = true;
    EXPECT_STREQ(Sha256KernelsFor(f).name, "x86_64_shani_noavx");
  }
#endif
  // The process-wide choice is the one for Cpu() (LIMB_CPU as set for this run).
  EXPECT_EQ(&ActiveSha256Kernels(), &Sha256KernelsFor(Cpu()));
  const char* env = std::getenv("LIMB_CPU");
  if (env != nullptr && std::string(env) == "generic") {
    EXPECT_STREQ(ActiveSha256Kernels().name, "generic");
  }
  std::printf("sha256 kernels in use: %s\n", ActiveSha256Kernels().name);
}

// ---------------------------------------------------------------------------
// The compression kernels against the generic twin.

TEST(Sha256Kernel, MatchesGenericTwin) {
  SCOPED_TRACE(test::SeedTrace(Seed()));
  std::mt19937_64 rng(Seed());
  for (const Sha256Kernels* k : AllSha256Kernels()) {
    SCOPED_TRACE(k->name);
    for (size_t nblocks : {0, 1, 2, 3, 4, 5, 7, 8, 9, 16, 33}) {
      for (int rep = 0; rep < 20; ++rep) {
        const size_t misalign = rep % 8;
        std::vector<uint8_t> buf = RandomBytes(rng, nblocks * 64 + misalign);
        const std::vector<uint8_t> saved = buf;
        uint32_t want[8], got[10];
        for (int i = 0; i < 8; ++i) want[i] = got[i] = static_cast<uint32_t>(rng());
        if (rep == 0) {  // edge states: all zeros and all ones
          for (int i = 0; i < 8; ++i) want[i] = got[i] = 0;
        } else if (rep == 1) {
          for (int i = 0; i < 8; ++i) want[i] = got[i] = 0xffffffffu;
        }
        got[8] = 0xdeadbeef;
        got[9] = 0xcafef00d;
        sha256Compress_g(want, buf.data() + misalign, nblocks);
        k->compress(got, buf.data() + misalign, nblocks);
        ASSERT_EQ(0, std::memcmp(want, got, sizeof(want)))
            << "nblocks=" << nblocks << " rep=" << rep;
        EXPECT_EQ(got[8], 0xdeadbeefu);
        EXPECT_EQ(got[9], 0xcafef00du);
        EXPECT_EQ(buf, saved) << "input modified";
      }
    }
    // All-zero and all-0xff blocks.
    for (uint8_t fill : {uint8_t{0}, uint8_t{0xff}}) {
      std::vector<uint8_t> buf(64 * 5, fill);
      uint32_t want[8] = {1, 2, 3, 4, 5, 6, 7, 8}, got[8] = {1, 2, 3, 4, 5, 6, 7, 8};
      sha256Compress_g(want, buf.data(), 5);
      k->compress(got, buf.data(), 5);
      EXPECT_EQ(0, std::memcmp(want, got, sizeof(want))) << "fill " << int(fill);
    }
  }
}

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
// XINUSE (XGETBV with ECX=1; CPUID.(EAX=0DH,ECX=1):EAX bit 2): bit 2 is set
// while the upper halves of ymm0-15 are not known to be zero ("dirty").
bool HasXgetbv1() {
  uint32_t a = 0xd, b, c = 1, d;
  __asm__ volatile("cpuid" : "+a"(a), "=b"(b), "+c"(c), "=d"(d));
  return (a >> 2) & 1;
}
uint64_t XInUse() {
  uint32_t lo, hi;
  __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(1));
  return (uint64_t{hi} << 32) | lo;
}
// DirtyUpperThenCompress sets the upper half of ymm15 (and, where AVX-512
// is enabled, of zmm14), calls k.compress, and returns XINUSE right after.
// XINUSE is read only where it exists (has_xgetbv1; else 0 is returned).
uint64_t DirtyUpperThenCompress(const Sha256Kernels& k, uint32_t* st, const uint8_t* b, size_t n,
                                bool avx512, bool has_xgetbv1) {
  if (avx512) __asm__ volatile("vpternlogd $0xff, %%zmm14, %%zmm14, %%zmm14" ::: "xmm14");
  __asm__ volatile("vpcmpeqd %%ymm15, %%ymm15, %%ymm15" ::: "xmm15");
  k.compress(st, b, n);
  return has_xgetbv1 ? XInUse() : 0;
}

// Callers that leave the upper ymm state dirty (AVX code without VZEROUPPER)
// must not change any kernel's result, and the x86_64_shani table (whose
// legacy-SSE SHA instructions slow down ~1.75x in that state) must return
// with the state clean (its VZEROUPPER entry).
TEST(Sha256Kernel, DirtyUpperStateFromCaller) {
  const CpuFeatures& f = DetectedCpu();
  if (!f.avx2) GTEST_SKIP() << "no AVX: the upper ymm state does not exist";
  SCOPED_TRACE(test::SeedTrace(Seed()));
  std::mt19937_64 rng(Seed() ^ 0x5a5a);
  const bool xinuse = HasXgetbv1();
  bool shani_seen = false;
  for (const Sha256Kernels* k : AllSha256Kernels()) {
    SCOPED_TRACE(k->name);
    for (size_t nblocks : {1, 2, 5}) {
      const std::vector<uint8_t> buf = RandomBytes(rng, nblocks * 64);
      uint32_t want[8], got[8];
      for (int i = 0; i < 8; ++i) want[i] = got[i] = static_cast<uint32_t>(rng());
      sha256Compress_g(want, buf.data(), nblocks);
      const uint64_t in_use =
          DirtyUpperThenCompress(*k, got, buf.data(), nblocks, f.avx512f, xinuse);
      EXPECT_EQ(0, std::memcmp(want, got, sizeof(want))) << "nblocks=" << nblocks;
      if (xinuse && std::string(k->name) == "x86_64_shani") {
        shani_seen = true;
        EXPECT_EQ(in_use & 0x44, 0u)
            << "upper ymm/zmm state left dirty (XINUSE 0x" << std::hex << in_use << ")";
      }
    }
  }
  if (xinuse && f.sha) {
    EXPECT_TRUE(shani_seen);
  }
}
#endif

// ---------------------------------------------------------------------------
// Known answers (testdata/sha256/*.txt name their sources).

template <typename H>
void RunKat(const std::string& path, size_t records, size_t digest_size) {
  test::KatFile kat(path);
  ASSERT_EQ(kat.size(), records) << path;
  for (const Sha256Kernels* k : AllSha256Kernels()) {
    SCOPED_TRACE(k->name);
    for (test::KatRecord& r : kat) {
      SCOPED_TRACE(r.Where());
      const std::vector<uint8_t> msg = r.TakeHex("Msg");
      const size_t repeat = r.Has("Repeat") ? r.TakeInt("Repeat") : 1;
      const std::vector<uint8_t> md = r.TakeHex("MD");
      ASSERT_EQ(md.size(), digest_size);
      // Streamed in pieces of the message (e.g. the million 'a' byte by byte).
      H h(k[0]);
      for (size_t i = 0; i < repeat; ++i) h.Update(msg);
      EXPECT_EQ(ToHex(Digest(h)), ToHex(md));
      // And in one piece.
      std::vector<uint8_t> all;
      for (size_t i = 0; i < repeat; ++i) all.insert(all.end(), msg.begin(), msg.end());
      EXPECT_EQ(ToHex(OneShot<H>(*k, all)), ToHex(md));
    }
  }
}

TEST(Sha256Kat, Fips180) { RunKat<Sha256>("testdata/sha256/sha256_fips180.txt", 5, 32); }
TEST(Sha224Kat, Fips180) { RunKat<Sha224>("testdata/sha256/sha224_fips180.txt", 5, 28); }

// ---------------------------------------------------------------------------
// Differential against OpenSSL.

template <typename H>
void RunOracle(const EVP_MD* md) {
  SCOPED_TRACE(test::SeedTrace(Seed()));
  std::mt19937_64 rng(Seed() ^ 0x1111);
  std::vector<size_t> lens;
  for (size_t n = 0; n <= 300; ++n) lens.push_back(n);
  for (int i = 0; i < 60; ++i) lens.push_back(rng() % 5001);
  for (size_t n : {511, 512, 513, 1023, 1024, 1025, 4095, 4096, 4097, 5000}) lens.push_back(n);
  for (const Sha256Kernels* k : AllSha256Kernels()) {
    SCOPED_TRACE(k->name);
    for (size_t n : lens) {
      std::vector<uint8_t> m = RandomBytes(rng, n);
      ASSERT_EQ(ToHex(OneShot<H>(*k, m)), ToHex(OsslDigest(md, m))) << "len " << n;
    }
  }
}

TEST(Sha256Oracle, EveryLengthAndRandomLengths) { RunOracle<Sha256>(EVP_sha256()); }
TEST(Sha224Oracle, EveryLengthAndRandomLengths) { RunOracle<Sha224>(EVP_sha224()); }

// The one-shots take their own path (tail and padding built on the stack, one
// kernel call up to 119 bytes): every length 0..200 (the 55/56 and 119/120
// padding boundaries, 64 and 128), block multiples and random lengths, the
// input at every offset mod 16.
TEST(Sha256Oracle, DefaultTableAndOneShots) {
  SCOPED_TRACE(test::SeedTrace(Seed()));
  std::mt19937_64 rng(Seed() ^ 0x2222);
  std::vector<size_t> lens;
  for (size_t n = 0; n <= 200; ++n) lens.push_back(n);
  for (size_t n : {255, 256, 257, 1000, 4095, 4096, 4097}) lens.push_back(n);
  for (int i = 0; i < 20; ++i) lens.push_back(rng() % 5001);
  for (size_t n : lens) {
    SCOPED_TRACE("len " + std::to_string(n));
    const size_t offset = rng() % 16;
    std::vector<uint8_t> buf = RandomBytes(rng, n + offset);
    std::span<const uint8_t> m(buf.data() + offset, n);
    const std::vector<uint8_t> mv(m.begin(), m.end());
    auto a = Sha256Sum(m);
    ASSERT_EQ(ToHex(a), ToHex(OsslDigest(EVP_sha256(), mv)));
    auto b = Sha224Sum(m);
    ASSERT_EQ(ToHex(b), ToHex(OsslDigest(EVP_sha224(), mv)));
    std::vector<uint8_t> out(40, 0xee);
    ASSERT_EQ(Sha256Hash(m, out), Status::kOk);
    EXPECT_EQ(ToHex(std::vector<uint8_t>(out.begin(), out.begin() + 32)), ToHex(a));
    EXPECT_EQ(out[32], 0xee);  // nothing written past the digest
    std::fill(out.begin(), out.end(), 0xee);
    ASSERT_EQ(Sha224Hash(m, out), Status::kOk);
    EXPECT_EQ(ToHex(std::vector<uint8_t>(out.begin(), out.begin() + 28)), ToHex(b));
    EXPECT_EQ(out[28], 0xee);
  }
}

// ---------------------------------------------------------------------------
// Streaming.

template <typename H>
void RunSplits() {
  SCOPED_TRACE(test::SeedTrace(Seed()));
  std::mt19937_64 rng(Seed() ^ 0x3333);
  for (const Sha256Kernels* k : AllSha256Kernels()) {
    SCOPED_TRACE(k->name);
    // Every two-way split (and a three-way split around it) of every length
    // up to 200 equals the one-shot digest.
    for (size_t n = 0; n <= 200; ++n) {
      std::vector<uint8_t> m = RandomBytes(rng, n);
      const std::vector<uint8_t> want = OneShot<H>(*k, m);
      const std::span<const uint8_t> s(m);
      for (size_t i = 0; i <= n; ++i) {
        H h(*k);
        h.Update(s.first(i));
        h.Update(s.subspan(i));
        ASSERT_EQ(Digest(h), want) << "len " << n << " split " << i;
        const size_t j = i + (n - i) / 2;
        h.Update(s.first(i));
        h.Update(s.subspan(i, j - i));
        h.Update(std::span<const uint8_t>());
        h.Update(s.subspan(j));
        ASSERT_EQ(Digest(h), want) << "len " << n << " splits " << i << "," << j;
      }
    }
    // Random chunkings of longer messages.
    for (int rep = 0; rep < 100; ++rep) {
      const size_t n = rng() % 5001;
      std::vector<uint8_t> m = RandomBytes(rng, n);
      H h(*k);
      size_t pos = 0;
      while (pos < n) {
        size_t c = rng() % 3 == 0 ? rng() % 8 : rng() % 300;
        if (c > n - pos) c = n - pos;
        h.Update(std::span<const uint8_t>(m).subspan(pos, c));
        pos += c;
      }
      ASSERT_EQ(Digest(h), OneShot<H>(*k, m)) << "rep " << rep;
    }
  }
}

TEST(Sha256Stream, EverySplitEqualsOneShot) { RunSplits<Sha256>(); }
TEST(Sha224Stream, EverySplitEqualsOneShot) { RunSplits<Sha224>(); }

template <typename H>
void RunCopyAndReuse(const EVP_MD* md) {
  SCOPED_TRACE(test::SeedTrace(Seed()));
  std::mt19937_64 rng(Seed() ^ 0x4444);
  for (const Sha256Kernels* k : AllSha256Kernels()) {
    SCOPED_TRACE(k->name);
    for (int rep = 0; rep < 50; ++rep) {
      // Hash a prefix once, copy the state, finish with different suffixes.
      std::vector<uint8_t> prefix = RandomBytes(rng, rng() % 300);
      H base(*k);
      base.Update(prefix);
      for (int s = 0; s < 3; ++s) {
        std::vector<uint8_t> suffix = RandomBytes(rng, rng() % 200);
        H copy = base;
        copy.Update(suffix);
        std::vector<uint8_t> all = prefix;
        all.insert(all.end(), suffix.begin(), suffix.end());
        ASSERT_EQ(ToHex(Digest(copy)), ToHex(OsslDigest(md, all)));
        // Final reset the copy: it now hashes a fresh message.
        copy.Update(suffix);
        ASSERT_EQ(ToHex(Digest(copy)), ToHex(OsslDigest(md, suffix)));
      }
      // Copy-assignment too, and the base is unaffected by its copies.
      H assigned(*k);
      const std::vector<uint8_t> junk = RandomBytes(rng, 77);
      assigned.Update(junk);
      assigned = base;
      ASSERT_EQ(ToHex(Digest(assigned)), ToHex(OsslDigest(md, prefix)));
      ASSERT_EQ(ToHex(Digest(base)), ToHex(OsslDigest(md, prefix)));
      // Reset mid-message discards what was absorbed.
      base.Update(prefix);
      base.Reset();
      ASSERT_EQ(ToHex(Digest(base)), ToHex(OsslDigest(md, {})));
    }
  }
}

TEST(Sha256Stream, CopiedPrefixAndReuse) { RunCopyAndReuse<Sha256>(EVP_sha256()); }
TEST(Sha224Stream, CopiedPrefixAndReuse) { RunCopyAndReuse<Sha224>(EVP_sha224()); }

TEST(Sha256Errors, FinalBufferTooSmall) {
  const std::vector<uint8_t> m = {'a', 'b', 'c'};
  Sha256 h;
  h.Update(m);
  std::vector<uint8_t> small(31, 0x11);
  EXPECT_EQ(h.Final(small), Status::kBufferTooSmall);
  EXPECT_EQ(small, std::vector<uint8_t>(31, 0x11));  // untouched
  std::vector<uint8_t> out(32);
  ASSERT_EQ(h.Final(out), Status::kOk);  // the state survived the failed call
  EXPECT_EQ(ToHex(out), ToHex(OsslDigest(EVP_sha256(), m)));
  EXPECT_EQ(Sha256Hash(m, small), Status::kBufferTooSmall);
  EXPECT_EQ(Sha256Hash(m, std::span<uint8_t>()), Status::kBufferTooSmall);

  Sha224 g;
  g.Update(m);
  std::vector<uint8_t> small224(27);
  EXPECT_EQ(g.Final(small224), Status::kBufferTooSmall);
  std::vector<uint8_t> out224(28);
  ASSERT_EQ(g.Final(out224), Status::kOk);
  EXPECT_EQ(ToHex(out224), ToHex(OsslDigest(EVP_sha224(), m)));
  EXPECT_EQ(Sha224Hash(m, small224), Status::kBufferTooSmall);
}

}  // namespace
}  // namespace limb
