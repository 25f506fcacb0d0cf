#!/usr/bin/env bash
# The x86-64 CPU-model matrix: limb on CPUs this machine is not. qemu-x86_64
# (Debian's qemu-user) emulates each model with a real CPUID, so the feature
# detection, the dispatch and every gate in the tests, benchmarks and tools
# run as they would on that CPU. Under each model:
#   1. every cc_test that can run under emulation (not the valgrind-based
#      "ct" ones), with LIMB_TEST_EXPECT_CPU set to the exact feature list
#      the model must report (//asm:cpu_test asserts it), and the CLI's
#      shell tests with the limb binary run on the model
#      (LIMB_TEST_EMULATOR, tools/testing/emulate.sh);
#   2. `limb cpu`: the kernel table of every family must be the one the
#      model's features imply (the expectations below);
#   3. a smoke run of every row of the speed tool and of the internal
#      benchmark binaries with a tiny time budget: each must end with exit
#      status 0 and no signal (an instruction the model lacks is SIGILL).
# qemu gives correctness, never timing.
# What runs where for `limb speed`: limb executes the speed tool
# (//benchmarks/speed:speed), and a program that qemu-user's process
# executes runs natively, on the host's CPU. So the smoke run of step 3 starts
# the speed binary itself under qemu, and in step 1 speed_cli_test runs
# `limb speed` (--help, --list, a short run) with limb on the model and
# LIMB_SPEED naming a wrapper that starts the tool under qemu again; it checks
# that the run's CPU class is the one `limb cpu` reports. The tool's own
# re-exec for --cpu (peer caps) would leave qemu the same way: no run here
# passes --cpu.
#
# usage: tools/cpu_matrix.sh [--ci] [--no-build] [MODEL...]
#   MODEL: max Haswell Nehalem qemu64 (default: all four)
#   --ci:    what tools/test.sh (and so CI) runs, about 11 minutes on 2
#            cores: every emulatable test under max (AVX2+BMI2+ADX without
#            SHA-NI or AVX-512: the class of Zen 2/3 and Intel client CPUs),
#            and under the other models the tests that exercise detection,
#            dispatch and every kernel table against its twin, and the CLI
#            tests whose outcome depends on the CPU. Without it,
#            every emulatable test under every model (about 7 minutes each).
#   --no-build: use the outputs of an earlier `bazel test //...` (tools/test.sh
#            runs the matrix right after its default build).
# Ends with the plain line "N passed, N failed" (one check per test target,
# per table check and per smoke run).
set -uo pipefail
cd "$(dirname "$0")/.."

ci=0
build=1
models=()
for a in "$@"; do
  case "$a" in
    --ci) ci=1 ;;
    --no-build) build=0 ;;
    -h|--help) sed -n '2,25p' "$0"; exit 0 ;;
    -*) echo "cpu_matrix: unknown option $a" >&2; exit 2 ;;
    *) models+=("$a") ;;
  esac
done
[ "${#models[@]}" -gt 0 ] || models=(max Haswell Nehalem qemu64)

if [ "$(uname -m)" != x86_64 ]; then
  echo "cpu_matrix: x86-64 hosts only"
  echo "0 passed, 1 failed"
  exit 1
fi
tools/setup_debian.sh

# What each model's CPUID reports (asm/cpu.h FeatureNames order), and the
# tables limb must then choose ("family=table" in `limb cpu` order).
declare -A FEATURES=(
  [max]="ssse3 avx2 bmi2 adx"
  [Haswell]="ssse3 avx2 bmi2"
  [Nehalem]="ssse3"
  [qemu64]=""
)
# The -cpu argument for each model: qemu's Haswell asks for CPUID bits its
# TCG cannot provide (PCID, x2APIC, TSC deadline, HLE, INVPCID, RTM; none of
# them used by limb) and warns about each on stderr at every start, which
# the CLI tests read; they are switched off.
declare -A QEMU_CPU=(
  [max]="max"
  [Haswell]="Haswell,-pcid,-x2apic,-tsc-deadline,-hle,-invpcid,-rtm"
  [Nehalem]="Nehalem"
  [qemu64]="qemu64"
)
declare -A TABLES=(
  [max]="arith=x86_64_avx2 mont=x86_64_adx mont_ifma=none chacha20=x86_64_avx2 poly1305=x86_64_avx2 sha1=x86_64_avx2 sha256=x86_64_avx2 sha512=x86_64_avx2 aead=x86_64_avx2"
  [Haswell]="arith=x86_64 mont=x86_64_mulx mont_ifma=none chacha20=x86_64_avx2 poly1305=x86_64_avx2 sha1=x86_64_avx2 sha256=x86_64_avx2 sha512=x86_64_avx2 aead=x86_64_avx2"
  [Nehalem]="arith=x86_64 mont=generic mont_ifma=none chacha20=x86_64_ssse3 poly1305=generic sha1=generic sha256=generic sha512=generic aead=none"
  [qemu64]="arith=x86_64 mont=generic mont_ifma=none chacha20=generic poly1305=generic sha1=generic sha256=generic sha512=generic aead=none"
)

# The --ci set for the models other than max: detection, dispatch, the tests that run every table of
# every family against its twin, the ABI and vector-state checks.
QUICK_TESTS=(
  //asm:cpu_test
  //bignum:arith_abi_test
  //asm/vector_state:vector_state_test
  //bignum:arith_test
  //bignum:dispatch_test
  //bignum:mont_test
  //symmetric/chacha20:chacha20_test
  //symmetric/poly1305:poly1305_test
  //symmetric/poly1305:poly1305_abi_test
  //symmetric/sha1:sha1_test
  //symmetric/sha256:sha256_test
  //symmetric/sha512:sha512_test
  //symmetric/sha512:sha512_abi_test
  //symmetric/chacha20poly1305:chacha20poly1305_test
)

passed=0
failed=0
log=$(mktemp)
trap 'rm -f "$log"' EXIT
pass() { echo "[cpu:$1] $2 PASSED"; passed=$((passed + 1)); }
fail() { echo "[cpu:$1] $2 FAILED${3:+: $3}"; failed=$((failed + 1)); }

# tests MODEL BAZEL-TEST-ARGS...: one line per test target, counted.
tests() {
  local m=$1
  shift
  bazel test --jobs=2 $TIMEOUTS "$@" >"$log" 2>&1
  local rc=$?
  local p f
  p=$(grep -cE '^//.* PASSED' "$log")
  f=$(grep -cE '^//.* (FAILED|TIMEOUT|FLAKY|NO STATUS|FAILED TO BUILD)' "$log")
  grep -E '^//.* (PASSED|FAILED|TIMEOUT|FLAKY|NO STATUS|FAILED TO BUILD)' "$log" | sed "s/^/[cpu:$m] /"
  if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then
    grep -E 'ERROR|error:' "$log" | head -n 20
    f=1
  fi
  passed=$((passed + p))
  failed=$((failed + f))
}

# smoke MODEL LABEL BINARY ARGS...: the binary under the model must exit 0.
smoke() {
  local m=$1 label=$2
  shift 2
  "$QEMU" -cpu "${QEMU_CPU[$m]}" "$@" >"$log" 2>&1
  local rc=$?
  if [ "$rc" -eq 0 ]; then
    pass "$m" "$label"
  else
    fail "$m" "$label" "exit $rc$([ "$rc" -gt 128 ] && echo " (signal $((rc - 128)))")"
    tail -n 5 "$log" | sed "s/^/[cpu:$m]   /"
  fi
}

if [ "$build" = 1 ]; then
  if ! bazel build --jobs=2 //... >"$log" 2>&1; then
    grep -E 'ERROR|error:' "$log" | head -n 40
    echo "0 passed, 1 failed"
    exit 1
  fi
fi
bin=$(bazel info bazel-bin 2>/dev/null)
QEMU=$(command -v qemu-x86_64)

# Emulation is 10-50x slower than the host: the test timeouts scale with it.
TIMEOUTS=--test_timeout=600,1800,3600,3600

for m in "${models[@]}"; do
  if [ -z "${FEATURES[$m]+set}" ]; then
    fail "$m" "model" "no expectations for this model in tools/cpu_matrix.sh"
    continue
  fi
  # 0. The emulator reports what the expectations say (else every check
  #    below would test the wrong CPU).
  got=$("$QEMU" -cpu "${QEMU_CPU[$m]}" "$bin/tools/limb" cpu 2>/dev/null)
  rc=$?
  detected=$(sed -n 's/^detected *//p' <<<"$got")
  [ "$detected" = none ] && detected=""
  if [ "$rc" -ne 0 ]; then
    fail "$m" "limb cpu" "exit $rc"
  elif [ "$detected" != "${FEATURES[$m]}" ]; then
    fail "$m" "limb cpu" "features '$detected', expected '${FEATURES[$m]}'"
  else
    tables=$(awk '$1 ~ /^(arith|mont|mont_ifma|chacha20|poly1305|sha1|sha256|sha512|aead)$/ {printf "%s%s=%s", sep, $1, $2; sep=" "}' <<<"$got")
    if [ "$tables" = "${TABLES[$m]}" ]; then
      pass "$m" "limb cpu: $tables"
    else
      fail "$m" "limb cpu" "tables '$tables', expected '${TABLES[$m]}'"
    fi
  fi

  # 1. The tests.
  if [ "$ci" = 1 ] && [ "$m" != max ]; then
    targets=("${QUICK_TESTS[@]}")
  else
    targets=(//...)
  fi
  tests "$m" --test_lang_filters=cc --test_tag_filters=-ct \
    "--test_env=LIMB_TEST_EXPECT_CPU=${FEATURES[$m]}" "--run_under=$QEMU -cpu ${QEMU_CPU[$m]}" \
    -- "${targets[@]}"
  # The CLI's tests (shell scripts) with the limb binary on the model. With
  # --ci, the models after max run the ones whose outcome depends on the
  # CPU: the hash, HMAC and AEAD commands through the model's kernel tables
  # (keyed_cli_test) and the speed tool's CPU class (speed_cli_test,
  # no_peers_test); the RSA, sum, file and error cases run under max (their
  # kernels are in QUICK_TESTS under every model).
  if [ "$ci" = 1 ] && [ "$m" != max ]; then
    cli_targets=(//tools:keyed_cli_test //tools:speed_cli_test //tools:no_peers_test)
  else
    cli_targets=(//tools/...)
  fi
  tests "$m" --test_lang_filters=sh "--test_env=LIMB_TEST_EMULATOR=$QEMU -cpu ${QEMU_CPU[$m]}" -- "${cli_targets[@]}"

  # 2. Smoke runs: every speed row (the speed binary under qemu, not
  #    through limb: see the top), then the internal benchmark binaries.
  smoke "$m" "speed --time 0.001 --repetitions 1" \
    "$bin/benchmarks/speed/speed" --time 0.001 --repetitions 1
  smoke "$m" "benchmarks/ifma_kernel_bench" \
    "$bin/benchmarks/ifma_kernel_bench" --benchmark_min_time=0.001
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
