#!/usr/bin/env bash
# `limb rsa`: OpenSSL's command line is the oracle, in both directions.
#  - genkey: the keys pass `openssl pkey -check` / `openssl rsa -check`, have
#    the requested size and prime count, are re-encoded by OpenSSL to the same
#    bytes (so they are canonical PKCS#8 / PKCS#1, PEM / DER), and the files
#    have mode 0600.
#  - pubkey: byte-for-byte equal to what `openssl pkey -pubout` and
#    `openssl rsa -RSAPublicKey_out` wrote (testdata/rsa, made by gen_keys.sh
#    with OpenSSL), from every private and public form of every test key.
#  - failure paths and the exit-code contract: 0 ok, 1 verification or
#    decryption failure with nothing written, 2 usage/input error with a
#    one-line message on stderr.
set -u
LIMB="$PWD/tools/limb"
TD="$PWD/testdata/rsa"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fails=0
cases=0
check() {  # check DESCRIPTION CONDITION-EXIT-CODE
  cases=$((cases + 1))
  if [ "$2" -ne 0 ]; then
    echo "FAIL: $1"
    fails=$((fails + 1))
  fi
}
# expect_usage DESCRIPTION PATTERN CMD...: CMD exits 2, prints nothing on
# stdout, and one stderr line (the first) matching PATTERN (grep -E).
expect_usage() {
  local desc=$1 pat=$2
  shift 2
  "$@" >"$work/eu.out" 2>"$work/eu.err"
  local rc=$?
  [ $rc -eq 2 ] && [ ! -s "$work/eu.out" ] && head -n 1 "$work/eu.err" | grep -Eq -- "$pat"
  local ok=$?
  [ $ok -eq 0 ] || echo "  ($desc: exit $rc, stderr: $(head -c 300 "$work/eu.err"))"
  check "$desc" $ok
}
mode_of() { stat -c %a "$1"; }

KEYS="rsa2048 rsa3072 rsa4096 rsa2048_3prime"

# ---------------------------------------------------------------- genkey ---
# Key 1: 2048 bits, defaults (PKCS#8 PEM), written to a file.
"$LIMB" rsa genkey --bits 2048 --out "$work/g1.pem"
check "genkey 2048 exits 0" $?
[ "$(mode_of "$work/g1.pem")" = 600 ]
check "genkey file has mode 0600" $?
head -n 1 "$work/g1.pem" | grep -qx -- '-----BEGIN PRIVATE KEY-----'
check "genkey default is PKCS#8 PEM" $?
openssl pkey -in "$work/g1.pem" -check -noout >/dev/null 2>&1
check "genkey key passes openssl pkey -check" $?
openssl rsa -in "$work/g1.pem" -check -noout >/dev/null 2>&1
check "genkey key passes openssl rsa -check" $?
openssl rsa -in "$work/g1.pem" -text -noout 2>/dev/null | head -n 1 |
  grep -q 'Private-Key: (2048 bit, 2 primes)'
check "genkey key has 2048 bits and 2 primes" $?
openssl rsa -in "$work/g1.pem" -text -noout 2>/dev/null | grep -q '^publicExponent: 65537 '
check "genkey key has e = 65537" $?
openssl pkey -in "$work/g1.pem" 2>/dev/null | cmp -s - "$work/g1.pem"
check "genkey PKCS#8 PEM equals OpenSSL's re-encoding" $?
openssl rsa -in "$work/g1.pem" -traditional -outform DER -out "$work/g1.pkcs1.der" 2>/dev/null
openssl pkcs8 -topk8 -nocrypt -in "$work/g1.pem" -outform DER -out "$work/g1.pkcs8.der" 2>/dev/null
openssl rsa -in "$work/g1.pem" -traditional -out "$work/g1.pkcs1.pem" 2>/dev/null
# The other encodings of the same key, written by OpenSSL, load in limb and
# give the same public key as OpenSSL's.
openssl pkey -in "$work/g1.pem" -pubout -out "$work/g1.spki.pem" 2>/dev/null
for f in g1.pem g1.pkcs1.der g1.pkcs8.der g1.pkcs1.pem; do
  "$LIMB" rsa pubkey --key "$work/$f" | cmp -s - "$work/g1.spki.pem"
  check "pubkey of genkey key ($f) equals openssl pkey -pubout" $?
done

# Key 2: 2048 bits, 3 primes, PKCS#1 DER, to stdout; then the same key
# written over an existing world-readable file (mode becomes 0600).
"$LIMB" rsa genkey --bits 2048 --primes 3 --format pkcs1 --der >"$work/g2.der"
check "genkey 3-prime PKCS#1 DER to stdout exits 0" $?
openssl rsa -inform DER -in "$work/g2.der" -check -noout >/dev/null 2>&1
check "genkey 3-prime key passes openssl rsa -check" $?
openssl rsa -inform DER -in "$work/g2.der" -text -noout 2>/dev/null | head -n 1 |
  grep -q 'Private-Key: (2048 bit, 3 primes)'
check "genkey 3-prime key has 2048 bits and 3 primes" $?
openssl rsa -inform DER -in "$work/g2.der" -traditional -outform DER 2>/dev/null |
  cmp -s - "$work/g2.der"
check "genkey PKCS#1 DER equals OpenSSL's re-encoding" $?
# Re-encode our own output (pkcs1 DER -> the other private forms) through
# OpenSSL: limb reads them all as the same key.
openssl pkey -inform DER -in "$work/g2.der" -pubout -outform DER -out "$work/g2.spki.der" 2>/dev/null
"$LIMB" rsa pubkey --key "$work/g2.der" --der | cmp -s - "$work/g2.spki.der"
check "pubkey of 3-prime genkey key equals openssl (DER)" $?

: >"$work/preexisting.pem"
chmod 644 "$work/preexisting.pem"
"$LIMB" rsa genkey --bits 2048 --format pkcs1 --out "$work/preexisting.pem" 2>/dev/null
# (a third small keygen is cheap; this checks the mode of an existing file)
[ "$(mode_of "$work/preexisting.pem")" = 600 ] &&
  head -n 1 "$work/preexisting.pem" | grep -qx -- '-----BEGIN RSA PRIVATE KEY-----'
check "genkey over an existing 0644 file leaves it 0600, PKCS#1 PEM" $?
openssl rsa -in "$work/preexisting.pem" -traditional 2>/dev/null | cmp -s - "$work/preexisting.pem"
check "genkey PKCS#1 PEM equals OpenSSL's re-encoding" $?

expect_usage "genkey --bits 1024 refused" '2048' "$LIMB" rsa genkey --bits 1024
expect_usage "genkey --bits 2047 refused" '2048' "$LIMB" rsa genkey --bits 2047
expect_usage "genkey without --bits" 'bits' "$LIMB" rsa genkey
expect_usage "genkey --bits not a number" 'bits' "$LIMB" rsa genkey --bits 2k
expect_usage "genkey --bits too large" '16384' "$LIMB" rsa genkey --bits 20000
expect_usage "genkey --primes 1" 'primes' "$LIMB" rsa genkey --bits 2048 --primes 1
expect_usage "genkey --primes 9 at 2048 bits" 'primes' "$LIMB" rsa genkey --bits 2048 --primes 9
expect_usage "genkey --format pkcs7" 'format' "$LIMB" rsa genkey --bits 2048 --format pkcs7
expect_usage "genkey unknown option" 'unknown option --colour' "$LIMB" rsa genkey --bits 2048 --colour
rm -f "$work/nokey"
"$LIMB" rsa genkey --bits 1024 --out "$work/nokey" 2>/dev/null
[ ! -e "$work/nokey" ]
check "refused genkey creates no file" $?

# ---------------------------------------------------------------- pubkey ---
# Every private and public form of every test key -> the four public forms,
# compared byte for byte with OpenSSL's files.
for k in $KEYS; do
  for in in pkcs8.pem pkcs8.der pkcs1.pem pkcs1.der spki.pem spki.der pub.pkcs1.pem pub.pkcs1.der; do
    "$LIMB" rsa pubkey --key "$TD/$k.$in" | cmp -s - "$TD/$k.spki.pem"
    check "pubkey $k.$in -> spki PEM" $?
    "$LIMB" rsa pubkey --key "$TD/$k.$in" --der | cmp -s - "$TD/$k.spki.der"
    check "pubkey $k.$in -> spki DER" $?
    "$LIMB" rsa pubkey --key "$TD/$k.$in" --format pkcs1 | cmp -s - "$TD/$k.pub.pkcs1.pem"
    check "pubkey $k.$in -> pkcs1 PEM" $?
    "$LIMB" rsa pubkey --key "$TD/$k.$in" --format pkcs1 --der --out "$work/pub.der"
    cmp -s "$work/pub.der" "$TD/$k.pub.pkcs1.der"
    check "pubkey $k.$in -> pkcs1 DER (--out)" $?
  done
done
# Live OpenSSL as well (not only the stored files).
openssl rsa -in "$work/g1.pem" -RSAPublicKey_out -outform DER 2>/dev/null | cmp -s - \
  <("$LIMB" rsa pubkey --key "$work/g1.pem" --format pkcs1 --der)
check "pubkey pkcs1 DER equals openssl rsa -RSAPublicKey_out" $?
# Key on stdin.
"$LIMB" rsa pubkey --key - <"$TD/rsa2048.pkcs1.der" | cmp -s - "$TD/rsa2048.spki.pem"
check "pubkey reads the key from stdin (--key -)" $?

# Input errors: missing, garbage, truncated, bit-flipped keys.
expect_usage "pubkey missing key file" 'no-such-file.*No such file' \
  "$LIMB" rsa pubkey --key "$work/no-such-file"
printf 'hello, world\n' >"$work/garbage"
expect_usage "pubkey garbage key file" 'garbage: .*offset [0-9]+' \
  "$LIMB" rsa pubkey --key "$work/garbage"
head -c 200 "$TD/rsa2048.spki.der" >"$work/trunc.der"
expect_usage "pubkey truncated DER key names the offset" 'trunc.der: .*offset [0-9]+' \
  "$LIMB" rsa pubkey --key "$work/trunc.der"
sed 's/^-----END PUBLIC KEY-----$/-----END PRIVATE KEY-----/' "$TD/rsa2048.spki.pem" >"$work/badlabel.pem"
expect_usage "pubkey PEM with mismatched END label" 'badlabel.pem: .*offset [0-9]+' \
  "$LIMB" rsa pubkey --key "$work/badlabel.pem"
: >"$work/empty"
expect_usage "pubkey empty key file" 'empty: ' "$LIMB" rsa pubkey --key "$work/empty"
expect_usage "pubkey without --key" 'key' "$LIMB" rsa pubkey
expect_usage "pubkey --format pkcs8" 'format' "$LIMB" rsa pubkey --key "$TD/rsa2048.spki.pem" --format pkcs8
expect_usage "pubkey stray operand" 'unexpected argument' "$LIMB" rsa pubkey --key "$TD/rsa2048.spki.pem" extra

# ------------------------------------------------------- usage and --help ---
"$LIMB" rsa --help >"$work/help" 2>/dev/null
[ $? -eq 0 ] && grep -q 'genkey' "$work/help" && grep -q 'exit status' "$work/help"
check "limb rsa --help: usage on stdout, exit 0" $?
for c in genkey pubkey; do
  "$LIMB" rsa $c --help >"$work/help" 2>/dev/null
  [ $? -eq 0 ] && grep -q "usage: limb rsa $c" "$work/help"
  check "limb rsa $c --help: usage on stdout, exit 0" $?
done
expect_usage "limb rsa without a command" 'usage: limb rsa' "$LIMB" rsa
expect_usage "limb rsa unknown command" "unknown command 'frob'" "$LIMB" rsa frob

echo "$((cases - fails)) passed, $fails failed"
[ "$fails" -eq 0 ]
