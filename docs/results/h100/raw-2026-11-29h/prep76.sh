#!/usr/bin/env bash
# Bundle for call 76: PTX library raremin90 as sm_90-raremin90 (every test
# kernel with the pass plugin, as the build); the raremin layer in .device/lib.
set -e
cd "$(dirname "$0")/.."
XASYNC_REAL_KERNELS_DIR=/work/main/.real-kernels bash scripts/gpu-bundle.sh 2>&1 | tail -1
P=build/lib/libxasync-nvptx-state.so
for n in raremin90; do
  cp .perf/lib/$n.bc build/lib/xasync-sm_90-$n.bc
  bash scripts/real-kernels-ptx.sh .device/real-kernels sm_90-$n 2>&1 | tail -1
  rm build/lib/xasync-sm_90-$n.bc
  for k in tests/kernels/*.cl; do st=$(basename $k .cl)
    bash .perf/mkptx.sh $k $n 90 .device/ptx/$st.sm_90-$n.ptx -fpass-plugin=$P 2>/dev/null || echo "fail $st"
  done
done
cp .perf/layer-raremin.so .device/lib/libxasync-layer-raremin.so
ls .device/ptx | grep -c sm_90-raremin90
