#!/usr/bin/env bash
# Device run 70 (issue 46): own_rgba_planes from NVIDIA's saved PTX
# (without the layer, and the layer's default source form with the plain
# narrow copies) through the CUDA driver: times and Nsight Compute at wg1
# and wg7; then conformance of the three nvptx PTX libraries.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run70; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run70' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
for side in native source; do
  mkdir -p $OUT/A-$side; L=; [ $side = source ] && L=$D/lib/libxasync-layer.so
  timeout 40 bash $S exec env OPENCL_LAYERS=$L XASYNC_SAVE_BINARIES=$OUT/A-$side $D/bin/bench --device nvidia --no-plot \
    --only own-rgba-planes --csv /tmp/a.csv --real-dir $D/real-kernels --runs 3 > $OUT/A-$side/out.txt 2>&1; echo "A $side rc $? ${SECONDS}s"
  cp $OUT/A-$side/real_own.bin $OUT/$side.ptx
done
g++ -O2 -I/usr/local/cuda/include .perf/probe/ncu_rgba.cpp -L/usr/local/cuda/lib64/stubs -lcuda -o /tmp/ncu_rgba || echo "probe build failed"
for r in 1 2 3; do for wg in 1 7 64; do for side in native source; do
  REPS=50 timeout 20 /tmp/ncu_rgba $OUT/$side.ptx $wg | tee -a $OUT/times.txt
done; done; done
NCU=/usr/local/cuda/bin/ncu
for wg in 1 7; do for side in native source; do
  timeout 60 $NCU --set full -o $OUT/ncu-$side-$wg /tmp/ncu_rgba $OUT/$side.ptx $wg > $OUT/ncu-$side-$wg.log 2>&1; echo "ncu $side $wg rc $? ${SECONDS}s"
  $NCU -i $OUT/ncu-$side-$wg.ncu-rep --page details --csv > $OUT/details-$side-$wg.csv 2>/dev/null
  $NCU -i $OUT/ncu-$side-$wg.ncu-rep --page source --csv --print-source sass > $OUT/sass-$side-$wg.csv 2>/dev/null
  rm -f $OUT/ncu-$side-$wg.ncu-rep
done; done
( export OUT=$OUT/C; mkdir -p $OUT
  timeout 300 bash $S conformance > $OUT/conf.txt 2>&1; echo "C rc $? ${SECONDS}s"; grep -E "passed|failed" $OUT/conf.txt | tail -5 )
