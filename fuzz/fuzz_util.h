// fuzz/fuzz_util: what every libFuzzer harness in //fuzz shares: FUZZ_CHECK
// (the property check that aborts with a message, so libFuzzer records the
// input as a crash) and FuzzInput (consumes the fuzzer's bytes as lengths,
// small integers and slices, never reading past the end).
#ifndef LIMB_FUZZ_FUZZ_UTIL_H_
#define LIMB_FUZZ_FUZZ_UTIL_H_

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <span>

// FUZZ_CHECK(cond, msg): abort with "fuzz property violated: msg (cond)" and
// the source line unless cond holds. Active in every build mode.
#define FUZZ_CHECK(cond, msg)                                                      \
  do {                                                                             \
    if (!(cond)) {                                                                 \
      std::fprintf(stderr, "%s:%d: fuzz property violated: %s (%s)\n", __FILE__,  \
                   __LINE__, msg, #cond);                                          \
      std::abort();                                                                \
    }                                                                              \
  } while (0)

namespace limb::fuzz {

// FuzzInput reads the input front to back. Every getter returns zeros (or an
// empty span) once the bytes run out, so a harness never needs to check.
class FuzzInput {
 public:
  FuzzInput(const uint8_t* data, size_t size) noexcept : data_(data), size_(size) {}

  size_t remaining() const noexcept { return size_ - pos_; }

  uint8_t Byte() noexcept { return pos_ < size_ ? data_[pos_++] : 0; }

  // U16: two bytes, little-endian.
  uint16_t U16() noexcept {
    uint16_t lo = Byte();
    return static_cast<uint16_t>(lo | (Byte() << 8));
  }

  // Bytes: the next min(n, remaining()) bytes.
  std::span<const uint8_t> Bytes(size_t n) noexcept {
    if (n > remaining()) n = remaining();
    std::span<const uint8_t> s(data_ + pos_, n);
    pos_ += n;
    return s;
  }

  // Slice: a length byte (a U16 when `wide`), then that many bytes (fewer if
  // the input ends first).
  std::span<const uint8_t> Slice(bool wide = false) noexcept {
    return Bytes(wide ? U16() : Byte());
  }

  // Rest: everything that remains.
  std::span<const uint8_t> Rest() noexcept { return Bytes(remaining()); }

 private:
  const uint8_t* data_;
  size_t size_;
  size_t pos_ = 0;
};

}  // namespace limb::fuzz

#endif  // LIMB_FUZZ_FUZZ_UTIL_H_
