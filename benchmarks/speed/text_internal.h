// String helpers shared by the speed tool's files.
#ifndef LIMB_BENCHMARKS_SPEED_TEXT_INTERNAL_H_
#define LIMB_BENCHMARKS_SPEED_TEXT_INTERNAL_H_

#include <string>

namespace limb::speed {

// Printf formats like std::printf into a string; the result is cut at 511
// bytes (every caller formats a number or a short line).
std::string Printf(const char* fmt, ...) __attribute__((format(printf, 1, 2)));

// ParseInt parses a decimal integer of 1 to 9 digits (no sign, no spaces);
// returns false for anything else.
bool ParseInt(const std::string& s, int* v);

}  // namespace limb::speed

#endif  // LIMB_BENCHMARKS_SPEED_TEXT_INTERNAL_H_
