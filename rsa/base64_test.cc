// Tests for rsa/base64 (the constant-time codec) and pem.h's base64 entry
// points over it.
//
// Oracles: RFC 4648 section 4 Table 1 (the alphabet, spelt out below), OpenSSL's
// EVP_EncodeBlock, and DecodeRef, a plain character-at-a-time decoder with
// the error rules pem.h documents (branches and a search of the alphabet:
// the shape the constant-time decoder replaces, kept here as the spec of
// which error comes first).
//
// Seeds are fixed and overridable with LIMB_TEST_SEED; failures print them.
#include "limb/rsa/base64_internal.h"

#include <openssl/evp.h>

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "limb/base/secret.h"
#include "limb/base/testing/seed.h"
#include "limb/rsa/der.h"
#include "limb/rsa/pem.h"

namespace limb {
namespace {

using Bytes = std::vector<uint8_t>;
using test::SeedTrace;
uint64_t Seed() { return test::TestSeed(0xba5e64c7ULL); }

// RFC 4648, Table 1: value i is kAlphabet[i].
const std::string kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

template <typename A>
Bytes ToBytes(const A& a) {
  return Bytes(a.begin(), a.end());
}

// ---- Characters ------------------------------------------------------------

TEST(Base64Char, EveryByteDecodesAsRfc4648Table1Says) {
  int valid = 0;
  for (int b = 0; b < 256; ++b) {
    SCOPED_TRACE(b);
    const size_t want = kAlphabet.find(static_cast<char>(b));
    const base64::Sextet s = base64::DecodeChar(static_cast<uint8_t>(b));
    if (want == std::string::npos) {
      EXPECT_FALSE(s.valid.Declassify());
      EXPECT_EQ(s.value, 0u);
    } else {
      ++valid;
      EXPECT_TRUE(s.valid.Declassify());
      EXPECT_EQ(s.value, want);
    }
  }
  EXPECT_EQ(valid, 64);
}

TEST(Base64Char, EverySextetEncodesAsRfc4648Table1Says) {
  for (uint32_t v = 0; v < 64; ++v) EXPECT_EQ(base64::EncodeSextet(v), kAlphabet[v]) << v;
}

// Every byte value in every position of a quantum: an alphabet character
// decodes to its value, '=' is padding, every other byte is rejected as a bad
// character at its own offset.
TEST(Base64Char, EveryOtherByteIsRejectedInEveryPosition) {
  for (int b = 0; b < 256; ++b) {
    const char c = static_cast<char>(b);
    const bool in_alphabet = kAlphabet.find(c) != std::string::npos;
    for (size_t pos = 0; pos < 4; ++pos) {
      std::string in = "QUJD";  // "ABC"
      in[pos] = c;
      SCOPED_TRACE(testing::Message() << "byte " << b << " at " << pos);
      der::DerError err;
      auto r = pem::Base64Decode(in, &err);
      if (in_alphabet) {
        ASSERT_TRUE(r.ok()) << err.reason;
        const uint32_t v = (uint32_t{(*r)[0]} << 16) | (uint32_t{(*r)[1]} << 8) | (*r)[2];
        EXPECT_EQ((v >> (18 - 6 * pos)) & 63, kAlphabet.find(c));
      } else if (c == '=') {
        // "=UJD", "Q=JD": '=' before the third place is misplaced; "QU=D":
        // the data after it is; "QUJ=": a padded quantum whose padding bits
        // are not zero ('J' = 9).
        ASSERT_FALSE(r.ok());
        if (pos == 3) {
          EXPECT_STREQ(err.reason, "non-zero base64 padding bits");
          EXPECT_EQ(err.offset, 2u);
        } else {
          EXPECT_STREQ(err.reason, "misplaced base64 padding");
          EXPECT_EQ(err.offset, pos == 2 ? 3u : pos);
        }
      } else {
        ASSERT_FALSE(r.ok());
        EXPECT_EQ(r.status(), Status::kMalformedDer);
        EXPECT_STREQ(err.reason, "bad base64 character");
        EXPECT_EQ(err.offset, pos);
        EXPECT_EQ(r.error_position(), pos);
      }
    }
  }
}

TEST(Base64Char, PublicStructureTests) {
  for (int b = 0; b < 256; ++b) {
    const char c = static_cast<char>(b);
    EXPECT_EQ(base64::PublicEq(c, '\n'), c == '\n') << b;
    EXPECT_EQ(base64::PublicEq(c, '='), c == '=') << b;
    EXPECT_EQ(base64::PublicIsBlank(c), c == ' ' || c == '\t' || c == '\r') << b;
    const std::string s = std::string("ab") + c + "cd";
    EXPECT_EQ(base64::PublicContains(s, ':'), c == ':') << b;
    EXPECT_EQ(base64::PublicStartsWith(std::string("-----") + c + "ND ", "-----END "), c == 'E')
        << b;
  }
  EXPECT_FALSE(base64::PublicStartsWith("-----END", "-----END "));  // shorter than the prefix
  EXPECT_TRUE(base64::PublicStartsWith("anything", ""));
  EXPECT_FALSE(base64::PublicContains("", ':'));
}

// ---- Round trips -----------------------------------------------------------

TEST(Base64, RoundTripsEveryLengthTo600AgainstOpenSsl) {
  const uint64_t seed = Seed();
  SCOPED_TRACE(SeedTrace(seed));
  std::mt19937_64 rng(seed);
  for (size_t n = 0; n <= 600; ++n) {
    Bytes data(n);
    for (auto& b : data) b = static_cast<uint8_t>(rng());
    std::string want(4 * ((n + 2) / 3) + 1, '\0');
    const int len = EVP_EncodeBlock(reinterpret_cast<unsigned char*>(want.data()), data.data(),
                                    static_cast<int>(n));
    want.resize(len);
    const SecretString enc = pem::Base64Encode(data);
    ASSERT_EQ(std::string(enc), want) << n;
    // Encode appends to what *out holds.
    SecretString appended = "x";
    base64::Encode(data, &appended);
    ASSERT_EQ(std::string(appended), "x" + want) << n;
    der::DerError err;
    auto dec = pem::Base64Decode(want, &err);
    ASSERT_TRUE(dec.ok()) << n << ": " << err.reason << " at " << err.offset;
    ASSERT_EQ(ToBytes(*dec), data) << n;
    // The same through PEM armour, LF and CRLF, in 64 columns.
    const SecretString text = pem::Encode(pem::Label::kPrivateKey, data);
    std::string crlf;
    for (char c : text) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
    for (const std::string& t : {std::string(text), crlf}) {
      auto block = pem::Decode(t, &err);
      ASSERT_TRUE(block.ok()) << n << ": " << err.reason << " at " << err.offset;
      ASSERT_EQ(ToBytes(block->der), data) << n;
      ASSERT_EQ(block->end, t.size());
    }
  }
}

// ---- Errors: the first in text order, as the plain decoder finds it --------

struct RefResult {
  bool ok = true;
  size_t offset = 0;
  std::string reason;
  Bytes out;
};

// DecodeRef: strict base64 one character at a time, stopping at the first
// error (see pem.h for the rules).
RefResult DecodeRef(const std::string& s) {
  RefResult r;
  auto fail = [&](size_t off, const char* why) {
    r.ok = false;
    r.offset = off;
    r.reason = why;
    return r;
  };
  uint32_t acc = 0;
  int count = 0, pad = 0;
  bool done = false;
  size_t last = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    if (done) return fail(i, "data after base64 padding");
    if (s[i] == '=') {
      if (count < 2) return fail(i, "misplaced base64 padding");
      ++pad;
    } else {
      const size_t v = kAlphabet.find(s[i]);
      if (v == std::string::npos) return fail(i, "bad base64 character");
      if (pad != 0) return fail(i, "misplaced base64 padding");
      acc = (acc << 6) | static_cast<uint32_t>(v);
      last = i;
    }
    if (++count < 4) continue;
    if (pad == 0) {
      r.out.insert(r.out.end(), {uint8_t(acc >> 16), uint8_t(acc >> 8), uint8_t(acc)});
    } else if (pad == 1) {
      if (acc & 3) return fail(last, "non-zero base64 padding bits");
      r.out.insert(r.out.end(), {uint8_t(acc >> 10), uint8_t(acc >> 2)});
      done = true;
    } else {
      if (acc & 0xf) return fail(last, "non-zero base64 padding bits");
      r.out.push_back(uint8_t(acc >> 4));
      done = true;
    }
    acc = 0;
    count = pad = 0;
  }
  if (count != 0) return fail(s.size(), "truncated base64");
  return r;
}

// Random short strings over the alphabet's edges, '=' and bad characters,
// and mutated valid encodings: the constant-time decoder, which learns of a
// bad character only when it rejects the input, reports the same first error
// as the plain one.
TEST(Base64, ErrorsMatchThePlainDecoder) {
  const uint64_t seed = Seed();
  SCOPED_TRACE(SeedTrace(seed));
  std::mt19937_64 rng(seed);
  static const char kChars[] = "AQgw/+=9z* -_\n";
  int rejected = 0;
  for (int it = 0; it < 60000; ++it) {
    std::string in;
    if (it % 2 == 0) {
      const size_t len = rng() % 14;
      for (size_t i = 0; i < len; ++i) in += kChars[rng() % (sizeof(kChars) - 1)];
    } else {
      Bytes data(rng() % 10);
      for (auto& b : data) b = static_cast<uint8_t>(rng());
      in = std::string(pem::Base64Encode(data));
      const int edits = 1 + static_cast<int>(rng() % 3);
      for (int e = 0; e < edits && !in.empty(); ++e) {
        const size_t pos = rng() % in.size();
        switch (rng() % 3) {
          case 0: in[pos] = kChars[rng() % (sizeof(kChars) - 1)]; break;
          case 1: in.insert(pos, 1, kChars[rng() % (sizeof(kChars) - 1)]); break;
          default: in.erase(pos, 1); break;
        }
      }
    }
    const RefResult want = DecodeRef(in);
    der::DerError err;
    auto got = pem::Base64Decode(in, &err);
    ASSERT_EQ(got.ok(), want.ok) << "'" << in << "'";
    if (!want.ok) {
      ++rejected;
      ASSERT_EQ(err.reason, want.reason) << "'" << in << "'";
      ASSERT_EQ(err.offset, want.offset) << "'" << in << "'";
      ASSERT_EQ(got.error_position(), want.offset) << "'" << in << "'";
    } else {
      ASSERT_EQ(ToBytes(*got), want.out) << "'" << in << "'";
    }
  }
  EXPECT_GT(rejected, 10000);  // the sample exercises the error paths
}

// In PEM, an armour error after a bad character: the bad character, which
// comes first, is reported, as it was by a decoder that stopped there.
TEST(Base64, PemReportsABadCharacterBeforeALaterArmourError) {
  const std::string begin = "-----BEGIN RSA PRIVATE KEY-----\n";
  const std::string end = "-----END RSA PRIVATE KEY-----\n";
  struct Case {
    std::string body;  // between the BEGIN and END lines
    size_t offset;     // from the start of the body
    const char* reason;
  };
  const Case cases[] = {
      {"QU*D\n\nQUJD\n", 2, "bad base64 character"},       // then a blank line
      {"QUJD\nQ*JD\n -----END X-----\n", 6, "bad base64 character"},  // then an indented END
      {"QUJD\nQUJ*\nA:B\n", 8, "bad base64 character"},    // then a header-like line
      {"QU*DQ\n", 2, "bad base64 character"},               // then truncation
      {"QUJDQR==\nQUJD\n", 5, "non-zero base64 padding bits"},  // then data after padding
      {"QUJDQR==\n\n", 5, "non-zero base64 padding bits"},      // then a blank line
      {"QUJDQQ==\n\n", 9, "blank line inside PEM body"},        // no earlier error
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.body);
    der::DerError err;
    auto r = pem::Decode(begin + c.body + end, &err);
    ASSERT_FALSE(r.ok());
    EXPECT_STREQ(err.reason, c.reason);
    EXPECT_EQ(err.offset, begin.size() + c.offset);
    EXPECT_EQ(r.error_position(), begin.size() + c.offset);
  }
  // Missing END line after a bad character.
  der::DerError err;
  auto r = pem::Decode(begin + "QUJD\nQUJ*\n", &err);
  ASSERT_FALSE(r.ok());
  EXPECT_STREQ(err.reason, "bad base64 character");
  EXPECT_EQ(err.offset, begin.size() + 8);
}

}  // namespace
}  // namespace limb
