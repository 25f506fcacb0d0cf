// The speed tool's results: one Sample per measured run, grouped into a Row
// per op with a Cell per library (median, spread), and limb's ratio to the
// fastest peer. Also the names: SplitName and RegexEscape.
#ifndef LIMB_BENCHMARKS_SPEED_RESULTS_INTERNAL_H_
#define LIMB_BENCHMARKS_SPEED_RESULTS_INTERNAL_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace limb::speed {

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

// Median of v (the mean of the middle two for an even count); 0 when empty.
double Median(std::vector<double> v);

}  // namespace limb::speed

#endif  // LIMB_BENCHMARKS_SPEED_RESULTS_INTERNAL_H_
