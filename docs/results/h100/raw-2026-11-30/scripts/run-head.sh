#!/usr/bin/env bash
# HEAD on NVIDIA: conformance (three nvptx libraries, classic alone, source form), then the whole real corpus in pairs (source, PTX, clang's own).
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/runhead; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp runhead' EXIT
S=scripts/gpu-run.sh
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt 2>&1; cat $OUT/gpu.txt
timeout 200 bash $S conformance > $OUT/conf.txt 2>&1; echo "conf rc $? ${SECONDS}s"
grep -E "^=== |passed|failed" $OUT/conf.txt | grep -v "^  " | tail -20
timeout 100 bash $S conformance-source > $OUT/conf-src.txt 2>&1; echo "src rc $? ${SECONDS}s"
grep -E "^=== |passed|failed" $OUT/conf-src.txt | tail -5
( export OUT=$OUT/L XASYNC_REAL_LIBS="sm_90-libclc" XASYNC_REAL_TWINS=0; mkdir -p $OUT
  timeout ${LIM_T:-300} bash $S real-pair sm_90-nvptx64--nvidiacl ${LIM_R:-18} --runs 100 > $OUT/pair.txt 2> $OUT/pair.err; echo "L rc $? ${SECONDS}s" )
rm -rf $OUT/L/real-pair/own-bin
for c in source ptx sm_90-libclc; do echo "== $c"; tail -1 $OUT/L/compare-pair-$c.txt; grep -A12 "below the band:" $OUT/L/compare-pair-$c.txt | head -14; done
