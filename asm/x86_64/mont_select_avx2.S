// mont_select_avx2: the constant-time table lookup of the windowed Montgomery
// exponentiation (bignum/mont.cc, ExpWords), x86-64 with AVX2.
// Prototype (C linkage, declared in bignum/mont_asm.h):
//   void limb_montSelect_avx2(Word* out, const Word* table, size_t entries,
//                             size_t n, Word idx);
// Contract: mont_internal::SelectFn (bignum/mont_internal.h): out[0, n) =
//   table[idx n, idx n + n) when idx < entries, else all zero; table holds
//   entries consecutive entries of n words. Every word of every entry is
//   read, whatever idx is. out must not overlap table.
// Twin: mont_internal::montSelect_g (bignum/mont.cc); tests require equal out.
// Selected by mont.cc's ExpSelect when Cpu() has AVX2 (LIMB_CPU caps apply).
// ABI: SysV AMD64. rdi=out rsi=table rdx=entries rcx=n r8=idx. Out: none.
// Register map: ymm15 = idx in each lane, ymm14 = 1 in each lane, ymm13 =
//   the entry number i in each lane, ymm12 = entry mask (all ones when
//   i == idx), ymm0..ymm3 = accumulators of the column block, ymm4..ymm7 =
//   masked loads; rax = entry pointer, r9 = entries left, r10 = column index
//   j, r11 = n * 8 (entry stride in bytes).
// Clobbers: rax rcx rdx r9 r10 r11, flags, ymm0-ymm15 (all zeroed on return
//   by vzeroall: they held table words and the mask, which depend on idx).
// Strategy: the output is built 16 words at a time (four ymm accumulators),
//   scanning all entries for each 16-word column block, then 4 words at a
//   time, then one word at a time (the low lane) for n mod 4. Per entry and 4 words: one load
//   ANDed with the mask, one OR: the loads are the bound (entries * n / 4).
// Timing: loop counts depend on entries and n only; the masks come from
//   vector compares; no branch or address depends on idx.
// Measured: speed row ModExp/1024 (--cpu avx2); per-lookup figures in
//   benchmarks/RESULTS.md, "mont_select_avx2.S".
#include "limb/asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_ENTRY(limb_montSelect_avx2)
  vmovq %r8, %xmm15
  vpbroadcastq %xmm15, %ymm15       // idx
  mov $1, %eax
  vmovq %rax, %xmm14
  vpbroadcastq %xmm14, %ymm14       // 1
  lea (, %rcx, 8), %r11             // entry stride in bytes
  xor %r10d, %r10d                  // j = 0
  test %rdx, %rdx
  jz .Lsel_zero                     // no entry: out = 0 (public)

  // ---- 16-word column blocks ----
.Lsel_b16:
  lea 16(%r10), %rax
  cmp %rcx, %rax
  ja .Lsel_b4
  vpxor %ymm0, %ymm0, %ymm0
  vpxor %ymm1, %ymm1, %ymm1
  vpxor %ymm2, %ymm2, %ymm2
  vpxor %ymm3, %ymm3, %ymm3
  vpxor %ymm13, %ymm13, %ymm13      // i = 0
  lea (%rsi, %r10, 8), %rax         // &table[0][j]
  mov %rdx, %r9
.Lsel_e16:
  vpcmpeqq %ymm15, %ymm13, %ymm12   // mask = (i == idx)
  vpand (%rax), %ymm12, %ymm4
  vpand 32(%rax), %ymm12, %ymm5
  vpand 64(%rax), %ymm12, %ymm6
  vpand 96(%rax), %ymm12, %ymm7
  vpor %ymm4, %ymm0, %ymm0
  vpor %ymm5, %ymm1, %ymm1
  vpor %ymm6, %ymm2, %ymm2
  vpor %ymm7, %ymm3, %ymm3
  vpaddq %ymm14, %ymm13, %ymm13     // i += 1
  add %r11, %rax
  dec %r9
  jnz .Lsel_e16
  vmovdqu %ymm0, (%rdi, %r10, 8)
  vmovdqu %ymm1, 32(%rdi, %r10, 8)
  vmovdqu %ymm2, 64(%rdi, %r10, 8)
  vmovdqu %ymm3, 96(%rdi, %r10, 8)
  add $16, %r10
  jmp .Lsel_b16

  // ---- 4-word column blocks ----
.Lsel_b4:
  lea 4(%r10), %rax
  cmp %rcx, %rax
  ja .Lsel_tail
  vpxor %ymm0, %ymm0, %ymm0
  vpxor %ymm13, %ymm13, %ymm13
  lea (%rsi, %r10, 8), %rax
  mov %rdx, %r9
.Lsel_e4:
  vpcmpeqq %ymm15, %ymm13, %ymm12
  vpand (%rax), %ymm12, %ymm4
  vpor %ymm4, %ymm0, %ymm0
  vpaddq %ymm14, %ymm13, %ymm13
  add %r11, %rax
  dec %r9
  jnz .Lsel_e4
  vmovdqu %ymm0, (%rdi, %r10, 8)
  add $4, %r10
  jmp .Lsel_b4

  // ---- the last n mod 4 words, one at a time (low lane only) ----
.Lsel_tail:
  cmp %rcx, %r10
  jae .Lsel_done
  vpxor %xmm0, %xmm0, %xmm0
  vpxor %xmm13, %xmm13, %xmm13
  lea (%rsi, %r10, 8), %rax
  mov %rdx, %r9
.Lsel_et:
  vpcmpeqq %xmm15, %xmm13, %xmm12
  vmovq (%rax), %xmm4
  vpand %xmm4, %xmm12, %xmm4
  vpor %xmm4, %xmm0, %xmm0
  vpaddq %xmm14, %xmm13, %xmm13
  add %r11, %rax
  dec %r9
  jnz .Lsel_et
  vmovq %xmm0, (%rdi, %r10, 8)
  inc %r10
  jmp .Lsel_tail

.Lsel_zero:                         // entries == 0: out = 0
  cmp %rcx, %r10
  jae .Lsel_done
  movq $0, (%rdi, %r10, 8)
  inc %r10
  jmp .Lsel_zero

.Lsel_done:
  vzeroall
  ret
LIMB_END(limb_montSelect_avx2)

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
