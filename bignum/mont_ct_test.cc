// Constant-time harness for bignum/mont, run under valgrind memcheck by
// tools/ct/ctgrind_test.sh (see tools/ct/ctgrind.bzl for the pattern).
//
// Built with -DLIMB_CTGRIND, so Poison()/Unpoison() (base/ct.h) are memcheck
// client requests. The secrets (base and exponent) are marked undefined; any
// branch or memory address computed from them makes memcheck report an
// error, and the test script fails on any report (--error-exitcode=1). Only
// outputs that are public by design are marked defined again, each at the
// place it is released, with the reason.
//
// The harness must not pass vacuously: before poisoning, it computes the
// expected results with the variable-time ExpWordsVarTime on separate,
// never-poisoned copies; after the constant-time run it checks the result
// against them and prints "CT-OK <table> <count>" only when every check held.
//
// Built with -DLIMB_CT_NEGATIVE_CONTROL it instead runs deliberately leaky
// code (a branch on an exponent bit; a load indexed by an exponent window)
// on poisoned data: the script requires valgrind to report those.
#include <valgrind/valgrind.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "limb/base/ct.h"
#include "limb/bignum/mont.h"
#include "limb/bignum/mont_ifma_internal.h"
#include "limb/bignum/mont_internal.h"

#ifndef LIMB_CTGRIND
#error "mont_ct_test must be built with -DLIMB_CTGRIND"
#endif

namespace limb {
namespace {

Modulus MakeModulus(std::mt19937_64& rng, size_t n) {
  std::vector<Word> w(n);
  for (auto& x : w) x = rng();
  w[0] |= 1;
  w[n - 1] |= Word{1} << 63;
  Result<Modulus> m = Modulus::FromWords(w);
  if (!m.ok()) {
    std::printf("FAIL: modulus\n");
    std::exit(2);
  }
  return std::move(m.value());
}

#ifndef LIMB_CT_NEGATIVE_CONTROL

int failures = 0;
int checks = 0;

void Check(bool ok, const char* what, size_t n) {
  ++checks;
  if (!ok) {
    ++failures;
    std::printf("FAIL: %s (n=%zu)\n", what, n);
  }
}

bool Same(const Residue& a, const Residue& b) {
  return a.num_words() == b.num_words() &&
         std::memcmp(a.data(), b.data(), a.num_words() * sizeof(Word)) == 0;
}

void RunSize(std::mt19937_64& rng, size_t n, const MontKernels& k) {
  Modulus m = MakeModulus(rng, n);  // public
  mont_internal::SetKernels(m, k);
  // Secrets: a base and an exponent of the modulus' size.
  std::vector<Word> base_w(n + 1);
  for (auto& x : base_w) x = rng();
  std::vector<uint8_t> e(8 * n);
  for (auto& x : e) x = static_cast<uint8_t>(rng());
  e[0] |= 0x80;
  const size_t ebits = 8 * e.size();

  // Expected values, from never-poisoned copies with the variable-time code.
  Residue want_base = Residue::FromWords(base_w, m);
  Residue want(m), want_sum(m), want_prod(m);
  ExpVarTime(want, want_base, e, m);
  ModAdd(want_sum, want_base, want, m);
  ModMul(want_prod, want_base, want, m);

  // --- The constant-time run, on poisoned secrets. ---
  std::vector<Word> sb = base_w;
  std::vector<uint8_t> se = e;
  Poison(sb.data(), sb.size() * sizeof(Word));
  Poison(se.data(), se.size());

  Residue base = Residue::FromWords(sb, m);  // reduction of a secret
  Residue out(m);
  Status s = Exp(out, base, se, ebits, m);
  Residue sum(m), prod(m), diff(m), mont(m), back(m);
  ModAdd(sum, base, out, m);
  ModMul(prod, base, out, m);
  ModSub(diff, sum, out, m);  // == base
  ToMont(mont, base, m);
  MontSqr(mont, mont, m);
  FromMont(back, mont, m);    // == base^2
  Choice eq = Equal(diff, base);
  Choice zero = IsZero(out);
  Residue sel(m);
  Select(sel, zero, base, out);  // out unless out == 0
  std::vector<uint8_t> bytes(m.byte_length());
  Status s2 = out.ToBytesBE(bytes, m);
  Residue from_bytes = Residue::FromBytesBE(bytes, m);

  // Public by design: the results the caller releases (the harness compares
  // them with the expected values), and the Choices, which the harness
  // itself turns into bools here. Nothing else is unpoisoned.
  Unpoison(out.data(), n * sizeof(Word));
  Unpoison(sum.data(), n * sizeof(Word));
  Unpoison(prod.data(), n * sizeof(Word));
  Unpoison(back.data(), n * sizeof(Word));
  Unpoison(sel.data(), n * sizeof(Word));
  Unpoison(from_bytes.data(), n * sizeof(Word));
  Unpoison(&eq, sizeof(eq));
  Unpoison(&zero, sizeof(zero));

  Check(s == Status::kOk && s2 == Status::kOk, "status", n);
  Check(Same(out, want), "Exp == ExpVarTime", n);
  Check(!Same(out, Residue(m)), "Exp result nonzero", n);
  Check(Same(sum, want_sum), "ModAdd", n);
  Check(Same(prod, want_prod), "ModMul", n);
  Check(eq.Declassify(), "ModSub/Equal", n);
  Check(!zero.Declassify(), "IsZero", n);
  Check(Same(sel, want), "Select", n);
  Check(Same(from_bytes, want), "ToBytesBE/FromBytesBE", n);
  Residue want_sq(m);
  ModMul(want_sq, want_base, want_base, m);
  Check(Same(back, want_sq), "ToMont/MontSqr/FromMont", n);
}

// RunSelect: the exponentiation's table lookup s called directly with the
// table and the index poisoned (ExpWords reaches only the one ActiveSelect
// picks), its output compared with the entry after unpoisoning.
void RunSelect(std::mt19937_64& rng, const mont_internal::SelectKernel& s) {
  for (size_t n : {size_t{3}, size_t{11}, size_t{16}, size_t{32}}) {
    for (size_t entries : {size_t{4}, size_t{32}}) {
      std::vector<Word> table(entries * n), out(n);
      for (Word& w : table) w = rng();
      const Word idx_public = rng() % entries;
      Word idx = idx_public;
      Poison(table.data(), table.size() * sizeof(Word));
      Poison(&idx, sizeof(idx));
      s.select(out.data(), table.data(), entries, n, idx);
      Unpoison(out.data(), out.size() * sizeof(Word));
      Unpoison(table.data(), table.size() * sizeof(Word));
      Check(std::memcmp(out.data(), table.data() + idx_public * n, n * sizeof(Word)) == 0,
            "select == table[idx]", n);
    }
  }
}

// RunIfmaTwin: the radix-2^52 exponentiation driver (bignum/mont_ifma.cc:
// conversions, window extraction, table build and scan, final reduction) on
// the portable twin kernels, single and dual, with poisoned bases and
// exponents. The AVX-512 kernels themselves cannot run under valgrind (they
// are CT by construction, see asm/x86_64/mont_ifma_n.S); Exp never picks
// them here because valgrind's CPUID shows no AVX-512.
void RunIfmaTwin(std::mt19937_64& rng, size_t n) {
  Modulus m[2] = {MakeModulus(rng, n), MakeModulus(rng, n)};  // public
  std::vector<Word> bw[2], ew[2];
  Residue want[2];
  for (int l = 0; l < 2; ++l) {
    bw[l].resize(n + 1);
    ew[l].resize(n);
    for (auto& x : bw[l]) x = rng();
    for (auto& x : ew[l]) x = rng();
    ew[l][n - 1] |= Word{1} << 63;
    Residue b = Residue::FromWords(bw[l], m[l]);
    want[l] = Residue(m[l]);
    ExpWordsVarTime(want[l], b, ew[l], m[l]);
  }
  std::vector<Word> sb[2] = {bw[0], bw[1]}, se[2] = {ew[0], ew[1]};
  for (int l = 0; l < 2; ++l) {
    Poison(sb[l].data(), sb[l].size() * sizeof(Word));
    Poison(se[l].data(), se[l].size() * sizeof(Word));
  }
  Residue b0 = Residue::FromWords(sb[0], m[0]), b1 = Residue::FromWords(sb[1], m[1]);
  Residue o0(m[0]), o1(m[1]), single(m[0]);
  const IfmaKernels& g = GenericIfmaKernels();
  Status s1 = ExpIfma(single, b0, se[0], 64 * n, m[0], g);
  Status s2 = ExpIfmaDual(o0, b0, se[0], 64 * n, m[0], o1, b1, se[1], 64 * n, m[1], g);
  // Public by design: the released results (compared below).
  Unpoison(single.data(), n * sizeof(Word));
  Unpoison(o0.data(), n * sizeof(Word));
  Unpoison(o1.data(), n * sizeof(Word));
  Check(s1 == Status::kOk && s2 == Status::kOk, "ExpIfma status", n);
  Check(Same(single, want[0]), "ExpIfma (twin) == ExpVarTime", n);
  Check(Same(o0, want[0]) && Same(o1, want[1]), "ExpIfmaDual (twin) == ExpVarTime", n);
}

#else  // LIMB_CT_NEGATIVE_CONTROL

// LeakyExpBranch: square-and-multiply that branches on each exponent bit.
// Deliberately NOT constant-time; valgrind must report it.
void LeakyExpBranch(Residue& out, const Residue& base, const std::vector<uint8_t>& e,
                    const Modulus& m) {
  Residue acc = Residue::FromWord(1, m), b(m);
  ToMont(acc, acc, m);
  ToMont(b, base, m);
  for (uint8_t byte : e) {
    for (int i = 7; i >= 0; --i) {
      MontSqr(acc, acc, m);
      if ((byte >> i) & 1) MontMul(acc, acc, b, m);  // LEAK: secret branch
    }
  }
  FromMont(out, acc, m);
}

// LeakyLookup: a table load at an address chosen by a secret window.
Word LeakyLookup(const std::vector<uint8_t>& e) {
  static Word table[16] = {3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3};
  Word acc = 0;
  for (uint8_t byte : e) acc += table[byte & 15];  // LEAK: secret index
  return acc;
}

#endif  // LIMB_CT_NEGATIVE_CONTROL

}  // namespace
}  // namespace limb

int main(int argc, char** argv) {
  using namespace limb;
  std::printf("ActiveMontKernels() selected: %s\n", ActiveMontKernels().name);
  std::mt19937_64 rng(0x63746772696e64ull);
#ifndef LIMB_CT_NEGATIVE_CONTROL
  (void)argc;
  (void)argv;
  // The paths to check. LIMB_CPU=generic: the portable twins only.
  // Otherwise every table of this binary: under valgrind, whose virtual CPU
  // executes MULX/ADCX/ADOX but hides ADX from CPUID (so ActiveMontKernels() would pick
  // "generic"), all compiled tables; natively, those the CPU can run.
  std::vector<const MontKernels*> tables;
  const char* cap = std::getenv("LIMB_CPU");
  if (cap != nullptr && std::strcmp(cap, "generic") == 0) {
    tables.push_back(&ActiveMontKernels());
  } else {
    auto all = RUNNING_ON_VALGRIND ? CompiledMontKernels() : AllMontKernels();
    tables.assign(all.begin(), all.end());
  }
  std::string names;
  for (const MontKernels* k : tables) {
    std::printf("checking table: %s\n", k->name);
    names += std::string(names.empty() ? "" : ",") + k->name;
    // Sizes: 1024-bit and 2048-bit (RSA-2048's CRT primes and modulus; 2048
    // also RSA-4096's), 1536-bit (RSA-3072's CRT primes), 11 words (3-prime
    // RSA-2048's 683-bit primes: single words and 4-word blocks in one
    // pass), and word counts below 4 (single words only).
    for (size_t n : {size_t{1}, size_t{3}, size_t{11}, size_t{16}, size_t{24}, size_t{32}}) {
      RunSize(rng, n, *k);
    }
  }
  // Every table lookup this CPU runs (valgrind executes AVX2 and shows it).
  for (const mont_internal::SelectKernel* s : mont_internal::AllSelects()) {
    std::printf("checking select: %s\n", s->name);
    names += std::string(",select:") + s->name;
    RunSelect(rng, *s);
  }
  // The IFMA driver on its portable twins (11 words: 3-prime RSA-2048's
  // primes; 16: RSA-2048's). Under valgrind Exp must not pick the AVX-512
  // table (valgrind cannot execute it), so the scalar path above is what Exp
  // ran.
  if (RUNNING_ON_VALGRIND) Check(!ActiveIfmaKernels().use_for_exp, "no IFMA under valgrind", 0);
  std::printf("checking the IFMA driver on the generic twins\n");
  for (size_t n : {size_t{11}, size_t{16}}) RunIfmaTwin(rng, n);
  if (failures != 0 || checks == 0) {
    std::printf("FAIL: %d of %d checks\n", failures, checks);
    return 1;
  }
  std::printf("CT-OK %s %d\n", names.c_str(), checks);
  return 0;
#else
  const Modulus m = MakeModulus(rng, 4);
  std::vector<Word> bw(4);
  for (auto& x : bw) x = rng();
  std::vector<uint8_t> e(8);
  for (auto& x : e) x = static_cast<uint8_t>(rng());
  Poison(bw.data(), bw.size() * sizeof(Word));
  Poison(e.data(), e.size());
  Residue base = Residue::FromWords(bw, m), out(m);
  const bool lookup = argc > 1 && std::strcmp(argv[1], "lookup") == 0;
  Word sink = 0;
  if (lookup) {
    sink = LeakyLookup(e);
  } else {
    LeakyExpBranch(out, base, e, m);
    sink = out.data()[0];
  }
  Unpoison(&sink, sizeof(sink));
  std::printf("negative control (%s) ran: %llu\n", lookup ? "lookup" : "branch",
              static_cast<unsigned long long>(sink));
  return 0;
#endif
}
