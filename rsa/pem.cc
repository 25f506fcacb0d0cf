// PEM armour and the key-format front door. See pem.h.
#include "limb/base/secret.h"
#include "limb/rsa/pem.h"
#include "limb/rsa/base64_internal.h"

#include <algorithm>
#include <cstring>

namespace limb {
namespace pem {
namespace {

constexpr std::string_view kBegin = "-----BEGIN ";
constexpr std::string_view kEnd = "-----END ";
constexpr std::string_view kDashes = "-----";

bool Fail(der::DerError* e, size_t off, const char* reason) noexcept {
  if (e->reason[0] == '\0') {
    e->offset = off;
    e->reason = reason;
  }
  return false;
}

// The line structure is learnt through base64's Public* tests (one
// declassified bit per character), never by branching on a body character.
bool IsBlank(char c) noexcept { return base64::PublicIsBlank(c); }

bool ParseLabel(std::string_view s, Label* label) noexcept {
  for (Label l : {Label::kRsaPrivateKey, Label::kPrivateKey, Label::kRsaPublicKey,
                  Label::kPublicKey}) {
    if (s == LabelString(l)) {
      *label = l;
      return true;
    }
  }
  return false;
}

// Line [begin, end) of text starting at pos, without its '\n'; next is the
// start of the following line.
struct Line {
  size_t begin, end, next;
};
Line LineAt(std::string_view text, size_t pos) noexcept {
  for (size_t nl = pos; nl < text.size(); ++nl) {
    if (base64::PublicEq(text[nl], '\n')) return {pos, nl, nl + 1};
  }
  return {pos, text.size(), text.size()};
}

// TrimmedEnd: end of the line without trailing blanks (incl. the CR of CRLF).
size_t TrimmedEnd(std::string_view text, Line l) noexcept {
  size_t e = l.end;
  while (e > l.begin && IsBlank(text[e - 1])) --e;
  return e;
}

}  // namespace

const char* LabelString(Label label) noexcept {
  switch (label) {
    case Label::kRsaPrivateKey: return "RSA PRIVATE KEY";
    case Label::kPrivateKey: return "PRIVATE KEY";
    case Label::kRsaPublicKey: return "RSA PUBLIC KEY";
    case Label::kPublicKey: return "PUBLIC KEY";
  }
  return "";
}

Result<SecretBytes> Base64Decode(std::string_view b64, der::DerError* error) noexcept {
  der::DerError local;
  der::DerError* err = error ? error : &local;
  *err = der::DerError();
  SecretBytes out;
  base64::Decoder dec(&out, err);
  if (!dec.Push(b64, 0) || !dec.Finish(b64.size())) {
    return Result<SecretBytes>(Status::kMalformedDer, err->offset);
  }
  return out;
}

SecretString Base64Encode(std::span<const uint8_t> data) noexcept {
  SecretString out;
  base64::Encode(data, &out);
  return out;
}

SecretString Encode(Label label, std::span<const uint8_t> der) noexcept {
  const SecretString b64 = Base64Encode(der);
  SecretString out;
  out.reserve(b64.size() + b64.size() / 64 + 80);
  out.append(kBegin.data(), kBegin.size()).append(LabelString(label)).append("-----\n");
  for (size_t i = 0; i < b64.size(); i += 64) {
    const size_t n = b64.size() - i < 64 ? b64.size() - i : 64;
    out.append(b64.data() + i, n).push_back('\n');
  }
  out.append(kEnd.data(), kEnd.size()).append(LabelString(label)).append("-----\n");
  return out;
}

Result<Block> Decode(std::string_view text, der::DerError* error) noexcept {
  der::DerError local;
  der::DerError* err = error ? error : &local;
  *err = der::DerError();
  // Once the body decoder runs, an error of the armour goes through it: a bad
  // character it saw earlier (secret until the input is rejected) comes first.
  base64::Decoder* body = nullptr;
  auto fail = [&](size_t off, const char* reason) {
    if (body != nullptr) body->Reject(off, reason);
    Fail(err, off, reason);
    return Result<Block>(Status::kMalformedDer, err->offset);
  };

  // The BEGIN line: the first line that starts with "-----BEGIN ".
  size_t pos = 0;
  Line line{};
  bool found = false;
  while (pos < text.size()) {
    line = LineAt(text, pos);
    if (text.substr(line.begin, line.end - line.begin).starts_with(kBegin)) {
      found = true;
      break;
    }
    pos = line.next;
  }
  if (!found) return fail(text.size(), "no PEM BEGIN line");
  const size_t label_begin = line.begin + kBegin.size();
  // The trimmed line may end before label_begin ("-----BEGIN" and blanks).
  const size_t label_end = std::max(TrimmedEnd(text, line), label_begin);
  std::string_view rest = text.substr(label_begin, label_end - label_begin);
  if (!rest.ends_with(kDashes) || rest.size() == kDashes.size()) {
    return fail(line.begin, "malformed PEM BEGIN line");
  }
  const std::string_view label_text = rest.substr(0, rest.size() - kDashes.size());
  Block block;
  if (!ParseLabel(label_text, &block.label)) return fail(label_begin, "unsupported PEM label");

  base64::Decoder dec(&block.der, err);
  body = &dec;
  bool body_started = false;
  bool blank_seen = false;
  pos = line.next;
  for (;;) {
    if (pos >= text.size()) return fail(text.size(), "missing PEM END line");
    line = LineAt(text, pos);
    const size_t b = TrimmedEnd(text, line);
    // Like OpenSSL, the END line starts in column 0 (trailing blanks are fine).
    const std::string_view whole = text.substr(line.begin, b - line.begin);
    if (base64::PublicStartsWith(whole, kEnd)) {
      std::string_view end_rest = whole.substr(kEnd.size());
      if (!end_rest.ends_with(kDashes) ||
          end_rest.substr(0, end_rest.size() - kDashes.size()) != label_text) {
        return fail(line.begin + kEnd.size(), "mismatched PEM END label");
      }
      if (!dec.Finish(line.begin)) return fail(line.begin, "truncated base64");
      block.end = line.next;
      break;
    }
    size_t a = line.begin;
    while (a < b && IsBlank(text[a])) ++a;
    if (a == b) {
      // OpenSSL allows one blank line right after BEGIN (it ends an empty
      // RFC 1421 header block); any other ends its input.
      if (body_started) return fail(line.begin, "blank line inside PEM body");
      if (blank_seen) return fail(line.begin, "more than one blank line after PEM BEGIN");
      blank_seen = true;
      pos = line.next;
      continue;
    }
    if (base64::PublicStartsWith(text.substr(a, b - a), kEnd)) {
      return fail(a, "PEM END line not in column 0");
    }
    if (base64::PublicContains(text.substr(a, b - a), ':')) {
      return fail(a, "PEM headers not supported (encrypted key?)");
    }
    body_started = true;
    if (!dec.Push(text.substr(a, b - a), a)) return fail(a, "bad base64");
    pos = line.next;
  }
  return block;
}

}  // namespace pem

namespace der {
namespace {

std::string_view AsText(std::span<const uint8_t> in) noexcept {
  return std::string_view(reinterpret_cast<const char*>(in.data()), in.size());
}

// DetectDerShape classifies a DER key by its outer shape (see pem.h).
bool DetectDerShape(std::span<const uint8_t> in, DerError* err, KeyFormat* format) noexcept {
  Reader r(in, err);
  Reader s(std::span<const uint8_t>(), nullptr);
  if (!r.EnterSequence(&s)) return false;
  uint8_t tag;
  if (!s.PeekTag(&tag)) return s.Fail(s.offset(), "unrecognised key structure");
  if (tag == kTagSequence) {
    *format = KeyFormat::kSpki;
    return true;
  }
  const size_t first_off = s.offset();
  std::span<const uint8_t> c;
  size_t coff;
  if (tag != kTagInteger || !s.ReadAny(&tag, &c, &coff)) {
    return s.Fail(first_off, "unrecognised key structure");
  }
  if (s.PeekTag(&tag) && tag == kTagSequence) {
    *format = KeyFormat::kPkcs8Private;
    return true;
  }
  size_t count = 1;
  while (!s.empty()) {
    if (!s.ReadAny(&tag, &c, &coff)) return false;
    ++count;
  }
  if (count == 2) {
    *format = KeyFormat::kPkcs1Public;
  } else if (count >= 9) {
    *format = KeyFormat::kPkcs1Private;
  } else {
    return s.Fail(first_off, "unrecognised key structure");
  }
  return true;
}

// Detect: as DetectKeyFormat; for PEM input, *block receives the decoded DER.
Result<DetectedFormat> Detect(std::span<const uint8_t> input, DerError* err,
                              pem::Block* block) noexcept {
  *err = DerError();
  DetectedFormat f;
  const bool looks_der = !input.empty() && input[0] == kTagSequence;
  if (looks_der && ValidateDer(input, kMaxDepth, err) == Status::kOk) {
    if (!DetectDerShape(input, err, &f.format)) {
      return Result<DetectedFormat>(Status::kMalformedDer, err->offset);
    }
    return f;
  }
  const std::string_view text = AsText(input);
  if (text.find("-----BEGIN ") != std::string_view::npos) {
    *err = DerError();
    Result<pem::Block> b = pem::Decode(text, err);
    if (!b.ok()) return Result<DetectedFormat>(b.status(), b.error_position());
    f.pem = true;
    switch (b->label) {
      case pem::Label::kRsaPrivateKey: f.format = KeyFormat::kPkcs1Private; break;
      case pem::Label::kPrivateKey: f.format = KeyFormat::kPkcs8Private; break;
      case pem::Label::kRsaPublicKey: f.format = KeyFormat::kPkcs1Public; break;
      case pem::Label::kPublicKey: f.format = KeyFormat::kSpki; break;
    }
    if (block) *block = std::move(*b);
    return f;
  }
  if (looks_der) {  // not PEM: report the DER error ValidateDer found
    return Result<DetectedFormat>(Status::kMalformedDer, err->offset);
  }
  err->offset = 0;
  err->reason = "neither DER nor PEM";
  return Result<DetectedFormat>(Status::kMalformedDer, 0);
}

}  // namespace

Result<DetectedFormat> DetectKeyFormat(std::span<const uint8_t> input, DerError* error) noexcept {
  DerError local;
  return Detect(input, error ? error : &local, nullptr);
}

Result<ParsedKey> ParseAnyKey(std::span<const uint8_t> input, DerError* error) noexcept {
  DerError local;
  DerError* err = error ? error : &local;
  pem::Block block;
  Result<DetectedFormat> f = Detect(input, err, &block);
  if (!f.ok()) return Result<ParsedKey>(f.status(), f.error_position());
  const std::span<const uint8_t> der = f->pem ? std::span<const uint8_t>(block.der) : input;
  ParsedKey key;
  key.format = *f;
  Status st = Status::kOk;
  size_t pos = 0;
  auto take_private = [&](Result<RsaPrivateKeyDer>&& r) {
    st = r.status();
    pos = r.error_position();
    if (r.ok()) {
      key.is_private = true;
      key.private_key = std::move(*r);
      key.public_key.n.assign(key.private_key.n.begin(), key.private_key.n.end());
      key.public_key.e.assign(key.private_key.e.begin(), key.private_key.e.end());
    }
  };
  auto take_public = [&](Result<RsaPublicKeyDer>&& r) {
    st = r.status();
    pos = r.error_position();
    if (r.ok()) key.public_key = std::move(*r);
  };
  switch (f->format) {
    case KeyFormat::kPkcs1Private: take_private(ParseRsaPrivateKey(der, err)); break;
    case KeyFormat::kPkcs8Private: take_private(ParsePrivateKeyInfo(der, err)); break;
    case KeyFormat::kPkcs1Public: take_public(ParseRsaPublicKey(der, err)); break;
    case KeyFormat::kSpki: take_public(ParseSubjectPublicKeyInfo(der, err)); break;
  }
  if (st != Status::kOk) return Result<ParsedKey>(st, pos);
  return key;
}

}  // namespace der
}  // namespace limb
