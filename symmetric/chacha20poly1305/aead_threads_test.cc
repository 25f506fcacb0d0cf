// aead_threads_test: one ChaCha20-Poly1305 key used by 8 threads at once,
// and the first use of the ChaCha20, Poly1305 and stitched AEAD kernel
// registries from 8 threads at once; run under --config=tsan as well, where
// a data race fails the test even when every result comes out right.
//
// The AEAD API has no key object: a key is 32 caller-owned bytes, read (never
// written) by every call, so "one key shared by 8 threads" is one const
// array whose span every thread passes. The state shared between threads is
// then the key bytes and the kernel tables (chosen once per process).
//
//  - First use: main() starts 8 threads behind a barrier before anything
//    else in the process has touched the registries, and they all ask for
//    the active and the enumerable tables at once; every answer must equal
//    the one read afterwards on one thread.
//  - SharedKey: each thread seals and opens its own messages (lengths
//    around the block and the stitched kernels' chunk sizes, random AAD,
//    distinct nonces) under the shared key, with ChaCha20-Poly1305 and
//    XChaCha20-Poly1305, combined and detached. Every ciphertext and tag
//    must equal a single-threaded reference computed before the threads
//    start, every open must return the plaintext, and a tampered tag must
//    be rejected with the output zeroed.
// Random inputs: fixed seed, overridable with LIMB_TEST_SEED, printed on
// failure.
#include <algorithm>
#include <array>
#include <barrier>
#include <cstdint>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "gtest/gtest.h"
#include "limb/asm/cpu.h"
#include "limb/asm/testing/first_use.h"
#include "limb/base/testing/seed.h"
#include "limb/symmetric/chacha20/chacha20_internal.h"
#include "limb/symmetric/chacha20poly1305/chacha20poly1305.h"
#include "limb/symmetric/chacha20poly1305/chacha20poly1305_internal.h"
#include "limb/symmetric/poly1305/poly1305_internal.h"

namespace limb {
namespace {

using Bytes = std::vector<uint8_t>;

constexpr size_t kThreads = 8;

uint64_t Seed() { return test::TestSeed(20261207); }

// ---- first use of the registries -----------------------------------------

const test::RegistryProbe kProbes[] = {
    {"DetectedCpu", [] { return test::One(DetectedCpu()); }},
    {"Cpu", [] { return test::One(Cpu()); }},
    {"ActiveChaCha20Kernels", [] { return test::One(ActiveChaCha20Kernels()); }},
    {"AllChaCha20Kernels", [] { return test::Many(AllChaCha20Kernels()); }},
    {"ActivePoly1305Kernels", [] { return test::One(ActivePoly1305Kernels()); }},
    {"AllPoly1305Kernels", [] { return test::Many(AllPoly1305Kernels()); }},
    {"ActiveAeadStitchKernels", [] { return test::One(ActiveAeadStitchKernels()); }},
    {"AllAeadStitchKernels", [] { return test::Many(AllAeadStitchKernels()); }},
    {"ActiveAeadKernels",
     [] {
       const AeadKernels k = ActiveAeadKernels();
       return std::vector<const void*>{k.chacha, k.poly, k.stitch};
     }},
};

// Filled by main() before InitGoogleTest.
test::FirstUseReadings g_first_use;

TEST(AeadThreadsTest, RegistriesFirstUsedFromEightThreadsAgree) {
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

// One message and its single-threaded results.
struct Case {
  Bytes pt, aad, nonce, xnonce;
  Bytes sealed, xsealed;  // ciphertext || tag
};

// Lengths around the 16-byte Poly1305 block, the 64-byte ChaCha20 block and
// the multi-block chunks of the vector and stitched kernels.
constexpr size_t kLengths[] = {0,   1,   15,  16,  17,  63,  64,  65,   127,  128,  129,
                               255, 256, 257, 300, 383, 384, 512, 1024, 1350, 4096, 8191};
constexpr size_t kRounds = 3;  // each thread goes over its messages this often

std::vector<std::string> RunCases(std::span<const uint8_t> key, const std::vector<Case>& cases,
                                  size_t t) {
  std::vector<std::string> errors;
  auto fail = [&](size_t i, const char* what) {
    errors.push_back("thread " + std::to_string(t) + " message " + std::to_string(i) + " (" +
                     std::to_string(cases[i].pt.size()) + " bytes): " + what);
  };
  for (size_t round = 0; round < kRounds; ++round) {
    for (size_t i = 0; i < cases.size(); ++i) {
      const Case& c = cases[i];
      const size_t n = c.pt.size();
      Bytes out(n + kChaCha20Poly1305TagSize), back(n);
      size_t len = 0;
      // ChaCha20-Poly1305, combined.
      if (ChaCha20Poly1305Seal(out, &len, key, c.nonce, c.pt, c.aad) != Status::kOk ||
          out != c.sealed)
        fail(i, "Seal != reference");
      if (ChaCha20Poly1305Open(back, &len, key, c.nonce, c.sealed, c.aad) != Status::kOk ||
          len != n || back != c.pt)
        fail(i, "Open");
      Bytes bad = c.sealed;
      bad[n] ^= 0x01;  // the tag's first byte
      std::fill(back.begin(), back.end(), 0xa5);
      if (ChaCha20Poly1305Open(back, &len, key, c.nonce, bad, c.aad) !=
              Status::kAuthenticationFailed ||
          std::any_of(back.begin(), back.end(), [](uint8_t b) { return b != 0; }))
        fail(i, "Open accepted a bad tag or left output");
      // ChaCha20-Poly1305, detached.
      Bytes ct(n), tag(kChaCha20Poly1305TagSize);
      if (ChaCha20Poly1305SealDetached(ct, tag, key, c.nonce, c.pt, c.aad) != Status::kOk ||
          !std::equal(ct.begin(), ct.end(), c.sealed.begin()) ||
          !std::equal(tag.begin(), tag.end(), c.sealed.begin() + n))
        fail(i, "SealDetached != reference");
      if (ChaCha20Poly1305OpenDetached(back, key, c.nonce, ct, tag, c.aad) != Status::kOk ||
          back != c.pt)
        fail(i, "OpenDetached");
      // XChaCha20-Poly1305, combined and detached.
      if (XChaCha20Poly1305Seal(out, &len, key, c.xnonce, c.pt, c.aad) != Status::kOk ||
          out != c.xsealed)
        fail(i, "XSeal != reference");
      if (XChaCha20Poly1305Open(back, &len, key, c.xnonce, c.xsealed, c.aad) != Status::kOk ||
          len != n || back != c.pt)
        fail(i, "XOpen");
      bad = c.xsealed;
      bad[n] ^= 0x80;
      std::fill(back.begin(), back.end(), 0xa5);
      if (XChaCha20Poly1305Open(back, &len, key, c.xnonce, bad, c.aad) !=
              Status::kAuthenticationFailed ||
          std::any_of(back.begin(), back.end(), [](uint8_t b) { return b != 0; }))
        fail(i, "XOpen accepted a bad tag or left output");
      if (XChaCha20Poly1305SealDetached(ct, tag, key, c.xnonce, c.pt, c.aad) != Status::kOk ||
          !std::equal(ct.begin(), ct.end(), c.xsealed.begin()) ||
          !std::equal(tag.begin(), tag.end(), c.xsealed.begin() + n))
        fail(i, "XSealDetached != reference");
      if (XChaCha20Poly1305OpenDetached(back, key, c.xnonce, ct, tag, c.aad) != Status::kOk ||
          back != c.pt)
        fail(i, "XOpenDetached");
    }
  }
  return errors;
}

TEST(AeadThreadsTest, SharedKey) {
  SCOPED_TRACE(test::SeedTrace(Seed()));
  std::mt19937_64 rng(Seed());
  const Bytes key_bytes = test::RandomBytes(rng, kChaCha20Poly1305KeySize);
  const std::span<const uint8_t> key(key_bytes);
  // Thread t's messages: every length, its own plaintexts, AAD and nonces
  // (nonce = t, i in the first bytes: distinct across threads and messages).
  std::vector<std::vector<Case>> cases(kThreads);
  for (size_t t = 0; t < kThreads; ++t) {
    for (size_t i = 0; i < std::size(kLengths); ++i) {
      Case c;
      c.pt = test::RandomBytes(rng, kLengths[i]);
      c.aad = test::RandomBytes(rng, rng() % 40);
      c.nonce = test::RandomBytes(rng, kChaCha20Poly1305NonceSize);
      c.xnonce = test::RandomBytes(rng, kXChaCha20Poly1305NonceSize);
      c.nonce[0] = c.xnonce[0] = static_cast<uint8_t>(t);
      c.nonce[1] = c.xnonce[1] = static_cast<uint8_t>(i);
      c.sealed.resize(c.pt.size() + kChaCha20Poly1305TagSize);
      c.xsealed.resize(c.pt.size() + kChaCha20Poly1305TagSize);
      size_t len = 0;
      ASSERT_EQ(ChaCha20Poly1305Seal(c.sealed, &len, key, c.nonce, c.pt, c.aad), Status::kOk);
      ASSERT_EQ(XChaCha20Poly1305Seal(c.xsealed, &len, key, c.xnonce, c.pt, c.aad), Status::kOk);
      cases[t].push_back(std::move(c));
    }
  }
  std::vector<std::vector<std::string>> errors(kThreads);
  std::barrier start(kThreads);
  std::vector<std::thread> threads;
  for (size_t t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      start.arrive_and_wait();
      errors[t] = RunCases(key, cases[t], t);
    });
  }
  for (std::thread& th : threads) th.join();
  for (const auto& v : errors) {
    for (const std::string& e : v) ADD_FAILURE() << e;
  }
}

}  // namespace
}  // namespace limb

int main(int argc, char** argv) {
  // The race first: nothing in this process has used a kernel registry yet.
  limb::g_first_use = limb::test::RaceFirstUse(limb::kProbes, limb::kThreads);
  testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
