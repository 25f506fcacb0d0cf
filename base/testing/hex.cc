// See hex.h.
#include "limb/base/testing/hex.h"

#include "gtest/gtest.h"

namespace limb::test {
namespace {

int Nibble(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// The start of s for a message: long values (RSA moduli) are cut.
std::string Excerpt(std::string_view s) {
  constexpr size_t kMax = 40;
  return s.size() <= kMax ? std::string(s) : std::string(s.substr(0, kMax)) + "...";
}

}  // namespace

bool TryFromHex(std::string_view hex, std::vector<uint8_t>* out, std::string* error) {
  out->clear();
  if (hex.size() % 2 != 0) {
    *error = "odd hex length " + std::to_string(hex.size()) + ": \"" + Excerpt(hex) + "\"";
    return false;
  }
  out->reserve(hex.size() / 2);
  for (size_t i = 0; i < hex.size(); i += 2) {
    const int hi = Nibble(hex[i]), lo = Nibble(hex[i + 1]);
    if (hi < 0 || lo < 0) {
      const size_t at = hi < 0 ? i : i + 1;
      *error = "not a hex digit at offset " + std::to_string(at) + ": \"" + Excerpt(hex) + "\"";
      out->clear();
      return false;
    }
    out->push_back(static_cast<uint8_t>(hi << 4 | lo));
  }
  return true;
}

std::vector<uint8_t> FromHex(std::string_view hex) {
  std::vector<uint8_t> out;
  std::string error;
  if (!TryFromHex(hex, &out, &error)) ADD_FAILURE() << "FromHex: " << error;
  return out;
}

std::string ToHex(std::span<const uint8_t> bytes) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string s;
  s.reserve(2 * bytes.size());
  for (uint8_t b : bytes) {
    s.push_back(kDigits[b >> 4]);
    s.push_back(kDigits[b & 15]);
  }
  return s;
}

}  // namespace limb::test
