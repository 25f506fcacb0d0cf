// 1024-bit constant-time exponentiation in radix 2^52 (AVX-512 IFMA), single
// and dual (two CRT halves interleaved).
//
// Why it is correct. With R' = 2^1040 and m < 2^1024 (so 4m < R'), the
// almost-Montgomery product AMM(a, b) = (a b + q m) / R' (q < R' chosen so the
// division is exact, Montgomery 1985) satisfies AMM(a, b) = a b R'^-1 mod m and
// AMM(a, b) < (4m^2 + R' m) / R' < 2m for a, b < 2m: every value of the
// exponentiation stays below 2m without any conditional subtraction
// (Gueron 2012, "Efficient software implementations of modular
// exponentiation", sec. 4). Entry: RR' = 2^2080 mod m is computed with the
// scalar CT Montgomery kernel (montMul(rr, 2^32) = 2^1056, montMul(rr, 2^1056)
// = 2^2080, both mod m with R = 2^1024), then AMM(x, RR') = x R' mod m (< 2m).
// Exit: AMM(acc, 1) = (acc + q m) / R' < (2m + R' m) / R' < m + 1, so one
// masked subtraction of m (the case acc = 0 mod m, result m) gives the fully
// reduced value. The exponentiation itself is the fixed-window ladder of
// mont.cc's ExpWords with window 5: table[i] = base^i R' (i < 32), then for
// each window five squarings and one product with the selected entry.
//
// Why it is constant time. The sequence of kernel calls depends only on the
// public exponent_bits; window values are extracted with shifts at public
// positions and only ever reach select_x2, which reads all 32 entries and
// merges under masks. The kernels themselves have no secret-dependent branch
// or address (see asm/x86_64/mont_ifma.S; valgrind cannot execute AVX-512, so
// the asm is CT by construction and review; the twins below are written the
// same way). The conversions touch limbs at public positions only; the final
// subtraction is masked.
#include "bignum/mont_ifma.h"

#include <cstring>
#include <vector>

#include "asm/cpu.h"
#include "base/check.h"
#include "base/ct.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
extern "C" {
void limb_amm52x20_x2_ifma(limb::Word* r, const limb::Word* a, const limb::Word* b,
                           const limb::Word* m, const limb::Word* k0) noexcept;
void limb_select52x20_x2_avx512(limb::Word* out, const limb::Word* table, limb::Word idx_a,
                                limb::Word idx_b) noexcept;
}
#define LIMB_IFMA_ASM 1
#endif

namespace limb {
namespace {

constexpr Word kMask52 = (Word{1} << 52) - 1;

// Amm52x20_g: one lane of amm_x2 (see mont_ifma.h), the same word-serial
// algorithm as the assembly. acc limbs stay < 2^60: each of the 20 rounds
// adds at most 4 (2^52 - 1) to a limb.
void Amm52x20_g(Word* r, const Word* a, const Word* b, const Word* m, Word k0) noexcept {
  Word acc[kIfmaUsedLimbs] = {};
  Word c = 0;  // pending carry into limb 0
  for (size_t i = 0; i < kIfmaUsedLimbs; ++i) {
    const Word bi = b[i];
    for (size_t j = 0; j < kIfmaUsedLimbs; ++j) {
      acc[j] += static_cast<Word>(static_cast<unsigned __int128>(a[j]) * bi) & kMask52;
    }
    const Word t = acc[0] + c;
    const Word y = (t * k0) & kMask52;
    // t + lo52(m[0] y) = 0 mod 2^52 (y = -t m^-1 mod 2^52); < 2^61, no wrap.
    c = (t + ((m[0] * y) & kMask52)) >> 52;
    for (size_t j = 0; j < kIfmaUsedLimbs; ++j) {
      acc[j] += static_cast<Word>(static_cast<unsigned __int128>(m[j]) * y) & kMask52;
    }
    for (size_t j = 0; j + 1 < kIfmaUsedLimbs; ++j) acc[j] = acc[j + 1];
    acc[kIfmaUsedLimbs - 1] = 0;
    for (size_t j = 0; j < kIfmaUsedLimbs; ++j) {
      acc[j] += static_cast<Word>((static_cast<unsigned __int128>(a[j]) * bi) >> 52);
      acc[j] += static_cast<Word>((static_cast<unsigned __int128>(m[j]) * y) >> 52);
    }
  }
  acc[0] += c;
  // Normalise: the value is < 2^1025, so nothing carries out of limb 19.
  Word carry = 0;
  for (size_t j = 0; j < kIfmaUsedLimbs; ++j) {
    const Word v = acc[j] + carry;  // < 2^61
    r[j] = v & kMask52;
    carry = v >> 52;
  }
  for (size_t j = kIfmaUsedLimbs; j < kIfmaLimbs; ++j) r[j] = 0;
  SecureWipe(acc, sizeof(acc));
}

void amm52x20_x2_g(Word* r, const Word* a, const Word* b, const Word* m,
                   const Word* k0) noexcept {
  // Lane by lane; r may alias a or b, so each lane goes through a temporary.
  Word t[kIfmaLimbs];
  for (size_t l = 0; l < 2; ++l) {
    const size_t o = l * kIfmaLimbs;
    Amm52x20_g(t, a + o, b + o, m + o, k0[l]);
    std::memcpy(r + o, t, sizeof(t));
  }
  SecureWipe(t, sizeof(t));
}

void select52x20_x2_g(Word* out, const Word* table, Word idx_a, Word idx_b) noexcept {
  Word acc[kIfmaPair] = {};
  for (size_t i = 0; i < kIfmaTableSize; ++i) {
    const Word ma = Choice::Equal(i, idx_a).mask();
    const Word mb = Choice::Equal(i, idx_b).mask();
    const Word* e = table + i * kIfmaPair;
    for (size_t j = 0; j < kIfmaLimbs; ++j) acc[j] |= e[j] & ma;
    for (size_t j = kIfmaLimbs; j < kIfmaPair; ++j) acc[j] |= e[j] & mb;
  }
  std::memcpy(out, acc, sizeof(acc));
  SecureWipe(acc, sizeof(acc));
}

constexpr IfmaKernels kGenericIfma = {"generic", amm52x20_x2_g, select52x20_x2_g};

#ifdef LIMB_IFMA_ASM
constexpr IfmaKernels kAsmIfma = {"x86_64_avx512ifma", limb_amm52x20_x2_ifma,
                                  limb_select52x20_x2_avx512};
#endif

#ifdef LIMB_IFMA_ASM
bool HasIfma(const CpuFeatures& f) noexcept {
  return f.asm_allowed && f.avx512f && f.avx512vl && f.avx512ifma;
}
#endif

// ToRadix52: 16 words -> 24 limbs of 52 bits (limbs 20..23 zero). Public
// positions only.
void ToRadix52(Word* limbs, const Word* w) noexcept {
  for (size_t j = 0; j < kIfmaUsedLimbs; ++j) {
    const size_t pos = 52 * j;
    const size_t wi = pos / 64;
    const unsigned sh = pos % 64;
    Word v = wi < kIfmaWords ? w[wi] >> sh : 0;
    if (sh > 12 && wi + 1 < kIfmaWords) v |= w[wi + 1] << (64 - sh);
    limbs[j] = v & kMask52;
  }
  for (size_t j = kIfmaUsedLimbs; j < kIfmaLimbs; ++j) limbs[j] = 0;
}

// FromRadix52: normalised limbs of a value < 2^1024 -> 16 words.
void FromRadix52(Word* w, const Word* limbs) noexcept {
  for (size_t k = 0; k < kIfmaWords; ++k) {
    const size_t pos = 64 * k;
    const size_t j = pos / 52;     // j + 2 <= 21 < kIfmaLimbs
    const unsigned sh = pos % 52;  // limb j gives 52 - sh bits, limb j+1 52 more
    Word v = (limbs[j] >> sh) | (limbs[j + 1] << (52 - sh));
    if (sh > 40) v |= limbs[j + 2] << (104 - sh);
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
struct alignas(64) IfmaScratch {
  Word table[kIfmaTableSize * kIfmaPair];
  Word acc[kIfmaPair];
  Word sel[kIfmaPair];
  Word mod[kIfmaPair];
  Word rr[kIfmaPair];   // R'^2 mod m per lane
  Word one[kIfmaPair];  // the integer 1 per lane
  Word k0[2];
};

// PrepareLane: mod, k0, rr and base (as limbs into acc) for lane l.
void PrepareLane(IfmaScratch& s, size_t l, const Residue& base, const Modulus& m) noexcept {
  const size_t o = l * kIfmaLimbs;
  const MontKernels& k = m.kernels();
  const Word* mw = m.words().data();
  ToRadix52(s.mod + o, mw);
  s.k0[l] = m.m0inv() & kMask52;  // -m^-1 mod 2^64, hence mod 2^52
  Word t[kIfmaWords] = {Word{1} << 32};
  Word u[kIfmaWords];
  // R = 2^1024 here. montMul(rr, 2^32) = 2^(2048 + 32 - 1024) = 2^1056;
  // montMul(rr, 2^1056) = 2^2080 = R'^2 (mod m). rr < m, 2^32 < m.
  k.montMul(u, m.rr().data(), t, mw, kIfmaWords, m.m0inv());
  k.montMul(t, m.rr().data(), u, mw, kIfmaWords, m.m0inv());
  ToRadix52(s.rr + o, t);
  ToRadix52(s.acc + o, base.data());
  for (size_t j = 0; j < kIfmaLimbs; ++j) s.one[o + j] = j == 0 ? 1 : 0;
  SecureWipe(t, sizeof(t));
  SecureWipe(u, sizeof(u));
}

// FinishLane: out = acc lane l, fully reduced (acc <= m on entry).
void FinishLane(Residue& out, const Word* limbs, const Modulus& m) noexcept {
  Word w[kIfmaWords], d[kIfmaWords];
  FromRadix52(w, limbs);
  const Word borrow = Arith().subVV(d, w, m.words().data(), kIfmaWords);
  CondCopy(!Choice::FromBit(borrow), w, d, kIfmaWords);  // w >= m: w - m
  std::memcpy(out.data(), w, sizeof(w));
  SecureWipe(w, sizeof(w));
  SecureWipe(d, sizeof(d));
}

// Helpers of InverseVarTime (two's complement word vectors).
size_t BitLen(const Word* x, size_t w) noexcept {
  for (size_t i = w; i-- > 0;) {
    if (x[i] != 0) return 64 * i + 64 - Nlz(x[i]);
  }
  return 0;
}

// Bits [sh, sh + 64) of x (w words); bits past the end read as 0.
uint64_t Bits64(const Word* x, size_t w, size_t sh) noexcept {
  const size_t wi = sh / 64;
  const unsigned s = sh % 64;
  uint64_t v = wi < w ? x[wi] >> s : 0;
  if (s != 0 && wi + 1 < w) v |= x[wi + 1] << (64 - s);
  return v;
}

// MulSigned: t = s * z mod 2^(64 w) (z two's complement).
void MulSigned(Word* t, int64_t s, const Word* z, size_t w) noexcept {
  const uint64_t m = s < 0 ? uint64_t{0} - static_cast<uint64_t>(s) : static_cast<uint64_t>(s);
  Word c = 0;
  for (size_t i = 0; i < w; ++i) {
    const unsigned __int128 p = static_cast<unsigned __int128>(m) * z[i] + c;
    t[i] = static_cast<Word>(p);
    c = static_cast<Word>(p >> 64);
  }
  if (s < 0) {  // t = -t = ~t + 1
    Word carry = 1;
    for (size_t i = 0; i < w; ++i) {
      const Word v = ~t[i] + carry;
      carry = carry & (v == 0 ? 1 : 0);
      t[i] = v;
    }
  }
}

// LinComb: out = s1 X + s2 Y mod 2^(64 w); t1, t2 scratch of w words; out may
// alias X or Y.
void LinComb(Word* out, int64_t s1, const Word* x, int64_t s2, const Word* y, size_t w,
             Word* t1, Word* t2) noexcept {
  MulSigned(t1, s1, x, w);
  MulSigned(t2, s2, y, w);
  Word c = 0;
  for (size_t i = 0; i < w; ++i) {
    const unsigned __int128 sum = static_cast<unsigned __int128>(t1[i]) + t2[i] + c;
    out[i] = static_cast<Word>(sum);
    c = static_cast<Word>(sum >> 64);
  }
}

}  // namespace

const IfmaKernels& GenericIfmaKernels() noexcept { return kGenericIfma; }

const IfmaKernels* IfmaKernelsForCpu() noexcept {
#ifdef LIMB_IFMA_ASM
  static const IfmaKernels* const k = HasIfma(Cpu()) ? &kAsmIfma : nullptr;
  return k;
#else
  return nullptr;
#endif
}

std::span<const IfmaKernels* const> AllIfmaKernels() noexcept {
  static const IfmaKernels* tables[2];
  static const size_t count = [] {
    size_t c = 0;
    tables[c++] = &kGenericIfma;
#ifdef LIMB_IFMA_ASM
    CpuFeatures f = DetectedCpu();
    f.asm_allowed = true;  // ignore LIMB_CPU, keep what the CPU and OS support
    if (HasIfma(f)) tables[c++] = &kAsmIfma;
#endif
    return c;
  }();
  return std::span<const IfmaKernels* const>(tables, count);
}

Status ExpIfmaDual(Residue& out_a, const Residue& base_a, std::span<const Word> e_a,
                   size_t exponent_bits_a, const Modulus& m_a, Residue& out_b,
                   const Residue& base_b, std::span<const Word> e_b, size_t exponent_bits_b,
                   const Modulus& m_b, const IfmaKernels& k) noexcept {
  if (!IfmaSupports(m_a) || !IfmaSupports(m_b)) return Status::kInvalidArgument;
  if (exponent_bits_a > 64 * e_a.size() || exponent_bits_b > 64 * e_b.size())
    return Status::kInvalidArgument;
  LIMB_DCHECK(base_a.num_words() == kIfmaWords && base_b.num_words() == kIfmaWords &&
              out_a.num_words() == kIfmaWords && out_b.num_words() == kIfmaWords);
  LIMB_DCHECK(&out_a != &out_b);

  IfmaScratch s;
  PrepareLane(s, 0, base_a, m_a);
  PrepareLane(s, 1, base_b, m_b);
  Word* const table = s.table;
  auto entry = [table](size_t i) { return table + i * kIfmaPair; };

  // table[0] = R' mod m (<= m), table[1] = base R' (< 2m), then powers.
  k.amm_x2(entry(0), s.rr, s.one, s.mod, s.k0);
  k.amm_x2(entry(1), s.acc, s.rr, s.mod, s.k0);
  for (size_t i = 2; i < kIfmaTableSize; ++i) {
    if (i % 2 == 0) {
      k.amm_x2(entry(i), entry(i / 2), entry(i / 2), s.mod, s.k0);
    } else {
      k.amm_x2(entry(i), entry(i - 1), entry(1), s.mod, s.k0);
    }
  }

  // Both lanes run the same (public) number of windows: the longer exponent's;
  // the shorter one reads zero bits above its own length.
  const size_t bits = exponent_bits_a > exponent_bits_b ? exponent_bits_a : exponent_bits_b;
  std::memcpy(s.acc, entry(0), sizeof(s.acc));
  if (bits > 0) {
    const size_t windows = (bits + kIfmaWindow - 1) / kIfmaWindow;
    const unsigned top = static_cast<unsigned>(bits - (windows - 1) * kIfmaWindow);
    size_t pos = (windows - 1) * kIfmaWindow;
    k.select_x2(s.acc, table, WindowBits(e_a, pos, top, exponent_bits_a),
                WindowBits(e_b, pos, top, exponent_bits_b));
    while (pos > 0) {
      pos -= kIfmaWindow;
      for (unsigned i = 0; i < kIfmaWindow; ++i) k.amm_x2(s.acc, s.acc, s.acc, s.mod, s.k0);
      k.select_x2(s.sel, table, WindowBits(e_a, pos, kIfmaWindow, exponent_bits_a),
                  WindowBits(e_b, pos, kIfmaWindow, exponent_bits_b));
      k.amm_x2(s.acc, s.acc, s.sel, s.mod, s.k0);
    }
  }
  // Out of the Montgomery domain: AMM(acc, 1) <= m, then reduce fully.
  k.amm_x2(s.acc, s.acc, s.one, s.mod, s.k0);
  FinishLane(out_a, s.acc, m_a);
  FinishLane(out_b, s.acc + kIfmaLimbs, m_b);
  SecureWipe(&s, sizeof(s));
  return Status::kOk;
}

Status ExpIfma(Residue& out, const Residue& base, std::span<const Word> e,
               size_t exponent_bits, const Modulus& m, const IfmaKernels& k) noexcept {
  // Lane B repeats lane A: the dual kernel is latency-bound, so a lone
  // exponentiation costs about the same either way.
  Residue spare(m);
  return ExpIfmaDual(out, base, e, exponent_bits, m, spare, base, e, exponent_bits, m, k);
}

int InverseVarTime(Word* out, const Word* x, const Word* n, size_t nw) noexcept {
  // Lehmer's extended Euclid (Knuth, TAOCP vol. 2, 4.5.2, Algorithm L); see mont_ifma.h.
  const size_t w = nw + 1;
  std::vector<Word> buf(8 * w, 0);
  Word* u = &buf[0];
  Word* v = &buf[w];
  Word* U = &buf[2 * w];
  Word* V = &buf[3 * w];
  Word* t1 = &buf[4 * w];
  Word* t2 = &buf[5 * w];
  Word* nu = &buf[6 * w];
  Word* nv = &buf[7 * w];
  std::memcpy(u, n, nw * sizeof(Word));
  std::memcpy(v, x, nw * sizeof(Word));
  V[0] = 1;  // u = n = 0 x, v = x = 1 x (mod n)
  auto negative = [w](const Word* z) { return (z[w - 1] >> 63) != 0; };
  auto geq = [w](const Word* a, const Word* b) {
    for (size_t i = w; i-- > 0;) {
      if (a[i] != b[i]) return a[i] > b[i];
    }
    return true;
  };
  for (;;) {
    const size_t bv = BitLen(v, w);
    if (bv == 0) break;
    const size_t bu = BitLen(u, w);  // bu >= bv (u > v after every step)
    int64_t A = 1, B = 0, C = 0, D = 1;
    if (bu <= 62) {
      // Both fit in 62 bits: plain Euclid to the end on machine words.
      uint64_t uh = u[0], vh = v[0];
      while (vh != 0) {
        const uint64_t q = uh / vh;
        int64_t t = A - static_cast<int64_t>(q) * C;
        A = C;
        C = t;
        t = B - static_cast<int64_t>(q) * D;
        B = D;
        D = t;
        const uint64_t r = uh - q * vh;
        uh = vh;
        vh = r;
      }
    } else {
      const size_t sh = bu - 62;
      const uint64_t mask62 = (uint64_t{1} << 62) - 1;
      int64_t uh = static_cast<int64_t>(Bits64(u, w, sh) & mask62);
      int64_t vh = static_cast<int64_t>(Bits64(v, w, sh) & mask62);
      for (;;) {
        // |A|, |B|, |C|, |D| <= 2^62 and 0 <= uh, vh < 2^62 (Knuth's bounds
        // for Algorithm L), so these sums cannot overflow.
        const int64_t d1 = vh + C, d2 = vh + D, n1 = uh + A, n2 = uh + B;
        if (d1 <= 0 || d2 <= 0 || n1 < 0 || n2 < 0) break;
        const uint64_t q = static_cast<uint64_t>(n1) / static_cast<uint64_t>(d1);
        if (q != static_cast<uint64_t>(n2) / static_cast<uint64_t>(d2)) break;
        const int64_t qq = static_cast<int64_t>(q);
        int64_t t = A - qq * C;
        A = C;
        C = t;
        t = B - qq * D;
        B = D;
        D = t;
        t = uh - qq * vh;
        uh = vh;
        vh = t;
      }
      if (B == 0) {
        // Not even the first quotient was certain: one exact step with
        // q = floor(u / v), estimated from 128 / 64 leading bits (q_est -
        // 2 <= q <= q_est + 1) and corrected.
        if (bu - bv > 61) return -1;
        const size_t s = bv > 64 ? bv - 64 : 0;
        const unsigned __int128 un =
            (static_cast<unsigned __int128>(Bits64(u, w, s + 64)) << 64) | Bits64(u, w, s);
        const uint64_t vd = Bits64(v, w, s);  // >= 2^63 (or v itself if s = 0)
        int64_t q = static_cast<int64_t>(un / vd);
        LinComb(nv, 1, u, -q, v, w, t1, t2);  // u - q v
        while (negative(nv)) {
          LinComb(nv, 1, nv, 1, v, w, t1, t2);
          --q;
        }
        while (geq(nv, v)) {
          LinComb(nv, 1, nv, -1, v, w, t1, t2);
          ++q;
        }
        A = 0;
        B = 1;
        C = 1;
        D = -q;
      }
    }
    LinComb(nu, A, u, B, v, w, t1, t2);
    LinComb(nv, C, u, D, v, w, t1, t2);
    std::memcpy(u, nu, w * sizeof(Word));
    std::memcpy(v, nv, w * sizeof(Word));
    LinComb(nu, A, U, B, V, w, t1, t2);
    LinComb(nv, C, U, D, V, w, t1, t2);
    std::memcpy(U, nu, w * sizeof(Word));
    std::memcpy(V, nv, w * sizeof(Word));
  }
  if (BitLen(u, w) != 1) return 0;  // gcd(x, n) = u != 1
  if (negative(U)) {                 // U + n: the representative in [0, n)
    Word c = 0;
    for (size_t i = 0; i < w; ++i) {
      const unsigned __int128 sum =
          static_cast<unsigned __int128>(U[i]) + (i < nw ? n[i] : 0) + c;
      U[i] = static_cast<Word>(sum);
      c = static_cast<Word>(sum >> 64);
    }
  }
  std::memcpy(out, U, nw * sizeof(Word));
  return 1;
}


}  // namespace limb
