// RsaHash metadata and MGF1 (RFC 8017 B.2.1), shared by PSS and OAEP.
#include <array>

#include "limb/base/ct.h"
#include "limb/rsa/schemes.h"
#include "limb/symmetric/sha256/sha256.h"

namespace limb {

size_t RsaHashSize(RsaHash h) noexcept {
  switch (h) {
    case RsaHash::kSha1: return 20;
    case RsaHash::kSha224: return 28;
    case RsaHash::kSha256: return 32;
    case RsaHash::kSha384: return 48;
    case RsaHash::kSha512: return 64;
  }
  return 0;
}

const char* RsaHashName(RsaHash h) noexcept {
  switch (h) {
    case RsaHash::kSha1: return "sha1";
    case RsaHash::kSha224: return "sha224";
    case RsaHash::kSha256: return "sha256";
    case RsaHash::kSha384: return "sha384";
    case RsaHash::kSha512: return "sha512";
  }
  return "unknown";
}

namespace {

// One MGF1 block: Hash(seed || counter), counter as 4 big-endian bytes.
template <typename H>
void Mgf1XorWith(std::span<const uint8_t> seed, std::span<uint8_t> out) noexcept {
  std::array<uint8_t, H::kDigestSize> block;
  H prefix;
  prefix.Update(seed);  // hashed once, copied per counter
  uint32_t counter = 0;
  for (size_t done = 0; done < out.size(); done += block.size(), ++counter) {
    const uint8_t c[4] = {static_cast<uint8_t>(counter >> 24),
                          static_cast<uint8_t>(counter >> 16),
                          static_cast<uint8_t>(counter >> 8), static_cast<uint8_t>(counter)};
    H ctx = prefix;
    ctx.Update(c);
    (void)ctx.Final(block);  // cannot fail: block has the digest size
    const size_t take = out.size() - done < block.size() ? out.size() - done : block.size();
    for (size_t i = 0; i < take; ++i) out[done + i] ^= block[i];
  }
  SecureWipe(block.data(), block.size());
}

}  // namespace

Status Mgf1Xor(RsaHash h, std::span<const uint8_t> seed, std::span<uint8_t> out) noexcept {
  // RFC 8017: maskLen <= 2^32 * hLen; spans here are far below that.
  switch (h) {
    case RsaHash::kSha256: Mgf1XorWith<Sha256>(seed, out); return Status::kOk;
    case RsaHash::kSha224: Mgf1XorWith<Sha224>(seed, out); return Status::kOk;
    default: return Status::kInvalidArgument;
  }
}

}  // namespace limb
