// rsa/rsa: RSA key types (two-prime and multi-prime, RFC 8017 section 3),
// key import/export through rsa/der and rsa/pem, key generation, and the raw
// operations RSAEP/RSAVP1 (RawPublicVarTime) and RSADP/RSASP1 (RawPrivate).
// The paddings (PKCS#1 v1.5, PSS, OAEP) are built on top of these.
//
// Limits (enforced everywhere a key enters limb):
//  - kMinModulusBits = 1024: a key whose n has fewer bits is kKeyTooSmall on
//    import (FromComponents, Parse*).
//  - kMinGenerateBits = 2048: GenerateKey refuses smaller sizes (kKeyTooSmall).
//  - kMaxModulusBits = 16384 (the Montgomery module's limit): larger is
//    kInvalidArgument.
//  - e odd, 1 < e < n, and e < 2^kRsaMaxPublicExponentBits (2^33, as
//    BoringSSL): the public operation is variable-time in e, so an
//    unbounded e would let a key's author make every verification and every
//    blinding refill cost seconds. Larger is kInvalidArgument.
//  - multi-prime: 2 <= number of primes <= kMaxPrimes.
//  - private keys: every prime has at least kRsaMinPrimeBits bits and at
//    most ceil(bits(n) / number of primes) + kRsaPrimeSlackBits bits, so a
//    key cannot hide a tiny factor, and an import costs at most what a
//    valid key of that size costs (a prime far larger than its share of n
//    would make the primality test arbitrarily dear). Checked before any
//    other validation; kInvalidArgument.
//
// Validation on import (RsaPrivateKey::FromComponents and ParsePrivateKey):
// n = product of the primes; primes pairwise distinct and each prime
// (IsProbablePrime: Baillie-PSW + kImportMillerRabinRounds random-base
// Miller-Rabin rounds); e odd, 1 < e < n; d_i = d mod (r_i - 1) and
// e * d_i = 1 mod (r_i - 1) for every prime (which implies
// d * e = 1 mod lcm(r_i - 1)); qInv * q = 1 mod p and t_i * R_i = 1 mod r_i
// with R_i = r_1 * ... * r_(i-1). Any inconsistency is kInvalidArgument.
// Validation runs once per import and is VARIABLE TIME (it uses bignum/int),
// as OpenSSL's RSA_check_key; the per-operation code in rsa_private.cc is
// constant time.
//
// Secrets: every buffer that holds a secret is wiped before its memory is
// released (on destruction, on assignment over it, on growth): the private
// components as SecretBytes, the per-prime precomputation as Modulus and
// Residue, the validation's and key generation's Int temporaries through
// bignum's WipedWords, exported DER and PEM as SecretBytes and SecretString,
// the blinding pool and every temporary of the private operation and of the
// paddings. rsa/freed_heap_test checks it by scanning every freed block.
#ifndef LIMB_RSA_RSA_H_
#define LIMB_RSA_RSA_H_

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "limb/base/secret.h"
#include "limb/base/status.h"
#include "limb/bignum/mont.h"
#include "limb/rsa/der.h"

namespace limb {

inline constexpr size_t kRsaMinModulusBits = 1024;
inline constexpr size_t kRsaMinGenerateBits = 2048;
inline constexpr size_t kRsaMaxModulusBits = 16384;
inline constexpr size_t kRsaMaxPrimes = 16;
inline constexpr int kRsaImportMillerRabinRounds = 2;
inline constexpr size_t kRsaMaxPublicExponentBits = 33;
inline constexpr size_t kRsaMinPrimeBits = 256;
inline constexpr size_t kRsaPrimeSlackBits = 128;

// RsaPublicKey: (n, e). Copyable.
class RsaPublicKey {
 public:
  RsaPublicKey() noexcept = default;  // empty placeholder

  // FromComponents: n and e as big-endian bytes (leading zeros allowed).
  // Errors: kKeyTooSmall if n has < kRsaMinModulusBits bits;
  // kInvalidArgument if n is even or too large, or e is not odd with
  // 1 < e < min(n, 2^kRsaMaxPublicExponentBits).
  static Result<RsaPublicKey> FromComponents(std::span<const uint8_t> n_be,
                                             std::span<const uint8_t> e_be) noexcept;

  // size(): the modulus length in bytes (k in RFC 8017). bits(): in bits.
  size_t size() const noexcept { return n_mod_.byte_length(); }
  size_t bits() const noexcept { return n_mod_.bit_length(); }
  // n(), e(): minimal big-endian magnitudes.
  const std::vector<uint8_t>& n() const noexcept { return n_; }
  const std::vector<uint8_t>& e() const noexcept { return e_; }
  const Modulus& modulus() const noexcept { return n_mod_; }

  // RawPublicVarTime: out = in^e mod n (RSAEP / RSAVP1). in is big-endian of
  // any length; out receives exactly out.size() big-endian bytes, zero padded.
  // Errors: kInvalidArgument if in >= n (nothing written); kBufferTooSmall if
  // out.size() < size(). Variable time in e (public); in and out are treated
  // as public.
  Status RawPublicVarTime(std::span<const uint8_t> in, std::span<uint8_t> out) const noexcept;

 private:
  friend struct RsaPrivateKeyInternals;
  std::vector<uint8_t> n_, e_;
  Modulus n_mod_;
};

// RsaPrivateKeyComponents: the RFC 8017 A.1.2 fields as big-endian bytes
// (p = r_1, q = r_2, dp = d_1, dq = d_2, qinv = t_2; other_primes holds
// (r_i, d_i, t_i) for i >= 3). The DER codec's structure is reused.
using RsaPrivateKeyComponents = der::RsaPrivateKeyDer;

// RsaPrivateKey: a validated private key with per-key precomputation (a
// Modulus per prime and for n, the CRT exponents as fixed-width bytes, the
// CRT coefficients in Montgomery form). Copyable: a copy is wiped on
// destruction too, and starts with no blinding values of its own.
class RsaPrivateKey {
 public:
  RsaPrivateKey() noexcept = default;  // empty placeholder
  RsaPrivateKey(const RsaPrivateKey& other);
  RsaPrivateKey& operator=(const RsaPrivateKey& other);
  RsaPrivateKey(RsaPrivateKey&&) noexcept = default;
  RsaPrivateKey& operator=(RsaPrivateKey&&) noexcept = default;
  ~RsaPrivateKey() = default;

  // FromComponents validates as described in the header comment.
  // Errors: kKeyTooSmall, kInvalidArgument (inconsistent or malformed
  // components), kRandomFailure (the primality test's random bases).
  static Result<RsaPrivateKey> FromComponents(const RsaPrivateKeyComponents& c) noexcept;

  const RsaPublicKey& public_key() const noexcept { return pub_; }
  size_t size() const noexcept { return pub_.size(); }
  size_t bits() const noexcept { return pub_.bits(); }
  size_t num_primes() const noexcept;  // 0 for an empty key
  // components(): the key's integers, as imported or generated.
  const RsaPrivateKeyComponents& components() const noexcept { return comp_; }

  // RawPrivate: out = in^d mod n (RSADP / RSASP1), via CRT (Garner) with
  // base blinding and a check out^e == in (mod n) before anything is
  // released. in is big-endian of any length; out receives exactly
  // out.size() big-endian bytes, zero padded.
  // Errors: kInvalidArgument if in >= n (a public check; nothing written);
  // kBufferTooSmall if out.size() < size(); kDecryptionError, opaquely, on
  // any internal failure (fault detected, CSPRNG failure); out is then
  // zeroed. Constant time in d, the primes, the CRT values, the blinding
  // factor and the value of in; leaks only sizes and the error status.
  // Thread safety: RawPrivate may run concurrently on one key (its pool of
  // blinding values is the only mutable state, behind a mutex).
  Status RawPrivate(std::span<const uint8_t> in, std::span<uint8_t> out) const noexcept;

 private:
  friend struct RsaPrivateKeyInternals;
  // State: the per-prime precomputation and the blinding pool, defined in
  // rsa_internal.h. Null only in an empty or moved-from key.
  struct State;
  struct StateDeleter {
    void operator()(State* s) const noexcept;
  };
  RsaPublicKey pub_;
  RsaPrivateKeyComponents comp_;
  std::unique_ptr<State, StateDeleter> state_;
};

// Import. ParsePrivateKey: PKCS#1 RSAPrivateKey or PKCS#8 PrivateKeyInfo,
// DER or PEM (auto-detected), then FromComponents. ParsePublicKey: SPKI or
// PKCS#1 RSAPublicKey, DER or PEM; also accepts any private key and returns
// its public half (without validating the private part).
// Errors: kMalformedDer (error_position() as in rsa/pem.h), kInvalidArgument
// (a public key given to ParsePrivateKey, or inconsistent components),
// kKeyTooSmall.
Result<RsaPrivateKey> ParsePrivateKey(std::span<const uint8_t> der_or_pem) noexcept;
Result<RsaPublicKey> ParsePublicKey(std::span<const uint8_t> der_or_pem) noexcept;

// Export (DER, canonical; Marshal(Parse(x)) == x for canonical DER input).
SecretBytes MarshalPrivateKeyPkcs1(const RsaPrivateKey& key) noexcept;
SecretBytes MarshalPrivateKeyPkcs8(const RsaPrivateKey& key) noexcept;
std::vector<uint8_t> MarshalPublicKeyPkcs1(const RsaPublicKey& key) noexcept;
std::vector<uint8_t> MarshalPublicKeySpki(const RsaPublicKey& key) noexcept;
// PEM ("RSA PRIVATE KEY", "PRIVATE KEY", "RSA PUBLIC KEY", "PUBLIC KEY").
SecretString MarshalPrivateKeyPkcs1Pem(const RsaPrivateKey& key) noexcept;
SecretString MarshalPrivateKeyPkcs8Pem(const RsaPrivateKey& key) noexcept;
std::string MarshalPublicKeyPkcs1Pem(const RsaPublicKey& key) noexcept;
std::string MarshalPublicKeySpkiPem(const RsaPublicKey& key) noexcept;

// GenerateKey: a new key with an n of exactly `bits` bits, `primes` primes
// (2 <= primes <= kRsaMaxPrimes, each at least 256 bits) and public exponent
// e (odd, 65537 <= e < 2^kRsaMaxPublicExponentBits). FIPS 186-5 A.1.3-style checks: |r_i - r_j| >
// 2^(bits/primes - 100), d > 2^(bits/2), gcd(e, r_i - 1) = 1; retries on
// failure. Errors: kKeyTooSmall if bits < kRsaMinGenerateBits;
// kInvalidArgument (bits > kRsaMaxModulusBits, bad primes or e);
// kRandomFailure. Variable time (see bignum/prime.h RandomPrime).
Result<RsaPrivateKey> GenerateKey(size_t bits, size_t primes = 2, uint64_t e = 65537) noexcept;
}  // namespace limb

#endif  // LIMB_RSA_RSA_H_
