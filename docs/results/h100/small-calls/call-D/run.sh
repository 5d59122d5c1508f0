#!/bin/bash
# v7: narrow paths as 2D (row counter) and 3D (row/plane counters) functions,
# split rows per-chunk division, one-pass merge (new, sm_90 name) vs base90
# (HEAD 3008388); then conformance of every nvptx PTX and from source.
top=/tmp/res; rm -rf $top; mkdir -p $top
pack() { (cd $top && tar czf $OUT/res.tgz .); }
N=sm_90-nvptx64--nvidiacl
echo "sweep $(date +%T)"
for L in $N base90; do OUT=$top/sw-$L bash scripts/gpu-run.sh sweep $L 300 35035 --skip hand-parts,per-element >/dev/null 2>&1; pack; done
echo "tiles $(date +%T)"
for L in base90 $N; do OUT=$top/t1-$L bash scripts/gpu-run.sh bench $L --only tile2d,tile3d >/dev/null 2>&1; done; pack
echo "corpus+stencil $(date +%T)"
for L in base90 $N; do OUT=$top/k1-$L bash scripts/gpu-run.sh bench $L --only corpus,stencil >/dev/null 2>&1; done; pack
echo "compute $(date +%T)"
for L in $N base90; do OUT=$top/c1-$L bash scripts/gpu-run.sh bench $L --only sgemm,conv9x9 >/dev/null 2>&1; done; pack
echo "conformance $(date +%T)"
OUT=$top/conf bash scripts/gpu-run.sh conformance 2>&1 | grep -E "passed" | tail -3; pack
OUT=$top/confs bash scripts/gpu-run.sh conformance-source 2>&1 | grep -E "passed" | tail -1; pack
XASYNC_LAYER_DEVICES="vendor=NVIDIA Corporation,source=nvptx-partial" OUT=$top/confsp bash scripts/gpu-run.sh conformance-source 2>&1 | grep -E "passed" | tail -1; pack
echo "done $(date +%T)"
