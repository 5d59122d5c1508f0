#!/usr/bin/env bash
# The whole real corpus in pairs: source form, PTX mode, clang's own (libclc), each against NVIDIA's own.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/runfull; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp runfull' EXIT
S=scripts/gpu-run.sh
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt 2>&1; cat $OUT/gpu.txt
ONLY='vc4c-async-copy,own-rgba-planes,pocl-binary-local-1-1-1,ock-dma-13-wait-is-barrier,cts-copy-g2l-uchar,cts-prefetch-int4,ock-dma-05-double-buffer'
( export OUT=$OUT/L XASYNC_REAL_LIBS="sm_90-libclc" XASYNC_REAL_TWINS=0; mkdir -p $OUT
  timeout ${LIM_T:-520} bash $S real-pair sm_90-nvptx64--nvidiacl ${LIM_R:-24} --runs 100 > $OUT/pair.txt 2> $OUT/pair.err; echo "L rc $? ${SECONDS}s" )
mkdir -p $OUT/nvbin; cp $OUT/L/real-pair/own-bin/*vc4c* $OUT/nvbin/ 2>/dev/null
rm -rf $OUT/L/real-pair/own-bin
for c in source ptx sm_90-libclc; do echo "== $c"; tail -1 $OUT/L/compare-pair-$c.txt; grep "below the band:" $OUT/L/compare-pair-$c.txt; done
