// Constant-time modular exponentiation in radix 2^52 with AVX-512 IFMA for
// every modulus of 8 to 32 words (512- to 2048-bit: the primes of RSA-1024
// up to RSA-4096, including the 683-bit primes of 3-prime RSA-2048), single
// and dual (two independent exponentiations, e.g. two CRT halves,
// interleaved in one instruction stream).
//
// Representation: for an n-word modulus, L = IfmaUsedLimbs(n) =
// ceil((64 n + 2) / 52) limbs of 52 bits are used (so R' = 2^(52 L) > 4m),
// stored in S = IfmaStride(n) = 8 ceil(L / 8) words (whole zmm vectors;
// limbs L..S-1 zero). The products are "almost Montgomery" (AMM): results
// stay < 2m, never fully reduced until the final conversion. A dual kernel
// works on a PAIR (lane A: S words, then lane B: S words).
//
// Selection: ActiveIfmaKernels() is the AVX-512 table only when Cpu()
// (LIMB_CPU caps honoured) has AVX-512F, AVX-512VL, AVX-512BW and
// AVX512_IFMA and the binary has the assembly (not --config=noasm);
// otherwise it is the portable twin table (GenericIfmaKernels), which runs
// everywhere, is what tests compare the assembly with, and has use_for_exp
// false, so callers use the scalar Exp. mont.h's Exp and ExpWords take this
// path by themselves when ActiveIfmaKernels().use_for_exp, IfmaSupports(m)
// and the Modulus uses the default kernel table (ActiveMontKernels()).
//
// Constant time: no branch or address depends on the base, the exponent or the
// modulus values (the primes are secret in RSA); only the word counts and the
// announced exponent bit lengths leak. Each window value selects its table
// entry by a scan of all 32 entries under masks.
//
// At 16 words a lone exponentiation runs on the dual kernel (lone_as_dual),
// which is cheaper there than the generated single-lane kernel.
// Measured: mont_ifma_bench limb/ModExpDual/<bits> and limb/ModExp/<bits>
// against openssl/ and gmp/, and ifma_kernel_bench's AmmX1/AmmX2 rows
// (bazel run --config=opt //benchmarks:ifma_kernel_bench); the tables are in
// benchmarks/RESULTS.md.
#ifndef LIMB_BIGNUM_MONT_IFMA_INTERNAL_H_
#define LIMB_BIGNUM_MONT_IFMA_INTERNAL_H_

#include <cstddef>
#include <cstdint>
#include <span>

#include "limb/asm/cpu.h"
#include "limb/base/status.h"
#include "limb/bignum/mont.h"
#include "limb/bignum/word.h"

namespace limb {

inline constexpr size_t kIfmaMinWords = 8;   // smallest supported modulus (words)
inline constexpr size_t kIfmaMaxWords = 32;  // largest supported modulus (words)
inline constexpr size_t kIfmaMaxStride = 40; // S for 32 words
inline constexpr unsigned kIfmaWindow = 5;
inline constexpr size_t kIfmaTableSize = size_t{1} << kIfmaWindow;

// IfmaUsedLimbs(n): L, the 52-bit limbs (and AMM iterations) for an n-word
// modulus: the least L with 52 L >= 64 n + 2 (R' = 2^(52 L) > 4m).
constexpr size_t IfmaUsedLimbs(size_t n) { return (64 * n + 2 + 51) / 52; }
// IfmaStride(n): S, the words one number occupies (L rounded up to 8).
constexpr size_t IfmaStride(size_t n) { return (IfmaUsedLimbs(n) + 7) / 8 * 8; }

// IfmaSizeKernels: the kernels for one modulus size (n words; L, S as above).
// amm_x2: for each lane X in {A, B} (lane A at words [0, S), lane B at
//   [S, 2S)): r_X = (a_X b_X + q_X m_X) / 2^(52 L), q_X in [0, 2^(52 L)) the
//   unique value that makes the division exact, i.e. r_X = a_X b_X 2^-(52 L)
//   mod m_X, not fully reduced. MUST: m_X odd, 4 m_X < 2^(52 L), k0[X] =
//   -m_X^-1 mod 2^52, every limb of a, b, m < 2^52, limbs L..S-1 zero, a_X,
//   b_X < 2^(64 n + 1). Then r_X < a_X b_X / 2^(52 L) + m_X < 2^(64 n + 1) in
//   normalised limbs (< 2^52, limbs L..S-1 zero), and r_X < 2 m_X whenever
//   a_X, b_X < 2 m_X. Aliasing: r may equal a and/or b; m, k0 must not
//   overlap r. Time depends on nothing.
// sqr_x2: r = amm_x2(a, a), bit-identical (a dedicated squaring may differ
//   in speed only).
// select_x2: out lane A = lane A of table[idx_a], lane B = lane B of
//   table[idx_b]; table holds kIfmaTableSize pairs (2S words each); idx_a,
//   idx_b < kIfmaTableSize. Reads every entry whole. Time independent of the
//   indices.
// amm_x1, sqr_x1, select_x1: the same on one lane (S words, k0[0], idx).
struct IfmaSizeKernels {
  void (*amm_x2)(Word* r, const Word* a, const Word* b, const Word* m,
                 const Word* k0) noexcept;
  void (*sqr_x2)(Word* r, const Word* a, const Word* m, const Word* k0) noexcept;
  void (*select_x2)(Word* out, const Word* table, Word idx_a, Word idx_b) noexcept;
  void (*amm_x1)(Word* r, const Word* a, const Word* b, const Word* m,
                 const Word* k0) noexcept;
  void (*sqr_x1)(Word* r, const Word* a, const Word* m, const Word* k0) noexcept;
  void (*select_x1)(Word* out, const Word* table, Word idx) noexcept;
  // lone_as_dual: ExpIfma runs on the dual kernels with lane B repeating
  // lane A, because that measured cheaper than the single-lane kernels at
  // this size (16 words on the AVX-512 table: the hand-written 20-limb dual
  // kernel of mont_ifma.S beats the generated single-lane one).
  bool lone_as_dual;
};

// IfmaKernels: one table of kernels per supported word count.
struct IfmaKernels {
  const char* name;  // "generic", "x86_64_avx512ifma"
  IfmaSizeKernels sizes[kIfmaMaxWords - kIfmaMinWords + 1];
  // use_for_exp: Exp, ExpWords and RSA's CRT take the IFMA path when this
  // table is the active one. False for the generic twins: they specify the
  // assembly and are slower than the scalar Exp.
  bool use_for_exp;
  // For(n): the kernels for n words; kIfmaMinWords <= n <= kIfmaMaxWords.
  const IfmaSizeKernels& For(size_t n) const noexcept { return sizes[n - kIfmaMinWords]; }
};

// GenericIfmaKernels: the portable twins (unsigned __int128), any CPU.
const IfmaKernels& GenericIfmaKernels() noexcept;

// ActiveIfmaKernels: the table chosen once for Cpu() (LIMB_CPU caps
// honoured): the AVX-512 IFMA table where the CPU and the build allow it,
// else the generic one (whose use_for_exp is false).
const IfmaKernels& ActiveIfmaKernels() noexcept;

// IfmaKernelsFor: the table a CPU with features f gets.
const IfmaKernels& IfmaKernelsFor(const CpuFeatures& f) noexcept;

// ExpectedIfmaKernelsName: the table ActiveIfmaKernels() picks when LIMB_CPU
// is unset (dispatch tests).
const char* ExpectedIfmaKernelsName() noexcept;

// AllIfmaKernels: every table this CPU can run (generic first), ignoring
// LIMB_CPU. For tests and benchmarks.
std::span<const IfmaKernels* const> AllIfmaKernels() noexcept;

// IfmaSupports: whether m has a size these kernels handle (8 to 32 words).
inline bool IfmaSupports(const Modulus& m) noexcept {
  return m.num_words() >= kIfmaMinWords && m.num_words() <= kIfmaMaxWords;
}

// ExpIfma: out = base^e mod m, same contract as ExpWords (mont.h): e
// little-endian words in the low exponent_bits bits (1 <= exponent_bits;
// every higher bit zero), 0^0 = 1. Requires IfmaSupports(m) (else kInvalidArgument) and
// base < m. Runs on k (ActiveIfmaKernels() or any of AllIfmaKernels()) with
// the single-lane kernels.
// Errors: kInvalidArgument if m is unsupported or e breaks ExpWords' rules.
// Constant time; leaks only m's word count, e.size() and exponent_bits.
Status ExpIfma(Residue& out, const Residue& base, std::span<const Word> e,
               size_t exponent_bits, const Modulus& m, const IfmaKernels& k) noexcept;

// ExpIfmaDual: out_a = base_a^e_a mod m_a and out_b = base_b^e_b mod m_b in one
// interleaved pass (m_a and m_b may differ, both IfmaSupports; if their word
// counts differ, both lanes run at the larger one's size). Same rules as
// ExpIfma for each half. Constant time; leaks only the word counts, the
// exponent sizes and both exponent_bits. out_a and out_b must be distinct
// objects; each may alias its own base.
Status ExpIfmaDual(Residue& out_a, const Residue& base_a, std::span<const Word> e_a,
                   size_t exponent_bits_a, const Modulus& m_a, Residue& out_b,
                   const Residue& base_b, std::span<const Word> e_b, size_t exponent_bits_b,
                   const Modulus& m_b, const IfmaKernels& k) noexcept;

}  // namespace limb

#endif  // LIMB_BIGNUM_MONT_IFMA_INTERNAL_H_
