// Tests for rsa/der: the strict DER reader/writer and the RSA key structures.
//
// Oracles: OpenSSL's libcrypto (OSSL_DECODER/OSSL_ENCODER, EVP_PKEY_get_bn_param,
// i2d_ASN1_INTEGER, i2d_ASN1_OCTET_STRING) and the key files OpenSSL wrote
// (testdata/rsa/README.md names the commands). Malformed inputs are built by
// a small TLV builder in this file, independent of the library's writer.
//
// Seeds are fixed and overridable with LIMB_TEST_SEED; failures print them.
#include "limb/base/secret.h"
#include "limb/rsa/der.h"

#include <openssl/asn1.h>
#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/decoder.h>
#include <openssl/encoder.h>
#include <openssl/evp.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "limb/base/testing/seed.h"
#include "limb/rsa/ossl_test_util.h"
#include "limb/rsa/test_util.h"

namespace limb::der {
namespace {

using Bytes = std::vector<uint8_t>;

using test::SeedTrace;
uint64_t Seed() { return test::TestSeed(0x11db5eedULL); }

using test::ReadTestFile;

template <typename A>
Bytes ToBytes(const A& a) {
  return Bytes(a.begin(), a.end());
}

// ---- A test-side TLV builder (independent of der::Writer) ------------------

Bytes Tlv(uint8_t tag, const Bytes& content) {
  Bytes out = {tag};
  const size_t n = content.size();
  if (n < 128) {
    out.push_back(static_cast<uint8_t>(n));
  } else {
    Bytes len;
    for (size_t v = n; v != 0; v >>= 8) len.insert(len.begin(), static_cast<uint8_t>(v));
    out.push_back(static_cast<uint8_t>(0x80 | len.size()));
    out.insert(out.end(), len.begin(), len.end());
  }
  out.insert(out.end(), content.begin(), content.end());
  return out;
}
Bytes Cat(std::initializer_list<Bytes> parts) {
  Bytes out;
  for (const Bytes& p : parts) out.insert(out.end(), p.begin(), p.end());
  return out;
}
Bytes Seq(std::initializer_list<Bytes> parts) { return Tlv(0x30, Cat(parts)); }
Bytes IntSmall(uint8_t v) { return v & 0x80 ? Bytes{0x02, 0x02, 0x00, v} : Bytes{0x02, 0x01, v}; }
Bytes OidRsa() { return Tlv(0x06, Bytes(std::begin(kOidRsaEncryption), std::end(kOidRsaEncryption))); }
Bytes Null() { return {0x05, 0x00}; }

// Header positions of every TLV in a valid key, descending into SEQUENCEs and
// the DER held by OCTET STRINGs (PKCS#8) and BIT STRINGs (SPKI).
struct Hdr {
  size_t start, content, end;
};
void CollectHeaders(const Bytes& d, size_t begin, size_t end, std::vector<Hdr>* out) {
  size_t p = begin;
  while (p < end) {
    const uint8_t tag = d[p];
    const size_t lp = p + 1;
    size_t len = 0, c;
    if (d[lp] < 0x80) {
      len = d[lp];
      c = lp + 1;
    } else {
      const int k = d[lp] & 0x7f;
      for (int i = 0; i < k; ++i) len = (len << 8) | d[lp + 1 + i];
      c = lp + 1 + k;
    }
    out->push_back({p, c, c + len});
    if (tag == 0x30) CollectHeaders(d, c, c + len, out);
    if (tag == 0x04 && len > 0 && d[c] == 0x30) CollectHeaders(d, c, c + len, out);
    if (tag == 0x03 && len > 1 && d[c + 1] == 0x30) CollectHeaders(d, c + 1, c + len, out);
    p = c + len;
  }
}

// ---- OpenSSL oracle ---------------------------------------------------------

using test::OsslDecode;
using test::Pkey;

Bytes OsslEncode(EVP_PKEY* pkey, const char* structure, bool priv) {
  OSSL_ENCODER_CTX* ctx = OSSL_ENCODER_CTX_new_for_pkey(
      pkey, priv ? EVP_PKEY_KEYPAIR : EVP_PKEY_PUBLIC_KEY, "DER", structure, nullptr);
  unsigned char* data = nullptr;
  size_t len = 0;
  Bytes out;
  if (ctx != nullptr && OSSL_ENCODER_to_data(ctx, &data, &len) == 1) out.assign(data, data + len);
  OPENSSL_free(data);
  OSSL_ENCODER_CTX_free(ctx);
  return out;
}

// BnParam: OpenSSL's value of a key parameter as a big-endian magnitude.
bool BnParam(EVP_PKEY* pkey, const std::string& name, Bytes* out) {
  BIGNUM* bn = nullptr;
  if (EVP_PKEY_get_bn_param(pkey, name.c_str(), &bn) != 1) return false;
  out->resize(BN_num_bytes(bn));
  BN_bn2bin(bn, out->data());
  BN_free(bn);
  return true;
}
Bytes MustParam(EVP_PKEY* pkey, const std::string& name) {
  Bytes b;
  EXPECT_TRUE(BnParam(pkey, name, &b)) << "OpenSSL has no parameter " << name;
  return b;
}

// Private parameter names in RSAPrivateKey order; other prime i (0-based)
// is factor(3+i), exponent(3+i), coefficient(2+i).
const char* const kPrivNames[8] = {"n", "e", "d", "rsa-factor1", "rsa-factor2",
                                   "rsa-exponent1", "rsa-exponent2", "rsa-coefficient1"};

void ExpectPublicMatches(const RsaPublicKeyDer& k, EVP_PKEY* pkey) {
  EXPECT_EQ(k.n, MustParam(pkey, "n"));
  EXPECT_EQ(k.e, MustParam(pkey, "e"));
}

void ExpectPrivateMatches(const RsaPrivateKeyDer& k, EVP_PKEY* pkey) {
  const SecretBytes* f[8] = {&k.n, &k.e, &k.d, &k.p, &k.q, &k.dp, &k.dq, &k.qinv};
  for (int i = 0; i < 8; ++i) EXPECT_EQ(ToBytes(*f[i]), MustParam(pkey, kPrivNames[i])) << kPrivNames[i];
  for (size_t i = 0; i < k.other_primes.size(); ++i) {
    const std::string r = "rsa-factor" + std::to_string(3 + i);
    const std::string d = "rsa-exponent" + std::to_string(3 + i);
    const std::string t = "rsa-coefficient" + std::to_string(2 + i);
    EXPECT_EQ(ToBytes(k.other_primes[i].r), MustParam(pkey, r));
    EXPECT_EQ(ToBytes(k.other_primes[i].d), MustParam(pkey, d));
    EXPECT_EQ(ToBytes(k.other_primes[i].t), MustParam(pkey, t));
  }
  Bytes extra;
  EXPECT_FALSE(BnParam(pkey, "rsa-factor" + std::to_string(3 + k.other_primes.size()), &extra))
      << "OpenSSL sees more primes than limb";
}

// PrivateFromOssl builds the structure from OpenSSL's parameters alone.
RsaPrivateKeyDer PrivateFromOssl(EVP_PKEY* pkey) {
  RsaPrivateKeyDer k;
  SecretBytes* f[8] = {&k.n, &k.e, &k.d, &k.p, &k.q, &k.dp, &k.dq, &k.qinv};
  for (int i = 0; i < 8; ++i) {
    const Bytes b = MustParam(pkey, kPrivNames[i]);
    f[i]->assign(b.begin(), b.end());
  }
  for (size_t i = 0;; ++i) {
    Bytes r, d, t;
    if (!BnParam(pkey, "rsa-factor" + std::to_string(3 + i), &r)) break;
    EXPECT_TRUE(BnParam(pkey, "rsa-exponent" + std::to_string(3 + i), &d));
    EXPECT_TRUE(BnParam(pkey, "rsa-coefficient" + std::to_string(2 + i), &t));
    OtherPrimeInfoDer o;
    o.r.assign(r.begin(), r.end());
    o.d.assign(d.begin(), d.end());
    o.t.assign(t.begin(), t.end());
    k.other_primes.push_back(std::move(o));
  }
  return k;
}

const char* const kKeys[] = {"rsa2048", "rsa3072", "rsa4096", "rsa2048_3prime"};

enum class Kind { kPkcs1Priv, kPkcs8, kPkcs1Pub, kSpki };
const Kind kKinds[] = {Kind::kPkcs1Priv, Kind::kPkcs8, Kind::kPkcs1Pub, Kind::kSpki};
const char* Suffix(Kind k) {
  switch (k) {
    case Kind::kPkcs1Priv: return ".pkcs1.der";
    case Kind::kPkcs8: return ".pkcs8.der";
    case Kind::kPkcs1Pub: return ".pub.pkcs1.der";
    case Kind::kSpki: return ".spki.der";
  }
  return "";
}
const char* Structure(Kind k) {
  switch (k) {
    case Kind::kPkcs1Priv: return "type-specific";
    case Kind::kPkcs8: return "PrivateKeyInfo";
    case Kind::kPkcs1Pub: return "type-specific";
    case Kind::kSpki: return "SubjectPublicKeyInfo";
  }
  return "";
}
bool IsPrivate(Kind k) { return k == Kind::kPkcs1Priv || k == Kind::kPkcs8; }

// ParseAs runs the parser for `kind`; on success *reser is the re-serialised
// encoding.
struct ParseOutcome {
  bool ok = false;
  size_t pos = 0;
  DerError err;
  Bytes reser;
  RsaPrivateKeyDer priv;
  RsaPublicKeyDer pub;
};
ParseOutcome ParseAs(Kind kind, const Bytes& in) {
  ParseOutcome o;
  switch (kind) {
    case Kind::kPkcs1Priv: {
      auto r = ParseRsaPrivateKey(in, &o.err);
      o.ok = r.ok();
      o.pos = r.error_position();
      if (o.ok) {
        o.reser = ToBytes(SerializeRsaPrivateKey(*r));
        o.priv = std::move(*r);
      }
      break;
    }
    case Kind::kPkcs8: {
      auto r = ParsePrivateKeyInfo(in, &o.err);
      o.ok = r.ok();
      o.pos = r.error_position();
      if (o.ok) {
        o.reser = ToBytes(SerializePrivateKeyInfo(*r));
        o.priv = std::move(*r);
      }
      break;
    }
    case Kind::kPkcs1Pub: {
      auto r = ParseRsaPublicKey(in, &o.err);
      o.ok = r.ok();
      o.pos = r.error_position();
      if (o.ok) {
        o.reser = SerializeRsaPublicKey(*r);
        o.pub = std::move(*r);
      }
      break;
    }
    case Kind::kSpki: {
      auto r = ParseSubjectPublicKeyInfo(in, &o.err);
      o.ok = r.ok();
      o.pos = r.error_position();
      if (o.ok) {
        o.reser = SerializeSubjectPublicKeyInfo(*r);
        o.pub = std::move(*r);
      }
      break;
    }
  }
  if (!o.ok) {
    EXPECT_EQ(o.pos, o.err.offset);
  }
  return o;
}

// ---- Valid keys against OpenSSL -----------------------------------------------

TEST(DerKeys, ParseMatchesOpenSslAndRoundTrips) {
  for (const char* name : kKeys) {
    for (Kind kind : kKinds) {
      const std::string file = std::string(name) + Suffix(kind);
      SCOPED_TRACE(file);
      const Bytes der = ReadTestFile(file);
      ASSERT_FALSE(der.empty());
      Pkey pkey = OsslDecode(der, "DER", Structure(kind), IsPrivate(kind));
      ASSERT_TRUE(pkey) << "OpenSSL cannot parse its own file";

      ParseOutcome o = ParseAs(kind, der);
      ASSERT_TRUE(o.ok) << o.err.reason << " at " << o.err.offset;
      if (IsPrivate(kind)) {
        ExpectPrivateMatches(o.priv, pkey.get());
        EXPECT_EQ(o.priv.other_primes.size(),
                  std::string(name).find("3prime") != std::string::npos ? 1u : 0u);
      } else {
        ExpectPublicMatches(o.pub, pkey.get());
      }
      // serialise(parse(x)) == x.
      EXPECT_EQ(o.reser, der);

      // limb's writer, fed OpenSSL's parameters, reproduces OpenSSL's encoding.
      if (IsPrivate(kind)) {
        const RsaPrivateKeyDer k = PrivateFromOssl(pkey.get());
        const Bytes mine = kind == Kind::kPkcs8 ? ToBytes(SerializePrivateKeyInfo(k))
                                                : ToBytes(SerializeRsaPrivateKey(k));
        EXPECT_EQ(mine, der);
        EXPECT_EQ(mine, OsslEncode(pkey.get(), Structure(kind), true));
        // OpenSSL parses what limb writes.
        Pkey back = OsslDecode(mine, "DER", Structure(kind), true);
        ASSERT_TRUE(back);
        ExpectPrivateMatches(k, back.get());
      } else {
        RsaPublicKeyDer k;
        k.n = MustParam(pkey.get(), "n");
        k.e = MustParam(pkey.get(), "e");
        const Bytes mine = kind == Kind::kSpki ? SerializeSubjectPublicKeyInfo(k)
                                               : SerializeRsaPublicKey(k);
        EXPECT_EQ(mine, der);
        EXPECT_EQ(mine, OsslEncode(pkey.get(), Structure(kind), false));
        Pkey back = OsslDecode(mine, "DER", Structure(kind), false);
        ASSERT_TRUE(back);
        ExpectPublicMatches(k, back.get());
      }
    }
  }
}

TEST(DerKeys, Pkcs8AndPkcs1HoldTheSameKey) {
  for (const char* name : kKeys) {
    SCOPED_TRACE(name);
    auto a = ParseRsaPrivateKey(ReadTestFile(std::string(name) + ".pkcs1.der"));
    auto b = ParsePrivateKeyInfo(ReadTestFile(std::string(name) + ".pkcs8.der"));
    auto c = ParseRsaPublicKey(ReadTestFile(std::string(name) + ".pub.pkcs1.der"));
    auto d = ParseSubjectPublicKeyInfo(ReadTestFile(std::string(name) + ".spki.der"));
    ASSERT_TRUE(a.ok() && b.ok() && c.ok() && d.ok());
    EXPECT_EQ(SerializeRsaPrivateKey(*a), SerializeRsaPrivateKey(*b));
    EXPECT_EQ(ToBytes(a->n), c->n);
    EXPECT_EQ(ToBytes(a->e), c->e);
    EXPECT_EQ(c->n, d->n);
    EXPECT_EQ(c->e, d->e);
  }
}

TEST(DerKeys, EachParserRejectsTheOtherStructures) {
  for (Kind file_kind : kKinds) {
    const Bytes der = ReadTestFile(std::string("rsa2048") + Suffix(file_kind));
    for (Kind parser : kKinds) {
      if (parser == file_kind) continue;
      SCOPED_TRACE(std::string(Suffix(file_kind)) + " parsed as " + Suffix(parser));
      ParseOutcome o = ParseAs(parser, der);
      EXPECT_FALSE(o.ok);
      EXPECT_LE(o.err.offset, der.size());
    }
  }
}

// ---- Malformed input --------------------------------------------------------

TEST(DerMalformed, EveryTruncationIsRejected) {
  for (const char* name : kKeys) {
    for (Kind kind : kKinds) {
      const std::string file = std::string(name) + Suffix(kind);
      SCOPED_TRACE(file);
      const Bytes der = ReadTestFile(file);
      for (size_t len = 0; len < der.size(); ++len) {
        const Bytes cut(der.begin(), der.begin() + len);
        ParseOutcome o = ParseAs(kind, cut);
        ASSERT_FALSE(o.ok) << "prefix of " << len << " bytes accepted";
        ASSERT_LE(o.err.offset, len) << o.err.reason;
        ASSERT_STRNE(o.err.reason, "");
      }
    }
  }
}

TEST(DerMalformed, EveryByteValueInEveryHeaderIsRejected) {
  for (const char* name : kKeys) {
    for (Kind kind : kKinds) {
      const std::string file = std::string(name) + Suffix(kind);
      SCOPED_TRACE(file);
      const Bytes der = ReadTestFile(file);
      std::vector<Hdr> hdrs;
      CollectHeaders(der, 0, der.size(), &hdrs);
      ASSERT_GE(hdrs.size(), 3u);
      for (const Hdr& h : hdrs) {
        for (size_t p = h.start; p < h.content; ++p) {
          // Every other value of the byte (this includes every single-bit flip).
          for (int x = 1; x < 256; ++x) {
            Bytes m = der;
            m[p] ^= static_cast<uint8_t>(x);
            ParseOutcome o = ParseAs(kind, m);
            ASSERT_FALSE(o.ok) << "xor " << x << " at " << p << " accepted";
            // The error is never placed before the damaged element.
            ASSERT_GE(o.err.offset, h.start) << o.err.reason << " xor " << x << " at " << p;
            ASSERT_LE(o.err.offset, m.size());
          }
        }
      }
    }
  }
}

TEST(DerMalformed, TrailingBytesAfterTheOuterStructure) {
  for (Kind kind : kKinds) {
    Bytes der = ReadTestFile(std::string("rsa2048") + Suffix(kind));
    const size_t size = der.size();
    der.push_back(0x00);
    ParseOutcome o = ParseAs(kind, der);
    EXPECT_FALSE(o.ok);
    EXPECT_EQ(o.err.offset, size);
    EXPECT_STREQ(o.err.reason, "trailing bytes");
  }
}

struct Case {
  const char* what;
  Bytes in;
  size_t offset;
  const char* reason;
};

void ExpectPublicCases(const std::vector<Case>& cases) {
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    DerError err;
    auto r = ParseRsaPublicKey(c.in, &err);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.status(), Status::kMalformedDer);
    EXPECT_EQ(r.error_position(), c.offset);
    EXPECT_EQ(err.offset, c.offset);
    EXPECT_STREQ(err.reason, c.reason);
  }
}

TEST(DerMalformed, HandMadeRsaPublicKeys) {
  // Control: SEQUENCE { INTEGER 5, INTEGER 3 } is valid.
  auto ok = ParseRsaPublicKey(Bytes{0x30, 0x06, 0x02, 0x01, 0x05, 0x02, 0x01, 0x03});
  ASSERT_TRUE(ok.ok());
  EXPECT_EQ(ok->n, Bytes{5});
  EXPECT_EQ(ok->e, Bytes{3});
  // 0 is the empty magnitude and is re-encoded as 02 01 00.
  auto zero = ParseRsaPublicKey(Bytes{0x30, 0x06, 0x02, 0x01, 0x00, 0x02, 0x01, 0x03});
  ASSERT_TRUE(zero.ok());
  EXPECT_TRUE(zero->n.empty());
  EXPECT_EQ(SerializeRsaPublicKey(*zero), (Bytes{0x30, 0x06, 0x02, 0x01, 0x00, 0x02, 0x01, 0x03}));

  Bytes deep;  // 64 nested SEQUENCEs around nothing
  for (int i = 0; i < 64; ++i) deep = Tlv(0x30, deep);

  ExpectPublicCases({
      {"empty input", {}, 0, "truncated: missing tag"},
      {"tag only", {0x30}, 1, "truncated: missing length"},
      {"non-minimal long form", {0x30, 0x81, 0x06, 0x02, 0x01, 0x05, 0x02, 0x01, 0x03}, 1,
       "non-minimal length"},
      {"leading zero length byte", {0x30, 0x82, 0x00, 0x06, 0x02, 0x01, 0x05, 0x02, 0x01, 0x03},
       1, "non-minimal length"},
      {"indefinite length", {0x30, 0x80, 0x02, 0x01, 0x05, 0x02, 0x01, 0x03, 0x00, 0x00}, 1,
       "indefinite length"},
      {"non-minimal length inside", {0x30, 0x07, 0x02, 0x81, 0x01, 0x05, 0x02, 0x01, 0x03}, 3,
       "non-minimal length"},
      {"leading 00 integer", {0x30, 0x07, 0x02, 0x02, 0x00, 0x05, 0x02, 0x01, 0x03}, 4,
       "non-minimal integer"},
      {"leading ff integer", {0x30, 0x07, 0x02, 0x02, 0xff, 0x85, 0x02, 0x01, 0x03}, 4,
       "non-minimal integer"},
      {"negative modulus", {0x30, 0x06, 0x02, 0x01, 0x85, 0x02, 0x01, 0x03}, 2,
       "negative integer"},
      {"negative exponent", {0x30, 0x07, 0x02, 0x01, 0x05, 0x02, 0x02, 0xff, 0x7f}, 5,
       "negative integer"},
      {"empty integer", {0x30, 0x05, 0x02, 0x00, 0x02, 0x01, 0x03}, 3, "empty integer"},
      {"trailing byte inside", {0x30, 0x07, 0x02, 0x01, 0x05, 0x02, 0x01, 0x03, 0x00}, 8,
       "trailing bytes"},
      {"trailing byte outside", {0x30, 0x06, 0x02, 0x01, 0x05, 0x02, 0x01, 0x03, 0x00}, 8,
       "trailing bytes"},
      {"nested length exceeds parent", {0x30, 0x06, 0x02, 0x01, 0x05, 0x02, 0x02, 0x03, 0x00}, 6,
       "length exceeds input"},
      {"outer length exceeds input", {0x30, 0x07, 0x02, 0x01, 0x05, 0x02, 0x01, 0x03}, 1,
       "length exceeds input"},
      {"huge claimed length", {0x30, 0x84, 0xff, 0xff, 0xff, 0xff, 0x02, 0x01, 0x05}, 1,
       "length exceeds input"},
      {"five length bytes", {0x30, 0x85, 0x01, 0x00, 0x00, 0x00, 0x00, 0x02}, 1,
       "length too large"},
      {"reserved 0xff length", {0x30, 0xff, 0x02}, 1, "length too large"},
      {"truncated long length", {0x30, 0x82, 0x01}, 1, "truncated length"},
      {"high tag number", {0x1f, 0x81, 0x00, 0x00}, 0, "unexpected tag"},
      {"SET instead of SEQUENCE", {0x31, 0x06, 0x02, 0x01, 0x05, 0x02, 0x01, 0x03}, 0,
       "unexpected tag"},
      {"constructed INTEGER", {0x30, 0x06, 0x22, 0x01, 0x05, 0x02, 0x01, 0x03}, 2,
       "unexpected tag"},
      {"missing exponent", {0x30, 0x03, 0x02, 0x01, 0x05}, 5, "truncated: missing tag"},
      {"depth bomb", deep, 2, "unexpected tag"},
  });
}

// A real 2048-bit PKCS#1 key split into its nine INTEGER TLVs.
std::vector<Bytes> PrivateKeyFields(const Bytes& der) {
  std::vector<Hdr> hdrs;
  CollectHeaders(der, 0, der.size(), &hdrs);
  std::vector<Bytes> fields;
  for (size_t i = 1; i < hdrs.size() && fields.size() < 9; ++i) {
    fields.emplace_back(der.begin() + hdrs[i].start, der.begin() + hdrs[i].end);
  }
  return fields;
}

void ExpectPrivateCase(const char* what, const Bytes& in, bool pkcs8, size_t offset,
                       const char* reason) {
  SCOPED_TRACE(what);
  DerError err;
  Result<RsaPrivateKeyDer> r =
      pkcs8 ? ParsePrivateKeyInfo(in, &err) : ParseRsaPrivateKey(in, &err);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status(), Status::kMalformedDer);
  EXPECT_EQ(r.error_position(), offset);
  EXPECT_STREQ(err.reason, reason);
}

TEST(DerMalformed, PrivateKeyVersionsAndOtherPrimes) {
  const Bytes two = ReadTestFile("rsa2048.pkcs1.der");
  const Bytes three = ReadTestFile("rsa2048_3prime.pkcs1.der");
  std::vector<Bytes> f = PrivateKeyFields(two);
  ASSERT_EQ(f.size(), 9u);
  ASSERT_EQ(f[0], IntSmall(0));
  auto body = [&](const Bytes& version) {
    Bytes b = version;
    for (size_t i = 1; i < 9; ++i) b.insert(b.end(), f[i].begin(), f[i].end());
    return b;
  };
  // Control: rebuilding the key from its fields gives the file back.
  ASSERT_EQ(Tlv(0x30, body(IntSmall(0))), two);

  const size_t end = Tlv(0x30, body(IntSmall(0))).size();
  ExpectPrivateCase("version 2", Tlv(0x30, body(IntSmall(2))), false, 4, "wrong version");
  ExpectPrivateCase("negative version", Tlv(0x30, body(Bytes{0x02, 0x01, 0xff})), false, 4,
                    "negative integer");
  ExpectPrivateCase("huge version", Tlv(0x30, body(Bytes{0x02, 0x05, 0x01, 0, 0, 0, 0})), false,
                    4, "integer too large");
  ExpectPrivateCase("version 1 without otherPrimeInfos", Tlv(0x30, body(IntSmall(1))), false, end,
                    "version 1 key without otherPrimeInfos");
  const Bytes other = Seq({IntSmall(7), IntSmall(5), IntSmall(3)});
  ExpectPrivateCase("version 0 with otherPrimeInfos",
                    Tlv(0x30, Cat({body(IntSmall(0)), Seq({other})})), false, end,
                    "otherPrimeInfos in a version 0 key");
  ExpectPrivateCase("empty otherPrimeInfos", Tlv(0x30, Cat({body(IntSmall(1)), Seq({})})), false,
                    end, "empty otherPrimeInfos");
  ExpectPrivateCase("OtherPrimeInfo with 2 fields",
                    Tlv(0x30, Cat({body(IntSmall(1)), Seq({Seq({IntSmall(7), IntSmall(5)})})})),
                    false, end + 2 + 2 + 6, "truncated: missing tag");
  ExpectPrivateCase("OtherPrimeInfo with 4 fields",
                    Tlv(0x30, Cat({body(IntSmall(1)),
                                   Seq({Seq({IntSmall(7), IntSmall(5), IntSmall(3), IntSmall(1)})})})),
                    false, end + 2 + 2 + 9, "trailing bytes");
  Bytes no_qinv = body(IntSmall(0));
  no_qinv.resize(no_qinv.size() - f[8].size());
  ExpectPrivateCase("missing qinv", Tlv(0x30, no_qinv), false, end - f[8].size(),
                    "truncated: missing tag");

  // Multi-prime: version 1 with two other primes parses and round-trips.
  const Bytes multi = Tlv(0x30, Cat({body(IntSmall(1)), Seq({other, other})}));
  auto m = ParseRsaPrivateKey(multi);
  ASSERT_TRUE(m.ok());
  ASSERT_EQ(m->other_primes.size(), 2u);
  EXPECT_EQ(ToBytes(m->other_primes[1].r), Bytes{7});
  EXPECT_EQ(ToBytes(SerializeRsaPrivateKey(*m)), multi);

  // The real 3-prime key with its version forced to 0.
  Bytes v0 = three;
  ASSERT_EQ(v0[6], 0x01);
  v0[6] = 0x00;
  std::vector<Hdr> hdrs;
  CollectHeaders(three, 0, three.size(), &hdrs);
  ASSERT_EQ(three[hdrs[10].start], 0x30);
  ExpectPrivateCase("3-prime key as version 0", v0, false, hdrs[10].start,
                    "otherPrimeInfos in a version 0 key");
}

TEST(DerMalformed, HandMadePkcs8) {
  const Bytes pkcs1 = ReadTestFile("rsa2048.pkcs1.der");
  const Bytes octets = Tlv(0x04, pkcs1);
  // Control: the hand-built PrivateKeyInfo equals OpenSSL's file.
  ASSERT_EQ(Seq({IntSmall(0), Seq({OidRsa(), Null()}), octets}), ReadTestFile("rsa2048.pkcs8.der"));

  Bytes wrong_oid = OidRsa();
  wrong_oid.back() = 0x02;  // 1.2.840.113549.1.1.2
  const size_t alg = 4 + 3;  // outer header (30 82 xx xx) + version
  ExpectPrivateCase("wrong version", Seq({IntSmall(1), Seq({OidRsa(), Null()}), octets}), true, 4,
                    "wrong version");
  ExpectPrivateCase("wrong OID", Seq({IntSmall(0), Seq({wrong_oid, Null()}), octets}), true,
                    alg + 2, "wrong OID");
  ExpectPrivateCase("missing NULL", Seq({IntSmall(0), Seq({OidRsa()}), octets}), true,
                    alg + 2 + 11, "missing NULL parameters");
  ExpectPrivateCase("non-empty NULL", Seq({IntSmall(0), Seq({OidRsa(), Bytes{0x05, 0x01, 0x00}}), octets}),
                    true, alg + 2 + 11 + 1, "non-empty NULL");
  ExpectPrivateCase("parameters not NULL", Seq({IntSmall(0), Seq({OidRsa(), IntSmall(0)}), octets}),
                    true, alg + 2 + 11, "unexpected tag");
  ExpectPrivateCase("extra AlgorithmIdentifier field",
                    Seq({IntSmall(0), Seq({OidRsa(), Null(), Null()}), octets}), true,
                    alg + 2 + 11 + 2, "trailing bytes");
  const size_t oct = alg + 2 + 11 + 2;
  ExpectPrivateCase("attributes", Seq({IntSmall(0), Seq({OidRsa(), Null()}), octets, Bytes{0xa0, 0x00}}),
                    true, oct + octets.size(), "unsupported PKCS#8 attributes");
  Bytes pkcs1_plus = pkcs1;
  pkcs1_plus.push_back(0);
  ExpectPrivateCase("trailing byte inside the OCTET STRING",
                    Seq({IntSmall(0), Seq({OidRsa(), Null()}), Tlv(0x04, pkcs1_plus)}), true,
                    oct + 4 + pkcs1.size(), "trailing bytes");
  ExpectPrivateCase(
      "RSAPublicKey inside",
      Seq({IntSmall(0), Seq({OidRsa(), Null()}), Tlv(0x04, ReadTestFile("rsa2048.pub.pkcs1.der"))}),
      true, oct + 4 + 4, "integer too large");
  // Bad OIDs.
  ExpectPrivateCase("empty OID", Seq({IntSmall(0), Seq({Bytes{0x06, 0x00}, Null()}), octets}), true,
                    alg + 3, "empty OID");
  ExpectPrivateCase("non-minimal OID arc", Seq({IntSmall(0), Seq({Bytes{0x06, 0x02, 0x80, 0x01}, Null()}), octets}),
                    true, alg + 4, "non-minimal OID");
  ExpectPrivateCase("truncated OID arc", Seq({IntSmall(0), Seq({Bytes{0x06, 0x02, 0x2a, 0x86}, Null()}), octets}),
                    true, alg + 5, "truncated OID");
}

TEST(DerMalformed, HandMadeSubjectPublicKeyInfo) {
  const Bytes pub = ReadTestFile("rsa2048.pub.pkcs1.der");
  Bytes bits = {0x00};
  bits.insert(bits.end(), pub.begin(), pub.end());
  ASSERT_EQ(Seq({Seq({OidRsa(), Null()}), Tlv(0x03, bits)}), ReadTestFile("rsa2048.spki.der"));

  auto expect = [](const char* what, const Bytes& in, size_t offset, const char* reason) {
    SCOPED_TRACE(what);
    DerError err;
    auto r = ParseSubjectPublicKeyInfo(in, &err);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error_position(), offset);
    EXPECT_STREQ(err.reason, reason);
  };
  Bytes unused = bits;
  unused[0] = 0x01;
  expect("unused bits", Seq({Seq({OidRsa(), Null()}), Tlv(0x03, unused)}), 4 + 15 + 4,
         "BIT STRING with unused bits");
  expect("empty BIT STRING", Seq({Seq({OidRsa(), Null()}), Bytes{0x03, 0x00}}), 2 + 15 + 1,
         "empty BIT STRING");
  expect("missing NULL", Seq({Seq({OidRsa()}), Tlv(0x03, bits)}), 4 + 13, "missing NULL parameters");
  Bytes wrong_oid = OidRsa();
  wrong_oid.back() = 0x0b;
  expect("wrong OID", Seq({Seq({wrong_oid, Null()}), Tlv(0x03, bits)}), 4 + 2, "wrong OID");
  expect("OCTET STRING instead of BIT STRING", Seq({Seq({OidRsa(), Null()}), Tlv(0x04, pub)}), 4 + 15,
         "unexpected tag");
  Bytes bits_plus = bits;
  bits_plus.push_back(0x00);
  expect("trailing byte in BIT STRING", Seq({Seq({OidRsa(), Null()}), Tlv(0x03, bits_plus)}),
         4 + 15 + 4 + bits.size(), "trailing bytes");
}

// LenBytes: the minimal DER length octets of n.
Bytes LenBytes(size_t n) {
  if (n < 128) return {static_cast<uint8_t>(n)};
  Bytes l;
  for (size_t v = n; v != 0; v >>= 8) l.insert(l.begin(), static_cast<uint8_t>(v));
  l.insert(l.begin(), static_cast<uint8_t>(0x80 | l.size()));
  return l;
}

// Bomb: depth nested SEQUENCEs around a NULL, built outside-in in linear time.
Bytes Bomb(int depth) {
  // len[k]: size of the k-th level (level 0 is the NULL).
  std::vector<size_t> len(depth + 1);
  len[0] = 2;
  for (int k = 1; k <= depth; ++k) len[k] = 1 + LenBytes(len[k - 1]).size() + len[k - 1];
  Bytes out;
  out.reserve(len[depth]);
  for (int k = depth; k >= 1; --k) {
    out.push_back(0x30);
    const Bytes l = LenBytes(len[k - 1]);
    out.insert(out.end(), l.begin(), l.end());
  }
  out.push_back(0x05);
  out.push_back(0x00);
  return out;
}

TEST(DerMalformed, DepthBombs) {
  // The linear-time builder agrees with the TLV builder.
  Bytes small = {0x05, 0x00};
  for (int i = 0; i < 80; ++i) small = Tlv(0x30, small);
  ASSERT_EQ(Bomb(80), small);

  // ValidateDer descends into every constructed element, up to its limit.
  for (int depth : {1, 2, 15, 16, 17, 64, 100000}) {
    SCOPED_TRACE(depth);
    const Bytes bomb = Bomb(depth);
    DerError err;
    const Status s = ValidateDer(bomb, kMaxDepth, &err);
    if (depth <= kMaxDepth) {
      EXPECT_EQ(s, Status::kOk);
    } else {
      EXPECT_EQ(s, Status::kMalformedDer);
      EXPECT_STREQ(err.reason, "nesting too deep");
      // The offending element is the (kMaxDepth+1)-th SEQUENCE.
      size_t p = 0;
      for (int i = 0; i < kMaxDepth; ++i) {
        p += 2 + ((bomb[p + 1] & 0x80) ? (bomb[p + 1] & 0x7f) : 0);
      }
      EXPECT_EQ(err.offset, p);
    }
    // The key parsers never get past the first unexpected SEQUENCE.
    auto r = ParsePrivateKeyInfo(bomb);
    EXPECT_FALSE(r.ok());
  }
  // An indefinite-length bomb (BER) is rejected at its first length byte.
  Bytes ber;
  for (int i = 0; i < 1000; ++i) ber.insert(ber.end(), {0x30, 0x80});
  DerError err;
  EXPECT_EQ(ValidateDer(ber, kMaxDepth, &err), Status::kMalformedDer);
  EXPECT_EQ(err.offset, 1u);
  EXPECT_STREQ(err.reason, "indefinite length");
}

TEST(DerReader, ValidateDerOnKeysAndLimits) {
  for (const char* name : kKeys) {
    for (Kind kind : kKinds) {
      const Bytes der = ReadTestFile(std::string(name) + Suffix(kind));
      EXPECT_EQ(ValidateDer(der), Status::kOk);
      EXPECT_EQ(ValidateDer(der, 3), Status::kOk);  // up to OtherPrimeInfo
      // Depth 0 admits no constructed element at all.
      EXPECT_EQ(ValidateDer(der, 0), Status::kMalformedDer);
    }
  }
  DerError err;
  EXPECT_EQ(ValidateDer(Bytes{0x05, 0x00, 0x05, 0x00}, kMaxDepth, &err), Status::kMalformedDer);
  EXPECT_EQ(err.offset, 2u);  // two elements
  EXPECT_STREQ(err.reason, "trailing bytes");
  EXPECT_EQ(ValidateDer(Bytes{0x30, 0x03, 0x1f, 0x81, 0x00}, kMaxDepth, &err), Status::kMalformedDer);
  EXPECT_EQ(err.offset, 2u);
  EXPECT_STREQ(err.reason, "high tag number not supported");
  EXPECT_EQ(ValidateDer(Bytes{0x30, 0x04, 0xa0, 0x02, 0x05, 0x00}, kMaxDepth, &err), Status::kOk);
}

// ---- Integers and strings against OpenSSL's encoder ---------------------------

Bytes OsslInteger(const Bytes& mag, bool negative) {
  BIGNUM* bn = BN_bin2bn(mag.data(), static_cast<int>(mag.size()), nullptr);
  BN_set_negative(bn, negative ? 1 : 0);
  ASN1_INTEGER* ai = BN_to_ASN1_INTEGER(bn, nullptr);
  unsigned char* out = nullptr;
  const int len = i2d_ASN1_INTEGER(ai, &out);
  Bytes b(out, out + (len > 0 ? len : 0));
  OPENSSL_free(out);
  ASN1_INTEGER_free(ai);
  BN_free(bn);
  return b;
}

TEST(DerIntegers, WriterAndReaderAgreeWithOpenSsl) {
  const uint64_t seed = Seed();
  SCOPED_TRACE(SeedTrace(seed));
  std::mt19937_64 rng(seed);
  std::vector<Bytes> mags = {{}, {0}, {1}, {0x7f}, {0x80}, {0xff}, {0x01, 0x00}, {0x80, 0x00},
                             {0x80, 0x01}, {0x7f, 0xff}, {0xff, 0xff}, {0x00, 0x00, 0x80},
                             {0x01, 0x00, 0x00}, {0xff, 0xff, 0xff, 0xff}};
  for (int i = 0; i < 3000; ++i) {
    Bytes m(rng() % 40);
    for (auto& b : m) b = static_cast<uint8_t>(rng());
    if (!m.empty()) {
      switch (rng() % 5) {
        case 0: m[0] = 0x80; break;
        case 1: m[0] = 0xff; break;
        case 2: m[0] = 0x00; break;
        case 3: for (size_t j = 1; j < m.size(); ++j) m[j] = 0; break;
        default: break;
      }
    }
    mags.push_back(m);
  }
  for (const Bytes& mag : mags) {
    Bytes stripped = mag;
    while (!stripped.empty() && stripped[0] == 0) stripped.erase(stripped.begin());
    for (bool neg : {false, true}) {
      if (neg && stripped.empty()) continue;  // OpenSSL has no -0 either
      const Bytes want = OsslInteger(mag, neg);
      ASSERT_FALSE(want.empty());
      Writer w;
      if (neg) {
        w.AddNegativeInteger(mag);
      } else {
        w.AddInteger(mag);
      }
      ASSERT_EQ(ToBytes(w.bytes()), want);

      DerError err;
      Reader r(want, &err);
      bool negative = false;
      std::span<const uint8_t> content;
      ASSERT_TRUE(r.ReadInteger(&negative, &content)) << err.reason;
      EXPECT_TRUE(r.ExpectEnd());
      EXPECT_EQ(negative, neg);
      EXPECT_EQ(ToBytes(content), Bytes(want.begin() + (want.size() - content.size()), want.end()));
      Reader r2(want, &err);
      std::span<const uint8_t> magnitude;
      if (neg) {
        EXPECT_FALSE(r2.ReadNonNegativeInteger(&magnitude));
        EXPECT_STREQ(err.reason, "negative integer");
      } else {
        ASSERT_TRUE(r2.ReadNonNegativeInteger(&magnitude));
        EXPECT_EQ(ToBytes(magnitude), stripped);
      }
    }
  }
  Writer w;
  w.AddSmallInteger(0);
  w.AddSmallInteger(128);
  w.AddSmallInteger(0xffffffffu);
  EXPECT_EQ(ToBytes(w.bytes()), Cat({OsslInteger({}, false), OsslInteger({0x80}, false),
                                     OsslInteger({0xff, 0xff, 0xff, 0xff}, false)}));
  DerError err;
  Reader r(w.bytes(), &err);
  uint32_t v;
  ASSERT_TRUE(r.ReadSmallInteger(&v));
  EXPECT_EQ(v, 0u);
  ASSERT_TRUE(r.ReadSmallInteger(&v));
  EXPECT_EQ(v, 128u);
  ASSERT_TRUE(r.ReadSmallInteger(&v));
  EXPECT_EQ(v, 0xffffffffu);
}

TEST(DerWriter, LengthsAgreeWithOpenSsl) {
  for (size_t n : {0, 1, 127, 128, 129, 255, 256, 257, 65535, 65536, 70000, 1 << 24}) {
    SCOPED_TRACE(n);
    Bytes data(n, 0xa5);
    ASN1_OCTET_STRING* os = ASN1_OCTET_STRING_new();
    ASN1_OCTET_STRING_set(os, data.data(), static_cast<int>(n));
    unsigned char* out = nullptr;
    const int len = i2d_ASN1_OCTET_STRING(os, &out);
    const Bytes want(out, out + len);
    OPENSSL_free(out);
    ASN1_OCTET_STRING_free(os);

    Writer w;
    w.AddOctetString(data);
    ASSERT_EQ(ToBytes(w.bytes()), want);
    // The same content through Begin/EndConstructed, against the test builder.
    Writer s;
    const size_t mark = s.BeginSequence();
    s.AddOctetString(data);
    s.EndSequence(mark);
    ASSERT_EQ(ToBytes(s.bytes()), Tlv(0x30, want));
    // And back.
    DerError err;
    Reader r(s.bytes(), &err);
    Reader sub(std::span<const uint8_t>(), nullptr);
    ASSERT_TRUE(r.EnterSequence(&sub));
    std::span<const uint8_t> c;
    size_t off;
    ASSERT_TRUE(sub.ReadOctetString(&c, &off));
    EXPECT_EQ(c.size(), n);
    EXPECT_EQ(off, want.size() - n + (s.bytes().size() - want.size()));
    EXPECT_TRUE(sub.ExpectEnd());
    EXPECT_TRUE(r.ExpectEnd());
  }
}

TEST(DerWriter, NullBitStringOid) {
  Writer w;
  w.AddNull();
  w.AddBitString(Bytes{0xde, 0xad});
  w.AddOid(kOidRsaEncryption);
  // X.690 8.8 (NULL), 8.6 (BIT STRING), 8.19 (OID); the OID bytes are
  // RFC 8017 A.1's rsaEncryption.
  EXPECT_EQ(ToBytes(w.bytes()), (Bytes{0x05, 0x00, 0x03, 0x03, 0x00, 0xde, 0xad, 0x06, 0x09, 0x2a,
                                       0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01}));
}

// ---- Fuzz-style: random mutations never crash; what parses is canonical --------

Bytes Mutate(const Bytes& in, std::mt19937_64& rng) {
  Bytes m = in;
  const int edits = 1 + static_cast<int>(rng() % 3);
  for (int e = 0; e < edits; ++e) {
    const size_t pos = m.empty() ? 0 : rng() % m.size();
    switch (rng() % 8) {
      case 0:
        if (!m.empty()) m[pos] ^= static_cast<uint8_t>(1u << (rng() % 8));
        break;
      case 1:
        if (!m.empty()) m[pos] = static_cast<uint8_t>(rng());
        break;
      case 2:
        m.insert(m.begin() + pos, static_cast<uint8_t>(rng()));
        break;
      case 3:
        if (!m.empty()) m.erase(m.begin() + pos);
        break;
      case 4:
        m.resize(pos);
        break;
      case 5: {  // an interesting byte at a header-ish position
        static const uint8_t kInteresting[] = {0x00, 0x7f, 0x80, 0x81, 0x82, 0x84, 0xff, 0x30, 0x02};
        if (!m.empty()) m[pos % (m.size() < 32 ? m.size() : 32)] = kInteresting[rng() % 9];
        break;
      }
      case 6:
        if (!m.empty()) m[pos] = static_cast<uint8_t>(m[pos] + ((rng() & 1) ? 1 : -1));
        break;
      default:
        if (m.size() > 4) {  // duplicate a short range
          const size_t len = 1 + rng() % 4;
          const size_t start = rng() % (m.size() - len);
          Bytes r(m.begin() + start, m.begin() + start + len);
          m.insert(m.begin() + pos, r.begin(), r.end());
        }
        break;
    }
  }
  return m;
}

TEST(DerFuzz, RandomMutationsOfValidKeys) {
  const uint64_t seed = Seed();
  SCOPED_TRACE(SeedTrace(seed));
  std::mt19937_64 rng(seed);
  int accepted = 0, total = 0;
  for (const char* name : kKeys) {
    for (Kind kind : kKinds) {
      const Bytes der = ReadTestFile(std::string(name) + Suffix(kind));
      for (int i = 0; i < 400; ++i) {
        const Bytes m = Mutate(der, rng);
        ++total;
        ParseOutcome o = ParseAs(kind, m);
        if (!o.ok) {
          ASSERT_LE(o.err.offset, m.size());
          ASSERT_STRNE(o.err.reason, "");
          continue;
        }
        ++accepted;
        // Strict DER is canonical: what parses re-serialises to itself...
        ASSERT_EQ(o.reser, m) << "iteration " << i << " of " << name << Suffix(kind);
        // ...and OpenSSL reads the same numbers from it.
        Pkey pkey = OsslDecode(m, "DER", Structure(kind), IsPrivate(kind));
        ASSERT_TRUE(pkey) << "limb accepted what OpenSSL rejects, iteration " << i;
        if (IsPrivate(kind)) {
          ExpectPrivateMatches(o.priv, pkey.get());
        } else {
          ExpectPublicMatches(o.pub, pkey.get());
        }
      }
    }
  }
  std::printf("mutations: %d, accepted: %d\n", total, accepted);
  EXPECT_GT(accepted, 0);  // content-byte mutations keep the DER valid
}

TEST(DerSecrets, SecretBytesStillBehaveLikeVectors) {
  // The wiping allocator must not change vector semantics (growth, copies).
  SecretBytes a;
  for (int i = 0; i < 1000; ++i) a.push_back(static_cast<uint8_t>(i));
  SecretBytes b = a;
  a.clear();
  a.shrink_to_fit();
  ASSERT_EQ(b.size(), 1000u);
  for (int i = 0; i < 1000; ++i) ASSERT_EQ(b[i], static_cast<uint8_t>(i));
  SecretString s(100, 'x');
  s += "tail";
  EXPECT_EQ(s.size(), 104u);
}

}  // namespace
}  // namespace limb::der
