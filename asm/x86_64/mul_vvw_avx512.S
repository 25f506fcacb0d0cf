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
//   there: called back to back on the same z, this kernel costs about the same per call
//   for every n from 24 to 40 (the z load to z store path through the look-ahead, and
//   the set-up), and the scalar kernel reaches that cost at n = 33.
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
// Branches depend on n only; time depends on n only.
// Zen 4 (half-width AVX-512): every zmm instruction runs as two 256-bit halves, so the ~25
//   vector instructions per 8 words take twice the issue slots they take on Zen 5 and the
//   block costs more than eight MULX; hence the scalar kernel in x86_64_avx512_256.
// Measured: arith_bench limb/AddMulVVW/N (N >= 100) against gmp/ on a full-width AVX-512 CPU
//   (tools/speed.sh --filter '^AddMulVVW/'); figures and the variants tried in
//   benchmarks/RESULTS.md, "mul_vvw_avx512.S".
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
