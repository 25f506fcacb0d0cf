// Test-only functions for //asm:abi_trampoline_test, each breaking one rule
// of the ELFv2 ABI that limb_abi_call must report (and two that keep them).
// Prototype of each (C linkage): uint64_t f(uint64_t a);
// ABI: ELFv2 apart from the one rule named. In: r3=a. Out: r3.
//   limb_abi_ok:          returns a + 1, keeps every rule.
//   limb_abi_bad_r14, limb_abi_bad_r31: overwrite that GPR.
//   limb_abi_bad_f14:     overwrites f14 (the first callee-saved FPR).
//   limb_abi_bad_vs14_lo: overwrites doubleword 1 of vs14 only, the half
//                         that is not f14 (allowed: not reported).
//   limb_abi_bad_v20, limb_abi_bad_v31: overwrite that vector register.
//   limb_abi_bad_cr2:     flips a bit of cr2.
//   limb_abi_bad_vrsave:  changes VRSAVE.
//   limb_abi_bad_r2:      moves the TOC pointer.
// None uses the TOC.
// Measured: not timed (test harness).
#include "limb/asm/asm_common.h"

#if defined(__powerpc64__) && !defined(LIMB_NO_ASM)
  .machine power8
LIMB_ENTRY(limb_abi_ok)
  addi %r3, %r3, 1
  blr
LIMB_END(limb_abi_ok)

LIMB_ENTRY(limb_abi_bad_r14)
  not %r14, %r14
  blr
LIMB_END(limb_abi_bad_r14)

LIMB_ENTRY(limb_abi_bad_r31)
  not %r31, %r31
  blr
LIMB_END(limb_abi_bad_r31)

LIMB_ENTRY(limb_abi_bad_f14)
  fneg %f14, %f14
  blr
LIMB_END(limb_abi_bad_f14)

LIMB_ENTRY(limb_abi_bad_vs14_lo)
  xxlnor %vs0, %vs14, %vs14
  xxpermdi %vs14, %vs14, %vs0, 0
  blr
LIMB_END(limb_abi_bad_vs14_lo)

LIMB_ENTRY(limb_abi_bad_v20)
  vnor %v20, %v20, %v20
  blr
LIMB_END(limb_abi_bad_v20)

LIMB_ENTRY(limb_abi_bad_v31)
  vnor %v31, %v31, %v31
  blr
LIMB_END(limb_abi_bad_v31)

LIMB_ENTRY(limb_abi_bad_cr2)
  crnot 8, 8
  blr
LIMB_END(limb_abi_bad_cr2)

LIMB_ENTRY(limb_abi_bad_vrsave)
  mfvrsave %r11
  xori %r11, %r11, 1
  mtvrsave %r11
  blr
LIMB_END(limb_abi_bad_vrsave)

LIMB_ENTRY(limb_abi_bad_r2)
  addi %r2, %r2, 16
  blr
LIMB_END(limb_abi_bad_r2)
#endif  // defined(__powerpc64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
