// int_parse_fuzzer: Int::FromString on arbitrary text in every base the API
// accepts (0 and 2..36).
// Input: byte 0 picks the base (byte % 36: 0 -> base 0, 1 -> base 36,
// k -> base k); the rest is the text.
// Properties (abort on violation):
//  - accepted text: ToString(b) parses back in base b to the same value (b =
//    the base, or 10 for base 0), as do ToString(10), ToString(16) and
//    ToString(2); ToString never carries a prefix, '+' or a leading zero;
//  - rejected text: the error is kInvalidArgument at a position within the
//    text (<= its length);
//  - where the syntax agrees with GMP's mpz_set_str (an optional '-', then
//    only alphanumeric digits, no prefix GMP reads differently), limb accepts
//    exactly when GMP does, with the same value.
#include <gmp.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz/fuzz_util.h"
#include "limb/base/status.h"
#include "limb/bignum/int.h"

namespace {

bool IsAlnum(char c) {
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

// The text is inside the syntax both parsers read the same way in `base`.
bool SyntaxAgrees(std::string_view s, int base) {
  std::string_view d = s;
  if (!d.empty() && d[0] == '-') d.remove_prefix(1);
  if (d.empty()) return true;  // both reject "" and "-"
  for (char c : d) {
    if (!IsAlnum(c)) return false;
  }
  auto prefix = [&](char lower) {
    return d.size() >= 2 && d[0] == '0' && (d[1] == lower || d[1] == lower - 32);
  };
  if (base == 0) {
    // GMP: "0" + digit is octal, "0o" is not a prefix, and a lone "0x" or
    // "0b" is zero; limb: decimal, octal, and an error (int.h).
    if (d.size() >= 2 && d[0] == '0' && !prefix('x') && !prefix('b')) return false;
    if ((prefix('x') || prefix('b')) && d.size() == 2) return false;
    return true;
  }
  if ((base == 16 && prefix('x')) || (base == 2 && prefix('b')) || (base == 8 && prefix('o'))) {
    return false;  // limb skips the prefix, GMP reads 'x'/'b'/'o' as a digit
  }
  return true;
}

void CheckRoundTrip(const limb::Int& x, int base) {
  std::string s = x.ToString(base);
  FUZZ_CHECK(!s.empty(), "ToString gave an empty string");
  std::string_view d = s;
  if (d[0] == '-') {
    FUZZ_CHECK(x.IsNegative(), "'-' on a non-negative value");
    d.remove_prefix(1);
  } else {
    FUZZ_CHECK(!x.IsNegative(), "no '-' on a negative value");
  }
  FUZZ_CHECK(!d.empty() && (d[0] != '0' || d.size() == 1), "ToString has a leading zero");
  for (char c : d) FUZZ_CHECK(IsAlnum(c) && !(c >= 'A' && c <= 'Z'), "ToString digit");
  limb::Result<limb::Int> back = limb::Int::FromString(s, base);
  FUZZ_CHECK(back.ok(), "ToString output does not parse back");
  FUZZ_CHECK(*back == x, "parse(ToString(x)) != x");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1) return 0;
  int pick = data[0] % 36;
  int base = pick == 0 ? 0 : (pick == 1 ? 36 : pick);
  std::string text(reinterpret_cast<const char*>(data + 1), size - 1);

  limb::Result<limb::Int> r = limb::Int::FromString(text, base);
  if (r.ok()) {
    CheckRoundTrip(*r, base == 0 ? 10 : base);
    CheckRoundTrip(*r, 10);
    CheckRoundTrip(*r, 16);
    CheckRoundTrip(*r, 2);
  } else {
    FUZZ_CHECK(r.status() == limb::Status::kInvalidArgument, "parse error is not kInvalidArgument");
    FUZZ_CHECK(r.error_position() <= text.size(), "error position past the text");
  }

  if (SyntaxAgrees(text, base)) {
    mpz_t z;
    mpz_init(z);
    bool gmp_ok = mpz_set_str(z, text.c_str(), base) == 0;
    FUZZ_CHECK(gmp_ok == r.ok(), "limb and GMP disagree on whether the text parses");
    if (gmp_ok) {
      char* g = mpz_get_str(nullptr, 16, z);
      std::string limb_hex = r->ToString(16);
      FUZZ_CHECK(limb_hex == g, "limb and GMP parse to different values");
      void (*freefunc)(void*, size_t);
      mp_get_memory_functions(nullptr, nullptr, &freefunc);
      freefunc(g, std::char_traits<char>::length(g) + 1);
    }
    mpz_clear(z);
  }
  return 0;
}
