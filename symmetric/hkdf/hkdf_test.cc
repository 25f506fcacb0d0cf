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
                              size_t len) {
  EVP_PKEY_CTX* c = EVP_PKEY_CTX_new_id(EVP_PKEY_HKDF, nullptr);
  EXPECT_NE(c, nullptr);
  EXPECT_EQ(EVP_PKEY_derive_init(c), 1);
  EXPECT_EQ(EVP_PKEY_CTX_set_hkdf_mode(c, mode), 1);
  EXPECT_EQ(EVP_PKEY_CTX_set_hkdf_md(c, EVP_sha256()), 1);
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

}  // namespace
}  // namespace limb
