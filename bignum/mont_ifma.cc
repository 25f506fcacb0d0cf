// Constant-time exponentiation in radix 2^52 (AVX-512 IFMA) for moduli of 8
// to 32 words, single and dual (two exponentiations interleaved).
//
// Why it is correct. For an n-word modulus m, L = IfmaUsedLimbs(n) limbs and
// R' = 2^(52 L) > 4m. The almost-Montgomery product AMM(a, b) = (a b + q m) /
// R' (q < R' chosen so the division is exact, Montgomery 1985) satisfies
// AMM(a, b) = a b R'^-1 mod m and AMM(a, b) < (4m^2 + R' m) / R' < 2m for
// a, b < 2m: every value of the exponentiation stays below 2m without any
// conditional subtraction (Gueron 2012, "Efficient software implementations
// of modular exponentiation", sec. 4). Entry: RR' = R'^2 = 2^(104 L) mod m is
// computed with the scalar CT Montgomery kernel (R = 2^(64 n)): with 104 L =
// 64 n j + k (0 <= k < 64 n), u = 2^k then j times u = montMul(u, R^2 mod m)
// = u R mod m gives 2^k R^j = 2^(104 L) mod m; then AMM(x, RR') = x R' mod m
// (< 2m). Exit: AMM(acc, 1) = (acc + q m) / R' < (2m + R' m) / R' < m + 1, so
// one masked subtraction of m (the case acc = 0 mod m, result m) gives the
// fully reduced value. The exponentiation itself is the fixed-window ladder
// of mont.cc's ExpWords with window 5: table[i] = base^i R' (i < 32), then
// for each window five squarings and one product with the selected entry.
// A dual call whose moduli differ in word count runs both lanes at the larger
// size: R' > 4m holds for the smaller modulus too, and each lane's RR' is
// computed for the common L.
//
// Why it is constant time. The sequence of kernel calls depends only on the
// public sizes and exponent_bits; window values are extracted with shifts at
// public positions and only ever reach select, which reads all 32 entries and
// merges under masks. The kernels themselves have no secret-dependent branch
// or address (see asm/x86_64/mont_ifma.S and mont_ifma_n.S; valgrind cannot
// execute AVX-512, so the asm is CT by construction and review; the twins
// below are written the same way). The conversions touch limbs at public
// positions only; the final subtraction is masked.
#include <array>
#include <cstring>
#include <utility>
#include <vector>

#include "limb/asm/cpu.h"
#include "limb/asm/registry.h"
#include "limb/base/check.h"
#include "limb/base/ct.h"
#include "limb/bignum/mont_ifma_asm.h"
#include "limb/bignum/mont_ifma_internal.h"
#include "limb/bignum/mont_internal.h"

namespace limb {
namespace {

constexpr Word kMask52 = (Word{1} << 52) - 1;
constexpr size_t kNumSizes = kIfmaMaxWords - kIfmaMinWords + 1;

using AmmFn = void (*)(Word*, const Word*, const Word*, const Word*, const Word*) noexcept;

// AmmLane_g: one lane of amm (see mont_ifma_internal.h), L limbs used of S stored; the
// same word-serial algorithm as the assembly. acc limbs stay < 2^61: each of
// the L <= 40 rounds adds at most 4 (2^52 - 1) to a limb.
void AmmLane_g(Word* r, const Word* a, const Word* b, const Word* m, Word k0, size_t L,
               size_t S) noexcept {
  Word acc[kIfmaMaxStride] = {};
  Word c = 0;  // pending carry into limb 0
  for (size_t i = 0; i < L; ++i) {
    const Word bi = b[i];
    for (size_t j = 0; j < L; ++j) {
      acc[j] += static_cast<Word>(static_cast<unsigned __int128>(a[j]) * bi) & kMask52;
    }
    const Word t = acc[0] + c;
    const Word y = (t * k0) & kMask52;
    // t + lo52(m[0] y) = 0 mod 2^52 (y = -t m^-1 mod 2^52); < 2^61, no wrap.
    c = (t + ((m[0] * y) & kMask52)) >> 52;
    for (size_t j = 0; j < L; ++j) {
      acc[j] += static_cast<Word>(static_cast<unsigned __int128>(m[j]) * y) & kMask52;
    }
    for (size_t j = 0; j + 1 < L; ++j) acc[j] = acc[j + 1];
    acc[L - 1] = 0;
    for (size_t j = 0; j < L; ++j) {
      acc[j] += static_cast<Word>((static_cast<unsigned __int128>(a[j]) * bi) >> 52);
      acc[j] += static_cast<Word>((static_cast<unsigned __int128>(m[j]) * y) >> 52);
    }
  }
  acc[0] += c;
  // Normalise: the value is < 2^(52 L - 1), so nothing carries out of limb L-1.
  Word carry = 0;
  for (size_t j = 0; j < L; ++j) {
    const Word v = acc[j] + carry;  // < 2^61
    r[j] = v & kMask52;
    carry = v >> 52;
  }
  for (size_t j = L; j < S; ++j) r[j] = 0;
  SecureWipe(acc, sizeof(acc));
}

template <size_t L, size_t S, size_t Lanes>
void Amm_g(Word* r, const Word* a, const Word* b, const Word* m, const Word* k0) noexcept {
  // Lane by lane; r may alias a or b, so each lane goes through a temporary.
  Word t[S];
  for (size_t l = 0; l < Lanes; ++l) {
    const size_t o = l * S;
    AmmLane_g(t, a + o, b + o, m + o, k0[l], L, S);
    std::memcpy(r + o, t, sizeof(t));
  }
  SecureWipe(t, sizeof(t));
}

template <size_t S, size_t Lanes>
void SelectLanes_g(Word* out, const Word* table, const Word* idx) noexcept {
  Word acc[S * Lanes] = {};
  for (size_t i = 0; i < kIfmaTableSize; ++i) {
    const Word* e = table + i * S * Lanes;
    for (size_t l = 0; l < Lanes; ++l) {
      const Word mask = Choice::Equal(i, idx[l]).mask();
      for (size_t j = l * S; j < (l + 1) * S; ++j) acc[j] |= e[j] & mask;
    }
  }
  std::memcpy(out, acc, sizeof(acc));
  SecureWipe(acc, sizeof(acc));
}

template <size_t S>
void Select2_g(Word* out, const Word* table, Word idx_a, Word idx_b) noexcept {
  const Word idx[2] = {idx_a, idx_b};
  SelectLanes_g<S, 2>(out, table, idx);
}

template <size_t S>
void Select1_g(Word* out, const Word* table, Word idx) noexcept {
  SelectLanes_g<S, 1>(out, table, &idx);
}

// SqrVia<F>: r = F(a, a): the squaring entry until a dedicated kernel exists.
template <AmmFn F>
void SqrVia(Word* r, const Word* a, const Word* m, const Word* k0) noexcept {
  F(r, a, a, m, k0);
}

template <size_t N>
constexpr IfmaSizeKernels GenericFor() {
  constexpr size_t L = IfmaUsedLimbs(N), S = IfmaStride(N);
  return {Amm_g<L, S, 2>, SqrVia<Amm_g<L, S, 2>>, Select2_g<S>,
          Amm_g<L, S, 1>, SqrVia<Amm_g<L, S, 1>>, Select1_g<S>, false};
}

template <size_t... I>
constexpr IfmaKernels MakeGeneric(std::index_sequence<I...>) {
  return {.name = "generic", .sizes = {GenericFor<kIfmaMinWords + I>()...}, .use_for_exp = false};
}

constexpr IfmaKernels kGenericIfma = MakeGeneric(std::make_index_sequence<kNumSizes>{});

#ifdef LIMB_IFMA_ASM
// The asm entry points by L.
struct AsmByL {
  size_t L;
  AmmFn x2, x1;
};
constexpr AsmByL kAsmByL[] = {
#define LIMB_IFMA_ENTRY(L) {L, limb_ammv52x##L##_x2_ifma, limb_ammv52x##L##_x1_ifma},
    LIMB_IFMA_FOR_EACH_L(LIMB_IFMA_ENTRY)
#undef LIMB_IFMA_ENTRY
};
constexpr size_t kNoAsm = ~size_t{0};
constexpr size_t AsmIndexForL(size_t L) {
  for (size_t i = 0; i < sizeof(kAsmByL) / sizeof(kAsmByL[0]); ++i) {
    if (kAsmByL[i].L == L) return i;
  }
  return kNoAsm;
}

template <size_t N>
constexpr IfmaSizeKernels AsmFor() {
  constexpr size_t L = IfmaUsedLimbs(N), V = IfmaStride(N) / 8;
  static_assert(L >= 10 && L <= 40 && V >= 2 && V <= 5);
  constexpr size_t idx = AsmIndexForL(L);
  static_assert(idx != kNoAsm, "mont_ifma_n.S has no entry for this L");
  constexpr AmmFn x2 = kAsmByL[idx].x2, x1 = kAsmByL[idx].x1;
  constexpr auto sel2 = V == 2   ? limb_select52v2_x2_avx512
                        : V == 3 ? limb_select52v3_x2_avx512
                        : V == 4 ? limb_select52v4_x2_avx512
                                 : limb_select52v5_x2_avx512;
  constexpr auto sel1 = V == 2   ? limb_select52v2_x1_avx512
                        : V == 3 ? limb_select52v3_x1_avx512
                        : V == 4 ? limb_select52v4_x1_avx512
                                 : limb_select52v5_x1_avx512;
  if constexpr (N == 16) {
    // RSA-2048's primes: the dual product and select of mont_ifma.S (same
    // layout: L = 20, S = 24).
    // A lone exponentiation runs on this dual kernel (lone_as_dual): one
    // AmmX2 for both lanes costs less than the generated single-lane kernel.
    // Measured: ifma_kernel_bench limb/AmmX2/1024 against limb/AmmX1/1024.
    return {limb_amm52x20_x2_ifma, SqrVia<limb_amm52x20_x2_ifma>, limb_select52x20_x2_avx512,
            x1, SqrVia<x1>, sel1, true};
  } else {
    return {x2, SqrVia<x2>, sel2, x1, SqrVia<x1>, sel1, false};
  }
}

template <size_t... I>
constexpr IfmaKernels MakeAsm(std::index_sequence<I...>) {
  return {
      .name = "x86_64_avx512ifma", .sizes = {AsmFor<kIfmaMinWords + I>()...}, .use_for_exp = true};
}

constexpr IfmaKernels kAsmIfma = MakeAsm(std::make_index_sequence<kNumSizes>{});

// AVX-512BW too: mont_ifma.S's normaliser uses BW mask instructions.
bool HasIfma(const CpuFeatures& f) noexcept {
  return f.avx512f && f.avx512vl && f.avx512bw && f.avx512ifma;
}

constexpr std::array kRows = {KernelRow<IfmaKernels>{&kAsmIfma, HasIfma}};
#else
constexpr std::array<KernelRow<IfmaKernels>, 0> kRows{};
#endif

constinit const KernelRegistry<IfmaKernels, kRows.size()> kRegistry(&kGenericIfma, kRows);

// ToRadix52: n words -> S limbs of 52 bits (limbs L.. zero). Public positions.
void ToRadix52(Word* limbs, const Word* w, size_t n, size_t S) noexcept {
  for (size_t j = 0; j < S; ++j) {
    const size_t pos = 52 * j;
    const size_t wi = pos / 64;
    const unsigned sh = pos % 64;
    Word v = wi < n ? w[wi] >> sh : 0;
    if (sh > 12 && wi + 1 < n) v |= w[wi + 1] << (64 - sh);
    limbs[j] = v & kMask52;
  }
}

// FromRadix52: normalised limbs (S of them) of a value < 2^(64 n) -> n words.
void FromRadix52(Word* w, const Word* limbs, size_t n, size_t S) noexcept {
  for (size_t k = 0; k < n; ++k) {
    const size_t pos = 64 * k;
    const size_t j = pos / 52;     // j + 1 < S: 52 (j + 1) < 64 n + 52 <= 52 L + 52
    const unsigned sh = pos % 52;  // limb j gives 52 - sh bits, limb j+1 52 more
    Word v = (limbs[j] >> sh) | (limbs[j + 1] << (52 - sh));
    if (sh > 40 && j + 2 < S) v |= limbs[j + 2] << (104 - sh);
    w[k] = v;
  }
}

// WindowBits: bits [pos, pos + width) of e restricted to bits below limit
// (bits at or above limit read as 0). pos, width, limit are public.
Word WindowBits(std::span<const Word> e, size_t pos, unsigned width, size_t limit) noexcept {
  if (pos >= limit) return 0;
  if (limit - pos < width) width = static_cast<unsigned>(limit - pos);
  const size_t wi = pos / 64;
  const unsigned sh = pos % 64;
  Word v = wi < e.size() ? e[wi] >> sh : 0;
  if (sh != 0 && sh + width > 64 && wi + 1 < e.size()) v |= e[wi + 1] << (64 - sh);
  return v & ((Word{1} << width) - 1);
}

// The per-call state, on the stack, 64-byte aligned for the vector loads.
// Sized for the largest modulus; a call uses the first lanes * S words of
// each number.
constexpr size_t kMaxPair = 2 * kIfmaMaxStride;
struct alignas(64) IfmaScratch {
  Word table[kIfmaTableSize * kMaxPair];
  Word acc[kMaxPair];
  Word sel[kMaxPair];
  Word mod[kMaxPair];
  Word rr[kMaxPair];   // R'^2 mod m per lane
  Word one[kMaxPair];  // the integer 1 per lane
  Word k0[2];
};

// PrepareLane: mod, k0, rr and base (as limbs into acc) for the lane at word
// offset o, for L limbs stored in S.
void PrepareLane(IfmaScratch& s, size_t o, size_t L, size_t S, const Residue& base,
                 const Modulus& m, Word* k0) noexcept {
  const MontKernels& k = mont_internal::Kernels(m);
  const size_t n = m.num_words();
  const Word* mw = m.words().data();
  ToRadix52(s.mod + o, mw, n, S);
  *k0 = m.m0inv() & kMask52;  // -m^-1 mod 2^64, hence mod 2^52
  // 2^(104 L) = 2^k R^j, R = 2^(64 n) (see the top of this file).
  const size_t e = 104 * L, j = e / (64 * n), kbits = e % (64 * n);
  Word t[kIfmaMaxWords] = {};
  Word u[kIfmaMaxWords] = {};
  t[kbits / 64] = Word{1} << (kbits % 64);
  for (size_t i = 0; i < j; ++i) {
    // montMul(x = t < R, y = rr < m) = t R mod m (< m).
    k.montMul(u, t, m.rr().data(), mw, n, m.m0inv());
    std::memcpy(t, u, n * sizeof(Word));
  }
  ToRadix52(s.rr + o, t, n, S);
  ToRadix52(s.acc + o, base.data(), n, S);
  for (size_t i = 0; i < S; ++i) s.one[o + i] = i == 0 ? 1 : 0;
  SecureWipe(t, sizeof(t));
  SecureWipe(u, sizeof(u));
}

// FinishLane: out = the lane's limbs, fully reduced (value <= m on entry).
void FinishLane(Residue& out, const Word* limbs, size_t S, const Modulus& m) noexcept {
  const size_t n = m.num_words();
  Word w[kIfmaMaxWords] = {}, d[kIfmaMaxWords] = {};
  FromRadix52(w, limbs, n, S);
  const Word borrow = ActiveArithKernels().subVV(d, w, m.words().data(), n);
  CondCopy(!Choice::FromBit(borrow), w, d, n);  // w >= m: w - m
  std::memcpy(out.data(), w, n * sizeof(Word));
  SecureWipe(w, sizeof(w));
  SecureWipe(d, sizeof(d));
}

// ExpLanes: the exponentiation on 1 or 2 lanes (lanes == 1 uses index 0 of
// each array). All sizes public.
Status ExpLanes(size_t lanes, Residue* const* outs, const Residue* const* bases,
                const std::span<const Word>* es, const size_t* bits, const Modulus* const* ms,
                const IfmaKernels& kt) noexcept {
  size_t n = 0;
  for (size_t l = 0; l < lanes; ++l) {
    if (!IfmaSupports(*ms[l])) return Status::kInvalidArgument;
    if (Status s = mont_internal::CheckExponent(es[l], bits[l]); s != Status::kOk) return s;
    LIMB_DCHECK(bases[l]->num_words() == ms[l]->num_words() &&
                outs[l]->num_words() == ms[l]->num_words());
    if (ms[l]->num_words() > n) n = ms[l]->num_words();
  }
  const size_t L = IfmaUsedLimbs(n), S = IfmaStride(n), P = lanes * S;
  const IfmaSizeKernels& k = kt.For(n);
  const bool dual = lanes == 2;
  const auto amm = dual ? k.amm_x2 : k.amm_x1;
  const auto sqr = dual ? k.sqr_x2 : k.sqr_x1;

  IfmaScratch s;
  for (size_t l = 0; l < lanes; ++l) PrepareLane(s, l * S, L, S, *bases[l], *ms[l], &s.k0[l]);
  Word* const table = s.table;
  auto entry = [table, P](size_t i) { return table + i * P; };
  auto select = [&](Word* out, size_t pos, unsigned width) {
    const Word ia = WindowBits(es[0], pos, width, bits[0]);
    if (dual) {
      k.select_x2(out, table, ia, WindowBits(es[1], pos, width, bits[1]));
    } else {
      k.select_x1(out, table, ia);
    }
  };

  // table[0] = R' mod m (<= m), table[1] = base R' (< 2m), then powers.
  amm(entry(0), s.rr, s.one, s.mod, s.k0);
  amm(entry(1), s.acc, s.rr, s.mod, s.k0);
  for (size_t i = 2; i < kIfmaTableSize; ++i) {
    if (i % 2 == 0) {
      sqr(entry(i), entry(i / 2), s.mod, s.k0);
    } else {
      amm(entry(i), entry(i - 1), entry(1), s.mod, s.k0);
    }
  }

  // Every lane runs the same (public) number of windows: the longest
  // exponent's; shorter ones read zero bits above their own length.
  size_t nbits = bits[0];
  if (dual && bits[1] > nbits) nbits = bits[1];
  std::memcpy(s.acc, entry(0), P * sizeof(Word));
  if (nbits > 0) {
    const size_t windows = (nbits + kIfmaWindow - 1) / kIfmaWindow;
    const unsigned top = static_cast<unsigned>(nbits - (windows - 1) * kIfmaWindow);
    size_t pos = (windows - 1) * kIfmaWindow;
    select(s.acc, pos, top);
    while (pos > 0) {
      pos -= kIfmaWindow;
      for (unsigned i = 0; i < kIfmaWindow; ++i) sqr(s.acc, s.acc, s.mod, s.k0);
      select(s.sel, pos, kIfmaWindow);
      amm(s.acc, s.acc, s.sel, s.mod, s.k0);
    }
  }
  // Out of the Montgomery domain: AMM(acc, 1) <= m, then reduce fully.
  amm(s.acc, s.acc, s.one, s.mod, s.k0);
  for (size_t l = 0; l < lanes; ++l) FinishLane(*outs[l], s.acc + l * S, S, *ms[l]);
  // Wipe what was used (the table's first 32 P words and the small buffers).
  SecureWipe(s.table, kIfmaTableSize * P * sizeof(Word));
  SecureWipe(&s.acc, sizeof(s) - sizeof(s.table));
  WipeStack();  // the AMM/select kernels' frames, below this one
  return Status::kOk;
}

}  // namespace

const IfmaKernels& GenericIfmaKernels() noexcept { return kRegistry.Generic(); }

const IfmaKernels& ActiveIfmaKernels() noexcept { return kRegistry.Active(); }

const IfmaKernels& IfmaKernelsFor(const CpuFeatures& f) noexcept { return kRegistry.For(f); }

const char* ExpectedIfmaKernelsName() noexcept { return kRegistry.ExpectedName(DetectedCpu()); }

std::span<const IfmaKernels* const> AllIfmaKernels() noexcept { return kRegistry.All(); }

Status ExpIfmaDual(Residue& out_a, const Residue& base_a, std::span<const Word> e_a,
                   size_t exponent_bits_a, const Modulus& m_a, Residue& out_b,
                   const Residue& base_b, std::span<const Word> e_b, size_t exponent_bits_b,
                   const Modulus& m_b, const IfmaKernels& k) noexcept {
  LIMB_DCHECK(&out_a != &out_b);
  Residue* const outs[2] = {&out_a, &out_b};
  const Residue* const bases[2] = {&base_a, &base_b};
  const std::span<const Word> es[2] = {e_a, e_b};
  const size_t bits[2] = {exponent_bits_a, exponent_bits_b};
  const Modulus* const ms[2] = {&m_a, &m_b};
  return ExpLanes(2, outs, bases, es, bits, ms, k);
}

Status ExpIfma(Residue& out, const Residue& base, std::span<const Word> e,
               size_t exponent_bits, const Modulus& m, const IfmaKernels& k) noexcept {
  if (IfmaSupports(m) && k.For(m.num_words()).lone_as_dual) {
    // Lane B repeats lane A (public choice: the size and the table).
    Residue spare(m);
    return ExpIfmaDual(out, base, e, exponent_bits, m, spare, base, e, exponent_bits, m, k);
  }
  Residue* const outs[1] = {&out};
  const Residue* const bases[1] = {&base};
  const std::span<const Word> es[1] = {e};
  const size_t bits[1] = {exponent_bits};
  const Modulus* const ms[1] = {&m};
  return ExpLanes(1, outs, bases, es, bits, ms, k);
}

}  // namespace limb
