#!/usr/bin/env bash
# Installs everything limb's build, tests and benchmarks need, from Debian 12's
# packages only. Idempotent and quiet when everything is already there.
set -euo pipefail

# binutils (readelf, nm) for //tools:no_peers_test; g++ depends on it too.
PACKAGES=(
  bazel-bootstrap bazel-rules-java g++ binutils python3
  libgmp-dev libboost-dev libgtest-dev libbenchmark-dev
  libssl-dev libsodium-dev libgcrypt20-dev nettle-dev valgrind openssl qemu-user
)

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ "${#missing[@]}" -gt 0 ]; then
  echo "limb setup: installing ${missing[*]}" >&2
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq >/dev/null
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
