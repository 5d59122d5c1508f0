#!/usr/bin/env bash
# Device run 58: (A) nvptx-partial's own-ring6 wg1 fault after the corpus
# (run 57): the whole corpus in partial form with the shipped layer, t1
# (team only) and cand (team + shfl freeze), binaries saved; (B) the real
# corpus in pairs with cand, source (default form) and PTX, 6 x 100.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run58; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run58' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
cp $D/lib/libxasync-layer.so .perf/layer-default.so
P="XASYNC_LAYER_DEVICES=vendor=NVIDIA Corporation,source=nvptx-partial"
for v in default t1 cand; do
  cp .perf/layer-$v.so $D/lib/libxasync-layer.so
  mkdir -p $OUT/A-$v/bin
  timeout 100 bash $S exec env OPENCL_LAYERS=$D/lib/libxasync-layer.so "$P" XASYNC_SAVE_BINARIES=$OUT/A-$v/bin \
    $D/bin/bench --device nvidia --no-plot --only real --not own-rgba-planes --csv $OUT/A-$v/real.csv \
    --real-dir $D/real-kernels --runs 3 > $OUT/A-$v/real.txt 2> $OUT/A-$v/real.err; echo "A $v rc $? ${SECONDS}s"
  grep "^real kernels:" $OUT/A-$v/real.txt; grep "WRONG" $OUT/A-$v/real.txt | head -3
  mkdir -p $OUT/A1-$v
  timeout 30 bash $S exec env OPENCL_LAYERS=$D/lib/libxasync-layer.so "$P" \
    $D/bin/bench --device nvidia --no-plot --only own-ring6 --csv $OUT/A1-$v/real.csv --runs 3 > $OUT/A1-$v/real.txt 2>&1
  echo "A1 $v rc $?"; grep "WRONG" $OUT/A1-$v/real.txt | head -3
done
cp .perf/layer-cand.so $D/lib/libxasync-layer.so
( export OUT=$OUT/B; mkdir -p $OUT
  timeout 330 bash $S real-pair sm_90-nvptx64--nvidiacl 6 --runs 100 > $OUT/pair.txt 2> $OUT/pair.err; echo "B rc $? ${SECONDS}s" )
cp .perf/layer-default.so $D/lib/libxasync-layer.so
for c in source ptx; do echo "== $c"; tail -12 $OUT/B/compare-pair-$c.txt; done
