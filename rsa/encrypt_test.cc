// Tests for rsa/encrypt.cc: RSAES-OAEP and RSAES-PKCS1-v1_5 (RFC 8017
// section 7) with implicit rejection (draft-irtf-cfrg-rsa-guidance).
//
// Oracles: OpenSSL's libcrypto (EVP_PKEY_encrypt/decrypt with OAEP and
// PKCS#1 v1.5 padding, RSA_NO_PADDING to see the raw encoded message, its
// RSA_padding_add_PKCS1_OAEP_mgf1 and PKCS1_MGF1 to build encoded messages
// independently of limb), an independent implementation of the implicit
// rejection derivation written here on OpenSSL's HMAC/SHA-256, and the
// known-answer vectors of draft-irtf-cfrg-rsa-guidance Appendix B.1
// (testdata/rsa/enc_implicit_rejection_2048.txt). Keys: testdata/rsa.
// Random inputs: fixed seed, overridable with LIMB_TEST_SEED, printed on
// failure.
#include <openssl/bn.h>
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/pem.h>
#include <openssl/rsa.h>
#include <openssl/sha.h>
#include <openssl/x509.h>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "limb/base/secret.h"
#include "limb/base/testing/kat.h"
#include "limb/base/testing/seed.h"
#include "limb/rsa/encrypt_internal.h"
#include "limb/rsa/rsa.h"
#include "limb/rsa/schemes.h"
#include "limb/rsa/test_util.h"

namespace limb {
namespace {

using Bytes = std::vector<uint8_t>;

uint64_t Seed() { return test::TestSeed(20261130); }
#define SEED_TRACE() SCOPED_TRACE(test::SeedTrace(Seed()))

using test::ReadTestFile;

// A test key in both libraries.
struct TestKey {
  std::string name;
  RsaPrivateKey limb;
  EVP_PKEY* ossl = nullptr;
  size_t k = 0;
};

EVP_PKEY* OsslKeyFromDer(const Bytes& der) {
  const unsigned char* p = der.data();
  return d2i_AutoPrivateKey(nullptr, &p, static_cast<long>(der.size()));
}

const std::vector<TestKey>& Keys() {
  static std::vector<TestKey>* keys = [] {
    auto* v = new std::vector<TestKey>;
    for (const char* name : {"rsa2048", "rsa3072", "rsa4096", "rsa2048_3prime"}) {
      Bytes der = ReadTestFile(std::string(name) + ".pkcs8.der");
      Result<RsaPrivateKey> kr = ParsePrivateKey(der);
      EXPECT_TRUE(kr.ok()) << name;
      TestKey t;
      t.name = name;
      t.limb = *kr;
      t.ossl = OsslKeyFromDer(der);
      EXPECT_NE(t.ossl, nullptr) << name;
      t.k = t.limb.size();
      v->push_back(std::move(t));
    }
    return v;
  }();
  return *keys;
}

// The hashes OAEP takes for the label and for MGF1.
constexpr RsaHash kOaepHashes[] = {RsaHash::kSha1, RsaHash::kSha224, RsaHash::kSha256,
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

// An OpenSSL context on pk, initialised for encryption (or decryption) with
// the given padding; for OAEP also hash h for OAEP and MGF1 and the label
// (when non-empty).
EVP_PKEY_CTX* OsslCtx(EVP_PKEY* pk, bool encrypt, int padding, RsaHash h = RsaHash::kSha256,
                      const Bytes& label = {}, std::optional<RsaHash> mgf1 = std::nullopt) {
  EVP_PKEY_CTX* ctx = EVP_PKEY_CTX_new(pk, nullptr);
  EXPECT_EQ(encrypt ? EVP_PKEY_encrypt_init(ctx) : EVP_PKEY_decrypt_init(ctx), 1);
  EXPECT_EQ(EVP_PKEY_CTX_set_rsa_padding(ctx, padding), 1);
  if (padding == RSA_PKCS1_OAEP_PADDING) {
    EXPECT_EQ(EVP_PKEY_CTX_set_rsa_oaep_md(ctx, Md(h)), 1);
    EXPECT_EQ(EVP_PKEY_CTX_set_rsa_mgf1_md(ctx, Md(mgf1.value_or(h))), 1);
    if (!label.empty()) {
      void* l = OPENSSL_memdup(label.data(), label.size());
      EXPECT_EQ(EVP_PKEY_CTX_set0_rsa_oaep_label(ctx, l, static_cast<int>(label.size())), 1);
    }
  }
  return ctx;
}

// Encrypts msg with ctx (from OsslCtx) and frees ctx.
Bytes OsslEncryptWith(EVP_PKEY_CTX* ctx, const Bytes& msg) {
  size_t len = 0;
  EXPECT_EQ(EVP_PKEY_encrypt(ctx, nullptr, &len, msg.data(), msg.size()), 1);
  Bytes out(len);
  EXPECT_EQ(EVP_PKEY_encrypt(ctx, out.data(), &len, msg.data(), msg.size()), 1);
  out.resize(len);
  EVP_PKEY_CTX_free(ctx);
  return out;
}

// Decrypts ct with ctx (from OsslCtx) and frees ctx; false if OpenSSL
// rejects (msg untouched then).
bool OsslDecryptWith(EVP_PKEY_CTX* ctx, const Bytes& ct, Bytes* msg) {
  Bytes out(ct.size());
  size_t len = out.size();
  const bool ok = EVP_PKEY_decrypt(ctx, out.data(), &len, ct.data(), ct.size()) == 1;
  EVP_PKEY_CTX_free(ctx);
  if (ok) msg->assign(out.begin(), out.begin() + static_cast<ptrdiff_t>(len));
  return ok;
}

// OpenSSL OAEP encryption (MGF1 with the same hash), label may be empty.
Bytes OsslEncryptOaep(EVP_PKEY* pk, RsaHash h, const Bytes& msg, const Bytes& label) {
  return OsslEncryptWith(OsslCtx(pk, true, RSA_PKCS1_OAEP_PADDING, h, label), msg);
}

// OpenSSL OAEP decryption; returns false if OpenSSL rejects.
bool OsslDecryptOaep(EVP_PKEY* pk, RsaHash h, const Bytes& ct, const Bytes& label, Bytes* msg) {
  return OsslDecryptWith(OsslCtx(pk, false, RSA_PKCS1_OAEP_PADDING, h, label), ct, msg);
}

Bytes OsslEncryptPkcs1(EVP_PKEY* pk, const Bytes& msg) {
  return OsslEncryptWith(OsslCtx(pk, true, RSA_PKCS1_PADDING), msg);
}

bool OsslDecryptPkcs1(EVP_PKEY* pk, const Bytes& ct, Bytes* msg) {
  return OsslDecryptWith(OsslCtx(pk, false, RSA_PKCS1_PADDING), ct, msg);
}

// The raw encoded message c^d mod n, by OpenSSL.
Bytes OsslRawDecrypt(EVP_PKEY* pk, const Bytes& ct) {
  Bytes out;
  EXPECT_TRUE(OsslDecryptWith(OsslCtx(pk, false, RSA_NO_PADDING), ct, &out))
      << "OpenSSL rejected a raw decryption";
  return out;
}

// RSAEP of a hand-built encoded message, by limb's public operation.
Bytes EncryptRaw(const RsaPrivateKey& key, const Bytes& em) {
  Bytes ct(key.size());
  EXPECT_EQ(key.public_key().RawPublicVarTime(em, ct), Status::kOk);
  return ct;
}

// An OAEP encoded message by OpenSSL's encoder (SHA-256, MGF1-SHA-256).
Bytes OsslOaepEncode(size_t k, const Bytes& msg, const Bytes& label) {
  Bytes em(k);
  EXPECT_EQ(RSA_padding_add_PKCS1_OAEP_mgf1(em.data(), static_cast<int>(k), msg.data(),
                                            static_cast<int>(msg.size()), label.data(),
                                            static_cast<int>(label.size()), EVP_sha256(),
                                            EVP_sha256()),
            1);
  return em;
}

// An OAEP encoded message from an arbitrary DB and seed, masked with
// OpenSSL's PKCS1_MGF1 (SHA-256): EM = 0x00 || maskedSeed || maskedDB.
Bytes MaskOaep(const Bytes& db, const Bytes& seed) {
  Bytes mdb = db, ms = seed, mask(std::max(db.size(), seed.size()));
  EXPECT_EQ(PKCS1_MGF1(mask.data(), static_cast<long>(db.size()), seed.data(),
                       static_cast<long>(seed.size()), EVP_sha256()),
            0);
  for (size_t i = 0; i < db.size(); ++i) mdb[i] ^= mask[i];
  EXPECT_EQ(PKCS1_MGF1(mask.data(), static_cast<long>(seed.size()), mdb.data(),
                       static_cast<long>(mdb.size()), EVP_sha256()),
            0);
  for (size_t i = 0; i < seed.size(); ++i) ms[i] ^= mask[i];
  Bytes em{0x00};
  em.insert(em.end(), ms.begin(), ms.end());
  em.insert(em.end(), mdb.begin(), mdb.end());
  return em;
}

// ---- An independent model of implicit rejection --------------------------
// Written from the draft / OpenSSL 3.2's description on OpenSSL's HMAC and
// SHA-256: KDK = HMAC(SHA256(I2OSP(d, k)), C); PRF(label, n bytes) =
// concatenated HMAC(KDK, I2OSP(i, 2) || label || I2OSP(8n, 2)) truncated;
// length = the last 16-bit candidate (of 128) masked to the bit length of
// k - 10 that is below k - 10; message = the tail of PRF("message", k).
Bytes ModelPrf(const Bytes& kdk, const std::string& label, size_t n) {
  Bytes out;
  for (unsigned i = 0; out.size() < n; ++i) {
    Bytes in = {static_cast<uint8_t>(i >> 8), static_cast<uint8_t>(i)};
    in.insert(in.end(), label.begin(), label.end());
    in.push_back(static_cast<uint8_t>((8 * n) >> 8));
    in.push_back(static_cast<uint8_t>(8 * n));
    unsigned char mac[32];
    unsigned int mlen = 0;
    HMAC(EVP_sha256(), kdk.data(), static_cast<int>(kdk.size()), in.data(), in.size(), mac, &mlen);
    out.insert(out.end(), mac, mac + mlen);
  }
  out.resize(n);
  return out;
}

Bytes ModelSynthetic(EVP_PKEY* pk, const Bytes& ct) {
  const size_t k = ct.size();
  BIGNUM* d = nullptr;
  EXPECT_EQ(EVP_PKEY_get_bn_param(pk, "d", &d), 1);
  Bytes dk(k);
  EXPECT_EQ(BN_bn2binpad(d, dk.data(), static_cast<int>(k)), static_cast<int>(k));
  BN_clear_free(d);
  unsigned char dh[32];
  SHA256(dk.data(), dk.size(), dh);
  unsigned char kdk[32];
  unsigned int klen = 0;
  HMAC(EVP_sha256(), dh, 32, ct.data(), ct.size(), kdk, &klen);
  Bytes kd(kdk, kdk + 32);
  Bytes msg = ModelPrf(kd, "message", k);
  Bytes lens = ModelPrf(kd, "length", 256);
  unsigned bits = 0;
  while ((size_t{1} << bits) <= k - 10) ++bits;
  const unsigned mask = (1u << bits) - 1;
  size_t len = 0;
  for (size_t j = 128; j-- > 0;) {  // from the last candidate backwards
    const unsigned c = ((unsigned{lens[2 * j]} << 8) | lens[2 * j + 1]) & mask;
    if (c < k - 10) {
      len = c;
      break;
    }
  }
  return Bytes(msg.end() - static_cast<ptrdiff_t>(len), msg.end());
}

// A PKCS#1 v1.5 encryption EM check written from RFC 8017 7.2.2 (for
// classifying raw decryptions).
bool Pkcs1v15Valid(const Bytes& em, Bytes* msg) {
  if (em.size() < 11 || em[0] != 0 || em[1] != 2) return false;
  auto sep = std::find(em.begin() + 2, em.end(), uint8_t{0});
  if (sep == em.end() || sep - em.begin() < 10) return false;
  msg->assign(sep + 1, em.end());
  return true;
}

// ---- limb wrappers --------------------------------------------------------

Status LimbDecryptOaep(const RsaPrivateKey& key, const Bytes& ct, const Bytes& label, Bytes* msg,
                       RsaHash h = RsaHash::kSha256) {
  Bytes out(key.size(), 0xEE);
  size_t len = 12345;
  Status st = DecryptOaep(key, ct, label, out, &len, h);
  if (st == Status::kOk) {
    EXPECT_LE(len, key.size());
    msg->assign(out.begin(), out.begin() + static_cast<ptrdiff_t>(len));
  } else {
    EXPECT_EQ(len, 12345u) << "length released on failure";
  }
  return st;
}

Status LimbDecryptPkcs1(const RsaPrivateKey& key, const Bytes& ct, Bytes* msg, bool explicit_) {
  Bytes out(key.size(), 0xEE);
  size_t len = 12345;
  Status st = explicit_ ? DecryptPkcs1v15Explicit(key, ct, out, &len)
                        : DecryptPkcs1v15(key, ct, out, &len);
  if (st == Status::kOk) {
    EXPECT_LE(len, key.size() - 11);
    msg->assign(out.begin(), out.begin() + static_cast<ptrdiff_t>(len));
  } else {
    EXPECT_EQ(len, 12345u) << "length released on failure";
  }
  return st;
}

// Message lengths to try for a maximum: all of 0..max for the first key,
// the edges and a few random ones for the others.
std::vector<size_t> Lengths(size_t max, bool all, std::mt19937_64& rng) {
  std::vector<size_t> v;
  if (all) {
    for (size_t i = 0; i <= max; ++i) v.push_back(i);
    return v;
  }
  for (size_t i : {size_t{0}, size_t{1}, size_t{2}, max / 2, max - 2, max - 1, max}) v.push_back(i);
  for (int i = 0; i < 4; ++i) v.push_back(rng() % (max + 1));
  return v;
}

// ---- OAEP -----------------------------------------------------------------

TEST(OaepTest, OpenSslEncryptsLimbDecrypts) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed());
  for (const TestKey& key : Keys()) {
    for (RsaHash h : {RsaHash::kSha256, RsaHash::kSha224}) {
      SCOPED_TRACE(key.name + " " + RsaHashName(h));
      const size_t max = key.k - 2 * RsaHashSize(h) - 2;
      const bool all = key.name == "rsa2048" && h == RsaHash::kSha256;
      for (size_t len : Lengths(max, all, rng)) {
        SCOPED_TRACE("len " + std::to_string(len));
        Bytes msg = test::RandomBytes(rng, len);
        Bytes label = (len % 2) ? test::RandomBytes(rng, 1 + rng() % 40) : Bytes();
        Bytes ct = OsslEncryptOaep(key.ossl, h, msg, label);
        Bytes got;
        ASSERT_EQ(LimbDecryptOaep(key.limb, ct, label, &got, h), Status::kOk);
        EXPECT_EQ(got, msg);
      }
    }
  }
}

TEST(OaepTest, LimbEncryptsOpenSslDecrypts) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 1);
  for (const TestKey& key : Keys()) {
    for (RsaHash h : {RsaHash::kSha256, RsaHash::kSha224}) {
      SCOPED_TRACE(key.name + " " + RsaHashName(h));
      const size_t max = key.k - 2 * RsaHashSize(h) - 2;
      const bool all = key.name == "rsa2048" && h == RsaHash::kSha256;
      for (size_t len : Lengths(max, all, rng)) {
        SCOPED_TRACE("len " + std::to_string(len));
        Bytes msg = test::RandomBytes(rng, len);
        Bytes label = (len % 2) ? Bytes() : test::RandomBytes(rng, 1 + rng() % 40);
        Bytes ct(key.k);
        ASSERT_EQ(EncryptOaep(key.limb.public_key(), msg, label, ct, h), Status::kOk);
        Bytes got;
        ASSERT_TRUE(OsslDecryptOaep(key.ossl, h, ct, label, &got));
        EXPECT_EQ(got, msg);
        // And limb's own round trip.
        Bytes back;
        ASSERT_EQ(LimbDecryptOaep(key.limb, ct, label, &back, h), Status::kOk);
        EXPECT_EQ(back, msg);
      }
      // max + 1 is refused; so is anything longer.
      Bytes ct(key.k);
      Bytes big(max + 1, 0x41);
      EXPECT_EQ(EncryptOaep(key.limb.public_key(), big, {}, ct, h), Status::kInvalidArgument);
      big.resize(key.k);
      EXPECT_EQ(EncryptOaep(key.limb.public_key(), big, {}, ct, h), Status::kInvalidArgument);
    }
  }
}

// The label hash and the MGF1 hash chosen independently, every pair, both
// directions against OpenSSL; decrypting with the other MGF1 hash fails.
TEST(OaepTest, Mgf1HashIndependent) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 9);
  const TestKey& key = Keys()[0];
  for (RsaHash h : kOaepHashes) {
    for (RsaHash mgf1 : kOaepHashes) {
      SCOPED_TRACE(std::string(RsaHashName(h)) + " mgf1 " + RsaHashName(mgf1));
      const Bytes msg = test::RandomBytes(rng, 1 + rng() % 40);
      const Bytes label = test::RandomBytes(rng, rng() % 8);
      Bytes ct(key.k), out(key.k);
      size_t len = 0;
      ASSERT_EQ(EncryptOaep(key.limb.public_key(), msg, label, ct, h, mgf1), Status::kOk);
      Bytes got;
      ASSERT_TRUE(OsslDecryptWith(
          OsslCtx(key.ossl, false, RSA_PKCS1_OAEP_PADDING, h, label, mgf1), ct, &got));
      EXPECT_EQ(got, msg);
      const Bytes oct =
          OsslEncryptWith(OsslCtx(key.ossl, true, RSA_PKCS1_OAEP_PADDING, h, label, mgf1), msg);
      ASSERT_EQ(DecryptOaep(key.limb, oct, label, out, &len, h, mgf1), Status::kOk);
      EXPECT_EQ(Bytes(out.begin(), out.begin() + static_cast<ptrdiff_t>(len)), msg);
      for (RsaHash other : kOaepHashes) {
        if (other == mgf1) continue;
        EXPECT_EQ(DecryptOaep(key.limb, oct, label, out, &len, h, other),
                  Status::kDecryptionError);
      }
      if (h == mgf1) {  // the overload without an MGF1 hash uses h
        ASSERT_EQ(DecryptOaep(key.limb, oct, label, out, &len, h), Status::kOk);
      }
    }
  }
}

TEST(OaepTest, EncryptionIsRandomized) {
  const TestKey& key = Keys()[0];
  Bytes msg = {1, 2, 3}, c1(key.k), c2(key.k);
  ASSERT_EQ(EncryptOaep(key.limb.public_key(), msg, {}, c1), Status::kOk);
  ASSERT_EQ(EncryptOaep(key.limb.public_key(), msg, {}, c2), Status::kOk);
  EXPECT_NE(c1, c2);
}

TEST(OaepTest, ArgumentErrors) {
  const TestKey& key = Keys()[0];
  Bytes msg = {1, 2, 3}, ct(key.k), small(key.k - 1);
  EXPECT_EQ(EncryptOaep(key.limb.public_key(), msg, {}, small), Status::kBufferTooSmall);
  // A value that is no RsaHash, as the label hash or as MGF1's.
  const RsaHash bad = static_cast<RsaHash>(0x7f);
  EXPECT_EQ(EncryptOaep(key.limb.public_key(), msg, {}, ct, bad), Status::kInvalidArgument);
  EXPECT_EQ(EncryptOaep(key.limb.public_key(), msg, {}, ct, RsaHash::kSha256, bad),
            Status::kInvalidArgument);
  ASSERT_EQ(EncryptOaep(key.limb.public_key(), msg, {}, ct), Status::kOk);
  size_t len = 0;
  Bytes out(key.k), short_out(key.k - 1);
  EXPECT_EQ(DecryptOaep(key.limb, ct, {}, short_out, &len), Status::kBufferTooSmall);
  EXPECT_EQ(DecryptOaep(key.limb, ct, {}, out, nullptr), Status::kInvalidArgument);
  EXPECT_EQ(DecryptOaep(key.limb, ct, {}, out, &len, bad), Status::kInvalidArgument);
  EXPECT_EQ(DecryptOaep(key.limb, ct, {}, out, &len, RsaHash::kSha256, bad),
            Status::kInvalidArgument);
  ASSERT_EQ(DecryptOaep(key.limb, ct, {}, out, &len), Status::kOk);
  EXPECT_EQ(Bytes(out.begin(), out.begin() + 3), msg);
}

// Every single-byte corruption of a valid EM (built by OpenSSL's encoder,
// encrypted with RSAEP) is rejected: Y != 0 or, through the masks, a wrong
// lHash' (for all but a 2^-256 fraction of cases).
TEST(OaepTest, EverySingleByteCorruptionRejected) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 2);
  const TestKey& key = Keys()[0];
  Bytes msg = test::RandomBytes(rng, 20), label = {'l', 'b'};
  Bytes em = OsslOaepEncode(key.k, msg, label);
  Bytes got;
  ASSERT_EQ(LimbDecryptOaep(key.limb, EncryptRaw(key.limb, em), label, &got), Status::kOk);
  ASSERT_EQ(got, msg);  // the uncorrupted EM is valid: the rejections below are not vacuous
  for (size_t i = 0; i < key.k; ++i) {
    Bytes bad = em;
    bad[i] ^= static_cast<uint8_t>(1 + rng() % 255);
    if (i == 0) bad[0] &= 0x7f;  // stay below n (n's top bit is set)
    if (bad[0] == 0 && i == 0) bad[0] = 1;
    SCOPED_TRACE("byte " + std::to_string(i));
    EXPECT_EQ(LimbDecryptOaep(key.limb, EncryptRaw(key.limb, bad), label, &got),
              Status::kDecryptionError);
  }
}

TEST(OaepTest, LabelMismatchAndPublicErrorsAreDecryptionErrors) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 3);
  for (const TestKey& key : Keys()) {
    SCOPED_TRACE(key.name);
    Bytes msg = test::RandomBytes(rng, 16), label = test::RandomBytes(rng, 8), got;
    Bytes ct = OsslEncryptOaep(key.ossl, RsaHash::kSha256, msg, label);
    EXPECT_EQ(LimbDecryptOaep(key.limb, ct, {}, &got), Status::kDecryptionError);
    Bytes other = label;
    other[3] ^= 1;
    EXPECT_EQ(LimbDecryptOaep(key.limb, ct, other, &got), Status::kDecryptionError);
    Bytes longer = label;
    longer.push_back(0);
    EXPECT_EQ(LimbDecryptOaep(key.limb, ct, longer, &got), Status::kDecryptionError);
    // The wrong hash.
    EXPECT_EQ(LimbDecryptOaep(key.limb, ct, label, &got, RsaHash::kSha224),
              Status::kDecryptionError);
    // ciphertext >= n: n itself and all-ones.
    Bytes n = key.limb.public_key().n();
    ASSERT_EQ(n.size(), key.k);
    EXPECT_EQ(LimbDecryptOaep(key.limb, n, label, &got), Status::kDecryptionError);
    EXPECT_EQ(LimbDecryptOaep(key.limb, Bytes(key.k, 0xff), label, &got),
              Status::kDecryptionError);
    // Wrong lengths (a leading zero byte added, one byte dropped, empty).
    Bytes padded = ct;
    padded.insert(padded.begin(), 0);
    EXPECT_EQ(LimbDecryptOaep(key.limb, padded, label, &got), Status::kDecryptionError);
    EXPECT_EQ(LimbDecryptOaep(key.limb, Bytes(ct.begin() + 1, ct.end()), label, &got),
              Status::kDecryptionError);
    EXPECT_EQ(LimbDecryptOaep(key.limb, Bytes(), label, &got), Status::kDecryptionError);
    // And the right label still works.
    ASSERT_EQ(LimbDecryptOaep(key.limb, ct, label, &got), Status::kOk);
    EXPECT_EQ(got, msg);
  }
}

// Structural defects of DB, built with OpenSSL's MGF1, through the decoder
// alone and through the full decryption.
TEST(OaepTest, MalformedDbRejected) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 4);
  const TestKey& key = Keys()[0];
  const size_t k = key.k, hlen = 32, dblen = k - hlen - 1;
  Bytes label = {'x'};
  unsigned char lh[32];
  SHA256(label.data(), label.size(), lh);
  Bytes msg = test::RandomBytes(rng, 10);
  auto make_db = [&](size_t mlen) {
    Bytes db(dblen, 0);
    std::copy(lh, lh + 32, db.begin());
    db[dblen - mlen - 1] = 0x01;
    std::copy(msg.begin(), msg.begin() + static_cast<ptrdiff_t>(std::min(mlen, msg.size())),
              db.end() - static_cast<ptrdiff_t>(mlen));
    return db;
  };
  struct Case {
    std::string what;
    Bytes em;
    bool valid;
  };
  std::vector<Case> cases;
  Bytes seed = test::RandomBytes(rng, hlen);
  cases.push_back({"valid", MaskOaep(make_db(10), seed), true});
  cases.push_back({"valid, empty message", MaskOaep(make_db(0), seed), true});
  {
    Bytes db = make_db(10);
    db[dblen - 11] = 0x00;  // no 0x01 anywhere
    cases.push_back({"no 01 separator", MaskOaep(db, seed), false});
  }
  {
    Bytes db = make_db(10);
    db[40] = 0x02;  // a nonzero byte in PS before the 01
    cases.push_back({"02 in PS", MaskOaep(db, seed), false});
  }
  {
    Bytes db = make_db(10);
    db[hlen] = 0xff;  // first PS byte
    cases.push_back({"ff first in PS", MaskOaep(db, seed), false});
  }
  {
    Bytes db = make_db(10);
    db[5] ^= 0x80;
    cases.push_back({"lHash' differs", MaskOaep(db, seed), false});
  }
  {
    Bytes db = make_db(dblen - hlen - 1);  // 01 right after lHash: max length
    std::copy(lh, lh + 32, db.begin());
    cases.push_back({"valid, max length", MaskOaep(db, seed), true});
  }
  {
    Bytes db(dblen, 0);
    std::copy(lh, lh + 31, db.begin());  // lHash' truncated: 01 inside lHash' position
    db[31] = 0x01;
    cases.push_back({"01 inside lHash'", MaskOaep(db, seed), false});
  }
  {
    Bytes em = MaskOaep(make_db(10), seed);
    em[0] = 0x01;  // Y != 0
    cases.push_back({"Y = 1", em, false});
  }
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    Bytes em = c.em, out(k, 0xEE);
    size_t len = 777;
    Status st = rsa_enc_internal::DecodeOaep(RsaHash::kSha256, RsaHash::kSha256, label, em, out, &len);
    EXPECT_EQ(st, c.valid ? Status::kOk : Status::kDecryptionError);
    EXPECT_EQ(em, Bytes(k, 0)) << "EM not wiped";
    if (!c.valid) {
      EXPECT_EQ(len, 777u);
      EXPECT_TRUE(std::all_of(out.begin(), out.begin() + static_cast<ptrdiff_t>(k - 66),
                              [](uint8_t b) { return b == 0; }))
          << "output not zeroed on failure";
    }
    // OpenSSL's decoder agrees on validity.
    Bytes osl(k);
    const int r = RSA_padding_check_PKCS1_OAEP_mgf1(
        osl.data(), static_cast<int>(k), c.em.data(), static_cast<int>(k), static_cast<int>(k),
        label.data(), static_cast<int>(label.size()), EVP_sha256(), EVP_sha256());
    EXPECT_EQ(r >= 0, c.valid);
    if (c.valid) {
      ASSERT_EQ(static_cast<int>(len), r);
      EXPECT_EQ(Bytes(out.begin(), out.begin() + r), Bytes(osl.begin(), osl.begin() + r));
    }
    // Full decryption of the same EM.
    Bytes got;
    EXPECT_EQ(LimbDecryptOaep(key.limb, EncryptRaw(key.limb, c.em), label, &got),
              c.valid ? Status::kOk : Status::kDecryptionError);
  }
}

// ---- PKCS#1 v1.5 ------------------------------------------------------------

TEST(Pkcs1v15Test, OpenSslEncryptsLimbDecrypts) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 5);
  for (const TestKey& key : Keys()) {
    SCOPED_TRACE(key.name);
    const size_t max = key.k - 11;
    for (size_t len : Lengths(max, key.name == "rsa2048", rng)) {
      SCOPED_TRACE("len " + std::to_string(len));
      Bytes msg = test::RandomBytes(rng, len);
      Bytes ct = OsslEncryptPkcs1(key.ossl, msg);
      Bytes got;
      ASSERT_EQ(LimbDecryptPkcs1(key.limb, ct, &got, /*explicit_=*/false), Status::kOk);
      EXPECT_EQ(got, msg);
      if (len % 4 == 0 || len == max) {
        ASSERT_EQ(LimbDecryptPkcs1(key.limb, ct, &got, /*explicit_=*/true), Status::kOk);
        EXPECT_EQ(got, msg);
      }
    }
  }
}

TEST(Pkcs1v15Test, LimbEncryptsOpenSslDecrypts) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 6);
  for (const TestKey& key : Keys()) {
    SCOPED_TRACE(key.name);
    const size_t max = key.k - 11;
    for (size_t len : Lengths(max, key.name == "rsa2048", rng)) {
      SCOPED_TRACE("len " + std::to_string(len));
      Bytes msg = test::RandomBytes(rng, len);
      Bytes ct(key.k);
      ASSERT_EQ(EncryptPkcs1v15(key.limb.public_key(), msg, ct), Status::kOk);
      Bytes got;
      ASSERT_TRUE(OsslDecryptPkcs1(key.ossl, ct, &got));
      EXPECT_EQ(got, msg);
      // The raw EM: 00 02, k - len - 3 nonzero bytes, 00, M.
      Bytes em = OsslRawDecrypt(key.ossl, ct);
      ASSERT_EQ(em.size(), key.k);
      EXPECT_EQ(em[0], 0);
      EXPECT_EQ(em[1], 2);
      EXPECT_TRUE(std::none_of(em.begin() + 2, em.end() - static_cast<ptrdiff_t>(len) - 1,
                               [](uint8_t b) { return b == 0; }));
      EXPECT_EQ(em[key.k - len - 1], 0);
    }
    Bytes ct(key.k), big(max + 1, 0x41);
    EXPECT_EQ(EncryptPkcs1v15(key.limb.public_key(), big, ct), Status::kInvalidArgument);
    Bytes small(key.k - 1);
    EXPECT_EQ(EncryptPkcs1v15(key.limb.public_key(), Bytes(3, 1), small), Status::kBufferTooSmall);
  }
}

// Malformed encoded messages, encrypted by hand: the explicit decoder
// rejects each; the implicit one returns exactly the synthetic message of
// the independent model. Valid ones decrypt in both modes.
TEST(Pkcs1v15Test, MalformedEncodedMessages) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 7);
  for (const TestKey& key : Keys()) {
    if (key.name == "rsa4096") continue;  // time; 2048, 3072 and 3-prime cover it
    SCOPED_TRACE(key.name);
    const size_t k = key.k;
    auto nonzero = [&](size_t n) {
      Bytes v(n);
      for (auto& b : v) b = static_cast<uint8_t>(1 + rng() % 255);
      return v;
    };
    struct Case {
      std::string what;
      Bytes em;
    };
    std::vector<Case> cases;
    auto with_sep = [&](size_t sep) {  // 00 02 PS(nonzero) 00 M
      Bytes em = {0x00, 0x02};
      Bytes ps = nonzero(sep - 2);
      em.insert(em.end(), ps.begin(), ps.end());
      em.push_back(0);
      Bytes m = test::RandomBytes(rng, k - sep - 1);
      em.insert(em.end(), m.begin(), m.end());
      return em;
    };
    {
      Bytes em = with_sep(100);
      em[1] = 0x01;
      cases.push_back({"second byte 01", em});
      em[1] = 0x03;
      cases.push_back({"second byte 03", em});
      em[1] = 0x02;
      em[0] = 0x01;
      cases.push_back({"first byte 01", em});
      em[0] = 0x00;
      em[1] = 0x00;
      cases.push_back({"00 00", em});
    }
    {
      Bytes em = {0x00, 0x02};
      Bytes ps = nonzero(k - 2);
      em.insert(em.end(), ps.begin(), ps.end());
      cases.push_back({"no separator", em});
    }
    // Separator at every position 2..k-1 (the other keys: 2..40 and the
    // last 24): valid iff >= 10 (PS >= 8 bytes).
    for (size_t sep = 2; sep < k; ++sep) {
      if (key.name != "rsa2048" && sep > 40 && sep < k - 24) continue;
      cases.push_back({"separator at " + std::to_string(sep), with_sep(sep)});
    }

    for (const Case& c : cases) {
      SCOPED_TRACE(c.what);
      ASSERT_EQ(c.em.size(), k);
      Bytes want;
      const bool valid = Pkcs1v15Valid(c.em, &want);
      Bytes ct = EncryptRaw(key.limb, c.em);
      // Explicit rejection.
      Bytes got;
      Status st = LimbDecryptPkcs1(key.limb, ct, &got, /*explicit_=*/true);
      EXPECT_EQ(st, valid ? Status::kOk : Status::kDecryptionError);
      if (valid && st == Status::kOk) {
        EXPECT_EQ(got, want);
      }
      // The explicit decoder alone (no RSA), and OpenSSL 3.0's agreement.
      {
        Bytes em = c.em, out(k, 0xEE);
        size_t len = 5;
        EXPECT_EQ(rsa_enc_internal::DecodePkcs1v15Explicit(em, out, &len),
                  valid ? Status::kOk : Status::kDecryptionError);
        EXPECT_EQ(em, Bytes(k, 0)) << "EM not wiped";
        Bytes osl;
        EXPECT_EQ(OsslDecryptPkcs1(key.ossl, ct, &osl), valid);
        if (valid) {
          EXPECT_EQ(osl, want);
        }
      }
      // Implicit rejection: the real message or the model's synthetic one.
      Status sti = LimbDecryptPkcs1(key.limb, ct, &got, /*explicit_=*/false);
      ASSERT_EQ(sti, Status::kOk);
      EXPECT_EQ(got, valid ? want : ModelSynthetic(key.ossl, ct));
    }
  }
}

TEST(Pkcs1v15Test, PublicErrors) {
  const TestKey& key = Keys()[0];
  Bytes got, n = key.limb.public_key().n();
  for (bool ex : {false, true}) {
    EXPECT_EQ(LimbDecryptPkcs1(key.limb, n, &got, ex), Status::kDecryptionError);
    EXPECT_EQ(LimbDecryptPkcs1(key.limb, Bytes(key.k, 0xff), &got, ex), Status::kDecryptionError);
    EXPECT_EQ(LimbDecryptPkcs1(key.limb, Bytes(key.k - 1, 1), &got, ex), Status::kDecryptionError);
    EXPECT_EQ(LimbDecryptPkcs1(key.limb, Bytes(key.k + 1, 0), &got, ex), Status::kDecryptionError);
    Bytes out(key.k - 1);
    size_t len = 0;
    Bytes ct(key.k, 1);
    EXPECT_EQ(ex ? DecryptPkcs1v15Explicit(key.limb, ct, out, &len)
                 : DecryptPkcs1v15(key.limb, ct, out, &len),
              Status::kBufferTooSmall);
  }
}

// Implicit rejection on random ciphertexts (invalid padding, checked with
// OpenSSL's raw decryption): deterministic, equal to the model, dependent
// on the ciphertext; lengths within 0..k-11 and spread over that range.
TEST(ImplicitRejectionTest, SyntheticMessagesOnRandomCiphertexts) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 8);
  for (const TestKey& key : Keys()) {
    if (key.name == "rsa4096") continue;  // time
    SCOPED_TRACE(key.name);
    const size_t k = key.k;
    std::set<size_t> lengths;
    std::set<Bytes> outputs;
    const int kTrials = key.name == "rsa2048" ? 150 : 50;
    size_t sum = 0;
    for (int t = 0; t < kTrials; ++t) {
      Bytes ct = test::RandomBytes(rng, k);
      ct[0] &= 0x7f;  // < n
      Bytes m;
      ASSERT_FALSE(Pkcs1v15Valid(OsslRawDecrypt(key.ossl, ct), &m));  // (p < 2^-15)
      Bytes a, b;
      ASSERT_EQ(LimbDecryptPkcs1(key.limb, ct, &a, false), Status::kOk);
      ASSERT_EQ(LimbDecryptPkcs1(key.limb, ct, &b, false), Status::kOk);
      EXPECT_EQ(a, b) << "not deterministic";
      EXPECT_LE(a.size(), k - 11);
      if (t < 40) {
        EXPECT_EQ(a, ModelSynthetic(key.ossl, ct));
      }
      EXPECT_EQ(LimbDecryptPkcs1(key.limb, ct, &b, true), Status::kDecryptionError);
      lengths.insert(a.size());
      outputs.insert(a);
      sum += a.size();
    }
    // Uniform on 0..k-11 (246+ values): 150 draws give ~110 distinct
    // lengths (50 draws ~45) and a mean near (k-11)/2 (standard error
    // ~(k-11)/25 for 50 draws); the bounds below fail with negligible
    // probability for a correct implementation.
    EXPECT_GT(lengths.size(), kTrials == 150 ? 70u : 25u);
    EXPECT_GT(sum / kTrials, (k - 11) / 2 - (k - 11) / 5);
    EXPECT_LT(sum / kTrials, (k - 11) / 2 + (k - 11) / 5);
    EXPECT_GE(outputs.size(), static_cast<size_t>(kTrials - 2));  // distinct ciphertexts, distinct outputs
  }
}

// The synthetic message depends on d: a second key with the same n, e, p,
// q but d' = d + lambda(n) (an equivalent private exponent: same RSADP)
// decrypts valid ciphertexts identically and invalid ones differently.
TEST(ImplicitRejectionTest, DependsOnPrivateExponent) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 9);
  const TestKey& key = Keys()[0];
  RsaPrivateKeyComponents c = key.limb.components();
  BIGNUM* d = BN_bin2bn(c.d.data(), static_cast<int>(c.d.size()), nullptr);
  BIGNUM* p1 = BN_bin2bn(c.p.data(), static_cast<int>(c.p.size()), nullptr);
  BIGNUM* q1 = BN_bin2bn(c.q.data(), static_cast<int>(c.q.size()), nullptr);
  BN_sub_word(p1, 1);
  BN_sub_word(q1, 1);
  BN_CTX* bctx = BN_CTX_new();
  BIGNUM* g = BN_new();
  BIGNUM* lambda = BN_new();
  BN_gcd(g, p1, q1, bctx);
  BN_mul(lambda, p1, q1, bctx);
  BN_div(lambda, nullptr, lambda, g, bctx);
  BN_add(d, d, lambda);
  SecretBytes d2(static_cast<size_t>(BN_num_bytes(d)));
  BN_bn2bin(d, d2.data());
  c.d = d2;
  BN_free(d);
  BN_free(p1);
  BN_free(q1);
  BN_free(g);
  BN_free(lambda);
  BN_CTX_free(bctx);
  Result<RsaPrivateKey> k2 = RsaPrivateKey::FromComponents(c);
  ASSERT_TRUE(k2.ok()) << StatusName(k2.status());
  ASSERT_NE(k2->components().d, key.limb.components().d);
  for (int t = 0; t < 10; ++t) {
    Bytes msg = test::RandomBytes(rng, 1 + rng() % 50), ct(key.k);
    ASSERT_EQ(EncryptPkcs1v15(key.limb.public_key(), msg, ct), Status::kOk);
    Bytes a, b;
    ASSERT_EQ(LimbDecryptPkcs1(key.limb, ct, &a, false), Status::kOk);
    ASSERT_EQ(LimbDecryptPkcs1(*k2, ct, &b, false), Status::kOk);
    EXPECT_EQ(a, msg);
    EXPECT_EQ(b, msg);
    Bytes bad = test::RandomBytes(rng, key.k);
    bad[0] &= 0x7f;
    ASSERT_EQ(LimbDecryptPkcs1(key.limb, bad, &a, false), Status::kOk);
    ASSERT_EQ(LimbDecryptPkcs1(*k2, bad, &b, false), Status::kOk);
    EXPECT_NE(a, b);
  }
}

// SyntheticLength against a direct reading of the rule, on random and
// edge candidate lists, for every k from 11 to 600 and a few large ones.
TEST(ImplicitRejectionTest, SyntheticLengthRule) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 10);
  std::vector<size_t> ks;
  for (size_t k = 11; k <= 600; ++k) ks.push_back(k);
  for (size_t k : {1024, 1025, 2047, 2048}) ks.push_back(k);
  for (size_t k : ks) {
    for (int t = 0; t < 8; ++t) {
      std::array<uint8_t, 256> cand;
      for (auto& b : cand) b = static_cast<uint8_t>(rng());
      if (t == 1) cand.fill(0xff);  // every masked candidate = mask
      if (t == 2) cand.fill(0);
      unsigned bits = 0;
      while ((size_t{1} << bits) <= k - 10) ++bits;
      size_t want = 0;
      for (size_t j = 0; j < 128; ++j) {
        size_t c = ((size_t{cand[2 * j]} << 8) | cand[2 * j + 1]) & ((size_t{1} << bits) - 1);
        if (c < k - 10) want = c;
      }
      ASSERT_EQ(rsa_enc_internal::SyntheticLength(cand, k), want) << "k " << k << " t " << t;
    }
  }
}

// Known answers: draft-irtf-cfrg-rsa-guidance Appendix B.1.
TEST(ImplicitRejectionTest, DraftAppendixB1Vectors) {
  Bytes pem = ReadTestFile("enc_ir_2048.pem");
  Result<RsaPrivateKey> kr = ParsePrivateKey(pem);
  ASSERT_TRUE(kr.ok());
  EVP_PKEY* ossl = nullptr;
  {
    BIO* bio = BIO_new_mem_buf(pem.data(), static_cast<int>(pem.size()));
    ossl = PEM_read_bio_PrivateKey(bio, nullptr, nullptr, nullptr);
    BIO_free(bio);
  }
  ASSERT_NE(ossl, nullptr);
  test::KatFile kat("testdata/rsa/enc_implicit_rejection_2048.txt");
  ASSERT_EQ(kat.size(), 12u);
  int valid = 0;
  for (test::KatRecord& r : kat) {
    const std::string title = r.Take("Title");
    SCOPED_TRACE(r.Where() + " " + title);
    Bytes ct = r.TakeHex("CT"), want = r.TakeHex("Msg");
    Bytes got;
    ASSERT_EQ(LimbDecryptPkcs1(*kr, ct, &got, false), Status::kOk);
    EXPECT_EQ(got, want);
    // The model agrees on the invalid ones; OpenSSL 3.0 (explicit) on which are valid.
    Bytes m;
    const bool is_valid = Pkcs1v15Valid(OsslRawDecrypt(ossl, ct), &m);
    EXPECT_EQ(is_valid, title.rfind("Valid", 0) == 0);
    if (!is_valid) {
      EXPECT_EQ(ModelSynthetic(ossl, ct), want);
    }
    EXPECT_EQ(LimbDecryptPkcs1(*kr, ct, &got, true),
              is_valid ? Status::kOk : Status::kDecryptionError);
    valid += is_valid;
  }
  EXPECT_EQ(valid, 3);
  EVP_PKEY_free(ossl);
}

// The PRF against the model for lengths around block boundaries.
TEST(ImplicitRejectionTest, PrfMatchesModel) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 11);
  for (size_t n : {size_t{0}, size_t{1}, size_t{31}, size_t{32}, size_t{33}, size_t{64}, size_t{256},
                   size_t{257}, size_t{1000}}) {
    std::array<uint8_t, 32> kdk;
    for (auto& b : kdk) b = static_cast<uint8_t>(rng());
    Bytes out(n);
    static const uint8_t kLabel[] = {'l', 'e', 'n', 'g', 't', 'h'};
    rsa_enc_internal::ImplicitRejectionPrf(kdk, kLabel, out);
    EXPECT_EQ(out, ModelPrf(Bytes(kdk.begin(), kdk.end()), "length", n)) << n;
  }
}

}  // namespace
}  // namespace limb
