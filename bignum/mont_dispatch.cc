// Chooses one MontKernels table per process, from the CPU's features capped
// by LIMB_CPU (the same rules as arith_dispatch.cc). The asm kernels live in
// //asm:mont_x86_64; this file only names them.
//
// Tables (x86-64):
//   "generic"      montMul_g (the twin); always present.
//   "x86_64_mulx"  product scanning with MULX, and a dedicated squaring
//                  (asm/x86_64/mont_fips.S); needs BMI2.
//   "x86_64_adx"   needs BMI2 and ADX; per-size kernels: n % 4 == 0 runs the
//                  fused CIOS kernel with two carry chains, four words per
//                  block (asm/x86_64/mont_cios4_x86_64.S), and for squares
//                  with n % 4 == 0 and n >= 12 the SOS squaring
//                  (asm/x86_64/mont_sqr4_x86_64.S); other n the
//                  product-scanning kernels of "x86_64_mulx". The default
//                  table when the CPU has ADX.
//
// Measured (TSC ticks per call, best of 200 x 50 calls, rdtsc at 2.1 GHz;
// AMD EPYC Zen 4 class VM, load average ~14 on 2 cores, 2026-11-30):
//   n              8     12     16     24     32     64
//   montMul_g    362    630   1047   2174   3775  14734
//   montMul_mulx 168    335    558   1182   2034   8136
//   montSqr_mulx 171    336    553   1156   1979   7479
//   cios4        146    293    470   1000   1712   6577
//   sos4 (sqr)   165    289    469    913   1534   5603   (another run:
//                cios4 148 299 480 1021 1758 6615 in that one)
#include "asm/cpu.h"
#include "bignum/mont.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
#define LIMB_MONT_X86_64 1
#endif

#ifdef LIMB_MONT_X86_64
extern "C" {
using limb::Word;
// asm/x86_64/mont_cios4_x86_64.S (n % 4 == 0 only)
void limb_montMul_cios4(Word* z, const Word* x, const Word* y, const Word* m, size_t n,
                        Word m0inv) noexcept;
// asm/x86_64/mont_sqr4_x86_64.S (n % 4 == 0 only)
void limb_montSqr_sos4(Word* z, const Word* x, const Word* m, size_t n, Word m0inv) noexcept;
// asm/x86_64/mont_fips.S
void limb_montMul_mulx(Word* z, const Word* x, const Word* y, const Word* m, size_t n,
                       Word m0inv) noexcept;
void limb_montSqr_mulx(Word* z, const Word* x, const Word* m, size_t n, Word m0inv) noexcept;
}
#endif

namespace limb {

namespace {

// The squarings without a dedicated kernel are the multiplication
// (bit-identical by construction). See mont.h.
void montSqr_g(Word* z, const Word* x, const Word* m, size_t n, Word m0inv) noexcept {
  montMul_g(z, x, x, m, n, m0inv);
}

#ifdef LIMB_MONT_X86_64
// kSqrSosMinWords: from this size on the dedicated squaring (n^2/2 + n
// products for x^2, then a separate reduction) beats the fused CIOS
// multiplication used as a square (see the measurements above).
constexpr size_t kSqrSosMinWords = 12;

// The "x86_64_adx" entries: per-size choice of kernel (n is public).
void montMul_adx(Word* z, const Word* x, const Word* y, const Word* m, size_t n,
                 Word m0inv) noexcept {
  if (n % 4 == 0) {
    limb_montMul_cios4(z, x, y, m, n, m0inv);
  } else {
    limb_montMul_mulx(z, x, y, m, n, m0inv);
  }
}

void montSqr_adx(Word* z, const Word* x, const Word* m, size_t n, Word m0inv) noexcept {
  if (n % 4 == 0 && n >= kSqrSosMinWords) {
    limb_montSqr_sos4(z, x, m, n, m0inv);
  } else if (n % 4 == 0) {
    limb_montMul_cios4(z, x, x, m, n, m0inv);
  } else {
    limb_montSqr_mulx(z, x, m, n, m0inv);
  }
}

const MontKernels kMontAdx = {"x86_64_adx", montMul_adx, montSqr_adx};
const MontKernels kMontMulx = {"x86_64_mulx", limb_montMul_mulx, limb_montSqr_mulx};

bool HasAdx(const CpuFeatures& f) noexcept { return f.asm_allowed && f.adx && f.bmi2; }
bool HasMulx(const CpuFeatures& f) noexcept { return f.asm_allowed && f.bmi2; }
#endif

}  // namespace

const MontKernels& GenericMontKernels() noexcept {
  static const MontKernels k = {"generic", montMul_g, montSqr_g};
  return k;
}

namespace {

struct Tables {
  const MontKernels* all[4];
  size_t count;
};

const Tables& AvailableTables() noexcept {
  static const Tables t = [] {
    Tables r{};
    r.all[r.count++] = &GenericMontKernels();
#ifdef LIMB_MONT_X86_64
    if (HasMulx(DetectedCpu())) r.all[r.count++] = &kMontMulx;
    if (HasAdx(DetectedCpu())) r.all[r.count++] = &kMontAdx;
#endif
    return r;
  }();
  return t;
}

const MontKernels& Select(const CpuFeatures& f) noexcept {
#ifdef LIMB_MONT_X86_64
  if (HasAdx(f)) return kMontAdx;
  if (HasMulx(f)) return kMontMulx;
#endif
  (void)f;
  return GenericMontKernels();
}

}  // namespace

const MontKernels& Mont() noexcept {
  static const MontKernels& k = Select(Cpu());
  return k;
}

std::span<const MontKernels* const> AllMontKernels() noexcept {
  const Tables& t = AvailableTables();
  return {t.all, t.count};
}

std::span<const MontKernels* const> CompiledMontKernels() noexcept {
  static const MontKernels* const all[] = {
      &GenericMontKernels(),
#ifdef LIMB_MONT_X86_64
      &kMontMulx,
      &kMontAdx,
#endif
  };
  return all;
}

const char* ExpectedMontKernelsName() noexcept { return Select(DetectedCpu()).name; }

}  // namespace limb
