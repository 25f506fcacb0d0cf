// Bad input to rsa/rsa.h and rsa/schemes.h that the other rsa/ tests do not
// already pin down (docs/errors.md names the test of every row): the exact
// Status, and what the output holds afterwards (untouched for argument
// errors; the message range zeroed and *out_len untouched for a padding
// failure).
#include <cstdint>
#include <span>
#include <vector>

#include "gtest/gtest.h"
#include "limb/base/status.h"
#include "limb/rsa/rsa.h"
#include "limb/rsa/schemes.h"
#include "limb/rsa/test_util.h"

namespace limb {
namespace {

using Bytes = std::vector<uint8_t>;
using test::ReadTestFile;

const RsaPrivateKey& Key2048() {
  static const RsaPrivateKey* key = [] {
    Result<RsaPrivateKey> k = ParsePrivateKey(ReadTestFile("rsa2048.pkcs8.pem"));
    return k.ok() ? new RsaPrivateKey(std::move(*k)) : nullptr;
  }();
  EXPECT_NE(key, nullptr) << "rsa2048.pkcs8.pem did not load";
  return *key;
}

const Bytes kE65537 = {0x01, 0x00, 0x01};

TEST(RsaBadInput, PublicKeyModulusEvenOrTooLarge) {
  // 16392 bits, odd: above kRsaMaxModulusBits.
  Bytes big(kRsaMaxModulusBits / 8 + 1, 0xff);
  EXPECT_EQ(RsaPublicKey::FromComponents(big, kE65537).status(), Status::kInvalidArgument);
  // Exactly kRsaMaxModulusBits bits is accepted (the limit is inclusive).
  Bytes max(kRsaMaxModulusBits / 8, 0xff);
  EXPECT_EQ(RsaPublicKey::FromComponents(max, kE65537).status(), Status::kOk);
  // An even 2048-bit modulus.
  Bytes even = Key2048().public_key().n();
  even.back() &= 0xfe;
  EXPECT_EQ(RsaPublicKey::FromComponents(even, kE65537).status(), Status::kInvalidArgument);
  // An empty modulus or exponent.
  EXPECT_EQ(RsaPublicKey::FromComponents(Bytes(), kE65537).status(), Status::kKeyTooSmall);
  EXPECT_EQ(RsaPublicKey::FromComponents(Key2048().public_key().n(), Bytes()).status(),
            Status::kInvalidArgument);
}

TEST(RsaBadInput, GenerateKeyRefusesBeforeWorking) {
  EXPECT_EQ(GenerateKey(kRsaMaxModulusBits + 8).status(), Status::kInvalidArgument);
  EXPECT_EQ(GenerateKey(2048, kRsaMaxPrimes + 1).status(), Status::kInvalidArgument);
  EXPECT_EQ(GenerateKey(2048, 9).status(), Status::kInvalidArgument);  // 227-bit primes
  EXPECT_EQ(GenerateKey(2048, 0).status(), Status::kInvalidArgument);
  EXPECT_EQ(GenerateKey(2048, 2, uint64_t{1} << kRsaMaxPublicExponentBits).status(),
            Status::kInvalidArgument);
  EXPECT_EQ(GenerateKey(2048, 2, 65538).status(), Status::kInvalidArgument);  // even
}

TEST(RsaBadInput, RawOperationsWriteNothingOnError) {
  const RsaPrivateKey& key = Key2048();
  const RsaPublicKey& pub = key.public_key();
  const size_t k = key.size();
  const Bytes sentinel(k, 0xa5);
  Bytes out = sentinel;
  // in == n and in longer than n with a value >= n.
  EXPECT_EQ(pub.RawPublicVarTime(pub.n(), out), Status::kInvalidArgument);
  EXPECT_EQ(out, sentinel);
  EXPECT_EQ(key.RawPrivate(pub.n(), out), Status::kInvalidArgument);
  EXPECT_EQ(out, sentinel);
  EXPECT_EQ(key.RawPrivate(Bytes(k + 1, 0xff), out), Status::kInvalidArgument);
  EXPECT_EQ(out, sentinel);
  // out one byte short.
  Bytes small(k - 1, 0xa5);
  EXPECT_EQ(pub.RawPublicVarTime(Bytes{2}, small), Status::kBufferTooSmall);
  EXPECT_EQ(small, Bytes(k - 1, 0xa5));
  EXPECT_EQ(key.RawPrivate(Bytes{2}, small), Status::kBufferTooSmall);
  EXPECT_EQ(small, Bytes(k - 1, 0xa5));
}

TEST(RsaBadInput, SignArgumentErrorsWriteNothing) {
  const RsaPrivateKey& key = Key2048();
  const size_t k = key.size();
  const Bytes digest(32, 7);
  Bytes sig(k, 0xa5);
  const Bytes sentinel = sig;
  EXPECT_EQ(SignPkcs1v15(key, RsaHash::kSha256, Bytes(31, 7), sig), Status::kInvalidArgument);
  EXPECT_EQ(sig, sentinel);
  EXPECT_EQ(SignPss(key, RsaHash::kSha256, digest, k, sig), Status::kInvalidArgument);
  EXPECT_EQ(sig, sentinel);
  EXPECT_EQ(SignPss(key, static_cast<RsaHash>(0x7f), Bytes(64, 7), 32, sig),
            Status::kInvalidArgument);
  EXPECT_EQ(sig, sentinel);
  Bytes small(k - 1, 0xa5);
  EXPECT_EQ(SignPkcs1v15(key, RsaHash::kSha256, digest, small), Status::kBufferTooSmall);
  EXPECT_EQ(SignPss(key, RsaHash::kSha256, digest, 32, small), Status::kBufferTooSmall);
  EXPECT_EQ(small, Bytes(k - 1, 0xa5));
  // Verification of an empty signature is a plain failure.
  EXPECT_EQ(VerifyPkcs1v15(key.public_key(), RsaHash::kSha256, digest, Bytes()),
            Status::kVerificationFailed);
  EXPECT_EQ(VerifyPss(key.public_key(), RsaHash::kSha256, digest, Bytes(), kPssSaltAuto),
            Status::kVerificationFailed);
}

TEST(RsaBadInput, EncryptArgumentErrorsWriteNothing) {
  const RsaPublicKey& pub = Key2048().public_key();
  const size_t k = pub.size();
  Bytes ct(k, 0xa5);
  const Bytes sentinel = ct;
  EXPECT_EQ(EncryptOaep(pub, Bytes(k - 2 * 32 - 1, 1), {}, ct), Status::kInvalidArgument);
  EXPECT_EQ(ct, sentinel);
  EXPECT_EQ(EncryptPkcs1v15(pub, Bytes(k - 10, 1), ct), Status::kInvalidArgument);
  EXPECT_EQ(ct, sentinel);
  EXPECT_EQ(EncryptOaep(pub, Bytes(1, 1), {}, ct, RsaHash::kSha256, static_cast<RsaHash>(0x7f)),
            Status::kInvalidArgument);
  EXPECT_EQ(ct, sentinel);
  Bytes small(k - 1, 0xa5);
  EXPECT_EQ(EncryptOaep(pub, Bytes(1, 1), {}, small), Status::kBufferTooSmall);
  EXPECT_EQ(EncryptPkcs1v15(pub, Bytes(1, 1), small), Status::kBufferTooSmall);
  EXPECT_EQ(small, Bytes(k - 1, 0xa5));
}

// A padding failure zeroes the message range out[0, k - overhead) and
// leaves *out_len as it was; the public failures (wrong length) write
// nothing at all.
TEST(RsaBadInput, DecryptFailuresReleaseNothing) {
  const RsaPrivateKey& key = Key2048();
  const size_t k = key.size();
  const Bytes msg = {'s', 'e', 'c', 'r', 'e', 't'};
  Bytes oaep(k), pkcs1(k);
  ASSERT_EQ(EncryptOaep(key.public_key(), msg, {}, oaep), Status::kOk);
  ASSERT_EQ(EncryptPkcs1v15(key.public_key(), msg, pkcs1), Status::kOk);
  // The right key decrypts under the other scheme: a valid RSA value with
  // bad padding.
  struct Case {
    const char* name;
    Status (*decrypt)(const RsaPrivateKey&, std::span<const uint8_t>, std::span<uint8_t>, size_t*);
    const Bytes* ct;
    size_t maxlen;
  };
  auto oaep_dec = [](const RsaPrivateKey& key, std::span<const uint8_t> ct, std::span<uint8_t> out,
                     size_t* out_len) { return DecryptOaep(key, ct, {}, out, out_len); };
  auto explicit_dec = [](const RsaPrivateKey& key, std::span<const uint8_t> ct,
                         std::span<uint8_t> out, size_t* out_len) {
    return DecryptPkcs1v15Explicit(key, ct, out, out_len);
  };
  const Case cases[] = {
      {"oaep", +oaep_dec, &pkcs1, k - 2 * 32 - 2},
      {"pkcs1 explicit", +explicit_dec, &oaep, k - 11},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.name);
    Bytes out(k, 0xa5);
    size_t out_len = 12345;
    EXPECT_EQ(c.decrypt(key, *c.ct, out, &out_len), Status::kDecryptionError);
    EXPECT_EQ(out_len, 12345u);
    EXPECT_EQ(Bytes(out.begin(), out.begin() + c.maxlen), Bytes(c.maxlen, 0));
    // Wrong lengths: nothing written.
    for (size_t len : {size_t{0}, k - 1, k + 1}) {
      Bytes o(k, 0xa5);
      size_t ol = 12345;
      EXPECT_EQ(c.decrypt(key, Bytes(len, 1), o, &ol), Status::kDecryptionError) << len;
      EXPECT_EQ(ol, 12345u);
      EXPECT_EQ(o, Bytes(k, 0xa5));
    }
    // out_len null: kInvalidArgument; out short: kBufferTooSmall.
    Bytes o(k, 0xa5);
    EXPECT_EQ(c.decrypt(key, *c.ct, o, nullptr), Status::kInvalidArgument);
    Bytes small(k - 1, 0xa5);
    size_t ol = 12345;
    EXPECT_EQ(c.decrypt(key, *c.ct, small, &ol), Status::kBufferTooSmall);
    EXPECT_EQ(ol, 12345u);
    EXPECT_EQ(small, Bytes(k - 1, 0xa5));
  }
  // Implicit rejection: bad padding is kOk with a synthetic message, never
  // the real plaintext of another scheme's encoding.
  Bytes out(k);
  size_t out_len = 0;
  EXPECT_EQ(DecryptPkcs1v15(key, oaep, out, &out_len), Status::kOk);
  EXPECT_LE(out_len, k - 11);
}

TEST(RsaBadInput, Mgf1XorRefusesOtherHashes) {
  Bytes out(40, 0xa5);
  for (RsaHash h : {static_cast<RsaHash>(5), static_cast<RsaHash>(0x7f)}) {  // no RsaHash
    EXPECT_EQ(Mgf1Xor(h, Bytes(32, 1), out), Status::kInvalidArgument);
    EXPECT_EQ(out, Bytes(40, 0xa5));
  }
}

TEST(RsaBadInput, ParseTruncatedEmptyAndWrongKeys) {
  const Bytes der = ReadTestFile("rsa2048.pkcs1.der");
  // Every proper prefix fails with kMalformedDer at an offset inside it.
  for (size_t len : {size_t{0}, size_t{1}, size_t{4}, der.size() / 2, der.size() - 1}) {
    const std::span<const uint8_t> p(der.data(), len);
    Result<RsaPrivateKey> k = ParsePrivateKey(p);
    EXPECT_EQ(k.status(), Status::kMalformedDer) << len;
    EXPECT_LE(k.error_position(), len);
    Result<RsaPublicKey> pk = ParsePublicKey(p);
    EXPECT_EQ(pk.status(), Status::kMalformedDer) << len;
    EXPECT_LE(pk.error_position(), len);
  }
  // A trailing byte after a valid key.
  Bytes longer = der;
  longer.push_back(0);
  Result<RsaPrivateKey> k = ParsePrivateKey(longer);
  EXPECT_EQ(k.status(), Status::kMalformedDer);
  EXPECT_EQ(k.error_position(), der.size());
  // A public key where a private key is needed.
  EXPECT_EQ(ParsePrivateKey(ReadTestFile("rsa2048.spki.pem")).status(), Status::kInvalidArgument);
}

}  // namespace
}  // namespace limb
