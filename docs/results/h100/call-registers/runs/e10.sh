#!/bin/bash
# E10: v1 (skip in the out-of-line loops) = sm_90 names; base90 = HEAD 6cfb6d1
R=/tmp/res; mkdir -p $R
S="--skip hand-wide,per-element,hand-parts"
N=sm_90-nvptx64--nvidiacl
t0=$(date +%s)
step() { echo "$1 $(( $(date +%s) - t0 ))s"; tar czf $OUT/res.tgz -C $R .; }
for r in 1 2; do for lib in $N base90; do
  OUT=$R/sw$r-$lib bash scripts/gpu-run.sh sweep $lib 300 35035 $S > $R/sw$r-$lib.log 2>&1; step "sweep $lib"
  grep "xasync / raw-parts" $R/sw$r-$lib/sweep-$lib.txt
done; done
for lib in base90 $N; do
  OUT=$R/cp-$lib bash scripts/gpu-run.sh compute $lib > $R/cp-$lib.log 2>&1; step "compute $lib"
  grep -E "^(sgemm|conv9x9) 4096 +(sync|async) " $R/cp-$lib/compute-$lib.txt
done
for lib in $N base90; do
  OUT=$R/cs-$lib bash scripts/gpu-run.sh bench $lib --only corpus,stencil > $R/cs-$lib.log 2>&1; step "corpus+stencil $lib"
done
