// shlVU_x86_64, shrVU_x86_64: baseline x86-64 (SHLD/SHRD by CL).
// Twin: shlVU_g, shrVU_g (bignum/arith_generic.cc); tests require identical z and return value.
// Prototypes (C linkage, declared in bignum/arith_dispatch.cc):
//   Word limb_shlVU_x86_64(Word* z, const Word* x, size_t n, unsigned s);  // z = x << s, returns bits out
//   Word limb_shrVU_x86_64(Word* z, const Word* x, size_t n, unsigned s);  // z = x >> s, returns bits out
// Contract: see bignum/arith.h (0 <= s < 64; z == x allowed; shlVU also z > x, shrVU also z < x).
// Selected by arith_dispatch.cc in the "x86_64" and "x86_64_adx" tables.
// ABI: SysV AMD64. In:  rdi=z  rsi=x  rdx=n  ecx=s.  Out: rax=shifted-out bits.
// Register map: cl=s, r8=current word x[i], r9/r11/rdx=next words, r9=single-step count,
//               r10=block count, rdx=index (single steps of shlVU).
// Clobbers: rax rcx rdx rsi rdi r8-r11, flags. Callee-saved registers untouched. No stack use.
// Strategy: SHLD/SHRD combine a word with its neighbour in one instruction,
// and a count of 0 leaves the destination unchanged, so s == 0 needs no
// branch (a plain SHR by 64-s would be a shift by 64, i.e. by 0, there).
// shlVU walks from the top word down and shrVU from the bottom up, each
// holding the next word in a register before storing, which is what makes
// the in-place overlaps of the contract safe: in each 4-word block every x
// word is loaded before any store can reach it. (n-1)%4 single steps first,
// then 4 words per iteration.
// Time depends on n only (SHLD/SHRD latency does not depend on the count's value here).
// Measured: n=1000, min TSC cycles/word (rdtsc, 2.1 GHz TSC), AMD EPYC Zen 5, 2026-11-30:
//   shlVU 1.22 vs 1.34 shlVU_g, shrVU 1.25 vs 1.39 shrVU_g (mpn_lshift/rshift 0.82/0.84: SHLD/SHRD by CL
//   bound here; a BMI2 SHLX/SHRX variant is the next step).
#include "asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_ENTRY(limb_shlVU_x86_64)
  xorl %eax, %eax
  testq %rdx, %rdx
  jz .Lshl_ret                 // n == 0 returns 0
  movq -8(%rsi,%rdx,8), %r8    // r8 = x[n-1], the current word
  shldq %cl, %r8, %rax         // rax = x[n-1] >> (64-s), 0 when s == 0
  leaq -1(%rdx), %r9           // i = n - 1: words z[n-1] .. z[1] combine two x words
  movq %r9, %r10
  shrq $2, %r10                // r10 = (n-1) / 4 blocks
  andl $3, %r9d                // r9 = (n-1) % 4 single steps (ZF from AND)
  jz .Lshl_blocks
.Lshl_one:                     // z[i] = x[i] << s | x[i-1] >> (64-s), i = n-1 down
  movq -16(%rsi,%rdx,8), %r11  // r11 = x[i-1] (i = rdx - 1), read before z[i] is written
  shldq %cl, %r11, %r8
  movq %r8, -8(%rdi,%rdx,8)
  movq %r11, %r8
  decq %rdx
  decq %r9
  jnz .Lshl_one
.Lshl_blocks:                  // here rdx - 1 = i, 4 * r10 words to go
  testq %r10, %r10
  jz .Lshl_last
  leaq -8(%rsi,%rdx,8), %rsi   // rsi = &x[i]
  leaq -8(%rdi,%rdx,8), %rdi   // rdi = &z[i]
.Lshl_loop:                    // z[i..i-3] from x[i..i-4]; every x word is loaded
                               // before a store can reach it (z >= x)
  movq -8(%rsi), %r9           // x[i-1]
  movq -16(%rsi), %r11         // x[i-2]
  shldq %cl, %r9, %r8
  movq %r8, (%rdi)             // z[i]
  movq -24(%rsi), %rdx         // x[i-3]
  shldq %cl, %r11, %r9
  movq %r9, -8(%rdi)           // z[i-1]
  movq -32(%rsi), %r8          // x[i-4], the next current word
  shldq %cl, %rdx, %r11
  movq %r11, -16(%rdi)         // z[i-2]
  shldq %cl, %r8, %rdx
  movq %rdx, -24(%rdi)         // z[i-3]
  leaq -32(%rsi), %rsi
  leaq -32(%rdi), %rdi
  decq %r10
  jnz .Lshl_loop
  shlq %cl, %r8                // z[0] = x[0] << s
  movq %r8, (%rdi)
  ret
.Lshl_last:
  shlq %cl, %r8                // z[0] = x[0] << s
  movq %r8, (%rdi)
.Lshl_ret:
  ret
LIMB_END(limb_shlVU_x86_64)

LIMB_ENTRY(limb_shrVU_x86_64)
  xorl %eax, %eax
  testq %rdx, %rdx
  jz .Lshr_ret                 // n == 0 returns 0
  movq (%rsi), %r8             // r8 = x[0], the current word
  shrdq %cl, %r8, %rax         // rax = x[0] << (64-s), 0 when s == 0
  leaq -1(%rdx), %r9           // n - 1 words have an upper neighbour
  movq %r9, %r10
  shrq $2, %r10                // r10 = (n-1) / 4 blocks
  andl $3, %r9d                // r9 = (n-1) % 4 single steps
  jz .Lshr_blocks
.Lshr_one:                     // z[i] = x[i] >> s | x[i+1] << (64-s), i = 0 up
  movq 8(%rsi), %r11           // r11 = x[i+1], read before z[i] is written
  shrdq %cl, %r11, %r8
  movq %r8, (%rdi)
  movq %r11, %r8
  leaq 8(%rsi), %rsi
  leaq 8(%rdi), %rdi
  decq %r9
  jnz .Lshr_one
.Lshr_blocks:
  testq %r10, %r10
  jz .Lshr_last
.Lshr_loop:                    // z[i..i+3] from x[i..i+4]; every x word is loaded
                               // before a store can reach it (z <= x)
  movq 8(%rsi), %r9            // x[i+1]
  movq 16(%rsi), %r11          // x[i+2]
  shrdq %cl, %r9, %r8
  movq %r8, (%rdi)             // z[i]
  movq 24(%rsi), %rdx          // x[i+3]
  shrdq %cl, %r11, %r9
  movq %r9, 8(%rdi)            // z[i+1]
  movq 32(%rsi), %r8           // x[i+4], the next current word
  shrdq %cl, %rdx, %r11
  movq %r11, 16(%rdi)          // z[i+2]
  shrdq %cl, %r8, %rdx
  movq %rdx, 24(%rdi)          // z[i+3]
  leaq 32(%rsi), %rsi
  leaq 32(%rdi), %rdi
  decq %r10
  jnz .Lshr_loop
.Lshr_last:
  shrq %cl, %r8                // z[n-1] = x[n-1] >> s
  movq %r8, (%rdi)
.Lshr_ret:
  ret
LIMB_END(limb_shrVU_x86_64)

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
