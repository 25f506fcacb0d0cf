#!/usr/bin/env bash
# The limb tool's files: every --out is replaced atomically, with the mode
# its contents call for, and every input is bounded.
#  - a write that fails (a file-size limit, `ulimit -f 1`) exits 2 with a
#    message, leaves the old file byte for byte and no temporary behind
#    (rsa genkey --out, aead open --out);
#  - under umask 022, private keys (genkey) and decrypted plaintexts
#    (rsa decrypt, aead open) are 0600, also over an existing 0644 file;
#    signatures, ciphertexts and public keys are 0644;
#  - --out onto a symlink replaces the link and never writes through it
#    (neither into an existing target nor by creating a dangling one's);
#    the temporary's own name cannot be redirected either, as it is opened
#    O_CREAT|O_EXCL|O_NOFOLLOW (not testable without racing the tool);
#  - inputs over their limit exit 2 with the limit in the message (exit 1
#    for an over-long signature, which cannot verify), never 134
#    (std::bad_alloc); a pipe is read no further than limit + 1 bytes, a
#    regular file (stdin too) is measured before it is read.
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
mode_of() { stat -c %a "$1"; }
umask 022
K="$TD/rsa2048.pkcs8.pem" S="$TD/rsa2048.spki.pem"
KEY=000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
NONCE=000000000000000000000000
# Each test writes into a directory of its own, so `ls -A` shows leftovers.
d="$work/d"
fresh_dir() { rm -rf "$d"; mkdir "$d"; }

# ------------------------------------------- failing writes leave old files ---
fresh_dir
printf 'the old key\n' >"$d/key.pem"
cp "$d/key.pem" "$work/key.before"
(ulimit -f 1; exec "$LIMB" rsa genkey --bits 2048 --out "$d/key.pem") >"$work/out" 2>"$work/err"
rc=$?
[ $rc -eq 2 ] && grep -q 'key.pem: write failed' "$work/err"
ok=$?  # before the description, whose $(...) would reset $?
check "genkey --out under ulimit -f 1 exits 2 with a message (exit $rc: $(head -c 200 "$work/err"))" $ok
cmp -s "$d/key.pem" "$work/key.before"
check "genkey --out under ulimit -f 1 leaves the old key byte for byte" $?
[ "$(ls -A "$d")" = key.pem ]
ok=$?  # before the description, whose $(...) would reset $?
check "genkey --out under ulimit -f 1 leaves no temporary ($(ls -A "$d" | tr '\n' ' '))" $ok

fresh_dir
head -c 5000 /dev/urandom >"$work/pt"
"$LIMB" aead seal --key "$KEY" --nonce "$NONCE" --in "$work/pt" --out "$work/ct"
printf 'the old plaintext\n' >"$d/pt"
cp "$d/pt" "$work/pt.before"
(ulimit -f 1; exec "$LIMB" aead open --key "$KEY" --nonce "$NONCE" --in "$work/ct" --out "$d/pt") \
  >"$work/out" 2>"$work/err"
rc=$?
[ $rc -eq 2 ] && grep -q 'pt: write failed' "$work/err"
check "aead open --out under ulimit -f 1 exits 2 with a message (exit $rc)" $?
cmp -s "$d/pt" "$work/pt.before" && [ "$(ls -A "$d")" = pt ]
check "aead open --out under ulimit -f 1: old file intact, no temporary" $?
# Without the limit the same command replaces the file.
"$LIMB" aead open --key "$KEY" --nonce "$NONCE" --in "$work/ct" --out "$d/pt" &&
  cmp -s "$d/pt" "$work/pt" && [ "$(ls -A "$d")" = pt ]
check "aead open --out replaces the file, no temporary left" $?
# A directory that does not exist: exit 2, a message, nothing created.
"$LIMB" aead seal --key "$KEY" --nonce "$NONCE" --in "$work/pt" --out "$d/no/such/ct" 2>"$work/err"
[ $? -eq 2 ] && grep -q 'no/such/ct' "$work/err" && [ "$(ls -A "$d")" = pt ]
check "--out into a missing directory exits 2" $?

# ------------------------------------------------------------------- modes ---
fresh_dir
"$LIMB" rsa genkey --bits 2048 --out "$d/g.pem"
[ "$(mode_of "$d/g.pem")" = 600 ]
check "genkey --out is 0600 under umask 022" $?
"$LIMB" rsa pubkey --key "$d/g.pem" --out "$d/g.pub" && [ "$(mode_of "$d/g.pub")" = 644 ]
check "pubkey --out is 0644" $?
printf 'message' >"$work/msg"
"$LIMB" rsa sign --key "$K" --scheme pss --in "$work/msg" --out "$d/sig" &&
  [ "$(mode_of "$d/sig")" = 644 ]
check "sign --out is 0644" $?
"$LIMB" rsa verify --pubkey "$S" --scheme pss --sig "$d/sig" --in "$work/msg" >/dev/null
check "the signature written by --out verifies" $?
"$LIMB" rsa encrypt --pubkey "$S" --scheme oaep --in "$work/msg" --out "$d/ct" &&
  [ "$(mode_of "$d/ct")" = 644 ]
check "encrypt --out is 0644" $?
"$LIMB" rsa decrypt --key "$K" --scheme oaep --in "$d/ct" --out "$d/pt" &&
  [ "$(mode_of "$d/pt")" = 600 ] && cmp -s "$d/pt" "$work/msg"
check "decrypt --out is 0600 and holds the message" $?
: >"$d/pt2"
chmod 644 "$d/pt2"
"$LIMB" rsa decrypt --key "$K" --scheme oaep --in "$d/ct" --out "$d/pt2" &&
  [ "$(mode_of "$d/pt2")" = 600 ]
check "decrypt --out over an existing 0644 file makes it 0600" $?
"$LIMB" aead seal --key "$KEY" --nonce "$NONCE" --in "$work/msg" --out "$d/act" &&
  [ "$(mode_of "$d/act")" = 644 ]
check "aead seal --out is 0644" $?
"$LIMB" aead open --key "$KEY" --nonce "$NONCE" --in "$d/act" --out "$d/apt" &&
  [ "$(mode_of "$d/apt")" = 600 ] && cmp -s "$d/apt" "$work/msg"
check "aead open --out is 0600 and holds the message" $?
[ "$(ls -A "$d" | tr '\n' ' ')" = "act apt ct g.pem g.pub pt pt2 sig " ]
ok=$?  # before the description, whose $(...) would reset $?
check "successful writes leave no temporaries ($(ls -A "$d" | tr '\n' ' '))" $ok

# ---------------------------------------------------------------- symlinks ---
fresh_dir
printf 'precious\n' >"$d/target"
ln -s target "$d/link"
"$LIMB" rsa encrypt --pubkey "$S" --scheme oaep --in "$work/msg" --out "$work/ct1"
"$LIMB" rsa decrypt --key "$K" --scheme oaep --in "$work/ct1" --out "$d/link"
[ ! -L "$d/link" ] && cmp -s "$d/link" "$work/msg" && [ "$(printf 'precious\n')" = "$(cat "$d/target")" ]
check "decrypt --out onto a symlink replaces the link, its target untouched" $?
[ "$(mode_of "$d/link")" = 600 ]
check "the replaced link is a 0600 file" $?
ln -s nowhere "$d/dangling"
"$LIMB" rsa genkey --bits 2048 --out "$d/dangling"
[ ! -L "$d/dangling" ] && [ ! -e "$d/nowhere" ] && [ "$(mode_of "$d/dangling")" = 600 ]
check "genkey --out onto a dangling symlink creates no file at its target" $?

# ------------------------------------------------------------ input limits ---
# rsa decrypt reads k = 256 bytes and no more: a 64 MiB pipe is cut off
# (head dies of SIGPIPE; it could finish only if all of it were read).
{ head -c 64M /dev/zero; echo $? >"$work/head_rc"; } |
  "$LIMB" rsa decrypt --key "$K" --scheme oaep >"$work/out" 2>"$work/err"
rc=$?
[ $rc -eq 2 ] && grep -q 'ciphertext is more than 256 bytes' "$work/err" && [ ! -s "$work/out" ]
check "decrypt of a 64 MiB pipe exits 2 naming the 256-byte limit (exit $rc)" $?
[ "$(cat "$work/head_rc")" != 0 ]
check "decrypt stops reading its pipe at the limit" $?
# Exactly k + 1 = 257 bytes are taken from a pipe; the rest stays in it.
left=$({ "$LIMB" rsa decrypt --key "$K" --scheme oaep >/dev/null 2>&1; wc -c; } < <(head -c 1000 /dev/zero))
[ "$left" = 743 ]
check "decrypt reads k + 1 bytes of a pipe, no more ($left of 1000 left)" $?
# Standard input redirected from a regular file is measured, not read.
head -c 1000 /dev/zero >"$work/z1000"
left=$({ "$LIMB" rsa decrypt --key "$K" --scheme oaep >/dev/null 2>&1; wc -c; } <"$work/z1000")
[ "$left" = 1000 ]
check "decrypt measures a regular file on stdin before reading ($left of 1000 left)" $?
truncate -s 2M "$work/big"
"$LIMB" rsa encrypt --pubkey "$S" --scheme oaep --in "$work/big" >"$work/out" 2>"$work/err"
rc=$?
[ $rc -eq 2 ] && grep -q 'too long.*more than 190 bytes' "$work/err" && [ ! -s "$work/out" ]
check "encrypt of a 2 MiB --in exits 2 naming the 190-byte limit (exit $rc)" $?
"$LIMB" rsa verify --pubkey "$S" --scheme pss --sig "$work/big" --in "$work/msg" >"$work/out" 2>"$work/err"
rc=$?
[ $rc -eq 1 ] && grep -q 'more than 256 bytes' "$work/err"
check "verify of a 2 MiB --sig exits 1 (exit $rc)" $?
"$LIMB" rsa sign --key "$work/big" --scheme pss --in "$work/msg" >"$work/out" 2>"$work/err"
rc=$?
[ $rc -eq 2 ] && grep -q 'big: too large: more than 1048576 bytes' "$work/err"
check "a 2 MiB key file exits 2 (exit $rc)" $?
"$LIMB" hmac-sha256 --key-file "$work/big" "$work/msg" >"$work/out" 2>"$work/err"
rc=$?
[ $rc -eq 2 ] && grep -q 'too large: more than 1048576 bytes' "$work/err" && [ ! -s "$work/out" ]
check "a 2 MiB hmac key file exits 2 (exit $rc)" $?
# AEAD: 256 MiB per message (+ the 16-byte tag to open). Sparse files, so
# the test costs no disk; a regular file is measured before it is read.
truncate -s $((256 * 1048576 + 1)) "$work/huge"
"$LIMB" aead seal --key "$KEY" --nonce "$NONCE" --in "$work/huge" --out "$d/huge.ct" 2>"$work/err"
rc=$?
[ $rc -eq 2 ] && grep -q 'huge: too large: more than 268435456 bytes' "$work/err" && [ ! -e "$d/huge.ct" ]
check "aead seal of 256 MiB + 1 exits 2 (exit $rc)" $?
truncate -s $((256 * 1048576 + 17)) "$work/huge"
"$LIMB" aead open --key "$KEY" --nonce "$NONCE" --in "$work/huge" --out "$d/huge.pt" 2>"$work/err"
rc=$?
[ $rc -eq 2 ] && grep -q 'huge: too large: more than 268435472 bytes' "$work/err" && [ ! -e "$d/huge.pt" ]
check "aead open of 256 MiB + 17 exits 2 (exit $rc)" $?
rm -f "$work/huge"
# Streaming inputs have no limit: sign, hmac-sha256 and sha256sum read a
# 16 MiB pipe through (and agree with OpenSSL / coreutils).
want=$(head -c 16M /dev/zero | openssl dgst -sha256 -mac HMAC -macopt "hexkey:$KEY" -r | cut -d' ' -f1)
got=$(head -c 16M /dev/zero | "$LIMB" hmac-sha256 --key "$KEY" | cut -d' ' -f1)
[ -n "$got" ] && [ "$got" = "$want" ]
check "hmac-sha256 streams a 16 MiB pipe" $?
want=$(head -c 16M /dev/zero | sha256sum)
got=$(head -c 16M /dev/zero | "$LIMB" sha256sum)
[ "$got" = "$want" ]
check "sha256sum streams a 16 MiB pipe" $?

echo "$((cases - fails)) passed, $fails failed"
[ "$fails" -eq 0 ]
