#!/usr/bin/env bash
# Device call 3: run 2 found the library's wait to be the loss (libcopy:
# the library's copy with a hand-written wait_group 1 runs the persistent
# 64x64 stencil at 1979 GB/s, the library 1541).  Which part of the wait:
# evscalar (the kernel's events in two variables: no local-memory load of
# the event in the wait), w01 (a library whose wait is wait_group 0 or 1,
# no jump table), against cur and libcopy; two rounds, reversed.
set -u
r=scripts/gpu-run.sh; top=$OUT; cur=sm_90-nvptx64--nvidiacl
for v in $cur libcopy evscalar w01 w01 evscalar libcopy $cur; do
  i=1; while [ -d $top/$v-$i ]; do i=$((i+1)); done
  OUT=$top/$v-$i timeout 60 bash $r bench $v --only stencil >/dev/null
  echo "== $v-$i"; grep -hE "^stencil" $top/$v-$i/bench-*.txt | cut -c1-100
done
cd $top && tar czf /tmp/r3.tgz . && mv /tmp/r3.tgz results.tgz
