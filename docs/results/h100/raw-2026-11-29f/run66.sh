#!/usr/bin/env bash
# Device run 66: after the CTS kernels in nvptx-partial (final layer),
# which of our kernels fault: own-ring6 at other sizes, the other own ones.
set -uo pipefail
cd "$(dirname "$0")/.."
S=scripts/gpu-run.sh
D=$PWD/.device
P="XASYNC_LAYER_DEVICES=vendor=NVIDIA Corporation,source=nvptx-partial"
for sel in 'cts,own-ring6 wg7$' 'cts,own-ring6 wg64$' 'cts,own-ring6 wg256$' 'cts,own-one-each' 'cts,own-halo-blur' 'cts,own-rgba-planes' 'own-one-each,own-ring6 wg1$' 'cts-copy3d-l2g-e5,ock-dma-05'; do
  r=$(timeout 90 bash $S exec env OPENCL_LAYERS=$D/lib/libxasync-layer.so "$P" \
    $D/bin/bench --device nvidia --no-plot --only "$sel" --csv /tmp/x.csv --real-dir $D/real-kernels --runs 3 2>&1 | grep -E "^(own-|ock-dma-05|real kernels:)" | sed 's/  */ /g' | cut -c1-100 | paste -sd'|')
  echo "$sel => $r"
done
