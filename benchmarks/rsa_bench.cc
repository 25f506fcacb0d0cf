// RSA raw operations and key generation: limb vs OpenSSL (EVP, RSA_NO_PADDING,
// context reused) vs bare GMP (mpz_powm_sec per prime + CRT by hand, no
// blinding, no result check). Keys: testdata/rsa (OpenSSL-made).
// Run: bazel run --config=opt //benchmarks:rsa_bench --
//        --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
#include <gmp.h>
#include <openssl/evp.h>
#include <openssl/rsa.h>
#include <openssl/x509.h>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "benchmark/benchmark.h"
#include "limb/base/secret.h"
#include "limb/benchmarks/bench_keys.h"
#include "limb/bignum/mont.h"
#include "limb/bignum/mont_ifma_internal.h"
#include "limb/bignum/mont_internal.h"
#include "limb/rsa/rsa.h"
#include "limb/rsa/rsa_internal.h"

namespace {

using Bytes = std::vector<uint8_t>;

const limb::RsaPrivateKey& LimbKey(const std::string& name) {
  static limb::RsaPrivateKey k2 = limb::bench::ParseLimbRsaKey("rsa2048");
  static limb::RsaPrivateKey k3 = limb::bench::ParseLimbRsaKey("rsa2048_3prime");
  return name == "rsa2048" ? k2 : k3;
}

EVP_PKEY* OsslKey(const std::string& name) { return limb::bench::NewOsslRsaKey(name); }

Bytes Input(size_t len) {
  Bytes c(len);
  for (size_t i = 0; i < len; ++i) c[i] = static_cast<uint8_t>(i * 131 + 7);
  c[0] &= 0x7f;  // < n
  return c;
}

// limb's RawPrivate with its default protections (fresh blinding pair per
// operation from the key's pool, refills included in the average; result
// check). Counter ifma_primes: CRT halves on the AVX-512 IFMA kernels.
void LimbDecrypt(benchmark::State& state, const std::string& name) {
  const limb::RsaPrivateKey& k = LimbKey(name);
  Bytes c = Input(k.size()), m(k.size());
  for (auto _ : state) {
    if (k.RawPrivate(c, m) != limb::Status::kOk) state.SkipWithError("RawPrivate failed");
    benchmark::DoNotOptimize(m.data());
  }
  state.counters["ifma_primes"] = static_cast<double>(limb::rsa_internal::IfmaCrtPrimes(k));
}

void OsslDecrypt(benchmark::State& state, const std::string& name) {
  EVP_PKEY* pk = OsslKey(name);
  EVP_PKEY_CTX* ctx = EVP_PKEY_CTX_new(pk, nullptr);
  EVP_PKEY_decrypt_init(ctx);
  EVP_PKEY_CTX_set_rsa_padding(ctx, RSA_NO_PADDING);
  const size_t len = static_cast<size_t>(EVP_PKEY_get_size(pk));
  Bytes c = Input(len), m(len);
  for (auto _ : state) {
    size_t out_len = m.size();
    if (EVP_PKEY_decrypt(ctx, m.data(), &out_len, c.data(), c.size()) != 1)
      state.SkipWithError("EVP_PKEY_decrypt failed");
    benchmark::DoNotOptimize(m.data());
  }
  EVP_PKEY_CTX_free(ctx);
  EVP_PKEY_free(pk);
}

// Bare GMP: m_i = c^(d_i) mod r_i with mpz_powm_sec, Garner recombination.
void GmpDecrypt(benchmark::State& state, const std::string& name) {
  const limb::RsaPrivateKeyComponents& comp = LimbKey(name).components();
  auto load = [](mpz_t z, const limb::SecretBytes& b) {
    mpz_init(z);
    mpz_import(z, b.size(), 1, 1, 0, 0, b.data());
  };
  std::vector<const limb::SecretBytes*> rs = {&comp.p, &comp.q}, ds = {&comp.dp, &comp.dq},
                                        ts = {nullptr, &comp.qinv};
  for (const auto& o : comp.other_primes) {
    rs.push_back(&o.r);
    ds.push_back(&o.d);
    ts.push_back(&o.t);
  }
  const size_t k = rs.size();
  std::vector<mpz_t> r(k), d(k), t(k), mi(k);
  for (size_t i = 0; i < k; ++i) {
    load(r[i], *rs[i]);
    load(d[i], *ds[i]);
    if (ts[i]) load(t[i], *ts[i]); else mpz_init(t[i]);
    mpz_init(mi[i]);
  }
  mpz_t c, m, h, prod;
  mpz_inits(c, m, h, prod, nullptr);
  Bytes cb = Input(LimbKey(name).size());
  mpz_import(c, cb.size(), 1, 1, 0, 0, cb.data());
  for (auto _ : state) {
    for (size_t i = 0; i < k; ++i) {
      mpz_mod(h, c, r[i]);
      mpz_powm_sec(mi[i], h, d[i], r[i]);
    }
    // m = m_q + q * ((m_p - m_q) * qInv mod p)
    mpz_sub(h, mi[0], mi[1]);
    mpz_mul(h, h, t[1]);
    mpz_mod(h, h, r[0]);
    mpz_mul(m, h, r[1]);
    mpz_add(m, m, mi[1]);
    mpz_mul(prod, r[0], r[1]);
    for (size_t i = 2; i < k; ++i) {
      mpz_sub(h, mi[i], m);
      mpz_mul(h, h, t[i]);
      mpz_mod(h, h, r[i]);
      mpz_addmul(m, h, prod);
      mpz_mul(prod, prod, r[i]);
    }
    benchmark::DoNotOptimize(m);
  }
  for (size_t i = 0; i < k; ++i) mpz_clears(r[i], d[i], t[i], mi[i], nullptr);
  mpz_clears(c, m, h, prod, nullptr);
}

void LimbRawPublic(benchmark::State& state) {
  const limb::RsaPublicKey& k = LimbKey("rsa2048").public_key();
  Bytes c = Input(k.size()), m(k.size());
  for (auto _ : state) {
    if (k.RawPublicVarTime(c, m) != limb::Status::kOk) state.SkipWithError("failed");
    benchmark::DoNotOptimize(m.data());
  }
}

void OsslRawPublic(benchmark::State& state) {
  EVP_PKEY* pk = OsslKey("rsa2048");
  EVP_PKEY_CTX* ctx = EVP_PKEY_CTX_new(pk, nullptr);
  EVP_PKEY_encrypt_init(ctx);
  EVP_PKEY_CTX_set_rsa_padding(ctx, RSA_NO_PADDING);
  const size_t len = static_cast<size_t>(EVP_PKEY_get_size(pk));
  Bytes c = Input(len), m(len);
  for (auto _ : state) {
    size_t out_len = m.size();
    if (EVP_PKEY_encrypt(ctx, m.data(), &out_len, c.data(), c.size()) != 1)
      state.SkipWithError("EVP_PKEY_encrypt failed");
    benchmark::DoNotOptimize(m.data());
  }
  EVP_PKEY_CTX_free(ctx);
  EVP_PKEY_free(pk);
}

void LimbKeyGen(benchmark::State& state) {
  for (auto _ : state) {
    auto k = limb::GenerateKey(2048);
    if (!k.ok()) state.SkipWithError("GenerateKey failed");
    benchmark::DoNotOptimize(k);
  }
}

void OsslKeyGen(benchmark::State& state) {
  for (auto _ : state) {
    EVP_PKEY_CTX* ctx = EVP_PKEY_CTX_new_id(EVP_PKEY_RSA, nullptr);
    EVP_PKEY* pk = nullptr;
    EVP_PKEY_keygen_init(ctx);
    EVP_PKEY_CTX_set_rsa_keygen_bits(ctx, 2048);
    if (EVP_PKEY_keygen(ctx, &pk) != 1) state.SkipWithError("keygen failed");
    EVP_PKEY_free(pk);
    EVP_PKEY_CTX_free(ctx);
  }
}

BENCHMARK_CAPTURE(LimbDecrypt, rsa2048, std::string("rsa2048"))->Name("limb/RSA2048Decrypt")->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(OsslDecrypt, rsa2048, std::string("rsa2048"))->Name("openssl/RSA2048Decrypt")->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(GmpDecrypt, rsa2048, std::string("rsa2048"))->Name("gmp/RSA2048Decrypt")->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(LimbDecrypt, rsa2048_3prime, std::string("rsa2048_3prime"))->Name("limb/3PrimeRSA2048Decrypt")->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(OsslDecrypt, rsa2048_3prime, std::string("rsa2048_3prime"))->Name("openssl/3PrimeRSA2048Decrypt")->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(GmpDecrypt, rsa2048_3prime, std::string("rsa2048_3prime"))->Name("gmp/3PrimeRSA2048Decrypt")->Unit(benchmark::kMicrosecond);
BENCHMARK(LimbRawPublic)->Name("limb/RSA2048RawPublic")->Unit(benchmark::kMicrosecond);
BENCHMARK(OsslRawPublic)->Name("openssl/RSA2048RawPublic")->Unit(benchmark::kMicrosecond);
BENCHMARK(LimbKeyGen)->Name("limb/RSA2048KeyGen")->Unit(benchmark::kMillisecond)->Iterations(20);
BENCHMARK(OsslKeyGen)->Name("openssl/RSA2048KeyGen")->Unit(benchmark::kMillisecond)->Iterations(20);

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  benchmark::AddCustomContext("mont_kernels", limb::ActiveMontKernels().name);
  const limb::IfmaKernels& ifma = limb::ActiveIfmaKernels();
  benchmark::AddCustomContext("ifma_kernels", ifma.use_for_exp ? ifma.name : "none");
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
