// RSA key construction, validation, import and export. Everything here runs
// once per key and is variable time (bignum/int); see rsa/rsa.h.
#include <cstring>
#include <utility>

#include "limb/base/secret.h"
#include "limb/bignum/int.h"
#include "limb/bignum/nt.h"
#include "limb/bignum/prime.h"
#include "limb/rsa/pem.h"
#include "limb/rsa/rsa.h"
#include "limb/rsa/rsa_internal.h"

namespace limb {
namespace {

Int FromSecret(std::span<const uint8_t> b) noexcept { return Int::FromBytesBE(b); }

// Minimal big-endian magnitude (no leading zeros; empty for 0).
std::vector<uint8_t> Minimal(std::span<const uint8_t> b) noexcept {
  size_t i = 0;
  while (i < b.size() && b[i] == 0) ++i;
  return std::vector<uint8_t>(b.begin() + static_cast<ptrdiff_t>(i), b.end());
}

SecretBytes MinimalSecret(std::span<const uint8_t> b) noexcept {
  size_t i = 0;
  while (i < b.size() && b[i] == 0) ++i;
  return SecretBytes(b.begin() + static_cast<ptrdiff_t>(i), b.end());
}

SecretBytes ToSecret(const Int& x) noexcept {
  std::vector<uint8_t> v = x.ToBytesBE();
  SecretBytes s(v.begin(), v.end());
  SecureWipe(std::span<uint8_t>(v));
  return s;
}

// Fixed-width big-endian copy of an Int into a SecretBytes of len bytes.
SecretBytes ToSecretFixed(const Int& x, size_t len) noexcept {
  SecretBytes s(len, 0);
  (void)x.ToBytesBEFixed(std::span<uint8_t>(s.data(), s.size()));
  return s;
}

bool IsPrime(const Int& x, Status* st) noexcept {
  Result<bool> r = IsProbablePrime(x, kRsaImportMillerRabinRounds);
  if (!r.ok()) {
    *st = r.status();
    return false;
  }
  return *r;
}

}  // namespace

Result<RsaPublicKey> RsaPublicKey::FromComponents(std::span<const uint8_t> n_be,
                                                  std::span<const uint8_t> e_be) noexcept {
  RsaPublicKey k;
  k.n_ = Minimal(n_be);
  k.e_ = Minimal(e_be);
  const Int n = Int::FromBytesBE(k.n_);
  const Int e = Int::FromBytesBE(k.e_);
  if (n.BitLen() > kRsaMaxModulusBits) return Status::kInvalidArgument;
  if (n.BitLen() < kRsaMinModulusBits) return Status::kKeyTooSmall;
  if (n.IsEven()) return Status::kInvalidArgument;
  if (e.IsEven() || e <= Int(1) || e >= n) return Status::kInvalidArgument;
  if (e.BitLen() > kRsaMaxPublicExponentBits) return Status::kInvalidArgument;
  Result<Modulus> m = Modulus::FromBytesBE(k.n_);
  if (!m.ok()) return Status::kInvalidArgument;
  k.n_mod_ = std::move(m.value());
  return k;
}

Status RsaPublicKey::RawPublicVarTime(std::span<const uint8_t> in,
                                      std::span<uint8_t> out) const noexcept {
  if (n_mod_.num_words() == 0) return Status::kInvalidArgument;
  if (out.size() < size()) return Status::kBufferTooSmall;
  Result<Residue> x = Residue::FromCanonicalBytesBE(in, n_mod_);
  if (!x.ok()) return Status::kInvalidArgument;
  Residue y(n_mod_);
  ExpVarTime(y, *x, e_, n_mod_);
  return y.ToBytesBE(out, n_mod_);
}

void RsaPrivateKey::StateDeleter::operator()(State* s) const noexcept { delete s; }

// The copy gets its own state: the same precomputation and an empty pool.
RsaPrivateKey::RsaPrivateKey(const RsaPrivateKey& other)
    : pub_(other.pub_),
      comp_(other.comp_),
      state_(other.state_ ? new State(*other.state_) : nullptr) {}

RsaPrivateKey& RsaPrivateKey::operator=(const RsaPrivateKey& other) {
  if (this != &other) *this = RsaPrivateKey(other);
  return *this;
}

size_t RsaPrivateKey::num_primes() const noexcept { return state_ ? state_->primes.size() : 0; }

Result<RsaPrivateKey> RsaPrivateKey::FromComponents(const RsaPrivateKeyComponents& c) noexcept {
  return RsaPrivateKeyInternals::Build(c);
}

Result<RsaPrivateKey> RsaPrivateKeyInternals::Build(const RsaPrivateKeyComponents& c) noexcept {
  Result<RsaPublicKey> pub = RsaPublicKey::FromComponents(c.n, c.e);
  if (!pub.ok()) return pub.status();
  const size_t k = 2 + c.other_primes.size();
  if (k > kRsaMaxPrimes) return Status::kInvalidArgument;

  const Int n = Int::FromBytesBE(c.n);
  const Int e = Int::FromBytesBE(c.e);
  const Int d = FromSecret(c.d);
  // RFC 8017 order: r_1 = p, r_2 = q, r_3... with d_i and t_i (t_2 = qInv).
  std::vector<Int> r, di, ti;
  r.push_back(FromSecret(c.p));
  r.push_back(FromSecret(c.q));
  di.push_back(FromSecret(c.dp));
  di.push_back(FromSecret(c.dq));
  ti.push_back(Int(0));
  ti.push_back(FromSecret(c.qinv));
  for (const auto& o : c.other_primes) {
    r.push_back(FromSecret(o.r));
    di.push_back(FromSecret(o.d));
    ti.push_back(FromSecret(o.t));
  }

  // Sizes first (see rsa.h): they bound what every later check costs.
  const size_t share = (n.BitLen() + k - 1) / k;
  for (size_t i = 0; i < k; ++i) {
    const size_t bits = r[i].BitLen();
    if (bits < kRsaMinPrimeBits || bits > share + kRsaPrimeSlackBits) {
      return Status::kInvalidArgument;
    }
  }
  // n = product of the primes; each prime distinct.
  Int prod(1);
  for (size_t i = 0; i < k; ++i) {
    for (size_t j = 0; j < i; ++j)
      if (r[i] == r[j]) return Status::kInvalidArgument;
    prod *= r[i];
  }
  if (prod != n) return Status::kInvalidArgument;
  if (d.IsZero() || d >= n) return Status::kInvalidArgument;

  // Exponents: d_i = d mod (r_i - 1) and e * d_i = 1 mod (r_i - 1).
  for (size_t i = 0; i < k; ++i) {
    const Int rm1 = r[i] - Int(1);
    Int dm;
    if (!Ok(Int::DivModEuclid(d, rm1, nullptr, &dm))) return Status::kInvalidArgument;
    if (dm != di[i]) return Status::kInvalidArgument;
    Int ed;
    if (!Ok(Int::DivModEuclid(e * di[i], rm1, nullptr, &ed))) return Status::kInvalidArgument;
    if (!ed.IsOne()) return Status::kInvalidArgument;
  }
  // Coefficients (RFC 8017 3.2): qInv * q = 1 mod p, qInv < p; for i >= 3,
  // t_i * (r_1 * ... * r_(i-1)) = 1 mod r_i, t_i < r_i.
  {
    if (ti[1].IsNegative() || ti[1] >= r[0]) return Status::kInvalidArgument;
    Int t;
    (void)Int::DivModEuclid(ti[1] * r[1], r[0], nullptr, &t);
    if (!t.IsOne()) return Status::kInvalidArgument;
  }
  Int prefix = r[0] * r[1];
  for (size_t i = 2; i < k; ++i) {
    if (ti[i] >= r[i]) return Status::kInvalidArgument;
    Int t;
    (void)Int::DivModEuclid(ti[i] * prefix, r[i], nullptr, &t);
    if (!t.IsOne()) return Status::kInvalidArgument;
    prefix *= r[i];
  }
  // Primality (the costliest check; see rsa.h).
  for (size_t i = 0; i < k; ++i) {
    Status st = Status::kOk;
    if (!IsPrime(r[i], &st)) return st == Status::kOk ? Status::kInvalidArgument : st;
  }

  RsaPrivateKey key;
  key.pub_ = std::move(pub.value());
  key.state_.reset(new RsaPrivateKey::State());
  RsaPrivateKey::State& state = *key.state_;
  {
    const std::vector<uint8_t>& eb = key.pub_.e();
    state.e_words.assign((eb.size() + 7) / 8, 0);
    for (size_t b = 0; b < eb.size(); ++b)
      state.e_words[b / 8] |= Word{eb[eb.size() - 1 - b]} << (8 * (b % 8));
  }
  // Canonical copies of the components.
  key.comp_.n = MinimalSecret(c.n);
  key.comp_.e = MinimalSecret(c.e);
  key.comp_.d = MinimalSecret(c.d);
  key.comp_.p = MinimalSecret(c.p);
  key.comp_.q = MinimalSecret(c.q);
  key.comp_.dp = MinimalSecret(c.dp);
  key.comp_.dq = MinimalSecret(c.dq);
  key.comp_.qinv = MinimalSecret(c.qinv);
  for (const auto& o : c.other_primes) {
    der::OtherPrimeInfoDer m;
    m.r = MinimalSecret(o.r);
    m.d = MinimalSecret(o.d);
    m.t = MinimalSecret(o.t);
    key.comp_.other_primes.push_back(std::move(m));
  }

  // Precomputation, in CRT order: q, p, r_3, ..., r_k.
  const Modulus& nm = key.pub_.modulus();
  std::vector<size_t> order = {1, 0};
  for (size_t i = 2; i < k; ++i) order.push_back(i);
  Int pre = r[1];
  for (size_t idx = 0; idx < k; ++idx) {
    const size_t i = order[idx];
    rsa_internal::CrtPrime pr;
    SecretBytes rb = ToSecret(r[i]);
    Result<Modulus> m = Modulus::FromBytesBE(rb);
    if (!m.ok()) return Status::kInvalidArgument;
    pr.mod = std::move(m.value());
    pr.exp_be = ToSecretFixed(di[i], pr.mod.byte_length());
    // The same exponent as little-endian words, once per key (not per
    // operation); d_i < r_i, so it is a valid Residue (wiped with the key).
    pr.exp_words = Residue(pr.mod);
    {
      std::span<Word> w = pr.exp_words.mutable_words();
      const size_t len = pr.exp_be.size();
      for (size_t b = 0; b < len; ++b)
        w[b / 8] |= Word{pr.exp_be[len - 1 - b]} << (8 * (b % 8));
    }
    if (idx > 0) {
      // The p step (idx 1) uses qInv (stored as t_2); r_i (i >= 3) uses t_i.
      SecretBytes tb = ToSecret(idx == 1 ? ti[1] : ti[i]);
      Residue t = Residue::FromBytesBE(tb, pr.mod);
      pr.coeff_mont = Residue(pr.mod);
      ToMont(pr.coeff_mont, t, pr.mod);
      SecretBytes pb = ToSecret(pre);
      Residue pn = Residue::FromBytesBE(pb, nm);
      pr.prefix_mont = Residue(nm);
      ToMont(pr.prefix_mont, pn, nm);
      if (idx == 1) pre = r[0] * r[1];
      else pre *= r[i];
    }
    state.primes.push_back(std::move(pr));
  }
  return key;
}

// ---- import / export -------------------------------------------------------

Result<RsaPrivateKey> ParsePrivateKey(std::span<const uint8_t> der_or_pem) noexcept {
  Result<der::ParsedKey> pk = der::ParseAnyKey(der_or_pem);
  if (!pk.ok()) return Result<RsaPrivateKey>(pk.status(), pk.error_position());
  if (!pk->is_private) return Status::kInvalidArgument;
  return RsaPrivateKey::FromComponents(pk->private_key);
}

Result<RsaPublicKey> ParsePublicKey(std::span<const uint8_t> der_or_pem) noexcept {
  Result<der::ParsedKey> pk = der::ParseAnyKey(der_or_pem);
  if (!pk.ok()) return Result<RsaPublicKey>(pk.status(), pk.error_position());
  return RsaPublicKey::FromComponents(pk->public_key.n, pk->public_key.e);
}

SecretBytes MarshalPrivateKeyPkcs1(const RsaPrivateKey& key) noexcept {
  return der::SerializeRsaPrivateKey(key.components());
}
SecretBytes MarshalPrivateKeyPkcs8(const RsaPrivateKey& key) noexcept {
  return der::SerializePrivateKeyInfo(key.components());
}

namespace {
der::RsaPublicKeyDer PublicDer(const RsaPublicKey& key) noexcept {
  der::RsaPublicKeyDer p;
  p.n = key.n();
  p.e = key.e();
  return p;
}
std::string Plain(const SecretString& s) noexcept { return std::string(s.begin(), s.end()); }
}  // namespace

std::vector<uint8_t> MarshalPublicKeyPkcs1(const RsaPublicKey& key) noexcept {
  return der::SerializeRsaPublicKey(PublicDer(key));
}
std::vector<uint8_t> MarshalPublicKeySpki(const RsaPublicKey& key) noexcept {
  return der::SerializeSubjectPublicKeyInfo(PublicDer(key));
}
SecretString MarshalPrivateKeyPkcs1Pem(const RsaPrivateKey& key) noexcept {
  SecretBytes d = MarshalPrivateKeyPkcs1(key);
  return pem::Encode(pem::Label::kRsaPrivateKey, d);
}
SecretString MarshalPrivateKeyPkcs8Pem(const RsaPrivateKey& key) noexcept {
  SecretBytes d = MarshalPrivateKeyPkcs8(key);
  return pem::Encode(pem::Label::kPrivateKey, d);
}
std::string MarshalPublicKeyPkcs1Pem(const RsaPublicKey& key) noexcept {
  return Plain(pem::Encode(pem::Label::kRsaPublicKey, MarshalPublicKeyPkcs1(key)));
}
std::string MarshalPublicKeySpkiPem(const RsaPublicKey& key) noexcept {
  return Plain(pem::Encode(pem::Label::kPublicKey, MarshalPublicKeySpki(key)));
}

}  // namespace limb
