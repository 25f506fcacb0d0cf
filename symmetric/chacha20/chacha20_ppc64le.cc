// The ppc64le ChaCha20 table entry: gives the POWER8 kernel
// (asm/ppc64le/chacha20_power8.S), which takes a non-null input, the full
// contract of ChaCha20Kernels::blocks (null in = raw keystream;
// chacha20_internal.h).
#include "limb/symmetric/chacha20/chacha20_asm.h"  // defines LIMB_CHACHA20_PPC64LE where built

#ifdef LIMB_CHACHA20_PPC64LE
#include <cstring>

#include "limb/symmetric/chacha20/chacha20.h"
#include "limb/symmetric/chacha20/chacha20_internal.h"

namespace limb {

// Every block goes to the 4-block kernel, partial groups included (it stores
// only the blocks that exist): there is no one-block kernel, since no POWER
// hardware here could show that one would pay for a lone block.
void ChaCha20Power8Blocks(uint8_t* out, const uint8_t* in, size_t nblocks, const uint32_t key[8],
                          const uint32_t counter_nonce[4]) noexcept {
  if (nblocks == 0) return;
  if (in == nullptr) {
    std::memset(out, 0, nblocks * kChaCha20BlockSize);
    in = out;
  }
  limb_chacha20_blocks_power8(out, in, nblocks, key, counter_nonce);
}

}  // namespace limb

#endif  // LIMB_CHACHA20_PPC64LE
