#!/usr/bin/env bash
# Runs the SHA-256/HMAC/HKDF constant-time harness under valgrind memcheck:
# once with LIMB_CPU as given by the environment (unset: every feature
# valgrind's virtual CPU offers) and once with LIMB_CPU=generic (the cap
# changes the dispatched table; the harness also runs every table of
# AllSha256Kernels() explicitly). Any use of a poisoned (secret) byte in a
# branch or an address fails the run, and so does a run without the
# harness's "CT-OK" line (it checks every table's outputs against the twin's).
# A negative control checks that valgrind does flag a deliberate leak.
#
# Not covered here: x86_64_shani. valgrind 3.19 hides SHA-NI from its CPUID
# and raises SIGILL on SHA256RNDS2, so that kernel cannot run under memcheck;
# sha256_asm_ct_static_test covers it by a taint analysis of its machine code.
set -u
bin="$1"
vg=(valgrind --quiet --error-exitcode=1 --exit-on-first-error=no --track-origins=yes)
log=$(mktemp)
trap 'rm -f "$log"' EXIT

for cpu in "${LIMB_CPU:-}" generic; do
  echo "=== LIMB_CPU=${cpu:-<unset>}"
  LIMB_CPU=$cpu "${vg[@]}" "$bin" >"$log" 2>&1
  rc=$?
  cat "$log"
  if [ "$rc" -ne 0 ]; then
    echo "FAIL: memcheck reported a secret-dependent branch/address, or the harness failed (LIMB_CPU=${cpu:-<unset>}, rc=$rc)"
    exit 1
  fi
  if ! grep -q '^CT-OK' "$log"; then
    echo "FAIL: no CT-OK line: the harness did not check its results (LIMB_CPU=${cpu:-<unset>})"
    exit 1
  fi
done

echo "=== negative control (a deliberate leak must be reported)"
if "${vg[@]}" "$bin" leak >/dev/null 2>&1; then
  echo "FAIL: valgrind did not flag the deliberate leak: the harness is blind"
  exit 1
fi
echo "PASS"
