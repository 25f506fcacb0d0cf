// RSA signatures of RFC 8017: RSASSA-PKCS1-v1_5 (sections 8.2 and 9.2) and
// RSASSA-PSS (sections 8.1 and 9.1), on top of rsa/rsa.h's raw operations.
//
// Signing. The encoded message EM is built from the digest and (PSS) a fresh
// salt at fixed, public positions: no branch or address depends on the
// digest, the salt or the key. The private operation is RawPrivate (CRT,
// blinding, the s^e == EM check). EM and the salt are wiped on every path.
//
// Verification. All inputs are public, so verification may be variable
// time; still, it never parses the signature: PKCS#1 v1.5 re-encodes the
// expected EM and compares all of it; PSS checks every byte of the padding
// (also in kPssSaltAuto mode, where the salt length is recovered from the
// position of the 0x01 separator) and accumulates every check into one
// difference word that is decided once, at the end.
#include <array>
#include <cstring>

#include "limb/base/ct.h"
#include "limb/base/random.h"
#include "limb/rsa/rsa.h"
#include "limb/rsa/schemes.h"
#include "limb/rsa/schemes_internal.h"
#include "limb/symmetric/sha256/sha256.h"

namespace limb {
namespace {

constexpr size_t kMaxModBytes = kRsaMaxModulusBits / 8;
constexpr size_t kMaxHashSize = 64;

// DigestInfo DER prefixes (RFC 8017 section 9.2, note 1): the encoding of
// AlgorithmIdentifier { hash OID, NULL } and the OCTET STRING header; the
// digest follows.
constexpr uint8_t kPrefixSha1[] = {0x30, 0x21, 0x30, 0x09, 0x06, 0x05, 0x2b, 0x0e,
                                   0x03, 0x02, 0x1a, 0x05, 0x00, 0x04, 0x14};
constexpr uint8_t kPrefixSha224[] = {0x30, 0x2d, 0x30, 0x0d, 0x06, 0x09, 0x60,
                                     0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02,
                                     0x04, 0x05, 0x00, 0x04, 0x1c};
constexpr uint8_t kPrefixSha256[] = {0x30, 0x31, 0x30, 0x0d, 0x06, 0x09, 0x60,
                                     0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02,
                                     0x01, 0x05, 0x00, 0x04, 0x20};
constexpr uint8_t kPrefixSha384[] = {0x30, 0x41, 0x30, 0x0d, 0x06, 0x09, 0x60,
                                     0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02,
                                     0x02, 0x05, 0x00, 0x04, 0x30};
constexpr uint8_t kPrefixSha512[] = {0x30, 0x51, 0x30, 0x0d, 0x06, 0x09, 0x60,
                                     0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02,
                                     0x03, 0x05, 0x00, 0x04, 0x40};

std::span<const uint8_t> DigestInfoPrefix(RsaHash h) noexcept {
  switch (h) {
    case RsaHash::kSha1: return kPrefixSha1;
    case RsaHash::kSha224: return kPrefixSha224;
    case RsaHash::kSha256: return kPrefixSha256;
    case RsaHash::kSha384: return kPrefixSha384;
    case RsaHash::kSha512: return kPrefixSha512;
  }
  return {};
}

bool KnownHash(RsaHash h) noexcept { return RsaHashSize(h) != 0; }
bool PssHashes(RsaHash h, RsaHash mgf1) noexcept {
  return RsaHashComputable(h) && RsaHashComputable(mgf1);
}

// EMSA-PKCS1-v1_5 encoding (RFC 8017 9.2) into em (em.size() = emLen = k):
// 0x00 0x01 0xff..0xff 0x00 DigestInfo. Caller checked digest.size() and
// that em.size() >= prefix + digest + 11. Positions depend on lengths only.
void EncodePkcs1v15(RsaHash h, std::span<const uint8_t> digest, std::span<uint8_t> em) noexcept {
  const std::span<const uint8_t> prefix = DigestInfoPrefix(h);
  const size_t t_len = prefix.size() + digest.size();
  const size_t ps_len = em.size() - t_len - 3;  // >= 8
  em[0] = 0x00;
  em[1] = 0x01;
  std::memset(em.data() + 2, 0xff, ps_len);
  em[2 + ps_len] = 0x00;
  std::memcpy(em.data() + 3 + ps_len, prefix.data(), prefix.size());
  std::memcpy(em.data() + 3 + ps_len + prefix.size(), digest.data(), digest.size());
}

// H = Hash(0x00 x 8 || mHash || salt) (RFC 8017 9.1.1 steps 5 and 6); out
// has h's digest size.
void PssHashMPrime(RsaHash h, std::span<const uint8_t> mhash, std::span<const uint8_t> salt,
                   std::span<uint8_t> out) noexcept {
  static constexpr uint8_t kZeros[8] = {};
  rsa_schemes_internal::HashParts(h, {kZeros, mhash, salt}, out);
}

// The PSS geometry of a key: emBits = modBits - 1, emLen = ceil(emBits / 8),
// which is k - 1 when modBits = 1 mod 8 (then EM's integer has a zero top
// byte in k bytes), and the number of top bits of EM that must be zero.
struct PssGeometry {
  size_t em_len;
  size_t em_bits;
  uint8_t top_mask;  // the bits of EM[0] that may be set
};

PssGeometry Geometry(size_t mod_bits) noexcept {
  PssGeometry g;
  g.em_bits = mod_bits - 1;
  g.em_len = (g.em_bits + 7) / 8;
  const size_t zero_bits = 8 * g.em_len - g.em_bits;  // 0..7
  g.top_mask = static_cast<uint8_t>(0xff >> zero_bits);
  return g;
}

// Resolves a signing salt length (kPssSaltHashLen, kPssSaltMax, or a count);
// returns false if it is not one of those or does not fit.
bool ResolveSaltLen(ptrdiff_t salt_len, size_t h_len, size_t em_len, size_t* out) noexcept {
  if (em_len < h_len + 2) return false;
  const size_t max = em_len - h_len - 2;
  size_t s;
  if (salt_len == kPssSaltHashLen) {
    s = h_len;
  } else if (salt_len == kPssSaltMax) {
    s = max;
  } else if (salt_len >= 0) {
    s = static_cast<size_t>(salt_len);
  } else {
    return false;
  }
  if (s > max) return false;
  *out = s;
  return true;
}

// Runs RSASP1 on em (of any length <= k, big-endian) into sig (k bytes),
// mapping RawPrivate's opaque failure to the signature API's statuses.
Status PrivateOp(const RsaPrivateKey& key, std::span<const uint8_t> em,
                 std::span<uint8_t> sig) noexcept {
  Status st = key.RawPrivate(em, sig);
  if (st == Status::kOk) return Status::kOk;
  SecureWipe(sig);
  // kDecryptionError is RawPrivate's one opaque error: a detected fault or a
  // CSPRNG failure for the blinding values.
  if (st == Status::kDecryptionError) return Status::kInternalError;
  return st;  // kInvalidArgument (EM >= n: cannot happen) or kBufferTooSmall
}

}  // namespace

// ---- RSASSA-PKCS1-v1_5 ----------------------------------------------------

Status SignPkcs1v15(const RsaPrivateKey& key, RsaHash h, std::span<const uint8_t> digest,
                    std::span<uint8_t> sig_out) noexcept {
  if (!KnownHash(h) || digest.size() != RsaHashSize(h)) return Status::kInvalidArgument;
  const size_t k = key.size();
  if (k == 0 || k > kMaxModBytes) return Status::kInvalidArgument;
  if (sig_out.size() < k) return Status::kBufferTooSmall;
  // "intended encoded message length too short" (RFC 8017 9.2 step 3).
  if (k < DigestInfoPrefix(h).size() + digest.size() + 11) return Status::kInvalidArgument;
  std::array<uint8_t, kMaxModBytes> em_buf;
  const std::span<uint8_t> em(em_buf.data(), k);
  EncodePkcs1v15(h, digest, em);
  const Status st = PrivateOp(key, em, sig_out.first(k));
  SecureWipe(em);
  return st;
}

Status VerifyPkcs1v15(const RsaPublicKey& key, RsaHash h, std::span<const uint8_t> digest,
                      std::span<const uint8_t> sig) noexcept {
  if (!KnownHash(h) || digest.size() != RsaHashSize(h)) return Status::kInvalidArgument;
  const size_t k = key.size();
  if (k == 0 || k > kMaxModBytes || sig.size() != k) return Status::kVerificationFailed;
  if (k < DigestInfoPrefix(h).size() + digest.size() + 11) return Status::kVerificationFailed;
  std::array<uint8_t, kMaxModBytes> got_buf, want_buf;
  const std::span<uint8_t> got(got_buf.data(), k), want(want_buf.data(), k);
  // RSAVP1; a representative >= n is "signature representative out of
  // range", i.e. an invalid signature.
  if (key.RawPublicVarTime(sig, got) != Status::kOk) return Status::kVerificationFailed;
  EncodePkcs1v15(h, digest, want);
  return ConstantTimeEqual(got, want).Declassify() ? Status::kOk : Status::kVerificationFailed;
}

// ---- RSASSA-PSS -----------------------------------------------------------

Status SignPss(const RsaPrivateKey& key, RsaHash h, std::span<const uint8_t> digest,
               ptrdiff_t salt_len, std::span<uint8_t> sig_out) noexcept {
  return SignPss(key, h, h, digest, salt_len, sig_out);
}

Status VerifyPss(const RsaPublicKey& key, RsaHash h, std::span<const uint8_t> digest,
                 std::span<const uint8_t> sig, ptrdiff_t salt_len) noexcept {
  return VerifyPss(key, h, h, digest, sig, salt_len);
}

Status SignPss(const RsaPrivateKey& key, RsaHash h, RsaHash mgf1,
               std::span<const uint8_t> digest, ptrdiff_t salt_len,
               std::span<uint8_t> sig_out) noexcept {
  if (!PssHashes(h, mgf1) || digest.size() != RsaHashSize(h)) return Status::kInvalidArgument;
  const size_t k = key.size();
  if (k == 0 || k > kMaxModBytes || key.bits() < 2) return Status::kInvalidArgument;
  if (sig_out.size() < k) return Status::kBufferTooSmall;
  const size_t h_len = digest.size();
  const PssGeometry g = Geometry(key.bits());
  size_t s_len;
  if (!ResolveSaltLen(salt_len, h_len, g.em_len, &s_len)) return Status::kInvalidArgument;

  // EM = maskedDB || H || 0xbc, DB = PS (zeros) || 0x01 || salt.
  const size_t db_len = g.em_len - h_len - 1;
  const size_t ps_len = db_len - s_len - 1;
  std::array<uint8_t, kMaxModBytes> em_buf;
  const std::span<uint8_t> em(em_buf.data(), g.em_len);
  const std::span<uint8_t> db = em.first(db_len);
  const std::span<uint8_t> hh = em.subspan(db_len, h_len);
  const std::span<uint8_t> salt = db.subspan(ps_len + 1, s_len);
  // The salt is drawn straight into its place in DB.
  if (RandomBytes(salt) != Status::kOk) {
    SecureWipe(em);
    return Status::kRandomFailure;
  }
  PssHashMPrime(h, digest, salt, hh);
  std::memset(db.data(), 0, ps_len);
  db[ps_len] = 0x01;
  Status st = Mgf1Xor(mgf1, hh, db);
  if (st == Status::kOk) {
    db[0] &= g.top_mask;  // clear the leftmost 8*emLen - emBits bits
    em[g.em_len - 1] = 0xbc;
    st = PrivateOp(key, em, sig_out.first(k));
  }
  SecureWipe(em);
  return st;
}

Status VerifyPss(const RsaPublicKey& key, RsaHash h, RsaHash mgf1,
                 std::span<const uint8_t> digest, std::span<const uint8_t> sig,
                 ptrdiff_t salt_len) noexcept {
  if (!PssHashes(h, mgf1) || digest.size() != RsaHashSize(h)) return Status::kInvalidArgument;
  if (salt_len < 0 && salt_len != kPssSaltHashLen && salt_len != kPssSaltMax &&
      salt_len != kPssSaltAuto)
    return Status::kInvalidArgument;
  const size_t k = key.size();
  if (k == 0 || k > kMaxModBytes || key.bits() < 2 || sig.size() != k)
    return Status::kVerificationFailed;
  const size_t h_len = digest.size();
  const PssGeometry g = Geometry(key.bits());
  // emLen < hLen + sLen + 2 (sLen >= 0) is "inconsistent" (9.1.2 step 3).
  if (g.em_len < h_len + 2) return Status::kVerificationFailed;
  const size_t db_len = g.em_len - h_len - 1;
  const bool auto_salt = salt_len == kPssSaltAuto;
  size_t s_len = 0;
  if (!auto_salt && !ResolveSaltLen(salt_len, h_len, g.em_len, &s_len))
    return Status::kVerificationFailed;

  std::array<uint8_t, kMaxModBytes> m_buf;
  const std::span<uint8_t> m(m_buf.data(), k);
  if (key.RawPublicVarTime(sig, m) != Status::kOk) return Status::kVerificationFailed;

  // Every check ORs into bad; one decision at the end.
  uint32_t bad = 0;
  // I2OSP(m, emLen): when emLen = k - 1 the top byte of m must be zero.
  for (size_t i = 0; i < k - g.em_len; ++i) bad |= m[i];
  const std::span<uint8_t> em = m.subspan(k - g.em_len);
  bad |= em[g.em_len - 1] ^ 0xbc;                                // trailer
  bad |= em[0] & static_cast<uint8_t>(~g.top_mask);              // top bits zero
  const std::span<uint8_t> db = em.first(db_len);
  const std::span<const uint8_t> hh = em.subspan(db_len, h_len);
  if (Mgf1Xor(mgf1, hh, db) != Status::kOk) return Status::kVerificationFailed;
  db[0] &= g.top_mask;

  // DB = 0x00 .. 0x00 0x01 salt. In auto mode the separator's position is
  // the first non-zero byte; every byte before it must be zero (true by
  // construction) and it must be 0x01. With an explicit length the
  // separator's position is fixed and every byte before it is checked.
  size_t sep;
  if (auto_salt) {
    // Scan all of DB: sep = index of the first non-zero byte (db_len if none).
    sep = db_len;
    uint32_t found = 0;
    for (size_t i = 0; i < db_len; ++i) {
      const uint32_t nz = (static_cast<uint32_t>(db[i]) + 0xff) >> 8;  // 1 iff db[i] != 0
      const uint32_t first = nz & (found ^ 1);
      sep = first ? i : sep;
      found |= nz;
    }
    bad |= found ^ 1;  // no separator at all
  } else {
    sep = db_len - s_len - 1;
    for (size_t i = 0; i < sep; ++i) bad |= db[i];
  }
  // In auto mode with no separator, sep = db_len: read a zero instead.
  const uint8_t sep_byte = sep < db_len ? db[sep] : 0;
  bad |= sep_byte ^ 0x01;
  const size_t salt_off = sep < db_len ? sep + 1 : db_len;
  const std::span<const uint8_t> salt = db.subspan(salt_off);

  std::array<uint8_t, kMaxHashSize> h2;
  PssHashMPrime(h, digest, salt, std::span<uint8_t>(h2.data(), h_len));
  for (size_t i = 0; i < h_len; ++i) bad |= h2[i] ^ hh[i];
  return bad == 0 ? Status::kOk : Status::kVerificationFailed;
}

}  // namespace limb
