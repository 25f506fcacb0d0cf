// aead_open_fuzzer: ChaCha20-Poly1305 and XChaCha20-Poly1305 Open (combined
// and detached) on arbitrary key, nonce, aad and ciphertext || tag.
// Input: a flags byte, then key (32 bytes, or a fuzzer-chosen length when
// flag 0x08 asks for a wrong one), nonce (12/24, same), aad (a length byte
// and that many bytes), then the rest: with flag 0x04 it is a plaintext the
// harness seals first and then corrupts with a fuzzer-chosen XOR byte at a
// fuzzer-chosen offset (0 leaves it valid), so the accepting path is reached;
// without it, it is the received ciphertext || tag itself.
// Properties (abort on violation), from chacha20poly1305.h:
//  - kAuthenticationFailed: the whole plaintext range out[0, |in|-16) is
//    zero, *out_len == 0, and nothing past the range is written;
//  - kInvalidArgument / kBufferTooSmall: nothing at all is written;
//  - kOk: the plaintext sealed again (same key, nonce, aad) gives back the
//    exact input ciphertext || tag; a harness-sealed message opens to its
//    plaintext exactly when it was not corrupted;
//  - combined, detached and in-place opening agree.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "fuzz/fuzz_util.h"
#include "limb/base/status.h"
#include "limb/symmetric/chacha20poly1305/chacha20poly1305.h"

namespace {

using limb::Status;
using Span = std::span<const uint8_t>;
using MutSpan = std::span<uint8_t>;

constexpr uint8_t kCanary = 0xa5;
constexpr size_t kSlack = 32;  // canary bytes after every output range
constexpr size_t kTag = limb::kChaCha20Poly1305TagSize;

struct Aead {
  Status (*seal)(MutSpan, size_t*, Span, Span, Span, Span) noexcept;
  Status (*open)(MutSpan, size_t*, Span, Span, Span, Span) noexcept;
  Status (*open_detached)(MutSpan, Span, Span, Span, Span, Span) noexcept;
  size_t nonce_size;
};

constexpr Aead kChaCha = {limb::ChaCha20Poly1305Seal, limb::ChaCha20Poly1305Open,
                          limb::ChaCha20Poly1305OpenDetached, limb::kChaCha20Poly1305NonceSize};
constexpr Aead kXChaCha = {limb::XChaCha20Poly1305Seal, limb::XChaCha20Poly1305Open,
                           limb::XChaCha20Poly1305OpenDetached,
                           limb::kXChaCha20Poly1305NonceSize};

bool AllEqual(Span s, uint8_t v) {
  return std::all_of(s.begin(), s.end(), [v](uint8_t b) { return b == v; });
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  limb::fuzz::FuzzInput fin(data, size);
  const uint8_t flags = fin.Byte();
  const Aead& aead = (flags & 0x01) ? kXChaCha : kChaCha;
  const bool wrong_sizes = flags & 0x08;
  const bool seal_first = flags & 0x04;
  const bool short_out = flags & 0x10;  // an output one byte too small

  Span key = fin.Bytes(wrong_sizes ? fin.Byte() % 40 : limb::kChaCha20Poly1305KeySize);
  Span nonce = fin.Bytes(wrong_sizes ? fin.Byte() % 32 : aead.nonce_size);
  Span aad = fin.Slice();
  const bool sizes_ok =
      key.size() == limb::kChaCha20Poly1305KeySize && nonce.size() == aead.nonce_size;

  std::vector<uint8_t> in;
  std::vector<uint8_t> sealed_pt;
  bool corrupted = false;
  if (seal_first) {
    const size_t where = fin.U16();
    const uint8_t flip = fin.Byte();
    Span pt = fin.Rest();
    sealed_pt.assign(pt.begin(), pt.end());
    in.assign(pt.size() + kTag, 0);
    size_t n = 0;
    Status s = aead.seal(in, &n, key, nonce, pt, aad);
    if (!sizes_ok) {
      FUZZ_CHECK(s == Status::kInvalidArgument, "Seal accepted a wrong key or nonce size");
      return 0;
    }
    FUZZ_CHECK(s == Status::kOk && n == in.size(), "Seal failed on valid arguments");
    in[where % in.size()] ^= flip;
    corrupted = flip != 0;
  } else {
    Span rest = fin.Rest();
    in.assign(rest.begin(), rest.end());
  }

  // Combined Open into a canary-filled buffer.
  const size_t pt_len = in.size() >= kTag ? in.size() - kTag : 0;
  const size_t out_size = (short_out && pt_len > 0) ? pt_len - 1 : pt_len;
  std::vector<uint8_t> out(out_size + kSlack, kCanary);
  size_t out_len = 12345;
  Status s = aead.open(MutSpan(out.data(), out_size), &out_len, key, nonce, in, aad);
  const bool structurally_ok = sizes_ok && in.size() >= kTag;

  if (!structurally_ok || out_size < pt_len) {
    FUZZ_CHECK(s == Status::kInvalidArgument || s == Status::kBufferTooSmall,
               "Open accepted bad arguments");
    FUZZ_CHECK(AllEqual(out, kCanary), "Open wrote to the output on an argument error");
    return 0;
  }
  FUZZ_CHECK(AllEqual(Span(out).subspan(out_size), kCanary), "Open wrote past the output range");

  if (s != Status::kOk) {
    FUZZ_CHECK(s == Status::kAuthenticationFailed, "Open failed with an unexpected status");
    FUZZ_CHECK(AllEqual(Span(out.data(), pt_len), 0), "plaintext range not zeroed on failure");
    FUZZ_CHECK(out_len == 0, "*out_len not 0 on failure");
    FUZZ_CHECK(!seal_first || corrupted, "Open rejected an intact sealed message");
  } else {
    FUZZ_CHECK(out_len == pt_len, "*out_len is not |in| - 16");
    FUZZ_CHECK(!corrupted, "Open accepted a corrupted message");
    if (seal_first) {
      FUZZ_CHECK(std::equal(sealed_pt.begin(), sealed_pt.end(), out.begin()) &&
                     sealed_pt.size() == pt_len,
                 "Open(Seal(p)) != p");
    }
    std::vector<uint8_t> again(in.size());
    size_t n = 0;
    FUZZ_CHECK(aead.seal(again, &n, key, nonce, Span(out.data(), pt_len), aad) == Status::kOk,
               "re-Seal failed");
    FUZZ_CHECK(again == in, "Seal(Open(c)) != c");
  }

  // Detached open: the same verdict and bytes.
  std::vector<uint8_t> det(pt_len + kSlack, kCanary);
  Status sd = aead.open_detached(MutSpan(det.data(), pt_len), key, nonce,
                                 Span(in.data(), pt_len), Span(in.data() + pt_len, kTag), aad);
  FUZZ_CHECK(sd == s, "detached and combined Open disagree");
  FUZZ_CHECK(std::equal(det.begin(), det.begin() + pt_len, out.begin()),
             "detached and combined plaintexts differ");
  FUZZ_CHECK(AllEqual(Span(det).subspan(pt_len), kCanary), "OpenDetached wrote past its range");

  // In place: the ciphertext buffer becomes the plaintext.
  std::vector<uint8_t> inplace = in;
  inplace.resize(in.size() + kSlack, kCanary);
  size_t ip_len = 12345;
  Status si = aead.open(MutSpan(inplace.data(), pt_len), &ip_len, key, nonce,
                        Span(inplace.data(), in.size()), aad);
  FUZZ_CHECK(si == s, "in-place and separate Open disagree");
  FUZZ_CHECK(std::equal(inplace.begin(), inplace.begin() + pt_len, out.begin()),
             "in-place and separate plaintexts differ");
  FUZZ_CHECK(AllEqual(Span(inplace).subspan(in.size()), kCanary), "in-place Open wrote too far");
  return 0;
}
