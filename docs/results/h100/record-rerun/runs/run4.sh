#!/usr/bin/env bash
# Device call 4: run 3 traced the loss to the wait's load of the event from
# the kernel's event array (`event_t ev[2]`, private memory: the load
# queues behind the tile's cp.async): with the events in two variables
# (evscalar) the persistent 64x64 stencil's async rises 1540 -> 1875 GB/s.
# Here the record's library (f47c450) on both kernels (rec90: the array,
# rec90ev: two variables), today's library on both, and today's with
# cp.async.cg for 16-byte chunks (cg16, the array kernel); two rounds.
set -u
r=scripts/gpu-run.sh; top=$OUT; cur=sm_90-nvptx64--nvidiacl
for v in $cur evscalar rec90 rec90ev cg16 cg16 rec90ev rec90 evscalar $cur; do
  i=1; while [ -d $top/$v-$i ]; do i=$((i+1)); done
  OUT=$top/$v-$i timeout 60 bash $r bench $v --only stencil >/dev/null
  echo "== $v-$i"; grep -hE "^stencil" $top/$v-$i/bench-*.txt | cut -c1-100
done
cd $top && tar czf /tmp/r4.tgz . && mv /tmp/r4.tgz results.tgz
