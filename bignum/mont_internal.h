// Internals of the Montgomery code: the kernel tables, pinning a table on a
// Modulus, the exponent contract shared by mont.cc and mont_ifma.cc. Used by
// bignum and rsa, their tests and benchmarks; not part of limb's API.
#ifndef LIMB_BIGNUM_MONT_INTERNAL_H_
#define LIMB_BIGNUM_MONT_INTERNAL_H_

#include <cstddef>
#include <span>

#include "limb/base/status.h"
#include "limb/bignum/mont.h"
#include "limb/bignum/word.h"

namespace limb {

// Kernels. The twin of both entries is montMul_g (bignum/arith.h).
//
// montMul: z = x * y * R^(-1) mod m, fully reduced (z < m), R = 2^(64n),
//   m odd, m0inv = -m[0]^(-1) mod 2^64, 1 <= n <= kMontMaxWords.
//   Inputs: y < m, and x < R (any n-word value; x < m is the usual case).
//   The result is < m whenever x*y < R*m, which these bounds guarantee.
//   Aliasing: z may equal x and/or y; m must not overlap z.
//   Time depends on n only.
// montSqr: z = x * x * R^(-1) mod m; x < m. Same rules; z may equal x.
//   Bit-identical to montMul(z, x, x, m, n, m0inv).
struct MontKernels {
  const char* name;  // "generic", "x86_64_adx", "aarch64", ...
  void (*montMul)(Word* z, const Word* x, const Word* y, const Word* m,
                  size_t n, Word m0inv) noexcept;
  void (*montSqr)(Word* z, const Word* x, const Word* m, size_t n,
                  Word m0inv) noexcept;
};

// montSqr_g: the generic table's montSqr, montMul_g(z, x, x, ...).
void montSqr_g(Word* z, const Word* x, const Word* m, size_t n, Word m0inv) noexcept;

// montRedc_g: Montgomery reduction, the portable twin of the asm reduction
//   kernels (asm/x86_64/mont_redc8_x86_64.S, n % 8 == 0,
//   asm/x86_64/mont_redc11_x86_64.S, n = 11,
//   limb_montRedc_a64 in asm/aarch64/mont_aarch64.S and
//   limb_montRedc_ppc64le in asm/ppc64le/mont_ppc64le.S, any n) that the
//   "x86_64_adx", "aarch64" and "ppc64le" tables run after a plain product
//   or square.
//   z[0,n) = t * R^(-1) mod m, fully reduced (< m), for t[0,2n) < R*m;
//   m odd, m0inv = -m[0]^(-1) mod 2^64, 1 <= n <= kMontMaxWords. t is
//   scratch (overwritten). z must not overlap t or m. Time depends on n only.
void montRedc_g(Word* z, Word* t, const Word* m, size_t n, Word m0inv) noexcept;

// GenericMontKernels: the portable twins.
const MontKernels& GenericMontKernels() noexcept;

// ActiveMontKernels: the table chosen once for this process (CPU features capped by
// LIMB_CPU, exactly as ActiveArithKernels()).
const MontKernels& ActiveMontKernels() noexcept;

// AllMontKernels: every table this CPU can run, the generic one first
// (tests and benchmarks iterate over it). Ignores LIMB_CPU.
std::span<const MontKernels* const> AllMontKernels() noexcept;

// CompiledMontKernels: every table built into this binary, generic first,
// whether or not this CPU can run it. Only for harnesses that run under an
// emulator (valgrind's virtual CPU executes ADX but hides it from CPUID).
std::span<const MontKernels* const> CompiledMontKernels() noexcept;

// ExpectedMontKernelsName: the table ActiveMontKernels() selects here with no LIMB_CPU cap.
const char* ExpectedMontKernelsName() noexcept;

// MontKernelsFor: the table a CPU with features f gets (dispatch tests).
struct CpuFeatures;
const MontKernels& MontKernelsFor(const CpuFeatures& f) noexcept;

// ModulusInternals: access to a Modulus's kernel table.
struct ModulusInternals {
  static const MontKernels& Kernels(const Modulus& m) noexcept { return *m.k_; }
  static void SetKernels(Modulus& m, const MontKernels& k) noexcept { m.k_ = &k; }
};

namespace mont_internal {

// Kernels: the table every operation with m runs on (ActiveMontKernels() by default).
inline const MontKernels& Kernels(const Modulus& m) noexcept {
  return ModulusInternals::Kernels(m);
}
// SetKernels pins any table of AllMontKernels() (or CompiledMontKernels()
// under an emulator) on m; tests and benchmarks only.
inline void SetKernels(Modulus& m, const MontKernels& k) noexcept {
  ModulusInternals::SetKernels(m, k);
}

// CheckExponent: the secret-exponent contract of Exp, ExpWords, ExpIfma and
// ExpIfmaDual. kInvalidArgument if exponent_bits is 0, exceeds 64 * e.size(),
// or a bit of e at or above exponent_bits is set. Reads every word of e the
// same way whatever its value; the one bit it reveals is whether the caller
// broke the contract.
Status CheckExponent(std::span<const Word> e, size_t exponent_bits) noexcept;

// SelectFn: the table lookup of ExpWords. out[0, n) = table[idx n, idx n + n)
//   when idx < entries, all zero otherwise; table holds entries (<= 32)
//   consecutive entries of n words. Every word of every entry is read
//   whatever idx is, and no branch or address depends on idx: time depends
//   on entries and n only. out must not overlap table.
using SelectFn = void (*)(Word* out, const Word* table, size_t entries, size_t n,
                          Word idx) noexcept;

// montSelect_g: the portable twin (plain C++ with SSE2-width vector
// extensions; also under LIMB_CPU=generic and noasm builds).
void montSelect_g(Word* out, const Word* table, size_t entries, size_t n, Word idx) noexcept;

// SelectKernel: one implementation of SelectFn and its name ("generic",
// "avx2").
struct SelectKernel {
  const char* name;
  SelectFn select;
};

// ActiveSelect: the one ExpWords uses, chosen once: "avx2"
// (asm/x86_64/mont_select_avx2.S) where Cpu() has AVX2, else "generic".
const SelectKernel& ActiveSelect() noexcept;

// AllSelects: every implementation this CPU can run, generic first (tests
// and benchmarks). Ignores LIMB_CPU.
std::span<const SelectKernel* const> AllSelects() noexcept;

}  // namespace mont_internal
}  // namespace limb

#endif  // LIMB_BIGNUM_MONT_INTERNAL_H_
