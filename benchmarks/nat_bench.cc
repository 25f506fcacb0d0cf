// Nat multiplication, squaring and division against GMP's mpn layer, in the
// same binary:
//   limb/Mul/N      MulWords, N x N words      gmp/Mul/N      mpn_mul_n
//   limb/Sqr/N      SqrWords, N words          gmp/Sqr/N      mpn_sqr
//   (N = 4 .. 128 and 1024: the sizes; 3000: a size where
//   nat_mul.cc's cost model picks Toom-3 over Karatsuba; 10000 and 30000:
//   how the cost grows where Toom-4 takes over)
//   limb/DivMod/B   DivModWords, B-bit by B/2-bit (B = 4096: 64 by 32 words;
//                   65536: 1024 by 512, Burnikel-Ziegler), quotient and
//                   remainder                  gmp/DivMod/B     mpn_tdiv_qr
//   limb/FromString/N  Nat::FromString of N random decimal digits  gmp/  mpz_set_str
//   limb/ToString/N    Nat::ToString(10) of the same value         gmp/  mpz_get_str
// Both sides work on caller-provided buffers (no allocation in the loop).
// Run: bazel --output_base=... run --config=opt //benchmarks:nat_bench --
//        --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
// Compare kernel tables by running twice (LIMB_CPU=generic vs default).
#include <gmp.h>

#include <random>
#include <string>
#include <vector>

#include "benchmark/benchmark.h"
#include "limb/bignum/arith.h"
#include "limb/bignum/nat.h"

namespace {

using limb::Word;

std::vector<Word> RandomWords(size_t n, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<Word> w(n);
  for (auto& x : w) x = rng();
  if (n > 0 && w[n - 1] == 0) w[n - 1] = 1;
  return w;
}

void LimbMul(benchmark::State& state) {
  const size_t n = static_cast<size_t>(state.range(0));
  std::vector<Word> x = RandomWords(n, 1), y = RandomWords(n, 2), z(2 * n);
  for (auto _ : state) {
    limb::MulWords(z.data(), x.data(), n, y.data(), n);
    benchmark::DoNotOptimize(z.data());
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * 2 * n * sizeof(Word)));
}

void GmpMul(benchmark::State& state) {
  const size_t n = static_cast<size_t>(state.range(0));
  std::vector<Word> x = RandomWords(n, 1), y = RandomWords(n, 2), z(2 * n);
  static_assert(sizeof(mp_limb_t) == sizeof(Word));
  const auto* xp = reinterpret_cast<const mp_limb_t*>(x.data());
  const auto* yp = reinterpret_cast<const mp_limb_t*>(y.data());
  auto* zp = reinterpret_cast<mp_limb_t*>(z.data());
  for (auto _ : state) {
    mpn_mul_n(zp, xp, yp, static_cast<mp_size_t>(n));
    benchmark::DoNotOptimize(zp);
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * 2 * n * sizeof(Word)));
}

void LimbSqr(benchmark::State& state) {
  const size_t n = static_cast<size_t>(state.range(0));
  std::vector<Word> x = RandomWords(n, 3), z(2 * n);
  for (auto _ : state) {
    limb::SqrWords(z.data(), x.data(), n);
    benchmark::DoNotOptimize(z.data());
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * n * sizeof(Word)));
}

void GmpSqr(benchmark::State& state) {
  const size_t n = static_cast<size_t>(state.range(0));
  std::vector<Word> x = RandomWords(n, 3), z(2 * n);
  const auto* xp = reinterpret_cast<const mp_limb_t*>(x.data());
  auto* zp = reinterpret_cast<mp_limb_t*>(z.data());
  for (auto _ : state) {
    mpn_sqr(zp, xp, static_cast<mp_size_t>(n));
    benchmark::DoNotOptimize(zp);
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * n * sizeof(Word)));
}

// 4096-bit by 2048-bit: un = 64, vn = 32 words.
void LimbDivMod(benchmark::State& state) {
  const size_t bits = static_cast<size_t>(state.range(0));
  const size_t un = bits / 64, vn = un / 2;
  std::vector<Word> u = RandomWords(un, 4), v = RandomWords(vn, 5);
  std::vector<Word> q(un - vn + 1), r(vn);
  for (auto _ : state) {
    limb::DivModWords(q.data(), r.data(), u.data(), un, v.data(), vn);
    benchmark::DoNotOptimize(q.data());
    benchmark::DoNotOptimize(r.data());
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * un * sizeof(Word)));
}

void GmpDivMod(benchmark::State& state) {
  const size_t bits = static_cast<size_t>(state.range(0));
  const size_t un = bits / 64, vn = un / 2;
  std::vector<Word> u = RandomWords(un, 4), v = RandomWords(vn, 5);
  std::vector<Word> q(un - vn + 1), r(vn);
  for (auto _ : state) {
    mpn_tdiv_qr(reinterpret_cast<mp_limb_t*>(q.data()), reinterpret_cast<mp_limb_t*>(r.data()), 0,
                reinterpret_cast<const mp_limb_t*>(u.data()), static_cast<mp_size_t>(un),
                reinterpret_cast<const mp_limb_t*>(v.data()), static_cast<mp_size_t>(vn));
    benchmark::DoNotOptimize(q.data());
    benchmark::DoNotOptimize(r.data());
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * un * sizeof(Word)));
}

std::string RandomDecimal(size_t n) {
  std::mt19937_64 rng(6);
  std::string s(n, '0');
  for (char& c : s) c = static_cast<char>('0' + rng() % 10);
  s[0] = '7';
  return s;
}

void LimbFromString(benchmark::State& state) {
  const std::string s = RandomDecimal(static_cast<size_t>(state.range(0)));
  for (auto _ : state) {
    limb::Result<limb::Nat> r = limb::Nat::FromString(s, 10);
    benchmark::DoNotOptimize(r);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * s.size()));
}

void GmpFromString(benchmark::State& state) {
  const std::string s = RandomDecimal(static_cast<size_t>(state.range(0)));
  mpz_t z;
  mpz_init(z);
  for (auto _ : state) {
    mpz_set_str(z, s.c_str(), 10);
    benchmark::DoNotOptimize(z);
  }
  mpz_clear(z);
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * s.size()));
}

void LimbToString(benchmark::State& state) {
  const std::string s = RandomDecimal(static_cast<size_t>(state.range(0)));
  const limb::Nat x = *limb::Nat::FromString(s, 10);
  for (auto _ : state) {
    std::string out = x.ToString(10);
    benchmark::DoNotOptimize(out);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * s.size()));
}

void GmpToString(benchmark::State& state) {
  const std::string s = RandomDecimal(static_cast<size_t>(state.range(0)));
  mpz_t z;
  mpz_init_set_str(z, s.c_str(), 10);
  std::string out(s.size() + 2, '\0');
  for (auto _ : state) {
    mpz_get_str(out.data(), 10, z);
    benchmark::DoNotOptimize(out);
  }
  mpz_clear(z);
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * s.size()));
}

void StringSizes(benchmark::internal::Benchmark* b) {
  for (int n : {1000, 10000, 100000}) b->Arg(n);
}

void Sizes(benchmark::internal::Benchmark* b) {
  for (int n : {4, 8, 16, 32, 64, 128, 1024, 3000, 10000, 30000}) b->Arg(n);
}

BENCHMARK(LimbMul)->Name("limb/Mul")->Apply(Sizes);
BENCHMARK(GmpMul)->Name("gmp/Mul")->Apply(Sizes);
BENCHMARK(LimbSqr)->Name("limb/Sqr")->Apply(Sizes);
BENCHMARK(GmpSqr)->Name("gmp/Sqr")->Apply(Sizes);
BENCHMARK(LimbDivMod)->Name("limb/DivMod")->Arg(4096)->Arg(65536);
BENCHMARK(GmpDivMod)->Name("gmp/DivMod")->Arg(4096)->Arg(65536);
BENCHMARK(LimbFromString)->Name("limb/FromString")->Apply(StringSizes);
BENCHMARK(GmpFromString)->Name("gmp/FromString")->Apply(StringSizes);
BENCHMARK(LimbToString)->Name("limb/ToString")->Apply(StringSizes);
BENCHMARK(GmpToString)->Name("gmp/ToString")->Apply(StringSizes);

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
