// Fixed operands for the exponentiation benchmarks at a bit size: two random
// odd moduli of exactly `bits` bits, bases below them, exponents of `bits`
// bits (CRT exponents are as long as their prime). Seeded by the size, so
// every suite and every run times the same numbers.
#ifndef LIMB_BENCHMARKS_EXP_OPERANDS_H_
#define LIMB_BENCHMARKS_EXP_OPERANDS_H_

#include <cstddef>
#include <map>
#include <random>
#include <vector>

#include "limb/bignum/word.h"

namespace limb::bench {

struct ExpOperands {
  size_t bits, n;
  std::vector<Word> m[2], base[2], e[2];
  explicit ExpOperands(size_t b) : bits(b), n((b + 63) / 64) {
    std::mt19937_64 rng(b);
    const unsigned top = static_cast<unsigned>((bits - 1) % 64);
    const Word mask = top == 63 ? ~Word{0} : (Word{1} << (top + 1)) - 1;
    for (int l = 0; l < 2; ++l) {
      m[l].resize(n);
      base[l].resize(n);
      e[l].resize(n);
      for (auto& w : m[l]) w = rng();
      m[l][0] |= 1;
      m[l][n - 1] = (m[l][n - 1] & mask) | (Word{1} << top);
      for (auto& w : base[l]) w = rng();
      base[l][n - 1] &= mask >> 1;  // < 2^(bits-1) < m
      for (auto& w : e[l]) w = rng();
      e[l][n - 1] = (e[l][n - 1] & mask) | (Word{1} << top);
    }
  }
};

// The operands for `bits`, made once per process.
inline const ExpOperands& ExpOps(size_t bits) {
  static std::map<size_t, ExpOperands>* all = new std::map<size_t, ExpOperands>;
  auto it = all->find(bits);
  if (it == all->end()) it = all->emplace(bits, ExpOperands(bits)).first;
  return it->second;
}

}  // namespace limb::bench

#endif  // LIMB_BENCHMARKS_EXP_OPERANDS_H_
