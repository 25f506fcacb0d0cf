// Stitched ChaCha20-Poly1305 kernel tables: chosen once from asm/cpu.h
// (LIMB_CPU caps it).
//
//   generic   aead_seal_blocks_g / aead_open_blocks_g (the twins; never the
//             AEAD's choice, see ActiveAeadKernels)
#include <array>

#include "limb/asm/cpu.h"
#include "limb/asm/registry.h"
#include "limb/symmetric/chacha20poly1305/chacha20poly1305_internal.h"

namespace limb {
namespace {

constexpr AeadStitchKernels kGeneric = {
    .name = "generic", .seal = aead_seal_blocks_g, .open = aead_open_blocks_g};

constexpr std::array<KernelRow<AeadStitchKernels>, 0> kRows{};

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
