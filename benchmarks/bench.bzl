"""limb_benchmark: one Google Benchmark suite, two targets.

limb_benchmark(name = "x_bench", srcs = [...], deps = [...], ...) makes
  - cc_binary  x_bench      : the standalone suite, exactly as a plain cc_binary
                              with the same attributes would be;
  - cc_library x_bench_lib  : the same sources for the speed tool
                              (//benchmarks/speed:speed), alwayslink so every
                              BENCHMARK() registration survives the link.

The suites bring their own main() (custom or BENCHMARK_MAIN()), and several
register benchmarks inside it. In x_bench_lib, main is renamed by the
preprocessor (-Dmain=limb_speed_suite_main_x_bench) and
//benchmarks:suite_register.cc, compiled with the same flag, records
that function with the speed tool, which calls it once so the suite
initialises its peers, registers its benchmarks and reports its kernel names
(AddCustomContext). The suite's benchmark::RunSpecifiedBenchmarks() is
renamed as well (to LimbSpeedSuiteRunSpecifiedBenchmarks, defined in
benchmarks/suite.cc), so that call records the context and runs nothing; the
speed tool then runs every benchmark itself, interleaved. (Google Benchmark
1.7.1 also cannot run RunSpecifiedBenchmarks() without a reporter twice in one
process: it frees its default reporter after the first call.)
"""

def limb_benchmark(name, srcs, deps = [], copts = [], data = [], linkstatic = None, **kwargs):
    native.cc_binary(
        name = name,
        srcs = srcs,
        copts = copts,
        data = data,
        linkstatic = linkstatic,
        deps = deps,
        **kwargs
    )
    native.cc_library(
        name = name + "_lib",
        srcs = srcs + ["//benchmarks:suite_register.cc"],
        copts = copts + [
            "-Dmain=limb_speed_suite_main_" + name,
            "-DRunSpecifiedBenchmarks=LimbSpeedSuiteRunSpecifiedBenchmarks",
        ],
        data = data,
        linkstatic = True,
        alwayslink = True,
        deps = deps + ["//benchmarks:suite"],
        **kwargs
    )
