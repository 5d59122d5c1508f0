#!/usr/bin/env bash
# Bundle for call 77: PTX library split90 (co16 inline, co4/bytes out of line, chunk min) with the plugin; layers split, raremin.
set -e
cd "$(dirname "$0")/.."
XASYNC_REAL_KERNELS_DIR=/work/main/.real-kernels bash scripts/gpu-bundle.sh 2>&1 | tail -1
P=build/lib/libxasync-nvptx-state.so
for n in split90; do
  cp .perf/lib/$n.bc build/lib/xasync-sm_90-$n.bc
  bash scripts/real-kernels-ptx.sh .device/real-kernels sm_90-$n 2>&1 | tail -1
  rm build/lib/xasync-sm_90-$n.bc
  for k in tests/kernels/*.cl; do st=$(basename $k .cl)
    bash .perf/mkptx.sh $k $n 90 .device/ptx/$st.sm_90-$n.ptx -fpass-plugin=$P 2>/dev/null || echo "fail $st"
  done
done
for l in split raremin; do cp .perf/layer-$l.so .device/lib/libxasync-layer-$l.so; done
ls .device/ptx | grep -c sm_90-split90
