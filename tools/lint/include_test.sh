#!/usr/bin/env bash
# Include discipline, over every C++ and assembly source of the repository
# (the arguments):
#  1. limb's own headers are included as "limb/<package>/<file>", the paths
#     //:limb's users see; a bare "bignum/nat.h" would collide with the
#     base/, asm/, ... of the tree a TLS stack lives in.
#  2. Every "limb/..." include names a file of the repository.
#  3. A public header includes no internal one. Internal: *_internal.h,
#     *_asm.h (kernel prototypes), *test_util.h, anything under testing/,
#     and everything in benchmarks/ and tools/.
# The script first checks itself on a small tree with one violation of each
# rule, so a check that silently passes everything fails the test.
set -uo pipefail

is_internal() {
  case "$1" in
    *_internal.h | *_asm.h | *test_util.h | */testing/* | benchmarks/* | tools/*) return 0 ;;
  esac
  return 1
}

# check FILE... (paths relative to the current directory): prints one line
# per violation, returns the count.
check() {
  local -A known=()
  local f
  for f in "$@"; do known["$f"]=1; done
  local bad=0 line n inc
  for f in "$@"; do
    n=0
    while IFS= read -r line; do
      n=$((n + 1))
      [[ "$line" =~ ^[[:space:]]*#[[:space:]]*include[[:space:]]+\"([^\"]+)\" ]] || continue
      inc="${BASH_REMATCH[1]}"
      case "$inc" in
        asm/* | base/* | bignum/* | rsa/* | symmetric/* | benchmarks/* | tools/*)
          echo "$f:$n: include \"$inc\" without the limb/ prefix"
          bad=$((bad + 1))
          continue
          ;;
        limb/*) ;;
        *) continue ;;
      esac
      inc="${inc#limb/}"
      # Generated files (.inc from a genrule) are not in the source tree.
      if [[ -z "${known[$inc]:-}" && "$inc" != *.inc ]]; then
        echo "$f:$n: include \"limb/$inc\" names no file of the repository"
        bad=$((bad + 1))
      fi
      if [[ "$f" == *.h ]] && ! is_internal "$f" && is_internal "$inc"; then
        echo "$f:$n: public header includes internal \"limb/$inc\""
        bad=$((bad + 1))
      fi
    done <"$f"
  done
  return "$bad"
}

# Self-check: three violations, each must be reported.
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/bignum"
printf '#include "bignum/nat_internal.h"\n' >"$tmp/bignum/a.h"
printf '#include "limb/bignum/nat_internal.h"\n#include "limb/bignum/gone.h"\n' >"$tmp/bignum/b.h"
printf '// internal\n' >"$tmp/bignum/nat_internal.h"
self="$(cd "$tmp" && check bignum/a.h bignum/b.h bignum/nat_internal.h)"
if [[ "$(grep -c . <<<"$self")" != 3 ]]; then
  echo "FAIL: the self-check must report 3 violations, it reported:"
  echo "$self"
  exit 1
fi

files=()
for f in "$@"; do files+=("$f"); done
out="$(check "${files[@]}")"
count=$?
if ((count != 0)); then
  echo "$out"
  echo "FAIL: $count include violation(s) in ${#files[@]} files"
  exit 1
fi
echo "ok: ${#files[@]} files, every include of limb is limb/..., no public header includes an internal one"
