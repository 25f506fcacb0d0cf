# Sourced by the CLI tests. limb_under_test BINARY DIR prints the command the
# test runs: BINARY itself, or, under tools/cpu_matrix.sh (which sets
# LIMB_TEST_EMULATOR, e.g. "/usr/bin/qemu-x86_64 -cpu Nehalem"), a wrapper
# in DIR that runs BINARY on that emulated CPU model.
limb_under_test() {
  local bin=$1 dir=$2 name=${3:-limb-emulated}
  if [ -z "${LIMB_TEST_EMULATOR:-}" ]; then
    echo "$bin"
    return
  fi
  printf '#!/bin/sh\nexec %s "%s" "$@"\n' "$LIMB_TEST_EMULATOR" "$bin" >"$dir/$name"
  chmod +x "$dir/$name"
  echo "$dir/$name"
}

# speed_under_test SPEED DIR prints what LIMB_SPEED should name for
# `limb speed` to run the speed tool SPEED on the CPU the test runs limb on:
# nothing natively (limb finds the tool itself), or, under the emulator, a
# wrapper in DIR that starts SPEED under it. limb's execv of the tool leaves
# qemu-user behind (the kernel runs the new program natively); the wrapper
# brings it back.
speed_under_test() {
  [ -n "${LIMB_TEST_EMULATOR:-}" ] || return 0
  limb_under_test "$1" "$2" speed-emulated
}
