// limb speed: the benchmark suite (//benchmarks/speed), every suite linked
// into this binary, limb beside its peers. See benchmarks/speed/speed.h.
#include "limb/benchmarks/speed/speed.h"
#include "limb/tools/commands.h"

namespace limb::cli {

// The dispatcher hands us the arguments after "speed"; SpeedMain wants an
// argv[0] first, which is the "speed" word itself (argv[-1]).
int SpeedCommandMain(int argc, char** argv) { return limb::speed::SpeedMain(argc + 1, argv - 1); }

}  // namespace limb::cli
