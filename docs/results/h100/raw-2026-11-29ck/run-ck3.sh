#!/usr/bin/env bash
# Trial sm_90-ck3: byte/short copies OUT of local memory take 4/16-byte chunks only where each work-item gets one.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/runck3; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp runck3' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
timeout 60 bash $S exec $D/bin/conformance --device nvidia --ptx $D/ptx/conformance.sm_90-ck3.ptx > $OUT/conf-ck3.txt 2>&1; echo "conf rc $? ${SECONDS}s"; tail -1 $OUT/conf-ck3.txt
timeout 40 bash $S exec $D/bin/conformance --device nvidia --ptx $D/ptx/conformance-classic.sm_90-ck3.ptx --pipelines 0 --apis copy,strided,copy-v3,strided-v3 > $OUT/conf-classic-ck3.txt 2>&1; echo "classic rc $? ${SECONDS}s"; tail -1 $OUT/conf-classic-ck3.txt
( export OUT=$OUT/B XASYNC_REAL_LIBS="sm_90-ck3"; mkdir -p $OUT
  timeout 100 bash $S real-pair sm_90-nvptx64--nvidiacl 40 --runs 100 --only "own-rgba-planes" > $OUT/pair.txt 2> $OUT/pair.err; echo "B rc $? ${SECONDS}s" )
for c in ptx sm_90-ck3; do echo "== B $c"; grep -E "own-rgba" $OUT/B/compare-pair-$c.txt | grep "|"; done
for lib in sm_90-ck3 sm_90-nvptx64--nvidiacl; do
  ( export OUT=$OUT/bench-$lib; mkdir -p $OUT; timeout 75 bash $S bench $lib --only corpus,tile2d > /dev/null 2>&1; echo "bench $lib rc $? ${SECONDS}s" )
done
