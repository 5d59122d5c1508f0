#!/usr/bin/env bash
# Device call 4 (2026-11-26): source mode through the layer.  The tree's
# layer with nvptx-partial (compare-source: the tree's sm_90 PTX, then the
# bench from source, then the table), the tree's layer with the default
# form (bench-source), and the layer before (2ab71b4, .device/base) with
# nvptx-partial (bench-source).
set -u
r=scripts/gpu-run.sh; top=$OUT
partial='overlay;vendor=NVIDIA Corporation,source=nvptx-partial'
XASYNC_LAYER_DEVICES=$partial OUT=$top/partial-new timeout 200 bash $r compare-source sm_90-nvptx64--nvidiacl | grep -E "^sgemm|^conv|^2d|^3d|^stencil|^stream" | tail -40
OUT=$top/nvptx-new timeout 120 bash $r bench-source | grep -E "^sgemm|^conv" 
cp .device/lib/libxasync-layer.so /tmp/new-layer.so && cp .device/base/libxasync-layer.so .device/lib/libxasync-layer.so
XASYNC_LAYER_DEVICES=$partial OUT=$top/partial-base timeout 120 bash $r bench-source | grep -E "^sgemm|^conv"
cp /tmp/new-layer.so .device/lib/libxasync-layer.so
cd $top && tar czf /tmp/r4.tgz . && mv /tmp/r4.tgz results.tgz
