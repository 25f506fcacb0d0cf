// SHA-256 / SHA-224 streaming contexts over the dispatched compression kernel.
#include "limb/symmetric/sha256/sha256.h"
#include "limb/base/ct.h"
#include "limb/symmetric/sha256/sha256_internal.h"

#include <bit>
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

}  // namespace

Sha256Engine::Sha256Engine(const uint32_t iv[8], size_t digest_size,
                           const Sha256Kernels& k) noexcept
    : digest_size_(digest_size), iv_(iv), k_(&k) {
  std::memcpy(h_, iv_, sizeof(h_));
}

Sha256Engine::~Sha256Engine() {
  SecureWipe(h_, sizeof(h_));
  SecureWipe(buf_, sizeof(buf_));
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

void Sha256Engine::Pad() noexcept {
  // Padding (FIPS 180-4 §5.1.1): 0x80, zeros to 56 mod 64, 64-bit bit length.
  // The padded block is built in four 16-byte lanes with masks (lane byte j
  // keeps buf_[j] if j < n, becomes 0x80 if j == n, else 0) and written back
  // with 16-byte stores, which the kernel's 16-byte loads forward from (byte
  // stores there stall the loads until they retire). n = buf_len_ is public.
  typedef uint8_t U8x16 __attribute__((vector_size(16)));
  typedef uint64_t U64x2 __attribute__((vector_size(16)));
  const uint64_t bits = total_ << 3;
  const uint64_t bits_be = std::endian::native == std::endian::little ? __builtin_bswap64(bits) : bits;
  const size_t n = buf_len_;  // < 64
  const U8x16 nv = U8x16{} + static_cast<uint8_t>(n);
  U8x16 idx = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
  U8x16 lane[4];
  for (int i = 0; i < 4; ++i) {
    U8x16 d;
    std::memcpy(&d, buf_ + 16 * i, sizeof(d));
    const U8x16 keep = reinterpret_cast<U8x16>(idx < nv);
    const U8x16 mark = reinterpret_cast<U8x16>(idx == nv) & 0x80;
    lane[i] = (d & keep) | mark;
    idx += 16;
  }
  if (n < kSha256BlockSize - 8) {
    // Bytes 56..63 (lane 3, high half) are zero here: the length fits.
    U64x2 l3 = reinterpret_cast<U64x2>(lane[3]);
    l3[1] |= bits_be;
    lane[3] = reinterpret_cast<U8x16>(l3);
    for (int i = 0; i < 4; ++i) std::memcpy(buf_ + 16 * i, &lane[i], 16);
    k_->compress(h_, buf_, 1);
  } else {
    // No room for the length: one more block of zeros and the length.
    for (int i = 0; i < 4; ++i) std::memcpy(buf_ + 16 * i, &lane[i], 16);
    k_->compress(h_, buf_, 1);
    const U64x2 zero = {0, 0};
    const U64x2 last = {0, bits_be};
    for (int i = 0; i < 3; ++i) std::memcpy(buf_ + 16 * i, &zero, 16);
    std::memcpy(buf_ + 48, &last, 16);
    k_->compress(h_, buf_, 1);
  }
  SecureWipe(buf_, sizeof(buf_));
}

template <size_t N>
void Sha256Engine::FinalTo(uint8_t* out) noexcept {
  static_assert(N == kSha256DigestSize || N == kSha224DigestSize);
  Pad();
  if constexpr (N == kSha256DigestSize) {
    sha256_internal::StoreDigest(out, h_);
  } else {  // SHA-224: the first 28 bytes
    uint8_t d[kSha256DigestSize];
    sha256_internal::StoreDigest(d, h_);
    std::memcpy(out, d, N);
    SecureWipe(d, sizeof(d));
  }
  Reset();
}
template void Sha256Engine::FinalTo<kSha256DigestSize>(uint8_t* out) noexcept;
template void Sha256Engine::FinalTo<kSha224DigestSize>(uint8_t* out) noexcept;

Sha256::Sha256() noexcept : Sha256(ActiveSha256Kernels()) {}
Sha256::Sha256(const Sha256Kernels& k) noexcept : Sha256Engine(kSha256Iv, kSha256DigestSize, k) {}

Status Sha256::Final(std::span<uint8_t> out) noexcept {
  if (out.size() < kSha256DigestSize) return Status::kBufferTooSmall;
  FinalTo<kSha256DigestSize>(out.data());
  return Status::kOk;
}

std::array<uint8_t, kSha256DigestSize> Sha256::Final() noexcept {
  std::array<uint8_t, kSha256DigestSize> d;
  FinalTo<kSha256DigestSize>(d.data());
  return d;
}

Sha224::Sha224() noexcept : Sha224(ActiveSha256Kernels()) {}
Sha224::Sha224(const Sha256Kernels& k) noexcept : Sha256Engine(kSha224Iv, kSha224DigestSize, k) {}

Status Sha224::Final(std::span<uint8_t> out) noexcept {
  if (out.size() < kSha224DigestSize) return Status::kBufferTooSmall;
  FinalTo<kSha224DigestSize>(out.data());
  return Status::kOk;
}

std::array<uint8_t, kSha224DigestSize> Sha224::Final() noexcept {
  std::array<uint8_t, kSha224DigestSize> d;
  FinalTo<kSha224DigestSize>(d.data());
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
