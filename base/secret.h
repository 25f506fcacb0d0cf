// Containers for secrets: their heap storage is wiped (SecureWipe) whenever
// it is released, on destruction and when a growing buffer moves.
#ifndef LIMB_BASE_SECRET_H_
#define LIMB_BASE_SECRET_H_

#include <cstddef>
#include <cstdint>
#include <new>
#include <string>
#include <vector>

#include "limb/base/ct.h"

namespace limb {

// WipingAllocator zeroes every block before it returns it to the heap.
template <typename T>
struct WipingAllocator {
  using value_type = T;
  WipingAllocator() noexcept = default;
  template <typename U>
  WipingAllocator(const WipingAllocator<U>&) noexcept {}  // NOLINT
  T* allocate(size_t n) { return static_cast<T*>(::operator new(n * sizeof(T))); }
  void deallocate(T* p, size_t n) noexcept {
    SecureWipe(p, n * sizeof(T));
    ::operator delete(p, n * sizeof(T));
  }
  template <typename U>
  bool operator==(const WipingAllocator<U>&) const noexcept { return true; }
};

// SecretBytes: a byte vector whose storage is wiped when released.
using SecretBytes = std::vector<uint8_t, WipingAllocator<uint8_t>>;
// SecretString: text (PEM of a private key) wiped when released. Its small
// inline buffer is not wiped; PEM text is always far longer than that.
using SecretString = std::basic_string<char, std::char_traits<char>, WipingAllocator<char>>;

}  // namespace limb

#endif  // LIMB_BASE_SECRET_H_
