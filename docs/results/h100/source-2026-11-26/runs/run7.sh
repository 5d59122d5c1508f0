#!/usr/bin/env bash
# One device call (2026-11-26): the conformance suite from source and
# source-programs with nvptx-partial after its state function became const
# (run6's layer); tarred into $OUT/results.tgz.
set -u
r=scripts/gpu-run.sh; top=$OUT/results
partial='overlay;vendor=NVIDIA Corporation,source=nvptx-partial'
mkdir -p $top
XASYNC_LAYER_DEVICES=$partial OUT=$top/conformance-partial timeout 240 bash $r conformance-source
XASYNC_LAYER_DEVICES=$partial OUT=$top/programs-partial timeout 60 bash $r source-programs
tar czf $OUT/results.tgz -C $OUT results
