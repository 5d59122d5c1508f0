#!/usr/bin/env bash
# Bundle for call 82: PTX libraries idle90/idle80 (-DXASYNC_NV_IDLE_FIRST) as sm_90-idleB90, sm_80-idle80; layer idle.
set -e
cd "$(dirname "$0")/.."
XASYNC_REAL_KERNELS_DIR=/work/main/.real-kernels bash scripts/gpu-bundle.sh 2>&1 | tail -1
P=build/lib/libxasync-nvptx-state.so
for n in idleB90:90 idleB80:80; do sm=${n#*:}; n=${n%:*}
  if [ $sm = 90 ]; then
    cp .perf/lib/$n.bc build/lib/xasync-sm_90-$n.bc
    bash scripts/real-kernels-ptx.sh .device/real-kernels sm_90-$n 2>&1 | tail -1
    rm build/lib/xasync-sm_90-$n.bc
    for k in tests/kernels/*.cl; do st=$(basename $k .cl)
      bash .perf/mkptx.sh $k $n 90 .device/ptx/$st.sm_90-$n.ptx -fpass-plugin=$P 2>/dev/null || echo "fail $st"
    done
  else
    for st in conformance pipeline; do bash .perf/mkptx.sh tests/kernels/$st.cl $n 80 .device/ptx/$st.sm_80-$n.ptx -fpass-plugin=$P; done
  fi
done
cp .perf/layer-idleB.so .device/lib/libxasync-layer-idleB.so
ls .device/ptx | grep -c sm_90-idleB90
