// See results_internal.h.
#include "limb/benchmarks/speed/results_internal.h"

#include <algorithm>
#include <cstring>
#include <map>
#include <set>

namespace limb::speed {
namespace {

// Segments Google Benchmark appends to a name after the arguments.
bool IsAttributeSegment(const std::string& seg) {
  return seg.find(':') != std::string::npos || seg == "real_time" || seg == "manual_time" ||
         seg == "process_time";
}

}  // namespace

double Median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  size_t n = v.size();
  return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
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

}  // namespace limb::speed
