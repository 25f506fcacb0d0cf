// Internals shared by mont.cc and mont_ifma.cc: not part of limb's API.
#ifndef LIMB_BIGNUM_MONT_INTERNAL_H_
#define LIMB_BIGNUM_MONT_INTERNAL_H_

#include <cstddef>
#include <span>

#include "limb/base/status.h"
#include "limb/bignum/word.h"

namespace limb::mont_internal {

// CheckExponent: the secret-exponent contract of Exp, ExpWords, ExpIfma and
// ExpIfmaDual. kInvalidArgument if exponent_bits is 0, exceeds 64 * e.size(),
// or a bit of e at or above exponent_bits is set. Reads every word of e the
// same way whatever its value; the one bit it reveals is whether the caller
// broke the contract.
Status CheckExponent(std::span<const Word> e, size_t exponent_bits) noexcept;

}  // namespace limb::mont_internal

#endif  // LIMB_BIGNUM_MONT_INTERNAL_H_
