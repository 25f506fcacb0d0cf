// The portable twins: these ARE the specification of the kernels.
#include "limb/bignum/arith.h"

#include "limb/base/check.h"

namespace limb {

// See arith.h.
Word addVV_g(Word* z, const Word* x, const Word* y, size_t n) noexcept {
  Word c = 0;
  for (size_t i = 0; i < n; ++i) z[i] = AddWW(x[i], y[i], c, &c);
  return c;
}

// See arith.h.
Word subVV_g(Word* z, const Word* x, const Word* y, size_t n) noexcept {
  Word b = 0;
  for (size_t i = 0; i < n; ++i) z[i] = SubWW(x[i], y[i], b, &b);
  return b;
}

// See arith.h.
Word addVW_g(Word* z, const Word* x, size_t n, Word y) noexcept {
  Word c = y;
  for (size_t i = 0; i < n; ++i) z[i] = AddWW(x[i], c, 0, &c);
  return c;
}

// See arith.h.
Word subVW_g(Word* z, const Word* x, size_t n, Word y) noexcept {
  Word b = y;
  for (size_t i = 0; i < n; ++i) z[i] = SubWW(x[i], b, 0, &b);
  return b;
}

// See arith.h. Walks from the top so that z >= x may overlap.
Word shlVU_g(Word* z, const Word* x, size_t n, unsigned s) noexcept {
  if (n == 0) return 0;
  // (w >> 1) >> (63 - s) == w >> (64 - s) for 0 < s < 64, and is 0 for
  // s == 0, with no shift by 64 (undefined behaviour in C++) and no branch.
  const unsigned r = 63 - s;
  Word out = (x[n - 1] >> 1) >> r;
  for (size_t i = n - 1; i > 0; --i) z[i] = (x[i] << s) | ((x[i - 1] >> 1) >> r);
  z[0] = x[0] << s;
  return out;
}

// See arith.h. Walks from the bottom so that z <= x may overlap.
Word shrVU_g(Word* z, const Word* x, size_t n, unsigned s) noexcept {
  if (n == 0) return 0;
  const unsigned r = 63 - s;  // see shlVU_g
  Word out = (x[0] << 1) << r;
  for (size_t i = 0; i + 1 < n; ++i) z[i] = (x[i] >> s) | ((x[i + 1] << 1) << r);
  z[n - 1] = x[n - 1] >> s;
  return out;
}

// See arith.h.
Word mulAddVWW_g(Word* z, const Word* x, size_t n, Word y, Word r) noexcept {
  Word c = r;
  for (size_t i = 0; i < n; ++i) {
    // x*y + c <= (2^64-1)^2 + 2^64-1 < 2^128: no overflow.
    DWord t = DWord{x[i]} * y + c;
    z[i] = static_cast<Word>(t);
    c = static_cast<Word>(t >> 64);
  }
  return c;
}

// See arith.h.
Word addMulVVW_g(Word* z, const Word* x, size_t n, Word y) noexcept {
  Word c = 0;
  for (size_t i = 0; i < n; ++i) {
    // x*y + z + c <= (2^64-1)^2 + 2(2^64-1) = 2^128 - 1: no overflow.
    DWord t = DWord{x[i]} * y + z[i] + c;
    z[i] = static_cast<Word>(t);
    c = static_cast<Word>(t >> 64);
  }
  return c;
}

// See arith.h.
Word subMulVVW_g(Word* z, const Word* x, size_t n, Word y) noexcept {
  Word c = 0;
  for (size_t i = 0; i < n; ++i) {
    // p = x*y + c <= 2^128 - 2^64: no overflow.
    DWord p = DWord{x[i]} * y + c;
    Word lo = static_cast<Word>(p);
    Word hi = static_cast<Word>(p >> 64);
    Word zi = z[i];
    z[i] = zi - lo;
    // hi <= 2^64 - 2, so hi + borrow cannot overflow.
    c = hi + (zi < lo);
  }
  return c;
}

// See arith.h. Word-serial Montgomery multiplication (CIOS): for each word
// of y, t = (t + x*y[i] + m*u) / 2^64 with u chosen so the low word cancels.
// t stays below 2m, held in n+1 words; one masked subtraction finishes.
void montMul_g(Word* z, const Word* x, const Word* y, const Word* m, size_t n,
               Word m0inv) noexcept {
  LIMB_DCHECK(n >= 1 && n <= kMontMaxWords);
  Word t[kMontMaxWords + 2];
  for (size_t i = 0; i < n + 2; ++i) t[i] = 0;
  for (size_t i = 0; i < n; ++i) {
    Word c = addMulVVW_g(t, x, n, y[i]);
    Word top = 0;
    t[n] = AddWW(t[n], c, 0, &top);
    t[n + 1] = top;
    Word u = t[0] * m0inv;
    c = addMulVVW_g(t, m, n, u);
    t[n] = AddWW(t[n], c, 0, &top);
    t[n + 1] += top;
    // t[0] == 0 now: shift down one word.
    for (size_t j = 0; j <= n; ++j) t[j] = t[j + 1];
    t[n + 1] = 0;
  }
  // t < 2m. z = t - m if that does not borrow, else t.
  Word diff[kMontMaxWords];
  Word borrow = subVV_g(diff, t, m, n);
  Word b = 0;
  SubWW(t[n], 0, borrow, &b);  // b == 1 iff t < m
  const Word keep = Word{0} - b;  // all ones: keep t
  for (size_t i = 0; i < n; ++i) z[i] = diff[i] ^ (keep & (diff[i] ^ t[i]));
}

// See arith.h. Row i adds x * y[i] at z + i; row 0 initialises z.
void mulBasecase_g(Word* z, const Word* x, size_t xn, const Word* y, size_t yn) noexcept {
  z[xn] = mulAddVWW_g(z, x, xn, y[0], 0);
  for (size_t i = 1; i < yn; ++i) z[xn + i] = addMulVVW_g(z + i, x, xn, y[i]);
}

// See arith.h. T = sum_{i<j} x[i] x[j] B^(i+j) by rows (row i adds
// x[i+1, n) * x[i] at z + 2i + 1; its carry lands in z[n + i], which no
// earlier row wrote), then z = 2T + sum x[i]^2 B^(2i) in one pass. The total
// is x^2 < B^(2n), so the final carry is 0.
void sqrBasecase_g(Word* z, const Word* x, size_t n) noexcept {
  z[0] = 0;
  z[2 * n - 1] = 0;
  if (n >= 2) z[n] = mulAddVWW_g(z + 1, x + 1, n - 1, x[0], 0);
  for (size_t i = 1; i + 1 < n; ++i) z[n + i] = addMulVVW_g(z + 2 * i + 1, x + i + 1, n - i - 1, x[i]);
  Word top = 0;  // the bit shifted out of the previous word
  Word c = 0;
  for (size_t i = 0; i < 2 * n; i += 2) {
    Word hi, lo;
    MulWW(x[i / 2], x[i / 2], &hi, &lo);
    const Word d0 = (z[i] << 1) | top;
    const Word d1 = (z[i + 1] << 1) | (z[i] >> 63);
    top = z[i + 1] >> 63;
    z[i] = AddWW(d0, lo, c, &c);
    z[i + 1] = AddWW(d1, hi, c, &c);
  }
}

// See arith.h.
void mul16_g(Word* z, const Word* x, const Word* y) noexcept { mulBasecase_g(z, x, 16, y, 16); }

// See arith.h.
void sqr16_g(Word* z, const Word* x) noexcept { sqrBasecase_g(z, x, 16); }

// See arith.h. S = H0 + L2 (carry cs) is shared by both middle quarters:
//   z[h, 2h) = S + L0 (carry c1), z[2h, 3h) = S + H2 (carry c2),
// then z[h, 3h) -+= t (carry or borrow ct). c1 + cs enters at B^2h and
// c2 + cs -+ ct at B^3h; everything is modulo B^4h, so what carries out of
// z[4h-1] is dropped.
void karatsubaCombine_g(Word* z, const Word* t, size_t h, Word sub) noexcept {
  Word* const l0 = z;
  Word* const h0 = z + h;
  Word* const l2 = z + 2 * h;
  Word* const h2 = z + 3 * h;
  const Word cs = addVV_g(l2, h0, l2, h);
  const Word c1 = addVV_g(h0, l2, l0, h);
  const Word c2 = addVV_g(l2, l2, h2, h);
  const Word ct = sub != 0 ? subVV_g(h0, h0, t, 2 * h) : addVV_g(h0, h0, t, 2 * h);
  // z[2h, 4h) += c1 + cs (0..2).
  (void)addVW_g(l2, l2, 2 * h, c1 + cs);
  // z[3h, 4h) += c2 + cs (0..2), then -= or += ct.
  (void)addVW_g(h2, h2, h, c2 + cs);
  if (sub != 0) {
    (void)subVW_g(h2, h2, h, ct);
  } else {
    (void)addVW_g(h2, h2, h, ct);
  }
}

}  // namespace limb
