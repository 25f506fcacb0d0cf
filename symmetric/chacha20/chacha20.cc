// The streaming cipher and one-shot functions: counter policy, buffering of
// partial blocks, XChaCha20 key derivation. The block work is done by the
// kernel table (chacha20_dispatch.cc).
#include "limb/symmetric/chacha20/chacha20.h"

#include <cstring>

#include "limb/base/ct.h"
#include "limb/symmetric/chacha20/chacha20_internal.h"

namespace limb {
namespace {

inline uint32_t LoadLe32(const uint8_t* p) {
  return uint32_t{p[0]} | (uint32_t{p[1]} << 8) | (uint32_t{p[2]} << 16) | (uint32_t{p[3]} << 24);
}

// out = in ^ ks for n bytes (out == in allowed), 8 bytes at a time.
inline void XorBytes(uint8_t* out, const uint8_t* in, const uint8_t* ks, size_t n) {
  size_t i = 0;
  for (; i + 8 <= n; i += 8) {
    uint64_t a, b;
    std::memcpy(&a, in + i, 8);
    std::memcpy(&b, ks + i, 8);
    a ^= b;
    std::memcpy(out + i, &a, 8);
  }
  for (; i < n; ++i) out[i] = static_cast<uint8_t>(in[i] ^ ks[i]);
}

// Wipe: zeroes secrets; the barrier keeps the compiler from dropping the
// stores as dead (memset is much faster than a volatile byte loop on the
// kilobyte of buffered keystream).
inline void Wipe(void* p, size_t n) {
  std::memset(p, 0, n);
  __asm__ __volatile__("" : : "r"(p) : "memory");
}

constexpr uint64_t kLast32 = 0xffffffffu;

}  // namespace

ChaCha20::~ChaCha20() noexcept { Wipe(); }

void ChaCha20::Wipe() noexcept {
  limb::Wipe(key_, sizeof key_);
  limb::Wipe(nonce_, sizeof nonce_);
  limb::Wipe(buf_, buf_written_);  // only [0, buf_written_) ever held keystream
  buf_written_ = 0;
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
  refill_blocks_ = kernels_->buffer_blocks;
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
  Refill(1);  // block 0 (Refill rounds up to the table's buffer size)
  std::memcpy(poly_key.data(), buf_, kChaCha20PolyKeySize);
  limb::Wipe(buf_, kChaCha20BlockSize);
  buf_pos_ = kChaCha20BlockSize;  // the rest of block 0 is discarded
  return Status::kOk;
}

Status ChaCha20::Seek(uint64_t counter) noexcept {
  if (!keyed_ || counter > last_block_) return Status::kInvalidArgument;
  counter_ = counter;
  past_end_ = false;
  limb::Wipe(buf_, buf_written_);
  buf_written_ = 0;
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
  if (nblocks < refill_blocks_) nblocks = refill_blocks_;
  if (nblocks > kMaxBufferBlocks) nblocks = kMaxBufferBlocks;
  // A stream that needs another refill is likely long: make the next one
  // bigger (wide kernels make 2x the blocks for well under 2x the time), and
  // at least 16 blocks, so that a table whose first refill is small (4 blocks
  // in x86_64_avx2 and x86_64_avx512_256, one cheap row-kernel call) reaches
  // whole 16-block groups at once.
  const size_t next = nblocks * 2 < 16 ? 16 : nblocks * 2;
  refill_blocks_ = next > kMaxBufferBlocks ? kMaxBufferBlocks : next;
  // Never past the last block: last_block_ - counter_ + 1 blocks remain.
  if (last_block_ - counter_ < nblocks - 1) nblocks = static_cast<size_t>(last_block_ - counter_) + 1;
  Generate(buf_, nullptr, nblocks);
  buf_pos_ = 0;
  buf_len_ = nblocks * kChaCha20BlockSize;
  if (buf_len_ > buf_written_) buf_written_ = buf_len_;
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

  // Buffered keystream first. Then, once the buffer is empty: whole blocks
  // go straight through the kernel when the rest is whole blocks or at
  // least a buffer long; otherwise the rest is served from a fresh buffer
  // (several blocks made at once, so many short calls share one kernel call).
  const size_t buf_bytes = kernels_->buffer_blocks * kChaCha20BlockSize;
  while (len > 0) {
    if (buf_pos_ == buf_len_) {
      if (len >= buf_bytes || len % kChaCha20BlockSize == 0) {
        const size_t full = len / kChaCha20BlockSize;
        Generate(out, in, full);
        out += full * kChaCha20BlockSize;
        in += full * kChaCha20BlockSize;
        len -= full * kChaCha20BlockSize;
        if (len == 0) break;
      }
      Refill(kernels_->buffer_blocks);  // the capacity check above keeps this in range
    }
    const size_t n = buf_len_ - buf_pos_ < len ? buf_len_ - buf_pos_ : len;
    XorBytes(out, in, buf_ + buf_pos_, n);
    buf_pos_ += n;
    out += n;
    in += n;
    len -= n;
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
