// Helpers of the rsa/ tests: the key files of testdata/rsa (made by
// OpenSSL, see testdata/rsa/README.md).
#ifndef LIMB_RSA_TEST_UTIL_H_
#define LIMB_RSA_TEST_UTIL_H_

#include <cstdint>
#include <string>
#include <vector>

#include "limb/base/testing/kat.h"

namespace limb::test {

// ReadTestFile: the bytes of testdata/rsa/<name> (a test failure if it
// cannot be opened).
inline std::vector<uint8_t> ReadTestFile(const std::string& name) {
  return ReadRunfile("testdata/rsa/" + name);
}

}  // namespace limb::test

#endif  // LIMB_RSA_TEST_UTIL_H_
