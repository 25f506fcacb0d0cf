// Hex strings for tests: known answers are written in hex, and failures
// print bytes in hex.
#ifndef LIMB_BASE_TESTING_HEX_H_
#define LIMB_BASE_TESTING_HEX_H_

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace limb::test {

// TryFromHex decodes hex (two digits per byte, either case, nothing else)
// into *out. On an odd length or a character that is not a hex digit it
// returns false, leaves *out empty and says what was wrong in *error.
bool TryFromHex(std::string_view hex, std::vector<uint8_t>* out, std::string* error);

// FromHex is TryFromHex for input that must be valid: an odd length or a
// non-hex character is a test failure (ADD_FAILURE), and the result is then
// empty.
std::vector<uint8_t> FromHex(std::string_view hex);

// ToHex: bytes as lower-case hex, two digits per byte.
std::string ToHex(std::span<const uint8_t> bytes);

}  // namespace limb::test

#endif  // LIMB_BASE_TESTING_HEX_H_
