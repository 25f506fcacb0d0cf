// rsa/pem: PEM armour for RSA keys (RFC 7468 "strict" encoding on output,
// OpenSSL-compatible tolerance on input) and the key-format front door the
// CLI uses (DetectKeyFormat, ParseAnyKey).
//
// Decoding accepts a subset of what OpenSSL's PEM reader accepts for
// unencrypted keys: any text before the BEGIN line and after the END line,
// LF or CRLF line ends, blanks around base64 lines and after the BEGIN/END
// lines, one blank line between BEGIN and the first base64 line, and base64
// lines of any length. It rejects, as OpenSSL does: labels other than the four
// RSA ones, an END label that differs from BEGIN, an END line not in column 0,
// a blank line inside the base64 or a second one after BEGIN, and RFC 1421
// headers (encrypted keys). It is stricter than OpenSSL in rejecting blanks or
// other characters outside the base64 alphabet within a line, misplaced or
// missing '=' padding, and non-zero padding bits, so every accepted body is
// canonical.
//
// Errors are Status::kMalformedDer; error_position() and DerError::offset
// are byte offsets into the PEM text. ParseAnyKey on PEM input reports errors
// in the armour as text offsets and errors in the armoured DER as offsets into
// the decoded DER.
//
// Constant time: the base64 of a PEM body, private key or public, is decoded
// and encoded without any branch or memory address depending on a
// character's value or on whether it is in the alphabet (rsa/base64.cc).
// Leaks the length of the text and its public structure (where the line
// breaks, blanks, '=' padding and armour lines are) and, once the input is
// rejected, the first error's kind and offset, which is what the error
// reports; the error is the same, first in text order, for every label. The
// DER parse that ParseAnyKey and DetectKeyFormat run on the decoded bytes is
// not covered: it branches on the key's tags and lengths.
#ifndef LIMB_RSA_PEM_H_
#define LIMB_RSA_PEM_H_

#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

#include "limb/base/secret.h"
#include "limb/base/status.h"
#include "limb/rsa/der.h"

namespace limb {
namespace pem {

enum class Label : uint8_t {
  kRsaPrivateKey,  // "RSA PRIVATE KEY": PKCS#1 RSAPrivateKey
  kPrivateKey,     // "PRIVATE KEY": PKCS#8 PrivateKeyInfo
  kRsaPublicKey,   // "RSA PUBLIC KEY": PKCS#1 RSAPublicKey
  kPublicKey,      // "PUBLIC KEY": X.509 SubjectPublicKeyInfo
};

// LabelString: the text between "-----BEGIN " and "-----".
const char* LabelString(Label label) noexcept;

struct Block {
  Label label = Label::kPublicKey;
  SecretBytes der;  // wiped when released: it may hold a private key
  size_t end = 0;   // offset just past the END line (where a next block may start)
};

// Decode finds the first line starting with "-----BEGIN " in text and decodes
// that block.
Result<Block> Decode(std::string_view text, der::DerError* error = nullptr) noexcept;

// Encode armours der under label, base64 in 64-column lines, LF line ends.
SecretString Encode(Label label, std::span<const uint8_t> der) noexcept;

// Base64Decode: strict RFC 4648 section 4 base64 (no whitespace, canonical
// padding). Base64Encode is its inverse, without line breaks.
Result<SecretBytes> Base64Decode(std::string_view b64, der::DerError* error = nullptr) noexcept;
SecretString Base64Encode(std::span<const uint8_t> data) noexcept;

}  // namespace pem

namespace der {

enum class KeyFormat : uint8_t {
  kPkcs1Private,  // RSAPrivateKey
  kPkcs8Private,  // PrivateKeyInfo
  kPkcs1Public,   // RSAPublicKey
  kSpki,          // SubjectPublicKeyInfo
};

struct DetectedFormat {
  KeyFormat format = KeyFormat::kSpki;
  bool pem = false;
};

// DetectKeyFormat tells DER from PEM and which of the four structures the
// input holds, looking at the PEM label or at the DER's outer shape
// (SEQUENCE { SEQUENCE ... } = SPKI; { INTEGER, SEQUENCE ... } = PKCS#8;
// { INTEGER, INTEGER } = RSAPublicKey; { INTEGER x 9 or more } = RSAPrivateKey).
// It does not validate the whole key; ParseAnyKey does.
Result<DetectedFormat> DetectKeyFormat(std::span<const uint8_t> input,
                                       DerError* error = nullptr) noexcept;

struct ParsedKey {
  DetectedFormat format;
  bool is_private = false;
  RsaPrivateKeyDer private_key;  // when is_private
  RsaPublicKeyDer public_key;    // always (n, e; copied from the private key)
};

// ParseAnyKey: DetectKeyFormat, then the matching strict parser.
Result<ParsedKey> ParseAnyKey(std::span<const uint8_t> input, DerError* error = nullptr) noexcept;

}  // namespace der
}  // namespace limb

#endif  // LIMB_RSA_PEM_H_
