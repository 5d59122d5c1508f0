#!/usr/bin/env bash
set -e
cd "$(dirname "$0")/.."
XASYNC_REAL_KERNELS_DIR=/work/main/.real-kernels bash scripts/gpu-bundle.sh 2>&1 | tail -1
for v in "$@"; do
  cp .perf/lib/$v.bc build/lib/xasync-sm_90-$v.bc
  bash scripts/real-kernels-ptx.sh .device/real-kernels sm_90-$v 2>&1 | tail -1
  rm build/lib/xasync-sm_90-$v.bc
  bash .perf/mkptx.sh tests/kernels/real_own.cl $v 90 .device/ptx/real_own.sm_90-$v.ptx
done
bash .perf/mkptx.sh .perf/twin/real_own_twin.cl build/lib/xasync-sm_90-nvptx64--nvidiacl.bc 90 .device/ptx/real_own.sm_90-twin.ptx -Wno-uninitialized
