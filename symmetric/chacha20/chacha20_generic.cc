// The portable twins of the ChaCha20 kernels: RFC 8439 section 2, written
// for clarity. Every assembly kernel is tested against these.
#include <cstring>

#include "limb/base/ct.h"
#include "limb/symmetric/chacha20/chacha20.h"
#include "limb/symmetric/chacha20/chacha20_internal.h"

namespace limb {
namespace {

constexpr uint32_t kSigma[4] = {0x61707865, 0x3320646e, 0x79622d32, 0x6b206574};  // "expand 32-byte k"

inline uint32_t Rotl(uint32_t x, int n) { return (x << n) | (x >> (32 - n)); }

// RFC 8439 2.1.
inline void QuarterRound(uint32_t* x, int a, int b, int c, int d) {
  x[a] += x[b]; x[d] ^= x[a]; x[d] = Rotl(x[d], 16);
  x[c] += x[d]; x[b] ^= x[c]; x[b] = Rotl(x[b], 12);
  x[a] += x[b]; x[d] ^= x[a]; x[d] = Rotl(x[d], 8);
  x[c] += x[d]; x[b] ^= x[c]; x[b] = Rotl(x[b], 7);
}

// 20 rounds (10 column + diagonal double rounds), RFC 8439 2.3.
void Permute(uint32_t x[16]) {
  for (int i = 0; i < 10; ++i) {
    QuarterRound(x, 0, 4, 8, 12);
    QuarterRound(x, 1, 5, 9, 13);
    QuarterRound(x, 2, 6, 10, 14);
    QuarterRound(x, 3, 7, 11, 15);
    QuarterRound(x, 0, 5, 10, 15);
    QuarterRound(x, 1, 6, 11, 12);
    QuarterRound(x, 2, 7, 8, 13);
    QuarterRound(x, 3, 4, 9, 14);
  }
}

inline void StoreLe32(uint8_t* p, uint32_t v) {
  p[0] = static_cast<uint8_t>(v);
  p[1] = static_cast<uint8_t>(v >> 8);
  p[2] = static_cast<uint8_t>(v >> 16);
  p[3] = static_cast<uint8_t>(v >> 24);
}

inline void InitState(uint32_t s[16], const uint32_t key[8], const uint32_t cn[4]) {
  std::memcpy(s, kSigma, sizeof kSigma);
  std::memcpy(s + 4, key, 32);
  std::memcpy(s + 12, cn, 16);
}

}  // namespace

// See chacha20_internal.h.
void chacha20_blocks_g(uint8_t* out, const uint8_t* in, size_t nblocks, const uint32_t key[8],
                       const uint32_t counter_nonce[4]) noexcept {
  uint32_t s[16], x[16];
  uint8_t ks[64];
  InitState(s, key, counter_nonce);
  for (size_t blk = 0; blk < nblocks; ++blk) {
    std::memcpy(x, s, sizeof x);
    Permute(x);
    for (int i = 0; i < 16; ++i) StoreLe32(ks + 4 * i, x[i] + s[i]);
    uint8_t* o = out + 64 * blk;
    if (in == nullptr) {
      std::memcpy(o, ks, 64);
    } else {
      const uint8_t* p = in + 64 * blk;
      for (int i = 0; i < 64; ++i) o[i] = static_cast<uint8_t>(p[i] ^ ks[i]);
    }
    s[12] += 1;  // the caller guarantees no wrap inside one call
  }
  SecureWipe(s, sizeof s);
  SecureWipe(x, sizeof x);
  SecureWipe(ks, sizeof ks);
}

// See chacha20_internal.h.
void hchacha20_g(uint8_t out[32], const uint32_t key[8], const uint32_t nonce[4]) noexcept {
  uint32_t x[16];
  InitState(x, key, nonce);
  Permute(x);
  for (int i = 0; i < 4; ++i) {
    StoreLe32(out + 4 * i, x[i]);
    StoreLe32(out + 16 + 4 * i, x[12 + i]);
  }
  SecureWipe(x, sizeof x);
}

}  // namespace limb
