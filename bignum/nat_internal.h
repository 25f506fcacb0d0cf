// Internals of the Nat word routines (nat_mul.cc, nat_div.cc, nt_root.cc) that
// tests and benchmarks reach: not part of limb's API.
#ifndef LIMB_BIGNUM_NAT_INTERNAL_H_
#define LIMB_BIGNUM_NAT_INTERNAL_H_

#include <cstddef>
#include <cstdint>
#include <vector>

#include "limb/bignum/word.h"

namespace limb {
class Nat;
}  // namespace limb

namespace limb {

// Karatsuba thresholds, in words: MulWords uses Karatsuba when both operands
// have at least kKaratsubaMulThreshold words, SqrWords when the operand has at
// least kKaratsubaSqrThreshold words (nat_mul.cc says why these values).
extern const size_t kKaratsubaMulThreshold;
extern const size_t kKaratsubaSqrThreshold;
// Toom-3 thresholds, in words: balanced products (and the balanced blocks of
// unbalanced ones) of at least kToom3MulThreshold words, and squares of at
// least kToom3SqrThreshold words, split three ways (nat_mul.cc).
extern const size_t kToom3MulThreshold;
extern const size_t kToom3SqrThreshold;
// Toom-4 thresholds, in words: the smallest products and squares for which
// the cost model (nat_mul.cc) may choose a four-way split.
extern const size_t kToom4MulThreshold;
extern const size_t kToom4SqrThreshold;
// Toom-6 thresholds, in words: the smallest products and squares for which
// the cost model may choose a six-way split.
extern const size_t kToom6MulThreshold;
extern const size_t kToom6SqrThreshold;
// ForceToom3ForTesting: for tests only. With min_words > 0, every balanced
// product or square of at least min_words (>= 5) words takes Toom-3 at
// every recursion level, bypassing the cost model, so small operands reach
// every Toom-3 path; 0 restores the model. Not synchronised with products
// running in other threads.
void ForceToom3ForTesting(size_t min_words) noexcept;
// ForceToom4ForTesting: the same for Toom-4: with min_words > 0 (>= 10),
// every balanced product or square of at least min_words words takes
// Toom-4, those below it Toom-3 where ForceToom3ForTesting's minimum allows
// and Karatsuba otherwise; 0 restores the model (when both are 0).
void ForceToom4ForTesting(size_t min_words) noexcept;
// ForceToom6ForTesting: the same for Toom-6: with min_words > 0 (>= 36, so
// that the top piece r = n - 5 ceil(n/6) is at least one word), every
// balanced product or square of at least min_words words takes Toom-6,
// those below it Toom-4 or Toom-3 where the minimums above allow and
// Karatsuba otherwise; 0 restores the model (when all three are 0).
void ForceToom6ForTesting(size_t min_words) noexcept;
// ToomPieceWordsForTesting: for tests only: the step the cost model (or a
// forced minimum above) takes for a balanced product (sqr false) or square
// of n words. Returns the Toom step's piece size k (x = x0 + x1 B + ... with
// B = 2^(64k); at least ceil(n / ways)) and sets *ways to 3, 4 or 6, or
// returns 0 with *ways = 0 for Karatsuba or the basecase.
size_t ToomPieceWordsForTesting(size_t n, bool sqr, unsigned* ways) noexcept;

// DivExact3Words: a[0, n) /= 3 in place, for a value that is a multiple of 3
// (otherwise the result is unspecified, as for mpn_divexact_by3): Hensel's
// exact division, one multiplication by 3^-1 mod 2^64 per word, low to high.
// Toom-3's interpolation uses it.
void DivExact3Words(Word* a, size_t n) noexcept;

// DivModRecursive: q = floor(a / b), r = a mod b (either MAY be nullptr; not
// aliasing a or b) by Burnikel-Ziegler recursive division, O(M(n) log n)
// for an n-word divisor: DivModWords' path (so Nat::DivMod's) when the
// divisor has at least kRecursiveDivWords words and the quotient too. b's
// top word MUST be nonzero; a MAY be below b.
// Measured: nat_bench limb/DivMod/65536 and limb/ToString/100000 against gmp/
// (benchmarks/RESULTS.md, "nat_div.cc").
inline constexpr size_t kRecursiveDivWords = 120;
void DivModRecursive(const Nat& a, const Nat& b, Nat* q, Nat* r) noexcept;

// Statistics of DivModWords and DivModRecursive, for tests that must prove
// they reached the rare correction steps. Counted per thread; never read by the library.
struct DivStats {
  uint64_t qhat_corrections = 0;  // D3: q-hat decremented by the 2-word test
  uint64_t add_backs = 0;         // D6: the product overshot; v added back
  uint64_t recursive_top = 0;     // DivModRecursive: a quotient digit of all ones
  uint64_t recursive_fixes = 0;   // DivModRecursive: a quotient digit decremented
};
DivStats& ThreadDivStats() noexcept;

// WordBuffer<kStack>: n scratch words, not zeroed: inside the object (so on
// the caller's stack) when n <= kStack, else on the heap (wiped when freed).
// For the word
// routines' temporaries, where a heap buffer for every small call costs
// more than the work (DivModWords, nt_root.cc's square root, Karatsuba scratch).
template <size_t kStack>
class WordBuffer {
 public:
  explicit WordBuffer(size_t n) {
    if (n > kStack) {
      heap_.resize(n);
      p_ = heap_.data();
    }
  }
  WordBuffer(const WordBuffer&) = delete;
  WordBuffer& operator=(const WordBuffer&) = delete;
  Word* data() noexcept { return p_; }

 private:
  alignas(64) Word stack_[kStack];  // a cache line: the vector kernels load 64 bytes
  WipedWords heap_;
  Word* p_ = stack_;
};

}  // namespace limb

#endif  // LIMB_BIGNUM_NAT_INTERNAL_H_
