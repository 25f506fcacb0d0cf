// Word-vector kernels: the contracts, the portable twins and the dispatch
// table. Names as in Go's math/big: V = word vector, W = word, U = shift.
//
// Common rules for every kernel below:
//  - Vectors are little-endian arrays of Words (z[0] least significant).
//  - n is the number of words; n may be 0 (nothing is written, and the
//    return value is the natural one: the carry-in, or 0).
//  - Aliasing: z == x (and z == y where a y vector exists) is allowed;
//    any other, partial overlap is forbidden.
//  - Only z[0, n) is written.
//  - Time depends on n only, never on the values of z, x, y, s or r. These
//    kernels are used on secrets by bignum/mont and rsa.
//
// Argument order: output vector, input vectors, n, then scalar words.
#ifndef LIMB_BIGNUM_ARITH_H_
#define LIMB_BIGNUM_ARITH_H_

#include <atomic>
#include <cstddef>
#include <span>

#include "limb/bignum/word.h"

namespace limb {

// addVV: z = x + y; returns the carry (0 or 1).
Word addVV_g(Word* z, const Word* x, const Word* y, size_t n) noexcept;
// subVV: z = x - y; returns the borrow (0 or 1).
Word subVV_g(Word* z, const Word* x, const Word* y, size_t n) noexcept;
// addVW: z = x + y (y a single word); returns the carry (0 or 1).
// For n == 0 returns y.
Word addVW_g(Word* z, const Word* x, size_t n, Word y) noexcept;
// subVW: z = x - y (y a single word); returns the borrow (0 or 1).
// For n == 0 returns y.
Word subVW_g(Word* z, const Word* x, size_t n, Word y) noexcept;
// shlVU: z = x << s, 0 <= s < 64; returns the bits shifted out of the top
// word, in the low s bits of the result (0 when s == 0).
// Aliasing: z == x allowed, and z > x (shifting up in place) too.
Word shlVU_g(Word* z, const Word* x, size_t n, unsigned s) noexcept;
// shrVU: z = x >> s, 0 <= s < 64; returns the bits shifted out of the bottom
// word, in the high s bits of the result (0 when s == 0).
// Aliasing: z == x allowed, and z < x (shifting down in place) too.
Word shrVU_g(Word* z, const Word* x, size_t n, unsigned s) noexcept;
// mulAddVWW: z = x * y + r; returns the high word (the carry out).
Word mulAddVWW_g(Word* z, const Word* x, size_t n, Word y, Word r) noexcept;
// addMulVVW: z += x * y; returns the carry word.
Word addMulVVW_g(Word* z, const Word* x, size_t n, Word y) noexcept;
// subMulVVW: z -= x * y; returns the borrow word (what must still be
// subtracted from the word above z[n-1]). Used by Knuth D.
Word subMulVVW_g(Word* z, const Word* x, size_t n, Word y) noexcept;

// mulBasecase: z[0, xn+yn) = x[0, xn) * y[0, yn), schoolbook (quadratic).
// MUST: xn >= 1, yn >= 1 (fastest with xn >= yn); z overlaps neither x nor y
// (this is not a z == x kernel). Time depends on xn and yn only.
void mulBasecase_g(Word* z, const Word* x, size_t xn, const Word* y, size_t yn) noexcept;
// sqrBasecase: z[0, 2n) = x[0, n)^2, schoolbook with the off-diagonal
// products computed once. MUST: n >= 1; z does not overlap x. Time depends
// on n only.
void sqrBasecase_g(Word* z, const Word* x, size_t n) noexcept;

// karatsubaCombine: the recombination of an even Karatsuba step (n = 2h).
// With z[0, 4h) = L0 + H0 B^h + L2 B^2h + H2 B^3h (h words each; in
// Karatsuba z0 = L0 + H0 B^h and z2 = L2 + H2 B^h are the half products) and
// t[0, 2h):
//   z = z + (L0 + H0 B^h + L2 + H2 B^h - t) B^h  mod B^4h   (sub == 1)
//   z = z + (L0 + H0 B^h + L2 + H2 B^h + t) B^h  mod B^4h   (sub == 0)
// MUST: h >= 1; sub is 0 or 1; t does not overlap z. Only z[0, 4h) is
// written. VARIABLE TIME (unlike the kernels above): branches on sub and, for
// the rare carry propagation, on z's words. For Nat (public data) only.
void karatsubaCombine_g(Word* z, const Word* t, size_t h, Word sub) noexcept;

// mul16: z[0, 32) = x[0, 16) * y[0, 16) (Nat's 16-word leaf, one Karatsuba
// step in the asm table). MUST: z overlaps neither x nor y. VARIABLE TIME,
// like karatsubaCombine: for Nat only (constant-time callers use
// mulBasecase). The twin is the schoolbook mulBasecase_g(z, x, 16, y, 16).
void mul16_g(Word* z, const Word* x, const Word* y) noexcept;
// sqr16: z[0, 32) = x[0, 16)^2, the same for squares. MUST: z does not
// overlap x. VARIABLE TIME, Nat only. Twin: sqrBasecase_g(z, x, 16).
void sqr16_g(Word* z, const Word* x) noexcept;

// montMul_g is the twin of bignum/mont's fused Montgomery kernels (which
// have their own dispatch table there).
// montMul: z = x * y * 2^(-64n) mod m, fully reduced (z < m), where m is odd,
// m0inv = -m[0]^(-1) mod 2^64, and x, y < m. 1 <= n <= kMontMaxWords.
// Aliasing: z may equal x and/or y. m must not overlap z.
// Constant time: the final subtraction is done with a mask.
inline constexpr size_t kMontMaxWords = 256;  // 16384-bit moduli
void montMul_g(Word* z, const Word* x, const Word* y, const Word* m, size_t n,
               Word m0inv) noexcept;

// ArithKernels: one table of the kernels above, as one implementation.
struct ArithKernels {
  const char* name;  // "generic", "x86_64", "x86_64_adx", ...
  Word (*addVV)(Word* z, const Word* x, const Word* y, size_t n) noexcept;
  Word (*subVV)(Word* z, const Word* x, const Word* y, size_t n) noexcept;
  Word (*addVW)(Word* z, const Word* x, size_t n, Word y) noexcept;
  Word (*subVW)(Word* z, const Word* x, size_t n, Word y) noexcept;
  Word (*shlVU)(Word* z, const Word* x, size_t n, unsigned s) noexcept;
  Word (*shrVU)(Word* z, const Word* x, size_t n, unsigned s) noexcept;
  Word (*mulAddVWW)(Word* z, const Word* x, size_t n, Word y, Word r) noexcept;
  Word (*addMulVVW)(Word* z, const Word* x, size_t n, Word y) noexcept;
  Word (*subMulVVW)(Word* z, const Word* x, size_t n, Word y) noexcept;
  // Optional: a table without a dedicated basecase leaves these null, and
  // callers (bignum/nat_mul.cc) build the product from the row kernels
  // above. mulBasecase_g/sqrBasecase_g are their twins.
  void (*mulBasecase)(Word* z, const Word* x, size_t xn, const Word* y,
                      size_t yn) noexcept = nullptr;
  void (*sqrBasecase)(Word* z, const Word* x, size_t n) noexcept = nullptr;
  // Optional (null: nat_mul.cc combines with addVV/subVV above); twin
  // karatsubaCombine_g.
  void (*karatsubaCombine)(Word* z, const Word* t, size_t h, Word sub) noexcept = nullptr;
  // Optional (null: nat_mul.cc's Karatsuba over mulBasecase); twin mul16_g.
  void (*mul16)(Word* z, const Word* x, const Word* y) noexcept = nullptr;
  // Optional (null: nat_mul.cc's Sqr16Split or Comba); twin sqr16_g.
  void (*sqr16)(Word* z, const Word* x) noexcept = nullptr;
};

// GenericArithKernels: the twins.
const ArithKernels& GenericArithKernels() noexcept;

namespace arith_internal {
// The table ActiveArithKernels() returns, published once by ActiveArithKernelsSlow() (release
// store; the tables are constant objects, so readers need only the pointer).
extern std::atomic<const ArithKernels*> g_selected;
const ArithKernels& ActiveArithKernelsSlow() noexcept;
}  // namespace arith_internal

// ActiveArithKernels: the table chosen once for this process (CPU features capped by
// LIMB_CPU). After the first call it is one load and one predictable branch,
// inline at every call site (no call, no static-guard check); hot loops
// hoist it anyway.
inline const ArithKernels& ActiveArithKernels() noexcept {
  const ArithKernels* k = arith_internal::g_selected.load(std::memory_order_acquire);
  return k != nullptr ? *k : arith_internal::ActiveArithKernelsSlow();
}

// AllArithKernels: every table this CPU can run, the generic one first
// (tests and benchmarks iterate over it). Ignores LIMB_CPU.
std::span<const ArithKernels* const> AllArithKernels() noexcept;

// ExpectedArithKernelsName: the table name ActiveArithKernels() selects on this CPU with
// no LIMB_CPU cap (dispatch_test asserts it).
const char* ExpectedArithKernelsName() noexcept;

// ArithKernelsFor: the table a CPU with features f gets (dispatch tests).
struct CpuFeatures;
const ArithKernels& ArithKernelsFor(const CpuFeatures& f) noexcept;

}  // namespace limb

#endif  // LIMB_BIGNUM_ARITH_H_
