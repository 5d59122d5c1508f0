#!/usr/bin/env bash
# Device call (2026-11-26, second session): both source forms against the
# final PTX (bd2f04e's tree), one compare-source each: the default form,
# then nvptx-partial; work-group 256, every bench case.
set -u
r=scripts/gpu-run.sh; top=$OUT
partial='overlay;vendor=NVIDIA Corporation,source=nvptx-partial'
OUT=$top/nvptx timeout 250 bash $r compare-source sm_90-nvptx64--nvidiacl >/dev/null
XASYNC_LAYER_DEVICES=$partial OUT=$top/partial timeout 250 bash $r compare-source sm_90-nvptx64--nvidiacl >/dev/null
for d in nvptx partial; do
  echo "== $d: tiles, source / PTX"; grep -E "xasync" $top/$d/compare-source.txt | awk -F'|' '{print $1 "|" $4}'
  echo "compute from source: $(grep -hE '^(sgemm|conv9x9) 4096 +(sync|async)' $top/$d/bench-source.txt | awk '{printf "%s/%s %s ", $1,$3,$7}')"
  echo "compute in PTX mode: $(grep -hE '^(sgemm|conv9x9) 4096 +(sync|async)' $top/$d/bench-sm_90*.txt | awk '{printf "%s/%s %s ", $1,$3,$7}')"
  echo "pipelines from source, async/sync: $(grep -hE 'persistent|^stencil 5pt f32|^stream' $top/$d/bench-source.txt | awk '{printf "%s %s: %s; ", $3, $4, $NF}')"
done
cd $top && tar czf /tmp/rs9.tgz . && mv /tmp/rs9.tgz results.tgz
