// limb cpu: what this CPU is to limb: its name, the class its kernels are
// chosen for, the features detected and those in use (after LIMB_CPU), and
// the kernel table each family runs. The same names appear in limb speed's
// header; tools/cpu_matrix.sh compares this output with what each emulated
// CPU model must get.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "limb/asm/cpu.h"
#include "limb/bignum/arith.h"
#include "limb/bignum/mont.h"
#include "limb/bignum/mont_ifma_internal.h"
#include "limb/bignum/mont_internal.h"
#include "limb/symmetric/chacha20/chacha20.h"
#include "limb/symmetric/chacha20/chacha20_internal.h"
#include "limb/symmetric/chacha20poly1305/chacha20poly1305_internal.h"
#include "limb/symmetric/poly1305/poly1305.h"
#include "limb/symmetric/poly1305/poly1305_internal.h"
#include "limb/symmetric/sha1/sha1_internal.h"
#include "limb/symmetric/sha256/sha256.h"
#include "limb/symmetric/sha256/sha256_internal.h"
#include "limb/symmetric/sha512/sha512.h"
#include "limb/symmetric/sha512/sha512_internal.h"
#include "limb/tools/cli_util.h"
#include "limb/tools/commands.h"

namespace limb::cli {

namespace {
constexpr char kCpuUsage[] =
    "usage: limb cpu\n"
    "Prints this CPU's name, its class, the features detected and in use\n"
    "(LIMB_CPU caps them), and the kernel table of each family.\n";

std::string OrNone(const std::string& s) { return s.empty() ? "none" : s; }
}  // namespace

int CpuMain(int argc, char** argv) {
  if (argc > 0 && (std::strcmp(argv[0], "--help") == 0 || std::strcmp(argv[0], "-h") == 0)) {
    std::fputs(kCpuUsage, stdout);
    return kExitOk;
  }
  if (argc > 0) {
    std::fprintf(stderr, "limb cpu: unexpected argument '%s'\n%s", argv[0], kCpuUsage);
    return kExitUsage;
  }
  const char* cap = std::getenv("LIMB_CPU");
  const IfmaKernels& ifma = ActiveIfmaKernels();
  std::printf("cpu        %s\n", OrNone(CpuName()).c_str());
  std::printf("class      %s\n", CpuClass(Cpu()).c_str());
  std::printf("detected   %s\n", OrNone(FeatureNames(DetectedCpu())).c_str());
  std::printf("in use     %s\n", OrNone(FeatureNames(Cpu())).c_str());
  std::printf("LIMB_CPU   %s\n", cap != nullptr && *cap != '\0' ? cap : "unset");
  std::printf("arith      %s\n", ActiveArithKernels().name);
  std::printf("mont       %s\n", ActiveMontKernels().name);
  std::printf("mont_ifma  %s\n", ifma.use_for_exp ? ifma.name : "none");
  std::printf("chacha20   %s\n", ActiveChaCha20Kernels().name);
  std::printf("poly1305   %s\n", ActivePoly1305Kernels().name);
  std::printf("sha1       %s\n", ActiveSha1Kernels().name);
  std::printf("sha256     %s\n", ActiveSha256Kernels().name);
  std::printf("sha512     %s\n", ActiveSha512Kernels().name);
  // The stitched ChaCha20-Poly1305 kernel, "none" where the AEAD runs the
  // chacha20 and poly1305 tables in separate passes.
  const AeadKernels aead = ActiveAeadKernels();
  std::printf("aead       %s\n", aead.stitch != nullptr ? aead.stitch->name : "none");
  return kExitOk;
}

}  // namespace limb::cli
