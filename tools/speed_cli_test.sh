#!/usr/bin/env bash
# limb speed through the CLI: the dispatcher passes the options through,
# the suites are linked in, usage errors exit 2. No timing is asserted.
set -uo pipefail
limb="$(dirname "$0")/limb"
[ -x "$limb" ] || limb="${TEST_SRCDIR:-.}/${TEST_WORKSPACE:-__main__}/tools/limb"
fail=0
check() { if eval "$2"; then echo "ok   $1"; else echo "FAIL $1"; fail=1; fi; }
out=$(mktemp -d)
. "${TEST_SRCDIR:-$PWD/..}/${TEST_WORKSPACE:-limb}/tools/testing/emulate.sh"
limb=$(limb_under_test "$limb" "$out")

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

"$limb" speed --filter '^SHA256/64$' --time 0.01 --repetitions 1 --go-bench >"$out/go" 2>/dev/null; rc=$?
check "go-bench exits 0" '[ $rc -eq 0 ]'
check "go-bench line format" 'grep -Eq "^BenchmarkSHA256/64-[0-9]+[[:space:]]+[0-9]+[[:space:]]+[0-9.]+ ns/op" "$out/go"'

"$limb" speed --repetitions zero >/dev/null 2>"$out/bad"; rc=$?
check "bad --repetitions exits 2" '[ $rc -eq 2 ]'
check "bad --repetitions names the option" 'grep -q -- "--repetitions" "$out/bad"'

rm -rf "$out"
exit $fail
