#!/usr/bin/env bash
# Device run 71: run 70's probe with the global offset register as 0.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run71; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run71' EXIT
P=.perf/probe/rgba
g++ -O2 -I/usr/local/cuda/include .perf/probe/ncu_rgba.cpp -L/usr/local/cuda/lib64/stubs -lcuda -o /tmp/ncu_rgba || echo "probe build failed"
for r in 1 2 3; do for wg in 1 7 64; do for side in native source; do
  REPS=50 timeout 20 /tmp/ncu_rgba $P/$side.ptx $wg | tee -a $OUT/times.txt
done; done; done
NCU=/usr/local/cuda/bin/ncu
for wg in 1 7; do for side in native source; do
  timeout 60 $NCU --set full -o $OUT/ncu-$side-$wg /tmp/ncu_rgba $P/$side.ptx $wg > $OUT/ncu-$side-$wg.log 2>&1; echo "ncu $side $wg rc $? ${SECONDS}s"
  $NCU -i $OUT/ncu-$side-$wg.ncu-rep --page details --csv > $OUT/details-$side-$wg.csv 2>/dev/null
  $NCU -i $OUT/ncu-$side-$wg.ncu-rep --page source --csv --print-source sass > $OUT/sass-$side-$wg.csv 2>/dev/null
  rm -f $OUT/ncu-$side-$wg.ncu-rep
done; done
