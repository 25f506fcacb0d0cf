// ABI conformance of every arith asm symbol, called through the test-only
// trampoline (asm/abi_trampoline.h). SysV AMD64 (x86-64): known values in the
// callee-saved registers (rbx rbp r12-r15) and CF/OF set before the call;
// afterwards those registers and rsp must be unchanged and DF clear. AAPCS64
// (aarch64): fresh random canaries in x19-x29 and d8-d15, checked afterwards
// with sp. ELFv2 (ppc64le): fresh random canaries in r14-r31, f14-f31,
// v20-v31, VRSAVE and cr2-cr4, checked afterwards with r1 and r2, CA set on
// entry. Every way the result must equal the portable twin's.
#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "limb/asm/abi_trampoline.h"
#include "limb/asm/cpu.h"
#include "limb/bignum/arith.h"
#include "limb/bignum/arith_asm.h"
#include "gtest/gtest.h"

#if defined(LIMB_HAVE_ABI_TRAMPOLINE) && defined(__x86_64__)
#define LIMB_ABI_TEST_X86_64 1
#endif
#if defined(LIMB_HAVE_ABI_TRAMPOLINE) && defined(__aarch64__) && defined(LIMB_ARITH_AARCH64)
#define LIMB_ABI_TEST_AARCH64 1
#endif
#if defined(LIMB_HAVE_ABI_TRAMPOLINE) && defined(__powerpc64__) && defined(LIMB_ARITH_PPC64LE)
#define LIMB_ABI_TEST_PPC64LE 1
#endif

namespace limb {
namespace {

#if defined(LIMB_ABI_TEST_X86_64) || defined(LIMB_ABI_TEST_AARCH64) || \
    defined(LIMB_ABI_TEST_PPC64LE)

enum class Shape { kVV, kVW, kVU, kVWW, kVVW };

struct Symbol {
  const char* name;
  const void* fn;
  Shape shape;
  const void* twin;  // the generic twin with the same shape
  bool needs_adx;
  bool needs_avx512 = false;  // AVX-512F/DQ as well (the x86_64_avx512 table)
  bool needs_avx2 = false;    // AVX2 as well (the x86_64_avx2 table)
};

#if defined(LIMB_ABI_TEST_X86_64)
const Symbol kSymbols[] = {
    {"limb_addVV_x86_64", reinterpret_cast<const void*>(&limb_addVV_x86_64), Shape::kVV,
     reinterpret_cast<const void*>(&addVV_g), false},
    {"limb_subVV_x86_64", reinterpret_cast<const void*>(&limb_subVV_x86_64), Shape::kVV,
     reinterpret_cast<const void*>(&subVV_g), false},
    {"limb_addVW_x86_64", reinterpret_cast<const void*>(&limb_addVW_x86_64), Shape::kVW,
     reinterpret_cast<const void*>(&addVW_g), false},
    {"limb_subVW_x86_64", reinterpret_cast<const void*>(&limb_subVW_x86_64), Shape::kVW,
     reinterpret_cast<const void*>(&subVW_g), false},
    {"limb_shlVU_x86_64", reinterpret_cast<const void*>(&limb_shlVU_x86_64), Shape::kVU,
     reinterpret_cast<const void*>(&shlVU_g), false},
    {"limb_shrVU_x86_64", reinterpret_cast<const void*>(&limb_shrVU_x86_64), Shape::kVU,
     reinterpret_cast<const void*>(&shrVU_g), false},
    {"limb_mulAddVWW_x86_64", reinterpret_cast<const void*>(&limb_mulAddVWW_x86_64), Shape::kVWW,
     reinterpret_cast<const void*>(&mulAddVWW_g), false},
    {"limb_addMulVVW_x86_64", reinterpret_cast<const void*>(&limb_addMulVVW_x86_64), Shape::kVVW,
     reinterpret_cast<const void*>(&addMulVVW_g), false},
    {"limb_subMulVVW_x86_64", reinterpret_cast<const void*>(&limb_subMulVVW_x86_64), Shape::kVVW,
     reinterpret_cast<const void*>(&subMulVVW_g), false},
    {"limb_mulAddVWW_adx", reinterpret_cast<const void*>(&limb_mulAddVWW_adx), Shape::kVWW,
     reinterpret_cast<const void*>(&mulAddVWW_g), true},
    {"limb_addMulVVW_adx", reinterpret_cast<const void*>(&limb_addMulVVW_adx), Shape::kVVW,
     reinterpret_cast<const void*>(&addMulVVW_g), true},
    {"limb_subMulVVW_adx", reinterpret_cast<const void*>(&limb_subMulVVW_adx), Shape::kVVW,
     reinterpret_cast<const void*>(&subMulVVW_g), true},
    {"limb_shlVU_x86_64_avx", reinterpret_cast<const void*>(&limb_shlVU_x86_64_avx), Shape::kVU,
     reinterpret_cast<const void*>(&shlVU_g), true, true},
    {"limb_shrVU_x86_64_avx", reinterpret_cast<const void*>(&limb_shrVU_x86_64_avx), Shape::kVU,
     reinterpret_cast<const void*>(&shrVU_g), true, true},
    {"limb_addVV_avx2", reinterpret_cast<const void*>(&limb_addVV_avx2), Shape::kVV,
     reinterpret_cast<const void*>(&addVV_g), true, false, true},
    {"limb_subVV_avx2", reinterpret_cast<const void*>(&limb_subVV_avx2), Shape::kVV,
     reinterpret_cast<const void*>(&subVV_g), true, false, true},
    {"limb_addVV_avx512", reinterpret_cast<const void*>(&limb_addVV_avx512), Shape::kVV,
     reinterpret_cast<const void*>(&addVV_g), true, true},
    {"limb_subVV_avx512", reinterpret_cast<const void*>(&limb_subVV_avx512), Shape::kVV,
     reinterpret_cast<const void*>(&subVV_g), true, true},
    {"limb_addMulVVW_avx512", reinterpret_cast<const void*>(&limb_addMulVVW_avx512), Shape::kVVW,
     reinterpret_cast<const void*>(&addMulVVW_g), true, true},
};
#elif defined(LIMB_ABI_TEST_AARCH64)
// aarch64: base ARMv8-A, every symbol runs on every aarch64 CPU.
const Symbol kSymbols[] = {
    {"limb_addVV_aarch64", reinterpret_cast<const void*>(&limb_addVV_aarch64), Shape::kVV,
     reinterpret_cast<const void*>(&addVV_g), false},
    {"limb_subVV_aarch64", reinterpret_cast<const void*>(&limb_subVV_aarch64), Shape::kVV,
     reinterpret_cast<const void*>(&subVV_g), false},
    {"limb_addVW_aarch64", reinterpret_cast<const void*>(&limb_addVW_aarch64), Shape::kVW,
     reinterpret_cast<const void*>(&addVW_g), false},
    {"limb_subVW_aarch64", reinterpret_cast<const void*>(&limb_subVW_aarch64), Shape::kVW,
     reinterpret_cast<const void*>(&subVW_g), false},
    {"limb_shlVU_aarch64", reinterpret_cast<const void*>(&limb_shlVU_aarch64), Shape::kVU,
     reinterpret_cast<const void*>(&shlVU_g), false},
    {"limb_shrVU_aarch64", reinterpret_cast<const void*>(&limb_shrVU_aarch64), Shape::kVU,
     reinterpret_cast<const void*>(&shrVU_g), false},
    {"limb_mulAddVWW_aarch64", reinterpret_cast<const void*>(&limb_mulAddVWW_aarch64), Shape::kVWW,
     reinterpret_cast<const void*>(&mulAddVWW_g), false},
    {"limb_addMulVVW_aarch64", reinterpret_cast<const void*>(&limb_addMulVVW_aarch64), Shape::kVVW,
     reinterpret_cast<const void*>(&addMulVVW_g), false},
    {"limb_subMulVVW_aarch64", reinterpret_cast<const void*>(&limb_subMulVVW_aarch64), Shape::kVVW,
     reinterpret_cast<const void*>(&subMulVVW_g), false},
};
#else
// ppc64le: scalar Power ISA 2.07, every symbol runs on every ppc64le CPU.
const Symbol kSymbols[] = {
    {"limb_addVV_ppc64le", reinterpret_cast<const void*>(&limb_addVV_ppc64le), Shape::kVV,
     reinterpret_cast<const void*>(&addVV_g), false},
    {"limb_subVV_ppc64le", reinterpret_cast<const void*>(&limb_subVV_ppc64le), Shape::kVV,
     reinterpret_cast<const void*>(&subVV_g), false},
    {"limb_addVW_ppc64le", reinterpret_cast<const void*>(&limb_addVW_ppc64le), Shape::kVW,
     reinterpret_cast<const void*>(&addVW_g), false},
    {"limb_subVW_ppc64le", reinterpret_cast<const void*>(&limb_subVW_ppc64le), Shape::kVW,
     reinterpret_cast<const void*>(&subVW_g), false},
    {"limb_shlVU_ppc64le", reinterpret_cast<const void*>(&limb_shlVU_ppc64le), Shape::kVU,
     reinterpret_cast<const void*>(&shlVU_g), false},
    {"limb_shrVU_ppc64le", reinterpret_cast<const void*>(&limb_shrVU_ppc64le), Shape::kVU,
     reinterpret_cast<const void*>(&shrVU_g), false},
    {"limb_mulAddVWW_ppc64le", reinterpret_cast<const void*>(&limb_mulAddVWW_ppc64le), Shape::kVWW,
     reinterpret_cast<const void*>(&mulAddVWW_g), false},
    {"limb_addMulVVW_ppc64le", reinterpret_cast<const void*>(&limb_addMulVVW_ppc64le), Shape::kVVW,
     reinterpret_cast<const void*>(&addMulVVW_g), false},
    {"limb_subMulVVW_ppc64le", reinterpret_cast<const void*>(&limb_subMulVVW_ppc64le), Shape::kVVW,
     reinterpret_cast<const void*>(&subMulVVW_g), false},
};
#endif

// The twin, called directly with the same arguments.
Word CallTwin(const Symbol& s, const uint64_t a[6]) {
  Word* z = reinterpret_cast<Word*>(a[0]);
  const Word* x = reinterpret_cast<const Word*>(a[1]);
  switch (s.shape) {
    case Shape::kVV:
      return reinterpret_cast<Word (*)(Word*, const Word*, const Word*, size_t)>(const_cast<void*>(s.twin))(
          z, x, reinterpret_cast<const Word*>(a[2]), a[3]);
    case Shape::kVW:
    case Shape::kVVW:
      return reinterpret_cast<Word (*)(Word*, const Word*, size_t, Word)>(const_cast<void*>(s.twin))(z, x, a[2],
                                                                                                   a[3]);
    case Shape::kVU:
      return reinterpret_cast<Word (*)(Word*, const Word*, size_t, unsigned)>(const_cast<void*>(s.twin))(
          z, x, a[2], static_cast<unsigned>(a[3]));
    case Shape::kVWW:
      return reinterpret_cast<Word (*)(Word*, const Word*, size_t, Word, Word)>(const_cast<void*>(s.twin))(
          z, x, a[2], a[3], a[4]);
  }
  return 0;
}

TEST(AbiTest, EveryAsmSymbolPreservesCalleeSavedRegisters) {
  const bool adx = DetectedCpu().bmi2 && DetectedCpu().adx;
  const bool avx512 = adx && DetectedCpu().avx512f && DetectedCpu().avx512dq;
  const bool avx2 = adx && DetectedCpu().avx2;
  std::mt19937_64 rng(0x616269);
  int called = 0;
  for (const Symbol& s : kSymbols) {
    if ((s.needs_adx && !adx) || (s.needs_avx512 && !avx512) || (s.needs_avx2 && !avx2)) {
      // Not runnable here, and then not in AllArithKernels() either
      // (dispatch_test checks that side).
      continue;
    }
    for (size_t n : {0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 32, 33, 39, 40, 100, 207}) {
      SCOPED_TRACE(std::string(s.name) + " n=" + std::to_string(n));
      std::vector<Word> x(n + 1), y(n + 1), z0(n + 1);
      for (auto& w : x) w = rng();
      for (auto& w : y) w = rng();
      for (auto& w : z0) w = rng();
      std::vector<Word> z_asm = z0, z_twin = z0;
      uint64_t args[6] = {0, reinterpret_cast<uint64_t>(x.data()), 0, 0, 0, 0};
      const Word w = rng(), r = rng();
      switch (s.shape) {
        case Shape::kVV: args[2] = reinterpret_cast<uint64_t>(y.data()); args[3] = n; break;
        case Shape::kVW:
        case Shape::kVVW: args[2] = n; args[3] = w; break;
        case Shape::kVU:
          args[2] = n;
          args[3] = n % 64;
#if defined(LIMB_ABI_TEST_AARCH64) || defined(LIMB_ABI_TEST_PPC64LE)
          // AAPCS64 leaves the upper half of x3 undefined for an unsigned
          // argument: garbage there must not change the result. ELFv2
          // callers zero-extend it, but arith_ppc64le.S promises to read
          // only s's low 6 bits: hold it to that.
          args[3] |= test::kAbiUnusedArg << 32;
#endif
          break;
        case Shape::kVWW: args[2] = n; args[3] = w; args[4] = r; break;
      }
      args[5] = test::kAbiUnusedArg;  // unused argument register, garbage on purpose
      args[0] = reinterpret_cast<uint64_t>(z_asm.data());
      // Callee-saved registers kept, rsp unchanged, DF clear.
      const test::AbiCallResult got = test::CallCheckingAbi(s.fn, args);
      ++called;
      EXPECT_EQ(got.violations, "");
      args[0] = reinterpret_cast<uint64_t>(z_twin.data());
      EXPECT_EQ(got.ret, CallTwin(s, args)) << "return value differs from the twin";
      EXPECT_EQ(z_asm, z_twin) << "z differs from the twin";
    }
  }
  EXPECT_GT(called, 0);
}

#if defined(LIMB_ABI_TEST_PPC64LE)
// The "ppc64le" table's schoolbook symbols: limb_mulBasecase_ppc64le (r14-r19
// saved in the red zone) and limb_sqr_ppc64le (mont_ppc64le.S, the table's
// sqrBasecase), through the trampoline, against the
// twins; square and oblong shapes, xn < yn too.
TEST(AbiTest, Ppc64leBasecasesPreserveCalleeSavedRegisters) {
  std::mt19937_64 rng(0x626173);
  for (size_t n : {1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 23, 32, 33, 100}) {
    for (size_t yn : {size_t{1}, size_t{3}, n, n + 5}) {
      SCOPED_TRACE("limb_mulBasecase_ppc64le xn=" + std::to_string(n) + " yn=" + std::to_string(yn));
      std::vector<Word> x(n), y(yn), z(n + yn + 1), want(n + yn + 1);
      for (auto& w : x) w = rng();
      for (auto& w : y) w = rng();
      for (auto& w : z) w = rng();
      want.back() = z.back();  // the word above z[0, n+yn) is not written
      uint64_t args[6] = {reinterpret_cast<uint64_t>(z.data()), reinterpret_cast<uint64_t>(x.data()), n,
                          reinterpret_cast<uint64_t>(y.data()), yn, test::kAbiUnusedArg};
      EXPECT_EQ(test::CallCheckingAbi(reinterpret_cast<const void*>(&limb_mulBasecase_ppc64le), args).violations,
                "");
      mulBasecase_g(want.data(), x.data(), n, y.data(), yn);
      EXPECT_EQ(z, want) << "z differs from the twin";
    }
    SCOPED_TRACE("limb_sqr_ppc64le n=" + std::to_string(n));
    std::vector<Word> x(n), z(2 * n + 1), want(2 * n + 1);
    for (auto& w : x) w = rng();
    for (auto& w : z) w = rng();
    want.back() = z.back();
    uint64_t args[6] = {reinterpret_cast<uint64_t>(z.data()), reinterpret_cast<uint64_t>(x.data()), n,
                        test::kAbiUnusedArg, test::kAbiUnusedArg, test::kAbiUnusedArg};
    EXPECT_EQ(test::CallCheckingAbi(reinterpret_cast<const void*>(&limb_sqr_ppc64le), args).violations, "");
    sqrBasecase_g(want.data(), x.data(), n);
    EXPECT_EQ(z, want) << "z differs from the twin";
  }
}
#endif

#else

TEST(AbiTest, NoAsmInThisBuild) {
  GTEST_SKIP() << "built without x86-64, aarch64 or ppc64le asm (LIMB_NO_ASM or another CPU): no "
                  "symbols to check";
}

#endif

}  // namespace
}  // namespace limb
