// HKDF-SHA256 (RFC 5869): extract, expand, one-shot, and a context that holds
// a PRK (as a keyed HMAC) for several expansions (e.g. TLS 1.3 labels).
//
// Constant time: secrets (IKM, salt, PRK, output) never steer a branch or an
// address; only lengths do. Every temporary secret is wiped, and the context
// wipes its PRK state on destruction.
#ifndef LIMB_SYMMETRIC_HKDF_HKDF_H_
#define LIMB_SYMMETRIC_HKDF_HKDF_H_

#include <cstddef>
#include <cstdint>
#include <span>

#include "limb/base/status.h"
#include "limb/symmetric/hmac/hmac.h"

namespace limb {

inline constexpr size_t kHkdfSha256PrkSize = 32;
// RFC 5869 §2.3: L <= 255 * HashLen.
inline constexpr size_t kHkdfSha256MaxOutput = 255 * 32;

// HkdfSha256Extract: prk = HMAC-SHA256(salt, ikm) into prk[0, 32). An empty
// salt means HashLen zero bytes (RFC 5869 §2.2; HMAC pads both the same way).
// kBufferTooSmall if prk.size() < 32.
[[nodiscard]] Status HkdfSha256Extract(std::span<const uint8_t> salt, std::span<const uint8_t> ikm,
                                       std::span<uint8_t> prk) noexcept;

// HkdfSha256Expand: okm = T(1) || T(2) || ... truncated to okm.size(), with
// T(i) = HMAC-SHA256(prk, T(i-1) || info || i). okm.size() MAY be 0.
// kInvalidArgument if okm.size() > 255*32 or prk.size() < 32 (RFC 5869 §2.3:
// "a pseudorandom key of at least HashLen octets"); okm is then untouched.
[[nodiscard]] Status HkdfSha256Expand(std::span<const uint8_t> prk, std::span<const uint8_t> info,
                                      std::span<uint8_t> okm) noexcept;

// HkdfSha256: Extract then Expand. kInvalidArgument if okm.size() > 255*32.
[[nodiscard]] Status HkdfSha256(std::span<const uint8_t> salt, std::span<const uint8_t> ikm,
                                std::span<const uint8_t> info, std::span<uint8_t> okm) noexcept;

// A PRK held as HMAC-SHA256 keyed with it: Expand() costs no re-keying.
class HkdfSha256Prk {
 public:
  // Extract(salt, ikm).
  HkdfSha256Prk(std::span<const uint8_t> salt, std::span<const uint8_t> ikm) noexcept;
  HkdfSha256Prk(std::span<const uint8_t> salt, std::span<const uint8_t> ikm,
                const Sha256Kernels& k) noexcept;
  // Expand(info) into okm; kInvalidArgument if okm.size() > 255*32.
  [[nodiscard]] Status Expand(std::span<const uint8_t> info, std::span<uint8_t> okm) const noexcept;
  // ~HkdfSha256Prk: the HMAC member wipes the keyed state.

 private:
  friend Status HkdfSha256Expand(std::span<const uint8_t>, std::span<const uint8_t>,
                                 std::span<uint8_t>) noexcept;
  struct FromPrkTag {};
  HkdfSha256Prk(FromPrkTag, std::span<const uint8_t> prk) noexcept : hmac_(prk) {}
  HmacSha256 hmac_;  // keyed with the PRK
};

}  // namespace limb

#endif  // LIMB_SYMMETRIC_HKDF_HKDF_H_
