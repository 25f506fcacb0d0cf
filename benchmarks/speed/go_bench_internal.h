// The speed tool's Go benchmark lines, for benchstat.
#ifndef LIMB_BENCHMARKS_SPEED_GO_BENCH_INTERNAL_H_
#define LIMB_BENCHMARKS_SPEED_GO_BENCH_INTERNAL_H_

#include <string>
#include <vector>

#include "limb/benchmarks/speed/results_internal.h"

namespace limb::speed {

// FormatGoBench renders lib's samples as Go benchmark lines
// ("BenchmarkSHA256/64-2  1000000  80.4 ns/op  796.02 MB/s") after the
// goos/goarch/pkg/cpu header lines benchstat reads.
std::string FormatGoBench(const std::vector<Sample>& samples, const std::string& lib, int cpus,
                          const std::string& cpu_model, bool elapsed);

}  // namespace limb::speed

#endif  // LIMB_BENCHMARKS_SPEED_GO_BENCH_INTERNAL_H_
