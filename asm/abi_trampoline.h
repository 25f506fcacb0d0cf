// Test-only SysV AMD64 ABI harness (target //asm:abi_trampoline, testonly;
// never linked into //:limb). One trampoline serves the ABI checks of every
// asm kernel family (bignum/arith_abi_test.cc, bignum/arith_test.cc, mont_redc_test,
// mont_ifma_test, mont_ifma_sqr_test, symmetric/chacha20/chacha20_test.cc,
// symmetric/sha256/sha256_abi_test.cc; `grep -rl CallCheckingAbi` lists them).
//
// limb_abi_call (asm/x86_64/abi_trampoline.S) calls fn(args[0..5]) (rdi rsi
// rdx rcx r8 r9) with kAbiCanary[i] in the callee-saved register
// kAbiCalleeSaved[i] (rbx rbp r12 r13 r14 r15) and with CF, OF and ZF set
// (a kernel must not assume any flag state on entry). Afterwards out[0..5]
// holds those six registers, out[6] the rsp difference (after - before, 0
// expected) and out[7] RFLAGS (DF, bit 10, must be clear). It returns fn's
// rax, restores the caller's registers and clears DF itself, so a broken
// kernel fails the test instead of crashing the harness.
//
// Only x86-64 builds with assembly have it: LIMB_HAVE_ABI_TRAMPOLINE is
// defined exactly when the declarations below exist (not under
// --config=noasm / LIMB_NO_ASM, not on other CPUs).
#ifndef LIMB_ASM_ABI_TRAMPOLINE_H_
#define LIMB_ASM_ABI_TRAMPOLINE_H_

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
#define LIMB_HAVE_ABI_TRAMPOLINE 1

#include <cstdint>
#include <initializer_list>
#include <string>

extern "C" uint64_t limb_abi_call(const void* fn, const uint64_t args[6], uint64_t out[8]);

namespace limb::test {

// What the trampoline loads into rbx rbp r12 r13 r14 r15 before the call.
inline constexpr uint64_t kAbiCanary[6] = {0x0b0b0b0b0b0b0b01, 0x0b0b0b0b0b0b0b02,
                                           0x0b0b0b0b0b0b0b03, 0x0b0b0b0b0b0b0b04,
                                           0x0b0b0b0b0b0b0b05, 0x0b0b0b0b0b0b0b06};
inline constexpr const char* kAbiCalleeSaved[6] = {"rbx", "rbp", "r12", "r13", "r14", "r15"};
// CallCheckingAbi fills the argument registers a caller does not name with
// this garbage (an unused register must not matter).
inline constexpr uint64_t kAbiUnusedArg = 0x5a5a5a5a5a5a5a5a;

// AbiViolations returns "" when out (as limb_abi_call wrote it) shows every
// callee-saved register equal to its canary, rsp unchanged and DF clear;
// otherwise one "; "-separated clause per broken rule, e.g.
// "r12 not preserved (got 0x1, canary 0xb0b0b0b0b0b0b03); rsp changed by -8".
std::string AbiViolations(const uint64_t out[8]);

struct AbiCallResult {
  uint64_t ret;            // fn's rax
  std::string violations;  // AbiViolations(out): "" when the ABI was kept
};

// CallCheckingAbi calls fn through limb_abi_call with args (at most 6; the
// rest are kAbiUnusedArg) and returns fn's rax and the ABI violations.
AbiCallResult CallCheckingAbi(const void* fn, std::initializer_list<uint64_t> args);
// The same with all six argument registers given.
AbiCallResult CallCheckingAbi(const void* fn, const uint64_t (&args)[6]);

}  // namespace limb::test

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

#endif  // LIMB_ASM_ABI_TRAMPOLINE_H_
