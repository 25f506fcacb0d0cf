// A second reading of the x86-64 CPU, for tests: CPUID and XGETBV decoded
// with raw instructions from the bit positions of the Intel SDM (vol. 2A,
// "CPUID": leaf 1 ECX, leaf 7 EBX; vol. 1, 13.3: XCR0), independently of
// asm/cpu.cc. This, not /proc/cpuinfo, is a test's ground truth for what
// the CPU running it has: under qemu-x86_64 the emulated CPUID answers
// (/proc/cpuinfo describes the host).
#ifndef LIMB_ASM_TESTING_CPUID_READING_H_
#define LIMB_ASM_TESTING_CPUID_READING_H_

#include <string>

#include "limb/asm/cpu.h"

namespace limb::test {

// The ISA features (ssse3 ... avx512ifma) as CPUID and XCR0 report them.
// asm_allowed and avx512_fullwidth are copied from `detected` (a build/cap
// switch and a rule checked separately). All false off x86-64.
CpuFeatures CpuidSecondReading(const CpuFeatures& detected);

// Vendor and display family/model from CPUID leaves 0 and 1.
struct CpuidSignature {
  CpuVendor vendor = CpuVendor::kOther;
  unsigned family = 0, model = 0;
  std::string vendor_string;
};
CpuidSignature CpuidSignatureReading();

}  // namespace limb::test

#endif  // LIMB_ASM_TESTING_CPUID_READING_H_
