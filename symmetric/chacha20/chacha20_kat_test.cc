// Known-answer tests: RFC 8439 (2.3.2, 2.4.2, A.1, A.2), the original
// variant, HChaCha20 and XChaCha20 (draft-irtf-cfrg-xchacha-03), for every
// kernel table this CPU can run and for the dispatched one.
#include <gtest/gtest.h>

#include <cstring>
#include <vector>

#include "limb/base/testing/hex.h"
#include "limb/base/testing/kat.h"
#include "limb/symmetric/chacha20/chacha20.h"
#include "limb/symmetric/chacha20/chacha20_internal.h"

namespace limb {
namespace {

using test::KatFile;
using test::KatRecord;
using test::ToHex;

std::vector<const ChaCha20Kernels*> TablesUnderTest() {
  std::vector<const ChaCha20Kernels*> t(AllChaCha20Kernels().begin(), AllChaCha20Kernels().end());
  t.push_back(&ActiveChaCha20Kernels());
  return t;
}

uint32_t Le32(const uint8_t* p) {
  return uint32_t{p[0]} | (uint32_t{p[1]} << 8) | (uint32_t{p[2]} << 16) | (uint32_t{p[3]} << 24);
}

// Runs every record's Plaintext through one table in several ways: one
// shot, in place, and (for the kernel itself) whole blocks.
void CheckEncrypt(KatRecord& r, const ChaCha20Kernels& k, const char* what) {
  const auto key = r.TakeHex("Key");
  const auto nonce = r.TakeHex("Nonce");
  const uint64_t ctr = r.TakeInt("Counter");
  const auto pt = r.Has("Plaintext") ? r.TakeHex("Plaintext") : std::vector<uint8_t>();
  const auto want = r.Has("Ciphertext") ? r.TakeHex("Ciphertext") : r.TakeHex("Keystream");
  const std::vector<uint8_t> in = pt.empty() ? std::vector<uint8_t>(want.size(), 0) : pt;
  ASSERT_EQ(in.size(), want.size());
  SCOPED_TRACE(std::string(what) + " " + r.Where() + " table " + k.name);

  ChaCha20 c;
  ChaCha20Internals::SetKernels(c, k);
  ASSERT_EQ(c.Init(key, nonce, ctr), Status::kOk);
  std::vector<uint8_t> out(in.size());
  ASSERT_EQ(c.XorKeyStream(out, in), Status::kOk);
  EXPECT_EQ(ToHex(out), ToHex(want));

  ChaCha20 d;
  ChaCha20Internals::SetKernels(d, k);
  ASSERT_EQ(d.Init(key, nonce, ctr), Status::kOk);
  std::vector<uint8_t> buf = in;
  ASSERT_EQ(d.XorKeyStream(buf.data(), buf.data(), buf.size()), Status::kOk);
  EXPECT_EQ(buf, want);

  // The raw kernel on the whole blocks (12-byte nonces only: that is the
  // kernel's own state layout).
  if (nonce.size() == kChaCha20NonceSize) {
    uint32_t kw[8], cn[4];
    for (int i = 0; i < 8; ++i) kw[i] = Le32(key.data() + 4 * i);
    cn[0] = static_cast<uint32_t>(ctr);
    for (int i = 0; i < 3; ++i) cn[1 + i] = Le32(nonce.data() + 4 * i);
    const size_t nb = in.size() / 64;
    std::vector<uint8_t> ko(nb * 64);
    k.blocks(ko.data(), in.data(), nb, kw, cn);
    EXPECT_TRUE(std::equal(ko.begin(), ko.end(), want.begin()));
    std::vector<uint8_t> ks(nb * 64);
    k.blocks(ks.data(), nullptr, nb, kw, cn);
    for (size_t i = 0; i < ks.size(); ++i) ks[i] ^= in[i];
    EXPECT_EQ(ks, ko);
  }
}

TEST(ChaCha20Kat, Rfc8439BlockFunction) {
  KatFile kat("testdata/chacha20/rfc8439_block.txt");
  ASSERT_EQ(kat.size(), 6u);  // 2.3.2 and A.1 #1-#5
  for (const ChaCha20Kernels* k : TablesUnderTest()) {
    for (KatRecord& r : kat) CheckEncrypt(r, *k, "block");
  }
}

TEST(ChaCha20Kat, Rfc8439Encryption) {
  KatFile kat("testdata/chacha20/rfc8439_encrypt.txt");
  ASSERT_EQ(kat.size(), 4u);  // 2.4.2 and A.2 #1-#3
  for (const ChaCha20Kernels* k : TablesUnderTest()) {
    for (KatRecord& r : kat) CheckEncrypt(r, *k, "encrypt");
  }
}

TEST(ChaCha20Kat, OneShotMatchesRfc8439) {
  KatFile kat("testdata/chacha20/rfc8439_encrypt.txt");
  ASSERT_EQ(kat.size(), 4u);
  for (KatRecord& r : kat) {
    const auto pt = r.TakeHex("Plaintext");
    const auto ct = r.TakeHex("Ciphertext");
    std::vector<uint8_t> out(pt.size());
    ASSERT_EQ(ChaCha20Xor(out, pt, r.TakeHex("Key"), r.TakeHex("Nonce"), r.TakeInt("Counter")),
              Status::kOk);
    EXPECT_EQ(out, ct) << r.Where();
  }
}

TEST(ChaCha20Kat, OriginalVariant) {
  KatFile kat("testdata/chacha20/original_chacha20.txt");
  ASSERT_EQ(kat.size(), 2u);  // Strombergson TC7, TC8
  for (const ChaCha20Kernels* k : TablesUnderTest()) {
    for (KatRecord& r : kat) {
      SCOPED_TRACE(r.Where() + " table " + k->name);
      const auto key = r.TakeHex("Key");
      const auto nonce = r.TakeHex("Nonce");
      const auto want = r.TakeHex("Keystream");
      ASSERT_EQ(nonce.size(), kChaCha20OriginalNonceSize);
      ChaCha20 c;
      ChaCha20Internals::SetKernels(c, *k);
      ASSERT_EQ(c.Init(key, nonce, 0), Status::kOk);
      std::vector<uint8_t> zero(want.size()), out(want.size());
      ASSERT_EQ(c.XorKeyStream(out, zero), Status::kOk);
      EXPECT_EQ(ToHex(out), ToHex(want));
      // Seek to block 1 gives the second block alone.
      ASSERT_EQ(c.Seek(1), Status::kOk);
      std::vector<uint8_t> b1(64);
      ASSERT_EQ(c.XorKeyStream(b1, std::vector<uint8_t>(64)), Status::kOk);
      EXPECT_TRUE(std::equal(b1.begin(), b1.end(), want.begin() + 64));
    }
  }
}

TEST(ChaCha20Kat, HChaCha20) {
  KatFile kat("testdata/chacha20/hchacha20.txt");
  ASSERT_EQ(kat.size(), 1u);
  for (KatRecord& r : kat) {
    std::vector<uint8_t> out(32);
    ASSERT_EQ(HChaCha20(out, r.TakeHex("Key"), r.TakeHex("Nonce")), Status::kOk);
    EXPECT_EQ(ToHex(out), ToHex(r.TakeHex("Subkey")));
  }
}

TEST(ChaCha20Kat, XChaCha20) {
  KatFile kat("testdata/chacha20/xchacha20.txt");
  ASSERT_EQ(kat.size(), 2u);  // block counter 0 and 1
  for (const ChaCha20Kernels* k : TablesUnderTest()) {
    for (KatRecord& r : kat) {
      SCOPED_TRACE(r.Where() + " table " + k->name);
      const auto key = r.TakeHex("Key");
      const auto nonce = r.TakeHex("Nonce");
      const uint64_t ctr = r.TakeInt("Counter");
      const auto pt = r.TakeHex("Plaintext");
      const auto ks = r.TakeHex("Keystream");
      const auto ct = r.TakeHex("Ciphertext");
      ChaCha20 c;
      ChaCha20Internals::SetKernels(c, *k);
      ASSERT_EQ(c.Init(key, nonce, ctr), Status::kOk);
      std::vector<uint8_t> out(ks.size());
      ASSERT_EQ(c.XorKeyStream(out, std::vector<uint8_t>(ks.size())), Status::kOk);
      EXPECT_EQ(ToHex(out), ToHex(ks));
      ChaCha20 d;
      ChaCha20Internals::SetKernels(d, *k);
      ASSERT_EQ(d.Init(key, nonce, ctr), Status::kOk);
      std::vector<uint8_t> got(pt.size());
      ASSERT_EQ(d.XorKeyStream(got, pt), Status::kOk);
      EXPECT_EQ(ToHex(got), ToHex(ct));
    }
  }
}

TEST(ChaCha20Kat, InitForAeadGivesBlockZeroThenCounterOne) {
  // RFC 8439 2.4.2's vector has counter 1: InitForAead must continue there,
  // and its Poly1305 key must be block 0's first 32 bytes (A.1 #1: zero
  // key and nonce, counter 0).
  KatFile enc("testdata/chacha20/rfc8439_encrypt.txt");
  KatFile blk("testdata/chacha20/rfc8439_block.txt");
  ASSERT_EQ(enc.size(), 4u);
  ASSERT_EQ(blk.size(), 6u);
  KatRecord& sun = enc[0];
  KatRecord& a11 = blk[1];
  // Only these two records serve here; the KAT tests above use every one.
  for (KatRecord& r : enc) {
    if (&r != &sun) r.Skip();
  }
  for (KatRecord& r : blk) {
    if (&r != &a11) r.Skip();
  }
  ASSERT_EQ(sun.TakeInt("Counter"), 1u);
  ASSERT_EQ(a11.TakeInt("Counter"), 0u);
  for (const ChaCha20Kernels* k : TablesUnderTest()) {
    SCOPED_TRACE(k->name);
    ChaCha20 c;
    ChaCha20Internals::SetKernels(c, *k);
    std::vector<uint8_t> pk(32);
    ASSERT_EQ(c.InitForAead(sun.TakeHex("Key"), sun.TakeHex("Nonce"), pk), Status::kOk);
    const auto pt = sun.TakeHex("Plaintext");
    std::vector<uint8_t> out(pt.size());
    ASSERT_EQ(c.XorKeyStream(out, pt), Status::kOk);
    EXPECT_EQ(out, sun.TakeHex("Ciphertext"));

    ChaCha20 z;
    ChaCha20Internals::SetKernels(z, *k);
    ASSERT_EQ(z.InitForAead(a11.TakeHex("Key"), a11.TakeHex("Nonce"), pk), Status::kOk);
    const auto ks = a11.TakeHex("Keystream");
    EXPECT_TRUE(std::equal(pk.begin(), pk.end(), ks.begin()));
  }
  std::vector<uint8_t> pk(31);
  ChaCha20 c;
  EXPECT_EQ(c.InitForAead(std::vector<uint8_t>(32), std::vector<uint8_t>(12), pk),
            Status::kInvalidArgument);
  std::vector<uint8_t> pk32(32);
  EXPECT_EQ(c.InitForAead(std::vector<uint8_t>(32), std::vector<uint8_t>(8), pk32),
            Status::kInvalidArgument);
}

}  // namespace
}  // namespace limb
