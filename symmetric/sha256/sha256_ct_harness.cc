// Constant-time harness for SHA-256/224, HMAC-SHA256 and HKDF-SHA256, run
// under valgrind memcheck by sha256_ct_test.sh. Built with -DLIMB_CTGRIND, so
// Poison() marks bytes undefined: any branch or memory address computed from
// a secret byte makes memcheck report an error (--error-exitcode=1).
//
// Secrets here: message bytes, HMAC keys, HKDF salt/IKM. Lengths are public.
// Every SHA-256 kernel table this process can run is exercised (under
// valgrind that is usually generic + avx2: valgrind's virtual CPU hides
// SHA-NI). With the argument "leak" it instead runs a deliberately leaky
// branch on a poisoned byte: the test script expects valgrind to flag it,
// which proves the harness can see a leak.
#include <cstdio>
#include <cstring>
#include <vector>

#include "asm/cpu.h"
#include "base/ct.h"
#include "symmetric/hkdf/hkdf.h"
#include "symmetric/hmac/hmac.h"
#include "symmetric/sha256/sha256.h"

namespace {

using limb::Poison;
using limb::Unpoison;

// Output bytes are public once computed (a digest or MAC is sent on the
// wire): Unpoison them so that printing them is not itself flagged.
void Publish(const char* what, const uint8_t* p, size_t n, unsigned* checksum) {
  Unpoison(p, n);
  for (size_t i = 0; i < n; ++i) *checksum = *checksum * 31 + p[i];
  (void)what;
}

int RunAll() {
  unsigned checksum = 0;
  std::printf("sha256 dispatched table: %s\n", limb::Sha256Dispatch().name);
  for (const limb::Sha256Kernels* k : limb::AllSha256Kernels()) {
    std::printf("ct: running table %s\n", k->name);
    for (size_t len : {0, 1, 55, 56, 64, 119, 300}) {
      std::vector<uint8_t> msg(len + 1);
      for (size_t i = 0; i < msg.size(); ++i) msg[i] = static_cast<uint8_t>(i * 7 + len);
      Poison(msg.data(), msg.size());

      // SHA-256 and SHA-224, one piece and two pieces.
      limb::Sha256 h(*k);
      h.Update(std::span<const uint8_t>(msg).first(len));
      auto d = h.Final();
      Publish("sha256", d.data(), d.size(), &checksum);
      h.Update(std::span<const uint8_t>(msg).first(len / 3));
      h.Update(std::span<const uint8_t>(msg).subspan(len / 3, len - len / 3));
      d = h.Final();
      Publish("sha256 split", d.data(), d.size(), &checksum);
      limb::Sha224 g(*k);
      g.Update(std::span<const uint8_t>(msg).first(len));
      auto d224 = g.Final();
      Publish("sha224", d224.data(), d224.size(), &checksum);

      // HMAC with a poisoned key (short, block-sized, long) and message.
      for (size_t key_len : {0, 64, 100}) {
        std::vector<uint8_t> key(key_len + 1, 0x5a);
        for (size_t i = 0; i < key.size(); ++i) key[i] ^= static_cast<uint8_t>(i);
        Poison(key.data(), key.size());
        limb::HmacSha256 mac(std::span<const uint8_t>(key).first(key_len), *k);
        mac.Update(std::span<const uint8_t>(msg).first(len));
        auto tag = mac.Final();
        // Verify against the (secret) tag itself: the comparison must not
        // branch on tag bytes. Its verdict is public by design.
        uint8_t secret_tag[32];
        std::memcpy(secret_tag, tag.data(), 32);
        Poison(secret_tag, 32);
        mac.Update(std::span<const uint8_t>(msg).first(len));
        limb::Status verdict = mac.Verify(secret_tag);
        // The accept/reject verdict is public by design (the caller acts on
        // it); memcheck sees it as derived from secrets, so publish it here.
        Unpoison(&verdict, sizeof(verdict));
        if (verdict != limb::Status::kOk) return 2;
        Publish("hmac", tag.data(), tag.size(), &checksum);

        // HKDF: poisoned salt (= key bytes) and IKM (= message bytes).
        std::vector<uint8_t> okm(100);
        limb::HkdfSha256Prk prk(std::span<const uint8_t>(key).first(key_len),
                                std::span<const uint8_t>(msg).first(len), *k);
        if (prk.Expand(std::span<const uint8_t>(msg).first(len / 2), okm) != limb::Status::kOk) {
          return 2;
        }
        Publish("hkdf", okm.data(), okm.size(), &checksum);
      }
    }
  }
  std::printf("ct: done, checksum %08x\n", checksum);
  return 0;
}

// Negative control: a branch on a poisoned byte must be reported.
int Leak() {
  volatile uint8_t secret[1] = {1};
  Poison(const_cast<uint8_t*>(secret), 1);
  int r = 0;
  if (secret[0] == 1) r = 1;  // deliberate secret-dependent branch
  std::printf("leak control ran (%d)\n", r);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1 && std::strcmp(argv[1], "leak") == 0) return Leak();
  return RunAll();
}
