// addMulVVW_adx, mulAddVWW_adx, subMulVVW_adx: x86-64 with BMI2+ADX (MULX/ADCX/ADOX).
// Twin: addMulVVW_g, mulAddVWW_g, subMulVVW_g (bignum/arith_generic.cc); tests require identical z and return value.
// Prototypes (C linkage, declared in bignum/arith_dispatch.cc):
//   Word limb_addMulVVW_adx(Word* z, const Word* x, size_t n, Word y);          // z += x*y, returns carry word
//   Word limb_mulAddVWW_adx(Word* z, const Word* x, size_t n, Word y, Word r);  // z = x*y + r, returns high word
//   Word limb_subMulVVW_adx(Word* z, const Word* x, size_t n, Word y);          // z -= x*y, returns borrow word
// Contract: see bignum/arith.h (z == x allowed; n may be 0).
// Selected by arith_dispatch.cc (table "x86_64_adx") when cpu.bmi2 && cpu.adx && cpu.asm_allowed.
// ABI: SysV AMD64. In:  rdi=z  rsi=x  rdx=n  rcx=y  (r8=r for mulAddVWW).  Out: rax=carry word.
// Register map: rdx=y (MULX's implicit source), r8=n, then 0 (the register the chains fold into);
//               rcx=0 in the short sections, then the loop's pass counter; rax=carry word c
//               (and the high half of odd words); r9/r10 = lo/hi of even words, r11 = lo of odd words.
// Clobbers: rax rcx rdx rsi rdi r8-r11, flags. Callee-saved registers untouched. No stack use.
// Strategy: MULX writes no flags, so two carry chains run side by side:
//   addMul, n >= 9:  OF (ADOX): u[i] = z[i] + lo[i];  CF (ADCX): z[i] = u[i] + hi[i-1]
//                    (hi[-1] = c)
//   addMul, n <= 8:  CF (ADCX): t[i] = lo[i] + hi[i-1];  OF (ADOX): z[i] = z[i] + t[i]
//                    (either order took the same ticks per call at n = 2..8)
//   subMul:          CF (ADCX): t[i] = lo[i] + hi[i-1], then on OF (ADOX), in the sections
//                    z[i] = ~(~z[i] + t[i]) (the borrow of z - t is the carry of ~z + t), in
//                    the loop z[i] = z[i] + ~t[i] + OF with OF started at 1: z - t =
//                    z + ~t + 1 - B, so OF = 1 - borrow; the fold is c = hi + CF + 1 - OF.
//                    One NOT and no separate z load per word instead of two NOTs and a
//                    load: 1.41 against 1.66 TSC cycles/word at n = 1000, n = 32 48 against
//                    52-54 ticks, n = 100 144 against 168 (mpn_submul_1 1.85/word, 54, 178),
//                    Zen 4, 2026-12-01. The sections keep the two-NOT form: with the
//                    longer fold (SETO/SUB/LEA) and the OF set-up (ADD on a byte) n = 2..10
//                    took 1-2 ticks more.
// mulAdd needs only the CF chain, and runs it with ADCX, not ADC: on Zen 4
// (2026-12-01) the 8-word loop ran 1.25 TSC cycles/word with ADC, 0.92 with ADCX
// (which writes CF alone), and 0.81 with ADCX and a 16-word body; n = 32 39 -> 28
// ticks, n = 100 124 -> 86, n = 1000 1242 -> 813 (mpn_mul_1 50, 170, 1773); n <= 8
// unchanged. The low words go in sections chosen by
// the bits of n (1 word if n&1, 2 if n&2, 4 if n&4), each starting with
// XOR (CF = OF = 0) and ending by folding both chains into the carry word,
// c = hi[last] + CF + OF. Then the loop, with the chains left running across
// iterations: the loop control is LEA + JRCXZ, which write no flags, and the
// fold happens once after the loop. (Folding in every iteration and using
// DEC/JNZ cost ~15% at n = 1000 on Zen 5.) subMul takes 8 words per
// iteration. addMul and mulAdd take 16, and when n & 8 the first pass enters the
// body in the middle (x and z pointers set 8 words back), so no 8-word section and
// no second fold; for addMul, 9 <= n <= 15 runs the body's second half as
// straight-line code.
// Bound: a run of k words computes z + x*y + c < 2^(64k) * 2^64 (and
// z - x*y - c > -2^(64k) * 2^64), so the folded carry fits in a word, and the
// fold leaves CF = OF = 0.
// mulAddVWW takes n == 1 first (straight-line, no section tests), as addMulVVW does.
// addMulVVW has straight-line code for every n <= 8 (n == 1 first, then a compare tree
// on n: 4, 2, then 8, 6), each starting the chains at 0 without a carry-in; the
// sections and the loop serve n >= 9 only.
// Branches depend on n only; time depends on n only.
// Measured: n=1000, min TSC cycles/word (rdtsc, 2.1 GHz TSC; ~1.5 core cycles), AMD EPYC Zen 5, 2026-11-30:
//   addMulVVW 0.84 vs 1.42 mpn_addmul_1 (0.59x) and 1.40 addMulVVW_g; subMulVVW 1.11 vs 1.53 mpn_submul_1;
//   mulAddVWW 0.88 vs 1.48 mpn_mul_1. n=4: addMulVVW 1.22 vs 1.32 mpn_addmul_1.
// Re-measured 2026-11-30 (//benchmarks:arith_bench --config=opt, medians of 5 of tsc_cyc_per_word_min):
//   addMulVVW n=1000 0.84 vs 1.38, n=100 0.81 vs 1.22 (0.66x), n=10 0.98 vs 1.08, n=4 1.07 vs 1.23;
//   mulAddVWW n=1000 0.76 vs 1.30, n=1 2.95 vs 3.61 (mpn_mul_1).
// In core cycles (TSC/core ~0.6 here) the loop runs ~1.31 cycles/word at n=1024; the same loop
// without the z loads and stores runs 1.26, and MULX+ADCX alone 1.10, so the two flag chains, not
// memory, set the pace. Tried and rejected the same day: a 16-word body (1.31, unchanged); four
// MULX grouped before their adds (1.33-1.39); a Duff's-device entry into the 8-word body (addMul
// n >= 5, mulAdd n >= 2) instead of the 1/2/4-word sections (1-4 TSC cycles slower per call at
// n = 2..10). When z lies 1-3 words above x modulo 4 KiB, loads of x alias the just-written z
// words and the loop slows to 1.43-1.60 core cycles/word (mpn_addmul_1: 2.23-2.52 there).
// addMulVVW store order (2026-11-30, second session): in every pair of words both stores come
// after both ADOX (the first word's store no longer sits between the two MULX). Standalone
// harness (same buffers for both, interleaved, median of 7 of the best 64-call batch, TSC
// cycles/word): n=1000 0.877 -> 0.859 (mpn_addmul_1 1.48), n=10000 0.897 -> 0.881 (1.49),
// n=100 0.866 -> 0.863 (1.30), n <= 16 unchanged within noise.
// Why ~1.3-1.5 core cycles/word is the floor of this form (no perf counters in this VM, so
// throughput microbenchmarks, core cycle = 0.58 TSC cycles from a dependent ADD chain):
// MULX alone issues every 0.68 core cycles, but MULX plus one independent ADD per MULX takes
// 1.27, plus two ADDs 1.33, plus three 1.40; MULX+ADCX+ADOX (this loop without z memory) 1.33.
// The multiplier and the ALU ops it shares ports with set the rate, not the flag chains
// (ADCX+ADOX alone: 1.0); the z stores add the rest (loop without stores 0.76 TSC/word, with
// 0.86). Tried and rejected in the second session: .p2align 5 or 6 on the loop head (no
// change); one negative index for x and z ((%rsi,%rcx,8), one LEA per 8 words): -1% at
// n >= 1000 but +10% at n = 16 (set-up); a Duff entry through a jump table into a
// straight-line 16-word block for 5 <= n <= 16 (equal or 0.4 TSC cycles slower per call);
// "ADC lo, (z)" read-modify-write (ADC writes OF too, so it cannot share the ADOX chain);
// storing the first word of a pair right after the second MULX (+1-2%).
// n = 5..8 straight-line (second session; before, n >= 5 went through the sections):
// same harness, quiet machine, ticks per call limb -> limb (mpn_addmul_1):
// n=5 8.9 -> 7.1 (8.1), n=6 9.7 -> 7.8 (9.3), n=7 9.4 -> 7.5 (9.6-10.1), n=8 10.4-11.0 -> 8.3-8.5
// (10.3-10.8); n=9 and n=10 unchanged within noise (11.0-11.7 vs gmp 11.8-12.9). The entry
// is 64-byte aligned: the same code 32 bytes past a 64-byte boundary ran n=2 and n=5..16
// 10-15% slower (e.g. n=5 8.3, n=16 18.7 vs 16.2 ticks). Under load from other processes
// on the same core (this 2-core VM), small-n times of both libraries swing by 20-40%
// between runs, and those runs had limb at 0.9-1.2x GMP for n <= 10.
// AVX-512 (2026-12-01 session; Zen 5 = family 0x1A; standalone rdtsc harness,
// min of 2000 batches of 16 calls, TSC cycles/word, this kernel vs mpn_addmul_1):
// all in vector - four VPMULUDQ per 8 words, the 64x64 products assembled from the
// halves, then z + lo + hi[i-1] as two multi-word additions whose lane carries are
// resolved by the look-ahead  carries = (2g + p + cin) ^ p  (g = VPCMPUQ carry-out
// mask, p = lanes equal to all-ones, through KMOVW and scalar ADD) - was correct on
// 20,000 random and all-ones cases but ran 1.08 at n = 100..4096 against 0.80-0.84
// here (GMP 1.21-1.40). Products and additions alone ran 0.49; each look-ahead adds
// ~0.3 (the mask round trips). The same look-ahead in mask registers (KSHIFTLW/
// KADDW/KXORW) ran 2.06. Half the words through this loop and the other half through
// the vector loop, interleaved 8 + 8 in one loop (a carry fix-up pass after), ran
// 0.955-0.98 at n = 1024-4096: the two do not overlap. None shipped.
// Products in vector, carries in scalar (2026-12-01, third session; same harness, n a
// multiple of 8): VPMULUDQ x4 + shifts/adds build the exact 64x64 lo and hi words of 8
// products (no lane carries: mid = p01 + (p00 >> 32) and mid2 = p10 + (mid & (2^32-1))
// cannot wrap) and store them to a stack ring; the scalar loop then does only
// lo + hi[i-1] (ADCX, hi from memory) and z + t (ADOX). Alone, the vector part runs 0.29
// and the scalar part 0.60 TSC cycles/word (the two flag chains at 1 core cycle/word:
// this loop loses ~0.25 of its time to MULX contending with ADCX/ADOX). Together in one
// loop: products of block k+1 while block k is consumed, 0.98-1.04 (8-byte loads of a
// just-written 64-byte store wait for it); block k+3 ahead (ring of 4), 0.77 at
// n = 1000-4096 against 0.82 here, but 0.83 at n = 96 against 0.81 (the ring fills and
// drains). Not shipped: the target size (n = 100) got slower.
// All in vector again, with the carries as in add_sub_vv_avx512.S (same day): per 8 words
// the exact lo/hi products as above, hi' = VALIGNQ(hi, previous hi) (lane 0 gets the
// previous block's top hi), then z + lo and + hi' each with its own look-ahead chain
// (c1, c2: LEA/ADD/XOR/SHR on the mask bits, neither waiting on the other across blocks),
// carry word hi[7] + c1 + c2. Correct on 1,500 random/all-ones cases; 0.75 TSC cycles/word
// at n = 96..1000 against 0.82 here (GMP 1.25-1.40), 0.85 vs 0.97 at 4096, but 22 and 28
// cycles per call at n = 8 and 16 (constants, VZEROUPPER). VPMULLQ for lo: 0.77. At
// n = 100 that is ~0.61 of GMP against 0.66: not the 0.6 asked for, for a second AddMulVVW
// kernel, so not shipped. The ~11 core cycles per block are not the chains (4 each).
// n = 3 and n = 4 load all their z words before the first z store (2026-12-01, fourth
// session). With the stores of z[0], z[1] between the loads, one `limb speed` binary ran
// AddMulVVW/4 at 18.1-19.3 ns a call for half an hour (GMP 2.3; the same binary had run it
// at 2.18 ns earlier, arith_bench and the standalone harness at 2.3-2.6): some z load paid
// ~60 core cycles every call. Rebuilt with this order: 2.45-2.64 ns (GMP 2.57-2.69), n = 3
// 2.24 vs 2.43. n = 5..8 and the loop keep the pairwise order; no such stall seen there.
// Shipped later (2026-12-01, fourth session): mul_vvw_avx512.S, one look-ahead per block
// over u + w' (u = z + lo, w = hi + the lane wraps of u, which cannot overflow), lo by
// VPMULLQ; the x86_64_avx512 table uses it from n = 33 (0.41-0.47 of mpn_addmul_1 at
// N = 100..100000 in a filtered limb speed run, 0.55-0.61 in the full run after it) and
// this kernel below.
// Zen 4 (AMD EPYC, family 0x19 model 0x11, 2.6 GHz TSC, a dependent ADD = 0.70 TSC cycles,
// 2026-12-01; throughput loops of 8 independent operations per iteration, core cycles per
// operation): MULX 1.25-1.30 (register or memory source), MUL 1.42, IMUL r64 1.12;
// MULX + ADCX 1.38, MULX + ADCX + ADOX (this loop's dataflow without z) 1.50, ADCX + ADOX
// alone 1.00. This loop runs 1.52 (1.07 TSC cycles/word against 1.78-1.87 for
// mpn_addmul_1): the multiplier sets the pace, and no form with one MULX per word gets
// under ~0.9 TSC cycles/word (0.5 of mpn_addmul_1) on this CPU. Zen 4 selects this kernel
// from the table x86_64_avx512_256: mul_vvw_avx512.S is slower there (1.20).
// Tried on Zen 4 the same day and not shipped: 16 words per step, 8 by this MULX code and 8
// from a stack ring that zmm code fills two steps ahead (u = z + lo and w = hi + the lanes
// where u wrapped, as in mul_vvw_avx512.S), the scalar side then only u[i] + w[i-1] + CF
// with ADC. Correct on 3,000 random and all-ones cases; 1.02, 1.02, 0.98, 0.99 TSC cycles
// per word at n = 192, 256, 1024, 4096 against 1.06-1.08 here; with the zmm code removed
// (a wrong result, for the bound) 0.98 and 0.95: the three memory operations of every word
// on both halves and the A words' MULX rate leave no more than ~8%, before the ring's fill
// and drain at n = 100.
// The addMul loop as it is now (Zen 4, 2026-12-01, 12:30-13:30 UTC; same harness, median of
// 7 of the best of 2000 batches). Loop-only probes (n a multiple of 16), TSC cycles/word at
// n = 96 and 1024: the old form 1.064 and 1.062; z + lo on the OF chain first, then + hi[i-1]
// on the CF chain, 1.045 and 1.058; a 16-word body 1.025 and 1.012; both 1.000 and 0.981
// (32-word body 0.993 and 0.981: not worth the extra section). Loading z into a register
// first, or grouping MULX ahead of their adds, 1.23. The loop head needs its .p2align 4:
// unaligned, the same code ran 1.02 at n = 1000 against 0.98; and falling into the loop
// from the set-up instead of jumping ran n = 48 and 96 at 56.6 and 100.3 TSC cycles per
// call against 48.0 and 94.7. The whole kernel, ticks per call, before -> after
// (mpn_addmul_1): n=9 11.3 -> 11.2 (15.6), n=10 13.8 -> 13.5 (16.9), n=12 14.9 -> 14.1,
// n=16 18.1 -> 18.2, n=24 26.0 -> 28.8 (39.0), n=48 50.8 -> 47.7 (80.5), n=100 107.3 ->
// 100.1 (176.8), n=1000 1076 -> 980 (1857), n=10000 1.071 -> 1.009 per word (1.867). n=24
// (and 27, 40) lose 1-3 ticks to the middle entry; n <= 8 is untouched. Not measured on
// Zen 5, where the x86_64_avx512 table uses this code for n < 33 only.
// Tried the same day and not kept: entering the body at a 4-word slot for n & 12 (so no
// 4-word section): n = 100 100.8 against 100.1, n = 20 and 28 2-3 ticks slower; a compare
// in front of the loop set-up so that 9 <= n <= 15 falls straight into its code: n = 10
// 11.3 against 13.5 ticks, but n = 32..100 0.6-1.2 ticks slower.
#include "asm/asm_common.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)

  // 64-byte entry (LIMB_ENTRY aligns to 32): with the entry 32 bytes past a
  // 64-byte boundary, n = 2 and 5..16 measured 10-15% slower (see the header).
  .text
  .p2align 6
LIMB_ENTRY(limb_addMulVVW_adx)
  // n <= 8: straight-line code, no loop set-up (n = 1 first: it is the
  // latency-bound case that a caller of a word kernel hits most often).
  cmpq $1, %rdx
  jne .Laddmul_not1
  movq %rcx, %rdx                 // rdx = y for MULX
  mulxq (%rsi), %r9, %rax         // rax:r9 = x[0] * y
  addq %r9, (%rdi)                // z[0] += lo
  adcq $0, %rax                   // c = hi + carry (hi <= 2^64-2)
  ret
.Laddmul_not1:
  movq %rdx, %r8                  // r8 = n
  movq %rcx, %rdx                 // rdx = y for MULX
  cmpq $4, %r8
  ja .Laddmul_long
  je .Laddmul_n4
  cmpq $2, %r8
  jb .Laddmul_n0
  je .Laddmul_n2
  // n == 3.
  xorl %ecx, %ecx                 // CAUTION: clears CF and OF: the chains start at 0
  mulxq 0(%rsi), %r9, %r10        // r10:r9 = x[0] * y
  adoxq 0(%rdi), %r9              // OF chain: z[0] + lo
  mulxq 8(%rsi), %r11, %rax       // rax:r11 = x[1] * y
  adcxq %r10, %r11                // CF chain: t = lo + hi[0]
  adoxq 8(%rdi), %r11             // OF chain: z[1] + t
  mulxq 16(%rsi), %r8, %r10       // r10:r8 = x[2] * y
  adcxq %rax, %r8                 // CF chain: t = lo + hi[1]
  adoxq 16(%rdi), %r8             // OF chain: z[2] + t
  movq %r9, 0(%rdi)               // all three z loads come before the first z store
  movq %r11, 8(%rdi)
  movq %r8, 16(%rdi)
  adcxq %rcx, %r10                // c = hi + CF (cannot wrap, see Bound)
  adoxq %rcx, %r10                // c += OF
  movq %r10, %rax
  ret
.Laddmul_n2:
  xorl %ecx, %ecx                 // CAUTION: clears CF and OF
  mulxq 0(%rsi), %r9, %r10        // r10:r9 = x[0] * y
  adoxq 0(%rdi), %r9              // OF chain: z[0] + lo
  mulxq 8(%rsi), %r11, %rax       // rax:r11 = x[1] * y
  adcxq %r10, %r11                // CF chain: t = lo + hi[0]
  adoxq 8(%rdi), %r11             // OF chain: z[1] + t
  movq %r9, 0(%rdi)
  movq %r11, 8(%rdi)
  adcxq %rcx, %rax                // c = hi + CF (cannot wrap, see Bound)
  adoxq %rcx, %rax                // c += OF
  ret
.Laddmul_n4:
  xorl %ecx, %ecx                 // CAUTION: clears CF and OF
  mulxq 0(%rsi), %r9, %r10        // r10:r9 = x[0] * y
  adoxq 0(%rdi), %r9              // OF chain: z[0] + lo
  mulxq 8(%rsi), %r11, %rax       // rax:r11 = x[1] * y
  adcxq %r10, %r11                // CF chain: t = lo + hi[0]
  adoxq 8(%rdi), %r11             // OF chain: z[1] + t
  mulxq 16(%rsi), %r8, %r10       // r10:r8 = x[2] * y
  adcxq %rax, %r8                 // CF chain: t = lo + hi[1]
  adoxq 16(%rdi), %r8             // OF chain: z[2] + t
  mulxq 24(%rsi), %rdx, %rax      // rax:rdx = x[3] * y (y is not needed after this)
  adcxq %r10, %rdx                // CF chain: t = lo + hi[2]
  adoxq 24(%rdi), %rdx            // OF chain: z[3] + t
  movq %r9, 0(%rdi)               // all four z loads come before the first z store
  movq %r11, 8(%rdi)
  movq %r8, 16(%rdi)
  movq %rdx, 24(%rdi)
  adcxq %rcx, %rax                // c = hi + CF (cannot wrap, see Bound)
  adoxq %rcx, %rax                // c += OF
  ret
.Laddmul_n0:
  xorl %eax, %eax                 // n == 0: carry 0
  ret
.Laddmul_long:                    // n >= 5
  // 5 <= n <= 8: straight-line code as for n <= 4 (words alternate between
  // r9:r10 and r11:rax; both stores of a pair after both ADOX).
  cmpq $8, %r8
  ja .Laddmul_big
  je .Laddmul_n8
  cmpq $6, %r8
  jb .Laddmul_n5
  je .Laddmul_n6
.Laddmul_n7:
  xorl %ecx, %ecx                 // CAUTION: clears CF and OF: the chains start at 0
  mulxq 0(%rsi), %r9, %r10        // %r10:%r9 = x[0] * y
  adoxq 0(%rdi), %r9              // OF chain: z[0] + lo
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
  mulxq 32(%rsi), %r9, %r10
  adcxq %rax, %r9
  adoxq 32(%rdi), %r9
  mulxq 40(%rsi), %r11, %rax
  adcxq %r10, %r11
  adoxq 40(%rdi), %r11
  movq %r9, 32(%rdi)
  movq %r11, 40(%rdi)
  mulxq 48(%rsi), %r9, %r10
  adcxq %rax, %r9
  adoxq 48(%rdi), %r9
  movq %r9, 48(%rdi)
  adcxq %rcx, %r10                // c = hi + CF (cannot wrap, see Bound)
  adoxq %rcx, %r10                // c += OF
  movq %r10, %rax
  ret
.Laddmul_n5:
  xorl %ecx, %ecx                 // CAUTION: clears CF and OF: the chains start at 0
  mulxq 0(%rsi), %r9, %r10        // %r10:%r9 = x[0] * y
  adoxq 0(%rdi), %r9              // OF chain: z[0] + lo
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
  mulxq 32(%rsi), %r9, %r10
  adcxq %rax, %r9
  adoxq 32(%rdi), %r9
  movq %r9, 32(%rdi)
  adcxq %rcx, %r10                // c = hi + CF (cannot wrap, see Bound)
  adoxq %rcx, %r10                // c += OF
  movq %r10, %rax
  ret
.Laddmul_n6:
  xorl %ecx, %ecx                 // CAUTION: clears CF and OF: the chains start at 0
  mulxq 0(%rsi), %r9, %r10        // %r10:%r9 = x[0] * y
  adoxq 0(%rdi), %r9              // OF chain: z[0] + lo
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
  mulxq 32(%rsi), %r9, %r10
  adcxq %rax, %r9
  adoxq 32(%rdi), %r9
  mulxq 40(%rsi), %r11, %rax
  adcxq %r10, %r11
  adoxq 40(%rdi), %r11
  movq %r9, 32(%rdi)
  movq %r11, 40(%rdi)
  adcxq %rcx, %rax                // c = hi + CF (cannot wrap, see Bound)
  adoxq %rcx, %rax                // c += OF
  ret
.Laddmul_n8:
  xorl %ecx, %ecx                 // CAUTION: clears CF and OF: the chains start at 0
  mulxq 0(%rsi), %r9, %r10        // %r10:%r9 = x[0] * y
  adoxq 0(%rdi), %r9              // OF chain: z[0] + lo
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
  mulxq 32(%rsi), %r9, %r10
  adcxq %rax, %r9
  adoxq 32(%rdi), %r9
  mulxq 40(%rsi), %r11, %rax
  adcxq %r10, %r11
  adoxq 40(%rdi), %r11
  movq %r9, 32(%rdi)
  movq %r11, 40(%rdi)
  mulxq 48(%rsi), %r9, %r10
  adcxq %rax, %r9
  adoxq 48(%rdi), %r9
  mulxq 56(%rsi), %r11, %rax
  adcxq %r10, %r11
  adoxq 56(%rdi), %r11
  movq %r9, 48(%rdi)
  movq %r11, 56(%rdi)
  adcxq %rcx, %rax                // c = hi + CF (cannot wrap, see Bound)
  adoxq %rcx, %rax                // c += OF
  ret
  .p2align 5                      // after a RET: the padding never runs
.Laddmul_big:                     // n >= 9
  xorl %eax, %eax                 // c = 0
  testb $1, %r8b
  jz .Laddmul_2
  mulxq (%rsi), %r9, %rax         // rax:r9 = x[0] * y
  addq %r9, (%rdi)                // z[0] += lo
  adcq $0, %rax                   // c = hi + carry (hi <= 2^64-2)
  leaq 8(%rsi), %rsi
  leaq 8(%rdi), %rdi
.Laddmul_2:
  testb $2, %r8b
  jz .Laddmul_4
  xorl %ecx, %ecx                 // CAUTION: clears CF and OF: the chains start at 0
  mulxq 0(%rsi), %r9, %r10        // r10:r9 = x[i] * y
  adoxq 0(%rdi), %r9              // OF chain: u = z[i] + lo
  adcxq %rax, %r9                 // CF chain: u + hi[i-1] (the carry word c for the first word)
  mulxq 8(%rsi), %r11, %rax       // rax:r11 = x[i+1] * y
  adoxq 8(%rdi), %r11
  adcxq %r10, %r11
  movq %r9, 0(%rdi)               // both stores of a pair after both loads of z
  movq %r11, 8(%rdi)
  adcxq %rcx, %rax                // c = hi + CF (cannot wrap, see Bound)
  adoxq %rcx, %rax                // c += OF; CF = OF = 0 now
  leaq 16(%rsi), %rsi
  leaq 16(%rdi), %rdi
.Laddmul_4:
  testb $4, %r8b
  jz .Laddmul_16
  xorl %ecx, %ecx                 // CAUTION: clears CF and OF: the chains start at 0
  mulxq 0(%rsi), %r9, %r10        // r10:r9 = x[i] * y
  adoxq 0(%rdi), %r9              // OF chain: u = z[i] + lo
  adcxq %rax, %r9                 // CF chain: u + hi[i-1] (the carry word c for the first word)
  mulxq 8(%rsi), %r11, %rax       // rax:r11 = x[i+1] * y
  adoxq 8(%rdi), %r11
  adcxq %r10, %r11
  movq %r9, 0(%rdi)               // both stores of a pair after both loads of z
  movq %r11, 8(%rdi)
  mulxq 16(%rsi), %r9, %r10
  adoxq 16(%rdi), %r9
  adcxq %rax, %r9
  mulxq 24(%rsi), %r11, %rax
  adoxq 24(%rdi), %r11
  adcxq %r10, %r11
  movq %r9, 16(%rdi)
  movq %r11, 24(%rdi)
  adcxq %rcx, %rax                // c = hi + CF (cannot wrap, see Bound)
  adoxq %rcx, %rax                // c += OF; CF = OF = 0 now
  leaq 32(%rsi), %rsi
  leaq 32(%rdi), %rdi
.Laddmul_16:
  movq %r8, %rcx
  shrq $4, %rcx                   // rcx = n / 16 (the low n % 8 words are done)
  testb $8, %r8b
  jnz .Laddmul_enter_mid          // 8 words left over: the body's second half first
  xorl %r8d, %r8d                 // CAUTION: clears CF and OF; from here to the fold
                                  // nothing but MULX/ADCX/ADOX/MOV/LEA/JRCXZ/JMP
  jmp .Laddmul_loop               // (a taken jump here measured faster than falling through)
.Laddmul_enter_mid:
  testq %rcx, %rcx
  jz .Laddmul_8only               // 9 <= n <= 15: no loop at all
  leaq -64(%rsi), %rsi            // the second half reads 64(%rsi) on: it starts at x[i]
  leaq -64(%rdi), %rdi
  leaq 1(%rcx), %rcx              // one more (half) pass
  xorl %r8d, %r8d                 // CAUTION: clears CF and OF; the same rule as above
  jmp .Laddmul_mid
  .p2align 4                      // after a JMP: the padding never runs (unaligned: 1.02
                                  // against 0.98 TSC cycles/word at n = 1000 on Zen 4)
.Laddmul_loop:
  mulxq 0(%rsi), %r9, %r10        // r10:r9 = x[i] * y
  adoxq 0(%rdi), %r9              // OF chain: u = z[i] + lo
  adcxq %rax, %r9                 // CF chain: u + hi[i-1] (the carry word c for the first word)
  mulxq 8(%rsi), %r11, %rax       // rax:r11 = x[i+1] * y
  adoxq 8(%rdi), %r11
  adcxq %r10, %r11
  movq %r9, 0(%rdi)               // both stores of a pair after both loads of z
  movq %r11, 8(%rdi)
  mulxq 16(%rsi), %r9, %r10
  adoxq 16(%rdi), %r9
  adcxq %rax, %r9
  mulxq 24(%rsi), %r11, %rax
  adoxq 24(%rdi), %r11
  adcxq %r10, %r11
  movq %r9, 16(%rdi)
  movq %r11, 24(%rdi)
  mulxq 32(%rsi), %r9, %r10
  adoxq 32(%rdi), %r9
  adcxq %rax, %r9
  mulxq 40(%rsi), %r11, %rax
  adoxq 40(%rdi), %r11
  adcxq %r10, %r11
  movq %r9, 32(%rdi)
  movq %r11, 40(%rdi)
  mulxq 48(%rsi), %r9, %r10
  adoxq 48(%rdi), %r9
  adcxq %rax, %r9
  mulxq 56(%rsi), %r11, %rax
  adoxq 56(%rdi), %r11
  adcxq %r10, %r11
  movq %r9, 48(%rdi)
  movq %r11, 56(%rdi)
.Laddmul_mid:                     // entry for n % 16 >= 8 (rsi, rdi 64 bytes back)
  mulxq 64(%rsi), %r9, %r10
  adoxq 64(%rdi), %r9
  adcxq %rax, %r9
  mulxq 72(%rsi), %r11, %rax
  adoxq 72(%rdi), %r11
  adcxq %r10, %r11
  movq %r9, 64(%rdi)
  movq %r11, 72(%rdi)
  mulxq 80(%rsi), %r9, %r10
  adoxq 80(%rdi), %r9
  adcxq %rax, %r9
  mulxq 88(%rsi), %r11, %rax
  adoxq 88(%rdi), %r11
  adcxq %r10, %r11
  movq %r9, 80(%rdi)
  movq %r11, 88(%rdi)
  mulxq 96(%rsi), %r9, %r10
  adoxq 96(%rdi), %r9
  adcxq %rax, %r9
  mulxq 104(%rsi), %r11, %rax
  adoxq 104(%rdi), %r11
  adcxq %r10, %r11
  movq %r9, 96(%rdi)
  movq %r11, 104(%rdi)
  mulxq 112(%rsi), %r9, %r10
  adoxq 112(%rdi), %r9
  adcxq %rax, %r9
  mulxq 120(%rsi), %r11, %rax
  adoxq 120(%rdi), %r11
  adcxq %r10, %r11
  movq %r9, 112(%rdi)
  movq %r11, 120(%rdi)
  leaq 128(%rsi), %rsi
  leaq 128(%rdi), %rdi
  leaq -1(%rcx), %rcx             // CAUTION: LEA, not DEC: DEC would write OF
  jrcxz .Laddmul_fold             // JRCXZ reads and writes no flags
  jmp .Laddmul_loop
.Laddmul_fold:
  adcxq %r8, %rax                 // c = hi + CF (cannot wrap, see Bound)
  adoxq %r8, %rax                 // c += OF; CF = OF = 0 now
  ret
.Laddmul_8only:                   // 9 <= n <= 15: the last 8 words, no loop
  xorl %ecx, %ecx                 // CAUTION: clears CF and OF: the chains start at 0
  mulxq 0(%rsi), %r9, %r10        // r10:r9 = x[i] * y
  adoxq 0(%rdi), %r9              // OF chain: u = z[i] + lo
  adcxq %rax, %r9                 // CF chain: u + hi[i-1] (the carry word c for the first word)
  mulxq 8(%rsi), %r11, %rax       // rax:r11 = x[i+1] * y
  adoxq 8(%rdi), %r11
  adcxq %r10, %r11
  movq %r9, 0(%rdi)               // both stores of a pair after both loads of z
  movq %r11, 8(%rdi)
  mulxq 16(%rsi), %r9, %r10
  adoxq 16(%rdi), %r9
  adcxq %rax, %r9
  mulxq 24(%rsi), %r11, %rax
  adoxq 24(%rdi), %r11
  adcxq %r10, %r11
  movq %r9, 16(%rdi)
  movq %r11, 24(%rdi)
  mulxq 32(%rsi), %r9, %r10
  adoxq 32(%rdi), %r9
  adcxq %rax, %r9
  mulxq 40(%rsi), %r11, %rax
  adoxq 40(%rdi), %r11
  adcxq %r10, %r11
  movq %r9, 32(%rdi)
  movq %r11, 40(%rdi)
  mulxq 48(%rsi), %r9, %r10
  adoxq 48(%rdi), %r9
  adcxq %rax, %r9
  mulxq 56(%rsi), %r11, %rax
  adoxq 56(%rdi), %r11
  adcxq %r10, %r11
  movq %r9, 48(%rdi)
  movq %r11, 56(%rdi)
  adcxq %rcx, %rax                // c = hi + CF (cannot wrap, see Bound)
  adoxq %rcx, %rax                // c += OF
  ret
LIMB_END(limb_addMulVVW_adx)

LIMB_ENTRY(limb_mulAddVWW_adx)
  movq %r8, %rax                  // c = r, before r8 is reused
  cmpq $1, %rdx
  jne .Lmuladd_not1
  // n == 1 (latency-bound, the case a caller of a word kernel hits most): no section tests.
  movq %rcx, %rdx                 // rdx = y for MULX
  mulxq (%rsi), %r9, %r10         // r10:r9 = x[0] * y
  addq %r9, %rax                  // z[0] = lo + r
  movq %rax, (%rdi)
  adcq $0, %r10                   // c = hi + carry (hi <= 2^64-2)
  movq %r10, %rax
  ret
.Lmuladd_not1:
  movq %rdx, %r8                  // r8 = n
  movq %rcx, %rdx                 // rdx = y for MULX
  testb $1, %r8b
  jz .Lmuladd_2
  mulxq (%rsi), %r9, %r10         // r10:r9 = x[0] * y
  addq %rax, %r9                  // z[0] = lo + r
  movq %r9, (%rdi)
  adcq $0, %r10                   // hi + carry (hi <= 2^64-2)
  movq %r10, %rax                 // c
  leaq 8(%rsi), %rsi
  leaq 8(%rdi), %rdi
.Lmuladd_2:
  testb $2, %r8b
  jz .Lmuladd_4
  xorl %ecx, %ecx                 // CAUTION: clears CF and OF: the chains start at 0
  mulxq 0(%rsi), %r9, %r10        // r10:r9 = x[i] * y
  adcxq %rax, %r9                 // CF chain: z[i] = lo + c + CF
  movq %r9, 0(%rdi)
  mulxq 8(%rsi), %r11, %rax       // rax:r11 = x[i+1] * y
  adcxq %r10, %r11                // CF chain: z[i+1] = lo + hi[i] + CF
  movq %r11, 8(%rdi)
  adcxq %rcx, %rax                // c = hi + CF (cannot wrap, see Bound)
  leaq 16(%rsi), %rsi
  leaq 16(%rdi), %rdi
.Lmuladd_4:
  testb $4, %r8b
  jz .Lmuladd_8
  xorl %ecx, %ecx                 // CAUTION: clears CF and OF
  mulxq 0(%rsi), %r9, %r10        // r10:r9 = x[i] * y
  adcxq %rax, %r9                 // CF chain: z[i] = lo + c + CF
  movq %r9, 0(%rdi)
  mulxq 8(%rsi), %r11, %rax       // rax:r11 = x[i+1] * y
  adcxq %r10, %r11                // CF chain: z[i+1] = lo + hi[i] + CF
  movq %r11, 8(%rdi)
  mulxq 16(%rsi), %r9, %r10       // r10:r9 = x[i] * y
  adcxq %rax, %r9                 // CF chain: z[i] = lo + c + CF
  movq %r9, 16(%rdi)
  mulxq 24(%rsi), %r11, %rax      // rax:r11 = x[i+1] * y
  adcxq %r10, %r11                // CF chain: z[i+1] = lo + hi[i] + CF
  movq %r11, 24(%rdi)
  adcxq %rcx, %rax                // c = hi + CF (cannot wrap, see Bound)
  leaq 32(%rsi), %rsi
  leaq 32(%rdi), %rdi
.Lmuladd_8:
  movq %r8, %rcx
  shrq $4, %rcx                   // rcx = n / 16 (the low n % 8 words are done)
  testb $8, %r8b
  jnz .Lmuladd_enter_mid          // 8 words left over: the body's second half first
  testq %rcx, %rcx
  jz .Lmuladd_done                // n < 8: done (c in rax)
  xorl %r8d, %r8d                 // CAUTION: clears CF; from here to the fold nothing
                                  // but MULX/ADCX/MOV/LEA/JRCXZ/JMP
  jmp .Lmuladd_loop
.Lmuladd_enter_mid:
  leaq -64(%rsi), %rsi            // the second half reads 64(%rsi) on: it starts at x[i]
  leaq -64(%rdi), %rdi
  leaq 1(%rcx), %rcx              // one more (half) pass
  xorl %r8d, %r8d                 // CAUTION: clears CF; the same rule as above
  jmp .Lmuladd_mid
  .p2align 4                      // after a JMP: the padding never runs
.Lmuladd_loop:
  mulxq 0(%rsi), %r9, %r10        // r10:r9 = x[i] * y
  adcxq %rax, %r9                 // CF chain: z[i] = lo + hi[i-1] + CF
  movq %r9, 0(%rdi)
  mulxq 8(%rsi), %r11, %rax       // rax:r11 = x[i+1] * y
  adcxq %r10, %r11
  movq %r11, 8(%rdi)
  mulxq 16(%rsi), %r9, %r10
  adcxq %rax, %r9
  movq %r9, 16(%rdi)
  mulxq 24(%rsi), %r11, %rax
  adcxq %r10, %r11
  movq %r11, 24(%rdi)
  mulxq 32(%rsi), %r9, %r10
  adcxq %rax, %r9
  movq %r9, 32(%rdi)
  mulxq 40(%rsi), %r11, %rax
  adcxq %r10, %r11
  movq %r11, 40(%rdi)
  mulxq 48(%rsi), %r9, %r10
  adcxq %rax, %r9
  movq %r9, 48(%rdi)
  mulxq 56(%rsi), %r11, %rax
  adcxq %r10, %r11
  movq %r11, 56(%rdi)
.Lmuladd_mid:                     // entry for n % 16 >= 8 (rsi, rdi 64 bytes back)
  mulxq 64(%rsi), %r9, %r10
  adcxq %rax, %r9
  movq %r9, 64(%rdi)
  mulxq 72(%rsi), %r11, %rax
  adcxq %r10, %r11
  movq %r11, 72(%rdi)
  mulxq 80(%rsi), %r9, %r10
  adcxq %rax, %r9
  movq %r9, 80(%rdi)
  mulxq 88(%rsi), %r11, %rax
  adcxq %r10, %r11
  movq %r11, 88(%rdi)
  mulxq 96(%rsi), %r9, %r10
  adcxq %rax, %r9
  movq %r9, 96(%rdi)
  mulxq 104(%rsi), %r11, %rax
  adcxq %r10, %r11
  movq %r11, 104(%rdi)
  mulxq 112(%rsi), %r9, %r10
  adcxq %rax, %r9
  movq %r9, 112(%rdi)
  mulxq 120(%rsi), %r11, %rax
  adcxq %r10, %r11
  movq %r11, 120(%rdi)
  leaq 128(%rsi), %rsi
  leaq 128(%rdi), %rdi
  leaq -1(%rcx), %rcx
  jrcxz .Lmuladd_fold             // JRCXZ reads and writes no flags
  jmp .Lmuladd_loop
.Lmuladd_fold:
  adcxq %r8, %rax                 // c = hi + CF (cannot wrap, see Bound)
.Lmuladd_done:
  ret
LIMB_END(limb_mulAddVWW_adx)

LIMB_ENTRY(limb_subMulVVW_adx)
  movq %rdx, %r8                  // r8 = n
  movq %rcx, %rdx                 // rdx = y for MULX
  xorl %eax, %eax                 // c = 0
  testb $1, %r8b
  jz .Lsubmul_2
  mulxq (%rsi), %r9, %rax         // rax:r9 = x[0] * y
  subq %r9, (%rdi)                // z[0] -= lo
  adcq $0, %rax                   // c = hi + borrow (hi <= 2^64-2)
  leaq 8(%rsi), %rsi
  leaq 8(%rdi), %rdi
.Lsubmul_2:
  testb $2, %r8b
  jz .Lsubmul_4
  xorl %ecx, %ecx                 // CAUTION: clears CF and OF: the chains start at 0
  mulxq 0(%rsi), %r9, %r10      // r10:r9 = x[i] * y
  adcxq %rax, %r9                 // CF chain: t = lo + c
  movq 0(%rdi), %r11
  notq %r11                       // NOT writes no flags
  adoxq %r9, %r11                 // OF chain: ~z[i] + t
  notq %r11                       // = z[i] - t
  movq %r11, 0(%rdi)
  mulxq 8(%rsi), %r11, %rax     // rax:r11 = x[i+1] * y
  adcxq %r10, %r11                // CF chain: t = lo + hi[i]
  movq 8(%rdi), %r9
  notq %r9
  adoxq %r11, %r9
  notq %r9
  movq %r9, 8(%rdi)
  adcxq %rcx, %rax                // c = hi + CF (cannot wrap, see Bound)
  adoxq %rcx, %rax                // c += OF; CF = OF = 0 now
  leaq 16(%rsi), %rsi
  leaq 16(%rdi), %rdi
.Lsubmul_4:
  testb $4, %r8b
  jz .Lsubmul_8
  xorl %ecx, %ecx                 // CAUTION: clears CF and OF
  mulxq 0(%rsi), %r9, %r10      // r10:r9 = x[i] * y
  adcxq %rax, %r9                 // CF chain: t = lo + c
  movq 0(%rdi), %r11
  notq %r11                       // NOT writes no flags
  adoxq %r9, %r11                 // OF chain: ~z[i] + t
  notq %r11                       // = z[i] - t
  movq %r11, 0(%rdi)
  mulxq 8(%rsi), %r11, %rax     // rax:r11 = x[i+1] * y
  adcxq %r10, %r11                // CF chain: t = lo + hi[i]
  movq 8(%rdi), %r9
  notq %r9
  adoxq %r11, %r9
  notq %r9
  movq %r9, 8(%rdi)
  mulxq 16(%rsi), %r9, %r10      // r10:r9 = x[i] * y
  adcxq %rax, %r9                 // CF chain: t = lo + c
  movq 16(%rdi), %r11
  notq %r11                       // NOT writes no flags
  adoxq %r9, %r11                 // OF chain: ~z[i] + t
  notq %r11                       // = z[i] - t
  movq %r11, 16(%rdi)
  mulxq 24(%rsi), %r11, %rax     // rax:r11 = x[i+1] * y
  adcxq %r10, %r11                // CF chain: t = lo + hi[i]
  movq 24(%rdi), %r9
  notq %r9
  adoxq %r11, %r9
  notq %r9
  movq %r9, 24(%rdi)
  adcxq %rcx, %rax                // c = hi + CF (cannot wrap, see Bound)
  adoxq %rcx, %rax                // c += OF; CF = OF = 0 now
  leaq 32(%rsi), %rsi
  leaq 32(%rdi), %rdi
.Lsubmul_8:
  movq %r8, %rcx
  shrq $3, %rcx                   // rcx = n / 8
  jz .Lsubmul_done
  xorl %r8d, %r8d                 // r8 = 0
  movl $0x7f, %r9d
  addb $1, %r9b                   // CAUTION: OF = 1 (0x7f + 1 overflows a signed byte), CF = 0
                                  // from here to the fold nothing but
                                  // MULX/ADCX/ADOX/NOT/MOV/LEA/JRCXZ/JMP
  jmp .Lsubmul_loop
  .p2align 4                      // after a JMP: the padding never runs
.Lsubmul_loop:
  mulxq 0(%rsi), %r9, %r10        // r10:r9 = x[i] * y
  adcxq %rax, %r9                 // CF chain: t = lo + hi[i-1] (c for the first word)
  notq %r9                        // ~t (NOT writes no flags)
  adoxq 0(%rdi), %r9              // OF chain: z[i] + ~t + OF = z[i] - t + (B if no borrow)
  movq %r9, 0(%rdi)
  mulxq 8(%rsi), %r11, %rax       // rax:r11 = x[i+1] * y
  adcxq %r10, %r11
  notq %r11
  adoxq 8(%rdi), %r11
  movq %r11, 8(%rdi)
  mulxq 16(%rsi), %r9, %r10
  adcxq %rax, %r9
  notq %r9
  adoxq 16(%rdi), %r9
  movq %r9, 16(%rdi)
  mulxq 24(%rsi), %r11, %rax
  adcxq %r10, %r11
  notq %r11
  adoxq 24(%rdi), %r11
  movq %r11, 24(%rdi)
  mulxq 32(%rsi), %r9, %r10
  adcxq %rax, %r9
  notq %r9
  adoxq 32(%rdi), %r9
  movq %r9, 32(%rdi)
  mulxq 40(%rsi), %r11, %rax
  adcxq %r10, %r11
  notq %r11
  adoxq 40(%rdi), %r11
  movq %r11, 40(%rdi)
  mulxq 48(%rsi), %r9, %r10
  adcxq %rax, %r9
  notq %r9
  adoxq 48(%rdi), %r9
  movq %r9, 48(%rdi)
  mulxq 56(%rsi), %r11, %rax
  adcxq %r10, %r11
  notq %r11
  adoxq 56(%rdi), %r11
  movq %r11, 56(%rdi)
  leaq 64(%rsi), %rsi
  leaq 64(%rdi), %rdi
  leaq -1(%rcx), %rcx             // CAUTION: LEA, not DEC: DEC would write OF
  jrcxz .Lsubmul_fold             // JRCXZ reads and writes no flags
  jmp .Lsubmul_loop
.Lsubmul_fold:
  adcxq %r8, %rax                 // c = hi + CF (see Bound)
  seto %r8b                       // r8 = OF = 1 - borrow
  subq %r8, %rax
  leaq 1(%rax), %rax              // c += borrow
.Lsubmul_done:
  ret
LIMB_END(limb_subMulVVW_adx)

#endif  // defined(__x86_64__) && !defined(LIMB_NO_ASM)

LIMB_GNU_STACK
