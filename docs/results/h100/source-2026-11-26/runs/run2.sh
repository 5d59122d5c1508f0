#!/usr/bin/env bash
# One device call (2026-11-26, asked for an H100): PTX mode, the two source
# forms, and v3 (the nvptx form with the 3D3D builtins out of line: a layer
# built with -DXASYNC_NVPTX_SOURCE_FLAGS=-DXASYNC_OUTLINE_3D3D, carried as
# .device/lib-v3), in the order ptx nvptx partial v3 v3 partial nvptx ptx;
# tiles and pipelines only; tarred into $OUT/results.tgz.
set -u
r=scripts/gpu-run.sh; top=$OUT/results; L=sm_90-nvptx64--nvidiacl
B="--only tile2d,tile3d,stencil --runs 10"
mkdir -p $top
partial='overlay;vendor=NVIDIA Corporation,source=nvptx-partial'
cp .device/lib/libxasync-layer.so .device/lib-shipped.so
for v in ptx-1 nvptx-1 partial-1 v3-1 v3-2 partial-2 nvptx-2 ptx-2; do
  cp .device/lib-shipped.so .device/lib/libxasync-layer.so
  case $v in
    ptx-*) OUT=$top/$v timeout 100 bash $r bench $L $B ;;
    nvptx-*) OUT=$top/$v timeout 100 bash $r bench-source $B ;;
    partial-*) XASYNC_LAYER_DEVICES=$partial OUT=$top/$v timeout 100 bash $r bench-source $B ;;
    v3-*) cp .device/lib-v3/libxasync-layer.so .device/lib/libxasync-layer.so
          OUT=$top/$v timeout 100 bash $r bench-source $B ;;
  esac
done
cp .device/lib-shipped.so .device/lib/libxasync-layer.so
tar czf $OUT/results.tgz -C $OUT results
