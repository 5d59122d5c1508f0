#!/usr/bin/env bash
# Device call 3 of 2026-11-25: call cycles; sweeps with the call-cost line
# (sm_90, generic); the one-pass shape merge (ptxM1) against the library as
# built, alternating, fixed cases + compute + sweep.
set -u
r=scripts/gpu-run.sh; top=$OUT; L=sm_90-nvptx64--nvidiacl
bash $r registers $L >/dev/null 2>&1
mkdir -p $top/cycles
timeout 120 .device/probes/call_cycles .device/probes/call_cycles.ptx 2>&1 | tee $top/cycles/call-cycles.txt
run_ptx() { # run_ptx DIR NAME ARGS
  d=$1; n=$2; shift 2
  mv .device/ptx .device/ptx0 && cp -r .device/ptx0 .device/ptx && cp .device/$d/*.ptx .device/ptx/
  OUT=$top/$n timeout 200 bash $r bench $L "$@"
  rm -rf .device/ptx && mv .device/ptx0 .device/ptx
}
OUT=$top/base-1 timeout 200 bash $r bench $L --only tile2d,tile3d,stencil,compute --runs 10
run_ptx ptxM1 m1-1 --only tile2d,tile3d,stencil,compute --runs 10
OUT=$top/sweep-base timeout 150 bash $r sweep $L 300 16016
run_ptx ptxM1 sweep-m1 --only sweep --sweep 300 --seed 16016
OUT=$top/base-2 timeout 200 bash $r bench $L --only tile2d,tile3d,stencil,compute --runs 10
run_ptx ptxM1 m1-2 --only tile2d,tile3d,stencil,compute --runs 10
OUT=$top/sweep-generic timeout 150 bash $r sweep nvptx64--nvidiacl 300 16016
cd $top && tar czf /tmp/all.tgz . && mv /tmp/all.tgz .
