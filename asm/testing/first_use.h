// RaceFirstUse: the first use of kernel registries (asm/registry.h) from
// many threads at once, for the thread tests (rsa/rsa_threads_test,
// symmetric/chacha20poly1305/aead_threads_test) and --config=tsan.
//
// Each probe reads one registry answer (Active*Kernels(), All*Kernels(),
// Cpu(), ...) as a list of pointers. RaceFirstUse starts `threads` threads,
// holds them at a std::barrier until every one is running, then lets each
// read every probe, starting at a different probe per thread (so that the
// first touch of each family comes from several threads at the same time),
// and returns what each thread read. The caller then compares each thread's
// reading with one taken afterwards on the calling thread: a registry that
// publishes its choice racily shows up as a differing (or torn) pointer in
// the default build and as a data race report under --config=tsan.
//
// Meaningful only when called before anything else in the process has used
// these registries: from main(), before InitGoogleTest and before any test
// fixture or static initialiser reaches limb.
#ifndef LIMB_ASM_TESTING_FIRST_USE_H_
#define LIMB_ASM_TESTING_FIRST_USE_H_

#include <barrier>
#include <cstddef>
#include <span>
#include <thread>
#include <vector>

namespace limb::test {

struct RegistryProbe {
  const char* name;                      // e.g. "ActiveMontKernels"
  std::vector<const void*> (*read)();    // the answer, as pointers
};

// FirstUseReadings[t][p]: what thread t read from probe p.
using FirstUseReadings = std::vector<std::vector<std::vector<const void*>>>;

inline FirstUseReadings RaceFirstUse(std::span<const RegistryProbe> probes, size_t threads) {
  FirstUseReadings out(threads, std::vector<std::vector<const void*>>(probes.size()));
  std::barrier start(static_cast<std::ptrdiff_t>(threads));
  std::vector<std::thread> pool;
  pool.reserve(threads);
  for (size_t t = 0; t < threads; ++t) {
    pool.emplace_back([&, t] {
      start.arrive_and_wait();
      for (size_t i = 0; i < probes.size(); ++i) {
        const size_t p = (i + t) % probes.size();
        out[t][p] = probes[p].read();
      }
    });
  }
  for (std::thread& th : pool) th.join();
  return out;
}

// Probe helpers: one table (Active*Kernels(), Cpu()) or a span of tables
// (All*Kernels()).
template <class T>
std::vector<const void*> One(const T& x) {
  return {static_cast<const void*>(&x)};
}
template <class T>
std::vector<const void*> Many(std::span<const T* const> xs) {
  std::vector<const void*> v;
  for (const T* x : xs) v.push_back(x);
  return v;
}

}  // namespace limb::test

#endif  // LIMB_ASM_TESTING_FIRST_USE_H_
