// Constant-time harness for SHA-1, run under valgrind memcheck by
// tools/ct/ctgrind_test.sh (via ctgrind_test in BUILD). Built with
// -DLIMB_CTGRIND, so Poison() marks bytes undefined: any branch or memory
// address computed from a message byte makes memcheck report an error.
//
// Secrets: the message bytes (SHA-1 survives in HMAC-SHA1 and OAEP for
// legacy interop, where they are keys and plaintexts). Lengths are public.
//
// Paths: every table in AllSha1Kernels() (what valgrind's virtual CPU can
// run: valgrind 3.19 hides SHA-NI, so under it that is the twin alone; the
// SHA-NI kernel is covered by sha1_asm_ct_static_test, a taint analysis of
// its machine code), each explicitly, plus the dispatched table through the
// default constructor and the one-shots (LIMB_CPU unset, then generic).
// Every table's digests must equal those computed before anything was
// poisoned, so a run cannot pass on wrong results; the last line is "CT-OK".
// Built with -DLIMB_CT_NEGATIVE_CONTROL it instead branches on a poisoned
// message byte ("branch"): the runner requires memcheck to report that.
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <span>
#include <vector>

#include "limb/base/ct.h"
#include "limb/symmetric/sha1/sha1.h"
#include "limb/symmetric/sha1/sha1_internal.h"

#ifndef LIMB_CTGRIND
#error "sha1_ct_test must be built with -DLIMB_CTGRIND"
#endif

namespace {

using Bytes = std::span<const uint8_t>;
constexpr size_t kLens[] = {0, 1, 55, 56, 63, 64, 119, 120, 300};

std::vector<uint8_t> Message(size_t len) {
  std::vector<uint8_t> msg(len + 1);  // + 1: never an empty vector's null data
  for (size_t i = 0; i < msg.size(); ++i) msg[i] = static_cast<uint8_t>(i * 7 + len);
  return msg;
}

#ifndef LIMB_CT_NEGATIVE_CONTROL

// Digests of every kLens message, one piece and in two pieces, with table k
// (nullptr: the dispatched table through Sha1() and Sha1Sum/Sha1Hash).
// poison: mark the message bytes secret first. Digests are public once
// computed (they go on the wire) and are Unpoisoned before they are compared.
std::vector<uint8_t> Run(const limb::Sha1Kernels* k, bool poison) {
  std::vector<uint8_t> out;
  for (size_t len : kLens) {
    std::vector<uint8_t> msg = Message(len);
    if (poison) limb::Poison(msg.data(), msg.size());
    const Bytes m = Bytes(msg).first(len);
    limb::Sha1 h = k ? limb::Sha1(*k) : limb::Sha1();
    h.Update(m);
    auto d = h.Final();
    h.Update(m.first(len / 3));
    h.Update(m.subspan(len / 3));
    auto split = h.Final();
    if (k == nullptr) {
      auto one = limb::Sha1Sum(m);
      uint8_t buf[limb::kSha1DigestSize];
      if (limb::Sha1Hash(m, buf) != limb::Status::kOk) std::printf("FAIL: Sha1Hash status\n");
      limb::Unpoison(one.data(), one.size());
      limb::Unpoison(buf, sizeof(buf));
      out.insert(out.end(), one.begin(), one.end());
      out.insert(out.end(), buf, buf + sizeof(buf));
    }
    limb::Unpoison(d.data(), d.size());
    limb::Unpoison(split.data(), split.size());
    out.insert(out.end(), d.begin(), d.end());
    out.insert(out.end(), split.begin(), split.end());
  }
  return out;
}

int RunAll() {
  bool ok = true;
  const std::vector<uint8_t> want = Run(&limb::GenericSha1Kernels(), false);
  const std::vector<uint8_t> want_dispatched = Run(nullptr, false);
  size_t ran = 0;
  for (const limb::Sha1Kernels* k : limb::AllSha1Kernels()) {
    const bool same = Run(k, true) == want;
    std::printf("ct: table %s: %s\n", k->name, same ? "digests match" : "DIGESTS DIFFER");
    ok &= same;
    ++ran;
  }
  const bool same = Run(nullptr, true) == want_dispatched;
  std::printf("ct: dispatched (%s): %s\n", limb::ActiveSha1Kernels().name,
              same ? "digests match" : "DIGESTS DIFFER");
  ok &= same;
  if (!ok) {
    std::printf("FAIL: a table's digests differ from the unpoisoned run\n");
    return 1;
  }
  std::printf("CT-OK: %zu tables + dispatched, message poisoned\n", ran);
  return 0;
}

#else  // LIMB_CT_NEGATIVE_CONTROL

// A branch on a poisoned message byte: memcheck must report it.
int Leak() {
  std::vector<uint8_t> msg = Message(64);
  limb::Poison(msg.data(), msg.size());
  int r = 0;
  if (msg[3] == 0x55) r = 1;  // deliberate secret-dependent branch
  limb::Sha1 h;
  h.Update(Bytes(msg).first(64));
  auto d = h.Final();
  limb::Unpoison(d.data(), d.size());
  std::printf("leak control ran (%d, %02x)\n", r, d[0]);
  return 0;
}

#endif

}  // namespace

int main(int argc, char** argv) {
#ifdef LIMB_CT_NEGATIVE_CONTROL
  if (argc > 1 && std::strcmp(argv[1], "branch") == 0) return Leak();
  std::printf("unknown leak '%s'\n", argc > 1 ? argv[1] : "");
  return 2;
#else
  (void)argc;
  (void)argv;
  return RunAll();
#endif
}
