// Bad input to chacha20.h (and the AEAD's key generation built on it) that
// chacha20_test.cc does not already pin down (docs/errors.md names the
// test of every row): counters out of the variant's range, and that every
// refused call writes nothing and leaves the stream where it was.
#include <cstdint>
#include <span>
#include <vector>

#include "gtest/gtest.h"
#include "limb/base/status.h"
#include "limb/symmetric/chacha20/chacha20.h"

namespace limb {
namespace {

using Bytes = std::vector<uint8_t>;

Bytes Key() {
  Bytes k(32);
  for (size_t i = 0; i < k.size(); ++i) k[i] = static_cast<uint8_t>(i * 7 + 1);
  return k;
}

TEST(ChaCha20BadInput, CounterOutOfRangeForTheVariant) {
  const Bytes key = Key();
  for (size_t nonce_len : {size_t{12}, size_t{24}}) {
    SCOPED_TRACE(nonce_len);
    const Bytes nonce(nonce_len, 3);
    ChaCha20 c;
    EXPECT_EQ(c.Init(key, nonce, uint64_t{1} << 32), Status::kInvalidArgument);
    Bytes buf(10, 0xa5);
    EXPECT_EQ(c.XorKeyStream(buf, buf), Status::kInvalidArgument);  // left unkeyed
    EXPECT_EQ(buf, Bytes(10, 0xa5));
    // The one-shot: same check, nothing written.
    Bytes out(10, 0xa5);
    EXPECT_EQ(ChaCha20Xor(out, Bytes(10, 1), key, nonce, uint64_t{1} << 32), Status::kInvalidArgument);
    EXPECT_EQ(out, Bytes(10, 0xa5));
    // The last block itself is a valid start.
    EXPECT_EQ(c.Init(key, nonce, (uint64_t{1} << 32) - 1), Status::kOk);
  }
  // The original variant's 64-bit counter takes any start.
  ChaCha20 c;
  EXPECT_EQ(c.Init(key, Bytes(8, 3), ~uint64_t{0}), Status::kOk);
}

TEST(ChaCha20BadInput, RefusedCallsKeepThePosition) {
  const Bytes key = Key(), nonce(12, 5);
  // The reference: 100 keystream bytes from block 0.
  Bytes want(100, 0);
  ASSERT_EQ(ChaCha20Xor(want, Bytes(100, 0), key, nonce), Status::kOk);

  ChaCha20 c;
  ASSERT_EQ(c.Init(key, nonce), Status::kOk);
  Bytes got(100, 0);
  ASSERT_EQ(c.XorKeyStream(got.data(), got.data(), 30), Status::kOk);
  // Output too small, overlap, a Seek out of range: refused, nothing moved.
  Bytes small(9, 0xa5);
  EXPECT_EQ(c.XorKeyStream(small, Bytes(10, 0)), Status::kBufferTooSmall);
  EXPECT_EQ(small, Bytes(9, 0xa5));
  EXPECT_EQ(c.XorKeyStream(got.data() + 31, got.data() + 30, 20), Status::kInvalidArgument);
  EXPECT_EQ(c.Seek(uint64_t{1} << 32), Status::kInvalidArgument);
  ASSERT_EQ(c.XorKeyStream(got.data() + 30, got.data() + 30, 70), Status::kOk);
  EXPECT_EQ(got, want);
}

TEST(ChaCha20BadInput, InitForAeadAndHChaCha20Lengths) {
  const Bytes key = Key();
  Bytes pk(32, 0xa5);
  ChaCha20 c;
  // The original 8-byte nonce has no AEAD; a 31-byte poly_key is refused.
  EXPECT_EQ(c.InitForAead(key, Bytes(8, 0), pk), Status::kInvalidArgument);
  EXPECT_EQ(c.InitForAead(key, Bytes(12, 0), std::span<uint8_t>(pk.data(), 31)),
            Status::kInvalidArgument);
  EXPECT_EQ(c.InitForAead(Bytes(31, 0), Bytes(12, 0), pk), Status::kInvalidArgument);
  EXPECT_EQ(pk, Bytes(32, 0xa5));
  Bytes h(32, 0xa5);
  EXPECT_EQ(HChaCha20(h, key, Bytes(24, 0)), Status::kInvalidArgument);
  EXPECT_EQ(HChaCha20(std::span<uint8_t>(h.data(), 31), key, Bytes(16, 0)), Status::kInvalidArgument);
  EXPECT_EQ(h, Bytes(32, 0xa5));
}

}  // namespace
}  // namespace limb
