#!/usr/bin/env bash
# Device call 6: today's library, the bench's double-buffered kernels as
# they are (events in `event_t ev[2]`) and with their events in two
# variables (evscalar: stencil, SGEMM, conv9x9; the tiles and stream are
# the same PTX), cur, ev, ev, cur; tiles skipped.
set -u
r=scripts/gpu-run.sh; top=$OUT; cur=sm_90-nvptx64--nvidiacl
for v in $cur evscalar evscalar $cur; do
  i=1; while [ -d $top/$v-$i ]; do i=$((i+1)); done
  OUT=$top/$v-$i timeout 100 bash $r bench $v --only stencil,compute >/dev/null
  echo "== $v-$i"; grep -hE "^(stencil|sgemm|conv9x9) " $top/$v-$i/bench-*.txt | cut -c1-110
done
cd $top && tar czf /tmp/r6.tgz . && mv /tmp/r6.tgz results.tgz
