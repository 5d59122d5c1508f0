#!/usr/bin/env bash
# Device call 5 (2026-11-26): the sm_90 bulk mark moved into the state
# word's spare bit (7-bit seq), against e6f42cc's PTX (prev90), alternating
# prev, new, new, prev (round 1 with the sweep); then conformance of the
# tree's three nvptx PTX and from source with nvptx-partial.
set -u
r=scripts/gpu-run.sh; top=$OUT
partial='overlay;vendor=NVIDIA Corporation,source=nvptx-partial'
OUT=$top/prev-1 timeout 150 bash $r bench prev90 --sweep 300 --seed 16016 >/dev/null
OUT=$top/new-1 timeout 150 bash $r bench sm_90-nvptx64--nvidiacl --sweep 300 --seed 16016 >/dev/null
OUT=$top/new-2 timeout 90 bash $r bench sm_90-nvptx64--nvidiacl >/dev/null
OUT=$top/prev-2 timeout 90 bash $r bench prev90 >/dev/null
OUT=$top/conformance timeout 120 bash $r conformance | grep -E "^===|passed"
XASYNC_LAYER_DEVICES=$partial OUT=$top/conformance-partial timeout 60 bash $r conformance-source | grep -E "^===|passed"
for d in prev-1 new-1 new-2 prev-2; do echo "$d: $(grep -hE '^(sgemm|conv9x9) 4096 +(sync|async)' $top/$d/bench-*.txt | awk '{printf "%s/%s %s(%s) ", $1,$3,$7,$8}')"; done
cd $top && tar czf /tmp/r5.tgz . && mv /tmp/r5.tgz results.tgz
