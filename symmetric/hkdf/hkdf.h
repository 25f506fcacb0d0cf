// HKDF (RFC 5869): extract, expand, one-shot, and a context that holds a PRK
// (as a keyed HMAC) for several expansions (e.g. TLS 1.3 labels). The
// templates take the HMAC type (HmacSha256, Hmac<Sha384>, ...); the
// HkdfSha256 functions are their SHA-256 instances.
//
// Constant time: secrets (IKM, salt, PRK, output) never steer a branch or an
// address; only lengths do. Every temporary secret is wiped, and the context
// wipes its PRK state on destruction.
#ifndef LIMB_SYMMETRIC_HKDF_HKDF_H_
#define LIMB_SYMMETRIC_HKDF_HKDF_H_

#include <cstddef>
#include <cstdint>
#include <span>

#include "limb/base/ct.h"
#include "limb/base/status.h"
#include "limb/symmetric/hmac/hmac.h"

namespace limb {

// ---- Generic over the HMAC M (M::kSize-byte output, M(key), Update, Final).

// RFC 5869 section 2.3: L <= 255 * HashLen.
template <class M>
inline constexpr size_t kHkdfMaxOutput = 255 * M::kSize;

namespace hkdf_internal {
// The section 2.3 loop with an HMAC already keyed with the PRK;
// okm.size() <= kHkdfMaxOutput<M> (checked by the callers).
template <class M>
void ExpandWith(const M& keyed, std::span<const uint8_t> info, std::span<uint8_t> okm) noexcept {
  M h = keyed;
  uint8_t t[M::kSize];
  size_t done = 0;
  for (unsigned i = 1; done < okm.size(); ++i) {
    if (i > 1) h.Update(t);  // T(i-1); T(0) is empty
    h.Update(info);
    const uint8_t counter = static_cast<uint8_t>(i);  // i <= 255 here
    h.Update(std::span<const uint8_t>(&counter, 1));
    (void)h.Final(t);  // t holds M::kSize bytes: cannot fail
    const size_t take = okm.size() - done < sizeof(t) ? okm.size() - done : sizeof(t);
    for (size_t j = 0; j < take; ++j) okm[done + j] = t[j];
    done += take;
  }
  SecureWipe(t, sizeof(t));
}
}  // namespace hkdf_internal

// prk = HMAC(salt, ikm) into prk[0, M::kSize); an empty salt means HashLen
// zero bytes (HMAC pads both the same way). kBufferTooSmall if prk is shorter.
template <class M>
[[nodiscard]] Status HkdfExtract(std::span<const uint8_t> salt, std::span<const uint8_t> ikm,
                                 std::span<uint8_t> prk) noexcept {
  if (prk.size() < M::kSize) return Status::kBufferTooSmall;
  M h(salt);
  h.Update(ikm);
  return h.Final(prk);
}

// okm = T(1) || T(2) || ... truncated to okm.size() (which may be 0).
// kInvalidArgument, okm untouched, if okm.size() > 255 * M::kSize or
// prk.size() < M::kSize (RFC 5869: a PRK of at least HashLen octets).
template <class M>
[[nodiscard]] Status HkdfExpand(std::span<const uint8_t> prk, std::span<const uint8_t> info,
                                std::span<uint8_t> okm) noexcept {
  if (prk.size() < M::kSize || okm.size() > kHkdfMaxOutput<M>) return Status::kInvalidArgument;
  const M keyed(prk);
  hkdf_internal::ExpandWith(keyed, info, okm);
  return Status::kOk;
}

// Extract then Expand; kInvalidArgument (okm untouched) if okm.size() > 255 * M::kSize.
template <class M>
[[nodiscard]] Status Hkdf(std::span<const uint8_t> salt, std::span<const uint8_t> ikm,
                          std::span<const uint8_t> info, std::span<uint8_t> okm) noexcept {
  if (okm.size() > kHkdfMaxOutput<M>) return Status::kInvalidArgument;
  uint8_t prk[M::kSize];
  (void)HkdfExtract<M>(salt, ikm, prk);  // prk has M::kSize bytes: cannot fail
  const M keyed(std::span<const uint8_t>(prk, sizeof(prk)));
  SecureWipe(prk, sizeof(prk));
  hkdf_internal::ExpandWith(keyed, info, okm);
  return Status::kOk;
}

// ---- HKDF-SHA256.

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
  HmacSha256 hmac_;  // keyed with the PRK
};

}  // namespace limb

#endif  // LIMB_SYMMETRIC_HKDF_HKDF_H_
