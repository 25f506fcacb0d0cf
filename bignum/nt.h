// Number theory on Int: gcd, lcm, extended gcd, modular inverse, powers,
// integer square and k-th roots, modular square roots, the Jacobi and
// Kronecker symbols, factorials, binomial coefficients and variable-time
// modular exponentiation.
//
// Everything here is VARIABLE TIME: public values only (RSA public keys,
// primality testing of public numbers, tooling). Secrets go through
// bignum/mont. Errors are Status values; nothing here aborts on bad input.
#ifndef LIMB_BIGNUM_NT_H_
#define LIMB_BIGNUM_NT_H_

#include <cstddef>
#include <cstdint>

#include "limb/base/status.h"
#include "limb/bignum/int.h"
#include "limb/bignum/word.h"

namespace limb {

// Gcd: gcd(|a|, |b|), always >= 0; Gcd(0, 0) == 0, Gcd(a, 0) == |a|
// (as mpz_gcd). Binary (Stein) steps on top of a Euclidean reduction.
Int Gcd(const Int& a, const Int& b) noexcept;

// Lcm: lcm(|a|, |b|), always >= 0; Lcm(a, 0) == Lcm(0, b) == 0 (as mpz_lcm).
Int Lcm(const Int& a, const Int& b) noexcept;

// ExtendedGcd: g = gcd(a, b) together with Bezout coefficients s, t such
// that a*s + b*t = g, using GMP's mpz_gcdext conventions exactly:
//  - g >= 0 (g == 0 only for a == b == 0);
//  - normally |s| < |b| / (2g) and |t| < |a| / (2g), which define s and t
//    uniquely;
//  - exceptions: if |a| == |b| (including a == b == 0) then s = 0 and
//    t = sgn(b); otherwise s = sgn(a) if b == 0 or |b| == 2g, and
//    t = sgn(b) if a == 0 or |a| == 2g;
//  - so s == 0 iff g == |b|.
// Any of g, s, t MAY be nullptr. Outputs MAY alias the inputs.
void ExtendedGcd(const Int& a, const Int& b, Int* g, Int* s, Int* t) noexcept;

// ModInverse: x with a*x == 1 (mod |m|), 0 <= x < |m|.
// Errors: kDivisionByZero if m == 0; kNotInvertible if gcd(a, m) != 1.
// For |m| == 1 every a is invertible and the inverse is 0 (everything is
// congruent mod 1).
Result<Int> ModInverse(const Int& a, const Int& m) noexcept;

// InverseVarTime: out = x^-1 mod n for PUBLIC x and n (nw words each), by
// Lehmer's extended Euclid (Knuth, TAOCP vol. 2, 4.5.2, Algorithm L):
// quotients simulated on the leading 62 bits, applied to the numbers and
// cofactors as one 2x2 matrix per pass. A quotient of 2^62 or more (x tiny
// compared with n; about 2^-60 for random x) is finished by ModInverse.
// RSA uses it for the blinding product r a, uniformly random and public by
// design. VARIABLE TIME in x and n.
// Errors: kInvalidArgument unless n is odd, n > 1 and x < n; kNotInvertible
// if gcd(x, n) != 1 (out is then unspecified).
// Measured: nt_bench InverseVarTime/2048 against ModInverse/2048.
Status InverseVarTime(Word* out, const Word* x, const Word* n, size_t nw) noexcept;

// Pow: base^exp (exact, no modulus). 0^0 == 1 (as mpz_pow_ui).
Int Pow(const Int& base, uint64_t exp) noexcept;

// Sqrt: floor(sqrt(x)) for x >= 0 (as mpz_sqrt), by Zimmermann's Karatsuba
// square root (nt_root.cc).
// Errors: kInvalidArgument if x < 0.
Result<Int> Sqrt(const Int& x) noexcept;

// Root: the k-th root of x truncated toward zero, for k >= 1 (as mpz_root):
// floor(x^(1/k)) for x >= 0, and -floor(|x|^(1/k)) for x < 0 and odd k.
// RootRem also sets *rem = x - root^k (same sign as x, as mpz_rootrem;
// rem MAY be nullptr). Newton's iteration from above for k >= 3; k = 2 is
// Sqrt's Karatsuba square root.
// Errors: kInvalidArgument if k == 0, or x < 0 and k is even.
Result<Int> Root(const Int& x, uint64_t k) noexcept;
Result<Int> RootRem(const Int& x, uint64_t k, Int* rem) noexcept;

// IsPerfectSquare: x is the square of an integer (false for x < 0; true
// for 0 and 1).
bool IsPerfectSquare(const Int& x) noexcept;

// Jacobi: the Jacobi symbol (a/n) in {-1, 0, 1} for any integer a and odd
// n > 0 (as mpz_jacobi; (a/1) == 1).
// Errors: kInvalidArgument if n <= 0 or n is even.
Result<int> Jacobi(const Int& a, const Int& n) noexcept;

// Kronecker: the Kronecker symbol (a/n) in {-1, 0, 1} for any integers a
// and n (as mpz_kronecker): the Jacobi symbol extended to even n by
// (a/2) = 0 for even a, 1 for a = +-1 (mod 8), -1 for a = +-3 (mod 8), to
// negative n by (a/-1) = -1 for a < 0 and 1 otherwise, and (a/0) = 1 if
// |a| == 1, else 0.
int Kronecker(const Int& a, const Int& n) noexcept;

// ModSqrt: r with r*r == a (mod p) for a prime p, 0 <= r <= p - r (the
// smaller of the two roots; 0 when a == 0 mod p). a may be any integer
// (reduced into [0, p) first). p == 3 mod 4 takes one exponentiation,
// p == 5 mod 8 Atkin's formula, other primes Tonelli-Shanks. Every root is
// checked (r*r mod p == a) before it is returned, so a composite p that
// slips past the steps below is an error, never a wrong answer.
// Errors: kNotASquare if a is a quadratic non-residue mod p (Jacobi symbol
// -1); kInvalidArgument if p < 2, p is even and not 2, or p shows itself
// composite (a Jacobi symbol of 0 with a nonzero residue, a perfect square
// p, Tonelli-Shanks' order search failing, no non-residue among the first
// 2^16 candidates, or a root that does not check).
Result<Int> ModSqrt(const Int& a, const Int& p) noexcept;

// MulRange: the product of the integers in [a, b] (as Go's
// big.Int.MulRange): 1 if a > b (empty range), 0 if the range contains 0.
// Binary splitting, so the big multiplications are balanced.
Int MulRange(int64_t a, int64_t b) noexcept;

// Factorial: n! (as mpz_fac_ui). n MUST be at most INT64_MAX (no larger
// factorial fits in memory anyway). Up to 2^32, as (floor(n/2)!)^2 times
// the swinging factorial n!/(floor(n/2)!)^2 (Luschny), whose prime
// factorisation comes from a sieve: the big operations are squares and the
// multiplications by numbers of about n bits. Above, by MulRange(1, n).
Int Factorial(uint64_t n) noexcept;

// Binomial: the binomial coefficient C(n, k) for any integer n (as
// mpz_bin_ui): 0 for 0 <= n < k, and for n < 0 the extension
// C(n, k) = (-1)^k C(-n + k - 1, k). k is first replaced by n - k when that
// is smaller. For n <= 2^32, k >= 16 and k >= n / 64, the product of the
// prime powers p^e with e = the number of borrows when subtracting k from n
// in base p (Kummer); otherwise the product of the k numerators (binary
// splitting) divided exactly by k!, so small k costs O(k) multiplications
// whatever n is.
Int Binomial(const Int& n, uint64_t k) noexcept;

// ModExpVarTime: base^exp mod |m|, in [0, |m|), for PUBLIC values (time
// depends on every input). Semantics as mpz_powm:
//  - a negative exp means (base^-1)^|exp|, which needs gcd(base, m) == 1;
//  - a negative base is reduced into [0, |m|) first;
//  - 0^0 == 1, then reduced: for |m| == 1 the result is always 0.
// Odd moduli (up to kMontMaxWords words) use bignum/mont's sliding-window
// ExpWordsVarTime; even (or larger) moduli use square-and-multiply with a
// division per step.
// Errors: kDivisionByZero if m == 0; kNotInvertible for exp < 0 when base
// has no inverse mod m.
Result<Int> ModExpVarTime(const Int& base, const Int& exp, const Int& m) noexcept;

}  // namespace limb

#endif  // LIMB_BIGNUM_NT_H_
