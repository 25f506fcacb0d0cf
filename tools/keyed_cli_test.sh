#!/usr/bin/env bash
# `limb hmac-sha256` and `limb aead`: known answers from testdata (RFC 4231,
# RFC 8439, draft-irtf-cfrg-xchacha), OpenSSL's command line as an oracle for
# HMAC on random data, round trips, tampering, and exit codes
# (0 ok, 1 authentication failure with nothing written, 2 usage/input error).
set -u
LIMB="$PWD/tools/limb"
TD="$PWD/testdata"
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
hex2bin() { python3 -c 'import sys; sys.stdout.buffer.write(bytes.fromhex(sys.argv[1]))' "$1"; }
bin2hex() { python3 -c 'import sys; print(sys.stdin.buffer.read().hex())'; }
# field FILE N NAME: value of NAME in the N-th record (1-based) of FILE.
field() {
  awk -v n="$2" -v k="$3" 'BEGIN{r=0; inrec=0}
    /^#/ {next}
    /^[[:space:]]*$/ {inrec=0; next}
    { if (!inrec) {r++; inrec=1} }
    r==n && $1==k {print $3}' "$1"
}

# --- HMAC: RFC 4231 test cases, every hash (full-length MACs only) ---
F="$TD/hmac/hmac_rfc4231.txt"
n=$(grep -c '^Key = ' "$F")
[ "$n" -eq 28 ]
check "RFC 4231 file has 28 records" $?
for i in $(seq 1 "$n"); do
  h=$(field "$F" "$i" Hash)
  key=$(field "$F" "$i" Key)
  data=$(field "$F" "$i" Data)
  mac=$(field "$F" "$i" Mac)
  [ "${#mac}" -gt 32 ] || continue  # the truncated case 5
  hex2bin "$data" >"$work/msg"
  got=$("$LIMB" hmac --hash "$h" --key "$key" "$work/msg" | cut -d' ' -f1)
  [ "$got" = "$mac" ]
  check "RFC 4231 record $i ($h)" $?
  if [ "$h" = sha256 ]; then
    got=$("$LIMB" hmac-sha256 --key "$key" "$work/msg" | cut -d' ' -f1)
    [ "$got" = "$mac" ]
    check "RFC 4231 record $i with hmac-sha256" $?
    got=$("$LIMB" hmac --key "$key" "$work/msg" | cut -d' ' -f1)
    [ "$got" = "$mac" ]
    check "RFC 4231 record $i with hmac's default hash" $?
  fi
  # The same key from a key file (hex, one line, as `openssl rand -hex`
  # writes it) and the message on stdin.
  echo "$key" >"$work/key.hex"
  got=$("$LIMB" hmac --hash "$h" --key-file "$work/key.hex" <"$work/msg")
  [ "$got" = "$mac  -" ]
  check "RFC 4231 record $i via hex key file and stdin" $?
  # The raw key bytes in a key file are refused (exit 2, the format named),
  # never MACed with as if they were the key's text.
  hex2bin "$key" >"$work/key.bin"
  got=$("$LIMB" hmac --hash "$h" --key-file "$work/key.bin" <"$work/msg" 2>"$work/err")
  [ $? -eq 2 ] && [ -z "$got" ] && grep -q 'not a hex key.*openssl rand -hex' "$work/err"
  check "RFC 4231 record $i: raw key file rejected" $?
done
# Against OpenSSL on random keys and messages, every hash (SHA-1 has no RFC
# 4231 vectors).
for h in sha1 sha224 sha256 sha384 sha512; do
  for len in 0 1 63 64 65 127 128 129 1000 100000; do
    head -c "$len" /dev/urandom >"$work/m"
    key=$(head -c 77 /dev/urandom | bin2hex)
    want=$(openssl dgst -"$h" -mac HMAC -macopt "hexkey:$key" -r "$work/m" | cut -d' ' -f1)
    got=$("$LIMB" hmac --hash "$h" --key "$key" "$work/m" | cut -d' ' -f1)
    [ "$got" = "$want" ]
    check "hmac $h vs openssl, $len bytes" $?
  done
done
# Several files: one line each, the keyed state reused.
head -c 300 /dev/urandom >"$work/m2"
want=$(openssl dgst -sha384 -mac HMAC -macopt "hexkey:0102" -r "$work/m2" | cut -d' ' -f1)
got=$("$LIMB" hmac --hash sha384 --key 0102 "$work/m" "$work/m2" | sed -n 2p)
[ "$got" = "$want  $work/m2" ]
check "hmac over two files" $?
"$LIMB" hmac --hash md5 --key 00 "$work/m" >/dev/null 2>"$work/err"
[ $? -eq 2 ] && grep -q 'hash must be one of sha1|sha224|sha256|sha384|sha512' "$work/err"
check "hmac --hash md5 is a usage error naming the hashes" $?
"$LIMB" hmac-sha256 --hash sha512 --key 00 "$work/m" >/dev/null 2>&1
[ $? -eq 2 ]
check "hmac-sha256 takes no --hash" $?
"$LIMB" hmac-sha256 "$work/m" >/dev/null 2>&1
[ $? -eq 2 ]
check "hmac without a key is a usage error" $?

# --- hmac-sha256 --key-file: the key in hex on one line, nothing else ---
key=$(head -c 32 /dev/urandom | bin2hex)
head -c 1000 /dev/urandom >"$work/m"
want=$("$LIMB" hmac-sha256 --key "$key" "$work/m")
printf '%s' "$key" >"$work/k1"
printf '%s\n' "$key" >"$work/k2"
printf '%s\r\n' "$key" >"$work/k3"
printf '%s\n' "$key" | tr a-f A-F >"$work/k4"
for f in k1 k2 k3 k4; do
  got=$("$LIMB" hmac-sha256 --key-file "$work/$f" "$work/m" | sed "s|$work/m|M|")
  [ "$got" = "$(echo "$want" | sed "s|$work/m|M|")" ]
  check "hmac --key-file $f (hex, with/without newline, upper case) equals --key" $?
done
printf '%s\n\n' "$key" >"$work/bad1"          # a second line
printf ' %s\n' "$key" >"$work/bad2"            # a leading space
printf '%s\n' "${key}0" >"$work/bad3"          # an odd number of digits
: >"$work/bad4"                                # empty
printf 'secret\n' >"$work/bad5"                # a passphrase
hex2bin "$key" >"$work/bad6"                   # the raw key bytes
for f in bad1 bad2 bad3 bad4 bad5 bad6; do
  got=$("$LIMB" hmac-sha256 --key-file "$work/$f" "$work/m" 2>"$work/err")
  [ $? -eq 2 ] && [ -z "$got" ] && grep -q "$f: not a hex key" "$work/err"
  check "hmac --key-file $f rejected with a message" $?
done
# --help says that --key shows the key in the process list.
"$LIMB" hmac-sha256 --help >"$work/help" 2>&1
[ $? -eq 0 ] && grep -q 'process list' "$work/help" && grep -q -- '--key-file' "$work/help"
check "hmac-sha256 --help warns that --key is in the process list" $?
"$LIMB" aead --help >"$work/help" 2>&1
[ $? -eq 0 ] && grep -q 'process list' "$work/help"
check "aead --help warns that --key is in the process list" $?
"$LIMB" --help >"$work/help" 2>&1
grep -q 'process list' "$work/help"
check "limb --help warns that --key is in the process list" $?

# --- AEAD: RFC 8439 2.8.2 / A.5 and XChaCha draft A.3.1 ---
aead_kat() {  # aead_kat FILE RECORD [--xchacha]
  local f=$1 r=$2 x=${3:-}
  local key nonce aad pt ct tag
  key=$(field "$f" "$r" Key); nonce=$(field "$f" "$r" Nonce); aad=$(field "$f" "$r" AAD)
  pt=$(field "$f" "$r" Plaintext); ct=$(field "$f" "$r" Ciphertext); tag=$(field "$f" "$r" Tag)
  hex2bin "$pt" >"$work/pt"
  "$LIMB" aead seal $x --key "$key" --nonce "$nonce" --aad "$aad" --in "$work/pt" --out "$work/ct"
  [ "$(bin2hex <"$work/ct")" = "$ct$tag" ]
  check "$f record $r seal" $?
  "$LIMB" aead open $x --key "$key" --nonce "$nonce" --aad "$aad" --in "$work/ct" >"$work/back"
  cmp -s "$work/back" "$work/pt"
  check "$f record $r open" $?
  # Tampering: flip the last ciphertext byte, the AAD, the nonce. Each must
  # exit 1 and leave no output file behind.
  python3 -c 'import sys; b=bytearray(open(sys.argv[1],"rb").read()); b[-1]^=1; open(sys.argv[2],"wb").write(b)' \
    "$work/ct" "$work/bad"
  rm -f "$work/out"
  "$LIMB" aead open $x --key "$key" --nonce "$nonce" --aad "$aad" --in "$work/bad" --out "$work/out" 2>/dev/null
  [ $? -eq 1 ] && [ ! -e "$work/out" ]
  check "$f record $r tampered tag rejected, nothing written" $?
  "$LIMB" aead open $x --key "$key" --nonce "$nonce" --aad "00$aad" --in "$work/ct" --out "$work/out" 2>/dev/null
  [ $? -eq 1 ] && [ ! -e "$work/out" ]
  check "$f record $r tampered aad rejected" $?
  local badnonce="ff${nonce:2}"
  [ "$badnonce" != "$nonce" ] || badnonce="00${nonce:2}"
  "$LIMB" aead open $x --key "$key" --nonce "$badnonce" --aad "$aad" --in "$work/ct" >"$work/o2" 2>/dev/null
  [ $? -eq 1 ] && [ ! -s "$work/o2" ]
  check "$f record $r wrong nonce rejected, stdout empty" $?
}
aead_kat "$TD/aead/chacha20poly1305_rfc8439.txt" 1
aead_kat "$TD/aead/chacha20poly1305_rfc8439.txt" 2
aead_kat "$TD/aead/xchacha20poly1305.txt" 1 --xchacha

# Round trip with a key file in hex, empty plaintext, no AAD.
head -c 32 /dev/urandom | bin2hex >"$work/k.hex"
: >"$work/empty"
"$LIMB" aead seal --key-file "$work/k.hex" --nonce 000000000000000000000000 --in "$work/empty" --out "$work/e.ct"
[ "$(stat -c %s "$work/e.ct")" -eq 16 ]
check "empty plaintext seals to a bare tag" $?
"$LIMB" aead open --key-file "$work/k.hex" --nonce 000000000000000000000000 --in "$work/e.ct" --out "$work/e.pt"
[ $? -eq 0 ] && [ ! -s "$work/e.pt" ]
check "empty plaintext opens" $?

# aead also takes the 32 raw key bytes; a hex file and a raw file agree.
hex2bin "$(cat "$work/k.hex")" >"$work/k.raw"
printf 'aead' >"$work/a.pt"
"$LIMB" aead seal --key-file "$work/k.hex" --nonce 000000000000000000000000 --in "$work/a.pt" --out "$work/a1" &&
  "$LIMB" aead seal --key-file "$work/k.raw" --nonce 000000000000000000000000 --in "$work/a.pt" --out "$work/a2" &&
  cmp -s "$work/a1" "$work/a2"
check "aead key file: hex and raw 32 bytes give the same ciphertext" $?

# Usage and input errors exit 2.
"$LIMB" aead seal --key 00 --nonce 000000000000000000000000 --in "$work/empty" >/dev/null 2>&1
[ $? -eq 2 ]
check "short key is an input error" $?
"$LIMB" aead seal --key-file "$work/k.hex" --nonce 0000 --in "$work/empty" >/dev/null 2>&1
[ $? -eq 2 ]
check "short nonce is an input error" $?
"$LIMB" aead frobnicate --key-file "$work/k.hex" --nonce 000000000000000000000000 >/dev/null 2>&1
[ $? -eq 2 ]
check "unknown mode is a usage error" $?
printf 'short' >"$work/short"
"$LIMB" aead open --key-file "$work/k.hex" --nonce 000000000000000000000000 --in "$work/short" >/dev/null 2>&1
[ $? -eq 1 ]
check "input shorter than a tag fails authentication" $?

echo "$((cases - fails)) passed, $fails failed"
[ "$fails" -eq 0 ]
