// The harness shared by the rsa/ constant-time tests (rsa_ct_test,
// sign_ct_test, encrypt_ct_test; target :ct_test_util, testonly). They run
// under valgrind memcheck without GoogleTest (tools/ct/ctgrind.bzl), so this
// is plain C++: the two embedded test keys, random bytes, the Montgomery
// kernel tables a run covers, the check tally that prints "CT-OK" only when
// every check held, and the negative control that leaks a byte of a
// poisoned CRT exponent.
#ifndef LIMB_RSA_CT_TEST_UTIL_H_
#define LIMB_RSA_CT_TEST_UTIL_H_

#include <valgrind/valgrind.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "limb/base/ct.h"
#include "limb/bignum/mont.h"
#include "limb/rsa/rsa.h"
#include "limb/rsa/rsa_internal.h"

#ifndef LIMB_CTGRIND
#error "rsa/ct_test_util.h is for the ct harnesses, built with -DLIMB_CTGRIND"
#endif

namespace limb::test {

// Test keys from testdata/rsa (OpenSSL-made), embedded by the genrule
// rsa_ct_keys as byte arrays kRsa2048 and kRsa2048_3prime (PKCS#1 DER).
#include "limb/rsa/rsa_ct_keys.inc"
#include "limb/bignum/mont_internal.h"

using Bytes = std::vector<uint8_t>;

// CtKeyDers: the DER of the two embedded keys (2048-bit two-prime, then
// 2048-bit three-prime).
inline std::vector<Bytes> CtKeyDers() {
  return {Bytes(kRsa2048, kRsa2048 + sizeof(kRsa2048)),
          Bytes(kRsa2048_3prime, kRsa2048_3prime + sizeof(kRsa2048_3prime))};
}

inline Bytes RandomBytesFrom(std::mt19937_64& rng, size_t n) {
  Bytes v(n);
  for (auto& b : v) b = static_cast<uint8_t>(rng());
  return v;
}

// CtTables: the Montgomery kernel tables a run covers: LIMB_CPU=generic only
// the table ActiveMontKernels() picks (the twins); otherwise every table, under valgrind
// every table compiled in (valgrind's virtual CPU decides none), natively
// every table this CPU runs.
inline std::vector<const MontKernels*> CtTables() {
  std::vector<const MontKernels*> tables;
  const char* cap = std::getenv("LIMB_CPU");
  if (cap != nullptr && std::strcmp(cap, "generic") == 0) {
    tables.push_back(&ActiveMontKernels());
  } else {
    auto all = RUNNING_ON_VALGRIND ? CompiledMontKernels() : AllMontKernels();
    tables.assign(all.begin(), all.end());
  }
  return tables;
}

// CtTally counts checks and failures; Finish prints "FAIL: f of n checks"
// (exit code 1) unless every check held and there was at least one, and
// then "CT-OK <what> <n>" (exit code 0), the line ctgrind_test.sh requires.
struct CtTally {
  int checks = 0;
  int failures = 0;

  // Check: one check; a failure prints "FAIL: <what>" when what is given.
  // Returns ok (a caller may print its own message, built only on failure).
  bool Check(bool ok, const std::string& what = "") {
    ++checks;
    if (!ok) {
      ++failures;
      if (!what.empty()) std::printf("FAIL: %s\n", what.c_str());
    }
    return ok;
  }
  int Finish(const std::string& what) const {
    if (failures != 0 || checks == 0) {
      std::printf("FAIL: %d of %d checks\n", failures, checks);
      return 1;
    }
    std::printf("CT-OK %s %d\n", what.c_str(), checks);
    return 0;
  }
};

// LeakCrtExponentByte: the negative control's leak. how "branch" branches
// on, "lookup" indexes a table with, the first byte of d_p (regions[3] of
// SecretRegions: d, p, q, dp, ...), which the caller has poisoned; memcheck
// must report it. Returns a value derived from the leak (print it, so the
// leak is not optimised away).
inline int LeakCrtExponentByte(const RsaPrivateKey& key, const char* how) {
  auto regions = rsa_internal::SecretRegions(key);
  const uint8_t* secret = regions[3].data();
  volatile int sink = 0;
  if (std::strcmp(how, "branch") == 0) {
    if (secret[0] & 1) sink = sink + 1;  // LEAK: branch on a secret bit
  } else if (std::strcmp(how, "lookup") == 0) {
    static volatile uint8_t table[256];
    sink = table[secret[0]];  // LEAK: secret-indexed load
  }
  return sink;
}

}  // namespace limb::test

#endif  // LIMB_RSA_CT_TEST_UTIL_H_
