// See abi_trampoline.h.
#include "limb/asm/abi_trampoline.h"

#if defined(LIMB_HAVE_ABI_TRAMPOLINE)

#include <cstdio>
#include <cstdlib>

namespace limb::test {
namespace {

std::string Hex(uint64_t v) {
  char buf[24];
  std::snprintf(buf, sizeof(buf), "0x%llx", static_cast<unsigned long long>(v));
  return buf;
}

void Add(std::string& s, const std::string& clause) {
  if (!s.empty()) s += "; ";
  s += clause;
}

}  // namespace

std::string AbiViolations(const uint64_t out[8]) {
  std::string v;
  for (int i = 0; i < 6; ++i) {
    if (out[i] != kAbiCanary[i]) {
      Add(v, std::string(kAbiCalleeSaved[i]) + " not preserved (got " + Hex(out[i]) + ", canary " +
                 Hex(kAbiCanary[i]) + ")");
    }
  }
  if (out[6] != 0) Add(v, "rsp changed by " + std::to_string(static_cast<int64_t>(out[6])));
  if ((out[7] & (uint64_t{1} << 10)) != 0) Add(v, "DF set on return");
  return v;
}

AbiCallResult CallCheckingAbi(const void* fn, const uint64_t (&args)[6]) {
  uint64_t a[6], out[8] = {};
  for (int i = 0; i < 6; ++i) a[i] = args[i];
  const uint64_t ret = limb_abi_call(fn, a, out);
  return {ret, AbiViolations(out)};
}

AbiCallResult CallCheckingAbi(const void* fn, std::initializer_list<uint64_t> args) {
  uint64_t a[6] = {kAbiUnusedArg, kAbiUnusedArg, kAbiUnusedArg,
                   kAbiUnusedArg, kAbiUnusedArg, kAbiUnusedArg};
  size_t i = 0;
  for (uint64_t v : args) {
    if (i == 6) {
      std::fprintf(stderr, "CallCheckingAbi: more than 6 arguments\n");
      std::abort();
    }
    a[i++] = v;
  }
  return CallCheckingAbi(fn, a);
}

}  // namespace limb::test

#endif  // defined(LIMB_HAVE_ABI_TRAMPOLINE)
