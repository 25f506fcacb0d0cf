// Prologue/epilogue macros for limb's assembly files (GNU as + cpp).
// Only symbol bookkeeping lives here: name, .hidden, type/size, CET/BTI
// landing pads and the non-executable stack note. Never arithmetic.
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
#elif defined(__aarch64__)
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

// Every .S file ends with LIMB_GNU_STACK: the stack stays non-executable.
#if defined(__aarch64__)
#define LIMB_GNU_STACK .section .note.GNU-stack, "", %progbits
#else
#define LIMB_GNU_STACK .section .note.GNU-stack, "", @progbits
#endif

#endif  // LIMB_ASM_COMMON_H_
