#!/bin/bash
# Regenerates test-only RSA keys. Run from testdata/rsa/.
set -euo pipefail
gen() {  # gen NAME GENPKEY-OPTS...
  local n=$1; shift
  openssl genpkey -algorithm RSA "$@" -out $n.pkcs8.pem
  openssl pkcs8 -topk8 -nocrypt -in $n.pkcs8.pem -outform DER -out $n.pkcs8.der
  openssl rsa -in $n.pkcs8.pem -traditional -out $n.pkcs1.pem
  openssl rsa -in $n.pkcs8.pem -traditional -outform DER -out $n.pkcs1.der
  openssl pkey -in $n.pkcs8.pem -pubout -out $n.spki.pem
  openssl pkey -in $n.pkcs8.pem -pubout -outform DER -out $n.spki.der
  openssl rsa -in $n.pkcs8.pem -RSAPublicKey_out -out $n.pub.pkcs1.pem
  openssl rsa -in $n.pkcs8.pem -RSAPublicKey_out -outform DER -out $n.pub.pkcs1.der
}
gen rsa2048 -pkeyopt rsa_keygen_bits:2048
gen rsa3072 -pkeyopt rsa_keygen_bits:3072
gen rsa4096 -pkeyopt rsa_keygen_bits:4096
gen rsa2048_3prime -pkeyopt rsa_keygen_bits:2048 -pkeyopt rsa_keygen_primes:3
