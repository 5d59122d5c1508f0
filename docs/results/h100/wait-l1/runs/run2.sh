#!/usr/bin/env bash
# Device call 2 (README.md): four sm_90 builds side by side, A B C D D C B A,
# on the pipelines and compute kernels (pc/), then three of them A B C C B A
# on the tiles (tiles/):
#   base     e255ca6
#   nocctl   the wait chooses between two switches by the bulk mark first
#   nocctl2  the cp.async switch as before, the bulk switch only when marked
#   cg       nocctl2 with 16-byte cp.async as .cg (-DXASYNC_NV_CP_ASYNC_16_CG)
set -u
ab=docs/results/h100/set-up-fold/runs/ab.sh
top=$OUT
OUT=$top/pc ONLY=stencil,compute NO_SWEEP=1 bash $ab base nocctl nocctl2 cg
OUT=$top/tiles ONLY=tile2d,tile3d NO_SWEEP=1 bash $ab base nocctl2 cg
rm -f $top/pc/results.tgz $top/tiles/results.tgz
tar czf $top/all.tgz -C $top pc tiles
