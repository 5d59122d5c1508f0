#!/usr/bin/env bash
# One device call (2026-11-26, the H100 of run2): PTX mode, the nvptx form,
# v3 (its 3D3D builtins out of line, .device/lib-v3) and pv3 (v3's layer
# with the nvptx-partial form: partial waits and the 3D3D builtins out of
# line), in the order ptx pv3 v3 nvptx nvptx v3 pv3 ptx; tiles, pipelines
# and compute kernels; tarred into $OUT/results.tgz.
set -u
r=scripts/gpu-run.sh; top=$OUT/results; L=sm_90-nvptx64--nvidiacl
B="--only tile2d,tile3d,stencil,compute --runs 10"
mkdir -p $top
partial='overlay;vendor=NVIDIA Corporation,source=nvptx-partial'
cp .device/lib/libxasync-layer.so .device/lib-shipped.so
for v in ptx-1 pv3-1 v3-1 nvptx-1 nvptx-2 v3-2 pv3-2 ptx-2; do
  cp .device/lib-shipped.so .device/lib/libxasync-layer.so
  case $v in
    ptx-*) OUT=$top/$v timeout 100 bash $r bench $L $B ;;
    nvptx-*) OUT=$top/$v timeout 100 bash $r bench-source $B ;;
    v3-*) cp .device/lib-v3/libxasync-layer.so .device/lib/libxasync-layer.so
          OUT=$top/$v timeout 100 bash $r bench-source $B ;;
    pv3-*) cp .device/lib-v3/libxasync-layer.so .device/lib/libxasync-layer.so
          XASYNC_LAYER_DEVICES=$partial OUT=$top/$v timeout 100 bash $r bench-source $B ;;
  esac
done
cp .device/lib-shipped.so .device/lib/libxasync-layer.so
tar czf $OUT/results.tgz -C $OUT results
