#!/usr/bin/env bash
# The foreign architectures under qemu-user: limb cross-built for ARCH
# (--config=ARCH, tools/cross) and its tests run on each emulated CPU model.
# For each model: `limb cpu` must report the model's features and choose the
# expected kernel table of every family; then the tests run on it, with
# LIMB_TEST_EXPECT_CPU naming the features //asm:cpu_test must see. Then the
# LIMB_CPU caps for the paths no qemu model switches off (every aarch64
# model has SHA-2; none lacks NEON; every ppc64le model has the vector
# unit), each on the detection, dispatch and kernel tests. Last, a
# big-endian compile (the same cross compiler with -mbig-endian / -mbig)
# must stop at base/check.h's #error. qemu gives
# correctness, never timing.
#
# Usage: tools/cross_test.sh ARCH [--ci] [MODEL...]
#   ARCH:  aarch64 or ppc64le
#   MODEL: the qemu -cpu models (default: every model listed below for ARCH)
#   --ci:  what tools/test.sh (and so CI) runs: every test under the first
#          model, the kernel tests (QUICK_TESTS) under the others, and under
#          each cap the detection tests plus the tests of the families whose
#          table it makes active for the first time (see below). Without it:
#          every test under every model and every cap.
# Ends with the plain line "N passed, N failed" (one per test target, per
# table check).
set -uo pipefail
cd "$(dirname "$0")/.."

arch=""
ci=0
models=()
for a in "$@"; do
  case "$a" in
    --ci) ci=1 ;;
    -h|--help) sed -n '2,23p' "$0"; exit 0 ;;
    -*) echo "cross_test: unknown option $a" >&2; exit 2 ;;
    *) if [ -z "$arch" ]; then arch=$a; else models+=("$a"); fi ;;
  esac
done

declare -A FEATURES TABLES
case "$arch" in
  aarch64)
    QEMU=qemu-aarch64
    BIG_ENDIAN_CXX="aarch64-linux-gnu-g++ -mbig-endian"
    ALL_MODELS=(max cortex-a53 neoverse-n1)
    # What each model reports (asm/cpu.h FeatureNames order) ...
    FEATURES=(
      [max]="neon sha2 pmull sha512"
      [cortex-a53]="neon sha2 pmull"
      [cortex-a72]="neon sha2 pmull"
      [neoverse-n1]="neon sha2 pmull"
    )
    # ... and the tables limb must choose there ("family=table", `limb cpu`
    # order). Every model has NEON and SHA-2, so they agree but for SHA-512.
    for m in "${!FEATURES[@]}"; do
      TABLES[$m]="arith=aarch64 mont=aarch64 mont_ifma=none chacha20=aarch64_neon poly1305=aarch64_neon sha1=generic sha256=aarch64_sha2 sha512=generic aead=aarch64_neon"
    done
    # Only max has the SHA-512 instructions.
    TABLES[max]="arith=aarch64 mont=aarch64 mont_ifma=none chacha20=aarch64_neon poly1305=aarch64_neon sha1=generic sha256=aarch64_sha2 sha512=aarch64_sha512 aead=aarch64_neon"
    # LIMB_CPU caps, each with the tables it must leave.
    CAPS=(generic aarch64 neon)
    declare -A CAP_TABLES=(
      [generic]="arith=generic mont=generic mont_ifma=none chacha20=generic poly1305=generic sha1=generic sha256=generic sha512=generic aead=none"
      [aarch64]="arith=aarch64 mont=aarch64 mont_ifma=none chacha20=generic poly1305=aarch64 sha1=generic sha256=generic sha512=generic aead=none"
      [neon]="arith=aarch64 mont=aarch64 mont_ifma=none chacha20=aarch64_neon poly1305=aarch64_neon sha1=generic sha256=generic sha512=generic aead=aarch64_neon"
    )
    ;;
  ppc64le)
    QEMU=qemu-ppc64le
    BIG_ENDIAN_CXX="powerpc64le-linux-gnu-g++ -mbig"
    # qemu enforces each model's ISA: maddld and vmsumudm trap on power8,
    # the prefixed ISA 3.1 instructions on power9.
    ALL_MODELS=(power10 power8 power9)
    FEATURES=(
      [power8]="power8"
      [power9]="power8 power9"
      [power10]="power8 power9 power10"
    )
    for m in "${!FEATURES[@]}"; do
      TABLES[$m]="arith=ppc64le mont=ppc64le_p9 mont_ifma=none chacha20=ppc64le_power8 poly1305=ppc64le_power9 sha1=generic sha256=ppc64le_power8 sha512=ppc64le_power8 aead=ppc64le_power8"
    done
    # POWER8 has no ISA 3.0: neither the vmsumudm Poly1305 table nor the
    # maddld Montgomery table may be chosen there.
    TABLES[power8]="arith=ppc64le mont=ppc64le mont_ifma=none chacha20=ppc64le_power8 poly1305=ppc64le sha1=generic sha256=ppc64le_power8 sha512=ppc64le_power8 aead=ppc64le_power8"
    CAPS=(generic ppc64le power8 power9)
    declare -A CAP_TABLES=(
      [generic]="arith=generic mont=generic mont_ifma=none chacha20=generic poly1305=generic sha1=generic sha256=generic sha512=generic aead=none"
      [ppc64le]="arith=ppc64le mont=ppc64le mont_ifma=none chacha20=generic poly1305=ppc64le sha1=generic sha256=generic sha512=generic aead=none"
      [power8]="arith=ppc64le mont=ppc64le mont_ifma=none chacha20=ppc64le_power8 poly1305=ppc64le sha1=generic sha256=ppc64le_power8 sha512=ppc64le_power8 aead=ppc64le_power8"
      [power9]="arith=ppc64le mont=ppc64le_p9 mont_ifma=none chacha20=ppc64le_power8 poly1305=ppc64le_power9 sha1=generic sha256=ppc64le_power8 sha512=ppc64le_power8 aead=ppc64le_power8"
    )
    ;;
  *)
    echo "cross_test: ARCH must be aarch64 or ppc64le" >&2
    echo "0 passed, 1 failed"
    exit 2
    ;;
esac
[ "${#models[@]}" -gt 0 ] || models=("${ALL_MODELS[@]}")

# Detection, dispatch, the ABI trampoline and every kernel family's
# table-vs-twin tests: what the models after the first and the caps run.
QUICK_TESTS=(
  //asm:cpu_test
  //asm:registry_test
  //asm:abi_trampoline_test
  //asm/vector_state:vector_state_test
  //bignum:arith_test
  //bignum:arith_abi_test
  //bignum:dispatch_test
  //bignum:mont_test
  //bignum:mont_asm_test
  //symmetric/chacha20:chacha20_test
  //symmetric/poly1305:poly1305_test
  //symmetric/poly1305:poly1305_abi_test
  //symmetric/sha1:sha1_test
  //symmetric/sha256:sha256_test
  //symmetric/sha256:sha256_abi_test
  //symmetric/sha512:sha512_test
  //symmetric/sha512:sha512_abi_test
  //symmetric/chacha20poly1305:chacha20poly1305_test
  //symmetric/chacha20poly1305:aead_abi_test
)

# QUICK_TESTS by what they exercise: the detection, dispatch, ABI and
# vector-state tests every run needs, and each family's table tests (which
# compare every table the CPU runs with the twin and run the public API on
# the active one).
ALWAYS_TESTS=(
  //asm:cpu_test
  //asm:registry_test
  //asm:abi_trampoline_test
  //asm/vector_state:vector_state_test
  //bignum:dispatch_test
)
declare -A FAMILY_TESTS=(
  [arith]="//bignum:arith_test //bignum:arith_abi_test"
  [mont]="//bignum:mont_test //bignum:mont_asm_test"
  [mont_ifma]=""
  [chacha20]="//symmetric/chacha20:chacha20_test"
  [poly1305]="//symmetric/poly1305:poly1305_test //symmetric/poly1305:poly1305_abi_test"
  [sha1]="//symmetric/sha1:sha1_test"
  [sha256]="//symmetric/sha256:sha256_test //symmetric/sha256:sha256_abi_test"
  [sha512]="//symmetric/sha512:sha512_test //symmetric/sha512:sha512_abi_test"
  [aead]="//symmetric/chacha20poly1305:chacha20poly1305_test //symmetric/chacha20poly1305:aead_abi_test"
)
# Every quick test is one of those (a test added to one list only would
# silently drop out of the cap runs).
mapped=" ${ALWAYS_TESTS[*]} ${FAMILY_TESTS[*]} "
for t in "${QUICK_TESTS[@]}"; do
  if [[ "$mapped" != *" $t "* ]]; then
    echo "cross_test: $t is in QUICK_TESTS but in no FAMILY_TESTS entry or ALWAYS_TESTS" >&2
    echo "0 passed, 1 failed"
    exit 2
  fi
done

tools/setup_debian.sh --cross "$arch"
unset LIMB_CPU
passed=0
failed=0
log=$(mktemp)
trap 'rm -f "$log"' EXIT
pass() { echo "[$arch:$1] $2 PASSED"; passed=$((passed + 1)); }
fail() { echo "[$arch:$1] $2 FAILED${3:+: $3}"; failed=$((failed + 1)); }

# Emulation is 5-20x slower than the host: the test timeouts scale with it.
TIMEOUTS=--test_timeout=600,1800,3600,3600

# tests LABEL BAZEL-TEST-ARGS...: one line per test target, counted.
tests() {
  local label=$1
  shift
  bazel test --jobs=2 --config="$arch" $TIMEOUTS "$@" >"$log" 2>&1
  local rc=$?
  local p f
  p=$(grep -cE '^//.* PASSED' "$log")
  f=$(grep -cE '^//.* (FAILED|TIMEOUT|FLAKY|NO STATUS|FAILED TO BUILD)' "$log")
  grep -E '^//.* (PASSED|FAILED|TIMEOUT|FLAKY|NO STATUS|FAILED TO BUILD)' "$log" | sed "s/^/[$arch:$label] /"
  if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then
    grep -E 'ERROR|error:' "$log" | head -n 20
    f=1
  fi
  passed=$((passed + p))
  failed=$((failed + f))
}

# tables LABEL WANT-FEATURES WANT-TABLES [ENV...]: `limb cpu` on the model.
tables() {
  local label=$1 want_f=$2 want_t=$3 cpu=$4
  shift 4
  local got rc detected t
  got=$(env "$@" $QEMU -cpu "$cpu" "$bin/tools/limb" cpu 2>&1)
  rc=$?
  detected=$(sed -n 's/^detected *//p' <<<"$got")
  [ "$detected" = none ] && detected=""
  t=$(awk '$1 ~ /^(arith|mont|mont_ifma|chacha20|poly1305|sha1|sha256|sha512|aead)$/ {printf "%s%s=%s", sep, $1, $2; sep=" "}' <<<"$got")
  if [ "$rc" -ne 0 ]; then
    fail "$label" "limb cpu" "exit $rc"
  elif [ -n "$want_f" ] && [ "$detected" != "$want_f" ]; then
    fail "$label" "limb cpu" "features '$detected', expected '$want_f'"
  elif [ "$t" != "$want_t" ]; then
    fail "$label" "limb cpu" "tables '$t', expected '$want_t'"
  else
    pass "$label" "limb cpu: $t"
  fi
}

if ! bazel build --jobs=2 --config="$arch" //tools:limb >"$log" 2>&1; then
  grep -E 'ERROR|error:' "$log" | head -n 40
  echo "0 passed, 1 failed"
  exit 1
fi
bin=$(bazel info --config="$arch" bazel-bin 2>/dev/null)

first=1
for m in "${models[@]}"; do
  if [ -z "${FEATURES[$m]+set}" ]; then
    fail "$m" "model" "no expectations for this model in tools/cross_test.sh"
    continue
  fi
  tables "$m" "${FEATURES[$m]}" "${TABLES[$m]}" "$m"
  if [ "$ci" = 1 ] && [ "$first" = 0 ]; then
    targets=("${QUICK_TESTS[@]}")
  else
    targets=(//...)
  fi
  first=0
  LIMB_QEMU_CPU=$m tests "$m" "--test_env=LIMB_TEST_EXPECT_CPU=${FEATURES[$m]}" -- "${targets[@]}"
done

# The caps, on the first model. With --ci, a cap runs the detection and
# dispatch tests, plus the tests of each family whose table under the cap
# (family=table) no model or earlier cap has run as the active one: every
# table any model or cap selects has its tests run at least once with it
# active, and the caps that select nothing new cost only the table check.
declare -A covered=()
for m in "${models[@]}"; do
  for ft in ${TABLES[$m]-}; do covered[$ft]=1; done
done
for c in "${CAPS[@]}"; do
  m=${models[0]}
  tables "$m,LIMB_CPU=$c" "" "${CAP_TABLES[$c]}" "$m" "LIMB_CPU=$c"
  if [ "$ci" = 1 ]; then
    targets=("${ALWAYS_TESTS[@]}")
    for ft in ${CAP_TABLES[$c]}; do
      [ -n "${covered[$ft]+set}" ] && continue
      covered[$ft]=1
      targets+=(${FAMILY_TESTS[${ft%%=*}]})
    done
  else
    targets=(//...)
  fi
  LIMB_QEMU_CPU=$m tests "$m,LIMB_CPU=$c" "--test_env=LIMB_CPU=$c" -- "${targets[@]}"
done

# Big-endian targets are refused at compile time (base/check.h): limb's
# loads, stores and byte swaps assume little-endian words.
be=$(printf '#include "base/check.h"\n' | $BIG_ENDIAN_CXX -std=c++20 -fsyntax-only -I. -x c++ - 2>&1)
if grep -q 'error: #error "limb supports little-endian targets only' <<<"$be"; then
  pass big-endian "big-endian compile refused by base/check.h"
else
  fail big-endian "big-endian compile" "no #error from base/check.h: $(head -n 3 <<<"$be")"
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
