#!/usr/bin/env bash
# A workspace that depends on limb exactly as a user's would: a separate
# Bazel workspace (tools/consumer/*.downstream) with limb as a
# local_repository, limb_dependencies() and one line of .bazelrc
# (-std=c++20), building and running the README's quick start against
# @limb//:limb in Bazel's default mode (fastbuild, dynamic linking of tests)
# with downloads disabled. Also checks that the README shows these very
# files, and that limb's code was compiled optimised there.
# Usage: tools/consumer_test.sh   (prints "ok: ..." or "FAIL: ...", exit 0/1)
set -uo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
src="$repo/tools/consumer"
fail() {
  echo "FAIL: consumer: $*"
  exit 1
}

# The README's blocks, each after an HTML comment naming its file.
readme_block() {
  awk -v tag="<!-- $1 -->" '
    $0 == tag { want = 1; next }
    want && /^```/ { if (inside) exit; inside = 1; next }
    inside { print }' "$repo/README.md"
}
diff <(readme_block quickstart.cc) "$src/quickstart.cc" >/dev/null ||
  fail "README's quick start differs from tools/consumer/quickstart.cc"
diff <(readme_block WORKSPACE) <(sed 's|@LIMB_PATH@|/path/to/limb|' "$src/WORKSPACE.downstream") \
  >/dev/null || fail "README's WORKSPACE differs from tools/consumer/WORKSPACE.downstream"
diff <(readme_block BUILD) "$src/BUILD.downstream" >/dev/null ||
  fail "README's BUILD differs from tools/consumer/BUILD.downstream"
diff <(readme_block .bazelrc) "$src/bazelrc.downstream" >/dev/null ||
  fail "README's .bazelrc differs from tools/consumer/bazelrc.downstream"

work="$(mktemp -d /tmp/limb-consumer.XXXXXX)"
trap 'cd /; bazel --output_base="$work/out" shutdown >/dev/null 2>&1; rm -rf "$work"' EXIT
mkdir "$work/ws"
sed "s|@LIMB_PATH@|$repo|" "$src/WORKSPACE.downstream" >"$work/ws/WORKSPACE"
cp "$src/BUILD.downstream" "$work/ws/BUILD"
cp "$src/bazelrc.downstream" "$work/ws/.bazelrc"
cp "$src/quickstart.cc" "$work/ws/quickstart.cc"
cd "$work/ws" || fail "no workspace"
bz() { bazel --output_base="$work/out" "$@"; }
if ! bz test --experimental_repository_disable_download --test_output=errors //:quickstart \
  >"$work/log" 2>&1; then
  tail -30 "$work/log"
  fail "bazel test //:quickstart in the downstream workspace"
fi
# limb's own compile actions carry -O2 in the consumer's fastbuild.
opt="$(bz aquery --experimental_repository_disable_download \
  'mnemonic("CppCompile", @limb//bignum:mont)' 2>/dev/null | grep -c -- '-O2')"
[[ "$opt" -gt 0 ]] || fail "@limb//bignum:mont compiled without -O2 downstream"
# limb's internal targets (kernels, test helpers) are not visible downstream;
# the public module libraries are.
cat >>BUILD <<'PEEK'
cc_library(name = "peek_internal", deps = ["@limb//asm:cpu"])
cc_library(name = "peek_public", deps = ["@limb//rsa"])
PEEK
if bz build --experimental_repository_disable_download //:peek_internal >"$work/log" 2>&1; then
  fail "@limb//asm:cpu is visible to a downstream workspace"
fi
grep -q "is not visible from target" "$work/log" ||
  { tail -20 "$work/log"; fail "//:peek_internal failed, but not on visibility"; }
bz build --experimental_repository_disable_download //:peek_public >"$work/log" 2>&1 ||
  { tail -20 "$work/log"; fail "@limb//rsa is not visible to a downstream workspace"; }
echo "ok: consumer: a separate workspace built and ran the quick start on @limb//:limb (fastbuild, -O2 for limb, no downloads); internal targets are not visible to it"
