#!/usr/bin/env bash
# Device run 57: the candidate layer (team size >= 1 in the nvptx source
# forms; nvptx-partial's event freeze through shfl): (A) the whole real
# corpus's outputs in both forms; (B) the bench's compute kernels from
# source, partial form: t1 (team only) vs cand (team + shfl freeze), and
# default form: shipped vs cand, 2 alternating rounds; (C) conformance
# from source, both forms.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run57; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run57' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
cp $D/lib/libxasync-layer.so .perf/layer-default.so
P="XASYNC_LAYER_DEVICES=vendor=NVIDIA Corporation,source=nvptx-partial"
N="XASYNC_LAYER_DEVICES=vendor=NVIDIA Corporation,source=nvptx"
cp .perf/layer-cand.so $D/lib/libxasync-layer.so
for f in N P; do
  mkdir -p $OUT/A-$f
  timeout 150 bash $S exec env OPENCL_LAYERS=$D/lib/libxasync-layer.so "${!f}" \
    XASYNC_BENCH=$D/bin/bench scripts/bench-real.sh $OUT/A-$f/real.csv --device nvidia --no-plot \
    --real-dir $D/real-kernels --runs 3 > $OUT/A-$f/real.txt 2> $OUT/A-$f/real.err; echo "A $f rc $? ${SECONDS}s"
  grep "^real kernels:" $OUT/A-$f/real.txt; grep "WRONG" $OUT/A-$f/real.txt | head -5
done
for r in 1 2; do
  for v in P:t1 P:cand N:default N:cand; do
    f=${v%%:*} l=${v#*:}
    cp .perf/layer-$l.so $D/lib/libxasync-layer.so
    mkdir -p $OUT/B-$f-$l-$r
    (cd $OUT/B-$f-$l-$r && timeout 90 bash $OLDPWD/$S exec env OPENCL_LAYERS=$D/lib/libxasync-layer.so "${!f}" \
      $D/bin/bench --device nvidia --only compute --runs 10 --csv b.csv --no-plot > b.txt 2> b.err; echo "B $v $r rc $? ${SECONDS}s")
  done
done
cp .perf/layer-cand.so $D/lib/libxasync-layer.so
for f in N P; do
  ( export OUT=$OUT/C-$f "${!f}"; mkdir -p $OUT
    timeout 150 bash $S conformance-source > $OUT/conf.txt 2>&1; echo "C $f rc $? ${SECONDS}s"; tail -3 $OUT/conf.txt )
done
cp .perf/layer-default.so $D/lib/libxasync-layer.so
