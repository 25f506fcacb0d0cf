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

// The kernel tables an AEAD call uses.
struct AeadKernels {
  const ChaCha20Kernels* chacha;
  const Poly1305Kernels* poly;
};
// ActiveAeadKernels: ActiveChaCha20Kernels() and ActivePoly1305Kernels().
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
