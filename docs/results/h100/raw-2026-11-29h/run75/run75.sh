#!/usr/bin/env bash
# Device run 75 (issue 46): element copies' rare paths (chunks, bytes) out
# of line (XASYNC_NV_ELEM_RARE_CALLED) and chunk paths only for copies of at
# least one chunk (XASYNC_NV_CHUNK_MIN): the corpus in pairs 6 x 100 with
# sides source, ptx, sm_90-rare90 (PTX lib), layers rare/min/raremin;
# conformance from source with the rare layer.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run75; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run75' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
( export OUT=$OUT/B XASYNC_REAL_LIBS="sm_90-rare90" XASYNC_REAL_LAYERS="rare=$D/lib/libxasync-layer-rare.so min=$D/lib/libxasync-layer-min.so raremin=$D/lib/libxasync-layer-raremin.so"; mkdir -p $OUT
  timeout 380 bash $S real-pair sm_90-nvptx64--nvidiacl 6 --runs 100 > $OUT/pair.txt 2> $OUT/pair.err; echo "B rc $? ${SECONDS}s" )
for c in source ptx sm_90-rare90 rare min raremin; do echo "== B $c"; tail -3 $OUT/B/compare-pair-$c.txt; grep "^own-rgba\|^cts-prefetch" $OUT/B/compare-pair-$c.txt | awk -F'|' '{print $1 $3 $4}' | sed 's/  */ /g'; done
cp $D/lib/libxasync-layer.so /tmp/ship.so
cp $D/lib/libxasync-layer-rare.so $D/lib/libxasync-layer.so
( export OUT=$OUT/A-rare XASYNC_LAYER_DEVICES="vendor=NVIDIA Corporation,source=nvptx"; mkdir -p $OUT
  timeout 120 bash $S conformance-source > $OUT/conf.txt 2>&1; echo "A rare rc $? ${SECONDS}s"; tail -1 $OUT/conf.txt )
cp /tmp/ship.so $D/lib/libxasync-layer.so
