// Int: sign + magnitude over Nat (see int.h). Two's-complement bit
// operations use the identity -x = ~(x - 1): a negative x is represented in
// two's complement by the complement of |x| - 1, as in Go's math/big.
#include "limb/bignum/int.h"

#include <utility>

#include "limb/base/check.h"

namespace limb {

namespace {

// |x| - 1 for x != 0.
inline Nat MagMinusOne(const Nat& m) noexcept { return Nat::SubWord(m, 1); }
// m + 1.
inline Nat PlusOne(const Nat& m) noexcept { return Nat::AddWord(m, 1); }

}  // namespace

Int::Int(Nat magnitude, bool negative) noexcept : mag_(std::move(magnitude)), neg_(negative) {
  Fix();
}

// See int.h.
Int Int::FromWords(std::span<const Word> words, bool negative) noexcept {
  return Int(Nat::FromWords(words), negative);
}

// See int.h.
Result<Int> Int::FromString(std::string_view s, int base) noexcept {
  if (base != 0 && (base < 2 || base > 36)) return Result<Int>(Status::kInvalidArgument, 0);
  size_t i = 0;
  bool neg = false;
  if (i < s.size() && (s[i] == '+' || s[i] == '-')) {
    neg = s[i] == '-';
    ++i;
  }
  // Prefix: 0x / 0b / 0o, when base is 0 or equals the prefix's base.
  if (i + 1 < s.size() && s[i] == '0') {
    const char p = s[i + 1];
    int pb = 0;
    if (p == 'x' || p == 'X') pb = 16;
    if (p == 'b' || p == 'B') pb = 2;
    if (p == 'o' || p == 'O') pb = 8;
    if (pb != 0 && (base == 0 || base == pb)) {
      base = pb;
      i += 2;
    }
  }
  if (base == 0) base = 10;
  if (i == s.size()) return Result<Int>(Status::kInvalidArgument, i);
  Result<Nat> m = Nat::FromString(s.substr(i), base);
  if (!m.ok()) return Result<Int>(m.status(), i + m.error_position());
  return Int(std::move(m).value(), neg);
}

// See int.h.
std::string Int::ToString(int base) const noexcept {
  std::string s = mag_.ToString(base);
  if (neg_ && !s.empty()) s.insert(s.begin(), '-');
  return s;
}

Int Int::FromBytesBE(std::span<const uint8_t> bytes) noexcept {
  return Int(Nat::FromBytesBE(bytes));
}
Int Int::FromBytesLE(std::span<const uint8_t> bytes) noexcept {
  return Int(Nat::FromBytesLE(bytes));
}
std::vector<uint8_t> Int::ToBytesBE() const noexcept { return mag_.ToBytesBE(); }
std::vector<uint8_t> Int::ToBytesLE() const noexcept { return mag_.ToBytesLE(); }

// See int.h.
Status Int::ToBytesBEFixed(std::span<uint8_t> out) const noexcept {
  if (neg_) return Status::kInvalidArgument;
  return mag_.ToBytesBEFixed(out);
}

// See int.h.
Status Int::ToBytesLEFixed(std::span<uint8_t> out) const noexcept {
  if (neg_) return Status::kInvalidArgument;
  return mag_.ToBytesLEFixed(out);
}

// See int.h.
bool Int::FitsInt64() const noexcept {
  if (!mag_.FitsUint64()) return false;
  const uint64_t m = mag_.Low64();
  return neg_ ? m <= (uint64_t{1} << 63) : m < (uint64_t{1} << 63);
}

// See int.h.
int64_t Int::Int64() const noexcept {
  const uint64_t m = mag_.Low64();
  // Two's-complement wrap, defined behaviour in C++20.
  return static_cast<int64_t>(neg_ ? uint64_t{0} - m : m);
}

// See int.h.
uint64_t Int::Uint64() const noexcept {
  const uint64_t m = mag_.Low64();
  return neg_ ? uint64_t{0} - m : m;
}

// See int.h.
bool Int::TestBit(size_t i) const noexcept {
  if (!neg_) return mag_.TestBit(i);
  return !MagMinusOne(mag_).TestBit(i);  // x = ~(|x| - 1)
}

// See int.h.
void Int::SetBit(size_t i) noexcept {
  if (!neg_) {
    mag_.SetBit(i);
    return;
  }
  // Setting bit i of ~t clears bit i of t = |x| - 1.
  Nat t = MagMinusOne(mag_);
  t.ClearBit(i);
  mag_ = PlusOne(t);
}

// See int.h.
void Int::ClearBit(size_t i) noexcept {
  if (!neg_) {
    mag_.ClearBit(i);
    return;
  }
  Nat t = MagMinusOne(mag_);
  t.SetBit(i);
  mag_ = PlusOne(t);
}

// See int.h.
int Int::Compare(const Int& a, const Int& b) noexcept {
  if (a.neg_ != b.neg_) return a.neg_ ? -1 : 1;
  const int c = Nat::Compare(a.mag_, b.mag_);
  return a.neg_ ? -c : c;
}

// See int.h.
int Int::CompareAbs(const Int& a, const Int& b) noexcept {
  return Nat::Compare(a.mag_, b.mag_);
}

Int Int::operator-() const noexcept { return Int(mag_, !neg_); }
Int Int::Abs() const noexcept { return Int(mag_, false); }

namespace {
// a + b for magnitudes with signs: the signed sum.
Int SignedAdd(const Nat& am, bool an, const Nat& bm, bool bn) noexcept {
  if (an == bn) return Int(Nat::Add(am, bm), an);
  const int c = Nat::Compare(am, bm);
  if (c == 0) return Int();
  if (c > 0) return Int(Nat::Sub(am, bm), an);
  return Int(Nat::Sub(bm, am), bn);
}
}  // namespace

Int operator+(const Int& a, const Int& b) noexcept {
  return SignedAdd(a.mag_, a.neg_, b.mag_, b.neg_);
}
Int operator-(const Int& a, const Int& b) noexcept {
  return SignedAdd(a.mag_, a.neg_, b.mag_, !b.neg_);
}
Int operator*(const Int& a, const Int& b) noexcept {
  return Int(Nat::Mul(a.mag_, b.mag_), a.neg_ != b.neg_);
}
Int& Int::operator+=(const Int& b) noexcept { return *this = *this + b; }
Int& Int::operator-=(const Int& b) noexcept { return *this = *this - b; }
Int& Int::operator*=(const Int& b) noexcept { return *this = *this * b; }

// See int.h.
Int Int::Square(const Int& a) noexcept { return Int(Nat::Sqr(a.mag_)); }

// See int.h.
Status Int::DivModTrunc(const Int& a, const Int& b, Int* q, Int* r) noexcept {
  if (b.IsZero()) return Status::kDivisionByZero;
  Nat qm, rm;
  Status s = Nat::DivMod(a.mag_, b.mag_, q != nullptr ? &qm : nullptr, &rm);
  LIMB_CHECK(Ok(s));
  const bool qneg = a.neg_ != b.neg_;
  const bool rneg = a.neg_;
  if (q != nullptr) *q = Int(std::move(qm), qneg);
  if (r != nullptr) *r = Int(std::move(rm), rneg);
  return Status::kOk;
}

// See int.h.
Status Int::DivModFloor(const Int& a, const Int& b, Int* q, Int* r) noexcept {
  if (b.IsZero()) return Status::kDivisionByZero;
  const Int bb = b;  // b may alias q or r
  Int qq, rr;
  Status s = DivModTrunc(a, bb, &qq, &rr);
  LIMB_CHECK(Ok(s));
  // Floor: the remainder takes the sign of b.
  if (!rr.IsZero() && rr.neg_ != bb.neg_) {
    if (q != nullptr) qq -= Int(1);
    rr += bb;
  }
  if (q != nullptr) *q = std::move(qq);
  if (r != nullptr) *r = std::move(rr);
  return Status::kOk;
}

// See int.h.
Status Int::DivModEuclid(const Int& a, const Int& b, Int* q, Int* r) noexcept {
  if (b.IsZero()) return Status::kDivisionByZero;
  const Int bb = b;
  Int qq, rr;
  Status s = DivModTrunc(a, bb, &qq, &rr);
  LIMB_CHECK(Ok(s));
  // Euclid: 0 <= r < |b|.
  if (rr.neg_) {
    if (bb.neg_) {
      if (q != nullptr) qq += Int(1);
      rr -= bb;
    } else {
      if (q != nullptr) qq -= Int(1);
      rr += bb;
    }
  }
  if (q != nullptr) *q = std::move(qq);
  if (r != nullptr) *r = std::move(rr);
  return Status::kOk;
}

Int operator/(const Int& a, const Int& b) noexcept {
  LIMB_CHECK(!b.IsZero());
  Int q;
  (void)Int::DivModTrunc(a, b, &q, nullptr);
  return q;
}
Int operator%(const Int& a, const Int& b) noexcept {
  LIMB_CHECK(!b.IsZero());
  Int r;
  (void)Int::DivModTrunc(a, b, nullptr, &r);
  return r;
}
Int& Int::operator/=(const Int& b) noexcept { return *this = *this / b; }
Int& Int::operator%=(const Int& b) noexcept { return *this = *this % b; }

// See int.h.
Result<Word> Int::ModWord(Word d) const noexcept {
  Result<Word> m = mag_.ModWord(d);
  if (!m.ok()) return m;
  Word r = *m;
  if (neg_ && r != 0) r = d - r;
  return r;
}

Int operator<<(const Int& a, size_t s) noexcept { return Int(Nat::Shl(a.mag_, s), a.neg_); }

Int operator>>(const Int& a, size_t s) noexcept {
  if (!a.neg_) return Int(Nat::Shr(a.mag_, s));
  // floor(-m / 2^s) = -(((m - 1) >> s) + 1) for m >= 1.
  return Int(PlusOne(Nat::Shr(MagMinusOne(a.mag_), s)), true);
}
Int& Int::operator<<=(size_t s) noexcept { return *this = *this << s; }
Int& Int::operator>>=(size_t s) noexcept { return *this = *this >> s; }

// Bitwise ops, writing a negative x as ~x1 with x1 = |x| - 1 (x1 >= 0).
Int operator&(const Int& a, const Int& b) noexcept {
  if (!a.neg_ && !b.neg_) return Int(Nat::And(a.mag_, b.mag_));
  if (a.neg_ && b.neg_) {
    // ~a1 & ~b1 = ~(a1 | b1)
    return Int(PlusOne(Nat::Or(MagMinusOne(a.mag_), MagMinusOne(b.mag_))), true);
  }
  // x & ~y1 (x >= 0), non-negative.
  const Int& x = a.neg_ ? b : a;
  const Int& y = a.neg_ ? a : b;
  return Int(Nat::AndNot(x.mag_, MagMinusOne(y.mag_)));
}

Int operator|(const Int& a, const Int& b) noexcept {
  if (!a.neg_ && !b.neg_) return Int(Nat::Or(a.mag_, b.mag_));
  if (a.neg_ && b.neg_) {
    // ~a1 | ~b1 = ~(a1 & b1)
    return Int(PlusOne(Nat::And(MagMinusOne(a.mag_), MagMinusOne(b.mag_))), true);
  }
  // x | ~y1 = ~(y1 & ~x)
  const Int& x = a.neg_ ? b : a;
  const Int& y = a.neg_ ? a : b;
  return Int(PlusOne(Nat::AndNot(MagMinusOne(y.mag_), x.mag_)), true);
}

Int operator^(const Int& a, const Int& b) noexcept {
  if (!a.neg_ && !b.neg_) return Int(Nat::Xor(a.mag_, b.mag_));
  if (a.neg_ && b.neg_) {
    // ~a1 ^ ~b1 = a1 ^ b1
    return Int(Nat::Xor(MagMinusOne(a.mag_), MagMinusOne(b.mag_)));
  }
  // x ^ ~y1 = ~(x ^ y1)
  const Int& x = a.neg_ ? b : a;
  const Int& y = a.neg_ ? a : b;
  return Int(PlusOne(Nat::Xor(x.mag_, MagMinusOne(y.mag_))), true);
}

Int Int::operator~() const noexcept {
  // ~x = -x - 1
  if (!neg_) return Int(PlusOne(mag_), true);
  return Int(MagMinusOne(mag_));
}
Int& Int::operator&=(const Int& b) noexcept { return *this = *this & b; }
Int& Int::operator|=(const Int& b) noexcept { return *this = *this | b; }
Int& Int::operator^=(const Int& b) noexcept { return *this = *this ^ b; }

}  // namespace limb
