// See boost_oracle.h.
#include "limb/bignum/testing/boost_oracle.h"

namespace limb::test {

boost::multiprecision::cpp_int ToBoost(const Int& x) {
  boost::multiprecision::cpp_int r;
  if (x.IsZero()) return r;  // Boost 1.74's import_bits crashes on an empty range
  import_bits(r, x.words().begin(), x.words().end(), 64, false);
  return x.IsNegative() ? boost::multiprecision::cpp_int(-r) : r;
}

}  // namespace limb::test
