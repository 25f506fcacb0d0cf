// The streaming cipher and one-shot functions: counter policy, buffering of
// partial blocks, XChaCha20 key derivation. The block work is done by the
// kernel table (chacha20_dispatch.cc).
#include "symmetric/chacha20/chacha20.h"

#include <cstring>

#include "base/ct.h"

namespace limb {
namespace {

inline uint32_t LoadLe32(const uint8_t* p) {
  return uint32_t{p[0]} | (uint32_t{p[1]} << 8) | (uint32_t{p[2]} << 16) | (uint32_t{p[3]} << 24);
}

inline void XorBytes(uint8_t* out, const uint8_t* in, const uint8_t* ks, size_t n) {
  for (size_t i = 0; i < n; ++i) out[i] = static_cast<uint8_t>(in[i] ^ ks[i]);
}

constexpr uint64_t kLast32 = 0xffffffffu;

}  // namespace

ChaCha20::~ChaCha20() noexcept { Wipe(); }

void ChaCha20::Wipe() noexcept {
  SecureWipe(key_, sizeof key_);
  SecureWipe(nonce_, sizeof nonce_);
  SecureWipe(buf_, sizeof buf_);
  counter_ = 0;
  last_block_ = 0;
  past_end_ = false;
  keyed_ = false;
  buf_pos_ = buf_len_ = 0;
}

Status ChaCha20::Init(std::span<const uint8_t> key, std::span<const uint8_t> nonce,
                      uint64_t counter) noexcept {
  Wipe();
  if (key.size() != kChaCha20KeySize) return Status::kInvalidArgument;
  const uint8_t* n = nonce.data();
  switch (nonce.size()) {
    case kChaCha20NonceSize:
      if (counter > kLast32) return Status::kInvalidArgument;
      for (int i = 0; i < 8; ++i) key_[i] = LoadLe32(key.data() + 4 * i);
      for (int i = 0; i < 3; ++i) nonce_[i] = LoadLe32(n + 4 * i);
      last_block_ = kLast32;
      break;
    case kChaCha20OriginalNonceSize:
      for (int i = 0; i < 8; ++i) key_[i] = LoadLe32(key.data() + 4 * i);
      nonce_[0] = 0;  // unused: word 13 is the counter's high half
      nonce_[1] = LoadLe32(n);
      nonce_[2] = LoadLe32(n + 4);
      last_block_ = ~uint64_t{0};
      break;
    case kXChaCha20NonceSize: {
      if (counter > kLast32) return Status::kInvalidArgument;
      uint32_t k[8], hn[4];
      uint8_t sub[32];
      for (int i = 0; i < 8; ++i) k[i] = LoadLe32(key.data() + 4 * i);
      for (int i = 0; i < 4; ++i) hn[i] = LoadLe32(n + 4 * i);
      hchacha20_g(sub, k, hn);
      for (int i = 0; i < 8; ++i) key_[i] = LoadLe32(sub + 4 * i);
      nonce_[0] = 0;
      nonce_[1] = LoadLe32(n + 16);
      nonce_[2] = LoadLe32(n + 20);
      last_block_ = kLast32;
      SecureWipe(k, sizeof k);
      SecureWipe(sub, sizeof sub);
      break;
    }
    default:
      return Status::kInvalidArgument;
  }
  if (kernels_ == nullptr) kernels_ = &ActiveChaCha20Kernels();
  counter_ = counter;
  keyed_ = true;
  return Status::kOk;
}

Status ChaCha20::InitForAead(std::span<const uint8_t> key, std::span<const uint8_t> nonce,
                             std::span<uint8_t> poly_key) noexcept {
  if (poly_key.size() != kChaCha20PolyKeySize) return Status::kInvalidArgument;
  if (nonce.size() != kChaCha20NonceSize && nonce.size() != kXChaCha20NonceSize) {
    return Status::kInvalidArgument;
  }
  Status s = Init(key, nonce, 0);
  if (!Ok(s)) return s;
  Refill(kernels_->buffer_blocks);  // at least block 0
  std::memcpy(poly_key.data(), buf_, kChaCha20PolyKeySize);
  SecureWipe(buf_, kChaCha20BlockSize);
  buf_pos_ = kChaCha20BlockSize;  // the rest of block 0 is discarded
  return Status::kOk;
}

Status ChaCha20::Seek(uint64_t counter) noexcept {
  if (!keyed_ || counter > last_block_) return Status::kInvalidArgument;
  counter_ = counter;
  past_end_ = false;
  SecureWipe(buf_, buf_len_);
  buf_pos_ = buf_len_ = 0;
  return Status::kOk;
}

// Generate: blocks counter_ .. counter_+n-1 into out (XOR in, if not null).
// The caller checked that they exist. Splits where the 32-bit word 12 would
// wrap (only the 64-bit counter gets there), so kernels never see a wrap.
void ChaCha20::Generate(uint8_t* out, const uint8_t* in, uint64_t n) noexcept {
  const bool wide = last_block_ != kLast32;
  while (n > 0) {
    const uint64_t lo = counter_ & kLast32;
    uint64_t chunk = (kLast32 - lo) + 1;  // blocks before word 12 wraps
    if (chunk > n) chunk = n;
    const uint32_t cn[4] = {static_cast<uint32_t>(lo),
                            wide ? static_cast<uint32_t>(counter_ >> 32) : nonce_[0], nonce_[1],
                            nonce_[2]};
    kernels_->blocks(out, in, static_cast<size_t>(chunk), key_, cn);
    if (chunk - 1 == last_block_ - counter_) past_end_ = true;  // generated the last block
    counter_ += chunk;  // may wrap to 0 (64-bit) when past_end_ is set
    out += chunk * kChaCha20BlockSize;
    if (in != nullptr) in += chunk * kChaCha20BlockSize;
    n -= chunk;
  }
}

void ChaCha20::Refill(size_t nblocks) noexcept {
  if (nblocks > kMaxBufferBlocks) nblocks = kMaxBufferBlocks;
  if (nblocks == 0) nblocks = 1;
  // Never past the last block: last_block_ - counter_ + 1 blocks remain.
  if (last_block_ - counter_ < nblocks - 1) nblocks = static_cast<size_t>(last_block_ - counter_) + 1;
  Generate(buf_, nullptr, nblocks);
  buf_pos_ = 0;
  buf_len_ = nblocks * kChaCha20BlockSize;
}

Status ChaCha20::XorKeyStream(std::span<uint8_t> out, std::span<const uint8_t> in) noexcept {
  if (out.size() < in.size()) return Status::kBufferTooSmall;
  return Xor(out.data(), in.data(), in.size());
}

Status ChaCha20::XorKeyStream(uint8_t* out, const uint8_t* in, size_t len) noexcept {
  return Xor(out, in, len);
}

Status ChaCha20::Xor(uint8_t* out, const uint8_t* in, size_t len) noexcept {
  if (!keyed_) return Status::kInvalidArgument;
  if (len == 0) return Status::kOk;
  // In place or disjoint (addresses are public).
  const uintptr_t o = reinterpret_cast<uintptr_t>(out), i = reinterpret_cast<uintptr_t>(in);
  if (o != i && o < i + len && i < o + len) return Status::kInvalidArgument;

  const size_t buffered = buf_len_ - buf_pos_;
  if (len > buffered) {
    const uint64_t need = len - buffered;
    const uint64_t need_blocks = need / kChaCha20BlockSize + (need % kChaCha20BlockSize != 0);
    // Available: last_block_ - counter_ + 1 blocks, unless past the end.
    if (past_end_ || need_blocks - 1 > last_block_ - counter_) return Status::kCounterOverflow;
  }

  // 1. Buffered keystream first.
  size_t n = buffered < len ? buffered : len;
  XorBytes(out, in, buf_ + buf_pos_, n);
  buf_pos_ += n;
  out += n;
  in += n;
  len -= n;
  if (len == 0) return Status::kOk;
  // The buffer is empty here.
  // 2. Whole blocks straight from the kernel.
  const size_t full = len / kChaCha20BlockSize;
  if (full > 0) {
    Generate(out, in, full);
    out += full * kChaCha20BlockSize;
    in += full * kChaCha20BlockSize;
    len -= full * kChaCha20BlockSize;
  }
  // 3. A partial block: buffer several blocks of keystream at once.
  if (len > 0) {
    Refill(kernels_->buffer_blocks);
    XorBytes(out, in, buf_, len);
    buf_pos_ = len;
  }
  return Status::kOk;
}

Status ChaCha20Xor(std::span<uint8_t> out, std::span<const uint8_t> in,
                   std::span<const uint8_t> key, std::span<const uint8_t> nonce,
                   uint64_t counter) noexcept {
  if (out.size() < in.size()) return Status::kBufferTooSmall;
  ChaCha20 c;
  Status s = c.Init(key, nonce, counter);
  if (!Ok(s)) return s;
  return c.XorKeyStream(out, in);
}

Status HChaCha20(std::span<uint8_t> out, std::span<const uint8_t> key,
                 std::span<const uint8_t> nonce) noexcept {
  if (out.size() != kHChaCha20OutputSize || key.size() != kChaCha20KeySize ||
      nonce.size() != kHChaCha20NonceSize) {
    return Status::kInvalidArgument;
  }
  uint32_t k[8], n[4];
  for (int i = 0; i < 8; ++i) k[i] = LoadLe32(key.data() + 4 * i);
  for (int i = 0; i < 4; ++i) n[i] = LoadLe32(nonce.data() + 4 * i);
  hchacha20_g(out.data(), k, n);
  SecureWipe(k, sizeof k);
  return Status::kOk;
}

}  // namespace limb
