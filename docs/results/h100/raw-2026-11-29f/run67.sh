#!/usr/bin/env bash
# Device run 67: own_ring6 with a private int array indexed at run time
# (bench-v5: .local memory in every form) in the default source form and
# without the layer, alone and after the CTS kernels.
set -uo pipefail
cd "$(dirname "$0")/.."
S=scripts/gpu-run.sh
D=$PWD/.device
for form in nvptx nvptx-partial none; do
  for sel in 'own-ring6 wg64$' 'cts,own-ring6 wg64$'; do
    if [ $form = none ]; then L=OPENCL_LAYERS=; else L=OPENCL_LAYERS=$D/lib/libxasync-layer.so; fi
    r=$(timeout 90 bash $S exec env $L "XASYNC_LAYER_DEVICES=vendor=NVIDIA Corporation,source=$form" \
      $PWD/.perf/bench-v5 --device nvidia --no-plot --only "$sel" --csv /tmp/x.csv --real-dir $D/real-kernels --runs 3 2>&1 | grep -E "^(own-|real kernels:)" | sed 's/  */ /g' | cut -c1-100 | paste -sd'|')
    echo "$form $sel => $r"
  done
done
