// ChaCha20-Poly1305 / XChaCha20-Poly1305 tests: RFC 8439 and draft-xchacha
// vectors; differential against OpenSSL (EVP_chacha20_poly1305) and libsodium
// (crypto_aead_xchacha20poly1305_ietf_*) on random keys, nonces, AAD and
// plaintext lengths 0..520 plus random lengths to 5000, for every pair of
// ChaCha20 and Poly1305 kernel tables; combined, detached and in-place;
// tampering rejected with the output wiped; length and aliasing statuses.
#include "limb/symmetric/chacha20poly1305/chacha20poly1305.h"

#include <openssl/evp.h>
#include <sodium.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "limb/base/testing/hex.h"
#include "limb/base/testing/kat.h"
#include "limb/base/testing/seed.h"
#include "limb/symmetric/chacha20/chacha20_internal.h"
#include "limb/symmetric/chacha20poly1305/chacha20poly1305_asm.h"  // LIMB_AEAD_<arch> where built
#include "limb/symmetric/chacha20poly1305/chacha20poly1305_internal.h"
#include "limb/symmetric/poly1305/poly1305_internal.h"

namespace limb {
namespace {

using test::ToHex;
using Bytes = std::vector<uint8_t>;

// The seed of the randomised tests (LIMB_TEST_SEED overrides it).
uint64_t Seed() { return test::TestSeed(0x5eed1305); }

// Every pair of ChaCha20 and Poly1305 tables (separate passes), then every
// stitched table (the twins included) beside the generic and the active pair.
std::vector<AeadKernels> AllPairs() {
  std::vector<AeadKernels> v;
  for (const ChaCha20Kernels* c : AllChaCha20Kernels()) {
    for (const Poly1305Kernels* p : AllPoly1305Kernels()) v.push_back({c, p});
  }
  for (const AeadStitchKernels* s : AllAeadStitchKernels()) {
    v.push_back({&GenericChaCha20Kernels(), &GenericPoly1305Kernels(), s});
    v.push_back({&ActiveChaCha20Kernels(), &ActivePoly1305Kernels(), s});
  }
  return v;
}

std::string Name(const AeadKernels& k) {
  std::string n = std::string(k.chacha->name) + "+" + k.poly->name;
  if (k.stitch != nullptr) n += "+stitch:" + std::string(k.stitch->name);
  return n;
}

// OpenSSL seal: returns ct || tag.
Bytes OpenSslSeal(const Bytes& key, const Bytes& nonce, const Bytes& aad, const Bytes& pt) {
  EVP_CIPHER_CTX* ctx = EVP_CIPHER_CTX_new();
  EXPECT_EQ(EVP_EncryptInit_ex(ctx, EVP_chacha20_poly1305(), nullptr, key.data(), nonce.data()), 1);
  int n = 0;
  if (!aad.empty()) {
    EXPECT_EQ(EVP_EncryptUpdate(ctx, nullptr, &n, aad.data(), aad.size()), 1);
  }
  Bytes out(pt.size() + 16);
  int len = 0;
  if (!pt.empty()) {
    EXPECT_EQ(EVP_EncryptUpdate(ctx, out.data(), &len, pt.data(), pt.size()), 1);
  }
  int fin = 0;
  EXPECT_EQ(EVP_EncryptFinal_ex(ctx, out.data() + len, &fin), 1);
  EXPECT_EQ(static_cast<size_t>(len + fin), pt.size());
  EXPECT_EQ(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_GET_TAG, 16, out.data() + pt.size()), 1);
  EVP_CIPHER_CTX_free(ctx);
  return out;
}

Bytes SodiumXSeal(const Bytes& key, const Bytes& nonce, const Bytes& aad, const Bytes& pt) {
  Bytes out(pt.size() + 16);
  unsigned long long clen = 0;
  EXPECT_EQ(crypto_aead_xchacha20poly1305_ietf_encrypt(out.data(), &clen, pt.data(), pt.size(),
                                                       aad.data(), aad.size(), nullptr,
                                                       nonce.data(), key.data()),
            0);
  EXPECT_EQ(clen, out.size());
  return out;
}

using SealFn = Status (*)(std::span<uint8_t>, size_t*, std::span<const uint8_t>, std::span<const uint8_t>,
                          std::span<const uint8_t>, std::span<const uint8_t>, const AeadKernels&) noexcept;
using OpenFn = SealFn;
using SealDetFn = Status (*)(std::span<uint8_t>, std::span<uint8_t>, std::span<const uint8_t>,
                             std::span<const uint8_t>, std::span<const uint8_t>, std::span<const uint8_t>,
                             const AeadKernels&) noexcept;
using OpenDetFn = Status (*)(std::span<uint8_t>, std::span<const uint8_t>, std::span<const uint8_t>,
                             std::span<const uint8_t>, std::span<const uint8_t>, std::span<const uint8_t>,
                             const AeadKernels&) noexcept;

struct Variant {
  const char* name;
  size_t nonce_size;
  SealFn seal;
  OpenFn open;
  SealDetFn seal_det;
  OpenDetFn open_det;
  Bytes (*oracle)(const Bytes&, const Bytes&, const Bytes&, const Bytes&);
};

const Variant kVariants[] = {
    {"ChaCha20Poly1305", 12, ChaCha20Poly1305Seal, ChaCha20Poly1305Open, ChaCha20Poly1305SealDetached,
     ChaCha20Poly1305OpenDetached, OpenSslSeal},
    {"XChaCha20Poly1305", 24, XChaCha20Poly1305Seal, XChaCha20Poly1305Open,
     XChaCha20Poly1305SealDetached, XChaCha20Poly1305OpenDetached, SodiumXSeal},
};

// Checks every API shape of variant v against the expected ct || tag.
void CheckAll(const Variant& v, const AeadKernels& k, const Bytes& key, const Bytes& nonce,
              const Bytes& aad, const Bytes& pt, const Bytes& want) {
  const size_t len = pt.size();
  // Combined seal.
  Bytes out(len + 16 + 3, 0xcc);
  size_t out_len = 99;
  ASSERT_EQ(v.seal(out, &out_len, key, nonce, pt, aad, k), Status::kOk);
  ASSERT_EQ(out_len, len + 16);
  ASSERT_EQ(ToHex({out.data(), len + 16}), ToHex(want));
  ASSERT_EQ(out[len + 16], 0xcc);  // nothing written past the result
  // Detached seal.
  Bytes ct(len), tag(16);
  ASSERT_EQ(v.seal_det(ct, tag, key, nonce, pt, aad, k), Status::kOk);
  ASSERT_EQ(ToHex(ct) + ToHex(tag), ToHex(want));
  // In-place combined seal.
  Bytes buf = pt;
  buf.resize(len + 16);
  ASSERT_EQ(v.seal(buf, &out_len, key, nonce, std::span<const uint8_t>(buf.data(), len), aad, k),
            Status::kOk);
  ASSERT_EQ(ToHex(buf), ToHex(want));
  // Combined open, fresh and in place.
  Bytes back(len + 1, 0xcc);
  ASSERT_EQ(v.open(back, &out_len, key, nonce, want, aad, k), Status::kOk);
  ASSERT_EQ(out_len, len);
  ASSERT_EQ(ToHex({back.data(), len}), ToHex(pt));
  ASSERT_EQ(back[len], 0xcc);
  ASSERT_EQ(v.open(buf, &out_len, key, nonce, buf, aad, k), Status::kOk);
  ASSERT_EQ(ToHex({buf.data(), len}), ToHex(pt));
  // Detached open, in place.
  Bytes ct2(want.begin(), want.begin() + len);
  Bytes tag2(want.begin() + len, want.end());
  ASSERT_EQ(v.open_det(ct2, key, nonce, ct2, tag2, aad, k), Status::kOk);
  ASSERT_EQ(ToHex(ct2), ToHex(pt));
}

// Runs CheckAll for variant v, with every kernel pair, on each record of the
// KAT file at path (exactly count records; every key consumed).
void CheckKatFile(const char* path, size_t count, const Variant& v) {
  SCOPED_TRACE(path);
  test::KatFile kat(path);
  ASSERT_EQ(kat.size(), count);
  for (test::KatRecord& r : kat) {
    SCOPED_TRACE(r.Where() + " " + r.comment());
    Bytes key = r.TakeHex("Key"), nonce = r.TakeHex("Nonce"), aad = r.TakeHex("AAD");
    Bytes pt = r.TakeHex("Plaintext"), want = r.TakeHex("Ciphertext"), tag = r.TakeHex("Tag");
    want.insert(want.end(), tag.begin(), tag.end());
    for (const AeadKernels& k : AllPairs()) {
      SCOPED_TRACE(Name(k));
      CheckAll(v, k, key, nonce, aad, pt, want);
    }
  }
}

TEST(ChaCha20Poly1305Test, Rfc8439Vectors) {
  CheckKatFile("testdata/aead/chacha20poly1305_rfc8439.txt", 2u, kVariants[0]);  // 2.8.2, A.5
}

TEST(ChaCha20Poly1305Test, XChaChaDraftVector) {
  CheckKatFile("testdata/aead/xchacha20poly1305.txt", 1u, kVariants[1]);
}

TEST(ChaCha20Poly1305Test, Poly1305KeyGenVectors) {
  test::KatFile kat("testdata/aead/poly1305_keygen.txt");
  ASSERT_EQ(kat.size(), 5u);  // 2.6.2, A.4 #1..#3, 2.8.2
  for (test::KatRecord& r : kat) {
    SCOPED_TRACE(r.Where() + " " + r.comment());
    Bytes key = r.TakeHex("Key"), nonce = r.TakeHex("Nonce"), want = r.TakeHex("OneTimeKey");
    for (const AeadKernels& k : AllPairs()) {
      SCOPED_TRACE(Name(k));
      Bytes got(32);
      ASSERT_EQ(ChaCha20Poly1305KeyGen(got, key, nonce, k), Status::kOk);
      EXPECT_EQ(ToHex(got), ToHex(want));
    }
  }
}

TEST(ChaCha20Poly1305Test, MatchesOraclesRandom) {
  ASSERT_GE(sodium_init(), 0);
  const uint64_t seed = Seed();
  SCOPED_TRACE(test::SeedTrace(seed));
  test::Rng rng(seed ^ 0xaead);
  std::vector<size_t> lens;
  // 0..520 covers the one-call path's limit (448 bytes: 7 blocks) and the
  // streaming path's first lengths on both sides of it.
  for (size_t n = 0; n <= 520; ++n) lens.push_back(n);
  for (int i = 0; i < 40; ++i) lens.push_back(rng.Uniform(5001));
  lens.push_back(4096);
  lens.push_back(4096 + 64);
  lens.push_back(8191);
  const auto pairs = AllPairs();
  for (const Variant& v : kVariants) {
    for (size_t i = 0; i < lens.size(); ++i) {
      const size_t len = lens[i];
      Bytes key = rng.Bytes(32), nonce = rng.Bytes(v.nonce_size);
      Bytes aad = rng.Bytes(i % 3 == 0 ? 13 : rng.Uniform(100));
      Bytes pt = rng.Bytes(len);
      Bytes want = v.oracle(key, nonce, aad, pt);
      // Every pair on a subset of lengths, the active pair on all of them.
      if (i % 7 == 0 || len > 520) {
        for (const AeadKernels& k : pairs) {
          SCOPED_TRACE(std::string(v.name) + " " + Name(k) + " len " + std::to_string(len));
          CheckAll(v, k, key, nonce, aad, pt, want);
        }
      } else {
        const AeadKernels& k = pairs[(i / 7) % pairs.size()];
        SCOPED_TRACE(std::string(v.name) + " " + Name(k) + " len " + std::to_string(len));
        CheckAll(v, k, key, nonce, aad, pt, want);
        SCOPED_TRACE("active tables");
        CheckAll(v, ActiveAeadKernels(), key, nonce, aad, pt, want);
      }
      if (HasFatalFailure()) return;
    }
  }
}

// Every tampering is rejected, and the plaintext output range is zeroed.
TEST(ChaCha20Poly1305Test, TamperingRejectedAndOutputWiped) {
  const uint64_t seed = Seed();
  SCOPED_TRACE(test::SeedTrace(seed));
  test::Rng rng(seed ^ 0x7a3e);
  for (const Variant& v : kVariants) {
    for (size_t len : {0, 1, 63, 64, 65, 256, 257, 448, 449, 1000, 5000}) {
      SCOPED_TRACE(std::string(v.name) + " len " + std::to_string(len));
      Bytes key = rng.Bytes(32), nonce = rng.Bytes(v.nonce_size), aad = rng.Bytes(13);
      Bytes pt = rng.Bytes(len);
      Bytes sealed(len + 16);
      size_t n = 0;
      ASSERT_EQ(v.seal(sealed, &n, key, nonce, pt, aad, ActiveAeadKernels()), Status::kOk);
      auto expect_reject = [&](const Bytes& k2, const Bytes& n2, const Bytes& in, const Bytes& a2) {
        for (const AeadKernels& k : AllPairs()) {
          Bytes out(len + 8, 0xaa);
          size_t out_len = 77;
          EXPECT_EQ(v.open(out, &out_len, k2, n2, in, a2, k), Status::kAuthenticationFailed) << Name(k);
          EXPECT_EQ(out_len, 0u);
          EXPECT_EQ(ToHex({out.data(), len}), std::string(2 * len, '0')) << "output not wiped";
          EXPECT_EQ(out[len], 0xaa);  // only the output range is touched
          // In place: the ciphertext buffer is wiped too.
          Bytes inplace = in;
          EXPECT_EQ(v.open(inplace, &out_len, k2, n2, inplace, a2, k), Status::kAuthenticationFailed);
          EXPECT_EQ(ToHex({inplace.data(), len}), std::string(2 * len, '0'));
          // Detached.
          Bytes out2(len, 0xaa);
          EXPECT_EQ(v.open_det(out2, k2, n2, std::span<const uint8_t>(in.data(), len),
                               std::span<const uint8_t>(in.data() + len, 16), a2, k),
                    Status::kAuthenticationFailed);
          EXPECT_EQ(ToHex(out2), std::string(2 * len, '0'));
        }
      };
      for (size_t bit : {0, 7, 64, 127}) {  // tag bits
        Bytes bad = sealed;
        bad[len + bit / 8] ^= static_cast<uint8_t>(1u << (bit % 8));
        expect_reject(key, nonce, bad, aad);
      }
      if (len > 0) {  // ciphertext
        Bytes bad = sealed;
        bad[rng.Uniform(len)] ^= 1;
        expect_reject(key, nonce, bad, aad);
      }
      {  // aad: flipped, extended, truncated
        Bytes a2 = aad;
        a2[rng.Uniform(a2.size())] ^= 0x40;
        expect_reject(key, nonce, sealed, a2);
        a2 = aad;
        a2.push_back(0);
        expect_reject(key, nonce, sealed, a2);
        a2 = aad;
        a2.pop_back();
        expect_reject(key, nonce, sealed, a2);
      }
      {  // nonce, key
        Bytes n2 = nonce;
        n2[rng.Uniform(n2.size())] ^= 0x01;
        expect_reject(key, n2, sealed, aad);
        Bytes k2 = key;
        k2[31] ^= 0x80;
        expect_reject(k2, nonce, sealed, aad);
      }
      if (len > 0) {  // truncated ciphertext (tag moved)
        Bytes bad(sealed.begin() + 1, sealed.end());
        Bytes out(len, 0xaa);
        size_t out_len = 0;
        EXPECT_EQ(v.open(out, &out_len, key, nonce, bad, aad, ActiveAeadKernels()),
                  Status::kAuthenticationFailed);
        EXPECT_EQ(ToHex({out.data(), len - 1}), std::string(2 * (len - 1), '0'));
      }
    }
  }
}

TEST(AeadStitchKernelsTest, ExpectedTablesPresent) {
  std::vector<std::string> names;
  for (const AeadStitchKernels* k : AllAeadStitchKernels()) names.push_back(k->name);
  ASSERT_FALSE(names.empty());
  EXPECT_EQ(names[0], "generic");
#if defined(LIMB_AEAD_PPC64LE)
  // Every qemu ppc64le model (and every POWER8 or later) has the vector unit
  // the POWER8 kernel needs: missing is a failure. POWER10 keeps it too.
  const CpuFeatures& d = DetectedCpu();
  ASSERT_TRUE(d.power8) << "ppc64le CPU without POWER8 (ISA 2.07 VSX)";
  EXPECT_EQ(names.size(), 2u);
  EXPECT_EQ(std::count(names.begin(), names.end(), "ppc64le_power8"), 1);
  EXPECT_STREQ(ExpectedAeadStitchKernelsName(), "ppc64le_power8");
  struct Case {
    const char* level;
    const char* want;
  };
  const Case cases[] = {{"generic", "generic"},        {"ppc64le", "generic"},
                        {"power8", "ppc64le_power8"},  {"power9", "ppc64le_power8"},
                        {"power10", "ppc64le_power8"}, {"native", "ppc64le_power8"}};
  for (const Case& c : cases) {
    CpuFeatures f = d;
    ASSERT_TRUE(CapCpu(c.level, &f)) << c.level;
    EXPECT_STREQ(AeadStitchKernelsFor(f).name, c.want) << "LIMB_CPU=" << c.level;
  }
  // The AEAD stitches with the active table unless it is the twins
  // (LIMB_CPU=generic or ppc64le), which are never its choice.
  const char* env = std::getenv("LIMB_CPU");
  const std::string cap = env != nullptr ? env : "";
  const AeadKernels active = ActiveAeadKernels();
  if (cap.empty() || cap == "power8" || cap == "power9" || cap == "power10" || cap == "native") {
    ASSERT_NE(active.stitch, nullptr) << "LIMB_CPU=" << cap;
    EXPECT_STREQ(active.stitch->name, "ppc64le_power8");
  } else if (cap == "generic" || cap == "ppc64le") {
    EXPECT_EQ(active.stitch, nullptr) << "LIMB_CPU=" << cap;
  }
#elif defined(LIMB_AEAD_X86_64)
  // x86_64_avx2 runs wherever the CPU has AVX2 and BMI2 (MULX): present
  // there (missing is a failure), absent elsewhere. It is the choice only
  // where ChaCha20 has no AVX-512 table (chacha20poly1305_dispatch.cc): an
  // AVX-512 CPU keeps the separate passes unless LIMB_CPU caps it to avx2
  // or shani.
  const CpuFeatures& d = DetectedCpu();
  const bool runs = d.avx2 && d.bmi2;
  const auto chosen = [](const CpuFeatures& f) {
    return f.asm_allowed && f.avx2 && f.bmi2 && !(f.avx512f && f.avx512bw && f.avx512vl);
  };
  ASSERT_EQ(names.size(), runs ? 2u : 1u);
  if (runs) {
    EXPECT_EQ(names[1], "x86_64_avx2");
  }
  EXPECT_STREQ(ExpectedAeadStitchKernelsName(), chosen(d) ? "x86_64_avx2" : "generic");
  const struct {
    const char* level;
    bool stitched;  // on a CPU with AVX2 and BMI2
  } cases[] = {{"generic", false}, {"x86_64", false}, {"ssse3", false}, {"avx2", true},
               {"shani", true}};
  for (const auto& c : cases) {
    CpuFeatures f = d;
    ASSERT_TRUE(CapCpu(c.level, &f)) << c.level;
    EXPECT_STREQ(AeadStitchKernelsFor(f).name, c.stitched && runs ? "x86_64_avx2" : "generic")
        << "LIMB_CPU=" << c.level;
  }
  for (const char* level : {"avx512", "native"}) {
    CpuFeatures f = d;
    ASSERT_TRUE(CapCpu(level, &f)) << level;
    EXPECT_STREQ(AeadStitchKernelsFor(f).name, chosen(f) ? "x86_64_avx2" : "generic")
        << "LIMB_CPU=" << level;
  }
  // The rule on made-up feature sets, whatever this CPU is.
  CpuFeatures avx2_cpu;
  avx2_cpu.asm_allowed = avx2_cpu.ssse3 = avx2_cpu.avx2 = avx2_cpu.bmi2 = avx2_cpu.adx = true;
  EXPECT_STREQ(AeadStitchKernelsFor(avx2_cpu).name, "x86_64_avx2");
  CpuFeatures avx512_cpu = avx2_cpu;
  avx512_cpu.avx512f = avx512_cpu.avx512dq = avx512_cpu.avx512bw = avx512_cpu.avx512vl = true;
  EXPECT_STREQ(AeadStitchKernelsFor(avx512_cpu).name, "generic");
  // The active pair has the stitched table exactly when the capped CPU
  // chooses it.
  const AeadStitchKernels& active = ActiveAeadStitchKernels();
  EXPECT_STREQ(active.name, chosen(Cpu()) ? "x86_64_avx2" : "generic");
  EXPECT_EQ(ActiveAeadKernels().stitch,
            std::strcmp(active.name, "generic") == 0 ? nullptr : &active);
#elif defined(LIMB_AEAD_AARCH64)
  // Every aarch64 CPU limb runs on has NEON (every qemu model does): the
  // table is present and chosen unless LIMB_CPU caps it below neon.
  const CpuFeatures& d = DetectedCpu();
  ASSERT_TRUE(d.neon) << "an aarch64 CPU without Advanced SIMD";
  ASSERT_EQ(names.size(), 2u);
  EXPECT_EQ(names[1], "aarch64_neon");
  EXPECT_STREQ(ExpectedAeadStitchKernelsName(), "aarch64_neon");
  const struct {
    const char* level;
    const char* want;
  } cases[] = {{"generic", "generic"}, {"aarch64", "generic"},     {"neon", "aarch64_neon"},
               {"sha2", "aarch64_neon"}, {"sha512", "aarch64_neon"}, {"native", "aarch64_neon"}};
  for (const auto& c : cases) {
    CpuFeatures f = d;
    ASSERT_TRUE(CapCpu(c.level, &f)) << c.level;
    EXPECT_STREQ(AeadStitchKernelsFor(f).name, c.want) << "LIMB_CPU=" << c.level;
  }
  // The active pair has the stitched table exactly when the cap keeps NEON.
  const AeadStitchKernels& active = ActiveAeadStitchKernels();
  EXPECT_STREQ(active.name, Cpu().neon && Cpu().asm_allowed ? "aarch64_neon" : "generic");
  EXPECT_EQ(ActiveAeadKernels().stitch,
            std::strcmp(active.name, "generic") == 0 ? nullptr : &active);
#else
  EXPECT_EQ(names.size(), 1u) << "no stitched kernel is built on this architecture";
  EXPECT_STREQ(ExpectedAeadStitchKernelsName(), "generic");
  CpuFeatures g = DetectedCpu();
  ASSERT_TRUE(CapCpu("generic", &g));
  EXPECT_STREQ(AeadStitchKernelsFor(g).name, "generic");
  // The twins are never the AEAD's choice.
  EXPECT_EQ(ActiveAeadKernels().stitch, nullptr);
#endif
}

// Random Poly1305 state: clamped r, h with h2 <= 4 (the kernels' contract).
void RandomState(test::Rng& rng, Poly1305State* st) {
  Bytes key = rng.Bytes(32);
  Poly1305Init(st, std::span<const uint8_t, 32>(key.data(), 32));
  const Bytes h = rng.Bytes(16);
  std::memcpy(st->h, h.data(), 16);
  st->h[2] = rng.Uniform(5);
  if (rng.Uniform(4) == 0) st->h[0] = st->h[1] = ~uint64_t{0};  // all-ones limbs
}

// Every stitched table equals the twins: ciphertext or plaintext bytes and
// the accumulator limbs, for nblocks 0..40 and longer, misaligned and in
// place, with the counter ending exactly at 2^32; nothing written past out.
TEST(AeadStitchKernelsTest, KernelsMatchTwins) {
  const uint64_t seed = Seed();
  SCOPED_TRACE(test::SeedTrace(seed));
  test::Rng rng(seed ^ 0x571c);
  std::vector<size_t> counts;
  for (size_t n = 0; n <= 40; ++n) counts.push_back(n);
  for (size_t n : {63, 64, 65, 100, 257}) counts.push_back(n);
  const AeadStitchKernels& twin = GenericAeadStitchKernels();
  for (const AeadStitchKernels* k : AllAeadStitchKernels()) {
    for (size_t nb : counts) {
      for (int open = 0; open < 2; ++open) {
        for (int variant = 0; variant < 3; ++variant) {  // separate, misaligned, in place
          SCOPED_TRACE(std::string(k->name) + (open ? " open" : " seal") + " nblocks " +
                       std::to_string(nb) + " variant " + std::to_string(variant));
          const size_t len = 64 * nb, off = variant == 1 ? 1 + rng.Uniform(15) : 0;
          uint32_t key[8], cn[4];
          for (uint32_t& w : key) w = static_cast<uint32_t>(rng.Next());
          for (uint32_t& w : cn) w = static_cast<uint32_t>(rng.Next());
          // Half the cases end exactly at the counter's limit.
          if (rng.Uniform(2) == 0) cn[0] = static_cast<uint32_t>((uint64_t{1} << 32) - nb);
          Poly1305State st_want, st_got;
          RandomState(rng, &st_want);
          st_got = st_want;
          const Bytes in = rng.Bytes(len);
          Bytes want(len + 16, 0xee), got(len + off + 16, 0xee);
          (open ? twin.open : twin.seal)(want.data(), in.data(), nb, key, cn, &st_want);
          uint8_t* out = got.data() + off;
          const uint8_t* src = in.data();
          if (variant == 2) {
            if (len > 0) std::memcpy(out, in.data(), len);  // in.data() may be null
            src = out;
          }
          (open ? k->open : k->seal)(out, src, nb, key, cn, &st_got);
          ASSERT_EQ(ToHex({out, len}), ToHex({want.data(), len}));
          ASSERT_EQ(ToHex({out + len, 16}), std::string(32, 'e')) << "canary overwritten";
          ASSERT_EQ(st_got.h[0], st_want.h[0]);
          ASSERT_EQ(st_got.h[1], st_want.h[1]);
          ASSERT_EQ(st_got.h[2], st_want.h[2]);
          ASSERT_LE(st_got.h[2], 4u);
          ASSERT_EQ(st_got.pow_ready, st_want.pow_ready);
        }
      }
    }
  }
}

// The twins are what their contract says: ChaCha20 of the right counters and
// Poly1305 of the ciphertext, checked against the separate generic kernels.
TEST(AeadStitchKernelsTest, TwinsAreChaChaThenPoly) {
  test::Rng rng(Seed() ^ 0x7e1);
  for (size_t nb : {0, 1, 2, 5, 17}) {
    uint32_t key[8], cn[4];
    for (uint32_t& w : key) w = static_cast<uint32_t>(rng.Next());
    for (uint32_t& w : cn) w = static_cast<uint32_t>(rng.Next() >> 40);
    Poly1305State a, b;
    RandomState(rng, &a);
    b = a;
    const Bytes pt = rng.Bytes(64 * nb);
    Bytes ct(pt.size()), back(pt.size());
    aead_seal_blocks_g(ct.data(), pt.data(), nb, key, cn, &a);
    Bytes ks(pt.size());
    chacha20_blocks_g(ks.data(), nullptr, nb, key, cn);
    for (size_t i = 0; i < pt.size(); ++i) ASSERT_EQ(ct[i], pt[i] ^ ks[i]) << i;
    poly1305_blocks_g(&b, ct.data(), 4 * nb, 1);
    EXPECT_EQ(a.h[0], b.h[0]);
    EXPECT_EQ(a.h[1], b.h[1]);
    EXPECT_EQ(a.h[2], b.h[2]);
    Poly1305State c, d;
    RandomState(rng, &c);
    d = c;
    aead_open_blocks_g(back.data(), ct.data(), nb, key, cn, &c);
    EXPECT_EQ(ToHex(back), ToHex(pt));
    poly1305_blocks_g(&d, ct.data(), 4 * nb, 1);
    EXPECT_EQ(c.h[0], d.h[0]);
    EXPECT_EQ(c.h[2], d.h[2]);
  }
}

TEST(ChaCha20Poly1305Test, BadArgumentsAreStatuses) {
  test::Rng rng(Seed() ^ 0xbad);
  const AeadKernels k = ActiveAeadKernels();
  for (const Variant& v : kVariants) {
    SCOPED_TRACE(v.name);
    Bytes key = rng.Bytes(32), nonce = rng.Bytes(v.nonce_size), aad = rng.Bytes(5), pt = rng.Bytes(40);
    Bytes out(56, 0x11);
    size_t n = 5;
    const Bytes untouched = out;
    auto sp = [](const Bytes& b, size_t n) { return std::span<const uint8_t>(b.data(), n); };
    // Key and nonce lengths.
    EXPECT_EQ(v.seal(out, &n, sp(key, 31), nonce, pt, aad, k), Status::kInvalidArgument);
    EXPECT_EQ(v.seal(out, &n, key, sp(nonce, v.nonce_size - 1), pt, aad, k), Status::kInvalidArgument);
    Bytes other_nonce(v.nonce_size == 12 ? 24 : 12, 0);
    EXPECT_EQ(v.seal(out, &n, key, other_nonce, pt, aad, k), Status::kInvalidArgument);
    EXPECT_EQ(v.open(out, &n, key, other_nonce, out, aad, k), Status::kInvalidArgument);
    EXPECT_EQ(v.seal(out, nullptr, key, nonce, pt, aad, k), Status::kInvalidArgument);
    // Output too small: nothing written.
    EXPECT_EQ(v.seal(std::span<uint8_t>(out.data(), 55), &n, key, nonce, pt, aad, k),
              Status::kBufferTooSmall);
    EXPECT_EQ(out, untouched);
    Bytes tag(16), ct(40);
    EXPECT_EQ(v.seal_det(std::span<uint8_t>(ct.data(), 39), tag, key, nonce, pt, aad, k),
              Status::kBufferTooSmall);
    EXPECT_EQ(v.seal_det(ct, std::span<uint8_t>(tag.data(), 15), key, nonce, pt, aad, k),
              Status::kInvalidArgument);
    // Open: input shorter than a tag; output too small; tag length.
    EXPECT_EQ(v.open(out, &n, key, nonce, sp(pt, 15), aad, k), Status::kInvalidArgument);
    ASSERT_EQ(v.seal(out, &n, key, nonce, pt, aad, k), Status::kOk);
    Bytes small(39, 0x22);
    EXPECT_EQ(v.open(small, &n, key, nonce, out, aad, k), Status::kBufferTooSmall);
    EXPECT_EQ(small, Bytes(39, 0x22));
    EXPECT_EQ(v.open_det(ct, key, nonce, sp(out, 40), std::span<const uint8_t>(out.data() + 40, 15), aad, k),
              Status::kInvalidArgument);
    // Partial overlap (not exactly in place) is refused.
    Bytes big(200, 0);
    std::memcpy(big.data(), pt.data(), 40);
    EXPECT_EQ(v.seal(std::span<uint8_t>(big.data() + 1, 100), &n, key, nonce, sp(big, 40), aad, k),
              Status::kInvalidArgument);
    EXPECT_EQ(v.seal_det(std::span<uint8_t>(big.data() + 60, 40), std::span<uint8_t>(big.data() + 30, 16),
                         key, nonce, sp(big, 40), aad, k),
              Status::kInvalidArgument);
    // Plaintext above the limit (never touched: the check comes first).
    const uint8_t one = 0;
    std::span<const uint8_t> huge(&one, static_cast<size_t>(kChaCha20Poly1305MaxPlaintext + 1));
    EXPECT_EQ(v.seal_det(std::span<uint8_t>(big.data(), 0), tag, key, nonce, huge, aad, k),
              Status::kInvalidArgument);
  }
  Bytes pk(32);
  EXPECT_EQ(ChaCha20Poly1305KeyGen(std::span<uint8_t>(pk.data(), 31), Bytes(32), Bytes(12)),
            Status::kInvalidArgument);
}

}  // namespace
}  // namespace limb
