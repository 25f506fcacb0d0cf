// limb quick start: load an RSA key from PEM, sign and verify with PSS, seal
// and open with ChaCha20-Poly1305, and one big-integer computation.
// Usage: quickstart KEY.pem   (a PKCS#1 or PKCS#8 RSA private key)
#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "limb/bignum/int.h"
#include "limb/bignum/nt.h"
#include "limb/rsa/rsa.h"
#include "limb/rsa/schemes.h"
#include "limb/symmetric/chacha20poly1305/chacha20poly1305.h"
#include "limb/symmetric/sha256/sha256.h"

namespace {

int Fail(const char* what, limb::Status s) {
  std::fprintf(stderr, "%s: %s\n", what, limb::StatusName(s));
  return 1;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s KEY.pem\n", argv[0]);
    return 2;
  }
  std::ifstream in(argv[1], std::ios::binary);
  const std::vector<uint8_t> pem((std::istreambuf_iterator<char>(in)),
                                 std::istreambuf_iterator<char>());

  // 1. Parse the key: DER or PEM, PKCS#1 or PKCS#8, validated on import.
  limb::Result<limb::RsaPrivateKey> key = limb::ParsePrivateKey(pem);
  if (!key.ok()) return Fail("ParsePrivateKey", key.status());

  // 2. RSASSA-PSS with SHA-256 over a message's digest.
  const std::string message = "hello from limb";
  const auto digest = limb::Sha256Sum({reinterpret_cast<const uint8_t*>(message.data()),
                                       message.size()});
  std::vector<uint8_t> sig(key->size());
  limb::Status s = limb::SignPss(*key, limb::RsaHash::kSha256, digest, limb::kPssSaltHashLen, sig);
  if (s != limb::Status::kOk) return Fail("SignPss", s);
  s = limb::VerifyPss(key->public_key(), limb::RsaHash::kSha256, digest, sig,
                      limb::kPssSaltHashLen);
  if (s != limb::Status::kOk) return Fail("VerifyPss", s);

  // 3. ChaCha20-Poly1305 (RFC 8439): ciphertext || 16-byte tag.
  const std::vector<uint8_t> aead_key(32, 0x42), nonce(12, 0x24);
  const std::vector<uint8_t> plaintext(message.begin(), message.end());
  const std::vector<uint8_t> aad = {'h', 'd', 'r'};
  std::vector<uint8_t> sealed(plaintext.size() + 16);
  size_t sealed_len = 0;
  s = limb::ChaCha20Poly1305Seal(sealed, &sealed_len, aead_key, nonce, plaintext, aad);
  if (s != limb::Status::kOk) return Fail("Seal", s);
  std::vector<uint8_t> opened(sealed_len - 16);
  size_t opened_len = 0;
  s = limb::ChaCha20Poly1305Open(opened, &opened_len, aead_key, nonce, sealed, aad);
  if (s != limb::Status::kOk || opened != plaintext) return Fail("Open", s);
  sealed[0] ^= 1;  // a flipped bit must fail authentication
  if (limb::ChaCha20Poly1305Open(opened, &opened_len, aead_key, nonce, sealed, aad) !=
      limb::Status::kAuthenticationFailed) {
    return Fail("Open (tampered)", limb::Status::kInternalError);
  }

  // 4. Big integers: 2^127 - 1 is prime, so 3^(p-1) = 1 (mod p) (Fermat).
  const limb::Int p = limb::Pow(limb::Int(2), 127) - limb::Int(1);
  limb::Result<limb::Int> r = limb::ModExpVarTime(limb::Int(3), p - limb::Int(1), p);
  if (!r.ok()) return Fail("ModExpVarTime", r.status());
  if (r->ToString() != "1") return Fail("Fermat", limb::Status::kInternalError);

  std::printf("PSS signature: %zu bytes, verified\n", sig.size());
  std::printf("ChaCha20-Poly1305: %zu bytes sealed, opened, tampering detected\n", sealed_len);
  std::printf("2^127 - 1 = %s\n", p.ToString().c_str());
  return 0;
}
