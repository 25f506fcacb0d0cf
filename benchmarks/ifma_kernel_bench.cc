// The 1024-bit AVX-512 IFMA kernels of asm/x86_64/mont_ifma.S alone, called
// by their symbols: one dual AMM as a squaring (r = a = b, the
// exponentiation's call for 5 of every 6 products), one dual AMM as a
// product, and the 32-entry select; beside them the portable twins
// (GenericIfmaKernels()), named twin/... OpenSSL's own IFMA kernels
// (ossl_rsaz_amm52x20_x2_ifma256) are not exported by libcrypto, so the
// OpenSSL comparison is ModExpDual/1024 in mont_ifma_bench.
// Each benchmark reports ns per call (the time columns) and TSC ticks per
// call (counters "tsc/call", over the run, and "tsc/call_min", the fastest
// batch of 16 calls; the TSC runs at a fixed 2.1 GHz here, not the core clock).
// Without IFMA (or under --config=noasm) the limb/... rows report an error
// and only the twins run.
// Run: bazel run --config=opt //benchmarks:ifma_kernel_bench --
//        --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
#include <cstdint>
#include <random>
#include <vector>

#include "asm/cpu.h"
#include "benchmark/benchmark.h"
#include "bignum/mont_ifma.h"

#if defined(__x86_64__)
#include <x86intrin.h>
#endif

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
extern "C" {
void limb_amm52x20_x2_ifma(limb::Word* r, const limb::Word* a, const limb::Word* b,
                           const limb::Word* m, const limb::Word* k0) noexcept;
void limb_select52x20_x2_avx512(limb::Word* out, const limb::Word* table, limb::Word idx_a,
                                limb::Word idx_b) noexcept;
}
#define LIMB_BENCH_IFMA_ASM 1
#endif

namespace {

using limb::Word;
constexpr size_t kLimbs = 24;
constexpr size_t kPair = 2 * kLimbs;
constexpr size_t kEntries = 32;
constexpr Word kMask52 = (Word{1} << 52) - 1;

using AmmFn = void (*)(Word*, const Word*, const Word*, const Word*, const Word*) noexcept;
using SelectFn = void (*)(Word*, const Word*, Word, Word) noexcept;

// The portable twins of the 16-word (1024-bit) size, which the asm kernels
// by symbol must match bit for bit.
AmmFn TwinAmm() { return limb::GenericIfmaKernels().For(16).amm_x2; }
SelectFn TwinSelect() { return limb::GenericIfmaKernels().For(16).select_x2; }

// Ticks: the time-stamp counter (0 where there is none).
uint64_t Ticks() {
#if defined(__x86_64__)
  return __rdtsc();
#else
  return 0;
#endif
}

bool HaveIfma() {
#ifdef LIMB_BENCH_IFMA_ASM
  const limb::CpuFeatures& f = limb::DetectedCpu();
  return f.avx512f && f.avx512vl && f.avx512bw && f.avx512ifma;
#else
  return false;
#endif
}

// Operands of the exponentiation's shape: m odd with its top limb of 1024-bit
// size, k0 = -m^-1 mod 2^52 (Newton), a, b < m.
struct Operands {
  alignas(64) Word a[kPair] = {};
  alignas(64) Word b[kPair] = {};
  alignas(64) Word m[kPair] = {};
  Word k0[2] = {};
  Operands() {
    std::mt19937_64 rng(0x1f3a);
    for (size_t l = 0; l < 2; ++l) {
      Word* ml = m + l * kLimbs;
      for (size_t j = 0; j < 20; ++j) {
        ml[j] = rng() & kMask52;
        a[l * kLimbs + j] = rng() & kMask52;
        b[l * kLimbs + j] = rng() & kMask52;
      }
      ml[0] |= 1;
      ml[19] = (ml[19] & ((Word{1} << 36) - 1)) | (Word{1} << 35);  // 2^1023 <= m < 2^1024
      a[l * kLimbs + 19] &= (Word{1} << 34) - 1;                     // a, b < 2^1022 < m
      b[l * kLimbs + 19] &= (Word{1} << 34) - 1;
      Word inv = 1;  // m^-1 mod 2^64 by Newton: each step doubles the good bits
      for (int i = 0; i < 6; ++i) inv *= 2 - ml[0] * inv;
      k0[l] = (0 - inv) & kMask52;
    }
  }
};

// TscCounters: "tsc/call" = TSC ticks per call over the whole run (wall
// clock, so it includes preemption on a loaded machine), "tsc/call_min" =
// the fastest batch of kBatch consecutive calls, per call (robust to
// preemption; this is the figure the .S header quotes).
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

template <bool kSquare>
void RunAmm(benchmark::State& state, AmmFn f) {
  Operands o;
  TscCounters tsc;
  for (auto _ : state) {
    f(o.a, o.a, kSquare ? o.a : o.b, o.m, o.k0);  // r = a: a dependent chain
    benchmark::DoNotOptimize(o.a);
    tsc.Tick();
  }
  tsc.Report(state);
}

void RunSelect(benchmark::State& state, SelectFn f) {
  std::vector<Word> table(kEntries * kPair);
  std::mt19937_64 rng(7);
  for (auto& w : table) w = rng() & kMask52;
  alignas(64) Word out[kPair] = {};
  TscCounters tsc;
  Word i = 0;
  for (auto _ : state) {
    f(out, table.data(), i & 31, (i >> 5) & 31);
    benchmark::DoNotOptimize(out);
    i = i * 5 + 1 + (out[0] & 1);
    tsc.Tick();
  }
  tsc.Report(state);
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * table.size() * sizeof(Word)));
}

void LimbAmsX2(benchmark::State& state) {
#ifdef LIMB_BENCH_IFMA_ASM
  if (!HaveIfma()) return state.SkipWithError("no AVX-512 IFMA");
  RunAmm<true>(state, limb_amm52x20_x2_ifma);
#else
  state.SkipWithError("built without asm");
#endif
}

void LimbAmmX2(benchmark::State& state) {
#ifdef LIMB_BENCH_IFMA_ASM
  if (!HaveIfma()) return state.SkipWithError("no AVX-512 IFMA");
  RunAmm<false>(state, limb_amm52x20_x2_ifma);
#else
  state.SkipWithError("built without asm");
#endif
}

void LimbSelectX2(benchmark::State& state) {
#ifdef LIMB_BENCH_IFMA_ASM
  if (!HaveIfma()) return state.SkipWithError("no AVX-512 IFMA");
  RunSelect(state, limb_select52x20_x2_avx512);
#else
  state.SkipWithError("built without asm");
#endif
}

void TwinAmsX2(benchmark::State& state) {
  RunAmm<true>(state, TwinAmm());
}
void TwinAmmX2(benchmark::State& state) {
  RunAmm<false>(state, TwinAmm());
}
void TwinSelectX2(benchmark::State& state) {
  RunSelect(state, TwinSelect());
}

// "AmsX2" is the squaring call r = amm_x2(a, a): no dedicated squaring
// kernel exists yet, so it times limb_amm52x20_x2_ifma with a == b.
BENCHMARK(LimbAmsX2)->Name("limb/AmsX2/1024");
BENCHMARK(TwinAmsX2)->Name("twin/AmsX2/1024");
BENCHMARK(LimbAmmX2)->Name("limb/AmmX2/1024");
BENCHMARK(TwinAmmX2)->Name("twin/AmmX2/1024");
BENCHMARK(LimbSelectX2)->Name("limb/SelectX2/1024");
BENCHMARK(TwinSelectX2)->Name("twin/SelectX2/1024");

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  benchmark::AddCustomContext("ifma_kernels", HaveIfma() ? "x86_64_avx512ifma (by symbol)"
                                                         : "generic only");
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
