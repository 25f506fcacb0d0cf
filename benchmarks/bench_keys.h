// Key loading shared by the RSA benchmark suites (rsa_bench,
// rsa_sign_bench, rsa_enc_bench; target //benchmarks:bench_keys): the
// OpenSSL-made keys in testdata/rsa, as limb and as OpenSSL keys. Each suite
// keeps its own cache of the parsed keys (so its blinding pools and OpenSSL
// contexts are its own, also inside the speed tool's single binary).
#ifndef LIMB_BENCHMARKS_BENCH_KEYS_H_
#define LIMB_BENCHMARKS_BENCH_KEYS_H_

#include <openssl/evp.h>

#include <cstdint>
#include <string>
#include <vector>

#include "limb/rsa/rsa.h"

namespace limb::bench {

// ReadRsaTestFile: the bytes of testdata/rsa/<name>; aborts with a message
// when the file cannot be opened (run the suites with bazel run).
std::vector<uint8_t> ReadRsaTestFile(const std::string& name);

// ParseLimbRsaKey: testdata/rsa/<key>.pkcs8.der parsed by limb (a fresh
// object on every call); aborts when parsing fails.
RsaPrivateKey ParseLimbRsaKey(const std::string& key);

// NewOsslRsaKey: testdata/rsa/<key>.pkcs8.der parsed by OpenSSL
// (d2i_AutoPrivateKey; a fresh EVP_PKEY on every call, owned by the caller);
// aborts when parsing fails, as ParseLimbRsaKey does.
EVP_PKEY* NewOsslRsaKey(const std::string& key);

}  // namespace limb::bench

#endif  // LIMB_BENCHMARKS_BENCH_KEYS_H_
