#!/usr/bin/env bash
# Device call 1 (2026-11-26, third session): the library of the last
# recorded sm_90 run before issue 16 (f47c450, `rec90`: its sm_90 library
# with today's bench kernels) against today's (16f626e), alternating
# rec, cur, cur, rec, the whole bench without the sweep; then the
# hand-written double-buffered stencil (`hand`, tests/bench/probes/
# stencil_hand.cl) and the 3D3D builtins out of line in today's library
# (`o3d`, -DXASYNC_OUTLINE_3D3D) on the tiles.
set -u
r=scripts/gpu-run.sh; top=$OUT; cur=sm_90-nvptx64--nvidiacl
OUT=$top/rec-1 timeout 100 bash $r bench rec90 >/dev/null
OUT=$top/cur-1 timeout 100 bash $r bench $cur >/dev/null
OUT=$top/cur-2 timeout 100 bash $r bench $cur >/dev/null
OUT=$top/rec-2 timeout 100 bash $r bench rec90 >/dev/null
OUT=$top/hand timeout 60 bash $r bench hand --only stencil >/dev/null
OUT=$top/o3d timeout 60 bash $r bench o3d --only tile2d,tile3d >/dev/null
for d in rec-1 cur-1 cur-2 rec-2 hand o3d; do
  echo "== $d"; grep -hE "^(2d|3d|stencil|stream|sgemm|conv9x9) " $top/$d/bench-*.txt | cut -c1-150
done
cd $top && tar czf /tmp/r1.tgz . && mv /tmp/r1.tgz results.tgz
