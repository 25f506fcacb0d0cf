// See host_internal.h.
#include "limb/benchmarks/speed/host_internal.h"

#include <sched.h>
#include <unistd.h>

#include <fstream>

#include "limb/asm/cpu.h"
#include "limb/benchmarks/speed/text_internal.h"

namespace limb::speed {

int UsableCpus() {
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof set, &set) == 0) return CPU_COUNT(&set);
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n > 0 ? static_cast<int>(n) : 1;
}

// The CPU this process runs on: CpuName() (CPUID, so an emulated model
// reports itself), else "model name" from /proc/cpuinfo with the family and
// model numbers where the file has them.
std::string CpuModel() {
  if (std::string name = CpuName(); !name.empty()) return name;
  std::ifstream f("/proc/cpuinfo");
  std::string line, name, family, model;
  auto value = [](const std::string& l) {
    size_t colon = l.find(':');
    if (colon == std::string::npos) return std::string();
    size_t start = l.find_first_not_of(" \t", colon + 1);
    return start == std::string::npos ? std::string() : l.substr(start);
  };
  auto key = [](const std::string& l) {
    size_t end = l.find_first_of("\t:");
    return l.substr(0, end == std::string::npos ? l.size() : end);
  };
  while (std::getline(f, line)) {
    if (line.empty()) break;  // the first processor's block is enough
    const std::string k = key(line);
    if (k == "model name") name = value(line);
    if (k == "cpu family") family = value(line);
    if (k == "model") model = value(line);
  }
  if (name.empty()) return "";
  int fam = 0, mod = 0;
  if (!ParseInt(family, &fam) || !ParseInt(model, &mod)) return name;
  return name + Printf(" (family 0x%x, model 0x%x)", fam, mod);
}

}  // namespace limb::speed
