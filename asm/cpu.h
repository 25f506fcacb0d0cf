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
// on aarch64:
//   LIMB_CPU=aarch64   scalar asm only (no NEON, no crypto extensions)
//   LIMB_CPU=neon      ... plus Advanced SIMD
//   LIMB_CPU=sha2      ... plus the SHA-256 instructions and PMULL
//   LIMB_CPU=sha512    ... plus the SHA-512 instructions
// on ppc64le:
//   LIMB_CPU=ppc64le   scalar asm only (no vector unit)
//   LIMB_CPU=power8    ... plus VSX and the ISA 2.07 vector crypto
//   LIMB_CPU=power9    ... plus ISA 3.0 (maddld, vmsumudm)
//   LIMB_CPU=power10   ... plus ISA 3.1
// everywhere: unset or "native": everything the CPU and OS support.
// A cap never enables a feature the CPU lacks; another architecture's level
// is an unknown name.
#ifndef LIMB_ASM_CPU_H_
#define LIMB_ASM_CPU_H_

#include <string>

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
  // A performance trait, not a feature: the core executes 512-bit integer
  // vector instructions at full width. False where each zmm instruction is
  // split into two 256-bit halves (AMD Zen 4, Zen 5 laptop parts), so a zmm
  // kernel gets no more lanes per cycle than a ymm one. Only meaningful with
  // avx512f; see Avx512FullWidth for the rule.
  bool avx512_fullwidth = false;
  // aarch64 (getauxval(AT_HWCAP))
  bool neon = false;            // HWCAP_ASIMD
  bool aarch64_sha2 = false;    // HWCAP_SHA2: SHA256H/H2/SU0/SU1
  bool pmull = false;           // HWCAP_PMULL
  bool aarch64_sha512 = false;  // HWCAP_SHA512: SHA512H/H2/SU0/SU1
  // ppc64le (getauxval(AT_HWCAP2), AT_HWCAP for VSX)
  bool power8 = false;   // ISA 2.07 with VSX and vector crypto (vshasigmaw, vpermxor)
  bool power9 = false;   // ISA 3.0 (maddld/maddhdu, vmsumudm); implies power8
  bool power10 = false;  // ISA 3.1 (prefixed instructions); implies power9
};

// Detected() is what the CPU and OS support, ignoring LIMB_CPU.
const CpuFeatures& DetectedCpu() noexcept;

// Cpu() is Detected() capped by LIMB_CPU, read once at first use.
const CpuFeatures& Cpu() noexcept;

// Avx512FullWidth: the rule behind CpuFeatures::avx512_fullwidth, from
// CPUID's vendor and display family/model (family = base + extended family,
// model = extended model << 4 | base model).
//  - Intel: true (every Intel core with AVX-512 runs its integer ops at
//    512 bits; no Intel machine measured).
//  - AMD family 0x19 (Zen 4): false (256-bit datapath: the MULX/ADCX/ADOX
//    addMulVVW beats the AVX-512 one).
//  - AMD family 0x1A (Zen 5): true, except models 0x20-0x2F and 0x60-0x6F
//    (the Strix Point and Krackan Point laptop parts, 256-bit datapath, not
//    measured).
//  - Later AMD families: true until measured otherwise; anything else:
//    false (the scalar kernels are the safe default).
// Measured: arith_bench limb/AddMulVVW/N, run with and without
// LIMB_CPU=avx2 on each family.
enum class CpuVendor { kOther, kIntel, kAmd };
bool Avx512FullWidth(CpuVendor vendor, unsigned family, unsigned model) noexcept;

// FeatureNames: the features set in f, lower-case, space-separated, in the
// order of the struct ("ssse3 avx2 bmi2 adx sha avx512f ..."); the trait
// avx512_fullwidth prints as "avx512_fullwidth". "" when none is set.
// asm_allowed is not a feature and is not listed.
std::string FeatureNames(const CpuFeatures& f);

// CpuName: on x86-64 the CPUID brand string with CPUID's display family and
// model, "AMD EPYC (family 0x19, model 0x11)" (the name alone does not tell
// Zen 4 from Zen 5, whose kernels differ); under an emulator it is the
// emulated model's. "" where the CPU has no brand string (other
// architectures: callers fall back to /proc/cpuinfo).
std::string CpuName();

// CpuClass: the class of CPU that limb's kernel choice (and its published
// results) group machines by, from the features f:
//   "x86-64 AVX-512 IFMA", "x86-64 AVX-512 IFMA (256-bit datapath)",
//   "x86-64 AVX-512", "x86-64 AVX2+ADX", "x86-64 AVX2 (no ADX)",
//   "x86-64 SSSE3", "x86-64 baseline", with " + SHA-NI" appended on x86-64
//   CPUs that have it; "aarch64 NEON + SHA-512", "aarch64 NEON + SHA-2",
//   "aarch64 NEON", "aarch64 baseline"; "ppc64le POWER10", "ppc64le
//   POWER9", "ppc64le POWER8", "ppc64le baseline"; "portable". For LIMB_CPU=generic
// (asm_allowed false) the class is "portable".
std::string CpuClass(const CpuFeatures& f);

// CapCpu applies a LIMB_CPU-style level name to a feature set. Returns false
// for an unknown name (the features are then left unchanged).
bool CapCpu(const char* level, CpuFeatures* f) noexcept;

}  // namespace limb

#endif  // LIMB_ASM_CPU_H_
