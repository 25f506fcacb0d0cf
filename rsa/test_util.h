// Helpers shared by the rsa/ tests: the test seed, testdata/rsa files, hex,
// random bytes and the "Key = value" record files of testdata/rsa.
#ifndef LIMB_RSA_TEST_UTIL_H_
#define LIMB_RSA_TEST_UTIL_H_

#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace limb::rsa_test {

using Bytes = std::vector<uint8_t>;

// TestSeed: LIMB_TEST_SEED (decimal, or 0x-prefixed hex) if set, else the
// test's own default. Tests print it on failure with SeedTrace.
inline uint64_t TestSeed(uint64_t default_seed) {
  const char* s = std::getenv("LIMB_TEST_SEED");
  return (s != nullptr && *s != '\0') ? std::strtoull(s, nullptr, 0) : default_seed;
}
inline std::string SeedTrace(uint64_t seed) { return "LIMB_TEST_SEED=" + std::to_string(seed); }

// ReadTestFile: the bytes of testdata/rsa/<name> (a test failure if missing).
inline Bytes ReadTestFile(const std::string& name) {
  std::ifstream f("testdata/rsa/" + name, std::ios::binary);
  EXPECT_TRUE(f.good()) << "cannot open testdata/rsa/" << name;
  return Bytes(std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>());
}

inline Bytes RandomBytesFrom(std::mt19937_64& rng, size_t n) {
  Bytes v(n);
  for (auto& b : v) b = static_cast<uint8_t>(rng());
  return v;
}

// Hex: lower- or upper-case hex digits, even length (a test failure if odd).
inline Bytes Hex(const std::string& s) {
  Bytes out;
  EXPECT_EQ(s.size() % 2, 0u) << s.substr(0, 16);
  for (size_t i = 0; i + 1 < s.size(); i += 2)
    out.push_back(static_cast<uint8_t>(std::stoi(s.substr(i, 2), nullptr, 16)));
  return out;
}

// ReadRecords: the records of testdata/rsa/<name>: "Key = value" lines
// ("Key =" gives an empty value), records separated by blank lines, '#'
// comment lines. A test failure when the file is missing or a line has no
// " =" (the line is then skipped).
inline std::vector<std::map<std::string, std::string>> ReadRecords(const std::string& name) {
  std::ifstream f("testdata/rsa/" + name);
  EXPECT_TRUE(f.good()) << "cannot open testdata/rsa/" << name;
  std::vector<std::map<std::string, std::string>> recs(1);
  std::string line;
  while (std::getline(f, line)) {
    if (!line.empty() && line[0] == '#') continue;
    if (line.empty()) {
      if (!recs.back().empty()) recs.emplace_back();
      continue;
    }
    const size_t eq = line.find(" =");
    EXPECT_NE(eq, std::string::npos) << name << ": " << line;
    if (eq == std::string::npos) continue;
    recs.back()[line.substr(0, eq)] = eq + 2 < line.size() ? line.substr(eq + 3) : "";
  }
  if (recs.back().empty()) recs.pop_back();
  return recs;
}

}  // namespace limb::rsa_test

#endif  // LIMB_RSA_TEST_UTIL_H_
