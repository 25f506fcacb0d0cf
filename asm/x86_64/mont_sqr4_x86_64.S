// montSqr_sos4: x86-64 with BMI2+ADX (MULX/ADCX/ADOX), n % 4 == 0, n >= 4.
// Twin: montMul_g(z, x, x, ...) (bignum/arith_generic.cc); tests require
// identical z. Contract: see bignum/mont.h (MontKernels::montSqr), plus
// n % 4 == 0. Selected by bignum/mont_dispatch.cc (table "x86_64_adx") for
// montSqr when n % 4 == 0, n % 8 != 0 and n >= 12 (kSqrSosMinWords; below 12
// the CIOS kernel used as a square is faster, and n % 8 == 0 takes a plain
// square and limb_montRedc8_adx).
// ABI: SysV AMD64. void limb_montSqr_sos4(Word* z, const Word* x,
//   const Word* m, size_t n, Word m0inv).
//   In: rdi=z rsi=x rdx=m rcx=n r8=m0inv. Out: none (z[0,n) written).
// Register map: rsi = end pointer of the current source (x + n in steps 1
//   and 2, m + n in step 3), rbp = row pointer into T, rcx = negative word
//   index (counts up to 0), rdx = MULX source (x[i], or u), r8..r11 = block
//   words, r12 = the row's carry word, r14 = 0, rax = product scratch,
//   rdi = m + n, rbx = x + n, r13 / r15 = per-step row state (see each step).
//   Stack (rsp-relative): 0 z, 8 n, 16 -n, 24 m0inv, 32 block start index
//   (step 1) or cb (step 3), 40 loop count, 48.. T[0, 2n), 48+8*512..
//   mp[0, n) (n <= kMontMaxWords = 256).
//   The shared block loop .Lsq_blocks is entered with CALL (no stack slot
//   is touched inside it).
// Clobbers: rax rcx rdx rsi rdi r8-r11, flags. Callee-saved registers are
//   saved and restored.
// Strategy: separated operand scanning (SOS, Koc, Acar, Kaliski 1996) with a
//   dedicated square, n^2/2 + n products for x^2 instead of n^2:
//   1. Off-diagonal products: row i adds x[i] * x[i+1, n) to T[2i+1, i+n) and
//      stores its carry word at T[i+n] (never written before: after rows
//      0..i, T < 2^(64(i+1)) * 2^(64n), so nothing carries past T[i+n]).
//      Row i = 4I + r first handles the 3 - r words left in x's block I
//      (one unrolled variant per r), then full 4-word blocks.
//   2. T = 2T + sum x[i]^2 * 2^(128i): the doubling on the CF chain (ADCX
//      a,a), the diagonal products on the OF chain; T = x^2 < 2^(128n), so
//      both chains end with no carry.
//   3. Montgomery reduction, two rows per pass so that two independent
//      carry chains share each 4-word block (as in mont_cios4_x86_64.S):
//      u = T[i]*m0inv, u' = (the word row i leaves at i+1)*m0inv, then
//      T[i, i+n) += m*u + (m*2^64 mod R)*u' in blocks, then the tail adds
//      the two carry words, m[n-1]*u' and the pending carry bit cb at
//      positions i+n, i+n+1 (see the code for the bounds). T < m^2 + R*m <
//      2*R*m, so (T[n, 2n) + cb*R) < 2m. n is even (n % 4 == 0).
//   4. z = t - m unless that borrows (cb counted), with a mask.
//   Every 4-word block closes both carry chains inside itself: T_blk +
//   x_blk*w + c <= 2^320 - 1, so the block's fifth word hi3 + CF + OF fits
//   a word (the argument of mont_cios4_x86_64.S).
// Timing: every branch depends on n only.
// Measured: no benchmark row reaches this kernel (mont_bench's sizes are 11, 16,
//   24 and 32 words); the standalone rdtsc figures behind the cut-off at 12 words
//   are in benchmarks/RESULTS.md, "mont_sqr4_x86_64.S" and "mont_dispatch.cc".
#include "limb/asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

#define SQFRAME 6200                /* 48 + 8*512 + 8*256 + 8: slots, T[0, 512), mp[0, 256) */

LIMB_ENTRY(limb_montSqr_sos4)
  LIMB_PUSH_CALLEE
  sub $SQFRAME, %rsp
  .cfi_adjust_cfa_offset SQFRAME
  mov %rdi, 0(%rsp)                 // z
  mov %rcx, 8(%rsp)                 // n
  mov %r8, 24(%rsp)                 // m0inv
  lea (%rsi,%rcx,8), %rbx           // rbx = x + n
  lea (%rdx,%rcx,8), %rdi           // rdi = m + n
  neg %rcx
  mov %rcx, 16(%rsp)                // -n

  // T[0, n) = 0 (step 1 reads it before writing; T[n, 2n) is written first).
  lea 48(%rsp), %rbp
  mov 8(%rsp), %rcx
  lea (%rbp,%rcx,8), %rbp           // rbp = T + n
  neg %rcx
  xor %eax, %eax
.Lsq_zero:
  mov %rax, 0(%rbp,%rcx,8)
  mov %rax, 8(%rbp,%rcx,8)
  mov %rax, 16(%rbp,%rcx,8)
  mov %rax, 24(%rbp,%rcx,8)
  add $4, %rcx
  jnz .Lsq_zero

  // ---- step 1: off-diagonal rows, four per block I of x ----
  // r15 = &x[4I], r13 = T + n + 4I (row i = 4I + r uses rbp = r13 + r),
  // 32(%rsp) = 4(I+1) - n (the first full block of the row, as an index
  // relative to the end pointers), 40(%rsp) = blocks left.
  mov %rbx, %rsi                    // source = x + n
  mov 16(%rsp), %r15
  lea (%rbx,%r15,8), %r15           // r15 = x
  mov %rbp, %r13                    // r13 = T + n
  mov 16(%rsp), %rax
  add $4, %rax
  mov %rax, 32(%rsp)                // 4 - n
  mov 8(%rsp), %rax
  shr $2, %rax
  mov %rax, 40(%rsp)                // n / 4
.Lsq_rows:
  // Offsets below: x[j] for j in block I is -8*(4(I+1) - j)(%rsi,%rcx,8);
  // T[i+j] is the same offset from (%rbp,%rcx,8).
  // -- row r = 0: prefix j = 4I+1, 4I+2, 4I+3 --
  mov 0(%r15), %rdx                 // x[i]
  mov %r13, %rbp
  mov 32(%rsp), %rcx
  xor %r14d, %r14d                  // CAUTION: clears CF and OF (chain start)
  mulx -24(%rsi,%rcx,8), %r8, %rax
  adcx -24(%rbp,%rcx,8), %r8        // T[i+j] + lo
  mov %r8, -24(%rbp,%rcx,8)
  mulx -16(%rsi,%rcx,8), %r9, %r12
  adcx -16(%rbp,%rcx,8), %r9
  adox %rax, %r9                    //   + previous hi
  mov %r9, -16(%rbp,%rcx,8)
  mulx -8(%rsi,%rcx,8), %r10, %rax
  adcx -8(%rbp,%rcx,8), %r10
  adox %r12, %r10
  mov %r10, -8(%rbp,%rcx,8)
  adcx %r14, %rax                   // carry word = hi + CF + OF (no overflow)
  adox %r14, %rax
  mov %rax, %r12
  call .Lsq_blocks
  mov %r12, 0(%rbp)                 // T[i+n] = carry word (rcx == 0 here)
  // -- row r = 1: prefix j = 4I+2, 4I+3 --
  mov 8(%r15), %rdx
  lea 8(%r13), %rbp
  mov 32(%rsp), %rcx
  xor %r14d, %r14d                  // CAUTION: clears CF and OF (chain start)
  mulx -16(%rsi,%rcx,8), %r8, %rax
  adcx -16(%rbp,%rcx,8), %r8
  mov %r8, -16(%rbp,%rcx,8)
  mulx -8(%rsi,%rcx,8), %r9, %r12
  adcx -8(%rbp,%rcx,8), %r9
  adox %rax, %r9
  mov %r9, -8(%rbp,%rcx,8)
  adcx %r14, %r12                   // carry word = hi + CF + OF (no overflow)
  adox %r14, %r12
  call .Lsq_blocks
  mov %r12, 0(%rbp)
  // -- row r = 2: prefix j = 4I+3 --
  mov 16(%r15), %rdx
  lea 16(%r13), %rbp
  mov 32(%rsp), %rcx
  xor %r14d, %r14d                  // CAUTION: clears CF and OF (chain start)
  mulx -8(%rsi,%rcx,8), %r8, %r12
  adcx -8(%rbp,%rcx,8), %r8
  mov %r8, -8(%rbp,%rcx,8)
  adcx %r14, %r12                   // carry word = hi + CF (no overflow)
  call .Lsq_blocks
  mov %r12, 0(%rbp)
  // -- row r = 3: no prefix --
  mov 24(%r15), %rdx
  lea 24(%r13), %rbp
  mov 32(%rsp), %rcx
  xor %r12d, %r12d
  call .Lsq_blocks
  mov %r12, 0(%rbp)
  // next block of x
  lea 32(%r15), %r15
  lea 32(%r13), %r13
  addq $4, 32(%rsp)
  decq 40(%rsp)
  jnz .Lsq_rows

  // ---- step 2: T = 2T + sum x[i]^2 * 2^(128i) ----
  // rbp walks T two words per i; rcx = i - n.
  lea 48(%rsp), %rbp
  mov 16(%rsp), %rcx
  xor %r14d, %r14d                  // CAUTION: clears CF and OF (chain start)
.Lsq_diag:                          // two i per step
  mov 0(%rbx,%rcx,8), %rdx
  mulx %rdx, %rax, %r8              // (hi, lo) = x[i]^2
  mov 0(%rbp), %r9
  adcx %r9, %r9                     // T[2i] = 2*T[2i] + CF
  adox %rax, %r9                    //        + lo + OF
  mov %r9, 0(%rbp)
  mov 8(%rbp), %r10
  adcx %r10, %r10                   // T[2i+1] = 2*T[2i+1] + CF + hi + OF
  adox %r8, %r10
  mov %r10, 8(%rbp)
  mov 8(%rbx,%rcx,8), %rdx
  mulx %rdx, %rax, %r8
  mov 16(%rbp), %r9
  adcx %r9, %r9
  adox %rax, %r9
  mov %r9, 16(%rbp)
  mov 24(%rbp), %r10
  adcx %r10, %r10
  adox %r8, %r10
  mov %r10, 24(%rbp)
  lea 32(%rbp), %rbp                // CAUTION: lea and jrcxz keep CF and OF
  lea 2(%rcx), %rcx
  jrcxz .Lsq_diag_done
  jmp .Lsq_diag
.Lsq_diag_done:                     // CF = OF = 0 here (T = x^2 fits 2n words)

  // ---- step 3: Montgomery reduction, two rows (i, i+1) per pass ----
  // mp = m * 2^64 truncated to n words (mp[0] = 0, mp[j] = m[j-1]), so that
  // row i+1's products m[j-1]*u' line up with row i's m[j]*u at position
  // i+j; the missing m[n-1]*u' (position i+n) is added in the pass's tail.
  // rdi = m + n, r15 = mp + n, rbp = T + i + n, rbx = u, rsi = u',
  // r12/r13 = carry words of the two rows, 32(%rsp) = cb (the carry bit
  // pending at position i+n), 40(%rsp) = passes left (n/2).
  lea 48+8*512(%rsp), %r15          // r15 = mp
  movq $0, (%r15)
  mov 8(%rsp), %rcx
  lea (%r15,%rcx,8), %r15           // r15 = mp + n
  mov 16(%rsp), %rcx
  inc %rcx                          // rcx = 1 - n: mp[j] = m[j-1], j = 1..n-1
.Lsq_mp:
  mov -8(%rdi,%rcx,8), %rax
  mov %rax, 0(%r15,%rcx,8)
  inc %rcx
  jnz .Lsq_mp
  lea 48(%rsp), %rbp
  mov 8(%rsp), %rcx
  lea (%rbp,%rcx,8), %rbp           // rbp = T + n
  shr $1, %rcx
  mov %rcx, 40(%rsp)                // n/2 passes
  movq $0, 32(%rsp)                 // cb = 0
.Lsq_pass:
  mov 16(%rsp), %rcx                // rcx = -n: T[i] = 0(%rbp,%rcx,8)
  // u = T[i]*m0inv; u' = T'[i+1]*m0inv where T'[i+1] = T[i+1] +
  // hi(m[0]*u) + lo(m[1]*u) + carry(T[i] + lo(m[0]*u)) mod 2^64 is the word
  // row i leaves at position i+1.
  mov 0(%rbp,%rcx,8), %rbx
  imul 24(%rsp), %rbx               // u
  mov %rbx, %rdx
  mulx 0(%rdi,%rcx,8), %rax, %r8    // (hi, lo) = m[0]*u
  add 0(%rbp,%rcx,8), %rax          // == 0 mod 2^64; CF = the carry
  adc 8(%rbp,%rcx,8), %r8           // T[i+1] + hi + CF (mod 2^64)
  mov 8(%rdi,%rcx,8), %rax
  imul %rbx, %rax                   // lo(m[1]*u)
  add %rax, %r8
  imul 24(%rsp), %r8
  mov %r8, %rsi                     // u'
  xor %r12d, %r12d
  xor %r13d, %r13d
.Lsq_redc_block:
  // ---- row i: (l0..l3, c) = T[blk] + m[blk]*u + c ----
  mov %rbx, %rdx
  xor %r14d, %r14d                  // r14 = 0; CAUTION: clears CF and OF
  mulx 0(%rdi,%rcx,8), %r8, %rax
  adcx 0(%rbp,%rcx,8), %r8          // l0 = lo0 + T      (CF chain)
  adox %r12, %r8                    //      + c          (OF chain)
  mulx 8(%rdi,%rcx,8), %r9, %r12
  adcx 8(%rbp,%rcx,8), %r9
  adox %rax, %r9
  mulx 16(%rdi,%rcx,8), %r10, %rax
  adcx 16(%rbp,%rcx,8), %r10
  adox %r12, %r10
  mulx 24(%rdi,%rcx,8), %r11, %r12
  adcx 24(%rbp,%rcx,8), %r11
  adox %rax, %r11
  adcx %r14, %r12                   // c = hi3 + CF + OF (no overflow)
  adox %r14, %r12
  // ---- row i+1: (l0..l3, c') += mp[blk]*u' + c' ----
  mov %rsi, %rdx
  xor %r14d, %r14d                  // CAUTION: clears CF and OF
  mulx 0(%r15,%rcx,8), %rax, %r14
  adcx %rax, %r8
  adox %r13, %r8
  mulx 8(%r15,%rcx,8), %rax, %r13
  adcx %rax, %r9
  adox %r14, %r9
  mulx 16(%r15,%rcx,8), %rax, %r14
  adcx %rax, %r10
  adox %r13, %r10
  mulx 24(%r15,%rcx,8), %rax, %r13
  adcx %rax, %r11
  adox %r14, %r11
  mov $0, %r14d                     // (mov leaves the flags alone)
  adcx %r14, %r13                   // c' = hi3 + CF + OF (no overflow)
  adox %r14, %r13
  mov %r8, 0(%rbp,%rcx,8)
  mov %r9, 8(%rbp,%rcx,8)
  mov %r10, 16(%rbp,%rcx,8)
  mov %r11, 24(%rbp,%rcx,8)
  add $4, %rcx
  jnz .Lsq_redc_block
  // Tail, positions P = i+n and P+1:
  //   T[P] = T[P] + c + c' + lo(m[n-1]*u') + cb, carry k <= 4;
  //   T[P+1] = T[P+1] + hi(m[n-1]*u') + k, carry cb (one bit: the partial
  //   sum below position P+2 is < 2^(64(P+2)) + 2^(64(i+2))*m).
  mov %rsi, %rdx
  mulx -8(%rdi), %rax, %r8          // (hi, lo) = m[n-1]*u'
  xor %r9d, %r9d                    // k = 0; CAUTION: clears CF
  add 0(%rbp), %rax
  adc $0, %r9
  add %r12, %rax
  adc $0, %r9
  add %r13, %rax
  adc $0, %r9
  add 32(%rsp), %rax
  adc $0, %r9
  mov %rax, 0(%rbp)
  xor %r10d, %r10d
  add %r9, %r8
  adc $0, %r10
  add 8(%rbp), %r8
  adc $0, %r10
  mov %r8, 8(%rbp)
  mov %r10, 32(%rsp)                // cb
  lea 16(%rbp), %rbp
  decq 40(%rsp)
  jnz .Lsq_pass
  mov 32(%rsp), %r13                // the top bit (position 2n)

  // ---- step 4: z = t - m unless that borrows; t = T[n, 2n) + cb*R ----
  // rbp = T + 2n = end of t, rdi = m + n.
  mov 16(%rsp), %rcx                // rcx = -n
  mov 0(%rsp), %rdx
  mov 8(%rsp), %rax
  lea (%rdx,%rax,8), %rdx           // rdx = z + n
  mov %rcx, %rbx
  clc
.Lsq_sub:                           // z[j] = t[j] - m[j] - borrow
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
  jrcxz .Lsq_sub_done
  jmp .Lsq_sub
.Lsq_sub_done:
  sbb $0, %r13                      // CF = 1 iff t < m
  sbb %rax, %rax                    // rax = all ones iff t < m (keep t)
  mov %rbx, %rcx
.Lsq_sel:                           // z[j] = keep ? t[j] : z[j]
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
  jnz .Lsq_sel

  add $SQFRAME, %rsp
  .cfi_adjust_cfa_offset -SQFRAME
  LIMB_POP_CALLEE_CFA
  ret

  // .Lsq_blocks: for rcx = rcx0 .. -4 step 4 (none if rcx0 == 0):
  //   T[0..3] += src[0..3]*rdx, T = rbp + 8*rcx, src = rsi + 8*rcx, with
  //   the carry word c = r12 added at the first word and returned (the
  //   row's carry-out: hi + CF + OF of the last block, no overflow since
  //   the row sum T_row + src_row*w + c fits one more word).
  //   Both carry chains run through the whole row (LEA/JRCXZ control).
  // Clobbers rax r8-r11 r14, flags; rcx == 0 on return. Entered by CALL
  // with no live flag.
.Lsq_blocks:
  xor %r14d, %r14d                  // r14 = 0; CAUTION: clears CF and OF
  jrcxz .Lsq_blocks_ret
.Lsq_blocks_loop:
  mulx 0(%rsi,%rcx,8), %r8, %rax    // (hi0, lo0) = src[0]*w
  adcx 0(%rbp,%rcx,8), %r8          // l0 = lo0 + T[0]       (CF chain)
  adox %r12, %r8                    //      + c or hi3 of the previous block (OF chain)
  mulx 8(%rsi,%rcx,8), %r9, %r12
  adcx 8(%rbp,%rcx,8), %r9          // l1 = lo1 + T[1] + hi0
  adox %rax, %r9
  mulx 16(%rsi,%rcx,8), %r10, %rax
  adcx 16(%rbp,%rcx,8), %r10        // l2 = lo2 + T[2] + hi1
  adox %r12, %r10
  mulx 24(%rsi,%rcx,8), %r11, %r12
  adcx 24(%rbp,%rcx,8), %r11        // l3 = lo3 + T[3] + hi2
  adox %rax, %r11
  mov %r8, 0(%rbp,%rcx,8)
  mov %r9, 8(%rbp,%rcx,8)
  mov %r10, 16(%rbp,%rcx,8)
  mov %r11, 24(%rbp,%rcx,8)
  lea 4(%rcx), %rcx                 // CAUTION: lea and jrcxz keep CF and OF
  jrcxz .Lsq_blocks_ret
  jmp .Lsq_blocks_loop
.Lsq_blocks_ret:
  adcx %r14, %r12                   // c = hi3 + CF + OF (no overflow)
  adox %r14, %r12
  ret
LIMB_END(limb_montSqr_sos4)

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
