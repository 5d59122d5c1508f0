#!/usr/bin/env bash
# Device run 13 (issue 46): the live bit again, now that classic copies
# leave the engine out (live2: a wait reads its events only while a copy
# of the sequence may be in flight), beside the new library and the
# full-wait build (fw2).  dma.05 probe; the real corpus: NVIDIA's own /
# new / live2 / fw2 / source form, 7 alternating rounds; SGEMM and conv9x9
# new vs live2, two rounds.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
L=$D/lib/libxasync-layer.so
nvidia-smi --query-gpu=name --format=csv,noheader
P=$D/probes/pipeline
K=(.perf/dbuf.cl async_double_buffer .perf/ptx/dbuf.new.ptx .perf/ptx/dbuf.live2.ptx .perf/ptx/dbuf.fw2.ptx $D/probes/pipeline_twins.ptx)
timeout 100 bash $S exec $P "${K[@]}" --rounds 5 > $OUT/pipe.txt 2>&1; grep -v "^ *$" $OUT/pipe.txt | grep -v twin
mkdir -p $OUT/real
sides=(native new live2 fw2 source); declare -A csv
for r in 1 2 3 4 5 6 7; do for i in 0 1 2 3 4; do
  side=${sides[$(( (i + r - 1) % 5 ))]}
  case $side in native) env=(OPENCL_LAYERS=) extra=() ;;
    source) env=(OPENCL_LAYERS=$L) extra=() ;;
    new) env=(OPENCL_LAYERS=$L) extra=(--ptx-dir $D/ptx --library sm_90-nvptx64--nvidiacl) ;;
    *) env=(OPENCL_LAYERS=$L) extra=(--ptx-dir $D/ptx --library sm_90-$side) ;;
  esac
  env "${env[@]}" XASYNC_BENCH=$D/bin/bench timeout 100 scripts/bench-real.sh $OUT/real/$side-$r.csv --device nvidia --no-plot --real-dir $D/real-kernels "${extra[@]}" > $OUT/real/$side-$r.txt 2> $OUT/real/$side-$r.err
  csv[$side]="${csv[$side]:+${csv[$side]},}$OUT/real/$side-$r-real.csv"
done; done
for side in new live2 fw2 source; do
  python3 scripts/real_compare.py "${csv[$side]}" "${csv[native]}" --names $side,nvidia --csv $OUT/cmp-$side.csv --png $OUT/cmp-$side.png > $OUT/cmp-$side.txt
  echo "$side: $(tail -1 $OUT/cmp-$side.txt)"
done
grep -h FAIL $OUT/real/*.err | grep -v regression-104 | sort | uniq -c | head
for r in 1 2; do for v in sm_90-nvptx64--nvidiacl sm_90-live2; do
  timeout 60 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library $v --only compute \
    --no-plot --csv $OUT/c-$v-$r.csv > $OUT/c-$v-$r.txt 2>&1
  grep -E "^(sgemm|conv9x9) 4096 +(async|lim-checked) " $OUT/c-$v-$r.txt | sed "s/^/$v $r: /"
done; done
