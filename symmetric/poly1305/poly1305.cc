// Poly1305: key loading, finalisation and the streaming object. The block
// function lives in the kernels (poly1305_generic.cc, asm/x86_64/poly1305_*.S).
#include "limb/symmetric/poly1305/poly1305.h"

#include <cstddef>
#include <cstring>

#include "limb/base/check.h"
#include "limb/base/ct.h"
#include "limb/symmetric/poly1305/poly1305_internal.h"

namespace limb {
namespace {

// Wipe zeroes secrets with memset (vectorised, unlike base's byte-wise
// volatile SecureWipe, which costs more than a whole short message here) and
// then a compiler barrier that makes the stores observable, so they cannot be
// elided as dead.
inline void Wipe(void* p, size_t len) noexcept {
  if (len == 0) return;  // p may be null then
  std::memset(p, 0, len);
  __asm__ __volatile__("" : : "r"(p) : "memory");
}

inline uint64_t Load64(const uint8_t* p) {
  uint64_t v;
  std::memcpy(&v, p, 8);
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  v = __builtin_bswap64(v);
#endif
  return v;
}

inline void Store64(uint8_t* p, uint64_t v) {
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  v = __builtin_bswap64(v);
#endif
  std::memcpy(p, &v, 8);
}

}  // namespace

void Poly1305Init(Poly1305State* st, std::span<const uint8_t, kPoly1305KeySize> key) noexcept {
  // pow[] is only read after a vector kernel has set pow_ready and filled it,
  // so only the header needs zeroing here (Final and the destructor wipe all).
  Wipe(st, offsetof(Poly1305State, pow));
  // RFC 8439 2.5.1: r &= 0x0ffffffc0ffffffc0ffffffc0fffffff.
  st->r[0] = Load64(key.data()) & 0x0ffffffc0fffffffULL;
  st->r[1] = Load64(key.data() + 8) & 0x0ffffffc0ffffffcULL;
}

// See poly1305_internal.h. The partially reduced h (h2 <= 4, h < 5*2^128 < 2p + 2^130)
// is brought to h mod p without branches: first fold h2's bits above 2^130
// (h < 2^130 + 15 afterwards), then g = h + 5; if g >= 2^130 then h >= p and
// h mod p = g - 2^130, selected by mask.
void Poly1305Finish(const Poly1305State& st, const uint8_t s[16], uint8_t tag[kPoly1305TagSize]) noexcept {
  using u128 = unsigned __int128;
  uint64_t h0 = st.h[0], h1 = st.h[1], h2 = st.h[2];
  // Fold: c = h2 >> 2 (0 or 1), h = (h mod 2^130) + 5c.
  uint64_t c = h2 >> 2;
  h2 &= 3;
  u128 t = u128{h0} + c * 5;
  h0 = static_cast<uint64_t>(t);
  t = u128{h1} + static_cast<uint64_t>(t >> 64);
  h1 = static_cast<uint64_t>(t);
  h2 += static_cast<uint64_t>(t >> 64);
  // g = h + 5.
  t = u128{h0} + 5;
  const uint64_t g0 = static_cast<uint64_t>(t);
  t = u128{h1} + static_cast<uint64_t>(t >> 64);
  const uint64_t g1 = static_cast<uint64_t>(t);
  const uint64_t g2 = h2 + static_cast<uint64_t>(t >> 64);
  // g >= 2^130 iff bit 2 of g2 is set (g < 2^131).
  const Choice ge = Choice::FromBit((g2 >> 2) & 1);
  h0 = ge.Select(g0, h0);
  h1 = ge.Select(g1, h1);
  // tag = (h + s) mod 2^128.
  t = u128{h0} + Load64(s);
  Store64(tag, static_cast<uint64_t>(t));
  t = u128{h1} + Load64(s + 8) + static_cast<uint64_t>(t >> 64);
  Store64(tag + 8, static_cast<uint64_t>(t));
}

Poly1305Mac::Poly1305Mac(std::span<const uint8_t, kPoly1305KeySize> key) noexcept
    : Poly1305Mac(key, ActivePoly1305Kernels()) {}

Poly1305Mac::Poly1305Mac(std::span<const uint8_t, kPoly1305KeySize> key,
                         const Poly1305Kernels& k) noexcept
    : k_(&k) {
  Poly1305Init(&st_, key);
  std::memcpy(s_, key.data() + 16, 16);
}

// WipeAll erases key, accumulator and buffer; pow[] only when a vector
// kernel filled it (pow_ready is public: it depends on lengths only).
void Poly1305Mac::WipeAll() noexcept {
  if (st_.pow_ready != 0) Wipe(st_.pow, sizeof(st_.pow));
  Wipe(&st_, offsetof(Poly1305State, pow));
  Wipe(s_, sizeof(s_));
  Wipe(buf_, sizeof(buf_));
  wiped_ = true;
}

Poly1305Mac::~Poly1305Mac() {
  if (!wiped_) WipeAll();
}

void Poly1305Mac::Update(std::span<const uint8_t> data) noexcept {
  const uint8_t* p = data.data();
  size_t len = data.size();
  if (len == 0) return;  // data.data() may be null
  if (buf_len_ > 0) {
    // Complete the buffered partial block first.
    size_t take = kPoly1305BlockSize - buf_len_;
    if (take > len) take = len;
    std::memcpy(buf_ + buf_len_, p, take);
    buf_len_ += take;
    p += take;
    len -= take;
    if (buf_len_ < kPoly1305BlockSize) return;
    k_->blocks(&st_, buf_, 1, 1);
    buf_len_ = 0;
  }
  const size_t nblocks = len / kPoly1305BlockSize;
  if (nblocks > 0) {
    k_->blocks(&st_, p, nblocks, 1);
    p += nblocks * kPoly1305BlockSize;
    len -= nblocks * kPoly1305BlockSize;
  }
  if (len > 0) {
    std::memcpy(buf_, p, len);
    buf_len_ = len;
  }
}

void Poly1305Mac::Final(std::span<uint8_t, kPoly1305TagSize> tag) noexcept {
  if (buf_len_ > 0) {
    // The last, short block: m || 0x01 || zeros, with no 2^128 bit.
    buf_[buf_len_] = 1;
    std::memset(buf_ + buf_len_ + 1, 0, kPoly1305BlockSize - buf_len_ - 1);
    k_->blocks(&st_, buf_, 1, 0);
    buf_len_ = 0;
  }
  Poly1305Finish(st_, s_, tag.data());
  WipeAll();
}

Poly1305State* Poly1305MacInternals::BlockState(Poly1305Mac& mac) noexcept {
  LIMB_CHECK(mac.buf_len_ == 0 && !mac.wiped_);
  return &mac.st_;
}

Status Poly1305Authenticate(std::span<const uint8_t> key, std::span<const uint8_t> msg,
                            std::span<uint8_t> tag) noexcept {
  if (key.size() != kPoly1305KeySize) return Status::kInvalidArgument;
  if (tag.size() < kPoly1305TagSize) return Status::kBufferTooSmall;
  Poly1305Mac mac(key.first<kPoly1305KeySize>());
  mac.Update(msg);
  mac.Final(tag.first<kPoly1305TagSize>());
  return Status::kOk;
}

Status Poly1305Verify(std::span<const uint8_t> key, std::span<const uint8_t> msg,
                      std::span<const uint8_t> tag) noexcept {
  if (key.size() != kPoly1305KeySize || tag.size() != kPoly1305TagSize) {
    return Status::kInvalidArgument;
  }
  uint8_t computed[kPoly1305TagSize];
  Poly1305Mac mac(key.first<kPoly1305KeySize>());
  mac.Update(msg);
  mac.Final(computed);
  // The comparison accumulates all 16 byte differences; only the public
  // accept/reject bit is declassified (and, for the valgrind harness, marked
  // public: the caller learns it from the returned Status anyway).
  uint64_t accept = ConstantTimeEqual(computed, tag).mask();
  Wipe(computed, sizeof(computed));
  Unpoison(&accept, sizeof(accept));
  const bool ok = Choice::FromMask(accept).Declassify();
  return ok ? Status::kOk : Status::kAuthenticationFailed;
}

}  // namespace limb
