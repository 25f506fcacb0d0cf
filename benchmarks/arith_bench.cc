// Word-vector kernels: limb's selected table (ActiveArithKernels(), capped by LIMB_CPU)
// beside GMP's mpn_* equivalents, in one binary.
//
//   limb/AddMulVVW/N  vs gmp/AddMulVVW/N  (mpn_addmul_1)
//   limb/MulAddVWW/N  vs gmp/MulAddVWW/N  (mpn_mul_1; r = 0 for both)
//   limb/AddVV/N      vs gmp/AddVV/N      (mpn_add_n)
//   limb/SubVV/N      vs gmp/SubVV/N      (mpn_sub_n)
//   limb/ShlVU/N      vs gmp/ShlVU/N      (mpn_lshift, s = 13)
//   limb/ShrVU/N      vs gmp/ShrVU/N      (mpn_rshift, s = 13)
//
// bytes_per_second counts the 8N bytes of x per call. tsc_cyc_per_word(_min)
// are TSC cycles (__rdtsc, the constant-rate timestamp counter, NOT core
// clock cycles) per word; see Loop() below. The kernel table is in the
// context ("kernels") and in each row's label. Compare the asm with the twin
// by running once more with LIMB_CPU=generic.
//
// Run (one line):
//   bazel run --config=opt //benchmarks:arith_bench -- --benchmark_repetitions=5
//     --benchmark_report_aggregates_only=true
#include <gmp.h>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <vector>

#if defined(__x86_64__)
#include <x86intrin.h>
#endif

#include "limb/bignum/arith.h"

namespace {

using limb::Word;

// The time-stamp counter where there is one. aarch64's CNTVCT_EL0 and
// POWER's timebase tick at a few tens of MHz, far too coarse for cycles per
// word, and the cycle counters are not readable from user space: there the
// tsc_* counters are left out rather than reported as 0.
#if defined(__x86_64__)
constexpr bool kHaveTsc = true;
uint64_t Tsc() { return __rdtsc(); }
#else
constexpr bool kHaveTsc = false;
uint64_t Tsc() { return 0; }
#endif

std::vector<Word> RandomWords(size_t n, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<Word> v(n);
  for (auto& w : v) w = rng();
  return v;
}

mp_limb_t* L(Word* p) { return reinterpret_cast<mp_limb_t*>(p); }

// Times f() over the benchmark loop and fills in the common counters:
//   tsc_cyc_per_word      TSC cycles over the whole loop / words (wall clock,
//                         so it includes any time the thread was preempted);
//   tsc_cyc_per_word_min  the best batch of max(64, 4096 / n) consecutive
//                         calls (robust on a shared, noisy machine). The
//                         batch grows for small n because this VM's TSC
//                         advances in steps of ~21 ticks: 64 calls of n = 1
//                         could only read as 2.95, 3.28, 3.61... ticks per call.
template <class F>
void Loop(benchmark::State& state, size_t n, F f) {
  const int64_t batch = std::max<int64_t>(64, 4096 / static_cast<int64_t>(n == 0 ? 1 : n));
  uint64_t best = ~uint64_t{0};
  int64_t in_batch = 0;
  const uint64_t t0 = Tsc();
  uint64_t tb = t0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(f());
    benchmark::ClobberMemory();
    if (++in_batch == batch) {
      const uint64_t t = Tsc();
      if (t - tb < best) best = t - tb;
      tb = t;
      in_batch = 0;
    }
  }
  const uint64_t t1 = Tsc();
  const double words = static_cast<double>(state.iterations()) * static_cast<double>(n);
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * static_cast<int64_t>(n * sizeof(Word)));
  if (!kHaveTsc) return;
  state.counters["tsc_cyc_per_word"] = benchmark::Counter(static_cast<double>(t1 - t0) / words);
  if (best != ~uint64_t{0}) {
    state.counters["tsc_cyc_per_word_min"] =
        benchmark::Counter(static_cast<double>(best) / (static_cast<double>(batch) * static_cast<double>(n)));
  }
}

// One operand: n words inside Operands' block.
struct Words {
  Word* p = nullptr;
  Word* data() const { return p; }
};

// x, y and z in one 4 KiB-aligned block, at byte offsets 0, S and 2S with
// S = 8n rounded up to 4 KiB, plus 1 KiB: y starts 1 KiB and z 2 KiB past x
// modulo 4 KiB in every run. A load of x (or y) can then share its low 12
// address bits with a store to z only 128 or 256 words away, long after that
// store has left the store buffer, so no kernel hits 4K aliasing; with heap
// vectors the distance moved with the heap's state (other suites' allocations
// in `limb speed`). (A ShlVU/ShrVU slowdown first blamed on this was the
// upper ymm state a previous row left dirty: see shift_vu.S.)
struct Operands {
  explicit Operands(size_t n) {
    const size_t stride = (n * sizeof(Word) + 4095) / 4096 * 4096 + 1024;
    block = static_cast<Word*>(std::aligned_alloc(4096, (3 * stride + 4095) / 4096 * 4096));
    const std::vector<Word> rx = RandomWords(n, 1), ry = RandomWords(n, 2), rz = RandomWords(n, 3);
    x.p = block;
    y.p = block + stride / sizeof(Word);
    z.p = block + 2 * stride / sizeof(Word);
    std::copy(rx.begin(), rx.end(), x.p);
    std::copy(ry.begin(), ry.end(), y.p);
    std::copy(rz.begin(), rz.end(), z.p);
  }
  ~Operands() { std::free(block); }
  Operands(const Operands&) = delete;
  Operands& operator=(const Operands&) = delete;
  Word* block = nullptr;
  Words x, y, z;
  const Word w = 0xf3b5c7a9e1d20b47;
};

// The operands of size n, allocated once and shared by the limb and gmp rows
// of every kernel, so both libraries run on the very same buffers. The
// distance between x and z modulo 4 KiB moves AddMulVVW by up to ~20% for
// both libraries (4K aliasing of a store to z with a later load of x; z 1-2
// words above x: limb 0.88 -> 1.06, GMP 1.48 -> 1.76 TSC cycles/word at
// n = 1000), and the shifts by up to 2x: Operands fixes it (above). The contents of z change with every call; no kernel's time depends on
// them.
Operands& SharedOperands(size_t n) {
  static auto* by_size = new std::map<size_t, std::unique_ptr<Operands>>;
  std::unique_ptr<Operands>& o = (*by_size)[n];
  if (!o) o = std::make_unique<Operands>(n);
  return *o;
}

// Called exactly as library code calls it, ActiveArithKernels().addMulVVW(...) on every
// call (ActiveArithKernels() is inline: one load of the published table pointer), not
// through a pointer hoisted out of the loop; GMP's side goes through the PLT.
void LimbAddMulVVW(benchmark::State& state) {
  const size_t n = static_cast<size_t>(state.range(0));
  Operands& o = SharedOperands(n);
  state.SetLabel(limb::ActiveArithKernels().name);
  Loop(state, n,
       [&] { return limb::ActiveArithKernels().addMulVVW(o.z.data(), o.x.data(), n, o.w); });
}
void GmpAddMulVVW(benchmark::State& state) {
  const size_t n = static_cast<size_t>(state.range(0));
  Operands& o = SharedOperands(n);
  state.SetLabel("mpn_addmul_1");
  Loop(state, n, [&] { return mpn_addmul_1(L(o.z.data()), L(o.x.data()), static_cast<mp_size_t>(n), o.w); });
}

void LimbMulAddVWW(benchmark::State& state) {
  const size_t n = static_cast<size_t>(state.range(0));
  Operands& o = SharedOperands(n);
  const auto f = limb::ActiveArithKernels().mulAddVWW;
  state.SetLabel(limb::ActiveArithKernels().name);
  Loop(state, n, [&] { return f(o.z.data(), o.x.data(), n, o.w, 0); });
}
void GmpMulAddVWW(benchmark::State& state) {
  const size_t n = static_cast<size_t>(state.range(0));
  Operands& o = SharedOperands(n);
  state.SetLabel("mpn_mul_1");
  Loop(state, n, [&] { return mpn_mul_1(L(o.z.data()), L(o.x.data()), static_cast<mp_size_t>(n), o.w); });
}

void LimbAddVV(benchmark::State& state) {
  const size_t n = static_cast<size_t>(state.range(0));
  Operands& o = SharedOperands(n);
  const auto f = limb::ActiveArithKernels().addVV;
  state.SetLabel(limb::ActiveArithKernels().name);
  Loop(state, n, [&] { return f(o.z.data(), o.x.data(), o.y.data(), n); });
}
void GmpAddVV(benchmark::State& state) {
  const size_t n = static_cast<size_t>(state.range(0));
  Operands& o = SharedOperands(n);
  state.SetLabel("mpn_add_n");
  Loop(state, n, [&] { return mpn_add_n(L(o.z.data()), L(o.x.data()), L(o.y.data()), static_cast<mp_size_t>(n)); });
}

void LimbSubVV(benchmark::State& state) {
  const size_t n = static_cast<size_t>(state.range(0));
  Operands& o = SharedOperands(n);
  const auto f = limb::ActiveArithKernels().subVV;
  state.SetLabel(limb::ActiveArithKernels().name);
  Loop(state, n, [&] { return f(o.z.data(), o.x.data(), o.y.data(), n); });
}
void GmpSubVV(benchmark::State& state) {
  const size_t n = static_cast<size_t>(state.range(0));
  Operands& o = SharedOperands(n);
  state.SetLabel("mpn_sub_n");
  Loop(state, n, [&] { return mpn_sub_n(L(o.z.data()), L(o.x.data()), L(o.y.data()), static_cast<mp_size_t>(n)); });
}

constexpr unsigned kShift = 13;
void LimbShlVU(benchmark::State& state) {
  const size_t n = static_cast<size_t>(state.range(0));
  Operands& o = SharedOperands(n);
  const auto f = limb::ActiveArithKernels().shlVU;
  state.SetLabel(limb::ActiveArithKernels().name);
  Loop(state, n, [&] { return f(o.z.data(), o.x.data(), n, kShift); });
}
void GmpShlVU(benchmark::State& state) {
  const size_t n = static_cast<size_t>(state.range(0));
  Operands& o = SharedOperands(n);
  state.SetLabel("mpn_lshift");
  Loop(state, n, [&] { return mpn_lshift(L(o.z.data()), L(o.x.data()), static_cast<mp_size_t>(n), kShift); });
}

void LimbShrVU(benchmark::State& state) {
  const size_t n = static_cast<size_t>(state.range(0));
  Operands& o = SharedOperands(n);
  const auto f = limb::ActiveArithKernels().shrVU;
  state.SetLabel(limb::ActiveArithKernels().name);
  Loop(state, n, [&] { return f(o.z.data(), o.x.data(), n, kShift); });
}
void GmpShrVU(benchmark::State& state) {
  const size_t n = static_cast<size_t>(state.range(0));
  Operands& o = SharedOperands(n);
  state.SetLabel("mpn_rshift");
  Loop(state, n, [&] { return mpn_rshift(L(o.z.data()), L(o.x.data()), static_cast<mp_size_t>(n), kShift); });
}

void Register(const char* name, void (*limb_fn)(benchmark::State&), void (*gmp_fn)(benchmark::State&),
              const std::vector<int64_t>& sizes) {
  for (int64_t n : sizes) {
    benchmark::RegisterBenchmark((std::string("limb/") + name).c_str(), limb_fn)->Arg(n);
    benchmark::RegisterBenchmark((std::string("gmp/") + name).c_str(), gmp_fn)->Arg(n);
  }
}

}  // namespace

int main(int argc, char** argv) {
  Register("AddMulVVW", LimbAddMulVVW, GmpAddMulVVW, {1, 2, 3, 4, 5, 10, 16, 32, 100, 1000, 10000, 100000});
  Register("MulAddVWW", LimbMulAddVWW, GmpMulAddVWW, {1, 10, 100, 1000, 10000});
  Register("AddVV", LimbAddVV, GmpAddVV, {1, 10, 100, 1000, 10000});
  Register("SubVV", LimbSubVV, GmpSubVV, {1, 10, 100, 1000, 10000});
  Register("ShlVU", LimbShlVU, GmpShlVU, {1, 2, 4, 10, 100, 1000, 10000});
  Register("ShrVU", LimbShrVU, GmpShrVU, {1, 2, 4, 10, 100, 1000, 10000});
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::AddCustomContext("kernels", limb::ActiveArithKernels().name);
  benchmark::AddCustomContext("gmp", gmp_version);
  if (kHaveTsc) {
    benchmark::AddCustomContext("tsc_cyc_per_word", "TSC (rdtsc) cycles per word, not core cycles");
  }
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
