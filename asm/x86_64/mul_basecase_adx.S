// mulBasecase_adx: schoolbook product z = x * y, x86-64 with BMI2+ADX (MULX/ADCX/ADOX).
// Twin: mulBasecase_g (bignum/arith_generic.cc); tests require identical z.
// Prototype (C linkage, declared in bignum/arith_asm.h):
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
// xn == yn == 4 and xn == yn == 8 take fully unrolled paths that keep the whole product in
// registers (w[c] per column; per row CF: w[i+k] += lo[k], OF: w[i+k+1] += hi[k]; no z reloads),
// faster than the row path at these sizes, and what makes Karatsuba leaves of 8 words cheap.
// The 8 x 8 body is a local subroutine (.Lmb_8x8_core, after this function), shared with
// limb_mul16_adx (second entry in this file: one Karatsuba step over three 8 x 8 products and
// limb_karatsubaCombine_adx; variable time, Nat only), which saves the indirect calls of
// nat_mul.cc's C++ step over the same pieces. From n=16 nat_mul.cc switches to Karatsuba (as
// GMP does to Toom-2).
// Bound of the row loop: ~1.4 core cycles per word product; holding z or x in a register or
// unrolling 16 words does not lower it.
// Measured: nat_bench limb/Mul/4, limb/Mul/8 and limb/Mul/16 (limb_mul16_adx) against gmp/
//   (tools/speed.sh --filter '^Mul/'); figures in benchmarks/RESULTS.md, "mul_basecase_adx.S".
#include "limb/asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_ENTRY(limb_mulBasecase_adx)
  cmpq %rdx, %r8                  // xn == yn == 4 or 8: fully unrolled, product in registers
  jne .Lmb_general
  cmpq $4, %rdx
  je .Lmb_4x4
  cmpq $8, %rdx
  je .Lmb_8x8
.Lmb_general:
  LIMB_PUSH_CALLEE
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
  LIMB_POP_CALLEE
  ret
  // 4 x 4 words, fully unrolled with the product in registers (no z reloads):
  // w0..w7 live in rax r8 r9 r10 r11, then rax r8 r9 again once w0..w2 are
  // stored. Rows 1..3 use the two chains as CF: w[i+k] += lo[k],
  // OF: w[i+k+1] += hi[k]. Bound: w[i..i+3] + x * y[i] < 2^256 + (2^256-1)(2^64-1)
  // < 2^320, so each row's chains end in w[i+4] without carrying out.
.Lmb_4x4:
  LIMB_PUSH(rbx)
  LIMB_PUSH(rbp)
  // Row 0: (w0..w4) = x * y[0], one carry chain.
  movq (%rcx), %rdx
  mulxq 0(%rsi), %rax, %r8        // w1:w0 = x[0] * y[0]
  mulxq 8(%rsi), %rbx, %r9        // w2:lo = x[1] * y[0]
  addq %rbx, %r8                  // w1 += lo
  mulxq 16(%rsi), %rbx, %r10      // w3:lo = x[2] * y[0]
  adcq %rbx, %r9                  // w2 += lo + CF
  mulxq 24(%rsi), %rbx, %r11      // w4:lo = x[3] * y[0]
  adcq %rbx, %r10                 // w3 += lo + CF
  adcq $0, %r11                   // w4 += CF (hi <= 2^64-2)
  movq %rax, 0(%rdi)              // z[0] = w0
  // Row 1: (w1..w5) += x * y[1]; w1 is then final.
  movq 8(%rcx), %rdx
  xorl %eax, %eax                 // CAUTION: clears CF and OF; w5 = 0
  mulxq 0(%rsi), %rbx, %rbp       // rbp:rbx = x[0] * y[1]
  adcxq %rbx, %r8                 // CF chain: w1 += lo
  adoxq %rbp, %r9                 // OF chain: w2 += hi
  mulxq 8(%rsi), %rbx, %rbp       // rbp:rbx = x[1] * y[1]
  adcxq %rbx, %r9                 // CF chain: w2 += lo
  adoxq %rbp, %r10                // OF chain: w3 += hi
  mulxq 16(%rsi), %rbx, %rbp      // rbp:rbx = x[2] * y[1]
  adcxq %rbx, %r10                // CF chain: w3 += lo
  adoxq %rbp, %r11                // OF chain: w4 += hi
  mulxq 24(%rsi), %rbx, %rbp      // rbp:rbx = x[3] * y[1]
  adcxq %rbx, %r11                // CF chain: w4 += lo
  adoxq %rbp, %rax                // OF chain: w5 += hi
  adcq $0, %rax                   // w5 += CF (the OF chain ended at 0, see Bound)
  movq %r8, 8(%rdi)               // z[1] = w1
  // Row 2: (w2..w6) += x * y[2]; w2 is then final.
  movq 16(%rcx), %rdx
  xorl %r8d, %r8d                 // CAUTION: clears CF and OF; w6 = 0
  mulxq 0(%rsi), %rbx, %rbp       // rbp:rbx = x[0] * y[2]
  adcxq %rbx, %r9                 // CF chain: w2 += lo
  adoxq %rbp, %r10                // OF chain: w3 += hi
  mulxq 8(%rsi), %rbx, %rbp       // rbp:rbx = x[1] * y[2]
  adcxq %rbx, %r10                // CF chain: w3 += lo
  adoxq %rbp, %r11                // OF chain: w4 += hi
  mulxq 16(%rsi), %rbx, %rbp      // rbp:rbx = x[2] * y[2]
  adcxq %rbx, %r11                // CF chain: w4 += lo
  adoxq %rbp, %rax                // OF chain: w5 += hi
  mulxq 24(%rsi), %rbx, %rbp      // rbp:rbx = x[3] * y[2]
  adcxq %rbx, %rax                // CF chain: w5 += lo
  adoxq %rbp, %r8                 // OF chain: w6 += hi
  adcq $0, %r8                    // w6 += CF (the OF chain ended at 0, see Bound)
  movq %r9, 16(%rdi)              // z[2] = w2
  // Row 3: (w3..w7) += x * y[3]; w3 is then final.
  movq 24(%rcx), %rdx
  xorl %r9d, %r9d                 // CAUTION: clears CF and OF; w7 = 0
  mulxq 0(%rsi), %rbx, %rbp       // rbp:rbx = x[0] * y[3]
  adcxq %rbx, %r10                // CF chain: w3 += lo
  adoxq %rbp, %r11                // OF chain: w4 += hi
  mulxq 8(%rsi), %rbx, %rbp       // rbp:rbx = x[1] * y[3]
  adcxq %rbx, %r11                // CF chain: w4 += lo
  adoxq %rbp, %rax                // OF chain: w5 += hi
  mulxq 16(%rsi), %rbx, %rbp      // rbp:rbx = x[2] * y[3]
  adcxq %rbx, %rax                // CF chain: w5 += lo
  adoxq %rbp, %r8                 // OF chain: w6 += hi
  mulxq 24(%rsi), %rbx, %rbp      // rbp:rbx = x[3] * y[3]
  adcxq %rbx, %r8                 // CF chain: w6 += lo
  adoxq %rbp, %r9                 // OF chain: w7 += hi
  adcq $0, %r9                    // w7 += CF (the OF chain ended at 0, see Bound)
  movq %r10, 24(%rdi)             // z[3] = w3
  movq %r11, 32(%rdi)             // z[4..7] = w4..w7
  movq %rax, 40(%rdi)
  movq %r8, 48(%rdi)
  movq %r9, 56(%rdi)
  LIMB_POP(rbp)
  LIMB_POP(rbx)
  ret

  // 8 x 8 words, the same scheme as 4 x 4 with nine window registers:
  // w[c] lives in (rax rbx rbp r8 r9 r10 r11 r12 r13)[c mod 9], r15:r14 = hi:lo.
  // Bound: w[i..i+7] + x * y[i] < 2^512 + (2^512-1)(2^64-1) < 2^576.
.Lmb_8x8:
  LIMB_PUSH_CALLEE
  call .Lmb_8x8_core               // z[0, 16) = x * y (rdi, rsi, rcx kept)
  LIMB_POP_CALLEE
  ret
LIMB_END(limb_mulBasecase_adx)

  // The 8 x 8 product as a local subroutine: z[0, 16) = x[0, 8) * y[0, 8).
  // In: rdi=z rsi=x rcx=y (all three kept). Clobbers rax rbx rbp rdx r8-r15, flags; the
  // callers (.Lmb_8x8 above, limb_mul16_adx below) save what must survive.
  .p2align 4
.Lmb_8x8_core:
  .cfi_startproc
  // Row 0: (w0..w8) = x * y[0], one carry chain.
  movq (%rcx), %rdx               // rdx = y[0]
  mulxq 0(%rsi), %rax, %rbx       // w1:w0 = x[0] * y[0]
  mulxq 8(%rsi), %r14, %rbp       // w2:lo = x[1] * y[0]
  addq %r14, %rbx                 // w1 += lo
  mulxq 16(%rsi), %r14, %r8       // w3:lo = x[2] * y[0]
  adcq %r14, %rbp                 // w2 += lo + CF
  mulxq 24(%rsi), %r14, %r9       // w4:lo = x[3] * y[0]
  adcq %r14, %r8                  // w3 += lo + CF
  mulxq 32(%rsi), %r14, %r10      // w5:lo = x[4] * y[0]
  adcq %r14, %r9                  // w4 += lo + CF
  mulxq 40(%rsi), %r14, %r11      // w6:lo = x[5] * y[0]
  adcq %r14, %r10                 // w5 += lo + CF
  mulxq 48(%rsi), %r14, %r12      // w7:lo = x[6] * y[0]
  adcq %r14, %r11                 // w6 += lo + CF
  mulxq 56(%rsi), %r14, %r13      // w8:lo = x[7] * y[0]
  adcq %r14, %r12                 // w7 += lo + CF
  adcq $0, %r13                   // w8 += CF (hi <= 2^64-2)
  movq %rax, 0(%rdi)              // z[0] = w0
  // Row 1: (w1..w9) += x * y[1]; CF: w[1+k] += lo, OF: w[1+k+1] += hi.
  movq 8(%rcx), %rdx              // rdx = y[1]
  xorl %eax, %eax                 // CAUTION: clears CF and OF; w9 = 0
  mulxq 0(%rsi), %r14, %r15       // hi:lo = x[0] * y[1]
  adcxq %r14, %rbx                // w1 += lo
  adoxq %r15, %rbp                // w2 += hi
  mulxq 8(%rsi), %r14, %r15       // hi:lo = x[1] * y[1]
  adcxq %r14, %rbp                // w2 += lo
  adoxq %r15, %r8                 // w3 += hi
  mulxq 16(%rsi), %r14, %r15      // hi:lo = x[2] * y[1]
  adcxq %r14, %r8                 // w3 += lo
  adoxq %r15, %r9                 // w4 += hi
  mulxq 24(%rsi), %r14, %r15      // hi:lo = x[3] * y[1]
  adcxq %r14, %r9                 // w4 += lo
  adoxq %r15, %r10                // w5 += hi
  mulxq 32(%rsi), %r14, %r15      // hi:lo = x[4] * y[1]
  adcxq %r14, %r10                // w5 += lo
  adoxq %r15, %r11                // w6 += hi
  mulxq 40(%rsi), %r14, %r15      // hi:lo = x[5] * y[1]
  adcxq %r14, %r11                // w6 += lo
  adoxq %r15, %r12                // w7 += hi
  mulxq 48(%rsi), %r14, %r15      // hi:lo = x[6] * y[1]
  adcxq %r14, %r12                // w7 += lo
  adoxq %r15, %r13                // w8 += hi
  mulxq 56(%rsi), %r14, %r15      // hi:lo = x[7] * y[1]
  adcxq %r14, %r13                // w8 += lo
  adoxq %r15, %rax                // w9 += hi
  adcq $0, %rax                   // w9 += CF (the OF chain ended at 0, see Bound)
  movq %rbx, 8(%rdi)              // z[1] = w1
  // Row 2: (w2..w10) += x * y[2]; CF: w[2+k] += lo, OF: w[2+k+1] += hi.
  movq 16(%rcx), %rdx             // rdx = y[2]
  xorl %ebx, %ebx                 // CAUTION: clears CF and OF; w10 = 0
  mulxq 0(%rsi), %r14, %r15       // hi:lo = x[0] * y[2]
  adcxq %r14, %rbp                // w2 += lo
  adoxq %r15, %r8                 // w3 += hi
  mulxq 8(%rsi), %r14, %r15       // hi:lo = x[1] * y[2]
  adcxq %r14, %r8                 // w3 += lo
  adoxq %r15, %r9                 // w4 += hi
  mulxq 16(%rsi), %r14, %r15      // hi:lo = x[2] * y[2]
  adcxq %r14, %r9                 // w4 += lo
  adoxq %r15, %r10                // w5 += hi
  mulxq 24(%rsi), %r14, %r15      // hi:lo = x[3] * y[2]
  adcxq %r14, %r10                // w5 += lo
  adoxq %r15, %r11                // w6 += hi
  mulxq 32(%rsi), %r14, %r15      // hi:lo = x[4] * y[2]
  adcxq %r14, %r11                // w6 += lo
  adoxq %r15, %r12                // w7 += hi
  mulxq 40(%rsi), %r14, %r15      // hi:lo = x[5] * y[2]
  adcxq %r14, %r12                // w7 += lo
  adoxq %r15, %r13                // w8 += hi
  mulxq 48(%rsi), %r14, %r15      // hi:lo = x[6] * y[2]
  adcxq %r14, %r13                // w8 += lo
  adoxq %r15, %rax                // w9 += hi
  mulxq 56(%rsi), %r14, %r15      // hi:lo = x[7] * y[2]
  adcxq %r14, %rax                // w9 += lo
  adoxq %r15, %rbx                // w10 += hi
  adcq $0, %rbx                   // w10 += CF (the OF chain ended at 0, see Bound)
  movq %rbp, 16(%rdi)             // z[2] = w2
  // Row 3: (w3..w11) += x * y[3]; CF: w[3+k] += lo, OF: w[3+k+1] += hi.
  movq 24(%rcx), %rdx             // rdx = y[3]
  xorl %ebp, %ebp                 // CAUTION: clears CF and OF; w11 = 0
  mulxq 0(%rsi), %r14, %r15       // hi:lo = x[0] * y[3]
  adcxq %r14, %r8                 // w3 += lo
  adoxq %r15, %r9                 // w4 += hi
  mulxq 8(%rsi), %r14, %r15       // hi:lo = x[1] * y[3]
  adcxq %r14, %r9                 // w4 += lo
  adoxq %r15, %r10                // w5 += hi
  mulxq 16(%rsi), %r14, %r15      // hi:lo = x[2] * y[3]
  adcxq %r14, %r10                // w5 += lo
  adoxq %r15, %r11                // w6 += hi
  mulxq 24(%rsi), %r14, %r15      // hi:lo = x[3] * y[3]
  adcxq %r14, %r11                // w6 += lo
  adoxq %r15, %r12                // w7 += hi
  mulxq 32(%rsi), %r14, %r15      // hi:lo = x[4] * y[3]
  adcxq %r14, %r12                // w7 += lo
  adoxq %r15, %r13                // w8 += hi
  mulxq 40(%rsi), %r14, %r15      // hi:lo = x[5] * y[3]
  adcxq %r14, %r13                // w8 += lo
  adoxq %r15, %rax                // w9 += hi
  mulxq 48(%rsi), %r14, %r15      // hi:lo = x[6] * y[3]
  adcxq %r14, %rax                // w9 += lo
  adoxq %r15, %rbx                // w10 += hi
  mulxq 56(%rsi), %r14, %r15      // hi:lo = x[7] * y[3]
  adcxq %r14, %rbx                // w10 += lo
  adoxq %r15, %rbp                // w11 += hi
  adcq $0, %rbp                   // w11 += CF (the OF chain ended at 0, see Bound)
  movq %r8, 24(%rdi)              // z[3] = w3
  // Row 4: (w4..w12) += x * y[4]; CF: w[4+k] += lo, OF: w[4+k+1] += hi.
  movq 32(%rcx), %rdx             // rdx = y[4]
  xorl %r8d, %r8d                 // CAUTION: clears CF and OF; w12 = 0
  mulxq 0(%rsi), %r14, %r15       // hi:lo = x[0] * y[4]
  adcxq %r14, %r9                 // w4 += lo
  adoxq %r15, %r10                // w5 += hi
  mulxq 8(%rsi), %r14, %r15       // hi:lo = x[1] * y[4]
  adcxq %r14, %r10                // w5 += lo
  adoxq %r15, %r11                // w6 += hi
  mulxq 16(%rsi), %r14, %r15      // hi:lo = x[2] * y[4]
  adcxq %r14, %r11                // w6 += lo
  adoxq %r15, %r12                // w7 += hi
  mulxq 24(%rsi), %r14, %r15      // hi:lo = x[3] * y[4]
  adcxq %r14, %r12                // w7 += lo
  adoxq %r15, %r13                // w8 += hi
  mulxq 32(%rsi), %r14, %r15      // hi:lo = x[4] * y[4]
  adcxq %r14, %r13                // w8 += lo
  adoxq %r15, %rax                // w9 += hi
  mulxq 40(%rsi), %r14, %r15      // hi:lo = x[5] * y[4]
  adcxq %r14, %rax                // w9 += lo
  adoxq %r15, %rbx                // w10 += hi
  mulxq 48(%rsi), %r14, %r15      // hi:lo = x[6] * y[4]
  adcxq %r14, %rbx                // w10 += lo
  adoxq %r15, %rbp                // w11 += hi
  mulxq 56(%rsi), %r14, %r15      // hi:lo = x[7] * y[4]
  adcxq %r14, %rbp                // w11 += lo
  adoxq %r15, %r8                 // w12 += hi
  adcq $0, %r8                    // w12 += CF (the OF chain ended at 0, see Bound)
  movq %r9, 32(%rdi)              // z[4] = w4
  // Row 5: (w5..w13) += x * y[5]; CF: w[5+k] += lo, OF: w[5+k+1] += hi.
  movq 40(%rcx), %rdx             // rdx = y[5]
  xorl %r9d, %r9d                 // CAUTION: clears CF and OF; w13 = 0
  mulxq 0(%rsi), %r14, %r15       // hi:lo = x[0] * y[5]
  adcxq %r14, %r10                // w5 += lo
  adoxq %r15, %r11                // w6 += hi
  mulxq 8(%rsi), %r14, %r15       // hi:lo = x[1] * y[5]
  adcxq %r14, %r11                // w6 += lo
  adoxq %r15, %r12                // w7 += hi
  mulxq 16(%rsi), %r14, %r15      // hi:lo = x[2] * y[5]
  adcxq %r14, %r12                // w7 += lo
  adoxq %r15, %r13                // w8 += hi
  mulxq 24(%rsi), %r14, %r15      // hi:lo = x[3] * y[5]
  adcxq %r14, %r13                // w8 += lo
  adoxq %r15, %rax                // w9 += hi
  mulxq 32(%rsi), %r14, %r15      // hi:lo = x[4] * y[5]
  adcxq %r14, %rax                // w9 += lo
  adoxq %r15, %rbx                // w10 += hi
  mulxq 40(%rsi), %r14, %r15      // hi:lo = x[5] * y[5]
  adcxq %r14, %rbx                // w10 += lo
  adoxq %r15, %rbp                // w11 += hi
  mulxq 48(%rsi), %r14, %r15      // hi:lo = x[6] * y[5]
  adcxq %r14, %rbp                // w11 += lo
  adoxq %r15, %r8                 // w12 += hi
  mulxq 56(%rsi), %r14, %r15      // hi:lo = x[7] * y[5]
  adcxq %r14, %r8                 // w12 += lo
  adoxq %r15, %r9                 // w13 += hi
  adcq $0, %r9                    // w13 += CF (the OF chain ended at 0, see Bound)
  movq %r10, 40(%rdi)             // z[5] = w5
  // Row 6: (w6..w14) += x * y[6]; CF: w[6+k] += lo, OF: w[6+k+1] += hi.
  movq 48(%rcx), %rdx             // rdx = y[6]
  xorl %r10d, %r10d               // CAUTION: clears CF and OF; w14 = 0
  mulxq 0(%rsi), %r14, %r15       // hi:lo = x[0] * y[6]
  adcxq %r14, %r11                // w6 += lo
  adoxq %r15, %r12                // w7 += hi
  mulxq 8(%rsi), %r14, %r15       // hi:lo = x[1] * y[6]
  adcxq %r14, %r12                // w7 += lo
  adoxq %r15, %r13                // w8 += hi
  mulxq 16(%rsi), %r14, %r15      // hi:lo = x[2] * y[6]
  adcxq %r14, %r13                // w8 += lo
  adoxq %r15, %rax                // w9 += hi
  mulxq 24(%rsi), %r14, %r15      // hi:lo = x[3] * y[6]
  adcxq %r14, %rax                // w9 += lo
  adoxq %r15, %rbx                // w10 += hi
  mulxq 32(%rsi), %r14, %r15      // hi:lo = x[4] * y[6]
  adcxq %r14, %rbx                // w10 += lo
  adoxq %r15, %rbp                // w11 += hi
  mulxq 40(%rsi), %r14, %r15      // hi:lo = x[5] * y[6]
  adcxq %r14, %rbp                // w11 += lo
  adoxq %r15, %r8                 // w12 += hi
  mulxq 48(%rsi), %r14, %r15      // hi:lo = x[6] * y[6]
  adcxq %r14, %r8                 // w12 += lo
  adoxq %r15, %r9                 // w13 += hi
  mulxq 56(%rsi), %r14, %r15      // hi:lo = x[7] * y[6]
  adcxq %r14, %r9                 // w13 += lo
  adoxq %r15, %r10                // w14 += hi
  adcq $0, %r10                   // w14 += CF (the OF chain ended at 0, see Bound)
  movq %r11, 48(%rdi)             // z[6] = w6
  // Row 7: (w7..w15) += x * y[7]; CF: w[7+k] += lo, OF: w[7+k+1] += hi.
  movq 56(%rcx), %rdx             // rdx = y[7]
  xorl %r11d, %r11d               // CAUTION: clears CF and OF; w15 = 0
  mulxq 0(%rsi), %r14, %r15       // hi:lo = x[0] * y[7]
  adcxq %r14, %r12                // w7 += lo
  adoxq %r15, %r13                // w8 += hi
  mulxq 8(%rsi), %r14, %r15       // hi:lo = x[1] * y[7]
  adcxq %r14, %r13                // w8 += lo
  adoxq %r15, %rax                // w9 += hi
  mulxq 16(%rsi), %r14, %r15      // hi:lo = x[2] * y[7]
  adcxq %r14, %rax                // w9 += lo
  adoxq %r15, %rbx                // w10 += hi
  mulxq 24(%rsi), %r14, %r15      // hi:lo = x[3] * y[7]
  adcxq %r14, %rbx                // w10 += lo
  adoxq %r15, %rbp                // w11 += hi
  mulxq 32(%rsi), %r14, %r15      // hi:lo = x[4] * y[7]
  adcxq %r14, %rbp                // w11 += lo
  adoxq %r15, %r8                 // w12 += hi
  mulxq 40(%rsi), %r14, %r15      // hi:lo = x[5] * y[7]
  adcxq %r14, %r8                 // w12 += lo
  adoxq %r15, %r9                 // w13 += hi
  mulxq 48(%rsi), %r14, %r15      // hi:lo = x[6] * y[7]
  adcxq %r14, %r9                 // w13 += lo
  adoxq %r15, %r10                // w14 += hi
  mulxq 56(%rsi), %r14, %r15      // hi:lo = x[7] * y[7]
  adcxq %r14, %r10                // w14 += lo
  adoxq %r15, %r11                // w15 += hi
  adcq $0, %r11                   // w15 += CF (the OF chain ended at 0, see Bound)
  movq %r12, 56(%rdi)             // z[7] = w7
  movq %r13, 64(%rdi)             // z[8] = w8
  movq %rax, 72(%rdi)             // z[9] = w9
  movq %rbx, 80(%rdi)             // z[10] = w10
  movq %rbp, 88(%rdi)             // z[11] = w11
  movq %r8, 96(%rdi)              // z[12] = w12
  movq %r9, 104(%rdi)             // z[13] = w13
  movq %r10, 112(%rdi)            // z[14] = w14
  movq %r11, 120(%rdi)            // z[15] = w15
  ret
  .cfi_endproc

// limb_mul16_adx: z[0, 32) = x[0, 16) * y[0, 16), one Karatsuba step over three 8 x 8 products
// (.Lmb_8x8_core) and limb_karatsubaCombine_adx (karatsuba_adx.S). Twin: mul16_g (arith.h).
// VARIABLE TIME (for Nat only; mont keeps the constant-time mulBasecase): the recombination
// branches on the sign of (x1 - x0)(y1 - y0) and on rare carries.
// ABI: SysV AMD64. In: rdi=z rsi=x rdx=y. Out: none. z overlaps neither x nor y.
// Frame (rsp-relative): [0, 64) dx = |x1 - x0|, [64, 128) dy = |y1 - y0|, [128, 256) t = dx dy,
//   256 z, 264 x, 272 y, 280 sub.
// Clobbers: rax rcx rdx rsi rdi r8-r11, flags. rbx rbp r12-r15 saved and restored (6 pushes).
// Strategy: x = x0 + x1 B^8, y likewise; z0 = x0 y0, z2 = x1 y1 go straight to z, the
//   differences are taken branch-free (subtract, then (d ^ m) - m with m = -borrow, which is
//   d or -d mod B^8), and sub = 1 iff both differences have the same sign, so
//   x y = z2 B^16 + (z0 + z2 -+ dx dy) B^8 + z0 is what karatsubaCombine(z, t, 8, sub) finishes.
LIMB_ENTRY(limb_mul16_adx)
  LIMB_PUSH_CALLEE
  subq $296, %rsp                 // 296 = 8 mod 16: rsp is 16-byte aligned at the calls below
  .cfi_adjust_cfa_offset 296
  movq %rdi, 256(%rsp)
  movq %rsi, 264(%rsp)
  movq %rdx, 272(%rsp)
  movq %rdx, %rcx                 // rcx = y (the core's y register)

  // dx = |x1 - x0| (8 words), r13 = m_x = -(x1 < x0).
  movq 64(%rsi), %rax
  movq 72(%rsi), %rbx
  movq 80(%rsi), %rbp
  movq 88(%rsi), %r8
  movq 96(%rsi), %r9
  movq 104(%rsi), %r10
  movq 112(%rsi), %r11
  movq 120(%rsi), %r12
  subq 0(%rsi), %rax              // d = x1 - x0
  sbbq 8(%rsi), %rbx
  sbbq 16(%rsi), %rbp
  sbbq 24(%rsi), %r8
  sbbq 32(%rsi), %r9
  sbbq 40(%rsi), %r10
  sbbq 48(%rsi), %r11
  sbbq 56(%rsi), %r12
  sbbq %r13, %r13                 // m = -borrow (0 or all ones)
  xorq %r13, %rax                 // d ^ m
  xorq %r13, %rbx
  xorq %r13, %rbp
  xorq %r13, %r8
  xorq %r13, %r9
  xorq %r13, %r10
  xorq %r13, %r11
  xorq %r13, %r12
  subq %r13, %rax                 // (d ^ m) - m, m sign-extended to 8 words: d or ~d + 1
  sbbq %r13, %rbx
  sbbq %r13, %rbp
  sbbq %r13, %r8
  sbbq %r13, %r9
  sbbq %r13, %r10
  sbbq %r13, %r11
  sbbq %r13, %r12
  movq %rax, 0(%rsp)
  movq %rbx, 8(%rsp)
  movq %rbp, 16(%rsp)
  movq %r8, 24(%rsp)
  movq %r9, 32(%rsp)
  movq %r10, 40(%rsp)
  movq %r11, 48(%rsp)
  movq %r12, 56(%rsp)
  // dy = |y1 - y0|, r14 = m_y.
  movq 64(%rcx), %rax
  movq 72(%rcx), %rbx
  movq 80(%rcx), %rbp
  movq 88(%rcx), %r8
  movq 96(%rcx), %r9
  movq 104(%rcx), %r10
  movq 112(%rcx), %r11
  movq 120(%rcx), %r12
  subq 0(%rcx), %rax
  sbbq 8(%rcx), %rbx
  sbbq 16(%rcx), %rbp
  sbbq 24(%rcx), %r8
  sbbq 32(%rcx), %r9
  sbbq 40(%rcx), %r10
  sbbq 48(%rcx), %r11
  sbbq 56(%rcx), %r12
  sbbq %r14, %r14
  xorq %r14, %rax
  xorq %r14, %rbx
  xorq %r14, %rbp
  xorq %r14, %r8
  xorq %r14, %r9
  xorq %r14, %r10
  xorq %r14, %r11
  xorq %r14, %r12
  subq %r14, %rax
  sbbq %r14, %rbx
  sbbq %r14, %rbp
  sbbq %r14, %r8
  sbbq %r14, %r9
  sbbq %r14, %r10
  sbbq %r14, %r11
  sbbq %r14, %r12
  movq %rax, 64(%rsp)
  movq %rbx, 72(%rsp)
  movq %rbp, 80(%rsp)
  movq %r8, 88(%rsp)
  movq %r9, 96(%rsp)
  movq %r10, 104(%rsp)
  movq %r11, 112(%rsp)
  movq %r12, 120(%rsp)
  xorq %r14, %r13                 // 0 if the signs agree, else all ones
  leaq 1(%r13), %r13              // sub = 1 if they agree (t = +dx dy), else 0
  movq %r13, 280(%rsp)

  call .Lmb_8x8_core              // z[0, 16) = x0 y0 (rdi = z, rsi = x, rcx = y)
  leaq 128(%rdi), %rdi
  leaq 64(%rsi), %rsi
  leaq 64(%rcx), %rcx
  call .Lmb_8x8_core              // z[16, 32) = x1 y1
  leaq 128(%rsp), %rdi
  movq %rsp, %rsi
  leaq 64(%rsp), %rcx
  call .Lmb_8x8_core              // t = dx dy (the call's return address sits below rsp)
  movq 256(%rsp), %rdi            // z
  leaq 128(%rsp), %rsi            // t
  movl $8, %edx                   // h = 8
  movq 280(%rsp), %rcx            // sub
  call limb_karatsubaCombine_adx
  addq $296, %rsp
  .cfi_adjust_cfa_offset -296
  LIMB_POP_CALLEE
  ret
LIMB_END(limb_mul16_adx)

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
