#!/usr/bin/env bash
# One device call (2026-11-26): PTX mode and both source forms after the
# sm_90 wait change (a4d493e), in the order ptx, nvptx, nvptx-partial,
# nvptx-partial, nvptx, ptx; tiles and pipelines only; everything tarred
# into $OUT/results.tgz.
set -u
r=scripts/gpu-run.sh; top=$OUT/results; L=sm_90-nvptx64--nvidiacl
B="--only tile2d,tile3d,stencil --runs 10"
mkdir -p $top
partial='overlay;vendor=NVIDIA Corporation,source=nvptx-partial'
for v in ptx-1 nvptx-1 partial-1 partial-2 nvptx-2 ptx-2; do
  case $v in
    ptx-*) OUT=$top/$v timeout 100 bash $r bench $L $B ;;
    nvptx-*) OUT=$top/$v timeout 100 bash $r bench-source $B ;;
    partial-*) XASYNC_LAYER_DEVICES=$partial OUT=$top/$v timeout 100 bash $r bench-source $B ;;
  esac
done
tar czf $OUT/results.tgz -C $OUT results
