// montMul_mulx: x86-64 with BMI2 (MULX), any n >= 1, product scanning.
// Twin: montMul_g (bignum/arith_generic.cc); tests require identical z.
// Contract: see bignum/mont.h (MontKernels::montMul). Selected by
// bignum/mont_dispatch.cc when cpu.bmi2 (table "x86_64_mulx"; the default
// only without ADX, where "x86_64_adx" wins).
// ABI: SysV AMD64. void limb_montMul_mulx(Word* z, const Word* x,
//   const Word* y, const Word* m, size_t n, Word m0inv).
//   In: rdi=z rsi=x rdx=y rcx=m r8=n r9=m0inv. Out: none (z[0,n) written).
// Register map: rsi=x, r10=y, r11=m, r8=n, r9=m0inv, rbx=u[] (stack),
//   r12:r13:r14 = the 3-word column accumulator (a0 a1 a2), rdi=column k,
//   r15=j (ascending index into x and u), rcx=q=k-j (descending index into
//   y and m), rdx=MULX source, rax/rbp=product lo/hi.
//   Stack: u[0, kMontMaxWords) at rsp, z at 2048(rsp).
// Clobbers: rax rcx rdx rsi rdi r8-r11, flags. Callee-saved registers are
//   saved and restored.
// Strategy: FIPS, "finely integrated product scanning" (Koc, Acar, Kaliski
//   1996): column k of x*y + u*m is summed in a 3-word accumulator (the
//   column sum is < 2n * 2^128 + 2^128, far below 2^192), one column at a
//   time. In the low columns (k < n) the column's u[k] = a0 * m0inv is chosen
//   so that a0 + u[k]*m[0] == 0 mod 2^64, and the accumulator shifts down a
//   word; in the high columns (k >= n) a0 is z[k-n]. The result t (n words
//   plus the final a0 as bit t[n]) is < 2m; z = t - m unless that borrows,
//   chosen with a mask. Every product is closed by add/adc/adc, so no carry
//   flag lives across loop control. z[k-n] is written only after the last
//   read of x[k-n] and y[k-n] (later columns read indices > k-n), so z may
//   alias x and y.
// Timing: every branch depends on n only.
// The dedicated squaring (limb_montSqr_mulx) does 25% fewer products but gains
//   only a few percent: this code is not bound by the products.
// Measured: mont_bench limb/MontMul/<bits> and limb/MontSqr/<bits> on a CPU with
//   BMI2 but no ADX, where "x86_64_mulx" is the active table (no LIMB_CPU level
//   separates BMI2 from ADX); figures in benchmarks/RESULTS.md, "mont_mulx_x86_64.S"
//   and "mont_dispatch.cc".
#include "limb/asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_ENTRY(limb_montMul_mulx)
  LIMB_PUSH_CALLEE
  sub $2056, %rsp                   // u[256] + z
  .cfi_adjust_cfa_offset 2056
  mov %rdi, 2048(%rsp)              // save z
  mov %rsp, %rbx                    // rbx = u
  mov %rdx, %r10                    // r10 = y
  mov %rcx, %r11                    // r11 = m

  xor %r12d, %r12d                  // accumulator = 0
  xor %r13d, %r13d
  xor %r14d, %r14d
  xor %edi, %edi                    // k = 0

  // ---- low columns k = 0 .. n-1 ----
.Llow:
  xor %r15d, %r15d                  // j = 0
  mov %rdi, %rcx                    // q = k
  test %rcx, %rcx
  jz .Llow_last
.Llow_terms:                        // j = 0 .. k-1: acc += x[j]*y[q] + u[j]*m[q]
  mov (%r10,%rcx,8), %rdx
  mulx (%rsi,%r15,8), %rax, %rbp
  add %rax, %r12
  adc %rbp, %r13
  adc $0, %r14
  mov (%r11,%rcx,8), %rdx
  mulx (%rbx,%r15,8), %rax, %rbp
  add %rax, %r12
  adc %rbp, %r13
  adc $0, %r14
  inc %r15
  dec %rcx
  jnz .Llow_terms
.Llow_last:                         // j = k, q = 0: acc += x[k]*y[0]
  mov (%r10), %rdx
  mulx (%rsi,%rdi,8), %rax, %rbp
  add %rax, %r12
  adc %rbp, %r13
  adc $0, %r14
  mov %r12, %rdx
  imul %r9, %rdx                    // u[k] = a0 * m0inv
  mov %rdx, (%rbx,%rdi,8)
  mulx (%r11), %rax, %rbp           // acc += u[k]*m[0]; a0 becomes 0
  add %rax, %r12
  adc %rbp, %r13
  adc $0, %r14
  mov %r13, %r12                    // shift the accumulator down one word
  mov %r14, %r13
  xor %r14d, %r14d
  inc %rdi
  cmp %r8, %rdi
  jne .Llow

  // ---- high columns k = n .. 2n-1 ----
.Lhigh:
  lea 1(%rdi), %r15
  sub %r8, %r15                     // j = k - n + 1
  lea -1(%r8), %rcx                 // q = n - 1
  cmp %r8, %r15
  jae .Lhigh_store                  // k = 2n-1: no terms
.Lhigh_terms:                       // j = k-n+1 .. n-1: acc += x[j]*y[q] + u[j]*m[q]
  mov (%r10,%rcx,8), %rdx
  mulx (%rsi,%r15,8), %rax, %rbp
  add %rax, %r12
  adc %rbp, %r13
  adc $0, %r14
  mov (%r11,%rcx,8), %rdx
  mulx (%rbx,%r15,8), %rax, %rbp
  add %rax, %r12
  adc %rbp, %r13
  adc $0, %r14
  dec %rcx
  inc %r15
  cmp %r8, %r15
  jne .Lhigh_terms
.Lhigh_store:
  mov 2048(%rsp), %rax
  mov %rdi, %rdx
  sub %r8, %rdx                     // k - n
  mov %r12, (%rax,%rdx,8)           // z[k-n] = a0
  mov %r13, %r12
  mov %r14, %r13
  xor %r14d, %r14d
  inc %rdi
  lea (%r8,%r8), %rdx
  cmp %rdx, %rdi
  jne .Lhigh

  // ---- z = t - m unless that borrows; t[n] = a0 (0 or 1) ----
  mov 2048(%rsp), %rdi              // rdi = z
  xor %r15d, %r15d
  mov %r8, %rcx
  clc
.Lsub:                              // u[j] = z[j] - m[j] - borrow
  mov (%rdi,%r15,8), %rax
  sbb (%r11,%r15,8), %rax
  mov %rax, (%rbx,%r15,8)
  lea 1(%r15), %r15                 // CAUTION: lea and dec keep CF
  dec %rcx
  jnz .Lsub
  sbb $0, %r12                      // CF = 1 iff t < m
  sbb %rax, %rax                    // rax = keep-t mask
  xor %r15d, %r15d
.Lsel:                              // z[j] = mask ? z[j] : u[j]
  mov (%rdi,%r15,8), %rdx
  mov (%rbx,%r15,8), %rbp
  xor %rbp, %rdx
  and %rax, %rdx
  xor %rbp, %rdx
  mov %rdx, (%rdi,%r15,8)
  inc %r15
  cmp %r8, %r15
  jne .Lsel

  add $2056, %rsp
  .cfi_adjust_cfa_offset -2056
  LIMB_POP_CALLEE_CFA
  ret
LIMB_END(limb_montMul_mulx)

// montSqr_mulx: z = x * x * R^(-1) mod m, product scanning with MULX.
// Twin: montMul_g(z, x, x, ...) (bignum/arith_generic.cc); tests require
// identical z. Contract: see bignum/mont.h (MontKernels::montSqr).
// ABI: SysV AMD64. void limb_montSqr_mulx(Word* z, const Word* x,
//   const Word* m, size_t n, Word m0inv).
//   In: rdi=z rsi=x rdx=m rcx=n r8=m0inv. Out: none (z[0,n) written).
// Register map: rsi=x, r11=m, r8=n, r9=m0inv, r10=2n, rbx=u[] (stack),
//   r12:r13:r14 = column accumulator, rdi=column k, r15=j, rcx=q=k-j,
//   rdx=MULX source, rax/rbp=product lo/hi.
//   Stack: u[0, kMontMaxWords) at rsp, the carried-in column words at
//   2048(rsp) and 2056(rsp), z at 2064(rsp).
// Clobbers: rax rcx rdx rsi rdi r8-r11, flags. Callee-saved registers are
//   saved and restored.
// Strategy: as montMul_mulx, but column k of x*x is 2 * sum_{j<q, j+q=k}
//   x[j]*x[q] (+ x[k/2]^2 when k is even): the off-diagonal products are
//   summed once into a fresh accumulator, doubled (the sum is < n * 2^127,
//   so the double fits 192 bits), then the carried-in words of the previous
//   column are added back. n^2/2 + n products instead of n^2 for the square;
//   the reduction (u*m) part is unchanged. The parity branch depends on k.
// Timing: every branch depends on n and k only.
LIMB_ENTRY(limb_montSqr_mulx)
  LIMB_PUSH_CALLEE
  sub $2072, %rsp                   // u[256], carry-in (2 words), z
  .cfi_adjust_cfa_offset 2072
  mov %rdi, 2064(%rsp)              // save z
  mov %rsp, %rbx                    // rbx = u
  mov %rdx, %r11                    // r11 = m
  mov %r8, %r9                      // r9 = m0inv
  mov %rcx, %r8                     // r8 = n
  lea (%r8,%r8), %r10               // r10 = 2n

  xor %r12d, %r12d
  xor %r13d, %r13d
  xor %r14d, %r14d
  xor %edi, %edi                    // k = 0

.Lsq_col:
  mov %r12, 2048(%rsp)              // carry-in words (a2 is 0 after the shift)
  mov %r13, 2056(%rsp)
  xor %r12d, %r12d                  // fresh accumulator for the square part
  xor %r13d, %r13d
  xor %r14d, %r14d
  // j = max(0, k-n+1), q = k - j
  xor %r15d, %r15d
  cmp %r8, %rdi
  jb 1f
  lea 1(%rdi), %r15
  sub %r8, %r15
1:
  mov %rdi, %rcx
  sub %r15, %rcx
  cmp %rcx, %r15
  jae .Lsq_pairs_done
.Lsq_pairs:                         // while j < q: acc += x[j]*x[q]
  mov (%rsi,%rcx,8), %rdx
  mulx (%rsi,%r15,8), %rax, %rbp
  add %rax, %r12
  adc %rbp, %r13
  adc $0, %r14
  inc %r15
  dec %rcx
  cmp %rcx, %r15
  jb .Lsq_pairs
.Lsq_pairs_done:
  add %r12, %r12                    // acc *= 2
  adc %r13, %r13
  adc %r14, %r14
  cmp %rcx, %r15                    // j == q iff k is even (and x[k/2] exists)
  jne .Lsq_nodiag
  mov (%rsi,%r15,8), %rdx
  mulx %rdx, %rax, %rbp             // acc += x[k/2]^2
  add %rax, %r12
  adc %rbp, %r13
  adc $0, %r14
.Lsq_nodiag:
  add 2048(%rsp), %r12              // acc += carry-in
  adc 2056(%rsp), %r13
  adc $0, %r14
  cmp %r8, %rdi
  jae .Lsq_red_high

  // low column: acc += sum_{j<k} u[j]*m[k-j]; u[k] = a0*m0inv; acc += u[k]*m[0]
  xor %r15d, %r15d
  mov %rdi, %rcx
  test %rcx, %rcx
  jz .Lsq_red_low_last
.Lsq_red_low:
  mov (%r11,%rcx,8), %rdx
  mulx (%rbx,%r15,8), %rax, %rbp
  add %rax, %r12
  adc %rbp, %r13
  adc $0, %r14
  inc %r15
  dec %rcx
  jnz .Lsq_red_low
.Lsq_red_low_last:
  mov %r12, %rdx
  imul %r9, %rdx                    // u[k] = a0 * m0inv
  mov %rdx, (%rbx,%rdi,8)
  mulx (%r11), %rax, %rbp           // a0 + lo(u[k]*m[0]) == 0 mod 2^64
  add %rax, %r12
  adc %rbp, %r13
  adc $0, %r14
  jmp .Lsq_shift

.Lsq_red_high:                      // high column: acc += sum_{j=k-n+1}^{n-1} u[j]*m[k-j]
  lea 1(%rdi), %r15
  sub %r8, %r15
  lea -1(%r8), %rcx
  cmp %r8, %r15
  jae .Lsq_store
.Lsq_red_high_loop:
  mov (%r11,%rcx,8), %rdx
  mulx (%rbx,%r15,8), %rax, %rbp
  add %rax, %r12
  adc %rbp, %r13
  adc $0, %r14
  dec %rcx
  inc %r15
  cmp %r8, %r15
  jne .Lsq_red_high_loop
.Lsq_store:
  mov 2064(%rsp), %rax
  mov %rdi, %rdx
  sub %r8, %rdx
  mov %r12, (%rax,%rdx,8)           // z[k-n] = a0
.Lsq_shift:
  mov %r13, %r12
  mov %r14, %r13
  xor %r14d, %r14d
  inc %rdi
  cmp %r10, %rdi
  jne .Lsq_col

  // ---- z = t - m unless that borrows; t[n] = a0 ----
  mov 2064(%rsp), %rdi
  xor %r15d, %r15d
  mov %r8, %rcx
  clc
.Lsq_sub:
  mov (%rdi,%r15,8), %rax
  sbb (%r11,%r15,8), %rax
  mov %rax, (%rbx,%r15,8)
  lea 1(%r15), %r15                 // CAUTION: lea and dec keep CF
  dec %rcx
  jnz .Lsq_sub
  sbb $0, %r12                      // CF = 1 iff t < m
  sbb %rax, %rax                    // keep-t mask
  xor %r15d, %r15d
.Lsq_sel:
  mov (%rdi,%r15,8), %rdx
  mov (%rbx,%r15,8), %rbp
  xor %rbp, %rdx
  and %rax, %rdx
  xor %rbp, %rdx
  mov %rdx, (%rdi,%r15,8)
  inc %r15
  cmp %r8, %r15
  jne .Lsq_sel

  add $2072, %rsp
  .cfi_adjust_cfa_offset -2072
  LIMB_POP_CALLEE_CFA
  ret
LIMB_END(limb_montSqr_mulx)

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
