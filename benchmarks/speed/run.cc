// See run_internal.h. Each run goes through Google Benchmark with a spec that
// selects exactly one benchmark and a reporter that keeps the run.
#include "limb/benchmarks/speed/run_internal.h"

#include <benchmark/benchmark.h>
#include <regex.h>
#include <unistd.h>

#include <algorithm>
#include <iostream>
#include <map>
#include <sstream>

#include "limb/benchmarks/speed/json_internal.h"
#include "limb/benchmarks/speed/text_internal.h"

namespace limb::speed {
namespace {

// Collects what Google Benchmark reports: the context once, every iteration
// run, and (for --list) the names it prints.
class Collector : public benchmark::BenchmarkReporter {
 public:
  Collector() {
    SetOutputStream(&out_);
    SetErrorStream(&err_);
  }

  bool ReportContext(const Context& context) override {
    if (!have_context_) {
      have_context_ = true;
      const benchmark::CPUInfo& cpu = context.cpu_info;
      context_.emplace_back("host_name", JsonString(context.sys_info.name));
      char exe[4096];
      ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
      exe[n > 0 ? n : 0] = '\0';
      context_.emplace_back("executable", JsonString(exe));
      context_.emplace_back("num_cpus", Printf("%d", cpu.num_cpus));
      context_.emplace_back("mhz_per_cpu", Printf("%.0f", cpu.cycles_per_second / 1e6));
      context_.emplace_back("cpu_scaling_enabled",
                            cpu.scaling == benchmark::CPUInfo::ENABLED ? "true" : "false");
      std::string caches = "[";
      for (size_t i = 0; i < cpu.caches.size(); i++) {
        const auto& c = cpu.caches[i];
        caches += Printf("%s{\"type\": %s, \"level\": %d, \"size\": %d, \"num_sharing\": %d}",
                         i ? ", " : "", JsonString(c.type).c_str(), c.level, c.size,
                         c.num_sharing);
      }
      context_.emplace_back("caches", caches + "]");
      std::string load = "[";
      for (size_t i = 0; i < cpu.load_avg.size(); i++) {
        load += (i ? ", " : "") + JsonNumber(cpu.load_avg[i]);
      }
      context_.emplace_back("load_avg", load + "]");
    }
    return true;
  }

  void ReportRuns(const std::vector<Run>& runs) override {
    for (const Run& r : runs) {
      if (r.run_type != Run::RT_Iteration) continue;
      Sample s;
      s.name = r.benchmark_name();
      SplitName(s.name, &s.lib, &s.op);
      s.family_index = r.family_index;
      s.per_family_instance_index = r.per_family_instance_index;
      s.iterations = r.iterations;
      double iters = r.iterations > 0 ? static_cast<double>(r.iterations) : 1.0;
      s.real_ns = r.real_accumulated_time / iters * 1e9;
      s.cpu_ns = r.cpu_accumulated_time / iters * 1e9;
      s.label = r.report_label;
      if (r.error_occurred) s.error = r.error_message.empty() ? "error" : r.error_message;
      for (const auto& [key, counter] : r.counters) {
        if (key == "bytes_per_second") {
          // Rates are divided by CPU time, or by wall time for UseRealTime()
          // and UseManualTime() benchmarks.
          bool wall = r.run_name.time_type == "real_time" || r.run_name.time_type == "manual_time";
          s.bytes_per_second = counter.value;
          s.bytes_per_op = counter.value * (wall ? s.real_ns : s.cpu_ns) * 1e-9;
        } else {
          s.counters.emplace_back(key, counter.value);
        }
      }
      runs_.push_back(std::move(s));
    }
  }

  std::vector<Sample> TakeRuns() { return std::move(runs_); }
  std::string TakeOutput() {
    std::string s = out_.str();
    out_.str("");
    return s;
  }
  const std::vector<std::pair<std::string, std::string>>& context() const { return context_; }

 private:
  std::ostringstream out_, err_;
  bool have_context_ = false;
  std::vector<std::pair<std::string, std::string>> context_;
  std::vector<Sample> runs_;
};

// Initialize passes Google Benchmark flags the way a command line would.
void SetBenchmarkFlags(std::vector<std::string> flags) {
  flags.insert(flags.begin(), "limb-speed");
  std::vector<char*> argv;
  for (std::string& f : flags) argv.push_back(f.data());
  argv.push_back(nullptr);
  int argc = static_cast<int>(flags.size());
  benchmark::Initialize(&argc, argv.data());
}

}  // namespace

std::vector<std::string> ListBenchmarks() {
  Collector c;
  SetBenchmarkFlags({"--benchmark_list_tests=true"});
  benchmark::RunSpecifiedBenchmarks(&c, ".");
  SetBenchmarkFlags({"--benchmark_list_tests=false"});
  std::vector<std::string> names;
  std::istringstream in(c.TakeOutput());
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty()) continue;
    names.push_back(line);
  }
  return names;
}

std::vector<PlannedRow> Plan(const std::vector<std::string>& names, const std::string& filter,
                             std::string* error, bool* ok) {
  *ok = true;
  regex_t re;
  bool have_re = !filter.empty();
  if (have_re) {
    int rc = regcomp(&re, filter.c_str(), REG_EXTENDED | REG_NOSUB);
    if (rc != 0) {
      char msg[256];
      regerror(rc, &re, msg, sizeof msg);
      *error = "--filter: bad regular expression '" + filter + "': " + msg;
      *ok = false;
      return {};
    }
  }
  std::vector<PlannedRow> rows;
  std::map<std::string, size_t> index;
  for (size_t i = 0; i < names.size(); i++) {
    const std::string& name = names[i];
    Planned p;
    p.name = name;
    p.index = static_cast<int64_t>(i);
    if (!SplitName(name, &p.lib, &p.op)) continue;
    if (have_re && regexec(&re, p.op.c_str(), 0, nullptr, 0) != 0) continue;
    auto it = index.find(p.op);
    if (it == index.end()) {
      index[p.op] = rows.size();
      rows.push_back({p.op, {}});
      it = index.find(p.op);
    }
    rows[it->second].libs.push_back(p);
  }
  if (have_re) regfree(&re);
  for (PlannedRow& row : rows) {
    std::stable_sort(row.libs.begin(), row.libs.end(), [](const Planned& a, const Planned& b) {
      if ((a.lib == "limb") != (b.lib == "limb")) return a.lib == "limb";
      return a.lib < b.lib;
    });
  }
  return rows;
}

std::vector<Sample> RunPlan(const std::vector<PlannedRow>& plan, const Options& options,
                            std::ostream& err,
                            std::vector<std::pair<std::string, std::string>>* context) {
  SetBenchmarkFlags({Printf("--benchmark_min_time=%g", options.time), "--benchmark_repetitions=1",
                     "--benchmark_enable_random_interleaving=false"});
  size_t total = 0;
  for (const PlannedRow& row : plan) total += row.libs.size() * options.repetitions;
  const bool tty = isatty(STDERR_FILENO) == 1 && &err == &std::cerr;
  Collector collector;
  std::vector<Sample> samples;
  size_t done = 0;
  for (const PlannedRow& row : plan) {
    const size_t n = row.libs.size();
    if (!tty) {
      err << Printf("[%zu/%zu] ", done + 1, total) << row.op << "\n";
      err.flush();
    }
    for (int rep = 0; rep < options.repetitions; rep++) {
      for (size_t k = 0; k < n; k++) {
        const Planned& p = row.libs[(k + static_cast<size_t>(rep)) % n];
        done++;
        if (tty) {
          err << "\r" << Printf("[%zu/%zu] ", done, total) << row.op << " " << p.lib
              << Printf(" (%d/%d)", rep + 1, options.repetitions) << "\x1b[K";
          err.flush();
        }
        size_t matched = benchmark::RunSpecifiedBenchmarks(&collector,
                                                           "^" + RegexEscape(p.name) + "$");
        std::vector<Sample> got = collector.TakeRuns();
        if (matched == 0 || got.empty()) {
          Sample s;
          s.name = p.name;
          s.lib = p.lib;
          s.op = p.op;
          s.error = "did not run";
          got.push_back(s);
        }
        for (Sample& s : got) {
          s.lib = p.lib;
          s.op = p.op;
          s.repetition_index = rep;
          s.repetitions = options.repetitions;
          // Each run lists one benchmark; number them as a full run would.
          s.family_index = p.index;
          s.per_family_instance_index = 0;
          samples.push_back(std::move(s));
        }
      }
    }
  }
  if (tty) err << "\r\x1b[K";
  *context = collector.context();
  return samples;
}

}  // namespace limb::speed
