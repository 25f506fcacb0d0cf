// Internals of SHA-512/384/512-256: the compression kernel and its dispatch
// tables. Used by symmetric/, its tests and benchmarks; not part of limb's API.
#ifndef LIMB_SYMMETRIC_SHA512_SHA512_INTERNAL_H_
#define LIMB_SYMMETRIC_SHA512_SHA512_INTERNAL_H_

#include <cstddef>
#include <cstdint>
#include <span>

#include "limb/symmetric/sha512/sha512.h"

namespace limb {

// ---------------------------------------------------------------------------
// The compression kernel.
//
// sha512Compress runs the SHA-512 compression function (FIPS 180-4 §6.4.2)
// over nblocks consecutive 128-byte blocks: for each block M,
//   state = state + Rounds(state, M)      (word-wise mod 2^64)
// state[0..7] holds H0..H7 as native uint64_t; blocks is big-endian message
// bytes exactly as FIPS 180-4 reads them (no padding is added here).
// nblocks MAY be 0 (state untouched). Aliasing: state MUST NOT overlap
// blocks. blocks needs no alignment. Only state[0..8) is written.
// Time depends on nblocks only, never on state or block values.
void sha512Compress_g(uint64_t state[8], const uint8_t* blocks, size_t nblocks) noexcept;

struct Sha512Kernels {
  const char* name;  // "generic", "x86_64_avx2", "ppc64le_power8"
  void (*compress)(uint64_t state[8], const uint8_t* blocks, size_t nblocks) noexcept;
};

// The portable table (always present).
const Sha512Kernels& GenericSha512Kernels() noexcept;
// The table chosen once per process from Cpu() (DetectedCpu capped by LIMB_CPU).
const Sha512Kernels& ActiveSha512Kernels() noexcept;
// Every table this build can run on this CPU (DetectedCpu, ignoring LIMB_CPU);
// the generic one first. For tests and benchmarks.
std::span<const Sha512Kernels* const> AllSha512Kernels() noexcept;
// The name of the table ActiveSha512Kernels() picks for DetectedCpu() (no cap).
const char* ExpectedSha512KernelsName() noexcept;
// The table the dispatcher picks for a given feature set (tests apply
// CapCpu levels to DetectedCpu() and check the choice).
struct CpuFeatures;
const Sha512Kernels& Sha512KernelsFor(const CpuFeatures& f) noexcept;

}  // namespace limb

#endif  // LIMB_SYMMETRIC_SHA512_SHA512_INTERNAL_H_
