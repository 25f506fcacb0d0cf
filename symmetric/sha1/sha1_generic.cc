// The portable SHA-1 compression function: the reference every assembly
// kernel is tested against. Straight from FIPS 180-4 §6.1.2, with the
// 80-word schedule kept as a 16-word ring (§6.1.3's alternative method).
#include <cstddef>
#include <cstdint>

#include "limb/base/ct.h"
#include "limb/symmetric/sha1/sha1.h"
#include "limb/symmetric/sha1/sha1_internal.h"

namespace limb {
namespace {

inline uint32_t Rotl(uint32_t x, unsigned n) { return (x << n) | (x >> (32 - n)); }
inline uint32_t LoadBe32(const uint8_t* p) {
  return (uint32_t{p[0]} << 24) | (uint32_t{p[1]} << 16) | (uint32_t{p[2]} << 8) | uint32_t{p[3]};
}

}  // namespace

// See sha1_internal.h.
void sha1Compress_g(uint32_t state[5], const uint8_t* blocks, size_t nblocks) noexcept {
  uint32_t w[16];
  for (size_t blk = 0; blk < nblocks; ++blk, blocks += kSha1BlockSize) {
    for (int t = 0; t < 16; ++t) w[t] = LoadBe32(blocks + 4 * t);
    uint32_t a = state[0], b = state[1], c = state[2], d = state[3], e = state[4];
    // One round with f = f_t(b, c, d) (§4.1.1) and K = K_t (§4.2.1):
    // T = ROTL5(a) + f + e + K + W[t]; e = d; d = c; c = ROTL30(b); b = a; a = T.
    auto round = [&](int t, uint32_t f, uint32_t k) {
      // W[t] = ROTL1(W[t-3] ^ W[t-8] ^ W[t-14] ^ W[t-16]) for t >= 16 (§6.1.2 step 1).
      if (t >= 16) {
        w[t & 15] = Rotl(w[(t + 13) & 15] ^ w[(t + 8) & 15] ^ w[(t + 2) & 15] ^ w[t & 15], 1);
      }
      const uint32_t tmp = Rotl(a, 5) + f + e + k + w[t & 15];
      e = d;
      d = c;
      c = Rotl(b, 30);
      b = a;
      a = tmp;
    };
    // Four loops, one per f_t and K_t, so no round chooses its function.
    for (int t = 0; t < 20; ++t) round(t, (b & c) ^ (~b & d), 0x5a827999);  // Ch
    for (int t = 20; t < 40; ++t) round(t, b ^ c ^ d, 0x6ed9eba1);           // Parity
    for (int t = 40; t < 60; ++t) round(t, (b & c) ^ (b & d) ^ (c & d), 0x8f1bbcdc);  // Maj
    for (int t = 60; t < 80; ++t) round(t, b ^ c ^ d, 0xca62c1d6);           // Parity
    state[0] += a;
    state[1] += b;
    state[2] += c;
    state[3] += d;
    state[4] += e;
  }
  // The schedule holds message words (secret for HMAC keys).
  SecureWipe(w, sizeof(w));
}

}  // namespace limb
