#!/usr/bin/env bash
# Device run 69 (issue 46): the plain narrow copies into local memory
# (no group, DONE) in every nvptx build: (A) own-rgba-planes in pairs with
# a diagnostic layer whose full waits have no cp.async.wait (correct here
# only: no cp.async in this kernel now); (B) the whole corpus in pairs,
# 6 x 100, source and PTX; (C) conformance from source (default form).
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run69; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run69' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
cp $D/lib/libxasync-layer.so .perf/layer-final.so
for l in nowait final; do
  cp .perf/layer-$l.so $D/lib/libxasync-layer.so
  ( export OUT=$OUT/A-$l; mkdir -p $OUT
    timeout 60 bash $S real-pair sm_90-nvptx64--nvidiacl 6 --runs 100 --only own-rgba-planes > $OUT/pair.txt 2> $OUT/pair.err; echo "A $l rc $? ${SECONDS}s" )
  grep " wg" $OUT/A-$l/compare-pair-source.txt | grep "|" | awk -F'|' '{print $1 $3 $4}' | sed 's/  */ /g'
done
cp .perf/layer-final.so $D/lib/libxasync-layer.so
( export OUT=$OUT/B; mkdir -p $OUT
  timeout 330 bash $S real-pair sm_90-nvptx64--nvidiacl 6 --runs 100 > $OUT/pair.txt 2> $OUT/pair.err; echo "B rc $? ${SECONDS}s" )
for c in source ptx; do echo "== $c"; tail -12 $OUT/B/compare-pair-$c.txt; done
( export OUT=$OUT/C; mkdir -p $OUT
  timeout 140 bash $S conformance-source > $OUT/conf.txt 2>&1; echo "C rc $? ${SECONDS}s"; tail -1 $OUT/conf.txt )
