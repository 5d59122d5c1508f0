#!/usr/bin/env bash
# Device call 5: every tile case in one call, two rounds (the order then
# its reverse): PTX mode with the shipped walk (old), with the carry-free
# 1-byte loops only (X: code the f32 cases never run, other addresses),
# with the carry-free 4-byte loops (new); from source through the shipped
# layer, the default nvptx form (src) and nvptx-partial (part).
set -u
r=scripts/gpu-run.sh; top=$OUT/results
B="--only tile2d,tile3d --runs 10 --skip per-line,strided,per-element"
mkdir -p $top
partial='overlay;vendor=NVIDIA Corporation,source=nvptx-partial'
cp .device/lib/layer-old.so .device/lib/libxasync-layer.so
order="old90 X90 sm_90-nvptx64--nvidiacl src part"
rev=$(echo $order | tr ' ' '\n' | tac | tr '\n' ' ')
round=1
for v in $order $rev; do
  case $v in
    src) OUT=$top/src-old-$round timeout 90 bash $r bench-source $B >/dev/null 2>&1 ;;
    part) XASYNC_LAYER_DEVICES=$partial OUT=$top/part-old-$round timeout 90 bash $r bench-source $B >/dev/null 2>&1 ;;
    old90) OUT=$top/ptx-old-$round timeout 90 bash $r bench $v $B >/dev/null 2>&1 ;;
    X90) OUT=$top/ptxX-old-$round timeout 90 bash $r bench $v $B >/dev/null 2>&1 ;;
    *) OUT=$top/ptx-new-$round timeout 90 bash $r bench $v $B >/dev/null 2>&1 ;;
  esac
  echo "$v-$round done $(date +%T)"
  [ $v = part ] && round=2
done
python3 docs/results/h100/fixed-column/runs/table.py $top | tee $top/table.txt
tar czf $OUT/results.tgz -C $OUT results
