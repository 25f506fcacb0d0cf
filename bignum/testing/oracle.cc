// See oracle.h.
#include "limb/bignum/testing/oracle.h"

#include <cstring>

#include "gtest/gtest.h"

namespace limb::test {

std::string Mpz::Hex() const { return GmpStr(v, 16); }

std::string GmpStr(mpz_srcptr z, int base) {
  char* s = mpz_get_str(nullptr, base, z);
  std::string r(s);
  void (*freefunc)(void*, size_t);
  mp_get_memory_functions(nullptr, nullptr, &freefunc);
  freefunc(s, std::strlen(s) + 1);
  return r;
}

std::string Hex(mpz_srcptr z) { return GmpStr(z, 16); }

Mpz Pow2(unsigned e) {
  Mpz z;
  mpz_setbit(z, e);
  return z;
}

void ToMpz(mpz_ptr out, std::span<const Word> w) {
  mpz_import(out, w.size(), -1, sizeof(Word), 0, 0, w.data());
}

void ToMpz(mpz_ptr out, const Nat& x) { ToMpz(out, x.words()); }

void ToMpz(mpz_ptr out, const Int& x) {
  ToMpz(out, x.words());
  if (x.IsNegative()) mpz_neg(out, out);
}

Mpz MpzFromWords(const Word* w, size_t n) {
  Mpz z;
  mpz_import(z, n, -1, sizeof(Word), 0, 0, w);
  return z;
}

Mpz MpzFromWords(std::span<const Word> w) { return MpzFromWords(w.data(), w.size()); }

std::vector<Word> WordsFromMpz(mpz_srcptr z) {
  std::vector<Word> w((mpz_sizeinbase(z, 2) + 63) / 64 + 1, 0);
  size_t count = 0;
  mpz_export(w.data(), &count, -1, sizeof(Word), 0, 0, z);
  w.resize(count);
  return w;
}

std::vector<Word> WordsFromMpz(mpz_srcptr z, size_t n) {
  EXPECT_LE((mpz_sizeinbase(z, 2) + 63) / 64, n) << "value does not fit in " << n << " words";
  std::vector<Word> w = WordsFromMpz(z);
  w.resize(n, 0);
  return w;
}

Int IntFromMpz(mpz_srcptr z) { return Int::FromWords(WordsFromMpz(z), mpz_sgn(z) < 0); }

Mpz MpzFromLimbs52(const Word* l, size_t S) {
  Mpz z;
  for (size_t j = S; j-- > 0;) {
    mpz_mul_2exp(z, z, 52);
    mpz_add_ui(z, z, l[j]);
  }
  return z;
}

std::vector<Word> Limbs52FromMpz(mpz_srcptr v, size_t S) {
  constexpr Word kMask52 = (Word{1} << 52) - 1;
  std::vector<Word> l(S, 0);
  Mpz t;
  mpz_set(t, v);
  for (size_t j = 0; j < S; ++j) {
    l[j] = mpz_getlimbn(t, 0) & kMask52;
    mpz_fdiv_q_2exp(t, t, 52);
  }
  EXPECT_EQ(mpz_sgn(t), 0) << "value does not fit in " << S << " 52-bit limbs";
  return l;
}

}  // namespace limb::test
