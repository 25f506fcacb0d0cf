// Test-only Boost.Multiprecision oracle helpers (target
// //bignum/testing:boost_oracle; never linked into //:limb): Int <-> cpp_int
// from the raw words (import_bits/export_bits), not through limb's code.
#ifndef LIMB_BIGNUM_TESTING_BOOST_ORACLE_H_
#define LIMB_BIGNUM_TESTING_BOOST_ORACLE_H_

#include <boost/multiprecision/cpp_int.hpp>

#include "limb/bignum/int.h"

namespace limb::test {

// ToBoost: x as a cpp_int (sign included).
boost::multiprecision::cpp_int ToBoost(const Int& x);

}  // namespace limb::test

#endif  // LIMB_BIGNUM_TESTING_BOOST_ORACLE_H_
