# Sourced by the CLI tests. limb_under_test BINARY DIR prints the command the
# test runs: BINARY itself, or, under tools/cpu_matrix.sh (which sets
# LIMB_TEST_EMULATOR, e.g. "/usr/bin/qemu-x86_64 -cpu Nehalem"), a wrapper
# in DIR that runs BINARY on that emulated CPU model.
limb_under_test() {
  local bin=$1 dir=$2
  if [ -z "${LIMB_TEST_EMULATOR:-}" ]; then
    echo "$bin"
    return
  fi
  printf '#!/bin/sh\nexec %s "%s" "$@"\n' "$LIMB_TEST_EMULATOR" "$bin" >"$dir/limb-emulated"
  chmod +x "$dir/limb-emulated"
  echo "$dir/limb-emulated"
}
