// The command line: Usage (the --help text) and ParseArgs. See speed.h.
#include "limb/benchmarks/speed/speed.h"

#include <regex.h>

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <string>

#include "limb/benchmarks/speed/text_internal.h"

namespace limb::speed {
namespace {

constexpr const char* kCpuLevels[] = {"generic", "x86_64", "ssse3", "avx2",
                                      "shani",   "avx512", "native"};

bool ParseDouble(const std::string& s, double* v) {
  if (s.empty()) return false;
  char* end = nullptr;
  errno = 0;
  *v = std::strtod(s.c_str(), &end);
  return errno == 0 && end == s.c_str() + s.size() && std::isfinite(*v);
}

}  // namespace

std::string Usage() {
  return R"(usage: limb speed [options]

Runs limb's benchmarks and its peers' (OpenSSL, GMP, libsodium, libgcrypt,
Nettle) in one process, interleaved: for each operation and each
repetition, every library's benchmark once, the order rotated per
repetition. Prints one table: each library's median time (and the largest
deviation of a repetition from it), limb's time over the fastest peer's
(below 1.00: limb is faster), and limb's throughput (bytes/s when the
benchmark processes bytes, else ops/s).
Times are CPU time per operation unless --elapsed is given.

options:
  --filter REGEX      only operations whose name matches REGEX (POSIX extended,
                      searched in the name without the library, e.g.
                      'SHA256/64$' or '^RSA2048')
  --time SECONDS      minimum time of each benchmark run (default 0.2); a few
                      benchmarks fix their own (RandomPrime: 4 s)
  --repetitions N     interleaved repetitions per benchmark (default 5)
  --elapsed           rank by wall-clock time instead of CPU time
  --json FILE         also write Google Benchmark's JSON (every repetition and
                      a "median" aggregate per benchmark; compare.py reads it)
  --go-bench          print Go benchmark lines instead of the table
                      (BenchmarkSHA256/64-2  1000000  80.4 ns/op  796.02 MB/s),
                      limb's results, for benchstat
  --go-bench-lib LIB  the same for library LIB (openssl, gmp, sodium, gcrypt,
                      nettle)
  --cpu LEVEL         run with LIMB_CPU=LEVEL (generic, x86_64, ssse3, avx2,
                      shani, avx512, native): which limb kernels may be used;
                      OpenSSL (OPENSSL_ia32cap) and Nettle
                      (NETTLE_FAT_OVERRIDE), both by re-executing the tool,
                      and libgcrypt (disabled hardware features) are capped
                      to the same level; libsodium has no knob (the header
                      says what each peer was capped to)
  --plot FILE.svg     draw throughput against message size (ChaCha20,
                      ChaCha20-Poly1305, Poly1305, SHA-256, HMAC-SHA256,
                      SHA-512) and a
                      bar chart of the RSA operations with gnuplot
  --markdown          print the table as Markdown
  --list              list the operations and their libraries; run nothing
  --help              this text

Exit status: 0 done, 1 a benchmark or an output failed, 2 bad usage.
)";
}

bool ParseArgs(int argc, char** argv, Options* options, std::string* error) {
  for (int i = 1; i < argc; i++) {
    std::string arg = argv[i];
    std::string value;
    bool has_inline = false;
    if (arg.rfind("--", 0) == 0) {
      size_t eq = arg.find('=');
      if (eq != std::string::npos) {
        value = arg.substr(eq + 1);
        arg = arg.substr(0, eq);
        has_inline = true;
      }
    }
    auto take = [&](std::string* out) {
      if (has_inline) {
        *out = value;
        return true;
      }
      if (i + 1 >= argc) {
        *error = arg + " needs a value";
        return false;
      }
      *out = argv[++i];
      return true;
    };
    auto flag = [&]() {
      if (has_inline) {
        *error = arg + " takes no value";
        return false;
      }
      return true;
    };
    if (arg == "--help" || arg == "-h") {
      if (!flag()) return false;
      options->help = true;
    } else if (arg == "--list") {
      if (!flag()) return false;
      options->list = true;
    } else if (arg == "--go-bench") {
      if (!flag()) return false;
      options->go_bench = true;
    } else if (arg == "--markdown") {
      if (!flag()) return false;
      options->markdown = true;
    } else if (arg == "--elapsed") {
      if (!flag()) return false;
      options->elapsed = true;
    } else if (arg == "--filter") {
      if (!take(&options->filter)) return false;
      regex_t re;
      int rc = regcomp(&re, options->filter.c_str(), REG_EXTENDED | REG_NOSUB);
      if (rc != 0) {
        char msg[256];
        regerror(rc, &re, msg, sizeof msg);
        *error = "--filter: bad regular expression '" + options->filter + "': " + msg;
        return false;
      }
      regfree(&re);
    } else if (arg == "--time") {
      std::string v;
      if (!take(&v)) return false;
      if (!ParseDouble(v, &options->time) || options->time <= 0 || options->time > 3600) {
        *error = "--time: want seconds in (0, 3600], got '" + v + "'";
        return false;
      }
    } else if (arg == "--repetitions") {
      std::string v;
      if (!take(&v)) return false;
      if (!ParseInt(v, &options->repetitions) || options->repetitions < 1 ||
          options->repetitions > 1000) {
        *error = "--repetitions: want an integer in 1..1000, got '" + v + "'";
        return false;
      }
    } else if (arg == "--json") {
      if (!take(&options->json_file)) return false;
      if (options->json_file.empty()) {
        *error = "--json needs a file name";
        return false;
      }
    } else if (arg == "--go-bench-lib") {
      if (!take(&options->go_bench_lib)) return false;
      if (options->go_bench_lib.empty() ||
          options->go_bench_lib.find('/') != std::string::npos) {
        *error = "--go-bench-lib: want a library name such as openssl, got '" +
                 options->go_bench_lib + "'";
        return false;
      }
      options->go_bench = true;
    } else if (arg == "--cpu") {
      if (!take(&options->cpu)) return false;
      bool known = false;
      for (const char* level : kCpuLevels) known = known || options->cpu == level;
      if (!known) {
        *error = "--cpu: unknown level '" + options->cpu +
                 "' (want generic, x86_64, ssse3, avx2, shani, avx512 or native)";
        return false;
      }
    } else if (arg == "--plot") {
      if (!take(&options->plot_file)) return false;
      if (options->plot_file.empty()) {
        *error = "--plot needs a file name";
        return false;
      }
    } else if (arg.rfind("-", 0) == 0) {
      *error = "unknown option " + arg + " (see --help)";
      return false;
    } else {
      *error = "unexpected argument '" + arg + "' (see --help)";
      return false;
    }
  }
  return true;
}

}  // namespace limb::speed
