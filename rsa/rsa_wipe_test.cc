// What an RSA private operation leaves on the stack: nothing that depends on
// the secrets. The Montgomery kernels keep products of secret values in
// stack scratch; the exponentiations, the blinding batch and the CRT
// recombination each end with WipeStack (base/ct.h).
//
// Method (base/testing/stack_residue.h): two private operations on the same
// key with different ciphertexts and blinding values, given through the same
// buffers; what each left in the 64 KiB below must be identical. Every key of
// testdata/rsa, on the default kernels (IFMA where the CPU has it) and pinned
// to each scalar table.
// Seed: fixed, overridable with LIMB_TEST_SEED; printed on failure.
#include <cstdint>
#include <cstring>
#include <random>
#include <string>

#include "limb/base/testing/seed.h"
#include "limb/base/testing/stack_residue.h"
#include "limb/bignum/mont.h"
#include "gtest/gtest.h"
#include "limb/rsa/rsa.h"
#include "limb/rsa/rsa_internal.h"
#include "limb/rsa/test_util.h"
#include "limb/bignum/mont_internal.h"

namespace limb {
namespace {

using Bytes = std::vector<uint8_t>;
using test::RandomBytes;
using test::ReadTestFile;
using test::SeedTrace;
using test::StackResidueDiff;
using test::TestSeed;

uint64_t Seed() { return TestSeed(0x72776970ull); }

// One private operation's inputs: a ciphertext below n and the blinding
// values (each rsa_internal::BlindingBytes(key) bytes).
struct Inputs {
  Bytes c, r, a;
};

Inputs RandomInputs(std::mt19937_64& rng, const RsaPrivateKey& key) {
  const size_t blind = rsa_internal::BlindingBytes(key);
  Inputs in{RandomBytes(rng, key.size()), RandomBytes(rng, blind), RandomBytes(rng, blind)};
  in.c[0] &= 0x7f;  // the test keys' n has its top bit set: c < n
  return in;
}

TEST(RsaWipe, PrivateLeavesNoSecretOnTheStack) {
  SCOPED_TRACE(SeedTrace(Seed()));
  std::mt19937_64 rng(Seed());
  for (const char* name : {"rsa2048", "rsa3072", "rsa4096", "rsa2048_3prime"}) {
    SCOPED_TRACE(name);
    Result<RsaPrivateKey> parsed = ParsePrivateKey(ReadTestFile(std::string(name) + ".pkcs1.der"));
    ASSERT_TRUE(parsed.ok());
    std::vector<const MontKernels*> tables(AllMontKernels().begin(), AllMontKernels().end());
    tables.push_back(nullptr);  // nullptr: the default table (IFMA where it applies)
    for (const MontKernels* t : tables) {
      RsaPrivateKey key = *parsed;
      if (t != nullptr) rsa_internal::SetKernels(key, *t);
      const Inputs secrets[2] = {RandomInputs(rng, key), RandomInputs(rng, key)};
      Inputs in = secrets[0];  // the buffers both runs use
      Bytes out(key.size());
      const std::string d = StackResidueDiff([&](int s) {
        in.c = secrets[s].c;  // same sizes: copied into the same buffers
        in.r = secrets[s].r;
        in.a = secrets[s].a;
        ASSERT_EQ(rsa_internal::RawPrivateWithBlinding(key, in.c, out, in.r, in.a), Status::kOk);
      });
      EXPECT_EQ(d, "") << "table " << (t != nullptr ? t->name : "default");
    }
  }
}

}  // namespace
}  // namespace limb
