// HMAC (RFC 2104, FIPS 198-1): HMAC-SHA256 (streaming and one-shot), and
// Hmac<H> over any limb hash with the same context shape.
//
// Keying hashes the key if it is longer than a block (64 bytes), then runs
// the compression function once over key^ipad and once over key^opad and
// keeps only those two chaining values. Every message after that costs its
// own blocks plus one outer block: Reset()/Final() never touch the key again,
// so "keyed once, then reset per message" is cheap.
//
// Constant time: the key, the message and the MAC never steer a branch or an
// address; only their lengths do. The destructor wipes the keyed state.
#ifndef LIMB_SYMMETRIC_HMAC_HMAC_H_
#define LIMB_SYMMETRIC_HMAC_HMAC_H_

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>

#include "limb/base/ct.h"
#include "limb/base/status.h"
#include "limb/symmetric/sha1/sha1.h"
#include "limb/symmetric/sha256/sha256.h"
#include "limb/symmetric/sha512/sha512.h"

namespace limb {

inline constexpr size_t kHmacSha256Size = 32;
// The shortest tag Verify accepts: half the MAC, as RFC 2104 section 5
// advises for truncation (RFC 4231 test case 5 uses this length). A shorter
// tag would let a forger succeed with probability 2^-(8 * tag length).
inline constexpr size_t kHmacSha256MinTagSize = 16;

class HmacSha256 {
 public:
  static constexpr size_t kSize = kHmacSha256Size;
  static constexpr size_t kMinTagSize = kHmacSha256MinTagSize;
  // Keys of any length (including empty); keys longer than 64 bytes are
  // replaced by their SHA-256 digest (RFC 2104 §3).
  explicit HmacSha256(std::span<const uint8_t> key) noexcept;
  // Same with an explicit SHA-256 kernel table (tests, benchmarks).
  HmacSha256(std::span<const uint8_t> key, const Sha256Kernels& k) noexcept;
  // Copyable: copies carry the key (and any absorbed message prefix).
  HmacSha256(const HmacSha256&) noexcept = default;
  HmacSha256& operator=(const HmacSha256&) noexcept = default;
  ~HmacSha256();

  // Update absorbs message bytes (any length).
  void Update(std::span<const uint8_t> data) noexcept;
  // Final writes the 32-byte MAC to out[0, 32) and resets to the keyed,
  // empty-message state. kBufferTooSmall (nothing changed) if out.size() < 32.
  // A truncated MAC (RFC 2104 §5) is a prefix of this output.
  [[nodiscard]] Status Final(std::span<uint8_t> out) noexcept;
  std::array<uint8_t, kHmacSha256Size> Final() noexcept;
  // Verify finishes the MAC like Final and compares it with tag, which may be
  // truncated to kHmacSha256MinTagSize..32 bytes (compared with the MAC's
  // prefix). Constant time in the contents of tag and MAC; leaks only
  // tag.size(). Returns kOk on a match, kAuthenticationFailed otherwise,
  // kInvalidArgument for a tag shorter than kHmacSha256MinTagSize or longer
  // than 32 bytes (the context is reset in every case).
  [[nodiscard]] Status Verify(std::span<const uint8_t> tag) noexcept;
  // Reset drops the absorbed message; the key stays.
  void Reset() noexcept;

 private:
  void FinalTo(uint8_t out[kHmacSha256Size]) noexcept;
  uint32_t inner_[8];  // chaining value after the key^ipad block
  uint32_t outer_[8];  // chaining value after the key^opad block
  Sha256 ctx_;         // the running inner hash
};

// One-shot MAC of msg under key into out[0, 32); kBufferTooSmall if shorter.
[[nodiscard]] Status HmacSha256Mac(std::span<const uint8_t> key, std::span<const uint8_t> msg,
                                   std::span<uint8_t> out) noexcept;
std::array<uint8_t, kHmacSha256Size> HmacSha256Sum(std::span<const uint8_t> key,
                                                   std::span<const uint8_t> msg) noexcept;

// Hmac<H>: HMAC over the hash context H, which must provide kDigestSize,
// kBlockSize, a default constructor (the dispatched kernels), copies,
// Update(span) and Final(span) -> Status. The same contract as HmacSha256:
// keys of any length (longer than a block are hashed first), the keyed
// inner and outer states are computed once, Final() resets to the keyed
// empty message, Verify accepts tags of kMinTagSize..kSize bytes (a prefix
// of the MAC, compared in constant time), the destructor wipes every state
// (H's destructors wipe theirs). Constant time as HmacSha256.
// HmacSha256 is the SHA-256 instance with its outer block precomputed as a
// chaining value; Hmac<Sha256> computes the same MACs (hmac_test checks).
template <class H>
class Hmac {
 public:
  static constexpr size_t kSize = H::kDigestSize;
  // Half the MAC, as RFC 2104 section 5 advises, and never under 80 bits.
  static constexpr size_t kMinTagSize = kSize / 2 > 10 ? kSize / 2 : 10;

  explicit Hmac(std::span<const uint8_t> key) noexcept {
    uint8_t pad[H::kBlockSize] = {};
    if (key.size() > H::kBlockSize) {  // public length
      H digest;
      digest.Update(key);
      (void)digest.Final(std::span<uint8_t>(pad, kSize));  // kSize <= kBlockSize
    } else if (!key.empty()) {
      for (size_t i = 0; i < key.size(); ++i) pad[i] = key[i];
    }
    for (uint8_t& b : pad) b ^= 0x36;
    inner_.Update(pad);
    for (uint8_t& b : pad) b ^= 0x36 ^ 0x5c;
    outer_.Update(pad);
    SecureWipe(pad, sizeof(pad));
    ctx_ = inner_;
  }

  void Update(std::span<const uint8_t> data) noexcept { ctx_.Update(data); }
  // Final writes the kSize-byte MAC to out and resets; kBufferTooSmall (and
  // nothing changed) if out is shorter.
  [[nodiscard]] Status Final(std::span<uint8_t> out) noexcept {
    if (out.size() < kSize) return Status::kBufferTooSmall;
    FinalTo(out.data());
    return Status::kOk;
  }
  std::array<uint8_t, kSize> Final() noexcept {
    std::array<uint8_t, kSize> mac;
    FinalTo(mac.data());
    return mac;
  }
  // kOk on a match, kAuthenticationFailed otherwise, kInvalidArgument for a
  // tag shorter than kMinTagSize or longer than kSize (reset in every case).
  [[nodiscard]] Status Verify(std::span<const uint8_t> tag) noexcept {
    uint8_t mac[kSize];
    FinalTo(mac);
    if (tag.size() < kMinTagSize || tag.size() > kSize) {  // public length
      SecureWipe(mac, sizeof(mac));
      return Status::kInvalidArgument;
    }
    const Choice eq = ConstantTimeEqual(std::span<const uint8_t>(mac, tag.size()), tag);
    SecureWipe(mac, sizeof(mac));
    return eq.Declassify() ? Status::kOk : Status::kAuthenticationFailed;
  }
  // Reset drops the absorbed message; the key stays.
  void Reset() noexcept { ctx_ = inner_; }

 private:
  void FinalTo(uint8_t* out) noexcept {
    uint8_t inner_digest[kSize];
    (void)ctx_.Final(std::span<uint8_t>(inner_digest, kSize));
    H outer = outer_;
    outer.Update(std::span<const uint8_t>(inner_digest, kSize));
    (void)outer.Final(std::span<uint8_t>(out, kSize));
    SecureWipe(inner_digest, sizeof(inner_digest));
    ctx_ = inner_;
  }
  H inner_;  // after the key^ipad block
  H outer_;  // after the key^opad block
  H ctx_;    // the running inner hash
};

// The instances TLS and RSA interop need. HMAC-SHA1 is for verifying legacy
// data: SHA-1's collisions do not break HMAC, but new protocols use SHA-2.
using HmacSha384 = Hmac<Sha384>;
using HmacSha512 = Hmac<Sha512>;
using HmacSha1 = Hmac<Sha1>;

// One-shot Hmac<H> of msg under key into out[0, kSize); kBufferTooSmall if shorter.
template <class H>
[[nodiscard]] Status HmacMac(std::span<const uint8_t> key, std::span<const uint8_t> msg,
                             std::span<uint8_t> out) noexcept {
  Hmac<H> h(key);
  h.Update(msg);
  return h.Final(out);
}

}  // namespace limb

#endif  // LIMB_SYMMETRIC_HMAC_HMAC_H_
