#!/usr/bin/env bash
# Device call 5: the compute kernels with the hand-written cp.async SGEMM.
r=scripts/gpu-run.sh; top=$OUT
for round in 1 2; do
  OUT=$top/compute-sm_90-$round timeout 150 bash $r compute sm_90-nvptx64--nvidiacl --runs 20
done
OUT=$top/compute-sm_80 timeout 150 bash $r compute sm_80-nvptx64--nvidiacl --runs 20
cd $top && tar czf /tmp/a5.tgz . && mv /tmp/a5.tgz .
