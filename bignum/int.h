// Int: VARIABLE-TIME arbitrary-precision signed integers, limb's public
// integer type (sign + magnitude over Nat). Public data only; secrets go
// through bignum/mont.
//
// Semantics follow GMP's mpz and Go's math/big.Int:
//  - Division comes in three flavours (truncated, floored, Euclidean), each
//    returning kDivisionByZero instead of crashing. The operators / and %
//    truncate (as C++ does) and REQUIRE b != 0 (LIMB_CHECK aborts otherwise).
//  - >> is an arithmetic shift: floor(x / 2^s), like mpz_fdiv_q_2exp / Go Rsh.
//  - &, |, ^, ~, TestBit, SetBit, ClearBit act on the infinite two's-
//    complement representation of negative values, like mpz_and / Go.
//
// Number theory on Int (Gcd, ExtendedGcd, ModInverse, Pow, Sqrt, Jacobi,
// primality) is declared as free functions in bignum/nt.h, not here.
#ifndef LIMB_BIGNUM_INT_H_
#define LIMB_BIGNUM_INT_H_

#include <compare>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "limb/base/status.h"
#include "limb/bignum/nat.h"
#include "limb/bignum/word.h"

namespace limb {

class Int {
 public:
  // Value semantics: copy and move as any std:: value.
  Int() noexcept = default;
  // Any built-in integer converts exactly (including INT64_MIN, UINT64_MAX).
  template <std::integral T>
    requires(!std::same_as<T, bool>)
  Int(T v) noexcept {  // NOLINT: implicit on purpose (x + 1, x == 0)
    if constexpr (std::is_signed_v<T>) {
      if (v < 0) {
        // Two's-complement negation in uint64: exact for INT64_MIN.
        mag_ = Nat(uint64_t{0} - static_cast<uint64_t>(static_cast<int64_t>(v)));
        neg_ = true;
        return;
      }
    }
    mag_ = Nat(static_cast<uint64_t>(v));
  }
  // From a magnitude and a sign (a zero magnitude is never negative).
  explicit Int(Nat magnitude, bool negative = false) noexcept;
  // FromWords: sign and little-endian magnitude words.
  static Int FromWords(std::span<const Word> words, bool negative = false) noexcept;

  // FromString parses [+-]?[prefix]?digits.
  //  - base 2..36: digits of that base; a prefix matching the base is
  //    allowed ("0x"/"0X" for 16, "0b"/"0B" for 2, "0o"/"0O" for 8).
  //  - base 0: the prefix chooses the base (0x, 0b, 0o), else 10 (a plain
  //    leading 0 is decimal here, not octal as in mpz_set_str).
  //  Errors (kInvalidArgument): a base other than 0 or 2..36 (position 0);
  //  an empty string, a lone sign or a lone prefix (position = length of the
  //  input, i.e. where a digit was expected); an invalid digit (its
  //  position). error_position() is a byte offset into s.
  static Result<Int> FromString(std::string_view s, int base = 10) noexcept;
  // ToString: [-]digits in base 2..36, lower case, no prefix. A base out of
  // range gives an empty string.
  std::string ToString(int base = 10) const noexcept;

  // Bytes: the MAGNITUDE as unsigned big- or little-endian bytes (the sign is
  // not encoded; From* give non-negative values).
  static Int FromBytesBE(std::span<const uint8_t> bytes) noexcept;
  static Int FromBytesLE(std::span<const uint8_t> bytes) noexcept;
  std::vector<uint8_t> ToBytesBE() const noexcept;  // minimal (empty for 0)
  std::vector<uint8_t> ToBytesLE() const noexcept;
  // ToBytes*Fixed: exactly out.size() bytes, zero-padded. kInvalidArgument
  // if the value is negative, kBufferTooSmall if it does not fit.
  Status ToBytesBEFixed(std::span<uint8_t> out) const noexcept;
  Status ToBytesLEFixed(std::span<uint8_t> out) const noexcept;

  // Accessors. words() are the magnitude's normalised little-endian words.
  std::span<const Word> words() const noexcept { return mag_.words(); }
  size_t num_words() const noexcept { return mag_.num_words(); }
  const Nat& magnitude() const noexcept { return mag_; }
  int sign() const noexcept { return neg_ ? -1 : (mag_.IsZero() ? 0 : 1); }
  bool IsZero() const noexcept { return mag_.IsZero(); }
  bool IsNegative() const noexcept { return neg_; }
  bool IsPositive() const noexcept { return !neg_ && !mag_.IsZero(); }
  bool IsOne() const noexcept { return !neg_ && mag_.IsOne(); }
  bool IsOdd() const noexcept { return mag_.IsOdd(); }
  bool IsEven() const noexcept { return !mag_.IsOdd(); }
  // FitsInt64/FitsUint64 and the exact conversions (MUST fit; otherwise the
  // value is wrapped mod 2^64).
  bool FitsInt64() const noexcept;
  bool FitsUint64() const noexcept { return !neg_ && mag_.FitsUint64(); }
  int64_t Int64() const noexcept;
  uint64_t Uint64() const noexcept;

  // BitLen: bits of |x| (0 for 0).
  size_t BitLen() const noexcept { return mag_.BitLen(); }
  // TrailingZeros: trailing zero bits of x, equal for x and -x (0 for 0,
  // as Go's TrailingZeroBits).
  size_t TrailingZeros() const noexcept { return mag_.TrailingZeros(); }
  // PopCount: the number of one bits of |x|. For negative x this is NOT the
  // two's-complement count (which is infinite; mpz_popcount returns ~0).
  size_t PopCount() const noexcept { return mag_.PopCount(); }
  // Bits in two's complement: TestBit(i) of a negative x is bit i of the
  // infinite two's-complement representation; SetBit/ClearBit change x so
  // that exactly that bit changes (like mpz_setbit/mpz_clrbit, Go SetBit).
  bool TestBit(size_t i) const noexcept;
  void SetBit(size_t i) noexcept;
  void ClearBit(size_t i) noexcept;

  // Comparison.
  static int Compare(const Int& a, const Int& b) noexcept;     // -1, 0, +1
  static int CompareAbs(const Int& a, const Int& b) noexcept;  // |a| vs |b|
  friend bool operator==(const Int& a, const Int& b) noexcept {
    return a.neg_ == b.neg_ && a.mag_ == b.mag_;
  }
  friend std::strong_ordering operator<=>(const Int& a, const Int& b) noexcept {
    return Compare(a, b) <=> 0;
  }

  // Arithmetic.
  Int operator-() const noexcept;
  Int Abs() const noexcept;
  friend Int operator+(const Int& a, const Int& b) noexcept;
  friend Int operator-(const Int& a, const Int& b) noexcept;
  friend Int operator*(const Int& a, const Int& b) noexcept;
  Int& operator+=(const Int& b) noexcept;
  Int& operator-=(const Int& b) noexcept;
  Int& operator*=(const Int& b) noexcept;
  // Square: x * x (a dedicated, faster squaring).
  static Int Square(const Int& a) noexcept;

  // Division. For b != 0, each sets q and r with a = q*b + r:
  //  Trunc:  q = trunc(a/b), r has the sign of a    (C++ / %, mpz_tdiv_qr)
  //  Floor:  q = floor(a/b), r has the sign of b    (mpz_fdiv_qr, Python)
  //  Euclid: 0 <= r < |b|                           (Go's DivMod)
  // q, r MAY be nullptr and MAY alias a or b (not each other).
  // kDivisionByZero when b == 0 (outputs untouched).
  static Status DivModTrunc(const Int& a, const Int& b, Int* q, Int* r) noexcept;
  static Status DivModFloor(const Int& a, const Int& b, Int* q, Int* r) noexcept;
  static Status DivModEuclid(const Int& a, const Int& b, Int* q, Int* r) noexcept;
  // Operators / and % truncate; they REQUIRE b != 0 (abort otherwise).
  friend Int operator/(const Int& a, const Int& b) noexcept;
  friend Int operator%(const Int& a, const Int& b) noexcept;
  Int& operator/=(const Int& b) noexcept;
  Int& operator%=(const Int& b) noexcept;
  // ModWord: x mod d in [0, d) (Euclidean, also for negative x).
  // kDivisionByZero when d == 0.
  Result<Word> ModWord(Word d) const noexcept;

  // Shifts: << multiplies by 2^s; >> is floor(x / 2^s) (so -1 >> s == -1).
  friend Int operator<<(const Int& a, size_t s) noexcept;
  friend Int operator>>(const Int& a, size_t s) noexcept;
  Int& operator<<=(size_t s) noexcept;
  Int& operator>>=(size_t s) noexcept;

  // Bitwise, two's-complement semantics on negatives (~x == -x - 1).
  friend Int operator&(const Int& a, const Int& b) noexcept;
  friend Int operator|(const Int& a, const Int& b) noexcept;
  friend Int operator^(const Int& a, const Int& b) noexcept;
  Int operator~() const noexcept;
  Int& operator&=(const Int& b) noexcept;
  Int& operator|=(const Int& b) noexcept;
  Int& operator^=(const Int& b) noexcept;

 private:
  void Fix() noexcept {  // zero is never negative
    if (mag_.IsZero()) neg_ = false;
  }
  Nat mag_;
  bool neg_ = false;
};

}  // namespace limb

#endif  // LIMB_BIGNUM_INT_H_
