// CPU detection against a second, independent reading of the hardware.
//
// DetectedCpu() (cpu.cc, through <cpuid.h>) is compared with the raw
// decoding of asm/testing/cpuid_reading.h. Under qemu-x86_64 both read the
// emulated CPUID, so this is the ground truth for a CPU model, never
// /proc/cpuinfo (which describes the host). Under the CPU-model matrix (tools/cpu_matrix.sh) the
// variable LIMB_TEST_EXPECT_CPU names the exact feature list the model must report (FeatureNames
// order), so a detector that agrees with this file but not with the model fails too.
#include "limb/asm/cpu.h"

#include <cstdint>
#include <cstdlib>
#include <string>

#include "gtest/gtest.h"
#include "limb/asm/testing/cpuid_reading.h"

namespace limb {
namespace {

#if defined(__x86_64__)
TEST(CpuDetection, AgreesWithSecondReadingOfCpuid) {
  const CpuFeatures& d = DetectedCpu();
  const CpuFeatures s = test::CpuidSecondReading(d);
  EXPECT_EQ(FeatureNames(d), FeatureNames(s));
  std::printf("detected: %s\nclass: %s\n", FeatureNames(d).c_str(), CpuClass(d).c_str());
}

TEST(CpuDetection, FullWidthTraitOnlyWithAvx512) {
  const CpuFeatures& d = DetectedCpu();
  if (!d.avx512f) {
    EXPECT_FALSE(d.avx512_fullwidth);
  }
}
#endif  // __x86_64__

// The model the matrix runs this binary on must report exactly this list.
TEST(CpuDetection, MatchesTheEmulatedModel) {
  const char* want = std::getenv("LIMB_TEST_EXPECT_CPU");
  if (want == nullptr) GTEST_SKIP() << "LIMB_TEST_EXPECT_CPU unset (not under tools/cpu_matrix.sh)";
  EXPECT_EQ(FeatureNames(DetectedCpu()), std::string(want));
}

#if defined(__x86_64__)
constexpr const char* kLevels[] = {"generic", "x86_64", "ssse3", "avx2",
                                   "shani",   "avx512", "native"};
constexpr const char* kForeignLevels[] = {"aarch64", "neon", "sha2", "ppc64le", "power8", "power9"};
#elif defined(__aarch64__)
constexpr const char* kLevels[] = {"generic", "aarch64", "neon", "sha2", "sha512", "native"};
constexpr const char* kForeignLevels[] = {"x86_64", "avx2", "avx512", "ppc64le", "power8"};
#elif defined(__powerpc64__)
constexpr const char* kLevels[] = {"generic", "ppc64le", "power8", "power9", "power10", "native"};
constexpr const char* kForeignLevels[] = {"x86_64", "avx2", "aarch64", "neon", "sha2"};
#else
constexpr const char* kLevels[] = {"generic", "native"};
constexpr const char* kForeignLevels[] = {"x86_64", "aarch64", "power8"};
#endif

// Another architecture's level is refused, not silently ignored.
TEST(CpuCap, ForeignLevelsAreUnknown) {
  for (const char* level : kForeignLevels) {
    SCOPED_TRACE(level);
    CpuFeatures f = DetectedCpu();
    EXPECT_FALSE(CapCpu(level, &f));
    EXPECT_EQ(FeatureNames(f), FeatureNames(DetectedCpu()));
  }
}

TEST(CpuCap, LevelsOnlyRemoveFeatures) {
  const CpuFeatures& d = DetectedCpu();
  for (const char* level : kLevels) {
    SCOPED_TRACE(level);
    CpuFeatures f = d;
    ASSERT_TRUE(CapCpu(level, &f));
    // Each feature left on was on before.
    const std::string before = " " + FeatureNames(d) + " ";
    std::string after = FeatureNames(f);
    size_t pos = 0;
    while (!after.empty() && pos != std::string::npos) {
      const size_t end = after.find(' ', pos);
      const std::string name = after.substr(pos, end == std::string::npos ? end : end - pos);
      EXPECT_NE(before.find(" " + name + " "), std::string::npos) << name;
      pos = end == std::string::npos ? end : end + 1;
    }
  }
  CpuFeatures g = d;
  ASSERT_TRUE(CapCpu("generic", &g));
  EXPECT_FALSE(g.asm_allowed);
  EXPECT_EQ(FeatureNames(g), "");
  EXPECT_EQ(CpuClass(g), "portable");
#if defined(__x86_64__)
  CpuFeatures a = d;
  ASSERT_TRUE(CapCpu("avx2", &a));
  EXPECT_FALSE(a.sha);
  EXPECT_FALSE(a.avx512f);
  EXPECT_FALSE(a.avx512_fullwidth);
#elif defined(__aarch64__)
  CpuFeatures a = d;
  ASSERT_TRUE(CapCpu("neon", &a));
  EXPECT_EQ(a.neon, d.neon);
  EXPECT_FALSE(a.aarch64_sha2 || a.pmull || a.aarch64_sha512);
  ASSERT_TRUE(CapCpu("aarch64", &a));
  EXPECT_FALSE(a.neon);
  EXPECT_TRUE(a.asm_allowed);
#elif defined(__powerpc64__)
  CpuFeatures a = d;
  ASSERT_TRUE(CapCpu("power8", &a));
  EXPECT_EQ(a.power8, d.power8);
  EXPECT_FALSE(a.power9 || a.power10);
  ASSERT_TRUE(CapCpu("ppc64le", &a));
  EXPECT_FALSE(a.power8);
  EXPECT_TRUE(a.asm_allowed);
#endif
  CpuFeatures u = d;
  EXPECT_FALSE(CapCpu("no-such-level", &u));
  EXPECT_EQ(FeatureNames(u), FeatureNames(d));
}

TEST(CpuClass, NamesEachX86Class) {
#if defined(__x86_64__)
  CpuFeatures f;
  f.asm_allowed = true;
  EXPECT_EQ(CpuClass(f), "x86-64 baseline");
  f.ssse3 = true;
  EXPECT_EQ(CpuClass(f), "x86-64 SSSE3");
  f.avx2 = f.bmi2 = true;
  EXPECT_EQ(CpuClass(f), "x86-64 AVX2 (no ADX)");
  f.adx = true;
  EXPECT_EQ(CpuClass(f), "x86-64 AVX2+ADX");
  f.sha = true;
  EXPECT_EQ(CpuClass(f), "x86-64 AVX2+ADX + SHA-NI");
  f.avx512f = f.avx512dq = f.avx512bw = f.avx512vl = true;
  EXPECT_EQ(CpuClass(f), "x86-64 AVX-512 + SHA-NI");
  f.avx512ifma = true;
  EXPECT_EQ(CpuClass(f), "x86-64 AVX-512 IFMA (256-bit datapath) + SHA-NI");
  f.avx512_fullwidth = true;
  EXPECT_EQ(CpuClass(f), "x86-64 AVX-512 IFMA + SHA-NI");
  EXPECT_EQ(FeatureNames(f),
            "ssse3 avx2 bmi2 adx sha avx512f avx512dq avx512bw avx512vl avx512ifma "
            "avx512_fullwidth");
#else
  GTEST_SKIP() << "x86-64 classes only";
#endif
}

TEST(CpuClass, NamesEachForeignClass) {
#if defined(__aarch64__)
  CpuFeatures f;
  f.asm_allowed = true;
  EXPECT_EQ(CpuClass(f), "aarch64 baseline");
  f.neon = true;
  EXPECT_EQ(CpuClass(f), "aarch64 NEON");
  f.aarch64_sha2 = f.pmull = true;
  EXPECT_EQ(CpuClass(f), "aarch64 NEON + SHA-2");
  f.aarch64_sha512 = true;
  EXPECT_EQ(CpuClass(f), "aarch64 NEON + SHA-512");
  EXPECT_EQ(FeatureNames(f), "neon sha2 pmull sha512");
#elif defined(__powerpc64__)
  CpuFeatures f;
  f.asm_allowed = true;
  EXPECT_EQ(CpuClass(f), "ppc64le baseline");
  f.power8 = true;
  EXPECT_EQ(CpuClass(f), "ppc64le POWER8");
  f.power9 = true;
  EXPECT_EQ(CpuClass(f), "ppc64le POWER9");
  f.power10 = true;
  EXPECT_EQ(CpuClass(f), "ppc64le POWER10");
  EXPECT_EQ(FeatureNames(f), "power8 power9 power10");
#else
  GTEST_SKIP() << "aarch64 and ppc64le classes only";
#endif
}

}  // namespace
}  // namespace limb
