// rsa_verify_fuzzer: RSASSA-PKCS1-v1_5 and RSASSA-PSS verification, limb
// against OpenSSL (EVP_PKEY_verify with the same hash, MGF1 hash and salt
// length), on fuzzer-chosen keys, digests and signatures.
// Input: a flags byte (scheme, hash, key source, salt-length mode), then
//  - key source 0 (flag 0x20 clear): a fuzzer-chosen key: a length byte and
//    the modulus bytes (any size; limb refuses n < 1024 bits), then e as one
//    selector byte (3, 17, 65537 or the next 4 bytes), and the signature
//    bytes themselves: with e = 3 and a small signature, s^3 < n is the
//    classic forgery the encoding check must reject;
//  - key source 1: the fixed test key testdata/rsa/rsa2048.pkcs1.der and an
//    encoded message EM chosen by the fuzzer, which the harness turns into
//    the signature EM^d mod n, so the padding checks see fuzzer-shaped EMs;
//  then the digest (its hash's length).
// Property: limb MUST NOT accept what OpenSSL rejects (abort). The opposite
// (OpenSSL accepts, limb rejects) is reported on stderr, not an abort:
// limb's key limits (n >= 1024 bits, e < 2^33) are stricter by design.
#include <openssl/evp.h>
#include <openssl/rsa.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <span>
#include <vector>

#include "fuzz/fuzz_util.h"
#include "fuzz/rsa2048_key.inc"
#include "limb/base/status.h"
#include "limb/rsa/der.h"
#include "limb/rsa/ossl_test_util.h"
#include "limb/rsa/rsa.h"
#include "limb/rsa/schemes.h"

namespace {

using limb::RsaHash;
using limb::Status;

struct Fixed {
  limb::RsaPrivateKey key;
  limb::test::Pkey ossl;
};

const Fixed& FixedKey() {
  static const Fixed* fixed = [] {
    auto* f = new Fixed;
    auto k = limb::ParsePrivateKey(kRsa2048Pkcs1Der);
    FUZZ_CHECK(k.ok(), "the fixed test key does not load");
    f->key = std::move(*k);
    f->ossl = limb::test::OsslDecode(kRsa2048Pkcs1Der, "DER", "type-specific", true);
    FUZZ_CHECK(f->ossl != nullptr, "OpenSSL does not load the fixed test key");
    return f;
  }();
  return *fixed;
}

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

// OpenSSL's verdict on (pkey, scheme, hash, salt length, digest, sig).
bool OsslVerify(EVP_PKEY* pkey, bool pss, RsaHash h, ptrdiff_t salt, std::span<const uint8_t> digest,
                std::span<const uint8_t> sig) {
  EVP_PKEY_CTX* ctx = EVP_PKEY_CTX_new(pkey, nullptr);
  if (ctx == nullptr) return false;
  bool ok = EVP_PKEY_verify_init(ctx) == 1 &&
            EVP_PKEY_CTX_set_rsa_padding(ctx, pss ? RSA_PKCS1_PSS_PADDING : RSA_PKCS1_PADDING) == 1 &&
            EVP_PKEY_CTX_set_signature_md(ctx, Md(h)) == 1;
  if (ok && pss) {
    int osalt = salt == limb::kPssSaltHashLen ? RSA_PSS_SALTLEN_DIGEST
                : salt == limb::kPssSaltMax   ? RSA_PSS_SALTLEN_MAX
                : salt == limb::kPssSaltAuto  ? RSA_PSS_SALTLEN_AUTO
                                              : static_cast<int>(salt);
    ok = EVP_PKEY_CTX_set_rsa_mgf1_md(ctx, Md(h)) == 1 &&
         EVP_PKEY_CTX_set_rsa_pss_saltlen(ctx, osalt) == 1;
  }
  ok = ok && EVP_PKEY_verify(ctx, sig.data(), sig.size(), digest.data(), digest.size()) == 1;
  EVP_PKEY_CTX_free(ctx);
  return ok;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  limb::fuzz::FuzzInput fin(data, size);
  const uint8_t flags = fin.Byte();
  const bool pss = flags & 0x01;
  // PSS: SHA-224 or SHA-256 only (schemes.h); v1.5: all five.
  const RsaHash h = pss ? ((flags & 0x02) ? RsaHash::kSha224 : RsaHash::kSha256)
                        : static_cast<RsaHash>(((flags >> 1) & 0x07) % 5);
  const bool fixed_key = flags & 0x20;
  const int salt_mode = (flags >> 6) & 0x03;  // HashLen, Max, Auto, a count
  ptrdiff_t salt = salt_mode == 0   ? limb::kPssSaltHashLen
                   : salt_mode == 1 ? limb::kPssSaltMax
                   : salt_mode == 2 ? limb::kPssSaltAuto
                                    : ptrdiff_t{fin.Byte()};

  limb::RsaPublicKey limb_key;
  bool limb_key_ok = false;
  limb::test::Pkey ossl_key;
  EVP_PKEY* ossl = nullptr;
  std::vector<uint8_t> sig;

  if (fixed_key) {
    const Fixed& f = FixedKey();
    limb_key = f.key.public_key();
    limb_key_ok = true;
    ossl = f.ossl.get();
    std::span<const uint8_t> em = fin.Bytes(f.key.size());
    sig.assign(f.key.size(), 0);
    // EM^d mod n; an EM >= n (kInvalidArgument) is used as the signature.
    if (f.key.RawPrivate(em, sig) != Status::kOk) sig.assign(em.begin(), em.end());
  } else {
    std::span<const uint8_t> n = fin.Slice(/*wide=*/true);
    std::vector<uint8_t> e;
    switch (fin.Byte() & 0x03) {
      case 0: e = {3}; break;
      case 1: e = {17}; break;
      case 2: e = {0x01, 0x00, 0x01}; break;
      default: {
        std::span<const uint8_t> ee = fin.Bytes(4);
        e.assign(ee.begin(), ee.end());
      }
    }
    limb::der::RsaPublicKeyDer pub;
    pub.n.assign(n.begin(), n.end());
    pub.e = e;
    auto k = limb::RsaPublicKey::FromComponents(pub.n, pub.e);
    if (k.ok()) {
      limb_key = std::move(*k);
      limb_key_ok = true;
    }
    // OpenSSL reads the same (n, e) from their RSAPublicKey DER (the writer
    // drops leading zero bytes, as FromComponents does).
    std::vector<uint8_t> der = limb::der::SerializeRsaPublicKey(pub);
    ossl_key = limb::test::OsslDecode(der, "DER", "type-specific", false);
    ossl = ossl_key.get();
    std::span<const uint8_t> s = fin.Slice(/*wide=*/true);
    sig.assign(s.begin(), s.end());
  }
  std::span<const uint8_t> digest = fin.Bytes(limb::RsaHashSize(h));
  if (digest.size() != limb::RsaHashSize(h)) return 0;

  bool limb_ok = false;
  if (limb_key_ok) {
    Status st = pss ? limb::VerifyPss(limb_key, h, digest, sig, salt)
                    : limb::VerifyPkcs1v15(limb_key, h, digest, sig);
    limb_ok = st == Status::kOk;
    FUZZ_CHECK(limb_ok || st == Status::kVerificationFailed || st == Status::kInvalidArgument,
               "verification returned an unexpected status");
  }
  const bool ossl_ok = ossl != nullptr && OsslVerify(ossl, pss, h, salt, digest, sig);
  FUZZ_CHECK(!limb_ok || ossl_ok, "limb accepted a signature OpenSSL rejects");
  if (ossl_ok && !limb_ok) {
    static int reported = 0;
    if (reported < 10) {
      ++reported;
      std::fprintf(stderr,
                   "rsa_verify: OpenSSL accepts, limb rejects (limb key %s, %zu-byte n, "
                   "%s, hash %d, salt %td)\n",
                   limb_key_ok ? "ok" : "refused", limb_key_ok ? limb_key.size() : size_t{0},
                   pss ? "PSS" : "v1.5", static_cast<int>(h), salt);
    }
  }
  return 0;
}
