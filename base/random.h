// RandomBytes fills out with bytes from the OS CSPRNG (getrandom(2)).
// Returns kRandomFailure if the kernel cannot supply them; never blocks
// forever and never returns partial output as success.
#ifndef LIMB_BASE_RANDOM_H_
#define LIMB_BASE_RANDOM_H_

#include <cstdint>
#include <span>

#include "limb/base/status.h"

namespace limb {

Status RandomBytes(std::span<uint8_t> out) noexcept;

}  // namespace limb

#endif  // LIMB_BASE_RANDOM_H_
