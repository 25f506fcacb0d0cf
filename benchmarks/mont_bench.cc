// Montgomery multiplication and modular exponentiation: limb vs GMP and
// OpenSSL, side by side.
//
//   limb/MontMul/<bits>, limb/MontSqr/<bits>   the kernels of ActiveMontKernels(), bits in
//                                              {704, 1024, 1536, 2048}
//   openssl/MontMul/<bits>                     BN_mod_mul_montgomery, a != b
//   openssl/MontSqr/<bits>                     BN_mod_mul_montgomery, a == a
//                                              (bn_mul_mont then takes its
//                                              dedicated squaring, sqr8x, for
//                                              a multiple of 8 words)
//   limb/ModExp<bits>                          constant-time Exp, secret
//                                              exponent of the modulus' size,
//                                              bits in {683, 1024, 1536, 2048};
//                                              on an AVX-512 IFMA CPU Exp runs
//                                              ExpIfma (context "ifma_kernels")
//   gmp/ModExp<bits>                           mpz_powm_sec
//   openssl/ModExp<bits>                       BN_mod_exp_mont_consttime
//   limb/ModExpVarTime2048_e65537              ExpVarTime, e = 65537
//   gmp/ModExpVarTime2048_e65537               mpz_powm
//   openssl/ModExpVarTime2048_e65537           BN_mod_exp_mont
//
// Run: bazel run --config=opt //benchmarks:mont_bench --
//        --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
// Compare the kernel tables by running twice (LIMB_CPU=generic vs default);
// the context line "mont_kernels" names the table, "ifma_kernels" the IFMA
// table Exp uses ("none": the scalar path).
#include <benchmark/benchmark.h>
#include <gmp.h>
#include <openssl/bn.h>

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "limb/bignum/mont.h"
#include "limb/bignum/mont_ifma_internal.h"
#include "limb/bignum/mont_internal.h"

namespace limb {
namespace {

// A fixed random odd modulus of `bits` bits (top bit set), a base < m and a
// full-size exponent (top bit set), from a fixed seed.
struct Inputs {
  std::vector<Word> m, base;
  std::vector<uint8_t> e;
};

Inputs MakeInputs(size_t bits) {
  std::mt19937_64 rng(bits);
  const size_t n = (bits + 63) / 64;
  const unsigned top = static_cast<unsigned>((bits - 1) % 64);  // m's top bit in m[n-1]
  const Word mask = top == 63 ? ~Word{0} : (Word{1} << (top + 1)) - 1;
  Inputs in;
  in.m.resize(n);
  for (auto& w : in.m) w = rng();
  in.m[0] |= 1;
  in.m[n - 1] = (in.m[n - 1] & mask) | (Word{1} << top);
  in.base.resize(n);
  for (auto& w : in.base) w = rng();
  in.base[n - 1] &= mask >> 1;  // < 2^(bits-1) <= m
  in.e.resize((bits + 7) / 8);
  for (auto& b : in.e) b = static_cast<uint8_t>(rng());
  in.e[0] |= 0x80;
  return in;
}

Modulus MakeModulus(const Inputs& in) { return std::move(Modulus::FromWords(in.m).value()); }

void LimbMontMul(benchmark::State& state, size_t bits, bool sqr) {
  Inputs in = MakeInputs(bits);
  Modulus m = MakeModulus(in);
  const MontKernels& k = limb::mont_internal::Kernels(m);
  const size_t n = m.num_words();
  std::vector<Word> x = in.base, y = in.base, z(n);
  y[0] ^= 0x1234;
  for (auto _ : state) {
    if (sqr) {
      k.montSqr(z.data(), x.data(), m.words().data(), n, m.m0inv());
    } else {
      k.montMul(z.data(), x.data(), y.data(), m.words().data(), n, m.m0inv());
    }
    benchmark::DoNotOptimize(z.data());
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * (bits / 8));
  state.SetLabel(k.name);
  state.counters["words"] = static_cast<double>(n);
}

struct Bn {
  BIGNUM* m = BN_new();
  BIGNUM* base = BN_new();
  BIGNUM* e = BN_new();
  BIGNUM* out = BN_new();
  BN_CTX* ctx = BN_CTX_new();
  BN_MONT_CTX* mont = BN_MONT_CTX_new();
  explicit Bn(const Inputs& in) {
    std::vector<uint8_t> mb(in.m.size() * 8), bb(in.base.size() * 8);  // leading zeros are fine
    for (size_t i = 0; i < mb.size(); ++i) mb[mb.size() - 1 - i] = static_cast<uint8_t>(in.m[i / 8] >> (8 * (i % 8)));
    for (size_t i = 0; i < bb.size(); ++i) bb[bb.size() - 1 - i] = static_cast<uint8_t>(in.base[i / 8] >> (8 * (i % 8)));
    BN_bin2bn(mb.data(), static_cast<int>(mb.size()), m);
    BN_bin2bn(bb.data(), static_cast<int>(bb.size()), base);
    BN_bin2bn(in.e.data(), static_cast<int>(in.e.size()), e);
    BN_MONT_CTX_set(mont, m, ctx);
  }
  ~Bn() {
    BN_free(m);
    BN_free(base);
    BN_free(e);
    BN_free(out);
    BN_CTX_free(ctx);
    BN_MONT_CTX_free(mont);
  }
};

// sqr: a * a (OpenSSL's bn_mul_mont detects the squaring by pointer); else
// a * b with b = a with its low word changed, as limb's MontMul row.
void OpensslMontMul(benchmark::State& state, size_t bits, bool sqr) {
  Inputs in = MakeInputs(bits);
  Bn bn(in);
  BIGNUM* a = BN_new();
  BIGNUM* b = BN_new();
  BN_to_montgomery(a, bn.base, bn.mont, bn.ctx);
  // b: limb's y (base with its low word xor 0x1234).
  Inputs in_b = in;
  in_b.base[0] ^= 0x1234;
  Bn bn_b(in_b);
  BN_to_montgomery(b, bn_b.base, bn.mont, bn.ctx);
  for (auto _ : state) {
    BN_mod_mul_montgomery(bn.out, a, sqr ? a : b, bn.mont, bn.ctx);
    benchmark::DoNotOptimize(bn.out);
  }
  BN_free(a);
  BN_free(b);
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * (bits / 8));
}

void LimbModExp(benchmark::State& state, size_t bits) {
  Inputs in = MakeInputs(bits);
  Modulus m = MakeModulus(in);
  Residue base = Residue::FromWords(in.base, m), out(m);
  for (auto _ : state) {
    Status s = Exp(out, base, in.e, 8 * in.e.size(), m);
    benchmark::DoNotOptimize(s);
    benchmark::DoNotOptimize(out.data());
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * (bits / 8));
  // The table Exp ran on: the IFMA one when it takes that path (mont.h).
  const IfmaKernels& ifma = ActiveIfmaKernels();
  state.SetLabel(ifma.use_for_exp && IfmaSupports(m) ? ifma.name
                                                     : limb::mont_internal::Kernels(m).name);
}

void GmpModExp(benchmark::State& state, size_t bits, bool sec) {
  Inputs in = MakeInputs(bits);
  mpz_t m, b, e, o;
  mpz_inits(m, b, e, o, nullptr);
  mpz_import(m, in.m.size(), -1, sizeof(Word), 0, 0, in.m.data());
  mpz_import(b, in.base.size(), -1, sizeof(Word), 0, 0, in.base.data());
  if (sec) {
    mpz_import(e, in.e.size(), 1, 1, 0, 0, in.e.data());
  } else {
    mpz_set_ui(e, 65537);
  }
  for (auto _ : state) {
    if (sec) {
      mpz_powm_sec(o, b, e, m);
    } else {
      mpz_powm(o, b, e, m);
    }
    benchmark::DoNotOptimize(o);
  }
  mpz_clears(m, b, e, o, nullptr);
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * (bits / 8));
}

void OpensslModExp(benchmark::State& state, size_t bits, bool sec) {
  Inputs in = MakeInputs(bits);
  Bn bn(in);
  if (!sec) BN_set_word(bn.e, 65537);
  for (auto _ : state) {
    if (sec) {
      BN_mod_exp_mont_consttime(bn.out, bn.base, bn.e, bn.m, bn.ctx, bn.mont);
    } else {
      BN_mod_exp_mont(bn.out, bn.base, bn.e, bn.m, bn.ctx, bn.mont);
    }
    benchmark::DoNotOptimize(bn.out);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * (bits / 8));
}

void LimbModExpVarTime65537(benchmark::State& state, size_t bits) {
  Inputs in = MakeInputs(bits);
  Modulus m = MakeModulus(in);
  Residue base = Residue::FromWords(in.base, m), out(m);
  const uint8_t e[] = {0x01, 0x00, 0x01};
  for (auto _ : state) {
    ExpVarTime(out, base, e, m);
    benchmark::DoNotOptimize(out.data());
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * (bits / 8));
  state.SetLabel(limb::mont_internal::Kernels(m).name);
}

void Register() {
  // 704 bits: the 11 words of 3-prime RSA-2048's primes; 1536: RSA-3072's.
  for (size_t bits : {704, 1024, 1536, 2048}) {
    const std::string b = std::to_string(bits);
    benchmark::RegisterBenchmark(("limb/MontMul/" + b).c_str(), LimbMontMul, bits, false);
    benchmark::RegisterBenchmark(("openssl/MontMul/" + b).c_str(), OpensslMontMul, bits, false);
    benchmark::RegisterBenchmark(("limb/MontSqr/" + b).c_str(), LimbMontMul, bits, true);
    benchmark::RegisterBenchmark(("openssl/MontSqr/" + b).c_str(), OpensslMontMul, bits, true);
  }
  // 683 bits: 3-prime RSA-2048's primes; 1536: RSA-3072's; 2048: RSA-4096's.
  for (size_t bits : {683, 1024, 1536, 2048}) {
    const std::string b = std::to_string(bits);
    benchmark::RegisterBenchmark(("limb/ModExp" + b).c_str(), LimbModExp, bits)
        ->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark(("gmp/ModExp" + b).c_str(), GmpModExp, bits, true)
        ->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark(("openssl/ModExp" + b).c_str(), OpensslModExp, bits, true)
        ->Unit(benchmark::kMicrosecond);
  }
  benchmark::RegisterBenchmark("limb/ModExpVarTime2048_e65537", LimbModExpVarTime65537, 2048)
      ->Unit(benchmark::kMicrosecond);
  benchmark::RegisterBenchmark("gmp/ModExpVarTime2048_e65537", GmpModExp, 2048, false)
      ->Unit(benchmark::kMicrosecond);
  benchmark::RegisterBenchmark("openssl/ModExpVarTime2048_e65537", OpensslModExp, 2048, false)
      ->Unit(benchmark::kMicrosecond);
}

}  // namespace
}  // namespace limb

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  benchmark::AddCustomContext("mont_kernels", limb::ActiveMontKernels().name);
  const limb::IfmaKernels& ifma = limb::ActiveIfmaKernels();
  benchmark::AddCustomContext("ifma_kernels", ifma.use_for_exp ? ifma.name : "none");
  benchmark::AddCustomContext("arith_kernels", limb::ActiveArithKernels().name);
  limb::Register();
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
