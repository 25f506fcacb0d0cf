// Test helpers for the ChaCha20 suites: hex, KAT files, seeds.
#ifndef LIMB_SYMMETRIC_CHACHA20_CHACHA20_TEST_UTIL_H_
#define LIMB_SYMMETRIC_CHACHA20_CHACHA20_TEST_UTIL_H_

#include <cstdint>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

namespace limb::testing {

std::vector<uint8_t> FromHex(const std::string& hex);
std::string ToHex(const uint8_t* p, size_t n);

// One "Key = value" record of a KAT file (records separated by blank lines,
// '#' comments). Get() marks a field consumed; Unused() lists the rest.
struct KatRecord {
  int line = 0;  // line of the record's first field
  std::map<std::string, std::string> fields;
  std::set<std::string> used;
  bool Has(const std::string& k) const { return fields.count(k) != 0; }
  const std::string& Get(const std::string& k);
  std::vector<uint8_t> Bytes(const std::string& k) { return FromHex(Get(k)); }
  std::vector<std::string> Unused() const;
};

// Reads testdata/chacha20/<name> from the test's runfiles.
std::vector<KatRecord> ReadKatFile(const std::string& name);

// The suite's seed: LIMB_TEST_SEED if set, else a fixed default.
uint64_t TestSeed();

}  // namespace limb::testing

#endif  // LIMB_SYMMETRIC_CHACHA20_CHACHA20_TEST_UTIL_H_
