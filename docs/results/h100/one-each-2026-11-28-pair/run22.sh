#!/usr/bin/env bash
# Device run 22 (issue 46): NVIDIA's PTX of tiny corpus kernels built from
# source through the layer (source form) and without it.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run; mkdir -p $OUT/src $OUT/nat
trap 'tar czf $FINAL/run.tgz -C /tmp run' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
L=$D/lib/libxasync-layer.so
for f in oclgrind-async_copy oclgrind-wait_event_chained ock-dma.04_async_copy ock-dma.13_wait_event_is_barrier vc4c-cts-async_copy_global_to_local ock-spirv.02_async_copy; do
  OPENCL_LAYERS=$L bash $S exec .perf/tools/dumpbin $D/real-kernels/$f.cl $OUT/src/$f.ptx "-cl-std=CL1.2" 2>&1 | tail -1
  OPENCL_LAYERS= bash $S exec .perf/tools/dumpbin $D/real-kernels/$f.cl $OUT/nat/$f.ptx "-cl-std=CL1.2" 2>&1 | tail -1
done
