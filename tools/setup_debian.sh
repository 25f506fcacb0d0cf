#!/usr/bin/env bash
# Installs everything limb's build, tests and benchmarks need, from Debian 12's
# packages only. Idempotent and quiet when everything is already there.
#
# --cross ARCH (aarch64, ppc64le): also the cross compiler and the target's oracle
# libraries from Debian's multiarch packages (GMP, OpenSSL, libsodium,
# Nettle; libgcrypt's cannot be installed beside the host's), for
# tools/cross_test.sh. libssl-dev for the target must be the host's exact
# version, so apt may upgrade the host's OpenSSL to the archive's.
set -euo pipefail

cross=""
case "${1:-}" in
  --cross) cross=${2:?--cross needs an architecture} ;;
  "") ;;
  *) echo "setup_debian: unknown argument $1" >&2; exit 2 ;;
esac

# binutils (readelf, nm) for //tools:no_peers_test; g++ depends on it too.
# clang-14, llvm-14 (llvm-ar, llvm-symbolizer) and libclang-rt-14-dev (libFuzzer,
# the sanitizer runtimes) for tools/fuzz.sh; xxd for testdata/fuzz/make_seeds.sh.
PACKAGES=(
  bazel-bootstrap bazel-rules-java g++ binutils python3
  libgmp-dev libboost-dev libgtest-dev libbenchmark-dev
  libssl-dev libsodium-dev libgcrypt20-dev nettle-dev valgrind openssl qemu-user
  clang-14 llvm-14 libclang-rt-14-dev xxd
)

FOREIGN=""
case "$cross" in
  "") ;;
  aarch64)
    FOREIGN=arm64
    # The aarch64 compiler also serves the big-endian refusal check.
    PACKAGES+=(g++-aarch64-linux-gnu libgmp-dev:arm64 libssl-dev:arm64 libsodium-dev:arm64
      nettle-dev:arm64)
    ;;
  ppc64le)
    FOREIGN=ppc64el
    PACKAGES+=(g++-powerpc64le-linux-gnu libgmp-dev:ppc64el libssl-dev:ppc64el
      libsodium-dev:ppc64el nettle-dev:ppc64el)
    ;;
  *) echo "setup_debian: --cross $cross: only aarch64 and ppc64le" >&2; exit 2 ;;
esac

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
updated=0
if [ -n "$FOREIGN" ] && ! dpkg --print-foreign-architectures | grep -qx "$FOREIGN"; then
  echo "limb setup: adding the $FOREIGN architecture to dpkg" >&2
  $SUDO dpkg --add-architecture "$FOREIGN"
  $SUDO apt-get update -qq >/dev/null
  updated=1
fi

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ "${#missing[@]}" -gt 0 ]; then
  echo "limb setup: installing ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  [ "$updated" = 1 ] || $SUDO apt-get update -qq >/dev/null
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
