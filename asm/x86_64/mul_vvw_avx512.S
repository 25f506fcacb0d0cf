// addMulVVW_avx512: x86-64 with AVX-512F/DQ (and the BMI2+ADX of the table it sits in).
// Twin: addMulVVW_g (bignum/arith_generic.cc); tests require identical z and return value.
// Prototype (C linkage, declared in bignum/arith_asm.h):
//   Word limb_addMulVVW_avx512(Word* z, const Word* x, size_t n, Word y);  // z += x*y, returns carry word
// Contract: see bignum/arith.h (z == x allowed; n may be 0).
// Selected by arith_dispatch.cc (table "x86_64_avx512") when cpu.avx512f && cpu.avx512dq
//   && cpu.bmi2 && cpu.adx && cpu.avx512_fullwidth. Where each zmm instruction runs as two
//   256-bit halves (AMD Zen 4, the Zen 5 laptop parts) the table "x86_64_avx512_256" keeps
//   limb_addMulVVW_adx instead; see "Zen 4" below.
// ABI: SysV AMD64. In:  rdi=z  rsi=x  rdx=n  rcx=y.  Out: rax=carry word.
// Short operands: n < 33 jumps to limb_addMulVVW_adx (mul_vvw_adx.S), which is faster
//   there: called back to back on the same z, this kernel takes ~27.6 TSC cycles per
//   call for every n from 24 to 40 (the z load to z store path through the look-ahead,
//   the set-up), the scalar one 26.2 at n = 32 and 27.6 at n = 33.
// Register map: rdx=y (MULX's implicit source), r8=n, rax=carry word c between the scalar
//   sections, then the look-ahead carry bit between blocks; rcx=0 in the sections, then
//   the block count; r9-r11 = words of the sections, then r8/r9 = masks as bits.
//   zmm16=z block, zmm17=x block, zmm18=x>>32, zmm19-22 = the four 32x32 products,
//   zmm20 then the sum t, zmm22 = hi then w, zmm23 = lo, zmm24 = w shifted one lane up,
//   zmm25 = u, zmm27 = the previous block's w, zmm28 = all-ones, zmm29 = 2^32-1,
//   zmm30 = y (VPMULUDQ reads its low half), zmm31 = y >> 32; k1-k3.
// Clobbers: rax rcx rdx rsi rdi r8-r11 zmm16-31 k1-k3, flags. Callee-saved registers
//   untouched. No stack use. Only zmm16 and up: the upper halves of ymm0-15 stay clean,
//   so no VZEROUPPER is needed; zmm16-31 are zeroed before returning (no operand words
//   left behind; asm/vector_state checks it).
// Strategy: the low n % 8 words in scalar sections of 1, 2 and 4 words (the MULX/ADCX/
//   ADOX code of mul_vvw_adx.S), leaving the carry word c; then 8 words per block:
//   - products: VPMULLQ gives lo = (x*y) mod 2^64 directly; hi = floor(x*y / 2^64) from
//     the four 32x32 VPMULUDQ products: mid = p01 + (p00 >> 32) and
//     mid2 = p10 + (mid mod 2^32) cannot wrap, hi = p11 + (mid >> 32) + (mid2 >> 32).
//   - u = z + lo lane-wise, with k1 = the lanes that wrapped; w = hi + k1 lane-wise
//     cannot wrap (hi <= 2^64 - 2), so z + x*y = u + w * 2^64 exactly, lane by lane.
//   - t = u + w', w' = w shifted up one lane (VALIGNQ; lane 0 gets the previous block's
//     w[7], or c for the first block): one multi-word addition, whose lane carries come
//     from the look-ahead of add_sub_vv_avx512.S: g = (t < u), p = (t == 2^64-1),
//     carries = (2g + p + cin) ^ p, bit 8 = the carry out of the block.
//   The serial part between blocks is LEA + ADD + XOR + SHR on the carry bit; w[7]
//   passes through a register without arithmetic. Carry word = w[7] + carry bit (the
//   exact top word of z + x*y + c < 2^(64(n+1)), so it cannot wrap).
// Every block reads x and z before writing z at the same offset (z == x safe).
// Measured (AMD EPYC Zen 5, 2.1 GHz TSC, 2026-12-01, a standalone rdtsc harness: back-to-back
//   calls on the same z, median over 301 rounds of the best of 10 batches of 16 calls, TSC
//   cycles per call, this kernel / limb_addMulVVW_adx / mpn_addmul_1; the machine's other
//   CPU busy with a build): n=40 27.6 / 32.8 / 43.3, n=64 36.8 / 52.5 / 73.5,
//   n=100 56.4 / 81.4 / 123.4, n=1000 575 / 823 / 1404 (0.57 TSC cycles per word).
//   `limb speed --filter AddMulVVW` right after, limb / GMP: N=100 29.4 / 63.3 ns (0.47),
//   N=1000 0.41, N=10000 0.40, N=100000 0.42. The full `limb speed` run 20 minutes later
//   (06:02-06:16 UTC) gave 0.61, 0.55, 0.55, 0.55, with limb's best batch at 0.86 TSC
//   cycles per word at N = 100 (the scalar kernel's rate): not explained yet.
// Tried on the way (same harness, n = 96, TSC cycles per word, all with a build running on
//   the other CPU): two look-ahead chains, one for z + lo and one for + hi' (mul_vvw_adx.S's
//   header) 1.20; s = z + lo + hi' with its 0..2 lane carries added before one look-ahead
//   1.01; one chain over u + w' with lo from shifts of the 32x32 products 0.89; the same
//   with VPMULLQ for lo 0.82 (shipped); two blocks per iteration 0.81; one KMOVW of
//   KUNPCKBW(p, g) instead of two KMOVB 0.96. The scalar kernel: 0.93-0.94.
// Zen 4 (AMD EPYC, family 0x19 model 0x11, 2.6 GHz TSC, 2026-12-01, same harness, median of
//   7 of the best of 2000 batches): this kernel 1.20-1.23 TSC cycles per word at n = 100,
//   1000 and 10000, limb_addMulVVW_adx 1.07, mpn_addmul_1 1.78-1.87. Zen 4 splits every
//   zmm instruction into two 256-bit halves, so the ~25 vector instructions per 8 words
//   take twice the issue slots they take on Zen 5 and the block costs more than eight
//   MULX. The whole `limb speed` run with this kernel: AddMulVVW/100..100000 0.66-0.68 of
//   GMP; with the scalar one (x86_64_avx512_256): 0.58-0.61.
// Branches depend on n only; time depends on n only.
#include "limb/asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

  .text
LIMB_ENTRY(limb_addMulVVW_avx512)
  cmpq $33, %rdx
  jb limb_addMulVVW_adx           // short: the scalar kernel (a tail call, same arguments)
  movq %rdx, %r8                  // r8 = n
  movq %rcx, %rdx                 // rdx = y for MULX
  xorl %eax, %eax                 // c = 0
  testb $1, %r8b
  jz .Lamv_s1
  mulxq (%rsi), %r9, %rax         // rax:r9 = x[0] * y
  addq %r9, (%rdi)                // z[0] += lo
  adcq $0, %rax                   // c = hi + carry (hi <= 2^64-2)
  leaq 8(%rsi), %rsi
  leaq 8(%rdi), %rdi
.Lamv_s1:
  testb $2, %r8b
  jz .Lamv_s2
  xorl %ecx, %ecx                 // CAUTION: clears CF and OF: the chains start at 0
  mulxq 0(%rsi), %r9, %r10        // r10:r9 = x[i] * y
  adcxq %rax, %r9                 // CF chain: t = lo + c
  adoxq 0(%rdi), %r9              // OF chain: z[i] + t
  mulxq 8(%rsi), %r11, %rax       // rax:r11 = x[i+1] * y
  adcxq %r10, %r11                // CF chain: t = lo + hi[i]
  adoxq 8(%rdi), %r11
  movq %r9, 0(%rdi)
  movq %r11, 8(%rdi)
  adcxq %rcx, %rax                // c = hi + CF (cannot wrap)
  adoxq %rcx, %rax                // c += OF
  leaq 16(%rsi), %rsi
  leaq 16(%rdi), %rdi
.Lamv_s2:
  testb $4, %r8b
  jz .Lamv_s4
  xorl %ecx, %ecx                 // CAUTION: clears CF and OF
  mulxq 0(%rsi), %r9, %r10
  adcxq %rax, %r9
  adoxq 0(%rdi), %r9
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
  adcxq %rcx, %rax                // c = hi + CF (cannot wrap)
  adoxq %rcx, %rax                // c += OF
  leaq 32(%rsi), %rsi
  leaq 32(%rdi), %rdi
.Lamv_s4:
  movq %r8, %rcx
  shrq $3, %rcx                   // rcx = n / 8 >= 4
  vpbroadcastq %rdx, %zmm30       // y
  shrq $32, %rdx
  vpbroadcastq %rdx, %zmm31       // y >> 32
  vpbroadcastq %rax, %zmm27       // "previous w": lane 7 = c enters lane 0 of block 0
  vpternlogq $0xff, %zmm28, %zmm28, %zmm28   // all-ones
  vpsrlq $32, %zmm28, %zmm29      // 2^32 - 1
  xorl %eax, %eax                 // look-ahead carry bit = 0
  .p2align 5
.Lamv_loop:
  vmovdqu64 (%rsi), %zmm17
  vpsrlq $32, %zmm17, %zmm18
  vpmuludq %zmm17, %zmm30, %zmm19     // p00 = x0 * y0
  vpmuludq %zmm17, %zmm31, %zmm20     // p01 = x0 * y1
  vpmuludq %zmm18, %zmm30, %zmm21     // p10 = x1 * y0
  vpmuludq %zmm18, %zmm31, %zmm22     // p11 = x1 * y1
  vpsrlq $32, %zmm19, %zmm23
  vpaddq %zmm23, %zmm20, %zmm20       // mid = p01 + (p00 >> 32)
  vpandq %zmm29, %zmm20, %zmm23
  vpaddq %zmm23, %zmm21, %zmm21       // mid2 = p10 + (mid mod 2^32)
  vpsrlq $32, %zmm20, %zmm20
  vpsrlq $32, %zmm21, %zmm21
  vpaddq %zmm20, %zmm22, %zmm22
  vpaddq %zmm21, %zmm22, %zmm22       // hi
  vpmullq %zmm17, %zmm30, %zmm23      // lo
  vmovdqu64 (%rdi), %zmm16
  vpaddq %zmm23, %zmm16, %zmm25       // u = z + lo
  vpcmpuq $1, %zmm16, %zmm25, %k1     // k1: u < z (the lane wrapped)
  vpsubq %zmm28, %zmm22, %zmm22{%k1}  // w = hi + k1
  valignq $7, %zmm27, %zmm22, %zmm24  // w' = [previous w[7], w[0..6]]
  vmovdqa64 %zmm22, %zmm27
  vpaddq %zmm24, %zmm25, %zmm20       // t = u + w'
  vpcmpuq $1, %zmm25, %zmm20, %k1     // g: t < u (the lane carries out)
  vpcmpeqq %zmm28, %zmm20, %k2        // p: t == 2^64-1 (a carry in passes through)
  kmovb %k1, %r8d
  kmovb %k2, %r9d
  leaq (%rax,%r8,2), %r8          // 2g + c
  addq %r9, %r8                   // 2g + p + c
  xorq %r9, %r8                   // bit i: carry into lane i; bit 8: out of the block
  kmovb %r8d, %k3
  shrl $8, %r8d
  movl %r8d, %eax                 // carry bit for the next block
  vpsubq %zmm28, %zmm20, %zmm20{%k3}  // t + 1 in the lanes a carry enters
  vmovdqu64 %zmm20, (%rdi)
  addq $64, %rsi
  addq $64, %rdi
  decq %rcx
  jnz .Lamv_loop
  valignq $7, %zmm27, %zmm27, %zmm24  // lane 0 = w[7]
  vmovq %xmm24, %rdx
  addq %rdx, %rax                 // carry word = w[7] + carry bit
  LIMB_ZERO_ZMM16_TO 31
  ret
LIMB_END(limb_addMulVVW_avx512)

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
