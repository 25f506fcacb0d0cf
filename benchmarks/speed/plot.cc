// See plot_internal.h.
#include "limb/benchmarks/speed/plot_internal.h"

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ostream>
#include <sstream>

#include "limb/benchmarks/speed/files_internal.h"
#include "limb/benchmarks/speed/text_internal.h"

namespace limb::speed {
namespace {

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

Plot MakePlot(const std::vector<Row>& rows, const std::string& data_dir, const std::string& svg) {
  static const char* const kFamilies[][2] = {
      {"ChaCha20", "ChaCha20"},
      {"ChaCha20Poly1305Seal", "ChaCha20-Poly1305 seal"},
      {"ChaCha20Poly1305Open", "ChaCha20-Poly1305 open"},
      {"Poly1305", "Poly1305"},
      {"SHA256", "SHA-256"},
      {"HMACSHA256", "HMAC-SHA256"},
      {"SHA512", "SHA-512"},
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

bool DrawPlot(const std::vector<Row>& rows, const std::string& gnuplot, const std::string& svg,
              std::ostream& err) {
  std::string error;
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
    return false;
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
    return false;
  }
  for (const auto& [name, contents] : plot.files) {
    std::remove((std::string(dir) + "/" + name).c_str());
  }
  std::remove(script_path.c_str());
  rmdir(dir);
  err << "limb speed: wrote " << svg << "\n";
  return true;
}

}  // namespace limb::speed
