// HKDF-SHA256, RFC 5869 §2.2 (extract) and §2.3 (expand): the SHA-256
// instances of hkdf.h's templates, and the PRK context.
#include "limb/symmetric/hkdf/hkdf.h"
#include "limb/base/ct.h"
#include "limb/symmetric/sha256/sha256_internal.h"

namespace limb {

Status HkdfSha256Extract(std::span<const uint8_t> salt, std::span<const uint8_t> ikm,
                         std::span<uint8_t> prk) noexcept {
  return HkdfExtract<HmacSha256>(salt, ikm, prk);
}

Status HkdfSha256Expand(std::span<const uint8_t> prk, std::span<const uint8_t> info,
                        std::span<uint8_t> okm) noexcept {
  return HkdfExpand<HmacSha256>(prk, info, okm);
}

Status HkdfSha256(std::span<const uint8_t> salt, std::span<const uint8_t> ikm,
                  std::span<const uint8_t> info, std::span<uint8_t> okm) noexcept {
  return Hkdf<HmacSha256>(salt, ikm, info, okm);
}

HkdfSha256Prk::HkdfSha256Prk(std::span<const uint8_t> salt, std::span<const uint8_t> ikm) noexcept
    : HkdfSha256Prk(salt, ikm, ActiveSha256Kernels()) {}

HkdfSha256Prk::HkdfSha256Prk(std::span<const uint8_t> salt, std::span<const uint8_t> ikm,
                             const Sha256Kernels& k) noexcept
    : hmac_(std::span<const uint8_t>(), k) {
  HmacSha256 extract(salt, k);
  extract.Update(ikm);
  uint8_t prk[kHkdfSha256PrkSize];
  (void)extract.Final(prk);  // 32 bytes: cannot fail
  hmac_ = HmacSha256(prk, k);
  SecureWipe(prk, sizeof(prk));
}

Status HkdfSha256Prk::Expand(std::span<const uint8_t> info, std::span<uint8_t> okm) const noexcept {
  if (okm.size() > kHkdfSha256MaxOutput) return Status::kInvalidArgument;
  hkdf_internal::ExpandWith(hmac_, info, okm);
  return Status::kOk;
}

}  // namespace limb
