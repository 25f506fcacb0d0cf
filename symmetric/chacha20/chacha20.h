// ChaCha20 stream cipher: RFC 8439 (96-bit nonce, 32-bit block counter), the
// original variant (64-bit nonce, 64-bit block counter), HChaCha20 and
// XChaCha20 (192-bit nonce; draft-irtf-cfrg-xchacha-03, section 2.3).
//
// The ChaCha20 object and the one-shot functions own the counter policy: a
// block counter never wraps; a request that would need a block past the
// last one of the variant's counter space fails with
// Status::kCounterOverflow before anything is written. They run on block
// kernels (a portable twin and assembly; chacha20_internal.h), one table
// chosen once per process from the CPU capped by LIMB_CPU.
//
// Constant time: keys, nonces' secrecy aside, plaintexts and keystream never
// steer a branch or an address; only lengths, counters and pointers do.
#ifndef LIMB_SYMMETRIC_CHACHA20_CHACHA20_H_
#define LIMB_SYMMETRIC_CHACHA20_CHACHA20_H_

#include <cstddef>
#include <cstdint>
#include <span>

#include "limb/base/status.h"

namespace limb {

inline constexpr size_t kChaCha20KeySize = 32;
inline constexpr size_t kChaCha20BlockSize = 64;
inline constexpr size_t kChaCha20NonceSize = 12;          // RFC 8439
inline constexpr size_t kChaCha20OriginalNonceSize = 8;   // original variant
inline constexpr size_t kXChaCha20NonceSize = 24;         // XChaCha20
inline constexpr size_t kHChaCha20NonceSize = 16;
inline constexpr size_t kHChaCha20OutputSize = 32;
inline constexpr size_t kChaCha20PolyKeySize = 32;        // for InitForAead

// The block kernel tables (chacha20_internal.h).
struct ChaCha20Kernels;

// ---------------------------------------------------------------------------
// Streaming cipher.
//
// The nonce length selects the variant:
//   12 bytes: RFC 8439 ChaCha20, 32-bit block counter (at most 2^32 blocks);
//    8 bytes: original ChaCha20, 64-bit block counter (words 12-13);
//   24 bytes: XChaCha20: key' = HChaCha20(key, nonce[0,16)), then RFC 8439
//             ChaCha20 with key' and nonce 0x00000000 || nonce[16,24)
//             (32-bit block counter).
// Keys are wiped on destruction and by Wipe().
class ChaCha20 {
 public:
  ChaCha20() noexcept = default;
  ~ChaCha20() noexcept;
  ChaCha20(const ChaCha20&) = delete;
  ChaCha20& operator=(const ChaCha20&) = delete;

  // Init keys the cipher and positions it at the start of block `counter`.
  // Errors: kInvalidArgument for key.size() != 32, a nonce length not in
  // {8, 12, 24}, or a counter that does not fit the variant's counter
  // (>= 2^32 for 12- and 24-byte nonces). On error the object is unkeyed.
  Status Init(std::span<const uint8_t> key, std::span<const uint8_t> nonce,
              uint64_t counter = 0) noexcept;

  // InitForAead (RFC 8439 2.6 / 2.8): Init(key, nonce, 0) for a 12- or
  // 24-byte nonce, writes the first 32 bytes of keystream block 0 to
  // poly_key (the one-time Poly1305 key), discards the rest of block 0, and
  // leaves the cipher at the start of block 1. poly_key.size() must be 32.
  Status InitForAead(std::span<const uint8_t> key, std::span<const uint8_t> nonce,
                     std::span<uint8_t> poly_key) noexcept;

  // XorKeyStream: out[0, in.size()) = in XOR the next in.size() keystream
  // bytes; any number of calls of any lengths continue the stream.
  // Errors (nothing written, position unchanged): kInvalidArgument when the
  // cipher is not keyed or out and in overlap other than out.data() ==
  // in.data(); kBufferTooSmall when out.size() < in.size(); kCounterOverflow
  // when the stream would run past its last block.
  Status XorKeyStream(std::span<uint8_t> out, std::span<const uint8_t> in) noexcept;
  Status XorKeyStream(uint8_t* out, const uint8_t* in, size_t len) noexcept;

  // Seek positions the cipher at the start of block `counter` (buffered
  // keystream is discarded). kInvalidArgument when not keyed or the counter
  // does not fit the variant's counter.
  Status Seek(uint64_t counter) noexcept;

  // Wipe erases key and keystream; the object is unkeyed afterwards.
  void Wipe() noexcept;

  static constexpr size_t kMaxBufferBlocks = 32;

 private:
  friend struct ChaCha20Internals;
  Status Xor(uint8_t* out, const uint8_t* in, size_t len) noexcept;
  void Refill(size_t nblocks) noexcept;
  void Generate(uint8_t* out, const uint8_t* in, uint64_t nblocks) noexcept;

  const ChaCha20Kernels* kernels_ = nullptr;
  uint32_t key_[8] = {};
  uint32_t nonce_[3] = {};  // words 13..15 (word 13 is counter-high when wide)
  uint64_t counter_ = 0;     // next block to generate (into the buffer or out)
  uint64_t last_block_ = 0;  // the variant's last block: 2^32-1 or 2^64-1
  bool past_end_ = false;    // block last_block_ has been generated already
  bool keyed_ = false;
  size_t refill_blocks_ = 0;  // next Refill size (grows while the stream goes on)
  size_t buf_pos_ = 0;  // unused keystream is buf_[buf_pos_, buf_len_)
  size_t buf_len_ = 0;
  size_t buf_written_ = 0;  // buf_[0, buf_written_) may hold keystream (wiped)
  alignas(64) uint8_t buf_[kMaxBufferBlocks * kChaCha20BlockSize];
};

// ChaCha20Xor: one-shot out = in XOR keystream(key, nonce, counter), nonce
// length selecting the variant as for ChaCha20::Init. Same errors.
Status ChaCha20Xor(std::span<uint8_t> out, std::span<const uint8_t> in,
                   std::span<const uint8_t> key, std::span<const uint8_t> nonce,
                   uint64_t counter = 0) noexcept;

// HChaCha20 (draft-irtf-cfrg-xchacha-03 2.2): out (32 bytes) from a 32-byte
// key and a 16-byte nonce. kInvalidArgument for wrong lengths.
Status HChaCha20(std::span<uint8_t> out, std::span<const uint8_t> key,
                 std::span<const uint8_t> nonce) noexcept;

}  // namespace limb

#endif  // LIMB_SYMMETRIC_CHACHA20_CHACHA20_H_
