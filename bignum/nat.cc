// Nat: the value type over the word-vector routines (see nat.h).
// Multiplication is in nat_mul.cc, division in nat_div.cc, conversions in
// nat_conv.cc.
#include "limb/bignum/nat.h"

#include <algorithm>
#include <utility>

#include "limb/base/check.h"
#include "limb/bignum/arith.h"

namespace limb {

Nat::Nat(uint64_t v) noexcept {
  if (v != 0) w_.push_back(v);
}

// See nat.h.
Nat Nat::FromWords(std::span<const Word> words) noexcept {
  Nat z;
  z.w_.assign(words.begin(), words.end());
  z.Normalize();
  return z;
}

// See nat.h.
size_t Nat::BitLen() const noexcept {
  if (w_.empty()) return 0;
  return w_.size() * kWordBits - Nlz(w_.back());
}

// See nat.h.
size_t Nat::TrailingZeros() const noexcept {
  for (size_t i = 0; i < w_.size(); ++i) {
    if (w_[i] != 0) return i * kWordBits + Ntz(w_[i]);
  }
  return 0;
}

// See nat.h.
size_t Nat::PopCount() const noexcept {
  size_t c = 0;
  for (Word x : w_) c += static_cast<size_t>(__builtin_popcountll(x));
  return c;
}

// See nat.h.
bool Nat::TestBit(size_t i) const noexcept {
  const size_t j = i / kWordBits;
  return j < w_.size() && ((w_[j] >> (i % kWordBits)) & 1);
}

// See nat.h.
void Nat::SetBit(size_t i) noexcept {
  const size_t j = i / kWordBits;
  if (j >= w_.size()) w_.resize(j + 1, 0);
  w_[j] |= Word{1} << (i % kWordBits);
}

// See nat.h.
void Nat::ClearBit(size_t i) noexcept {
  const size_t j = i / kWordBits;
  if (j >= w_.size()) return;
  w_[j] &= ~(Word{1} << (i % kWordBits));
  Normalize();
}

// See nat.h.
int Nat::Compare(const Nat& a, const Nat& b) noexcept {
  if (a.w_.size() != b.w_.size()) return a.w_.size() < b.w_.size() ? -1 : 1;
  for (size_t i = a.w_.size(); i-- > 0;) {
    if (a.w_[i] != b.w_[i]) return a.w_[i] < b.w_[i] ? -1 : 1;
  }
  return 0;
}

// See nat.h.
Nat Nat::Add(const Nat& a, const Nat& b) noexcept {
  const Nat& x = a.w_.size() >= b.w_.size() ? a : b;  // the longer
  const Nat& y = a.w_.size() >= b.w_.size() ? b : a;
  const size_t xn = x.w_.size(), yn = y.w_.size();
  const ArithKernels& k = ActiveArithKernels();
  Nat z;
  z.w_.resize(xn + 1);
  Word c = k.addVV(z.w_.data(), x.w_.data(), y.w_.data(), yn);
  c = k.addVW(z.w_.data() + yn, x.w_.data() + yn, xn - yn, c);
  z.w_[xn] = c;
  z.Normalize();
  return z;
}

// See nat.h.
Nat Nat::Sub(const Nat& a, const Nat& b) noexcept {
  LIMB_CHECK(Compare(a, b) >= 0);
  const size_t xn = a.w_.size(), yn = b.w_.size();
  const ArithKernels& k = ActiveArithKernels();
  Nat z;
  z.w_.resize(xn);
  Word c = k.subVV(z.w_.data(), a.w_.data(), b.w_.data(), yn);
  c = k.subVW(z.w_.data() + yn, a.w_.data() + yn, xn - yn, c);
  LIMB_CHECK(c == 0);
  z.Normalize();
  return z;
}

// See nat.h.
Nat Nat::AddWord(const Nat& a, Word w) noexcept {
  const size_t n = a.w_.size();
  Nat z;
  z.w_.resize(n + 1);
  z.w_[n] = ActiveArithKernels().addVW(z.w_.data(), a.w_.data(), n, w);
  z.Normalize();
  return z;
}

// See nat.h.
Nat Nat::SubWord(const Nat& a, Word w) noexcept {
  const size_t n = a.w_.size();
  LIMB_CHECK(n > 0 || w == 0);
  Nat z;
  z.w_.resize(n);
  Word b = ActiveArithKernels().subVW(z.w_.data(), a.w_.data(), n, w);
  LIMB_CHECK(b == 0);
  z.Normalize();
  return z;
}

// See nat.h.
Nat Nat::MulWord(const Nat& a, Word w) noexcept {
  const size_t n = a.w_.size();
  Nat z;
  if (n == 0 || w == 0) return z;
  z.w_.resize(n + 1);
  z.w_[n] = ActiveArithKernels().mulAddVWW(z.w_.data(), a.w_.data(), n, w, 0);
  z.Normalize();
  return z;
}

// See nat.h.
Nat Nat::Mul(const Nat& a, const Nat& b) noexcept {
  Nat z;
  if (a.IsZero() || b.IsZero()) return z;
  if (&a == &b) return Sqr(a);
  z.w_.resize(a.w_.size() + b.w_.size());
  MulWords(z.w_.data(), a.w_.data(), a.w_.size(), b.w_.data(), b.w_.size());
  z.Normalize();
  return z;
}

// See nat.h.
Nat Nat::Sqr(const Nat& a) noexcept {
  Nat z;
  if (a.IsZero()) return z;
  z.w_.resize(2 * a.w_.size());
  SqrWords(z.w_.data(), a.w_.data(), a.w_.size());
  z.Normalize();
  return z;
}

// See nat.h.
Status Nat::DivMod(const Nat& a, const Nat& b, Nat* q, Nat* r) noexcept {
  if (b.IsZero()) return Status::kDivisionByZero;
  if (Compare(a, b) < 0) {
    Nat rem = a;  // copy first: q may alias a
    if (q != nullptr) q->w_.clear();
    if (r != nullptr) *r = std::move(rem);
    return Status::kOk;
  }
  const size_t un = a.w_.size(), vn = b.w_.size();
  Nat qq, rr;
  qq.w_.resize(un - vn + 1);
  rr.w_.resize(vn);
  DivModWords(q != nullptr ? qq.w_.data() : nullptr, r != nullptr ? rr.w_.data() : nullptr,
              a.w_.data(), un, b.w_.data(), vn);
  qq.Normalize();
  rr.Normalize();
  if (q != nullptr) *q = std::move(qq);
  if (r != nullptr) *r = std::move(rr);
  return Status::kOk;
}

// See nat.h.
Status Nat::DivModWord(const Nat& a, Word d, Nat* q, Word* r) noexcept {
  if (d == 0) return Status::kDivisionByZero;
  if (q == nullptr) {
    Word rem = DivWordWords(nullptr, a.w_.data(), a.w_.size(), d);
    if (r != nullptr) *r = rem;
    return Status::kOk;
  }
  Nat qq;
  qq.w_.resize(a.w_.size());
  Word rem = DivWordWords(qq.w_.data(), a.w_.data(), a.w_.size(), d);
  qq.Normalize();
  *q = std::move(qq);
  if (r != nullptr) *r = rem;
  return Status::kOk;
}

// See nat.h.
Result<Word> Nat::ModWord(Word d) const noexcept {
  if (d == 0) return Result<Word>(Status::kDivisionByZero);
  return DivWordWords(nullptr, w_.data(), w_.size(), d);
}

// See nat.h.
Nat Nat::Shl(const Nat& a, size_t s) noexcept {
  Nat z;
  if (a.IsZero()) return z;
  const size_t ws = s / kWordBits;
  const unsigned bs = static_cast<unsigned>(s % kWordBits);
  const size_t n = a.w_.size();
  z.w_.assign(n + ws + 1, 0);
  z.w_[n + ws] = ActiveArithKernels().shlVU(z.w_.data() + ws, a.w_.data(), n, bs);
  z.Normalize();
  return z;
}

// See nat.h.
Nat Nat::Shr(const Nat& a, size_t s) noexcept {
  Nat z;
  const size_t ws = s / kWordBits;
  const size_t n = a.w_.size();
  if (ws >= n) return z;
  const unsigned bs = static_cast<unsigned>(s % kWordBits);
  z.w_.resize(n - ws);
  ActiveArithKernels().shrVU(z.w_.data(), a.w_.data() + ws, n - ws, bs);
  z.Normalize();
  return z;
}

// See nat.h.
Nat Nat::And(const Nat& a, const Nat& b) noexcept {
  const size_t n = std::min(a.w_.size(), b.w_.size());
  Nat z;
  z.w_.resize(n);
  for (size_t i = 0; i < n; ++i) z.w_[i] = a.w_[i] & b.w_[i];
  z.Normalize();
  return z;
}

// See nat.h.
Nat Nat::AndNot(const Nat& a, const Nat& b) noexcept {
  const size_t n = a.w_.size();
  const size_t m = std::min(n, b.w_.size());
  Nat z;
  z.w_.resize(n);
  for (size_t i = 0; i < m; ++i) z.w_[i] = a.w_[i] & ~b.w_[i];
  for (size_t i = m; i < n; ++i) z.w_[i] = a.w_[i];
  z.Normalize();
  return z;
}

// See nat.h.
Nat Nat::Or(const Nat& a, const Nat& b) noexcept {
  const Nat& x = a.w_.size() >= b.w_.size() ? a : b;
  const Nat& y = a.w_.size() >= b.w_.size() ? b : a;
  Nat z = x;
  for (size_t i = 0; i < y.w_.size(); ++i) z.w_[i] |= y.w_[i];
  return z;  // the top word is x's: still normalised
}

// See nat.h.
Nat Nat::Xor(const Nat& a, const Nat& b) noexcept {
  const Nat& x = a.w_.size() >= b.w_.size() ? a : b;
  const Nat& y = a.w_.size() >= b.w_.size() ? b : a;
  Nat z = x;
  for (size_t i = 0; i < y.w_.size(); ++i) z.w_[i] ^= y.w_[i];
  z.Normalize();
  return z;
}

}  // namespace limb
