// addMulVVW_adx, mulAddVWW_adx, subMulVVW_adx: x86-64 with BMI2+ADX (MULX/ADCX/ADOX).
// Twin: addMulVVW_g, mulAddVWW_g, subMulVVW_g (bignum/arith_generic.cc); tests require identical z and return value.
// Prototypes (C linkage, declared in bignum/arith_asm.h):
//   Word limb_addMulVVW_adx(Word* z, const Word* x, size_t n, Word y);          // z += x*y, returns carry word
//   Word limb_mulAddVWW_adx(Word* z, const Word* x, size_t n, Word y, Word r);  // z = x*y + r, returns high word
//   Word limb_subMulVVW_adx(Word* z, const Word* x, size_t n, Word y);          // z -= x*y, returns borrow word
// Contract: see bignum/arith.h (z == x allowed; n may be 0).
// Selected by arith_dispatch.cc (tables "x86_64_adx", "x86_64_avx512_256"; "x86_64_avx512"
// for mulAdd/subMul, and for addMul below 33 words) when cpu.bmi2 && cpu.adx.
// ABI: SysV AMD64. In:  rdi=z  rsi=x  rdx=n  rcx=y  (r8=r for mulAddVWW).  Out: rax=carry word.
// Register map: rdx=y (MULX's implicit source), r8=n, then 0 (the register the chains fold into);
//               rcx=0 in the short sections, then the loop's pass counter; rax=carry word c
//               (and the high half of odd words); r9/r10 = lo/hi of even words, r11 = lo of odd words.
// Clobbers: rax rcx rdx rsi rdi r8-r11, flags. Callee-saved registers untouched. No stack use.
// Strategy: MULX writes no flags, so two carry chains run side by side:
//   addMul, n >= 9:  OF (ADOX): u[i] = z[i] + lo[i];  CF (ADCX): z[i] = u[i] + hi[i-1]
//                    (hi[-1] = c)
//   addMul, n <= 8:  CF (ADCX): t[i] = lo[i] + hi[i-1];  OF (ADOX): z[i] = z[i] + t[i]
//   subMul:          CF (ADCX): t[i] = lo[i] + hi[i-1], then on OF (ADOX), in the sections
//                    z[i] = ~(~z[i] + t[i]) (the borrow of z - t is the carry of ~z + t), in
//                    the loop z[i] = z[i] + ~t[i] + OF with OF started at 1: z - t =
//                    z + ~t + 1 - B, so OF = 1 - borrow; the fold is c = hi + CF + 1 - OF.
//   mulAdd:          only the CF chain, run with ADCX rather than ADC (ADCX writes CF alone).
// The low words go in sections chosen by the bits of n (1 word if n&1, 2 if n&2, 4 if
// n&4), each starting with XOR (CF = OF = 0) and ending by folding both chains into the
// carry word, c = hi[last] + CF + OF. Then the loop, with the chains left running across
// iterations: the loop control is LEA + JRCXZ, which write no flags, and the fold happens
// once after the loop. subMul takes 8 words per iteration. addMul and mulAdd take 16, and
// when n & 8 the first pass enters the body in the middle (x and z pointers set 8 words
// back), so no 8-word section and no second fold; for addMul, 9 <= n <= 15 runs the
// body's second half as straight-line code.
// Bound: a run of k words computes z + x*y + c < 2^(64k) * 2^64 (and
// z - x*y - c > -2^(64k) * 2^64), so the folded carry fits in a word, and the
// fold leaves CF = OF = 0.
// mulAddVWW takes n == 1 first (straight-line, no section tests), as addMulVVW does.
// addMulVVW has straight-line code for every n <= 8 (n == 1 first, then a compare tree
// on n: 4, 2, then 8, 6), each starting the chains at 0 without a carry-in; n = 3 and
// n = 4 load all their z words before the first z store. The sections and the loop serve
// n >= 9 only. The entry and the loop heads are aligned (.p2align): unaligned, the same
// code measured 4-15% slower.
// CAUTION: XOR-zeroing clears CF and OF (each section starts its chains with it); LEA and
// JRCXZ keep both, which is why the loop uses them.
// Branches depend on n only; time depends on n only.
// Bound of this form: one MULX per word, and MULX issues at most once per 1.25 core
// cycles on Zen 4; the loop runs within 10% of that. On Zen 5 the bound is the two
// flag chains with a MULX beside each step (about 1.5 core cycles per word with z's
// loads and stores; benchmarks/RESULTS.md, "mul_vvw_adx.S: measured").
// Measured: limb speed --filter '^(AddMulVVW|MulAddVWW)/' (README results; variants tried
// and their figures: benchmarks/RESULTS.md, "mul_vvw_adx.S").
#include "limb/asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

  // 64-byte entry (LIMB_ENTRY aligns to 32): see the header on alignment.
  .text
  .p2align 6
LIMB_ENTRY(limb_addMulVVW_adx)
  // n <= 8: straight-line code, no loop set-up (n = 1 first: it is the
  // latency-bound case that a caller of a word kernel hits most often).
  cmpq $1, %rdx
  jne .Laddmul_not1
  movq %rcx, %rdx                 // rdx = y for MULX
  mulxq (%rsi), %r9, %rax         // rax:r9 = x[0] * y
  addq %r9, (%rdi)                // z[0] += lo
  adcq $0, %rax                   // c = hi + carry (hi <= 2^64-2)
  ret
.Laddmul_not1:
  movq %rdx, %r8                  // r8 = n
  movq %rcx, %rdx                 // rdx = y for MULX
  cmpq $4, %r8
  ja .Laddmul_long
  je .Laddmul_n4
  cmpq $2, %r8
  jb .Laddmul_n0
  je .Laddmul_n2
  // n == 3.
  xorl %ecx, %ecx                 // CAUTION: clears CF and OF: the chains start at 0
  mulxq 0(%rsi), %r9, %r10        // r10:r9 = x[0] * y
  adoxq 0(%rdi), %r9              // OF chain: z[0] + lo
  mulxq 8(%rsi), %r11, %rax       // rax:r11 = x[1] * y
  adcxq %r10, %r11                // CF chain: t = lo + hi[0]
  adoxq 8(%rdi), %r11             // OF chain: z[1] + t
  mulxq 16(%rsi), %r8, %r10       // r10:r8 = x[2] * y
  adcxq %rax, %r8                 // CF chain: t = lo + hi[1]
  adoxq 16(%rdi), %r8             // OF chain: z[2] + t
  movq %r9, 0(%rdi)               // all three z loads come before the first z store
  movq %r11, 8(%rdi)
  movq %r8, 16(%rdi)
  adcxq %rcx, %r10                // c = hi + CF (cannot wrap, see Bound)
  adoxq %rcx, %r10                // c += OF
  movq %r10, %rax
  ret
.Laddmul_n2:
  xorl %ecx, %ecx                 // CAUTION: clears CF and OF
  mulxq 0(%rsi), %r9, %r10        // r10:r9 = x[0] * y
  adoxq 0(%rdi), %r9              // OF chain: z[0] + lo
  mulxq 8(%rsi), %r11, %rax       // rax:r11 = x[1] * y
  adcxq %r10, %r11                // CF chain: t = lo + hi[0]
  adoxq 8(%rdi), %r11             // OF chain: z[1] + t
  movq %r9, 0(%rdi)
  movq %r11, 8(%rdi)
  adcxq %rcx, %rax                // c = hi + CF (cannot wrap, see Bound)
  adoxq %rcx, %rax                // c += OF
  ret
.Laddmul_n4:
  xorl %ecx, %ecx                 // CAUTION: clears CF and OF
  mulxq 0(%rsi), %r9, %r10        // r10:r9 = x[0] * y
  adoxq 0(%rdi), %r9              // OF chain: z[0] + lo
  mulxq 8(%rsi), %r11, %rax       // rax:r11 = x[1] * y
  adcxq %r10, %r11                // CF chain: t = lo + hi[0]
  adoxq 8(%rdi), %r11             // OF chain: z[1] + t
  mulxq 16(%rsi), %r8, %r10       // r10:r8 = x[2] * y
  adcxq %rax, %r8                 // CF chain: t = lo + hi[1]
  adoxq 16(%rdi), %r8             // OF chain: z[2] + t
  mulxq 24(%rsi), %rdx, %rax      // rax:rdx = x[3] * y (y is not needed after this)
  adcxq %r10, %rdx                // CF chain: t = lo + hi[2]
  adoxq 24(%rdi), %rdx            // OF chain: z[3] + t
  movq %r9, 0(%rdi)               // all four z loads come before the first z store
  movq %r11, 8(%rdi)
  movq %r8, 16(%rdi)
  movq %rdx, 24(%rdi)
  adcxq %rcx, %rax                // c = hi + CF (cannot wrap, see Bound)
  adoxq %rcx, %rax                // c += OF
  ret
.Laddmul_n0:
  xorl %eax, %eax                 // n == 0: carry 0
  ret
.Laddmul_long:                    // n >= 5
  // 5 <= n <= 8: straight-line code as for n <= 4 (words alternate between
  // r9:r10 and r11:rax; both stores of a pair after both ADOX).
  cmpq $8, %r8
  ja .Laddmul_big
  je .Laddmul_n8
  cmpq $6, %r8
  jb .Laddmul_n5
  je .Laddmul_n6
.Laddmul_n7:
  xorl %ecx, %ecx                 // CAUTION: clears CF and OF: the chains start at 0
  mulxq 0(%rsi), %r9, %r10        // %r10:%r9 = x[0] * y
  adoxq 0(%rdi), %r9              // OF chain: z[0] + lo
  mulxq 8(%rsi), %r11, %rax
  adcxq %r10, %r11
  adoxq 8(%rdi), %r11
  movq %r9, 0(%rdi)
  movq %r11, 8(%rdi)
  mulxq 16(%rsi), %r9, %r10
  adcxq %rax, %r9
  adoxq 16(%rdi), %r9
  mulxq 24(%rsi), %r11, %rax
  adcxq %r10, %r11
  adoxq 24(%rdi), %r11
  movq %r9, 16(%rdi)
  movq %r11, 24(%rdi)
  mulxq 32(%rsi), %r9, %r10
  adcxq %rax, %r9
  adoxq 32(%rdi), %r9
  mulxq 40(%rsi), %r11, %rax
  adcxq %r10, %r11
  adoxq 40(%rdi), %r11
  movq %r9, 32(%rdi)
  movq %r11, 40(%rdi)
  mulxq 48(%rsi), %r9, %r10
  adcxq %rax, %r9
  adoxq 48(%rdi), %r9
  movq %r9, 48(%rdi)
  adcxq %rcx, %r10                // c = hi + CF (cannot wrap, see Bound)
  adoxq %rcx, %r10                // c += OF
  movq %r10, %rax
  ret
.Laddmul_n5:
  xorl %ecx, %ecx                 // CAUTION: clears CF and OF: the chains start at 0
  mulxq 0(%rsi), %r9, %r10        // %r10:%r9 = x[0] * y
  adoxq 0(%rdi), %r9              // OF chain: z[0] + lo
  mulxq 8(%rsi), %r11, %rax
  adcxq %r10, %r11
  adoxq 8(%rdi), %r11
  movq %r9, 0(%rdi)
  movq %r11, 8(%rdi)
  mulxq 16(%rsi), %r9, %r10
  adcxq %rax, %r9
  adoxq 16(%rdi), %r9
  mulxq 24(%rsi), %r11, %rax
  adcxq %r10, %r11
  adoxq 24(%rdi), %r11
  movq %r9, 16(%rdi)
  movq %r11, 24(%rdi)
  mulxq 32(%rsi), %r9, %r10
  adcxq %rax, %r9
  adoxq 32(%rdi), %r9
  movq %r9, 32(%rdi)
  adcxq %rcx, %r10                // c = hi + CF (cannot wrap, see Bound)
  adoxq %rcx, %r10                // c += OF
  movq %r10, %rax
  ret
.Laddmul_n6:
  xorl %ecx, %ecx                 // CAUTION: clears CF and OF: the chains start at 0
  mulxq 0(%rsi), %r9, %r10        // %r10:%r9 = x[0] * y
  adoxq 0(%rdi), %r9              // OF chain: z[0] + lo
  mulxq 8(%rsi), %r11, %rax
  adcxq %r10, %r11
  adoxq 8(%rdi), %r11
  movq %r9, 0(%rdi)
  movq %r11, 8(%rdi)
  mulxq 16(%rsi), %r9, %r10
  adcxq %rax, %r9
  adoxq 16(%rdi), %r9
  mulxq 24(%rsi), %r11, %rax
  adcxq %r10, %r11
  adoxq 24(%rdi), %r11
  movq %r9, 16(%rdi)
  movq %r11, 24(%rdi)
  mulxq 32(%rsi), %r9, %r10
  adcxq %rax, %r9
  adoxq 32(%rdi), %r9
  mulxq 40(%rsi), %r11, %rax
  adcxq %r10, %r11
  adoxq 40(%rdi), %r11
  movq %r9, 32(%rdi)
  movq %r11, 40(%rdi)
  adcxq %rcx, %rax                // c = hi + CF (cannot wrap, see Bound)
  adoxq %rcx, %rax                // c += OF
  ret
.Laddmul_n8:
  xorl %ecx, %ecx                 // CAUTION: clears CF and OF: the chains start at 0
  mulxq 0(%rsi), %r9, %r10        // %r10:%r9 = x[0] * y
  adoxq 0(%rdi), %r9              // OF chain: z[0] + lo
  mulxq 8(%rsi), %r11, %rax
  adcxq %r10, %r11
  adoxq 8(%rdi), %r11
  movq %r9, 0(%rdi)
  movq %r11, 8(%rdi)
  mulxq 16(%rsi), %r9, %r10
  adcxq %rax, %r9
  adoxq 16(%rdi), %r9
  mulxq 24(%rsi), %r11, %rax
  adcxq %r10, %r11
  adoxq 24(%rdi), %r11
  movq %r9, 16(%rdi)
  movq %r11, 24(%rdi)
  mulxq 32(%rsi), %r9, %r10
  adcxq %rax, %r9
  adoxq 32(%rdi), %r9
  mulxq 40(%rsi), %r11, %rax
  adcxq %r10, %r11
  adoxq 40(%rdi), %r11
  movq %r9, 32(%rdi)
  movq %r11, 40(%rdi)
  mulxq 48(%rsi), %r9, %r10
  adcxq %rax, %r9
  adoxq 48(%rdi), %r9
  mulxq 56(%rsi), %r11, %rax
  adcxq %r10, %r11
  adoxq 56(%rdi), %r11
  movq %r9, 48(%rdi)
  movq %r11, 56(%rdi)
  adcxq %rcx, %rax                // c = hi + CF (cannot wrap, see Bound)
  adoxq %rcx, %rax                // c += OF
  ret
  .p2align 5                      // after a RET: the padding never runs
.Laddmul_big:                     // n >= 9
  xorl %eax, %eax                 // c = 0
  testb $1, %r8b
  jz .Laddmul_2
  mulxq (%rsi), %r9, %rax         // rax:r9 = x[0] * y
  addq %r9, (%rdi)                // z[0] += lo
  adcq $0, %rax                   // c = hi + carry (hi <= 2^64-2)
  leaq 8(%rsi), %rsi
  leaq 8(%rdi), %rdi
.Laddmul_2:
  testb $2, %r8b
  jz .Laddmul_4
  xorl %ecx, %ecx                 // CAUTION: clears CF and OF: the chains start at 0
  mulxq 0(%rsi), %r9, %r10        // r10:r9 = x[i] * y
  adoxq 0(%rdi), %r9              // OF chain: u = z[i] + lo
  adcxq %rax, %r9                 // CF chain: u + hi[i-1] (the carry word c for the first word)
  mulxq 8(%rsi), %r11, %rax       // rax:r11 = x[i+1] * y
  adoxq 8(%rdi), %r11
  adcxq %r10, %r11
  movq %r9, 0(%rdi)               // both stores of a pair after both loads of z
  movq %r11, 8(%rdi)
  adcxq %rcx, %rax                // c = hi + CF (cannot wrap, see Bound)
  adoxq %rcx, %rax                // c += OF; CF = OF = 0 now
  leaq 16(%rsi), %rsi
  leaq 16(%rdi), %rdi
.Laddmul_4:
  testb $4, %r8b
  jz .Laddmul_16
  xorl %ecx, %ecx                 // CAUTION: clears CF and OF: the chains start at 0
  mulxq 0(%rsi), %r9, %r10        // r10:r9 = x[i] * y
  adoxq 0(%rdi), %r9              // OF chain: u = z[i] + lo
  adcxq %rax, %r9                 // CF chain: u + hi[i-1] (the carry word c for the first word)
  mulxq 8(%rsi), %r11, %rax       // rax:r11 = x[i+1] * y
  adoxq 8(%rdi), %r11
  adcxq %r10, %r11
  movq %r9, 0(%rdi)               // both stores of a pair after both loads of z
  movq %r11, 8(%rdi)
  mulxq 16(%rsi), %r9, %r10
  adoxq 16(%rdi), %r9
  adcxq %rax, %r9
  mulxq 24(%rsi), %r11, %rax
  adoxq 24(%rdi), %r11
  adcxq %r10, %r11
  movq %r9, 16(%rdi)
  movq %r11, 24(%rdi)
  adcxq %rcx, %rax                // c = hi + CF (cannot wrap, see Bound)
  adoxq %rcx, %rax                // c += OF; CF = OF = 0 now
  leaq 32(%rsi), %rsi
  leaq 32(%rdi), %rdi
.Laddmul_16:
  movq %r8, %rcx
  shrq $4, %rcx                   // rcx = n / 16 (the low n % 8 words are done)
  testb $8, %r8b
  jnz .Laddmul_enter_mid          // 8 words left over: the body's second half first
  xorl %r8d, %r8d                 // CAUTION: clears CF and OF; from here to the fold
                                  // nothing but MULX/ADCX/ADOX/MOV/LEA/JRCXZ/JMP
  jmp .Laddmul_loop               // (a taken jump here measured faster than falling through)
.Laddmul_enter_mid:
  testq %rcx, %rcx
  jz .Laddmul_8only               // 9 <= n <= 15: no loop at all
  leaq -64(%rsi), %rsi            // the second half reads 64(%rsi) on: it starts at x[i]
  leaq -64(%rdi), %rdi
  leaq 1(%rcx), %rcx              // one more (half) pass
  xorl %r8d, %r8d                 // CAUTION: clears CF and OF; the same rule as above
  jmp .Laddmul_mid
  .p2align 4                      // after a JMP: the padding never runs (unaligned: 1.02
                                  // against 0.98 TSC cycles/word at n = 1000 on Zen 4)
.Laddmul_loop:
  mulxq 0(%rsi), %r9, %r10        // r10:r9 = x[i] * y
  adoxq 0(%rdi), %r9              // OF chain: u = z[i] + lo
  adcxq %rax, %r9                 // CF chain: u + hi[i-1] (the carry word c for the first word)
  mulxq 8(%rsi), %r11, %rax       // rax:r11 = x[i+1] * y
  adoxq 8(%rdi), %r11
  adcxq %r10, %r11
  movq %r9, 0(%rdi)               // both stores of a pair after both loads of z
  movq %r11, 8(%rdi)
  mulxq 16(%rsi), %r9, %r10
  adoxq 16(%rdi), %r9
  adcxq %rax, %r9
  mulxq 24(%rsi), %r11, %rax
  adoxq 24(%rdi), %r11
  adcxq %r10, %r11
  movq %r9, 16(%rdi)
  movq %r11, 24(%rdi)
  mulxq 32(%rsi), %r9, %r10
  adoxq 32(%rdi), %r9
  adcxq %rax, %r9
  mulxq 40(%rsi), %r11, %rax
  adoxq 40(%rdi), %r11
  adcxq %r10, %r11
  movq %r9, 32(%rdi)
  movq %r11, 40(%rdi)
  mulxq 48(%rsi), %r9, %r10
  adoxq 48(%rdi), %r9
  adcxq %rax, %r9
  mulxq 56(%rsi), %r11, %rax
  adoxq 56(%rdi), %r11
  adcxq %r10, %r11
  movq %r9, 48(%rdi)
  movq %r11, 56(%rdi)
.Laddmul_mid:                     // entry for n % 16 >= 8 (rsi, rdi 64 bytes back)
  mulxq 64(%rsi), %r9, %r10
  adoxq 64(%rdi), %r9
  adcxq %rax, %r9
  mulxq 72(%rsi), %r11, %rax
  adoxq 72(%rdi), %r11
  adcxq %r10, %r11
  movq %r9, 64(%rdi)
  movq %r11, 72(%rdi)
  mulxq 80(%rsi), %r9, %r10
  adoxq 80(%rdi), %r9
  adcxq %rax, %r9
  mulxq 88(%rsi), %r11, %rax
  adoxq 88(%rdi), %r11
  adcxq %r10, %r11
  movq %r9, 80(%rdi)
  movq %r11, 88(%rdi)
  mulxq 96(%rsi), %r9, %r10
  adoxq 96(%rdi), %r9
  adcxq %rax, %r9
  mulxq 104(%rsi), %r11, %rax
  adoxq 104(%rdi), %r11
  adcxq %r10, %r11
  movq %r9, 96(%rdi)
  movq %r11, 104(%rdi)
  mulxq 112(%rsi), %r9, %r10
  adoxq 112(%rdi), %r9
  adcxq %rax, %r9
  mulxq 120(%rsi), %r11, %rax
  adoxq 120(%rdi), %r11
  adcxq %r10, %r11
  movq %r9, 112(%rdi)
  movq %r11, 120(%rdi)
  leaq 128(%rsi), %rsi
  leaq 128(%rdi), %rdi
  leaq -1(%rcx), %rcx             // CAUTION: LEA, not DEC: DEC would write OF
  jrcxz .Laddmul_fold             // JRCXZ reads and writes no flags
  jmp .Laddmul_loop
.Laddmul_fold:
  adcxq %r8, %rax                 // c = hi + CF (cannot wrap, see Bound)
  adoxq %r8, %rax                 // c += OF; CF = OF = 0 now
  ret
.Laddmul_8only:                   // 9 <= n <= 15: the last 8 words, no loop
  xorl %ecx, %ecx                 // CAUTION: clears CF and OF: the chains start at 0
  mulxq 0(%rsi), %r9, %r10        // r10:r9 = x[i] * y
  adoxq 0(%rdi), %r9              // OF chain: u = z[i] + lo
  adcxq %rax, %r9                 // CF chain: u + hi[i-1] (the carry word c for the first word)
  mulxq 8(%rsi), %r11, %rax       // rax:r11 = x[i+1] * y
  adoxq 8(%rdi), %r11
  adcxq %r10, %r11
  movq %r9, 0(%rdi)               // both stores of a pair after both loads of z
  movq %r11, 8(%rdi)
  mulxq 16(%rsi), %r9, %r10
  adoxq 16(%rdi), %r9
  adcxq %rax, %r9
  mulxq 24(%rsi), %r11, %rax
  adoxq 24(%rdi), %r11
  adcxq %r10, %r11
  movq %r9, 16(%rdi)
  movq %r11, 24(%rdi)
  mulxq 32(%rsi), %r9, %r10
  adoxq 32(%rdi), %r9
  adcxq %rax, %r9
  mulxq 40(%rsi), %r11, %rax
  adoxq 40(%rdi), %r11
  adcxq %r10, %r11
  movq %r9, 32(%rdi)
  movq %r11, 40(%rdi)
  mulxq 48(%rsi), %r9, %r10
  adoxq 48(%rdi), %r9
  adcxq %rax, %r9
  mulxq 56(%rsi), %r11, %rax
  adoxq 56(%rdi), %r11
  adcxq %r10, %r11
  movq %r9, 48(%rdi)
  movq %r11, 56(%rdi)
  adcxq %rcx, %rax                // c = hi + CF (cannot wrap, see Bound)
  adoxq %rcx, %rax                // c += OF
  ret
LIMB_END(limb_addMulVVW_adx)

LIMB_ENTRY(limb_mulAddVWW_adx)
  movq %r8, %rax                  // c = r, before r8 is reused
  cmpq $1, %rdx
  jne .Lmuladd_not1
  // n == 1 (latency-bound, the case a caller of a word kernel hits most): no section tests.
  movq %rcx, %rdx                 // rdx = y for MULX
  mulxq (%rsi), %r9, %r10         // r10:r9 = x[0] * y
  addq %r9, %rax                  // z[0] = lo + r
  movq %rax, (%rdi)
  adcq $0, %r10                   // c = hi + carry (hi <= 2^64-2)
  movq %r10, %rax
  ret
.Lmuladd_not1:
  movq %rdx, %r8                  // r8 = n
  movq %rcx, %rdx                 // rdx = y for MULX
  testb $1, %r8b
  jz .Lmuladd_2
  mulxq (%rsi), %r9, %r10         // r10:r9 = x[0] * y
  addq %rax, %r9                  // z[0] = lo + r
  movq %r9, (%rdi)
  adcq $0, %r10                   // hi + carry (hi <= 2^64-2)
  movq %r10, %rax                 // c
  leaq 8(%rsi), %rsi
  leaq 8(%rdi), %rdi
.Lmuladd_2:
  testb $2, %r8b
  jz .Lmuladd_4
  xorl %ecx, %ecx                 // CAUTION: clears CF and OF: the chains start at 0
  mulxq 0(%rsi), %r9, %r10        // r10:r9 = x[i] * y
  adcxq %rax, %r9                 // CF chain: z[i] = lo + c + CF
  movq %r9, 0(%rdi)
  mulxq 8(%rsi), %r11, %rax       // rax:r11 = x[i+1] * y
  adcxq %r10, %r11                // CF chain: z[i+1] = lo + hi[i] + CF
  movq %r11, 8(%rdi)
  adcxq %rcx, %rax                // c = hi + CF (cannot wrap, see Bound)
  leaq 16(%rsi), %rsi
  leaq 16(%rdi), %rdi
.Lmuladd_4:
  testb $4, %r8b
  jz .Lmuladd_8
  xorl %ecx, %ecx                 // CAUTION: clears CF and OF
  mulxq 0(%rsi), %r9, %r10        // r10:r9 = x[i] * y
  adcxq %rax, %r9                 // CF chain: z[i] = lo + c + CF
  movq %r9, 0(%rdi)
  mulxq 8(%rsi), %r11, %rax       // rax:r11 = x[i+1] * y
  adcxq %r10, %r11                // CF chain: z[i+1] = lo + hi[i] + CF
  movq %r11, 8(%rdi)
  mulxq 16(%rsi), %r9, %r10       // r10:r9 = x[i] * y
  adcxq %rax, %r9                 // CF chain: z[i] = lo + c + CF
  movq %r9, 16(%rdi)
  mulxq 24(%rsi), %r11, %rax      // rax:r11 = x[i+1] * y
  adcxq %r10, %r11                // CF chain: z[i+1] = lo + hi[i] + CF
  movq %r11, 24(%rdi)
  adcxq %rcx, %rax                // c = hi + CF (cannot wrap, see Bound)
  leaq 32(%rsi), %rsi
  leaq 32(%rdi), %rdi
.Lmuladd_8:
  movq %r8, %rcx
  shrq $4, %rcx                   // rcx = n / 16 (the low n % 8 words are done)
  testb $8, %r8b
  jnz .Lmuladd_enter_mid          // 8 words left over: the body's second half first
  testq %rcx, %rcx
  jz .Lmuladd_done                // n < 8: done (c in rax)
  xorl %r8d, %r8d                 // CAUTION: clears CF; from here to the fold nothing
                                  // but MULX/ADCX/MOV/LEA/JRCXZ/JMP
  jmp .Lmuladd_loop
.Lmuladd_enter_mid:
  leaq -64(%rsi), %rsi            // the second half reads 64(%rsi) on: it starts at x[i]
  leaq -64(%rdi), %rdi
  leaq 1(%rcx), %rcx              // one more (half) pass
  xorl %r8d, %r8d                 // CAUTION: clears CF; the same rule as above
  jmp .Lmuladd_mid
  .p2align 4                      // after a JMP: the padding never runs
.Lmuladd_loop:
  mulxq 0(%rsi), %r9, %r10        // r10:r9 = x[i] * y
  adcxq %rax, %r9                 // CF chain: z[i] = lo + hi[i-1] + CF
  movq %r9, 0(%rdi)
  mulxq 8(%rsi), %r11, %rax       // rax:r11 = x[i+1] * y
  adcxq %r10, %r11
  movq %r11, 8(%rdi)
  mulxq 16(%rsi), %r9, %r10
  adcxq %rax, %r9
  movq %r9, 16(%rdi)
  mulxq 24(%rsi), %r11, %rax
  adcxq %r10, %r11
  movq %r11, 24(%rdi)
  mulxq 32(%rsi), %r9, %r10
  adcxq %rax, %r9
  movq %r9, 32(%rdi)
  mulxq 40(%rsi), %r11, %rax
  adcxq %r10, %r11
  movq %r11, 40(%rdi)
  mulxq 48(%rsi), %r9, %r10
  adcxq %rax, %r9
  movq %r9, 48(%rdi)
  mulxq 56(%rsi), %r11, %rax
  adcxq %r10, %r11
  movq %r11, 56(%rdi)
.Lmuladd_mid:                     // entry for n % 16 >= 8 (rsi, rdi 64 bytes back)
  mulxq 64(%rsi), %r9, %r10
  adcxq %rax, %r9
  movq %r9, 64(%rdi)
  mulxq 72(%rsi), %r11, %rax
  adcxq %r10, %r11
  movq %r11, 72(%rdi)
  mulxq 80(%rsi), %r9, %r10
  adcxq %rax, %r9
  movq %r9, 80(%rdi)
  mulxq 88(%rsi), %r11, %rax
  adcxq %r10, %r11
  movq %r11, 88(%rdi)
  mulxq 96(%rsi), %r9, %r10
  adcxq %rax, %r9
  movq %r9, 96(%rdi)
  mulxq 104(%rsi), %r11, %rax
  adcxq %r10, %r11
  movq %r11, 104(%rdi)
  mulxq 112(%rsi), %r9, %r10
  adcxq %rax, %r9
  movq %r9, 112(%rdi)
  mulxq 120(%rsi), %r11, %rax
  adcxq %r10, %r11
  movq %r11, 120(%rdi)
  leaq 128(%rsi), %rsi
  leaq 128(%rdi), %rdi
  leaq -1(%rcx), %rcx
  jrcxz .Lmuladd_fold             // JRCXZ reads and writes no flags
  jmp .Lmuladd_loop
.Lmuladd_fold:
  adcxq %r8, %rax                 // c = hi + CF (cannot wrap, see Bound)
.Lmuladd_done:
  ret
LIMB_END(limb_mulAddVWW_adx)

LIMB_ENTRY(limb_subMulVVW_adx)
  movq %rdx, %r8                  // r8 = n
  movq %rcx, %rdx                 // rdx = y for MULX
  xorl %eax, %eax                 // c = 0
  testb $1, %r8b
  jz .Lsubmul_2
  mulxq (%rsi), %r9, %rax         // rax:r9 = x[0] * y
  subq %r9, (%rdi)                // z[0] -= lo
  adcq $0, %rax                   // c = hi + borrow (hi <= 2^64-2)
  leaq 8(%rsi), %rsi
  leaq 8(%rdi), %rdi
.Lsubmul_2:
  testb $2, %r8b
  jz .Lsubmul_4
  xorl %ecx, %ecx                 // CAUTION: clears CF and OF: the chains start at 0
  mulxq 0(%rsi), %r9, %r10      // r10:r9 = x[i] * y
  adcxq %rax, %r9                 // CF chain: t = lo + c
  movq 0(%rdi), %r11
  notq %r11                       // NOT writes no flags
  adoxq %r9, %r11                 // OF chain: ~z[i] + t
  notq %r11                       // = z[i] - t
  movq %r11, 0(%rdi)
  mulxq 8(%rsi), %r11, %rax     // rax:r11 = x[i+1] * y
  adcxq %r10, %r11                // CF chain: t = lo + hi[i]
  movq 8(%rdi), %r9
  notq %r9
  adoxq %r11, %r9
  notq %r9
  movq %r9, 8(%rdi)
  adcxq %rcx, %rax                // c = hi + CF (cannot wrap, see Bound)
  adoxq %rcx, %rax                // c += OF; CF = OF = 0 now
  leaq 16(%rsi), %rsi
  leaq 16(%rdi), %rdi
.Lsubmul_4:
  testb $4, %r8b
  jz .Lsubmul_8
  xorl %ecx, %ecx                 // CAUTION: clears CF and OF
  mulxq 0(%rsi), %r9, %r10      // r10:r9 = x[i] * y
  adcxq %rax, %r9                 // CF chain: t = lo + c
  movq 0(%rdi), %r11
  notq %r11                       // NOT writes no flags
  adoxq %r9, %r11                 // OF chain: ~z[i] + t
  notq %r11                       // = z[i] - t
  movq %r11, 0(%rdi)
  mulxq 8(%rsi), %r11, %rax     // rax:r11 = x[i+1] * y
  adcxq %r10, %r11                // CF chain: t = lo + hi[i]
  movq 8(%rdi), %r9
  notq %r9
  adoxq %r11, %r9
  notq %r9
  movq %r9, 8(%rdi)
  mulxq 16(%rsi), %r9, %r10      // r10:r9 = x[i] * y
  adcxq %rax, %r9                 // CF chain: t = lo + c
  movq 16(%rdi), %r11
  notq %r11                       // NOT writes no flags
  adoxq %r9, %r11                 // OF chain: ~z[i] + t
  notq %r11                       // = z[i] - t
  movq %r11, 16(%rdi)
  mulxq 24(%rsi), %r11, %rax     // rax:r11 = x[i+1] * y
  adcxq %r10, %r11                // CF chain: t = lo + hi[i]
  movq 24(%rdi), %r9
  notq %r9
  adoxq %r11, %r9
  notq %r9
  movq %r9, 24(%rdi)
  adcxq %rcx, %rax                // c = hi + CF (cannot wrap, see Bound)
  adoxq %rcx, %rax                // c += OF; CF = OF = 0 now
  leaq 32(%rsi), %rsi
  leaq 32(%rdi), %rdi
.Lsubmul_8:
  movq %r8, %rcx
  shrq $3, %rcx                   // rcx = n / 8
  jz .Lsubmul_done
  xorl %r8d, %r8d                 // r8 = 0
  movl $0x7f, %r9d
  addb $1, %r9b                   // CAUTION: OF = 1 (0x7f + 1 overflows a signed byte), CF = 0
                                  // from here to the fold nothing but
                                  // MULX/ADCX/ADOX/NOT/MOV/LEA/JRCXZ/JMP
  jmp .Lsubmul_loop
  .p2align 4                      // after a JMP: the padding never runs
.Lsubmul_loop:
  mulxq 0(%rsi), %r9, %r10        // r10:r9 = x[i] * y
  adcxq %rax, %r9                 // CF chain: t = lo + hi[i-1] (c for the first word)
  notq %r9                        // ~t (NOT writes no flags)
  adoxq 0(%rdi), %r9              // OF chain: z[i] + ~t + OF = z[i] - t + (B if no borrow)
  movq %r9, 0(%rdi)
  mulxq 8(%rsi), %r11, %rax       // rax:r11 = x[i+1] * y
  adcxq %r10, %r11
  notq %r11
  adoxq 8(%rdi), %r11
  movq %r11, 8(%rdi)
  mulxq 16(%rsi), %r9, %r10
  adcxq %rax, %r9
  notq %r9
  adoxq 16(%rdi), %r9
  movq %r9, 16(%rdi)
  mulxq 24(%rsi), %r11, %rax
  adcxq %r10, %r11
  notq %r11
  adoxq 24(%rdi), %r11
  movq %r11, 24(%rdi)
  mulxq 32(%rsi), %r9, %r10
  adcxq %rax, %r9
  notq %r9
  adoxq 32(%rdi), %r9
  movq %r9, 32(%rdi)
  mulxq 40(%rsi), %r11, %rax
  adcxq %r10, %r11
  notq %r11
  adoxq 40(%rdi), %r11
  movq %r11, 40(%rdi)
  mulxq 48(%rsi), %r9, %r10
  adcxq %rax, %r9
  notq %r9
  adoxq 48(%rdi), %r9
  movq %r9, 48(%rdi)
  mulxq 56(%rsi), %r11, %rax
  adcxq %r10, %r11
  notq %r11
  adoxq 56(%rdi), %r11
  movq %r11, 56(%rdi)
  leaq 64(%rsi), %rsi
  leaq 64(%rdi), %rdi
  leaq -1(%rcx), %rcx             // CAUTION: LEA, not DEC: DEC would write OF
  jrcxz .Lsubmul_fold             // JRCXZ reads and writes no flags
  jmp .Lsubmul_loop
.Lsubmul_fold:
  adcxq %r8, %rax                 // c = hi + CF (see Bound)
  seto %r8b                       // r8 = OF = 1 - borrow
  subq %r8, %rax
  leaq 1(%rax), %rax              // c += borrow
.Lsubmul_done:
  ret
LIMB_END(limb_subMulVVW_adx)

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
