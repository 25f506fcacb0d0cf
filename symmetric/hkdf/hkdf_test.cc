// HKDF-SHA256: RFC 5869 known answers (PRK and OKM), OpenSSL's EVP_PKEY HKDF
// (extract+expand, extract-only, expand-only modes) as a differential oracle
// on random salts, IKMs, infos and output lengths for every SHA-256 kernel
// table, the 255*32 output limit and the other error cases.
#include "limb/symmetric/hkdf/hkdf.h"

#include <openssl/evp.h>
#include <openssl/kdf.h>

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

// OpenSSL HKDF in the given mode; for EXPAND_ONLY `ikm` is the PRK.
std::vector<uint8_t> OsslHkdf(int mode, const std::vector<uint8_t>& salt,
                              const std::vector<uint8_t>& ikm, const std::vector<uint8_t>& info,
                              size_t len, const EVP_MD* md = EVP_sha256()) {
  EVP_PKEY_CTX* c = EVP_PKEY_CTX_new_id(EVP_PKEY_HKDF, nullptr);
  EXPECT_NE(c, nullptr);
  EXPECT_EQ(EVP_PKEY_derive_init(c), 1);
  EXPECT_EQ(EVP_PKEY_CTX_set_hkdf_mode(c, mode), 1);
  EXPECT_EQ(EVP_PKEY_CTX_set_hkdf_md(c, md), 1);
  if (!salt.empty()) {
    EXPECT_EQ(EVP_PKEY_CTX_set1_hkdf_salt(c, salt.data(), static_cast<int>(salt.size())), 1);
  }
  EXPECT_EQ(EVP_PKEY_CTX_set1_hkdf_key(c, ikm.data(), static_cast<int>(ikm.size())), 1);
  if (!info.empty()) {
    EXPECT_EQ(EVP_PKEY_CTX_add1_hkdf_info(c, info.data(), static_cast<int>(info.size())), 1);
  }
  std::vector<uint8_t> out(len);
  size_t out_len = len;
  EXPECT_EQ(EVP_PKEY_derive(c, out.data(), &out_len), 1);
  EXPECT_EQ(out_len, len);
  EVP_PKEY_CTX_free(c);
  return out;
}

TEST(HkdfSha256Kat, Rfc5869) {
  test::KatFile kat("testdata/hkdf/hkdf_sha256_rfc5869.txt");
  ASSERT_EQ(kat.size(), 3u);
  for (const Sha256Kernels* k : AllSha256Kernels()) {
    SCOPED_TRACE(k->name);
    for (test::KatRecord& r : kat) {
      SCOPED_TRACE(r.Where());
      const std::vector<uint8_t> ikm = r.TakeHex("IKM");
      const std::vector<uint8_t> salt = r.TakeHex("Salt");
      const std::vector<uint8_t> info = r.TakeHex("Info");
      const size_t len = r.TakeInt("L");
      const std::vector<uint8_t> prk = r.TakeHex("PRK");
      const std::vector<uint8_t> okm = r.TakeHex("OKM");
      ASSERT_EQ(okm.size(), len);
      // The PRK context on this table (extract + expand).
      std::vector<uint8_t> out(len);
      HkdfSha256Prk p(salt, ikm, *k);
      ASSERT_EQ(p.Expand(info, out), Status::kOk);
      EXPECT_EQ(ToHex(out), ToHex(okm));
      if (k == AllSha256Kernels()[0]) {  // the free functions (dispatched table)
        std::vector<uint8_t> got_prk(32);
        ASSERT_EQ(HkdfSha256Extract(salt, ikm, got_prk), Status::kOk);
        EXPECT_EQ(ToHex(got_prk), ToHex(prk));
        std::vector<uint8_t> got(len);
        ASSERT_EQ(HkdfSha256Expand(prk, info, got), Status::kOk);
        EXPECT_EQ(ToHex(got), ToHex(okm));
        std::fill(got.begin(), got.end(), 0);
        ASSERT_EQ(HkdfSha256(salt, ikm, info, got), Status::kOk);
        EXPECT_EQ(ToHex(got), ToHex(okm));
      }
    }
  }
}

TEST(HkdfSha256Oracle, RandomInputs) {
  SCOPED_TRACE(test::SeedTrace(Seed()));
  std::mt19937_64 rng(Seed() ^ 0x686b6466);
  for (const Sha256Kernels* k : AllSha256Kernels()) {
    SCOPED_TRACE(k->name);
    for (int rep = 0; rep < 60; ++rep) {
      const std::vector<uint8_t> salt = RandomBytes(rng, rng() % 3 == 0 ? 0 : rng() % 200);
      const std::vector<uint8_t> ikm = RandomBytes(rng, 1 + rng() % 200);
      const std::vector<uint8_t> info = RandomBytes(rng, rng() % 3 == 0 ? 0 : rng() % 300);
      size_t len = 1 + rng() % 400;
      if (rep == 0) len = kHkdfSha256MaxOutput;  // the largest allowed output
      if (rep == 1) len = kHkdfSha256MaxOutput - 1;
      if (rep == 2) len = 32;
      if (rep == 3) len = 33;
      std::vector<uint8_t> out(len);
      HkdfSha256Prk p(salt, ikm, *k);
      ASSERT_EQ(p.Expand(info, out), Status::kOk);
      ASSERT_EQ(ToHex(out), ToHex(OsslHkdf(EVP_PKEY_HKDEF_MODE_EXTRACT_AND_EXPAND, salt, ikm, info, len)))
          << "rep " << rep;
      if (k == AllSha256Kernels()[0]) {
        std::vector<uint8_t> prk(32);
        ASSERT_EQ(HkdfSha256Extract(salt, ikm, prk), Status::kOk);
        ASSERT_EQ(ToHex(prk), ToHex(OsslHkdf(EVP_PKEY_HKDEF_MODE_EXTRACT_ONLY, salt, ikm, {}, 32)));
        // Expand-only from a random PRK of at least 32 bytes.
        const std::vector<uint8_t> rprk = RandomBytes(rng, 32 + rng() % 64);
        std::vector<uint8_t> got(len);
        ASSERT_EQ(HkdfSha256Expand(rprk, info, got), Status::kOk);
        ASSERT_EQ(ToHex(got), ToHex(OsslHkdf(EVP_PKEY_HKDEF_MODE_EXPAND_ONLY, {}, rprk, info, len)));
        std::vector<uint8_t> one(len);
        ASSERT_EQ(HkdfSha256(salt, ikm, info, one), Status::kOk);
        ASSERT_EQ(one, out);
      }
    }
  }
}

TEST(HkdfSha256Errors, LimitsAndBuffers) {
  const std::vector<uint8_t> ikm(22, 0x0b), salt(13, 1), info(10, 2), prk(32, 3);
  std::vector<uint8_t> big(kHkdfSha256MaxOutput + 1, 0x77);
  EXPECT_EQ(HkdfSha256(salt, ikm, info, big), Status::kInvalidArgument);
  EXPECT_EQ(HkdfSha256Expand(prk, info, big), Status::kInvalidArgument);
  HkdfSha256Prk p(salt, ikm);
  EXPECT_EQ(p.Expand(info, big), Status::kInvalidArgument);
  EXPECT_EQ(big, std::vector<uint8_t>(kHkdfSha256MaxOutput + 1, 0x77));  // untouched
  // A PRK shorter than HashLen is rejected.
  std::vector<uint8_t> out(42);
  EXPECT_EQ(HkdfSha256Expand(std::vector<uint8_t>(31, 3), info, out), Status::kInvalidArgument);
  EXPECT_EQ(out, std::vector<uint8_t>(42));  // untouched
  // The extract output buffer must hold 32 bytes.
  std::vector<uint8_t> small(31, 0x55);
  EXPECT_EQ(HkdfSha256Extract(salt, ikm, small), Status::kBufferTooSmall);
  EXPECT_EQ(small, std::vector<uint8_t>(31, 0x55));  // untouched
  // Zero-length output is fine and writes nothing.
  EXPECT_EQ(HkdfSha256(salt, ikm, info, std::span<uint8_t>()), Status::kOk);
  EXPECT_EQ(HkdfSha256Expand(prk, info, std::span<uint8_t>()), Status::kOk);
  // Expanding twice from one context gives the same bytes; a prefix of a
  // longer output equals a shorter output.
  std::vector<uint8_t> a(100), b(100), c(37);
  ASSERT_EQ(p.Expand(info, a), Status::kOk);
  ASSERT_EQ(p.Expand(info, b), Status::kOk);
  ASSERT_EQ(p.Expand(info, c), Status::kOk);
  EXPECT_EQ(a, b);
  EXPECT_EQ(std::vector<uint8_t>(a.begin(), a.begin() + 37), c);
}

// ---- The templates over Hmac<H> -----------------------------------------------

template <class H>
struct HashMd;
template <>
struct HashMd<Sha224> {
  static const EVP_MD* Get() { return EVP_sha224(); }
};
template <>
struct HashMd<Sha256> {
  static const EVP_MD* Get() { return EVP_sha256(); }
};
template <>
struct HashMd<Sha384> {
  static const EVP_MD* Get() { return EVP_sha384(); }
};
template <>
struct HashMd<Sha512> {
  static const EVP_MD* Get() { return EVP_sha512(); }
};

template <class H>
class HkdfGenericTest : public ::testing::Test {};
using HkdfHashes = ::testing::Types<Sha224, Sha256, Sha384, Sha512>;
TYPED_TEST_SUITE(HkdfGenericTest, HkdfHashes);

// HKDF-SHA384 and HKDF-SHA512 on RFC 5869's inputs, outputs from OpenSSL.
TEST(HkdfGeneric, Sha384Sha512KnownAnswers) {
  test::KatFile kat("testdata/hkdf/hkdf_sha384_sha512_openssl.txt");
  ASSERT_EQ(kat.size(), 6u);
  for (test::KatRecord& r : kat) {
    SCOPED_TRACE(r.Where());
    const std::string hash = r.Take("Hash");
    const std::vector<uint8_t> ikm = r.TakeHex("IKM"), salt = r.TakeHex("Salt"),
                               info = r.TakeHex("Info");
    const size_t len = r.TakeInt("L");
    const std::vector<uint8_t> want_prk = r.TakeHex("PRK"), want_okm = r.TakeHex("OKM");
    std::vector<uint8_t> prk(want_prk.size()), okm(len), one(len);
    if (hash == "sha384") {
      ASSERT_EQ(HkdfExtract<HmacSha384>(salt, ikm, prk), Status::kOk);
      ASSERT_EQ(HkdfExpand<HmacSha384>(prk, info, okm), Status::kOk);
      ASSERT_EQ(Hkdf<HmacSha384>(salt, ikm, info, one), Status::kOk);
    } else {
      ASSERT_EQ(hash, "sha512");
      ASSERT_EQ(HkdfExtract<HmacSha512>(salt, ikm, prk), Status::kOk);
      ASSERT_EQ(HkdfExpand<HmacSha512>(prk, info, okm), Status::kOk);
      ASSERT_EQ(Hkdf<HmacSha512>(salt, ikm, info, one), Status::kOk);
    }
    EXPECT_EQ(ToHex(prk), ToHex(want_prk));
    EXPECT_EQ(ToHex(okm), ToHex(want_okm));
    EXPECT_EQ(ToHex(one), ToHex(want_okm));
  }
}

// Extract, Expand and the one-shot against OpenSSL's HKDF with the same hash,
// output lengths 0..3 blocks and the maximum, then the limits.
TYPED_TEST(HkdfGenericTest, OracleAndLimits) {
  using H = TypeParam;
  using M = Hmac<H>;
  const EVP_MD* md = HashMd<H>::Get();
  SCOPED_TRACE(test::SeedTrace(Seed()));
  std::mt19937_64 rng(Seed() ^ 0x676b64);
  constexpr size_t kMax = kHkdfMaxOutput<M>;
  static_assert(kMax == 255 * H::kDigestSize);
  std::vector<size_t> lens;
  for (size_t n = 0; n <= 3 * M::kSize + 1; ++n) lens.push_back(n);
  lens.push_back(kMax - 1);
  lens.push_back(kMax);
  for (size_t len : lens) {
    const std::vector<uint8_t> salt = RandomBytes(rng, rng() % 3 == 0 ? 0 : rng() % 200);
    const std::vector<uint8_t> ikm = RandomBytes(rng, 1 + rng() % 100);
    const std::vector<uint8_t> info = RandomBytes(rng, rng() % 3 == 0 ? 0 : rng() % 100);
    std::vector<uint8_t> prk(M::kSize);
    ASSERT_EQ(HkdfExtract<M>(salt, ikm, prk), Status::kOk);
    ASSERT_EQ(ToHex(prk), ToHex(OsslHkdf(EVP_PKEY_HKDEF_MODE_EXTRACT_ONLY, salt, ikm, {},
                                         M::kSize, md)));
    std::vector<uint8_t> okm(len), one(len);
    ASSERT_EQ(HkdfExpand<M>(prk, info, okm), Status::kOk);
    ASSERT_EQ(Hkdf<M>(salt, ikm, info, one), Status::kOk);
    if (len == 0) continue;  // OpenSSL refuses an empty output
    const std::vector<uint8_t> want =
        OsslHkdf(EVP_PKEY_HKDEF_MODE_EXTRACT_AND_EXPAND, salt, ikm, info, len, md);
    ASSERT_EQ(ToHex(okm), ToHex(want)) << len;
    ASSERT_EQ(ToHex(one), ToHex(want)) << len;
  }
  const std::vector<uint8_t> prk(M::kSize, 7);
  std::vector<uint8_t> big(kMax + 1, 0xee), small_prk_out(8, 0xee);
  EXPECT_EQ(HkdfExpand<M>(prk, {}, big), Status::kInvalidArgument);
  EXPECT_EQ(Hkdf<M>(prk, prk, {}, big), Status::kInvalidArgument);
  EXPECT_EQ(big, std::vector<uint8_t>(kMax + 1, 0xee));
  EXPECT_EQ(HkdfExpand<M>(std::span<const uint8_t>(prk).first(M::kSize - 1), {}, small_prk_out),
            Status::kInvalidArgument);
  EXPECT_EQ(small_prk_out, std::vector<uint8_t>(8, 0xee));
  std::vector<uint8_t> short_prk(M::kSize - 1, 0xee);
  EXPECT_EQ(HkdfExtract<M>(prk, prk, short_prk), Status::kBufferTooSmall);
  EXPECT_EQ(short_prk, std::vector<uint8_t>(M::kSize - 1, 0xee));
}

}  // namespace
}  // namespace limb
