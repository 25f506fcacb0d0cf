// Constant-time harness for the base64 layer of a private key's PEM (rsa/pem
// over rsa/base64), run under valgrind memcheck by tools/ct/ctgrind_test.sh
// (pattern: tools/ct/ctgrind.bzl).
//
// Poisoned: the DER of the two embedded private keys while pem::Encode
// armours them; the whole body of their PEM text (every base64 character and
// every line break between the BEGIN and END lines) while pem::Decode reads
// it, in LF, CRLF and indented variants; random secret bytes of every length
// 0..66 (every padding case) through Base64Encode and Base64Decode; and two
// rejected bodies (a bad character, non-zero padding bits), whose decoding
// may release only the error. What the code may learn is what the PEM format
// makes public (rsa/base64_internal.h): line breaks, blanks, '=', lengths,
// and on rejection the first error; memcheck reports any branch or address
// derived from anything else.
//
// Out of scope: the DER parse after the decode (der::ParseAnyKey walks
// lengths and tags with branches); this harness stops at the decoded DER,
// Unpoisons it as the caller's result, and compares it with the key.
//
// Not vacuous: every result is compared with the value it must have
// (the original DER, the PEM text made before poisoning, the error offset),
// and "CT-OK" is printed only then. With -DLIMB_CT_NEGATIVE_CONTROL the
// binary decodes a poisoned body the way constant-time base64 replaces:
// argv "branch" maps each character with a chain of range branches,
// "lookup" encodes each poisoned byte through an alphabet table; memcheck
// must report both.
#include <cstdint>
#include <cstdio>
#include <random>
#include <span>
#include <string>
#include <vector>

#include "limb/base/ct.h"
#include "limb/base/secret.h"
#include "limb/rsa/ct_test_util.h"
#include "limb/rsa/der.h"
#include "limb/rsa/pem.h"

namespace {

using limb::Poison;
using limb::Unpoison;
using Bytes = std::vector<uint8_t>;

// Body: [first byte after the BEGIN line, first byte of the END line).
struct Span2 {
  size_t begin, end;
};
Span2 Body(const std::string& text) {
  const size_t b = text.find('\n') + 1;
  const size_t e = text.find("-----END ");
  return {b, e};
}

template <typename A>
Bytes ToBytes(const A& a) {
  return Bytes(a.begin(), a.end());
}

}  // namespace

int main(int argc, char** argv) {
  using namespace limb;
  const std::vector<Bytes> keys = test::CtKeyDers();
#ifndef LIMB_CT_NEGATIVE_CONTROL
  (void)argc;
  (void)argv;
  test::CtTally tally;
  std::mt19937_64 rng(0x70656d5f6374ull);
  for (const Bytes& der : keys) {
    const std::string want(pem::Encode(pem::Label::kRsaPrivateKey, der));  // before poisoning

    // Encode: the DER poisoned; the text is the caller's result.
    Bytes secret_der = der;
    Poison(secret_der.data(), secret_der.size());
    const SecretString enc = pem::Encode(pem::Label::kRsaPrivateKey, secret_der);
    Unpoison(enc.data(), enc.size());
    tally.Check(std::string(enc) == want, "Encode of a poisoned key");

    // Decode: the body poisoned, in three layouts.
    std::string crlf, indented;
    for (char c : want) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
    {
      const Span2 body = Body(want);
      indented = want.substr(0, body.begin);
      size_t pos = body.begin;
      while (pos < body.end) {
        const size_t nl = want.find('\n', pos);
        indented += " \t" + want.substr(pos, nl - pos) + " \r\n";
        pos = nl + 1;
      }
      indented += want.substr(body.end);
    }
    for (std::string text : {want, crlf, indented}) {
      const Span2 body = Body(text);
      Poison(text.data() + body.begin, body.end - body.begin);
      der::DerError err;
      Result<pem::Block> block = pem::Decode(text, &err);
      const bool ok = block.ok();
      if (ok) Unpoison(block->der.data(), block->der.size());  // the caller's result
      tally.Check(ok && ToBytes(block->der) == der && block->end == text.size(),
                  std::string("Decode of a poisoned body: ") + (ok ? "wrong DER" : err.reason));
    }

    // Rejected bodies: the decode runs over the poisoned body; what is
    // released is the error (kind and offset), nothing before it.
    {
      std::string bad = want;
      const size_t at = Body(bad).begin + 100;
      bad[at] = '*';
      Poison(bad.data() + Body(bad).begin, Body(bad).end - Body(bad).begin);
      der::DerError err;
      Result<pem::Block> r = pem::Decode(bad, &err);
      tally.Check(!r.ok() && err.offset == at && std::string(err.reason) == "bad base64 character",
                  "a bad character in a poisoned body");
    }
  }

  // Raw base64 of secret bytes, every tail length (0, 1, 2 mod 3).
  for (size_t n = 0; n <= 66; ++n) {
    Bytes data = test::RandomBytesFrom(rng, n);
    const std::string want(pem::Base64Encode(data));
    Poison(data.data(), data.size());
    SecretString enc = pem::Base64Encode(data);
    Unpoison(enc.data(), enc.size());
    Unpoison(data.data(), data.size());
    tally.Check(std::string(enc) == want, "Base64Encode, n = " + std::to_string(n));
    Poison(enc.data(), enc.size());
    der::DerError err;
    Result<SecretBytes> dec = pem::Base64Decode(std::string_view(enc.data(), enc.size()), &err);
    const bool ok = dec.ok();
    if (ok) Unpoison(dec->data(), dec->size());
    tally.Check(ok && ToBytes(*dec) == data, "Base64Decode, n = " + std::to_string(n));
  }
  {
    // Non-zero padding bits ("QR==": 'R' = 17) after secret characters.
    std::string text = "QUJDQR==";
    Poison(text.data(), text.size());
    der::DerError err;
    Result<SecretBytes> r = pem::Base64Decode(text, &err);
    tally.Check(!r.ok() && err.offset == 5 && std::string(err.reason) == "non-zero base64 padding bits",
                "non-zero padding bits in poisoned base64");
  }
  return tally.Finish("pem base64 (encode, decode, rejection)");
#else
  // The leaky shapes, on the poisoned body of the first key's PEM.
  if (argc < 2) return 2;
  std::string text(pem::Encode(pem::Label::kRsaPrivateKey, keys[0]));
  const Span2 body = Body(text);
  Poison(text.data() + body.begin, body.end - body.begin);
  volatile int sink = 0;
  const std::string how = argv[1];
  for (size_t i = body.begin; i < body.begin + 64; ++i) {
    const char c = text[i];
    if (how == "branch") {
      // LEAK: the character's class picked by branches.
      int v = -1;
      if (c >= 'A' && c <= 'Z') v = c - 'A';
      else if (c >= 'a' && c <= 'z') v = c - 'a' + 26;
      else if (c >= '0' && c <= '9') v = c - '0' + 52;
      sink = sink + v;
    } else if (how == "lookup") {
      // LEAK: a table indexed by a secret value.
      static const char kTable[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
      sink = sink + kTable[static_cast<uint8_t>(c) & 63];
    }
  }
  std::printf("leaky run done %d\n", static_cast<int>(sink));
  return 0;
#endif
}
