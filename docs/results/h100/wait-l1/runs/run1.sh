#!/usr/bin/env bash
# Device call 1 (README.md): the bench (tiles, pipelines, compute) on the
# sm_90 library before (base, e255ca6) and after the wait change (nocctl),
# A B B A, the 300-case sweep on both (set-up-fold/runs/ab.sh), then
# conformance of the new sm_90 PTX and, for issue 13, conformance from
# source through the layer (the source forms were last checked there
# before e255ca6's text changes).  Everything lands in $OUT/results.tgz.
set -u
ONLY=tile2d,tile3d,stencil,compute bash docs/results/h100/set-up-fold/runs/ab.sh base nocctl
top=$OUT/results
rm -rf .device/ptx && mkdir .device/ptx &&
  cp .device/ptx-nocctl/conformance.sm_90-nvptx64--nvidiacl.ptx .device/ptx/
OUT=$top/conformance timeout 90 bash scripts/gpu-run.sh conformance >$top/conformance-sm_90.out 2>&1
echo "conformance sm_90 rc=$?" >>$top/status.txt
OUT=$top timeout 120 bash scripts/gpu-run.sh conformance-source >$top/conformance-source.out 2>&1
echo "conformance-source rc=$?" >>$top/status.txt
tar czf $OUT/results.tgz -C $OUT results
