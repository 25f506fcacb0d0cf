// Constant-time harness for ChaCha20, run under valgrind memcheck by
// //tools/ct:ctgrind_test.sh (see tools/ct/ctgrind.bzl): the key and the
// plaintext are poisoned (marked undefined), so any branch or memory address
// that depends on them is reported. Only final outputs are unpoisoned, and
// they are checked against values computed before anything was poisoned.
//
// Every table in AllChaCha20Kernels() that the (virtual) CPU offers is run,
// plus the dispatched one: under valgrind 3.19 that is generic, x86_64_ssse3
// and x86_64_avx2. Valgrind does not emulate AVX-512 and hides it from
// CPUID, so the AVX-512 tables cannot run here; they are checked for
// equality with the twin by chacha20_test (natively) and for constant time
// by //symmetric/chacha20poly1305:aead_asm_ct_static_test (a taint analysis
// of the linked machine code of every limb_chacha20_* kernel).
//
// Built with -DLIMB_CT_NEGATIVE_CONTROL and argv[1] == "branch", it branches
// on a poisoned key byte, which memcheck must report.
#include <cstdio>
#include <cstring>
#include <vector>

#include "limb/asm/cpu.h"
#include "limb/base/ct.h"
#include "limb/symmetric/chacha20/chacha20.h"
#include "limb/symmetric/chacha20/chacha20_internal.h"

namespace {

using limb::ChaCha20;
using limb::ChaCha20Internals;
using limb::ChaCha20Kernels;
using limb::Status;

int g_failures = 0;

void Check(bool ok, const char* what, const char* table) {
  if (!ok) {
    std::printf("FAIL: %s (table %s)\n", what, table);
    ++g_failures;
  }
}

// Encrypts pt with (key, nonce) through table k in the call pattern `steps`
// (bytes per call), with key and plaintext poisoned; returns the ciphertext,
// unpoisoned.
std::vector<uint8_t> Encrypt(const ChaCha20Kernels& k, const uint8_t* key_in, const uint8_t* nonce,
                             size_t nonce_len, uint64_t counter, const std::vector<uint8_t>& pt_in,
                             const std::vector<size_t>& steps) {
  uint8_t key[32];
  std::memcpy(key, key_in, 32);
  std::vector<uint8_t> pt = pt_in, ct(pt.size());
  limb::Poison(key, sizeof key);
  limb::Poison(pt.data(), pt.size());
  ChaCha20 c;
  ChaCha20Internals::SetKernels(c, k);
  Check(c.Init({key, 32}, {nonce, nonce_len}, counter) == Status::kOk, "Init", k.name);
  size_t off = 0;
  for (size_t i = 0; off < pt.size(); ++i) {
    size_t n = steps[i % steps.size()];
    if (n > pt.size() - off) n = pt.size() - off;
    Check(c.XorKeyStream(ct.data() + off, pt.data() + off, n) == Status::kOk, "Xor", k.name);
    off += n;
  }
  // Public by design: the ciphertext is what the cipher outputs.
  limb::Unpoison(ct.data(), ct.size());
  return ct;
}

}  // namespace

int main(int argc, char** argv) {
  (void)argc;
  (void)argv;
  uint8_t key[32], n12[12], n8[8], n24[24];
  for (int i = 0; i < 32; ++i) key[i] = static_cast<uint8_t>(17 * i + 3);
  for (int i = 0; i < 12; ++i) n12[i] = static_cast<uint8_t>(5 * i + 1);
  for (int i = 0; i < 8; ++i) n8[i] = static_cast<uint8_t>(9 * i + 7);
  for (int i = 0; i < 24; ++i) n24[i] = static_cast<uint8_t>(11 * i + 2);
  std::vector<uint8_t> pt(4100);
  for (size_t i = 0; i < pt.size(); ++i) pt[i] = static_cast<uint8_t>(i * 31 + 7);

#ifdef LIMB_CT_NEGATIVE_CONTROL
  if (argc > 1 && std::strcmp(argv[1], "branch") == 0) {
    limb::Poison(key, sizeof key);
    volatile int sink = 0;
    if (key[0] & 1) sink = 1;  // deliberately secret-dependent: memcheck must report it
    (void)sink;
    return 0;
  }
#endif

  // Expected values, computed by the twin before anything is poisoned.
  const ChaCha20Kernels& g = limb::GenericChaCha20Kernels();
  const std::vector<size_t> one_shot = {pt.size()};
  const std::vector<size_t> chunks = {1, 10, 64, 100, 1000, 7, 129};
  const auto want12 = Encrypt(g, key, n12, 12, 1, pt, one_shot);
  const auto want8 = Encrypt(g, key, n8, 8, 0xfffffffeull, pt, one_shot);  // crosses 2^32
  const auto want24 = Encrypt(g, key, n24, 24, 0, pt, one_shot);

  std::vector<const ChaCha20Kernels*> tables(limb::AllChaCha20Kernels().begin(),
                                             limb::AllChaCha20Kernels().end());
  tables.push_back(&limb::ActiveChaCha20Kernels());
  for (const ChaCha20Kernels* k : tables) {
    std::printf("table %s\n", k->name);
    Check(Encrypt(*k, key, n12, 12, 1, pt, one_shot) == want12, "IETF one shot", k->name);
    Check(Encrypt(*k, key, n12, 12, 1, pt, chunks) == want12, "IETF chunked", k->name);
    Check(Encrypt(*k, key, n8, 8, 0xfffffffeull, pt, chunks) == want8, "original", k->name);
    Check(Encrypt(*k, key, n24, 24, 0, pt, chunks) == want24, "XChaCha20", k->name);

    // InitForAead: the Poly1305 key is an output (it goes to the MAC, which
    // has its own harness); the first 32 bytes of block 0 of the IETF stream.
    uint8_t pk[32], kp[32];
    std::memcpy(kp, key, 32);
    limb::Poison(kp, 32);
    ChaCha20 c;
    ChaCha20Internals::SetKernels(c, *k);
    Check(c.InitForAead({kp, 32}, {n12, 12}, pk) == Status::kOk, "InitForAead", k->name);
    limb::Unpoison(pk, 32);
    const auto block0 = Encrypt(g, key, n12, 12, 0, std::vector<uint8_t>(64), one_shot);
    Check(std::memcmp(pk, block0.data(), 32) == 0, "InitForAead key", k->name);
  }

  // HChaCha20 with a poisoned key: the subkey is unpoisoned as the output.
  uint8_t sub[32], subw[32], kp[32];
  Check(limb::HChaCha20(subw, {key, 32}, {n24, 16}) == Status::kOk, "HChaCha20", "generic");
  std::memcpy(kp, key, 32);
  limb::Poison(kp, 32);
  Check(limb::HChaCha20(sub, {kp, 32}, {n24, 16}) == Status::kOk, "HChaCha20", "generic");
  limb::Unpoison(sub, 32);
  Check(std::memcmp(sub, subw, 32) == 0, "HChaCha20 value", "generic");

#if defined(__x86_64__) && !defined(LIMB_NO_ASM)
  // The widest table valgrind's CPU offers must have been among those run.
  if (limb::DetectedCpu().avx2 && tables.size() < 3) Check(false, "avx2 table missing", "-");
#endif
  if (g_failures != 0) return 1;
  std::printf("CT-OK: %zu tables, key and plaintext poisoned\n", tables.size());
  return 0;
}
