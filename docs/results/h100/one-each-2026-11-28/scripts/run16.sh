#!/usr/bin/env bash
# Device run 16 (issue 46): NVIDIA's PTX of the corpus kernels (dumpbin);
# the real corpus with an A/A control (native twice), new (PTX), source
# form, v1 (waits read the events when the flag is clear), twin (real_own
# with NVIDIA's form written by hand, clang-compiled), 5 alternating rounds.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
L=$D/lib/libxasync-layer.so
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
mkdir -p $OUT/nvptx
for f in tests/kernels/real_own.cl .perf/dbuf.cl $D/real-kernels/*.cl; do
  OPENCL_LAYERS= bash $S exec .perf/tools/dumpbin $f $OUT/nvptx/$(basename $f .cl).ptx "-cl-std=CL1.2" > /dev/null 2>>$OUT/nvptx/err.txt
done
ls $OUT/nvptx | wc -l
mkdir -p $OUT/real
sides=(native new source v1 twin control); declare -A csv
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
for side in new source v1 twin; do
  python3 scripts/real_compare.py "${csv[$side]}" "${csv[native]}" --names $side,nvidia --control "${csv[control]}" --csv $OUT/cmp-$side.csv > $OUT/cmp-$side.txt
  echo "$side: $(tail -1 $OUT/cmp-$side.txt)"; grep -A4 "^control" $OUT/cmp-$side.txt
done
python3 scripts/real_compare.py "${csv[v1]}" "${csv[new]}" --names v1,new --csv $OUT/cmp-v1-new.csv > $OUT/cmp-v1-new.txt
python3 scripts/real_compare.py "${csv[twin]}" "${csv[new]}" --names twin,new --csv $OUT/cmp-twin-new.csv > $OUT/cmp-twin-new.txt
grep -h FAIL $OUT/real/*.err | grep -v regression-104 | sort | uniq -c | head
