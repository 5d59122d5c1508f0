#!/usr/bin/env bash
# Device run 61: the final layer (team hint in the nvptx source forms,
# nvptx-partial's events frozen through shfl): the real corpus in pairs
# (6 x 100, source and PTX), conformance from source in both forms, and
# nvptx-partial's two faults (own-rgba-planes alone; own-ring6 after the
# CTS 3D kernels).
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/run61; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp run61' EXIT
S=scripts/gpu-run.sh
D=$PWD/.device
P="XASYNC_LAYER_DEVICES=vendor=NVIDIA Corporation,source=nvptx-partial"
for sel in own-rgba-planes "cts-copy3d,own-ring6"; do
  r=$(timeout 60 bash $S exec env OPENCL_LAYERS=$D/lib/libxasync-layer.so "$P" \
    $D/bin/bench --device nvidia --no-plot --only "$sel" --csv /tmp/x.csv --real-dir $D/real-kernels --runs 3 2>&1 | grep -E "^(own-|real kernels:)" | sed 's/  */ /g' | cut -c1-120 | paste -sd'|')
  echo "partial $sel => $r" | tee -a $OUT/partial.txt
done
( export OUT=$OUT/B; mkdir -p $OUT
  timeout 330 bash $S real-pair sm_90-nvptx64--nvidiacl 6 --runs 100 > $OUT/pair.txt 2> $OUT/pair.err; echo "B rc $? ${SECONDS}s" )
for f in nvptx nvptx-partial; do
  ( export OUT=$OUT/C-$f XASYNC_LAYER_DEVICES="vendor=NVIDIA Corporation,source=$f"; mkdir -p $OUT
    timeout 150 bash $S conformance-source > $OUT/conf.txt 2>&1; echo "C $f rc $? ${SECONDS}s"; tail -1 $OUT/conf.txt )
done
for c in source ptx; do echo "== $c"; tail -12 $OUT/B/compare-pair-$c.txt; done
