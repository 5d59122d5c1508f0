#!/usr/bin/env bash
# Trial sm_90-ck2: byte/short copies take 4/16-byte chunks only where each work-item gets one.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/runck; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp runck' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
timeout 120 bash $S exec $D/bin/conformance --device nvidia --ptx $D/ptx/conformance.sm_90-ck2.ptx > $OUT/conf-ck2.txt 2>&1; echo "conf rc $? ${SECONDS}s"; tail -1 $OUT/conf-ck2.txt
( export OUT=$OUT/B XASYNC_REAL_LIBS="sm_90-ck2"; mkdir -p $OUT
  timeout 150 bash $S real-pair sm_90-nvptx64--nvidiacl 30 --runs 100 --only "own-rgba-planes,own-halo-blur,cts-copy-g2l-uchar" > $OUT/pair.txt 2> $OUT/pair.err; echo "B rc $? ${SECONDS}s" )
for c in ptx sm_90-ck2 source; do echo "== B $c"; grep -E "own-rgba|own-halo|g2l-uchar" $OUT/B/compare-pair-$c.txt | grep "|"; done
for r in 1 2; do for lib in sm_90-ck2 sm_90-nvptx64--nvidiacl; do
  ( export OUT=$OUT/bench-$lib-$r; mkdir -p $OUT; timeout 70 bash $S bench $lib --only corpus,tile2d > /dev/null 2>&1; echo "bench $lib $r rc $? ${SECONDS}s" )
  [ $SECONDS -gt 520 ] && break 2
done; done
