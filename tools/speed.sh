#!/usr/bin/env bash
# The main job: limb's benchmark suites with the peers (GMP, OpenSSL,
# libsodium, libgcrypt) side by side in the same binaries, built with
# --config=opt. Extra arguments go to every benchmark binary, e.g.
#   tools/speed.sh --benchmark_filter=AddMulVVW --benchmark_repetitions=5
set -euo pipefail
cd "$(dirname "$0")/.."
tools/setup_debian.sh

targets=$(bazel query 'kind(cc_binary, //benchmarks:*)' 2>/dev/null | sort)
if [ -z "$targets" ]; then
  echo "no benchmark targets found" >&2
  exit 1
fi
bazel build --config=opt $targets >/dev/null 2>&1 || bazel build --config=opt $targets
for t in $targets; do
  bin="bazel-bin/${t#//}"
  bin="${bin/://}"
  echo "=== $t"
  "$bin" --benchmark_repetitions="${LIMB_BENCH_REPS:-3}" \
         --benchmark_report_aggregates_only=true "$@"
done
