#!/usr/bin/env bash
# Device run 23 (issue 46): the real corpus again with 9472cff's library:
# native, new (PTX), source, control; 8 rounds (each side twice in each
# position), as scripts/gpu-run.sh real does it.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run' EXIT
D=$PWD/.device
L=$D/lib/libxasync-layer.so
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
mkdir -p $OUT/real
sides=(native new source control); declare -A csv
for r in $(seq 8); do for i in 0 1 2 3; do
  side=${sides[$(( (i + r - 1) % 4 ))]}
  case $side in native|control) env=(OPENCL_LAYERS=) extra=() ;;
    source) env=(OPENCL_LAYERS=$L) extra=() ;;
    new) env=(OPENCL_LAYERS=$L) extra=(--ptx-dir $D/ptx --library sm_90-nvptx64--nvidiacl) ;;
  esac
  env "${env[@]}" XASYNC_BENCH=$D/bin/bench timeout 100 scripts/bench-real.sh $OUT/real/$side-$r.csv --device nvidia --no-plot --real-dir $D/real-kernels "${extra[@]}" > $OUT/real/$side-$r.txt 2> $OUT/real/$side-$r.err
  csv[$side]="${csv[$side]:+${csv[$side]},}$OUT/real/$side-$r-real.csv"
done; done
for side in new source; do
  python3 scripts/real_compare.py "${csv[$side]}" "${csv[native]}" --names $side,nvidia --control "${csv[control]}" --csv $OUT/cmp-$side.csv > $OUT/cmp-$side.txt
  echo "$side: $(tail -1 $OUT/cmp-$side.txt)"; grep -A5 "^control" $OUT/cmp-$side.txt | tail -4
done
python3 scripts/real_compare.py "${csv[control]}" "${csv[native]}" --names control,nvidia > $OUT/cmp-aa.txt; echo "A/A: $(tail -1 $OUT/cmp-aa.txt)"
