#!/usr/bin/env bash
# One device call (2026-11-26): work-groups of 128 and 64 instead of the
# bench's 256, PTX mode and both source forms (ptx, nvptx, partial at each
# size); tiles and pipelines; tarred into $OUT/results.tgz.
set -u
r=scripts/gpu-run.sh; top=$OUT/results; L=sm_90-nvptx64--nvidiacl
partial='overlay;vendor=NVIDIA Corporation,source=nvptx-partial'
mkdir -p $top
for wg in 128 64; do
  B="--only tile2d,tile3d,stencil --runs 10 --wg $wg"
  OUT=$top/ptx-wg$wg timeout 100 bash $r bench $L $B
  OUT=$top/nvptx-wg$wg timeout 100 bash $r bench-source $B
  XASYNC_LAYER_DEVICES=$partial OUT=$top/partial-wg$wg timeout 100 bash $r bench-source $B
done
tar czf $OUT/results.tgz -C $OUT results
