// Primality testing and random primes.
//
// IsProbablePrime is the Baillie-PSW test (trial division, a strong
// Fermat/Miller-Rabin test to base 2 and a strong Lucas test with
// Selfridge's parameters), optionally followed by Miller-Rabin rounds with
// random bases. No composite is known to pass Baillie-PSW.
//
// Timing: everything here is VARIABLE TIME. Testing a public number leaks
// nothing secret. RandomPrime generates secrets (RSA factors) with
// variable-time tests, as OpenSSL and Go do: its run time depends on how
// many candidates were rejected (independent of the prime it returns) and,
// for the final candidate, on the bits of p - 1 and p + 1 through the
// sliding-window exponentiations. See the note at RandomPrime.
#ifndef LIMB_BIGNUM_PRIME_H_
#define LIMB_BIGNUM_PRIME_H_

#include <cstddef>
#include <cstdint>
#include <span>

#include "limb/base/status.h"
#include "limb/bignum/int.h"

namespace limb {

// kMaxPrimeBits: the largest size IsProbablePrime and RandomPrime accept
// (the Montgomery module's limit, kMontMaxWords words).
inline constexpr size_t kMaxPrimeBits = 16384;

// IsProbablePrime: whether x is (probably) prime: Baillie-PSW plus
// mr_rounds extra Miller-Rabin rounds with bases drawn uniformly from
// [2, x-2] by the OS CSPRNG (mr_rounds == 0: Baillie-PSW alone).
// x < 2 (including negatives) is never prime. Below 2^64 the answer is
// exact (no Baillie-PSW pseudoprime exists there), whatever mr_rounds.
// Errors: kInvalidArgument if mr_rounds < 0 or x has more than
// kMaxPrimeBits bits; kRandomFailure if the CSPRNG fails.
Result<bool> IsProbablePrime(const Int& x, int mr_rounds) noexcept;

// NextPrime: the least probable prime greater than x (as mpz_nextprime; 2
// for every x < 2), by trial division and Baillie-PSW (IsProbablePrime with
// no extra rounds) on the odd candidates in turn. Exact below 2^64.
// Errors: kInvalidArgument if the answer would exceed kMaxPrimeBits bits;
// kRandomFailure as IsProbablePrime.
Result<Int> NextPrime(const Int& x) noexcept;

// RandomBelow: a uniformly random integer in [0, bound), from the OS
// CSPRNG by rejection sampling (each draw has bound.BitLen() bits, so at
// most half of the draws are rejected on average).
// Errors: kInvalidArgument if bound <= 0; kRandomFailure.
Result<Int> RandomBelow(const Int& bound) noexcept;

// RandomPrime: a random prime p with exactly `bits` bits whose two top bits
// are set (so the product of two such primes has exactly 2*bits bits), for
// 2 <= bits <= kMaxPrimeBits. Method: a random odd start with the top two
// bits set, then an incremental search p = start + 2j over a window sieved
// against all odd primes below 2^16; survivors get Miller-Rabin base 2,
// then the strong Lucas test, then FipsMillerRabinRounds(bits) random-base
// Miller-Rabin rounds. (The search favours primes after long gaps, as every
// incremental search does; the entropy loss is a few bits at most.)
// Errors: kInvalidArgument for bits out of range; kRandomFailure.
// Variable time; see the header comment. Not for use where the timing of
// key generation is observable by an attacker at fine granularity.
Result<Int> RandomPrime(size_t bits) noexcept;

// FipsMillerRabinRounds: the number of random-base Miller-Rabin rounds
// RandomPrime runs after Baillie-PSW for a `bits`-bit prime. From FIPS 186-5
// Table B.1 (M-R only column, error probability matched to the RSA security
// strength): 1024-bit p, q: 5 rounds (2^-112); 1536: 4 (2^-128); 2048 and
// larger: 4 (2^-144). The table has no rows below 1024 bits; there the
// choice is ours, deliberately generous: 8 rounds for 512..1023 bits and
// 40 rounds (Rabin's worst-case bound 4^-40 = 2^-80) below 512 bits. These
// rounds come on top of Baillie-PSW.
int FipsMillerRabinRounds(size_t bits) noexcept;

// Internals, exposed for tests and benchmarks only.
namespace prime_internal {

// SmallPrimes: all odd primes below 2^16, ascending (3, 5, 7, ...).
std::span<const uint16_t> SmallPrimes() noexcept;

// MillerRabin: whether odd n > 3 is a strong probable prime to base
// 2 <= base <= n - 2 (n-1 = d*2^s; base^d == 1 or base^(d*2^r) == -1 for
// some r < s). Preconditions violated => false.
bool MillerRabin(const Int& n, const Int& base) noexcept;

// StrongLucas: whether odd n > 2 is a strong Lucas probable prime with
// Selfridge's method A parameters (D the first of 5, -7, 9, -11, ... with
// Jacobi(D, n) == -1, P = 1, Q = (1 - D) / 4): U_d == 0 or V_(d*2^r) == 0
// (mod n) for some r < s, where n + 1 = d*2^s. Perfect squares (for which
// no such D exists) are reported composite; so is n when some D with
// |D| < n shares a factor with it. Preconditions violated => false.
bool StrongLucas(const Int& n) noexcept;

}  // namespace prime_internal

}  // namespace limb

#endif  // LIMB_BIGNUM_PRIME_H_
