#include "limb/asm/testing/cpuid_reading.h"

#include <cstdint>
#include <cstring>

namespace limb::test {
namespace {

#if defined(__x86_64__)
struct Regs {
  uint32_t a, b, c, d;
};

Regs RawCpuid(uint32_t leaf, uint32_t sub) {
  Regs r;
  __asm__ volatile("cpuid" : "=a"(r.a), "=b"(r.b), "=c"(r.c), "=d"(r.d) : "a"(leaf), "c"(sub));
  return r;
}

bool Bit(uint32_t v, int i) { return ((v >> i) & 1) != 0; }
#endif

}  // namespace

CpuFeatures CpuidSecondReading(const CpuFeatures& detected) {
  CpuFeatures f;
  f.asm_allowed = detected.asm_allowed;
#if defined(__x86_64__)
  const uint32_t max_leaf = RawCpuid(0, 0).a;
  if (max_leaf < 1) return f;
  const Regs l1 = RawCpuid(1, 0);
  f.ssse3 = Bit(l1.c, 9);
  uint64_t xcr0 = 0;
  if (Bit(l1.c, 27)) {  // OSXSAVE: XGETBV is enabled
    uint32_t lo, hi;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    xcr0 = (uint64_t{hi} << 32) | lo;
  }
  const bool ymm_state = (xcr0 & 0x06) == 0x06;  // XMM | YMM_Hi128
  const bool zmm_state = (xcr0 & 0xe6) == 0xe6;  // + opmask, ZMM_Hi256, Hi16_ZMM
  if (max_leaf < 7) return f;
  const Regs l7 = RawCpuid(7, 0);
  f.bmi2 = Bit(l7.b, 8);
  f.adx = Bit(l7.b, 19);
  f.sha = Bit(l7.b, 29);
  f.avx2 = Bit(l1.c, 28) && ymm_state && Bit(l7.b, 5);
  f.avx512f = zmm_state && Bit(l7.b, 16);
  f.avx512dq = f.avx512f && Bit(l7.b, 17);
  f.avx512ifma = f.avx512f && Bit(l7.b, 21);
  f.avx512bw = f.avx512f && Bit(l7.b, 30);
  f.avx512vl = f.avx512f && Bit(l7.b, 31);
  f.avx512_fullwidth = detected.avx512_fullwidth;
#endif
  return f;
}

CpuidSignature CpuidSignatureReading() {
  CpuidSignature s;
#if defined(__x86_64__)
  const Regs l0 = RawCpuid(0, 0);
  char v[13] = {};
  std::memcpy(v, &l0.b, 4);
  std::memcpy(v + 4, &l0.d, 4);
  std::memcpy(v + 8, &l0.c, 4);
  s.vendor_string = v;
  s.vendor = s.vendor_string == "GenuineIntel"   ? CpuVendor::kIntel
             : s.vendor_string == "AuthenticAMD" ? CpuVendor::kAmd
                                                 : CpuVendor::kOther;
  if (l0.a < 1) return s;
  const uint32_t eax = RawCpuid(1, 0).a;
  const unsigned base_family = (eax >> 8) & 0xf, base_model = (eax >> 4) & 0xf;
  const unsigned ext_family = (eax >> 20) & 0xff, ext_model = (eax >> 16) & 0xf;
  s.family = base_family == 0xf ? base_family + ext_family : base_family;
  s.model = base_family == 0x6 || base_family == 0xf ? (ext_model << 4) + base_model : base_model;
#endif
  return s;
}

}  // namespace limb::test
