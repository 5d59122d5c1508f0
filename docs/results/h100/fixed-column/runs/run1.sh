#!/usr/bin/env bash
# Device call 1 (2026-11-26, fifth session): every tile case, the library
# with the carry-free 4-byte loops (new) against the same tree without
# them (old), in PTX mode (sm_90) and from source through the layer (the
# default nvptx form and nvptx-partial), then the same in reverse order.
# Tarred into $OUT/results.tgz.
set -u
r=scripts/gpu-run.sh; top=$OUT/results
B="--only tile2d,tile3d --runs 10 --skip per-line,strided,per-element"
mkdir -p $top
partial='overlay;vendor=NVIDIA Corporation,source=nvptx-partial'
lib=.device/lib
order="ptx:new ptx:old src:new src:old part:new part:old"
rev=$(echo $order | tr ' ' '\n' | tac | tr '\n' ' ')
round=1
for v in $order $rev; do
  kind=${v%:*} ver=${v#*:}
  name=$kind-$ver-$round
  case $kind in
    ptx) L=sm_90-nvptx64--nvidiacl; [ $ver = old ] && L=old90
         OUT=$top/$name timeout 90 bash $r bench $L $B >/dev/null 2>&1 ;;
    src) cp $lib/layer-$ver.so $lib/libxasync-layer.so
         OUT=$top/$name timeout 90 bash $r bench-source $B >/dev/null 2>&1 ;;
    part) cp $lib/layer-$ver.so $lib/libxasync-layer.so
         XASYNC_LAYER_DEVICES=$partial OUT=$top/$name timeout 90 bash $r bench-source $B >/dev/null 2>&1 ;;
  esac
  echo "$name done $(date +%T)"
  [ "$v" = part:old ] && [ $round = 1 ] && round=2
done
python3 docs/results/h100/fixed-column/runs/table.py $top | tee $top/table.txt
tar czf $OUT/results.tgz -C $OUT results
