#!/usr/bin/env bash
# Device run 65: nvptx-partial's own-ring6 wg1 fault after the CTS 3D
# kernel: the state and flag named per program (uniq, XASYNC_EXP_UNIQUE).
set -uo pipefail
cd "$(dirname "$0")/.."
S=scripts/gpu-run.sh
D=$PWD/.device
P="XASYNC_LAYER_DEVICES=vendor=NVIDIA Corporation,source=nvptx-partial"
cp $D/lib/libxasync-layer.so .perf/layer-final.so
for l in final uniq; do
  cp .perf/layer-$l.so $D/lib/libxasync-layer.so
  for sel in 'cts-copy3d-l2g-e5,own-ring6 wg1$' 'cts,own-ring6 wg1$'; do
    r=$(timeout 90 bash $S exec env OPENCL_LAYERS=$D/lib/libxasync-layer.so "$P" \
      XASYNC_EXP_UNIQUE=1 $D/bin/bench --device nvidia --no-plot --only "$sel" --csv /tmp/x.csv --real-dir $D/real-kernels --runs 3 2>&1 | grep -E "^(own-ring6 wg1 |real kernels:)" | sed 's/  */ /g' | cut -c1-110 | head -4 | paste -sd'|')
    echo "$l $sel => $r"
  done
done
cp .perf/layer-final.so $D/lib/libxasync-layer.so
