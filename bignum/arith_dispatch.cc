// Chooses one ArithKernels table per process, from the CPU's features capped
// by LIMB_CPU. The assembly lives in asm/x86_64/*.S (one family per file),
// asm/aarch64/arith_aarch64.S and asm/ppc64le/arith_ppc64le.S; this file only
// names the symbols and builds the tables.
//
// Tables (x86-64):
//   "generic"     the portable twins (arith_generic.cc); always present.
//   "x86_64"      baseline x86-64 asm: ADC/SBB, SHLD/SHRD, MUL.
//   "x86_64_adx"  "x86_64" with MULX/ADCX/ADOX for mulAddVWW, addMulVVW and
//                 subMulVVW, plus the schoolbook mulBasecase/sqrBasecase
//                 (mul_basecase_adx.S, sqr_basecase_adx.S) and the Karatsuba
//                 recombination (karatsuba_adx.S) and the 16-word Karatsuba
//                 leaf mul16 (mul_basecase_adx.S) and its square sqr16
//                 (sqr_basecase_adx.S); needs BMI2 and ADX.
//   "x86_64_avx2" "x86_64_adx" with addVV/subVV in AVX2 (add_sub_vv_avx2.S:
//                 4 words per ymm, carries by look-ahead, the ADC loop below
//                 32 words); needs AVX2 too. Chosen on AVX2+ADX CPUs without
//                 an AVX-512 table (Broadwell and later Intel client cores,
//                 AMD Zen 1-3). AVX2 CPUs without ADX (Haswell) keep "x86_64".
//   "x86_64_avx512" "x86_64_adx" with addVV/subVV and addMulVVW in AVX-512
//                 (add_sub_vv_avx512.S, mul_vvw_avx512.S); needs AVX-512F
//                 and AVX-512DQ too. Chosen first where the CPU runs
//                 512-bit operations at full width (CpuFeatures::
//                 avx512_fullwidth: Intel, AMD Zen 5 but its laptop parts).
//   "x86_64_avx512_256" "x86_64_avx512" with the MULX/ADCX/ADOX addMulVVW:
//                 chosen where each zmm instruction runs as two 256-bit
//                 halves (AMD Zen 4, Zen 5 laptop parts). There the vector addVV/
//                 subVV still beat the ADC loop (0.55-0.68 of mpn_add_n/
//                 mpn_sub_n from 100 words up against 0.88-1.03 on a Zen 4,
//                 limb speed), but the vector addMulVVW
//                 (1.20 TSC cycles/word at n = 100..10000) loses to the
//                 scalar one (1.07).
// Only "x86_64_adx", "x86_64_avx2" and the two "x86_64_avx512*" tables fill
// the optional mulBasecase/sqrBasecase/karatsubaCombine/mul16/sqr16 entries,
// and "ppc64le" the first two; the other tables leave them null (nat_mul.cc
// then uses the row kernels and addVV/subVV).
// Tables (aarch64):
//   "generic"     the twins.
//   "aarch64"     base ARMv8-A asm (ADDS/ADCS/SBCS, MUL/UMULH, LDP/STP) for
//                 every row kernel; the optional schoolbook entries stay null
//                 (no basecase pays there with nat_mul.cc's policy:
//                 benchmarks/RESULTS.md, "Schoolbook basecases on aarch64
//                 and ppc64le").
// Tables (ppc64le):
//   "generic"     the twins.
//   "ppc64le"     scalar Power ISA 2.07 asm (addc/adde, subfc/subfe,
//                 mulld/mulhdu, ld/std) for every row kernel, plus the
//                 schoolbook mulBasecase (arith_ppc64le.S: the row passes
//                 inline, no call per row) and, as sqrBasecase, the plain
//                 square limb_sqr_ppc64le (mont_ppc64le.S, where it serves
//                 montSqr; see arith_asm.h for why its contract fits).
//                 Fewer instructions than the null fallback (Comba, row
//                 kernels) at every size nat_mul.cc calls them but the
//                 4-word square (benchmarks/RESULTS.md, "Schoolbook
//                 basecases on aarch64 and ppc64le"). karatsubaCombine,
//                 mul16, sqr16 stay null.
// Built with LIMB_NO_ASM (--config=noasm) or for another CPU, only "generic"
// exists.
#include <array>

#include "limb/asm/cpu.h"
#include "limb/asm/registry.h"
#include "limb/bignum/arith.h"
#include "limb/bignum/arith_asm.h"  // defines LIMB_ARITH_X86_64 / _AARCH64 / _PPC64LE where built

namespace limb {

namespace {

constexpr ArithKernels kGenericArith = {
    .name = "generic",
    .addVV = addVV_g,
    .subVV = subVV_g,
    .addVW = addVW_g,
    .subVW = subVW_g,
    .shlVU = shlVU_g,
    .shrVU = shrVU_g,
    .mulAddVWW = mulAddVWW_g,
    .addMulVVW = addMulVVW_g,
    .subMulVVW = subMulVVW_g,
};

#if defined(LIMB_ARITH_X86_64)
constexpr ArithKernels kX86_64 = {
    .name = "x86_64",
    .addVV = limb_addVV_x86_64,
    .subVV = limb_subVV_x86_64,
    .addVW = limb_addVW_x86_64,
    .subVW = limb_subVW_x86_64,
    .shlVU = limb_shlVU_x86_64,
    .shrVU = limb_shrVU_x86_64,
    .mulAddVWW = limb_mulAddVWW_x86_64,
    .addMulVVW = limb_addMulVVW_x86_64,
    .subMulVVW = limb_subMulVVW_x86_64,
};

constexpr ArithKernels kX86_64Adx = {
    .name = "x86_64_adx",
    .addVV = limb_addVV_x86_64,
    .subVV = limb_subVV_x86_64,
    .addVW = limb_addVW_x86_64,
    .subVW = limb_subVW_x86_64,
    .shlVU = limb_shlVU_x86_64,
    .shrVU = limb_shrVU_x86_64,
    .mulAddVWW = limb_mulAddVWW_adx,
    .addMulVVW = limb_addMulVVW_adx,
    .subMulVVW = limb_subMulVVW_adx,
    .mulBasecase = limb_mulBasecase_adx,
    .sqrBasecase = limb_sqrBasecase_adx,
    .karatsubaCombine = limb_karatsubaCombine_adx,
    .mul16 = limb_mul16_adx,
    .sqr16 = limb_sqr16_adx,
};

// "x86_64_adx" with addVV/subVV in AVX2 (8 words per iteration in two ymm
// registers, carries by one scalar look-ahead addition: add_sub_vv_avx2.S),
// which overtakes the ADC chain from 32 words on.
using AddSubVVFn = Word (*)(Word*, const Word*, const Word*, size_t) noexcept;
constexpr ArithKernels WithAddSubVV(ArithKernels t, const char* name, AddSubVVFn addVV,
                                    AddSubVVFn subVV) {
  t.name = name;
  t.addVV = addVV;
  t.subVV = subVV;
  return t;
}
constexpr ArithKernels kX86_64Avx2 =
    WithAddSubVV(kX86_64Adx, "x86_64_avx2", limb_addVV_avx2, limb_subVV_avx2);

// "x86_64_adx" with addVV/subVV in AVX-512 (8 words per block, carries by
// look-ahead: add_sub_vv_avx512.S), about half the ADC kernels' time from
// n = 32 up, addMulVVW in AVX-512 from n = 33 (products by VPMULLQ and
// VPMULUDQ, one look-ahead per block: mul_vvw_avx512.S), and the SSE2 shifts
// entered through VZEROUPPER (shift_vu.S).
constexpr ArithKernels kX86_64Avx512 = {
    .name = "x86_64_avx512",
    .addVV = limb_addVV_avx512,
    .subVV = limb_subVV_avx512,
    .addVW = limb_addVW_x86_64,
    .subVW = limb_subVW_x86_64,
    .shlVU = limb_shlVU_x86_64_avx,
    .shrVU = limb_shrVU_x86_64_avx,
    .mulAddVWW = limb_mulAddVWW_adx,
    .addMulVVW = limb_addMulVVW_avx512,
    .subMulVVW = limb_subMulVVW_adx,
    .mulBasecase = limb_mulBasecase_adx,
    .sqrBasecase = limb_sqrBasecase_adx,
    .karatsubaCombine = limb_karatsubaCombine_adx,
    .mul16 = limb_mul16_adx,
    .sqr16 = limb_sqr16_adx,
};

// "x86_64_avx512" for CPUs that split each zmm instruction into two 256-bit
// halves: there the vector addMulVVW is slower than the scalar one (see the
// table list at the top).
constexpr ArithKernels WithAddMulVVW(ArithKernels t, const char* name,
                                     Word (*addMulVVW)(Word*, const Word*, size_t, Word) noexcept) {
  t.name = name;
  t.addMulVVW = addMulVVW;
  return t;
}
constexpr ArithKernels kX86_64Avx512Half =
    WithAddMulVVW(kX86_64Avx512, "x86_64_avx512_256", limb_addMulVVW_adx);

bool Any(const CpuFeatures&) noexcept { return true; }
bool HasAdx(const CpuFeatures& f) noexcept { return f.bmi2 && f.adx; }
bool HasAvx2(const CpuFeatures& f) noexcept { return HasAdx(f) && f.avx2; }
bool HasAvx512(const CpuFeatures& f) noexcept { return HasAdx(f) && f.avx512f && f.avx512dq; }
bool FullWidth(const CpuFeatures& f) noexcept { return f.avx512_fullwidth; }

// Best first. Both AVX-512 tables run on every AVX-512 CPU (and are tested
// there); the full-width one is chosen only where the core runs 512-bit
// operations at full width.
constexpr std::array kRows = {
    KernelRow<ArithKernels>{&kX86_64Avx512, HasAvx512, FullWidth},
    KernelRow<ArithKernels>{&kX86_64Avx512Half, HasAvx512},
    KernelRow<ArithKernels>{&kX86_64Avx2, HasAvx2},
    KernelRow<ArithKernels>{&kX86_64Adx, HasAdx},
    KernelRow<ArithKernels>{&kX86_64, Any},
};
#elif defined(LIMB_ARITH_AARCH64)
constexpr ArithKernels kAarch64 = {
    .name = "aarch64",
    .addVV = limb_addVV_aarch64,
    .subVV = limb_subVV_aarch64,
    .addVW = limb_addVW_aarch64,
    .subVW = limb_subVW_aarch64,
    .shlVU = limb_shlVU_aarch64,
    .shrVU = limb_shrVU_aarch64,
    .mulAddVWW = limb_mulAddVWW_aarch64,
    .addMulVVW = limb_addMulVVW_aarch64,
    .subMulVVW = limb_subMulVVW_aarch64,
};

// Base ARMv8-A instructions only: every aarch64 CPU runs the table (the
// registry still requires f.asm_allowed, so LIMB_CPU=generic gives the twins).
bool Any(const CpuFeatures&) noexcept { return true; }

constexpr std::array kRows = {
    KernelRow<ArithKernels>{&kAarch64, Any},
};
#elif defined(LIMB_ARITH_PPC64LE)
constexpr ArithKernels kPpc64le = {
    .name = "ppc64le",
    .addVV = limb_addVV_ppc64le,
    .subVV = limb_subVV_ppc64le,
    .addVW = limb_addVW_ppc64le,
    .subVW = limb_subVW_ppc64le,
    .shlVU = limb_shlVU_ppc64le,
    .shrVU = limb_shrVU_ppc64le,
    .mulAddVWW = limb_mulAddVWW_ppc64le,
    .addMulVVW = limb_addMulVVW_ppc64le,
    .subMulVVW = limb_subMulVVW_ppc64le,
    .mulBasecase = limb_mulBasecase_ppc64le,
    .sqrBasecase = limb_sqr_ppc64le,
};

// Scalar Power ISA 2.07 (POWER8) instructions only, no vector unit: every
// ppc64le CPU runs the table (the registry still requires f.asm_allowed, so
// LIMB_CPU=generic gives the twins).
bool Any(const CpuFeatures&) noexcept { return true; }

constexpr std::array kRows = {
    KernelRow<ArithKernels>{&kPpc64le, Any},
};
#else
constexpr std::array<KernelRow<ArithKernels>, 0> kRows{};
#endif

constinit const KernelRegistry<ArithKernels, kRows.size()> kRegistry(&kGenericArith, kRows);

}  // namespace

const ArithKernels& GenericArithKernels() noexcept { return kRegistry.Generic(); }
const ArithKernels& ArithKernelsFor(const CpuFeatures& f) noexcept { return kRegistry.For(f); }

namespace arith_internal {
constinit std::atomic<const ArithKernels*> g_selected{nullptr};

// Publishes the registry's choice for the inline ActiveArithKernels(). Every caller
// stores the same pointer.
const ArithKernels& ActiveArithKernelsSlow() noexcept {
  const ArithKernels& k = kRegistry.Active();
  g_selected.store(&k, std::memory_order_release);
  return k;
}
}  // namespace arith_internal

std::span<const ArithKernels* const> AllArithKernels() noexcept { return kRegistry.All(); }

const char* ExpectedArithKernelsName() noexcept { return kRegistry.ExpectedName(DetectedCpu()); }

}  // namespace limb
