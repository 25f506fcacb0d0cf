// Chooses one Sha256Kernels table per process from the CPU's features capped
// by LIMB_CPU. The assembly kernels live in asm/x86_64/sha256_*.S, linked
// only for x86-64 builds without --config=noasm; the same condition guards
// their names here.
#include "asm/cpu.h"
#include "symmetric/sha256/sha256.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
#define LIMB_SHA256_X86_64_ASM 1
extern "C" {
void limb_sha256_compress_avx2(uint32_t state[8], const uint8_t* blocks, size_t nblocks) noexcept;
void limb_sha256_compress_shani(uint32_t state[8], const uint8_t* blocks, size_t nblocks) noexcept;
void limb_sha256_compress_shani_avx(uint32_t state[8], const uint8_t* blocks, size_t nblocks) noexcept;
}
#endif

namespace limb {

const Sha256Kernels& GenericSha256Kernels() noexcept {
  static const Sha256Kernels k = {"generic", sha256Compress_g};
  return k;
}

namespace {

#if LIMB_SHA256_X86_64_ASM
// AVX (VEX-128) message schedule + BMI2 rorx/andn rounds.
const Sha256Kernels kAvx2 = {"x86_64_avx2", limb_sha256_compress_avx2};
// SHA-NI: sha256rnds2/msg1/msg2 (pshufb needs SSSE3), entered through
// VZEROUPPER on AVX CPUs (the legacy-SSE SHA instructions run ~1.75x slower
// while a caller's dirty upper ymm state lingers; see sha256_shani.S).
const Sha256Kernels kShani = {"x86_64_shani", limb_sha256_compress_shani_avx};
// The same kernel without VZEROUPPER, for SHA-NI CPUs without AVX
// (Goldmont/Tremont class), where VZEROUPPER would fault.
const Sha256Kernels kShaniNoAvx = {"x86_64_shani_noavx", limb_sha256_compress_shani};

bool HasAvx2(const CpuFeatures& f) { return f.asm_allowed && f.avx2 && f.bmi2; }
bool HasShani(const CpuFeatures& f) { return f.asm_allowed && f.sha && f.ssse3; }
// cpu.avx2 implies AVX with OS-enabled ymm state (asm/cpu.cc), which VZEROUPPER needs.
bool HasShaniAvx(const CpuFeatures& f) { return HasShani(f) && f.avx2; }
#endif

const Sha256Kernels& Select(const CpuFeatures& f) noexcept {
#if LIMB_SHA256_X86_64_ASM
  if (HasShaniAvx(f)) return kShani;
  if (HasShani(f)) return kShaniNoAvx;
  if (HasAvx2(f)) return kAvx2;
#endif
  (void)f;
  return GenericSha256Kernels();
}

struct Tables {
  const Sha256Kernels* all[4];
  size_t count;
};

const Tables& AvailableTables() noexcept {
  static const Tables t = [] {
    Tables r{};
    r.all[r.count++] = &GenericSha256Kernels();
#if LIMB_SHA256_X86_64_ASM
    const CpuFeatures& f = DetectedCpu();
    if (HasAvx2(f)) r.all[r.count++] = &kAvx2;
    if (HasShani(f)) r.all[r.count++] = &kShaniNoAvx;  // runs wherever SHA-NI does
    if (HasShaniAvx(f)) r.all[r.count++] = &kShani;
#endif
    return r;
  }();
  return t;
}

}  // namespace

const Sha256Kernels& Sha256KernelsFor(const CpuFeatures& f) noexcept { return Select(f); }

const Sha256Kernels& Sha256Dispatch() noexcept {
  static const Sha256Kernels& k = Select(Cpu());
  return k;
}

std::span<const Sha256Kernels* const> AllSha256Kernels() noexcept {
  const Tables& t = AvailableTables();
  return {t.all, t.count};
}

const char* ExpectedSha256KernelsName() noexcept { return Select(DetectedCpu()).name; }

}  // namespace limb
