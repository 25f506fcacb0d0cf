// No freed heap block holds a bignum's value: Nat, Int, Modulus and Residue
// wipe their words whenever their storage is released (destruction, copy
// and move assignment over a value, growth), and so do the temporaries of
// the arithmetic, conversions, division, inversion and exponentiation.
// The global operator delete is replaced (base/testing/freed_heap.h): every
// block freed while a check runs is scanned for the 8-byte windows of a
// random pattern whose bytes are neither 0x00 nor 0xff.
#include <cstdint>
#include <random>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "limb/base/ct.h"
#include "limb/base/testing/freed_heap.h"
#include "limb/base/testing/seed.h"
#include "limb/bignum/int.h"
#include "limb/bignum/mont.h"
#include "limb/bignum/nat.h"
#include "limb/bignum/nt.h"

namespace limb {
namespace {

using test::FreedHeap;

uint64_t Seed() { return test::TestSeed(0x6672656564ull); }

// PatternWords: n words whose bytes are all in [1, 0xfe], so that every
// window of them is registered (none is trivially common).
std::vector<Word> PatternWords(std::mt19937_64& rng, size_t n) {
  std::vector<Word> w(n);
  for (Word& x : w) {
    Word v = rng(), out = 0;
    for (int b = 0; b < 8; ++b) out |= Word{1 + ((v >> (8 * b)) & 0xff) % 0xfe} << (8 * b);
    x = out;
  }
  return w;
}

// Check: runs op with the scanner armed under phase and fails on any hit.
template <typename Op>
void Check(const std::string& phase, Op op) {
  FreedHeap::Arm(phase);
  op();
  const size_t blocks = FreedHeap::scanned_blocks();
  FreedHeap::Disarm();
  EXPECT_EQ(FreedHeap::TakeReport(), "") << "phase " << phase;
  EXPECT_GT(blocks, 0u) << "phase " << phase << " freed nothing: it checks nothing";
}

class FreedHeapTest : public ::testing::Test {
 protected:
  void SetUp() override {
    FreedHeap::ClearSecrets();
    (void)FreedHeap::TakeReport();
  }
  void TearDown() override {
    FreedHeap::Disarm();
    FreedHeap::ClearSecrets();
  }
};

// 48 words: above the Karatsuba thresholds, so products take that path.
constexpr size_t kWords = 48;

TEST_F(FreedHeapTest, Nat) {
  SCOPED_TRACE(test::SeedTrace(Seed()));
  std::mt19937_64 rng(Seed());
  const std::vector<Word> p = PatternWords(rng, kWords);
  FreedHeap::AddWords("the pattern", p);
  std::vector<uint8_t> be(8 * kWords);
  for (size_t i = 0; i < be.size(); ++i) be[i] = static_cast<uint8_t>(p[kWords - 1 - i / 8] >> (8 * (7 - i % 8)));
  const std::string hex = Nat::FromWords(p).ToString(16);  // made before arming
  Check("Nat copy, move, assignment, destruction", [&] {
    Nat a = Nat::FromWords(p);
    Nat b = a;
    Nat c = std::move(b);
    b = a;             // copy into a moved-from value
    c = Nat(5);        // move assignment over the pattern
    b = Nat(7);        // move assignment over the copy
    a = c;             // copy assignment over the pattern (smaller value)
  });
  Check("Nat growth and Normalize", [&] {
    Nat g = Nat::FromWords(p);
    for (int i = 0; i < 200; ++i) g.mutable_words().push_back(Word{1} + i);  // reallocations
    g.mutable_words().resize(3);
    g.mutable_words().shrink_to_fit();
    Nat h = Nat::FromWords(p);
    h.mutable_words().resize(4 * kWords, 0);
    h.Normalize();
    h.mutable_words().shrink_to_fit();
  });
  Check("Nat arithmetic and shifts", [&] {
    const Nat a = Nat::FromWords(p);
    { Nat r = Nat::Add(a, Nat()); }
    { Nat r = Nat::Sub(a, Nat(1)); }
    { Nat r = Nat::Mul(a, Nat(1)); }
    { Nat r = Nat::Mul(a, a); }
    { Nat r = Nat::Sqr(a); }
    { Nat r = Nat::Shl(a, 64); r = Nat::Shr(r, 64); }
    { Nat r = Nat::Shr(Nat::Shl(a, 3), 3); }
    { Nat r = Nat::Or(a, Nat()); r = Nat::Xor(r, Nat(1)); r = Nat::And(r, a); r = Nat::AndNot(r, Nat(2)); }
    { Nat r = Nat::AddWord(a, 1); r = Nat::SubWord(r, 1); r = Nat::MulWord(r, 1); }
  });
  Check("Nat division", [&] {
    const Nat a = Nat::FromWords(p);
    const Nat big = Nat::Shl(Nat::Mul(a, a), 5);
    Nat q, r;
    ASSERT_EQ(Nat::DivMod(big, a, &q, &r), Status::kOk);
    ASSERT_EQ(Nat::DivMod(a, Nat(3), &q, &r), Status::kOk);
    Nat top = Nat::Shl(a, 64 * kWords);  // a divisor of 2 * kWords words
    ASSERT_EQ(Nat::DivMod(Nat::Mul(top, top), Nat::AddWord(top, 1), &q, &r), Status::kOk);
    Word w = 0;
    ASSERT_EQ(Nat::DivModWord(a, 1000003, &q, &w), Status::kOk);
  });
  Check("Nat conversions", [&] {
    const Nat a = Nat::FromWords(p);
    { Nat r = Nat::FromBytesBE(be); }
    { std::string s = a.ToString(16); }
    { std::string s = a.ToString(10); }
    { Result<Nat> r = Nat::FromString(hex, 16); ASSERT_TRUE(r.ok()); }
    std::vector<uint8_t> out = a.ToBytesBE();  // the caller's copy: the caller wipes it
    SecureWipe(std::span<uint8_t>(out));
  });
}

TEST_F(FreedHeapTest, Int) {
  SCOPED_TRACE(test::SeedTrace(Seed()));
  std::mt19937_64 rng(Seed() + 1);
  const std::vector<Word> p = PatternWords(rng, kWords);
  FreedHeap::AddWords("the pattern", p);
  Check("Int copy, move, assignment, arithmetic", [&] {
    Int a = Int::FromWords(p);
    Int b = a;
    Int c = std::move(b);
    b = -a;
    c = a.Abs();
    c = a * Int(1);
    c = a + Int(0);
    c -= Int(1);
    c <<= 64;
    c >>= 64;
    Int q, r;
    ASSERT_EQ(Int::DivModEuclid(a, Int(1000003), &q, &r), Status::kOk);
    ASSERT_EQ(Int::DivModTrunc(Int::Square(a), a, &q, &r), Status::kOk);
    a = Int(3);
    b = Int(4);
  });
  Check("Int number theory", [&] {
    const Int a = Int::FromWords(p);
    const Int m = Int::FromWords(p) * Int(3) + Int(2);  // coprime with a
    Result<Int> inv = ModInverse(a, m);
    ASSERT_TRUE(inv.ok());
    Int g = Gcd(a, m);
    Int l = Lcm(a, Int(6));
  });
}

TEST_F(FreedHeapTest, ModulusAndResidue) {
  SCOPED_TRACE(test::SeedTrace(Seed()));
  std::mt19937_64 rng(Seed() + 2);
  std::vector<Word> p = PatternWords(rng, 32);
  p[0] |= 1;  // odd: a modulus
  std::vector<Word> x = PatternWords(rng, 32);
  x[31] = p[31] - 1;  // x < p
  Result<Modulus> m0 = Modulus::FromWords(p);
  ASSERT_TRUE(m0.ok());
  FreedHeap::AddWords("the modulus", p);
  FreedHeap::AddWords("R mod m", m0->one_mont());
  FreedHeap::AddWords("R^2 mod m", m0->rr());
  FreedHeap::AddWords("the residue", x);
  std::vector<uint8_t> xbe(8 * x.size());
  for (size_t i = 0; i < xbe.size(); ++i) xbe[i] = static_cast<uint8_t>(x[x.size() - 1 - i / 8] >> (8 * (7 - i % 8)));
  Check("Modulus construction, copy, move, assignment", [&] {
    Result<Modulus> m = Modulus::FromWords(p);
    ASSERT_TRUE(m.ok());
    Modulus a = *m;
    Modulus b = std::move(a);
    a = b;
    b = Modulus();
    const Word three = 3;
    Result<Modulus> other = Modulus::FromWords(std::span<const Word>(&three, 1));
    ASSERT_TRUE(other.ok());
    a = *other;  // copy assignment of a smaller modulus over the pattern
  });
  const Modulus& m = *m0;
  Check("Residue construction, copy, move, assignment", [&] {
    Residue r = Residue::FromWords(x, m);
    Residue s = r;
    Residue t = std::move(s);
    s = r;
    r = Residue(m);  // move assignment over the value
    t = r;           // copy assignment over the value
    Residue u = Residue::FromBytesBE(xbe, m);
    Result<Residue> v = Residue::FromCanonicalBytesBE(xbe, m);
    ASSERT_TRUE(v.ok());
    std::vector<Residue> grow;
    for (int i = 0; i < 20; ++i) grow.push_back(u);  // reallocations move the residues
  });
  Check("Exp and ExpWords", [&] {
    const Residue base = Residue::FromWords(x, m);
    Residue out(m);
    ASSERT_EQ(ExpWords(out, base, x, 64 * x.size(), m), Status::kOk);
    ASSERT_EQ(Exp(out, base, xbe, 8 * xbe.size(), m), Status::kOk);
    ToMont(out, base, m);
    ModMul(out, out, base, m);
  });
}

}  // namespace
}  // namespace limb
