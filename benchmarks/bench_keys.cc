// See bench_keys.h.
#include "limb/benchmarks/bench_keys.h"

#include <openssl/x509.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>

namespace limb::bench {

std::vector<uint8_t> ReadRsaTestFile(const std::string& name) {
  std::ifstream f("testdata/rsa/" + name, std::ios::binary);
  if (!f.good()) {
    std::fprintf(stderr, "cannot open testdata/rsa/%s (run with bazel run)\n", name.c_str());
    std::abort();
  }
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>());
}

RsaPrivateKey ParseLimbRsaKey(const std::string& key) {
  Result<RsaPrivateKey> k = ParsePrivateKey(ReadRsaTestFile(key + ".pkcs8.der"));
  if (!k.ok()) {
    std::fprintf(stderr, "limb cannot parse testdata/rsa/%s.pkcs8.der\n", key.c_str());
    std::abort();
  }
  return std::move(*k);
}

EVP_PKEY* NewOsslRsaKey(const std::string& key) {
  std::vector<uint8_t> der = ReadRsaTestFile(key + ".pkcs8.der");
  const unsigned char* p = der.data();
  EVP_PKEY* pk = d2i_AutoPrivateKey(nullptr, &p, static_cast<long>(der.size()));
  if (pk == nullptr) {
    std::fprintf(stderr, "OpenSSL cannot parse testdata/rsa/%s.pkcs8.der\n", key.c_str());
    std::abort();
  }
  return pk;
}

}  // namespace limb::bench
