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

#else  // aarch64, ppc64le: fresh canaries per call
namespace {
// splitmix64 over a process-wide counter, started from the address of a
// local and the clock, so no value repeats in a run.
uint64_t NextCanary() {
  static uint64_t state =
      reinterpret_cast<uintptr_t>(&state) ^
      static_cast<uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
  uint64_t z = (state += 0x9e3779b97f4a7c15);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9;
  z = (z ^ (z >> 27)) * 0x94d049bb133111eb;
  return z ^ (z >> 31);
}
}  // namespace

#if defined(__aarch64__)
constexpr int kIoWords = 20;

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
void FillCanaries(uint64_t* canary) {
  for (int i = 0; i < kAbiSaved; ++i) canary[i] = NextCanary();
}
}  // namespace

#else  // __powerpc64__
constexpr int kIoWords = 64;

namespace {
// The name of io slot i: r14-r31, f14-f31, v20-v31 (two slots each),
// VRSAVE, CR.
std::string SlotName(int i) {
  if (i < 18) return "r" + std::to_string(14 + i);
  if (i < 36) return "f" + std::to_string(14 + i - 18);
  if (i < 60) return "v" + std::to_string(20 + (i - 36) / 2);
  return i == 60 ? "VRSAVE" : "cr2-cr4";
}

void FillCanaries(uint64_t* canary) {
  for (int i = 0; i < kAbiSaved; ++i) canary[i] = NextCanary();
  canary[60] &= 0xffffffff;  // VRSAVE and CR are 32-bit registers
  canary[61] &= 0xffffffff;
}
}  // namespace

std::string AbiViolations(const uint64_t io[64], const uint64_t canary[kAbiSaved]) {
  std::string v;
  for (int i = 0; i < kAbiSaved; ++i) {
    const uint64_t mask = i == 61 ? kAbiCrSavedMask : ~uint64_t{0};
    // A vector register fills two slots: report it once.
    if (i >= 36 && i < 60 && i % 2 == 1 && (io[i - 1] & mask) != (canary[i - 1] & mask)) continue;
    if ((io[i] & mask) != (canary[i] & mask)) {
      Add(v, SlotName(i) + " not preserved (got " + Hex(io[i] & mask) + ", canary " +
                 Hex(canary[i] & mask) + ")");
    }
  }
  if (io[62] != 0) Add(v, "r1 changed by " + std::to_string(static_cast<int64_t>(io[62])));
  if (io[63] != 0) Add(v, "r2 changed by " + std::to_string(static_cast<int64_t>(io[63])));
  return v;
}
#endif

namespace {
AbiCallResult CallWithAllArgs(const void* fn, const uint64_t (&a)[kAbiArgs]) {
  uint64_t args[kAbiArgs], io[kIoWords] = {}, canary[kAbiSaved];
  for (int i = 0; i < kAbiArgs; ++i) args[i] = a[i];
  FillCanaries(canary);
  for (int i = 0; i < kAbiSaved; ++i) io[i] = canary[i];
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
