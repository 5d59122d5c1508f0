#!/usr/bin/env bash
# Device call 1 (2026-11-26, fourth session): nvptx-partial with its state
# array declared by module-scope PTX (new) against the form with the
# out-of-line state function (old, f7cfa8a's layer), both beside PTX mode:
# ptx new old old new ptx (tiles, pipelines, compute); new's NVIDIA PTX
# saved; tarred into $OUT/results.tgz.
set -u
r=scripts/gpu-run.sh; top=$OUT/results; L=sm_90-nvptx64--nvidiacl
B="--only tile2d,tile3d,stencil,compute --runs 10"
mkdir -p $top/bin-new
partial='overlay;vendor=NVIDIA Corporation,source=nvptx-partial'
lib=.device/lib
for v in ptx-1 new-1 old-1 old-2 new-2 ptx-2; do
  case $v in
    ptx-*) OUT=$top/$v timeout 90 bash $r bench $L $B ;;
    *) cp $lib/layer-${v%-*}.so $lib/libxasync-layer.so
       save=; [ $v = new-1 ] && save=$top/bin-new
       XASYNC_SAVE_BINARIES=$save XASYNC_LAYER_DEVICES=$partial OUT=$top/$v timeout 90 bash $r bench-source $B ;;
  esac
done
for v in new old; do for i in 1 2; do
  python3 scripts/bench_compare.py $top/$v-$i/bench-source.csv $top/ptx-$i/bench-sm_90-nvptx64--nvidiacl.csv --names $v,ptx > $top/compare-$v-$i.txt
  python3 scripts/bench_compare.py $top/$v-$i/bench-source-compute.csv $top/ptx-$i/bench-sm_90-nvptx64--nvidiacl-compute.csv --names $v,ptx >> $top/compare-$v-$i.txt
done; done
grep -h "xasync\|sgemm\|conv" $top/compare-new-1.txt | head -40
tar czf $OUT/results.tgz -C $OUT results
