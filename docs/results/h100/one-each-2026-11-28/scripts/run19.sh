#!/usr/bin/env bash
# Device run 19 (issue 46): the one-unit branch (fp4 = tree) against 603a455
# (head), own kernels and dma.05 only, native/control/new/head, 8 rounds
# (each side in each position twice).
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run' EXIT
D=$PWD/.device
L=$D/lib/libxasync-layer.so
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
mkdir -p $OUT/real
sides=(native new head control); declare -A csv
for r in 1 2 3 4 5 6 7 8; do for i in 0 1 2 3; do
  side=${sides[$(( (i + r - 1) % 4 ))]}
  case $side in native|control) env=(OPENCL_LAYERS=) extra=() ;;
    new) env=(OPENCL_LAYERS=$L) extra=(--ptx-dir $D/ptx --library sm_90-nvptx64--nvidiacl) ;;
    *) env=(OPENCL_LAYERS=$L) extra=(--ptx-dir $D/ptx --library sm_90-$side) ;;
  esac
  env "${env[@]}" XASYNC_BENCH=$D/bin/bench timeout 100 scripts/bench-real.sh $OUT/real/$side-$r.csv --only own-,ock-dma-05,cts-prefetch,vc4c-async-copy --device nvidia --no-plot --real-dir $D/real-kernels "${extra[@]}" > $OUT/real/$side-$r.txt 2> $OUT/real/$side-$r.err
  csv[$side]="${csv[$side]:+${csv[$side]},}$OUT/real/$side-$r-real.csv"
done; done
for side in new head; do
  python3 scripts/real_compare.py "${csv[$side]}" "${csv[native]}" --names $side,nvidia --control "${csv[control]}" --csv $OUT/cmp-$side.csv > $OUT/cmp-$side.txt
  echo "$side: $(tail -1 $OUT/cmp-$side.txt)"; grep -E "^(own|ock-dma-05)" $OUT/cmp-$side.txt
done
