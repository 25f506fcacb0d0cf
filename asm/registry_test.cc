// KernelRegistry on a toy family: the choice, the enumeration and the
// generic fallback follow the rows exactly as registry.h states.
#include "limb/asm/registry.h"

#include <array>
#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace limb {
namespace {

struct ToyKernels {
  const char* name;
};

constexpr ToyKernels kGeneric = {"generic"};
constexpr ToyKernels kSsse3 = {"ssse3"};
constexpr ToyKernels kAvx2 = {"avx2"};
constexpr ToyKernels kWide = {"wide"};
constexpr ToyKernels kHalf = {"half"};

bool HasSsse3(const CpuFeatures& f) noexcept { return f.ssse3; }
bool HasAvx2(const CpuFeatures& f) noexcept { return f.avx2; }
bool HasAvx512(const CpuFeatures& f) noexcept { return f.avx512f; }
bool FullWidth(const CpuFeatures& f) noexcept { return f.avx512_fullwidth; }
bool Never(const CpuFeatures&) noexcept { return false; }

constexpr std::array kRows = {
    KernelRow<ToyKernels>{&kWide, HasAvx512, FullWidth},
    KernelRow<ToyKernels>{&kHalf, HasAvx512},
    KernelRow<ToyKernels>{&kAvx2, HasAvx2},
    KernelRow<ToyKernels>{&kSsse3, HasSsse3},
};
constinit const KernelRegistry<ToyKernels, kRows.size()> kToy(&kGeneric, kRows);

CpuFeatures Features(bool ssse3, bool avx2, bool avx512, bool fullwidth) {
  CpuFeatures f;
  f.asm_allowed = true;
  f.ssse3 = ssse3;
  f.avx2 = avx2;
  f.avx512f = avx512;
  f.avx512_fullwidth = fullwidth;
  return f;
}

TEST(KernelRegistry, ForTakesTheFirstPreferredRowThatRuns) {
  EXPECT_STREQ(kToy.For(Features(false, false, false, false)).name, "generic");
  EXPECT_STREQ(kToy.For(Features(true, false, false, false)).name, "ssse3");
  EXPECT_STREQ(kToy.For(Features(true, true, false, false)).name, "avx2");
  EXPECT_STREQ(kToy.For(Features(true, true, true, false)).name, "half");
  EXPECT_STREQ(kToy.For(Features(true, true, true, true)).name, "wide");
  EXPECT_STREQ(kToy.ExpectedName(Features(true, true, true, true)), "wide");
  // A trait without the feature it qualifies does not make a row run.
  EXPECT_STREQ(kToy.For(Features(true, true, false, true)).name, "avx2");
}

TEST(KernelRegistry, NoRowWithoutAsm) {
  CpuFeatures f = Features(true, true, true, true);
  f.asm_allowed = false;
  EXPECT_EQ(&kToy.For(f), &kToy.Generic());
}

TEST(KernelRegistry, ActiveIsForOfCpuAndStable) {
  EXPECT_EQ(&kToy.Active(), &kToy.For(Cpu()));
  EXPECT_EQ(&kToy.Active(), &kToy.Active());
}

TEST(KernelRegistry, AllIsGenericThenEveryRunnableRowSimplestFirst) {
  std::vector<std::string> want = {"generic"};
  const CpuFeatures& d = DetectedCpu();
  if (d.asm_allowed) {
    if (d.ssse3) want.push_back("ssse3");
    if (d.avx2) want.push_back("avx2");
    if (d.avx512f) want.push_back("half");
    if (d.avx512f) want.push_back("wide");  // runs wherever AVX-512 does
  }
  std::vector<std::string> got;
  for (const ToyKernels* k : kToy.All()) got.push_back(k->name);
  EXPECT_EQ(got, want);
  EXPECT_EQ(kToy.All().data(), kToy.All().data());  // built once
}

TEST(KernelRegistry, CompiledListsEveryTable) {
  std::vector<std::string> got;
  for (const ToyKernels* k : kToy.Compiled()) got.push_back(k->name);
  EXPECT_EQ(got, (std::vector<std::string>{"generic", "ssse3", "avx2", "half", "wide"}));
}

TEST(KernelRegistry, EmptyRowsMeanGenericOnly) {
  static constexpr std::array<KernelRow<ToyKernels>, 0> kNone{};
  static constinit const KernelRegistry<ToyKernels, 0> none(&kGeneric, kNone);
  EXPECT_EQ(&none.For(Features(true, true, true, true)), &kGeneric);
  ASSERT_EQ(none.All().size(), 1u);
  EXPECT_EQ(none.All()[0], &kGeneric);
  static constexpr std::array kNever = {KernelRow<ToyKernels>{&kWide, Never}};
  static constinit const KernelRegistry<ToyKernels, 1> never(&kGeneric, kNever);
  EXPECT_EQ(&never.For(Features(true, true, true, true)), &kGeneric);
  EXPECT_EQ(never.All().size(), 1u);
}

}  // namespace
}  // namespace limb
