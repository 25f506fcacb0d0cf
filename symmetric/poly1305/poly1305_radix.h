// The radix conversions and the power chain shared by the vector Poly1305
// table entries (poly1305_x86_64.cc, poly1305_aarch64.cc,
// poly1305_ppc64le.cc): the accumulator moves between base 2^64 (the state
// every kernel leaves, h2 <= 4) and the vector kernels' radix 2^26 or 2^44
// around each vector call, and the powers r^k are formed in base 2^64.
// Internal; constant time (fixed sequences of operations).
#ifndef LIMB_SYMMETRIC_POLY1305_POLY1305_RADIX_H_
#define LIMB_SYMMETRIC_POLY1305_POLY1305_RADIX_H_

#include <cstdint>

namespace limb::poly1305_radix {

using u128 = unsigned __int128;
inline constexpr uint64_t kM26 = (uint64_t{1} << 26) - 1;
inline constexpr uint64_t kM42 = (uint64_t{1} << 42) - 1;
inline constexpr uint64_t kM44 = (uint64_t{1} << 44) - 1;

// MulR: h = h * r mod p, partially reduced (h2 <= 4): the twin's per-block
// arithmetic without the message (bounds in poly1305_generic.cc).
inline void MulR(uint64_t h[3], uint64_t r0, uint64_t r1) {
  const uint64_t s1 = r1 + (r1 >> 2);
  const u128 d0 = u128{h[0]} * r0 + u128{h[1]} * s1;
  u128 d1 = u128{h[0]} * r1 + u128{h[1]} * r0 + u128{h[2]} * s1;
  uint64_t d2 = h[2] * r0;
  d1 += static_cast<uint64_t>(d0 >> 64);
  d2 += static_cast<uint64_t>(d1 >> 64);
  const uint64_t c = d2 & ~uint64_t{3};
  u128 t = u128{static_cast<uint64_t>(d0)} + c + (c >> 2);  // < 2^65: one carry word
  h[0] = static_cast<uint64_t>(t);
  t = u128{static_cast<uint64_t>(d1)} + static_cast<uint64_t>(t >> 64);
  h[1] = static_cast<uint64_t>(t);
  h[2] = (d2 & 3) + static_cast<uint64_t>(t >> 64);
}

// Split26: v (base 2^64, v2 <= 4) in radix 2^26: l0..l3 < 2^26,
// l4 = v >> 104 < 5*2^24.
inline void Split26(const uint64_t v[3], uint64_t l[5]) {
  l[0] = v[0] & kM26;
  l[1] = (v[0] >> 26) & kM26;
  l[2] = ((v[0] >> 52) | (v[1] << 12)) & kM26;
  l[3] = (v[1] >> 14) & kM26;
  l[4] = (v[1] >> 40) | (v[2] << 24);
}

// Join26: h = acc (radix 2^26, every acc[i] < 2^29) mod p in base 2^64 with
// h2 <= 4. Carry through, fold the bits at and above 2^130 as *5, carry
// again: then acc[0..3] < 2^26 and acc[4] <= 2^26, so the limbs pack into
// base 2^64 exactly. acc is left holding the packed limbs.
inline void Join26(uint64_t acc[5], uint64_t h[3]) {
  for (int pass = 0; pass < 2; ++pass) {
    for (int i = 0; i < 4; ++i) {
      acc[i + 1] += acc[i] >> 26;
      acc[i] &= kM26;
    }
    if (pass == 0) {
      acc[0] += 5 * (acc[4] >> 26);
      acc[4] &= kM26;
    }
  }
  h[0] = acc[0] | (acc[1] << 26) | (acc[2] << 52);
  h[1] = (acc[2] >> 12) | (acc[3] << 14) | (acc[4] << 40);
  h[2] = acc[4] >> 24;  // <= 4
}

// Split44: v (base 2^64, v2 <= 4, so v < 5*2^128) in radix 2^44: l0, l1 <
// 2^44, l2 = v >> 88 < 5*2^40 < 2^43.
inline void Split44(const uint64_t v[3], uint64_t l[3]) {
  l[0] = v[0] & kM44;
  l[1] = ((v[0] >> 44) | (v[1] << 20)) & kM44;
  l[2] = (v[1] >> 24) | (v[2] << 40);
}

// Join44: h = acc (radix 2^44, every acc[i] < 2^48) mod p in base 2^64 with
// h2 <= 4. Carry through, fold the bits at and above 2^130 as *5, carry
// again: then s0, s1 < 2^44 and s2 <= 2^42, so the limbs pack exactly.
inline void Join44(const uint64_t acc[3], uint64_t h[3]) {
  uint64_t s0 = acc[0], s1 = acc[1], s2 = acc[2];
  s1 += s0 >> 44;
  s0 &= kM44;
  s2 += s1 >> 44;
  s1 &= kM44;
  const uint64_t c = s2 >> 42;
  s2 &= kM42;
  s0 += c * 5;
  s1 += s0 >> 44;
  s0 &= kM44;
  s2 += s1 >> 44;
  s1 &= kM44;
  h[0] = s0 | (s1 << 44);
  h[1] = (s1 >> 20) | (s2 << 24);
  h[2] = s2 >> 40;  // <= 4
}

}  // namespace limb::poly1305_radix

#endif  // LIMB_SYMMETRIC_POLY1305_POLY1305_RADIX_H_
