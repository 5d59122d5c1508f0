#!/bin/bash
# E7: the sm_80 library (b9bc727) beside ddacb71's (base80), both JIT-compiled for the H200 (sm_90 card)
R=/tmp/res; mkdir -p $R
S="--skip hand-wide,per-element,hand-parts"
N=sm_80-nvptx64--nvidiacl
t0=$(date +%s)
step() { echo "$1 $(( $(date +%s) - t0 ))s"; tar czf $OUT/res.tgz -C $R .; }
for r in 1 2; do for lib in base80 $N; do
  OUT=$R/cp$r-$lib bash scripts/gpu-run.sh compute $lib > $R/cp$r-$lib.log 2>&1; step "compute $r $lib"
  grep -E "^(sgemm|conv9x9) 4096 +(sync|async) " $R/cp$r-$lib/compute-$lib.txt
done; done
for lib in base80 $N; do
  OUT=$R/cs-$lib bash scripts/gpu-run.sh bench $lib --only corpus,stencil > $R/cs-$lib.log 2>&1; step "corpus+stencil $lib"
  grep -E "^stream|^stencil" $R/cs-$lib/bench-$lib.txt | cut -c1-60
done
for lib in base80 $N; do
  OUT=$R/sw-$lib bash scripts/gpu-run.sh sweep $lib 300 35035 $S > $R/sw-$lib.log 2>&1; step "sweep $lib"
  grep "xasync / raw-parts" $R/sw-$lib/sweep-$lib.txt
done
