// Constant-time modular exponentiation at the sizes of RSA primes (704 bits:
// 3-prime RSA-2048's 683-bit primes in 11 words; 1024: RSA-2048; 1536:
// RSA-3072; 2048: RSA-4096), dual (two CRT halves) and single, as a user's
// call runs on this CPU: ModExpDual is what RSA's CRT does with two primes
// of one size (ExpIfmaDual where ActiveIfmaKernels().use_for_exp, else two
// calls of the public ExpWords), ModExp is the public ExpWords. Peers:
// OpenSSL 3.0 (BN_mod_exp_mont_consttime_x2, its AVX-512 IFMA path at 1024
// bits and two plain calls at other sizes, and BN_mod_exp_mont_consttime)
// and GMP mpz_powm_sec. The path taken is each row's label and the context
// ("ifma_kernels"). The IFMA path alone and its kernels are timed by
// //benchmarks:ifma_kernel_bench, outside limb speed.
// Run: bazel run --config=opt //benchmarks:mont_ifma_bench --
//        --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
#include <gmp.h>
#include <openssl/bn.h>

#include <cstdint>
#include <vector>

#include "benchmark/benchmark.h"
#include "limb/benchmarks/exp_operands.h"
#include "limb/bignum/mont.h"
#include "limb/bignum/mont_ifma_internal.h"
#include "limb/bignum/mont_internal.h"

namespace {

using limb::Word;

// The IFMA table RSA's CRT runs on here, or null (then it runs ExpWords).
const limb::IfmaKernels* CrtIfma() {
  const limb::IfmaKernels& k = limb::ActiveIfmaKernels();
  return k.use_for_exp ? &k : nullptr;
}

void LimbExpDual(benchmark::State& state) {
  const limb::bench::ExpOperands& o = limb::bench::ExpOps(static_cast<size_t>(state.range(0)));
  limb::Modulus ma = *limb::Modulus::FromWords(o.m[0]), mb = *limb::Modulus::FromWords(o.m[1]);
  limb::Residue ba = limb::Residue::FromWords(o.base[0], ma);
  limb::Residue bb = limb::Residue::FromWords(o.base[1], mb);
  limb::Residue ra(ma), rb(mb);
  const limb::IfmaKernels* k = CrtIfma();
  for (auto _ : state) {
    const limb::Status s =
        k != nullptr
            ? limb::ExpIfmaDual(ra, ba, o.e[0], o.bits, ma, rb, bb, o.e[1], o.bits, mb, *k)
            : (limb::ExpWords(ra, ba, o.e[0], o.bits, ma) == limb::Status::kOk
                   ? limb::ExpWords(rb, bb, o.e[1], o.bits, mb)
                   : limb::Status::kInternalError);
    if (s != limb::Status::kOk) state.SkipWithError("dual exponentiation failed");
    benchmark::DoNotOptimize(ra.data());
    benchmark::DoNotOptimize(rb.data());
  }
  state.SetLabel(k != nullptr ? k->name : limb::mont_internal::Kernels(ma).name);
  state.counters["exps/s"] = benchmark::Counter(2.0 * static_cast<double>(state.iterations()),
                                                benchmark::Counter::kIsRate);
}

// The public Exp (mont.h): IFMA where the CPU has it, else the scalar path.
void LimbExpPublic(benchmark::State& state) {
  const limb::bench::ExpOperands& o = limb::bench::ExpOps(static_cast<size_t>(state.range(0)));
  limb::Modulus ma = *limb::Modulus::FromWords(o.m[0]);
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
  const limb::bench::ExpOperands& o = limb::bench::ExpOps(static_cast<size_t>(state.range(0)));
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
  const limb::bench::ExpOperands& o = limb::bench::ExpOps(static_cast<size_t>(state.range(0)));
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
  const limb::bench::ExpOperands& o = limb::bench::ExpOps(static_cast<size_t>(state.range(0)));
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

void Sizes(benchmark::internal::Benchmark* b) {
  for (int bits : {704, 1024, 1536, 2048}) b->Arg(bits);
  b->Unit(benchmark::kMicrosecond);
}

BENCHMARK(LimbExpDual)->Name("limb/ModExpDual")->Apply(Sizes);
BENCHMARK(OsslExpDual)->Name("openssl/ModExpDual")->Apply(Sizes);
BENCHMARK(LimbExpPublic)->Name("limb/ModExp")->Apply(Sizes);
BENCHMARK(OsslExp)->Name("openssl/ModExp")->Apply(Sizes);
BENCHMARK(GmpExp)->Name("gmp/ModExp")->Apply(Sizes);

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  benchmark::AddCustomContext("ifma_kernels", CrtIfma() != nullptr ? CrtIfma()->name : "none");
  benchmark::AddCustomContext("mont_kernels", limb::ActiveMontKernels().name);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
