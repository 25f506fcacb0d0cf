// No freed heap block holds a private key's secrets: p, q, d, dP, dQ, qInv
// (and further primes), the per-prime Montgomery constants, and the
// blinding values, through a key's whole life: generation, export (DER,
// PEM), import (DER, PEM), signing, decryption, the blinding pool's refill,
// copies, moves, assignment of a key of another size over a key, and
// destruction.
//
// Method (base/testing/freed_heap.h): the global operator delete is replaced
// and every block freed during a phase is scanned for every 8-byte window of
// each secret, as big-endian bytes (DER, PEM, SecretBytes) and as
// little-endian words (Nat, Int, Residue, Modulus); trivially common windows
// (0, all-ones, more than two 0x00 or 0xff bytes) are not searched. Key
// generation makes its secrets inside the phase, so its freed blocks are
// logged and scanned once the key exists. A hit names the phase and the
// secret. Seed: fixed, overridable with LIMB_TEST_SEED; printed on failure.
#include <cstdint>
#include <cstdio>
#include <random>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "limb/base/ct.h"
#include "limb/base/secret.h"
#include "limb/base/testing/freed_heap.h"
#include "limb/base/testing/seed.h"
#include "limb/bignum/int.h"
#include "limb/rsa/rsa.h"
#include "limb/rsa/rsa_internal.h"
#include "limb/rsa/schemes.h"
#include "limb/rsa/test_util.h"

namespace limb {
namespace {

using test::FreedHeap;

uint64_t Seed() { return test::TestSeed(0x66686b6579ull); }

// Register: every secret a key holds, under prefix.
void Register(const std::string& prefix, const RsaPrivateKey& key) {
  const RsaPrivateKeyComponents& c = key.components();
  FreedHeap::AddBigEndian(prefix + " d", c.d);
  FreedHeap::AddBigEndian(prefix + " p", c.p);
  FreedHeap::AddBigEndian(prefix + " q", c.q);
  FreedHeap::AddBigEndian(prefix + " dP", c.dp);
  FreedHeap::AddBigEndian(prefix + " dQ", c.dq);
  FreedHeap::AddBigEndian(prefix + " qInv", c.qinv);
  for (size_t i = 0; i < c.other_primes.size(); ++i) {
    const std::string r = prefix + " r_" + std::to_string(i + 3);
    FreedHeap::AddBigEndian(r, c.other_primes[i].r);
    FreedHeap::AddBigEndian(r + "'s d", c.other_primes[i].d);
    FreedHeap::AddBigEndian(r + "'s t", c.other_primes[i].t);
  }
  // The key's precomputation, in SecretRegions' order: the components
  // above again, then per CRT prime (q, p, r_3, ...) the modulus, R^2 and R
  // mod it, the exponent (bytes and words), and after the first prime the
  // coefficient and the prefix product in Montgomery form.
  const std::vector<std::span<const uint8_t>> regions = rsa_internal::SecretRegions(key);
  const size_t first = 6 + 3 * c.other_primes.size();
  static const char* const kPerPrime[] = {"modulus", "R^2 mod it", "R mod it", "exponent bytes",
                                          "exponent words", "coefficient", "prefix product"};
  size_t prime = 0, field = 0;
  for (size_t i = first; i < regions.size(); ++i) {
    const size_t fields = prime == 0 ? 5 : 7;
    FreedHeap::AddSecret(prefix + " CRT prime " + std::to_string(prime) + " " + kPerPrime[field],
                         regions[i]);
    if (++field == fields) {
      field = 0;
      ++prime;
    }
  }
}

// Check: runs op armed under phase; fails on any hit.
template <typename Op>
void Check(const std::string& phase, Op op) {
  FreedHeap::Arm(phase);
  op();
  const size_t blocks = FreedHeap::scanned_blocks();
  FreedHeap::Disarm();
  EXPECT_EQ(FreedHeap::TakeReport(), "") << "phase " << phase;
  EXPECT_GT(blocks, 0u) << "phase " << phase << " freed nothing: it checks nothing";
}

// SecretFile: a key file of testdata/rsa, its plain copy wiped.
SecretBytes SecretFile(const std::string& name) {
  std::vector<uint8_t> v = test::ReadTestFile(name);
  SecretBytes s(v.begin(), v.end());
  SecureWipe(std::span<uint8_t>(v));
  return s;
}

TEST(FreedHeap, KeyLifeLeavesNoSecretInFreedMemory) {
  SCOPED_TRACE(test::SeedTrace(Seed()));
  std::mt19937_64 rng(Seed());
  FreedHeap::ClearSecrets();
  (void)FreedHeap::TakeReport();

  // Generation: the blocks freed are logged and scanned once the key's
  // secrets are known.
  FreedHeap::StartLog("GenerateKey(2048)");
  Result<RsaPrivateKey> gen = GenerateKey(2048);
  const size_t logged = FreedHeap::logged_bytes();
  FreedHeap::Disarm();
  ASSERT_TRUE(gen.ok());
  RsaPrivateKey key = std::move(*gen);
  Register("generated key", key);
  EXPECT_TRUE(FreedHeap::ScanLog()) << "the log overflowed after " << logged << " bytes";
  std::printf("GenerateKey freed %zu bytes (logged and scanned)\n", logged);
  EXPECT_EQ(FreedHeap::TakeReport(), "") << "phase GenerateKey";

  // A second key, of another size, read before any check runs.
  const SecretBytes der3072 = SecretFile("rsa3072.pkcs1.der");
  Result<RsaPrivateKey> k3 = ParsePrivateKey(der3072);
  ASSERT_TRUE(k3.ok());
  const RsaPrivateKey key3072 = std::move(*k3);
  Register("3072-bit key", key3072);

  // The blinding pool's refill, from chosen random values: the values r_i
  // R mod n (the code's r_i in Montgomery form) are registered, and the
  // pairs the refill stores once it has run.
  const size_t blen = rsa_internal::BlindingBytes(key);
  const size_t batch = rsa_internal::kBlindingBatch;
  SecretBytes r_bytes(batch * blen), a_bytes(blen);
  for (uint8_t& b : r_bytes) b = static_cast<uint8_t>(rng());
  for (uint8_t& b : a_bytes) b = static_cast<uint8_t>(rng());
  {
    const Int n = Int::FromBytesBE(key.public_key().n());
    for (size_t i = 0; i < batch; ++i) {
      Int r = Int::FromBytesBE(std::span<const uint8_t>(r_bytes.data() + i * blen, blen));
      Int rm;
      ASSERT_EQ(Int::DivModEuclid(r, n, nullptr, &rm), Status::kOk);
      FreedHeap::AddWords("blinding value r_" + std::to_string(i), rm.words());
    }
    FreedHeap::AddBigEndian("blinding random bytes", r_bytes);
  }
  FreedHeap::Disarm();
  (void)FreedHeap::TakeReport();  // the Int computation above was unarmed: nothing recorded

  Check("RefillBlindingPool", [&] {
    ASSERT_EQ(rsa_internal::RefillBlindingPool(key, r_bytes, a_bytes), Status::kOk);
  });
  {
    const std::span<const Word> pool = rsa_internal::BlindingPoolWords(key);
    FreedHeap::AddWords("the blinding pool's pairs", pool);
  }

  Check("export", [&] {
    SecretBytes d1 = MarshalPrivateKeyPkcs1(key);
    SecretBytes d8 = MarshalPrivateKeyPkcs8(key);
    SecretString p1 = MarshalPrivateKeyPkcs1Pem(key);
    SecretString p8 = MarshalPrivateKeyPkcs8Pem(key);
  });
  const SecretBytes der = MarshalPrivateKeyPkcs8(key);
  const SecretString pem = MarshalPrivateKeyPkcs1Pem(key);
  Check("import DER", [&] {
    Result<RsaPrivateKey> k = ParsePrivateKey(der);
    ASSERT_TRUE(k.ok());
  });
  Check("import PEM", [&] {
    Result<RsaPrivateKey> k = ParsePrivateKey(
        std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(pem.data()), pem.size()));
    ASSERT_TRUE(k.ok());
    RsaPrivateKeyComponents c = k->components();  // a copy of the components
  });

  std::vector<uint8_t> digest(32);
  for (uint8_t& b : digest) b = static_cast<uint8_t>(rng());
  Check("sign (PKCS#1 v1.5, PSS, raw)", [&] {
    std::vector<uint8_t> sig(key.size());
    ASSERT_EQ(SignPkcs1v15(key, RsaHash::kSha256, digest, sig), Status::kOk);
    ASSERT_EQ(SignPss(key, RsaHash::kSha256, digest, kPssSaltHashLen, sig), Status::kOk);
    std::vector<uint8_t> in(key.size(), 0x11), out(key.size());
    in[0] = 0;
    ASSERT_EQ(key.RawPrivate(in, out), Status::kOk);
  });
  Check("decrypt (OAEP, PKCS#1 v1.5)", [&] {
    std::vector<uint8_t> ct(key.size());
    SecretBytes msg(32, 0x5a), out(key.size());
    size_t len = 0;
    ASSERT_EQ(EncryptOaep(key.public_key(), msg, {}, ct), Status::kOk);
    ASSERT_EQ(DecryptOaep(key, ct, {}, out, &len), Status::kOk);
    ASSERT_EQ(EncryptPkcs1v15(key.public_key(), msg, ct), Status::kOk);
    ASSERT_EQ(DecryptPkcs1v15(key, ct, out, &len), Status::kOk);
    ASSERT_EQ(DecryptPkcs1v15Explicit(key, ct, out, &len), Status::kOk);
  });
  Check("TakeBlindingPair", [&] {
    SecretBytes re(key.size()), rinv(key.size());
    ASSERT_EQ(rsa_internal::TakeBlindingPair(key, re, rinv), Status::kOk);
  });
  Check("copy, move, assign, destroy", [&] {
    RsaPrivateKey a = key;             // copy
    RsaPrivateKey b = std::move(a);    // move
    a = key3072;                       // copy assignment into a moved-from key
    b = key3072;                       // a key of another size over a key
    RsaPrivateKey c = key;
    c = std::move(b);                  // move assignment over a key
    RsaPrivateKey d = key;
    d = RsaPrivateKey();               // an empty key over a key
  });
  Check("destroy the keys", [&] {
    RsaPrivateKey moved = std::move(key);
    RsaPrivateKey gone = std::move(moved);
  });
  FreedHeap::ClearSecrets();
}

}  // namespace
}  // namespace limb
