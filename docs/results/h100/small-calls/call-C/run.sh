#!/bin/bash
# Call C (v5: narrow paths row/plane/column counters in one loop for 2D and 3D;
# split rows v1; one-pass merge) vs base90, then conformance (as call D).
# session: the same as call D's script without conformance, order base first.
top=/tmp/res; rm -rf $top; mkdir -p $top
pack() { (cd $top && tar czf $OUT/res.tgz .); }
N=sm_90-nvptx64--nvidiacl
for L in base90 $N; do OUT=$top/sw-$L bash scripts/gpu-run.sh sweep $L 300 35035 --skip hand-parts,per-element >/dev/null 2>&1; pack; done
for r in 1 2; do for L in base90 $N; do OUT=$top/c$r-$L bash scripts/gpu-run.sh bench $L --only sgemm,conv9x9 >/dev/null 2>&1; done; pack; done
for L in base90 $N; do OUT=$top/t1-$L bash scripts/gpu-run.sh bench $L --only tile2d,tile3d >/dev/null 2>&1; done; pack
for L in base90 $N; do OUT=$top/k1-$L bash scripts/gpu-run.sh bench $L --only corpus,stencil >/dev/null 2>&1; done; pack
