#!/usr/bin/env bash
# --run_under wrapper for the cross configurations (.bazelrc): runs a test on
# the architecture it was built for. An ELF for aarch64 or ppc64le runs under
# qemu-user with the CPU model in $LIMB_QEMU_CPU (qemu's default if unset);
# anything else (an sh_test's script, a host binary) runs natively with
# LIMB_TEST_EMULATOR naming the emulator, so the CLI tests run the foreign
# binaries they start under it too (tools/testing/emulate.sh).
set -euo pipefail
prog=$1
shift

# e_machine is the little-endian 16-bit word at offset 18 of the ELF header;
# EI_CLASS (offset 4) 2 and EI_DATA (offset 5) 1: 64-bit little-endian.
machine() {
  local hdr
  hdr=$(od -An -tx1 -N20 "$1" 2>/dev/null | tr -d ' \n') || return 0
  [ "${hdr:0:8}" = 7f454c46 ] || return 0
  [ "${hdr:8:4}" = 0201 ] || return 0
  echo "${hdr:38:2}${hdr:36:2}"
}

emulator=""
case "${LIMB_CROSS_ARCH:-}" in
  aarch64) emulator=qemu-aarch64 ;;
  ppc64le) emulator=qemu-ppc64le ;;
  *) echo "run_under.sh: LIMB_CROSS_ARCH must be aarch64 or ppc64le" >&2; exit 2 ;;
esac
emulator=$(command -v "$emulator")
[ -z "${LIMB_QEMU_CPU:-}" ] || emulator="$emulator -cpu $LIMB_QEMU_CPU"

case "$(machine "$prog")" in
  00b7 | 0015) exec $emulator "$prog" "$@" ;;
  *)
    export LIMB_TEST_EMULATOR="$emulator"
    exec "$prog" "$@"
    ;;
esac
