// `limb sha224sum`, `sha256sum`, ...: coreutils-compatible checksums, one
// command per hash in tools/hashes.h. Standard output (digest lines, --tag,
// -z, --check reports) and exit status match GNU coreutils 9.x's command of
// the same name; diagnostics on stderr carry the prefix "limb NAMEsum:"
// instead of "NAMEsum:".
#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <span>
#include <string>
#include <vector>

#include "limb/tools/cli_util.h"
#include "limb/tools/commands.h"
#include "limb/tools/hashes.h"

namespace limb::cli {
namespace {

// Files to hash are streamed; a checksum list (-c) is read whole, up to
// 64 MiB (some 500,000 lines).
constexpr size_t kMaxCheckList = size_t{64} << 20;

// The longest digest any HashSpec has.
constexpr size_t kMaxDigest = 64;

void Usage(const HashSpec& spec, FILE* f) {
  std::fprintf(f,
               "usage: limb %ssum [-b|-t] [--tag] [-z] [FILE...]\n"
               "       limb %ssum -c [--ignore-missing] [--quiet] [--status] [--strict] [-w] "
               "[FILE...]\n",
               spec.name, spec.name);
}

struct Options {
  const HashSpec* spec = nullptr;
  bool check = false, binary = false, tag = false, zero = false;
  bool quiet = false, status = false, strict = false, warn = false, ignore_missing = false;
};

// Diagnostics: "limb NAMEsum: ..." (set once per run).
const HashSpec* g_spec = nullptr;
void Err(const std::string& msg) {
  std::fprintf(stderr, "limb %ssum: %s\n", g_spec->name, msg.c_str());
}

// HashFile returns false (after printing the OS error) if the file cannot be
// opened or read. missing is set when it does not exist. digest receives
// spec.digest_size bytes.
bool HashFile(const HashSpec& spec, const std::string& name, uint8_t* digest, bool* missing) {
  std::unique_ptr<CliHash> h = spec.make();
  const int err = StreamInput(name, [&h](std::span<const uint8_t> c) { h->Update(c); });
  *missing = err == ENOENT;
  if (err != 0) {
    Err(name + ": " + std::strerror(err));
    return false;
  }
  h->Final(digest);
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

void PrintDigestLine(const Options& o, const std::string& name, const uint8_t* d) {
  const bool esc = !o.zero && NeedsEscape(name);
  const std::string shown = esc ? Escape(name) : name;
  const std::string hex = EncodeHex(d, o.spec->digest_size);
  std::string line;
  if (esc) line += '\\';
  if (o.tag) {
    line += std::string(o.spec->tag) + " (" + shown + ") = " + hex;
  } else {
    line += hex + (o.binary ? " *" : "  ") + shown;
  }
  line += o.zero ? '\0' : '\n';
  std::fwrite(line.data(), 1, line.size(), stdout);
}

bool IsHexN(const std::string& s, size_t pos, size_t n) {
  if (s.size() < pos + n) return false;
  for (size_t i = pos; i < pos + n; ++i) {
    if (!std::isxdigit(static_cast<unsigned char>(s[i]))) return false;
  }
  return true;
}

// ParseCheckLine splits one line of a checksum list into (hex, file name).
bool ParseCheckLine(const HashSpec& spec, std::string line, std::string* hex, std::string* name) {
  const size_t hex_len = 2 * spec.digest_size;
  const size_t tag_len = std::strlen(spec.tag);
  size_t i = 0;
  while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
  bool escaped = false;
  if (i < line.size() && line[i] == '\\') {
    escaped = true;
    ++i;
  }
  std::string raw;
  if (line.compare(i, tag_len, spec.tag) == 0) {
    // BSD style: TAG (NAME) = HEX
    size_t j = i + tag_len;
    if (j < line.size() && line[j] == ' ') ++j;
    if (j >= line.size() || line[j] != '(') return false;
    size_t close = line.rfind(") = ");
    if (close == std::string::npos || close < j + 1) return false;
    raw = line.substr(j + 1, close - j - 1);
    if (!IsHexN(line, close + 4, hex_len) || line.size() != close + 4 + hex_len) return false;
    *hex = line.substr(close + 4, hex_len);
  } else {
    // GNU style: HEX, space, ' ' or '*', NAME
    if (!IsHexN(line, i, hex_len)) return false;
    *hex = line.substr(i, hex_len);
    size_t j = i + hex_len;
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
      if (!ParseCheckLine(*o.spec, line, &hex, &name)) {
        ++bad_lines;
        if (o.warn) {
          Err((list.empty() ? "-" : list) + ": " + std::to_string(line_no) +
              ": improperly formatted " + o.spec->tag + " checksum line");
        }
        continue;
      }
      ++good_lines;
      uint8_t d[kMaxDigest];
      bool missing = false;
      // coreutils escapes reported names only when they hold a newline.
      const bool esc = name.find('\n') != std::string::npos;
      // Appended rather than built with operator+(const char*, string): GCC 12
      // at -O3 reports a false -Wrestrict overlap for that form (a
      // --config=opt build of //tools:limb failed on it).
      std::string shown = esc ? "\\" : "";
      shown += esc ? Escape(name) : name;
      if (!HashFile(*o.spec, name, d, &missing)) {
        if (missing && o.ignore_missing) continue;
        ++unreadable;
        if (!o.status) std::printf("%s: FAILED open or read\n", shown.c_str());
        continue;
      }
      ++verified;
      std::string got = EncodeHex(d, o.spec->digest_size);
      bool match = true;
      for (size_t k = 0; k < got.size(); ++k) {
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

int SumMain(const char* hash, int argc, char** argv) {
  Options o;
  o.spec = g_spec = FindHash(hash);
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
      Usage(*o.spec, stdout);
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
            Usage(*o.spec, stderr);
            return kExitUsage;
        }
      }
    } else {
      Err("unrecognized option '" + a + "'");
      Usage(*o.spec, stderr);
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
    uint8_t d[kMaxDigest];
    bool missing;
    if (!HashFile(*o.spec, f, d, &missing)) {
      failed = true;
      continue;
    }
    PrintDigestLine(o, f, d);
  }
  std::fflush(stdout);
  return failed ? kExitFailure : kExitOk;
}

}  // namespace limb::cli
