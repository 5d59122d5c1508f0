#!/usr/bin/env bash
# Device call 8: issue 16's three measures in one call, today's library
# and the record's (f47c450, rec90) side by side: the whole bench with the
# 300-case sweep (seed 16016), the fixed table, the compute kernels; order
# cur, rec.
set -u
r=scripts/gpu-run.sh; top=$OUT; cur=sm_90-nvptx64--nvidiacl
for v in $cur rec90; do
  OUT=$top/$v timeout 280 bash $r bench $v --sweep 300 --seed 16016 >/dev/null
  echo "== $v"; grep -hE "^(2d|3d|stencil|stream|sgemm|conv9x9) " $top/$v/bench-*.txt | cut -c1-30,100-150
  grep -hiE "geometric|minimum|below 0.95|raw-parts" $top/$v/bench-*.txt | head -12
done
cd $top && tar czf /tmp/r8.tgz . && mv /tmp/r8.tgz results.tgz
