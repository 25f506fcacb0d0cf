#!/usr/bin/env bash
# Compares `limb sha256sum` with coreutils' sha256sum: identical standard
# output and exit status for hashing and --check, on ordinary, empty, large,
# oddly named, missing and tampered files.
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
  "$LIMB" sha256sum "$@" <"$in" >limb.out 2>limb.err
  local lrc=$?
  sha256sum "$@" <"$in" >core.out 2>core.err
  local crc=$?
  cases=$((cases + 1))
  if ! cmp -s limb.out core.out || [ "$lrc" != "$crc" ]; then
    echo "FAIL: $desc (limb rc=$lrc, coreutils rc=$crc)"
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

sha256sum abc empty million_a random.bin 'back\slash' 'new
line' 'with space' "$(printf 'cr\rx')" "$(printf 'all\\of\nthem\r')" >good.sums
same "check ok" -c good.sums
same "check quiet" -c --quiet good.sums
same "check status" -c --status good.sums
sha256sum --tag abc empty >tag.sums
same "check bsd tag" -c tag.sums
cp good.sums bad.sums
echo "0000000000000000000000000000000000000000000000000000000000000000  abc" >>bad.sums
echo "not a checksum line" >>bad.sums
echo "# a comment" >>bad.sums
same "check mismatch and bad line" -c bad.sums
same "check strict" -c --strict bad.sums
same "check warn" -c -w bad.sums
sha256sum abc >missing.sums
echo "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad  gone" >>missing.sums
same "check missing" -c missing.sums
same "check ignore-missing" -c --ignore-missing missing.sums
echo "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad  gone" >only_missing.sums
same "check ignore-missing none verified" -c --ignore-missing only_missing.sums
echo "junk" >junk.sums
same "check no valid lines" -c junk.sums
tr 'a-f' 'A-F' <good.sums | sed 's/  \(.*\)$/  \1/' >upper.sums
head -n 1 good.sums | tr 'a-f' 'A-F' >upper1.sums
same "check uppercase hex" -c upper1.sums
STDIN_FILE=good.sums same "check from stdin" -c

# Usage errors are limb's exit code 2 (coreutils uses 1); only the code differs.
"$LIMB" sha256sum --no-such-option >/dev/null 2>&1
rc=$?
cases=$((cases + 1))
if [ "$rc" != 2 ]; then echo "FAIL: usage error exit code $rc"; fails=$((fails + 1)); fi

echo "$((cases - fails)) passed, $fails failed"
[ "$fails" -eq 0 ]
