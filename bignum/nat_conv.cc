// Conversions of Nat: strings in bases 2..36 and big/little-endian bytes.
#include <algorithm>
#include <cstring>
#include <deque>
#include <string_view>
#include <type_traits>

#include "limb/bignum/arith.h"
#include "limb/bignum/nat.h"

namespace limb {

namespace {

constexpr char kDigits[] = "0123456789abcdefghijklmnopqrstuvwxyz";

// DigitValue: the value of c as a digit (any base up to 36), or 99.
inline unsigned DigitValue(char c) noexcept {
  if (c >= '0' && c <= '9') return static_cast<unsigned>(c - '0');
  if (c >= 'a' && c <= 'z') return static_cast<unsigned>(c - 'a') + 10;
  if (c >= 'A' && c <= 'Z') return static_cast<unsigned>(c - 'A') + 10;
  return 99;
}

// Log2 of a power-of-two base, or 0.
inline unsigned PowerOfTwoBits(int base) noexcept {
  return (base & (base - 1)) == 0
             ? static_cast<unsigned>(__builtin_ctz(static_cast<unsigned>(base)))
             : 0;
}

// BigBase: the largest power base^digits that fits a Word.
inline Word BigBase(int base, unsigned* digits) noexcept {
  Word bb = static_cast<Word>(base);
  unsigned n = 1;
  // bb * base <= kWordMax  <=>  bb <= kWordMax / base.
  while (bb <= kWordMax / static_cast<Word>(base)) {
    bb *= static_cast<Word>(base);
    ++n;
  }
  *digits = n;
  return bb;
}

// Above these sizes the conversions divide and conquer over the powers
// bb^(2^t) of the big base: a string of n digits is hi * bb^(2^t) + lo,
// with lo the last digits * 2^t digits, so parsing costs O(M(n) log n) with
// M(n) the multiplication time; a number of n words is split by DivMod by a
// power of about half its words. Below them one word at a time.
// Measured: nat_bench limb/FromString/N and limb/ToString/N against gmp/.
constexpr size_t kParseDivideDigits = 1200;
constexpr size_t kFormatDivideWords = 60;

// BigBasePowers: bb^(2^t) for t = 0, 1, ..., squared on demand. A deque,
// so references stay valid while it grows.
class BigBasePowers {
 public:
  BigBasePowers(Word bb, unsigned digits) : digits_(digits) { p_.emplace_back(bb); }
  const Nat& P(size_t t) {
    while (p_.size() <= t) p_.push_back(Nat::Sqr(p_.back()));
    return p_[t];
  }
  // The number of digits P(t) spans: P(t) = base^Digits(t).
  size_t Digits(size_t t) const { return size_t{digits_} << t; }

 private:
  unsigned digits_;
  std::deque<Nat> p_;
};

// ParseChunks: the value of s (valid digits of base, not a power of two):
// z = z * bb + value(chunk), chunk = `digits` digits, the first chunk
// taking the remainder.
Nat ParseChunks(std::string_view s, int base, Word bb, unsigned digits) {
  const ArithKernels& k = ActiveArithKernels();
  WipedWords w;
  // A generous capacity: each digit adds at most 6 bits.
  w.reserve(s.size() * 6 / kWordBits + 2);
  size_t i = 0;
  size_t first = s.size() % digits;
  if (first == 0) first = digits;
  while (i < s.size()) {
    const size_t len = (i == 0) ? first : digits;
    Word chunk = 0, mul = 1;
    for (size_t j = 0; j < len; ++j) {
      chunk = chunk * static_cast<Word>(base) + DigitValue(s[i + j]);
      mul *= static_cast<Word>(base);
    }
    if (len == digits) mul = bb;
    i += len;
    const Word c = k.mulAddVWW(w.data(), w.data(), w.size(), mul, chunk);
    if (c != 0) w.push_back(c);
  }
  return Nat::FromWords(w);
}

Nat ParseRec(std::string_view s, int base, Word bb, unsigned digits, BigBasePowers& pw) {
  if (s.size() <= kParseDivideDigits) return ParseChunks(s, base, bb, digits);
  size_t t = 0;
  while (pw.Digits(t + 1) < s.size()) ++t;
  const size_t lo_len = pw.Digits(t);
  const Nat hi = ParseRec(s.substr(0, s.size() - lo_len), base, bb, digits, pw);
  const Nat lo = ParseRec(s.substr(s.size() - lo_len), base, bb, digits, pw);
  return Nat::Add(Nat::Mul(hi, pw.P(t)), lo);
}

// FormatChunks appends the digits of x (base not a power of two) to *out,
// least significant first: repeated division by bb, each remainder giving
// `digits` digits. width = 0: no leading zeros ("0" for zero); otherwise
// exactly width digits (x < base^width), zero-padded. Base is a Word or a
// std::integral_constant: a constant base lets the compiler turn the
// per-digit division into a multiplication.
template <typename Base>
void FormatChunks(const Nat& x, Base base, Word bb, unsigned digits, size_t width,
                  std::string* out) {
  WipedWords q(x.words().begin(), x.words().end());
  size_t n = q.size();
  const size_t start = out->size();
  while (n > 0) {
    Word r = DivWordWords(q.data(), q.data(), n, bb);
    while (n > 0 && q[n - 1] == 0) --n;
    for (unsigned j = 0; j < digits; ++j) {
      out->push_back(kDigits[r % base]);
      r /= base;
      if (n == 0 && r == 0) break;  // no leading zeros in the top chunk
    }
  }
  if (out->size() == start && width == 0) out->push_back('0');
  while (out->size() - start < width) out->push_back('0');
}

void FormatChunks(const Nat& x, int base, Word bb, unsigned digits, size_t width,
                  std::string* out) {
  if (base == 10) {
    FormatChunks(x, std::integral_constant<Word, 10>{}, bb, digits, width, out);
  } else {
    FormatChunks(x, static_cast<Word>(base), bb, digits, width, out);
  }
}

// FormatRec: as FormatChunks (least significant digit first), splitting x
// by a power P(t) of about half its words: the remainder gives exactly
// Digits(t) digits, the quotient the rest.
void FormatRec(const Nat& x, int base, Word bb, unsigned digits, size_t width, BigBasePowers& pw,
               std::string* out) {
  if (x.num_words() <= kFormatDivideWords) {
    FormatChunks(x, base, bb, digits, width, out);
    return;
  }
  size_t t = 0;
  while (2 * pw.P(t + 1).num_words() <= x.num_words()) ++t;
  Nat q, r;
  (void)Nat::DivMod(x, pw.P(t), &q, &r);  // P(t) != 0
  FormatRec(r, base, bb, digits, pw.Digits(t), pw, out);
  // A padded x has at most width digits, so q has at most width - Digits(t);
  // an unpadded q is nonzero (P(t) <= x).
  FormatRec(q, base, bb, digits, width == 0 ? 0 : width - pw.Digits(t), pw, out);
}

}  // namespace

// See nat.h.
Result<Nat> Nat::FromString(std::string_view s, int base) noexcept {
  if (base < 2 || base > 36) return Result<Nat>(Status::kInvalidArgument, 0);
  if (s.empty()) return Result<Nat>(Status::kInvalidArgument, 0);
  for (size_t i = 0; i < s.size(); ++i) {
    if (DigitValue(s[i]) >= static_cast<unsigned>(base)) {
      return Result<Nat>(Status::kInvalidArgument, i);
    }
  }
  Nat z;
  WipedWords& w = z.w_;
  if (const unsigned bits = PowerOfTwoBits(base); bits != 0) {
    // Bit slicing from the least significant digit (the end of s).
    w.assign((s.size() * bits + kWordBits - 1) / kWordBits, 0);
    size_t pos = 0;
    for (size_t i = s.size(); i-- > 0; pos += bits) {
      const Word d = DigitValue(s[i]);
      w[pos / kWordBits] |= d << (pos % kWordBits);
      // A digit straddles two words when it crosses a word boundary.
      if (pos % kWordBits + bits > kWordBits) {
        w[pos / kWordBits + 1] |= d >> (kWordBits - pos % kWordBits);
      }
    }
    z.Normalize();
    return z;
  }
  // Other bases: through the largest power of the base that fits a word.
  unsigned digits;
  const Word bb = BigBase(base, &digits);
  BigBasePowers pw(bb, digits);
  return ParseRec(s, base, bb, digits, pw);
}

// See nat.h.
std::string Nat::ToString(int base) const noexcept {
  if (base < 2 || base > 36) return std::string();
  if (w_.empty()) return std::string("0");
  std::string out;
  if (const unsigned bits = PowerOfTwoBits(base); bits != 0) {
    const size_t nbits = BitLen();
    const size_t ndigits = (nbits + bits - 1) / bits;
    out.resize(ndigits);
    const Word mask = (Word{1} << bits) - 1;
    for (size_t d = 0; d < ndigits; ++d) {
      const size_t pos = d * bits;
      Word v = w_[pos / kWordBits] >> (pos % kWordBits);
      if (pos % kWordBits + bits > kWordBits && pos / kWordBits + 1 < w_.size()) {
        v |= w_[pos / kWordBits + 1] << (kWordBits - pos % kWordBits);
      }
      out[ndigits - 1 - d] = kDigits[v & mask];
    }
    return out;
  }
  unsigned digits;
  const Word bb = BigBase(base, &digits);
  BigBasePowers pw(bb, digits);
  out.reserve(w_.size() * 64 + 1);
  FormatRec(*this, base, bb, digits, 0, pw, &out);
  std::reverse(out.begin(), out.end());
  return out;
}

// See nat.h.
Nat Nat::FromBytesLE(std::span<const uint8_t> bytes) noexcept {
  Nat z;
  z.w_.assign((bytes.size() + 7) / 8, 0);
  for (size_t i = 0; i < bytes.size(); ++i) {
    z.w_[i / 8] |= Word{bytes[i]} << (8 * (i % 8));
  }
  z.Normalize();
  return z;
}

// See nat.h.
Nat Nat::FromBytesBE(std::span<const uint8_t> bytes) noexcept {
  Nat z;
  const size_t n = bytes.size();
  z.w_.assign((n + 7) / 8, 0);
  for (size_t i = 0; i < n; ++i) {
    const size_t j = n - 1 - i;  // significance of bytes[i]
    z.w_[j / 8] |= Word{bytes[i]} << (8 * (j % 8));
  }
  z.Normalize();
  return z;
}

namespace {
inline size_t ByteLen(const Nat& x) noexcept { return (x.BitLen() + 7) / 8; }
inline uint8_t ByteAt(std::span<const Word> w, size_t j) noexcept {
  return static_cast<uint8_t>(w[j / 8] >> (8 * (j % 8)));
}
}  // namespace

// See nat.h.
std::vector<uint8_t> Nat::ToBytesLE() const noexcept {
  std::vector<uint8_t> out(ByteLen(*this));
  for (size_t j = 0; j < out.size(); ++j) out[j] = ByteAt(words(), j);
  return out;
}

// See nat.h.
std::vector<uint8_t> Nat::ToBytesBE() const noexcept {
  std::vector<uint8_t> out(ByteLen(*this));
  const size_t n = out.size();
  for (size_t j = 0; j < n; ++j) out[n - 1 - j] = ByteAt(words(), j);
  return out;
}

// See nat.h.
Status Nat::ToBytesLEFixed(std::span<uint8_t> out) const noexcept {
  const size_t len = ByteLen(*this);
  if (len > out.size()) return Status::kBufferTooSmall;
  for (size_t j = 0; j < out.size(); ++j) out[j] = j < len ? ByteAt(words(), j) : 0;
  return Status::kOk;
}

// See nat.h.
Status Nat::ToBytesBEFixed(std::span<uint8_t> out) const noexcept {
  const size_t len = ByteLen(*this);
  if (len > out.size()) return Status::kBufferTooSmall;
  const size_t n = out.size();
  for (size_t j = 0; j < n; ++j) out[n - 1 - j] = j < len ? ByteAt(words(), j) : 0;
  return Status::kOk;
}

}  // namespace limb
