#!/usr/bin/env bash
# Limits of the cases below the band: few kernels, many rounds; sides source, ptx,
# Call overhead and 3-D ids: kernel bodies inlined (-inl), and tid.y/z as 0 (-inl1d), for xasync and clang's own (cl...).
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/runlim2; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp runlim2' EXIT
S=scripts/gpu-run.sh
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt 2>&1; cat $OUT/gpu.txt
ONLY='vc4c-async-copy,ock-dma-13-wait-is-barrier,cts-copy-g2l-uchar,own-rgba-planes'
( export OUT=$OUT/L XASYNC_REAL_LIBS="sm_90-libclc sm_90-inl sm_90-clinl sm_90-inl1d sm_90-clinl1d"; mkdir -p $OUT
  timeout ${LIM_T:-520} bash $S real-pair sm_90-nvptx64--nvidiacl ${LIM_R:-24} --runs 100 --only "$ONLY" > $OUT/pair.txt 2> $OUT/pair.err; echo "L rc $? ${SECONDS}s" )
mkdir -p $OUT/nvbin; cp $OUT/L/real-pair/own-bin/*vc4c* $OUT/nvbin/ 2>/dev/null
rm -rf $OUT/L/real-pair/own-bin
for c in source ptx sm_90-libclc sm_90-inl sm_90-clinl sm_90-inl1d sm_90-clinl1d; do echo "== $c"; tail -1 $OUT/L/compare-pair-$c.txt; grep "below the band:" $OUT/L/compare-pair-$c.txt; done
