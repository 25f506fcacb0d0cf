// Constant-time harness for RsaPrivateKey::RawPrivate, run under valgrind
// memcheck by tools/ct/ctgrind_test.sh (pattern: tools/ct/ctgrind.bzl).
//
// Built with -DLIMB_CTGRIND against :rsa_ctgrind (the rsa library built
// with -DLIMB_CTGRIND too, so its Unpoison() calls at the points where a
// value is public by design are real). Poisoned: every secret region of the
// key (d, p, q, r_i, d_i, qInv, t_i as bytes, the primes' moduli and their
// Montgomery constants R^2, R mod r_i, the CRT exponents as bytes and as
// words, the coefficients and the mod-n prefixes in Montgomery form), the
// two blinding inputs of the explicit-blinding path (a batch of one), and
// the input ciphertext (as a residue, after the public range check). The
// blinding pool path is covered too: a batch refill of two pairs from
// poisoned random values, then the pool's stored pairs poisoned, then two
// operations that take their pairs from the pool. Any branch or address
// derived from these makes memcheck report an error.
//
// Not vacuous: results are checked against an unpoisoned run and against
// the public operation (out^e == c), and "CT-OK" is printed only then.
// With -DLIMB_CT_NEGATIVE_CONTROL the binary branches on (argv "branch") or
// indexes memory with (argv "lookup") a poisoned byte of the key's CRT
// exponent: memcheck must report it.
#include <cstdint>
#include <cstdio>
#include <random>
#include <span>
#include <string>
#include <vector>

#include "limb/base/ct.h"
#include "limb/rsa/ct_test_util.h"
#include "limb/rsa/rsa.h"
#include "limb/rsa/rsa_internal.h"
#include "limb/bignum/mont_internal.h"

int main(int argc, char** argv) {
  using namespace limb;
  using test::RandomBytesFrom;
  std::mt19937_64 rng(0x7273615f6374ull);
  const std::vector<std::vector<uint8_t>> keys = test::CtKeyDers();
#ifndef LIMB_CT_NEGATIVE_CONTROL
  (void)argc;
  (void)argv;
  const std::vector<const MontKernels*> tables = test::CtTables();
  test::CtTally tally;
  std::string names;
  for (const MontKernels* t : tables) {
    names += std::string(names.empty() ? "" : ",") + t->name;
    for (const auto& der : keys) {
      Result<RsaPrivateKey> kr = ParsePrivateKey(der);
      if (!kr.ok()) {
        std::printf("FAIL: key parse\n");
        return 1;
      }
      RsaPrivateKey& key = *kr;
      rsa_internal::SetKernels(key, *t);
      const size_t len = key.size();
      const size_t bl = rsa_internal::BlindingBytes(key);
      std::vector<uint8_t> c = RandomBytesFrom(rng, len);
      c[0] &= 0x7f;  // < n: the test keys' n has its top bit set
      std::vector<uint8_t> rb = RandomBytesFrom(rng, bl), ab = RandomBytesFrom(rng, bl);
      // Expected, before any poisoning.
      std::vector<uint8_t> want(len);
      tally.Check(Ok(rsa_internal::RawPrivateWithBlinding(key, c, want, rb, ab)));
      std::vector<uint8_t> back(len);
      tally.Check(Ok(key.public_key().RawPublicVarTime(want, back)) && back == c);

      Result<Residue> cres = Residue::FromCanonicalBytesBE(c, key.public_key().modulus());
      if (!cres.ok()) return 1;
      Residue cr = *cres;
      for (auto s : rsa_internal::SecretRegions(key)) Poison(s.data(), s.size());
      Poison(cr.data(), cr.num_words() * sizeof(Word));
      Poison(rb.data(), rb.size());
      Poison(ab.data(), ab.size());
      std::vector<uint8_t> got(len);
      Status st = rsa_internal::RawPrivateResidueWithBlinding(key, cr, got, rb, ab);
      // Released by design: the status (one bit, whether the check held)
      // and the output (the caller's result).
      Unpoison(&st, sizeof(st));
      Unpoison(got.data(), got.size());
      if (!tally.Check(st == Status::kOk && got == want)) {
        std::printf("FAIL: table %s key %zu bits\n", t->name, key.bits());
      }

      // The pool path: a batch refill (2 pairs, one inversion) from poisoned
      // random values with the key still poisoned, then the pool's stored
      // pairs poisoned as well, then RawPrivate's pool path spends them.
      std::vector<uint8_t> prb = RandomBytesFrom(rng, 2 * bl), pab = RandomBytesFrom(rng, bl);
      Poison(prb.data(), prb.size());
      Poison(pab.data(), pab.size());
      Status rst = rsa_internal::RefillBlindingPool(key, prb, pab);
      Unpoison(&rst, sizeof(rst));  // whether T was invertible: public by design
      if (!tally.Check(rst == Status::kOk && rsa_internal::BlindingPoolSize(key) == 2)) {
        std::printf("FAIL: refill, table %s key %zu bits\n", t->name, key.bits());
      }
      std::span<const Word> pw = rsa_internal::BlindingPoolWords(key);
      Poison(pw.data(), pw.size_bytes());
      for (int j = 0; j < 2; ++j) {
        std::vector<uint8_t> got2(len);
        Status st2 = rsa_internal::RawPrivateResidueFromPool(key, cr, got2);
        Unpoison(&st2, sizeof(st2));
        Unpoison(got2.data(), got2.size());
        if (!tally.Check(st2 == Status::kOk && got2 == want)) {
          std::printf("FAIL: pool path, table %s key %zu bits\n", t->name, key.bits());
        }
      }
      Unpoison(pw.data(), pw.size_bytes());
      for (auto s : rsa_internal::SecretRegions(key)) Unpoison(s.data(), s.size());
    }
  }
  return tally.Finish(names);
#else
  if (argc < 2) return 2;
  Result<RsaPrivateKey> kr = ParsePrivateKey(keys[0]);
  if (!kr.ok()) return 1;
  for (auto s : rsa_internal::SecretRegions(*kr)) Poison(s.data(), s.size());
  const int sink = test::LeakCrtExponentByte(*kr, argv[1]);
  std::printf("leaky run done %d\n", sink);
  return 0;
#endif
}
