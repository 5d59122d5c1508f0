#!/usr/bin/env bash
# Device call 10 (2026-11-26, fourth session): every tile case, the shipped
# layer (C's event conversions) against A and PTX mode: ptx C A C ptx.
# Tarred into $OUT/results.tgz.
set -u
r=scripts/gpu-run.sh; top=$OUT/results; L=sm_90-nvptx64--nvidiacl
B="--only tile2d,tile3d --runs 10"
mkdir -p $top
partial='overlay;vendor=NVIDIA Corporation,source=nvptx-partial'
lib=.device/lib
for v in ptx-1 C-1 A-1 C-2 ptx-2; do
  n=${v%-*}
  case $n in
    ptx) OUT=$top/$v timeout 60 bash $r bench $L $B >/dev/null ;;
    *) cp $lib/layer-$n.so $lib/libxasync-layer.so
       XASYNC_LAYER_DEVICES=$partial OUT=$top/$v timeout 60 bash $r bench-source $B >/dev/null ;;
  esac
done
for v in C-1 A-1 C-2; do
  p=ptx-1; [ $v = C-2 ] && p=ptx-2
  python3 scripts/bench_compare.py $top/$v/bench-source.csv $top/$p/bench-$L.csv --names ${v%-*},ptx > $top/compare-$v.txt
  echo "$v: $(grep xasync $top/compare-$v.txt | awk -F'|' '{printf "%s;", $4}' | tr -s ' ')"
done
tar czf $OUT/results.tgz -C $OUT results
