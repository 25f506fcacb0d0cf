// RSA key generation (FIPS 186-5 A.1.3 style with probable primes from
// bignum/prime RandomPrime). Variable time; see rsa/rsa.h.
#include <utility>

#include "limb/base/secret.h"
#include "limb/bignum/int.h"
#include "limb/bignum/nt.h"
#include "limb/bignum/prime.h"
#include "limb/rsa/rsa.h"

namespace limb {
namespace {

SecretBytes Secret(const Int& x) noexcept {
  std::vector<uint8_t> v = x.ToBytesBE();
  SecretBytes s(v.begin(), v.end());
  SecureWipe(std::span<uint8_t>(v));
  return s;
}

}  // namespace

Result<RsaPrivateKey> GenerateKey(size_t bits, size_t primes, uint64_t e64) noexcept {
  if (bits < kRsaMinGenerateBits) return Status::kKeyTooSmall;
  if (bits > kRsaMaxModulusBits) return Status::kInvalidArgument;
  if (primes < 2 || primes > kRsaMaxPrimes || bits / primes < 256) return Status::kInvalidArgument;
  if (e64 < 65537 || (e64 & 1) == 0 || (e64 >> kRsaMaxPublicExponentBits) != 0) {
    return Status::kInvalidArgument;
  }
  const Int e(e64);

  // Prime sizes: bits split as evenly as possible, larger ones first
  // (2048 / 3 -> 683, 683, 682).
  std::vector<size_t> sizes(primes, bits / primes);
  for (size_t i = 0; i < bits % primes; ++i) ++sizes[i];
  const size_t min_size = sizes.back();

  for (int attempt = 0; attempt < 1000; ++attempt) {
    std::vector<Int> r;
    Int n(1);
    for (size_t i = 0; i < primes; ++i) {
      for (;;) {
        Result<Int> p = RandomPrime(sizes[i]);
        if (!p.ok()) return p.status();
        // gcd(e, p - 1) = 1 (FIPS 186-5 A.1.3 step 4.5).
        if (!Gcd(e, *p - Int(1)).IsOne()) continue;
        // |r_i - r_j| > 2^(min_size - 100) (FIPS 186-5 A.1.3 step 5.4).
        bool close = false;
        for (const Int& q : r) {
          if ((*p - q).Abs() <= (Int(1) << (min_size - 100))) close = true;
        }
        if (close) continue;
        r.push_back(std::move(*p));
        break;
      }
      n *= r.back();
    }
    // With more than two primes the product may fall short of `bits`.
    if (n.BitLen() != bits) continue;
    Int lambda(1);
    for (const Int& p : r) lambda = Lcm(lambda, p - Int(1));
    Result<Int> d = ModInverse(e, lambda);
    if (!d.ok()) continue;
    // d > 2^(nlen/2) (FIPS 186-5 A.1.1).
    if (d->BitLen() <= bits / 2) continue;

    // RFC 8017 order: p = r_1 is the larger of the first two primes, as
    // OpenSSL does (only cosmetic).
    if (r[0] < r[1]) std::swap(r[0], r[1]);
    RsaPrivateKeyComponents c;
    c.n = Secret(n);
    c.e = Secret(e);
    c.d = Secret(*d);
    c.p = Secret(r[0]);
    c.q = Secret(r[1]);
    c.dp = Secret(*d % (r[0] - Int(1)));
    c.dq = Secret(*d % (r[1] - Int(1)));
    Result<Int> qinv = ModInverse(r[1], r[0]);
    if (!qinv.ok()) continue;
    c.qinv = Secret(*qinv);
    Int prefix = r[0] * r[1];
    for (size_t i = 2; i < primes; ++i) {
      der::OtherPrimeInfoDer o;
      o.r = Secret(r[i]);
      o.d = Secret(*d % (r[i] - Int(1)));
      Result<Int> t = ModInverse(prefix, r[i]);
      if (!t.ok()) return Status::kInternalError;
      o.t = Secret(*t);
      c.other_primes.push_back(std::move(o));
      prefix *= r[i];
    }
    Result<RsaPrivateKey> key = RsaPrivateKey::FromComponents(c);
    if (key.ok() || key.status() == Status::kRandomFailure) return key;
    // Validation failed: a bug, not bad luck.
    return Status::kInternalError;
  }
  return Status::kInternalError;
}

}  // namespace limb
