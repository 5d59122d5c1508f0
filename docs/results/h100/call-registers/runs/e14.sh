#!/bin/bash
# E14: the working tree (= v7's libraries) under the library names; base90/base80 = HEAD 6cfb6d1
R=/tmp/res; mkdir -p $R
S="--skip hand-wide,per-element,hand-parts"
N=sm_90-nvptx64--nvidiacl; N8=sm_80-nvptx64--nvidiacl
t0=$(date +%s)
step() { echo "$1 $(( $(date +%s) - t0 ))s"; tar czf $OUT/res.tgz -C $R .; }
OUT=$R/conf bash scripts/gpu-run.sh conformance > $R/conf.log 2>&1; step conformance
grep -E "passed|failed|FAIL" $R/conf.log | grep -v "^  shape" | grep -v "^  pipelines" | tail -6
OUT=$R/confsrc bash scripts/gpu-run.sh conformance-source > $R/confsrc.log 2>&1; step conformance-source
XASYNC_LAYER_DEVICES="vendor=NVIDIA Corporation,source=nvptx-partial" OUT=$R/confsrcp bash scripts/gpu-run.sh conformance-source > $R/confsrcp.log 2>&1; step conformance-source-partial
grep -hE "[0-9]+ passed" $R/confsrc.log $R/confsrcp.log
for lib in base90 $N base80 $N8; do
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
