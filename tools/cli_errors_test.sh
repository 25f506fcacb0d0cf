#!/usr/bin/env bash
# The limb tool's answers to bad input, one case per row of docs/errors.md
# that the other CLI tests do not already check: for each, the exit status
# (2 usage or input error, 1 verification or authentication failure), the
# first stderr line, an empty standard output, and, where the command was
# given --out, that no file was created and no temporary was left.
set -u
LIMB="$PWD/tools/limb"
TD="$PWD/testdata/rsa"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. "${TEST_SRCDIR:-$PWD/..}/${TEST_WORKSPACE:-limb}/tools/testing/emulate.sh"
LIMB=$(limb_under_test "$LIMB" "$work")
fails=0
cases=0
check() {  # check DESCRIPTION CONDITION-EXIT-CODE
  cases=$((cases + 1))
  if [ "$2" -ne 0 ]; then
    echo "FAIL: $1"
    fails=$((fails + 1))
  fi
}
# expect_err DESCRIPTION CODE PATTERN CMD...: CMD exits CODE, prints nothing
# on stdout, and its first stderr line matches PATTERN (grep -E).
expect_err() {
  local desc=$1 code=$2 pat=$3
  shift 3
  "$@" >"$work/ee.out" 2>"$work/ee.err" </dev/null
  local rc=$?
  [ $rc -eq "$code" ] && [ ! -s "$work/ee.out" ] && head -n 1 "$work/ee.err" | grep -Eq -- "$pat"
  local ok=$?
  [ $ok -eq 0 ] || echo "  ($desc: exit $rc, stdout $(wc -c <"$work/ee.out") bytes, stderr: $(head -c 300 "$work/ee.err"))"
  check "$desc" $ok
}
# no_output_in DIR: DIR is empty (no --out file, no temporary).
no_output_in() { [ -z "$(ls -A "$1")" ]; }

K="$TD/rsa2048.pkcs8.pem" S="$TD/rsa2048.spki.pem"
KEY=000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
NONCE=000000000000000000000000
XNONCE=000000000000000000000000000000000000000000000000
d="$work/d"
fresh_dir() { rm -rf "$d"; mkdir "$d"; }
printf 'a message\n' >"$work/msg"

# ------------------------------------------------------------------ limb ---
expect_err "limb without a command" 2 '^usage: limb COMMAND' "$LIMB"
expect_err "limb unknown command" 2 "^limb: unknown command 'frob'" "$LIMB" frob
"$LIMB" --help >"$work/out" 2>"$work/err"
[ $? -eq 0 ] && grep -q '^usage: limb COMMAND' "$work/out" && [ ! -s "$work/err" ]
check "limb --help: usage on stdout, exit 0" $?
expect_err "limb cpu with an argument" 2 "^limb cpu: unexpected argument 'x'" "$LIMB" cpu x

# ------------------------------------------------------------- sha256sum ---
expect_err "sha256sum unknown long option" 2 "^limb sha256sum: unrecognized option '--colour'" \
  "$LIMB" sha256sum --colour
expect_err "sha256sum unknown short option" 2 "^limb sha256sum: invalid option -- 'x'" \
  "$LIMB" sha256sum -x
expect_err "sha256sum -c with --tag" 2 'meaningless when verifying' "$LIMB" sha256sum -c --tag "$work/msg"
expect_err "sha256sum --strict without -c" 2 'meaningful only when verifying' \
  "$LIMB" sha256sum --strict "$work/msg"
expect_err "sha256sum of a missing file" 1 "^limb sha256sum: $work/nope: No such file or directory" \
  "$LIMB" sha256sum "$work/nope"
# A checksum list over 64 MiB (sparse, measured before it is read): exit 1
# as coreutils for a list it cannot read, with the limit named.
truncate -s $((64 * 1024 * 1024 + 1)) "$work/big.sums"
expect_err "sha256sum -c of a list over 64 MiB" 1 "^limb: $work/big.sums: too large: more than 67108864 bytes" \
  "$LIMB" sha256sum -c "$work/big.sums"
rm -f "$work/big.sums"

# ----------------------------------------------------------- hmac-sha256 ---
expect_err "hmac with both --key and --key-file" 2 '^limb: give exactly one of --key HEX and --key-file FILE' \
  "$LIMB" hmac-sha256 --key 00 --key-file "$work/msg" "$work/msg"
expect_err "hmac --key odd hex" 2 '^limb: --key: not an even number of hex digits' \
  "$LIMB" hmac-sha256 --key abc "$work/msg"
expect_err "hmac --key without a value" 2 '^limb: option --key needs a value' "$LIMB" hmac-sha256 --key
expect_err "hmac unknown option" 2 '^limb: unknown option --colour' "$LIMB" hmac-sha256 --key 00 --colour
expect_err "hmac of a missing file" 2 "^limb: $work/nope: No such file or directory" \
  "$LIMB" hmac-sha256 --key 00 "$work/nope"
# A missing file among good ones: the others are still MACed, the exit is 2.
"$LIMB" hmac-sha256 --key 00 "$work/msg" "$work/nope" >"$work/out" 2>/dev/null
[ $? -eq 2 ] && [ "$(wc -l <"$work/out")" -eq 1 ] && grep -q " $work/msg\$" "$work/out"
check "hmac with one missing file among two exits 2, MACs the other" $?

# ------------------------------------------------------------------ aead ---
expect_err "aead without seal or open" 2 '^limb: expected seal or open' "$LIMB" aead --key "$KEY" --nonce "$NONCE"
expect_err "aead without --nonce" 2 '^limb: --nonce is required' "$LIMB" aead seal --key "$KEY"
expect_err "aead --xchacha with a 12-byte nonce" 2 '^limb: --nonce must be 24 bytes in hex' \
  "$LIMB" aead seal --xchacha --key "$KEY" --nonce "$NONCE" --in "$work/msg"
expect_err "aead 24-byte nonce without --xchacha" 2 '^limb: --nonce must be 12 bytes in hex' \
  "$LIMB" aead seal --key "$KEY" --nonce "$XNONCE" --in "$work/msg"
expect_err "aead --nonce not hex" 2 '^limb: --nonce must be 12 bytes in hex' \
  "$LIMB" aead seal --key "$KEY" --nonce "zz${NONCE:2}" --in "$work/msg"
expect_err "aead --aad odd hex" 2 '^limb: --aad: not an even number of hex digits' \
  "$LIMB" aead seal --key "$KEY" --nonce "$NONCE" --aad abc --in "$work/msg"
expect_err "aead --key of 33 bytes" 2 '^limb: the key must be 32 bytes, got 33' \
  "$LIMB" aead seal --key "${KEY}00" --nonce "$NONCE" --in "$work/msg"
expect_err "aead --in missing file" 2 "^limb: $work/nope: No such file or directory" \
  "$LIMB" aead seal --key "$KEY" --nonce "$NONCE" --in "$work/nope"
"$LIMB" aead seal --key "$KEY" --nonce "$NONCE" --in "$work/msg" --out "$work/ct"
# Tampered ciphertext with --out: exit 1, nothing created.
fresh_dir
cp "$work/ct" "$work/ct.bad"
printf '\001' | dd of="$work/ct.bad" bs=1 seek=0 conv=notrunc 2>/dev/null
expect_err "aead open of a tampered ciphertext" 1 '^limb: authentication failed$' \
  "$LIMB" aead open --key "$KEY" --nonce "$NONCE" --in "$work/ct.bad" --out "$d/pt"
no_output_in "$d"
check "aead open of a tampered ciphertext creates no --out file" $?
# Truncated to 15 bytes (shorter than the tag), with --out.
head -c 15 "$work/ct" >"$work/ct.short"
expect_err "aead open of 15 bytes" 1 '^limb: authentication failed \(input shorter than the tag\)' \
  "$LIMB" aead open --key "$KEY" --nonce "$NONCE" --in "$work/ct.short" --out "$d/pt"
no_output_in "$d"
check "aead open of 15 bytes creates no --out file" $?
# The right ciphertext under the XChaCha construction fails authentication.
expect_err "aead open --xchacha of a ChaCha20-Poly1305 ciphertext" 1 '^limb: authentication failed$' \
  "$LIMB" aead open --xchacha --key "$KEY" --nonce "$XNONCE" --in "$work/ct"
# --out names a directory: exit 2, the directory is left as it was.
fresh_dir
mkdir "$d/sub"
expect_err "aead seal --out onto a directory" 2 "^limb: $d/sub: " \
  "$LIMB" aead seal --key "$KEY" --nonce "$NONCE" --in "$work/msg" --out "$d/sub"
[ -d "$d/sub" ] && [ -z "$(ls -A "$d/sub")" ] && [ "$(ls -A "$d")" = sub ]
check "aead seal --out onto a directory leaves it and no temporary" $?

# ------------------------------------------------------------------- rsa ---
# Key files: missing, empty, truncated DER, a 768-bit key.
expect_err "rsa sign with a missing key file" 2 "^limb: $work/nope.pem: No such file or directory" \
  "$LIMB" rsa sign --key "$work/nope.pem" --scheme pkcs1 --in "$work/msg"
: >"$work/empty.pem"
expect_err "rsa sign with an empty key file" 2 'not an RSA key in PEM or DER: .* at offset 0$' \
  "$LIMB" rsa sign --key "$work/empty.pem" --scheme pkcs1 --in "$work/msg"
head -c 600 "$TD/rsa2048.pkcs1.der" >"$work/trunc.der"
expect_err "rsa pubkey of a truncated DER key" 2 'trunc.der: not an RSA key in PEM or DER: .* at offset [0-9]+$' \
  "$LIMB" rsa pubkey --key "$work/trunc.der"
openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:768 -out "$work/k768.pem" 2>/dev/null
expect_err "rsa sign with a 768-bit key" 2 'k768.pem: key too small \(limb accepts moduli of 1024 bits and more\)' \
  "$LIMB" rsa sign --key "$work/k768.pem" --scheme pkcs1 --in "$work/msg"
expect_err "rsa sign without --key" 2 '^limb: --key is required' "$LIMB" rsa sign --scheme pkcs1 --in "$work/msg"
# sign: a missing --in with --out creates nothing.
fresh_dir
expect_err "rsa sign of a missing --in file" 2 "^limb: $work/nope: No such file or directory" \
  "$LIMB" rsa sign --key "$K" --scheme pkcs1 --in "$work/nope" --out "$d/sig"
no_output_in "$d"
check "rsa sign of a missing --in file creates no --out file" $?
expect_err "rsa verify without --sig" 2 '^limb: --sig is required' \
  "$LIMB" rsa verify --pubkey "$S" --scheme pkcs1 --in "$work/msg"
expect_err "rsa verify with a missing --sig file" 2 "^limb: $work/nope.sig: No such file or directory" \
  "$LIMB" rsa verify --pubkey "$S" --scheme pkcs1 --sig "$work/nope.sig" --in "$work/msg"
# decrypt: a ciphertext that fails with --out creates nothing.
"$LIMB" rsa encrypt --pubkey "$S" --scheme oaep --in "$work/msg" --out "$work/ce"
cp "$work/ce" "$work/ce.bad"
printf '\001' | dd of="$work/ce.bad" bs=1 seek=100 conv=notrunc 2>/dev/null
fresh_dir
expect_err "rsa decrypt of a tampered OAEP ciphertext" 1 '^limb: decryption failed$' \
  "$LIMB" rsa decrypt --key "$K" --scheme oaep --in "$work/ce.bad" --out "$d/pt"
no_output_in "$d"
check "rsa decrypt of a tampered OAEP ciphertext creates no --out file" $?
head -c 257 /dev/zero >"$work/c257"
expect_err "rsa decrypt of a 257-byte ciphertext" 2 'ciphertext is more than 256' \
  "$LIMB" rsa decrypt --key "$K" --scheme oaep --in "$work/c257" --out "$d/pt"
no_output_in "$d"
check "rsa decrypt of a 257-byte ciphertext creates no --out file" $?

echo "$((cases - fails)) passed, $fails failed"
[ "$fails" -eq 0 ]
