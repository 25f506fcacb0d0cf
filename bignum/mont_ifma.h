// Constant-time modular exponentiation for 1024-bit moduli (16 words: RSA-2048's
// primes) in radix 2^52 with AVX-512 IFMA, and a dual variant that runs two
// independent exponentiations (the two CRT halves) interleaved.
//
// Representation: a value < 2^1040 as 24 little-endian 52-bit limbs (limbs
// 20..23 zero); the Montgomery radix is R' = 2^1040 (> 4m for every m < 2^1024).
// The products are "almost Montgomery" (AMM): results stay < 2m, never fully
// reduced until the final conversion. Kernels work on PAIRS of such numbers
// (lane A, lane B: 48 words), so one call serves both CRT halves.
//
// Selection: IfmaKernelsForCpu() returns the AVX-512 table only when Cpu()
// (LIMB_CPU caps honoured) has AVX-512F, AVX-512VL and AVX512_IFMA and the
// binary has the assembly (not --config=noasm); otherwise nullptr and callers
// use the scalar Exp. The portable twin table (GenericIfmaKernels) runs
// everywhere and is what tests compare the assembly with.
//
// Constant time: no branch or address depends on the base, the exponent or the
// modulus values (the primes are secret in RSA); only the word count and the
// announced exponent bit lengths leak. Each window value selects its table
// entry by a scan of all 32 entries under masks.
//
// Measured (mont_ifma_bench, CPU-time medians, AMD EPYC Zen 4/5 class VM under
// load, 2026-11-30): ExpIfmaDual on two 1024-bit moduli with full exponents
// 217 us (OpenSSL 3.0 BN_mod_exp_mont_consttime_x2: 245 us; the scalar Exp,
// one 1024-bit exponentiation with the MULX/ADX kernels: ~320 us). ExpIfma (a
// lone exponentiation, lane B repeating lane A) costs the same as the dual.
// Only 1024-bit moduli (16 words) so far: RSA-3072/4096 primes (24/32 words)
// use the scalar path; 1536/2048-bit IFMA kernels are not written yet (issue #4).
#ifndef LIMB_BIGNUM_MONT_IFMA_H_
#define LIMB_BIGNUM_MONT_IFMA_H_

#include <cstddef>
#include <cstdint>
#include <span>

#include "base/status.h"
#include "bignum/mont.h"
#include "bignum/word.h"

namespace limb {

inline constexpr size_t kIfmaWords = 16;   // 64-bit words of a supported modulus
inline constexpr size_t kIfmaLimbs = 24;   // 52-bit limbs per number (20 used)
inline constexpr size_t kIfmaUsedLimbs = 20;
inline constexpr size_t kIfmaPair = 2 * kIfmaLimbs;
inline constexpr unsigned kIfmaWindow = 5;
inline constexpr size_t kIfmaTableSize = size_t{1} << kIfmaWindow;

// IfmaKernels: one table of the two kernels on pairs.
// amm_x2: for each lane L in {A, B}: r_L = (a_L b_L + q_L m_L) / 2^1040, q_L
//   in [0, 2^1040) the unique value that makes the division exact, i.e.
//   r_L = a_L b_L 2^-1040 mod m_L, not fully reduced. MUST: m_L odd, m_L <
//   2^1024, k0[L] = -m_L^-1 mod 2^52, every limb of a, b, m < 2^52, limbs
//   20..23 zero, a_L, b_L < 2^1025. Then r_L < 2^1025 in normalised limbs
//   (< 2^52, limbs 20..23 zero) and r_L < 2 m_L whenever a_L, b_L < 2 m_L.
//   Aliasing: r may equal a and/or b; m, k0 must not overlap r.
//   Time depends on nothing.
// select_x2: out lane A = lane A of table[idx_a], lane B = lane B of
//   table[idx_b]; table holds kIfmaTableSize pairs; idx_a, idx_b <
//   kIfmaTableSize. Reads every entry whole. Time independent of the indices.
struct IfmaKernels {
  const char* name;  // "generic", "x86_64_avx512ifma"
  void (*amm_x2)(Word* r, const Word* a, const Word* b, const Word* m,
                 const Word* k0) noexcept;
  void (*select_x2)(Word* out, const Word* table, Word idx_a, Word idx_b) noexcept;
};

// GenericIfmaKernels: the portable twins (unsigned __int128), any CPU.
const IfmaKernels& GenericIfmaKernels() noexcept;

// IfmaKernelsForCpu: the AVX-512 IFMA table if Cpu() and the build allow it,
// else nullptr. Chosen once.
const IfmaKernels* IfmaKernelsForCpu() noexcept;

// AllIfmaKernels: every table this CPU can run (generic first), ignoring
// LIMB_CPU. For tests and benchmarks.
std::span<const IfmaKernels* const> AllIfmaKernels() noexcept;

// IfmaSupports: whether m has the size these kernels handle (16 words).
inline bool IfmaSupports(const Modulus& m) noexcept { return m.num_words() == kIfmaWords; }

// ExpIfma: out = base^e mod m, same contract as ExpWords (mont.h): e
// little-endian words, only the low exponent_bits bits used (bits above are
// ignored), 0^0 = 1. Requires IfmaSupports(m) (else kInvalidArgument) and
// base < m. Runs on k (IfmaKernelsForCpu() or any of AllIfmaKernels()).
// Errors: kInvalidArgument if exponent_bits > 64 * e.size() or m unsupported.
// Constant time; leaks only m's word count, e.size() and exponent_bits.
Status ExpIfma(Residue& out, const Residue& base, std::span<const Word> e,
               size_t exponent_bits, const Modulus& m, const IfmaKernels& k) noexcept;

// ExpIfmaDual: out_a = base_a^e_a mod m_a and out_b = base_b^e_b mod m_b in one
// interleaved pass (m_a and m_b may differ, both IfmaSupports). Same rules as
// ExpIfma for each half. Constant time; leaks only the word counts, the
// exponent sizes and both exponent_bits. out_a and out_b must be distinct
// objects; each may alias its own base.
Status ExpIfmaDual(Residue& out_a, const Residue& base_a, std::span<const Word> e_a,
                   size_t exponent_bits_a, const Modulus& m_a, Residue& out_b,
                   const Residue& base_b, std::span<const Word> e_b, size_t exponent_bits_b,
                   const Modulus& m_b, const IfmaKernels& k) noexcept;

// InverseVarTime: out = x^-1 mod n for PUBLIC x and n (nw words each; n odd,
// n > 1, x < n), by Lehmer's extended Euclid (Knuth, TAOCP vol. 2, 4.5.2,
// Algorithm L): quotients simulated on the leading 62 bits, applied to the
// numbers and cofactors as one 2x2 matrix per pass (about 31 bits of
// progress per pass). RSA uses it for the blinding product r a, which is
// uniformly random and public by design. Returns 1 (out written), 0 if
// gcd(x, n) != 1, or -1 if a quotient of 2^62 or more turns up (x tiny
// compared with n; about 2^-60 for random x): callers then use the general
// ModInverse (bignum/nt.h). VARIABLE TIME in x and n. Not IFMA-specific: it
// lives here until bignum/nt takes it (it is much faster than nt's
// Int-based ModInverse: ~40 us against ~200 us at 2048 bits).
int InverseVarTime(Word* out, const Word* x, const Word* n, size_t nw) noexcept;

}  // namespace limb

#endif  // LIMB_BIGNUM_MONT_IFMA_H_
