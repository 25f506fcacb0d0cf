// What the constant-time exponentiations leave on the stack. After Exp,
// ExpWords and ExpIfmaDual return, the stack below their caller must not
// depend on the secrets (base and exponent): the kernels keep products of
// secret values in stack scratch, and each exponentiation ends with
// WipeStack (base/ct.h) over its callees' frames. (ExpVarTime does not: its
// contract treats the base as exposed. RSA's callers of it on secrets wipe,
// rsa/rsa_wipe_test.cc.)
//
// Method (base/testing/stack_residue.h): run the exponentiation with two
// different bases and exponents of the same sizes, on the same objects, and
// compare what each run left in the 64 KiB below; the two must be identical
// (every public value left there, return addresses, pointers, counters, is
// the same both times; a copy of a secret intermediate would differ). Run
// for every table of AllMontKernels() (pinned: the scalar path), for the
// default table (on an IFMA CPU, the IFMA path) and for the paired IFMA
// exponentiation. Without the WipeStack calls every table fails here.
// Seed: fixed, overridable with LIMB_TEST_SEED; printed on failure.
#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "limb/base/check.h"
#include "limb/base/testing/seed.h"
#include "limb/base/testing/stack_residue.h"
#include "limb/bignum/mont.h"
#include "limb/bignum/mont_ifma_internal.h"
#include "limb/bignum/mont_internal.h"

namespace limb {
namespace {

uint64_t Seed() { return test::TestSeed(0x77697065ull); }

std::vector<Word> RandomWords(std::mt19937_64& rng, size_t n) {
  std::vector<Word> w(n);
  for (auto& x : w) x = rng();
  return w;
}

Modulus RandomModulus(std::mt19937_64& rng, size_t n) {
  std::vector<Word> w = RandomWords(rng, n);
  w[0] |= 1;
  w[n - 1] |= Word{1} << 63;
  Result<Modulus> m = Modulus::FromWords(w);
  LIMB_CHECK(m.ok());
  return std::move(m).value();
}

Residue RandomResidue(std::mt19937_64& rng, const Modulus& m) {
  std::vector<Word> w = RandomWords(rng, m.num_words());
  w.back() >>= 1;  // < 2^(64n - 1) <= m
  return Residue::FromWords(w, m);
}

struct Secrets {
  Residue base;
  std::vector<Word> e;
};

// Copies the values of from into the existing buffers of to (same sizes).
void Load(Secrets& to, const Secrets& from) {
  std::memcpy(to.base.data(), from.base.data(), from.base.num_words() * sizeof(Word));
  std::memcpy(to.e.data(), from.e.data(), from.e.size() * sizeof(Word));
}

TEST(MontWipe, ExpLeavesNoSecretOnTheStack) {
  SCOPED_TRACE(test::SeedTrace(Seed()));
  std::mt19937_64 rng(Seed());
  for (size_t n : {1, 4, 5, 8, 12, 16, 17, 24, 32, 40, 64}) {
    const Modulus m0 = RandomModulus(rng, n);
    std::vector<const MontKernels*> tables(AllMontKernels().begin(), AllMontKernels().end());
    tables.push_back(nullptr);  // nullptr: the default table, unpinned (IFMA where it applies)
    for (const MontKernels* t : tables) {
      Modulus m = m0;
      if (t != nullptr) mont_internal::SetKernels(m, *t);
      const std::string name = t != nullptr ? t->name : "default";
      Secrets sec[2];
      for (auto& s : sec) s = {RandomResidue(rng, m), RandomWords(rng, n)};
      // Both runs use the same objects (the secrets copied in), so that the
      // pointers left on the stack are the same.
      Secrets in = {Residue(m), std::vector<Word>(n)};
      Residue out(m);
      // The constant-time exponentiation, exponent as long as the modulus.
      const std::string d = test::StackResidueDiff([&](int s) {
        Load(in, sec[s]);
        ASSERT_EQ(ExpWords(out, in.base, in.e, 64 * n, m), Status::kOk);
      });
      EXPECT_EQ(d, "") << "ExpWords n=" << n << " table=" << name;
    }
  }
}

// The paired IFMA exponentiation (RSA-CRT's two halves in one pass), where
// the CPU has it.
TEST(MontWipe, ExpIfmaDualLeavesNoSecretOnTheStack) {
  if (!ActiveIfmaKernels().use_for_exp) GTEST_SKIP() << "no AVX-512 IFMA kernels on this CPU";
  SCOPED_TRACE(test::SeedTrace(Seed()));
  std::mt19937_64 rng(Seed() + 1);
  for (size_t n : {8, 16, 24, 32}) {
    const Modulus ma = RandomModulus(rng, n), mb = RandomModulus(rng, n);
    Secrets sa[2], sb[2];
    for (int s = 0; s < 2; ++s) {
      sa[s] = {RandomResidue(rng, ma), RandomWords(rng, n)};
      sb[s] = {RandomResidue(rng, mb), RandomWords(rng, n)};
    }
    Secrets ina = {Residue(ma), std::vector<Word>(n)}, inb = {Residue(mb), std::vector<Word>(n)};
    Residue outa(ma), outb(mb);
    const std::string d = test::StackResidueDiff([&](int s) {
      Load(ina, sa[s]);
      Load(inb, sb[s]);
      ASSERT_EQ(ExpIfmaDual(outa, ina.base, ina.e, 64 * n, ma, outb, inb.base, inb.e, 64 * n, mb,
                            ActiveIfmaKernels()),
                Status::kOk);
    });
    EXPECT_EQ(d, "") << "ExpIfmaDual n=" << n;
  }
}

}  // namespace
}  // namespace limb
