// The ppc64le ChaCha20 table entry: gives the POWER8 kernels
// (asm/ppc64le/chacha20_power8.S), which take a non-null input, the full
// contract of ChaCha20Kernels::blocks (null in = raw keystream;
// chacha20_internal.h) and splits the blocks between the 4-block kernel and
// the 1-3-block rows kernel.
#include "limb/symmetric/chacha20/chacha20_asm.h"  // defines LIMB_CHACHA20_PPC64LE where built

#ifdef LIMB_CHACHA20_PPC64LE
#include <cstring>

#include "limb/symmetric/chacha20/chacha20.h"
#include "limb/symmetric/chacha20/chacha20_internal.h"

namespace limb {

namespace {

// nblocks > 4 with nblocks % 4 == tail of 1 or 2: the whole groups, then the rest.
// Out of line so that the other calls reach their kernel by a tail call,
// without a stack frame.
[[gnu::noinline]] void GroupsThenRows(uint8_t* out, const uint8_t* in, size_t head, size_t tail,
                                      const uint32_t key[8],
                                      const uint32_t counter_nonce[4]) noexcept {
  limb_chacha20_blocks_power8(out, in, head, key, counter_nonce);
  // No wrap: the caller guarantees counter_nonce[0] + nblocks <= 2^32.
  const uint32_t cn[4] = {counter_nonce[0] + static_cast<uint32_t>(head), counter_nonce[1],
                          counter_nonce[2], counter_nonce[3]};
  limb_chacha20_rows_power8(out + head * kChaCha20BlockSize, in + head * kChaCha20BlockSize, tail,
                            key, cn);
}

}  // namespace

// Whole groups of 4 go to the 4-block kernel, the last nblocks % 4 blocks to
// the rows kernel, except that a tail of 3 after whole groups stays in the
// 4-block kernel (as a partial group). Counted by qemu (benchmarks/RESULTS.md,
// section "chacha20_power8.S: instruction counts", ppc64le): alone, 1, 2
// and 3 blocks cost the rows kernel 330, 619 and 906 instructions against
// 965, 982 and 999 in the 4-block kernel; after whole groups, the extra call
// makes a tail of 3 a tie (about 950 either way), and the partial group keeps
// 4 independent chains where the rows kernel has 3. nblocks is public.
void ChaCha20Power8Blocks(uint8_t* out, const uint8_t* in, size_t nblocks, const uint32_t key[8],
                          const uint32_t counter_nonce[4]) noexcept {
  if (nblocks == 0) return;
  if (in == nullptr) {
    std::memset(out, 0, nblocks * kChaCha20BlockSize);
    in = out;
  }
  const size_t tail = nblocks % 4, head = nblocks - tail;
  if (tail == 0 || (tail == 3 && head > 0)) {
    return limb_chacha20_blocks_power8(out, in, nblocks, key, counter_nonce);
  }
  if (head == 0) return limb_chacha20_rows_power8(out, in, nblocks, key, counter_nonce);
  GroupsThenRows(out, in, head, tail, key, counter_nonce);
}

}  // namespace limb

#endif  // LIMB_CHACHA20_PPC64LE
