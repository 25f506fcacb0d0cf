// sqrBasecase_adx: schoolbook square z = x^2, x86-64 with BMI2+ADX (MULX/ADCX/ADOX).
// Twin: sqrBasecase_g (bignum/arith_generic.cc); tests require identical z.
// Prototype (C linkage, declared in bignum/arith_asm.h):
//   void limb_sqrBasecase_adx(Word* z, const Word* x, size_t n);
// Contract: see bignum/arith.h (z[0, 2n) = x^2; n >= 1; z does not overlap x).
// Selected by arith_dispatch.cc (table "x86_64_adx", entry sqrBasecase) when cpu.bmi2 && cpu.adx
// && cpu.asm_allowed; bignum/nat_mul.cc calls it below the Karatsuba threshold.
// ABI: SysV AMD64. In: rdi=z rsi=x rdx=n. Out: none.
// Register map: r12 = n, r13 = &x[i+1] (row operand), r8 = z + 2i + 1 (row base), r14 = row
//               length n-1-i, r15 = addmul slot table; per row: rdx = x[i] (MULX's implicit
//               source), rbp/rbx = x/z cursors, rcx = 8-word block counter, rax/r10 = carry words
//               (hi of odd/even slots), r9/r11 = lo of even/odd slots.
// Clobbers: rax rcx rdx rsi rdi r8-r11, flags. rbx rbp r12-r15 saved and restored (6 pushes).
// Strategy: (1) the off-diagonal triangle T = sum_{i<j} x[i] x[j] B^(i+j): row 0 is
//   z[1, n] = x[1, n) * x[0] (CF chain only); row i >= 1 adds x[i+1, n) * x[i] at z + 2i + 1
//   and writes its carry to z[n+i], which no earlier row has written. Each row is the 8-word
//   loop of mul_basecase_adx.S entered at slot (-len) & 7 (see there), so the chains fold once
//   per row. (2) One pass doubles T and adds the diagonal squares: per i, with two chains,
//   CF (ADCX): (z[2i], z[2i+1]) = 2 (z[2i], z[2i+1]) + CF (each word added to itself),
//   OF (ADOX): (z[2i], z[2i+1]) += x[i]^2 (lo, hi). The total is x^2 < 2^(128n), so both
//   chains end at 0.
// Bound: a row computes z + x*x[i] < 2^(64 len) * 2^64, so its folded carry fits in a word.
// Branches depend on n only; time depends on n only.
// n == 4 and n == 8 take fully unrolled paths with the triangle in registers (see there).
// For 5..15 words (except 8) nat_mul.cc keeps its C++ Comba square, which is faster there than
// the row path: the row set-up (~10 instructions per row, n-1 rows) is what the row path loses
// on small n.
// 16 words are two calls of the n=8 path plus an 8 x 8 mul_basecase_adx: limb_sqr16_adx (second
// entry in this file, variable time, Nat only; table entry sqr16), nat_mul.cc's Sqr16Split over
// the same kernels in one routine.
// Measured: nat_bench limb/Sqr/4, limb/Sqr/8 and limb/Sqr/16 (limb_sqr16_adx) against gmp/
//   (tools/speed.sh --filter '^Sqr/'); the row path in mont_bench limb/MontSqr/1536 and
//   limb/MontSqr/2048 (24 and 32 words); figures in benchmarks/RESULTS.md, "sqr_basecase_adx.S".
#include "limb/asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_ENTRY(limb_sqrBasecase_adx)
  cmpq $4, %rdx
  je .Lsq_4x4
  cmpq $8, %rdx
  je .Lsq_8x8
  cmpq $1, %rdx
  jne .Lsq_general
  movq (%rsi), %rdx               // n == 1: z = x[0]^2
  mulxq %rdx, %rax, %rcx
  movq %rax, (%rdi)
  movq %rcx, 8(%rdi)
  ret
.Lsq_general:                     // n >= 2
  LIMB_PUSH_CALLEE
  movq %rdx, %r12                 // r12 = n
  leaq -1(%rdx), %r14             // r14 = len = n - 1 (row 0)
  leaq 8(%rsi), %r13              // r13 = &x[1]
  leaq 8(%rdi), %r8               // r8 = z + 1
  movq $0, (%rdi)                 // z[0] = 0 (no off-diagonal term there)

  // Row 0: z[1, n] = x[1, n) * x[0].
  movq (%rsi), %rdx               // rdx = x[0]
  movl %r14d, %eax
  negl %eax
  andl $7, %eax                   // s0 = (-len) & 7
  leaq 0(,%rax,8), %r9
  movq %r13, %rbp
  subq %r9, %rbp                  // x cursor = &x[1] - s0
  movq %r8, %rbx
  subq %r9, %rbx                  // z cursor = z + 1 - s0
  leaq 7(%r14), %rcx
  shrq $3, %rcx                   // rcx = ceil(len / 8)
  leaq .Lsq_mul_table(%rip), %r11
  movslq (%r11,%rax,4), %r9
  addq %r11, %r9
  xorl %eax, %eax                 // CAUTION: clears CF and OF; c = 0 (even entry)
  xorl %r10d, %r10d               // c = 0 (odd entry); from here to the fold only
                                  // MULX/ADCX/MOV/LEA/JRCXZ/JMP
  notrack jmp *%r9
.Lsq_mul_loop:
.Lsq_mul_s0:
  mulxq 0(%rbp), %r9, %r10        // r10:r9 = x[j] * x[0]
  adcxq %rax, %r9                 // z = lo + c + CF
  movq %r9, 0(%rbx)
.Lsq_mul_s1:
  mulxq 8(%rbp), %r11, %rax
  adcxq %r10, %r11
  movq %r11, 8(%rbx)
.Lsq_mul_s2:
  mulxq 16(%rbp), %r9, %r10
  adcxq %rax, %r9
  movq %r9, 16(%rbx)
.Lsq_mul_s3:
  mulxq 24(%rbp), %r11, %rax
  adcxq %r10, %r11
  movq %r11, 24(%rbx)
.Lsq_mul_s4:
  mulxq 32(%rbp), %r9, %r10
  adcxq %rax, %r9
  movq %r9, 32(%rbx)
.Lsq_mul_s5:
  mulxq 40(%rbp), %r11, %rax
  adcxq %r10, %r11
  movq %r11, 40(%rbx)
.Lsq_mul_s6:
  mulxq 48(%rbp), %r9, %r10
  adcxq %rax, %r9
  movq %r9, 48(%rbx)
.Lsq_mul_s7:
  mulxq 56(%rbp), %r11, %rax
  adcxq %r10, %r11
  movq %r11, 56(%rbx)
  leaq 64(%rbp), %rbp
  leaq 64(%rbx), %rbx
  leaq -1(%rcx), %rcx             // CAUTION: LEA, not DEC: DEC would write OF
  jrcxz .Lsq_mul_end              // JRCXZ reads and writes no flags
  jmp .Lsq_mul_loop
.Lsq_mul_end:
  movl $0, %r9d                   // MOV writes no flags
  adcxq %r9, %rax                 // z[n] = hi + CF (cannot wrap, see Bound)
  movq %rax, (%rbx)               // rbx = z + 1 + len = z + n

  leaq .Lsq_add_table(%rip), %r15
  decq %r14                       // len = n - 2 for row 1
  jz .Lsq_diag

  // Rows i = 1 .. n-2: z[2i+1, n+i) += x[i+1, n) * x[i]; z[n+i] = carry.
.Lsq_row:
  movq (%r13), %rdx               // rdx = x[i] (r13 still points at x[i] here)
  leaq 8(%r13), %r13              // r13 = &x[i+1]
  leaq 16(%r8), %r8               // r8 = z + 2i + 1
  movl %r14d, %eax
  negl %eax
  andl $7, %eax                   // s0 = (-len) & 7
  leaq 0(,%rax,8), %r9
  movq %r13, %rbp
  subq %r9, %rbp                  // x cursor = &x[i+1] - s0
  movq %r8, %rbx
  subq %r9, %rbx                  // z cursor = z + 2i + 1 - s0
  leaq 7(%r14), %rcx
  shrq $3, %rcx                   // rcx = ceil(len / 8)
  movslq (%r15,%rax,4), %r9
  addq %r15, %r9
  xorl %eax, %eax                 // CAUTION: clears CF and OF; c = 0 (even entry)
  xorl %r10d, %r10d               // c = 0 (odd entry); from here to the fold only
                                  // MULX/ADCX/ADOX/MOV/LEA/JRCXZ/JMP
  notrack jmp *%r9
.Lsq_add_loop:
.Lsq_add_s0:
  mulxq 0(%rbp), %r9, %r10        // r10:r9 = x[j] * x[i]
  adcxq %rax, %r9                 // CF chain: t = lo + c
  adoxq 0(%rbx), %r9              // OF chain: z + t
  movq %r9, 0(%rbx)
.Lsq_add_s1:
  mulxq 8(%rbp), %r11, %rax
  adcxq %r10, %r11
  adoxq 8(%rbx), %r11
  movq %r11, 8(%rbx)
.Lsq_add_s2:
  mulxq 16(%rbp), %r9, %r10
  adcxq %rax, %r9
  adoxq 16(%rbx), %r9
  movq %r9, 16(%rbx)
.Lsq_add_s3:
  mulxq 24(%rbp), %r11, %rax
  adcxq %r10, %r11
  adoxq 24(%rbx), %r11
  movq %r11, 24(%rbx)
.Lsq_add_s4:
  mulxq 32(%rbp), %r9, %r10
  adcxq %rax, %r9
  adoxq 32(%rbx), %r9
  movq %r9, 32(%rbx)
.Lsq_add_s5:
  mulxq 40(%rbp), %r11, %rax
  adcxq %r10, %r11
  adoxq 40(%rbx), %r11
  movq %r11, 40(%rbx)
.Lsq_add_s6:
  mulxq 48(%rbp), %r9, %r10
  adcxq %rax, %r9
  adoxq 48(%rbx), %r9
  movq %r9, 48(%rbx)
.Lsq_add_s7:
  mulxq 56(%rbp), %r11, %rax
  adcxq %r10, %r11
  adoxq 56(%rbx), %r11
  movq %r11, 56(%rbx)
  leaq 64(%rbp), %rbp
  leaq 64(%rbx), %rbx
  leaq -1(%rcx), %rcx             // CAUTION: LEA, not DEC: DEC would write OF
  jrcxz .Lsq_add_end              // JRCXZ reads and writes no flags
  jmp .Lsq_add_loop
.Lsq_add_end:
  movl $0, %r9d                   // MOV writes no flags
  adcxq %r9, %rax                 // c = hi + CF (cannot wrap, see Bound)
  adoxq %r9, %rax                 // c += OF
  movq %rax, (%rbx)               // z[n+i] = c (rbx = z + 2i + 1 + len)
  decq %r14
  jnz .Lsq_row

  // z = 2 T + sum x[i]^2 B^(2i).
.Lsq_diag:
  movq %r12, %rax
  shlq $4, %rax
  movq $0, -8(%rdi,%rax)          // z[2n-1] = 0 (no off-diagonal term there)
  movq %r12, %rcx
  xorl %eax, %eax                 // CAUTION: clears CF and OF; from here to the end only
                                  // MULX/ADCX/ADOX/MOV/LEA/JRCXZ/JMP
.Lsq_diag_loop:
  movq (%rsi), %rdx
  mulxq %rdx, %r9, %r10           // r10:r9 = x[i]^2
  movq 0(%rdi), %r11
  adcxq %r11, %r11                // CF chain: 2 z[2i] + CF
  movq 8(%rdi), %rax
  adcxq %rax, %rax                // CF chain: 2 z[2i+1] + CF
  adoxq %r9, %r11                 // OF chain: + lo
  adoxq %r10, %rax                // OF chain: + hi
  movq %r11, 0(%rdi)
  movq %rax, 8(%rdi)
  leaq 8(%rsi), %rsi
  leaq 16(%rdi), %rdi
  leaq -1(%rcx), %rcx             // CAUTION: LEA, not DEC
  jrcxz .Lsq_done                 // both chains end at 0 (the total is x^2)
  jmp .Lsq_diag_loop

.Lsq_done:
  LIMB_POP_CALLEE
  ret

  // n == 4 and n == 8: fully unrolled, the triangle in registers. Row i adds
  // x[i+1, n) * x[i] into the window w[2i+1 .. i+n] (w[c] in
  // (rax rbx rbp r8 r9 r10 r11 r12 r13)[c mod 9], r15:r14 = hi:lo) with
  // CF: w[i+k] += lo, OF: w[i+k+1] += hi; columns 2i+1 and 2i+2 are final after
  // row i and go to z. Then one straight-line pass doubles and adds the squares
  // as in the general path. Bound per row: w + x[i+1, n) * x[i] < 2^(64(n-i)), so
  // the chains end in w[i+n] without carrying out.
.Lsq_4x4:
  // n == 4: the triangle T = w1..w6 stays in registers (w1 r8, w2 r9, w3 r10,
  // w4 r11, w5 rbx, w6 rbp; rcx:rax = hi:lo of each product) and is never
  // stored before the doubling pass, so only rbx and rbp are saved (no
  // store and reload of T, four fewer pushes and pops).
  LIMB_PUSH(rbx)
  LIMB_PUSH(rbp)
  // Triangle row 0: (w1..w4) = x[1, 4) * x[0], one carry chain.
  movq 0(%rsi), %rdx              // rdx = x[0]
  mulxq 8(%rsi), %r8, %r9         // w2:w1 = x[1] * x[0]
  mulxq 16(%rsi), %rax, %r10      // w3:lo = x[2] * x[0]
  addq %rax, %r9                  // w2 += lo
  mulxq 24(%rsi), %rax, %r11      // w4:lo = x[3] * x[0]
  adcq %rax, %r10                 // w3 += lo + CF
  adcq $0, %r11                   // w4 += CF (hi <= 2^64-2)
  // Triangle row 1: (w3..w5) += x[2, 4) * x[1]; CF: lo, OF: hi.
  movq 8(%rsi), %rdx              // rdx = x[1]
  xorl %ebx, %ebx                 // CAUTION: clears CF and OF; w5 = 0
  mulxq 16(%rsi), %rax, %rcx      // hi:lo = x[2] * x[1]
  adcxq %rax, %r10                // w3 += lo
  adoxq %rcx, %r11                // w4 += hi
  mulxq 24(%rsi), %rax, %rcx      // hi:lo = x[3] * x[1]
  adcxq %rax, %r11                // w4 += lo
  adoxq %rcx, %rbx                // w5 += hi (the OF chain ends at 0, see Bound)
  adcq $0, %rbx                   // w5 += CF
  // Triangle row 2: (w5..w6) += x[3] * x[2].
  movq 16(%rsi), %rdx             // rdx = x[2]
  mulxq 24(%rsi), %rax, %rbp      // w6:lo = x[3] * x[2]
  addq %rax, %rbx                 // w5 += lo
  adcq $0, %rbp                   // w6 += CF (hi <= 2^64-2)
  // z = 2 T + sum x[i]^2 B^(2i): CF chain doubles (w += w + CF), OF chain
  // adds the squares; x^2 < B^8, so both chains end at 0.
  movq 0(%rsi), %rdx              // rdx = x[0]
  xorl %eax, %eax                 // CAUTION: clears CF and OF
  mulxq %rdx, %rax, %rcx          // rcx:rax = x[0]^2
  movq %rax, 0(%rdi)              // z[0] = lo (2 * T[0] = 0)
  adcxq %r8, %r8                  // 2 w1
  adoxq %rcx, %r8                 // + hi
  movq %r8, 8(%rdi)               // z[1]
  movq 8(%rsi), %rdx              // rdx = x[1]
  mulxq %rdx, %rax, %rcx          // rcx:rax = x[1]^2
  adcxq %r9, %r9                  // 2 w2
  adoxq %rax, %r9                 // + lo
  movq %r9, 16(%rdi)              // z[2]
  adcxq %r10, %r10                // 2 w3
  adoxq %rcx, %r10                // + hi
  movq %r10, 24(%rdi)             // z[3]
  movq 16(%rsi), %rdx             // rdx = x[2]
  mulxq %rdx, %rax, %rcx          // rcx:rax = x[2]^2
  adcxq %r11, %r11                // 2 w4
  adoxq %rax, %r11                // + lo
  movq %r11, 32(%rdi)             // z[4]
  adcxq %rbx, %rbx                // 2 w5
  adoxq %rcx, %rbx                // + hi
  movq %rbx, 40(%rdi)             // z[5]
  movq 24(%rsi), %rdx             // rdx = x[3]
  mulxq %rdx, %rax, %rcx          // rcx:rax = x[3]^2
  adcxq %rbp, %rbp                // 2 w6
  adoxq %rax, %rbp                // + lo
  movq %rbp, 48(%rdi)             // z[6]
  movl $0, %r8d                   // w7 = 0 (MOV writes no flags)
  adcxq %r8, %r8                  // 2 w7 + CF
  adoxq %rcx, %r8                 // + hi
  movq %r8, 56(%rdi)              // z[7]
  LIMB_POP(rbp)
  LIMB_POP(rbx)
  ret

.Lsq_8x8:
  LIMB_PUSH_CALLEE
  // Triangle row 0: (w1..w8) = x[1, 8) * x[0], one carry chain.
  movq 0(%rsi), %rdx              // rdx = x[0]
  mulxq 8(%rsi), %rbx, %rbp       // w2:w1 = x[1] * x[0]
  mulxq 16(%rsi), %r14, %r8       // w3:lo = x[2] * x[0]
  addq %r14, %rbp                 // w2 += lo
  mulxq 24(%rsi), %r14, %r9       // w4:lo = x[3] * x[0]
  adcq %r14, %r8                  // w3 += lo + CF
  mulxq 32(%rsi), %r14, %r10      // w5:lo = x[4] * x[0]
  adcq %r14, %r9                  // w4 += lo + CF
  mulxq 40(%rsi), %r14, %r11      // w6:lo = x[5] * x[0]
  adcq %r14, %r10                 // w5 += lo + CF
  mulxq 48(%rsi), %r14, %r12      // w7:lo = x[6] * x[0]
  adcq %r14, %r11                 // w6 += lo + CF
  mulxq 56(%rsi), %r14, %r13      // w8:lo = x[7] * x[0]
  adcq %r14, %r12                 // w7 += lo + CF
  adcq $0, %r13                   // w8 += CF (hi <= 2^64-2)
  movq %rbx, 8(%rdi)              // z[1] = w1 (final: later rows start at column 3)
  movq %rbp, 16(%rdi)             // z[2] = w2
  // Triangle row 1: (w3..w9) += x[2, 8) * x[1]; CF: lo, OF: hi.
  movq 8(%rsi), %rdx              // rdx = x[1]
  xorl %eax, %eax                 // CAUTION: clears CF and OF; w9 = 0
  mulxq 16(%rsi), %r14, %r15      // hi:lo = x[2] * x[1]
  adcxq %r14, %r8                 // w3 += lo
  adoxq %r15, %r9                 // w4 += hi
  mulxq 24(%rsi), %r14, %r15      // hi:lo = x[3] * x[1]
  adcxq %r14, %r9                 // w4 += lo
  adoxq %r15, %r10                // w5 += hi
  mulxq 32(%rsi), %r14, %r15      // hi:lo = x[4] * x[1]
  adcxq %r14, %r10                // w5 += lo
  adoxq %r15, %r11                // w6 += hi
  mulxq 40(%rsi), %r14, %r15      // hi:lo = x[5] * x[1]
  adcxq %r14, %r11                // w6 += lo
  adoxq %r15, %r12                // w7 += hi
  mulxq 48(%rsi), %r14, %r15      // hi:lo = x[6] * x[1]
  adcxq %r14, %r12                // w7 += lo
  adoxq %r15, %r13                // w8 += hi
  mulxq 56(%rsi), %r14, %r15      // hi:lo = x[7] * x[1]
  adcxq %r14, %r13                // w8 += lo
  adoxq %r15, %rax                // w9 += hi
  adcq $0, %rax                   // w9 += CF (the OF chain ended at 0, see Bound)
  movq %r8, 24(%rdi)              // z[3] = w3 (final)
  movq %r9, 32(%rdi)              // z[4] = w4 (final)
  // Triangle row 2: (w5..w10) += x[3, 8) * x[2]; CF: lo, OF: hi.
  movq 16(%rsi), %rdx             // rdx = x[2]
  xorl %ebx, %ebx                 // CAUTION: clears CF and OF; w10 = 0
  mulxq 24(%rsi), %r14, %r15      // hi:lo = x[3] * x[2]
  adcxq %r14, %r10                // w5 += lo
  adoxq %r15, %r11                // w6 += hi
  mulxq 32(%rsi), %r14, %r15      // hi:lo = x[4] * x[2]
  adcxq %r14, %r11                // w6 += lo
  adoxq %r15, %r12                // w7 += hi
  mulxq 40(%rsi), %r14, %r15      // hi:lo = x[5] * x[2]
  adcxq %r14, %r12                // w7 += lo
  adoxq %r15, %r13                // w8 += hi
  mulxq 48(%rsi), %r14, %r15      // hi:lo = x[6] * x[2]
  adcxq %r14, %r13                // w8 += lo
  adoxq %r15, %rax                // w9 += hi
  mulxq 56(%rsi), %r14, %r15      // hi:lo = x[7] * x[2]
  adcxq %r14, %rax                // w9 += lo
  adoxq %r15, %rbx                // w10 += hi
  adcq $0, %rbx                   // w10 += CF (the OF chain ended at 0, see Bound)
  movq %r10, 40(%rdi)             // z[5] = w5 (final)
  movq %r11, 48(%rdi)             // z[6] = w6 (final)
  // Triangle row 3: (w7..w11) += x[4, 8) * x[3]; CF: lo, OF: hi.
  movq 24(%rsi), %rdx             // rdx = x[3]
  xorl %ebp, %ebp                 // CAUTION: clears CF and OF; w11 = 0
  mulxq 32(%rsi), %r14, %r15      // hi:lo = x[4] * x[3]
  adcxq %r14, %r12                // w7 += lo
  adoxq %r15, %r13                // w8 += hi
  mulxq 40(%rsi), %r14, %r15      // hi:lo = x[5] * x[3]
  adcxq %r14, %r13                // w8 += lo
  adoxq %r15, %rax                // w9 += hi
  mulxq 48(%rsi), %r14, %r15      // hi:lo = x[6] * x[3]
  adcxq %r14, %rax                // w9 += lo
  adoxq %r15, %rbx                // w10 += hi
  mulxq 56(%rsi), %r14, %r15      // hi:lo = x[7] * x[3]
  adcxq %r14, %rbx                // w10 += lo
  adoxq %r15, %rbp                // w11 += hi
  adcq $0, %rbp                   // w11 += CF (the OF chain ended at 0, see Bound)
  movq %r12, 56(%rdi)             // z[7] = w7 (final)
  movq %r13, 64(%rdi)             // z[8] = w8 (final)
  // Triangle row 4: (w9..w12) += x[5, 8) * x[4]; CF: lo, OF: hi.
  movq 32(%rsi), %rdx             // rdx = x[4]
  xorl %r8d, %r8d                 // CAUTION: clears CF and OF; w12 = 0
  mulxq 40(%rsi), %r14, %r15      // hi:lo = x[5] * x[4]
  adcxq %r14, %rax                // w9 += lo
  adoxq %r15, %rbx                // w10 += hi
  mulxq 48(%rsi), %r14, %r15      // hi:lo = x[6] * x[4]
  adcxq %r14, %rbx                // w10 += lo
  adoxq %r15, %rbp                // w11 += hi
  mulxq 56(%rsi), %r14, %r15      // hi:lo = x[7] * x[4]
  adcxq %r14, %rbp                // w11 += lo
  adoxq %r15, %r8                 // w12 += hi
  adcq $0, %r8                    // w12 += CF (the OF chain ended at 0, see Bound)
  movq %rax, 72(%rdi)             // z[9] = w9 (final)
  movq %rbx, 80(%rdi)             // z[10] = w10 (final)
  // Triangle row 5: (w11..w13) += x[6, 8) * x[5]; CF: lo, OF: hi.
  movq 40(%rsi), %rdx             // rdx = x[5]
  xorl %r9d, %r9d                 // CAUTION: clears CF and OF; w13 = 0
  mulxq 48(%rsi), %r14, %r15      // hi:lo = x[6] * x[5]
  adcxq %r14, %rbp                // w11 += lo
  adoxq %r15, %r8                 // w12 += hi
  mulxq 56(%rsi), %r14, %r15      // hi:lo = x[7] * x[5]
  adcxq %r14, %r8                 // w12 += lo
  adoxq %r15, %r9                 // w13 += hi
  adcq $0, %r9                    // w13 += CF (the OF chain ended at 0, see Bound)
  movq %rbp, 88(%rdi)             // z[11] = w11 (final)
  movq %r8, 96(%rdi)              // z[12] = w12 (final)
  // Triangle row 6: (w13..w14) += x[7, 8) * x[6]; CF: lo, OF: hi.
  movq 48(%rsi), %rdx             // rdx = x[6]
  xorl %r10d, %r10d               // CAUTION: clears CF and OF; w14 = 0
  mulxq 56(%rsi), %r14, %r15      // hi:lo = x[7] * x[6]
  adcxq %r14, %r9                 // w13 += lo
  adoxq %r15, %r10                // w14 += hi
  adcq $0, %r10                   // w14 += CF (the OF chain ended at 0, see Bound)
  movq %r9, 104(%rdi)             // z[13] = w13 (final)
  movq %r10, 112(%rdi)            // z[14] = w14 (final)
  // z = 2 T + sum x[i]^2 B^(2i), T in z[1, 14) (z[0] and z[15] are 0 in T).
  movq 0(%rsi), %rdx              // rdx = x[0]
  xorl %eax, %eax                 // CAUTION: clears CF and OF
  mulxq %rdx, %rax, %r15          // hi:rax = x[0]^2; z[0] = 2*0 + rax
  movq 8(%rdi), %rbx              // a = T[1]
  adcxq %rbx, %rbx                // CF chain: 2 T[1]
  adoxq %r15, %rbx                // OF chain: + hi
  movq %rax, 0(%rdi)              // 
  movq %rbx, 8(%rdi)              // 
  movq 8(%rsi), %rdx              // rdx = x[1]
  mulxq %rdx, %r14, %r15          // hi:lo = x[1]^2
  movq 16(%rdi), %rax             // T[2]
  movq 24(%rdi), %rbx             // T[3]
  adcxq %rax, %rax                // CF chain: doubled
  adcxq %rbx, %rbx                // 
  adoxq %r14, %rax                // OF chain: + square
  adoxq %r15, %rbx                // 
  movq %rax, 16(%rdi)             // 
  movq %rbx, 24(%rdi)             // 
  movq 16(%rsi), %rdx             // rdx = x[2]
  mulxq %rdx, %r14, %r15          // hi:lo = x[2]^2
  movq 32(%rdi), %rax             // T[4]
  movq 40(%rdi), %rbx             // T[5]
  adcxq %rax, %rax                // CF chain: doubled
  adcxq %rbx, %rbx                // 
  adoxq %r14, %rax                // OF chain: + square
  adoxq %r15, %rbx                // 
  movq %rax, 32(%rdi)             // 
  movq %rbx, 40(%rdi)             // 
  movq 24(%rsi), %rdx             // rdx = x[3]
  mulxq %rdx, %r14, %r15          // hi:lo = x[3]^2
  movq 48(%rdi), %rax             // T[6]
  movq 56(%rdi), %rbx             // T[7]
  adcxq %rax, %rax                // CF chain: doubled
  adcxq %rbx, %rbx                // 
  adoxq %r14, %rax                // OF chain: + square
  adoxq %r15, %rbx                // 
  movq %rax, 48(%rdi)             // 
  movq %rbx, 56(%rdi)             // 
  movq 32(%rsi), %rdx             // rdx = x[4]
  mulxq %rdx, %r14, %r15          // hi:lo = x[4]^2
  movq 64(%rdi), %rax             // T[8]
  movq 72(%rdi), %rbx             // T[9]
  adcxq %rax, %rax                // CF chain: doubled
  adcxq %rbx, %rbx                // 
  adoxq %r14, %rax                // OF chain: + square
  adoxq %r15, %rbx                // 
  movq %rax, 64(%rdi)             // 
  movq %rbx, 72(%rdi)             // 
  movq 40(%rsi), %rdx             // rdx = x[5]
  mulxq %rdx, %r14, %r15          // hi:lo = x[5]^2
  movq 80(%rdi), %rax             // T[10]
  movq 88(%rdi), %rbx             // T[11]
  adcxq %rax, %rax                // CF chain: doubled
  adcxq %rbx, %rbx                // 
  adoxq %r14, %rax                // OF chain: + square
  adoxq %r15, %rbx                // 
  movq %rax, 80(%rdi)             // 
  movq %rbx, 88(%rdi)             // 
  movq 48(%rsi), %rdx             // rdx = x[6]
  mulxq %rdx, %r14, %r15          // hi:lo = x[6]^2
  movq 96(%rdi), %rax             // T[12]
  movq 104(%rdi), %rbx            // T[13]
  adcxq %rax, %rax                // CF chain: doubled
  adcxq %rbx, %rbx                // 
  adoxq %r14, %rax                // OF chain: + square
  adoxq %r15, %rbx                // 
  movq %rax, 96(%rdi)             // 
  movq %rbx, 104(%rdi)            // 
  movq 56(%rsi), %rdx             // rdx = x[7]
  mulxq %rdx, %r14, %r15          // hi:lo = x[7]^2
  movq 112(%rdi), %rax            // T[14]
  movl $0, %ebx                   // T[15] = 0 (MOV writes no flags)
  adcxq %rax, %rax                // CF chain: doubled
  adcxq %rbx, %rbx                // 
  adoxq %r14, %rax                // OF chain: + square
  adoxq %r15, %rbx                // 
  movq %rax, 112(%rdi)            // 
  movq %rbx, 120(%rdi)            // 
  LIMB_POP_CALLEE
  ret
LIMB_END(limb_sqrBasecase_adx)

  // Entry slots by s0 = (-len) & 7, as offsets from the table (position independent).
  .section .rodata
  .p2align 2
.Lsq_mul_table:
  .long .Lsq_mul_s0 - .Lsq_mul_table
  .long .Lsq_mul_s1 - .Lsq_mul_table
  .long .Lsq_mul_s2 - .Lsq_mul_table
  .long .Lsq_mul_s3 - .Lsq_mul_table
  .long .Lsq_mul_s4 - .Lsq_mul_table
  .long .Lsq_mul_s5 - .Lsq_mul_table
  .long .Lsq_mul_s6 - .Lsq_mul_table
  .long .Lsq_mul_s7 - .Lsq_mul_table
.Lsq_add_table:
  .long .Lsq_add_s0 - .Lsq_add_table
  .long .Lsq_add_s1 - .Lsq_add_table
  .long .Lsq_add_s2 - .Lsq_add_table
  .long .Lsq_add_s3 - .Lsq_add_table
  .long .Lsq_add_s4 - .Lsq_add_table
  .long .Lsq_add_s5 - .Lsq_add_table
  .long .Lsq_add_s6 - .Lsq_add_table
  .long .Lsq_add_s7 - .Lsq_add_table
  .text

// limb_sqr16_adx: z[0, 32) = x[0, 16)^2 from the unrolled 8-word paths, with x = x0 + x1 B^8:
//   x^2 = x0^2 + 2 x0 x1 B^8 + x1^2 B^16, and 2 x0 = d + b B^8 (d = 2 x0 mod B^8, b its top bit),
//   so 2 x0 x1 = d x1 + b x1 B^8 (nat_mul.cc's Sqr16Split in one routine). Twin: sqr16_g.
// ABI: SysV AMD64. In: rdi=z rsi=x. Out: none. z does not overlap x.
// Frame (rsp-relative): [0, 64) d, [64, 192) t = d x1, 192 z, 200 x, 208 m = -b.
// Clobbers: rax rcx rdx rsi rdi r8-r11, flags. rbx rbp r12-r15 saved and restored (6 pushes).
// Strategy: three calls (limb_sqrBasecase_adx n=8 twice, limb_mulBasecase_adx 8 x 8), then one
//   pass: CF (ADCX): z[8, 24) += t; OF (ADOX): z[16, 24) += x1 & m (precomputed in registers);
//   CF + OF (0..2) then enter z[24]. The total is x^2 < B^32, so nothing carries out of z[31].
// Branches: the rare carry past z[24] depends on the data (variable time, Nat only).
// Measured: nat_bench limb/Sqr/16 against gmp/Sqr/16 (tools/speed.sh --filter '^Sqr/16$').
LIMB_ENTRY(limb_sqr16_adx)
  LIMB_PUSH_CALLEE
  subq $216, %rsp                 // 216 = 8 mod 16: rsp is 16-byte aligned at the calls
  .cfi_adjust_cfa_offset 216
  movq %rdi, 192(%rsp)
  movq %rsi, 200(%rsp)
  // d = 2 x0 mod B^8, m = -(top bit of x0).
  movq 0(%rsi), %rax
  movq 8(%rsi), %rbx
  movq 16(%rsi), %rbp
  movq 24(%rsi), %r8
  movq 32(%rsi), %r9
  movq 40(%rsi), %r10
  movq 48(%rsi), %r11
  movq 56(%rsi), %r12
  addq %rax, %rax                 // each word doubled, the carry chain shifts left by one bit
  adcq %rbx, %rbx
  adcq %rbp, %rbp
  adcq %r8, %r8
  adcq %r9, %r9
  adcq %r10, %r10
  adcq %r11, %r11
  adcq %r12, %r12
  sbbq %r13, %r13                 // m = -b
  movq %rax, 0(%rsp)
  movq %rbx, 8(%rsp)
  movq %rbp, 16(%rsp)
  movq %r8, 24(%rsp)
  movq %r9, 32(%rsp)
  movq %r10, 40(%rsp)
  movq %r11, 48(%rsp)
  movq %r12, 56(%rsp)
  movq %r13, 208(%rsp)
  movl $8, %edx
  call limb_sqrBasecase_adx       // z[0, 16) = x0^2
  movq 192(%rsp), %rdi
  movq 200(%rsp), %rsi
  leaq 128(%rdi), %rdi
  leaq 64(%rsi), %rsi
  movl $8, %edx
  call limb_sqrBasecase_adx       // z[16, 32) = x1^2
  leaq 64(%rsp), %rdi             // t
  movq %rsp, %rsi                 // d
  movl $8, %edx
  movq 200(%rsp), %rcx
  leaq 64(%rcx), %rcx             // x1
  movl $8, %r8d
  call limb_mulBasecase_adx       // t = d x1
  movq 192(%rsp), %rdi            // z
  movq 200(%rsp), %rsi            // x
  movq 208(%rsp), %rax            // m
  movq 64(%rsi), %r8              // x1 & m, in r8 r9 r10 r11 rbx rbp r12 r13
  movq 72(%rsi), %r9
  movq 80(%rsi), %r10
  movq 88(%rsi), %r11
  movq 96(%rsi), %rbx
  movq 104(%rsi), %rbp
  movq 112(%rsi), %r12
  movq 120(%rsi), %r13
  andq %rax, %r8
  andq %rax, %r9
  andq %rax, %r10
  andq %rax, %r11
  andq %rax, %rbx
  andq %rax, %rbp
  andq %rax, %r12
  andq %rax, %r13
  xorl %eax, %eax                 // CAUTION: clears CF and OF; from here only MOV/ADCX/ADOX
  // z[8, 16) += t[0, 8) (CF).
  movq 64(%rsp), %rdx
  adcxq 64(%rdi), %rdx
  movq %rdx, 64(%rdi)
  movq 72(%rsp), %rdx
  adcxq 72(%rdi), %rdx
  movq %rdx, 72(%rdi)
  movq 80(%rsp), %rdx
  adcxq 80(%rdi), %rdx
  movq %rdx, 80(%rdi)
  movq 88(%rsp), %rdx
  adcxq 88(%rdi), %rdx
  movq %rdx, 88(%rdi)
  movq 96(%rsp), %rdx
  adcxq 96(%rdi), %rdx
  movq %rdx, 96(%rdi)
  movq 104(%rsp), %rdx
  adcxq 104(%rdi), %rdx
  movq %rdx, 104(%rdi)
  movq 112(%rsp), %rdx
  adcxq 112(%rdi), %rdx
  movq %rdx, 112(%rdi)
  movq 120(%rsp), %rdx
  adcxq 120(%rdi), %rdx
  movq %rdx, 120(%rdi)
  // z[16, 24) += t[8, 16) (CF) + (x1 & m) (OF).
  movq 128(%rsp), %rdx
  adcxq 128(%rdi), %rdx
  adoxq %r8, %rdx
  movq %rdx, 128(%rdi)
  movq 136(%rsp), %rdx
  adcxq 136(%rdi), %rdx
  adoxq %r9, %rdx
  movq %rdx, 136(%rdi)
  movq 144(%rsp), %rdx
  adcxq 144(%rdi), %rdx
  adoxq %r10, %rdx
  movq %rdx, 144(%rdi)
  movq 152(%rsp), %rdx
  adcxq 152(%rdi), %rdx
  adoxq %r11, %rdx
  movq %rdx, 152(%rdi)
  movq 160(%rsp), %rdx
  adcxq 160(%rdi), %rdx
  adoxq %rbx, %rdx
  movq %rdx, 160(%rdi)
  movq 168(%rsp), %rdx
  adcxq 168(%rdi), %rdx
  adoxq %rbp, %rdx
  movq %rdx, 168(%rdi)
  movq 176(%rsp), %rdx
  adcxq 176(%rdi), %rdx
  adoxq %r12, %rdx
  movq %rdx, 176(%rdi)
  movq 184(%rsp), %rdx
  adcxq 184(%rdi), %rdx
  adoxq %r13, %rdx
  movq %rdx, 184(%rdi)
  adcxq %rax, %rax                // rax = CF (rax was 0; ADCX keeps OF)
  movl $0, %edx
  adoxq %rdx, %rax                // rax = CF + OF in [0, 2]
  addq %rax, 192(%rdi)            // z[24] += CF + OF
  jnc .Lsq16_done
  leaq 200(%rdi), %rcx            // rare: z[25, 32) += 1 while it carries (never past z[31])
.Lsq16_carry:
  addq $1, (%rcx)
  leaq 8(%rcx), %rcx
  jc .Lsq16_carry
.Lsq16_done:
  addq $216, %rsp
  .cfi_adjust_cfa_offset -216
  LIMB_POP_CALLEE
  ret
LIMB_END(limb_sqr16_adx)

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
