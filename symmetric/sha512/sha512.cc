// SHA-512 / SHA-384 / SHA-512/256 streaming contexts over the dispatched
// compression kernel.
#include "limb/symmetric/sha512/sha512.h"

#include <bit>
#include <cstring>

#include "limb/base/ct.h"
#include "limb/symmetric/sha512/sha512_internal.h"

namespace limb {
namespace {

// FIPS 180-4 §5.3.5: SHA-512 initial hash value (square roots of the first 8 primes).
constexpr uint64_t kSha512Iv[8] = {
    0x6a09e667f3bcc908, 0xbb67ae8584caa73b, 0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1,
    0x510e527fade682d1, 0x9b05688c2b3e6c1f, 0x1f83d9abfb41bd6b, 0x5be0cd19137e2179,
};
// FIPS 180-4 §5.3.4: SHA-384 initial hash value (square roots of the 9th..16th primes).
constexpr uint64_t kSha384Iv[8] = {
    0xcbbb9d5dc1059ed8, 0x629a292a367cd507, 0x9159015a3070dd17, 0x152fecd8f70e5939,
    0x67332667ffc00b31, 0x8eb44a8768581511, 0xdb0c2e0d64f98fa7, 0x47b5481dbefa4fa4,
};
// FIPS 180-4 §5.3.6.2: SHA-512/256 initial hash value (the §5.3.6 IV
// generation function on "SHA-512/256"; sha512_test recomputes it).
constexpr uint64_t kSha512_256Iv[8] = {
    0x22312194fc2bf72c, 0x9f555fa3c84c64c2, 0x2393b86b6f53b151, 0x963877195940eabd,
    0x96283ee2a88effe3, 0xbe5e1e2553863992, 0x2b0199fc2c85b8aa, 0x0eb72ddc81c52ca2,
};

// One 8-byte store (a byte loop is merged into odd-sized pieces, which the
// kernel's wide loads and the digest copy cannot forward from).
inline void StoreBe64(uint8_t* p, uint64_t v) {
  if constexpr (std::endian::native == std::endian::little) v = __builtin_bswap64(v);
  std::memcpy(p, &v, sizeof(v));
}

}  // namespace

Sha512Engine::Sha512Engine(const uint64_t iv[8], const Sha512Kernels& k) noexcept
    : iv_(iv), k_(&k) {
  std::memcpy(h_, iv_, sizeof(h_));
}

Sha512Engine::~Sha512Engine() {
  SecureWipe(h_, sizeof(h_));
  SecureWipe(buf_, sizeof(buf_));
}

void Sha512Engine::Reset() noexcept {
  std::memcpy(h_, iv_, sizeof(h_));
  total_ = 0;
  buf_len_ = 0;
}

void Sha512Engine::Update(std::span<const uint8_t> data) noexcept {
  const uint8_t* p = data.data();
  size_t len = data.size();
  if (len == 0) return;  // also keeps memcpy away from a null p
  total_ += len;
  if (buf_len_ != 0) {
    const size_t room = kSha512BlockSize - buf_len_;
    const size_t take = len < room ? len : room;
    std::memcpy(buf_ + buf_len_, p, take);
    buf_len_ += take;
    p += take;
    len -= take;
    if (buf_len_ < kSha512BlockSize) return;  // len == 0 here
    k_->compress(h_, buf_, 1);
    buf_len_ = 0;
  }
  // buf_ is empty here: whole blocks go straight from the input to the kernel.
  const size_t nblocks = len / kSha512BlockSize;
  if (nblocks != 0) {
    k_->compress(h_, p, nblocks);
    p += nblocks * kSha512BlockSize;
    len -= nblocks * kSha512BlockSize;
  }
  if (len != 0) {
    std::memcpy(buf_, p, len);
    buf_len_ = len;
  }
}

void Sha512Engine::Pad() noexcept {
  // FIPS 180-4 §5.1.2: 0x80, zeros to 112 mod 128, then the 128-bit
  // big-endian bit length. n = buf_len_ is public (a length), so the
  // branches and offsets below leak nothing about the message.
  const size_t n = buf_len_;  // < 128
  buf_[n] = 0x80;
  std::memset(buf_ + n + 1, 0, kSha512BlockSize - n - 1);
  size_t secret_len = n;  // buf_[0, secret_len) holds message bytes
  if (n >= kSha512BlockSize - 16) {
    // No room for the length: one more block of zeros and the length.
    k_->compress(h_, buf_, 1);
    SecureWipe(buf_, kSha512BlockSize - 16);  // the message bytes, and the zeros the block needs
    secret_len = 0;
  }
  StoreBe64(buf_ + kSha512BlockSize - 16, total_ >> 61);  // bits 64..127 of 8 * total_
  StoreBe64(buf_ + kSha512BlockSize - 8, total_ << 3);
  k_->compress(h_, buf_, 1);
  // Only the message bytes need wiping: the rest of buf_ is padding and the
  // length. A variable-length clear is also cheaper here than the inline
  // REP STOS the compiler emits for a constant 128-byte one.
  SecureWipe(buf_, secret_len);
}

template <size_t N>
void Sha512Engine::FinalTo(uint8_t* out) noexcept {
  static_assert(N == kSha512DigestSize || N == kSha384DigestSize || N == kSha512_256DigestSize);
  static_assert(N % 8 == 0);
  Pad();
  // The big-endian words straight into out: no staging copy (its 16-byte
  // reloads of 8-byte stores could not be store-forwarded).
  for (size_t i = 0; i < N / 8; ++i) StoreBe64(out + 8 * i, h_[i]);
  Reset();
}
template void Sha512Engine::FinalTo<kSha512DigestSize>(uint8_t* out) noexcept;
template void Sha512Engine::FinalTo<kSha384DigestSize>(uint8_t* out) noexcept;
template void Sha512Engine::FinalTo<kSha512_256DigestSize>(uint8_t* out) noexcept;

// The three algorithms: one IV and one digest size each.
#define LIMB_SHA512_VARIANT(Class, iv, kSize, Sum, Hash)                                \
  Class::Class() noexcept : Class(ActiveSha512Kernels()) {}                            \
  Class::Class(const Sha512Kernels& k) noexcept : Sha512Engine(iv, k) {}               \
  Status Class::Final(std::span<uint8_t> out) noexcept {                               \
    if (out.size() < kSize) return Status::kBufferTooSmall;                             \
    FinalTo<kSize>(out.data());                                                         \
    return Status::kOk;                                                                \
  }                                                                                    \
  std::array<uint8_t, kSize> Class::Final() noexcept {                                  \
    std::array<uint8_t, kSize> d;                                                       \
    FinalTo<kSize>(d.data());                                                           \
    return d;                                                                          \
  }                                                                                    \
  std::array<uint8_t, kSize> Sum(std::span<const uint8_t> data) noexcept {              \
    Class h;                                                                           \
    h.Update(data);                                                                    \
    return h.Final();                                                                  \
  }                                                                                    \
  Status Hash(std::span<const uint8_t> data, std::span<uint8_t> out) noexcept {        \
    if (out.size() < kSize) return Status::kBufferTooSmall;                             \
    Class h;                                                                           \
    h.Update(data);                                                                    \
    return h.Final(out);                                                               \
  }

LIMB_SHA512_VARIANT(Sha512, kSha512Iv, kSha512DigestSize, Sha512Sum, Sha512Hash)
LIMB_SHA512_VARIANT(Sha384, kSha384Iv, kSha384DigestSize, Sha384Sum, Sha384Hash)
LIMB_SHA512_VARIANT(Sha512_256, kSha512_256Iv, kSha512_256DigestSize, Sha512_256Sum,
                    Sha512_256Hash)

#undef LIMB_SHA512_VARIANT

}  // namespace limb
