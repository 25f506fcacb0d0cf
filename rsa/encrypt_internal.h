// rsa/encrypt_internal.h: the decoding steps of rsa/encrypt.cc, exposed for
// the tests and the valgrind harness (rsa/encrypt_ct_test.cc). Not an API.
//
// Each decoder takes the k-byte encoded message EM = RSADP(c) (k = key size
// in bytes), works on it in place, and wipes it before returning. None of
// them branches on or indexes memory with a byte of EM, the separator
// position or the message length; the one bit released is the final
// decision (OAEP, explicit v1.5), marked public with Unpoison() at that
// point so the ctgrind build can check everything before it.
#ifndef LIMB_RSA_ENCRYPT_INTERNAL_H_
#define LIMB_RSA_ENCRYPT_INTERNAL_H_

#include <cstddef>
#include <cstdint>
#include <span>

#include "limb/base/status.h"
#include "limb/rsa/rsa.h"
#include "limb/rsa/schemes.h"

namespace limb {

namespace rsa_enc_internal {

inline constexpr size_t kKdkSize = 32;

// DecodeOaep: EME-OAEP decoding (RFC 8017 7.1.2, step 3) of em with hash h
// for the label, MGF1 over mgf1 (both RsaHashComputable, else
// kInvalidArgument), and label. em.size() = k MUST
// be >= 2 hLen + 2 (else kDecryptionError). out MUST hold k - 2 hLen - 2
// bytes (else kBufferTooSmall). On success writes the message to
// out[0, *out_len) and zeroes out[*out_len, k - 2 hLen - 2); on failure
// zeroes that range, leaves *out_len alone and returns kDecryptionError.
// Constant time in em's contents; leaks k, h, label.size(), the result bit.
Status DecodeOaep(RsaHash h, RsaHash mgf1, std::span<const uint8_t> label,
                  std::span<uint8_t> em, std::span<uint8_t> out, size_t* out_len) noexcept;

// DecodePkcs1v15Explicit: EME-PKCS1-v1_5 decoding (RFC 8017 7.2.2, step 3):
// em = 00 || 02 || PS (>= 8 nonzero bytes) || 00 || M. em.size() = k >= 11;
// out MUST hold k - 11 bytes. Same output and leak rules as DecodeOaep.
Status DecodePkcs1v15Explicit(std::span<uint8_t> em, std::span<uint8_t> out,
                              size_t* out_len) noexcept;

// DecodePkcs1v15Implicit: the same decoding with implicit rejection
// (draft-irtf-cfrg-rsa-guidance; OpenSSL 3.2's
// ossl_rsa_padding_check_PKCS1_type_2): if the padding is bad, the output
// is the synthetic message derived from kdk instead, with kOk. Always
// writes *out_len. Constant time in em and kdk; leaks only k. (Whether the
// padding was good is never computed as a public value.)
Status DecodePkcs1v15Implicit(std::span<const uint8_t, kKdkSize> kdk, std::span<uint8_t> em,
                              std::span<uint8_t> out, size_t* out_len) noexcept;

// DeriveKdk: KDK = HMAC-SHA256(SHA-256(I2OSP(d, k)), I2OSP(c, k)) with k =
// key.size() and c = ct (exactly k bytes, else kInvalidArgument). Constant
// time in d.
Status DeriveKdk(const RsaPrivateKey& key, std::span<const uint8_t> ct,
                 std::span<uint8_t, kKdkSize> kdk) noexcept;

// ImplicitRejectionPrf: out = the first out.size() bytes of
// HMAC-SHA256(kdk, I || label || L) for I = 0, 1, ... (2-byte big-endian
// counter), L = 8 * out.size() as 2 bytes big-endian. out.size() MUST be
// < 8192. Constant time in kdk.
void ImplicitRejectionPrf(std::span<const uint8_t, kKdkSize> kdk,
                          std::span<const uint8_t> label, std::span<uint8_t> out) noexcept;

// SyntheticLength: the synthetic message length for a k-byte modulus from
// the 256 bytes of ImplicitRejectionPrf(kdk, "length"): the last of the 128
// big-endian 16-bit candidates, masked to the bit length of k - 10, that is
// below k - 10 (0 if none is). Constant time in the candidates.
size_t SyntheticLength(std::span<const uint8_t, 256> candidates, size_t k) noexcept;

}  // namespace rsa_enc_internal
}  // namespace limb

#endif  // LIMB_RSA_ENCRYPT_INTERNAL_H_
