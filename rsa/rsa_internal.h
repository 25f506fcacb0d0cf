// The implementation's and the tests' access to RsaPrivateKey (rsa_key.cc,
// rsa_private.cc, the RSA tests, benchmarks and valgrind harnesses): not part
// of limb's API.
#ifndef LIMB_RSA_RSA_INTERNAL_H_
#define LIMB_RSA_RSA_INTERNAL_H_

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "limb/base/ct.h"
#include "limb/base/status.h"
#include "limb/bignum/mont.h"
#include "limb/rsa/rsa.h"
#include "limb/bignum/mont_internal.h"

namespace limb {

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
// other than Mont() runs every CRT half on the scalar Exp (never IFMA).
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
