// `limb sha256sum`: coreutils-compatible SHA-256 checksums.
// Standard output (digest lines, --tag, -z, --check reports) and exit
// status match GNU coreutils 9.x sha256sum; diagnostics on stderr carry the
// prefix "limb sha256sum:" instead of "sha256sum:".
#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <span>
#include <string>
#include <vector>

#include "limb/symmetric/sha256/sha256.h"
#include "limb/tools/cli_util.h"
#include "limb/tools/commands.h"

namespace limb::cli {
namespace {

// Files to hash are streamed; a checksum list (-c) is read whole, up to
// 64 MiB (some 500,000 lines).
constexpr size_t kMaxCheckList = size_t{64} << 20;

constexpr char kUsage[] =
    "usage: limb sha256sum [-b|-t] [--tag] [-z] [FILE...]\n"
    "       limb sha256sum -c [--ignore-missing] [--quiet] [--status] [--strict] [-w] [FILE...]\n";

struct Options {
  bool check = false, binary = false, tag = false, zero = false;
  bool quiet = false, status = false, strict = false, warn = false, ignore_missing = false;
};

void Err(const std::string& msg) { std::fprintf(stderr, "limb sha256sum: %s\n", msg.c_str()); }

// HashFile returns false (after printing the OS error) if the file cannot be
// opened or read. missing is set when it does not exist.
bool HashFile(const std::string& name, uint8_t digest[32], bool* missing) {
  Sha256 h;
  const int err = StreamInput(name, [&h](std::span<const uint8_t> c) { h.Update(c); });
  *missing = err == ENOENT;
  if (err != 0) {
    Err(name + ": " + std::strerror(err));
    return false;
  }
  (void)h.Final({digest, 32});
  return true;
}

bool NeedsEscape(const std::string& s) {
  return s.find_first_of("\\\n\r") != std::string::npos;
}

std::string Escape(const std::string& s) {
  std::string r;
  for (char c : s) {
    if (c == '\\') r += "\\\\";
    else if (c == '\n') r += "\\n";
    else if (c == '\r') r += "\\r";
    else r += c;
  }
  return r;
}

// Unescape reverses Escape; false on an unknown escape.
bool Unescape(const std::string& s, std::string* out) {
  out->clear();
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '\\') {
      *out += s[i];
      continue;
    }
    if (++i == s.size()) return false;
    if (s[i] == '\\') *out += '\\';
    else if (s[i] == 'n') *out += '\n';
    else if (s[i] == 'r') *out += '\r';
    else return false;
  }
  return true;
}

void PrintDigestLine(const Options& o, const std::string& name, const uint8_t d[32]) {
  const bool esc = !o.zero && NeedsEscape(name);
  const std::string shown = esc ? Escape(name) : name;
  const std::string hex = EncodeHex(d, 32);
  std::string line;
  if (esc) line += '\\';
  if (o.tag) {
    line += "SHA256 (" + shown + ") = " + hex;
  } else {
    line += hex + (o.binary ? " *" : "  ") + shown;
  }
  line += o.zero ? '\0' : '\n';
  std::fwrite(line.data(), 1, line.size(), stdout);
}

bool IsHex64(const std::string& s, size_t pos) {
  if (s.size() < pos + 64) return false;
  for (size_t i = pos; i < pos + 64; ++i) {
    if (!std::isxdigit(static_cast<unsigned char>(s[i]))) return false;
  }
  return true;
}

// ParseCheckLine splits one line of a checksum list into (hex, file name).
bool ParseCheckLine(std::string line, std::string* hex, std::string* name) {
  size_t i = 0;
  while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
  bool escaped = false;
  if (i < line.size() && line[i] == '\\') {
    escaped = true;
    ++i;
  }
  std::string raw;
  if (line.compare(i, 6, "SHA256") == 0) {
    // BSD style: SHA256 (NAME) = HEX
    size_t j = i + 6;
    if (j < line.size() && line[j] == ' ') ++j;
    if (j >= line.size() || line[j] != '(') return false;
    size_t close = line.rfind(") = ");
    if (close == std::string::npos || close < j + 1) return false;
    raw = line.substr(j + 1, close - j - 1);
    if (!IsHex64(line, close + 4) || line.size() != close + 4 + 64) return false;
    *hex = line.substr(close + 4, 64);
  } else {
    // GNU style: HEX, space, ' ' or '*', NAME
    if (!IsHex64(line, i)) return false;
    *hex = line.substr(i, 64);
    size_t j = i + 64;
    if (j + 2 > line.size() || line[j] != ' ' || (line[j + 1] != ' ' && line[j + 1] != '*'))
      return false;
    raw = line.substr(j + 2);
  }
  if (raw.empty()) return false;
  if (escaped) return Unescape(raw, name);
  *name = raw;
  return true;
}

std::string Plural(size_t n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

int Check(const Options& o, const std::vector<std::string>& lists) {
  bool failed = false;
  for (const std::string& list : lists) {
    auto data = ReadInput(list, kMaxCheckList, "a checksum list is at most 64 MiB");
    if (!data) {
      failed = true;
      continue;
    }
    std::string text(data->begin(), data->end());
    size_t bad_lines = 0, good_lines = 0, mismatched = 0, unreadable = 0, verified = 0;
    size_t line_no = 0, pos = 0;
    const char sep = o.zero ? '\0' : '\n';
    while (pos < text.size()) {
      size_t end = text.find(sep, pos);
      if (end == std::string::npos) end = text.size();
      std::string line = text.substr(pos, end - pos);
      pos = end + 1;
      ++line_no;
      if (!line.empty() && line[0] == '#') continue;
      std::string hex, name;
      if (!ParseCheckLine(line, &hex, &name)) {
        ++bad_lines;
        if (o.warn) {
          Err((list.empty() ? "-" : list) + ": " + std::to_string(line_no) +
              ": improperly formatted SHA256 checksum line");
        }
        continue;
      }
      ++good_lines;
      uint8_t d[32];
      bool missing = false;
      // coreutils escapes reported names only when they hold a newline.
      const bool esc = name.find('\n') != std::string::npos;
      // Appended rather than built with operator+(const char*, string): GCC 12
      // at -O3 reports a false -Wrestrict overlap for that form (a
      // --config=opt build of //tools:limb failed on it).
      std::string shown = esc ? "\\" : "";
      shown += esc ? Escape(name) : name;
      if (!HashFile(name, d, &missing)) {
        if (missing && o.ignore_missing) continue;
        ++unreadable;
        if (!o.status) std::printf("%s: FAILED open or read\n", shown.c_str());
        continue;
      }
      ++verified;
      std::string got = EncodeHex(d, 32);
      bool match = true;
      for (size_t k = 0; k < 64; ++k) {
        if (std::tolower(static_cast<unsigned char>(hex[k])) != got[k]) match = false;
      }
      if (!match) {
        ++mismatched;
        if (!o.status) std::printf("%s: FAILED\n", shown.c_str());
      } else if (!o.status && !o.quiet) {
        std::printf("%s: OK\n", shown.c_str());
      }
    }
    std::fflush(stdout);
    const std::string lname = list.empty() ? "-" : list;
    if (good_lines == 0) {
      Err(lname + ": no properly formatted checksum lines found");
      failed = true;
      continue;
    }
    if (!o.status) {
      if (bad_lines) Err("WARNING: " + Plural(bad_lines, "line is", "lines are") + " improperly formatted");
      if (unreadable) Err("WARNING: " + Plural(unreadable, "listed file", "listed files") + " could not be read");
      if (mismatched) Err("WARNING: " + Plural(mismatched, "computed checksum", "computed checksums") + " did NOT match");
    }
    if (o.ignore_missing && verified == 0) {
      Err(lname + ": no file was verified");
      failed = true;
    }
    if (mismatched || unreadable || (o.strict && bad_lines)) failed = true;
  }
  return failed ? kExitFailure : kExitOk;
}

}  // namespace

int Sha256SumMain(int argc, char** argv) {
  Options o;
  std::vector<std::string> files;
  bool options_done = false;
  for (int i = 0; i < argc; ++i) {
    std::string a = argv[i];
    if (options_done || a == "-" || a.empty() || a[0] != '-') {
      files.push_back(a);
      continue;
    }
    if (a == "--") options_done = true;
    else if (a == "--check") o.check = true;
    else if (a == "--binary") o.binary = true;
    else if (a == "--text") o.binary = false;
    else if (a == "--tag") o.tag = true;
    else if (a == "--zero") o.zero = true;
    else if (a == "--quiet") o.quiet = true;
    else if (a == "--status") o.status = true;
    else if (a == "--strict") o.strict = true;
    else if (a == "--warn") o.warn = true;
    else if (a == "--ignore-missing") o.ignore_missing = true;
    else if (a == "--help") {
      std::fputs(kUsage, stdout);
      return kExitOk;
    } else if (a[1] != '-') {
      for (size_t k = 1; k < a.size(); ++k) {
        switch (a[k]) {
          case 'c': o.check = true; break;
          case 'b': o.binary = true; break;
          case 't': o.binary = false; break;
          case 'z': o.zero = true; break;
          case 'w': o.warn = true; break;
          default:
            Err(std::string("invalid option -- '") + a[k] + "'");
            std::fputs(kUsage, stderr);
            return kExitUsage;
        }
      }
    } else {
      Err("unrecognized option '" + a + "'");
      std::fputs(kUsage, stderr);
      return kExitUsage;
    }
  }
  if (files.empty()) files.push_back("-");
  if (o.check) {
    if (o.tag || o.binary) {
      Err("the --binary and --tag options are meaningless when verifying checksums");
      return kExitUsage;
    }
    return Check(o, files);
  }
  if (o.quiet || o.status || o.strict || o.warn || o.ignore_missing) {
    Err("the --ignore-missing, --quiet, --status, --strict and --warn options are meaningful only when verifying checksums");
    return kExitUsage;
  }
  bool failed = false;
  for (const std::string& f : files) {
    uint8_t d[32];
    bool missing;
    if (!HashFile(f, d, &missing)) {
      failed = true;
      continue;
    }
    PrintDigestLine(o, f, d);
  }
  std::fflush(stdout);
  return failed ? kExitFailure : kExitOk;
}

}  // namespace limb::cli
