// The ABI trampoline itself: a function that breaks a rule is reported
// with the register it broke, a conforming one passes and its result comes
// back, so every kernel test built on CallCheckingAbi can fail.
#include "limb/asm/abi_trampoline.h"

#include <cstdint>
#include <string>

#include "gtest/gtest.h"

#if defined(LIMB_HAVE_ABI_TRAMPOLINE)
extern "C" {
uint64_t limb_abi_ok(uint64_t);
#if defined(__x86_64__)
uint64_t limb_abi_bad_rbx(uint64_t);
uint64_t limb_abi_bad_r15(uint64_t);
uint64_t limb_abi_bad_df(uint64_t);
#elif defined(__aarch64__)
uint64_t limb_abi_bad_x19(uint64_t);
uint64_t limb_abi_bad_x29(uint64_t);
uint64_t limb_abi_bad_d8(uint64_t);
uint64_t limb_abi_bad_d15_hi(uint64_t);
#elif defined(__powerpc64__)
uint64_t limb_abi_bad_r14(uint64_t);
uint64_t limb_abi_bad_r31(uint64_t);
uint64_t limb_abi_bad_f14(uint64_t);
uint64_t limb_abi_bad_vs14_lo(uint64_t);
uint64_t limb_abi_bad_v20(uint64_t);
uint64_t limb_abi_bad_v31(uint64_t);
uint64_t limb_abi_bad_cr2(uint64_t);
uint64_t limb_abi_bad_vrsave(uint64_t);
uint64_t limb_abi_bad_r2(uint64_t);
#endif
}
#endif

namespace limb {
namespace {

#if defined(LIMB_HAVE_ABI_TRAMPOLINE)

const void* Fn(uint64_t (*f)(uint64_t)) { return reinterpret_cast<const void*>(f); }

TEST(AbiTrampoline, ConformingFunctionPasses) {
  for (uint64_t a : {uint64_t{0}, uint64_t{41}, ~uint64_t{0} - 1}) {
    const test::AbiCallResult r = test::CallCheckingAbi(Fn(&limb_abi_ok), {a});
    EXPECT_EQ(r.violations, "");
    EXPECT_EQ(r.ret, a + 1);
  }
}

// Each broken function is reported, naming the register (and only it).
void ExpectReported(uint64_t (*f)(uint64_t), const std::string& what) {
  SCOPED_TRACE(what);
  const test::AbiCallResult r = test::CallCheckingAbi(Fn(f), {7});
  EXPECT_EQ(r.violations.rfind(what, 0), 0u) << r.violations;
  EXPECT_EQ(r.violations.find(';'), std::string::npos) << r.violations;
}

#if defined(__x86_64__)
TEST(AbiTrampoline, ReportsEachBrokenRule) {
  ExpectReported(&limb_abi_bad_rbx, "rbx not preserved");
  ExpectReported(&limb_abi_bad_r15, "r15 not preserved");
  ExpectReported(&limb_abi_bad_df, "DF set on return");
}
#elif defined(__aarch64__)
TEST(AbiTrampoline, ReportsEachBrokenRule) {
  ExpectReported(&limb_abi_bad_x19, "x19 not preserved");
  ExpectReported(&limb_abi_bad_x29, "x29 not preserved");
  ExpectReported(&limb_abi_bad_d8, "d8 not preserved");
}

// Only the low 64 bits of v8-v15 are callee-saved.
TEST(AbiTrampoline, UpperHalvesOfV8ToV15AreFree) {
  const test::AbiCallResult r = test::CallCheckingAbi(Fn(&limb_abi_bad_d15_hi), {7});
  EXPECT_EQ(r.violations, "");
}

// Fresh canaries on every call: two calls of the same broken function
// report different canaries.
TEST(AbiTrampoline, CanariesDifferPerCall) {
  const test::AbiCallResult a = test::CallCheckingAbi(Fn(&limb_abi_bad_x19), {0});
  const test::AbiCallResult b = test::CallCheckingAbi(Fn(&limb_abi_bad_x19), {0});
  EXPECT_NE(a.violations, b.violations);
}
#elif defined(__powerpc64__)
TEST(AbiTrampoline, ReportsEachBrokenRule) {
  ExpectReported(&limb_abi_bad_r14, "r14 not preserved");
  ExpectReported(&limb_abi_bad_r31, "r31 not preserved");
  ExpectReported(&limb_abi_bad_f14, "f14 not preserved");
  ExpectReported(&limb_abi_bad_v20, "v20 not preserved");
  ExpectReported(&limb_abi_bad_v31, "v31 not preserved");
  ExpectReported(&limb_abi_bad_cr2, "cr2-cr4 not preserved");
  ExpectReported(&limb_abi_bad_vrsave, "VRSAVE not preserved");
  ExpectReported(&limb_abi_bad_r2, "r2 changed by 16");
}

// Only doubleword 0 of vs14-vs31 (the FPR) is callee-saved.
TEST(AbiTrampoline, SecondHalfOfVs14IsFree) {
  const test::AbiCallResult r = test::CallCheckingAbi(Fn(&limb_abi_bad_vs14_lo), {7});
  EXPECT_EQ(r.violations, "");
}

TEST(AbiTrampoline, CanariesDifferPerCall) {
  const test::AbiCallResult a = test::CallCheckingAbi(Fn(&limb_abi_bad_r14), {0});
  const test::AbiCallResult b = test::CallCheckingAbi(Fn(&limb_abi_bad_r14), {0});
  EXPECT_NE(a.violations, b.violations);
}
#endif

#else

TEST(AbiTrampoline, NoTrampolineInThisBuild) {
  GTEST_SKIP() << "no ABI trampoline here (LIMB_NO_ASM, or an architecture without one yet)";
}

#endif

}  // namespace
}  // namespace limb
