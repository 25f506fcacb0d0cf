// CPU detection against a second, independent reading of the hardware.
//
// DetectedCpu() (cpu.cc, through <cpuid.h>) is compared with the raw
// decoding of asm/testing/cpuid_reading.h. Under qemu-x86_64 both read the
// emulated CPUID, so this is the ground truth for a CPU model, never
// /proc/cpuinfo (which describes the host). Under the CPU-model matrix (tools/cpu_matrix.sh) the variable
// LIMB_TEST_EXPECT_CPU names the exact feature list the model must report
// (FeatureNames order), so a detector that agrees with this file but not
// with the model fails too.
#include "limb/asm/cpu.h"

#include <cstdint>
#include <cstdlib>
#include <string>

#include "limb/asm/testing/cpuid_reading.h"
#include "gtest/gtest.h"

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

TEST(CpuCap, LevelsOnlyRemoveFeatures) {
  const CpuFeatures& d = DetectedCpu();
  for (const char* level : {"generic", "x86_64", "ssse3", "avx2", "shani", "avx512", "native"}) {
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
  CpuFeatures a = d;
  ASSERT_TRUE(CapCpu("avx2", &a));
  EXPECT_FALSE(a.sha);
  EXPECT_FALSE(a.avx512f);
  EXPECT_FALSE(a.avx512_fullwidth);
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

}  // namespace
}  // namespace limb
