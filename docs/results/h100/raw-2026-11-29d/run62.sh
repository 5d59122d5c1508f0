#!/usr/bin/env bash
# Device run 62: the default source form without cp.async.commit_group
# (full waits only: cp.async.wait_all commits and waits), against the
# final layer: (A) conformance from source; (B) SGEMM/conv9x9 from source,
# 2 alternating rounds; (C) the corpus in pairs, 6 x 100, both layers.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run62; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run62' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
cp $D/lib/libxasync-layer.so .perf/layer-final.so
cp .perf/layer-nocommit.so $D/lib/libxasync-layer.so
( export OUT=$OUT/A; mkdir -p $OUT; timeout 120 bash $S conformance-source > $OUT/conf.txt 2>&1; echo "A rc $? ${SECONDS}s"; tail -1 $OUT/conf.txt )
for r in 1 2; do
  for l in final nocommit; do
    cp .perf/layer-$l.so $D/lib/libxasync-layer.so
    mkdir -p $OUT/B-$l-$r
    (cd $OUT/B-$l-$r && timeout 60 bash $OLDPWD/$S exec env OPENCL_LAYERS=$D/lib/libxasync-layer.so \
      $D/bin/bench --device nvidia --only compute --runs 10 --csv b.csv --no-plot > b.txt 2> b.err; echo "B $l $r rc $? ${SECONDS}s")
    grep -E "^(sgemm|conv)" $OUT/B-$l-$r/b.txt | awk '{printf "%s %s %s %s; ",$1,$2,$3,$5}'; echo
  done
done
for l in final nocommit; do
  cp .perf/layer-$l.so $D/lib/libxasync-layer.so
  ( export OUT=$OUT/C-$l; mkdir -p $OUT
    timeout 150 bash $S real-pair sm_90-nvptx64--nvidiacl 6 --runs 100 > $OUT/pair.txt 2> $OUT/pair.err; echo "C $l rc $? ${SECONDS}s" )
  tail -1 $OUT/C-$l/compare-pair-source.txt
  grep "|" $OUT/C-$l/compare-pair-source.txt | awk -F'|' '$4 ~ /below|unsure/ {print $1 $3 $4}'
done
cp .perf/layer-final.so $D/lib/libxasync-layer.so
