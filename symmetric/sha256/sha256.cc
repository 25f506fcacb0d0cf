// SHA-256 / SHA-224 streaming contexts over the dispatched compression kernel.
#include "symmetric/sha256/sha256.h"

#include <cstring>


namespace limb {
namespace {

// FIPS 180-4 §5.3.3: SHA-256 initial hash value.
constexpr uint32_t kSha256Iv[8] = {
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
};
// FIPS 180-4 §5.3.2: SHA-224 initial hash value.
constexpr uint32_t kSha224Iv[8] = {
    0xc1059ed8, 0x367cd507, 0x3070dd17, 0xf70e5939, 0xffc00b31, 0x68581511, 0x64f98fa7, 0xbefa4fa4,
};

inline void StoreBe32(uint8_t* p, uint32_t v) {
  p[0] = static_cast<uint8_t>(v >> 24);
  p[1] = static_cast<uint8_t>(v >> 16);
  p[2] = static_cast<uint8_t>(v >> 8);
  p[3] = static_cast<uint8_t>(v);
}

}  // namespace

Sha256Engine::Sha256Engine(const uint32_t iv[8], size_t digest_size,
                           const Sha256Kernels& k) noexcept
    : digest_size_(digest_size), iv_(iv), k_(&k) {
  std::memcpy(h_, iv_, sizeof(h_));
}

Sha256Engine::~Sha256Engine() {
  sha256_internal::WipeFast(h_, sizeof(h_));
  sha256_internal::WipeFast(buf_, sizeof(buf_));
}

void Sha256Engine::Reset() noexcept {
  std::memcpy(h_, iv_, sizeof(h_));
  total_ = 0;
  buf_len_ = 0;
}

void Sha256Engine::Update(std::span<const uint8_t> data) noexcept {
  const uint8_t* p = data.data();
  size_t len = data.size();
  if (len == 0) return;  // also keeps memcpy away from a null p
  total_ += len;
  if (buf_len_ != 0) {
    const size_t take = len < kSha256BlockSize - buf_len_ ? len : kSha256BlockSize - buf_len_;
    std::memcpy(buf_ + buf_len_, p, take);
    buf_len_ += take;
    p += take;
    len -= take;
    if (buf_len_ < kSha256BlockSize) return;  // len == 0 here
    k_->compress(h_, buf_, 1);
    buf_len_ = 0;
  }
  // buf_ is empty here: whole blocks go straight from the input to the kernel.
  const size_t nblocks = len / kSha256BlockSize;
  if (nblocks != 0) {
    k_->compress(h_, p, nblocks);
    p += nblocks * kSha256BlockSize;
    len -= nblocks * kSha256BlockSize;
  }
  if (len != 0) {
    std::memcpy(buf_, p, len);
    buf_len_ = len;
  }
}

void Sha256Engine::FinalTo(uint8_t* out) noexcept {
  // Padding (FIPS 180-4 §5.1.1): 0x80, zeros to 56 mod 64, 64-bit bit length.
  const uint64_t bits = total_ << 3;
  size_t n = buf_len_;
  buf_[n++] = 0x80;
  if (n > kSha256BlockSize - 8) {
    std::memset(buf_ + n, 0, kSha256BlockSize - n);
    k_->compress(h_, buf_, 1);
    n = 0;
  }
  std::memset(buf_ + n, 0, kSha256BlockSize - 8 - n);
  StoreBe32(buf_ + 56, static_cast<uint32_t>(bits >> 32));
  StoreBe32(buf_ + 60, static_cast<uint32_t>(bits));
  k_->compress(h_, buf_, 1);
  for (size_t i = 0; i < digest_size_ / 4; ++i) StoreBe32(out + 4 * i, h_[i]);
  sha256_internal::WipeFast(buf_, sizeof(buf_));
  Reset();
}

Sha256::Sha256() noexcept : Sha256(Sha256Dispatch()) {}
Sha256::Sha256(const Sha256Kernels& k) noexcept : Sha256Engine(kSha256Iv, kSha256DigestSize, k) {}

Status Sha256::Final(std::span<uint8_t> out) noexcept {
  if (out.size() < kSha256DigestSize) return Status::kBufferTooSmall;
  FinalTo(out.data());
  return Status::kOk;
}

std::array<uint8_t, kSha256DigestSize> Sha256::Final() noexcept {
  std::array<uint8_t, kSha256DigestSize> d;
  FinalTo(d.data());
  return d;
}

Sha224::Sha224() noexcept : Sha224(Sha256Dispatch()) {}
Sha224::Sha224(const Sha256Kernels& k) noexcept : Sha256Engine(kSha224Iv, kSha224DigestSize, k) {}

Status Sha224::Final(std::span<uint8_t> out) noexcept {
  if (out.size() < kSha224DigestSize) return Status::kBufferTooSmall;
  FinalTo(out.data());
  return Status::kOk;
}

std::array<uint8_t, kSha224DigestSize> Sha224::Final() noexcept {
  std::array<uint8_t, kSha224DigestSize> d;
  FinalTo(d.data());
  return d;
}

std::array<uint8_t, kSha256DigestSize> Sha256Sum(std::span<const uint8_t> data) noexcept {
  Sha256 h;
  h.Update(data);
  return h.Final();
}

std::array<uint8_t, kSha224DigestSize> Sha224Sum(std::span<const uint8_t> data) noexcept {
  Sha224 h;
  h.Update(data);
  return h.Final();
}

Status Sha256Hash(std::span<const uint8_t> data, std::span<uint8_t> out) noexcept {
  if (out.size() < kSha256DigestSize) return Status::kBufferTooSmall;
  Sha256 h;
  h.Update(data);
  return h.Final(out);
}

Status Sha224Hash(std::span<const uint8_t> data, std::span<uint8_t> out) noexcept {
  if (out.size() < kSha224DigestSize) return Status::kBufferTooSmall;
  Sha224 h;
  h.Update(data);
  return h.Final(out);
}

}  // namespace limb
