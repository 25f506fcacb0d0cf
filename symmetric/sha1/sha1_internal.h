// Internals of SHA-1: the compression kernel and its dispatch tables. Used by
// symmetric/, its tests and benchmarks; not part of limb's API.
#ifndef LIMB_SYMMETRIC_SHA1_SHA1_INTERNAL_H_
#define LIMB_SYMMETRIC_SHA1_SHA1_INTERNAL_H_

#include <cstddef>
#include <cstdint>
#include <span>

#include "limb/symmetric/sha1/sha1.h"

namespace limb {

// ---------------------------------------------------------------------------
// The compression kernel.
//
// sha1Compress runs the SHA-1 compression function (FIPS 180-4 §6.1.2) over
// nblocks consecutive 64-byte blocks: for each block M,
//   state = state + Rounds(state, M)      (word-wise mod 2^32)
// state[0..4] holds H0..H4 as native uint32_t; blocks is big-endian message
// bytes exactly as FIPS 180-4 reads them (no padding is added here).
// nblocks MAY be 0 (state untouched). Aliasing: state MUST NOT overlap
// blocks. blocks needs no alignment. Only state[0..5) is written.
// Time depends on nblocks only, never on state or block values.
void sha1Compress_g(uint32_t state[5], const uint8_t* blocks, size_t nblocks) noexcept;

struct Sha1Kernels {
  const char* name;  // "generic", "x86_64_shani", "x86_64_shani_noavx", "x86_64_avx2"
  void (*compress)(uint32_t state[5], const uint8_t* blocks, size_t nblocks) noexcept;
};

// The portable table (always present).
const Sha1Kernels& GenericSha1Kernels() noexcept;
// The table chosen once per process from Cpu() (DetectedCpu capped by LIMB_CPU).
const Sha1Kernels& ActiveSha1Kernels() noexcept;
// Every table this build can run on this CPU (DetectedCpu, ignoring LIMB_CPU);
// the generic one first. For tests and benchmarks.
std::span<const Sha1Kernels* const> AllSha1Kernels() noexcept;
// The name of the table ActiveSha1Kernels() picks for DetectedCpu() (no cap).
const char* ExpectedSha1KernelsName() noexcept;
// The table the dispatcher picks for a given feature set (tests apply
// CapCpu levels to DetectedCpu() and check the choice).
struct CpuFeatures;
const Sha1Kernels& Sha1KernelsFor(const CpuFeatures& f) noexcept;

}  // namespace limb

#endif  // LIMB_SYMMETRIC_SHA1_SHA1_INTERNAL_H_
