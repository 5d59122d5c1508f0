#!/usr/bin/env bash
# Device run 60: which earlier kernels make nvptx-partial's own-ring6 wg1
# fault (run 58: after the whole corpus, not alone); shipped layer.
set -uo pipefail
cd "$(dirname "$0")/.."
S=scripts/gpu-run.sh
D=$PWD/.device
P="XASYNC_LAYER_DEVICES=vendor=NVIDIA Corporation,source=nvptx-partial"
for sel in "own-ring6" "cts-copy3d-l2g-e5,own-ring6" "cts-copy3d,own-ring6" "cts,own-ring6" "ock,own-ring6" "oclgrind,own-ring6" "vc4c,pocl,own-ring6" "cts-copy2d,own-ring6" "cts-copy-,own-ring6" "cts-prefetch,own-ring6"; do
  r=$(timeout 60 bash $S exec env OPENCL_LAYERS=$D/lib/libxasync-layer.so "$P" \
    $D/bin/bench --device nvidia --no-plot --only "$sel" --csv /tmp/x.csv --real-dir $D/real-kernels --runs 3 2>&1 | grep -E "^(own-ring6 wg1 |real kernels:)" | sed 's/  */ /g' | cut -c1-140 | paste -sd'|')
  echo "$sel => $r"
done
