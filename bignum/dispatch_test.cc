// Which ArithKernels (and MontKernels) table this process runs, and which
// ones it can run.
// A fast path that should exist on this CPU and does not is a failure, never
// a skip: the expectations are derived from DetectedCpu(), not hard-coded.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "limb/asm/cpu.h"
#include "limb/bignum/arith.h"
#include "limb/bignum/arith_asm.h"  // LIMB_ARITH_PPC64LE where built
#include "limb/bignum/mont_internal.h"
#include "limb/asm/testing/cpuid_reading.h"
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

// The aarch64 table needs base ARMv8-A only: present on every aarch64 CPU
// whenever the asm is built.
bool Aarch64AsmBuilt() {
#if defined(__aarch64__) && !defined(LIMB_NO_ASM)
  return true;
#else
  return false;
#endif
}

// The ppc64le table needs scalar Power ISA 2.07 only: present on every
// ppc64le CPU whenever the asm is built.
bool Ppc64leAsmBuilt() {
#if defined(__powerpc64__) && defined(__LITTLE_ENDIAN__) && !defined(LIMB_NO_ASM)
  return true;
#else
  return false;
#endif
}

bool CpuHasAdx() { return DetectedCpu().bmi2 && DetectedCpu().adx; }
bool CpuHasAvx512() { return CpuHasAdx() && DetectedCpu().avx512f && DetectedCpu().avx512dq; }
bool CpuHasAvx2() { return CpuHasAdx() && DetectedCpu().avx2; }
// The table the adx CPU features select: with AVX-512F and DQ, an AVX-512
// one: the full one where 512-bit operations run at full width, else the one
// with the scalar addMulVVW; without them, the AVX2 one where AVX2 is there.
const char* AdxTableName() {
  if (!CpuHasAvx512()) return CpuHasAvx2() ? "x86_64_avx2" : "x86_64_adx";
  return DetectedCpu().avx512_fullwidth ? "x86_64_avx512" : "x86_64_avx512_256";
}

bool IsAvx512Table(const char* name) {
  return std::strcmp(name, "x86_64_avx512") == 0 || std::strcmp(name, "x86_64_avx512_256") == 0;
}

TEST(DispatchTest, ExpectedNameFollowsDetectedCpu) {
  const char* expected = ExpectedArithKernelsName();
  if (Aarch64AsmBuilt()) {
    EXPECT_STREQ(expected, "aarch64");
  } else if (Ppc64leAsmBuilt()) {
    EXPECT_STREQ(expected, "ppc64le");
  } else if (!AsmBuilt()) {
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
  const char* name = ActiveArithKernels().name;
  SCOPED_TRACE("LIMB_CPU=" + cap);
  if (cap.empty() || cap == "native") {
    EXPECT_STREQ(name, ExpectedArithKernelsName());
  } else if (Aarch64AsmBuilt()) {
    // Every aarch64 level above generic keeps the base instructions.
    EXPECT_STREQ(name, cap == "generic" ? "generic" : "aarch64");
  } else if (Ppc64leAsmBuilt()) {
    // Every ppc64le level above generic keeps the scalar instructions.
    EXPECT_STREQ(name, cap == "generic" ? "generic" : "ppc64le");
  } else if (cap == "generic" || !AsmBuilt()) {
    EXPECT_STREQ(name, "generic");
  } else if (cap == "x86_64" || cap == "ssse3") {
    // Levels below avx2 drop BMI2/ADX (asm/cpu.h).
    EXPECT_STREQ(name, "x86_64");
  } else if (cap == "avx2" || cap == "shani") {
    // avx2 and shani keep AVX2 and BMI2/ADX where the CPU has them, not AVX-512.
    EXPECT_STREQ(name, CpuHasAvx2() ? "x86_64_avx2" : CpuHasAdx() ? "x86_64_adx" : "x86_64");
  } else {
    // avx512 keeps AVX-512F as well.
    EXPECT_STREQ(name, CpuHasAdx() ? AdxTableName() : "x86_64");
  }
  // The chosen table is one of the enumerated ones.
  EXPECT_TRUE(Contains(TableNames(), name)) << name;
}

TEST(DispatchTest, CapsSelectTheMatchingTable) {
  // Cap a copy of the detected features the way LIMB_CPU would, and check
  // what each level would select. ActiveArithKernels() itself is fixed per process, so
  // this goes through CapCpu + the enumerated tables' names.
  CpuFeatures generic = DetectedCpu();
  ASSERT_TRUE(CapCpu("generic", &generic));
  EXPECT_FALSE(generic.asm_allowed);
#if defined(__x86_64__)
  CpuFeatures base = DetectedCpu();
  ASSERT_TRUE(CapCpu("x86_64", &base));
  EXPECT_FALSE(base.bmi2 || base.adx);
#endif
  EXPECT_STREQ(ArithKernelsFor(generic).name, "generic");
#if defined(__aarch64__)
  // generic -> the twins; every other level (and native) -> the aarch64
  // table where the asm is built.
  for (const char* level : {"aarch64", "neon", "sha2", "sha512", "native"}) {
    SCOPED_TRACE(level);
    CpuFeatures capped = DetectedCpu();
    ASSERT_TRUE(CapCpu(level, &capped));
    EXPECT_EQ(capped.asm_allowed, Aarch64AsmBuilt());
    EXPECT_STREQ(ArithKernelsFor(capped).name, Aarch64AsmBuilt() ? "aarch64" : "generic");
  }
#endif
#if defined(__powerpc64__)
  // generic -> the twins; every other level (and native) -> the ppc64le
  // table where the asm is built.
  for (const char* level : {"ppc64le", "power8", "power9", "power10", "native"}) {
    SCOPED_TRACE(level);
    CpuFeatures capped = DetectedCpu();
    ASSERT_TRUE(CapCpu(level, &capped));
    EXPECT_EQ(capped.asm_allowed, Ppc64leAsmBuilt());
    EXPECT_STREQ(ArithKernelsFor(capped).name, Ppc64leAsmBuilt() ? "ppc64le" : "generic");
  }
#endif
}

TEST(DispatchTest, AllTablesPresent) {
  const std::vector<std::string> names = TableNames();
  ASSERT_FALSE(names.empty());
  EXPECT_EQ(names[0], "generic");
  std::vector<std::string> want = {"generic"};
  if (Aarch64AsmBuilt()) want.push_back("aarch64");
  if (Ppc64leAsmBuilt()) want.push_back("ppc64le");
  if (AsmBuilt()) {
    want.push_back("x86_64");
    if (CpuHasAdx()) want.push_back("x86_64_adx");
    if (CpuHasAvx2()) want.push_back("x86_64_avx2");
    if (CpuHasAvx512()) want.push_back("x86_64_avx512_256");
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
    // x86_64_adx, x86_64_avx2, x86_64_avx512* and ppc64le tables have them (nat_mul.cc
    // relies on them being asm there).
    EXPECT_EQ(t->mulBasecase == nullptr, t->sqrBasecase == nullptr);
    EXPECT_EQ(t->mulBasecase != nullptr, std::strcmp(t->name, "x86_64_adx") == 0 ||
                                             std::strcmp(t->name, "x86_64_avx2") == 0 ||
                                             IsAvx512Table(t->name) ||
                                             std::strcmp(t->name, "ppc64le") == 0);
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

// The two AVX-512 tables differ in addMulVVW only: the vector kernel where
// zmm runs at full width, the scalar one where it is split.
TEST(DispatchTest, Avx512TablesDifferInAddMulOnly) {
  const ArithKernels* full = nullptr;
  const ArithKernels* half = nullptr;
  const ArithKernels* adx = nullptr;
  for (const ArithKernels* t : AllArithKernels()) {
    if (std::strcmp(t->name, "x86_64_avx512") == 0) full = t;
    if (std::strcmp(t->name, "x86_64_avx512_256") == 0) half = t;
    if (std::strcmp(t->name, "x86_64_adx") == 0) adx = t;
  }
  if (!AsmBuilt() || !CpuHasAvx512()) {
    EXPECT_EQ(full, nullptr);
    EXPECT_EQ(half, nullptr);
    return;
  }
  ASSERT_NE(full, nullptr);
  ASSERT_NE(half, nullptr);
  ASSERT_NE(adx, nullptr);
  EXPECT_EQ(half->addVV, full->addVV);
  EXPECT_EQ(half->subVV, full->subVV);
  EXPECT_EQ(half->shlVU, full->shlVU);
  EXPECT_EQ(half->shrVU, full->shrVU);
  EXPECT_EQ(half->mulAddVWW, full->mulAddVWW);
  EXPECT_EQ(half->subMulVVW, full->subMulVVW);
  EXPECT_EQ(half->mulBasecase, full->mulBasecase);
  EXPECT_EQ(half->sqrBasecase, full->sqrBasecase);
  EXPECT_NE(half->addMulVVW, full->addMulVVW);
  EXPECT_EQ(half->addMulVVW, adx->addMulVVW);
  EXPECT_NE(half->addVV, adx->addVV);
  // And every other entry, the ones above included: the table is the full
  // one with its name and addMulVVW replaced (all members are pointers).
  ArithKernels want = *full;
  want.name = half->name;
  want.addMulVVW = adx->addMulVVW;
  EXPECT_EQ(std::memcmp(&want, half, sizeof want), 0);
}

// x86_64_avx2 is x86_64_adx with the AVX2 addVV/subVV: enumerated exactly
// on AVX2+BMI2+ADX CPUs, and every other entry is x86_64_adx's.
TEST(DispatchTest, Avx2TableDiffersFromAdxInAddSubOnly) {
  const ArithKernels* avx2 = nullptr;
  const ArithKernels* adx = nullptr;
  for (const ArithKernels* t : AllArithKernels()) {
    if (std::strcmp(t->name, "x86_64_avx2") == 0) avx2 = t;
    if (std::strcmp(t->name, "x86_64_adx") == 0) adx = t;
  }
  if (!AsmBuilt() || !CpuHasAvx2()) {
    EXPECT_EQ(avx2, nullptr);
    return;
  }
  ASSERT_NE(avx2, nullptr);
  ASSERT_NE(adx, nullptr);
  EXPECT_NE(avx2->addVV, adx->addVV);
  EXPECT_NE(avx2->subVV, adx->subVV);
  ArithKernels want = *adx;
  want.name = avx2->name;
  want.addVV = avx2->addVV;
  want.subVV = avx2->subVV;
  EXPECT_EQ(std::memcmp(&want, avx2, sizeof want), 0);
}

// The full-width rule on the CPUs it names (asm/cpu.h), and this CPU's
// trait as Detect() derived it.
TEST(DispatchTest, Avx512FullWidthRule) {
  EXPECT_TRUE(Avx512FullWidth(CpuVendor::kIntel, 6, 0x8f));     // Sapphire Rapids
  EXPECT_FALSE(Avx512FullWidth(CpuVendor::kAmd, 0x19, 0x11));   // Zen 4 EPYC (Genoa)
  EXPECT_FALSE(Avx512FullWidth(CpuVendor::kAmd, 0x19, 0x61));   // Zen 4 Ryzen
  EXPECT_FALSE(Avx512FullWidth(CpuVendor::kAmd, 0x17, 0x31));   // Zen 2 (no AVX-512)
  EXPECT_TRUE(Avx512FullWidth(CpuVendor::kAmd, 0x1a, 0x02));    // Zen 5 EPYC (Turin)
  EXPECT_TRUE(Avx512FullWidth(CpuVendor::kAmd, 0x1a, 0x44));    // Zen 5 Ryzen desktop
  EXPECT_FALSE(Avx512FullWidth(CpuVendor::kAmd, 0x1a, 0x24));   // Zen 5 laptop (Strix Point)
  EXPECT_FALSE(Avx512FullWidth(CpuVendor::kAmd, 0x1a, 0x60));   // Zen 5 laptop (Krackan Point)
  EXPECT_TRUE(Avx512FullWidth(CpuVendor::kAmd, 0x1a, 0x70));    // Zen 5, 512-bit datapath
  EXPECT_TRUE(Avx512FullWidth(CpuVendor::kAmd, 0x1b, 0x00));
  EXPECT_FALSE(Avx512FullWidth(CpuVendor::kOther, 0x1a, 0x02));
  const CpuFeatures& d = DetectedCpu();
  if (!d.avx512f) {
    EXPECT_FALSE(d.avx512_fullwidth);
  }
#if defined(__x86_64__)
  // Detect() reads vendor, family and model through <cpuid.h>; the test's
  // own raw CPUID reading decodes them a second time.
  const test::CpuidSignature sig = test::CpuidSignatureReading();
  EXPECT_EQ(d.avx512_fullwidth, d.avx512f && Avx512FullWidth(sig.vendor, sig.family, sig.model))
      << sig.vendor_string << " family " << sig.family << " model " << sig.model;
#endif
#if defined(__x86_64__)
  CpuFeatures capped = d;
  ASSERT_TRUE(CapCpu("shani", &capped));
  EXPECT_FALSE(capped.avx512_fullwidth);
#endif
  std::printf("this CPU: avx512f %d, avx512_fullwidth %d, table %s\n", d.avx512f, d.avx512_fullwidth,
              ExpectedArithKernelsName());
}

TEST(DispatchTest, SelectedTableHasAsmBasecaseOnAdxCpu) {
  // A BMI2+ADX CPU runs the asm schoolbook unless LIMB_CPU caps it away
  // (generic, x86_64, ssse3): the capped features decide, no skip.
  // On ppc64le every CPU runs the "ppc64le" table's schoolbook (scalar
  // ISA 2.07) unless LIMB_CPU=generic.
  const CpuFeatures& c = Cpu();
#if defined(LIMB_ARITH_PPC64LE)
  const bool want_basecase = c.asm_allowed;
#else
  const bool want_basecase = AsmBuilt() && c.asm_allowed && c.bmi2 && c.adx;
#endif
  if (want_basecase) {
    EXPECT_NE(ActiveArithKernels().mulBasecase, nullptr);
    EXPECT_NE(ActiveArithKernels().sqrBasecase, nullptr);
  } else {
    EXPECT_EQ(ActiveArithKernels().mulBasecase, nullptr);
  }
}

// The Montgomery tables on the CPUs whose expectations are plain: aarch64
// (one asm table for every CPU), ppc64le ("ppc64le" on every CPU, and
// "ppc64le_p9" from POWER9 on: never on POWER8, where maddld traps), generic
// under LIMB_CPU=generic, and builds without asm. x86-64's choice is checked
// by mont_test.
std::vector<std::string> MontTableNames() {
  std::vector<std::string> names;
  for (const MontKernels* t : AllMontKernels()) names.push_back(t->name);
  return names;
}

TEST(DispatchTest, MontTablesFollowCpuAndCaps) {
  const char* env = std::getenv("LIMB_CPU");
  const std::string cap = env == nullptr ? "" : env;
  SCOPED_TRACE("LIMB_CPU=" + cap);
  const char* asm_table = Aarch64AsmBuilt()   ? "aarch64"
                          : Ppc64leAsmBuilt() ? "ppc64le"
                                              : nullptr;
  if (asm_table == nullptr && AsmBuilt()) return;  // x86-64: mont_test
#if defined(__powerpc64__)
  const bool p9 = Ppc64leAsmBuilt() && DetectedCpu().power9;
#else
  const bool p9 = false;
#endif
  const std::vector<std::string> names = MontTableNames();
  std::vector<std::string> want = {"generic"};
  if (asm_table != nullptr) want.push_back(asm_table);
  if (p9) want.push_back("ppc64le_p9");
  EXPECT_EQ(names, want);
  const char* best = p9 ? "ppc64le_p9" : asm_table != nullptr ? asm_table : "generic";
  EXPECT_STREQ(ExpectedMontKernelsName(), best);
  const char* active = best;
  if (cap == "generic") active = "generic";
  if (asm_table != nullptr && (cap == "ppc64le" || cap == "power8")) active = asm_table;
  EXPECT_STREQ(ActiveMontKernels().name, active);
  CpuFeatures generic = DetectedCpu();
  ASSERT_TRUE(CapCpu("generic", &generic));
  EXPECT_STREQ(MontKernelsFor(generic).name, "generic");
#if defined(__powerpc64__)
  // Every ppc64le level above generic keeps the scalar ISA 2.07 table; from
  // power9 on (where the CPU has it) the ISA 3.0 one.
  for (const char* level : {"ppc64le", "power8"}) {
    SCOPED_TRACE(level);
    CpuFeatures capped = DetectedCpu();
    ASSERT_TRUE(CapCpu(level, &capped));
    EXPECT_FALSE(capped.power9);
    EXPECT_STREQ(MontKernelsFor(capped).name, asm_table != nullptr ? asm_table : "generic");
  }
  for (const char* level : {"power9", "power10", "native"}) {
    SCOPED_TRACE(level);
    CpuFeatures capped = DetectedCpu();
    ASSERT_TRUE(CapCpu(level, &capped));
    EXPECT_STREQ(MontKernelsFor(capped).name, best);
  }
#endif
#if defined(__aarch64__)
  for (const char* level : {"aarch64", "neon", "sha2", "sha512", "native"}) {
    SCOPED_TRACE(level);
    CpuFeatures capped = DetectedCpu();
    ASSERT_TRUE(CapCpu(level, &capped));
    EXPECT_STREQ(MontKernelsFor(capped).name, best);
  }
#endif
  // The asm table must not silently be the twin.
  for (const MontKernels* t : AllMontKernels()) {
    if (std::strcmp(t->name, "generic") == 0) continue;
    SCOPED_TRACE(t->name);
    EXPECT_NE(t->montMul, &montMul_g);
    EXPECT_NE(t->montSqr, &montSqr_g);
  }
}

}  // namespace
}  // namespace limb
