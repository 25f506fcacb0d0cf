// The AVX-512 IFMA exponentiation path alone and its kernels, outside limb
// speed (whose rows are the calls users make: mont_ifma_bench's ModExpDual
// and ModExp take this path by themselves where the CPU has it):
//  - ModExpIfma/N: ExpIfma on the IFMA table (limb/) and on the portable
//    twins (twin/); ModExpScalar/N: ExpWords pinned to the scalar
//    Montgomery kernels, the path CPUs without IFMA take.
//  - AmmX2/N, AmsX2/N (the squaring call, a == b), AmmX1/N, SelectX2/N: one
//    kernel call of the size's entry in the table, limb/ (IFMA) beside
//    twin/ (GenericIfmaKernels()), ns and TSC ticks per call (counters
//    "tsc/call", over the run, and "tsc/call_min", the fastest batch of 16
//    calls; the TSC runs at a fixed rate, not the core clock).
//  - AmmX2Generated/1024: the generated V = 3 dual kernel at L = 20
//    (mont_ifma_n.S, by symbol) against the hand-written one the table uses
//    at 1024 bits (mont_ifma.S).
// OpenSSL's own IFMA kernels (ossl_rsaz_amm52x20_x2_ifma256) are not
// exported by libcrypto; the OpenSSL comparison is ModExpDual/1024 in
// mont_ifma_bench. The limb/ rows exist only where ActiveIfmaKernels() is an
// assembly table (a CPU with AVX-512 IFMA, LIMB_CPU permitting, asm built); elsewhere
// they are not registered and only the twins and the scalar path run.
// Run: bazel run --config=opt //benchmarks:ifma_kernel_bench --
//        --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "benchmark/benchmark.h"
#include "limb/benchmarks/exp_operands.h"
#include "limb/bignum/mont.h"
#include "limb/bignum/mont_ifma_internal.h"

#if defined(__x86_64__)
#include <x86intrin.h>
#endif

#include "limb/bignum/mont_ifma_asm.h"
#include "limb/bignum/mont_internal.h"

namespace {

using limb::Word;

constexpr size_t kBits[] = {704, 1024, 1536, 2048};

// Ticks: the time-stamp counter (0 where there is none).
uint64_t Ticks() {
#if defined(__x86_64__)
  return __rdtsc();
#else
  return 0;
#endif
}

// TscCounters: "tsc/call" = TSC ticks per call over the whole run (wall
// clock, so it includes preemption on a loaded machine), "tsc/call_min" =
// the fastest batch of kBatch consecutive calls, per call (robust to
// preemption).
constexpr int kBatch = 16;
struct TscCounters {
  uint64_t start = Ticks(), batch_start = start, best = ~uint64_t{0};
  int in_batch = 0;
  void Tick() {
    if (++in_batch == kBatch) {
      const uint64_t now = Ticks();
      if (now - batch_start < best) best = now - batch_start;
      batch_start = now;
      in_batch = 0;
    }
  }
  void Report(benchmark::State& state) const {
    const uint64_t end = Ticks();
    state.counters["tsc/call"] = benchmark::Counter(
        static_cast<double>(end - start) / static_cast<double>(state.iterations()));
    if (best != ~uint64_t{0}) {
      state.counters["tsc/call_min"] =
          benchmark::Counter(static_cast<double>(best) / static_cast<double>(kBatch));
    }
  }
};

void ExpIfmaRow(benchmark::State& state, const limb::IfmaKernels* k) {
  const limb::bench::ExpOperands& o = limb::bench::ExpOps(static_cast<size_t>(state.range(0)));
  limb::Modulus ma = *limb::Modulus::FromWords(o.m[0]);
  limb::Residue ba = limb::Residue::FromWords(o.base[0], ma);
  limb::Residue ra(ma);
  for (auto _ : state) {
    if (limb::ExpIfma(ra, ba, o.e[0], o.bits, ma, *k) != limb::Status::kOk)
      state.SkipWithError("ExpIfma failed");
    benchmark::DoNotOptimize(ra.data());
  }
}

// The scalar path: a copy of the ActiveMontKernels() table pinned on the modulus (same
// kernels, another address), so ExpWords does not take the IFMA path.
void ExpScalarRow(benchmark::State& state) {
  static const limb::MontKernels scalar = limb::ActiveMontKernels();
  const limb::bench::ExpOperands& o = limb::bench::ExpOps(static_cast<size_t>(state.range(0)));
  limb::Modulus ma = *limb::Modulus::FromWords(o.m[0]);
  limb::mont_internal::SetKernels(ma, scalar);
  limb::Residue ba = limb::Residue::FromWords(o.base[0], ma);
  limb::Residue ra(ma);
  for (auto _ : state) {
    if (limb::ExpWords(ra, ba, o.e[0], o.bits, ma) != limb::Status::kOk)
      state.SkipWithError("ExpWords failed");
    benchmark::DoNotOptimize(ra.data());
  }
  state.SetLabel(scalar.name);
}

// AMM operands in limbs for a bit size: a < m < 2^bits in the table's layout.
struct AmmOperands {
  size_t n, S;
  std::vector<Word> a, b, m;
  Word k0[2] = {1, 1};  // timing only: the kernels are value-independent
  explicit AmmOperands(size_t bits) : n((bits + 63) / 64), S(limb::IfmaStride(n)) {
    const size_t L = limb::IfmaUsedLimbs(n);
    a.assign(2 * S, 0);
    b.assign(2 * S, 0);
    m.assign(2 * S, 0);
    std::mt19937_64 rng(52 + bits);
    for (size_t l = 0; l < 2; ++l) {
      // Limbs below 64 n - 52 bits only: a, b, m < 2^(64 n) (any odd m serves).
      for (size_t j = 0; 52 * (j + 1) <= 64 * n && j < L; ++j) {
        a[l * S + j] = rng() >> 13;
        b[l * S + j] = rng() >> 13;
        m[l * S + j] = rng() >> 12;
      }
      m[l * S] |= 1;
    }
  }
};

using AmmFn = void (*)(Word*, const Word*, const Word*, const Word*, const Word*) noexcept;

// r = a: a dependent chain of calls, as in the exponentiation.
void AmmRow(benchmark::State& state, AmmFn f, bool square) {
  AmmOperands o(static_cast<size_t>(state.range(0)));
  TscCounters tsc;
  for (auto _ : state) {
    f(o.a.data(), o.a.data(), square ? o.a.data() : o.b.data(), o.m.data(), o.k0);
    benchmark::DoNotOptimize(o.a.data());
    tsc.Tick();
  }
  tsc.Report(state);
}

void AmmX2Row(benchmark::State& state, const limb::IfmaKernels* k, bool square) {
  const size_t n = (static_cast<size_t>(state.range(0)) + 63) / 64;
  AmmRow(state, k->For(n).amm_x2, square);
}

void AmmX1Row(benchmark::State& state, const limb::IfmaKernels* k) {
  const size_t n = (static_cast<size_t>(state.range(0)) + 63) / 64;
  AmmRow(state, k->For(n).amm_x1, false);
}

void SelectX2Row(benchmark::State& state, const limb::IfmaKernels* k) {
  const size_t n = (static_cast<size_t>(state.range(0)) + 63) / 64;
  const size_t S = limb::IfmaStride(n);
  const auto select = k->For(n).select_x2;
  std::vector<Word> table(limb::kIfmaTableSize * 2 * S);
  std::mt19937_64 rng(7);
  for (auto& w : table) w = rng() >> 12;
  std::vector<Word> out(2 * S);
  TscCounters tsc;
  Word i = 0;
  for (auto _ : state) {
    select(out.data(), table.data(), i & 31, (i >> 5) & 31);
    benchmark::DoNotOptimize(out.data());
    i = i * 5 + 1 + (out[0] & 1);
    tsc.Tick();
  }
  tsc.Report(state);
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * table.size() * sizeof(Word)));
}

void Register(const char* lib, const limb::IfmaKernels* k) {
  const std::string p = std::string(lib) + "/";
  for (size_t bits : kBits) {
    const std::string b = std::to_string(bits);
    const auto arg = static_cast<int64_t>(bits);
    benchmark::RegisterBenchmark((p + "ModExpIfma/" + b).c_str(), ExpIfmaRow, k)
        ->Arg(arg)
        ->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark((p + "AmmX2/" + b).c_str(), AmmX2Row, k, false)->Arg(arg);
    benchmark::RegisterBenchmark((p + "AmsX2/" + b).c_str(), AmmX2Row, k, true)->Arg(arg);
    benchmark::RegisterBenchmark((p + "AmmX1/" + b).c_str(), AmmX1Row, k)->Arg(arg);
    benchmark::RegisterBenchmark((p + "SelectX2/" + b).c_str(), SelectX2Row, k)->Arg(arg);
  }
}

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  const limb::IfmaKernels& active = limb::ActiveIfmaKernels();
  const limb::IfmaKernels* ifma = active.use_for_exp ? &active : nullptr;
  benchmark::AddCustomContext("ifma_kernels", ifma != nullptr ? ifma->name : "none");
  benchmark::AddCustomContext("mont_kernels", limb::ActiveMontKernels().name);
  if (ifma != nullptr) Register("limb", ifma);
  Register("twin", &limb::GenericIfmaKernels());
  for (size_t bits : kBits) {
    benchmark::RegisterBenchmark(("limb/ModExpScalar/" + std::to_string(bits)).c_str(),
                                 ExpScalarRow)
        ->Arg(static_cast<int64_t>(bits))
        ->Unit(benchmark::kMicrosecond);
  }
#ifdef LIMB_IFMA_ASM
  // An IFMA table used for Exp means the CPU runs AVX-512 IFMA (mont_ifma_internal.h).
  if (ifma != nullptr) {
    benchmark::RegisterBenchmark("limb/AmmX2Generated", [](benchmark::State& state) {
      AmmRow(state, limb_ammv52x20_x2_ifma, false);
    })->Arg(1024);
  }
#endif
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
