// rsa_test: RSA keys and raw operations against OpenSSL (the oracle and
// interoperability peer). Keys come from testdata/rsa (made by OpenSSL; see
// its README). Random inputs: fixed seed, overridable with LIMB_TEST_SEED,
// printed with every failure.
#include "limb/base/secret.h"
#include "limb/rsa/rsa.h"

#include <openssl/bn.h>
#include <openssl/evp.h>
#include <openssl/rsa.h>
#include <openssl/x509.h>

#include <cstdlib>
#include <fstream>
#include <iterator>
#include <random>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "gtest/gtest.h"
#include "limb/base/testing/seed.h"
#include "limb/bignum/int.h"
#include "limb/bignum/mont_ifma_internal.h"
#include "limb/bignum/mont_internal.h"
#include "limb/bignum/nt.h"
#include "limb/bignum/prime.h"
#include "limb/rsa/rsa_internal.h"
#include "limb/rsa/test_util.h"

namespace limb {
namespace {

using Bytes = std::vector<uint8_t>;

uint64_t Seed() { return test::TestSeed(20261130); }
#define SEED_TRACE() SCOPED_TRACE(test::SeedTrace(Seed()))

using test::ReadTestFile;

template <typename C>
Bytes B(const C& c) {
  return Bytes(c.begin(), c.end());
}

const char* const kKeys[] = {"rsa2048", "rsa3072", "rsa4096", "rsa2048_3prime"};

// OpenSSL's RSA from DER (PKCS#1 or PKCS#8).
RSA* OsslRsa(const Bytes& der) {
  const unsigned char* p = der.data();
  EVP_PKEY* pk = d2i_AutoPrivateKey(nullptr, &p, static_cast<long>(der.size()));
  if (pk == nullptr) return nullptr;
  RSA* r = EVP_PKEY_get1_RSA(pk);
  EVP_PKEY_free(pk);
  return r;
}

// TestKeyPair: testdata/rsa/<name>.pkcs8.der parsed by limb (k) and by
// OpenSSL (o, freed with the object, also when an ASSERT returns early).
// ok(): both parsed.
struct TestKeyPair {
  explicit TestKeyPair(const std::string& name)
      : der(ReadTestFile(name + ".pkcs8.der")), k(ParsePrivateKey(der)), o(OsslRsa(der)) {}
  ~TestKeyPair() { RSA_free(o); }
  TestKeyPair(const TestKeyPair&) = delete;
  TestKeyPair& operator=(const TestKeyPair&) = delete;
  bool ok() const { return k.ok() && o != nullptr; }

  Bytes der;
  Result<RsaPrivateKey> k;
  RSA* o;
};

TEST(RsaKeyTest, ParseAllFormatsAndMarshalIdentical) {
  for (const char* name : kKeys) {
    SCOPED_TRACE(name);
    const std::string s(name);
    for (const char* suffix : {".pkcs1.der", ".pkcs1.pem", ".pkcs8.der", ".pkcs8.pem"}) {
      SCOPED_TRACE(suffix);
      auto k = ParsePrivateKey(ReadTestFile(s + suffix));
      ASSERT_TRUE(k.ok()) << StatusName(k.status());
      EXPECT_EQ(B(MarshalPrivateKeyPkcs1(*k)), ReadTestFile(s + ".pkcs1.der"));
      EXPECT_EQ(B(MarshalPrivateKeyPkcs8(*k)), ReadTestFile(s + ".pkcs8.der"));
      EXPECT_EQ(B(MarshalPrivateKeyPkcs1Pem(*k)), ReadTestFile(s + ".pkcs1.pem"));
      EXPECT_EQ(B(MarshalPrivateKeyPkcs8Pem(*k)), ReadTestFile(s + ".pkcs8.pem"));
      EXPECT_EQ(MarshalPublicKeySpki(k->public_key()), ReadTestFile(s + ".spki.der"));
      EXPECT_EQ(MarshalPublicKeyPkcs1(k->public_key()), ReadTestFile(s + ".pub.pkcs1.der"));
      EXPECT_EQ(B(MarshalPublicKeySpkiPem(k->public_key())), ReadTestFile(s + ".spki.pem"));
      EXPECT_EQ(B(MarshalPublicKeyPkcs1Pem(k->public_key())), ReadTestFile(s + ".pub.pkcs1.pem"));
      // A private key given to ParsePublicKey yields its public half.
      auto pub = ParsePublicKey(ReadTestFile(s + suffix));
      ASSERT_TRUE(pub.ok());
      EXPECT_EQ(pub->n(), k->public_key().n());
    }
    for (const char* suffix : {".spki.der", ".spki.pem", ".pub.pkcs1.der", ".pub.pkcs1.pem"}) {
      SCOPED_TRACE(suffix);
      auto pub = ParsePublicKey(ReadTestFile(s + suffix));
      ASSERT_TRUE(pub.ok()) << StatusName(pub.status());
      EXPECT_EQ(MarshalPublicKeySpki(*pub), ReadTestFile(s + ".spki.der"));
      // A public key is not a private key.
      EXPECT_EQ(ParsePrivateKey(ReadTestFile(s + suffix)).status(), Status::kInvalidArgument);
    }
  }
  // The 3-prime key has 3 primes; bit sizes as OpenSSL says.
  auto k3 = ParsePrivateKey(ReadTestFile("rsa2048_3prime.pkcs1.der"));
  ASSERT_TRUE(k3.ok());
  EXPECT_EQ(k3->num_primes(), 3u);
  EXPECT_EQ(k3->bits(), 2048u);
}

TEST(RsaKeyTest, RawOpsAgreeWithOpenSsl) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed());
  for (const char* name : kKeys) {
    SCOPED_TRACE(name);
    TestKeyPair pair(name);
    ASSERT_TRUE(pair.ok());
    auto& k = pair.k;
    RSA* o = pair.o;
    const size_t len = k->size();
    ASSERT_EQ(static_cast<size_t>(RSA_size(o)), len);
    const int iters = std::string(name) == "rsa4096" ? 4 : 8;
    for (int it = 0; it < iters + 3; ++it) {
      Bytes c(len);
      for (auto& b : c) b = static_cast<uint8_t>(rng());
      c[0] &= 0x7f;  // the test keys' n has its top bit set: c < n
      if (it == iters) std::fill(c.begin(), c.end(), 0);  // 0
      if (it == iters + 1) {                              // 1
        std::fill(c.begin(), c.end(), 0);
        c.back() = 1;
      }
      if (it == iters + 2) {  // n - 1 (n is odd)
        c = k->public_key().n();
        c.back() ^= 1;
      }
      Bytes want(len), got(len, 0xaa);
      ASSERT_EQ(RSA_private_decrypt(static_cast<int>(len), c.data(), want.data(), o, RSA_NO_PADDING),
                static_cast<int>(len));
      ASSERT_EQ(k->RawPrivate(c, got), Status::kOk);
      EXPECT_EQ(got, want) << "iteration " << it;
      Bytes pw(len), pg(len, 0xaa);
      ASSERT_EQ(RSA_public_encrypt(static_cast<int>(len), c.data(), pw.data(), o, RSA_NO_PADDING),
                static_cast<int>(len));
      ASSERT_EQ(k->public_key().RawPublicVarTime(c, pg), Status::kOk);
      EXPECT_EQ(pg, pw) << "iteration " << it;
      // A longer output is zero padded on the left.
      Bytes wide(len + 3, 0xaa);
      ASSERT_EQ(k->RawPrivate(c, wide), Status::kOk);
      EXPECT_EQ(Bytes(wide.begin() + 3, wide.end()), want);
      EXPECT_EQ(wide[0] | wide[1] | wide[2], 0);
    }
    // Inputs >= n are rejected, nothing written.
    Bytes n = k->public_key().n();
    Bytes out(len, 0xaa);
    EXPECT_EQ(k->RawPrivate(n, out), Status::kInvalidArgument);
    EXPECT_EQ(k->public_key().RawPublicVarTime(n, out), Status::kInvalidArgument);
    Bytes ff(len, 0xff);
    EXPECT_EQ(k->RawPrivate(ff, out), Status::kInvalidArgument);
    EXPECT_EQ(k->public_key().RawPublicVarTime(ff, out), Status::kInvalidArgument);
    EXPECT_EQ(out, Bytes(len, 0xaa));
    Bytes small(len - 1);
    EXPECT_EQ(k->RawPrivate(Bytes(len, 0), small), Status::kBufferTooSmall);
    EXPECT_EQ(k->public_key().RawPublicVarTime(Bytes(len, 0), small), Status::kBufferTooSmall);
  }
}

TEST(RsaKeyTest, SimulatedCrtFaultIsCaught) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed());
  for (const char* name : kKeys) {
    SCOPED_TRACE(name);
    auto k = ParsePrivateKey(ReadTestFile(std::string(name) + ".pkcs1.der"));
    ASSERT_TRUE(k.ok());
    for (int it = 0; it < 4; ++it) {
      Bytes c(k->size());
      for (auto& b : c) b = static_cast<uint8_t>(rng());
      c[0] &= 0x7f;
      Bytes out(k->size(), 0xaa);
      EXPECT_EQ(rsa_internal::RawPrivateWithFault(*k, c, out), Status::kDecryptionError);
      EXPECT_EQ(out, Bytes(k->size(), 0));  // nothing released
    }
  }
}

TEST(RsaKeyTest, LimbMarshalledKeysWorkInOpenSsl) {
  for (const char* name : kKeys) {
    SCOPED_TRACE(name);
    auto k = ParsePrivateKey(ReadTestFile(std::string(name) + ".pkcs1.pem"));
    ASSERT_TRUE(k.ok());
    for (const Bytes& der : {B(MarshalPrivateKeyPkcs1(*k)), B(MarshalPrivateKeyPkcs8(*k))}) {
      RSA* o = OsslRsa(der);
      ASSERT_NE(o, nullptr);
      EXPECT_EQ(RSA_check_key(o), 1);
      Bytes c(k->size(), 0x33), want(k->size()), got(k->size());
      c[0] = 0;
      ASSERT_EQ(RSA_private_decrypt(static_cast<int>(c.size()), c.data(), want.data(), o,
                                    RSA_NO_PADDING),
                static_cast<int>(c.size()));
      ASSERT_EQ(k->RawPrivate(c, got), Status::kOk);
      EXPECT_EQ(got, want);
      RSA_free(o);
    }
  }
}


// ---- blinding pool, CRT plumbing ---------------------------------------------

// OpenSSL's answer for c (raw RSA, no padding).
Bytes OsslRaw(RSA* o, const Bytes& c) {
  Bytes want(c.size());
  EXPECT_EQ(RSA_private_decrypt(static_cast<int>(c.size()), c.data(), want.data(), o,
                                RSA_NO_PADDING),
            static_cast<int>(c.size()));
  return want;
}

Bytes RandomBelowN(std::mt19937_64& rng, size_t len) {
  Bytes c(len);
  for (auto& b : c) b = static_cast<uint8_t>(rng());
  c[0] &= 0x7f;  // the test keys' n has its top bit set: c < n
  return c;
}

BIGNUM* Bn(const Bytes& b) { return BN_bin2bn(b.data(), static_cast<int>(b.size()), nullptr); }

// Every pair the pool hands out is (r^e, r^-1) for some r, checked with
// OpenSSL's BIGNUM (re * rinv^e == 1 mod n), and no two pairs repeat; the
// pool counts K - 1 after the first refill and one less per operation.
TEST(RsaBlindingTest, PoolPairsAreValidFreshAndUsedOnce) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed());
  constexpr size_t K = rsa_internal::kBlindingBatch;
  for (const char* name : kKeys) {
    SCOPED_TRACE(name);
    TestKeyPair pair(name);
    ASSERT_TRUE(pair.ok());
    auto& k = pair.k;
    RSA* o = pair.o;
    const size_t len = k->size();
    EXPECT_EQ(rsa_internal::BlindingPoolSize(*k), 0u);
    BN_CTX* ctx = BN_CTX_new();
    BIGNUM* n = Bn(k->public_key().n());
    BIGNUM* e = Bn(k->public_key().e());
    BIGNUM* t = BN_new();
    std::set<Bytes> seen;
    const size_t pairs = std::string(name) == "rsa4096" ? K + 2 : 2 * K + 3;
    for (size_t i = 0; i < pairs; ++i) {
      Bytes re(len), rinv(len);
      ASSERT_EQ(rsa_internal::TakeBlindingPair(*k, re, rinv), Status::kOk);
      // The pool: refilled when empty (K pairs, one taken), then one less each time.
      EXPECT_EQ(rsa_internal::BlindingPoolSize(*k), K - 1 - i % K) << "pair " << i;
      BIGNUM* bre = Bn(re);
      BIGNUM* brinv = Bn(rinv);
      ASSERT_EQ(BN_mod_exp(t, brinv, e, n, ctx), 1);
      ASSERT_EQ(BN_mod_mul(t, t, bre, n, ctx), 1);
      EXPECT_TRUE(BN_is_one(t)) << "pair " << i;
      EXPECT_FALSE(BN_is_zero(bre));
      EXPECT_FALSE(BN_is_one(brinv));
      EXPECT_TRUE(seen.insert(re).second) << "repeated r^e at pair " << i;
      EXPECT_TRUE(seen.insert(rinv).second) << "repeated r^-1 at pair " << i;
      BN_free(bre);
      BN_free(brinv);
    }
    // RawPrivate spends pairs the same way and stays right.
    const size_t before = rsa_internal::BlindingPoolSize(*k);
    for (int it = 0; it < 3; ++it) {
      Bytes c = RandomBelowN(rng, len), got(len);
      ASSERT_EQ(k->RawPrivate(c, got), Status::kOk);
      EXPECT_EQ(got, OsslRaw(o, c));
    }
    EXPECT_EQ(rsa_internal::BlindingPoolSize(*k), (before + K - 3) % K);
    BN_free(n);
    BN_free(e);
    BN_free(t);
    BN_CTX_free(ctx);
  }
}

// Batch inversion with given values, for batch sizes 1..K+1: the pool
// grows by that many, and each pair then serves a correct RawPrivate.
TEST(RsaBlindingTest, ExplicitRefillOfAnySize) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed());
  for (const char* name : {"rsa2048", "rsa2048_3prime"}) {
    SCOPED_TRACE(name);
    TestKeyPair pair(name);
    ASSERT_TRUE(pair.ok());
    auto& k = pair.k;
    RSA* o = pair.o;
    const size_t bl = rsa_internal::BlindingBytes(*k);
    for (size_t count : {size_t{1}, size_t{2}, size_t{7}, rsa_internal::kBlindingBatch}) {
      SCOPED_TRACE(count);
      Bytes rb = test::RandomBytes(rng, count * bl);
      if (count == 2) std::fill(rb.begin(), rb.begin() + static_cast<ptrdiff_t>(bl), 0);  // r = 0
      Bytes ab = test::RandomBytes(rng, bl);
      const size_t before = rsa_internal::BlindingPoolSize(*k);
      ASSERT_EQ(rsa_internal::RefillBlindingPool(*k, rb, ab), Status::kOk);
      ASSERT_EQ(rsa_internal::BlindingPoolSize(*k), before + count);
      for (size_t i = 0; i < count; ++i) {
        Bytes c = RandomBelowN(rng, k->size()), got(k->size());
        ASSERT_EQ(k->RawPrivate(c, got), Status::kOk);
        EXPECT_EQ(got, OsslRaw(o, c));
      }
      EXPECT_EQ(rsa_internal::BlindingPoolSize(*k), before);
    }
    // Bad lengths are refused.
    EXPECT_EQ(rsa_internal::RefillBlindingPool(*k, Bytes(bl + 1), Bytes(bl)),
              Status::kInvalidArgument);
    EXPECT_EQ(rsa_internal::RefillBlindingPool(*k, Bytes(bl), Bytes(bl - 1)),
              Status::kInvalidArgument);
    EXPECT_EQ(rsa_internal::RefillBlindingPool(*k, Bytes(), Bytes(bl)), Status::kInvalidArgument);
  }
}

// A key assigned a key of another size (and back) keeps refilling its pool
// with pairs of the new size: every private operation is correct and the
// pool fills again after each refill.
TEST(RsaBlindingTest, AssignmentAcrossSizesKeepsRefilling) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed() ^ 0xa55);
  TestKeyPair small("rsa2048"), big("rsa3072"), three("rsa2048_3prime");
  ASSERT_TRUE(small.ok() && big.ok() && three.ok());
  RsaPrivateKey k = *small.k;
  for (TestKeyPair* next : {&big, &three, &small, &big}) {
    // Use k's pool first, so the assignment replaces a pool in use.
    Bytes c0 = RandomBelowN(rng, k.size()), out0(k.size());
    ASSERT_EQ(k.RawPrivate(c0, out0), Status::kOk);
    k = *next->k;
    ASSERT_EQ(k.size(), next->k->size());
    // More operations than one batch: at least one refill of the new size.
    for (size_t i = 0; i < rsa_internal::kBlindingBatch + 3; ++i) {
      Bytes c = RandomBelowN(rng, k.size()), got(k.size());
      ASSERT_EQ(k.RawPrivate(c, got), Status::kOk) << i;
      ASSERT_EQ(got, OsslRaw(next->o, c)) << i;
    }
    EXPECT_GT(rsa_internal::BlindingPoolSize(k), 0u) << "the pool stopped refilling";
  }
}

// A copy (or copy-assignment) starts with an empty pool: no blinding pair is
// ever shared between two keys; both keep working.
TEST(RsaBlindingTest, CopiesDoNotSharePairs) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed());
  TestKeyPair pair("rsa2048");
  ASSERT_TRUE(pair.ok());
  auto& k = pair.k;
  RSA* o = pair.o;
  Bytes c = RandomBelowN(rng, k->size()), got(k->size());
  ASSERT_EQ(k->RawPrivate(c, got), Status::kOk);
  const size_t left = rsa_internal::BlindingPoolSize(*k);
  ASSERT_EQ(left, rsa_internal::kBlindingBatch - 1);
  RsaPrivateKey copy = *k;
  EXPECT_EQ(rsa_internal::BlindingPoolSize(copy), 0u);
  EXPECT_EQ(rsa_internal::BlindingPoolSize(*k), left);
  RsaPrivateKey assigned = *k;
  ASSERT_EQ(assigned.RawPrivate(c, got), Status::kOk);
  EXPECT_GT(rsa_internal::BlindingPoolSize(assigned), 0u);
  assigned = *k;
  EXPECT_EQ(rsa_internal::BlindingPoolSize(assigned), 0u);
  const Bytes want = OsslRaw(o, c);
  for (RsaPrivateKey* key : {&*k, &copy, &assigned}) {
    Bytes g(k->size());
    ASSERT_EQ(key->RawPrivate(c, g), Status::kOk);
    EXPECT_EQ(g, want);
  }
  // The copy's pairs are its own: take one pair from each, they differ.
  Bytes re1(k->size()), ri1(k->size()), re2(k->size()), ri2(k->size());
  ASSERT_EQ(rsa_internal::TakeBlindingPair(*k, re1, ri1), Status::kOk);
  ASSERT_EQ(rsa_internal::TakeBlindingPair(copy, re2, ri2), Status::kOk);
  EXPECT_NE(re1, re2);
}

// Several threads on one key (crossing refills): every result right.
TEST(RsaBlindingTest, ConcurrentRawPrivateOnOneKey) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed());
  TestKeyPair pair("rsa2048");
  ASSERT_TRUE(pair.ok());
  auto& k = pair.k;
  RSA* o = pair.o;
  constexpr int kThreads = 4, kOps = 20;
  std::vector<Bytes> in, want;
  for (int i = 0; i < kThreads * kOps; ++i) {
    in.push_back(RandomBelowN(rng, k->size()));
    want.push_back(OsslRaw(o, in.back()));
  }
  std::vector<int> bad(kThreads, 0);
  std::vector<std::thread> th;
  for (int t = 0; t < kThreads; ++t) {
    th.emplace_back([&, t] {
      for (int i = 0; i < kOps; ++i) {
        const size_t idx = static_cast<size_t>(t * kOps + i);
        Bytes got(k->size());
        if (k->RawPrivate(in[idx], got) != Status::kOk || got != want[idx]) ++bad[t];
      }
    });
  }
  for (auto& x : th) x.join();
  for (int t = 0; t < kThreads; ++t) EXPECT_EQ(bad[t], 0) << "thread " << t;
  EXPECT_LE(rsa_internal::BlindingPoolSize(*k), 2 * rsa_internal::kBlindingBatch);
}

// The CRT halves run on IFMA for exactly the primes whose size IfmaSupports
// (when the CPU has it and no table is pinned), and on the scalar Exp with
// every pinned kernel table; all agree with OpenSSL.
TEST(RsaCrtTest, IfmaAndScalarPathsAgreeWithOpenSsl) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed());
  for (const char* name : kKeys) {
    SCOPED_TRACE(name);
    TestKeyPair pair(name);
    ASSERT_TRUE(pair.ok());
    auto& k = pair.k;
    RSA* o = pair.o;
    // Expected from the primes' sizes, computed here independently.
    const RsaPrivateKeyComponents& comp = k->components();
    std::vector<const SecretBytes*> primes = {&comp.p, &comp.q};
    for (const auto& op : comp.other_primes) primes.push_back(&op.r);
    size_t supported = 0;
    for (const SecretBytes* pb : primes) {
      auto m = Modulus::FromBytesBE(*pb);
      ASSERT_TRUE(m.ok());
      if (IfmaSupports(*m)) ++supported;
    }
    const size_t expect_ifma = ActiveIfmaKernels().use_for_exp ? supported : 0;
    EXPECT_EQ(rsa_internal::IfmaCrtPrimes(*k), expect_ifma);
    if (ActiveIfmaKernels().use_for_exp && std::string(name) == "rsa2048") {
      EXPECT_EQ(expect_ifma, 2u);  // 1024-bit primes: never vacuous on an IFMA CPU
    }
    const int iters = std::string(name) == "rsa4096" ? 2 : 4;
    for (int it = 0; it < iters; ++it) {
      Bytes c = RandomBelowN(rng, k->size()), got(k->size());
      ASSERT_EQ(k->RawPrivate(c, got), Status::kOk);
      EXPECT_EQ(got, OsslRaw(o, c)) << "default path, iteration " << it;
    }
    for (const MontKernels* t : AllMontKernels()) {
      SCOPED_TRACE(t->name);
      RsaPrivateKey pinned = *k;
      rsa_internal::SetKernels(pinned, *t);
      // Pinning ActiveMontKernels() itself changes nothing; any other table forces the
      // scalar Exp on every prime.
      EXPECT_EQ(rsa_internal::IfmaCrtPrimes(pinned), t == &ActiveMontKernels() ? expect_ifma : 0u);
      for (int it = 0; it < 2; ++it) {
        Bytes c = RandomBelowN(rng, k->size()), got(k->size());
        ASSERT_EQ(pinned.RawPrivate(c, got), Status::kOk);
        EXPECT_EQ(got, OsslRaw(o, c)) << "pinned, iteration " << it;
        Bytes wf(k->size(), 0xaa);
        EXPECT_EQ(rsa_internal::RawPrivateWithFault(pinned, c, wf), Status::kDecryptionError);
        EXPECT_EQ(wf, Bytes(k->size(), 0));
      }
    }
  }
}

// Components of the 2048-bit test key, as integers, to corrupt.
SecretBytes Sec(const Int& x) {
  Bytes v = x.ToBytesBE();
  return SecretBytes(v.begin(), v.end());
}
Int I(const SecretBytes& s) { return Int::FromBytesBE(s); }

TEST(RsaKeyTest, InconsistentComponentsRejected) {
  auto k = ParsePrivateKey(ReadTestFile("rsa2048.pkcs1.der"));
  ASSERT_TRUE(k.ok());
  const RsaPrivateKeyComponents good = k->components();
  ASSERT_TRUE(RsaPrivateKey::FromComponents(good).ok());
  const Int p = I(good.p), q = I(good.q), d = I(good.d);
  {
    auto c = good;  // wrong d
    c.d = Sec(d + Int(2));
    EXPECT_EQ(RsaPrivateKey::FromComponents(c).status(), Status::kInvalidArgument);
  }
  {
    auto c = good;  // wrong dp
    c.dp = Sec(I(c.dp) + Int(2));
    EXPECT_EQ(RsaPrivateKey::FromComponents(c).status(), Status::kInvalidArgument);
  }
  {
    auto c = good;  // wrong qInv
    c.qinv = Sec(I(c.qinv) + Int(1));
    EXPECT_EQ(RsaPrivateKey::FromComponents(c).status(), Status::kInvalidArgument);
  }
  {
    auto c = good;  // p == q (n = p^2 so the product matches)
    c.q = c.p;
    c.n = Sec(p * p);
    c.dq = c.dp;
    EXPECT_EQ(RsaPrivateKey::FromComponents(c).status(), Status::kInvalidArgument);
  }
  {
    auto c = good;  // even e
    c.e = Sec(Int(65536));
    EXPECT_EQ(RsaPrivateKey::FromComponents(c).status(), Status::kInvalidArgument);
    EXPECT_EQ(RsaPublicKey::FromComponents(good.n, c.e).status(), Status::kInvalidArgument);
    EXPECT_EQ(RsaPublicKey::FromComponents(good.n, Sec(Int(1))).status(), Status::kInvalidArgument);
    EXPECT_EQ(RsaPublicKey::FromComponents(good.n, good.n).status(), Status::kInvalidArgument);
  }
  {
    auto c = good;  // wrong n
    c.n = Sec(I(good.n) + Int(2));
    EXPECT_EQ(RsaPrivateKey::FromComponents(c).status(), Status::kInvalidArgument);
  }
  {
    // A composite "prime" with otherwise consistent components:
    // r_2 = q * 3 (so n = p * 3q; d, d_i, qInv recomputed for it).
    const Int e(65537);
    Int q2 = q * Int(3);
    Int n = p * q2;
    Int lam = (p - Int(1)) * (q2 - Int(1)) / Gcd(p - Int(1), q2 - Int(1));
    auto dd = ModInverse(e, lam);
    auto qi = ModInverse(q2, p);
    if (dd.ok() && qi.ok()) {
      RsaPrivateKeyComponents c = good;
      c.n = Sec(n);
      c.q = Sec(q2);
      c.d = Sec(*dd);
      c.dp = Sec(*dd % (p - Int(1)));
      c.dq = Sec(*dd % (q2 - Int(1)));
      c.qinv = Sec(*qi);
      EXPECT_EQ(RsaPrivateKey::FromComponents(c).status(), Status::kInvalidArgument);
    } else {
      ADD_FAILURE() << "could not build the composite case (gcd(e, lambda) != 1)";
    }
  }
}

// Consistent components for the given primes (or non-primes) r_1, r_2, ...
// and exponent e, as an importer would compute them (RFC 8017 3.2). False
// where e or a coefficient is not invertible.
bool ComponentsFor(const std::vector<Int>& r, const Int& e, RsaPrivateKeyComponents* c) {
  Int n(1), lam(1);
  for (const Int& x : r) {
    n *= x;
    lam = lam * (x - Int(1)) / Gcd(lam, x - Int(1));
  }
  auto d = ModInverse(e, lam);
  auto qi = ModInverse(r[1], r[0]);
  if (!d.ok() || !qi.ok()) return false;
  c->n = Sec(n);
  c->e = Sec(e);
  c->d = Sec(*d);
  c->p = Sec(r[0]);
  c->q = Sec(r[1]);
  c->dp = Sec(*d % (r[0] - Int(1)));
  c->dq = Sec(*d % (r[1] - Int(1)));
  c->qinv = Sec(*qi);
  c->other_primes.clear();
  Int prefix = r[0] * r[1];
  for (size_t i = 2; i < r.size(); ++i) {
    auto t = ModInverse(prefix, r[i]);
    if (!t.ok()) return false;
    der::OtherPrimeInfoDer o;
    o.r = Sec(r[i]);
    o.d = Sec(*d % (r[i] - Int(1)));
    o.t = Sec(*t);
    c->other_primes.push_back(std::move(o));
    prefix *= r[i];
  }
  return true;
}
bool TwoPrimeComponents(const Int& p, const Int& q, const Int& e, RsaPrivateKeyComponents* c) {
  return ComponentsFor({p, q}, e, c);
}

// e is bounded (rsa.h): 2^33 - 1 is accepted, 2^33 + 1 refused, for public
// and private keys alike, and GenerateKey refuses it too.
TEST(RsaKeyTest, PublicExponentBounded) {
  auto k = ParsePrivateKey(ReadTestFile("rsa2048.pkcs1.der"));
  ASSERT_TRUE(k.ok());
  const RsaPrivateKeyComponents good = k->components();
  const Int at_limit = (Int(1) << kRsaMaxPublicExponentBits) - Int(1);
  const Int over = (Int(1) << kRsaMaxPublicExponentBits) + Int(1);
  EXPECT_TRUE(RsaPublicKey::FromComponents(good.n, Sec(at_limit)).ok());
  EXPECT_EQ(RsaPublicKey::FromComponents(good.n, Sec(over)).status(), Status::kInvalidArgument);
  // e = n - 2: odd and below n, the denial of service the bound prevents.
  EXPECT_EQ(RsaPublicKey::FromComponents(good.n, Sec(I(good.n) - Int(2))).status(),
            Status::kInvalidArgument);
  // The same through the SPKI parser.
  auto pub = RsaPublicKey::FromComponents(good.n, Sec(at_limit));
  ASSERT_TRUE(pub.ok());
  EXPECT_TRUE(ParsePublicKey(MarshalPublicKeySpki(*pub)).ok());
  // Private keys: consistent components with each e.
  const Int p = I(good.p), q = I(good.q);
  for (const Int& e : {at_limit, over}) {
    RsaPrivateKeyComponents c;
    if (!TwoPrimeComponents(p, q, e, &c)) continue;  // e not invertible: nothing to test
    EXPECT_EQ(RsaPrivateKey::FromComponents(c).status(),
              e == over ? Status::kInvalidArgument : Status::kOk);
  }
  EXPECT_EQ(GenerateKey(2048, 2, (uint64_t{1} << kRsaMaxPublicExponentBits) + 1).status(),
            Status::kInvalidArgument);
}

// Prime sizes (rsa.h): a tiny factor, or a factor much larger than its share
// of n, is refused before any primality test; a key at the limits imports.
TEST(RsaKeyTest, PrimeSizesBounded) {
  const Int e(65537);
  auto prime = [](size_t bits) {
    Result<Int> r = RandomPrime(bits);
    EXPECT_TRUE(r.ok());
    return r.ok() ? *r : Int(0);
  };
  RsaPrivateKeyComponents c;
  // q = 3 and p = n / 3 a (composite) number of about 2046 bits: refused on
  // size alone, whatever p is.
  {
    auto k = ParsePrivateKey(ReadTestFile("rsa2048.pkcs1.der"));
    ASSERT_TRUE(k.ok());
    const Int big = I(k->components().p) * I(k->components().q) * Int(3);
    ASSERT_TRUE(TwoPrimeComponents(big, Int(3), e, &c) ||
                TwoPrimeComponents(big + Int(2), Int(3), e, &c));
    EXPECT_EQ(RsaPrivateKey::FromComponents(c).status(), Status::kInvalidArgument);
  }
  // Both prime, n of 1024 bits: the smaller must have >= 256 bits and the
  // larger <= 512 + 128 bits.
  struct Case {
    size_t p_bits, q_bits;
    Status want;
  };
  const Case cases[] = {
      {640, 385, Status::kOk},               // at the upper limit
      {768, 257, Status::kInvalidArgument},  // p beyond its share + slack
      {512, 512, Status::kOk},
  };
  for (const Case& t : cases) {
    SCOPED_TRACE(std::to_string(t.p_bits) + "/" + std::to_string(t.q_bits));
    for (int attempt = 0;; ++attempt) {
      ASSERT_LT(attempt, 20);
      const Int p = prime(t.p_bits), q = prime(t.q_bits);
      if ((p * q).BitLen() < kRsaMinModulusBits) continue;
      if (!TwoPrimeComponents(p, q, e, &c)) continue;
      EXPECT_EQ(RsaPrivateKey::FromComponents(c).status(), t.want);
      break;
    }
  }
  // Three primes of 385, 385 and 255 bits: the largest is within its share
  // (ceil(1024 / 3) + 128 bits), the smallest below kRsaMinPrimeBits.
  // Refused; with 257 bits instead, accepted.
  for (size_t small : {255, 257}) {
    SCOPED_TRACE("3-prime, smallest " + std::to_string(small) + " bits");
    for (int attempt = 0;; ++attempt) {
      ASSERT_LT(attempt, 20);
      const std::vector<Int> r = {prime(385), prime(385), prime(small)};
      if ((r[0] * r[1] * r[2]).BitLen() < kRsaMinModulusBits || !ComponentsFor(r, e, &c)) continue;
      EXPECT_EQ(RsaPrivateKey::FromComponents(c).status(),
                small < kRsaMinPrimeBits ? Status::kInvalidArgument : Status::kOk);
      break;
    }
  }
}

// PowEMont (the public exponentiation behind blinding) against
// ModExpVarTime for e = 0, 1, 2, 3, 65537, 2^64 + 1 (a second word), and e
// with leading zero words: e = 0 once looped over 2^64 bits of e.
TEST(RsaKeyTest, PowEMontMatchesModExp) {
  auto k = ParsePrivateKey(ReadTestFile("rsa2048.pkcs1.der"));
  ASSERT_TRUE(k.ok());
  const Modulus& m = k->public_key().modulus();
  const Int n = Int::FromBytesBE(k->public_key().n());
  test::Rng rng(Seed() ^ 0x90e);
  const std::vector<uint8_t> xb = rng.Bytes(200);
  const Int x = Int::FromBytesBE(xb);
  const std::vector<std::vector<Word>> exps = {
      {}, {0}, {0, 0}, {1}, {2}, {3}, {65537}, {65537, 0, 0}, {1, 1}, {~Word{0}, 5}};
  for (const std::vector<Word>& e : exps) {
    Int ei(0);
    for (size_t i = e.size(); i-- > 0;) ei = (ei << 64) + Int(e[i]);
    SCOPED_TRACE("e = " + ei.ToString(16) + " in " + std::to_string(e.size()) + " words");
    Residue xm = Residue::FromBytesBE(xb, m), out(m);
    ToMont(xm, xm, m);
    RsaPrivateKeyInternals::PowEMont(out, xm, e, m);
    FromMont(out, out, m);
    std::vector<uint8_t> got(m.byte_length());
    ASSERT_EQ(out.ToBytesBE(got, m), Status::kOk);
    auto want = ModExpVarTime(x, ei, n);
    ASSERT_TRUE(want.ok());
    EXPECT_EQ(Int::FromBytesBE(got), *want);
  }
}

TEST(RsaKeyTest, SmallModulusRejected) {
  // A 768-bit key made by OpenSSL: consistent, but below kRsaMinModulusBits.
  RSA* o = RSA_new();
  BIGNUM* e = BN_new();
  ASSERT_EQ(BN_set_word(e, 65537), 1);
  ASSERT_EQ(RSA_generate_key_ex(o, 768, e, nullptr), 1);
  auto bn = [](const BIGNUM* b) {
    SecretBytes s(static_cast<size_t>(BN_num_bytes(b)));
    BN_bn2bin(b, s.data());
    return s;
  };
  RsaPrivateKeyComponents c;
  c.n = bn(RSA_get0_n(o));
  c.e = bn(RSA_get0_e(o));
  c.d = bn(RSA_get0_d(o));
  c.p = bn(RSA_get0_p(o));
  c.q = bn(RSA_get0_q(o));
  c.dp = bn(RSA_get0_dmp1(o));
  c.dq = bn(RSA_get0_dmq1(o));
  c.qinv = bn(RSA_get0_iqmp(o));
  EXPECT_EQ(RsaPrivateKey::FromComponents(c).status(), Status::kKeyTooSmall);
  EXPECT_EQ(RsaPublicKey::FromComponents(c.n, c.e).status(), Status::kKeyTooSmall);
  RSA_free(o);
  BN_free(e);
}

// An empty key, a copy of one and a moved-from key hold no key state: every
// private operation is kInvalidArgument, nothing is written, nothing crashes.
TEST(RsaKeyTest, EmptyAndMovedFromKeysAreRejected) {
  TestKeyPair pair("rsa2048");
  ASSERT_TRUE(pair.ok());
  RsaPrivateKey empty;
  RsaPrivateKey empty_copy = empty;
  RsaPrivateKey full = *pair.k;
  RsaPrivateKey taker = std::move(full);
  Bytes c(pair.k->size(), 0x01);
  for (RsaPrivateKey* key : {&empty, &empty_copy, &full}) {
    EXPECT_EQ(key->num_primes(), 0u);
    Bytes out(pair.k->size(), 0xa5);
    EXPECT_EQ(key->RawPrivate(c, out), Status::kInvalidArgument);
    EXPECT_EQ(out, Bytes(pair.k->size(), 0xa5));
    EXPECT_EQ(rsa_internal::BlindingPoolSize(*key), 0u);
    EXPECT_TRUE(rsa_internal::BlindingPoolWords(*key).empty());
    EXPECT_EQ(rsa_internal::IfmaCrtPrimes(*key), 0u);
    Bytes re(pair.k->size()), ri(pair.k->size());
    EXPECT_NE(rsa_internal::TakeBlindingPair(*key, re, ri), Status::kOk);
  }
  // The key moved into works, and a key assigned from it works too.
  EXPECT_EQ(taker.num_primes(), 2u);
  Bytes a(pair.k->size()), b(pair.k->size());
  ASSERT_EQ(taker.RawPrivate(c, a), Status::kOk);
  empty = taker;
  ASSERT_EQ(empty.RawPrivate(c, b), Status::kOk);
  EXPECT_EQ(a, b);
}

}  // namespace
}  // namespace limb
