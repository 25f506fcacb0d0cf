// OpenSSL-side helpers shared by the rsa/ codec tests (der_test, pem_test):
// an owning EVP_PKEY pointer and OpenSSL's own decoder as the oracle.
#ifndef LIMB_RSA_OSSL_TEST_UTIL_H_
#define LIMB_RSA_OSSL_TEST_UTIL_H_

#include <openssl/decoder.h>
#include <openssl/evp.h>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>

namespace limb::test {

struct PkeyDeleter {
  void operator()(EVP_PKEY* p) const { EVP_PKEY_free(p); }
};
using Pkey = std::unique_ptr<EVP_PKEY, PkeyDeleter>;

// OsslDecode: an RSA key decoded by OpenSSL (OSSL_DECODER) from in, or null
// when OpenSSL rejects it. input_type: "DER" or "PEM"; structure:
// "type-specific" (PKCS#1), "PrivateKeyInfo" or "SubjectPublicKeyInfo";
// priv: a key pair rather than a public key.
inline Pkey OsslDecode(std::span<const uint8_t> in, const char* input_type,
                       const char* structure, bool priv) {
  EVP_PKEY* pkey = nullptr;
  OSSL_DECODER_CTX* ctx = OSSL_DECODER_CTX_new_for_pkey(
      &pkey, input_type, structure, "RSA", priv ? EVP_PKEY_KEYPAIR : EVP_PKEY_PUBLIC_KEY,
      nullptr, nullptr);
  if (ctx == nullptr) return nullptr;
  const unsigned char* data = in.data();
  size_t len = in.size();
  const int ok = OSSL_DECODER_from_data(ctx, &data, &len);
  OSSL_DECODER_CTX_free(ctx);
  if (ok != 1) {
    EVP_PKEY_free(pkey);
    return nullptr;
  }
  return Pkey(pkey);
}

}  // namespace limb::test

#endif  // LIMB_RSA_OSSL_TEST_UTIL_H_
