#!/usr/bin/env bash
# Runs every limb test: the default build (asm dispatch on this CPU), the
# x86-64 CPU-model matrix under qemu on that build, the aarch64 and ppc64le
# cross builds under qemu-user (tools/cross_test.sh), a downstream workspace
# that depends on limb (tools/consumer_test.sh), the package-cycle check
# (tools/package_cycles.sh), the same suite forced
# onto the portable twins (LIMB_CPU=generic), a build with no assembly at
# all, the ASan+UBSan build, ThreadSanitizer on the threaded tests and a
# smoke run of every libFuzzer harness. The constant-time harness (tests
# tagged "ct", run under valgrind) is part of the first three. Ends with the plain line
# "N passed, N failed", counting test targets over all runs.
#
# LIMB_TEST_QUICK=1 skips the sanitizer builds, the TSan stage and the fuzz
# smoke runs (for a fast local loop).
set -uo pipefail
cd "$(dirname "$0")/.."
tools/setup_debian.sh

log=$(mktemp)
trap 'rm -f "$log"' EXIT
passed=0
failed=0

run() {  # run NAME BAZEL-ARGS... [-- TARGETS...]  (default target: //...)
  local name=$1
  shift
  local args=() targets=()
  while [ $# -gt 0 ] && [ "$1" != -- ]; do args+=("$1"); shift; done
  if [ $# -gt 0 ]; then shift; targets=("$@"); else targets=(//...); fi
  echo "=== $name: bazel test ${args[*]} -- ${targets[*]}"
  local t0=$SECONDS
  bazel test --jobs=2 "${args[@]}" -- "${targets[@]}" >"$log" 2>&1
  local rc=$?
  echo "--- $name: $((SECONDS - t0)) s"
  grep -E '^//.* (PASSED|FAILED|TIMEOUT|FLAKY|NO STATUS|FAILED TO BUILD)' "$log" |
    sed "s/^/[$name] /"
  local p f
  p=$(grep -cE '^//.* PASSED' "$log")
  f=$(grep -cE '^//.* (FAILED|TIMEOUT|FLAKY|NO STATUS|FAILED TO BUILD)' "$log")
  if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then
    # A build error before any test ran: show it and count the run as failed.
    grep -E 'ERROR|error:' "$log" | head -n 40
    f=1
  fi
  passed=$((passed + p))
  failed=$((failed + f))
}

# A script that ends with its own "N passed, N failed" line, its lines
# starting with "[" shown and its counts added.
suite() {  # suite NAME COMMAND...
  local name=$1
  shift
  echo "=== $name: $*"
  local t0=$SECONDS
  "$@" >"$log" 2>&1
  local rc=$?
  echo "--- $name: $((SECONDS - t0)) s"
  grep -E '^\[' "$log"
  local last p f
  last=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$log" | tail -n 1)
  if [ -z "$last" ]; then
    tail -n 40 "$log"
    p=0
    f=1
  else
    p=${last%% passed*}
    f=${last#*passed, }
    f=${f%% failed*}
    if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
  fi
  passed=$((passed + p))
  failed=$((failed + f))
}

# Structure checks outside Bazel's sandbox: a separate workspace that
# depends on limb, and no cycle between packages.
check() {  # check NAME COMMAND...
  local name=$1
  shift
  echo "=== $name: $*"
  local t0=$SECONDS
  if "$@" >"$log" 2>&1; then
    echo "--- $name: $((SECONDS - t0)) s"
    cat "$log"
    passed=$((passed + 1))
  else
    tail -n 40 "$log"
    failed=$((failed + 1))
  fi
}

run default
if [ "$(uname -m)" = x86_64 ]; then
  # The x86-64 CPU-model matrix on the default build's outputs: under
  # qemu-x86_64 -cpu max, Haswell, Nehalem and qemu64, the table check, a
  # smoke run of every benchmark row, the CLI's tests, every emulatable test
  # under max and the detection/dispatch/kernel tests under the others. The
  # full matrix (every test under every model) is `tools/cpu_matrix.sh`.
  suite cpu-matrix tools/cpu_matrix.sh --ci --no-build
  # aarch64, cross-built and run under qemu-aarch64: every test under -cpu
  # max, the kernel tests under cortex-a53 and neoverse-n1, and under the
  # LIMB_CPU caps generic, aarch64 and neon the tests of each table a cap
  # makes active for the first time. The full run is
  # `tools/cross_test.sh aarch64`.
  suite aarch64 tools/cross_test.sh aarch64 --ci
  # ppc64le the same way under qemu-ppc64le: every test under -cpu power10,
  # the kernel tests under power8 and power9, and the caps generic,
  # ppc64le, power8 and power9 the same way.
  suite ppc64le tools/cross_test.sh ppc64le --ci
fi
check consumer tools/consumer_test.sh
check package-cycles tools/package_cycles.sh
run generic --config=generic
# No assembly at all: the tests and what they run (the benchmark binaries
# were built with the default configuration above).
run noasm --config=noasm --build_tests_only
if [ "${LIMB_TEST_QUICK:-0}" != 1 ]; then
  # AddressSanitizer and UndefinedBehaviorSanitizer in one build (each
  # config also works alone); the test targets only, since the benchmark
  # binaries and the CLI were built and smoke-run above.
  run sanitizers --config=asan --config=ubsan --build_tests_only
  # ThreadSanitizer on the tests that start threads: one RSA key and one
  # AEAD key shared by 8 threads, and the first use of every kernel
  # registry from 8 threads at once. Every other test is single-threaded,
  # where TSan has nothing to report.
  run tsan --config=tsan -- //rsa:rsa_threads_test //symmetric/chacha20poly1305:aead_threads_test
  # The libFuzzer harnesses (//fuzz, clang, ASan + UBSan), each for 30 s
  # from its seed corpus; `tools/fuzz.sh --run NAME SECONDS` runs one as
  # long as asked.
  suite fuzz tools/fuzz.sh --smoke 30
fi

echo "--- total: $SECONDS s"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
