// SHA-512 / SHA-384 / SHA-512/256: every kernel table against the generic
// twin, the FIPS 180 / RFC 6234 known answers, and OpenSSL's EVP as a
// differential oracle (every length 0..300, random lengths to 5000, every
// two-way split, random chunkings, copied prefix states, reuse after Final).
#include "limb/symmetric/sha512/sha512.h"

#include <openssl/evp.h>

#include <algorithm>
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
#include "limb/symmetric/sha512/sha512_internal.h"

namespace limb {
namespace {

using test::RandomBytes;
using test::ToHex;

// The seed of the randomised tests (LIMB_TEST_SEED overrides it).
uint64_t Seed() { return test::TestSeed(0x5eed0512); }

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
std::vector<uint8_t> OneShot(const Sha512Kernels& k, const std::vector<uint8_t>& m) {
  H h(k);
  h.Update(m);
  return Digest(h);
}

// ---------------------------------------------------------------------------
// Dispatch: every table the CPU can run is present; the selection follows
// the LIMB_CPU levels.

TEST(ActiveSha512Kernels, ExpectedTablesPresent) {
  std::set<std::string> names;
  for (const Sha512Kernels* k : AllSha512Kernels()) names.insert(k->name);
  std::set<std::string> expected = {"generic"};
#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
  // DetectedCpu() itself is checked against CPUID by //asm:cpu_test, so a
  // table missing here for a feature the CPU has is a failure.
  const CpuFeatures& f = DetectedCpu();
  if (f.avx2 && f.bmi2) expected.insert("x86_64_avx2");
#elif defined(__aarch64__) && !defined(LIMB_NO_ASM)
  if (DetectedCpu().aarch64_sha512) expected.insert("aarch64_sha512");
#elif defined(__powerpc64__) && defined(__LITTLE_ENDIAN__) && !defined(LIMB_NO_ASM)
  if (DetectedCpu().power8) expected.insert("ppc64le_power8");
#endif
  EXPECT_EQ(names, expected);
  EXPECT_EQ(std::string(ExpectedSha512KernelsName()),
            std::string(Sha512KernelsFor(DetectedCpu()).name));
}

// The selection rule, stated once more: AVX2+BMI2 on x86-64; the SHA-512
// instructions on aarch64; the POWER8 vector crypto on ppc64le; the twin
// everywhere else.
const char* WantSha512Table(const CpuFeatures& f) {
#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
  if (f.asm_allowed && f.avx2 && f.bmi2) return "x86_64_avx2";
#elif defined(__aarch64__) && !defined(LIMB_NO_ASM)
  if (f.asm_allowed && f.aarch64_sha512) return "aarch64_sha512";
#elif defined(__powerpc64__) && defined(__LITTLE_ENDIAN__) && !defined(LIMB_NO_ASM)
  if (f.asm_allowed && f.power8) return "ppc64le_power8";
#endif
  (void)f;
  return "generic";
}

TEST(ActiveSha512Kernels, SelectionFollowsCpuLevels) {
  struct Case {
    const char* level;
    const char* want;  // on a CPU with every feature
  };
#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
  const Case cases[] = {{"generic", "generic"},   {"x86_64", "generic"},
                        {"ssse3", "generic"},     {"avx2", "x86_64_avx2"},
                        {"shani", "x86_64_avx2"}, {"avx512", "x86_64_avx2"},
                        {"native", "x86_64_avx2"}};
  const bool every_feature = DetectedCpu().avx2 && DetectedCpu().bmi2;
#elif defined(__aarch64__) && !defined(LIMB_NO_ASM)
  const Case cases[] = {{"generic", "generic"}, {"aarch64", "generic"}, {"neon", "generic"},
                        {"sha2", "generic"},    {"sha512", "aarch64_sha512"},
                        {"native", "aarch64_sha512"}};
  const bool every_feature = DetectedCpu().aarch64_sha512;
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
    ASSERT_TRUE(CapCpu(c.level, &f)) << c.level;
    EXPECT_STREQ(Sha512KernelsFor(f).name, WantSha512Table(f)) << "LIMB_CPU=" << c.level;
    if (every_feature) {
      EXPECT_STREQ(Sha512KernelsFor(f).name, c.want) << "LIMB_CPU=" << c.level;
    }
  }
  // The process-wide choice is the one for Cpu() (LIMB_CPU as set for this run).
  EXPECT_EQ(&ActiveSha512Kernels(), &Sha512KernelsFor(Cpu()));
  const char* env = std::getenv("LIMB_CPU");
  if (env != nullptr && std::string(env) == "generic") {
    EXPECT_STREQ(ActiveSha512Kernels().name, "generic");
  }
  std::printf("sha512 kernels in use: %s\n", ActiveSha512Kernels().name);
}

// ---------------------------------------------------------------------------
// The compression kernels against the generic twin.

TEST(Sha512Kernel, MatchesGenericTwin) {
  SCOPED_TRACE(test::SeedTrace(Seed()));
  std::mt19937_64 rng(Seed());
  for (const Sha512Kernels* k : AllSha512Kernels()) {
    SCOPED_TRACE(k->name);
    for (size_t nblocks : {0, 1, 2, 3, 4, 5, 7, 8, 9, 16, 33}) {
      for (int rep = 0; rep < 20; ++rep) {
        const size_t misalign = rep % 8 + (rep >= 8 ? 8 * (rep % 4) : 0);  // 0..31
        std::vector<uint8_t> buf = RandomBytes(rng, nblocks * 128 + misalign);
        const std::vector<uint8_t> saved = buf;
        uint64_t want[8], got[10];
        for (int i = 0; i < 8; ++i) want[i] = got[i] = rng();
        if (rep == 0) {  // edge states: all zeros and all ones
          for (int i = 0; i < 8; ++i) want[i] = got[i] = 0;
        } else if (rep == 1) {
          for (int i = 0; i < 8; ++i) want[i] = got[i] = ~uint64_t{0};
        }
        got[8] = 0xdeadbeefdeadbeef;
        got[9] = 0xcafef00dcafef00d;
        sha512Compress_g(want, buf.data() + misalign, nblocks);
        k->compress(got, buf.data() + misalign, nblocks);
        ASSERT_EQ(0, std::memcmp(want, got, sizeof(want)))
            << "nblocks=" << nblocks << " rep=" << rep;
        EXPECT_EQ(got[8], 0xdeadbeefdeadbeefu);
        EXPECT_EQ(got[9], 0xcafef00dcafef00du);
        EXPECT_EQ(buf, saved) << "input modified";
      }
    }
    // All-zero and all-0xff blocks.
    for (uint8_t fill : {uint8_t{0}, uint8_t{0xff}}) {
      std::vector<uint8_t> buf(128 * 5, fill);
      uint64_t want[8] = {1, 2, 3, 4, 5, 6, 7, 8}, got[8] = {1, 2, 3, 4, 5, 6, 7, 8};
      sha512Compress_g(want, buf.data(), 5);
      k->compress(got, buf.data(), 5);
      EXPECT_EQ(0, std::memcmp(want, got, sizeof(want))) << "fill " << int(fill);
    }
  }
}

// ---------------------------------------------------------------------------
// Known answers (testdata/sha512/*.txt name their sources).

template <typename H>
void RunKat(const std::string& path, size_t records) {
  test::KatFile kat(path);
  ASSERT_EQ(kat.size(), records) << path;
  for (const Sha512Kernels* k : AllSha512Kernels()) {
    SCOPED_TRACE(k->name);
    for (test::KatRecord& r : kat) {
      SCOPED_TRACE(r.Where());
      const std::vector<uint8_t> msg = r.TakeHex("Msg");
      const size_t repeat = r.Has("Repeat") ? r.TakeInt("Repeat") : 1;
      const std::vector<uint8_t> md = r.TakeHex("MD");
      ASSERT_EQ(md.size(), H::kDigestSize);
      // Streamed in pieces of the message (e.g. the million 'a' byte by byte).
      H h(*k);
      for (size_t i = 0; i < repeat; ++i) h.Update(msg);
      EXPECT_EQ(ToHex(Digest(h)), ToHex(md));
      // And in one piece.
      std::vector<uint8_t> all;
      for (size_t i = 0; i < repeat; ++i) all.insert(all.end(), msg.begin(), msg.end());
      EXPECT_EQ(ToHex(OneShot<H>(*k, all)), ToHex(md));
    }
  }
}

TEST(Sha512Kat, Fips180) { RunKat<Sha512>("testdata/sha512/sha512_fips180.txt", 6); }
TEST(Sha384Kat, Fips180) { RunKat<Sha384>("testdata/sha512/sha384_fips180.txt", 6); }
TEST(Sha512_256Kat, Fips180) { RunKat<Sha512_256>("testdata/sha512/sha512_256_fips180.txt", 6); }

// FIPS 180-4 §5.3.6: the SHA-512/t IV is SHA-512, started from the SHA-512
// IV xored with 0xa5a5..., of the ASCII string "SHA-512/t". Recomputed with
// the twin: a typo in the IV table of sha512.cc would fail here even if the
// oracle agreed by accident.
TEST(Sha512_256Kat, IvGenerationFunction) {
  uint64_t h[8] = {0x6a09e667f3bcc908, 0xbb67ae8584caa73b, 0x3c6ef372fe94f82b,
                   0xa54ff53a5f1d36f1, 0x510e527fade682d1, 0x9b05688c2b3e6c1f,
                   0x1f83d9abfb41bd6b, 0x5be0cd19137e2179};
  for (uint64_t& w : h) w ^= 0xa5a5a5a5a5a5a5a5;
  const char name[] = "SHA-512/256";
  const size_t n = sizeof(name) - 1;
  uint8_t block[128] = {};
  std::memcpy(block, name, n);
  block[n] = 0x80;
  block[127] = static_cast<uint8_t>(8 * n);  // bit length, fits one byte
  sha512Compress_g(h, block, 1);
  // The empty message under this IV: one block of padding.
  uint8_t pad[128] = {0x80};
  sha512Compress_g(h, pad, 1);
  uint8_t d[32];
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 8; ++j) d[8 * i + j] = static_cast<uint8_t>(h[i] >> (56 - 8 * j));
  const auto got = Sha512_256Sum({});
  EXPECT_EQ(ToHex(std::vector<uint8_t>(d, d + 32)), ToHex(got));
}

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
  for (const Sha512Kernels* k : AllSha512Kernels()) {
    SCOPED_TRACE(k->name);
    for (size_t n : lens) {
      std::vector<uint8_t> m = RandomBytes(rng, n);
      ASSERT_EQ(ToHex(OneShot<H>(*k, m)), ToHex(OsslDigest(md, m))) << "len " << n;
    }
  }
}

TEST(Sha512Oracle, EveryLengthAndRandomLengths) { RunOracle<Sha512>(EVP_sha512()); }
TEST(Sha384Oracle, EveryLengthAndRandomLengths) { RunOracle<Sha384>(EVP_sha384()); }
TEST(Sha512_256Oracle, EveryLengthAndRandomLengths) { RunOracle<Sha512_256>(EVP_sha512_256()); }

// The one-shot functions (the dispatched table): every length 0..300 (the
// 111/112 and 239/240 padding boundaries, 128 and 256), random lengths, the
// input at every offset mod 16, and nothing written past the digest.
TEST(Sha512Oracle, DefaultTableAndOneShots) {
  SCOPED_TRACE(test::SeedTrace(Seed()));
  std::mt19937_64 rng(Seed() ^ 0x2222);
  std::vector<size_t> lens;
  for (size_t n = 0; n <= 300; ++n) lens.push_back(n);
  for (size_t n : {1000, 4095, 4096, 4097}) lens.push_back(n);
  for (int i = 0; i < 20; ++i) lens.push_back(rng() % 5001);
  for (size_t n : lens) {
    SCOPED_TRACE("len " + std::to_string(n));
    const size_t offset = rng() % 16;
    std::vector<uint8_t> buf = RandomBytes(rng, n + offset);
    std::span<const uint8_t> m(buf.data() + offset, n);
    const std::vector<uint8_t> mv(m.begin(), m.end());
    auto a = Sha512Sum(m);
    ASSERT_EQ(ToHex(a), ToHex(OsslDigest(EVP_sha512(), mv)));
    auto b = Sha384Sum(m);
    ASSERT_EQ(ToHex(b), ToHex(OsslDigest(EVP_sha384(), mv)));
    auto c = Sha512_256Sum(m);
    ASSERT_EQ(ToHex(c), ToHex(OsslDigest(EVP_sha512_256(), mv)));
    std::vector<uint8_t> out(72, 0xee);
    ASSERT_EQ(Sha512Hash(m, out), Status::kOk);
    EXPECT_EQ(ToHex(std::vector<uint8_t>(out.begin(), out.begin() + 64)), ToHex(a));
    EXPECT_EQ(out[64], 0xee);
    std::fill(out.begin(), out.end(), 0xee);
    ASSERT_EQ(Sha384Hash(m, out), Status::kOk);
    EXPECT_EQ(ToHex(std::vector<uint8_t>(out.begin(), out.begin() + 48)), ToHex(b));
    EXPECT_EQ(out[48], 0xee);
    std::fill(out.begin(), out.end(), 0xee);
    ASSERT_EQ(Sha512_256Hash(m, out), Status::kOk);
    EXPECT_EQ(ToHex(std::vector<uint8_t>(out.begin(), out.begin() + 32)), ToHex(c));
    EXPECT_EQ(out[32], 0xee);
  }
}

// ---------------------------------------------------------------------------
// Streaming.

template <typename H>
void RunSplits(const EVP_MD* md) {
  SCOPED_TRACE(test::SeedTrace(Seed()));
  std::mt19937_64 rng(Seed() ^ 0x3333);
  for (const Sha512Kernels* k : AllSha512Kernels()) {
    SCOPED_TRACE(k->name);
    // Every two-way split (and a three-way split around it) of every length
    // up to 300 equals the one-shot digest.
    for (size_t n = 0; n <= 300; ++n) {
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
    // Random chunkings of random lengths 0..5000, against OpenSSL.
    for (int rep = 0; rep < 100; ++rep) {
      const size_t n = rng() % 5001;
      std::vector<uint8_t> m = RandomBytes(rng, n);
      H h(*k);
      size_t pos = 0;
      while (pos < n) {
        size_t c = rng() % 3 == 0 ? rng() % 8 : rng() % 400;
        if (c > n - pos) c = n - pos;
        h.Update(std::span<const uint8_t>(m).subspan(pos, c));
        pos += c;
      }
      ASSERT_EQ(ToHex(Digest(h)), ToHex(OsslDigest(md, m))) << "rep " << rep << " len " << n;
    }
  }
}

TEST(Sha512Stream, EverySplitEqualsOneShot) { RunSplits<Sha512>(EVP_sha512()); }
TEST(Sha384Stream, EverySplitEqualsOneShot) { RunSplits<Sha384>(EVP_sha384()); }
TEST(Sha512_256Stream, EverySplitEqualsOneShot) { RunSplits<Sha512_256>(EVP_sha512_256()); }

template <typename H>
void RunCopyAndReuse(const EVP_MD* md) {
  SCOPED_TRACE(test::SeedTrace(Seed()));
  std::mt19937_64 rng(Seed() ^ 0x4444);
  for (const Sha512Kernels* k : AllSha512Kernels()) {
    SCOPED_TRACE(k->name);
    for (int rep = 0; rep < 50; ++rep) {
      // Hash a prefix once, copy the state, finish with different suffixes.
      std::vector<uint8_t> prefix = RandomBytes(rng, rng() % 400);
      H base(*k);
      base.Update(prefix);
      for (int s = 0; s < 3; ++s) {
        std::vector<uint8_t> suffix = RandomBytes(rng, rng() % 300);
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

TEST(Sha512Stream, CopiedPrefixAndReuse) { RunCopyAndReuse<Sha512>(EVP_sha512()); }
TEST(Sha384Stream, CopiedPrefixAndReuse) { RunCopyAndReuse<Sha384>(EVP_sha384()); }
TEST(Sha512_256Stream, CopiedPrefixAndReuse) { RunCopyAndReuse<Sha512_256>(EVP_sha512_256()); }

template <typename H>
void RunBufferTooSmall(const EVP_MD* md, Status (*hash)(std::span<const uint8_t>,
                                                        std::span<uint8_t>)) {
  const std::vector<uint8_t> m = {'a', 'b', 'c'};
  H h;
  h.Update(m);
  std::vector<uint8_t> small(H::kDigestSize - 1, 0x11);
  EXPECT_EQ(h.Final(small), Status::kBufferTooSmall);
  EXPECT_EQ(small, std::vector<uint8_t>(H::kDigestSize - 1, 0x11));  // untouched
  std::vector<uint8_t> out(H::kDigestSize);
  ASSERT_EQ(h.Final(out), Status::kOk);  // the state survived the failed call
  EXPECT_EQ(ToHex(out), ToHex(OsslDigest(md, m)));
  EXPECT_EQ(hash(m, small), Status::kBufferTooSmall);
  EXPECT_EQ(small, std::vector<uint8_t>(H::kDigestSize - 1, 0x11));
  EXPECT_EQ(hash(m, std::span<uint8_t>()), Status::kBufferTooSmall);
}

TEST(Sha512Errors, FinalBufferTooSmall) {
  RunBufferTooSmall<Sha512>(EVP_sha512(), Sha512Hash);
  RunBufferTooSmall<Sha384>(EVP_sha384(), Sha384Hash);
  RunBufferTooSmall<Sha512_256>(EVP_sha512_256(), Sha512_256Hash);
}

}  // namespace
}  // namespace limb
