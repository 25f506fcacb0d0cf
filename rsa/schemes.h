// RSA signature and encryption schemes of RFC 8017 (PKCS #1 v2.2) on top of
// the raw operations of rsa/rsa.h.
//
//   signatures:  RSASSA-PKCS1-v1_5 (SignPkcs1v15 / VerifyPkcs1v15)
//                RSASSA-PSS        (SignPss / VerifyPss)
//   encryption:  RSAES-OAEP        (EncryptOaep / DecryptOaep)
//                RSAES-PKCS1-v1_5  (EncryptPkcs1v15 / DecryptPkcs1v15 with
//                                   implicit rejection, and
//                                   DecryptPkcs1v15Explicit)
//
// Common rules.
// - Sizes: a signature or ciphertext is exactly key.size() bytes (the byte
//   length of n); the output span must hold that many (kBufferTooSmall).
//   A signature of any other length fails verification
//   (kVerificationFailed); a ciphertext of any other length is a
//   kDecryptionError like every other decryption failure (RFC 8017).
// - Signature verification re-encodes the expected encoded message and
//   compares it in full; it never parses the signature's structure.
// - Signing and decryption use RsaPrivateKey::RawPrivate (CRT, blinding,
//   result check). Every decoding step of a private operation is constant
//   time: no branch or memory address depends on the decrypted encoded
//   message, the position of a separator, or the message length, until the
//   final public decision. Every decryption failure is the same
//   kDecryptionError, returned after the same work.
// - Temporary secrets (encoded messages, seeds, masks) are wiped on every
//   exit path.
// - Hashes: every scheme takes any RsaHash limb can compute
//   (RsaHashComputable); PKCS #1 v1.5 signatures take the digest of any
//   RsaHash (the DigestInfo prefix is chosen by RsaHash; the digest length
//   must match). PSS and OAEP take the message (or label) hash and the MGF1
//   hash separately (RFC 8017 allows them to differ; OAEP with SHA-256 and
//   MGF1-SHA-1 is common); the overloads without an MGF1 hash use the same
//   hash for both. Defaults are SHA-256. SHA-1 is broken for collision
//   resistance: limb never chooses it; a caller that names it gets it, for
//   interoperability with old signatures and ciphertexts.
#ifndef LIMB_RSA_SCHEMES_H_
#define LIMB_RSA_SCHEMES_H_

#include <cstddef>
#include <cstdint>
#include <span>

#include "limb/base/status.h"
#include "limb/rsa/rsa.h"

namespace limb {

enum class RsaHash : uint8_t { kSha1, kSha224, kSha256, kSha384, kSha512 };

// Digest length in bytes of h (20, 28, 32, 48, 64).
size_t RsaHashSize(RsaHash h) noexcept;
// Lower-case name as OpenSSL spells it ("sha1", "sha224", "sha256", ...).
const char* RsaHashName(RsaHash h) noexcept;
// True if limb can compute h itself (needed by PSS, OAEP and RsaDigest).
bool RsaHashComputable(RsaHash h) noexcept;
// out[0, RsaHashSize(h)) = h(msg). kInvalidArgument if !RsaHashComputable(h),
// kBufferTooSmall if out is shorter than the digest.
[[nodiscard]] Status RsaDigest(RsaHash h, std::span<const uint8_t> msg,
                               std::span<uint8_t> out) noexcept;

// ---- RSASSA-PKCS1-v1_5 ----------------------------------------------------

// sig_out receives key.size() bytes. digest.size() must be RsaHashSize(h).
// Errors: kInvalidArgument (digest length), kBufferTooSmall, kInvalidArgument
// if the key is too small for the DigestInfo (RFC 8017 "intended encoded
// message length too short"), kInternalError (fault detected), kRandomFailure.
[[nodiscard]] Status SignPkcs1v15(const RsaPrivateKey& key, RsaHash h,
                                  std::span<const uint8_t> digest,
                                  std::span<uint8_t> sig_out) noexcept;
// kOk or kVerificationFailed (also for wrong lengths); kInvalidArgument for
// a digest whose length does not match h. Variable time (all inputs public).
[[nodiscard]] Status VerifyPkcs1v15(const RsaPublicKey& key, RsaHash h,
                                    std::span<const uint8_t> digest,
                                    std::span<const uint8_t> sig) noexcept;

// ---- RSASSA-PSS -----------------------------------------------------------

// Salt length selectors (any other value is an explicit byte count).
inline constexpr ptrdiff_t kPssSaltHashLen = -1;  // salt length = RsaHashSize(h)
inline constexpr ptrdiff_t kPssSaltMax = -2;      // the largest the key allows
inline constexpr ptrdiff_t kPssSaltAuto = -3;     // verify only: recover it

// h hashes the message (digest = h(message)) and M'; mgf1 is MGF1's hash
// (both RsaHashComputable, else kInvalidArgument). Signing draws the salt
// from the OS CSPRNG. salt_len: kPssSaltHashLen (the length of h's digest),
// kPssSaltMax or a count >= 0 (kInvalidArgument if it does not fit).
[[nodiscard]] Status SignPss(const RsaPrivateKey& key, RsaHash h, RsaHash mgf1,
                             std::span<const uint8_t> digest, ptrdiff_t salt_len,
                             std::span<uint8_t> sig_out) noexcept;
// salt_len: kPssSaltHashLen, kPssSaltMax, kPssSaltAuto or a count.
[[nodiscard]] Status VerifyPss(const RsaPublicKey& key, RsaHash h, RsaHash mgf1,
                               std::span<const uint8_t> digest,
                               std::span<const uint8_t> sig,
                               ptrdiff_t salt_len) noexcept;
// The same with MGF1 over h.
[[nodiscard]] Status SignPss(const RsaPrivateKey& key, RsaHash h,
                             std::span<const uint8_t> digest, ptrdiff_t salt_len,
                             std::span<uint8_t> sig_out) noexcept;
[[nodiscard]] Status VerifyPss(const RsaPublicKey& key, RsaHash h,
                               std::span<const uint8_t> digest,
                               std::span<const uint8_t> sig,
                               ptrdiff_t salt_len) noexcept;

// ---- RSAES-OAEP -----------------------------------------------------------

// OAEP with hash h for the label and MGF1 over h (SHA-256 by default), or
// over mgf1 in the second form (both RsaHashComputable, else
// kInvalidArgument). Largest message: key.size() - 2*RsaHashSize(h) - 2
// bytes (kInvalidArgument beyond). The seed comes from the OS CSPRNG.
[[nodiscard]] Status EncryptOaep(const RsaPublicKey& key, std::span<const uint8_t> msg,
                                 std::span<const uint8_t> label, std::span<uint8_t> ct_out,
                                 RsaHash h = RsaHash::kSha256) noexcept;
[[nodiscard]] Status EncryptOaep(const RsaPublicKey& key, std::span<const uint8_t> msg,
                                 std::span<const uint8_t> label, std::span<uint8_t> ct_out,
                                 RsaHash h, RsaHash mgf1) noexcept;
// out must hold key.size() bytes (the largest possible message is smaller;
// this keeps the copy-out constant time); *out_len receives the message
// length, released only on success. Every failure: kDecryptionError
// (kInvalidArgument for a hash limb cannot compute or a null out_len).
[[nodiscard]] Status DecryptOaep(const RsaPrivateKey& key, std::span<const uint8_t> ct,
                                 std::span<const uint8_t> label, std::span<uint8_t> out,
                                 size_t* out_len, RsaHash h = RsaHash::kSha256) noexcept;
[[nodiscard]] Status DecryptOaep(const RsaPrivateKey& key, std::span<const uint8_t> ct,
                                 std::span<const uint8_t> label, std::span<uint8_t> out,
                                 size_t* out_len, RsaHash h, RsaHash mgf1) noexcept;

// ---- RSAES-PKCS1-v1_5 -----------------------------------------------------

// Largest message: key.size() - 11 bytes.
[[nodiscard]] Status EncryptPkcs1v15(const RsaPublicKey& key, std::span<const uint8_t> msg,
                                     std::span<uint8_t> ct_out) noexcept;
// Implicit rejection (draft-irtf-cfrg-rsa-guidance, as in OpenSSL 3.2+): on
// bad padding a synthetic message derived deterministically from the private
// exponent and the ciphertext is returned with kOk, indistinguishable in
// time from a real one. out must hold key.size() bytes.
[[nodiscard]] Status DecryptPkcs1v15(const RsaPrivateKey& key, std::span<const uint8_t> ct,
                                     std::span<uint8_t> out, size_t* out_len) noexcept;
// Explicit rejection: kDecryptionError on bad padding, still constant time
// up to that final decision. Only for protocols that need the error.
[[nodiscard]] Status DecryptPkcs1v15Explicit(const RsaPrivateKey& key,
                                             std::span<const uint8_t> ct,
                                             std::span<uint8_t> out,
                                             size_t* out_len) noexcept;

// ---- MGF1 (RFC 8017 B.2.1), shared by PSS and OAEP ------------------------

// out ^= MGF1(seed, out.size()) with hash h (kInvalidArgument unless
// RsaHashComputable(h)). Constant time in seed and out contents.
[[nodiscard]] Status Mgf1Xor(RsaHash h, std::span<const uint8_t> seed,
                             std::span<uint8_t> out) noexcept;

}  // namespace limb

#endif  // LIMB_RSA_SCHEMES_H_
