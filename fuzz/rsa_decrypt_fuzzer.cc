// rsa_decrypt_fuzzer: RSAES-OAEP and RSAES-PKCS1-v1_5 decryption of
// arbitrary ciphertexts under the fixed test key
// testdata/rsa/rsa2048.pkcs1.der, limb against OpenSSL.
// Input: a flags byte (scheme: OAEP SHA-256, OAEP SHA-224, v1.5 explicit,
// v1.5 implicit rejection; whether the rest is the ciphertext itself or an
// encoded message EM the harness encrypts raw, EM^e mod n, so the padding
// checks see fuzzer-shaped EMs), an OAEP label (a length byte and bytes),
// then the ciphertext or EM.
// Properties (abort on violation):
//  - no crash; a status of kOk or kDecryptionError only;
//  - on kOk, *out_len <= k - 2 hLen - 2 (OAEP) or k - 11 (v1.5) and nothing
//    past the k-byte output buffer is written;
//  - OAEP and explicit v1.5: limb succeeds exactly when OpenSSL does
//    (EVP_PKEY_decrypt, same hashes and label), with the same message;
//  - implicit rejection: a k-byte ciphertext < n always gives kOk, and the
//    message explicit decryption releases when the padding is good.
#include <openssl/evp.h>
#include <openssl/rsa.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "fuzz/fuzz_util.h"
#include "fuzz/rsa2048_key.inc"
#include "limb/base/status.h"
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

// OpenSSL's decryption: true and *msg on success.
bool OsslDecrypt(EVP_PKEY* pkey, bool oaep, RsaHash h, std::span<const uint8_t> label,
                 std::span<const uint8_t> ct, std::vector<uint8_t>* msg) {
  EVP_PKEY_CTX* ctx = EVP_PKEY_CTX_new(pkey, nullptr);
  if (ctx == nullptr) return false;
  const EVP_MD* md = h == RsaHash::kSha224 ? EVP_sha224() : EVP_sha256();
  bool ok = EVP_PKEY_decrypt_init(ctx) == 1 &&
            EVP_PKEY_CTX_set_rsa_padding(ctx, oaep ? RSA_PKCS1_OAEP_PADDING : RSA_PKCS1_PADDING) == 1;
  if (ok && oaep) {
    ok = EVP_PKEY_CTX_set_rsa_oaep_md(ctx, md) == 1 && EVP_PKEY_CTX_set_rsa_mgf1_md(ctx, md) == 1;
    if (ok && !label.empty()) {
      // set0 takes ownership of an OPENSSL_malloc'd copy.
      auto* l = static_cast<unsigned char*>(OPENSSL_malloc(label.size()));
      std::copy(label.begin(), label.end(), l);
      ok = EVP_PKEY_CTX_set0_rsa_oaep_label(ctx, l, static_cast<int>(label.size())) == 1;
      if (!ok) OPENSSL_free(l);
    }
  }
  size_t len = 0;
  ok = ok && EVP_PKEY_decrypt(ctx, nullptr, &len, ct.data(), ct.size()) == 1;
  if (ok) {
    msg->assign(len, 0);
    ok = EVP_PKEY_decrypt(ctx, msg->data(), &len, ct.data(), ct.size()) == 1;
    if (ok) msg->resize(len);
  }
  EVP_PKEY_CTX_free(ctx);
  return ok;
}

constexpr uint8_t kCanary = 0x5a;
constexpr size_t kSlack = 16;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const Fixed& f = FixedKey();
  const size_t k = f.key.size();
  limb::fuzz::FuzzInput fin(data, size);
  const uint8_t flags = fin.Byte();
  const int scheme = flags & 0x03;  // 0 OAEP-256, 1 OAEP-224, 2 v1.5 explicit, 3 v1.5 implicit
  const bool raw_em = flags & 0x04;
  const bool oaep = scheme < 2;
  const RsaHash h = scheme == 1 ? RsaHash::kSha224 : RsaHash::kSha256;
  std::span<const uint8_t> label = oaep ? fin.Slice() : std::span<const uint8_t>();

  std::vector<uint8_t> ct;
  if (raw_em) {
    std::span<const uint8_t> em = fin.Bytes(k);
    ct.assign(k, 0);
    // EM^e mod n; an EM >= n (kInvalidArgument) is sent as it is.
    if (f.key.public_key().RawPublicVarTime(em, ct) != Status::kOk) ct.assign(em.begin(), em.end());
  } else {
    std::span<const uint8_t> rest = fin.Rest();
    ct.assign(rest.begin(), rest.end());
  }

  std::vector<uint8_t> out(k + kSlack, kCanary);
  size_t out_len = 0;
  std::span<uint8_t> o(out.data(), k);
  Status s = scheme < 2    ? limb::DecryptOaep(f.key, ct, label, o, &out_len, h)
             : scheme == 2 ? limb::DecryptPkcs1v15Explicit(f.key, ct, o, &out_len)
                           : limb::DecryptPkcs1v15(f.key, ct, o, &out_len);
  FUZZ_CHECK(s == Status::kOk || s == Status::kDecryptionError, "unexpected decryption status");
  FUZZ_CHECK(std::all_of(out.begin() + k, out.end(), [](uint8_t b) { return b == kCanary; }),
             "decryption wrote past its k-byte output");
  if (s == Status::kOk) {
    const size_t max = oaep ? k - 2 * limb::RsaHashSize(h) - 2 : k - 11;
    FUZZ_CHECK(out_len <= max, "decrypted message longer than the scheme allows");
  }

  if (scheme == 3) {
    // Implicit rejection: any k-byte ciphertext below n decrypts.
    std::vector<uint8_t> scratch(k);
    const bool in_range =
        ct.size() == k && f.key.public_key().RawPublicVarTime(ct, scratch) == Status::kOk;
    FUZZ_CHECK(!in_range || s == Status::kOk, "implicit rejection refused a valid-length ciphertext");
    std::vector<uint8_t> ex(k);
    size_t ex_len = 0;
    if (limb::DecryptPkcs1v15Explicit(f.key, ct, ex, &ex_len) == Status::kOk) {
      FUZZ_CHECK(s == Status::kOk && ex_len == out_len &&
                     std::equal(ex.begin(), ex.begin() + ex_len, out.begin()),
                 "implicit and explicit v1.5 decryption differ on good padding");
    }
    return 0;
  }

  std::vector<uint8_t> want;
  const bool ossl_ok = OsslDecrypt(f.ossl.get(), oaep, h, label, ct, &want);
  FUZZ_CHECK(ossl_ok == (s == Status::kOk), "limb and OpenSSL disagree on accepting a ciphertext");
  if (ossl_ok) {
    FUZZ_CHECK(want.size() == out_len && std::equal(want.begin(), want.end(), out.begin()),
               "limb and OpenSSL decrypt to different messages");
  }
  return 0;
}
