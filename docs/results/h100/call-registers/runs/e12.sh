#!/bin/bash
# E12: v5 = sm_90 names (the working tree); v3, v5ns (v5 without the idle skip); base90 = HEAD 6cfb6d1
R=/tmp/res; mkdir -p $R
S="--skip hand-wide,per-element,hand-parts"
N=sm_90-nvptx64--nvidiacl
t0=$(date +%s)
step() { echo "$1 $(( $(date +%s) - t0 ))s"; tar czf $OUT/res.tgz -C $R .; }
OUT=$R/confsrc bash scripts/gpu-run.sh conformance-source > $R/confsrc.log 2>&1; step conformance-source
XASYNC_LAYER_DEVICES="vendor=NVIDIA Corporation,source=nvptx-partial" OUT=$R/confsrcp bash scripts/gpu-run.sh conformance-source > $R/confsrcp.log 2>&1; step conformance-source-partial
grep -hE "[0-9]+ passed" $R/confsrc.log $R/confsrcp.log
lib=v5ns; OUT=$R/sw1-$lib bash scripts/gpu-run.sh sweep $lib 300 35035 $S > $R/sw1-$lib.log 2>&1; step "sweep $lib"
grep "xasync / raw-parts" $R/sw1-$lib/sweep-$lib.txt
i=0; for lib in $N base90 v3 v5ns base90 $N; do i=$((i+1))
  OUT=$R/cs$i-$lib bash scripts/gpu-run.sh bench $lib --only corpus,stencil > $R/cs$i-$lib.log 2>&1; step "corpus+stencil $lib"
  grep -E "^stencil" $R/cs$i-$lib/bench-$lib.txt | cut -c1-75
done
for lib in $N base90; do
  OUT=$R/cp2-$lib bash scripts/gpu-run.sh compute $lib > $R/cp2-$lib.log 2>&1; step "compute $lib"
  grep -E "^(sgemm|conv9x9) 4096 +(sync|async) " $R/cp2-$lib/compute-$lib.txt
done
for lib in $N base90; do
  OUT=$R/ti2-$lib bash scripts/gpu-run.sh bench $lib --only tile2d,tile3d > $R/ti2-$lib.log 2>&1; step "tiles $lib"
done
