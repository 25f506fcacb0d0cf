// The machine the speed tool runs on, for its header lines and Go lines.
#ifndef LIMB_BENCHMARKS_SPEED_HOST_INTERNAL_H_
#define LIMB_BENCHMARKS_SPEED_HOST_INTERNAL_H_

#include <string>

namespace limb::speed {

// UsableCpus: the CPUs this process may run on (its affinity mask), else
// the online CPUs; at least 1.
int UsableCpus();

// CpuModel: the CPU this process runs on, "" when unknown (see host.cc).
std::string CpuModel();

}  // namespace limb::speed

#endif  // LIMB_BENCHMARKS_SPEED_HOST_INTERNAL_H_
