// Internals of SHA-256: the compression kernel, its dispatch tables and the
// vector helpers the streaming code and HMAC share. Used by symmetric/, its
// tests and benchmarks; not part of limb's API.
#ifndef LIMB_SYMMETRIC_SHA256_SHA256_INTERNAL_H_
#define LIMB_SYMMETRIC_SHA256_SHA256_INTERNAL_H_

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>

#include "limb/symmetric/sha256/sha256.h"

namespace limb {

namespace sha256_internal {
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
  const char* name;  // "generic", "x86_64_avx2", "x86_64_shani", "x86_64_shani_noavx",
                     // "aarch64_sha2", "ppc64le_power8"
  void (*compress)(uint32_t state[8], const uint8_t* blocks, size_t nblocks) noexcept;
};

// The portable table (always present).
const Sha256Kernels& GenericSha256Kernels() noexcept;
// The table chosen once per process from Cpu() (DetectedCpu capped by LIMB_CPU).
const Sha256Kernels& ActiveSha256Kernels() noexcept;
// Every table this build can run on this CPU (DetectedCpu, ignoring LIMB_CPU);
// the generic one first. For tests and benchmarks.
std::span<const Sha256Kernels* const> AllSha256Kernels() noexcept;
// The name of the table ActiveSha256Kernels() picks for DetectedCpu() (no cap).
const char* ExpectedSha256KernelsName() noexcept;
// The table the dispatcher picks for a given feature set (tests apply
// CapCpu levels to DetectedCpu() and check the choice).
struct CpuFeatures;
const Sha256Kernels& Sha256KernelsFor(const CpuFeatures& f) noexcept;

}  // namespace limb

#endif  // LIMB_SYMMETRIC_SHA256_SHA256_INTERNAL_H_
