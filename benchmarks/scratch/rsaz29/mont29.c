// mont29: prototype AVX2 (ymm only, no AVX-512) Montgomery square and product
// for a 1024-bit odd modulus in radix 2^29, for measurement against
// limb_montSqr16_adx / limb_montMul16_adx (asm/x86_64/mont_n16_adx.S).
// NOT part of the library and not wired into any build: run.sh builds it
// with gcc beside a test and a timing harness (issue #20).
//
// Representation (r29, mont29.h): 36 digits of 29 bits, digit j in the
//   64-bit word w[PAD + j]; w[0, PAD) and w[PAD + 36, NW) are 0, so unaligned
//   loads a little before or after the digits read zeros. Digits may be
//   "loose": d < 2^29 + 2^6 (what the final carry passes leave).
// Contract: mont29_sqr: z = x^2 R^(-1) (mod m), mont29_mul: z = x y R^(-1)
//   (mod m), R = 2^1044 (36 x 29 bits, not limb's 2^1024: a caller converts
//   once at entry and exit of an exponentiation). Inputs < 2m with loose
//   digits; the output is < 2m (not fully reduced) with loose digits, so it
//   feeds the next call directly. z's padding words are never written (the
//   caller keeps them 0). m odd, 2^1023 <= m < 2^1024 not required:
//   any odd m < 2^1024 works. z may alias x and y.
// Why the bounds hold (D = 2^29 + 2^6 bounds an input digit, M = 2^29 - 1):
//   value: z = (x y + m Y) / R with Y < R; x y < 4 m^2 and 4 m < R give
//   z < m + m = 2m < 2^1025.
//   words: phase 1 sums at most 36 products per column: 36 D^2 < 2^63.2.
//   Phase 2 adds at most 36 products m_j y_i <= M^2 and a carry < 2^36.
//   Column c gets 2 (min(c, 70-c) + 1) products in all, <= 63 (< 2^64)
//   except for c in [31, 40); one carry pass over those (PASS_G0) leaves
//   them <= M + 2^35 before phase 2: then < 2^63.2. A lane never carries out
//   of digit 35 of a value < 2^1044, since every lane is nonnegative.
// Algorithm:
//   Phase 1: the product (or square) columns P[0, 72) in 18 ymm, operand
//     scanning: for each digit b_i (broadcast), acc[g] += a[4g-i, 4g-i+4) *
//     b_i with an unaligned load of a (zeros outside [0, 36)). The square
//     sums x_i x_j for j > i only (a lane mask on the first register of each
//     row), doubles, and adds the diagonal x_i^2 shuffled to even columns.
//   Phase 2: 36 reduction digits y_i, taken in pairs: Y = (c_i + c_{i+1}
//     2^29) k0x2 mod 2^58, k0x2 = -m^(-1) mod 2^58 (c = the current column
//     values, with carries). The y chain lives in scalar registers: the K
//     lowest not yet retired columns s[0, K) are scalar, and m_j y for j < K
//     is added with IMUL there; m_j y for j >= K goes to the ymm columns
//     (mz = m with digits j < K zeroed, unaligned loads again). A column
//     moves from ymm to scalar (one lane extract) the moment its last vector
//     term has been added, K-2 pair steps before the chain needs it.
//   End: columns 36..71 are z's digits; two carry passes make them loose.
// Timing: no branch or address depends on data.
// Placement: keep each r29 and mont29_ctx inside one 4 KiB page (e.g. 512-byte
//   aligned): the unaligned 32-byte operand loads are slow when they straddle
//   a page.
// Build: gcc -O2 -mavx2 -mbmi2 plus the scheduling flags in run.sh.
#include "mont29.h"

#include <cpuid.h>
#include <immintrin.h>

#define M29 ((1ull << 29) - 1)
#define NG 18 /* ymm registers of columns [0, 72) */
// K: scalar columns of the y chain (4 or 6). 6 costs 4 more IMULs per pair
// step than 4 but gives the ymm -> scalar move one more pair step of slack.
// Measured: run.sh time, rows "r29 sqr" / "r29 mul", K=4 against K=6
//   (benchmarks/RESULTS.md, "AVX2 radix-2^29 Montgomery at 1024 bits").
#ifndef K
#define K 6
#endif
#if K != 4 && K != 6
#error "K must be 4 or 6"
#endif

#define INL static inline __attribute__((always_inline))

INL __m256i ld(const uint64_t* p) { return _mm256_loadu_si256((const __m256i*)p); }
INL __m256i add(__m256i a, __m256i b) { return _mm256_add_epi64(a, b); }
INL __m256i mul(__m256i a, __m256i b) { return _mm256_mul_epu32(a, b); }

// pin(v, g0, g1): an empty asm that takes and returns v[g0, g1) in ymm
// registers. It emits nothing; it only keeps the compiler from moving work
// across rows (GCC otherwise hoists every broadcast and product of the
// unrolled code and spills most of them).
INL void pin(__m256i* v, int g0, int g1) {
#pragma GCC unroll 18
  for (int g = g0; g < g1; g++) __asm__("" : "+x"(v[g]));
}

// One carry pass over v[g0, g1): lane = (lane & M) + (lower lane >> 29),
// lane 0 of v[g0] taking no carry. carry_in_top: the carry out of v[g1-1]'s
// lane 3 goes to v[g1]'s lane 0; otherwise it is dropped (callers then
// guarantee it is 0).
INL void carry_pass(__m256i* v, int g0, int g1, int carry_in_top) {
  const __m256i mask = _mm256_set1_epi64x(M29);
  __m256i prev = _mm256_setzero_si256();
#pragma GCC unroll 18
  for (int g = g0; g < g1; g++) {
    __m256i c = _mm256_srli_epi64(v[g], 29);
    // rotate up one lane: [c3, c0, c1, c2]; lane 0 takes prev's c3
    __m256i r = _mm256_permute4x64_epi64(c, _MM_SHUFFLE(2, 1, 0, 3));
    __m256i sh = _mm256_blend_epi32(r, prev, 0x03);
    v[g] = add(_mm256_and_si256(v[g], mask), sh);
    prev = r;
  }
  if (carry_in_top)
    v[g1] = add(v[g1], _mm256_blend_epi32(_mm256_setzero_si256(), prev, 0x03));
}

// Columns 31..39 are the only ones whose phase 1 + phase 2 terms could
// exceed 2^64 (2 (min(c, 70-c) + 1) products > 63 only there); one carry pass
// over registers 7..9 (columns 28..39, carry into column 40) bounds them.
// Column 40 then stays below 62 D^2 + 2^37 < 2^64.
#define PASS_G0 7
#define PASS_G1 10

// Phase 1, product: acc[0, 18) = columns of a * b.
INL void phase1_mul(__m256i* acc, const uint64_t* a, const uint64_t* b) {
#pragma GCC unroll 2
  for (int h = 0; h < 2; h++) {
#pragma GCC unroll 9
    for (int g = 9 * h; g < 9 * h + 9; g++) acc[g] = _mm256_setzero_si256();
#pragma GCC unroll 36
    for (int i = 0; i < 36; i++) {
      __m256i bi = _mm256_set1_epi64x((long long)b[PAD + i]);
      int lo = i / 4, hi = (i + 35) / 4;
      if (lo < 9 * h) lo = 9 * h;
      if (hi > 9 * h + 8) hi = 9 * h + 8;
#pragma GCC unroll 10
      for (int g = lo; g <= hi; g++)
        acc[g] = add(acc[g], mul(ld(a + PAD + 4 * g - i), bi));
      pin(acc, lo, hi + 1);
    }
  }
}

// Phase 1, square: acc[0, 18) = columns of x^2 = 2 sum_{i<j} x_i x_j + x_i^2.
// The off-diagonal rows read x itself (a doubled copy would be stored and
// at once reloaded unaligned, which store forwarding cannot serve); each
// half is doubled once at the end and then takes the diagonal.
INL void phase1_sqr(__m256i* acc, const uint64_t* x) {
  _Alignas(32) static const uint64_t keep[4][4] = {
      {~0ull, ~0ull, ~0ull, ~0ull}, {0, ~0ull, ~0ull, ~0ull},
      {0, 0, ~0ull, ~0ull}, {0, 0, 0, ~0ull}};
  const __m256i zero = _mm256_setzero_si256();
#pragma GCC unroll 2
  for (int h = 0; h < 2; h++) {
#pragma GCC unroll 9
    for (int g = 9 * h; g < 9 * h + 9; g++) acc[g] = zero;
#pragma GCC unroll 36
    for (int i = 0; i < 35; i++) {
      __m256i xi = _mm256_set1_epi64x((long long)x[PAD + i]);
      int first = (2 * i + 1) / 4, lo = first, hi = (i + 35) / 4;
      if (lo < 9 * h) lo = 9 * h;
      if (hi > 9 * h + 8) hi = 9 * h + 8;
#pragma GCC unroll 10
      for (int g = lo; g <= hi; g++) {
        __m256i p = mul(ld(x + PAD + 4 * g - i), xi);
        if (g == first)  // columns < 2i+1 would be j <= i: drop them
          p = _mm256_and_si256(p, _mm256_load_si256((const __m256i*)keep[(2 * i + 1) & 3]));
        acc[g] = add(acc[g], p);
      }
      pin(acc, lo, hi + 1);
    }
    // Double, then the diagonal: x_k^2 at column 2k (register g holds
    // [q0, 0, q1, 0] or [q2, 0, q3, 0] of the squares of x's group g/2).
#pragma GCC unroll 9
    for (int g = 9 * h; g < 9 * h + 9; g++) {
      __m256i xg = ld(x + PAD + 4 * (g / 2));
      __m256i q = _mm256_permute4x64_epi64(mul(xg, xg), _MM_SHUFFLE(3, 1, 2, 0));
      __m256i d = (g & 1) ? _mm256_unpackhi_epi64(q, zero) : _mm256_unpacklo_epi64(q, zero);
      acc[g] = add(add(acc[g], acc[g]), d);
    }
  }
}

INL uint64_t lane(const __m256i* acc, int c) {
  typedef uint64_t u64x4 __attribute__((vector_size(32)));
  return ((u64x4)acc[c / 4])[c & 3];
}

// Phase 2 state: the scalar columns s[0, K) (columns i..i+K-1 at step i).
typedef struct {
  uint64_t s[K];
} chain;

INL void phase2_init(chain* st, const __m256i* acc) {
#pragma GCC unroll 8
  for (int k = 0; k < K; k++) st->s[k] = lane(acc, k);
}

// Pair step at i = 2p: retires columns i, i+1.
INL void phase2_pair(chain* st, __m256i* acc, const mont29_ctx* c, int i) {
  uint64_t* s = st->s;
  const uint64_t* m = c->m;
  uint64_t Y = (s[0] + (s[1] << 29)) * c->k0x2;
  uint64_t y0 = Y & M29, y1 = (Y >> 29) & M29;
  __m256i v0 = _mm256_set1_epi64x((long long)y0);
  __m256i v1 = _mm256_set1_epi64x((long long)y1);
#pragma GCC unroll 10
  for (int g = (i + K) / 4; g <= (i + 35) / 4; g++)
    acc[g] = add(acc[g], mul(ld(c->mz.w + PAD + 4 * g - i), v0));
#pragma GCC unroll 10
  for (int g = (i + 1 + K) / 4; g <= (i + 36) / 4; g++)
    acc[g] = add(acc[g], mul(ld(c->mz.w + PAD + 4 * g - i - 1), v1));
  pin(acc, (i + K) / 4, (i + 36) / 4 + 1);
  // Columns i and i+1 become 0 mod 2^29 each; their carries go up.
  uint64_t c0 = (s[0] + m[0] * y0) >> 29;
  uint64_t c1 = (s[1] + m[1] * y0 + m[0] * y1 + c0) >> 29;
  uint64_t t[K];
#pragma GCC unroll 8
  for (int k = 0; k + 2 < K; k++) t[k] = s[k + 2] + m[k + 2] * y0 + m[k + 1] * y1;
  t[K - 2] = lane(acc, i + K) + m[K - 1] * y1;  // vector part complete after y0
  t[K - 1] = lane(acc, i + K + 1);              // complete after y1
  t[0] += c1;
#pragma GCC unroll 8
  for (int k = 0; k < K; k++) s[k] = t[k];
}

// Columns 36..71 (scalar ones first) -> z, two carry passes.
INL void finish(uint64_t* z, const chain* st, const __m256i* acc) {
  __m256i o[9];
  const uint64_t* s = st->s;
#pragma GCC unroll 9
  for (int g = 0; g < 9; g++) o[g] = acc[9 + g];
  o[0] = _mm256_set_epi64x((long long)s[3], (long long)s[2], (long long)s[1], (long long)s[0]);
#if K == 6
  o[1] = _mm256_blend_epi32(o[1], _mm256_set_epi64x(0, 0, (long long)s[5], (long long)s[4]), 0x0F);
#endif
  carry_pass(o, 0, 9, 0);
  carry_pass(o, 0, 9, 0);
#pragma GCC unroll 9
  for (int g = 0; g < 9; g++) _mm256_storeu_si256((__m256i*)(z + PAD + 4 * g), o[g]);
}

INL void reduce(uint64_t* z, __m256i* acc, const mont29_ctx* c) {
  chain st;
  carry_pass(acc, PASS_G0, PASS_G1, 1);
  phase2_init(&st, acc);
#pragma GCC unroll 18
  for (int i = 0; i < 36; i += 2) phase2_pair(&st, acc, c, i);
  finish(z, &st, acc);
}

void mont29_sqr(r29* z, const r29* x, const mont29_ctx* c) {
  __m256i acc[NG];
  phase1_sqr(acc, x->w);
  reduce(z->w, acc, c);
}

void mont29_mul(r29* z, const r29* x, const r29* y, const mont29_ctx* c) {
  __m256i acc[NG];
  phase1_mul(acc, x->w, y->w);
  reduce(z->w, acc, c);
}

// Two independent reductions (two moduli), the chains interleaved pair step
// by pair step so each chain's latency hides behind the other's work.
INL void reduce2(uint64_t* z0, __m256i* a0, const mont29_ctx* c0, uint64_t* z1,
                 __m256i* a1, const mont29_ctx* c1) {
  chain s0, s1;
  carry_pass(a0, PASS_G0, PASS_G1, 1);
  phase2_init(&s0, a0);
  carry_pass(a1, PASS_G0, PASS_G1, 1);
  phase2_init(&s1, a1);
#pragma GCC unroll 18
  for (int i = 0; i < 36; i += 2) {
    phase2_pair(&s0, a0, c0, i);
    phase2_pair(&s1, a1, c1, i);
  }
  finish(z0, &s0, a0);
  finish(z1, &s1, a1);
}

void mont29_sqr2(r29* z0, const r29* x0, const mont29_ctx* c0, r29* z1,
                 const r29* x1, const mont29_ctx* c1) {
  __m256i a0[NG], a1[NG];
  phase1_sqr(a0, x0->w);
  phase1_sqr(a1, x1->w);
  reduce2(z0->w, a0, c0, z1->w, a1, c1);
}

void mont29_mul2(r29* z0, const r29* x0, const r29* y0, const mont29_ctx* c0,
                 r29* z1, const r29* x1, const r29* y1, const mont29_ctx* c1) {
  __m256i a0[NG], a1[NG];
  phase1_mul(a0, x0->w, y0->w);
  phase1_mul(a1, x1->w, y1->w);
  reduce2(z0->w, a0, c0, z1->w, a1, c1);
}

void mont29_init(mont29_ctx* c, const uint64_t m[16]) {
  r29 md;
  mont29_from_words(&md, m);
  for (int j = 0; j < NW; j++) c->mz.w[j] = (j >= PAD + K && j < PAD + 36) ? md.w[j] : 0;
  for (int j = 0; j < 36; j++) c->m[j] = md.w[PAD + j];
  uint64_t inv = 1;  // m^(-1) mod 2^64 by Newton (m odd)
  for (int r = 0; r < 6; r++) inv *= 2 - m[0] * inv;
  c->k0x2 = (0 - inv) & ((1ull << 58) - 1);
}

void mont29_from_words(r29* z, const uint64_t w[16]) {
  for (int j = 0; j < NW; j++) z->w[j] = 0;
  for (int j = 0; j < 36; j++) {
    int bit = 29 * j, q = bit / 64, r = bit % 64;
    unsigned __int128 v = w[q];
    if (q + 1 < 16) v |= (unsigned __int128)w[q + 1] << 64;
    z->w[PAD + j] = (uint64_t)(v >> r) & M29;
  }
}

void mont29_to_words(uint64_t w[17], const r29* z) {
  // Loose digits: add each digit_j 2^(29 j) with carries into 17 words.
  for (int j = 0; j < 17; j++) w[j] = 0;
  for (int j = 0; j < 36; j++) {
    int bit = 29 * j;
    unsigned __int128 d = (unsigned __int128)z->w[PAD + j] << (bit % 64);
    int wq = bit / 64;
    unsigned __int128 carry = 0;
    for (int t = wq; t < 17; t++) {
      unsigned __int128 add_ = (uint64_t)d + (unsigned __int128)w[t] + carry;
      w[t] = (uint64_t)add_;
      carry = add_ >> 64;
      d >>= 64;
      if (d == 0 && carry == 0) break;
    }
  }
}

#ifdef MONT29_BREAKDOWN
// Timing breakdown only (timing.c -DMONT29_BREAKDOWN); these do not compute
// a Montgomery product. P holds 72 columns.
void mont29_bd_phase1_sqr(uint64_t* P, const r29* x) {
  __m256i acc[NG];
  phase1_sqr(acc, x->w);
#pragma GCC unroll 18
  for (int g = 0; g < NG; g++) _mm256_storeu_si256((__m256i*)(P + 4 * g), acc[g]);
}
// Phase 2 (carry pass, 18 pair steps, finish) from the columns in P.
void mont29_bd_phase2(r29* z, const uint64_t* P, const mont29_ctx* c) {
  __m256i acc[NG];
#pragma GCC unroll 18
  for (int g = 0; g < NG; g++) acc[g] = ld(P + 4 * g);
  reduce(z->w, acc, c);
}
// The scalar y chain alone (phase 2 with the ymm terms left out).
void mont29_bd_chain(uint64_t* s_io, const mont29_ctx* c) {
  chain st;
  const uint64_t* m = c->m;
#pragma GCC unroll 8
  for (int k = 0; k < K; k++) st.s[k] = s_io[k];
#pragma GCC unroll 18
  for (int i = 0; i < 36; i += 2) {
    uint64_t* s = st.s;
    uint64_t Y = (s[0] + (s[1] << 29)) * c->k0x2;
    uint64_t y0 = Y & M29, y1 = (Y >> 29) & M29;
    uint64_t c0 = (s[0] + m[0] * y0) >> 29;
    uint64_t c1 = (s[1] + m[1] * y0 + m[0] * y1 + c0) >> 29;
    uint64_t t[K];
#pragma GCC unroll 8
    for (int k = 0; k + 2 < K; k++) t[k] = s[k + 2] + m[k + 2] * y0 + m[k + 1] * y1;
    t[K - 2] = s_io[K + (i & 7)] + m[K - 1] * y1;
    t[K - 1] = s_io[K + 1 + (i & 7)];
    t[0] += c1;
#pragma GCC unroll 8
    for (int k = 0; k < K; k++) s[k] = t[k];
  }
#pragma GCC unroll 8
  for (int k = 0; k < K; k++) s_io[k] = st.s[k];
}
#endif

int mont29_cpu(int* adx) {
  unsigned a, b, c, d;
  *adx = 0;
  if (!__get_cpuid(1, &a, &b, &c, &d)) return 0;
  const int osxsave = (c >> 27) & 1, avx = (c >> 28) & 1;
  if (!osxsave || !avx) return 0;
  unsigned xlo, xhi;
  __asm__("xgetbv" : "=a"(xlo), "=d"(xhi) : "c"(0));
  if ((xlo & 6) != 6) return 0;  // the OS saves xmm and ymm state
  if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return 0;
  const int avx2 = (b >> 5) & 1, bmi2 = (b >> 8) & 1;
  *adx = bmi2 && ((b >> 19) & 1);
  return avx2 && bmi2;
}
