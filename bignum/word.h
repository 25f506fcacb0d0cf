// Word: limb's digit, a 64-bit unsigned integer, and the double-word
// primitives every kernel is written with.
#ifndef LIMB_BIGNUM_WORD_H_
#define LIMB_BIGNUM_WORD_H_

#include <cstddef>
#include <cstdint>
#include <vector>

#include "limb/base/secret.h"

namespace limb {

using Word = uint64_t;
using DWord = unsigned __int128;
inline constexpr unsigned kWordBits = 64;
inline constexpr Word kWordMax = ~Word{0};

// WipedWords: a word vector whose storage is zeroed (SecureWipe) whenever it
// is released: on destruction, on assignment that frees or replaces a
// buffer, and when growth moves it. Every heap buffer of bignum that can
// hold a value (Nat, Modulus, Residue, their scratch) is one, since the
// same code serves key generation and import.
using WipedWords = std::vector<Word, WipingAllocator<Word>>;

// MulWW returns the 128-bit product x*y as (hi, lo).
inline void MulWW(Word x, Word y, Word* hi, Word* lo) noexcept {
  DWord p = DWord{x} * y;
  *hi = static_cast<Word>(p >> 64);
  *lo = static_cast<Word>(p);
}

// AddWW returns x + y + carry (carry MUST be 0 or 1) and sets *carry_out.
inline Word AddWW(Word x, Word y, Word carry, Word* carry_out) noexcept {
  Word s = x + y;
  Word c1 = s < x;
  Word t = s + carry;
  Word c2 = t < s;
  *carry_out = c1 | c2;  // at most one of c1, c2 can be set
  return t;
}

// SubWW returns x - y - borrow (borrow MUST be 0 or 1) and sets *borrow_out.
inline Word SubWW(Word x, Word y, Word borrow, Word* borrow_out) noexcept {
  Word d = x - y;
  Word b1 = x < y;
  Word t = d - borrow;
  Word b2 = d < borrow;
  *borrow_out = b1 | b2;  // at most one of b1, b2 can be set
  return t;
}

// DivWW divides the double word (u1, u0) by d, which MUST satisfy u1 < d
// (so the quotient fits a word). Returns the quotient, stores the remainder.
// Variable time (hardware division): public values only.
inline Word DivWW(Word u1, Word u0, Word d, Word* rem) noexcept {
#if defined(__x86_64__)
  Word q, r;
  __asm__("divq %4" : "=a"(q), "=d"(r) : "a"(u0), "d"(u1), "rm"(d) : "cc");
  *rem = r;
  return q;
#else
  DWord u = (DWord{u1} << 64) | u0;
  Word q = static_cast<Word>(u / d);
  *rem = static_cast<Word>(u - DWord{q} * d);
  return q;
#endif
}

// Nlz returns the number of leading zero bits of x (64 for x == 0).
inline unsigned Nlz(Word x) noexcept { return x == 0 ? 64 : static_cast<unsigned>(__builtin_clzll(x)); }

// WordDivisor: a nonzero d prepared for many divisions by it: dn = d << shift
// has its top bit set, and v = floor((B^2 - 1) / dn) - B (B = 2^64) is the
// reciprocal of Moller and Granlund, "Improved division by invariant
// integers" (IEEE Trans. Computers 60(2), 2011), computed with one DivWW.
// Variable time: public values only.
struct WordDivisor {
  explicit WordDivisor(Word d) noexcept : shift(Nlz(d)), dn(d << shift) {
    Word r;
    v = DivWW(~dn, kWordMax, dn, &r);  // (B^2 - 1 - dn B) / dn; ~dn < dn
  }
  unsigned shift;
  Word dn;
  Word v;
};

// DivWWPreinv divides the double word (u1, u0) by dv.dn, which MUST satisfy
// u1 < dv.dn, as DivWW does but with two multiplications instead of a
// hardware division (the paper's Algorithm 4). Variable time: public values.
inline Word DivWWPreinv(Word u1, Word u0, const WordDivisor& dv, Word* rem) noexcept {
  // (q1, q0) = v u1 + (u1 + 1, u0) mod B^2; u1 + 1 <= dn cannot wrap.
  DWord q = DWord{dv.v} * u1 + ((DWord{u1 + 1} << 64) | u0);
  Word q1 = static_cast<Word>(q >> 64);
  const Word q0 = static_cast<Word>(q);
  Word r = u0 - q1 * dv.dn;  // mod B
  if (r > q0) {
    --q1;
    r += dv.dn;
  }
  if (r >= dv.dn) {  // rare
    ++q1;
    r -= dv.dn;
  }
  *rem = r;
  return q1;
}

// Ntz returns the number of trailing zero bits of x (64 for x == 0).
inline unsigned Ntz(Word x) noexcept { return x == 0 ? 64 : static_cast<unsigned>(__builtin_ctzll(x)); }

}  // namespace limb

#endif  // LIMB_BIGNUM_WORD_H_
