// Result<T>'s contract: a value only when ok(), an abort (never a default T)
// when the caller reads the value of an error.
#include "limb/base/status.h"

#include <gtest/gtest.h>

#include <string>

namespace limb {
namespace {

TEST(Result, HoldsValueWhenOk) {
  Result<std::string> r(std::string("limb"));
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r.status(), Status::kOk);
  EXPECT_EQ(r.value(), "limb");
  EXPECT_EQ(*r, "limb");
  EXPECT_EQ(r->size(), 4u);
  EXPECT_EQ(std::move(r).value(), "limb");
}

TEST(Result, CarriesStatusAndPosition) {
  Result<int> r(Status::kMalformedDer, 17);
  EXPECT_FALSE(r.ok());
  EXPECT_EQ(r.status(), Status::kMalformedDer);
  EXPECT_EQ(r.error_position(), 17u);
}

TEST(ResultDeathTest, ValueOfAnErrorAborts) {
  // "fast" (fork without exec): the test is single-threaded here, and the
  // "threadsafe" style re-executes the binary, which qemu-user (no
  // binfmt_misc) cannot do for the foreign-architecture runs.
  GTEST_FLAG_SET(death_test_style, "fast");
  const Result<int> r(Status::kInvalidArgument);
  EXPECT_DEATH((void)r.value(), "LIMB_CHECK failed");
  EXPECT_DEATH((void)*r, "LIMB_CHECK failed");
  Result<std::string> s(Status::kDecryptionError);
  EXPECT_DEATH((void)s->size(), "LIMB_CHECK failed");
  EXPECT_DEATH((void)std::move(s).value(), "LIMB_CHECK failed");
}

TEST(Status, EveryCodeHasAName) {
  for (int i = 0; i <= static_cast<int>(Status::kNotASquare); ++i) {
    const std::string name = StatusName(static_cast<Status>(i));
    EXPECT_FALSE(name.empty()) << i;
    EXPECT_EQ(name.find("unknown"), std::string::npos) << i << ": " << name;
  }
}

}  // namespace
}  // namespace limb
