// AEAD_CHACHA20_POLY1305 (RFC 8439 section 2.8) and AEAD_XCHACHA20_POLY1305
// (draft-irtf-cfrg-xchacha-03 section 2.3).
//
//   poly_key   = ChaCha20(key, nonce, counter 0)[0, 32)
//   ciphertext = plaintext XOR ChaCha20(key, nonce, counter 1, 2, ...)
//   tag        = Poly1305(poly_key, aad || pad16 || ciphertext || pad16 ||
//                                   le64(|aad|) || le64(|ciphertext|))
// XChaCha20-Poly1305 is the same with key' = HChaCha20(key, nonce[0, 16)) and
// the 96-bit nonce 0x00000000 || nonce[16, 24).
//
// Both functions families come as
//   - combined: out = ciphertext || tag (Seal), in = ciphertext || tag (Open);
//   - detached: the tag in its own 16-byte buffer.
// In place is allowed (the output starts exactly where the input starts); any
// other overlap between inputs and outputs is kInvalidArgument.
//
// Open computes the tag over aad and ciphertext and compares it with the
// received one in constant time before it returns. On a mismatch it writes
// zeros over the whole plaintext output range and returns
// kAuthenticationFailed; no plaintext is ever released unauthenticated. On
// CPUs with a stitched kernel (one pass that decrypts while it
// authenticates), the output range holds plaintext while Open runs: it must
// not be read, by any thread, before Open has returned kOk.
//
// Limits: a plaintext may be at most kChaCha20Poly1305MaxPlaintext =
// 2^38 - 64 bytes (the 32-bit block counter, starting at 1, must not wrap);
// longer inputs are kInvalidArgument. AAD may have any length.
//
// Constant time: key, plaintext, keystream and the tag comparison never steer a
// branch or an address; only lengths and the public accept/reject decision do.
#ifndef LIMB_SYMMETRIC_CHACHA20POLY1305_CHACHA20POLY1305_H_
#define LIMB_SYMMETRIC_CHACHA20POLY1305_CHACHA20POLY1305_H_

#include <cstddef>
#include <cstdint>
#include <span>

#include "limb/base/status.h"

namespace limb {

inline constexpr size_t kChaCha20Poly1305KeySize = 32;
inline constexpr size_t kChaCha20Poly1305NonceSize = 12;
inline constexpr size_t kXChaCha20Poly1305NonceSize = 24;
inline constexpr size_t kChaCha20Poly1305TagSize = 16;
inline constexpr uint64_t kChaCha20Poly1305MaxPlaintext = (uint64_t{1} << 38) - 64;

// ChaCha20Poly1305KeyGen (RFC 8439 2.6): the one-time Poly1305 key, the
// first 32 bytes of ChaCha20 block 0 under key and nonce (12 bytes; or 24
// bytes for XChaCha20-Poly1305, via HChaCha20). kInvalidArgument for wrong
// key/nonce lengths or out.size() != 32.
Status ChaCha20Poly1305KeyGen(std::span<uint8_t> out, std::span<const uint8_t> key,
                              std::span<const uint8_t> nonce) noexcept;

// Errors shared by every function below (nothing is written for them):
//   kInvalidArgument   key not 32 bytes; nonce not 12 (ChaCha20Poly1305*) or
//                      24 (XChaCha20Poly1305*) bytes; tag not 16 bytes
//                      (detached); plaintext longer than the limit; a
//                      forbidden overlap; out_len null.
//   kBufferTooSmall    the output cannot hold the result.
// Open may also return kAuthenticationFailed (output range zeroed).

// Seal (combined): out[0, |pt|+16) = ciphertext || tag; *out_len = |pt| + 16.
Status ChaCha20Poly1305Seal(std::span<uint8_t> out, size_t* out_len, std::span<const uint8_t> key,
                            std::span<const uint8_t> nonce, std::span<const uint8_t> plaintext,
                            std::span<const uint8_t> aad) noexcept;
// Open (combined): in = ciphertext || tag (at least 16 bytes);
// out[0, |in|-16) = plaintext; *out_len = |in| - 16 (0 on failure).
Status ChaCha20Poly1305Open(std::span<uint8_t> out, size_t* out_len, std::span<const uint8_t> key,
                            std::span<const uint8_t> nonce, std::span<const uint8_t> in,
                            std::span<const uint8_t> aad) noexcept;
// SealDetached: ciphertext[0, |pt|) and tag[0, 16).
Status ChaCha20Poly1305SealDetached(std::span<uint8_t> ciphertext, std::span<uint8_t> tag,
                                    std::span<const uint8_t> key, std::span<const uint8_t> nonce,
                                    std::span<const uint8_t> plaintext,
                                    std::span<const uint8_t> aad) noexcept;
// OpenDetached: plaintext[0, |ct|) after the tag verified.
Status ChaCha20Poly1305OpenDetached(std::span<uint8_t> plaintext, std::span<const uint8_t> key,
                                    std::span<const uint8_t> nonce,
                                    std::span<const uint8_t> ciphertext,
                                    std::span<const uint8_t> tag,
                                    std::span<const uint8_t> aad) noexcept;

// The XChaCha20-Poly1305 twins: same contracts, 24-byte nonce.
Status XChaCha20Poly1305Seal(std::span<uint8_t> out, size_t* out_len, std::span<const uint8_t> key,
                             std::span<const uint8_t> nonce, std::span<const uint8_t> plaintext,
                             std::span<const uint8_t> aad) noexcept;
Status XChaCha20Poly1305Open(std::span<uint8_t> out, size_t* out_len, std::span<const uint8_t> key,
                             std::span<const uint8_t> nonce, std::span<const uint8_t> in,
                             std::span<const uint8_t> aad) noexcept;
Status XChaCha20Poly1305SealDetached(std::span<uint8_t> ciphertext, std::span<uint8_t> tag,
                                     std::span<const uint8_t> key, std::span<const uint8_t> nonce,
                                     std::span<const uint8_t> plaintext,
                                     std::span<const uint8_t> aad) noexcept;
Status XChaCha20Poly1305OpenDetached(std::span<uint8_t> plaintext, std::span<const uint8_t> key,
                                     std::span<const uint8_t> nonce,
                                     std::span<const uint8_t> ciphertext,
                                     std::span<const uint8_t> tag,
                                     std::span<const uint8_t> aad) noexcept;

}  // namespace limb

#endif  // LIMB_SYMMETRIC_CHACHA20POLY1305_CHACHA20POLY1305_H_
