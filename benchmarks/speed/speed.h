// limb speed: every benchmark suite in one process, limb beside its peers.
//
// The speed tool lists every benchmark Google Benchmark has registered (the
// suites under //benchmarks, linked in as <suite>_lib), groups the names
// "lib/Op[/args]" into rows by "Op[/args]", and runs them interleaved: for
// each row and each repetition, every library's benchmark once, the order
// rotated per repetition, so a drifting machine hurts every library alike.
// It prints one table (medians, spread, limb's time over the fastest peer's,
// throughput) and optionally writes Google Benchmark JSON, Go benchmark lines
// and a gnuplot SVG. The pieces below are exposed for the tests.
#ifndef LIMB_BENCHMARKS_SPEED_SPEED_H_
#define LIMB_BENCHMARKS_SPEED_SPEED_H_

#include <cstdint>
#include <iosfwd>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace limb::speed {

// SpeedMain is `limb speed`: argv[0] is the program name, the rest are the
// options of Usage() (a command-line front end passes its argv + 1, so that
// argv[0] is "speed"). The benchmarks are those linked in: every suite library
// of //benchmarks/speed:suites. Returns the exit status: 0 done, 1 a run or
// an output failed, 2 bad usage (with a message on stderr).
int SpeedMain(int argc, char** argv);

struct Options {
  std::string filter;          // POSIX extended regex searched in the op name ("" = all)
  double time = 0.2;           // seconds per benchmark run (Google Benchmark's min_time)
  int repetitions = 5;         // interleaved repetitions per benchmark
  std::string json_file;       // --json FILE
  bool go_bench = false;       // --go-bench: Go benchmark lines on stdout instead of the table
  std::string go_bench_lib = "limb";
  std::string cpu;             // --cpu LEVEL: LIMB_CPU for this run ("" = unchanged)
  std::string plot_file;       // --plot FILE.svg
  bool list = false;           // --list: print the rows and their libraries, run nothing
  bool markdown = false;       // --markdown: the table as Markdown
  bool elapsed = false;        // --elapsed: wall-clock time instead of CPU time
  bool help = false;           // --help
};

// Usage is the --help text.
std::string Usage();

// ParseArgs fills *options from argv[1..argc). On a usage error returns false
// with *error naming the problem (the option and the bad value).
bool ParseArgs(int argc, char** argv, Options* options, std::string* error);

// SplitName splits a Google Benchmark name "lib/Op/args[/attr:v...]" into the
// library ("lib") and the op ("Op/args"); attribute segments that Google
// Benchmark appends (min_time:4.000, iterations:1, real_time, ...) are not
// part of the op. Returns false for a name without a library prefix.
bool SplitName(const std::string& name, std::string* lib, std::string* op);

// RegexEscape quotes every character special to POSIX extended regexes.
std::string RegexEscape(const std::string& s);

// One measured run of one benchmark.
struct Sample {
  std::string name;             // Google Benchmark's full name, "limb/SHA256/64"
  std::string lib, op;          // SplitName(name)
  int64_t family_index = 0, per_family_instance_index = 0;
  int repetition_index = 0;     // 0..repetitions-1
  int repetitions = 1;
  int64_t iterations = 0;
  double real_ns = 0, cpu_ns = 0;  // per iteration
  double bytes_per_op = 0;      // > 0 when the benchmark set bytes processed
  double bytes_per_second = 0;  // as Google Benchmark reported it
  std::string label;
  std::string error;            // non-empty: the run failed with this message
  std::vector<std::pair<std::string, double>> counters;  // other user counters
};

// The time a sample is ranked by: CPU time, or wall-clock with --elapsed.
double SampleTime(const Sample& s, bool elapsed);

// One library's results for one op.
struct Cell {
  std::string lib;
  std::string name;           // Google Benchmark's full name
  size_t runs = 0;            // successful samples
  double median_ns = 0;       // median over the successful samples
  double min_ns = 0, max_ns = 0;
  double spread = 0;          // largest |x - median| / median
  double bytes_per_op = 0;
  std::string error;          // first error, if any sample failed
};

struct Row {
  std::string op;
  std::vector<Cell> cells;    // limb first, then the peers by name
};

// GroupRows groups samples into rows by op, in order of first appearance.
std::vector<Row> GroupRows(const std::vector<Sample>& samples, bool elapsed);

// Ratio is limb's median over the fastest peer's median (below 1: limb is
// faster); 0 when the row has no limb or no peer result. *peer names the
// fastest peer.
double Ratio(const Row& row, std::string* peer);

// Libraries lists every library in the rows: limb first, then by name.
std::vector<std::string> Libraries(const std::vector<Row>& rows);

// FormatDuration: "127 ns", "7.39 us", "1.91 ms", "2.50 s".
std::string FormatDuration(double ns);
// FormatThroughput: "1.23 GB/s" (decimal units) or "812 op/s", "1.23 Mop/s".
std::string FormatThroughput(const Cell& cell);

// Header lines printed above the table (each starts with "# ").
struct TableInfo {
  bool elapsed = false;
  int repetitions = 0;
  double time = 0;
  std::vector<std::string> notes;   // e.g. "kernels: sha_bench/sha256_kernels=shani"
};

// FormatTable renders the rows as aligned text, or Markdown.
std::string FormatTable(const std::vector<Row>& rows, const TableInfo& info, bool markdown);

// FormatJson renders Google Benchmark's JSON schema: "context" (the given
// pairs, each value already JSON-encoded) and "benchmarks": every sample as
// an "iteration" run and, per benchmark, a "median" aggregate.
std::string FormatJson(const std::vector<std::pair<std::string, std::string>>& context,
                       const std::vector<Sample>& samples);
// JsonString encodes s as a JSON string literal.
std::string JsonString(const std::string& s);

// FormatGoBench renders lib's samples as Go benchmark lines
// ("BenchmarkSHA256/64-2  1000000  80.4 ns/op  796.02 MB/s") after the
// goos/goarch/pkg/cpu header lines benchstat reads.
std::string FormatGoBench(const std::vector<Sample>& samples, const std::string& lib, int cpus,
                          const std::string& cpu_model, bool elapsed);

// Plot data: the gnuplot script and its data files (name -> contents), for
// throughput against size of the symmetric families and the RSA bar chart.
struct Plot {
  std::string script;
  std::map<std::string, std::string> files;  // file name (inside the data dir) -> contents
  int panels = 0;
};
Plot MakePlot(const std::vector<Row>& rows, const std::string& data_dir, const std::string& svg);

// FindInPath returns the full path of an executable on $PATH, or "".
std::string FindInPath(const std::string& program);

// PeerCap: how --cpu LEVEL caps the peers, so that they run on the same
// instruction set as limb (which gets LIMB_CPU=LEVEL).
//  - OpenSSL reads the environment variable OPENSSL_ia32cap once, when
//    libcrypto initialises (a constructor, before main): "~0xA:~0xB" clears
//    the bits A in its first capability word (CPUID.(EAX=1) EDX in bits 0-31,
//    ECX in bits 32-63) and B in its second (CPUID.(EAX=7,ECX=0) EBX in bits
//    0-31, ECX in bits 32-63). So SpeedMain re-executes the binary with the
//    variable set (MaybeReexecForPeerCap).
//  - libgcrypt: gcry_control(GCRYCTL_DISABLE_HWF, name) for each name, before
//    its initialisation (Run does it before any suite starts).
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
// kept (Run reports it).
void MaybeReexecForPeerCap(const Options& options, std::string* error);

// Run does the work for parsed options: output on out, progress and errors on
// err. Returns the exit status as SpeedMain does.
int Run(const Options& options, std::ostream& out, std::ostream& err);

}  // namespace limb::speed

#endif  // LIMB_BENCHMARKS_SPEED_SPEED_H_
