#!/usr/bin/env bash
# Device run 72 (issue 46): the nvptx source forms with the team size and
# rank in 32 bits (t32) against the current layer (final): (A) conformance
# from source with t32; (B) the corpus in pairs 6 x 100, both layers;
# (C) SGEMM/conv9x9 from source, 2 alternating rounds.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run72; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run72' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
cp $D/lib/libxasync-layer.so .perf/layer-final.so
cp .perf/layer-t32.so $D/lib/libxasync-layer.so
( export OUT=$OUT/A; mkdir -p $OUT; timeout 130 bash $S conformance-source > $OUT/conf.txt 2>&1; echo "A rc $? ${SECONDS}s"; tail -1 $OUT/conf.txt )
for l in t32 final; do
  cp .perf/layer-$l.so $D/lib/libxasync-layer.so
  ( export OUT=$OUT/B-$l; mkdir -p $OUT
    timeout 150 bash $S real-pair sm_90-nvptx64--nvidiacl 6 --runs 100 > $OUT/pair.txt 2> $OUT/pair.err; echo "B $l rc $? ${SECONDS}s" )
  tail -3 $OUT/B-$l/compare-pair-source.txt
  grep "|" $OUT/B-$l/compare-pair-source.txt | awk -F'|' '$4 ~ /below|unsure/ {print $1 $3 $4}' | sed 's/  */ /g'
  grep "^own-rgba" $OUT/B-$l/compare-pair-source.txt | sed 's/  */ /g'
done
for r in 1 2; do
  for l in final t32; do
    [ $SECONDS -gt 540 ] && break
    cp .perf/layer-$l.so $D/lib/libxasync-layer.so
    mkdir -p $OUT/C-$l-$r
    (cd $OUT/C-$l-$r && timeout 45 bash $OLDPWD/$S exec env OPENCL_LAYERS=$D/lib/libxasync-layer.so \
      $D/bin/bench --device nvidia --only compute --runs 10 --csv b.csv --no-plot > b.txt 2> b.err; echo "C $l $r rc $? ${SECONDS}s")
    grep -E "^(sgemm|conv)" $OUT/C-$l-$r/b.txt | awk '{printf "%s %s %s %s; ",$1,$2,$3,$5}'; echo
  done
done
cp .perf/layer-final.so $D/lib/libxasync-layer.so
