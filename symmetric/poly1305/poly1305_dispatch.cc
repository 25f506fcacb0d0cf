// Poly1305 kernel tables: chosen once from asm/cpu.h (LIMB_CPU caps it).
//
//   generic            poly1305_blocks_g (C++, unsigned __int128)
//   x86_64_mulx        limb_poly1305_blocks_mulx: base 2^64 scalar, MULX (BMI2)
//   x86_64_avx512ifma  limb_poly1305_blocks_ifma: 8 blocks at a time in radix 2^44
//                      (AVX-512F/VL + IFMA), the MULX kernel for short inputs and tails.
//                      IFMA counts as part of LIMB_CPU's "avx512" level.
//   x86_64_avx2        limb_poly1305_blocks_avx2: 4 blocks at a time in radix 2^26
//                      (AVX2 VPMULUDQ), the MULX kernel for short inputs and tails.
//   aarch64_neon       limb_poly1305_blocks_neon: 4 blocks at a time in radix 2^26
//                      (NEON UMULL/UMLAL), the aarch64 scalar kernel for short inputs
//                      and tails. Needs cpu.neon.
//   aarch64            limb_poly1305_blocks_aarch64: base 2^64 scalar, MUL/UMULH
//                      (every aarch64 CPU).
//   ppc64le_power9     limb_poly1305_blocks_power9: 4 blocks at a time in radix 2^44
//                      (ISA 3.0 vmsumudm), the ppc64le kernel for short inputs and tails.
//   ppc64le            limb_poly1305_blocks_ppc64le: base 2^64 scalar, mulld/mulhdu
//                      (every ppc64le CPU).
// The x86-64 entries are in poly1305_x86_64.cc, the aarch64 ones in
// poly1305_aarch64.cc, the ppc64le ones in poly1305_ppc64le.cc.
#include <array>

#include "limb/asm/cpu.h"
#include "limb/asm/registry.h"
#include "limb/symmetric/poly1305/poly1305.h"
#include "limb/symmetric/poly1305/poly1305_asm.h"  // LIMB_POLY1305_<ARCH> where built
#include "limb/symmetric/poly1305/poly1305_internal.h"

namespace limb {
namespace {

constexpr Poly1305Kernels kGeneric = {.name = "generic", .blocks = poly1305_blocks_g};

#ifdef LIMB_POLY1305_X86_64
constexpr Poly1305Kernels kMulx = {.name = "x86_64_mulx", .blocks = Poly1305MulxBlocks};
constexpr Poly1305Kernels kIfma = {.name = "x86_64_avx512ifma", .blocks = Poly1305IfmaBlocks};
constexpr Poly1305Kernels kAvx2 = {.name = "x86_64_avx2", .blocks = Poly1305Avx2Blocks};

// The MULX kernel uses BMI2 only (plain ADD/ADC chains, no ADCX/ADOX), so it
// also runs where ADX is missing or hidden (valgrind's CPU model).
bool HasMulx(const CpuFeatures& f) noexcept { return f.bmi2; }

// f.avx512f implies the OS saves ZMM state (asm/cpu.cc checks XCR0).
bool HasIfma(const CpuFeatures& f) noexcept {
  return HasMulx(f) && f.avx512f && f.avx512vl && f.avx512ifma;
}

// f.avx2 implies the OS saves YMM state (asm/cpu.cc checks XCR0).
bool HasAvx2(const CpuFeatures& f) noexcept { return HasMulx(f) && f.avx2; }

// Best first.
constexpr std::array kRows = {
    KernelRow<Poly1305Kernels>{&kIfma, HasIfma},
    KernelRow<Poly1305Kernels>{&kAvx2, HasAvx2},
    KernelRow<Poly1305Kernels>{&kMulx, HasMulx},
};
#elif defined(LIMB_POLY1305_AARCH64)
constexpr Poly1305Kernels kNeon = {.name = "aarch64_neon", .blocks = Poly1305NeonBlocks};
constexpr Poly1305Kernels kAarch64 = {.name = "aarch64", .blocks = Poly1305Aarch64Blocks};

// Base ARMv8-A integer instructions only: every aarch64 CPU runs it.
bool Always(const CpuFeatures&) noexcept { return true; }

// Advanced SIMD (HWCAP_ASIMD); LIMB_CPU=aarch64 hides it.
bool HasNeon(const CpuFeatures& f) noexcept { return f.neon; }

// Best first.
constexpr std::array kRows = {
    KernelRow<Poly1305Kernels>{&kNeon, HasNeon},
    KernelRow<Poly1305Kernels>{&kAarch64, Always},
};
#elif defined(LIMB_POLY1305_PPC64LE)
constexpr Poly1305Kernels kPpc64le = {.name = "ppc64le", .blocks = Poly1305Ppc64leBlocks};
constexpr Poly1305Kernels kPower9 = {.name = "ppc64le_power9", .blocks = Poly1305Power9Blocks};

// Scalar ISA 2.07 integer instructions only: every ppc64le CPU runs it.
bool Always(const CpuFeatures&) noexcept { return true; }

// vmsumudm and the other ISA 3.0 instructions of poly1305_power9.S trap on POWER8.
bool HasPower9(const CpuFeatures& f) noexcept { return f.power9; }

// Best first.
constexpr std::array kRows = {
    KernelRow<Poly1305Kernels>{&kPower9, HasPower9},
    KernelRow<Poly1305Kernels>{&kPpc64le, Always},
};
#else
constexpr std::array<KernelRow<Poly1305Kernels>, 0> kRows{};
#endif

constinit const KernelRegistry<Poly1305Kernels, kRows.size()> kRegistry(&kGeneric, kRows);

}  // namespace

const Poly1305Kernels& GenericPoly1305Kernels() noexcept { return kRegistry.Generic(); }
std::span<const Poly1305Kernels* const> AllPoly1305Kernels() noexcept { return kRegistry.All(); }
const Poly1305Kernels& ActivePoly1305Kernels() noexcept { return kRegistry.Active(); }
const Poly1305Kernels& Poly1305KernelsFor(const CpuFeatures& f) noexcept {
  return kRegistry.For(f);
}
const char* ExpectedPoly1305KernelsName() noexcept {
  return kRegistry.ExpectedName(DetectedCpu());
}

}  // namespace limb
