#!/usr/bin/env bash
# Runs the SHA-256/HMAC/HKDF constant-time harness under valgrind memcheck:
# once with LIMB_CPU as given by the environment (unset: every detected
# feature) and once with LIMB_CPU=generic. Any use of a poisoned (secret)
# byte in a branch or an address fails the run. A negative control checks
# that valgrind does flag a deliberate leak.
set -u
bin="$1"
vg=(valgrind --quiet --error-exitcode=1 --exit-on-first-error=no --track-origins=yes)

echo "=== LIMB_CPU=${LIMB_CPU:-<unset>}"
"${vg[@]}" "$bin" || { echo "FAIL: memcheck reported a secret-dependent branch/address (LIMB_CPU=${LIMB_CPU:-<unset>})"; exit 1; }

echo "=== LIMB_CPU=generic"
LIMB_CPU=generic "${vg[@]}" "$bin" || { echo "FAIL: memcheck reported a secret-dependent branch/address (LIMB_CPU=generic)"; exit 1; }

echo "=== negative control (a deliberate leak must be reported)"
if "${vg[@]}" "$bin" leak >/dev/null 2>&1; then
  echo "FAIL: valgrind did not flag the deliberate leak: the harness is blind"
  exit 1
fi
echo "PASS"
