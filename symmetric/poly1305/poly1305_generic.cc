// The portable twin of the Poly1305 block kernel: base 2^64 limbs with
// unsigned __int128 products. This is the reference every assembly kernel is
// tested against.
#include <cstring>

#include "limb/symmetric/poly1305/poly1305.h"
#include "limb/symmetric/poly1305/poly1305_internal.h"

namespace limb {
namespace {

inline uint64_t Load64(const uint8_t* p) {
  uint64_t v;
  std::memcpy(&v, p, 8);
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  v = __builtin_bswap64(v);
#endif
  return v;
}

}  // namespace

// See poly1305_internal.h.
//
// Why the product fits: r0, r1 < 2^60 and r1 = 0 mod 4 (clamping), so with
// s1 = r1 + r1/4 = 5*r1/4 < 2^60 + 2^58:
//   h*r = (h0 + h1*2^64 + h2*2^128) * (r0 + r1*2^64)
//       = h0*r0 + (h0*r1 + h1*r0)*2^64 + (h1*r1 + h2*r0)*2^128 + h2*r1*2^192
// and 2^130 = 5 (mod p), so h1*r1*2^128 = h1*(r1/4)*2^130 = h1*s1 and
// h2*r1*2^192 = h2*s1*2^64 (mod p). Hence, mod p,
//   d0 = h0*r0 + h1*s1                 < 2^124 + 1.25*2^124 < 2^126
//   d1 = h0*r1 + h1*r0 + h2*s1         < 2^125 + 2^63      (h2 <= 6 after adding m)
//   d2 = h2*r0                         < 6*2^60 < 2^63
// After carrying d0 -> d1 -> d2 (each carry < 2^62), d2 < 2^64 still, and
// h = d0 + d1*2^64 + d2*2^128 (low words).
void poly1305_blocks_g(Poly1305State* st, const uint8_t* in, size_t nblocks, uint64_t hibit) noexcept {
  using u128 = unsigned __int128;
  const uint64_t r0 = st->r[0], r1 = st->r[1];
  const uint64_t s1 = r1 + (r1 >> 2);
  uint64_t h0 = st->h[0], h1 = st->h[1], h2 = st->h[2];
  for (size_t i = 0; i < nblocks; ++i, in += 16) {
    // h += m + hibit*2^128   (h2 <= 4 + 1 + 1 = 6 afterwards)
    u128 t = u128{h0} + Load64(in);
    h0 = static_cast<uint64_t>(t);
    t = u128{h1} + Load64(in + 8) + static_cast<uint64_t>(t >> 64);
    h1 = static_cast<uint64_t>(t);
    h2 += static_cast<uint64_t>(t >> 64) + hibit;

    // d = h * r mod p, unreduced (see above).
    u128 d0 = u128{h0} * r0 + u128{h1} * s1;
    u128 d1 = u128{h0} * r1 + u128{h1} * r0 + u128{h2} * s1;
    uint64_t d2 = h2 * r0;

    // Carry d0 -> d1 -> d2.
    d1 += static_cast<uint64_t>(d0 >> 64);
    d2 += static_cast<uint64_t>(d1 >> 64);  // d2 < 2^63 + 2^63: no overflow
    h0 = static_cast<uint64_t>(d0);
    h1 = static_cast<uint64_t>(d1);

    // Fold the bits at and above 2^130: (d2 >> 2)*2^130 = 5*(d2 >> 2) (mod p),
    // added as c + c/4 with c = d2 & ~3 (< 2^64, so no 5c overflow).
    const uint64_t c = d2 & ~uint64_t{3};
    h2 = d2 & 3;
    t = u128{h0} + c;
    h0 = static_cast<uint64_t>(t);
    t = u128{h1} + static_cast<uint64_t>(t >> 64);
    h1 = static_cast<uint64_t>(t);
    h2 += static_cast<uint64_t>(t >> 64);
    t = u128{h0} + (c >> 2);
    h0 = static_cast<uint64_t>(t);
    t = u128{h1} + static_cast<uint64_t>(t >> 64);
    h1 = static_cast<uint64_t>(t);
    h2 += static_cast<uint64_t>(t >> 64);
    // Now h < 4*2^128 + 2^66 < 5*2^128, so h2 <= 4.
  }
  st->h[0] = h0;
  st->h[1] = h1;
  st->h[2] = h2;
}

}  // namespace limb
