#!/usr/bin/env bash
# Device run 4 (issue 46), the library as committed (element copies,
# elem >= 4, one barrier per wait) with the real-kernel corpus merged:
# conformance (three nvptx libraries, both source forms through the layer);
# the real-kernel corpus, NVIDIA's own / layer source form / PTX mode, 5
# alternating rounds; the double-buffered vector add (OCK dma.05) beside
# the base library (fe83375), a full-wait build and the twins, own process
# and through the layer; SGEMM/conv9x9 with events in arrays (sm_90) and in
# variables (evscalar), alternating.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
P=$D/probes/pipeline
K=(.perf/dbuf.cl async_double_buffer .perf/ptx/dbuf.base.ptx .perf/ptx/dbuf.new.ptx .perf/ptx/dbuf.fw.ptx $D/probes/pipeline_twins.ptx)
L=$D/lib/libxasync-layer.so
PART='vendor=NVIDIA Corporation,source=nvptx-partial'
nvidia-smi --query-gpu=name --format=csv,noheader
timeout 200 bash $S conformance > $OUT/conf.txt 2>&1; grep -E "^===|passed,|rror" $OUT/conf.txt
timeout 80 bash $S conformance-source > $OUT/conf-src.txt 2>&1; grep -E "passed,|rror" $OUT/conf-src.txt | tail -1
XASYNC_LAYER_DEVICES=$PART timeout 80 bash $S conformance-source > $OUT/conf-srcp.txt 2>&1; grep -E "passed,|rror" $OUT/conf-srcp.txt | tail -1
timeout 330 bash $S real sm_90-nvptx64--nvidiacl 5 > $OUT/real.txt 2> $OUT/real.err; tail -5 $OUT/real.err
cat $OUT/compare-real-source.txt $OUT/compare-real-ptx.txt 2>/dev/null | tail -80
for r in 1 2; do
  bash $S exec $P "${K[@]}" --rounds 5 > $OUT/pipe-own-$r.txt 2>&1
  OPENCL_LAYERS=$L bash $S exec $P "${K[@]}" --rounds 3 > $OUT/pipe-layer-$r.txt 2>&1
  OPENCL_LAYERS=$L XASYNC_LAYER_DEVICES=$PART bash $S exec $P "${K[@]}" --rounds 3 > $OUT/pipe-part-$r.txt 2>&1
done
for r in 1 2; do for v in sm_90-nvptx64--nvidiacl evscalar; do
  timeout 60 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library $v --only compute \
    --no-plot --csv $OUT/c-$v-$r.csv > $OUT/c-$v-$r.txt 2>&1
done; done
