// Equivalence tests for the word-vector kernels: every table in
// AllArithKernels() (generic first, then each asm table this CPU can run)
// against the generic twin AND a deliberately naive reference written on
// 32-bit digits (no __int128, no AddWW/MulWW), plus GMP's mpn_* as an
// independent oracle.
//
// Coverage per kernel: n = 0..300, 511, 512, 513, 1000, 4096; input patterns
// random, 0, all-ones, 0x5555/0xaaaa, carry ripple, borrow ripple, top word 1;
// z placed at word offsets 0..3 inside a 64-byte aligned buffer with canary
// words on both sides; aliasing z == x (and z == y, z == x == y for
// addVV/subVV; z above x for shlVU and z below x for shrVU, in place); every
// shift count 0..63 for each n and pattern. Inputs that are not outputs must
// come back unchanged too.
//
// Seeds: fixed, overridable with LIMB_TEST_SEED=<decimal or 0x-hex>; every
// failure message names the seed and the exact case.
#include "limb/bignum/arith.h"

#include <gmp.h>

#include <algorithm>
#include <cinttypes>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "limb/asm/abi_trampoline.h"
#include "limb/asm/cpu.h"
#include "limb/base/testing/seed.h"
#include "limb/bignum/arith_asm.h"

#if defined(LIMB_HAVE_ABI_TRAMPOLINE) && defined(__x86_64__)
#define LIMB_ARITH_TEST_ABI 1
#endif

namespace limb {
namespace {

static_assert(sizeof(mp_limb_t) == sizeof(Word), "GMP limbs must be 64-bit words");

uint64_t TestSeed() {
  static const uint64_t seed = test::TestSeed(0x6c696d62'61726974);  // "limbarit"
  return seed;
}

std::string SeedNote() { return test::SeedTrace(TestSeed()); }

// A generator per case, so one case reproduces without running the others.
std::mt19937_64 CaseRng(uint64_t a, uint64_t b, uint64_t c) {
  std::seed_seq seq{TestSeed() & 0xffffffff, TestSeed() >> 32, a, b, c};
  return std::mt19937_64(seq);
}

std::vector<size_t> Lengths() {
  std::vector<size_t> v;
  for (size_t n = 0; n <= 300; ++n) v.push_back(n);
  for (size_t n : {511, 512, 513, 1000, 4096}) v.push_back(n);
  return v;
}

// ---------------------------------------------------------------------------
// The naive reference: little-endian 32-bit digits, 64-bit temporaries.

using Digits = std::vector<uint32_t>;

Digits ToDigits(const std::vector<Word>& w, size_t len) {
  Digits d(len, 0);
  for (size_t i = 0; i < w.size() && 2 * i < len; ++i) {
    d[2 * i] = static_cast<uint32_t>(w[i] & 0xffffffffu);
    if (2 * i + 1 < len) d[2 * i + 1] = static_cast<uint32_t>(w[i] / 0x100000000u);
  }
  return d;
}

Word WordAt(const Digits& d, size_t word_index) {
  return (Word{d[2 * word_index + 1]} << 32) | d[2 * word_index];
}

std::vector<Word> WordsOf(const Digits& d, size_t from_word, size_t n) {
  std::vector<Word> w(n);
  for (size_t i = 0; i < n; ++i) w[i] = WordAt(d, from_word + i);
  return w;
}

// a + b over len digits; returns len + 1 digits (the last one is the carry).
Digits AddDigits(const Digits& a, const Digits& b, size_t len) {
  Digits s(len + 1, 0);
  uint64_t carry = 0;
  for (size_t i = 0; i < len; ++i) {
    uint64_t t = uint64_t{i < a.size() ? a[i] : 0u} + (i < b.size() ? b[i] : 0u) + carry;
    s[i] = static_cast<uint32_t>(t);
    carry = t >> 32;
  }
  s[len] = static_cast<uint32_t>(carry);
  return s;
}

// a - b over len digits, mod 2^(32 len); returns len + 1 digits, the last
// one being the borrow (0 or 1).
Digits SubDigits(const Digits& a, const Digits& b, size_t len) {
  Digits s(len + 1, 0);
  uint32_t borrow = 0;
  for (size_t i = 0; i < len; ++i) {
    uint64_t ai = i < a.size() ? a[i] : 0u;
    uint64_t bi = uint64_t{i < b.size() ? b[i] : 0u} + borrow;
    if (ai >= bi) {
      s[i] = static_cast<uint32_t>(ai - bi);
      borrow = 0;
    } else {
      s[i] = static_cast<uint32_t>(ai + 0x100000000u - bi);
      borrow = 1;
    }
  }
  s[len] = borrow;
  return s;
}

// Schoolbook a * b.
Digits MulDigits(const Digits& a, const Digits& b) {
  Digits p(a.size() + b.size(), 0);
  for (size_t j = 0; j < b.size(); ++j) {
    uint64_t carry = 0;
    for (size_t i = 0; i < a.size(); ++i) {
      // (2^32-1)^2 + 2(2^32-1) = 2^64 - 1: fits.
      uint64_t t = uint64_t{a[i]} * b[j] + p[i + j] + carry;
      p[i + j] = static_cast<uint32_t>(t);
      carry = t >> 32;
    }
    p[j + a.size()] = static_cast<uint32_t>(carry);
  }
  return p;
}

// d << s into len digits (bits above are dropped).
Digits ShlDigits(const Digits& d, unsigned s, size_t len) {
  Digits out(len, 0);
  const size_t q = s / 32;
  const unsigned r = s % 32;
  for (size_t i = 0; i < d.size(); ++i) {
    uint64_t v = uint64_t{d[i]} << r;
    if (i + q < len) out[i + q] |= static_cast<uint32_t>(v);
    if (i + q + 1 < len) out[i + q + 1] |= static_cast<uint32_t>(v >> 32);
  }
  return out;
}

// d >> s, same length.
Digits ShrDigits(const Digits& d, unsigned s) {
  Digits out(d.size(), 0);
  const size_t q = s / 32;
  const unsigned r = s % 32;
  for (size_t j = 0; j < d.size(); ++j) {
    uint64_t lo = j + q < d.size() ? d[j + q] : 0u;
    uint64_t hi = j + q + 1 < d.size() ? d[j + q + 1] : 0u;
    out[j] = static_cast<uint32_t>(((hi << 32) | lo) >> r);
  }
  return out;
}

// ---------------------------------------------------------------------------
// Kernels, inputs and the reference.

enum class Kernel { kAddVV, kSubVV, kAddVW, kSubVW, kShlVU, kShrVU, kMulAddVWW, kAddMulVVW, kSubMulVVW };

const char* KernelName(Kernel k) {
  switch (k) {
    case Kernel::kAddVV: return "addVV";
    case Kernel::kSubVV: return "subVV";
    case Kernel::kAddVW: return "addVW";
    case Kernel::kSubVW: return "subVW";
    case Kernel::kShlVU: return "shlVU";
    case Kernel::kShrVU: return "shrVU";
    case Kernel::kMulAddVWW: return "mulAddVWW";
    case Kernel::kAddMulVVW: return "addMulVVW";
    case Kernel::kSubMulVVW: return "subMulVVW";
  }
  return "?";
}

bool HasY(Kernel k) { return k == Kernel::kAddVV || k == Kernel::kSubVV; }
bool ZIsInput(Kernel k) { return k == Kernel::kAddMulVVW || k == Kernel::kSubMulVVW; }
bool IsShift(Kernel k) { return k == Kernel::kShlVU || k == Kernel::kShrVU; }

enum class Pattern { kRandom, kZero, kOnes, kAlternating, kCarryRipple, kBorrowRipple, kTopOne, kMixedLanes };
constexpr Pattern kPatterns[] = {Pattern::kRandom,      Pattern::kZero,         Pattern::kOnes,
                                 Pattern::kAlternating, Pattern::kCarryRipple,  Pattern::kBorrowRipple,
                                 Pattern::kTopOne,      Pattern::kMixedLanes};

const char* PatternName(Pattern p) {
  switch (p) {
    case Pattern::kRandom: return "random";
    case Pattern::kZero: return "zero";
    case Pattern::kOnes: return "ones";
    case Pattern::kAlternating: return "0x5555";
    case Pattern::kCarryRipple: return "carry-ripple";
    case Pattern::kBorrowRipple: return "borrow-ripple";
    case Pattern::kTopOne: return "top-word-1";
    case Pattern::kMixedLanes: return "mixed-lanes";
  }
  return "?";
}

struct Inputs {
  std::vector<Word> x, y, z;  // z: the initial z (an input of addMul/subMul)
  Word w = 0;                 // the scalar y of the VW/VVW kernels
  Word r = 0;                 // mulAddVWW's addend
  unsigned s = 0;             // shift count
};

// kMixedLanes: the kind (0..7) of word i, by a hash of i.
unsigned LaneKind(size_t i) { return static_cast<unsigned>(((i + 1) * 0x9e3779b97f4a7c15ULL) >> 61); }

// role 0 = x, 1 = y, 2 = initial z.
std::vector<Word> Fill(Pattern p, int role, size_t n, std::mt19937_64& rng) {
  std::vector<Word> v(n, 0);
  for (size_t i = 0; i < n; ++i) {
    switch (p) {
      case Pattern::kRandom: v[i] = rng(); break;
      case Pattern::kZero: v[i] = 0; break;
      case Pattern::kOnes: v[i] = kWordMax; break;
      case Pattern::kAlternating: v[i] = role == 1 ? 0xaaaaaaaaaaaaaaaa : 0x5555555555555555; break;
      // x = z = all ones, y = 1: x + y and z + x*y carry through every word.
      case Pattern::kCarryRipple: v[i] = role == 1 ? (i == 0 ? 1 : 0) : kWordMax; break;
      // x = z = 0, y = 1: x - y and z - x*y borrow through every word.
      case Pattern::kBorrowRipple: v[i] = role == 1 ? (i == 0 ? 1 : 0) : 0; break;
      case Pattern::kTopOne: v[i] = i + 1 == n ? 1 : 0; break;
      // Per word, by a hash of its index (the same for x, y and z), one of:
      // x = ~0, y = 0 (the sum is all-ones: a carry in passes through;
      // x - y with y = ~0 borrows, x = 0 and y = 0 passes a borrow), x = ~0,
      // y = 1 or random (the word carries out by itself), or random words.
      // The AVX-512 addVV/subVV resolve these per lane inside a block and
      // between blocks; runs of any length end at any lane.
      case Pattern::kMixedLanes: {
        const unsigned kind = LaneKind(i);
        const Word rnd = rng();
        if (kind < 3) {
          v[i] = role == 1 ? 0 : kWordMax;  // propagate (add), x - 0 (sub)
        } else if (kind < 4) {
          v[i] = role == 1 ? kWordMax : 0;  // 0 + ~0 propagates; 0 - ~0 borrows
        } else if (kind < 6) {
          v[i] = role == 1 ? (kind == 4 ? 1 : rnd | (Word{1} << 63)) : kWordMax;  // carry out
        } else {
          v[i] = rnd;
        }
        break;
      }
    }
  }
  return v;
}

Word ScalarFor(Pattern p, std::mt19937_64& rng) {
  switch (p) {
    case Pattern::kRandom: return rng();
    case Pattern::kZero: return 0;
    case Pattern::kOnes: return kWordMax;
    case Pattern::kAlternating: return 0x5555555555555555;
    case Pattern::kCarryRipple: return 1;
    case Pattern::kBorrowRipple: return 1;
    case Pattern::kTopOne: return Word{1} << 63;
    case Pattern::kMixedLanes: return kWordMax;
  }
  return 0;
}

Word AddendFor(Pattern p, std::mt19937_64& rng) {
  switch (p) {
    case Pattern::kRandom: return rng();
    case Pattern::kZero: return 0;
    case Pattern::kOnes: return kWordMax;
    case Pattern::kAlternating: return 0xaaaaaaaaaaaaaaaa;
    case Pattern::kCarryRipple: return 1;  // x = all ones, y = 1: x*y + 1 ripples
    case Pattern::kBorrowRipple: return 0;
    case Pattern::kTopOne: return 1;
    case Pattern::kMixedLanes: return 1;
  }
  return 0;
}

Inputs MakeInputs(Kernel k, Pattern p, size_t n, uint64_t salt) {
  std::mt19937_64 rng = CaseRng(static_cast<uint64_t>(k), n, static_cast<uint64_t>(p) * 1000 + salt);
  Inputs in;
  in.x = Fill(p, 0, n, rng);
  in.y = Fill(p, 1, n, rng);
  in.z = Fill(p, 2, n, rng);
  in.w = ScalarFor(p, rng);
  in.r = AddendFor(p, rng);
  // addMul/subMul ripple: z = all ones (all zeros) and x*y = 1, so z + 1
  // (z - 1) carries (borrows) through every word.
  if (ZIsInput(k) && (p == Pattern::kCarryRipple || p == Pattern::kBorrowRipple)) {
    in.x = Fill(p, 1, n, rng);
    in.w = 1;
  }
  // addMul, mixed lanes: random x and y, and z chosen word by word so that
  // column i of z + x*y, z[i] + lo[i] + hi[i-1] + (the wrap of z[i-1] +
  // lo[i-1]), is 2^64-1 in words of kind 0..2: a carry from below passes
  // through them. Kind 3..5 words have z = ~0 (the column carries out unless
  // lo and hi are 0), the rest are random. The AVX-512 addMulVVW resolves
  // exactly these columns by look-ahead, inside a block and across blocks.
  if (k == Kernel::kAddMulVVW && p == Pattern::kMixedLanes) {
    in.w = rng() | (Word{1} << 63);
    Word below = 0;  // hi[i-1] + wrap[i-1] (at most 2^64 - 1)
    for (size_t i = 0; i < n; ++i) {
      in.x[i] = rng();
      const unsigned __int128 prod = static_cast<unsigned __int128>(in.x[i]) * in.w;
      const Word lo = static_cast<Word>(prod), hi = static_cast<Word>(prod >> 64);
      const unsigned kind = LaneKind(i);
      in.z[i] = kind < 3 ? kWordMax - lo - below : (kind < 6 ? kWordMax : rng());
      below = hi + (in.z[i] + lo < lo ? 1 : 0);
    }
  }
  return in;
}

struct Outputs {
  std::vector<Word> z;
  Word ret = 0;
};

Outputs Reference(Kernel k, const Inputs& in, size_t n) {
  const size_t len = 2 * n;
  const Digits x = ToDigits(in.x, len);
  Outputs out;
  switch (k) {
    case Kernel::kAddVV: {
      Digits s = AddDigits(x, ToDigits(in.y, len), len);
      out.z = WordsOf(s, 0, n);
      out.ret = s[len];
      break;
    }
    case Kernel::kSubVV: {
      Digits s = SubDigits(x, ToDigits(in.y, len), len);
      out.z = WordsOf(s, 0, n);
      out.ret = s[len];
      break;
    }
    case Kernel::kAddVW:
    case Kernel::kSubVW: {
      if (n == 0) {  // the contract: n == 0 returns y
        out.ret = in.w;
        break;
      }
      Digits w = ToDigits({in.w}, 2);
      Digits s = k == Kernel::kAddVW ? AddDigits(x, w, len) : SubDigits(x, w, len);
      out.z = WordsOf(s, 0, n);
      out.ret = s[len];
      break;
    }
    case Kernel::kShlVU: {
      // X << s over 64n + 64 bits: z is the low 64n bits, the return value
      // the word above (the s bits shifted out).
      Digits s = ShlDigits(x, in.s, len + 2);
      out.z = WordsOf(s, 0, n);
      out.ret = WordAt(s, n);
      break;
    }
    case Kernel::kShrVU: {
      // (X * 2^64) >> s: z is the upper n words, the return value the word
      // below (the s bits shifted out, at the top).
      Digits wide(2, 0);
      wide.insert(wide.end(), x.begin(), x.end());
      Digits s = ShrDigits(wide, in.s);
      out.z = WordsOf(s, 1, n);
      out.ret = WordAt(s, 0);
      break;
    }
    case Kernel::kMulAddVWW: {
      Digits p = MulDigits(x, ToDigits({in.w}, 2));
      Digits s = AddDigits(p, ToDigits({in.r}, 2), len + 2);
      EXPECT_EQ(s[len + 2], 0u);  // x*y + r < 2^(64(n+1))
      out.z = WordsOf(s, 0, n);
      out.ret = WordAt(s, n);
      break;
    }
    case Kernel::kAddMulVVW: {
      Digits p = MulDigits(x, ToDigits({in.w}, 2));
      Digits s = AddDigits(p, ToDigits(in.z, len), len + 2);
      EXPECT_EQ(s[len + 2], 0u);  // z + x*y < 2^(64(n+1))
      out.z = WordsOf(s, 0, n);
      out.ret = WordAt(s, n);
      break;
    }
    case Kernel::kSubMulVVW: {
      // z - x*y = low - ret * 2^(64n), so the word above low is -ret mod 2^64.
      Digits p = MulDigits(x, ToDigits({in.w}, 2));
      Digits s = SubDigits(ToDigits(in.z, len), p, len + 2);
      out.z = WordsOf(s, 0, n);
      out.ret = Word{0} - WordAt(s, n);
      break;
    }
  }
  return out;
}

Word Call(const ArithKernels& t, Kernel k, Word* z, const Word* x, const Word* y, size_t n, const Inputs& in) {
  switch (k) {
    case Kernel::kAddVV: return t.addVV(z, x, y, n);
    case Kernel::kSubVV: return t.subVV(z, x, y, n);
    case Kernel::kAddVW: return t.addVW(z, x, n, in.w);
    case Kernel::kSubVW: return t.subVW(z, x, n, in.w);
    case Kernel::kShlVU: return t.shlVU(z, x, n, in.s);
    case Kernel::kShrVU: return t.shrVU(z, x, n, in.s);
    case Kernel::kMulAddVWW: return t.mulAddVWW(z, x, n, in.w, in.r);
    case Kernel::kAddMulVVW: return t.addMulVVW(z, x, n, in.w);
    case Kernel::kSubMulVVW: return t.subMulVVW(z, x, n, in.w);
  }
  return 0;
}

// ---------------------------------------------------------------------------
// Placement: offsets, aliasing, canaries.

enum class Alias { kNone, kZX, kZY, kZXY, kOverlap };

struct Variant {
  size_t offset;  // z's word offset from a 64-byte boundary, 0..3
  Alias alias;
  int shift_words;  // kOverlap: z = x + shift_words (shlVU: > 0, shrVU: < 0)
};

std::string Describe(const Variant& v) {
  std::ostringstream s;
  s << "offset=" << v.offset << " alias=";
  switch (v.alias) {
    case Alias::kNone: s << "none"; break;
    case Alias::kZX: s << "z==x"; break;
    case Alias::kZY: s << "z==y"; break;
    case Alias::kZXY: s << "z==x==y"; break;
    case Alias::kOverlap: s << "z=x" << (v.shift_words > 0 ? "+" : "") << v.shift_words; break;
  }
  return s.str();
}

std::vector<Variant> VariantsFor(Kernel k) {
  std::vector<Variant> v;
  for (size_t off = 0; off < 4; ++off) {
    v.push_back({off, Alias::kNone, 0});
    v.push_back({off, Alias::kZX, 0});
    if (HasY(k)) {
      v.push_back({off, Alias::kZY, 0});
      v.push_back({off, Alias::kZXY, 0});
    }
    if (k == Kernel::kShlVU) v.push_back({off, Alias::kOverlap, static_cast<int>(off % 3) + 1});
    if (k == Kernel::kShrVU) v.push_back({off, Alias::kOverlap, -(static_cast<int>(off % 3) + 1)});
  }
  return v;
}

// The inputs the kernel actually sees under an aliasing variant.
Inputs Effective(Kernel k, const Inputs& in, Alias a) {
  Inputs e = in;
  if (a == Alias::kZX && ZIsInput(k)) e.x = e.z;  // z == x: x is the initial z
  if (a == Alias::kZXY) e.y = e.x;
  return e;
}

// A 64-byte aligned run of words filled with canaries. The storage is
// reused from call to call (allocation dominates the sanitizer builds).
class Buffer {
 public:
  Buffer(std::vector<Word>& storage, size_t words) : storage_(storage) {
    if (storage_.size() < words + 8) storage_.resize(words + 8);
    uintptr_t p = reinterpret_cast<uintptr_t>(storage_.data());
    base_ = storage_.data() + ((64 - p % 64) % 64) / sizeof(Word);
    size_ = words;
    for (size_t i = 0; i < size_; ++i) base_[i] = 0xc5a7a000'00000000 ^ (i * 0x9e3779b97f4a7c15);
  }
  Word* at(size_t i) { return base_ + i; }
  void SnapshotTo(std::vector<Word>* out) const { out->assign(base_, base_ + size_); }
  bool Equals(const std::vector<Word>& v) const { return std::equal(v.begin(), v.end(), base_); }
  size_t size() const { return size_; }

 private:
  std::vector<Word>& storage_;
  Word* base_;
  size_t size_;
};

constexpr size_t kGuard = 4;  // canary words on each side (plus the offset)

// Words of b outside [lo, lo + n) that differ from before.
size_t CountChangedOutside(Buffer& b, const std::vector<Word>& before, size_t lo, size_t n) {
  size_t changed = 0;
  for (size_t i = 0; i < before.size(); ++i) {
    if (i >= lo && i < lo + n) continue;
    changed += *b.at(i) != before[i];
  }
  return changed;
}

struct RunResult {
  Outputs out;
  std::string error;  // non-empty: canary or input clobbered
};

RunResult RunKernel(const ArithKernels& t, Kernel k, const Inputs& e, size_t n, const Variant& v) {
  RunResult rr;
  const size_t span = n + 2 * kGuard + 8;
  static std::vector<Word> zs, xs, ys, zb0, xb0, yb0;
  Buffer zb(zs, span), xb(xs, span), yb(ys, span);
  const size_t zpos = kGuard + v.offset + 3;  // room for an overlap of up to 3 words below
  Word* z = zb.at(zpos);
  const Word* x = nullptr;
  const Word* y = nullptr;
  auto put = [n](Word* dst, const std::vector<Word>& src) {
    for (size_t i = 0; i < n; ++i) dst[i] = src[i];
  };
  size_t overlap_xpos = 0;
  switch (v.alias) {
    case Alias::kNone:
      put(xb.at(kGuard + 1), e.x);  // x and y at other alignments than z
      put(yb.at(kGuard + 2), e.y);
      if (ZIsInput(k)) put(z, e.z);
      x = xb.at(kGuard + 1);
      y = yb.at(kGuard + 2);
      break;
    case Alias::kZX:
      put(z, e.x);
      put(yb.at(kGuard + 2), e.y);
      x = z;
      y = yb.at(kGuard + 2);
      break;
    case Alias::kZY:
      put(xb.at(kGuard + 1), e.x);
      put(z, e.y);
      x = xb.at(kGuard + 1);
      y = z;
      break;
    case Alias::kZXY:
      put(z, e.x);
      x = y = z;
      break;
    case Alias::kOverlap:
      overlap_xpos = static_cast<size_t>(static_cast<long>(zpos) - v.shift_words);
      put(zb.at(overlap_xpos), e.x);
      x = zb.at(overlap_xpos);
      y = yb.at(kGuard + 2);
      break;
  }
  zb.SnapshotTo(&zb0);
  xb.SnapshotTo(&xb0);
  yb.SnapshotTo(&yb0);
  rr.out.ret = Call(t, k, z, x, y, n, e);
  rr.out.z.assign(z, z + n);
  std::ostringstream err;
  if (size_t c = CountChangedOutside(zb, zb0, zpos, n)) err << c << " word(s) outside z[0,n) changed; ";
  if (!xb.Equals(xb0)) err << "x buffer changed; ";
  if (!yb.Equals(yb0)) err << "y buffer changed; ";
  rr.error = err.str();
  return rr;
}

std::string Hex(Word w) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%016" PRIx64, w);
  return buf;
}

// First differing word, for the failure message.
std::string Diff(const Outputs& got, const Outputs& want) {
  std::ostringstream s;
  if (got.ret != want.ret) s << "ret " << Hex(got.ret) << " want " << Hex(want.ret) << "; ";
  for (size_t i = 0; i < want.z.size(); ++i) {
    if (got.z[i] != want.z[i]) {
      s << "z[" << i << "] " << Hex(got.z[i]) << " want " << Hex(want.z[i]);
      break;
    }
  }
  return s.str();
}

bool Same(const Outputs& a, const Outputs& b) { return a.ret == b.ret && a.z == b.z; }

// ---------------------------------------------------------------------------

class KernelTest : public ::testing::TestWithParam<Kernel> {};

TEST_P(KernelTest, AllTablesMatchTwinAndReference) {
  const Kernel k = GetParam();
  SCOPED_TRACE(SeedNote());
  const auto tables = AllArithKernels();
  ASSERT_GE(tables.size(), 1u);
  ASSERT_STREQ(tables[0]->name, "generic");
  const std::vector<Variant> variants = VariantsFor(k);
  size_t failures = 0;
  size_t checks = 0;
  for (size_t n : Lengths()) {
    for (Pattern p : kPatterns) {
      const Inputs base = MakeInputs(k, p, n, 0);
      // Shifts: every count 0..63 for every n with the random and all-ones
      // patterns; the structured patterns take the counts at the word and
      // half-word edges plus one that moves with n. Every count runs plain
      // (offset 0, no aliasing); the placements cycle with the count, so
      // each n and pattern also meets every offset and overlap.
      std::vector<unsigned> counts = {0};
      if (IsShift(k)) {
        if (p == Pattern::kRandom || p == Pattern::kOnes) {
          for (unsigned c = 1; c < 64; ++c) counts.push_back(c);
        } else {
          for (unsigned c : {1u, 2u, 31u, 32u, 33u, 62u, 63u}) counts.push_back(c);
          counts.push_back(static_cast<unsigned>(3 + n % 28));
        }
      }
      for (unsigned si : counts) {
        Inputs in = base;
        in.s = si;
        std::vector<const Variant*> vs;
        if (IsShift(k)) {
          vs.push_back(&variants[0]);
          if (si % variants.size() != 0) vs.push_back(&variants[si % variants.size()]);
        } else if (n <= 40) {
          for (const Variant& v : variants) vs.push_back(&v);  // every offset x every aliasing
        } else {
          // Every aliasing mode, at an offset that cycles with n and the
          // pattern (so each offset still meets each mode at many lengths).
          const size_t modes = variants.size() / 4;  // VariantsFor: 4 offsets x modes
          for (size_t m = 0; m < modes; ++m) {
            const size_t off = (n + static_cast<size_t>(p) + m) % 4;
            vs.push_back(&variants[off * modes + m]);
          }
        }
        // Reference and twin once per aliasing class (z == x changes
        // addMul's x, z == x == y changes y).
        Outputs want_by_class[3], twin_by_class[3];
        bool have_class[3] = {false, false, false};
        for (const Variant* v : vs) {
          const int cls = v->alias == Alias::kZXY ? 2 : (v->alias == Alias::kZX && ZIsInput(k) ? 1 : 0);
          const Inputs e = Effective(k, in, v->alias);
          auto context = [&](const ArithKernels* t) {
            std::ostringstream s;
            s << SeedNote() << " table=" << (t ? t->name : "(twin vs ref)") << " kernel=" << KernelName(k)
              << " n=" << n << " pattern=" << PatternName(p) << " s=" << in.s << " w=" << Hex(in.w)
              << " r=" << Hex(in.r) << " " << Describe(*v) << ": ";
            return s.str();
          };
          if (!have_class[cls]) {
            have_class[cls] = true;
            want_by_class[cls] = Reference(k, e, n);
            // The twin on plain, separate buffers.
            std::vector<Word> z = ZIsInput(k) ? e.z : std::vector<Word>(n, 0x0123456789abcdef);
            twin_by_class[cls].ret = Call(GenericArithKernels(), k, z.data(), e.x.data(), e.y.data(), n, e);
            twin_by_class[cls].z = z;
            ++checks;
            if (!Same(twin_by_class[cls], want_by_class[cls])) {
              ADD_FAILURE() << context(nullptr) << Diff(twin_by_class[cls], want_by_class[cls]);
              if (++failures > 10) return;
            }
          }
          const Outputs& want = want_by_class[cls];
          const Outputs& twin = twin_by_class[cls];
          for (const ArithKernels* t : tables) {
            RunResult got = RunKernel(*t, k, e, n, *v);
            ++checks;
            if (!got.error.empty() || !Same(got.out, want) || !Same(got.out, twin)) {
              ADD_FAILURE() << context(t) << got.error << Diff(got.out, want);
              if (++failures > 10) return;
            }
          }
        }
      }
    }
  }
  EXPECT_GT(checks, 1000u);
}

INSTANTIATE_TEST_SUITE_P(Kernels, KernelTest,
                         ::testing::Values(Kernel::kAddVV, Kernel::kSubVV, Kernel::kAddVW, Kernel::kSubVW,
                                           Kernel::kShlVU, Kernel::kShrVU, Kernel::kMulAddVWW,
                                           Kernel::kAddMulVVW, Kernel::kSubMulVVW),
                         [](const ::testing::TestParamInfo<Kernel>& info) {
                           return std::string(KernelName(info.param));
                         });

// The tests above reach the aarch64 and ppc64le asm only through AllArithKernels(): on
// aarch64 with the asm built, its table must be there and hold the asm
// symbols (a table that should run here and does not is a failure).
TEST(KernelTablesTest, Aarch64TableEnumeratedWithItsSymbols) {
#if defined(LIMB_ARITH_AARCH64)
  const ArithKernels* a = nullptr;
  for (const ArithKernels* t : AllArithKernels()) {
    if (std::strcmp(t->name, "aarch64") == 0) a = t;
  }
  ASSERT_NE(a, nullptr) << "table aarch64 missing from AllArithKernels()";
  EXPECT_EQ(a->addVV, &limb_addVV_aarch64);
  EXPECT_EQ(a->subVV, &limb_subVV_aarch64);
  EXPECT_EQ(a->addVW, &limb_addVW_aarch64);
  EXPECT_EQ(a->subVW, &limb_subVW_aarch64);
  EXPECT_EQ(a->shlVU, &limb_shlVU_aarch64);
  EXPECT_EQ(a->shrVU, &limb_shrVU_aarch64);
  EXPECT_EQ(a->mulAddVWW, &limb_mulAddVWW_aarch64);
  EXPECT_EQ(a->addMulVVW, &limb_addMulVVW_aarch64);
  EXPECT_EQ(a->subMulVVW, &limb_subMulVVW_aarch64);
  // No schoolbook entries on aarch64 (none pays with nat_mul.cc's policy:
  // benchmarks/RESULTS.md, "Schoolbook basecases on aarch64 and ppc64le").
  EXPECT_EQ(a->mulBasecase, nullptr);
  EXPECT_EQ(a->sqrBasecase, nullptr);
#else
  GTEST_SKIP() << "built without aarch64 asm";
#endif
}

// The same for x86_64_avx2: on an AVX2+BMI2+ADX CPU with the x86-64 asm
// built it must be enumerated (so the tests above compare its AVX2
// addVV/subVV with the twins) and hold the AVX2 symbols; without AVX2 or ADX
// it must not be.
TEST(KernelTablesTest, Avx2TableEnumeratedOnAvx2AdxCpus) {
#if defined(LIMB_ARITH_X86_64)
  const CpuFeatures& f = DetectedCpu();
  const ArithKernels* a = nullptr;
  for (const ArithKernels* t : AllArithKernels()) {
    if (std::strcmp(t->name, "x86_64_avx2") == 0) a = t;
  }
  if (!(f.asm_allowed && f.avx2 && f.bmi2 && f.adx)) {
    EXPECT_EQ(a, nullptr) << "table x86_64_avx2 enumerated on a CPU without AVX2+BMI2+ADX";
    return;
  }
  ASSERT_NE(a, nullptr) << "table x86_64_avx2 missing from AllArithKernels()";
  EXPECT_EQ(a->addVV, &limb_addVV_avx2);
  EXPECT_EQ(a->subVV, &limb_subVV_avx2);
#else
  GTEST_SKIP() << "built without x86-64 asm";
#endif
}

// The same for ppc64le: on ppc64le with the asm built, the "ppc64le" table
// must be enumerated and hold the ppc64le symbols.
TEST(KernelTablesTest, Ppc64leTableEnumeratedWithItsSymbols) {
#if defined(LIMB_ARITH_PPC64LE)
  const ArithKernels* a = nullptr;
  for (const ArithKernels* t : AllArithKernels()) {
    if (std::strcmp(t->name, "ppc64le") == 0) a = t;
  }
  ASSERT_NE(a, nullptr) << "table ppc64le missing from AllArithKernels()";
  EXPECT_EQ(a->addVV, &limb_addVV_ppc64le);
  EXPECT_EQ(a->subVV, &limb_subVV_ppc64le);
  EXPECT_EQ(a->addVW, &limb_addVW_ppc64le);
  EXPECT_EQ(a->subVW, &limb_subVW_ppc64le);
  EXPECT_EQ(a->shlVU, &limb_shlVU_ppc64le);
  EXPECT_EQ(a->shrVU, &limb_shrVU_ppc64le);
  EXPECT_EQ(a->mulAddVWW, &limb_mulAddVWW_ppc64le);
  EXPECT_EQ(a->addMulVVW, &limb_addMulVVW_ppc64le);
  EXPECT_EQ(a->subMulVVW, &limb_subMulVVW_ppc64le);
  // The schoolbook entries (arith_dispatch.cc): the asm mulBasecase and
  // mont_ppc64le.S's plain square.
  EXPECT_EQ(a->mulBasecase, &limb_mulBasecase_ppc64le);
  EXPECT_EQ(a->sqrBasecase, &limb_sqr_ppc64le);
  EXPECT_EQ(a->karatsubaCombine, nullptr);
  EXPECT_EQ(a->mul16, nullptr);
  EXPECT_EQ(a->sqr16, nullptr);
#else
  GTEST_SKIP() << "built without ppc64le asm";
#endif
}

// ---------------------------------------------------------------------------
// GMP as the independent oracle.

mp_limb_t* L(Word* p) { return reinterpret_cast<mp_limb_t*>(p); }
const mp_limb_t* L(const Word* p) { return reinterpret_cast<const mp_limb_t*>(p); }

TEST(ArithGmpTest, AllTablesMatchMpn) {
  SCOPED_TRACE(SeedNote());
  size_t failures = 0;
  for (const ArithKernels* t : AllArithKernels()) {
    SCOPED_TRACE(std::string("table=") + t->name);
    for (size_t n : Lengths()) {
      if (n == 0) continue;  // mpn_* need n >= 1
      for (Pattern p : kPatterns) {
        std::mt19937_64 rng = CaseRng(0x676d70, n, static_cast<uint64_t>(p));
        const std::vector<Word> x = Fill(p, 0, n, rng), y = Fill(p, 1, n, rng), z0 = Fill(p, 2, n, rng);
        const Word w = ScalarFor(p, rng), r = AddendFor(p, rng);
        const unsigned s = 1 + static_cast<unsigned>(rng() % 63);  // mpn shifts need 1..63
        std::vector<Word> a(n), b(n);
        auto check = [&](const char* what, Word got_ret, Word want_ret) {
          if (got_ret != want_ret || a != b) {
            ADD_FAILURE() << what << " n=" << n << " pattern=" << PatternName(p) << " w=" << Hex(w)
                          << " s=" << s << ": ret " << Hex(got_ret) << " want " << Hex(want_ret)
                          << (a != b ? " (z differs)" : "");
            ++failures;
          }
        };
        // addVV / subVV vs mpn_add_n / mpn_sub_n.
        check("addVV", t->addVV(a.data(), x.data(), y.data(), n), mpn_add_n(L(b.data()), L(x.data()), L(y.data()), n));
        check("subVV", t->subVV(a.data(), x.data(), y.data(), n), mpn_sub_n(L(b.data()), L(x.data()), L(y.data()), n));
        // addVW / subVW vs mpn_add_1 / mpn_sub_1.
        check("addVW", t->addVW(a.data(), x.data(), n, w), mpn_add_1(L(b.data()), L(x.data()), n, w));
        check("subVW", t->subVW(a.data(), x.data(), n, w), mpn_sub_1(L(b.data()), L(x.data()), n, w));
        // shlVU / shrVU vs mpn_lshift / mpn_rshift.
        check("shlVU", t->shlVU(a.data(), x.data(), n, s), mpn_lshift(L(b.data()), L(x.data()), n, s));
        check("shrVU", t->shrVU(a.data(), x.data(), n, s), mpn_rshift(L(b.data()), L(x.data()), n, s));
        // mulAddVWW vs mpn_mul_1 (r = 0), and mpn_mul_1 + mpn_add_1 for r.
        check("mulAddVWW(r=0)", t->mulAddVWW(a.data(), x.data(), n, w, 0), mpn_mul_1(L(b.data()), L(x.data()), n, w));
        {
          Word hi = mpn_mul_1(L(b.data()), L(x.data()), n, w);
          hi += mpn_add_1(L(b.data()), L(b.data()), n, r);  // cannot wrap: x*w + r < 2^(64(n+1))
          check("mulAddVWW", t->mulAddVWW(a.data(), x.data(), n, w, r), hi);
        }
        // addMulVVW / subMulVVW vs mpn_addmul_1 / mpn_submul_1.
        a = z0;
        b = z0;
        check("addMulVVW", t->addMulVVW(a.data(), x.data(), n, w), mpn_addmul_1(L(b.data()), L(x.data()), n, w));
        a = z0;
        b = z0;
        check("subMulVVW", t->subMulVVW(a.data(), x.data(), n, w), mpn_submul_1(L(b.data()), L(x.data()), n, w));
        if (failures > 10) return;
      }
    }
  }
}

// In-place shifts by whole words plus bits, as nat's shifts use them:
// shlVU with z = x + k and shrVU with z = x - k for k = 0..10 (beyond the
// 3-word overlaps above, past the 16-byte pairs and the 8-word blocks of the
// SSE2 kernels), n = 0..70 (every remainder of the 8-word unroll several
// times), every table. Oracle: GMP's mpn_lshift/mpn_rshift on a separate
// copy of x (s = 0 is the identity with 0 shifted out, by the contract).
// Every word of the buffer outside z[0, n) must come back unchanged.
TEST(ArithGmpTest, ShiftInPlaceByWordsMatchesMpn) {
  SCOPED_TRACE(SeedNote());
  size_t failures = 0;
  constexpr size_t kMaxK = 10, kPad = 4;
  for (const ArithKernels* t : AllArithKernels()) {
    for (size_t n = 0; n <= 70; ++n) {
      for (size_t k = 0; k <= kMaxK; ++k) {
        std::mt19937_64 rng = CaseRng(0x73686966, n, k);
        const unsigned counts[] = {0, 1, 13, 32, 63, static_cast<unsigned>(rng() % 64)};
        for (unsigned s : counts) {
          for (int left = 0; left < 2; ++left) {
            std::vector<Word> buf(n + kMaxK + 2 * kPad);
            for (Word& w : buf) w = rng();
            const std::vector<Word> before = buf;
            // shlVU: x at kPad, z = x + k. shrVU: z at kPad, x = z + k.
            Word* x = buf.data() + kPad + (left ? 0 : k);
            Word* z = buf.data() + kPad + (left ? k : 0);
            const std::vector<Word> xcopy(x, x + n);
            std::vector<Word> want(n);
            Word want_ret = 0;
            if (n > 0 && s > 0) {
              want_ret = left ? mpn_lshift(L(want.data()), L(xcopy.data()), static_cast<mp_size_t>(n), s)
                              : mpn_rshift(L(want.data()), L(xcopy.data()), static_cast<mp_size_t>(n), s);
            } else {
              want = xcopy;  // s == 0: z = x, nothing shifted out
            }
            const Word got_ret = left ? t->shlVU(z, x, n, s) : t->shrVU(z, x, n, s);
            size_t outside = 0;
            const size_t zpos = static_cast<size_t>(z - buf.data());
            for (size_t i = 0; i < buf.size(); ++i) {
              if (i < zpos || i >= zpos + n) outside += buf[i] != before[i];
            }
            const bool z_ok = std::equal(want.begin(), want.end(), z);
            if (got_ret != want_ret || !z_ok || outside != 0) {
              ADD_FAILURE() << SeedNote() << " table=" << t->name << (left ? " shlVU z=x+" : " shrVU z=x-") << k
                            << " n=" << n << " s=" << s << ": ret " << Hex(got_ret) << " want " << Hex(want_ret)
                            << (z_ok ? "" : " (z differs)") << (outside ? " (words outside z changed)" : "");
              if (++failures > 10) return;
            }
          }
        }
      }
    }
  }
}

// Chained use, as nat/mont use the kernels: a random multi-word product via
// addMulVVW rows equals mpn_mul, for every table.
TEST(ArithGmpTest, SchoolbookProductMatchesMpnMul) {
  SCOPED_TRACE(SeedNote());
  for (const ArithKernels* t : AllArithKernels()) {
    SCOPED_TRACE(std::string("table=") + t->name);
    for (size_t n : {1, 2, 3, 7, 8, 9, 16, 31, 64, 65}) {
      std::mt19937_64 rng = CaseRng(0x6d756c, n, 0);
      std::vector<Word> x(n), y(n), z(2 * n, 0), want(2 * n);
      for (auto& v : x) v = rng();
      for (auto& v : y) v = rng();
      for (size_t i = 0; i < n; ++i) z[n + i] = t->addMulVVW(z.data() + i, x.data(), n, y[i]);
      mpn_mul(L(want.data()), L(x.data()), n, L(y.data()), n);
      EXPECT_EQ(z, want) << "n=" << n;
    }
  }
}

// ---------------------------------------------------------------------------
// mulBasecase / sqrBasecase: every table that fills them, and the twins,
// against GMP's mpn_mul / mpn_sqr. z is placed at word offsets 0..3 from a
// 64-byte boundary (x and y at other offsets) with canaries on both sides;
// the inputs must come back unchanged.

// Tables with a dedicated basecase, plus a pseudo-entry for the twins.
struct BasecaseImpl {
  std::string name;
  void (*mul)(Word* z, const Word* x, size_t xn, const Word* y, size_t yn) noexcept;
  void (*sqr)(Word* z, const Word* x, size_t n) noexcept;
};

std::vector<BasecaseImpl> BasecaseImpls() {
  std::vector<BasecaseImpl> v = {{"twin", &mulBasecase_g, &sqrBasecase_g}};
  for (const ArithKernels* t : AllArithKernels()) {
    EXPECT_EQ(t->mulBasecase == nullptr, t->sqrBasecase == nullptr) << t->name;
    if (t->mulBasecase != nullptr) v.push_back({t->name, t->mulBasecase, t->sqrBasecase});
  }
  return v;
}

enum class BPattern { kRandom, kOnes, kZero, kTopOnes, kSparse };
constexpr BPattern kBPatterns[] = {BPattern::kRandom, BPattern::kOnes, BPattern::kZero, BPattern::kTopOnes,
                                   BPattern::kSparse};
const char* BPatternName(BPattern p) {
  switch (p) {
    case BPattern::kRandom: return "random";
    case BPattern::kOnes: return "ones";
    case BPattern::kZero: return "zero";
    case BPattern::kTopOnes: return "top-ones";  // 2^(64n) - 2^(32n): long carry runs
    case BPattern::kSparse: return "sparse";     // mostly 0 and all-ones words
  }
  return "?";
}

void FillB(Word* v, size_t n, BPattern p, std::mt19937_64& rng) {
  for (size_t i = 0; i < n; ++i) {
    switch (p) {
      case BPattern::kRandom: v[i] = rng(); break;
      case BPattern::kOnes: v[i] = kWordMax; break;
      case BPattern::kZero: v[i] = 0; break;
      case BPattern::kTopOnes: v[i] = 2 * i >= n ? kWordMax : (2 * i + 1 == n ? 0xffffffff00000000 : 0); break;
      case BPattern::kSparse: {
        const Word r = rng() % 4;
        v[i] = r == 0 ? 0 : (r == 1 ? kWordMax : (r == 2 ? 1 : rng()));
        break;
      }
    }
  }
}

// Aligned storage with canaries around [pos, pos + n).
struct Guarded {
  std::vector<Word> store;
  Word* base;
  size_t pos, n;
  Guarded(size_t n_, size_t offset) : store(n_ + 2 * kGuard + 16), pos(kGuard + offset), n(n_) {
    uintptr_t p = reinterpret_cast<uintptr_t>(store.data());
    base = store.data() + ((64 - p % 64) % 64) / sizeof(Word);
    for (size_t i = 0; i < n + 2 * kGuard + 4; ++i) base[i] = 0xc5a7a000'00000000 ^ (i * 0x9e3779b97f4a7c15);
  }
  Word* data() { return base + pos; }
  bool CanariesIntact() const {
    for (size_t i = 0; i < n + 2 * kGuard + 4; ++i) {
      if (i >= pos && i < pos + n) continue;
      if (base[i] != (0xc5a7a000'00000000 ^ (i * 0x9e3779b97f4a7c15))) return false;
    }
    return true;
  }
};

// FirstWrongWord: the index of the first of the n words where z differs
// from want (n when none does), for the failure messages.
size_t FirstWrongWord(const Word* z, const Word* want, size_t n) {
  size_t i = 0;
  while (i < n && z[i] == want[i]) ++i;
  return i;
}

#if defined(LIMB_ARITH_TEST_ABI)
// CheckAdxEntries, for the AsmSelectedAndAbiClean tests: false (the test
// skips) when the CPU lacks BMI2+ADX. Otherwise it calls check(*t, adx) for
// every table t of AllArithKernels() (adx: t is x86_64_adx, x86_64_avx2 or x86_64_avx512(_256),
// which carries the same adx entries), requires x86_64_adx among them, calls
// check(ActiveArithKernels(), true) when LIMB_CPU is unset (the default table must use the asm
// entries), and returns true.
template <typename Check>
bool CheckAdxEntries(Check check) {
  const CpuFeatures& f = DetectedCpu();
  if (!(f.asm_allowed && f.bmi2 && f.adx)) return false;
  bool found = false;
  for (const ArithKernels* t : AllArithKernels()) {
    const std::string name = t->name;
    const bool adx = name == "x86_64_adx" || name == "x86_64_avx2" || name == "x86_64_avx512" ||
                     name == "x86_64_avx512_256";
    found = found || name == "x86_64_adx";
    check(*t, adx);
  }
  EXPECT_TRUE(found) << "table x86_64_adx missing on a BMI2+ADX CPU";
  const char* cap = std::getenv("LIMB_CPU");
  if (cap == nullptr || *cap == '\0') {
    SCOPED_TRACE("ActiveArithKernels() with LIMB_CPU unset");
    check(ActiveArithKernels(), true);
  }
  return true;
}
#endif

std::vector<std::pair<size_t, size_t>> MulShapes() {
  std::vector<std::pair<size_t, size_t>> v;
  for (size_t xn = 1; xn <= 24; ++xn) {
    for (size_t yn = 1; yn <= 24; ++yn) v.push_back({xn, yn});
  }
  for (size_t n = 25; n <= 300; ++n) v.push_back({n, n});  // balanced, every length
  for (size_t xn : {31, 32, 33, 63, 64, 65, 127, 128, 129, 257}) {
    for (size_t yn : {1, 2, 3, 7, 8, 9, 17, 31, 32, 33}) {
      v.push_back({xn, yn});
      v.push_back({yn, xn});  // xn < yn is allowed too (only slower)
    }
  }
  v.push_back({1000, 1000});
  v.push_back({511, 513});
  return v;
}

TEST(BasecaseTest, MulMatchesMpnMul) {
  SCOPED_TRACE(SeedNote());
  const std::vector<BasecaseImpl> impls = BasecaseImpls();
  size_t failures = 0, checks = 0;
  for (const auto& [xn, yn] : MulShapes()) {
    for (BPattern p : kBPatterns) {
      if (xn * yn > 20000 && p != BPattern::kRandom && p != BPattern::kOnes) continue;
      std::mt19937_64 rng = CaseRng(0x6d62, xn * 1000 + yn, static_cast<uint64_t>(p));
      const size_t off = (xn + yn + static_cast<size_t>(p)) % 4;
      Guarded x(xn, (off + 1) % 4), y(yn, (off + 2) % 4);
      FillB(x.data(), xn, p, rng);
      FillB(y.data(), yn, p == BPattern::kTopOnes ? BPattern::kOnes : p, rng);
      const std::vector<Word> x0(x.data(), x.data() + xn), y0(y.data(), y.data() + yn);
      std::vector<Word> want(xn + yn);
      if (xn >= yn) {
        mpn_mul(L(want.data()), L(x.data()), xn, L(y.data()), yn);
      } else {
        mpn_mul(L(want.data()), L(y.data()), yn, L(x.data()), xn);
      }
      for (const BasecaseImpl& impl : impls) {
        Guarded z(xn + yn, off);
        impl.mul(z.data(), x.data(), xn, y.data(), yn);
        ++checks;
        const bool ok = std::equal(want.begin(), want.end(), z.data()) && z.CanariesIntact() &&
                        x.CanariesIntact() && y.CanariesIntact() &&
                        std::equal(x0.begin(), x0.end(), x.data()) && std::equal(y0.begin(), y0.end(), y.data());
        if (!ok) {
          const size_t i = FirstWrongWord(z.data(), want.data(), xn + yn);
          ADD_FAILURE() << SeedNote() << " impl=" << impl.name << " mulBasecase xn=" << xn << " yn=" << yn
                        << " pattern=" << BPatternName(p) << " z offset=" << off << ": first wrong word " << i
                        << (z.CanariesIntact() ? "" : " (z canary clobbered)")
                        << (x.CanariesIntact() && y.CanariesIntact() ? "" : " (input canary clobbered)");
          if (++failures > 10) return;
        }
      }
    }
  }
  EXPECT_GT(checks, 4000u);  // per implementation: ~4800 (shape, pattern) cases
}

TEST(BasecaseTest, SqrMatchesMpnSqr) {
  SCOPED_TRACE(SeedNote());
  const std::vector<BasecaseImpl> impls = BasecaseImpls();
  std::vector<size_t> lengths;
  for (size_t n = 1; n <= 300; ++n) lengths.push_back(n);
  for (size_t n : {511, 512, 513, 1000}) lengths.push_back(n);
  size_t failures = 0, checks = 0;
  for (size_t n : lengths) {
    for (BPattern p : kBPatterns) {
      for (size_t off = 0; off < 4; ++off) {
        if (off != n % 4 && (n > 64 || p != BPattern::kRandom)) continue;  // every offset at small n
        std::mt19937_64 rng = CaseRng(0x7371, n, static_cast<uint64_t>(p) * 8 + off);
        Guarded x(n, (off + 1) % 4);
        FillB(x.data(), n, p, rng);
        const std::vector<Word> x0(x.data(), x.data() + n);
        std::vector<Word> want(2 * n);
        mpn_sqr(L(want.data()), L(x.data()), n);
        for (const BasecaseImpl& impl : impls) {
          Guarded z(2 * n, off);
          impl.sqr(z.data(), x.data(), n);
          ++checks;
          const bool ok = std::equal(want.begin(), want.end(), z.data()) && z.CanariesIntact() &&
                          x.CanariesIntact() && std::equal(x0.begin(), x0.end(), x.data());
          if (!ok) {
            const size_t i = FirstWrongWord(z.data(), want.data(), 2 * n);
            ADD_FAILURE() << SeedNote() << " impl=" << impl.name << " sqrBasecase n=" << n
                          << " pattern=" << BPatternName(p) << " z offset=" << off << ": first wrong word " << i
                          << (z.CanariesIntact() ? "" : " (z canary clobbered)");
            if (++failures > 10) return;
          }
        }
      }
    }
  }
  EXPECT_GT(checks, 1500u);
}

// The asm basecases on this CPU: present when the CPU has BMI2+ADX (a fast
// path that silently never runs is a failure), and SysV-clean: callee-saved
// registers, rsp and DF preserved, whatever the flags on entry.
TEST(BasecaseTest, AsmBasecaseSelectedAndAbiClean) {
#if defined(LIMB_ARITH_TEST_ABI)
  if (!CheckAdxEntries([](const ArithKernels& t, bool adx) {
        if (adx) {
          EXPECT_EQ(t.mulBasecase, &limb_mulBasecase_adx) << t.name;
          EXPECT_EQ(t.sqrBasecase, &limb_sqrBasecase_adx) << t.name;
        }
      })) {
    GTEST_SKIP() << "no BMI2+ADX on this CPU";
  }
  std::mt19937_64 rng = CaseRng(0x616269, 0, 0);
  for (size_t n : {1, 2, 3, 4, 5, 7, 8, 9, 16, 17, 33}) {
    for (int which = 0; which < 2; ++which) {
      SCOPED_TRACE((which == 0 ? "limb_mulBasecase_adx n=" : "limb_sqrBasecase_adx n=") + std::to_string(n));
      const size_t yn = n % 2 == 0 ? n : (n > 2 ? n - 2 : n);  // n x n too (the 4 x 4 path)
      std::vector<Word> x(n), y(yn), z(2 * n, 0), want(2 * n, 0);
      for (auto& w : x) w = rng();
      for (auto& w : y) w = rng();
      const void* fn = which == 0 ? reinterpret_cast<const void*>(&limb_mulBasecase_adx)
                                  : reinterpret_cast<const void*>(&limb_sqrBasecase_adx);
      // Callee-saved registers kept, rsp unchanged, DF clear (asm/abi_trampoline.h).
      EXPECT_EQ(test::CallCheckingAbi(fn, {reinterpret_cast<uint64_t>(z.data()),
                                                  reinterpret_cast<uint64_t>(x.data()), n,
                                                  reinterpret_cast<uint64_t>(y.data()), yn})
                    .violations,
                "");
      if (which == 0) {
        mulBasecase_g(want.data(), x.data(), n, y.data(), yn);
        EXPECT_TRUE(std::equal(want.begin(), want.begin() + n + yn, z.begin()));
      } else {
        sqrBasecase_g(want.data(), x.data(), n);
        EXPECT_EQ(z, want);
      }
    }
  }
#else
  GTEST_SKIP() << "built without x86-64 asm";
#endif
}

// karatsubaCombine (arith.h): every table's entry and the twin against GMP.
// The oracle is the definition, on arbitrary words (not only the states a
// Karatsuba step leaves): z + (z[0,2h) + z[2h,4h) -+ t) B^h mod B^4h, with
// mpz. Patterns include all-ones and zero words, where the carries and
// borrows of the fix-ups run the whole length (the rare paths).
struct CombineImpl {
  std::string name;
  void (*fn)(Word* z, const Word* t, size_t h, Word sub) noexcept;
};

std::vector<CombineImpl> CombineImpls() {
  std::vector<CombineImpl> v = {{"twin", &karatsubaCombine_g}};
  for (const ArithKernels* t : AllArithKernels()) {
    if (t->karatsubaCombine != nullptr) v.push_back({t->name, t->karatsubaCombine});
  }
  return v;
}

std::vector<Word> CombineReference(const std::vector<Word>& z, const std::vector<Word>& t, size_t h, Word sub) {
  mpz_t zz, a, b, tt;
  mpz_inits(zz, a, b, tt, nullptr);
  mpz_import(zz, 4 * h, -1, sizeof(Word), 0, 0, z.data());
  mpz_import(a, 2 * h, -1, sizeof(Word), 0, 0, z.data());
  mpz_import(b, 2 * h, -1, sizeof(Word), 0, 0, z.data() + 2 * h);
  mpz_import(tt, 2 * h, -1, sizeof(Word), 0, 0, t.data());
  mpz_add(a, a, b);
  if (sub != 0) {
    mpz_sub(a, a, tt);
  } else {
    mpz_add(a, a, tt);
  }
  mpz_mul_2exp(a, a, 64 * h);
  mpz_add(zz, zz, a);
  mpz_fdiv_r_2exp(zz, zz, 64 * 4 * h);  // in [0, B^4h)
  std::vector<Word> out(4 * h, 0);
  size_t count = 0;
  mpz_export(out.data(), &count, -1, sizeof(Word), 0, 0, zz);
  mpz_clears(zz, a, b, tt, nullptr);
  return out;
}

enum class CPattern { kRandom, kOnes, kZero, kSparse, kZOnesTZero, kZZeroTOnes };
constexpr CPattern kCPatterns[] = {CPattern::kRandom, CPattern::kOnes,        CPattern::kZero,
                                   CPattern::kSparse, CPattern::kZOnesTZero, CPattern::kZZeroTOnes};

TEST(KaratsubaCombineTest, AllTablesMatchTwinAndMpz) {
  SCOPED_TRACE(SeedNote());
  const std::vector<CombineImpl> impls = CombineImpls();
  std::vector<size_t> hs;
  for (size_t h = 1; h <= 40; ++h) hs.push_back(h);
  for (size_t h : {63, 64, 65, 127, 128, 129}) hs.push_back(h);
  size_t failures = 0, checks = 0;
  for (size_t h : hs) {
    for (CPattern p : kCPatterns) {
      for (Word sub : {Word{0}, Word{1}}) {
        for (int rep = 0; rep < (p == CPattern::kRandom || p == CPattern::kSparse ? 4 : 1); ++rep) {
          std::mt19937_64 rng = CaseRng(0x6b63, h, (static_cast<uint64_t>(p) * 2 + sub) * 16 + rep);
          std::vector<Word> z(4 * h), t(2 * h);
          switch (p) {
            case CPattern::kRandom: FillB(z.data(), 4 * h, BPattern::kRandom, rng); FillB(t.data(), 2 * h, BPattern::kRandom, rng); break;
            case CPattern::kOnes: FillB(z.data(), 4 * h, BPattern::kOnes, rng); FillB(t.data(), 2 * h, BPattern::kOnes, rng); break;
            case CPattern::kZero: break;
            case CPattern::kSparse: FillB(z.data(), 4 * h, BPattern::kSparse, rng); FillB(t.data(), 2 * h, BPattern::kSparse, rng); break;
            case CPattern::kZOnesTZero: FillB(z.data(), 4 * h, BPattern::kOnes, rng); break;
            case CPattern::kZZeroTOnes: FillB(t.data(), 2 * h, BPattern::kOnes, rng); break;
          }
          const std::vector<Word> want = CombineReference(z, t, h, sub);
          for (const CombineImpl& impl : impls) {
            const size_t off = (h + rep) % 4;
            Guarded gz(4 * h, off), gt(2 * h, (off + 1) % 4);
            std::copy(z.begin(), z.end(), gz.data());
            std::copy(t.begin(), t.end(), gt.data());
            impl.fn(gz.data(), gt.data(), h, sub);
            ++checks;
            const bool ok = std::equal(want.begin(), want.end(), gz.data()) && gz.CanariesIntact() &&
                            gt.CanariesIntact() && std::equal(t.begin(), t.end(), gt.data());
            if (!ok) {
              const size_t i = FirstWrongWord(gz.data(), want.data(), 4 * h);
              ADD_FAILURE() << SeedNote() << " impl=" << impl.name << " karatsubaCombine h=" << h
                            << " sub=" << sub << " pattern=" << static_cast<int>(p) << " rep=" << rep
                            << ": first wrong word " << i << (gz.CanariesIntact() ? "" : " (z canary clobbered)")
                            << (gt.CanariesIntact() ? "" : " (t canary clobbered)");
              if (++failures > 10) return;
            }
          }
        }
      }
    }
  }
  EXPECT_GT(checks, 1000u);
}

// The asm entry: in table x86_64_adx on a BMI2+ADX CPU, and SysV-clean.
TEST(KaratsubaCombineTest, AsmSelectedAndAbiClean) {
#if defined(LIMB_ARITH_TEST_ABI)
  if (!CheckAdxEntries([](const ArithKernels& t, bool adx) {
        EXPECT_EQ(t.karatsubaCombine, adx ? &limb_karatsubaCombine_adx : nullptr) << t.name;
      })) {
    GTEST_SKIP() << "no BMI2+ADX on this CPU";
  }
  std::mt19937_64 rng = CaseRng(0x6b6361, 0, 0);
  for (size_t h : {1, 2, 3, 4, 5, 8, 16, 17}) {
    for (Word sub : {Word{0}, Word{1}}) {
      for (int ones = 0; ones < 2; ++ones) {  // ones: the rare carry paths run too
        SCOPED_TRACE("limb_karatsubaCombine_adx h=" + std::to_string(h) + " sub=" + std::to_string(sub) +
                     " ones=" + std::to_string(ones));
        std::vector<Word> z(4 * h), t(2 * h);
        for (auto& w : z) w = ones ? kWordMax : rng();
        for (auto& w : t) w = ones ? (sub ? kWordMax : 0) : rng();
        std::vector<Word> want = z;
        karatsubaCombine_g(want.data(), t.data(), h, sub);
        EXPECT_EQ(test::CallCheckingAbi(reinterpret_cast<const void*>(&limb_karatsubaCombine_adx),
                                               {reinterpret_cast<uint64_t>(z.data()),
                                                reinterpret_cast<uint64_t>(t.data()), h, sub})
                      .violations,
                  "");
        EXPECT_EQ(z, want);
      }
    }
  }
#else
  GTEST_SKIP() << "built without x86-64 asm";
#endif
}

// mul16 (arith.h): every table's entry and the twin against mpn_mul_n, on
// every pattern, with x1 - x0 and y1 - y0 of both signs (and zero), z and the
// inputs at offsets 0..3 with canaries; then the asm entry's selection and ABI.
TEST(Mul16Test, AllTablesMatchTwinAndMpn) {
  SCOPED_TRACE(SeedNote());
  std::vector<std::pair<std::string, void (*)(Word*, const Word*, const Word*) noexcept>> impls = {
      {"twin", &mul16_g}};
  for (const ArithKernels* t : AllArithKernels()) {
    if (t->mul16 != nullptr) impls.push_back({t->name, t->mul16});
  }
  size_t failures = 0, checks = 0;
  for (BPattern p : kBPatterns) {
    for (int shape = 0; shape < 9; ++shape) {  // x1 <, =, > x0 times y1 <, =, > y0
      for (int rep = 0; rep < 8; ++rep) {
        std::mt19937_64 rng = CaseRng(0x6d3136, static_cast<uint64_t>(p), shape * 16 + rep);
        const size_t off = static_cast<size_t>(rep) % 4;
        Guarded x(16, (off + 1) % 4), y(16, (off + 2) % 4);
        FillB(x.data(), 16, p, rng);
        FillB(y.data(), 16, p, rng);
        // Shape: halves made equal, or ordered by swapping the halves.
        for (int which = 0; which < 2; ++which) {
          Word* v = which == 0 ? x.data() : y.data();
          const int want = which == 0 ? shape % 3 : shape / 3;  // 0: hi < lo, 1: equal, 2: hi > lo
          if (want == 1) {
            std::copy(v, v + 8, v + 8);
          } else {
            int cmp = 0;
            for (int i = 7; i >= 0 && cmp == 0; --i) cmp = v[8 + i] < v[i] ? -1 : (v[8 + i] > v[i] ? 1 : 0);
            if ((want == 0 && cmp > 0) || (want == 2 && cmp < 0)) std::swap_ranges(v, v + 8, v + 8);
          }
        }
        const std::vector<Word> x0(x.data(), x.data() + 16), y0(y.data(), y.data() + 16);
        std::vector<Word> want(32);
        mpn_mul_n(L(want.data()), L(x.data()), L(y.data()), 16);
        for (const auto& [name, fn] : impls) {
          Guarded z(32, off);
          fn(z.data(), x.data(), y.data());
          ++checks;
          const bool ok = std::equal(want.begin(), want.end(), z.data()) && z.CanariesIntact() &&
                          x.CanariesIntact() && y.CanariesIntact() &&
                          std::equal(x0.begin(), x0.end(), x.data()) && std::equal(y0.begin(), y0.end(), y.data());
          if (!ok) {
            const size_t i = FirstWrongWord(z.data(), want.data(), 32);
            ADD_FAILURE() << SeedNote() << " impl=" << name << " mul16 pattern=" << BPatternName(p)
                          << " shape=" << shape << " rep=" << rep << ": first wrong word " << i
                          << (z.CanariesIntact() ? "" : " (z canary clobbered)");
            if (++failures > 10) return;
          }
        }
      }
    }
  }
  EXPECT_GT(checks, 300u);
}

TEST(Mul16Test, AsmSelectedAndAbiClean) {
#if defined(LIMB_ARITH_TEST_ABI)
  if (!CheckAdxEntries([](const ArithKernels& t, bool adx) {
        EXPECT_EQ(t.mul16, adx ? &limb_mul16_adx : nullptr) << t.name;
      })) {
    GTEST_SKIP() << "no BMI2+ADX on this CPU";
  }
  std::mt19937_64 rng = CaseRng(0x6d313661, 0, 0);
  for (int rep = 0; rep < 8; ++rep) {
    std::vector<Word> x(16), y(16), z(32, 0), want(32);
    for (auto& w : x) w = rep == 7 ? kWordMax : rng();
    for (auto& w : y) w = rep == 7 ? kWordMax : rng();
    mul16_g(want.data(), x.data(), y.data());
    EXPECT_EQ(test::CallCheckingAbi(reinterpret_cast<const void*>(&limb_mul16_adx),
                                           {reinterpret_cast<uint64_t>(z.data()),
                                            reinterpret_cast<uint64_t>(x.data()),
                                            reinterpret_cast<uint64_t>(y.data())})
                  .violations,
              "")
        << "rep " << rep;
    EXPECT_EQ(z, want) << "rep " << rep;
  }
#else
  GTEST_SKIP() << "built without x86-64 asm";
#endif
}

// sqr16 (arith.h): every table's entry and the twin against mpn_sqr, on every
// pattern with the top bit of x0 (the doubling's carry, a separate add) set
// and clear, at offsets 0..3 with canaries; then the asm entry's selection
// and ABI.
TEST(Sqr16Test, AllTablesMatchTwinAndMpn) {
  SCOPED_TRACE(SeedNote());
  std::vector<std::pair<std::string, void (*)(Word*, const Word*) noexcept>> impls = {{"twin", &sqr16_g}};
  for (const ArithKernels* t : AllArithKernels()) {
    if (t->sqr16 != nullptr) impls.push_back({t->name, t->sqr16});
  }
  size_t failures = 0, checks = 0;
  for (BPattern p : kBPatterns) {
    for (int top = 0; top < 3; ++top) {  // x[7]'s top bit: as filled, cleared, set
      for (int rep = 0; rep < 8; ++rep) {
        std::mt19937_64 rng = CaseRng(0x733136, static_cast<uint64_t>(p), top * 16 + rep);
        const size_t off = static_cast<size_t>(rep) % 4;
        Guarded x(16, (off + 1) % 4);
        FillB(x.data(), 16, p, rng);
        if (top == 1) x.data()[7] &= ~(Word{1} << 63);
        if (top == 2) x.data()[7] |= Word{1} << 63;
        const std::vector<Word> x0(x.data(), x.data() + 16);
        std::vector<Word> want(32);
        mpn_sqr(L(want.data()), L(x.data()), 16);
        for (const auto& [name, fn] : impls) {
          Guarded z(32, off);
          fn(z.data(), x.data());
          ++checks;
          const bool ok = std::equal(want.begin(), want.end(), z.data()) && z.CanariesIntact() &&
                          x.CanariesIntact() && std::equal(x0.begin(), x0.end(), x.data());
          if (!ok) {
            const size_t i = FirstWrongWord(z.data(), want.data(), 32);
            ADD_FAILURE() << SeedNote() << " impl=" << name << " sqr16 pattern=" << BPatternName(p)
                          << " top=" << top << " rep=" << rep << ": first wrong word " << i
                          << (z.CanariesIntact() ? "" : " (z canary clobbered)");
            if (++failures > 10) return;
          }
        }
      }
    }
  }
  // Every case ran for every implementation (the twin alone under noasm).
  EXPECT_EQ(checks, std::size(kBPatterns) * 3 * 8 * impls.size());
}

TEST(Sqr16Test, AsmSelectedAndAbiClean) {
#if defined(LIMB_ARITH_TEST_ABI)
  if (!CheckAdxEntries([](const ArithKernels& t, bool adx) {
        EXPECT_EQ(t.sqr16, adx ? &limb_sqr16_adx : nullptr) << t.name;
      })) {
    GTEST_SKIP() << "no BMI2+ADX on this CPU";
  }
  std::mt19937_64 rng = CaseRng(0x73313661, 0, 0);
  for (int rep = 0; rep < 8; ++rep) {
    std::vector<Word> x(16), z(32, 0), want(32);
    for (auto& w : x) w = rep == 7 ? kWordMax : rng();
    sqr16_g(want.data(), x.data());
    EXPECT_EQ(test::CallCheckingAbi(reinterpret_cast<const void*>(&limb_sqr16_adx),
                                           {reinterpret_cast<uint64_t>(z.data()),
                                            reinterpret_cast<uint64_t>(x.data())})
                  .violations,
              "")
        << "rep " << rep;
    EXPECT_EQ(z, want) << "rep " << rep;
  }
#else
  GTEST_SKIP() << "built without x86-64 asm";
#endif
}

}  // namespace
}  // namespace limb
