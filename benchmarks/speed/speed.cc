// See speed.h. The flow of Run():
//   1. --cpu sets LIMB_CPU, before any suite touches limb's dispatchers;
//   2. StartSuites() lets each suite register its benchmarks (suite.h);
//   3. list every registered name, keep those whose op matches --filter;
//   4. for each row, for each repetition, run each library's benchmark once
//      (rotating the order), each run through Google Benchmark with a spec
//      that selects exactly that benchmark and a reporter that keeps the run;
//   5. group, print the table, write JSON / Go lines / the plot.
#include "limb/benchmarks/speed/speed.h"

#include <benchmark/benchmark.h>
#include <gcrypt.h>
#if defined(__x86_64__)
#include <cpuid.h>
#endif
#include <regex.h>
#include <sched.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdarg>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <iostream>
#include <iterator>
#include <set>
#include <sstream>

#include "limb/asm/cpu.h"
#include "limb/benchmarks/suite.h"

namespace limb::speed {
namespace {

constexpr const char* kCpuLevels[] = {"generic", "x86_64", "ssse3", "avx2",
                                      "shani",   "avx512", "native"};

std::string Printf(const char* fmt, ...) __attribute__((format(printf, 1, 2)));
std::string Printf(const char* fmt, ...) {
  char buf[512];
  va_list ap;
  va_start(ap, fmt);
  std::vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  return buf;
}

bool ParseDouble(const std::string& s, double* v) {
  if (s.empty()) return false;
  char* end = nullptr;
  errno = 0;
  *v = std::strtod(s.c_str(), &end);
  return errno == 0 && end == s.c_str() + s.size() && std::isfinite(*v);
}

bool ParseInt(const std::string& s, int* v) {
  if (s.empty() || s.size() > 9) return false;
  for (char c : s) {
    if (c < '0' || c > '9') return false;
  }
  *v = std::atoi(s.c_str());
  return true;
}

// Segments Google Benchmark appends to a name after the arguments.
bool IsAttributeSegment(const std::string& seg) {
  return seg.find(':') != std::string::npos || seg == "real_time" || seg == "manual_time" ||
         seg == "process_time";
}

double Median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  size_t n = v.size();
  return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

std::string JsonNumber(double v) {
  if (!std::isfinite(v)) return "0";
  return Printf("%.10g", v);
}

// The SI-scaled value with 3 significant digits: 127, 7.39, 12.5.
std::string ThreeDigits(double v) {
  if (v >= 99.95) return Printf("%.0f", v);
  if (v >= 9.995) return Printf("%.1f", v);
  return Printf("%.2f", v);
}

std::string ResolveOutputPath(const std::string& path) {
  // Under `bazel run` the working directory is the runfiles tree; relative
  // output paths mean the directory the user ran bazel from.
  const char* wd = std::getenv("BUILD_WORKING_DIRECTORY");
  if (path.empty() || path[0] == '/' || wd == nullptr || *wd == '\0') return path;
  return std::string(wd) + "/" + path;
}

bool WriteFile(const std::string& path, const std::string& contents, std::string* error) {
  std::ofstream f(path, std::ios::binary | std::ios::trunc);
  if (!f) {
    *error = "cannot open " + path + ": " + std::strerror(errno);
    return false;
  }
  f << contents;
  f.close();
  if (!f) {
    *error = "cannot write " + path;
    return false;
  }
  return true;
}

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

// One benchmark to run: its full name and where it goes.
struct Planned {
  std::string name, lib, op;
  int64_t index = 0;  // position in Google Benchmark's listing
};

struct PlannedRow {
  std::string op;
  std::vector<Planned> libs;
};

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

std::string CurrentDate() {
  std::time_t now = std::time(nullptr);
  std::tm tm;
  localtime_r(&now, &tm);
  char buf[64];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%S%z", &tm);
  std::string s = buf;
  if (s.size() > 2) s.insert(s.size() - 2, ":");  // +0000 -> +00:00, as Google Benchmark writes
  return s;
}

int RunGnuplot(const std::string& gnuplot, const std::string& script_path, std::string* error) {
  pid_t pid = fork();
  if (pid < 0) {
    *error = std::string("fork: ") + std::strerror(errno);
    return 1;
  }
  if (pid == 0) {
    execl(gnuplot.c_str(), gnuplot.c_str(), script_path.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  int status = 0;
  if (waitpid(pid, &status, 0) < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    *error = "gnuplot failed on " + script_path;
    return 1;
  }
  return 0;
}

}  // namespace

std::string Usage() {
  return R"(usage: limb speed [options]

Runs limb's benchmarks and its peers' (OpenSSL, GMP, libsodium, libgcrypt,
Nettle) in one process, interleaved: for each operation and each
repetition, every library's benchmark once, the order rotated per
repetition. Prints one table: each library's median time (and the largest
deviation of a repetition from it), limb's time over the fastest peer's
(below 1.00: limb is faster), and limb's throughput (bytes/s when the
benchmark processes bytes, else ops/s).
Times are CPU time per operation unless --elapsed is given.

options:
  --filter REGEX      only operations whose name matches REGEX (POSIX extended,
                      searched in the name without the library, e.g.
                      'SHA256/64$' or '^RSA2048')
  --time SECONDS      minimum time of each benchmark run (default 0.2); a few
                      benchmarks fix their own (RandomPrime: 4 s)
  --repetitions N     interleaved repetitions per benchmark (default 5)
  --elapsed           rank by wall-clock time instead of CPU time
  --json FILE         also write Google Benchmark's JSON (every repetition and
                      a "median" aggregate per benchmark; compare.py reads it)
  --go-bench          print Go benchmark lines instead of the table
                      (BenchmarkSHA256/64-2  1000000  80.4 ns/op  796.02 MB/s),
                      limb's results, for benchstat
  --go-bench-lib LIB  the same for library LIB (openssl, gmp, sodium, gcrypt,
                      nettle)
  --cpu LEVEL         run with LIMB_CPU=LEVEL (generic, x86_64, ssse3, avx2,
                      shani, avx512, native): which limb kernels may be used;
                      OpenSSL (OPENSSL_ia32cap) and Nettle
                      (NETTLE_FAT_OVERRIDE), both by re-executing the tool,
                      and libgcrypt (disabled hardware features) are capped
                      to the same level; libsodium has no knob (the header
                      says what each peer was capped to)
  --plot FILE.svg     draw throughput against message size (ChaCha20,
                      ChaCha20-Poly1305, Poly1305, SHA-256, HMAC-SHA256) and a
                      bar chart of the RSA operations with gnuplot
  --markdown          print the table as Markdown
  --list              list the operations and their libraries; run nothing
  --help              this text

Exit status: 0 done, 1 a benchmark or an output failed, 2 bad usage.
)";
}

bool ParseArgs(int argc, char** argv, Options* options, std::string* error) {
  for (int i = 1; i < argc; i++) {
    std::string arg = argv[i];
    std::string value;
    bool has_inline = false;
    if (arg.rfind("--", 0) == 0) {
      size_t eq = arg.find('=');
      if (eq != std::string::npos) {
        value = arg.substr(eq + 1);
        arg = arg.substr(0, eq);
        has_inline = true;
      }
    }
    auto take = [&](std::string* out) {
      if (has_inline) {
        *out = value;
        return true;
      }
      if (i + 1 >= argc) {
        *error = arg + " needs a value";
        return false;
      }
      *out = argv[++i];
      return true;
    };
    auto flag = [&]() {
      if (has_inline) {
        *error = arg + " takes no value";
        return false;
      }
      return true;
    };
    if (arg == "--help" || arg == "-h") {
      if (!flag()) return false;
      options->help = true;
    } else if (arg == "--list") {
      if (!flag()) return false;
      options->list = true;
    } else if (arg == "--go-bench") {
      if (!flag()) return false;
      options->go_bench = true;
    } else if (arg == "--markdown") {
      if (!flag()) return false;
      options->markdown = true;
    } else if (arg == "--elapsed") {
      if (!flag()) return false;
      options->elapsed = true;
    } else if (arg == "--filter") {
      if (!take(&options->filter)) return false;
      regex_t re;
      int rc = regcomp(&re, options->filter.c_str(), REG_EXTENDED | REG_NOSUB);
      if (rc != 0) {
        char msg[256];
        regerror(rc, &re, msg, sizeof msg);
        *error = "--filter: bad regular expression '" + options->filter + "': " + msg;
        return false;
      }
      regfree(&re);
    } else if (arg == "--time") {
      std::string v;
      if (!take(&v)) return false;
      if (!ParseDouble(v, &options->time) || options->time <= 0 || options->time > 3600) {
        *error = "--time: want seconds in (0, 3600], got '" + v + "'";
        return false;
      }
    } else if (arg == "--repetitions") {
      std::string v;
      if (!take(&v)) return false;
      if (!ParseInt(v, &options->repetitions) || options->repetitions < 1 ||
          options->repetitions > 1000) {
        *error = "--repetitions: want an integer in 1..1000, got '" + v + "'";
        return false;
      }
    } else if (arg == "--json") {
      if (!take(&options->json_file)) return false;
      if (options->json_file.empty()) {
        *error = "--json needs a file name";
        return false;
      }
    } else if (arg == "--go-bench-lib") {
      if (!take(&options->go_bench_lib)) return false;
      if (options->go_bench_lib.empty() ||
          options->go_bench_lib.find('/') != std::string::npos) {
        *error = "--go-bench-lib: want a library name such as openssl, got '" +
                 options->go_bench_lib + "'";
        return false;
      }
      options->go_bench = true;
    } else if (arg == "--cpu") {
      if (!take(&options->cpu)) return false;
      bool known = false;
      for (const char* level : kCpuLevels) known = known || options->cpu == level;
      if (!known) {
        *error = "--cpu: unknown level '" + options->cpu +
                 "' (want generic, x86_64, ssse3, avx2, shani, avx512 or native)";
        return false;
      }
    } else if (arg == "--plot") {
      if (!take(&options->plot_file)) return false;
      if (options->plot_file.empty()) {
        *error = "--plot needs a file name";
        return false;
      }
    } else if (arg.rfind("-", 0) == 0) {
      *error = "unknown option " + arg + " (see --help)";
      return false;
    } else {
      *error = "unexpected argument '" + arg + "' (see --help)";
      return false;
    }
  }
  return true;
}

bool SplitName(const std::string& name, std::string* lib, std::string* op) {
  size_t slash = name.find('/');
  if (slash == 0 || slash == std::string::npos || slash + 1 >= name.size()) return false;
  *lib = name.substr(0, slash);
  op->clear();
  size_t start = slash + 1;
  while (start <= name.size()) {
    size_t end = name.find('/', start);
    if (end == std::string::npos) end = name.size();
    std::string seg = name.substr(start, end - start);
    // The op's first segment is its name, whatever it contains.
    if (op->empty() || !IsAttributeSegment(seg)) {
      if (!op->empty()) *op += "/";
      *op += seg;
    }
    start = end + 1;
  }
  return !op->empty();
}

std::string RegexEscape(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (std::strchr(".[]{}()*+?^$|\\", c) != nullptr) out += '\\';
    out += c;
  }
  return out;
}

double SampleTime(const Sample& s, bool elapsed) { return elapsed ? s.real_ns : s.cpu_ns; }

std::vector<Row> GroupRows(const std::vector<Sample>& samples, bool elapsed) {
  std::vector<Row> rows;
  std::map<std::string, size_t> row_index;
  // (op, lib) -> the samples' times
  std::map<std::pair<std::string, std::string>, std::vector<double>> times;
  for (const Sample& s : samples) {
    auto it = row_index.find(s.op);
    if (it == row_index.end()) {
      row_index[s.op] = rows.size();
      rows.push_back({s.op, {}});
      it = row_index.find(s.op);
    }
    Row& row = rows[it->second];
    auto cell = std::find_if(row.cells.begin(), row.cells.end(),
                             [&](const Cell& c) { return c.lib == s.lib; });
    if (cell == row.cells.end()) {
      row.cells.push_back(Cell{});
      cell = row.cells.end() - 1;
      cell->lib = s.lib;
      cell->name = s.name;
    }
    if (!s.error.empty()) {
      if (cell->error.empty()) cell->error = s.error;
      continue;
    }
    cell->runs++;
    if (s.bytes_per_op > 0) cell->bytes_per_op = s.bytes_per_op;
    times[{s.op, s.lib}].push_back(SampleTime(s, elapsed));
  }
  for (Row& row : rows) {
    for (Cell& cell : row.cells) {
      const std::vector<double>& t = times[{row.op, cell.lib}];
      if (t.empty()) continue;
      cell.median_ns = Median(t);
      cell.min_ns = *std::min_element(t.begin(), t.end());
      cell.max_ns = *std::max_element(t.begin(), t.end());
      cell.spread = cell.median_ns > 0
                        ? std::max(cell.max_ns - cell.median_ns, cell.median_ns - cell.min_ns) /
                              cell.median_ns
                        : 0;
    }
    std::stable_sort(row.cells.begin(), row.cells.end(), [](const Cell& a, const Cell& b) {
      if ((a.lib == "limb") != (b.lib == "limb")) return a.lib == "limb";
      return a.lib < b.lib;
    });
  }
  return rows;
}

double Ratio(const Row& row, std::string* peer) {
  const Cell* limb = nullptr;
  const Cell* best = nullptr;
  for (const Cell& c : row.cells) {
    if (c.runs == 0) continue;
    if (c.lib == "limb") {
      limb = &c;
    } else if (best == nullptr || c.median_ns < best->median_ns) {
      best = &c;
    }
  }
  if (peer != nullptr) *peer = best != nullptr ? best->lib : "";
  if (limb == nullptr || best == nullptr || best->median_ns <= 0) return 0;
  return limb->median_ns / best->median_ns;
}

std::vector<std::string> Libraries(const std::vector<Row>& rows) {
  std::set<std::string> peers;
  bool limb = false;
  for (const Row& row : rows) {
    for (const Cell& c : row.cells) {
      if (c.lib == "limb") {
        limb = true;
      } else {
        peers.insert(c.lib);
      }
    }
  }
  std::vector<std::string> libs;
  if (limb) libs.push_back("limb");
  libs.insert(libs.end(), peers.begin(), peers.end());
  return libs;
}

std::string FormatDuration(double ns) {
  if (!(ns > 0)) return "-";
  if (ns < 999.5) return ThreeDigits(ns) + " ns";
  if (ns < 999.5e3) return ThreeDigits(ns / 1e3) + " us";
  if (ns < 999.5e6) return ThreeDigits(ns / 1e6) + " ms";
  return ThreeDigits(ns / 1e9) + " s";
}

std::string FormatThroughput(const Cell& cell) {
  if (cell.runs == 0 || !(cell.median_ns > 0)) return "-";
  double per_second = 1e9 / cell.median_ns;
  const char* unit = "op/s";
  if (cell.bytes_per_op > 0) {
    per_second *= cell.bytes_per_op;
    unit = "B/s";
  }
  const char* prefix = "";
  if (per_second >= 999.5e9) {
    per_second /= 1e12;
    prefix = "T";
  } else if (per_second >= 999.5e6) {
    per_second /= 1e9;
    prefix = "G";
  } else if (per_second >= 999.5e3) {
    per_second /= 1e6;
    prefix = "M";
  } else if (per_second >= 999.5) {
    per_second /= 1e3;
    prefix = "k";
  }
  return ThreeDigits(per_second) + " " + prefix + unit;
}

std::string FormatTable(const std::vector<Row>& rows, const TableInfo& info, bool markdown) {
  std::vector<std::string> libs = Libraries(rows);
  std::vector<std::string> header = {"operation"};
  for (const std::string& lib : libs) header.push_back(lib);
  header.push_back("limb/best");
  header.push_back("best peer");
  header.push_back("limb throughput");

  std::vector<std::vector<std::string>> table;
  for (const Row& row : rows) {
    std::vector<std::string> line = {row.op};
    for (const std::string& lib : libs) {
      auto c = std::find_if(row.cells.begin(), row.cells.end(),
                            [&](const Cell& x) { return x.lib == lib; });
      if (c == row.cells.end()) {
        line.push_back("");
      } else if (c->runs == 0) {
        line.push_back("error: " + c->error);
      } else {
        std::string cell = FormatDuration(c->median_ns);
        if (c->runs > 1) cell += Printf(" ±%.0f%%", c->spread * 100);
        line.push_back(cell);
      }
    }
    std::string peer;
    double ratio = Ratio(row, &peer);
    line.push_back(ratio > 0 ? Printf("%.2f", ratio) : "-");
    line.push_back(ratio > 0 ? peer : "");
    auto limb = std::find_if(row.cells.begin(), row.cells.end(),
                             [](const Cell& x) { return x.lib == "limb"; });
    line.push_back(limb != row.cells.end() ? FormatThroughput(*limb) : "-");
    table.push_back(line);
  }

  std::ostringstream out;
  std::string prefix = markdown ? "" : "# ";
  const char* what = info.elapsed ? "wall-clock" : "CPU";
  out << prefix << "limb speed: median " << what << " time per operation over "
      << info.repetitions << " interleaved repetitions of " << Printf("%g", info.time)
      << " s or more each"
      << (markdown ? "; " : "\n" + prefix)
      << "±: the largest deviation of one repetition from the median"
      << (markdown ? ".  \n" : "\n");
  out << prefix << "limb/best = limb's time / the fastest peer's time: below 1.00 limb is "
      << "faster, above 1.00 the peer is" << (markdown ? ".  \n" : "\n");
  for (const std::string& note : info.notes) out << prefix << note << (markdown ? "  \n" : "\n");
  out << "\n";

  // Display widths: "±" is two bytes in UTF-8, one column.
  auto width = [](const std::string& s) {
    size_t w = 0;
    for (unsigned char c : s) w += (c & 0xC0) != 0x80;
    return w;
  };
  if (markdown) {
    auto emit = [&](const std::vector<std::string>& cols) {
      out << "|";
      for (const std::string& c : cols) out << " " << c << " |";
      out << "\n";
    };
    emit(header);
    out << "|";
    for (size_t i = 0; i < header.size(); i++) out << (i == 0 ? " --- |" : " ---: |");
    out << "\n";
    for (const auto& line : table) emit(line);
    return out.str();
  }
  std::vector<size_t> widths(header.size(), 0);
  for (size_t i = 0; i < header.size(); i++) widths[i] = width(header[i]);
  for (const auto& line : table) {
    for (size_t i = 0; i < line.size(); i++) widths[i] = std::max(widths[i], width(line[i]));
  }
  auto emit = [&](const std::vector<std::string>& cols) {
    std::string s;
    for (size_t i = 0; i < cols.size(); i++) {
      std::string pad(widths[i] - width(cols[i]), ' ');
      // The op and the peer name align left, numbers right.
      bool left = i == 0 || i == cols.size() - 2;
      s += left ? cols[i] + pad : pad + cols[i];
      if (i + 1 < cols.size()) s += "  ";
    }
    while (!s.empty() && s.back() == ' ') s.pop_back();
    out << s << "\n";
  };
  emit(header);
  for (const auto& line : table) emit(line);
  return out.str();
}

std::string JsonString(const std::string& s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      case '\r': out += "\\r"; break;
      default:
        if (c < 0x20) {
          out += Printf("\\u%04x", c);
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  return out + "\"";
}

std::string FormatJson(const std::vector<std::pair<std::string, std::string>>& context,
                       const std::vector<Sample>& samples) {
  std::ostringstream out;
  out << "{\n  \"context\": {";
  for (size_t i = 0; i < context.size(); i++) {
    out << (i ? ",\n" : "\n") << "    " << JsonString(context[i].first) << ": "
        << context[i].second;
  }
  out << "\n  },\n  \"benchmarks\": [";
  // Every benchmark's repetitions together, then its median, in order of
  // first appearance (as Google Benchmark writes them).
  std::vector<std::string> order;
  std::map<std::string, std::vector<const Sample*>> by_name;
  for (const Sample& s : samples) {
    if (by_name.find(s.name) == by_name.end()) order.push_back(s.name);
    by_name[s.name].push_back(&s);
  }
  bool first = true;
  auto open = [&]() {
    out << (first ? "\n" : ",\n") << "    {\n";
    first = false;
  };
  for (const std::string& name : order) {
    std::vector<const Sample*> runs = by_name[name];
    std::stable_sort(runs.begin(), runs.end(), [](const Sample* a, const Sample* b) {
      return a->repetition_index < b->repetition_index;
    });
    std::vector<double> real, cpu, bps;
    for (const Sample* s : runs) {
      open();
      out << "      \"name\": " << JsonString(s->name) << ",\n"
          << "      \"family_index\": " << s->family_index << ",\n"
          << "      \"per_family_instance_index\": " << s->per_family_instance_index << ",\n"
          << "      \"run_name\": " << JsonString(s->name) << ",\n"
          << "      \"run_type\": \"iteration\",\n"
          << "      \"repetitions\": " << s->repetitions << ",\n"
          << "      \"repetition_index\": " << s->repetition_index << ",\n"
          << "      \"threads\": 1,\n";
      if (!s->error.empty()) {
        out << "      \"error_occurred\": true,\n"
            << "      \"error_message\": " << JsonString(s->error) << "\n    }";
        continue;
      }
      out << "      \"iterations\": " << s->iterations << ",\n"
          << "      \"real_time\": " << JsonNumber(s->real_ns) << ",\n"
          << "      \"cpu_time\": " << JsonNumber(s->cpu_ns) << ",\n"
          << "      \"time_unit\": \"ns\"";
      if (s->bytes_per_second > 0) {
        out << ",\n      \"bytes_per_second\": " << JsonNumber(s->bytes_per_second);
      }
      for (const auto& [key, value] : s->counters) {
        out << ",\n      " << JsonString(key) << ": " << JsonNumber(value);
      }
      if (!s->label.empty()) out << ",\n      \"label\": " << JsonString(s->label);
      out << "\n    }";
      real.push_back(s->real_ns);
      cpu.push_back(s->cpu_ns);
      if (s->bytes_per_second > 0) bps.push_back(s->bytes_per_second);
    }
    if (real.empty()) continue;
    const Sample* s = runs.front();
    open();
    out << "      \"name\": " << JsonString(name + "_median") << ",\n"
        << "      \"family_index\": " << s->family_index << ",\n"
        << "      \"per_family_instance_index\": " << s->per_family_instance_index << ",\n"
        << "      \"run_name\": " << JsonString(name) << ",\n"
        << "      \"run_type\": \"aggregate\",\n"
        << "      \"repetitions\": " << s->repetitions << ",\n"
        << "      \"threads\": 1,\n"
        << "      \"aggregate_name\": \"median\",\n"
        << "      \"aggregate_unit\": \"time\",\n"
        << "      \"iterations\": " << real.size() << ",\n"
        << "      \"real_time\": " << JsonNumber(Median(real)) << ",\n"
        << "      \"cpu_time\": " << JsonNumber(Median(cpu)) << ",\n"
        << "      \"time_unit\": \"ns\"";
    if (!bps.empty()) out << ",\n      \"bytes_per_second\": " << JsonNumber(Median(bps));
    out << "\n    }";
  }
  out << "\n  ]\n}\n";
  return out.str();
}

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

Plot MakePlot(const std::vector<Row>& rows, const std::string& data_dir, const std::string& svg) {
  static const char* const kFamilies[][2] = {
      {"ChaCha20", "ChaCha20"},
      {"ChaCha20Poly1305Seal", "ChaCha20-Poly1305 seal"},
      {"ChaCha20Poly1305Open", "ChaCha20-Poly1305 open"},
      {"Poly1305", "Poly1305"},
      {"SHA256", "SHA-256"},
      {"HMACSHA256", "HMAC-SHA256"},
  };
  Plot plot;
  std::ostringstream panels;
  auto quote = [](const std::string& s) {
    std::string out = "'";
    for (char c : s) {
      if (c == '\'') {
        out += "''";
      } else {
        out += c;
      }
    }
    return out + "'";
  };
  int file_no = 0;
  for (const auto& family : kFamilies) {
    std::string prefix = std::string(family[0]) + "/";
    // lib -> (size, MB/s)
    std::map<std::string, std::vector<std::pair<long, double>>> series;
    for (const Row& row : rows) {
      if (row.op.rfind(prefix, 0) != 0) continue;
      std::string size = row.op.substr(prefix.size());
      if (size.empty() || size.find_first_not_of("0123456789") != std::string::npos) continue;
      for (const Cell& c : row.cells) {
        if (c.runs == 0 || c.bytes_per_op <= 0 || c.median_ns <= 0) continue;
        series[c.lib].push_back({std::atol(size.c_str()), c.bytes_per_op / c.median_ns * 1e3});
      }
    }
    if (series.empty()) continue;
    plot.panels++;
    panels << "set title " << quote(family[1]) << "\n"
           << "set logscale x 2\nunset logscale y\nset xlabel 'message bytes'\n"
           << "set ylabel 'MB/s (10^6 bytes/s)'\nset yrange [0:*]\nset key top left\n"
           << "set style data linespoints\nplot ";
    bool first = true;
    std::vector<std::string> libs;
    for (const auto& [lib, points] : series) libs.push_back(lib);
    std::stable_partition(libs.begin(), libs.end(), [](const std::string& l) { return l == "limb"; });
    for (const std::string& lib : libs) {
      std::vector<std::pair<long, double>> points = series[lib];
      std::sort(points.begin(), points.end());
      std::string file = Printf("series%d.dat", file_no++);
      std::string data;
      for (const auto& [x, y] : points) data += Printf("%ld %.6g\n", x, y);
      plot.files[file] = data;
      panels << (first ? "" : ", ") << quote(data_dir + "/" + file) << " using 1:2 title "
             << quote(lib) << (lib == "limb" ? " linewidth 3" : " linewidth 1.5");
      first = false;
    }
    panels << "\n";
  }
  // RSA operations: median time per operation, one bar per library.
  std::vector<const Row*> rsa;
  for (const Row& row : rows) {
    if (row.op.find("RSA") != std::string::npos) rsa.push_back(&row);
  }
  if (!rsa.empty()) {
    std::vector<std::string> libs;
    {
      std::vector<Row> copy;
      for (const Row* r : rsa) copy.push_back(*r);
      libs = Libraries(copy);
    }
    std::string data = "op";
    for (const std::string& lib : libs) data += " " + lib;
    data += "\n";
    for (const Row* row : rsa) {
      data += "\"" + row->op + "\"";
      for (const std::string& lib : libs) {
        auto c = std::find_if(row->cells.begin(), row->cells.end(),
                              [&](const Cell& x) { return x.lib == lib; });
        data += (c != row->cells.end() && c->runs > 0) ? Printf(" %.6g", c->median_ns / 1e3)
                                                       : std::string(" NaN");
      }
      data += "\n";
    }
    plot.files["rsa.dat"] = data;
    plot.panels++;
    panels << "set title 'RSA operations (lower is better)'\nunset logscale x\n"
           << "set logscale y 10\nset xlabel ''\nset ylabel 'microseconds per operation'\n"
           << "set yrange [*:*]\nset key top left\nset style data histograms\n"
           << "set style histogram clustered gap 1\nset style fill solid 0.8 border -1\n"
           << "set boxwidth 0.9\nset xtics rotate by -30\nplot ";
    for (size_t i = 0; i < libs.size(); i++) {
      panels << (i ? ", " : "") << quote(data_dir + "/rsa.dat") << " using " << i + 2
             << (i == 0 ? ":xtic(1)" : "") << " title " << quote(libs[i]);
    }
    panels << "\n";
  }
  int columns = plot.panels > 1 ? 2 : 1;
  int lines = (plot.panels + columns - 1) / columns;
  std::ostringstream script;
  script << "# limb speed --plot\n"
         << "set terminal svg size " << 640 * columns << "," << 420 * std::max(lines, 1)
         << " dynamic enhanced font 'sans,11'\n"
         << "set output " << quote(svg) << "\n"
         << "set datafile missing 'NaN'\nset grid\nset encoding utf8\n"
         << "set multiplot layout " << std::max(lines, 1) << "," << columns
         << " title 'limb speed: throughput and RSA times'\n"
         << panels.str() << "unset multiplot\nset output\n";
  plot.script = script.str();
  return plot;
}

std::string FindInPath(const std::string& program) {
  const char* path = std::getenv("PATH");
  if (path == nullptr) return "";
  std::string dirs = path;
  size_t start = 0;
  while (start <= dirs.size()) {
    size_t end = dirs.find(':', start);
    if (end == std::string::npos) end = dirs.size();
    std::string dir = dirs.substr(start, end - start);
    if (dir.empty()) dir = ".";
    std::string candidate = dir + "/" + program;
    struct stat st;
    if (stat(candidate.c_str(), &st) == 0 && S_ISREG(st.st_mode) &&
        access(candidate.c_str(), X_OK) == 0) {
      return candidate;
    }
    start = end + 1;
  }
  return "";
}

namespace {

// OpenSSL's capability word 0: CPUID.(EAX=1) EDX in bits 0-31, ECX in 32-63.
constexpr uint64_t Ecx1(int bit) { return uint64_t{1} << (32 + bit); }
// Word 1: CPUID.(EAX=7,ECX=0) EBX in bits 0-31, ECX in 32-63.
constexpr uint64_t Ebx7(int bit) { return uint64_t{1} << bit; }
constexpr uint64_t Ecx7(int bit) { return uint64_t{1} << (32 + bit); }

// Above SSE2/SSE3 and below SSSE3's level: everything limb's x86_64 level
// does not use.
constexpr uint64_t kSsse3Word0 = Ecx1(9);  // SSSE3
constexpr uint64_t kAvx2Word0 = Ecx1(1) /*PCLMULQDQ*/ | Ecx1(12) /*FMA*/ |
                                Ecx1(19) /*SSE4.1*/ | Ecx1(20) /*SSE4.2*/ |
                                Ecx1(22) /*MOVBE*/ | Ecx1(25) /*AES*/ | Ecx1(28) /*AVX*/ |
                                Ecx1(29) /*F16C*/;
constexpr uint64_t kAvx2Word1 = Ebx7(3) /*BMI1*/ | Ebx7(5) /*AVX2*/ | Ebx7(8) /*BMI2*/ |
                                Ebx7(19) /*ADX*/;
constexpr uint64_t kShaWord1 = Ebx7(29);  // SHA-NI
constexpr uint64_t kAvx512Word1 =
    Ebx7(16) /*AVX512F*/ | Ebx7(17) /*DQ*/ | Ebx7(21) /*IFMA*/ | Ebx7(26) /*PF*/ |
    Ebx7(27) /*ER*/ | Ebx7(28) /*CD*/ | Ebx7(30) /*BW*/ | Ebx7(31) /*VL*/ |
    Ecx7(1) /*VBMI*/ | Ecx7(6) /*VBMI2*/ | Ecx7(8) /*GFNI*/ | Ecx7(9) /*VAES*/ |
    Ecx7(10) /*VPCLMULQDQ*/ | Ecx7(11) /*VNNI*/ | Ecx7(12) /*BITALG*/ |
    Ecx7(14) /*VPOPCNTDQ*/;

}  // namespace

PeerCap PeerCapFor(const std::string& level) {
  // rank: 0 x86_64 (and generic), 1 ssse3, 2 avx2, 3 shani; others uncapped.
  int rank = -1;
  if (level == "generic" || level == "x86_64") rank = 0;
  if (level == "ssse3") rank = 1;
  if (level == "avx2") rank = 2;
  if (level == "shani") rank = 3;
  PeerCap cap;
  if (rank < 0) return cap;
  cap.capped = true;
  cap.openssl_clear1 = kAvx512Word1;
  // libgcrypt 1.10 knows no AVX-512 feature name; later versions do
  // ("intel-avx512", "intel-gfni"): Run notes which names were refused.
  cap.gcrypt_disable = {"intel-avx512", "intel-gfni", "intel-vaes-vpclmul"};
  if (rank < 3) {
    cap.openssl_clear1 |= kShaWord1;
    cap.gcrypt_disable.push_back("intel-shaext");
  }
  if (rank < 2) {
    cap.openssl_clear0 |= kAvx2Word0;
    cap.openssl_clear1 |= kAvx2Word1;
    for (const char* n : {"intel-avx", "intel-avx2", "intel-bmi2", "intel-fast-vpgather",
                          "intel-sse4.1", "intel-pclmul", "intel-aesni"}) {
      cap.gcrypt_disable.push_back(n);
    }
  }
  if (rank < 1) {
    cap.openssl_clear0 |= kSsse3Word0;
    cap.gcrypt_disable.push_back("intel-ssse3");
  }
  // Nettle's list is what it may use: AES-NI and PCLMUL from avx2 up (its
  // pclmul code also needs SSSE3), SHA-NI at shani.
  if (rank >= 2) cap.nettle_keep = {"aesni", "pclmul"};
  if (rank >= 3) cap.nettle_keep.push_back("sha_ni");
  return cap;
}

std::string OpensslIa32cap(const PeerCap& cap) {
  if (!cap.capped) return "";
  return Printf("~0x%llx:~0x%llx", static_cast<unsigned long long>(cap.openssl_clear0),
                static_cast<unsigned long long>(cap.openssl_clear1));
}

std::vector<std::string> NettleCpuFeatures() {
  std::vector<std::string> features;
#if defined(__x86_64__)
  // The CPUID bits Nettle 3.8's fat-x86_64.c tests.
  unsigned a, b, c, d;
  if (__get_cpuid(0, &a, &b, &c, &d) == 0) return features;
  char id[12];
  std::memcpy(id, &b, 4);
  std::memcpy(id + 4, &d, 4);
  std::memcpy(id + 8, &c, 4);
  const std::string vendor(id, sizeof id);
  features.push_back(vendor == "GenuineIntel"   ? "vendor:intel"
                     : vendor == "AuthenticAMD" ? "vendor:amd"
                                                : "vendor:other");
  if (__get_cpuid(1, &a, &b, &c, &d) != 0) {
    if ((c >> 25) & 1) features.push_back("aesni");
    if ((c >> 1) & 1) features.push_back("pclmul");
  }
  if (__get_cpuid_count(7, 0, &a, &b, &c, &d) != 0 && ((b >> 29) & 1)) {
    features.push_back("sha_ni");
  }
#endif
  return features;
}

std::string NettleFatOverride(const PeerCap& cap, const std::vector<std::string>& cpu) {
  if (!cap.capped) return "";
  std::string value;
  for (const std::string& f : cpu) {
    bool keep = f.rfind("vendor:", 0) == 0 ||
                std::find(cap.nettle_keep.begin(), cap.nettle_keep.end(), f) !=
                    cap.nettle_keep.end();
    if (keep) value += (value.empty() ? "" : ",") + f;
  }
  return value;
}

void MaybeReexecForPeerCap(const Options& options, std::string* error) {
  if (options.cpu.empty() || options.help || options.list) return;
  PeerCap cap = PeerCapFor(options.cpu);
  if (!cap.capped) return;
  // The variables still to set; a value already in the environment is kept.
  struct Knob {
    const char* env;
    const char* peer;
    std::string value;
  };
  std::vector<Knob> knobs;
  if (std::getenv("OPENSSL_ia32cap") == nullptr) {
    knobs.push_back({"OPENSSL_ia32cap", "OpenSSL", OpensslIa32cap(cap)});
  }
  std::string nettle = NettleFatOverride(cap, NettleCpuFeatures());
  if (!nettle.empty() && std::getenv("NETTLE_FAT_OVERRIDE") == nullptr) {
    knobs.push_back({"NETTLE_FAT_OVERRIDE", "Nettle", nettle});
  }
  if (knobs.empty()) return;
  std::string envs, uncapped;
  for (const Knob& k : knobs) {
    envs += std::string(envs.empty() ? "" : " and ") + k.env;
    uncapped += std::string(uncapped.empty() ? "" : " and ") + k.peer;
  }
  uncapped += knobs.size() == 1 ? " runs uncapped" : " run uncapped";
  std::ifstream f("/proc/self/cmdline", std::ios::binary);
  std::string all((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  std::vector<std::string> args;
  for (size_t start = 0; start < all.size();) {
    size_t end = all.find('\0', start);
    if (end == std::string::npos) end = all.size();
    args.push_back(all.substr(start, end - start));
    start = end + 1;
  }
  if (args.empty()) {
    *error = "cannot read /proc/self/cmdline; " + uncapped;
    return;
  }
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  for (const Knob& k : knobs) setenv(k.env, k.value.c_str(), 1);
  execv("/proc/self/exe", argv.data());
  *error = "re-exec with " + envs + " failed: " + std::strerror(errno) + "; " + uncapped;
  for (const Knob& k : knobs) unsetenv(k.env);
}

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
  if (!options.cpu.empty()) {
    // The peers on the same instruction set (see PeerCap in speed.h).
    PeerCap cap = PeerCapFor(options.cpu);
    std::string note = "peers capped to --cpu " + options.cpu + ":";
    if (!cap.capped) {
      note += " none (this level caps nothing)";
    } else {
      const char* env = std::getenv("OPENSSL_ia32cap");
      std::string want = OpensslIa32cap(cap);
      if (env == nullptr) {
        note += " openssl UNCAPPED (OPENSSL_ia32cap not set: no re-exec);";
      } else if (want == env) {
        note += " openssl OPENSSL_ia32cap=" + want + ";";
      } else {
        note += std::string(" openssl OPENSSL_ia32cap=") + env + " (from the environment; " +
                options.cpu + " would be " + want + ");";
      }
      std::string refused;
      note += " gcrypt without";
      for (const std::string& name : cap.gcrypt_disable) {
        // Before any suite calls gcry_check_version (libgcrypt's rule).
        if (gcry_control(GCRYCTL_DISABLE_HWF, name.c_str(), nullptr) == 0) {
          note += " " + name;
        } else {
          refused += " " + name;
        }
      }
      if (!refused.empty()) note += " (unknown to this libgcrypt:" + refused + ")";
      note += ";";
      const char* nettle_env = std::getenv("NETTLE_FAT_OVERRIDE");
      std::string nettle_want = NettleFatOverride(cap, NettleCpuFeatures());
      if (nettle_want.empty()) {
        note += " nettle uncapped (not x86-64);";
      } else if (nettle_env == nullptr) {
        note += " nettle UNCAPPED (NETTLE_FAT_OVERRIDE not set: no re-exec);";
      } else if (nettle_want == nettle_env) {
        note += " nettle NETTLE_FAT_OVERRIDE=" + nettle_want + ";";
      } else {
        note += std::string(" nettle NETTLE_FAT_OVERRIDE=") + nettle_env +
                " (from the environment; " + options.cpu + " would be " + nettle_want + ");";
      }
    }
    note += " sodium uncapped (no knob); gmp generic build";
    notes.push_back(note);
  }
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

  SetBenchmarkFlags({Printf("--benchmark_min_time=%g", options.time), "--benchmark_repetitions=1",
                     "--benchmark_enable_random_interleaving=false"});
  size_t total = 0;
  for (const PlannedRow& row : plan) total += row.libs.size() * options.repetitions;
  const bool tty = isatty(STDERR_FILENO) == 1 && &err == &std::cerr;
  Collector collector;
  std::vector<Sample> samples;
  size_t done = 0;
  std::string date = CurrentDate();
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
          if (!s.error.empty()) failed = true;
          samples.push_back(std::move(s));
        }
      }
    }
  }
  if (tty) err << "\r\x1b[K";

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
    for (const auto& kv : collector.context()) context.push_back(kv);
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
  if (!options.plot_file.empty()) {
    std::string svg = ResolveOutputPath(options.plot_file);
    char dir_template[] = "/tmp/limb-speed-plot.XXXXXX";
    const char* tmp = std::getenv("TMPDIR");
    std::string templ = (tmp != nullptr && *tmp != '\0' ? std::string(tmp) : "/tmp") +
                        "/limb-speed-plot.XXXXXX";
    std::vector<char> buf(templ.begin(), templ.end());
    buf.push_back('\0');
    char* dir = mkdtemp(buf.data());
    if (dir == nullptr) dir = mkdtemp(dir_template);
    if (dir == nullptr) {
      err << "limb speed: --plot: cannot create a temporary directory\n";
      return 1;
    }
    Plot plot = MakePlot(rows, dir, svg);
    bool plot_ok = plot.panels > 0;
    if (!plot_ok) err << "limb speed: --plot: no throughput or RSA rows to draw\n";
    std::string script_path = std::string(dir) + "/plot.gp";
    for (const auto& [name, contents] : plot.files) {
      plot_ok = plot_ok && WriteFile(std::string(dir) + "/" + name, contents, &error);
    }
    plot_ok = plot_ok && WriteFile(script_path, plot.script, &error);
    if (plot_ok && RunGnuplot(gnuplot, script_path, &error) != 0) plot_ok = false;
    if (!plot_ok) {
      if (!error.empty()) err << "limb speed: --plot: " << error << "\n";
      err << "limb speed: --plot: the script and data are kept in " << dir << "\n";
      failed = true;
    } else {
      for (const auto& [name, contents] : plot.files) {
        std::remove((std::string(dir) + "/" + name).c_str());
      }
      std::remove(script_path.c_str());
      rmdir(dir);
      err << "limb speed: wrote " << svg << "\n";
    }
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
