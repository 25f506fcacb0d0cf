// See freed_heap.h. Everything the hook touches lives in static storage or
// in memory from malloc/mmap, never from operator new, so the hook never
// re-enters itself.
#include "limb/base/testing/freed_heap.h"

#include <malloc.h>
#include <sys/mman.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>

namespace limb::test {
namespace {

constexpr size_t kMaxNames = 200;
constexpr size_t kNameLen = 64;
constexpr size_t kMaxPhases = 256;
constexpr size_t kMaxHits = 40;
constexpr size_t kLogBytes = size_t{1} << 30;  // reserved, touched only as used

struct Entry {
  uint64_t value;
  uint32_t name;
};

char g_names[kMaxNames][kNameLen];
size_t g_num_names = 0;
char g_phases[kMaxPhases][kNameLen];
size_t g_num_phases = 0;

Entry* g_entries = nullptr;  // malloc'd, every registered window
size_t g_num_entries = 0, g_cap_entries = 0;
Entry* g_table = nullptr;  // open addressing, value 0 = empty
size_t g_table_mask = 0;

struct Hit {
  uint32_t phase, name;
  size_t block, offset;
};
Hit g_hits[kMaxHits];
size_t g_num_hits = 0;  // all hits since TakeReport (only kMaxHits kept)

enum class Mode { kOff, kScan, kLog };
Mode g_mode = Mode::kOff;
uint32_t g_phase = 0;
size_t g_blocks = 0;
thread_local bool t_in_hook = false;

uint8_t* g_log = nullptr;
size_t g_log_used = 0;
bool g_log_overflow = false;

void CopyName(char* dst, const std::string& s) {
  const size_t n = s.size() < kNameLen - 1 ? s.size() : kNameLen - 1;
  std::memcpy(dst, s.data(), n);
  dst[n] = 0;
}

uint64_t Mix(uint64_t v) {
  v ^= v >> 33;
  v *= 0xff51afd7ed558ccdull;
  v ^= v >> 33;
  return v;
}

bool Trivial(const uint8_t* w) {
  int zeros = 0, ones = 0;
  for (int i = 0; i < 8; ++i) {
    zeros += w[i] == 0x00;
    ones += w[i] == 0xff;
  }
  return zeros > 2 || ones > 2;
}

void AddWindow(uint64_t v, uint32_t name) {
  if (g_num_entries == g_cap_entries) {
    // Grown by hand, not realloc: the old array holds secret windows and
    // is wiped before it goes back to the heap.
    const size_t cap = g_cap_entries == 0 ? 4096 : 2 * g_cap_entries;
    Entry* e = static_cast<Entry*>(std::malloc(cap * sizeof(Entry)));
    if (e == nullptr) std::abort();
    if (g_entries != nullptr) {
      std::memcpy(e, g_entries, g_num_entries * sizeof(Entry));
      std::memset(g_entries, 0, g_cap_entries * sizeof(Entry));
      std::free(g_entries);
    }
    g_entries = e;
    g_cap_entries = cap;
  }
  g_entries[g_num_entries++] = {v, name};
}

uint32_t NewName(const std::string& name) {
  if (g_num_names == kMaxNames) std::abort();
  CopyName(g_names[g_num_names], name);
  return static_cast<uint32_t>(g_num_names++);
}

void AddBytesAs(uint32_t name, const uint8_t* p, size_t n) {
  for (size_t i = 0; i + 8 <= n; ++i) {
    if (Trivial(p + i)) continue;
    uint64_t v;
    std::memcpy(&v, p + i, 8);
    AddWindow(v, name);
  }
}

void BuildTable() {
  if (g_table != nullptr) std::memset(g_table, 0, (g_table_mask + 1) * sizeof(Entry));
  std::free(g_table);
  size_t size = 1024;
  while (size < 4 * g_num_entries) size *= 2;
  g_table = static_cast<Entry*>(std::calloc(size, sizeof(Entry)));
  if (g_table == nullptr) std::abort();
  g_table_mask = size - 1;
  for (size_t i = 0; i < g_num_entries; ++i) {
    size_t h = Mix(g_entries[i].value) & g_table_mask;
    while (g_table[h].value != 0 && g_table[h].value != g_entries[i].value)
      h = (h + 1) & g_table_mask;
    if (g_table[h].value == 0) g_table[h] = g_entries[i];  // the first name registered wins
  }
}

// Lookup: the name index of v, or -1.
long Lookup(uint64_t v) {
  if (v == 0 || g_table == nullptr) return -1;
  size_t h = Mix(v) & g_table_mask;
  while (g_table[h].value != 0) {
    if (g_table[h].value == v) return g_table[h].name;
    h = (h + 1) & g_table_mask;
  }
  return -1;
}

// Scan: one hit per block at most (the first window found).
void Scan(const uint8_t* p, size_t n, uint32_t phase) {
  for (size_t off = 0; off + 8 <= n; off += 8) {
    uint64_t v;
    std::memcpy(&v, p + off, 8);
    const long name = Lookup(v);
    if (name < 0) continue;
    if (g_num_hits < kMaxHits) g_hits[g_num_hits] = {phase, static_cast<uint32_t>(name), n, off};
    ++g_num_hits;
    return;
  }
}

void Log(const uint8_t* p, size_t n) {
  const size_t rec = 16 + ((n + 15) & ~size_t{15});
  if (g_log_used + rec > kLogBytes) {
    g_log_overflow = true;
    return;
  }
  std::memcpy(g_log + g_log_used, &n, sizeof(n));
  std::memcpy(g_log + g_log_used + 16, p, n);
  g_log_used += rec;
}

uint32_t NewPhase(const std::string& phase) {
  if (g_num_phases == kMaxPhases) std::abort();
  CopyName(g_phases[g_num_phases], phase);
  return static_cast<uint32_t>(g_num_phases++);
}

}  // namespace

void OnFree(void* p, size_t n) noexcept {
  if (p == nullptr || g_mode == Mode::kOff || t_in_hook) return;
  t_in_hook = true;
  ++g_blocks;
  if (g_mode == Mode::kScan) {
    Scan(static_cast<const uint8_t*>(p), n, g_phase);
  } else {
    Log(static_cast<const uint8_t*>(p), n);
  }
  t_in_hook = false;
}

void FreedHeap::AddSecret(const std::string& name, std::span<const uint8_t> bytes) {
  AddBytesAs(NewName(name), bytes.data(), bytes.size());
}

void FreedHeap::AddBigEndian(const std::string& name, std::span<const uint8_t> be) {
  const uint32_t id = NewName(name);
  AddBytesAs(id, be.data(), be.size());
  const size_t padded = (be.size() + 7) & ~size_t{7};
  uint8_t* le = static_cast<uint8_t*>(std::calloc(padded == 0 ? 1 : padded, 1));
  if (le == nullptr) std::abort();
  for (size_t i = 0; i < be.size(); ++i) le[i] = be[be.size() - 1 - i];
  AddBytesAs(id, le, padded);
  std::memset(le, 0, padded);
  std::free(le);
}

void FreedHeap::AddWords(const std::string& name, std::span<const uint64_t> words) {
  AddBytesAs(NewName(name), reinterpret_cast<const uint8_t*>(words.data()), words.size_bytes());
}

void FreedHeap::ClearSecrets() {
  if (g_entries != nullptr) std::memset(g_entries, 0, g_cap_entries * sizeof(Entry));
  if (g_table != nullptr) std::memset(g_table, 0, (g_table_mask + 1) * sizeof(Entry));
  g_num_entries = 0;
  g_num_names = 0;
}

size_t FreedHeap::num_patterns() { return g_num_entries; }

void FreedHeap::Arm(const std::string& phase) {
  g_mode = Mode::kOff;
  BuildTable();
  g_phase = NewPhase(phase);
  g_blocks = 0;
  g_mode = Mode::kScan;
}

void FreedHeap::Disarm() { g_mode = Mode::kOff; }

void FreedHeap::StartLog(const std::string& phase) {
  g_mode = Mode::kOff;
  if (g_log == nullptr) {
    void* m = ::mmap(nullptr, kLogBytes, PROT_READ | PROT_WRITE,
                     MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (m == MAP_FAILED) std::abort();
    g_log = static_cast<uint8_t*>(m);
  }
  g_log_used = 0;
  g_log_overflow = false;
  g_phase = NewPhase(phase);
  g_blocks = 0;
  g_mode = Mode::kLog;
}

bool FreedHeap::ScanLog() {
  g_mode = Mode::kOff;
  BuildTable();
  for (size_t pos = 0; pos < g_log_used;) {
    size_t n;
    std::memcpy(&n, g_log + pos, sizeof(n));
    Scan(g_log + pos + 16, n, g_phase);
    pos += 16 + ((n + 15) & ~size_t{15});
  }
  std::memset(g_log, 0, g_log_used);  // the log is the test's own copy of the secrets
  const size_t used = g_log_used;
  g_log_used = 0;
  ::madvise(g_log, used, MADV_DONTNEED);
  return !g_log_overflow;
}

size_t FreedHeap::logged_bytes() { return g_log_used; }

size_t FreedHeap::scanned_blocks() { return g_blocks; }

std::string FreedHeap::TakeReport() {
  const Mode saved = g_mode;
  g_mode = Mode::kOff;
  std::string out;
  const size_t kept = g_num_hits < kMaxHits ? g_num_hits : kMaxHits;
  for (size_t i = 0; i < kept; ++i) {
    char line[256];
    std::snprintf(line, sizeof line, "%s: %s in a freed block of %zu bytes at offset %zu\n",
                  g_phases[g_hits[i].phase], g_names[g_hits[i].name], g_hits[i].block,
                  g_hits[i].offset);
    out += line;
  }
  if (g_num_hits > kept) out += "... and " + std::to_string(g_num_hits - kept) + " more hits\n";
  g_num_hits = 0;
  g_mode = saved;
  return out;
}

}  // namespace limb::test

// The replaced global deallocation functions: scan, then free (libstdc++'s
// operator new, plain and aligned, takes its memory from malloc or
// aligned_alloc). The unsized forms scan the whole usable block.
void operator delete(void* p) noexcept {
  if (p != nullptr) limb::test::OnFree(p, malloc_usable_size(p));
  std::free(p);
}
void operator delete[](void* p) noexcept { operator delete(p); }
void operator delete(void* p, std::size_t n) noexcept {
  limb::test::OnFree(p, n);
  std::free(p);
}
void operator delete[](void* p, std::size_t n) noexcept { operator delete(p, n); }
void operator delete(void* p, const std::nothrow_t&) noexcept { operator delete(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { operator delete(p); }
void operator delete(void* p, std::align_val_t) noexcept { operator delete(p); }
void operator delete[](void* p, std::align_val_t) noexcept { operator delete(p); }
void operator delete(void* p, std::size_t n, std::align_val_t) noexcept { operator delete(p, n); }
void operator delete[](void* p, std::size_t n, std::align_val_t) noexcept {
  operator delete(p, n);
}
void operator delete(void* p, std::align_val_t, const std::nothrow_t&) noexcept {
  operator delete(p);
}
void operator delete[](void* p, std::align_val_t, const std::nothrow_t&) noexcept {
  operator delete(p);
}
