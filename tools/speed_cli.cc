// limb speed: runs the speed tool, //benchmarks/speed:speed, a binary of its
// own so that this one links no peer library (OpenSSL, GMP, libsodium,
// libgcrypt, Nettle) and no Google Benchmark (//tools:no_peers_test checks).
// `limb speed ARGS...` executes the tool with ARGS unchanged, in this process
// (execv): its output and exit status are limb's.
//
// The tool is looked for in this order, the first executable file wins:
//   1. $LIMB_SPEED, when set and not empty (then nothing else is tried);
//   2. <exe>.runfiles/limb/benchmarks/speed/speed: the runfiles tree of
//      //tools:limb, which has the tool in its data (`bazel run //tools:limb`,
//      bazel-bin/tools/limb);
//   3. <exe's directory>/../benchmarks/speed/speed: the same two targets side
//      by side in bazel-bin, and in the runfiles tree of a test that has
//      //tools:limb in its data.
// <exe> is this executable, /proc/self/exe with its links resolved. Under
// qemu-user, /proc/self/exe names the emulated binary, but the tool started
// by execv runs natively, on the host's CPU: to keep it on the emulated model,
// LIMB_SPEED names a wrapper that starts it under the emulator
// (tools/testing/emulate.sh does that for the CLI's tests).
#include <errno.h>
#include <limits.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "limb/tools/cli_util.h"
#include "limb/tools/commands.h"

namespace limb::cli {
namespace {

// The tool's path below the workspace root; "limb" is the workspace name
// (WORKSPACE), the top folder of this repository's files in a runfiles tree.
constexpr char kRunfilesTool[] = "limb/benchmarks/speed/speed";
constexpr char kSiblingTool[] = "../benchmarks/speed/speed";

bool IsExecutableFile(const std::string& path) {
  struct stat st;
  return stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode) && access(path.c_str(), X_OK) == 0;
}

// SelfExe returns the path of this executable, "" when unknown.
std::string SelfExe() {
  char buf[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
  return n > 0 ? std::string(buf, static_cast<size_t>(n)) : std::string();
}

// FindSpeedTool returns the tool's path, or "" with *tried listing the
// places looked at.
std::string FindSpeedTool(std::string* tried) {
  if (const char* env = std::getenv("LIMB_SPEED"); env != nullptr && *env != '\0') {
    *tried = std::string("LIMB_SPEED=") + env;
    return IsExecutableFile(env) ? env : "";
  }
  std::vector<std::string> candidates;
  const std::string exe = SelfExe();
  if (!exe.empty()) {
    candidates.push_back(exe + ".runfiles/" + kRunfilesTool);
    candidates.push_back(exe.substr(0, exe.rfind('/') + 1) + kSiblingTool);
  }
  tried->clear();
  for (const std::string& c : candidates) {
    if (IsExecutableFile(c)) return c;
    *tried += (tried->empty() ? "" : ", ") + c;
  }
  if (tried->empty()) *tried = "nothing (/proc/self/exe is unreadable)";
  return "";
}

}  // namespace

int SpeedCommandMain(int argc, char** argv) {
  std::string tried;
  std::string tool = FindSpeedTool(&tried);
  if (tool.empty()) {
    std::fprintf(stderr,
                 "limb speed: the speed tool (//benchmarks/speed:speed) was not found; looked "
                 "at %s.\n"
                 "Build it with `bazel build --config=opt //tools:limb` (it is in limb's data) "
                 "or `bazel build --config=opt //benchmarks/speed:speed`, or set LIMB_SPEED to "
                 "its path; tools/speed.sh builds and runs it.\n",
                 tried.c_str());
    return kExitUsage;
  }
  std::vector<char*> args;
  args.push_back(tool.data());
  for (int i = 0; i < argc; i++) args.push_back(argv[i]);
  args.push_back(nullptr);
  execv(tool.c_str(), args.data());
  std::fprintf(stderr, "limb speed: cannot run %s: %s\n", tool.c_str(), std::strerror(errno));
  return kExitUsage;
}

}  // namespace limb::cli
