#!/usr/bin/env bash
# Device run 1 (issue 46): the double-buffered vector add (oneAPI Construction
# Kit UnitCL dma.05, unmodified, .perf/dbuf.cl) from source on NVIDIA's
# compiler, beside PTX builds with the library before (base) and after the
# element path (elems, elems-sm80), a full-wait library (fullwait) and the
# twins; then through the layer (nvptx and nvptx-partial forms); then the
# conformance suite of the three nvptx libraries; then the compute kernels.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run' EXIT
S=scripts/gpu-run.sh
P=$PWD/.device/probes/pipeline
K=(.perf/dbuf.cl async_double_buffer .perf/ptx/dbuf.base.ptx .perf/ptx/dbuf.elems.ptx
   .perf/ptx/dbuf.elems-sm80.ptx .perf/ptx/dbuf.fullwait.ptx .device/probes/pipeline_twins.ptx)
L=$PWD/.device/lib/libxasync-layer.so
nvidia-smi --query-gpu=name --format=csv,noheader
for r in 1 2; do
  bash $S exec $P "${K[@]}" --rounds 5 > $OUT/pipe-own-$r.txt 2>&1; tail -60 $OUT/pipe-own-$r.txt | grep -v "^$"
  OPENCL_LAYERS=$L bash $S exec $P "${K[@]}" --rounds 5 > $OUT/pipe-layer-$r.txt 2>&1
  OPENCL_LAYERS=$L XASYNC_LAYER_DEVICES='vendor=NVIDIA Corporation,source=nvptx-partial' \
    bash $S exec $P "${K[@]}" --rounds 5 > $OUT/pipe-partial-$r.txt 2>&1
done
grep -h "source\|FAIL\|failures" $OUT/pipe-layer-*.txt $OUT/pipe-partial-*.txt
timeout 200 bash $S conformance > $OUT/conf.txt 2>&1; grep -E "===|passed|failed|FAIL" $OUT/conf.txt | head -20
timeout 150 bash $S compute sm_90-nvptx64--nvidiacl --runs 5 > $OUT/compute.txt 2>&1; tail -40 $OUT/compute.txt
