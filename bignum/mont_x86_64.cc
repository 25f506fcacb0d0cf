// The "x86_64_adx" Montgomery entries: a per-size choice (n is public) among
// the assembly kernels of //asm:mont_x86_64 and the ADX basecases of
// //asm:arith_x86_64. Contracts: MontKernels (mont_internal.h).
#include "limb/bignum/mont_asm.h"  // defines LIMB_MONT_X86_64 where the asm is built

#ifdef LIMB_MONT_X86_64
#include <immintrin.h>

#include "limb/bignum/arith_asm.h"
#include "limb/bignum/mont.h"
#include "limb/bignum/mont_internal.h"

namespace limb {

// kRedcMulMaxWords: up to this size (n % 8 == 0) montMul is the asm schoolbook
// product followed by limb_montRedc8_adx; above it the fused CIOS kernel is
// as fast (the per-size table in benchmarks/RESULTS.md).
constexpr size_t kRedcMulMaxWords = 48;

// Sqr16: z[0, 32) = x[0, 16)^2 from the unrolled 8-word square (twice) and
// one 8 x 8 product: x = x0 + x1 B^8 (B = 2^64), x^2 = x0^2 + x1^2 B^16 +
// 2 x0 x1 B^8, and 2 x0 = d + b B^8 with d = 2 x0 mod B^8, b its top bit, so
// 2 x0 x1 B^8 = d x1 B^8 + b x1 B^16. b is secret: it selects x1 by a mask,
// never by a branch. w = t[8, 16) + (x1 & mask) is 9 words; then one carry
// chain adds t[0, 8) and w at z + 8 and ripples to z[31]. Every carry ends
// inside z, since x^2 < B^32.
namespace {

void Sqr16(Word* z, const Word* x) noexcept {
  Word d[8], t[16], w[9];
  for (size_t i = 7; i > 0; --i) d[i] = (x[i] << 1) | (x[i - 1] >> 63);
  d[0] = x[0] << 1;
  const Word mask = Word{0} - (x[7] >> 63);
  limb_sqrBasecase_adx(z, x, 8);            // z[0, 16) = x0^2
  limb_sqrBasecase_adx(z + 16, x + 8, 8);   // z[16, 32) = x1^2
  limb_mulBasecase_adx(t, d, 8, x + 8, 8);  // t = d x1
  // ADC chains (_addcarry_u64; Word is unsigned long long's width).
  static_assert(sizeof(Word) == sizeof(unsigned long long));
  auto ull = [](Word* p) { return reinterpret_cast<unsigned long long*>(p); };
  unsigned char c = 0;
  for (size_t i = 0; i < 8; ++i) c = _addcarry_u64(c, t[8 + i], x[8 + i] & mask, ull(&w[i]));
  w[8] = c;
  c = 0;
  for (size_t i = 0; i < 8; ++i) c = _addcarry_u64(c, z[8 + i], t[i], ull(&z[8 + i]));
  for (size_t i = 0; i < 9; ++i) c = _addcarry_u64(c, z[16 + i], w[i], ull(&z[16 + i]));
  for (size_t i = 25; i < 32; ++i) c = _addcarry_u64(c, z[i], 0, ull(&z[i]));
}

}  // namespace

// kSqrSosMinWords: from this size on the dedicated squaring (n^2/2 + n
// products for x^2, then a separate reduction) beats the fused CIOS
// multiplication used as a square (benchmarks/RESULTS.md).
constexpr size_t kSqrSosMinWords = 12;

// The "x86_64_adx" entries: per-size choice of kernel (n is public).
// See mont.h for the contract.
// The product (or square) goes to a scratch t first, so z may alias x, y.
void montMul_adx(Word* z, const Word* x, const Word* y, const Word* m, size_t n,
                 Word m0inv) noexcept {
  if (n == 11) {  // 683-bit primes of 3-prime RSA-2048: unrolled kernels
    Word t[22];
    limb_mul11_adx(t, x, y);  // t = x*y < R*m (x < R, y < m)
    limb_montRedc11_adx(z, t, m, m0inv);
    return;
  }
  if (n % 8 == 0 && n <= kRedcMulMaxWords) {
    Word t[2 * kRedcMulMaxWords];
    limb_mulBasecase_adx(t, x, n, y, n);  // t = x*y < R*m (x < R, y < m)
    limb_montRedc8_adx(z, t, m, n, m0inv);
    return;
  }
  limb_montMul_cios4(z, x, y, m, n, m0inv);
}

void montSqr_adx(Word* z, const Word* x, const Word* m, size_t n, Word m0inv) noexcept {
  if (n == 11) {
    Word t[22];
    limb_sqr11_adx(t, x);  // t = x^2 < m^2 < R*m
    limb_montRedc11_adx(z, t, m, m0inv);
    return;
  }
  if (n % 8 == 0) {
    Word t[2 * kMontMaxWords];
    if (n == 16) {
      Sqr16(t, x);
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

}  // namespace limb

#endif  // LIMB_MONT_X86_64
