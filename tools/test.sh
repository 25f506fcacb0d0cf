#!/usr/bin/env bash
# Runs every limb test: the default build (asm dispatch on this CPU), the same
# suite forced onto the portable twins (LIMB_CPU=generic), a build with no
# assembly at all, and the sanitizer builds. The constant-time harness (tests
# tagged "ct", run under valgrind) is part of the first three. Ends with the plain line
# "N passed, N failed", counting test targets over all runs.
#
# LIMB_TEST_QUICK=1 skips the sanitizer builds (for a fast local loop).
set -uo pipefail
cd "$(dirname "$0")/.."
tools/setup_debian.sh

log=$(mktemp)
trap 'rm -f "$log"' EXIT
passed=0
failed=0

run() {  # run NAME BAZEL-ARGS...
  local name=$1
  shift
  echo "=== $name: bazel test $*"
  bazel test --jobs=2 "$@" -- //... >"$log" 2>&1
  local rc=$?
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

run default
run generic --config=generic
run noasm --config=noasm
if [ "${LIMB_TEST_QUICK:-0}" != 1 ]; then
  run asan --config=asan
  run ubsan --config=ubsan
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
