// Tests of the speed tool's logic: options, grouping and ratios, the table,
// JSON read back by an independent little parser, Go benchmark lines, the
// plot script, and one short real run over the SHA-256 suite (linked in as
// //benchmarks:sha_bench_lib). No test asserts a timing.
#include "limb/benchmarks/speed/speed.h"

#include <gtest/gtest.h>
#include <regex.h>
#include <unistd.h>

#include <cmath>
#include <cctype>
#include <cstdlib>
#include <cstring>
#include <algorithm>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "limb/benchmarks/speed/files_internal.h"
#include "limb/benchmarks/speed/go_bench_internal.h"
#include "limb/benchmarks/speed/json_internal.h"
#include "limb/benchmarks/speed/peer_cap_internal.h"
#include "limb/benchmarks/speed/plot_internal.h"
#include "limb/benchmarks/speed/results_internal.h"
#include "limb/benchmarks/speed/table_internal.h"

namespace limb::speed {
namespace {

// ---- a small JSON reader (RFC 8259 subset: enough to read our output back) ----
struct Json {
  enum Type { kNull, kBool, kNumber, kString, kArray, kObject } type = kNull;
  bool boolean = false;
  double number = 0;
  std::string string;
  std::vector<Json> array;
  std::vector<std::pair<std::string, Json>> object;

  const Json* Get(const std::string& key) const {
    for (const auto& [k, v] : object) {
      if (k == key) return &v;
    }
    return nullptr;
  }
};

class JsonReader {
 public:
  explicit JsonReader(const std::string& text) : s_(text) {}

  bool Parse(Json* out) {
    if (!Value(out)) return false;
    Space();
    return i_ == s_.size();
  }

 private:
  void Space() {
    while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\n' || s_[i_] == '\t' || s_[i_] == '\r')) i_++;
  }
  bool Literal(const char* word) {
    size_t n = std::strlen(word);
    if (s_.compare(i_, n, word) != 0) return false;
    i_ += n;
    return true;
  }
  bool String(std::string* out) {
    if (i_ >= s_.size() || s_[i_] != '"') return false;
    i_++;
    while (i_ < s_.size() && s_[i_] != '"') {
      unsigned char c = s_[i_++];
      if (c < 0x20) return false;  // raw control characters are not allowed
      if (c != '\\') {
        *out += static_cast<char>(c);
        continue;
      }
      if (i_ >= s_.size()) return false;
      char e = s_[i_++];
      switch (e) {
        case '"': *out += '"'; break;
        case '\\': *out += '\\'; break;
        case '/': *out += '/'; break;
        case 'n': *out += '\n'; break;
        case 't': *out += '\t'; break;
        case 'r': *out += '\r'; break;
        case 'b': *out += '\b'; break;
        case 'f': *out += '\f'; break;
        case 'u': {
          if (i_ + 4 > s_.size()) return false;
          unsigned v = std::stoul(s_.substr(i_, 4), nullptr, 16);
          i_ += 4;
          if (v >= 0x80) return false;  // our writer only escapes control characters
          *out += static_cast<char>(v);
          break;
        }
        default: return false;
      }
    }
    if (i_ >= s_.size()) return false;
    i_++;
    return true;
  }
  bool Value(Json* out) {
    Space();
    if (i_ >= s_.size()) return false;
    char c = s_[i_];
    if (c == '{') {
      out->type = Json::kObject;
      i_++;
      Space();
      if (i_ < s_.size() && s_[i_] == '}') return ++i_, true;
      while (true) {
        Space();
        std::string key;
        if (!String(&key)) return false;
        Space();
        if (i_ >= s_.size() || s_[i_++] != ':') return false;
        Json v;
        if (!Value(&v)) return false;
        out->object.emplace_back(key, std::move(v));
        Space();
        if (i_ >= s_.size()) return false;
        if (s_[i_] == ',') {
          i_++;
          continue;
        }
        if (s_[i_] == '}') return ++i_, true;
        return false;
      }
    }
    if (c == '[') {
      out->type = Json::kArray;
      i_++;
      Space();
      if (i_ < s_.size() && s_[i_] == ']') return ++i_, true;
      while (true) {
        Json v;
        if (!Value(&v)) return false;
        out->array.push_back(std::move(v));
        Space();
        if (i_ >= s_.size()) return false;
        if (s_[i_] == ',') {
          i_++;
          continue;
        }
        if (s_[i_] == ']') return ++i_, true;
        return false;
      }
    }
    if (c == '"') {
      out->type = Json::kString;
      return String(&out->string);
    }
    if (Literal("true")) return out->type = Json::kBool, out->boolean = true, true;
    if (Literal("false")) return out->type = Json::kBool, out->boolean = false, true;
    if (Literal("null")) return out->type = Json::kNull, true;
    // number: -?digits[.digits][e[+-]digits], checked by hand, read by strtod
    size_t j = i_;
    if (j < s_.size() && s_[j] == '-') j++;
    size_t digits = j;
    while (j < s_.size() && std::isdigit(static_cast<unsigned char>(s_[j]))) j++;
    if (j == digits) return false;
    if (j < s_.size() && s_[j] == '.') {
      size_t frac = ++j;
      while (j < s_.size() && std::isdigit(static_cast<unsigned char>(s_[j]))) j++;
      if (j == frac) return false;
    }
    if (j < s_.size() && (s_[j] == 'e' || s_[j] == 'E')) {
      j++;
      if (j < s_.size() && (s_[j] == '+' || s_[j] == '-')) j++;
      size_t exp = j;
      while (j < s_.size() && std::isdigit(static_cast<unsigned char>(s_[j]))) j++;
      if (j == exp) return false;
    }
    out->type = Json::kNumber;
    out->number = std::strtod(s_.substr(i_, j - i_).c_str(), nullptr);
    i_ = j;
    return true;
  }

  const std::string& s_;
  size_t i_ = 0;
};

// ---- helpers ----
struct Argv {
  explicit Argv(std::vector<std::string> args) : strings(std::move(args)) {
    strings.insert(strings.begin(), "speed");
    for (std::string& s : strings) ptrs.push_back(s.data());
    ptrs.push_back(nullptr);
  }
  int argc() const { return static_cast<int>(strings.size()); }
  char** argv() { return ptrs.data(); }
  std::vector<std::string> strings;
  std::vector<char*> ptrs;
};

bool Parse(std::vector<std::string> args, Options* o, std::string* error) {
  Argv a(std::move(args));
  return ParseArgs(a.argc(), a.argv(), o, error);
}

Sample MakeSample(const std::string& lib, const std::string& op, double cpu_ns, int rep,
                  double bytes = 0) {
  Sample s;
  s.lib = lib;
  s.op = op;
  s.name = lib + "/" + op;
  s.cpu_ns = cpu_ns;
  s.real_ns = cpu_ns * 1.5;  // distinct, to tell the two apart
  s.iterations = 1000 + rep;
  s.repetition_index = rep;
  s.repetitions = 3;
  s.bytes_per_op = bytes;
  s.bytes_per_second = bytes > 0 ? bytes / (cpu_ns * 1e-9) : 0;
  return s;
}

std::string TempPath(const std::string& name) {
  const char* dir = std::getenv("TEST_TMPDIR");
  return std::string(dir != nullptr ? dir : "/tmp") + "/" + name;
}

std::string ReadFile(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

// ---- options ----
TEST(ParseArgs, Defaults) {
  Options o;
  std::string error;
  ASSERT_TRUE(Parse({}, &o, &error)) << error;
  EXPECT_EQ(o.filter, "");
  EXPECT_DOUBLE_EQ(o.time, 0.2);
  EXPECT_EQ(o.repetitions, 5);
  EXPECT_FALSE(o.go_bench);
  EXPECT_EQ(o.go_bench_lib, "limb");
  EXPECT_FALSE(o.list);
  EXPECT_FALSE(o.help);
  EXPECT_FALSE(o.elapsed);
  EXPECT_FALSE(o.markdown);
  EXPECT_EQ(o.cpu, "");
  EXPECT_EQ(o.json_file, "");
  EXPECT_EQ(o.plot_file, "");
}

TEST(ParseArgs, EveryOptionSeparateValues) {
  Options o;
  std::string error;
  ASSERT_TRUE(Parse({"--filter", "^RSA", "--time", "0.05", "--repetitions", "7", "--json",
                     "out.json", "--cpu", "avx2", "--plot", "p.svg", "--list", "--markdown",
                     "--elapsed", "--go-bench-lib", "openssl"},
                    &o, &error))
      << error;
  EXPECT_EQ(o.filter, "^RSA");
  EXPECT_DOUBLE_EQ(o.time, 0.05);
  EXPECT_EQ(o.repetitions, 7);
  EXPECT_EQ(o.json_file, "out.json");
  EXPECT_EQ(o.cpu, "avx2");
  EXPECT_EQ(o.plot_file, "p.svg");
  EXPECT_TRUE(o.list);
  EXPECT_TRUE(o.markdown);
  EXPECT_TRUE(o.elapsed);
  EXPECT_TRUE(o.go_bench);  // --go-bench-lib implies --go-bench
  EXPECT_EQ(o.go_bench_lib, "openssl");
}

TEST(ParseArgs, EveryOptionInlineValues) {
  Options o;
  std::string error;
  ASSERT_TRUE(Parse({"--filter=SHA256/64$", "--time=1.5", "--repetitions=1", "--json=a.json",
                     "--cpu=generic", "--plot=b.svg", "--go-bench", "--help"},
                    &o, &error))
      << error;
  EXPECT_EQ(o.filter, "SHA256/64$");
  EXPECT_DOUBLE_EQ(o.time, 1.5);
  EXPECT_EQ(o.repetitions, 1);
  EXPECT_EQ(o.json_file, "a.json");
  EXPECT_EQ(o.cpu, "generic");
  EXPECT_EQ(o.plot_file, "b.svg");
  EXPECT_TRUE(o.go_bench);
  EXPECT_EQ(o.go_bench_lib, "limb");
  EXPECT_TRUE(o.help);
}

TEST(ParseArgs, EveryCpuLevel) {
  for (const char* level : {"generic", "x86_64", "ssse3", "avx2", "shani", "avx512", "native"}) {
    Options o;
    std::string error;
    EXPECT_TRUE(Parse({"--cpu", level}, &o, &error)) << level << ": " << error;
    EXPECT_EQ(o.cpu, level);
  }
}

// The peer cap per --cpu level: the CPUID bits it clears in OpenSSL's two
// capability words, checked bit by bit against the Intel SDM's CPUID tables
// (leaf 1 ECX; leaf 7 subleaf 0 EBX/ECX), and the libgcrypt feature names.
TEST(PeerCap, MasksPerLevel) {
  auto bit = [](int b) { return uint64_t{1} << b; };
  // Word 0 is CPUID.1 EDX | ECX << 32; word 1 is CPUID.7.0 EBX | ECX << 32.
  const uint64_t ssse3 = bit(32 + 9), avx = bit(32 + 28), fma = bit(32 + 12),
                 aes = bit(32 + 25), pclmul = bit(32 + 1), sse41 = bit(32 + 19);
  const uint64_t avx2 = bit(5), bmi1 = bit(3), bmi2 = bit(8), adx = bit(19), sha = bit(29);
  const uint64_t avx512 = bit(16) | bit(17) | bit(21) | bit(28) | bit(30) | bit(31) |
                          bit(32 + 1) | bit(32 + 6) | bit(32 + 11) | bit(32 + 14);  // F DQ IFMA CD BW VL VBMI VBMI2 VNNI VPOPCNTDQ
  const uint64_t sse2 = bit(26), tsc = bit(4);  // never cleared: OpenSSL's x86-64 baseline

  for (const char* level : {"avx512", "native", ""}) {
    PeerCap cap = PeerCapFor(level);
    EXPECT_FALSE(cap.capped) << level;
    EXPECT_EQ(cap.openssl_clear0, 0u) << level;
    EXPECT_EQ(cap.openssl_clear1, 0u) << level;
    EXPECT_TRUE(cap.gcrypt_disable.empty()) << level;
    EXPECT_EQ(OpensslIa32cap(cap), "") << level;
  }

  PeerCap shani = PeerCapFor("shani");
  EXPECT_TRUE(shani.capped);
  EXPECT_EQ(shani.openssl_clear0, 0u);
  EXPECT_EQ(shani.openssl_clear1 & avx512, avx512);
  EXPECT_EQ(shani.openssl_clear1 & (sha | avx2 | bmi1 | bmi2 | adx), 0u);

  PeerCap a2 = PeerCapFor("avx2");
  EXPECT_EQ(a2.openssl_clear0, 0u);
  EXPECT_EQ(a2.openssl_clear1, shani.openssl_clear1 | sha);
  EXPECT_EQ(a2.openssl_clear1 & (avx2 | bmi1 | bmi2 | adx), 0u);

  PeerCap s3 = PeerCapFor("ssse3");
  EXPECT_EQ(s3.openssl_clear0 & (avx | fma | aes | pclmul | sse41), avx | fma | aes | pclmul | sse41);
  EXPECT_EQ(s3.openssl_clear0 & ssse3, 0u);
  EXPECT_EQ(s3.openssl_clear1 & (avx2 | bmi1 | bmi2 | adx | sha), avx2 | bmi1 | bmi2 | adx | sha);

  PeerCap x = PeerCapFor("x86_64");
  EXPECT_EQ(x.openssl_clear0, s3.openssl_clear0 | ssse3);
  EXPECT_EQ(x.openssl_clear1, s3.openssl_clear1);
  PeerCap g = PeerCapFor("generic");
  EXPECT_EQ(g.openssl_clear0, x.openssl_clear0);
  EXPECT_EQ(g.openssl_clear1, x.openssl_clear1);
  EXPECT_EQ(g.gcrypt_disable, x.gcrypt_disable);

  // Each level clears a superset of what the level above it clears.
  const PeerCap* chain[] = {&x, &s3, &a2, &shani};
  for (int i = 0; i + 1 < 4; i++) {
    EXPECT_EQ(chain[i]->openssl_clear0 & chain[i + 1]->openssl_clear0, chain[i + 1]->openssl_clear0);
    EXPECT_EQ(chain[i]->openssl_clear1 & chain[i + 1]->openssl_clear1, chain[i + 1]->openssl_clear1);
    for (const std::string& n : chain[i + 1]->gcrypt_disable) {
      EXPECT_NE(std::find(chain[i]->gcrypt_disable.begin(), chain[i]->gcrypt_disable.end(), n),
                chain[i]->gcrypt_disable.end()) << n;
    }
    EXPECT_EQ((chain[i]->openssl_clear0) & (sse2 | tsc), 0u);
  }

  auto has = [](const PeerCap& c, const char* n) {
    return std::find(c.gcrypt_disable.begin(), c.gcrypt_disable.end(), n) != c.gcrypt_disable.end();
  };
  EXPECT_TRUE(has(shani, "intel-avx512"));
  EXPECT_FALSE(has(shani, "intel-shaext"));
  EXPECT_TRUE(has(a2, "intel-shaext"));
  EXPECT_FALSE(has(a2, "intel-avx2"));
  EXPECT_FALSE(has(a2, "intel-bmi2"));
  EXPECT_TRUE(has(s3, "intel-avx2"));
  EXPECT_TRUE(has(s3, "intel-bmi2"));
  EXPECT_FALSE(has(s3, "intel-ssse3"));
  EXPECT_TRUE(has(x, "intel-ssse3"));

  // The environment value: "~0x<word 0>:~0x<word 1>", both masks in hex.
  char want[80];
  std::snprintf(want, sizeof want, "~0x%llx:~0x%llx",
                static_cast<unsigned long long>(a2.openssl_clear0),
                static_cast<unsigned long long>(a2.openssl_clear1));
  EXPECT_EQ(OpensslIa32cap(a2), want);
  EXPECT_EQ(OpensslIa32cap(a2).rfind("~0x0:~0x", 0), 0u);
  unsigned long long w0 = 0, w1 = 0;
  ASSERT_EQ(std::sscanf(OpensslIa32cap(x).c_str(), "~0x%llx:~0x%llx", &w0, &w1), 2);
  EXPECT_EQ(w0, x.openssl_clear0);
  EXPECT_EQ(w1, x.openssl_clear1);
}

// Nettle's NETTLE_FAT_OVERRIDE per level: the CPU's vendor always, AES-NI and
// PCLMUL from avx2 up, SHA-NI at shani, and never a feature the CPU lacks
// (Nettle would use it without asking the CPU).
TEST(PeerCap, NettleOverridePerLevel) {
  const std::vector<std::string> all = {"vendor:amd", "aesni", "pclmul", "sha_ni"};
  for (const char* level : {"avx512", "native", ""}) {
    EXPECT_TRUE(PeerCapFor(level).nettle_keep.empty()) << level;
    EXPECT_EQ(NettleFatOverride(PeerCapFor(level), all), "") << level;
  }
  EXPECT_EQ(NettleFatOverride(PeerCapFor("shani"), all), "vendor:amd,aesni,pclmul,sha_ni");
  EXPECT_EQ(NettleFatOverride(PeerCapFor("avx2"), all), "vendor:amd,aesni,pclmul");
  EXPECT_EQ(NettleFatOverride(PeerCapFor("ssse3"), all), "vendor:amd");
  EXPECT_EQ(NettleFatOverride(PeerCapFor("x86_64"), all), "vendor:amd");
  EXPECT_EQ(NettleFatOverride(PeerCapFor("generic"), all), "vendor:amd");
  // A CPU without PCLMUL and SHA-NI: no level turns them on.
  EXPECT_EQ(NettleFatOverride(PeerCapFor("shani"), {"vendor:intel", "aesni"}),
            "vendor:intel,aesni");
  EXPECT_EQ(NettleFatOverride(PeerCapFor("x86_64"), {"vendor:other"}), "vendor:other");
  // Off x86-64 there is nothing to name: Nettle is left alone.
  EXPECT_EQ(NettleFatOverride(PeerCapFor("avx2"), {}), "");
}

// This CPU in Nettle's names: the vendor first, then only features Nettle knows.
TEST(PeerCap, NettleCpuFeatures) {
  std::vector<std::string> f = NettleCpuFeatures();
#if defined(__x86_64__)
  ASSERT_FALSE(f.empty());
  EXPECT_TRUE(f[0] == "vendor:intel" || f[0] == "vendor:amd" || f[0] == "vendor:other") << f[0];
  for (size_t i = 1; i < f.size(); i++) {
    EXPECT_TRUE(f[i] == "aesni" || f[i] == "pclmul" || f[i] == "sha_ni") << f[i];
  }
#else
  EXPECT_TRUE(f.empty());
#endif
}

TEST(ParseArgs, Errors) {
  struct Case {
    std::vector<std::string> args;
    const char* needle;  // the error names the problem
  } cases[] = {
      {{"--time"}, "--time needs a value"},
      {{"--time", "0"}, "--time"},
      {{"--time", "-1"}, "--time"},
      {{"--time", "abc"}, "'abc'"},
      {{"--time", "inf"}, "--time"},
      {{"--time", "1s"}, "'1s'"},
      {{"--time", "3601"}, "--time"},
      {{"--repetitions", "0"}, "--repetitions"},
      {{"--repetitions", "1001"}, "--repetitions"},
      {{"--repetitions", "2.5"}, "'2.5'"},
      {{"--repetitions", "-3"}, "--repetitions"},
      {{"--repetitions"}, "needs a value"},
      {{"--cpu", "avx9000"}, "unknown level 'avx9000'"},
      {{"--cpu"}, "needs a value"},
      {{"--filter", "("}, "bad regular expression"},
      {{"--filter"}, "needs a value"},
      {{"--json"}, "needs a value"},
      {{"--json="}, "--json needs a file name"},
      {{"--plot"}, "needs a value"},
      {{"--plot="}, "--plot needs a file name"},
      {{"--go-bench-lib", ""}, "--go-bench-lib"},
      {{"--go-bench-lib", "a/b"}, "--go-bench-lib"},
      {{"--list=yes"}, "--list takes no value"},
      {{"--go-bench=1"}, "--go-bench takes no value"},
      {{"--bogus"}, "unknown option --bogus"},
      {{"-x"}, "unknown option -x"},
      {{"RSA2048Sign"}, "unexpected argument 'RSA2048Sign'"},
  };
  for (const Case& c : cases) {
    Options o;
    std::string error;
    std::string joined;
    for (const auto& a : c.args) joined += a + " ";
    EXPECT_FALSE(Parse(c.args, &o, &error)) << joined;
    EXPECT_NE(error.find(c.needle), std::string::npos) << joined << "-> " << error;
  }
}

TEST(SpeedMain, UsageErrorsExitTwoWithAMessage) {
  for (std::vector<std::string> args :
       {std::vector<std::string>{"--repetitions", "0"}, {"--nope"}, {"--cpu", "x"}, {"extra"},
        {"--filter", "[a-"}}) {
    Argv a(args);
    testing::internal::CaptureStderr();
    int rc = SpeedMain(a.argc(), a.argv());
    std::string err = testing::internal::GetCapturedStderr();
    EXPECT_EQ(rc, 2) << args[0];
    EXPECT_EQ(err.rfind("limb speed: ", 0), 0u) << err;
  }
}

TEST(SpeedMain, HelpPrintsUsageAndExitsZero) {
  Argv a({"--help"});
  testing::internal::CaptureStdout();
  int rc = SpeedMain(a.argc(), a.argv());
  std::string out = testing::internal::GetCapturedStdout();
  EXPECT_EQ(rc, 0);
  EXPECT_EQ(out, Usage());
  for (const char* option : {"--filter", "--time", "--repetitions", "--json", "--go-bench",
                             "--go-bench-lib", "--cpu", "--plot", "--list", "--help"}) {
    EXPECT_NE(out.find(option), std::string::npos) << option;
  }
}

// ---- names ----
TEST(SplitName, LibraryAndOp) {
  struct Case {
    const char* name;
    const char* lib;
    const char* op;
  } cases[] = {
      {"limb/SHA256/64", "limb", "SHA256/64"},
      {"openssl/RSA2048Sign", "openssl", "RSA2048Sign"},
      {"gmp/3PrimeRSA2048Decrypt", "gmp", "3PrimeRSA2048Decrypt"},
      {"gmp/RandomPrime/1024/min_time:4.000", "gmp", "RandomPrime/1024"},
      {"limb/ChaCha20/10x25", "limb", "ChaCha20/10x25"},
      {"limb/X/8/real_time", "limb", "X/8"},
      {"limb/X/iterations:5/repeats:3/threads:2", "limb", "X"},
      {"sodium/min_time:odd", "sodium", "min_time:odd"},  // the op's name is kept
  };
  for (const Case& c : cases) {
    std::string lib, op;
    ASSERT_TRUE(SplitName(c.name, &lib, &op)) << c.name;
    EXPECT_EQ(lib, c.lib) << c.name;
    EXPECT_EQ(op, c.op) << c.name;
  }
  std::string lib, op;
  EXPECT_FALSE(SplitName("NoLibrary", &lib, &op));
  EXPECT_FALSE(SplitName("/SHA256", &lib, &op));
  EXPECT_FALSE(SplitName("limb/", &lib, &op));
}

bool Matches(const std::string& pattern, const std::string& text) {
  regex_t re;
  if (regcomp(&re, pattern.c_str(), REG_EXTENDED | REG_NOSUB) != 0) return false;
  bool m = regexec(&re, text.c_str(), 0, nullptr, 0) == 0;
  regfree(&re);
  return m;
}

TEST(RegexEscape, MatchesOnlyItself) {
  for (const std::string name :
       {"gmp/RandomPrime/1024/min_time:4.000", "a.b*c+d?e(f)[g]{h}|i^j$k\\l", "limb/SHA256/64"}) {
    std::string re = "^" + RegexEscape(name) + "$";
    EXPECT_TRUE(Matches(re, name)) << re;
    std::string other = name;
    other.back() = other.back() == 'x' ? 'y' : 'x';
    EXPECT_FALSE(Matches(re, other)) << re;
    EXPECT_FALSE(Matches(re, name + "0")) << re;
  }
  EXPECT_FALSE(Matches("^" + RegexEscape("a.c") + "$", "abc"));
}

// ---- grouping and ratios ----
std::vector<Sample> Synthetic() {
  std::vector<Sample> v;
  // Interleaved like a real run: per repetition, every library once.
  const double limb[] = {100, 120, 90};
  const double openssl[] = {200, 180, 260};
  const double sodium[] = {150, 150, 150};
  for (int rep = 0; rep < 3; rep++) {
    v.push_back(MakeSample("openssl", "SHA256/64", openssl[rep], rep, 64));
    v.push_back(MakeSample("limb", "SHA256/64", limb[rep], rep, 64));
    v.push_back(MakeSample("sodium", "SHA256/64", sodium[rep], rep, 64));
  }
  for (int rep = 0; rep < 3; rep++) {
    v.push_back(MakeSample("gmp", "RSA2048Decrypt", 1000.0 + rep, rep));
    v.push_back(MakeSample("limb", "RSA2048Decrypt", 3000.0 - rep * 100, rep));
    v.push_back(MakeSample("openssl", "RSA2048Decrypt", 500.0, rep));
  }
  // A row with only a peer, and one with only limb.
  v.push_back(MakeSample("gmp", "OnlyGmp", 10, 0));
  v.push_back(MakeSample("limb", "OnlyLimb", 10, 0));
  return v;
}

TEST(GroupRows, MediansSpreadOrderAndRatio) {
  std::vector<Row> rows = GroupRows(Synthetic(), /*elapsed=*/false);
  ASSERT_EQ(rows.size(), 4u);
  EXPECT_EQ(rows[0].op, "SHA256/64");  // order of first appearance
  EXPECT_EQ(rows[1].op, "RSA2048Decrypt");
  const Row& sha = rows[0];
  ASSERT_EQ(sha.cells.size(), 3u);
  EXPECT_EQ(sha.cells[0].lib, "limb");  // limb first, then peers by name
  EXPECT_EQ(sha.cells[1].lib, "openssl");
  EXPECT_EQ(sha.cells[2].lib, "sodium");
  EXPECT_EQ(sha.cells[0].runs, 3u);
  EXPECT_DOUBLE_EQ(sha.cells[0].median_ns, 100);
  EXPECT_DOUBLE_EQ(sha.cells[0].min_ns, 90);
  EXPECT_DOUBLE_EQ(sha.cells[0].max_ns, 120);
  EXPECT_DOUBLE_EQ(sha.cells[0].spread, 0.2);  // (120 - 100) / 100
  EXPECT_DOUBLE_EQ(sha.cells[1].median_ns, 200);
  EXPECT_DOUBLE_EQ(sha.cells[1].spread, 0.3);  // (260 - 200) / 200
  EXPECT_DOUBLE_EQ(sha.cells[2].spread, 0);
  EXPECT_DOUBLE_EQ(sha.cells[0].bytes_per_op, 64);
  std::string peer;
  EXPECT_DOUBLE_EQ(Ratio(sha, &peer), 100.0 / 150.0);  // against the fastest peer
  EXPECT_EQ(peer, "sodium");

  const Row& rsa = rows[1];
  EXPECT_DOUBLE_EQ(rsa.cells[0].median_ns, 2900);
  EXPECT_DOUBLE_EQ(Ratio(rsa, &peer), 2900.0 / 500.0);
  EXPECT_EQ(peer, "openssl");

  EXPECT_DOUBLE_EQ(Ratio(rows[2], &peer), 0);  // no limb
  EXPECT_EQ(peer, "gmp");
  EXPECT_DOUBLE_EQ(Ratio(rows[3], &peer), 0);  // no peer
  EXPECT_EQ(peer, "");

  EXPECT_EQ(Libraries(rows), (std::vector<std::string>{"limb", "gmp", "openssl", "sodium"}));
}

TEST(GroupRows, ElapsedUsesWallTime) {
  std::vector<Row> rows = GroupRows(Synthetic(), /*elapsed=*/true);
  EXPECT_DOUBLE_EQ(rows[0].cells[0].median_ns, 150);  // real = 1.5 x cpu
}

TEST(GroupRows, EvenCountMedianAndErrors) {
  std::vector<Sample> v = {MakeSample("limb", "X", 10, 0), MakeSample("limb", "X", 30, 1),
                           MakeSample("limb", "X", 20, 2), MakeSample("limb", "X", 1000, 3),
                           MakeSample("openssl", "X", 5, 0)};
  Sample bad = MakeSample("openssl", "X", 0, 1);
  bad.error = "key did not load";
  v.push_back(bad);
  Sample bad_only = MakeSample("gmp", "X", 0, 0);
  bad_only.error = "no gmp";
  v.push_back(bad_only);
  std::vector<Row> rows = GroupRows(v, false);
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_DOUBLE_EQ(rows[0].cells[0].median_ns, 25);  // (20 + 30) / 2
  EXPECT_EQ(rows[0].cells[1].lib, "gmp");
  EXPECT_EQ(rows[0].cells[1].runs, 0u);
  EXPECT_EQ(rows[0].cells[1].error, "no gmp");
  EXPECT_EQ(rows[0].cells[2].runs, 1u);
  EXPECT_EQ(rows[0].cells[2].error, "key did not load");
  std::string peer;
  EXPECT_DOUBLE_EQ(Ratio(rows[0], &peer), 5.0);  // the failed gmp cell is no peer
  EXPECT_EQ(peer, "openssl");
}

// ---- formatting ----
TEST(Format, DurationAndThroughput) {
  EXPECT_EQ(FormatDuration(127), "127 ns");
  EXPECT_EQ(FormatDuration(80.44), "80.4 ns");
  EXPECT_EQ(FormatDuration(5.555), "5.55 ns");
  EXPECT_EQ(FormatDuration(999.7), "1.00 us");
  EXPECT_EQ(FormatDuration(7390), "7.39 us");
  EXPECT_EQ(FormatDuration(1909000), "1.91 ms");
  EXPECT_EQ(FormatDuration(2.5e9), "2.50 s");
  EXPECT_EQ(FormatDuration(0), "-");
  Cell c;
  c.runs = 1;
  c.median_ns = 80;
  c.bytes_per_op = 64;
  EXPECT_EQ(FormatThroughput(c), "800 MB/s");
  c.bytes_per_op = 65536;
  c.median_ns = 7390;
  EXPECT_EQ(FormatThroughput(c), "8.87 GB/s");
  c.bytes_per_op = 0;
  c.median_ns = 18300;
  EXPECT_EQ(FormatThroughput(c), "54.6 kop/s");
  c.median_ns = 35e6;
  EXPECT_EQ(FormatThroughput(c), "28.6 op/s");
  c.runs = 0;
  EXPECT_EQ(FormatThroughput(c), "-");
}

std::vector<std::string> Lines(const std::string& s) {
  std::vector<std::string> lines;
  std::istringstream in(s);
  std::string line;
  while (std::getline(in, line)) lines.push_back(line);
  return lines;
}

TEST(Format, TextTable) {
  TableInfo info;
  info.repetitions = 3;
  info.time = 0.2;
  info.notes = {"kernels: sha_bench/sha256_kernels=x86_64_shani"};
  std::string table = FormatTable(GroupRows(Synthetic(), false), info, false);
  std::vector<std::string> lines = Lines(table);
  // Comment header: what is measured and what the ratio means.
  EXPECT_NE(table.find("# limb speed: median CPU time per operation over 3 interleaved"),
            std::string::npos)
      << table;
  EXPECT_NE(table.find("limb/best = limb's time / the fastest peer's time: below 1.00 limb is faster"),
            std::string::npos);
  EXPECT_NE(table.find("# kernels: sha_bench/sha256_kernels=x86_64_shani"), std::string::npos);
  size_t header = 0;
  while (header < lines.size() && (lines[header].empty() || lines[header][0] == '#')) header++;
  ASSERT_LT(header + 4, lines.size() + 1);
  const std::string& h = lines[header];
  EXPECT_EQ(h.rfind("operation", 0), 0u) << h;
  for (const char* col : {"limb", "gmp", "openssl", "sodium", "limb/best", "best peer",
                          "limb throughput"}) {
    EXPECT_NE(h.find(col), std::string::npos) << col;
  }
  ASSERT_EQ(lines.size(), header + 5);
  const std::string& sha = lines[header + 1];
  EXPECT_EQ(sha.rfind("SHA256/64 ", 0), 0u) << sha;
  EXPECT_NE(sha.find("100 ns ±20%"), std::string::npos) << sha;
  EXPECT_NE(sha.find("200 ns ±30%"), std::string::npos) << sha;
  EXPECT_NE(sha.find("0.67  sodium"), std::string::npos) << sha;
  EXPECT_NE(sha.find("640 MB/s"), std::string::npos) << sha;  // 64 B / 100 ns
  const std::string& rsa = lines[header + 2];
  EXPECT_NE(rsa.find("2.90 us"), std::string::npos) << rsa;
  EXPECT_NE(rsa.find("5.80  openssl"), std::string::npos) << rsa;
  EXPECT_NE(rsa.find("345 kop/s"), std::string::npos) << rsa;
  // Right-aligned numeric columns: "limb/best" ends where each ratio ends
  // (in display columns: "±" is two bytes of UTF-8).
  auto column = [](const std::string& line, size_t byte) {
    return static_cast<size_t>(std::count_if(line.begin(), line.begin() + byte,
                                             [](char c) { return (c & 0xC0) != 0x80; }));
  };
  size_t ratio_end = column(h, h.find("limb/best") + std::string("limb/best").size());
  EXPECT_EQ(column(sha, sha.find("0.67") + 4), ratio_end) << "\n" << h << "\n" << sha;
  EXPECT_EQ(column(rsa, rsa.find("5.80") + 4), ratio_end) << "\n" << h << "\n" << rsa;
  // Rows without limb or without a peer have no ratio.
  EXPECT_EQ(lines[header + 3].rfind("OnlyGmp", 0), 0u);
  EXPECT_NE(lines[header + 3].find("  -  "), std::string::npos) << lines[header + 3];
}

TEST(Format, MarkdownTable) {
  TableInfo info;
  info.repetitions = 3;
  info.time = 0.2;
  info.elapsed = true;
  std::string table = FormatTable(GroupRows(Synthetic(), true), info, true);
  EXPECT_NE(table.find("median wall-clock time"), std::string::npos);
  std::vector<std::string> lines = Lines(table);
  size_t first = 0;
  while (first < lines.size() && lines[first].rfind("|", 0) != 0) first++;
  ASSERT_EQ(lines.size(), first + 6);
  EXPECT_EQ(lines[first],
            "| operation | limb | gmp | openssl | sodium | limb/best | best peer | limb throughput |");
  EXPECT_EQ(lines[first + 1], "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (size_t i = first; i < lines.size(); i++) {
    EXPECT_EQ(std::count(lines[i].begin(), lines[i].end(), '|'), 9) << lines[i];
  }
  EXPECT_EQ(lines[first + 2].rfind("| SHA256/64 | 150 ns ±20% |", 0), 0u) << lines[first + 2];
}

TEST(Format, JsonStringEscapes) {
  std::string weird = "a\"b\\c\nd\te\x01" "f/g";
  Json j;
  ASSERT_TRUE(JsonReader(JsonString(weird)).Parse(&j)) << JsonString(weird);
  EXPECT_EQ(j.string, weird);
}

TEST(Format, JsonReadsBackAsGoogleBenchmarkSchema) {
  std::vector<Sample> samples = Synthetic();
  Sample bad = MakeSample("gmp", "Broken", 0, 0);
  bad.error = "it \"broke\"";
  samples.push_back(bad);
  samples[0].counters.emplace_back("tsc_cyc_per_word", 1.25);
  samples[0].label = "label \\ here";
  std::string text = FormatJson({{"date", JsonString("2026-11-30T12:00:00+00:00")},
                                 {"num_cpus", "2"},
                                 {"caches", "[]"},
                                 {"sha_bench/sha256_kernels", JsonString("x86_64_shani")}},
                                samples);
  Json root;
  ASSERT_TRUE(JsonReader(text).Parse(&root)) << text;
  ASSERT_EQ(root.type, Json::kObject);
  const Json* context = root.Get("context");
  ASSERT_NE(context, nullptr);
  ASSERT_NE(context->Get("date"), nullptr);
  EXPECT_EQ(context->Get("date")->string, "2026-11-30T12:00:00+00:00");
  EXPECT_EQ(context->Get("num_cpus")->number, 2);
  EXPECT_EQ(context->Get("caches")->type, Json::kArray);
  EXPECT_EQ(context->Get("sha_bench/sha256_kernels")->string, "x86_64_shani");
  const Json* benchmarks = root.Get("benchmarks");
  ASSERT_NE(benchmarks, nullptr);
  ASSERT_EQ(benchmarks->type, Json::kArray);
  // One entry per sample, plus a median per benchmark that has a good run.
  std::map<std::string, int> iterations_seen, medians_seen;
  for (const Json& b : benchmarks->array) {
    ASSERT_NE(b.Get("name"), nullptr);
    ASSERT_NE(b.Get("run_name"), nullptr);
    ASSERT_NE(b.Get("run_type"), nullptr);
    ASSERT_NE(b.Get("repetitions"), nullptr);
    const std::string type = b.Get("run_type")->string;
    const std::string run_name = b.Get("run_name")->string;
    if (b.Get("error_occurred") != nullptr) {
      EXPECT_TRUE(b.Get("error_occurred")->boolean);
      EXPECT_EQ(b.Get("error_message")->string, "it \"broke\"");
      EXPECT_EQ(run_name, "gmp/Broken");
      continue;
    }
    for (const char* field : {"real_time", "cpu_time", "time_unit", "iterations", "threads"}) {
      ASSERT_NE(b.Get(field), nullptr) << field;
    }
    EXPECT_EQ(b.Get("time_unit")->string, "ns");
    if (type == "iteration") {
      iterations_seen[run_name]++;
      EXPECT_EQ(b.Get("name")->string, run_name);
      ASSERT_NE(b.Get("repetition_index"), nullptr);
    } else {
      ASSERT_EQ(type, "aggregate");
      medians_seen[run_name]++;
      EXPECT_EQ(b.Get("aggregate_name")->string, "median");
      EXPECT_EQ(b.Get("name")->string, run_name + "_median");
    }
  }
  EXPECT_EQ(iterations_seen["limb/SHA256/64"], 3);
  EXPECT_EQ(iterations_seen["openssl/RSA2048Decrypt"], 3);
  EXPECT_EQ(iterations_seen["gmp/OnlyGmp"], 1);
  EXPECT_EQ(medians_seen.size(), 8u);  // every benchmark but gmp/Broken
  EXPECT_EQ(medians_seen.count("gmp/Broken"), 0u);
  // The median entry of limb/SHA256/64 carries the medians of its runs.
  for (const Json& b : benchmarks->array) {
    if (b.Get("name")->string == "limb/SHA256/64_median") {
      EXPECT_DOUBLE_EQ(b.Get("cpu_time")->number, 100);
      EXPECT_DOUBLE_EQ(b.Get("real_time")->number, 150);
      EXPECT_NEAR(b.Get("bytes_per_second")->number, 64 / 100e-9, 1);
      EXPECT_EQ(b.Get("repetitions")->number, 3);
    }
    if (b.Get("name")->string == "openssl/SHA256/64" && b.Get("repetition_index")->number == 0) {
      EXPECT_DOUBLE_EQ(b.Get("tsc_cyc_per_word")->number, 1.25);
      EXPECT_EQ(b.Get("label")->string, "label \\ here");
      EXPECT_DOUBLE_EQ(b.Get("cpu_time")->number, 200);
      EXPECT_EQ(b.Get("iterations")->number, 1000);
    }
  }
}

// A Go benchmark result line (POSIX ERE; the separators are tabs).
const char kGoLine[] =
    "^Benchmark[^[:space:]]+-[0-9]+\t *[0-9]+\t *[0-9]+(\\.[0-9]+)? ns/op(\t *[0-9]+\\.[0-9]{2} MB/s)?$";

TEST(Format, GoBenchLines) {
  std::string text = FormatGoBench(Synthetic(), "limb", 2, "AMD EPYC", false);
  std::vector<std::string> lines = Lines(text);
  EXPECT_EQ(lines[0], "goos: linux");
  EXPECT_NE(text.find("\npkg: limb/benchmarks\n"), std::string::npos);
  EXPECT_NE(text.find("\ncpu: AMD EPYC\n"), std::string::npos);
  int bench = 0;
  for (const std::string& line : lines) {
    if (line.rfind("Benchmark", 0) != 0) continue;
    bench++;
    EXPECT_TRUE(Matches(kGoLine, line)) << line;
  }
  EXPECT_EQ(bench, 7);  // 3 + 3 + OnlyLimb; only limb's samples
  EXPECT_NE(text.find("BenchmarkSHA256/64-2\t    1000\t       100.0 ns/op\t  640.00 MB/s\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("BenchmarkRSA2048Decrypt-2\t    1000\t      3000 ns/op\n"),
            std::string::npos)
      << text;
  std::string peer = FormatGoBench(Synthetic(), "openssl", 8, "", true);
  EXPECT_NE(peer.find("BenchmarkRSA2048Decrypt-8\t    1000\t       750.0 ns/op\n"),
            std::string::npos)
      << peer;  // --elapsed: wall time
  EXPECT_EQ(peer.find("OnlyLimb"), std::string::npos);
  EXPECT_EQ(peer.find("cpu:"), std::string::npos);
}

// ---- plot ----
TEST(Plot, ScriptAndData) {
  std::vector<Sample> v;
  for (const char* lib : {"limb", "openssl"}) {
    for (int size : {64, 256, 65536}) {
      v.push_back(MakeSample(lib, "ChaCha20/" + std::to_string(size), size * 0.5, 0, size));
    }
    v.push_back(MakeSample(lib, "ChaCha20/10x25", 300, 0, 250));  // not a size: not plotted
    v.push_back(MakeSample(lib, "SHA256/64", 80, 0, 64));
    v.push_back(MakeSample(lib, "RSA2048Sign", 900000, 0));
  }
  v.push_back(MakeSample("gmp", "3PrimeRSA2048Decrypt", 630000, 0));
  std::vector<Row> rows = GroupRows(v, false);
  Plot plot = MakePlot(rows, "/data", "out's.svg");
  EXPECT_EQ(plot.panels, 3);  // ChaCha20, SHA256, RSA
  EXPECT_NE(plot.script.find("set terminal svg"), std::string::npos);
  EXPECT_NE(plot.script.find("set output 'out''s.svg'"), std::string::npos) << plot.script;
  EXPECT_NE(plot.script.find("set logscale x 2"), std::string::npos);
  EXPECT_NE(plot.script.find("set title 'ChaCha20'"), std::string::npos);
  EXPECT_NE(plot.script.find("set title 'SHA-256'"), std::string::npos);
  EXPECT_EQ(plot.script.find("Poly1305"), std::string::npos);
  EXPECT_NE(plot.script.find("histograms"), std::string::npos);
  // ChaCha20: one series per library, sizes sorted, MB/s = 2000 (size / (size/2 ns)).
  int chacha_series = 0;
  for (const auto& [name, data] : plot.files) {
    if (data == "64 2000\n256 2000\n65536 2000\n") chacha_series++;
    EXPECT_EQ(data.find("10x25"), std::string::npos);
  }
  EXPECT_EQ(chacha_series, 2);
  ASSERT_EQ(plot.files.count("rsa.dat"), 1u);
  EXPECT_EQ(plot.files["rsa.dat"],
            "op limb gmp openssl\n\"RSA2048Sign\" 900 NaN 900\n\"3PrimeRSA2048Decrypt\" NaN 630 NaN\n");
  for (const auto& [name, data] : plot.files) {
    EXPECT_NE(plot.script.find("'/data/" + name + "'"), std::string::npos) << name;
  }
}

TEST(Plot, NoGnuplotIsAUsageErrorBeforeAnyRun) {
  const char* old = std::getenv("PATH");
  std::string saved = old != nullptr ? old : "";
  EXPECT_NE(FindInPath("sh"), "");
  setenv("PATH", "/nonexistent-limb-speed", 1);
  EXPECT_EQ(FindInPath("gnuplot"), "");
  Options o;
  o.plot_file = TempPath("never.svg");
  std::ostringstream out, err;
  EXPECT_EQ(limb::speed::Run(o, out, err), 2);
  setenv("PATH", saved.c_str(), 1);
  EXPECT_NE(err.str().find("apt-get install gnuplot-nox"), std::string::npos) << err.str();
  EXPECT_EQ(out.str(), "");
}

// ---- real runs over the SHA-256 suite ----
TEST(RealRun, ListShowsEveryLibraryOfTheSuite) {
  Options o;
  o.list = true;
  o.filter = "^SHA256/";
  std::ostringstream out, err;
  ASSERT_EQ(limb::speed::Run(o, out, err), 0) << err.str();
  std::vector<std::string> lines = Lines(out.str());
  ASSERT_EQ(lines.size(), 5u) << out.str();  // SHA256/64 ... /16384
  EXPECT_EQ(lines[0], "SHA256/64 limb gcrypt nettle openssl sodium");
}

TEST(RealRun, NothingMatches) {
  Options o;
  o.filter = "^NoSuchBenchmark$";
  std::ostringstream out, err;
  EXPECT_EQ(limb::speed::Run(o, out, err), 1);
  EXPECT_NE(err.str().find("no benchmark matches"), std::string::npos);
}

TEST(RealRun, ShortRunHasARowPerOpAndACellPerLibrary) {
  Options o;
  o.filter = "SHA256/64$";
  o.time = 0.01;
  o.repetitions = 2;
  o.json_file = TempPath("speed.json");
  std::ostringstream out, err;
  ASSERT_EQ(limb::speed::Run(o, out, err), 0) << err.str();
  std::string table = out.str();
  // Progress lines name each row (stderr is not a tty here).
  EXPECT_NE(err.str().find("] SHA256/64\n"), std::string::npos) << err.str();
  std::vector<std::string> lines = Lines(table);
  bool sha = false, hmac = false;
  for (const std::string& line : lines) {
    if (line.rfind("SHA256/64 ", 0) == 0) sha = true;
    if (line.rfind("HMACSHA256/64 ", 0) == 0) hmac = true;  // the filter is unanchored
    if (line.rfind("SHA256/64 ", 0) == 0 || line.rfind("HMACSHA256/64 ", 0) == 0) {
      // limb, gcrypt, nettle, openssl, sodium: a time each, then ratio and
      // throughput.
      EXPECT_EQ(std::count(line.begin(), line.end(), '%'), 5) << line;
      EXPECT_NE(line.find("B/s"), std::string::npos) << line;
      EXPECT_EQ(line.find("error"), std::string::npos) << line;
    }
  }
  EXPECT_TRUE(sha) << table;
  EXPECT_TRUE(hmac) << table;
  EXPECT_NE(table.find("sha_bench/sha256_kernels="), std::string::npos) << table;

  Json root;
  std::string json = ReadFile(o.json_file);
  ASSERT_TRUE(JsonReader(json).Parse(&root)) << json;
  std::map<std::string, int> runs;
  for (const Json& b : root.Get("benchmarks")->array) {
    if (b.Get("run_type")->string == "iteration") {
      runs[b.Get("run_name")->string]++;
      EXPECT_GT(b.Get("iterations")->number, 0);
      EXPECT_GT(b.Get("bytes_per_second")->number, 0);
    }
  }
  for (const char* lib : {"limb", "openssl", "sodium", "gcrypt", "nettle"}) {
    EXPECT_EQ(runs[std::string(lib) + "/SHA256/64"], 2) << lib;
    EXPECT_EQ(runs[std::string(lib) + "/HMACSHA256/64"], 2) << lib;
  }
  EXPECT_EQ(runs.size(), 10u);
  EXPECT_NE(root.Get("context")->Get("sha_bench/sha256_kernels"), nullptr);
}

TEST(RealRun, GoBenchLinesForAPeer) {
  Options o;
  o.filter = "^SHA256/64$";
  o.time = 0.01;
  o.repetitions = 2;
  o.go_bench = true;
  o.go_bench_lib = "openssl";
  std::ostringstream out, err;
  ASSERT_EQ(limb::speed::Run(o, out, err), 0) << err.str();
  int lines = 0;
  for (const std::string& line : Lines(out.str())) {
    if (line.rfind("Benchmark", 0) != 0) continue;
    lines++;
    EXPECT_TRUE(Matches(kGoLine, line)) << line;
    EXPECT_EQ(line.rfind("BenchmarkSHA256/64-", 0), 0u) << line;
    EXPECT_NE(line.find("MB/s"), std::string::npos) << line;
  }
  EXPECT_EQ(lines, 2);  // one per repetition
}

}  // namespace
}  // namespace limb::speed
