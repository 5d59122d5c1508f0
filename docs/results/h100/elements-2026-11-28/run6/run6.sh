#!/usr/bin/env bash
# Device run 6 (issue 46): strided copies as element copies (a loop over
# the elements, narrow ones synchronous): conformance of the three nvptx
# libraries; the real-kernel corpus (NVIDIA's own / layer source form /
# PTX mode, 5 alternating rounds); the double-buffered vector add.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
P=$D/probes/pipeline
K=(.perf/dbuf.cl async_double_buffer .perf/ptx/dbuf.base.ptx .perf/ptx/dbuf.new.ptx .perf/ptx/dbuf.fw.ptx $D/probes/pipeline_twins.ptx)
L=$D/lib/libxasync-layer.so
nvidia-smi --query-gpu=name --format=csv,noheader
timeout 200 bash $S conformance > $OUT/conf.txt 2>&1; grep -E "^===|passed,|rror" $OUT/conf.txt
timeout 80 bash $S conformance-source > $OUT/conf-src.txt 2>&1; grep -E "passed,|rror" $OUT/conf-src.txt | tail -1
XASYNC_LAYER_DEVICES="vendor=NVIDIA Corporation,source=nvptx-partial" timeout 80 bash $S conformance-source > $OUT/conf-srcp.txt 2>&1; grep -E "passed,|rror" $OUT/conf-srcp.txt | tail -1
timeout 300 bash $S real sm_90-nvptx64--nvidiacl 5 > $OUT/real.txt 2> $OUT/real.err; grep -h FAIL $OUT/real/*.err | sort | uniq -c
tail -25 $OUT/compare-real-ptx.txt; tail -25 $OUT/compare-real-source.txt
bash $S exec $P "${K[@]}" --rounds 5 > $OUT/pipe-own-1.txt 2>&1
OPENCL_LAYERS=$L bash $S exec $P "${K[@]}" --rounds 3 > $OUT/pipe-layer-1.txt 2>&1
grep -E "dbuf.new|source" $OUT/pipe-own-1.txt
