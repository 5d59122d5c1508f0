#!/usr/bin/env bash
# Device call 1 (2026-11-26): issue 16's measurements in one bench process
# on the sm_90 library (fixed cases, stencils, compute kernels, the
# 300-case sweep with raw-parts), the same sweep on sm_80, and
# --inject-error on a 3-case sweep (every variant, raw-parts included,
# must fail).  Run from the repository root with .device/ carried.
r=scripts/gpu-run.sh; top=$OUT
OUT=$top/sm_90 timeout 420 bash $r bench sm_90-nvptx64--nvidiacl --sweep 300 --seed 16016
OUT=$top/sm_80 timeout 150 bash $r sweep sm_80-nvptx64--nvidiacl 300 16016
OUT=$top/inject timeout 60 bash $r sweep sm_90-nvptx64--nvidiacl 3 16016 --inject-error
cd $top && tar czf /tmp/r1.tgz . && mv /tmp/r1.tgz results.tgz
