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

// ---------------------------------------------------------------------------
// InverseVarTime: out = x^-1 mod n for PUBLIC x and n (the blinding product
// r a below is uniformly random, public by design), by Lehmer's extended
// Euclid (Knuth, TAOCP vol. 2, 4.5.2, Algorithm L): the quotients are
// simulated on the leading 62 bits of u and v, collected in a 2x2 matrix
// (A B; C D) and applied to the full numbers and to the cofactors in one
// pass (about 31 bits of progress per pass, against one division per
// quotient in the plain algorithm). Invariants: u = U x, v = V x (mod n);
// u, v >= 0; |U|, |V| <= n. Numbers are held in two's complement in nw + 1
// words, so the signed matrix products are exact.
// Returns 1 on success, 0 if gcd(x, n) != 1, -1 if a quotient is 2^62 or
// more (x tiny compared with n; probability about 2^-60 for a random x):
// the caller then takes the general slow path. Variable time.

size_t BitLen(const Word* x, size_t w) noexcept {
  for (size_t i = w; i-- > 0;) {
    if (x[i] != 0) return 64 * i + 64 - Nlz(x[i]);
  }
  return 0;
}

// Bits [sh, sh + 64) of x (w words); bits past the end read as 0.
uint64_t Bits64(const Word* x, size_t w, size_t sh) noexcept {
  const size_t wi = sh / 64;
  const unsigned s = sh % 64;
  uint64_t v = wi < w ? x[wi] >> s : 0;
  if (s != 0 && wi + 1 < w) v |= x[wi + 1] << (64 - s);
  return v;
}

// MulSigned: t = s * z mod 2^(64 w) (z two's complement).
void MulSigned(Word* t, int64_t s, const Word* z, size_t w) noexcept {
  const uint64_t m = s < 0 ? uint64_t{0} - static_cast<uint64_t>(s) : static_cast<uint64_t>(s);
  Word c = 0;
  for (size_t i = 0; i < w; ++i) {
    const unsigned __int128 p = static_cast<unsigned __int128>(m) * z[i] + c;
    t[i] = static_cast<Word>(p);
    c = static_cast<Word>(p >> 64);
  }
  if (s < 0) {  // t = -t = ~t + 1
    Word carry = 1;
    for (size_t i = 0; i < w; ++i) {
      const Word v = ~t[i] + carry;
      carry = carry & (v == 0 ? 1 : 0);
      t[i] = v;
    }
  }
}

// LinComb: out = s1 X + s2 Y mod 2^(64 w); t1, t2 scratch of w words; out may
// alias X or Y.
void LinComb(Word* out, int64_t s1, const Word* x, int64_t s2, const Word* y, size_t w,
             Word* t1, Word* t2) noexcept {
  MulSigned(t1, s1, x, w);
  MulSigned(t2, s2, y, w);
  Word c = 0;
  for (size_t i = 0; i < w; ++i) {
    const unsigned __int128 sum = static_cast<unsigned __int128>(t1[i]) + t2[i] + c;
    out[i] = static_cast<Word>(sum);
    c = static_cast<Word>(sum >> 64);
  }
}

int InverseVarTime(Word* out, const Word* x, const Word* n, size_t nw) noexcept {
  const size_t w = nw + 1;
  std::vector<Word> buf(8 * w, 0);
  Word* u = &buf[0];
  Word* v = &buf[w];
  Word* U = &buf[2 * w];
  Word* V = &buf[3 * w];
  Word* t1 = &buf[4 * w];
  Word* t2 = &buf[5 * w];
  Word* nu = &buf[6 * w];
  Word* nv = &buf[7 * w];
  std::memcpy(u, n, nw * sizeof(Word));
  std::memcpy(v, x, nw * sizeof(Word));
  V[0] = 1;  // u = n = 0 x, v = x = 1 x (mod n)
  auto negative = [w](const Word* z) { return (z[w - 1] >> 63) != 0; };
  auto geq = [w](const Word* a, const Word* b) {
    for (size_t i = w; i-- > 0;) {
      if (a[i] != b[i]) return a[i] > b[i];
    }
    return true;
  };
  for (;;) {
    const size_t bv = BitLen(v, w);
    if (bv == 0) break;
    const size_t bu = BitLen(u, w);  // bu >= bv (u > v after every step)
    int64_t A = 1, B = 0, C = 0, D = 1;
    if (bu <= 62) {
      // Both fit in 62 bits: plain Euclid to the end on machine words.
      uint64_t uh = u[0], vh = v[0];
      while (vh != 0) {
        const uint64_t q = uh / vh;
        int64_t t = A - static_cast<int64_t>(q) * C;
        A = C;
        C = t;
        t = B - static_cast<int64_t>(q) * D;
        B = D;
        D = t;
        const uint64_t r = uh - q * vh;
        uh = vh;
        vh = r;
      }
    } else {
      const size_t sh = bu - 62;
      const uint64_t mask62 = (uint64_t{1} << 62) - 1;
      int64_t uh = static_cast<int64_t>(Bits64(u, w, sh) & mask62);
      int64_t vh = static_cast<int64_t>(Bits64(v, w, sh) & mask62);
      for (;;) {
        // |A|, |B|, |C|, |D| <= 2^62 and 0 <= uh, vh < 2^62 (Knuth's bounds
        // for Algorithm L), so these sums cannot overflow.
        const int64_t d1 = vh + C, d2 = vh + D, n1 = uh + A, n2 = uh + B;
        if (d1 <= 0 || d2 <= 0 || n1 < 0 || n2 < 0) break;
        const uint64_t q = static_cast<uint64_t>(n1) / static_cast<uint64_t>(d1);
        if (q != static_cast<uint64_t>(n2) / static_cast<uint64_t>(d2)) break;
        const int64_t qq = static_cast<int64_t>(q);
        int64_t t = A - qq * C;
        A = C;
        C = t;
        t = B - qq * D;
        B = D;
        D = t;
        t = uh - qq * vh;
        uh = vh;
        vh = t;
      }
      if (B == 0) {
        // Not even the first quotient was certain: one exact step with
        // q = floor(u / v), estimated from 128 / 64 leading bits (q_est -
        // 2 <= q <= q_est + 1) and corrected.
        if (bu - bv > 61) return -1;
        const size_t s = bv > 64 ? bv - 64 : 0;
        const unsigned __int128 un =
            (static_cast<unsigned __int128>(Bits64(u, w, s + 64)) << 64) | Bits64(u, w, s);
        const uint64_t vd = Bits64(v, w, s);  // >= 2^63 (or v itself if s = 0)
        int64_t q = static_cast<int64_t>(un / vd);
        LinComb(nv, 1, u, -q, v, w, t1, t2);  // u - q v
        while (negative(nv)) {
          LinComb(nv, 1, nv, 1, v, w, t1, t2);
          --q;
        }
        while (geq(nv, v)) {
          LinComb(nv, 1, nv, -1, v, w, t1, t2);
          ++q;
        }
        A = 0;
        B = 1;
        C = 1;
        D = -q;
      }
    }
    LinComb(nu, A, u, B, v, w, t1, t2);
    LinComb(nv, C, u, D, v, w, t1, t2);
    std::memcpy(u, nu, w * sizeof(Word));
    std::memcpy(v, nv, w * sizeof(Word));
    LinComb(nu, A, U, B, V, w, t1, t2);
    LinComb(nv, C, U, D, V, w, t1, t2);
    std::memcpy(U, nu, w * sizeof(Word));
    std::memcpy(V, nv, w * sizeof(Word));
  }
  if (BitLen(u, w) != 1) return 0;  // gcd(x, n) = u != 1
  if (negative(U)) {                 // U + n: the representative in [0, n)
    Word c = 0;
    for (size_t i = 0; i < w; ++i) {
      const unsigned __int128 sum =
          static_cast<unsigned __int128>(U[i]) + (i < nw ? n[i] : 0) + c;
      U[i] = static_cast<Word>(sum);
      c = static_cast<Word>(sum >> 64);
    }
  }
  std::memcpy(out, U, nw * sizeof(Word));
  return 1;
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
