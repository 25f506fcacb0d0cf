// sign_test: RSASSA-PKCS1-v1_5 and RSASSA-PSS (rsa/schemes.h) against
// OpenSSL's libcrypto (the oracle: EVP_PKEY_sign / EVP_PKEY_verify), on the
// OpenSSL-made keys of testdata/rsa plus keys OpenSSL generates here with
// modulus sizes = 1 and = 6 mod 8 (the emLen = k - 1 and partial-byte PSS
// cases), and NIST CAVP PSS known answers (testdata/rsa/sig_pss_cavp_186-3.txt).
// Random digests: fixed seed, overridable with LIMB_TEST_SEED, printed with
// every failure.
#include <openssl/evp.h>
#include <openssl/rsa.h>
#include <openssl/x509.h>

#include <cstdlib>
#include <fstream>
#include <iterator>
#include <map>
#include <memory>
#include <algorithm>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "limb/base/testing/kat.h"
#include "limb/base/testing/seed.h"
#include "limb/rsa/rsa.h"
#include "limb/rsa/schemes.h"
#include "limb/rsa/test_util.h"
#include "limb/symmetric/sha256/sha256.h"
#include "limb/symmetric/sha512/sha512.h"

namespace limb {
namespace {

using Bytes = std::vector<uint8_t>;

uint64_t Seed() { return test::TestSeed(20261130); }
#define SEED_TRACE() SCOPED_TRACE(test::SeedTrace(Seed()))

using test::ReadTestFile;

using test::RandomBytes;

constexpr RsaHash kAllHashes[] = {RsaHash::kSha1, RsaHash::kSha224, RsaHash::kSha256,
                                  RsaHash::kSha384, RsaHash::kSha512};
constexpr RsaHash kPssHashes[] = {RsaHash::kSha1, RsaHash::kSha224, RsaHash::kSha256,
                                  RsaHash::kSha384, RsaHash::kSha512};

const EVP_MD* Md(RsaHash h) {
  switch (h) {
    case RsaHash::kSha1: return EVP_sha1();
    case RsaHash::kSha224: return EVP_sha224();
    case RsaHash::kSha256: return EVP_sha256();
    case RsaHash::kSha384: return EVP_sha384();
    case RsaHash::kSha512: return EVP_sha512();
  }
  return nullptr;
}

struct PkeyFree {
  void operator()(EVP_PKEY* p) const { EVP_PKEY_free(p); }
};
using Pkey = std::unique_ptr<EVP_PKEY, PkeyFree>;
struct CtxFree {
  void operator()(EVP_PKEY_CTX* p) const { EVP_PKEY_CTX_free(p); }
};
using Ctx = std::unique_ptr<EVP_PKEY_CTX, CtxFree>;

Pkey OsslKey(const Bytes& der) {
  const unsigned char* p = der.data();
  return Pkey(d2i_AutoPrivateKey(nullptr, &p, static_cast<long>(der.size())));
}

// OpenSSL's PSS salt-length selectors, spelled out.
constexpr int kOsslSaltDigest = RSA_PSS_SALTLEN_DIGEST;
constexpr int kOsslSaltMax = RSA_PSS_SALTLEN_MAX;
constexpr int kOsslSaltAuto = RSA_PSS_SALTLEN_AUTO;

bool Setup(EVP_PKEY_CTX* ctx, RsaHash h, bool pss, int saltlen, RsaHash mgf1) {
  if (EVP_PKEY_CTX_set_rsa_padding(ctx, pss ? RSA_PKCS1_PSS_PADDING : RSA_PKCS1_PADDING) <= 0)
    return false;
  if (EVP_PKEY_CTX_set_signature_md(ctx, Md(h)) <= 0) return false;
  if (pss) {
    if (EVP_PKEY_CTX_set_rsa_mgf1_md(ctx, Md(mgf1)) <= 0) return false;
    if (EVP_PKEY_CTX_set_rsa_pss_saltlen(ctx, saltlen) <= 0) return false;
  }
  return true;
}

// PSS uses MGF1 over mgf1 (default: h).
Bytes OsslSign(EVP_PKEY* key, RsaHash h, const Bytes& digest, bool pss, int saltlen = 0,
               std::optional<RsaHash> mgf1 = std::nullopt) {
  Ctx ctx(EVP_PKEY_CTX_new(key, nullptr));
  if (!ctx || EVP_PKEY_sign_init(ctx.get()) <= 0 ||
      !Setup(ctx.get(), h, pss, saltlen, mgf1.value_or(h)))
    return {};
  size_t len = 0;
  if (EVP_PKEY_sign(ctx.get(), nullptr, &len, digest.data(), digest.size()) <= 0) return {};
  Bytes sig(len);
  if (EVP_PKEY_sign(ctx.get(), sig.data(), &len, digest.data(), digest.size()) <= 0) return {};
  sig.resize(len);
  return sig;
}

bool OsslVerify(EVP_PKEY* key, RsaHash h, const Bytes& digest, const Bytes& sig, bool pss,
                int saltlen = 0, std::optional<RsaHash> mgf1 = std::nullopt) {
  Ctx ctx(EVP_PKEY_CTX_new(key, nullptr));
  if (!ctx || EVP_PKEY_verify_init(ctx.get()) <= 0 ||
      !Setup(ctx.get(), h, pss, saltlen, mgf1.value_or(h)))
    return false;
  return EVP_PKEY_verify(ctx.get(), sig.data(), sig.size(), digest.data(), digest.size()) == 1;
}

struct TestKey {
  std::string name;
  RsaPrivateKey key;
  Pkey ossl;
};

// The testdata keys (parsed by limb from PKCS#8 DER and by OpenSSL from the
// same bytes).
std::vector<TestKey>& FileKeys() {
  static std::vector<TestKey>* keys = [] {
    auto* v = new std::vector<TestKey>;
    for (const char* name : {"rsa2048", "rsa3072", "rsa4096", "rsa2048_3prime"}) {
      const Bytes der = ReadTestFile(std::string(name) + ".pkcs8.der");
      auto k = ParsePrivateKey(der);
      EXPECT_TRUE(k.ok()) << name;
      Pkey o = OsslKey(der);
      EXPECT_NE(o, nullptr) << name;
      if (!k.ok() || !o) continue;
      v->push_back(TestKey{name, std::move(*k), std::move(o)});
    }
    return v;
  }();
  return *keys;
}

// A fresh OpenSSL key of the given size, shared with limb through its
// PKCS#1 DER.
TestKey GeneratedKey(int bits) {
  TestKey t;
  t.name = "openssl-generated " + std::to_string(bits);
  // OpenSSL 3.0 rounds some sizes (2049 bits gives 2048): insist on exact.
  EVP_PKEY* raw = nullptr;
  for (int attempt = 0; attempt < 3; ++attempt) {
    Ctx ctx(EVP_PKEY_CTX_new_id(EVP_PKEY_RSA, nullptr));
    raw = nullptr;
    if (!ctx || EVP_PKEY_keygen_init(ctx.get()) <= 0 ||
        EVP_PKEY_CTX_set_rsa_keygen_bits(ctx.get(), bits) <= 0 ||
        EVP_PKEY_keygen(ctx.get(), &raw) <= 0) {
      ADD_FAILURE() << "OpenSSL keygen " << bits;
      return t;
    }
    if (EVP_PKEY_get_bits(raw) == bits) break;
    EVP_PKEY_free(raw);
    raw = nullptr;
  }
  if (raw == nullptr) {
    ADD_FAILURE() << "OpenSSL keygen never gave " << bits << " bits";
    return t;
  }
  t.ossl.reset(raw);
  unsigned char* der = nullptr;
  const int len = i2d_PrivateKey(raw, &der);
  EXPECT_GT(len, 0);
  auto k = ParsePrivateKey(Bytes(der, der + len));
  OPENSSL_free(der);
  EXPECT_TRUE(k.ok()) << StatusName(k.status());
  if (k.ok()) t.key = std::move(*k);
  EXPECT_EQ(t.key.bits(), static_cast<size_t>(bits));
  return t;
}

// Keys for the PSS geometry cases: modBits = 1 mod 8 (emLen = k - 1) and
// modBits = 6 mod 8 (two zero bits at the top of EM).
std::vector<TestKey>& OddKeys() {
  static std::vector<TestKey>* keys = [] {
    auto* v = new std::vector<TestKey>;
    for (int bits : {1025, 1537, 1030}) v->push_back(GeneratedKey(bits));
    return v;
  }();
  return *keys;
}

size_t PssMaxSalt(const RsaPrivateKey& key, size_t h_len) {
  const size_t em_len = (key.bits() - 1 + 7) / 8;
  return em_len - h_len - 2;
}

// ---- PKCS#1 v1.5 ----------------------------------------------------------

TEST(SignPkcs1v15Test, EqualsOpenSslAndCrossVerifies) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed());
  for (TestKey& t : FileKeys()) {
    SCOPED_TRACE(t.name);
    const size_t k = t.key.size();
    for (RsaHash h : kAllHashes) {
      SCOPED_TRACE(RsaHashName(h));
      for (int it = 0; it < 2; ++it) {
        const Bytes digest = RandomBytes(rng, RsaHashSize(h));
        Bytes sig(k, 0xaa);
        ASSERT_EQ(SignPkcs1v15(t.key, h, digest, sig), Status::kOk);
        // Deterministic: byte-identical to OpenSSL's signature.
        const Bytes want = OsslSign(t.ossl.get(), h, digest, false);
        ASSERT_EQ(want.size(), k);
        EXPECT_EQ(sig, want);
        EXPECT_TRUE(OsslVerify(t.ossl.get(), h, digest, sig, false));
        EXPECT_EQ(VerifyPkcs1v15(t.key.public_key(), h, digest, want), Status::kOk);
      }
    }
  }
}

TEST(SignPkcs1v15Test, OutputSpanAndArgumentErrors) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed());
  TestKey& t = FileKeys().front();
  const size_t k = t.key.size();
  const Bytes digest = RandomBytes(rng, 32);
  // A longer output span: the first k bytes receive the signature.
  Bytes wide(k + 5, 0xaa), sig(k);
  ASSERT_EQ(SignPkcs1v15(t.key, RsaHash::kSha256, digest, wide), Status::kOk);
  ASSERT_EQ(SignPkcs1v15(t.key, RsaHash::kSha256, digest, sig), Status::kOk);
  EXPECT_EQ(Bytes(wide.begin(), wide.begin() + k), sig);
  EXPECT_EQ(Bytes(wide.begin() + k, wide.end()), Bytes(5, 0xaa));
  Bytes small(k - 1);
  EXPECT_EQ(SignPkcs1v15(t.key, RsaHash::kSha256, digest, small), Status::kBufferTooSmall);
  for (RsaHash h : kAllHashes) {
    SCOPED_TRACE(RsaHashName(h));
    for (size_t len : {size_t{0}, RsaHashSize(h) - 1, RsaHashSize(h) + 1}) {
      const Bytes d(len, 0x5a);
      EXPECT_EQ(SignPkcs1v15(t.key, h, d, sig), Status::kInvalidArgument);
      EXPECT_EQ(VerifyPkcs1v15(t.key.public_key(), h, d, sig), Status::kInvalidArgument);
    }
  }
}

TEST(SignPkcs1v15Test, Rejections) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed());
  for (TestKey& t : FileKeys()) {
    SCOPED_TRACE(t.name);
    const RsaPublicKey& pub = t.key.public_key();
    const size_t k = t.key.size();
    const Bytes digest = RandomBytes(rng, 32);
    Bytes sig(k);
    ASSERT_EQ(SignPkcs1v15(t.key, RsaHash::kSha256, digest, sig), Status::kOk);
    ASSERT_EQ(VerifyPkcs1v15(pub, RsaHash::kSha256, digest, sig), Status::kOk);
    // Every single-bit flip of the signature (the larger keys: one byte in
    // eight, to bound the run time; the 2048-bit keys: every bit).
    const size_t stride = k > 256 ? 8 : 1;
    size_t flips = 0;
    for (size_t i = 0; i < k; i += stride) {
      for (int b = 0; b < 8; ++b) {
        Bytes bad = sig;
        bad[i] ^= static_cast<uint8_t>(1 << b);
        ASSERT_EQ(VerifyPkcs1v15(pub, RsaHash::kSha256, digest, bad), Status::kVerificationFailed)
            << "byte " << i << " bit " << b;
        ++flips;
      }
    }
    EXPECT_EQ(flips, 8 * ((k + stride - 1) / stride));
    // Every single-bit flip of the digest.
    for (size_t i = 0; i < digest.size(); ++i) {
      for (int b = 0; b < 8; ++b) {
        Bytes d = digest;
        d[i] ^= static_cast<uint8_t>(1 << b);
        ASSERT_EQ(VerifyPkcs1v15(pub, RsaHash::kSha256, d, sig), Status::kVerificationFailed);
      }
    }
    // Wrong hash id: the same signature checked as another hash's (digest
    // truncated or extended to that hash's length).
    for (RsaHash h : kAllHashes) {
      if (h == RsaHash::kSha256) continue;
      Bytes d = digest;
      d.resize(RsaHashSize(h), 0);
      EXPECT_EQ(VerifyPkcs1v15(pub, h, d, sig), Status::kVerificationFailed) << RsaHashName(h);
    }
    // Wrong lengths.
    for (size_t len : {size_t{0}, k - 1, k + 1}) {
      Bytes s = sig;
      s.resize(len, 0);
      EXPECT_EQ(VerifyPkcs1v15(pub, RsaHash::kSha256, digest, s), Status::kVerificationFailed);
    }
    Bytes lead0(1, 0);
    lead0.insert(lead0.end(), sig.begin(), sig.end());  // same value, k + 1 bytes
    EXPECT_EQ(VerifyPkcs1v15(pub, RsaHash::kSha256, digest, lead0), Status::kVerificationFailed);
    // sig >= n: n itself, n + sig (when it fits), all ones.
    EXPECT_EQ(VerifyPkcs1v15(pub, RsaHash::kSha256, digest, pub.n()), Status::kVerificationFailed);
    EXPECT_EQ(VerifyPkcs1v15(pub, RsaHash::kSha256, digest, Bytes(k, 0xff)),
              Status::kVerificationFailed);
    // A signature made with another key of the same size.
    for (TestKey& o : FileKeys()) {
      if (&o == &t || o.key.size() != k) continue;
      Bytes other(k);
      ASSERT_EQ(SignPkcs1v15(o.key, RsaHash::kSha256, digest, other), Status::kOk);
      EXPECT_EQ(VerifyPkcs1v15(pub, RsaHash::kSha256, digest, other), Status::kVerificationFailed);
    }
  }
}

// ---- PSS --------------------------------------------------------------------

// limb's VerifyPss accepts sig (made with a salt of salt_len bytes) under
// that explicit length and kPssSaltAuto, under kPssSaltHashLen exactly when
// salt_len == hLen and kPssSaltMax exactly when salt_len == max (checked
// only then), and rejects the explicit lengths salt_len - 1 and + 1 (where
// they are in [0, max]).
void ExpectPssVerifiesOnlyWithSalt(const RsaPublicKey& pub, RsaHash h, const Bytes& digest,
                                   const Bytes& sig, size_t salt_len, size_t max) {
  EXPECT_EQ(VerifyPss(pub, h, digest, sig, static_cast<ptrdiff_t>(salt_len)), Status::kOk);
  EXPECT_EQ(VerifyPss(pub, h, digest, sig, kPssSaltAuto), Status::kOk);
  if (salt_len == RsaHashSize(h)) {
    EXPECT_EQ(VerifyPss(pub, h, digest, sig, kPssSaltHashLen), Status::kOk);
  }
  if (salt_len == max) {
    EXPECT_EQ(VerifyPss(pub, h, digest, sig, kPssSaltMax), Status::kOk);
  }
  // A different explicit length is rejected.
  if (salt_len > 0) {
    EXPECT_EQ(VerifyPss(pub, h, digest, sig, static_cast<ptrdiff_t>(salt_len - 1)),
              Status::kVerificationFailed);
  }
  if (salt_len < max) {
    EXPECT_EQ(VerifyPss(pub, h, digest, sig, static_cast<ptrdiff_t>(salt_len + 1)),
              Status::kVerificationFailed);
  }
}

// Limb signs -> OpenSSL verifies; OpenSSL signs -> limb verifies; for salt
// lengths 0, 32, hLen, max, with explicit lengths and the auto modes.
void PssCrossCheck(TestKey& t, std::mt19937_64& rng) {
  const RsaPublicKey& pub = t.key.public_key();
  const size_t k = t.key.size();
  for (RsaHash h : kPssHashes) {
    SCOPED_TRACE(RsaHashName(h));
    const size_t h_len = RsaHashSize(h);
    const size_t max = PssMaxSalt(t.key, h_len);
    const Bytes digest = RandomBytes(rng, h_len);
    // limb -> OpenSSL.
    struct Case {
      ptrdiff_t limb;
      size_t len;
    };
    const Case cases[] = {{0, 0},
                          {32, 32},
                          {kPssSaltHashLen, h_len},
                          {kPssSaltMax, max},
                          {static_cast<ptrdiff_t>(max), max}};
    for (const Case& c : cases) {
      SCOPED_TRACE("limb salt " + std::to_string(c.limb));
      Bytes sig(k, 0xaa);
      if (c.len > max) {  // e.g. SHA-512 with a 64-byte salt in a 1030-bit key
        EXPECT_EQ(SignPss(t.key, h, digest, c.limb, sig), Status::kInvalidArgument);
        continue;
      }
      ASSERT_EQ(SignPss(t.key, h, digest, c.limb, sig), Status::kOk);
      EXPECT_TRUE(OsslVerify(t.ossl.get(), h, digest, sig, true, static_cast<int>(c.len)));
      EXPECT_TRUE(OsslVerify(t.ossl.get(), h, digest, sig, true, kOsslSaltAuto));
      ExpectPssVerifiesOnlyWithSalt(pub, h, digest, sig, c.len, max);
      // Salt 0 is deterministic: byte-identical to OpenSSL's.
      if (c.len == 0) {
        EXPECT_EQ(sig, OsslSign(t.ossl.get(), h, digest, true, 0));
      }
    }
    // Two signatures with a salt differ (fresh random salt each time; at
    // least 20 bytes, as long as the key holds).
    const ptrdiff_t salt = static_cast<ptrdiff_t>(std::min(h_len, max));
    ASSERT_GE(salt, 20);
    Bytes s1(k), s2(k);
    ASSERT_EQ(SignPss(t.key, h, digest, salt, s1), Status::kOk);
    ASSERT_EQ(SignPss(t.key, h, digest, salt, s2), Status::kOk);
    EXPECT_NE(s1, s2);
    // OpenSSL -> limb.
    struct OCase {
      int ossl;
      size_t len;
    };
    const OCase ocases[] = {{0, 0},
                            {32, 32},
                            {kOsslSaltDigest, h_len},
                            {kOsslSaltMax, max},
                            {kOsslSaltAuto, max}};  // OpenSSL's auto signs with max
    for (const OCase& c : ocases) {
      SCOPED_TRACE("openssl salt " + std::to_string(c.ossl));
      if (c.len > max) continue;  // OpenSSL refuses it too
      const Bytes sig = OsslSign(t.ossl.get(), h, digest, true, c.ossl);
      ASSERT_EQ(sig.size(), k);
      ExpectPssVerifiesOnlyWithSalt(pub, h, digest, sig, c.len, max);
    }
  }
}

TEST(SignPssTest, CrossVerifiesWithOpenSsl) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed());
  for (TestKey& t : FileKeys()) {
    SCOPED_TRACE(t.name);
    PssCrossCheck(t, rng);
  }
}

// The message hash and the MGF1 hash chosen independently, every pair, both
// directions against OpenSSL; a verifier with the other MGF1 hash rejects.
TEST(SignPssTest, Mgf1HashIndependent) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 7);
  TestKey& t = FileKeys()[0];
  const RsaPublicKey& pub = t.key.public_key();
  const size_t k = t.key.size();
  for (RsaHash h : kPssHashes) {
    for (RsaHash mgf1 : kPssHashes) {
      SCOPED_TRACE(std::string(RsaHashName(h)) + " mgf1 " + RsaHashName(mgf1));
      const Bytes digest = RandomBytes(rng, RsaHashSize(h));
      Bytes sig(k);
      ASSERT_EQ(SignPss(t.key, h, mgf1, digest, kPssSaltHashLen, sig), Status::kOk);
      EXPECT_TRUE(OsslVerify(t.ossl.get(), h, digest, sig, true, kOsslSaltAuto, mgf1));
      EXPECT_EQ(VerifyPss(pub, h, mgf1, digest, sig, kPssSaltAuto), Status::kOk);
      const Bytes osig = OsslSign(t.ossl.get(), h, digest, true, kOsslSaltDigest, mgf1);
      ASSERT_EQ(osig.size(), k);
      EXPECT_EQ(VerifyPss(pub, h, mgf1, digest, osig, kPssSaltHashLen), Status::kOk);
      for (RsaHash other : kPssHashes) {
        if (other == mgf1) continue;
        EXPECT_EQ(VerifyPss(pub, h, other, digest, sig, kPssSaltAuto),
                  Status::kVerificationFailed);
        EXPECT_FALSE(OsslVerify(t.ossl.get(), h, digest, sig, true, kOsslSaltAuto, other));
      }
      if (h == mgf1) {  // the overload without an MGF1 hash uses h
        EXPECT_EQ(VerifyPss(pub, h, digest, sig, kPssSaltAuto), Status::kOk);
      }
    }
  }
}

TEST(SignPssTest, ModulusBitsNotMultipleOf8) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 1);
  for (TestKey& t : OddKeys()) {
    SCOPED_TRACE(t.name);
    ASSERT_NE(t.ossl, nullptr);
    PssCrossCheck(t, rng);
    // PKCS#1 v1.5 works on these sizes too, identical to OpenSSL.
    const Bytes digest = RandomBytes(rng, 32);
    Bytes sig(t.key.size());
    ASSERT_EQ(SignPkcs1v15(t.key, RsaHash::kSha256, digest, sig), Status::kOk);
    EXPECT_EQ(sig, OsslSign(t.ossl.get(), RsaHash::kSha256, digest, false));
    EXPECT_EQ(VerifyPkcs1v15(t.key.public_key(), RsaHash::kSha256, digest, sig), Status::kOk);
  }
}

TEST(SignPssTest, Rejections) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 2);
  std::vector<TestKey*> keys;
  for (TestKey& t : FileKeys()) keys.push_back(&t);
  for (TestKey& t : OddKeys()) keys.push_back(&t);
  for (TestKey* tp : keys) {
    TestKey& t = *tp;
    SCOPED_TRACE(t.name);
    const RsaPublicKey& pub = t.key.public_key();
    const size_t k = t.key.size();
    const Bytes digest = RandomBytes(rng, 32);
    Bytes sig(k);
    ASSERT_EQ(SignPss(t.key, RsaHash::kSha256, digest, 32, sig), Status::kOk);
    ASSERT_EQ(VerifyPss(pub, RsaHash::kSha256, digest, sig, 32), Status::kOk);
    // Every single-bit flip (one byte in eight for keys above 2049 bits),
    // in explicit and in auto mode.
    const size_t stride = k > 257 ? 8 : 1;
    for (size_t i = 0; i < k; i += stride) {
      for (int b = 0; b < 8; ++b) {
        Bytes bad = sig;
        bad[i] ^= static_cast<uint8_t>(1 << b);
        ASSERT_EQ(VerifyPss(pub, RsaHash::kSha256, digest, bad, 32), Status::kVerificationFailed)
            << "byte " << i << " bit " << b;
        ASSERT_EQ(VerifyPss(pub, RsaHash::kSha256, digest, bad, kPssSaltAuto),
                  Status::kVerificationFailed)
            << "byte " << i << " bit " << b;
      }
    }
    // Wrong digest (every bit flip), in both modes.
    for (size_t i = 0; i < digest.size(); ++i) {
      for (int b = 0; b < 8; ++b) {
        Bytes d = digest;
        d[i] ^= static_cast<uint8_t>(1 << b);
        ASSERT_EQ(VerifyPss(pub, RsaHash::kSha256, d, sig, 32), Status::kVerificationFailed);
        ASSERT_EQ(VerifyPss(pub, RsaHash::kSha256, d, sig, kPssSaltAuto),
                  Status::kVerificationFailed);
      }
    }
    // Wrong hash id (SHA-224 with the digest's first 28 bytes).
    const Bytes d224(digest.begin(), digest.begin() + 28);
    EXPECT_EQ(VerifyPss(pub, RsaHash::kSha224, d224, sig, kPssSaltAuto),
              Status::kVerificationFailed);
    EXPECT_EQ(VerifyPss(pub, RsaHash::kSha224, d224, sig, 32), Status::kVerificationFailed);
    // Wrong explicit salt lengths, including ones that cannot fit.
    for (ptrdiff_t s : {ptrdiff_t{0}, ptrdiff_t{20}, ptrdiff_t{31}, ptrdiff_t{33}, kPssSaltMax,
                        static_cast<ptrdiff_t>(k), ptrdiff_t{1} << 40}) {
      EXPECT_EQ(VerifyPss(pub, RsaHash::kSha256, digest, sig, s), Status::kVerificationFailed) << s;
    }
    // Wrong lengths and out-of-range values.
    for (size_t len : {size_t{0}, k - 1, k + 1}) {
      Bytes s = sig;
      s.resize(len, 0);
      EXPECT_EQ(VerifyPss(pub, RsaHash::kSha256, digest, s, 32), Status::kVerificationFailed);
    }
    EXPECT_EQ(VerifyPss(pub, RsaHash::kSha256, digest, pub.n(), kPssSaltAuto),
              Status::kVerificationFailed);
    EXPECT_EQ(VerifyPss(pub, RsaHash::kSha256, digest, Bytes(k, 0xff), kPssSaltAuto),
              Status::kVerificationFailed);
    // The zero signature (m = 0: no 0xbc, no separator).
    EXPECT_EQ(VerifyPss(pub, RsaHash::kSha256, digest, Bytes(k, 0), kPssSaltAuto),
              Status::kVerificationFailed);
    // A v1.5 signature is not a PSS signature.
    Bytes v15(k);
    ASSERT_EQ(SignPkcs1v15(t.key, RsaHash::kSha256, digest, v15), Status::kOk);
    EXPECT_EQ(VerifyPss(pub, RsaHash::kSha256, digest, v15, kPssSaltAuto),
              Status::kVerificationFailed);
    EXPECT_EQ(VerifyPkcs1v15(pub, RsaHash::kSha256, digest, sig), Status::kVerificationFailed);
  }
}

// Structural rejections the random bit flips are unlikely to reach: an EM
// built (by the test, with OpenSSL's raw RSA) that is correct except for one
// field, then turned into a "signature" with the private key.
TEST(SignPssTest, RejectsMalformedEncodings) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 3);
  std::vector<TestKey*> keys = {&FileKeys().front()};
  for (TestKey& t : OddKeys()) keys.push_back(&t);
  for (TestKey* tp : keys) {
    TestKey& t = *tp;
    SCOPED_TRACE(t.name);
    const RsaPublicKey& pub = t.key.public_key();
    const size_t k = t.key.size();
    const size_t em_bits = t.key.bits() - 1;
    const size_t em_len = (em_bits + 7) / 8;
    const size_t h_len = 32, s_len = 20;
    const Bytes digest = RandomBytes(rng, h_len);
    const Bytes salt = RandomBytes(rng, s_len);
    // EM built by RFC 8017 9.1.1 here, with OpenSSL's SHA-256 for H and its
    // MGF1 (PKCS1_MGF1), then damaged in one field (defect 0: none).
    auto build = [&](int defect) {
      const size_t db_len = em_len - h_len - 1;
      Bytes mprime(8, 0);
      mprime.insert(mprime.end(), digest.begin(), digest.end());
      mprime.insert(mprime.end(), salt.begin(), salt.end());
      if (defect == 5) mprime[0] = 1;  // H over a wrong M'
      Bytes hh(h_len);
      EVP_Digest(mprime.data(), mprime.size(), hh.data(), nullptr, EVP_sha256(), nullptr);
      Bytes db(db_len, 0);
      db[db_len - s_len - 1] = 0x01;
      std::copy(salt.begin(), salt.end(), db.end() - s_len);
      if (defect == 1) db[db_len - s_len - 1] = 0x02;  // bad separator
      if (defect == 2) db[0] = 0x01;                   // non-zero PS byte (explicit mode)
      if (defect == 6) db[db_len - s_len - 2] = 0x01;  // extra byte: salt looks longer
      Bytes mask(db_len);
      PKCS1_MGF1(mask.data(), static_cast<long>(mask.size()), hh.data(),
                 static_cast<long>(hh.size()), EVP_sha256());
      for (size_t i = 0; i < db_len; ++i) db[i] ^= mask[i];
      const uint8_t top = static_cast<uint8_t>(0xff >> (8 * em_len - em_bits));
      db[0] &= top;
      if (defect == 3) db[0] |= static_cast<uint8_t>(top + 1);  // lowest must-be-zero bit
      Bytes em = db;
      em.insert(em.end(), hh.begin(), hh.end());
      em.push_back(defect == 4 ? 0xbd : 0xbc);  // bad trailer
      Bytes full(k - em_len, 0);
      full.insert(full.end(), em.begin(), em.end());
      return full;
    };
    auto sign_raw = [&](const Bytes& em) {
      Bytes s(k);
      // The representative must be < n to be signable at all.
      EXPECT_EQ(t.key.RawPrivate(em, s), Status::kOk);
      return s;
    };
    const Bytes good = sign_raw(build(0));
    EXPECT_EQ(VerifyPss(pub, RsaHash::kSha256, digest, good, 20), Status::kOk);
    EXPECT_EQ(VerifyPss(pub, RsaHash::kSha256, digest, good, kPssSaltAuto), Status::kOk);
    EXPECT_TRUE(OsslVerify(t.ossl.get(), RsaHash::kSha256, digest, good, true, 20));
    for (int defect = 1; defect <= 6; ++defect) {
      SCOPED_TRACE("defect " + std::to_string(defect));
      const Bytes em = build(defect);
      if (defect == 3 && 8 * em_len == em_bits) continue;  // no top bits to set
      if (defect == 3 && em_len == k && em[0] >= pub.n()[0]) continue;  // would be >= n
      const Bytes s = sign_raw(em);
      EXPECT_EQ(VerifyPss(pub, RsaHash::kSha256, digest, s, 20), Status::kVerificationFailed);
      // In auto mode defect 2 is a salt of length db_len - 1 whose hash does
      // not match, defect 6 a salt one byte longer: both fail on H.
      EXPECT_EQ(VerifyPss(pub, RsaHash::kSha256, digest, s, kPssSaltAuto),
                Status::kVerificationFailed);
      EXPECT_FALSE(OsslVerify(t.ossl.get(), RsaHash::kSha256, digest, s, true, kOsslSaltAuto));
    }
    // emLen = k - 1: a representative with a non-zero top byte.
    if (em_len == k - 1) {
      Bytes em = build(0);
      em[0] = 1;  // n's top byte is 1 too; keep it below n with the next byte
      if (em[1] < pub.n()[1]) {
        const Bytes s = sign_raw(em);
        EXPECT_EQ(VerifyPss(pub, RsaHash::kSha256, digest, s, kPssSaltAuto),
                  Status::kVerificationFailed);
      }
    }
  }
}

TEST(SignPssTest, ArgumentErrors) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 4);
  TestKey& t = FileKeys().front();
  const RsaPublicKey& pub = t.key.public_key();
  const size_t k = t.key.size();
  const Bytes digest = RandomBytes(rng, 32);
  Bytes sig(k);
  // A value that is no RsaHash, as the message hash or as MGF1's.
  const RsaHash bad = static_cast<RsaHash>(0x7f);
  EXPECT_FALSE(RsaHashComputable(bad));
  EXPECT_EQ(SignPss(t.key, bad, digest, kPssSaltHashLen, sig), Status::kInvalidArgument);
  EXPECT_EQ(VerifyPss(pub, bad, digest, sig, kPssSaltAuto), Status::kInvalidArgument);
  EXPECT_EQ(SignPss(t.key, RsaHash::kSha256, bad, digest, 32, sig), Status::kInvalidArgument);
  EXPECT_EQ(VerifyPss(pub, RsaHash::kSha256, bad, digest, sig, 32), Status::kInvalidArgument);
  // Digest lengths.
  for (size_t len : {size_t{0}, size_t{31}, size_t{33}, size_t{28}}) {
    const Bytes d(len, 1);
    EXPECT_EQ(SignPss(t.key, RsaHash::kSha256, d, 32, sig), Status::kInvalidArgument);
    EXPECT_EQ(VerifyPss(pub, RsaHash::kSha256, d, sig, 32), Status::kInvalidArgument);
  }
  // Salt selectors: auto is verify-only; unknown negatives; too long.
  const ptrdiff_t max = static_cast<ptrdiff_t>(PssMaxSalt(t.key, 32));
  EXPECT_EQ(SignPss(t.key, RsaHash::kSha256, digest, kPssSaltAuto, sig), Status::kInvalidArgument);
  EXPECT_EQ(SignPss(t.key, RsaHash::kSha256, digest, -4, sig), Status::kInvalidArgument);
  EXPECT_EQ(SignPss(t.key, RsaHash::kSha256, digest, max + 1, sig), Status::kInvalidArgument);
  EXPECT_EQ(VerifyPss(pub, RsaHash::kSha256, digest, sig, -4), Status::kInvalidArgument);
  ASSERT_EQ(SignPss(t.key, RsaHash::kSha256, digest, max, sig), Status::kOk);
  // Output spans.
  Bytes small(k - 1);
  EXPECT_EQ(SignPss(t.key, RsaHash::kSha256, digest, 32, small), Status::kBufferTooSmall);
  Bytes wide(k + 3, 0xaa);
  ASSERT_EQ(SignPss(t.key, RsaHash::kSha256, digest, 32, wide), Status::kOk);
  EXPECT_EQ(Bytes(wide.begin() + k, wide.end()), Bytes(3, 0xaa));
  EXPECT_EQ(VerifyPss(pub, RsaHash::kSha256, digest, Bytes(wide.begin(), wide.begin() + k), 32),
            Status::kOk);
}

// ---- Known answers (NIST CAVP) ---------------------------------------------

// Key records (Mod, N, E) apply to the vector records (SHAAlg, SaltLen,
// Msg, S) after them.
TEST(SignPssKatTest, CavpSigGenPss186_3) {
  test::KatFile kat("testdata/rsa/sig_pss_cavp_186-3.txt");
  ASSERT_EQ(kat.size(), 20u);  // 2 keys, 18 vectors
  int verified = 0;
  RsaPublicKey pub;
  bool have_key = false;
  for (test::KatRecord& r : kat) {
    SCOPED_TRACE(r.Where());
    if (r.Has("N")) {
      auto p = RsaPublicKey::FromComponents(r.TakeHex("N"), r.TakeHex("E"));
      ASSERT_TRUE(p.ok()) << StatusName(p.status());
      pub = *p;
      EXPECT_EQ(static_cast<uint64_t>(pub.bits()), r.TakeInt("Mod"));
      have_key = true;
      continue;
    }
    ASSERT_TRUE(have_key);
    ASSERT_TRUE(r.Has("SHAAlg") && r.Has("SaltLen") && r.Has("Msg") && r.Has("S"));
    const Bytes msg = r.TakeHex("Msg"), sig = r.TakeHex("S");
    ASSERT_FALSE(sig.empty());
    const ptrdiff_t salt = static_cast<ptrdiff_t>(r.TakeInt("SaltLen"));
    const std::string alg = r.Take("SHAAlg");
    RsaHash h;
    Bytes digest;
    if (alg == "SHA256") {
      h = RsaHash::kSha256;
      auto d = Sha256Sum(msg);
      digest.assign(d.begin(), d.end());
    } else if (alg == "SHA224") {
      h = RsaHash::kSha224;
      auto d = Sha224Sum(msg);
      digest.assign(d.begin(), d.end());
    } else if (alg == "SHA384") {
      h = RsaHash::kSha384;
      auto d = Sha384Sum(msg);
      digest.assign(d.begin(), d.end());
    } else {
      ASSERT_EQ(alg, "SHA512");
      h = RsaHash::kSha512;
      auto d = Sha512Sum(msg);
      digest.assign(d.begin(), d.end());
    }
    EXPECT_EQ(VerifyPss(pub, h, digest, sig, salt), Status::kOk);
    EXPECT_EQ(VerifyPss(pub, h, digest, sig, kPssSaltAuto), Status::kOk);
    EXPECT_EQ(VerifyPss(pub, h, digest, sig, salt + 1), Status::kVerificationFailed);
    EXPECT_EQ(VerifyPss(pub, h, digest, sig, salt - 1), Status::kVerificationFailed);
    Bytes bad = sig;
    bad[bad.size() / 2] ^= 0x10;
    EXPECT_EQ(VerifyPss(pub, h, digest, bad, kPssSaltAuto), Status::kVerificationFailed);
    ++verified;
  }
  EXPECT_EQ(verified, 18);
}

}  // namespace
}  // namespace limb
