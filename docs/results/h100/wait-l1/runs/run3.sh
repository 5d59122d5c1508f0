#!/usr/bin/env bash
# Device call 3 (README.md): base, nocctl and nocctl3 (one switch over N
# and the bulk mark) A B C C B A on the pipelines and compute kernels
# (pc/), base and nocctl A B B A on the tiles (tiles/), then conformance
# of the nocctl and nocctl3 sm_90 PTX (conformance-*/).
set -u
ab=docs/results/h100/set-up-fold/runs/ab.sh
top=$OUT
OUT=$top/pc ONLY=stencil,compute NO_SWEEP=1 bash $ab base nocctl nocctl3
OUT=$top/tiles ONLY=tile2d,tile3d NO_SWEEP=1 bash $ab base nocctl
for v in nocctl nocctl3; do
  rm -rf .device/ptx && mkdir .device/ptx &&
    cp .device/ptx-$v/{conformance,pipeline}.sm_90-nvptx64--nvidiacl.ptx .device/ptx/
  OUT=$top/conformance-$v timeout 100 bash scripts/gpu-run.sh conformance >$top/conformance-$v.out 2>&1
  echo "conformance $v rc=$?" >>$top/status.txt
done
rm -f $top/pc/results.tgz $top/tiles/results.tgz
tar czf $top/all.tgz -C $top pc tiles conformance-nocctl conformance-nocctl3 status.txt
cat $top/status.txt
