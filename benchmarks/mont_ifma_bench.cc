// Constant-time modular exponentiation at the sizes of RSA primes (704 bits:
// 3-prime RSA-2048's 683-bit primes in 11 words; 1024: RSA-2048; 1536:
// RSA-3072; 2048: RSA-4096), dual (two CRT halves) and single, and the AMM
// kernels per size: limb's IFMA path vs OpenSSL 3.0
// (BN_mod_exp_mont_consttime_x2, its AVX-512 IFMA path at 1024 bits and two
// plain calls at other sizes, and BN_mod_exp_mont_consttime) vs GMP
// mpz_powm_sec. The kernel table in use is in the context ("ifma_kernels");
// LIMB_CPU=generic runs the portable twins.
// Run: bazel run --config=opt //benchmarks:mont_ifma_bench --
//        --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
#include <gmp.h>
#include <openssl/bn.h>

#include <cstdint>
#include <map>
#include <random>
#include <vector>

#include "benchmark/benchmark.h"
#include "bignum/mont.h"
#include "bignum/mont_ifma.h"

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
extern "C" void limb_ammv52x20_x2_ifma(limb::Word* r, const limb::Word* a, const limb::Word* b,
                                       const limb::Word* m, const limb::Word* k0) noexcept;
#endif

namespace {

using limb::Word;

// Fixed operands for a bit size: two random odd moduli of exactly `bits`
// bits, bases below them, exponents of `bits` bits (CRT exponents are as
// long as their prime).
struct Operands {
  size_t bits, n;
  std::vector<Word> m[2], base[2], e[2];
  explicit Operands(size_t b) : bits(b), n((b + 63) / 64) {
    std::mt19937_64 rng(b);
    const unsigned top = static_cast<unsigned>((bits - 1) % 64);
    const Word mask = top == 63 ? ~Word{0} : (Word{1} << (top + 1)) - 1;
    for (int l = 0; l < 2; ++l) {
      m[l].resize(n);
      base[l].resize(n);
      e[l].resize(n);
      for (auto& w : m[l]) w = rng();
      m[l][0] |= 1;
      m[l][n - 1] = (m[l][n - 1] & mask) | (Word{1} << top);
      for (auto& w : base[l]) w = rng();
      base[l][n - 1] &= mask >> 1;  // < 2^(bits-1) < m
      for (auto& w : e[l]) w = rng();
      e[l][n - 1] = (e[l][n - 1] & mask) | (Word{1} << top);
    }
  }
};

const Operands& Ops(size_t bits) {
  static std::map<size_t, Operands>* all = new std::map<size_t, Operands>;
  auto it = all->find(bits);
  if (it == all->end()) it = all->emplace(bits, Operands(bits)).first;
  return it->second;
}

const limb::IfmaKernels& Kernels() {
  const limb::IfmaKernels* k = limb::IfmaKernelsForCpu();
  return k != nullptr ? *k : limb::GenericIfmaKernels();
}

void LimbExpDual(benchmark::State& state) {
  const Operands& o = Ops(static_cast<size_t>(state.range(0)));
  limb::Modulus ma = *limb::Modulus::FromWords(o.m[0]), mb = *limb::Modulus::FromWords(o.m[1]);
  limb::Residue ba = limb::Residue::FromWords(o.base[0], ma);
  limb::Residue bb = limb::Residue::FromWords(o.base[1], mb);
  limb::Residue ra(ma), rb(mb);
  const limb::IfmaKernels& k = Kernels();
  for (auto _ : state) {
    if (limb::ExpIfmaDual(ra, ba, o.e[0], o.bits, ma, rb, bb, o.e[1], o.bits, mb, k) !=
        limb::Status::kOk)
      state.SkipWithError("ExpIfmaDual failed");
    benchmark::DoNotOptimize(ra.data());
  }
  state.counters["exps/s"] = benchmark::Counter(2.0 * static_cast<double>(state.iterations()),
                                                benchmark::Counter::kIsRate);
}

void LimbExpSingle(benchmark::State& state) {
  const Operands& o = Ops(static_cast<size_t>(state.range(0)));
  limb::Modulus ma = *limb::Modulus::FromWords(o.m[0]);
  limb::Residue ba = limb::Residue::FromWords(o.base[0], ma);
  limb::Residue ra(ma);
  const limb::IfmaKernels& k = Kernels();
  for (auto _ : state) {
    if (limb::ExpIfma(ra, ba, o.e[0], o.bits, ma, k) != limb::Status::kOk)
      state.SkipWithError("ExpIfma failed");
    benchmark::DoNotOptimize(ra.data());
  }
}

// The public Exp (mont.h): IFMA where the CPU has it, else the scalar path.
void LimbExpPublic(benchmark::State& state) {
  const Operands& o = Ops(static_cast<size_t>(state.range(0)));
  limb::Modulus ma = *limb::Modulus::FromWords(o.m[0]);
  limb::Residue ba = limb::Residue::FromWords(o.base[0], ma);
  limb::Residue ra(ma);
  for (auto _ : state) {
    if (limb::ExpWords(ra, ba, o.e[0], o.bits, ma) != limb::Status::kOk)
      state.SkipWithError("ExpWords failed");
    benchmark::DoNotOptimize(ra.data());
  }
}

// The scalar path: a copy of the Mont() table pinned on the modulus (same
// kernels, another address), so Exp does not take the IFMA path.
void LimbExpScalar(benchmark::State& state) {
  static const limb::MontKernels scalar = limb::Mont();
  const Operands& o = Ops(static_cast<size_t>(state.range(0)));
  limb::Modulus ma = *limb::Modulus::FromWords(o.m[0]);
  ma.set_kernels(scalar);
  limb::Residue ba = limb::Residue::FromWords(o.base[0], ma);
  limb::Residue ra(ma);
  for (auto _ : state) {
    if (limb::ExpWords(ra, ba, o.e[0], o.bits, ma) != limb::Status::kOk)
      state.SkipWithError("ExpWords failed");
    benchmark::DoNotOptimize(ra.data());
  }
}

BIGNUM* Bn(const std::vector<Word>& w) {
  std::vector<uint8_t> le(w.size() * 8);
  for (size_t i = 0; i < le.size(); ++i) le[i] = static_cast<uint8_t>(w[i / 8] >> (8 * (i % 8)));
  return BN_lebin2bn(le.data(), static_cast<int>(le.size()), nullptr);
}

void OsslExpDual(benchmark::State& state) {
  const Operands& o = Ops(static_cast<size_t>(state.range(0)));
  BIGNUM *m1 = Bn(o.m[0]), *m2 = Bn(o.m[1]), *a1 = Bn(o.base[0]), *a2 = Bn(o.base[1]);
  BIGNUM *e1 = Bn(o.e[0]), *e2 = Bn(o.e[1]), *r1 = BN_new(), *r2 = BN_new();
  BN_CTX* ctx = BN_CTX_new();
  BN_MONT_CTX* mc1 = BN_MONT_CTX_new();
  BN_MONT_CTX* mc2 = BN_MONT_CTX_new();
  BN_MONT_CTX_set(mc1, m1, ctx);
  BN_MONT_CTX_set(mc2, m2, ctx);
  for (auto _ : state) {
    if (BN_mod_exp_mont_consttime_x2(r1, a1, e1, m1, mc1, r2, a2, e2, m2, mc2, ctx) != 1)
      state.SkipWithError("BN_mod_exp_mont_consttime_x2 failed");
    benchmark::DoNotOptimize(r1);
  }
  state.counters["exps/s"] = benchmark::Counter(2.0 * static_cast<double>(state.iterations()),
                                                benchmark::Counter::kIsRate);
  BN_MONT_CTX_free(mc1);
  BN_MONT_CTX_free(mc2);
  BN_CTX_free(ctx);
  for (BIGNUM* b : {m1, m2, a1, a2, e1, e2, r1, r2}) BN_free(b);
}

void OsslExp(benchmark::State& state) {
  const Operands& o = Ops(static_cast<size_t>(state.range(0)));
  BIGNUM *m1 = Bn(o.m[0]), *a1 = Bn(o.base[0]), *e1 = Bn(o.e[0]), *r1 = BN_new();
  BN_CTX* ctx = BN_CTX_new();
  BN_MONT_CTX* mc1 = BN_MONT_CTX_new();
  BN_MONT_CTX_set(mc1, m1, ctx);
  for (auto _ : state) {
    if (BN_mod_exp_mont_consttime(r1, a1, e1, m1, ctx, mc1) != 1)
      state.SkipWithError("BN_mod_exp_mont_consttime failed");
    benchmark::DoNotOptimize(r1);
  }
  BN_MONT_CTX_free(mc1);
  BN_CTX_free(ctx);
  for (BIGNUM* b : {m1, a1, e1, r1}) BN_free(b);
}

void GmpExp(benchmark::State& state) {
  const Operands& o = Ops(static_cast<size_t>(state.range(0)));
  mpz_t m, b, e, r;
  mpz_inits(m, b, e, r, nullptr);
  mpz_import(m, o.n, -1, 8, 0, 0, o.m[0].data());
  mpz_import(b, o.n, -1, 8, 0, 0, o.base[0].data());
  mpz_import(e, o.n, -1, 8, 0, 0, o.e[0].data());
  for (auto _ : state) {
    mpz_powm_sec(r, b, e, m);
    benchmark::DoNotOptimize(r);
  }
  mpz_clears(m, b, e, r, nullptr);
}

// AMM operands in limbs for a bit size: a < m < 2^bits in the table's layout.
struct AmmOperands {
  size_t n, S;
  std::vector<Word> a, m;
  Word k0[2] = {1, 1};  // timing only: the kernels are value-independent
  explicit AmmOperands(size_t bits) : n((bits + 63) / 64), S(limb::IfmaStride(n)) {
    const size_t L = limb::IfmaUsedLimbs(n);
    a.assign(2 * S, 0);
    m.assign(2 * S, 0);
    std::mt19937_64 rng(52 + bits);
    for (size_t l = 0; l < 2; ++l) {
      // Limbs below 64 n - 52 bits only: a, m < 2^(64 n) (any odd m serves).
      for (size_t j = 0; 52 * (j + 1) <= 64 * n && j < L; ++j) {
        a[l * S + j] = rng() >> 13;
        m[l * S + j] = rng() >> 12;
      }
      m[l * S] |= 1;
    }
  }
};

void LimbAmmX2(benchmark::State& state) {
  AmmOperands o(static_cast<size_t>(state.range(0)));
  const limb::IfmaSizeKernels& k = Kernels().For(o.n);
  for (auto _ : state) {
    k.amm_x2(o.a.data(), o.a.data(), o.a.data(), o.m.data(), o.k0);
    benchmark::DoNotOptimize(o.a.data());
  }
}

void LimbAmmX1(benchmark::State& state) {
  AmmOperands o(static_cast<size_t>(state.range(0)));
  const limb::IfmaSizeKernels& k = Kernels().For(o.n);
  for (auto _ : state) {
    k.amm_x1(o.a.data(), o.a.data(), o.a.data(), o.m.data(), o.k0);
    benchmark::DoNotOptimize(o.a.data());
  }
}

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
// The generated V = 3 dual kernel at L = 20 (mont_ifma_n.S), against the
// hand-written one the table uses at 1024 bits (mont_ifma.S).
void LimbAmmX2Generated1024(benchmark::State& state) {
  AmmOperands o(1024);
  for (auto _ : state) {
    limb_ammv52x20_x2_ifma(o.a.data(), o.a.data(), o.a.data(), o.m.data(), o.k0);
    benchmark::DoNotOptimize(o.a.data());
  }
}
#endif

void Sizes(benchmark::internal::Benchmark* b) {
  for (int bits : {704, 1024, 1536, 2048}) b->Arg(bits);
  b->Unit(benchmark::kMicrosecond);
}

BENCHMARK(LimbExpDual)->Name("limb/ModExpDual")->Apply(Sizes);
BENCHMARK(OsslExpDual)->Name("openssl/ModExpDual")->Apply(Sizes);
BENCHMARK(LimbExpSingle)->Name("limb/ModExpIfma")->Apply(Sizes);
BENCHMARK(LimbExpPublic)->Name("limb/ModExp")->Apply(Sizes);
BENCHMARK(LimbExpScalar)->Name("limb/ModExpScalar")->Apply(Sizes);
BENCHMARK(OsslExp)->Name("openssl/ModExp")->Apply(Sizes);
BENCHMARK(GmpExp)->Name("gmp/ModExp")->Apply(Sizes);
BENCHMARK(LimbAmmX2)->Name("limb/AmmX2")->Arg(704)->Arg(1024)->Arg(1536)->Arg(2048);
BENCHMARK(LimbAmmX1)->Name("limb/AmmX1")->Arg(704)->Arg(1024)->Arg(1536)->Arg(2048);
#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
BENCHMARK(LimbAmmX2Generated1024)->Name("limb/AmmX2Generated/1024");
#endif

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  benchmark::AddCustomContext("ifma_kernels", Kernels().name);
  benchmark::AddCustomContext("mont_kernels", limb::Mont().name);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
