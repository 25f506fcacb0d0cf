// Test-only functions for //asm:abi_trampoline_test, each breaking one rule
// of the SysV AMD64 ABI that limb_abi_call must report (and one that keeps
// them all).
// Prototype of each (C linkage): uint64_t f(uint64_t a);
// ABI: SysV AMD64 apart from the one rule named. In: rdi=a. Out: rax.
//   limb_abi_ok:      returns a + 1, keeps every rule.
//   limb_abi_bad_rbx: overwrites rbx.
//   limb_abi_bad_r15: overwrites r15.
//   limb_abi_bad_df:  returns with DF set.
// Measured: not timed (test harness).
#include "limb/asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
LIMB_ENTRY(limb_abi_ok)
  leaq 1(%rdi), %rax
  ret
LIMB_END(limb_abi_ok)

LIMB_ENTRY(limb_abi_bad_rbx)
  xorq $1, %rbx
  movq %rdi, %rax
  ret
LIMB_END(limb_abi_bad_rbx)

LIMB_ENTRY(limb_abi_bad_r15)
  xorl %r15d, %r15d
  movq %rdi, %rax
  ret
LIMB_END(limb_abi_bad_r15)

LIMB_ENTRY(limb_abi_bad_df)
  std
  movq %rdi, %rax
  ret
LIMB_END(limb_abi_bad_df)
#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
