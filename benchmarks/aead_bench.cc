// Poly1305 and ChaCha20-Poly1305 benchmarks: limb beside OpenSSL (EVP,
// contexts reused), libsodium, libgcrypt and Nettle, in one binary.
//   Poly1305/N                 one-shot tag of N bytes (fresh one-time key setup per call)
//   ChaCha20Poly1305Seal/N     seal N bytes with a 13-byte AAD (TLS record)
//   ChaCha20Poly1305Open/N     open (verify + decrypt) the same
// Nettle has no Poly1305 row: Nettle 3.8's public API has only Poly1305-AES
// (nettle/poly1305.h); raw Poly1305 with a 32-byte one-time key is internal
// (_nettle_poly1305_*, no installed header). Its ChaCha20-Poly1305 rows key,
// set the nonce and hash the AAD per message (chacha-poly1305.h); Open
// compares the tag with memeql_sec, as Nettle has no verifying decrypt. Each
// Nettle row first checks its output against OpenSSL's.
// Compare kernel tables by running twice (LIMB_CPU=generic vs default).
#include <benchmark/benchmark.h>
#include <gcrypt.h>
#include <nettle/chacha-poly1305.h>
#include <nettle/memops.h>
#include <openssl/evp.h>
#include <sodium.h>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "limb/symmetric/chacha20/chacha20.h"
#include "limb/symmetric/chacha20/chacha20_internal.h"
#include "limb/symmetric/chacha20poly1305/chacha20poly1305.h"
#include "limb/symmetric/poly1305/poly1305.h"
#include "limb/symmetric/poly1305/poly1305_internal.h"

namespace {

using Bytes = std::vector<uint8_t>;

Bytes Pattern(size_t n, uint8_t seed) {
  Bytes b(n);
  for (size_t i = 0; i < n; ++i) b[i] = static_cast<uint8_t>(seed + 31 * i + (i >> 8));
  return b;
}

const Bytes kKey = Pattern(32, 1);
const Bytes kNonce = Pattern(12, 2);
const Bytes kAad = Pattern(13, 3);

void Check(bool ok, const char* what) {
  if (!ok) {
    std::fprintf(stderr, "aead_bench: %s failed\n", what);
    std::abort();
  }
}

void Label(benchmark::State& state) {
  state.SetLabel(std::string("poly1305=") + limb::ActivePoly1305Kernels().name +
                 " chacha20=" + limb::ActiveChaCha20Kernels().name);
}

// ---------------------------------------------------------------- Poly1305
void LimbPoly1305(benchmark::State& state) {
  const Bytes msg = Pattern(state.range(0), 4);
  uint8_t tag[16];
  for (auto _ : state) {
    Check(limb::Ok(limb::Poly1305Authenticate(kKey, msg, tag)), "limb poly1305");
    benchmark::DoNotOptimize(tag);
  }
  state.SetBytesProcessed(state.iterations() * msg.size());
  Label(state);
}

void OpenSslPoly1305(benchmark::State& state) {
  const Bytes msg = Pattern(state.range(0), 4);
  EVP_MAC* mac = EVP_MAC_fetch(nullptr, "POLY1305", nullptr);
  EVP_MAC_CTX* ctx = EVP_MAC_CTX_new(mac);
  uint8_t tag[16];
  size_t len;
  for (auto _ : state) {
    Check(EVP_MAC_init(ctx, kKey.data(), 32, nullptr) == 1, "EVP_MAC_init");
    EVP_MAC_update(ctx, msg.data(), msg.size());
    EVP_MAC_final(ctx, tag, &len, 16);
    benchmark::DoNotOptimize(tag);
  }
  EVP_MAC_CTX_free(ctx);
  EVP_MAC_free(mac);
  state.SetBytesProcessed(state.iterations() * msg.size());
}

void SodiumPoly1305(benchmark::State& state) {
  const Bytes msg = Pattern(state.range(0), 4);
  uint8_t tag[16];
  for (auto _ : state) {
    crypto_onetimeauth_poly1305(tag, msg.data(), msg.size(), kKey.data());
    benchmark::DoNotOptimize(tag);
  }
  state.SetBytesProcessed(state.iterations() * msg.size());
}

void GcryptPoly1305(benchmark::State& state) {
  const Bytes msg = Pattern(state.range(0), 4);
  gcry_mac_hd_t h;
  Check(gcry_mac_open(&h, GCRY_MAC_POLY1305, 0, nullptr) == 0, "gcry_mac_open");
  uint8_t tag[16];
  for (auto _ : state) {
    gcry_mac_setkey(h, kKey.data(), 32);  // re-keying resets the state
    gcry_mac_write(h, msg.data(), msg.size());
    size_t len = 16;
    gcry_mac_read(h, tag, &len);
    benchmark::DoNotOptimize(tag);
  }
  gcry_mac_close(h);
  state.SetBytesProcessed(state.iterations() * msg.size());
}

// ------------------------------------------------------- ChaCha20-Poly1305
// pt sealed by limb (ciphertext || tag) under kKey, kNonce and kAad: the
// input of the Open benchmarks.
Bytes SealedByLimb(const Bytes& pt) {
  Bytes sealed(pt.size() + 16);
  size_t n;
  Check(limb::Ok(limb::ChaCha20Poly1305Seal(sealed, &n, kKey, kNonce, pt, kAad)), "limb seal");
  return sealed;
}

void LimbSeal(benchmark::State& state) {
  const Bytes pt = Pattern(state.range(0), 5);
  Bytes out(pt.size() + 16);
  size_t n;
  for (auto _ : state) {
    Check(limb::Ok(limb::ChaCha20Poly1305Seal(out, &n, kKey, kNonce, pt, kAad)), "limb seal");
    benchmark::DoNotOptimize(out.data());
  }
  state.SetBytesProcessed(state.iterations() * pt.size());
  Label(state);
}

void LimbOpen(benchmark::State& state) {
  const Bytes pt = Pattern(state.range(0), 5);
  Bytes sealed = SealedByLimb(pt), out(pt.size());
  size_t n;
  for (auto _ : state) {
    Check(limb::Ok(limb::ChaCha20Poly1305Open(out, &n, kKey, kNonce, sealed, kAad)), "limb open");
    benchmark::DoNotOptimize(out.data());
  }
  Check(out == pt, "limb round trip");
  state.SetBytesProcessed(state.iterations() * pt.size());
  Label(state);
}

void OpenSslSeal(benchmark::State& state) {
  const Bytes pt = Pattern(state.range(0), 5);
  Bytes out(pt.size() + 16);
  EVP_CIPHER_CTX* ctx = EVP_CIPHER_CTX_new();
  Check(EVP_EncryptInit_ex(ctx, EVP_chacha20_poly1305(), nullptr, nullptr, nullptr) == 1, "init");
  int len;
  for (auto _ : state) {
    EVP_EncryptInit_ex(ctx, nullptr, nullptr, kKey.data(), kNonce.data());
    EVP_EncryptUpdate(ctx, nullptr, &len, kAad.data(), kAad.size());
    EVP_EncryptUpdate(ctx, out.data(), &len, pt.data(), pt.size());
    EVP_EncryptFinal_ex(ctx, out.data() + len, &len);
    EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_GET_TAG, 16, out.data() + pt.size());
    benchmark::DoNotOptimize(out.data());
  }
  EVP_CIPHER_CTX_free(ctx);
  state.SetBytesProcessed(state.iterations() * pt.size());
}

void OpenSslOpen(benchmark::State& state) {
  const Bytes pt = Pattern(state.range(0), 5);
  Bytes sealed = SealedByLimb(pt), out(pt.size() + 16);
  EVP_CIPHER_CTX* ctx = EVP_CIPHER_CTX_new();
  Check(EVP_DecryptInit_ex(ctx, EVP_chacha20_poly1305(), nullptr, nullptr, nullptr) == 1, "init");
  int len;
  for (auto _ : state) {
    EVP_DecryptInit_ex(ctx, nullptr, nullptr, kKey.data(), kNonce.data());
    EVP_DecryptUpdate(ctx, nullptr, &len, kAad.data(), kAad.size());
    EVP_DecryptUpdate(ctx, out.data(), &len, sealed.data(), pt.size());
    EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, 16, sealed.data() + pt.size());
    Check(EVP_DecryptFinal_ex(ctx, out.data() + len, &len) == 1, "openssl open");
    benchmark::DoNotOptimize(out.data());
  }
  EVP_CIPHER_CTX_free(ctx);
  state.SetBytesProcessed(state.iterations() * pt.size());
}

void SodiumSeal(benchmark::State& state) {
  const Bytes pt = Pattern(state.range(0), 5);
  Bytes out(pt.size() + 16);
  unsigned long long n;
  for (auto _ : state) {
    crypto_aead_chacha20poly1305_ietf_encrypt(out.data(), &n, pt.data(), pt.size(), kAad.data(),
                                              kAad.size(), nullptr, kNonce.data(), kKey.data());
    benchmark::DoNotOptimize(out.data());
  }
  state.SetBytesProcessed(state.iterations() * pt.size());
}

void SodiumOpen(benchmark::State& state) {
  const Bytes pt = Pattern(state.range(0), 5);
  Bytes sealed = SealedByLimb(pt), out(pt.size());
  unsigned long long m;
  for (auto _ : state) {
    Check(crypto_aead_chacha20poly1305_ietf_decrypt(out.data(), &m, nullptr, sealed.data(), sealed.size(),
                                                    kAad.data(), kAad.size(), kNonce.data(),
                                                    kKey.data()) == 0,
          "sodium open");
    benchmark::DoNotOptimize(out.data());
  }
  state.SetBytesProcessed(state.iterations() * pt.size());
}

void GcryptSeal(benchmark::State& state) {
  const Bytes pt = Pattern(state.range(0), 5);
  Bytes out(pt.size() + 16);
  gcry_cipher_hd_t h;
  Check(gcry_cipher_open(&h, GCRY_CIPHER_CHACHA20, GCRY_CIPHER_MODE_POLY1305, 0) == 0, "gcry open");
  Check(gcry_cipher_setkey(h, kKey.data(), 32) == 0, "gcry setkey");
  for (auto _ : state) {
    gcry_cipher_setiv(h, kNonce.data(), 12);
    gcry_cipher_authenticate(h, kAad.data(), kAad.size());
    gcry_cipher_final(h);
    gcry_cipher_encrypt(h, out.data(), pt.size(), pt.data(), pt.size());
    gcry_cipher_gettag(h, out.data() + pt.size(), 16);
    benchmark::DoNotOptimize(out.data());
  }
  gcry_cipher_close(h);
  state.SetBytesProcessed(state.iterations() * pt.size());
}

void GcryptOpen(benchmark::State& state) {
  const Bytes pt = Pattern(state.range(0), 5);
  Bytes sealed = SealedByLimb(pt), out(pt.size());
  gcry_cipher_hd_t h;
  Check(gcry_cipher_open(&h, GCRY_CIPHER_CHACHA20, GCRY_CIPHER_MODE_POLY1305, 0) == 0, "gcry open");
  Check(gcry_cipher_setkey(h, kKey.data(), 32) == 0, "gcry setkey");
  for (auto _ : state) {
    gcry_cipher_setiv(h, kNonce.data(), 12);
    gcry_cipher_authenticate(h, kAad.data(), kAad.size());
    gcry_cipher_final(h);
    gcry_cipher_decrypt(h, out.data(), pt.size(), sealed.data(), pt.size());
    Check(gcry_cipher_checktag(h, sealed.data() + pt.size(), 16) == 0, "gcry checktag");
    benchmark::DoNotOptimize(out.data());
  }
  Check(out == pt, "gcrypt round trip");
  gcry_cipher_close(h);
  state.SetBytesProcessed(state.iterations() * pt.size());
}

// pt sealed by OpenSSL (ciphertext || tag) under kKey, kNonce and kAad: the
// reference the Nettle rows check themselves against.
Bytes SealedByOpenSsl(const Bytes& pt) {
  Bytes out(pt.size() + 16);
  EVP_CIPHER_CTX* ctx = EVP_CIPHER_CTX_new();
  int len;
  bool ok = EVP_EncryptInit_ex(ctx, EVP_chacha20_poly1305(), nullptr, kKey.data(),
                               kNonce.data()) == 1 &&
            EVP_EncryptUpdate(ctx, nullptr, &len, kAad.data(), kAad.size()) == 1 &&
            EVP_EncryptUpdate(ctx, out.data(), &len, pt.data(), pt.size()) == 1 &&
            EVP_EncryptFinal_ex(ctx, out.data() + len, &len) == 1 &&
            EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_GET_TAG, 16, out.data() + pt.size()) == 1;
  EVP_CIPHER_CTX_free(ctx);
  Check(ok, "openssl reference seal");
  return out;
}

// NettleSealOnce seals pt into out (ciphertext || tag), keying ctx afresh.
void NettleSealOnce(chacha_poly1305_ctx* ctx, const Bytes& pt, uint8_t* out) {
  chacha_poly1305_set_key(ctx, kKey.data());
  chacha_poly1305_set_nonce(ctx, kNonce.data());
  chacha_poly1305_update(ctx, kAad.size(), kAad.data());
  chacha_poly1305_encrypt(ctx, pt.size(), out, pt.data());
  chacha_poly1305_digest(ctx, CHACHA_POLY1305_DIGEST_SIZE, out + pt.size());
}

// NettleOpenOnce decrypts sealed (ciphertext || tag of a pt_len-byte
// plaintext) into out, keying ctx afresh; true when the tag matches (on false
// out holds unauthenticated plaintext, which a real caller must discard).
bool NettleOpenOnce(chacha_poly1305_ctx* ctx, const Bytes& sealed, size_t pt_len, uint8_t* out) {
  uint8_t tag[CHACHA_POLY1305_DIGEST_SIZE];
  chacha_poly1305_set_key(ctx, kKey.data());
  chacha_poly1305_set_nonce(ctx, kNonce.data());
  chacha_poly1305_update(ctx, kAad.size(), kAad.data());
  chacha_poly1305_decrypt(ctx, pt_len, out, sealed.data());
  chacha_poly1305_digest(ctx, sizeof tag, tag);
  return memeql_sec(tag, sealed.data() + pt_len, sizeof tag) != 0;
}

void NettleSeal(benchmark::State& state) {
  const Bytes pt = Pattern(state.range(0), 5);
  Bytes out(pt.size() + 16);
  chacha_poly1305_ctx ctx;
  NettleSealOnce(&ctx, pt, out.data());
  if (out != SealedByOpenSsl(pt)) {
    state.SkipWithError("nettle seal differs from OpenSSL's");
    return;
  }
  for (auto _ : state) {
    NettleSealOnce(&ctx, pt, out.data());
    benchmark::DoNotOptimize(out.data());
  }
  state.SetBytesProcessed(state.iterations() * pt.size());
}

void NettleOpen(benchmark::State& state) {
  const Bytes pt = Pattern(state.range(0), 5);
  Bytes sealed = SealedByLimb(pt), out(pt.size());
  chacha_poly1305_ctx ctx;
  // OpenSSL's record opens to pt, and fails with one tag bit flipped.
  Bytes reference = SealedByOpenSsl(pt);
  bool ok = NettleOpenOnce(&ctx, reference, pt.size(), out.data()) && out == pt;
  reference.back() ^= 1;
  ok = ok && !NettleOpenOnce(&ctx, reference, pt.size(), out.data());
  if (!ok) {
    state.SkipWithError("nettle open disagrees with OpenSSL's seal");
    return;
  }
  for (auto _ : state) {
    Check(NettleOpenOnce(&ctx, sealed, pt.size(), out.data()), "nettle open");
    benchmark::DoNotOptimize(out.data());
  }
  Check(out == pt, "nettle round trip");
  state.SetBytesProcessed(state.iterations() * pt.size());
}

void PolyArgs(benchmark::internal::Benchmark* b) { b->Arg(64)->Arg(256)->Arg(1024)->Arg(16384); }
void AeadArgs(benchmark::internal::Benchmark* b) {
  b->Arg(64)->Arg(256)->Arg(448)->Arg(1024)->Arg(8192)->Arg(16384);
}

}  // namespace

int main(int argc, char** argv) {
  if (sodium_init() < 0) return 1;
  if (!gcry_check_version(GCRYPT_VERSION)) return 1;
  gcry_control(GCRYCTL_DISABLE_SECMEM, 0);
  gcry_control(GCRYCTL_INITIALIZATION_FINISHED, 0);
  benchmark::RegisterBenchmark("limb/Poly1305", LimbPoly1305)->Apply(PolyArgs);
  benchmark::RegisterBenchmark("openssl/Poly1305", OpenSslPoly1305)->Apply(PolyArgs);
  benchmark::RegisterBenchmark("sodium/Poly1305", SodiumPoly1305)->Apply(PolyArgs);
  benchmark::RegisterBenchmark("gcrypt/Poly1305", GcryptPoly1305)->Apply(PolyArgs);
  benchmark::RegisterBenchmark("limb/ChaCha20Poly1305Seal", LimbSeal)->Apply(AeadArgs);
  benchmark::RegisterBenchmark("openssl/ChaCha20Poly1305Seal", OpenSslSeal)->Apply(AeadArgs);
  benchmark::RegisterBenchmark("sodium/ChaCha20Poly1305Seal", SodiumSeal)->Apply(AeadArgs);
  benchmark::RegisterBenchmark("gcrypt/ChaCha20Poly1305Seal", GcryptSeal)->Apply(AeadArgs);
  benchmark::RegisterBenchmark("nettle/ChaCha20Poly1305Seal", NettleSeal)->Apply(AeadArgs);
  benchmark::RegisterBenchmark("limb/ChaCha20Poly1305Open", LimbOpen)->Apply(AeadArgs);
  benchmark::RegisterBenchmark("openssl/ChaCha20Poly1305Open", OpenSslOpen)->Apply(AeadArgs);
  benchmark::RegisterBenchmark("sodium/ChaCha20Poly1305Open", SodiumOpen)->Apply(AeadArgs);
  benchmark::RegisterBenchmark("gcrypt/ChaCha20Poly1305Open", GcryptOpen)->Apply(AeadArgs);
  benchmark::RegisterBenchmark("nettle/ChaCha20Poly1305Open", NettleOpen)->Apply(AeadArgs);
  benchmark::Initialize(&argc, argv);
  benchmark::AddCustomContext("poly1305_kernels", limb::ActivePoly1305Kernels().name);
  benchmark::AddCustomContext("chacha20_kernels", limb::ActiveChaCha20Kernels().name);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
