// montMul_cios4: x86-64 with BMI2+ADX (MULX/ADCX/ADOX), any n >= 1.
// Twin: montMul_g (bignum/arith_generic.cc); tests require identical z.
// Contract: see bignum/mont.h (MontKernels::montMul).
// Selected by bignum/mont_dispatch.cc (table "x86_64_adx", which needs
// cpu.adx && cpu.bmi2).
// ABI: SysV AMD64. void limb_montMul_cios4(Word* z, const Word* x,
//   const Word* y, const Word* m, size_t n, Word m0inv).
//   In: rdi=z rsi=x rdx=y rcx=m r8=n r9=m0inv. Out: none (z[0,n) written).
// Register map (inside the outer loop):
//   rsi = x + n, rdi = m + n, rbp = t + n (the three "end" pointers),
//   rcx = j - n (negative word index, counts up to 0 in steps of 4),
//   r8..r11 = the four words l0..l3 of the current block,
//   r12 = cx (carry word of the x*b row), r13 = cm (carry word of the m*u row),
//   r14 = 0 (zero register), r15 = b = y[i], rbx = u, rax = product scratch,
//   rdx = MULX source (b or u).
//   Stack (rsp-relative): 0 z, 8 y cursor, 16 outer count, 24 m0inv, 32 n,
//   40 n mod 4, 48 t[-1] (scratch), 56.. t[0..n] (n <= kMontMaxWords = 256).
// Clobbers: rax rcx rdx rsi rdi r8-r11, flags. Callee-saved registers are
//   saved and restored.
// Strategy: CIOS (Koc, Acar, Kaliski 1996) with both products of an outer
//   iteration fused into one pass over t, four words (a "block") at a time:
//     t <- (t + x*b + m*u) / 2^64,  b = y[i],  u = (t[0] + x[0]*b)*m0inv.
//   Block k (words j = 4k..4k+3) first adds x[j..j+3]*b to t[j..j+3] and the
//   row's carry word cx: lo words + t on the CF chain, hi words on the OF
//   chain. Bound: t_blk + x_blk*b + cx <= (2^256-1) + (2^256-1)(2^64-1) +
//   (2^64-1) = 2^320-1, so the block's fifth word, hi3 + CF + OF, fits one
//   word and neither flag add overflows: both chains are closed inside the
//   block (CF = OF = 0 after it) and the fifth word is the next cx. Then
//   the same for m[j..j+3]*u with cm. The block's four words go to
//   t[j-1..j+2] (the division by 2^64 fused into the stores; t[-1] takes
//   the zero word of block 0). Each half-block starts with XOR zeroing,
//   which clears CF/OF without reading them, so consecutive half-blocks are
//   independent apart from their data, and the loop control may use ADD.
//   After the last block: t[n-1] = t[n] + cx + cm, t[n] = the carries.
//   When n % 4 != 0, the first n % 4 words of each pass are done one at a
//   time with ADD/ADC (t_j + x_j*b + cx < 2^128: the carries fold into hi)
//   before the 4-word blocks; the first of them yields u.
//   Invariant (x < R, y < m): t < R + m after every outer iteration, since
//   t + x*b + m*u <= (R+m-1) + (R-1)(2^64-1) + m(2^64-1) = (R+m-1)*2^64 + ...
//   (exactly R*2^64 + m*2^64 - 2^64), so t[n] is 0 or 1. At the end t < 2m
//   (t*R = x*y + U*m < R*m + R*m); z = t - m unless that borrows (mask).
// Timing: every branch depends on n only.
// About 1.6 core cycles per MULX at n=16, near the bound of a bare
// MULX+ADCX+ADOX stream (~1.3), and 15-18% faster than the MULX product
// scanning of mont_mulx_x86_64.S.
// Measured: mont_bench limb/MontMul/704 and limb/MontSqr/704 (11 words; the
// sizes that are multiples of 8 words take mont_redc8_x86_64.S) against
// openssl/ (tools/speed.sh --filter '^Mont(Mul|Sqr)/704$'); per-size tables in
// benchmarks/RESULTS.md, "mont_cios4_x86_64.S" and "mont_dispatch.cc".
#include "limb/asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

#define FRAME 2112                  /* 56 + 8*257: frame slots, t[-1], t[0..256] */

LIMB_ENTRY(limb_montMul_cios4)
  LIMB_PUSH_CALLEE
  sub $FRAME, %rsp
  .cfi_adjust_cfa_offset FRAME
  mov %rdi, 0(%rsp)                 // z
  mov %rdx, 8(%rsp)                 // y cursor
  mov %r8, 16(%rsp)                 // outer count = n
  mov %r9, 24(%rsp)                 // m0inv
  mov %r8, 32(%rsp)                 // n
  mov %r8, %rax
  and $3, %eax
  mov %rax, 40(%rsp)                // n mod 4
  lea (%rsi,%r8,8), %rsi            // rsi = x + n
  lea (%rcx,%r8,8), %rdi            // rdi = m + n
  lea 56(%rsp,%r8,8), %rbp          // rbp = t + n
  mov %r8, %rcx
  neg %rcx                          // rcx = -n

  // t[0..n] = 0
  xor %eax, %eax
  mov %rax, 0(%rbp)
.Lzero:
  mov %rax, 0(%rbp,%rcx,8)
  inc %rcx
  jnz .Lzero

.Louter:
  mov 8(%rsp), %rax
  mov (%rax), %r15                  // b = y[i]
  lea 8(%rax), %rax
  mov %rax, 8(%rsp)
  mov 32(%rsp), %rcx
  neg %rcx                          // rcx = -n (j = 0)
  xor %r12d, %r12d                  // cx = 0
  xor %r13d, %r13d                  // cm = 0
  cmpq $0, 40(%rsp)
  jne .Lsingles                     // n % 4 != 0 (public)
  // Block 0: the x half, then u from its l0, then the m half.
  mov %r15, %rdx
  xor %r14d, %r14d                  // CAUTION: clears CF and OF (chain start)
  mulx 0(%rsi,%rcx,8), %r8, %rax
  adcx 0(%rbp,%rcx,8), %r8
  adox %r12, %r8
  mulx 8(%rsi,%rcx,8), %r9, %r12
  adcx 8(%rbp,%rcx,8), %r9
  adox %rax, %r9
  mulx 16(%rsi,%rcx,8), %r10, %rax
  adcx 16(%rbp,%rcx,8), %r10
  adox %r12, %r10
  mulx 24(%rsi,%rcx,8), %r11, %r12
  adcx 24(%rbp,%rcx,8), %r11
  adox %rax, %r11
  adcx %r14, %r12                   // cx = hi3 + CF + OF (no overflow, see bound)
  adox %r14, %r12
  // u = l0 * m0inv mod 2^64, so that l0 + lo(m[0]*u) == 0 mod 2^64.
  mov %r8, %rbx
  imul 24(%rsp), %rbx
  jmp .Lm_half

.Lsingles:
  // Word 0 alone: l0 = t[0] + x[0]*b, cx = hi + carry; u = l0*m0inv;
  // l0 + lo(m[0]*u) == 0 mod 2^64, cm = hi + carry.
  mov %r15, %rdx
  mulx 0(%rsi,%rcx,8), %r8, %r12
  add 0(%rbp,%rcx,8), %r8
  adc $0, %r12                      // hi <= 2^64-2: no overflow
  mov %r8, %rbx
  imul 24(%rsp), %rbx               // u
  mov %rbx, %rdx
  mulx 0(%rdi,%rcx,8), %rax, %r13
  add %rax, %r8
  adc $0, %r13                      // cm
  inc %rcx
  mov 40(%rsp), %r11
  dec %r11                          // r11 = single words left (0..2)
  jz .Lsingles_done
.Lsingle:                           // l = t[j] + x[j]*b + cx + m[j]*u + cm
  mov %r15, %rdx
  mulx 0(%rsi,%rcx,8), %r8, %rax
  add 0(%rbp,%rcx,8), %r8
  adc $0, %rax
  add %r12, %r8
  adc $0, %rax                      // t_j + x_j*b + cx < 2^128: no overflow
  mov %rax, %r12                    // cx
  mov %rbx, %rdx
  mulx 0(%rdi,%rcx,8), %r9, %rax
  add %r9, %r8
  adc $0, %rax
  add %r13, %r8
  adc $0, %rax                      // the same bound for the m row
  mov %rax, %r13                    // cm
  mov %r8, -8(%rbp,%rcx,8)          // t[j-1] = l
  inc %rcx
  dec %r11
  jnz .Lsingle
.Lsingles_done:
  test %rcx, %rcx
  jz .Lpass_done                    // n < 4: no blocks

.Lblock:
  // ---- x half: (l0..l3, cx) = t[j..j+3] + x[j..j+3]*b + cx ----
  mov %r15, %rdx
  xor %r14d, %r14d                  // r14 = 0; CAUTION: clears CF and OF (chain start)
  mulx 0(%rsi,%rcx,8), %r8, %rax    // (hi0, lo0) = x[j]*b
  adcx 0(%rbp,%rcx,8), %r8          // l0 = lo0 + t[j]       (CF chain)
  adox %r12, %r8                    //      + cx             (OF chain)
  mulx 8(%rsi,%rcx,8), %r9, %r12
  adcx 8(%rbp,%rcx,8), %r9          // l1 = lo1 + t[j+1] + hi0
  adox %rax, %r9
  mulx 16(%rsi,%rcx,8), %r10, %rax
  adcx 16(%rbp,%rcx,8), %r10        // l2 = lo2 + t[j+2] + hi1
  adox %r12, %r10
  mulx 24(%rsi,%rcx,8), %r11, %r12
  adcx 24(%rbp,%rcx,8), %r11        // l3 = lo3 + t[j+3] + hi2
  adox %rax, %r11
  adcx %r14, %r12                   // cx = hi3 + CF + OF (no overflow, see bound)
  adox %r14, %r12
.Lm_half:
  // ---- m half: (l0..l3, cm) += m[j..j+3]*u + cm ----
  mov %rbx, %rdx
  xor %r14d, %r14d                  // CAUTION: clears CF and OF (chain start)
  mulx 0(%rdi,%rcx,8), %rax, %r14   // (hi0, lo0) = m[j]*u
  adcx %rax, %r8                    // l0 += lo0             (CF chain)
  adox %r13, %r8                    //      + cm             (OF chain)
  mulx 8(%rdi,%rcx,8), %rax, %r13
  adcx %rax, %r9                    // l1 += lo1 + hi0
  adox %r14, %r9
  mulx 16(%rdi,%rcx,8), %rax, %r14
  adcx %rax, %r10                   // l2 += lo2 + hi1
  adox %r13, %r10
  mulx 24(%rdi,%rcx,8), %rax, %r13
  adcx %rax, %r11                   // l3 += lo3 + hi2
  adox %r14, %r11
  mov $0, %r14d                     // (mov leaves the flags alone)
  adcx %r14, %r13                   // cm = hi3 + CF + OF (no overflow, see bound)
  adox %r14, %r13
  mov %r8, -8(%rbp,%rcx,8)          // t[j-1..j+2] = l0..l3 (t[-1]: scratch)
  mov %r9, 0(%rbp,%rcx,8)
  mov %r10, 8(%rbp,%rcx,8)
  mov %r11, 16(%rbp,%rcx,8)
  add $4, %rcx
  jnz .Lblock

.Lpass_done:
  // t[n-1] = t[n] + cx + cm (low word); t[n] = the carries (0 or 1).
  xor %ebx, %ebx
  mov 0(%rbp), %rax
  add %r12, %rax
  adc $0, %rbx
  add %r13, %rax
  adc $0, %rbx
  mov %rax, -8(%rbp)
  mov %rbx, 0(%rbp)
  decq 16(%rsp)
  jnz .Louter

  // ---- z = t - m unless that borrows (t[n] counted); masked select ----
  mov 32(%rsp), %r10                // r10 = n
  mov 0(%rsp), %rdx
  lea (%rdx,%r10,8), %rdx           // rdx = z + n
  neg %r10                          // r10 = -n
  mov %r10, %rbx                    // rbx = -n (for the second loop)
  mov 40(%rsp), %rcx                // rcx = n mod 4 single words first
  clc
  jrcxz .Lsub4
.Lsub1:                             // z[j] = t[j] - m[j] - borrow, one word
  mov 0(%rbp,%r10,8), %r8
  sbb 0(%rdi,%r10,8), %r8
  mov %r8, 0(%rdx,%r10,8)
  lea 1(%r10), %r10                 // CAUTION: lea and jrcxz keep CF
  lea -1(%rcx), %rcx
  jrcxz .Lsub4
  jmp .Lsub1
.Lsub4:
  mov %r10, %rcx                    // (mov keeps CF)
  jrcxz .Lsub_done
.Lsub:                              // the same, 4 words per step
  mov 0(%rbp,%rcx,8), %r8
  mov 8(%rbp,%rcx,8), %r9
  mov 16(%rbp,%rcx,8), %r10
  mov 24(%rbp,%rcx,8), %r11
  sbb 0(%rdi,%rcx,8), %r8
  sbb 8(%rdi,%rcx,8), %r9
  sbb 16(%rdi,%rcx,8), %r10
  sbb 24(%rdi,%rcx,8), %r11
  mov %r8, 0(%rdx,%rcx,8)
  mov %r9, 8(%rdx,%rcx,8)
  mov %r10, 16(%rdx,%rcx,8)
  mov %r11, 24(%rdx,%rcx,8)
  lea 4(%rcx), %rcx                 // CAUTION: lea and jrcxz keep CF
  jrcxz .Lsub_done
  jmp .Lsub
.Lsub_done:
  mov 0(%rbp), %rax
  sbb $0, %rax                      // CF = 1 iff t < m
  sbb %rax, %rax                    // rax = all ones iff t < m (keep t)
  mov %rbx, %rcx                    // rcx = -n
  mov 40(%rsp), %r11                // n mod 4 single words first
  test %r11, %r11
  jz .Lsel4
.Lsel1:                             // z[j] = keep ? t[j] : z[j]
  mov 0(%rbp,%rcx,8), %r8
  mov 0(%rdx,%rcx,8), %r9
  xor %r9, %r8
  and %rax, %r8
  xor %r9, %r8
  mov %r8, 0(%rdx,%rcx,8)
  inc %rcx
  dec %r11
  jnz .Lsel1
.Lsel4:
  test %rcx, %rcx
  jz .Lsel_done
.Lsel:                              // the same, 4 words per step
  mov 0(%rbp,%rcx,8), %r8
  mov 0(%rdx,%rcx,8), %r9
  xor %r9, %r8
  and %rax, %r8
  xor %r9, %r8
  mov %r8, 0(%rdx,%rcx,8)
  mov 8(%rbp,%rcx,8), %r8
  mov 8(%rdx,%rcx,8), %r9
  xor %r9, %r8
  and %rax, %r8
  xor %r9, %r8
  mov %r8, 8(%rdx,%rcx,8)
  mov 16(%rbp,%rcx,8), %r8
  mov 16(%rdx,%rcx,8), %r9
  xor %r9, %r8
  and %rax, %r8
  xor %r9, %r8
  mov %r8, 16(%rdx,%rcx,8)
  mov 24(%rbp,%rcx,8), %r8
  mov 24(%rdx,%rcx,8), %r9
  xor %r9, %r8
  and %rax, %r8
  xor %r9, %r8
  mov %r8, 24(%rdx,%rcx,8)
  add $4, %rcx
  jnz .Lsel
.Lsel_done:

  add $FRAME, %rsp
  .cfi_adjust_cfa_offset -FRAME
  LIMB_POP_CALLEE_CFA
  ret
LIMB_END(limb_montMul_cios4)

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
