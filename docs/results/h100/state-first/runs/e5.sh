#!/bin/bash
# E5: which of b9bc727's two changes moves SGEMM sync: base90 (ddacb71), sm_90 (b9bc727: div16 + state first),
# div16 (inline 2D loops by division only), fwd (state first only); compute x2 rounds, corpus+stencil and sweep for the parts
R=/tmp/res; mkdir -p $R
S="--skip hand-wide,per-element,hand-parts"
N=sm_90-nvptx64--nvidiacl
t0=$(date +%s)
step() { echo "$1 $(( $(date +%s) - t0 ))s"; tar czf $OUT/res.tgz -C $R .; }
for r in 1 2; do for lib in base90 $N div16 fwd; do
  OUT=$R/cp$r-$lib bash scripts/gpu-run.sh compute $lib > $R/cp$r-$lib.log 2>&1; step "compute $r $lib"
  grep -E "^(sgemm|conv9x9) 4096 +(sync|async) " $R/cp$r-$lib/compute-$lib.txt
done; done
for lib in div16 fwd; do
  OUT=$R/cs-$lib bash scripts/gpu-run.sh bench $lib --only corpus,stencil > $R/cs-$lib.log 2>&1; step "corpus+stencil $lib"
done
OUT=$R/sw-fwd bash scripts/gpu-run.sh sweep fwd 300 35035 $S > $R/sw-fwd.log 2>&1; step "sweep fwd"
grep "xasync / raw-parts" $R/sw-fwd/sweep-fwd.txt
