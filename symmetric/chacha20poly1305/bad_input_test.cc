// Bad input to chacha20poly1305.h that chacha20poly1305_test.cc checks for
// its status only (docs/errors.md names the test of every row): every
// refused call leaves the output buffers (and an in-place input) as they
// were, for ChaCha20-Poly1305 and XChaCha20-Poly1305.
#include <algorithm>
#include <cstdint>
#include <span>
#include <vector>

#include "gtest/gtest.h"
#include "limb/base/status.h"
#include "limb/symmetric/chacha20poly1305/chacha20poly1305.h"

namespace limb {
namespace {

using Bytes = std::vector<uint8_t>;
using CSpan = std::span<const uint8_t>;
using Span = std::span<uint8_t>;

struct Variant {
  const char* name;
  size_t nonce_size;
  Status (*seal)(Span, size_t*, CSpan, CSpan, CSpan, CSpan) noexcept;
  Status (*open)(Span, size_t*, CSpan, CSpan, CSpan, CSpan) noexcept;
  Status (*seal_det)(Span, Span, CSpan, CSpan, CSpan, CSpan) noexcept;
  Status (*open_det)(Span, CSpan, CSpan, CSpan, CSpan, CSpan) noexcept;
};

const Variant kVariants[] = {
    {"ChaCha20-Poly1305", 12, ChaCha20Poly1305Seal, ChaCha20Poly1305Open,
     ChaCha20Poly1305SealDetached, ChaCha20Poly1305OpenDetached},
    {"XChaCha20-Poly1305", 24, XChaCha20Poly1305Seal, XChaCha20Poly1305Open,
     XChaCha20Poly1305SealDetached, XChaCha20Poly1305OpenDetached},
};

TEST(AeadBadInput, RefusedCallsWriteNothing) {
  const Bytes key(32, 0x42), aad(7, 0x17), pt(40, 0x99);
  for (const Variant& v : kVariants) {
    SCOPED_TRACE(v.name);
    const Bytes nonce(v.nonce_size, 0x24);
    Bytes sealed(56);
    size_t n = 0;
    ASSERT_EQ(v.seal(sealed, &n, key, nonce, pt, aad), Status::kOk);
    const CSpan ct(sealed.data(), 40), tag(sealed.data() + 40, 16);

    // Detached tag of 15 or 17 bytes: neither output is touched.
    Bytes out(40, 0xa5), t15(15, 0xa5), t17(17, 0xa5);
    EXPECT_EQ(v.seal_det(out, t15, key, nonce, pt, aad), Status::kInvalidArgument);
    EXPECT_EQ(v.seal_det(out, t17, key, nonce, pt, aad), Status::kInvalidArgument);
    EXPECT_EQ(v.open_det(out, key, nonce, ct, CSpan(sealed.data() + 40, 15), aad),
              Status::kInvalidArgument);
    EXPECT_EQ(out, Bytes(40, 0xa5));
    EXPECT_EQ(t15, Bytes(15, 0xa5));
    EXPECT_EQ(t17, Bytes(17, 0xa5));

    // Open of an input shorter than the tag. *out_len is set to 0 on every
    // failure (the header's "0 on failure"); the buffers are not touched.
    size_t out_len = 77;
    EXPECT_EQ(v.open(out, &out_len, key, nonce, CSpan(sealed.data(), 15), aad),
              Status::kInvalidArgument);
    EXPECT_EQ(out, Bytes(40, 0xa5));
    EXPECT_EQ(out_len, 0u);

    // Overlap other than exactly in place: the input is not changed either.
    out_len = 77;
    Bytes buf(120, 0);
    std::copy(sealed.begin(), sealed.end(), buf.begin());
    const Bytes before = buf;
    EXPECT_EQ(v.open(Span(buf.data() + 1, 60), &out_len, key, nonce, CSpan(buf.data(), 56), aad),
              Status::kInvalidArgument);
    EXPECT_EQ(v.open_det(Span(buf.data() + 8, 40), key, nonce, CSpan(buf.data(), 40),
                         CSpan(buf.data() + 40, 16), aad),
              Status::kInvalidArgument);
    EXPECT_EQ(v.seal(Span(buf.data() + 3, 60), &out_len, key, nonce, CSpan(buf.data(), 40), aad),
              Status::kInvalidArgument);
    EXPECT_EQ(buf, before);
    EXPECT_EQ(out_len, 0u);

    // The right tag still opens afterwards (nothing above consumed state).
    EXPECT_EQ(v.open_det(out, key, nonce, ct, tag, aad), Status::kOk);
    EXPECT_EQ(out, pt);
  }
}

TEST(AeadBadInput, KeyGenLengths) {
  Bytes out(32, 0xa5);
  EXPECT_EQ(ChaCha20Poly1305KeyGen(out, Bytes(31, 1), Bytes(12, 0)), Status::kInvalidArgument);
  EXPECT_EQ(ChaCha20Poly1305KeyGen(out, Bytes(32, 1), Bytes(8, 0)), Status::kInvalidArgument);
  EXPECT_EQ(ChaCha20Poly1305KeyGen(out, Bytes(32, 1), Bytes(16, 0)), Status::kInvalidArgument);
  EXPECT_EQ(ChaCha20Poly1305KeyGen(Span(out.data(), 31), Bytes(32, 1), Bytes(24, 0)),
            Status::kInvalidArgument);
  EXPECT_EQ(out, Bytes(32, 0xa5));
}

}  // namespace
}  // namespace limb
