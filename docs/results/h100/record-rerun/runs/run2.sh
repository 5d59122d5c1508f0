#!/usr/bin/env bash
# Device call 2: where the library's persistent stencils lose against the
# hand-written double buffering (run 1: 64x64 async 1541 GB/s against
# 2126).  Stencils only, two rounds in reversed order: today's library
# (cur), the hand-written copy and wait over whole 68-float lines (hand),
# over exactly the 66 floats the library copies (hand66), the library's
# copy with a hand-written wait (libcopy), and today's library with its
# 4/8-byte-tail path inlined (tailin: not shippable, gemm_sync 74
# registers).
set -u
r=scripts/gpu-run.sh; top=$OUT; cur=sm_90-nvptx64--nvidiacl
for v in $cur hand hand66 libcopy tailin tailin libcopy hand66 hand $cur; do
  i=1; while [ -d $top/$v-$i ]; do i=$((i+1)); done
  OUT=$top/$v-$i timeout 60 bash $r bench $v --only stencil >/dev/null
  echo "== $v-$i"; grep -hE "^stencil" $top/$v-$i/bench-*.txt
done
cd $top && tar czf /tmp/r2.tgz . && mv /tmp/r2.tgz results.tgz
