// The implementation's and the tests' access to RsaPrivateKey (rsa_key.cc,
// rsa_private.cc, the RSA tests, benchmarks and valgrind harnesses): not part
// of limb's API.
#ifndef LIMB_RSA_RSA_INTERNAL_H_
#define LIMB_RSA_RSA_INTERNAL_H_

#include <cstddef>
#include <cstdint>
#include <mutex>
#include <span>
#include <vector>

#include "limb/base/ct.h"
#include "limb/base/secret.h"
#include "limb/base/status.h"
#include "limb/bignum/mont.h"
#include "limb/bignum/mont_internal.h"
#include "limb/rsa/rsa.h"

namespace limb {

namespace rsa_internal {

// CrtPrime: one prime's precomputation, in CRT order (q, p, r_3, ...).
struct CrtPrime {
  Modulus mod;          // r_i
  SecretBytes exp_be;   // d_i, exactly mod.byte_length() bytes
  Residue exp_words;    // d_i as mod.num_words() little-endian words (d_i < r_i)
  Residue coeff_mont;   // t_i * R mod r_i (unused for i = 1)
  Residue prefix_mont;  // M_i R mod n, M_i = r_1..r_(i-1) (i >= 3) or q (i = 1)
};

// BlindingPool: ready blinding pairs (r^e R mod n, r^-1 R mod n), each from
// its own fresh random r, made K at a time by rsa_private.cc's batch refill
// and handed out exactly once (the slot is wiped when taken). A copy starts
// empty: pairs are never shared between keys. Wiped on destruction.
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
  // Push: adds count pairs (2 nw words each: re then rinv); pairs beyond the
  // capacity (2 batches) are not kept (the caller wipes its buffer).
  void Push(const Word* pairs, size_t count, size_t nw) noexcept;
  void Clear() noexcept;
  size_t size() const noexcept;
  // Words: the stored pairs' memory (for the valgrind harness only).
  std::span<const Word> Words() const noexcept;

 private:
  mutable std::mutex mu_;
  WipedWords words_;  // capacity pairs, allocated once
  size_t count_ = 0;
};

}  // namespace rsa_internal

// The private key's state behind RsaPrivateKey::state_.
struct RsaPrivateKey::State {
  std::vector<rsa_internal::CrtPrime> primes;  // CRT order: q, p, r_3, ...
  std::vector<Word> e_words;                   // e as little-endian words (public)
  mutable rsa_internal::BlindingPool pool;
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
  // PowEMont: out = x^e R mod m for x in Montgomery form, e as little-endian
  // words (any value, 0 and leading zero words included). VARIABLE TIME in
  // e (public); x and m go through the constant-time kernels. PowE's core.
  static void PowEMont(Residue& out, const Residue& x, std::span<const Word> e,
                       const Modulus& m) noexcept;
  static size_t IfmaPrimes(const RsaPrivateKey& key) noexcept;
  static bool NextPair(const RsaPrivateKey& key, Word* pair) noexcept;
  static Status Refill(const RsaPrivateKey& key, std::span<const uint8_t> r_bytes,
                       std::span<const uint8_t> a_bytes) noexcept;
  static Status TakePair(const RsaPrivateKey& key, std::span<uint8_t> re,
                         std::span<uint8_t> rinv) noexcept;
  // Usable: the key holds a validated key's state (false for an empty or
  // moved-from key, which every operation rejects with kInvalidArgument).
  static bool Usable(const RsaPrivateKey& key) noexcept;
  // Pool: the key's blinding pool; null for an empty or moved-from key.
  static const rsa_internal::BlindingPool* Pool(const RsaPrivateKey& key) noexcept;
  static std::vector<std::span<const uint8_t>> Secrets(const RsaPrivateKey& key) noexcept;
  static void SetKernels(RsaPrivateKey& key, const MontKernels& k) noexcept;
};

// Test hooks.
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
// other than ActiveMontKernels() runs every CRT half on the scalar Exp (never IFMA).
void SetKernels(RsaPrivateKey& key, const MontKernels& k) noexcept;
// kBlindingBatch: how many blinding pairs one pool refill makes with one
// inversion. At 16 that inversion (~68k cycles at 2048 bits) costs each pair
// about 1.2% of an RSA-2048 private operation; the pool keeps at most two
// batches (16 KiB at 2048 bits).
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

#endif  // LIMB_RSA_RSA_INTERNAL_H_
