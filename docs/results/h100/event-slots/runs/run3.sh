#!/usr/bin/env bash
# Device call 3 (2026-11-26): conformance of the tree's libraries (PTX mode:
# generic, sm_80, sm_90), then from source through the tree's layer with
# nvptx-partial (whose state is the same event_seq.h) and source-programs.
set -u
r=scripts/gpu-run.sh; top=$OUT
partial='overlay;vendor=NVIDIA Corporation,source=nvptx-partial'
OUT=$top/conformance timeout 330 bash $r conformance | grep -E "^===|passed|configurations"
XASYNC_LAYER_DEVICES=$partial OUT=$top/conformance-partial timeout 200 bash $r conformance-source | grep -E "^===|passed|configurations"
XASYNC_LAYER_DEVICES=$partial OUT=$top/programs-partial timeout 40 bash $r source-programs | tail -3
cd $top && tar czf /tmp/r3.tgz . && mv /tmp/r3.tgz results.tgz
