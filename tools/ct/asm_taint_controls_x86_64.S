// Negative controls for asm_taint_check.py (test-only, never called): each
// function leaks a secret (a byte loaded from memory) in one of the ways the
// check must catch. asm_ct_static_test.sh requires every one to be flagged,
// which proves the check is not blind. The first two also mirror what a
// SHA-NI or AVX-512 kernel could get wrong (a vector value reaching a GPR).
// Contract: SysV AMD64, f(rdi = the "secret" bytes (16 readable), rsi = a
//   public table pointer or divisor, as each function uses it); results in
//   rax/rdx are meaningless; only caller-saved registers and flags change.
//   Never executed: the check reads them as disassembly only.
#include "limb/asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

// Secret-dependent branch: a message word, via a vector register, decides a jump.
LIMB_ENTRY(limb_ct_leak_branch)
  movdqu (%rdi), %xmm0
  movd %xmm0, %eax
  testl %eax, %eax
  jz 1f
  addq $1, %rsi
1:
  ret
LIMB_END(limb_ct_leak_branch)

// Secret-dependent flags from a vector test (PTEST) deciding a jump.
LIMB_ENTRY(limb_ct_leak_ptest)
  movdqu (%rdi), %xmm1
  ptest %xmm1, %xmm1
  jnz 1f
  addq $1, %rsi
1:
  ret
LIMB_END(limb_ct_leak_ptest)

// Secret-dependent address: a table lookup indexed by a secret byte.
LIMB_ENTRY(limb_ct_leak_index)
  movzbl (%rdi), %eax
  movzbl (%rsi,%rax), %eax
  ret
LIMB_END(limb_ct_leak_index)

// The same, with the secret parked in a stack slot (red zone) and reloaded.
LIMB_ENTRY(limb_ct_leak_spill)
  movq (%rdi), %rax
  movq %rax, -8(%rsp)
  xorl %eax, %eax
  movq -8(%rsp), %rcx
  movq (%rsi,%rcx,8), %rdx
  ret
LIMB_END(limb_ct_leak_spill)

// Variable-latency division of a secret.
LIMB_ENTRY(limb_ct_leak_div)
  movq (%rdi), %rax
  xorl %edx, %edx
  divq %rsi
  ret
LIMB_END(limb_ct_leak_div)

// A loop whose trip count is a secret (the flags come from the secret).
LIMB_ENTRY(limb_ct_leak_loop)
  movq (%rdi), %rcx
1:
  addq $1, %rax
  decq %rcx
  jnz 1b
  ret
LIMB_END(limb_ct_leak_loop)

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
