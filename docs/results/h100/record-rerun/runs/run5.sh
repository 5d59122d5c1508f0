#!/usr/bin/env bash
# Device call 5: today's library (cur) against the same library with
# cp.async.cg for its 16-byte chunks (cg16), the whole bench without the
# sweep, cur, cg16, cg16, cur; then cg16 with the events in two variables
# (cg16ev, stencils only).
set -u
r=scripts/gpu-run.sh; top=$OUT; cur=sm_90-nvptx64--nvidiacl
for v in $cur cg16 cg16 $cur; do
  i=1; while [ -d $top/$v-$i ]; do i=$((i+1)); done
  OUT=$top/$v-$i timeout 100 bash $r bench $v >/dev/null
  echo "== $v-$i"; grep -hE "^(2d|3d|stencil|stream|sgemm|conv9x9) " $top/$v-$i/bench-*.txt | cut -c1-30,100-150
done
OUT=$top/cg16ev timeout 60 bash $r bench cg16ev --only stencil >/dev/null
echo "== cg16ev"; grep -hE "^stencil" $top/cg16ev/bench-*.txt | cut -c1-100
cd $top && tar czf /tmp/r5.tgz . && mv /tmp/r5.tgz results.tgz
