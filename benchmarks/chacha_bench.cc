// ChaCha20 throughput: limb beside OpenSSL, libsodium, libgcrypt and Nettle.
//
// The cases mirror Go's x/crypto/chacha20 BenchmarkChaCha20: every iteration
// sets up a new cipher (zero key, zero 96-bit nonce, counter 0) and XORs a
// zero buffer of A*B bytes into a destination as B calls of A bytes each
// through one streaming object ("64" is A=64, B=1; "10x25" is 25 calls of
// 10 bytes). SetBytesProcessed counts A*B bytes per iteration.
//
// Peers:
//  - openssl: one EVP_CIPHER_CTX for the whole run, re-keyed each iteration
//    with EVP_CipherInit_ex (IV = 32-bit counter 0 || nonce), EVP_CipherUpdate
//    per call.
//  - sodium: libsodium has no streaming object, so this is the best a user
//    can build on crypto_stream_chacha20_ietf_xor_ic: whole blocks go straight
//    to xor_ic at the right block counter; a partial block is served from a
//    buffer of 8 blocks of keystream (libsodium's AVX2 code makes 8 blocks at
//    a time).
//  - gcrypt: one gcry_cipher_hd_t (GCRY_CIPHER_CHACHA20, stream mode),
//    gcry_cipher_setkey + setiv each iteration, gcry_cipher_encrypt per call.
//  - nettle: a chacha_ctx per iteration, chacha_set_key + chacha_set_nonce96
//    (RFC 8439: 32-bit counter, set to 0), one chacha_crypt32. Only the
//    single-call cases (B=1): Nettle's chacha_crypt32 takes a length that is
//    not a multiple of 64 only on a message's last call (it drops the rest
//    of that block), so 10x25, 100x40 and 1000x65 would give wrong output.
//    The row first checks its output against OpenSSL's.
//
// Run: bazel run --config=opt //benchmarks:chacha_bench --
//        --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
// Compare kernel tables by running twice (LIMB_CPU=generic vs default).
#include <benchmark/benchmark.h>
#include <gcrypt.h>
#include <nettle/chacha.h>
#include <openssl/evp.h>
#include <sodium.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "limb/symmetric/chacha20/chacha20.h"
#include "limb/symmetric/chacha20/chacha20_internal.h"

namespace {

struct Case {
  const char* name;
  size_t step;
  size_t count;
};
const Case kCases[] = {{"64", 64, 1},       {"256", 256, 1},     {"10x25", 10, 25},
                       {"4096", 4096, 1},   {"100x40", 100, 40}, {"65536", 65536, 1},
                       {"1000x65", 1000, 65}};

const uint8_t kKey[32] = {};
const uint8_t kNonce[12] = {};

// XInUseOnEntry: XINUSE (XGETBV with ECX=1) as a benchmark function finds it,
// or 0 where the CPU lacks it. Bits 2 (YMM_Hi128) and 6 (ZMM_Hi256) mean a
// caller (an earlier benchmark of the same process) left the upper vector
// state dirty, which slows legacy-SSE code (limb's C++ is compiled without
// -mavx). Recorded as the counter "xinuse" on the limb rows.
double XInUseOnEntry() {
#if defined(__x86_64__)
  uint32_t a = 0xd, b, c = 1, d;
  __asm__ volatile("cpuid" : "+a"(a), "=b"(b), "+c"(c), "=d"(d));
  if (((a >> 2) & 1) == 0) return 0;
  uint32_t lo, hi;
  __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(1));
  return static_cast<double>((uint64_t{hi} << 32) | lo);
#else
  return 0;
#endif
}

void Limb(benchmark::State& state, size_t step, size_t count) {
  const double xinuse = XInUseOnEntry();
  const size_t tot = step * count;
  std::vector<uint8_t> src(tot), dst(tot);
  for (auto _ : state) {
    limb::ChaCha20 c;
    if (!limb::Ok(c.Init(kKey, kNonce))) state.SkipWithError("Init failed");
    for (size_t i = 0; i < tot; i += step) {
      if (!limb::Ok(c.XorKeyStream(dst.data() + i, src.data() + i, step))) {
        state.SkipWithError("XorKeyStream failed");
      }
    }
    benchmark::DoNotOptimize(dst.data());
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * static_cast<int64_t>(tot));
  state.SetLabel(limb::ActiveChaCha20Kernels().name);
  state.counters["xinuse"] = xinuse;
}

void OpenSsl(benchmark::State& state, size_t step, size_t count) {
  const size_t tot = step * count;
  std::vector<uint8_t> src(tot), dst(tot);
  uint8_t iv[16] = {};  // 32-bit LE counter 0 || 96-bit nonce
  EVP_CIPHER_CTX* ctx = EVP_CIPHER_CTX_new();
  EVP_CipherInit_ex(ctx, EVP_chacha20(), nullptr, nullptr, nullptr, 1);
  for (auto _ : state) {
    EVP_CipherInit_ex(ctx, nullptr, nullptr, kKey, iv, 1);
    int outl = 0;
    for (size_t i = 0; i < tot; i += step) {
      EVP_CipherUpdate(ctx, dst.data() + i, &outl, src.data() + i, static_cast<int>(step));
    }
    benchmark::DoNotOptimize(dst.data());
    benchmark::ClobberMemory();
  }
  EVP_CIPHER_CTX_free(ctx);
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * static_cast<int64_t>(tot));
}

// The streaming wrapper a libsodium user would write (see the file comment).
class SodiumStream {
 public:
  SodiumStream(const uint8_t* key, const uint8_t* nonce) {
    std::memcpy(key_, key, 32);
    std::memcpy(nonce_, nonce, 12);
  }
  ~SodiumStream() { sodium_memzero(this, sizeof *this); }
  void Xor(uint8_t* out, const uint8_t* in, size_t len) {
    size_t n = len < avail_ ? len : avail_;
    for (size_t i = 0; i < n; ++i) out[i] = in[i] ^ ks_[sizeof ks_ - avail_ + i];
    avail_ -= n;
    out += n;
    in += n;
    len -= n;
    const size_t full = len / 64 * 64;
    if (full > 0) {
      crypto_stream_chacha20_ietf_xor_ic(out, in, full, nonce_, block_, key_);
      block_ += static_cast<uint32_t>(full / 64);
      out += full;
      in += full;
      len -= full;
    }
    if (len > 0) {
      std::memset(ks_, 0, sizeof ks_);
      crypto_stream_chacha20_ietf_xor_ic(ks_, ks_, sizeof ks_, nonce_, block_, key_);
      block_ += sizeof ks_ / 64;
      for (size_t i = 0; i < len; ++i) out[i] = in[i] ^ ks_[i];
      avail_ = sizeof ks_ - len;
    }
  }

 private:
  uint8_t key_[32];
  uint8_t nonce_[12];
  uint32_t block_ = 0;
  size_t avail_ = 0;
  uint8_t ks_[512];
};

void Sodium(benchmark::State& state, size_t step, size_t count) {
  const size_t tot = step * count;
  std::vector<uint8_t> src(tot), dst(tot);
  for (auto _ : state) {
    if (count == 1) {
      crypto_stream_chacha20_ietf_xor_ic(dst.data(), src.data(), tot, kNonce, 0, kKey);
    } else {
      SodiumStream s(kKey, kNonce);
      for (size_t i = 0; i < tot; i += step) s.Xor(dst.data() + i, src.data() + i, step);
    }
    benchmark::DoNotOptimize(dst.data());
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * static_cast<int64_t>(tot));
}

void Gcrypt(benchmark::State& state, size_t step, size_t count) {
  const size_t tot = step * count;
  std::vector<uint8_t> src(tot), dst(tot);
  gcry_cipher_hd_t h;
  if (gcry_cipher_open(&h, GCRY_CIPHER_CHACHA20, GCRY_CIPHER_MODE_STREAM, 0) != 0) {
    state.SkipWithError("gcry_cipher_open failed");
    return;
  }
  for (auto _ : state) {
    gcry_cipher_setkey(h, kKey, sizeof kKey);
    gcry_cipher_setiv(h, kNonce, sizeof kNonce);
    for (size_t i = 0; i < tot; i += step) {
      gcry_cipher_encrypt(h, dst.data() + i, step, src.data() + i, step);
    }
    benchmark::DoNotOptimize(dst.data());
    benchmark::ClobberMemory();
  }
  gcry_cipher_close(h);
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * static_cast<int64_t>(tot));
}

// Single-call cases only (see the file comment).
void Nettle(benchmark::State& state, size_t len) {
  std::vector<uint8_t> src(len), dst(len), want(len);
  auto crypt = [&] {
    chacha_ctx ctx;
    chacha_set_key(&ctx, kKey);
    chacha_set_nonce96(&ctx, kNonce);  // block counter 0
    chacha_crypt32(&ctx, len, dst.data(), src.data());
  };
  crypt();
  EVP_CIPHER_CTX* ctx = EVP_CIPHER_CTX_new();
  uint8_t iv[16] = {};  // 32-bit LE counter 0 || 96-bit nonce
  int outl = 0;
  bool ok = EVP_CipherInit_ex(ctx, EVP_chacha20(), nullptr, kKey, iv, 1) == 1 &&
            EVP_CipherUpdate(ctx, want.data(), &outl, src.data(), static_cast<int>(len)) == 1;
  EVP_CIPHER_CTX_free(ctx);
  if (!ok || dst != want) {
    state.SkipWithError("nettle ChaCha20 differs from OpenSSL's");
    return;
  }
  for (auto _ : state) {
    crypt();
    benchmark::DoNotOptimize(dst.data());
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * static_cast<int64_t>(len));
}

}  // namespace

int main(int argc, char** argv) {
  if (sodium_init() < 0) return 1;
  if (!gcry_check_version(GCRYPT_VERSION)) return 1;
  gcry_control(GCRYCTL_DISABLE_SECMEM, 0);
  gcry_control(GCRYCTL_INITIALIZATION_FINISHED, 0);
  for (const Case& c : kCases) {
    const std::string n = std::string("/ChaCha20/") + c.name;
    benchmark::RegisterBenchmark(("limb" + n).c_str(), Limb, c.step, c.count);
    benchmark::RegisterBenchmark(("openssl" + n).c_str(), OpenSsl, c.step, c.count);
    benchmark::RegisterBenchmark(("sodium" + n).c_str(), Sodium, c.step, c.count);
    benchmark::RegisterBenchmark(("gcrypt" + n).c_str(), Gcrypt, c.step, c.count);
    if (c.count == 1) benchmark::RegisterBenchmark(("nettle" + n).c_str(), Nettle, c.step);
  }
  benchmark::Initialize(&argc, argv);
  benchmark::AddCustomContext("kernels", limb::ActiveChaCha20Kernels().name);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
