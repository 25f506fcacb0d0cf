// mulBasecase_adx: schoolbook product z = x * y, x86-64 with BMI2+ADX (MULX/ADCX/ADOX).
// Twin: mulBasecase_g (bignum/arith_generic.cc); tests require identical z.
// Prototype (C linkage, declared in bignum/arith_dispatch.cc):
//   void limb_mulBasecase_adx(Word* z, const Word* x, size_t xn, const Word* y, size_t yn);
// Contract: see bignum/arith.h (z[0, xn+yn) = x * y; xn >= 1, yn >= 1; z overlaps neither x nor y).
// Selected by arith_dispatch.cc (table "x86_64_adx", entry mulBasecase) when cpu.bmi2 && cpu.adx
// && cpu.asm_allowed; bignum/nat_mul.cc calls it below the Karatsuba threshold.
// ABI: SysV AMD64. In: rdi=z rsi=x rdx=xn rcx=y r8=yn. Out: none.
// Register map: rsi = x - s0 (s0 = (-xn) & 7 words, see Strategy), rdi = z + i - s0 (row base),
//               r13 = &y[i], r14 = rows left, r15 = ceil(xn/8), r8 = addmul row entry, r12 = mul row
//               entry; per row: rdx = y[i] (MULX's implicit source), rbp/rbx = x/z cursors,
//               rcx = 8-word block counter, rax/r10 = carry words (hi of odd/even slots),
//               r9/r11 = lo of even/odd slots.
// Clobbers: rax rcx rdx rsi rdi r8-r11, flags. rbx rbp r12-r15 saved and restored (6 pushes).
// Strategy: row 0 is z[0, xn] = x * y[0] (one CF chain, ADCX); row i >= 1 is
//   z[i, i+xn) += x * y[i], z[i+xn] = carry, with two carry chains:
//   CF (ADCX): t[j] = lo[j] + hi[j-1];  OF (ADOX): z[i+j] += t[j].
// Each row is an 8-word unrolled loop entered in the middle: with s0 = (-xn) & 7 the cursors
// start s0 words early and the jump goes to slot s0, so a row of any length runs ceil(xn/8)
// passes of the same code with no per-row length tests. The loop control is LEA + JRCXZ (no
// flags written), so the chains run through the whole row and fold once at its end:
// c = hi + CF + OF. The entry is an indirect NOTRACK jump through a table of slot offsets
// (computed once per call, predicted after the first row).
// Bound: a row computes z + x*y[i] < 2^(64 xn) * 2^64, so the folded carry fits in a word.
// Branches depend on xn and yn only; time depends on xn and yn only.
// Measured: n x n, min TSC ticks per call (rdtsc, 2.1 GHz TSC; the core runs ~3.7 GHz), AMD EPYC
//   Zen 4/5 class, 2026-11-30, loaded 2-core VM: n=4 21 vs 18 mpn_mul_n; n=8 62 vs 63; n=16 222 vs 236
//   (0.94x; ~0.87 ticks = ~1.5 core cycles per word product); n=24 482 vs 596. Above n=32 nat_mul.cc
//   switches to Karatsuba (as GMP does to Toom-2).
#include "asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_ENTRY(limb_mulBasecase_adx)
  pushq %rbx
  .cfi_adjust_cfa_offset 8
  .cfi_rel_offset %rbx, 0
  pushq %rbp
  .cfi_adjust_cfa_offset 8
  .cfi_rel_offset %rbp, 0
  pushq %r12
  .cfi_adjust_cfa_offset 8
  .cfi_rel_offset %r12, 0
  pushq %r13
  .cfi_adjust_cfa_offset 8
  .cfi_rel_offset %r13, 0
  pushq %r14
  .cfi_adjust_cfa_offset 8
  .cfi_rel_offset %r14, 0
  pushq %r15
  .cfi_adjust_cfa_offset 8
  .cfi_rel_offset %r15, 0
  movq %rcx, %r13                 // r13 = &y[0]
  movq %r8, %r14                  // r14 = rows = yn
  leaq 7(%rdx), %r15
  shrq $3, %r15                   // r15 = ceil(xn / 8) passes per row
  movl %edx, %eax
  negl %eax
  andl $7, %eax                   // rax = s0 = (-xn) & 7, the entry slot
  leaq 0(,%rax,8), %r9            // r9 = 8 * s0 bytes
  subq %r9, %rsi                  // x cursor base: x - s0
  subq %r9, %rdi                  // z row base: z - s0
  leaq .Lmb_mul_table(%rip), %r11
  movslq (%r11,%rax,4), %r12
  addq %r11, %r12                 // r12 = entry slot of the mul row
  leaq .Lmb_add_table(%rip), %r11
  movslq (%r11,%rax,4), %r8
  addq %r11, %r8                  // r8 = entry slot of the addmul rows

  // Row 0: z[0, xn] = x * y[0].
  movq (%r13), %rdx               // rdx = y[0]
  movq %rsi, %rbp
  movq %rdi, %rbx
  movq %r15, %rcx
  xorl %eax, %eax                 // CAUTION: clears CF and OF; c = 0 for an even entry slot
  xorl %r10d, %r10d               // c = 0 for an odd entry slot; from here to the fold only
                                  // MULX/ADCX/MOV/LEA/JRCXZ/JMP
  notrack jmp *%r12
.Lmb_mul_loop:
.Lmb_mul_s0:
  mulxq 0(%rbp), %r9, %r10        // r10:r9 = x[j] * y
  adcxq %rax, %r9                 // z[j] = lo + c + CF
  movq %r9, 0(%rbx)
.Lmb_mul_s1:
  mulxq 8(%rbp), %r11, %rax       // rax:r11 = x[j+1] * y
  adcxq %r10, %r11                // z[j+1] = lo + hi[j] + CF
  movq %r11, 8(%rbx)
.Lmb_mul_s2:
  mulxq 16(%rbp), %r9, %r10
  adcxq %rax, %r9
  movq %r9, 16(%rbx)
.Lmb_mul_s3:
  mulxq 24(%rbp), %r11, %rax
  adcxq %r10, %r11
  movq %r11, 24(%rbx)
.Lmb_mul_s4:
  mulxq 32(%rbp), %r9, %r10
  adcxq %rax, %r9
  movq %r9, 32(%rbx)
.Lmb_mul_s5:
  mulxq 40(%rbp), %r11, %rax
  adcxq %r10, %r11
  movq %r11, 40(%rbx)
.Lmb_mul_s6:
  mulxq 48(%rbp), %r9, %r10
  adcxq %rax, %r9
  movq %r9, 48(%rbx)
.Lmb_mul_s7:
  mulxq 56(%rbp), %r11, %rax
  adcxq %r10, %r11
  movq %r11, 56(%rbx)
  leaq 64(%rbp), %rbp
  leaq 64(%rbx), %rbx
  leaq -1(%rcx), %rcx             // CAUTION: LEA, not DEC: DEC would write OF
  jrcxz .Lmb_mul_end              // JRCXZ reads and writes no flags
  jmp .Lmb_mul_loop
.Lmb_mul_end:
  movl $0, %r9d                   // MOV writes no flags
  adcxq %r9, %rax                 // z[xn] = hi + CF (cannot wrap, see Bound)
  movq %rax, (%rbx)               // rbx = z - s0 + 8 ceil(xn/8) = z + xn
  decq %r14
  jz .Lmb_done

  // Rows i = 1 .. yn-1: z[i, i+xn) += x * y[i]; z[i+xn] = carry.
.Lmb_row:
  leaq 8(%r13), %r13
  leaq 8(%rdi), %rdi              // z row base += 1 word
  movq (%r13), %rdx               // rdx = y[i]
  movq %rsi, %rbp
  movq %rdi, %rbx
  movq %r15, %rcx
  xorl %eax, %eax                 // CAUTION: clears CF and OF; c = 0 (even entry)
  xorl %r10d, %r10d               // c = 0 (odd entry); from here to the fold only
                                  // MULX/ADCX/ADOX/MOV/LEA/JRCXZ/JMP
  notrack jmp *%r8
.Lmb_add_loop:
.Lmb_add_s0:
  mulxq 0(%rbp), %r9, %r10        // r10:r9 = x[j] * y
  adcxq %rax, %r9                 // CF chain: t = lo + c
  adoxq 0(%rbx), %r9              // OF chain: z[j] + t
  movq %r9, 0(%rbx)
.Lmb_add_s1:
  mulxq 8(%rbp), %r11, %rax       // rax:r11 = x[j+1] * y
  adcxq %r10, %r11                // CF chain: t = lo + hi[j]
  adoxq 8(%rbx), %r11             // OF chain: z[j+1] + t
  movq %r11, 8(%rbx)
.Lmb_add_s2:
  mulxq 16(%rbp), %r9, %r10
  adcxq %rax, %r9
  adoxq 16(%rbx), %r9
  movq %r9, 16(%rbx)
.Lmb_add_s3:
  mulxq 24(%rbp), %r11, %rax
  adcxq %r10, %r11
  adoxq 24(%rbx), %r11
  movq %r11, 24(%rbx)
.Lmb_add_s4:
  mulxq 32(%rbp), %r9, %r10
  adcxq %rax, %r9
  adoxq 32(%rbx), %r9
  movq %r9, 32(%rbx)
.Lmb_add_s5:
  mulxq 40(%rbp), %r11, %rax
  adcxq %r10, %r11
  adoxq 40(%rbx), %r11
  movq %r11, 40(%rbx)
.Lmb_add_s6:
  mulxq 48(%rbp), %r9, %r10
  adcxq %rax, %r9
  adoxq 48(%rbx), %r9
  movq %r9, 48(%rbx)
.Lmb_add_s7:
  mulxq 56(%rbp), %r11, %rax
  adcxq %r10, %r11
  adoxq 56(%rbx), %r11
  movq %r11, 56(%rbx)
  leaq 64(%rbp), %rbp
  leaq 64(%rbx), %rbx
  leaq -1(%rcx), %rcx             // CAUTION: LEA, not DEC: DEC would write OF
  jrcxz .Lmb_add_end              // JRCXZ reads and writes no flags
  jmp .Lmb_add_loop
.Lmb_add_end:
  movl $0, %r9d                   // MOV writes no flags
  adcxq %r9, %rax                 // c = hi + CF (cannot wrap, see Bound)
  adoxq %r9, %rax                 // c += OF
  movq %rax, (%rbx)               // z[i+xn] = c
  decq %r14
  jnz .Lmb_row

.Lmb_done:
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
LIMB_END(limb_mulBasecase_adx)

  // Entry slots by s0 = (-xn) & 7, as offsets from the table (position independent).
  .section .rodata
  .p2align 2
.Lmb_mul_table:
  .long .Lmb_mul_s0 - .Lmb_mul_table
  .long .Lmb_mul_s1 - .Lmb_mul_table
  .long .Lmb_mul_s2 - .Lmb_mul_table
  .long .Lmb_mul_s3 - .Lmb_mul_table
  .long .Lmb_mul_s4 - .Lmb_mul_table
  .long .Lmb_mul_s5 - .Lmb_mul_table
  .long .Lmb_mul_s6 - .Lmb_mul_table
  .long .Lmb_mul_s7 - .Lmb_mul_table
.Lmb_add_table:
  .long .Lmb_add_s0 - .Lmb_add_table
  .long .Lmb_add_s1 - .Lmb_add_table
  .long .Lmb_add_s2 - .Lmb_add_table
  .long .Lmb_add_s3 - .Lmb_add_table
  .long .Lmb_add_s4 - .Lmb_add_table
  .long .Lmb_add_s5 - .Lmb_add_table
  .long .Lmb_add_s6 - .Lmb_add_table
  .long .Lmb_add_s7 - .Lmb_add_table
  .text

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
