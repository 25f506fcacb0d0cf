#!/usr/bin/env bash
# Runs the Poly1305 / (X)ChaCha20-Poly1305 constant-time harness under valgrind
# memcheck: once at the widest level valgrind can run (LIMB_CPU=avx2: valgrind
# does not emulate AVX-512, so "unset" is capped there) and once with
# LIMB_CPU=generic. Any use of a poisoned (secret) byte in a branch or an
# address fails the run. A negative control checks that valgrind does flag a
# deliberate leak.
#
# Not covered here: the AVX-512 ChaCha20 tables and the AVX-512 IFMA Poly1305
# table (valgrind 3.19 has no AVX-512); aead_asm_ct_static_test covers their
# kernels by a taint analysis of the machine code.
set -u
bin="$1"
vg=(valgrind --quiet --error-exitcode=1 --exit-on-first-error=no --track-origins=yes)

for level in avx2 generic; do
  echo "=== LIMB_CPU=$level"
  LIMB_CPU=$level "${vg[@]}" "$bin" ||
    { echo "FAIL: memcheck reported a secret-dependent branch/address or a wrong result (LIMB_CPU=$level)"; exit 1; }
done

echo "=== negative control (a deliberate leak must be reported)"
if LIMB_CPU=generic "${vg[@]}" "$bin" leak >/dev/null 2>&1; then
  echo "FAIL: valgrind did not flag the deliberate leak: the harness is blind"
  exit 1
fi
echo "PASS"
