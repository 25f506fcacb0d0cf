#include "limb/tools/cli_util.h"

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace limb::cli {

bool Args::Parse(int argc, char** argv, const std::vector<std::string>& options,
                 const std::vector<std::string>& flags) {
  auto known = [](const std::vector<std::string>& v, const std::string& s) {
    for (const auto& x : v)
      if (x == s) return true;
    return false;
  };
  bool options_done = false;
  for (int i = 0; i < argc; ++i) {
    std::string a = argv[i];
    if (options_done || a.size() < 3 || a.compare(0, 2, "--") != 0) {
      if (a == "--") {
        options_done = true;
        continue;
      }
      positional_.push_back(a);
      continue;
    }
    std::string name = a.substr(2), value;
    bool has_value = false;
    if (auto eq = name.find('='); eq != std::string::npos) {
      value = name.substr(eq + 1);
      name = name.substr(0, eq);
      has_value = true;
    }
    if (known(flags, name)) {
      if (has_value) {
        error_ = "option --" + name + " takes no value";
        return false;
      }
      values_.emplace_back(name, "");
    } else if (known(options, name)) {
      if (!has_value) {
        if (i + 1 >= argc) {
          error_ = "option --" + name + " needs a value";
          return false;
        }
        value = argv[++i];
      }
      values_.emplace_back(name, value);
    } else {
      error_ = "unknown option --" + name;
      return false;
    }
  }
  return true;
}

std::optional<std::string> Args::Get(std::string_view name) const {
  std::optional<std::string> r;
  for (const auto& [k, v] : values_)
    if (k == name) r = v;  // the last one wins, as in most tools
  return r;
}

bool Args::Has(std::string_view name) const {
  for (const auto& kv : values_)
    if (kv.first == name) return true;
  return false;
}

std::optional<std::vector<uint8_t>> DecodeHex(std::string_view hex) {
  if (hex.size() % 2 != 0) return std::nullopt;
  auto nib = [](char c) -> int {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  };
  std::vector<uint8_t> out(hex.size() / 2);
  for (size_t i = 0; i < out.size(); ++i) {
    int hi = nib(hex[2 * i]), lo = nib(hex[2 * i + 1]);
    if (hi < 0 || lo < 0) return std::nullopt;
    out[i] = static_cast<uint8_t>(hi << 4 | lo);
  }
  return out;
}

std::string EncodeHex(const uint8_t* p, size_t n) {
  static const char kDigits[] = "0123456789abcdef";
  std::string s(2 * n, '0');
  for (size_t i = 0; i < n; ++i) {
    s[2 * i] = kDigits[p[i] >> 4];
    s[2 * i + 1] = kDigits[p[i] & 15];
  }
  return s;
}

std::optional<std::vector<uint8_t>> ReadAll(const std::string& path) {
  const bool std_in = path.empty() || path == "-";
  FILE* f = std_in ? stdin : std::fopen(path.c_str(), "rb");
  if (f == nullptr) {
    std::fprintf(stderr, "limb: %s: %s\n", path.c_str(), std::strerror(errno));
    return std::nullopt;
  }
  std::vector<uint8_t> data;
  uint8_t buf[65536];
  size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) data.insert(data.end(), buf, buf + n);
  const bool bad = std::ferror(f) != 0;
  const int err = errno;
  if (!std_in) std::fclose(f);
  if (bad) {
    std::fprintf(stderr, "limb: %s: %s\n", std_in ? "-" : path.c_str(), std::strerror(err));
    return std::nullopt;
  }
  return data;
}

bool WriteAll(const std::string& path, const uint8_t* p, size_t n) {
  const bool std_out = path.empty() || path == "-";
  FILE* f = std_out ? stdout : std::fopen(path.c_str(), "wb");
  if (f == nullptr) {
    std::fprintf(stderr, "limb: %s: %s\n", path.c_str(), std::strerror(errno));
    return false;
  }
  // An empty output may come with p == nullptr, which fwrite must not see.
  bool ok = n == 0 || std::fwrite(p, 1, n, f) == n;
  ok = (std_out ? std::fflush(f) : std::fclose(f)) == 0 && ok;
  if (!ok) std::fprintf(stderr, "limb: %s: write failed\n", std_out ? "-" : path.c_str());
  return ok;
}

int Fail(int code, const std::string& msg) {
  std::fprintf(stderr, "limb: %s\n", msg.c_str());
  return code;
}

}  // namespace limb::cli
