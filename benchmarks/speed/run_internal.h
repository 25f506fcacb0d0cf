// The speed tool's runner: lists the benchmarks the suites registered with
// Google Benchmark, plans the rows --filter keeps, and runs them interleaved.
#ifndef LIMB_BENCHMARKS_SPEED_RUN_INTERNAL_H_
#define LIMB_BENCHMARKS_SPEED_RUN_INTERNAL_H_

#include <cstdint>
#include <iosfwd>
#include <string>
#include <utility>
#include <vector>

#include "limb/benchmarks/speed/results_internal.h"
#include "limb/benchmarks/speed/speed.h"

namespace limb::speed {

// One benchmark to run: its full name and where it goes.
struct Planned {
  std::string name, lib, op;
  int64_t index = 0;  // position in Google Benchmark's listing
};

struct PlannedRow {
  std::string op;
  std::vector<Planned> libs;
};

// ListBenchmarks: the full name of every registered benchmark, in Google
// Benchmark's order. The suites MUST have been started (StartSuites).
std::vector<std::string> ListBenchmarks();

// Plan groups names into rows by op (in order of first appearance), keeping
// the ops that filter (a POSIX extended regex, "" = all) matches; within a
// row limb comes first, then the peers by name. A bad regex sets *ok to false
// and *error to the message.
std::vector<PlannedRow> Plan(const std::vector<std::string>& names, const std::string& filter,
                             std::string* error, bool* ok);

// RunPlan runs the plan with options.time and options.repetitions: for each
// row and each repetition, every library's benchmark once, the order rotated
// by one per repetition. Progress goes to err (one line per row, or a status
// line rewritten in place when err is a terminal's std::cerr). Returns every
// sample; a run that failed or did not run is a sample with error set.
// *context gets Google Benchmark's context pairs, values JSON-encoded.
std::vector<Sample> RunPlan(const std::vector<PlannedRow>& plan, const Options& options,
                            std::ostream& err,
                            std::vector<std::pair<std::string, std::string>>* context);

}  // namespace limb::speed

#endif  // LIMB_BENCHMARKS_SPEED_RUN_INTERNAL_H_
