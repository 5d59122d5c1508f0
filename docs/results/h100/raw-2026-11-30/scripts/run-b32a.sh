#!/usr/bin/env bash
# Trial: byte/short copies shorter than 32 bytes never take the chunk path (sm_90 = trial, sm_90-old = shipped). Conformance + tiles.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/runb32a; mkdir -p $OUT
trap 'tar czf $FINAL/run.tgz -C /tmp runb32a' EXIT
S=scripts/gpu-run.sh
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt 2>&1; cat $OUT/gpu.txt
timeout 300 bash $S conformance > $OUT/conf.txt 2>&1; echo "conf rc $? ${SECONDS}s"
grep -E "^=== |passed|failed" $OUT/conf.txt | grep -v "^  " | tail -20
timeout 170 bash $S conformance-source > $OUT/conf-src.txt 2>&1; echo "src rc $? ${SECONDS}s"
grep -E "^=== |passed|failed" $OUT/conf-src.txt | tail -5
for r in 1 2; do
for lib in sm_90-old sm_90-nvptx64--nvidiacl; do
  ( export OUT=$OUT/bench-$lib-$r; mkdir -p $OUT; timeout 60 bash $S bench $lib --only tile2d,tile3d > /dev/null 2>&1; echo "bench $lib rc $? ${SECONDS}s" )
done; done
