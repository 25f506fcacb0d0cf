// der_pem_fuzzer: the strict DER key parsers (PKCS#1 RSAPublicKey and
// RSAPrivateKey, PKCS#8 PrivateKeyInfo, X.509 SubjectPublicKeyInfo), the PEM
// armour and the rsa.h key import on arbitrary bytes.
// Properties (abort on violation), from rsa/der.h, rsa/pem.h and rsa/rsa.h:
//  - every DER structure that parses re-serialises to the identical input
//    bytes (every accepted encoding is canonical) and re-parses to an equal
//    key;
//  - a PEM block that decodes re-encodes (Encode) to text that decodes to the
//    same label and DER; the DER inside is then held to the rules above;
//  - ParseAnyKey agrees with the strict parser its DetectKeyFormat names;
//  - ParsePublicKey / ParsePrivateKey on DER input: the Marshal of the format
//    detected gives back the input bytes.
// Failures must carry kMalformedDer with an error offset inside the input
// (or kKeyTooSmall / kInvalidArgument from the rsa.h import).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

#include "fuzz/fuzz_util.h"
#include "limb/base/secret.h"
#include "limb/base/status.h"
#include "limb/rsa/der.h"
#include "limb/rsa/pem.h"
#include "limb/rsa/rsa.h"

namespace {

using limb::SecretBytes;
using limb::Status;
namespace der = limb::der;

template <class A, class B>
bool SameBytes(const A& a, const B& b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin());
}

bool SamePrivate(const der::RsaPrivateKeyDer& a, const der::RsaPrivateKeyDer& b) {
  if (!(a.n == b.n && a.e == b.e && a.d == b.d && a.p == b.p && a.q == b.q && a.dp == b.dp &&
        a.dq == b.dq && a.qinv == b.qinv && a.other_primes.size() == b.other_primes.size())) {
    return false;
  }
  for (size_t i = 0; i < a.other_primes.size(); ++i) {
    const auto& x = a.other_primes[i];
    const auto& y = b.other_primes[i];
    if (!(x.r == y.r && x.d == y.d && x.t == y.t)) return false;
  }
  return true;
}

void CheckFailure(Status s, size_t pos, size_t input_size) {
  FUZZ_CHECK(s == Status::kMalformedDer, "a DER parse failure that is not kMalformedDer");
  FUZZ_CHECK(pos <= input_size, "DER error offset outside the input");
}

// The four strict DER parsers on `in`; returns how many accepted it.
int CheckDer(std::span<const uint8_t> in) {
  int accepted = 0;
  der::DerError err;
  auto pub1 = der::ParseRsaPublicKey(in, &err);
  if (pub1.ok()) {
    ++accepted;
    auto out = der::SerializeRsaPublicKey(*pub1);
    FUZZ_CHECK(SameBytes(out, in), "RSAPublicKey: Serialize(Parse(x)) != x");
    auto again = der::ParseRsaPublicKey(out);
    FUZZ_CHECK(again.ok() && again->n == pub1->n && again->e == pub1->e,
               "RSAPublicKey: re-parse differs");
  } else {
    CheckFailure(pub1.status(), pub1.error_position(), in.size());
    FUZZ_CHECK(err.offset == pub1.error_position() && err.reason[0] != '\0',
               "DerError does not match the Result");
  }

  auto spki = der::ParseSubjectPublicKeyInfo(in);
  if (spki.ok()) {
    ++accepted;
    auto out = der::SerializeSubjectPublicKeyInfo(*spki);
    FUZZ_CHECK(SameBytes(out, in), "SPKI: Serialize(Parse(x)) != x");
    auto again = der::ParseSubjectPublicKeyInfo(out);
    FUZZ_CHECK(again.ok() && again->n == spki->n && again->e == spki->e, "SPKI: re-parse differs");
  } else {
    CheckFailure(spki.status(), spki.error_position(), in.size());
  }

  auto priv1 = der::ParseRsaPrivateKey(in);
  if (priv1.ok()) {
    ++accepted;
    SecretBytes out = der::SerializeRsaPrivateKey(*priv1);
    FUZZ_CHECK(SameBytes(out, in), "RSAPrivateKey: Serialize(Parse(x)) != x");
    auto again = der::ParseRsaPrivateKey(out);
    FUZZ_CHECK(again.ok() && SamePrivate(*again, *priv1), "RSAPrivateKey: re-parse differs");
  } else {
    CheckFailure(priv1.status(), priv1.error_position(), in.size());
  }

  auto priv8 = der::ParsePrivateKeyInfo(in);
  if (priv8.ok()) {
    ++accepted;
    SecretBytes out = der::SerializePrivateKeyInfo(*priv8);
    FUZZ_CHECK(SameBytes(out, in), "PrivateKeyInfo: Serialize(Parse(x)) != x");
    auto again = der::ParsePrivateKeyInfo(out);
    FUZZ_CHECK(again.ok() && SamePrivate(*again, *priv8), "PrivateKeyInfo: re-parse differs");
  } else {
    CheckFailure(priv8.status(), priv8.error_position(), in.size());
  }
  // The four outer shapes exclude each other.
  FUZZ_CHECK(accepted <= 1, "one input parsed as two key structures");
  return accepted;
}

// ParseAnyKey against the strict parser of the detected format, and the
// rsa.h import's Marshal round trip (DER input only).
void CheckAnyKey(std::span<const uint8_t> in) {
  auto any = der::ParseAnyKey(in);
  if (!any.ok()) return;
  const bool priv = any->is_private;
  FUZZ_CHECK(priv == (any->format.format == der::KeyFormat::kPkcs1Private ||
                      any->format.format == der::KeyFormat::kPkcs8Private),
             "ParseAnyKey: is_private does not match the format");
  if (any->format.pem) return;
  switch (any->format.format) {
    case der::KeyFormat::kPkcs1Public: {
      auto k = limb::ParsePublicKey(in);
      if (k.ok()) {
        FUZZ_CHECK(SameBytes(limb::MarshalPublicKeyPkcs1(*k), in), "MarshalPublicKeyPkcs1");
      }
      break;
    }
    case der::KeyFormat::kSpki: {
      auto k = limb::ParsePublicKey(in);
      if (k.ok()) {
        FUZZ_CHECK(SameBytes(limb::MarshalPublicKeySpki(*k), in), "MarshalPublicKeySpki");
      }
      break;
    }
    case der::KeyFormat::kPkcs1Private:
    case der::KeyFormat::kPkcs8Private: {
      auto k = limb::ParsePrivateKey(in);
      if (k.ok()) {
        SecretBytes m = any->format.format == der::KeyFormat::kPkcs1Private
                            ? limb::MarshalPrivateKeyPkcs1(*k)
                            : limb::MarshalPrivateKeyPkcs8(*k);
        FUZZ_CHECK(SameBytes(m, in), "MarshalPrivateKey");
        auto pub = limb::ParsePublicKey(in);
        FUZZ_CHECK(pub.ok() && pub->n() == k->public_key().n() && pub->e() == k->public_key().e(),
                   "ParsePublicKey of a private key differs from its public half");
      }
      break;
    }
  }
}

void CheckPem(std::span<const uint8_t> in) {
  std::string_view text(reinterpret_cast<const char*>(in.data()), in.size());
  der::DerError err;
  auto block = limb::pem::Decode(text, &err);
  if (!block.ok()) {
    FUZZ_CHECK(block.status() == Status::kMalformedDer, "PEM failure is not kMalformedDer");
    FUZZ_CHECK(block.error_position() <= in.size(), "PEM error offset outside the text");
    return;
  }
  FUZZ_CHECK(block->end <= in.size(), "PEM block end past the text");
  limb::SecretString armour = limb::pem::Encode(block->label, block->der);
  auto again = limb::pem::Decode(std::string_view(armour.data(), armour.size()));
  FUZZ_CHECK(again.ok(), "Encode(Decode(x)) does not decode");
  FUZZ_CHECK(again->label == block->label && again->der == block->der,
             "Encode(Decode(x)) decodes to another block");
  FUZZ_CHECK(again->end == armour.size(), "re-encoded block does not end at the text's end");
  CheckDer(block->der);
  // Base64 alone: Decode(Encode(x)) == x.
  limb::SecretString b64 = limb::pem::Base64Encode(block->der);
  auto raw = limb::pem::Base64Decode(std::string_view(b64.data(), b64.size()));
  FUZZ_CHECK(raw.ok() && *raw == block->der, "Base64Decode(Base64Encode(x)) != x");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::span<const uint8_t> in(data, size);
  CheckDer(in);
  CheckPem(in);
  CheckAnyKey(in);
  return 0;
}
