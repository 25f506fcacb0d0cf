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
//  - e odd, 1 < e < n. (No upper bound beyond n; a huge e only slows the
//    public operation, which is variable-time in e.)
//  - multi-prime: 2 <= number of primes <= kMaxPrimes.
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
// Secrets: private components are kept as SecretBytes (wiped on release) and
// as Residues (wiped by their destructor).
#ifndef LIMB_RSA_RSA_H_
#define LIMB_RSA_RSA_H_

#include <cstddef>
#include <cstdint>
#include <mutex>
#include <span>
#include <string>
#include <vector>

#include "limb/base/status.h"
#include "limb/bignum/mont.h"
#include "limb/rsa/der.h"

namespace limb {

inline constexpr size_t kRsaMinModulusBits = 1024;
inline constexpr size_t kRsaMinGenerateBits = 2048;
inline constexpr size_t kRsaMaxModulusBits = 16384;
inline constexpr size_t kRsaMaxPrimes = 16;
inline constexpr int kRsaImportMillerRabinRounds = 2;

// RsaPublicKey: (n, e). Copyable.
class RsaPublicKey {
 public:
  RsaPublicKey() noexcept = default;  // empty placeholder

  // FromComponents: n and e as big-endian bytes (leading zeros allowed).
  // Errors: kKeyTooSmall if n has < kRsaMinModulusBits bits;
  // kInvalidArgument if n is even or too large, or e is not odd with 1 < e < n.
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
// CRT coefficients in Montgomery form). Copyable (copies are wiped too).
class RsaPrivateKey {
 public:
  RsaPrivateKey() noexcept = default;  // empty placeholder

  // FromComponents validates as described in the header comment.
  // Errors: kKeyTooSmall, kInvalidArgument (inconsistent or malformed
  // components), kRandomFailure (the primality test's random bases).
  static Result<RsaPrivateKey> FromComponents(const RsaPrivateKeyComponents& c) noexcept;

  const RsaPublicKey& public_key() const noexcept { return pub_; }
  size_t size() const noexcept { return pub_.size(); }
  size_t bits() const noexcept { return pub_.bits(); }
  size_t num_primes() const noexcept { return primes_.size(); }
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
  // Thread safety: RawPrivate may run concurrently on one key (the blinding
  // pool below is the only mutable state, behind a mutex).
  Status RawPrivate(std::span<const uint8_t> in, std::span<uint8_t> out) const noexcept;

 private:
  friend struct RsaPrivateKeyInternals;
  struct Prime {
    Modulus mod;           // r_i
    SecretBytes exp_be;    // d_i, exactly mod.byte_length() bytes
    Residue exp_words;     // d_i as mod.num_words() little-endian words (d_i < r_i)
    Residue coeff_mont;    // t_i * R mod r_i (unused for i = 1)
    Residue prefix_mont;   // M_i R mod n, M_i = r_1..r_(i-1) (i >= 3) or q (i = 1)
  };
  // BlindingPool: ready blinding pairs (r^e R mod n, r^-1 R mod n), each
  // from its own fresh random r, made K at a time by rsa_private.cc's batch
  // refill and handed out exactly once (the slot is wiped when taken).
  // A copy of a key starts with an empty pool: pairs are never shared
  // between keys. Wiped on destruction.
  class BlindingPool {
   public:
    BlindingPool() noexcept = default;
    BlindingPool(const BlindingPool&) noexcept {}
    BlindingPool& operator=(const BlindingPool&) noexcept {
      Clear();
      return *this;
    }
    ~BlindingPool() noexcept { Clear(); }
    // Pop: copies one pair into re and rinv (nw words each), wipes its slot;
    // false if the pool is empty.
    bool Pop(Word* re, Word* rinv, size_t nw) noexcept;
    // Push: adds count pairs (2 nw words each: re then rinv); pairs beyond
    // the capacity (2 batches) are not kept (the caller wipes its buffer).
    void Push(const Word* pairs, size_t count, size_t nw) noexcept;
    void Clear() noexcept;
    size_t size() const noexcept;
    // Words: the stored pairs' memory (for the valgrind harness only).
    std::span<const Word> Words() const noexcept;

   private:
    mutable std::mutex mu_;
    std::vector<Word> words_;  // capacity pairs, allocated once
    size_t count_ = 0;
  };
  RsaPublicKey pub_;
  RsaPrivateKeyComponents comp_;
  std::vector<Prime> primes_;  // CRT order: q first, then p, then r_3, ...
  std::vector<Word> e_words_;  // e as little-endian words (public)
  mutable BlindingPool pool_;
};

// RsaPrivateKeyInternals: the implementation's access to RsaPrivateKey
// (rsa_key.cc, rsa_private.cc). Not an API.
struct RsaPrivateKeyInternals {
  static Result<RsaPrivateKey> Build(const RsaPrivateKeyComponents& c) noexcept;
  static Status Private(const RsaPrivateKey& key, std::span<const uint8_t> in,
                        std::span<uint8_t> out, std::span<const uint8_t> r_bytes,
                        std::span<const uint8_t> a_bytes, bool fault) noexcept;
  static Status Core(const RsaPrivateKey& key, const Residue& c, std::span<uint8_t> out,
                     std::span<const uint8_t> r_bytes, std::span<const uint8_t> a_bytes,
                     bool fault) noexcept;
  static Status CoreWithPair(const RsaPrivateKey& key, const Residue& c, std::span<uint8_t> out,
                             const Word* re_mont, const Word* rinv_mont, bool fault) noexcept;
  static Choice MakeBlindingPairs(const RsaPrivateKey& key, std::span<const uint8_t> r_bytes,
                                  std::span<const uint8_t> a_bytes, size_t count,
                                  Word* pairs) noexcept;
  static Status PrivateFromPool(const RsaPrivateKey& key, const Residue& c,
                                std::span<uint8_t> out) noexcept;
  static void PowE(Residue& out, const Residue& x, const RsaPrivateKey& key) noexcept;
  static size_t IfmaPrimes(const RsaPrivateKey& key) noexcept;
  static bool NextPair(const RsaPrivateKey& key, Word* pair) noexcept;
  static Status Refill(const RsaPrivateKey& key, std::span<const uint8_t> r_bytes,
                       std::span<const uint8_t> a_bytes) noexcept;
  static Status TakePair(const RsaPrivateKey& key, std::span<uint8_t> re,
                         std::span<uint8_t> rinv) noexcept;
  static const RsaPrivateKey::BlindingPool& Pool(const RsaPrivateKey& key) noexcept {
    return key.pool_;
  }
  static std::vector<std::span<const uint8_t>> Secrets(const RsaPrivateKey& key) noexcept;
  static void SetKernels(RsaPrivateKey& key, const MontKernels& k) noexcept;
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
// e (odd, >= 65537). FIPS 186-5 A.1.3-style checks: |r_i - r_j| >
// 2^(bits/primes - 100), d > 2^(bits/2), gcd(e, r_i - 1) = 1; retries on
// failure. Errors: kKeyTooSmall if bits < kRsaMinGenerateBits;
// kInvalidArgument (bits > kRsaMaxModulusBits, bad primes or e);
// kRandomFailure. Variable time (see bignum/prime.h RandomPrime).
Result<RsaPrivateKey> GenerateKey(size_t bits, size_t primes = 2, uint64_t e = 65537) noexcept;

// Test-only hooks.
namespace rsa_internal {
// RawPrivateWithFault: RawPrivate with one CRT half corrupted (a bit of the
// first prime's result flipped) to exercise the result check. Tests only.
Status RawPrivateWithFault(const RsaPrivateKey& key, std::span<const uint8_t> in,
                           std::span<uint8_t> out) noexcept;
// BlindingBytes: how many CSPRNG bytes each blinding value takes (each r_i
// of a batch and the inversion's a): size() + 8, reduced mod n, so
// statistically uniform.
size_t BlindingBytes(const RsaPrivateKey& key) noexcept;
// RawPrivateWithBlinding: RawPrivate with its blinding pair made from the
// given values (r_bytes for r, a_bytes for the inversion's a; each
// BlindingBytes(key) bytes) by the pool's batch code with a batch of one,
// instead of taken from the pool; for the valgrind harness, which poisons
// them, and tests.
Status RawPrivateWithBlinding(const RsaPrivateKey& key, std::span<const uint8_t> in,
                              std::span<uint8_t> out, std::span<const uint8_t> r_bytes,
                              std::span<const uint8_t> a_bytes) noexcept;
// RawPrivateResidueWithBlinding: the same after the public range check, with
// the input already a residue mod n (so the harness can poison it).
Status RawPrivateResidueWithBlinding(const RsaPrivateKey& key, const Residue& c,
                                     std::span<uint8_t> out, std::span<const uint8_t> r_bytes,
                                     std::span<const uint8_t> a_bytes) noexcept;
// SecretRegions: every memory region holding the key's secret state (d,
// primes, CRT exponents, coefficients, their Montgomery constants), so that
// the valgrind harness can poison them.
std::vector<std::span<const uint8_t>> SecretRegions(const RsaPrivateKey& key) noexcept;
// SetKernels pins the Montgomery kernel table of every modulus of the key
// (n and each prime); tests and benchmarks only. A key pinned to any table
// other than Mont() runs every CRT half on the scalar Exp (never IFMA).
void SetKernels(RsaPrivateKey& key, const MontKernels& k) noexcept;
// kBlindingBatch: how many blinding pairs one pool refill makes (one
// inversion for all of them). Measured: the inversion of the batch product
// (~68k cycles at 2048 bits) then costs ~1.2% of an RSA-2048 private
// operation per pair; 32 would save another ~0.6% for twice the pool memory
// (2 batches of 2 n-word values: 16 KiB at 2048 bits) and refill latency.
inline constexpr size_t kBlindingBatch = 16;
// RefillBlindingPool: makes r_bytes.size() / BlindingBytes(key) pairs from
// the given random values (r_bytes: that many BlindingBytes(key) chunks;
// a_bytes: BlindingBytes(key) bytes, the inversion's blinding) exactly as
// RawPrivate's refill does, and adds them to the key's pool. For the
// valgrind harness and tests. Errors: kInvalidArgument on bad lengths,
// kDecryptionError if the batch product is not invertible.
Status RefillBlindingPool(const RsaPrivateKey& key, std::span<const uint8_t> r_bytes,
                          std::span<const uint8_t> a_bytes) noexcept;
// BlindingPoolSize: the pairs ready in the key's pool.
size_t BlindingPoolSize(const RsaPrivateKey& key) noexcept;
// BlindingPoolWords: the pool's stored pairs (valgrind harness: to poison).
std::span<const Word> BlindingPoolWords(const RsaPrivateKey& key) noexcept;
// TakeBlindingPair: pops one pair as plain residues (r^e mod n, r^-1 mod n),
// big-endian, size() bytes each, refilling first if the pool is empty.
// Tests only (the pair is then spent, as RawPrivate would spend it).
Status TakeBlindingPair(const RsaPrivateKey& key, std::span<uint8_t> re,
                        std::span<uint8_t> rinv) noexcept;
// RawPrivateResidueFromPool: RawPrivate's pool path (pop a pair, refill from
// the CSPRNG when empty) with the input already a residue mod n.
Status RawPrivateResidueFromPool(const RsaPrivateKey& key, const Residue& c,
                                 std::span<uint8_t> out) noexcept;
// IfmaCrtPrimes: how many of the key's primes RawPrivate exponentiates with
// the AVX-512 IFMA kernels on this CPU (0 on the scalar path).
size_t IfmaCrtPrimes(const RsaPrivateKey& key) noexcept;
}  // namespace rsa_internal

}  // namespace limb

#endif  // LIMB_RSA_RSA_H_
