#!/usr/bin/env bash
# Device run 3 (issue 46): element copies without sequence numbers (ALL and
# DONE events).  Conformance: the three nvptx libraries (PTX), the nvptx
# and nvptx-partial source forms through the layer.  The double-buffered
# vector add (OCK dma.05): NVIDIA's own source build beside PTX with the
# base library (fe83375), the new sm_90/sm_80 libraries, a full-wait
# build and the twins; then through the layer (nvptx, nvptx-partial).
# Bench corpus and compute, base library beside the new one, alternating.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
P=$D/probes/pipeline
K=(.perf/dbuf.cl async_double_buffer .perf/ptx/dbuf.base.ptx .perf/ptx/dbuf.new.ptx .perf/ptx/dbuf.new80.ptx
   .perf/ptx/dbuf.fw.ptx $D/probes/pipeline_twins.ptx)
L=$D/lib/libxasync-layer.so
PART='vendor=NVIDIA Corporation,source=nvptx-partial'
nvidia-smi --query-gpu=name --format=csv,noheader
timeout 240 bash $S conformance > $OUT/conf.txt 2>&1; grep -E "^===|passed,|rror" $OUT/conf.txt
timeout 90 bash $S conformance-source > $OUT/conf-src.txt 2>&1; grep -E "passed,|rror" $OUT/conf-src.txt | tail -2
XASYNC_LAYER_DEVICES=$PART timeout 90 bash $S conformance-source > $OUT/conf-srcp.txt 2>&1; grep -E "passed,|rror" $OUT/conf-srcp.txt | tail -2
for r in 1 2; do
  bash $S exec $P "${K[@]}" --rounds 5 > $OUT/pipe-own-$r.txt 2>&1
  OPENCL_LAYERS=$L bash $S exec $P "${K[@]}" --rounds 3 > $OUT/pipe-layer-$r.txt 2>&1
  OPENCL_LAYERS=$L XASYNC_LAYER_DEVICES=$PART bash $S exec $P "${K[@]}" --rounds 3 > $OUT/pipe-part-$r.txt 2>&1
done
cat $OUT/pipe-own-2.txt; grep -h "FAIL\|rror" $OUT/pipe-*.txt | head
for r in 1 2; do for v in base new; do
  timeout 120 bash $S exec $D/bin/bench --device nvidia --ptx-dir $PWD/.perf/ptx --library xa$v --only corpus,compute \
    --no-plot --csv $OUT/b-$v-$r.csv > $OUT/b-$v-$r.txt 2>&1
done; done
grep -h "sgemm\|conv9" $OUT/b-*-2.txt | grep -v "^\[" | head -30
