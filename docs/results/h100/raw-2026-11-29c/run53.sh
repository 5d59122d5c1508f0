#!/usr/bin/env bash
# Device run 53 (issue 46): the source form's cases below the band, in
# pairs, 6 rounds of 100 launches, four source forms: default (full waits),
# nvptx-partial, nc (commit without "memory" clobber), nc2 (commit and
# cp.async without it).  Also saves each form's NVIDIA build (PTX).
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run53; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run53' EXIT
S=scripts/gpu-run.sh
only="own-one-each,own-rgba-planes,cts-copy-g2l-uchar,own-halo-blur,ock-dma-13,vc4c-async-copy-general,oclgrind-async-copy"
cp .device/lib/libxasync-layer.so .perf/layer-default.so
form() { # form NAME LAYER [VAR=VALUE]
  local name=$1 so=$2; shift 2
  cp $so .device/lib/libxasync-layer.so
  ( export OUT=$OUT/$name "$@"; mkdir -p $OUT
    timeout 120 bash $S exec env XASYNC_SAVE_BINARIES=$OUT/bin OPENCL_LAYERS=$PWD/.device/lib/libxasync-layer.so \
      XASYNC_BENCH=$PWD/.device/bin/bench scripts/bench-real.sh $OUT/save.csv --device nvidia --no-plot \
      --real-dir .device/real-kernels --only own-one-each,own-rgba-planes,cts-copy-g2l-uchar --runs 3 > $OUT/save.txt 2>&1
    timeout 110 bash $S real-pair sm_90-nvptx64--nvidiacl 6 --runs 100 --only "$only" > $OUT/pair.txt 2> $OUT/pair.err; echo "$name rc $? ${SECONDS}s" )
}
form full .perf/layer-default.so
form partial .perf/layer-default.so XASYNC_LAYER_DEVICES="vendor=NVIDIA Corporation,source=nvptx-partial"
form nc .perf/layer-nc.so
form nc2 .perf/layer-nc2.so
cp .perf/layer-default.so .device/lib/libxasync-layer.so
for f in full partial nc nc2; do for c in source ptx; do echo "== $f $c"; grep "|" $OUT/$f/compare-pair-$c.txt | awk -F'|' '{print $1 $3 $4}'; done; done
