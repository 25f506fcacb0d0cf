// HMAC-SHA256 over the dispatched SHA-256 kernel. RFC 2104:
//   HMAC(K, m) = H((K0 ^ opad) || H((K0 ^ ipad) || m)),
// K0 = K (or H(K) if K is longer than a block) zero-padded to 64 bytes.
#include "limb/symmetric/hmac/hmac.h"

#include <cstring>

#include "limb/base/ct.h"
#include "limb/symmetric/sha256/sha256_internal.h"

namespace limb {

HmacSha256::HmacSha256(std::span<const uint8_t> key) noexcept
    : HmacSha256(key, ActiveSha256Kernels()) {}

HmacSha256::HmacSha256(std::span<const uint8_t> key, const Sha256Kernels& k) noexcept : ctx_(k) {
  // K0: the key, or its digest, zero-padded to one block. Key length is public.
  uint8_t pad[kSha256BlockSize] = {};
  if (key.size() > kSha256BlockSize) {
    ctx_.Update(key);
    ctx_.FinalTo<kSha256DigestSize>(pad);  // resets ctx_ to the SHA-256 IV
  } else if (!key.empty()) {
    std::memcpy(pad, key.data(), key.size());
  }
  // ctx_.h_ holds the IV here.
  std::memcpy(inner_, ctx_.h_, sizeof(inner_));
  std::memcpy(outer_, ctx_.h_, sizeof(outer_));
  for (uint8_t& b : pad) b ^= 0x36;
  k.compress(inner_, pad, 1);
  for (uint8_t& b : pad) b ^= 0x36 ^ 0x5c;
  k.compress(outer_, pad, 1);
  SecureWipe(pad, sizeof(pad));
  Reset();
}

HmacSha256::~HmacSha256() {
  SecureWipe(inner_, sizeof(inner_));
  SecureWipe(outer_, sizeof(outer_));
  // ctx_ wipes itself.
}

void HmacSha256::Reset() noexcept {
  std::memcpy(ctx_.h_, inner_, sizeof(inner_));
  ctx_.total_ = kSha256BlockSize;  // the key^ipad block is already absorbed
  ctx_.buf_len_ = 0;
}

void HmacSha256::Update(std::span<const uint8_t> data) noexcept { ctx_.Update(data); }

void HmacSha256::FinalTo(uint8_t out[kHmacSha256Size]) noexcept {
  // Outer hash of (K0 ^ opad) || inner digest: the digest and its padding
  // fill exactly one block (32 + 1 + 23 zero bytes + 8-byte bit length).
  // Bytes 32..63 of that block: 0x80, zeros, then (64 + 32) * 8 = 768 bits
  // as a big-endian 64-bit count (0x0300 in the last two bytes).
  static constexpr uint8_t kOuterTail[32] = {0x80, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,    0,
                                             0,    0, 0, 0, 0, 0, 0, 0, 0, 0, 0,    0,
                                             0,    0, 0, 0, 0, 0, 0x03, 0x00};
  alignas(16) uint8_t block[kSha256BlockSize];
  ctx_.Pad();
  sha256_internal::StoreDigest(block, ctx_.h_);  // 16-byte stores: forwarded to the kernel
  std::memcpy(block + kSha256DigestSize, kOuterTail, sizeof(kOuterTail));
  alignas(16) uint32_t h[8];
  std::memcpy(h, outer_, sizeof(h));
  ctx_.k_->compress(h, block, 1);
  sha256_internal::StoreDigest(out, h);
  SecureWipe(block, kSha256DigestSize);  // the inner digest; the rest is public
  SecureWipe(h, sizeof(h));
  Reset();
}

Status HmacSha256::Final(std::span<uint8_t> out) noexcept {
  if (out.size() < kHmacSha256Size) return Status::kBufferTooSmall;
  FinalTo(out.data());
  return Status::kOk;
}

std::array<uint8_t, kHmacSha256Size> HmacSha256::Final() noexcept {
  std::array<uint8_t, kHmacSha256Size> mac;
  FinalTo(mac.data());
  return mac;
}

Status HmacSha256::Verify(std::span<const uint8_t> tag) noexcept {
  uint8_t mac[kHmacSha256Size];
  FinalTo(mac);
  if (tag.size() < kHmacSha256MinTagSize || tag.size() > kHmacSha256Size) {  // public length
    SecureWipe(mac, sizeof(mac));
    return Status::kInvalidArgument;
  }
  const Choice eq = ConstantTimeEqual(std::span<const uint8_t>(mac, tag.size()), tag);
  SecureWipe(mac, sizeof(mac));
  // The verdict is the public result of the comparison.
  return eq.Declassify() ? Status::kOk : Status::kAuthenticationFailed;
}

Status HmacSha256Mac(std::span<const uint8_t> key, std::span<const uint8_t> msg,
                     std::span<uint8_t> out) noexcept {
  if (out.size() < kHmacSha256Size) return Status::kBufferTooSmall;
  HmacSha256 h(key);
  h.Update(msg);
  return h.Final(out);
}

std::array<uint8_t, kHmacSha256Size> HmacSha256Sum(std::span<const uint8_t> key,
                                                   std::span<const uint8_t> msg) noexcept {
  HmacSha256 h(key);
  h.Update(msg);
  return h.Final();
}

}  // namespace limb
