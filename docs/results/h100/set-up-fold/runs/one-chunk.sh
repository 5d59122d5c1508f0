#!/usr/bin/env bash
# run5 (one device call, about 250 s of budget left): the one-chunk path
# (ONE) against the adopted KO16, .device/ptx = ONE's PTX:
# conformance of ONE on sm_90, the stencils and compute kernels in the
# order KO16 ONE ONE KO16, the tiles once each, then conformance on sm_80;
# the results are tarred after every step (a cut run still returns them).
set -u
r=scripts/gpu-run.sh; top=$OUT/results; L=sm_90-nvptx64--nvidiacl
mkdir -p $top/conformance
save() { tar czf $OUT/results.tgz -C $OUT results; }
use() { rm -rf .device/ptx && cp -r .device/ptx-$1 .device/ptx && rm -f .device/ptx/conformance.nvptx64--nvidiacl.ptx; }
use ONE; rm -f .device/ptx/conformance.sm_80-nvptx64--nvidiacl.ptx
OUT=$top/conformance timeout 60 bash $r conformance | grep -E "^conformance:|passed"; save
declare -A n
for v in KO16 ONE ONE KO16; do
  n[$v]=$(( ${n[$v]:-0} + 1 )); use $v
  OUT=$top/$v-${n[$v]} timeout 40 bash $r bench $L --only stencil,compute --runs 10 >/dev/null 2>&1; save
done
for v in ONE KO16; do
  use $v; OUT=$top/tiles-$v timeout 45 bash $r bench $L --only tile2d,tile3d --runs 10 >/dev/null 2>&1; save
done
use ONE; rm -f .device/ptx/conformance.sm_90-nvptx64--nvidiacl.ptx
OUT=$top/conformance-sm80 timeout 50 bash $r conformance | grep -E "^conformance:|passed"; save
