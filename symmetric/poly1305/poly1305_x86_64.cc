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
#include "limb/symmetric/poly1305/poly1305_radix.h"

namespace limb {
namespace {

using poly1305_radix::MulR;
using poly1305_radix::Split26;
using poly1305_radix::Join26;
using poly1305_radix::Split44;
using poly1305_radix::Join44;
using poly1305_radix::kM44;

// Poly1305State::pow_ready: which vector layout st->pow holds (poly1305_internal.h).
constexpr uint64_t kPowIfma = kPoly1305PowIfma;
constexpr uint64_t kPowAvx2 = kPoly1305PowAvx2;

// Below this many blocks the scalar kernel is faster than setting up the vectors.
constexpr size_t kIfmaMinBlocks = 16;
// Measured: aead_bench limb/Poly1305/256 and /1024 with --cpu avx2 (benchmarks/RESULTS.md,
// "poly1305_avx2.S").
constexpr size_t kAvx2MinBlocks = 32;


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
  uint64_t acc[3];
  Split44(st->h, acc);
  limb_poly1305_blocks_ifma(acc, in, nvec, st->pow, hibit);
  Join44(acc, st->h);  // the kernel leaves acc[i] < 2^48
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
  Join26(acc, st->h);  // the kernel leaves acc[i] < 2^29
  if (nblocks > nvec) limb_poly1305_blocks_mulx(st, in + 16 * nvec, nblocks - nvec, hibit);
}

}  // namespace limb

#endif  // LIMB_POLY1305_X86_64
