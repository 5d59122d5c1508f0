#!/usr/bin/env bash
# Device calls 1 and 2 of 2026-11-25 (from the repository root, .device/
# carried, after scripts/gpu-bundle.sh); small-cases.txt is the --only list
# of the 72 sweep cases (seed 16016) with tiles under 1 KiB.
#   .device/ptxNB:    bench_sweep.sm_90 PTX without cp.async.bulk commit/wait lines
#   .device/ptxOP:    the library with the one-pass chunk loop in its out-of-line paths
#   .device/ptxOPall: the same in every chunk loop (inline ones too)
set -u
r=scripts/gpu-run.sh; top=$OUT; L=sm_90-nvptx64--nvidiacl
small=$(cat docs/results/h100/call-cycles/runs/small-cases.txt)
P="XASYNC_LAYER_DEVICES=vendor=NVIDIA Corporation,source=nvptx-partial"
OUT=$top/sp bash $r source-programs
OUT=$top/sp-partial env "$P" bash $r source-programs
OUT=$top/bt bash $r build-time 10
OUT=$top/bt-partial env "$P" bash $r build-time 10
for l in $L sm_80-nvptx64--nvidiacl nvptx64--nvidiacl; do
  OUT=$top/sweep-$l bash $r sweep $l 300 16016
done
OUT=$top/sweep-source bash $r bench-source --only sweep --sweep 300 --seed 16016
run_ptx() { # run_ptx DIR: the sweep's small cases on that PTX
  mv .device/ptx .device/ptx0 && cp -r .device/ptx0 .device/ptx && cp .device/$1/*.ptx .device/ptx/
  OUT=$top/$1 bash $r sweep $L 300 16016 --only "$small"
  rm -rf .device/ptx && mv .device/ptx0 .device/ptx
}
OUT=$top/small-base bash $r sweep $L 300 16016 --only "$small"
for d in ptxNB ptxOP ptxOPall; do run_ptx $d; done
