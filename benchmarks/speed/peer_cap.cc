// See peer_cap_internal.h.
#include "limb/benchmarks/speed/peer_cap_internal.h"

#include <gcrypt.h>
#if defined(__x86_64__)
#include <cpuid.h>
#endif
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>

#include "limb/benchmarks/speed/text_internal.h"

namespace limb::speed {
namespace {

// OpenSSL's capability word 0: CPUID.(EAX=1) EDX in bits 0-31, ECX in 32-63.
constexpr uint64_t Ecx1(int bit) { return uint64_t{1} << (32 + bit); }
// Word 1: CPUID.(EAX=7,ECX=0) EBX in bits 0-31, ECX in 32-63.
constexpr uint64_t Ebx7(int bit) { return uint64_t{1} << bit; }
constexpr uint64_t Ecx7(int bit) { return uint64_t{1} << (32 + bit); }

// Above SSE2/SSE3 and below SSSE3's level: everything limb's x86_64 level
// does not use.
constexpr uint64_t kSsse3Word0 = Ecx1(9);  // SSSE3
constexpr uint64_t kAvx2Word0 = Ecx1(1) /*PCLMULQDQ*/ | Ecx1(12) /*FMA*/ |
                                Ecx1(19) /*SSE4.1*/ | Ecx1(20) /*SSE4.2*/ |
                                Ecx1(22) /*MOVBE*/ | Ecx1(25) /*AES*/ | Ecx1(28) /*AVX*/ |
                                Ecx1(29) /*F16C*/;
constexpr uint64_t kAvx2Word1 = Ebx7(3) /*BMI1*/ | Ebx7(5) /*AVX2*/ | Ebx7(8) /*BMI2*/ |
                                Ebx7(19) /*ADX*/;
constexpr uint64_t kShaWord1 = Ebx7(29);  // SHA-NI
constexpr uint64_t kAvx512Word1 =
    Ebx7(16) /*AVX512F*/ | Ebx7(17) /*DQ*/ | Ebx7(21) /*IFMA*/ | Ebx7(26) /*PF*/ |
    Ebx7(27) /*ER*/ | Ebx7(28) /*CD*/ | Ebx7(30) /*BW*/ | Ebx7(31) /*VL*/ |
    Ecx7(1) /*VBMI*/ | Ecx7(6) /*VBMI2*/ | Ecx7(8) /*GFNI*/ | Ecx7(9) /*VAES*/ |
    Ecx7(10) /*VPCLMULQDQ*/ | Ecx7(11) /*VNNI*/ | Ecx7(12) /*BITALG*/ |
    Ecx7(14) /*VPOPCNTDQ*/;

}  // namespace

PeerCap PeerCapFor(const std::string& level) {
  // rank: 0 x86_64 (and generic), 1 ssse3, 2 avx2, 3 shani; others uncapped.
  int rank = -1;
  if (level == "generic" || level == "x86_64") rank = 0;
  if (level == "ssse3") rank = 1;
  if (level == "avx2") rank = 2;
  if (level == "shani") rank = 3;
  PeerCap cap;
  if (rank < 0) return cap;
  cap.capped = true;
  cap.openssl_clear1 = kAvx512Word1;
  // libgcrypt 1.10 knows no AVX-512 feature name; later versions do
  // ("intel-avx512", "intel-gfni"): Run notes which names were refused.
  cap.gcrypt_disable = {"intel-avx512", "intel-gfni", "intel-vaes-vpclmul"};
  if (rank < 3) {
    cap.openssl_clear1 |= kShaWord1;
    cap.gcrypt_disable.push_back("intel-shaext");
  }
  if (rank < 2) {
    cap.openssl_clear0 |= kAvx2Word0;
    cap.openssl_clear1 |= kAvx2Word1;
    for (const char* n : {"intel-avx", "intel-avx2", "intel-bmi2", "intel-fast-vpgather",
                          "intel-sse4.1", "intel-pclmul", "intel-aesni"}) {
      cap.gcrypt_disable.push_back(n);
    }
  }
  if (rank < 1) {
    cap.openssl_clear0 |= kSsse3Word0;
    cap.gcrypt_disable.push_back("intel-ssse3");
  }
  // Nettle's list is what it may use: AES-NI and PCLMUL from avx2 up (its
  // pclmul code also needs SSSE3), SHA-NI at shani.
  if (rank >= 2) cap.nettle_keep = {"aesni", "pclmul"};
  if (rank >= 3) cap.nettle_keep.push_back("sha_ni");
  return cap;
}

std::string OpensslIa32cap(const PeerCap& cap) {
  if (!cap.capped) return "";
  return Printf("~0x%llx:~0x%llx", static_cast<unsigned long long>(cap.openssl_clear0),
                static_cast<unsigned long long>(cap.openssl_clear1));
}

std::vector<std::string> NettleCpuFeatures() {
  std::vector<std::string> features;
#if defined(__x86_64__)
  // The CPUID bits Nettle 3.8's fat-x86_64.c tests.
  unsigned a, b, c, d;
  if (__get_cpuid(0, &a, &b, &c, &d) == 0) return features;
  char id[12];
  std::memcpy(id, &b, 4);
  std::memcpy(id + 4, &d, 4);
  std::memcpy(id + 8, &c, 4);
  const std::string vendor(id, sizeof id);
  features.push_back(vendor == "GenuineIntel"   ? "vendor:intel"
                     : vendor == "AuthenticAMD" ? "vendor:amd"
                                                : "vendor:other");
  if (__get_cpuid(1, &a, &b, &c, &d) != 0) {
    if ((c >> 25) & 1) features.push_back("aesni");
    if ((c >> 1) & 1) features.push_back("pclmul");
  }
  if (__get_cpuid_count(7, 0, &a, &b, &c, &d) != 0 && ((b >> 29) & 1)) {
    features.push_back("sha_ni");
  }
#endif
  return features;
}

std::string NettleFatOverride(const PeerCap& cap, const std::vector<std::string>& cpu) {
  if (!cap.capped) return "";
  std::string value;
  for (const std::string& f : cpu) {
    bool keep = f.rfind("vendor:", 0) == 0 ||
                std::find(cap.nettle_keep.begin(), cap.nettle_keep.end(), f) !=
                    cap.nettle_keep.end();
    if (keep) value += (value.empty() ? "" : ",") + f;
  }
  return value;
}

void MaybeReexecForPeerCap(const Options& options, std::string* error) {
  if (options.cpu.empty() || options.help || options.list) return;
  PeerCap cap = PeerCapFor(options.cpu);
  if (!cap.capped) return;
  // The variables still to set; a value already in the environment is kept.
  struct Knob {
    const char* env;
    const char* peer;
    std::string value;
  };
  std::vector<Knob> knobs;
  if (std::getenv("OPENSSL_ia32cap") == nullptr) {
    knobs.push_back({"OPENSSL_ia32cap", "OpenSSL", OpensslIa32cap(cap)});
  }
  std::string nettle = NettleFatOverride(cap, NettleCpuFeatures());
  if (!nettle.empty() && std::getenv("NETTLE_FAT_OVERRIDE") == nullptr) {
    knobs.push_back({"NETTLE_FAT_OVERRIDE", "Nettle", nettle});
  }
  if (knobs.empty()) return;
  std::string envs, uncapped;
  for (const Knob& k : knobs) {
    envs += std::string(envs.empty() ? "" : " and ") + k.env;
    uncapped += std::string(uncapped.empty() ? "" : " and ") + k.peer;
  }
  uncapped += knobs.size() == 1 ? " runs uncapped" : " run uncapped";
  std::ifstream f("/proc/self/cmdline", std::ios::binary);
  std::string all((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  std::vector<std::string> args;
  for (size_t start = 0; start < all.size();) {
    size_t end = all.find('\0', start);
    if (end == std::string::npos) end = all.size();
    args.push_back(all.substr(start, end - start));
    start = end + 1;
  }
  if (args.empty()) {
    *error = "cannot read /proc/self/cmdline; " + uncapped;
    return;
  }
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  for (const Knob& k : knobs) setenv(k.env, k.value.c_str(), 1);
  execv("/proc/self/exe", argv.data());
  *error = "re-exec with " + envs + " failed: " + std::strerror(errno) + "; " + uncapped;
  for (const Knob& k : knobs) unsetenv(k.env);
}

std::string CapPeers(const std::string& level) {
  // The peers on the same instruction set (see PeerCap).
  PeerCap cap = PeerCapFor(level);
  std::string note = "peers capped to --cpu " + level + ":";
  if (!cap.capped) {
    note += " none (this level caps nothing)";
  } else {
    const char* env = std::getenv("OPENSSL_ia32cap");
    std::string want = OpensslIa32cap(cap);
    if (env == nullptr) {
      note += " openssl UNCAPPED (OPENSSL_ia32cap not set: no re-exec);";
    } else if (want == env) {
      note += " openssl OPENSSL_ia32cap=" + want + ";";
    } else {
      note += std::string(" openssl OPENSSL_ia32cap=") + env + " (from the environment; " +
              level + " would be " + want + ");";
    }
    std::string refused;
    note += " gcrypt without";
    for (const std::string& name : cap.gcrypt_disable) {
      // Before any suite calls gcry_check_version (libgcrypt's rule).
      if (gcry_control(GCRYCTL_DISABLE_HWF, name.c_str(), nullptr) == 0) {
        note += " " + name;
      } else {
        refused += " " + name;
      }
    }
    if (!refused.empty()) note += " (unknown to this libgcrypt:" + refused + ")";
    note += ";";
    const char* nettle_env = std::getenv("NETTLE_FAT_OVERRIDE");
    std::string nettle_want = NettleFatOverride(cap, NettleCpuFeatures());
    if (nettle_want.empty()) {
      note += " nettle uncapped (not x86-64);";
    } else if (nettle_env == nullptr) {
      note += " nettle UNCAPPED (NETTLE_FAT_OVERRIDE not set: no re-exec);";
    } else if (nettle_want == nettle_env) {
      note += " nettle NETTLE_FAT_OVERRIDE=" + nettle_want + ";";
    } else {
      note += std::string(" nettle NETTLE_FAT_OVERRIDE=") + nettle_env +
              " (from the environment; " + level + " would be " + nettle_want + ");";
    }
  }
  note += " sodium uncapped (no knob); gmp generic build";
  return note;
}

}  // namespace limb::speed
