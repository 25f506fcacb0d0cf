// Nat: VARIABLE-TIME arbitrary-precision natural numbers (unsigned
// magnitudes), the layer under Int. Public data only: parsing, printing,
// tooling, number theory on public values. Secrets never enter Nat (their
// arithmetic lives in bignum/mont, which is constant time).
//
// Representation: little-endian Words, normalised (no leading zero word;
// zero is the empty vector). Every operation returns a normalised value.
// The words are wiped whenever their storage is released (WipedWords,
// word.h): RSA key generation and import validation run the primes and d
// through Nat (variable time, once per key; see rsa/rsa.h), and no copy of
// them may outlive its use in freed memory.
//
// Besides the value type, this header exports the low-level word-vector
// routines Nat is built from (MulWords, SqrWords, ...), mpn-style, for
// benchmarks and for other bignum code that manages its own buffers.
// They work on raw vectors that need not be normalised.
#ifndef LIMB_BIGNUM_NAT_H_
#define LIMB_BIGNUM_NAT_H_

#include <compare>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "limb/base/status.h"
#include "limb/bignum/word.h"

namespace limb {

// ---------------------------------------------------------------------------
// Low-level routines on word vectors (variable time unless stated).
// ---------------------------------------------------------------------------

// MulWords: z[0, xn+yn) = x[0, xn) * y[0, yn).
// MUST: z does not overlap x or y. xn and yn may be 0 (then z[0, xn+yn) is
// zeroed). Operands need not be normalised. Time depends on xn and yn only
// in the schoolbook range; Karatsuba ranges branch on the values (public
// data only).
void MulWords(Word* z, const Word* x, size_t xn, const Word* y, size_t yn) noexcept;

// SqrWords: z[0, 2n) = x[0, n)^2. MUST: z does not overlap x.
void SqrWords(Word* z, const Word* x, size_t n) noexcept;

// DivModWords: Knuth's Algorithm D (TAOCP vol. 2, 4.3.1); Burnikel-Ziegler
// recursive division when divisor and quotient both have 120 words or more.
// q[0, un-vn+1) = u / v and r[0, vn) = u mod v, for un >= vn >= 1 and
// v[vn-1] != 0. q and r MAY be nullptr when not wanted. MUST: no output
// overlaps an input or the other output.
void DivModWords(Word* q, Word* r, const Word* u, size_t un, const Word* v,
                 size_t vn) noexcept;

// DivWordWords: q[0, n) = x[0, n) / d, returns x mod d. d MUST be nonzero.
// q MAY equal x, or be nullptr (then only the remainder is computed).
Word DivWordWords(Word* q, const Word* x, size_t n, Word d) noexcept;

// ---------------------------------------------------------------------------
// Nat, the value type.
// ---------------------------------------------------------------------------
class Nat {
 public:
  // Value semantics: copy and move as any std:: value.
  Nat() noexcept = default;
  explicit Nat(uint64_t v) noexcept;

  // FromWords: the natural with the given little-endian words (leading zero
  // words are dropped).
  static Nat FromWords(std::span<const Word> words) noexcept;

  // FromString parses digits in base 2..36 (case-insensitive letters); no
  // sign, no prefix, no separators. Errors: kInvalidArgument for a bad base
  // (position 0), an empty string (position 0), or an invalid digit (its
  // position). Base-2^k strings are bit-sliced; others go through the
  // largest power of the base that fits a word, long ones divided and
  // conquered over its powers (O(M(n) log n)). ToString divides the same way
  // (by DivMod, Burnikel-Ziegler for long operands).
  static Result<Nat> FromString(std::string_view s, int base) noexcept;

  // ToString: digits in base 2..36 (lower-case letters), no prefix; "0" for
  // zero. A base out of range gives an empty string.
  std::string ToString(int base = 10) const noexcept;

  // Bytes: unsigned big- or little-endian encodings of the value. From*
  // accept any length (leading zero bytes allowed). To* give the minimal
  // encoding (empty for zero).
  static Nat FromBytesBE(std::span<const uint8_t> bytes) noexcept;
  static Nat FromBytesLE(std::span<const uint8_t> bytes) noexcept;
  std::vector<uint8_t> ToBytesBE() const noexcept;
  std::vector<uint8_t> ToBytesLE() const noexcept;
  // To*Fixed fill all of out (zero-padded); kBufferTooSmall (out untouched
  // contents unspecified) when the value needs more than out.size() bytes.
  Status ToBytesBEFixed(std::span<uint8_t> out) const noexcept;
  Status ToBytesLEFixed(std::span<uint8_t> out) const noexcept;

  // Accessors.
  std::span<const Word> words() const noexcept { return {w_.data(), w_.size()}; }
  size_t num_words() const noexcept { return w_.size(); }
  bool IsZero() const noexcept { return w_.empty(); }
  bool IsOne() const noexcept { return w_.size() == 1 && w_[0] == 1; }
  bool IsOdd() const noexcept { return !w_.empty() && (w_[0] & 1); }
  bool IsEven() const noexcept { return !IsOdd(); }
  // Low64: the value mod 2^64. FitsUint64: value < 2^64.
  uint64_t Low64() const noexcept { return w_.empty() ? 0 : w_[0]; }
  bool FitsUint64() const noexcept { return w_.size() <= 1; }

  // BitLen: the number of bits of the value (0 for zero).
  size_t BitLen() const noexcept;
  // TrailingZeros: the number of trailing zero bits (0 for zero).
  size_t TrailingZeros() const noexcept;
  // PopCount: the number of one bits.
  size_t PopCount() const noexcept;
  bool TestBit(size_t i) const noexcept;
  void SetBit(size_t i) noexcept;
  void ClearBit(size_t i) noexcept;

  // Compare: -1, 0, +1 as a <, ==, > b.
  static int Compare(const Nat& a, const Nat& b) noexcept;
  friend bool operator==(const Nat& a, const Nat& b) noexcept { return a.w_ == b.w_; }
  friend std::strong_ordering operator<=>(const Nat& a, const Nat& b) noexcept {
    return Compare(a, b) <=> 0;
  }

  // Arithmetic. Outputs MAY alias inputs.
  static Nat Add(const Nat& a, const Nat& b) noexcept;
  // Sub: a - b; MUST a >= b (LIMB_CHECK). Use Int for signed results.
  static Nat Sub(const Nat& a, const Nat& b) noexcept;
  static Nat Mul(const Nat& a, const Nat& b) noexcept;
  static Nat Sqr(const Nat& a) noexcept;
  static Nat AddWord(const Nat& a, Word w) noexcept;
  // SubWord: a - w; MUST a >= w (LIMB_CHECK).
  static Nat SubWord(const Nat& a, Word w) noexcept;
  static Nat MulWord(const Nat& a, Word w) noexcept;
  // DivMod: q = floor(a / b), r = a mod b. q, r MAY be nullptr and MAY alias
  // a or b (not each other). kDivisionByZero when b == 0 (outputs untouched).
  static Status DivMod(const Nat& a, const Nat& b, Nat* q, Nat* r) noexcept;
  // DivModWord: q = floor(a / d), returns a mod d through *r. q MAY be
  // nullptr. kDivisionByZero when d == 0.
  static Status DivModWord(const Nat& a, Word d, Nat* q, Word* r) noexcept;
  // ModWord: a mod d. kDivisionByZero when d == 0 (as Int::ModWord).
  Result<Word> ModWord(Word d) const noexcept;

  // Shifts.
  static Nat Shl(const Nat& a, size_t s) noexcept;
  static Nat Shr(const Nat& a, size_t s) noexcept;

  // Bitwise (of the unsigned values).
  static Nat And(const Nat& a, const Nat& b) noexcept;
  static Nat Or(const Nat& a, const Nat& b) noexcept;
  static Nat Xor(const Nat& a, const Nat& b) noexcept;
  static Nat AndNot(const Nat& a, const Nat& b) noexcept;  // a & ~b

  // Raw access for bignum internals: the word vector, which the caller MUST
  // leave normalised (call Normalize() after writing). Its storage is wiped
  // whenever released (WipedWords, word.h), as every Nat's is.
  WipedWords& mutable_words() noexcept { return w_; }
  void Normalize() noexcept {
    while (!w_.empty() && w_.back() == 0) w_.pop_back();
  }

 private:
  WipedWords w_;
};

}  // namespace limb

#endif  // LIMB_BIGNUM_NAT_H_
