#!/bin/bash
# E13: v7 = sm_90 names (split/tail take their parts themselves); v8 (tail as v3); v3; base90 = HEAD 6cfb6d1
R=/tmp/res; mkdir -p $R
S="--skip hand-wide,per-element,hand-parts"
N=sm_90-nvptx64--nvidiacl
t0=$(date +%s)
step() { echo "$1 $(( $(date +%s) - t0 ))s"; tar czf $OUT/res.tgz -C $R .; }
for lib in $N v8; do
  OUT=$R/sw1-$lib bash scripts/gpu-run.sh sweep $lib 300 35035 $S > $R/sw1-$lib.log 2>&1; step "sweep $lib"
  grep "xasync / raw-parts" $R/sw1-$lib/sweep-$lib.txt
done
i=0; for lib in $N base90 v8 v3 $N base90; do i=$((i+1))
  OUT=$R/cs$i-$lib bash scripts/gpu-run.sh bench $lib --only corpus,stencil > $R/cs$i-$lib.log 2>&1; step "corpus+stencil $lib"
  grep -E "^stencil" $R/cs$i-$lib/bench-$lib.txt | cut -c1-75
done
for lib in $N base90; do
  OUT=$R/cp-$lib bash scripts/gpu-run.sh compute $lib > $R/cp-$lib.log 2>&1; step "compute $lib"
  grep -E "^(sgemm|conv9x9) 4096 +(sync|async) " $R/cp-$lib/compute-$lib.txt
done
for lib in $N base90; do
  OUT=$R/ti-$lib bash scripts/gpu-run.sh bench $lib --only tile2d,tile3d > $R/ti-$lib.log 2>&1; step "tiles $lib"
done
