// Chooses one Sha1Kernels table per process from the CPU's features capped
// by LIMB_CPU. Only the portable twin exists on aarch64 and ppc64le.
#include <array>

#include "limb/asm/cpu.h"
#include "limb/asm/registry.h"
#include "limb/symmetric/sha1/sha1.h"
#include "limb/symmetric/sha1/sha1_internal.h"

namespace limb {
namespace {

constexpr Sha1Kernels kGeneric = {.name = "generic", .compress = sha1Compress_g};

constexpr std::array<KernelRow<Sha1Kernels>, 0> kRows{};

constinit const KernelRegistry<Sha1Kernels, kRows.size()> kRegistry(&kGeneric, kRows);

}  // namespace

const Sha1Kernels& GenericSha1Kernels() noexcept { return kRegistry.Generic(); }
const Sha1Kernels& Sha1KernelsFor(const CpuFeatures& f) noexcept { return kRegistry.For(f); }
const Sha1Kernels& ActiveSha1Kernels() noexcept { return kRegistry.Active(); }
std::span<const Sha1Kernels* const> AllSha1Kernels() noexcept { return kRegistry.All(); }
const char* ExpectedSha1KernelsName() noexcept { return kRegistry.ExpectedName(DetectedCpu()); }

}  // namespace limb
