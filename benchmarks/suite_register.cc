// Compiled into every //benchmarks:<suite>_lib by limb_benchmark (bench.bzl),
// with -Dmain=limb_speed_suite_main_<suite>: declares the suite's renamed
// main and registers it with the speed tool. See suite.h.
#include "limb/benchmarks/suite.h"

#if !defined(main)
#error "suite_register.cc is only compiled by limb_benchmark, with -Dmain=..."
#endif

#define LIMB_SPEED_STR2(x) #x
#define LIMB_SPEED_STR(x) LIMB_SPEED_STR2(x)

int main(int argc, char** argv);  // the suite's main, renamed

namespace {
[[maybe_unused]] const bool kRegistered =
    limb::speed::RegisterSuite(LIMB_SPEED_STR(main), &main);
}  // namespace
