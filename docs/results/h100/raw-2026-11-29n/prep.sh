#!/usr/bin/env bash
# Bundle for the idle-by-element trial: apply trial-idle-by-element.patch
# (the shipped library is unchanged without -DXASYNC_NV_IDLE_BY_ELEMENT),
# build, then run this from the repository root.  Makes libraries
# sm_90-elem90 / sm_80-elem80 (PTX mode), the tests' kernels' PTX for
# them, and a layer whose nvptx source forms take the flag
# (.device/lib/libxasync-layer-elem.so), then copies run.sh to
# .perf/run-elem.sh.  Device: command "bash .perf/run-elem.sh", carry
# [".device", ".perf/run-elem.sh"] (about 6 minutes).
set -e
T=$(cd "$(dirname "$0")" && pwd)
cd "$(dirname "$0")/../../../.."
XASYNC_REAL_KERNELS_DIR=${XASYNC_REAL_KERNELS_DIR:-$PWD/.real-kernels} bash scripts/gpu-bundle.sh 2>&1 | tail -1
P=build/lib/libxasync-nvptx-state.so
mkdir -p .perf/lib
"$T"/mklib.sh elem90 90 -DXASYNC_NV_IDLE_BY_ELEMENT
"$T"/mklib.sh elem80 80 -DXASYNC_NV_IDLE_BY_ELEMENT
for k in tests/kernels/*.cl; do st=$(basename $k .cl)
  bash "$T"/mkptx.sh $k elem90 90 .device/ptx/$st.sm_90-elem90.ptx -fpass-plugin=$P
done
for st in conformance pipeline; do
  bash "$T"/mkptx.sh tests/kernels/$st.cl elem80 80 .device/ptx/$st.sm_80-elem80.ptx -fpass-plugin=$P
done
cmake -S . -B build -DXASYNC_NVPTX_SOURCE_FLAGS="-DXASYNC_NV_IDLE_BY_ELEMENT" > /dev/null
cmake --build build -j2 --target xasync-layer > /dev/null
cp build/lib/libxasync-layer.so .device/lib/libxasync-layer-elem.so
cmake -S . -B build -DXASYNC_NVPTX_SOURCE_FLAGS="" > /dev/null
cmake --build build -j2 --target xasync-layer > /dev/null
cmp -s build/lib/libxasync-layer.so .device/lib/libxasync-layer.so || echo "prep: the bundle's layer is not the build's" >&2
cp "$T"/run.sh .perf/run-elem.sh
