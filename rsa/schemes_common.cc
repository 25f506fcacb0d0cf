// RsaHash metadata, the hashes by RsaHash, and MGF1 (RFC 8017 B.2.1),
// shared by PSS and OAEP.
#include <array>

#include "limb/base/ct.h"
#include "limb/rsa/schemes.h"
#include "limb/rsa/schemes_internal.h"
#include "limb/symmetric/sha1/sha1.h"
#include "limb/symmetric/sha256/sha256.h"
#include "limb/symmetric/sha512/sha512.h"

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

// The hash contexts limb has, by RsaHash: WithHash calls f with a fresh
// context of h's type and returns true, or returns false if limb cannot
// compute h.
template <typename F>
bool WithHash(RsaHash h, F&& f) noexcept {
  switch (h) {
    case RsaHash::kSha1: { Sha1 c; f(c); return true; }
    case RsaHash::kSha224: { Sha224 c; f(c); return true; }
    case RsaHash::kSha256: { Sha256 c; f(c); return true; }
    case RsaHash::kSha384: { Sha384 c; f(c); return true; }
    case RsaHash::kSha512: { Sha512 c; f(c); return true; }
  }
  return false;  // not an RsaHash value
}

bool RsaHashComputable(RsaHash h) noexcept {
  return WithHash(h, [](auto&) {});
}

Status RsaDigest(RsaHash h, std::span<const uint8_t> msg, std::span<uint8_t> out) noexcept {
  if (!RsaHashComputable(h)) return Status::kInvalidArgument;
  if (out.size() < RsaHashSize(h)) return Status::kBufferTooSmall;
  WithHash(h, [&](auto& c) {
    c.Update(msg);
    (void)c.Final(out.first(RsaHashSize(h)));
  });
  return Status::kOk;
}

namespace rsa_schemes_internal {

void HashParts(RsaHash h, std::initializer_list<std::span<const uint8_t>> parts,
               std::span<uint8_t> out) noexcept {
  WithHash(h, [&](auto& c) {
    for (std::span<const uint8_t> p : parts) c.Update(p);
    (void)c.Final(out);
  });
}

}  // namespace rsa_schemes_internal

namespace {

// MGF1 blocks: Hash(seed || counter), counter as 4 big-endian bytes.
// prefix is a fresh context of the hash.
template <typename H>
void Mgf1XorWith(H& prefix, std::span<const uint8_t> seed, std::span<uint8_t> out) noexcept {
  std::array<uint8_t, H::kDigestSize> block;
  prefix.Update(seed);  // absorbed once, copied per counter
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
  return WithHash(h, [&](auto& c) { Mgf1XorWith(c, seed, out); }) ? Status::kOk
                                                                   : Status::kInvalidArgument;
}

}  // namespace limb
