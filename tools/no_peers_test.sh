#!/usr/bin/env bash
# The `limb` binary links no peer library and no Google Benchmark: `limb
# speed` executes the speed tool, a binary of its own (tools/speed_cli.cc).
# Two kinds of evidence, read from the ELF file with binutils:
#  1. readelf -d: no NEEDED entry for libcrypto, libgmp/libgmpxx, libsodium,
#     libgcrypt/libgpg-error, libnettle or libbenchmark (nor libssl and
#     libhogweed, which the speed tool does not need either);
#  2. nm (the symbol table and the dynamic one): no symbol of theirs
#     (benchmark::, EVP_, __gmpz_, crypto_aead_, gcry_, nettle_) and none of
#     the speed tool's own code (limb::speed::).
# The same checks first run on the speed tool, which links all of them: each
# must find what it looks for there, so a check that passes everything fails.
set -uo pipefail
root="${TEST_SRCDIR:-$PWD/..}/${TEST_WORKSPACE:-limb}"
limb="$root/tools/limb"
speed="$root/benchmarks/speed/speed"
for tool in readelf nm; do
  command -v "$tool" >/dev/null || { echo "FAIL $tool not found (binutils; tools/setup_debian.sh)"; exit 1; }
done

LIBS=(libcrypto libgmp libgmpxx libsodium libgcrypt libgpg-error libnettle libbenchmark)
ALSO_ABSENT=(libssl libhogweed)  # not in the control: checked on limb only
SYMBOLS=('benchmark::' 'EVP_' '__gmpz_' 'crypto_aead_' 'gcry_' 'nettle_' 'limb::speed::')

# needed BINARY: its NEEDED libraries, one a line.
needed() { readelf -d "$1" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'; }
# symbols BINARY: every symbol name, demangled, one a line.
symbols() { { nm -C "$1"; nm -D -C "$1"; } 2>/dev/null | sed -E 's/^[0-9a-f ]{16} [A-Za-z] //'; }

fail=0
# check BINARY WANT: WANT=found (the control) or absent; one line per check.
check() {
  local bin=$1 want=$2 libs syms n p got
  libs=$(needed "$bin")
  syms=$(symbols "$bin")
  n=$(grep -c . <<<"$syms")
  # An unreadable or stripped table would make every check pass.
  if [ "$n" -lt 100 ] || ! grep -qx 'main' <<<"$syms"; then
    echo "FAIL $(basename "$bin"): nm read $n symbols and no main"
    fail=1
    return
  fi
  for p in "${LIBS[@]}"; do
    report "$bin" "$want" "NEEDED $p" "$(grep -E "^$p\.so" <<<"$libs")"
  done
  if [ "$want" = absent ]; then
    for p in "${ALSO_ABSENT[@]}"; do
      report "$bin" "$want" "NEEDED $p" "$(grep -E "^$p\.so" <<<"$libs")"
    done
  fi
  for p in "${SYMBOLS[@]}"; do
    # C symbols start with their prefix; C++ names may hold it anywhere.
    case "$p" in
      *::) got=$(grep -F -- "$p" <<<"$syms" | head -n 3) ;;
      *) got=$(grep -E -- "^$p" <<<"$syms" | head -n 3) ;;
    esac
    report "$bin" "$want" "symbol $p*" "$got"
  done
}
# report BINARY WANT WHAT GOT
report() {
  local name
  name=$(basename "$1")
  if [ "$2" = found ] && [ -n "$4" ]; then
    echo "ok   $name (control) has $3"
  elif [ "$2" = absent ] && [ -z "$4" ]; then
    echo "ok   $name has no $3"
  elif [ "$2" = found ]; then
    echo "FAIL $name (control) has no $3: the check cannot see it"
    fail=1
  else
    echo "FAIL $name has $3:"
    sed 's/^/       /' <<<"$4"
    fail=1
  fi
}

check "$speed" found
check "$limb" absent
exit $fail
