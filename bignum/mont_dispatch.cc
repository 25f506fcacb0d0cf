// Chooses one MontKernels table per process, from the CPU's features capped
// by LIMB_CPU (the same rules as arith_dispatch.cc). The asm kernels live in
// //asm:mont_x86_64; this file only names them.
#include "asm/cpu.h"
#include "bignum/mont.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
#define LIMB_MONT_X86_64 1
#endif

namespace limb {

#ifdef LIMB_MONT_X86_64
extern "C" {
// asm/x86_64/mont_mul_adx.S
void limb_montMul_adx(Word* z, const Word* x, const Word* y, const Word* m, size_t n,
                      Word m0inv) noexcept;
}
static void montSqr_adx(Word* z, const Word* x, const Word* m, size_t n, Word m0inv) noexcept {
  limb_montMul_adx(z, x, x, m, n, m0inv);
}
#endif

// montSqr_g: the generic squaring is the multiplication (bit-identical by
// construction). See mont.h.
static void montSqr_g(Word* z, const Word* x, const Word* m, size_t n, Word m0inv) noexcept {
  montMul_g(z, x, x, m, n, m0inv);
}

const MontKernels& GenericMontKernels() noexcept {
  static const MontKernels k = {"generic", montMul_g, montSqr_g};
  return k;
}

#ifdef LIMB_MONT_X86_64
static const MontKernels kMontAdx = {"x86_64_adx", limb_montMul_adx, montSqr_adx};

static bool HasAdx(const CpuFeatures& f) noexcept { return f.asm_allowed && f.adx && f.bmi2; }
#endif

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
    if (HasAdx(DetectedCpu())) r.all[r.count++] = &kMontAdx;
#endif
    return r;
  }();
  return t;
}

const MontKernels& Select(const CpuFeatures& f) noexcept {
#ifdef LIMB_MONT_X86_64
  if (HasAdx(f)) return kMontAdx;
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
      &kMontAdx,
#endif
  };
  return all;
}

const char* ExpectedMontKernelsName() noexcept { return Select(DetectedCpu()).name; }

}  // namespace limb
