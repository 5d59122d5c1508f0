#!/usr/bin/env bash
# Bundle for the device with .perf/lib/prev.bc as library sm_90-prev beside the tree's.
set -e
cd "$(dirname "$0")/.."
XASYNC_REAL_KERNELS_DIR=/work/main/.real-kernels bash scripts/gpu-bundle.sh 2>&1 | tail -1
cp .perf/lib/prev.bc build/lib/xasync-sm_90-prev.bc
bash scripts/real-kernels-ptx.sh .device/real-kernels sm_90-prev 2>&1 | tail -1
rm build/lib/xasync-sm_90-prev.bc
for f in build/ptx/*.sm_90-nvptx64--nvidiacl.ptx; do
  st=$(basename $f .sm_90-nvptx64--nvidiacl.ptx); src=tests/kernels/$st.cl
  [ -f $src ] && [[ $st != conformance* ]] && bash .perf/mkptx.sh $src prev 90 .device/ptx/$st.sm_90-prev.ptx 2>/dev/null
done
bash .perf/mkptx.sh .perf/dbuf.cl prev 90 .perf/ptx/dbuf.prev.ptx
bash .perf/mkptx.sh .perf/dbuf.cl build/lib/xasync-sm_90-nvptx64--nvidiacl.bc 90 .perf/ptx/dbuf.new.ptx
