#!/usr/bin/env bash
# Device call 6: the same binaries again and again, each run its own
# process (own buffers): the shipped layer's default form (src) and
# nvptx-partial (part) from source, and PTX mode (ptx), alternating, six
# times each, on the cases that move (3B 60x64, the two +1).  Does one binary
# give one speed?
set -u
r=scripts/gpu-run.sh; top=$OUT/results
B="--only 60x64,+1 --runs 20 --skip per-line,strided,per-element,hand-wide"
mkdir -p $top
partial='overlay;vendor=NVIDIA Corporation,source=nvptx-partial'
cp .device/lib/layer-old.so .device/lib/libxasync-layer.so
for i in 1 2 3 4 5 6; do
  OUT=$top/ptx-$i timeout 60 bash $r bench old90 $B >/dev/null 2>&1
  OUT=$top/src-$i timeout 60 bash $r bench-source $B >/dev/null 2>&1
  XASYNC_LAYER_DEVICES=$partial OUT=$top/part-$i timeout 60 bash $r bench-source $B >/dev/null 2>&1
  echo "round $i done $(date +%T)"
done
cd $top && for c in "2d 3B 60x64" "2d f32 64x64 +1" "3d f32 16x16x16 +1"; do
  for k in ptx src part; do
    printf '%-18s %-5s' "$c" $k
    for i in 1 2 3 4 5 6; do
      awk -F, -v c="$c" '$3==c && ($7=="xasync" || $7=="direct") {printf " %s %5.0f", $7, $12}' $k-$i/bench-*.csv
    done; echo
  done
done | tee $top/table.txt
tar czf $OUT/results.tgz -C $OUT results
