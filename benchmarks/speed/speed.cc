// See speed.h. The flow of Run():
//   1. --cpu sets LIMB_CPU, before any suite touches limb's dispatchers, and
//      caps the peers (peer_cap.cc);
//   2. StartSuites() lets each suite register its benchmarks (suite.h);
//   3. list every registered name, keep those whose op matches --filter;
//   4. for each row, for each repetition, run each library's benchmark once,
//      rotating the order (run.cc);
//   5. group (results.cc), print the table (table.cc) or the Go lines
//      (go_bench.cc), write JSON (json.cc) and the plot (plot.cc).
#include "limb/benchmarks/speed/speed.h"

#include <cstdlib>
#include <iostream>
#include <utility>
#include <vector>

#include "limb/asm/cpu.h"
#include "limb/benchmarks/speed/files_internal.h"
#include "limb/benchmarks/speed/go_bench_internal.h"
#include "limb/benchmarks/speed/host_internal.h"
#include "limb/benchmarks/speed/json_internal.h"
#include "limb/benchmarks/speed/peer_cap_internal.h"
#include "limb/benchmarks/speed/plot_internal.h"
#include "limb/benchmarks/speed/results_internal.h"
#include "limb/benchmarks/speed/run_internal.h"
#include "limb/benchmarks/speed/table_internal.h"
#include "limb/benchmarks/speed/text_internal.h"
#include "limb/benchmarks/suite.h"

namespace limb::speed {

int Run(const Options& options, std::ostream& out, std::ostream& err) {
  if (options.help) {
    out << Usage();
    return 0;
  }
  std::string gnuplot;
  if (!options.plot_file.empty()) {
    gnuplot = FindInPath("gnuplot");
    if (gnuplot.empty()) {
      err << "limb speed: --plot needs gnuplot, which is not installed: "
             "apt-get install gnuplot-nox\n";
      return 2;
    }
  }
  if (!options.cpu.empty()) {
    // Before any suite runs: limb's dispatchers read LIMB_CPU once, at their
    // first use.
    setenv("LIMB_CPU", options.cpu.c_str(), 1);
  }
  std::vector<std::string> notes;
  if (!options.cpu.empty()) notes.push_back(CapPeers(options.cpu));
  double load[3];
  if (getloadavg(load, 3) == 3) {
    notes.push_back(Printf("load average at start: %.2f %.2f %.2f on %d usable CPUs", load[0],
                           load[1], load[2], UsableCpus()));
  }
  if (const char* level = std::getenv("LIMB_CPU"); level != nullptr && *level != '\0') {
    notes.push_back(std::string("LIMB_CPU=") + level);
  }
  std::vector<std::pair<std::string, std::string>> custom;
  bool failed = false;
  for (const SuiteStart& s : StartSuites()) {
    if (s.exit_code != 0) {
      err << "limb speed: suite " << s.name << " failed to start (exit " << s.exit_code
          << ")\n" << s.output;
      failed = true;
    }
    for (const auto& [key, value] : s.context) custom.emplace_back(s.name + "/" + key, value);
  }
  if (!custom.empty()) {
    std::string kernels = "kernels:";
    for (const auto& [key, value] : custom) {
      if (key.find("kernels") != std::string::npos) kernels += " " + key + "=" + value;
    }
    notes.push_back(kernels);
  }

  std::string error;
  bool ok = true;
  std::vector<PlannedRow> plan = Plan(ListBenchmarks(), options.filter, &error, &ok);
  if (!ok) {
    err << "limb speed: " << error << "\n";
    return 2;
  }
  if (plan.empty()) {
    err << "limb speed: no benchmark matches --filter '" << options.filter << "'\n";
    return 1;
  }
  if (options.list) {
    for (const PlannedRow& row : plan) {
      out << row.op;
      for (const Planned& p : row.libs) out << " " << p.lib;
      out << "\n";
    }
    return failed ? 1 : 0;
  }

  std::string date = CurrentDate();
  std::vector<std::pair<std::string, std::string>> benchmark_context;
  std::vector<Sample> samples = RunPlan(plan, options, err, &benchmark_context);
  for (const Sample& s : samples) {
    if (!s.error.empty()) failed = true;
  }

  std::vector<Row> rows = GroupRows(samples, options.elapsed);
  for (const Row& row : rows) {
    for (const Cell& c : row.cells) {
      if (!c.error.empty()) err << "limb speed: " << c.name << ": " << c.error << "\n";
    }
  }
  if (options.go_bench) {
    out << FormatGoBench(samples, options.go_bench_lib, UsableCpus(), CpuModel(),
                         options.elapsed);
  } else {
    TableInfo info;
    info.elapsed = options.elapsed;
    info.repetitions = options.repetitions;
    info.time = options.time;
    info.notes = notes;
    std::string model = CpuModel();
    // The class the kernels were chosen for: the detected CPU capped by
    // LIMB_CPU (--cpu), as the dispatchers see it.
    info.notes.insert(info.notes.begin(), "cpu class: " + CpuClass(Cpu()) + " (features in use: " +
                                              (FeatureNames(Cpu()).empty() ? std::string("none")
                                                                           : FeatureNames(Cpu())) +
                                              ")");
    if (!model.empty()) info.notes.insert(info.notes.begin(), "cpu: " + model);
    out << FormatTable(rows, info, options.markdown);
  }
  out.flush();

  if (!options.json_file.empty()) {
    std::vector<std::pair<std::string, std::string>> context;
    context.emplace_back("date", JsonString(date));
    for (const auto& kv : benchmark_context) context.push_back(kv);
    context.emplace_back("library_build_type", JsonString("release"));
    context.emplace_back("limb_speed_time_seconds", JsonNumber(options.time));
    context.emplace_back("limb_speed_repetitions", Printf("%d", options.repetitions));
    context.emplace_back("limb_speed_interleaved", "true");
    if (const char* level = std::getenv("LIMB_CPU")) {
      context.emplace_back("LIMB_CPU", JsonString(level));
    }
    for (const auto& [key, value] : custom) context.emplace_back(key, JsonString(value));
    std::string path = ResolveOutputPath(options.json_file);
    if (!WriteFile(path, FormatJson(context, samples), &error)) {
      err << "limb speed: --json: " << error << "\n";
      failed = true;
    }
  }
  if (!options.plot_file.empty() &&
      !DrawPlot(rows, gnuplot, ResolveOutputPath(options.plot_file), err)) {
    failed = true;
  }
  return failed ? 1 : 0;
}

int SpeedMain(int argc, char** argv) {
  Options options;
  std::string error;
  if (!ParseArgs(argc, argv, &options, &error)) {
    std::cerr << "limb speed: " << error << "\n";
    return 2;
  }
  MaybeReexecForPeerCap(options, &error);  // returns only without a re-exec
  if (!error.empty()) std::cerr << "limb speed: " << error << "\n";
  return Run(options, std::cout, std::cerr);
}

}  // namespace limb::speed
