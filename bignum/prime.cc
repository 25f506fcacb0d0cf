// Primality testing (Baillie-PSW) and random primes.
//
// Why Baillie-PSW: a strong probable-prime test to base 2 and a strong
// Lucas test have "independent" failure sets: the base-2 strong
// pseudoprimes tend to satisfy (D/n) = +1 for small D, the Lucas
// pseudoprimes (D/n) = -1. No composite passing both is known, and none
// exists below 2^64 (Feitsma and Galway's enumeration of the base-2
// pseudoprimes). References: R. Baillie and S. S. Wagstaff Jr., "Lucas
// pseudoprimes", Math. Comp. 35 (1980); Pomerance, Selfridge, Wagstaff,
// "The pseudoprimes to 25*10^9", Math. Comp. 35 (1980); FIPS 186-5
// Appendix B.3 (Miller-Rabin, Lucas).
//
// All arithmetic modulo the candidate n runs in Montgomery form through
// bignum/mont (Modulus, MontMul, MontSqr, ModAdd, ModSub, ExpWordsVarTime).
//
// Lucas sequences (P = 1): with V_0 = 2, V_1 = P, U_0 = 0, U_1 = 1,
//   V_{2k}   = V_k^2 - 2 Q^k
//   V_{2k+1} = V_k V_{k+1} - P Q^k
//   D U_k    = 2 V_{k+1} - P V_k
// so a ladder over the bits of d keeps (V_k, V_{k+1}, Q^k) and never needs
// U; since Jacobi(D, n) = -1 makes D invertible mod n, U_d == 0 iff
// 2 V_{d+1} == P V_d (mod n).
#include "limb/bignum/prime.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <vector>

#include "limb/base/check.h"
#include "limb/base/random.h"
#include "limb/bignum/mont.h"
#include "limb/bignum/nat.h"
#include "limb/bignum/nt.h"

namespace limb {
namespace {

// ---------------------------------------------------------------------------
// Small primes and their grouping into products that fit a word.

constexpr size_t kNumSmallPrimes = 6541;  // odd primes below 2^16

struct PrimeGroup {
  Word product;    // product of primes[begin, end) < 2^64
  uint32_t begin;
  uint32_t end;
};

struct SmallPrimeTables {
  std::array<uint16_t, kNumSmallPrimes> primes;
  std::vector<PrimeGroup> groups;
};

const SmallPrimeTables& Tables() noexcept {
  static const SmallPrimeTables* tables = [] {
    auto* t = new SmallPrimeTables;
    // Sieve of Eratosthenes over [0, 2^16).
    std::vector<bool> composite(1 << 16, false);
    size_t count = 0;
    for (uint32_t i = 3; i < (1u << 16); i += 2) {
      if (composite[i]) continue;
      t->primes[count++] = static_cast<uint16_t>(i);
      for (uint32_t j = i * i; j < (1u << 16); j += 2 * i) composite[j] = true;
    }
    LIMB_CHECK(count == kNumSmallPrimes);
    // Greedy grouping: multiply consecutive primes while the product fits.
    uint32_t i = 0;
    while (i < kNumSmallPrimes) {
      PrimeGroup g{t->primes[i], i, i + 1};
      while (g.end < kNumSmallPrimes) {
        const DWord p = DWord{g.product} * t->primes[g.end];
        if (p >> 64) break;
        g.product = static_cast<Word>(p);
        ++g.end;
      }
      t->groups.push_back(g);
      i = g.end;
    }
    return t;
  }();
  return *tables;
}

// ModWords: x mod d for d != 0 (x little-endian words).
Word ModWords(std::span<const Word> x, Word d) noexcept {
  Word r = 0;
  for (size_t i = x.size(); i-- > 0;) {
    Word hi = r;
    // hi < d, so the quotient fits (DivWW's contract).
    (void)DivWW(hi, x[i], d, &r);
  }
  return r;
}

// Number of small primes used for trial division in IsProbablePrime (those
// below 2^10; RandomPrime's sieve uses all of them).
constexpr uint16_t kTrialDivisionBound = 1024;

// ---------------------------------------------------------------------------
// Montgomery context for an odd n > 3.

struct OddContext {
  Modulus mod;
  Residue one;        // 1 in Montgomery form (R mod n)
  Residue minus_one;  // n - 1 in Montgomery form
  WipedWords d;  // n - 1 = d * 2^s, d odd
  size_t s = 0;
};

// MakeContext: n MUST be odd, > 3, and at most kMontMaxWords words.
bool MakeContext(const Int& n, OddContext* c) noexcept {
  Result<Modulus> m = Modulus::FromWords(n.words());
  if (!m.ok()) return false;
  c->mod = std::move(m.value());
  c->one = Residue(c->mod);
  std::memcpy(c->one.data(), c->mod.one_mont().data(), c->mod.num_words() * sizeof(Word));
  c->minus_one = Residue(c->mod);
  Residue zero(c->mod);
  ModSub(c->minus_one, zero, c->one, c->mod);
  const Int nm1 = n - 1;
  c->s = nm1.TrailingZeros();
  const Int d = nm1 >> c->s;
  c->d.assign(d.words().begin(), d.words().end());
  return true;
}

bool Eq(const Residue& a, const Residue& b) noexcept { return Equal(a, b).Declassify(); }

// MrFinish: the squaring phase of Miller-Rabin, x = base^d in Montgomery
// form.
bool MrFinish(const OddContext& c, Residue& x) noexcept {
  if (Eq(x, c.one) || Eq(x, c.minus_one)) return true;
  for (size_t r = 1; r < c.s; ++r) {
    MontSqr(x, x, c.mod);
    if (Eq(x, c.minus_one)) return true;
    if (Eq(x, c.one)) return false;  // a nontrivial square root of 1
  }
  return false;
}

// MrBase2: Miller-Rabin to base 2. Left-to-right binary exponentiation in
// Montgomery form where "multiply by the base" is a modular doubling
// (ModAdd), so only the squarings cost a Montgomery multiplication.
bool MrBase2(const OddContext& c) noexcept {
  const WipedWords& d = c.d;
  size_t bits = 64 * d.size() - Nlz(d.back());
  Residue x = c.one;
  // Start from the top bit, which is 1: x = 2 (Montgomery form).
  ModAdd(x, x, x, c.mod);
  for (size_t i = bits - 1; i-- > 0;) {
    MontSqr(x, x, c.mod);
    if ((d[i / 64] >> (i % 64)) & 1) ModAdd(x, x, x, c.mod);
  }
  return MrFinish(c, x);
}

// MrBase: Miller-Rabin to an arbitrary base 2 <= a <= n - 2.
bool MrBase(const OddContext& c, const Int& a) noexcept {
  const Residue base = Residue::FromWords(a.words(), c.mod);
  Residue x(c.mod);
  ExpWordsVarTime(x, base, c.d, c.mod);
  ToMont(x, x, c.mod);
  return MrFinish(c, x);
}

// SmallSigned: the residue of the small signed value v, in Montgomery form.
Residue SmallMont(int64_t v, const OddContext& c) noexcept {
  const Word mag = v < 0 ? Word{0} - static_cast<Word>(v) : static_cast<Word>(v);
  Residue r = Residue::FromWord(mag, c.mod);
  if (v < 0) {
    Residue zero(c.mod);
    ModSub(r, zero, r, c.mod);
  }
  ToMont(r, r, c.mod);
  return r;
}

// LucasCore: the strong Lucas test for odd n > 2 (any size the context
// allows). See the file comment for the formulas.
bool LucasCore(const Int& n, const OddContext& c) noexcept {
  // Selfridge's method A: D = 5, -7, 9, -11, ... until (D/n) = -1.
  int64_t D = 5;
  for (int tries = 0;; ++tries) {
    Result<int> j = Jacobi(Int(D), n);
    if (j.value() == -1) break;
    if (j.value() == 0) {
      // gcd(|D|, n) > 1: composite unless n == |D| (then n is prime).
      const Int absd = Int(D < 0 ? -D : D);
      if (absd != n) return false;
    }
    // No D with (D/n) = -1 exists for squares; check once the search has
    // run a little (most n stop at the first or second D).
    if (tries == 6 && IsPerfectSquare(n)) return false;
    D = D > 0 ? -(D + 2) : -(D - 2);
  }
  const int64_t Q = (1 - D) / 4;  // exact: D = 1 (mod 4)

  const Int np1 = n + 1;
  const size_t s = np1.TrailingZeros();
  const Int dint = np1 >> s;
  const std::span<const Word> d = dint.words();
  const size_t bits = dint.BitLen();

  const Modulus& m = c.mod;
  const Residue q_m = SmallMont(Q, c);
  // Multiplying by Q: a sign flip when Q == -1 (D = 5, about half of all
  // n), a few modular additions for small |Q|, else a Montgomery product.
  const uint64_t q_abs = static_cast<uint64_t>(Q < 0 ? -Q : Q);
  Residue small_tmp(m);
  auto mul_q = [&](Residue& out, const Residue& x) {
    if (q_abs > 64) {
      MontMul(out, x, q_m, m);
      return;
    }
    // small_tmp = |Q| * x by double-and-add (Q != 0 since D != 1).
    const int top = 63 - __builtin_clzll(q_abs);
    small_tmp = x;
    for (int i = top - 1; i >= 0; --i) {
      ModAdd(small_tmp, small_tmp, small_tmp, m);
      if ((q_abs >> i) & 1) ModAdd(small_tmp, small_tmp, x, m);
    }
    if (Q < 0) {
      Residue zero(m);
      ModSub(out, zero, small_tmp, m);
    } else {
      out = small_tmp;
    }
  };

  Residue vk = c.one;  // V_0 = 2
  ModAdd(vk, vk, vk, m);
  Residue vk1 = c.one;  // V_1 = P = 1
  Residue qk = c.one;   // Q^0
  Residue t(m), qk1(m);
  for (size_t i = bits; i-- > 0;) {
    if ((d[i / 64] >> (i % 64)) & 1) {
      // k -> 2k + 1: V_{2k+1} = V_k V_{k+1} - Q^k; V_{2k+2} = V_{k+1}^2 - 2 Q^{k+1}.
      MontMul(vk, vk, vk1, m);
      ModSub(vk, vk, qk, m);
      mul_q(qk1, qk);  // Q^{k+1}
      MontSqr(vk1, vk1, m);
      ModAdd(t, qk1, qk1, m);
      ModSub(vk1, vk1, t, m);
      // Q^{2k+1} = Q^k Q^{k+1}; for Q = -1 it is simply -1.
      if (Q == -1) {
        qk = c.minus_one;
      } else {
        MontMul(qk, qk, qk1, m);
      }
    } else {
      // k -> 2k: V_{2k+1} = V_k V_{k+1} - Q^k; V_{2k} = V_k^2 - 2 Q^k.
      MontMul(vk1, vk, vk1, m);
      ModSub(vk1, vk1, qk, m);
      MontSqr(vk, vk, m);
      ModAdd(t, qk, qk, m);
      ModSub(vk, vk, t, m);
      // Q^{2k} = (Q^k)^2; for Q = -1 it is 1.
      if (Q == -1) {
        qk = c.one;
      } else {
        MontSqr(qk, qk, m);
      }
    }
  }
  // U_d == 0 iff 2 V_{d+1} - V_d == 0 (P = 1, D invertible mod n).
  ModAdd(t, vk1, vk1, m);
  ModSub(t, t, vk, m);
  if (IsZero(t).Declassify() || IsZero(vk).Declassify()) return true;
  for (size_t r = 1; r < s; ++r) {
    // V_{2k} = V_k^2 - 2 Q^k, Q^{2k} = (Q^k)^2.
    MontSqr(vk, vk, m);
    ModAdd(t, qk, qk, m);
    ModSub(vk, vk, t, m);
    if (IsZero(vk).Declassify()) return true;
    MontSqr(qk, qk, m);
  }
  return false;
}

// RandomRounds: `rounds` Miller-Rabin rounds with uniform bases in
// [2, n - 2]. n > 4.
Result<bool> RandomRounds(const Int& n, const OddContext& c, int rounds) noexcept {
  const Int range = n - 3;
  for (int i = 0; i < rounds; ++i) {
    Result<Int> a = RandomBelow(range);
    if (!a.ok()) return a.status();
    if (!MrBase(c, a.value() + 2)) return false;
  }
  return true;
}

// BpswAndRounds: n odd, > 2^16, passed trial division.
Result<bool> BpswAndRounds(const Int& n, int rounds) noexcept {
  OddContext c;
  if (!MakeContext(n, &c)) return Status::kInvalidArgument;
  if (!MrBase2(c)) return false;
  if (!LucasCore(n, c)) return false;
  return RandomRounds(n, c, rounds);
}

bool IsSmallPrime(uint64_t v) noexcept {
  if (v == 2) return true;
  if (v < 3 || (v & 1) == 0) return false;
  const auto& p = Tables().primes;
  return std::binary_search(p.begin(), p.end(), static_cast<uint16_t>(v));
}

}  // namespace

std::span<const uint16_t> prime_internal::SmallPrimes() noexcept {
  return Tables().primes;
}

bool prime_internal::MillerRabin(const Int& n, const Int& base) noexcept {
  if (!n.IsOdd() || n <= 3 || base < 2 || base > n - 2) return false;
  if (n.num_words() > kMontMaxWords) return false;
  OddContext c;
  if (!MakeContext(n, &c)) return false;
  if (base == 2) return MrBase2(c);
  return MrBase(c, base);
}

bool prime_internal::StrongLucas(const Int& n) noexcept {
  if (!n.IsOdd() || n <= 2 || n.num_words() > kMontMaxWords) return false;
  OddContext c;
  if (!MakeContext(n, &c)) return false;
  return LucasCore(n, c);
}

int FipsMillerRabinRounds(size_t bits) noexcept {
  if (bits >= 1536) return 4;  // Table B.1: 1536-bit p, q (2^-128); 2048 (2^-144)
  if (bits >= 1024) return 5;  // Table B.1: 1024-bit p, q (2^-112)
  if (bits >= 512) return 8;   // no Table B.1 row; see prime.h
  return 40;                   // no Table B.1 row; 4^-40 = 2^-80 worst case
}

Result<Int> NextPrime(const Int& x) noexcept {
  if (x < 2) return Int(2);
  Int c = x + 1;
  if (c.IsEven()) {
    if (c == 2) return c;
    c += 1;
  }
  for (;; c += 2) {
    if (c.BitLen() > kMaxPrimeBits) return Status::kInvalidArgument;
    Result<bool> p = IsProbablePrime(c, 0);
    if (!p.ok()) return p.status();
    if (*p) return c;
  }
}

Result<bool> IsProbablePrime(const Int& x, int mr_rounds) noexcept {
  if (mr_rounds < 0 || x.BitLen() > kMaxPrimeBits) return Status::kInvalidArgument;
  if (x < 2) return false;
  if (x.BitLen() <= 16) return IsSmallPrime(x.Uint64());
  if (x.IsEven()) return false;
  // Trial division by the odd primes below 2^10, a group at a time.
  const SmallPrimeTables& t = Tables();
  for (const PrimeGroup& g : t.groups) {
    if (t.primes[g.begin] >= kTrialDivisionBound) break;
    const Word r = ModWords(x.words(), g.product);
    for (uint32_t i = g.begin; i < g.end; ++i) {
      if (r % t.primes[i] == 0) return false;  // x > 2^16 > p
    }
  }
  if (x.BitLen() <= 20) return true;  // x < 2^20 = (2^10)^2, no factor below 2^10
  return BpswAndRounds(x, mr_rounds);
}

Result<Int> RandomBelow(const Int& bound) noexcept {
  if (!bound.IsPositive()) return Status::kInvalidArgument;
  const size_t bits = bound.BitLen();
  const size_t len = (bits + 7) / 8;
  SecretBytes buf(len);
  const uint8_t top_mask = static_cast<uint8_t>(0xff >> (8 * len - bits));
  for (;;) {
    Status s = RandomBytes(buf);
    if (!Ok(s)) return s;
    buf[0] &= top_mask;  // keep exactly `bits` bits
    Int v = Int::FromBytesBE(buf);
    if (v < bound) return v;
  }
}

namespace {

// RandomCandidate: `bits` random bits (bits >= 2) with the top two and the
// lowest bit set, as little-endian words.
Status RandomCandidate(size_t bits, WipedWords* w) noexcept {
  const size_t nw = (bits + 63) / 64;
  w->assign(nw, 0);
  SecretBytes buf(nw * 8);  // the candidate's bits (wiped when freed)
  Status s = RandomBytes(buf);
  if (!Ok(s)) return s;
  for (size_t i = 0; i < nw; ++i) {
    Word v = 0;
    for (size_t b = 0; b < 8; ++b) v |= Word{buf[8 * i + b]} << (8 * b);
    (*w)[i] = v;
  }
  const size_t top_bits = bits - 64 * (nw - 1);  // 1..64
  if (top_bits < 64) (*w)[nw - 1] &= (Word{1} << top_bits) - 1;
  auto set = [&](size_t i) { (*w)[i / 64] |= Word{1} << (i % 64); };
  set(bits - 1);
  set(bits - 2);
  set(0);
  return Status::kOk;
}

}  // namespace

Result<Int> RandomPrime(size_t bits) noexcept {
  if (bits < 2 || bits > kMaxPrimeBits) return Status::kInvalidArgument;
  const int rounds = FipsMillerRabinRounds(bits);
  WipedWords w;

  if (bits < 32) {
    // Small sizes: draw until prime (IsProbablePrime is exact below 2^32).
    for (;;) {
      Status s = RandomCandidate(bits, &w);
      if (!Ok(s)) return s;
      Int cand = Int::FromWords(w);
      Result<bool> p = IsProbablePrime(cand, 0);
      if (!p.ok()) return p.status();
      if (p.value()) return cand;
    }
  }

  // Sieve window: candidates start + 2j, j in [0, window). The mean gap
  // between primes near 2^bits is bits * ln 2, so 4 * bits odd candidates
  // (a span of 8 * bits) contain a prime with probability > 1 - e^-11.
  const size_t window = std::max<size_t>(1024, 4 * bits);
  std::vector<uint8_t> sieve(window);
  const SmallPrimeTables& t = Tables();
  for (;;) {
    Status s = RandomCandidate(bits, &w);
    if (!Ok(s)) return s;
    // start >= 3 * 2^(bits-2) > 2^16 > every sieving prime, so a marked
    // candidate is a proper multiple of a small prime: composite.
    std::fill(sieve.begin(), sieve.end(), 0);
    for (const PrimeGroup& g : t.groups) {
      const Word r = ModWords(w, g.product);
      for (uint32_t i = g.begin; i < g.end; ++i) {
        const Word p = t.primes[i];
        // First j with start + 2j = 0 (mod p): j = (p - start mod p) / 2 mod p,
        // with 1/2 = (p + 1) / 2 mod p.
        const Word rp = r % p;
        Word j = ((p - rp) % p) * ((p + 1) / 2) % p;
        for (; j < window; j += p) sieve[j] = 1;
      }
    }
    const Int start = Int::FromWords(w);
    for (size_t j = 0; j < window; ++j) {
      if (sieve[j]) continue;
      Int cand = start + Int(uint64_t{2} * j);
      if (cand.BitLen() != bits) break;  // ran off the top: new start
      OddContext c;
      if (!MakeContext(cand, &c)) return Status::kInternalError;
      if (!MrBase2(c)) continue;
      if (!LucasCore(cand, c)) continue;
      Result<bool> ok = RandomRounds(cand, c, rounds);
      if (!ok.ok()) return ok.status();
      if (ok.value()) return cand;
    }
  }
}

}  // namespace limb
