// Multiplication and squaring of word vectors: schoolbook (two rows of the
// product per pass over z), a dedicated squaring, Karatsuba above measured
// thresholds, Toom-3, Toom-4 or Toom-6 where a cost model says they beat
// Karatsuba, and chunking for unbalanced operands.
#include <array>
#include <atomic>
#include <cstring>
#include <utility>
#include <vector>

#include "limb/base/check.h"
#include "limb/bignum/arith.h"
#include "limb/bignum/nat.h"
#include "limb/bignum/nat_internal.h"

namespace limb {

// Karatsuba thresholds: products split from 16 words, squares from 24.
// Products can split early because the unrolled 8 x 8 basecase makes 8-word
// leaves cheap; squares stay on the Comba square up to 16 words (16-word
// squares are Sqr16Split, built from the unrolled 8-word kernels), where a
// Karatsuba square does not pay. Toom-3 and Toom-4 are chosen per size by a
// cost model (ToomPlan) from their thresholds up, which only bound the
// sizes the model may consider.
// Measured: nat_bench limb/Mul/N and limb/Sqr/N against gmp/ (bazel run
// --config=opt //benchmarks:nat_bench), rebuilt with the macros below for
// each candidate; the tables are in benchmarks/RESULTS.md.
// The macros exist only to re-measure the thresholds (build nat_bench with
// -DLIMB_KARATSUBA_MUL_THRESHOLD=n); nothing else sets them.
#ifndef LIMB_KARATSUBA_MUL_THRESHOLD
#define LIMB_KARATSUBA_MUL_THRESHOLD 16
#endif
#ifndef LIMB_KARATSUBA_SQR_THRESHOLD
#define LIMB_KARATSUBA_SQR_THRESHOLD 24
#endif
#ifndef LIMB_ASM_SQR_MIN
#define LIMB_ASM_SQR_MIN 16
#endif
#ifndef LIMB_TOOM3_MUL_THRESHOLD
#define LIMB_TOOM3_MUL_THRESHOLD 96
#endif
#ifndef LIMB_TOOM3_SQR_THRESHOLD
#define LIMB_TOOM3_SQR_THRESHOLD 96
#endif
#ifndef LIMB_TOOM4_MUL_THRESHOLD
#define LIMB_TOOM4_MUL_THRESHOLD 160
#endif
#ifndef LIMB_TOOM4_SQR_THRESHOLD
#define LIMB_TOOM4_SQR_THRESHOLD 160
#endif
// The weight of Toom-4's linear term in the cost model (Toom3Plan below).
#ifndef LIMB_TOOM4_LINEAR
#define LIMB_TOOM4_LINEAR 20
#endif
#ifndef LIMB_TOOM6_MUL_THRESHOLD
#define LIMB_TOOM6_MUL_THRESHOLD 300
#endif
#ifndef LIMB_TOOM6_SQR_THRESHOLD
#define LIMB_TOOM6_SQR_THRESHOLD 300
#endif
// The weights of Toom-6's linear term in the cost model (products evaluate
// two operands).
// Measured: limb speed --filter '^(Mul|Sqr)/(3000|10000|30000)$' with other
// weights (benchmarks/RESULTS.md, "nat_mul.cc: Toom-6").
#ifndef LIMB_TOOM6_SQR_LINEAR
#define LIMB_TOOM6_SQR_LINEAR 32
#endif
#ifndef LIMB_TOOM6_MUL_LINEAR
#define LIMB_TOOM6_MUL_LINEAR 35
#endif
const size_t kKaratsubaMulThreshold = LIMB_KARATSUBA_MUL_THRESHOLD;
const size_t kKaratsubaSqrThreshold = LIMB_KARATSUBA_SQR_THRESHOLD;
const size_t kToom3MulThreshold = LIMB_TOOM3_MUL_THRESHOLD;
const size_t kToom3SqrThreshold = LIMB_TOOM3_SQR_THRESHOLD;
const size_t kToom4MulThreshold = LIMB_TOOM4_MUL_THRESHOLD;
const size_t kToom4SqrThreshold = LIMB_TOOM4_SQR_THRESHOLD;
const size_t kToom6MulThreshold = LIMB_TOOM6_MUL_THRESHOLD;
const size_t kToom6SqrThreshold = LIMB_TOOM6_SQR_THRESHOLD;

namespace {

// Fixed-size product scanning (Comba): column k of the product is summed in
// a 192-bit accumulator (c0, c1, c2), written out, and the accumulator shifts
// down one word. With N known at compile time the loops unroll into straight
// MUL/ADD/ADC code with no function-pointer calls and no z reloads, which is
// what wins for tiny operands (the row kernels' per-call cost dominates
// there). Portable C++, so it runs in every table (including generic).

// UBSan instrumentation is switched off for the Comba routines only: fully
// unrolled and instrumented (-fsanitize=undefined -fno-sanitize-recover -fPIC)
// they take GCC 12 many minutes to compile. They contain nothing UBSan
// checks for: unsigned arithmetic only, constant shifts of 1 and 63, and
// compile-time indexes within [0, N) and [0, 2N) (ASan still checks the
// accesses, and the oracle tests cover every N).
#define LIMB_COMBA_NO_UBSAN __attribute__((no_sanitize("undefined")))

// (c0, c1, c2) += p. The accumulator never overflows 192 bits: a column holds
// at most N < 2^32 products, each < 2^128.
LIMB_COMBA_NO_UBSAN inline void Mac(Word& c0, Word& c1, Word& c2, DWord p) noexcept {
  const DWord s = ((DWord{c1} << 64) | c0) + p;
  c2 += s < p;  // the 128-bit add carried
  c0 = static_cast<Word>(s);
  c1 = static_cast<Word>(s >> 64);
}

template <size_t N>
LIMB_COMBA_NO_UBSAN void CombaMul(Word* __restrict z, const Word* __restrict x, const Word* __restrict y) noexcept {
  Word c0 = 0, c1 = 0, c2 = 0;
#pragma GCC unroll 64
  for (size_t k = 0; k < 2 * N - 1; ++k) {
    const size_t lo = k < N ? 0 : k - N + 1, hi = k < N ? k : N - 1;
#pragma GCC unroll 64
    for (size_t i = lo; i <= hi; ++i) Mac(c0, c1, c2, DWord{x[i]} * y[k - i]);
    z[k] = c0;
    c0 = c1;
    c1 = c2;
    c2 = 0;
  }
  z[2 * N - 1] = c0;
}

// Squaring: per column, the off-diagonal sum d = sum_{i<j, i+j=k} x_i x_j
// is doubled (a 192-bit shift; 2d < 2^192 since a column has < 2^62
// products), then x_{k/2}^2 is added for even k, then d joins the carry.
template <size_t N>
LIMB_COMBA_NO_UBSAN void CombaSqr(Word* __restrict z, const Word* __restrict x) noexcept {
  Word c0 = 0, c1 = 0, c2 = 0;
#pragma GCC unroll 64
  for (size_t k = 0; k < 2 * N - 1; ++k) {
    const size_t lo = k < N ? 0 : k - N + 1;
    Word d0 = 0, d1 = 0, d2 = 0;
#pragma GCC unroll 64
    for (size_t i = lo; i < k - i; ++i) Mac(d0, d1, d2, DWord{x[i]} * x[k - i]);
    d2 = (d2 << 1) | (d1 >> 63);
    d1 = (d1 << 1) | (d0 >> 63);
    d0 <<= 1;
    if ((k & 1) == 0) Mac(d0, d1, d2, DWord{x[k / 2]} * x[k / 2]);
    // (c0, c1, c2) += (d0, d1, d2); the sum is the running product's column
    // carry, which stays below 2^192.
    const DWord d = (DWord{d1} << 64) | d0;
    const DWord s = ((DWord{c1} << 64) | c0) + d;
    c2 += d2 + (s < d);
    c0 = static_cast<Word>(s);
    c1 = static_cast<Word>(s >> 64);
    z[k] = c0;
    c0 = c1;
    c1 = c2;
    c2 = 0;
  }
  z[2 * N - 1] = c0;
}

using CombaMulFn = void (*)(Word*, const Word*, const Word*) noexcept;
using CombaSqrFn = void (*)(Word*, const Word*) noexcept;

// Comba is used for n x n products with n <= kCombaMulMax and squares with
// n <= kCombaSqrMax. Measured (same machine, CPU-time ns, isolated binary):
// Comba Mul 4: 8.3-9.5 vs rows 15.8; Mul 8: 37.4 vs rows 37.6 (no gain, so
// Mul stops at 6); Comba Sqr 8: 23.6 vs rows 53; Sqr 16: 77-79 vs rows 123.
constexpr size_t kCombaMulMax = 6;
constexpr size_t kCombaSqrMax = 16;

template <size_t... I>
constexpr auto MakeCombaMulTable(std::index_sequence<I...>) {
  return std::array<CombaMulFn, sizeof...(I)>{{(I == 0 ? nullptr : &CombaMul<I + (I == 0)>)...}};
}
template <size_t... I>
constexpr auto MakeCombaSqrTable(std::index_sequence<I...>) {
  return std::array<CombaSqrFn, sizeof...(I)>{{(I == 0 ? nullptr : &CombaSqr<I + (I == 0)>)...}};
}
constexpr auto kCombaMul = MakeCombaMulTable(std::make_index_sequence<kCombaMulMax + 1>());
constexpr auto kCombaSqr = MakeCombaSqrTable(std::make_index_sequence<kCombaSqrMax + 1>());

// z[0, len) += c (c a small carry), stopping as soon as the carry dies:
// variable time, like everything in Nat (public data). A carry out of z's
// top is dropped (the callers' sums are exact modulo B^len; see below).
inline void AddCarry(Word* z, size_t len, Word c) noexcept {
  for (size_t i = 0; c != 0 && i < len; ++i) {
    z[i] += c;
    c = z[i] < c;
  }
}
// z[0, len) -= c, stopping as soon as the borrow dies; a borrow out of the
// top is dropped.
inline void SubBorrow(Word* z, size_t len, Word c) noexcept {
  for (size_t i = 0; c != 0 && i < len; ++i) {
    const Word w = z[i];
    z[i] = w - c;
    c = w < c;
  }
}
// z[0, len) += v for a signed small v.
inline void AddSigned(Word* z, size_t len, int64_t v) noexcept {
  if (v >= 0) {
    AddCarry(z, len, static_cast<Word>(v));
  } else {
    SubBorrow(z, len, static_cast<Word>(-v));
  }
}

void Sqr16Split(Word* z, const Word* x, const ArithKernels& k) noexcept;

// Basecase z[0, xn+yn) = x * y for xn >= yn >= 1, z not overlapping x, y.
// Each row i adds x * y[i] at z + i; the first row initialises z.
void BasecaseMul(Word* z, const Word* x, size_t xn, const Word* y, size_t yn,
                 const ArithKernels& k) noexcept {
  if (k.mulBasecase != nullptr) {  // the table's asm schoolbook (arith.h)
    k.mulBasecase(z, x, xn, y, yn);
    return;
  }
  if (xn == yn && xn <= kCombaMulMax) {
    kCombaMul[xn](z, x, y);
    return;
  }
  z[xn] = k.mulAddVWW(z, x, xn, y[0], 0);
  for (size_t i = 1; i < yn; ++i) z[xn + i] = k.addMulVVW(z + i, x, xn, y[i]);
}

// Basecase z[0, 2n) = x^2, n >= 1: the off-diagonal products x[i]*x[j]
// (i < j) once, doubled by one shift, plus the diagonal squares x[i]^2.
void BasecaseSqr(Word* z, const Word* x, size_t n, const ArithKernels& k) noexcept {
  if (n == 1) {
    MulWW(x[0], x[0], &z[1], &z[0]);
    return;
  }
  // The table's asm schoolbook where it measured faster than Comba: its
  // unrolled n = 4 and n = 8 paths, and every n above LIMB_ASM_SQR_MIN.
  if (k.sqrBasecase != nullptr && (n > LIMB_ASM_SQR_MIN || n == 4 || n == 8)) {
    k.sqrBasecase(z, x, n);
    return;
  }
  if (n == 16 && k.sqr16 != nullptr) {
    k.sqr16(z, x);  // Sqr16Split in one asm routine (sqr_basecase_adx.S)
    return;
  }
  if (n == 16 && k.sqrBasecase != nullptr && k.mulBasecase != nullptr) {
    Sqr16Split(z, x, k);
    return;
  }
  if (n <= kCombaSqrMax) {
    kCombaSqr[n](z, x);
    return;
  }
  // Off-diagonal: row i adds x[i] * x[i+1, n) at z + 2i + 1; its carry lands
  // in z[i + n], which no earlier row has written (row i-1 ends at i-1+n).
  z[0] = 0;
  z[n] = k.mulAddVWW(z + 1, x + 1, n - 1, x[0], 0);
  for (size_t i = 1; i + 1 < n; ++i) {
    z[i + n] = k.addMulVVW(z + 2 * i + 1, x + i + 1, n - i - 1, x[i]);
  }
  z[2 * n - 1] = 0;
  // 2 * offdiag < x^2 < 2^(128n): the doubling cannot carry out.
  k.shlVU(z, z, 2 * n, 1);
  // Diagonal: z += sum x[i]^2 * 2^(128 i). The total is x^2, so the final
  // carry is 0.
  Word c = 0;
  for (size_t i = 0; i < n; ++i) {
    Word hi, lo;
    MulWW(x[i], x[i], &hi, &lo);
    z[2 * i] = AddWW(z[2 * i], lo, c, &c);
    z[2 * i + 1] = AddWW(z[2 * i + 1], hi, c, &c);
  }
}

// Sqr16Split: z[0, 32) = x^2 for 16 words from the table's unrolled 8-word
// kernels (sqr_basecase_adx.S, mul_basecase_adx.S), with x = x0 + x1 B^8:
//   x^2 = x0^2 + 2 x0 x1 B^8 + x1^2 B^16.
// The doubling goes into x0 before the product: 2 x0 = d + b B^8 with
// d = (x0 << 1) mod B^8 and b the top bit of x0, so 2 x0 x1 = d x1 + b x1 B^8
// (one 8 x 8 product instead of a product and a doubling pass).
// Measured (table in the thresholds comment): 123 vs 142 TSC ticks for the
// Comba square; the same split at 13..15 words (x1 of 5..7 words, row
// kernels) lost 1.1x to Comba, so only n = 16 takes it.
// Variable time (b decides a branch), like all of Nat.
void Sqr16Split(Word* z, const Word* x, const ArithKernels& k) noexcept {
  Word d[8], t[16];
  for (size_t i = 7; i > 0; --i) d[i] = (x[i] << 1) | (x[i - 1] >> 63);  // d = 2 x0 mod B^8
  d[0] = x[0] << 1;
  const Word b = x[7] >> 63;  // the bit shifted out
  k.sqrBasecase(z, x, 8);              // z[0, 16) = x0^2
  k.sqrBasecase(z + 16, x + 8, 8);     // z[16, 32) = x1^2
  k.mulBasecase(t, d, 8, x + 8, 8);    // t = d x1
  AddCarry(z + 24, 8, k.addVV(z + 8, z + 8, t, 16));
  if (b != 0) AddCarry(z + 24, 8, k.addVV(z + 16, z + 16, x + 8, 8));
}

// Compares a[0, n) with b[0, n).
int CmpN(const Word* a, const Word* b, size_t n) noexcept {
  while (n-- > 0) {
    if (a[n] != b[n]) return a[n] < b[n] ? -1 : 1;
  }
  return 0;
}

// d[0, h) = |a - b| where a has h words and b has m <= h words (zero-
// extended). Returns true when a < b (the difference was negated).
bool AbsDiff(Word* d, const Word* a, size_t h, const Word* b, size_t m,
             const ArithKernels& k) noexcept {
  // Compare a with zero-extended b.
  int cmp = 0;
  for (size_t i = h; i > m; --i) {
    if (a[i - 1] != 0) {
      cmp = 1;
      break;
    }
  }
  if (cmp == 0) cmp = CmpN(a, b, m);
  if (cmp >= 0) {
    Word br = k.subVV(d, a, b, m);
    if (h > m) k.subVW(d + m, a + m, h - m, br);  // a >= b: no final borrow
    return false;
  }
  // a < b: then a[m, h) == 0, so |a - b| = b - a[0, m) in m words.
  (void)k.subVV(d, b, a, m);
  for (size_t i = m; i < h; ++i) d[i] = 0;
  return true;
}

// Scratch words KaratsubaMul/Sqr and Toom{3,4,6}Mul/Sqr need for
// size n (a safe upper bound of Karatsuba's S(n) = 6h + 1 + S(h),
// h = ceil(n/2), and of the Toom steps' scratch below).
size_t KaratsubaScratch(size_t n) noexcept { return 8 * n + 256; }

void KaratsubaMul(Word* z, const Word* x, const Word* y, size_t n, Word* scratch,
                  const ArithKernels& k) noexcept;
void KaratsubaSqr(Word* z, const Word* x, size_t n, Word* scratch,
                  const ArithKernels& k) noexcept;
void Toom3Mul(Word* z, const Word* x, const Word* y, size_t n, size_t kw,
              Word* scratch, const ArithKernels& k) noexcept;
void Toom3Sqr(Word* z, const Word* x, size_t n, size_t kw, Word* scratch,
              const ArithKernels& k) noexcept;
void Toom4Mul(Word* z, const Word* x, const Word* y, size_t n, size_t kw,
              Word* scratch, const ArithKernels& k) noexcept;
void Toom4Sqr(Word* z, const Word* x, size_t n, size_t kw, Word* scratch,
              const ArithKernels& k) noexcept;
void Toom6Mul(Word* z, const Word* x, const Word* y, size_t n, size_t kw,
              Word* scratch, const ArithKernels& k) noexcept;
void Toom6Sqr(Word* z, const Word* x, size_t n, size_t kw, Word* scratch,
              const ArithKernels& k) noexcept;

// ---------------------------------------------------------------------------
// Karatsuba, Toom-3, Toom-4 or Toom-6 at size n. Which one is
// faster depends less on n than on the leaves each recursion ends in: per
// word product the 16-word
// asm leaf (mul16/sqr16) costs about two thirds of an 11-12-word basecase,
// so Karatsuba wins at 16 * 2^j words and Toom-3 at most other sizes. The
// choice comes from a cost model evaluated once (on first use, for every n
// up to kToomPlanMax; 2 x 224 KiB), bottom up: leaf(n) below the Karatsuba
// threshold is the leaf's relative cost (10 / 42 / 152 at n = 4 / 8 / 16 for
// Mul, 7 / 26 / 102 for Sqr, otherwise 0.8 n^2 + 20 and 0.5 n^2 + 20; their
// origin: benchmarks/RESULTS.md, "nat_mul.cc: the leaf weights of the
// Toom cost model"),
//   K(n)  = C(floor(n/2)) + 2 C(ceil(n/2)) + 2 n        (Karatsuba step)
//   T3(n) = C(k) + C(n - 2k) + 3 P(k) + 10 n        (Toom-3, k >= ceil(n/3))
//   T4(n) = C(k) + C(n - 3k) + 5 P(k) + L4 n        (Toom-4, k >= ceil(n/4))
//   T6(n) = C(k) + C(n - 5k) + 9 P(k) + L6 n        (Toom-6, k >= ceil(n/6))
// with P(k) = C(k) + 2k (Sqr) or C(k) + 4k (Mul), the (k+1)-word inner
// products as MulTopN/SqrTopN make them (a k-word product and one or two
// addMulVVW passes),
// C(n) = min(K(n), T3(n), T4(n), T6(n)), Toom-3 from kToom3*Threshold
// words, Toom-4 from kToom4*Threshold and Toom-6 from kToom6*Threshold;
// above kToomPlanMax, always Toom-4. The
// linear terms stand for the steps' passes over the words; Toom-3's weight
// of 10 n keeps Karatsuba at 16 * 2^j words, where its 16-word leaves win,
// and Toom-4's L4 = LIMB_TOOM4_LINEAR (its evaluation and interpolation
// make about twice Toom-3's passes, with exact divisions by 3 and 5), and
// Toom-6's L6 = LIMB_TOOM6_SQR_LINEAR / LIMB_TOOM6_MUL_LINEAR (45 passes
// of n/6 words per operand for the evaluations, 22 of n/3 words and two
// fused solves (Toom6Solve) for the interpolation).
// Measured: nat_bench limb/Mul/N and limb/Sqr/N (N = 1024, 3000, 10000,
// 30000) against gmp/; the tables are in benchmarks/RESULTS.md.
constexpr size_t kToomPlanMax = 32768;

enum Split : uint8_t { kSplitKaratsuba = 0, kSplitToom3 = 1, kSplitToom4 = 2, kSplitToom6 = 3 };

struct ToomPlan {
  std::vector<float> cost;
  std::vector<uint8_t> split;    // a Split per n
  std::vector<uint16_t> pieces;  // the Toom step's k per n (0 for Karatsuba)
};

// The Toom step's piece sizes the plan tries for n words split s ways:
// k = ceil(n/s) and k rounded up to a multiple of 8, 16, 32 or 64 (so that
// the pieces' recursion meets the 16 * 2^j sizes of the even, fused
// Karatsuba steps), each kept if the top piece r = n - (s-1) k is at least
// one word and the step's scratch stays within KaratsubaScratch(n): 12 (k+1)
// (Toom-3), 21 (k+1) (Toom-4) or 30 (k+1) (Toom-6) words for the
// evaluations and products, at most 8 (k+1) + 256 for the recursion.
template <typename F>
void ForEachToomPiece(size_t n, size_t s, F&& f) {
  const size_t base = (n + s - 1) / s;
  size_t last = 0;
  for (size_t m : {1, 8, 16, 32, 64}) {
    const size_t kw = (base + m - 1) / m * m;
    const size_t scr = s == 3 ? 20 : s == 4 ? 29 : 38;
    if (kw == last || (s - 1) * kw >= n || scr * (kw + 1) > 8 * n) continue;
    last = kw;
    f(kw);
  }
}

ToomPlan BuildToomPlan(bool sqr) {
  ToomPlan p;
  p.cost.resize(kToomPlanMax + 1);
  p.split.resize(kToomPlanMax + 1);
  p.pieces.resize(kToomPlanMax + 1);
  const size_t kar = sqr ? kKaratsubaSqrThreshold : kKaratsubaMulThreshold;
  const size_t toom3_min = sqr ? kToom3SqrThreshold : kToom3MulThreshold;
  const size_t toom4_min = sqr ? kToom4SqrThreshold : kToom4MulThreshold;
  const size_t toom6_min = sqr ? kToom6SqrThreshold : kToom6MulThreshold;
  const float toom6_linear = sqr ? LIMB_TOOM6_SQR_LINEAR : LIMB_TOOM6_MUL_LINEAR;
  // An inner product of k + 1 words (MulTopN/SqrTopN): a k-word product and
  // one (Sqr) or two (Mul) addMulVVW passes of k words.
  const auto top = [&p, sqr](size_t kw) {
    return p.cost[kw] + (sqr ? 2.0f : 4.0f) * static_cast<float>(kw);
  };
  // A Toom step of s pieces: C(k) + C(n - (s-1) k) + (2s - 3) P(k) + linear n.
  const auto try_toom = [&p, &top](size_t n, size_t s, Split split, float linear) {
    ForEachToomPiece(n, s, [&](size_t kw) {
      const float t = p.cost[kw] + p.cost[n - (s - 1) * kw] +
                      static_cast<float>(2 * s - 3) * top(kw) + linear * static_cast<float>(n);
      if (t < p.cost[n]) {
        p.cost[n] = t;
        p.split[n] = split;
        p.pieces[n] = static_cast<uint16_t>(kw);
      }
    });
  };
  for (size_t n = 0; n <= kToomPlanMax; ++n) {
    const float fn = static_cast<float>(n);
    if (n < kar || n == 16) {
      float leaf = (sqr ? 0.5f : 0.8f) * fn * fn + 20.0f;
      if (n == 4) leaf = sqr ? 7.0f : 10.0f;
      if (n == 8) leaf = sqr ? 26.0f : 42.0f;
      if (n == 16) leaf = sqr ? 102.0f : 152.0f;
      p.cost[n] = leaf;
      continue;
    }
    const size_t m = n / 2;
    const size_t h = n - m;
    p.cost[n] = p.cost[m] + 2.0f * p.cost[h] + 2.0f * fn;
    if (n >= toom3_min && n >= 5) try_toom(n, 3, kSplitToom3, 10.0f);
    if (n >= toom4_min && n >= 10) try_toom(n, 4, kSplitToom4, LIMB_TOOM4_LINEAR);
    if (n >= toom6_min && n >= 36) try_toom(n, 6, kSplitToom6, toom6_linear);
  }
  return p;
}

// Tests only (nat_internal.h): when nonzero, every product of at least this
// many words takes Toom-6 (g_toom6_forced_min), or else Toom-4
// (g_toom4_forced_min), or else Toom-3 (g_toom3_forced_min), whatever the
// plan says.
std::atomic<size_t> g_toom3_forced_min{0};
std::atomic<size_t> g_toom4_forced_min{0};
std::atomic<size_t> g_toom6_forced_min{0};

// The step for n words and, for a Toom step, its piece size k (the forced
// paths and sizes above the plan take k = ceil(n/3), ceil(n/4) or ceil(n/6)).
struct ToomChoice {
  Split split;
  size_t kw;
};

ToomChoice ChooseSplit(size_t n, bool sqr) noexcept {
  const size_t forced3 = g_toom3_forced_min.load(std::memory_order_relaxed);
  const size_t forced4 = g_toom4_forced_min.load(std::memory_order_relaxed);
  const size_t forced6 = g_toom6_forced_min.load(std::memory_order_relaxed);
  if (forced3 != 0 || forced4 != 0 || forced6 != 0) {
    if (forced6 != 0 && n >= forced6) return {kSplitToom6, (n + 5) / 6};
    if (forced4 != 0 && n >= forced4) return {kSplitToom4, (n + 3) / 4};
    if (forced3 != 0 && n >= forced3) return {kSplitToom3, (n + 2) / 3};
    return {kSplitKaratsuba, 0};
  }
  if (n < (sqr ? kToom3SqrThreshold : kToom3MulThreshold)) return {kSplitKaratsuba, 0};
  if (n > kToomPlanMax) return {kSplitToom4, (n + 3) / 4};
  static const ToomPlan plans[2] = {BuildToomPlan(false), BuildToomPlan(true)};
  const ToomPlan& p = plans[sqr ? 1 : 0];
  return {static_cast<Split>(p.split[n]), p.pieces[n]};
}

// z[0, 2n) = x * y with n equal-length operands.
inline void MulN(Word* z, const Word* x, const Word* y, size_t n, Word* scratch,
                 const ArithKernels& k) noexcept {
  if (n == 16 && k.mul16 != nullptr && kKaratsubaMulThreshold <= 16) {
    k.mul16(z, x, y);
  } else if (n < kKaratsubaMulThreshold) {
    BasecaseMul(z, x, n, y, n, k);
  } else {
    const ToomChoice c = ChooseSplit(n, false);
    switch (c.split) {
      case kSplitKaratsuba:
        KaratsubaMul(z, x, y, n, scratch, k);
        break;
      case kSplitToom3:
        Toom3Mul(z, x, y, n, c.kw, scratch, k);
        break;
      case kSplitToom4:
        Toom4Mul(z, x, y, n, c.kw, scratch, k);
        break;
      case kSplitToom6:
        Toom6Mul(z, x, y, n, c.kw, scratch, k);
        break;
    }
  }
}

inline void SqrN(Word* z, const Word* x, size_t n, Word* scratch,
                 const ArithKernels& k) noexcept {
  if (n < kKaratsubaSqrThreshold) {
    BasecaseSqr(z, x, n, k);
  } else {
    const ToomChoice c = ChooseSplit(n, true);
    switch (c.split) {
      case kSplitKaratsuba:
        KaratsubaSqr(z, x, n, scratch, k);
        break;
      case kSplitToom3:
        Toom3Sqr(z, x, n, c.kw, scratch, k);
        break;
      case kSplitToom4:
        Toom4Sqr(z, x, n, c.kw, scratch, k);
        break;
      case kSplitToom6:
        Toom6Sqr(z, x, n, c.kw, scratch, k);
        break;
    }
  }
}

// The Toom steps' inner products: (k+1)-word evaluations whose top word is
// small (below 15 for Toom-4's, 7 for Toom-3's). With x = a + s B^k and
// y = b + t B^k (a, b of k words):
//   x y = a b + (s b + t a) B^k + s t B^(2k),   x^2 = a^2 + 2 s a B^k + s^2 B^(2k),
// so the product is one k-word MulN/SqrN and one or two addMulVVW passes:
// the recursion stays on the k-word sizes the plan prefers (16 * 2^j words
// for Karatsuba's even, fused steps) instead of k + 1. z has 2k + 2 words.
// The carries of the passes are below s + t + 1 and 2s + 1, so the word at
// B^(2k) holds them and s t for tops below 2^31 (checked; the evaluations'
// are below 15).
constexpr Word kSmallTop = Word{1} << 31;

void MulTopN(Word* z, const Word* x, const Word* y, size_t kw, Word* scratch,
             const ArithKernels& k) noexcept;
void SqrTopN(Word* z, const Word* x, size_t kw, Word* scratch, const ArithKernels& k) noexcept;

// KaratsubaCombine finishes an even-length Karatsuba step (n = 2h): z holds
// [L0 H0 L2 H2] (h words each; z0 = x0 y0 = H0 B^h + L0, z2 = x1 y1 =
// H2 B^h + L2), t[0, 2h) = |t|, and it adds (z0 + z2 - |t|) B^h (kNegT) or
// (z0 + z2 + |t|) B^h to z. The middle words need only S = H0 + L2 (GMP's
// Toom-2 arrangement):
//   z[h, 2h)  = H0 + L0 + L2 = S + L0     (carry c1 into B^(2h))
//   z[2h, 3h) = L2 + H0 + H2 = S + H2     (carry c2 into B^(3h))
// S's own carry cs enters at B^(2h) and at B^(3h). Then z[h, 3h) -+= |t|.
// Four kernel passes of h, h, h, 2h words (the general path below makes
// five of up to 2h + 1). Every partial sum is exact modulo B^(4h), and the
// final value x*y < B^(4h), so carries or borrows out of z's top are the
// wrap of intermediate sums and are dropped.
template <bool kNegT>
void KaratsubaCombine(Word* z, const Word* t, size_t h, const ArithKernels& k) noexcept {
  if (k.karatsubaCombine != nullptr) {  // the same sums in two fused passes (arith.h)
    k.karatsubaCombine(z, t, h, kNegT ? 1 : 0);
    return;
  }
  Word* const l0 = z;
  Word* const h0 = z + h;
  Word* const l2 = z + 2 * h;
  Word* const h2 = z + 3 * h;
  const Word cs = k.addVV(l2, h0, l2, h);  // l2 = S
  const Word c1 = k.addVV(h0, l2, l0, h);  // h0 = S + L0
  const Word c2 = k.addVV(l2, l2, h2, h);  // l2 = S + H2
  const Word ct = kNegT ? k.subVV(h0, h0, t, 2 * h) : k.addVV(h0, h0, t, 2 * h);
  // Into B^(2h): c1 + cs in [0, 2]. Into B^(3h): c2 + cs -+ ct in [-1, 3].
  AddCarry(l2, 2 * h, c1 + cs);
  const int64_t top = static_cast<int64_t>(c2 + cs) +
                      (kNegT ? -static_cast<int64_t>(ct) : static_cast<int64_t>(ct));
  AddSigned(h2, h, top);
}

// Karatsuba (Knuth 4.3.3): x = x1 B^m + x0, y = y1 B^m + y0 with m = floor(n/2)
// low words and h = n - m high words. With z0 = x0 y0, z2 = x1 y1 and
// t = (x1 - x0)(y1 - y0):  x y = z2 B^2m + (z0 + z2 - t) B^m + z0.
// The middle term x0 y1 + x1 y0 is non-negative and below 2 B^(m+h), so it
// fits 2h + 1 words.
void KaratsubaMul(Word* z, const Word* x, const Word* y, size_t n, Word* scratch,
                  const ArithKernels& k) noexcept {
  const size_t m = n / 2;
  const size_t h = n - m;
  Word* dx = scratch;
  Word* dy = dx + h;
  Word* t = dy + h;         // 2h words
  Word* mid = t + 2 * h;    // 2h + 1 words
  Word* next = mid + 2 * h + 1;

  MulN(z, x, y, m, next, k);                  // z[0, 2m) = z0
  MulN(z + 2 * m, x + m, y + m, h, next, k);  // z[2m, 2n) = z2
  const bool nx = AbsDiff(dx, x + m, h, x, m, k);
  const bool ny = AbsDiff(dy, y + m, h, y, m, k);
  MulN(t, dx, dy, h, next, k);  // |t|
  if (m == h) {  // n even: one fused pass
    if (nx == ny) {
      KaratsubaCombine<true>(z, t, h, k);
    } else {
      KaratsubaCombine<false>(z, t, h, k);
    }
    return;
  }

  // n odd: mid = z0 + z2 (z0 zero-extended from 2m to 2h words).
  Word c = k.addVV(mid, z + 2 * m, z, 2 * m);
  c = k.addVW(mid + 2 * m, z + 4 * m, 2 * h - 2 * m, c);
  mid[2 * h] = c;
  if (nx == ny) {  // t >= 0: mid -= |t|
    Word b = k.subVV(mid, mid, t, 2 * h);
    mid[2 * h] -= b;
  } else {  // t <= 0: mid += |t|
    Word c2 = k.addVV(mid, mid, t, 2 * h);
    mid[2 * h] += c2;
  }
  // z[m, 2n) += mid; 2n - m = m + 2h >= 2h + 1 words, no final carry.
  Word c3 = k.addVV(z + m, z + m, mid, 2 * h + 1);
  k.addVW(z + m + 2 * h + 1, z + m + 2 * h + 1, 2 * n - m - (2 * h + 1), c3);
}

// Karatsuba squaring: x^2 = z2 B^2m + (z0 + z2 - (x1 - x0)^2) B^m + z0.
void KaratsubaSqr(Word* z, const Word* x, size_t n, Word* scratch,
                  const ArithKernels& k) noexcept {
  const size_t m = n / 2;
  const size_t h = n - m;
  Word* dx = scratch;
  Word* t = dx + h;         // 2h words
  Word* mid = t + 2 * h;    // 2h + 1 words
  Word* next = mid + 2 * h + 1;

  SqrN(z, x, m, next, k);
  SqrN(z + 2 * m, x + m, h, next, k);
  (void)AbsDiff(dx, x + m, h, x, m, k);
  SqrN(t, dx, h, next, k);
  if (m == h) {  // n even: one fused pass
    KaratsubaCombine<true>(z, t, h, k);
    return;
  }

  Word c = k.addVV(mid, z + 2 * m, z, 2 * m);
  c = k.addVW(mid + 2 * m, z + 4 * m, 2 * h - 2 * m, c);
  mid[2 * h] = c;
  Word b = k.subVV(mid, mid, t, 2 * h);
  mid[2 * h] -= b;
  Word c3 = k.addVV(z + m, z + m, mid, 2 * h + 1);
  k.addVW(z + m + 2 * h + 1, z + m + 2 * h + 1, 2 * n - m - (2 * h + 1), c3);
}

void MulTopN(Word* z, const Word* x, const Word* y, size_t kw, Word* scratch,
             const ArithKernels& k) noexcept {
  const Word s = x[kw], t = y[kw];
  LIMB_CHECK(s < kSmallTop && t < kSmallTop);
  MulN(z, x, y, kw, scratch, k);  // z[0, 2k) = a b
  Word top = s * t;
  if (s != 0) top += k.addMulVVW(z + kw, y, kw, s);
  if (t != 0) top += k.addMulVVW(z + kw, x, kw, t);
  z[2 * kw] = top;
  z[2 * kw + 1] = 0;
}

void SqrTopN(Word* z, const Word* x, size_t kw, Word* scratch, const ArithKernels& k) noexcept {
  const Word s = x[kw];
  LIMB_CHECK(s < kSmallTop);
  SqrN(z, x, kw, scratch, k);  // z[0, 2k) = a^2
  Word top = s * s;
  if (s != 0) top += k.addMulVVW(z + kw, x, kw, 2 * s);
  z[2 * kw] = top;
  z[2 * kw + 1] = 0;
}

// ---------------------------------------------------------------------------
// Toom-3 (Toom-Cook 3-way) for n >= kToom3*Threshold words: x = x2 B^2 +
// x1 B + x0 with B = 2^(64k), k >= ceil(n/3) words in x0 and x1 (the plan's
// choice, ForEachToomPiece) and
// r = n - 2k in x2 (1 <= r <= k), likewise y. The product W(t) = w4 t^4 +
// ... + w0 of the two polynomials is recovered from five values, at
// t = 0, 1, -1, 2 and infinity, each a product of about n/3 words:
//   W(0) = x0 y0, W(inf) = x2 y2, W(1) = (x0+x1+x2)(y0+y1+y2),
//   W(-1) = (x0-x1+x2)(y0-y1+y2) (signed), W(2) = (x0+2x1+4x2)(y0+2y1+4y2),
// then interpolated with Bodrato's sequence for these points (M. Bodrato,
// "Towards Optimal Toom-Cook Multiplication for Univariate and Multivariate
// Polynomials in Characteristic 2 and 0", WAIFI 2007):
//   r2 = (W(2) - W(-1)) / 3      = w1 + w2 + 3 w3 + 5 w4
//   r1 = (W(1) - W(-1)) / 2      = w1 + w3
//   r0 = W(1) - W(0)             = w1 + w2 + w3 + w4
//   r2 = (r2 - r0) / 2           = w3 + 2 w4
//   r0 = r0 - r1 - w4            = w2
//   r2 = r2 - 2 w4               = w3
//   r1 = r1 - r2                 = w1
// Every intermediate is a non-negative combination of the w's (which are
// non-negative: products of polynomials with non-negative coefficients), so
// only W(-1) carries a sign, and the divisions are exact (by 2: a shift; by
// 3: Hensel's exact division, DivExact3Words). The evaluations have k + 1 words
// (x0 + 2 x1 + 4 x2 < 7 B^k), so the three inner products are (k+1)-word
// MulTopN/SqrTopN calls, whose k-word MulN/SqrN recurse into Toom-3 or
// Karatsuba.
// Scratch: 6 (k+1) evaluation words, 3 (2k+2) product words, then the
// recursion's: 12(k+1) + S(k) <= 8n + 256 = KaratsubaScratch(n) for every k
// the plan may pick (ForEachToomPiece).

// Toom3Eval: for x = x2 B^2 + x1 B + x0 (k, k, r words), p1 = x0 + x1 + x2,
// pm1 = |x0 - x1 + x2|, p2 = x0 + 2 x1 + 4 x2, each k + 1 words. Returns
// true when x0 - x1 + x2 < 0.
bool Toom3Eval(Word* p1, Word* pm1, Word* p2, const Word* x, size_t kw, size_t r,
               const ArithKernels& k) noexcept {
  const Word* x0 = x;
  const Word* x1 = x + kw;
  const Word* x2 = x + 2 * kw;
  Word c = k.addVV(p1, x0, x2, r);  // p1 = x0 + x2
  if (kw > r) c = k.addVW(p1 + r, x0 + r, kw - r, c);
  p1[kw] = c;
  const bool neg = AbsDiff(pm1, p1, kw + 1, x1, kw, k);  // |x0 + x2 - x1|
  p1[kw] += k.addVV(p1, p1, x1, kw);                     // x0 + x1 + x2 < 3 B^k
  c = k.addVV(p2, p1, x2, r);                            // p1 + x2 < 4 B^k
  c = k.addVW(p2 + r, p1 + r, kw + 1 - r, c);            // no carry out
  (void)c;
  (void)k.shlVU(p2, p2, kw + 1, 1);                      // 2 (p1 + x2) < 8 B^k
  const Word b = k.subVV(p2, p2, x0, kw);                // - x0: x0 + 2 x1 + 4 x2
  p2[kw] -= b;
  return neg;
}

// Toom3Interpolate: z[0, 2n) = the product from W(0) (already in z[0, 2k)),
// W(inf) (already in z[4k, 2n)), and W(1), |W(-1)|, W(2) in w1, wm1, w2
// (2k + 2 words each, overwritten), W(-1) < 0 when neg.
void Toom3Interpolate(Word* z, size_t n, size_t kw, Word* w1, Word* wm1, Word* w2, bool neg,
                      const ArithKernels& k) noexcept {
  const size_t len = 2 * kw + 2;
  const size_t r = n - 2 * kw;
  const Word* winf = z + 4 * kw;  // 2r words
  // w2 = (W(2) - W(-1)) / 3; wm1 = (W(1) - W(-1)) / 2.
  if (neg) {
    (void)k.addVV(w2, w2, wm1, len);
    (void)k.addVV(wm1, w1, wm1, len);
  } else {
    (void)k.subVV(w2, w2, wm1, len);
    (void)k.subVV(wm1, w1, wm1, len);
  }
  DivExact3Words(w2, len);
  (void)k.shrVU(wm1, wm1, len, 1);
  // w1 = W(1) - W(0).
  Word b = k.subVV(w1, w1, z, 2 * kw);
  (void)k.subVW(w1 + 2 * kw, w1 + 2 * kw, 2, b);
  // w2 = (w2 - w1) / 2 = w3 + 2 w4.
  (void)k.subVV(w2, w2, w1, len);
  (void)k.shrVU(w2, w2, len, 1);
  // w1 = w1 - wm1 - w4 = w2 (the coefficient).
  (void)k.subVV(w1, w1, wm1, len);
  b = k.subVV(w1, w1, winf, 2 * r);
  (void)k.subVW(w1 + 2 * r, w1 + 2 * r, len - 2 * r, b);
  // w2 = w2 - 2 w4 = w3.
  for (int rep = 0; rep < 2; ++rep) {
    b = k.subVV(w2, w2, winf, 2 * r);
    (void)k.subVW(w2 + 2 * r, w2 + 2 * r, len - 2 * r, b);
  }
  // wm1 = wm1 - w3 = w1 (the coefficient).
  (void)k.subVV(wm1, wm1, w2, len);
  // z = W(0) + w1 B + w2 B^2 + w3 B^3 + W(inf) B^4. z[2k, 4k) is free: the
  // low 2k words of the B^2 coefficient go there, its top 2 words are added
  // at B^4. The B^3 coefficient (x1 y2 + x2 y1 < 2 B^(k+r)) has at most
  // k + r + 1 significant words; z has k + 2r >= k + r + 1 above B^3.
  std::memcpy(z + 2 * kw, w1, 2 * kw * sizeof(Word));
  Word c = k.addVV(z + 4 * kw, z + 4 * kw, w1 + 2 * kw, 2);
  if (2 * r > 2) (void)k.addVW(z + 4 * kw + 2, z + 4 * kw + 2, 2 * r - 2, c);
  c = k.addVV(z + kw, z + kw, wm1, len);
  if (2 * n > kw + len) (void)k.addVW(z + kw + len, z + kw + len, 2 * n - kw - len, c);
  const size_t top = 2 * n - 3 * kw;  // words of z from B^3 up
  const size_t l3 = len < top ? len : top;
  c = k.addVV(z + 3 * kw, z + 3 * kw, w2, l3);
  if (top > l3) (void)k.addVW(z + 3 * kw + l3, z + 3 * kw + l3, top - l3, c);
}

void Toom3Mul(Word* z, const Word* x, const Word* y, size_t n, size_t kw,
              Word* scratch, const ArithKernels& k) noexcept {
  const size_t r = n - 2 * kw;
  const size_t k1 = kw + 1;
  Word* p1 = scratch;
  Word* pm1 = p1 + k1;
  Word* p2 = pm1 + k1;
  Word* q1 = p2 + k1;
  Word* qm1 = q1 + k1;
  Word* q2 = qm1 + k1;
  Word* w1 = q2 + k1;     // 2k + 2 words each
  Word* wm1 = w1 + 2 * k1;
  Word* w2 = wm1 + 2 * k1;
  Word* next = w2 + 2 * k1;
  const bool nx = Toom3Eval(p1, pm1, p2, x, kw, r, k);
  const bool ny = Toom3Eval(q1, qm1, q2, y, kw, r, k);
  MulN(z, x, y, kw, next, k);                              // W(0)
  MulN(z + 4 * kw, x + 2 * kw, y + 2 * kw, r, next, k);    // W(inf)
  MulTopN(w1, p1, q1, kw, next, k);
  MulTopN(wm1, pm1, qm1, kw, next, k);
  MulTopN(w2, p2, q2, kw, next, k);
  Toom3Interpolate(z, n, kw, w1, wm1, w2, nx != ny, k);
}

void Toom3Sqr(Word* z, const Word* x, size_t n, size_t kw, Word* scratch,
              const ArithKernels& k) noexcept {
  const size_t r = n - 2 * kw;
  const size_t k1 = kw + 1;
  Word* p1 = scratch;
  Word* pm1 = p1 + k1;
  Word* p2 = pm1 + k1;
  Word* w1 = p2 + k1;
  Word* wm1 = w1 + 2 * k1;
  Word* w2 = wm1 + 2 * k1;
  Word* next = w2 + 2 * k1;
  (void)Toom3Eval(p1, pm1, p2, x, kw, r, k);
  SqrN(z, x, kw, next, k);
  SqrN(z + 4 * kw, x + 2 * kw, r, next, k);
  SqrTopN(w1, p1, kw, next, k);
  SqrTopN(wm1, pm1, kw, next, k);
  SqrTopN(w2, p2, kw, next, k);
  Toom3Interpolate(z, n, kw, w1, wm1, w2, false, k);
}

// ---------------------------------------------------------------------------
// Toom-4 (Toom-Cook 4-way) where the cost model picks it: x = x3 B^3 +
// x2 B^2 + x1 B + x0 with B = 2^(64k), k >= ceil(n/4) words in x0, x1, x2 (the
// plan's choice) and
// r = n - 3k in x3 (1 <= r <= k for n >= 10), likewise y. The product
// W(t) = w6 t^6 + ... + w0 is recovered from seven values, each a product of
// about n/4 words: W(0) = x0 y0, W(inf) = x3 y3, W(1), W(-1), W(2), W(-2)
// (the evaluations at -1 and -2 are signed) and 2^6 W(1/2) =
// (8 x0 + 4 x1 + 2 x2 + x3)(8 y0 + 4 y1 + 2 y2 + y3). Every evaluation is
// below 15 B^k, so k + 1 words, and the five inner products are (k+1)-word
// MulTopN/SqrTopN calls. Interpolation (even and odd parts, then two 3 x 3
// systems), in two's complement over len = 2k + 2 words:
//   O1 = (W(1) - W(-1)) / 2        = w1 + w3 + w5
//   E1 = W(1) - O1 - w0 - w6       = w2 + w4
//   O2 = (W(2) - W(-2)) / 4        = w1 + 4 w3 + 16 w5
//   E2 = (W(2) - 2 O2 - w0 - 64 w6) / 4 = w2 + 4 w4
//   w4 = (E2 - E1) / 3,  w2 = E1 - w4
//   H  = (2^6 W(1/2) - 64 w0 - 16 w2 - 4 w4 - w6) / 2 = 16 w1 + 4 w3 + w5
//   t1 = (O2 - O1) / 3 = w3 + 5 w5,  t2 = (H - O1) / 3 = 5 w1 + w3
//   w3 = (5 O1 - t1 - t2) / 3,  w5 = (t1 - w3) / 5,  w1 = (t2 - w3) / 5
// Every intermediate is an integer below 2^14 B^(2k) in absolute value, far
// inside len words, so the wrapping sums are exact, a right shift is exact
// when it keeps the sign (ShiftRightSigned), and the divisions by 3 and 5 are
// exact divisions modulo B^len (Hensel), which are right for negative values
// too. w1 .. w5 end non-negative, below 4 B^(2k).
// Scratch: 11 (k+1) evaluation words (Mul; 6 for Sqr), 5 (2k+2) product words,
// then the recursion's: 21 (k+1) + S(k) <= 8n + 256 = KaratsubaScratch(n)
// for every k the plan may pick (ForEachToomPiece).

// a[0, len) = -a mod B^len.
void NegateWords(Word* a, size_t len) noexcept {
  Word c = 1;
  for (size_t i = 0; i < len; ++i) {
    const Word v = ~a[i] + c;
    c = (v == 0) & c;
    a[i] = v;
  }
}

// a[0, len) = a / 2^s for a two's complement a that is a multiple of 2^s.
void ShiftRightSigned(Word* a, size_t len, unsigned s, const ArithKernels& k) noexcept {
  const Word neg = a[len - 1] >> 63;
  (void)k.shrVU(a, a, len, s);
  if (neg != 0) a[len - 1] |= ~Word{0} << (64 - s);
}

// a[0, len) = a / d mod B^len (Hensel) for d = 2^J + 1 (3 or 5): exact for
// every a that is a multiple of d, negative (two's complement) ones too.
// Word i's quotient is q = (a_i - c) d^-1 mod 2^64, and what the next word
// owes is the high word of d q (taken as (q >> (64 - J)) plus the carry of
// (q << J) + q, which keeps a multiplication off the loop's carried chain)
// plus the subtraction's borrow.
template <unsigned J>
void DivExactPow2Plus1(Word* a, size_t len) noexcept {
  constexpr Word d = (Word{1} << J) + 1;
  constexpr Word inv = [] {
    Word v = d;  // Newton: each step doubles the correct low bits (d * d == 1 mod 8)
    for (int i = 0; i < 5; ++i) v *= 2 - d * v;
    return v;
  }();
  static_assert(d * inv == 1);
  Word c = 0;
  for (size_t i = 0; i < len; ++i) {
    const Word ai = a[i];
    const Word s = ai - c;
    const Word borrow = ai < c;
    const Word q = s * inv;
    a[i] = q;
    const Word lo = (q << J) + q;
    c = (q >> (64 - J)) + (lo < q) + borrow;
  }
}

// a = (a - c) / d and b = (b - c) / d mod B^len (Hensel, as DivExactPow2Plus1)
// for d = 2^J + 1 (3 or 5), a - c and b - c multiples of d: the two
// subtractions and divisions in one pass, whose two carried chains (each
// word's quotient waits on the previous word's carry through a multiply)
// run side by side. Per word and value, what the next word owes is the high
// word of d q plus the borrows of a_i - c_i and of that minus the carry in
// (at most d + 2 in all).
template <unsigned J>
void SubDivExactPairPow2Plus1(Word* a, Word* b, const Word* c, size_t len) noexcept {
  constexpr Word d = (Word{1} << J) + 1;
  constexpr Word inv = [] {
    Word v = d;
    for (int i = 0; i < 5; ++i) v *= 2 - d * v;
    return v;
  }();
  static_assert(d * inv == 1);
  Word ca = 0, cb = 0;
  for (size_t i = 0; i < len; ++i) {
    const Word ci = c[i];
    const Word ua = a[i] - ci, ub = b[i] - ci;
    const Word ba = (a[i] < ci) + (ua < ca), bb = (b[i] < ci) + (ub < cb);
    const Word qa = (ua - ca) * inv, qb = (ub - cb) * inv;
    a[i] = qa;
    b[i] = qb;
    const Word la = (qa << J) + qa, lb = (qb << J) + qb;
    ca = (qa >> (64 - J)) + (la < qa) + ba;
    cb = (qb >> (64 - J)) + (lb < qb) + bb;
  }
}

// a[0, len) -= b[0, bn) * m (m >= 1), modulo B^len, bn <= len.
void SubMulWrap(Word* a, size_t len, const Word* b, size_t bn, Word m,
                const ArithKernels& k) noexcept {
  const Word hi = m == 1 ? k.subVV(a, a, b, bn) : k.subMulVVW(a, b, bn, m);
  if (len > bn) (void)k.subVW(a + bn, a + bn, len - bn, hi);
}

// Toom4Eval: for x = x3 B^3 + x2 B^2 + x1 B + x0 (k, k, k, r words): p1 =
// x(1), pm1 = |x(-1)|, p2 = x(2), pm2 = |x(-2)|, ph = 8 x(1/2), each k + 1
// words; t is k + 1 words of scratch. Returns bit 0 set when x(-1) < 0 and
// bit 1 set when x(-2) < 0.
unsigned Toom4Eval(Word* p1, Word* pm1, Word* p2, Word* pm2, Word* ph, Word* t,
                   const Word* x, size_t kw, size_t r, const ArithKernels& k) noexcept {
  const Word* x0 = x;
  const Word* x1 = x + kw;
  const Word* x2 = x + 2 * kw;
  const Word* x3 = x + 3 * kw;
  unsigned neg = 0;
  // Even and odd parts at 1: x0 + x2 and x1 + x3 (< 2 B^k each).
  p1[kw] = k.addVV(p1, x0, x2, kw);
  Word c = k.addVV(t, x1, x3, r);
  t[kw] = kw > r ? k.addVW(t + r, x1 + r, kw - r, c) : c;
  if (AbsDiff(pm1, p1, kw + 1, t, kw + 1, k)) neg |= 1;
  (void)k.addVV(p1, p1, t, kw + 1);  // < 4 B^k
  // Even and odd parts at 2: x0 + 4 x2 (< 5 B^k) in ph, 2 (x1 + 4 x3)
  // (< 10 B^k) in t.
  ph[kw] = k.shlVU(ph, x2, kw, 2);
  ph[kw] += k.addVV(ph, ph, x0, kw);
  c = k.shlVU(t, x3, r, 2);
  if (kw > r) {
    t[r] = c;
    for (size_t i = r + 1; i <= kw; ++i) t[i] = 0;
  } else {
    t[kw] = c;
  }
  t[kw] += k.addVV(t, t, x1, kw);
  (void)k.shlVU(t, t, kw + 1, 1);
  if (AbsDiff(pm2, ph, kw + 1, t, kw + 1, k)) neg |= 2;
  (void)k.addVV(p2, ph, t, kw + 1);  // < 15 B^k
  // 8 x(1/2) = 2 (2 (2 x0 + x1) + x2) + x3 (< 15 B^k).
  ph[kw] = k.shlVU(ph, x0, kw, 1);
  ph[kw] += k.addVV(ph, ph, x1, kw);
  (void)k.shlVU(ph, ph, kw + 1, 1);
  ph[kw] += k.addVV(ph, ph, x2, kw);
  (void)k.shlVU(ph, ph, kw + 1, 1);
  c = k.addVV(ph, ph, x3, r);
  AddCarry(ph + r, kw + 1 - r, c);
  return neg;
}

// Toom4Interpolate: z[0, 2n) = the product from W(0) (already in z[0, 2k)),
// W(inf) (already in z[6k, 2n)), and W(1), W(-1), W(2), W(-2), 2^6 W(1/2)
// in a1, am1, a2, am2, ah (2k + 2 words each, overwritten; am1 and am2 hold
// the absolute values, negative when bit 0 / bit 1 of neg is set).
void Toom4Interpolate(Word* z, size_t n, size_t kw, Word* a1, Word* am1, Word* a2, Word* am2,
                      Word* ah, unsigned neg, const ArithKernels& k) noexcept {
  const size_t len = 2 * kw + 2;
  const size_t r = n - 3 * kw;
  const Word* w0 = z;            // 2k words
  const Word* w6 = z + 6 * kw;   // 2r words
  if ((neg & 1) != 0) NegateWords(am1, len);
  if ((neg & 2) != 0) NegateWords(am2, len);
  // am1 = O1, a1 = E1.
  (void)k.subVV(am1, a1, am1, len);
  ShiftRightSigned(am1, len, 1, k);
  (void)k.subVV(a1, a1, am1, len);
  SubMulWrap(a1, len, w0, 2 * kw, 1, k);
  SubMulWrap(a1, len, w6, 2 * r, 1, k);
  // am2 = O2, a2 = E2.
  (void)k.subVV(am2, a2, am2, len);
  ShiftRightSigned(am2, len, 2, k);
  SubMulWrap(a2, len, am2, len, 2, k);
  SubMulWrap(a2, len, w0, 2 * kw, 1, k);
  SubMulWrap(a2, len, w6, 2 * r, 64, k);
  ShiftRightSigned(a2, len, 2, k);
  // a2 = w4, a1 = w2.
  (void)k.subVV(a2, a2, a1, len);
  DivExactPow2Plus1<1>(a2, len);
  (void)k.subVV(a1, a1, a2, len);
  // ah = H.
  SubMulWrap(ah, len, w0, 2 * kw, 64, k);
  SubMulWrap(ah, len, a1, len, 16, k);
  SubMulWrap(ah, len, a2, len, 4, k);
  SubMulWrap(ah, len, w6, 2 * r, 1, k);
  ShiftRightSigned(ah, len, 1, k);
  // am2 = t1, ah = t2.
  SubDivExactPairPow2Plus1<1>(am2, ah, am1, len);
  // am1 = w3, am2 = w5, ah = w1.
  (void)k.mulAddVWW(am1, am1, len, 5, 0);
  (void)k.subVV(am1, am1, am2, len);
  (void)k.subVV(am1, am1, ah, len);
  DivExactPow2Plus1<1>(am1, len);
  SubDivExactPairPow2Plus1<2>(am2, ah, am1, len);
  // z = w0 + w1 B + ... + w6 B^6. z[2k, 6k) is free: the low 2k words of
  // w2 and w4 go there, their top 2 words are added at B^4 and B^6 (2r >= 2
  // words there). Every partial sum is at most the product, which is below
  // B^(2n), so no carry leaves z. w5 (x2 y3 + x3 y2 < 2 B^(k+r)) has at most
  // k + r + 1 <= k + 2r significant words, which fit above B^5.
  std::memcpy(z + 2 * kw, a1, 2 * kw * sizeof(Word));
  std::memcpy(z + 4 * kw, a2, 2 * kw * sizeof(Word));
  auto add_at = [&](size_t off, const Word* w, size_t wn) {
    const size_t top = 2 * n - off;
    const size_t l = wn < top ? wn : top;
    const Word c = k.addVV(z + off, z + off, w, l);
    AddCarry(z + off + l, top - l, c);
  };
  add_at(4 * kw, a1 + 2 * kw, 2);
  add_at(6 * kw, a2 + 2 * kw, 2);
  add_at(kw, ah, len);
  add_at(3 * kw, am1, len);
  add_at(5 * kw, am2, len);
}

void Toom4Mul(Word* z, const Word* x, const Word* y, size_t n, size_t kw,
              Word* scratch, const ArithKernels& k) noexcept {
  const size_t r = n - 3 * kw;
  const size_t k1 = kw + 1;
  Word* p = scratch;       // p1, pm1, p2, pm2, ph: k + 1 words each
  Word* q = p + 5 * k1;    // the same for y
  Word* t = q + 5 * k1;    // k + 1 words
  Word* w = t + k1;        // five products of 2k + 2 words
  Word* next = w + 10 * k1;
  const unsigned nx = Toom4Eval(p, p + k1, p + 2 * k1, p + 3 * k1, p + 4 * k1, t, x, kw, r, k);
  const unsigned ny = Toom4Eval(q, q + k1, q + 2 * k1, q + 3 * k1, q + 4 * k1, t, y, kw, r, k);
  MulN(z, x, y, kw, next, k);                            // W(0)
  MulN(z + 6 * kw, x + 3 * kw, y + 3 * kw, r, next, k);  // W(inf)
  for (size_t i = 0; i < 5; ++i) MulTopN(w + 2 * k1 * i, p + k1 * i, q + k1 * i, kw, next, k);
  Toom4Interpolate(z, n, kw, w, w + 2 * k1, w + 4 * k1, w + 6 * k1, w + 8 * k1, nx ^ ny, k);
}

void Toom4Sqr(Word* z, const Word* x, size_t n, size_t kw, Word* scratch,
              const ArithKernels& k) noexcept {
  const size_t r = n - 3 * kw;
  const size_t k1 = kw + 1;
  Word* p = scratch;
  Word* t = p + 5 * k1;
  Word* w = t + k1;
  Word* next = w + 10 * k1;
  (void)Toom4Eval(p, p + k1, p + 2 * k1, p + 3 * k1, p + 4 * k1, t, x, kw, r, k);
  SqrN(z, x, kw, next, k);
  SqrN(z + 6 * kw, x + 3 * kw, r, next, k);
  for (size_t i = 0; i < 5; ++i) SqrTopN(w + 2 * k1 * i, p + k1 * i, kw, next, k);
  Toom4Interpolate(z, n, kw, w, w + 2 * k1, w + 4 * k1, w + 6 * k1, w + 8 * k1, 0, k);
}

// ---------------------------------------------------------------------------
// Toom-6 (Toom-Cook 6-way) where the cost model picks it: x = x5 B^5 +
// ... + x0 with B = 2^(64k), k >= ceil(n/6) words in x0 .. x4 (the plan's
// choice) and r = n - 5k in x5 (1 <= r <= k), likewise y, so x y = W(B)
// with W(t) = w10 t^10 + ... + w0, w_i = sum_{a+b=i} x_a y_b (non-negative,
// below 6 B^(2k)). W is recovered from eleven values, each a product of
// (k+1)-word evaluations (below 1365 B^k, so MulTopN/SqrTopN): W(0) = x0 y0,
// W(inf) = x5 y5 and
//   W(1), W(-1), W(2), W(-2), W(4), W(-4),
//   2^10 W(1/2) = x~(1/2) y~(1/2), 2^10 W(-1/2), 4^10 W(1/4) = x~(1/4) y~(1/4),
// where x~(1/a) = sum a^(5-i) x_i is x(1/a) scaled to an integer. With
// E = (even-index terms) and O = (odd-index terms) of an evaluation,
// x(a) = E + O and x(-a) = E - O; the products at the minus points are kept
// as absolute values and a sign (which a square does not need).
// Interpolation: the sums S_a = W(a) + W(-a) hold only w0, w2, .., w10 and
// the differences D_a = W(a) - W(-a) only w1, w3, .., w9, so
//   w2, w4, w6, w8 = (integer combinations of S_1, S_2, S_4, S_1/2, w0, w10)
//                    / (90720, 17280, 17280, 90720)
//   Q' = 4^10 W(1/4) - (4^10 w0 + 4^8 w2 + 4^6 w4 + 4^4 w6 + 4^2 w8 + w10)
//      = 4 (4^8 w1 + 4^6 w3 + 4^4 w5 + 4^2 w7 + w9)
//   w1, w3, .., w9 = (integer combinations of D_1, D_2, D_4, D_1/2, Q')
//                    / (5783400, 272160, 64800, 136080, 2891700)
// with the rows of the inverse of the two Vandermonde-like systems (4 x 4 in
// the even, 5 x 5 in the odd coefficients) scaled to integers (kToom6Even,
// kToom6Odd). Each combination is summed modulo B^len (len = 2k + 2) in
// two's complement, and its true value is d w_i with d < 2^23 and
// 0 <= w_i < 6 B^(2k) (so below 2^26 B^(2k), far inside len words), so the
// division by d = 2^s d' (Hensel's exact division by the odd d', then a
// shift by s) modulo B^len gives w_i exactly. Q' is summed the same way
// (0 <= Q' < 4^10 W(1/4) < 2^21 B^(2k)).
// Scratch (Toom6Scratch): 10 (k+1) words for the evaluations (later the
// even coefficients), 10 (2k+2) for the nine products and one spare (later
// the odd coefficients), then the recursion's: 30 (k+1) + S(k) <= 8n + 256 = KaratsubaScratch(n) for
// every k the plan may pick (ForEachToomPiece) and k = ceil(n/6) (forced).

// Toom6Eval: E = m0 x0 + m2 x2 + m4 x4 in p and O = m1 x1 + m3 x3 + m5 x5 in
// t (k + 1 words each), then p = E + O and, when pm is not null, pm =
// |E - O| (k + 1 words). The multipliers are at most 1024 and sum below
// 1365, so the sums fit k + 1 words. Returns true when E - O < 0.
bool Toom6Eval(Word* p, Word* pm, Word* t, const Word* x, size_t kw, size_t r,
               const Word (&m)[6], const ArithKernels& k) noexcept {
  p[kw] = k.mulAddVWW(p, x, kw, m[0], 0);
  p[kw] += k.addMulVVW(p, x + 2 * kw, kw, m[2]);
  p[kw] += k.addMulVVW(p, x + 4 * kw, kw, m[4]);
  t[kw] = k.mulAddVWW(t, x + kw, kw, m[1], 0);
  t[kw] += k.addMulVVW(t, x + 3 * kw, kw, m[3]);
  AddCarry(t + r, kw + 1 - r, k.addMulVVW(t, x + 5 * kw, r, m[5]));
  const bool neg = pm != nullptr && AbsDiff(pm, p, kw + 1, t, kw + 1, k);
  (void)k.addVV(p, p, t, kw + 1);
  return neg;
}

// One row of an interpolation matrix: out = (sum_j m[j] v_j) / d.
template <size_t N>
struct Toom6Row {
  int32_t m[N];
  Word d;
};

// Toom6Solve: out[r][0, len) = (sum_j rows[r].m[j] v[j]) / rows[r].d for
// every row r, v[j] of vn[j] <= len words (zero-extended), in one pass over
// the words: per word i and row, the column sum sum_j m[j] v[j][i] plus the
// row's signed column carry (|m| < 2^31, J <= 8 values: below 2^98 in
// absolute value, so a signed 128-bit sum holds it) gives the sum's word i
// modulo B^len; Hensel's exact division by the odd part d' of d takes it at
// once (q = (a_i - c) d'^-1 mod 2^64; the next word owes the high word of
// d' q plus the borrow), and a sign-keeping shift by d's trailing zeros
// (below 64) follows. The caller guarantees that every row's true sum is d
// times a value that fits len words as a two's complement number. The
// rows' carried chains are independent, so they overlap.
template <size_t R, size_t J>
[[gnu::always_inline]] inline void Toom6Solve(Word* const (&out)[R], const Word* const (&v)[J],
                                              const size_t (&vn)[J], size_t len,
                                              const Toom6Row<J> (&rows)[R],
                                              const ArithKernels& k) noexcept {
  Word odd[R], inv[R], c[R];
  __int128 carry[R];
#pragma GCC unroll 8
  for (size_t r = 0; r < R; ++r) {
    odd[r] = rows[r].d >> __builtin_ctzll(rows[r].d);
    inv[r] = odd[r];  // Newton: each step doubles the correct low bits
    for (int it = 0; it < 5; ++it) inv[r] *= 2 - odd[r] * inv[r];
    c[r] = 0;
    carry[r] = 0;
  }
  for (size_t i = 0; i < len; ++i) {
    Word vi[J];
#pragma GCC unroll 8
    for (size_t j = 0; j < J; ++j) vi[j] = i < vn[j] ? v[j][i] : 0;
#pragma GCC unroll 8
    for (size_t r = 0; r < R; ++r) {
      __int128 acc = carry[r];
#pragma GCC unroll 8
      for (size_t j = 0; j < J; ++j) {
        acc += static_cast<__int128>(rows[r].m[j]) * static_cast<__int128>(vi[j]);
      }
      const Word lo = static_cast<Word>(acc);
      carry[r] = acc >> 64;
      const Word q = (lo - c[r]) * inv[r];
      const Word borrow = lo < c[r];
      out[r][i] = q;
      c[r] = static_cast<Word>((DWord{q} * odd[r]) >> 64) + borrow;
    }
  }
#pragma GCC unroll 8
  for (size_t r = 0; r < R; ++r) {
    const unsigned sh = static_cast<unsigned>(__builtin_ctzll(rows[r].d));
    if (sh != 0) ShiftRightSigned(out[r], len, sh, k);
  }
}

// The even rows take (S_1, S_2, S_4, S_1/2, w0, w10) and give w2, w4, w6,
// w8; the odd rows take (D_1, D_2, D_4, D_1/2, Q') and give w1, w3, .., w9.
// Each row is a row of the inverse of the system
//   S_a = 2 sum_{i even} a^i w_i,  S_1/2 = 2 sum_{i even} 2^(10-i) w_i,
//   D_a = 2 sum_{i odd} a^i w_i,   D_1/2 = 2 sum_{i odd} 2^(10-i) w_i,
//   Q'  = sum_{i odd} 4^(10-i) w_i   (a = 1, 2, 4)
// (w0 and w10 moved to the right-hand side), scaled to integers over the
// least common denominator.
constexpr Toom6Row<6> kToom6Even[4] = {
    {{-21504, 336, -1, 256, -481950, 1451520}, 90720},  // w2
    {{17664, -324, 1, -64, 96390, -1468800}, 17280},    // w4
    {{-5184, 276, -1, 16, -22950, 1542240}, 17280},     // w6
    {{1344, -84, 1, -4, 5670, -1927800}, 90720},        // w8
};
constexpr Toom6Row<5> kToom6Odd[5] = {
    {{91392, -680, 1, -2720, 32}, 5783400},  // w1
    {{-87360, 674, -1, 2216, -8}, 272160},   // w3
    {{71952, -650, 1, -650, 2}, 64800},      // w5
    {{-43680, 1108, -2, 337, -1}, 136080},   // w7
    {{45696, -1360, 8, -340, 1}, 2891700},   // w9
};

// The evaluation points as multipliers of (x0, .., x5) for Toom6Eval: x(1)
// and x(-1), x(2) and x(-2), x(4) and x(-4), x~(1/2) and x~(-1/2), x~(1/4).
constexpr Word kToom6Points[5][6] = {
    {1, 1, 1, 1, 1, 1},
    {1, 2, 4, 8, 16, 32},
    {1, 4, 16, 64, 256, 1024},
    {32, 16, 8, 4, 2, 1},
    {1024, 256, 64, 16, 4, 1},
};

// Toom6Evals: the nine evaluations of x (k + 1 words each, in e, in the
// order of kToom6Points, the minus points as absolute values); t is k + 1
// words of scratch. Bit i of the result is set when the evaluation at the
// i-th minus point is negative.
unsigned Toom6Evals(Word* e, Word* t, const Word* x, size_t kw, size_t r,
                    const ArithKernels& k) noexcept {
  const size_t k1 = kw + 1;
  unsigned neg = 0;
  for (size_t i = 0; i < 4; ++i) {
    if (Toom6Eval(e + 2 * i * k1, e + (2 * i + 1) * k1, t, x, kw, r, kToom6Points[i], k)) {
      neg |= 1u << i;
    }
  }
  (void)Toom6Eval(e + 8 * k1, nullptr, t, x, kw, r, kToom6Points[4], k);
  return neg;
}

// Toom6Interpolate: z[0, 2n) = the product from w0 (already in z[0, 2k)),
// w10 (already in z[10k, 2n)) and the nine values W(1), |W(-1)|, W(2),
// |W(-2)|, W(4), |W(-4)|, 2^10 W(1/2), 2^10 |W(-1/2)|, 4^10 W(1/4) in w
// (len = 2k + 2 words each, one more len of scratch after them; all
// overwritten); bit i of neg set when the i-th minus value is negative. e
// is 8 (k + 1) words of scratch.
void Toom6Interpolate(Word* z, size_t n, size_t kw, Word* e, Word* w, unsigned neg,
                      const ArithKernels& k) noexcept {
  const size_t r = n - 5 * kw;
  const size_t len = 2 * kw + 2;
  const Word* w0 = z;
  const Word* w10 = z + 10 * kw;
  // Per pair: W(a) + W(-a) into the spare, W(a) - W(-a) over W(-a) (which
  // holds |W(-a)|: for a negative W(-a) the two are S and D the other way
  // round); W(a)'s buffer becomes the spare.
  Word* spare = w + 9 * len;
  Word* s[4];
  Word* d[4];
  for (size_t i = 0; i < 4; ++i) {
    Word* plus = w + 2 * i * len;
    Word* minus = plus + len;
    (void)k.addVV(spare, plus, minus, len);
    (void)k.subVV(minus, plus, minus, len);
    const bool negative = ((neg >> i) & 1) != 0;
    s[i] = negative ? minus : spare;
    d[i] = negative ? spare : minus;
    spare = plus;
  }
  Word* q = w + 8 * len;
  // The even coefficients go into e.
  Word* we[4];
  {
    const Word* const v[6] = {s[0], s[1], s[2], s[3], w0, w10};
    const size_t vn[6] = {len, len, len, len, 2 * kw, 2 * r};
    for (size_t i = 0; i < 4; ++i) we[i] = e + i * len;
    Toom6Solve(we, v, vn, len, kToom6Even, k);
  }
  // Q' = 4^10 W(1/4) - (4^10 w0 + 4^8 w2 + 4^6 w4 + 4^4 w6 + 4^2 w8 + w10).
  SubMulWrap(q, len, w0, 2 * kw, Word{1} << 20, k);
  for (size_t i = 0; i < 4; ++i) SubMulWrap(q, len, we[i], len, Word{1} << (16 - 4 * i), k);
  SubMulWrap(q, len, w10, 2 * r, 1, k);
  // The odd coefficients go over the sums (dead now) and the spare.
  Word* wo[5] = {s[0], s[1], s[2], s[3], spare};
  {
    const Word* const v[5] = {d[0], d[1], d[2], d[3], q};
    const size_t vn[5] = {len, len, len, len, len};
    Toom6Solve(wo, v, vn, len, kToom6Odd, k);
  }
  // z = sum w_i B^i. z[2k, 10k) is free: the low 2k words of w2, .., w8 go
  // there, their top 2 words are added at B^4, .., B^10 (2r >= 2 words
  // there). Every partial sum is at most the product, below B^(2n), so no
  // carry leaves z. w9 = x4 y5 + x5 y4 < 2 B^(k+r) has at most k + r + 1
  // significant words, which fit above B^9 (k + 2r words).
  for (size_t i = 0; i < 4; ++i) std::memcpy(z + (2 * i + 2) * kw, we[i], 2 * kw * sizeof(Word));
  auto add_at = [&](size_t off, const Word* v, size_t vn) {
    const size_t top = 2 * n - off;
    const size_t l = vn < top ? vn : top;
    AddCarry(z + off + l, top - l, k.addVV(z + off, z + off, v, l));
  };
  for (size_t i = 0; i < 4; ++i) add_at((2 * i + 4) * kw, we[i] + 2 * kw, 2);
  for (size_t i = 0; i < 5; ++i) add_at((2 * i + 1) * kw, wo[i], len);
}

// Toom6Scratch: the scratch of Toom6Mul and Toom6Sqr: e = 9 (k + 1) words
// of evaluations (later the even coefficients) and t = k + 1, then w = 10
// len words for the nine products and a spare, then the recursion's. f:
// Toom6Mul keeps y's nine evaluations in w's last 9 (k + 1) words: product
// i (at w + 2i (k+1)) overwrites only evaluations j < i there
// (11 + j < 2i + 2), already used.
struct Toom6Scratch {
  Toom6Scratch(Word* scratch, size_t kw)
      : k1(kw + 1), e(scratch), t(e + 9 * k1), w(t + k1), f(w + 11 * k1), next(w + 20 * k1) {}
  size_t k1;
  Word* e;
  Word* t;
  Word* w;
  Word* f;
  Word* next;
};

void Toom6Mul(Word* z, const Word* x, const Word* y, size_t n, size_t kw,
              Word* scratch, const ArithKernels& k) noexcept {
  const size_t r = n - 5 * kw;
  const Toom6Scratch s(scratch, kw);
  const unsigned nx = Toom6Evals(s.e, s.t, x, kw, r, k);
  const unsigned ny = Toom6Evals(s.f, s.t, y, kw, r, k);
  MulN(z, x, y, kw, s.next, k);                              // w0
  MulN(z + 10 * kw, x + 5 * kw, y + 5 * kw, r, s.next, k);   // w10
  for (size_t i = 0; i < 9; ++i) {
    MulTopN(s.w + 2 * i * s.k1, s.e + i * s.k1, s.f + i * s.k1, kw, s.next, k);
  }
  Toom6Interpolate(z, n, kw, s.e, s.w, nx ^ ny, k);
}

void Toom6Sqr(Word* z, const Word* x, size_t n, size_t kw, Word* scratch,
              const ArithKernels& k) noexcept {
  const size_t r = n - 5 * kw;
  const Toom6Scratch s(scratch, kw);
  (void)Toom6Evals(s.e, s.t, x, kw, r, k);
  SqrN(z, x, kw, s.next, k);                        // w0
  SqrN(z + 10 * kw, x + 5 * kw, r, s.next, k);      // w10
  for (size_t i = 0; i < 9; ++i) SqrTopN(s.w + 2 * i * s.k1, s.e + i * s.k1, kw, s.next, k);
  Toom6Interpolate(z, n, kw, s.e, s.w, 0, k);
}

// z[0, xn+yn) = x * y, xn >= yn >= 1.
void MulUnbalanced(Word* z, const Word* x, size_t xn, const Word* y, size_t yn,
                   const ArithKernels& k) noexcept {
  if (yn < kKaratsubaMulThreshold) {
    BasecaseMul(z, x, xn, y, yn, k);
    return;
  }
  if (xn == yn) {
    WordBuffer<2048> s(KaratsubaScratch(yn));
    MulN(z, x, y, yn, s.data(), k);
    return;
  }
  // Unbalanced: cut x into chunks of yn words, multiply each by y (balanced
  // Karatsuba, or a smaller product for the last chunk), and accumulate.
  // The partial sums stay below B^(off+cn+yn), so the additions never carry
  // out of the range they touch.
  std::memset(z, 0, (xn + yn) * sizeof(Word));
  WipedWords tmp(2 * yn);
  for (size_t off = 0; off < xn; off += yn) {
    const size_t cn = xn - off < yn ? xn - off : yn;
    if (cn == yn) {
      MulUnbalanced(tmp.data(), x + off, cn, y, yn, k);
    } else {
      MulUnbalanced(tmp.data(), y, yn, x + off, cn, k);
    }
    Word c = k.addVV(z + off, z + off, tmp.data(), cn + yn);
    LIMB_CHECK(c == 0 || off + cn + yn < xn + yn);
    if (off + cn + yn < xn + yn) {
      k.addVW(z + off + cn + yn, z + off + cn + yn, xn + yn - (off + cn + yn), c);
    }
  }
}

// The general paths of MulWords and SqrWords, out of line: their stack
// frame (a 16 KiB Karatsuba buffer, six saved registers) would otherwise be
// set up before the small-size fast paths too.
[[gnu::noinline]] void MulWordsSlow(Word* z, const Word* x, size_t xn, const Word* y, size_t yn,
                                    const ArithKernels& k) noexcept {
  if (xn == 0 || yn == 0) {
    if (xn + yn > 0) std::memset(z, 0, (xn + yn) * sizeof(Word));
    return;
  }
  if (xn < yn) {
    MulUnbalanced(z, y, yn, x, xn, k);
  } else {
    MulUnbalanced(z, x, xn, y, yn, k);
  }
}

[[gnu::noinline]] void SqrWordsSlow(Word* z, const Word* x, size_t n,
                                    const ArithKernels& k) noexcept {
  if (n == 0) return;
  if (n < kKaratsubaSqrThreshold) {
    BasecaseSqr(z, x, n, k);
  } else {
    WordBuffer<2048> s(KaratsubaScratch(n));
    SqrN(z, x, n, s.data(), k);
  }
}

}  // namespace

// See nat_internal.h: DivExactPow2Plus1 with d = 3.
void DivExact3Words(Word* a, size_t n) noexcept { DivExactPow2Plus1<1>(a, n); }

// See nat_internal.h.
void ForceToom3ForTesting(size_t min_words) noexcept {
  g_toom3_forced_min.store(min_words, std::memory_order_relaxed);
}

// See nat_internal.h.
void ForceToom4ForTesting(size_t min_words) noexcept {
  g_toom4_forced_min.store(min_words, std::memory_order_relaxed);
}

// See nat_internal.h.
void ForceToom6ForTesting(size_t min_words) noexcept {
  g_toom6_forced_min.store(min_words, std::memory_order_relaxed);
}

// See nat_internal.h.
size_t ToomPieceWordsForTesting(size_t n, bool sqr, unsigned* ways) noexcept {
  *ways = 0;
  if (n < (sqr ? kKaratsubaSqrThreshold : kKaratsubaMulThreshold)) return 0;
  const ToomChoice c = ChooseSplit(n, sqr);
  if (c.split == kSplitKaratsuba) return 0;
  *ways = c.split == kSplitToom3 ? 3 : c.split == kSplitToom4 ? 4 : 6;
  return c.kw;
}

// See nat.h.
void MulWords(Word* z, const Word* x, size_t xn, const Word* y, size_t yn) noexcept {
  const ArithKernels& k = ActiveArithKernels();
  // Balanced schoolbook sizes (1 <= n < the Karatsuba threshold) go straight
  // to the table's basecase: the common case for small operands and the one
  // where the path's own overhead shows (Mul/4 is ~10 TSC ticks).
  if (xn == yn && xn - 1 < kKaratsubaMulThreshold - 1 && k.mulBasecase != nullptr) {
    k.mulBasecase(z, x, xn, y, yn);
    return;
  }
  // One Karatsuba level over the unrolled 8 x 8 leaves, with its scratch
  // (KaratsubaScratch(16) = 192 words) in this small frame.
  if (xn == 16 && yn == 16 && kKaratsubaMulThreshold <= 16 && k.mul16 != nullptr) {
    k.mul16(z, x, y);  // the same step in one asm routine (mul_basecase_adx.S)
    return;
  }
  if (xn == 16 && yn == 16 && kKaratsubaMulThreshold <= 16 && k.mulBasecase != nullptr) {
    Word scratch[8 * 16 + 64];
    KaratsubaMul(z, x, y, 16, scratch, k);
    return;
  }
  MulWordsSlow(z, x, xn, y, yn, k);
}

// See nat.h.
void SqrWords(Word* z, const Word* x, size_t n) noexcept {
  const ArithKernels& k = ActiveArithKernels();
  // The asm basecase's unrolled sizes, without the dispatch below (its cost
  // shows at ~10 TSC ticks per call).
  if ((n == 4 || n == 8) && k.sqrBasecase != nullptr) {
    k.sqrBasecase(z, x, n);
    return;
  }
  if (n == 16 && k.sqr16 != nullptr) {
    k.sqr16(z, x);
    return;
  }
  if (n == 16 && k.sqrBasecase != nullptr && k.mulBasecase != nullptr) {
    Sqr16Split(z, x, k);
    return;
  }
  SqrWordsSlow(z, x, n, k);
}

}  // namespace limb
