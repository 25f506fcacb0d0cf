// The shared test helpers: the KAT reader (records, line numbers, every
// failure it must raise: unconsumed, missing and repeated keys, bad hex,
// bad numbers, malformed lines, a missing or empty file), hex, the seed.
#include "limb/base/testing/kat.h"

#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <string>
#include <vector>

#include "gtest/gtest-spi.h"
#include "gtest/gtest.h"
#include "limb/base/testing/hex.h"
#include "limb/base/testing/seed.h"

namespace limb::test {
namespace {

// The messages of the failures op raises, intercepted (they do not fail
// this test).
std::vector<std::string> Failures(const std::function<void()>& op) {
  ::testing::TestPartResultArray results;
  {
    ::testing::ScopedFakeTestPartResultReporter reporter(
        ::testing::ScopedFakeTestPartResultReporter::INTERCEPT_ONLY_CURRENT_THREAD, &results);
    op();
  }
  std::vector<std::string> messages;
  for (int i = 0; i < results.size(); ++i)
    messages.push_back(results.GetTestPartResult(i).message());
  return messages;
}

// WriteFile: text as a new file in the test's scratch directory; its path.
std::string WriteFile(const std::string& name, const std::string& text) {
  const char* dir = std::getenv("TEST_TMPDIR");
  const std::string path = std::string(dir != nullptr ? dir : "/tmp") + "/" + name;
  std::ofstream(path) << text;
  return path;
}

constexpr char kSample[] = "base/testing/testdata/kat_sample.txt";

TEST(KatFile, ReadsRecordsAttributesAndLines) {
  KatFile kat(kSample);
  ASSERT_EQ(kat.size(), 3u);

  KatRecord& a = kat[0];
  EXPECT_EQ(a.line(), 4);
  EXPECT_EQ(a.Where(), std::string(kSample) + ":4");
  EXPECT_EQ(a.comment(), "first");
  EXPECT_TRUE(a.Has("Key"));
  EXPECT_FALSE(a.Has("Msg"));
  EXPECT_EQ(a.TakeHex("Key"), (std::vector<uint8_t>{0x00, 0xff, 0x10}));
  EXPECT_EQ(a.TakeInt("Count"), 7u);

  KatRecord& b = kat[1];
  EXPECT_EQ(b.line(), 8);
  EXPECT_EQ(b.comment(),
            "second: an empty value, a repeated key, a value holding \" = \" and spaces");
  EXPECT_EQ(b.Take("Msg"), "");
  EXPECT_TRUE(b.TakeHex("Msg").empty());
  EXPECT_EQ(b.TakeAll("Factor"), (std::vector<std::string>{"3", "b"}));
  EXPECT_EQ(b.Take("Title"), "a = b, c");
  EXPECT_TRUE(b.TakeAll("Absent").empty());

  KatRecord& c = kat[2];
  EXPECT_EQ(c.line(), 14);
  EXPECT_EQ(c.comment(), "");  // the comment at line 11 sits inside record b
  EXPECT_EQ(c.TakeHex("Key"), (std::vector<uint8_t>{0xab, 0xcd}));
  EXPECT_EQ(c.file(), kSample);
}

TEST(KatFile, RangeForVisitsEveryRecordInOrder) {
  KatFile kat(kSample);
  std::vector<int> lines;
  for (KatRecord& r : kat) {
    lines.push_back(r.line());
    r.Skip();
  }
  EXPECT_EQ(lines, (std::vector<int>{4, 8, 14}));
}

TEST(KatFile, AnUnconsumedAttributeFails) {
  EXPECT_NONFATAL_FAILURE(
      {
        KatFile kat(kSample);
        kat[0].Take("Key");  // Count (line 5) is left
        kat[1].Skip();
        kat[2].Skip();
      },
      std::string(kSample) + ":5: key \"Count\" not consumed by the test (record at " + kSample +
          ":4)");
}

TEST(KatFile, EveryUnconsumedAttributeFailsWithItsLine) {
  const std::vector<std::string> f = Failures([] {
    KatFile kat(kSample);
    kat[0].Take("Count");
    kat[1].Take("Msg");
    kat[1].Take("Title");
    kat.Finish();
    kat.Finish();  // once only
  });
  ASSERT_EQ(f.size(), 4u);
  EXPECT_NE(f[0].find(std::string(kSample) + ":4: key \"Key\""), std::string::npos) << f[0];
  EXPECT_NE(f[1].find(std::string(kSample) + ":9: key \"Factor\""), std::string::npos) << f[1];
  EXPECT_NE(f[2].find(std::string(kSample) + ":10: key \"Factor\""), std::string::npos) << f[2];
  EXPECT_NE(f[3].find(std::string(kSample) + ":14: key \"Key\""), std::string::npos) << f[3];
}

TEST(KatFile, AMissingKeyFails) {
  EXPECT_NONFATAL_FAILURE(
      {
        KatFile kat(kSample);
        for (KatRecord& r : kat) r.Skip();
        EXPECT_EQ(kat[1].Take("Nonce"), "");
      },
      std::string(kSample) + ":8: record has no key \"Nonce\"");
}

TEST(KatFile, TakeOfARepeatedKeyFails) {
  EXPECT_NONFATAL_FAILURE(
      {
        KatFile kat(kSample);
        for (KatRecord& r : kat) r.Skip();
        kat[1].Take("Factor");
      },
      std::string(kSample) + ":8: key \"Factor\" occurs 2 times");
}

TEST(KatFile, BadHexAndBadNumbersFail) {
  const std::string path =
      WriteFile("bad_values.txt", "Odd = abc\nDigit = 0g\nNum = 12x\nBig = 18446744073709551616\n");
  EXPECT_NONFATAL_FAILURE(
      {
        KatFile kat(path);
        kat[0].Skip();
        EXPECT_TRUE(kat[0].TakeHex("Odd").empty());
      },
      path + ":1: key \"Odd\": odd hex length 3");
  EXPECT_NONFATAL_FAILURE(
      {
        KatFile kat(path);
        kat[0].Skip();
        EXPECT_TRUE(kat[0].TakeHex("Digit").empty());
      },
      path + ":2: key \"Digit\": not a hex digit at offset 1");
  EXPECT_NONFATAL_FAILURE(
      {
        KatFile kat(path);
        kat[0].Skip();
        EXPECT_EQ(kat[0].TakeInt("Num"), 0u);
      },
      "\"12x\" is not a decimal number");
  EXPECT_NONFATAL_FAILURE(
      {
        KatFile kat(path);
        kat[0].Skip();
        EXPECT_EQ(kat[0].TakeInt("Big"), 0u);
      },
      "\"18446744073709551616\" is not a decimal number below 2^64");
}

TEST(KatFile, AMalformedLineFails) {
  const std::string path = WriteFile("malformed.txt", "A = 01\nB=02\n\n C = 03\nD =04\n");
  const std::vector<std::string> f = Failures([&] {
    KatFile kat(path);
    for (KatRecord& r : kat) r.Skip();
    EXPECT_EQ(kat.size(), 1u);
  });
  ASSERT_EQ(f.size(), 3u);
  EXPECT_NE(f[0].find(path + ":2: not \"Key = value\""), std::string::npos) << f[0];
  EXPECT_NE(f[1].find(path + ":4: not \"Key = value\""), std::string::npos) << f[1];
  EXPECT_NE(f[2].find(path + ":5: not \"Key = value\""), std::string::npos) << f[2];
}

TEST(KatFile, AMissingFileFails) {
  EXPECT_NONFATAL_FAILURE(
      {
        KatFile kat("testdata/no_such_module/no_such_file.txt");
        EXPECT_EQ(kat.size(), 0u);
      },
      "testdata/no_such_module/no_such_file.txt: cannot open the file");
}

TEST(KatFile, AFileWithoutRecordsFails) {
  const std::string path = WriteFile("empty.txt", "# only a comment\n\n");
  EXPECT_NONFATAL_FAILURE({ KatFile kat(path); }, path + ":1: the KAT file has no record");
}

TEST(ReadRunfile, ReadsBytesOrFails) {
  const std::string path = WriteFile("bytes.bin", std::string("a\0\r\n\xff", 5));
  EXPECT_EQ(ReadRunfile(path), (std::vector<uint8_t>{'a', 0, '\r', '\n', 0xff}));
  const std::vector<uint8_t> sample = ReadRunfile(kSample);
  EXPECT_EQ(std::string(sample.begin(), sample.begin() + 12), "# A sample K");
  EXPECT_NONFATAL_FAILURE(EXPECT_TRUE(ReadRunfile("testdata/none/none.bin").empty()),
                          "testdata/none/none.bin: cannot open the file (tried");
}

TEST(Hex, RoundTripsBothCases) {
  EXPECT_EQ(FromHex("00Ff7a"), (std::vector<uint8_t>{0x00, 0xff, 0x7a}));
  EXPECT_TRUE(FromHex("").empty());
  const std::vector<uint8_t> b = {0x01, 0xab, 0xcd, 0xef};
  EXPECT_EQ(ToHex(b), "01abcdef");
  EXPECT_EQ(FromHex(ToHex(b)), b);
}

TEST(Hex, OddLengthAndBadDigitsFail) {
  EXPECT_NONFATAL_FAILURE(EXPECT_TRUE(FromHex("abc").empty()), "odd hex length 3");
  EXPECT_NONFATAL_FAILURE(EXPECT_TRUE(FromHex("0x12").empty()), "not a hex digit at offset 1");
  EXPECT_NONFATAL_FAILURE(EXPECT_TRUE(FromHex("12 4").empty()), "not a hex digit at offset 2");
  std::vector<uint8_t> out = {1};
  std::string error;
  EXPECT_FALSE(TryFromHex("zz", &out, &error));
  EXPECT_TRUE(out.empty());
  EXPECT_NE(error.find("not a hex digit at offset 0"), std::string::npos) << error;
}

// Sets LIMB_TEST_SEED for one scope, then restores it.
class SeedEnv {
 public:
  explicit SeedEnv(const char* value) {
    if (const char* old = std::getenv("LIMB_TEST_SEED")) {
      old_ = old;
      had_ = true;
    }
    if (value != nullptr) {
      setenv("LIMB_TEST_SEED", value, 1);
    } else {
      unsetenv("LIMB_TEST_SEED");
    }
  }
  ~SeedEnv() {
    if (had_) {
      setenv("LIMB_TEST_SEED", old_.c_str(), 1);
    } else {
      unsetenv("LIMB_TEST_SEED");
    }
  }

 private:
  std::string old_;
  bool had_ = false;
};

TEST(TestSeed, ReadsDecimalAndHexElseTheDefault) {
  {
    SeedEnv env(nullptr);
    EXPECT_EQ(TestSeed(42), 42u);
  }
  {
    SeedEnv env("");
    EXPECT_EQ(TestSeed(42), 42u);
  }
  {
    SeedEnv env("12345");
    EXPECT_EQ(TestSeed(42), 12345u);
  }
  {
    SeedEnv env("0x5eed");
    EXPECT_EQ(TestSeed(42), 0x5eedu);
  }
  {
    SeedEnv env("18446744073709551615");
    EXPECT_EQ(TestSeed(42), UINT64_MAX);
  }
  EXPECT_EQ(SeedTrace(12345), "LIMB_TEST_SEED=12345");
}

TEST(RandomBytes, TakesTheLowByteOfEachDraw) {
  std::mt19937_64 a(7), b(7);
  const std::vector<uint8_t> v = RandomBytes(a, 5);
  ASSERT_EQ(v.size(), 5u);
  for (uint8_t x : v) EXPECT_EQ(x, static_cast<uint8_t>(b()));
  EXPECT_EQ(a(), b());
  EXPECT_TRUE(RandomBytes(a, 0).empty());
}

TEST(Rng, DrawsFromOneMt19937_64) {
  Rng r(9);
  std::mt19937_64 g(9);
  EXPECT_EQ(r.Next(), g());
  EXPECT_EQ(r.Uniform(10), g() % 10);
  EXPECT_EQ(r.Uniform(0), 0u);  // no draw
  EXPECT_EQ(r.Bytes(3), RandomBytes(g, 3));
  EXPECT_EQ(r.Next(), g());
}

TEST(TestSeed, GarbageFails) {
  for (const char* bad : {"abc", "12x", "0x", "-1", " 1", "0x1g", "18446744073709551616"}) {
    SCOPED_TRACE(bad);
    SeedEnv env(bad);
    EXPECT_NONFATAL_FAILURE(EXPECT_EQ(TestSeed(42), 42u), "is not a decimal or 0x-hex number");
  }
}

}  // namespace
}  // namespace limb::test
