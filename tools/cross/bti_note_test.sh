#!/usr/bin/env bash
# Every object of limb's aarch64 assembly libraries carries the GNU property
# note that marks it BTI-compatible (asm/asm_common.h, LIMB_GNU_STACK). One
# object without it makes the linker drop branch protection for the whole
# binary. Argument: ARCH; the archives are the *.a files under asm/ in the
# runfiles (the data of the test). On other architectures there is no such
# note to check; the test says so and passes.
set -uo pipefail
arch=$1
if [ "$arch" != aarch64 ]; then
  echo "bti_note_test: $arch build, nothing to check (aarch64 only)"
  exit 0
fi
readelf=$(command -v aarch64-linux-gnu-readelf) || { echo "FAIL aarch64-linux-gnu-readelf not found"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
checked=0
bad=0
for a in asm/*.a; do
  case "$a" in *.a) ;; *) continue ;; esac
  rm -rf "$tmp"/*
  (cd "$tmp" && ar x "$OLDPWD/$a") || { echo "FAIL cannot unpack $a"; exit 1; }
  for o in "$tmp"/*.o; do
    [ -e "$o" ] || continue
    checked=$((checked + 1))
    if "$readelf" -n "$o" | grep -q "AArch64 feature: BTI"; then
      echo "ok   $(basename "$a"): $(basename "$o")"
    else
      echo "FAIL $(basename "$a"): $(basename "$o") has no BTI property note"
      bad=$((bad + 1))
    fi
  done
done
if [ "$checked" -eq 0 ]; then
  echo "FAIL no aarch64 assembly objects found in asm/*.a"
  exit 1
fi
echo "$checked objects, $bad without the note"
[ "$bad" -eq 0 ]
