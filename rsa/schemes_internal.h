// rsa/schemes_internal.h: what rsa/sign.cc and rsa/encrypt.cc share beside
// the public schemes.h. Not an API.
#ifndef LIMB_RSA_SCHEMES_INTERNAL_H_
#define LIMB_RSA_SCHEMES_INTERNAL_H_

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <span>

#include "limb/rsa/schemes.h"

namespace limb {

// The largest RsaHashSize.
inline constexpr size_t kRsaMaxHashSize = 64;

namespace rsa_schemes_internal {

// out = h(parts[0] || parts[1] || ...); h RsaHashComputable, out exactly
// RsaHashSize(h) bytes. Constant time in the parts' contents.
void HashParts(RsaHash h, std::initializer_list<std::span<const uint8_t>> parts,
               std::span<uint8_t> out) noexcept;

}  // namespace rsa_schemes_internal
}  // namespace limb

#endif  // LIMB_RSA_SCHEMES_INTERNAL_H_
