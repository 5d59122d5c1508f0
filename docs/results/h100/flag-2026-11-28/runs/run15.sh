#!/usr/bin/env bash
# Device run 15 (issue 46): run 14 again, the flag 16 bytes and 16-byte aligned; element copies take no sequence number at any
# length, and a flag says whether a work-item made a copy of the sequence
# (new); against 8d4586a (prev).  dma.05 probe; the real corpus: NVIDIA's
# own / prev / new / layer source form, 7 alternating rounds; the bench
# prev vs new; conformance (three nvptx libraries, both source forms).
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
L=$D/lib/libxasync-layer.so
nvidia-smi --query-gpu=name --format=csv,noheader
P=$D/probes/pipeline
K=(.perf/dbuf.cl async_double_buffer .perf/ptx/dbuf.prev.ptx .perf/ptx/dbuf.new.ptx .perf/ptx/dbuf.fw2.ptx $D/probes/pipeline_twins.ptx)
timeout 100 bash $S exec $P "${K[@]}" --rounds 5 > $OUT/pipe.txt 2>&1; grep -v "^ *$" $OUT/pipe.txt
mkdir -p $OUT/real
sides=(native prev new source); declare -A csv
for r in 1 2 3 4 5; do for i in 0 1 2 3; do
  side=${sides[$(( (i + r - 1) % 4 ))]}
  case $side in native) env=(OPENCL_LAYERS=) extra=() ;;
    source) env=(OPENCL_LAYERS=$L) extra=() ;;
    new) env=(OPENCL_LAYERS=$L) extra=(--ptx-dir $D/ptx --library sm_90-nvptx64--nvidiacl) ;;
    *) env=(OPENCL_LAYERS=$L) extra=(--ptx-dir $D/ptx --library sm_90-$side) ;;
  esac
  env "${env[@]}" XASYNC_BENCH=$D/bin/bench timeout 100 scripts/bench-real.sh $OUT/real/$side-$r.csv --device nvidia --no-plot --real-dir $D/real-kernels "${extra[@]}" > $OUT/real/$side-$r.txt 2> $OUT/real/$side-$r.err
  csv[$side]="${csv[$side]:+${csv[$side]},}$OUT/real/$side-$r-real.csv"
done; done
for side in prev new source; do
  python3 scripts/real_compare.py "${csv[$side]}" "${csv[native]}" --names $side,nvidia --csv $OUT/cmp-$side.csv --png $OUT/cmp-$side.png > $OUT/cmp-$side.txt
  echo "$side: $(tail -1 $OUT/cmp-$side.txt)"
done
python3 scripts/real_compare.py "${csv[new]}" "${csv[prev]}" --names new,prev --csv $OUT/cmp-new-prev.csv > $OUT/cmp-new-prev.txt
grep -h FAIL $OUT/real/*.err | grep -v regression-104 | sort | uniq -c | head
for v in sm_90-prev sm_90-nvptx64--nvidiacl; do
  timeout 150 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library $v \
    --no-plot --csv $OUT/b-$v.csv > $OUT/b-$v.txt 2>&1; echo "bench $v rc $?"
done
for x in "" -corpus -compute; do
  python3 scripts/bench_compare.py $OUT/b-sm_90-nvptx64--nvidiacl$x.csv $OUT/b-sm_90-prev$x.csv --names new,prev > $OUT/b-cmp$x.txt 2>&1; tail -1 $OUT/b-cmp$x.txt
done
grep -E "^(sgemm|conv9x9) 4096 +(async|lim-checked) " $OUT/b-*.txt
timeout 240 bash $S conformance > $OUT/conf.txt 2>&1; grep -E "^===|passed,|rror" $OUT/conf.txt | head
timeout 100 bash $S conformance-source > $OUT/conf-src.txt 2>&1; grep -E "^===|passed,|rror" $OUT/conf-src.txt | head -4
XASYNC_LAYER_DEVICES="vendor=NVIDIA Corporation,source=nvptx-partial" timeout 100 bash $S conformance-source > $OUT/conf-srcp.txt 2>&1; grep -E "^===|passed,|rror" $OUT/conf-srcp.txt | head -4
