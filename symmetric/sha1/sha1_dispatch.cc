// Chooses one Sha1Kernels table per process from the CPU's features capped
// by LIMB_CPU. The assembly kernels live in asm/x86_64/sha1_shani.S and
// sha1_avx2.S, linked only on x86-64 without --config=noasm; the same condition guards their
// names here. Only the portable twin exists on aarch64 and ppc64le.
#include <array>

#include "limb/asm/cpu.h"
#include "limb/asm/registry.h"
#include "limb/symmetric/sha1/sha1.h"
#include "limb/symmetric/sha1/sha1_asm.h"  // defines LIMB_SHA1_X86_64_ASM where built
#include "limb/symmetric/sha1/sha1_internal.h"

namespace limb {
namespace {

constexpr Sha1Kernels kGeneric = {.name = "generic", .compress = sha1Compress_g};

#if LIMB_SHA1_X86_64_ASM
// SHA-NI: sha1rnds4/nexte/msg1/msg2 (pshufb needs SSSE3), entered through
// VZEROUPPER on AVX CPUs (legacy-SSE SHA instructions run slower while a
// caller's dirty upper ymm state lingers; see sha1_shani.S).
constexpr Sha1Kernels kShani = {.name = "x86_64_shani", .compress = limb_sha1_compress_shani_avx};
// The same kernel without VZEROUPPER, for SHA-NI CPUs without AVX
// (Goldmont/Tremont class), where VZEROUPPER would fault.
constexpr Sha1Kernels kShaniNoAvx = {.name = "x86_64_shani_noavx",
                                     .compress = limb_sha1_compress_shani};

// AVX (VEX-128) message schedule + BMI2 rorx/andn rounds, for CPUs without SHA-NI.
constexpr Sha1Kernels kAvx2 = {.name = "x86_64_avx2", .compress = limb_sha1_compress_avx2};

bool HasShani(const CpuFeatures& f) noexcept { return f.sha && f.ssse3; }
bool HasAvx2(const CpuFeatures& f) noexcept { return f.avx2 && f.bmi2; }
// cpu.avx2 implies AVX with OS-enabled ymm state (asm/cpu.cc), which VZEROUPPER needs.
bool HasShaniAvx(const CpuFeatures& f) noexcept { return HasShani(f) && f.avx2; }

// Best first.
constexpr std::array kRows = {
    KernelRow<Sha1Kernels>{&kShani, HasShaniAvx},
    KernelRow<Sha1Kernels>{&kShaniNoAvx, HasShani},
    KernelRow<Sha1Kernels>{&kAvx2, HasAvx2},
};
#else
constexpr std::array<KernelRow<Sha1Kernels>, 0> kRows{};
#endif

constinit const KernelRegistry<Sha1Kernels, kRows.size()> kRegistry(&kGeneric, kRows);

}  // namespace

const Sha1Kernels& GenericSha1Kernels() noexcept { return kRegistry.Generic(); }
const Sha1Kernels& Sha1KernelsFor(const CpuFeatures& f) noexcept { return kRegistry.For(f); }
const Sha1Kernels& ActiveSha1Kernels() noexcept { return kRegistry.Active(); }
std::span<const Sha1Kernels* const> AllSha1Kernels() noexcept { return kRegistry.All(); }
const char* ExpectedSha1KernelsName() noexcept { return kRegistry.ExpectedName(DetectedCpu()); }

}  // namespace limb
