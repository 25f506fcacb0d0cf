// HKDF-SHA256, RFC 5869 §2.2 (extract) and §2.3 (expand).
#include "limb/symmetric/hkdf/hkdf.h"
#include "limb/base/ct.h"
#include "limb/symmetric/sha256/sha256_internal.h"

#include <cstring>


namespace limb {
namespace {

// ExpandWith: the §2.3 loop with an HMAC already keyed with the PRK.
// okm.size() <= 255 * 32 (checked by the callers).
void ExpandWith(const HmacSha256& keyed, std::span<const uint8_t> info,
                std::span<uint8_t> okm) noexcept {
  HmacSha256 h = keyed;
  uint8_t t[kHmacSha256Size];
  size_t done = 0;
  for (unsigned i = 1; done < okm.size(); ++i) {
    if (i > 1) h.Update(t);  // T(i-1); T(0) is empty
    h.Update(info);
    const uint8_t counter = static_cast<uint8_t>(i);  // i <= 255 here
    h.Update(std::span<const uint8_t>(&counter, 1));
    (void)h.Final(t);  // t holds 32 bytes: cannot fail
    const size_t take = okm.size() - done < sizeof(t) ? okm.size() - done : sizeof(t);
    std::memcpy(okm.data() + done, t, take);
    done += take;
  }
  SecureWipe(t, sizeof(t));
}

}  // namespace

Status HkdfSha256Extract(std::span<const uint8_t> salt, std::span<const uint8_t> ikm,
                         std::span<uint8_t> prk) noexcept {
  if (prk.size() < kHkdfSha256PrkSize) return Status::kBufferTooSmall;
  return HmacSha256Mac(salt, ikm, prk);
}

Status HkdfSha256Expand(std::span<const uint8_t> prk, std::span<const uint8_t> info,
                        std::span<uint8_t> okm) noexcept {
  if (prk.size() < kHkdfSha256PrkSize || okm.size() > kHkdfSha256MaxOutput) {
    return Status::kInvalidArgument;
  }
  const HkdfSha256Prk p(HkdfSha256Prk::FromPrkTag{}, prk);
  return p.Expand(info, okm);
}

Status HkdfSha256(std::span<const uint8_t> salt, std::span<const uint8_t> ikm,
                  std::span<const uint8_t> info, std::span<uint8_t> okm) noexcept {
  if (okm.size() > kHkdfSha256MaxOutput) return Status::kInvalidArgument;
  const HkdfSha256Prk p(salt, ikm);
  return p.Expand(info, okm);
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
  ExpandWith(hmac_, info, okm);
  return Status::kOk;
}

}  // namespace limb
