#!/usr/bin/env bash
# Bundle for call 87: warp-idle exit for strided copies only (HEAD + working tree) against 0d12028 (sm_90-ship90b, layer ship).
set -e
cd "$(dirname "$0")/.."
XASYNC_REAL_KERNELS_DIR=/work/main/.real-kernels bash scripts/gpu-bundle.sh 2>&1 | tail -1
P=build/lib/libxasync-nvptx-state.so
n=ship90b
cp .perf/lib/$n.bc build/lib/xasync-sm_90-$n.bc
bash scripts/real-kernels-ptx.sh .device/real-kernels sm_90-$n 2>&1 | tail -1
rm build/lib/xasync-sm_90-$n.bc
for k in tests/kernels/*.cl; do st=$(basename $k .cl)
  bash .perf/mkptx.sh $k $n 90 .device/ptx/$st.sm_90-$n.ptx -fpass-plugin=$P 2>/dev/null || echo "fail $st"
done
cp .perf/layer-0d12028.so .device/lib/libxasync-layer-ship.so
rm -f .device/ptx/conformance.sm_90-$n.ptx
ls .device/ptx | grep -c sm_90-$n
