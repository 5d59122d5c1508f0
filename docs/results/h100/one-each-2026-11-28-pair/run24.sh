#!/usr/bin/env bash
# Device run 24 (issue 46): plain moves two units a trip (pair = tree)
# against 9472cff (fin): conformance of the tree's libraries first; a corpus
# subset, native/control/fin/pair, 6 rounds; the bench, one run each.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
L=$D/lib/libxasync-layer.so
nvidia-smi --query-gpu=name --format=csv,noheader
timeout 200 bash $S conformance > $OUT/conf.txt 2>&1; grep -E "^===|passed,|rror" $OUT/conf.txt | head
timeout 60 bash $S conformance-source > $OUT/conf-src.txt 2>&1; grep -E "^===|passed,|rror" $OUT/conf-src.txt | head -4
mkdir -p $OUT/real
sides=(native pair fin control); declare -A csv
for r in $(seq 8); do for i in 0 1 2 3; do
  side=${sides[$(( (i + r - 1) % 4 ))]}
  case $side in native|control) env=(OPENCL_LAYERS=) extra=() ;;
    pair) env=(OPENCL_LAYERS=$L) extra=(--ptx-dir $D/ptx --library sm_90-nvptx64--nvidiacl) ;;
    *) env=(OPENCL_LAYERS=$L) extra=(--ptx-dir $D/ptx --library sm_90-$side) ;;
  esac
  env "${env[@]}" XASYNC_BENCH=$D/bin/bench timeout 60 scripts/bench-real.sh $OUT/real/$side-$r.csv --only own-,cts-,vc4c,ock-dma-16,ock-spirv,oclgrind-async-copy-loop --device nvidia --no-plot --real-dir $D/real-kernels "${extra[@]}" > $OUT/real/$side-$r.txt 2> $OUT/real/$side-$r.err
  csv[$side]="${csv[$side]:+${csv[$side]},}$OUT/real/$side-$r-real.csv"
done; done
for side in pair fin; do
  python3 scripts/real_compare.py "${csv[$side]}" "${csv[native]}" --names $side,nvidia --control "${csv[control]}" --csv $OUT/cmp-$side.csv > $OUT/cmp-$side.txt
  echo "$side: $(tail -1 $OUT/cmp-$side.txt)"; grep -E "own-rgba|below$" $OUT/cmp-$side.txt
done
python3 scripts/real_compare.py "${csv[pair]}" "${csv[fin]}" --names pair,fin > $OUT/cmp-pair-fin.txt; tail -1 $OUT/cmp-pair-fin.txt
for v in sm_90-fin sm_90-nvptx64--nvidiacl; do
  timeout 100 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library $v --only corpus,tile \
    --no-plot --csv $OUT/b-$v.csv > $OUT/b-$v.txt 2>&1; echo "bench $v rc $?"
done
for x in "" -corpus; do
  python3 scripts/bench_compare.py $OUT/b-sm_90-nvptx64--nvidiacl$x.csv $OUT/b-sm_90-fin$x.csv --names pair,fin > $OUT/b-cmp$x.txt 2>&1; tail -1 $OUT/b-cmp$x.txt
done
