// Known-answer (KAT) files: the one reader of testdata/ for every suite.
//
// A KAT file (testdata/<module>/<name>.txt) is a list of records:
//
//   # Lines that start with '#' are comments (they name the vectors' source).
//   Key = 000102          one attribute a line: the value is the rest of
//   Msg =                 the line after "= " and may be empty ("Key =")
//   Factor = 3            a key may repeat within a record (TakeAll)
//   Factor = b
//                         a blank line ends the record
//
// Any other line is a test failure. Every failure about a record or a line
// names its "file:line"; a file that cannot be opened is named by its path.
//
// Every attribute of every record must be consumed by the test (Take,
// TakeAll, TakeHex, TakeInt): when the KatFile is finished (Finish(), or its
// destructor), each attribute nobody took is a test failure naming its
// file:line and key, so a vector whose field the test forgets to check
// cannot pass unnoticed.
//
//   KatFile kat("testdata/poly1305/rfc8439.txt");
//   ASSERT_EQ(kat.size(), 12u);
//   for (KatRecord& r : kat) {
//     SCOPED_TRACE(r.Where());
//     EXPECT_EQ(Mac(r.TakeHex("Key"), r.TakeHex("Msg")), r.TakeHex("Tag"));
//   }
#ifndef LIMB_BASE_TESTING_KAT_H_
#define LIMB_BASE_TESTING_KAT_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace limb::test {

// KatRecord: one record of a KatFile. Takes report failures (ADD_FAILURE)
// and return an empty value rather than abort, so one bad vector does not
// hide the others.
class KatRecord {
 public:
  // The file as the KatFile was given it, and the line of the record's
  // first attribute.
  const std::string& file() const { return file_; }
  int line() const { return line_; }
  // Where: "file:line" of the record, for SCOPED_TRACE.
  std::string Where() const;
  // comment: the text of the last comment line between the previous record
  // and this one, without its '#' and leading spaces ("" when none).
  const std::string& comment() const { return comment_; }

  // Has: whether the record has key (at least once). Does not consume it.
  bool Has(std::string_view key) const;
  // Take: the value of key, which MUST occur exactly once; marks it
  // consumed. A missing or repeated key is a test failure (returns "", or
  // the first value).
  std::string Take(std::string_view key);
  // TakeAll: every value of key in file order (none is allowed); marks them
  // consumed.
  std::vector<std::string> TakeAll(std::string_view key);
  // TakeHex: Take, decoded as hex (FromHex); bad hex is a test failure
  // naming the attribute's file:line.
  std::vector<uint8_t> TakeHex(std::string_view key);
  // TakeInt: Take, as a decimal number below 2^64; anything else is a test
  // failure (returns 0).
  uint64_t TakeInt(std::string_view key);
  // Skip: marks every attribute consumed, for a test that deliberately uses
  // only some records of a file shared with other tests.
  void Skip();

 private:
  friend class KatFile;
  struct Attribute {
    std::string key;
    std::string value;
    int line = 0;
    bool taken = false;
  };
  KatRecord(std::string file, int line, std::string comment);
  // Add: appends an attribute read at line.
  void Add(std::string key, std::string value, int line);
  // ExpectConsumed: a test failure per attribute not consumed.
  void ExpectConsumed() const;
  // At: "file:line" for a line of this file.
  std::string At(int line) const;

  std::string file_;
  int line_ = 0;
  std::string comment_;
  std::vector<Attribute> attributes_;
};

// KatFile: every record of one KAT file, read when constructed.
class KatFile {
 public:
  // Reads path, relative to the workspace root ("testdata/rsa/x.txt"; the
  // test's runfiles tree, found from the working directory `bazel test`
  // gives a test, or from TEST_SRCDIR/TEST_WORKSPACE), or absolute. A file
  // that cannot be opened, a malformed line, and a file without a record
  // are test failures.
  explicit KatFile(std::string path);
  KatFile(const KatFile&) = delete;
  KatFile& operator=(const KatFile&) = delete;
  // Calls Finish().
  ~KatFile();

  const std::string& path() const { return path_; }
  size_t size() const { return records_.size(); }
  KatRecord& operator[](size_t i) { return records_.at(i); }
  std::vector<KatRecord>::iterator begin() { return records_.begin(); }
  std::vector<KatRecord>::iterator end() { return records_.end(); }

  // Finish: a test failure for every attribute of every record not
  // consumed; once only (later calls do nothing). Skipped when the running
  // test already has a fatal failure: an ASSERT that left the loop early
  // has failed the test, and the records it never reached are not news.
  void Finish();

 private:
  std::string path_;
  std::vector<KatRecord> records_;
  bool finished_ = false;
};

// ReadRunfile: the bytes of the file at path, looked up as KatFile looks
// up its file (test data that is not a KAT file: keys, PEM text). A file
// that cannot be opened is a test failure, and the result is then empty.
std::vector<uint8_t> ReadRunfile(const std::string& path);

}  // namespace limb::test

#endif  // LIMB_BASE_TESTING_KAT_H_
