// SHA-1 streaming context over the dispatched compression kernel.
#include "limb/symmetric/sha1/sha1.h"

#include <cstring>

#include "limb/base/ct.h"
#include "limb/symmetric/sha1/sha1_internal.h"

namespace limb {
namespace {

// FIPS 180-4 §5.3.1: SHA-1 initial hash value.
constexpr uint32_t kSha1Iv[5] = {0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0};

inline void StoreBe32(uint8_t* p, uint32_t v) {
  p[0] = static_cast<uint8_t>(v >> 24);
  p[1] = static_cast<uint8_t>(v >> 16);
  p[2] = static_cast<uint8_t>(v >> 8);
  p[3] = static_cast<uint8_t>(v);
}

}  // namespace

Sha1::Sha1() noexcept : Sha1(ActiveSha1Kernels()) {}

Sha1::Sha1(const Sha1Kernels& k) noexcept : k_(&k) { std::memcpy(h_, kSha1Iv, sizeof(h_)); }

Sha1::~Sha1() {
  SecureWipe(h_, sizeof(h_));
  SecureWipe(buf_, sizeof(buf_));
}

void Sha1::Reset() noexcept {
  std::memcpy(h_, kSha1Iv, sizeof(h_));
  total_ = 0;
  buf_len_ = 0;
}

void Sha1::Update(std::span<const uint8_t> data) noexcept {
  const uint8_t* p = data.data();
  size_t len = data.size();
  if (len == 0) return;  // also keeps memcpy away from a null p
  total_ += len;
  if (buf_len_ != 0) {
    const size_t take = len < kSha1BlockSize - buf_len_ ? len : kSha1BlockSize - buf_len_;
    std::memcpy(buf_ + buf_len_, p, take);
    buf_len_ += take;
    p += take;
    len -= take;
    if (buf_len_ < kSha1BlockSize) return;  // len == 0 here
    k_->compress(h_, buf_, 1);
    buf_len_ = 0;
  }
  // buf_ is empty here: whole blocks go straight from the input to the kernel.
  const size_t nblocks = len / kSha1BlockSize;
  if (nblocks != 0) {
    k_->compress(h_, p, nblocks);
    p += nblocks * kSha1BlockSize;
    len -= nblocks * kSha1BlockSize;
  }
  if (len != 0) {
    std::memcpy(buf_, p, len);
    buf_len_ = len;
  }
}

void Sha1::FinalTo(uint8_t* out) noexcept {
  // Padding (FIPS 180-4 §5.1.1): 0x80, zeros to 56 mod 64, 64-bit bit
  // length, big-endian. n = buf_len_ is public (it follows from the length).
  const uint64_t bits = total_ << 3;
  const size_t n = buf_len_;  // < 64
  buf_[n] = 0x80;
  std::memset(buf_ + n + 1, 0, kSha1BlockSize - n - 1);
  if (n >= kSha1BlockSize - 8) {
    // No room for the length: one more block of zeros and the length.
    k_->compress(h_, buf_, 1);
    std::memset(buf_, 0, kSha1BlockSize);
  }
  StoreBe32(buf_ + 56, static_cast<uint32_t>(bits >> 32));
  StoreBe32(buf_ + 60, static_cast<uint32_t>(bits));
  k_->compress(h_, buf_, 1);
  SecureWipe(buf_, sizeof(buf_));
  for (int i = 0; i < 5; ++i) StoreBe32(out + 4 * i, h_[i]);
  Reset();
}

Status Sha1::Final(std::span<uint8_t> out) noexcept {
  if (out.size() < kSha1DigestSize) return Status::kBufferTooSmall;
  FinalTo(out.data());
  return Status::kOk;
}

std::array<uint8_t, kSha1DigestSize> Sha1::Final() noexcept {
  std::array<uint8_t, kSha1DigestSize> d;
  FinalTo(d.data());
  return d;
}

std::array<uint8_t, kSha1DigestSize> Sha1Sum(std::span<const uint8_t> data) noexcept {
  Sha1 h;
  h.Update(data);
  return h.Final();
}

Status Sha1Hash(std::span<const uint8_t> data, std::span<uint8_t> out) noexcept {
  if (out.size() < kSha1DigestSize) return Status::kBufferTooSmall;
  Sha1 h;
  h.Update(data);
  return h.Final(out);
}

}  // namespace limb
