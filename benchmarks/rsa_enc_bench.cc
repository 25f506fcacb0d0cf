// RSA encryption schemes (rsa/schemes.h): limb vs OpenSSL (EVP_PKEY
// encrypt/decrypt, context set up once and reused). Key: testdata/rsa
// rsa2048 (OpenSSL-made). OAEP uses SHA-256 with MGF1-SHA-256 and an empty
// label on both sides. PKCS#1 v1.5: limb's DecryptPkcs1v15 does implicit
// rejection (KDK and synthetic message derived on every call, as OpenSSL
// 3.2+ does); Debian's OpenSSL 3.0 has no implicit rejection, so its row is
// the explicit-error decoder; limb's explicit one is listed beside it.
// Run: bazel run --config=opt //benchmarks:rsa_enc_bench --
//        --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/rsa.h>
#include <openssl/x509.h>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "benchmark/benchmark.h"
#include "limb/benchmarks/bench_keys.h"
#include "limb/bignum/mont.h"
#include "limb/rsa/rsa.h"
#include "limb/rsa/schemes.h"
#include "limb/symmetric/sha256/sha256.h"
#include "limb/bignum/mont_internal.h"
#include "limb/symmetric/sha256/sha256_internal.h"

namespace {

using Bytes = std::vector<uint8_t>;

const limb::RsaPrivateKey& LimbKey() {
  static limb::RsaPrivateKey k = limb::bench::ParseLimbRsaKey("rsa2048");
  return k;
}

EVP_PKEY* OsslKey() {
  static EVP_PKEY* pk = limb::bench::NewOsslRsaKey("rsa2048");
  return pk;
}

const Bytes& Message() {
  static Bytes m(32, 0x5a);  // a 256-bit session key
  return m;
}

// One OAEP (SHA-256) or PKCS#1 v1.5 ciphertext of Message(), made by limb.
const Bytes& Ciphertext(bool oaep) {
  static Bytes c_oaep, c_v15;
  Bytes& c = oaep ? c_oaep : c_v15;
  if (c.empty()) {
    c.resize(LimbKey().size());
    limb::Status st = oaep ? limb::EncryptOaep(LimbKey().public_key(), Message(), {}, c)
                           : limb::EncryptPkcs1v15(LimbKey().public_key(), Message(), c);
    if (st != limb::Status::kOk) std::abort();
  }
  return c;
}

EVP_PKEY_CTX* OsslCtx(bool decrypt, int padding) {
  EVP_PKEY_CTX* ctx = EVP_PKEY_CTX_new(OsslKey(), nullptr);
  if ((decrypt ? EVP_PKEY_decrypt_init(ctx) : EVP_PKEY_encrypt_init(ctx)) != 1) std::abort();
  EVP_PKEY_CTX_set_rsa_padding(ctx, padding);
  if (padding == RSA_PKCS1_OAEP_PADDING) {
    EVP_PKEY_CTX_set_rsa_oaep_md(ctx, EVP_sha256());
    EVP_PKEY_CTX_set_rsa_mgf1_md(ctx, EVP_sha256());
  }
  return ctx;
}

void LimbDecryptOaep(benchmark::State& state) {
  const Bytes& c = Ciphertext(true);
  Bytes m(LimbKey().size());
  size_t len = 0;
  for (auto _ : state) {
    if (limb::DecryptOaep(LimbKey(), c, {}, m, &len) != limb::Status::kOk)
      state.SkipWithError("DecryptOaep failed");
    benchmark::DoNotOptimize(m.data());
  }
  if (len != Message().size()) state.SkipWithError("wrong length");
}

// OpenSSL decrypts Ciphertext(oaep) with OAEP (SHA-256) or PKCS#1 v1.5.
void OsslDecrypt(benchmark::State& state, bool oaep) {
  EVP_PKEY_CTX* ctx = OsslCtx(true, oaep ? RSA_PKCS1_OAEP_PADDING : RSA_PKCS1_PADDING);
  const Bytes& c = Ciphertext(oaep);
  Bytes m(c.size());
  for (auto _ : state) {
    size_t len = m.size();
    if (EVP_PKEY_decrypt(ctx, m.data(), &len, c.data(), c.size()) != 1 || len != Message().size())
      state.SkipWithError("EVP_PKEY_decrypt failed");
    benchmark::DoNotOptimize(m.data());
  }
  EVP_PKEY_CTX_free(ctx);
}

void LimbEncryptOaep(benchmark::State& state) {
  Bytes c(LimbKey().size());
  for (auto _ : state) {
    if (limb::EncryptOaep(LimbKey().public_key(), Message(), {}, c) != limb::Status::kOk)
      state.SkipWithError("EncryptOaep failed");
    benchmark::DoNotOptimize(c.data());
  }
}

void OsslEncryptOaep(benchmark::State& state) {
  EVP_PKEY_CTX* ctx = OsslCtx(false, RSA_PKCS1_OAEP_PADDING);
  Bytes c(LimbKey().size());
  for (auto _ : state) {
    size_t len = c.size();
    if (EVP_PKEY_encrypt(ctx, c.data(), &len, Message().data(), Message().size()) != 1)
      state.SkipWithError("EVP_PKEY_encrypt failed");
    benchmark::DoNotOptimize(c.data());
  }
  EVP_PKEY_CTX_free(ctx);
}

void LimbDecryptPkcs1v15(benchmark::State& state, bool explicit_rejection) {
  const Bytes& c = Ciphertext(false);
  Bytes m(LimbKey().size());
  size_t len = 0;
  for (auto _ : state) {
    limb::Status st = explicit_rejection ? limb::DecryptPkcs1v15Explicit(LimbKey(), c, m, &len)
                                         : limb::DecryptPkcs1v15(LimbKey(), c, m, &len);
    if (st != limb::Status::kOk) state.SkipWithError("decryption failed");
    benchmark::DoNotOptimize(m.data());
  }
  if (len != Message().size()) state.SkipWithError("wrong length");
}

BENCHMARK(LimbDecryptOaep)->Name("limb/RSA2048DecryptOAEP")->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(OsslDecrypt, oaep, true)
    ->Name("openssl/RSA2048DecryptOAEP")
    ->Unit(benchmark::kMicrosecond);
BENCHMARK(LimbEncryptOaep)->Name("limb/RSA2048EncryptOAEP")->Unit(benchmark::kMicrosecond);
BENCHMARK(OsslEncryptOaep)->Name("openssl/RSA2048EncryptOAEP")->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(LimbDecryptPkcs1v15, implicit, false)
    ->Name("limb/RSA2048DecryptPKCS1v15")
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(LimbDecryptPkcs1v15, explicit, true)
    ->Name("limb/RSA2048DecryptPKCS1v15Explicit")
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(OsslDecrypt, pkcs1v15, false)
    ->Name("openssl/RSA2048DecryptPKCS1v15")
    ->Unit(benchmark::kMicrosecond);

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  benchmark::AddCustomContext("mont_kernels", limb::ActiveMontKernels().name);
  benchmark::AddCustomContext("sha256_kernels", limb::ActiveSha256Kernels().name);
  benchmark::AddCustomContext("openssl", OpenSSL_version(OPENSSL_VERSION));
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
