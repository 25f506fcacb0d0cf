// Test-only helpers shared by the Poly1305 and AEAD tests: the KAT reader
// (records of `Key = hex` lines separated by blank lines, `#` comments; every
// key of every record must be consumed), hex, and the seeded RNG.
#ifndef LIMB_SYMMETRIC_POLY1305_TEST_UTIL_H_
#define LIMB_SYMMETRIC_POLY1305_TEST_UTIL_H_

#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace limb::testutil {

inline std::vector<uint8_t> Hex(const std::string& s) {
  std::vector<uint8_t> out;
  auto nib = [](char c) -> int {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  };
  EXPECT_EQ(s.size() % 2, 0u) << "odd hex length: " << s;
  for (size_t i = 0; i + 1 < s.size(); i += 2) {
    int hi = nib(s[i]), lo = nib(s[i + 1]);
    EXPECT_TRUE(hi >= 0 && lo >= 0) << "bad hex: " << s;
    out.push_back(static_cast<uint8_t>(hi * 16 + lo));
  }
  return out;
}

inline std::string ToHex(const uint8_t* p, size_t n) {
  static const char* d = "0123456789abcdef";
  std::string s;
  for (size_t i = 0; i < n; ++i) {
    s += d[p[i] >> 4];
    s += d[p[i] & 15];
  }
  return s;
}
inline std::string ToHex(const std::vector<uint8_t>& v) { return ToHex(v.data(), v.size()); }

// One KAT record. Get() marks a key consumed; the reader's destructor-free
// check AllConsumed() fails the test for any key nobody read.
class KatRecord {
 public:
  std::string name;  // the last comment line before the record (its source)
  int line = 0;
  std::map<std::string, std::string> values;
  std::vector<uint8_t> Get(const std::string& key) {
    auto it = values.find(key);
    EXPECT_NE(it, values.end()) << "record at line " << line << " lacks " << key;
    if (it == values.end()) return {};
    consumed.insert(key);
    return Hex(it->second);
  }
  std::set<std::string> consumed;
};

inline std::vector<KatRecord> ReadKat(const std::string& path) {
  std::ifstream in(path);
  EXPECT_TRUE(in.good()) << "cannot open " << path;
  std::vector<KatRecord> out;
  KatRecord cur;
  std::string comment, line;
  int n = 0;
  auto flush = [&] {
    if (!cur.values.empty()) out.push_back(cur);
    cur = KatRecord();
  };
  while (std::getline(in, line)) {
    ++n;
    if (line.empty()) {
      flush();
      continue;
    }
    if (line[0] == '#') {
      comment = line;
      continue;
    }
    auto eq = line.find(" = ");
    EXPECT_NE(eq, std::string::npos) << path << ":" << n << ": " << line;
    if (eq == std::string::npos) continue;
    if (cur.values.empty()) {
      cur.name = comment;
      cur.line = n;
    }
    cur.values[line.substr(0, eq)] = line.substr(eq + 3);
  }
  flush();
  return out;
}

inline void ExpectAllConsumed(const std::vector<KatRecord>& recs) {
  for (const KatRecord& r : recs) {
    for (const auto& [k, v] : r.values) {
      EXPECT_TRUE(r.consumed.count(k)) << "record at line " << r.line << " (" << r.name
                                       << "): key " << k << " never consumed";
    }
  }
}

// Seed: fixed, overridable with LIMB_TEST_SEED; printed by every failing
// assertion through SCOPED_TRACE in the tests.
inline uint64_t TestSeed() {
  const char* e = std::getenv("LIMB_TEST_SEED");
  if (e != nullptr && *e != '\0') return std::strtoull(e, nullptr, 0);
  return 0x5eed1305;
}

class Rng {
 public:
  explicit Rng(uint64_t seed) : g_(seed) {}
  uint64_t Next() { return g_(); }
  size_t Uniform(size_t n) { return n == 0 ? 0 : static_cast<size_t>(g_() % n); }
  std::vector<uint8_t> Bytes(size_t n) {
    std::vector<uint8_t> v(n);
    for (auto& b : v) b = static_cast<uint8_t>(g_());
    return v;
  }

 private:
  std::mt19937_64 g_;
};

}  // namespace limb::testutil

#endif  // LIMB_SYMMETRIC_POLY1305_TEST_UTIL_H_
