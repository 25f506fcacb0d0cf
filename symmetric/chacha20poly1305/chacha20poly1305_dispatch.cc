// Stitched ChaCha20-Poly1305 kernel tables: chosen once from asm/cpu.h
// (LIMB_CPU caps it).
//
//   generic          aead_seal_blocks_g / aead_open_blocks_g (the twins; never the
//                    AEAD's choice, see ActiveAeadKernels)
//   ppc64le_power8   asm/ppc64le/chacha20poly1305_power8.S (cpu.power8)
//   aarch64_neon     asm/aarch64/chacha20poly1305_neon.S (cpu.neon)
//   x86_64_avx2      asm/x86_64/chacha20poly1305_avx2.S (cpu.avx2 && cpu.bmi2; the
//                    choice only without AVX-512, see below)
#include <array>

#include "limb/asm/cpu.h"
#include "limb/asm/registry.h"
#include "limb/symmetric/chacha20poly1305/chacha20poly1305_asm.h"  // LIMB_AEAD_<arch> where built
#include "limb/symmetric/chacha20poly1305/chacha20poly1305_internal.h"

namespace limb {
namespace {

constexpr AeadStitchKernels kGeneric = {
    .name = "generic", .seal = aead_seal_blocks_g, .open = aead_open_blocks_g};

#if defined(LIMB_AEAD_X86_64)
// Eight ChaCha20 blocks in AVX2 beside scalar MULX Poly1305 (the symbols take
// the full contract, nblocks == 0 included). Runs wherever AVX2 and BMI2 do;
// chosen only where ChaCha20 has no AVX-512 table: on AVX-512 CPUs the
// separate passes (AVX-512 ChaCha20, then the IFMA Poly1305) are more than
// twice as fast as this stitch, whose Poly1305 is one scalar dependency
// chain. Measured: speed --filter 'ChaCha20Poly1305(Seal|Open)/(1024|8192|16384)$'
// natively and with --cpu avx2 on Zen 5 (benchmarks/RESULTS.md,
// "chacha20poly1305_avx2.S"); the AVX-512 classes without IFMA or with the
// 256-bit datapath are not measured and keep the separate passes as well.
constexpr AeadStitchKernels kAvx2 = {.name = "x86_64_avx2",
                                     .seal = limb_chacha20poly1305_seal_avx2,
                                     .open = limb_chacha20poly1305_open_avx2};

bool HasAvx2Bmi2(const CpuFeatures& f) noexcept { return f.avx2 && f.bmi2; }
// The ChaCha20 registry's AVX-512 rows need these three (chacha20_dispatch.cc).
bool NoAvx512ChaCha(const CpuFeatures& f) noexcept {
  return !(f.avx512f && f.avx512bw && f.avx512vl);
}

constexpr std::array kRows = {
    KernelRow<AeadStitchKernels>{&kAvx2, HasAvx2Bmi2, NoAvx512ChaCha},
};
#elif defined(LIMB_AEAD_PPC64LE)
// The kernels take the whole contract (nblocks 0 included), so the table's
// entries are the symbols themselves. Chosen on POWER10 as well: there the
// alternative is the same two kernels in two passes (benchmarks/RESULTS.md,
// "chacha20poly1305_power8.S").
constexpr AeadStitchKernels kPower8 = {.name = "ppc64le_power8",
                                       .seal = limb_chacha20poly1305_seal_power8,
                                       .open = limb_chacha20poly1305_open_power8};

bool HasPower8(const CpuFeatures& f) noexcept { return f.power8; }

constexpr std::array kRows = {
    KernelRow<AeadStitchKernels>{&kPower8, HasPower8},
};
#elif defined(LIMB_AEAD_AARCH64)
// Four ChaCha20 blocks in NEON beside scalar Poly1305 (the symbols take the
// full contract, nblocks == 0 included).
constexpr AeadStitchKernels kNeon = {.name = "aarch64_neon",
                                     .seal = limb_chacha20poly1305_seal_neon,
                                     .open = limb_chacha20poly1305_open_neon};

bool HasNeon(const CpuFeatures& f) noexcept { return f.neon; }

constexpr std::array kRows = {
    KernelRow<AeadStitchKernels>{&kNeon, HasNeon},
};
#else
constexpr std::array<KernelRow<AeadStitchKernels>, 0> kRows{};
#endif

constinit const KernelRegistry<AeadStitchKernels, kRows.size()> kRegistry(&kGeneric, kRows);

}  // namespace

const AeadStitchKernels& GenericAeadStitchKernels() noexcept { return kRegistry.Generic(); }
const AeadStitchKernels& ActiveAeadStitchKernels() noexcept { return kRegistry.Active(); }
const AeadStitchKernels& AeadStitchKernelsFor(const CpuFeatures& f) noexcept {
  return kRegistry.For(f);
}
std::span<const AeadStitchKernels* const> AllAeadStitchKernels() noexcept {
  return kRegistry.All();
}
const char* ExpectedAeadStitchKernelsName() noexcept {
  return kRegistry.ExpectedName(DetectedCpu());
}

}  // namespace limb
