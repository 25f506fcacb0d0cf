#include "limb/tools/hashes.h"

#include "limb/symmetric/sha1/sha1.h"
#include "limb/symmetric/sha256/sha256.h"
#include "limb/symmetric/sha512/sha512.h"

namespace limb::cli {
namespace {

template <class H>
class CliHashOf final : public CliHash {
 public:
  void Update(std::span<const uint8_t> data) override { h_.Update(data); }
  void Final(uint8_t* out) override { (void)h_.Final(std::span<uint8_t>(out, H::kDigestSize)); }

 private:
  H h_;  // wipes itself
};

template <class H>
std::unique_ptr<CliHash> Make() {
  return std::make_unique<CliHashOf<H>>();
}

constexpr HashSpec kHashes[] = {
    {"sha1", "SHA1", Sha1::kDigestSize, Make<Sha1>},
    {"sha224", "SHA224", Sha224::kDigestSize, Make<Sha224>},
    {"sha256", "SHA256", Sha256::kDigestSize, Make<Sha256>},
    {"sha384", "SHA384", Sha384::kDigestSize, Make<Sha384>},
    {"sha512", "SHA512", Sha512::kDigestSize, Make<Sha512>},
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
