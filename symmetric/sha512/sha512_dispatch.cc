// Chooses one Sha512Kernels table per process from the CPU's features capped
// by LIMB_CPU. The assembly kernels (sha512_asm.h) are linked only for their
// architecture without --config=noasm; the same condition guards their
// names here.
#include <array>

#include "limb/asm/cpu.h"
#include "limb/asm/registry.h"
#include "limb/symmetric/sha512/sha512.h"
#include "limb/symmetric/sha512/sha512_asm.h"  // defines LIMB_SHA512_<arch>_ASM where built
#include "limb/symmetric/sha512/sha512_internal.h"

namespace limb {
namespace {

constexpr Sha512Kernels kGeneric = {.name = "generic", .compress = sha512Compress_g};

#if LIMB_SHA512_X86_64_ASM
// AVX2 (ymm) message schedule + BMI2 rorx/andn rounds.
constexpr Sha512Kernels kAvx2 = {.name = "x86_64_avx2", .compress = limb_sha512_compress_avx2};

bool HasAvx2(const CpuFeatures& f) noexcept { return f.avx2 && f.bmi2; }

constexpr std::array kRows = {
    KernelRow<Sha512Kernels>{&kAvx2, HasAvx2},
};
#elif LIMB_SHA512_AARCH64_ASM
// The ARMv8.2 SHA-512 instructions.
constexpr Sha512Kernels kArmv8 = {.name = "aarch64_sha512", .compress = limb_sha512_compress_armv8};

bool HasSha512(const CpuFeatures& f) noexcept { return f.aarch64_sha512; }

constexpr std::array kRows = {
    KernelRow<Sha512Kernels>{&kArmv8, HasSha512},
};
#elif LIMB_SHA512_PPC64LE_ASM
// The POWER8 (ISA 2.07) vector crypto: vshasigmad, rounds in vector registers.
constexpr Sha512Kernels kPower8 = {.name = "ppc64le_power8",
                                   .compress = limb_sha512_compress_power8};

bool HasPower8(const CpuFeatures& f) noexcept { return f.power8; }

constexpr std::array kRows = {
    KernelRow<Sha512Kernels>{&kPower8, HasPower8},
};
#else
constexpr std::array<KernelRow<Sha512Kernels>, 0> kRows{};
#endif

constinit const KernelRegistry<Sha512Kernels, kRows.size()> kRegistry(&kGeneric, kRows);

}  // namespace

const Sha512Kernels& GenericSha512Kernels() noexcept { return kRegistry.Generic(); }
const Sha512Kernels& Sha512KernelsFor(const CpuFeatures& f) noexcept { return kRegistry.For(f); }
const Sha512Kernels& ActiveSha512Kernels() noexcept { return kRegistry.Active(); }
std::span<const Sha512Kernels* const> AllSha512Kernels() noexcept { return kRegistry.All(); }
const char* ExpectedSha512KernelsName() noexcept { return kRegistry.ExpectedName(DetectedCpu()); }

}  // namespace limb
