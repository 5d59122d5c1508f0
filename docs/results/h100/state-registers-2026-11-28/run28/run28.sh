#!/usr/bin/env bash
# Device run 28 (issue 46): the build's PTX now made with the pass plugin
# (sm_90-nvptx64--nvidiacl = "ps", with 16-byte aligned __local arrays)
# against the same library without it (sm_90-base): conformance of the
# three libraries; compute 3 rounds (+ psev: events in variables); bench
# corpus/tiles/stencils twice each; the real corpus 6 rounds.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
L=$D/lib/libxasync-layer.so
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
timeout 240 bash $S conformance > $OUT/conf.txt 2>&1; echo "conformance rc $?"; grep -E "^===|passed,|rror" $OUT/conf.txt | head
vs=(sm_90-base sm_90-nvptx64--nvidiacl psev)
for r in 1 2 3; do
  for i in 0 1 2; do v=${vs[$(( (i + r) % 3 ))]}
  timeout 60 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library $v --only compute \
    --no-plot --csv $OUT/c-$v-$r.csv > $OUT/c-$v-$r.txt 2>&1
  grep -E "^(sgemm|conv9x9) 4096 +(async|sync|lim-checked|lim-evented) " $OUT/c-$v-$r.txt | sed "s/^/$v $r: /"
done; done
for r in 1 2; do for v in sm_90-base sm_90-nvptx64--nvidiacl; do
  timeout 100 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library $v --only corpus,tile,stencil \
    --no-plot --csv $OUT/b-$v-$r.csv > $OUT/b-$v-$r.txt 2>&1; echo "bench $v $r rc $?"
done; done
for x in "" -corpus; do for r in 1 2; do
  python3 scripts/bench_compare.py $OUT/b-sm_90-nvptx64--nvidiacl-$r$x.csv $OUT/b-sm_90-base-$r$x.csv --names ps,base > $OUT/b-cmp$x-$r.txt 2>&1; tail -1 $OUT/b-cmp$x-$r.txt
done; done
mkdir -p $OUT/real
sides=(native ps base control); declare -A csv
for r in $(seq 6); do [ $SECONDS -gt 540 ] && { echo "stopped before round $r at ${SECONDS}s"; break; }; for i in 0 1 2 3; do
  side=${sides[$(( (i + r - 1) % 4 ))]}
  case $side in native|control) env=(OPENCL_LAYERS=) extra=() ;;
    ps) env=(OPENCL_LAYERS=$L) extra=(--ptx-dir $D/ptx --library sm_90-nvptx64--nvidiacl) ;;
    base) env=(OPENCL_LAYERS=$L) extra=(--ptx-dir $D/ptx --library sm_90-base) ;;
  esac
  env "${env[@]}" XASYNC_BENCH=$D/bin/bench timeout 100 scripts/bench-real.sh $OUT/real/$side-$r.csv --device nvidia --no-plot --real-dir $D/real-kernels "${extra[@]}" > $OUT/real/$side-$r.txt 2> $OUT/real/$side-$r.err
  csv[$side]="${csv[$side]:+${csv[$side]},}$OUT/real/$side-$r-real.csv"
done; done
for side in ps base; do
  python3 scripts/real_compare.py "${csv[$side]}" "${csv[native]}" --names $side,nvidia --control "${csv[control]}" --csv $OUT/cmp-$side.csv > $OUT/cmp-$side.txt
  echo "$side: $(tail -1 $OUT/cmp-$side.txt)"; grep -E "below$" $OUT/cmp-$side.txt | head -12
done
python3 scripts/real_compare.py "${csv[ps]}" "${csv[base]}" --names ps,base > $OUT/cmp-ps-base.txt; tail -1 $OUT/cmp-ps-base.txt
