#include "limb/asm/cpu.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iterator>
#include <utility>

#if defined(__x86_64__)
#include <cpuid.h>
#elif defined(__aarch64__) || defined(__powerpc64__)
#include <sys/auxv.h>
#endif

namespace limb {
namespace {

#if defined(__x86_64__)
uint64_t XGetBv0() {
  uint32_t lo, hi;
  __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
  return (uint64_t{hi} << 32) | lo;
}
#endif

#if defined(__x86_64__)
// CPUID leaf 1 EAX -> display family (base + extended when base is 0xF) and
// model (extended model << 4 | base model when base family is 6 or 0xF).
void DisplayFamilyModel(unsigned eax, unsigned* family, unsigned* model) {
  const unsigned base_family = (eax >> 8) & 0xf;
  *family = base_family == 0xf ? base_family + ((eax >> 20) & 0xff) : base_family;
  *model = (base_family == 0x6 || base_family == 0xf)
               ? (((eax >> 16) & 0xf) << 4) | ((eax >> 4) & 0xf)
               : (eax >> 4) & 0xf;
}

CpuVendor Vendor(unsigned b, unsigned c, unsigned d) {
  char v[13];
  std::memcpy(v, &b, 4);
  std::memcpy(v + 4, &d, 4);
  std::memcpy(v + 8, &c, 4);
  v[12] = '\0';
  if (std::strcmp(v, "GenuineIntel") == 0) return CpuVendor::kIntel;
  if (std::strcmp(v, "AuthenticAMD") == 0) return CpuVendor::kAmd;
  return CpuVendor::kOther;
}
#endif

CpuFeatures Detect() {
  CpuFeatures f;
#if !defined(LIMB_NO_ASM)
  f.asm_allowed = true;
#endif
#if defined(__x86_64__)
  unsigned a, b, c, d;
  if (!__get_cpuid(0, &a, &b, &c, &d)) return f;
  const CpuVendor vendor = Vendor(b, c, d);
  if (!__get_cpuid(1, &a, &b, &c, &d)) return f;
  unsigned family, model;
  DisplayFamilyModel(a, &family, &model);
  const bool osxsave = (c >> 27) & 1;
  const bool avx = (c >> 28) & 1;
  f.ssse3 = (c >> 9) & 1;
  uint64_t xcr0 = osxsave ? XGetBv0() : 0;
  const bool os_ymm = (xcr0 & 0x6) == 0x6;
  const bool os_zmm = (xcr0 & 0xe6) == 0xe6;
  unsigned max = __get_cpuid_max(0, nullptr);
  if (max >= 7) {
    __cpuid_count(7, 0, a, b, c, d);
    f.bmi2 = (b >> 8) & 1;
    f.adx = (b >> 19) & 1;
    f.sha = (b >> 29) & 1;
    f.avx2 = avx && os_ymm && ((b >> 5) & 1);
    f.avx512f = os_zmm && ((b >> 16) & 1);
    f.avx512dq = f.avx512f && ((b >> 17) & 1);
    f.avx512bw = f.avx512f && ((b >> 30) & 1);
    f.avx512vl = f.avx512f && ((b >> 31) & 1);
    f.avx512ifma = f.avx512f && ((b >> 21) & 1);
    f.avx512_fullwidth = f.avx512f && Avx512FullWidth(vendor, family, model);
  }
#elif defined(__aarch64__)
  // Bits from the kernel's arch/arm64/include/uapi/asm/hwcap.h.
  const unsigned long hw = getauxval(AT_HWCAP);
  f.neon = (hw & (1UL << 1)) != 0;                       // HWCAP_ASIMD
  f.pmull = f.neon && (hw & (1UL << 4)) != 0;            // HWCAP_PMULL
  f.aarch64_sha2 = f.neon && (hw & (1UL << 6)) != 0;     // HWCAP_SHA2
  f.aarch64_sha512 = f.neon && (hw & (1UL << 21)) != 0;  // HWCAP_SHA512
#elif defined(__powerpc64__)
  // Bits from the kernel's arch/powerpc/include/uapi/asm/cputable.h.
  const unsigned long hw = getauxval(AT_HWCAP);
  const unsigned long hw2 = getauxval(AT_HWCAP2);
  const bool vsx = (hw & 0x00000080UL) != 0;          // PPC_FEATURE_HAS_VSX
  f.power8 = vsx && (hw2 & 0x80000000UL) != 0 &&      // PPC_FEATURE2_ARCH_2_07
             (hw2 & 0x02000000UL) != 0;               // PPC_FEATURE2_VEC_CRYPTO
  f.power9 = f.power8 && (hw2 & 0x00800000UL) != 0;   // PPC_FEATURE2_ARCH_3_00
  f.power10 = f.power9 && (hw2 & 0x00040000UL) != 0;  // PPC_FEATURE2_ARCH_3_1
#endif
  return f;
}

}  // namespace

bool Avx512FullWidth(CpuVendor vendor, unsigned family, unsigned model) noexcept {
  switch (vendor) {
    case CpuVendor::kIntel:
      return true;
    case CpuVendor::kAmd:
      if (family < 0x1a) return false;
      if (family > 0x1a) return true;
      return !((model >= 0x20 && model <= 0x2f) || (model >= 0x60 && model <= 0x6f));
    case CpuVendor::kOther:
      break;
  }
  return false;
}

std::string CpuName() {
#if defined(__x86_64__)
  unsigned a = 0, b = 0, c = 0, d = 0;
  // gcc's cpuid.h returns unsigned, clang's int: compare as unsigned.
  if (static_cast<unsigned>(__get_cpuid_max(0x80000000u, nullptr)) < 0x80000004u) return "";
  char brand[49] = {};
  for (unsigned i = 0; i < 3; ++i) {
    __get_cpuid(0x80000002u + i, &a, &b, &c, &d);
    std::memcpy(brand + 16 * i, &a, 4);
    std::memcpy(brand + 16 * i + 4, &b, 4);
    std::memcpy(brand + 16 * i + 8, &c, 4);
    std::memcpy(brand + 16 * i + 12, &d, 4);
  }
  std::string name(brand);
  // Trim, and fold runs of blanks (Intel pads the string with spaces).
  std::string out;
  for (char ch : name) {
    if (ch == ' ' && (out.empty() || out.back() == ' ')) continue;
    out += ch;
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  if (!__get_cpuid(1, &a, &b, &c, &d)) return out;
  unsigned family, model;
  DisplayFamilyModel(a, &family, &model);
  char num[64];
  std::snprintf(num, sizeof num, " (family 0x%x, model 0x%x)", family, model);
  return out + num;
#else
  return "";
#endif
}

std::string FeatureNames(const CpuFeatures& f) {
  const std::pair<bool, const char*> names[] = {
      {f.ssse3, "ssse3"},
      {f.avx2, "avx2"},
      {f.bmi2, "bmi2"},
      {f.adx, "adx"},
      {f.sha, "sha"},
      {f.avx512f, "avx512f"},
      {f.avx512dq, "avx512dq"},
      {f.avx512bw, "avx512bw"},
      {f.avx512vl, "avx512vl"},
      {f.avx512ifma, "avx512ifma"},
      {f.avx512_fullwidth, "avx512_fullwidth"},
      {f.neon, "neon"},
      {f.aarch64_sha2, "sha2"},
      {f.pmull, "pmull"},
      {f.aarch64_sha512, "sha512"},
      {f.power8, "power8"},
      {f.power9, "power9"},
      {f.power10, "power10"},
  };
  std::string out;
  for (const auto& [on, name] : names) {
    if (!on) continue;
    if (!out.empty()) out += ' ';
    out += name;
  }
  return out;
}

std::string CpuClass(const CpuFeatures& f) {
  if (!f.asm_allowed) return "portable";
#if defined(__x86_64__)
  std::string c;
  if (f.avx512f && f.avx512ifma) {
    c = f.avx512_fullwidth ? "x86-64 AVX-512 IFMA" : "x86-64 AVX-512 IFMA (256-bit datapath)";
  } else if (f.avx512f) {
    c = "x86-64 AVX-512";
  } else if (f.avx2 && f.bmi2 && f.adx) {
    c = "x86-64 AVX2+ADX";
  } else if (f.avx2) {
    c = "x86-64 AVX2 (no ADX)";
  } else if (f.ssse3) {
    c = "x86-64 SSSE3";
  } else {
    c = "x86-64 baseline";
  }
  if (f.sha) c += " + SHA-NI";
  return c;
#elif defined(__aarch64__)
  if (f.aarch64_sha512) return "aarch64 NEON + SHA-512";
  if (f.aarch64_sha2) return "aarch64 NEON + SHA-2";
  if (f.neon) return "aarch64 NEON";
  return "aarch64 baseline";
#elif defined(__powerpc64__)
  if (f.power10) return "ppc64le POWER10";
  if (f.power9) return "ppc64le POWER9";
  if (f.power8) return "ppc64le POWER8";
  return "ppc64le baseline";
#else
  return "portable";
#endif
}

bool CapCpu(const char* level, CpuFeatures* f) noexcept {
  if (level == nullptr || *level == '\0' || std::strcmp(level, "native") == 0) return true;
  CpuFeatures g = *f;
  if (std::strcmp(level, "generic") == 0) {
    g = CpuFeatures{};
    *f = g;
    return true;
  }
  // This architecture's levels, each including the ones before it.
#if defined(__x86_64__)
  static const char* const kLevels[] = {"x86_64", "ssse3", "avx2", "shani", "avx512"};
#elif defined(__aarch64__)
  static const char* const kLevels[] = {"aarch64", "neon", "sha2", "sha512"};
#elif defined(__powerpc64__)
  static const char* const kLevels[] = {"ppc64le", "power8", "power9", "power10"};
#else
  static const char* const kLevels[] = {"portable"};
#endif
  int rank = -1;
  for (int i = 0; i < static_cast<int>(std::size(kLevels)); ++i) {
    if (std::strcmp(level, kLevels[i]) == 0) rank = i;
  }
  if (rank < 0) return false;
#if defined(__x86_64__)
  if (rank < 1) g.ssse3 = false;
  if (rank < 2) g.avx2 = g.bmi2 = g.adx = false;
  if (rank < 3) g.sha = false;
  if (rank < 4) {
    g.avx512f = g.avx512dq = g.avx512bw = g.avx512vl = g.avx512ifma = false;
    g.avx512_fullwidth = false;
  }
#elif defined(__aarch64__)
  if (rank < 1) g.neon = false;
  if (rank < 2) g.aarch64_sha2 = g.pmull = false;
  if (rank < 3) g.aarch64_sha512 = false;
#elif defined(__powerpc64__)
  if (rank < 1) g.power8 = false;
  if (rank < 2) g.power9 = false;
  if (rank < 3) g.power10 = false;
#endif
  *f = g;
  return true;
}

const CpuFeatures& DetectedCpu() noexcept {
  static const CpuFeatures f = Detect();
  return f;
}

const CpuFeatures& Cpu() noexcept {
  static const CpuFeatures f = [] {
    CpuFeatures c = DetectedCpu();
    const char* env = std::getenv("LIMB_CPU");
    if (env != nullptr && !CapCpu(env, &c)) {
      std::fprintf(stderr, "limb: unknown LIMB_CPU=%s, using all detected features\n", env);
    }
    return c;
  }();
  return f;
}

}  // namespace limb
