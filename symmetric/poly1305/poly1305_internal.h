// Poly1305's block kernel layer: the kernel tables, the portable twin, the
// registry (poly1305_dispatch.cc) and the init/finish steps around the
// kernels. For limb's implementation, tests and benchmarks; not part of the
// API.
#ifndef LIMB_SYMMETRIC_POLY1305_POLY1305_INTERNAL_H_
#define LIMB_SYMMETRIC_POLY1305_POLY1305_INTERNAL_H_

#include <cstddef>
#include <cstdint>
#include <span>

#include "limb/asm/cpu.h"
#include "limb/symmetric/poly1305/poly1305.h"

namespace limb {

// Poly1305Kernels is one implementation of the block function.
//
// blocks(st, in, nblocks, hibit): for each 16-byte block m of in[0, 16*nblocks),
//   h = (h + m + hibit*2^128) * r  mod 2^130-5   (partially reduced: see Poly1305State)
// hibit MUST be 0 or 1 (1 for full message blocks; 0 for the final padded
// block, whose 0x01 byte the caller has already appended). nblocks MAY be 0.
// in MAY be unaligned. Time depends on nblocks only.
// Every table yields the same h mod p; the scalar kernels also yield the
// same h limbs as the generic twin (the vector kernels reduce differently).
struct Poly1305Kernels {
  const char* name;  // "generic", "x86_64_mulx", "x86_64_avx2", "x86_64_avx512ifma",
                     // "aarch64", "aarch64_neon", "ppc64le"
  void (*blocks)(Poly1305State* st, const uint8_t* in, size_t nblocks, uint64_t hibit);
};

// Poly1305State::pow_ready: which vector layout st->pow holds. Each vector table
// checks for its own tag and recomputes the powers on any other, so a state
// may move between tables. The values MUST stay distinct.
inline constexpr uint64_t kPoly1305PowNone = 0;  // Poly1305Init
inline constexpr uint64_t kPoly1305PowIfma = 1;  // x86_64_avx512ifma (poly1305_x86_64.cc)
inline constexpr uint64_t kPoly1305PowAvx2 = 2;  // x86_64_avx2 (poly1305_x86_64.cc)
inline constexpr uint64_t kPoly1305PowNeon = 3;  // aarch64_neon (poly1305_aarch64.cc)

// The generic twin (poly1305_generic.cc): the reference for every kernel.
void poly1305_blocks_g(Poly1305State* st, const uint8_t* in, size_t nblocks,
                       uint64_t hibit) noexcept;

// GenericPoly1305Kernels: the portable table (always present).
const Poly1305Kernels& GenericPoly1305Kernels() noexcept;

// ActivePoly1305Kernels() is the table chosen once for this CPU, capped by LIMB_CPU.
const Poly1305Kernels& ActivePoly1305Kernels() noexcept;

// AllPoly1305Kernels: every table this CPU can run (DetectedCpu(), ignoring
// LIMB_CPU), the generic one first. For tests and benchmarks.
std::span<const Poly1305Kernels* const> AllPoly1305Kernels() noexcept;

// ExpectedPoly1305KernelsName: the table ActivePoly1305Kernels() picks when LIMB_CPU
// is unset (dispatch tests).
const char* ExpectedPoly1305KernelsName() noexcept;

// Poly1305KernelsFor: the table a CPU with features f gets (tests apply
// LIMB_CPU levels to DetectedCpu() and check the choice).
const Poly1305Kernels& Poly1305KernelsFor(const CpuFeatures& f) noexcept;

// Poly1305Init loads key (32 bytes: r || s) into st: h = 0, r = clamp(r).
// s is not kept in st (see Poly1305Mac for where it lives).
void Poly1305Init(Poly1305State* st, std::span<const uint8_t, kPoly1305KeySize> key) noexcept;

// Poly1305Finish: tag = (h mod p + s) mod 2^128. Constant time.
void Poly1305Finish(const Poly1305State& st, const uint8_t s[16],
                    uint8_t tag[kPoly1305TagSize]) noexcept;

// Poly1305MacInternals: access to a Poly1305Mac's accumulator, for callers
// that absorb whole blocks with kernels of their own (the stitched
// ChaCha20-Poly1305 kernels), between the mac's own Updates.
struct Poly1305MacInternals {
  // BlockState: mac's state, to be advanced by h = (h + m + 2^128) * r per
  // full 16-byte block m, leaving h2 <= 4 (the Poly1305Kernels::blocks
  // contract with hibit = 1). MUST be called only when mac holds no
  // buffered partial block (every Update so far summed to a multiple of 16
  // bytes); aborts otherwise, since the blocks would be absorbed out of order.
  static Poly1305State* BlockState(Poly1305Mac& mac) noexcept;
};

}  // namespace limb

#endif  // LIMB_SYMMETRIC_POLY1305_POLY1305_INTERNAL_H_
