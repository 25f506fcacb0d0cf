#!/usr/bin/env bash
# Writes the seed corpora of the //fuzz harnesses into testdata/fuzz/<name>/
# from the test keys in testdata/rsa and the openssl command line. The seeds
# are committed; rerun this only to change them (signatures and OAEP
# ciphertexts are randomised, so the files differ on every run).
# Usage: testdata/fuzz/make_seeds.sh   (from anywhere in the workspace)
set -euo pipefail
cd "$(dirname "$0")"
K=../rsa
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# der_pem: the 2048-bit keys in every structure, DER and PEM.
rm -rf der_pem && mkdir der_pem
for f in rsa2048 rsa2048_3prime; do
  for s in pkcs1 pkcs8 pub.pkcs1 spki; do
    cp "$K/$f.$s.der" "$K/$f.$s.pem" der_pem/
  done
done

# Seeds are a flags byte followed by the harness's fields (see each
# *_fuzzer.cc's "Input:" paragraph).
put() {  # put FILE: stdin as hex (whitespace ignored) -> FILE
  tr -d ' \n' | xxd -r -p >"$1"
}
u16() { printf '%02x%02x' $(($1 & 255)) $(($1 >> 8)); }
hex() { xxd -p "$1" | tr -d '\n'; }

printf 'fuzz seed message' >"$tmp/msg"
openssl dgst -sha256 -binary "$tmp/msg" >"$tmp/d256"
openssl dgst -sha1 -binary "$tmp/msg" >"$tmp/d1"
openssl rsa -in "$K/rsa2048.pkcs1.pem" -noout -modulus 2>/dev/null | sed 's/Modulus=//' |
  tr 'A-F' 'a-f' >"$tmp/n"

# rsa_verify: real signatures. Fixed-key mode (flag 0x20) carries EM = s^e.
rm -rf rsa_verify && mkdir rsa_verify
openssl pkeyutl -sign -inkey "$K/rsa2048.pkcs1.pem" -in "$tmp/d256" -pkeyopt digest:sha256 \
  -out "$tmp/sig_v15"
openssl pkeyutl -sign -inkey "$K/rsa2048.pkcs1.pem" -in "$tmp/d1" -pkeyopt digest:sha1 \
  -out "$tmp/sig_v15_sha1"
openssl pkeyutl -sign -inkey "$K/rsa2048.pkcs1.pem" -in "$tmp/d256" -pkeyopt digest:sha256 \
  -pkeyopt rsa_padding_mode:pss -pkeyopt rsa_pss_saltlen:digest -out "$tmp/sig_pss"
for s in sig_v15 sig_pss; do
  openssl pkeyutl -verifyrecover -pubin -inkey "$K/rsa2048.spki.pem" \
    -pkeyopt rsa_padding_mode:none -in "$tmp/$s" -out "$tmp/$s.em"
done
# v1.5 SHA-256 (flags: hash 2 -> 0x04), fixed key.
echo "24 $(hex "$tmp/sig_v15.em") $(hex "$tmp/d256")" | put rsa_verify/fixed_v15_sha256
# PSS SHA-256, salt = hash length (flags 0x01), fixed key.
echo "21 $(hex "$tmp/sig_pss.em") $(hex "$tmp/d256")" | put rsa_verify/fixed_pss_sha256
# PSS, salt length recovered (salt mode 2 -> 0x80).
echo "a1 $(hex "$tmp/sig_pss.em") $(hex "$tmp/d256")" | put rsa_verify/fixed_pss_auto
# Chosen-key mode: n, e = 65537 (selector 2), signature, digest.
nlen=$(($(wc -c <"$tmp/n") / 2))
echo "00 $(u16 $nlen) $(cat "$tmp/n") 02 $(u16 256) $(hex "$tmp/sig_v15_sha1") $(hex "$tmp/d1")" |
  put rsa_verify/chosen_v15_sha1
echo "01 $(u16 $nlen) $(cat "$tmp/n") 02 $(u16 256) $(hex "$tmp/sig_pss") $(hex "$tmp/d256")" |
  put rsa_verify/chosen_pss_sha256
# Chosen key with e = 3 (selector 0) and a tiny signature.
echo "04 $(u16 $nlen) $(cat "$tmp/n") 00 $(u16 4) 01020304 $(hex "$tmp/d256")" |
  put rsa_verify/chosen_e3_small_sig

# rsa_decrypt: real ciphertexts (flags: scheme in bits 0-1, 0x04 = raw EM).
rm -rf rsa_decrypt && mkdir rsa_decrypt
printf 'fuzz seed plaintext' >"$tmp/pt"
openssl pkeyutl -encrypt -pubin -inkey "$K/rsa2048.spki.pem" -in "$tmp/pt" \
  -pkeyopt rsa_padding_mode:oaep -pkeyopt rsa_oaep_md:sha256 -pkeyopt rsa_mgf1_md:sha256 \
  -out "$tmp/ct_oaep"
openssl pkeyutl -encrypt -pubin -inkey "$K/rsa2048.spki.pem" -in "$tmp/pt" \
  -pkeyopt rsa_padding_mode:pkcs1 -out "$tmp/ct_v15"
echo "00 00 $(hex "$tmp/ct_oaep")" | put rsa_decrypt/oaep_sha256
echo "02 $(hex "$tmp/ct_v15")" | put rsa_decrypt/v15_explicit
echo "03 $(hex "$tmp/ct_v15")" | put rsa_decrypt/v15_implicit
for s in ct_oaep ct_v15; do
  openssl pkeyutl -decrypt -inkey "$K/rsa2048.pkcs1.pem" -pkeyopt rsa_padding_mode:none \
    -in "$tmp/$s" -out "$tmp/$s.em"
done
echo "04 00 $(hex "$tmp/ct_oaep.em")" | put rsa_decrypt/oaep_sha256_em
echo "06 $(hex "$tmp/ct_v15.em")" | put rsa_decrypt/v15_explicit_em

# aead_open: flag 0x04 = seal the plaintext first (offset 0000, XOR 00:
# intact); without it, RFC 8439 2.8.2's ciphertext || tag as received.
rm -rf aead_open && mkdir aead_open
key=808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9f
aad=50515253c0c1c2c3c4c5c6c7
pt=$(printf 'Ladies and Gentlemen of the class of 99' | xxd -p | tr -d '\n')
echo "04 $key 070000004041424344454647 0c $aad 0000 00 $pt" | put aead_open/chacha_seal
echo "05 $key 404142434445464748494a4b4c4d4e4f5051525354555657 0c $aad 0000 00 $pt" |
  put aead_open/xchacha_seal
echo "04 $key 070000004041424344454647 00 0500 01 $pt" | put aead_open/chacha_seal_flipped
echo "00 $key 070000004041424344454647 0c $aad" \
  "$(grep -m1 '^Ciphertext' ../aead/chacha20poly1305_rfc8439.txt | sed 's/.*= //')" \
  "$(grep -m1 '^Tag' ../aead/chacha20poly1305_rfc8439.txt | sed 's/.*= //')" |
  put aead_open/rfc8439_2_8_2

# int_parse: byte 0 = base (% 36: 0 -> base 0, 1 -> 36, k -> k), then text.
rm -rf int_parse && mkdir int_parse
i=0
for t in '\x0a123456789012345678901234567890' '\x0a-98765' '\x10-0xDEADbeef' '\x10ff00' \
  '\x00 0x7f' '\x000b1011' '\x000o777' '\x02-101101' '\x08+0o17' '\x01zz9' '\x24helloWorld' \
  '\x0a0' '\x0a-0'; do
  printf "$t" >"int_parse/s$i"
  i=$((i + 1))
done

# bignum_diff: operands (sign/length byte + magnitude) a, b, m, shift, root
# selector, exponent.
rm -rf bignum_diff && mkdir bignum_diff
r() { head -c "$1" /dev/urandom | xxd -p | tr -d '\n'; }
echo "08 $(r 8) 88 $(r 8) 04 $(r 3)f1 05 02 010001" | put bignum_diff/small
echo "40 $(r 64) c0 $(r 64) 40 $(r 63)01 21 03 $(r 32)" | put bignum_diff/words8
echo "70 $(r 256) 60 $(r 192) 70 $(r 255)ff 7f 05 $(r 32)" | put bignum_diff/karatsuba
echo "01 00 00 00 01 01 00 00" | put bignum_diff/zeros
echo "7f $(r 316) 7f $(r 316) 7f $(r 315)01 01 01 $(r 16)" | put bignum_diff/large
