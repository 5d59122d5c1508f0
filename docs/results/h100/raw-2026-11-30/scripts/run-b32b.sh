#!/usr/bin/env bash
# Trial b32: the changed real cases in pairs, sides ptx (trial), sm_90-old (shipped), source (trial prelude).
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/runb32b; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp runb32b' EXIT
S=scripts/gpu-run.sh
ONLY=${ONLY:-own-rgba-planes,own-halo-blur,cts-copy-g2l-uchar,ock-dma-10-half-copy,ock-dma-11-half-strided}
( export OUT=$OUT/B XASYNC_REAL_LIBS="sm_90-old"; mkdir -p $OUT
  timeout ${T:-500} bash $S real-pair sm_90-nvptx64--nvidiacl ${R:-20} --runs 100 --only "$ONLY" > $OUT/pair.txt 2> $OUT/pair.err; echo "B rc $? ${SECONDS}s" )
for c in ptx sm_90-old source; do echo "== B $c"; grep "|" $OUT/B/compare-pair-$c.txt | head -40; done
