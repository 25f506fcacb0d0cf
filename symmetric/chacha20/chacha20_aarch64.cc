// The aarch64 ChaCha20 table entry: gives the NEON kernels
// (asm/aarch64/chacha20_neon.S), which take a non-null input, the full
// contract of ChaCha20Kernels::blocks (null in = raw keystream;
// chacha20_internal.h) and splits the blocks between the 4-block kernel and
// the one-block kernel.
#include "limb/symmetric/chacha20/chacha20_asm.h"  // defines LIMB_CHACHA20_AARCH64 where built

#ifdef LIMB_CHACHA20_AARCH64
#include <cstring>

#include "limb/symmetric/chacha20/chacha20.h"
#include "limb/symmetric/chacha20/chacha20_internal.h"

namespace limb {

// Whole and partial groups of 4 go to the 4-block kernel; a final lone block
// to the one-block kernel. Counted from the disassembly (benchmarks/RESULTS.md,
// "chacha20_neon.S"): a group is about 1230 instructions, one block alone
// about 380, so by count alone the one-block kernel would also take 2 and 3
// blocks; but its 20 rounds are one dependency chain, where a group has four
// independent quarter rounds per step, so (as in the x86-64 SSSE3 table) only
// a lone block goes there. No aarch64 hardware measured the choice.
void ChaCha20NeonBlocks(uint8_t* out, const uint8_t* in, size_t nblocks, const uint32_t key[8],
                        const uint32_t counter_nonce[4]) noexcept {
  if (nblocks == 0) return;
  if (in == nullptr) {
    std::memset(out, 0, nblocks * kChaCha20BlockSize);
    in = out;
  }
  if (nblocks % 4 != 1) {
    limb_chacha20_blocks_neon(out, in, nblocks, key, counter_nonce);
    return;
  }
  const size_t head = nblocks - 1;
  if (head > 0) limb_chacha20_blocks_neon(out, in, head, key, counter_nonce);
  // No wrap: the caller guarantees counter_nonce[0] + nblocks <= 2^32.
  const uint32_t cn[4] = {counter_nonce[0] + static_cast<uint32_t>(head), counter_nonce[1],
                          counter_nonce[2], counter_nonce[3]};
  limb_chacha20_block1_neon(out + head * kChaCha20BlockSize, in + head * kChaCha20BlockSize, 1, key,
                            cn);
}

}  // namespace limb

#endif  // LIMB_CHACHA20_AARCH64
