#!/usr/bin/env bash
# Device run 73 (issue 46): one element per work-item wider than 16 bytes
# moved as its 16-byte parts (ONE_ELEMENT), on top of the plain narrow
# copies: (A) conformance, the three PTX libraries and both source forms;
# (B) the corpus in pairs 6 x 100; (C) the wide-element cases in pairs with
# the previous layer (layer-pn) and PTX library (sm_90-pn, mklib).
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run73; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run73' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
cp $D/lib/libxasync-layer.so .perf/layer-final.so
( export OUT=$OUT/A; mkdir -p $OUT; timeout 200 bash $S conformance > $OUT/conf.txt 2>&1; echo "A ptx rc $? ${SECONDS}s"; grep -E "^===|passed" $OUT/conf.txt )
for f in nvptx nvptx-partial; do
  ( export OUT=$OUT/A-$f XASYNC_LAYER_DEVICES="vendor=NVIDIA Corporation,source=$f"; mkdir -p $OUT
    timeout 130 bash $S conformance-source > $OUT/conf.txt 2>&1; echo "A $f rc $? ${SECONDS}s"; tail -1 $OUT/conf.txt )
done
( export OUT=$OUT/B; mkdir -p $OUT
  timeout 150 bash $S real-pair sm_90-nvptx64--nvidiacl 6 --runs 100 > $OUT/pair.txt 2> $OUT/pair.err; echo "B rc $? ${SECONDS}s" )
for c in source ptx; do echo "== B $c"; tail -3 $OUT/B/compare-pair-$c.txt; grep "^vc4c\|^own-rgba\|^cts-prefetch" $OUT/B/compare-pair-$c.txt | awk -F'|' '{print $1 $3 $4}' | sed 's/  */ /g'; done
only="vc4c-async-copy,vc4c-async-copy-general,vc4c-async-copy-partial,own-rgba-planes"
for l in pn final; do
  cp .perf/layer-$l.so $D/lib/libxasync-layer.so
  libs=; [ $l = pn ] && libs="sm_90-pn"
  ( export OUT=$OUT/C-$l XASYNC_REAL_LIBS="$libs"; mkdir -p $OUT
    timeout 100 bash $S real-pair sm_90-nvptx64--nvidiacl 6 --runs 100 --only "$only" > $OUT/pair.txt 2> $OUT/pair.err; echo "C $l rc $? ${SECONDS}s" )
  for f in $OUT/C-$l/compare-pair-*.txt; do case $f in *-again.txt|*-iqm.txt) continue;; esac
    echo "== C $l $(basename $f)"; grep "|" $f | grep " wg" | awk -F'|' '{print $1 $3 $4}' | sed 's/  */ /g'; done
done
cp .perf/layer-final.so $D/lib/libxasync-layer.so
