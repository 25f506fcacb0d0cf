// Differential and property tests for ChaCha20: every kernel table against
// the portable twin, and the streaming cipher (through every table) against
// OpenSSL's libcrypto (EVP_chacha20, 16-byte counter||nonce IV) and
// libsodium (XChaCha20, HChaCha20).
#include "limb/symmetric/chacha20/chacha20.h"

#include <gtest/gtest.h>
#include <openssl/evp.h>
#include <sodium.h>

#include <algorithm>
#include <cstring>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "limb/asm/abi_trampoline.h"
#include "limb/asm/cpu.h"
#include "limb/base/testing/seed.h"
#include "limb/symmetric/chacha20/chacha20_asm.h"
#include "limb/symmetric/chacha20/chacha20_internal.h"

#if defined(LIMB_HAVE_ABI_TRAMPOLINE) && \
    (defined(__x86_64__) || defined(__aarch64__) || defined(LIMB_CHACHA20_PPC64LE))
#define LIMB_CHACHA20_ABI_TEST 1
#endif

namespace limb {
namespace {

using Bytes = std::vector<uint8_t>;

// The seed of the randomised tests (LIMB_TEST_SEED overrides it).
uint64_t Seed() { return test::TestSeed(0x6c696d62636861ull); }  // "limbcha"

// OpenSSL oracle: EVP_chacha20 with IV = 32-bit LE counter || 96-bit nonce.
// With an 8-byte nonce the IV is the 64-bit LE counter || nonce (OpenSSL
// carries word 12 into word 13: the original variant).
Bytes Ossl(const Bytes& key, const Bytes& nonce, uint64_t counter, const Bytes& in) {
  uint8_t iv[16];
  if (nonce.size() == 12) {
    for (int i = 0; i < 4; ++i) iv[i] = static_cast<uint8_t>(counter >> (8 * i));
    std::memcpy(iv + 4, nonce.data(), 12);
  } else {
    for (int i = 0; i < 8; ++i) iv[i] = static_cast<uint8_t>(counter >> (8 * i));
    std::memcpy(iv + 8, nonce.data(), 8);
  }
  Bytes out(in.size());
  if (in.empty()) return out;
  EVP_CIPHER_CTX* ctx = EVP_CIPHER_CTX_new();
  EXPECT_EQ(EVP_EncryptInit_ex(ctx, EVP_chacha20(), nullptr, key.data(), iv), 1);
  int outl = 0;
  EXPECT_EQ(EVP_EncryptUpdate(ctx, out.data(), &outl, in.data(), static_cast<int>(in.size())), 1);
  EXPECT_EQ(static_cast<size_t>(outl), in.size());
  EVP_CIPHER_CTX_free(ctx);
  return out;
}

std::vector<const ChaCha20Kernels*> Tables() {
  std::vector<const ChaCha20Kernels*> t(AllChaCha20Kernels().begin(), AllChaCha20Kernels().end());
  return t;
}

// Streams `in` through c in the given chunk sizes (which sum to in.size()).
Bytes StreamChunks(ChaCha20& c, const Bytes& in, const std::vector<size_t>& chunks) {
  Bytes out(in.size());
  size_t off = 0;
  for (size_t n : chunks) {
    EXPECT_EQ(c.XorKeyStream(out.data() + off, in.data() + off, n), Status::kOk);
    off += n;
  }
  EXPECT_EQ(off, in.size());
  return out;
}

// ---------------------------------------------------------------------------
// Tables and dispatch.

TEST(ChaCha20Dispatch, ExpectedTablesArePresent) {
  std::vector<std::string> names;
  for (const ChaCha20Kernels* k : AllChaCha20Kernels()) names.push_back(k->name);
  ASSERT_FALSE(names.empty());
  EXPECT_EQ(names[0], "generic");
  auto has = [&](const char* n) { return std::find(names.begin(), names.end(), n) != names.end(); };
#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
  const CpuFeatures& f = DetectedCpu();
  // A table this CPU can run that is missing is a failure, not a skip.
  if (f.ssse3) {
    EXPECT_TRUE(has("x86_64_ssse3"));
  }
  if (f.avx2) {
    EXPECT_TRUE(has("x86_64_avx2"));
  }
  if (f.avx512f && f.avx512bw && f.avx512vl) {
    // Both AVX-512 tables run on every AVX-512 CPU; the dispatcher picks one.
    EXPECT_TRUE(has("x86_64_avx512"));
    EXPECT_TRUE(has("x86_64_avx512_256"));
  }
  EXPECT_EQ(names.size(), 1u + f.ssse3 + f.avx2 + 2 * (f.avx512f && f.avx512bw && f.avx512vl));
#elif defined(__aarch64__) && !defined(LIMB_NO_ASM)
  const CpuFeatures& f = DetectedCpu();
  if (f.neon) {
    EXPECT_TRUE(has("aarch64_neon"));
  }
  EXPECT_EQ(names.size(), 1u + f.neon);
#elif defined(LIMB_CHACHA20_PPC64LE)
  const CpuFeatures& f = DetectedCpu();
  if (f.power8) {
    EXPECT_TRUE(has("ppc64le_power8"));
  }
  EXPECT_EQ(names.size(), 1u + f.power8);
#else
  EXPECT_EQ(names.size(), 1u);
  EXPECT_FALSE(has("x86_64_avx512"));
#endif
}

TEST(ChaCha20Dispatch, LimbCpuCapsSelectTheRightTable) {
  const CpuFeatures& d = DetectedCpu();
  struct Case {
    const char* level;
    const char* want;
  };
#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
  const char* best = d.avx512f && d.avx512bw && d.avx512vl
                         ? (d.avx512_fullwidth ? "x86_64_avx512" : "x86_64_avx512_256")
                     : d.avx2                               ? "x86_64_avx2"
                     : d.ssse3                              ? "x86_64_ssse3"
                                                            : "generic";
  const char* upto_avx2 = d.avx2 ? "x86_64_avx2" : d.ssse3 ? "x86_64_ssse3" : "generic";
  const char* upto_ssse3 = d.ssse3 ? "x86_64_ssse3" : "generic";
  const Case cases[] = {{"generic", "generic"},   {"x86_64", "generic"},  {"ssse3", upto_ssse3},
                        {"avx2", upto_avx2},      {"shani", upto_avx2},   {"avx512", best},
                        {"native", best}};
#elif defined(__aarch64__) && !defined(LIMB_NO_ASM)
  const char* neon = d.neon ? "aarch64_neon" : "generic";
  const Case cases[] = {{"generic", "generic"}, {"aarch64", "generic"}, {"neon", neon},
                        {"sha2", neon},         {"sha512", neon},       {"native", neon}};
#elif defined(LIMB_CHACHA20_PPC64LE)
  const char* p8 = d.power8 ? "ppc64le_power8" : "generic";
  const Case cases[] = {{"generic", "generic"}, {"ppc64le", "generic"}, {"power8", p8},
                        {"power9", p8},         {"power10", p8},        {"native", p8}};
#else
  const Case cases[] = {{"generic", "generic"}, {"native", "generic"}};
#endif
  for (const Case& c : cases) {
    CpuFeatures f = d;
    ASSERT_TRUE(CapCpu(c.level, &f)) << c.level;
    EXPECT_STREQ(ChaCha20KernelsFor(f).name, c.want) << "LIMB_CPU=" << c.level;
  }
#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
  // The half-width rule alone decides between the two AVX-512 tables.
  if (d.avx512f && d.avx512bw && d.avx512vl) {
    CpuFeatures full = d, half = d;
    full.avx512_fullwidth = true;
    half.avx512_fullwidth = false;
    EXPECT_STREQ(ChaCha20KernelsFor(full).name, "x86_64_avx512");
    EXPECT_STREQ(ChaCha20KernelsFor(half).name, "x86_64_avx512_256");
  }
#endif
  EXPECT_STREQ(ActiveChaCha20Kernels().name, ChaCha20KernelsFor(Cpu()).name);
  EXPECT_STREQ(ExpectedChaCha20KernelsName(), ChaCha20KernelsFor(DetectedCpu()).name);
  EXPECT_EQ(&GenericChaCha20Kernels(), AllChaCha20Kernels()[0]);
}

// Every table equals the twin for nblocks 1..40 (XOR and raw keystream,
// in place), never writes past its output, and counts up to 2^32-1.
TEST(ChaCha20Kernels, EveryTableMatchesTwin) {
  test::Rng rng(Seed());
  SCOPED_TRACE(test::SeedTrace(Seed()));
  for (const ChaCha20Kernels* k : Tables()) {
    SCOPED_TRACE(k->name);
    for (size_t nb = 0; nb <= 40; ++nb) {
      for (int trial = 0; trial < 3; ++trial) {
        uint32_t key[8], cn[4];
        for (auto& w : key) w = static_cast<uint32_t>(rng.Next());
        for (auto& w : cn) w = static_cast<uint32_t>(rng.Next());
        // Trial 1 ends exactly at the last 32-bit counter value.
        if (trial == 1) cn[0] = static_cast<uint32_t>(0x100000000ull - nb);
        if (nb + cn[0] > 0x100000000ull) cn[0] = 0;
        const size_t len = nb * 64;
        Bytes in = rng.Bytes(len + 64);
        Bytes want(len + 64, 0xa5), got(len + 64, 0xa5);
        chacha20_blocks_g(want.data(), in.data(), nb, key, cn);
        k->blocks(got.data(), in.data(), nb, key, cn);
        ASSERT_EQ(got, want) << "nb=" << nb << " trial=" << trial;
        // Raw keystream.
        Bytes wks(len + 64, 0x5a), gks(len + 64, 0x5a);
        chacha20_blocks_g(wks.data(), nullptr, nb, key, cn);
        k->blocks(gks.data(), nullptr, nb, key, cn);
        ASSERT_EQ(gks, wks) << "keystream nb=" << nb;
        // In place.
        Bytes io = in;
        k->blocks(io.data(), io.data(), nb, key, cn);
        ASSERT_TRUE(std::equal(io.begin(), io.begin() + len, want.begin())) << "in place nb=" << nb;
        ASSERT_TRUE(std::equal(io.begin() + len, io.end(), in.begin() + len));
      }
    }
    // Unaligned buffers.
    uint32_t key[8] = {1, 2, 3, 4, 5, 6, 7, 8}, cn[4] = {7, 0, 0, 9};
    for (size_t off = 1; off < 4; ++off) {
      Bytes in = rng.Bytes(40 * 64 + off), a(40 * 64 + off), b(40 * 64 + off);
      chacha20_blocks_g(a.data() + off, in.data() + off, 40, key, cn);
      k->blocks(b.data() + off, in.data() + off, 40, key, cn);
      ASSERT_EQ(a, b) << "offset " << off;
    }
  }
}

// Every table equals the twin for every alignment (0..15) of in and of out,
// separately, for nblocks 1..9 (every position of a partial 4-block group
// and of the lone-block tail), XOR and in place, with canaries on both sides
// of the output; and for large counts (4096 bytes and 65536+64 bytes) at
// odd alignments ending exactly at counter 2^32-1.
TEST(ChaCha20Kernels, EveryAlignmentLargeCountsAndCanaries) {
  test::Rng rng(Seed() ^ 0x616c69676eull);  // "align"
  SCOPED_TRACE(test::SeedTrace(Seed()));
  constexpr size_t kPad = 128;  // canary bytes on each side: room for a whole stray block
  const auto check = [&](const ChaCha20Kernels& k, size_t nb, size_t in_off, size_t out_off,
                         uint32_t ctr) {
    uint32_t key[8], cn[4];
    for (auto& w : key) w = static_cast<uint32_t>(rng.Next());
    for (auto& w : cn) w = static_cast<uint32_t>(rng.Next());
    cn[0] = ctr;
    const size_t len = nb * 64;
    Bytes in_buf = rng.Bytes(len + 16);
    const uint8_t* in = in_buf.data() + in_off;
    Bytes want(len);
    chacha20_blocks_g(want.data(), in, nb, key, cn);
    // Out of place.
    Bytes out_buf(kPad + 16 + len + kPad, 0xc3);
    uint8_t* out = out_buf.data() + kPad + out_off;
    k.blocks(out, in, nb, key, cn);
    ASSERT_TRUE(std::equal(want.begin(), want.end(), out))
        << "nb=" << nb << " in_off=" << in_off << " out_off=" << out_off;
    for (size_t i = 0; i < out_buf.size(); ++i) {
      const bool inside = i >= kPad + out_off && i < kPad + out_off + len;
      if (!inside) {
        ASSERT_EQ(out_buf[i], 0xc3) << "canary at " << i << " nb=" << nb;
      }
    }
    // In place, at out's alignment.
    Bytes io_buf(kPad + 16 + len + kPad, 0x3c);
    uint8_t* io = io_buf.data() + kPad + out_off;
    std::memcpy(io, in, len);
    k.blocks(io, io, nb, key, cn);
    ASSERT_TRUE(std::equal(want.begin(), want.end(), io)) << "in place nb=" << nb;
    for (size_t i = 0; i < io_buf.size(); ++i) {
      const bool inside = i >= kPad + out_off && i < kPad + out_off + len;
      if (!inside) {
        ASSERT_EQ(io_buf[i], 0x3c) << "in-place canary at " << i << " nb=" << nb;
      }
    }
  };
  for (const ChaCha20Kernels* k : Tables()) {
    SCOPED_TRACE(k->name);
    for (size_t nb = 1; nb <= 9; ++nb) {
      for (size_t in_off = 0; in_off < 16; ++in_off) {
        for (size_t out_off = 0; out_off < 16; ++out_off) {
          check(*k, nb, in_off, out_off, static_cast<uint32_t>(rng.Next()) >> 1);
          if (HasFatalFailure()) return;
        }
      }
    }
    for (size_t nb : {size_t{64}, size_t{1025}}) {
      const uint32_t last = static_cast<uint32_t>(0x100000000ull - nb);  // ends at 2^32-1
      for (auto [in_off, out_off] : {std::pair<size_t, size_t>{0, 0}, {1, 3}, {15, 7}}) {
        check(*k, nb, in_off, out_off, last);
        if (HasFatalFailure()) return;
      }
    }
  }
}

// The stream through every table over 65536+17 bytes starting 1030 blocks
// before the IETF counter's end (so the last block is counter 2^32-5), in
// one call and in place, against OpenSSL.
TEST(ChaCha20Oracle, LongMessageNearCounterEnd) {
  test::Rng rng(Seed());
  SCOPED_TRACE(test::SeedTrace(Seed()));
  const Bytes key = rng.Bytes(32), nonce = rng.Bytes(12);
  const uint64_t ctr = 0x100000000ull - 1030;
  const Bytes pt = rng.Bytes(65536 + 17);
  const Bytes want = Ossl(key, nonce, ctr, pt);
  for (const ChaCha20Kernels* k : Tables()) {
    SCOPED_TRACE(k->name);
    ChaCha20 c;
    ChaCha20Internals::SetKernels(c, *k);
    ASSERT_EQ(c.Init(key, nonce, ctr), Status::kOk);
    Bytes out(pt.size());
    ASSERT_EQ(c.XorKeyStream(out, pt), Status::kOk);
    EXPECT_EQ(out, want);
    ChaCha20 d;
    ChaCha20Internals::SetKernels(d, *k);
    ASSERT_EQ(d.Init(key, nonce, ctr), Status::kOk);
    Bytes io = pt;
    ASSERT_EQ(d.XorKeyStream(io.data(), io.data(), io.size()), Status::kOk);
    EXPECT_EQ(io, want);
  }
}

#ifdef LIMB_CHACHA20_ABI_TEST
// Every ChaCha20 asm symbol keeps the callee-saved registers and the stack
// pointer (x86-64: SysV, and returns with DF clear; aarch64: AAPCS64
// x19-x29, d8-d15; ppc64le: ELFv2 r14-r31, f14-f31, v20-v31, VRSAVE,
// cr2-cr4, and r1 and r2), and (called directly, not through a table)
// equals the twin, for the block counts its contract allows.
TEST(ChaCha20Abi, EveryAsmSymbolKeepsCalleeSavedRegisters) {
  const CpuFeatures& f = DetectedCpu();
  struct Sym {
    const char* name;
    const void* fn;
    bool runnable;
    size_t multiple;          // nblocks must be a multiple of this
    size_t max = ~size_t{0};  // and at most this
  };
#if defined(__x86_64__)
  const bool avx512 = f.avx512f && f.avx512bw && f.avx512vl;
  const Sym syms[] = {
      {"blocks_ssse3", reinterpret_cast<const void*>(&limb_chacha20_blocks_ssse3), f.ssse3, 1},
      {"block1_x86_64", reinterpret_cast<const void*>(&limb_chacha20_block1_x86_64), true, 1},
      {"blocks_avx2", reinterpret_cast<const void*>(&limb_chacha20_blocks_avx2), f.avx2, 1},
      {"blocks_avx512", reinterpret_cast<const void*>(&limb_chacha20_blocks_avx512), avx512, 1},
      {"blocks32_avx512", reinterpret_cast<const void*>(&limb_chacha20_blocks32_avx512), avx512,
       32},
      {"block1_x86_64_avx", reinterpret_cast<const void*>(&limb_chacha20_block1_x86_64_avx), f.avx2,
       1},
      {"rows_avx512", reinterpret_cast<const void*>(&limb_chacha20_rows_avx512), avx512, 1, 8},
      {"rows_avx2", reinterpret_cast<const void*>(&limb_chacha20_rows_avx2), f.avx2, 1, 4},
  };
#elif defined(LIMB_CHACHA20_PPC64LE)
  const Sym syms[] = {
      {"blocks_power8", reinterpret_cast<const void*>(&limb_chacha20_blocks_power8), f.power8, 1},
      {"rows_power8", reinterpret_cast<const void*>(&limb_chacha20_rows_power8), f.power8, 1, 3},
  };
#else
  const Sym syms[] = {
      {"blocks_neon", reinterpret_cast<const void*>(&limb_chacha20_blocks_neon), f.neon, 1},
      {"block1_neon", reinterpret_cast<const void*>(&limb_chacha20_block1_neon), f.neon, 1},
  };
#endif
  test::Rng rng(Seed());
  SCOPED_TRACE(test::SeedTrace(Seed()));
  for (const Sym& s : syms) {
    if (!s.runnable) continue;
    SCOPED_TRACE(s.name);
    for (size_t nb : {0, 1, 2, 3, 4, 5, 7, 8, 9, 17, 32, 64, 65}) {
      if (nb % s.multiple != 0 || nb > s.max) continue;
      uint32_t key[8], cn[4];
      for (auto& w : key) w = static_cast<uint32_t>(rng.Next());
      for (auto& w : cn) w = static_cast<uint32_t>(rng.Next());
      cn[0] = static_cast<uint32_t>(rng.Uniform(1000));
      const Bytes in = rng.Bytes(nb * 64);
      Bytes want(nb * 64 + 1, 0xcc), got(nb * 64 + 1, 0xcc);
      chacha20_blocks_g(want.data(), in.data(), nb, key, cn);
      // Callee-saved registers kept, stack pointer unchanged, (x86-64) DF clear
      // (asm/abi_trampoline.h).
      EXPECT_EQ(
          test::CallCheckingAbi(
              s.fn, {reinterpret_cast<uint64_t>(got.data()), reinterpret_cast<uint64_t>(in.data()),
                     nb, reinterpret_cast<uint64_t>(key), reinterpret_cast<uint64_t>(cn)})
              .violations,
          "")
          << "nb=" << nb;
      EXPECT_EQ(got, want) << "nb=" << nb;
    }
  }
}
#endif

// ---------------------------------------------------------------------------
// The cipher against OpenSSL, through every table.

TEST(ChaCha20Oracle, EveryLength0To300) {
  test::Rng rng(Seed());
  SCOPED_TRACE(test::SeedTrace(Seed()));
  for (const ChaCha20Kernels* k : Tables()) {
    SCOPED_TRACE(k->name);
    for (size_t len = 0; len <= 300; ++len) {
      const Bytes key = rng.Bytes(32);
      const bool orig = len % 3 == 2;
      const Bytes nonce = rng.Bytes(orig ? 8 : 12);
      const uint64_t ctr = orig ? rng.Next() >> 1 : rng.Next() >> 40;  // room for the blocks
      const Bytes pt = rng.Bytes(len);
      ChaCha20 c;
      ChaCha20Internals::SetKernels(c, *k);
      ASSERT_EQ(c.Init(key, nonce, ctr), Status::kOk);
      Bytes out(len);
      ASSERT_EQ(c.XorKeyStream(out, pt), Status::kOk);
      ASSERT_EQ(out, Ossl(key, nonce, ctr, pt)) << "len=" << len << " orig=" << orig;
    }
  }
}

TEST(ChaCha20Oracle, RandomLengthsRandomChunks) {
  test::Rng rng(Seed());
  SCOPED_TRACE(test::SeedTrace(Seed()));
  for (const ChaCha20Kernels* k : Tables()) {
    SCOPED_TRACE(k->name);
    for (int trial = 0; trial < 60; ++trial) {
      const size_t len = rng.Uniform(5001);
      const Bytes key = rng.Bytes(32);
      const bool orig = trial % 4 == 3;
      const Bytes nonce = rng.Bytes(orig ? 8 : 12);
      const uint64_t ctr = rng.Uniform(1000);
      const Bytes pt = rng.Bytes(len);
      std::vector<size_t> chunks;
      for (size_t left = len; left > 0;) {
        // Mostly short chunks, sometimes long ones, sometimes empty.
        size_t n = rng.Uniform(4) == 0 ? rng.Uniform(1200) : rng.Uniform(80);
        n = std::min(n, left);
        chunks.push_back(n);
        left -= n;
      }
      ChaCha20 c;
      ChaCha20Internals::SetKernels(c, *k);
      ASSERT_EQ(c.Init(key, nonce, ctr), Status::kOk);
      ASSERT_EQ(StreamChunks(c, pt, chunks), Ossl(key, nonce, ctr, pt))
          << "trial=" << trial << " len=" << len << " chunks=" << chunks.size();
    }
  }
}

TEST(ChaCha20Stream, EverySplitEqualsOneShot) {
  test::Rng rng(Seed());
  SCOPED_TRACE(test::SeedTrace(Seed()));
  const Bytes key = rng.Bytes(32), nonce = rng.Bytes(12);
  for (const ChaCha20Kernels* k : Tables()) {
    SCOPED_TRACE(k->name);
    const size_t len = 200;
    const Bytes pt = rng.Bytes(len);
    const Bytes want = Ossl(key, nonce, 5, pt);
    // Every two-piece split.
    for (size_t i = 0; i <= len; ++i) {
      ChaCha20 c;
      ChaCha20Internals::SetKernels(c, *k);
      ASSERT_EQ(c.Init(key, nonce, 5), Status::kOk);
      ASSERT_EQ(StreamChunks(c, pt, {i, len - i}), want) << "split " << i;
    }
    // Every three-piece split of a shorter message.
    const size_t l3 = 140;
    const Bytes p3(pt.begin(), pt.begin() + l3);
    const Bytes w3(want.begin(), want.begin() + l3);
    for (size_t i = 0; i <= l3; ++i) {
      for (size_t j = i; j <= l3; ++j) {
        ChaCha20 c;
        ChaCha20Internals::SetKernels(c, *k);
        ASSERT_EQ(c.Init(key, nonce, 5), Status::kOk);
        ASSERT_EQ(StreamChunks(c, p3, {i, j - i, l3 - j}), w3) << "split " << i << "," << j;
      }
    }
  }
}

TEST(ChaCha20Stream, InPlace) {
  test::Rng rng(Seed());
  SCOPED_TRACE(test::SeedTrace(Seed()));
  for (const ChaCha20Kernels* k : Tables()) {
    SCOPED_TRACE(k->name);
    for (size_t len : {0, 1, 63, 64, 65, 255, 256, 257, 1000, 1024, 4097}) {
      const Bytes key = rng.Bytes(32), nonce = rng.Bytes(12), pt = rng.Bytes(len);
      Bytes buf = pt;
      ChaCha20 c;
      ChaCha20Internals::SetKernels(c, *k);
      ASSERT_EQ(c.Init(key, nonce, 0), Status::kOk);
      // Two in-place calls, the first one unaligned to a block.
      const size_t first = len / 3;
      ASSERT_EQ(c.XorKeyStream(buf.data(), buf.data(), first), Status::kOk);
      ASSERT_EQ(c.XorKeyStream(buf.data() + first, buf.data() + first, len - first), Status::kOk);
      ASSERT_EQ(buf, Ossl(key, nonce, 0, pt)) << "len=" << len;
    }
  }
}

TEST(ChaCha20Stream, Seek) {
  test::Rng rng(Seed());
  SCOPED_TRACE(test::SeedTrace(Seed()));
  const Bytes key = rng.Bytes(32), nonce = rng.Bytes(12);
  for (const ChaCha20Kernels* k : Tables()) {
    SCOPED_TRACE(k->name);
    ChaCha20 c;
    ChaCha20Internals::SetKernels(c, *k);
    ASSERT_EQ(c.Init(key, nonce, 0), Status::kOk);
    Bytes junk(100);
    ASSERT_EQ(c.XorKeyStream(junk, junk), Status::kOk);  // leaves a partial block buffered
    for (int t = 0; t < 20; ++t) {
      const uint64_t b = rng.Next() & 0xffffffffu;
      const size_t len = rng.Uniform(700);
      const size_t room = (0x100000000ull - b) * 64;
      const Bytes pt = rng.Bytes(std::min(len, room));
      ASSERT_EQ(c.Seek(b), Status::kOk);
      Bytes out(pt.size());
      ASSERT_EQ(c.XorKeyStream(out, pt), Status::kOk);
      ASSERT_EQ(out, Ossl(key, nonce, b, pt)) << "seek " << b;
    }
    EXPECT_EQ(c.Seek(0x100000000ull), Status::kInvalidArgument);
  }
}

TEST(ChaCha20Stream, XChaCha20MatchesLibsodium) {
  ASSERT_GE(sodium_init(), 0);
  test::Rng rng(Seed());
  SCOPED_TRACE(test::SeedTrace(Seed()));
  for (const ChaCha20Kernels* k : Tables()) {
    SCOPED_TRACE(k->name);
    for (int t = 0; t < 40; ++t) {
      const Bytes key = rng.Bytes(32), nonce = rng.Bytes(24), pt = rng.Bytes(rng.Uniform(1500));
      const uint64_t ctr = rng.Uniform(100000);
      Bytes want(pt.size());
      crypto_stream_xchacha20_xor_ic(want.data(), pt.data(), pt.size(), nonce.data(), ctr,
                                     key.data());
      ChaCha20 c;
      ChaCha20Internals::SetKernels(c, *k);
      ASSERT_EQ(c.Init(key, nonce, ctr), Status::kOk);
      std::vector<size_t> chunks;
      for (size_t left = pt.size(); left > 0;) {
        size_t n = std::min(left, rng.Uniform(300));
        chunks.push_back(n);
        left -= n;
      }
      ASSERT_EQ(StreamChunks(c, pt, chunks), want) << "trial " << t;
    }
  }
}

TEST(ChaCha20Stream, HChaCha20MatchesLibsodium) {
  ASSERT_GE(sodium_init(), 0);
  test::Rng rng(Seed());
  SCOPED_TRACE(test::SeedTrace(Seed()));
  for (int t = 0; t < 100; ++t) {
    const Bytes key = rng.Bytes(32), nonce = rng.Bytes(16);
    Bytes want(32), got(32);
    crypto_core_hchacha20(want.data(), nonce.data(), key.data(), nullptr);
    ASSERT_EQ(HChaCha20(got, key, nonce), Status::kOk);
    ASSERT_EQ(got, want);
  }
}

// ---------------------------------------------------------------------------
// Counter limits: an overflow is an error before anything is written.

TEST(ChaCha20Counter, IetfWrapIsAnErrorAndWritesNothing) {
  test::Rng rng(Seed());
  SCOPED_TRACE(test::SeedTrace(Seed()));
  const Bytes key = rng.Bytes(32), nonce = rng.Bytes(12);
  for (const ChaCha20Kernels* k : Tables()) {
    SCOPED_TRACE(k->name);
    for (uint64_t back = 1; back <= 20; ++back) {
      const uint64_t start = 0x100000000ull - back;  // back blocks remain
      ChaCha20 c;
      ChaCha20Internals::SetKernels(c, *k);
      ASSERT_EQ(c.Init(key, nonce, start), Status::kOk);
      // One byte too many: refused, nothing written.
      const size_t room = back * 64;
      Bytes pt = rng.Bytes(room + 1), out(room + 1, 0xee);
      ASSERT_EQ(c.XorKeyStream(out, pt), Status::kCounterOverflow);
      ASSERT_EQ(out, Bytes(room + 1, 0xee));
      // Exactly the rest of the counter space, in two calls: fine, and equal
      // to OpenSSL (which has not wrapped yet either).
      const Bytes want = Ossl(key, nonce, start, Bytes(pt.begin(), pt.begin() + room));
      const size_t first = rng.Uniform(room + 1);
      ASSERT_EQ(c.XorKeyStream(out.data(), pt.data(), first), Status::kOk);
      ASSERT_EQ(c.XorKeyStream(out.data() + first, pt.data() + first, room - first), Status::kOk);
      ASSERT_TRUE(std::equal(want.begin(), want.end(), out.begin()));
      // Then every further byte is refused, and an empty call is fine.
      Bytes one(1, 0x77);
      ASSERT_EQ(c.XorKeyStream(one.data(), pt.data(), 1), Status::kCounterOverflow);
      ASSERT_EQ(one[0], 0x77);
      ASSERT_EQ(c.XorKeyStream(one.data(), pt.data(), 0), Status::kOk);
      // Seek back makes it usable again.
      ASSERT_EQ(c.Seek(start), Status::kOk);
      ASSERT_EQ(c.XorKeyStream(one.data(), pt.data(), 1), Status::kOk);
      ASSERT_EQ(one[0], want[0]);
    }
    ChaCha20 c;
    EXPECT_EQ(c.Init(key, nonce, 0x100000000ull), Status::kInvalidArgument);
    EXPECT_EQ(c.Init(key, rng.Bytes(24), 0x100000000ull), Status::kInvalidArgument);
  }
}

TEST(ChaCha20Counter, XChaChaWrapIsAnError) {
  test::Rng rng(Seed());
  const Bytes key = rng.Bytes(32), nonce = rng.Bytes(24);
  ChaCha20 c;
  ASSERT_EQ(c.Init(key, nonce, 0xffffffffu), Status::kOk);
  Bytes buf(65);
  EXPECT_EQ(c.XorKeyStream(buf, buf), Status::kCounterOverflow);
  Bytes b64(64);
  EXPECT_EQ(c.XorKeyStream(b64, b64), Status::kOk);
  EXPECT_EQ(c.XorKeyStream(b64.data(), b64.data(), 1), Status::kCounterOverflow);
}

TEST(ChaCha20Counter, OriginalCarriesIntoWord13AndStopsAt2To64) {
  test::Rng rng(Seed());
  SCOPED_TRACE(test::SeedTrace(Seed()));
  const Bytes key = rng.Bytes(32), nonce = rng.Bytes(8);
  for (const ChaCha20Kernels* k : Tables()) {
    SCOPED_TRACE(k->name);
    // Crossing 2^32: word 12 wraps, word 13 increments (OpenSSL does the same).
    for (uint64_t start : {0xfffffffdull, 0x1fffffff0ull, 0xabcdef00fffffff9ull}) {
      ChaCha20 c;
      ChaCha20Internals::SetKernels(c, *k);
      ASSERT_EQ(c.Init(key, nonce, start), Status::kOk);
      const Bytes pt = rng.Bytes(64 * 40 + 17);
      Bytes out(pt.size());
      ASSERT_EQ(StreamChunks(c, pt, {5, 64 * 20, pt.size() - 5 - 64 * 20}).size(), pt.size());
      ChaCha20 d;
      ChaCha20Internals::SetKernels(d, *k);
      ASSERT_EQ(d.Init(key, nonce, start), Status::kOk);
      ASSERT_EQ(d.XorKeyStream(out, pt), Status::kOk);
      ASSERT_EQ(out, Ossl(key, nonce, start, pt)) << std::hex << start;
    }
    // The last block of the 64-bit counter space.
    ChaCha20 c;
    ChaCha20Internals::SetKernels(c, *k);
    ASSERT_EQ(c.Init(key, nonce, ~uint64_t{0} - 1), Status::kOk);
    Bytes out(129, 0xee), pt(129, 0);
    ASSERT_EQ(c.XorKeyStream(out, pt), Status::kCounterOverflow);
    ASSERT_EQ(out, Bytes(129, 0xee));
    ASSERT_EQ(c.XorKeyStream(out.data(), pt.data(), 100), Status::kOk);
    ASSERT_EQ(c.XorKeyStream(out.data() + 100, pt.data(), 28), Status::kOk);
    ASSERT_EQ(c.XorKeyStream(out.data() + 128, pt.data(), 1), Status::kCounterOverflow);
    ASSERT_EQ(out[128], 0xee);
  }
}

// ---------------------------------------------------------------------------
// Bad input.

TEST(ChaCha20Errors, Statuses) {
  Bytes key(32), n12(12), buf(100);
  ChaCha20 c;
  EXPECT_EQ(c.XorKeyStream(buf, buf), Status::kInvalidArgument);  // not keyed
  EXPECT_EQ(c.Seek(0), Status::kInvalidArgument);
  EXPECT_EQ(c.Init(Bytes(31), n12), Status::kInvalidArgument);
  EXPECT_EQ(c.Init(Bytes(33), n12), Status::kInvalidArgument);
  for (size_t n : {0, 7, 9, 11, 13, 16, 23, 25, 32}) {
    EXPECT_EQ(c.Init(key, Bytes(n)), Status::kInvalidArgument) << n;
  }
  EXPECT_EQ(c.XorKeyStream(buf, buf), Status::kInvalidArgument);  // failed Init leaves it unkeyed
  ASSERT_EQ(c.Init(key, n12), Status::kOk);
  Bytes small(99);
  EXPECT_EQ(c.XorKeyStream(small, buf), Status::kBufferTooSmall);
  // Partial overlap is refused; exact in-place is fine.
  EXPECT_EQ(c.XorKeyStream(buf.data() + 1, buf.data(), 50), Status::kInvalidArgument);
  EXPECT_EQ(c.XorKeyStream(buf.data(), buf.data() + 1, 50), Status::kInvalidArgument);
  EXPECT_EQ(c.XorKeyStream(buf.data(), buf.data() + 50, 50), Status::kOk);  // adjacent, disjoint
  EXPECT_EQ(c.XorKeyStream(buf.data(), buf.data(), 50), Status::kOk);
  // One-shot and HChaCha20 length checks.
  EXPECT_EQ(ChaCha20Xor(small, buf, key, n12), Status::kBufferTooSmall);
  EXPECT_EQ(ChaCha20Xor(buf, buf, Bytes(16), n12), Status::kInvalidArgument);
  Bytes out32(32);
  EXPECT_EQ(HChaCha20(out32, key, Bytes(12)), Status::kInvalidArgument);
  Bytes out31(31);
  EXPECT_EQ(HChaCha20(out31, key, Bytes(16)), Status::kInvalidArgument);
  EXPECT_EQ(HChaCha20(out32, Bytes(31), Bytes(16)), Status::kInvalidArgument);
  // Wipe unkeys.
  c.Wipe();
  EXPECT_EQ(c.XorKeyStream(buf, buf), Status::kInvalidArgument);
}

// ---------------------------------------------------------------------------
// Short calls are served from buffered keystream: 25 calls of 10 bytes do
// not cost 25 block computations.

size_t g_blocks_computed = 0;
size_t g_kernel_calls = 0;
void CountingBlocks(uint8_t* out, const uint8_t* in, size_t nblocks, const uint32_t key[8],
                    const uint32_t cn[4]) noexcept {
  g_blocks_computed += nblocks;
  g_kernel_calls += 1;
  chacha20_blocks_g(out, in, nblocks, key, cn);
}

TEST(ChaCha20Stream, ShortCallsAreBuffered) {
  for (const ChaCha20Kernels* k : Tables()) {
    SCOPED_TRACE(k->name);
    const ChaCha20Kernels counting = {"counting", CountingBlocks, k->buffer_blocks};
    ChaCha20 c;
    ChaCha20Internals::SetKernels(c, counting);
    Bytes key(32, 1), nonce(12, 2), buf(10);
    ASSERT_EQ(c.Init(key, nonce), Status::kOk);
    g_blocks_computed = g_kernel_calls = 0;
    for (int i = 0; i < 25; ++i) ASSERT_EQ(c.XorKeyStream(buf, buf), Status::kOk);
    // 250 bytes need 4 blocks; at most one buffer's worth of waste.
    EXPECT_LE(g_kernel_calls, 4u);
    EXPECT_LE(g_blocks_computed, 4 + k->buffer_blocks);
    EXPECT_GE(k->buffer_blocks, 2u);
  }
}

}  // namespace
}  // namespace limb
