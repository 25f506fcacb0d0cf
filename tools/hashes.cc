#include "limb/tools/hashes.h"

#include <type_traits>

#include "limb/symmetric/hmac/hmac.h"
#include "limb/symmetric/sha1/sha1.h"
#include "limb/symmetric/sha256/sha256.h"
#include "limb/symmetric/sha512/sha512.h"

namespace limb::cli {
namespace {

// H: a hash context or an HMAC (both wipe themselves); kSize its output.
template <class H, size_t kSize>
class CliHashOf final : public CliHash {
 public:
  CliHashOf() = default;
  explicit CliHashOf(std::span<const uint8_t> key) : h_(key) {}
  void Update(std::span<const uint8_t> data) override { h_.Update(data); }
  void Final(uint8_t* out) override { (void)h_.Final(std::span<uint8_t>(out, kSize)); }
  std::unique_ptr<CliHash> Clone() const override {
    return std::make_unique<CliHashOf>(*this);
  }

 private:
  H h_;
};

template <class H>
std::unique_ptr<CliHash> Make() {
  return std::make_unique<CliHashOf<H, H::kDigestSize>>();
}

// HMAC-SHA256 has its own class (precomputed outer block); the rest Hmac<H>.
template <class H>
std::unique_ptr<CliHash> MakeHmac(std::span<const uint8_t> key) {
  using M = std::conditional_t<std::is_same_v<H, Sha256>, HmacSha256, Hmac<H>>;
  return std::make_unique<CliHashOf<M, M::kSize>>(key);
}

constexpr HashSpec kHashes[] = {
    {"sha1", "SHA1", Sha1::kDigestSize, Make<Sha1>, MakeHmac<Sha1>},
    {"sha224", "SHA224", Sha224::kDigestSize, Make<Sha224>, MakeHmac<Sha224>},
    {"sha256", "SHA256", Sha256::kDigestSize, Make<Sha256>, MakeHmac<Sha256>},
    {"sha384", "SHA384", Sha384::kDigestSize, Make<Sha384>, MakeHmac<Sha384>},
    {"sha512", "SHA512", Sha512::kDigestSize, Make<Sha512>, MakeHmac<Sha512>},
};

}  // namespace

std::span<const HashSpec> AllHashes() { return kHashes; }

const HashSpec* FindHash(std::string_view name) {
  for (const HashSpec& h : kHashes) {
    if (name == h.name) return &h;
  }
  return nullptr;
}

std::string_view HashNames() { return "sha1|sha224|sha256|sha384|sha512"; }

}  // namespace limb::cli
