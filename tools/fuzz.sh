#!/usr/bin/env bash
# Builds the libFuzzer harnesses of //fuzz (--config=fuzz: Debian's clang 14,
# -fsanitize=fuzzer,address,undefined) and runs them.
#
#   tools/fuzz.sh --smoke [SECONDS]     every harness for SECONDS (default 60)
#                                       from a temporary copy of its seed
#                                       corpus testdata/fuzz/<name>/; one line
#                                       per harness, then "N passed, N failed"
#   tools/fuzz.sh --run NAME [SECONDS]  one harness (der_pem, rsa_verify,
#                                       rsa_decrypt, aead_open, int_parse,
#                                       bignum_diff) for SECONDS, or until
#                                       interrupted when 0 or omitted; its
#                                       corpus grows in $LIMB_FUZZ_DIR/NAME
#                                       (default ~/.cache/limb-fuzz/NAME),
#                                       seeded from testdata on first use
#   tools/fuzz.sh --build               build only
#
# Nothing is written into the repository: crashing inputs go to the run's
# directory (the temporary one of --smoke is kept and named when a harness
# fails). Extra Bazel flags (e.g. a --disk_cache) come from
# $LIMB_FUZZ_BAZEL_FLAGS. A smoke line reads
#   [fuzz] <name> PASSED|FAILED: N execs, X exec/s, cov C ft F
# where cov and ft are libFuzzer's coverage counters at the end of the run
# (edges and features reached, seed corpus included).
set -uo pipefail
cd "$(dirname "$0")/.."
repo=$PWD

HARNESSES=(der_pem rsa_verify rsa_decrypt aead_open int_parse bignum_diff)

# ASan fills each new block with 0xbe and holds freed memory in a 256 MiB
# quarantine; the bignum harnesses allocate and free many operand-sized
# vectors per input, and those two cost them about two thirds of their
# executions. A 16 MiB quarantine still catches a use after free within the
# same input. Callers may set their own ASAN_OPTIONS.
export ASAN_OPTIONS=${ASAN_OPTIONS:-max_malloc_fill_size=0:quarantine_size_mb=16}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}

usage() {
  sed -n '2,/^set /p' "$0" | sed -n 's/^# \{0,1\}//p' >&2
  exit 2
}

build() {
  tools/setup_debian.sh
  # shellcheck disable=SC2086  # LIMB_FUZZ_BAZEL_FLAGS is a list of flags
  bazel build --config=fuzz --jobs=2 ${LIMB_FUZZ_BAZEL_FLAGS:-} //fuzz:harnesses || {
    echo "fuzz: the harnesses did not build" >&2
    exit 1
  }
  # shellcheck disable=SC2086
  bin=$(bazel info --config=fuzz ${LIMB_FUZZ_BAZEL_FLAGS:-} bazel-bin 2>/dev/null)/fuzz
}

# run_one NAME SECONDS CORPUS_DIR WORK_DIR: runs the harness, leaves its log
# in WORK_DIR/NAME.log; returns libFuzzer's exit status.
run_one() {
  local name=$1 secs=$2 corpus=$3 work=$4
  local opts=(-print_final_stats=1 -timeout=30 -rss_limit_mb=2560 -max_len=4096
    "-artifact_prefix=$work/$name-")
  [ "$secs" -gt 0 ] && opts+=("-max_total_time=$secs")
  (cd "$work" && "$bin/${name}_fuzzer" "${opts[@]}" "$corpus") >"$work/$name.log" 2>&1
}

# summary NAME RC LOG: the one-line verdict.
summary() {
  local name=$1 rc=$2 log=$3 execs rate cov ft verdict=PASSED
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n 1)
  cov=$(grep -oE 'cov: [0-9]+' "$log" | tail -n 1 | cut -d' ' -f2)
  ft=$(grep -oE 'ft: [0-9]+' "$log" | tail -n 1 | cut -d' ' -f2)
  if [ "$rc" -ne 0 ] || grep -qE '^==[0-9]+==ERROR|fuzz property violated|^SUMMARY: ' "$log"; then
    verdict=FAILED
  fi
  echo "[fuzz] $name $verdict: ${execs:-0} execs, ${rate:-0} exec/s, cov ${cov:-0} ft ${ft:-0}"
  [ "$verdict" = PASSED ]
}

mode=${1:-}
case "$mode" in
  --smoke)
    secs=${2:-60}
    [[ "$secs" =~ ^[0-9]+$ ]] && [ "$secs" -gt 0 ] || usage
    build
    work=$(mktemp -d "${TMPDIR:-/tmp}/limb-fuzz-smoke.XXXXXX")
    passed=0
    failed=0
    for h in "${HARNESSES[@]}"; do
      mkdir -p "$work/$h.corpus"
      cp "$repo/testdata/fuzz/$h/"* "$work/$h.corpus/"
      run_one "$h" "$secs" "$work/$h.corpus" "$work"
      if summary "$h" $? "$work/$h.log"; then
        passed=$((passed + 1))
      else
        failed=$((failed + 1))
        grep -E 'fuzz property violated|ERROR|SUMMARY|Test unit written' "$work/$h.log" | head -n 20
      fi
    done
    if [ "$failed" -eq 0 ]; then
      rm -rf "$work"
    else
      echo "fuzz: logs and crashing inputs kept in $work" >&2
    fi
    echo "$passed passed, $failed failed"
    [ "$failed" -eq 0 ]
    ;;
  --run)
    name=${2:-}
    secs=${3:-0}
    [[ " ${HARNESSES[*]} " == *" $name "* ]] || usage
    [[ "$secs" =~ ^[0-9]+$ ]] || usage
    build
    dir=${LIMB_FUZZ_DIR:-$HOME/.cache/limb-fuzz}/$name
    case "$(realpath -m "$dir")/" in
      "$repo"/*) echo "fuzz: LIMB_FUZZ_DIR must be outside the repository" >&2; exit 2 ;;
    esac
    if [ ! -d "$dir/corpus" ]; then
      mkdir -p "$dir/corpus"
      cp "$repo/testdata/fuzz/$name/"* "$dir/corpus/"
    fi
    echo "fuzz: $name, corpus $dir/corpus, log $dir/$name.log" >&2
    run_one "$name" "$secs" "$dir/corpus" "$dir"
    rc=$?
    summary "$name" "$rc" "$dir/$name.log"
    ;;
  --build)
    build
    echo "fuzz: harnesses in $bin"
    ;;
  *) usage ;;
esac
