#!/usr/bin/env bash
# Device run 56: (A) nvptx-partial with the event freeze through shfl (f1)
# or volatile local memory (f2): own-rgba-planes's fault (runs 53-55) and
# the whole corpus's outputs; (B) the default source form with the team
# size known >= 1 (t1) against as shipped, in pairs.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run56; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run56' EXIT
S=scripts/gpu-run.sh
cp .device/lib/libxasync-layer.so .perf/layer-default.so
P="XASYNC_LAYER_DEVICES=vendor=NVIDIA Corporation,source=nvptx-partial"
for v in default f1 f2 t1f1; do
  cp .perf/layer-$v.so .device/lib/libxasync-layer.so
  mkdir -p $OUT/A-$v
  timeout 150 bash $S exec env OPENCL_LAYERS=$PWD/.device/lib/libxasync-layer.so "$P" \
    XASYNC_BENCH=$PWD/.device/bin/bench scripts/bench-real.sh $OUT/A-$v/real.csv --device nvidia --no-plot \
    --real-dir .device/real-kernels --runs 3 > $OUT/A-$v/real.txt 2> $OUT/A-$v/real.err; echo "A $v rc $? ${SECONDS}s"
  grep -c " ok$" $OUT/A-$v/real.txt; grep "WRONG" $OUT/A-$v/real.txt | head -5
done
only="own-one-each,own-rgba-planes,cts-copy-g2l-uchar,own-halo-blur,vc4c-async-copy-general,oclgrind-async-copy,cts-prefetch-int4"
for v in default t1; do
  cp .perf/layer-$v.so .device/lib/libxasync-layer.so
  ( export OUT=$OUT/B-$v; mkdir -p $OUT
    timeout 100 bash $S real-pair sm_90-nvptx64--nvidiacl 6 --runs 100 --only "$only" > $OUT/pair.txt 2> $OUT/pair.err; echo "B $v rc $? ${SECONDS}s" )
done
cp .perf/layer-default.so .device/lib/libxasync-layer.so
for v in default t1; do echo "== B $v source"; grep "|" $OUT/B-$v/compare-pair-source.txt | awk -F'|' '{print $1 $3 $4}'; done
