#!/bin/bash
# E1: sweep (base90 = HEAD ddacb71, sm_90 = inline 2D 16-byte loops by division, fullwait = HEAD with full waits), tiles base/new
R=/tmp/res; mkdir -p $R
S="--skip hand-wide,per-element,hand-parts"
t0=$(date +%s)
for lib in base90 sm_90-nvptx64--nvidiacl fullwait; do
  OUT=$R/sw-$lib bash scripts/gpu-run.sh sweep $lib 300 35035 $S > $R/sw-$lib.log 2>&1
  echo "sweep $lib $(( $(date +%s) - t0 ))s"; tar czf $OUT/res.tgz -C $R .
done
for lib in base90 sm_90-nvptx64--nvidiacl; do
  OUT=$R/ti-$lib bash scripts/gpu-run.sh bench $lib --only tile > $R/ti-$lib.log 2>&1
  echo "tiles $lib $(( $(date +%s) - t0 ))s"; tar czf $OUT/res.tgz -C $R .
done
