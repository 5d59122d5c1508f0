#!/usr/bin/env bash
# Device run 2 (issue 46): conformance of the fixed element path (sm_80,
# sm_90) and of its synchronous variant (xasync: -DXASYNC_NV_ELEMS_SYNC);
# the double-buffered vector add (OCK dma.05) from NVIDIA's own source
# build beside PTX with each library variant and the twins, own process and
# through the layer (element path async; synchronous, both forms); the
# bench corpus with the async and the synchronous element path.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
P=$D/probes/pipeline
K=(.perf/dbuf.cl async_double_buffer .perf/ptx/dbuf.base.ptx .perf/ptx/dbuf.async.ptx .perf/ptx/dbuf.sync.ptx
   .perf/ptx/dbuf.sync80.ptx .perf/ptx/dbuf.fw.ptx .perf/ptx/dbuf.fwsync.ptx $D/probes/pipeline_twins.ptx)
L=$D/lib/libxasync-layer.so
LS=$PWD/.perf/lib/libxasync-layer-sync.so
nvidia-smi --query-gpu=name --format=csv,noheader
for lib in sm_80-nvptx64--nvidiacl sm_90-nvptx64--nvidiacl; do
  timeout 100 bash $S exec $D/bin/conformance --device nvidia --ptx $D/ptx/conformance.$lib.ptx > $OUT/conf-$lib.txt 2>&1
  echo "$lib: $(tail -1 $OUT/conf-$lib.txt)"
done
for v in async sync; do
  timeout 100 bash $S exec $D/bin/conformance --device nvidia --ptx .perf/ptx/conformance.xa$v.ptx > $OUT/conf-xa$v.txt 2>&1
  echo "xa$v: $(tail -1 $OUT/conf-xa$v.txt)"
done
for r in 1 2; do
  bash $S exec $P "${K[@]}" --rounds 5 > $OUT/pipe-own-$r.txt 2>&1
  OPENCL_LAYERS=$L bash $S exec $P "${K[@]}" --rounds 3 > $OUT/pipe-layer-$r.txt 2>&1
  OPENCL_LAYERS=$LS bash $S exec $P "${K[@]}" --rounds 3 > $OUT/pipe-lsync-$r.txt 2>&1
  OPENCL_LAYERS=$LS XASYNC_LAYER_DEVICES='vendor=NVIDIA Corporation,source=nvptx-partial' \
    bash $S exec $P "${K[@]}" --rounds 3 > $OUT/pipe-lsyncp-$r.txt 2>&1
done
cat $OUT/pipe-own-2.txt
for r in 1 2; do for v in async sync; do
  timeout 100 bash $S exec $D/bin/bench --device nvidia --ptx-dir $PWD/.perf/ptx --library xa$v --only corpus --no-plot --csv $OUT/corpus-$v-$r.csv > $OUT/corpus-$v-$r.txt 2>&1
done; done
grep -h "corpus" $OUT/corpus-*-2.txt | head -80
