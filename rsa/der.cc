// DER reader/writer and the RSA key structures. See der.h.
//
// Every length is checked against the bytes left in the enclosing element
// before anything is sliced or copied, so no read goes out of bounds and no
// allocation exceeds the verified size of the input. Errors are sticky: the
// first Fail() wins and every later call returns false.
#include "limb/base/secret.h"
#include "limb/rsa/der.h"

#include <cstring>

#include "limb/base/check.h"

namespace limb::der {

bool Reader::Fail(size_t abs_offset, const char* reason) noexcept {
  if (error_ != nullptr && !failed_flag()) {
    error_->offset = abs_offset;
    error_->reason = reason;
  }
  return false;
}

bool Reader::PeekTag(uint8_t* tag) const noexcept {
  if (failed_flag() || pos_ >= in_.size()) return false;
  *tag = in_[pos_];
  return true;
}

// ReadHeader parses the identifier and length octets at pos_. On success
// *len <= the bytes left after the header, and pos_ points at the contents.
bool Reader::ReadHeader(uint8_t* tag, size_t* len) noexcept {
  if (failed_flag()) return false;
  const size_t n = in_.size();
  if (pos_ >= n) return Fail(offset(), "truncated: missing tag");
  const uint8_t t = in_[pos_];
  if ((t & 0x1f) == 0x1f) return Fail(offset(), "high tag number not supported");
  const size_t len_pos = pos_ + 1;
  if (len_pos >= n) return Fail(base_ + len_pos, "truncated: missing length");
  const uint8_t l0 = in_[len_pos];
  size_t value;
  size_t header;
  if (l0 < 0x80) {
    value = l0;
    header = 2;
  } else if (l0 == 0x80) {
    return Fail(base_ + len_pos, "indefinite length");
  } else {
    const size_t num = l0 & 0x7f;
    // 4 length bytes describe up to 4 GiB, more than any key; 0xff is reserved.
    if (num > 4) return Fail(base_ + len_pos, "length too large");
    if (n - (len_pos + 1) < num) return Fail(base_ + len_pos, "truncated length");
    if (in_[len_pos + 1] == 0) return Fail(base_ + len_pos, "non-minimal length");
    value = 0;
    for (size_t i = 0; i < num; ++i) value = (value << 8) | in_[len_pos + 1 + i];
    if (value < 0x80) return Fail(base_ + len_pos, "non-minimal length");
    header = 2 + num;
  }
  // header <= n - pos_ here (checked above), so the subtraction cannot wrap.
  if (value > n - pos_ - header) return Fail(base_ + len_pos, "length exceeds input");
  *tag = t;
  *len = value;
  pos_ += header;
  return true;
}

bool Reader::ReadAny(uint8_t* tag, std::span<const uint8_t>* contents,
                     size_t* contents_offset) noexcept {
  size_t len;
  if (!ReadHeader(tag, &len)) return false;
  *contents = in_.subspan(pos_, len);
  *contents_offset = base_ + pos_;
  pos_ += len;
  return true;
}

bool Reader::ReadElement(uint8_t tag, std::span<const uint8_t>* contents,
                         size_t* contents_offset) noexcept {
  if (failed_flag()) return false;
  if (pos_ < in_.size() && in_[pos_] != tag) return Fail(offset(), "unexpected tag");
  uint8_t t;
  return ReadAny(&t, contents, contents_offset);
}

bool Reader::EnterEncapsulated(std::span<const uint8_t> contents, size_t contents_offset,
                               Reader* sub) noexcept {
  if (failed_flag()) return false;
  if (depth_ + 1 > kMaxDepth) return Fail(contents_offset, "nesting too deep");
  *sub = Reader(contents, error_, contents_offset, depth_ + 1);
  return true;
}

bool Reader::EnterSequence(Reader* sub) noexcept {
  if (failed_flag()) return false;
  if (depth_ + 1 > kMaxDepth) return Fail(offset(), "nesting too deep");
  std::span<const uint8_t> c;
  size_t off;
  if (!ReadElement(kTagSequence, &c, &off)) return false;
  return EnterEncapsulated(c, off, sub);
}

bool Reader::ReadInteger(bool* negative, std::span<const uint8_t>* contents) noexcept {
  std::span<const uint8_t> c;
  size_t off;
  if (!ReadElement(kTagInteger, &c, &off)) return false;
  // off - 1 is the (short-form) length byte of an empty INTEGER.
  if (c.empty()) return Fail(off - 1, "empty integer");
  if (c.size() > 1 && ((c[0] == 0x00 && (c[1] & 0x80) == 0) ||
                       (c[0] == 0xff && (c[1] & 0x80) != 0))) {
    return Fail(off, "non-minimal integer");
  }
  *negative = (c[0] & 0x80) != 0;
  *contents = c;
  return true;
}

bool Reader::ReadNonNegativeInteger(std::span<const uint8_t>* magnitude) noexcept {
  const size_t off = offset();
  bool negative;
  std::span<const uint8_t> c;
  if (!ReadInteger(&negative, &c)) return false;
  // The content starts after a 2..6 byte header; report the tag's offset.
  if (negative) return Fail(off, "negative integer");
  *magnitude = c[0] == 0 ? c.subspan(1) : c;
  return true;
}

bool Reader::ReadSmallInteger(uint32_t* value) noexcept {
  const size_t off = offset();
  std::span<const uint8_t> m;
  if (!ReadNonNegativeInteger(&m)) return false;
  if (m.size() > 4) return Fail(off, "integer too large");
  uint32_t v = 0;
  for (uint8_t b : m) v = (v << 8) | b;
  *value = v;
  return true;
}

bool Reader::ReadOid(std::span<const uint8_t>* oid) noexcept {
  std::span<const uint8_t> c;
  size_t off;
  if (!ReadElement(kTagOid, &c, &off)) return false;
  if (c.empty()) return Fail(off - 1, "empty OID");
  bool at_start = true;  // at the first byte of a sub-identifier
  for (size_t i = 0; i < c.size(); ++i) {
    if (at_start && c[i] == 0x80) return Fail(off + i, "non-minimal OID");
    at_start = (c[i] & 0x80) == 0;
  }
  if (!at_start) return Fail(off + c.size() - 1, "truncated OID");
  *oid = c;
  return true;
}

bool Reader::ExpectOid(std::span<const uint8_t> want) noexcept {
  const size_t off = offset();
  std::span<const uint8_t> got;
  if (!ReadOid(&got)) return false;
  if (got.size() != want.size() || std::memcmp(got.data(), want.data(), got.size()) != 0) {
    return Fail(off, "wrong OID");
  }
  return true;
}

bool Reader::ReadNull() noexcept {
  const size_t off = offset();
  std::span<const uint8_t> c;
  size_t coff;
  if (!ReadElement(kTagNull, &c, &coff)) return false;
  if (!c.empty()) return Fail(off + 1, "non-empty NULL");
  return true;
}

bool Reader::ReadOctetString(std::span<const uint8_t>* contents,
                             size_t* contents_offset) noexcept {
  return ReadElement(kTagOctetString, contents, contents_offset);
}

bool Reader::ReadBitString(std::span<const uint8_t>* contents, size_t* contents_offset) noexcept {
  std::span<const uint8_t> c;
  size_t off;
  if (!ReadElement(kTagBitString, &c, &off)) return false;
  if (c.empty()) return Fail(off - 1, "empty BIT STRING");
  if (c[0] != 0) return Fail(off, "BIT STRING with unused bits");
  *contents = c.subspan(1);
  *contents_offset = off + 1;
  return true;
}

bool Reader::ExpectEnd() noexcept {
  if (failed_flag()) return false;
  if (!empty()) return Fail(offset(), "trailing bytes");
  return true;
}

namespace {

// Walks the elements of r, descending into constructed ones. Recursion depth
// is bounded by max_depth (<= kMaxDepth).
bool ValidateLevel(Reader& r, int depth, int max_depth) noexcept {
  while (!r.empty() && !r.failed()) {
    const size_t off = r.offset();
    uint8_t tag;
    std::span<const uint8_t> c;
    size_t coff;
    if (!r.ReadAny(&tag, &c, &coff)) return false;
    if (tag & 0x20) {
      if (depth + 1 > max_depth) return r.Fail(off, "nesting too deep");
      Reader sub(std::span<const uint8_t>(), nullptr);
      if (!r.EnterEncapsulated(c, coff, &sub)) return false;
      if (!ValidateLevel(sub, depth + 1, max_depth)) return false;
    }
  }
  return !r.failed();
}

}  // namespace

Status ValidateDer(std::span<const uint8_t> in, int max_depth, DerError* error) noexcept {
  if (max_depth > kMaxDepth) max_depth = kMaxDepth;
  DerError local;
  DerError* err = error ? error : &local;
  *err = DerError();
  Reader r(in, err);
  const size_t off = r.offset();
  uint8_t tag;
  std::span<const uint8_t> c;
  size_t coff;
  if (r.ReadAny(&tag, &c, &coff) && (tag & 0x20)) {
    if (max_depth < 1) {
      r.Fail(off, "nesting too deep");
    } else {
      Reader sub(std::span<const uint8_t>(), nullptr);
      if (r.EnterEncapsulated(c, coff, &sub)) ValidateLevel(sub, 1, max_depth);
    }
  }
  r.ExpectEnd();
  return r.failed() ? Status::kMalformedDer : Status::kOk;
}

// ---- Writer -----------------------------------------------------------------

void Writer::AddLength(size_t len) noexcept {
  if (len < 0x80) {
    out_.push_back(static_cast<uint8_t>(len));
    return;
  }
  int num = 0;
  for (size_t v = len; v != 0; v >>= 8) ++num;
  out_.push_back(static_cast<uint8_t>(0x80 | num));
  for (int i = num - 1; i >= 0; --i) out_.push_back(static_cast<uint8_t>(len >> (8 * i)));
}

size_t Writer::BeginConstructed(uint8_t tag) noexcept {
  out_.push_back(tag);
  out_.push_back(0);  // length placeholder, widened by EndConstructed
  return out_.size() - 1;
}

void Writer::EndConstructed(size_t mark) noexcept {
  LIMB_CHECK(mark < out_.size());
  const size_t len = out_.size() - mark - 1;
  if (len < 0x80) {
    out_[mark] = static_cast<uint8_t>(len);
    return;
  }
  uint8_t buf[1 + sizeof(size_t)];
  int num = 0;
  for (size_t v = len; v != 0; v >>= 8) ++num;
  buf[0] = static_cast<uint8_t>(0x80 | num);
  for (int i = 0; i < num; ++i) buf[1 + i] = static_cast<uint8_t>(len >> (8 * (num - 1 - i)));
  out_[mark] = buf[0];
  out_.insert(out_.begin() + static_cast<std::ptrdiff_t>(mark + 1), buf + 1, buf + 1 + num);
}

void Writer::AddElement(uint8_t tag, std::span<const uint8_t> contents) noexcept {
  out_.push_back(tag);
  AddLength(contents.size());
  out_.insert(out_.end(), contents.begin(), contents.end());
}

namespace {
std::span<const uint8_t> StripZeros(std::span<const uint8_t> m) noexcept {
  size_t i = 0;
  while (i < m.size() && m[i] == 0) ++i;
  return m.subspan(i);
}
}  // namespace

void Writer::AddInteger(std::span<const uint8_t> magnitude) noexcept {
  const std::span<const uint8_t> m = StripZeros(magnitude);
  out_.push_back(kTagInteger);
  if (m.empty()) {
    out_.push_back(1);
    out_.push_back(0);
    return;
  }
  const bool pad = (m[0] & 0x80) != 0;  // keep the sign bit clear
  AddLength(m.size() + (pad ? 1 : 0));
  if (pad) out_.push_back(0);
  out_.insert(out_.end(), m.begin(), m.end());
}

void Writer::AddNegativeInteger(std::span<const uint8_t> magnitude) noexcept {
  const std::span<const uint8_t> m = StripZeros(magnitude);
  if (m.empty()) {  // -0 == 0
    AddInteger(m);
    return;
  }
  // Two's complement over m.size() bytes: ~m + 1.
  SecretBytes t(m.begin(), m.end());
  for (uint8_t& b : t) b = static_cast<uint8_t>(~b);
  for (size_t i = t.size(); i-- > 0;) {
    if (++t[i] != 0) break;
  }
  // The sign bit must be set; if not, -m needs one more byte of 0xff.
  // (A carry into t[0] leaves only 0x00 bytes after it, so the 0xff-prefixed
  // form is never non-minimal.)
  if ((t[0] & 0x80) == 0) t.insert(t.begin(), 0xff);
  AddElement(kTagInteger, t);
}

void Writer::AddSmallInteger(uint32_t value) noexcept {
  uint8_t b[4] = {static_cast<uint8_t>(value >> 24), static_cast<uint8_t>(value >> 16),
                  static_cast<uint8_t>(value >> 8), static_cast<uint8_t>(value)};
  AddInteger(b);
}

void Writer::AddBitString(std::span<const uint8_t> c) noexcept {
  out_.push_back(kTagBitString);
  AddLength(c.size() + 1);
  out_.push_back(0);  // unused bits
  out_.insert(out_.end(), c.begin(), c.end());
}

// ---- RSA key structures -----------------------------------------------------

namespace {

template <typename Bytes>
Bytes Copy(std::span<const uint8_t> s) {
  return Bytes(s.begin(), s.end());
}

bool ReadRsaPublicKey(Reader& r, RsaPublicKeyDer* out) noexcept {
  Reader s(std::span<const uint8_t>(), nullptr);
  std::span<const uint8_t> n, e;
  if (!r.EnterSequence(&s) || !s.ReadNonNegativeInteger(&n) ||
      !s.ReadNonNegativeInteger(&e) || !s.ExpectEnd()) {
    return false;
  }
  out->n = Copy<std::vector<uint8_t>>(n);
  out->e = Copy<std::vector<uint8_t>>(e);
  return true;
}

// AlgorithmIdentifier ::= SEQUENCE { rsaEncryption, NULL } (RFC 3279 2.3.1:
// the parameters MUST be present and MUST be NULL).
bool ReadRsaAlgorithm(Reader& r) noexcept {
  Reader alg(std::span<const uint8_t>(), nullptr);
  if (!r.EnterSequence(&alg) || !alg.ExpectOid(kOidRsaEncryption)) return false;
  if (alg.empty()) return alg.Fail(alg.offset(), "missing NULL parameters");
  return alg.ReadNull() && alg.ExpectEnd();
}

bool ReadRsaPrivateKey(Reader& r, RsaPrivateKeyDer* out) noexcept {
  Reader s(std::span<const uint8_t>(), nullptr);
  if (!r.EnterSequence(&s)) return false;
  const size_t version_off = s.offset();
  uint32_t version;
  if (!s.ReadSmallInteger(&version)) return false;
  if (version > 1) return s.Fail(version_off, "wrong version");
  std::span<const uint8_t> f[8];
  for (auto& x : f) {
    if (!s.ReadNonNegativeInteger(&x)) return false;
  }
  RsaPrivateKeyDer key;
  SecretBytes* dst[8] = {&key.n, &key.e, &key.d, &key.p, &key.q, &key.dp, &key.dq, &key.qinv};
  for (int i = 0; i < 8; ++i) *dst[i] = Copy<SecretBytes>(f[i]);
  if (version == 0) {
    if (!s.empty()) return s.Fail(s.offset(), "otherPrimeInfos in a version 0 key");
  } else {
    if (s.empty()) return s.Fail(s.offset(), "version 1 key without otherPrimeInfos");
    const size_t seq_off = s.offset();
    Reader others(std::span<const uint8_t>(), nullptr);
    if (!s.EnterSequence(&others)) return false;
    if (others.empty()) return s.Fail(seq_off, "empty otherPrimeInfos");
    // Each OtherPrimeInfo takes >= 11 verified input bytes, so the vector
    // grows only with the real input.
    while (!others.empty()) {
      Reader o(std::span<const uint8_t>(), nullptr);
      std::span<const uint8_t> rr, dd, tt;
      if (!others.EnterSequence(&o) || !o.ReadNonNegativeInteger(&rr) ||
          !o.ReadNonNegativeInteger(&dd) || !o.ReadNonNegativeInteger(&tt) || !o.ExpectEnd()) {
        return false;
      }
      OtherPrimeInfoDer info;
      info.r = Copy<SecretBytes>(rr);
      info.d = Copy<SecretBytes>(dd);
      info.t = Copy<SecretBytes>(tt);
      key.other_primes.push_back(std::move(info));
    }
  }
  if (!s.ExpectEnd()) return false;
  *out = std::move(key);
  return true;
}

template <typename T>
Result<T> Finish(bool ok, const DerError& err, DerError* error, T&& value) noexcept {
  if (error) *error = err;
  if (!ok) return Result<T>(Status::kMalformedDer, err.offset);
  return Result<T>(std::move(value));
}

void WriteRsaAlgorithm(Writer& w) noexcept {
  const size_t alg = w.BeginSequence();
  w.AddOid(kOidRsaEncryption);
  w.AddNull();
  w.EndSequence(alg);
}

void WriteRsaPublicKey(Writer& w, const RsaPublicKeyDer& key) noexcept {
  const size_t seq = w.BeginSequence();
  w.AddInteger(key.n);
  w.AddInteger(key.e);
  w.EndSequence(seq);
}

std::vector<uint8_t> ToVector(const SecretBytes& b) {
  return std::vector<uint8_t>(b.begin(), b.end());
}

}  // namespace

Result<RsaPublicKeyDer> ParseRsaPublicKey(std::span<const uint8_t> der, DerError* error) noexcept {
  DerError err;
  Reader r(der, &err);
  RsaPublicKeyDer key;
  const bool ok = ReadRsaPublicKey(r, &key) && r.ExpectEnd();
  return Finish(ok, err, error, std::move(key));
}

Result<RsaPublicKeyDer> ParseSubjectPublicKeyInfo(std::span<const uint8_t> der,
                                                  DerError* error) noexcept {
  DerError err;
  Reader r(der, &err);
  Reader s(std::span<const uint8_t>(), nullptr);
  Reader inner(std::span<const uint8_t>(), nullptr);
  RsaPublicKeyDer key;
  std::span<const uint8_t> bits;
  size_t bits_off;
  const bool ok = r.EnterSequence(&s) && ReadRsaAlgorithm(s) &&
                  s.ReadBitString(&bits, &bits_off) && s.ExpectEnd() &&
                  s.EnterEncapsulated(bits, bits_off, &inner) && ReadRsaPublicKey(inner, &key) &&
                  inner.ExpectEnd() && r.ExpectEnd();
  return Finish(ok, err, error, std::move(key));
}

Result<RsaPrivateKeyDer> ParseRsaPrivateKey(std::span<const uint8_t> der,
                                            DerError* error) noexcept {
  DerError err;
  Reader r(der, &err);
  RsaPrivateKeyDer key;
  const bool ok = ReadRsaPrivateKey(r, &key) && r.ExpectEnd();
  return Finish(ok, err, error, std::move(key));
}

Result<RsaPrivateKeyDer> ParsePrivateKeyInfo(std::span<const uint8_t> der,
                                             DerError* error) noexcept {
  DerError err;
  Reader r(der, &err);
  Reader s(std::span<const uint8_t>(), nullptr);
  Reader inner(std::span<const uint8_t>(), nullptr);
  RsaPrivateKeyDer key;
  bool ok = r.EnterSequence(&s);
  if (ok) {
    const size_t version_off = s.offset();
    uint32_t version;
    ok = s.ReadSmallInteger(&version);
    if (ok && version != 0) ok = s.Fail(version_off, "wrong version");
  }
  std::span<const uint8_t> octets;
  size_t octets_off;
  ok = ok && ReadRsaAlgorithm(s) && s.ReadOctetString(&octets, &octets_off);
  if (ok && !s.empty()) ok = s.Fail(s.offset(), "unsupported PKCS#8 attributes");
  ok = ok && s.EnterEncapsulated(octets, octets_off, &inner) && ReadRsaPrivateKey(inner, &key) &&
       inner.ExpectEnd() && r.ExpectEnd();
  return Finish(ok, err, error, std::move(key));
}

std::vector<uint8_t> SerializeRsaPublicKey(const RsaPublicKeyDer& key) noexcept {
  Writer w;
  WriteRsaPublicKey(w, key);
  return ToVector(w.bytes());
}

std::vector<uint8_t> SerializeSubjectPublicKeyInfo(const RsaPublicKeyDer& key) noexcept {
  Writer inner;
  WriteRsaPublicKey(inner, key);
  Writer w;
  const size_t seq = w.BeginSequence();
  WriteRsaAlgorithm(w);
  w.AddBitString(inner.bytes());
  w.EndSequence(seq);
  return ToVector(w.bytes());
}

SecretBytes SerializeRsaPrivateKey(const RsaPrivateKeyDer& key) noexcept {
  Writer w;
  const size_t seq = w.BeginSequence();
  w.AddSmallInteger(key.other_primes.empty() ? 0 : 1);
  for (const SecretBytes* f : {&key.n, &key.e, &key.d, &key.p, &key.q, &key.dp, &key.dq, &key.qinv}) {
    w.AddInteger(*f);
  }
  if (!key.other_primes.empty()) {
    const size_t others = w.BeginSequence();
    for (const OtherPrimeInfoDer& o : key.other_primes) {
      const size_t info = w.BeginSequence();
      w.AddInteger(o.r);
      w.AddInteger(o.d);
      w.AddInteger(o.t);
      w.EndSequence(info);
    }
    w.EndSequence(others);
  }
  w.EndSequence(seq);
  return w.Take();
}

SecretBytes SerializePrivateKeyInfo(const RsaPrivateKeyDer& key) noexcept {
  const SecretBytes inner = SerializeRsaPrivateKey(key);
  Writer w;
  const size_t seq = w.BeginSequence();
  w.AddSmallInteger(0);
  WriteRsaAlgorithm(w);
  w.AddOctetString(inner);
  w.EndSequence(seq);
  return w.Take();
}

}  // namespace limb::der
