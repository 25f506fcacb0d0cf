// rsa_threads_test: what rsa.h promises about threads, exercised with 8
// threads and checked result by result; run under --config=tsan as well,
// where a data race fails the test even when every result comes out right.
//
// rsa.h promises that RawPrivate may run concurrently on one key (the pool
// of blinding values is its only mutable state, behind a mutex), so every
// scheme of rsa/schemes.h, which takes the key by const reference and calls
// RawPrivate, may too; and that a copy of a key starts with no blinding
// values of its own. It promises nothing for copying, moving or assigning a
// key while other threads use it, so this test does not do that.
//
//  - First use: main() starts 8 threads behind a barrier before anything
//    else in the process has touched the kernel registries (CPU detection,
//    arith, mont, IFMA, SHA-256), and they all ask for the active and the
//    enumerable tables at once; every answer must equal the one read
//    afterwards on one thread.
//  - SharedKey: one RsaPrivateKey shared by 8 threads, each signing (PKCS#1
//    v1.5 and PSS) and decrypting (OAEP, PKCS#1 v1.5, and a PKCS#1 v1.5
//    ciphertext with bad padding, which takes the implicit-rejection path)
//    many more times than the blinding pool holds, so the pool is drained
//    and refilled concurrently. Signatures must verify, v1.5 signatures and
//    the implicit-rejection output must equal a single-threaded reference,
//    decryptions must return the plaintext.
//  - BlindingPairsHandedOutOnce: 8 threads take pairs from one pool; no pair
//    may reach two callers.
//  - CopiesAreIndependent: a copy starts with an empty pool; the original
//    and the copy then serve 4 threads each.
// Random inputs: fixed seed, overridable with LIMB_TEST_SEED, printed on
// failure.
#include <algorithm>
#include <array>
#include <atomic>
#include <barrier>
#include <cstdint>
#include <random>
#include <set>
#include <span>
#include <string>
#include <thread>
#include <vector>

#include "gtest/gtest.h"
#include "limb/asm/cpu.h"
#include "limb/asm/testing/first_use.h"
#include "limb/base/testing/seed.h"
#include "limb/bignum/arith.h"
#include "limb/bignum/mont_ifma_internal.h"
#include "limb/bignum/mont_internal.h"
#include "limb/rsa/rsa.h"
#include "limb/rsa/rsa_internal.h"
#include "limb/rsa/schemes.h"
#include "limb/rsa/test_util.h"
#include "limb/symmetric/sha256/sha256_internal.h"

namespace limb {
namespace {

using Bytes = std::vector<uint8_t>;

constexpr size_t kThreads = 8;

uint64_t Seed() { return test::TestSeed(20261207); }
#define SEED_TRACE() SCOPED_TRACE(test::SeedTrace(Seed()))

// ---- first use of the registries -----------------------------------------

const test::RegistryProbe kProbes[] = {
    {"DetectedCpu", [] { return test::One(DetectedCpu()); }},
    {"Cpu", [] { return test::One(Cpu()); }},
    {"ActiveArithKernels", [] { return test::One(ActiveArithKernels()); }},
    {"AllArithKernels", [] { return test::Many(AllArithKernels()); }},
    {"ActiveMontKernels", [] { return test::One(ActiveMontKernels()); }},
    {"AllMontKernels", [] { return test::Many(AllMontKernels()); }},
    {"ActiveIfmaKernels", [] { return test::One(ActiveIfmaKernels()); }},
    {"AllIfmaKernels", [] { return test::Many(AllIfmaKernels()); }},
    {"ActiveSha256Kernels", [] { return test::One(ActiveSha256Kernels()); }},
    {"AllSha256Kernels", [] { return test::Many(AllSha256Kernels()); }},
};

// Filled by main() before InitGoogleTest.
bool g_arith_untouched = false;
test::FirstUseReadings g_first_use;

TEST(RsaThreadsTest, RegistriesFirstUsedFromEightThreadsAgree) {
  // ActiveArithKernels() publishes its choice in g_selected: null before
  // the race means no registry use preceded it (arith is the first kernel
  // family any bignum code reaches).
  EXPECT_TRUE(g_arith_untouched) << "a kernel table was chosen before main()'s race";
  ASSERT_EQ(g_first_use.size(), kThreads);
  for (size_t p = 0; p < std::size(kProbes); ++p) {
    const std::vector<const void*> want = kProbes[p].read();
    ASSERT_FALSE(want.empty()) << kProbes[p].name;
    for (size_t t = 0; t < kThreads; ++t) {
      EXPECT_EQ(g_first_use[t][p], want) << kProbes[p].name << ", thread " << t;
    }
  }
}

// ---- one key, 8 threads --------------------------------------------------

RsaPrivateKey LoadKey(const char* name) {
  Result<RsaPrivateKey> k = ParsePrivateKey(test::ReadTestFile(std::string(name) + ".pkcs1.der"));
  EXPECT_TRUE(k.ok()) << name;
  return k.ok() ? std::move(k).value() : RsaPrivateKey();
}

enum Op { kSignV15, kSignPss, kDecryptOaep, kDecryptV15, kDecryptV15Bad, kNumOps };

// One thread's share of the work: ops[i] = (t + i) % kNumOps on fresh
// random inputs; failures are collected as strings (GoogleTest assertions
// stay on the main thread).
struct Job {
  std::vector<Bytes> digests;     // kSignV15 inputs
  std::vector<Bytes> v15_sigs;    // their single-threaded signatures
  std::vector<std::string> errors;
  size_t private_ops = 0;
};

// A ciphertext whose PKCS#1 v1.5 padding is wrong (0x00 0x01 ...): RawPublic
// of an encoded block with block type 1. Decrypting it returns the
// synthetic message of implicit rejection, a deterministic function of the
// key and the ciphertext.
Bytes BadV15Ciphertext(const RsaPublicKey& pub) {
  Bytes em(pub.size(), 0xff);
  em[0] = 0x00;
  em[1] = 0x01;
  em[pub.size() - 20] = 0x00;
  Bytes ct(pub.size());
  EXPECT_EQ(pub.RawPublicVarTime(em, ct), Status::kOk);
  return ct;
}

void RunOps(const RsaPrivateKey& key, size_t t, size_t ops, const Bytes& bad_ct,
            const Bytes& bad_ref, Job* job) {
  const RsaPublicKey& pub = key.public_key();
  const size_t k = key.size();
  std::mt19937_64 rng(Seed() + 1000 * t);
  size_t next_v15 = 0;
  auto fail = [&](size_t i, const char* what) {
    job->errors.push_back("thread " + std::to_string(t) + " op " + std::to_string(i) + ": " +
                          what);
  };
  for (size_t i = 0; i < ops; ++i) {
    Bytes out(k), sig(k), ct(k);
    size_t out_len = 0;
    switch (static_cast<Op>((t + i) % kNumOps)) {
      case kSignV15: {
        const Bytes& d = job->digests[next_v15];
        if (SignPkcs1v15(key, RsaHash::kSha256, d, sig) != Status::kOk) fail(i, "SignPkcs1v15");
        else if (VerifyPkcs1v15(pub, RsaHash::kSha256, d, sig) != Status::kOk) fail(i, "v1.5 verify");
        else if (sig != job->v15_sigs[next_v15]) fail(i, "v1.5 signature != reference");
        ++next_v15;
        break;
      }
      case kSignPss: {
        const Bytes d = test::RandomBytes(rng, 32);
        if (SignPss(key, RsaHash::kSha256, d, kPssSaltHashLen, sig) != Status::kOk)
          fail(i, "SignPss");
        else if (VerifyPss(pub, RsaHash::kSha256, d, sig, kPssSaltHashLen) != Status::kOk)
          fail(i, "PSS verify");
        break;
      }
      case kDecryptOaep: {
        const Bytes msg = test::RandomBytes(rng, 1 + rng() % (k - 2 * 32 - 2));
        if (EncryptOaep(pub, msg, {}, ct) != Status::kOk) fail(i, "EncryptOaep");
        else if (DecryptOaep(key, ct, {}, out, &out_len) != Status::kOk) fail(i, "DecryptOaep");
        else if (Bytes(out.begin(), out.begin() + out_len) != msg) fail(i, "OAEP plaintext");
        break;
      }
      case kDecryptV15: {
        const Bytes msg = test::RandomBytes(rng, rng() % (k - 11 + 1));
        if (EncryptPkcs1v15(pub, msg, ct) != Status::kOk) fail(i, "EncryptPkcs1v15");
        else if (DecryptPkcs1v15(key, ct, out, &out_len) != Status::kOk) fail(i, "DecryptPkcs1v15");
        else if (Bytes(out.begin(), out.begin() + out_len) != msg) fail(i, "v1.5 plaintext");
        break;
      }
      case kDecryptV15Bad: {
        if (DecryptPkcs1v15(key, bad_ct, out, &out_len) != Status::kOk)
          fail(i, "DecryptPkcs1v15 (implicit rejection)");
        else if (Bytes(out.begin(), out.begin() + out_len) != bad_ref)
          fail(i, "implicit rejection != reference");
        break;
      }
      case kNumOps:
        break;
    }
    ++job->private_ops;
  }
}

// Runs `ops` operations on each of kThreads threads, thread t on
// *keys[t % keys.size()], all started at once; checks every result.
void RunThreads(std::span<const RsaPrivateKey* const> keys, size_t ops) {
  SEED_TRACE();
  std::vector<Job> jobs(kThreads);
  std::vector<Bytes> bad_ct(keys.size()), bad_ref(keys.size());
  // Single-threaded references, before any thread starts.
  for (size_t j = 0; j < keys.size(); ++j) {
    bad_ct[j] = BadV15Ciphertext(keys[j]->public_key());
    Bytes out(keys[j]->size());
    size_t out_len = 0;
    ASSERT_EQ(DecryptPkcs1v15(*keys[j], bad_ct[j], out, &out_len), Status::kOk);
    bad_ref[j].assign(out.begin(), out.begin() + out_len);
  }
  std::mt19937_64 rng(Seed());
  for (size_t t = 0; t < kThreads; ++t) {
    const RsaPrivateKey& key = *keys[t % keys.size()];
    for (size_t i = 0; i < ops; ++i) {
      if ((t + i) % kNumOps != kSignV15) continue;
      jobs[t].digests.push_back(test::RandomBytes(rng, 32));
      Bytes sig(key.size());
      ASSERT_EQ(SignPkcs1v15(key, RsaHash::kSha256, jobs[t].digests.back(), sig), Status::kOk);
      jobs[t].v15_sigs.push_back(sig);
    }
  }
  std::barrier start(kThreads);
  std::vector<std::thread> threads;
  for (size_t t = 0; t < kThreads; ++t) {
    const size_t j = t % keys.size();
    threads.emplace_back([&, t, j] {
      start.arrive_and_wait();
      RunOps(*keys[j], t, ops, bad_ct[j], bad_ref[j], &jobs[t]);
    });
  }
  for (std::thread& th : threads) th.join();
  for (const Job& job : jobs) {
    EXPECT_EQ(job.private_ops, ops);
    for (const std::string& e : job.errors) ADD_FAILURE() << e;
  }
  for (const RsaPrivateKey* key : keys)
    EXPECT_LE(rsa_internal::BlindingPoolSize(*key), 2 * rsa_internal::kBlindingBatch);
}

// Enough operations per thread that the pool (at most 2 batches) is emptied
// and refilled several times while the other threads take from it.
constexpr size_t kOpsPerThread = 2 * kNumOps + 2;
static_assert(kThreads * kOpsPerThread >= 4 * rsa_internal::kBlindingBatch);

TEST(RsaThreadsTest, SharedKey) {
  for (const char* name : {"rsa2048", "rsa2048_3prime"}) {
    SCOPED_TRACE(name);
    const RsaPrivateKey key = LoadKey(name);
    ASSERT_EQ(rsa_internal::BlindingPoolSize(key), 0u);
    const RsaPrivateKey* keys[] = {&key};
    RunThreads(keys, kOpsPerThread);
  }
}

TEST(RsaThreadsTest, CopiesAreIndependent) {
  const RsaPrivateKey key = LoadKey("rsa2048");
  Bytes re(key.size()), rinv(key.size());
  // One pair taken: the pool now holds the rest of a batch.
  ASSERT_EQ(rsa_internal::TakeBlindingPair(key, re, rinv), Status::kOk);
  ASSERT_EQ(rsa_internal::BlindingPoolSize(key), rsa_internal::kBlindingBatch - 1);
  const RsaPrivateKey copy = key;
  EXPECT_EQ(rsa_internal::BlindingPoolSize(copy), 0u);
  EXPECT_EQ(rsa_internal::BlindingPoolSize(key), rsa_internal::kBlindingBatch - 1);
  const RsaPrivateKey* keys[] = {&key, &copy};
  RunThreads(keys, kOpsPerThread);
}

TEST(RsaThreadsTest, BlindingPairsHandedOutOnce) {
  const RsaPrivateKey key = LoadKey("rsa2048");
  constexpr size_t kPairsPerThread = 3 * rsa_internal::kBlindingBatch;
  std::vector<std::vector<Bytes>> taken(kThreads);
  std::atomic<size_t> failures{0};
  std::barrier start(kThreads);
  std::vector<std::thread> threads;
  for (size_t t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      start.arrive_and_wait();
      for (size_t i = 0; i < kPairsPerThread; ++i) {
        Bytes re(key.size()), rinv(key.size());
        if (rsa_internal::TakeBlindingPair(key, re, rinv) != Status::kOk) {
          failures.fetch_add(1);
          continue;
        }
        taken[t].push_back(re);
      }
    });
  }
  for (std::thread& th : threads) th.join();
  EXPECT_EQ(failures.load(), 0u);
  std::set<Bytes> seen;
  size_t total = 0;
  for (const auto& v : taken) {
    for (const Bytes& re : v) {
      ++total;
      EXPECT_TRUE(seen.insert(re).second) << "a blinding pair reached two callers";
    }
  }
  EXPECT_EQ(total, kThreads * kPairsPerThread);
  EXPECT_LE(rsa_internal::BlindingPoolSize(key), 2 * rsa_internal::kBlindingBatch);
}

}  // namespace
}  // namespace limb

int main(int argc, char** argv) {
  // The race first: nothing in this process has used a kernel registry yet.
  limb::g_arith_untouched =
      limb::arith_internal::g_selected.load(std::memory_order_acquire) == nullptr;
  limb::g_first_use = limb::test::RaceFirstUse(limb::kProbes, limb::kThreads);
  testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
