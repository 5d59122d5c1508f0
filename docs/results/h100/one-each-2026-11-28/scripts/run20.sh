#!/usr/bin/env bash
# Device run 20 (issue 46): 9472cff's library (new) beside 603a455 (head).
# The real corpus: native, control, new (PTX), source, head; 10 alternating
# rounds (each side twice in each position).  The bench new and head; the
# compute kernels with events in arrays (new) and in variables (evscalar),
# 3 alternating rounds; conformance (three nvptx libraries, source form).
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
L=$D/lib/libxasync-layer.so
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
mkdir -p $OUT/real
sides=(native new source head control); declare -A csv
for r in $(seq 10); do for i in 0 1 2 3 4; do
  side=${sides[$(( (i + r - 1) % 5 ))]}
  case $side in native|control) env=(OPENCL_LAYERS=) extra=() ;;
    source) env=(OPENCL_LAYERS=$L) extra=() ;;
    new) env=(OPENCL_LAYERS=$L) extra=(--ptx-dir $D/ptx --library sm_90-nvptx64--nvidiacl) ;;
    *) env=(OPENCL_LAYERS=$L) extra=(--ptx-dir $D/ptx --library sm_90-$side) ;;
  esac
  env "${env[@]}" XASYNC_BENCH=$D/bin/bench timeout 100 scripts/bench-real.sh $OUT/real/$side-$r.csv --device nvidia --no-plot --real-dir $D/real-kernels "${extra[@]}" > $OUT/real/$side-$r.txt 2> $OUT/real/$side-$r.err
  csv[$side]="${csv[$side]:+${csv[$side]},}$OUT/real/$side-$r-real.csv"
done; done
for side in new source head; do
  python3 scripts/real_compare.py "${csv[$side]}" "${csv[native]}" --names $side,nvidia --control "${csv[control]}" --csv $OUT/cmp-$side.csv --png $OUT/cmp-$side.png > $OUT/cmp-$side.txt
  echo "$side: $(tail -1 $OUT/cmp-$side.txt)"; grep -A5 "^control" $OUT/cmp-$side.txt | tail -4
done
python3 scripts/real_compare.py "${csv[control]}" "${csv[native]}" --names control,nvidia > $OUT/cmp-aa.txt; echo "A/A: $(tail -1 $OUT/cmp-aa.txt)"
python3 scripts/real_compare.py "${csv[new]}" "${csv[head]}" --names new,head --csv $OUT/cmp-new-head.csv > $OUT/cmp-new-head.txt; echo "new/head: $(tail -1 $OUT/cmp-new-head.txt)"
grep -h FAIL $OUT/real/*.err | grep -v regression-104 | sort | uniq -c | head
for v in sm_90-head sm_90-nvptx64--nvidiacl; do
  timeout 150 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library $v \
    --no-plot --csv $OUT/b-$v.csv > $OUT/b-$v.txt 2>&1; echo "bench $v rc $?"
done
for x in "" -corpus; do
  python3 scripts/bench_compare.py $OUT/b-sm_90-nvptx64--nvidiacl$x.csv $OUT/b-sm_90-head$x.csv --names new,head > $OUT/b-cmp$x.txt 2>&1; tail -1 $OUT/b-cmp$x.txt
done
for r in 1 2 3; do for v in sm_90-nvptx64--nvidiacl evscalar; do
  timeout 60 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library $v --only compute \
    --no-plot --csv $OUT/c-$v-$r.csv > $OUT/c-$v-$r.txt 2>&1
  grep -E "^(sgemm|conv9x9) 4096 +(async|lim-checked|lim-evented) " $OUT/c-$v-$r.txt | sed "s/^/$v $r: /"
done; done
timeout 240 bash $S conformance > $OUT/conf.txt 2>&1; grep -E "^===|passed,|rror" $OUT/conf.txt | head
timeout 100 bash $S conformance-source > $OUT/conf-src.txt 2>&1; grep -E "^===|passed,|rror" $OUT/conf-src.txt | head -4
