#!/usr/bin/env bash
# Device call (README.md): head (a4d493e) and idle (out-of-line paths
# return before their set-up for work-items past every chunk) A B B A on
# tiles, pipelines and compute, the 300-case sweep of each, then
# conformance of the idle sm_90 and sm_80 PTX.
set -u
top=$OUT
ONLY=tile2d,tile3d,stencil,compute bash docs/results/h100/set-up-fold/runs/ab.sh head idle
for lib in sm_90 sm_80; do
  rm -rf .device/ptx && mkdir .device/ptx &&
    cp .device/ptx-idle/{conformance,pipeline}.$lib-nvptx64--nvidiacl.ptx .device/ptx/
  OUT=$top/results/conformance-$lib timeout 100 bash scripts/gpu-run.sh conformance >$top/results/conformance-$lib.out 2>&1
  echo "conformance $lib rc=$?" >>$top/results/status.txt
done
find $top/results -name '*.png' -delete
rm -f $top/results.tgz
tar czf $top/all.tgz -C $top results
cat $top/results/status.txt
