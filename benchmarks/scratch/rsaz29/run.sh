#!/bin/sh
# run.sh: builds and runs the radix-2^29 prototype's oracle test and timing
# harness (scratch code, not part of any Bazel target). Run from anywhere:
#   benchmarks/scratch/rsaz29/run.sh [check|time|breakdown|counts] [args]
# check: GMP + ADX oracle test (arg: random inputs per modulus, default 200)
# time:  timing harness (args: calls per round, rounds; default 20000 61)
# breakdown: time plus phase 1 / phase 2 / scalar chain timings
# counts: instructions per call by class (straight-line code: static count
#   = dynamic count), and llvm-mca's znver3 model if installed.
# Needs gcc, libgmp-dev; K=4 in the environment selects the 4-column chain.
set -e
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
out=${OUT:-/tmp/rsaz29-$(id -u)}
mkdir -p "$out/inc"
ln -sfn "$root" "$out/inc/limb"
# Flags: AVX2 + BMI2 only (no -march, so no AVX-512/EVEX can appear).
# -fschedule-insns -fsched-pressure -fno-tree-reassoc: GCC 12's default
# schedule hoists the unrolled products and spills them (benchmarks/
# RESULTS.md, "AVX2 radix-2^29 Montgomery at 1024 bits", steps on the way).
CFLAGS="-O2 -fno-tree-reassoc -fschedule-insns -fsched-pressure -mavx2 -mbmi2 -DK=${K:-6}"
gcc -O2 -I"$out/inc" -c "$root/asm/x86_64/mont_n16_adx.S" -o "$out/n16.o"
mode=${1:-check}
[ $# -gt 0 ] && shift
case $mode in
  check)
    gcc $CFLAGS -Wall -Wextra "$here/check.c" "$here/mont29.c" "$out/n16.o" -lgmp -o "$out/check"
    "$out/check" "$@" ;;
  time|breakdown)
    bd=; [ "$mode" = breakdown ] && bd=-DMONT29_BREAKDOWN
    gcc $CFLAGS $bd -Wall -Wextra "$here/timing.c" "$here/mont29.c" "$out/n16.o" -o "$out/timing"
    cp "$out/timing" "$out/timing.$$"   # a fresh copy, as for speed
    "$out/timing.$$" "$@"
    rm -f "$out/timing.$$" ;;
  counts)
    gcc $CFLAGS -c "$here/mont29.c" -o "$out/m29.o"
    for o in "$out/n16.o" "$out/m29.o"; do objdump -d --no-show-raw-insn "$o"; done > "$out/all.dis"
    if grep -qE 'zmm|ymm(1[6-9]|2[0-9]|3[01])|\{evex\}' "$out/all.dis"; then echo "AVX-512 found"; exit 1; fi
    for f in limb_montSqr16_adx limb_montMul16_adx mont29_sqr mont29_mul mont29_sqr2 mont29_mul2; do
      awk -v f="<$f>:" '$2==f{p=1;next} /^[0-9a-f]+ <.*>:/{p=0} p && NF>1{print $2}' "$out/all.dis" |
        awk -v f=$f '{n++; c[$1]++}
          /^mulx/{mx++} /^imul/{im++} /^vpmuludq/{vm++} /^vpaddq/{va++}
          /^v/ && !/^vmov/ && !/^vpmuludq/ && !/^vpaddq/ && !/^vzeroupper/{vo++}
          /^vmov/{mv++} /^(mov|push|pop)/{ms++}
          END{printf "%-20s total %5d  mulx %3d  imul %3d  vpmuludq %3d  vpaddq %3d  other-vec %3d  vmov* %3d  mov/push/pop %3d  rest %4d\n",
            f, n, mx, im, vm, va, vo, mv, ms, n-mx-im-vm-va-vo-mv-ms}'
    done ;;
  *) echo "usage: $0 [check|time|breakdown|counts] [args]"; exit 2 ;;
esac
