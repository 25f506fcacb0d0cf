// Conversions of Nat: strings in bases 2..36 and big/little-endian bytes.
#include <algorithm>
#include <cstring>

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
  return (base & (base - 1)) == 0 ? static_cast<unsigned>(__builtin_ctz(static_cast<unsigned>(base))) : 0;
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
  std::vector<Word>& w = z.w_;
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
  // Other bases: z = z * base^chunk + value(chunk), chunk = up to `digits`
  // digits (a whole number of them fits a word).
  const ArithKernels& k = ActiveArithKernels();
  unsigned digits;
  const Word bb = BigBase(base, &digits);
  // A generous capacity: each digit adds at most 6 bits.
  w.reserve(s.size() * 6 / kWordBits + 2);
  size_t i = 0;
  // The first chunk takes the remainder so the others are full.
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
  z.Normalize();
  return z;
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
  // Repeated division by base^digits; each remainder gives `digits` digits
  // (least significant first).
  unsigned digits;
  const Word bb = BigBase(base, &digits);
  std::vector<Word> q(w_);
  size_t n = q.size();
  out.reserve(n * 64 + 1);
  while (n > 0) {
    Word r = DivWordWords(q.data(), q.data(), n, bb);
    while (n > 0 && q[n - 1] == 0) --n;
    for (unsigned j = 0; j < digits; ++j) {
      out.push_back(kDigits[r % static_cast<Word>(base)]);
      r /= static_cast<Word>(base);
      if (n == 0 && r == 0) break;  // no leading zeros in the top chunk
    }
  }
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
