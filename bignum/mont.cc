// Montgomery arithmetic and modular exponentiation.
//
// Why it is correct. For odd m and R = 2^(64n) > m, Montgomery's REDC
// (Montgomery 1985) maps T < R*m to T*R^(-1) mod m in [0, 2m): it adds the
// multiple u*m of m that clears the low words (u = -T*m^(-1) mod R, built one
// word at a time from m0inv = -m[0]^(-1) mod 2^64), so (T + u*m) is divisible
// by R and (T + u*m)/R < (R*m + R*m)/R = 2m. One masked subtraction of m then
// gives the fully reduced value. The kernels (montMul_g and its asm twins)
// interleave the product and the reduction word by word (CIOS, Koc, Acar and
// Kaliski 1996); their contract is in mont.h. Everything else here is built
// from those kernels and the word kernels of ActiveArithKernels().
//
// Why it is constant-time. The kernels' running time depends on n only.
// ModAdd/ModSub decide the correction with masks. Exp uses a fixed window:
// the sequence of squarings and multiplications depends only on the public
// exponent_bits, each window value is extracted with shifts at public
// positions, and the table entry is fetched by reading EVERY entry and
// keeping one with a mask (no secret-indexed load). Conversions reduce with
// Montgomery multiplications by R^2 mod m (no division, no data-dependent
// loop). The modulus is public: Modulus::FromWords may branch on it.
//
// On a CPU with AVX-512 IFMA, ExpWords (and so Exp) hands moduli of 8 to 32
// words to ExpIfma (bignum/mont_ifma.cc: radix 2^52, its own correctness and
// constant-time argument), unless the Modulus has a pinned kernel table
// (tests, benchmarks, the valgrind harness). The choice looks only at public
// facts: the CPU, the word count and the table pointer. Under valgrind the
// CPUID it shows has no AVX-512, so the scalar path below is what the ct
// harness checks.
#include "limb/bignum/mont.h"

#include <cstring>

#include "limb/base/check.h"
#include "limb/base/ct.h"
#include "limb/bignum/mont_ifma_internal.h"
#include "limb/bignum/mont_internal.h"

namespace limb {

// ---------------------------------------------------------------------------
// Modulus

namespace {

// NegInverse64: -m0^(-1) mod 2^64 for odd m0 (Newton: each step doubles the
// number of correct low bits; m0*m0 == 1 mod 8 gives 3 bits to start).
Word NegInverse64(Word m0) noexcept {
  Word inv = m0;                       // 3 bits
  for (int i = 0; i < 5; ++i) inv *= 2 - m0 * inv;  // 6, 12, 24, 48, 96 bits
  return Word{0} - inv;
}

// DoubleMod: a = 2a mod m for a < m. Constant time.
void DoubleMod(Word* a, Word* tmp, const Word* m, size_t n) noexcept {
  const ArithKernels& k = ActiveArithKernels();
  Word carry = k.shlVU(a, a, n, 1);               // a < 2m < 2R: carry is the bit 64n
  Word borrow = k.subVV(tmp, a, m, n);
  // Keep the difference unless 2a < m, i.e. unless (no carry and a borrow).
  Choice keep_a = Choice::FromBit(borrow & (carry ^ 1));
  CondCopy(!keep_a, a, tmp, n);
}

}  // namespace

Result<Modulus> Modulus::FromWords(std::span<const Word> in) noexcept {
  size_t n = in.size();
  while (n > 0 && in[n - 1] == 0) --n;
  if (n == 0 || (in[0] & 1) == 0 || (n == 1 && in[0] == 1)) return Status::kEvenModulus;
  if (n > kMontMaxWords) return Status::kInvalidArgument;
  Modulus m;
  m.m_.assign(in.begin(), in.begin() + n);
  m.bits_ = 64 * n - Nlz(in[n - 1]);
  m.m0inv_ = NegInverse64(in[0]);
  m.k_ = &ActiveMontKernels();
  // one = R mod m: start from 2^(bits-1) < m and double up to 2^(64n);
  // at most 64 doublings. Then rr = R^2 mod m is 2^(64n) in Montgomery form:
  // square-and-multiply over the (public) exponent 64n with Mont(2) = 2R mod
  // m as the base, about log2(64n) Montgomery products. The modulus is
  // public, so these may be variable-time; they use the CT kernels anyway.
  WipedWords x(n, 0), tmp(n), two(n);
  x[(m.bits_ - 1) / 64] = Word{1} << ((m.bits_ - 1) % 64);
  for (size_t i = m.bits_ - 1; i < 64 * n; ++i) DoubleMod(x.data(), tmp.data(), m.m_.data(), n);
  m.one_ = x;
  two = x;
  DoubleMod(two.data(), tmp.data(), m.m_.data(), n);  // 2R mod m
  const size_t e = 64 * n;
  x = two;
  for (int b = 63 - static_cast<int>(Nlz(e)) - 1; b >= 0; --b) {
    m.k_->montSqr(x.data(), x.data(), m.m_.data(), n, m.m0inv_);
    if ((e >> b) & 1) m.k_->montMul(x.data(), x.data(), two.data(), m.m_.data(), n, m.m0inv_);
  }
  m.rr_ = std::move(x);
  return m;
}

namespace {

// BytesToWords: big-endian bytes to little-endian words (zero padded).
WipedWords BytesToWords(std::span<const uint8_t> in) noexcept {
  WipedWords w((in.size() + 7) / 8, 0);
  const size_t len = in.size();
  for (size_t i = 0; i < len; ++i) {
    // in[len-1-i] is byte i (from the least significant end).
    w[i / 8] |= Word{in[len - 1 - i]} << (8 * (i % 8));
  }
  return w;
}

}  // namespace

Result<Modulus> Modulus::FromBytesBE(std::span<const uint8_t> in) noexcept {
  WipedWords w = BytesToWords(in);
  return FromWords(w);
}

// ---------------------------------------------------------------------------
// Residue

Residue Residue::FromWords(std::span<const Word> in, const Modulus& m) noexcept {
  const size_t n = m.num_words();
  const MontKernels& k = mont_internal::Kernels(m);
  Residue acc(m);
  if (in.empty()) return acc;
  // Horner over n-word chunks C_j of in (each < R): with a_j = C_j * R mod m
  // (= montMul(C_j, R^2 mod m), valid as C_j < R and R^2 mod m < m),
  //   acc <- acc * R + a_j  (mod m),   acc * R = montMul(acc, rr).
  // At the end acc = in * R mod m, and montMul(acc, 1) = in mod m.
  const size_t chunks = (in.size() + n - 1) / n;
  WipedWords c(n), a(n), tmp(n);
  for (size_t j = chunks; j-- > 0;) {
    for (size_t i = 0; i < n; ++i) {
      const size_t idx = j * n + i;  // public position
      c[i] = idx < in.size() ? in[idx] : 0;
    }
    k.montMul(a.data(), c.data(), m.rr().data(), m.words().data(), n, m.m0inv());
    if (j + 1 != chunks) {
      k.montMul(acc.data(), acc.data(), m.rr().data(), m.words().data(), n, m.m0inv());
    }
    // acc = acc + a mod m.
    const ArithKernels& ak = ActiveArithKernels();
    Word carry = ak.addVV(acc.data(), acc.data(), a.data(), n);
    Word borrow = ak.subVV(tmp.data(), acc.data(), m.words().data(), n);
    CondCopy(!Choice::FromBit(borrow & (carry ^ 1)), acc.data(), tmp.data(), n);
  }
  std::fill(c.begin(), c.end(), 0);
  c[0] = 1;
  k.montMul(acc.data(), acc.data(), c.data(), m.words().data(), n, m.m0inv());
  SecureWipe(std::span<Word>(a));
  SecureWipe(std::span<Word>(tmp));
  return acc;
}

Residue Residue::FromBytesBE(std::span<const uint8_t> in, const Modulus& m) noexcept {
  WipedWords w = BytesToWords(in);
  Residue r = FromWords(w, m);
  SecureWipe(std::span<Word>(w));
  return r;
}

Result<Residue> Residue::FromCanonicalBytesBE(std::span<const uint8_t> in,
                                              const Modulus& m) noexcept {
  const size_t n = m.num_words();
  WipedWords w = BytesToWords(in);
  if (w.size() < n) w.resize(n, 0);
  Word high = 0;
  for (size_t i = n; i < w.size(); ++i) high |= w[i];
  WipedWords tmp(n);
  Word borrow = ActiveArithKernels().subVV(tmp.data(), w.data(), m.words().data(), n);
  Choice less = Choice::IsZero(high) & Choice::FromBit(borrow);
  SecureWipe(std::span<Word>(tmp));
  // Declassified: whether the caller's (public) input is in range.
  if (!less.Declassify()) {
    SecureWipe(std::span<Word>(w));
    return Status::kInvalidArgument;
  }
  Residue r(m);
  std::memcpy(r.data(), w.data(), n * sizeof(Word));
  SecureWipe(std::span<Word>(w));
  return r;
}

Residue Residue::FromWord(Word w, const Modulus& m) noexcept {
  return FromWords(std::span<const Word>(&w, 1), m);
}

Status Residue::ToBytesBE(std::span<uint8_t> out, const Modulus& m) const noexcept {
  if (out.size() < m.byte_length()) return Status::kBufferTooSmall;
  const size_t len = out.size();
  for (size_t i = 0; i < len; ++i) {
    const size_t wi = i / 8;  // public position
    out[len - 1 - i] = wi < w_.size() ? static_cast<uint8_t>(w_[wi] >> (8 * (i % 8))) : 0;
  }
  return Status::kOk;
}

// ---------------------------------------------------------------------------
// Operations

void ToMont(Residue& out, const Residue& a, const Modulus& m) noexcept {
  LIMB_DCHECK(a.num_words() == m.num_words() && out.num_words() == m.num_words());
  mont_internal::Kernels(m).montMul(out.data(), a.data(), m.rr().data(), m.words().data(),
                                    m.num_words(), m.m0inv());
}

void FromMont(Residue& out, const Residue& a, const Modulus& m) noexcept {
  LIMB_DCHECK(a.num_words() == m.num_words() && out.num_words() == m.num_words());
  Word one[kMontMaxWords] = {1};
  mont_internal::Kernels(m).montMul(out.data(), a.data(), one, m.words().data(), m.num_words(),
                                    m.m0inv());
}

void MontMul(Residue& out, const Residue& a, const Residue& b, const Modulus& m) noexcept {
  LIMB_DCHECK(a.num_words() == m.num_words() && b.num_words() == m.num_words() &&
              out.num_words() == m.num_words());
  mont_internal::Kernels(m).montMul(out.data(), a.data(), b.data(), m.words().data(), m.num_words(),
                                    m.m0inv());
}

void MontSqr(Residue& out, const Residue& a, const Modulus& m) noexcept {
  LIMB_DCHECK(a.num_words() == m.num_words() && out.num_words() == m.num_words());
  mont_internal::Kernels(m).montSqr(out.data(), a.data(), m.words().data(), m.num_words(),
                                    m.m0inv());
}

void ModMul(Residue& out, const Residue& a, const Residue& b, const Modulus& m) noexcept {
  // (a*b*R^-1) * R^2 * R^-1 = a*b.
  MontMul(out, a, b, m);
  mont_internal::Kernels(m).montMul(out.data(), out.data(), m.rr().data(), m.words().data(),
                                    m.num_words(), m.m0inv());
}

void ModAdd(Residue& out, const Residue& a, const Residue& b, const Modulus& m) noexcept {
  const size_t n = m.num_words();
  LIMB_DCHECK(a.num_words() == n && b.num_words() == n && out.num_words() == n);
  const ArithKernels& k = ActiveArithKernels();
  Word tmp[kMontMaxWords];
  Word carry = k.addVV(out.data(), a.data(), b.data(), n);  // a + b < 2m < 2R
  Word borrow = k.subVV(tmp, out.data(), m.words().data(), n);
  // Subtract m unless a + b < m (no carry out and a borrow).
  CondCopy(!Choice::FromBit(borrow & (carry ^ 1)), out.data(), tmp, n);
  SecureWipe(tmp, n * sizeof(Word));
}

void ModSub(Residue& out, const Residue& a, const Residue& b, const Modulus& m) noexcept {
  const size_t n = m.num_words();
  LIMB_DCHECK(a.num_words() == n && b.num_words() == n && out.num_words() == n);
  const ArithKernels& k = ActiveArithKernels();
  Word tmp[kMontMaxWords];
  Word borrow = k.subVV(out.data(), a.data(), b.data(), n);
  k.addVV(tmp, out.data(), m.words().data(), n);  // a - b + m, mod R
  CondCopy(Choice::FromBit(borrow), out.data(), tmp, n);
  SecureWipe(tmp, n * sizeof(Word));
}

Choice Equal(const Residue& a, const Residue& b) noexcept {
  LIMB_DCHECK(a.num_words() == b.num_words());
  Word d = 0;
  for (size_t i = 0; i < a.num_words(); ++i) d |= a.data()[i] ^ b.data()[i];
  return Choice::IsZero(d);
}

Choice IsZero(const Residue& a) noexcept {
  Word d = 0;
  for (size_t i = 0; i < a.num_words(); ++i) d |= a.data()[i];
  return Choice::IsZero(d);
}

void Select(Residue& out, Choice c, const Residue& a, const Residue& b) noexcept {
  LIMB_DCHECK(a.num_words() == b.num_words() && out.num_words() == a.num_words());
  const size_t n = a.num_words();
  const Word mask = c.mask();
  for (size_t i = 0; i < n; ++i) {
    out.data()[i] = b.data()[i] ^ (mask & (a.data()[i] ^ b.data()[i]));
  }
}

// ---------------------------------------------------------------------------
// Constant-time exponentiation

namespace {

// ExpWindowBits: the fixed window width of Exp for a (public) exponent
// length. Every lookup scans the whole table of 2^w entries, so wider
// windows trade multiplications for scanning and for the 2^w - 2 products
// that build the table: 5 bits above 768 exponent bits, 4 down to 128 (the
// 683-bit exponents of 3-prime RSA-2048), then 3 and 2 where the table
// dominates; the tests cover every width.
// Measured: mont_bench limb/ModExp683 .. limb/ModExp2048, rebuilt with each
// width (the tables are in benchmarks/RESULTS.md).
constexpr unsigned kExpMaxWindow = 5;
constexpr size_t kExpMaxTableSize = size_t{1} << kExpMaxWindow;

unsigned ExpWindowBits(size_t exponent_bits) noexcept {
  return exponent_bits > 768 ? 5 : exponent_bits > 128 ? 4 : exponent_bits > 32 ? 3 : 2;
}

// WindowBits: bits [pos, pos + width) of e (little-endian words, total
// e_words), width <= 64 - 1. Positions are public; the value is not.
inline Word WindowBits(const Word* e, size_t e_words, size_t pos, unsigned width) noexcept {
  const size_t wi = pos / 64;
  const unsigned sh = pos % 64;
  Word v = wi < e_words ? e[wi] >> sh : 0;
  if (sh != 0 && sh + width > 64 && wi + 1 < e_words) v |= e[wi + 1] << (64 - sh);
  return v & ((Word{1} << width) - 1);
}

// TableLookup: out = table[idx], the SelectFn contract (mont_internal.h),
// on the implementation chosen for this CPU.
inline void TableLookup(Word* out, const Word* table, size_t entries, size_t n,
                        Word idx) noexcept {
  LIMB_DCHECK(entries <= kExpMaxTableSize);
  mont_internal::ActiveSelect().select(out, table, entries, n, idx);
}

}  // namespace

// montSelect_g: out = table[idx] (entries of n words, entries <=
// kExpMaxTableSize), reading every entry. Constant time in idx: the masks are
// computed for every entry, then every word of every entry is loaded and
// ANDed with its entry's mask; no branch or address depends on idx.
// Layout of the work: the output is built 8 words at a time in four 2-word
// vector accumulators (GCC vector extension; plain SSE2, no asm, so also
// under LIMB_CPU=generic and noasm), scanning all entries for each 8-word
// column block, then a scalar tail for n mod 8.
// Measured: mont_bench limb/ModExp<bits>; the lookup's own timings against
// the scalar entry-outer loop are in benchmarks/RESULTS.md.
using Word2 = Word __attribute__((vector_size(16)));

void mont_internal::montSelect_g(Word* out, const Word* table, size_t entries, size_t n,
                                 Word idx) noexcept {
  LIMB_DCHECK(entries <= kExpMaxTableSize);
  Word masks[kExpMaxTableSize];
  for (size_t i = 0; i < entries; ++i) masks[i] = Choice::Equal(i, idx).mask();
  size_t j = 0;
  for (; j + 8 <= n; j += 8) {
    Word2 a0 = {0, 0}, a1 = {0, 0}, a2 = {0, 0}, a3 = {0, 0};
    const Word* t = table + j;
    for (size_t i = 0; i < entries; ++i, t += n) {
      Word2 v0, v1, v2, v3;
      std::memcpy(&v0, t, sizeof(v0));
      std::memcpy(&v1, t + 2, sizeof(v1));
      std::memcpy(&v2, t + 4, sizeof(v2));
      std::memcpy(&v3, t + 6, sizeof(v3));
      const Word mk = masks[i];
      a0 |= v0 & mk;
      a1 |= v1 & mk;
      a2 |= v2 & mk;
      a3 |= v3 & mk;
    }
    std::memcpy(out + j, &a0, sizeof(a0));
    std::memcpy(out + j + 2, &a1, sizeof(a1));
    std::memcpy(out + j + 4, &a2, sizeof(a2));
    std::memcpy(out + j + 6, &a3, sizeof(a3));
  }
  for (; j < n; ++j) {
    Word a = 0;
    for (size_t i = 0; i < entries; ++i) a |= table[i * n + j] & masks[i];
    out[j] = a;
  }
}

Status mont_internal::CheckExponent(std::span<const Word> e, size_t exponent_bits) noexcept {
  if (exponent_bits == 0 || exponent_bits > 64 * e.size()) return Status::kInvalidArgument;
  const size_t full = exponent_bits / 64;
  const unsigned partial = exponent_bits % 64;
  Word stray = partial != 0 ? e[full] >> partial : 0;
  for (size_t i = full + (partial != 0 ? 1 : 0); i < e.size(); ++i) stray |= e[i];
  const Choice clean = Choice::IsZero(stray);
  Unpoison(&clean, sizeof(clean));  // public: whether the caller kept the contract
  return clean.Declassify() ? Status::kOk : Status::kInvalidArgument;
}

Status ExpWords(Residue& out, const Residue& base, std::span<const Word> e,
                size_t exponent_bits, const Modulus& m) noexcept {
  if (Status s = mont_internal::CheckExponent(e, exponent_bits); s != Status::kOk) return s;
  const size_t n = m.num_words();
  LIMB_DCHECK(base.num_words() == n && out.num_words() == n);
  // Public facts only: CPU, word count, whether a table is pinned.
  if (const IfmaKernels& ik = ActiveIfmaKernels();
      ik.use_for_exp && IfmaSupports(m) && &mont_internal::Kernels(m) == &ActiveMontKernels()) {
    return ExpIfma(out, base, e, exponent_bits, m, ik);
  }
  const MontKernels& k = mont_internal::Kernels(m);
  const Word* mod = m.words().data();
  const Word m0inv = m.m0inv();

  // The window width depends only on the public exponent_bits.
  const unsigned w = ExpWindowBits(exponent_bits);
  const size_t entries = size_t{1} << w;

  // One allocation, before the loop: the table, the accumulator, the
  // looked-up entry.
  WipedWords scratch((entries + 2) * n);
  Word* table = scratch.data();
  Word* acc = table + entries * n;
  Word* sel = acc + n;

  // table[i] = base^i * R mod m.
  std::memcpy(table, m.one_mont().data(), n * sizeof(Word));
  k.montMul(table + n, base.data(), m.rr().data(), mod, n, m0inv);
  for (size_t i = 2; i < entries; ++i) {
    if (i % 2 == 0) {
      k.montSqr(table + i * n, table + (i / 2) * n, mod, n, m0inv);
    } else {
      k.montMul(table + i * n, table + (i - 1) * n, table + n, mod, n, m0inv);
    }
  }

  std::memcpy(acc, m.one_mont().data(), n * sizeof(Word));
  {  // exponent_bits >= 1 (CheckExponent)
    const size_t windows = (exponent_bits + w - 1) / w;
    // The top window holds the leftover bits (public count).
    const unsigned top_width = static_cast<unsigned>(exponent_bits - (windows - 1) * w);
    size_t pos = (windows - 1) * w;
    TableLookup(acc, table, entries, n, WindowBits(e.data(), e.size(), pos, top_width));
    while (pos > 0) {
      pos -= w;
      for (unsigned s = 0; s < w; ++s) k.montSqr(acc, acc, mod, n, m0inv);
      TableLookup(sel, table, entries, n, WindowBits(e.data(), e.size(), pos, w));
      k.montMul(acc, acc, sel, mod, n, m0inv);
    }
  }
  // Out of the Montgomery domain.
  std::memset(sel, 0, n * sizeof(Word));
  sel[0] = 1;
  k.montMul(out.data(), acc, sel, mod, n, m0inv);
  SecureWipe(std::span<Word>(scratch));
  WipeStack();  // the kernels' stack scratch (products of secret values)
  return Status::kOk;
}

Status Exp(Residue& out, const Residue& base, std::span<const uint8_t> e_be,
           size_t exponent_bits, const Modulus& m) noexcept {
  if (exponent_bits == 0 || exponent_bits > 8 * e_be.size()) return Status::kInvalidArgument;
  WipedWords e = BytesToWords(e_be);
  Status s = ExpWords(out, base, e, exponent_bits, m);
  SecureWipe(std::span<Word>(e));
  return s;
}

// ---------------------------------------------------------------------------
// Variable-time exponentiation (public exponents)

void ExpWordsVarTime(Residue& out, const Residue& base, std::span<const Word> e,
                     const Modulus& m) noexcept {
  const size_t n = m.num_words();
  LIMB_DCHECK(base.num_words() == n && out.num_words() == n);
  const MontKernels& k = mont_internal::Kernels(m);
  const Word* mod = m.words().data();
  const Word m0inv = m.m0inv();

  size_t ew = e.size();
  while (ew > 0 && e[ew - 1] == 0) --ew;
  const size_t bits = ew == 0 ? 0 : 64 * ew - Nlz(e[ew - 1]);
  auto bit = [&](size_t i) -> unsigned { return (e[i / 64] >> (i % 64)) & 1; };

  // Sliding window width by exponent length (the usual thresholds; fewer
  // precomputed odd powers for short exponents such as 65537).
  unsigned w = bits > 671 ? 6 : bits > 239 ? 5 : bits > 79 ? 4 : bits > 23 ? 3 : 1;
  const size_t odd = size_t{1} << (w - 1);  // base^1, base^3, ..., base^(2^w - 1)
  WipedWords scratch((odd + 2) * n);
  Word* table = scratch.data();
  Word* acc = table + odd * n;
  Word* b2 = acc + n;

  k.montMul(table, base.data(), m.rr().data(), mod, n, m0inv);
  if (odd > 1) {
    k.montSqr(b2, table, mod, n, m0inv);
    for (size_t i = 1; i < odd; ++i) k.montMul(table + i * n, table + (i - 1) * n, b2, mod, n, m0inv);
  }

  bool started = false;
  std::memcpy(acc, m.one_mont().data(), n * sizeof(Word));
  size_t i = bits;  // bits [0, i) remain
  while (i > 0) {
    if (bit(i - 1) == 0) {
      if (started) k.montSqr(acc, acc, mod, n, m0inv);
      --i;
      continue;
    }
    // A window [l, i) of at most w bits with bit l set.
    size_t l = i >= w ? i - w : 0;
    while (bit(l) == 0) ++l;
    Word val = 0;
    for (size_t j = i; j-- > l;) val = (val << 1) | bit(j);
    if (started) {
      for (size_t s = l; s < i; ++s) k.montSqr(acc, acc, mod, n, m0inv);
      k.montMul(acc, acc, table + (val >> 1) * n, mod, n, m0inv);
    } else {
      std::memcpy(acc, table + (val >> 1) * n, n * sizeof(Word));
      started = true;
    }
    i = l;
  }
  std::memset(b2, 0, n * sizeof(Word));
  b2[0] = 1;
  k.montMul(out.data(), acc, b2, mod, n, m0inv);
  SecureWipe(std::span<Word>(scratch));
}

void ExpVarTime(Residue& out, const Residue& base, std::span<const uint8_t> e_be,
                const Modulus& m) noexcept {
  WipedWords e = BytesToWords(e_be);
  ExpWordsVarTime(out, base, e, m);
}

}  // namespace limb
