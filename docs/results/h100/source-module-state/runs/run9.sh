#!/usr/bin/env bash
# Device call 9 (2026-11-26, fourth session): the shipped layer with C's
# event conversions: the conformance suite from source and source-programs
# with nvptx-partial.  Tarred into $OUT/results.tgz.
set -u
r=scripts/gpu-run.sh; top=$OUT/results
mkdir -p $top
partial='overlay;vendor=NVIDIA Corporation,source=nvptx-partial'
XASYNC_LAYER_DEVICES=$partial OUT=$top/conformance-partial timeout 240 bash $r conformance-source | tail -5
XASYNC_LAYER_DEVICES=$partial OUT=$top/programs-partial timeout 60 bash $r source-programs | tail -2
tar czf $OUT/results.tgz -C $OUT results
