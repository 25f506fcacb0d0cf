// SHA-256 and HMAC-SHA256: limb beside OpenSSL (EVP, contexts reused),
// libsodium, libgcrypt and Nettle, in one binary; SHA-1 (legacy interop)
// beside OpenSSL, libgcrypt and Nettle (libsodium has no SHA-1).
//   SHA256/N      hash an N-byte message (context reused, reset per message)
//   HMACSHA256/N  MAC an N-byte message: keyed once, then reset per message
//   SHA1/N        hash an N-byte message with SHA-1 (as SHA256/N)
//   SHA512/N, SHA384/N  as SHA256/N (libsodium has no SHA-384)
// Nettle's sha256_digest and hmac_sha256_digest reset their context (to the
// keyed state for HMAC; Nettle manual, 3.8), so its rows call no reset. Each
// Nettle row first checks its digest against OpenSSL's one-shot function.
// Run: bazel run --config=opt //benchmarks:sha_bench --
//        --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
// Compare limb's tables by running with LIMB_CPU=generic / avx2 / (unset).
#include <gcrypt.h>
#include <nettle/hmac.h>
#include <nettle/sha1.h>
#include <nettle/sha2.h>
#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <sodium.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "benchmark/benchmark.h"
#include "limb/symmetric/hmac/hmac.h"
#include "limb/symmetric/sha1/sha1.h"
#include "limb/symmetric/sha1/sha1_internal.h"
#include "limb/symmetric/sha256/sha256.h"
#include "limb/symmetric/sha256/sha256_internal.h"
#include "limb/symmetric/sha512/sha512.h"
#include "limb/symmetric/sha512/sha512_internal.h"

namespace {

std::vector<uint8_t> Message(size_t n) {
  std::vector<uint8_t> m(n);
  for (size_t i = 0; i < n; ++i) m[i] = static_cast<uint8_t>(i * 131 + 7);
  return m;
}

const uint8_t kKey[32] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
                          17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32};

void Check(bool ok, const char* what) {
  if (!ok) {
    std::fprintf(stderr, "sha_bench: %s failed\n", what);
    std::abort();
  }
}

// ---- SHA256/N ----

void LimbSha256(benchmark::State& state) {
  const std::vector<uint8_t> m = Message(state.range(0));
  limb::Sha256 h;
  uint8_t out[32];
  for (auto _ : state) {
    h.Update(m);
    Check(h.Final(out) == limb::Status::kOk, "limb Final");
    benchmark::DoNotOptimize(out);
  }
  state.SetBytesProcessed(int64_t(state.iterations()) * state.range(0));
  state.SetLabel(limb::ActiveSha256Kernels().name);
}

void OpensslSha256(benchmark::State& state) {
  const std::vector<uint8_t> m = Message(state.range(0));
  EVP_MD* md = EVP_MD_fetch(nullptr, "SHA256", nullptr);  // fetched once
  EVP_MD_CTX* ctx = EVP_MD_CTX_new();
  uint8_t out[32];
  unsigned len;
  for (auto _ : state) {
    EVP_DigestInit_ex2(ctx, md, nullptr);
    EVP_DigestUpdate(ctx, m.data(), m.size());
    EVP_DigestFinal_ex(ctx, out, &len);
    benchmark::DoNotOptimize(out);
  }
  EVP_MD_CTX_free(ctx);
  EVP_MD_free(md);
  state.SetBytesProcessed(int64_t(state.iterations()) * state.range(0));
}

void SodiumSha256(benchmark::State& state) {
  const std::vector<uint8_t> m = Message(state.range(0));
  uint8_t out[crypto_hash_sha256_BYTES];
  for (auto _ : state) {
    crypto_hash_sha256(out, m.data(), m.size());
    benchmark::DoNotOptimize(out);
  }
  state.SetBytesProcessed(int64_t(state.iterations()) * state.range(0));
}

void GcryptSha256(benchmark::State& state) {
  const std::vector<uint8_t> m = Message(state.range(0));
  gcry_md_hd_t h;
  Check(gcry_md_open(&h, GCRY_MD_SHA256, 0) == 0, "gcry_md_open");
  for (auto _ : state) {
    gcry_md_reset(h);
    gcry_md_write(h, m.data(), m.size());
    benchmark::DoNotOptimize(gcry_md_read(h, GCRY_MD_SHA256));
  }
  gcry_md_close(h);
  state.SetBytesProcessed(int64_t(state.iterations()) * state.range(0));
}

void NettleSha256(benchmark::State& state) {
  const std::vector<uint8_t> m = Message(state.range(0));
  sha256_ctx ctx;
  sha256_init(&ctx);
  uint8_t out[SHA256_DIGEST_SIZE], want[SHA256_DIGEST_SIZE];
  unsigned len;
  sha256_update(&ctx, m.size(), m.data());
  sha256_digest(&ctx, sizeof out, out);  // resets ctx, as sha256_init does
  if (EVP_Digest(m.data(), m.size(), want, &len, EVP_sha256(), nullptr) != 1 ||
      std::memcmp(out, want, sizeof out) != 0) {
    state.SkipWithError("nettle SHA-256 differs from OpenSSL's");
    return;
  }
  for (auto _ : state) {
    sha256_update(&ctx, m.size(), m.data());
    sha256_digest(&ctx, sizeof out, out);
    benchmark::DoNotOptimize(out);
  }
  state.SetBytesProcessed(int64_t(state.iterations()) * state.range(0));
}

// ---- HMACSHA256/N: keyed once, then reset per message ----

void LimbHmacSha256(benchmark::State& state) {
  const std::vector<uint8_t> m = Message(state.range(0));
  limb::HmacSha256 h(kKey);
  uint8_t out[32];
  for (auto _ : state) {
    h.Update(m);
    Check(h.Final(out) == limb::Status::kOk, "limb HMAC Final");  // Final resets to the keyed state
    benchmark::DoNotOptimize(out);
  }
  state.SetBytesProcessed(int64_t(state.iterations()) * state.range(0));
  state.SetLabel(limb::ActiveSha256Kernels().name);
}

void OpensslHmacSha256(benchmark::State& state) {
  const std::vector<uint8_t> m = Message(state.range(0));
  EVP_MAC* mac = EVP_MAC_fetch(nullptr, "HMAC", nullptr);
  EVP_MAC_CTX* ctx = EVP_MAC_CTX_new(mac);
  char digest[] = "SHA256";
  OSSL_PARAM params[] = {OSSL_PARAM_construct_utf8_string(OSSL_MAC_PARAM_DIGEST, digest, 0),
                         OSSL_PARAM_construct_end()};
  Check(EVP_MAC_init(ctx, kKey, sizeof(kKey), params) == 1, "EVP_MAC_init");
  uint8_t out[32];
  size_t len;
  for (auto _ : state) {
    EVP_MAC_init(ctx, nullptr, 0, nullptr);  // NULL key: reuse the keyed state
    EVP_MAC_update(ctx, m.data(), m.size());
    EVP_MAC_final(ctx, out, &len, sizeof(out));
    benchmark::DoNotOptimize(out);
  }
  EVP_MAC_CTX_free(ctx);
  EVP_MAC_free(mac);
  state.SetBytesProcessed(int64_t(state.iterations()) * state.range(0));
}

void SodiumHmacSha256(benchmark::State& state) {
  const std::vector<uint8_t> m = Message(state.range(0));
  crypto_auth_hmacsha256_state keyed, st;
  crypto_auth_hmacsha256_init(&keyed, kKey, sizeof(kKey));
  uint8_t out[crypto_auth_hmacsha256_BYTES];
  for (auto _ : state) {
    st = keyed;  // the keyed state is a plain struct: copy instead of re-keying
    crypto_auth_hmacsha256_update(&st, m.data(), m.size());
    crypto_auth_hmacsha256_final(&st, out);
    benchmark::DoNotOptimize(out);
  }
  state.SetBytesProcessed(int64_t(state.iterations()) * state.range(0));
}

void GcryptHmacSha256(benchmark::State& state) {
  const std::vector<uint8_t> m = Message(state.range(0));
  gcry_md_hd_t h;
  Check(gcry_md_open(&h, GCRY_MD_SHA256, GCRY_MD_FLAG_HMAC) == 0, "gcry_md_open hmac");
  Check(gcry_md_setkey(h, kKey, sizeof(kKey)) == 0, "gcry_md_setkey");
  for (auto _ : state) {
    gcry_md_reset(h);  // keeps the key
    gcry_md_write(h, m.data(), m.size());
    benchmark::DoNotOptimize(gcry_md_read(h, GCRY_MD_SHA256));
  }
  gcry_md_close(h);
  state.SetBytesProcessed(int64_t(state.iterations()) * state.range(0));
}

void NettleHmacSha256(benchmark::State& state) {
  const std::vector<uint8_t> m = Message(state.range(0));
  hmac_sha256_ctx ctx;
  hmac_sha256_set_key(&ctx, sizeof(kKey), kKey);
  uint8_t out[SHA256_DIGEST_SIZE], want[SHA256_DIGEST_SIZE];
  unsigned len;
  hmac_sha256_update(&ctx, m.size(), m.data());
  hmac_sha256_digest(&ctx, sizeof out, out);  // resets ctx to the keyed state
  if (HMAC(EVP_sha256(), kKey, sizeof(kKey), m.data(), m.size(), want, &len) == nullptr ||
      std::memcmp(out, want, sizeof out) != 0) {
    state.SkipWithError("nettle HMAC-SHA256 differs from OpenSSL's");
    return;
  }
  for (auto _ : state) {
    hmac_sha256_update(&ctx, m.size(), m.data());
    hmac_sha256_digest(&ctx, sizeof out, out);
    benchmark::DoNotOptimize(out);
  }
  state.SetBytesProcessed(int64_t(state.iterations()) * state.range(0));
}

// ---- SHA1/N: as SHA256/N ----

void LimbSha1(benchmark::State& state) {
  const std::vector<uint8_t> m = Message(state.range(0));
  limb::Sha1 h;
  uint8_t out[20];
  for (auto _ : state) {
    h.Update(m);
    Check(h.Final(out) == limb::Status::kOk, "limb SHA-1 Final");
    benchmark::DoNotOptimize(out);
  }
  state.SetBytesProcessed(int64_t(state.iterations()) * state.range(0));
  state.SetLabel(limb::ActiveSha1Kernels().name);
}

void OpensslSha1(benchmark::State& state) {
  const std::vector<uint8_t> m = Message(state.range(0));
  EVP_MD* md = EVP_MD_fetch(nullptr, "SHA1", nullptr);  // fetched once
  EVP_MD_CTX* ctx = EVP_MD_CTX_new();
  uint8_t out[20];
  unsigned len;
  for (auto _ : state) {
    EVP_DigestInit_ex2(ctx, md, nullptr);
    EVP_DigestUpdate(ctx, m.data(), m.size());
    EVP_DigestFinal_ex(ctx, out, &len);
    benchmark::DoNotOptimize(out);
  }
  EVP_MD_CTX_free(ctx);
  EVP_MD_free(md);
  state.SetBytesProcessed(int64_t(state.iterations()) * state.range(0));
}

void GcryptSha1(benchmark::State& state) {
  const std::vector<uint8_t> m = Message(state.range(0));
  gcry_md_hd_t h;
  Check(gcry_md_open(&h, GCRY_MD_SHA1, 0) == 0, "gcry_md_open sha1");
  for (auto _ : state) {
    gcry_md_reset(h);
    gcry_md_write(h, m.data(), m.size());
    benchmark::DoNotOptimize(gcry_md_read(h, GCRY_MD_SHA1));
  }
  gcry_md_close(h);
  state.SetBytesProcessed(int64_t(state.iterations()) * state.range(0));
}

void NettleSha1(benchmark::State& state) {
  const std::vector<uint8_t> m = Message(state.range(0));
  sha1_ctx ctx;
  sha1_init(&ctx);
  uint8_t out[SHA1_DIGEST_SIZE], want[SHA1_DIGEST_SIZE];
  unsigned len;
  sha1_update(&ctx, m.size(), m.data());
  sha1_digest(&ctx, sizeof out, out);  // resets ctx, as sha1_init does
  if (EVP_Digest(m.data(), m.size(), want, &len, EVP_sha1(), nullptr) != 1 ||
      std::memcmp(out, want, sizeof out) != 0) {
    state.SkipWithError("nettle SHA-1 differs from OpenSSL's");
    return;
  }
  for (auto _ : state) {
    sha1_update(&ctx, m.size(), m.data());
    sha1_digest(&ctx, sizeof out, out);
    benchmark::DoNotOptimize(out);
  }
  state.SetBytesProcessed(int64_t(state.iterations()) * state.range(0));
}

// ---- SHA512/N and SHA384/N ----

template <typename H>
void LimbSha512T(benchmark::State& state) {
  const std::vector<uint8_t> m = Message(state.range(0));
  H h;
  uint8_t out[H::kDigestSize];
  for (auto _ : state) {
    h.Update(m);
    Check(h.Final(out) == limb::Status::kOk, "limb Final");
    benchmark::DoNotOptimize(out);
  }
  state.SetBytesProcessed(int64_t(state.iterations()) * state.range(0));
  state.SetLabel(limb::ActiveSha512Kernels().name);
}
void LimbSha512(benchmark::State& state) { LimbSha512T<limb::Sha512>(state); }
void LimbSha384(benchmark::State& state) { LimbSha512T<limb::Sha384>(state); }

void OpensslMd(benchmark::State& state, const char* name) {
  const std::vector<uint8_t> m = Message(state.range(0));
  EVP_MD* md = EVP_MD_fetch(nullptr, name, nullptr);  // fetched once
  EVP_MD_CTX* ctx = EVP_MD_CTX_new();
  uint8_t out[EVP_MAX_MD_SIZE];
  unsigned len;
  for (auto _ : state) {
    EVP_DigestInit_ex2(ctx, md, nullptr);
    EVP_DigestUpdate(ctx, m.data(), m.size());
    EVP_DigestFinal_ex(ctx, out, &len);
    benchmark::DoNotOptimize(out);
  }
  EVP_MD_CTX_free(ctx);
  EVP_MD_free(md);
  state.SetBytesProcessed(int64_t(state.iterations()) * state.range(0));
}
void OpensslSha512(benchmark::State& state) { OpensslMd(state, "SHA512"); }
void OpensslSha384(benchmark::State& state) { OpensslMd(state, "SHA384"); }

void SodiumSha512(benchmark::State& state) {
  const std::vector<uint8_t> m = Message(state.range(0));
  uint8_t out[crypto_hash_sha512_BYTES];
  for (auto _ : state) {
    crypto_hash_sha512(out, m.data(), m.size());
    benchmark::DoNotOptimize(out);
  }
  state.SetBytesProcessed(int64_t(state.iterations()) * state.range(0));
}

void GcryptMd(benchmark::State& state, int algo) {
  const std::vector<uint8_t> m = Message(state.range(0));
  gcry_md_hd_t h;
  Check(gcry_md_open(&h, algo, 0) == 0, "gcry_md_open");
  for (auto _ : state) {
    gcry_md_reset(h);
    gcry_md_write(h, m.data(), m.size());
    benchmark::DoNotOptimize(gcry_md_read(h, algo));
  }
  gcry_md_close(h);
  state.SetBytesProcessed(int64_t(state.iterations()) * state.range(0));
}
void GcryptSha512(benchmark::State& state) { GcryptMd(state, GCRY_MD_SHA512); }
void GcryptSha384(benchmark::State& state) { GcryptMd(state, GCRY_MD_SHA384); }

// Nettle's sha384 functions take the sha512 context type.
template <size_t kSize, void (*Init)(sha512_ctx*), void (*Digest)(sha512_ctx*, size_t, uint8_t*)>
void NettleSha512T(benchmark::State& state, const EVP_MD* md) {
  const std::vector<uint8_t> m = Message(state.range(0));
  sha512_ctx ctx;
  Init(&ctx);
  uint8_t out[kSize], want[kSize];
  unsigned len;
  sha512_update(&ctx, m.size(), m.data());
  Digest(&ctx, sizeof out, out);  // resets ctx, as the init function does
  if (EVP_Digest(m.data(), m.size(), want, &len, md, nullptr) != 1 ||
      std::memcmp(out, want, sizeof out) != 0) {
    state.SkipWithError("nettle digest differs from OpenSSL's");
    return;
  }
  for (auto _ : state) {
    sha512_update(&ctx, m.size(), m.data());
    Digest(&ctx, sizeof out, out);
    benchmark::DoNotOptimize(out);
  }
  state.SetBytesProcessed(int64_t(state.iterations()) * state.range(0));
}
void NettleSha512(benchmark::State& state) {
  NettleSha512T<SHA512_DIGEST_SIZE, sha512_init, sha512_digest>(state, EVP_sha512());
}
void NettleSha384(benchmark::State& state) {
  NettleSha512T<SHA384_DIGEST_SIZE, sha384_init, sha384_digest>(state, EVP_sha384());
}

void ShaSizes(benchmark::internal::Benchmark* b) {
  for (int n : {64, 256, 1024, 4096, 16384}) b->Arg(n);
}
void HmacSizes(benchmark::internal::Benchmark* b) {
  for (int n : {64, 256, 1024, 4096}) b->Arg(n);
}
void Sha1Sizes(benchmark::internal::Benchmark* b) {
  for (int n : {64, 1024, 16384}) b->Arg(n);
}

BENCHMARK(LimbSha256)->Name("limb/SHA256")->Apply(ShaSizes);
BENCHMARK(OpensslSha256)->Name("openssl/SHA256")->Apply(ShaSizes);
BENCHMARK(SodiumSha256)->Name("sodium/SHA256")->Apply(ShaSizes);
BENCHMARK(GcryptSha256)->Name("gcrypt/SHA256")->Apply(ShaSizes);
BENCHMARK(NettleSha256)->Name("nettle/SHA256")->Apply(ShaSizes);
void Sha512Sizes(benchmark::internal::Benchmark* b) {
  for (int n : {64, 1024, 16384}) b->Arg(n);
}
BENCHMARK(LimbSha512)->Name("limb/SHA512")->Apply(Sha512Sizes);
BENCHMARK(OpensslSha512)->Name("openssl/SHA512")->Apply(Sha512Sizes);
BENCHMARK(SodiumSha512)->Name("sodium/SHA512")->Apply(Sha512Sizes);
BENCHMARK(GcryptSha512)->Name("gcrypt/SHA512")->Apply(Sha512Sizes);
BENCHMARK(NettleSha512)->Name("nettle/SHA512")->Apply(Sha512Sizes);
BENCHMARK(LimbSha384)->Name("limb/SHA384")->Arg(1024);
BENCHMARK(OpensslSha384)->Name("openssl/SHA384")->Arg(1024);
BENCHMARK(GcryptSha384)->Name("gcrypt/SHA384")->Arg(1024);
BENCHMARK(NettleSha384)->Name("nettle/SHA384")->Arg(1024);

BENCHMARK(LimbHmacSha256)->Name("limb/HMACSHA256")->Apply(HmacSizes);
BENCHMARK(OpensslHmacSha256)->Name("openssl/HMACSHA256")->Apply(HmacSizes);
BENCHMARK(SodiumHmacSha256)->Name("sodium/HMACSHA256")->Apply(HmacSizes);
BENCHMARK(GcryptHmacSha256)->Name("gcrypt/HMACSHA256")->Apply(HmacSizes);
BENCHMARK(NettleHmacSha256)->Name("nettle/HMACSHA256")->Apply(HmacSizes);
BENCHMARK(LimbSha1)->Name("limb/SHA1")->Apply(Sha1Sizes);
BENCHMARK(OpensslSha1)->Name("openssl/SHA1")->Apply(Sha1Sizes);
BENCHMARK(GcryptSha1)->Name("gcrypt/SHA1")->Apply(Sha1Sizes);
BENCHMARK(NettleSha1)->Name("nettle/SHA1")->Apply(Sha1Sizes);

}  // namespace

int main(int argc, char** argv) {
  Check(sodium_init() >= 0, "sodium_init");
  Check(gcry_check_version(GCRYPT_VERSION) != nullptr, "gcry_check_version");
  gcry_control(GCRYCTL_INITIALIZATION_FINISHED, 0);
  benchmark::Initialize(&argc, argv);
  benchmark::AddCustomContext("sha256_kernels", limb::ActiveSha256Kernels().name);
  benchmark::AddCustomContext("sha512_kernels", limb::ActiveSha512Kernels().name);
  benchmark::AddCustomContext("sha1_kernels", limb::ActiveSha1Kernels().name);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
