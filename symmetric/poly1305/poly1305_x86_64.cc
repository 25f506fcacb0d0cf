// The x86-64 Poly1305 table entries: the MULX kernel as it is, and the
// AVX-512 IFMA and AVX2 entries, which precompute the powers of r, convert
// the accumulator between base 2^64 and the vector radix (2^44, 2^26) around
// the vector kernel and leave short inputs and tails to the MULX kernel.
// Contract: Poly1305Kernels::blocks (poly1305_internal.h).
#include "limb/symmetric/poly1305/poly1305_asm.h"  // defines LIMB_POLY1305_X86_64 where built

#ifdef LIMB_POLY1305_X86_64
#include <cstring>

#include "limb/symmetric/poly1305/poly1305.h"
#include "limb/symmetric/poly1305/poly1305_internal.h"

namespace limb {
namespace {

using u128 = unsigned __int128;
constexpr uint64_t kM44 = (uint64_t{1} << 44) - 1;
constexpr uint64_t kM42 = (uint64_t{1} << 42) - 1;
constexpr uint64_t kM26 = (uint64_t{1} << 26) - 1;

// Poly1305State::pow_ready: which vector layout st->pow holds (poly1305_internal.h).
constexpr uint64_t kPowIfma = kPoly1305PowIfma;
constexpr uint64_t kPowAvx2 = kPoly1305PowAvx2;

// Below this many blocks the scalar kernel is faster than setting up the vectors.
constexpr size_t kIfmaMinBlocks = 16;
// Measured: aead_bench limb/Poly1305/256 and /1024 with --cpu avx2 (benchmarks/RESULTS.md,
// "poly1305_avx2.S").
constexpr size_t kAvx2MinBlocks = 32;

// MulR: h = h * r mod p, partially reduced (h2 <= 4), exactly the twin's
// per-block arithmetic without the message (see poly1305_generic.cc for the
// bounds); inlined here so the chain of powers costs ~15 cycles a step.
inline void MulR(uint64_t h[3], uint64_t r0, uint64_t r1) {
  const uint64_t s1 = r1 + (r1 >> 2);
  u128 d0 = u128{h[0]} * r0 + u128{h[1]} * s1;
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

// ComputePowers fills st->pow (layout in poly1305_avx512ifma.S) from st->r:
// r^k = r^(k-1) * r, partially reduced (v < 5*2^128, so v2 <= 4) and split
// into 44-bit limbs: r0, r1 < 2^44, r2 = v >> 88 < 5*2^40 < 2^43, and
// s = 20 * limb < 2^49 (the vector bounds below allow exactly that; a full
// reduction is not needed). Constant time: a fixed sequence of operations.
// Each power's limbs go straight to their lane of st->pow: no temporary to
// wipe. Measured: aead_bench limb/Poly1305/1024 (benchmarks/RESULTS.md,
// "poly1305_x86_64.cc").
void ComputePowers(Poly1305State* st) {
  const uint64_t r0 = st->r[0], r1 = st->r[1];
  uint64_t v[3] = {r0, r1, 0};
  // Lane of r^k in the vector rows: lanes 0..7 hold r^8, r^4, r^7, r^3, r^6,
  // r^2, r^5, r^1.
  static const int kLane[9] = {0, 7, 5, 3, 1, 6, 4, 2, 0};
  for (int k = 1; k <= 8; ++k) {
    if (k > 1) MulR(v, r0, r1);
    const uint64_t l0 = v[0] & kM44;
    const uint64_t l1 = ((v[0] >> 44) | (v[1] << 20)) & kM44;
    const uint64_t l2 = (v[1] >> 24) | (v[2] << 40);  // < 2^43 since v2 <= 4
    uint64_t* row = st->pow + 5 + kLane[k];
    row[0] = l0;
    row[8] = l1;
    row[16] = l2;
    row[24] = 20 * l1;
    row[32] = 20 * l2;
    if (k == 8) {
      st->pow[0] = l0;
      st->pow[1] = l1;
      st->pow[2] = l2;
      st->pow[3] = 20 * l1;
      st->pow[4] = 20 * l2;
    }
  }
  std::memset(v, 0, sizeof(v));
  __asm__ __volatile__("" : : "r"(v) : "memory");
  st->pow_ready = kPowIfma;
}

// Split26: v (base 2^64, v2 <= 4) in radix 2^26; l0..l3 < 2^26, l4 < 2^27.
inline void Split26(const uint64_t v[3], uint64_t l[5]) {
  l[0] = v[0] & kM26;
  l[1] = (v[0] >> 26) & kM26;
  l[2] = ((v[0] >> 52) | (v[1] << 12)) & kM26;
  l[3] = (v[1] >> 14) & kM26;
  l[4] = (v[1] >> 40) | (v[2] << 24);
}

// ComputePowersAvx2 fills st->pow (layout in poly1305_avx2.S) from st->r:
// r^1..r^4 and r^8, partially reduced as in ComputePowers, in radix 2^26
// (limbs < 2^27) with s = 5 * limb for limbs 1..4. Constant time; the
// temporaries are wiped.
void ComputePowersAvx2(Poly1305State* st) {
  const uint64_t r0 = st->r[0], r1 = st->r[1];
  uint64_t v[3] = {r0, r1, 0};
  uint64_t l[5];
  // Lane of r^k in the vectors: lanes 0..3 hold r^4, r^2, r^3, r^1; r^8 is
  // stored once, at pow[0..9).
  static const int kLane[5] = {0, 3, 1, 2, 0};
  for (int k = 1; k <= 8; ++k) {
    if (k > 1) MulR(v, r0, r1);
    if (k > 4 && k < 8) continue;
    Split26(v, l);
    for (int j = 0; j < 9; ++j) {
      const uint64_t x = j < 5 ? l[j] : 5 * l[j - 4];
      if (k == 8) {
        st->pow[j] = x;
      } else {
        st->pow[9 + 4 * j + kLane[k]] = x;
      }
    }
  }
  std::memset(v, 0, sizeof(v));
  std::memset(l, 0, sizeof(l));
  __asm__ __volatile__("" : : "r"(v), "r"(l) : "memory");
  st->pow_ready = kPowAvx2;
}

}  // namespace

void Poly1305MulxBlocks(Poly1305State* st, const uint8_t* in, size_t nblocks, uint64_t hibit) {
  limb_poly1305_blocks_mulx(st, in, nblocks, hibit);
}

// Bounds for the vector loop (see poly1305_avx512ifma.S): with h0, h1 < 2^45,
// h2 < 2^43 after adding a block, r-power limbs < 2^44 (r2 < 2^43) and s < 2^49,
// each product is < 2^94, so the lo52 sums are < 3*2^52 and the hi52 sums
// < 2^44; t0 = d0lo + 5120*d2hi < 2^57, t1, t2 < 2^55; one carry round leaves
// h0 < 2^44 + 5*2^13, h1 < 2^44 + 2^13, h2 < 2^42 + 2^11, and adding the next
// block keeps h0, h1 < 2^45, h2 < 2^43: below IFMA's 52-bit inputs.
void Poly1305IfmaBlocks(Poly1305State* st, const uint8_t* in, size_t nblocks, uint64_t hibit) {
  if (nblocks < kIfmaMinBlocks) {
    limb_poly1305_blocks_mulx(st, in, nblocks, hibit);
    return;
  }
  if (st->pow_ready != kPowIfma) ComputePowers(st);
  const size_t nvec = nblocks & ~size_t{7};
  // base 2^64 (h2 <= 4) -> radix 2^44 (limb 2 < 5*2^40).
  uint64_t acc[3] = {st->h[0] & kM44, ((st->h[0] >> 44) | (st->h[1] << 20)) & kM44,
                     (st->h[1] >> 24) | (st->h[2] << 40)};
  limb_poly1305_blocks_ifma(acc, in, nvec, st->pow, hibit);
  // acc[i] < 2^48: carry through, fold bits >= 2^130 as *5, carry again; then
  // s0, s1 < 2^44 and s2 <= 2^42, so the limbs pack into base 2^64 exactly.
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
  st->h[0] = s0 | (s1 << 44);
  st->h[1] = (s1 >> 20) | (s2 << 24);
  st->h[2] = s2 >> 40;  // <= 4
  if (nblocks > nvec) limb_poly1305_blocks_mulx(st, in + 16 * nvec, nblocks - nvec, hibit);
}

// Bounds for the vector loop: poly1305_avx2.S. Split26 gives acc[i] < 2^27,
// as the kernel requires.
void Poly1305Avx2Blocks(Poly1305State* st, const uint8_t* in, size_t nblocks, uint64_t hibit) {
  if (nblocks < kAvx2MinBlocks) {
    limb_poly1305_blocks_mulx(st, in, nblocks, hibit);
    return;
  }
  if (st->pow_ready != kPowAvx2) ComputePowersAvx2(st);
  const size_t nvec = nblocks & ~size_t{3};
  uint64_t acc[5];
  Split26(st->h, acc);
  limb_poly1305_blocks_avx2(acc, in, nvec, st->pow, hibit);
  // acc[i] < 2^29: carry through, fold bits >= 2^130 as *5, carry again; then
  // acc[0..3] < 2^26 and acc[4] <= 2^26, so the limbs pack into base 2^64
  // exactly with h2 <= 4.
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
  st->h[0] = acc[0] | (acc[1] << 26) | (acc[2] << 52);
  st->h[1] = (acc[2] >> 12) | (acc[3] << 14) | (acc[4] << 40);
  st->h[2] = acc[4] >> 24;  // <= 4
  if (nblocks > nvec) limb_poly1305_blocks_mulx(st, in + 16 * nvec, nblocks - nvec, hibit);
}

}  // namespace limb

#endif  // LIMB_POLY1305_X86_64
