// limb speed: every benchmark suite in one process, limb beside its peers.
//
// The speed tool lists every benchmark Google Benchmark has registered (the
// suites under //benchmarks, linked in as <suite>_lib), groups the names
// "lib/Op[/args]" into rows by "Op[/args]", and runs them interleaved: for
// each row and each repetition, every library's benchmark once, the order
// rotated per repetition, so a drifting machine hurts every library alike.
// It prints one table (medians, spread, limb's time over the fastest peer's,
// throughput) and optionally writes Google Benchmark JSON, Go benchmark lines
// and a gnuplot SVG.
//
// This header is the tool's interface: its command line (Options, Usage,
// ParseArgs) and its entry points (SpeedMain, Run). The pieces, each in its
// own file, are declared in the *_internal.h headers beside it:
//   options.cc          Usage, ParseArgs
//   speed.cc            SpeedMain, Run: the flow from options to outputs
//   run.cc              the benchmarks through Google Benchmark, interleaved
//   results.cc          samples grouped into rows: medians, spread, ratio
//   table.cc            the text and Markdown table
//   json.cc             Google Benchmark's JSON
//   go_bench.cc         Go benchmark lines
//   plot.cc             the gnuplot script, its data and the gnuplot run
//   peer_cap.cc         --cpu for the peers, and the re-exec it needs
//   host.cc             the CPU model and the usable CPUs
//   files.cc            output paths, files, $PATH
//   text.cc             Printf, ParseInt
#ifndef LIMB_BENCHMARKS_SPEED_SPEED_H_
#define LIMB_BENCHMARKS_SPEED_SPEED_H_

#include <iosfwd>
#include <string>

namespace limb::speed {

// SpeedMain is the speed tool's main (//benchmarks/speed:speed, which `limb
// speed` executes): argv[0] is the program name, the rest are the options of
// Usage(). The benchmarks are those linked in: every suite library of
// //benchmarks/speed:suites. Returns the exit status: 0 done, 1 a run or
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

// Run does the work for parsed options: output on out, progress and errors on
// err. Returns the exit status as SpeedMain does.
int Run(const Options& options, std::ostream& out, std::ostream& err);

}  // namespace limb::speed

#endif  // LIMB_BENCHMARKS_SPEED_SPEED_H_
