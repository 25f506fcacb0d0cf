// Constant-time harness for SHA-512/384/512-256, run under valgrind memcheck
// by tools/ct/ctgrind_test.sh (ctgrind_test in BUILD). Built with
// -DLIMB_CTGRIND, so Poison() marks bytes undefined: any branch or memory
// address computed from a secret byte makes memcheck report an error.
//
// Secrets: the message bytes. Lengths and split points are public.
// Paths: every table in AllSha512Kernels() (the tables the CPU that valgrind
// presents can run), each explicitly, plus the dispatched table through the
// one-shot functions (its choice follows LIMB_CPU; the runner runs unset and
// generic). Every table's digests must equal the generic table's (compared
// after Unpoison: a digest is public once computed), so a run cannot pass on
// wrong results; the last line is "CT-OK".
//
// Built with -DLIMB_CT_NEGATIVE_CONTROL it instead branches on a poisoned
// digest byte: the runner requires memcheck to report that.
#include <cstdio>
#include <cstring>
#include <vector>

#include "limb/base/ct.h"
#include "limb/symmetric/sha512/sha512.h"
#include "limb/symmetric/sha512/sha512_internal.h"

#ifndef LIMB_CTGRIND
#error "sha512_ct_test must be built with -DLIMB_CTGRIND"
#endif

namespace limb {
namespace {

using Bytes = std::span<const uint8_t>;

#ifndef LIMB_CT_NEGATIVE_CONTROL
// Appends the digests of every algorithm, one piece and three pieces, over
// messages of the lengths around the padding boundaries, to out.
void RunTable(const Sha512Kernels* k, std::vector<uint8_t>* out) {
  for (size_t len : {0, 1, 111, 112, 127, 128, 239, 240, 300, 1000}) {
    std::vector<uint8_t> msg(len + 1);
    for (size_t i = 0; i < msg.size(); ++i) msg[i] = static_cast<uint8_t>(i * 7 + len);
    Poison(msg.data(), msg.size());
    const Bytes m = Bytes(msg).first(len);
    auto add = [&](std::span<const uint8_t> d) {
      std::vector<uint8_t> v(d.begin(), d.end());
      Unpoison(v.data(), v.size());  // a digest is public once computed
      out->insert(out->end(), v.begin(), v.end());
    };
    if (k != nullptr) {
      Sha512 a(*k);
      a.Update(m);
      add(a.Final());
      a.Update(m.first(len / 3));
      a.Update(m.subspan(len / 3, len / 3));
      a.Update(m.subspan(2 * (len / 3)));
      add(a.Final());
      Sha384 b(*k);
      b.Update(m);
      add(b.Final());
      Sha512_256 c(*k);
      c.Update(m);
      add(c.Final());
    } else {  // the dispatched table through the one-shot API
      add(Sha512Sum(m));
      add(Sha512Sum(m));
      add(Sha384Sum(m));
      add(Sha512_256Sum(m));
    }
  }
}
#endif  // LIMB_CT_NEGATIVE_CONTROL

}  // namespace
}  // namespace limb

int main() {
  using namespace limb;
#ifndef LIMB_CT_NEGATIVE_CONTROL
  std::vector<uint8_t> want;
  RunTable(&GenericSha512Kernels(), &want);
  bool ok = !want.empty();
  size_t ran = 0;
  for (const Sha512Kernels* k : AllSha512Kernels()) {
    std::vector<uint8_t> got;
    RunTable(k, &got);
    std::printf("table %s: %s\n", k->name, got == want ? "equal to generic" : "DIFFERS");
    ok &= got == want;
    ++ran;
  }
  std::vector<uint8_t> dispatched;
  RunTable(nullptr, &dispatched);
  std::printf("dispatched (%s): %s\n", ActiveSha512Kernels().name,
              dispatched == want ? "equal to generic" : "DIFFERS");
  ok &= dispatched == want;
  if (!ok) {
    std::printf("FAIL: a table's digests differ from the generic twin's\n");
    return 1;
  }
  std::printf("CT-OK: %zu tables + dispatched, messages poisoned\n", ran);
  return 0;
#else
  // Negative control: a branch on a byte derived from a poisoned message.
  uint8_t msg[5] = {1, 2, 3, 4, 5};
  Poison(msg, sizeof(msg));
  auto d = Sha512Sum(Bytes(msg, sizeof(msg)));
  int r = 0;
  if (d[0] & 1) r = 1;  // LEAK: secret-dependent branch
  std::printf("leak control ran (%d)\n", r);
  return 0;
#endif
}
