// Chooses one ArithKernels table per process, from the CPU's features capped
// by LIMB_CPU. The assembly lives in asm/x86_64/*.S (one family per file);
// this file only names the symbols and builds the tables.
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
// Only "x86_64_adx" and the two "x86_64_avx512*" tables fill the optional mulBasecase/
// sqrBasecase/karatsubaCombine/mul16/sqr16 entries; the other tables leave
// them null (nat_mul.cc then uses the row kernels and addVV/subVV).
// Built with LIMB_NO_ASM (--config=noasm) or for another CPU, only "generic"
// exists.
#include "asm/cpu.h"
#include "bignum/arith.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
#define LIMB_ARITH_X86_64 1
#endif

#if defined(LIMB_ARITH_X86_64)
// The asm kernels, C linkage (asm/x86_64/*.S). Contracts: arith.h.
extern "C" {
using limb::Word;
Word limb_addVV_x86_64(Word* z, const Word* x, const Word* y, size_t n) noexcept;
Word limb_subVV_x86_64(Word* z, const Word* x, const Word* y, size_t n) noexcept;
Word limb_addVV_avx512(Word* z, const Word* x, const Word* y, size_t n) noexcept;
Word limb_subVV_avx512(Word* z, const Word* x, const Word* y, size_t n) noexcept;
Word limb_addMulVVW_avx512(Word* z, const Word* x, size_t n, Word y) noexcept;
Word limb_addVW_x86_64(Word* z, const Word* x, size_t n, Word y) noexcept;
Word limb_subVW_x86_64(Word* z, const Word* x, size_t n, Word y) noexcept;
Word limb_shlVU_x86_64(Word* z, const Word* x, size_t n, unsigned s) noexcept;
Word limb_shrVU_x86_64(Word* z, const Word* x, size_t n, unsigned s) noexcept;
Word limb_shlVU_x86_64_avx(Word* z, const Word* x, size_t n, unsigned s) noexcept;
Word limb_shrVU_x86_64_avx(Word* z, const Word* x, size_t n, unsigned s) noexcept;
Word limb_mulAddVWW_x86_64(Word* z, const Word* x, size_t n, Word y, Word r) noexcept;
Word limb_addMulVVW_x86_64(Word* z, const Word* x, size_t n, Word y) noexcept;
Word limb_subMulVVW_x86_64(Word* z, const Word* x, size_t n, Word y) noexcept;
Word limb_mulAddVWW_adx(Word* z, const Word* x, size_t n, Word y, Word r) noexcept;
Word limb_addMulVVW_adx(Word* z, const Word* x, size_t n, Word y) noexcept;
Word limb_subMulVVW_adx(Word* z, const Word* x, size_t n, Word y) noexcept;
void limb_mulBasecase_adx(Word* z, const Word* x, size_t xn, const Word* y, size_t yn) noexcept;
void limb_sqrBasecase_adx(Word* z, const Word* x, size_t n) noexcept;
void limb_karatsubaCombine_adx(Word* z, const Word* t, size_t h, Word sub) noexcept;
void limb_mul16_adx(Word* z, const Word* x, const Word* y) noexcept;
void limb_sqr16_adx(Word* z, const Word* x) noexcept;
}  // extern "C"
#endif

namespace limb {

const ArithKernels& GenericArithKernels() noexcept {
  static const ArithKernels k = {
      "generic", addVV_g,     subVV_g,     addVW_g,     subVW_g,
      shlVU_g,   shrVU_g,     mulAddVWW_g, addMulVVW_g, subMulVVW_g,
      nullptr,   nullptr,     nullptr,     nullptr,     nullptr,
  };
  return k;
}

namespace {

#if defined(LIMB_ARITH_X86_64)
const ArithKernels kX86_64 = {
    "x86_64",
    limb_addVV_x86_64,
    limb_subVV_x86_64,
    limb_addVW_x86_64,
    limb_subVW_x86_64,
    limb_shlVU_x86_64,
    limb_shrVU_x86_64,
    limb_mulAddVWW_x86_64,
    limb_addMulVVW_x86_64,
    limb_subMulVVW_x86_64,
    nullptr,
    nullptr,
    nullptr,
    nullptr,
    nullptr,
};

const ArithKernels kX86_64Adx = {
    "x86_64_adx",
    limb_addVV_x86_64,
    limb_subVV_x86_64,
    limb_addVW_x86_64,
    limb_subVW_x86_64,
    limb_shlVU_x86_64,
    limb_shrVU_x86_64,
    limb_mulAddVWW_adx,
    limb_addMulVVW_adx,
    limb_subMulVVW_adx,
    limb_mulBasecase_adx,
    limb_sqrBasecase_adx,
    limb_karatsubaCombine_adx,
    limb_mul16_adx,
    limb_sqr16_adx,
};

// "x86_64_adx" with addVV/subVV in AVX-512 (8 words per block, carries by
// look-ahead: add_sub_vv_avx512.S), about half the ADC kernels' time from
// n = 32 up, addMulVVW in AVX-512 from n = 33 (products by VPMULLQ and
// VPMULUDQ, one look-ahead per block: mul_vvw_avx512.S), and the SSE2 shifts
// entered through VZEROUPPER (shift_vu.S).
constexpr ArithKernels kX86_64Avx512 = {
    "x86_64_avx512",
    limb_addVV_avx512,
    limb_subVV_avx512,
    limb_addVW_x86_64,
    limb_subVW_x86_64,
    limb_shlVU_x86_64_avx,
    limb_shrVU_x86_64_avx,
    limb_mulAddVWW_adx,
    limb_addMulVVW_avx512,
    limb_subMulVVW_adx,
    limb_mulBasecase_adx,
    limb_sqrBasecase_adx,
    limb_karatsubaCombine_adx,
    limb_mul16_adx,
    limb_sqr16_adx,
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

bool HasAdx(const CpuFeatures& f) noexcept { return f.asm_allowed && f.bmi2 && f.adx; }
bool HasAvx512(const CpuFeatures& f) noexcept { return HasAdx(f) && f.avx512f && f.avx512dq; }
#endif

struct Tables {
  const ArithKernels* all[5];
  size_t count;
};

// Every table the detected CPU can run (LIMB_CPU ignored), generic first.
const Tables& AvailableTables() noexcept {
  static const Tables t = [] {
    Tables r{};
    r.all[r.count++] = &GenericArithKernels();
#if defined(LIMB_ARITH_X86_64)
    const CpuFeatures& f = DetectedCpu();
    if (f.asm_allowed) r.all[r.count++] = &kX86_64;
    if (HasAdx(f)) r.all[r.count++] = &kX86_64Adx;
    if (HasAvx512(f)) r.all[r.count++] = &kX86_64Avx512Half;
    if (HasAvx512(f)) r.all[r.count++] = &kX86_64Avx512;
#endif
    return r;
  }();
  return t;
}

// The best table for the features f (already capped by LIMB_CPU).
const ArithKernels& Select(const CpuFeatures& f) noexcept {
#if defined(LIMB_ARITH_X86_64)
  if (HasAvx512(f)) return f.avx512_fullwidth ? kX86_64Avx512 : kX86_64Avx512Half;
  if (HasAdx(f)) return kX86_64Adx;
  if (f.asm_allowed) return kX86_64;
#else
  (void)f;
#endif
  return GenericArithKernels();
}

}  // namespace

namespace arith_internal {
constinit std::atomic<const ArithKernels*> g_selected{nullptr};

// Selects on the first call (thread-safe static), then publishes the choice
// for the inline Arith(). Every caller stores the same pointer.
const ArithKernels& ArithSlow() noexcept {
  static const ArithKernels& k = Select(Cpu());
  g_selected.store(&k, std::memory_order_release);
  return k;
}
}  // namespace arith_internal

std::span<const ArithKernels* const> AllArithKernels() noexcept {
  const Tables& t = AvailableTables();
  return {t.all, t.count};
}

const char* ExpectedArithKernelsName() noexcept { return Select(DetectedCpu()).name; }

}  // namespace limb
