#!/usr/bin/env bash
# Bundle for the hoisted-vote trial: apply trial-hoisted-vote.patch (it also
# adds the hook to nvptx_hooks.ll and the plugin; the shipped library is
# unchanged without the flag), build, then run this from the repository
# root.  Libraries sm_90-hoist90 / sm_80-hoist80 (-DXASYNC_NV_IDLE_HOIST) as
# "$T"/mklib.sh builds them (the build's flags; nvptx_hooks.ll linked
# last), the kernels' PTX with the pass plugin, as the build makes it.
set -e
T=$(cd "$(dirname "$0")" && pwd)
cd "$(dirname "$0")/../../../.."
XASYNC_REAL_KERNELS_DIR=${XASYNC_REAL_KERNELS_DIR:-$PWD/.real-kernels} bash scripts/gpu-bundle.sh 2>&1 | tail -1
P=build/lib/libxasync-nvptx-state.so
mkdir -p .perf/lib
"$T"/mklib.sh hoist90 90 -DXASYNC_NV_IDLE_HOIST
"$T"/mklib.sh hoist80 80 -DXASYNC_NV_IDLE_HOIST
cp .perf/lib/hoist90.bc build/lib/xasync-sm_90-hoist90.bc
bash scripts/real-kernels-ptx.sh .device/real-kernels sm_90-hoist90 2>&1 | tail -1
rm build/lib/xasync-sm_90-hoist90.bc
for k in tests/kernels/*.cl; do st=$(basename $k .cl)
  bash "$T"/mkptx.sh $k hoist90 90 .device/ptx/$st.sm_90-hoist90.ptx -fpass-plugin=$P
done
for st in conformance pipeline; do
  bash "$T"/mkptx.sh tests/kernels/$st.cl hoist80 80 .device/ptx/$st.sm_80-hoist80.ptx -fpass-plugin=$P
done
cp "$T"/run.sh .perf/run-hoist.sh
