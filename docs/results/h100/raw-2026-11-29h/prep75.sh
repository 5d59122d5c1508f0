#!/usr/bin/env bash
# Bundle for call 75: PTX libraries rare90/min90 as sm_90-<name>; layers rare/min/raremin in .device/lib.
set -e
cd "$(dirname "$0")/.."
XASYNC_REAL_KERNELS_DIR=/work/main/.real-kernels bash scripts/gpu-bundle.sh 2>&1 | tail -1
for n in rare90 min90; do
  cp .perf/lib/$n.bc build/lib/xasync-sm_90-$n.bc
  bash scripts/real-kernels-ptx.sh .device/real-kernels sm_90-$n 2>&1 | tail -1
  rm build/lib/xasync-sm_90-$n.bc
  for st in bench_corpus real_own; do
    bash .perf/mkptx.sh tests/kernels/$st.cl $n 90 .device/ptx/$st.sm_90-$n.ptx 2>/dev/null
  done
done
for l in rare min raremin; do cp .perf/layer-$l.so .device/lib/libxasync-layer-$l.so; done
ls .device/ptx | grep -c sm_90-rare90
