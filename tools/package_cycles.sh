#!/usr/bin/env bash
# No cycle between limb's Bazel packages: from `bazel query` over every
# target, an edge A -> B for each dependency of a target in package A on one
# in package B (A != B; the graph unfactored, since a factored one merges
# nodes into multi-label ones this parser would misread), then a depth-first
# search for a cycle. Prints the package graph's size and "ok", or each
# cycle and exit 1. The search is first run on a small graph with a known cycle, so a broken check fails.
# Usage: tools/package_cycles.sh   (from anywhere in the workspace)
set -uo pipefail
cd "$(dirname "$0")/.."

find_cycles() {  # stdin: "FROM TO" target edges; prints cycles, one per line
  python3 -c '
import collections, sys
g = collections.defaultdict(set)
for line in sys.stdin:
    a, b = line.split()
    pa, pb = a.split(":")[0], b.split(":")[0]
    if pa != pb and pb.startswith("//"):
        g[pa].add(pb)
state, found = {}, []
def visit(u, path):
    state[u] = 1
    path.append(u)
    for v in sorted(g[u]):
        if state.get(v) == 1:
            found.append(" -> ".join(path[path.index(v):] + [v]))
        elif v not in state:
            visit(v, path)
    path.pop()
    state[u] = 2
for u in sorted(g):
    if u not in state:
        visit(u, [])
print("%d" % len(g), file=sys.stderr)
print("\n".join(found))
'
}

self="$(printf '//a:x //b:y\n//b:y //c:z\n//c:z //a:w\n' | find_cycles 2>/dev/null)"
[ -n "$self" ] || { echo "FAIL: package_cycles: the self-check found no cycle in a->b->c->a"; exit 1; }

edges="$(bazel query 'deps(//...) intersect //...' --output=graph --graph:factored=false 2>/dev/null |
  sed -nE 's/^ *"([^"]+)" -> "([^"]+)".*/\1 \2/p')"
[ -n "$edges" ] || { echo "FAIL: package_cycles: bazel query returned no edges"; exit 1; }
cycles="$(find_cycles <<<"$edges" 2>"${TMPDIR:-/tmp}/limb_pkg_count")"
count="$(cat "${TMPDIR:-/tmp}/limb_pkg_count")"
if [ -n "$cycles" ]; then
  echo "$cycles"
  echo "FAIL: package_cycles: cycles between packages ($count)"
  exit 1
fi
echo "ok: package_cycles: no cycle between the $count packages that have dependencies"
