#!/usr/bin/env bash
# Device call 7: is it the wait's load of the event, or the kernel's store
# of the new event after the copy?  evfirst keeps the array and its store
# after the copy, but reads the event it waits for before starting the next
# copy (-DBENCH_EVENT_READ_FIRST); against cur (the array) and evscalar
# (two variables); stencils only, two rounds reversed.
set -u
r=scripts/gpu-run.sh; top=$OUT; cur=sm_90-nvptx64--nvidiacl
for v in $cur evfirst evscalar evscalar evfirst $cur; do
  i=1; while [ -d $top/$v-$i ]; do i=$((i+1)); done
  OUT=$top/$v-$i timeout 60 bash $r bench $v --only stencil >/dev/null
  echo "== $v-$i"; grep -hE "^stencil" $top/$v-$i/bench-*.txt | cut -c1-100
done
cd $top && tar czf /tmp/r7.tgz . && mv /tmp/r7.tgz results.tgz
