// The "x86_64_adx" Montgomery entries: a per-size choice (n is public) among
// the assembly kernels of //asm:mont_x86_64 and the ADX basecases of
// //asm:arith_x86_64. Contracts: MontKernels (mont_internal.h).
#include "limb/bignum/mont_asm.h"  // defines LIMB_MONT_X86_64 where the asm is built

#ifdef LIMB_MONT_X86_64
#include "limb/bignum/arith_asm.h"
#include "limb/bignum/mont.h"
#include "limb/bignum/mont_internal.h"

namespace limb {

// kRedcMulMaxWords: up to this size (n % 8 == 0) montMul is the asm schoolbook
// product followed by limb_montRedc8_adx; above it the fused CIOS kernel is
// as fast (the per-size table in benchmarks/RESULTS.md).
constexpr size_t kRedcMulMaxWords = 48;

// kMul8MinWords: from this size on (n % 8 == 0) the product is
// limb_mul8_adx, 8 rows per pass over y with the window in registers, and
// the square is Sqr8Blocks (benchmarks/RESULTS.md, "mont_mul8_adx.S").
constexpr size_t kMul8MinWords = 24;

// kSqrSosMinWords: from this size on the dedicated squaring (n^2/2 + n
// products for x^2, then a separate reduction) beats the fused CIOS
// multiplication used as a square (benchmarks/RESULTS.md).
constexpr size_t kSqrSosMinWords = 12;

// t[0, 2n) = x^2 for n % 8 == 0, n >= 16, by 8-word blocks: the diagonal
// blocks X_c^2 (the 8-word path of limb_sqrBasecase_adx) side by side in t,
// plus twice the off-diagonal blocks (limb_sqrRect8_adx, then
// limb_addDouble8_adx). Time depends on n only. t must not overlap x.
namespace {
void Sqr8Blocks(Word* t, const Word* x, size_t n) noexcept {
  Word p[2 * kMontMaxWords];
  limb_sqrRect8_adx(p, x, n);
  for (size_t i = 0; i < 8; ++i) {
    p[i] = 0;
    p[2 * n - 8 + i] = 0;
  }
  for (size_t c = 0; c < n; c += 8) limb_sqrBasecase_adx(t + 2 * c, x + c, 8);
  limb_addDouble8_adx(t, p, 2 * n);  // t + 2p = x^2 < 2^(128n): no carry out
}
}  // namespace

// The "x86_64_adx" entries: per-size choice of kernel (n is public).
// See mont.h for the contract.
// n == 16 (RSA-2048's CRT halves): the straight-line kernels of
// mont_n16_adx.S; n == 11 (3-prime RSA-2048): the unrolled 11-word product
// or square, then the 11-word reduction. Every path but n == 16 builds the
// product (or square) in a scratch t first, so z may alias x, y.
namespace {
// Each size path builds t in its own frame (up to 2 kMontMaxWords words);
// they live out of line so that the entries below are compares and tail
// jumps with no frame of their own (ExpWords calls them once per step).
// Measured: perf samples of speed row RSA2048Sign (--cpu avx2); benchmarks/
//   RESULTS.md, "mont_n16_adx.S: what bounds the 16-word kernels".
[[gnu::noinline]] void MontMul11(Word* z, const Word* x, const Word* y, const Word* m,
                                 Word m0inv) noexcept {
  Word t[22];
  limb_mul11_adx(t, x, y);  // t = x*y < R*m (x < R, y < m)
  limb_montRedc11_adx(z, t, m, m0inv);
}

[[gnu::noinline]] void MontSqr11(Word* z, const Word* x, const Word* m, Word m0inv) noexcept {
  Word t[22];
  limb_sqr11_adx(t, x);  // t = x^2 < m^2 < R*m
  limb_montRedc11_adx(z, t, m, m0inv);
}

[[gnu::noinline]] void MontMulOther(Word* z, const Word* x, const Word* y, const Word* m,
                                    size_t n, Word m0inv) noexcept {
  if (n % 8 == 0 && n <= kRedcMulMaxWords) {
    Word t[2 * kRedcMulMaxWords];
    // t = x*y < R*m (x < R, y < m); from 24 words the 8-row chunks of
    // mont_mul8_adx.S, below that the ADX row basecase.
    if (n >= kMul8MinWords) {
      limb_mul8_adx(t, x, y, n);
    } else {
      limb_mulBasecase_adx(t, x, n, y, n);
    }
    limb_montRedc8_adx(z, t, m, n, m0inv);
    return;
  }
  limb_montMul_cios4(z, x, y, m, n, m0inv);
}

[[gnu::noinline]] void MontSqrOther(Word* z, const Word* x, const Word* m, size_t n,
                                    Word m0inv) noexcept {
  if (n % 8 == 0) {
    Word t[2 * kMontMaxWords];
    if (n >= kMul8MinWords) {
      Sqr8Blocks(t, x, n);
    } else {
      limb_sqrBasecase_adx(t, x, n);
    }
    limb_montRedc8_adx(z, t, m, n, m0inv);  // t = x^2 < m^2 < R*m
    return;
  }
  if (n % 4 == 0 && n >= kSqrSosMinWords) {
    limb_montSqr_sos4(z, x, m, n, m0inv);
  } else {
    limb_montMul_cios4(z, x, x, m, n, m0inv);
  }
}
}  // namespace

void montMul_adx(Word* z, const Word* x, const Word* y, const Word* m, size_t n,
                 Word m0inv) noexcept {
  if (n == 16) {
    limb_montMul16_adx(z, x, y, m, m0inv);
    return;
  }
  if (n == 11) {  // 683-bit primes of 3-prime RSA-2048: unrolled kernels
    MontMul11(z, x, y, m, m0inv);
    return;
  }
  MontMulOther(z, x, y, m, n, m0inv);
}

void montSqr_adx(Word* z, const Word* x, const Word* m, size_t n, Word m0inv) noexcept {
  if (n == 16) {
    limb_montSqr16_adx(z, x, m, m0inv);
    return;
  }
  if (n == 11) {
    MontSqr11(z, x, m, m0inv);
    return;
  }
  MontSqrOther(z, x, m, n, m0inv);
}

}  // namespace limb

#endif  // LIMB_MONT_X86_64
