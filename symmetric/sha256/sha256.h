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
#include <cstring>
#include <span>

#include "limb/base/status.h"

namespace limb {

namespace sha256_internal {
// WipeFast zeroes [p, p+n) with memset, then passes p to an empty asm that
// claims to read memory, so the stores are observable and cannot be elided.
// (base/ct.h's SecureWipe stores byte by byte through volatile, which costs
// more than hashing a short message; this is the hot-path equivalent.)
inline void WipeFast(void* p, size_t n) noexcept {
  std::memset(p, 0, n);
  __asm__ __volatile__("" : : "r"(p) : "memory");
}

// Four 32-bit lanes (GCC/Clang vector extension: SSE2 on x86-64, NEON on
// aarch64, VSX on ppc64le; no target flags needed).
typedef uint32_t U32x4 __attribute__((vector_size(16)));

inline U32x4 LoadU32x4(const void* p) noexcept {
  U32x4 v;
  std::memcpy(&v, p, sizeof(v));
  return v;
}
inline void StoreU32x4(void* p, U32x4 v) noexcept { std::memcpy(p, &v, sizeof(v)); }
// Reverses the bytes of each 32-bit lane.
inline U32x4 Bswap32x4(U32x4 x) noexcept {
  x = (x << 16) | (x >> 16);
  return ((x & 0x00ff00ffu) << 8) | ((x >> 8) & 0x00ff00ffu);
}
// StoreDigest writes h[0..8) big-endian to out[0, 32) with two 16-byte
// stores, so the next kernel's 16-byte loads of out are store-forwarded
// (byte or word stores there would stall HMAC's inner-to-outer hand-off).
inline void StoreDigest(uint8_t out[32], const uint32_t h[8]) noexcept {
  StoreU32x4(out, Bswap32x4(LoadU32x4(h)));
  StoreU32x4(out + 16, Bswap32x4(LoadU32x4(h + 4)));
}
}  // namespace sha256_internal

inline constexpr size_t kSha256BlockSize = 64;
inline constexpr size_t kSha256DigestSize = 32;
inline constexpr size_t kSha224DigestSize = 28;

// ---------------------------------------------------------------------------
// The compression kernel.
//
// sha256Compress runs the SHA-256 compression function (FIPS 180-4 §6.2.2)
// over nblocks consecutive 64-byte blocks: for each block M,
//   state = state + Rounds(state, M)      (word-wise mod 2^32)
// state[0..7] holds H0..H7 as native uint32_t; blocks is big-endian message
// bytes exactly as FIPS 180-4 reads them (no padding is added here).
// nblocks MAY be 0 (state untouched). Aliasing: state MUST NOT overlap
// blocks. blocks needs no alignment. Only state[0..8) is written.
// Time depends on nblocks only, never on state or block values.
void sha256Compress_g(uint32_t state[8], const uint8_t* blocks, size_t nblocks) noexcept;

struct Sha256Kernels {
  const char* name;  // "generic", "x86_64_avx2", "x86_64_shani", "x86_64_shani_noavx"
  void (*compress)(uint32_t state[8], const uint8_t* blocks, size_t nblocks) noexcept;
};

// The portable table (always present).
const Sha256Kernels& GenericSha256Kernels() noexcept;
// The table chosen once per process from Cpu() (DetectedCpu capped by LIMB_CPU).
const Sha256Kernels& Sha256Dispatch() noexcept;
// Every table this build can run on this CPU (DetectedCpu, ignoring LIMB_CPU);
// the generic one first. For tests and benchmarks.
std::span<const Sha256Kernels* const> AllSha256Kernels() noexcept;
// The name of the table Sha256Dispatch() picks for DetectedCpu() (no cap).
const char* ExpectedSha256KernelsName() noexcept;
// The table the dispatcher picks for a given feature set (tests apply
// CapCpu levels to DetectedCpu() and check the choice).
struct CpuFeatures;
const Sha256Kernels& Sha256KernelsFor(const CpuFeatures& f) noexcept;

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
  Sha256() noexcept;
  // Uses the given kernel table instead of Sha256Dispatch() (tests, benches).
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
