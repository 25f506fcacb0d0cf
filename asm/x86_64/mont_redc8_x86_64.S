// montRedc8: Montgomery reduction of a 2n-word value, x86-64 with BMI2+ADX
// (MULX/ADCX/ADOX), n % 8 == 0, 8 <= n <= kMontMaxWords.
// Twin: montRedc8_g (bignum/arith_generic.cc); tests require identical z.
// Used by bignum/mont_dispatch.cc (table "x86_64_adx"): montSqr for
// n % 8 == 0 is a plain square (arith kernels, or from 24 words the blocks
// of mont_mul8_adx.S) followed by this reduction.
// ABI: SysV AMD64. void limb_montRedc8_adx(Word* z, Word* t, const Word* m,
//   size_t n, Word m0inv).
//   In: rdi=z rsi=t rdx=m rcx=n r8=m0inv. Out: none.
// Contract: t[0, 2n) < R*m (R = 2^(64n)), m odd, m0inv = -m[0]^(-1) mod
//   2^64. Writes z[0, n) = t * R^(-1) mod m, fully reduced (< m). t is
//   scratch: it is overwritten (it ends holding the unreduced result in
//   t[n, 2n)). z must not overlap t or m.
// Register map: r8..r15 = the accumulator window acc[0..7] (8 consecutive
//   words of t; the names rotate by one per row, see the row macros),
//   rdx = MULX source (u), rax/rbx = product lo/hi, rsi = m cursor,
//   rbp = m, rdi = t cursor, rcx = block count (phase B) or u_{k+1}
//   (phase A).
//   Stack (rsp-relative): 0 zero word, 8 m0inv, 16 n, 24 z, 32 cbit,
//   40 topc, 48 chunk count, 56 chunk base, 64.. u[0..7], 128 i1.
// Clobbers: rax rcx rdx rsi rdi r8-r11, flags. Callee-saved registers are
//   saved and restored.
// Strategy: REDC in chunks of 8 rows (t += m*u_i*2^(64i), u_i = t[i]*m0inv,
//   i = c0..c0+7), the 8 words of t that the chunk's rows are working on
//   kept in registers, as a window sliding up one word per row:
//   phase A (m[0, 8)): row k (k even) computes u_k and u_{k+1} from
//     acc[0], acc[1] by minv2 = m0inv + i1 B = -m^(-1) mod B^2 (B = 2^64;
//     i1 = (hi(m_0 m0inv) + 1 + m_1 m0inv) m0inv mod B, once per call):
//     u_k + u_{k+1} B = (acc[0] + acc[1] B) minv2 mod B^2, the same u that
//     row-by-row REDC takes (t + m U = 0 mod B^8 fixes U mod B^8), so the
//     serial u chain is walked once per two rows. Each row adds m[0,8)*u_k to
//     acc (lo words on the CF chain, hi words on the OF chain), acc[0]
//     becomes 0 and the row's ninth word hi7 + CF + OF becomes the new top
//     of the window (bound: acc + m_blk*u <= (2^512-1) + (2^512-1)(2^64-1)
//     < 2^576, so it fits a word and both chains close inside the row).
//   phase B, per block m[j, j+8), j = 8 .. n-8: acc (positions c0+j ..
//     c0+j+7, so far without t's own words there) += t[c0+j, c0+j+8) +
//     cbit (ADC chain; cbit = its carry-out, position c0+j+8), then 8 rows
//     add m[j, j+8)*u_k as in phase A; the word leaving the window is final
//     for this chunk and is stored to t.
//   end of chunk: acc (positions c0+n .. c0+n+7) += t[c0+n, c0+n+8) on the
//     CF chain and s = cbit + topc (0..2, both at position c0+n) on the OF
//     chain; stored; topc = CF + OF, at position c0+n+8 (the next chunk's
//     end, or 2n after the last chunk). topc <= 1: everything added so far
//     below position P = c0+n+8 is t's words below P plus m*U with U < 2^(64
//     (c0+8)), i.e. < 2^(64P) + 2^(64(n+c0+8)) = 2 * 2^(64P).
//   Finally t[n, 2n) + topc*R = (t + m*U)/R < 2m (t < R*m, U < R), and
//   z = that - m unless it borrows (a mask select).
// Timing: every branch depends on n only; no address depends on data.
// Measured: mont_bench limb/MontMul/<bits> and limb/MontSqr/<bits> at 1024, 1536
//   and 2048 bits (16, 24, 32 words) against openssl/ (tools/speed.sh --filter
//   '^Mont(Mul|Sqr)/'); figures in benchmarks/RESULTS.md, "mont_dispatch.cc".
#include "limb/asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

#define ZERO 0
#define M0INV 8
#define NW 16
#define ZP 24
#define CBIT 32
#define TOPC 40
#define CHUNKS 48
#define TBASE 56
#define U 64
#define I1 128
#define RFRAME 136                  /* 64 + 8*8 + 8 (I1; rsp 16-aligned after 6 pushes) */

// Phase A rows k, k+1 (k even) take their u as a pair: u_k + u_{k+1} B =
// (a0 + a1 B) minv2 mod B^2, minv2 = m0inv + i1 B = -m^(-1) mod B^2 (a0, a1
// = t_k, t_{k+1} before row k). U mod B^8 is fixed by t + m U = 0 mod B^8,
// so the u are the ones row-by-row REDC takes; the serial chain (u -> MULX
// -> two flag additions -> next t_k) is walked once per two rows.
// REDAP: u_k, u_{k+1} (rcx keeps u_{k+1} for row k+1), then row k.
// CAUTION: the pair's ADDs write CF and OF; they sit before the row's XOR.
.macro REDAP a0, a1, a2, a3, a4, a5, a6, a7, k
  mov \a0, %rdx
  mulx M0INV(%rsp), %rax, %rbx      // rax = u_k, rbx = hi(a0 * m0inv)
  imul I1(%rsp), %rdx
  add %rbx, %rdx
  mov \a1, %rcx
  imul M0INV(%rsp), %rcx
  add %rdx, %rcx                    // u_{k+1} = hi + a0 i1 + a1 m0inv
  mov %rcx, U+8*(\k+1)(%rsp)
  mov %rax, %rdx
  mov %rax, U+8*\k(%rsp)
  REDAROW \a0, \a1, \a2, \a3, \a4, \a5, \a6, \a7
.endm

// REDAU: row k+1 with u_{k+1} from rcx.
.macro REDAU a0, a1, a2, a3, a4, a5, a6, a7
  mov %rcx, %rdx
  REDAROW \a0, \a1, \a2, \a3, \a4, \a5, \a6, \a7
.endm

// Phase A row, u in rdx: (a0..a7, a0') = a0..a7 + m[0,8)*u; a0 becomes 0
// and is dropped, a0' (the ninth word) takes its register.
.macro REDAROW a0, a1, a2, a3, a4, a5, a6, a7
  xor %eax, %eax                    // CAUTION: clears CF and OF (row start)
  mulx 0(%rsi), %rax, %rbx
  adcx %rax, \a0                    // a0 + lo0 == 0 mod 2^64 (CF out)
  adox %rbx, \a1
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

// Phase B row k: the same with u_k from the stack; a0 (final) goes to
// t[cursor + k].
.macro REDB a0, a1, a2, a3, a4, a5, a6, a7, k
  mov U+8*\k(%rsp), %rdx
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
  mulx 56(%rsi), %rax, \a0
  adcx %rax, \a7
  adox ZERO(%rsp), \a0
  adc $0, \a0
.endm

LIMB_ENTRY(limb_montRedc8_adx)
  LIMB_PUSH_CALLEE
  sub $RFRAME, %rsp
  .cfi_adjust_cfa_offset RFRAME
  movq $0, ZERO(%rsp)
  mov %r8, M0INV(%rsp)
  mov %rcx, NW(%rsp)
  mov %rdi, ZP(%rsp)
  movq $0, TOPC(%rsp)
  mov %rcx, %rax
  shr $3, %rax
  mov %rax, CHUNKS(%rsp)            // n / 8 chunks
  mov %rdx, %rbp                    // rbp = m
  mov %r8, %rdx                     // i1 = (hi(m0 m0inv) + 1 + m1 m0inv) m0inv
  mulx 0(%rbp), %rax, %rbx          //   (minv2 = m0inv + i1 B = -m^(-1) mod B^2;
  mov 8(%rbp), %rax                 //   n >= 8, so m[1] exists)
  imul %r8, %rax
  lea 1(%rax,%rbx), %rax
  imul %r8, %rax
  mov %rax, I1(%rsp)
  mov %rsi, %rdi                    // rdi = t + c0 (c0 = 0)

.Lchunk:
  mov %rdi, TBASE(%rsp)
  mov 0(%rdi), %r8                  // acc = t[c0, c0+8)
  mov 8(%rdi), %r9
  mov 16(%rdi), %r10
  mov 24(%rdi), %r11
  mov 32(%rdi), %r12
  mov 40(%rdi), %r13
  mov 48(%rdi), %r14
  mov 56(%rdi), %r15
  mov %rbp, %rsi                    // m[0, 8)
  REDAP %r8,  %r9,  %r10, %r11, %r12, %r13, %r14, %r15, 0
  REDAU %r9,  %r10, %r11, %r12, %r13, %r14, %r15, %r8
  REDAP %r10, %r11, %r12, %r13, %r14, %r15, %r8,  %r9,  2
  REDAU %r11, %r12, %r13, %r14, %r15, %r8,  %r9,  %r10
  REDAP %r12, %r13, %r14, %r15, %r8,  %r9,  %r10, %r11, 4
  REDAU %r13, %r14, %r15, %r8,  %r9,  %r10, %r11, %r12
  REDAP %r14, %r15, %r8,  %r9,  %r10, %r11, %r12, %r13, 6
  REDAU %r15, %r8,  %r9,  %r10, %r11, %r12, %r13, %r14
  // acc (r8..r15) = positions c0+8 .. c0+15, without t's words there.
  movq $0, CBIT(%rsp)
  lea 64(%rdi), %rdi                // t cursor = t + c0 + 8
  lea 64(%rbp), %rsi                // m cursor = m + 8
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
  REDB %r8,  %r9,  %r10, %r11, %r12, %r13, %r14, %r15, 0
  REDB %r9,  %r10, %r11, %r12, %r13, %r14, %r15, %r8,  1
  REDB %r10, %r11, %r12, %r13, %r14, %r15, %r8,  %r9,  2
  REDB %r11, %r12, %r13, %r14, %r15, %r8,  %r9,  %r10, 3
  REDB %r12, %r13, %r14, %r15, %r8,  %r9,  %r10, %r11, 4
  REDB %r13, %r14, %r15, %r8,  %r9,  %r10, %r11, %r12, 5
  REDB %r14, %r15, %r8,  %r9,  %r10, %r11, %r12, %r13, 6
  REDB %r15, %r8,  %r9,  %r10, %r11, %r12, %r13, %r14, 7
  lea 64(%rdi), %rdi
  lea 64(%rsi), %rsi
  dec %rcx
  jnz .Lblock

.Lchunk_end:
  // rdi = t + c0 + n. acc += t[c0+n, c0+n+8) (CF) + (cbit + topc) (OF).
  mov CBIT(%rsp), %rbx
  add TOPC(%rsp), %rbx              // s = cbit + topc <= 2
  xor %eax, %eax                    // rax = 0; CAUTION: clears CF and OF
  adcx 0(%rdi), %r8
  adox %rbx, %r8
  adcx 8(%rdi), %r9
  adox %rax, %r9
  adcx 16(%rdi), %r10
  adox %rax, %r10
  adcx 24(%rdi), %r11
  adox %rax, %r11
  adcx 32(%rdi), %r12
  adox %rax, %r12
  adcx 40(%rdi), %r13
  adox %rax, %r13
  adcx 48(%rdi), %r14
  adox %rax, %r14
  adcx 56(%rdi), %r15
  adox %rax, %r15
  adcx %rax, %rax                   // rax = CF
  adox ZERO(%rsp), %rax             // + OF: topc <= 1 (see header)
  mov %rax, TOPC(%rsp)
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

  // ---- z = r - m unless that borrows, r = t[n, 2n) + topc*R ----
  // rdi = t + n now (the last chunk's base + 8 = t + n).
  mov ZP(%rsp), %rdx
  mov NW(%rsp), %rcx
  shr $3, %rcx                      // 8 words per step
  xor %r9d, %r9d                    // r9 = word offset; CAUTION: clears CF
.Lsub:
  mov 0(%rdi,%r9,8), %rax
  sbb 0(%rbp,%r9,8), %rax
  mov %rax, 0(%rdx,%r9,8)
  mov 8(%rdi,%r9,8), %rax
  sbb 8(%rbp,%r9,8), %rax
  mov %rax, 8(%rdx,%r9,8)
  mov 16(%rdi,%r9,8), %rax
  sbb 16(%rbp,%r9,8), %rax
  mov %rax, 16(%rdx,%r9,8)
  mov 24(%rdi,%r9,8), %rax
  sbb 24(%rbp,%r9,8), %rax
  mov %rax, 24(%rdx,%r9,8)
  mov 32(%rdi,%r9,8), %rax
  sbb 32(%rbp,%r9,8), %rax
  mov %rax, 32(%rdx,%r9,8)
  mov 40(%rdi,%r9,8), %rax
  sbb 40(%rbp,%r9,8), %rax
  mov %rax, 40(%rdx,%r9,8)
  mov 48(%rdi,%r9,8), %rax
  sbb 48(%rbp,%r9,8), %rax
  mov %rax, 48(%rdx,%r9,8)
  mov 56(%rdi,%r9,8), %rax
  sbb 56(%rbp,%r9,8), %rax
  mov %rax, 56(%rdx,%r9,8)
  lea 8(%r9), %r9                   // CAUTION: lea, dec keep CF
  dec %rcx
  jnz .Lsub
  mov TOPC(%rsp), %rax
  sbb $0, %rax                      // CF = 1 iff r < m
  sbb %rax, %rax                    // rax = all ones iff r < m (keep r)
  mov NW(%rsp), %rcx
  xor %r9d, %r9d
.Lsel:                              // z[j] = keep ? r[j] : z[j]
  mov 0(%rdi,%r9,8), %r8
  mov 0(%rdx,%r9,8), %r10
  xor %r10, %r8
  and %rax, %r8
  xor %r10, %r8
  mov %r8, 0(%rdx,%r9,8)
  inc %r9
  dec %rcx
  jnz .Lsel

  add $RFRAME, %rsp
  .cfi_adjust_cfa_offset -RFRAME
  LIMB_POP_CALLEE_CFA
  ret
LIMB_END(limb_montRedc8_adx)

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
