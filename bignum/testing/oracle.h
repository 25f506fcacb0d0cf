// Test-only GMP oracle helpers shared by the bignum tests (target
// //bignum/testing:oracle; never linked into //:limb): an RAII mpz, and
// conversions between mpz and limb's word vectors, Nat, Int and the 52-bit
// limbs of the IFMA code. Every conversion goes through GMP's own
// mpz_import/mpz_export or mpz arithmetic, never through limb's code, so the
// oracle stays independent of what it checks.
#ifndef LIMB_BIGNUM_TESTING_ORACLE_H_
#define LIMB_BIGNUM_TESTING_ORACLE_H_

#include <gmp.h>

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "limb/bignum/int.h"
#include "limb/bignum/nat.h"
#include "limb/bignum/word.h"

namespace limb::test {

// Mpz: an mpz_t that initialises and clears itself. Copyable (mpz_init_set)
// and movable; converts to mpz_ptr/mpz_srcptr, so it goes straight into the
// mpz_* functions; -> serves GMP's macros (mpz_sgn, mpz_odd_p).
struct Mpz {
  mpz_t v;

  Mpz() { mpz_init(v); }
  explicit Mpz(long x) { mpz_init_set_si(v, x); }
  Mpz(const Mpz& o) { mpz_init_set(v, o.v); }
  Mpz(Mpz&& o) noexcept {
    mpz_init(v);
    mpz_swap(v, o.v);
  }
  Mpz& operator=(const Mpz& o) {
    mpz_set(v, o.v);
    return *this;
  }
  Mpz& operator=(Mpz&& o) noexcept {
    mpz_swap(v, o.v);
    return *this;
  }
  ~Mpz() { mpz_clear(v); }

  operator mpz_ptr() { return v; }
  operator mpz_srcptr() const { return v; }
  __mpz_struct* operator->() { return v; }
  const __mpz_struct* operator->() const { return v; }
  mpz_ptr get() { return v; }
  mpz_srcptr get() const { return v; }
  // Base 16, lower case, '-' for negatives, no prefix.
  std::string Hex() const;
};

// GmpStr: z in base (2..62) as mpz_get_str writes it. Hex: base 16.
std::string GmpStr(mpz_srcptr z, int base);
std::string Hex(mpz_srcptr z);

// Pow2: 2^e.
Mpz Pow2(unsigned e);

// ToMpz: out = the value of a little-endian word vector / a Nat / an Int
// (sign included), from the raw words (mpz_import).
void ToMpz(mpz_ptr out, std::span<const Word> w);
void ToMpz(mpz_ptr out, const Nat& x);
void ToMpz(mpz_ptr out, const Int& x);
// MpzFromWords: the value of w[0, n) (little-endian words).
Mpz MpzFromWords(const Word* w, size_t n);
Mpz MpzFromWords(std::span<const Word> w);

// WordsFromMpz: |z| as little-endian words, normalised (no high zero word;
// empty for 0), by mpz_export.
std::vector<Word> WordsFromMpz(mpz_srcptr z);
// The same padded with zeros to exactly n words; a gtest failure (EXPECT)
// when |z| needs more than n words (the result then holds the low n words).
std::vector<Word> WordsFromMpz(mpz_srcptr z, size_t n);
// IntFromMpz: z as an Int (sign included), through WordsFromMpz.
Int IntFromMpz(mpz_srcptr z);

// MpzFromLimbs52: sum of l[j] 2^(52 j) for j < S (limbs taken whole, so
// unnormalised limbs count too), by mpz shifts and adds.
Mpz MpzFromLimbs52(const Word* l, size_t S);
// Limbs52FromMpz: v (>= 0) as S normalised 52-bit limbs; a gtest failure
// (EXPECT) when v does not fit in S limbs.
std::vector<Word> Limbs52FromMpz(mpz_srcptr v, size_t S);

}  // namespace limb::test

#endif  // LIMB_BIGNUM_TESTING_ORACLE_H_
