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
// even though we compute them with mod-n Montgomery operations (h < r < n
// and m_1 < r_1 < n enter the n-word width by zero extension, M R mod n is
// precomputed per key).
//
// Blinding: with r random and invertible mod n, c' = c * r^e gives
// (c')^d = c^d * r (e d = 1 mod lambda(n)), so m = (c')^d * r^-1. Every
// operation uses its own fresh random r (RFC 8017 leaves the method open;
// unlike OpenSSL we do not derive the next r from the previous one by
// squaring). Making a pair (r^e, r^-1) costs one power to the public e and
// one inversion mod n; the inversion is amortised over a batch of K =
// rsa_internal::kBlindingBatch independent random r_1..r_K by Montgomery's
// simultaneous-inversion trick: with prefix products P_i = r_1 ... r_i, one
// inversion of P_K gives every r_i^-1 = P_K^-1 * P_(i-1) * (r_(i+1) ... r_K)
// from 3 multiplications per element (prefix, then two on the way back).
// The inversion itself is blinded: it inverts T = P_K * a * R for a further
// random a, which is uniform in (Z/n)* whatever the r_i are, so Lehmer's
// variable-time extended Euclid (InverseVarTime; the Int ModInverse only as
// its rare fallback) learns nothing about them; a * T^-1 R^2 = P_K^-1 R.
// The random values are taken directly as Montgomery forms r_i R (just as
// uniform), and r_i^e R comes from a square-and-multiply in Montgomery form
// (PowEMont: time depends on e only). The pairs live in a per-key pool
// (rsa_internal::BlindingPool): a mutex guards only taking and adding pairs
// (never an exponentiation); the thread that finds the pool empty makes a
// batch without the lock, uses the first pair and adds the rest; a pair is
// copied out and its slot wiped when taken, so it serves exactly one
// operation; the pool's memory is allocated once and wiped on destruction;
// a copy of a key starts with an empty pool. The test hooks with explicit
// blinding bytes run the same batch code with K = 1.
// Measured (2048-bit key, this machine): r^e per prime plus Garner cost
// about as much as one power mod n (the reductions and the recombination eat
// what the smaller moduli save for a 17-bit e), so r^e is one power mod n.
//
// Fault check: before release, m^e == c is verified. A fault in one CRT half
// would otherwise give m' with m' = m mod all primes but one, and
// gcd(m'^e - c, n) would reveal a factor (Boneh-DeMillo-Lipton); with the
// check such an output never leaves. It is checked per prime, m^e = c mod
// r_i for every i, which is equivalent by CRT (the primes multiply to n,
// verified on import) and measured slightly cheaper than one power mod n
// (about 1.5% of the operation for 2 primes and 3 primes), on the final,
// unblinded m against the caller's c, so faults in Garner and unblinding are
// caught too. (kCheckCrt selects the mod-n form instead.)
//
// CRT plumbing: the exponentiation of each half is chosen from public facts
// only (the CPU's IFMA table, the primes' word counts, whether a kernel table
// other than ActiveMontKernels() was pinned): the primes IfmaSupports() accepts are paired
// in CRT order with the next one of the same word count (ExpIfmaDual, both
// halves in one interleaved pass); a leftover one runs alone (ExpIfma);
// every other prime uses Exp. The CRT exponents are kept per key as words.
//
// Constant time. Every secret-dependent value lives in a Residue of a
// public width and is handled only by bignum/mont operations (constant
// time in the values: reduction FromWords/FromBytesBE, ModMul, ModAdd,
// ModSub, MontMul, Exp with a fixed window scanning the whole table, Equal)
// or by the kernels directly (PowEMont, the blinding and unblinding
// multiplications). Exp's exponent length is the prime's public bit length,
// not d_i's. The only variable-time steps take public or blinded values:
// powers to e (r^e and the check: the time depends only on e), and the
// inverse of the blinded product T. The pool's mutex and its count depend
// on the number of operations, never on a value. The error is decided once,
// from a mask accumulated to the end, and the output is copied under that
// mask. The valgrind harness rsa_ct_test checks all of this with d, the
// primes, d_i, the coefficients, the blinding inputs, the pool refill's
// random values, the pool's stored pairs and the ciphertext poisoned.
// The AVX-512 IFMA exponentiation is the one part valgrind cannot check: it
// cannot execute AVX-512, and its CPUID hides it, so under the harness
// ActiveIfmaKernels() is the generic table and the scalar Exp runs. That path is constant
// time by construction (bignum/mont_ifma.cc and asm/x86_64/mont_ifma*.S say
// why).
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <vector>

#include "limb/base/ct.h"
#include "limb/base/random.h"
#include "limb/base/secret.h"
#include "limb/bignum/int.h"
#include "limb/bignum/mont_ifma_internal.h"
#include "limb/bignum/mont_internal.h"
#include "limb/bignum/nt.h"
#include "limb/rsa/rsa.h"
#include "limb/rsa/rsa_internal.h"

namespace limb {
namespace {

// How the fault check m^e == c is computed (both measured, see the comment
// at the top): true = per prime (CRT), false = one power mod n.
constexpr bool kCheckCrt = true;

// CrtPlan: which exponentiation each CRT half uses, from public facts only
// (the CPU's IFMA table, the primes' word counts, whether a kernel table
// was pinned on the key). Primes IfmaSupports() accepts are paired in CRT
// order with the next unpaired one of the same word count (ExpIfmaDual); a
// leftover one runs alone (ExpIfma); every other prime uses Exp.
struct CrtPlan {
  enum Kind : uint8_t { kScalar, kIfmaSingle, kIfmaDualFirst, kIfmaDualSecond };
  Kind kind[kRsaMaxPrimes] = {};
  uint8_t partner[kRsaMaxPrimes] = {};
  const IfmaKernels* ifma = nullptr;
  size_t ifma_primes = 0;
};

}  // namespace

// ---- the blinding pool -----------------------------------------------------

bool rsa_internal::BlindingPool::Pop(Word* re, Word* rinv, size_t nw) noexcept {
  std::lock_guard<std::mutex> lock(mu_);
  if (count_ == 0 || words_.size() < 2 * nw * count_) return false;
  Word* slot = words_.data() + 2 * nw * (count_ - 1);
  std::memcpy(re, slot, nw * sizeof(Word));
  std::memcpy(rinv, slot + nw, nw * sizeof(Word));
  SecureWipe(slot, 2 * nw * sizeof(Word));
  --count_;
  return true;
}

void rsa_internal::BlindingPool::Push(const Word* pairs, size_t count, size_t nw) noexcept {
  std::lock_guard<std::mutex> lock(mu_);
  const size_t cap_pairs = 2 * rsa_internal::kBlindingBatch;
  // Allocated once, at the first push (nw is fixed per key); never resized
  // afterwards, so no unwiped copy of a pair is ever left behind.
  if (words_.empty()) words_.assign(cap_pairs * 2 * nw, 0);
  if (words_.size() != cap_pairs * 2 * nw) return;
  const size_t take = std::min(count, cap_pairs - count_);
  std::memcpy(words_.data() + 2 * nw * count_, pairs, take * 2 * nw * sizeof(Word));
  count_ += take;
}

void rsa_internal::BlindingPool::Clear() noexcept {
  std::lock_guard<std::mutex> lock(mu_);
  if (!words_.empty()) SecureWipe(words_.data(), words_.size() * sizeof(Word));
  count_ = 0;
}

size_t rsa_internal::BlindingPool::size() const noexcept {
  std::lock_guard<std::mutex> lock(mu_);
  return count_;
}

std::span<const Word> rsa_internal::BlindingPool::Words() const noexcept {
  std::lock_guard<std::mutex> lock(mu_);
  return std::span<const Word>(words_);
}

// ---- the private operation ---------------------------------------------------

namespace {

CrtPlan MakePlan(std::span<const Modulus* const> mods) noexcept {
  CrtPlan plan;
  const IfmaKernels& k = ActiveIfmaKernels();
  if (!k.use_for_exp) return plan;
  plan.ifma = &k;
  const size_t np = mods.size();
  bool eligible[kRsaMaxPrimes] = {};
  for (size_t i = 0; i < np; ++i)
    eligible[i] =
        IfmaSupports(*mods[i]) && &mont_internal::Kernels(*mods[i]) == &ActiveMontKernels();
  bool done[kRsaMaxPrimes] = {};
  for (size_t i = 0; i < np; ++i) {
    if (!eligible[i] || done[i]) continue;
    done[i] = true;
    ++plan.ifma_primes;
    plan.kind[i] = CrtPlan::kIfmaSingle;
    for (size_t j = i + 1; j < np; ++j) {
      if (eligible[j] && !done[j] && mods[j]->num_words() == mods[i]->num_words()) {
        done[j] = true;
        ++plan.ifma_primes;
        plan.kind[i] = CrtPlan::kIfmaDualFirst;
        plan.kind[j] = CrtPlan::kIfmaDualSecond;
        plan.partner[i] = static_cast<uint8_t>(j);
        plan.partner[j] = static_cast<uint8_t>(i);
        break;
      }
    }
  }
  return plan;
}

}  // namespace

size_t RsaPrivateKeyInternals::IfmaPrimes(const RsaPrivateKey& key) noexcept {
  if (!key.state_) return 0;
  const std::vector<rsa_internal::CrtPrime>& primes = key.state_->primes;
  const Modulus* mods[kRsaMaxPrimes];
  for (size_t i = 0; i < primes.size(); ++i) mods[i] = &primes[i].mod;
  return MakePlan(std::span<const Modulus* const>(mods, primes.size())).ifma_primes;
}

bool RsaPrivateKeyInternals::Usable(const RsaPrivateKey& key) noexcept {
  return key.state_ && key.pub_.modulus().num_words() != 0 && key.state_->primes.size() >= 2;
}

const rsa_internal::BlindingPool* RsaPrivateKeyInternals::Pool(const RsaPrivateKey& key) noexcept {
  return key.state_ ? &key.state_->pool : nullptr;
}

namespace {

// Garner: m = the value mod n of the residues mis[i] mod the key's primes
// (CRT order), as in the comment at the top. Constant time.
// Widen: out = x as a residue mod n, for x < r_i < n (no reduction needed:
// the words are copied and zero-extended). Constant time.
void Widen(Residue& out, const Residue& x) noexcept {
  std::span<Word> o = out.mutable_words();
  std::fill(o.begin(), o.end(), Word{0});
  std::memcpy(o.data(), x.data(), x.num_words() * sizeof(Word));
}

template <typename Primes>
void Garner(Residue& m, const std::vector<Residue>& mis, const Primes& primes,
            const Modulus& nm) noexcept {
  Widen(m, mis[0]);  // m_1 < r_1 < n
  Residue h(nm);
  for (size_t idx = 1; idx < primes.size(); ++idx) {
    const auto& pr = primes[idx];
    // h = (m_i - (m mod r_i)) * t_i mod r_i; m += h * M_i.
    Residue x = Residue::FromWords(m.words(), pr.mod);
    ModSub(x, mis[idx], x, pr.mod);
    MontMul(x, x, pr.coeff_mont, pr.mod);  // (m_i - m) * t_i * R * R^-1
    Widen(h, x);                           // h < r_i < n
    MontMul(h, h, pr.prefix_mont, nm);     // h * (M_i R) * R^-1 = h M_i
    ModAdd(m, m, h, nm);
  }
}

}  // namespace

// See rsa_internal.h. Left-to-right square and multiply over the bits of e
// below its top bit.
void RsaPrivateKeyInternals::PowEMont(Residue& out, const Residue& x, std::span<const Word> e,
                                      const Modulus& m) noexcept {
  size_t ew = e.size();
  while (ew > 0 && e[ew - 1] == 0) --ew;
  if (ew == 0) {  // x^0 = 1: R mod m in Montgomery form
    out = x;
    std::memcpy(out.data(), m.one_mont().data(), m.num_words() * sizeof(Word));
    return;
  }
  const size_t bits = 64 * ew - Nlz(e[ew - 1]);  // >= 1
  const MontKernels& k = mont_internal::Kernels(m);
  const size_t n = m.num_words();
  Residue acc = x;
  for (size_t i = bits - 1; i-- > 0;) {
    k.montSqr(acc.data(), acc.data(), m.words().data(), n, m.m0inv());
    if ((e[i / 64] >> (i % 64)) & 1)
      k.montMul(acc.data(), acc.data(), x.data(), m.words().data(), n, m.m0inv());
  }
  out = acc;
}

void RsaPrivateKeyInternals::PowE(Residue& out, const Residue& x,
                                  const RsaPrivateKey& key) noexcept {
  // One power mod n, in Montgomery form (x = r R in, r^e R out): measured
  // faster than the CRT alternative (r mod r_i, r^e per prime, Garner),
  // whose reductions and recombination cost more than the smaller moduli
  // save for a 17-bit e.
  PowEMont(out, x, key.state_->e_words, key.pub_.modulus());
}

Choice RsaPrivateKeyInternals::MakeBlindingPairs(const RsaPrivateKey& key,
                                                 std::span<const uint8_t> r_bytes,
                                                 std::span<const uint8_t> a_bytes, size_t count,
                                                 Word* pairs) noexcept {
  const Modulus& nm = key.pub_.modulus();
  const size_t nw = nm.num_words();
  const size_t chunk = r_bytes.size() / count;
  Choice ok = Choice::True();
  Residue one_m(nm);  // 1 in Montgomery form (R mod n)
  std::memcpy(one_m.data(), nm.one_mont().data(), nw * sizeof(Word));
  // scratch: rs[i] = r_i R, prefix[i] = P_i R with P_i = r_0 ... r_(i-1).
  WipedWords scratch(2 * count * nw);
  Word* rs = scratch.data();
  Word* prefix = rs + count * nw;
  Residue acc = one_m, rm(nm), x(nm);
  for (size_t i = 0; i < count; ++i) {
    // The random value is taken as r_i in Montgomery form (r_i R): just as
    // uniform, and it saves a conversion. 0 becomes 1 (probability about
    // 2^-bits; the fixed replacement keeps the code branch-free).
    rm = Residue::FromBytesBE(r_bytes.subspan(i * chunk, chunk), nm);
    Select(rm, IsZero(rm), one_m, rm);
    std::memcpy(rs + i * nw, rm.data(), nw * sizeof(Word));
    std::memcpy(prefix + i * nw, acc.data(), nw * sizeof(Word));
    MontMul(acc, acc, rm, nm);  // P_(i+1) R
    PowE(x, rm, key);           // r_i^e R: the pair's first half
    std::memcpy(pairs + 2 * nw * i, x.data(), nw * sizeof(Word));
  }
  // One inversion for the whole batch, blinded: T = P a R for a second
  // random a is uniformly distributed whatever the r_i are, so inverting it
  // with the variable-time extended Euclid leaks nothing about them.
  Residue am = Residue::FromBytesBE(a_bytes, nm);  // a R
  Select(am, IsZero(am), one_m, am);
  Residue t(nm);
  MontMul(t, acc, am, nm);  // T = P a R mod n
  Unpoison(t.data(), t.num_words() * sizeof(Word));
  Residue tinv(nm);
  // Not invertible only if T shares a factor with n (negligible): the error
  // stays opaque.
  if (InverseVarTime(tinv.data(), t.data(), nm.words().data(), nw) != Status::kOk) {
    ok = Choice::False();
  }
  Residue u(nm);
  MontMul(u, am, tinv, nm);  // a R T^-1 R^-1 = P^-1 R^-1
  ToMont(u, u, nm);          // P^-1
  ToMont(u, u, nm);          // P^-1 R = P_count^-1 R
  Residue rinv(nm), ri(nm), pi(nm);
  for (size_t i = count; i-- > 0;) {
    // u = P_(i+1)^-1 R here.
    std::memcpy(pi.data(), prefix + i * nw, nw * sizeof(Word));
    std::memcpy(ri.data(), rs + i * nw, nw * sizeof(Word));
    MontMul(rinv, u, pi, nm);  // P_i / P_(i+1) R = r_i^-1 R
    std::memcpy(pairs + 2 * nw * i + nw, rinv.data(), nw * sizeof(Word));
    MontMul(u, u, ri, nm);  // P_i^-1 R
  }
  SecureWipe(std::span<Word>(scratch));
  WipeStack();  // the kernels' scratch held products of the secret r_i
  return ok;
}

Status RsaPrivateKeyInternals::Private(const RsaPrivateKey& key, std::span<const uint8_t> in,
                                       std::span<uint8_t> out, std::span<const uint8_t> r_bytes,
                                       std::span<const uint8_t> a_bytes, bool fault) noexcept {
  const Modulus& nm = key.pub_.modulus();
  if (!Usable(key)) return Status::kInvalidArgument;
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
  if (!Usable(key) || c.num_words() != nm.num_words()) return Status::kInvalidArgument;
  if (out.size() < key.size()) return Status::kBufferTooSmall;
  const size_t nw = nm.num_words();
  WipedWords pair(2 * nw);
  // A batch of one: the same code as the pool's refill.
  Choice ok = MakeBlindingPairs(key, r_bytes, a_bytes, 1, pair.data());
  Status st = CoreWithPair(key, c, out, pair.data(), pair.data() + nw, fault);
  SecureWipe(std::span<Word>(pair));
  // ok only says whether the blinded product T was invertible (public).
  if (!ok.Declassify()) {
    std::memset(out.data(), 0, out.size());
    return Status::kDecryptionError;
  }
  return st;
}

bool RsaPrivateKeyInternals::NextPair(const RsaPrivateKey& key, Word* pair) noexcept {
  const size_t nw = key.pub_.modulus().num_words();
  if (!Usable(key)) return false;
  if (key.state_->pool.Pop(pair, pair + nw, nw)) return true;
  // Refill: kBlindingBatch fresh random r (and a for the inversion),
  // computed without holding the pool's lock; the caller gets the first
  // pair, the others go to the pool.
  constexpr size_t K = rsa_internal::kBlindingBatch;
  const size_t len = rsa_internal::BlindingBytes(key);
  SecretBytes rb((K + 1) * len, 0);
  std::span<uint8_t> all(rb.data(), rb.size());
  WipedWords pairs(2 * nw * K);
  Choice ok = Choice::False();
  if (Ok(RandomBytes(all)))
    ok = MakeBlindingPairs(key, all.first(K * len), all.subspan(K * len), K, pairs.data());
  // ok: the CSPRNG worked and T was invertible (both public).
  const bool good = ok.Declassify();
  if (good) {
    std::memcpy(pair, pairs.data(), 2 * nw * sizeof(Word));
    key.state_->pool.Push(pairs.data() + 2 * nw, K - 1, nw);
  }
  SecureWipe(std::span<Word>(pairs));
  return good;
}

Status RsaPrivateKeyInternals::Refill(const RsaPrivateKey& key, std::span<const uint8_t> r_bytes,
                                      std::span<const uint8_t> a_bytes) noexcept {
  const Modulus& nm = key.pub_.modulus();
  const size_t len = rsa_internal::BlindingBytes(key);
  if (!Usable(key) || r_bytes.empty() || r_bytes.size() % len != 0 || a_bytes.size() != len)
    return Status::kInvalidArgument;
  const size_t count = r_bytes.size() / len, nw = nm.num_words();
  WipedWords pairs(2 * nw * count);
  Choice ok = MakeBlindingPairs(key, r_bytes, a_bytes, count, pairs.data());
  const bool good = ok.Declassify();  // T invertible: public
  if (good) key.state_->pool.Push(pairs.data(), count, nw);
  SecureWipe(std::span<Word>(pairs));
  return good ? Status::kOk : Status::kDecryptionError;
}

Status RsaPrivateKeyInternals::TakePair(const RsaPrivateKey& key, std::span<uint8_t> re,
                                        std::span<uint8_t> rinv) noexcept {
  const Modulus& nm = key.pub_.modulus();
  const size_t nw = nm.num_words();
  if (nw == 0 || re.size() < key.size() || rinv.size() < key.size())
    return Status::kBufferTooSmall;
  WipedWords pair(2 * nw);
  if (!NextPair(key, pair.data())) return Status::kDecryptionError;
  Residue x(nm);
  std::memcpy(x.data(), pair.data(), nw * sizeof(Word));
  FromMont(x, x, nm);
  Status st = x.ToBytesBE(re, nm);
  std::memcpy(x.data(), pair.data() + nw, nw * sizeof(Word));
  FromMont(x, x, nm);
  if (st == Status::kOk) st = x.ToBytesBE(rinv, nm);
  SecureWipe(std::span<Word>(pair));
  return st;
}

Status RsaPrivateKeyInternals::PrivateFromPool(const RsaPrivateKey& key, const Residue& c,
                                               std::span<uint8_t> out) noexcept {
  const Modulus& nm = key.pub_.modulus();
  if (!Usable(key) || c.num_words() != nm.num_words()) return Status::kInvalidArgument;
  if (out.size() < key.size()) return Status::kBufferTooSmall;
  const size_t nw = nm.num_words();
  WipedWords pair(2 * nw);
  if (!NextPair(key, pair.data())) {
    SecureWipe(std::span<Word>(pair));
    std::memset(out.data(), 0, out.size());
    return Status::kDecryptionError;
  }
  Status st = CoreWithPair(key, c, out, pair.data(), pair.data() + nw, false);
  SecureWipe(std::span<Word>(pair));
  return st;
}

Status RsaPrivateKeyInternals::CoreWithPair(const RsaPrivateKey& key, const Residue& c,
                                            std::span<uint8_t> out, const Word* re_mont,
                                            const Word* rinv_mont, bool fault) noexcept {
  const Modulus& nm = key.pub_.modulus();
  const size_t nw = nm.num_words();
  const MontKernels& nk = mont_internal::Kernels(nm);
  Choice ok = Choice::True();

  // Blind: cb = c * r^e (r^e R * R^-1).
  Residue cb(nm);
  nk.montMul(cb.data(), c.data(), re_mont, nm.words().data(), nw, nm.m0inv());

  // CRT halves: m_i = cb^(d_i) mod r_i, in CRT order (q, p, r_3, ...), on
  // the plan's kernels (see CrtPlan).
  const std::vector<rsa_internal::CrtPrime>& primes = key.state_->primes;
  const std::vector<Word>& e_words = key.state_->e_words;
  const size_t k = primes.size();
  const Modulus* mods[kRsaMaxPrimes];
  for (size_t i = 0; i < k; ++i) mods[i] = &primes[i].mod;
  const CrtPlan plan = MakePlan(std::span<const Modulus* const>(mods, k));
  std::vector<Residue> mis(k);
  for (size_t i = 0; i < k; ++i) mis[i] = Residue::FromWords(cb.words(), primes[i].mod);
  for (size_t i = 0; i < k; ++i) {
    const rsa_internal::CrtPrime& pr = primes[i];
    Status st = Status::kOk;
    switch (plan.kind[i]) {
      case CrtPlan::kScalar:
        st = ExpWords(mis[i], mis[i], pr.exp_words.words(), pr.mod.bit_length(), pr.mod);
        break;
      case CrtPlan::kIfmaSingle:
        st = ExpIfma(mis[i], mis[i], pr.exp_words.words(), pr.mod.bit_length(), pr.mod,
                     *plan.ifma);
        break;
      case CrtPlan::kIfmaDualFirst: {
        const rsa_internal::CrtPrime& pb = primes[plan.partner[i]];
        Residue& mb = mis[plan.partner[i]];
        st = ExpIfmaDual(mis[i], mis[i], pr.exp_words.words(), pr.mod.bit_length(), pr.mod, mb,
                         mb, pb.exp_words.words(), pb.mod.bit_length(), pb.mod, *plan.ifma);
        break;
      }
      case CrtPlan::kIfmaDualSecond:
        break;  // done with its partner
    }
    ok &= Choice::FromBit(st == Status::kOk ? 1 : 0);  // sizes only: public
  }
  if (fault) mis[0].data()[0] ^= 1;  // test hook (public flag)
  Residue m(nm);
  Garner(m, mis, primes, nm);

  // Unblind: m = m * r^-1 (r^-1 R * R^-1).
  nk.montMul(m.data(), m.data(), rinv_mont, nm.words().data(), nw, nm.m0inv());

  // Check m^e == c before release.
  if (kCheckCrt) {
    // Per prime: m^e = c mod r_i for every i <=> m^e = c mod n (CRT; the
    // primes multiply to n, checked on import), on moduli half (a third)
    // the size.
    for (size_t i = 0; i < k; ++i) {
      const Modulus& pm = primes[i].mod;
      Residue mi = Residue::FromWords(m.words(), pm);
      Residue y(pm);
      ExpWordsVarTime(y, mi, e_words, pm);
      Residue ci = Residue::FromWords(c.words(), pm);
      ok &= Equal(y, ci);
    }
  } else {
    Residue chk(nm);
    ExpWordsVarTime(chk, m, e_words, nm);
    ok &= Equal(chk, c);
  }

  SecretBytes tmp(out.size(), 0);
  Status st = m.ToBytesBE(std::span<uint8_t>(tmp.data(), tmp.size()), nm);
  ok &= Choice::FromBit(st == Status::kOk ? 1 : 0);  // sizes only: public
  const uint8_t mask = static_cast<uint8_t>(ok.mask());
  for (size_t i = 0; i < out.size(); ++i) out[i] = static_cast<uint8_t>(tmp[i] & mask);
  WipeStack();  // what the CRT recombination's kernels left below this frame
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
  const size_t np = key.state_ ? key.state_->primes.size() : 0;
  for (size_t i = 0; i < np; ++i) {
    const rsa_internal::CrtPrime& pr = key.state_->primes[i];
    add_words(pr.mod.words());
    add_words(pr.mod.rr());
    add_words(pr.mod.one_mont());
    add_bytes(pr.exp_be);
    add_words(pr.exp_words.words());
    if (i > 0) {
      add_words(pr.coeff_mont.words());
      add_words(pr.prefix_mont.words());
    }
  }
  return v;
}

void RsaPrivateKeyInternals::SetKernels(RsaPrivateKey& key, const MontKernels& k) noexcept {
  mont_internal::SetKernels(key.pub_.n_mod_, k);
  if (!key.state_) return;
  for (rsa_internal::CrtPrime& pr : key.state_->primes) mont_internal::SetKernels(pr.mod, k);
}

Status RsaPrivateKey::RawPrivate(std::span<const uint8_t> in,
                                 std::span<uint8_t> out) const noexcept {
  const Modulus& nm = pub_.modulus();
  if (!RsaPrivateKeyInternals::Usable(*this)) return Status::kInvalidArgument;
  if (out.size() < size()) return Status::kBufferTooSmall;
  // Whether in < n is public (the caller's input); its value is not.
  Result<Residue> cr = Residue::FromCanonicalBytesBE(in, nm);
  if (!cr.ok()) return Status::kInvalidArgument;
  return RsaPrivateKeyInternals::PrivateFromPool(*this, *cr, out);
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

Status RefillBlindingPool(const RsaPrivateKey& key, std::span<const uint8_t> r_bytes,
                          std::span<const uint8_t> a_bytes) noexcept {
  return RsaPrivateKeyInternals::Refill(key, r_bytes, a_bytes);
}

size_t BlindingPoolSize(const RsaPrivateKey& key) noexcept {
  const BlindingPool* pool = RsaPrivateKeyInternals::Pool(key);
  return pool != nullptr ? pool->size() : 0;
}

std::span<const Word> BlindingPoolWords(const RsaPrivateKey& key) noexcept {
  const BlindingPool* pool = RsaPrivateKeyInternals::Pool(key);
  return pool != nullptr ? pool->Words() : std::span<const Word>();
}

Status TakeBlindingPair(const RsaPrivateKey& key, std::span<uint8_t> re,
                        std::span<uint8_t> rinv) noexcept {
  return RsaPrivateKeyInternals::TakePair(key, re, rinv);
}

Status RawPrivateResidueFromPool(const RsaPrivateKey& key, const Residue& c,
                                 std::span<uint8_t> out) noexcept {
  return RsaPrivateKeyInternals::PrivateFromPool(key, c, out);
}

size_t IfmaCrtPrimes(const RsaPrivateKey& key) noexcept {
  return RsaPrivateKeyInternals::IfmaPrimes(key);
}

std::vector<std::span<const uint8_t>> SecretRegions(const RsaPrivateKey& key) noexcept {
  return RsaPrivateKeyInternals::Secrets(key);
}

}  // namespace rsa_internal
}  // namespace limb
