// karatsubaCombine_adx: the recombination of an even Karatsuba step, x86-64 with ADX (ADCX/ADOX).
// Twin: karatsubaCombine_g (bignum/arith_generic.cc); tests require identical z.
// Prototype (C linkage, declared in bignum/arith_asm.h):
//   void limb_karatsubaCombine_adx(Word* z, const Word* t, size_t h, Word sub);
// Contract: see bignum/arith.h. With z = L0 + H0 B^h + L2 B^2h + H2 B^3h (h words each) and
//   t[0, 2h): z += (L0 + H0 B^h + L2 + H2 B^h -+ t) B^h mod B^4h (minus when sub == 1).
// Selected by arith_dispatch.cc (table "x86_64_adx", entry karatsubaCombine) when cpu.adx &&
// cpu.asm_allowed; bignum/nat_mul.cc calls it at every even Karatsuba step.
// ABI: SysV AMD64. In: rdi=z rsi=t rdx=h (>= 1) rcx=sub (0 or 1). Out: none.
// Register map: r8 = z + h, r9 = z + 2h, r10 = z + 3h, r11 = z + 4h (the ends of L0, H0, L2, H2),
//   rsi = t + h, rdi = t + 2h (the ends of t's halves); rax = word index j (runs from -h up to
//   0), rcx = LOOP counter, rbx = h mod 4, rbp = h / 4, r12 = sub, r13 = the word in flight,
//   r14 = cs, r15 = c1.
// Clobbers: rax rcx rdx rsi rdi r8-r11, flags. rbx rbp r12-r15 saved and restored (6 pushes).
// Strategy (GMP's Toom-2 arrangement, the same sums as nat_mul.cc's KaratsubaCombine):
//   S = H0 + L2 (carry cs); then z[h, 2h) = S + L0 (carry c1), z[2h, 3h) = S + H2 (carry c2),
//   z[h, 3h) -+= t (carry/borrow ct); c1 + cs enters at B^2h and c2 + cs -+ ct at B^3h.
//   Pass 1 (h words): CF (ADCX): S = H0 + L2, stored over L2; OF (ADOX): H0 = S + L0.
//   Pass 2 (2h words): CF (ADCX): z[h, 3h) + t, or + ~t with CF = 1 to start for sub (x - t =
//   x + ~t + 1; then the carry out is 1 - borrow); in its upper h words OF (ADOX): + H2.
//   Loops run h mod 4 single words, then 4-word blocks, under LOOP (which writes no flags), so
//   both chains survive the loop control. The fix-ups add c1 + cs (0..2) at z[2h] and the
//   signed c2 + cs + ct - sub (-1..3) at z[3h]; what they carry further is rare and goes one
//   word at a time; a carry out of z[4h-1] is dropped (mod B^4h).
// Branches depend on h and sub, and (the rare carry propagation) on z's words: variable time,
// for Nat (public data) only.
// Measured: nat_bench limb/Mul/N and limb/Sqr/N against gmp/ for N >= 32 (tools/speed.sh
//   --filter '^(Mul|Sqr)/'); figures in benchmarks/RESULTS.md, "nat_mul.cc: the Karatsuba
//   and Toom-3 thresholds".
#include "limb/asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_ENTRY(limb_karatsubaCombine_adx)
  LIMB_PUSH_CALLEE
  movq %rcx, %r12                 // r12 = sub
  leaq (%rdi,%rdx,8), %r8         // r8 = z + h (end of L0)
  leaq (%r8,%rdx,8), %r9          // r9 = z + 2h (end of H0, start of L2)
  leaq (%r9,%rdx,8), %r10         // r10 = z + 3h (end of L2, start of H2)
  leaq (%r10,%rdx,8), %r11        // r11 = z + 4h (end of H2)
  leaq (%rsi,%rdx,8), %rsi        // rsi = t + h (end of t's low half)
  leaq (%rsi,%rdx,8), %rdi        // rdi = t + 2h (end of t's high half)
  movq %rdx, %rbx
  andq $3, %rbx                   // rbx = h mod 4
  movq %rdx, %rbp
  shrq $2, %rbp                   // rbp = h / 4
  negq %rdx                       // rdx = -h, the first index

  // Pass 1, j in [-h, 0): S = H0[j] + L2[j] (CF) -> L2[j]; H0[j] = S + L0[j] (OF).
  xorl %r13d, %r13d               // CAUTION: clears CF and OF (both chains start at 0);
                                  // from here to the end of the pass only MOV/LEA/ADCX/ADOX/
                                  // LOOP/JRCXZ, which leave the chains alone
  movq %rdx, %rax                 // j = -h
  movq %rbx, %rcx
  jrcxz .Lp1_blocks
.Lp1_one:
  movq (%r9,%rax,8), %r13         // H0[j]
  adcxq (%r10,%rax,8), %r13       // S = H0[j] + L2[j] + CF
  movq %r13, (%r10,%rax,8)        // L2[j] = S
  adoxq (%r8,%rax,8), %r13        // S + L0[j] + OF
  movq %r13, (%r9,%rax,8)         // H0[j] = S + L0[j]
  leaq 1(%rax), %rax
  loop .Lp1_one                   // CAUTION: LOOP (rcx -= 1, no flags), not DEC (writes OF)
.Lp1_blocks:
  movq %rbp, %rcx
  jrcxz .Lp1_done
.Lp1_loop:
  movq (%r9,%rax,8), %r13         // the same, 4 words
  adcxq (%r10,%rax,8), %r13
  movq %r13, (%r10,%rax,8)
  adoxq (%r8,%rax,8), %r13
  movq %r13, (%r9,%rax,8)
  movq 8(%r9,%rax,8), %r13
  adcxq 8(%r10,%rax,8), %r13
  movq %r13, 8(%r10,%rax,8)
  adoxq 8(%r8,%rax,8), %r13
  movq %r13, 8(%r9,%rax,8)
  movq 16(%r9,%rax,8), %r13
  adcxq 16(%r10,%rax,8), %r13
  movq %r13, 16(%r10,%rax,8)
  adoxq 16(%r8,%rax,8), %r13
  movq %r13, 16(%r9,%rax,8)
  movq 24(%r9,%rax,8), %r13
  adcxq 24(%r10,%rax,8), %r13
  movq %r13, 24(%r10,%rax,8)
  adoxq 24(%r8,%rax,8), %r13
  movq %r13, 24(%r9,%rax,8)
  leaq 4(%rax), %rax
  loop .Lp1_loop
.Lp1_done:
  movl $0, %r14d                  // MOV writes no flags
  movl $0, %r15d
  setc %r14b                      // r14 = cs
  seto %r15b                      // r15 = c1

  testq %r12, %r12
  jnz .Lsub

  // Pass 2 (add): j in [-h, 0): H0[j] += t[j] (CF); then L2[j] += t[h+j] (CF) + H2[j] (OF).
  xorl %r13d, %r13d               // CAUTION: clears CF and OF
  movq %rdx, %rax
  movq %rbx, %rcx
  jrcxz .La_lo_blocks
.La_lo_one:
  movq (%rsi,%rax,8), %r13        // t[j]
  adcxq (%r9,%rax,8), %r13        // H0[j] + t[j] + CF
  movq %r13, (%r9,%rax,8)
  leaq 1(%rax), %rax
  loop .La_lo_one
.La_lo_blocks:
  movq %rbp, %rcx
  jrcxz .La_hi
.La_lo_loop:
  movq (%rsi,%rax,8), %r13
  adcxq (%r9,%rax,8), %r13
  movq %r13, (%r9,%rax,8)
  movq 8(%rsi,%rax,8), %r13
  adcxq 8(%r9,%rax,8), %r13
  movq %r13, 8(%r9,%rax,8)
  movq 16(%rsi,%rax,8), %r13
  adcxq 16(%r9,%rax,8), %r13
  movq %r13, 16(%r9,%rax,8)
  movq 24(%rsi,%rax,8), %r13
  adcxq 24(%r9,%rax,8), %r13
  movq %r13, 24(%r9,%rax,8)
  leaq 4(%rax), %rax
  loop .La_lo_loop
.La_hi:
  movq %rdx, %rax
  movq %rbx, %rcx
  jrcxz .La_hi_blocks
.La_hi_one:
  movq (%rdi,%rax,8), %r13        // t[h+j]
  adcxq (%r10,%rax,8), %r13       // S[j] + t[h+j] + CF
  adoxq (%r11,%rax,8), %r13       // + H2[j] + OF
  movq %r13, (%r10,%rax,8)
  leaq 1(%rax), %rax
  loop .La_hi_one
.La_hi_blocks:
  movq %rbp, %rcx
  jrcxz .La_end
.La_hi_loop:
  movq (%rdi,%rax,8), %r13
  adcxq (%r10,%rax,8), %r13
  adoxq (%r11,%rax,8), %r13
  movq %r13, (%r10,%rax,8)
  movq 8(%rdi,%rax,8), %r13
  adcxq 8(%r10,%rax,8), %r13
  adoxq 8(%r11,%rax,8), %r13
  movq %r13, 8(%r10,%rax,8)
  movq 16(%rdi,%rax,8), %r13
  adcxq 16(%r10,%rax,8), %r13
  adoxq 16(%r11,%rax,8), %r13
  movq %r13, 16(%r10,%rax,8)
  movq 24(%rdi,%rax,8), %r13
  adcxq 24(%r10,%rax,8), %r13
  adoxq 24(%r11,%rax,8), %r13
  movq %r13, 24(%r10,%rax,8)
  leaq 4(%rax), %rax
  loop .La_hi_loop
.La_end:
  jmp .Lfix

  // Pass 2 (sub): the same with ~t and CF = 1 to start: x - t = x + ~t + 1.
.Lsub:
  xorl %r13d, %r13d               // CAUTION: clears CF and OF
  stc                             // CF = 1 (the +1 of the two's complement); OF stays 0
  movq %rdx, %rax
  movq %rbx, %rcx
  jrcxz .Ls_lo_blocks
.Ls_lo_one:
  movq (%rsi,%rax,8), %r13        // t[j]
  notq %r13                       // ~t[j] (NOT writes no flags)
  adcxq (%r9,%rax,8), %r13        // H0[j] + ~t[j] + CF
  movq %r13, (%r9,%rax,8)
  leaq 1(%rax), %rax
  loop .Ls_lo_one
.Ls_lo_blocks:
  movq %rbp, %rcx
  jrcxz .Ls_hi
.Ls_lo_loop:
  movq (%rsi,%rax,8), %r13
  notq %r13
  adcxq (%r9,%rax,8), %r13
  movq %r13, (%r9,%rax,8)
  movq 8(%rsi,%rax,8), %r13
  notq %r13
  adcxq 8(%r9,%rax,8), %r13
  movq %r13, 8(%r9,%rax,8)
  movq 16(%rsi,%rax,8), %r13
  notq %r13
  adcxq 16(%r9,%rax,8), %r13
  movq %r13, 16(%r9,%rax,8)
  movq 24(%rsi,%rax,8), %r13
  notq %r13
  adcxq 24(%r9,%rax,8), %r13
  movq %r13, 24(%r9,%rax,8)
  leaq 4(%rax), %rax
  loop .Ls_lo_loop
.Ls_hi:
  movq %rdx, %rax
  movq %rbx, %rcx
  jrcxz .Ls_hi_blocks
.Ls_hi_one:
  movq (%rdi,%rax,8), %r13        // t[h+j]
  notq %r13
  adcxq (%r10,%rax,8), %r13       // S[j] + ~t[h+j] + CF
  adoxq (%r11,%rax,8), %r13       // + H2[j] + OF
  movq %r13, (%r10,%rax,8)
  leaq 1(%rax), %rax
  loop .Ls_hi_one
.Ls_hi_blocks:
  movq %rbp, %rcx
  jrcxz .Lfix
.Ls_hi_loop:
  movq (%rdi,%rax,8), %r13
  notq %r13
  adcxq (%r10,%rax,8), %r13
  adoxq (%r11,%rax,8), %r13
  movq %r13, (%r10,%rax,8)
  movq 8(%rdi,%rax,8), %r13
  notq %r13
  adcxq 8(%r10,%rax,8), %r13
  adoxq 8(%r11,%rax,8), %r13
  movq %r13, 8(%r10,%rax,8)
  movq 16(%rdi,%rax,8), %r13
  notq %r13
  adcxq 16(%r10,%rax,8), %r13
  adoxq 16(%r11,%rax,8), %r13
  movq %r13, 16(%r10,%rax,8)
  movq 24(%rdi,%rax,8), %r13
  notq %r13
  adcxq 24(%r10,%rax,8), %r13
  adoxq 24(%r11,%rax,8), %r13
  movq %r13, 24(%r10,%rax,8)
  leaq 4(%rax), %rax
  loop .Ls_hi_loop

  // Fix-ups. ct = CF (for sub: 1 - borrow), c2 = OF.
.Lfix:
  movl $0, %ecx                   // MOV writes no flags
  movl $0, %edx
  setc %cl                        // rcx = ct
  seto %dl                        // rdx = c2
  addq %r14, %rdx                 // c2 + cs
  addq %rcx, %rdx                 // + ct
  subq %r12, %rdx                 // - sub: top in [-1, 3] (sub: ct - 1 = -borrow)
  addq %r14, %r15                 // low = c1 + cs in [0, 2]
  addq %r15, (%r9)                // z[2h] += low
  jc .Lcarry_low                  // rare: the carry goes on
.Llow_done:
  movq %rdx, %rax
  sarq $63, %rax                  // rax = top's sign word (0 or -1)
  addq %rdx, (%r10)               // z[3h] += top (low word; CF = its carry)
  adcq $0, %rax                   // e = sign + CF in {-1, 0, 1}: what z[3h+1, 4h) still gets
  jnz .Lcarry_top                 // rare
.Ldone:
  .cfi_remember_state
  LIMB_POP_CALLEE
  ret
  .cfi_restore_state

  // z[2h+1, 4h) += 1 while the carry lives (dropped past z[4h-1]).
.Lcarry_low:
  leaq 8(%r9), %rcx
.Lcl_loop:
  cmpq %r11, %rcx
  jae .Llow_done
  addq $1, (%rcx)
  leaq 8(%rcx), %rcx
  jc .Lcl_loop                    // LEA keeps ADD's CF
  jmp .Llow_done

  // z[3h+1, 4h) += e (e = +1 or -1, sign-extended) while e != 0.
.Lcarry_top:
  leaq 8(%r10), %rcx
.Lct_loop:
  cmpq %r11, %rcx
  jae .Ldone
  movq %rax, %rdx
  sarq $63, %rdx                  // e's sign word
  addq %rax, (%rcx)               // z[i] += e (low word)
  adcq $0, %rdx                   // next e = sign + CF
  movq %rdx, %rax
  leaq 8(%rcx), %rcx
  jnz .Lct_loop                   // MOV and LEA keep ADC's ZF
  jmp .Ldone
LIMB_END(limb_karatsubaCombine_adx)

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
