#include "limb/symmetric/chacha20/chacha20_test_util.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

namespace limb::testing {

std::vector<uint8_t> FromHex(const std::string& hex) {
  std::vector<uint8_t> out;
  if (hex.size() % 2 != 0) {
    std::fprintf(stderr, "odd-length hex: %s\n", hex.c_str());
    std::abort();
  }
  for (size_t i = 0; i < hex.size(); i += 2) {
    out.push_back(static_cast<uint8_t>(std::stoul(hex.substr(i, 2), nullptr, 16)));
  }
  return out;
}

std::string ToHex(const uint8_t* p, size_t n) {
  static const char* d = "0123456789abcdef";
  std::string s;
  for (size_t i = 0; i < n; ++i) {
    s += d[p[i] >> 4];
    s += d[p[i] & 15];
  }
  return s;
}

const std::string& KatRecord::Get(const std::string& k) {
  auto it = fields.find(k);
  if (it == fields.end()) {
    std::fprintf(stderr, "KAT record at line %d has no field %s\n", line, k.c_str());
    std::abort();
  }
  used.insert(k);
  return it->second;
}

std::vector<std::string> KatRecord::Unused() const {
  std::vector<std::string> r;
  for (const auto& [k, v] : fields) {
    if (!used.count(k)) r.push_back(k);
  }
  return r;
}

std::vector<KatRecord> ReadKatFile(const std::string& name) {
  std::string path = "testdata/chacha20/" + name;
  if (const char* src = std::getenv("TEST_SRCDIR")) {
    const char* ws = std::getenv("TEST_WORKSPACE");
    path = std::string(src) + "/" + (ws ? ws : "limb") + "/" + path;
  }
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "cannot open %s\n", path.c_str());
    std::abort();
  }
  std::vector<KatRecord> recs;
  KatRecord cur;
  std::string line;
  int lineno = 0;
  auto flush = [&] {
    if (!cur.fields.empty()) recs.push_back(cur);
    cur = KatRecord{};
  };
  while (std::getline(in, line)) {
    ++lineno;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty()) {
      flush();
      continue;
    }
    if (line[0] == '#') continue;
    size_t eq = line.find(" = ");
    if (eq == std::string::npos) {
      std::fprintf(stderr, "%s:%d: malformed line\n", path.c_str(), lineno);
      std::abort();
    }
    if (cur.fields.empty()) cur.line = lineno;
    cur.fields[line.substr(0, eq)] = line.substr(eq + 3);
  }
  flush();
  return recs;
}

uint64_t TestSeed() {
  if (const char* s = std::getenv("LIMB_TEST_SEED")) {
    if (*s) return std::strtoull(s, nullptr, 0);
  }
  return 0x6c696d62636861ull;  // "limbcha"
}

}  // namespace limb::testing
