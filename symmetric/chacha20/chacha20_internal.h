// ChaCha20's block kernel layer: the kernel tables, the portable twins and
// the registry (chacha20_dispatch.cc). For limb's implementation, tests and
// benchmarks; not part of the API.
#ifndef LIMB_SYMMETRIC_CHACHA20_CHACHA20_INTERNAL_H_
#define LIMB_SYMMETRIC_CHACHA20_CHACHA20_INTERNAL_H_

#include <cstddef>
#include <cstdint>
#include <span>

#include "limb/asm/cpu.h"
#include "limb/symmetric/chacha20/chacha20.h"

namespace limb {

// chacha20_blocks: for i in [0, nblocks), block i is the ChaCha20 block
// function (RFC 8439 2.3) of the state
//   "expand 32-byte k" || key[0..8) || counter_nonce[0] + i || counter_nonce[1..4)
// (all words little-endian); out[64i, 64i+64) = in[64i, 64i+64) XOR block i,
// or the block itself when in == nullptr.
// Preconditions (the callers in chacha20.cc guarantee them; kernels do not
// check): counter_nonce[0] + nblocks <= 2^32, i.e. word 12 never wraps
// inside one call. nblocks may be 0 (nothing is written).
// Aliasing: out == in allowed; any other overlap forbidden.
// Constant time: depends only on nblocks and on whether in is null.
struct ChaCha20Kernels {
  const char* name;  // "generic", "x86_64_ssse3", "x86_64_avx2", "x86_64_avx512",
                     // "x86_64_avx512_256", "aarch64_neon", "ppc64le_power8"
  void (*blocks)(uint8_t* out, const uint8_t* in, size_t nblocks, const uint32_t key[8],
                 const uint32_t counter_nonce[4]) noexcept;
  // How many blocks of keystream the streaming object generates at once
  // when it has to buffer (a short call or a partial-block tail); later
  // refills of the same stream double it (to at least 16), up to
  // ChaCha20::kMaxBufferBlocks.
  size_t buffer_blocks;
};

// The portable twin (symmetric/chacha20/chacha20_generic.cc): the spec.
void chacha20_blocks_g(uint8_t* out, const uint8_t* in, size_t nblocks, const uint32_t key[8],
                       const uint32_t counter_nonce[4]) noexcept;

// hchacha20_g: out = words 0..3 and 12..15 of the 20-round permutation of
// "expand 32-byte k" || key || nonce (no feed-forward), little-endian.
void hchacha20_g(uint8_t out[32], const uint32_t key[8], const uint32_t nonce[4]) noexcept;

const ChaCha20Kernels& GenericChaCha20Kernels() noexcept;

// ActiveChaCha20Kernels: the table chosen once for this process (the CPU's
// features capped by LIMB_CPU; see asm/cpu.h).
const ChaCha20Kernels& ActiveChaCha20Kernels() noexcept;

// ChaCha20KernelsFor: the table the dispatcher picks for features f
// (used by ActiveChaCha20Kernels with Cpu(); tests apply LIMB_CPU caps).
const ChaCha20Kernels& ChaCha20KernelsFor(const CpuFeatures& f) noexcept;

// AllChaCha20Kernels: every table this CPU can run (DetectedCpu(), ignoring
// LIMB_CPU), the generic one first. For tests and benchmarks.
std::span<const ChaCha20Kernels* const> AllChaCha20Kernels() noexcept;

// ExpectedChaCha20KernelsName: the table ActiveChaCha20Kernels() picks when
// LIMB_CPU is unset (dispatch tests).
const char* ExpectedChaCha20KernelsName() noexcept;

// ChaCha20Internals: access to a ChaCha20 object's kernel table.
struct ChaCha20Internals {
  // SetKernels: run c on k instead of the active table (tests and
  // benchmarks; k must outlive c's use of it).
  static void SetKernels(ChaCha20& c, const ChaCha20Kernels& k) noexcept { c.kernels_ = &k; }
};

}  // namespace limb

#endif  // LIMB_SYMMETRIC_CHACHA20_CHACHA20_INTERNAL_H_
