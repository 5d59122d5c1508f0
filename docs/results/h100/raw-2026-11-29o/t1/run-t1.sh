#!/usr/bin/env bash
# Team-1-plain trial: real corpus in pairs (source, ptx, sm_90-t1b, t1 layer), 6 rounds; conformance of t1b libs and t1 source forms.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/runt1; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp runt1' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
( export OUT=$OUT/B XASYNC_REAL_LIBS="sm_90-t1b" XASYNC_REAL_LAYERS="t1=$D/lib/libxasync-layer-t1.so"; mkdir -p $OUT
  timeout 420 bash $S real-pair sm_90-nvptx64--nvidiacl 6 --runs 100 > $OUT/pair.txt 2> $OUT/pair.err; echo "B rc $? ${SECONDS}s" )
for c in source ptx sm_90-t1b t1; do echo "== B $c"; tail -1 $OUT/B/compare-pair-$c.txt; grep "below the band:" $OUT/B/compare-pair-$c.txt; done
for l in sm_90-t1b sm_80-t1b80; do
  timeout 40 bash $S exec $D/bin/conformance --device nvidia --ptx $D/ptx/conformance.$l.ptx > $OUT/conf-$l.txt 2>&1; echo "A $l rc $? ${SECONDS}s"; tail -1 $OUT/conf-$l.txt
done
for f in nvptx nvptx-partial; do
  OPENCL_LAYERS=$D/lib/libxasync-layer-t1.so XASYNC_LAYER_DEBUG=1 XASYNC_LAYER_DEVICES="vendor=NVIDIA Corporation,source=$f" \
    timeout 40 bash $S exec $D/bin/conformance --device nvidia > $OUT/conf-source-$f.txt 2>&1
  echo "A $f rc $? ${SECONDS}s"; tail -1 $OUT/conf-source-$f.txt
done
