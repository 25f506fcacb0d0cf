// See abi_trampoline.h.
#include "limb/asm/abi_trampoline.h"

#if defined(LIMB_HAVE_ABI_TRAMPOLINE)

#include <chrono>
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

#if defined(__x86_64__)
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

namespace {
AbiCallResult CallWithAllArgs(const void* fn, const uint64_t (&a)[kAbiArgs]) {
  return CallCheckingAbi(fn, a);
}
}  // namespace

#elif defined(__aarch64__)
std::string AbiViolations(const uint64_t io[20], const uint64_t canary[kAbiSaved]) {
  std::string v;
  for (int i = 0; i < kAbiSaved; ++i) {
    if (io[i] != canary[i]) {
      Add(v, std::string(kAbiCalleeSaved[i]) + " not preserved (got " + Hex(io[i]) + ", canary " +
                 Hex(canary[i]) + ")");
    }
  }
  if (io[19] != 0) Add(v, "sp changed by " + std::to_string(static_cast<int64_t>(io[19])));
  return v;
}

namespace {
// Fresh canaries per call: splitmix64 over a process-wide counter, started
// from the address of a local and the clock, so no value repeats in a run.
uint64_t NextCanary() {
  static uint64_t state =
      reinterpret_cast<uintptr_t>(&state) ^
      static_cast<uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
  uint64_t z = (state += 0x9e3779b97f4a7c15);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9;
  z = (z ^ (z >> 27)) * 0x94d049bb133111eb;
  return z ^ (z >> 31);
}

AbiCallResult CallWithAllArgs(const void* fn, const uint64_t (&a)[kAbiArgs]) {
  uint64_t args[kAbiArgs], io[20] = {}, canary[kAbiSaved];
  for (int i = 0; i < kAbiArgs; ++i) args[i] = a[i];
  for (int i = 0; i < kAbiSaved; ++i) io[i] = canary[i] = NextCanary();
  const uint64_t ret = limb_abi_call(fn, args, io);
  return {ret, AbiViolations(io, canary)};
}
}  // namespace

AbiCallResult CallCheckingAbi(const void* fn, const uint64_t (&args)[6]) {
  uint64_t a[kAbiArgs];
  for (int i = 0; i < kAbiArgs; ++i) a[i] = i < 6 ? args[i] : kAbiUnusedArg;
  return CallWithAllArgs(fn, a);
}
#endif

AbiCallResult CallCheckingAbi(const void* fn, std::initializer_list<uint64_t> args) {
  uint64_t a[kAbiArgs];
  for (uint64_t& w : a) w = kAbiUnusedArg;
  size_t i = 0;
  for (uint64_t v : args) {
    if (i == kAbiArgs) {
      std::fprintf(stderr, "CallCheckingAbi: more than %d arguments\n", kAbiArgs);
      std::abort();
    }
    a[i++] = v;
  }
  return CallWithAllArgs(fn, a);
}

}  // namespace limb::test

#endif  // defined(LIMB_HAVE_ABI_TRAMPOLINE)
