// limb_sha256_abi_call: TEST-ONLY trampoline checking that a SHA-256 kernel
// preserves the SysV callee-saved registers.
// Prototype (C linkage, declared in sha256_abi_test.cc):
//   uint64_t limb_sha256_abi_call(void (*fn)(uint32_t*, const uint8_t*, size_t),
//                                 uint32_t* state, const uint8_t* blocks, size_t nblocks);
// Loads a distinct sentinel into each of rbx rbp r12 r13 r14 r15, calls
// fn(state, blocks, nblocks) with rsp 16-byte aligned at the call, and
// returns a mask of the registers that came back changed: bit 0 rbx, 1 rbp,
// 2 r12, 3 r13, 4 r14, 5 r15 (0 = ABI respected). A changed rsp would not
// return here at all (the test would crash, which also fails it).
// ABI: SysV AMD64. In: rdi=fn rsi=state rdx=blocks rcx=nblocks. Out: rax=mask.
// Register map: rax=fn then the mask, rcx/rdx=compare scratch after the call.
// Clobbers: rax rcx rdx rsi rdi r8-r11, flags; callee-saved registers are
// saved on entry and restored before returning.
#include "asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_ENTRY(limb_sha256_abi_call)
  pushq %rbx
  .cfi_adjust_cfa_offset 8
  .cfi_offset %rbx, -16
  pushq %rbp
  .cfi_adjust_cfa_offset 8
  .cfi_offset %rbp, -24
  pushq %r12
  .cfi_adjust_cfa_offset 8
  .cfi_offset %r12, -32
  pushq %r13
  .cfi_adjust_cfa_offset 8
  .cfi_offset %r13, -40
  pushq %r14
  .cfi_adjust_cfa_offset 8
  .cfi_offset %r14, -48
  pushq %r15
  .cfi_adjust_cfa_offset 8
  .cfi_offset %r15, -56
  subq $8, %rsp                 // rsp = 0 mod 16 at the call below
  .cfi_adjust_cfa_offset 8

  movq %rdi, %rax               // fn
  movq %rsi, %rdi               // state
  movq %rdx, %rsi               // blocks
  movq %rcx, %rdx               // nblocks
  movabsq $0x1b1b1b1b1b1b1b1b, %rbx
  movabsq $0x2b2b2b2b2b2b2b2b, %rbp
  movabsq $0x3c3c3c3c3c3c3c3c, %r12
  movabsq $0x4d4d4d4d4d4d4d4d, %r13
  movabsq $0x5e5e5e5e5e5e5e5e, %r14
  movabsq $0x6f6f6f6f6f6f6f6f, %r15
  call *%rax

  xorl %eax, %eax               // mask = 0
  movabsq $0x1b1b1b1b1b1b1b1b, %rcx
  cmpq %rcx, %rbx
  setne %dl
  movzbl %dl, %edx
  orl %edx, %eax                // bit 0: rbx
  movabsq $0x2b2b2b2b2b2b2b2b, %rcx
  cmpq %rcx, %rbp
  setne %dl
  movzbl %dl, %edx
  shll $1, %edx
  orl %edx, %eax                // bit 1: rbp
  movabsq $0x3c3c3c3c3c3c3c3c, %rcx
  cmpq %rcx, %r12
  setne %dl
  movzbl %dl, %edx
  shll $2, %edx
  orl %edx, %eax                // bit 2: r12
  movabsq $0x4d4d4d4d4d4d4d4d, %rcx
  cmpq %rcx, %r13
  setne %dl
  movzbl %dl, %edx
  shll $3, %edx
  orl %edx, %eax                // bit 3: r13
  movabsq $0x5e5e5e5e5e5e5e5e, %rcx
  cmpq %rcx, %r14
  setne %dl
  movzbl %dl, %edx
  shll $4, %edx
  orl %edx, %eax                // bit 4: r14
  movabsq $0x6f6f6f6f6f6f6f6f, %rcx
  cmpq %rcx, %r15
  setne %dl
  movzbl %dl, %edx
  shll $5, %edx
  orl %edx, %eax                // bit 5: r15

  addq $8, %rsp
  .cfi_adjust_cfa_offset -8
  popq %r15
  .cfi_adjust_cfa_offset -8
  .cfi_restore %r15
  popq %r14
  .cfi_adjust_cfa_offset -8
  .cfi_restore %r14
  popq %r13
  .cfi_adjust_cfa_offset -8
  .cfi_restore %r13
  popq %r12
  .cfi_adjust_cfa_offset -8
  .cfi_restore %r12
  popq %rbp
  .cfi_adjust_cfa_offset -8
  .cfi_restore %rbp
  popq %rbx
  .cfi_adjust_cfa_offset -8
  .cfi_restore %rbx
  ret
LIMB_END(limb_sha256_abi_call)

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
