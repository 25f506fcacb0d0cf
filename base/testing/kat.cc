// See kat.h.
#include "limb/base/testing/kat.h"

#include <charconv>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <utility>

#include "gtest/gtest.h"
#include "limb/base/testing/hex.h"

namespace limb::test {
namespace {

// Where path may be: absolute as given; else under the runfiles tree named
// by TEST_SRCDIR/TEST_WORKSPACE, then relative to the working directory
// (`bazel test`, also with --run_under, starts a test in the runfiles tree
// of the workspace; a binary started by hand from the workspace root finds
// the source tree's testdata/).
std::vector<std::string> Candidates(const std::string& path) {
  if (!path.empty() && path[0] == '/') return {path};
  std::vector<std::string> c;
  if (const char* src = std::getenv("TEST_SRCDIR"); src != nullptr && *src != '\0') {
    const char* ws = std::getenv("TEST_WORKSPACE");
    c.push_back(std::string(src) + "/" + (ws != nullptr && *ws != '\0' ? ws : "limb") + "/" + path);
  }
  c.push_back(path);
  return c;
}

// Open: in opened on the first candidate of path that opens; false (and
// ADD_FAILURE naming every place tried) when none does.
bool Open(const std::string& path, std::ios::openmode mode, std::ifstream& in) {
  std::string tried;
  for (const std::string& c : Candidates(path)) {
    in.open(c, mode);
    if (in.is_open()) return true;
    tried += " " + c;
  }
  ADD_FAILURE() << path << ": cannot open the file (tried" << tried << ")";
  return false;
}

}  // namespace

KatRecord::KatRecord(std::string file, int line, std::string comment)
    : file_(std::move(file)), line_(line), comment_(std::move(comment)) {}

std::string KatRecord::At(int line) const { return file_ + ":" + std::to_string(line); }

std::string KatRecord::Where() const { return At(line_); }

void KatRecord::Add(std::string key, std::string value, int line) {
  attributes_.push_back({std::move(key), std::move(value), line, false});
}

bool KatRecord::Has(std::string_view key) const {
  for (const Attribute& a : attributes_) {
    if (a.key == key) return true;
  }
  return false;
}

std::vector<std::string> KatRecord::TakeAll(std::string_view key) {
  std::vector<std::string> values;
  for (Attribute& a : attributes_) {
    if (a.key != key) continue;
    a.taken = true;
    values.push_back(a.value);
  }
  return values;
}

std::string KatRecord::Take(std::string_view key) {
  const std::vector<std::string> values = TakeAll(key);
  if (values.size() == 1) return values[0];
  if (values.empty()) {
    ADD_FAILURE_AT(file_.c_str(), line_) << Where() << ": record has no key \"" << key << "\"";
    return std::string();
  }
  ADD_FAILURE_AT(file_.c_str(), line_) << Where() << ": key \"" << key << "\" occurs "
                                       << values.size() << " times in the record (TakeAll)";
  return values[0];
}

std::vector<uint8_t> KatRecord::TakeHex(std::string_view key) {
  const std::string value = Take(key);
  std::vector<uint8_t> bytes;
  std::string error;
  if (!TryFromHex(value, &bytes, &error)) {
    int line = line_;
    for (const Attribute& a : attributes_) {
      if (a.key == key) line = a.line;
    }
    ADD_FAILURE_AT(file_.c_str(), line) << At(line) << ": key \"" << key << "\": " << error;
  }
  return bytes;
}

uint64_t KatRecord::TakeInt(std::string_view key) {
  const std::string value = Take(key);
  uint64_t v = 0;
  const char* end = value.data() + value.size();
  const std::from_chars_result r = std::from_chars(value.data(), end, v, 10);
  if (value.empty() || r.ec != std::errc() || r.ptr != end) {
    ADD_FAILURE_AT(file_.c_str(), line_) << Where() << ": key \"" << key << "\": \"" << value
                                         << "\" is not a decimal number below 2^64";
    return 0;
  }
  return v;
}

void KatRecord::Skip() {
  for (Attribute& a : attributes_) a.taken = true;
}

void KatRecord::ExpectConsumed() const {
  for (const Attribute& a : attributes_) {
    if (a.taken) continue;
    ADD_FAILURE_AT(file_.c_str(), a.line)
        << At(a.line) << ": key \"" << a.key << "\" not consumed by the test (record at " << Where()
        << ")";
  }
}

KatFile::KatFile(std::string path) : path_(std::move(path)) {
  std::ifstream in;
  if (!Open(path_, std::ios::in, in)) {
    finished_ = true;
    return;
  }
  std::string line, comment;
  bool in_record = false;
  for (int n = 1; std::getline(in, line); ++n) {
    if (line.empty()) {
      in_record = false;
      continue;
    }
    if (line[0] == '#') {
      if (!in_record) {  // a comment inside a record is no record's name
        const size_t text = line.find_first_not_of("# ");
        comment = text == std::string::npos ? std::string() : line.substr(text);
      }
      continue;
    }
    // "Key = value" or "Key =": the key has no blank, "=" follows one space.
    const size_t eq = line.find(" =");
    const bool ok = eq != std::string::npos && eq > 0 && line.find_first_of(" \t=") == eq &&
                    (eq + 2 == line.size() || line[eq + 2] == ' ');
    if (!ok) {
      ADD_FAILURE_AT(path_.c_str(), n)
          << path_ << ":" << n << ": not \"Key = value\": \"" << line << "\"";
      continue;
    }
    if (!in_record) {
      records_.push_back(KatRecord(path_, n, std::move(comment)));
      comment.clear();
      in_record = true;
    }
    records_.back().Add(line.substr(0, eq), eq + 2 == line.size() ? "" : line.substr(eq + 3), n);
  }
  if (records_.empty()) ADD_FAILURE() << path_ << ":1: the KAT file has no record";
}

KatFile::~KatFile() { Finish(); }

void KatFile::Finish() {
  if (finished_) return;
  finished_ = true;
  if (::testing::Test::HasFatalFailure()) return;
  for (const KatRecord& r : records_) r.ExpectConsumed();
}

std::vector<uint8_t> ReadRunfile(const std::string& path) {
  std::ifstream in;
  if (!Open(path, std::ios::in | std::ios::binary, in)) return {};
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

}  // namespace limb::test
