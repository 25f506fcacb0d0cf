"""Compiler options shared by every limb target."""

LIMB_COPTS = [
    "-std=c++20",
    "-fno-exceptions",
    "-fno-rtti",
    "-Wall",
    "-Wextra",
    "-Werror",
]

# Tests and benchmarks link GoogleTest/Benchmark, which are built with RTTI.
# GCC 12 at -O3 (--config=opt) reports -Wrestrict, -Warray-bounds and
# -Wstringop-overread inside libstdc++'s inlined string and vector copies
# for ordinary std::string concatenations in five test files (false
# positives: the bounds it quotes are near 2^63); they stay warnings there
# rather than stopping `bazel test --config=opt //...`.
LIMB_TEST_COPTS = [
    "-std=c++20",
    "-Wall",
    "-Wextra",
    "-Werror",
    "-Wno-sign-compare",
    "-Wno-error=restrict",
    "-Wno-error=array-bounds",
    "-Wno-error=stringop-overread",
]
