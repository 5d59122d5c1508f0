#!/bin/bash
# E6: out16 = b9bc727 with the 2D 16-byte multi-chunk loops out of line (one-chunk path inline); vs sm_90 (b9bc727) and base90
R=/tmp/res; mkdir -p $R
S="--skip hand-wide,per-element,hand-parts"
N=sm_90-nvptx64--nvidiacl
t0=$(date +%s)
step() { echo "$1 $(( $(date +%s) - t0 ))s"; tar czf $OUT/res.tgz -C $R .; }
for r in 1 2; do for lib in base90 $N out16; do
  OUT=$R/cp$r-$lib bash scripts/gpu-run.sh compute $lib > $R/cp$r-$lib.log 2>&1; step "compute $r $lib"
  grep -E "^(sgemm|conv9x9) 4096 +(sync|async) " $R/cp$r-$lib/compute-$lib.txt
done; done
OUT=$R/sw-out16 bash scripts/gpu-run.sh sweep out16 300 35035 $S > $R/sw-out16.log 2>&1; step "sweep out16"
grep "xasync / raw-parts" $R/sw-out16/sweep-out16.txt
for lib in out16 $N; do
  OUT=$R/ti-$lib bash scripts/gpu-run.sh bench $lib --only tile2d,tile3d > $R/ti-$lib.log 2>&1; step "tiles $lib"
done
for lib in out16 $N; do
  OUT=$R/cs-$lib bash scripts/gpu-run.sh bench $lib --only corpus,stencil > $R/cs-$lib.log 2>&1; step "corpus+stencil $lib"
done
