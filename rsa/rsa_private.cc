// The RSA private operation: why it is correct and why it is constant time.
//
// Correctness. For c < n and a key with primes r_1..r_k (n = r_1 ... r_k),
// c^d mod n is determined by its residues m_i = c^d mod r_i (CRT), and
// c^d = c^(d mod (r_i - 1)) = c^(d_i) mod r_i by Fermat (also for c = 0 mod
// r_i). Garner's recombination (RFC 8017 5.1.2, step 2.b) rebuilds m from
// the m_i: starting with m = m_2 (mod q) and M = q, each further prime r
// with coefficient t = M^-1 mod r gives h = (m_r - m) * t mod r and
// m <- m + h * M, M <- M * r; then m = c^d mod M at every step and
// m <= (M - 1) + (r - 1) M < M r <= n, so every value fits the n-word width
// and the additions and the product h * M never wrap mod n: they are exact
// even though we compute them with mod-n Montgomery operations.
// Blinding: with random r (and its inverse), c' = c * r^e; (c')^d = c^d * r
// (e d = 1 mod lambda(n)), so m = (c')^d * r^-1. The inverse of r is
// a * (r a)^-1 for a second random a: r a is independent of r, so inverting
// it with the variable-time extended Euclid leaks nothing about r.
// Fault check: before release, m^e == c mod n is verified. A fault in one
// CRT half would otherwise give m' with m' = m mod one prime only, and
// gcd(m'^e - c, n) would reveal a factor (Boneh-DeMillo-Lipton); with the
// check such an output never leaves.
//
// Constant time. Every secret-dependent value lives in a Residue of a
// public width and is handled only by bignum/mont operations (constant
// time in the values: reduction FromWords/FromBytesBE, ModMul, ModAdd,
// ModSub, MontMul, Exp with a fixed window scanning the whole table, Equal).
// Exp's exponent length is the prime's public bit length, not d_i's. The
// only variable-time steps take public or blinded values: r^e (e public,
// r is random but the time of ExpVarTime depends only on e), the inverse of
// the blinded product r a, and m^e for the check (again time depends only
// on e). The error is decided once, from a mask accumulated to the end, and
// the output is copied under that mask. The valgrind harness rsa_ct_test
// checks all of this with d, the primes, d_i, the coefficients, the
// blinding inputs and the ciphertext poisoned.
// The AVX-512 IFMA dual exponentiation (1024-bit primes) is the one part
// valgrind cannot check: it cannot execute AVX-512, and its CPUID hides it,
// so under the harness IfmaKernelsForCpu() is null and the scalar Exp runs.
// That path is constant time by construction (bignum/mont_ifma.cc and
// asm/x86_64/mont_ifma.S say why) and is chosen only from public facts: the
// CPU, the primes' word counts and whether a kernel table was pinned.
#include <cstdint>
#include <cstring>
#include <vector>

#include "base/random.h"
#include "bignum/int.h"
#include "bignum/mont_ifma.h"
#include "bignum/nt.h"
#include "rsa/rsa.h"

namespace limb {
namespace {

// ExponentWords: big-endian exponent bytes as little-endian words (the
// caller wipes them). Positions are public.
std::vector<Word> ExponentWords(const SecretBytes& be) noexcept {
  std::vector<Word> w((be.size() + 7) / 8, 0);
  const size_t len = be.size();
  for (size_t i = 0; i < len; ++i) w[i / 8] |= Word{be[len - 1 - i]} << (8 * (i % 8));
  return w;
}

// IfmaForCrt: the AVX-512 IFMA kernels if both of the first two primes have
// their size (1024-bit primes: RSA-2048) and nobody pinned another kernel
// table on the key (rsa_internal::SetKernels: tests, the valgrind harness).
// Everything it looks at is public (sizes, CPU features, table pointers).
const IfmaKernels* IfmaForCrt(const Modulus& a, const Modulus& b) noexcept {
  const IfmaKernels* k = IfmaKernelsForCpu();
  if (k == nullptr || !IfmaSupports(a) || !IfmaSupports(b)) return nullptr;
  if (&a.kernels() != &Mont() || &b.kernels() != &Mont()) return nullptr;
  return k;
}

}  // namespace

Status RsaPrivateKeyInternals::Private(const RsaPrivateKey& key, std::span<const uint8_t> in,
                                       std::span<uint8_t> out, std::span<const uint8_t> r_bytes,
                                       std::span<const uint8_t> a_bytes, bool fault) noexcept {
  const Modulus& nm = key.pub_.modulus();
  if (nm.num_words() == 0 || key.primes_.size() < 2) return Status::kInvalidArgument;
  if (out.size() < key.size()) return Status::kBufferTooSmall;
  // Whether in < n is public (the caller's input); its value is not.
  Result<Residue> cr = Residue::FromCanonicalBytesBE(in, nm);
  if (!cr.ok()) return Status::kInvalidArgument;
  return Core(key, *cr, out, r_bytes, a_bytes, fault);
}

Status RsaPrivateKeyInternals::Core(const RsaPrivateKey& key, const Residue& c,
                                    std::span<uint8_t> out, std::span<const uint8_t> r_bytes,
                                    std::span<const uint8_t> a_bytes, bool fault) noexcept {
  const Modulus& nm = key.pub_.modulus();
  if (nm.num_words() == 0 || key.primes_.size() < 2 || c.num_words() != nm.num_words())
    return Status::kInvalidArgument;
  if (out.size() < key.size()) return Status::kBufferTooSmall;
  Choice ok = Choice::True();

  // Blinding values r, a in [0, n); r = 0 is replaced by 1 (probability
  // about 2^-bits; the fixed replacement keeps the code branch-free).
  Residue one = Residue::FromWord(1, nm);
  Residue r = Residue::FromBytesBE(r_bytes, nm);
  Select(r, IsZero(r), one, r);
  Residue a = Residue::FromBytesBE(a_bytes, nm);
  Select(a, IsZero(a), one, a);
  Residue ra(nm);
  ModMul(ra, r, a, nm);
  // r a is uniformly distributed whatever r is: public by design.
  Unpoison(ra.data(), ra.num_words() * sizeof(Word));
  Residue r_inv(nm);
  {
    Residue tinv(nm);
    const int inv = InverseVarTime(tinv.data(), ra.data(), nm.words().data(), nm.num_words());
    if (inv < 0) {
      // A quotient too large for the fast path (r a tiny): the general one.
      Int t = Int::FromWords(ra.words());
      Int n = Int::FromWords(nm.words());
      Result<Int> ti = ModInverse(t, n);
      if (ti.ok()) tinv = Residue::FromWords(ti->words(), nm);
      if (!ti.ok()) ok = Choice::False();
    } else if (inv == 0) {
      // Not invertible only if r a shares a factor with n (negligible): the
      // error stays opaque.
      ok = Choice::False();
    }
    ModMul(r_inv, a, tinv, nm);
  }
  Residue re(nm);
  ExpVarTime(re, r, key.pub_.e(), nm);
  Residue cb(nm);
  ModMul(cb, c, re, nm);

  // CRT halves: m_i = cb^(d_i) mod r_i, in CRT order (q, p, r_3, ...). With
  // AVX-512 IFMA and 1024-bit primes the first two run interleaved in one
  // dual exponentiation (bignum/mont_ifma.h); the rest use Exp.
  const size_t k = key.primes_.size();
  std::vector<Residue> mis(k);
  size_t first_single = 0;
  if (const IfmaKernels* ifk = IfmaForCrt(key.primes_[0].mod, key.primes_[1].mod)) {
    const RsaPrivateKey::Prime& pa = key.primes_[0];
    const RsaPrivateKey::Prime& pb = key.primes_[1];
    Residue ca = Residue::FromWords(cb.words(), pa.mod);
    Residue cbb = Residue::FromWords(cb.words(), pb.mod);
    std::vector<Word> ea = ExponentWords(pa.exp_be), eb = ExponentWords(pb.exp_be);
    mis[0] = Residue(pa.mod);
    mis[1] = Residue(pb.mod);
    Status st = ExpIfmaDual(mis[0], ca, ea, pa.mod.bit_length(), pa.mod, mis[1], cbb, eb,
                            pb.mod.bit_length(), pb.mod, *ifk);
    ok &= Choice::FromBit(st == Status::kOk ? 1 : 0);  // sizes only: public
    SecureWipe(std::span<Word>(ea));
    SecureWipe(std::span<Word>(eb));
    first_single = 2;
  }
  for (size_t idx = first_single; idx < k; ++idx) {
    const RsaPrivateKey::Prime& pr = key.primes_[idx];
    Residue ci = Residue::FromWords(cb.words(), pr.mod);
    mis[idx] = Residue(pr.mod);
    Status st = Exp(mis[idx], ci, pr.exp_be, pr.mod.bit_length(), pr.mod);
    ok &= Choice::FromBit(st == Status::kOk ? 1 : 0);  // sizes only: public
  }
  if (fault) mis[0].data()[0] ^= 1;  // test hook (public flag)
  Residue m = Residue::FromWords(mis[0].words(), nm);
  for (size_t idx = 1; idx < k; ++idx) {
    const RsaPrivateKey::Prime& pr = key.primes_[idx];
    const Residue& mi = mis[idx];
    // Garner step: h = (m_i - (m mod r_i)) * t_i mod r_i; m += h * M_i.
    Residue x = Residue::FromWords(m.words(), pr.mod);
    ModSub(x, mi, x, pr.mod);
    MontMul(x, x, pr.coeff_mont, pr.mod);  // (m_i - m) * t_i * R * R^-1
    Residue h = Residue::FromWords(x.words(), nm);
    ModMul(h, h, pr.prefix_n, nm);
    ModAdd(m, m, h, nm);
  }
  // Unblind, then check m^e == c before release.
  ModMul(m, m, r_inv, nm);
  Residue chk(nm);
  ExpVarTime(chk, m, key.pub_.e(), nm);
  ok &= Equal(chk, c);

  SecretBytes tmp(out.size(), 0);
  Status st = m.ToBytesBE(std::span<uint8_t>(tmp.data(), tmp.size()), nm);
  ok &= Choice::FromBit(st == Status::kOk ? 1 : 0);  // sizes only: public
  const uint8_t mask = static_cast<uint8_t>(ok.mask());
  for (size_t i = 0; i < out.size(); ++i) out[i] = static_cast<uint8_t>(tmp[i] & mask);
  // Whether the operation failed is the one bit we release (opaquely).
  Choice okc = ok;
  Unpoison(&okc, sizeof(okc));
  Unpoison(out.data(), out.size());  // the output is the caller's result
  return okc.Declassify() ? Status::kOk : Status::kDecryptionError;
}

std::vector<std::span<const uint8_t>> RsaPrivateKeyInternals::Secrets(
    const RsaPrivateKey& key) noexcept {
  std::vector<std::span<const uint8_t>> v;
  auto add_words = [&v](std::span<const Word> w) {
    v.emplace_back(reinterpret_cast<const uint8_t*>(w.data()), w.size_bytes());
  };
  auto add_bytes = [&v](const SecretBytes& b) { v.emplace_back(b.data(), b.size()); };
  const RsaPrivateKeyComponents& c = key.comp_;
  add_bytes(c.d);
  add_bytes(c.p);
  add_bytes(c.q);
  add_bytes(c.dp);
  add_bytes(c.dq);
  add_bytes(c.qinv);
  for (const auto& o : c.other_primes) {
    add_bytes(o.r);
    add_bytes(o.d);
    add_bytes(o.t);
  }
  for (size_t i = 0; i < key.primes_.size(); ++i) {
    const RsaPrivateKey::Prime& pr = key.primes_[i];
    add_words(pr.mod.words());
    add_words(pr.mod.rr());
    add_words(pr.mod.one_mont());
    add_bytes(pr.exp_be);
    if (i > 0) {
      add_words(pr.coeff_mont.words());
      add_words(pr.prefix_n.words());
    }
  }
  return v;
}

void RsaPrivateKeyInternals::SetKernels(RsaPrivateKey& key, const MontKernels& k) noexcept {
  key.pub_.n_mod_.set_kernels(k);
  for (RsaPrivateKey::Prime& pr : key.primes_) pr.mod.set_kernels(k);
}

Status RsaPrivateKey::RawPrivate(std::span<const uint8_t> in,
                                 std::span<uint8_t> out) const noexcept {
  const size_t len = rsa_internal::BlindingBytes(*this);
  SecretBytes rb(2 * len, 0);
  std::span<uint8_t> all(rb.data(), rb.size());
  if (!Ok(RandomBytes(all))) {
    std::memset(out.data(), 0, out.size());
    return Status::kDecryptionError;
  }
  return RsaPrivateKeyInternals::Private(*this, in, out, all.first(len), all.subspan(len), false);
}

namespace rsa_internal {

size_t BlindingBytes(const RsaPrivateKey& key) noexcept { return key.size() + 8; }

Status RawPrivateWithBlinding(const RsaPrivateKey& key, std::span<const uint8_t> in,
                              std::span<uint8_t> out, std::span<const uint8_t> r_bytes,
                              std::span<const uint8_t> a_bytes) noexcept {
  return RsaPrivateKeyInternals::Private(key, in, out, r_bytes, a_bytes, false);
}

Status RawPrivateWithFault(const RsaPrivateKey& key, std::span<const uint8_t> in,
                           std::span<uint8_t> out) noexcept {
  SecretBytes rb(2 * BlindingBytes(key), 0);
  std::span<uint8_t> all(rb.data(), rb.size());
  if (!Ok(RandomBytes(all))) return Status::kDecryptionError;
  const size_t len = BlindingBytes(key);
  return RsaPrivateKeyInternals::Private(key, in, out, all.first(len), all.subspan(len), true);
}

Status RawPrivateResidueWithBlinding(const RsaPrivateKey& key, const Residue& c,
                                     std::span<uint8_t> out, std::span<const uint8_t> r_bytes,
                                     std::span<const uint8_t> a_bytes) noexcept {
  return RsaPrivateKeyInternals::Core(key, c, out, r_bytes, a_bytes, false);
}

void SetKernels(RsaPrivateKey& key, const MontKernels& k) noexcept {
  RsaPrivateKeyInternals::SetKernels(key, k);
}

std::vector<std::span<const uint8_t>> SecretRegions(const RsaPrivateKey& key) noexcept {
  return RsaPrivateKeyInternals::Secrets(key);
}

}  // namespace rsa_internal
}  // namespace limb
