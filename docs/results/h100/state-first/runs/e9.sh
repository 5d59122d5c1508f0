#!/bin/bash
# E9: round 2 of E8 (st16 = sm_90 names vs b9 = b9bc727), alternating the other way
R=/tmp/res; mkdir -p $R
S="--skip hand-wide,per-element,hand-parts"
N=sm_90-nvptx64--nvidiacl
t0=$(date +%s)
step() { echo "$1 $(( $(date +%s) - t0 ))s"; tar czf $OUT/res.tgz -C $R .; }
for lib in b9 $N; do
  OUT=$R/sw-$lib bash scripts/gpu-run.sh sweep $lib 300 35035 $S > $R/sw-$lib.log 2>&1; step "sweep $lib"
  grep "xasync / raw-parts" $R/sw-$lib/sweep-$lib.txt
done
for lib in $N b9; do
  OUT=$R/cp-$lib bash scripts/gpu-run.sh compute $lib > $R/cp-$lib.log 2>&1; step "compute $lib"
  grep -E "^(sgemm|conv9x9) 4096 +(sync|async) " $R/cp-$lib/compute-$lib.txt
done
for lib in b9 $N; do
  OUT=$R/cs-$lib bash scripts/gpu-run.sh bench $lib --only corpus,stencil > $R/cs-$lib.log 2>&1; step "corpus+stencil $lib"
  grep -h "^stream" $R/cs-$lib/bench-$lib.txt | cut -c1-60
done
