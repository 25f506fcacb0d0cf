// limb_abi_call: the one test-only ABI trampoline (target //asm:abi_trampoline,
// declared with its C++ helpers in asm/abi_trampoline.h). Never linked into //:limb.
// Prototype (C linkage):
//   uint64_t limb_abi_call(const void* fn, const uint64_t args[6], uint64_t out[8]);
// Calls fn(args[0..5]) (in rdi rsi rdx rcx r8 r9) with known values in every
// SysV callee-saved register (rbx rbp r12 r13 r14 r15) and with CF, OF and
// the other arithmetic flags SET (a kernel must not assume any flag state on
// entry). After the call it records the six registers in out[0..5], the rsp
// difference (after - before, 0 expected) in out[6] and RFLAGS in out[7]
// (DF, bit 10, must be clear). Returns fn's rax. Restores the caller's
// registers and clears DF itself, so a broken kernel fails the test instead
// of crashing the harness.
// ABI: SysV AMD64. In: rdi=fn rsi=args rdx=out. Out: rax.
// Register map: r11=fn, r10=args, [rsp]=out; rbx rbp r12-r15 = canaries during the call.
// Clobbers: rax rcx rdx rsi rdi r8-r11, flags. Callee-saved registers restored.
// Strategy: push the six callee-saved registers and the out pointer (rsp is
// then 16-byte aligned for the call), store rsp into out[6], load canaries,
// call, compare in C++.
// Measured: not timed (test harness).
#include "limb/asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_ENTRY(limb_abi_call)
  LIMB_PUSH_CALLEE
  pushq %rdx                     // out; entry rsp was 8 mod 16, 7 pushes later it is 0 mod 16
  .cfi_adjust_cfa_offset 8
  movq %rdi, %r11                // fn
  movq %rsi, %r10                // args
  movq %rsp, 48(%rdx)            // out[6] = rsp before the call
  movabsq $0x0b0b0b0b0b0b0b01, %rbx
  movabsq $0x0b0b0b0b0b0b0b02, %rbp
  movabsq $0x0b0b0b0b0b0b0b03, %r12
  movabsq $0x0b0b0b0b0b0b0b04, %r13
  movabsq $0x0b0b0b0b0b0b0b05, %r14
  movabsq $0x0b0b0b0b0b0b0b06, %r15
  movabsq $0x8000000000000000, %rax
  addq %rax, %rax                // CF = OF = ZF = 1: hostile entry flags; MOVs below keep them
  movq (%r10), %rdi
  movq 8(%r10), %rsi
  movq 16(%r10), %rdx
  movq 24(%r10), %rcx
  movq 32(%r10), %r8
  movq 40(%r10), %r9
  call *%r11
  pushfq                         // RFLAGS as the kernel left them
  popq %r10
  movq (%rsp), %r11              // out
  movq %r10, 56(%r11)            // out[7] = RFLAGS
  movq %rbx, (%r11)
  movq %rbp, 8(%r11)
  movq %r12, 16(%r11)
  movq %r13, 24(%r11)
  movq %r14, 32(%r11)
  movq %r15, 40(%r11)
  movq %rsp, %r10
  subq 48(%r11), %r10
  movq %r10, 48(%r11)            // out[6] = rsp after - rsp before
  cld
  popq %rdx
  .cfi_adjust_cfa_offset -8
  LIMB_POP_CALLEE
  ret
LIMB_END(limb_abi_call)

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
