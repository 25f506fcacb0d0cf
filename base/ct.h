// Constant-time building blocks shared by bignum/mont, rsa and symmetric.
//
// A Choice is a mask word: all ones (true) or all zeros (false). It is never
// a bool, so the compiler cannot turn it into a branch; every constructor
// passes it through ValueBarrier, which hides the value from the optimiser.
// Declassify() is the one, explicitly named way back to a bool, for values
// that are public by design.
//
// Under the ctgrind build (-DLIMB_CTGRIND) Poison/Unpoison become valgrind
// memcheck client requests: Poison marks secret bytes undefined, so any
// branch or address computed from them is reported by valgrind; Unpoison
// marks a result public again (each call site says why).
#ifndef LIMB_BASE_CT_H_
#define LIMB_BASE_CT_H_

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>

#ifdef LIMB_CTGRIND
#include <valgrind/memcheck.h>
#endif

namespace limb {

// ValueBarrier returns x unchanged, opaquely to the optimiser.
template <typename T>
inline T ValueBarrier(T x) noexcept {
  __asm__("" : "+r"(x));
  return x;
}

class Choice {
 public:
  // FromBit: bit MUST be 0 or 1.
  static Choice FromBit(uint64_t bit) noexcept {
    return Choice(ValueBarrier(uint64_t{0} - bit));
  }
  static Choice FromMask(uint64_t mask) noexcept { return Choice(ValueBarrier(mask)); }
  static Choice True() noexcept { return FromMask(~uint64_t{0}); }
  static Choice False() noexcept { return FromMask(0); }
  // IsZero(x): true iff x == 0. Constant time.
  static Choice IsZero(uint64_t x) noexcept {
    // (x | -x) has its top bit set iff x != 0.
    return FromBit(1 ^ ((x | (uint64_t{0} - x)) >> 63));
  }
  static Choice IsNonZero(uint64_t x) noexcept { return FromBit((x | (uint64_t{0} - x)) >> 63); }
  static Choice Equal(uint64_t a, uint64_t b) noexcept { return IsZero(a ^ b); }
  // Less(a, b): true iff a < b (unsigned). Constant time.
  static Choice Less(uint64_t a, uint64_t b) noexcept {
    // The borrow of a - b, computed without a flag-dependent branch.
    return FromBit(((~a & b) | ((~(a ^ b)) & (a - b))) >> 63);
  }

  uint64_t mask() const noexcept { return mask_; }
  Choice operator&(Choice o) const noexcept { return Choice(mask_ & o.mask_); }
  Choice operator|(Choice o) const noexcept { return Choice(mask_ | o.mask_); }
  Choice operator!() const noexcept { return Choice(~mask_); }
  Choice& operator&=(Choice o) noexcept { mask_ &= o.mask_; return *this; }
  Choice& operator|=(Choice o) noexcept { mask_ |= o.mask_; return *this; }

  // Select returns a if this is true, else b.
  uint64_t Select(uint64_t a, uint64_t b) const noexcept {
    return b ^ (mask_ & (a ^ b));
  }

  // Declassify: the one way to a bool. Call only on values public by design.
  bool Declassify() const noexcept { return ValueBarrier(mask_) != 0; }

 private:
  explicit Choice(uint64_t m) noexcept : mask_(m) {}
  uint64_t mask_;
};

// CondCopy: dst[i] = c ? src[i] : dst[i] for i < n. Constant time.
inline void CondCopy(Choice c, uint64_t* dst, const uint64_t* src, size_t n) noexcept {
  const uint64_t m = c.mask();
  for (size_t i = 0; i < n; ++i) dst[i] ^= m & (dst[i] ^ src[i]);
}

// CondSwap: swaps a and b iff c. Constant time.
inline void CondSwap(Choice c, uint64_t* a, uint64_t* b, size_t n) noexcept {
  const uint64_t m = c.mask();
  for (size_t i = 0; i < n; ++i) {
    uint64_t t = m & (a[i] ^ b[i]);
    a[i] ^= t;
    b[i] ^= t;
  }
}

// ConstantTimeEqual: true iff a and b (same length) hold the same bytes.
// Constant time in the contents; leaks only the length.
inline Choice ConstantTimeEqual(std::span<const uint8_t> a, std::span<const uint8_t> b) noexcept {
  uint64_t diff = a.size() ^ b.size();
  size_t n = a.size() < b.size() ? a.size() : b.size();
  for (size_t i = 0; i < n; ++i) diff |= uint64_t{a[i]} ^ uint64_t{b[i]};
  return Choice::IsZero(diff);
}

// SecureWipe zeroes memory in a way the compiler may not elide: a plain
// memset (vectorised, unlike a volatile byte loop, which cost more than
// hashing a short message) followed by a barrier that tells the compiler the
// zeroed memory is read, so the stores are not dead.
inline void SecureWipe(void* p, size_t len) noexcept {
  if (len == 0) return;  // p may be null for an empty span
  std::memset(p, 0, len);
  __asm__ __volatile__("" : : "r"(p) : "memory");
}
template <typename T>
inline void SecureWipe(std::span<T> s) noexcept {
  SecureWipe(s.data(), s.size_bytes());
}

// WipeStack zeroes the kWipeStackBytes of stack right below its caller's
// frame: where the functions the caller has just returned from kept their
// frames. Kernels keep secret intermediates in stack scratch (a product
// before its reduction, say) and return without clearing it; an operation
// on secrets calls WipeStack once at its end instead of every kernel
// clearing its scratch on every call. It cannot reach frames deeper than
// kWipeStackBytes below the caller; bignum/mont_wipe_test.cc measures how
// deep the Montgomery kernels go.
inline constexpr size_t kWipeStackBytes = 16384;
void WipeStack() noexcept;

// Poison marks [p, p+len) secret for the valgrind harness; Unpoison marks it
// public again. No-ops outside the ctgrind build.
inline void Poison(const void* p, size_t len) noexcept {
#ifdef LIMB_CTGRIND
  VALGRIND_MAKE_MEM_UNDEFINED(p, len);
#else
  (void)p;
  (void)len;
#endif
}
inline void Unpoison(const void* p, size_t len) noexcept {
#ifdef LIMB_CTGRIND
  VALGRIND_MAKE_MEM_DEFINED(p, len);
#else
  (void)p;
  (void)len;
#endif
}

}  // namespace limb

#endif  // LIMB_BASE_CT_H_
