#!/usr/bin/env bash
# ctgrind_test.sh: the constant-time harness runner (used via ctgrind.bzl).
#
# Usage: ctgrind_test.sh pass BINARY [leak BINARY ARG]...
#   pass BINARY      runs BINARY under valgrind memcheck once per dispatch path
#                    (LIMB_CPU unset: the best table valgrind's virtual CPU
#                    offers; LIMB_CPU=generic: the portable twins). Every run
#                    must be clean (memcheck reports nothing: --error-exitcode)
#                    and BINARY must print a line starting "CT-OK" (it checks
#                    its own results, so the run cannot pass vacuously).
#   leak BINARY ARG  a negative control: BINARY ARG deliberately branches on,
#                    or indexes memory with, poisoned data. memcheck MUST
#                    report it; if it runs clean the harness is broken and
#                    this test fails.
# Valgrind is required: a missing valgrind is a failure, not a skip.
set -uo pipefail

VALGRIND=${VALGRIND:-valgrind}
if ! command -v "$VALGRIND" >/dev/null 2>&1; then
  echo "FAIL: valgrind not found (apt-get install valgrind)"
  exit 1
fi
VG=("$VALGRIND" --tool=memcheck --error-exitcode=1 --track-origins=yes
    --exit-on-first-error=no --leak-check=no --quiet)

fail=0
log=$(mktemp)
trap 'rm -f "$log"' EXIT

while [ $# -gt 0 ]; do
  kind=$1
  shift
  case "$kind" in
    pass)
      bin=$1
      shift
      for cpu in "" generic; do
        echo "=== $bin (LIMB_CPU=${cpu:-unset})"
        LIMB_CPU=$cpu "${VG[@]}" "$bin" >"$log" 2>&1
        rc=$?
        cat "$log"
        if [ "$rc" -ne 0 ]; then
          echo "FAIL: memcheck reported secret-dependent behaviour or the binary failed (rc=$rc)"
          fail=1
        elif ! grep -q '^CT-OK' "$log"; then
          echo "FAIL: no CT-OK line: the harness did not check its results"
          fail=1
        else
          echo "ok: clean under memcheck"
        fi
      done
      ;;
    leak)
      bin=$1
      arg=$2
      shift 2
      echo "=== negative control: $bin $arg"
      "${VG[@]}" "$bin" "$arg" >"$log" 2>&1
      rc=$?
      cat "$log"
      if [ "$rc" -eq 0 ]; then
        echo "FAIL: memcheck did not report the deliberately leaky code: the harness does not bite"
        fail=1
      elif ! grep -qE 'Conditional jump or move depends on uninitialised|Use of uninitialised value' "$log"; then
        echo "FAIL: the negative control failed for another reason (rc=$rc)"
        fail=1
      else
        echo "ok: memcheck reported the leak, as it must"
      fi
      ;;
    *)
      echo "usage: $0 pass BINARY [leak BINARY ARG]..."
      exit 2
      ;;
  esac
done

[ "$fail" -eq 0 ] && echo "PASS" || echo "FAILED"
exit "$fail"
