// Chooses one MontKernels table per process, from the CPU's features capped
// by LIMB_CPU (the same rules as arith_dispatch.cc). The asm kernels live in
// //asm:mont_x86_64; this file only names them.
//
// Tables (x86-64):
//   "generic"      montMul_g (the twin); always present.
//   "x86_64_mulx"  product scanning with MULX, and a dedicated squaring
//                  (asm/x86_64/mont_fips.S); needs BMI2.
//   "x86_64_adx"   needs BMI2 and ADX; per-size kernels (n is public):
//                  montMul: the fused CIOS kernel with two carry chains,
//                  four words per block (mont_cios4_x86_64.S); montSqr:
//                  n % 4 == 0 and n >= 12 the SOS squaring
//                  (mont_sqr4_x86_64.S), other n the CIOS kernel. (For
//                  n <= 3 montMul_mulx would be a few ticks faster; those
//                  sizes do not matter, and one kernel keeps every path of
//                  cios4 under test.) The default table when the CPU has ADX.
//
// Measured (TSC ticks per call at 2.1 GHz TSC, best of 200 x 50 calls; AMD
// EPYC Zen 4 class VM, load average ~14 on 2 cores, 2026-11-30):
//   n              1    3    4    8   11   12   16   24   32   33    64
//   montMul_g     32   97  131  352  530  611  987 1877 3438 3570 17501
//   montMul_mulx   8   33   52  164  276  320  537 1144 1990 2135 10684
//   montSqr_mulx  10   41   60  167  274  318  525 1103 1880 2056  7257
//   cios4         11   41   48  144  246  286  457  961 1662 1717  7696
//   sos4 (sqr)     -    -   68  159    -  291  430  852 1444    -  5299
//   (sos4 in a later run of the same harness, with the two-rows-per-pass
//   reduction; cios4 in that run: 53 148 296 469 982 1688 6401 at
//   n = 4 8 12 16 24 32 64.)
#include "asm/cpu.h"
#include "bignum/mont.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
#define LIMB_MONT_X86_64 1
#endif

#ifdef LIMB_MONT_X86_64
extern "C" {
using limb::Word;
// asm/x86_64/mont_cios4_x86_64.S (any n)
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
// See mont.h for the contract.
void montMul_adx(Word* z, const Word* x, const Word* y, const Word* m, size_t n,
                 Word m0inv) noexcept {
  limb_montMul_cios4(z, x, y, m, n, m0inv);
}

void montSqr_adx(Word* z, const Word* x, const Word* m, size_t n, Word m0inv) noexcept {
  if (n % 4 == 0 && n >= kSqrSosMinWords) {
    limb_montSqr_sos4(z, x, m, n, m0inv);
  } else {
    limb_montMul_cios4(z, x, x, m, n, m0inv);
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
