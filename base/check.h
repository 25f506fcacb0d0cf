// LIMB_CHECK: a broken internal invariant that would corrupt memory; aborts
// in every build. LIMB_DCHECK: a caller bug on a hot path (broken aliasing or
// length contract); checked in debug builds only.
#ifndef LIMB_BASE_CHECK_H_
#define LIMB_BASE_CHECK_H_

// limb reads and writes multi-byte words with native loads and stores and
// byte-swaps for big-endian formats (SHA-256, DER): it is correct on
// little-endian targets only (x86-64, aarch64, ppc64le), and a big-endian
// build stops here, before any include, instead of producing wrong
// digests and signatures.
// tools/cross_test.sh compiles this header big-endian to show it.
#if !defined(__BYTE_ORDER__) || __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "limb supports little-endian targets only (x86-64, aarch64, ppc64le)"
#endif

#include <cstdio>
#include <cstdlib>

#define LIMB_CHECK(cond)                                                   \
  do {                                                                     \
    if (__builtin_expect(!(cond), 0)) {                                    \
      std::fprintf(stderr, "%s:%d: LIMB_CHECK failed: %s\n", __FILE__,     \
                   __LINE__, #cond);                                       \
      std::abort();                                                        \
    }                                                                      \
  } while (0)

#ifdef NDEBUG
#define LIMB_DCHECK(cond) \
  do {                    \
    (void)sizeof(cond);   \
  } while (0)
#else
#define LIMB_DCHECK(cond) LIMB_CHECK(cond)
#endif

#endif  // LIMB_BASE_CHECK_H_
