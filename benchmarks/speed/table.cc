// See table_internal.h.
#include "limb/benchmarks/speed/table_internal.h"

#include <algorithm>
#include <sstream>

#include "limb/benchmarks/speed/text_internal.h"

namespace limb::speed {
namespace {

// The SI-scaled value with 3 significant digits: 127, 7.39, 12.5.
std::string ThreeDigits(double v) {
  if (v >= 99.95) return Printf("%.0f", v);
  if (v >= 9.995) return Printf("%.1f", v);
  return Printf("%.2f", v);
}

}  // namespace

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

}  // namespace limb::speed
