// Montgomery arithmetic modulo an odd public modulus, and modular
// exponentiation. This is the constant-time core under rsa/ and the fast
// variable-time modexp under bignum/prime.
//
// Naming: inside mont, an unmarked function is constant-time in the VALUES
// of its Residue and exponent arguments; it leaks only public sizes (the
// modulus, its word count, the exponent's announced bit length), as each
// "Constant time; leaks ..." line says. A function that leaks more ends in
// VarTime. The modulus itself is always public.
//
// Representation: R = 2^(64n) where n = Modulus::num_words(). A Residue
// holds exactly n words, little-endian, and is always fully reduced (< m).
// Residues do not point at their Modulus; every operation takes the Modulus
// and requires residues made for it (same num_words(); LIMB_DCHECK).
// Values "in Montgomery form" are x*R mod m; ToMont/FromMont convert.
// Exp and ExpVarTime take and return plain (non-Montgomery) residues.
//
// This API deliberately takes spans of Words and bytes, never the
// variable-time integer types of bignum/nat or bignum/int.
#ifndef LIMB_BIGNUM_MONT_H_
#define LIMB_BIGNUM_MONT_H_

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "limb/base/ct.h"
#include "limb/base/status.h"
#include "limb/bignum/arith.h"
#include "limb/bignum/word.h"

namespace limb {

// ---------------------------------------------------------------------------
// The Montgomery kernel tables (mont_internal.h).
struct MontKernels;

// ---------------------------------------------------------------------------
// Modulus: an odd public modulus m > 1 with its Montgomery constants.
class Modulus {
 public:
  // FromWords: m from little-endian words (high zero words are ignored).
  // Errors: kEvenModulus if m is even, 0 or 1; kInvalidArgument if m has
  // more than kMontMaxWords significant words. Variable time (m is public).
  static Result<Modulus> FromWords(std::span<const Word> m) noexcept;
  // FromBytesBE: the same, from big-endian bytes (leading zeros ignored).
  static Result<Modulus> FromBytesBE(std::span<const uint8_t> m) noexcept;

  Modulus() noexcept = default;  // empty; only a placeholder to assign to

  size_t num_words() const noexcept { return m_.size(); }
  size_t bit_length() const noexcept { return bits_; }
  size_t byte_length() const noexcept { return (bits_ + 7) / 8; }
  std::span<const Word> words() const noexcept { return m_; }
  Word m0inv() const noexcept { return m0inv_; }
  // rr(): R^2 mod m. one_mont(): R mod m (1 in Montgomery form).
  std::span<const Word> rr() const noexcept { return rr_; }
  std::span<const Word> one_mont() const noexcept { return one_; }

  // Every operation with this modulus runs on one kernel table: ActiveMontKernels()
  // unless a test or benchmark pins another (mont_internal.h).

 private:
  friend struct ModulusInternals;
  // Wiped when released (WipedWords): a prime's modulus is a secret, and
  // so are R and R^2 mod it (R mod p gives p back).
  WipedWords m_;
  WipedWords rr_;
  WipedWords one_;
  size_t bits_ = 0;
  Word m0inv_ = 0;
  const MontKernels* k_ = nullptr;
};

// ---------------------------------------------------------------------------
// Residue: a fixed-width value in [0, m), n words. Its storage is wiped
// whenever released: on destruction, when an assignment replaces it, when a
// container moves it (WipedWords).
class Residue {
 public:
  Residue() noexcept = default;  // 0 words: a placeholder to assign to
  // Residue(m): zero, sized for m.
  explicit Residue(const Modulus& m) noexcept : w_(m.num_words(), 0) {}
  Residue(const Residue& o) noexcept = default;
  Residue(Residue&& o) noexcept = default;
  Residue& operator=(const Residue& o) noexcept = default;
  Residue& operator=(Residue&& o) noexcept = default;
  ~Residue() noexcept = default;

  // FromBytesBE: in (big-endian, any length, may be empty) reduced mod m.
  // Constant time; leaks in.size() and m.
  static Residue FromBytesBE(std::span<const uint8_t> in, const Modulus& m) noexcept;
  // FromWords: in (little-endian, any length) reduced mod m.
  // Constant time; leaks in.size() and m.
  static Residue FromWords(std::span<const Word> in, const Modulus& m) noexcept;
  // FromCanonicalBytesBE: in (big-endian, any length) as a residue, which
  // MUST be < m: otherwise kInvalidArgument. Whether in < m is declassified
  // (the caller's input, e.g. an RSA ciphertext, is public); the value is
  // not. Constant time otherwise; leaks in.size().
  static Result<Residue> FromCanonicalBytesBE(std::span<const uint8_t> in,
                                              const Modulus& m) noexcept;
  // FromWord: the small public value w mod m.
  static Residue FromWord(Word w, const Modulus& m) noexcept;

  // ToBytesBE: the value as exactly out.size() big-endian bytes, zero
  // padded on the left. kBufferTooSmall if out.size() < m.byte_length()
  // (nothing is written then). Constant time; leaks out.size().
  Status ToBytesBE(std::span<uint8_t> out, const Modulus& m) const noexcept;

  size_t num_words() const noexcept { return w_.size(); }
  std::span<const Word> words() const noexcept { return w_; }
  // mutable_words(): for callers that fill the words themselves; they MUST
  // keep the value < m.
  std::span<Word> mutable_words() noexcept { return w_; }
  Word* data() noexcept { return w_.data(); }
  const Word* data() const noexcept { return w_.data(); }

 private:
  WipedWords w_;
};

// All operations below: out may alias any input. Constant time; leak only m.

// ToMont: out = a * R mod m. FromMont: out = a * R^(-1) mod m.
void ToMont(Residue& out, const Residue& a, const Modulus& m) noexcept;
void FromMont(Residue& out, const Residue& a, const Modulus& m) noexcept;
// MontMul: out = a * b * R^(-1) mod m. MontSqr: out = a * a * R^(-1) mod m.
void MontMul(Residue& out, const Residue& a, const Residue& b, const Modulus& m) noexcept;
void MontSqr(Residue& out, const Residue& a, const Modulus& m) noexcept;
// ModMul: out = a * b mod m (plain residues; two Montgomery multiplications).
void ModMul(Residue& out, const Residue& a, const Residue& b, const Modulus& m) noexcept;
// ModAdd: out = a + b mod m. ModSub: out = a - b mod m.
void ModAdd(Residue& out, const Residue& a, const Residue& b, const Modulus& m) noexcept;
void ModSub(Residue& out, const Residue& a, const Residue& b, const Modulus& m) noexcept;

// Equal: a == b. IsZero: a == 0. Constant time; leak only the word count.
Choice Equal(const Residue& a, const Residue& b) noexcept;
Choice IsZero(const Residue& a) noexcept;
// Select: out = c ? a : b. Constant time.
void Select(Residue& out, Choice c, const Residue& a, const Residue& b) noexcept;

// Exp: out = base^e mod m, e given as big-endian bytes of which the low
// exponent_bits bits hold the exponent (1 <= exponent_bits; every higher bit
// must be zero). exponent_bits is public: it fixes the number of squarings,
// so pass the public bound (the modulus's bit length for an RSA exponent),
// not the secret's own length. Fixed window; every table lookup scans the whole table.
// On a CPU with AVX-512 IFMA, for moduli of 8 to 32 words and the default
// kernel table (a table pinned by mont_internal::SetKernels keeps the scalar
// path), it runs on the IFMA kernels (radix 2^52), with the same result and
// the same constant-time guarantees.
// Errors: kInvalidArgument if exponent_bits is 0 or > 8 * e.size(), or a bit
// of e at or above exponent_bits is set.
// Constant time; leaks only m, e.size(), exponent_bits and whether the
// arguments were valid. 0^0 is 1 (as mpz_powm); any base^0 is 1 mod m.
Status Exp(Residue& out, const Residue& base, std::span<const uint8_t> e_be,
           size_t exponent_bits, const Modulus& m) noexcept;
// ExpWords: the same with e as little-endian words.
// Errors: kInvalidArgument if exponent_bits is 0 or > 64 * e.size(), or a
// bit of e at or above exponent_bits is set.
Status ExpWords(Residue& out, const Residue& base, std::span<const Word> e,
                size_t exponent_bits, const Modulus& m) noexcept;

// ExpVarTime: out = base^e mod m for a PUBLIC exponent (RSA verify,
// Miller-Rabin). Sliding window. Time depends on e (its length and bits);
// the base is still handled with the constant-time kernels but should be
// treated as exposed. e big-endian bytes (any length, may be empty: e = 0).
void ExpVarTime(Residue& out, const Residue& base, std::span<const uint8_t> e_be,
                const Modulus& m) noexcept;
// ExpWordsVarTime: the same with e as little-endian words.
void ExpWordsVarTime(Residue& out, const Residue& base, std::span<const Word> e,
                     const Modulus& m) noexcept;

}  // namespace limb

#endif  // LIMB_BIGNUM_MONT_H_
