// See seed.h.
#include "limb/base/testing/seed.h"

#include <charconv>
#include <cstdlib>
#include <optional>
#include <string_view>

#include "gtest/gtest.h"

namespace limb::test {
namespace {

// ParseSeed: s as a decimal number or 0x-prefixed hex below 2^64, or
// nullopt (no digits, a stray character, overflow).
std::optional<uint64_t> ParseSeed(std::string_view s) {
  int base = 10;
  if (s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
    base = 16;
    s.remove_prefix(2);
  }
  uint64_t v = 0;
  const std::from_chars_result r = std::from_chars(s.data(), s.data() + s.size(), v, base);
  if (s.empty() || r.ec != std::errc() || r.ptr != s.data() + s.size()) return std::nullopt;
  return v;
}

}  // namespace

uint64_t TestSeed(uint64_t default_seed) {
  const char* s = std::getenv("LIMB_TEST_SEED");
  if (s == nullptr || *s == '\0') return default_seed;
  const std::optional<uint64_t> seed = ParseSeed(s);
  if (!seed) {
    ADD_FAILURE() << "LIMB_TEST_SEED=\"" << s
                  << "\" is not a decimal or 0x-hex number below 2^64; using the default seed "
                  << default_seed;
    return default_seed;
  }
  return *seed;
}

std::string SeedTrace(uint64_t seed) { return "LIMB_TEST_SEED=" + std::to_string(seed); }

std::vector<uint8_t> RandomBytes(std::mt19937_64& rng, size_t n) {
  std::vector<uint8_t> v(n);
  for (uint8_t& b : v) b = static_cast<uint8_t>(rng());
  return v;
}

}  // namespace limb::test
