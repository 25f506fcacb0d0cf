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
LIMB_TEST_COPTS = [
    "-std=c++20",
    "-Wall",
    "-Wextra",
    "-Werror",
    "-Wno-sign-compare",
]
