#!/usr/bin/env bash
# Static constant-time check of assembly kernels that valgrind cannot run.
#
# valgrind 3.19 (the engine of the *_ct_test harnesses) dies with SIGILL on
# SHA-NI (SHA256RNDS2) and does not emulate AVX-512 (both are hidden from its
# CPUID), so the x86_64_shani SHA-256 table, the AVX-512 ChaCha20 tables and
# the AVX-512 IFMA Poly1305 table never execute under memcheck. This test
# covers them (and, as a cross-check, the AVX2/SSSE3/MULX kernels that the
# valgrind harnesses do run) with asm_taint_check.py: a taint analysis of the
# linked machine code in which every non-constant memory load is secret, and
# no secret may reach an address, a conditional branch or a division.
#
# Usage: asm_ct_static_test.sh CHECKER CONTROLS_BIN BINARY SYMBOL...
#        asm_ct_static_test.sh CHECKER --no-asm      (noasm / non-x86-64 build)
# First the negative controls in CONTROLS_BIN must all be flagged (the check
# bites), then every SYMBOL in BINARY must be clean. A missing symbol fails.
set -u
checker=$1
shift
if [ "${1:-}" = "--no-asm" ]; then
  echo "no x86-64 assembly in this build: nothing to check"
  exit 0
fi
controls=$1
binary=$2
shift 2
fail=0
echo "=== negative controls (each must be flagged)"
python3 "$checker" --expect-leak "$controls" limb_ct_leak_branch limb_ct_leak_ptest \
  limb_ct_leak_index limb_ct_leak_spill limb_ct_leak_div limb_ct_leak_loop || fail=1
echo "=== kernels"
python3 "$checker" "$binary" "$@" || fail=1
[ "$fail" -eq 0 ] && echo "PASS" || echo "FAILED"
exit "$fail"
