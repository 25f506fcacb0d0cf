// Poly1305 kernel tables: chosen once from asm/cpu.h (LIMB_CPU caps it).
//
//   generic       poly1305_blocks_g (C++, unsigned __int128)
//   x86_64_mulx   poly1305_blocks_mulx: base 2^64 scalar, MULX + ADX (BMI2+ADX)
#include "asm/cpu.h"
#include "symmetric/poly1305/poly1305.h"

namespace limb {

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
extern "C" void limb_poly1305_blocks_mulx(Poly1305State* st, const uint8_t* in, size_t nblocks,
                                          uint64_t hibit);
#define LIMB_POLY1305_X86_64 1
#endif

namespace {

const Poly1305Kernels kGeneric = {"generic", poly1305_blocks_g};

#ifdef LIMB_POLY1305_X86_64
void BlocksMulx(Poly1305State* st, const uint8_t* in, size_t nblocks, uint64_t hibit) {
  limb_poly1305_blocks_mulx(st, in, nblocks, hibit);
}
const Poly1305Kernels kMulx = {"x86_64_mulx", BlocksMulx};
#endif

struct Tables {
  const Poly1305Kernels* all[4];
  size_t n = 0;
};

bool HasMulx(const CpuFeatures& f) { return f.asm_allowed && f.bmi2 && f.adx; }

// Every table the CPU can run (DetectedCpu(), ignoring LIMB_CPU), slowest first.
Tables Enumerate() {
  Tables t;
  t.all[t.n++] = &kGeneric;
#ifdef LIMB_POLY1305_X86_64
  if (HasMulx(DetectedCpu())) t.all[t.n++] = &kMulx;
#endif
  return t;
}

const Tables& AllTables() {
  static const Tables t = Enumerate();
  return t;
}

// The table for features f (f is Cpu(), i.e. capped by LIMB_CPU).
const Poly1305Kernels& Select(const CpuFeatures& f) {
#ifdef LIMB_POLY1305_X86_64
  if (HasMulx(f)) return kMulx;
#endif
  (void)f;
  return kGeneric;
}

}  // namespace

std::span<const Poly1305Kernels* const> AllPoly1305Kernels() noexcept {
  const Tables& t = AllTables();
  return {t.all, t.n};
}

const Poly1305Kernels& Poly1305Impl() noexcept {
  static const Poly1305Kernels& k = Select(Cpu());
  return k;
}

const char* ExpectedPoly1305KernelsName() noexcept { return Select(DetectedCpu()).name; }

}  // namespace limb
