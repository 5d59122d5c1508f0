#!/usr/bin/env bash
# Device run 26 (issue 46): the plugin with forced inlining (ps); SGEMM's
# lim-evented decomposed (lp: state private; lpe: + events in variables;
# lpe2: + a two-way wait; lp2: private state + two-way wait); psev = plugin
# + events in variables; 3 alternating rounds; conformance of ps; the real
# corpus native/ps/base/control, 6 rounds.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
L=$D/lib/libxasync-layer.so
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
timeout 150 bash $S exec $D/bin/conformance --device nvidia --ptx $D/ptx/conformance.sm_90-ps.ptx > $OUT/conf-ps.txt 2>&1; echo "conformance ps rc $?"; grep -E "passed|failed|rror" $OUT/conf-ps.txt | grep -v "^  shape" | tail -3
vs=(sm_90-nvptx64--nvidiacl sm_90-ps evscalar psev lp lpe lpe2 lp2)
for r in 1 2 3; do
  for i in $(seq 0 7); do v=${vs[$(( (i + r * 3) % 8 ))]}
  timeout 60 bash $S exec $D/bin/bench --device nvidia --ptx-dir $D/ptx --library $v --only compute \
    --no-plot --csv $OUT/c-$v-$r.csv > $OUT/c-$v-$r.txt 2>&1
  grep -E "^(sgemm|conv9x9) 4096 +(async|sync|lim-checked|lim-evented) " $OUT/c-$v-$r.txt | sed "s/^/$v $r: /"
done; done
mkdir -p $OUT/real
sides=(native ps base control); declare -A csv
for r in $(seq 6); do [ $SECONDS -gt 470 ] && { echo "stopped before round $r at ${SECONDS}s"; break; }; for i in 0 1 2 3; do
  side=${sides[$(( (i + r - 1) % 4 ))]}
  case $side in native|control) env=(OPENCL_LAYERS=) extra=() ;;
    base) env=(OPENCL_LAYERS=$L) extra=(--ptx-dir $D/ptx --library sm_90-nvptx64--nvidiacl) ;;
    *) env=(OPENCL_LAYERS=$L) extra=(--ptx-dir $D/ptx --library sm_90-$side) ;;
  esac
  env "${env[@]}" XASYNC_BENCH=$D/bin/bench timeout 100 scripts/bench-real.sh $OUT/real/$side-$r.csv --device nvidia --no-plot --real-dir $D/real-kernels "${extra[@]}" > $OUT/real/$side-$r.txt 2> $OUT/real/$side-$r.err
  csv[$side]="${csv[$side]:+${csv[$side]},}$OUT/real/$side-$r-real.csv"
done; done
for side in ps base; do
  python3 scripts/real_compare.py "${csv[$side]}" "${csv[native]}" --names $side,nvidia --control "${csv[control]}" --csv $OUT/cmp-$side.csv > $OUT/cmp-$side.txt
  echo "$side: $(tail -1 $OUT/cmp-$side.txt)"; grep -E "below$" $OUT/cmp-$side.txt | head -12
done
python3 scripts/real_compare.py "${csv[ps]}" "${csv[base]}" --names ps,base > $OUT/cmp-ps-base.txt; tail -1 $OUT/cmp-ps-base.txt
