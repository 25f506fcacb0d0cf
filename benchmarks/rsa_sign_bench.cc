// RSA signatures: limb (rsa/schemes.h) vs OpenSSL (EVP_PKEY_sign /
// EVP_PKEY_verify on a SHA-256 digest, EVP_PKEY_CTX set up once and reused).
// Keys: testdata/rsa (OpenSSL-made; e = 65537).
//   RSA{2048,3072,4096}Sign  PKCS#1 v1.5, SHA-256
//   RSA2048Verify            PKCS#1 v1.5, SHA-256
//   RSA2048SignPSS           PSS, SHA-256, MGF1-SHA-256, salt = 32 bytes
//   RSA2048VerifyPSS         the same, verified with the explicit salt length
// Run: bazel run --config=opt //benchmarks:rsa_sign_bench --
//        --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
#include <openssl/evp.h>
#include <openssl/rsa.h>
#include <openssl/x509.h>

#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

#include "benchmark/benchmark.h"
#include "limb/benchmarks/bench_keys.h"
#include "limb/bignum/mont.h"
#include "limb/rsa/rsa.h"
#include "limb/rsa/schemes.h"
#include "limb/bignum/mont_internal.h"

namespace {

using Bytes = std::vector<uint8_t>;

const limb::RsaPrivateKey& LimbKey(const std::string& name) {
  static std::map<std::string, limb::RsaPrivateKey>* keys =
      new std::map<std::string, limb::RsaPrivateKey>;
  auto it = keys->find(name);
  if (it == keys->end()) {
    it = keys->emplace(name, limb::bench::ParseLimbRsaKey(name)).first;
  }
  return it->second;
}

EVP_PKEY* OsslKey(const std::string& name) { return limb::bench::NewOsslRsaKey(name); }

Bytes Digest() {
  Bytes d(32);
  for (size_t i = 0; i < d.size(); ++i) d[i] = static_cast<uint8_t>(i * 37 + 11);
  return d;
}

EVP_PKEY_CTX* OsslCtx(EVP_PKEY* pk, bool sign, bool pss) {
  EVP_PKEY_CTX* ctx = EVP_PKEY_CTX_new(pk, nullptr);
  if (sign ? EVP_PKEY_sign_init(ctx) != 1 : EVP_PKEY_verify_init(ctx) != 1) std::abort();
  EVP_PKEY_CTX_set_rsa_padding(ctx, pss ? RSA_PKCS1_PSS_PADDING : RSA_PKCS1_PADDING);
  EVP_PKEY_CTX_set_signature_md(ctx, EVP_sha256());
  if (pss) {
    EVP_PKEY_CTX_set_rsa_mgf1_md(ctx, EVP_sha256());
    EVP_PKEY_CTX_set_rsa_pss_saltlen(ctx, 32);
  }
  return ctx;
}

void LimbSign(benchmark::State& state, const std::string& name, bool pss) {
  const limb::RsaPrivateKey& k = LimbKey(name);
  const Bytes d = Digest();
  Bytes sig(k.size());
  for (auto _ : state) {
    const limb::Status st = pss ? limb::SignPss(k, limb::RsaHash::kSha256, d, 32, sig)
                                : limb::SignPkcs1v15(k, limb::RsaHash::kSha256, d, sig);
    if (st != limb::Status::kOk) state.SkipWithError("sign failed");
    benchmark::DoNotOptimize(sig.data());
  }
}

void OsslSign(benchmark::State& state, const std::string& name, bool pss) {
  EVP_PKEY* pk = OsslKey(name);
  EVP_PKEY_CTX* ctx = OsslCtx(pk, true, pss);
  const Bytes d = Digest();
  Bytes sig(static_cast<size_t>(EVP_PKEY_get_size(pk)));
  for (auto _ : state) {
    size_t len = sig.size();
    if (EVP_PKEY_sign(ctx, sig.data(), &len, d.data(), d.size()) != 1)
      state.SkipWithError("EVP_PKEY_sign failed");
    benchmark::DoNotOptimize(sig.data());
  }
  EVP_PKEY_CTX_free(ctx);
  EVP_PKEY_free(pk);
}

void LimbVerify(benchmark::State& state, const std::string& name, bool pss) {
  const limb::RsaPrivateKey& k = LimbKey(name);
  const limb::RsaPublicKey& pub = k.public_key();
  const Bytes d = Digest();
  Bytes sig(k.size());
  if ((pss ? limb::SignPss(k, limb::RsaHash::kSha256, d, 32, sig)
           : limb::SignPkcs1v15(k, limb::RsaHash::kSha256, d, sig)) != limb::Status::kOk)
    std::abort();
  for (auto _ : state) {
    const limb::Status st = pss ? limb::VerifyPss(pub, limb::RsaHash::kSha256, d, sig, 32)
                                : limb::VerifyPkcs1v15(pub, limb::RsaHash::kSha256, d, sig);
    if (st != limb::Status::kOk) state.SkipWithError("verify failed");
    benchmark::ClobberMemory();
  }
}

void OsslVerify(benchmark::State& state, const std::string& name, bool pss) {
  EVP_PKEY* pk = OsslKey(name);
  EVP_PKEY_CTX* sctx = OsslCtx(pk, true, pss);
  EVP_PKEY_CTX* ctx = OsslCtx(pk, false, pss);
  const Bytes d = Digest();
  Bytes sig(static_cast<size_t>(EVP_PKEY_get_size(pk)));
  size_t len = sig.size();
  if (EVP_PKEY_sign(sctx, sig.data(), &len, d.data(), d.size()) != 1) std::abort();
  for (auto _ : state) {
    if (EVP_PKEY_verify(ctx, sig.data(), sig.size(), d.data(), d.size()) != 1)
      state.SkipWithError("EVP_PKEY_verify failed");
    benchmark::ClobberMemory();
  }
  EVP_PKEY_CTX_free(ctx);
  EVP_PKEY_CTX_free(sctx);
  EVP_PKEY_free(pk);
}

}  // namespace

#define SIGN_PAIR(label, key, pss)                                                     \
  BENCHMARK_CAPTURE(LimbSign, label, std::string(key), pss)                            \
      ->Name("limb/" #label)                                                           \
      ->Unit(benchmark::kMicrosecond);                                                \
  BENCHMARK_CAPTURE(OsslSign, label, std::string(key), pss)                            \
      ->Name("openssl/" #label)                                                        \
      ->Unit(benchmark::kMicrosecond)
#define VERIFY_PAIR(label, key, pss)                                                   \
  BENCHMARK_CAPTURE(LimbVerify, label, std::string(key), pss)                          \
      ->Name("limb/" #label)                                                           \
      ->Unit(benchmark::kMicrosecond);                                                \
  BENCHMARK_CAPTURE(OsslVerify, label, std::string(key), pss)                          \
      ->Name("openssl/" #label)                                                        \
      ->Unit(benchmark::kMicrosecond)

SIGN_PAIR(RSA2048Sign, "rsa2048", false);
SIGN_PAIR(RSA3072Sign, "rsa3072", false);
SIGN_PAIR(RSA4096Sign, "rsa4096", false);
VERIFY_PAIR(RSA2048Verify, "rsa2048", false);
SIGN_PAIR(RSA2048SignPSS, "rsa2048", true);
VERIFY_PAIR(RSA2048VerifyPSS, "rsa2048", true);

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  benchmark::AddCustomContext("mont_kernels", limb::ActiveMontKernels().name);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
