// KernelRegistry: the one shape every kernel family's dispatch takes.
//
// A family (arith, mont, mont_ifma, chacha20, poly1305, sha256, ...) has one
// table type (a struct of function pointers with a `name`), one generic
// table (the portable twins, which run everywhere), and a list of rows, best
// first: each row is an assembly table with the CPU features it needs to run
// and, optionally, where it is the family's choice among the tables that
// run (a performance trait such as CpuFeatures::avx512_fullwidth). From
// that list alone the registry answers the five questions dispatch, tests
// and benchmarks ask:
//   Generic()          the twins;
//   For(f)             the table a CPU with features f gets: the first row
//                      that runs on f and is preferred there, else Generic();
//   Active()           For(Cpu()): this process's choice (LIMB_CPU caps
//                      honoured), made once, never null;
//   All()              every table this CPU can run (DetectedCpu(), LIMB_CPU
//                      ignored), Generic() first, then the rows simplest
//                      first: what equivalence tests and benchmarks iterate;
//   ExpectedName(f)    For(f).name, for the dispatch tests.
// A row never runs where f.asm_allowed is false (LIMB_CPU=generic, or a
// build with LIMB_NO_ASM, where the rows are not even compiled: families
// list no rows then). A new architecture adds rows, not mechanisms.
//
// A family writes, in its *_dispatch.cc:
//   constexpr std::array kRows = {
//       KernelRow<Sha256Kernels>{&kShani, HasShaniAvx},
//       KernelRow<Sha256Kernels>{&kAvx2, HasAvx2},
//   };  // or std::array<KernelRow<T>, 0>{} where no assembly is built
//   constinit const KernelRegistry<Sha256Kernels, kRows.size()> kRegistry(&kGeneric, kRows);
#ifndef LIMB_ASM_REGISTRY_H_
#define LIMB_ASM_REGISTRY_H_

#include <array>
#include <atomic>
#include <cstddef>
#include <mutex>
#include <span>

#include "limb/asm/cpu.h"

namespace limb {

// A feature predicate: true where the CPU (and OS) can do what a table needs.
using CpuPredicate = bool (*)(const CpuFeatures& f) noexcept;

template <class Table>
struct KernelRow {
  const Table* table;
  CpuPredicate runs;                 // the CPU can execute every entry
  CpuPredicate preferred = nullptr;  // null: chosen wherever it runs
};

template <class Table, size_t N>
class KernelRegistry {
 public:
  constexpr KernelRegistry(const Table* generic, const std::array<KernelRow<Table>, N>& rows)
      : generic_(generic), rows_(rows) {}
  KernelRegistry(const KernelRegistry&) = delete;
  KernelRegistry& operator=(const KernelRegistry&) = delete;

  const Table& Generic() const noexcept { return *generic_; }

  const Table& For(const CpuFeatures& f) const noexcept {
    if (f.asm_allowed) {
      for (const KernelRow<Table>& r : rows_) {
        if (r.runs(f) && (r.preferred == nullptr || r.preferred(f))) return *r.table;
      }
    }
    return *generic_;
  }

  // Every caller stores the same pointer, so a race is harmless and the
  // atomic makes it well-defined.
  const Table& Active() const noexcept {
    const Table* t = active_.load(std::memory_order_acquire);
    if (t == nullptr) {
      t = &For(Cpu());
      active_.store(t, std::memory_order_release);
    }
    return *t;
  }

  std::span<const Table* const> All() const noexcept {
    std::call_once(all_once_, [this] {
      const CpuFeatures& f = DetectedCpu();
      all_[all_count_++] = generic_;
      for (size_t i = N; i-- > 0;) {
        if (f.asm_allowed && rows_[i].runs(f)) all_[all_count_++] = rows_[i].table;
      }
    });
    return {all_.data(), all_count_};
  }

  const char* ExpectedName(const CpuFeatures& f) const noexcept { return For(f).name; }

  // Every table compiled into this binary, Generic() first (whether or not
  // this CPU can run it): for tests that pin a table by name.
  std::array<const Table*, N + 1> Compiled() const noexcept {
    std::array<const Table*, N + 1> out{};
    out[0] = generic_;
    for (size_t i = 0; i < N; ++i) out[N - i] = rows_[i].table;
    return out;
  }

 private:
  const Table* generic_;
  std::array<KernelRow<Table>, N> rows_;
  mutable std::atomic<const Table*> active_{nullptr};
  mutable std::once_flag all_once_;
  mutable std::array<const Table*, N + 1> all_{};
  mutable size_t all_count_ = 0;
};

}  // namespace limb

#endif  // LIMB_ASM_REGISTRY_H_
