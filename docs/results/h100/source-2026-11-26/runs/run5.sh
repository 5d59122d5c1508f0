#!/usr/bin/env bash
# One device call (2026-11-26): NVIDIA's PTX and build logs of the bench's
# programs built from source with the nvptx and nvptx-partial forms
# (XASYNC_SAVE_BINARIES), compute kernels only, one round each; tarred into
# $OUT/results.tgz.
set -u
r=scripts/gpu-run.sh; top=$OUT/results
B="--only compute --runs 5"
mkdir -p $top/bin-nvptx $top/bin-partial
partial='overlay;vendor=NVIDIA Corporation,source=nvptx-partial'
XASYNC_SAVE_BINARIES=$top/bin-nvptx OUT=$top/nvptx timeout 100 bash $r bench-source $B
XASYNC_SAVE_BINARIES=$top/bin-partial XASYNC_LAYER_DEVICES=$partial OUT=$top/partial timeout 100 bash $r bench-source $B
tar czf $OUT/results.tgz -C $OUT results
