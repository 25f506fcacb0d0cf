// bignum/prime: known primes and pseudoprimes from testdata/bignum (each
// record re-verified with GMP first), the Miller-Rabin and strong Lucas
// components against independent oracles (mpz_powm; a 2x2 matrix-power
// Lucas oracle on mpz), agreement with mpz_probab_prime_p on random and
// mpz_nextprime numbers, RandomBelow ranges, RandomPrime shape and
// primality (per GMP), NextPrime against mpz_nextprime, and bad input.
//
// Seed: fixed, overridable with LIMB_TEST_SEED; printed with every failure.
#include "limb/bignum/prime.h"

#include <gmp.h>

#include <cstdint>
#include <cstdlib>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "limb/base/testing/kat.h"
#include "limb/base/testing/seed.h"
#include "limb/bignum/int.h"
#include "limb/bignum/nt.h"
#include "limb/bignum/testing/oracle.h"

namespace limb {
namespace {

uint64_t Seed() { return test::TestSeed(0x7072'696dULL); }

#define SEED_TRACE() SCOPED_TRACE(test::SeedTrace(Seed()))

using Z = test::Mpz;
using test::ToMpz;
Int FromMpz(mpz_srcptr z) { return test::IntFromMpz(z); }

std::string Hex(const Int& x) { return x.ToString(16); }

bool GmpPrime(const Int& x) {
  Z z;
  ToMpz(z, x);
  return mpz_probab_prime_p(z, 30) != 0;
}

bool IsPrime(const Int& x, int rounds = 0) {
  Result<bool> r = IsProbablePrime(x, rounds);
  EXPECT_TRUE(r.ok()) << Hex(x);
  return r.ok() && r.value();
}

Int ParseHex(const std::string& s) {
  Z z;
  EXPECT_EQ(mpz_set_str(z, s.c_str(), 16), 0) << s;
  return FromMpz(z);
}

// Strong probable prime to base b, computed with GMP only.
bool GmpStrongProbablePrime(const Int& n, unsigned long b) {
  Z zn, nm1, d, x, base;
  ToMpz(zn, n);
  mpz_sub_ui(nm1, zn, 1);
  const unsigned long s = mpz_scan1(nm1, 0);
  mpz_tdiv_q_2exp(d, nm1, s);
  mpz_set_ui(base, b);
  mpz_powm(x, base, d, zn);
  if (mpz_cmp_ui(x, 1) == 0 || mpz_cmp(x, nm1) == 0) return true;
  for (unsigned long i = 1; i < s; ++i) {
    mpz_powm_ui(x, x, 2, zn);
    if (mpz_cmp(x, nm1) == 0) return true;
  }
  return false;
}

// The strong Lucas test with Selfridge's parameters, computed with GMP
// only and with a different method from limb's: U_k and U_{k+1} are read
// off the 2x2 matrix power [[P, -Q], [1, 0]]^k = [[U_{k+1}, -Q U_k],
// [U_k, -Q U_{k-1}]], and V_k = 2 U_{k+1} - P U_k.
bool GmpStrongLucas(const Int& n_int) {
  Z n;
  ToMpz(n, n_int);
  if (mpz_perfect_square_p(n)) return false;
  long D = 5;
  for (;;) {
    Z zd(D);
    const int j = mpz_jacobi(zd, n);
    if (j == -1) break;
    if (j == 0 && mpz_cmpabs_ui(n, static_cast<unsigned long>(D < 0 ? -D : D)) != 0) return false;
    D = D > 0 ? -(D + 2) : -(D - 2);
  }
  const long P = 1, Q = (1 - D) / 4;
  struct M {
    Z a, b, c, d;
  };
  auto swap_m = [](M& x, M& y) {
    mpz_swap(x.a, y.a);
    mpz_swap(x.b, y.b);
    mpz_swap(x.c, y.c);
    mpz_swap(x.d, y.d);
  };
  auto mul = [&](M& out, const M& x, const M& y) {
    Z t1, t2, a, b, c, d;
    mpz_mul(t1, x.a, y.a); mpz_mul(t2, x.b, y.c); mpz_add(a, t1, t2); mpz_mod(out.a, a, n);
    mpz_mul(t1, x.a, y.b); mpz_mul(t2, x.b, y.d); mpz_add(b, t1, t2); mpz_mod(out.b, b, n);
    mpz_mul(t1, x.c, y.a); mpz_mul(t2, x.d, y.c); mpz_add(c, t1, t2); mpz_mod(out.c, c, n);
    mpz_mul(t1, x.c, y.b); mpz_mul(t2, x.d, y.d); mpz_add(d, t1, t2); mpz_mod(out.d, d, n);
  };
  auto set = [&](M& m, long a, long b, long c, long d) {
    mpz_set_si(m.a, a); mpz_mod(m.a, m.a, n);
    mpz_set_si(m.b, b); mpz_mod(m.b, m.b, n);
    mpz_set_si(m.c, c); mpz_mod(m.c, m.c, n);
    mpz_set_si(m.d, d); mpz_mod(m.d, m.d, n);
  };
  Z np1, d;
  mpz_add_ui(np1, n, 1);
  const unsigned long s = mpz_scan1(np1, 0);
  mpz_tdiv_q_2exp(d, np1, s);
  // R = M^d by right-to-left binary powering.
  M base, r, tmp;
  set(base, P, -Q, 1, 0);
  set(r, 1, 0, 0, 1);
  for (size_t i = 0; i < mpz_sizeinbase(d, 2); ++i) {
    if (mpz_tstbit(d, i)) {
      mul(tmp, r, base);
      swap_m(r, tmp);
    }
    mul(tmp, base, base);
    swap_m(base, tmp);
  }
  auto v_is_zero = [&](const M& m) {  // V_k = 2 U_{k+1} - P U_k
    Z v, t;
    mpz_mul_ui(v, m.a, 2);
    mpz_mul_si(t, m.c, P);
    mpz_sub(v, v, t);
    mpz_mod(v, v, n);
    return mpz_sgn(v) == 0;
  };
  if (mpz_sgn(r.c) == 0) return true;  // U_d == 0
  for (unsigned long k = 0; k < s; ++k) {
    if (v_is_zero(r)) return true;  // V_{d 2^k} == 0
    mul(tmp, r, r);
    swap_m(r, tmp);
  }
  return false;
}

// ---------------------------------------------------------------------------
// Known-answer vectors.

// The files of testdata/bignum hold numbers in hex of any length (not
// byte strings): each record's keys are read with Take/TakeAll and parsed
// by GMP.

TEST(PrimeVectors, KnownPrimes) {
  test::KatFile kat("testdata/bignum/primes.txt");
  ASSERT_EQ(kat.size(), 29u);
  for (test::KatRecord& rec : kat) {
    SCOPED_TRACE(rec.Where());
    const std::string hex = rec.Take("Prime");
    const Int p = ParseHex(hex);
    ASSERT_TRUE(GmpPrime(p)) << "vector is not prime per GMP: " << hex;
    EXPECT_TRUE(IsPrime(p, 0)) << Hex(p);
    EXPECT_TRUE(IsPrime(p, 3)) << Hex(p);
    if (p > 3) {
      EXPECT_TRUE(prime_internal::MillerRabin(p, Int(2))) << Hex(p);
      EXPECT_TRUE(prime_internal::StrongLucas(p)) << Hex(p);
    }
  }
}

TEST(PrimeVectors, CarmichaelNumbers) {
  test::KatFile kat("testdata/bignum/carmichael.txt");
  ASSERT_EQ(kat.size(), 17u);
  for (test::KatRecord& rec : kat) {
    SCOPED_TRACE(rec.Where());
    const std::string hex = rec.Take("Carmichael");
    const std::vector<std::string> factor_hex = rec.TakeAll("Factor");
    ASSERT_GE(factor_hex.size(), 3u);  // a Carmichael number has three prime factors or more
    const Int n = ParseHex(hex);
    Int product = 1;
    Z zn, nm1, zp, pm1;
    ToMpz(zn, n);
    mpz_sub_ui(nm1, zn, 1);
    std::vector<Int> factors;
    for (const std::string& f : factor_hex) {
      const Int p = ParseHex(f);
      ASSERT_TRUE(GmpPrime(p)) << f;
      for (const Int& q : factors) ASSERT_NE(p, q) << "not squarefree";
      factors.push_back(p);
      // Korselt: p - 1 divides n - 1.
      ToMpz(zp, p);
      mpz_sub_ui(pm1, zp, 1);
      ASSERT_TRUE(mpz_divisible_p(nm1, pm1)) << "Korselt fails for " << f;
      product *= p;
    }
    ASSERT_EQ(product, n) << "factors do not multiply to " << hex;
    EXPECT_FALSE(IsPrime(n, 0)) << Hex(n);
    EXPECT_FALSE(IsPrime(n, 2)) << Hex(n);
  }
}

TEST(PrimeVectors, StrongPseudoprimes) {
  test::KatFile kat("testdata/bignum/strong_pseudoprimes.txt");
  ASSERT_EQ(kat.size(), 15u);
  for (test::KatRecord& rec : kat) {
    SCOPED_TRACE(rec.Where());
    const std::string hex = rec.Take("Spsp");
    const Int n = ParseHex(hex);
    const uint64_t bound = ParseHex(rec.Take("PrimeBasesBelow")).Uint64();
    const std::vector<std::string> factor_hex = rec.TakeAll("Factor");
    ASSERT_GE(factor_hex.size(), 2u);  // composite
    Int product = 1;
    for (const std::string& f : factor_hex) {
      const Int p = ParseHex(f);
      ASSERT_TRUE(GmpPrime(p)) << f;
      product *= p;
    }
    ASSERT_EQ(product, n) << "factors do not multiply to " << hex;
    for (uint64_t b = 2; b < bound; ++b) {
      if (!GmpPrime(Int(b))) continue;
      // The vector's claim, by GMP alone; then limb's Miller-Rabin agrees.
      ASSERT_TRUE(GmpStrongProbablePrime(n, b)) << Hex(n) << " base " << b;
      EXPECT_TRUE(prime_internal::MillerRabin(n, Int(b))) << Hex(n) << " base " << b;
    }
    EXPECT_FALSE(IsPrime(n, 0)) << Hex(n);
    EXPECT_FALSE(IsPrime(n, 5)) << Hex(n);
  }
}

TEST(PrimeVectors, StrongLucasPseudoprimes) {
  test::KatFile kat("testdata/bignum/strong_lucas_pseudoprimes.txt");
  ASSERT_EQ(kat.size(), 15u);
  for (test::KatRecord& rec : kat) {
    SCOPED_TRACE(rec.Where());
    const std::string hex = rec.Take("Slpsp");
    const Int n = ParseHex(hex);
    ASSERT_FALSE(GmpPrime(n)) << hex;
    ASSERT_TRUE(GmpStrongLucas(n)) << "oracle disagrees with the vector " << hex;
    EXPECT_TRUE(prime_internal::StrongLucas(n)) << Hex(n);
    EXPECT_FALSE(prime_internal::MillerRabin(n, Int(2))) << Hex(n);
    EXPECT_FALSE(IsPrime(n, 0)) << Hex(n);
  }
}

// ---------------------------------------------------------------------------
// Components against their oracles.

TEST(PrimeComponents, MillerRabinMatchesGmpSmall) {
  for (uint64_t n = 5; n < 20000; n += 2) {
    for (uint64_t b : {2, 3, 5, 7}) {
      if (b > n - 2) continue;
      ASSERT_EQ(prime_internal::MillerRabin(Int(n), Int(b)), GmpStrongProbablePrime(Int(n), b))
          << n << " base " << b;
    }
  }
}

TEST(PrimeComponents, StrongLucasMatchesOracleSmall) {
  for (uint64_t n = 3; n < 20000; n += 2) {
    ASSERT_EQ(prime_internal::StrongLucas(Int(n)), GmpStrongLucas(Int(n))) << n;
  }
}

TEST(PrimeComponents, MillerRabinAndLucasMatchOraclesRandom) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed());
  Z z, p, q;
  gmp_randstate_t st;
  gmp_randinit_mt(st);
  gmp_randseed_ui(st, Seed());
  for (int i = 0; i < 300; ++i) {
    const unsigned bits = 64 + rng() % 450;
    mpz_urandomb(z, st, bits);
    mpz_setbit(z, bits);
    mpz_setbit(z, 0);
    if (i % 3 == 0) {  // a semiprime without small factors
      mpz_urandomb(p, st, bits / 2);
      mpz_nextprime(p, p);
      mpz_urandomb(q, st, bits / 2);
      mpz_nextprime(q, q);
      mpz_mul(z, p, q);
    } else if (i % 3 == 1) {
      mpz_nextprime(z, z);
    }
    const Int n = FromMpz(z);
    const uint64_t b = 2 + rng() % 1000;
    ASSERT_EQ(prime_internal::MillerRabin(n, Int(b)), GmpStrongProbablePrime(n, b)) << Hex(n) << " " << b;
    ASSERT_EQ(prime_internal::StrongLucas(n), GmpStrongLucas(n)) << Hex(n);
  }
  gmp_randclear(st);
}

TEST(PrimeComponents, BadPreconditions) {
  EXPECT_FALSE(prime_internal::MillerRabin(Int(4), Int(2)));
  EXPECT_FALSE(prime_internal::MillerRabin(Int(3), Int(2)));
  EXPECT_FALSE(prime_internal::MillerRabin(Int(101), Int(1)));
  EXPECT_FALSE(prime_internal::MillerRabin(Int(101), Int(100)));
  EXPECT_FALSE(prime_internal::MillerRabin(Int(-101), Int(2)));
  EXPECT_FALSE(prime_internal::StrongLucas(Int(2)));
  EXPECT_FALSE(prime_internal::StrongLucas(Int(100)));
  EXPECT_FALSE(prime_internal::StrongLucas(Int(-7)));
  // Perfect squares have no D with (D/n) = -1; they are composite.
  EXPECT_FALSE(prime_internal::StrongLucas(Int(9)));
  EXPECT_FALSE(prime_internal::StrongLucas(Int(25)));
  EXPECT_FALSE(prime_internal::StrongLucas(Int::Square(Int(65521))));
  EXPECT_FALSE(prime_internal::StrongLucas(Int::Square((Int(1) << 200) + 12347)));
}

TEST(PrimeComponents, SmallPrimesTable) {
  const auto p = prime_internal::SmallPrimes();
  ASSERT_EQ(p.size(), 6541u);  // pi(2^16) - 1 (the odd primes below 65536)
  EXPECT_EQ(p.front(), 3);
  EXPECT_EQ(p.back(), 65521);
  for (uint16_t x : p) ASSERT_TRUE(GmpPrime(Int(x))) << x;
}

// ---------------------------------------------------------------------------
// IsProbablePrime against GMP.

TEST(IsProbablePrime, SmallNumbersExact) {
  for (int64_t v = -20; v < 140000; ++v) {
    ASSERT_EQ(IsPrime(Int(v)), v >= 2 && GmpPrime(Int(v))) << v;
  }
  // Around 2^20 (the trial-division-only limit) and 2^32.
  for (const Int& base : {Int(1) << 20, Int(1) << 32, Int(1) << 64}) {
    for (int64_t d = -3000; d < 3000; ++d) {
      const Int v = base + d;
      ASSERT_EQ(IsPrime(v), GmpPrime(v)) << Hex(v);
    }
  }
}

TEST(IsProbablePrime, AgreesWithGmpOnRandomOddNumbers) {
  SEED_TRACE();
  gmp_randstate_t st;
  gmp_randinit_mt(st);
  gmp_randseed_ui(st, Seed() + 1);
  Z z;
  int primes = 0;
  for (int i = 0; i < 3000; ++i) {
    const unsigned bits = 64 + (i * 37) % 961;  // 64..1024
    mpz_urandomb(z, st, bits);
    mpz_setbit(z, bits - 1);
    mpz_setbit(z, 0);
    const Int n = FromMpz(z);
    const bool want = mpz_probab_prime_p(z, 30) != 0;
    primes += want;
    ASSERT_EQ(IsPrime(n, 1), want) << Hex(n);
  }
  EXPECT_GT(primes, 5);
  gmp_randclear(st);
}

TEST(IsProbablePrime, AgreesWithGmpOnNextPrimeAndNeighbours) {
  SEED_TRACE();
  gmp_randstate_t st;
  gmp_randinit_mt(st);
  gmp_randseed_ui(st, Seed() + 2);
  Z z, p, q;
  for (int i = 0; i < 120; ++i) {
    const unsigned bits = 64 + (i * 83) % 961;
    mpz_urandomb(z, st, bits);
    mpz_setbit(z, bits - 1);
    mpz_nextprime(p, z);
    const Int pi = FromMpz(p);
    ASSERT_TRUE(IsPrime(pi, 2)) << Hex(pi);
    // Its odd neighbours and a product of two such primes.
    for (int d : {-2, 2, 4}) {
      const Int v = pi + d;
      ASSERT_EQ(IsPrime(v), GmpPrime(v)) << Hex(v);
    }
    if (i % 4 == 0) {
      mpz_urandomb(z, st, bits / 2 + 8);
      mpz_nextprime(q, z);
      const Int pq = pi * FromMpz(q);
      ASSERT_FALSE(IsPrime(pq, 0)) << Hex(pq);
      // p * (2(p-1) + 1) style numbers often fool plain Fermat tests.
      const Int r = pi * ((pi - 1) * 2 + 1);
      ASSERT_FALSE(IsPrime(r, 0)) << Hex(r);
    }
  }
  gmp_randclear(st);
}

TEST(IsProbablePrime, Errors) {
  EXPECT_EQ(IsProbablePrime(Int(7), -1).status(), Status::kInvalidArgument);
  EXPECT_EQ(IsProbablePrime(Int(1) << kMaxPrimeBits, 0).status(), Status::kInvalidArgument);
  Result<bool> r = IsProbablePrime((Int(1) << (kMaxPrimeBits - 1)) + 1, 0);
  EXPECT_TRUE(r.ok());
}

// ---------------------------------------------------------------------------
// RandomBelow and RandomPrime.

TEST(RandomBelow, RangeAndEnds) {
  EXPECT_EQ(RandomBelow(Int(0)).status(), Status::kInvalidArgument);
  EXPECT_EQ(RandomBelow(Int(-5)).status(), Status::kInvalidArgument);
  for (int i = 0; i < 50; ++i) {
    Result<Int> r = RandomBelow(Int(1));
    ASSERT_TRUE(r.ok());
    EXPECT_TRUE(r.value().IsZero());
  }
  // A small range: every value in [0, 5) shows up (both ends included).
  std::map<uint64_t, int> seen;
  for (int i = 0; i < 2000; ++i) {
    Result<Int> r = RandomBelow(Int(5));
    ASSERT_TRUE(r.ok());
    ASSERT_FALSE(r.value().IsNegative());
    ASSERT_LT(r.value(), Int(5));
    ++seen[r.value().Uint64()];
  }
  EXPECT_EQ(seen.size(), 5u);
  for (auto& [v, c] : seen) EXPECT_GT(c, 250) << v;  // expected 400 each
  // Powers of two and their neighbours, and a large bound.
  for (const Int& bound : {Int(1) << 64, (Int(1) << 64) + 1, (Int(1) << 64) - 1,
                           (Int(1) << 1000) + 12345, Int(256), Int(257)}) {
    bool high_half = false;
    for (int i = 0; i < 200; ++i) {
      Result<Int> r = RandomBelow(bound);
      ASSERT_TRUE(r.ok());
      ASSERT_FALSE(r.value().IsNegative());
      ASSERT_LT(r.value(), bound) << Hex(bound);
      high_half |= (r.value() << 1) >= bound;
    }
    EXPECT_TRUE(high_half) << Hex(bound);
  }
}

void CheckRandomPrime(size_t bits) {
  Result<Int> r = RandomPrime(bits);
  ASSERT_TRUE(r.ok()) << bits;
  const Int& p = r.value();
  EXPECT_EQ(p.BitLen(), bits) << Hex(p);
  EXPECT_TRUE(p.TestBit(bits - 1)) << Hex(p);
  EXPECT_TRUE(p.TestBit(bits - 2)) << Hex(p);
  EXPECT_TRUE(GmpPrime(p)) << "RandomPrime(" << bits << ") = " << Hex(p);
}

TEST(RandomPrime, ShapeAndPrimality) {
  for (size_t bits : {2, 3, 4, 5, 6, 8, 13, 16, 17, 20, 31, 32, 33, 63, 64, 65, 100, 127,
                      128, 129, 256, 512, 768, 1024}) {
    CheckRandomPrime(bits);
  }
  for (int i = 0; i < 10; ++i) CheckRandomPrime(1024);
  for (int i = 0; i < 30; ++i) CheckRandomPrime(40 + i * 7);
  CheckRandomPrime(2048);
}

TEST(RandomPrime, ProductHasExactlyTwiceTheBits) {
  for (size_t bits : {32, 64, 256, 512}) {
    Result<Int> p = RandomPrime(bits), q = RandomPrime(bits);
    ASSERT_TRUE(p.ok() && q.ok());
    EXPECT_EQ((p.value() * q.value()).BitLen(), 2 * bits);
  }
}

TEST(RandomPrime, SmallSizesReachEveryPrime) {
  // 5 bits, top two set: 11xx1 -> {25, 27, 29, 31}; primes 29 and 31.
  std::map<uint64_t, int> seen;
  for (int i = 0; i < 400; ++i) {
    Result<Int> r = RandomPrime(5);
    ASSERT_TRUE(r.ok());
    ++seen[r.value().Uint64()];
  }
  EXPECT_EQ(seen.size(), 2u);
  EXPECT_GT(seen[29], 0);
  EXPECT_GT(seen[31], 0);
  EXPECT_EQ(RandomPrime(2).value(), Int(3));
  EXPECT_EQ(RandomPrime(3).value(), Int(7));
}

TEST(RandomPrime, Errors) {
  EXPECT_EQ(RandomPrime(0).status(), Status::kInvalidArgument);
  EXPECT_EQ(RandomPrime(1).status(), Status::kInvalidArgument);
  EXPECT_EQ(RandomPrime(kMaxPrimeBits + 1).status(), Status::kInvalidArgument);
}

TEST(RandomPrime, FipsRounds) {
  // FIPS 186-5 Table B.1 (M-R only): 1024-bit p: 5; 1536: 4; 2048: 4.
  EXPECT_EQ(FipsMillerRabinRounds(1024), 5);
  EXPECT_EQ(FipsMillerRabinRounds(1536), 4);
  EXPECT_EQ(FipsMillerRabinRounds(2048), 4);
  EXPECT_GE(FipsMillerRabinRounds(512), 5);
  EXPECT_GE(FipsMillerRabinRounds(256), FipsMillerRabinRounds(512));
}

TEST(NextPrime, MatchesGmp) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 9);
  auto check = [](const Int& x) {
    Z zx, want;
    ToMpz(zx, x);
    mpz_nextprime(want, zx);
    Result<Int> got = NextPrime(x);
    ASSERT_TRUE(got.ok()) << Hex(x);
    Z g;
    ToMpz(g, *got);
    EXPECT_EQ(mpz_cmp(g, want), 0) << "x=" << Hex(x) << " got " << Hex(*got);
  };
  for (int64_t v = -10; v < 3000; ++v) check(Int(v));
  // Around the largest 64-bit prime (2^64 - 59) and past 2^64.
  for (int64_t d = -70; d < 5; ++d) check((Int(1) << 64) + d);
  for (int i = 0; i < 60; ++i) {
    std::vector<Word> w(1 + rng() % 8);
    for (Word& x : w) x = rng();
    check(Int::FromWords(w));
  }
  // The limit: the next prime after the largest kMaxPrimeBits-bit value
  // has more bits than IsProbablePrime accepts.
  EXPECT_EQ(NextPrime((Int(1) << kMaxPrimeBits) - 1).status(), Status::kInvalidArgument);
}

}  // namespace
}  // namespace limb
