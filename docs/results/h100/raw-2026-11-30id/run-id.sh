#!/usr/bin/env bash
# The whole real corpus in pairs with the identity side: source, ptx, clang's own (sm_90-libclc), identity.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/runid; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp runid' EXIT
S=scripts/gpu-run.sh
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt 2>&1; cat $OUT/gpu.txt
( export OUT=$OUT/L XASYNC_REAL_LIBS="sm_90-libclc" XASYNC_REAL_IDENTITY=1; mkdir -p $OUT
  timeout ${T:-540} bash $S real-pair sm_90-nvptx64--nvidiacl ${R:-20} --runs 100 ${ONLY:+--only "$ONLY"} > $OUT/pair.txt 2> $OUT/pair.err; echo "L rc $? ${SECONDS}s" )
rm -rf $OUT/L/real-pair/own-bin
grep -h "gpu-run" $OUT/L/pair.err | head
for c in source ptx sm_90-libclc identity; do echo "== $c"; tail -1 $OUT/L/compare-pair-$c.txt; grep -A12 "below the band:" $OUT/L/compare-pair-$c.txt | head -14; done
