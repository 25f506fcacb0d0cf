// shlVU_x86_64, shrVU_x86_64: baseline x86-64 (SSE2 PSLLQ/PSRLQ, two words per op).
// Twin: shlVU_g, shrVU_g (bignum/arith_generic.cc); tests require identical z and return value.
// Prototypes (C linkage, declared in bignum/arith_asm.h):
//   Word limb_shlVU_x86_64(Word* z, const Word* x, size_t n, unsigned s);  // z = x << s, returns bits out
//   Word limb_shrVU_x86_64(Word* z, const Word* x, size_t n, unsigned s);  // z = x >> s, returns bits out
// Contract: see bignum/arith.h (0 <= s < 64; z == x allowed; shlVU also z > x, shrVU also z < x).
// Selected by arith_dispatch.cc in the "x86_64" and "x86_64_adx" tables. SSE2 is part of the
// x86-64 baseline, so these need no feature check.
// ABI: SysV AMD64. In:  rdi=z  rsi=x  rdx=n  ecx=s.  Out: rax=shifted-out bits.
// Register map: xmm0 = s, xmm1 = 64 - s (shift counts, low quadword), xmm2-xmm5 = x pairs
//               (x[i..i+1] and its neighbour pair x[i-1..i] or x[i+1..i+2]), rdx = word index/count
//               (shrVU: counts up from -words to 0 against end pointers), r8 = current word of the
//               scalar steps, r9/r10 = neighbour word or 64 - s, r9 = &z[n-1] in shrVU, cl = s.
// Clobbers: rax rdx rsi rdi r8-r10, xmm0-xmm5, flags. Callee-saved registers untouched. No stack use.
// Strategy: z[i] = x[i] << s | x[i-1] >> (64-s) (shlVU) is, for two neighbouring words at once,
// PSLLQ of the unaligned pair x[i-1..i] OR PSRLQ of the pair one word lower, x[i-2..i-1]
// (shrVU mirrors it, one word higher). PSLLQ/PSRLQ with a register count of 64 or more give 0,
// so s == 0 (count 64 - s = 64) needs no branch, where a scalar SHR by 64 - s would shift by 0.
// SHLD/SHRD by CL (the previous version) are multi-uop on AMD cores; this path has none in its
// loop. The one-off words (the returned bits, the top/bottom word, an odd leftover) use the
// scalar SHLD/SHRD (a count of 0 leaves the destination unchanged) or SHL/SHR.
// Aliasing: shlVU walks from the top pair down and shrVU from the bottom pair up. A store of
// z[j..j+1] can only reach x words at or above index j (shlVU, z >= x) or at or below j+1
// (shrVU, z <= x), and every x word still to be read lies strictly on the other side, so the
// in-place overlaps of the contract read only original words. The returned bits are computed
// before the first store.
// Time depends on n only: the branches test n, and the shift latencies do not depend on the count.
// Measured: arith_bench limb/ShlVU/N and limb/ShrVU/N against gmp/ (mpn_lshift,
// mpn_rshift; tools/speed.sh --filter '^Sh[lr]VU/'); the per-size figures are in
// benchmarks/RESULTS.md, "shift_vu.S".
#include "limb/asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

// limb_shlVU_x86_64_avx, limb_shrVU_x86_64_avx: the same kernels for the
// "x86_64_avx512" table (AVX CPUs): VZEROUPPER first, then the body. These
// kernels are legacy SSE, and when a caller left the upper halves of
// ymm0-15 dirty every one of their SSE instructions merges into them (shlVU
// n = 1000 ran 1.7x slower so). The upper halves are caller-saved (SysV),
// so clearing them costs the caller nothing. As in sha256_shani.S.
LIMB_ENTRY(limb_shlVU_x86_64_avx)
  vzeroupper
  jmp .Lshl_body
LIMB_END(limb_shlVU_x86_64_avx)

LIMB_ENTRY(limb_shrVU_x86_64_avx)
  vzeroupper
  jmp .Lshr_body
LIMB_END(limb_shrVU_x86_64_avx)

LIMB_ENTRY(limb_shlVU_x86_64)
.Lshl_body:
  xorl %eax, %eax
  testq %rdx, %rdx
  jz .Lshl_ret                   // n == 0 returns 0
  movq -8(%rsi,%rdx,8), %r8      // r8 = x[n-1]
  shldq %cl, %r8, %rax           // rax = x[n-1] >> (64-s), 0 when s == 0 (before any store)
  decq %rdx                      // rdx = n - 1 = index of the top word, words rdx..1 have a lower neighbour
  jz .Lshl_last                  // n == 1
  testb $1, %dl
  jz .Lshl_pairs
  // rdx odd: one scalar word first, z[rdx] = x[rdx] << s | x[rdx-1] >> (64-s).
  movq -8(%rsi,%rdx,8), %r9      // r9 = x[rdx-1], read before z[rdx] is written
  shldq %cl, %r9, %r8
  movq %r8, (%rdi,%rdx,8)
  decq %rdx                      // rdx even now
  jz .Lshl_last                  // n == 2
.Lshl_pairs:                     // rdx even, >= 2: words rdx..1 to go, as pairs (j-1, j), j = rdx, rdx-2, ...
  movd %ecx, %xmm0               // xmm0 = s
  movl $64, %r9d
  subl %ecx, %r9d
  movd %r9d, %xmm1               // xmm1 = 64 - s (64 when s == 0: PSRLQ gives 0)
  subq $8, %rdx
  jb .Lshl_tail
.Lshl_loop:                      // 8 words, z[rdx+1 .. rdx+8]; rdx >= 0 here
  movdqu 56(%rsi,%rdx,8), %xmm2  // x[j-1..j], j = rdx + 8
  movdqu 48(%rsi,%rdx,8), %xmm3  // x[j-2..j-1]
  movdqu 40(%rsi,%rdx,8), %xmm4  // x[j-3..j-2]
  movdqu 32(%rsi,%rdx,8), %xmm5  // x[j-4..j-3]
  psllq %xmm0, %xmm2
  psrlq %xmm1, %xmm3
  por %xmm3, %xmm2               // z[j-1..j]
  psllq %xmm0, %xmm4
  psrlq %xmm1, %xmm5
  por %xmm5, %xmm4               // z[j-3..j-2]
  movdqu %xmm2, 56(%rdi,%rdx,8)
  movdqu %xmm4, 40(%rdi,%rdx,8)
  movdqu 24(%rsi,%rdx,8), %xmm2  // x[j-5..j-4]
  movdqu 16(%rsi,%rdx,8), %xmm3  // x[j-6..j-5]
  movdqu 8(%rsi,%rdx,8), %xmm4   // x[j-7..j-6]
  movdqu 0(%rsi,%rdx,8), %xmm5   // x[j-8..j-7]
  psllq %xmm0, %xmm2
  psrlq %xmm1, %xmm3
  por %xmm3, %xmm2               // z[j-5..j-4]
  psllq %xmm0, %xmm4
  psrlq %xmm1, %xmm5
  por %xmm5, %xmm4               // z[j-7..j-6]
  movdqu %xmm2, 24(%rdi,%rdx,8)
  movdqu %xmm4, 8(%rdi,%rdx,8)
  subq $8, %rdx
  jae .Lshl_loop
.Lshl_tail:                      // rdx + 8 in {0, 2, 4, 6} words to go, one pair at a time
  addq $8, %rdx
  jz .Lshl_last
.Lshl_pair:
  movdqu -8(%rsi,%rdx,8), %xmm2  // x[j-1..j], j = rdx
  movdqu -16(%rsi,%rdx,8), %xmm3 // x[j-2..j-1]
  psllq %xmm0, %xmm2
  psrlq %xmm1, %xmm3
  por %xmm3, %xmm2
  movdqu %xmm2, -8(%rdi,%rdx,8)  // z[j-1..j]
  subq $2, %rdx
  jnz .Lshl_pair
.Lshl_last:
  movq (%rsi), %r8
  shlq %cl, %r8                  // z[0] = x[0] << s
  movq %r8, (%rdi)
.Lshl_ret:
  ret
LIMB_END(limb_shlVU_x86_64)

LIMB_ENTRY(limb_shrVU_x86_64)
.Lshr_body:
  xorl %eax, %eax
  testq %rdx, %rdx
  jz .Lshr_ret                   // n == 0 returns 0
  movq (%rsi), %r8               // r8 = x[0]
  shrdq %cl, %r8, %rax           // rax = x[0] << (64-s), 0 when s == 0 (before any store)
  leaq -8(%rdi,%rdx,8), %r9      // r9 = &z[n-1], for the last word
  decq %rdx                      // rdx = n - 1 words have an upper neighbour
  jz .Lshr_last                  // n == 1
  testb $1, %dl
  jz .Lshr_pairs
  // n - 1 odd: one scalar word first, z[0] = x[0] >> s | x[1] << (64-s).
  movq 8(%rsi), %r10             // r10 = x[1], read before z[0] is written
  shrdq %cl, %r10, %r8
  movq %r8, (%rdi)
  leaq 8(%rsi), %rsi
  leaq 8(%rdi), %rdi
  decq %rdx                      // rdx even now
  jz .Lshr_last                  // n == 2 (rsi points at x[1] = x[n-1])
.Lshr_pairs:                     // rdx even, >= 2: words to go as pairs (i, i+1), from x[i..i+2], walking up
  movd %ecx, %xmm0               // xmm0 = s
  movl $64, %r10d
  subl %ecx, %r10d
  movd %r10d, %xmm1              // xmm1 = 64 - s (64 when s == 0: PSLLQ gives 0)
  leaq (%rsi,%rdx,8), %rsi       // rsi, rdi point past the pairs; rdx = -words, counting up to 0
  leaq (%rdi,%rdx,8), %rdi
  negq %rdx
  addq $8, %rdx
  jg .Lshr_tail
.Lshr_loop:                      // 8 words z[i .. i+7], i = rdx - 8 (relative to the end); rdx <= 0
  movdqu -64(%rsi,%rdx,8), %xmm2 // x[i..i+1]
  movdqu -56(%rsi,%rdx,8), %xmm3 // x[i+1..i+2]
  movdqu -48(%rsi,%rdx,8), %xmm4 // x[i+2..i+3]
  movdqu -40(%rsi,%rdx,8), %xmm5 // x[i+3..i+4]
  psrlq %xmm0, %xmm2
  psllq %xmm1, %xmm3
  por %xmm3, %xmm2               // z[i..i+1]
  psrlq %xmm0, %xmm4
  psllq %xmm1, %xmm5
  por %xmm5, %xmm4               // z[i+2..i+3]
  movdqu %xmm2, -64(%rdi,%rdx,8)
  movdqu %xmm4, -48(%rdi,%rdx,8)
  movdqu -32(%rsi,%rdx,8), %xmm2 // x[i+4..i+5]
  movdqu -24(%rsi,%rdx,8), %xmm3 // x[i+5..i+6]
  movdqu -16(%rsi,%rdx,8), %xmm4 // x[i+6..i+7]
  movdqu -8(%rsi,%rdx,8), %xmm5  // x[i+7..i+8]
  psrlq %xmm0, %xmm2
  psllq %xmm1, %xmm3
  por %xmm3, %xmm2               // z[i+4..i+5]
  psrlq %xmm0, %xmm4
  psllq %xmm1, %xmm5
  por %xmm5, %xmm4               // z[i+6..i+7]
  movdqu %xmm2, -32(%rdi,%rdx,8)
  movdqu %xmm4, -16(%rdi,%rdx,8)
  addq $8, %rdx
  jle .Lshr_loop
.Lshr_tail:                      // 8 - rdx in {0, 2, 4, 6} words to go, one pair at a time
  subq $8, %rdx
  jz .Lshr_last
.Lshr_pair:
  movdqu (%rsi,%rdx,8), %xmm2    // x[i..i+1]
  movdqu 8(%rsi,%rdx,8), %xmm3   // x[i+1..i+2]
  psrlq %xmm0, %xmm2
  psllq %xmm1, %xmm3
  por %xmm3, %xmm2
  movdqu %xmm2, (%rdi,%rdx,8)    // z[i..i+1]
  addq $2, %rdx
  jnz .Lshr_pair
.Lshr_last:
  movq (%rsi,%rdx,8), %r8        // x[n-1] (rsi + 8*rdx points at it on every path)
  shrq %cl, %r8                  // z[n-1] = x[n-1] >> s
  movq %r8, (%r9)
.Lshr_ret:
  ret
LIMB_END(limb_shrVU_x86_64)

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
