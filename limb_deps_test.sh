#!/usr/bin/env bash
# Fails if //:limb's dependency closure reaches a test-only library.
set -u
deps=$1
[ -s "$deps" ] || { echo "empty dependency list"; exit 1; }
grep -q '^//bignum:arith$' "$deps" || { echo "//bignum:arith missing: query broken?"; exit 1; }
if grep -E '@system|@googletest|gtest|benchmark' "$deps"; then
  echo "FAIL: //:limb depends on the test-only targets above"
  exit 1
fi
echo "//:limb closure: $(wc -l <"$deps") targets, none test-only"
