// bignum_diff_fuzzer: limb's Int, nt.h and mont.h arithmetic against GMP on
// fuzzer-chosen operands.
// Input: three signed operands a, b, m (each a sign/length byte, then up to
// 316 big-endian magnitude bytes: 39 words, past the 16-word Karatsuba
// leaves; longer operands cost more executions than they add coverage), a shift byte, then the exponent bytes.
// Every operation below is compared with its GMP counterpart, aborting on any
// difference: + - * Square, the three divisions (q and r), << >> & | ^,
// Gcd, ExtendedGcd (GMP's exact conventions, nt.h), ModInverse, Sqrt, Root,
// Jacobi, ModExpVarTime (negative exponents too), and, for odd m > 1, mont's
// ModMul/ModAdd/ModSub and the constant-time Exp and ExpVarTime.
#include <gmp.h>

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "fuzz/fuzz_util.h"
#include "limb/base/status.h"
#include "limb/bignum/int.h"
#include "limb/bignum/mont.h"
#include "limb/bignum/nt.h"

namespace {

using limb::Int;
using limb::Status;

// Z: an mpz_t that clears itself.
struct Z {
  mpz_t v;
  Z() { mpz_init(v); }
  ~Z() { mpz_clear(v); }
  Z(const Z&) = delete;
  Z& operator=(const Z&) = delete;
  operator mpz_ptr() { return v; }  // NOLINT
};

void ToMpz(const Int& x, mpz_ptr out) {
  std::vector<uint8_t> be = x.ToBytesBE();
  mpz_import(out, be.size(), 1, 1, 1, 0, be.data());
  if (x.IsNegative()) mpz_neg(out, out);
}

void Same(const Int& x, mpz_ptr want, const char* what) {
  Z got;
  ToMpz(x, got);
  if (mpz_cmp(got, want) != 0) {
    gmp_fprintf(stderr, "%s: limb %Zx, GMP %Zx\n", what, got.v, want);
    FUZZ_CHECK(false, what);
  }
}

Int ReadOperand(limb::fuzz::FuzzInput& fin) {
  const uint8_t hdr = fin.Byte();
  const size_t l = hdr & 0x7f;
  const size_t len = l < 64 ? l : (l - 64) * 4 + 64;  // 0..63, then steps of 4 to 316
  Int x = Int::FromBytesBE(fin.Bytes(len));
  return (hdr & 0x80) ? -x : x;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  limb::fuzz::FuzzInput fin(data, size);
  const Int a = ReadOperand(fin);
  const Int b = ReadOperand(fin);
  const Int m = ReadOperand(fin);
  const size_t shift = fin.Byte() * 3;
  const uint8_t root_k = 1 + fin.Byte() % 8;
  std::span<const uint8_t> ebytes = fin.Bytes(32);
  const Int e = Int::FromBytesBE(ebytes);

  Z za, zb, zm, ze, want, want2, want3;
  ToMpz(a, za);
  ToMpz(b, zb);
  ToMpz(m, zm);
  ToMpz(e, ze);

  mpz_add(want, za, zb);
  Same(a + b, want, "a + b");
  mpz_sub(want, za, zb);
  Same(a - b, want, "a - b");
  mpz_mul(want, za, zb);
  Same(a * b, want, "a * b");
  mpz_mul(want, za, za);
  Same(Int::Square(a), want, "Square(a)");
  mpz_mul_2exp(want, za, shift);
  Same(a << shift, want, "a << s");
  mpz_fdiv_q_2exp(want, za, shift);
  Same(a >> shift, want, "a >> s");
  mpz_and(want, za, zb);
  Same(a & b, want, "a & b");
  mpz_ior(want, za, zb);
  Same(a | b, want, "a | b");
  mpz_xor(want, za, zb);
  Same(a ^ b, want, "a ^ b");

  // Divisions.
  Int q, r;
  if (b.IsZero()) {
    FUZZ_CHECK(Int::DivModTrunc(a, b, &q, &r) == Status::kDivisionByZero, "a / 0");
  } else {
    FUZZ_CHECK(Int::DivModTrunc(a, b, &q, &r) == Status::kOk, "DivModTrunc");
    mpz_tdiv_qr(want, want2, za, zb);
    Same(q, want, "DivModTrunc q");
    Same(r, want2, "DivModTrunc r");
    FUZZ_CHECK(Int::DivModFloor(a, b, &q, &r) == Status::kOk, "DivModFloor");
    mpz_fdiv_qr(want, want2, za, zb);
    Same(q, want, "DivModFloor q");
    Same(r, want2, "DivModFloor r");
    FUZZ_CHECK(Int::DivModEuclid(a, b, &q, &r) == Status::kOk, "DivModEuclid");
    mpz_mod(want2, za, zb);  // 0 <= r < |b|
    mpz_sub(want, za, want2);
    mpz_divexact(want, want, zb);
    Same(q, want, "DivModEuclid q");
    Same(r, want2, "DivModEuclid r");
  }

  // gcd family.
  mpz_gcd(want, za, zb);
  Same(limb::Gcd(a, b), want, "Gcd");
  Int g, s, t;
  limb::ExtendedGcd(a, b, &g, &s, &t);
  mpz_gcdext(want, want2, want3, za, zb);
  Same(g, want, "ExtendedGcd g");
  Same(s, want2, "ExtendedGcd s");
  Same(t, want3, "ExtendedGcd t");

  if (m.IsZero()) {
    FUZZ_CHECK(limb::ModInverse(a, m).status() == Status::kDivisionByZero, "ModInverse mod 0");
  } else {
    auto inv = limb::ModInverse(a, m);
    mpz_abs(want2, zm);
    if (mpz_cmp_ui(want2.v, 1) == 0) {
      FUZZ_CHECK(inv.ok() && inv->IsZero(), "ModInverse mod 1 is 0");
    } else if (mpz_invert(want, za, zm) != 0) {
      FUZZ_CHECK(inv.ok(), "ModInverse failed where GMP inverts");
      Same(*inv, want, "ModInverse");
    } else {
      FUZZ_CHECK(inv.status() == Status::kNotInvertible, "ModInverse of a non-unit");
    }
  }

  // Roots.
  auto sq = limb::Sqrt(a);
  if (a.IsNegative()) {
    FUZZ_CHECK(sq.status() == Status::kInvalidArgument, "Sqrt of a negative");
  } else {
    FUZZ_CHECK(sq.ok(), "Sqrt");
    mpz_sqrt(want, za);
    Same(*sq, want, "Sqrt");
  }
  Int rem;
  auto rt = limb::RootRem(a, root_k, &rem);
  if (a.IsNegative() && root_k % 2 == 0) {
    FUZZ_CHECK(rt.status() == Status::kInvalidArgument, "even root of a negative");
  } else {
    FUZZ_CHECK(rt.ok(), "RootRem");
    mpz_rootrem(want, want2, za, root_k);
    Same(*rt, want, "RootRem root");
    Same(rem, want2, "RootRem rem");
  }
  if (m.IsPositive() && m.IsOdd()) {
    auto j = limb::Jacobi(a, m);
    FUZZ_CHECK(j.ok() && *j == mpz_jacobi(za, zm), "Jacobi");
  }

  // Modular exponentiation, variable time, with a signed exponent taken
  // from b's sign.
  if (!m.IsZero()) {
    const Int ex = b.IsNegative() ? -e : e;
    Z zex;
    ToMpz(ex, zex);
    auto p = limb::ModExpVarTime(a, ex, m);
    if (mpz_cmpabs_ui(zm, 1) == 0) {
      FUZZ_CHECK(p.ok() && p->IsZero(), "ModExpVarTime mod 1 is 0");
    } else if (ex.IsNegative() && mpz_invert(want2, za, zm) == 0) {
      FUZZ_CHECK(p.status() == Status::kNotInvertible, "ModExpVarTime: negative exponent, no inverse");
    } else {
      FUZZ_CHECK(p.ok(), "ModExpVarTime failed where GMP computes");
      mpz_powm(want, za, zex, zm);  // GMP raises SIGFPE without the inverse
      Same(*p, want, "ModExpVarTime");
    }
  }

  // mont: odd modulus > 1 (|m|), residues a, b reduced mod m.
  const Int mm = m.Abs();
  if (mm.IsOdd() && !mm.IsOne()) {
    std::vector<uint8_t> mbe = mm.ToBytesBE();
    auto mod = limb::Modulus::FromBytesBE(mbe);
    if (mod.ok()) {
      Int br;
      FUZZ_CHECK(Int::DivModEuclid(b, mm, nullptr, &br) == Status::kOk, "b mod m");
      auto x = limb::Residue::FromBytesBE(a.Abs().ToBytesBE(), *mod);
      Int xr;
      FUZZ_CHECK(Int::DivModEuclid(a.Abs(), mm, nullptr, &xr) == Status::kOk, "|a| mod m");
      auto y = limb::Residue::FromBytesBE(br.ToBytesBE(), *mod);
      auto toint = [&](const limb::Residue& res) {
        std::vector<uint8_t> out(mod->byte_length());
        FUZZ_CHECK(res.ToBytesBE(out, *mod) == Status::kOk, "Residue::ToBytesBE");
        return Int::FromBytesBE(out);
      };
      FUZZ_CHECK(toint(x) == xr, "Residue::FromBytesBE reduction");
      Z zx, zy, zmm;
      ToMpz(xr, zx);
      ToMpz(br, zy);
      ToMpz(mm, zmm);
      limb::Residue out(*mod);
      limb::ModMul(out, x, y, *mod);
      mpz_mul(want, zx, zy);
      mpz_mod(want, want, zmm);
      Same(toint(out), want, "mont ModMul");
      limb::ModAdd(out, x, y, *mod);
      mpz_add(want, zx, zy);
      mpz_mod(want, want, zmm);
      Same(toint(out), want, "mont ModAdd");
      limb::ModSub(out, x, y, *mod);
      mpz_sub(want, zx, zy);
      mpz_mod(want, want, zmm);
      Same(toint(out), want, "mont ModSub");

      mpz_powm(want, zx, ze, zmm);
      limb::ExpVarTime(out, x, ebytes, *mod);
      Same(toint(out), want, "mont ExpVarTime");
      if (!ebytes.empty()) {
        FUZZ_CHECK(limb::Exp(out, x, ebytes, 8 * ebytes.size(), *mod) == Status::kOk, "mont Exp");
        Same(toint(out), want, "mont Exp (constant time)");
      }
    }
  }
  return 0;
}
