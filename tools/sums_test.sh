#!/usr/bin/env bash
# Compares each `limb HASHsum` with coreutils' command of the same name:
# identical standard output and exit status for hashing and --check, on
# ordinary, empty, large, oddly named, missing and tampered files.
set -u
LIMB="$PWD/tools/limb"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. "${TEST_SRCDIR:-$PWD/..}/${TEST_WORKSPACE:-limb}/tools/testing/emulate.sh"
LIMB=$(limb_under_test "$LIMB" "$work")
cd "$work"
fails=0
cases=0

same() {  # same DESCRIPTION ARGS...  (optional stdin from $STDIN_FILE)
  local desc=$1
  shift
  local in=${STDIN_FILE:-/dev/null}
  "$LIMB" "$cmd" "$@" <"$in" >limb.out 2>limb.err
  local lrc=$?
  "$cmd" "$@" <"$in" >core.out 2>core.err
  local crc=$?
  cases=$((cases + 1))
  if ! cmp -s limb.out core.out || [ "$lrc" != "$crc" ]; then
    echo "FAIL: $cmd: $desc (limb rc=$lrc, coreutils rc=$crc)"
    diff limb.out core.out | head -n 10
    fails=$((fails + 1))
  fi
}

printf 'abc' >abc
: >empty
head -c 1000000 /dev/zero | tr '\0' 'a' >million_a
head -c 200003 /dev/urandom >random.bin
printf 'x' >'back\slash'
printf 'y' >'new
line'
printf 'z' >'with space'
printf 'w' >"$(printf 'cr\rx')"
printf 'v' >"$(printf 'all\\of\nthem\r')"

for cmd in sha1sum sha224sum sha256sum sha384sum sha512sum; do
  abc_hex=$("$cmd" abc | cut -d' ' -f1)
  hexlen=${#abc_hex}
  same "one file" abc
  same "several files" abc empty million_a random.bin 'with space'
  same "escaped names" 'back\slash' 'new
line'
  same "missing file" abc does-not-exist
  same "binary mode" -b abc random.bin
  same "tag" --tag abc 'back\slash'
  same "carriage return and mixed names" "$(printf 'cr\rx')" "$(printf 'all\\of\nthem\r')"
  same "zero" -z abc 'new
line'
  STDIN_FILE=abc same "stdin" 
  STDIN_FILE=random.bin same "stdin dash" -

  "$cmd" abc empty million_a random.bin 'back\slash' 'new
line' 'with space' "$(printf 'cr\rx')" "$(printf 'all\\of\nthem\r')" >good.sums
  same "check ok" -c good.sums
  same "check quiet" -c --quiet good.sums
  same "check status" -c --status good.sums
  "$cmd" --tag abc empty >tag.sums
  same "check bsd tag" -c tag.sums
  cp good.sums bad.sums
  echo "$(head -c "$hexlen" /dev/zero | tr '\0' 0)  abc" >>bad.sums
  echo "not a checksum line" >>bad.sums
  echo "# a comment" >>bad.sums
  same "check mismatch and bad line" -c bad.sums
  same "check strict" -c --strict bad.sums
  same "check warn" -c -w bad.sums
  "$cmd" abc >missing.sums
  echo "$abc_hex  gone" >>missing.sums
  same "check missing" -c missing.sums
  same "check ignore-missing" -c --ignore-missing missing.sums
  echo "$abc_hex  gone" >only_missing.sums
  same "check ignore-missing none verified" -c --ignore-missing only_missing.sums
  echo "junk" >junk.sums
  same "check no valid lines" -c junk.sums
  tr 'a-f' 'A-F' <good.sums | sed 's/  \(.*\)$/  \1/' >upper.sums
  head -n 1 good.sums | tr 'a-f' 'A-F' >upper1.sums
  same "check uppercase hex" -c upper1.sums
  STDIN_FILE=good.sums same "check from stdin" -c

  # Usage errors are limb's exit code 2 (coreutils uses 1); only the code differs.
  "$LIMB" "$cmd" --no-such-option >/dev/null 2>&1
  rc=$?
  cases=$((cases + 1))
  if [ "$rc" != 2 ]; then echo "FAIL: $cmd: usage error exit code $rc"; fails=$((fails + 1)); fi
done

echo "$((cases - fails)) passed, $fails failed"
[ "$fails" -eq 0 ]
