// mont_n16_adx: the 16-word (1024-bit) Montgomery square and product, x86-64
// with BMI2+ADX (MULX/ADCX/ADOX), fully unrolled (n = 16 is fixed).
// Prototypes (C linkage, declared in bignum/mont_asm.h):
//   void limb_montSqr16_adx(Word* z, const Word* x, const Word* m, Word m0inv);
//   void limb_montMul16_adx(Word* z, const Word* x, const Word* y, const Word* m,
//                           Word m0inv);
// Contract: MontKernels (bignum/mont_internal.h) at n = 16: z = x^2 R^(-1)
//   mod m, resp. z = x y R^(-1) mod m, fully reduced (< m), R = 2^1024, m odd,
//   m0inv = -m[0]^(-1) mod 2^64, x < m (square), x < R and y < m (product).
//   z may equal x and/or y (they are read only before z is written); z must
//   not overlap m.
// Twin: montMul_g (bignum/arith_generic.cc); tests require identical z.
// Selected by bignum/mont_x86_64.cc (table "x86_64_adx", which needs BMI2 and
//   ADX) for n == 16.
// ABI: SysV AMD64. Square: rdi=z rsi=x rdx=m rcx=m0inv. Product: rdi=z rsi=x
//   rdx=y rcx=m r8=m0inv. Out: none.
// Register map: r8..r15 = accumulator window (consecutive words of t, the
//   assignment moves as words are finished; the comment on each row names
//   its positions), rdx = MULX source u, rax/rbx = product lo/hi, rcx = 0
//   (the zero that closes a row; "xor %ecx, %ecx" also clears CF and OF),
//   rbp = m, rsi = x, rdi = y (product) or m0inv (reduction) or z (end).
//   Stack (rsp-relative): T 0..255 t[0, 32); U 256..319 u of the current
//   chunk; ZP 320 z; TOPC 328; I1 336 i1 (the reduction's minv2, below).
// Clobbers: rax rcx rdx rsi rdi r8-r11, flags. rbx rbp r12-r15 saved and
//   restored. No vector register is used.
// Strategy:
//   Row: t[q, q+k] = t[q, q+k) + u * v[0, k): lo words on the CF chain
//     (ADCX), hi words on the OF chain (ADOX); the top word q+k is fresh (no
//     earlier value) and takes hi(k-1) + CF + OF: the window is < 2^(64k)
//     and u v <= (2^64-1)(2^(64k)-1), so the sum < 2^(64(k+1)) and both
//     chains close inside the row. Word q gets only lo(0); once added it is
//     stored (or, in the reduction, known to be 0) and its register takes the
//     top word, so 8 registers carry rows of 8.
//   Square: (1) the off-diagonal sum S = sum_{i<j} x_i x_j B^(i+j)
//     (B = 2^64) as rows of x_i times x(i, 8) (the low triangle), x_i
//     (i < 8) times x[8, 16) at q = 8+i, and x_i (i >= 8) times x(i, 16); each
//     row starts where the previous one left words unfinished, so the window
//     never holds more than 8 words and every row's top word is fresh. 120
//     MULX. S < B^31. (2) t = 2 S + sum x_i^2 B^(2i) in one pass: CF chain
//     doubles each word (ADCX r, r), OF chain adds the squares; both end at
//     0 since x^2 < B^32. 16 MULX.
//   Product: t = x y by chunks of 8 rows (u = y_i), each over x[0, 8) then
//     x[8, 16) (the montRedc8 scheme with t's words added per block). 256
//     MULX.
//   Reduction (both): t += m U, U = sum u_i B^i, u_i = t_i m0inv mod B, in
//     two chunks of 8 rows as in mont_redc8_x86_64.S at n = 16 (phase A over
//     m[0, 8) computes u_i and zeroes t_i; phase B adds t's next 8 words, then
//     the 8 rows over m[8, 16); the chunk end adds the next 8 words and the
//     carries). 256 MULX. r = t[16, 32) + topc R < 2m (t < R m, U < R);
//     z = r - m unless that borrows (mask select, no branch).
//     Phase A takes the u in pairs: before row k (k even), u_k + u_{k+1} B =
//     t[k, k+2) minv2 mod B^2 with minv2 = m0inv + i1 B = -m^(-1) mod B^2,
//     i1 = (hi(m_0 m0inv) + 1 + m_1 m0inv) m0inv mod B (once per call): that
//     is the same U (t + m U = 0 mod B^16 fixes U mod B^16), and the serial
//     u chain (u -> MULX -> two flag additions -> next t_k -> IMUL) is walked
//     once per two rows; u_{k+1} waits in its U slot for row k+1. 9 more
//     MULX (one per pair, one for i1).
// Timing: no branch; every address is fixed; time does not depend on data.
// CAUTION: ADCX/ADOX chains must not be broken by flag writers: only MOV,
//   MULX, LEA and stores sit between them; every row restarts with
//   "xor %ecx, %ecx"; ADC/SBB/ADD close or open plain CF chains only (the
//   ADDs of a u pair sit before the row's XOR).
// Measured: speed rows MontSqr/1024, MontMul/1024 (--cpu avx2), figures in
//   benchmarks/RESULTS.md, "mont_n16_adx.S".
#include "limb/asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

#define T 0
#define U 256
#define ZP 320
#define TOPC 328
#define I1 336
#define FRAME 344                   /* 344: rsp 16-aligned after 6 pushes */

LIMB_ENTRY(limb_montSqr16_adx)
  LIMB_PUSH_CALLEE
  sub $FRAME, %rsp
  .cfi_adjust_cfa_offset FRAME
  mov %rdi, ZP(%rsp)
  mov %rdx, %rbp                  // rbp = m
  mov %rcx, U(%rsp)               // m0inv until the reduction
  // ---- S, low triangle: rows x_i * x(i, 8), i = 0..6 ----
  xor %r8, %r8
  xor %r9, %r9
  xor %r10, %r10
  xor %r11, %r11
  xor %r12, %r12
  xor %r13, %r13
  xor %r14, %r14
  // t[1, 8] += x[0] * x[1, 8)
  mov 8*0(%rsi), %rdx
  xor %ecx, %ecx
  mulx 8*1(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mov %r8, T+8*1(%rsp)
  mulx 8*2(%rsi), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*3(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*4(%rsi), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*5(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*6(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*7(%rsi), %rax, %r15
  adcx %rax, %r14
  adox %rcx, %r15
  adc %rcx, %r15
  mov %r9, T+8*2(%rsp)
  // t[3, 9] += x[1] * x[2, 8)
  mov 8*1(%rsi), %rdx
  xor %ecx, %ecx
  mulx 8*2(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mov %r10, T+8*3(%rsp)
  mulx 8*3(%rsi), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*4(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*5(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*6(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*7(%rsi), %rax, %r8
  adcx %rax, %r15
  adox %rcx, %r8
  adc %rcx, %r8
  mov %r11, T+8*4(%rsp)
  // t[5, 10] += x[2] * x[3, 8)
  mov 8*2(%rsi), %rdx
  xor %ecx, %ecx
  mulx 8*3(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mov %r12, T+8*5(%rsp)
  mulx 8*4(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*5(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*6(%rsi), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*7(%rsi), %rax, %r9
  adcx %rax, %r8
  adox %rcx, %r9
  adc %rcx, %r9
  mov %r13, T+8*6(%rsp)
  // t[7, 11] += x[3] * x[4, 8)
  mov 8*3(%rsi), %rdx
  xor %ecx, %ecx
  mulx 8*4(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mov %r14, T+8*7(%rsp)
  mulx 8*5(%rsi), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*6(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*7(%rsi), %rax, %r10
  adcx %rax, %r9
  adox %rcx, %r10
  adc %rcx, %r10
  // t[9, 12] += x[4] * x[5, 8)
  mov 8*4(%rsi), %rdx
  xor %ecx, %ecx
  mulx 8*5(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*6(%rsi), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*7(%rsi), %rax, %r11
  adcx %rax, %r10
  adox %rcx, %r11
  adc %rcx, %r11
  // t[11, 13] += x[5] * x[6, 8)
  mov 8*5(%rsi), %rdx
  xor %ecx, %ecx
  mulx 8*6(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*7(%rsi), %rax, %r12
  adcx %rax, %r11
  adox %rcx, %r12
  adc %rcx, %r12
  // t[13, 14] += x[6] * x[7, 8)
  mov 8*6(%rsi), %rdx
  xor %ecx, %ecx
  mulx 8*7(%rsi), %rax, %r13
  adcx %rax, %r12
  adox %rcx, %r13
  adc %rcx, %r13
  // ---- S, x[0, 8) * x[8, 16) at B^8: rows x_i * x[8, 16) ----
  xor %r14, %r14
  // t[8, 16] += x[0] * x[8, 16)
  mov 8*0(%rsi), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rsi), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mov %r15, T+8*8(%rsp)
  mulx 8*9(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*10(%rsi), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*11(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*12(%rsi), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*13(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*14(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*15(%rsi), %rax, %r15
  adcx %rax, %r14
  adox %rcx, %r15
  adc %rcx, %r15
  // t[9, 17] += x[1] * x[8, 16)
  mov 8*1(%rsi), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mov %r8, T+8*9(%rsp)
  mulx 8*9(%rsi), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*10(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*11(%rsi), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*12(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*13(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*14(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*15(%rsi), %rax, %r8
  adcx %rax, %r15
  adox %rcx, %r8
  adc %rcx, %r8
  // t[10, 18] += x[2] * x[8, 16)
  mov 8*2(%rsi), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rsi), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mov %r9, T+8*10(%rsp)
  mulx 8*9(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*10(%rsi), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*11(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*12(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*13(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*14(%rsi), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*15(%rsi), %rax, %r9
  adcx %rax, %r8
  adox %rcx, %r9
  adc %rcx, %r9
  // t[11, 19] += x[3] * x[8, 16)
  mov 8*3(%rsi), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mov %r10, T+8*11(%rsp)
  mulx 8*9(%rsi), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*10(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*11(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*12(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*13(%rsi), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*14(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*15(%rsi), %rax, %r10
  adcx %rax, %r9
  adox %rcx, %r10
  adc %rcx, %r10
  // t[12, 20] += x[4] * x[8, 16)
  mov 8*4(%rsi), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rsi), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mov %r11, T+8*12(%rsp)
  mulx 8*9(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*10(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*11(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*12(%rsi), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*13(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*14(%rsi), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*15(%rsi), %rax, %r11
  adcx %rax, %r10
  adox %rcx, %r11
  adc %rcx, %r11
  // t[13, 21] += x[5] * x[8, 16)
  mov 8*5(%rsi), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mov %r12, T+8*13(%rsp)
  mulx 8*9(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*10(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*11(%rsi), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*12(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*13(%rsi), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*14(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*15(%rsi), %rax, %r12
  adcx %rax, %r11
  adox %rcx, %r12
  adc %rcx, %r12
  // t[14, 22] += x[6] * x[8, 16)
  mov 8*6(%rsi), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mov %r13, T+8*14(%rsp)
  mulx 8*9(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*10(%rsi), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*11(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*12(%rsi), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*13(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*14(%rsi), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*15(%rsi), %rax, %r13
  adcx %rax, %r12
  adox %rcx, %r13
  adc %rcx, %r13
  // t[15, 23] += x[7] * x[8, 16)
  mov 8*7(%rsi), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mov %r14, T+8*15(%rsp)
  mulx 8*9(%rsi), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*10(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*11(%rsi), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*12(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*13(%rsi), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*14(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*15(%rsi), %rax, %r14
  adcx %rax, %r13
  adox %rcx, %r14
  adc %rcx, %r14
  mov %r15, T+8*16(%rsp)
  // ---- S, high triangle: rows x_i * x(i, 16), i = 8..14 ----
  // t[17, 24] += x[8] * x[9, 16)
  mov 8*8(%rsi), %rdx
  xor %ecx, %ecx
  mulx 8*9(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mov %r8, T+8*17(%rsp)
  mulx 8*10(%rsi), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*11(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*12(%rsi), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*13(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*14(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*15(%rsi), %rax, %r15
  adcx %rax, %r14
  adox %rcx, %r15
  adc %rcx, %r15
  mov %r9, T+8*18(%rsp)
  // t[19, 25] += x[9] * x[10, 16)
  mov 8*9(%rsi), %rdx
  xor %ecx, %ecx
  mulx 8*10(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mov %r10, T+8*19(%rsp)
  mulx 8*11(%rsi), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*12(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*13(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*14(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*15(%rsi), %rax, %r8
  adcx %rax, %r15
  adox %rcx, %r8
  adc %rcx, %r8
  mov %r11, T+8*20(%rsp)
  // t[21, 26] += x[10] * x[11, 16)
  mov 8*10(%rsi), %rdx
  xor %ecx, %ecx
  mulx 8*11(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mov %r12, T+8*21(%rsp)
  mulx 8*12(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*13(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*14(%rsi), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*15(%rsi), %rax, %r9
  adcx %rax, %r8
  adox %rcx, %r9
  adc %rcx, %r9
  mov %r13, T+8*22(%rsp)
  // t[23, 27] += x[11] * x[12, 16)
  mov 8*11(%rsi), %rdx
  xor %ecx, %ecx
  mulx 8*12(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mov %r14, T+8*23(%rsp)
  mulx 8*13(%rsi), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*14(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*15(%rsi), %rax, %r10
  adcx %rax, %r9
  adox %rcx, %r10
  adc %rcx, %r10
  mov %r15, T+8*24(%rsp)
  // t[25, 28] += x[12] * x[13, 16)
  mov 8*12(%rsi), %rdx
  xor %ecx, %ecx
  mulx 8*13(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mov %r8, T+8*25(%rsp)
  mulx 8*14(%rsi), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*15(%rsi), %rax, %r11
  adcx %rax, %r10
  adox %rcx, %r11
  adc %rcx, %r11
  mov %r9, T+8*26(%rsp)
  // t[27, 29] += x[13] * x[14, 16)
  mov 8*13(%rsi), %rdx
  xor %ecx, %ecx
  mulx 8*14(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mov %r10, T+8*27(%rsp)
  mulx 8*15(%rsi), %rax, %r12
  adcx %rax, %r11
  adox %rcx, %r12
  adc %rcx, %r12
  mov %r11, T+8*28(%rsp)
  // t[29, 30] += x[14] * x[15, 16)
  mov 8*14(%rsi), %rdx
  xor %ecx, %ecx
  mulx 8*15(%rsi), %rax, %rbx
  adcx %rax, %r12
  mov %r12, T+8*29(%rsp)
  mov %rbx, %r13
  adox %rcx, %r13
  adc %rcx, %r13
  mov %r13, T+8*30(%rsp)
  // ---- t = 2 S + sum x_i^2 B^(2i); S[0] = S[31] = 0 ----
  xor %ecx, %ecx                  // CAUTION: clears CF and OF
  mov 8*0(%rsi), %rdx
  mulx %rdx, %rax, %rbx
  mov %rcx, %r8
  mov T+8*1(%rsp), %r9
  adcx %r8, %r8
  adox %rax, %r8
  adcx %r9, %r9
  adox %rbx, %r9
  mov %r8, T+8*0(%rsp)
  mov %r9, T+8*1(%rsp)
  mov 8*1(%rsi), %rdx
  mulx %rdx, %rax, %rbx
  mov T+8*2(%rsp), %r10
  mov T+8*3(%rsp), %r11
  adcx %r10, %r10
  adox %rax, %r10
  adcx %r11, %r11
  adox %rbx, %r11
  mov %r10, T+8*2(%rsp)
  mov %r11, T+8*3(%rsp)
  mov 8*2(%rsi), %rdx
  mulx %rdx, %rax, %rbx
  mov T+8*4(%rsp), %r8
  mov T+8*5(%rsp), %r9
  adcx %r8, %r8
  adox %rax, %r8
  adcx %r9, %r9
  adox %rbx, %r9
  mov %r8, T+8*4(%rsp)
  mov %r9, T+8*5(%rsp)
  mov 8*3(%rsi), %rdx
  mulx %rdx, %rax, %rbx
  mov T+8*6(%rsp), %r10
  mov T+8*7(%rsp), %r11
  adcx %r10, %r10
  adox %rax, %r10
  adcx %r11, %r11
  adox %rbx, %r11
  mov %r10, T+8*6(%rsp)
  mov %r11, T+8*7(%rsp)
  mov 8*4(%rsi), %rdx
  mulx %rdx, %rax, %rbx
  mov T+8*8(%rsp), %r8
  mov T+8*9(%rsp), %r9
  adcx %r8, %r8
  adox %rax, %r8
  adcx %r9, %r9
  adox %rbx, %r9
  mov %r8, T+8*8(%rsp)
  mov %r9, T+8*9(%rsp)
  mov 8*5(%rsi), %rdx
  mulx %rdx, %rax, %rbx
  mov T+8*10(%rsp), %r10
  mov T+8*11(%rsp), %r11
  adcx %r10, %r10
  adox %rax, %r10
  adcx %r11, %r11
  adox %rbx, %r11
  mov %r10, T+8*10(%rsp)
  mov %r11, T+8*11(%rsp)
  mov 8*6(%rsi), %rdx
  mulx %rdx, %rax, %rbx
  mov T+8*12(%rsp), %r8
  mov T+8*13(%rsp), %r9
  adcx %r8, %r8
  adox %rax, %r8
  adcx %r9, %r9
  adox %rbx, %r9
  mov %r8, T+8*12(%rsp)
  mov %r9, T+8*13(%rsp)
  mov 8*7(%rsi), %rdx
  mulx %rdx, %rax, %rbx
  mov T+8*14(%rsp), %r10
  mov T+8*15(%rsp), %r11
  adcx %r10, %r10
  adox %rax, %r10
  adcx %r11, %r11
  adox %rbx, %r11
  mov %r10, T+8*14(%rsp)
  mov %r11, T+8*15(%rsp)
  mov 8*8(%rsi), %rdx
  mulx %rdx, %rax, %rbx
  mov T+8*16(%rsp), %r8
  mov T+8*17(%rsp), %r9
  adcx %r8, %r8
  adox %rax, %r8
  adcx %r9, %r9
  adox %rbx, %r9
  mov %r8, T+8*16(%rsp)
  mov %r9, T+8*17(%rsp)
  mov 8*9(%rsi), %rdx
  mulx %rdx, %rax, %rbx
  mov T+8*18(%rsp), %r10
  mov T+8*19(%rsp), %r11
  adcx %r10, %r10
  adox %rax, %r10
  adcx %r11, %r11
  adox %rbx, %r11
  mov %r10, T+8*18(%rsp)
  mov %r11, T+8*19(%rsp)
  mov 8*10(%rsi), %rdx
  mulx %rdx, %rax, %rbx
  mov T+8*20(%rsp), %r8
  mov T+8*21(%rsp), %r9
  adcx %r8, %r8
  adox %rax, %r8
  adcx %r9, %r9
  adox %rbx, %r9
  mov %r8, T+8*20(%rsp)
  mov %r9, T+8*21(%rsp)
  mov 8*11(%rsi), %rdx
  mulx %rdx, %rax, %rbx
  mov T+8*22(%rsp), %r10
  mov T+8*23(%rsp), %r11
  adcx %r10, %r10
  adox %rax, %r10
  adcx %r11, %r11
  adox %rbx, %r11
  mov %r10, T+8*22(%rsp)
  mov %r11, T+8*23(%rsp)
  mov 8*12(%rsi), %rdx
  mulx %rdx, %rax, %rbx
  mov T+8*24(%rsp), %r8
  mov T+8*25(%rsp), %r9
  adcx %r8, %r8
  adox %rax, %r8
  adcx %r9, %r9
  adox %rbx, %r9
  mov %r8, T+8*24(%rsp)
  mov %r9, T+8*25(%rsp)
  mov 8*13(%rsi), %rdx
  mulx %rdx, %rax, %rbx
  mov T+8*26(%rsp), %r10
  mov T+8*27(%rsp), %r11
  adcx %r10, %r10
  adox %rax, %r10
  adcx %r11, %r11
  adox %rbx, %r11
  mov %r10, T+8*26(%rsp)
  mov %r11, T+8*27(%rsp)
  mov 8*14(%rsi), %rdx
  mulx %rdx, %rax, %rbx
  mov T+8*28(%rsp), %r8
  mov T+8*29(%rsp), %r9
  adcx %r8, %r8
  adox %rax, %r8
  adcx %r9, %r9
  adox %rbx, %r9
  mov %r8, T+8*28(%rsp)
  mov %r9, T+8*29(%rsp)
  mov 8*15(%rsi), %rdx
  mulx %rdx, %rax, %rbx
  mov T+8*30(%rsp), %r10
  mov %rcx, %r11
  adcx %r10, %r10
  adox %rax, %r10
  adcx %r11, %r11
  adox %rbx, %r11
  mov %r10, T+8*30(%rsp)
  mov %r11, T+8*31(%rsp)
  mov U(%rsp), %rdi               // rdi = m0inv
  mov %rdi, %rdx                  // i1 = (hi(m0 m0inv) + 1 + m1 m0inv) m0inv
  mulx 8*0(%rbp), %rax, %rbx      //   (minv2 = m0inv + i1 B = -m^(-1) mod B^2)
  mov 8*1(%rbp), %rax
  imul %rdi, %rax
  lea 1(%rax,%rbx), %rax
  imul %rdi, %rax
  mov %rax, I1(%rsp)
  movq $0, TOPC(%rsp)
  // ---- reduction chunk 0: u_0..u_7 ----
  mov T+8*0(%rsp), %r14
  mov T+8*1(%rsp), %r15
  mov T+8*2(%rsp), %r8
  mov T+8*3(%rsp), %r9
  mov T+8*4(%rsp), %r10
  mov T+8*5(%rsp), %r11
  mov T+8*6(%rsp), %r12
  mov T+8*7(%rsp), %r13
  // u[0], u[1] by minv2 (t before this row); t[0, 8] += u[0] * m[0, 8)  (t[0] becomes 0)
  mov %r14, %rdx
  mulx %rdi, %rax, %rbx            // rax = u[0], rbx = hi(t[0] * m0inv)
  imul I1(%rsp), %rdx
  add %rbx, %rdx
  mov %r15, %rbx
  imul %rdi, %rbx
  add %rbx, %rdx                  // u[1] = hi + t[0] i1 + t[1] m0inv
  mov %rdx, U+8*1(%rsp)
  mov %rax, %rdx
  mov %rax, U+8*0(%rsp)
  xor %ecx, %ecx
  mulx 8*0(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*1(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*2(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*3(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*4(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*5(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*6(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*7(%rbp), %rax, %r14
  adcx %rax, %r13
  adox %rcx, %r14
  adc %rcx, %r14
  // u[1] (computed with u[0]); t[1, 9] += u[1] * m[0, 8)  (t[1] becomes 0)
  mov U+8*1(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*0(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*1(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*2(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*3(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*4(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*5(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*6(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*7(%rbp), %rax, %r15
  adcx %rax, %r14
  adox %rcx, %r15
  adc %rcx, %r15
  // u[2], u[3] by minv2 (t before this row); t[2, 10] += u[2] * m[0, 8)  (t[2] becomes 0)
  mov %r8, %rdx
  mulx %rdi, %rax, %rbx            // rax = u[2], rbx = hi(t[2] * m0inv)
  imul I1(%rsp), %rdx
  add %rbx, %rdx
  mov %r9, %rbx
  imul %rdi, %rbx
  add %rbx, %rdx                  // u[3] = hi + t[2] i1 + t[3] m0inv
  mov %rdx, U+8*3(%rsp)
  mov %rax, %rdx
  mov %rax, U+8*2(%rsp)
  xor %ecx, %ecx
  mulx 8*0(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*1(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*2(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*3(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*4(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*5(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*6(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*7(%rbp), %rax, %r8
  adcx %rax, %r15
  adox %rcx, %r8
  adc %rcx, %r8
  // u[3] (computed with u[2]); t[3, 11] += u[3] * m[0, 8)  (t[3] becomes 0)
  mov U+8*3(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*0(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*1(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*2(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*3(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*4(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*5(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*6(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*7(%rbp), %rax, %r9
  adcx %rax, %r8
  adox %rcx, %r9
  adc %rcx, %r9
  // u[4], u[5] by minv2 (t before this row); t[4, 12] += u[4] * m[0, 8)  (t[4] becomes 0)
  mov %r10, %rdx
  mulx %rdi, %rax, %rbx            // rax = u[4], rbx = hi(t[4] * m0inv)
  imul I1(%rsp), %rdx
  add %rbx, %rdx
  mov %r11, %rbx
  imul %rdi, %rbx
  add %rbx, %rdx                  // u[5] = hi + t[4] i1 + t[5] m0inv
  mov %rdx, U+8*5(%rsp)
  mov %rax, %rdx
  mov %rax, U+8*4(%rsp)
  xor %ecx, %ecx
  mulx 8*0(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*1(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*2(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*3(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*4(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*5(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*6(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*7(%rbp), %rax, %r10
  adcx %rax, %r9
  adox %rcx, %r10
  adc %rcx, %r10
  // u[5] (computed with u[4]); t[5, 13] += u[5] * m[0, 8)  (t[5] becomes 0)
  mov U+8*5(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*0(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*1(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*2(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*3(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*4(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*5(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*6(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*7(%rbp), %rax, %r11
  adcx %rax, %r10
  adox %rcx, %r11
  adc %rcx, %r11
  // u[6], u[7] by minv2 (t before this row); t[6, 14] += u[6] * m[0, 8)  (t[6] becomes 0)
  mov %r12, %rdx
  mulx %rdi, %rax, %rbx            // rax = u[6], rbx = hi(t[6] * m0inv)
  imul I1(%rsp), %rdx
  add %rbx, %rdx
  mov %r13, %rbx
  imul %rdi, %rbx
  add %rbx, %rdx                  // u[7] = hi + t[6] i1 + t[7] m0inv
  mov %rdx, U+8*7(%rsp)
  mov %rax, %rdx
  mov %rax, U+8*6(%rsp)
  xor %ecx, %ecx
  mulx 8*0(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*1(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*2(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*3(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*4(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*5(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*6(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*7(%rbp), %rax, %r12
  adcx %rax, %r11
  adox %rcx, %r12
  adc %rcx, %r12
  // u[7] (computed with u[6]); t[7, 15] += u[7] * m[0, 8)  (t[7] becomes 0)
  mov U+8*7(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*0(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*1(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*2(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*3(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*4(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*5(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*6(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*7(%rbp), %rax, %r13
  adcx %rax, %r12
  adox %rcx, %r13
  adc %rcx, %r13
  // phase B: window += t[8, 16); carry (position 16) in rsi
  add T+8*8(%rsp), %r14
  adc T+8*9(%rsp), %r15
  adc T+8*10(%rsp), %r8
  adc T+8*11(%rsp), %r9
  adc T+8*12(%rsp), %r10
  adc T+8*13(%rsp), %r11
  adc T+8*14(%rsp), %r12
  adc T+8*15(%rsp), %r13
  sbb %rsi, %rsi
  neg %rsi
  // t[8, 16] += u[0] * m[8, 16)
  mov U+8*0(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mov %r14, T+8*8(%rsp)
  mulx 8*9(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*10(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*11(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*12(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*13(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*14(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*15(%rbp), %rax, %r14
  adcx %rax, %r13
  adox %rcx, %r14
  adc %rcx, %r14
  // t[9, 17] += u[1] * m[8, 16)
  mov U+8*1(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mov %r15, T+8*9(%rsp)
  mulx 8*9(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*10(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*11(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*12(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*13(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*14(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*15(%rbp), %rax, %r15
  adcx %rax, %r14
  adox %rcx, %r15
  adc %rcx, %r15
  // t[10, 18] += u[2] * m[8, 16)
  mov U+8*2(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mov %r8, T+8*10(%rsp)
  mulx 8*9(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*10(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*11(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*12(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*13(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*14(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*15(%rbp), %rax, %r8
  adcx %rax, %r15
  adox %rcx, %r8
  adc %rcx, %r8
  // t[11, 19] += u[3] * m[8, 16)
  mov U+8*3(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mov %r9, T+8*11(%rsp)
  mulx 8*9(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*10(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*11(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*12(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*13(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*14(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*15(%rbp), %rax, %r9
  adcx %rax, %r8
  adox %rcx, %r9
  adc %rcx, %r9
  // t[12, 20] += u[4] * m[8, 16)
  mov U+8*4(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mov %r10, T+8*12(%rsp)
  mulx 8*9(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*10(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*11(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*12(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*13(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*14(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*15(%rbp), %rax, %r10
  adcx %rax, %r9
  adox %rcx, %r10
  adc %rcx, %r10
  // t[13, 21] += u[5] * m[8, 16)
  mov U+8*5(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mov %r11, T+8*13(%rsp)
  mulx 8*9(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*10(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*11(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*12(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*13(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*14(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*15(%rbp), %rax, %r11
  adcx %rax, %r10
  adox %rcx, %r11
  adc %rcx, %r11
  // t[14, 22] += u[6] * m[8, 16)
  mov U+8*6(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mov %r12, T+8*14(%rsp)
  mulx 8*9(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*10(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*11(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*12(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*13(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*14(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*15(%rbp), %rax, %r12
  adcx %rax, %r11
  adox %rcx, %r12
  adc %rcx, %r12
  // t[15, 23] += u[7] * m[8, 16)
  mov U+8*7(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mov %r13, T+8*15(%rsp)
  mulx 8*9(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*10(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*11(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*12(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*13(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*14(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*15(%rbp), %rax, %r13
  adcx %rax, %r12
  adox %rcx, %r13
  adc %rcx, %r13
  // chunk end: window (t[16, 24)) += t[16, 24) (CF) + carry + topc (OF)
  add TOPC(%rsp), %rsi            // s = carry + topc <= 2
  xor %ecx, %ecx                  // CAUTION: clears CF and OF
  adcx T+8*16(%rsp), %r14
  adox %rsi, %r14
  adcx T+8*17(%rsp), %r15
  adox %rcx, %r15
  adcx T+8*18(%rsp), %r8
  adox %rcx, %r8
  adcx T+8*19(%rsp), %r9
  adox %rcx, %r9
  adcx T+8*20(%rsp), %r10
  adox %rcx, %r10
  adcx T+8*21(%rsp), %r11
  adox %rcx, %r11
  adcx T+8*22(%rsp), %r12
  adox %rcx, %r12
  adcx T+8*23(%rsp), %r13
  adox %rcx, %r13
  mov $0, %esi
  adcx %rcx, %rsi
  adox %rcx, %rsi                 // topc = CF + OF <= 1
  mov %rsi, TOPC(%rsp)
  mov %r14, T+8*16(%rsp)
  mov %r15, T+8*17(%rsp)
  mov %r8, T+8*18(%rsp)
  mov %r9, T+8*19(%rsp)
  mov %r10, T+8*20(%rsp)
  mov %r11, T+8*21(%rsp)
  mov %r12, T+8*22(%rsp)
  mov %r13, T+8*23(%rsp)
  // ---- reduction chunk 1: u_8..u_15 ----
  mov T+8*8(%rsp), %r14
  mov T+8*9(%rsp), %r15
  mov T+8*10(%rsp), %r8
  mov T+8*11(%rsp), %r9
  mov T+8*12(%rsp), %r10
  mov T+8*13(%rsp), %r11
  mov T+8*14(%rsp), %r12
  mov T+8*15(%rsp), %r13
  // u[8], u[9] by minv2 (t before this row); t[8, 16] += u[8] * m[0, 8)  (t[8] becomes 0)
  mov %r14, %rdx
  mulx %rdi, %rax, %rbx            // rax = u[8], rbx = hi(t[8] * m0inv)
  imul I1(%rsp), %rdx
  add %rbx, %rdx
  mov %r15, %rbx
  imul %rdi, %rbx
  add %rbx, %rdx                  // u[9] = hi + t[8] i1 + t[9] m0inv
  mov %rdx, U+8*1(%rsp)
  mov %rax, %rdx
  mov %rax, U+8*0(%rsp)
  xor %ecx, %ecx
  mulx 8*0(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*1(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*2(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*3(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*4(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*5(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*6(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*7(%rbp), %rax, %r14
  adcx %rax, %r13
  adox %rcx, %r14
  adc %rcx, %r14
  // u[9] (computed with u[8]); t[9, 17] += u[9] * m[0, 8)  (t[9] becomes 0)
  mov U+8*1(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*0(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*1(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*2(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*3(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*4(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*5(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*6(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*7(%rbp), %rax, %r15
  adcx %rax, %r14
  adox %rcx, %r15
  adc %rcx, %r15
  // u[10], u[11] by minv2 (t before this row); t[10, 18] += u[10] * m[0, 8)  (t[10] becomes 0)
  mov %r8, %rdx
  mulx %rdi, %rax, %rbx            // rax = u[10], rbx = hi(t[10] * m0inv)
  imul I1(%rsp), %rdx
  add %rbx, %rdx
  mov %r9, %rbx
  imul %rdi, %rbx
  add %rbx, %rdx                  // u[11] = hi + t[10] i1 + t[11] m0inv
  mov %rdx, U+8*3(%rsp)
  mov %rax, %rdx
  mov %rax, U+8*2(%rsp)
  xor %ecx, %ecx
  mulx 8*0(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*1(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*2(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*3(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*4(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*5(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*6(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*7(%rbp), %rax, %r8
  adcx %rax, %r15
  adox %rcx, %r8
  adc %rcx, %r8
  // u[11] (computed with u[10]); t[11, 19] += u[11] * m[0, 8)  (t[11] becomes 0)
  mov U+8*3(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*0(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*1(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*2(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*3(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*4(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*5(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*6(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*7(%rbp), %rax, %r9
  adcx %rax, %r8
  adox %rcx, %r9
  adc %rcx, %r9
  // u[12], u[13] by minv2 (t before this row); t[12, 20] += u[12] * m[0, 8)  (t[12] becomes 0)
  mov %r10, %rdx
  mulx %rdi, %rax, %rbx            // rax = u[12], rbx = hi(t[12] * m0inv)
  imul I1(%rsp), %rdx
  add %rbx, %rdx
  mov %r11, %rbx
  imul %rdi, %rbx
  add %rbx, %rdx                  // u[13] = hi + t[12] i1 + t[13] m0inv
  mov %rdx, U+8*5(%rsp)
  mov %rax, %rdx
  mov %rax, U+8*4(%rsp)
  xor %ecx, %ecx
  mulx 8*0(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*1(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*2(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*3(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*4(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*5(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*6(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*7(%rbp), %rax, %r10
  adcx %rax, %r9
  adox %rcx, %r10
  adc %rcx, %r10
  // u[13] (computed with u[12]); t[13, 21] += u[13] * m[0, 8)  (t[13] becomes 0)
  mov U+8*5(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*0(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*1(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*2(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*3(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*4(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*5(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*6(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*7(%rbp), %rax, %r11
  adcx %rax, %r10
  adox %rcx, %r11
  adc %rcx, %r11
  // u[14], u[15] by minv2 (t before this row); t[14, 22] += u[14] * m[0, 8)  (t[14] becomes 0)
  mov %r12, %rdx
  mulx %rdi, %rax, %rbx            // rax = u[14], rbx = hi(t[14] * m0inv)
  imul I1(%rsp), %rdx
  add %rbx, %rdx
  mov %r13, %rbx
  imul %rdi, %rbx
  add %rbx, %rdx                  // u[15] = hi + t[14] i1 + t[15] m0inv
  mov %rdx, U+8*7(%rsp)
  mov %rax, %rdx
  mov %rax, U+8*6(%rsp)
  xor %ecx, %ecx
  mulx 8*0(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*1(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*2(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*3(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*4(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*5(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*6(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*7(%rbp), %rax, %r12
  adcx %rax, %r11
  adox %rcx, %r12
  adc %rcx, %r12
  // u[15] (computed with u[14]); t[15, 23] += u[15] * m[0, 8)  (t[15] becomes 0)
  mov U+8*7(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*0(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*1(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*2(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*3(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*4(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*5(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*6(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*7(%rbp), %rax, %r13
  adcx %rax, %r12
  adox %rcx, %r13
  adc %rcx, %r13
  // phase B: window += t[16, 24); carry (position 24) in rsi
  add T+8*16(%rsp), %r14
  adc T+8*17(%rsp), %r15
  adc T+8*18(%rsp), %r8
  adc T+8*19(%rsp), %r9
  adc T+8*20(%rsp), %r10
  adc T+8*21(%rsp), %r11
  adc T+8*22(%rsp), %r12
  adc T+8*23(%rsp), %r13
  sbb %rsi, %rsi
  neg %rsi
  // t[16, 24] += u[8] * m[8, 16)
  mov U+8*0(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mov %r14, T+8*16(%rsp)
  mulx 8*9(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*10(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*11(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*12(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*13(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*14(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*15(%rbp), %rax, %r14
  adcx %rax, %r13
  adox %rcx, %r14
  adc %rcx, %r14
  // t[17, 25] += u[9] * m[8, 16)
  mov U+8*1(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mov %r15, T+8*17(%rsp)
  mulx 8*9(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*10(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*11(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*12(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*13(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*14(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*15(%rbp), %rax, %r15
  adcx %rax, %r14
  adox %rcx, %r15
  adc %rcx, %r15
  // t[18, 26] += u[10] * m[8, 16)
  mov U+8*2(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mov %r8, T+8*18(%rsp)
  mulx 8*9(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*10(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*11(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*12(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*13(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*14(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*15(%rbp), %rax, %r8
  adcx %rax, %r15
  adox %rcx, %r8
  adc %rcx, %r8
  // t[19, 27] += u[11] * m[8, 16)
  mov U+8*3(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mov %r9, T+8*19(%rsp)
  mulx 8*9(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*10(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*11(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*12(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*13(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*14(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*15(%rbp), %rax, %r9
  adcx %rax, %r8
  adox %rcx, %r9
  adc %rcx, %r9
  // t[20, 28] += u[12] * m[8, 16)
  mov U+8*4(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mov %r10, T+8*20(%rsp)
  mulx 8*9(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*10(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*11(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*12(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*13(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*14(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*15(%rbp), %rax, %r10
  adcx %rax, %r9
  adox %rcx, %r10
  adc %rcx, %r10
  // t[21, 29] += u[13] * m[8, 16)
  mov U+8*5(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mov %r11, T+8*21(%rsp)
  mulx 8*9(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*10(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*11(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*12(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*13(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*14(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*15(%rbp), %rax, %r11
  adcx %rax, %r10
  adox %rcx, %r11
  adc %rcx, %r11
  // t[22, 30] += u[14] * m[8, 16)
  mov U+8*6(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mov %r12, T+8*22(%rsp)
  mulx 8*9(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*10(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*11(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*12(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*13(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*14(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*15(%rbp), %rax, %r12
  adcx %rax, %r11
  adox %rcx, %r12
  adc %rcx, %r12
  // t[23, 31] += u[15] * m[8, 16)
  mov U+8*7(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mov %r13, T+8*23(%rsp)
  mulx 8*9(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*10(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*11(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*12(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*13(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*14(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*15(%rbp), %rax, %r13
  adcx %rax, %r12
  adox %rcx, %r13
  adc %rcx, %r13
  // chunk end: window (t[24, 32)) += t[24, 32) (CF) + carry + topc (OF)
  add TOPC(%rsp), %rsi            // s = carry + topc <= 2
  xor %ecx, %ecx                  // CAUTION: clears CF and OF
  adcx T+8*24(%rsp), %r14
  adox %rsi, %r14
  adcx T+8*25(%rsp), %r15
  adox %rcx, %r15
  adcx T+8*26(%rsp), %r8
  adox %rcx, %r8
  adcx T+8*27(%rsp), %r9
  adox %rcx, %r9
  adcx T+8*28(%rsp), %r10
  adox %rcx, %r10
  adcx T+8*29(%rsp), %r11
  adox %rcx, %r11
  adcx T+8*30(%rsp), %r12
  adox %rcx, %r12
  adcx T+8*31(%rsp), %r13
  adox %rcx, %r13
  mov $0, %esi
  adcx %rcx, %rsi
  adox %rcx, %rsi                 // topc = CF + OF <= 1
  mov %rsi, TOPC(%rsp)
  // ---- z = r - m unless that borrows; r = t[16, 24), window t[24, 32), topc ----
  mov ZP(%rsp), %rdi
  mov T+8*16(%rsp), %rax
  sub 8*0(%rbp), %rax
  mov %rax, 8*0(%rdi)
  mov T+8*17(%rsp), %rax
  sbb 8*1(%rbp), %rax
  mov %rax, 8*1(%rdi)
  mov T+8*18(%rsp), %rax
  sbb 8*2(%rbp), %rax
  mov %rax, 8*2(%rdi)
  mov T+8*19(%rsp), %rax
  sbb 8*3(%rbp), %rax
  mov %rax, 8*3(%rdi)
  mov T+8*20(%rsp), %rax
  sbb 8*4(%rbp), %rax
  mov %rax, 8*4(%rdi)
  mov T+8*21(%rsp), %rax
  sbb 8*5(%rbp), %rax
  mov %rax, 8*5(%rdi)
  mov T+8*22(%rsp), %rax
  sbb 8*6(%rbp), %rax
  mov %rax, 8*6(%rdi)
  mov T+8*23(%rsp), %rax
  sbb 8*7(%rbp), %rax
  mov %rax, 8*7(%rdi)
  mov %r14, %rax
  sbb 8*8(%rbp), %rax
  mov %rax, 8*8(%rdi)
  mov %r15, %rax
  sbb 8*9(%rbp), %rax
  mov %rax, 8*9(%rdi)
  mov %r8, %rax
  sbb 8*10(%rbp), %rax
  mov %rax, 8*10(%rdi)
  mov %r9, %rax
  sbb 8*11(%rbp), %rax
  mov %rax, 8*11(%rdi)
  mov %r10, %rax
  sbb 8*12(%rbp), %rax
  mov %rax, 8*12(%rdi)
  mov %r11, %rax
  sbb 8*13(%rbp), %rax
  mov %rax, 8*13(%rdi)
  mov %r12, %rax
  sbb 8*14(%rbp), %rax
  mov %rax, 8*14(%rdi)
  mov %r13, %rax
  sbb 8*15(%rbp), %rax
  mov %rax, 8*15(%rdi)
  mov TOPC(%rsp), %rdx
  sbb $0, %rdx                    // CF = 1 iff r < m
  sbb %rdx, %rdx                  // rdx = all ones iff r < m (keep r)
  mov 8*0(%rdi), %rax          // z_0 = keep ? r_0 : (r - m)_0
  mov T+8*16(%rsp), %rbx
  xor %rax, %rbx
  and %rdx, %rbx
  xor %rbx, %rax
  mov %rax, 8*0(%rdi)
  mov 8*1(%rdi), %rax          // z_1 = keep ? r_1 : (r - m)_1
  mov T+8*17(%rsp), %rbx
  xor %rax, %rbx
  and %rdx, %rbx
  xor %rbx, %rax
  mov %rax, 8*1(%rdi)
  mov 8*2(%rdi), %rax          // z_2 = keep ? r_2 : (r - m)_2
  mov T+8*18(%rsp), %rbx
  xor %rax, %rbx
  and %rdx, %rbx
  xor %rbx, %rax
  mov %rax, 8*2(%rdi)
  mov 8*3(%rdi), %rax          // z_3 = keep ? r_3 : (r - m)_3
  mov T+8*19(%rsp), %rbx
  xor %rax, %rbx
  and %rdx, %rbx
  xor %rbx, %rax
  mov %rax, 8*3(%rdi)
  mov 8*4(%rdi), %rax          // z_4 = keep ? r_4 : (r - m)_4
  mov T+8*20(%rsp), %rbx
  xor %rax, %rbx
  and %rdx, %rbx
  xor %rbx, %rax
  mov %rax, 8*4(%rdi)
  mov 8*5(%rdi), %rax          // z_5 = keep ? r_5 : (r - m)_5
  mov T+8*21(%rsp), %rbx
  xor %rax, %rbx
  and %rdx, %rbx
  xor %rbx, %rax
  mov %rax, 8*5(%rdi)
  mov 8*6(%rdi), %rax          // z_6 = keep ? r_6 : (r - m)_6
  mov T+8*22(%rsp), %rbx
  xor %rax, %rbx
  and %rdx, %rbx
  xor %rbx, %rax
  mov %rax, 8*6(%rdi)
  mov 8*7(%rdi), %rax          // z_7 = keep ? r_7 : (r - m)_7
  mov T+8*23(%rsp), %rbx
  xor %rax, %rbx
  and %rdx, %rbx
  xor %rbx, %rax
  mov %rax, 8*7(%rdi)
  mov 8*8(%rdi), %rax          // z_8 = keep ? r_8 : (r - m)_8
  mov %r14, %rbx
  xor %rax, %rbx
  and %rdx, %rbx
  xor %rbx, %rax
  mov %rax, 8*8(%rdi)
  mov 8*9(%rdi), %rax          // z_9 = keep ? r_9 : (r - m)_9
  mov %r15, %rbx
  xor %rax, %rbx
  and %rdx, %rbx
  xor %rbx, %rax
  mov %rax, 8*9(%rdi)
  mov 8*10(%rdi), %rax          // z_10 = keep ? r_10 : (r - m)_10
  mov %r8, %rbx
  xor %rax, %rbx
  and %rdx, %rbx
  xor %rbx, %rax
  mov %rax, 8*10(%rdi)
  mov 8*11(%rdi), %rax          // z_11 = keep ? r_11 : (r - m)_11
  mov %r9, %rbx
  xor %rax, %rbx
  and %rdx, %rbx
  xor %rbx, %rax
  mov %rax, 8*11(%rdi)
  mov 8*12(%rdi), %rax          // z_12 = keep ? r_12 : (r - m)_12
  mov %r10, %rbx
  xor %rax, %rbx
  and %rdx, %rbx
  xor %rbx, %rax
  mov %rax, 8*12(%rdi)
  mov 8*13(%rdi), %rax          // z_13 = keep ? r_13 : (r - m)_13
  mov %r11, %rbx
  xor %rax, %rbx
  and %rdx, %rbx
  xor %rbx, %rax
  mov %rax, 8*13(%rdi)
  mov 8*14(%rdi), %rax          // z_14 = keep ? r_14 : (r - m)_14
  mov %r12, %rbx
  xor %rax, %rbx
  and %rdx, %rbx
  xor %rbx, %rax
  mov %rax, 8*14(%rdi)
  mov 8*15(%rdi), %rax          // z_15 = keep ? r_15 : (r - m)_15
  mov %r13, %rbx
  xor %rax, %rbx
  and %rdx, %rbx
  xor %rbx, %rax
  mov %rax, 8*15(%rdi)
  add $FRAME, %rsp
  .cfi_adjust_cfa_offset -FRAME
  LIMB_POP_CALLEE
  ret
LIMB_END(limb_montSqr16_adx)

LIMB_ENTRY(limb_montMul16_adx)
  LIMB_PUSH_CALLEE
  sub $FRAME, %rsp
  .cfi_adjust_cfa_offset FRAME
  mov %rdi, ZP(%rsp)
  mov %rcx, %rbp                  // rbp = m
  mov %rdx, %rdi                  // rdi = y
  mov %r8, TOPC(%rsp)             // m0inv until the reduction
  // ---- t = x y, chunk 0: rows y_0..y_7 over x[0, 8) ----
  xor %r8, %r8
  xor %r9, %r9
  xor %r10, %r10
  xor %r11, %r11
  xor %r12, %r12
  xor %r13, %r13
  xor %r14, %r14
  xor %r15, %r15
  // t[0, 8] += y[0] * x[0, 8)
  mov 8*0(%rdi), %rdx
  xor %ecx, %ecx
  mulx 8*0(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mov %r8, T+8*0(%rsp)
  mulx 8*1(%rsi), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*2(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*3(%rsi), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*4(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*5(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*6(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*7(%rsi), %rax, %r8
  adcx %rax, %r15
  adox %rcx, %r8
  adc %rcx, %r8
  // t[1, 9] += y[1] * x[0, 8)
  mov 8*1(%rdi), %rdx
  xor %ecx, %ecx
  mulx 8*0(%rsi), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mov %r9, T+8*1(%rsp)
  mulx 8*1(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*2(%rsi), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*3(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*4(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*5(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*6(%rsi), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*7(%rsi), %rax, %r9
  adcx %rax, %r8
  adox %rcx, %r9
  adc %rcx, %r9
  // t[2, 10] += y[2] * x[0, 8)
  mov 8*2(%rdi), %rdx
  xor %ecx, %ecx
  mulx 8*0(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mov %r10, T+8*2(%rsp)
  mulx 8*1(%rsi), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*2(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*3(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*4(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*5(%rsi), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*6(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*7(%rsi), %rax, %r10
  adcx %rax, %r9
  adox %rcx, %r10
  adc %rcx, %r10
  // t[3, 11] += y[3] * x[0, 8)
  mov 8*3(%rdi), %rdx
  xor %ecx, %ecx
  mulx 8*0(%rsi), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mov %r11, T+8*3(%rsp)
  mulx 8*1(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*2(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*3(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*4(%rsi), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*5(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*6(%rsi), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*7(%rsi), %rax, %r11
  adcx %rax, %r10
  adox %rcx, %r11
  adc %rcx, %r11
  // t[4, 12] += y[4] * x[0, 8)
  mov 8*4(%rdi), %rdx
  xor %ecx, %ecx
  mulx 8*0(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mov %r12, T+8*4(%rsp)
  mulx 8*1(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*2(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*3(%rsi), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*4(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*5(%rsi), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*6(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*7(%rsi), %rax, %r12
  adcx %rax, %r11
  adox %rcx, %r12
  adc %rcx, %r12
  // t[5, 13] += y[5] * x[0, 8)
  mov 8*5(%rdi), %rdx
  xor %ecx, %ecx
  mulx 8*0(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mov %r13, T+8*5(%rsp)
  mulx 8*1(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*2(%rsi), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*3(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*4(%rsi), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*5(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*6(%rsi), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*7(%rsi), %rax, %r13
  adcx %rax, %r12
  adox %rcx, %r13
  adc %rcx, %r13
  // t[6, 14] += y[6] * x[0, 8)
  mov 8*6(%rdi), %rdx
  xor %ecx, %ecx
  mulx 8*0(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mov %r14, T+8*6(%rsp)
  mulx 8*1(%rsi), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*2(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*3(%rsi), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*4(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*5(%rsi), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*6(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*7(%rsi), %rax, %r14
  adcx %rax, %r13
  adox %rcx, %r14
  adc %rcx, %r14
  // t[7, 15] += y[7] * x[0, 8)
  mov 8*7(%rdi), %rdx
  xor %ecx, %ecx
  mulx 8*0(%rsi), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mov %r15, T+8*7(%rsp)
  mulx 8*1(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*2(%rsi), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*3(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*4(%rsi), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*5(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*6(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*7(%rsi), %rax, %r15
  adcx %rax, %r14
  adox %rcx, %r15
  adc %rcx, %r15
  // rows y_0..y_7 over x[8, 16) (t[8, 16) is still 0)
  // t[8, 16] += y[0] * x[8, 16)
  mov 8*0(%rdi), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mov %r8, T+8*8(%rsp)
  mulx 8*9(%rsi), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*10(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*11(%rsi), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*12(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*13(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*14(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*15(%rsi), %rax, %r8
  adcx %rax, %r15
  adox %rcx, %r8
  adc %rcx, %r8
  // t[9, 17] += y[1] * x[8, 16)
  mov 8*1(%rdi), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rsi), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mov %r9, T+8*9(%rsp)
  mulx 8*9(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*10(%rsi), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*11(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*12(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*13(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*14(%rsi), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*15(%rsi), %rax, %r9
  adcx %rax, %r8
  adox %rcx, %r9
  adc %rcx, %r9
  // t[10, 18] += y[2] * x[8, 16)
  mov 8*2(%rdi), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mov %r10, T+8*10(%rsp)
  mulx 8*9(%rsi), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*10(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*11(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*12(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*13(%rsi), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*14(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*15(%rsi), %rax, %r10
  adcx %rax, %r9
  adox %rcx, %r10
  adc %rcx, %r10
  // t[11, 19] += y[3] * x[8, 16)
  mov 8*3(%rdi), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rsi), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mov %r11, T+8*11(%rsp)
  mulx 8*9(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*10(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*11(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*12(%rsi), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*13(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*14(%rsi), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*15(%rsi), %rax, %r11
  adcx %rax, %r10
  adox %rcx, %r11
  adc %rcx, %r11
  // t[12, 20] += y[4] * x[8, 16)
  mov 8*4(%rdi), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mov %r12, T+8*12(%rsp)
  mulx 8*9(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*10(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*11(%rsi), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*12(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*13(%rsi), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*14(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*15(%rsi), %rax, %r12
  adcx %rax, %r11
  adox %rcx, %r12
  adc %rcx, %r12
  // t[13, 21] += y[5] * x[8, 16)
  mov 8*5(%rdi), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mov %r13, T+8*13(%rsp)
  mulx 8*9(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*10(%rsi), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*11(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*12(%rsi), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*13(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*14(%rsi), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*15(%rsi), %rax, %r13
  adcx %rax, %r12
  adox %rcx, %r13
  adc %rcx, %r13
  // t[14, 22] += y[6] * x[8, 16)
  mov 8*6(%rdi), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mov %r14, T+8*14(%rsp)
  mulx 8*9(%rsi), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*10(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*11(%rsi), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*12(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*13(%rsi), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*14(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*15(%rsi), %rax, %r14
  adcx %rax, %r13
  adox %rcx, %r14
  adc %rcx, %r14
  // t[15, 23] += y[7] * x[8, 16)
  mov 8*7(%rdi), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rsi), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mov %r15, T+8*15(%rsp)
  mulx 8*9(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*10(%rsi), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*11(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*12(%rsi), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*13(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*14(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*15(%rsi), %rax, %r15
  adcx %rax, %r14
  adox %rcx, %r15
  adc %rcx, %r15
  mov %r8, T+8*16(%rsp)
  mov %r9, T+8*17(%rsp)
  mov %r10, T+8*18(%rsp)
  mov %r11, T+8*19(%rsp)
  mov %r12, T+8*20(%rsp)
  mov %r13, T+8*21(%rsp)
  mov %r14, T+8*22(%rsp)
  mov %r15, T+8*23(%rsp)
  // ---- chunk 1: rows y_8..y_15 over x[0, 8) on t[8, 16) ----
  mov T+8*8(%rsp), %r8
  mov T+8*9(%rsp), %r9
  mov T+8*10(%rsp), %r10
  mov T+8*11(%rsp), %r11
  mov T+8*12(%rsp), %r12
  mov T+8*13(%rsp), %r13
  mov T+8*14(%rsp), %r14
  mov T+8*15(%rsp), %r15
  // t[8, 16] += y[8] * x[0, 8)
  mov 8*8(%rdi), %rdx
  xor %ecx, %ecx
  mulx 8*0(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mov %r8, T+8*8(%rsp)
  mulx 8*1(%rsi), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*2(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*3(%rsi), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*4(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*5(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*6(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*7(%rsi), %rax, %r8
  adcx %rax, %r15
  adox %rcx, %r8
  adc %rcx, %r8
  // t[9, 17] += y[9] * x[0, 8)
  mov 8*9(%rdi), %rdx
  xor %ecx, %ecx
  mulx 8*0(%rsi), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mov %r9, T+8*9(%rsp)
  mulx 8*1(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*2(%rsi), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*3(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*4(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*5(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*6(%rsi), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*7(%rsi), %rax, %r9
  adcx %rax, %r8
  adox %rcx, %r9
  adc %rcx, %r9
  // t[10, 18] += y[10] * x[0, 8)
  mov 8*10(%rdi), %rdx
  xor %ecx, %ecx
  mulx 8*0(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mov %r10, T+8*10(%rsp)
  mulx 8*1(%rsi), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*2(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*3(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*4(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*5(%rsi), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*6(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*7(%rsi), %rax, %r10
  adcx %rax, %r9
  adox %rcx, %r10
  adc %rcx, %r10
  // t[11, 19] += y[11] * x[0, 8)
  mov 8*11(%rdi), %rdx
  xor %ecx, %ecx
  mulx 8*0(%rsi), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mov %r11, T+8*11(%rsp)
  mulx 8*1(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*2(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*3(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*4(%rsi), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*5(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*6(%rsi), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*7(%rsi), %rax, %r11
  adcx %rax, %r10
  adox %rcx, %r11
  adc %rcx, %r11
  // t[12, 20] += y[12] * x[0, 8)
  mov 8*12(%rdi), %rdx
  xor %ecx, %ecx
  mulx 8*0(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mov %r12, T+8*12(%rsp)
  mulx 8*1(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*2(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*3(%rsi), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*4(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*5(%rsi), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*6(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*7(%rsi), %rax, %r12
  adcx %rax, %r11
  adox %rcx, %r12
  adc %rcx, %r12
  // t[13, 21] += y[13] * x[0, 8)
  mov 8*13(%rdi), %rdx
  xor %ecx, %ecx
  mulx 8*0(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mov %r13, T+8*13(%rsp)
  mulx 8*1(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*2(%rsi), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*3(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*4(%rsi), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*5(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*6(%rsi), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*7(%rsi), %rax, %r13
  adcx %rax, %r12
  adox %rcx, %r13
  adc %rcx, %r13
  // t[14, 22] += y[14] * x[0, 8)
  mov 8*14(%rdi), %rdx
  xor %ecx, %ecx
  mulx 8*0(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mov %r14, T+8*14(%rsp)
  mulx 8*1(%rsi), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*2(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*3(%rsi), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*4(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*5(%rsi), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*6(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*7(%rsi), %rax, %r14
  adcx %rax, %r13
  adox %rcx, %r14
  adc %rcx, %r14
  // t[15, 23] += y[15] * x[0, 8)
  mov 8*15(%rdi), %rdx
  xor %ecx, %ecx
  mulx 8*0(%rsi), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mov %r15, T+8*15(%rsp)
  mulx 8*1(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*2(%rsi), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*3(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*4(%rsi), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*5(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*6(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*7(%rsi), %rax, %r15
  adcx %rax, %r14
  adox %rcx, %r15
  adc %rcx, %r15
  // t[16, 24) += the window; carry (position 24) in rbx
  add T+8*16(%rsp), %r8
  adc T+8*17(%rsp), %r9
  adc T+8*18(%rsp), %r10
  adc T+8*19(%rsp), %r11
  adc T+8*20(%rsp), %r12
  adc T+8*21(%rsp), %r13
  adc T+8*22(%rsp), %r14
  adc T+8*23(%rsp), %r15
  sbb %rbx, %rbx
  neg %rbx
  mov %rbx, U(%rsp)
  // t[16, 24] += y[8] * x[8, 16)
  mov 8*8(%rdi), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mov %r8, T+8*16(%rsp)
  mulx 8*9(%rsi), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*10(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*11(%rsi), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*12(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*13(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*14(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*15(%rsi), %rax, %r8
  adcx %rax, %r15
  adox %rcx, %r8
  adc %rcx, %r8
  // t[17, 25] += y[9] * x[8, 16)
  mov 8*9(%rdi), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rsi), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mov %r9, T+8*17(%rsp)
  mulx 8*9(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*10(%rsi), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*11(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*12(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*13(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*14(%rsi), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*15(%rsi), %rax, %r9
  adcx %rax, %r8
  adox %rcx, %r9
  adc %rcx, %r9
  // t[18, 26] += y[10] * x[8, 16)
  mov 8*10(%rdi), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mov %r10, T+8*18(%rsp)
  mulx 8*9(%rsi), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*10(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*11(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*12(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*13(%rsi), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*14(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*15(%rsi), %rax, %r10
  adcx %rax, %r9
  adox %rcx, %r10
  adc %rcx, %r10
  // t[19, 27] += y[11] * x[8, 16)
  mov 8*11(%rdi), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rsi), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mov %r11, T+8*19(%rsp)
  mulx 8*9(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*10(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*11(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*12(%rsi), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*13(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*14(%rsi), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*15(%rsi), %rax, %r11
  adcx %rax, %r10
  adox %rcx, %r11
  adc %rcx, %r11
  // t[20, 28] += y[12] * x[8, 16)
  mov 8*12(%rdi), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mov %r12, T+8*20(%rsp)
  mulx 8*9(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*10(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*11(%rsi), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*12(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*13(%rsi), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*14(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*15(%rsi), %rax, %r12
  adcx %rax, %r11
  adox %rcx, %r12
  adc %rcx, %r12
  // t[21, 29] += y[13] * x[8, 16)
  mov 8*13(%rdi), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mov %r13, T+8*21(%rsp)
  mulx 8*9(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*10(%rsi), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*11(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*12(%rsi), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*13(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*14(%rsi), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*15(%rsi), %rax, %r13
  adcx %rax, %r12
  adox %rcx, %r13
  adc %rcx, %r13
  // t[22, 30] += y[14] * x[8, 16)
  mov 8*14(%rdi), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rsi), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mov %r14, T+8*22(%rsp)
  mulx 8*9(%rsi), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*10(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*11(%rsi), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*12(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*13(%rsi), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*14(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*15(%rsi), %rax, %r14
  adcx %rax, %r13
  adox %rcx, %r14
  adc %rcx, %r14
  // t[23, 31] += y[15] * x[8, 16)
  mov 8*15(%rdi), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rsi), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mov %r15, T+8*23(%rsp)
  mulx 8*9(%rsi), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*10(%rsi), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*11(%rsi), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*12(%rsi), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*13(%rsi), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*14(%rsi), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*15(%rsi), %rax, %r15
  adcx %rax, %r14
  adox %rcx, %r15
  adc %rcx, %r15
  // window t[24, 32) += carry at 24; x y < B^32, so no carry leaves
  add U(%rsp), %r8
  adc $0, %r9
  adc $0, %r10
  adc $0, %r11
  adc $0, %r12
  adc $0, %r13
  adc $0, %r14
  adc $0, %r15
  mov %r8, T+8*24(%rsp)
  mov %r9, T+8*25(%rsp)
  mov %r10, T+8*26(%rsp)
  mov %r11, T+8*27(%rsp)
  mov %r12, T+8*28(%rsp)
  mov %r13, T+8*29(%rsp)
  mov %r14, T+8*30(%rsp)
  mov %r15, T+8*31(%rsp)
  mov TOPC(%rsp), %rdi            // rdi = m0inv
  mov %rdi, %rdx                  // i1 = (hi(m0 m0inv) + 1 + m1 m0inv) m0inv
  mulx 8*0(%rbp), %rax, %rbx      //   (minv2 = m0inv + i1 B = -m^(-1) mod B^2)
  mov 8*1(%rbp), %rax
  imul %rdi, %rax
  lea 1(%rax,%rbx), %rax
  imul %rdi, %rax
  mov %rax, I1(%rsp)
  movq $0, TOPC(%rsp)
  // ---- reduction chunk 0: u_0..u_7 ----
  mov T+8*0(%rsp), %r8
  mov T+8*1(%rsp), %r9
  mov T+8*2(%rsp), %r10
  mov T+8*3(%rsp), %r11
  mov T+8*4(%rsp), %r12
  mov T+8*5(%rsp), %r13
  mov T+8*6(%rsp), %r14
  mov T+8*7(%rsp), %r15
  // u[0], u[1] by minv2 (t before this row); t[0, 8] += u[0] * m[0, 8)  (t[0] becomes 0)
  mov %r8, %rdx
  mulx %rdi, %rax, %rbx            // rax = u[0], rbx = hi(t[0] * m0inv)
  imul I1(%rsp), %rdx
  add %rbx, %rdx
  mov %r9, %rbx
  imul %rdi, %rbx
  add %rbx, %rdx                  // u[1] = hi + t[0] i1 + t[1] m0inv
  mov %rdx, U+8*1(%rsp)
  mov %rax, %rdx
  mov %rax, U+8*0(%rsp)
  xor %ecx, %ecx
  mulx 8*0(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*1(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*2(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*3(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*4(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*5(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*6(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*7(%rbp), %rax, %r8
  adcx %rax, %r15
  adox %rcx, %r8
  adc %rcx, %r8
  // u[1] (computed with u[0]); t[1, 9] += u[1] * m[0, 8)  (t[1] becomes 0)
  mov U+8*1(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*0(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*1(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*2(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*3(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*4(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*5(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*6(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*7(%rbp), %rax, %r9
  adcx %rax, %r8
  adox %rcx, %r9
  adc %rcx, %r9
  // u[2], u[3] by minv2 (t before this row); t[2, 10] += u[2] * m[0, 8)  (t[2] becomes 0)
  mov %r10, %rdx
  mulx %rdi, %rax, %rbx            // rax = u[2], rbx = hi(t[2] * m0inv)
  imul I1(%rsp), %rdx
  add %rbx, %rdx
  mov %r11, %rbx
  imul %rdi, %rbx
  add %rbx, %rdx                  // u[3] = hi + t[2] i1 + t[3] m0inv
  mov %rdx, U+8*3(%rsp)
  mov %rax, %rdx
  mov %rax, U+8*2(%rsp)
  xor %ecx, %ecx
  mulx 8*0(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*1(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*2(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*3(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*4(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*5(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*6(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*7(%rbp), %rax, %r10
  adcx %rax, %r9
  adox %rcx, %r10
  adc %rcx, %r10
  // u[3] (computed with u[2]); t[3, 11] += u[3] * m[0, 8)  (t[3] becomes 0)
  mov U+8*3(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*0(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*1(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*2(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*3(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*4(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*5(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*6(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*7(%rbp), %rax, %r11
  adcx %rax, %r10
  adox %rcx, %r11
  adc %rcx, %r11
  // u[4], u[5] by minv2 (t before this row); t[4, 12] += u[4] * m[0, 8)  (t[4] becomes 0)
  mov %r12, %rdx
  mulx %rdi, %rax, %rbx            // rax = u[4], rbx = hi(t[4] * m0inv)
  imul I1(%rsp), %rdx
  add %rbx, %rdx
  mov %r13, %rbx
  imul %rdi, %rbx
  add %rbx, %rdx                  // u[5] = hi + t[4] i1 + t[5] m0inv
  mov %rdx, U+8*5(%rsp)
  mov %rax, %rdx
  mov %rax, U+8*4(%rsp)
  xor %ecx, %ecx
  mulx 8*0(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*1(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*2(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*3(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*4(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*5(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*6(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*7(%rbp), %rax, %r12
  adcx %rax, %r11
  adox %rcx, %r12
  adc %rcx, %r12
  // u[5] (computed with u[4]); t[5, 13] += u[5] * m[0, 8)  (t[5] becomes 0)
  mov U+8*5(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*0(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*1(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*2(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*3(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*4(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*5(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*6(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*7(%rbp), %rax, %r13
  adcx %rax, %r12
  adox %rcx, %r13
  adc %rcx, %r13
  // u[6], u[7] by minv2 (t before this row); t[6, 14] += u[6] * m[0, 8)  (t[6] becomes 0)
  mov %r14, %rdx
  mulx %rdi, %rax, %rbx            // rax = u[6], rbx = hi(t[6] * m0inv)
  imul I1(%rsp), %rdx
  add %rbx, %rdx
  mov %r15, %rbx
  imul %rdi, %rbx
  add %rbx, %rdx                  // u[7] = hi + t[6] i1 + t[7] m0inv
  mov %rdx, U+8*7(%rsp)
  mov %rax, %rdx
  mov %rax, U+8*6(%rsp)
  xor %ecx, %ecx
  mulx 8*0(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*1(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*2(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*3(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*4(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*5(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*6(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*7(%rbp), %rax, %r14
  adcx %rax, %r13
  adox %rcx, %r14
  adc %rcx, %r14
  // u[7] (computed with u[6]); t[7, 15] += u[7] * m[0, 8)  (t[7] becomes 0)
  mov U+8*7(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*0(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*1(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*2(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*3(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*4(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*5(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*6(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*7(%rbp), %rax, %r15
  adcx %rax, %r14
  adox %rcx, %r15
  adc %rcx, %r15
  // phase B: window += t[8, 16); carry (position 16) in rsi
  add T+8*8(%rsp), %r8
  adc T+8*9(%rsp), %r9
  adc T+8*10(%rsp), %r10
  adc T+8*11(%rsp), %r11
  adc T+8*12(%rsp), %r12
  adc T+8*13(%rsp), %r13
  adc T+8*14(%rsp), %r14
  adc T+8*15(%rsp), %r15
  sbb %rsi, %rsi
  neg %rsi
  // t[8, 16] += u[0] * m[8, 16)
  mov U+8*0(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mov %r8, T+8*8(%rsp)
  mulx 8*9(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*10(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*11(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*12(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*13(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*14(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*15(%rbp), %rax, %r8
  adcx %rax, %r15
  adox %rcx, %r8
  adc %rcx, %r8
  // t[9, 17] += u[1] * m[8, 16)
  mov U+8*1(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mov %r9, T+8*9(%rsp)
  mulx 8*9(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*10(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*11(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*12(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*13(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*14(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*15(%rbp), %rax, %r9
  adcx %rax, %r8
  adox %rcx, %r9
  adc %rcx, %r9
  // t[10, 18] += u[2] * m[8, 16)
  mov U+8*2(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mov %r10, T+8*10(%rsp)
  mulx 8*9(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*10(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*11(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*12(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*13(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*14(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*15(%rbp), %rax, %r10
  adcx %rax, %r9
  adox %rcx, %r10
  adc %rcx, %r10
  // t[11, 19] += u[3] * m[8, 16)
  mov U+8*3(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mov %r11, T+8*11(%rsp)
  mulx 8*9(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*10(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*11(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*12(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*13(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*14(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*15(%rbp), %rax, %r11
  adcx %rax, %r10
  adox %rcx, %r11
  adc %rcx, %r11
  // t[12, 20] += u[4] * m[8, 16)
  mov U+8*4(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mov %r12, T+8*12(%rsp)
  mulx 8*9(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*10(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*11(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*12(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*13(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*14(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*15(%rbp), %rax, %r12
  adcx %rax, %r11
  adox %rcx, %r12
  adc %rcx, %r12
  // t[13, 21] += u[5] * m[8, 16)
  mov U+8*5(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mov %r13, T+8*13(%rsp)
  mulx 8*9(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*10(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*11(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*12(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*13(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*14(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*15(%rbp), %rax, %r13
  adcx %rax, %r12
  adox %rcx, %r13
  adc %rcx, %r13
  // t[14, 22] += u[6] * m[8, 16)
  mov U+8*6(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mov %r14, T+8*14(%rsp)
  mulx 8*9(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*10(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*11(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*12(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*13(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*14(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*15(%rbp), %rax, %r14
  adcx %rax, %r13
  adox %rcx, %r14
  adc %rcx, %r14
  // t[15, 23] += u[7] * m[8, 16)
  mov U+8*7(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mov %r15, T+8*15(%rsp)
  mulx 8*9(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*10(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*11(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*12(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*13(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*14(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*15(%rbp), %rax, %r15
  adcx %rax, %r14
  adox %rcx, %r15
  adc %rcx, %r15
  // chunk end: window (t[16, 24)) += t[16, 24) (CF) + carry + topc (OF)
  add TOPC(%rsp), %rsi            // s = carry + topc <= 2
  xor %ecx, %ecx                  // CAUTION: clears CF and OF
  adcx T+8*16(%rsp), %r8
  adox %rsi, %r8
  adcx T+8*17(%rsp), %r9
  adox %rcx, %r9
  adcx T+8*18(%rsp), %r10
  adox %rcx, %r10
  adcx T+8*19(%rsp), %r11
  adox %rcx, %r11
  adcx T+8*20(%rsp), %r12
  adox %rcx, %r12
  adcx T+8*21(%rsp), %r13
  adox %rcx, %r13
  adcx T+8*22(%rsp), %r14
  adox %rcx, %r14
  adcx T+8*23(%rsp), %r15
  adox %rcx, %r15
  mov $0, %esi
  adcx %rcx, %rsi
  adox %rcx, %rsi                 // topc = CF + OF <= 1
  mov %rsi, TOPC(%rsp)
  mov %r8, T+8*16(%rsp)
  mov %r9, T+8*17(%rsp)
  mov %r10, T+8*18(%rsp)
  mov %r11, T+8*19(%rsp)
  mov %r12, T+8*20(%rsp)
  mov %r13, T+8*21(%rsp)
  mov %r14, T+8*22(%rsp)
  mov %r15, T+8*23(%rsp)
  // ---- reduction chunk 1: u_8..u_15 ----
  mov T+8*8(%rsp), %r8
  mov T+8*9(%rsp), %r9
  mov T+8*10(%rsp), %r10
  mov T+8*11(%rsp), %r11
  mov T+8*12(%rsp), %r12
  mov T+8*13(%rsp), %r13
  mov T+8*14(%rsp), %r14
  mov T+8*15(%rsp), %r15
  // u[8], u[9] by minv2 (t before this row); t[8, 16] += u[8] * m[0, 8)  (t[8] becomes 0)
  mov %r8, %rdx
  mulx %rdi, %rax, %rbx            // rax = u[8], rbx = hi(t[8] * m0inv)
  imul I1(%rsp), %rdx
  add %rbx, %rdx
  mov %r9, %rbx
  imul %rdi, %rbx
  add %rbx, %rdx                  // u[9] = hi + t[8] i1 + t[9] m0inv
  mov %rdx, U+8*1(%rsp)
  mov %rax, %rdx
  mov %rax, U+8*0(%rsp)
  xor %ecx, %ecx
  mulx 8*0(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*1(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*2(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*3(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*4(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*5(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*6(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*7(%rbp), %rax, %r8
  adcx %rax, %r15
  adox %rcx, %r8
  adc %rcx, %r8
  // u[9] (computed with u[8]); t[9, 17] += u[9] * m[0, 8)  (t[9] becomes 0)
  mov U+8*1(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*0(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*1(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*2(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*3(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*4(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*5(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*6(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*7(%rbp), %rax, %r9
  adcx %rax, %r8
  adox %rcx, %r9
  adc %rcx, %r9
  // u[10], u[11] by minv2 (t before this row); t[10, 18] += u[10] * m[0, 8)  (t[10] becomes 0)
  mov %r10, %rdx
  mulx %rdi, %rax, %rbx            // rax = u[10], rbx = hi(t[10] * m0inv)
  imul I1(%rsp), %rdx
  add %rbx, %rdx
  mov %r11, %rbx
  imul %rdi, %rbx
  add %rbx, %rdx                  // u[11] = hi + t[10] i1 + t[11] m0inv
  mov %rdx, U+8*3(%rsp)
  mov %rax, %rdx
  mov %rax, U+8*2(%rsp)
  xor %ecx, %ecx
  mulx 8*0(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*1(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*2(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*3(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*4(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*5(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*6(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*7(%rbp), %rax, %r10
  adcx %rax, %r9
  adox %rcx, %r10
  adc %rcx, %r10
  // u[11] (computed with u[10]); t[11, 19] += u[11] * m[0, 8)  (t[11] becomes 0)
  mov U+8*3(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*0(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*1(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*2(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*3(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*4(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*5(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*6(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*7(%rbp), %rax, %r11
  adcx %rax, %r10
  adox %rcx, %r11
  adc %rcx, %r11
  // u[12], u[13] by minv2 (t before this row); t[12, 20] += u[12] * m[0, 8)  (t[12] becomes 0)
  mov %r12, %rdx
  mulx %rdi, %rax, %rbx            // rax = u[12], rbx = hi(t[12] * m0inv)
  imul I1(%rsp), %rdx
  add %rbx, %rdx
  mov %r13, %rbx
  imul %rdi, %rbx
  add %rbx, %rdx                  // u[13] = hi + t[12] i1 + t[13] m0inv
  mov %rdx, U+8*5(%rsp)
  mov %rax, %rdx
  mov %rax, U+8*4(%rsp)
  xor %ecx, %ecx
  mulx 8*0(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*1(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*2(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*3(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*4(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*5(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*6(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*7(%rbp), %rax, %r12
  adcx %rax, %r11
  adox %rcx, %r12
  adc %rcx, %r12
  // u[13] (computed with u[12]); t[13, 21] += u[13] * m[0, 8)  (t[13] becomes 0)
  mov U+8*5(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*0(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*1(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*2(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*3(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*4(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*5(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*6(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*7(%rbp), %rax, %r13
  adcx %rax, %r12
  adox %rcx, %r13
  adc %rcx, %r13
  // u[14], u[15] by minv2 (t before this row); t[14, 22] += u[14] * m[0, 8)  (t[14] becomes 0)
  mov %r14, %rdx
  mulx %rdi, %rax, %rbx            // rax = u[14], rbx = hi(t[14] * m0inv)
  imul I1(%rsp), %rdx
  add %rbx, %rdx
  mov %r15, %rbx
  imul %rdi, %rbx
  add %rbx, %rdx                  // u[15] = hi + t[14] i1 + t[15] m0inv
  mov %rdx, U+8*7(%rsp)
  mov %rax, %rdx
  mov %rax, U+8*6(%rsp)
  xor %ecx, %ecx
  mulx 8*0(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*1(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*2(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*3(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*4(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*5(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*6(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*7(%rbp), %rax, %r14
  adcx %rax, %r13
  adox %rcx, %r14
  adc %rcx, %r14
  // u[15] (computed with u[14]); t[15, 23] += u[15] * m[0, 8)  (t[15] becomes 0)
  mov U+8*7(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*0(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*1(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*2(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*3(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*4(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*5(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*6(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*7(%rbp), %rax, %r15
  adcx %rax, %r14
  adox %rcx, %r15
  adc %rcx, %r15
  // phase B: window += t[16, 24); carry (position 24) in rsi
  add T+8*16(%rsp), %r8
  adc T+8*17(%rsp), %r9
  adc T+8*18(%rsp), %r10
  adc T+8*19(%rsp), %r11
  adc T+8*20(%rsp), %r12
  adc T+8*21(%rsp), %r13
  adc T+8*22(%rsp), %r14
  adc T+8*23(%rsp), %r15
  sbb %rsi, %rsi
  neg %rsi
  // t[16, 24] += u[8] * m[8, 16)
  mov U+8*0(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mov %r8, T+8*16(%rsp)
  mulx 8*9(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*10(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*11(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*12(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*13(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*14(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*15(%rbp), %rax, %r8
  adcx %rax, %r15
  adox %rcx, %r8
  adc %rcx, %r8
  // t[17, 25] += u[9] * m[8, 16)
  mov U+8*1(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mov %r9, T+8*17(%rsp)
  mulx 8*9(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*10(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*11(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*12(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*13(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*14(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*15(%rbp), %rax, %r9
  adcx %rax, %r8
  adox %rcx, %r9
  adc %rcx, %r9
  // t[18, 26] += u[10] * m[8, 16)
  mov U+8*2(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mov %r10, T+8*18(%rsp)
  mulx 8*9(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*10(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*11(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*12(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*13(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*14(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*15(%rbp), %rax, %r10
  adcx %rax, %r9
  adox %rcx, %r10
  adc %rcx, %r10
  // t[19, 27] += u[11] * m[8, 16)
  mov U+8*3(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mov %r11, T+8*19(%rsp)
  mulx 8*9(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*10(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*11(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*12(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*13(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*14(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*15(%rbp), %rax, %r11
  adcx %rax, %r10
  adox %rcx, %r11
  adc %rcx, %r11
  // t[20, 28] += u[12] * m[8, 16)
  mov U+8*4(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mov %r12, T+8*20(%rsp)
  mulx 8*9(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*10(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*11(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*12(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*13(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*14(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*15(%rbp), %rax, %r12
  adcx %rax, %r11
  adox %rcx, %r12
  adc %rcx, %r12
  // t[21, 29] += u[13] * m[8, 16)
  mov U+8*5(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mov %r13, T+8*21(%rsp)
  mulx 8*9(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mulx 8*10(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*11(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*12(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*13(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*14(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*15(%rbp), %rax, %r13
  adcx %rax, %r12
  adox %rcx, %r13
  adc %rcx, %r13
  // t[22, 30] += u[14] * m[8, 16)
  mov U+8*6(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rbp), %rax, %rbx
  adcx %rax, %r14
  adox %rbx, %r15
  mov %r14, T+8*22(%rsp)
  mulx 8*9(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mulx 8*10(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*11(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*12(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*13(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*14(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*15(%rbp), %rax, %r14
  adcx %rax, %r13
  adox %rcx, %r14
  adc %rcx, %r14
  // t[23, 31] += u[15] * m[8, 16)
  mov U+8*7(%rsp), %rdx
  xor %ecx, %ecx
  mulx 8*8(%rbp), %rax, %rbx
  adcx %rax, %r15
  adox %rbx, %r8
  mov %r15, T+8*23(%rsp)
  mulx 8*9(%rbp), %rax, %rbx
  adcx %rax, %r8
  adox %rbx, %r9
  mulx 8*10(%rbp), %rax, %rbx
  adcx %rax, %r9
  adox %rbx, %r10
  mulx 8*11(%rbp), %rax, %rbx
  adcx %rax, %r10
  adox %rbx, %r11
  mulx 8*12(%rbp), %rax, %rbx
  adcx %rax, %r11
  adox %rbx, %r12
  mulx 8*13(%rbp), %rax, %rbx
  adcx %rax, %r12
  adox %rbx, %r13
  mulx 8*14(%rbp), %rax, %rbx
  adcx %rax, %r13
  adox %rbx, %r14
  mulx 8*15(%rbp), %rax, %r15
  adcx %rax, %r14
  adox %rcx, %r15
  adc %rcx, %r15
  // chunk end: window (t[24, 32)) += t[24, 32) (CF) + carry + topc (OF)
  add TOPC(%rsp), %rsi            // s = carry + topc <= 2
  xor %ecx, %ecx                  // CAUTION: clears CF and OF
  adcx T+8*24(%rsp), %r8
  adox %rsi, %r8
  adcx T+8*25(%rsp), %r9
  adox %rcx, %r9
  adcx T+8*26(%rsp), %r10
  adox %rcx, %r10
  adcx T+8*27(%rsp), %r11
  adox %rcx, %r11
  adcx T+8*28(%rsp), %r12
  adox %rcx, %r12
  adcx T+8*29(%rsp), %r13
  adox %rcx, %r13
  adcx T+8*30(%rsp), %r14
  adox %rcx, %r14
  adcx T+8*31(%rsp), %r15
  adox %rcx, %r15
  mov $0, %esi
  adcx %rcx, %rsi
  adox %rcx, %rsi                 // topc = CF + OF <= 1
  mov %rsi, TOPC(%rsp)
  // ---- z = r - m unless that borrows; r = t[16, 24), window t[24, 32), topc ----
  mov ZP(%rsp), %rdi
  mov T+8*16(%rsp), %rax
  sub 8*0(%rbp), %rax
  mov %rax, 8*0(%rdi)
  mov T+8*17(%rsp), %rax
  sbb 8*1(%rbp), %rax
  mov %rax, 8*1(%rdi)
  mov T+8*18(%rsp), %rax
  sbb 8*2(%rbp), %rax
  mov %rax, 8*2(%rdi)
  mov T+8*19(%rsp), %rax
  sbb 8*3(%rbp), %rax
  mov %rax, 8*3(%rdi)
  mov T+8*20(%rsp), %rax
  sbb 8*4(%rbp), %rax
  mov %rax, 8*4(%rdi)
  mov T+8*21(%rsp), %rax
  sbb 8*5(%rbp), %rax
  mov %rax, 8*5(%rdi)
  mov T+8*22(%rsp), %rax
  sbb 8*6(%rbp), %rax
  mov %rax, 8*6(%rdi)
  mov T+8*23(%rsp), %rax
  sbb 8*7(%rbp), %rax
  mov %rax, 8*7(%rdi)
  mov %r8, %rax
  sbb 8*8(%rbp), %rax
  mov %rax, 8*8(%rdi)
  mov %r9, %rax
  sbb 8*9(%rbp), %rax
  mov %rax, 8*9(%rdi)
  mov %r10, %rax
  sbb 8*10(%rbp), %rax
  mov %rax, 8*10(%rdi)
  mov %r11, %rax
  sbb 8*11(%rbp), %rax
  mov %rax, 8*11(%rdi)
  mov %r12, %rax
  sbb 8*12(%rbp), %rax
  mov %rax, 8*12(%rdi)
  mov %r13, %rax
  sbb 8*13(%rbp), %rax
  mov %rax, 8*13(%rdi)
  mov %r14, %rax
  sbb 8*14(%rbp), %rax
  mov %rax, 8*14(%rdi)
  mov %r15, %rax
  sbb 8*15(%rbp), %rax
  mov %rax, 8*15(%rdi)
  mov TOPC(%rsp), %rdx
  sbb $0, %rdx                    // CF = 1 iff r < m
  sbb %rdx, %rdx                  // rdx = all ones iff r < m (keep r)
  mov 8*0(%rdi), %rax          // z_0 = keep ? r_0 : (r - m)_0
  mov T+8*16(%rsp), %rbx
  xor %rax, %rbx
  and %rdx, %rbx
  xor %rbx, %rax
  mov %rax, 8*0(%rdi)
  mov 8*1(%rdi), %rax          // z_1 = keep ? r_1 : (r - m)_1
  mov T+8*17(%rsp), %rbx
  xor %rax, %rbx
  and %rdx, %rbx
  xor %rbx, %rax
  mov %rax, 8*1(%rdi)
  mov 8*2(%rdi), %rax          // z_2 = keep ? r_2 : (r - m)_2
  mov T+8*18(%rsp), %rbx
  xor %rax, %rbx
  and %rdx, %rbx
  xor %rbx, %rax
  mov %rax, 8*2(%rdi)
  mov 8*3(%rdi), %rax          // z_3 = keep ? r_3 : (r - m)_3
  mov T+8*19(%rsp), %rbx
  xor %rax, %rbx
  and %rdx, %rbx
  xor %rbx, %rax
  mov %rax, 8*3(%rdi)
  mov 8*4(%rdi), %rax          // z_4 = keep ? r_4 : (r - m)_4
  mov T+8*20(%rsp), %rbx
  xor %rax, %rbx
  and %rdx, %rbx
  xor %rbx, %rax
  mov %rax, 8*4(%rdi)
  mov 8*5(%rdi), %rax          // z_5 = keep ? r_5 : (r - m)_5
  mov T+8*21(%rsp), %rbx
  xor %rax, %rbx
  and %rdx, %rbx
  xor %rbx, %rax
  mov %rax, 8*5(%rdi)
  mov 8*6(%rdi), %rax          // z_6 = keep ? r_6 : (r - m)_6
  mov T+8*22(%rsp), %rbx
  xor %rax, %rbx
  and %rdx, %rbx
  xor %rbx, %rax
  mov %rax, 8*6(%rdi)
  mov 8*7(%rdi), %rax          // z_7 = keep ? r_7 : (r - m)_7
  mov T+8*23(%rsp), %rbx
  xor %rax, %rbx
  and %rdx, %rbx
  xor %rbx, %rax
  mov %rax, 8*7(%rdi)
  mov 8*8(%rdi), %rax          // z_8 = keep ? r_8 : (r - m)_8
  mov %r8, %rbx
  xor %rax, %rbx
  and %rdx, %rbx
  xor %rbx, %rax
  mov %rax, 8*8(%rdi)
  mov 8*9(%rdi), %rax          // z_9 = keep ? r_9 : (r - m)_9
  mov %r9, %rbx
  xor %rax, %rbx
  and %rdx, %rbx
  xor %rbx, %rax
  mov %rax, 8*9(%rdi)
  mov 8*10(%rdi), %rax          // z_10 = keep ? r_10 : (r - m)_10
  mov %r10, %rbx
  xor %rax, %rbx
  and %rdx, %rbx
  xor %rbx, %rax
  mov %rax, 8*10(%rdi)
  mov 8*11(%rdi), %rax          // z_11 = keep ? r_11 : (r - m)_11
  mov %r11, %rbx
  xor %rax, %rbx
  and %rdx, %rbx
  xor %rbx, %rax
  mov %rax, 8*11(%rdi)
  mov 8*12(%rdi), %rax          // z_12 = keep ? r_12 : (r - m)_12
  mov %r12, %rbx
  xor %rax, %rbx
  and %rdx, %rbx
  xor %rbx, %rax
  mov %rax, 8*12(%rdi)
  mov 8*13(%rdi), %rax          // z_13 = keep ? r_13 : (r - m)_13
  mov %r13, %rbx
  xor %rax, %rbx
  and %rdx, %rbx
  xor %rbx, %rax
  mov %rax, 8*13(%rdi)
  mov 8*14(%rdi), %rax          // z_14 = keep ? r_14 : (r - m)_14
  mov %r14, %rbx
  xor %rax, %rbx
  and %rdx, %rbx
  xor %rbx, %rax
  mov %rax, 8*14(%rdi)
  mov 8*15(%rdi), %rax          // z_15 = keep ? r_15 : (r - m)_15
  mov %r15, %rbx
  xor %rax, %rbx
  and %rdx, %rbx
  xor %rbx, %rax
  mov %rax, 8*15(%rdi)
  add $FRAME, %rsp
  .cfi_adjust_cfa_offset -FRAME
  LIMB_POP_CALLEE
  ret
LIMB_END(limb_montMul16_adx)

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
