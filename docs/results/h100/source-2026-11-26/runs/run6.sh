#!/usr/bin/env bash
# One device call (2026-11-26): nvptx-partial with its state function
# declared const (nvptx_state_source.h), NVIDIA's PTX saved, then the bench
# in the order ptx partial nvptx nvptx partial ptx (tiles, pipelines,
# compute); tarred into $OUT/results.tgz.
set -u
r=scripts/gpu-run.sh; top=$OUT/results; L=sm_90-nvptx64--nvidiacl
B="--only tile2d,tile3d,stencil,compute --runs 10"
mkdir -p $top/bin-partial
partial='overlay;vendor=NVIDIA Corporation,source=nvptx-partial'
for v in ptx-1 partial-1 nvptx-1 nvptx-2 partial-2 ptx-2; do
  case $v in
    ptx-*) OUT=$top/$v timeout 100 bash $r bench $L $B ;;
    nvptx-*) OUT=$top/$v timeout 100 bash $r bench-source $B ;;
    partial-1) XASYNC_SAVE_BINARIES=$top/bin-partial XASYNC_LAYER_DEVICES=$partial OUT=$top/$v timeout 100 bash $r bench-source $B ;;
    partial-*) XASYNC_LAYER_DEVICES=$partial OUT=$top/$v timeout 100 bash $r bench-source $B ;;
  esac
done
tar czf $OUT/results.tgz -C $OUT results
