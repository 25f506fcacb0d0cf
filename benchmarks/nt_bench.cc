// Number theory on Int against GMP and OpenSSL, in the same binary:
//   limb/ModSqrt/1024     ModSqrt mod a 1024-bit prime p = 1 (mod 2^16)
//                         (Tonelli-Shanks with s = 16)
//   openssl/ModSqrt/1024  BN_mod_sqrt, same p and value (GMP has no modular square root)
//   limb/Root/4096        Root(x, 3) of a 4096-bit x   gmp/Root/4096   mpz_root
//   limb/Sqrt/N           Sqrt(x) of an N-bit x        gmp/Sqrt/N      mpz_sqrt
//   limb/NextPrime/1024   NextPrime from a fixed 1024-bit start
//                         gmp/NextPrime/1024  mpz_nextprime, same start
//   limb/Factorial/20000  Factorial(20000)             gmp/Factorial/20000  mpz_fac_ui
//   limb/Binomial/20000   Binomial(20000, 10000)       gmp/Binomial/20000   mpz_bin_ui
//   limb/InverseVarTime/2048  InverseVarTime (word vectors) of a 2048-bit x
//                         modulo a 2048-bit odd n; gmp/InverseVarTime/2048
//                         mpz_invert, same x and n (both variable time)
//   limb/ModInverse/2048  ModInverse on Int, same x and n; gmp: mpz_invert
// Each side converts nothing inside the loop: inputs are made once, in each
// library's own type.
// Run: bazel run --config=opt //benchmarks:nt_bench --
//        --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
#include <gmp.h>
#include <openssl/bn.h>

#include <cstdint>
#include <string>
#include <vector>

#include "benchmark/benchmark.h"
#include "limb/bignum/arith.h"
#include "limb/bignum/int.h"
#include "limb/bignum/nt.h"
#include "limb/bignum/prime.h"

namespace {

using limb::Int;

// A fixed pseudo-random value of `bits` bits (top bit set), as an mpz.
void FixedValue(mpz_t out, unsigned bits, unsigned long seed) {
  gmp_randstate_t st;
  gmp_randinit_mt(st);
  gmp_randseed_ui(st, seed);
  mpz_urandomb(out, st, bits);
  mpz_setbit(out, bits - 1);
  gmp_randclear(st);
}

Int ToInt(const mpz_t z) {
  std::vector<limb::Word> w((mpz_sizeinbase(z, 2) + 63) / 64);
  size_t count = 0;
  mpz_export(w.data(), &count, -1, sizeof(limb::Word), 0, 0, z);
  w.resize(count);
  return Int::FromWords(w, mpz_sgn(z) < 0);
}

Int FixedInt(unsigned bits, unsigned long seed) {
  mpz_t x;
  mpz_init(x);
  FixedValue(x, bits, seed);
  Int r = ToInt(x);
  mpz_clear(x);
  return r;
}

BIGNUM* ToBn(const mpz_t z) {
  char* hex = mpz_get_str(nullptr, 16, z);
  BIGNUM* bn = nullptr;
  BN_hex2bn(&bn, hex);
  free(hex);
  return bn;
}

// The ModSqrt pair's prime p = m 2^16 + 1 (1024 bits) and a square a mod p.
struct SqrtCase {
  mpz_t p, a;
  SqrtCase() {
    mpz_inits(p, a, nullptr);
    mpz_t m;
    mpz_init(m);
    FixedValue(m, 1024 - 16, 11);
    mpz_setbit(m, 0);
    for (;;) {
      mpz_mul_2exp(p, m, 16);
      mpz_add_ui(p, p, 1);
      if (mpz_probab_prime_p(p, 25)) break;
      mpz_add_ui(m, m, 2);
    }
    FixedValue(a, 1000, 12);
    mpz_mul(a, a, a);
    mpz_mod(a, a, p);
    mpz_clear(m);
  }
};
const SqrtCase& Sqrt1024() {
  static const SqrtCase* c = new SqrtCase;
  return *c;
}

void LimbModSqrt(benchmark::State& state) {
  const Int p = ToInt(Sqrt1024().p), a = ToInt(Sqrt1024().a);
  for (auto _ : state) {
    limb::Result<Int> r = limb::ModSqrt(a, p);
    if (!r.ok()) state.SkipWithError("ModSqrt failed");
    benchmark::DoNotOptimize(r);
  }
  state.SetLabel(limb::ActiveArithKernels().name);
}
void OpensslModSqrt(benchmark::State& state) {
  BIGNUM* p = ToBn(Sqrt1024().p);
  BIGNUM* a = ToBn(Sqrt1024().a);
  BIGNUM* r = BN_new();
  BN_CTX* ctx = BN_CTX_new();
  for (auto _ : state) {
    if (BN_mod_sqrt(r, a, p, ctx) == nullptr) state.SkipWithError("BN_mod_sqrt failed");
    benchmark::DoNotOptimize(r);
  }
  BN_CTX_free(ctx);
  BN_free(r);
  BN_free(a);
  BN_free(p);
}

void LimbRoot(benchmark::State& state) {
  const Int xi = FixedInt(static_cast<unsigned>(state.range(0)), 13);
  for (auto _ : state) {
    limb::Result<Int> r = limb::Root(xi, 3);
    benchmark::DoNotOptimize(r);
  }
}
void GmpRoot(benchmark::State& state) {
  mpz_t x, r;
  mpz_inits(x, r, nullptr);
  FixedValue(x, static_cast<unsigned>(state.range(0)), 13);
  for (auto _ : state) {
    mpz_root(r, x, 3);
    benchmark::DoNotOptimize(r);
  }
  mpz_clears(x, r, nullptr);
}

void LimbSqrt(benchmark::State& state) {
  const Int xi = FixedInt(static_cast<unsigned>(state.range(0)), 15);
  for (auto _ : state) {
    limb::Result<Int> r = limb::Sqrt(xi);
    benchmark::DoNotOptimize(r);
  }
}
void GmpSqrt(benchmark::State& state) {
  mpz_t x, r;
  mpz_inits(x, r, nullptr);
  FixedValue(x, static_cast<unsigned>(state.range(0)), 15);
  for (auto _ : state) {
    mpz_sqrt(r, x);
    benchmark::DoNotOptimize(r);
  }
  mpz_clears(x, r, nullptr);
}

void LimbNextPrime(benchmark::State& state) {
  const Int xi = FixedInt(static_cast<unsigned>(state.range(0)), 14);
  for (auto _ : state) {
    limb::Result<Int> r = limb::NextPrime(xi);
    if (!r.ok()) state.SkipWithError("NextPrime failed");
    benchmark::DoNotOptimize(r);
  }
}
void GmpNextPrime(benchmark::State& state) {
  mpz_t x, r;
  mpz_inits(x, r, nullptr);
  FixedValue(x, static_cast<unsigned>(state.range(0)), 14);
  for (auto _ : state) {
    mpz_nextprime(r, x);
    benchmark::DoNotOptimize(r);
  }
  mpz_clears(x, r, nullptr);
}

void LimbFactorial(benchmark::State& state) {
  const uint64_t n = static_cast<uint64_t>(state.range(0));
  for (auto _ : state) benchmark::DoNotOptimize(limb::Factorial(n));
}
void GmpFactorial(benchmark::State& state) {
  mpz_t r;
  mpz_init(r);
  for (auto _ : state) {
    mpz_fac_ui(r, static_cast<unsigned long>(state.range(0)));
    benchmark::DoNotOptimize(r);
  }
  mpz_clear(r);
}

void LimbBinomial(benchmark::State& state) {
  const Int n(state.range(0));
  const uint64_t k = static_cast<uint64_t>(state.range(0)) / 2;
  for (auto _ : state) benchmark::DoNotOptimize(limb::Binomial(n, k));
}
void GmpBinomial(benchmark::State& state) {
  mpz_t n, r;
  mpz_inits(n, r, nullptr);
  mpz_set_ui(n, static_cast<unsigned long>(state.range(0)));
  for (auto _ : state) {
    mpz_bin_ui(r, n, static_cast<unsigned long>(state.range(0)) / 2);
    benchmark::DoNotOptimize(r);
  }
  mpz_clears(n, r, nullptr);
}

// The inverse pair: x and odd n of `bits` bits, x < n, gcd(x, n) = 1.
struct InverseCase {
  mpz_t x, n;
  explicit InverseCase(unsigned bits) {
    mpz_inits(x, n, nullptr);
    FixedValue(n, bits, 21);
    mpz_setbit(n, 0);
    FixedValue(x, bits - 1, 22);
    mpz_t g;
    mpz_init(g);
    for (mpz_gcd(g, x, n); mpz_cmp_ui(g, 1) != 0; mpz_gcd(g, x, n)) mpz_add_ui(x, x, 1);
    mpz_clear(g);
  }
};
const InverseCase& Inverse2048() {
  static const InverseCase* c = new InverseCase(2048);
  return *c;
}

void LimbInverseVarTime(benchmark::State& state) {
  const Int x = ToInt(Inverse2048().x), n = ToInt(Inverse2048().n);
  const size_t nw = n.num_words();
  std::vector<limb::Word> xw(x.words().begin(), x.words().end()), out(nw);
  xw.resize(nw, 0);
  for (auto _ : state) {
    if (limb::InverseVarTime(out.data(), xw.data(), n.words().data(), nw) != limb::Status::kOk) {
      state.SkipWithError("InverseVarTime failed");
    }
    benchmark::DoNotOptimize(out.data());
  }
  state.SetLabel(limb::ActiveArithKernels().name);
}

void LimbModInverse(benchmark::State& state) {
  const Int x = ToInt(Inverse2048().x), n = ToInt(Inverse2048().n);
  for (auto _ : state) {
    limb::Result<Int> r = limb::ModInverse(x, n);
    if (!r.ok()) state.SkipWithError("ModInverse failed");
    benchmark::DoNotOptimize(r);
  }
  state.SetLabel(limb::ActiveArithKernels().name);
}

void GmpInvert(benchmark::State& state) {
  mpz_t r;
  mpz_init(r);
  for (auto _ : state) {
    if (mpz_invert(r, Inverse2048().x, Inverse2048().n) == 0) state.SkipWithError("no inverse");
    benchmark::DoNotOptimize(r);
  }
  mpz_clear(r);
}

BENCHMARK(LimbModSqrt)->Name("limb/ModSqrt")->Arg(1024);
BENCHMARK(OpensslModSqrt)->Name("openssl/ModSqrt")->Arg(1024);
BENCHMARK(LimbRoot)->Name("limb/Root")->Arg(4096);
BENCHMARK(GmpRoot)->Name("gmp/Root")->Arg(4096);
BENCHMARK(LimbSqrt)->Name("limb/Sqrt")->Arg(256)->Arg(2048)->Arg(16384);
BENCHMARK(GmpSqrt)->Name("gmp/Sqrt")->Arg(256)->Arg(2048)->Arg(16384);
BENCHMARK(LimbNextPrime)->Name("limb/NextPrime")->Arg(1024);
BENCHMARK(GmpNextPrime)->Name("gmp/NextPrime")->Arg(1024);
BENCHMARK(LimbFactorial)->Name("limb/Factorial")->Arg(20000);
BENCHMARK(GmpFactorial)->Name("gmp/Factorial")->Arg(20000);
BENCHMARK(LimbBinomial)->Name("limb/Binomial")->Arg(20000);
BENCHMARK(GmpBinomial)->Name("gmp/Binomial")->Arg(20000);
BENCHMARK(LimbInverseVarTime)->Name("limb/InverseVarTime")->Arg(2048);
BENCHMARK(GmpInvert)->Name("gmp/InverseVarTime")->Arg(2048);
BENCHMARK(LimbModInverse)->Name("limb/ModInverse")->Arg(2048);
BENCHMARK(GmpInvert)->Name("gmp/ModInverse")->Arg(2048);

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::AddCustomContext("kernels", limb::ActiveArithKernels().name);
  benchmark::AddCustomContext("gmp", gmp_version);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
