#!/usr/bin/env bash
# One device call: the bench (fixed tiles, pipelines, compute kernels) on
# several builds of the sm_90 library, in the order A B C C B A, then the
# 300-case sweep on the first and the last; everything tarred into
# $OUT/results.tgz (the device tool returns a limited number of files).
#   ab.sh VARIANT...   each VARIANT a folder .device/ptx-VARIANT of PTX
#                      (the bench's, conformance's, ...), replacing .device/ptx
#   ONLY=CASES         the bench's --only (default: tiles, stencils, compute)
#   NO_SWEEP=1         no sweep
# The calls (README.md), each variant's PTX from build/ptx of that build:
#   run1: ab.sh base fold1 fold2
#   run2: ONLY=stencil,compute NO_SWEEP=1 ab.sh base K O fold1
#   run3: ONLY=stencil,compute NO_SWEEP=1 ab.sh base KO16 cap
#   run4: scripts/gpu-run.sh conformance (the adopted PTX, sm_80 and sm_90),
#         then ONLY=tile2d,tile3d ab.sh base KO16
set -u
r=scripts/gpu-run.sh; top=$OUT/results; L=sm_90-nvptx64--nvidiacl
mkdir -p $top
use() { rm -rf .device/ptx && cp -r .device/ptx-$1 .device/ptx; }
B="--only ${ONLY:-tile2d,tile3d,stencil,compute} --runs 10"
order=("$@"); for ((i=$#-1; i>=0; i--)); do order+=("${order[i]}"); done
declare -A round
for v in "${order[@]}"; do
  round[$v]=$(( ${round[$v]:-0} + 1 ))
  use $v; OUT=$top/$v-${round[$v]} timeout 110 bash $r bench $L $B
done
[ -n "${NO_SWEEP:-}" ] || for v in "$1" "${@: -1}"; do
  use $v; OUT=$top/sweep-$v timeout 80 bash $r sweep $L 300 16016
done
tar czf $OUT/results.tgz -C $OUT results
