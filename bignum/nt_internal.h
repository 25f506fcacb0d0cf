// What the nt_*.cc files share, and what tests reach: not part of limb's API.
#ifndef LIMB_BIGNUM_NT_INTERNAL_H_
#define LIMB_BIGNUM_NT_INTERNAL_H_

#include <cstddef>

#include "limb/bignum/int.h"
#include "limb/bignum/word.h"

namespace limb::nt_internal {

enum class Lehmer {
  kInverted,          // out = x^-1 mod n
  kNotInvertible,     // gcd(x, n) != 1; out untouched
  kQuotientTooLarge,  // a quotient of 2^62 or more: use the general inverse
};

// LehmerInverse: InverseVarTime's fast path (nt.h), with the same
// preconditions (checked by InverseVarTime, not here).
Lehmer LehmerInverse(Word* out, const Word* x, const Word* n, size_t nw) noexcept;

// ModPos: a mod b in [0, b), for b > 0 (b MUST be nonzero).
Int ModPos(const Int& a, const Int& b) noexcept;

// BitLen: the bit length of the w-word little-endian value x (0 for zero).
size_t BitLen(const Word* x, size_t w) noexcept;

}  // namespace limb::nt_internal

#endif  // LIMB_BIGNUM_NT_INTERNAL_H_
