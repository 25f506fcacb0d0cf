// The hashes the CLI offers by name (`--hash NAME`, the *sum commands): a
// small type-erased front for limb's hash contexts.
#ifndef LIMB_TOOLS_HASHES_H_
#define LIMB_TOOLS_HASHES_H_

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string_view>

namespace limb::cli {

// A streaming hash or keyed HMAC context; Final writes digest_size bytes.
// Clone copies the state (an HMAC keeps its key).
class CliHash {
 public:
  virtual ~CliHash() = default;
  virtual void Update(std::span<const uint8_t> data) = 0;
  virtual void Final(uint8_t* out) = 0;
  virtual std::unique_ptr<CliHash> Clone() const = 0;
};

struct HashSpec {
  const char* name;  // as OpenSSL and coreutils spell it: "sha256"
  const char* tag;   // the BSD-style checksum line's tag: "SHA256"
  size_t digest_size;
  std::unique_ptr<CliHash> (*make)();
  // HMAC with this hash, keyed with key (the object wipes its keyed state).
  std::unique_ptr<CliHash> (*make_hmac)(std::span<const uint8_t> key);
};

// Every hash, in order of digest size; FindHash returns nullptr for a name
// that is not there.
std::span<const HashSpec> AllHashes();
const HashSpec* FindHash(std::string_view name);
// "sha1|sha224|..." for usage and error messages.
std::string_view HashNames();

}  // namespace limb::cli

#endif  // LIMB_TOOLS_HASHES_H_
