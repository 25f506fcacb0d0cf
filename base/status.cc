#include "limb/base/status.h"

namespace limb {

const char* StatusName(Status s) noexcept {
  switch (s) {
    case Status::kOk: return "ok";
    case Status::kInvalidArgument: return "invalid argument";
    case Status::kDivisionByZero: return "division by zero";
    case Status::kNotInvertible: return "not invertible";
    case Status::kEvenModulus: return "modulus must be odd and greater than 1";
    case Status::kNegativeExponent: return "negative exponent";
    case Status::kBufferTooSmall: return "buffer too small";
    case Status::kKeyTooSmall: return "key too small";
    case Status::kDecryptionError: return "decryption error";
    case Status::kVerificationFailed: return "verification failed";
    case Status::kAuthenticationFailed: return "authentication failed";
    case Status::kMalformedDer: return "malformed DER";
    case Status::kCounterOverflow: return "counter overflow";
    case Status::kRandomFailure: return "random source failed";
    case Status::kInternalError: return "internal error";
    case Status::kNotASquare: return "not a square";
  }
  return "unknown status";
}

}  // namespace limb
