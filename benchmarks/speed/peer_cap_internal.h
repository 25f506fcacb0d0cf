// The speed tool's --cpu for the peers: what each level caps, the
// environment variables and libgcrypt calls that do it, and the re-exec the
// variables need.
#ifndef LIMB_BENCHMARKS_SPEED_PEER_CAP_INTERNAL_H_
#define LIMB_BENCHMARKS_SPEED_PEER_CAP_INTERNAL_H_

#include <cstdint>
#include <string>
#include <vector>

#include "limb/benchmarks/speed/speed.h"

namespace limb::speed {

// PeerCap: how --cpu LEVEL caps the peers, so that they run on the same
// instruction set as limb (which gets LIMB_CPU=LEVEL).
//  - OpenSSL reads the environment variable OPENSSL_ia32cap once, when
//    libcrypto initialises (a constructor, before main): "~0xA:~0xB" clears
//    the bits A in its first capability word (CPUID.(EAX=1) EDX in bits 0-31,
//    ECX in bits 32-63) and B in its second (CPUID.(EAX=7,ECX=0) EBX in bits
//    0-31, ECX in bits 32-63). So SpeedMain re-executes the binary with the
//    variable set (MaybeReexecForPeerCap).
//  - libgcrypt: gcry_control(GCRYCTL_DISABLE_HWF, name) for each name, before
//    its initialisation (CapPeers, which Run calls before any suite starts).
//  - Nettle: Debian's build is "fat", it picks its code once, when libnettle
//    loads (a constructor), from CPUID or, when the environment variable
//    NETTLE_FAT_OVERRIDE is set, from that instead: a comma-separated list of
//    "vendor:intel" or "vendor:amd" (Intel gets its SSE2 memxor; anything
//    else, such as "vendor:other", leaves the vendor unknown), "aesni",
//    "pclmul" and "sha_ni" (Nettle 3.8, fat-x86_64.c). A feature not listed
//    is off, and one listed is used without asking the CPU, so the value is
//    this CPU's vendor and those of its features the level keeps
//    (NettleFatOverride), set by the same re-exec as OpenSSL's. Nettle 3.8
//    has nothing else above SSE2 on x86-64 (no AVX), so nothing else to cap.
//  - libsodium has no such knob (it uses what the CPU has); Debian's GMP is a
//    generic x86-64 build, with nothing to cap.
// The levels: "x86_64" and "generic" (OpenSSL, libgcrypt and Nettle cannot be
// made asm-free: they get the x86_64 cap) clear SSSE3 and everything above;
// "ssse3" keeps SSSE3; "avx2" keeps AVX/AVX2/FMA/BMI1/BMI2/ADX/AES/PCLMUL and
// clears SHA-NI and every AVX-512 bit (F, DQ, IFMA, PF, ER, CD, BW, VL,
// VBMI, VBMI2, VNNI, BITALG, VPOPCNTDQ, VAES, VPCLMULQDQ, GFNI); "shani" keeps
// SHA-NI too; "avx512", "native" and "" cap nothing (capped = false).
struct PeerCap {
  bool capped = false;
  uint64_t openssl_clear0 = 0;  // bits cleared in OpenSSL's capability word 0
  uint64_t openssl_clear1 = 0;  // bits cleared in OpenSSL's capability word 1
  std::vector<std::string> gcrypt_disable;  // libgcrypt hardware feature names
  std::vector<std::string> nettle_keep;     // Nettle features the level allows
};
// PeerCapFor: the cap for a --cpu level (one of the levels ParseArgs takes).
PeerCap PeerCapFor(const std::string& level);
// OpensslIa32cap: the OPENSSL_ia32cap value for cap ("~0x...:~0x..."), or ""
// when cap.capped is false.
std::string OpensslIa32cap(const PeerCap& cap);
// NettleCpuFeatures: this CPU as Nettle's fat build sees it, in its names:
// "vendor:intel", "vendor:amd" or "vendor:other" first, then "aesni",
// "pclmul", "sha_ni" where CPUID has them. Empty off x86-64.
std::vector<std::string> NettleCpuFeatures();
// NettleFatOverride: the NETTLE_FAT_OVERRIDE value for cap on a CPU with the
// features cpu (as NettleCpuFeatures names them): the vendor and each feature
// in cap.nettle_keep, comma-separated in cpu's order. "" (leave Nettle
// alone) when cap.capped is false or cpu is empty.
std::string NettleFatOverride(const PeerCap& cap, const std::vector<std::string>& cpu);
// MaybeReexecForPeerCap: when --cpu LEVEL caps the peers and OPENSSL_ia32cap
// or NETTLE_FAT_OVERRIDE (both read before main) is not set yet, sets it and
// re-executes this process (/proc/self/exe with the original
// /proc/self/cmdline); returns only when no re-exec was needed or it failed
// (then *error says why). A value already present in the environment is
// kept (CapPeers reports it).
void MaybeReexecForPeerCap(const Options& options, std::string* error);

// CapPeers caps the peers for --cpu level: disables libgcrypt's hardware
// features (MUST run before any suite initialises libgcrypt) and returns the
// header note saying what each peer was capped to, including the OpenSSL and
// Nettle variables found in the environment (set by MaybeReexecForPeerCap).
std::string CapPeers(const std::string& level);

}  // namespace limb::speed

#endif  // LIMB_BENCHMARKS_SPEED_PEER_CAP_INTERNAL_H_
