// 1024-bit constant-time modular exponentiation, dual (two CRT halves) and
// single, and the AMM kernel: limb's IFMA path vs OpenSSL 3.0
// (BN_mod_exp_mont_consttime_x2, which is its AVX-512 IFMA RSA-2048 path, and
// BN_mod_exp_mont_consttime) vs GMP mpz_powm_sec. The kernel table in use is
// in the context ("ifma_kernels"); LIMB_CPU=generic runs the portable twins.
// Run: bazel run --config=opt //benchmarks:mont_ifma_bench --
//        --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
#include <gmp.h>
#include <openssl/bn.h>

#include <cstdint>
#include <random>
#include <vector>

#include "benchmark/benchmark.h"
#include "bignum/mont.h"
#include "bignum/mont_ifma.h"

namespace {

using limb::Word;

// Fixed operands: two random odd 1024-bit moduli, bases below them, full
// 1024-bit exponents.
struct Operands {
  std::vector<Word> m[2], base[2], e[2];
  Operands() {
    std::mt19937_64 rng(1024);
    for (int l = 0; l < 2; ++l) {
      m[l].resize(16);
      base[l].resize(16);
      e[l].resize(16);
      for (auto& w : m[l]) w = rng();
      m[l][0] |= 1;
      m[l][15] |= Word{1} << 63;
      for (auto& w : base[l]) w = rng();
      base[l][15] >>= 1;  // < 2^1023 < m
      for (auto& w : e[l]) w = rng();
      e[l][15] |= Word{1} << 63;
    }
  }
};

const Operands& Ops() {
  static const Operands o;
  return o;
}

const limb::IfmaKernels& Kernels() {
  const limb::IfmaKernels* k = limb::IfmaKernelsForCpu();
  return k != nullptr ? *k : limb::GenericIfmaKernels();
}

void LimbExpDual(benchmark::State& state) {
  const Operands& o = Ops();
  limb::Modulus ma = *limb::Modulus::FromWords(o.m[0]), mb = *limb::Modulus::FromWords(o.m[1]);
  limb::Residue ba = limb::Residue::FromWords(o.base[0], ma);
  limb::Residue bb = limb::Residue::FromWords(o.base[1], mb);
  limb::Residue ra(ma), rb(mb);
  const limb::IfmaKernels& k = Kernels();
  for (auto _ : state) {
    if (limb::ExpIfmaDual(ra, ba, o.e[0], 1024, ma, rb, bb, o.e[1], 1024, mb, k) !=
        limb::Status::kOk)
      state.SkipWithError("ExpIfmaDual failed");
    benchmark::DoNotOptimize(ra.data());
  }
  state.counters["exps/s"] = benchmark::Counter(2.0 * static_cast<double>(state.iterations()),
                                                benchmark::Counter::kIsRate);
}

void LimbExp(benchmark::State& state) {
  const Operands& o = Ops();
  limb::Modulus ma = *limb::Modulus::FromWords(o.m[0]);
  limb::Residue ba = limb::Residue::FromWords(o.base[0], ma);
  limb::Residue ra(ma);
  const limb::IfmaKernels& k = Kernels();
  for (auto _ : state) {
    if (limb::ExpIfma(ra, ba, o.e[0], 1024, ma, k) != limb::Status::kOk)
      state.SkipWithError("ExpIfma failed");
    benchmark::DoNotOptimize(ra.data());
  }
}

// The scalar path (mont's Exp with the Mont() table) for comparison.
void LimbExpScalar(benchmark::State& state) {
  const Operands& o = Ops();
  limb::Modulus ma = *limb::Modulus::FromWords(o.m[0]);
  limb::Residue ba = limb::Residue::FromWords(o.base[0], ma);
  limb::Residue ra(ma);
  for (auto _ : state) {
    if (limb::ExpWords(ra, ba, o.e[0], 1024, ma) != limb::Status::kOk)
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
  const Operands& o = Ops();
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
  const Operands& o = Ops();
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
  const Operands& o = Ops();
  mpz_t m, b, e, r;
  mpz_inits(m, b, e, r, nullptr);
  mpz_import(m, 16, -1, 8, 0, 0, o.m[0].data());
  mpz_import(b, 16, -1, 8, 0, 0, o.base[0].data());
  mpz_import(e, 16, -1, 8, 0, 0, o.e[0].data());
  for (auto _ : state) {
    mpz_powm_sec(r, b, e, m);
    benchmark::DoNotOptimize(r);
  }
  mpz_clears(m, b, e, r, nullptr);
}

// One dual AMM (both lanes), the kernel alone.
void LimbAmmX2(benchmark::State& state) {
  const Operands& o = Ops();
  std::vector<Word> a(limb::kIfmaPair, 0), m(limb::kIfmaPair, 0);
  std::mt19937_64 rng(52);
  for (size_t l = 0; l < 2; ++l) {
    for (size_t j = 0; j < limb::kIfmaUsedLimbs; ++j) {
      a[l * limb::kIfmaLimbs + j] = rng() >> 13;  // < 2^51: a < m's range
      // m's limbs: any odd value of the right size serves for timing.
      m[l * limb::kIfmaLimbs + j] = rng() >> 12;
    }
    a[l * limb::kIfmaLimbs + 19] >>= 20;
    m[l * limb::kIfmaLimbs + 19] = (rng() >> 28) | (Word{1} << 35);
    m[l * limb::kIfmaLimbs] |= 1;
  }
  (void)o;
  Word k0[2] = {1, 1};  // timing only: the kernel is value-independent
  const limb::IfmaKernels& k = Kernels();
  for (auto _ : state) {
    k.amm_x2(a.data(), a.data(), a.data(), m.data(), k0);
    benchmark::DoNotOptimize(a.data());
  }
}

BENCHMARK(LimbExpDual)->Name("limb/ModExpDual/1024")->Unit(benchmark::kMicrosecond);
BENCHMARK(OsslExpDual)->Name("openssl/ModExpDual/1024")->Unit(benchmark::kMicrosecond);
BENCHMARK(LimbExp)->Name("limb/ModExpIfma/1024")->Unit(benchmark::kMicrosecond);
BENCHMARK(LimbExpScalar)->Name("limb/ModExp/1024")->Unit(benchmark::kMicrosecond);
BENCHMARK(OsslExp)->Name("openssl/ModExp/1024")->Unit(benchmark::kMicrosecond);
BENCHMARK(GmpExp)->Name("gmp/ModExp/1024")->Unit(benchmark::kMicrosecond);
BENCHMARK(LimbAmmX2)->Name("limb/AmmX2/1024");

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  benchmark::AddCustomContext("ifma_kernels", Kernels().name);
  benchmark::AddCustomContext("mont_kernels", limb::Mont().name);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
