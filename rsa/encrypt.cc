// RSA encryption schemes (RFC 8017 section 7): RSAES-OAEP and
// RSAES-PKCS1-v1_5, the latter decrypted with implicit rejection
// (draft-irtf-cfrg-rsa-guidance, "Implicit Rejection"; the algorithm of
// OpenSSL 3.2+) or, on request, with an explicit error.
//
// Why the decoders are constant time. After RSADP the encoded message EM
// is secret: an attacker who learns whether it was well formed gets a
// Bleichenbacher (v1.5) or Manger (OAEP) oracle. So every decoder
//  - reads every byte of EM, in an order fixed by k alone;
//  - turns each check into a Choice mask (Choice::IsZero, Equal, Less) and
//    ANDs it into one `ok`; the separator search is a full scan that keeps
//    a "still looking" mask and records the index with a masked select
//    (no early exit);
//  - copies the message out of EM's tail with a fixed sequence of
//    conditional shifts (CopyTail: log2(max length) passes over the maximal
//    length), so neither the separator position nor the length steers an
//    address or a loop bound;
//  - decides once, at the end (OAEP, explicit v1.5). The implicit-rejection
//    decoder never decides: it selects, byte by byte and for the length,
//    between the real message and a synthetic one derived from the private
//    exponent and the ciphertext, so a bad padding is indistinguishable
//    from a good one both in time and in the output's form.
// EM, the seed, DB and the synthetic message are wiped on every path.
#include <array>
#include <cstring>

#include "limb/base/ct.h"
#include "limb/base/random.h"
#include "limb/base/secret.h"
#include "limb/rsa/encrypt_internal.h"
#include "limb/rsa/schemes.h"
#include "limb/rsa/schemes_internal.h"
#include "limb/symmetric/hmac/hmac.h"
#include "limb/symmetric/sha256/sha256.h"

namespace limb {
namespace {

bool OaepHashesSupported(RsaHash h, RsaHash mgf1) noexcept {
  return RsaHashComputable(h) && RsaHashComputable(mgf1);
}

// LabelHash writes Hash(label) to out[0, RsaHashSize(h)) (h computable).
void LabelHash(RsaHash h, std::span<const uint8_t> label, uint8_t* out) noexcept {
  rsa_schemes_internal::HashParts(h, {label}, std::span<uint8_t>(out, RsaHashSize(h)));
}

// CopyTail: out[0, len) = src[k - len, k) with k = src.size(), and
// out[len, maxlen) = 0. len <= maxlen <= k. Constant time; leaks only k and
// maxlen. Method: out[0, maxlen) = src[k - maxlen, k), then a left shift by
// s = maxlen - len done as conditional shifts by 1, 2, 4, ... (bit j of s
// decides the shift by 2^j), each pass over all of out[0, maxlen) with a
// mask, zeros shifted in from the right.
void CopyTail(std::span<const uint8_t> src, size_t maxlen, uint64_t len,
              std::span<uint8_t> out) noexcept {
  const size_t k = src.size();
  if (maxlen != 0) std::memcpy(out.data(), src.data() + (k - maxlen), maxlen);
  const uint64_t s = uint64_t{maxlen} - len;
  for (size_t step = 1; step <= maxlen; step <<= 1) {
    const uint8_t m = static_cast<uint8_t>(Choice::IsNonZero(s & step).mask());
    for (size_t i = 0; i < maxlen; ++i) {
      const uint8_t next = i + step < maxlen ? out[i + step] : 0;  // i, step: public
      out[i] = static_cast<uint8_t>(out[i] ^ (m & (out[i] ^ next)));
    }
  }
}

// ScanPkcs1v15: the checks shared by both v1.5 decoders. Returns ok (00 02
// prefix, a zero separator at index >= 10) and *len = the message length
// if ok, else 0. Constant time in em.
Choice ScanPkcs1v15(std::span<const uint8_t> em, uint64_t* len) noexcept {
  const size_t k = em.size();
  Choice ok = Choice::IsZero(em[0]) & Choice::Equal(em[1], 2);
  Choice looking = Choice::True();
  uint64_t sep = 0;
  for (size_t i = 2; i < k; ++i) {
    const Choice is0 = Choice::IsZero(em[i]);
    sep = (looking & is0).Select(i, sep);
    looking &= !is0;
  }
  // PS is em[2, sep): at least 8 bytes, so sep >= 10. Not found: sep = 0.
  ok &= !looking;
  ok &= !Choice::Less(sep, 10);
  *len = ok.Select(k - 1 - sep, 0);  // sep >= 10 when ok: len <= k - 11
  return ok;
}

// Release: the one bit a decoder makes public.
bool Release(Choice ok) noexcept {
  // Whether decryption succeeded is the scheme's public result (the
  // caller gets the status); nothing else about EM leaves.
  Unpoison(&ok, sizeof(ok));
  return ok.Declassify();
}

}  // namespace

namespace rsa_enc_internal {

Status DecodeOaep(RsaHash h, RsaHash mgf1, std::span<const uint8_t> label,
                  std::span<uint8_t> em, std::span<uint8_t> out, size_t* out_len) noexcept {
  if (!OaepHashesSupported(h, mgf1)) {
    SecureWipe(em);
    return Status::kInvalidArgument;
  }
  const size_t hlen = RsaHashSize(h);
  const size_t k = em.size();
  if (k < 2 * hlen + 2) {  // RFC 8017 7.1.2 step 1.c: public
    SecureWipe(em);
    return Status::kDecryptionError;
  }
  const size_t maxlen = k - 2 * hlen - 2;
  if (out.size() < maxlen || out_len == nullptr) {
    SecureWipe(em);
    return out_len == nullptr ? Status::kInvalidArgument : Status::kBufferTooSmall;
  }
  std::array<uint8_t, kRsaMaxHashSize> lhash;
  LabelHash(h, label, lhash.data());

  // EM = Y || maskedSeed || maskedDB; unmask in place (step 3.b-f).
  std::span<uint8_t> seed = em.subspan(1, hlen);
  std::span<uint8_t> db = em.subspan(1 + hlen);
  (void)Mgf1Xor(mgf1, db, seed);  // seed = maskedSeed ^ MGF(maskedDB, hLen)
  (void)Mgf1Xor(mgf1, seed, db);  // DB = maskedDB ^ MGF(seed, k - hLen - 1)

  // DB = lHash' || PS (zeros) || 0x01 || M (step 3.g).
  Choice ok = Choice::IsZero(em[0]);
  ok &= ConstantTimeEqual(db.first(hlen), std::span<const uint8_t>(lhash.data(), hlen));
  Choice looking = Choice::True();  // no 0x01 seen yet
  Choice bad = Choice::False();     // a byte other than 00 before the 01
  uint64_t one_at = 0;
  for (size_t i = hlen; i < db.size(); ++i) {
    const Choice is0 = Choice::IsZero(db[i]);
    const Choice is1 = Choice::Equal(db[i], 1);
    one_at = (looking & is1).Select(i, one_at);
    bad |= looking & (!is0) & (!is1);
    looking &= !is1;
  }
  ok &= !looking;
  ok &= !bad;
  // one_at >= hLen when found, so the length is <= dbLen - hLen - 1 = maxlen.
  const uint64_t len = ok.Select(db.size() - 1 - one_at, 0);
  CopyTail(em, maxlen, len, out);
  const uint8_t m = static_cast<uint8_t>(ok.mask());
  for (size_t i = 0; i < maxlen; ++i) out[i] &= m;
  SecureWipe(em);
  SecureWipe(lhash.data(), lhash.size());
  if (!Release(ok)) return Status::kDecryptionError;
  *out_len = static_cast<size_t>(len);
  return Status::kOk;
}

Status DecodePkcs1v15Explicit(std::span<uint8_t> em, std::span<uint8_t> out,
                              size_t* out_len) noexcept {
  const size_t k = em.size();
  if (k < 11) {
    SecureWipe(em);
    return Status::kDecryptionError;
  }
  const size_t maxlen = k - 11;
  if (out.size() < maxlen || out_len == nullptr) {
    SecureWipe(em);
    return out_len == nullptr ? Status::kInvalidArgument : Status::kBufferTooSmall;
  }
  uint64_t len;
  const Choice ok = ScanPkcs1v15(em, &len);
  CopyTail(em, maxlen, len, out);
  const uint8_t m = static_cast<uint8_t>(ok.mask());
  for (size_t i = 0; i < maxlen; ++i) out[i] &= m;
  SecureWipe(em);
  if (!Release(ok)) return Status::kDecryptionError;
  *out_len = static_cast<size_t>(len);
  return Status::kOk;
}

void ImplicitRejectionPrf(std::span<const uint8_t, kKdkSize> kdk,
                          std::span<const uint8_t> label, std::span<uint8_t> out) noexcept {
  HmacSha256 mac(kdk);
  const uint64_t bits = uint64_t{out.size()} * 8;  // < 2^16 (precondition)
  const uint8_t bl[2] = {static_cast<uint8_t>(bits >> 8), static_cast<uint8_t>(bits)};
  std::array<uint8_t, kHmacSha256Size> block;
  uint16_t iter = 0;
  for (size_t pos = 0; pos < out.size(); pos += block.size(), ++iter) {
    const uint8_t it[2] = {static_cast<uint8_t>(iter >> 8), static_cast<uint8_t>(iter)};
    mac.Update(it);
    mac.Update(label);
    mac.Update(bl);
    (void)mac.Final(block);  // resets to the keyed state
    const size_t take = out.size() - pos < block.size() ? out.size() - pos : block.size();
    std::memcpy(out.data() + pos, block.data(), take);
  }
  SecureWipe(block.data(), block.size());
}

size_t SyntheticLength(std::span<const uint8_t, 256> candidates, size_t k) noexcept {
  // The largest valid message is k - 11 bytes, so lengths must be below
  // max_sep = k - 10. The mask keeps the bits of max_sep's bit length, so
  // a masked candidate is below max_sep with probability > 1/2; the last
  // such candidate of the 128 wins (0 if none: probability < 2^-128).
  const uint64_t max_sep = uint64_t{k} - 10;
  uint64_t mask = max_sep;
  mask |= mask >> 1;
  mask |= mask >> 2;
  mask |= mask >> 4;
  mask |= mask >> 8;
  mask |= mask >> 16;
  uint64_t len = 0;
  for (size_t i = 0; i < candidates.size(); i += 2) {
    const uint64_t c = ((uint64_t{candidates[i]} << 8) | candidates[i + 1]) & mask;
    len = Choice::Less(c, max_sep).Select(c, len);
  }
  return static_cast<size_t>(len);
}

Status DecodePkcs1v15Implicit(std::span<const uint8_t, kKdkSize> kdk, std::span<uint8_t> em,
                              std::span<uint8_t> out, size_t* out_len) noexcept {
  const size_t k = em.size();
  // k >= 11 and k * 8 < 2^16 (kRsaMaxModulusBits = 16384 gives k <= 2048).
  if (k < 11 || k >= 8192) {
    SecureWipe(em);
    return Status::kDecryptionError;
  }
  const size_t maxlen = k - 11;
  if (out.size() < maxlen || out_len == nullptr) {
    SecureWipe(em);
    return out_len == nullptr ? Status::kInvalidArgument : Status::kBufferTooSmall;
  }
  // The synthetic message: the tail of PRF(KDK, "message", k bytes), of the
  // length chosen from PRF(KDK, "length", 256 bytes).
  SecretBytes synthetic(k, 0);
  static constexpr uint8_t kMessage[] = {'m', 'e', 's', 's', 'a', 'g', 'e'};
  static constexpr uint8_t kLength[] = {'l', 'e', 'n', 'g', 't', 'h'};
  ImplicitRejectionPrf(kdk, kMessage, std::span<uint8_t>(synthetic.data(), k));
  std::array<uint8_t, 256> candidates;
  ImplicitRejectionPrf(kdk, kLength, candidates);
  const uint64_t synthetic_len = SyntheticLength(candidates, k);
  SecureWipe(candidates.data(), candidates.size());

  uint64_t real_len;
  const Choice ok = ScanPkcs1v15(em, &real_len);
  // Both candidates sit at the tail of a k-byte buffer: select the buffer
  // byte by byte and the length, then copy the tail out.
  const uint8_t m = static_cast<uint8_t>(ok.mask());
  for (size_t i = 0; i < k; ++i) em[i] = static_cast<uint8_t>(synthetic[i] ^ (m & (em[i] ^ synthetic[i])));
  const uint64_t len = ok.Select(real_len, synthetic_len);  // both <= k - 11
  CopyTail(em, maxlen, len, out);
  SecureWipe(em);
  // The length is the output (its value says nothing about ok).
  *out_len = static_cast<size_t>(len);
  return Status::kOk;
}

Status DeriveKdk(const RsaPrivateKey& key, std::span<const uint8_t> ct,
                 std::span<uint8_t, kKdkSize> kdk) noexcept {
  const size_t k = key.size();
  if (ct.size() != k || k == 0) return Status::kInvalidArgument;
  // D = I2OSP(d, k): d's stored bytes right-aligned (any bytes beyond k are
  // leading zeros, since d < n).
  const SecretBytes& d = key.components().d;
  SecretBytes dpad(k, 0);
  const size_t take = d.size() < k ? d.size() : k;
  std::memcpy(dpad.data() + (k - take), d.data() + (d.size() - take), take);
  std::array<uint8_t, kSha256DigestSize> dh = Sha256Sum(std::span<const uint8_t>(dpad.data(), k));
  HmacSha256 mac(dh);
  mac.Update(ct);
  (void)mac.Final(kdk);
  SecureWipe(dh.data(), dh.size());
  return Status::kOk;
}

}  // namespace rsa_enc_internal

namespace {

// RsaDecryptPrimitive: em = RSADP(ct) for a ct of exactly k bytes. Every
// failure (wrong length, ct >= n, fault, CSPRNG) is kDecryptionError; all
// of those are public or opaque. The result is marked secret again for the
// valgrind harness: RawPrivate releases it as its caller's result, but
// here it is the encoded message whose form must not leak.
Status RsaDecryptPrimitive(const RsaPrivateKey& key, std::span<const uint8_t> ct,
                           std::span<uint8_t> em) noexcept {
  if (key.size() == 0 || ct.size() != key.size()) return Status::kDecryptionError;
  if (key.RawPrivate(ct, em) != Status::kOk) return Status::kDecryptionError;
  Poison(em.data(), em.size());
  return Status::kOk;
}

}  // namespace

Status EncryptOaep(const RsaPublicKey& key, std::span<const uint8_t> msg,
                   std::span<const uint8_t> label, std::span<uint8_t> ct_out,
                   RsaHash h) noexcept {
  return EncryptOaep(key, msg, label, ct_out, h, h);
}

Status EncryptOaep(const RsaPublicKey& key, std::span<const uint8_t> msg,
                   std::span<const uint8_t> label, std::span<uint8_t> ct_out, RsaHash h,
                   RsaHash mgf1) noexcept {
  if (!OaepHashesSupported(h, mgf1)) return Status::kInvalidArgument;
  const size_t k = key.size();
  const size_t hlen = RsaHashSize(h);
  if (k < 2 * hlen + 2 || msg.size() > k - 2 * hlen - 2) return Status::kInvalidArgument;
  if (ct_out.size() < k) return Status::kBufferTooSmall;
  // EM = 0x00 || maskedSeed || maskedDB, DB = lHash || PS || 0x01 || M.
  SecretBytes em(k, 0);
  std::span<uint8_t> seed(em.data() + 1, hlen);
  std::span<uint8_t> db(em.data() + 1 + hlen, k - hlen - 1);
  LabelHash(h, label, db.data());
  db[db.size() - msg.size() - 1] = 0x01;
  if (!msg.empty()) std::memcpy(db.data() + (db.size() - msg.size()), msg.data(), msg.size());
  if (RandomBytes(seed) != Status::kOk) return Status::kRandomFailure;  // em wiped by its allocator
  (void)Mgf1Xor(mgf1, seed, db);  // maskedDB = DB ^ MGF(seed, k - hLen - 1)
  (void)Mgf1Xor(mgf1, db, seed);  // maskedSeed = seed ^ MGF(maskedDB, hLen)
  Status st = key.RawPublicVarTime(em, ct_out.first(k));
  // EM < n (its first byte is 0), so RSAEP cannot fail here.
  return st == Status::kOk ? Status::kOk : Status::kInternalError;
}

Status DecryptOaep(const RsaPrivateKey& key, std::span<const uint8_t> ct,
                   std::span<const uint8_t> label, std::span<uint8_t> out, size_t* out_len,
                   RsaHash h) noexcept {
  return DecryptOaep(key, ct, label, out, out_len, h, h);
}

Status DecryptOaep(const RsaPrivateKey& key, std::span<const uint8_t> ct,
                   std::span<const uint8_t> label, std::span<uint8_t> out, size_t* out_len,
                   RsaHash h, RsaHash mgf1) noexcept {
  if (!OaepHashesSupported(h, mgf1) || out_len == nullptr) return Status::kInvalidArgument;
  const size_t k = key.size();
  if (out.size() < k) return Status::kBufferTooSmall;
  SecretBytes em(k, 0);
  std::span<uint8_t> ems(em.data(), k);
  if (RsaDecryptPrimitive(key, ct, ems) != Status::kOk) return Status::kDecryptionError;
  return rsa_enc_internal::DecodeOaep(h, mgf1, label, ems, out, out_len);
}

Status EncryptPkcs1v15(const RsaPublicKey& key, std::span<const uint8_t> msg,
                       std::span<uint8_t> ct_out) noexcept {
  const size_t k = key.size();
  if (k < 11 || msg.size() > k - 11) return Status::kInvalidArgument;
  if (ct_out.size() < k) return Status::kBufferTooSmall;
  // EM = 0x00 || 0x02 || PS || 0x00 || M, PS: k - mLen - 3 >= 8 nonzero
  // random bytes. Zero bytes are redrawn (rejection sampling: the time
  // depends on how many zeros were drawn, which says nothing about M).
  SecretBytes em(k, 0);
  em[1] = 0x02;
  std::span<uint8_t> ps(em.data() + 2, k - msg.size() - 3);
  if (RandomBytes(ps) != Status::kOk) return Status::kRandomFailure;
  std::array<uint8_t, 64> pool;
  size_t pool_pos = pool.size();
  for (uint8_t& b : ps) {
    while (b == 0) {
      if (pool_pos == pool.size()) {
        if (RandomBytes(pool) != Status::kOk) {
          SecureWipe(pool.data(), pool.size());
          return Status::kRandomFailure;
        }
        pool_pos = 0;
      }
      b = pool[pool_pos++];
    }
  }
  SecureWipe(pool.data(), pool.size());
  if (!msg.empty()) std::memcpy(em.data() + (k - msg.size()), msg.data(), msg.size());
  Status st = key.RawPublicVarTime(em, ct_out.first(k));
  return st == Status::kOk ? Status::kOk : Status::kInternalError;
}

Status DecryptPkcs1v15(const RsaPrivateKey& key, std::span<const uint8_t> ct,
                       std::span<uint8_t> out, size_t* out_len) noexcept {
  if (out_len == nullptr) return Status::kInvalidArgument;
  const size_t k = key.size();
  if (out.size() < k) return Status::kBufferTooSmall;
  if (k == 0 || ct.size() != k) return Status::kDecryptionError;
  std::array<uint8_t, rsa_enc_internal::kKdkSize> kdk;
  if (rsa_enc_internal::DeriveKdk(key, ct, kdk) != Status::kOk) return Status::kDecryptionError;
  SecretBytes em(k, 0);
  std::span<uint8_t> ems(em.data(), k);
  Status st = RsaDecryptPrimitive(key, ct, ems);
  if (st == Status::kOk) st = rsa_enc_internal::DecodePkcs1v15Implicit(kdk, ems, out, out_len);
  SecureWipe(kdk.data(), kdk.size());
  return st;
}

Status DecryptPkcs1v15Explicit(const RsaPrivateKey& key, std::span<const uint8_t> ct,
                               std::span<uint8_t> out, size_t* out_len) noexcept {
  if (out_len == nullptr) return Status::kInvalidArgument;
  const size_t k = key.size();
  if (out.size() < k) return Status::kBufferTooSmall;
  SecretBytes em(k, 0);
  std::span<uint8_t> ems(em.data(), k);
  if (RsaDecryptPrimitive(key, ct, ems) != Status::kOk) return Status::kDecryptionError;
  return rsa_enc_internal::DecodePkcs1v15Explicit(ems, out, out_len);
}

}  // namespace limb
