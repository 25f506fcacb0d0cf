// Prologue/epilogue macros for limb's assembly files (GNU as + cpp).
// Only symbol bookkeeping and register saving live here: name, .hidden,
// type/size, CET/BTI landing pads, the non-executable stack note, and (x86-64)
// the push/pop of callee-saved registers with their CFI and the clearing of
// zmm16-31 before a return. Never arithmetic.
#ifndef LIMB_ASM_COMMON_H_
#define LIMB_ASM_COMMON_H_

#if defined(__x86_64__)
#define LIMB_ENTRY(name)         \
  .text;                         \
  .p2align 5;                    \
  .globl name;                   \
  .hidden name;                  \
  .type name, @function;         \
  name:                          \
  .cfi_startproc;                \
  endbr64
#define LIMB_END(name) \
  .cfi_endproc;        \
  .size name, .- name

// Saving callee-saved registers (SysV: rbx rbp r12-r15), one statement each,
// with the unwinder told where each value went. The CFA is tracked with
// .cfi_adjust_cfa_offset, so these fit an rsp-based frame only (not after
// .cfi_def_cfa_register %rbp).
// LIMB_PUSH(reg): push reg; the CFA is 8 further away and reg is saved at the
//   new rsp (".cfi_rel_offset reg, 0" encodes the same rule as ".cfi_offset
//   reg, -16-8k" for the k-th push after entry).
#define LIMB_PUSH(reg)          \
  pushq %reg;                   \
  .cfi_adjust_cfa_offset 8;     \
  .cfi_rel_offset %reg, 0
// LIMB_POP(reg): the inverse; reg holds its caller's value again.
#define LIMB_POP(reg)           \
  popq %reg;                    \
  .cfi_adjust_cfa_offset -8;    \
  .cfi_restore %reg
// LIMB_POP_CFA(reg): pop that only moves the CFA and leaves reg's "saved at"
//   rule in place (still true: the slot holds the value just restored). Kept
//   for the epilogues written that way so their .eh_frame stays as it was;
//   new code uses LIMB_POP.
#define LIMB_POP_CFA(reg)       \
  popq %reg;                    \
  .cfi_adjust_cfa_offset -8
// All six, in the one order every limb kernel uses: push rbx rbp r12 r13 r14
// r15 (the CFA grows by 48), pop in reverse.
#define LIMB_PUSH_CALLEE                                    \
  LIMB_PUSH(rbx); LIMB_PUSH(rbp); LIMB_PUSH(r12);           \
  LIMB_PUSH(r13); LIMB_PUSH(r14); LIMB_PUSH(r15)
#define LIMB_POP_CALLEE                                     \
  LIMB_POP(r15); LIMB_POP(r14); LIMB_POP(r13);              \
  LIMB_POP(r12); LIMB_POP(rbp); LIMB_POP(rbx)
#define LIMB_POP_CALLEE_CFA                                 \
  LIMB_POP_CFA(r15); LIMB_POP_CFA(r14); LIMB_POP_CFA(r13);  \
  LIMB_POP_CFA(r12); LIMB_POP_CFA(rbp); LIMB_POP_CFA(rbx)
// LIMB_ZERO_ZMM16_TO last: vpxord zmm16, ..., zmm<last> with themselves,
// one instruction each. VZEROUPPER and VZEROALL leave zmm16-31 alone, so the
// AVX-512 kernels that use them clear them before returning (no key, keystream
// or limb stays in a register; asm/vector_state checks it).
.macro LIMB_ZERO_ZMM16_TO last
  .irp r, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31
    .if \r <= \last
      vpxord %zmm\r, %zmm\r, %zmm\r
    .endif
  .endr
.endm
#elif defined(__aarch64__)
// Every entry starts with BTI's landing pad for calls ("bti c", a NOP on
// cores without BTI), and LIMB_GNU_STACK marks the object BTI-compatible in
// its GNU property note, so linking a .S file never turns branch protection
// off for the whole binary. The kernels are leaves that never store x30
// (the link register), so they are also compatible with return-address
// signing, and say so when the build signs (__ARM_FEATURE_PAC_DEFAULT).
// Internal branches are direct (b, b.cond, cbz), never br.
#define LIMB_ENTRY(name)         \
  .text;                         \
  .p2align 5;                    \
  .globl name;                   \
  .hidden name;                  \
  .type name, %function;         \
  name:                          \
  .cfi_startproc;                \
  hint #34 /* bti c */
#define LIMB_END(name) \
  .cfi_endproc;        \
  .size name, .- name
#elif defined(__powerpc64__)
#define LIMB_ENTRY(name)         \
  .text;                         \
  .p2align 5;                    \
  .globl name;                   \
  .hidden name;                  \
  .type name, @function;         \
  name:                          \
  .cfi_startproc;                \
  .localentry name, 1
#define LIMB_END(name) \
  .cfi_endproc;        \
  .size name, .- name
#endif

// Every .S file ends with LIMB_GNU_STACK: the stack stays non-executable
// (and on aarch64 the GNU property note above is emitted).
#if defined(__aarch64__)
// GNU_PROPERTY_AARCH64_FEATURE_1_AND (0xc0000000): bit 0 BTI, bit 1 PAC.
#if defined(__ARM_FEATURE_PAC_DEFAULT)
#define LIMB_AARCH64_FEATURE_BITS 3
#else
#define LIMB_AARCH64_FEATURE_BITS 1
#endif
#define LIMB_GNU_STACK                                \
  .section .note.GNU-stack, "", %progbits;            \
  .pushsection .note.gnu.property, "a";               \
  .p2align 3;                                         \
  .long 4;                                            \
  .long 16;                                           \
  .long 5 /* NT_GNU_PROPERTY_TYPE_0 */;               \
  .asciz "GNU";                                       \
  .long 0xc0000000;                                   \
  .long 4;                                            \
  .long LIMB_AARCH64_FEATURE_BITS;                    \
  .long 0;                                            \
  .popsection
#else
#define LIMB_GNU_STACK .section .note.GNU-stack, "", @progbits
#endif

#endif  // LIMB_ASM_COMMON_H_
