#!/usr/bin/env bash
# limb speed through the CLI: limb executes the speed tool (its own binary,
# found in limb's runfiles or beside it, or named by LIMB_SPEED) with the
# arguments unchanged, and exits with its status; the suites are linked into
# the tool; usage errors exit 2; without the tool, a message and exit 2. No
# timing is asserted. Under tools/cpu_matrix.sh limb runs on the emulated
# model and LIMB_SPEED names a wrapper that keeps the tool on it (emulate.sh).
set -uo pipefail
limb="$(dirname "$0")/limb"
[ -x "$limb" ] || limb="${TEST_SRCDIR:-.}/${TEST_WORKSPACE:-__main__}/tools/limb"
speed="$(dirname "$limb")/../benchmarks/speed/speed"
fail=0
check() { if eval "$2"; then echo "ok   $1"; else echo "FAIL $1"; fail=1; fi; }
out=$(mktemp -d)
. "${TEST_SRCDIR:-$PWD/..}/${TEST_WORKSPACE:-limb}/tools/testing/emulate.sh"
limb_bin=$limb
limb=$(limb_under_test "$limb" "$out")
unset LIMB_SPEED
emulated_speed=$(speed_under_test "$speed" "$out")
[ -z "$emulated_speed" ] || export LIMB_SPEED="$emulated_speed"

"$limb" speed --help >"$out/help" 2>&1; rc=$?
check "speed --help exits 0" '[ $rc -eq 0 ]'
check "speed --help names --filter" 'grep -q -- "--filter" "$out/help"'

"$limb" speed --list >"$out/list" 2>"$out/list.err"; rc=$?
check "speed --list exits 0" '[ $rc -eq 0 ]'
for op in 'AddMulVVW/1000' 'ChaCha20/65536' 'SHA256/64' 'RSA2048Decrypt' 'RSA2048Sign' 'ChaCha20Poly1305Seal/16384' 'ModExp1024'; do
  check "speed --list has $op" 'grep -q -- "$op" "$out/list"'
done

"$limb" speed --filter '^SHA256/64$' --time 0.01 --repetitions 1 >"$out/run" 2>"$out/run.err"; rc=$?
check "short run exits 0" '[ $rc -eq 0 ]'
check "short run has a SHA256/64 row" 'grep -q "SHA256/64" "$out/run"'
check "short run names openssl" 'grep -qi "openssl" "$out/run"'
# The tool runs on the CPU limb runs on (under qemu: the emulated model, not
# the host): its kernels are chosen for the class `limb cpu` reports.
"$limb" cpu >"$out/cpu" 2>&1
class=$(sed -n 's/^class  *//p' "$out/cpu")
check "short run on limb's CPU class ($class)" \
  '[ -n "$class" ] && grep -qF -- "# cpu class: $class (" "$out/run"'

"$limb" speed --filter '^SHA256/64$' --time 0.01 --repetitions 1 --go-bench >"$out/go" 2>/dev/null; rc=$?
check "go-bench exits 0" '[ $rc -eq 0 ]'
check "go-bench line format" 'grep -Eq "^BenchmarkSHA256/64-[0-9]+[[:space:]]+[0-9]+[[:space:]]+[0-9.]+ ns/op" "$out/go"'

"$limb" speed --repetitions zero >/dev/null 2>"$out/bad"; rc=$?
check "bad --repetitions exits 2" '[ $rc -eq 2 ]'
check "bad --repetitions names the option" 'grep -q -- "--repetitions" "$out/bad"'

# Arguments and exit status pass through unchanged (a stand-in for the tool).
printf '#!/bin/sh\nfor a in "$@"; do printf "[%%s]\\n" "$a"; done\nexit 7\n' >"$out/fake-speed"
chmod +x "$out/fake-speed"
LIMB_SPEED="$out/fake-speed" "$limb" speed --filter 'a b' '' --time=1 >"$out/args" 2>&1; rc=$?
check "LIMB_SPEED: the tool's exit status is limb's" '[ $rc -eq 7 ]'
check "LIMB_SPEED: arguments unchanged" \
  '[ "$(cat "$out/args")" = "$(printf "[--filter]\n[a b]\n[]\n[--time=1]")" ]'

# No tool: a message that says how to build it, exit 2. A copy of limb
# alone in a directory has neither runfiles nor a bazel-bin beside it.
mkdir "$out/alone"
cp "$limb_bin" "$out/alone/limb"
alone=$(limb_under_test "$out/alone/limb" "$out" limb-alone)
env -u LIMB_SPEED "$alone" speed --list >"$out/none" 2>&1; rc=$?
check "no tool: exit 2" '[ $rc -eq 2 ]'
check "no tool: says how to build it" 'grep -q "bazel build --config=opt //benchmarks/speed:speed" "$out/none"'
LIMB_SPEED="$out/missing" "$limb" speed --list >"$out/missing.err" 2>&1; rc=$?
check "LIMB_SPEED naming no file: exit 2" '[ $rc -eq 2 ]'
check "LIMB_SPEED naming no file: names it" 'grep -qF "LIMB_SPEED=$out/missing" "$out/missing.err"'

rm -rf "$out"
exit $fail
