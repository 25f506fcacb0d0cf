// The AEAD functions with their kernel tables chosen by the caller (tests,
// benchmarks, the valgrind harness): not part of limb's API. The public
// functions of chacha20poly1305.h are these with ActiveAeadKernels().
#ifndef LIMB_SYMMETRIC_CHACHA20POLY1305_CHACHA20POLY1305_INTERNAL_H_
#define LIMB_SYMMETRIC_CHACHA20POLY1305_CHACHA20POLY1305_INTERNAL_H_

#include <cstddef>
#include <cstdint>
#include <span>

#include "limb/base/status.h"
#include "limb/symmetric/chacha20/chacha20.h"
#include "limb/symmetric/chacha20/chacha20_internal.h"
#include "limb/symmetric/chacha20poly1305/chacha20poly1305.h"
#include "limb/symmetric/poly1305/poly1305.h"
#include "limb/symmetric/poly1305/poly1305_internal.h"

namespace limb {

// AeadStitchKernels is one stitched implementation of the AEAD's bulk: one
// pass over whole 64-byte blocks that both encrypts with ChaCha20 and
// authenticates with Poly1305, so that the vector unit (ChaCha20) and the
// integer multiplier (Poly1305) work at the same time.
//
// seal(out, in, nblocks, key, counter_nonce, st): for i in [0, nblocks),
//   out[64i, 64i+64) = in[64i, 64i+64) XOR block i of ChaCha20 (as
//   ChaCha20Kernels::blocks, chacha20_internal.h), and the 4*nblocks 16-byte
//   blocks of out[0, 64*nblocks) are absorbed into st as full Poly1305 blocks
//   (as Poly1305Kernels::blocks with hibit = 1, poly1305_internal.h).
// open(out, in, nblocks, key, counter_nonce, st): the same XOR, with the
//   blocks of in (the ciphertext) absorbed instead.
// Results: out as the ChaCha20 twin, st->h limbs as the scalar Poly1305 twin
// (poly1305_blocks_g): h2 <= 4 in and out. st->r MUST be set; st->pow and
// st->pow_ready are neither read nor written.
// Preconditions: counter_nonce[0] + nblocks <= 2^32; nblocks MAY be 0;
// out == in allowed, any other overlap forbidden; in and out MAY be unaligned.
// Constant time: depends on nblocks only.
struct AeadStitchKernels {
  const char* name;  // "generic"
  void (*seal)(uint8_t* out, const uint8_t* in, size_t nblocks, const uint32_t key[8],
               const uint32_t counter_nonce[4], Poly1305State* st) noexcept;
  void (*open)(uint8_t* out, const uint8_t* in, size_t nblocks, const uint32_t key[8],
               const uint32_t counter_nonce[4], Poly1305State* st) noexcept;
};

// The twins (chacha20poly1305_generic.cc): chacha20_blocks_g and
// poly1305_blocks_g, one after the other. The reference for every stitched
// kernel; too slow to be the AEAD's choice (see ActiveAeadKernels).
void aead_seal_blocks_g(uint8_t* out, const uint8_t* in, size_t nblocks, const uint32_t key[8],
                        const uint32_t counter_nonce[4], Poly1305State* st) noexcept;
void aead_open_blocks_g(uint8_t* out, const uint8_t* in, size_t nblocks, const uint32_t key[8],
                        const uint32_t counter_nonce[4], Poly1305State* st) noexcept;

// The registry of stitched kernels (chacha20poly1305_dispatch.cc), the same
// five accessors as every family (asm/registry.h).
const AeadStitchKernels& GenericAeadStitchKernels() noexcept;
const AeadStitchKernels& ActiveAeadStitchKernels() noexcept;
const AeadStitchKernels& AeadStitchKernelsFor(const CpuFeatures& f) noexcept;
std::span<const AeadStitchKernels* const> AllAeadStitchKernels() noexcept;
const char* ExpectedAeadStitchKernelsName() noexcept;

// The kernel tables an AEAD call uses. With stitch non-null, the whole
// 64-byte blocks of the message go through stitch (Open then decrypts while
// it authenticates, and zeroes the output if the tag does not match); the
// rest (block 0, AAD, the last partial block, short messages) through chacha
// and poly. With stitch null, Seal interleaves chacha and poly chunk by
// chunk, and Open authenticates everything before it decrypts anything.
struct AeadKernels {
  const ChaCha20Kernels* chacha;
  const Poly1305Kernels* poly;
  const AeadStitchKernels* stitch = nullptr;
};
// ActiveAeadKernels: ActiveChaCha20Kernels(), ActivePoly1305Kernels(), and
// ActiveAeadStitchKernels() unless that is the generic one (then null: the
// separate passes over the active ChaCha20 and Poly1305 tables beat the
// stitched twins).
AeadKernels ActiveAeadKernels() noexcept;

Status ChaCha20Poly1305KeyGen(std::span<uint8_t> out, std::span<const uint8_t> key,
                              std::span<const uint8_t> nonce, const AeadKernels& k) noexcept;
Status ChaCha20Poly1305Seal(std::span<uint8_t> out, size_t* out_len, std::span<const uint8_t> key,
                            std::span<const uint8_t> nonce, std::span<const uint8_t> plaintext,
                            std::span<const uint8_t> aad, const AeadKernels& k) noexcept;
Status ChaCha20Poly1305Open(std::span<uint8_t> out, size_t* out_len, std::span<const uint8_t> key,
                            std::span<const uint8_t> nonce, std::span<const uint8_t> in,
                            std::span<const uint8_t> aad, const AeadKernels& k) noexcept;
Status ChaCha20Poly1305SealDetached(std::span<uint8_t> ciphertext, std::span<uint8_t> tag,
                                    std::span<const uint8_t> key, std::span<const uint8_t> nonce,
                                    std::span<const uint8_t> plaintext,
                                    std::span<const uint8_t> aad, const AeadKernels& k) noexcept;
Status ChaCha20Poly1305OpenDetached(std::span<uint8_t> plaintext, std::span<const uint8_t> key,
                                    std::span<const uint8_t> nonce,
                                    std::span<const uint8_t> ciphertext,
                                    std::span<const uint8_t> tag, std::span<const uint8_t> aad,
                                    const AeadKernels& k) noexcept;
Status XChaCha20Poly1305Seal(std::span<uint8_t> out, size_t* out_len, std::span<const uint8_t> key,
                             std::span<const uint8_t> nonce, std::span<const uint8_t> plaintext,
                             std::span<const uint8_t> aad, const AeadKernels& k) noexcept;
Status XChaCha20Poly1305Open(std::span<uint8_t> out, size_t* out_len, std::span<const uint8_t> key,
                             std::span<const uint8_t> nonce, std::span<const uint8_t> in,
                             std::span<const uint8_t> aad, const AeadKernels& k) noexcept;
Status XChaCha20Poly1305SealDetached(std::span<uint8_t> ciphertext, std::span<uint8_t> tag,
                                     std::span<const uint8_t> key, std::span<const uint8_t> nonce,
                                     std::span<const uint8_t> plaintext,
                                     std::span<const uint8_t> aad, const AeadKernels& k) noexcept;
Status XChaCha20Poly1305OpenDetached(std::span<uint8_t> plaintext, std::span<const uint8_t> key,
                                     std::span<const uint8_t> nonce,
                                     std::span<const uint8_t> ciphertext,
                                     std::span<const uint8_t> tag, std::span<const uint8_t> aad,
                                     const AeadKernels& k) noexcept;

}  // namespace limb

#endif  // LIMB_SYMMETRIC_CHACHA20POLY1305_CHACHA20POLY1305_INTERNAL_H_
