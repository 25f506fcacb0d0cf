// rsa/base64: the constant-time base64 codec (RFC 4648 section 4 alphabet,
// '=' padding) under rsa/pem. Internal to rsa/ (target :base64); pem.h's
// Base64Decode, Base64Encode, Decode and Encode are its public face.
//
// Why constant time: PEM carries private keys, so its base64 characters are
// as secret as the key. A decoder that picks a character's class with a
// chain of branches, or maps characters through a table indexed by them,
// leaks the key through the branch predictor and the cache (Sieck, Berndt,
// Wichelmann, Eisenbarth, "Util::Lookup: Exploiting Key Decoding in
// Cryptographic Libraries", CCS 2021, against OpenSSL's PEM decoding).
//
// What this unit lets decide a branch or an address, because the PEM format
// makes it public:
//   - the length of the text and of each run of base64 characters;
//   - the positions of line breaks, blanks and '=' padding, learnt one
//     character at a time through PublicEq / PublicIsBlank, and the PEM
//     armour lines (PublicStartsWith, PublicContains), each of which
//     declassifies one bit per character or per line and never a value;
//   - once an input is rejected, the offset and kind of its first error
//     (the caller is told exactly that).
// What never does: a data character's 6-bit value and whether it is in the
// alphabet. Validity and the padding bits are accumulated in masks
// (Decoder), and the whole input's verdict is declassified once, at Finish.
//
// Under the ctgrind build every declassification is an Unpoison() of the
// computed bit, so rsa/pem_ct_test checks all of the above with the base64
// text poisoned.
#ifndef LIMB_RSA_BASE64_INTERNAL_H_
#define LIMB_RSA_BASE64_INTERNAL_H_

#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

#include "limb/base/ct.h"
#include "limb/base/secret.h"
#include "limb/rsa/der.h"

namespace limb {
namespace base64 {

// Sextet: what DecodeChar returns.
struct Sextet {
  uint32_t value;  // 0..63 for a character of the alphabet, 0 for any other byte
  Choice valid;    // true iff c is in the alphabet
};

// DecodeChar maps c to its RFC 4648 value: 'A'-'Z' -> 0-25, 'a'-'z' -> 26-51,
// '0'-'9' -> 52-61, '+' -> 62, '/' -> 63; every other byte (including '=',
// blanks, line breaks and the base64url '-' '_') is invalid.
// Constant time: five range tests by subtraction and sign masks, no table,
// no branch.
Sextet DecodeChar(uint8_t c) noexcept;

// EncodeSextet is the inverse: the alphabet character of v. v MUST be < 64.
// Constant time: the offset from 'A' grows by a masked constant at each of
// the four range boundaries v crosses, no table, no branch.
char EncodeSextet(uint32_t v) noexcept;

// PublicEq: c == x, computed in constant time and then declassified. Call it
// only for characters the PEM format makes public (line breaks, '='): for a
// data character the released bit is false whatever its value.
bool PublicEq(char c, char x) noexcept;
// PublicIsBlank: c is ' ', '\t' or '\r' (the blanks PEM allows around a
// line); as PublicEq.
bool PublicIsBlank(char c) noexcept;
// PublicStartsWith: s begins with prefix; PublicContains: s holds the byte x.
// Constant time in s's bytes (leak s.size()); one declassified bit per call,
// for the armour of a PEM line (an END line, an RFC 1421 header).
bool PublicStartsWith(std::string_view s, std::string_view prefix) noexcept;
bool PublicContains(std::string_view s, char x) noexcept;

// Encode appends the base64 of data to *out, '=' padded, without line
// breaks. Constant time; leaks only data.size().
void Encode(std::span<const uint8_t> data, SecretString* out) noexcept;

// Decoder: strict RFC 4648 base64, pushed in runs of characters (a PEM body
// line without its blanks), bytes appended to *out as each quantum of four
// characters completes.
//
// Errors go to *err, the first one only (an error already in *err is kept):
// "truncated base64", "misplaced base64 padding", "data after base64
// padding" (structural: decided by the public positions of '=', reported at
// once), "bad base64 character" and "non-zero base64 padding bits" (secret:
// accumulated in masks, reported when the input is rejected). The error
// reported is always the first in text order, as a decoder that stopped at
// the first bad character would report it: a rejection declassifies the
// offset of the first bad character and the padding-bit verdict, and keeps
// whichever error comes first. A rejected input's *out holds garbage.
//
// Constant time in the characters' values; leaks the run lengths, the
// positions of '=', and on rejection the first error's offset.
class Decoder {
 public:
  Decoder(SecretBytes* out, der::DerError* err) noexcept : out_(out), err_(err) {}

  // Push decodes run, the characters at text offsets off, off + 1, ... . A
  // blank or line break in run is a bad character. Returns false on a
  // structural error; *err then holds the first error in text order.
  bool Push(std::string_view run, size_t off) noexcept;

  // Finish ends the input at text offset off (where "truncated base64" is
  // reported). Returns true iff the whole input was valid base64; the one
  // declassification of a valid input's characters is this verdict.
  bool Finish(size_t off) noexcept;

  // Reject records the caller's own error (public: the PEM structure) at
  // off, unless a bad character or non-zero padding bits seen before off
  // come first, in which case *err gets that one. Returns false.
  bool Reject(size_t off, const char* reason) noexcept;

 private:
  void Flush(size_t off) noexcept;
  void Record(size_t off, const char* reason) noexcept;

  SecretBytes* out_;
  der::DerError* err_;
  // Secret: the bits of the current quantum, whether a bad character was
  // seen, the offset of the first one, whether the padding bits are zero.
  uint32_t acc_ = 0;
  Choice seen_bad_ = Choice::False();
  uint64_t first_bad_ = 0;
  Choice pad_bits_zero_ = Choice::True();
  // Public (by the positions of '='): characters and '=' in the current
  // quantum, whether a padded quantum ended the input, the offset of the
  // last data character, and of the padded quantum's last data character
  // and its last '=' (where its padding bits are reported and detected).
  int count_ = 0;
  int pad_ = 0;
  bool done_ = false;
  size_t last_data_off_ = 0;
  size_t pad_bits_off_ = 0;
  size_t pad_bits_at_ = 0;
};

}  // namespace base64
}  // namespace limb

#endif  // LIMB_RSA_BASE64_INTERNAL_H_
