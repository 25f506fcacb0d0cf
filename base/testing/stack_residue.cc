#include "limb/base/testing/stack_residue.h"

#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <utility>
#include <vector>

namespace limb::test {
namespace {

constexpr size_t kWords = kStackResidueBytes / sizeof(uint64_t);
constexpr uint64_t kCanary = 0xa5c3e1f00f1e3c5aull;
// The copied region starts this far below the copying function's frame
// address, past its own small frame.
constexpr size_t kSkipWords = 64;

uint64_t g_snapshot[kWords];

// Fills the stack below the caller with the canary. FillBelow, the
// operation and Snapshot are all called from StackResidueDiff, so their
// frames start at the same stack pointer.
[[gnu::noinline]] void FillBelow() {
  uint64_t area[kWords + kSkipWords];
  for (size_t i = 0; i < kWords + kSkipWords; ++i) area[i] = kCanary;
  __asm__ __volatile__("" : : "r"(area) : "memory");  // the stores are not dead
}

// Copies the stack below its own frame into g_snapshot: volatile reads and
// no calls (a call would write the region being read). It reads memory no
// object owns, hence exempt from ASan.
[[gnu::noinline]] __attribute__((no_sanitize("address"))) void Snapshot() {
  uintptr_t top = reinterpret_cast<uintptr_t>(__builtin_frame_address(0));
  __asm__("" : "+r"(top));  // an address, not a pointer into an object
  const volatile uint64_t* p = reinterpret_cast<const volatile uint64_t*>(top) - kSkipWords;
  for (size_t i = 0; i < kWords; ++i) g_snapshot[i] = *(p - i);
}

// The address ranges mapped into this process (/proc/self/maps): code,
// data, heap, stacks, libraries.
std::vector<std::pair<uint64_t, uint64_t>> MappedRanges() {
  std::vector<std::pair<uint64_t, uint64_t>> ranges;
  if (FILE* f = std::fopen("/proc/self/maps", "r")) {
    char line[512];
    while (std::fgets(line, sizeof(line), f) != nullptr) {
      uint64_t lo = 0, hi = 0;
      if (std::sscanf(line, "%" SCNx64 "-%" SCNx64, &lo, &hi) == 2) ranges.emplace_back(lo, hi);
    }
    std::fclose(f);
  }
  return ranges;
}

// Whether v has the shape of a public stack word: the canary (not written),
// zero, or an address in the process. Two runs differ in such words when
// malloc hands out other blocks or takes another path (pointers, return
// addresses), which says nothing about the secrets; a secret-derived 64-bit
// value lands in a mapped range with negligible probability. A small
// integer (a secret window of exponent bits, say) is not public-shaped.
bool PublicShaped(uint64_t v, const std::vector<std::pair<uint64_t, uint64_t>>& ranges) {
  if (v == kCanary || v == 0) return true;
  for (const auto& [lo, hi] : ranges) {
    if (v >= lo && v < hi) return true;
  }
  return false;
}

}  // namespace

[[gnu::noinline]] std::string StackResidueDiff(const std::function<void(int)>& op) {
  std::vector<uint64_t> snap[2];
  for (auto& s : snap) s.resize(kWords);
  op(1);  // warm-up, not compared: one-time initialisations, heap growth
  for (int s = 0; s < 2; ++s) {
    FillBelow();
    op(s);
    Snapshot();
    std::memcpy(snap[s].data(), g_snapshot, sizeof(g_snapshot));
  }
  const auto ranges = MappedRanges();
  std::string diff;
  for (size_t i = 0; i < kWords; ++i) {
    const uint64_t a = snap[0][i], b = snap[1][i];
    if (a != b && !(PublicShaped(a, ranges) && PublicShaped(b, ranges))) {
      diff.append(" ");
      diff.append(std::to_string(sizeof(uint64_t) * (kSkipWords + i)));
    }
  }
  return diff;
}

}  // namespace limb::test
