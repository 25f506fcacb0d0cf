// Test-only ABI harness (SysV AMD64; AAPCS64 on aarch64; ELFv2 on ppc64le) (target
// //asm:abi_trampoline, testonly; never linked into //:limb). One trampoline serves the ABI checks
// of every asm kernel family (bignum/arith_abi_test.cc, bignum/arith_test.cc, mont_redc_test,
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
// Only x86-64, aarch64 and ppc64le builds with assembly have it:
// LIMB_HAVE_ABI_TRAMPOLINE is defined exactly when the declarations below
// exist (not under --config=noasm / LIMB_NO_ASM, not on other CPUs).
#ifndef LIMB_ASM_ABI_TRAMPOLINE_H_
#define LIMB_ASM_ABI_TRAMPOLINE_H_

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
#define LIMB_HAVE_ABI_TRAMPOLINE 1

#include <cstdint>
#include <initializer_list>
#include <string>

extern "C" uint64_t limb_abi_call(const void* fn, const uint64_t args[6], uint64_t out[8]);

namespace limb::test {

// Argument registers CallCheckingAbi can fill (rdi rsi rdx rcx r8 r9).
inline constexpr int kAbiArgs = 6;
// What the trampoline loads into rbx rbp r12 r13 r14 r15 before the call.
inline constexpr uint64_t kAbiCanary[6] = {0x0b0b0b0b0b0b0b01, 0x0b0b0b0b0b0b0b02,
                                           0x0b0b0b0b0b0b0b03, 0x0b0b0b0b0b0b0b04,
                                           0x0b0b0b0b0b0b0b05, 0x0b0b0b0b0b0b0b06};
inline constexpr const char* kAbiCalleeSaved[6] = {"rbx", "rbp", "r12", "r13", "r14", "r15"};
// AbiViolations returns "" when out (as limb_abi_call wrote it) shows every
// callee-saved register equal to its canary, rsp unchanged and DF clear;
// otherwise one "; "-separated clause per broken rule, e.g.
// "r12 not preserved (got 0x1, canary 0xb0b0b0b0b0b0b03); rsp changed by -8".
std::string AbiViolations(const uint64_t out[8]);

}  // namespace limb::test

#elif defined(__aarch64__) && !defined(LIMB_NO_ASM)
#define LIMB_HAVE_ABI_TRAMPOLINE 1

#include <cstdint>
#include <initializer_list>
#include <string>

// AAPCS64 (asm/aarch64/abi_trampoline.S): calls fn(args[0..7]) (x0-x7) with
// io[0..10] in x19-x29 and io[11..18] in d8-d15 (the callee-saved
// registers; only the low 64 bits of v8-v15 are), and with N, Z, C and V set.
// Afterwards io[0..18] holds those registers and io[19] the sp difference
// (after - before, 0 expected). Returns fn's x0.
extern "C" uint64_t limb_abi_call(const void* fn, const uint64_t args[8], uint64_t io[20]);

namespace limb::test {

inline constexpr int kAbiArgs = 8;
inline constexpr int kAbiSaved = 19;
inline constexpr const char* kAbiCalleeSaved[kAbiSaved] = {
    "x19", "x20", "x21", "x22", "x23", "x24", "x25", "x26", "x27", "x28",
    "x29", "d8",  "d9",  "d10", "d11", "d12", "d13", "d14", "d15"};

// AbiViolations returns "" when io (after the call) holds canary[i] in
// every callee-saved register and sp unchanged; otherwise one
// "; "-separated clause per broken rule.
std::string AbiViolations(const uint64_t io[20], const uint64_t canary[kAbiSaved]);

}  // namespace limb::test

#elif defined(__powerpc64__) && !defined(LIMB_NO_ASM)
#define LIMB_HAVE_ABI_TRAMPOLINE 1

#include <cstdint>
#include <initializer_list>
#include <string>

// ELFv2 (asm/ppc64le/abi_trampoline.S): calls fn(args[0..7]) (r3-r10) with
// io[0..17] in r14-r31, io[18..35] in f14-f31, io[36..59] in v20-v31, io[60]
// in VRSAVE and io[61] in CR, and with XER's CA set. Afterwards those slots
// hold the registers' values, io[62] and io[63] the r1 and r2 differences
// (after - before, 0 expected). Returns fn's r3.
extern "C" uint64_t limb_abi_call(const void* fn, const uint64_t args[8], uint64_t io[64]);

namespace limb::test {

inline constexpr int kAbiArgs = 8;
// The io slots that carry canaries: r14-r31, f14-f31, v20-v31, VRSAVE, CR.
inline constexpr int kAbiSaved = 62;
// CR fields cr2, cr3 and cr4 (callee-saved); the other five are volatile.
inline constexpr uint64_t kAbiCrSavedMask = 0x00fff000;

// AbiViolations returns "" when io (after the call) holds canary[i] in
// every callee-saved register (for CR: in cr2-cr4) and r1 and r2 are
// unchanged; otherwise one "; "-separated clause per broken rule, e.g.
// "r14 not preserved (got 0x0, canary 0x...)" or "v31 not preserved".
std::string AbiViolations(const uint64_t io[64], const uint64_t canary[kAbiSaved]);

}  // namespace limb::test

#endif

#if defined(LIMB_HAVE_ABI_TRAMPOLINE)
namespace limb::test {

// CallCheckingAbi fills the argument registers a caller does not name with
// this garbage (an unused register must not matter).
inline constexpr uint64_t kAbiUnusedArg = 0x5a5a5a5a5a5a5a5a;

struct AbiCallResult {
  uint64_t ret;            // fn's return register (rax, x0)
  std::string violations;  // "" when the ABI was kept
};

// CallCheckingAbi calls fn through limb_abi_call with args (at most
// kAbiArgs; the rest are kAbiUnusedArg) and returns fn's result and the ABI
// violations. On aarch64 and ppc64le the canaries are fresh random values
// on every call, so a kernel cannot pass by leaving a constant in a register.
AbiCallResult CallCheckingAbi(const void* fn, std::initializer_list<uint64_t> args);
// The same with the first six argument registers given.
AbiCallResult CallCheckingAbi(const void* fn, const uint64_t (&args)[6]);

}  // namespace limb::test
#endif  // defined(LIMB_HAVE_ABI_TRAMPOLINE)

#endif  // LIMB_ASM_ABI_TRAMPOLINE_H_
