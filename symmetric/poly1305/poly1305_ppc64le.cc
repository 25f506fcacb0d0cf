// The ppc64le Poly1305 table entries: the scalar kernel
// (asm/ppc64le/poly1305_ppc64le.S) as it is, and the POWER9 entry, which
// precomputes the powers r^1..r^4, converts the accumulator between base 2^64
// and radix 2^44 around the vector kernel (asm/ppc64le/poly1305_power9.S) and
// leaves short inputs and tails to the scalar kernel. Both take the full
// contract of Poly1305Kernels::blocks (poly1305_internal.h), nblocks == 0
// included.
#include "limb/symmetric/poly1305/poly1305_asm.h"  // defines LIMB_POLY1305_PPC64LE where built

#ifdef LIMB_POLY1305_PPC64LE
#include <cstring>

#include "limb/symmetric/poly1305/poly1305.h"
#include "limb/symmetric/poly1305/poly1305_internal.h"
#include "limb/symmetric/poly1305/poly1305_radix.h"

namespace limb {
namespace {

using poly1305_radix::MulR;
using poly1305_radix::Split44;
using poly1305_radix::Join44;

// Below this many blocks the scalar kernel costs fewer instructions than the
// vector path with its set-up, the powers' computation included (once per key,
// and ChaCha20-Poly1305 uses a key for one message); counted in
// benchmarks/RESULTS.md ("poly1305_power9.S").
constexpr size_t kPower9MinBlocks = 24;



// ComputePowersPower9 fills st->pow[0..20) (layout in poly1305_power9.S) from
// st->r: r^k = r^(k-1) * r, partially reduced, split by Split44. Word 2j of
// vector j holds lane A (r^4 in vectors 0..4, r^2 in 5..9), word 2j+1 lane B
// (r^3, r^1); each vector row is l0, l1, l2, 20*l1, 20*l2. Constant time: a
// fixed sequence of operations; the temporaries are wiped.
void ComputePowersPower9(Poly1305State* st) {
  const uint64_t r0 = st->r[0], r1 = st->r[1];
  uint64_t v[3] = {r0, r1, 0};
  uint64_t l[3];
  // Word of r^k's row: base + lane.
  static const int kWord[5] = {0, 11, 10, 1, 0};
  for (int k = 1; k <= 4; ++k) {
    if (k > 1) MulR(v, r0, r1);
    Split44(v, l);
    uint64_t* row = st->pow + kWord[k];
    row[0] = l[0];
    row[2] = l[1];
    row[4] = l[2];
    row[6] = 20 * l[1];
    row[8] = 20 * l[2];
  }
  std::memset(v, 0, sizeof(v));
  std::memset(l, 0, sizeof(l));
  __asm__ __volatile__("" : : "r"(v), "r"(l) : "memory");
  st->pow_ready = kPoly1305PowPower9;
}

}  // namespace

void Poly1305Ppc64leBlocks(Poly1305State* st, const uint8_t* in, size_t nblocks, uint64_t hibit) {
  limb_poly1305_blocks_ppc64le(st, in, nblocks, hibit);
}

// Bounds of the vector loop: poly1305_power9.S. Split44 of h (h2 <= 4) gives
// acc[0], acc[1] < 2^44 and acc[2] < 2^43, as the kernel requires.
void Poly1305Power9Blocks(Poly1305State* st, const uint8_t* in, size_t nblocks, uint64_t hibit) {
  if (nblocks < kPower9MinBlocks) {
    limb_poly1305_blocks_ppc64le(st, in, nblocks, hibit);
    return;
  }
  if (st->pow_ready != kPoly1305PowPower9) ComputePowersPower9(st);
  const size_t nvec = nblocks & ~size_t{3};
  uint64_t acc[3];
  Split44(st->h, acc);
  limb_poly1305_blocks_power9(acc, in, nvec, st->pow, hibit);
  // The kernel leaves acc[0] < 2^44, acc[1] < 2^44 + 2^11, acc[2] < 2^43.
  Join44(acc, st->h);
  std::memset(acc, 0, sizeof(acc));
  __asm__ __volatile__("" : : "r"(acc) : "memory");
  if (nblocks > nvec) limb_poly1305_blocks_ppc64le(st, in + 16 * nvec, nblocks - nvec, hibit);
}

}  // namespace limb

#endif  // LIMB_POLY1305_PPC64LE
