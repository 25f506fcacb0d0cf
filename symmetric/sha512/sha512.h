// SHA-512, SHA-384 and SHA-512/256 (FIPS 180-4): streaming contexts,
// one-shot functions and the multi-block compression kernel with its
// dispatch table. The three share one engine (same compression function and
// padding); they differ in the initial hash value and the digest length.
//
// Lengths are public: the time taken depends on the number of bytes hashed
// and on how they were split across Update() calls, never on their values.
// So the hash is safe on secrets (keys, plaintexts) as HMAC and HKDF need.
#ifndef LIMB_SYMMETRIC_SHA512_SHA512_H_
#define LIMB_SYMMETRIC_SHA512_SHA512_H_

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>

#include "limb/base/status.h"

namespace limb {

inline constexpr size_t kSha512BlockSize = 128;
inline constexpr size_t kSha512DigestSize = 64;
inline constexpr size_t kSha384DigestSize = 48;
inline constexpr size_t kSha512_256DigestSize = 32;

// The compression kernel tables (sha512_internal.h). The constructors that
// take one pin a table (tests and benchmarks); everything else uses the one
// chosen for this CPU.
struct Sha512Kernels;

// ---------------------------------------------------------------------------
// Streaming contexts. Copyable: hash a common prefix once, copy, continue.
// Final() writes the digest and resets the context to the empty message, so
// one object can hash many messages. The destructor wipes the state.
// Messages are limited to 2^64 - 1 bytes (FIPS 180-4 allows 2^128 - 1
// bits; the 128-bit length field is written from a 64-bit byte count).

class Sha512Engine {
 public:
  static constexpr size_t kBlockSize = kSha512BlockSize;

  Sha512Engine(const Sha512Engine&) noexcept = default;
  Sha512Engine& operator=(const Sha512Engine&) noexcept = default;
  ~Sha512Engine();

  // Update absorbs data (any length, including 0).
  void Update(std::span<const uint8_t> data) noexcept;
  // Reset returns to the empty message (same algorithm and kernel table).
  void Reset() noexcept;
  // The kernel table this context uses.
  const Sha512Kernels& kernels() const noexcept { return *k_; }

 protected:
  Sha512Engine(const uint64_t iv[8], const Sha512Kernels& k) noexcept;
  // FinalTo writes the first N bytes of the big-endian chaining value (N is
  // the digest size of the algorithm: 64, 48 or 32) to out, which MUST have
  // room, and resets.
  template <size_t N>
  void FinalTo(uint8_t* out) noexcept;

 private:
  // Pad absorbs the FIPS 180-4 §5.1.2 padding of the message so far:
  // afterwards h_ holds the final chaining value (native words, not yet
  // byte-swapped into a digest) and buf_ holds no message byte (only padding
  // and the length, which are public). The context must be
  // Reset() before it is used again.
  void Pad() noexcept;
  const uint64_t* iv_;
  const Sha512Kernels* k_;
  uint64_t h_[8];
  uint64_t total_ = 0;   // bytes absorbed so far
  size_t buf_len_ = 0;   // bytes pending in buf_, < 128
  uint8_t buf_[kSha512BlockSize] = {};
};

class Sha512 : public Sha512Engine {
 public:
  static constexpr size_t kDigestSize = kSha512DigestSize;
  Sha512() noexcept;
  // Uses the given kernel table instead of ActiveSha512Kernels() (tests, benches).
  explicit Sha512(const Sha512Kernels& k) noexcept;
  // Final writes the 64-byte digest to out[0, 64) and resets the context.
  // Returns kBufferTooSmall (and changes nothing) if out.size() < 64.
  [[nodiscard]] Status Final(std::span<uint8_t> out) noexcept;
  // Final, returning the digest.
  std::array<uint8_t, kSha512DigestSize> Final() noexcept;
};

class Sha384 : public Sha512Engine {
 public:
  static constexpr size_t kDigestSize = kSha384DigestSize;
  Sha384() noexcept;
  explicit Sha384(const Sha512Kernels& k) noexcept;
  // Final writes the 48-byte digest to out[0, 48) and resets the context.
  // Returns kBufferTooSmall (and changes nothing) if out.size() < 48.
  [[nodiscard]] Status Final(std::span<uint8_t> out) noexcept;
  std::array<uint8_t, kSha384DigestSize> Final() noexcept;
};

// SHA-512/256 (FIPS 180-4 §5.3.6.2, §6.7): SHA-512 with its own initial
// hash value, truncated to 256 bits. Not SHA-256, and not a truncated SHA-512.
class Sha512_256 : public Sha512Engine {
 public:
  static constexpr size_t kDigestSize = kSha512_256DigestSize;
  Sha512_256() noexcept;
  explicit Sha512_256(const Sha512Kernels& k) noexcept;
  // Final writes the 32-byte digest to out[0, 32) and resets the context.
  // Returns kBufferTooSmall (and changes nothing) if out.size() < 32.
  [[nodiscard]] Status Final(std::span<uint8_t> out) noexcept;
  std::array<uint8_t, kSha512_256DigestSize> Final() noexcept;
};

// One-shot digests.
std::array<uint8_t, kSha512DigestSize> Sha512Sum(std::span<const uint8_t> data) noexcept;
std::array<uint8_t, kSha384DigestSize> Sha384Sum(std::span<const uint8_t> data) noexcept;
std::array<uint8_t, kSha512_256DigestSize> Sha512_256Sum(std::span<const uint8_t> data) noexcept;
// One-shot into a caller buffer; kBufferTooSmall (out untouched) if out is too short.
[[nodiscard]] Status Sha512Hash(std::span<const uint8_t> data, std::span<uint8_t> out) noexcept;
[[nodiscard]] Status Sha384Hash(std::span<const uint8_t> data, std::span<uint8_t> out) noexcept;
[[nodiscard]] Status Sha512_256Hash(std::span<const uint8_t> data,
                                    std::span<uint8_t> out) noexcept;

}  // namespace limb

#endif  // LIMB_SYMMETRIC_SHA512_SHA512_H_
