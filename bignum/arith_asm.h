// The word-vector asm kernels (asm/x86_64/*.S, asm/aarch64/arith_aarch64.S,
// asm/ppc64le/arith_ppc64le.S), C linkage: one list of prototypes for the dispatch
// (arith_dispatch.cc), the tests and the ABI checker. Contracts: arith.h (each symbol implements
// the entry of the same name). Declared only where they are built: x86-64, aarch64 or ppc64le
// (little-endian) without LIMB_NO_ASM.
#ifndef LIMB_BIGNUM_ARITH_ASM_H_
#define LIMB_BIGNUM_ARITH_ASM_H_

#include <cstddef>

#include "limb/bignum/word.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
#define LIMB_ARITH_X86_64 1
extern "C" {
limb::Word limb_addVV_x86_64(limb::Word* z, const limb::Word* x, const limb::Word* y,
                             size_t n) noexcept;
limb::Word limb_subVV_x86_64(limb::Word* z, const limb::Word* x, const limb::Word* y,
                             size_t n) noexcept;
limb::Word limb_addVV_avx2(limb::Word* z, const limb::Word* x, const limb::Word* y,
                           size_t n) noexcept;
limb::Word limb_subVV_avx2(limb::Word* z, const limb::Word* x, const limb::Word* y,
                           size_t n) noexcept;
limb::Word limb_addVV_avx512(limb::Word* z, const limb::Word* x, const limb::Word* y,
                             size_t n) noexcept;
limb::Word limb_subVV_avx512(limb::Word* z, const limb::Word* x, const limb::Word* y,
                             size_t n) noexcept;
limb::Word limb_addMulVVW_avx512(limb::Word* z, const limb::Word* x, size_t n,
                                 limb::Word y) noexcept;
limb::Word limb_addVW_x86_64(limb::Word* z, const limb::Word* x, size_t n, limb::Word y) noexcept;
limb::Word limb_subVW_x86_64(limb::Word* z, const limb::Word* x, size_t n, limb::Word y) noexcept;
limb::Word limb_shlVU_x86_64(limb::Word* z, const limb::Word* x, size_t n, unsigned s) noexcept;
limb::Word limb_shrVU_x86_64(limb::Word* z, const limb::Word* x, size_t n, unsigned s) noexcept;
limb::Word limb_shlVU_x86_64_avx(limb::Word* z, const limb::Word* x, size_t n, unsigned s) noexcept;
limb::Word limb_shrVU_x86_64_avx(limb::Word* z, const limb::Word* x, size_t n, unsigned s) noexcept;
limb::Word limb_mulAddVWW_x86_64(limb::Word* z, const limb::Word* x, size_t n, limb::Word y,
                                 limb::Word r) noexcept;
limb::Word limb_addMulVVW_x86_64(limb::Word* z, const limb::Word* x, size_t n,
                                 limb::Word y) noexcept;
limb::Word limb_subMulVVW_x86_64(limb::Word* z, const limb::Word* x, size_t n,
                                 limb::Word y) noexcept;
limb::Word limb_mulAddVWW_adx(limb::Word* z, const limb::Word* x, size_t n, limb::Word y,
                              limb::Word r) noexcept;
limb::Word limb_addMulVVW_adx(limb::Word* z, const limb::Word* x, size_t n, limb::Word y) noexcept;
limb::Word limb_subMulVVW_adx(limb::Word* z, const limb::Word* x, size_t n, limb::Word y) noexcept;
void limb_mulBasecase_adx(limb::Word* z, const limb::Word* x, size_t xn, const limb::Word* y,
                          size_t yn) noexcept;
void limb_sqrBasecase_adx(limb::Word* z, const limb::Word* x, size_t n) noexcept;
void limb_karatsubaCombine_adx(limb::Word* z, const limb::Word* t, size_t h,
                               limb::Word sub) noexcept;
void limb_mul16_adx(limb::Word* z, const limb::Word* x, const limb::Word* y) noexcept;
void limb_sqr16_adx(limb::Word* z, const limb::Word* x) noexcept;
}  // extern "C"
#endif

// The aarch64 kernels (asm/aarch64/arith_aarch64.S), base ARMv8-A.
#if defined(__aarch64__) && !defined(LIMB_NO_ASM)
#define LIMB_ARITH_AARCH64 1
extern "C" {
limb::Word limb_addVV_aarch64(limb::Word* z, const limb::Word* x, const limb::Word* y,
                              size_t n) noexcept;
limb::Word limb_subVV_aarch64(limb::Word* z, const limb::Word* x, const limb::Word* y,
                              size_t n) noexcept;
limb::Word limb_addVW_aarch64(limb::Word* z, const limb::Word* x, size_t n, limb::Word y) noexcept;
limb::Word limb_subVW_aarch64(limb::Word* z, const limb::Word* x, size_t n, limb::Word y) noexcept;
limb::Word limb_shlVU_aarch64(limb::Word* z, const limb::Word* x, size_t n, unsigned s) noexcept;
limb::Word limb_shrVU_aarch64(limb::Word* z, const limb::Word* x, size_t n, unsigned s) noexcept;
limb::Word limb_mulAddVWW_aarch64(limb::Word* z, const limb::Word* x, size_t n, limb::Word y,
                                  limb::Word r) noexcept;
limb::Word limb_addMulVVW_aarch64(limb::Word* z, const limb::Word* x, size_t n,
                                  limb::Word y) noexcept;
limb::Word limb_subMulVVW_aarch64(limb::Word* z, const limb::Word* x, size_t n,
                                  limb::Word y) noexcept;
}  // extern "C"
#endif

// The ppc64le kernels (asm/ppc64le/arith_ppc64le.S), scalar Power ISA 2.07.
#if defined(__powerpc64__) && defined(__LITTLE_ENDIAN__) && !defined(LIMB_NO_ASM)
#define LIMB_ARITH_PPC64LE 1
extern "C" {
limb::Word limb_addVV_ppc64le(limb::Word* z, const limb::Word* x, const limb::Word* y,
                              size_t n) noexcept;
limb::Word limb_subVV_ppc64le(limb::Word* z, const limb::Word* x, const limb::Word* y,
                              size_t n) noexcept;
limb::Word limb_addVW_ppc64le(limb::Word* z, const limb::Word* x, size_t n, limb::Word y) noexcept;
limb::Word limb_subVW_ppc64le(limb::Word* z, const limb::Word* x, size_t n, limb::Word y) noexcept;
limb::Word limb_shlVU_ppc64le(limb::Word* z, const limb::Word* x, size_t n, unsigned s) noexcept;
limb::Word limb_shrVU_ppc64le(limb::Word* z, const limb::Word* x, size_t n, unsigned s) noexcept;
limb::Word limb_mulAddVWW_ppc64le(limb::Word* z, const limb::Word* x, size_t n, limb::Word y,
                                  limb::Word r) noexcept;
limb::Word limb_addMulVVW_ppc64le(limb::Word* z, const limb::Word* x, size_t n,
                                  limb::Word y) noexcept;
limb::Word limb_subMulVVW_ppc64le(limb::Word* z, const limb::Word* x, size_t n,
                                  limb::Word y) noexcept;
// The "ppc64le" table's schoolbook entries: mulBasecase (arith_ppc64le.S) and,
// as sqrBasecase, the plain square of asm/ppc64le/mont_ppc64le.S (also
// declared in mont_asm.h): t[0,2n) = x^2, t not overlapping x. Its header
// names n <= kMontMaxWords, the most montSqr passes; the code has no bound
// on n (no frame sized by n: zero t, one pass per row, one diagonal pass),
// and arith_test's BasecaseTest checks it up to n = 1000 as arith.h's
// sqrBasecase (n >= 1, no upper bound). nat_mul.cc calls it below the
// Karatsuba square threshold only.
void limb_mulBasecase_ppc64le(limb::Word* z, const limb::Word* x, size_t xn, const limb::Word* y,
                              size_t yn) noexcept;
void limb_sqr_ppc64le(limb::Word* t, const limb::Word* x, size_t n) noexcept;
}  // extern "C"
#endif

#endif  // LIMB_BIGNUM_ARITH_ASM_H_
