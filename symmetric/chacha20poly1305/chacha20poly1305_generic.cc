// The stitched AEAD twins: ChaCha20 and Poly1305 twins in sequence. The
// specification every stitched kernel is tested against.
#include "limb/symmetric/chacha20/chacha20_internal.h"
#include "limb/symmetric/chacha20poly1305/chacha20poly1305_internal.h"
#include "limb/symmetric/poly1305/poly1305_internal.h"

namespace limb {

// See chacha20poly1305_internal.h.
void aead_seal_blocks_g(uint8_t* out, const uint8_t* in, size_t nblocks, const uint32_t key[8],
                        const uint32_t counter_nonce[4], Poly1305State* st) noexcept {
  chacha20_blocks_g(out, in, nblocks, key, counter_nonce);
  poly1305_blocks_g(st, out, 4 * nblocks, 1);
}

// See chacha20poly1305_internal.h. The ciphertext is absorbed before it is
// overwritten (out may equal in).
void aead_open_blocks_g(uint8_t* out, const uint8_t* in, size_t nblocks, const uint32_t key[8],
                        const uint32_t counter_nonce[4], Poly1305State* st) noexcept {
  poly1305_blocks_g(st, in, 4 * nblocks, 1);
  chacha20_blocks_g(out, in, nblocks, key, counter_nonce);
}

}  // namespace limb
