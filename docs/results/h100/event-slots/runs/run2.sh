#!/usr/bin/env bash
# Device call 2 (2026-11-26): the library before (base90: 2ab71b4's sm_90
# PTX, copied into .device/ptx as bench_*.base90.ptx) and after (the tree's
# sm_90 PTX: the 16-byte test on the low address bits and the slot event
# state), alternating: round 1 the whole bench with the 300-case sweep,
# round 2 without the sweep.
r=scripts/gpu-run.sh; top=$OUT
OUT=$top/base-1 timeout 170 bash $r bench base90 --sweep 300 --seed 16016
OUT=$top/new-1 timeout 170 bash $r bench sm_90-nvptx64--nvidiacl --sweep 300 --seed 16016
OUT=$top/new-2 timeout 110 bash $r bench sm_90-nvptx64--nvidiacl
OUT=$top/base-2 timeout 110 bash $r bench base90
cd $top && tar czf /tmp/r2.tgz . && mv /tmp/r2.tgz results.tgz
