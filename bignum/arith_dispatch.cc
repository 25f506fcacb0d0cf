// Chooses one ArithKernels table per process, from the CPU's features capped
// by LIMB_CPU. The asm tables are declared by the asm libraries; this file
// only names them.
#include "asm/cpu.h"
#include "bignum/arith.h"

namespace limb {

const ArithKernels& GenericArithKernels() noexcept {
  static const ArithKernels k = {
      "generic", addVV_g,     subVV_g,     addVW_g,     subVW_g,
      shlVU_g,   shrVU_g,     mulAddVWW_g, addMulVVW_g, subMulVVW_g,
  };
  return k;
}

namespace {

struct Tables {
  const ArithKernels* all[4];
  size_t count;
};

const Tables& AvailableTables() noexcept {
  static const Tables t = [] {
    Tables r{};
    r.all[r.count++] = &GenericArithKernels();
    return r;
  }();
  return t;
}

const ArithKernels& Select(const CpuFeatures& f) noexcept {
  (void)f;
  return GenericArithKernels();
}

}  // namespace

const ArithKernels& Arith() noexcept {
  static const ArithKernels& k = Select(Cpu());
  return k;
}

std::span<const ArithKernels* const> AllArithKernels() noexcept {
  const Tables& t = AvailableTables();
  return {t.all, t.count};
}

const char* ExpectedArithKernelsName() noexcept { return Select(DetectedCpu()).name; }

}  // namespace limb
