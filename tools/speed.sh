#!/usr/bin/env bash
# The main job: the speed tool, //benchmarks/speed:speed built with
# --config=opt (`limb speed` executes the same binary). Every benchmark suite
# in //benchmarks linked into one process, limb beside its peers (OpenSSL,
# GMP, libsodium, libgcrypt, Nettle), interleaved:
# for each operation and each repetition, every library once, the order
# rotated per repetition. Prints one table of medians and limb's time over the
# fastest peer's. Arguments go to the tool; see tools/speed.sh --help. Examples:
#   tools/speed.sh                                   # everything, ~10 min on 2 cores
#   tools/speed.sh --filter '^RSA|^3Prime' --repetitions 9
#   tools/speed.sh --filter 'ChaCha20' --json chacha.json --plot chacha.svg
#   tools/speed.sh --go-bench > limb.txt             # for benchstat
# Defaults: --time 0.2 (seconds per benchmark run) and --repetitions 5.
# Relative output paths (--json, --plot) are relative to where you run this.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/setup_debian.sh
exec bazel run --config=opt --noshow_progress --ui_event_filters=-info \
  //benchmarks/speed:speed -- "$@"
