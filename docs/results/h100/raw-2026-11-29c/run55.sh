#!/usr/bin/env bash
# Device run 55: nvptx-partial's fault on own-rgba-planes wg7 (runs 53-54),
# kernel variants: v1 event initialised, v2 four single waits, v4 no copy out.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run55; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run55' EXIT
S=scripts/gpu-run.sh
L=OPENCL_LAYERS=$PWD/.device/lib/libxasync-layer.so
P="XASYNC_LAYER_DEVICES=vendor=NVIDIA Corporation,source=nvptx-partial"
for v in orig v1 v2 v4; do
  b=$PWD/.perf/bench-$v; [ $v = orig ] && b=$PWD/.device/bin/bench
  mkdir -p $OUT/$v/bin
  timeout 60 bash $S exec env $L "$P" XASYNC_SAVE_BINARIES=$OUT/$v/bin $b --device nvidia --no-plot \
    --csv $OUT/$v/save.csv --only own-rgba-planes --runs 3 > $OUT/$v/save.txt 2>&1; echo "$v rc $?"
  grep "^own-rgba" $OUT/$v/save.txt
done
