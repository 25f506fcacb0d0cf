// bignum/mont_ifma tests. Oracles: GMP (mpz_powm, and the AMM identity
// r = (a b + q m) / 2^1040 with q = -a b m^-1 mod 2^1040 computed by mpz),
// plus mont's ExpWords on the generic MontKernels. Every table of
// AllIfmaKernels() (the generic twin and, on an IFMA CPU, the AVX-512 asm) is
// run, and each asm output must equal the twin's bit for bit.
// Seed: fixed, overridable with LIMB_TEST_SEED; printed on failure.
#include "bignum/mont_ifma.h"

#include <gmp.h>

#include <cstdint>
#include <cstdlib>
#include <algorithm>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "asm/cpu.h"
#include "gtest/gtest.h"

namespace limb {
namespace {

uint64_t Seed() {
  const char* s = std::getenv("LIMB_TEST_SEED");
  return s != nullptr && *s != '\0' ? std::strtoull(s, nullptr, 0) : 0x69666d61ull;
}

#define SEED_TRACE() SCOPED_TRACE("LIMB_TEST_SEED=" + std::to_string(Seed()))

constexpr Word kMask52 = (Word{1} << 52) - 1;

class Mpz {
 public:
  Mpz() { mpz_init(z_); }
  Mpz(const Mpz& o) { mpz_init_set(z_, o.z_); }
  ~Mpz() { mpz_clear(z_); }
  Mpz& operator=(const Mpz& o) {
    mpz_set(z_, o.z_);
    return *this;
  }
  mpz_ptr get() { return z_; }
  mpz_srcptr get() const { return z_; }
  std::string Hex() const {
    char* s = mpz_get_str(nullptr, 16, z_);
    std::string r(s);
    void (*freefn)(void*, size_t);
    mp_get_memory_functions(nullptr, nullptr, &freefn);
    freefn(s, r.size() + 1);
    return r;
  }

 private:
  mpz_t z_;
};

Mpz FromWords(const Word* w, size_t n) {
  Mpz z;
  mpz_import(z.get(), n, -1, sizeof(Word), 0, 0, w);
  return z;
}

// The test's own radix-2^52 conversions, through GMP (independent of the
// library's bit-slicing code).
Mpz FromLimbs(const Word* l) {
  Mpz z;
  for (size_t j = kIfmaLimbs; j-- > 0;) {
    mpz_mul_2exp(z.get(), z.get(), 52);
    mpz_add_ui(z.get(), z.get(), l[j]);
  }
  return z;
}

std::vector<Word> ToLimbs(const Mpz& v) {
  std::vector<Word> l(kIfmaLimbs, 0);
  Mpz t = v;
  for (size_t j = 0; j < kIfmaLimbs; ++j) {
    l[j] = mpz_getlimbn(t.get(), 0) & kMask52;
    mpz_fdiv_q_2exp(t.get(), t.get(), 52);
  }
  EXPECT_EQ(mpz_sgn(t.get()), 0) << "value too large for 24 limbs";
  return l;
}

std::vector<Word> ToWords(const Mpz& z, size_t n) {
  std::vector<Word> w(n, 0);
  size_t count = 0;
  EXPECT_LE((mpz_sizeinbase(z.get(), 2) + 63) / 64, n);
  mpz_export(w.data(), &count, -1, sizeof(Word), 0, 0, z.get());
  return w;
}

// Modulus shapes: the top word decides the bit length and the top limb
// pattern (the reduction's edges).
enum class Shape { kRandom1024, kRandom1023, kTopAllOnes, kTopOne, kTop8000, kLowAllOnes, kCount };

std::vector<Word> MakeModulus(std::mt19937_64& rng, Shape s) {
  std::vector<Word> m(kIfmaWords);
  for (auto& x : m) x = rng();
  switch (s) {
    case Shape::kRandom1024:
      m[15] |= Word{1} << 63;
      break;
    case Shape::kRandom1023:
      m[15] = (m[15] | (Word{1} << 62)) & ~(Word{1} << 63);
      break;
    case Shape::kTopAllOnes:  // m close to 2^1024
      for (size_t i = 8; i < kIfmaWords; ++i) m[i] = ~Word{0};
      break;
    case Shape::kTopOne:  // 961-bit: the smallest 16-word modulus
      m[15] = 1;
      break;
    case Shape::kTop8000:  // 2^1023 + small
      for (size_t i = 1; i < kIfmaWords; ++i) m[i] = 0;
      m[15] = Word{1} << 63;
      break;
    case Shape::kLowAllOnes:  // m = -1 mod 2^64: k0 = 1
      m[0] = ~Word{0};
      m[15] |= Word{1} << 63;
      break;
    case Shape::kCount:
      break;
  }
  m[0] |= 1;
  return m;
}

Mpz RandomBelow(std::mt19937_64& rng, const Mpz& bound) {
  std::vector<Word> w(kIfmaWords + 2);
  for (auto& x : w) x = rng();
  Mpz z = FromWords(w.data(), w.size());
  mpz_mod(z.get(), z.get(), bound.get());
  return z;
}

// AMM oracle: (a b + q m) / 2^1040, q = -a b m^-1 mod 2^1040.
Mpz AmmOracle(const Mpz& a, const Mpz& b, const Mpz& m) {
  Mpz r, q, ab, R, inv;
  mpz_setbit(R.get(), 1040);
  mpz_mul(ab.get(), a.get(), b.get());
  EXPECT_NE(mpz_invert(inv.get(), m.get(), R.get()), 0);
  mpz_mul(q.get(), ab.get(), inv.get());
  mpz_neg(q.get(), q.get());
  mpz_mod(q.get(), q.get(), R.get());
  mpz_addmul(ab.get(), q.get(), m.get());
  EXPECT_EQ(mpz_scan1(ab.get(), 0) >= 1040 || mpz_sgn(ab.get()) == 0, true);
  mpz_fdiv_q_2exp(r.get(), ab.get(), 1040);
  return r;
}

Word K0(const Mpz& m) {
  Mpz R, inv;
  mpz_setbit(R.get(), 52);
  EXPECT_NE(mpz_invert(inv.get(), m.get(), R.get()), 0);
  mpz_neg(inv.get(), inv.get());
  mpz_mod(inv.get(), inv.get(), R.get());
  return mpz_get_ui(inv.get());
}

// Operand kinds for AMM: below 2m (the exponentiation's invariant), up to the
// contract's 2^1025 bound, and edges.
Mpz Operand(std::mt19937_64& rng, const Mpz& m, int kind) {
  Mpz v, two_m, top;
  mpz_mul_2exp(two_m.get(), m.get(), 1);
  mpz_setbit(top.get(), 1025);
  switch (kind) {
    case 0: return RandomBelow(rng, m);
    case 1: {  // in [m, 2m)
      v = RandomBelow(rng, m);
      mpz_add(v.get(), v.get(), m.get());
      return v;
    }
    case 2: return RandomBelow(rng, top);  // any value < 2^1025
    case 3: mpz_sub_ui(v.get(), two_m.get(), 1); return v;  // 2m - 1
    case 4: mpz_sub_ui(v.get(), top.get(), 1); return v;    // 2^1025 - 1
    case 5: return v;                                       // 0
    case 6: mpz_set_ui(v.get(), 1); return v;
    case 7: mpz_sub_ui(v.get(), m.get(), 1); return v;      // m - 1
    default: {  // limbs of all ones below 2^1024 (every limb 2^52 - 1)
      mpz_setbit(v.get(), 1024);
      mpz_sub_ui(v.get(), v.get(), 1);
      return v;
    }
  }
}
constexpr int kOperandKinds = 9;

TEST(MontIfma, Tables) {
  auto all = AllIfmaKernels();
  ASSERT_GE(all.size(), 1u);
  EXPECT_STREQ(all[0]->name, "generic");
  const CpuFeatures& d = DetectedCpu();
#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
  // On a CPU with IFMA the asm table must be there (a missing table is a
  // failure, not a skip).
  const bool want = d.avx512f && d.avx512vl && d.avx512ifma;
  EXPECT_EQ(all.size(), want ? 2u : 1u);
#else
  (void)d;
  EXPECT_EQ(all.size(), 1u);
#endif
  // IfmaKernelsForCpu follows Cpu() (LIMB_CPU caps): generic, avx2 -> none.
  const CpuFeatures& c = Cpu();
  const bool sel = c.asm_allowed && c.avx512f && c.avx512vl && c.avx512ifma;
#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
  EXPECT_EQ(IfmaKernelsForCpu() != nullptr, sel);
#else
  (void)sel;
  EXPECT_EQ(IfmaKernelsForCpu(), nullptr);
#endif
  const char* cap = std::getenv("LIMB_CPU");
  if (cap != nullptr && (std::string(cap) == "generic" || std::string(cap) == "avx2" ||
                         std::string(cap) == "shani")) {
    EXPECT_EQ(IfmaKernelsForCpu(), nullptr) << "LIMB_CPU=" << cap;
  }
  if (IfmaKernelsForCpu() != nullptr) {
    EXPECT_STREQ(IfmaKernelsForCpu()->name, "x86_64_avx512ifma");
  }
}

TEST(MontIfma, AmmMatchesOracleAndTwin) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed());
  const IfmaKernels& g = GenericIfmaKernels();
  for (const IfmaKernels* k : AllIfmaKernels()) {
    SCOPED_TRACE(k->name);
    for (int shape = 0; shape < static_cast<int>(Shape::kCount); ++shape) {
      for (int iter = 0; iter < 12; ++iter) {
        Mpz m[2], a[2], b[2];
        std::vector<Word> A(kIfmaPair), B(kIfmaPair), M(kIfmaPair), K(2);
        for (int l = 0; l < 2; ++l) {
          // Lane B uses a different shape so the lanes differ in kind too.
          const Shape s = static_cast<Shape>((shape + 3 * l) % static_cast<int>(Shape::kCount));
          std::vector<Word> mw = MakeModulus(rng, s);
          m[l] = FromWords(mw.data(), mw.size());
          a[l] = Operand(rng, m[l], (iter + l) % kOperandKinds);
          b[l] = Operand(rng, m[l], (iter * 5 + 2 * l + shape) % kOperandKinds);
          auto al = ToLimbs(a[l]), bl = ToLimbs(b[l]), ml = ToLimbs(m[l]);
          std::copy(al.begin(), al.end(), A.begin() + l * kIfmaLimbs);
          std::copy(bl.begin(), bl.end(), B.begin() + l * kIfmaLimbs);
          std::copy(ml.begin(), ml.end(), M.begin() + l * kIfmaLimbs);
          K[l] = K0(m[l]);
        }
        std::vector<Word> r(kIfmaPair, 0xa5a5a5a5a5a5a5a5ull), rg(kIfmaPair);
        k->amm_x2(r.data(), A.data(), B.data(), M.data(), K.data());
        g.amm_x2(rg.data(), A.data(), B.data(), M.data(), K.data());
        EXPECT_EQ(r, rg) << "asm differs from the twin (shape " << shape << ", iter " << iter
                         << ")";
        for (int l = 0; l < 2; ++l) {
          const Word* rl = r.data() + l * kIfmaLimbs;
          for (size_t j = 0; j < kIfmaLimbs; ++j) {
            ASSERT_LE(rl[j], kMask52) << "limb " << j << " not normalised";
            if (j >= kIfmaUsedLimbs) {
              ASSERT_EQ(rl[j], 0u) << "padding limb " << j;
            }
          }
          Mpz want = AmmOracle(a[l], b[l], m[l]);
          Mpz got = FromLimbs(rl);
          EXPECT_EQ(mpz_cmp(got.get(), want.get()), 0)
              << "lane " << l << " shape " << shape << " iter " << iter << "\n m=" << m[l].Hex()
              << "\n a=" << a[l].Hex() << "\n b=" << b[l].Hex() << "\n got=" << got.Hex()
              << "\n want=" << want.Hex();
          // Bounds of the contract.
          Mpz bound;
          mpz_setbit(bound.get(), 1025);
          EXPECT_LT(mpz_cmp(got.get(), bound.get()), 0);
          Mpz two_m;
          mpz_mul_2exp(two_m.get(), m[l].get(), 1);
          if (mpz_cmp(a[l].get(), two_m.get()) < 0 && mpz_cmp(b[l].get(), two_m.get()) < 0) {
            EXPECT_LT(mpz_cmp(got.get(), two_m.get()), 0) << "result not < 2m";
          }
        }
        // Aliasing: r == a, and squaring with r == a == b.
        std::vector<Word> ra = A;
        k->amm_x2(ra.data(), ra.data(), B.data(), M.data(), K.data());
        EXPECT_EQ(ra, r) << "r == a";
        std::vector<Word> sq = A, sqg(kIfmaPair);
        k->amm_x2(sq.data(), sq.data(), sq.data(), M.data(), K.data());
        g.amm_x2(sqg.data(), A.data(), A.data(), M.data(), K.data());
        EXPECT_EQ(sq, sqg) << "r == a == b";
      }
    }
  }
}

TEST(MontIfma, SelectReadsTheRightEntry) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 1);
  std::vector<Word> table(kIfmaTableSize * kIfmaPair);
  for (auto& w : table) w = rng();
  for (const IfmaKernels* k : AllIfmaKernels()) {
    SCOPED_TRACE(k->name);
    for (Word ia = 0; ia < kIfmaTableSize; ++ia) {
      for (Word ib = 0; ib < kIfmaTableSize; ++ib) {
        std::vector<Word> out(kIfmaPair, 0x5a5a);
        k->select_x2(out.data(), table.data(), ia, ib);
        ASSERT_EQ(0, std::memcmp(out.data(), &table[ia * kIfmaPair], kIfmaLimbs * sizeof(Word)))
            << ia << "," << ib;
        ASSERT_EQ(0, std::memcmp(out.data() + kIfmaLimbs,
                                 &table[ib * kIfmaPair + kIfmaLimbs], kIfmaLimbs * sizeof(Word)))
            << ia << "," << ib;
      }
    }
  }
}

struct ExpCase {
  std::vector<Word> m;
  std::vector<Word> base;  // < m, 16 words
  std::vector<Word> e;
  size_t bits;
};

// Exponent kinds: random full length, zero, one, all ones, top bit only,
// short, longer than the modulus, and bits above exponent_bits that must be
// ignored.
ExpCase MakeCase(std::mt19937_64& rng, int shape, int ek, int bk) {
  ExpCase c;
  c.m = MakeModulus(rng, static_cast<Shape>(shape % static_cast<int>(Shape::kCount)));
  Mpz m = FromWords(c.m.data(), c.m.size());
  Mpz b;
  switch (bk % 4) {
    case 0: b = RandomBelow(rng, m); break;
    case 1: break;  // 0
    case 2: mpz_set_ui(b.get(), 1); break;
    default: mpz_sub_ui(b.get(), m.get(), 1); break;  // m - 1
  }
  c.base = ToWords(b, kIfmaWords);
  c.e.assign(16, 0);
  c.bits = 1024;
  switch (ek % 9) {
    case 0: for (auto& w : c.e) w = rng(); break;
    case 1: break;                                  // e = 0 (1024 bits announced)
    case 2: c.e[0] = 1; break;                      // e = 1
    case 3: for (auto& w : c.e) w = ~Word{0}; break;  // all ones
    case 4: c.e[15] = Word{1} << 63; break;           // top bit only
    case 5: c.e[0] = rng(); c.bits = 7; c.e[0] &= 0x7f; break;  // short
    case 6: c.e.assign(32, 0); for (auto& w : c.e) w = rng(); c.bits = 2048; break;
    case 7: for (auto& w : c.e) w = rng(); c.bits = 1021; break;  // bits above ignored
    default: c.bits = 0; c.e[0] = rng(); break;       // exponent_bits 0: e = 0
  }
  return c;
}

// The reference value: mpz_powm of the low c.bits bits of e.
std::vector<Word> Reference(const ExpCase& c) {
  Mpz m = FromWords(c.m.data(), c.m.size()), b = FromWords(c.base.data(), c.base.size());
  Mpz e = FromWords(c.e.data(), c.e.size()), r;
  mpz_fdiv_r_2exp(e.get(), e.get(), c.bits);
  mpz_powm(r.get(), b.get(), e.get(), m.get());
  return ToWords(r, kIfmaWords);
}

TEST(MontIfma, ExpMatchesGmpAndScalarExp) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 2);
  for (const IfmaKernels* k : AllIfmaKernels()) {
    SCOPED_TRACE(k->name);
    const bool generic = std::string(k->name) == "generic";
    // The twin is slow: fewer cases for it (the asm is compared with it above).
    const int n = generic ? 6 : 24;
    for (int i = 0; i < n; ++i) {
      ExpCase c = MakeCase(rng, i, i, i / 3);
      Modulus m = *Modulus::FromWords(c.m);
      Residue base = Residue::FromWords(c.base, m);
      Residue out(m);
      ASSERT_EQ(ExpIfma(out, base, c.e, c.bits, m, *k), Status::kOk);
      std::vector<Word> want = Reference(c);
      std::vector<Word> got(out.words().begin(), out.words().end());
      EXPECT_EQ(got, want) << "case " << i << " bits " << c.bits;
      // Against mont's Exp with the generic scalar kernels.
      Modulus mg = m;
      mg.set_kernels(GenericMontKernels());
      Residue ref(mg);
      ASSERT_EQ(ExpWords(ref, base, c.e, c.bits, mg), Status::kOk);
      EXPECT_TRUE(Equal(ref, out).Declassify()) << "case " << i;
      // out may alias base.
      Residue in_place = base;
      ASSERT_EQ(ExpIfma(in_place, in_place, c.e, c.bits, m, *k), Status::kOk);
      EXPECT_TRUE(Equal(in_place, out).Declassify()) << "in place, case " << i;
    }
  }
}

TEST(MontIfma, DualMatchesGmp) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 3);
  for (const IfmaKernels* k : AllIfmaKernels()) {
    SCOPED_TRACE(k->name);
    const bool generic = std::string(k->name) == "generic";
    const int n = generic ? 5 : 30;
    for (int i = 0; i < n; ++i) {
      // The halves differ in modulus shape, exponent kind and length.
      ExpCase ca = MakeCase(rng, i, i, i);
      ExpCase cb = MakeCase(rng, i + 2, i * 7 + 3, i + 1);
      Modulus ma = *Modulus::FromWords(ca.m), mb = *Modulus::FromWords(cb.m);
      Residue ba = Residue::FromWords(ca.base, ma), bb = Residue::FromWords(cb.base, mb);
      Residue oa(ma), ob(mb);
      ASSERT_EQ(ExpIfmaDual(oa, ba, ca.e, ca.bits, ma, ob, bb, cb.e, cb.bits, mb, *k),
                Status::kOk);
      std::vector<Word> ga(oa.words().begin(), oa.words().end());
      std::vector<Word> gb(ob.words().begin(), ob.words().end());
      EXPECT_EQ(ga, Reference(ca)) << "lane A, case " << i << " bits " << ca.bits << "/"
                                   << cb.bits;
      EXPECT_EQ(gb, Reference(cb)) << "lane B, case " << i << " bits " << ca.bits << "/"
                                   << cb.bits;
    }
  }
}

TEST(MontIfma, RejectsBadArguments) {
  std::mt19937_64 rng(Seed() + 4);
  std::vector<Word> mw(15);
  for (auto& w : mw) w = rng();
  mw[0] |= 1;
  mw[14] |= Word{1} << 63;
  Modulus small = *Modulus::FromWords(mw);  // 15 words: unsupported
  EXPECT_FALSE(IfmaSupports(small));
  Residue b(small), o(small);
  std::vector<Word> e(16, 1);
  EXPECT_EQ(ExpIfma(o, b, e, 64, small, GenericIfmaKernels()), Status::kInvalidArgument);
  std::vector<Word> m16 = MakeModulus(rng, Shape::kRandom1024);
  Modulus m = *Modulus::FromWords(m16);
  EXPECT_TRUE(IfmaSupports(m));
  Residue b2(m), o2(m);
  EXPECT_EQ(ExpIfma(o2, b2, e, 64 * 16 + 1, m, GenericIfmaKernels()), Status::kInvalidArgument);
}

// InverseVarTime against mpz_invert: sizes 1..40 words and 32 (RSA-2048),
// random and edge x (1, 2, n - 1, one word, shorter than n, gcd 3). Tiny x
// and x = n - 1 (quotient n - 1 at the second step) meet huge quotients;
// the fallback answer (-1) is accepted only where Euclid's quotient
// sequence really holds one >= 2^60. Every other answer must be exact.
TEST(InverseVarTime, MatchesGmp) {
  SEED_TRACE();
  std::mt19937_64 rng(Seed() + 5);
  int fast = 0;
  for (int it = 0; it < 3000; ++it) {
    const size_t nw = it % 3 == 0 ? 32 : 1 + it % 40;
    std::vector<Word> n(nw), x(nw, 0), out(nw, 0);
    for (auto& w : n) w = rng();
    n[0] |= 1;
    if (nw == 1 && n[0] == 1) n[0] = 3;
    const int mode = it % 9;
    for (auto& w : x) w = rng();
    if (mode == 1) std::fill(x.begin() + 1, x.end(), 0);  // one word
    if (mode == 2) { std::fill(x.begin(), x.end(), 0); x[0] = 1; }
    if (mode == 3) { x = n; x[0] -= 1; }                   // n - 1
    if (mode == 4) { std::fill(x.begin(), x.end(), 0); x[0] = 2; }
    if (mode == 5) x[nw - 1] >>= 20;                       // shorter than n
    if (mode == 6) {  // gcd(x, n) = 3: n = 3 k (k odd), x = 3 j
      Mpz K = FromWords(n.data(), nw);
      mpz_fdiv_q_2exp(K.get(), K.get(), 2);
      mpz_setbit(K.get(), 0);
      mpz_mul_ui(K.get(), K.get(), 3);
      n = ToWords(K, nw);
      Mpz J = FromWords(x.data(), nw);
      mpz_fdiv_q_2exp(J.get(), J.get(), 2);
      mpz_mul_ui(J.get(), J.get(), 3);
      x = ToWords(J, nw);
    }
    Mpz N = FromWords(n.data(), nw), X = FromWords(x.data(), nw), R;
    if (mpz_cmp_ui(N.get(), 1) <= 0) continue;
    mpz_mod(X.get(), X.get(), N.get());
    std::vector<Word> xr = ToWords(X, nw);
    const int got = InverseVarTime(out.data(), xr.data(), n.data(), nw);
    const bool inv = mpz_invert(R.get(), X.get(), N.get()) != 0;
    SCOPED_TRACE("it " + std::to_string(it) + " nw " + std::to_string(nw) + " mode " +
                 std::to_string(mode) + " n=" + N.Hex() + " x=" + X.Hex());
    if (got == -1) {
      // Allowed only if Euclid's quotient sequence for (n, x) really holds a
      // quotient of about 2^62 or more (>= 2^60 with slack).
      Mpz a = N, b = X, q, r;
      size_t max_bits = 0;
      while (mpz_sgn(b.get()) != 0) {
        mpz_fdiv_qr(q.get(), r.get(), a.get(), b.get());
        max_bits = std::max(max_bits, mpz_sizeinbase(q.get(), 2));
        a = b;
        b = r;
      }
      EXPECT_GT(max_bits, 60u) << "fallback without a huge quotient";
      continue;
    }
    ++fast;
    if (!inv || mpz_sgn(X.get()) == 0) {
      EXPECT_EQ(got, 0);
      continue;
    }
    ASSERT_EQ(got, 1);
    Mpz G = FromWords(out.data(), nw);
    EXPECT_EQ(mpz_cmp(G.get(), R.get()), 0) << "got " << G.Hex() << " want " << R.Hex();
  }
  EXPECT_GT(fast, 1500);
}

}  // namespace
}  // namespace limb
