// The speed tool's plot: throughput against message size for the symmetric
// families and a bar chart of the RSA operations, drawn by gnuplot as SVG.
#ifndef LIMB_BENCHMARKS_SPEED_PLOT_INTERNAL_H_
#define LIMB_BENCHMARKS_SPEED_PLOT_INTERNAL_H_

#include <iosfwd>
#include <map>
#include <string>
#include <vector>

#include "limb/benchmarks/speed/results_internal.h"

namespace limb::speed {

// Plot data: the gnuplot script and its data files (name -> contents), for
// throughput against size of the symmetric families and the RSA bar chart.
struct Plot {
  std::string script;
  std::map<std::string, std::string> files;  // file name (inside the data dir) -> contents
  int panels = 0;
};
Plot MakePlot(const std::vector<Row>& rows, const std::string& data_dir, const std::string& svg);

// DrawPlot writes MakePlot's script and data to a fresh temporary directory,
// runs gnuplot (its full path) on it to write svg and removes the directory.
// Returns false, with a message on err and the directory kept for a look,
// when there is nothing to draw or a step fails.
bool DrawPlot(const std::vector<Row>& rows, const std::string& gnuplot, const std::string& svg,
              std::ostream& err);

}  // namespace limb::speed

#endif  // LIMB_BENCHMARKS_SPEED_PLOT_INTERNAL_H_
