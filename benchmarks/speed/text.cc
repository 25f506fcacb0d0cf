// See text_internal.h.
#include "limb/benchmarks/speed/text_internal.h"

#include <cstdarg>
#include <cstdio>
#include <cstdlib>

namespace limb::speed {

std::string Printf(const char* fmt, ...) {
  char buf[512];
  va_list ap;
  va_start(ap, fmt);
  std::vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  return buf;
}

bool ParseInt(const std::string& s, int* v) {
  if (s.empty() || s.size() > 9) return false;
  for (char c : s) {
    if (c < '0' || c > '9') return false;
  }
  *v = std::atoi(s.c_str());
  return true;
}

}  // namespace limb::speed
