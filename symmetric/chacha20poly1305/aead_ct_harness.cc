// Constant-time harness for Poly1305 and (X)ChaCha20-Poly1305, run under
// valgrind memcheck by aead_ct_test.sh.
//
// Poison() marks bytes undefined: any branch or memory address computed from
// them is reported by memcheck, which the test turns into a failure. Secrets
// poisoned here: Poly1305 keys and messages; AEAD keys and plaintexts (seal);
// AEAD keys (open, including the tag computation and comparison). Only final
// outputs (tags, ciphertexts, plaintexts) are Unpoisoned, after the call, so
// that the harness may compare them; the accept/reject bit of a verification is
// unpoisoned inside the library (OpenCore, Poly1305Verify), where it becomes
// the public Status.
//
// Every kernel table is exercised that the CPU, capped by LIMB_CPU, may run:
// valgrind does not emulate AVX-512, so the test caps at LIMB_CPU=avx2 (the
// AVX-512 tables are then skipped and say so on stdout; their kernels are
// covered by aead_asm_ct_static_test, a taint analysis of the machine code).
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "limb/asm/cpu.h"
#include "limb/base/ct.h"
#include "limb/symmetric/chacha20/chacha20_internal.h"
#include "limb/symmetric/chacha20poly1305/chacha20poly1305.h"
#include "limb/symmetric/chacha20poly1305/chacha20poly1305_internal.h"
#include "limb/symmetric/poly1305/poly1305_internal.h"

namespace {

using limb::Poison;
using limb::Unpoison;
using Bytes = std::vector<uint8_t>;

Bytes Pattern(size_t n, uint8_t seed) {
  Bytes b(n);
  for (size_t i = 0; i < n; ++i) b[i] = static_cast<uint8_t>(seed * 17 + i * 31 + (i >> 7));
  return b;
}

bool Runnable(const char* name) {
  // The AVX-512 tables need cpu.avx512f, which LIMB_CPU=avx2 removes.
  return std::strstr(name, "avx512") == nullptr || limb::Cpu().avx512f;
}

int failures = 0;
void Expect(bool ok, const char* what) {
  if (!ok) {
    std::printf("FAIL: %s\n", what);
    ++failures;
  }
}

const size_t kLens[] = {0, 1, 15, 16, 17, 63, 64, 65, 255, 256, 257, 448, 449, 1000, 4096 + 17};

void Poly1305Cases() {
  for (const limb::Poly1305Kernels* k : limb::AllPoly1305Kernels()) {
    if (!Runnable(k->name)) {
      std::printf("poly1305 %s: skipped (not runnable under this LIMB_CPU)\n", k->name);
      continue;
    }
    for (size_t len : kLens) {
      Bytes key = Pattern(32, 1), msg = Pattern(len, 2);
      Poison(key.data(), key.size());
      Poison(msg.data(), msg.size());
      limb::Poly1305Mac mac(std::span<const uint8_t, 32>(key.data(), 32), *k);
      // Streamed in uneven public chunks.
      size_t pos = 0, step = 7;
      while (pos < len) {
        size_t n = std::min(step, len - pos);
        mac.Update(std::span<const uint8_t>(msg.data() + pos, n));
        pos += n;
        step = step * 3 + 1;
      }
      uint8_t tag[16];
      mac.Final(std::span<uint8_t, 16>(tag, 16));
      Unpoison(tag, 16);  // final output
      Expect(tag[0] == tag[0], "tag");  // uses the (now public) tag
    }
    std::printf("poly1305 %s: ok\n", k->name);
  }
  // Verify: key and message secret; the accept bit is declassified inside.
  for (size_t len : kLens) {
    Bytes key = Pattern(32, 3), msg = Pattern(len, 4);
    uint8_t tag[16];
    Expect(limb::Poly1305Authenticate(key, msg, tag) == limb::Status::kOk, "authenticate");
    Poison(key.data(), key.size());
    Poison(msg.data(), msg.size());
    Expect(limb::Poly1305Verify(key, msg, tag) == limb::Status::kOk, "verify ok");
    tag[3] ^= 1;
    Expect(limb::Poly1305Verify(key, msg, tag) == limb::Status::kAuthenticationFailed, "verify bad");
  }
}

// AeadCase seals, opens and rejects a forgery with tables k, for both nonce
// sizes and every length, with key and plaintext secret.
void AeadCase(const limb::AeadKernels& k) {
  for (int x = 0; x < 2; ++x) {
    const size_t nlen = x ? 24 : 12;
    for (size_t len : kLens) {
      Bytes key = Pattern(32, 5), nonce = Pattern(nlen, 6), aad = Pattern(13, 7), pt = Pattern(len, 8);
      Bytes sealed(len + 16), opened(len);
      size_t n = 0;
      // Seal: key and plaintext secret.
      Poison(key.data(), key.size());
      Poison(pt.data(), pt.size());
      limb::Status s = x ? limb::XChaCha20Poly1305Seal(sealed, &n, key, nonce, pt, aad, k)
                         : limb::ChaCha20Poly1305Seal(sealed, &n, key, nonce, pt, aad, k);
      Expect(s == limb::Status::kOk, "seal");
      Unpoison(sealed.data(), sealed.size());  // final output: ciphertext || tag
      // Open: key secret (still poisoned), including tag computation and check.
      s = x ? limb::XChaCha20Poly1305Open(opened, &n, key, nonce, sealed, aad, k)
            : limb::ChaCha20Poly1305Open(opened, &n, key, nonce, sealed, aad, k);
      Expect(s == limb::Status::kOk, "open");
      Unpoison(opened.data(), opened.size());  // final output: plaintext
      Unpoison(pt.data(), pt.size());
      Expect(opened == pt, "round trip");
      // A forged tag is rejected, still with the key secret.
      sealed[len] ^= 0x20;
      s = x ? limb::XChaCha20Poly1305Open(opened, &n, key, nonce, sealed, aad, k)
            : limb::ChaCha20Poly1305Open(opened, &n, key, nonce, sealed, aad, k);
      Expect(s == limb::Status::kAuthenticationFailed, "forgery rejected");
    }
  }
}

void AeadCases() {
  for (const limb::ChaCha20Kernels* ck : limb::AllChaCha20Kernels()) {
    for (const limb::Poly1305Kernels* pk : limb::AllPoly1305Kernels()) {
      if (!Runnable(ck->name) || !Runnable(pk->name)) {
        std::printf("aead %s+%s: skipped (not runnable under this LIMB_CPU)\n", ck->name, pk->name);
        continue;
      }
      AeadCase({ck, pk});
      std::printf("aead %s+%s: ok\n", ck->name, pk->name);
    }
  }
  // The stitched path (whole blocks in one pass), the twins included, with
  // the generic ChaCha20 and Poly1305 tables around it.
  for (const limb::AeadStitchKernels* sk : limb::AllAeadStitchKernels()) {
    if (!Runnable(sk->name)) {
      std::printf("aead stitch:%s: skipped (not runnable under this LIMB_CPU)\n", sk->name);
      continue;
    }
    AeadCase({&limb::GenericChaCha20Kernels(), &limb::GenericPoly1305Kernels(), sk});
    std::printf("aead stitch:%s: ok\n", sk->name);
  }
}

// Negative control: a branch on a poisoned byte must be reported.
int Leak() {
  uint8_t secret[1] = {42};
  Poison(secret, 1);
  volatile int r = 0;
  if (secret[0] == 42) r = 1;
  std::printf("leak control ran (%d)\n", r);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1 && std::string(argv[1]) == "leak") return Leak();
  std::printf("poly1305 active: %s, chacha20 active: %s\n", limb::ActivePoly1305Kernels().name,
              limb::ActiveChaCha20Kernels().name);
  Poly1305Cases();
  AeadCases();
  return failures == 0 ? 0 : 1;
}
