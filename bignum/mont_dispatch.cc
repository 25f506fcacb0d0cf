// Chooses one MontKernels table per process, from the CPU's features capped
// by LIMB_CPU (the same rules as arith_dispatch.cc). The asm kernels live in
// //asm:mont_x86_64; this file only names them.
//
// Tables (x86-64):
//   "generic"      montMul_g (the twin); always present.
//   "x86_64_mulx"  product scanning with MULX, and a dedicated squaring
//                  (asm/x86_64/mont_mulx_x86_64.S); needs BMI2.
//   "x86_64_adx"   needs BMI2 and ADX; per-size kernels (n is public):
//                  n % 8 == 0: the plain product (mul_basecase_adx.S, up to
//                  kRedcMulMaxWords) or square (Sqr16 at n = 16, else
//                  sqr_basecase_adx.S) into a scratch t, then the windowed
//                  reduction limb_montRedc8_adx (mont_redc8_x86_64.S: 8 rows
//                  per pass, the 8-word window in registers);
//                  otherwise montMul: the fused CIOS kernel with two carry
//                  chains, four words per block (mont_cios4_x86_64.S);
//                  montSqr: n % 4 == 0 and n >= 12 the SOS squaring
//                  (mont_sqr4_x86_64.S), other n the CIOS kernel. (For
//                  n <= 3 montMul_mulx would be a few ticks faster; those
//                  sizes do not matter, and one kernel keeps every path of
//                  cios4 under test.) The default table when the CPU has ADX.
//
// Measured: mont_bench limb/MontMul/<bits> and limb/MontSqr/<bits> against
// openssl/ (bazel run --config=opt //benchmarks:mont_bench); the per-size
// tables behind the choices above are in benchmarks/RESULTS.md.
#include <array>

#include "limb/asm/cpu.h"
#include "limb/asm/registry.h"
#include "limb/base/check.h"
#include "limb/bignum/mont.h"

#include "limb/bignum/arith_asm.h"  // the basecases the ADX entries build on
#include "limb/bignum/mont_asm.h"   // defines LIMB_MONT_X86_64 where the asm is built
#include "limb/bignum/mont_internal.h"

#ifdef LIMB_MONT_X86_64
#include <immintrin.h>

#endif

namespace limb {

namespace {

// The squarings without a dedicated kernel are the multiplication
// (bit-identical by construction). See mont.h.
void montSqr_g(Word* z, const Word* x, const Word* m, size_t n, Word m0inv) noexcept {
  montMul_g(z, x, x, m, n, m0inv);
}

#ifdef LIMB_MONT_X86_64
// kRedcMulMaxWords: up to this size (n % 8 == 0) montMul is the asm schoolbook
// product followed by limb_montRedc8_adx; above it the fused CIOS kernel is
// as fast (see the measurements above).
constexpr size_t kRedcMulMaxWords = 48;

// Sqr16: z[0, 32) = x[0, 16)^2 from the unrolled 8-word square (twice) and
// one 8 x 8 product: x = x0 + x1 B^8 (B = 2^64), x^2 = x0^2 + x1^2 B^16 +
// 2 x0 x1 B^8, and 2 x0 = d + b B^8 with d = 2 x0 mod B^8, b its top bit, so
// 2 x0 x1 B^8 = d x1 B^8 + b x1 B^16. b is secret: it selects x1 by a mask,
// never by a branch. w = t[8, 16) + (x1 & mask) is 9 words; then one carry
// chain adds t[0, 8) and w at z + 8 and ripples to z[31]. Every carry ends
// inside z, since x^2 < B^32. (Measured 148 TSC ticks vs 152 with two
// interleaved AddWW chains; the three kernel calls alone take ~98.)
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

// kSqrSosMinWords: from this size on the dedicated squaring (n^2/2 + n
// products for x^2, then a separate reduction) beats the fused CIOS
// multiplication used as a square (see the measurements above).
constexpr size_t kSqrSosMinWords = 12;

// The "x86_64_adx" entries: per-size choice of kernel (n is public).
// See mont.h for the contract.
// The product (or square) goes to a scratch t first, so z may alias x, y.
void montMul_adx(Word* z, const Word* x, const Word* y, const Word* m, size_t n,
                 Word m0inv) noexcept {
  if (n % 8 == 0 && n <= kRedcMulMaxWords) {
    Word t[2 * kRedcMulMaxWords];
    limb_mulBasecase_adx(t, x, n, y, n);  // t = x*y < R*m (x < R, y < m)
    limb_montRedc8_adx(z, t, m, n, m0inv);
    return;
  }
  limb_montMul_cios4(z, x, y, m, n, m0inv);
}

void montSqr_adx(Word* z, const Word* x, const Word* m, size_t n, Word m0inv) noexcept {
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

constexpr MontKernels kMontAdx = {
    .name = "x86_64_adx", .montMul = montMul_adx, .montSqr = montSqr_adx};
constexpr MontKernels kMontMulx = {
    .name = "x86_64_mulx", .montMul = limb_montMul_mulx, .montSqr = limb_montSqr_mulx};

bool HasAdx(const CpuFeatures& f) noexcept { return f.adx && f.bmi2; }
bool HasMulx(const CpuFeatures& f) noexcept { return f.bmi2; }

// Best first.
constexpr std::array kRows = {
    KernelRow<MontKernels>{&kMontAdx, HasAdx},
    KernelRow<MontKernels>{&kMontMulx, HasMulx},
};
#else
constexpr std::array<KernelRow<MontKernels>, 0> kRows{};
#endif

constexpr MontKernels kGenericMont = {
    .name = "generic", .montMul = montMul_g, .montSqr = montSqr_g};
constinit const KernelRegistry<MontKernels, kRows.size()> kRegistry(&kGenericMont, kRows);

}  // namespace

// See mont.h. Row i adds m*u at t + i (u = t[i]*m0inv makes t[i] zero);
// the row's carry word and the pending carry bit go into t[i+n], whose own
// carry-out (at most 1: everything below position i+n+1 is < 2^(64(i+n+1))
// + m*2^(64(i+1)) < 2 * 2^(64(i+n+1))) moves up with the next row. At the end
// r = t[n, 2n) + top*R = (t + m*U)/R < 2m; z = r - m unless that borrows.
void montRedc_g(Word* z, Word* t, const Word* m, size_t n, Word m0inv) noexcept {
  LIMB_DCHECK(n >= 1 && n <= kMontMaxWords);
  Word top = 0;
  for (size_t i = 0; i < n; ++i) {
    const Word u = t[i] * m0inv;
    const Word c = addMulVVW_g(t + i, m, n, u);
    Word c1 = 0, c2 = 0;
    const Word s = AddWW(t[i + n], c, 0, &c1);
    t[i + n] = AddWW(s, top, 0, &c2);
    top = c1 + c2;
  }
  Word diff[kMontMaxWords];
  const Word borrow = subVV_g(diff, t + n, m, n);
  Word b = 0;
  SubWW(top, 0, borrow, &b);      // b == 1 iff r < m
  const Word keep = Word{0} - b;  // all ones: keep r
  for (size_t i = 0; i < n; ++i) z[i] = diff[i] ^ (keep & (diff[i] ^ t[n + i]));
}

const MontKernels& GenericMontKernels() noexcept { return kRegistry.Generic(); }
const MontKernels& ActiveMontKernels() noexcept { return kRegistry.Active(); }
const MontKernels& MontKernelsFor(const CpuFeatures& f) noexcept { return kRegistry.For(f); }
std::span<const MontKernels* const> AllMontKernels() noexcept { return kRegistry.All(); }

std::span<const MontKernels* const> CompiledMontKernels() noexcept {
  static const auto all = kRegistry.Compiled();
  return all;
}

const char* ExpectedMontKernelsName() noexcept { return kRegistry.ExpectedName(DetectedCpu()); }

}  // namespace limb
