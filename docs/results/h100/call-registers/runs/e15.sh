#!/bin/bash
# E15 (H100 asked for): 3a4a339's libraries under the library names; base90 = 6cfb6d1
R=/tmp/res; mkdir -p $R
S="--skip hand-wide,per-element,hand-parts"
N=sm_90-nvptx64--nvidiacl
t0=$(date +%s)
step() { echo "$1 $(( $(date +%s) - t0 ))s"; tar czf $OUT/res.tgz -C $R .; }
nvidia-smi --query-gpu=name --format=csv,noheader
for lib in base90 $N; do
  OUT=$R/sw-$lib bash scripts/gpu-run.sh sweep $lib 300 35035 $S > $R/sw-$lib.log 2>&1; step "sweep $lib"
  grep "xasync / raw-parts" $R/sw-$lib/sweep-$lib.txt
done
for lib in base90 $N; do
  OUT=$R/cp-$lib bash scripts/gpu-run.sh compute $lib > $R/cp-$lib.log 2>&1; step "compute $lib"
  grep -E "^(sgemm|conv9x9) 4096 +(sync|async) " $R/cp-$lib/compute-$lib.txt
done
for lib in base90 $N; do
  OUT=$R/ti-$lib bash scripts/gpu-run.sh bench $lib --only tile2d,tile3d > $R/ti-$lib.log 2>&1; step "tiles $lib"
done
for lib in base90 $N; do
  OUT=$R/cs-$lib bash scripts/gpu-run.sh bench $lib --only corpus,stencil > $R/cs-$lib.log 2>&1; step "corpus+stencil $lib"
  grep -E "^stencil" $R/cs-$lib/bench-$lib.txt | cut -c1-75
done
