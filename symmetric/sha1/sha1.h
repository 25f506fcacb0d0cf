// SHA-1 (FIPS 180-4): streaming context, one-shot functions.
//
// SHA-1 IS BROKEN FOR COLLISION RESISTANCE: chosen-prefix collisions cost a
// few tens of thousands of GPU-days (Leurent and Peyrin, "SHA-1 is a
// Shambles", 2020), and identical-prefix ones far less. Do not use it for
// anything new: not for signatures, certificates, content addressing or
// deduplication. limb offers it only to verify and decrypt legacy data
// (old signatures, RSA-OAEP and HMAC-SHA1 as older protocols fixed them),
// never chooses it by default, and callers must ask for it by name.
//
// Lengths are public: the time taken depends on the number of bytes hashed
// and on how they were split across Update() calls, never on their values.
#ifndef LIMB_SYMMETRIC_SHA1_SHA1_H_
#define LIMB_SYMMETRIC_SHA1_SHA1_H_

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>

#include "limb/base/status.h"

namespace limb {

inline constexpr size_t kSha1BlockSize = 64;
inline constexpr size_t kSha1DigestSize = 20;

// The compression kernel tables (sha1_internal.h). The constructor that
// takes one pins a table (tests and benchmarks); everything else uses the
// one chosen for this CPU.
struct Sha1Kernels;

// Sha1: a streaming context. Copyable: hash a common prefix once, copy,
// continue. Final() writes the digest and resets the context to the empty
// message, so one object can hash many messages. The destructor wipes the
// state. Messages are limited to 2^64 - 1 bits (FIPS 180-4); longer input
// wraps the length counter (not checked: 2 EiB is out of reach).
class Sha1 {
 public:
  static constexpr size_t kDigestSize = kSha1DigestSize;
  static constexpr size_t kBlockSize = kSha1BlockSize;
  Sha1() noexcept;
  // Uses the given kernel table instead of ActiveSha1Kernels() (tests, benches).
  explicit Sha1(const Sha1Kernels& k) noexcept;
  Sha1(const Sha1&) noexcept = default;
  Sha1& operator=(const Sha1&) noexcept = default;
  ~Sha1();

  // Update absorbs data (any length, including 0).
  void Update(std::span<const uint8_t> data) noexcept;
  // Reset returns to the empty message (same kernel table).
  void Reset() noexcept;
  // Final writes the 20-byte digest to out[0, 20) and resets the context.
  // Returns kBufferTooSmall (and changes nothing) if out.size() < 20.
  [[nodiscard]] Status Final(std::span<uint8_t> out) noexcept;
  // Final, returning the digest.
  std::array<uint8_t, kSha1DigestSize> Final() noexcept;
  // The kernel table this context uses.
  const Sha1Kernels& kernels() const noexcept { return *k_; }

 private:
  // FinalTo writes the digest to out (which MUST have 20 bytes) and resets.
  void FinalTo(uint8_t* out) noexcept;
  const Sha1Kernels* k_;
  uint32_t h_[5];
  uint64_t total_ = 0;   // bytes absorbed so far
  size_t buf_len_ = 0;   // bytes pending in buf_, < 64
  uint8_t buf_[kSha1BlockSize] = {};
};

// One-shot digest.
std::array<uint8_t, kSha1DigestSize> Sha1Sum(std::span<const uint8_t> data) noexcept;
// One-shot into a caller buffer; kBufferTooSmall (out untouched) if out is
// shorter than 20 bytes.
[[nodiscard]] Status Sha1Hash(std::span<const uint8_t> data, std::span<uint8_t> out) noexcept;

}  // namespace limb

#endif  // LIMB_SYMMETRIC_SHA1_SHA1_H_
