// limb_abi_call: the test-only AAPCS64 trampoline (target //asm:abi_trampoline,
// declared with its C++ helpers in asm/abi_trampoline.h). Never linked into //:limb.
// Prototype (C linkage):
//   uint64_t limb_abi_call(const void* fn, const uint64_t args[8], uint64_t io[20]);
// Calls fn(args[0..7]) (in x0-x7) with io[0..10] in x19-x29 and io[11..18]
// in d8-d15 (AAPCS64's callee-saved registers: only the low 64 bits of
// v8-v15 are) and with N, Z, C and V set (a kernel must not assume any flag
// state on entry). After the call it stores those nineteen registers back
// into io[0..18] and the sp difference (after - before, 0 expected) into
// io[19]. Returns fn's x0. Restores the caller's registers itself, so a
// broken kernel fails the test instead of crashing the harness.
// ABI: AAPCS64. In: x0=fn x1=args x2=io. Out: x0.
// Register map: x16=fn, x17=args; x9-x11 scratch after the call; frame of
// 176 bytes: x29/x30 at 0, x19-x28 at 16..95, d8-d15 at 96..159, io at 160,
// sp before the call at 168.
// Clobbers: x1-x17, v0-v7, v16-v31 (caller-saved), flags.
// Measured: not timed (test harness).
#include "limb/asm/asm_common.h"

#if defined(__aarch64__) && !defined(LIMB_NO_ASM)
LIMB_ENTRY(limb_abi_call)
  stp x29, x30, [sp, #-176]!
  .cfi_def_cfa_offset 176
  .cfi_offset x29, -176
  .cfi_offset x30, -168
  mov x29, sp
  stp x19, x20, [sp, #16]
  stp x21, x22, [sp, #32]
  stp x23, x24, [sp, #48]
  stp x25, x26, [sp, #64]
  stp x27, x28, [sp, #80]
  stp d8, d9, [sp, #96]
  stp d10, d11, [sp, #112]
  stp d12, d13, [sp, #128]
  stp d14, d15, [sp, #144]
  str x2, [sp, #160]            // io
  mov x9, sp
  str x9, [sp, #168]            // sp before the call
  mov x16, x0                   // fn
  mov x17, x1                   // args
  ldp x19, x20, [x2, #0]
  ldp x21, x22, [x2, #16]
  ldp x23, x24, [x2, #32]
  ldp x25, x26, [x2, #48]
  ldp x27, x28, [x2, #64]
  ldr x29, [x2, #80]
  ldp d8, d9, [x2, #88]
  ldp d10, d11, [x2, #104]
  ldp d12, d13, [x2, #120]
  ldp d14, d15, [x2, #136]
  mov x9, #0xf0000000           // N Z C V: hostile entry flags
  msr nzcv, x9
  ldp x0, x1, [x17, #0]
  ldp x2, x3, [x17, #16]
  ldp x4, x5, [x17, #32]
  ldp x6, x7, [x17, #48]
  blr x16
  ldr x9, [sp, #160]            // io
  stp x19, x20, [x9, #0]
  stp x21, x22, [x9, #16]
  stp x23, x24, [x9, #32]
  stp x25, x26, [x9, #48]
  stp x27, x28, [x9, #64]
  str x29, [x9, #80]
  stp d8, d9, [x9, #88]
  stp d10, d11, [x9, #104]
  stp d12, d13, [x9, #120]
  stp d14, d15, [x9, #136]
  mov x10, sp
  ldr x11, [sp, #168]
  sub x10, x10, x11
  str x10, [x9, #152]           // io[19] = sp after - sp before
  ldp x19, x20, [sp, #16]
  ldp x21, x22, [sp, #32]
  ldp x23, x24, [sp, #48]
  ldp x25, x26, [sp, #64]
  ldp x27, x28, [sp, #80]
  ldp d8, d9, [sp, #96]
  ldp d10, d11, [sp, #112]
  ldp d12, d13, [sp, #128]
  ldp d14, d15, [sp, #144]
  ldp x29, x30, [sp], #176
  .cfi_def_cfa_offset 0
  .cfi_restore x29
  .cfi_restore x30
  ret
LIMB_END(limb_abi_call)
#endif  // defined(__aarch64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
