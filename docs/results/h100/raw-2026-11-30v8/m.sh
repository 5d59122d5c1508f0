#!/usr/bin/env bash
# Device call: the PTX route from the cache (.device/ptx-cache, built here
# from call 1's requests): conformance from source through the layer, then
# the real corpus in pairs: source (the route), source-form (route off),
# ptx, identity.
set -uo pipefail
cd "$(dirname "$0")/.."
FINAL=$OUT; export OUT=/tmp/m; mkdir -p $OUT
trap 'tar czf $FINAL/m.tgz -C /tmp m' EXIT
S=scripts/gpu-run.sh
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt 2>&1; cat $OUT/gpu.txt
export XASYNC_LAYER_PTX_CACHE=$PWD/.device/ptx-cache
if [ "${CONF:-1}" = 1 ]; then
( export OUT=$OUT/C; mkdir -p $OUT; timeout 100 bash $S conformance-source > $OUT/conf.txt 2>&1; echo "C rc $? ${SECONDS}s" )
tail -2 $OUT/C/conf.txt; grep "PTX route" $OUT/C/conformance-source.log | sort | uniq -c
fi
( export OUT=$OUT/L XASYNC_REAL_IDENTITY=1 XASYNC_REAL_SOURCE_FORM=1; mkdir -p $OUT
  timeout ${T:-500} bash $S real-pair sm_90-nvptx64--nvidiacl ${R:-16} --runs 100 > $OUT/pair.txt 2> $OUT/pair.err; echo "L rc $? ${SECONDS}s" )
rm -rf $OUT/L/real-pair/own-bin
ls .device/ptx-cache | sed 's/.*\.//' | sort | uniq -c
grep -h "gpu-run" $OUT/L/pair.err | head
for c in source source-form ptx identity; do echo "== $c"; tail -1 $OUT/L/compare-pair-$c.txt; grep -A12 "below the band:" $OUT/L/compare-pair-$c.txt | head -14; done
