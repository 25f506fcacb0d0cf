// The x86-64 AVX-512 IFMA kernels (asm/x86_64/mont_ifma.S, mont_ifma_n.S),
// C linkage: one list of prototypes for mont_ifma.cc's table, the tests and
// the internal benchmarks. Contracts: IfmaSizeKernels (mont_ifma_internal.h); each
// needs AVX-512F/VL/BW and IFMA. Declared only where they are built:
// x86-64 without LIMB_NO_ASM.
#ifndef LIMB_BIGNUM_MONT_IFMA_ASM_H_
#define LIMB_BIGNUM_MONT_IFMA_ASM_H_

#include "limb/bignum/word.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
#define LIMB_IFMA_ASM 1
// L = IfmaUsedLimbs(n) for n = 8..32 (the stubs of mont_ifma_n.S).
#define LIMB_IFMA_FOR_EACH_L(X)                                                          \
  X(10) X(12) X(13) X(14) X(15) X(17) X(18) X(19) X(20) X(21) X(23) X(24) X(25) X(26) \
  X(28) X(29) X(30) X(31) X(33) X(34) X(35) X(36) X(37) X(39) X(40)
extern "C" {
// asm/x86_64/mont_ifma.S (the 20-limb dual kernel of RSA-2048).
void limb_amm52x20_x2_ifma(limb::Word* r, const limb::Word* a, const limb::Word* b,
                           const limb::Word* m, const limb::Word* k0) noexcept;
void limb_select52x20_x2_avx512(limb::Word* out, const limb::Word* table, limb::Word idx_a,
                                limb::Word idx_b) noexcept;
// asm/x86_64/mont_ifma_n.S: every L, single and dual; selects per vector count.
#define LIMB_IFMA_DECLARE(L)                                                                \
  void limb_ammv52x##L##_x2_ifma(limb::Word* r, const limb::Word* a, const limb::Word* b,  \
                                const limb::Word* m, const limb::Word* k0) noexcept;      \
  void limb_ammv52x##L##_x1_ifma(limb::Word* r, const limb::Word* a, const limb::Word* b,  \
                                const limb::Word* m, const limb::Word* k0) noexcept;
LIMB_IFMA_FOR_EACH_L(LIMB_IFMA_DECLARE)
#undef LIMB_IFMA_DECLARE
#define LIMB_IFMA_DECLARE_SELECT(V)                                                     \
  void limb_select52v##V##_x2_avx512(limb::Word* out, const limb::Word* table,         \
                                     limb::Word idx_a, limb::Word idx_b) noexcept;     \
  void limb_select52v##V##_x1_avx512(limb::Word* out, const limb::Word* table,         \
                                     limb::Word idx) noexcept;
LIMB_IFMA_DECLARE_SELECT(2)
LIMB_IFMA_DECLARE_SELECT(3)
LIMB_IFMA_DECLARE_SELECT(4)
LIMB_IFMA_DECLARE_SELECT(5)
#undef LIMB_IFMA_DECLARE_SELECT
}  // extern "C"
#endif

#endif  // LIMB_BIGNUM_MONT_IFMA_ASM_H_
