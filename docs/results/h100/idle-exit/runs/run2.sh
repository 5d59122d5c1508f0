#!/usr/bin/env bash
# Device call 2 (README.md): head, idle and idle3d (the early return in the
# 3D 16-byte callees only: every bench kernel keeps head's registers)
# A B C C B A on tiles, pipelines and compute, the sweep of idle3d
# (head's and idle's: run1), conformance of the idle3d sm_90 PTX.
set -u
top=$OUT
ONLY=tile2d,tile3d,stencil,compute NO_SWEEP=1 bash docs/results/h100/set-up-fold/runs/ab.sh head idle idle3d
rm -rf .device/ptx && cp -r .device/ptx-idle3d .device/ptx
OUT=$top/results/sweep-idle3d timeout 80 bash scripts/gpu-run.sh sweep sm_90-nvptx64--nvidiacl 300 16016 >/dev/null 2>&1
rm -rf .device/ptx && mkdir .device/ptx &&
  cp .device/ptx-idle3d/{conformance,pipeline}.sm_90-nvptx64--nvidiacl.ptx .device/ptx/
OUT=$top/results/conformance-idle3d timeout 100 bash scripts/gpu-run.sh conformance >$top/results/conformance-idle3d.out 2>&1
echo "conformance idle3d sm_90 rc=$?" >>$top/results/status.txt
find $top/results -name '*.png' -delete
rm -f $top/results.tgz
tar czf $top/all.tgz -C $top results
cat $top/results/status.txt
