// CPU feature detection, done once per process, and the LIMB_CPU cap.
//
// LIMB_CPU caps which features the dispatchers may use, so one machine can
// test every path it can run:
//   LIMB_CPU=generic   portable C++ twins only
//   LIMB_CPU=x86_64    baseline x86-64 asm (no BMI2/ADX/AVX2/SHA)
//   LIMB_CPU=ssse3     ... plus SSSE3
//   LIMB_CPU=avx2      ... plus AVX2, BMI2, ADX (the Haswell/Zen level)
//   LIMB_CPU=shani     ... plus SHA-NI
//   LIMB_CPU=avx512    ... plus AVX-512 F/DQ/BW/VL/IFMA
//   unset or "native": everything the CPU and OS support.
// A cap never enables a feature the CPU lacks.
#ifndef LIMB_ASM_CPU_H_
#define LIMB_ASM_CPU_H_

namespace limb {

struct CpuFeatures {
  bool asm_allowed = false;  // false: LIMB_CPU=generic or built with LIMB_NO_ASM
  // x86-64
  bool ssse3 = false;
  bool avx2 = false;
  bool bmi2 = false;
  bool adx = false;
  bool sha = false;       // SHA-NI
  bool avx512f = false;   // with OS support for ZMM state
  bool avx512dq = false;  // VPMULLQ, KMOVB
  bool avx512bw = false;
  bool avx512vl = false;
  bool avx512ifma = false;  // AVX512_IFMA (vpmadd52luq/huq); part of the avx512 level
  // aarch64
  bool neon = false;
  bool aarch64_sha2 = false;
  bool pmull = false;
  // ppc64le
  bool power8 = false;     // ISA 2.07 vector crypto (vshasigmaw)
  bool power9 = false;     // ISA 3.0 (maddld/maddhdu)
};

// Detected() is what the CPU and OS support, ignoring LIMB_CPU.
const CpuFeatures& DetectedCpu() noexcept;

// Cpu() is Detected() capped by LIMB_CPU, read once at first use.
const CpuFeatures& Cpu() noexcept;

// CapCpu applies a LIMB_CPU-style level name to a feature set. Returns false
// for an unknown name (the features are then left unchanged).
bool CapCpu(const char* level, CpuFeatures* f) noexcept;

}  // namespace limb

#endif  // LIMB_ASM_CPU_H_
