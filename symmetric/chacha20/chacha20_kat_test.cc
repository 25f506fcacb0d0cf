// Known-answer tests: RFC 8439 (2.3.2, 2.4.2, A.1, A.2), the original
// variant, HChaCha20 and XChaCha20 (draft-irtf-cfrg-xchacha-03), for every
// kernel table this CPU can run and for the dispatched one.
#include <gtest/gtest.h>

#include <cstring>
#include <vector>

#include "limb/symmetric/chacha20/chacha20.h"
#include "limb/symmetric/chacha20/chacha20_internal.h"
#include "limb/symmetric/chacha20/chacha20_test_util.h"

namespace limb {
namespace {

using testing::KatRecord;
using testing::ReadKatFile;
using testing::ToHex;

std::vector<const ChaCha20Kernels*> TablesUnderTest() {
  std::vector<const ChaCha20Kernels*> t(AllChaCha20Kernels().begin(), AllChaCha20Kernels().end());
  t.push_back(&ActiveChaCha20Kernels());
  return t;
}

void ExpectAllConsumed(const std::vector<KatRecord>& recs) {
  for (const KatRecord& r : recs) {
    EXPECT_TRUE(r.Unused().empty()) << "record at line " << r.line << " has unused fields";
  }
}

uint32_t Le32(const uint8_t* p) {
  return uint32_t{p[0]} | (uint32_t{p[1]} << 8) | (uint32_t{p[2]} << 16) | (uint32_t{p[3]} << 24);
}

// Runs every record's Plaintext through one table in several ways: one
// shot, in place, and (for the kernel itself) whole blocks.
void CheckEncrypt(KatRecord& r, const ChaCha20Kernels& k, const char* what) {
  const auto key = r.Bytes("Key");
  const auto nonce = r.Bytes("Nonce");
  const uint64_t ctr = std::stoull(r.Get("Counter"));
  const auto pt = r.Has("Plaintext") ? r.Bytes("Plaintext") : std::vector<uint8_t>();
  const auto want = r.Has("Ciphertext") ? r.Bytes("Ciphertext") : r.Bytes("Keystream");
  const std::vector<uint8_t> in = pt.empty() ? std::vector<uint8_t>(want.size(), 0) : pt;
  ASSERT_EQ(in.size(), want.size());
  SCOPED_TRACE(std::string(what) + " record line " + std::to_string(r.line) + " table " + k.name);

  ChaCha20 c;
  ChaCha20Internals::SetKernels(c, k);
  ASSERT_EQ(c.Init(key, nonce, ctr), Status::kOk);
  std::vector<uint8_t> out(in.size());
  ASSERT_EQ(c.XorKeyStream(out, in), Status::kOk);
  EXPECT_EQ(ToHex(out.data(), out.size()), ToHex(want.data(), want.size()));

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
  auto recs = ReadKatFile("rfc8439_block.txt");
  ASSERT_EQ(recs.size(), 6u);  // 2.3.2 and A.1 #1-#5
  for (const ChaCha20Kernels* k : TablesUnderTest()) {
    for (KatRecord& r : recs) CheckEncrypt(r, *k, "block");
  }
  ExpectAllConsumed(recs);
}

TEST(ChaCha20Kat, Rfc8439Encryption) {
  auto recs = ReadKatFile("rfc8439_encrypt.txt");
  ASSERT_EQ(recs.size(), 4u);  // 2.4.2 and A.2 #1-#3
  for (const ChaCha20Kernels* k : TablesUnderTest()) {
    for (KatRecord& r : recs) CheckEncrypt(r, *k, "encrypt");
  }
  ExpectAllConsumed(recs);
}

TEST(ChaCha20Kat, OneShotMatchesRfc8439) {
  auto recs = ReadKatFile("rfc8439_encrypt.txt");
  for (KatRecord& r : recs) {
    const auto pt = r.Bytes("Plaintext");
    const auto ct = r.Bytes("Ciphertext");
    std::vector<uint8_t> out(pt.size());
    ASSERT_EQ(ChaCha20Xor(out, pt, r.Bytes("Key"), r.Bytes("Nonce"), std::stoull(r.Get("Counter"))),
              Status::kOk);
    EXPECT_EQ(out, ct) << "record line " << r.line;
  }
  ExpectAllConsumed(recs);
}

TEST(ChaCha20Kat, OriginalVariant) {
  auto recs = ReadKatFile("original_chacha20.txt");
  ASSERT_EQ(recs.size(), 2u);  // Strombergson TC7, TC8
  for (const ChaCha20Kernels* k : TablesUnderTest()) {
    for (KatRecord& r : recs) {
      SCOPED_TRACE("record line " + std::to_string(r.line) + " table " + k->name);
      const auto key = r.Bytes("Key");
      const auto nonce = r.Bytes("Nonce");
      const auto want = r.Bytes("Keystream");
      ASSERT_EQ(nonce.size(), kChaCha20OriginalNonceSize);
      ChaCha20 c;
      ChaCha20Internals::SetKernels(c, *k);
      ASSERT_EQ(c.Init(key, nonce, 0), Status::kOk);
      std::vector<uint8_t> zero(want.size()), out(want.size());
      ASSERT_EQ(c.XorKeyStream(out, zero), Status::kOk);
      EXPECT_EQ(ToHex(out.data(), out.size()), ToHex(want.data(), want.size()));
      // Seek to block 1 gives the second block alone.
      ASSERT_EQ(c.Seek(1), Status::kOk);
      std::vector<uint8_t> b1(64);
      ASSERT_EQ(c.XorKeyStream(b1, std::vector<uint8_t>(64)), Status::kOk);
      EXPECT_TRUE(std::equal(b1.begin(), b1.end(), want.begin() + 64));
    }
  }
  ExpectAllConsumed(recs);
}

TEST(ChaCha20Kat, HChaCha20) {
  auto recs = ReadKatFile("hchacha20.txt");
  ASSERT_EQ(recs.size(), 1u);
  for (KatRecord& r : recs) {
    std::vector<uint8_t> out(32);
    ASSERT_EQ(HChaCha20(out, r.Bytes("Key"), r.Bytes("Nonce")), Status::kOk);
    EXPECT_EQ(ToHex(out.data(), 32), r.Get("Subkey"));
  }
  ExpectAllConsumed(recs);
}

TEST(ChaCha20Kat, XChaCha20) {
  auto recs = ReadKatFile("xchacha20.txt");
  ASSERT_EQ(recs.size(), 2u);  // block counter 0 and 1
  for (const ChaCha20Kernels* k : TablesUnderTest()) {
    for (KatRecord& r : recs) {
      SCOPED_TRACE("record line " + std::to_string(r.line) + " table " + k->name);
      const auto key = r.Bytes("Key");
      const auto nonce = r.Bytes("Nonce");
      const uint64_t ctr = std::stoull(r.Get("Counter"));
      const auto pt = r.Bytes("Plaintext");
      const auto ks = r.Bytes("Keystream");
      const auto ct = r.Bytes("Ciphertext");
      ChaCha20 c;
      ChaCha20Internals::SetKernels(c, *k);
      ASSERT_EQ(c.Init(key, nonce, ctr), Status::kOk);
      std::vector<uint8_t> out(ks.size());
      ASSERT_EQ(c.XorKeyStream(out, std::vector<uint8_t>(ks.size())), Status::kOk);
      EXPECT_EQ(ToHex(out.data(), out.size()), ToHex(ks.data(), ks.size()));
      ChaCha20 d;
      ChaCha20Internals::SetKernels(d, *k);
      ASSERT_EQ(d.Init(key, nonce, ctr), Status::kOk);
      std::vector<uint8_t> got(pt.size());
      ASSERT_EQ(d.XorKeyStream(got, pt), Status::kOk);
      EXPECT_EQ(ToHex(got.data(), got.size()), ToHex(ct.data(), ct.size()));
    }
  }
  ExpectAllConsumed(recs);
}

TEST(ChaCha20Kat, InitForAeadGivesBlockZeroThenCounterOne) {
  // RFC 8439 2.4.2's vector has counter 1: InitForAead must continue there,
  // and its Poly1305 key must be block 0's first 32 bytes (A.1 #1: zero
  // key and nonce, counter 0).
  auto enc = ReadKatFile("rfc8439_encrypt.txt");
  auto blk = ReadKatFile("rfc8439_block.txt");
  KatRecord& sun = enc[0];
  KatRecord& a11 = blk[1];
  ASSERT_EQ(sun.Get("Counter"), "1");
  ASSERT_EQ(a11.Get("Counter"), "0");
  for (const ChaCha20Kernels* k : TablesUnderTest()) {
    SCOPED_TRACE(k->name);
    ChaCha20 c;
    ChaCha20Internals::SetKernels(c, *k);
    std::vector<uint8_t> pk(32);
    ASSERT_EQ(c.InitForAead(sun.Bytes("Key"), sun.Bytes("Nonce"), pk), Status::kOk);
    const auto pt = sun.Bytes("Plaintext");
    std::vector<uint8_t> out(pt.size());
    ASSERT_EQ(c.XorKeyStream(out, pt), Status::kOk);
    EXPECT_EQ(out, sun.Bytes("Ciphertext"));

    ChaCha20 z;
    ChaCha20Internals::SetKernels(z, *k);
    ASSERT_EQ(z.InitForAead(a11.Bytes("Key"), a11.Bytes("Nonce"), pk), Status::kOk);
    const auto ks = a11.Bytes("Keystream");
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
