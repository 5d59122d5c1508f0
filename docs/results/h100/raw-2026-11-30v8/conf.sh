#!/usr/bin/env bash
# Device call: conformance on every nvptx library (PTX mode), then from source
# through the layer with the route off (the source form) and on (the cache).
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/cf; mkdir -p $OUT
trap 'tar czf $FINAL/cf.tgz -C /tmp cf' EXIT
S=scripts/gpu-run.sh
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt 2>&1; cat $OUT/gpu.txt
( export OUT=$OUT/P; mkdir -p $OUT; timeout 240 bash $S conformance > $OUT/conf.txt 2>&1; echo "P rc $? ${SECONDS}s" )
grep -E "^=== |passed, .* failed" $OUT/P/conf.txt
( export OUT=$OUT/F XASYNC_LAYER_PTX_ROUTE=0; mkdir -p $OUT; timeout 100 bash $S conformance-source > $OUT/conf.txt 2>&1; echo "F rc $? ${SECONDS}s" )
tail -1 $OUT/F/conf.txt; grep -c "PTX route" $OUT/F/conformance-source.log
( export OUT=$OUT/R XASYNC_LAYER_PTX_CACHE=$PWD/.device/ptx-cache; mkdir -p $OUT; timeout 100 bash $S conformance-source > $OUT/conf.txt 2>&1; echo "R rc $? ${SECONDS}s" )
tail -1 $OUT/R/conf.txt; grep "PTX route" $OUT/R/conformance-source.log | sort | uniq -c
