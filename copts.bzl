"""Compiler options shared by every limb target."""

# limb's own code is optimised even in Bazel's default fastbuild mode (-O0):
# a workspace that depends on limb does not read limb's .bazelrc, and the
# library is meant to be fast wherever it is built. -c dbg keeps -O0.
LIMB_COPTS = [
    "-std=c++20",
    "-fno-exceptions",
    "-fno-rtti",
    "-Wall",
    "-Wextra",
    "-Werror",
] + select({
    "//tools/bazel:fastbuild": ["-O2"],
    "//conditions:default": [],
})

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
