#include "limb/base/random.h"

#include <sys/random.h>

#include <cerrno>

namespace limb {

// See random.h.
Status RandomBytes(std::span<uint8_t> out) noexcept {
  size_t done = 0;
  while (done < out.size()) {
    ssize_t r = getrandom(out.data() + done, out.size() - done, 0);
    if (r < 0) {
      if (errno == EINTR) continue;
      return Status::kRandomFailure;
    }
    done += static_cast<size_t>(r);
  }
  return Status::kOk;
}

}  // namespace limb
