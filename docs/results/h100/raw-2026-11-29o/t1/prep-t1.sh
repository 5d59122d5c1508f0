#!/usr/bin/env bash
# Bundle for the team-1-plain trial: shipped bundle + sm_90-t1b (PTX) + layer-t1 (source forms with the flag).
set -e
cd "$(dirname "$0")/.."
XASYNC_REAL_KERNELS_DIR=/work/main/.real-kernels bash scripts/gpu-bundle.sh 2>&1 | tail -1
P=build/lib/libxasync-nvptx-state.so
n=t1b
bash .perf/mklib.sh $n 90 -DXASYNC_NV_TEAM1_PLAIN
bash .perf/mklib.sh ${n}80 80 -DXASYNC_NV_TEAM1_PLAIN
cp .perf/lib/$n.bc build/lib/xasync-sm_90-$n.bc
bash scripts/real-kernels-ptx.sh .device/real-kernels sm_90-$n 2>&1 | tail -1
rm build/lib/xasync-sm_90-$n.bc
for k in tests/kernels/*.cl; do st=$(basename $k .cl)
  bash .perf/mkptx.sh $k $n 90 .device/ptx/$st.sm_90-$n.ptx -fpass-plugin=$P 2>/dev/null || echo "fail $st"
done
bash .perf/mkptx.sh tests/kernels/conformance.cl ${n}80 80 .device/ptx/conformance.sm_80-${n}80.ptx -fpass-plugin=$P
cmake -S . -B build -DXASYNC_NVPTX_SOURCE_FLAGS="-DXASYNC_NV_TEAM1_PLAIN" > /dev/null
cmake --build build -j2 --target xasync-layer > /dev/null
cp build/lib/libxasync-layer.so .device/lib/libxasync-layer-t1.so
cmake -S . -B build -DXASYNC_NVPTX_SOURCE_FLAGS="" > /dev/null
cmake --build build -j2 --target xasync-layer > /dev/null
cmp -s build/lib/libxasync-layer.so .device/lib/libxasync-layer.so || echo "prep: the bundle's layer is not the build's" >&2
ls .device/ptx | grep -c $n; ls .device/real-kernels/ptx | grep -c sm_90-$n
