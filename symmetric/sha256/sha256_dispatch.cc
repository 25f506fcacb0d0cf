// Chooses one Sha256Kernels table per process from the CPU's features capped
// by LIMB_CPU. The assembly kernels live in asm/x86_64/sha256_*.S,
// asm/aarch64/sha256_armv8.S and asm/ppc64le/sha256_power8.S, linked only for
// their architecture without --config=noasm; the same condition guards their
// names here.
#include <array>

#include "limb/asm/cpu.h"
#include "limb/asm/registry.h"
#include "limb/symmetric/sha256/sha256.h"
#include "limb/symmetric/sha256/sha256_asm.h"  // defines LIMB_SHA256_<arch>_ASM where built
#include "limb/symmetric/sha256/sha256_internal.h"

namespace limb {
namespace {

constexpr Sha256Kernels kGeneric = {.name = "generic", .compress = sha256Compress_g};

#if LIMB_SHA256_X86_64_ASM
// AVX (VEX-128) message schedule + BMI2 rorx/andn rounds.
constexpr Sha256Kernels kAvx2 = {.name = "x86_64_avx2", .compress = limb_sha256_compress_avx2};
// SHA-NI: sha256rnds2/msg1/msg2 (pshufb needs SSSE3), entered through
// VZEROUPPER on AVX CPUs (the legacy-SSE SHA instructions run ~1.75x slower
// while a caller's dirty upper ymm state lingers; see sha256_shani.S).
constexpr Sha256Kernels kShani = {.name = "x86_64_shani",
                                  .compress = limb_sha256_compress_shani_avx};
// The same kernel without VZEROUPPER, for SHA-NI CPUs without AVX
// (Goldmont/Tremont class), where VZEROUPPER would fault.
constexpr Sha256Kernels kShaniNoAvx = {.name = "x86_64_shani_noavx",
                                       .compress = limb_sha256_compress_shani};

bool HasAvx2(const CpuFeatures& f) noexcept { return f.avx2 && f.bmi2; }
bool HasShani(const CpuFeatures& f) noexcept { return f.sha && f.ssse3; }
// cpu.avx2 implies AVX with OS-enabled ymm state (asm/cpu.cc), which VZEROUPPER needs.
bool HasShaniAvx(const CpuFeatures& f) noexcept { return HasShani(f) && f.avx2; }

// Best first.
constexpr std::array kRows = {
    KernelRow<Sha256Kernels>{&kShani, HasShaniAvx},
    KernelRow<Sha256Kernels>{&kShaniNoAvx, HasShani},
    KernelRow<Sha256Kernels>{&kAvx2, HasAvx2},
};
#elif LIMB_SHA256_AARCH64_ASM
// The ARMv8 SHA-2 instructions.
constexpr Sha256Kernels kArmv8 = {.name = "aarch64_sha2", .compress = limb_sha256_compress_armv8};

bool HasSha2(const CpuFeatures& f) noexcept { return f.aarch64_sha2; }

constexpr std::array kRows = {
    KernelRow<Sha256Kernels>{&kArmv8, HasSha2},
};
#elif LIMB_SHA256_PPC64LE_ASM
// The POWER8 (ISA 2.07) vector crypto: vshasigmaw, rounds in vector registers.
constexpr Sha256Kernels kPower8 = {.name = "ppc64le_power8",
                                   .compress = limb_sha256_compress_power8};

bool HasPower8(const CpuFeatures& f) noexcept { return f.power8; }

constexpr std::array kRows = {
    KernelRow<Sha256Kernels>{&kPower8, HasPower8},
};
#else
constexpr std::array<KernelRow<Sha256Kernels>, 0> kRows{};
#endif

constinit const KernelRegistry<Sha256Kernels, kRows.size()> kRegistry(&kGeneric, kRows);

}  // namespace

const Sha256Kernels& GenericSha256Kernels() noexcept { return kRegistry.Generic(); }
const Sha256Kernels& Sha256KernelsFor(const CpuFeatures& f) noexcept { return kRegistry.For(f); }
const Sha256Kernels& ActiveSha256Kernels() noexcept { return kRegistry.Active(); }
std::span<const Sha256Kernels* const> AllSha256Kernels() noexcept { return kRegistry.All(); }
const char* ExpectedSha256KernelsName() noexcept { return kRegistry.ExpectedName(DetectedCpu()); }

}  // namespace limb
