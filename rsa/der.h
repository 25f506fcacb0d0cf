// rsa/der: a small, strict DER reader and writer, and the RSA key structures
// built on it (PKCS#1 RSAPublicKey / RSAPrivateKey incl. multi-prime, PKCS#8
// PrivateKeyInfo, X.509 SubjectPublicKeyInfo).
//
// Strictness (X.690 section 10, DER): definite lengths only, in the minimal
// form (short form below 128, long form without leading zero bytes); INTEGERs
// in minimal two's complement; BIT STRINGs for keys with 0 unused bits; no
// trailing bytes after the outer structure. Because every accepted encoding is
// canonical, Serialize(Parse(x)) == x for every x that parses.
//
// Safety: the reader never reads outside its input span, checks every length
// against the bytes that remain in its parent before using it, never
// allocates in proportion to a length it has not checked, and nests at most
// kMaxDepth constructed levels (it does not recurse at all for key parsing;
// ValidateDer's recursion is bounded by the same limit).
//
// Errors: every parse function returns Status::kMalformedDer with the
// absolute byte offset (in the caller's input) of the offending tag, length or
// content byte in Result::error_position(), and, through an optional DerError
// out-parameter, a short static reason string ("non-minimal length").
//
// Integers are big-endian magnitude bytes (no leading zero bytes; zero is the
// empty magnitude). This codec does not depend on bignum.
//
// Secrets: private-key structures hold their integers in SecretBytes
// (base/secret.h), whose storage is wiped whenever it is released. Timing:
// parsing and serialising are variable-time in the lengths of the structure
// and in the first one or two bytes of each INTEGER (the minimal-encoding
// check and the leading-zero strip); the rest of the key material is only
// copied. Keys are parsed once, at load, not per operation.
#ifndef LIMB_RSA_DER_H_
#define LIMB_RSA_DER_H_

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "limb/base/ct.h"
#include "limb/base/secret.h"
#include "limb/base/status.h"

namespace limb {

namespace der {

// Universal tags (X.680 section 8.4), in their one-byte identifier form.
inline constexpr uint8_t kTagInteger = 0x02;
inline constexpr uint8_t kTagBitString = 0x03;
inline constexpr uint8_t kTagOctetString = 0x04;
inline constexpr uint8_t kTagNull = 0x05;
inline constexpr uint8_t kTagOid = 0x06;
inline constexpr uint8_t kTagSequence = 0x30;  // constructed

// Deepest nesting of constructed elements the reader accepts. The deepest
// key structure (PKCS#8 -> RSAPrivateKey -> otherPrimeInfos -> OtherPrimeInfo)
// needs 4 (the encapsulated key starts a fresh count plus its parent depth).
inline constexpr int kMaxDepth = 16;

// The content octets of OID 1.2.840.113549.1.1.1 (rsaEncryption, RFC 8017 A.1).
inline constexpr uint8_t kOidRsaEncryption[] = {0x2a, 0x86, 0x48, 0x86, 0xf7,
                                                0x0d, 0x01, 0x01, 0x01};

// DerError: where and why a parse failed. reason is a static string.
struct DerError {
  size_t offset = 0;
  const char* reason = "";
};

// Reader walks one level of DER with an explicit cursor. Sub-readers for
// constructed contents share the parent's error slot; offsets are absolute
// (relative to the start of the outermost input). After the first failure
// every call fails and the first error is kept.
class Reader {
 public:
  // in: the bytes to read; error: where failures are recorded (MUST outlive
  // the reader); base_offset: absolute offset of in[0].
  Reader(std::span<const uint8_t> in, DerError* error, size_t base_offset = 0,
         int depth = 0) noexcept
      : in_(in), error_(error), base_(base_offset), depth_(depth) {}

  bool empty() const noexcept { return pos_ == in_.size(); }
  bool failed() const noexcept { return failed_flag(); }
  size_t offset() const noexcept { return base_ + pos_; }  // absolute cursor

  // PeekTag: the next identifier byte, or false at the end of input (no error).
  bool PeekTag(uint8_t* tag) const noexcept;

  // ReadElement reads one TLV with identifier `tag`; *contents is its content
  // span and *contents_offset its absolute offset.
  bool ReadElement(uint8_t tag, std::span<const uint8_t>* contents,
                   size_t* contents_offset) noexcept;
  // ReadAny reads one TLV with any low-number tag.
  bool ReadAny(uint8_t* tag, std::span<const uint8_t>* contents,
               size_t* contents_offset) noexcept;

  // EnterSequence reads a SEQUENCE and sets *sub to a reader of its contents,
  // one level deeper (fails past kMaxDepth with "nesting too deep").
  bool EnterSequence(Reader* sub) noexcept;
  // EnterEncapsulated sets *sub to a reader over `contents` (the payload of an
  // OCTET STRING or BIT STRING holding DER), one level deeper.
  bool EnterEncapsulated(std::span<const uint8_t> contents, size_t contents_offset,
                         Reader* sub) noexcept;

  // ReadInteger: an INTEGER in minimal two's complement. *negative is its sign;
  // *contents its raw two's-complement content bytes.
  bool ReadInteger(bool* negative, std::span<const uint8_t>* contents) noexcept;
  // ReadNonNegativeInteger: as ReadInteger, rejecting negatives ("negative
  // integer"); *magnitude is big-endian without leading zeros (empty for 0).
  bool ReadNonNegativeInteger(std::span<const uint8_t>* magnitude) noexcept;
  // ReadSmallInteger: a non-negative INTEGER that fits in 32 bits.
  bool ReadSmallInteger(uint32_t* value) noexcept;
  // ReadOid: an OBJECT IDENTIFIER's content octets (checked well-formed:
  // non-empty, no 0x80 leading sub-identifier byte, last byte ends a sub-id).
  bool ReadOid(std::span<const uint8_t>* oid) noexcept;
  // ExpectOid: an OID equal to `want`, else "wrong OID".
  bool ExpectOid(std::span<const uint8_t> want) noexcept;
  // ReadNull: a NULL with empty contents ("non-empty NULL").
  bool ReadNull() noexcept;
  bool ReadOctetString(std::span<const uint8_t>* contents, size_t* contents_offset) noexcept;
  // ReadBitString: a BIT STRING whose unused-bits byte is 0; *contents excludes
  // that byte.
  bool ReadBitString(std::span<const uint8_t>* contents, size_t* contents_offset) noexcept;

  // ExpectEnd fails with "trailing bytes" unless the input is consumed.
  bool ExpectEnd() noexcept;

  // Fail records (absolute offset, reason) unless an error is already set.
  bool Fail(size_t abs_offset, const char* reason) noexcept;

 private:
  // A reader without an error slot (a placeholder before EnterSequence
  // assigns it) counts as failed.
  bool failed_flag() const noexcept { return error_ == nullptr || error_->reason[0] != '\0'; }
  bool ReadHeader(uint8_t* tag, size_t* len) noexcept;

  std::span<const uint8_t> in_;
  DerError* error_;
  size_t base_;
  int depth_;
  size_t pos_ = 0;
};

// ValidateDer checks that `in` is exactly one well-formed DER element (low
// tag numbers, minimal definite lengths), descending into constructed
// elements up to max_depth (<= kMaxDepth) levels. It does not check the
// contents of primitive elements.
Status ValidateDer(std::span<const uint8_t> in, int max_depth = kMaxDepth,
                   DerError* error = nullptr) noexcept;

// Writer appends DER to a growable buffer that wipes itself when released.
class Writer {
 public:
  // BeginConstructed writes `tag` and reserves the length; EndConstructed(mark)
  // fills it in (minimal form) once the contents are written.
  size_t BeginConstructed(uint8_t tag) noexcept;
  void EndConstructed(size_t mark) noexcept;
  size_t BeginSequence() noexcept { return BeginConstructed(kTagSequence); }
  void EndSequence(size_t mark) noexcept { EndConstructed(mark); }

  void AddElement(uint8_t tag, std::span<const uint8_t> contents) noexcept;
  // AddInteger writes the non-negative integer with big-endian magnitude
  // `magnitude` (leading zero bytes allowed; they are dropped).
  void AddInteger(std::span<const uint8_t> magnitude) noexcept;
  // AddNegativeInteger writes -magnitude (magnitude MUST be non-zero).
  void AddNegativeInteger(std::span<const uint8_t> magnitude) noexcept;
  void AddSmallInteger(uint32_t value) noexcept;
  void AddOid(std::span<const uint8_t> oid_contents) noexcept { AddElement(kTagOid, oid_contents); }
  void AddNull() noexcept { AddElement(kTagNull, {}); }
  void AddOctetString(std::span<const uint8_t> c) noexcept { AddElement(kTagOctetString, c); }
  // AddBitString writes a BIT STRING with 0 unused bits.
  void AddBitString(std::span<const uint8_t> c) noexcept;

  const SecretBytes& bytes() const noexcept { return out_; }
  SecretBytes Take() noexcept { return std::move(out_); }

 private:
  void AddLength(size_t len) noexcept;
  SecretBytes out_;
};

// ---- RSA key structures ---------------------------------------------------

// RSAPublicKey ::= SEQUENCE { modulus INTEGER, publicExponent INTEGER }
// (RFC 8017 A.1.1).
struct RsaPublicKeyDer {
  std::vector<uint8_t> n;
  std::vector<uint8_t> e;
};

// OtherPrimeInfo ::= SEQUENCE { prime r, exponent d, coefficient t }.
struct OtherPrimeInfoDer {
  SecretBytes r;
  SecretBytes d;
  SecretBytes t;
};

// RSAPrivateKey (RFC 8017 A.1.2). version is 0 (two-prime) when
// other_primes is empty and 1 (multi) otherwise; it is not stored.
struct RsaPrivateKeyDer {
  SecretBytes n, e, d, p, q, dp, dq, qinv;
  std::vector<OtherPrimeInfoDer> other_primes;
};

// Every parser rejects negative integers, trailing bytes and any non-DER
// encoding. On failure: kMalformedDer, error_position() = absolute offset,
// and *error (when given) also carries the reason.

// PKCS#1 RSAPublicKey.
Result<RsaPublicKeyDer> ParseRsaPublicKey(std::span<const uint8_t> der,
                                          DerError* error = nullptr) noexcept;
// X.509 SubjectPublicKeyInfo with AlgorithmIdentifier rsaEncryption/NULL and a
// BIT STRING holding an RSAPublicKey (RFC 5280 4.1.2.7, RFC 3279 2.3.1).
Result<RsaPublicKeyDer> ParseSubjectPublicKeyInfo(std::span<const uint8_t> der,
                                                  DerError* error = nullptr) noexcept;
// PKCS#1 RSAPrivateKey, version 0 (exactly two primes) or 1 (with 1 or more
// otherPrimeInfos).
Result<RsaPrivateKeyDer> ParseRsaPrivateKey(std::span<const uint8_t> der,
                                            DerError* error = nullptr) noexcept;
// PKCS#8 PrivateKeyInfo version 0 (RFC 5208; RFC 5958 v1) with rsaEncryption /
// NULL parameters and an OCTET STRING holding an RSAPrivateKey. Attributes
// ([0]) are not supported and are rejected.
Result<RsaPrivateKeyDer> ParsePrivateKeyInfo(std::span<const uint8_t> der,
                                             DerError* error = nullptr) noexcept;

std::vector<uint8_t> SerializeRsaPublicKey(const RsaPublicKeyDer& key) noexcept;
std::vector<uint8_t> SerializeSubjectPublicKeyInfo(const RsaPublicKeyDer& key) noexcept;
SecretBytes SerializeRsaPrivateKey(const RsaPrivateKeyDer& key) noexcept;
SecretBytes SerializePrivateKeyInfo(const RsaPrivateKeyDer& key) noexcept;

}  // namespace der
}  // namespace limb

#endif  // LIMB_RSA_DER_H_
