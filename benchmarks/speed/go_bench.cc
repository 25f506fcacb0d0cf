// See go_bench_internal.h.
#include "limb/benchmarks/speed/go_bench_internal.h"

#include <algorithm>
#include <map>
#include <sstream>

#include "limb/benchmarks/speed/text_internal.h"

namespace limb::speed {

std::string FormatGoBench(const std::vector<Sample>& samples, const std::string& lib, int cpus,
                          const std::string& cpu_model, bool elapsed) {
  std::ostringstream out;
  out << "goos: linux\n";
#if defined(__x86_64__)
  out << "goarch: amd64\n";
#elif defined(__aarch64__)
  out << "goarch: arm64\n";
#elif defined(__powerpc64__)
  out << "goarch: ppc64le\n";
#endif
  out << "pkg: limb/benchmarks\n";
  if (!cpu_model.empty()) out << "cpu: " << cpu_model << "\n";
  out << "lib: " << lib << "\n";
  // Go's testing package prints each line after its benchmark finishes; keep
  // the order of the runs, grouped by op.
  std::vector<std::string> order;
  std::map<std::string, std::vector<const Sample*>> by_op;
  for (const Sample& s : samples) {
    if (s.lib != lib || !s.error.empty()) continue;
    if (by_op.find(s.op) == by_op.end()) order.push_back(s.op);
    by_op[s.op].push_back(&s);
  }
  for (const std::string& op : order) {
    std::string name = "Benchmark" + op;
    std::replace(name.begin(), name.end(), ' ', '_');
    for (const Sample* s : by_op[op]) {
      double ns = SampleTime(*s, elapsed);
      // Go's prettyPrint precision for ns/op.
      std::string v;
      if (ns == 0 || ns >= 999.95) {
        v = Printf("%10.0f", ns);
      } else if (ns >= 99.995) {
        v = Printf("%12.1f", ns);
      } else if (ns >= 9.9995) {
        v = Printf("%13.2f", ns);
      } else if (ns >= 0.99995) {
        v = Printf("%14.3f", ns);
      } else {
        v = Printf("%15.4f", ns);
      }
      out << name << "-" << cpus << "\t" << Printf("%8lld", static_cast<long long>(s->iterations))
          << "\t" << v << " ns/op";
      if (s->bytes_per_op > 0 && ns > 0) {
        out << "\t" << Printf("%8.2f MB/s", s->bytes_per_op / ns * 1e3);
      }
      out << "\n";
    }
  }
  return out.str();
}

}  // namespace limb::speed
