// Chooses one MontKernels table per process, from the CPU's features capped
// by LIMB_CPU (the same rules as arith_dispatch.cc). The asm kernels live in
// //asm:mont_x86_64, the per-size x86-64 entries in mont_x86_64.cc and the
// twins in mont_generic.cc; this file only names them. The aarch64 kernels
// live in //asm:mont_aarch64, their glue in mont_aarch64.cc; the ppc64le
// ones in //asm:mont_ppc64le, their glue in mont_ppc64le.cc.
//
// Tables (x86-64):
//   "generic"      montMul_g (the twin); always present.
//   "x86_64_mulx"  product scanning with MULX, and a dedicated squaring
//                  (asm/x86_64/mont_mulx_x86_64.S); needs BMI2.
//   "x86_64_adx"   needs BMI2 and ADX; per-size kernels (n is public):
//                  n = 16: the straight-line square and product with their
//                  reduction (mont_n16_adx.S);
//                  other n % 8 == 0: the plain product (up to
//                  kRedcMulMaxWords; mul_basecase_adx.S below 24 words,
//                  the 8-row chunks of mont_mul8_adx.S from 24) or square
//                  (sqr_basecase_adx.S below 24 words; from 24 its 8-word
//                  diagonal blocks plus twice mont_mul8_adx.S's
//                  off-diagonal blocks) into a scratch t, then the windowed
//                  reduction limb_montRedc8_adx (mont_redc8_x86_64.S: 8 rows
//                  per pass, the 8-word window in registers);
//                  n = 11 (3-prime RSA-2048's primes): the unrolled
//                  product limb_mul11_adx (mont_mul11_x86_64.S) or square
//                  limb_sqr11_adx (mont_sqr11_x86_64.S),
//                  then limb_montRedc11_adx (mont_redc11_x86_64.S: 11 rows
//                  unrolled, the 11-word window in registers);
//                  otherwise montMul: the fused CIOS kernel with two carry
//                  chains, four words per block (mont_cios4_x86_64.S);
//                  montSqr: n % 4 == 0 and n >= 12 the SOS squaring
//                  (mont_sqr4_x86_64.S), other n the CIOS kernel. (For
//                  n <= 3 montMul_mulx would be a few ticks faster; those
//                  sizes do not matter, and one kernel keeps every path of
//                  cios4 under test.) The default table when the CPU has ADX.
//
// Tables (aarch64):
//   "generic"      as above.
//   "aarch64"      every aarch64 CPU (baseline ISA), the default there;
//                  kernels in asm/aarch64/mont_aarch64.S. montMul: the
//                  fused CIOS kernel, MUL/UMULH with ADDS/ADCS chains, four
//                  words per block. montSqr (mont_aarch64.cc, n is public):
//                  n = 16 the plain square then the reduction with the
//                  16-word window in registers; n % 4 == 0 and n >= 24 the
//                  square then the looped reduction; other n the CIOS
//                  kernel. Instruction counts behind the choices:
//                  benchmarks/RESULTS.md, "mont_aarch64.S".
//
// Tables (ppc64le):
//   "generic"      as above.
//   "ppc64le"      every ppc64le CPU (scalar Power ISA 2.07: mulld/mulhdu,
//                  addc/adde; nothing of ISA 3.0), the default there;
//                  kernels in asm/ppc64le/mont_ppc64le.S. montMul: the
//                  fused CIOS kernel, four words per block. montSqr
//                  (mont_ppc64le.cc, n is public): n = 16 the plain
//                  square then the reduction with the 16-word window in
//                  registers; n >= 30 the square then the looped
//                  reduction; other n the CIOS kernel with y = x.
//                  Instruction counts behind the choices:
//                  benchmarks/RESULTS.md, "mont_ppc64le.S".
//   "ppc64le_p9"   CpuFeatures::power9 (ISA 3.0: maddld/maddhdu, which trap
//                  on POWER8), the default there; asm/ppc64le/mont_p9.S.
//                  montMul: the CIOS kernel of "ppc64le" with t and the
//                  x*b row added inside the multiplies (two carry chains
//                  per block instead of four); montSqr: the same with
//                  y = x at every n (fewer instructions than square +
//                  reduction at every n counted but 16, a tie within
//                  0.4%: benchmarks/RESULTS.md, "mont_p9.S").
//
// Measured: mont_bench limb/MontMul/<bits> and limb/MontSqr/<bits> against
// openssl/ (bazel run --config=opt //benchmarks:mont_bench); the per-size
// tables behind the choices above are in benchmarks/RESULTS.md.
#include <array>

#include "limb/asm/cpu.h"
#include "limb/asm/registry.h"
#include "limb/bignum/mont.h"
#include "limb/bignum/mont_asm.h"  // defines LIMB_MONT_X86_64 / _AARCH64 / _PPC64LE where built
#include "limb/bignum/mont_internal.h"

namespace limb {

namespace {

#ifdef LIMB_MONT_X86_64
constexpr MontKernels kMontAdx = {
    .name = "x86_64_adx", .montMul = montMul_adx, .montSqr = montSqr_adx};
constexpr MontKernels kMontMulx = {
    .name = "x86_64_mulx", .montMul = limb_montMul_mulx, .montSqr = limb_montSqr_mulx};

bool HasAdx(const CpuFeatures& f) noexcept { return f.adx && f.bmi2; }
bool HasMulx(const CpuFeatures& f) noexcept { return f.bmi2; }

// Best first.
constexpr std::array kRows = {
    KernelRow<MontKernels>{&kMontAdx, HasAdx},
    KernelRow<MontKernels>{&kMontMulx, HasMulx},
};
#elif defined(LIMB_MONT_AARCH64)
constexpr MontKernels kMontAarch64 = {
    .name = "aarch64", .montMul = limb_montMul_a64, .montSqr = montSqr_a64};

// The kernels use the baseline ISA only: every aarch64 CPU runs them.
bool Always(const CpuFeatures&) noexcept { return true; }

constexpr std::array kRows = {
    KernelRow<MontKernels>{&kMontAarch64, Always},
};
#elif defined(LIMB_MONT_PPC64LE)
constexpr MontKernels kMontP9 = {
    .name = "ppc64le_p9", .montMul = limb_montMul_p9, .montSqr = montSqr_p9};
constexpr MontKernels kMontPpc64le = {
    .name = "ppc64le", .montMul = limb_montMul_ppc64le, .montSqr = montSqr_ppc64le};

// maddld/maddhdu are ISA 3.0: POWER9 and later only.
bool HasPower9(const CpuFeatures& f) noexcept { return f.power9; }

// The kernels use scalar Power ISA 2.07 only: every ppc64le CPU runs them
// (the registry still requires f.asm_allowed, so LIMB_CPU=generic gives the
// twins).
bool Always(const CpuFeatures&) noexcept { return true; }

// Best first.
constexpr std::array kRows = {
    KernelRow<MontKernels>{&kMontP9, HasPower9},
    KernelRow<MontKernels>{&kMontPpc64le, Always},
};
#else
constexpr std::array<KernelRow<MontKernels>, 0> kRows{};
#endif

constexpr MontKernels kGenericMont = {
    .name = "generic", .montMul = montMul_g, .montSqr = montSqr_g};
constinit const KernelRegistry<MontKernels, kRows.size()> kRegistry(&kGenericMont, kRows);

}  // namespace

const MontKernels& GenericMontKernels() noexcept { return kRegistry.Generic(); }
const MontKernels& ActiveMontKernels() noexcept { return kRegistry.Active(); }
const MontKernels& MontKernelsFor(const CpuFeatures& f) noexcept { return kRegistry.For(f); }
std::span<const MontKernels* const> AllMontKernels() noexcept { return kRegistry.All(); }

std::span<const MontKernels* const> CompiledMontKernels() noexcept {
  static const auto all = kRegistry.Compiled();
  return all;
}

const char* ExpectedMontKernelsName() noexcept { return kRegistry.ExpectedName(DetectedCpu()); }

// The exponentiation's table lookup (SelectFn, mont_internal.h), its own
// registry: it needs AVX2, not ADX. Tables: "generic" montSelect_g; "avx2"
// limb_montSelect_avx2 (asm/x86_64/mont_select_avx2.S), four words per load.
namespace {
constexpr mont_internal::SelectKernel kSelectGeneric = {"generic", mont_internal::montSelect_g};
#ifdef LIMB_MONT_X86_64
constexpr mont_internal::SelectKernel kSelectAvx2 = {"avx2", limb_montSelect_avx2};
bool HasAvx2(const CpuFeatures& f) noexcept { return f.avx2; }
constexpr std::array kSelectRows = {
    KernelRow<mont_internal::SelectKernel>{&kSelectAvx2, HasAvx2},
};
#else
constexpr std::array<KernelRow<mont_internal::SelectKernel>, 0> kSelectRows{};
#endif
constinit const KernelRegistry<mont_internal::SelectKernel, kSelectRows.size()> kSelectRegistry(
    &kSelectGeneric, kSelectRows);
}  // namespace

const mont_internal::SelectKernel& mont_internal::ActiveSelect() noexcept {
  return kSelectRegistry.Active();
}
std::span<const mont_internal::SelectKernel* const> mont_internal::AllSelects() noexcept {
  return kSelectRegistry.All();
}

}  // namespace limb
