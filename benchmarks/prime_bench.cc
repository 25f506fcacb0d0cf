// Random primes and primality tests: limb vs OpenSSL and GMP.
//
//   limb/RandomPrime/1024     RandomPrime(1024): sieve + BPSW + 5 MR rounds
//   openssl/RandomPrime/1024  BN_generate_prime_ex2 (OpenSSL 3: sieve + 64 MR)
//   gmp/RandomPrime/1024      random odd start (top two bits set) + mpz_nextprime
//   limb/IsProbablePrime/1024 a 1024-bit prime: BPSW + 5 MR rounds
//   gmp/IsProbablePrime/1024  mpz_probab_prime_p(p, 29) (GMP 6.2: BPSW + 29-24 = 5 MR)
//
// Run: bazel run --config=opt //benchmarks:prime_bench --
//        --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
// Key generation is noisy (the number of candidates is random); each
// benchmark runs for several seconds to average over many primes.
#include <benchmark/benchmark.h>
#include <gmp.h>
#include <openssl/bn.h>

#include <cstdint>
#include <vector>

#include "limb/base/random.h"
#include "limb/bignum/arith.h"
#include "limb/bignum/int.h"
#include "limb/bignum/mont.h"
#include "limb/bignum/prime.h"
#include "limb/bignum/mont_internal.h"

namespace limb {
namespace {

void AddContext(benchmark::State& state) {
  state.SetLabel(std::string("arith=") + ActiveArithKernels().name +
                 " mont=" + ActiveMontKernels().name);
}

void LimbRandomPrime(benchmark::State& state) {
  const size_t bits = static_cast<size_t>(state.range(0));
  for (auto _ : state) {
    Result<Int> p = RandomPrime(bits);
    if (!p.ok()) state.SkipWithError("RandomPrime failed");
    benchmark::DoNotOptimize(p);
  }
  AddContext(state);
}

void OpensslRandomPrime(benchmark::State& state) {
  const int bits = static_cast<int>(state.range(0));
  BN_CTX* ctx = BN_CTX_new();
  BIGNUM* p = BN_new();
  for (auto _ : state) {
    if (!BN_generate_prime_ex2(p, bits, 0, nullptr, nullptr, nullptr, ctx)) {
      state.SkipWithError("BN_generate_prime_ex2 failed");
    }
    benchmark::DoNotOptimize(p);
  }
  BN_free(p);
  BN_CTX_free(ctx);
}

void GmpRandomPrime(benchmark::State& state) {
  const size_t bits = static_cast<size_t>(state.range(0));
  std::vector<uint8_t> buf((bits + 7) / 8);
  mpz_t z;
  mpz_init(z);
  for (auto _ : state) {
    // The same start as limb's: random bits from the OS, top two and the
    // lowest bit set. (GMP's own randstate would be cheaper but not a CSPRNG.)
    if (!Ok(RandomBytes(buf))) state.SkipWithError("RandomBytes failed");
    mpz_import(z, buf.size(), 1, 1, 0, 0, buf.data());
    mpz_fdiv_r_2exp(z, z, bits);
    mpz_setbit(z, bits - 1);
    mpz_setbit(z, bits - 2);
    mpz_setbit(z, 0);
    mpz_nextprime(z, z);
    benchmark::DoNotOptimize(z);
  }
  mpz_clear(z);
}

// A fixed 1024-bit prime for the IsProbablePrime pair (from GMP, so limb
// does not test its own output).
Int TestPrime(size_t bits, mpz_t out) {
  gmp_randstate_t st;
  gmp_randinit_mt(st);
  gmp_randseed_ui(st, 20261130);
  mpz_urandomb(out, st, bits);
  mpz_setbit(out, bits - 1);
  mpz_nextprime(out, out);
  gmp_randclear(st);
  std::vector<Word> w(mpz_size(out) + 1, 0);
  size_t count = 0;
  mpz_export(w.data(), &count, -1, sizeof(Word), 0, 0, out);
  w.resize(count);
  return Int::FromWords(w);
}

void LimbIsProbablePrime(benchmark::State& state) {
  const size_t bits = static_cast<size_t>(state.range(0));
  mpz_t z;
  mpz_init(z);
  const Int p = TestPrime(bits, z);
  mpz_clear(z);
  const int rounds = FipsMillerRabinRounds(bits);
  for (auto _ : state) {
    Result<bool> r = IsProbablePrime(p, rounds);
    if (!r.ok() || !r.value()) state.SkipWithError("not prime?");
    benchmark::DoNotOptimize(r);
  }
  state.counters["mr_rounds"] = rounds;
  AddContext(state);
}

void GmpIsProbablePrime(benchmark::State& state) {
  const size_t bits = static_cast<size_t>(state.range(0));
  mpz_t z;
  mpz_init(z);
  (void)TestPrime(bits, z);
  const int reps = 24 + FipsMillerRabinRounds(bits);  // BPSW + the same MR rounds
  for (auto _ : state) {
    int r = mpz_probab_prime_p(z, reps);
    if (r == 0) state.SkipWithError("not prime?");
    benchmark::DoNotOptimize(r);
  }
  state.counters["mr_rounds"] = reps - 24;
  mpz_clear(z);
}

BENCHMARK(LimbRandomPrime)->Name("limb/RandomPrime")->Arg(1024)->Unit(benchmark::kMillisecond)->MinTime(4.0);
BENCHMARK(OpensslRandomPrime)->Name("openssl/RandomPrime")->Arg(1024)->Unit(benchmark::kMillisecond)->MinTime(4.0);
BENCHMARK(GmpRandomPrime)->Name("gmp/RandomPrime")->Arg(1024)->Unit(benchmark::kMillisecond)->MinTime(4.0);
BENCHMARK(LimbIsProbablePrime)->Name("limb/IsProbablePrime")->Arg(1024)->Unit(benchmark::kMicrosecond);
BENCHMARK(GmpIsProbablePrime)->Name("gmp/IsProbablePrime")->Arg(1024)->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace limb

BENCHMARK_MAIN();
