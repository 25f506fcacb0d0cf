// The speed tool's table: aligned text, or Markdown, under "# " header lines.
#ifndef LIMB_BENCHMARKS_SPEED_TABLE_INTERNAL_H_
#define LIMB_BENCHMARKS_SPEED_TABLE_INTERNAL_H_

#include <string>
#include <vector>

#include "limb/benchmarks/speed/results_internal.h"

namespace limb::speed {

// FormatDuration: "127 ns", "7.39 us", "1.91 ms", "2.50 s".
std::string FormatDuration(double ns);
// FormatThroughput: "1.23 GB/s" (decimal units) or "812 op/s", "1.23 Mop/s".
std::string FormatThroughput(const Cell& cell);

// Header lines printed above the table (each starts with "# ").
struct TableInfo {
  bool elapsed = false;
  int repetitions = 0;
  double time = 0;
  std::vector<std::string> notes;   // e.g. "kernels: sha_bench/sha256_kernels=shani"
};

// FormatTable renders the rows as aligned text, or Markdown.
std::string FormatTable(const std::vector<Row>& rows, const TableInfo& info, bool markdown);

}  // namespace limb::speed

#endif  // LIMB_BENCHMARKS_SPEED_TABLE_INTERNAL_H_
