#!/usr/bin/env bash
# `limb rsa`: OpenSSL's command line is the oracle, in both directions.
#  - genkey: the keys pass `openssl pkey -check` / `openssl rsa -check`, have
#    the requested size and prime count, are re-encoded by OpenSSL to the same
#    bytes (so they are canonical PKCS#8 / PKCS#1, PEM / DER), and the files
#    have mode 0600.
#  - pubkey: byte-for-byte equal to what `openssl pkey -pubout` and
#    `openssl rsa -RSAPublicKey_out` wrote (testdata/rsa, made by gen_keys.sh
#    with OpenSSL), from every private and public form of every test key.
#  - sign/verify: PKCS#1 v1.5 signatures equal `openssl dgst -sign`'s byte for
#    byte; PSS (salt digest/max/0/1/222, SHA-256 and SHA-224) crosses both ways
#    through `openssl dgst -verify/-sign -sigopt rsa_padding_mode:pss`; OpenSSL's
#    default PSS signatures (max salt) verify under limb's default (auto).
#  - encrypt/decrypt: OAEP (SHA-256 and SHA-224, with and without a label)
#    and PKCS#1 v1.5 cross both ways through `openssl pkeyutl`; the length
#    limits; bad v1.5 padding gives exit 1 with --explicit-rejection and a
#    deterministic synthetic message (exit 0) by default.
#  - keys: 2048, 3072, 4096 and 3-prime from testdata, each scheme with
#    several of the PKCS#1/PKCS#8/SPKI, PEM/DER encodings.
#  - failure paths and the exit-code contract: 0 ok, 1 verification or
#    decryption failure with nothing written, 2 usage/input error with a
#    one-line message on stderr.
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
# (OpenSSL 3.0's -check exits 0 even for a bad key: read its verdict.)
openssl pkey -in "$work/g1.pem" -check -noout 2>&1 | grep -qx 'Key is valid'
check "genkey key passes openssl pkey -check" $?
openssl rsa -in "$work/g1.pem" -check -noout 2>&1 | grep -qx 'RSA key ok'
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
openssl rsa -inform DER -in "$work/g2.der" -check -noout 2>&1 | grep -qx 'RSA key ok'
check "genkey 3-prime key passes openssl rsa -check" $?
openssl rsa -inform DER -in "$work/g2.der" -text -noout 2>/dev/null | head -n 1 |
  grep -q 'Private-Key: (2048 bit, 3 primes)'
check "genkey 3-prime key has 2048 bits and 3 primes" $?
openssl rsa -inform DER -in "$work/g2.der" -traditional -outform DER 2>/dev/null |
  cmp -s - "$work/g2.der"
check "genkey PKCS#1 DER equals OpenSSL's re-encoding" $?
# limb's public half of its own DER key equals OpenSSL's.
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
# Every private and public form of every test key -> SPKI PEM, and one form
# -> all four public forms, compared byte for byte with OpenSSL's files.
for k in $KEYS; do
  for in in pkcs8.pem pkcs8.der pkcs1.pem pkcs1.der spki.pem spki.der pub.pkcs1.pem pub.pkcs1.der; do
    "$LIMB" rsa pubkey --key "$TD/$k.$in" | cmp -s - "$TD/$k.spki.pem"
    check "pubkey $k.$in -> spki PEM" $?
  done
  in=pkcs8.der
  [ $k = rsa3072 ] && in=pub.pkcs1.pem
  "$LIMB" rsa pubkey --key "$TD/$k.$in" --der | cmp -s - "$TD/$k.spki.der"
  check "pubkey $k.$in -> spki DER" $?
  "$LIMB" rsa pubkey --key "$TD/$k.$in" --format pkcs1 | cmp -s - "$TD/$k.pub.pkcs1.pem"
  check "pubkey $k.$in -> pkcs1 PEM" $?
  "$LIMB" rsa pubkey --key "$TD/$k.$in" --format pkcs1 --der --out "$work/pub.der"
  cmp -s "$work/pub.der" "$TD/$k.pub.pkcs1.der"
  check "pubkey $k.$in -> pkcs1 DER (--out)" $?
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

# -------------------------------------------------------- sign / verify ---
# (Only coreutils and openssl here: python's start-up is slow on a loaded
# machine.)
bin2hex() { od -An -v -tx1 | tr -d ' \n'; }
# flip_byte IN OUT OFFSET: copy IN to OUT with the byte at OFFSET (negative:
# from the end) XORed with FLIP (default 1).
flip_byte() {
  local size off b
  size=$(stat -c %s "$1")
  off=$3
  [ "$off" -ge 0 ] || off=$((size + off))
  cp "$1" "$2"
  b=$(od -An -tu1 -j "$off" -N 1 "$1" | tr -d ' ')
  printf "\\$(printf %03o $((b ^ ${FLIP:-1})))" |
    dd of="$2" bs=1 seek="$off" conv=notrunc status=none
}
PSS="-sigopt rsa_padding_mode:pss"
# Each key signs with a different private-key encoding and verifies with a
# different public one, so every form is exercised.
set -- "rsa2048 pkcs8.pem spki.pem" "rsa3072 pkcs1.der pub.pkcs1.pem" \
  "rsa4096 pkcs1.pem spki.der" "rsa2048_3prime pkcs8.der pkcs1.pem"
for spec in "$@"; do
  read -r k priv pub <<<"$spec"
  K="$TD/$k.$priv" P="$TD/$k.$pub" S="$TD/$k.spki.pem"
  head -c $((RANDOM % 3000)) /dev/urandom >"$work/msg"
  # PKCS#1 v1.5: deterministic, so the bytes must equal OpenSSL's.
  "$LIMB" rsa sign --key "$K" --scheme pkcs1 --in "$work/msg" --out "$work/sig1"
  check "$k: sign pkcs1 exits 0" $?
  openssl dgst -sha256 -sign "$TD/$k.pkcs8.pem" -out "$work/sig1.ossl" "$work/msg"
  cmp -s "$work/sig1" "$work/sig1.ossl"
  check "$k: pkcs1 signature equals openssl dgst -sign byte for byte" $?
  openssl dgst -sha256 -verify "$S" -signature "$work/sig1" "$work/msg" >/dev/null 2>&1
  check "$k: openssl verifies limb's pkcs1 signature" $?
  "$LIMB" rsa verify --pubkey "$P" --scheme pkcs1 --sig "$work/sig1.ossl" --in "$work/msg" >"$work/v.out"
  [ $? -eq 0 ] && grep -qx 'Verified OK' "$work/v.out"
  check "$k: limb verifies openssl's pkcs1 signature ($pub)" $?
  "$LIMB" rsa verify --pubkey "$K" --scheme pkcs1 --sig "$work/sig1.ossl" <"$work/msg" >/dev/null
  check "$k: verify accepts the private key file and the message on stdin" $?
  flip_byte "$work/sig1.ossl" "$work/sig1.bad" 100
  "$LIMB" rsa verify --pubkey "$P" --scheme pkcs1 --sig "$work/sig1.bad" --in "$work/msg" >"$work/v.out" 2>/dev/null
  [ $? -eq 1 ] && [ ! -s "$work/v.out" ]
  check "$k: tampered pkcs1 signature exits 1" $?
  # PSS, limb -> OpenSSL: default salt = hash length.
  "$LIMB" rsa sign --key "$K" --scheme pss --in "$work/msg" --out "$work/sig2"
  check "$k: sign pss exits 0" $?
  openssl dgst -sha256 -verify "$S" $PSS -sigopt rsa_pss_saltlen:32 -signature "$work/sig2" "$work/msg" >/dev/null 2>&1
  check "$k: openssl verifies limb's pss signature with saltlen 32" $?
  "$LIMB" rsa sign --key "$K" --scheme pss --salt max --in "$work/msg" --out "$work/sig2m"
  openssl dgst -sha256 -verify "$S" $PSS -sigopt rsa_pss_saltlen:max -signature "$work/sig2m" "$work/msg" >/dev/null 2>&1
  check "$k: openssl verifies limb's pss signature with saltlen max" $?
  # PSS, OpenSSL -> limb: OpenSSL's default salt (max) verifies under
  # limb's default (auto) and --salt max, not under --salt 32.
  openssl dgst -sha256 -sign "$TD/$k.pkcs8.pem" $PSS -out "$work/sig3" "$work/msg"
  "$LIMB" rsa verify --pubkey "$P" --scheme pss --sig "$work/sig3" --in "$work/msg" >/dev/null
  check "$k: limb verifies openssl's default pss signature (salt auto)" $?
  "$LIMB" rsa verify --pubkey "$P" --scheme pss --salt max --sig "$work/sig3" --in "$work/msg" >/dev/null
  check "$k: limb verifies openssl's default pss signature with --salt max" $?
  "$LIMB" rsa verify --pubkey "$P" --scheme pss --salt 32 --sig "$work/sig3" --in "$work/msg" >/dev/null 2>&1
  [ $? -eq 1 ]
  check "$k: openssl's max-salt pss signature fails --salt 32" $?
  openssl dgst -sha256 -sign "$TD/$k.pkcs8.pem" $PSS -sigopt rsa_pss_saltlen:digest -out "$work/sig4" "$work/msg"
  "$LIMB" rsa verify --pubkey "$P" --scheme pss --salt digest --sig "$work/sig4" --in "$work/msg" >/dev/null
  check "$k: limb verifies openssl's saltlen:digest pss signature with --salt digest" $?
  flip_byte "$work/sig4" "$work/sig4.bad" -1
  "$LIMB" rsa verify --pubkey "$P" --scheme pss --sig "$work/sig4.bad" --in "$work/msg" >/dev/null 2>&1
  [ $? -eq 1 ]
  check "$k: tampered pss signature exits 1" $?
  printf 'x' >>"$work/msg"
  "$LIMB" rsa verify --pubkey "$P" --scheme pss --sig "$work/sig4" --in "$work/msg" >/dev/null 2>&1
  [ $? -eq 1 ]
  check "$k: pss signature over another message exits 1" $?
  "$LIMB" rsa verify --pubkey "$P" --scheme pkcs1 --sig "$work/sig4" --in "$work/msg" >/dev/null 2>&1
  [ $? -eq 1 ]
  check "$k: pss signature does not verify as pkcs1" $?
done
set --

K="$TD/rsa2048.pkcs8.pem" S="$TD/rsa2048.spki.pem"
head -c 777 /dev/urandom >"$work/msg"
# Every other hash, both schemes, both directions; PSS also with the MGF1
# hash apart from the message hash.
OTHER_HASHES="sha1 sha224 sha384 sha512"
for h in $OTHER_HASHES; do
  hlen=$(openssl dgst -"$h" -binary </dev/null | wc -c)
  "$LIMB" rsa sign --key "$K" --scheme pkcs1 --hash $h --in "$work/msg" --out "$work/s.$h"
  openssl dgst -$h -sign "$K" -out "$work/s.$h.ossl" "$work/msg"
  cmp -s "$work/s.$h" "$work/s.$h.ossl"
  check "$h pkcs1 signature equals openssl's" $?
  "$LIMB" rsa verify --pubkey "$S" --scheme pkcs1 --hash $h --sig "$work/s.$h.ossl" --in "$work/msg" >/dev/null
  check "limb verifies openssl's $h pkcs1 signature" $?
  "$LIMB" rsa sign --key "$K" --scheme pss --hash $h --in "$work/msg" --out "$work/p.$h"
  openssl dgst -$h -verify "$S" $PSS -sigopt rsa_pss_saltlen:$hlen -signature "$work/p.$h" "$work/msg" >/dev/null 2>&1
  check "openssl verifies limb's $h pss signature (salt $hlen)" $?
  openssl dgst -$h -sign "$K" $PSS -out "$work/p.$h.ossl" "$work/msg"
  "$LIMB" rsa verify --pubkey "$S" --scheme pss --hash $h --sig "$work/p.$h.ossl" --in "$work/msg" >/dev/null
  check "limb verifies openssl's $h pss signature" $?
  "$LIMB" rsa verify --pubkey "$S" --scheme pss --sig "$work/p.$h.ossl" --in "$work/msg" >/dev/null 2>&1
  [ $? -eq 1 ]
  check "a $h pss signature fails as sha256" $?
  # PSS-SHA256 with MGF1-$h.
  "$LIMB" rsa sign --key "$K" --scheme pss --mgf1-hash $h --in "$work/msg" --out "$work/m.$h"
  openssl dgst -sha256 -verify "$S" $PSS -sigopt rsa_mgf1_md:$h -signature "$work/m.$h" "$work/msg" >/dev/null 2>&1
  check "openssl verifies limb's pss sha256 signature with mgf1 $h" $?
  openssl dgst -sha256 -sign "$K" $PSS -sigopt rsa_mgf1_md:$h -out "$work/m.$h.ossl" "$work/msg"
  "$LIMB" rsa verify --pubkey "$S" --scheme pss --mgf1-hash $h --sig "$work/m.$h.ossl" --in "$work/msg" >/dev/null
  check "limb verifies openssl's pss sha256 signature with mgf1 $h" $?
  "$LIMB" rsa verify --pubkey "$S" --scheme pss --sig "$work/m.$h.ossl" --in "$work/msg" >/dev/null 2>&1
  [ $? -eq 1 ]
  check "a pss signature with mgf1 $h fails with mgf1 sha256" $?
done
expect_usage "sign --mgf1-hash with pkcs1" 'mgf1-hash' "$LIMB" rsa sign --key "$K" --scheme pkcs1 --mgf1-hash sha256 --in "$work/msg"
# Explicit salt lengths: 0, 1, and the largest (2048-bit key, SHA-256: 222).
for salt in 0 1 222; do
  "$LIMB" rsa sign --key "$K" --scheme pss --salt $salt --in "$work/msg" --out "$work/ps"
  openssl dgst -sha256 -verify "$S" $PSS -sigopt rsa_pss_saltlen:$salt -signature "$work/ps" "$work/msg" >/dev/null 2>&1
  check "openssl verifies limb's pss signature with salt $salt" $?
  openssl dgst -sha256 -sign "$K" $PSS -sigopt rsa_pss_saltlen:$salt -out "$work/ps.ossl" "$work/msg"
  "$LIMB" rsa verify --pubkey "$S" --scheme pss --salt $salt --sig "$work/ps.ossl" --in "$work/msg" >/dev/null
  check "limb verifies openssl's pss signature with --salt $salt" $?
done
expect_usage "pss --salt 223 does not fit a 2048-bit key" 'salt 223.*222' \
  "$LIMB" rsa sign --key "$K" --scheme pss --salt 223 --in "$work/msg"
# Empty message.
: >"$work/empty"
"$LIMB" rsa sign --key "$K" --scheme pkcs1 --in "$work/empty" --out "$work/se"
openssl dgst -sha256 -verify "$S" -signature "$work/se" "$work/empty" >/dev/null 2>&1
check "signature of the empty message verifies in openssl" $?
# Wrong-length signatures fail verification (exit 1), not with a usage error.
head -c 255 "$work/se" >"$work/short.sig"
"$LIMB" rsa verify --pubkey "$S" --scheme pkcs1 --sig "$work/short.sig" --in "$work/empty" >/dev/null 2>&1
[ $? -eq 1 ]
check "a 255-byte signature for a 2048-bit key exits 1" $?
# A signature made by another key.
openssl dgst -sha256 -sign "$TD/rsa3072.pkcs8.pem" -out "$work/other.sig" "$work/empty"
"$LIMB" rsa verify --pubkey "$S" --scheme pkcs1 --sig "$work/other.sig" --in "$work/empty" >/dev/null 2>&1
[ $? -eq 1 ]
check "another key's signature exits 1" $?

# Key and usage errors of sign/verify.
expect_usage "sign with a public key" 'public key' \
  "$LIMB" rsa sign --key "$S" --scheme pkcs1 --in "$work/msg"
# An inconsistent private key: dP changed by one bit (still well-formed DER).
# openssl asn1parse lists the elements: the 7th INTEGER at depth 1 is dP
# ("OFFSET:d=1 hl=H l=L prim: INTEGER"); flip a bit of its last byte.
read -r off hl len <<<"$(openssl asn1parse -inform DER -in "$TD/rsa2048.pkcs1.der" |
  awk -F'[:= ]+' '/d=1 .*INTEGER/ {n++; if (n == 7) print $2, $6, $8}')"
FLIP=2 flip_byte "$TD/rsa2048.pkcs1.der" "$work/baddp.der" $((off + hl + len - 1))
[ "$(cmp -l "$TD/rsa2048.pkcs1.der" "$work/baddp.der" | wc -l)" -eq 1 ] &&
  openssl rsa -inform DER -in "$work/baddp.der" -check -noout 2>&1 | grep -q 'RSA key not ok'
check "the dP-modified key differs in one byte and fails openssl rsa -check" $?
expect_usage "sign with an inconsistent private key" 'baddp.der: invalid private key' \
  "$LIMB" rsa sign --key "$work/baddp.der" --scheme pkcs1 --in "$work/msg"
expect_usage "sign with a missing key file" 'nope.pem' \
  "$LIMB" rsa sign --key "$work/nope.pem" --scheme pkcs1 --in "$work/msg"
expect_usage "sign with a garbage key file" 'garbage: .*offset' \
  "$LIMB" rsa sign --key "$work/garbage" --scheme pkcs1 --in "$work/msg"
expect_usage "sign without --scheme" 'scheme' "$LIMB" rsa sign --key "$K" --in "$work/msg"
expect_usage "sign --scheme pss1" 'scheme' "$LIMB" rsa sign --key "$K" --scheme pss1 --in "$work/msg"
expect_usage "sign --hash md5" 'hash' "$LIMB" rsa sign --key "$K" --scheme pkcs1 --hash md5 --in "$work/msg"
expect_usage "sign --salt with pkcs1" 'salt' "$LIMB" rsa sign --key "$K" --scheme pkcs1 --salt 3 --in "$work/msg"
expect_usage "sign --salt auto" 'salt' "$LIMB" rsa sign --key "$K" --scheme pss --salt auto --in "$work/msg"
expect_usage "sign missing input file" 'no-msg' "$LIMB" rsa sign --key "$K" --scheme pss --in "$work/no-msg"
expect_usage "verify without --sig" 'sig' "$LIMB" rsa verify --pubkey "$S" --scheme pkcs1 --in "$work/msg"
expect_usage "verify with signature and message both on stdin" 'standard input' \
  "$LIMB" rsa verify --pubkey "$S" --scheme pkcs1 --sig -
expect_usage "verify with a garbage key" 'garbage: .*offset' \
  "$LIMB" rsa verify --pubkey "$work/garbage" --scheme pkcs1 --sig "$work/se" --in "$work/empty"

# ---------------------------------------------------- encrypt / decrypt ---
OAEP="-pkeyopt rsa_padding_mode:oaep -pkeyopt rsa_oaep_md:sha256 -pkeyopt rsa_mgf1_md:sha256"
set -- "rsa2048 pkcs1.der spki.der" "rsa3072 pkcs8.pem pub.pkcs1.der" \
  "rsa4096 pkcs8.der spki.pem" "rsa2048_3prime pkcs1.pem pub.pkcs1.pem"
for spec in "$@"; do
  read -r k priv pub <<<"$spec"
  K="$TD/$k.$priv" P="$TD/$k.$pub" O="$TD/$k.pkcs8.pem" S="$TD/$k.spki.pem"
  head -c $((1 + RANDOM % 150)) /dev/urandom >"$work/pt"
  label=$(head -c $((1 + RANDOM % 40)) /dev/urandom | bin2hex)
  # OpenSSL -> limb: OAEP without and with a label, PKCS#1 v1.5.
  openssl pkeyutl -encrypt -pubin -inkey "$S" $OAEP -in "$work/pt" -out "$work/c1"
  "$LIMB" rsa decrypt --key "$K" --scheme oaep --in "$work/c1" --out "$work/d1"
  cmp -s "$work/d1" "$work/pt"
  check "$k: limb decrypts openssl's OAEP ciphertext" $?
  openssl pkeyutl -encrypt -pubin -inkey "$S" $OAEP -pkeyopt "rsa_oaep_label:$label" \
    -in "$work/pt" -out "$work/c2"
  "$LIMB" rsa decrypt --key "$K" --scheme oaep --label "$label" <"$work/c2" >"$work/d2"
  cmp -s "$work/d2" "$work/pt"
  check "$k: limb decrypts openssl's OAEP ciphertext with a label (stdin/stdout)" $?
  rm -f "$work/d3"
  "$LIMB" rsa decrypt --key "$K" --scheme oaep --label "00$label" --in "$work/c2" --out "$work/d3" 2>/dev/null
  [ $? -eq 1 ] && [ ! -e "$work/d3" ]
  check "$k: wrong OAEP label exits 1, nothing written" $?
  "$LIMB" rsa decrypt --key "$K" --scheme oaep --in "$work/c2" >"$work/d3" 2>/dev/null
  [ $? -eq 1 ] && [ ! -s "$work/d3" ]
  check "$k: missing OAEP label exits 1, stdout empty" $?
  flip_byte "$work/c1" "$work/c1.bad" -1
  rm -f "$work/d4"
  "$LIMB" rsa decrypt --key "$K" --scheme oaep --in "$work/c1.bad" --out "$work/d4" 2>/dev/null
  [ $? -eq 1 ] && [ ! -e "$work/d4" ]
  check "$k: tampered OAEP ciphertext exits 1, nothing written" $?
  openssl pkeyutl -encrypt -pubin -inkey "$S" -pkeyopt rsa_padding_mode:pkcs1 -in "$work/pt" -out "$work/c5"
  "$LIMB" rsa decrypt --key "$K" --scheme pkcs1 --in "$work/c5" --out "$work/d5"
  cmp -s "$work/d5" "$work/pt"
  check "$k: limb decrypts openssl's PKCS#1 v1.5 ciphertext (implicit rejection mode)" $?
  "$LIMB" rsa decrypt --key "$K" --scheme pkcs1 --explicit-rejection --in "$work/c5" --out "$work/d5"
  cmp -s "$work/d5" "$work/pt"
  check "$k: limb decrypts openssl's PKCS#1 v1.5 ciphertext (explicit rejection)" $?
  # limb -> OpenSSL.
  "$LIMB" rsa encrypt --pubkey "$P" --scheme oaep --in "$work/pt" --out "$work/e1"
  openssl pkeyutl -decrypt -inkey "$O" $OAEP -in "$work/e1" 2>/dev/null | cmp -s - "$work/pt"
  check "$k: openssl decrypts limb's OAEP ciphertext" $?
  "$LIMB" rsa encrypt --pubkey "$P" --scheme oaep --label "$label" <"$work/pt" >"$work/e2"
  openssl pkeyutl -decrypt -inkey "$O" $OAEP -pkeyopt "rsa_oaep_label:$label" -in "$work/e2" 2>/dev/null |
    cmp -s - "$work/pt"
  check "$k: openssl decrypts limb's OAEP ciphertext with a label" $?
  "$LIMB" rsa encrypt --pubkey "$K" --scheme pkcs1 --in "$work/pt" --out "$work/e3"
  openssl pkeyutl -decrypt -inkey "$O" -pkeyopt rsa_padding_mode:pkcs1 -in "$work/e3" 2>/dev/null |
    cmp -s - "$work/pt"
  check "$k: openssl decrypts limb's PKCS#1 v1.5 ciphertext (key from the private file)" $?
done
set --

K="$TD/rsa2048.pkcs8.pem" S="$TD/rsa2048.spki.pem"
# Message length limits of a 2048-bit key: OAEP-SHA256 256-66 = 190, v1.5 245.
head -c 190 /dev/urandom >"$work/m190"
"$LIMB" rsa encrypt --pubkey "$S" --scheme oaep --in "$work/m190" --out "$work/c190"
openssl pkeyutl -decrypt -inkey "$K" $OAEP -in "$work/c190" 2>/dev/null | cmp -s - "$work/m190"
check "OAEP with the longest message (190 bytes) round-trips through openssl" $?
head -c 191 /dev/urandom >"$work/m191"
rm -f "$work/c191"
expect_usage "OAEP message of 191 bytes is too long" 'too long.*190' \
  "$LIMB" rsa encrypt --pubkey "$S" --scheme oaep --in "$work/m191" --out "$work/c191"
[ ! -e "$work/c191" ]
check "too-long message writes nothing" $?
head -c 245 /dev/urandom >"$work/m245"
"$LIMB" rsa encrypt --pubkey "$S" --scheme pkcs1 --in "$work/m245" --out "$work/c245"
openssl pkeyutl -decrypt -inkey "$K" -pkeyopt rsa_padding_mode:pkcs1 -in "$work/c245" 2>/dev/null |
  cmp -s - "$work/m245"
check "PKCS#1 v1.5 with the longest message (245 bytes) round-trips through openssl" $?
head -c 246 /dev/urandom >"$work/m246"
expect_usage "PKCS#1 v1.5 message of 246 bytes is too long" 'too long.*245' \
  "$LIMB" rsa encrypt --pubkey "$S" --scheme pkcs1 --in "$work/m246"
# Empty message, both schemes, round trip through limb and openssl.
"$LIMB" rsa encrypt --pubkey "$S" --scheme oaep --in "$work/empty" --out "$work/ce"
"$LIMB" rsa decrypt --key "$K" --scheme oaep --in "$work/ce" --out "$work/de"
[ $? -eq 0 ] && [ -e "$work/de" ] && [ ! -s "$work/de" ]
check "OAEP empty message round trip" $?
openssl pkeyutl -encrypt -pubin -inkey "$S" -pkeyopt rsa_padding_mode:pkcs1 -in "$work/empty" -out "$work/ce1"
"$LIMB" rsa decrypt --key "$K" --scheme pkcs1 --explicit-rejection --in "$work/ce1" --out "$work/de1"
[ $? -eq 0 ] && [ ! -s "$work/de1" ]
check "PKCS#1 v1.5 empty message from openssl" $?
# OAEP with every other hash (MGF1 the same), and SHA-256 with MGF1 over
# each, both directions.
head -c 100 /dev/urandom >"$work/pt"
for h in $OTHER_HASHES; do
  for pair in "$h $h" "sha256 $h"; do
    set -- $pair
    O="-pkeyopt rsa_padding_mode:oaep -pkeyopt rsa_oaep_md:$1 -pkeyopt rsa_mgf1_md:$2"
    openssl pkeyutl -encrypt -pubin -inkey "$S" $O -in "$work/pt" -out "$work/c.$1.$2"
    "$LIMB" rsa decrypt --key "$K" --scheme oaep --hash $1 --mgf1-hash $2 --in "$work/c.$1.$2" | cmp -s - "$work/pt"
    check "limb decrypts openssl's OAEP $1/MGF1-$2 ciphertext" $?
    "$LIMB" rsa decrypt --key "$K" --scheme oaep --in "$work/c.$1.$2" >/dev/null 2>&1
    [ $? -eq 1 ]
    check "an OAEP $1/MGF1-$2 ciphertext fails as OAEP-SHA256" $?
    "$LIMB" rsa encrypt --pubkey "$S" --scheme oaep --hash $1 --mgf1-hash $2 --in "$work/pt" --out "$work/e.$1.$2"
    openssl pkeyutl -decrypt -inkey "$K" $O -in "$work/e.$1.$2" 2>/dev/null | cmp -s - "$work/pt"
    check "openssl decrypts limb's OAEP $1/MGF1-$2 ciphertext" $?
  done
  set --
done
expect_usage "encrypt --mgf1-hash with pkcs1" 'mgf1-hash' "$LIMB" rsa encrypt --pubkey "$S" --scheme pkcs1 --mgf1-hash sha256 --in "$work/pt"
expect_usage "decrypt --mgf1-hash md5" 'mgf1-hash' "$LIMB" rsa decrypt --key "$K" --scheme oaep --mgf1-hash md5 --in "$work/pt"

# PKCS#1 v1.5 bad padding. Ciphertexts are raw RSA encryptions (OpenSSL,
# rsa_padding_mode:none) of blocks that are not valid EME-PKCS1-v1_5:
# 00 02 and no zero separator; 00 01 (the signature block type).
badpad() {  # badpad PREFIX OUT: PREFIX (printf escapes) || nonzero random bytes, 256 in all
  { printf "$1"; head -c 4000 /dev/urandom | tr -d '\000' | head -c 254; } >"$work/block"
  [ "$(stat -c %s "$work/block")" -eq 256 ]
  check "badpad $1: a 256-byte block" $?
  openssl pkeyutl -encrypt -pubin -inkey "$S" -pkeyopt rsa_padding_mode:none -in "$work/block" -out "$2"
}
badpad '\000\002' "$work/bp1"
badpad '\000\001' "$work/bp2"
i=0
for bp in bp1 bp2; do
  i=$((i + 1))
  rm -f "$work/x"
  "$LIMB" rsa decrypt --key "$K" --scheme pkcs1 --explicit-rejection --in "$work/$bp" --out "$work/x" 2>/dev/null
  [ $? -eq 1 ] && [ ! -e "$work/x" ]
  check "bad padding $i with --explicit-rejection exits 1, nothing written" $?
  "$LIMB" rsa decrypt --key "$K" --scheme pkcs1 --in "$work/$bp" --out "$work/syn$i"
  check "bad padding $i with implicit rejection exits 0" $?
  "$LIMB" rsa decrypt --key "$K" --scheme pkcs1 --in "$work/$bp" --out "$work/syn$i.again"
  cmp -s "$work/syn$i" "$work/syn$i.again" && [ "$(stat -c %s "$work/syn$i")" -le 245 ]
  check "implicit rejection $i: the synthetic message is deterministic, at most k-11 bytes" $?
  openssl pkeyutl -decrypt -inkey "$K" -pkeyopt rsa_padding_mode:pkcs1 -in "$work/$bp" >/dev/null 2>&1
  [ $? -ne 0 ]
  check "openssl 3.0 also rejects bad padding $i (the block is really malformed)" $?
done
! cmp -s "$work/syn1" "$work/syn2"
check "implicit rejection: different ciphertexts give different synthetic messages" $?
"$LIMB" rsa decrypt --key "$TD/rsa2048.pkcs1.der" --scheme pkcs1 --in "$work/bp1" | cmp -s - "$work/syn1"
check "implicit rejection: the same key in another encoding gives the same message" $?

# Known answers for implicit rejection: draft-irtf-cfrg-rsa-guidance
# Appendix B.1 (testdata/rsa/enc_implicit_rejection_2048.txt, its source
# named there; key enc_ir_2048.pem). Valid cases give the message in both
# modes; invalid ones the draft's synthetic message by default, exit 1 with
# --explicit-rejection.
hex2bin() { printf '%b' "$(printf '%s' "$1" | sed 's/../\\x&/g')"; }
IR="$TD/enc_implicit_rejection_2048.txt"
n_ir=0
while IFS= read -r line; do
  case "$line" in
    "Title = "*) title=${line#Title = } ;;
    "CT = "*) ct=${line#CT = } ;;
    "Msg ="*)
      msg=${line#Msg =}
      msg=${msg# }
      n_ir=$((n_ir + 1))
      hex2bin "$ct" >"$work/ir.ct"
      got=$("$LIMB" rsa decrypt --key "$TD/enc_ir_2048.pem" --scheme pkcs1 --in "$work/ir.ct" | bin2hex)
      [ "$got" = "$msg" ]
      check "implicit rejection KAT '$title'" $?
      rm -f "$work/ir.out"
      "$LIMB" rsa decrypt --key "$TD/enc_ir_2048.pem" --scheme pkcs1 --explicit-rejection \
        --in "$work/ir.ct" --out "$work/ir.out" 2>/dev/null
      rc=$?
      case "$title" in
        Valid*) [ $rc -eq 0 ] && [ "$(bin2hex <"$work/ir.out")" = "$msg" ] ;;
        *) [ $rc -eq 1 ] && [ ! -e "$work/ir.out" ] ;;
      esac
      check "explicit rejection on KAT '$title'" $?
      ;;
  esac
done <"$IR"
[ "$n_ir" -ge 10 ] && [ "$n_ir" -eq "$(grep -c '^CT = ' "$IR")" ]
check "every implicit-rejection KAT record was run ($n_ir)" $?

# Decryption input and usage errors.
head -c 255 "$work/ce" >"$work/c255"
expect_usage "ciphertext of 255 bytes for a 2048-bit key" '255 bytes.*256' \
  "$LIMB" rsa decrypt --key "$K" --scheme oaep --in "$work/c255"
head -c 256 /dev/zero | tr '\0' '\377' >"$work/cff"
"$LIMB" rsa decrypt --key "$K" --scheme oaep --in "$work/cff" >"$work/x" 2>/dev/null
[ $? -eq 1 ] && [ ! -s "$work/x" ]
check "ciphertext not below n exits 1" $?
expect_usage "decrypt with a public key" 'public key' \
  "$LIMB" rsa decrypt --key "$S" --scheme oaep --in "$work/ce"
expect_usage "decrypt with a missing key file" 'nope.der' \
  "$LIMB" rsa decrypt --key "$work/nope.der" --scheme oaep --in "$work/ce"
expect_usage "decrypt --explicit-rejection with oaep" 'explicit-rejection' \
  "$LIMB" rsa decrypt --key "$K" --scheme oaep --explicit-rejection --in "$work/ce"
expect_usage "encrypt --label with pkcs1" 'label' \
  "$LIMB" rsa encrypt --pubkey "$S" --scheme pkcs1 --label 00 --in "$work/empty"
expect_usage "encrypt --label odd hex" 'label' \
  "$LIMB" rsa encrypt --pubkey "$S" --scheme oaep --label abc --in "$work/empty"
expect_usage "encrypt --scheme none" 'scheme' "$LIMB" rsa encrypt --pubkey "$S" --scheme none --in "$work/empty"
expect_usage "encrypt with a garbage key" 'garbage: .*offset' \
  "$LIMB" rsa encrypt --pubkey "$work/garbage" --scheme oaep --in "$work/empty"
expect_usage "encrypt without --pubkey" 'pubkey' "$LIMB" rsa encrypt --scheme oaep --in "$work/empty"

# ------------------------------------------------------- usage and --help ---
"$LIMB" rsa --help >"$work/help" 2>/dev/null
[ $? -eq 0 ] && grep -q 'genkey' "$work/help" && grep -q 'exit status' "$work/help"
check "limb rsa --help: usage on stdout, exit 0" $?
for c in genkey pubkey sign verify encrypt decrypt; do
  "$LIMB" rsa $c --help >"$work/help" 2>/dev/null
  [ $? -eq 0 ] && grep -q "usage: limb rsa $c" "$work/help"
  check "limb rsa $c --help: usage on stdout, exit 0" $?
done
expect_usage "limb rsa without a command" 'usage: limb rsa' "$LIMB" rsa
expect_usage "limb rsa unknown command" "unknown command 'frob'" "$LIMB" rsa frob

echo "$((cases - fails)) passed, $fails failed"
[ "$fails" -eq 0 ]
