// SHA-1: every kernel table against the generic twin, the FIPS 180 / RFC 3174
// known answers, and OpenSSL's EVP as a differential oracle (every length
// 0..300, random lengths to 5000, every two-way split, random chunkings,
// copied prefix states, reuse after Final).
#include "limb/symmetric/sha1/sha1.h"

#include <openssl/evp.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
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
#include "limb/symmetric/sha1/sha1_internal.h"

namespace limb {
namespace {

using test::RandomBytes;
using test::ToHex;

// The seed of the randomised tests (LIMB_TEST_SEED overrides it).
uint64_t Seed() { return test::TestSeed(0x5eed0001); }

std::vector<uint8_t> OsslSha1(const std::vector<uint8_t>& m) {
  uint8_t out[EVP_MAX_MD_SIZE];
  unsigned len = 0;
  EXPECT_EQ(EVP_Digest(m.data(), m.size(), out, &len, EVP_sha1(), nullptr), 1);
  return std::vector<uint8_t>(out, out + len);
}

std::vector<uint8_t> Digest(Sha1& h) {
  auto d = h.Final();
  return std::vector<uint8_t>(d.begin(), d.end());
}

std::vector<uint8_t> OneShot(const Sha1Kernels& k, const std::vector<uint8_t>& m) {
  Sha1 h(k);
  h.Update(m);
  return Digest(h);
}

// ---------------------------------------------------------------------------
// Dispatch: every table the CPU can run is present; the selection follows
// the LIMB_CPU levels.

TEST(ActiveSha1Kernels, ExpectedTablesPresent) {
  std::set<std::string> names;
  for (const Sha1Kernels* k : AllSha1Kernels()) names.insert(k->name);
  std::set<std::string> expected = {"generic"};
#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
  const CpuFeatures& f = DetectedCpu();
  if (f.avx2 && f.bmi2) expected.insert("x86_64_avx2");
  if (f.sha && f.ssse3) expected.insert("x86_64_shani_noavx");
  if (f.sha && f.ssse3 && f.avx2) expected.insert("x86_64_shani");
  // DetectedCpu() itself is checked against CPUID by //asm:cpu_test (and
  // against each emulated model's exact features by tools/cpu_matrix.sh),
  // so a table missing here for a feature the CPU has is a failure.
#endif
  EXPECT_EQ(names, expected);
  EXPECT_EQ(std::string(ExpectedSha1KernelsName()),
            std::string(Sha1KernelsFor(DetectedCpu()).name));
}

// The selection rule, stated once more: SHA-NI (with SSSE3), with AVX the
// variant that enters through VZEROUPPER; else AVX2+BMI2; else (and on
// aarch64 and ppc64le) the twin.
const char* WantSha1Table(const CpuFeatures& f) {
#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
  if (f.asm_allowed && f.sha && f.ssse3) return f.avx2 ? "x86_64_shani" : "x86_64_shani_noavx";
  if (f.asm_allowed && f.avx2 && f.bmi2) return "x86_64_avx2";
#endif
  (void)f;
  return "generic";
}

TEST(ActiveSha1Kernels, SelectionFollowsCpuLevels) {
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
#elif defined(__x86_64__)
  const Case cases[] = {{"generic", "generic"}, {"ssse3", "generic"}, {"native", "generic"}};
  const bool every_feature = true;
#elif defined(__aarch64__)
  const Case cases[] = {{"generic", "generic"}, {"aarch64", "generic"}, {"neon", "generic"},
                        {"sha2", "generic"},    {"sha512", "generic"},  {"native", "generic"}};
  const bool every_feature = true;
#elif defined(__powerpc64__)
  const Case cases[] = {{"generic", "generic"}, {"ppc64le", "generic"}, {"power8", "generic"},
                        {"power9", "generic"},  {"power10", "generic"}, {"native", "generic"}};
  const bool every_feature = true;
#else
  const Case cases[] = {{"generic", "generic"}, {"native", "generic"}};
  const bool every_feature = true;
#endif
  for (const Case& c : cases) {
    CpuFeatures f = DetectedCpu();
    ASSERT_TRUE(CapCpu(c.level, &f)) << c.level;
    EXPECT_STREQ(Sha1KernelsFor(f).name, WantSha1Table(f)) << "LIMB_CPU=" << c.level;
    if (every_feature) {
      EXPECT_STREQ(Sha1KernelsFor(f).name, c.want) << "LIMB_CPU=" << c.level;
    }
  }
#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
  {
    // A SHA-NI CPU without AVX (Goldmont/Tremont): the kernel without VZEROUPPER.
    // A synthetic feature set: the choice is made, nothing is run.
    CpuFeatures f;
    f.asm_allowed = true;
    f.ssse3 = f.sha = true;
    EXPECT_STREQ(Sha1KernelsFor(f).name, "x86_64_shani_noavx");
    f.ssse3 = false;  // SHA-NI without SSSE3 (no such CPU): no PSHUFB, the twin
    EXPECT_STREQ(Sha1KernelsFor(f).name, "generic");
  }
#endif
  const char* env = std::getenv("LIMB_CPU");
  if (env != nullptr && std::string(env) == "generic") {
    EXPECT_STREQ(ActiveSha1Kernels().name, "generic");
  }
  // The process-wide choice is the one for Cpu() (LIMB_CPU as set for this run).
  EXPECT_EQ(&ActiveSha1Kernels(), &Sha1KernelsFor(Cpu()));
  std::printf("sha1 kernels in use: %s\n", ActiveSha1Kernels().name);
}

// ---------------------------------------------------------------------------
// The compression kernels against the generic twin.

TEST(Sha1Kernel, MatchesGenericTwin) {
  SCOPED_TRACE(test::SeedTrace(Seed()));
  std::mt19937_64 rng(Seed());
  for (const Sha1Kernels* k : AllSha1Kernels()) {
    SCOPED_TRACE(k->name);
    for (size_t nblocks : {0, 1, 2, 3, 4, 5, 7, 8, 9, 16, 33}) {
      for (int rep = 0; rep < 20; ++rep) {
        const size_t misalign = rep % 8;
        std::vector<uint8_t> buf = RandomBytes(rng, nblocks * 64 + misalign);
        const std::vector<uint8_t> saved = buf;
        uint32_t want[5], got[7];
        for (int i = 0; i < 5; ++i) want[i] = got[i] = static_cast<uint32_t>(rng());
        if (rep == 0) {  // edge states: all zeros and all ones
          for (int i = 0; i < 5; ++i) want[i] = got[i] = 0;
        } else if (rep == 1) {
          for (int i = 0; i < 5; ++i) want[i] = got[i] = 0xffffffffu;
        }
        got[5] = 0xdeadbeef;
        got[6] = 0xcafef00d;
        sha1Compress_g(want, buf.data() + misalign, nblocks);
        k->compress(got, buf.data() + misalign, nblocks);
        ASSERT_EQ(0, std::memcmp(want, got, sizeof(want)))
            << "nblocks=" << nblocks << " rep=" << rep;
        EXPECT_EQ(got[5], 0xdeadbeefu);
        EXPECT_EQ(got[6], 0xcafef00du);
        EXPECT_EQ(buf, saved) << "input modified";
      }
    }
    // All-zero and all-0xff blocks.
    for (uint8_t fill : {uint8_t{0}, uint8_t{0xff}}) {
      std::vector<uint8_t> buf(64 * 5, fill);
      uint32_t want[5] = {1, 2, 3, 4, 5}, got[5] = {1, 2, 3, 4, 5};
      sha1Compress_g(want, buf.data(), 5);
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
// is enabled, of zmm14), calls k.compress, and returns XINUSE right after
// (0 where XGETBV ECX=1 does not exist).
uint64_t DirtyUpperThenCompress(const Sha1Kernels& k, uint32_t* st, const uint8_t* b, size_t n,
                                bool avx512, bool has_xgetbv1) {
  if (avx512) __asm__ volatile("vpternlogd $0xff, %%zmm14, %%zmm14, %%zmm14" ::: "xmm14");
  __asm__ volatile("vpcmpeqd %%ymm15, %%ymm15, %%ymm15" ::: "xmm15");
  k.compress(st, b, n);
  return has_xgetbv1 ? XInUse() : 0;
}

// Callers that leave the upper ymm state dirty must not change any kernel's
// result, and the x86_64_shani table (legacy-SSE SHA instructions) must
// return with the state clean (its VZEROUPPER entry). Where XINUSE does not
// track VZEROUPPER (qemu's TCG) //asm/vector_state checks the registers.
TEST(Sha1Kernel, DirtyUpperStateFromCaller) {
  const CpuFeatures& f = DetectedCpu();
  if (!f.avx2) GTEST_SKIP() << "no AVX: the upper ymm state does not exist";
  SCOPED_TRACE(test::SeedTrace(Seed()));
  std::mt19937_64 rng(Seed() ^ 0x5a5a);
  const bool xinuse = HasXgetbv1();
  bool shani_seen = false;
  for (const Sha1Kernels* k : AllSha1Kernels()) {
    SCOPED_TRACE(k->name);
    for (size_t nblocks : {1, 2, 5}) {
      const std::vector<uint8_t> buf = RandomBytes(rng, nblocks * 64);
      uint32_t want[5], got[5];
      for (int i = 0; i < 5; ++i) want[i] = got[i] = static_cast<uint32_t>(rng());
      sha1Compress_g(want, buf.data(), nblocks);
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
// Known answers (testdata/sha1/*.txt name their sources).

TEST(Sha1Kat, Fips180AndRfc3174) {
  test::KatFile kat("testdata/sha1/sha1_fips180.txt");
  ASSERT_EQ(kat.size(), 6u);
  for (const Sha1Kernels* k : AllSha1Kernels()) {
    SCOPED_TRACE(k->name);
    for (test::KatRecord& r : kat) {
      SCOPED_TRACE(r.Where());
      const std::vector<uint8_t> msg = r.TakeHex("Msg");
      const size_t repeat = r.Has("Repeat") ? r.TakeInt("Repeat") : 1;
      const std::vector<uint8_t> md = r.TakeHex("MD");
      ASSERT_EQ(md.size(), kSha1DigestSize);
      // Streamed in pieces of the message (e.g. the million 'a' byte by byte).
      Sha1 h(*k);
      for (size_t i = 0; i < repeat; ++i) h.Update(msg);
      EXPECT_EQ(ToHex(Digest(h)), ToHex(md));
      // And in one piece.
      std::vector<uint8_t> all;
      for (size_t i = 0; i < repeat; ++i) all.insert(all.end(), msg.begin(), msg.end());
      EXPECT_EQ(ToHex(OneShot(*k, all)), ToHex(md));
    }
  }
}

// ---------------------------------------------------------------------------
// Differential against OpenSSL.

TEST(Sha1Oracle, EveryLengthAndRandomLengths) {
  SCOPED_TRACE(test::SeedTrace(Seed()));
  std::mt19937_64 rng(Seed() ^ 0x1111);
  std::vector<size_t> lens;
  for (size_t n = 0; n <= 300; ++n) lens.push_back(n);
  for (int i = 0; i < 60; ++i) lens.push_back(rng() % 5001);
  for (size_t n : {511, 512, 513, 1023, 1024, 1025, 4095, 4096, 4097, 5000}) lens.push_back(n);
  for (const Sha1Kernels* k : AllSha1Kernels()) {
    SCOPED_TRACE(k->name);
    for (size_t n : lens) {
      std::vector<uint8_t> m = RandomBytes(rng, n);
      ASSERT_EQ(ToHex(OneShot(*k, m)), ToHex(OsslSha1(m))) << "len " << n;
    }
  }
}

// The one-shots (the dispatched table): every length 0..200, block multiples
// and random lengths, the input at every offset mod 16, nothing written past
// the digest.
TEST(Sha1Oracle, DefaultTableAndOneShots) {
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
    auto a = Sha1Sum(m);
    ASSERT_EQ(ToHex(a), ToHex(OsslSha1(mv)));
    std::vector<uint8_t> out(28, 0xee);
    ASSERT_EQ(Sha1Hash(m, out), Status::kOk);
    EXPECT_EQ(ToHex(std::vector<uint8_t>(out.begin(), out.begin() + 20)), ToHex(a));
    EXPECT_EQ(out[20], 0xee);  // nothing written past the digest
  }
}

// Random lengths 0..5000 in random chunkings (runs of tiny pieces, pieces
// across block boundaries, empty updates) against OpenSSL.
TEST(Sha1Oracle, RandomChunkings) {
  SCOPED_TRACE(test::SeedTrace(Seed()));
  std::mt19937_64 rng(Seed() ^ 0x5555);
  for (const Sha1Kernels* k : AllSha1Kernels()) {
    SCOPED_TRACE(k->name);
    for (int rep = 0; rep < 200; ++rep) {
      const size_t n = rng() % 5001;
      std::vector<uint8_t> m = RandomBytes(rng, n);
      Sha1 h(*k);
      size_t pos = 0;
      while (pos < n) {
        size_t c = rng() % 3 == 0 ? rng() % 8 : rng() % 300;
        if (c > n - pos) c = n - pos;
        h.Update(std::span<const uint8_t>(m).subspan(pos, c));
        pos += c;
      }
      ASSERT_EQ(ToHex(Digest(h)), ToHex(OsslSha1(m))) << "rep " << rep << " len " << n;
    }
  }
}

// ---------------------------------------------------------------------------
// Streaming.

TEST(Sha1Stream, EverySplitEqualsOneShot) {
  SCOPED_TRACE(test::SeedTrace(Seed()));
  std::mt19937_64 rng(Seed() ^ 0x3333);
  for (const Sha1Kernels* k : AllSha1Kernels()) {
    SCOPED_TRACE(k->name);
    // Every two-way split (and a three-way split around it) of every length
    // up to 200 equals the one-shot digest.
    for (size_t n = 0; n <= 200; ++n) {
      std::vector<uint8_t> m = RandomBytes(rng, n);
      const std::vector<uint8_t> want = OneShot(*k, m);
      const std::span<const uint8_t> s(m);
      for (size_t i = 0; i <= n; ++i) {
        Sha1 h(*k);
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
  }
}

TEST(Sha1Stream, CopiedPrefixAndReuse) {
  SCOPED_TRACE(test::SeedTrace(Seed()));
  std::mt19937_64 rng(Seed() ^ 0x4444);
  for (const Sha1Kernels* k : AllSha1Kernels()) {
    SCOPED_TRACE(k->name);
    for (int rep = 0; rep < 50; ++rep) {
      // Hash a prefix once, copy the state, finish with different suffixes.
      std::vector<uint8_t> prefix = RandomBytes(rng, rng() % 300);
      Sha1 base(*k);
      base.Update(prefix);
      for (int s = 0; s < 3; ++s) {
        std::vector<uint8_t> suffix = RandomBytes(rng, rng() % 200);
        Sha1 copy = base;
        copy.Update(suffix);
        std::vector<uint8_t> all = prefix;
        all.insert(all.end(), suffix.begin(), suffix.end());
        ASSERT_EQ(ToHex(Digest(copy)), ToHex(OsslSha1(all)));
        // Final reset the copy: it now hashes a fresh message.
        copy.Update(suffix);
        ASSERT_EQ(ToHex(Digest(copy)), ToHex(OsslSha1(suffix)));
      }
      // Copy-assignment too, and the base is unaffected by its copies.
      Sha1 assigned(*k);
      const std::vector<uint8_t> junk = RandomBytes(rng, 77);
      assigned.Update(junk);
      assigned = base;
      ASSERT_EQ(ToHex(Digest(assigned)), ToHex(OsslSha1(prefix)));
      ASSERT_EQ(ToHex(Digest(base)), ToHex(OsslSha1(prefix)));
      // Reset mid-message discards what was absorbed.
      base.Update(prefix);
      base.Reset();
      ASSERT_EQ(ToHex(Digest(base)), ToHex(OsslSha1({})));
    }
  }
}

TEST(Sha1Errors, FinalBufferTooSmall) {
  const std::vector<uint8_t> m = {'a', 'b', 'c'};
  Sha1 h;
  h.Update(m);
  std::vector<uint8_t> small(19, 0x11);
  EXPECT_EQ(h.Final(small), Status::kBufferTooSmall);
  EXPECT_EQ(small, std::vector<uint8_t>(19, 0x11));  // untouched
  std::vector<uint8_t> out(20);
  ASSERT_EQ(h.Final(out), Status::kOk);  // the state survived the failed call
  EXPECT_EQ(ToHex(out), ToHex(OsslSha1(m)));
  EXPECT_EQ(Sha1Hash(m, small), Status::kBufferTooSmall);
  EXPECT_EQ(small, std::vector<uint8_t>(19, 0x11));
  EXPECT_EQ(Sha1Hash(m, std::span<uint8_t>()), Status::kBufferTooSmall);
}

}  // namespace
}  // namespace limb
