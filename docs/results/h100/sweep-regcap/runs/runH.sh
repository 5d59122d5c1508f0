#!/bin/bash
# Probe: the sweep's small tiles and registers. 120 cases, seed 35035, the
# sm_90 library as committed (5f8952e), without and with a register cap.
top=/tmp/res; rm -rf $top; mkdir -p $top
pack() { (cd $top && tar czf $OUT/res.tgz .); }
echo "sweep plain $(date +%T)"
OUT=$top/plain bash scripts/gpu-run.sh sweep sm_90-nvptx64--nvidiacl 120 35035 --skip hand-parts,per-element >/dev/null 2>&1; pack
echo "sweep cap32 $(date +%T)"
OUT=$top/cap32 bash scripts/gpu-run.sh sweep sm_90-nvptx64--nvidiacl 120 35035 --skip hand-parts,per-element --build-options -cl-nv-maxrregcount=32 >/dev/null 2>&1; pack
echo "done $(date +%T)"
