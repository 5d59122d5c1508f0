#!/usr/bin/env bash
# One device call (2026-11-26, the H100 of run2-3), the shipped layer with
# nvptx-partial's 3D3D builtins out of line (this folder's change): the
# conformance suite from source and source-programs with nvptx-partial,
# then the bench in the order ptx partial nvptx nvptx partial ptx (tiles,
# pipelines, compute); tarred into $OUT/results.tgz.
set -u
r=scripts/gpu-run.sh; top=$OUT/results; L=sm_90-nvptx64--nvidiacl
B="--only tile2d,tile3d,stencil,compute --runs 10"
mkdir -p $top
partial='overlay;vendor=NVIDIA Corporation,source=nvptx-partial'
XASYNC_LAYER_DEVICES=$partial OUT=$top/conformance-partial timeout 240 bash $r conformance-source
XASYNC_LAYER_DEVICES=$partial OUT=$top/programs-partial timeout 60 bash $r source-programs
for v in ptx-1 partial-1 nvptx-1 nvptx-2 partial-2 ptx-2; do
  case $v in
    ptx-*) OUT=$top/$v timeout 100 bash $r bench $L $B ;;
    nvptx-*) OUT=$top/$v timeout 100 bash $r bench-source $B ;;
    partial-*) XASYNC_LAYER_DEVICES=$partial OUT=$top/$v timeout 100 bash $r bench-source $B ;;
  esac
done
tar czf $OUT/results.tgz -C $OUT results
