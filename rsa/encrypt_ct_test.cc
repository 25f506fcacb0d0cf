// Constant-time harness for rsa/encrypt.cc, run under valgrind memcheck by
// tools/ct/ctgrind_test.sh (pattern: tools/ct/ctgrind.bzl, rsa/rsa_ct_test.cc).
//
// Built with -DLIMB_CTGRIND against :encrypt_ctgrind (encrypt.cc and the
// rsa library built with -DLIMB_CTGRIND, so their Poison/Unpoison calls
// are real client requests). Checked with memcheck:
//  1. the three decoders (DecodeOaep, DecodePkcs1v15Explicit,
//     DecodePkcs1v15Implicit) with the decrypted EM poisoned (and, for the
//     implicit one, the KDK), on valid and on several kinds of invalid EM;
//     DecodeOaep with every hash limb computes (SHA-1, -224, -256, -384,
//     -512) for the label and MGF1 alike, and with the two differing
//     (SHA-256 with MGF1-SHA-1, SHA-512 with MGF1-SHA-256), so each hash's
//     active kernel digests the secret seed and DB under memcheck;
//  2. the full decryptions (DecryptOaep with SHA-256, and with SHA-384 and
//     MGF1-SHA-1; DecryptPkcs1v15, DecryptPkcs1v15Explicit) with every
//     secret region of the key poisoned (d, the primes, CRT exponents and coefficients, their
//     Montgomery constants), on valid and invalid ciphertexts. RawPrivate
//     releases its output; encrypt.cc poisons EM again right after it.
// Inside the library the one value made public is the final decision of
// OAEP and explicit v1.5 (Release() in encrypt.cc). This harness then
// unpoisons only what the caller receives by design (status, output bytes,
// output length) to compare them with results computed before poisoning,
// and prints "CT-OK" only if all of them match.
//
// With -DLIMB_CT_NEGATIVE_CONTROL the binary runs a deliberately leaky
// decoder on a poisoned EM instead: "branch" exits the padding check early
// on a poisoned byte, "lookup" indexes a table with one; memcheck must
// report both.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "limb/base/ct.h"
#include "limb/rsa/ct_test_util.h"
#include "limb/rsa/encrypt_internal.h"
#include "limb/rsa/rsa.h"
#include "limb/rsa/rsa_internal.h"
#include "limb/rsa/schemes.h"

namespace limb {
namespace {

using test::Bytes;
using test::RandomBytesFrom;

#ifndef LIMB_CT_NEGATIVE_CONTROL

test::CtTally tally;

void Check(bool ok, const std::string& what) { tally.Check(ok, what); }

// The decoder result a caller sees.
struct Outcome {
  Status st = Status::kInternalError;
  size_t len = 0;
  Bytes out;
  bool operator==(const Outcome& o) const {
    return st == o.st && (st != Status::kOk || (len == o.len && out == o.out));
  }
};

// Releases what the caller receives by design: the status, the output
// length and the output bytes (zeros on failure).
void Release(Outcome& o) {
  Unpoison(&o.st, sizeof(o.st));
  Unpoison(&o.len, sizeof(o.len));
  Unpoison(o.out.data(), o.out.size());
  if (o.st != Status::kOk) o.len = 0;
}

enum class Dec { kOaep, kExplicit, kImplicit };

// The OAEP hash pair (label hash, MGF1 hash) a decoder run uses.
struct OaepHashes {
  RsaHash h = RsaHash::kSha256;
  RsaHash mgf1 = RsaHash::kSha256;
};

Outcome RunDecoder(Dec which, const Bytes& em_in, const Bytes& label, const Bytes& kdk_in,
                   bool poison, OaepHashes oh = {}) {
  Bytes em = em_in, kdk = kdk_in;
  Outcome o;
  o.out.assign(em.size(), 0);
  if (poison) {
    Poison(em.data(), em.size());
    Poison(kdk.data(), kdk.size());
  }
  switch (which) {
    case Dec::kOaep:
      o.st = rsa_enc_internal::DecodeOaep(oh.h, oh.mgf1, label, em, o.out, &o.len);
      break;
    case Dec::kExplicit:
      o.st = rsa_enc_internal::DecodePkcs1v15Explicit(em, o.out, &o.len);
      break;
    case Dec::kImplicit:
      o.st = rsa_enc_internal::DecodePkcs1v15Implicit(
          std::span<const uint8_t, rsa_enc_internal::kKdkSize>(kdk.data(), kdk.size()), em, o.out,
          &o.len);
      break;
  }
  Release(o);
  return o;
}

// Valid and invalid encoded messages for the decoders, built from the
// key's own raw decryption of limb-made ciphertexts.
void DecoderChecks(const RsaPrivateKey& key, std::mt19937_64& rng) {
  const size_t k = key.size();
  Bytes label = {'c', 't'};
  Bytes kdk = RandomBytesFrom(rng, rsa_enc_internal::kKdkSize);
  auto raw = [&](const Bytes& ct) {
    Bytes em(k);
    if (key.RawPrivate(ct, em) != Status::kOk) Check(false, "RawPrivate");
    return em;
  };
  // OAEP, one valid and four corrupted EMs per hash pair.
  Bytes msg = RandomBytesFrom(rng, 33), ct(k);
  const OaepHashes pairs[] = {
      {RsaHash::kSha256, RsaHash::kSha256}, {RsaHash::kSha1, RsaHash::kSha1},
      {RsaHash::kSha224, RsaHash::kSha224}, {RsaHash::kSha384, RsaHash::kSha384},
      {RsaHash::kSha512, RsaHash::kSha512}, {RsaHash::kSha256, RsaHash::kSha1},
      {RsaHash::kSha512, RsaHash::kSha256}};
  for (const OaepHashes oh : pairs) {
    const std::string tag = std::string(" ") + RsaHashName(oh.h) + "/mgf1-" + RsaHashName(oh.mgf1);
    Check(EncryptOaep(key.public_key(), msg, label, ct, oh.h, oh.mgf1) == Status::kOk,
          "EncryptOaep" + tag);
    const Bytes oaep_em = raw(ct);
    std::vector<std::pair<std::string, Bytes>> cases = {{"oaep valid" + tag, oaep_em}};
    for (size_t pos : {size_t{0}, size_t{1}, size_t{40}, k - 1}) {
      Bytes e = oaep_em;
      e[pos] ^= 0x5a;
      cases.push_back({"oaep corrupted at " + std::to_string(pos) + tag, e});
    }
    for (const auto& [what, em] : cases) {
      Outcome want = RunDecoder(Dec::kOaep, em, label, kdk, /*poison=*/false, oh);
      Outcome got = RunDecoder(Dec::kOaep, em, label, kdk, /*poison=*/true, oh);
      Check(got == want, what + ": poisoned run differs");
      const bool valid = what.find("valid") != std::string::npos;
      Check((want.st == Status::kOk) == valid, what + ": status");
      if (valid) Check(want.len == msg.size() && Bytes(want.out.begin(), want.out.begin() + msg.size()) == msg, what + ": message");
    }
  }
  // PKCS#1 v1.5.
  Check(EncryptPkcs1v15(key.public_key(), msg, ct) == Status::kOk, "EncryptPkcs1v15");
  Bytes v15_em = raw(ct);
  std::vector<std::pair<std::string, Bytes>> v15 = {{"v1.5 valid", v15_em}};
  {
    Bytes e = v15_em;
    e[1] = 0x01;
    v15.push_back({"v1.5 second byte 01", e});
    e = v15_em;
    e[6] = 0x00;
    v15.push_back({"v1.5 short PS", e});
    e = v15_em;
    e[k - msg.size() - 1] = 0x07;
    v15.push_back({"v1.5 no separator", e});
  }
  Outcome last_implicit;
  for (const Dec d : {Dec::kExplicit, Dec::kImplicit}) {
    for (const auto& [what, em] : v15) {
      Outcome want = RunDecoder(d, em, label, kdk, /*poison=*/false);
      Outcome got = RunDecoder(d, em, label, kdk, /*poison=*/true);
      const std::string name = what + (d == Dec::kImplicit ? " (implicit)" : "");
      Check(got == want, name + ": poisoned run differs");
      const bool valid = what.find("valid") != std::string::npos;
      Check((want.st == Status::kOk) == (valid || d == Dec::kImplicit), name + ": status");
      if (valid) Check(want.len == msg.size() && Bytes(want.out.begin(), want.out.begin() + msg.size()) == msg, name + ": message");
      if (d == Dec::kImplicit && !valid) {
        Check(want.len <= k - 11, name + ": synthetic length");
        // One KDK, so every invalid EM yields the same synthetic message.
        if (last_implicit.st == Status::kOk) Check(want == last_implicit, name + ": synthetic is KDK's");
        last_implicit = want;
      }
    }
  }
}

// Full decryptions with the key's secret regions poisoned.
void FullChecks(const RsaPrivateKey& key, std::mt19937_64& rng) {
  const size_t k = key.size();
  Bytes label = {'f', 'u', 'l', 'l'};
  Bytes msg = RandomBytesFrom(rng, 17);
  Bytes oaep_ct(k), oaep384_ct(k), v15_ct(k);
  Check(EncryptOaep(key.public_key(), msg, label, oaep_ct) == Status::kOk, "EncryptOaep");
  Check(EncryptOaep(key.public_key(), msg, label, oaep384_ct, RsaHash::kSha384, RsaHash::kSha1) ==
            Status::kOk,
        "EncryptOaep sha384/mgf1-sha1");
  Check(EncryptPkcs1v15(key.public_key(), msg, v15_ct) == Status::kOk, "EncryptPkcs1v15");
  Bytes bad_ct = RandomBytesFrom(rng, k);
  bad_ct[0] &= 0x7f;  // < n (the test keys' n has its top bit set)

  auto run = [&](int which, const Bytes& ct, bool poison) {
    Outcome o;
    o.out.assign(k, 0);
    auto regions = rsa_internal::SecretRegions(key);
    if (poison) {
      for (auto s : regions) Poison(s.data(), s.size());
    }
    switch (which) {
      case 0: o.st = DecryptOaep(key, ct, label, o.out, &o.len); break;
      case 1: o.st = DecryptPkcs1v15Explicit(key, ct, o.out, &o.len); break;
      case 2: o.st = DecryptPkcs1v15(key, ct, o.out, &o.len); break;
      default:
        o.st = DecryptOaep(key, ct, label, o.out, &o.len, RsaHash::kSha384, RsaHash::kSha1);
        break;
    }
    Release(o);
    for (auto s : regions) Unpoison(s.data(), s.size());
    return o;
  };
  const char* names[] = {"DecryptOaep", "DecryptPkcs1v15Explicit", "DecryptPkcs1v15",
                         "DecryptOaep sha384/mgf1-sha1"};
  for (int which = 0; which < 4; ++which) {
    const Bytes& good = which == 0 ? oaep_ct : which == 3 ? oaep384_ct : v15_ct;
    for (const Bytes* ct : {&good, static_cast<const Bytes*>(&bad_ct)}) {
      const bool valid = ct == &good;
      const std::string name = std::string(names[which]) + (valid ? " valid" : " invalid") +
                               " (" + std::to_string(key.bits()) + " bits, " +
                               std::to_string(key.num_primes()) + " primes)";
      Outcome want = run(which, *ct, false);
      Outcome got = run(which, *ct, true);
      Check(got == want, name + ": poisoned run differs");
      Check((want.st == Status::kOk) == (valid || which == 2), name + ": status");
      if (valid) Check(want.len == msg.size() && Bytes(want.out.begin(), want.out.begin() + msg.size()) == msg, name + ": message");
    }
  }
}

#endif  // !LIMB_CT_NEGATIVE_CONTROL

}  // namespace
}  // namespace limb

int main(int argc, char** argv) {
  using namespace limb;
  std::mt19937_64 rng(0x656e635f6374ull);
#ifndef LIMB_CT_NEGATIVE_CONTROL
  (void)argc;
  (void)argv;
  for (const Bytes& der : test::CtKeyDers()) {
    Result<RsaPrivateKey> kr = ParsePrivateKey(der);
    if (!kr.ok()) {
      std::printf("FAIL: key parse\n");
      return 1;
    }
    DecoderChecks(*kr, rng);
    FullChecks(*kr, rng);
  }
  return tally.Finish("encrypt decoders and full decryptions, checks:");
#else
  if (argc < 2) return 2;
  // A valid v1.5 EM, poisoned, then checked the naive way.
  Bytes em(256, 0x11);
  em[0] = 0x00;
  em[1] = 0x02;
  em[200] = 0x00;
  Poison(em.data(), em.size());
  volatile size_t sink = 0;
  if (std::strcmp(argv[1], "branch") == 0) {
    // LEAK: an early-exit separator search (branches on secret bytes).
    for (size_t i = 2; i < em.size(); ++i) {
      if (em[i] == 0) {
        sink = i;
        break;
      }
    }
  } else if (std::strcmp(argv[1], "lookup") == 0) {
    // LEAK: a load indexed by a secret byte.
    static volatile uint8_t table[256];
    sink = table[em[5]];
  }
  std::printf("leaky run done %zu\n", static_cast<size_t>(sink));
  return 0;
#endif
}
