// Bad input to bignum/ that the oracle tests do not already pin down
// (docs/errors.md names the test of every row): the exact Status, the
// outputs left untouched, and the documented preconditions whose violation
// aborts (LIMB_CHECK) rather than corrupting memory.
#include <cstdint>
#include <span>
#include <vector>

#include "gtest/gtest.h"
#include "limb/base/status.h"
#include "limb/bignum/int.h"
#include "limb/bignum/mont.h"
#include "limb/bignum/nat.h"
#include "limb/bignum/nt.h"
#include "limb/bignum/prime.h"

namespace limb {
namespace {

TEST(MontBadInput, ModulusFromBytesTooLarge) {
  // kMontMaxWords words plus one byte, odd: one bit over the limit...
  std::vector<uint8_t> big(kMontMaxWords * 8 + 1, 0);
  big[0] = 1;
  big.back() = 1;
  EXPECT_EQ(Modulus::FromBytesBE(big).status(), Status::kInvalidArgument);
  // ...while leading zero bytes do not count.
  std::vector<uint8_t> padded(kMontMaxWords * 8 + 100, 0);
  padded.back() = 7;
  EXPECT_EQ(Modulus::FromBytesBE(padded).status(), Status::kOk);
}

TEST(MontBadInput, ExpErrorsLeaveOutUntouched) {
  const uint8_t m_be[] = {0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x61};
  Result<Modulus> m = Modulus::FromBytesBE(m_be);
  ASSERT_TRUE(m.ok());
  const Residue base = Residue::FromWord(5, *m);
  const Residue before = Residue::FromWord(1234, *m);
  const uint8_t e[] = {0x01, 0x01};
  const Word ew[] = {0x101};
  for (size_t bits : {size_t{0}, size_t{8}, size_t{17}}) {  // 0, a set bit above, > 8*size
    Residue out = before;
    EXPECT_EQ(Exp(out, base, e, bits, *m), Status::kInvalidArgument) << bits;
    EXPECT_TRUE(Equal(out, before).Declassify()) << bits;
  }
  for (size_t bits : {size_t{0}, size_t{8}, size_t{65}}) {
    Residue out = before;
    EXPECT_EQ(ExpWords(out, base, ew, bits, *m), Status::kInvalidArgument) << bits;
    EXPECT_TRUE(Equal(out, before).Declassify()) << bits;
  }
}

TEST(NatBadInput, DivModWordStringsAndBytes) {
  const Nat a(12345);
  Nat q(7);
  Word r = 9;
  EXPECT_EQ(Nat::DivModWord(a, 0, &q, &r), Status::kDivisionByZero);
  EXPECT_EQ(q, Nat(7));
  EXPECT_EQ(r, Word{9});
  EXPECT_EQ(Nat::FromString("12", 1).status(), Status::kInvalidArgument);
  EXPECT_EQ(Nat::FromString("-12", 10).error_position(), 0u);
  EXPECT_EQ(Nat(5).ToString(37), "");
  std::vector<uint8_t> small(1, 0xa5);
  EXPECT_EQ(Nat(0x1234).ToBytesBEFixed(small), Status::kBufferTooSmall);
}

TEST(NtBadInput, StatusesOfEveryFunction) {
  EXPECT_EQ(Sqrt(Int(-1)).status(), Status::kInvalidArgument);
  EXPECT_EQ(Root(Int(8), 0).status(), Status::kInvalidArgument);
  EXPECT_EQ(Root(Int(-8), 2).status(), Status::kInvalidArgument);
  EXPECT_EQ(Root(Int(-8), 3).value(), Int(-2));  // odd roots of negatives are fine
  EXPECT_EQ(Jacobi(Int(3), Int(0)).status(), Status::kInvalidArgument);
  EXPECT_EQ(Jacobi(Int(3), Int(-7)).status(), Status::kInvalidArgument);
  EXPECT_EQ(Jacobi(Int(3), Int(8)).status(), Status::kInvalidArgument);
  EXPECT_EQ(ModInverse(Int(3), Int(0)).status(), Status::kDivisionByZero);
  EXPECT_EQ(ModInverse(Int(6), Int(9)).status(), Status::kNotInvertible);
  EXPECT_EQ(ModSqrt(Int(3), Int(7)).status(), Status::kNotASquare);
  EXPECT_EQ(ModSqrt(Int(4), Int(0)).status(), Status::kInvalidArgument);
  EXPECT_EQ(ModExpVarTime(Int(2), Int(5), Int(0)).status(), Status::kDivisionByZero);
  EXPECT_EQ(ModExpVarTime(Int(6), Int(-1), Int(9)).status(), Status::kNotInvertible);
  const Word x[] = {3}, even[] = {10}, n[] = {11};
  Word out[1] = {0xa5};
  EXPECT_EQ(InverseVarTime(out, x, even, 1), Status::kInvalidArgument);
  EXPECT_EQ(InverseVarTime(out, n, n, 1), Status::kInvalidArgument);  // x = n
  // Primes: arguments out of range.
  EXPECT_EQ(IsProbablePrime(Int(7), -1).status(), Status::kInvalidArgument);
  EXPECT_EQ(RandomBelow(Int(0)).status(), Status::kInvalidArgument);
  EXPECT_EQ(RandomPrime(1).status(), Status::kInvalidArgument);
  EXPECT_EQ(NextPrime((Int(1) << kMaxPrimeBits) - 1).status(), Status::kInvalidArgument);
}

// The preconditions documented as REQUIRE/MUST (LIMB_CHECK) abort in every
// build with a message; they never return a wrong value or write out of
// bounds.
TEST(BignumBadInputDeathTest, DocumentedPreconditionsAbort) {
  // "fast" (fork without exec), as base/status_test.cc: qemu-user cannot
  // re-execute the binary for the "threadsafe" style.
  GTEST_FLAG_SET(death_test_style, "fast");
  const Int a(10), zero(0);
  EXPECT_DEATH((void)(a / zero), "LIMB_CHECK failed");
  EXPECT_DEATH((void)(a % zero), "LIMB_CHECK failed");
  EXPECT_DEATH(
      {
        Int x(10);
        x /= zero;
      },
      "LIMB_CHECK failed");
  EXPECT_DEATH(
      {
        Int x(10);
        x %= zero;
      },
      "LIMB_CHECK failed");
  EXPECT_DEATH((void)Nat::Sub(Nat(1), Nat(2)), "LIMB_CHECK failed");
  EXPECT_DEATH((void)Nat::SubWord(Nat(1), 2), "LIMB_CHECK failed");
  EXPECT_DEATH((void)Sqrt(Int(-1)).value(), "LIMB_CHECK failed");
}

}  // namespace
}  // namespace limb
