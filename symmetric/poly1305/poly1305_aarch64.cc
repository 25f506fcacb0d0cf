// The aarch64 Poly1305 table entries: the scalar kernel
// (asm/aarch64/poly1305_aarch64.S) as it is (it takes the full contract of
// Poly1305Kernels::blocks, nblocks == 0 included), and the NEON entry, which
// precomputes the powers of r, converts the accumulator between base 2^64 and
// radix 2^26 around the vector kernel (asm/aarch64/poly1305_neon.S) and leaves
// short inputs and tails to the scalar kernel.
// Contract: Poly1305Kernels::blocks (poly1305_internal.h).
#include "limb/symmetric/poly1305/poly1305_asm.h"  // defines LIMB_POLY1305_AARCH64 where built

#ifdef LIMB_POLY1305_AARCH64
#include <cstring>

#include "limb/symmetric/poly1305/poly1305.h"
#include "limb/symmetric/poly1305/poly1305_internal.h"
#include "limb/symmetric/poly1305/poly1305_radix.h"

namespace limb {
namespace {

using poly1305_radix::MulR;
using poly1305_radix::Split26;
using poly1305_radix::Join26;


// Put32: one 32-bit word of st->pow (the kernel reads the table as words).
inline void Put32(uint8_t* table, int word, uint64_t x) {
  const uint32_t w = static_cast<uint32_t>(x);
  std::memcpy(table + 4 * word, &w, 4);
}

// PutPower: r^k = v (base 2^64, v2 <= 4) into the table, split into radix 2^26
// (l0..l3 < 2^26, l4 < 5*2^24) with s = 5 * limb for limbs 1..4: lane 4-k of
// the nine vectors at words [12, 48) and, for r^4, the words [0, 9) the kernel
// multiplies by element.
template <int k>
inline void PutPower(uint8_t* table, uint64_t v0, uint64_t v1, uint64_t v2) {
  const uint64_t v[3] = {v0, v1, v2};
  uint64_t l[5];
  Split26(v, l);
  const uint64_t x[9] = {l[0], l[1], l[2], l[3], l[4], 5 * l[1], 5 * l[2], 5 * l[3], 5 * l[4]};
  constexpr int lane = 4 - k;
  Put32(table, 12 + 0 + lane, x[0]);
  Put32(table, 12 + 4 + lane, x[1]);
  Put32(table, 12 + 8 + lane, x[2]);
  Put32(table, 12 + 12 + lane, x[3]);
  Put32(table, 12 + 16 + lane, x[4]);
  Put32(table, 12 + 20 + lane, x[5]);
  Put32(table, 12 + 24 + lane, x[6]);
  Put32(table, 12 + 28 + lane, x[7]);
  Put32(table, 12 + 32 + lane, x[8]);
  if constexpr (k == 4) {
    for (int j = 0; j < 9; ++j) Put32(table, j, x[j]);
  }
}

// ComputePowersNeon fills st->pow with the 32-bit words poly1305_neon.S reads
// (its header has the layout) from st->r: r^1..r^4, each r^(k-1) * r
// partially reduced (h2 <= 4), so every limb < 2^26 and s < 5*2^26, as the
// kernel's bounds assume. Straight-line code (the loops unroll): the powers'
// limbs go from registers to st->pow, no temporary in memory to wipe.
// Constant time: a fixed sequence of operations.
void ComputePowersNeon(Poly1305State* st) {
  const uint64_t r0 = st->r[0], r1 = st->r[1];
  uint8_t* table = reinterpret_cast<uint8_t*>(st->pow);
  uint64_t v[3] = {r0, r1, 0};
  PutPower<1>(table, v[0], v[1], v[2]);
  MulR(v, r0, r1);
  PutPower<2>(table, v[0], v[1], v[2]);
  MulR(v, r0, r1);
  PutPower<3>(table, v[0], v[1], v[2]);
  MulR(v, r0, r1);
  PutPower<4>(table, v[0], v[1], v[2]);
  for (int j = 9; j < 12; ++j) Put32(table, j, 0);
  st->pow_ready = kPoly1305PowNeon;
}

// Below these many blocks the scalar kernel takes the whole input. Counted
// in instructions executed per call (benchmarks/RESULTS.md, "poly1305_neon.S"):
// the vector path never executes more than the scalar kernel from 80 blocks
// when st->pow already holds the powers (warm), and from 204 when it must
// compute them first (cold; ComputePowersNeon). pow_ready depends on lengths
// only, so the choice is public.
constexpr size_t kNeonMinBlocksWarm = 80;
constexpr size_t kNeonMinBlocksCold = 204;

// The vector path of Poly1305NeonBlocks (nblocks >= 4), out of line so that
// short inputs reach the scalar kernel without its frame.
// Bounds for the vector loop: poly1305_neon.S (acc as split below).
[[gnu::noinline]] void NeonPath(Poly1305State* st, const uint8_t* in, size_t nblocks,
                                uint64_t hibit, bool warm) {
  if (!warm) ComputePowersNeon(st);
  const size_t nvec = nblocks & ~size_t{3};
  // base 2^64 (h2 <= 4) -> radix 2^26: acc[0..3] < 2^26, acc[4] < 5*2^24.
  uint64_t acc[5];
  Split26(st->h, acc);
  limb_poly1305_blocks_neon(acc, in, nvec, st->pow, hibit);
  Join26(acc, st->h);  // the kernel leaves acc[i] < 2^28.1
  std::memset(acc, 0, sizeof(acc));
  __asm__ __volatile__("" : : "r"(acc) : "memory");
  if (nblocks > nvec) limb_poly1305_blocks_aarch64(st, in + 16 * nvec, nblocks - nvec, hibit);
}

}  // namespace

void Poly1305Aarch64Blocks(Poly1305State* st, const uint8_t* in, size_t nblocks, uint64_t hibit) {
  limb_poly1305_blocks_aarch64(st, in, nblocks, hibit);
}

void Poly1305NeonBlocks(Poly1305State* st, const uint8_t* in, size_t nblocks, uint64_t hibit) {
  const bool warm = st->pow_ready == kPoly1305PowNeon;
  if (nblocks < (warm ? kNeonMinBlocksWarm : kNeonMinBlocksCold)) {
    limb_poly1305_blocks_aarch64(st, in, nblocks, hibit);
    return;
  }
  NeonPath(st, in, nblocks, hibit, warm);
}

}  // namespace limb

#endif  // LIMB_POLY1305_AARCH64
