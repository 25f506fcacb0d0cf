#include "limb/base/ct.h"

namespace limb {

// Out of line and never inlined, so that its frame (the array) lies below
// the caller's, over the frames of the caller's earlier callees.
[[gnu::noinline]] void WipeStack() noexcept {
  alignas(64) unsigned char frame[kWipeStackBytes];
  SecureWipe(frame, sizeof(frame));
}

}  // namespace limb
