#!/usr/bin/env bash
# Device call: record the PTX route's requests (no clang there) for the
# conformance suite from source and the real corpus's source side.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/rec; mkdir -p $OUT
trap 'tar czf $FINAL/rec.tgz -C /tmp rec' EXIT
S=scripts/gpu-run.sh
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt 2>&1; cat $OUT/gpu.txt
export XASYNC_LAYER_PTX_CACHE=$OUT/cache; mkdir -p $XASYNC_LAYER_PTX_CACHE
( export OUT=$OUT/C; mkdir -p $OUT; timeout 200 bash $S conformance-source > $OUT/conf.txt 2>&1; echo "C rc $? ${SECONDS}s" )
tail -5 $OUT/C/conf.txt; grep -c "PTX route" $OUT/C/conformance-source.log
( export OUT=$OUT/L; mkdir -p $OUT; timeout 240 bash $S real-pair sm_90-nvptx64--nvidiacl 1 --runs 5 > $OUT/pair.txt 2> $OUT/pair.err; echo "L rc $? ${SECONDS}s" )
rm -rf $OUT/L/real-pair/own-bin
ls $XASYNC_LAYER_PTX_CACHE | sed 's/.*\.//' | sort | uniq -c
tail -3 $OUT/L/compare-pair-source.txt
