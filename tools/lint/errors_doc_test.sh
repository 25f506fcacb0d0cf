#!/usr/bin/env bash
# Keeps docs/errors.md honest: every row of its tables names at least one
# test, and every test it names exists, as
#   `path/x_test.cc:Suite.Name`  a file with TEST/TEST_F/TEST_P(Suite, Name), or
#   `tools/x_test.sh: case`      a file holding the quoted case description
#                                ("case" or "case (..." for descriptions that
#                                end in a parenthesised detail).
# Runs from the workspace root (or its runfiles, where //tools/lint:BUILD
# puts the sources, the CLI tests and the document).
set -u
doc=docs/errors.md
[ -f "$doc" ] || { echo "FAIL: $doc not found (run from the workspace root)"; exit 1; }
fails=0
refs=0
rows=0
fail() { echo "FAIL: $doc:$1: $2"; fails=$((fails + 1)); }

check_ref() {  # check_ref LINE REF
  local line=$1 ref=$2 file name suite test
  case "$ref" in
    *.cc:*)
      file=${ref%%:*}
      name=${ref#*:}
      suite=${name%%.*}
      test=${name#*.}
      if [ ! -f "$file" ]; then
        fail "$line" "no such test file: $file"
      elif [ "$suite" = "$name" ] || [ -z "$test" ]; then
        fail "$line" "not Suite.Name: $ref"
      elif ! grep -Eq "^TEST(_F|_P)?\\($suite, *$test\\)" "$file"; then
        fail "$line" "no TEST($suite, $test) in $file"
      fi
      ;;
    *.sh:\ *)
      file=${ref%%: *}
      name=${ref#*: }
      if [ ! -f "$file" ]; then
        fail "$line" "no such test script: $file"
      elif ! grep -Fq -e "\"$name\"" -e "\"$name (" "$file"; then
        fail "$line" "no case \"$name\" in $file"
      fi
      ;;
    *) return 1 ;;
  esac
  refs=$((refs + 1))
  return 0
}

n=0
while IFS= read -r l; do
  n=$((n + 1))
  # Table rows only; skip header rows (the "Test" column title) and separators.
  case "$l" in
    '|'*) ;;
    *) continue ;;
  esac
  case "$l" in
    '| ---'* | '|---'* | *'| Test |'* | *'| Test'*'|') continue ;;
  esac
  rows=$((rows + 1))
  # The last cell holds the test references, each in backquotes.
  last=${l%|}
  last=${last##*|}
  found=0
  rest=$last
  while [[ $rest =~ \`([^\`]*)\`(.*) ]]; do
    ref=${BASH_REMATCH[1]}
    rest=${BASH_REMATCH[2]}
    if check_ref "$n" "$ref"; then found=1; fi
  done
  [ $found -eq 1 ] || fail "$n" "row names no test: $l"
done <"$doc"

[ $rows -gt 0 ] || fail 0 "no table rows found"
echo "$rows rows, $refs test references, $fails failed"
[ $fails -eq 0 ]
