// Test helpers shared by the sha256, hmac and hkdf suites: the KAT file
// reader (every key of every record must be consumed), hex, the seed.
#ifndef LIMB_SYMMETRIC_SHA256_TEST_UTIL_H_
#define LIMB_SYMMETRIC_SHA256_TEST_UTIL_H_

#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace limb::test {

// Seed(): LIMB_TEST_SEED if set, else kDefault. Tests print it on failure
// via SCOPED_TRACE(SeedTrace()).
inline constexpr uint64_t kDefaultSeed = 0x5eed0256;
inline uint64_t Seed() {
  const char* s = std::getenv("LIMB_TEST_SEED");
  if (s != nullptr && *s != '\0') return std::strtoull(s, nullptr, 0);
  return kDefaultSeed;
}
inline std::string SeedTrace() { return "LIMB_TEST_SEED=" + std::to_string(Seed()); }

inline std::vector<uint8_t> FromHex(const std::string& h) {
  std::vector<uint8_t> out;
  EXPECT_EQ(h.size() % 2, 0u) << "odd hex length: " << h;
  auto nib = [](char c) -> int {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    ADD_FAILURE() << "bad hex digit " << c;
    return 0;
  };
  for (size_t i = 0; i + 1 < h.size(); i += 2) {
    out.push_back(static_cast<uint8_t>(nib(h[i]) << 4 | nib(h[i + 1])));
  }
  return out;
}

template <typename Bytes>
std::string ToHex(const Bytes& b) {
  static const char* d = "0123456789abcdef";
  std::string s;
  for (uint8_t x : b) {
    s.push_back(d[x >> 4]);
    s.push_back(d[x & 15]);
  }
  return s;
}

// A KAT record: `Key = value` lines; Take() marks a key consumed.
class Record {
 public:
  int line = 0;
  std::map<std::string, std::string> kv;
  bool Has(const std::string& k) const { return kv.count(k) != 0; }
  std::string Take(const std::string& k) {
    taken_.insert(k);
    auto it = kv.find(k);
    EXPECT_NE(it, kv.end()) << "record at line " << line << " lacks " << k;
    return it == kv.end() ? std::string() : it->second;
  }
  std::vector<uint8_t> TakeHex(const std::string& k) { return FromHex(Take(k)); }
  // Every key must have been taken.
  void ExpectAllConsumed() const {
    for (const auto& [k, v] : kv) {
      EXPECT_TRUE(taken_.count(k)) << "record at line " << line << ": key " << k << " not consumed";
    }
  }

 private:
  std::set<std::string> taken_;
};

// ReadKat parses `Key = value` records separated by blank lines; `#` starts
// a comment line. Path is relative to the runfiles root (the workspace).
inline std::vector<Record> ReadKat(const std::string& path) {
  std::vector<Record> recs;
  std::string base;
  if (const char* s = std::getenv("TEST_SRCDIR")) {
    const char* ws = std::getenv("TEST_WORKSPACE");
    base = std::string(s) + "/" + (ws ? ws : "limb") + "/";
  }
  std::ifstream in(base + path);
  EXPECT_TRUE(in.good()) << "cannot open " << base + path;
  std::string line;
  Record cur;
  bool open = false;
  int n = 0;
  auto trim = [](std::string s) {
    size_t a = s.find_first_not_of(" \t\r");
    size_t b = s.find_last_not_of(" \t\r");
    return a == std::string::npos ? std::string() : s.substr(a, b - a + 1);
  };
  while (std::getline(in, line)) {
    ++n;
    std::string t = trim(line);
    if (!t.empty() && t[0] == '#') continue;
    if (t.empty()) {
      if (open) recs.push_back(cur);
      cur = Record();
      open = false;
      continue;
    }
    size_t eq = t.find('=');
    EXPECT_NE(eq, std::string::npos) << path << ":" << n << ": not `Key = value`";
    if (eq == std::string::npos) continue;
    if (!open) cur.line = n;
    open = true;
    std::string k = trim(t.substr(0, eq));
    EXPECT_EQ(cur.kv.count(k), 0u) << path << ":" << n << ": duplicate key " << k;
    cur.kv[k] = trim(t.substr(eq + 1));
  }
  if (open) recs.push_back(cur);
  return recs;
}

}  // namespace limb::test

#endif  // LIMB_SYMMETRIC_SHA256_TEST_UTIL_H_
