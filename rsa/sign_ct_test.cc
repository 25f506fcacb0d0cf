// Constant-time harness for SignPkcs1v15 and SignPss, run under valgrind
// memcheck by tools/ct/ctgrind_test.sh (pattern: tools/ct/ctgrind.bzl).
//
// Built with -DLIMB_CTGRIND against :sign_ctgrind (rsa/sign.cc and the rsa
// library built with -DLIMB_CTGRIND, so RawPrivate's Unpoison() calls at the
// points where a value is public by design are real). Poisoned: every secret
// region of the key (rsa_internal::SecretRegions: d, the primes, the CRT
// exponents and coefficients, the primes' Montgomery constants). Any branch
// or address derived from them in the encoding, the private operation or the
// status handling makes memcheck report an error.
//
// Not poisoned: the digest. The private operation's public range check
// (EM < n, rsa_key/mont FromCanonicalBytesBE) decides on EM, which is public
// by design (anyone recovers it from the signature as s^e mod n); poisoning
// the digest would report that declassification, not a leak.
//
// Not vacuous: PKCS#1 v1.5 signatures are compared with an unpoisoned run
// (they are deterministic), PSS signatures are verified with VerifyPss, and
// "CT-OK" is printed only then. With -DLIMB_CT_NEGATIVE_CONTROL the binary
// poisons the key, then branches on (argv "branch") or indexes memory with
// (argv "lookup") a poisoned byte of it: memcheck must report it.
#include <cstdint>
#include <cstdio>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "limb/base/ct.h"
#include "limb/rsa/ct_test_util.h"
#include "limb/rsa/rsa.h"
#include "limb/rsa/rsa_internal.h"
#include "limb/rsa/schemes.h"
#include "limb/bignum/mont_internal.h"

int main(int argc, char** argv) {
  using namespace limb;
  using test::RandomBytesFrom;
  std::mt19937_64 rng(0x7273617369676eull);
  const std::vector<std::vector<uint8_t>> keys = test::CtKeyDers();
#ifndef LIMB_CT_NEGATIVE_CONTROL
  (void)argc;
  (void)argv;
  const std::vector<const MontKernels*> tables = test::CtTables();
  // Parsed once (import validation runs primality tests: slow under valgrind).
  std::vector<RsaPrivateKey> parsed;
  for (const auto& der : keys) {
    Result<RsaPrivateKey> kr = ParsePrivateKey(der);
    if (!kr.ok()) {
      std::printf("FAIL: key parse\n");
      return 1;
    }
    parsed.push_back(std::move(*kr));
  }
  test::CtTally tally;
  std::string names;
  for (const MontKernels* t : tables) {
    names += std::string(names.empty() ? "" : ",") + t->name;
    for (RsaPrivateKey& key : parsed) {
      rsa_internal::SetKernels(key, *t);
      const RsaPublicKey pub = key.public_key();  // copy: never poisoned
      const size_t len = key.size();
      // Two (hash, PSS MGF1 hash) pairs per key keep the valgrind run short
      // and still run every hash: SHA-256, and SHA-512 with MGF1 over SHA-1,
      // for the two-prime key; SHA-224 and SHA-384 for the three-prime one.
      const bool two = key.num_primes() == 2;
      const std::pair<RsaHash, RsaHash> pairs[] = {
          {two ? RsaHash::kSha256 : RsaHash::kSha224, two ? RsaHash::kSha256 : RsaHash::kSha224},
          {two ? RsaHash::kSha512 : RsaHash::kSha384, two ? RsaHash::kSha1 : RsaHash::kSha384}};
      for (const auto& [h, mgf1] : pairs) {
        const std::vector<uint8_t> digest = RandomBytesFrom(rng, RsaHashSize(h));
        // Expected v1.5 signature, before any poisoning.
        std::vector<uint8_t> want(len);
        tally.Check(SignPkcs1v15(key, h, digest, want) == Status::kOk);

        for (auto s : rsa_internal::SecretRegions(key)) Poison(s.data(), s.size());
        std::vector<uint8_t> got(len), pss(len);
        Status st1 = SignPkcs1v15(key, h, digest, got);
        Status st2 = SignPss(key, h, mgf1, digest, kPssSaltHashLen, pss);
        // Released by design: the statuses and the signatures (RawPrivate
        // already unpoisons its output and its one status bit; these
        // Unpoison calls only make that explicit at the API boundary).
        Unpoison(&st1, sizeof(st1));
        Unpoison(&st2, sizeof(st2));
        Unpoison(got.data(), got.size());
        Unpoison(pss.data(), pss.size());
        for (auto s : rsa_internal::SecretRegions(key)) Unpoison(s.data(), s.size());

        if (!tally.Check(st1 == Status::kOk && got == want)) {
          std::printf("FAIL: v1.5 table %s key %zu bits primes %zu\n", t->name, key.bits(),
                      key.num_primes());
        }
        tally.Check(VerifyPkcs1v15(pub, h, digest, got) == Status::kOk);
        if (!tally.Check(st2 == Status::kOk &&
                         VerifyPss(pub, h, mgf1, digest, pss, kPssSaltHashLen) == Status::kOk)) {
          std::printf("FAIL: PSS table %s key %zu bits primes %zu\n", t->name, key.bits(),
                      key.num_primes());
        }
      }
    }
  }
  return tally.Finish(names);
#else
  if (argc < 2) return 2;
  Result<RsaPrivateKey> kr = ParsePrivateKey(keys[0]);
  if (!kr.ok()) return 1;
  for (auto s : rsa_internal::SecretRegions(*kr)) Poison(s.data(), s.size());
  // The key is poisoned as in the real run; a signature is still produced
  // cleanly, then the leak below must be reported.
  std::vector<uint8_t> digest(32, 0x5a), sig(kr->size());
  Status st = SignPkcs1v15(*kr, RsaHash::kSha256, digest, sig);
  Unpoison(&st, sizeof(st));
  const int sink = test::LeakCrtExponentByte(*kr, argv[1]);
  std::printf("leaky run done %d %d\n", sink, static_cast<int>(st));
  return 0;
#endif
}
