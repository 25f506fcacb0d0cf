// The Montgomery kernels in assembly (asm/x86_64/mont_*.S,
// asm/aarch64/mont_aarch64.S, asm/ppc64le/mont_ppc64le.S and mont_p9.S), C
// linkage: one list of prototypes for the dispatch (mont_dispatch.cc),
// mont_x86_64.cc, mont_aarch64.cc, mont_ppc64le.cc and the tests. Each computes what its
// entry of MontKernels (mont_internal.h) states, for the word counts noted;
// time depends on n only. Declared only where they are built: x86-64,
// aarch64 or ppc64le (little-endian) without LIMB_NO_ASM.
#ifndef LIMB_BIGNUM_MONT_ASM_H_
#define LIMB_BIGNUM_MONT_ASM_H_

#include <cstddef>

#include "limb/bignum/word.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
#define LIMB_MONT_X86_64 1
extern "C" {
// mont_cios4_x86_64.S (any n)
void limb_montMul_cios4(limb::Word* z, const limb::Word* x, const limb::Word* y,
                        const limb::Word* m, size_t n, limb::Word m0inv) noexcept;
// mont_sqr4_x86_64.S (n % 4 == 0 only)
void limb_montSqr_sos4(limb::Word* z, const limb::Word* x, const limb::Word* m, size_t n,
                       limb::Word m0inv) noexcept;
// mont_redc8_x86_64.S (n % 8 == 0 only)
void limb_montRedc8_adx(limb::Word* z, limb::Word* t, const limb::Word* m, size_t n,
                        limb::Word m0inv) noexcept;
// mont_mul8_adx.S (n % 8 == 0 only, BMI2+ADX): t[0,2n) = x[0,n) * y[0,n),
// twin mulBasecase_g; t must not overlap x or y.
void limb_mul8_adx(limb::Word* t, const limb::Word* x, const limb::Word* y, size_t n) noexcept;
// Same file (n % 8 == 0, n >= 16): p[8, 2n-8) = the off-diagonal 8 x 8 blocks
// of x^2 (sum over c < d of X_c X_d 2^(512(c+d)), X_c = x[8c, 8c+8)); p[0, 8)
// and p[2n-8, 2n) are not written; p must not overlap x.
void limb_sqrRect8_adx(limb::Word* p, const limb::Word* x, size_t n) noexcept;
// Same file (n2 % 8 == 0, n2 >= 8): t[0, n2) += 2 p[0, n2) mod 2^(64 n2).
void limb_addDouble8_adx(limb::Word* t, const limb::Word* p, size_t n2) noexcept;
// mont_n16_adx.S (n = 16 only, BMI2+ADX): montMul and montSqr at n = 16.
void limb_montMul16_adx(limb::Word* z, const limb::Word* x, const limb::Word* y,
                        const limb::Word* m, limb::Word m0inv) noexcept;
void limb_montSqr16_adx(limb::Word* z, const limb::Word* x, const limb::Word* m,
                        limb::Word m0inv) noexcept;

// mont_redc11_x86_64.S (n = 11 only; t[0,22) is only read, z may alias t)
void limb_montRedc11_adx(limb::Word* z, const limb::Word* t, const limb::Word* m,
                         limb::Word m0inv) noexcept;
// mont_sqr11_x86_64.S (t[0,22) = x[0,11)^2, twin sqrBasecase_g; t must not
// overlap x)
void limb_sqr11_adx(limb::Word* t, const limb::Word* x) noexcept;
// mont_mul11_x86_64.S (t[0,22) = x[0,11) * y[0,11), twin mulBasecase_g; t
// must not overlap x or y)
void limb_mul11_adx(limb::Word* t, const limb::Word* x, const limb::Word* y) noexcept;
// mont_select_avx2.S (AVX2): mont_internal::SelectFn, twin montSelect_g
void limb_montSelect_avx2(limb::Word* out, const limb::Word* table, size_t entries, size_t n,
                          limb::Word idx) noexcept;
// mont_mulx_x86_64.S
void limb_montMul_mulx(limb::Word* z, const limb::Word* x, const limb::Word* y, const limb::Word* m,
                       size_t n, limb::Word m0inv) noexcept;
void limb_montSqr_mulx(limb::Word* z, const limb::Word* x, const limb::Word* m, size_t n,
                       limb::Word m0inv) noexcept;
}  // extern "C"

namespace limb {
// mont_x86_64.cc: the "x86_64_adx" table's entries, a per-size choice among
// the kernels above and the ADX basecases (needs BMI2 and ADX).
void montMul_adx(Word* z, const Word* x, const Word* y, const Word* m, size_t n,
                 Word m0inv) noexcept;
void montSqr_adx(Word* z, const Word* x, const Word* m, size_t n, Word m0inv) noexcept;
}  // namespace limb
#endif

#if defined(__aarch64__) && !defined(LIMB_NO_ASM)
#define LIMB_MONT_AARCH64 1
extern "C" {
// mont_aarch64.S (any n): montMul; the plain square (twin sqrBasecase_g,
// t[0,2n) = x^2, t not overlapping x); the reduction (twin montRedc_g).
void limb_montMul_a64(limb::Word* z, const limb::Word* x, const limb::Word* y, const limb::Word* m,
                      size_t n, limb::Word m0inv) noexcept;
void limb_sqr_a64(limb::Word* t, const limb::Word* x, size_t n) noexcept;
void limb_montRedc_a64(limb::Word* z, limb::Word* t, const limb::Word* m, size_t n,
                       limb::Word m0inv) noexcept;
// n = 16 only; t[0,32) is only read.
void limb_montRedc16_a64(limb::Word* z, const limb::Word* t, const limb::Word* m,
                         limb::Word m0inv) noexcept;
}  // extern "C"

namespace limb {
// mont_aarch64.cc: the "aarch64" table's montSqr, a per-size choice among
// the kernels above.
void montSqr_a64(Word* z, const Word* x, const Word* m, size_t n, Word m0inv) noexcept;
}  // namespace limb
#endif

#if defined(__powerpc64__) && defined(__LITTLE_ENDIAN__) && !defined(LIMB_NO_ASM)
#define LIMB_MONT_PPC64LE 1
extern "C" {
// mont_ppc64le.S (any n, scalar Power ISA 2.07): montMul; the plain square
// (twin sqrBasecase_g, t[0,2n) = x^2, t not overlapping x); the reduction
// (twin montRedc_g).
void limb_montMul_ppc64le(limb::Word* z, const limb::Word* x, const limb::Word* y,
                          const limb::Word* m, size_t n, limb::Word m0inv) noexcept;
void limb_sqr_ppc64le(limb::Word* t, const limb::Word* x, size_t n) noexcept;
void limb_montRedc_ppc64le(limb::Word* z, limb::Word* t, const limb::Word* m, size_t n,
                           limb::Word m0inv) noexcept;
// n = 16 only; t[0,32) is only read.
void limb_montRedc16_ppc64le(limb::Word* z, const limb::Word* t, const limb::Word* m,
                             limb::Word m0inv) noexcept;
// mont_p9.S (any n, scalar Power ISA 3.0: maddld/maddhdu; only where
// CpuFeatures::power9): montMul.
void limb_montMul_p9(limb::Word* z, const limb::Word* x, const limb::Word* y, const limb::Word* m,
                     size_t n, limb::Word m0inv) noexcept;
}  // extern "C"

namespace limb {
// mont_ppc64le.cc: the "ppc64le" table's montSqr, a per-size choice among
// the kernels above; the "ppc64le_p9" table's montSqr (needs power9).
void montSqr_ppc64le(Word* z, const Word* x, const Word* m, size_t n, Word m0inv) noexcept;
void montSqr_p9(Word* z, const Word* x, const Word* m, size_t n, Word m0inv) noexcept;
}  // namespace limb
#endif

#endif  // LIMB_BIGNUM_MONT_ASM_H_
