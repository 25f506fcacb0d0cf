// Test-only functions for //asm:abi_trampoline_test, each breaking one rule
// of AAPCS64 that limb_abi_call must report (and one that keeps them all).
// Prototype of each (C linkage): uint64_t f(uint64_t a);
// ABI: AAPCS64 apart from the one rule named. In: x0=a. Out: x0.
//   limb_abi_ok:         returns a + 1, keeps every rule.
//   limb_abi_bad_x19:    overwrites x19.
//   limb_abi_bad_x29:    overwrites x29 (the frame pointer).
//   limb_abi_bad_d8:     overwrites d8.
//   limb_abi_bad_d15_hi: overwrites v15's upper half only (allowed: not reported).
// Measured: not timed (test harness).
#include "limb/asm/asm_common.h"

#if defined(__aarch64__) && !defined(LIMB_NO_ASM)
LIMB_ENTRY(limb_abi_ok)
  add x0, x0, #1
  ret
LIMB_END(limb_abi_ok)

LIMB_ENTRY(limb_abi_bad_x19)
  eor x19, x19, #1
  ret
LIMB_END(limb_abi_bad_x19)

LIMB_ENTRY(limb_abi_bad_x29)
  eor x29, x29, #0x10
  ret
LIMB_END(limb_abi_bad_x29)

LIMB_ENTRY(limb_abi_bad_d8)
  movi d8, #0
  ret
LIMB_END(limb_abi_bad_d8)

LIMB_ENTRY(limb_abi_bad_d15_hi)
  mov v15.d[1], x0
  ret
LIMB_END(limb_abi_bad_d15_hi)
#endif  // defined(__aarch64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
