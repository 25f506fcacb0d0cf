// Poly1305 one-time authenticator (RFC 8439 section 2.5).
//
//   tag = ((sum_i m_i * r^(q-i+1)) mod (2^130 - 5) + s) mod 2^128
//
// where key = r || s (16 bytes each, little-endian), r clamped as in RFC 8439
// 2.5.1, and each message block m_i (16 bytes, the last one possibly shorter)
// is read little-endian with one byte 0x01 appended.
//
// A Poly1305 key MUST authenticate one message only; the AEAD derives a fresh
// one per nonce (symmetric/chacha20poly1305).
//
// Constant time: the key, the message contents and the tag never decide a
// branch or a memory address; only the message length leaks.
#ifndef LIMB_SYMMETRIC_POLY1305_POLY1305_H_
#define LIMB_SYMMETRIC_POLY1305_POLY1305_H_

#include <cstddef>
#include <cstdint>
#include <span>

#include "limb/base/ct.h"
#include "limb/base/status.h"

namespace limb {

inline constexpr size_t kPoly1305KeySize = 32;
inline constexpr size_t kPoly1305TagSize = 16;
inline constexpr size_t kPoly1305BlockSize = 16;

// Poly1305State: Poly1305Mac's accumulator and key, what the block kernels
// work on. Layout is fixed (the assembly addresses it by offset): keep it in
// sync with asm/x86_64/poly1305_*.S.
//
//   h[0..2]  the accumulator, base 2^64: h = h0 + h1*2^64 + h2*2^128.
//            Between calls it is only partially reduced: h2 <= 4, so
//            h < 5*2^128 (the value mod p is what matters).
//   r[0..1]  the clamped r, base 2^64 (r0, r1 < 2^60, r1 = 0 mod 4).
//   pow[..]  kernel-private precomputation (powers of r in a vector radix);
//            pow_ready = 0 (Poly1305Init) until a vector kernel has filled it,
//            then a tag naming the layout it holds (poly1305_internal.h);
//            wiped with the rest of the state.
struct alignas(64) Poly1305State {
  uint64_t h[3];
  uint64_t r[2];
  uint64_t pow_ready;
  uint64_t reserved[2];
  uint64_t pow[48];  // vector kernels' table (poly1305_x86_64.cc, poly1305_aarch64.cc)
};

// The block kernel tables (poly1305_internal.h).
struct Poly1305Kernels;
struct Poly1305MacInternals;

// Poly1305Mac is the streaming authenticator: Update with any lengths, then
// Final once. The key (r and s) and the state are wiped on destruction and by
// Final. Constant time; leaks only the total and per-call lengths.
class Poly1305Mac {
 public:
  // Uses the kernel table ActivePoly1305Kernels().
  explicit Poly1305Mac(std::span<const uint8_t, kPoly1305KeySize> key) noexcept;
  // Uses the given table (tests and benchmarks compare tables; see
  // poly1305_internal.h).
  Poly1305Mac(std::span<const uint8_t, kPoly1305KeySize> key, const Poly1305Kernels& k) noexcept;
  ~Poly1305Mac();
  Poly1305Mac(const Poly1305Mac&) = delete;
  Poly1305Mac& operator=(const Poly1305Mac&) = delete;

  // Update absorbs data (any length, may be empty).
  void Update(std::span<const uint8_t> data) noexcept;

  // Final writes the 16-byte tag and wipes the state. Call at most once; no
  // Update after it.
  void Final(std::span<uint8_t, kPoly1305TagSize> tag) noexcept;

 private:
  friend struct Poly1305MacInternals;
  Poly1305State st_;
  const Poly1305Kernels* k_;
  uint8_t s_[16];
  uint8_t buf_[kPoly1305BlockSize];
  size_t buf_len_ = 0;
  bool wiped_ = false;
  void WipeAll() noexcept;
};

// Poly1305Authenticate: one-shot tag of msg under key.
// Returns kInvalidArgument if key is not 32 bytes, kBufferTooSmall if tag is
// shorter than 16 bytes (nothing is written then).
Status Poly1305Authenticate(std::span<const uint8_t> key, std::span<const uint8_t> msg,
                            std::span<uint8_t> tag) noexcept;

// Poly1305Verify: recomputes the tag of msg and compares it with tag in
// constant time. Returns kOk on a match, kAuthenticationFailed otherwise,
// kInvalidArgument if key is not 32 bytes or tag is not 16 bytes.
Status Poly1305Verify(std::span<const uint8_t> key, std::span<const uint8_t> msg,
                      std::span<const uint8_t> tag) noexcept;

}  // namespace limb

#endif  // LIMB_SYMMETRIC_POLY1305_POLY1305_H_
