// SHA-256 and SHA-224 (FIPS 180-4): streaming contexts, one-shot functions
// and the multi-block compression kernel with its dispatch table.
//
// Lengths are public: the time taken depends on the number of bytes hashed
// and on how they were split across Update() calls, never on their values.
// So the hash is safe on secrets (keys, plaintexts) as HMAC and HKDF need.
#ifndef LIMB_SYMMETRIC_SHA256_SHA256_H_
#define LIMB_SYMMETRIC_SHA256_SHA256_H_

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>

#include "limb/base/status.h"

namespace limb {


inline constexpr size_t kSha256BlockSize = 64;
inline constexpr size_t kSha256DigestSize = 32;
inline constexpr size_t kSha224DigestSize = 28;

// The compression kernel tables (sha256_internal.h). The constructors that
// take one pin a table (tests and benchmarks); everything else uses the one
// chosen for this CPU.
struct Sha256Kernels;

// ---------------------------------------------------------------------------
// Streaming contexts. Copyable: hash a common prefix once, copy, continue.
// Final() writes the digest and resets the context to the empty message, so
// one object can hash many messages. The destructor wipes the state.
// Messages are limited to 2^64 - 1 bits (FIPS 180-4); longer input wraps the
// length counter (not checked: 2 EiB is out of reach).

class Sha256Engine {
 public:
  Sha256Engine(const Sha256Engine&) noexcept = default;
  Sha256Engine& operator=(const Sha256Engine&) noexcept = default;
  ~Sha256Engine();

  // Update absorbs data (any length, including 0).
  void Update(std::span<const uint8_t> data) noexcept;
  // Reset returns to the empty message (same algorithm and kernel table).
  void Reset() noexcept;
  // The kernel table this context uses.
  const Sha256Kernels& kernels() const noexcept { return *k_; }

 protected:
  Sha256Engine(const uint32_t iv[8], size_t digest_size, const Sha256Kernels& k) noexcept;
  // FinalTo writes the N-byte digest (N == digest_size_: 32 or 28) to out
  // (which MUST have room) and resets. N is a template argument so that the
  // compiler sees the exact store size (defined in sha256.cc for 32 and 28).
  template <size_t N>
  void FinalTo(uint8_t* out) noexcept;
  size_t digest_size_;

 private:
  friend class HmacSha256;  // resumes from precomputed keyed states
  // Pad absorbs the FIPS 180-4 padding of the message so far: afterwards h_
  // holds the final chaining value (not yet byte-swapped into a digest) and
  // buf_ is wiped. The context must be Reset() before it is used again.
  void Pad() noexcept;
  const uint32_t* iv_;
  const Sha256Kernels* k_;
  uint32_t h_[8];
  uint64_t total_ = 0;   // bytes absorbed so far
  size_t buf_len_ = 0;   // bytes pending in buf_, < 64
  uint8_t buf_[kSha256BlockSize] = {};  // initialised: Pad() reads it whole, masked
};

class Sha256 : public Sha256Engine {
 public:
  static constexpr size_t kDigestSize = kSha256DigestSize;
  static constexpr size_t kBlockSize = kSha256BlockSize;
  Sha256() noexcept;
  // Uses the given kernel table instead of ActiveSha256Kernels() (tests, benches).
  explicit Sha256(const Sha256Kernels& k) noexcept;
  // Final writes the 32-byte digest to out[0, 32) and resets the context.
  // Returns kBufferTooSmall (and changes nothing) if out.size() < 32.
  [[nodiscard]] Status Final(std::span<uint8_t> out) noexcept;
  // Final, returning the digest.
  std::array<uint8_t, kSha256DigestSize> Final() noexcept;
};

class Sha224 : public Sha256Engine {
 public:
  static constexpr size_t kDigestSize = kSha224DigestSize;
  static constexpr size_t kBlockSize = kSha256BlockSize;
  Sha224() noexcept;
  explicit Sha224(const Sha256Kernels& k) noexcept;
  // Final writes the 28-byte digest to out[0, 28) and resets the context.
  // Returns kBufferTooSmall (and changes nothing) if out.size() < 28.
  [[nodiscard]] Status Final(std::span<uint8_t> out) noexcept;
  std::array<uint8_t, kSha224DigestSize> Final() noexcept;
};

// One-shot digests.
std::array<uint8_t, kSha256DigestSize> Sha256Sum(std::span<const uint8_t> data) noexcept;
std::array<uint8_t, kSha224DigestSize> Sha224Sum(std::span<const uint8_t> data) noexcept;
// One-shot into a caller buffer; kBufferTooSmall if out is too short.
[[nodiscard]] Status Sha256Hash(std::span<const uint8_t> data, std::span<uint8_t> out) noexcept;
[[nodiscard]] Status Sha224Hash(std::span<const uint8_t> data, std::span<uint8_t> out) noexcept;

}  // namespace limb

#endif  // LIMB_SYMMETRIC_SHA256_SHA256_H_
