// limb's error model: no exceptions cross the API (TLS stacks build with
// -fno-exceptions). Everything that can fail on input returns a Status the
// caller must look at, or a Result<T> carrying a value and a Status.
#ifndef LIMB_BASE_STATUS_H_
#define LIMB_BASE_STATUS_H_

#include <cstddef>
#include <cstdint>
#include <utility>

#include "limb/base/check.h"

namespace limb {

enum class [[nodiscard]] Status : uint8_t {
  kOk = 0,
  kInvalidArgument,     // malformed input: bad length, bad digit, value out of range
  kDivisionByZero,      // x / 0, x mod 0
  kNotInvertible,       // gcd(a, m) != 1
  kEvenModulus,         // Montgomery needs an odd modulus > 1
  kNegativeExponent,    // an exponent that must be >= 0 was not
  kBufferTooSmall,      // the caller's output span cannot hold the result
  kKeyTooSmall,         // RSA modulus below the enforced minimum
  kDecryptionError,     // every RSA padding / decryption failure, opaquely
  kVerificationFailed,  // a signature did not verify
  kAuthenticationFailed,// an AEAD tag did not match
  kMalformedDer,        // DER/PEM parse error (offset reported separately)
  kCounterOverflow,     // a stream cipher's block counter would wrap
  kRandomFailure,       // the OS CSPRNG failed
  kInternalError,       // a fault was detected (e.g. RSA result check)
  kNotASquare,          // ModSqrt: the value is a quadratic non-residue modulo p
};

// StatusName returns a stable, human-readable name ("invalid argument").
const char* StatusName(Status s) noexcept;

inline bool Ok(Status s) noexcept { return s == Status::kOk; }

// Result<T> holds a T when status() is kOk. Until C++23's std::expected.
// Error carries an optional position (the offset of a bad digit in a string,
// of a bad byte in DER); it is 0 when there is none.
template <typename T>
class [[nodiscard]] Result {
 public:
  Result(T value) noexcept : value_(std::move(value)), status_(Status::kOk) {}  // NOLINT
  Result(Status s, size_t pos = 0) noexcept : value_(), status_(s), pos_(pos) {}  // NOLINT

  bool ok() const noexcept { return status_ == Status::kOk; }
  Status status() const noexcept { return status_; }
  size_t error_position() const noexcept { return pos_; }

  // value(), * and -> REQUIRE ok(): on an error they abort (LIMB_CHECK) in
  // every build rather than hand back a default-constructed T.
  T& value() & noexcept { return checked(); }
  const T& value() const& noexcept { return checked(); }
  T&& value() && noexcept { return std::move(checked()); }
  T& operator*() & noexcept { return checked(); }
  const T& operator*() const& noexcept { return checked(); }
  T* operator->() noexcept { return &checked(); }
  const T* operator->() const noexcept { return &checked(); }

 private:
  T& checked() noexcept {
    LIMB_CHECK(status_ == Status::kOk);
    return value_;
  }
  const T& checked() const noexcept {
    LIMB_CHECK(status_ == Status::kOk);
    return value_;
  }

  T value_;
  Status status_;
  size_t pos_ = 0;
};

}  // namespace limb

#endif  // LIMB_BASE_STATUS_H_
