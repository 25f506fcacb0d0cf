// HMAC-SHA256: RFC 4231 known answers and OpenSSL's HMAC() as a differential
// oracle, for every SHA-256 kernel table: random keys (every length 0..200
// and long ones), random messages, streaming splits, reuse of one keyed
// context, copies, Verify with full and truncated tags, error cases.
// Hmac<H> for every hash limb has: RFC 4231, the same OpenSSL oracle, its
// tag limits, and agreement with HmacSha256 for H = Sha256.
#include "limb/symmetric/hmac/hmac.h"

#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <random>
#include <string>
#include <vector>

#include "gtest/gtest.h"
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

std::vector<uint8_t> OsslHmac(const std::vector<uint8_t>& key, const std::vector<uint8_t>& m) {
  uint8_t out[EVP_MAX_MD_SIZE];
  unsigned len = 0;
  static const uint8_t kEmpty = 0;  // HMAC() wants a non-null key pointer
  EXPECT_NE(HMAC(EVP_sha256(), key.empty() ? &kEmpty : key.data(), static_cast<int>(key.size()),
                 m.data(), m.size(), out, &len),
            nullptr);
  return std::vector<uint8_t>(out, out + len);
}

std::vector<uint8_t> Mac(HmacSha256& h) {
  auto m = h.Final();
  return std::vector<uint8_t>(m.begin(), m.end());
}

TEST(HmacSha256Kat, Rfc4231) {
  test::KatFile kat("testdata/hmac/hmac_rfc4231.txt");
  ASSERT_EQ(kat.size(), 28u);
  for (const Sha256Kernels* k : AllSha256Kernels()) {
    SCOPED_TRACE(k->name);
    int ran = 0;
    for (test::KatRecord& r : kat) {
      SCOPED_TRACE(r.Where());
      if (r.Take("Hash") != "sha256") {
        r.Skip();  // another hash's record (HmacGenericTest)
        continue;
      }
      ++ran;
      const std::vector<uint8_t> key = r.TakeHex("Key");
      const std::vector<uint8_t> data = r.TakeHex("Data");
      const std::vector<uint8_t> want = r.TakeHex("Mac");
      ASSERT_TRUE(want.size() == 32 || want.size() == 16);  // case 5: 128-bit truncation
      HmacSha256 h(key, *k);
      h.Update(data);
      const std::vector<uint8_t> mac = Mac(h);
      EXPECT_EQ(ToHex(std::vector<uint8_t>(mac.begin(), mac.begin() + want.size())), ToHex(want));
      // Verify accepts the (possibly truncated) tag and rejects a changed one.
      h.Update(data);
      EXPECT_EQ(h.Verify(want), Status::kOk);
      std::vector<uint8_t> bad = want;
      bad.back() ^= 1;
      h.Update(data);
      EXPECT_EQ(h.Verify(bad), Status::kAuthenticationFailed);
    }
    EXPECT_EQ(ran, 7);
  }
}

TEST(HmacSha256Oracle, RandomKeysAndMessages) {
  SCOPED_TRACE(test::SeedTrace(Seed()));
  std::mt19937_64 rng(Seed() ^ 0x6d6163);
  std::vector<size_t> key_lens;
  for (size_t n = 0; n <= 200; ++n) key_lens.push_back(n);
  for (size_t n : {255, 256, 1000, 4096}) key_lens.push_back(n);
  for (const Sha256Kernels* k : AllSha256Kernels()) {
    SCOPED_TRACE(k->name);
    for (size_t kl : key_lens) {
      const std::vector<uint8_t> key = RandomBytes(rng, kl);
      HmacSha256 h(key, *k);  // keyed once, reused for every message below
      for (int rep = 0; rep < 4; ++rep) {
        const size_t n = rep == 0 ? kl % 301 : (rep == 1 ? rng() % 300 : rng() % 5001);
        const std::vector<uint8_t> m = RandomBytes(rng, n);
        h.Update(m);
        ASSERT_EQ(ToHex(Mac(h)), ToHex(OsslHmac(key, m))) << "key " << kl << " msg " << n;
      }
    }
    // Every message length 0..300 under one fixed key, plus the one-shots.
    const std::vector<uint8_t> key = RandomBytes(rng, 32);
    HmacSha256 h(key, *k);
    for (size_t n = 0; n <= 300; ++n) {
      const std::vector<uint8_t> m = RandomBytes(rng, n);
      h.Update(m);
      const std::vector<uint8_t> want = OsslHmac(key, m);
      ASSERT_EQ(ToHex(Mac(h)), ToHex(want)) << "msg " << n;
      if (k == AllSha256Kernels()[0]) {
        EXPECT_EQ(ToHex(HmacSha256Sum(key, m)), ToHex(want));
        std::vector<uint8_t> out(33, 0xee);
        ASSERT_EQ(HmacSha256Mac(key, m, out), Status::kOk);
        EXPECT_EQ(ToHex(std::vector<uint8_t>(out.begin(), out.begin() + 32)), ToHex(want));
        EXPECT_EQ(out[32], 0xee);
      }
    }
  }
}

TEST(HmacSha256Stream, SplitsCopiesAndReset) {
  SCOPED_TRACE(test::SeedTrace(Seed()));
  std::mt19937_64 rng(Seed() ^ 0x73706c);
  for (const Sha256Kernels* k : AllSha256Kernels()) {
    SCOPED_TRACE(k->name);
    const std::vector<uint8_t> key = RandomBytes(rng, 1 + rng() % 100);
    HmacSha256 h(key, *k);
    for (size_t n = 0; n <= 150; ++n) {
      const std::vector<uint8_t> m = RandomBytes(rng, n);
      const std::vector<uint8_t> want = OsslHmac(key, m);
      const std::span<const uint8_t> s(m);
      for (size_t i = 0; i <= n; ++i) {  // every two-way split
        h.Update(s.first(i));
        h.Update(s.subspan(i));
        ASSERT_EQ(Mac(h), want) << "len " << n << " split " << i;
      }
    }
    // A copy carries key and absorbed prefix; the original is unaffected.
    const std::vector<uint8_t> prefix = RandomBytes(rng, 100);
    const std::vector<uint8_t> suffix = RandomBytes(rng, 70);
    h.Update(prefix);
    HmacSha256 c = h;
    c.Update(suffix);
    std::vector<uint8_t> all = prefix;
    all.insert(all.end(), suffix.begin(), suffix.end());
    EXPECT_EQ(ToHex(Mac(c)), ToHex(OsslHmac(key, all)));
    EXPECT_EQ(ToHex(Mac(h)), ToHex(OsslHmac(key, prefix)));
    // Copy-assignment from a context with another key.
    HmacSha256 other(RandomBytes(rng, 10), *k);
    other = h;
    other.Update(suffix);
    EXPECT_EQ(ToHex(Mac(other)), ToHex(OsslHmac(key, suffix)));
    // Reset drops the message, keeps the key.
    h.Update(prefix);
    h.Reset();
    h.Update(suffix);
    EXPECT_EQ(ToHex(Mac(h)), ToHex(OsslHmac(key, suffix)));
  }
}

TEST(HmacSha256Errors, BuffersAndTags) {
  const std::vector<uint8_t> key = {1, 2, 3};
  const std::vector<uint8_t> m = {'m', 's', 'g'};
  const std::vector<uint8_t> want = OsslHmac(key, m);
  HmacSha256 h(key);
  h.Update(m);
  std::vector<uint8_t> small(31, 0x11);
  EXPECT_EQ(h.Final(small), Status::kBufferTooSmall);
  EXPECT_EQ(small, std::vector<uint8_t>(31, 0x11));
  std::vector<uint8_t> out(32);
  ASSERT_EQ(h.Final(out), Status::kOk);  // the failed call changed nothing
  EXPECT_EQ(ToHex(out), ToHex(want));
  EXPECT_EQ(HmacSha256Mac(key, m, small), Status::kBufferTooSmall);

  // Verify: tags shorter than kHmacSha256MinTagSize (even the right MAC's
  // prefix) and over-long tags are invalid; every truncation 16..32 of the
  // right MAC passes; any single-bit change in any position fails.
  h.Update(m);
  EXPECT_EQ(h.Verify(std::span<const uint8_t>()), Status::kInvalidArgument);
  for (size_t t = 1; t < kHmacSha256MinTagSize; ++t) {
    h.Update(m);
    EXPECT_EQ(h.Verify(std::span<const uint8_t>(want.data(), t)), Status::kInvalidArgument) << t;
  }
  std::vector<uint8_t> longer = want;
  longer.push_back(0);
  h.Update(m);
  EXPECT_EQ(h.Verify(longer), Status::kInvalidArgument);
  static_assert(kHmacSha256MinTagSize == 16);
  for (size_t t = kHmacSha256MinTagSize; t <= 32; ++t) {
    const std::vector<uint8_t> tag(want.begin(), want.begin() + t);
    h.Update(m);
    EXPECT_EQ(h.Verify(tag), Status::kOk) << t;
    for (size_t i = 0; i < t; ++i) {
      std::vector<uint8_t> bad = tag;
      bad[i] ^= static_cast<uint8_t>(1u << (i % 8));
      h.Update(m);
      EXPECT_EQ(h.Verify(bad), Status::kAuthenticationFailed) << t << " " << i;
    }
  }
  // After Verify the context is reset (keyed, empty message).
  EXPECT_EQ(ToHex(Mac(h)), ToHex(OsslHmac(key, {})));
}

// ---- Hmac<H> ----------------------------------------------------------------

// Each hash limb offers, with its OpenSSL twin and its name in the KAT file.
template <class H>
struct HashInfo;
template <>
struct HashInfo<Sha224> {
  static const EVP_MD* Md() { return EVP_sha224(); }
  static constexpr const char* kName = "sha224";
};
template <>
struct HashInfo<Sha256> {
  static const EVP_MD* Md() { return EVP_sha256(); }
  static constexpr const char* kName = "sha256";
};
template <>
struct HashInfo<Sha384> {
  static const EVP_MD* Md() { return EVP_sha384(); }
  static constexpr const char* kName = "sha384";
};
template <>
struct HashInfo<Sha512> {
  static const EVP_MD* Md() { return EVP_sha512(); }
  static constexpr const char* kName = "sha512";
};
template <>
struct HashInfo<Sha1> {
  static const EVP_MD* Md() { return EVP_sha1(); }
  static constexpr const char* kName = "sha1";  // not in RFC 4231
};

template <class H>
std::vector<uint8_t> OsslHmacWith(const std::vector<uint8_t>& key, const std::vector<uint8_t>& m) {
  uint8_t out[EVP_MAX_MD_SIZE];
  unsigned len = 0;
  static const uint8_t kEmpty = 0;
  EXPECT_NE(HMAC(HashInfo<H>::Md(), key.empty() ? &kEmpty : key.data(),
                 static_cast<int>(key.size()), m.data(), m.size(), out, &len),
            nullptr);
  return std::vector<uint8_t>(out, out + len);
}

template <class H>
class HmacGenericTest : public ::testing::Test {};
using HmacHashes = ::testing::Types<Sha1, Sha224, Sha256, Sha384, Sha512>;
TYPED_TEST_SUITE(HmacGenericTest, HmacHashes);

TYPED_TEST(HmacGenericTest, Rfc4231) {
  using H = TypeParam;
  test::KatFile kat("testdata/hmac/hmac_rfc4231.txt");
  ASSERT_EQ(kat.size(), 28u);  // 7 cases x 4 hashes
  int ran = 0;
  for (test::KatRecord& r : kat) {
    SCOPED_TRACE(r.Where());
    if (r.Take("Hash") != HashInfo<H>::kName) {
      r.Skip();  // another hash's record
      continue;
    }
    const std::vector<uint8_t> key = r.TakeHex("Key");
    const std::vector<uint8_t> data = r.TakeHex("Data");
    const std::vector<uint8_t> want = r.TakeHex("Mac");
    Hmac<H> h(key);
    h.Update(data);
    const auto mac = h.Final();
    ASSERT_LE(want.size(), mac.size());
    EXPECT_EQ(ToHex(std::vector<uint8_t>(mac.begin(), mac.begin() + want.size())), ToHex(want));
    // Test case 5's 128-bit truncation is below half of SHA-384's and
    // SHA-512's MAC, which Verify refuses (kMinTagSize).
    const bool verifiable = want.size() >= Hmac<H>::kMinTagSize;
    h.Update(data);
    EXPECT_EQ(h.Verify(want), verifiable ? Status::kOk : Status::kInvalidArgument);
    std::vector<uint8_t> bad = want;
    bad[0] ^= 0x80;
    h.Update(data);
    EXPECT_EQ(h.Verify(bad), verifiable ? Status::kAuthenticationFailed : Status::kInvalidArgument);
    ++ran;
  }
  // RFC 4231 covers the SHA-2 functions; HMAC-SHA1 has RFC 2202's cases,
  // and OracleStreamingAndLimits checks it against OpenSSL.
  EXPECT_EQ(ran, std::string(HashInfo<H>::kName) == "sha1" ? 0 : 7);
}

TYPED_TEST(HmacGenericTest, OracleStreamingAndLimits) {
  using H = TypeParam;
  SCOPED_TRACE(test::SeedTrace(Seed()));
  std::mt19937_64 rng(Seed() ^ 0x67656e);
  // Keys around the block size (hashed when longer), messages of every
  // length 0..300 and random longer ones, each split in two at random.
  for (size_t kl : {size_t{0}, size_t{1}, H::kBlockSize - 1, H::kBlockSize, H::kBlockSize + 1,
                    size_t{2} * H::kBlockSize + 3}) {
    const std::vector<uint8_t> key = RandomBytes(rng, kl);
    Hmac<H> h(key);
    for (size_t n = 0; n <= 300; n += (n < 2 * H::kBlockSize + 2 ? 1 : 37)) {
      const std::vector<uint8_t> m = RandomBytes(rng, n);
      const size_t cut = n == 0 ? 0 : rng() % (n + 1);
      h.Update(std::span<const uint8_t>(m).first(cut));
      h.Update(std::span<const uint8_t>(m).subspan(cut));
      ASSERT_EQ(ToHex(h.Final()), ToHex(OsslHmacWith<H>(key, m))) << "key " << kl << " msg " << n;
    }
    // A copy carries the key and the prefix; Reset keeps the key.
    const std::vector<uint8_t> m = RandomBytes(rng, 1 + rng() % 5000);
    h.Update(m);
    Hmac<H> c = h;
    h.Reset();
    EXPECT_EQ(ToHex(c.Final()), ToHex(OsslHmacWith<H>(key, m)));
    EXPECT_EQ(ToHex(h.Final()), ToHex(OsslHmacWith<H>(key, {})));
    std::vector<uint8_t> out(H::kDigestSize + 1, 0xee);
    ASSERT_EQ(HmacMac<H>(key, m, out), Status::kOk);
    EXPECT_EQ(ToHex(std::vector<uint8_t>(out.begin(), out.end() - 1)),
              ToHex(OsslHmacWith<H>(key, m)));
    EXPECT_EQ(out.back(), 0xee);
  }
  // Limits: a short output buffer changes nothing; tags shorter than
  // kMinTagSize or longer than the MAC are invalid; truncations in range
  // verify, a flipped bit does not.
  const std::vector<uint8_t> key = RandomBytes(rng, 20), m = RandomBytes(rng, 50);
  const std::vector<uint8_t> want = OsslHmacWith<H>(key, m);
  Hmac<H> h(key);
  std::vector<uint8_t> small(H::kDigestSize - 1, 0x11);
  h.Update(m);
  EXPECT_EQ(h.Final(small), Status::kBufferTooSmall);
  EXPECT_EQ(small, std::vector<uint8_t>(H::kDigestSize - 1, 0x11));
  EXPECT_EQ(ToHex(h.Final()), ToHex(want));  // the failed call changed nothing
  static_assert(Hmac<H>::kMinTagSize >= 10 && Hmac<H>::kMinTagSize >= H::kDigestSize / 2);
  for (size_t t = 0; t <= H::kDigestSize + 1; ++t) {
    std::vector<uint8_t> tag(want.begin(), want.begin() + std::min(t, want.size()));
    if (t > want.size()) tag.push_back(0);
    h.Update(m);
    const Status want_status =
        t < Hmac<H>::kMinTagSize || t > H::kDigestSize ? Status::kInvalidArgument : Status::kOk;
    EXPECT_EQ(h.Verify(tag), want_status) << t;
    if (want_status == Status::kOk) {
      tag[t - 1] ^= 1;
      h.Update(m);
      EXPECT_EQ(h.Verify(tag), Status::kAuthenticationFailed) << t;
    }
  }
}

// The generic template and the SHA-256 class with its precomputed outer
// block compute the same MACs.
TEST(HmacGeneric, Sha256InstanceEqualsHmacSha256) {
  SCOPED_TRACE(test::SeedTrace(Seed()));
  std::mt19937_64 rng(Seed() ^ 0x657175);
  static_assert(Hmac<Sha256>::kMinTagSize == kHmacSha256MinTagSize);
  for (int i = 0; i < 200; ++i) {
    const std::vector<uint8_t> key = RandomBytes(rng, rng() % 150);
    const std::vector<uint8_t> m = RandomBytes(rng, rng() % 1000);
    Hmac<Sha256> g(key);
    HmacSha256 s(key);
    g.Update(m);
    s.Update(m);
    ASSERT_EQ(g.Final(), s.Final());
  }
}

}  // namespace
}  // namespace limb
