#!/usr/bin/env bash
# Device run 17 (issue 46): the one-element fast path (fp = tree) against
# 603a455 (head); the real corpus: native, control, head, new, source,
# twin (5 alternating rounds); the bench new vs head; conformance.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
L=$D/lib/libxasync-layer.so
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
mkdir -p $OUT/real
sides=(native new head source twin control); declare -A csv
for r in 1 2 3 4 5; do for i in 0 1 2 3 4 5; do
  side=${sides[$(( (i + r - 1) % 6 ))]}
  case $side in native|control) env=(OPENCL_LAYERS=) extra=() ;;
    source) env=(OPENCL_LAYERS=$L) extra=() ;;
    new) env=(OPENCL_LAYERS=$L) extra=(--ptx-dir $D/ptx --library sm_90-nvptx64--nvidiacl) ;;
    *) env=(OPENCL_LAYERS=$L) extra=(--ptx-dir $D/ptx --library sm_90-$side) ;;
  esac
  env "${env[@]}" XASYNC_BENCH=$D/bin/bench timeout 100 scripts/bench-real.sh $OUT/real/$side-$r.csv --device nvidia --no-plot --real-dir $D/real-kernels "${extra[@]}" > $OUT/real/$side-$r.txt 2> $OUT/real/$side-$r.err
  csv[$side]="${csv[$side]:+${csv[$side]},}$OUT/real/$side-$r-real.csv"
done; done
for side in new head source twin; do
  python3 scripts/real_compare.py "${csv[$side]}" "${csv[native]}" --names $side,nvidia --control "${csv[control]}" --csv $OUT/cmp-$side.csv > $OUT/cmp-$side.txt
  echo "$side: $(tail -1 $OUT/cmp-$side.txt)"; grep -A4 "^control" $OUT/cmp-$side.txt | tail -1
done
python3 scripts/real_compare.py "${csv[new]}" "${csv[head]}" --names new,head --csv $OUT/cmp-new-head.csv > $OUT/cmp-new-head.txt; tail -1 $OUT/cmp-new-head.txt
grep -h FAIL $OUT/real/*.err | grep -v regression-104 | sort | uniq -c | head
for v in sm_90-head sm_90-nvptx64--nvidiacl; do
  timeout 150 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library $v \
    --no-plot --csv $OUT/b-$v.csv > $OUT/b-$v.txt 2>&1; echo "bench $v rc $?"
done
for x in "" -corpus -compute; do
  python3 scripts/bench_compare.py $OUT/b-sm_90-nvptx64--nvidiacl$x.csv $OUT/b-sm_90-head$x.csv --names new,head > $OUT/b-cmp$x.txt 2>&1; tail -1 $OUT/b-cmp$x.txt
done
grep -E "^(sgemm|conv9x9) 4096 +(async|lim-checked) " $OUT/b-*.txt
timeout 240 bash $S conformance > $OUT/conf.txt 2>&1; grep -E "^===|passed,|rror" $OUT/conf.txt | head
timeout 100 bash $S conformance-source > $OUT/conf-src.txt 2>&1; grep -E "^===|passed,|rror" $OUT/conf-src.txt | head -4
