// Internals of nt.cc that tests reach: not part of limb's API.
#ifndef LIMB_BIGNUM_NT_INTERNAL_H_
#define LIMB_BIGNUM_NT_INTERNAL_H_

#include <cstddef>

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

}  // namespace limb::nt_internal

#endif  // LIMB_BIGNUM_NT_INTERNAL_H_
