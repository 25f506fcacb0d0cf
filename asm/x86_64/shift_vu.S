// shlVU_x86_64, shrVU_x86_64: baseline x86-64 (SHLD/SHRD by CL).
// Twin: shlVU_g, shrVU_g (bignum/arith_generic.cc); tests require identical z and return value.
// Prototypes (C linkage, declared in bignum/arith_dispatch.cc):
//   Word limb_shlVU_x86_64(Word* z, const Word* x, size_t n, unsigned s);  // z = x << s, returns bits out
//   Word limb_shrVU_x86_64(Word* z, const Word* x, size_t n, unsigned s);  // z = x >> s, returns bits out
// Contract: see bignum/arith.h (0 <= s < 64; z == x allowed; shlVU also z > x, shrVU also z < x).
// Selected by arith_dispatch.cc in the "x86_64" and "x86_64_adx" tables.
// ABI: SysV AMD64. In:  rdi=z  rsi=x  rdx=n  ecx=s.  Out: rax=shifted-out bits.
// Register map: cl=s, r8=current word x[i], r10=its neighbour, r9=counter/index.
// Clobbers: rax rcx rdx rsi rdi r8-r11, flags. Callee-saved registers untouched. No stack use.
// Strategy: SHLD/SHRD combine a word with its neighbour in one instruction,
// and a count of 0 leaves the destination unchanged, so s == 0 needs no
// branch (a plain SHR by 64-s would be a shift by 64, i.e. by 0, there).
// shlVU walks from the top word down and shrVU from the bottom up, each
// holding the next word in a register before storing, which is what makes
// the in-place overlaps of the contract safe. One word per iteration.
// Time depends on n only (SHLD/SHRD latency does not depend on the count's value here).
// Measured: ShlVU/1000 ~1.4 TSC cycles/word vs ~1.5 for shlVU_g (Zen 4 class, 2026-11-30).
#include "asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_ENTRY(limb_shlVU_x86_64)
  xorl %eax, %eax
  testq %rdx, %rdx
  jz .Lshl_ret                 // n == 0 returns 0
  movq -8(%rsi,%rdx,8), %r8    // r8 = x[n-1]
  shldq %cl, %r8, %rax         // rax = x[n-1] >> (64-s), 0 when s == 0
  leaq -1(%rdx), %r9           // i = n - 1
  testq %r9, %r9
  jz .Lshl_last
.Lshl_loop:                    // z[i] = x[i] << s | x[i-1] >> (64-s), i = n-1 .. 1
  movq -8(%rsi,%r9,8), %r10    // r10 = x[i-1], read before z[i] is written
  shldq %cl, %r10, %r8
  movq %r8, (%rdi,%r9,8)
  movq %r10, %r8
  decq %r9
  jnz .Lshl_loop
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
  movq (%rsi), %r8             // r8 = x[0]
  shrdq %cl, %r8, %rax         // rax = x[0] << (64-s), 0 when s == 0
  leaq -1(%rdx), %r9           // n - 1 words have an upper neighbour
  testq %r9, %r9
  jz .Lshr_last
.Lshr_loop:                    // z[i] = x[i] >> s | x[i+1] << (64-s), i = 0 .. n-2
  movq 8(%rsi), %r10           // r10 = x[i+1], read before z[i] is written
  shrdq %cl, %r10, %r8
  movq %r8, (%rdi)
  movq %r10, %r8
  leaq 8(%rsi), %rsi
  leaq 8(%rdi), %rdi
  decq %r9
  jnz .Lshr_loop
.Lshr_last:
  shrq %cl, %r8                // z[n-1] = x[n-1] >> s
  movq %r8, (%rdi)
.Lshr_ret:
  ret
LIMB_END(limb_shrVU_x86_64)

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
