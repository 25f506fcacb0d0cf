// LIMB_CHECK: a broken internal invariant that would corrupt memory; aborts
// in every build. LIMB_DCHECK: a caller bug on a hot path (broken aliasing or
// length contract); checked in debug builds only.
#ifndef LIMB_BASE_CHECK_H_
#define LIMB_BASE_CHECK_H_

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
