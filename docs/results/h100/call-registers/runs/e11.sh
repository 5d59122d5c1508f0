#!/bin/bash
# E11: v5 (32-bit call arguments, idle skip, 3D3D calls out of line) = sm_90 names;
# v3 (the same without the split/tail 32-bit arguments); base90 = HEAD 6cfb6d1
R=/tmp/res; mkdir -p $R
S="--skip hand-wide,per-element,hand-parts"
N=sm_90-nvptx64--nvidiacl
t0=$(date +%s)
step() { echo "$1 $(( $(date +%s) - t0 ))s"; tar czf $OUT/res.tgz -C $R .; }
for x in "1 $N" "1 base90" "1 v3" "2 $N" "2 base90"; do set -- $x; r=$1; lib=$2
  OUT=$R/sw$r-$lib bash scripts/gpu-run.sh sweep $lib 300 35035 $S > $R/sw$r-$lib.log 2>&1; step "sweep $lib"
  grep "xasync / raw-parts" $R/sw$r-$lib/sweep-$lib.txt
done
for lib in base90 $N; do
  OUT=$R/cp-$lib bash scripts/gpu-run.sh compute $lib > $R/cp-$lib.log 2>&1; step "compute $lib"
  grep -E "^(sgemm|conv9x9) 4096 +(sync|async) " $R/cp-$lib/compute-$lib.txt
done
for lib in $N base90; do
  OUT=$R/cs-$lib bash scripts/gpu-run.sh bench $lib --only corpus,stencil > $R/cs-$lib.log 2>&1; step "corpus+stencil $lib"
done
for lib in base90 $N; do
  OUT=$R/ti-$lib bash scripts/gpu-run.sh bench $lib --only tile2d,tile3d > $R/ti-$lib.log 2>&1; step "tiles $lib"
done
OUT=$R/conf bash scripts/gpu-run.sh conformance > $R/conf.log 2>&1; step conformance
grep -E "passed|failed|FAIL" $R/conf.log | grep -v "^  shape" | grep -v "^  pipelines" | tail -6
