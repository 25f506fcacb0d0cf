// Which ArithKernels table this process runs, and which ones it can run.
// A fast path that should exist on this CPU and does not is a failure, never
// a skip: the expectations are derived from DetectedCpu(), not hard-coded.
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "asm/cpu.h"
#include "bignum/arith.h"
#include "gtest/gtest.h"

namespace limb {
namespace {

std::vector<std::string> TableNames() {
  std::vector<std::string> names;
  for (const ArithKernels* t : AllArithKernels()) names.push_back(t->name);
  return names;
}

bool Contains(const std::vector<std::string>& v, const char* name) {
  for (const auto& s : v) {
    if (s == name) return true;
  }
  return false;
}

// What this build and CPU must offer, from first principles.
bool AsmBuilt() {
#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
  return true;
#else
  return false;
#endif
}

bool CpuHasAdx() { return DetectedCpu().bmi2 && DetectedCpu().adx; }
bool CpuHasAvx512() { return CpuHasAdx() && DetectedCpu().avx512f && DetectedCpu().avx512dq; }
// The table the adx CPU features select: with AVX-512F, the AVX-512 one.
const char* AdxTableName() { return CpuHasAvx512() ? "x86_64_avx512" : "x86_64_adx"; }

TEST(DispatchTest, ExpectedNameFollowsDetectedCpu) {
  const char* expected = ExpectedArithKernelsName();
  if (!AsmBuilt()) {
    EXPECT_STREQ(expected, "generic");
  } else if (CpuHasAdx()) {
    EXPECT_STREQ(expected, AdxTableName());
  } else {
    EXPECT_STREQ(expected, "x86_64");
  }
}

TEST(DispatchTest, ArithHonoursLimbCpu) {
  const char* env = std::getenv("LIMB_CPU");
  const std::string cap = env == nullptr ? "" : env;
  const char* name = Arith().name;
  SCOPED_TRACE("LIMB_CPU=" + cap);
  if (cap.empty() || cap == "native") {
    EXPECT_STREQ(name, ExpectedArithKernelsName());
  } else if (cap == "generic" || !AsmBuilt()) {
    EXPECT_STREQ(name, "generic");
  } else if (cap == "x86_64" || cap == "ssse3") {
    // Levels below avx2 drop BMI2/ADX (asm/cpu.h).
    EXPECT_STREQ(name, "x86_64");
  } else if (cap == "avx2" || cap == "shani") {
    // avx2 and shani keep BMI2/ADX where the CPU has them, not AVX-512.
    EXPECT_STREQ(name, CpuHasAdx() ? "x86_64_adx" : "x86_64");
  } else {
    // avx512 keeps AVX-512F as well.
    EXPECT_STREQ(name, CpuHasAdx() ? AdxTableName() : "x86_64");
  }
  // The chosen table is one of the enumerated ones.
  EXPECT_TRUE(Contains(TableNames(), name)) << name;
}

TEST(DispatchTest, CapsSelectTheMatchingTable) {
  // Cap a copy of the detected features the way LIMB_CPU would, and check
  // what each level would select. Arith() itself is fixed per process, so
  // this goes through CapCpu + the enumerated tables' names.
  CpuFeatures generic = DetectedCpu();
  ASSERT_TRUE(CapCpu("generic", &generic));
  EXPECT_FALSE(generic.asm_allowed);
  CpuFeatures base = DetectedCpu();
  ASSERT_TRUE(CapCpu("x86_64", &base));
  EXPECT_FALSE(base.bmi2 || base.adx);
}

TEST(DispatchTest, AllTablesPresent) {
  const std::vector<std::string> names = TableNames();
  ASSERT_FALSE(names.empty());
  EXPECT_EQ(names[0], "generic");
  std::vector<std::string> want = {"generic"};
  if (AsmBuilt()) {
    want.push_back("x86_64");
    if (CpuHasAdx()) want.push_back("x86_64_adx");
    if (CpuHasAvx512()) want.push_back("x86_64_avx512");
  }
  EXPECT_EQ(names, want);
  // Every entry of every table is filled.
  for (const ArithKernels* t : AllArithKernels()) {
    SCOPED_TRACE(t->name);
    EXPECT_NE(t->addVV, nullptr);
    EXPECT_NE(t->subVV, nullptr);
    EXPECT_NE(t->addVW, nullptr);
    EXPECT_NE(t->subVW, nullptr);
    EXPECT_NE(t->shlVU, nullptr);
    EXPECT_NE(t->shrVU, nullptr);
    EXPECT_NE(t->mulAddVWW, nullptr);
    EXPECT_NE(t->addMulVVW, nullptr);
    EXPECT_NE(t->subMulVVW, nullptr);
    // The optional schoolbook entries: both or neither, and exactly the
    // x86_64_adx and x86_64_avx512 tables have them (nat_mul.cc relies on
    // them being asm there).
    EXPECT_EQ(t->mulBasecase == nullptr, t->sqrBasecase == nullptr);
    EXPECT_EQ(t->mulBasecase != nullptr,
              std::strcmp(t->name, "x86_64_adx") == 0 || std::strcmp(t->name, "x86_64_avx512") == 0);
  }
}

TEST(DispatchTest, AsmTablesUseAsm) {
  // The asm tables must not silently point at the twins.
  for (const ArithKernels* t : AllArithKernels()) {
    if (std::strcmp(t->name, "generic") == 0) continue;
    SCOPED_TRACE(t->name);
    EXPECT_NE(t->addVV, &addVV_g);
    EXPECT_NE(t->subVV, &subVV_g);
    EXPECT_NE(t->addVW, &addVW_g);
    EXPECT_NE(t->subVW, &subVW_g);
    EXPECT_NE(t->shlVU, &shlVU_g);
    EXPECT_NE(t->shrVU, &shrVU_g);
    EXPECT_NE(t->mulAddVWW, &mulAddVWW_g);
    EXPECT_NE(t->addMulVVW, &addMulVVW_g);
    EXPECT_NE(t->subMulVVW, &subMulVVW_g);
    EXPECT_NE(t->mulBasecase, &mulBasecase_g);
    EXPECT_NE(t->sqrBasecase, &sqrBasecase_g);
  }
}

TEST(DispatchTest, SelectedTableHasAsmBasecaseOnAdxCpu) {
  // A BMI2+ADX CPU runs the asm schoolbook unless LIMB_CPU caps it away
  // (generic, x86_64, ssse3): the capped features decide, no skip.
  const CpuFeatures& c = Cpu();
  if (AsmBuilt() && c.asm_allowed && c.bmi2 && c.adx) {
    EXPECT_NE(Arith().mulBasecase, nullptr);
    EXPECT_NE(Arith().sqrBasecase, nullptr);
  } else {
    EXPECT_EQ(Arith().mulBasecase, nullptr);
  }
}

}  // namespace
}  // namespace limb
