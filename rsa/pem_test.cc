// Tests for rsa/pem: base64, PEM armour, and the DetectKeyFormat/ParseAnyKey
// front door.
//
// Oracles: RFC 4648 section 10 vectors (testdata/rsa/base64_rfc4648.txt),
// OpenSSL's EVP_EncodeBlock, OpenSSL's PEM decoder (OSSL_DECODER with input
// type "PEM") and the PEM/DER files OpenSSL wrote for the same keys.
//
// Seeds are fixed and overridable with LIMB_TEST_SEED; failures print them.
#include "limb/base/secret.h"
#include "limb/rsa/pem.h"

#include <openssl/bn.h>
#include <openssl/decoder.h>
#include <openssl/evp.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <map>
#include <memory>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "limb/base/testing/kat.h"
#include "limb/base/testing/seed.h"
#include "limb/rsa/der.h"
#include "limb/rsa/ossl_test_util.h"
#include "limb/rsa/test_util.h"

namespace limb {
namespace {

using Bytes = std::vector<uint8_t>;
using der::DerError;
using der::KeyFormat;
using pem::Label;

using test::SeedTrace;
uint64_t Seed() { return test::TestSeed(0x9e3a5eedULL); }

// ReadText, ReadBytes: testdata/rsa/<name> as text, as bytes.
std::string ReadText(const std::string& name) {
  const Bytes b = test::ReadTestFile(name);
  return std::string(b.begin(), b.end());
}
Bytes ReadBytes(const std::string& name) { return test::ReadTestFile(name); }
template <typename A>
Bytes ToBytes(const A& a) {
  return Bytes(a.begin(), a.end());
}
std::span<const uint8_t> Span(const std::string& s) {
  return std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(s.data()), s.size());
}

// ---- Base64 ---------------------------------------------------------------

TEST(Base64, Rfc4648Vectors) {
  test::KatFile kat("testdata/rsa/base64_rfc4648.txt");
  ASSERT_EQ(kat.size(), 7u);  // every vector of RFC 4648 section 10
  for (test::KatRecord& r : kat) {
    SCOPED_TRACE(r.Where());
    const Bytes data = r.TakeHex("Data");
    const std::string b64 = r.Take("Base64");
    EXPECT_EQ(std::string(pem::Base64Encode(data)), b64);
    auto dec = pem::Base64Decode(b64);
    ASSERT_TRUE(dec.ok()) << b64;
    EXPECT_EQ(ToBytes(*dec), data);
  }
}

TEST(Base64, EncodeAgreesWithOpenSslAndRoundTrips) {
  const uint64_t seed = Seed();
  SCOPED_TRACE(SeedTrace(seed));
  std::mt19937_64 rng(seed);
  for (size_t n = 0; n <= 300; ++n) {
    for (int rep = 0; rep < 3; ++rep) {
      Bytes data(n);
      for (auto& b : data) b = static_cast<uint8_t>(rng());
      std::string want(4 * ((n + 2) / 3) + 1, '\0');
      const int len = EVP_EncodeBlock(reinterpret_cast<unsigned char*>(want.data()), data.data(),
                                      static_cast<int>(n));
      want.resize(len);
      ASSERT_EQ(std::string(pem::Base64Encode(data)), want) << n;
      auto dec = pem::Base64Decode(want);
      ASSERT_TRUE(dec.ok());
      ASSERT_EQ(ToBytes(*dec), data);
    }
  }
}

TEST(Base64, StrictDecodingRejects) {
  struct Case {
    const char* in;
    size_t offset;
    const char* reason;
  };
  const Case cases[] = {
      {"Zg=", 3, "truncated base64"},
      {"Zg", 2, "truncated base64"},
      {"Zm9vY", 5, "truncated base64"},
      {"Z===", 1, "misplaced base64 padding"},
      {"=Zg=", 0, "misplaced base64 padding"},
      {"Zg=a", 3, "misplaced base64 padding"},
      {"Zh==", 1, "non-zero base64 padding bits"},
      {"Zm9=", 2, "non-zero base64 padding bits"},
      {"Zg==Zg==", 4, "data after base64 padding"},
      {"Zm8=Zm9v", 4, "data after base64 padding"},
      {"Zm9v*", 4, "bad base64 character"},
      {"Zm 9v", 2, "bad base64 character"},
      {"Zm9v\n", 4, "bad base64 character"},
      {"Zm9-", 3, "bad base64 character"},   // base64url is a different alphabet
      {"Zm9_", 3, "bad base64 character"},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.in);
    DerError err;
    auto r = pem::Base64Decode(c.in, &err);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.status(), Status::kMalformedDer);
    EXPECT_EQ(r.error_position(), c.offset);
    EXPECT_STREQ(err.reason, c.reason);
  }
}

// ---- OpenSSL oracle ---------------------------------------------------------

using test::OsslDecode;
using test::Pkey;

Bytes BnParam(EVP_PKEY* pkey, const char* name) {
  BIGNUM* bn = nullptr;
  EXPECT_EQ(EVP_PKEY_get_bn_param(pkey, name, &bn), 1) << name;
  Bytes out(bn ? BN_num_bytes(bn) : 0);
  if (bn) BN_bn2bin(bn, out.data());
  BN_free(bn);
  return out;
}

struct Form {
  const char* suffix;  // without ".pem"/".der"
  Label label;
  KeyFormat format;
  const char* structure;
  bool priv;
};
const Form kForms[] = {
    {".pkcs1", Label::kRsaPrivateKey, KeyFormat::kPkcs1Private, "type-specific", true},
    {".pkcs8", Label::kPrivateKey, KeyFormat::kPkcs8Private, "PrivateKeyInfo", true},
    {".pub.pkcs1", Label::kRsaPublicKey, KeyFormat::kPkcs1Public, "type-specific", false},
    {".spki", Label::kPublicKey, KeyFormat::kSpki, "SubjectPublicKeyInfo", false},
};
const char* const kKeys[] = {"rsa2048", "rsa3072", "rsa4096", "rsa2048_3prime"};

// ---- PEM files ----------------------------------------------------------------

TEST(Pem, OpenSslFilesDecodeToTheDerFilesAndReencodeByteExact) {
  for (const char* key : kKeys) {
    for (const Form& f : kForms) {
      const std::string name = std::string(key) + f.suffix;
      SCOPED_TRACE(name);
      const std::string text = ReadText(name + ".pem");
      const Bytes der = ReadBytes(name + ".der");
      DerError err;
      auto block = pem::Decode(text, &err);
      ASSERT_TRUE(block.ok()) << err.reason << " at " << err.offset;
      EXPECT_EQ(block->label, f.label);
      EXPECT_EQ(ToBytes(block->der), der);
      EXPECT_EQ(block->end, text.size());
      const SecretString enc = pem::Encode(f.label, der);
      EXPECT_EQ(std::string(enc), text);
      // Every line of our output is at most 64 columns.
      std::istringstream lines{std::string(enc)};
      std::string l;
      while (std::getline(lines, l)) EXPECT_LE(l.size(), 64u);
    }
  }
}

TEST(Pem, OpenSslReadsWhatLimbWrites) {
  for (const char* key : kKeys) {
    for (const Form& f : kForms) {
      const std::string name = std::string(key) + f.suffix;
      SCOPED_TRACE(name);
      const Bytes der = ReadBytes(name + ".der");
      const SecretString enc = pem::Encode(f.label, der);
      Pkey mine = OsslDecode(Span(std::string(enc)), "PEM", f.structure, f.priv);
      ASSERT_TRUE(mine) << "OpenSSL rejects limb's PEM";
      Pkey ref = OsslDecode(der, "DER", f.structure, f.priv);
      ASSERT_TRUE(ref);
      EXPECT_EQ(EVP_PKEY_eq(mine.get(), ref.get()), 1);
      if (f.priv) {
        EXPECT_EQ(BnParam(mine.get(), "d"), BnParam(ref.get(), "d"));
      }
    }
  }
}

std::string Lines(const std::string& text, std::vector<std::string>* out) {
  std::istringstream in(text);
  std::string l;
  while (std::getline(in, l)) out->push_back(l);
  return text;
}
std::string Join(const std::vector<std::string>& lines, const std::string& eol) {
  std::string out;
  for (const auto& l : lines) out += l + eol;
  return out;
}

// Variants OpenSSL's reader accepts; limb must decode each to the same DER,
// and the test checks OpenSSL really accepts each one.
TEST(Pem, ToleratesWhatOpenSslTolerates) {
  const std::string text = ReadText("rsa2048.pkcs8.pem");
  const Bytes der = ReadBytes("rsa2048.pkcs8.der");
  std::vector<std::string> L;
  Lines(text, &L);
  ASSERT_GE(L.size(), 4u);
  const size_t last = L.size() - 1;
  std::string body;
  for (size_t i = 1; i < last; ++i) body += L[i];

  std::vector<std::pair<std::string, std::string>> variants;
  variants.push_back({"CRLF", Join(L, "\r\n")});
  variants.push_back({"text around", "Bag Attributes\n    localKeyID: 01 02\nsubject=/CN=x\n" + text +
                                         "trailing text\n-----END NOTHING-----\n"});
  variants.push_back({"no final newline", text.substr(0, text.size() - 1)});
  {
    auto v = L;
    for (size_t i = 1; i < last; ++i) v[i] = "  \t" + v[i];
    variants.push_back({"leading blanks on body lines", Join(v, "\n")});
  }
  {
    auto v = L;
    for (size_t i = 0; i <= last; ++i) v[i] += " \t ";
    variants.push_back({"trailing blanks on every line", Join(v, "\n")});
  }
  {
    auto v = L;
    v.insert(v.begin() + 1, "   ");
    variants.push_back({"one blank line after BEGIN", Join(v, "\n")});
  }
  variants.push_back({"one long line", L[0] + "\n" + body + "\n" + L[last] + "\n"});
  {
    std::string folded;
    for (size_t i = 0; i < body.size(); i += 76) folded += body.substr(i, 76) + "\n";
    variants.push_back({"76 columns", L[0] + "\n" + folded + L[last] + "\n"});
  }
  for (const auto& [what, v] : variants) {
    SCOPED_TRACE(what);
    ASSERT_TRUE(OsslDecode(Span(v), "PEM", "PrivateKeyInfo", true))
        << "the test's premise is wrong: OpenSSL rejects this variant";
    DerError err;
    auto block = pem::Decode(v, &err);
    ASSERT_TRUE(block.ok()) << err.reason << " at " << err.offset;
    EXPECT_EQ(ToBytes(block->der), der);
    auto key = der::ParseAnyKey(Span(v));
    ASSERT_TRUE(key.ok());
    EXPECT_TRUE(key->format.pem);
    EXPECT_EQ(key->format.format, KeyFormat::kPkcs8Private);
  }
}

struct PemCase {
  std::string what;
  std::string text;
  size_t offset;
  const char* reason;
  bool openssl_rejects;  // check OpenSSL also refuses (where it is stricter or equal)
};

TEST(Pem, RejectsWithOffsets) {
  const std::string text = ReadText("rsa2048.pkcs1.pem");  // ends in "=="
  std::vector<std::string> L;
  Lines(text, &L);
  const size_t last = L.size() - 1;
  const std::string begin = L[0] + "\n";
  std::string body_text;
  for (size_t i = 1; i < last; ++i) body_text += L[i] + "\n";
  const size_t end_off = begin.size() + body_text.size();  // offset of the END line
  ASSERT_EQ(text.substr(end_off), L[last] + "\n");
  ASSERT_EQ(L[last - 1].substr(L[last - 1].size() - 2), "==");

  std::vector<PemCase> cases;
  cases.push_back({"no BEGIN", "hello\nworld\n", 12, "no PEM BEGIN line", true});
  cases.push_back({"empty", "", 0, "no PEM BEGIN line", true});
  cases.push_back({"EC key label", "-----BEGIN EC PRIVATE KEY-----\n" + body_text + "-----END EC PRIVATE KEY-----\n",
                   11, "unsupported PEM label", true});
  cases.push_back({"certificate label", "-----BEGIN CERTIFICATE-----\n" + body_text + "-----END CERTIFICATE-----\n",
                   11, "unsupported PEM label", true});
  cases.push_back({"BEGIN without dashes", "-----BEGIN RSA PRIVATE KEY\n" + body_text + L[last] + "\n", 0,
                   "malformed PEM BEGIN line", true});
  // BEGIN followed by blanks only (the trimmed line ends before the label):
  // once, the label's length underflowed and the label ran into the END line.
  cases.push_back({"BEGIN with blanks only", "-----BEGIN   \n" + body_text + "-----END   -----\n", 0,
                   "malformed PEM BEGIN line", true});
  cases.push_back({"BEGIN with a blank only, no final newline", "-----BEGIN \n" + body_text + L[last], 0,
                   "malformed PEM BEGIN line", true});
  cases.push_back({"mismatched END", begin + body_text + "-----END PRIVATE KEY-----\n", end_off + 9,
                   "mismatched PEM END label", true});
  cases.push_back({"END without dashes", begin + body_text + "-----END RSA PRIVATE KEY\n", end_off + 9,
                   "mismatched PEM END label", true});
  cases.push_back({"missing END", begin + body_text, begin.size() + body_text.size(),
                   "missing PEM END line", true});
  cases.push_back({"indented END", begin + body_text + " " + L[last] + "\n", end_off + 1,
                   "PEM END line not in column 0", true});
  {
    std::string b = body_text;
    b[10] = '*';
    cases.push_back({"bad character", begin + b + L[last] + "\n", begin.size() + 10,
                     "bad base64 character", true});
  }
  {
    std::string b = body_text;
    b.erase(b.size() - 2, 1);  // drop one '=' of the final "=="
    cases.push_back({"missing padding", begin + b + L[last] + "\n", end_off - 1,
                     "truncated base64", true});
  }
  {
    std::string b = body_text;
    b.insert(b.size() - 1, "Zg==");  // a second padded quantum
    cases.push_back({"data after padding", begin + b + L[last] + "\n", end_off - 1,
                     "data after base64 padding", true});
  }
  {
    std::string b = body_text;
    b.insert(65, "\n");  // an empty line after the first body line
    cases.push_back({"blank line in body", begin + b + L[last] + "\n", begin.size() + 65,
                     "blank line inside PEM body", true});
  }
  cases.push_back({"two blank lines after BEGIN", begin + "\n \n" + body_text + L[last] + "\n",
                   begin.size() + 1, "more than one blank line after PEM BEGIN", true});
  cases.push_back({"blank line before END", begin + body_text + "\n" + L[last] + "\n", end_off,
                   "blank line inside PEM body", true});
  cases.push_back({"encrypted (RFC 1421 headers)",
                   begin + "Proc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,00112233445566778899AABBCCDDEEFF\n\n" +
                       body_text + L[last] + "\n",
                   begin.size(), "PEM headers not supported (encrypted key?)", true});

  for (const PemCase& c : cases) {
    SCOPED_TRACE(c.what);
    DerError err;
    auto r = pem::Decode(c.text, &err);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.status(), Status::kMalformedDer);
    EXPECT_EQ(r.error_position(), c.offset);
    EXPECT_STREQ(err.reason, c.reason);
    if (c.openssl_rejects) {
      EXPECT_FALSE(OsslDecode(Span(c.text), "PEM", "type-specific", true));
    }
  }
}

TEST(Pem, InnerBlanksAreRejectedThoughOpenSslSkipsThem) {
  // A documented strictness difference: OpenSSL's decoder skips blanks inside
  // a base64 line; limb's strict alphabet does not.
  std::string text = ReadText("rsa2048.spki.pem");
  const size_t first = text.find('\n') + 1;
  text.insert(first + 10, " ");
  ASSERT_TRUE(OsslDecode(Span(text), "PEM", "SubjectPublicKeyInfo", false));
  DerError err;
  auto r = pem::Decode(text, &err);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(err.offset, first + 10);
  EXPECT_STREQ(err.reason, "bad base64 character");
}

// ---- Front door -------------------------------------------------------------

TEST(AnyKey, DetectsEveryFileAndParsesLikeTheDirectParsers) {
  for (const char* key : kKeys) {
    const auto direct = der::ParseRsaPrivateKey(ReadBytes(std::string(key) + ".pkcs1.der"));
    ASSERT_TRUE(direct.ok());
    for (const Form& f : kForms) {
      for (bool pem : {false, true}) {
        const std::string name = std::string(key) + f.suffix + (pem ? ".pem" : ".der");
        SCOPED_TRACE(name);
        const Bytes in = ReadBytes(name);
        DerError err;
        auto d = der::DetectKeyFormat(in, &err);
        ASSERT_TRUE(d.ok()) << err.reason;
        EXPECT_EQ(d->format, f.format);
        EXPECT_EQ(d->pem, pem);
        auto k = der::ParseAnyKey(in, &err);
        ASSERT_TRUE(k.ok()) << err.reason << " at " << err.offset;
        EXPECT_EQ(k->format.format, f.format);
        EXPECT_EQ(k->format.pem, pem);
        EXPECT_EQ(k->is_private, f.priv);
        EXPECT_EQ(k->public_key.n, ToBytes(direct->n));
        EXPECT_EQ(k->public_key.e, ToBytes(direct->e));
        if (f.priv) {
          EXPECT_EQ(der::SerializeRsaPrivateKey(k->private_key), der::SerializeRsaPrivateKey(*direct));
        }
        // Cross-check with OpenSSL reading the same input.
        Pkey ref = OsslDecode(in, pem ? "PEM" : "DER", f.structure, f.priv);
        ASSERT_TRUE(ref);
        EXPECT_EQ(k->public_key.n, BnParam(ref.get(), "n"));
      }
    }
  }
}

TEST(AnyKey, RejectsUnknownInputAndLabelContentMismatch) {
  DerError err;
  auto a = der::DetectKeyFormat(Span(std::string("hello")), &err);
  ASSERT_FALSE(a.ok());
  EXPECT_EQ(a.error_position(), 0u);
  EXPECT_STREQ(err.reason, "neither DER nor PEM");
  EXPECT_FALSE(der::DetectKeyFormat(std::span<const uint8_t>(), &err).ok());
  EXPECT_STREQ(err.reason, "neither DER nor PEM");

  // DER-looking but broken: the DER error is reported.
  auto b = der::ParseAnyKey(Bytes{0x30, 0x81, 0x03, 0x02, 0x01, 0x00}, &err);
  ASSERT_FALSE(b.ok());
  EXPECT_EQ(b.error_position(), 1u);
  EXPECT_STREQ(err.reason, "non-minimal length");
  // Valid DER of no key shape.
  auto c = der::DetectKeyFormat(Bytes{0x30, 0x03, 0x02, 0x01, 0x00}, &err);
  ASSERT_FALSE(c.ok());
  EXPECT_EQ(c.error_position(), 2u);
  EXPECT_STREQ(err.reason, "unrecognised key structure");
  auto c2 = der::DetectKeyFormat(Bytes{0x30, 0x02, 0x05, 0x00}, &err);
  ASSERT_FALSE(c2.ok());
  EXPECT_STREQ(err.reason, "unrecognised key structure");

  // "PUBLIC KEY" armour around a PKCS#1 RSAPublicKey: the SPKI parser fails
  // at offset 4 of the decoded DER (an INTEGER where the AlgorithmIdentifier
  // SEQUENCE belongs).
  const Bytes pub = ReadBytes("rsa2048.pub.pkcs1.der");
  const SecretString wrong = pem::Encode(Label::kPublicKey, pub);
  auto d = der::ParseAnyKey(Span(std::string(wrong)), &err);
  ASSERT_FALSE(d.ok());
  EXPECT_EQ(d.error_position(), 4u);
  EXPECT_STREQ(err.reason, "unexpected tag");
  // "RSA PRIVATE KEY" around a PKCS#8 key.
  const SecretString wrong2 = pem::Encode(Label::kRsaPrivateKey, ReadBytes("rsa2048.pkcs8.der"));
  EXPECT_FALSE(der::ParseAnyKey(Span(std::string(wrong2)), &err).ok());
  // PEM with a broken armour reports the text offset.
  auto e = der::ParseAnyKey(Span(std::string("-----BEGIN PUBLIC KEY-----\nZg=\n-----END PUBLIC KEY-----\n")), &err);
  ASSERT_FALSE(e.ok());
  EXPECT_STREQ(err.reason, "truncated base64");
  EXPECT_EQ(e.error_position(), 31u);
}

// ---- Fuzz-style -------------------------------------------------------------

TEST(PemFuzz, RandomMutationsNeverCrash) {
  const uint64_t seed = Seed();
  SCOPED_TRACE(SeedTrace(seed));
  std::mt19937_64 rng(seed);
  static const char kChars[] = "AZaz09+/=-\r\n \t:*";
  int accepted = 0, total = 0;
  for (const char* key : kKeys) {
    for (const Form& f : kForms) {
      const std::string orig = ReadText(std::string(key) + f.suffix + ".pem");
      const Bytes der = ReadBytes(std::string(key) + f.suffix + ".der");
      for (int i = 0; i < 150; ++i) {
        std::string m = orig;
        const int edits = 1 + static_cast<int>(rng() % 3);
        for (int e = 0; e < edits && !m.empty(); ++e) {
          const size_t pos = rng() % m.size();
          switch (rng() % 5) {
            case 0: m[pos] = kChars[rng() % (sizeof(kChars) - 1)]; break;
            case 1: m.insert(pos, 1, kChars[rng() % (sizeof(kChars) - 1)]); break;
            case 2: m.erase(pos, 1); break;
            case 3: m.resize(pos); break;
            default: m[pos] = static_cast<char>(rng()); break;
          }
        }
        ++total;
        DerError err;
        auto k = der::ParseAnyKey(Span(m), &err);
        if (!k.ok()) {
          ASSERT_LE(err.offset, m.size());
          ASSERT_STRNE(err.reason, "");
          continue;
        }
        ++accepted;
        // What parses is a key OpenSSL reads with the same modulus.
        // kForms is in KeyFormat order.
        const Form& form = kForms[static_cast<int>(k->format.format)];
        ASSERT_EQ(form.format, k->format.format);
        Pkey ref = OsslDecode(Span(m), k->format.pem ? "PEM" : "DER", form.structure, k->is_private);
        ASSERT_TRUE(ref) << "limb accepted a PEM OpenSSL rejects (iteration " << i << ")";
        EXPECT_EQ(k->public_key.n, BnParam(ref.get(), "n"));
      }
    }
  }
  std::printf("mutations: %d, accepted: %d\n", total, accepted);
}

}  // namespace
}  // namespace limb
