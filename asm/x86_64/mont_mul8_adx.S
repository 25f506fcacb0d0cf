// mul8: the schoolbook product of two n-word numbers, x86-64 with BMI2+ADX
// (MULX/ADCX/ADOX), n % 8 == 0, 8 <= n; and limb_sqrRect8_adx (below), the
// same chunk loop over the off-diagonal 8 x 8 blocks of a square, and
// limb_addDouble8_adx, the pass that adds those blocks twice.
// Prototype: void limb_mul8_adx(Word* t, const Word* x, const Word* y, size_t n)
//   (bignum/mont_asm.h).
// Contract: t[0, 2n) = x[0, n) * y[0, n). t must not overlap x or y.
// Twin: mulBasecase_g (bignum/arith_generic.cc); the Montgomery tests compare
//   montMul_adx, which runs this product then limb_montRedc8_adx, with
//   montMul_g word for word.
// Selected by: montMul_adx (bignum/mont_x86_64.cc, table "x86_64_adx", BMI2 +
//   ADX) for n % 8 == 0 from 24 words up to kRedcMulMaxWords.
// ABI: SysV AMD64. In: rdi=t rsi=x rdx=y rcx=n. Out: none.
// Register map: r8..r15 = the accumulator window acc[0..7] (8 consecutive
//   words of t; the names rotate by one per row, see MULROW), rdx = MULX
//   source (x word of the row), rax/rbx = product lo/hi, rsi = y cursor,
//   rbp = y, rdi = t cursor, rcx = block count.
//   Stack (rsp-relative): 0 zero word, 8 x, 16 n, 24 (limb_sqrRect8_adx
//   only), 32 cbit, 40 (limb_sqrRect8_adx only), 48 chunk count, 56 chunk
//   base, 64.. the chunk's x[0..7].
// Clobbers: rax rcx rdx rsi rdi r8-r11, flags. Callee-saved registers are
//   saved and restored. No vector register is used.
// Strategy: the product in chunks of 8 rows (t += y*x_i*2^(64i), i = c0 ..
//   c0+7), the same sliding window as limb_montRedc8_adx with x_i in place
//   of the reduction's u_i: t[0, n) is zeroed first; per chunk, acc =
//   t[c0, c0+8); per block y[j, j+8) (j = 0 .. n-8) acc (positions c0+j ..
//   c0+j+7) += t[c0+j, c0+j+8) + cbit for j > 0 (ADC chain; cbit = its
//   carry-out, position c0+j+8), then 8 rows add y[j, j+8)*x_k (lo words on
//   the CF chain, hi words on the OF chain); the word leaving the window
//   is final for this chunk and is stored to t. Bound per row: acc +
//   y_blk*x_k <= (2^512-1) + (2^512-1)(2^64-1) < 2^576, so the row's ninth
//   word hi7 + CF + OF fits a word and both chains close inside the row.
//   End of chunk: acc (positions c0+n .. c0+n+7, not yet written in t) +=
//   cbit and is stored; no carry leaves it, as x[0, c0+8)*y < 2^(64(c0+n+8)).
// CAUTION: each row opens both chains with `xor %eax, %eax` (CF = OF = 0)
//   and closes them inside the row (ADOX, then ADC, which also writes OF);
//   nothing carries a flag from one row to the next.
// CAUTION: the block's ADC chain over t leaves its carry in cbit (SBB/NEG)
//   before the rows, whose XOR clears CF.
// Timing: every branch depends on n only; no address depends on data.
// Measured: speed MontMul/1536, MontSqr/1536, MontMul/2048, MontSqr/2048
//   (--cpu avx2) against OpenSSL.
#include "limb/asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

#define ZERO 0
#define XP 8
#define NW 16
#define CBIT 32
#define CHUNKS 48
#define TBASE 56
#define XW 64
#define MFRAME 136                  /* 64 + 8*8 + 8 (keeps rsp 16-aligned after 6 pushes) */

// XCHUNK: the chunk's 8 x words (at XP) to XW on the stack, XP += 8 words.
// Clobbers rax, rdx.
.macro XCHUNK
  mov XP(%rsp), %rax
  .irp off, 0, 8, 16, 24, 32, 40, 48, 56
  mov \off(%rax), %rdx
  mov %rdx, XW+\off(%rsp)
  .endr
  lea 64(%rax), %rax
  mov %rax, XP(%rsp)
.endm

// Row k: (a0..a7, a0') = a0..a7 + y[j, j+8)*x_k; a0 (final) goes to
// t[cursor + k], a0' (the ninth word) takes its register.
.macro MULROW a0, a1, a2, a3, a4, a5, a6, a7, k
  mov XW+8*\k(%rsp), %rdx
  xor %eax, %eax                    // CAUTION: clears CF and OF (row start)
  mulx 0(%rsi), %rax, %rbx
  adcx %rax, \a0
  adox %rbx, \a1
  mov \a0, 8*\k(%rdi)               // final word of this chunk
  mulx 8(%rsi), %rax, %rbx
  adcx %rax, \a1
  adox %rbx, \a2
  mulx 16(%rsi), %rax, %rbx
  adcx %rax, \a2
  adox %rbx, \a3
  mulx 24(%rsi), %rax, %rbx
  adcx %rax, \a3
  adox %rbx, \a4
  mulx 32(%rsi), %rax, %rbx
  adcx %rax, \a4
  adox %rbx, \a5
  mulx 40(%rsi), %rax, %rbx
  adcx %rax, \a5
  adox %rbx, \a6
  mulx 48(%rsi), %rax, %rbx
  adcx %rax, \a6
  adox %rbx, \a7
  mulx 56(%rsi), %rax, \a0          // hi7 into the freed register
  adcx %rax, \a7
  adox ZERO(%rsp), \a0              // a0' = hi7 + OF + CF (fits, see header)
  adc $0, \a0                       // CAUTION: adc writes OF; rows restart with xor
.endm

.macro ROWS8
  MULROW %r8,  %r9,  %r10, %r11, %r12, %r13, %r14, %r15, 0
  MULROW %r9,  %r10, %r11, %r12, %r13, %r14, %r15, %r8,  1
  MULROW %r10, %r11, %r12, %r13, %r14, %r15, %r8,  %r9,  2
  MULROW %r11, %r12, %r13, %r14, %r15, %r8,  %r9,  %r10, 3
  MULROW %r12, %r13, %r14, %r15, %r8,  %r9,  %r10, %r11, 4
  MULROW %r13, %r14, %r15, %r8,  %r9,  %r10, %r11, %r12, 5
  MULROW %r14, %r15, %r8,  %r9,  %r10, %r11, %r12, %r13, 6
  MULROW %r15, %r8,  %r9,  %r10, %r11, %r12, %r13, %r14, 7
.endm

LIMB_ENTRY(limb_mul8_adx)
  LIMB_PUSH_CALLEE
  sub $MFRAME, %rsp
  .cfi_adjust_cfa_offset MFRAME
  movq $0, ZERO(%rsp)
  mov %rsi, XP(%rsp)
  mov %rcx, NW(%rsp)
  mov %rdx, %rbp                    // rbp = y
  mov %rcx, %rax
  shr $3, %rax
  mov %rax, CHUNKS(%rsp)            // n / 8 chunks
  // t[0, n) = 0: the first chunk reads it as the words written so far.
  xor %eax, %eax
  xor %edx, %edx
.Lzero:
  mov %rax, 0(%rdi,%rdx,8)
  inc %rdx
  cmp %rcx, %rdx
  jb .Lzero

.Lchunk:
  mov %rdi, TBASE(%rsp)
  XCHUNK
  mov 0(%rdi), %r8                  // acc = t[c0, c0+8)
  mov 8(%rdi), %r9
  mov 16(%rdi), %r10
  mov 24(%rdi), %r11
  mov 32(%rdi), %r12
  mov 40(%rdi), %r13
  mov 48(%rdi), %r14
  mov 56(%rdi), %r15
  mov %rbp, %rsi                    // y[0, 8)
  ROWS8
  // acc (r8..r15) = positions c0+8 .. c0+15, without t's words there.
  movq $0, CBIT(%rsp)
  lea 64(%rdi), %rdi                // t cursor = t + c0 + 8
  lea 64(%rbp), %rsi                // y cursor = y + 8
  mov NW(%rsp), %rcx
  shr $3, %rcx
  dec %rcx                          // n/8 - 1 blocks (public)
  jz .Lchunk_end

.Lblock:
  // acc += t[cursor, cursor+8) + cbit; cbit = the carry-out.
  mov CBIT(%rsp), %rax
  neg %rax                          // CF = cbit (0 or 1)
  adc 0(%rdi), %r8
  adc 8(%rdi), %r9
  adc 16(%rdi), %r10
  adc 24(%rdi), %r11
  adc 32(%rdi), %r12
  adc 40(%rdi), %r13
  adc 48(%rdi), %r14
  adc 56(%rdi), %r15
  sbb %rax, %rax
  neg %rax
  mov %rax, CBIT(%rsp)
  ROWS8
  lea 64(%rdi), %rdi
  lea 64(%rsi), %rsi
  dec %rcx
  jnz .Lblock

.Lchunk_end:
  // rdi = t + c0 + n. acc += cbit; stored (t there is not yet written).
  mov CBIT(%rsp), %rax
  add %rax, %r8
  adc $0, %r9
  adc $0, %r10
  adc $0, %r11
  adc $0, %r12
  adc $0, %r13
  adc $0, %r14
  adc $0, %r15                      // no carry out (see header)
  mov %r8, 0(%rdi)
  mov %r9, 8(%rdi)
  mov %r10, 16(%rdi)
  mov %r11, 24(%rdi)
  mov %r12, 32(%rdi)
  mov %r13, 40(%rdi)
  mov %r14, 48(%rdi)
  mov %r15, 56(%rdi)
  mov TBASE(%rsp), %rdi
  lea 64(%rdi), %rdi                // next chunk: c0 += 8
  decq CHUNKS(%rsp)
  jnz .Lchunk

  add $MFRAME, %rsp
  .cfi_adjust_cfa_offset -MFRAME
  LIMB_POP_CALLEE
  ret
LIMB_END(limb_mul8_adx)

// limb_sqrRect8_adx(Word* p, const Word* x, size_t n), n % 8 == 0, n >= 16:
// the off-diagonal 8 x 8 blocks of x^2, once each:
//   p[8, 2n-8) = the words 8 .. 2n-9 of P = sum over 0 <= c < d < n/8 of
//   X_c*X_d*2^(64*8(c+d)), X_c = x[8c, 8c+8) (P < 2^(64(2n-8)) and its
//   words 0..7 are 0); p[0, 8) and p[2n-8, 2n) are not written. Then
// x^2 = sum X_c^2 2^(64*16c) + 2*(that sum). p must not overlap x.
// Same chunk loop as limb_mul8_adx with y = x: chunk c takes the rows
// x[8c, 8c+8) and the blocks X_d, d = c+1 .. n/8-1 (n/8-1-c blocks, public);
// its window starts at position 16c+8 and its end words go to 8c+n, so
// chunk c reads p[16c+8, 8c+n), all written by chunk c-1 (chunk 0 reads
// p[8, n), zeroed first). Register map and stack as limb_mul8_adx, with
// 24 = the chunk's first y block and 40 = its block count.
#define YB 24
#define BLK 40
LIMB_ENTRY(limb_sqrRect8_adx)
  LIMB_PUSH_CALLEE
  sub $MFRAME, %rsp
  .cfi_adjust_cfa_offset MFRAME
  movq $0, ZERO(%rsp)
  mov %rsi, XP(%rsp)
  mov %rdx, NW(%rsp)
  lea 64(%rsi), %rax
  mov %rax, YB(%rsp)                // chunk 0's blocks start at x + 8
  mov %rdx, %rax
  shr $3, %rax
  dec %rax
  mov %rax, BLK(%rsp)               // chunk 0: n/8 - 1 blocks
  // p[8, n) = 0: chunk 0 reads it as the words written so far.
  xor %eax, %eax
  mov $8, %ecx
.Lrzero:
  mov %rax, 0(%rdi,%rcx,8)
  inc %rcx
  cmp %rdx, %rcx
  jb .Lrzero
  lea 64(%rdi), %rdi                // window of chunk 0: position 8

.Lrchunk:
  mov %rdi, TBASE(%rsp)
  XCHUNK
  mov 0(%rdi), %r8                  // acc = p[16c+8, 16c+16)
  mov 8(%rdi), %r9
  mov 16(%rdi), %r10
  mov 24(%rdi), %r11
  mov 32(%rdi), %r12
  mov 40(%rdi), %r13
  mov 48(%rdi), %r14
  mov 56(%rdi), %r15
  mov YB(%rsp), %rsi                // X_{c+1}
  ROWS8
  movq $0, CBIT(%rsp)
  lea 64(%rdi), %rdi
  lea 64(%rsi), %rsi
  mov BLK(%rsp), %rcx
  dec %rcx                          // the chunk's remaining blocks (public)
  jz .Lrchunk_end

.Lrblock:
  mov CBIT(%rsp), %rax
  neg %rax                          // CF = cbit (0 or 1)
  adc 0(%rdi), %r8
  adc 8(%rdi), %r9
  adc 16(%rdi), %r10
  adc 24(%rdi), %r11
  adc 32(%rdi), %r12
  adc 40(%rdi), %r13
  adc 48(%rdi), %r14
  adc 56(%rdi), %r15
  sbb %rax, %rax
  neg %rax
  mov %rax, CBIT(%rsp)
  ROWS8
  lea 64(%rdi), %rdi
  lea 64(%rsi), %rsi
  dec %rcx
  jnz .Lrblock

.Lrchunk_end:
  // rdi = p + 8c + n. acc += cbit; stored (not yet written).
  mov CBIT(%rsp), %rax
  add %rax, %r8
  adc $0, %r9
  adc $0, %r10
  adc $0, %r11
  adc $0, %r12
  adc $0, %r13
  adc $0, %r14
  adc $0, %r15                      // no carry out: the partial sum < 2^(64(8c+n+8))
  mov %r8, 0(%rdi)
  mov %r9, 8(%rdi)
  mov %r10, 16(%rdi)
  mov %r11, 24(%rdi)
  mov %r12, 32(%rdi)
  mov %r13, 40(%rdi)
  mov %r14, 48(%rdi)
  mov %r15, 56(%rdi)
  mov TBASE(%rsp), %rdi
  lea 128(%rdi), %rdi               // next chunk's window: 16(c+1)+8
  addq $64, YB(%rsp)                // its first block: X_{c+2}
  decq BLK(%rsp)
  jnz .Lrchunk

  add $MFRAME, %rsp
  .cfi_adjust_cfa_offset -MFRAME
  LIMB_POP_CALLEE
  ret
LIMB_END(limb_sqrRect8_adx)

// limb_addDouble8_adx(Word* t, const Word* p, size_t n2), n2 % 8 == 0,
// n2 >= 8: t[0, n2) += 2*p[0, n2) mod 2^(64 n2) (the caller knows no carry
// leaves: Sqr8Blocks adds twice the off-diagonal blocks to the diagonal
// ones, the sum being x^2). The doubling runs on the OF chain (ADOX w, w),
// the addition on the CF chain (ADCX), 8 words per step.
// Register map: rdi = t cursor, rsi = p cursor, rcx = steps left, rax rdx
//   r8-r11 the words in flight. Clobbers: rax rcx rdx rsi rdi r8-r11, flags.
// CAUTION: both chains stay open across steps: the loop moves its cursors
//   and counter with LEA and ends with JRCXZ, which write no flags.
LIMB_ENTRY(limb_addDouble8_adx)
  mov %rdx, %rcx
  shr $3, %rcx                      // n2 / 8 steps (public)
  xor %eax, %eax                    // CAUTION: clears CF and OF
.Ladd2:
  mov 0(%rsi), %rax
  mov 8(%rsi), %rdx
  mov 16(%rsi), %r8
  mov 24(%rsi), %r9
  adox %rax, %rax
  adcx 0(%rdi), %rax
  adox %rdx, %rdx
  adcx 8(%rdi), %rdx
  adox %r8, %r8
  adcx 16(%rdi), %r8
  adox %r9, %r9
  adcx 24(%rdi), %r9
  mov %rax, 0(%rdi)
  mov %rdx, 8(%rdi)
  mov %r8, 16(%rdi)
  mov %r9, 24(%rdi)
  mov 32(%rsi), %rax
  mov 40(%rsi), %rdx
  mov 48(%rsi), %r10
  mov 56(%rsi), %r11
  adox %rax, %rax
  adcx 32(%rdi), %rax
  adox %rdx, %rdx
  adcx 40(%rdi), %rdx
  adox %r10, %r10
  adcx 48(%rdi), %r10
  adox %r11, %r11
  adcx 56(%rdi), %r11
  mov %rax, 32(%rdi)
  mov %rdx, 40(%rdi)
  mov %r10, 48(%rdi)
  mov %r11, 56(%rdi)
  lea 64(%rsi), %rsi
  lea 64(%rdi), %rdi
  lea -1(%rcx), %rcx
  jrcxz .Ladd2_done
  jmp .Ladd2
.Ladd2_done:
  ret
LIMB_END(limb_addDouble8_adx)

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
