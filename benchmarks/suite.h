// The registry of benchmark suites linked into the speed tool.
//
// Each //benchmarks:<suite>_lib (made by limb_benchmark in bench.bzl) compiles
// the suite with its main() renamed and registers that function here at
// static-initialisation time (suite_register.cc). The speed tool calls each
// suite main once: the suite performs its own set-up (library
// initialisation, RegisterBenchmark calls, AddCustomContext with its kernel
// names). Its call to benchmark::RunSpecifiedBenchmarks() is renamed too
// (-DRunSpecifiedBenchmarks=LimbSpeedSuiteRunSpecifiedBenchmarks, see
// bench.bzl) and lands in suite.cc, which copies the custom context and runs
// nothing: the speed tool runs the benchmarks itself, afterwards.
#ifndef LIMB_BENCHMARKS_SPEED_SUITE_H_
#define LIMB_BENCHMARKS_SPEED_SUITE_H_

#include <map>
#include <string>
#include <vector>

namespace limb::speed {

using SuiteMain = int (*)(int argc, char** argv);

struct Suite {
  std::string name;  // "aead_bench"
  SuiteMain main;
};

// RegisterSuite records a renamed suite main; symbol is the renamed name
// ("limb_speed_suite_main_aead_bench"). Returns true (for a static bool).
bool RegisterSuite(const char* symbol, SuiteMain main);

// Suites returns every registered suite, sorted by name.
std::vector<Suite> Suites();

struct SuiteStart {
  std::string name;
  int exit_code = 0;
  std::string output;                          // what the suite printed (stdout+stderr)
  std::map<std::string, std::string> context;  // its AddCustomContext pairs
};

// StartSuites calls every registered suite main once (only the first call
// does anything; later calls return the same result). Must run before any
// benchmark is listed or run.
const std::vector<SuiteStart>& StartSuites();

}  // namespace limb::speed

#endif  // LIMB_BENCHMARKS_SPEED_SUITE_H_
